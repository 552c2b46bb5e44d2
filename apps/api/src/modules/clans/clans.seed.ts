import type { DbOrTx } from '../../db/client';
import { createClansRepository } from './clans.repository';

const DAY = 86_400_000;

/** The demo clan's chief and members (accounts without a phone: nobody signs in as them). */
const DEMO_CHIEF = 'MavChief';
const DEMO_MEMBERS = ['ChaiClutch', 'RaidQueen', 'BombayBolt', 'NightOwlX'] as const;

/**
 * The demo clan, in the demo data's transaction (db/seed.ts): MumbaiMavericks, led by its chief
 * for a month, with four members who joined over the weeks since. Real rows, as the clan
 * service would have written them: every member has a row, and the count says five.
 */
export async function seedDemoClans(
  tx: DbOrTx,
  ports: {
    /** The users module's repository in the demo data's transaction (db/seed.ts). */
    insertUser(values: { username: string; createdAt: Date; updatedAt: Date }): Promise<{ id: string }>;
  },
  now: Date,
): Promise<{ clanId: string; memberIds: string[] }> {
  const clans = createClansRepository(tx);
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
  const demoUser = (username: string, daysAgo: number) =>
    ports.insertUser({ username, createdAt: at(daysAgo), updatedAt: at(daysAgo) });

  const chief = await demoUser(DEMO_CHIEF, 40);
  const clan = await clans.insertClan(
    {
      clanName: 'MumbaiMavericks',
      city: 'Mumbai',
      country: 'IN',
      description: 'College gamers from Mumbai who never miss a raid.',
      chiefId: chief.id,
      memberCount: 1 + DEMO_MEMBERS.length,
      createdAt: at(30),
    },
    tx,
  );
  await clans.insertMember({ userId: chief.id, clanId: clan.id, role: 'Chief', joinedAt: at(30) }, tx);
  const memberIds = [chief.id];
  for (const [i, username] of DEMO_MEMBERS.entries()) {
    const member = await demoUser(username, 35);
    memberIds.push(member.id);
    await clans.insertMember(
      { userId: member.id, clanId: clan.id, role: 'Member', joinedAt: at(25 - 6 * i) },
      tx,
    );
  }
  return { clanId: clan.id, memberIds };
}
