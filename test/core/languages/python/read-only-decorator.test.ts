/**
 * A class decorator that only reads the class it is handed keeps the class's members known (issue 22, session 19,
 * Python held out 11's four closed wrong-member and two arity misses in Uranium, read after its blind run), on real
 * Debian source (python3-uranium): `@signalemitter` (UM/Signal.py) reads the class's signals with
 * `inspect.getmembers(cls, ...)`, names it in an error with `"...".format(cls)`, sets `cls.__new__` and returns `cls`.
 * Those two calls left the class open, so neither a wrong member nor a wrong arity was checked on `Controller`,
 * `SceneNode` or `Tool`. A decorator that hands the class to a call that may write to it still leaves it open.
 * With those classes checked, two of Uranium's own bodies were rejected (every method of its @signalemitter classes
 * checked with all modules read): a parameter annotated `job: Job` that the body narrows with `isinstance`, now
 * untyped as the standard library's annotations already were; and `self._createSocket()`, which the class's other
 * methods call the same way against its one-argument signature (subclasses outside the package override it).
 */
import { describe, expect, it } from 'vitest';
import { functionPatches } from '../../../../src/core/languages/python/answer/class-patches.js';
import { stubbedDebianSource } from './debian-stub.js';

describe('Python answer checks: a class decorator that only reads the class', () => {
  const { body, check } = stubbedDebianSource('UM/Controller.py', 'Controller.setSelectionTool', { read: ['UM/Signal.py'] });

  it("Uranium's @signalemitter Controller.setSelectionTool: the original is clean, a wrong member and a wrong arity are errors", () => {
    expect(body).toMatch(/self\.getTool\(tool\)/);
    expect(check(body)).toMatchObject({ errors: [], warnings: [] });
    expect(check(body.replace('self.getTool(tool)', 'self.getTool_all(tool)')).errors).toEqual([expect.stringMatching(/`Controller` has no member `getTool_all`/)]);
    expect(check(body.replace('self.getTool(tool)', 'self.getTool()')).errors).toEqual([expect.stringMatching(/missing the argument `name`/)]);
  });

  it("Uranium's @signalemitter SceneNode and Tool: the originals stay clean, a made-up member is an error", () => {
    const node = stubbedDebianSource('UM/Scene/SceneNode.py', 'SceneNode.getMeshDataTransformedVertices', { read: ['UM/Signal.py'] });
    expect(node.check(node.body)).toMatchObject({ errors: [], warnings: [] });
    expect(node.check(`${node.body}\nself.getMeshData_all()`).errors).toEqual([expect.stringMatching(/`SceneNode` has no member `getMeshData_all`/)]);
    const tool = stubbedDebianSource('UM/Tool.py', 'Tool.event', { read: ['UM/Signal.py', 'UM/PluginObject.py'] });
    expect(tool.check(tool.body)).toMatchObject({ errors: [], warnings: [] });
    expect(tool.check(`self.getController_all()\n${tool.body}`).errors).toEqual([expect.stringMatching(/`Tool` has no member `getController_all`/)]);
  });

  it("a parameter the body narrows with isinstance is not typed by its annotation (Uranium's QtApplication._onJobFinished)", () => {
    const app = stubbedDebianSource('UM/Qt/QtApplication.py', 'QtApplication._onJobFinished', { read: ['UM/Signal.py', 'UM/Job.py'] });
    expect(app.body).toMatch(/isinstance\(job, \(ReadMeshJob, ReadFileJob, WriteFileJob\)\) and job\.getAddToRecentFiles\(\)/);
    expect(app.check(app.body)).toMatchObject({ errors: [], warnings: [] });
  });

  it("a self call shaped as the class's other methods call it is not a wrong arity (Uranium's Backend._createSocket)", () => {
    const backend = stubbedDebianSource('UM/Backend/Backend.py', 'Backend.startEngine', { read: ['UM/Signal.py', 'UM/PluginObject.py'] });
    expect(backend.body).toMatch(/self\._createSocket\(\)/);
    expect(backend.check(backend.body)).toMatchObject({ errors: [], warnings: [] });
    // Another method's signature still holds.
    expect(backend.check(backend.body.replace('self.getEngineCommand()', 'self.getEngineCommand(command)')).errors).toEqual([expect.stringMatching(/`self\.getEngineCommand\(\)` takes at most 0 positional arguments/)]);
  });

  it('a decorator handing the class to a call that may change it leaves it open; inspect and format only read', () => {
    expect(functionPatches('def deco(cls):\n    register(cls)\n    return cls', ['cls']).open).toBe(true);
    expect(functionPatches('def deco(cls):\n    for k, v in inspect.getmembers(cls):\n        pass\n    raise TypeError("{0}".format(cls))\n    return cls', ['cls'])).toEqual({ open: false, added: [] });
  });
});
