// A strict reader of Prometheus' text exposition format (version 0.0.4), for tests:
// every line is a HELP, a TYPE or a sample of a declared metric, or it throws.
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const NAME = "[a-zA-Z_:][a-zA-Z0-9_:]*";
const HELP = new RegExp(`^# HELP (${NAME}) (.*)$`);
const TYPE = new RegExp(`^# TYPE (${NAME}) (counter|gauge|histogram|summary|untyped)$`);
const SAMPLE = new RegExp(`^(${NAME})(?:\\{(.*)\\})? (\\S+)(?: (-?\\d+))?$`);
const LABEL = /^([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\n]|\\[\\"n])*)"(?:,|$)/;
const SUFFIXES: Record<string, string[]> = {
  counter: [""],
  gauge: [""],
  untyped: [""],
  histogram: ["_bucket", "_sum", "_count"],
  summary: ["", "_sum", "_count"],
};

function parseValue(text: string, line: string): number {
  if (text === "+Inf") return Infinity;
  if (text === "-Inf") return -Infinity;
  // Prometheus reads floats as Go's ParseFloat does, NaN in any case; prom-client writes "Nan"
  // for an event-loop lag not yet sampled (a scrape just after the start).
  if (/^nan$/i.test(text)) return NaN;
  if (!/^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/.test(text)) throw new Error(`not a value: ${line}`);
  return Number(text);
}

function parseLabels(text: string, line: string): Record<string, string> {
  const labels: Record<string, string> = {};
  let rest = text;
  while (rest.length > 0) {
    const match = LABEL.exec(rest);
    if (!match) throw new Error(`bad labels: ${line}`);
    if (match[1] in labels) throw new Error(`label twice: ${line}`);
    labels[match[1]] = match[2].replace(/\\(["\\n])/g, (_, c: string) => (c === "n" ? "\n" : c));
    rest = rest.slice(match[0].length);
  }
  return labels;
}

export function parsePrometheusText(text: string): Sample[] {
  if (!text.endsWith("\n")) throw new Error("the exposition must end with a line break");
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.slice(0, -1).split("\n")) {
    if (line === "") continue;
    if (line.startsWith("#")) {
      const type = TYPE.exec(line);
      if (type) {
        if (types.has(type[1])) throw new Error(`TYPE twice: ${line}`);
        types.set(type[1], type[2]);
      } else if (!HELP.test(line)) throw new Error(`bad comment: ${line}`);
      continue;
    }
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`bad sample: ${line}`);
    const [, name, labelText = "", valueText] = match;
    const family = [...types].find(([base, type]) => SUFFIXES[type].some((suffix) => name === base + suffix));
    if (!family) throw new Error(`sample of an undeclared metric: ${line}`);
    samples.push({ name, labels: parseLabels(labelText, line), value: parseValue(valueText, line) });
  }
  return samples;
}
