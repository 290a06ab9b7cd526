// Runs layoutGraph in a worker thread, so a build lays the graph out on a second core while the
// main thread renders pages. Node 24 runs this file directly (type stripping).
import { parentPort, workerData } from 'node:worker_threads';
import { lowerThreadPriority } from '../lib/background.ts';
import { layoutGraph, type GraphInputLink, type GraphInputNode, type LayoutOptions } from './graph-layout.ts';

lowerThreadPriority();
const { nodes, links, options } = workerData as { nodes: GraphInputNode[]; links: GraphInputLink[]; options: LayoutOptions };
parentPort!.postMessage(layoutGraph(nodes, links, options));
