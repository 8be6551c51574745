// Reading a V8 CPU profile (`node --cpu-prof`'s .cpuprofile) for bench/profile-page.mjs: the self time
// of each function and of each package, busy time only (idle excluded), largest first.

/** Self milliseconds per profile node id: each sample's time delta goes to the node it hit. */
function selfTimes(profile) {
  const self = new Map();
  profile.samples.forEach((nodeId, index) => {
    self.set(nodeId, (self.get(nodeId) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return self;
}

/** Where a script comes from: its package under node_modules, the portal's build, Node itself, or V8's own entries. */
export function sourceOf(url) {
  if (!url) return '(V8)';
  const inModules = url.lastIndexOf('node_modules/');
  if (inModules >= 0) {
    const [first, second] = url.slice(inModules + 'node_modules/'.length).split('/');
    return first?.startsWith('@') ? `${first}/${second}` : (first ?? url);
  }
  if (url.startsWith('node:')) return 'node';
  if (url.includes('/.next/')) return 'portal build (.next)';
  return url;
}

/**
 * The busy time of a profile (all but `(idle)`), and its top `limit` functions and sources by self
 * time, each with its milliseconds and its share of the busy time.
 */
export function topSelfTime(profile, limit = 20) {
  const self = selfTimes(profile);
  const byFunction = new Map();
  const bySource = new Map();
  let busy = 0;
  for (const node of profile.nodes) {
    const ms = self.get(node.id) ?? 0;
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === '(idle)' || ms === 0) continue;
    busy += ms;
    // Node's own modules and the portal's build chunks by file; packages by name.
    const where =
      url.startsWith('node:') || url.includes('/.next/') ? url.slice(url.lastIndexOf('/') + 1) : sourceOf(url);
    const name = `${functionName || '(anonymous)'} ${where}${url ? `:${lineNumber + 1}` : ''}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
    const source = sourceOf(url);
    bySource.set(source, (bySource.get(source) ?? 0) + ms);
  }
  const top = (map) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, limit)
      .map(([name, ms]) => ({ name, ms, share: busy > 0 ? ms / busy : 0 }));
  return { busyMs: busy, functions: top(byFunction), sources: top(bySource) };
}
