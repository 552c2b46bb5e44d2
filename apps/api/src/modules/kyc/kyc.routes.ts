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
import { registerRoute } from '../../platform/route';
import type { StatusStreams } from './kyc-stream';
import type { KycService, KycSubmission } from './kyc.service';

// Every route reads the token's user only: there is no user id to pass, so nobody reads or
// changes another's KYC.
export function kycRoutes(app: FastifyInstance, service: KycService, streams: StatusStreams) {
  registerRoute(app, getKycStatus, ({ userId }) => service.getStatus(userId));
  registerRoute(app, streamKycStatus, ({ request, reply, userId }) => {
    streams.open(request, reply, userId);
    return reply;
  });

  // A check is answered later: 202 (the contract's), the document pending.
  const submit = (userId: string, submission: KycSubmission, isUpdate = false) =>
    service.submit(userId, submission, { isUpdate });
  registerRoute(app, verifyPan, ({ body, userId }) => submit(userId, { document: 'pan', ...body }));
  registerRoute(app, verifyAadhaar, ({ body, userId }) => submit(userId, { document: 'aadhaar', ...body }));
  registerRoute(app, verifyBank, ({ body, userId }) => submit(userId, { document: 'bank', ...body }));
  registerRoute(app, updateBank, ({ body, userId }) => submit(userId, { document: 'bank', ...body }, true));
  registerRoute(app, verifyCpf, ({ body, userId }) => submit(userId, { document: 'cpf', ...body }));
  registerRoute(app, verifyPix, ({ body, userId }) => submit(userId, { document: 'pix', ...body }));
  registerRoute(app, updatePix, ({ body, userId }) => submit(userId, { document: 'pix', ...body }, true));

  registerRoute(app, claimKycBonus, ({ userId, once }) => service.claimBonus(userId, once));
}
