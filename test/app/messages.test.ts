import { describe, expect, it } from 'vitest';
import { parseCommand } from '../../src/app/command-parser.js';
import { helpReply, invalidCommandReply } from '../../src/app/messages.js';

describe('replies that echo user text', () => {
  it('an invalid command with a team mention, an image and a 100 KB token gives a short reply that pings and renders nothing', () => {
    const body = `/dycoder implement @my-org/core ![x](https://evil.example/a.png)${'A'.repeat(100_000)}`;
    const command = parseCommand(body);
    expect(command?.kind).toBe('invalid');
    const reply = invalidCommandReply(command?.kind === 'invalid' ? command.message : '');
    expect(reply.length).toBeLessThan(1000);
    expect(reply).not.toMatch(/@[\w-]/);
    expect(reply).not.toMatch(/\]\(|:\/\//);
  });

  it('an unknown subcommand is echoed in a code span that pings nobody', () => {
    const reply = helpReply('@everyone`](x)');
    expect(reply.split('\n')[0]).not.toMatch(/@[\w-]|\]\(/);
  });
});
