import type { FastifyInstance } from 'fastify';
import {
  claimKycBonus,
  getKycStatus,
  streamKycStatus,
  updateBank,
  updatePix,
  verifyAadhaar,
  verifyBank,
  verifyCpf,
  verifyPan,
  verifyPix,
} from '@kp/contract/kyc';
import type { Idempotency } from '../../platform/idempotency';
import { registerRoute } from '../../platform/route';
import type { StatusStreams } from './kyc-stream';
import type { KycService, KycSubmission } from './kyc.service';

// Every route reads the token's user only: there is no user id to pass, so nobody reads or
// changes another's KYC.
export function kycRoutes(
  app: FastifyInstance,
  service: KycService,
  idempotency: Idempotency,
  streams: StatusStreams,
) {
  registerRoute(app, getKycStatus, async ({ request }) => ({
    statusCode: 200,
    data: await service.getStatus(request.auth!.userId),
  }));
  registerRoute(app, streamKycStatus, ({ request, reply }) => {
    streams.open(request, reply, request.auth!.userId);
    return reply as never;
  });

  // A check is answered later: 202, the document pending.
  const submit = (userId: string, submission: KycSubmission, isUpdate = false) =>
    service.submit(userId, submission, { isUpdate }).then((data) => ({ statusCode: 202, data }));
  const accepted = { status: 202 };
  registerRoute(
    app,
    verifyPan,
    ({ body, request }) => submit(request.auth!.userId, { document: 'pan', ...body }),
    accepted,
  );
  registerRoute(
    app,
    verifyAadhaar,
    ({ body, request }) => submit(request.auth!.userId, { document: 'aadhaar', ...body }),
    accepted,
  );
  registerRoute(
    app,
    verifyBank,
    ({ body, request }) => submit(request.auth!.userId, { document: 'bank', ...body }),
    accepted,
  );
  registerRoute(
    app,
    updateBank,
    ({ body, request }) => submit(request.auth!.userId, { document: 'bank', ...body }, true),
    accepted,
  );
  registerRoute(
    app,
    verifyCpf,
    ({ body, request }) => submit(request.auth!.userId, { document: 'cpf', ...body }),
    accepted,
  );
  registerRoute(
    app,
    verifyPix,
    ({ body, request }) => submit(request.auth!.userId, { document: 'pix', ...body }),
    accepted,
  );
  registerRoute(
    app,
    updatePix,
    ({ body, request }) => submit(request.auth!.userId, { document: 'pix', ...body }, true),
    accepted,
  );

  registerRoute(app, claimKycBonus, async ({ request, reply }) => {
    const userId = request.auth!.userId;
    const answer = await idempotency.run(request, reply, async (tx) => ({
      statusCode: 200,
      data: await service.claimBonus(tx, userId),
    }));
    // After the commit: the user's status streams show the bonus claimed.
    service.announce(userId);
    return answer;
  });
}
