import type { FastifyInstance } from 'fastify';
import { applyReferralCode, getReferralInfo } from '@kp/contract/campaigns';
import {
  getReferralCampaignCode,
  getReferralCampaignProgress,
  getReferralCampaignRoadmap,
} from '@kp/contract/referral-campaign';
import { registerRoute } from '../../platform/route';
import type { ReferralsService } from './referrals.service';

export function referralsRoutes(app: FastifyInstance, service: ReferralsService) {
  // The campaign hub's referral calls (their paths are the campaigns contract's, as they always were).
  registerRoute(app, getReferralInfo, ({ userId }) => service.getReferralInfo(userId));
  registerRoute(app, applyReferralCode, ({ body, userId }) => service.applyReferralCode(userId, body.code));

  registerRoute(app, getReferralCampaignCode, ({ userId }) => service.getCode(userId));
  registerRoute(app, getReferralCampaignRoadmap, () => service.getRoadmap());
  registerRoute(app, getReferralCampaignProgress, ({ userId, query }) => service.getProgress(userId, query));
}
