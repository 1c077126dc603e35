/**
 * Recording stand-ins for the globals SST gives sst.config.ts and stacks/ (`sst`, `aws`, `$app`,
 * `$interpolate`, `$output`, ...). Every `new sst.aws.X(name, args)` or `new aws.ns.X(name, args)`
 * becomes a record of its kind, name and arguments; every method called on it (`route`,
 * `subscribe`, `notify`) is recorded on it. Outputs (`queue.arn`, `api.url`, a secret's value)
 * are tokens that print as `{{kind:name.property}}`, so a test can see which resource feeds which.
 */

export interface Call {
  method: string;
  args: unknown[];
}

/**
 * Recorded arguments are whatever shape SST or Pulumi takes for that resource; tests read them
 * structurally (args.dlq.retry, args.transform.bucket(...)), so they are deliberately untyped.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Args = any;

export interface ResourceRecord {
  kind: string;
  name: string;
  args: Args;
  opts: unknown;
  calls: Call[];
}

const TOKEN = Symbol('token');

export interface Token {
  readonly [TOKEN]: string;
  apply<T>(fn: (value: string) => T): unknown;
}

export function isToken(v: unknown): v is Token {
  return typeof v === 'object' && v !== null && TOKEN in v;
}

/** The printed form of a token or plain value, e.g. '{{sst.aws.Queue:ImportQueue.arn}}'. */
export function show(v: unknown): string {
  return isToken(v) ? v[TOKEN] : typeof v === 'string' ? v : JSON.stringify(v);
}

/** A value as Pulumi's Output would carry it: property access and apply give more tokens. */
export function token(label: string): Token {
  const inner = label.replace(/^\{\{(.*)\}\}$/, '$1');
  const target = {
    [TOKEN]: label,
    apply: (fn: (value: string) => unknown) => output(fn(label)),
    toString: () => label,
    toJSON: () => label,
    [Symbol.toPrimitive]: () => label,
  };
  return new Proxy(target, {
    get(t, prop) {
      if (prop in t) return (t as Record<PropertyKey, unknown>)[prop];
      if (typeof prop === 'symbol' || prop === 'then') return undefined;
      return token(`{{${inner}.${prop}}}`);
    },
  }) as Token;
}

function output(v: unknown): unknown {
  return typeof v === 'string' ? token(v) : v;
}

/** Methods the stacks call on components; anything else read from a component is an output. */
const METHODS = new Set(['route', 'routeUrl', 'routeBucket', 'subscribe', 'subscribeQueue', 'notify', 'addAuthorizer']);

export interface Recorder {
  records: ResourceRecord[];
  /** Records of one kind ('sst.aws.Function', 'aws.cloudwatch.MetricAlarm', ...). */
  all(kind: string): ResourceRecord[];
  /** The one record of that kind and name; throws when missing. */
  get(kind: string, name: string): ResourceRecord;
  restore(): void;
}

export interface FakeApp {
  stage: string;
  name?: string;
}

const GLOBALS = ['sst', 'aws', '$app', '$dev', '$interpolate', '$output', '$resolve', '$concat', '$jsonStringify', '$jsonParse', '$config', '$util', '$transform', '$asset'] as const;

export function installFakes(app: FakeApp): Recorder {
  const records: ResourceRecord[] = [];
  const g = globalThis as Record<string, unknown>;
  const saved = new Map(GLOBALS.map((k) => [k, g[k]]));

  const fakeClass = (kind: string) =>
    function Fake(this: unknown, ...args: unknown[]) {
      if (!new.target) {
        // Called as a function (aws.getRegionOutput(), sst.aws.dns()): a value, not a resource.
        return token(`{{${kind}()}}`);
      }
      const [name, resourceArgs, opts] = args as [string, unknown, unknown];
      const record: ResourceRecord = { kind, name, args: resourceArgs ?? {}, opts, calls: [] };
      records.push(record);
      const self = `{{${kind}:${name}}}`;
      return new Proxy(
        {},
        {
          has: (_t, prop) => prop === TOKEN,
          get(_t, prop) {
            // The component itself, when passed as a value (a queue to notify, a router instance).
            if (prop === TOKEN) return self;
            if (prop === Symbol.toPrimitive || prop === 'toString' || prop === 'toJSON') return () => self;
            if (typeof prop === 'symbol' || prop === 'then') return undefined;
            if (METHODS.has(prop))
              return (...callArgs: unknown[]) => {
                record.calls.push({ method: prop, args: callArgs });
                return token(`{{${kind}:${name}.${prop}(${show(callArgs[0])})}}`);
              };
            return token(`{{${kind}:${name}.${prop}}}`);
          },
        },
      );
    };

  const namespace = (prefix: string, nested: (name: string) => unknown) =>
    new Proxy({}, { get: (_t, prop) => (typeof prop === 'symbol' ? undefined : nested(`${prefix}.${prop}`)) });

  const classes = new Map<string, unknown>();
  const classFor = (kind: string) => {
    if (!classes.has(kind)) classes.set(kind, fakeClass(kind));
    return classes.get(kind);
  };

  g.sst = new Proxy(
    {},
    {
      get: (_t, prop) => {
        if (typeof prop === 'symbol') return undefined;
        if (prop === 'aws' || prop === 'cloudflare' || prop === 'vercel') return namespace(`sst.${prop}`, classFor);
        return classFor(`sst.${prop}`);
      },
    },
  );
  g.aws = namespace('aws', (ns) => namespace(ns, classFor));
  g.$app = Object.freeze({
    name: app.name ?? 'leadplatform',
    stage: app.stage,
    removal: app.stage === 'production' ? 'retain' : 'remove',
    protect: app.stage === 'production',
    providers: {},
  });
  g.$dev = false;
  g.$interpolate = (strings: TemplateStringsArray, ...values: unknown[]) =>
    output(strings.reduce((acc, s, i) => acc + s + (i < values.length ? show(values[i]) : ''), ''));
  g.$concat = (...values: unknown[]) => output(values.map(show).join(''));
  g.$output = (v: unknown) => output(v);
  g.$resolve = (v: unknown) => ({ apply: (fn: (x: unknown) => unknown) => output(fn(v)) });
  g.$jsonStringify = (v: unknown) => output(JSON.stringify(v));
  g.$jsonParse = (v: unknown) => JSON.parse(show(v));
  g.$config = (config: unknown) => config;
  g.$transform = () => undefined;

  const all = (kind: string) => records.filter((r) => r.kind === kind);
  return {
    records,
    all,
    get(kind, name) {
      const found = records.filter((r) => r.kind === kind && r.name === name);
      if (found.length !== 1) throw new Error(`expected one ${kind} named ${name}, found ${found.length}`);
      return found[0]!;
    },
    restore() {
      for (const [k, v] of saved) {
        if (v === undefined) delete g[k];
        else g[k] = v;
      }
    },
  };
}
