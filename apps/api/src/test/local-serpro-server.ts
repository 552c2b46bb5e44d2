import { randomUUID, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody, sendJson } from './local-http';

/**
 * A local server answering as Serpro's API gateway does for Consulta CPF, for the Serpro KYC
 * adapter's tests:
 * - `POST /token` (OAuth 2.0 client credentials: HTTP Basic of the consumer key and secret,
 *   `grant_type=client_credentials`) → `{ access_token, token_type: "Bearer", expires_in, scope }`;
 *   401 `{ error: "invalid_client" }` for wrong credentials;
 * - `GET /consulta-cpf-df/v1/cpf/{cpf}` with the Bearer token → `{ ni, nome, situacao: { codigo,
 *   descricao }, nascimento }`; 404 for a CPF the registry does not have; 401 for a token that is
 *   not (or no longer) valid.
 * The registry's CPFs are seeded by the test. https://apicenter.estaleiro.serpro.gov.br/documentacao/consulta-cpf/
 */

/** The registry's situations (situacao.codigo → descricao). */
export const SERPRO_SITUATIONS: Readonly<Record<string, string>> = {
  '0': 'Regular',
  '2': 'Suspensa',
  '3': 'Titular Falecido',
  '4': 'Pendente de Regularização',
  '5': 'Cancelada por Multiplicidade',
  '8': 'Nula',
  '9': 'Cancelada de Ofício',
};

export type LocalCpf = { name: string; situation?: keyof typeof SERPRO_SITUATIONS; birthDate?: string };

export type LocalSerproServer = {
  /** The gateway's base (KYC_SERPRO_URL). */
  url: string;
  consumer: { key: string; secret: string };
  addCpf(cpf: string, record: LocalCpf): void;
  /** Every token issued so far stops working (401), as when they expire. */
  expireTokens(): void;
  /** The next `count` calls answer this status (a 5xx) or wait this long before answering. */
  failNext(failure: { status: number } | { delayMs: number }, count?: number): void;
  /** Every request served: method and path. */
  requests: string[];
  close(): Promise<void>;
};

export async function startLocalSerproServer(options: { port?: number } = {}): Promise<LocalSerproServer> {
  const consumer = {
    key: `key${randomUUID().replace(/-/g, '')}`,
    secret: `secret${randomUUID().replace(/-/g, '')}`,
  };
  const cpfs = new Map<string, LocalCpf>();
  const tokens = new Set<string>();
  const requests: string[] = [];
  const failures: ({ status: number } | { delayMs: number })[] = [];

  const equal = (a: string, b: string) =>
    a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push(`${req.method} ${url.pathname}`);
    const failure = failures.shift();
    if (failure && 'delayMs' in failure) await new Promise((r) => setTimeout(r, failure.delayMs));
    if (failure && 'status' in failure)
      return sendJson(res, failure.status, { mensagem: 'Serviço indisponível' });

    if (req.method === 'POST' && url.pathname === '/token') {
      const form = new URLSearchParams(await readBody(req));
      const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      const [key, secret] = basic ? Buffer.from(basic, 'base64').toString().split(':') : [];
      if (!key || !secret || !equal(key, consumer.key) || !equal(secret, consumer.secret))
        return sendJson(res, 401, {
          error: 'invalid_client',
          error_description: 'Client Authentication failed.',
        });
      if (form.get('grant_type') !== 'client_credentials')
        return sendJson(res, 400, { error: 'unsupported_grant_type' });
      const token = randomUUID();
      tokens.add(token);
      return sendJson(res, 200, {
        scope: 'am_application_scope default',
        token_type: 'Bearer',
        expires_in: 3296,
        access_token: token,
      });
    }

    const cpfPath = /^\/consulta-cpf-df\/v1\/cpf\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && cpfPath) {
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      if (!token || !tokens.has(token))
        return sendJson(res, 401, { code: '900901', message: 'Invalid Credentials' });
      const cpf = cpfPath[1]!;
      if (!/^\d{11}$/.test(cpf)) return sendJson(res, 400, { mensagem: 'CPF inválido' });
      const record = cpfs.get(cpf);
      if (!record) return sendJson(res, 404, { mensagem: 'CPF não encontrado' });
      const code = record.situation ?? '0';
      return sendJson(res, 200, {
        ni: cpf,
        nome: record.name.toUpperCase(),
        situacao: { codigo: code, descricao: SERPRO_SITUATIONS[code] },
        nascimento: record.birthDate ?? '01011990',
      });
    }
    return sendJson(res, 404, { mensagem: 'Recurso não encontrado' });
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) sendJson(res, 500, { mensagem: 'Erro interno' });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    consumer,
    addCpf: (cpf, record) => void cpfs.set(cpf, record),
    expireTokens: () => tokens.clear(),
    failNext(failure, count = 1) {
      for (let i = 0; i < count; i++) failures.push(failure);
    },
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
