import type { ChildProcess } from 'node:child_process';

export const root: string;
export const BIG_FLEET_SEMI_SPACE_MB: number;
export function serverHeapFlags(env?: NodeJS.ProcessEnv): string[];
export function serverEnvironment(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
export function buildIfStale(): void;
export function startServer(env?: Record<string, string>): ChildProcess;
