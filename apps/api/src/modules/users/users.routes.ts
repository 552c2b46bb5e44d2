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
  setPreferredPlatform,
  setPreferredRole,
  updateProfile,
  uploadProfilePicture,
  verifyUsername,
} from '@kp/contract/users';
import { adminListUsers } from '@kp/contract/admin';
import { PROFILE_PICTURE_MAX_BYTES } from '@kp/domain/constants';
import { COUNTRIES, countryName } from '@kp/domain/countries';
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

  registerRoute(app, getMyProfile, async ({ request }) => ({
    statusCode: 200,
    data: await service.getProfile(request.auth!.userId),
  }));
  registerRoute(app, updateProfile, async ({ body, request }) => ({
    statusCode: 200,
    data: await service.updateProfile(request.auth!.userId, body),
  }));
  registerRoute(app, checkUsername, async ({ query, request }) => ({
    statusCode: 200,
    data: {
      username: query.username,
      isAvailable: await service.isUsernameAvailable(request.auth!.userId, query.username),
    },
  }));
  registerRoute(app, verifyUsername, async ({ body, request }) => ({
    statusCode: 200,
    data: await service.takeUsername(request.auth!.userId, body.username),
  }));
  registerRoute(app, setPreferredRole, async ({ body, request }) => ({
    statusCode: 200,
    data: await service.setPreference(request.auth!.userId, { preferredRole: body.role }),
  }));
  registerRoute(app, setPreferredPlatform, async ({ body, request }) => ({
    statusCode: 200,
    data: await service.setPreference(request.auth!.userId, { preferredPlatform: body.platform }),
  }));
  registerRoute(app, findUserByUsername, async ({ params }) => ({
    statusCode: 200,
    data: await service.getPublicUserByUsername(params.userName),
  }));
  registerRoute(app, batchUserDetails, async ({ body }) => ({
    statusCode: 200,
    data: await service.listPublicUsers(body.userIds),
  }));
  registerRoute(app, requestAccountDeletion, async ({ request }) => ({
    statusCode: 200,
    data: await service.requestDeletion(request.auth!.userId),
  }));
  registerRoute(app, cancelAccountDeletion, async ({ request }) => ({
    statusCode: 200,
    data: await service.cancelDeletion(request.auth!.userId),
  }));
  registerRoute(app, uploadProfilePicture, async ({ body, request }) => ({
    statusCode: 200,
    data: await service.setPicture(request.auth!.userId, await toProfilePicture(asBuffer(body))),
  }));
  registerRoute(app, getProfilePicture, async ({ params, reply }) => {
    const picture = await service.getPicture(params.userId);
    return reply
      .type('image/jpeg')
      .header('cache-control', 'no-cache')
      .header('last-modified', picture.updatedAt.toUTCString())
      .send(picture.jpeg) as never;
  });
  registerRoute(app, adminListUsers, async ({ query }) => ({
    statusCode: 200,
    data: await service.listForAdmin(query),
  }));
  registerRoute(app, listProfessions, () => ({ statusCode: 200, data: [...PROFESSIONS] }));
  registerRoute(app, listCountries, ({ query }) => ({
    statusCode: 200,
    data: COUNTRIES.map((c) => ({
      code: c.code,
      name: countryName(c, query.language),
      dial_code: c.dial_code,
      flag: c.flag,
    })),
  }));
  registerRoute(app, listCities, ({ query }) => ({ statusCode: 200, data: [...citiesOf(query.country)] }));
  registerRoute(app, listColleges, ({ query }) => ({
    statusCode: 200,
    data: [...collegesOf(query.country, query.city)],
  }));
}

/** A JSON body (an object) is not a picture: only the image/jpeg parser yields a Buffer. */
function asBuffer(body: unknown): Buffer {
  if (Buffer.isBuffer(body)) return body;
  return Buffer.alloc(0);
}
