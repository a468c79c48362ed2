// One line of figures per engine and the first disagreements, as test:peers prints them.
export function report(name, results, show = 8) {
  const bad = results.filter((r) => !r.agree);
  console.log(`${name}: ${results.length - bad.length} agree, ${bad.length} disagree`);
  for (const b of bad.slice(0, show)) console.log(`  DISAGREE ${JSON.stringify(b.case)}\n    real:       ${JSON.stringify(b.real)}\n    whale-perm: ${JSON.stringify(b.ours)}`);
  return bad.length;
}
