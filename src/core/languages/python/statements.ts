/** Statement visitor: definitions, imports, control flow (TYPE_CHECKING, ImportError guards), match. */
import type { LNode } from './parser.js';
import { chainOf } from './chains.js';
import { emitTypes, walkCallee, walkExpr } from './expressions.js';
import { visitImport } from './imports.js';
import { visitPattern } from './patterns.js';
import type { Flags, Scope, Walk } from './scope.js';
import { visitExpressionStatement, visitTypeAlias } from './assignments.js';
import { bindTarget } from './targets.js';
import { field, text } from './tree-utils.js';
import { visitDefinition } from './definitions.js';

export function walkBlock(w: Walk, scope: Scope, block: LNode | undefined, flags: Flags): void {
  if (!block) return;
  const statements = block.children;
  for (let i = 0; i < statements.length; i++) walkStatement(w, scope, statements[i]!, flags);
}

function walkStatement(w: Walk, scope: Scope, node: LNode, flags: Flags): void {
  switch (node.type) {
    case 'comment':
    case 'pass_statement':
    case 'break_statement':
    case 'continue_statement':
      return;
    case 'function_definition':
    case 'class_definition':
      visitDefinition(w, scope, node, undefined, walkBlock);
      return;
    case 'decorated_definition': {
      const def = field(node, 'definition');
      if (def) visitDefinition(w, scope, def, node, walkBlock);
      return;
    }
    case 'import_statement':
    case 'import_from_statement':
    case 'future_import_statement':
      visitImport(w, scope, node, flags);
      return;
    case 'block':
    case 'ERROR':
      walkBlock(w, scope, node, flags);
      return;
    case 'if_statement':
      visitIf(w, scope, node, flags);
      return;
    case 'try_statement':
      visitTry(w, scope, node, flags);
      return;
    case 'for_statement': {
      for (const child of node.children) {
        if (child.field === 'left') bindTarget(w, scope, child);
        else if (child.type === 'block' || child.type === 'else_clause') walkBlock(w, scope, child.type === 'block' ? child : field(child, 'body'), flags);
        else walkExpr(w, scope, child);
      }
      return;
    }
    case 'while_statement':
    case 'else_clause':
    case 'finally_clause':
    case 'with_statement':
    case 'with_clause':
    case 'with_item':
      for (const child of node.children) {
        if (child.type === 'block' || child.type === 'else_clause' || child.type === 'with_clause' || child.type === 'with_item') walkStatement(w, scope, child, flags);
        else if (child.type === 'as_pattern') visitAsPattern(w, scope, child);
        else walkExpr(w, scope, child);
      }
      return;
    case 'match_statement':
      visitMatch(w, scope, node, flags);
      return;
    case 'expression_statement':
      visitExpressionStatement(w, scope, node);
      return;
    case 'raise_statement':
      for (const child of node.children) {
        if (child.field === 'cause') walkExpr(w, scope, child);
        else walkCallee(w, scope, child, 'raise');
      }
      return;
    case 'global_statement':
    case 'nonlocal_statement':
      for (const child of node.children) if (child.type === 'identifier') scope.globals.add(text(w.tree, child));
      return;
    case 'type_alias_statement':
      visitTypeAlias(w, scope, node);
      return;
    default:
      walkExpr(w, scope, node);
  }
}

function isTypeChecking(w: Walk, condition: LNode | undefined): boolean {
  if (!condition) return false;
  const chain = chainOf(w.tree, condition)?.chain;
  return chain !== undefined && chain[chain.length - 1] === 'TYPE_CHECKING';
}

function visitIf(w: Walk, scope: Scope, node: LNode, flags: Flags): void {
  const condition = field(node, 'condition');
  const typeChecking = isTypeChecking(w, condition);
  for (const child of node.children) {
    if (child.field === 'condition') walkExpr(w, scope, child);
    else if (child.field === 'consequence') walkBlock(w, scope, child, typeChecking ? { ...flags, typeChecking: true } : flags);
    else if (child.type === 'elif_clause') {
      for (const part of child.children) {
        if (part.field === 'consequence') walkBlock(w, scope, part, flags);
        else walkStatement(w, scope, part, flags);
      }
    } else if (child.type === 'else_clause') walkBlock(w, scope, field(child, 'body'), flags);
    else walkStatement(w, scope, child, flags);
  }
}

/** The type expression and `as` name of an except clause. */
function exceptParts(clause: LNode): { types: LNode | undefined; alias: LNode | undefined } {
  const head = clause.children.find((c) => c.type !== 'block' && c.type !== 'comment');
  if (head?.type === 'as_pattern') {
    const alias = field(head, 'alias');
    return { types: head.children.find((c) => c.field !== 'alias'), alias: alias?.children[0] ?? alias };
  }
  return { types: head, alias: undefined };
}

function catchesImportError(w: Walk, clause: LNode): boolean {
  const { types } = exceptParts(clause);
  if (!types) return true; // a bare except also catches ImportError
  return /\b(ImportError|ModuleNotFoundError)\b/.test(text(w.tree, types));
}

function visitTry(w: Walk, scope: Scope, node: LNode, flags: Flags): void {
  const clauses = node.children.filter((c) => c.type === 'except_clause' || c.type === 'except_group_clause');
  const guardsImports = clauses.some((c) => catchesImportError(w, c));
  const optional = guardsImports ? { ...flags, optional: true } : flags;
  for (const child of node.children) {
    if (child.field === 'body') walkBlock(w, scope, child, optional);
    else if (child.type === 'except_clause' || child.type === 'except_group_clause') {
      const { types, alias } = exceptParts(child);
      if (types) emitTypes(w, scope, types, 'except');
      if (alias) bindTarget(w, scope, alias);
      const block = child.children.find((c) => c.type === 'block');
      walkBlock(w, scope, block, catchesImportError(w, child) ? { ...flags, optional: true } : flags);
    } else walkStatement(w, scope, child, flags);
  }
}

function visitAsPattern(w: Walk, scope: Scope, node: LNode): void {
  for (const child of node.children) {
    if (child.field === 'alias') for (const target of child.children) bindTarget(w, scope, target);
    else walkExpr(w, scope, child);
  }
}

function visitMatch(w: Walk, scope: Scope, node: LNode, flags: Flags): void {
  for (const child of node.children) {
    if (child.field === 'subject') walkExpr(w, scope, child);
    else if (child.type === 'block') {
      for (const clause of child.children) {
        if (clause.type !== 'case_clause') continue;
        for (const part of clause.children) {
          if (part.type === 'case_pattern') visitPattern(w, scope, part);
          else if (part.type === 'block') walkBlock(w, scope, part, flags);
          else walkExpr(w, scope, part);
        }
      }
    }
  }
}
