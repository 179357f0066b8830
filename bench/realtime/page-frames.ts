import type { Page } from 'playwright-core';

/**
 * The Socket.IO frames a page receives: counts by topic (without the api key) and notification
 * type, and each delivered message's `info` stamp with the time it arrived, on the bench's clock.
 */
export class PageFrames {
  frames = 0;
  bytes = 0;
  readonly topicMessages = new Map<string, number>();
  readonly notificationTypes = new Map<string, number>();

  constructor(page: Page, onStamp: (info: string, now: number) => void) {
    page.on('websocket', (ws) => {
      if (!ws.url().includes('/socket.io/')) return;
      ws.on('framereceived', ({ payload }) => {
        const now = performance.now();
        const text = typeof payload === 'string' ? payload : payload.toString('utf8');
        this.frames += 1;
        this.bytes += text.length;
        for (const message of this.messagesOf(text)) {
          const info = (message.body as { info?: string | null } | undefined)?.info;
          if (info) onStamp(info, now);
        }
      });
    });
  }

  reset(): void {
    this.frames = 0;
    this.bytes = 0;
    this.topicMessages.clear();
    this.notificationTypes.clear();
  }

  /** The messages of a Socket.IO event packet, 42["message",{topic,type,body}], counted. */
  private messagesOf(text: string): { body: unknown }[] {
    if (!text.startsWith('42[')) return [];
    let event: unknown;
    try {
      event = JSON.parse(text.slice(2));
    } catch {
      return [];
    }
    if (!Array.isArray(event) || event[0] !== 'message') return [];
    const raw = event[1] as { topic: string; type: string; body: unknown };
    const list = raw.type === 'batch' ? (raw.body as { body: unknown }[]) : [raw];
    const kind = raw.topic.split('/').slice(1).join('/');
    this.topicMessages.set(kind, (this.topicMessages.get(kind) ?? 0) + list.length);
    if (kind === 'notification/chargeBox') {
      for (const message of list) {
        const type = String((message.body as { type?: unknown } | undefined)?.type);
        this.notificationTypes.set(type, (this.notificationTypes.get(type) ?? 0) + 1);
      }
    }
    return list;
  }
}
