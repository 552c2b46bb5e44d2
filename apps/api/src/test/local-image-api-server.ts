import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { sendJson } from './local-http';

/** A call the local image API received, as the tests inspect it. */
export type ImageApiCall = {
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  fields: Record<string, string>;
  image: { name: string; type: string; bytes: Buffer } | null;
};

/**
 * A local server answering as OpenAI's Images API does, for the HTTP avatar generator's tests:
 * `POST /v1/images/edits` (multipart/form-data: `model`, `prompt`, `size`, `n`, and the photo as
 * `image[]` or `image`) and `POST /v1/images/generations` (JSON), bearer-authenticated, answered
 * `{ created, data: [{ b64_json }] }`, errors as `{ error: { message, type, param, code } }`. The
 * "edit" it makes is real but simple: the photo, squared and tinted by the prompt's length, as PNG.
 * `failNext(n, status)` makes the next n calls fail.
 */
export async function startLocalImageApi(options: { apiKey: string }) {
  const calls: ImageApiCall[] = [];
  let failures: { left: number; status: number } = { left: 0, status: 500 };

  const error = (
    res: http.ServerResponse,
    status: number,
    message: string,
    type: string,
    code: string | null,
  ) => sendJson(res, status, { error: { message, type, param: null, code } });

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    const path = req.url ?? '';
    const call: ImageApiCall = {
      path,
      authorization: req.headers.authorization,
      contentType: req.headers['content-type'],
      fields: {},
      image: null,
    };
    calls.push(call);
    if (req.headers.authorization !== `Bearer ${options.apiKey}`)
      return error(res, 401, 'Incorrect API key provided.', 'invalid_request_error', 'invalid_api_key');
    if (req.method !== 'POST' || !['/v1/images/edits', '/v1/images/generations'].includes(path))
      return error(res, 404, 'Unknown request URL', 'invalid_request_error', 'unknown_url');
    if (failures.left > 0) {
      failures.left -= 1;
      return error(
        res,
        failures.status,
        'The server had an error while processing your request.',
        'server_error',
        null,
      );
    }
    let photo: Buffer | null = null;
    if (path === '/v1/images/edits') {
      // Undici parses multipart the way a server framework would.
      const form = await new Response(raw, { headers: { 'content-type': call.contentType ?? '' } })
        .formData()
        .catch(() => null);
      if (!form) return error(res, 400, 'Could not parse multipart form', 'invalid_request_error', null);
      for (const [name, value] of form.entries()) {
        if (typeof value === 'string') call.fields[name] = value;
        else if (name === 'image[]' || name === 'image') {
          call.image = { name: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) };
        }
      }
      if (!call.image)
        return error(
          res,
          400,
          "Missing required parameter: 'image'.",
          'invalid_request_error',
          'missing_required_parameter',
        );
      if (!['image/png', 'image/jpeg', 'image/webp'].includes(call.image.type))
        return error(
          res,
          400,
          'Invalid file type: supported are png, jpeg and webp.',
          'invalid_request_error',
          'invalid_image_format',
        );
      photo = call.image.bytes;
    } else {
      try {
        Object.assign(call.fields, JSON.parse(raw.toString('utf8')) as Record<string, string>);
      } catch {
        return error(
          res,
          400,
          'We could not parse the JSON body of your request.',
          'invalid_request_error',
          null,
        );
      }
    }
    const prompt = call.fields['prompt'];
    if (!prompt)
      return error(
        res,
        400,
        "Missing required parameter: 'prompt'.",
        'invalid_request_error',
        'missing_required_parameter',
      );
    const tint = {
      r: (prompt.length * 37) % 256,
      g: (prompt.length * 91) % 256,
      b: (prompt.length * 53) % 256,
    };
    const base = photo
      ? sharp(photo).resize(1024, 1024, { fit: 'cover' })
      : sharp({ create: { width: 1024, height: 1024, channels: 3, background: tint } });
    const png = await base.tint(tint).png().toBuffer();
    sendJson(res, 200, {
      created: Math.floor(Date.now() / 1000),
      data: [{ b64_json: png.toString('base64') }],
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    failNext(count: number, status = 500) {
      failures = { left: count, status };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
