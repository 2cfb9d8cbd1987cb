import { themeStorageKey } from "./theme";

/**
 * The one inline script, in <head>: it runs before the first paint, and it runs even when the
 * site's script files are late or never arrive (a slow or filtered connection). It does only what
 * the prerendered HTML cannot do alone, and never marks the page as scripted: styles that need the
 * app wait for `data-hydrated`, which the app sets once it has actually run (app/islands/client.tsx).
 *
 * - The theme: a stored light or dark choice is applied before the first paint, so it never
 *   flashes the wrong one; until the header's island runs (it waits for the visitor, decision
 *   0033) the theme select works from here; once it runs (`data-live`), React's own handler does,
 *   and this one stands aside. It listens as the change goes down the page, not as it comes back
 *   up: while the island hydrates, React stops a change it cannot yet handle on its way down
 *   through the island, and a choice made then was lost.
 * - The web font (decision 0010): named on <html> as `data-font`, and only then asked for. Coming
 *   from another site, or none, the page paints first in the metric-matched fallback and the font
 *   is named once that first paint is on screen ("late", swapped in when it arrives; at the load
 *   event in a browser that cannot tell when it painted), so it never competes with the page's
 *   HTML and style sheet on a slow line. Coming from another page of the site, or
 *   reloading, the font was fetched there and is kept: it is named at once ("known"). So it is for
 *   a link to a place in the page (#id): the font waited for, the place does not move when it
 *   swaps in, in a browser that does not hold the view still as the page above it changes (WebKit).
 * - The phone menu closes when the window widens to where the menu is the header's second row.
 * - Popovers (the phone menu, the nav dropdown) close when focus leaves them for another part of
 *   the page, as the browser's light dismiss does for a press outside. Focus moving to the
 *   popover's own button leaves it to that button, which toggles it.
 *
 * - Commands, in a browser without them (Safari before 26.2, Firefox before 144): a press on a
 *   button with `commandfor` (the Announcements button, a dialog's close button) that the app has
 *   not taken (it prevents the default once its island runs) shows or closes its dialog as the
 *   browser would, so a press that comes before the header's script is not lost; a press on the
 *   backdrop of a dialog with `closedby="any"` closes it. With scripts off there, the same buttons'
 *   `popovertarget` does it (app/components/ui/dialog.tsx, decision 0048).
 *
 * Kept small, self-contained and ES5: it is inlined in every page, not bundled, and the CSP allows
 * it by its hash (scripts/build/hosting.mjs).
 */
export const bootScript = `(function(d,k){
function apply(c){if(c==="light"||c==="dark")d.dataset.theme=c;else delete d.dataset.theme}
try{apply(localStorage.getItem(k))}catch(e){}
try{if(location.hash||document.referrer.indexOf(location.origin+"/")===0||performance.getEntriesByType("navigation")[0].type==="reload")d.dataset.font="known"}catch(e){}
function late(){if(!d.dataset.font)d.dataset.font="late"}
if(!d.dataset.font)try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")<0)throw 0;
new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(late)}}).observe({type:"paint",buffered:true})}
catch(e){addEventListener("load",late)}
var live=function(s){return!!(s.closest&&s.closest("[data-live]"))};
d.addEventListener("change",function(e){
var s=e.target;if(!s.matches||!s.matches("[data-theme-select]")||live(s))return;
apply(s.value);try{localStorage.setItem(k,s.value)}catch(x){}
},true);
document.addEventListener("DOMContentLoaded",function(){
var s=document.querySelector("[data-theme-select]");if(s&&!live(s))s.value=d.dataset.theme||"system";
});
try{var w=matchMedia("(min-width: 75rem)");w.addEventListener("change",function(){
var p=w.matches&&document.querySelector(".site-header__panel:popover-open");if(p)p.hidePopover()})}catch(x){}
d.addEventListener("focusout",function(e){
var to=e.relatedTarget,p=e.target;if(!to||!to.closest||!p.closest)return;
try{for(p=p.closest("[popover]");p;p=p.parentElement&&p.parentElement.closest("[popover]"))
if(!p.contains(to)&&to.popoverTargetElement!==p&&p.matches(":popover-open"))p.hidePopover()}catch(x){}
});
if(!("commandForElement" in HTMLButtonElement.prototype))d.addEventListener("click",function(e){
var s=e.target,b=s.closest&&s.closest("button[commandfor]"),t,c;if(e.defaultPrevented||live(s))return;
if(!b){if(s.localName==="dialog"&&s.open&&s.getAttribute("closedby")==="any"&&!("closedBy" in s))s.close();return}
t=document.getElementById(b.getAttribute("commandfor"));c=b.getAttribute("command");
if(!t||t.localName!=="dialog")return;e.preventDefault();
try{if(c==="show-modal"&&!t.open)t.showModal();else if((c==="close"||c==="request-close")&&t.open)t.close()}catch(x){}
});
})(document.documentElement,${JSON.stringify(themeStorageKey)})`;
