import { foldText, foldedWords, WORD_PATTERN } from './text-normal.js';

/**
 * Words in a row that, found in an answer exactly as in the instructions (case, diacritics and
 * punctuation aside), count as the instructions leaking. Eight is long enough that ordinary
 * phrases about the business ("pachetul Basic costă …") do not match by chance, short enough that
 * a paraphrase of a few lines still does.
 */
export const LEAK_RUN_WORDS = 8;

/** What the caller reads instead of an answer that gave the instructions away. */
export const LEAK_REFUSAL =
  'Îmi pare rău, nu pot împărtăși instrucțiunile după care funcționez. ' +
  'Vă pot ajuta cu informații despre pachetele, serviciile și prețurile noastre.';

function runsOf(text: string, runWords: number): Set<string> {
  const words = foldedWords(text);
  const runs = new Set<string>();
  for (let end = runWords; end <= words.length; end += 1)
    runs.add(words.slice(end - runWords, end).join(' '));
  return runs;
}

/**
 * Knows the instructions' runs of words and finds them in any text. Runs that the public part of
 * the prompt (the site's facts) says too are no secret and may be repeated: the instructions
 * describe the business in the same words as the facts do ("configurează și întreține sisteme de
 * casă inteligentă locale"), and an answer saying so is not a leak.
 */
export class LeakDetector {
  readonly runWords: number;
  private readonly runs: Set<string>;
  /** The first 1 … runWords - 1 words of every run: what a streamed answer may still complete into one. */
  private readonly beginnings = new Set<string>();

  constructor(instructions: string, options: { publicText?: string; runWords?: number } = {}) {
    this.runWords = options.runWords ?? LEAK_RUN_WORDS;
    this.runs = runsOf(instructions, this.runWords);
    for (const run of runsOf(options.publicText ?? '', this.runWords)) this.runs.delete(run);
    for (const run of this.runs) {
      const words = run.split(' ');
      for (let length = 1; length < this.runWords; length += 1)
        this.beginnings.add(words.slice(0, length).join(' '));
    }
  }

  /** True when the `runWords` words ending at `end` (exclusive) are a run of the instructions. */
  isRun(words: readonly string[], end: number): boolean {
    return end >= this.runWords && this.runs.has(words.slice(end - this.runWords, end).join(' '));
  }

  /** True when the words from `start` to the last are how some run of the instructions begins. */
  beginsRun(words: readonly string[], start: number): boolean {
    return this.beginnings.has(words.slice(start).join(' '));
  }

  /** True when `text` holds any run of the instructions. */
  contains(text: string): boolean {
    const words = foldedWords(text);
    for (let end = this.runWords; end <= words.length; end += 1) if (this.isRun(words, end)) return true;
    return false;
  }
}

/**
 * Checks a streamed answer as it arrives and lets through only text that cannot be part of a
 * leak: a run the text could still complete begins among its last `runWords - 1` complete words,
 * so from the first of those that begin a run of the instructions on, the words are held back
 * until the next ones tell, and so is a word still being written. Nothing of a leaking run ever
 * reaches the caller, and an ordinary answer is held back by a word or two at most (rather than
 * by `runWords - 1` words, a model's time for as many tokens before the first one is shown).
 *
 *   const guard = new LeakGuard(detector);
 *   send(guard.push(delta)) … ; if (guard.leaked) stop; else send(guard.end())
 */
export class LeakGuard {
  private text = '';
  /** Where each complete word of `text` starts, and its folded form. */
  private readonly starts: number[] = [];
  private readonly words: string[] = [];
  /** Where the last complete word ends: the text after it has not been read into words yet. */
  private scanned = 0;
  /** Where a word still being written (touching the end of the text) starts; -1 when none. */
  private growing = -1;
  /** Characters of `text` already handed out. */
  private emitted = 0;
  leaked = false;

  constructor(private readonly detector: LeakDetector) {}

  /** Takes the next piece of the answer; returns the text now safe to show ('' when none, or after a leak). */
  push(delta: string): string {
    if (this.leaked) return '';
    this.text += delta;
    return this.check(false);
  }

  /** The answer is complete: checks its last words and returns the rest ('' after a leak). */
  end(): string {
    if (this.leaked) return '';
    return this.check(true);
  }

  private check(final: boolean): string {
    const offset = this.scanned;
    this.growing = -1;
    for (const match of this.text.slice(offset).matchAll(WORD_PATTERN)) {
      const start = offset + match.index;
      const end = start + match[0].length;
      // A word touching the end of the text may still grow, unless the answer is complete.
      if (end === this.text.length && !final) {
        this.growing = start;
        break;
      }
      this.starts.push(start);
      this.words.push(foldText(match[0]));
      this.scanned = end;
      if (this.detector.isRun(this.words, this.words.length)) {
        this.leaked = true;
        return '';
      }
    }
    return this.release(final);
  }

  /**
   * Hands out what no unchecked run can include: everything before the first of the last
   * (runWords - 1) complete words that begins a run with the words after it, or else before a
   * word still being written.
   */
  private release(final: boolean): string {
    const until = final ? this.text.length : this.firstHeld();
    if (until <= this.emitted) return '';
    const safe = this.text.slice(this.emitted, until);
    this.emitted = until;
    return safe;
  }

  /** Where the text that may still become part of a run starts. */
  private firstHeld(): number {
    const count = this.words.length;
    for (let start = Math.max(0, count - (this.detector.runWords - 1)); start < count; start += 1) {
      if (this.detector.beginsRun(this.words, start)) return this.starts[start]!;
    }
    return this.growing >= 0 ? this.growing : this.text.length;
  }
}
