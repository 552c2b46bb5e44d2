import type { FastifyInstance } from 'fastify';
import {
  batchUserDetails,
  cancelAccountDeletion,
  checkUsername,
  findUserByUsername,
  getMyProfile,
  getProfilePicture,
  listCities,
  listColleges,
  listCountries,
  listProfessions,
  requestAccountDeletion,
  setMyLanguage,
  setPreferredPlatform,
  setPreferredRole,
  updateProfile,
  uploadProfilePicture,
  verifyUsername,
} from '@kp/contract/users';
import { adminListUsers } from '@kp/contract/admin';
import { PROFILE_PICTURE_MAX_BYTES } from '@kp/domain/constants';
import { COUNTRIES, countryName } from '@kp/domain/countries';
import { uploadedBytes } from '../../platform/jpeg';
import { registerRoute } from '../../platform/route';
import { toProfilePicture } from './profile-picture';
import { listCities as citiesOf, listColleges as collegesOf, PROFESSIONS } from './reference-data';
import type { UsersService } from './users.service';

export function usersRoutes(app: FastifyInstance, service: UsersService) {
  // A picture arrives as the file itself; the route checks its bytes (any body type is refused by its parser).
  app.addContentTypeParser(
    'image/jpeg',
    { parseAs: 'buffer', bodyLimit: PROFILE_PICTURE_MAX_BYTES },
    (_req, body, done) => done(null, body),
  );

  registerRoute(app, getMyProfile, ({ userId }) => service.getProfile(userId));
  registerRoute(app, updateProfile, ({ body, userId }) => service.updateProfile(userId, body));
  registerRoute(app, checkUsername, async ({ query, userId }) => ({
    username: query.username,
    isAvailable: await service.isUsernameAvailable(userId, query.username),
  }));
  registerRoute(app, verifyUsername, ({ body, userId }) => service.takeUsername(userId, body.username));
  registerRoute(app, setPreferredRole, ({ body, userId }) =>
    service.setPreference(userId, { preferredRole: body.role }),
  );
  registerRoute(app, setPreferredPlatform, ({ body, userId }) =>
    service.setPreference(userId, { preferredPlatform: body.platform }),
  );
  registerRoute(app, setMyLanguage, ({ body, userId }) => service.setLanguage(userId, body.language));
  registerRoute(app, findUserByUsername, ({ params }) => service.getPublicUserByUsername(params.userName));
  registerRoute(app, batchUserDetails, ({ body }) => service.listPublicUsers(body.userIds));
  registerRoute(app, requestAccountDeletion, ({ userId }) => service.requestDeletion(userId));
  registerRoute(app, cancelAccountDeletion, ({ userId }) => service.cancelDeletion(userId));
  registerRoute(app, uploadProfilePicture, async ({ body, userId }) =>
    service.setPicture(userId, await toProfilePicture(uploadedBytes(body))),
  );
  registerRoute(app, getProfilePicture, async ({ params, reply }) => {
    const picture = await service.getPicture(params.userId);
    return reply
      .type('image/jpeg')
      .header('cache-control', 'no-cache')
      .header('last-modified', picture.updatedAt.toUTCString())
      .send(picture.jpeg);
  });
  registerRoute(app, adminListUsers, ({ query }) => service.listForAdmin(query));
  registerRoute(app, listProfessions, () => [...PROFESSIONS]);
  registerRoute(app, listCountries, ({ query }) =>
    COUNTRIES.map((c) => ({
      code: c.code,
      name: countryName(c, query.language),
      dial_code: c.dial_code,
      flag: c.flag,
    })),
  );
  registerRoute(app, listCities, ({ query }) => [...citiesOf(query.country)]);
  registerRoute(app, listColleges, ({ query }) => [...collegesOf(query.country, query.city)]);
}
