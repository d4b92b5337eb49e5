export { findGoStubs, goSyntaxErrors, parseGo } from './parse-module.js';
