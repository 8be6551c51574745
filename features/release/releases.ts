/** The portal's versions, newest first; their texts are in locales/<lng>/release.json under `versions.<key>`. */
export const RELEASES = [
  { key: 'v0_3', version: '0.3.0', date: '2026-11-22' },
  { key: 'v0_2', version: '0.2.0', date: '2026-11-22' },
  { key: 'v0_1', version: '0.1.0', date: '2026-11-22' },
] as const;
