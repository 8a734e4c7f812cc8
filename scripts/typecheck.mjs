#!/usr/bin/env node
// `pnpm typecheck`: TypeScript's diagnostics, then the promises nobody awaits (issue 29). Every query
// is asynchronous, so a query or a write whose promise is dropped runs late or never, and its error
// is lost: an expression statement that is a promise, or an async callback handed to a caller that
// ignores what it returns (forEach, an event handler), fails the check. `void` marks one on purpose.
// Usage: node scripts/typecheck.mjs [--only-floating] [files or folders to report on...]
import { relative, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const onlyFloating = args.includes('--only-floating');
const scopes = args.filter((arg) => !arg.startsWith('--')).map((arg) => resolve(arg));
// The browser's promises are React Query's and the router's: the rule is about the server's data.
const CHECKED = /^(packages\/[^/]+\/src|apps\/server\/src|scripts)\//;

function loadProgram() {
  const configPath = resolve(root, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  return ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options });
}

function isThenable(checker, type) {
  if (type.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown | ts.TypeFlags.Never)) return false;
  if (type.isUnion()) return type.types.some((part) => isThenable(checker, part));
  const then = type.getProperty('then');
  if (!then) return false;
  const thenType = checker.getTypeOfSymbol(then);
  return thenType.getCallSignatures().length > 0;
}

function returnsVoid(checker, signature) {
  const returned = checker.getReturnTypeOfSignature(signature);
  return (returned.flags & ts.TypeFlags.Void) !== 0;
}

/** An async function (or one returning a promise) where the callee's parameter expects void. */
function misusedCallback(checker, argument) {
  if (!ts.isArrowFunction(argument) && !ts.isFunctionExpression(argument)) return false;
  const signature = checker.getSignatureFromDeclaration(argument);
  if (!signature || !isThenable(checker, checker.getReturnTypeOfSignature(signature))) return false;
  const expected = checker.getContextualType(argument);
  if (!expected) return false;
  const signatures = expected.getCallSignatures();
  return signatures.length > 0 && signatures.every((candidate) => returnsVoid(checker, candidate));
}

function floatingPromises(program) {
  const checker = program.getTypeChecker();
  const found = [];
  for (const file of program.getSourceFiles()) {
    const path = relative(root, file.fileName);
    if (file.isDeclarationFile || !CHECKED.test(path)) continue;
    if (scopes.length > 0 && !scopes.some((scope) => file.fileName.startsWith(scope))) continue;
    const report = (node, message) => {
      const { line, character } = file.getLineAndCharacterOfPosition(node.getStart(file));
      found.push(`${path}(${line + 1},${character + 1}): ${message}`);
    };
    const visit = (node) => {
      if (ts.isExpressionStatement(node)) {
        const expression = node.expression;
        // An assignment keeps the promise for later (`pending ??= load()`): not dropped.
        const stored =
          ts.isBinaryExpression(expression) &&
          expression.operatorToken.kind >= ts.SyntaxKind.FirstAssignment &&
          expression.operatorToken.kind <= ts.SyntaxKind.LastAssignment;
        // `.catch(handler)` or `.then(onFulfilled, onRejected)` handles the rejection itself.
        const caught =
          ts.isCallExpression(expression) &&
          ts.isPropertyAccessExpression(expression.expression) &&
          ((expression.expression.name.text === 'catch' && expression.arguments.length === 1) ||
            (expression.expression.name.text === 'then' && expression.arguments.length === 2));
        const handled =
          stored || caught || ts.isVoidExpression(expression) || ts.isAwaitExpression(expression);
        if (!handled && isThenable(checker, checker.getTypeAtLocation(expression))) {
          report(node, 'a promise nobody awaits: await it (or `void` it on purpose)');
        }
      }
      if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
        for (const argument of node.arguments ?? []) {
          if (misusedCallback(checker, argument)) {
            report(
              argument,
              'an async callback whose promise the caller ignores: use a for…of loop and await',
            );
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return found;
}

const program = loadProgram();
let failed = false;
if (!onlyFloating) {
  const inScope = (diagnostic) =>
    scopes.length === 0 || scopes.some((scope) => diagnostic.file?.fileName.startsWith(scope));
  const diagnostics = ts.getPreEmitDiagnostics(program).filter(inScope);
  if (diagnostics.length > 0) {
    failed = true;
    const host = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => root, getNewLine: () => '\n' };
    process.stdout.write(ts.formatDiagnostics(diagnostics, host));
  }
}
const floating = floatingPromises(program);
if (floating.length > 0) {
  failed = true;
  process.stdout.write(`${floating.join('\n')}\n${floating.length} promise(s) nobody awaits\n`);
}
process.exit(failed ? 1 : 0);
