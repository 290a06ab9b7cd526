// English words that say nothing about what an article is about. Questions are full of them
// ("what is the ...", "how do I ..."), and they would otherwise match every article.
export const STOPWORDS: ReadonlySet<string> = new Set(
  `a about above after again against all also am an and any are aren as at be because been before
  being below between both but by can cannot could couldn did didn do does doesn doing don down
  during each either else etc ever every few for from further get gets got had hadn has hasn have
  haven having he her here hers herself him himself his how however i if in into is isn it its
  itself just let lets like ll me might more most much must mustn my myself need needs no nor not
  now of off on once only or other ought our ours ourselves out over own please re really same
  shall shan she should shouldn so some such than that the their theirs them themselves then there
  these they this those through to too under until up upon us ve very via was wasn way we were
  weren what whatever when where whether which while who whom whose why will with won would
  wouldn yes yet you your yours yourself yourselves tell know want ok okay`.split(/\s+/).filter(Boolean),
);
