import http from 'node:http';

export type ServerSentEvent = { event: string; data: string; id: string | null };

/** A server-sent event stream read by a real HTTP client, as a browser's EventSource reads it. */
export type EventStreamClient = {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The raw text received so far. */
  text(): string;
  events: ServerSentEvent[];
  /** Comment lines (heartbeats), without their colon. */
  comments: string[];
  retry: number | null;
  isEnded(): boolean;
  /** Waits until `check` holds (polling what has arrived), or fails after `timeoutMs`. */
  until<T>(check: () => T | undefined | false | null, timeoutMs?: number): Promise<T>;
  close(): void;
};

/** Opens `url` (a listening server) and parses the event stream as it arrives. */
export function openEventStream(
  url: string,
  headers: Record<string, string> = {},
): Promise<EventStreamClient> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { accept: 'text/event-stream', ...headers } }, (res) => {
      let raw = '';
      let buffer = '';
      let isEnded = false;
      const client: EventStreamClient = {
        status: res.statusCode ?? 0,
        headers: res.headers,
        text: () => raw,
        events: [],
        comments: [],
        retry: null,
        isEnded: () => isEnded,
        async until(check, timeoutMs = 5_000) {
          const deadline = Date.now() + timeoutMs;
          for (;;) {
            const value = check();
            if (value !== undefined && value !== false && value !== null) return value;
            if (Date.now() > deadline) throw new Error(`the stream did not get there; it sent:\n${raw}`);
            await new Promise((r) => setTimeout(r, 10));
          }
        },
        close: () => request.destroy(),
      };
      const parse = (block: string) => {
        let event = 'message';
        let id: string | null = null;
        const data: string[] = [];
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) client.comments.push(line.slice(1).trim());
          else if (line.startsWith('event: ')) event = line.slice(7);
          else if (line.startsWith('data: ')) data.push(line.slice(6));
          else if (line.startsWith('id: ')) id = line.slice(4);
          else if (line.startsWith('retry: ')) client.retry = Number(line.slice(7));
        }
        if (data.length) client.events.push({ event, data: data.join('\n'), id });
      };
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        raw += chunk;
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
          parse(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
      });
      res.on('end', () => {
        isEnded = true;
      });
      res.on('close', () => {
        isEnded = true;
      });
      res.on('error', () => {});
      resolve(client);
    });
    request.on('error', reject);
  });
}
