export { findJavaStubs, javaSyntaxErrors, parseJava } from './parse-module.js';
