const P=require('tree-sitter');const T=require('tree-sitter-typescript');const J=require('tree-sitter-javascript');
const p=new P();p.setLanguage(process.argv[3]==='js'?J:process.argv[3]==='tsx'?T.tsx:T.typescript);
function pr(n,d,f){ if(!n.isNamed)return; const t=n.type+(f?' ['+f+']':'')+(n.childCount===0||n.type.includes('identifier')||n.type==='string'?' '+JSON.stringify(n.text.slice(0,30)):''); console.log('  '.repeat(d)+t); const c=n.walk(); if(c.gotoFirstChild()){do{pr(c.currentNode,d+1,c.currentFieldName)}while(c.gotoNextSibling())}}
pr(p.parse(process.argv[2]).rootNode,0);
