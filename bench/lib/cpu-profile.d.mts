// Types of cpu-profile.mjs for its TypeScript test.
export type CpuProfile = {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
};
export type Share = { name: string; ms: number; share: number };
export function sourceOf(url: string): string;
export function topSelfTime(
  profile: CpuProfile,
  limit?: number,
): { busyMs: number; functions: Share[]; sources: Share[] };
