import { describe, expect, it } from 'vitest';
import { withSection } from '../../bench/report-file';

describe('bench/REPORT.md sections', () => {
  const text = '<!-- a:start -->\n# A\nold\n<!-- a:end -->\n\nNotes by hand.\n\n<!-- b:start -->\n# B\n<!-- b:end -->\n';

  it('replaces only its own section, keeping the others and the notes around them', () => {
    expect(withSection(text, 'a', '# A\nnew')).toBe(text.replace('old', 'new'));
    expect(withSection(text, 'b', '# B2')).toBe(text.replace('# B\n', '# B2\n'));
  });

  it('appends a section the file does not have yet, and starts an empty file with it', () => {
    expect(withSection(text, 'c', '# C')).toBe(`${text.trimEnd()}\n\n<!-- c:start -->\n# C\n<!-- c:end -->\n`);
    expect(withSection('', 'c', '# C')).toBe('<!-- c:start -->\n# C\n<!-- c:end -->\n');
  });
});
