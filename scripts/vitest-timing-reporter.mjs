// A vitest reporter that writes, for each test file, the seconds it took from the start of its
// environment to the end of its last hook (environment, harness, imports, setup files, tests and
// hooks), to the JSON file named by TEST_TIMINGS_FILE. vitest's own JSON report counts only the
// tests and hooks, which hides a file whose cost is in its imports or its environment.
import { writeFileSync } from 'node:fs';

export default class TimingReporter {
  onTestRunEnd(testModules) {
    const file = process.env.TEST_TIMINGS_FILE;
    if (!file) return;
    const timings = testModules.map((testModule) => {
      const d = testModule.diagnostic();
      const ms =
        d.environmentSetupDuration + d.prepareDuration + d.setupDuration + d.collectDuration + d.duration;
      return { file: testModule.moduleId, seconds: Math.round(ms) / 1000 };
    });
    writeFileSync(file, JSON.stringify(timings));
  }
}
