import { createSocket } from 'node:dgram';
import type { AddressInfo } from 'node:net';

const TYPE = { TXT: 16, MX: 15 } as const;

export type ResponderRecord =
  | { name: string; type: 'TXT'; chunks: string[] }
  | { name: string; type: 'MX'; exchange: string; priority: number };

export interface DnsResponder {
  /** `127.0.0.1:<port>`, for Resolver.setServers. */
  server: string;
  /** Names that answer SERVFAIL. */
  failing: Set<string>;
  close(): Promise<void>;
}

function encodeName(name: string): Buffer {
  const parts = name.split('.').filter(Boolean);
  return Buffer.concat([
    ...parts.map((label) => Buffer.concat([Buffer.from([label.length]), Buffer.from(label, 'ascii')])),
    Buffer.from([0]),
  ]);
}

function readQuestion(message: Buffer): { name: string; type: number; end: number } {
  let offset = 12;
  const labels: string[] = [];
  while (message[offset] !== 0) {
    const length = message[offset] ?? 0;
    labels.push(message.subarray(offset + 1, offset + 1 + length).toString('ascii'));
    offset += 1 + length;
  }
  offset += 1;
  return { name: labels.join('.').toLowerCase(), type: message.readUInt16BE(offset), end: offset + 4 };
}

function answerOf(record: ResponderRecord): Buffer {
  const rdata =
    record.type === 'TXT'
      ? Buffer.concat(
          record.chunks.map((chunk) => Buffer.concat([Buffer.from([chunk.length]), Buffer.from(chunk)])),
        )
      : Buffer.concat([
          Buffer.from([record.priority >> 8, record.priority & 0xff]),
          encodeName(record.exchange),
        ]);
  const head = Buffer.alloc(12);
  head.writeUInt16BE(0xc00c, 0); // the question's name
  head.writeUInt16BE(TYPE[record.type], 2);
  head.writeUInt16BE(1, 4); // IN
  head.writeUInt32BE(60, 6);
  head.writeUInt16BE(rdata.length, 10);
  return Buffer.concat([head, rdata]);
}

/**
 * A tiny authoritative DNS server on loopback UDP, enough for TXT and MX queries: what the real
 * system resolver (node:dns, c-ares) is tested against. Unknown names answer NXDOMAIN; a known name
 * without records of the asked type answers NOERROR with no answers (NODATA).
 */
export async function startDnsResponder(records: ResponderRecord[]): Promise<DnsResponder> {
  const socket = createSocket('udp4');
  const failing = new Set<string>();
  socket.on('message', (message, peer) => {
    const question = readQuestion(message);
    const known = records.filter((record) => record.name.toLowerCase() === question.name);
    const answers = known.filter((record) => TYPE[record.type] === question.type).map(answerOf);
    const rcode = failing.has(question.name) ? 2 : known.length === 0 ? 3 : 0;
    const header = Buffer.alloc(12);
    header.writeUInt16BE(message.readUInt16BE(0), 0);
    header.writeUInt16BE(0x8400 | 0x0100 | rcode, 2); // QR, AA, RD echoed
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(rcode === 0 ? answers.length : 0, 6);
    const body = [header, message.subarray(12, question.end), ...(rcode === 0 ? answers : [])];
    socket.send(Buffer.concat(body), peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address() as AddressInfo;
  return {
    server: `127.0.0.1:${port}`,
    failing,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
