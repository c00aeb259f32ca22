/**
 * A strict reader of the Prometheus text exposition format 0.0.4 (what a Prometheus server scrapes), for tests:
 * every line must be a HELP, a TYPE, a sample of the family its TYPE announced, or blank; anything else throws
 * naming the line. (The npm parsers at hand accept any text, so they could not tell a broken answer.)
 * https://prometheus.io/docs/instrumenting/exposition_formats/#text-based-format
 */

export interface Sample {
  readonly name: string;
  readonly labels: Readonly<Record<string, string>>;
  readonly value: number;
}

export interface Family {
  readonly name: string;
  readonly type: "counter" | "gauge" | "histogram" | "summary" | "untyped";
  readonly help: string;
  readonly samples: readonly Sample[];
}

const metricName = "[a-zA-Z_:][a-zA-Z0-9_:]*";
const labelName = "[a-zA-Z_][a-zA-Z0-9_]*";
const labelValue = String.raw`"(?:[^"\\\n]|\\[\\"n])*"`;
// Prometheus reads values as Go's ParseFloat does: Inf and NaN in any case (prom-client writes "Nan").
const number = String.raw`[+-]?(?:[Ii][Nn][Ff]|[Nn][Aa][Nn]|\d+(?:\.\d*)?(?:[eE][+-]?\d+)?|\.\d+(?:[eE][+-]?\d+)?)`;
const sampleLine = new RegExp(
  `^(${metricName})(?:\\{((?:${labelName}=${labelValue}(?:,${labelName}=${labelValue})*,?)?)\\})? (${number})(?: -?\\d+)?$`,
);
const helpLine = new RegExp(`^# HELP (${metricName}) (.*)$`);
const typeLine = new RegExp(`^# TYPE (${metricName}) (counter|gauge|histogram|summary|untyped)$`);
const labelPair = new RegExp(`(${labelName})=(${labelValue})`, "g");

const suffixes: Record<Family["type"], readonly string[]> = {
  counter: [""],
  gauge: [""],
  untyped: [""],
  histogram: ["_bucket", "_sum", "_count"],
  summary: ["", "_sum", "_count"],
};

const labelText = (quoted: string) =>
  quoted.slice(1, -1).replace(/\\(["\\n])/g, (_, char: string) => (char === "n" ? "\n" : char));

export function parsePrometheusText(text: string): Family[] {
  const families: { name: string; type: Family["type"]; help: string; samples: Sample[] }[] = [];
  const helps = new Map<string, string>();
  text.split("\n").forEach((line, index) => {
    const where = `line ${index + 1} ("${line}")`;
    if (line === "") return;
    const help = helpLine.exec(line);
    if (help) {
      helps.set(help[1] ?? "", help[2] ?? "");
      return;
    }
    const type = typeLine.exec(line);
    if (type) {
      const name = type[1] ?? "";
      if (families.some((family) => family.name === name)) throw new Error(`${where}: ${name} typed twice`);
      families.push({ name, type: type[2] as Family["type"], help: helps.get(name) ?? "", samples: [] });
      return;
    }
    if (line.startsWith("#")) throw new Error(`${where}: a comment that is neither HELP nor TYPE`);
    const sample = sampleLine.exec(line);
    if (!sample) throw new Error(`${where}: not a sample line`);
    const name = sample[1] ?? "";
    const family = families.at(-1);
    if (!family || !suffixes[family.type].some((suffix) => `${family.name}${suffix}` === name)) {
      throw new Error(`${where}: ${name} outside the family its TYPE line announced`);
    }
    const labels = Object.fromEntries(
      [...(sample[2] ?? "").matchAll(labelPair)].map((pair) => [pair[1] ?? "", labelText(pair[2] ?? '""')]),
    );
    family.samples.push({ name, labels, value: Number(sample[3]?.replace(/inf/i, "Infinity")) });
  });
  return families;
}
