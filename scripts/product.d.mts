import type { ChildProcess } from 'node:child_process';

export const root: string;
export const SERVER_HEAP_FLAGS: readonly string[];
export function buildIfStale(): void;
export function startServer(env?: Record<string, string>): ChildProcess;
