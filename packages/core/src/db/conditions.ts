/**
 * True when DynamoDB refused a write because its condition did not hold (ElectroDB wraps the SDK
 * error; the SDK's name is on `cause`). Anything else is a real failure and must be rethrown.
 */
export function isConditionFailure(e: unknown): boolean {
  const cause = (e as { cause?: { name?: string } } | undefined)?.cause;
  return cause?.name === 'ConditionalCheckFailedException' || (e as { name?: string } | undefined)?.name === 'ConditionalCheckFailedException';
}
