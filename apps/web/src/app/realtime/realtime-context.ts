import { createContext } from 'react';

/** What the server sends on a topic: `type` is e.g. insert, update, notification or stats. */
export interface RealtimeMessage {
  topic: string;
  type: string;
  body: unknown;
}

export type RealtimeListener = (message: RealtimeMessage) => void;

export interface RealtimeValue {
  /** Starts listening to a topic (subscribing on the server once per topic); returns the undo. */
  listen(topic: string, listener: RealtimeListener): () => void;
  /** The Api-Key of the tenant the topics are named after ({apiKey}/notification/chargeBox, …). */
  apiKey: string | null;
  connected: boolean;
}

export const RealtimeContext = createContext<RealtimeValue | null>(null);
