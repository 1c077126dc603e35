/**
 * The test platforms' DynamoDB Local lives only as long as one run. HotSpot's C2 compiler spends
 * most of the JVM's start-up CPU optimising code that a short run never repays: on the team's
 * 2-core machine under load, starting the seeded platform took 38–44 s with it and about 19 s with
 * C1 only (the JVM's CPU 12–13 s → 5 s), while the JVM's CPU over the 26,800 requests of the
 * generated bad-input suite stayed the same (about 17 s). Set before the platform starts: the java
 * child inherits it. Benchmarks and `npm start` keep the JVM's default.
 */
export function preferShortLivedJvm(): void {
  const opts = process.env.JAVA_TOOL_OPTIONS ?? '';
  if (!opts.includes('TieredStopAtLevel')) process.env.JAVA_TOOL_OPTIONS = `${opts} -XX:TieredStopAtLevel=1`.trim();
}
