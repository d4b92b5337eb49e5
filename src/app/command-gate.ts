/**
 * What the intake step does between a parsed command and an implement job: refuse users without
 * write access, answer `help` and malformed commands, and report an unusable config. Each of
 * these is a reply and no job.
 */
import { invalidConfigComment, type RepoConfig, type RepoConfigResult } from '../config/repo-config.js';
import type { JobTarget } from '../queue/implement-queue.js';
import type { Authorization } from '../adapters/github/pull-request.js';
import type { GitHubGateway } from '../adapters/github/gateway.js';
import type { CommentTarget } from '../adapters/github/feedback.js';
import type { ScopedLogger } from '../core/ports.js';
import type { TargetName } from '../core/target.js';
import type { BackgroundTasks } from './background.js';
import type { Command } from './command-parser.js';
import { helpReply, invalidCommandReply, unauthorizedReply } from './messages.js';

export interface GateContext {
  background: BackgroundTasks;
  log: ScopedLogger;
  github: GitHubGateway;
  pr: number;
  login: string;
  /** The command's comment: a malformed command gets a 😕 on it beside the reply. */
  comment?: CommentTarget;
}

/** Replies alongside the other writes of the intake step (see BackgroundTasks). */
export function replyLater(gate: GateContext, body: string): void {
  gate.background.run(gate.log, 'reply', () => gate.github.comment(gate.pr, body));
}

/** The `implement` command when the user may run it; otherwise replies (if needed) and gives undefined. */
export function runnableCommand(
  gate: GateContext,
  command: Command,
  auth: Authorization,
): Extract<Command, { kind: 'implement' | 'stats' | 'refine' }> | undefined {
  if (!auth.allowed) {
    gate.log.info({ login: gate.login, role: auth.role }, 'command from a user without write access; replied, no job');
    replyLater(gate, unauthorizedReply(gate.login));
    return undefined;
  }
  if (command.kind === 'help') {
    replyLater(gate, helpReply(command.unknown));
    return undefined;
  }
  if (command.kind === 'invalid') {
    replyLater(gate, invalidCommandReply(command.message));
    const comment = gate.comment;
    if (comment !== undefined) gate.background.run(gate.log, 'reaction', () => gate.github.react(comment, 'confused'));
    return undefined;
  }
  return command;
}

/** The validated config, or undefined after commenting which field is wrong. */
export function usableConfig(gate: GateContext, config: RepoConfigResult | undefined): RepoConfig | undefined {
  if (config === undefined) return undefined;
  if (!config.ok) {
    gate.log.info({ field: config.field }, 'invalid .github/dycoder.yml; commented, no job');
    replyLater(gate, invalidConfigComment(config.field, config.message, config.file, config.ignored));
    return undefined;
  }
  return config.config;
}

export function namedJobTargets(targets: readonly TargetName[]): JobTarget[] {
  return targets.map((t) => ({ kind: 'name', name: t.qualname, ...(t.file === undefined ? {} : { file: t.file }) }));
}
