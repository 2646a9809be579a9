/**
 * Zone abbreviations → the IANA zone whose rules define them, and which variant the label names.
 * No offsets are written here: they are read from the zone's rules through Intl (time/zone.ts).
 * Ambiguous abbreviations resolve to the most common meaning in incident reports (IST = India,
 * CST = US Central, GST = Gulf).
 */
export interface ZoneAbbreviation { iana: string; variant: 'standard' | 'daylight' | 'generic' }

export const ZONE_ABBREVIATIONS: Record<string, ZoneAbbreviation> = {
  PST: { iana: 'America/Los_Angeles', variant: 'standard' },
  PDT: { iana: 'America/Los_Angeles', variant: 'daylight' },
  PT: { iana: 'America/Los_Angeles', variant: 'generic' },
  MST: { iana: 'America/Denver', variant: 'standard' },
  MDT: { iana: 'America/Denver', variant: 'daylight' },
  MT: { iana: 'America/Denver', variant: 'generic' },
  CST: { iana: 'America/Chicago', variant: 'standard' },
  CDT: { iana: 'America/Chicago', variant: 'daylight' },
  CT: { iana: 'America/Chicago', variant: 'generic' },
  EST: { iana: 'America/New_York', variant: 'standard' },
  EDT: { iana: 'America/New_York', variant: 'daylight' },
  ET: { iana: 'America/New_York', variant: 'generic' },
  AKST: { iana: 'America/Anchorage', variant: 'standard' },
  AKDT: { iana: 'America/Anchorage', variant: 'daylight' },
  HST: { iana: 'Pacific/Honolulu', variant: 'standard' },
  WET: { iana: 'Europe/Lisbon', variant: 'standard' },
  WEST: { iana: 'Europe/Lisbon', variant: 'daylight' },
  BST: { iana: 'Europe/London', variant: 'daylight' },
  CET: { iana: 'Europe/Paris', variant: 'standard' },
  CEST: { iana: 'Europe/Paris', variant: 'daylight' },
  EET: { iana: 'Europe/Athens', variant: 'standard' },
  EEST: { iana: 'Europe/Athens', variant: 'daylight' },
  MSK: { iana: 'Europe/Moscow', variant: 'standard' },
  GST: { iana: 'Asia/Dubai', variant: 'standard' },
  IST: { iana: 'Asia/Kolkata', variant: 'standard' },
  SGT: { iana: 'Asia/Singapore', variant: 'standard' },
  HKT: { iana: 'Asia/Hong_Kong', variant: 'standard' },
  CCT: { iana: 'Asia/Shanghai', variant: 'standard' },
  JST: { iana: 'Asia/Tokyo', variant: 'standard' },
  KST: { iana: 'Asia/Seoul', variant: 'standard' },
  AEST: { iana: 'Australia/Sydney', variant: 'standard' },
  AEDT: { iana: 'Australia/Sydney', variant: 'daylight' },
  ACST: { iana: 'Australia/Adelaide', variant: 'standard' },
  AWST: { iana: 'Australia/Perth', variant: 'standard' },
  NZST: { iana: 'Pacific/Auckland', variant: 'standard' },
  NZDT: { iana: 'Pacific/Auckland', variant: 'daylight' },
  BRT: { iana: 'America/Sao_Paulo', variant: 'standard' },
};

/**
 * Zones named in words ("Pacific time", "Eastern Time"): generic labels, read with the zone's rules for
 * each date. Keys in upper case with single spaces. "Central European Time" is read as generic too: it is
 * written for the summer as well, and a generic reading is never wrong by an hour.
 */
export const ZONE_NAMES: Record<string, string> = {
  'PACIFIC TIME': 'America/Los_Angeles',
  'MOUNTAIN TIME': 'America/Denver',
  'CENTRAL TIME': 'America/Chicago',
  'EASTERN TIME': 'America/New_York',
  'CENTRAL EUROPEAN TIME': 'Europe/Paris',
  // Japanese, Chinese and Korean names (none of these zones has had daylight saving time since 1991).
  日本時間: 'Asia/Tokyo',
  日本標準時: 'Asia/Tokyo',
  北京时间: 'Asia/Shanghai',
  北京時間: 'Asia/Shanghai',
  中国标准时间: 'Asia/Shanghai',
  东八区: 'Asia/Shanghai',
  '한국 시간': 'Asia/Seoul',
  한국시간: 'Asia/Seoul',
  '한국 표준시': 'Asia/Seoul',
  한국표준시: 'Asia/Seoul',
};

/** The zone names written in an East Asian script, as a pattern (longest first; a space may be left out: "한국시간"). */
export const EAST_ASIAN_ZONE_NAMES = Object.keys(ZONE_NAMES).filter((k) => !/^[A-Z]/.test(k)).sort((a, b) => b.length - a.length).map((k) => k.replace(/ /g, '\\s?')).join('|');

/** The words of a zone name, as the scanners match them (first letter either case, then lower case, or all capitals; the others as written). */
export const ZONE_NAME_PATTERN = String.raw`(?:[Pp]acific|PACIFIC|[Mm]ountain|MOUNTAIN|[Cc]entral(?: [Ee]uropean)?|CENTRAL(?: EUROPEAN)?|[Ee]astern|EASTERN) (?:[Tt]ime|TIME)|${EAST_ASIAN_ZONE_NAMES}`;

/** Labels that mean UTC itself. */
export const UTC_LABELS = ['UTC', 'GMT', 'Z', 'UT', 'ZULU'];
