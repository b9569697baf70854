import { describe, expect, it } from 'vitest';
import { hiddenMenuReport, loadAppConfig } from '../../src/config/index';
import { REPO_ROOT } from './config-fixture';

describe('hiddenMenuReport (config:check)', () => {
  const lines = hiddenMenuReport(loadAppConfig({ rootDir: REPO_ROOT, env: {} }));

  it('names each hidden entry with its route, the reason and the tenants concerned', () => {
    expect(lines).toContain('Hidden in menus/student.json:');
    expect(lines).toContain(
      '  studentSurveys (/student-surveys): route "/student-surveys" is unbuilt (no page yet) [all tenants]',
    );
    expect(lines).toContain('  exchange (/exchange): module "exchange" is off [hmu]');
    expect(lines).toContain('  integratedLearning: no entry left in the group [hust, actvn, unigate]');
    expect(lines.some((line) => line.startsWith('  scholarship'))).toBe(false);
  });

  it('does not list entries whose page works', () => {
    expect(lines.some((line) => /^ {2}(learn\.timetable|learn\.continueStudy|faq|tuition) /.test(line))).toBe(
      false,
    );
  });
});
