import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ART_ICON_PATTERN, ART_PALETTE_NAMES } from './art';
import { CLAN_ART_ICONS, clanArt } from './clan-art';
import {
  CLAN_DASHBOARD_TYPE,
  CLAN_LIMITS,
  CLAN_MEMBER_ROLES,
  CLAN_NAME_PATTERN,
  CLAN_ROLES,
  CLAN_RULE_DAYS_MAX,
  CLAN_RULE_FIELDS,
  CLAN_RULE_KINDS,
  CLAN_RULES_DEFAULT,
  clanDaysLeft,
  clanWaitEnd,
} from './clans';

describe('clans', () => {
  it('has the roles, the dashboard types and a rule field per rule kind', () => {
    expect(CLAN_ROLES).toEqual(['Chief', 'Member', 'Gamer']);
    expect(CLAN_DASHBOARD_TYPE).toEqual({ drop: 0, quest: 1 });
    expect(Object.keys(CLAN_RULE_FIELDS)).toEqual([...CLAN_RULE_KINDS]);
    expect(CLAN_RULE_FIELDS.clanCreation).toBe('minDaysToRecreateClanAfterDelete');
  });

  it('maps rule kinds to distinct day-count fields', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CLAN_RULE_KINDS), fc.constantFrom(...CLAN_RULE_KINDS), (a, b) => {
        expect(CLAN_RULE_FIELDS[a] === CLAN_RULE_FIELDS[b]).toBe(a === b);
        expect(CLAN_RULE_FIELDS[a]).toMatch(/^minDays/);
      }),
    );
  });
});

describe('clan limits and waits', () => {
  it('keeps a clan of members, its chief included, and roles inside a clan of Chief and Member only', () => {
    expect(CLAN_LIMITS.members).toBe(50);
    expect(CLAN_MEMBER_ROLES).toEqual(['Chief', 'Member']);
    for (const role of CLAN_MEMBER_ROLES) expect(CLAN_ROLES).toContain(role);
  });

  it('counts the days left of a wait, a part day as one, and none once it is over', () => {
    const from = new Date('2026-11-01T10:00:00Z');
    const end = clanWaitEnd(from, 3);
    expect(end.toISOString()).toBe('2026-11-04T10:00:00.000Z');
    expect(clanDaysLeft(end, from)).toBe(3);
    expect(clanDaysLeft(end, new Date('2026-11-02T09:00:00Z'))).toBe(3);
    expect(clanDaysLeft(end, new Date('2026-11-02T10:00:00Z'))).toBe(2);
    expect(clanDaysLeft(end, new Date('2026-11-04T09:59:59Z'))).toBe(1);
    expect(clanDaysLeft(end, end)).toBe(0);
    expect(clanDaysLeft(end, new Date('2026-12-01T00:00:00Z'))).toBe(0);
    expect(clanDaysLeft(clanWaitEnd(from, 0), from)).toBe(0);
  });

  it('never says more days than the rule, nor fewer than one before the end', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 365 }),
        fc.integer({ min: 0, max: 400 * 86_400_000 }),
        (days, elapsed) => {
          const from = new Date('2026-01-01T00:00:00Z');
          const end = clanWaitEnd(from, days);
          const now = new Date(from.getTime() + elapsed);
          const left = clanDaysLeft(end, now);
          expect(left).toBeLessThanOrEqual(days);
          expect(left > 0).toBe(now < end);
        },
      ),
    );
  });

  it('has defaults for every rule within what an operator may set', () => {
    expect(Object.keys(CLAN_RULES_DEFAULT).sort()).toEqual(Object.values(CLAN_RULE_FIELDS).sort());
    for (const days of Object.values(CLAN_RULES_DEFAULT)) {
      expect(days).toBeGreaterThanOrEqual(0);
      expect(days).toBeLessThanOrEqual(CLAN_RULE_DAYS_MAX);
    }
  });

  it('takes clan names of letters of any script, digits and a few separators', () => {
    for (const good of ['MumbaiMavericks', 'Sampa Squad', 'नई दिल्ली', 'Clan_42', 'A.B-C'])
      expect(CLAN_NAME_PATTERN.test(good), good).toBe(true);
    for (const bad of [' lead', '-dash', 'a/b', 'emoji 🎮', 'x<script>', ''])
      expect(CLAN_NAME_PATTERN.test(bad), bad).toBe(false);
  });
});

describe('the art of a clan without a logo or banner', () => {
  it('is the same for one name (whatever its case and spaces around it), in the shape asked for', () => {
    expect(clanArt('MumbaiMavericks', 'icon')).toEqual(clanArt('  mumbaimavericks ', 'icon'));
    expect(clanArt('MumbaiMavericks', 'banner')).toEqual({
      ...clanArt('MumbaiMavericks', 'icon'),
      kind: 'banner',
    });
  });

  it('draws a glyph of its list on a palette of the platform art, and tells names apart', () => {
    const names = ['Raiders', 'Pune Panthers', 'Recife Reis', 'Night Owls', 'Clã do Sul', 'ドラゴン'];
    const looks = new Set(names.map((name) => JSON.stringify(clanArt(name, 'icon'))));
    expect(looks.size).toBeGreaterThan(3);
    fc.assert(
      fc.property(fc.string(), (name) => {
        const art = clanArt(name, 'icon');
        expect(CLAN_ART_ICONS).toContain(art.icon);
        expect(art.icon).toMatch(ART_ICON_PATTERN);
        expect(ART_PALETTE_NAMES).toContain(art.palette);
      }),
    );
  });
});
