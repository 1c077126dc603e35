/**
 * The test platforms' DynamoDB Local lives only as long as one run. HotSpot's C2 compiler spends
 * most of the JVM's start-up CPU optimising code that a short run never repays: on the team's
 * 2-core machine under load, starting the seeded platform took 38–44 s with it and about 19 s with
 * C1 only (the JVM's CPU 12–13 s → 5 s), while the JVM's CPU over the 26,800 requests of the
 * generated bad-input suite stayed the same (about 17 s). The serial collector, not G1 (the JVM's
 * choice on 2 cores), since G1's concurrent threads cost DynamoDB Local CPU a run of one table in
 * memory does not need (docs/decisions.md, "Runtime and tooling"). Set before the platform starts:
 * the java child inherits it. Benchmarks and `npm start` keep the JVM's defaults.
 */
export function preferShortLivedJvm(): void {
  let opts = process.env.JAVA_TOOL_OPTIONS ?? '';
  if (!opts.includes('TieredStopAtLevel')) opts = `${opts} -XX:TieredStopAtLevel=1`;
  if (!/-XX:\+Use\w+GC/.test(opts)) opts = `${opts} -XX:+UseSerialGC`;
  process.env.JAVA_TOOL_OPTIONS = opts.trim();
}
