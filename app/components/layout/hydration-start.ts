/**
 * The part of the head's script that starts hydration once the page has painted: the build writes
 * the hydration's preloads and scripts inert (scripts/build/hydration-start.ts, which says why),
 * and this puts live copies of them in <head>.
 *
 * - When: once the browser reports the first paint (the page holds that frame until it is
 *   parsed, root.tsx). The paint's report comes when the frame is on screen; a frame callback
 *   would run before the frame is drawn, and a slow compositor shows it 200 ms later. (No timer
 *   in between: a test's fake clock would hold it.) A page in a
 *   background tab paints nothing, so it starts when hidden; a browser without paint timing
 *   starts after the first frame callback.
 * - In what order: every preload at once; then the classic scripts one after another (React
 *   Router's loader data, then the line that closes its stream), as the parser ran them; then the
 *   module scripts, which the parser would have run last.
 * - The copies keep every attribute, so `fetchpriority` and `crossorigin` still apply, and an
 *   inline script's copy is allowed by the same hash in the CSP as the original.
 */
import { AFTER_FIRST_PAINT } from "#app/core/site/index.ts";

export const HYDRATION_START_BOOT_SCRIPT = `(function(a){var d=document,h=d.head;function copy(t,o,skip){var n=d.createElement(t);for(var i=0;i<o.attributes.length;i++){var x=o.attributes[i];if(x.name!==a&&x.name!==skip)n.setAttribute(x.name,x.value)}return n}function run(q){var o=q.shift();if(!o)return;var n=copy("script",o,"type"),t=o.getAttribute(a);if(t)n.type=t;if(o.src){n.async=false;n.onload=n.onerror=function(){run(q)}}else n.text=o.text;h.appendChild(n);if(!o.src)run(q)}function start(){if(d.readyState==="loading"){d.addEventListener("DOMContentLoaded",start);return}var classic=[],modules=[];d.querySelectorAll("link["+a+"]").forEach(function(o){var n=copy("link",o,"rel");n.rel=o.getAttribute(a);h.appendChild(n)});d.querySelectorAll("script["+a+"]").forEach(function(o){if(o.getAttribute(a)!=="module")return classic.push(o);modules.push(o);if(!o.src)return;var p=d.createElement("link");p.rel="modulepreload";p.href=o.getAttribute("src");if(o.hasAttribute("fetchpriority"))p.setAttribute("fetchpriority",o.getAttribute("fetchpriority"));h.appendChild(p)});run(classic.concat(modules))}var P=window.PerformanceObserver,started=false;function go(){if(!started){started=true;start()}}if(d.visibilityState==="hidden")go();else if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){new P(function(l,o){o.disconnect();go()}).observe({type:"paint",buffered:true});d.addEventListener("visibilitychange",go)}else requestAnimationFrame(function(){setTimeout(go,0)})})(${JSON.stringify(AFTER_FIRST_PAINT)})`;
