// The bench's rows and how they leave: one markdown table on stdout, the same rows as JSON with
// --json, and a progress line per step on stderr (so the table can be piped on its own).
import { writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';

export interface Row {
  figure: string;
  scope: string;
  value: string;
  budget: string;
  ok: boolean;
}

export const rows: Row[] = [];

export function record(row: Row): void {
  rows.push(row);
}

const started = performance.now();

export function progress(message: string): void {
  const seconds = Math.round((performance.now() - started) / 1000);
  console.error(`[bench ${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}] ${message}`);
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function printTable(versions: { chromium: string; mode: string }): void {
  const cpu = cpus();
  console.log(
    `Machine: ${cpu.length} × ${cpu[0]?.model.trim() ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GB; Node ${process.version}; Chromium ${versions.chromium}; ${versions.mode}\n`,
  );
  console.log('| figure | scope | value | budget | within budget |\n|---|---|---|---|---|');
  for (const row of rows) console.log(`| ${cell(row.figure)} | ${cell(row.scope)} | ${cell(row.value)} | ${cell(row.budget)} | ${row.ok ? 'yes' : 'no'} |`);
  const out = rows.filter((row) => !row.ok).length;
  console.log(`\n${rows.length} figures, ${rows.length - out} within budget, ${out} not.`);
}

export function writeJson(file: string): void {
  writeFileSync(file, `${JSON.stringify(rows, null, 2)}\n`);
}

/** 1234.5 → '1,235' */
export const whole = (n: number) => Math.round(n).toLocaleString('en');
