import { describe, expect, it } from 'vitest';
import { findCommandLine, MAX_TARGETS_PER_COMMAND, parseCommand } from '../../src/app/command-parser.js';

describe('parseCommand', () => {
  it('ignores comments without a command', () => {
    expect(parseCommand('LGTM')).toBeUndefined();
    expect(parseCommand('please run dycoder implement')).toBeUndefined();
    expect(parseCommand('/dycoderimplement')).toBeUndefined();
    expect(parseCommand('')).toBeUndefined();
  });

  it('parses a bare implement as "all stubs"', () => {
    expect(parseCommand('/dycoder implement')).toEqual({ kind: 'implement', targets: [] });
    expect(parseCommand('  /dycoder   implement  \n')).toEqual({ kind: 'implement', targets: [] });
  });

  it('parses names, dotted names and path::name targets, dropping duplicates', () => {
    expect(parseCommand('/dycoder implement count_words Stats.top_words pkg/text.py::count_words count_words')).toEqual({
      kind: 'implement',
      targets: [{ qualname: 'count_words' }, { qualname: 'Stats.top_words' }, { file: 'pkg/text.py', qualname: 'count_words' }],
    });
  });

  it('parses stats without arguments, and refuses arguments to it', () => {
    expect(parseCommand('/dycoder stats')).toEqual({ kind: 'stats' });
    expect(parseCommand('Numbers please\n  /dycoder   stats \n')).toEqual({ kind: 'stats' });
    expect(parseCommand('/dycoder stats count_words')).toMatchObject({ kind: 'invalid' });
    expect(parseCommand('/dycoder statistics')).toEqual({ kind: 'help', unknown: 'statistics' });
    expect(parseCommand('```\n/dycoder stats\n```')).toBeUndefined();
  });

  it('finds the command on any line, outside code fences and quotes', () => {
    expect(parseCommand('Thanks!\n\n/dycoder implement foo\nmore text')).toEqual({ kind: 'implement', targets: [{ qualname: 'foo' }] });
    expect(parseCommand('```\n/dycoder implement\n```')).toBeUndefined();
    expect(parseCommand('> /dycoder implement\n\nsure')).toBeUndefined();
    expect(findCommandLine('a\r\n/dycoder help\r\n')).toBe('/dycoder help');
  });

  it('answers help, bare /dycoder and unknown subcommands with help', () => {
    expect(parseCommand('/dycoder help')).toEqual({ kind: 'help' });
    expect(parseCommand('/dycoder')).toEqual({ kind: 'help' });
    expect(parseCommand('/dycoder implment')).toEqual({ kind: 'help', unknown: 'implment' });
  });

  it('reads @dycoder as /dycoder and the command words in any case, names keeping theirs', () => {
    expect(parseCommand('@dycoder implement')).toEqual({ kind: 'implement', targets: [] });
    expect(parseCommand('/DyCoder Implement Stats.top_words')).toEqual({ kind: 'implement', targets: [{ qualname: 'Stats.top_words' }] });
    expect(parseCommand('@DYCODER STATS')).toEqual({ kind: 'stats' });
    expect(parseCommand('@dycoder Frobnicate')).toEqual({ kind: 'help', unknown: 'Frobnicate' });
    expect(parseCommand('thanks @dycoder implement')).toBeUndefined();
    expect(parseCommand('@dycoderbot implement')).toBeUndefined();
    expect(parseCommand('> @dycoder implement')).toBeUndefined();
  });

  it('reads an instruction in a review thread as a refinement, and keeps the subcommands there', () => {
    expect(parseCommand('/dycoder raise KeyError when the user is missing', { thread: true })).toEqual({ kind: 'refine', instruction: 'raise KeyError when the user is missing' });
    expect(parseCommand('@dycoder use the cache\nin `self.store`\n> quoted line', { thread: true })).toEqual({ kind: 'refine', instruction: 'use the cache\nin `self.store`' });
    expect(parseCommand('@dycoder implement', { thread: true })).toEqual({ kind: 'implement', targets: [] });
    expect(parseCommand('/dycoder Help', { thread: true })).toEqual({ kind: 'help' });
    expect(parseCommand('/dycoder', { thread: true })).toEqual({ kind: 'help' });
    // Outside a thread the same words are an unknown subcommand.
    expect(parseCommand('/dycoder shorter')).toEqual({ kind: 'help', unknown: 'shorter' });
    const long = parseCommand(`/dycoder ${'x '.repeat(600)}`, { thread: true });
    expect(long?.kind).toBe('invalid');
    if (long?.kind === 'invalid') expect(long.message).not.toContain('x x');
  });

  it('rejects malformed targets strictly, naming the bad token', () => {
    const bad = ['foo()', '1abc', 'foo-bar', '../etc/passwd.py::x', '/abs/file.py::x', 'pkg/text.txt::x', 'pkg/text.py::', 'pkg//a.py::x', 'a.py::x.'];
    for (const token of bad) {
      const command = parseCommand(`/dycoder implement ${token}`);
      expect(command?.kind, token).toBe('invalid');
      if (command?.kind === 'invalid') expect(command.message).toMatch(/"/);
    }
  });

  it('limits the number of targets per command', () => {
    const names = Array.from({ length: MAX_TARGETS_PER_COMMAND + 1 }, (_, i) => `f${i}`).join(' ');
    expect(parseCommand(`/dycoder implement ${names}`)?.kind).toBe('invalid');
    const ok = Array.from({ length: MAX_TARGETS_PER_COMMAND }, (_, i) => `f${i}`).join(' ');
    expect(parseCommand(`/dycoder implement ${ok}`)?.kind).toBe('implement');
  });

  it('refuses an over-long command or name in one short sentence, before quoting any of it', () => {
    const long = parseCommand(`/dycoder implement ${'a'.repeat(100_000)}`);
    expect(long).toEqual({ kind: 'invalid', message: 'That command is 100019 characters long; DyCoder reads commands of at most 4000.' });
    const name = parseCommand(`/dycoder implement ${'b'.repeat(301)}`);
    expect(name).toEqual({ kind: 'invalid', message: 'A name of 301 characters is too long (at most 300).' });
  });
});
