/**
 * Terminal output of `make dev`: every line of every process prefixed by a coloured,
 * aligned `[name]`, and the orchestrator's own lines prefixed by `[dev]`.
 */

const RESET = '\u001b[0m';
const PALETTE = [36, 35, 33, 32, 34, 96, 95, 93, 92, 94, 91] as const;
const LEVEL_COLORS: Record<string, number> = {
  fatal: 91,
  error: 91,
  warn: 93,
  info: 32,
  debug: 90,
  trace: 90,
};
/** pino's numeric levels (the gateway's Fastify logger keeps them numeric). */
const LEVEL_NAMES: Record<number, string> = {
  10: 'trace',
  20: 'debug',
  30: 'info',
  40: 'warn',
  50: 'error',
  60: 'fatal',
};
/** Fields every pino line has, left out of the pretty form. */
const NOISE = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'service', 'v']);
const PREFIX_WIDTH = 15;

export interface Output {
  write(text: string): void;
}

export class Terminal {
  private readonly colors = new Map<string, number>();

  constructor(private readonly options: { color: boolean; format: 'pretty' | 'json'; out?: Output }) {}

  private get out(): Output {
    return this.options.out ?? process.stdout;
  }

  paint(code: number, text: string): string {
    return this.options.color ? `\u001b[${code}m${text}${RESET}` : text;
  }

  bold(text: string): string {
    return this.paint(1, text);
  }

  dim(text: string): string {
    return this.paint(2, text);
  }

  prefix(name: string): string {
    let code = this.colors.get(name);
    if (code === undefined) {
      code = name === 'dev' ? 97 : PALETTE[this.colors.size % PALETTE.length]!;
      this.colors.set(name, code);
    }
    return this.paint(code, `[${name}]`.padEnd(PREFIX_WIDTH));
  }

  /** A line of the orchestrator itself. */
  info(message: string): void {
    this.line('dev', message);
  }

  warn(message: string): void {
    this.line('dev', this.paint(93, message));
  }

  error(message: string): void {
    this.line('dev', this.paint(91, message));
  }

  /** A line of a process (already without its newline). */
  line(name: string, text: string): void {
    this.out.write(`${this.prefix(name)} ${text}\n`);
  }

  /** Text without prefix (the banner). */
  raw(text: string): void {
    this.out.write(text.endsWith('\n') ? text : `${text}\n`);
  }

  /** A process line as shown: JSON log lines shortened to `HH:MM:SS level message key=value`. */
  format(text: string): string {
    if (this.options.format === 'json') return text;
    return prettyLogLine(text, this) ?? text;
  }
}

/** The readable form of a pino JSON line, or null when the line is not one. */
export function prettyLogLine(text: string, terminal?: Pick<Terminal, 'paint'>): string | null {
  if (!text.startsWith('{') || !text.endsWith('}')) return null;
  let record: Record<string, unknown>;
  try {
    record = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
  if (typeof record.msg !== 'string' && record.level === undefined) return null;
  const level =
    typeof record.level === 'number'
      ? (LEVEL_NAMES[record.level] ?? String(record.level))
      : String(record.level ?? 'info');
  const time = clockOf(record.time);
  const extras: string[] = [];
  for (const [key, value] of Object.entries(record)) {
    if (NOISE.has(key) || value === undefined) continue;
    if (key === 'err' && value && typeof value === 'object') {
      const err = value as { message?: unknown; stack?: unknown };
      extras.push(`\n${typeof err.stack === 'string' ? err.stack : String(err.message)}`);
      continue;
    }
    if (key === 'req' && value && typeof value === 'object') {
      const req = value as { method?: unknown; url?: unknown };
      extras.push(`${String(req.method)} ${String(req.url)}`);
      continue;
    }
    if (key === 'res' && value && typeof value === 'object') {
      extras.push(`→ ${String((value as { statusCode?: unknown }).statusCode)}`);
      continue;
    }
    extras.push(`${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  }
  const levelText = level.toUpperCase().padEnd(5);
  const painted = terminal ? terminal.paint(LEVEL_COLORS[level] ?? 0, levelText) : levelText;
  return [time, painted, typeof record.msg === 'string' ? record.msg : '', ...extras]
    .filter(Boolean)
    .join(' ');
}

function clockOf(time: unknown): string {
  const date = typeof time === 'number' || typeof time === 'string' ? new Date(time) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  return date.toTimeString().slice(0, 8);
}
