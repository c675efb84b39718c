/**
 * The time zone list of the settings modal ("about 120 zones with GMT
 * offsets"). Offsets are read from Intl for a given instant, so daylight saving shows correctly.
 */
export { DEFAULT_TIMEZONE } from './default-timezone';

export const TIMEZONES: readonly string[] = [
  'Pacific/Midway',
  'Pacific/Honolulu',
  'America/Anchorage',
  'America/Los_Angeles',
  'America/Tijuana',
  'America/Phoenix',
  'America/Denver',
  'America/Chihuahua',
  'America/Chicago',
  'America/Mexico_City',
  'America/Monterrey',
  'America/Guatemala',
  'America/Regina',
  'America/New_York',
  'America/Detroit',
  'America/Bogota',
  'America/Lima',
  'America/Panama',
  'America/Cancun',
  'America/Halifax',
  'America/Caracas',
  'America/La_Paz',
  'America/Santiago',
  'America/St_Johns',
  'America/Sao_Paulo',
  'America/Argentina/Buenos_Aires',
  'America/Montevideo',
  'America/Asuncion',
  'America/Godthab',
  'Atlantic/South_Georgia',
  'Atlantic/Azores',
  'Atlantic/Cape_Verde',
  'Africa/Casablanca',
  'Atlantic/Reykjavik',
  'Europe/London',
  'Europe/Dublin',
  'Europe/Lisbon',
  'Atlantic/Canary',
  'Africa/Abidjan',
  'Europe/Amsterdam',
  'Europe/Berlin',
  'Europe/Brussels',
  'Europe/Copenhagen',
  'Europe/Madrid',
  'Europe/Paris',
  'Europe/Rome',
  'Europe/Stockholm',
  'Europe/Vienna',
  'Europe/Warsaw',
  'Europe/Zurich',
  'Europe/Prague',
  'Europe/Budapest',
  'Europe/Belgrade',
  'Europe/Oslo',
  'Africa/Lagos',
  'Africa/Algiers',
  'Europe/Athens',
  'Europe/Bucharest',
  'Europe/Helsinki',
  'Europe/Kiev',
  'Europe/Riga',
  'Europe/Sofia',
  'Europe/Tallinn',
  'Europe/Vilnius',
  'Europe/Chisinau',
  'Asia/Jerusalem',
  'Asia/Beirut',
  'Africa/Cairo',
  'Africa/Johannesburg',
  'Africa/Harare',
  'Europe/Istanbul',
  'Europe/Moscow',
  'Europe/Minsk',
  'Asia/Baghdad',
  'Asia/Kuwait',
  'Asia/Riyadh',
  'Africa/Nairobi',
  'Asia/Qatar',
  'Asia/Tehran',
  'Asia/Dubai',
  'Asia/Baku',
  'Asia/Tbilisi',
  'Asia/Yerevan',
  'Indian/Mauritius',
  'Asia/Kabul',
  'Asia/Karachi',
  'Asia/Tashkent',
  'Asia/Yekaterinburg',
  'Asia/Kolkata',
  'Asia/Colombo',
  'Asia/Kathmandu',
  'Asia/Dhaka',
  'Asia/Almaty',
  'Asia/Novosibirsk',
  'Asia/Yangon',
  'Asia/Bangkok',
  'Asia/Jakarta',
  'Asia/Ho_Chi_Minh',
  'Asia/Krasnoyarsk',
  'Asia/Shanghai',
  'Asia/Hong_Kong',
  'Asia/Singapore',
  'Asia/Kuala_Lumpur',
  'Asia/Manila',
  'Asia/Taipei',
  'Australia/Perth',
  'Asia/Irkutsk',
  'Asia/Tokyo',
  'Asia/Seoul',
  'Asia/Yakutsk',
  'Australia/Adelaide',
  'Australia/Darwin',
  'Australia/Brisbane',
  'Australia/Sydney',
  'Australia/Melbourne',
  'Australia/Hobart',
  'Pacific/Guam',
  'Asia/Vladivostok',
  'Asia/Magadan',
  'Pacific/Noumea',
  'Pacific/Auckland',
  'Pacific/Fiji',
  'Asia/Kamchatka',
  'Pacific/Tongatapu',
  'Pacific/Apia',
  'Pacific/Kiritimati',
  'UTC',
];

/** Minutes east of GMT of a zone at an instant, or null when the runtime does not know the zone. */
export function gmtOffsetMinutes(timeZone: string, at: number): number | null {
  try {
    const text =
      new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
        .formatToParts(new Date(at))
        .find((part) => part.type === 'timeZoneName')?.value ?? '';
    const match = /GMT(?:([+-])(\d{1,2})(?::(\d{2}))?)?/.exec(text);
    if (!match) return null;
    if (!match[1]) return 0;
    const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
    return match[1] === '-' ? -minutes : minutes;
  } catch {
    return null;
  }
}

/** "GMT+05:30" style label of an offset in minutes. */
export function formatGmtOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `GMT${sign}${hh}:${mm}`;
}

export interface TimezoneOption {
  zone: string;
  offset: number;
  label: string;
}

/** The select options, west to east, each labelled "(GMT+01:00) Europe/Paris"; unknown zones left out. */
export function timezoneOptions(at: number): TimezoneOption[] {
  const options: TimezoneOption[] = [];
  for (const zone of TIMEZONES) {
    const offset = gmtOffsetMinutes(zone, at);
    if (offset === null) continue;
    options.push({ zone, offset, label: `(${formatGmtOffset(offset)}) ${zone.replaceAll('_', ' ')}` });
  }
  return options.sort((a, b) => a.offset - b.offset || a.zone.localeCompare(b.zone));
}
