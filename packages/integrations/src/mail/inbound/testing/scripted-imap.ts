import { createServer, type Server, type Socket } from 'node:net';

/**
 * A tiny scripted IMAP4rev1 responder on loopback, enough for imapflow's poll: greeting, CAPABILITY,
 * LOGIN, ENABLE/ID/NAMESPACE answered plainly, SELECT/EXAMINE INBOX with UIDVALIDITY and UIDNEXT,
 * UID FETCH of UIDs and BODY.PEEK[] (literals), LOGOUT. Not a mail server: a test peer.
 */
export interface ScriptedImap {
  port: number;
  /** The mails of the INBOX by UID. */
  mails: Map<number, string>;
  uidValidity: number;
  /** Every command line received (passwords included: a test peer only). */
  commands: string[];
  close(): Promise<void>;
}

function uidSetOf(spec: string, known: number[]): number[] {
  const max = known.length ? Math.max(...known) : 0;
  const wanted = new Set<number>();
  for (const range of spec.split(',')) {
    const [fromText, toText] = range.split(':');
    const from = fromText === '*' ? max : Number(fromText);
    const to = toText === undefined ? from : toText === '*' ? max : Number(toText);
    const [low, high] = from <= to ? [from, to] : [to, from];
    for (const uid of known) if (uid >= low && uid <= high) wanted.add(uid);
  }
  return [...wanted].sort((a, b) => a - b);
}

export async function startScriptedImap(
  options: { user: string; pass: string; uidValidity?: number; mails?: Map<number, string> } = {
    user: 'u',
    pass: 'p',
  },
): Promise<ScriptedImap> {
  const state: ScriptedImap = {
    port: 0,
    mails: options.mails ?? new Map(),
    uidValidity: options.uidValidity ?? 1700000000,
    commands: [],
    close: async () => {},
  };
  const handle = (socket: Socket) => {
    socket.setEncoding('latin1');
    let buffer = '';
    const write = (line: string) => socket.write(`${line}\r\n`, 'latin1');
    write('* OK [CAPABILITY IMAP4rev1 LITERAL+ ID ENABLE UIDPLUS] scripted IMAP ready');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let end = buffer.indexOf('\r\n');
      while (end !== -1) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        state.commands.push(line);
        respond(line);
        end = buffer.indexOf('\r\n');
      }
    });
    socket.on('error', () => {});
    function respond(line: string) {
      const match = /^(\S+) (\S+)(?: (.*))?$/.exec(line);
      if (!match) return;
      const [, tag, rawCommand, rest = ''] = match;
      const command = (rawCommand ?? '').toUpperCase();
      const uids = [...state.mails.keys()].sort((a, b) => a - b);
      switch (command) {
        case 'CAPABILITY':
          write('* CAPABILITY IMAP4rev1 LITERAL+ ID ENABLE UIDPLUS');
          return write(`${tag} OK CAPABILITY completed`);
        case 'LOGIN': {
          const [user, pass] = (rest.match(/"((?:[^"\\]|\\.)*)"|\S+/g) ?? []).map((token) =>
            token.startsWith('"') ? token.slice(1, -1).replace(/\\(.)/g, '$1') : token,
          );
          if (user === options.user && pass === options.pass) {
            write('* CAPABILITY IMAP4rev1 LITERAL+ ID ENABLE UIDPLUS');
            return write(`${tag} OK LOGIN completed`);
          }
          return write(`${tag} NO [AUTHENTICATIONFAILED] Invalid credentials`);
        }
        case 'ID':
          write('* ID NIL');
          return write(`${tag} OK ID completed`);
        case 'ENABLE':
          return write(`${tag} OK ENABLE completed`);
        case 'NAMESPACE':
          write('* NAMESPACE (("" "/")) NIL NIL');
          return write(`${tag} OK NAMESPACE completed`);
        case 'LIST':
        case 'LSUB':
          write(`* ${command} (\\HasNoChildren) "/" INBOX`);
          return write(`${tag} OK ${command} completed`);
        case 'NOOP':
          return write(`${tag} OK NOOP completed`);
        case 'SELECT':
        case 'EXAMINE': {
          write(`* ${uids.length} EXISTS`);
          write('* 0 RECENT');
          write('* FLAGS (\\Answered \\Flagged \\Deleted \\Seen \\Draft)');
          write('* OK [PERMANENTFLAGS ()] No permanent flags permitted');
          write(`* OK [UIDVALIDITY ${state.uidValidity}] UIDs valid`);
          write(`* OK [UIDNEXT ${(uids.at(-1) ?? 0) + 1}] Predicted next UID`);
          return write(
            `${tag} OK [${command === 'EXAMINE' ? 'READ-ONLY' : 'READ-WRITE'}] ${command} completed`,
          );
        }
        case 'UID': {
          const sub = /^FETCH (\S+) \((.*)\)$/i.exec(rest) ?? /^FETCH (\S+) (.*)$/i.exec(rest);
          if (!sub) return write(`${tag} BAD unsupported UID command`);
          const wantBody = /BODY\.PEEK\[\]|BODY\[\]/i.test(sub[2] ?? '');
          for (const uid of uidSetOf(sub[1] ?? '', uids)) {
            const seq = uids.indexOf(uid) + 1;
            if (wantBody) {
              const mail = Buffer.from(state.mails.get(uid) ?? '', 'utf8').toString('latin1');
              socket.write(
                `* ${seq} FETCH (UID ${uid} BODY[] {${Buffer.byteLength(mail, 'latin1')}}\r\n`,
                'latin1',
              );
              socket.write(mail, 'latin1');
              write(')');
            } else if (/RFC822\.SIZE/i.test(sub[2] ?? ''))
              write(
                `* ${seq} FETCH (UID ${uid} RFC822.SIZE ${Buffer.byteLength(state.mails.get(uid) ?? '', 'utf8')})`,
              );
            else write(`* ${seq} FETCH (UID ${uid})`);
          }
          return write(`${tag} OK UID FETCH completed`);
        }
        case 'CLOSE':
        case 'UNSELECT':
          return write(`${tag} OK ${command} completed`);
        case 'LOGOUT':
          write('* BYE logging out');
          write(`${tag} OK LOGOUT completed`);
          return socket.end();
        default:
          return write(`${tag} BAD unknown command ${command}`);
      }
    }
  };
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    handle(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  state.port = typeof address === 'object' && address ? address.port : 0;
  state.close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return state;
}
