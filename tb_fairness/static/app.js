// tb-fairness frontend bundle. GENERATED from frontend/src by `npm run build`: do not edit.
var ov=Object.defineProperty;var _a=(r,t,e)=>()=>{if(e)throw e[0];try{return r&&(t=r(r=0)),t}catch(n){throw e=[n],n}};var av=(r,t)=>{for(var e in t)ov(r,e,{get:t[e],enumerable:!0})};var rs,dd=_a(()=>{rs=class{constructor(t){this._map=new Map,this._roundAverageSize=!1,this.totalSize=0,t?.roundAverageSize===!0&&(this._roundAverageSize=!0)}set(t,e){let n=this._map.get(t)||0;this._map.set(t,e),this.totalSize+=e-n}get averageSize(){if(this._map.size>0){let t=this.totalSize/this._map.size;return this._roundAverageSize?Math.round(t):t}return 0}getSize(t){return this._map.get(t)}clear(){this._map.clear(),this.totalSize=0}}});function Ya(r){return r==="horizontal"?"width":"height"}var Zi,hd=_a(()=>{Zi=class{_getDefaultConfig(){return{direction:"vertical"}}constructor(t,e){this._latestCoords={left:0,top:0},this._direction=null,this._viewportSize={width:0,height:0},this.totalScrollSize={width:0,height:0},this.offsetWithinScroller={left:0,top:0},this._pendingReflow=!1,this._pendingLayoutUpdate=!1,this._pin=null,this._firstVisible=0,this._lastVisible=0,this._physicalMin=0,this._physicalMax=0,this._first=-1,this._last=-1,this._sizeDim="height",this._secondarySizeDim="width",this._positionDim="top",this._secondaryPositionDim="left",this._scrollPosition=0,this._scrollError=0,this._items=[],this._scrollSize=1,this._overhang=1e3,this._hostSink=t,Promise.resolve().then(()=>this.config=e||this._getDefaultConfig())}set config(t){Object.assign(this,Object.assign({},this._getDefaultConfig(),t))}get config(){return{direction:this.direction}}get items(){return this._items}set items(t){this._setItems(t)}_setItems(t){t!==this._items&&(this._items=t,this._scheduleReflow())}get direction(){return this._direction}set direction(t){t=t==="horizontal"?t:"vertical",t!==this._direction&&(this._direction=t,this._sizeDim=t==="horizontal"?"width":"height",this._secondarySizeDim=t==="horizontal"?"height":"width",this._positionDim=t==="horizontal"?"left":"top",this._secondaryPositionDim=t==="horizontal"?"top":"left",this._triggerReflow())}get viewportSize(){return this._viewportSize}set viewportSize(t){let{_viewDim1:e,_viewDim2:n}=this;Object.assign(this._viewportSize,t),n!==this._viewDim2?this._scheduleLayoutUpdate():e!==this._viewDim1&&this._checkThresholds()}get viewportScroll(){return this._latestCoords}set viewportScroll(t){Object.assign(this._latestCoords,t);let e=this._scrollPosition;this._scrollPosition=this._latestCoords[this._positionDim],Math.abs(e-this._scrollPosition)>=1&&this._checkThresholds()}reflowIfNeeded(t=!1){(t||this._pendingReflow)&&(this._pendingReflow=!1,this._reflow())}set pin(t){this._pin=t,this._triggerReflow()}get pin(){if(this._pin!==null){let{index:t,block:e}=this._pin;return{index:Math.max(0,Math.min(t,this.items.length-1)),block:e}}return null}_clampScrollPosition(t){return Math.max(-this.offsetWithinScroller[this._positionDim],Math.min(t,this.totalScrollSize[Ya(this.direction)]-this._viewDim1))}unpin(){this._pin!==null&&(this._sendUnpinnedMessage(),this._pin=null)}_updateLayout(){}get _viewDim1(){return this._viewportSize[this._sizeDim]}get _viewDim2(){return this._viewportSize[this._secondarySizeDim]}_scheduleReflow(){this._pendingReflow=!0}_scheduleLayoutUpdate(){this._pendingLayoutUpdate=!0,this._scheduleReflow()}_triggerReflow(){this._scheduleLayoutUpdate(),Promise.resolve().then(()=>this.reflowIfNeeded())}_reflow(){this._pendingLayoutUpdate&&(this._updateLayout(),this._pendingLayoutUpdate=!1),this._updateScrollSize(),this._setPositionFromPin(),this._getActiveItems(),this._updateVisibleIndices(),this._sendStateChangedMessage()}_setPositionFromPin(){if(this.pin!==null){let t=this._scrollPosition,{index:e,block:n}=this.pin;this._scrollPosition=this._calculateScrollIntoViewPosition({index:e,block:n||"start"})-this.offsetWithinScroller[this._positionDim],this._scrollError=t-this._scrollPosition}}_calculateScrollIntoViewPosition(t){let{block:e}=t,n=Math.min(this.items.length,Math.max(0,t.index)),s=this._getItemPosition(n)[this._positionDim],i=s;if(e!=="start"){let o=this._getItemSize(n)[this._sizeDim];if(e==="center")i=s-.5*this._viewDim1+.5*o;else{let a=s-this._viewDim1+o;if(e==="end")i=a;else{let l=this._scrollPosition;i=Math.abs(l-s)<Math.abs(l-a)?s:a}}}return i+=this.offsetWithinScroller[this._positionDim],this._clampScrollPosition(i)}getScrollIntoViewCoordinates(t){return{[this._positionDim]:this._calculateScrollIntoViewPosition(t)}}_sendUnpinnedMessage(){this._hostSink({type:"unpinned"})}_sendVisibilityChangedMessage(){this._hostSink({type:"visibilityChanged",firstVisible:this._firstVisible,lastVisible:this._lastVisible})}_sendStateChangedMessage(){let t=new Map;if(this._first!==-1&&this._last!==-1)for(let n=this._first;n<=this._last;n++)t.set(n,this._getItemPosition(n));let e={type:"stateChanged",scrollSize:{[this._sizeDim]:this._scrollSize,[this._secondarySizeDim]:null},range:{first:this._first,last:this._last,firstVisible:this._firstVisible,lastVisible:this._lastVisible},childPositions:t};this._scrollError&&(e.scrollError={[this._positionDim]:this._scrollError,[this._secondaryPositionDim]:0},this._scrollError=0),this._hostSink(e)}get _num(){return this._first===-1||this._last===-1?0:this._last-this._first+1}_checkThresholds(){if(this._viewDim1===0&&this._num>0||this._pin!==null)this._scheduleReflow();else{let t=Math.max(0,this._scrollPosition-this._overhang),e=Math.min(this._scrollSize,this._scrollPosition+this._viewDim1+this._overhang);this._physicalMin>t||this._physicalMax<e?this._scheduleReflow():this._updateVisibleIndices({emit:!0})}}_updateVisibleIndices(t){if(this._first===-1||this._last===-1)return;let e=this._first;for(;e<this._last&&Math.round(this._getItemPosition(e)[this._positionDim]+this._getItemSize(e)[this._sizeDim])<=Math.round(this._scrollPosition);)e++;let n=this._last;for(;n>this._first&&Math.round(this._getItemPosition(n)[this._positionDim])>=Math.round(this._scrollPosition+this._viewDim1);)n--;(e!==this._firstVisible||n!==this._lastVisible)&&(this._firstVisible=e,this._lastVisible=n,t&&t.emit&&this._sendVisibilityChangedMessage())}}});var fd={};av(fd,{FlowLayout:()=>an,flow:()=>Ew});function md(r){return r==="horizontal"?"marginLeft":"marginTop"}function Aw(r){return r==="horizontal"?"marginRight":"marginBottom"}function Dw(r){return r==="horizontal"?"xOffset":"yOffset"}function Mw(r,t){let e=[r,t].sort();return e[1]<=0?Math.min(...e):e[0]>=0?Math.max(...e):e[0]+e[1]}var Ew,Ja,an,Qa=_a(()=>{dd();hd();Ew=r=>Object.assign({type:an},r);Ja=class{constructor(){this._childSizeCache=new rs,this._marginSizeCache=new rs,this._metricsCache=new Map}update(t,e){let n=new Set;Object.keys(t).forEach(s=>{let i=Number(s);this._metricsCache.set(i,t[i]),this._childSizeCache.set(i,t[i][Ya(e)]),n.add(i),n.add(i+1)});for(let s of n){let i=this._metricsCache.get(s)?.[md(e)]||0,o=this._metricsCache.get(s-1)?.[Aw(e)]||0;this._marginSizeCache.set(s,Mw(i,o))}}get averageChildSize(){return this._childSizeCache.averageSize}get totalChildSize(){return this._childSizeCache.totalSize}get averageMarginSize(){return this._marginSizeCache.averageSize}get totalMarginSize(){return this._marginSizeCache.totalSize}getLeadingMarginValue(t,e){return this._metricsCache.get(t)?.[md(e)]||0}getChildSize(t){return this._childSizeCache.getSize(t)}getMarginSize(t){return this._marginSizeCache.getSize(t)}clear(){this._childSizeCache.clear(),this._marginSizeCache.clear(),this._metricsCache.clear()}},an=class extends Zi{constructor(){super(...arguments),this._itemSize={width:100,height:100},this._physicalItems=new Map,this._newPhysicalItems=new Map,this._metricsCache=new Ja,this._anchorIdx=null,this._anchorPos=null,this._stable=!0,this._measureChildren=!0,this._estimate=!0}get measureChildren(){return this._measureChildren}updateItemSizes(t){this._metricsCache.update(t,this.direction),this._scheduleReflow()}_getPhysicalItem(t){return this._newPhysicalItems.get(t)??this._physicalItems.get(t)}_getSize(t){return this._getPhysicalItem(t)&&this._metricsCache.getChildSize(t)}_getAverageSize(){return this._metricsCache.averageChildSize||this._itemSize[this._sizeDim]}_estimatePosition(t){let e=this._metricsCache;if(this._first===-1||this._last===-1)return e.averageMarginSize+t*(e.averageMarginSize+this._getAverageSize());if(t<this._first){let n=this._first-t;return this._getPhysicalItem(this._first).pos-(e.getMarginSize(this._first-1)||e.averageMarginSize)-(n*e.averageChildSize+(n-1)*e.averageMarginSize)}else{let n=t-this._last;return this._getPhysicalItem(this._last).pos+(e.getChildSize(this._last)||e.averageChildSize)+(e.getMarginSize(this._last)||e.averageMarginSize)+n*(e.averageChildSize+e.averageMarginSize)}}_getPosition(t){let e=this._getPhysicalItem(t),{averageMarginSize:n}=this._metricsCache;return t===0?this._metricsCache.getMarginSize(0)??n:e?e.pos:this._estimatePosition(t)}_calculateAnchor(t,e){return t<=0?0:e>this._scrollSize-this._viewDim1?this.items.length-1:Math.max(0,Math.min(this.items.length-1,Math.floor((t+e)/2/this._delta)))}_getAnchor(t,e){if(this._physicalItems.size===0)return this._calculateAnchor(t,e);if(this._first<0)return this._calculateAnchor(t,e);if(this._last<0)return this._calculateAnchor(t,e);let n=this._getPhysicalItem(this._first),s=this._getPhysicalItem(this._last),i=n.pos;if(s.pos+this._metricsCache.getChildSize(this._last)<t)return this._calculateAnchor(t,e);if(i>e)return this._calculateAnchor(t,e);let l=this._firstVisible-1,u=-1/0;for(;u<t;)u=this._getPhysicalItem(++l).pos+this._metricsCache.getChildSize(l);return l}_getActiveItems(){this._viewDim1===0||this.items.length===0?this._clearItems():this._getItems()}_clearItems(){this._first=-1,this._last=-1,this._physicalMin=0,this._physicalMax=0;let t=this._newPhysicalItems;this._newPhysicalItems=this._physicalItems,this._newPhysicalItems.clear(),this._physicalItems=t,this._stable=!0}_getItems(){let t=this._newPhysicalItems;this._stable=!0;let e,n;if(this.pin!==null){let{index:u}=this.pin;this._anchorIdx=u,this._anchorPos=this._getPosition(u)}if(e=this._scrollPosition-this._overhang,n=this._scrollPosition+this._viewDim1+this._overhang,n<0||e>this._scrollSize){this._clearItems();return}(this._anchorIdx===null||this._anchorPos===null)&&(this._anchorIdx=this._getAnchor(e,n),this._anchorPos=this._getPosition(this._anchorIdx));let s=this._getSize(this._anchorIdx);s===void 0&&(this._stable=!1,s=this._getAverageSize());let i=this._metricsCache.getMarginSize(this._anchorIdx)??this._metricsCache.averageMarginSize,o=this._metricsCache.getMarginSize(this._anchorIdx+1)??this._metricsCache.averageMarginSize;this._anchorIdx===0&&(this._anchorPos=i),this._anchorIdx===this.items.length-1&&(this._anchorPos=this._scrollSize-o-s);let a=0;for(this._anchorPos+s+o<e&&(a=e-(this._anchorPos+s+o)),this._anchorPos-i>n&&(a=n-(this._anchorPos-i)),a&&(this._scrollPosition-=a,e-=a,n-=a,this._scrollError+=a),t.set(this._anchorIdx,{pos:this._anchorPos,size:s}),this._first=this._last=this._anchorIdx,this._physicalMin=this._anchorPos-i,this._physicalMax=this._anchorPos+s+o;this._physicalMin>e&&this._first>0;){let u=this._getSize(--this._first);u===void 0&&(this._stable=!1,u=this._getAverageSize());let p=this._metricsCache.getMarginSize(this._first);p===void 0&&(this._stable=!1,p=this._metricsCache.averageMarginSize),this._physicalMin-=u;let m=this._physicalMin;if(t.set(this._first,{pos:m,size:u}),this._physicalMin-=p,this._stable===!1&&this._estimate===!1)break}for(;this._physicalMax<n&&this._last<this.items.length-1;){let u=this._getSize(++this._last);u===void 0&&(this._stable=!1,u=this._getAverageSize());let p=this._metricsCache.getMarginSize(this._last);p===void 0&&(this._stable=!1,p=this._metricsCache.averageMarginSize);let m=this._physicalMax;if(t.set(this._last,{pos:m,size:u}),this._physicalMax+=u+p,!this._stable&&!this._estimate)break}let l=this._calculateError();l&&(this._physicalMin-=l,this._physicalMax-=l,this._anchorPos-=l,this._scrollPosition-=l,t.forEach(u=>u.pos-=l),this._scrollError+=l),this._stable&&(this._newPhysicalItems=this._physicalItems,this._newPhysicalItems.clear(),this._physicalItems=t)}_calculateError(){return this._first===0?this._physicalMin:this._physicalMin<=0?this._physicalMin-this._first*this._delta:this._last===this.items.length-1?this._physicalMax-this._scrollSize:this._physicalMax>=this._scrollSize?this._physicalMax-this._scrollSize+(this.items.length-1-this._last)*this._delta:0}_reflow(){let{_first:t,_last:e}=this;super._reflow(),(this._first===-1&&this._last==-1||this._first===t&&this._last===e)&&this._resetReflowState()}_resetReflowState(){this._anchorIdx=null,this._anchorPos=null,this._stable=!0}_updateScrollSize(){let{averageMarginSize:t}=this._metricsCache;this._scrollSize=Math.max(1,this.items.length*(t+this._getAverageSize())+t)}get _delta(){let{averageMarginSize:t}=this._metricsCache;return this._getAverageSize()+t}_getItemPosition(t){return{[this._positionDim]:this._getPosition(t),[this._secondaryPositionDim]:0,[Dw(this.direction)]:-(this._metricsCache.getLeadingMarginValue(t,this.direction)??this._metricsCache.averageMarginSize)}}_getItemSize(t){return{[this._sizeDim]:this._getSize(t)||this._getAverageSize(),[this._secondarySizeDim]:this._itemSize[this._secondarySizeDim]}}_viewDim2Changed(){this._metricsCache.clear(),this._scheduleReflow()}}});var ai=globalThis,li=ai.ShadowRoot&&(ai.ShadyCSS===void 0||ai.ShadyCSS.nativeShadow)&&"adoptedStyleSheets"in Document.prototype&&"replace"in CSSStyleSheet.prototype,Sa=Symbol(),hc=new WeakMap,zn=class{constructor(t,e,n){if(this._$cssResult$=!0,n!==Sa)throw Error("CSSResult is not constructable. Use `unsafeCSS` or `css` instead.");this.cssText=t,this.t=e}get styleSheet(){let t=this.o,e=this.t;if(li&&t===void 0){let n=e!==void 0&&e.length===1;n&&(t=hc.get(e)),t===void 0&&((this.o=t=new CSSStyleSheet).replaceSync(this.cssText),n&&hc.set(e,t))}return t}toString(){return this.cssText}},oe=r=>new zn(typeof r=="string"?r:r+"",void 0,Sa),$=(r,...t)=>{let e=r.length===1?r[0]:t.reduce((n,s,i)=>n+(o=>{if(o._$cssResult$===!0)return o.cssText;if(typeof o=="number")return o;throw Error("Value passed to 'css' function must be a 'css' function result: "+o+". Use 'unsafeCSS' to pass non-literal values, but take care to ensure page security.")})(s)+r[i+1],r[0]);return new zn(e,r,Sa)},mc=(r,t)=>{if(li)r.adoptedStyleSheets=t.map(e=>e instanceof CSSStyleSheet?e:e.styleSheet);else for(let e of t){let n=document.createElement("style"),s=ai.litNonce;s!==void 0&&n.setAttribute("nonce",s),n.textContent=e.cssText,r.appendChild(n)}},ka=li?r=>r:r=>r instanceof CSSStyleSheet?(t=>{let e="";for(let n of t.cssRules)e+=n.cssText;return oe(e)})(r):r;var{is:lv,defineProperty:uv,getOwnPropertyDescriptor:cv,getOwnPropertyNames:pv,getOwnPropertySymbols:dv,getPrototypeOf:hv}=Object,ui=globalThis,fc=ui.trustedTypes,mv=fc?fc.emptyScript:"",fv=ui.reactiveElementPolyfillSupport,Bn=(r,t)=>r,Vn={toAttribute(r,t){switch(t){case Boolean:r=r?mv:null;break;case Object:case Array:r=r==null?r:JSON.stringify(r)}return r},fromAttribute(r,t){let e=r;switch(t){case Boolean:e=r!==null;break;case Number:e=r===null?null:Number(r);break;case Object:case Array:try{e=JSON.parse(r)}catch{e=null}}return e}},ci=(r,t)=>!lv(r,t),gc={attribute:!0,type:String,converter:Vn,reflect:!1,useDefault:!1,hasChanged:ci};Symbol.metadata??=Symbol("metadata"),ui.litPropertyMetadata??=new WeakMap;var Dt=class extends HTMLElement{static addInitializer(t){this._$Ei(),(this.l??=[]).push(t)}static get observedAttributes(){return this.finalize(),this._$Eh&&[...this._$Eh.keys()]}static createProperty(t,e=gc){if(e.state&&(e.attribute=!1),this._$Ei(),this.prototype.hasOwnProperty(t)&&((e=Object.create(e)).wrapped=!0),this.elementProperties.set(t,e),!e.noAccessor){let n=Symbol(),s=this.getPropertyDescriptor(t,n,e);s!==void 0&&uv(this.prototype,t,s)}}static getPropertyDescriptor(t,e,n){let{get:s,set:i}=cv(this.prototype,t)??{get(){return this[e]},set(o){this[e]=o}};return{get:s,set(o){let a=s?.call(this);i?.call(this,o),this.requestUpdate(t,a,n)},configurable:!0,enumerable:!0}}static getPropertyOptions(t){return this.elementProperties.get(t)??gc}static _$Ei(){if(this.hasOwnProperty(Bn("elementProperties")))return;let t=hv(this);t.finalize(),t.l!==void 0&&(this.l=[...t.l]),this.elementProperties=new Map(t.elementProperties)}static finalize(){if(this.hasOwnProperty(Bn("finalized")))return;if(this.finalized=!0,this._$Ei(),this.hasOwnProperty(Bn("properties"))){let e=this.properties,n=[...pv(e),...dv(e)];for(let s of n)this.createProperty(s,e[s])}let t=this[Symbol.metadata];if(t!==null){let e=litPropertyMetadata.get(t);if(e!==void 0)for(let[n,s]of e)this.elementProperties.set(n,s)}this._$Eh=new Map;for(let[e,n]of this.elementProperties){let s=this._$Eu(e,n);s!==void 0&&this._$Eh.set(s,e)}this.elementStyles=this.finalizeStyles(this.styles)}static finalizeStyles(t){let e=[];if(Array.isArray(t)){let n=new Set(t.flat(1/0).reverse());for(let s of n)e.unshift(ka(s))}else t!==void 0&&e.push(ka(t));return e}static _$Eu(t,e){let n=e.attribute;return n===!1?void 0:typeof n=="string"?n:typeof t=="string"?t.toLowerCase():void 0}constructor(){super(),this._$Ep=void 0,this.isUpdatePending=!1,this.hasUpdated=!1,this._$Em=null,this._$Ev()}_$Ev(){this._$ES=new Promise(t=>this.enableUpdating=t),this._$AL=new Map,this._$E_(),this.requestUpdate(),this.constructor.l?.forEach(t=>t(this))}addController(t){(this._$EO??=new Set).add(t),this.renderRoot!==void 0&&this.isConnected&&t.hostConnected?.()}removeController(t){this._$EO?.delete(t)}_$E_(){let t=new Map,e=this.constructor.elementProperties;for(let n of e.keys())this.hasOwnProperty(n)&&(t.set(n,this[n]),delete this[n]);t.size>0&&(this._$Ep=t)}createRenderRoot(){let t=this.shadowRoot??this.attachShadow(this.constructor.shadowRootOptions);return mc(t,this.constructor.elementStyles),t}connectedCallback(){this.renderRoot??=this.createRenderRoot(),this.enableUpdating(!0),this._$EO?.forEach(t=>t.hostConnected?.())}enableUpdating(t){}disconnectedCallback(){this._$EO?.forEach(t=>t.hostDisconnected?.())}attributeChangedCallback(t,e,n){this._$AK(t,n)}_$ET(t,e){let n=this.constructor.elementProperties.get(t),s=this.constructor._$Eu(t,n);if(s!==void 0&&n.reflect===!0){let i=(n.converter?.toAttribute!==void 0?n.converter:Vn).toAttribute(e,n.type);this._$Em=t,i==null?this.removeAttribute(s):this.setAttribute(s,i),this._$Em=null}}_$AK(t,e){let n=this.constructor,s=n._$Eh.get(t);if(s!==void 0&&this._$Em!==s){let i=n.getPropertyOptions(s),o=typeof i.converter=="function"?{fromAttribute:i.converter}:i.converter?.fromAttribute!==void 0?i.converter:Vn;this._$Em=s;let a=o.fromAttribute(e,i.type);this[s]=a??this._$Ej?.get(s)??a,this._$Em=null}}requestUpdate(t,e,n,s=!1,i){if(t!==void 0){let o=this.constructor;if(s===!1&&(i=this[t]),n??=o.getPropertyOptions(t),!((n.hasChanged??ci)(i,e)||n.useDefault&&n.reflect&&i===this._$Ej?.get(t)&&!this.hasAttribute(o._$Eu(t,n))))return;this.C(t,e,n)}this.isUpdatePending===!1&&(this._$ES=this._$EP())}C(t,e,{useDefault:n,reflect:s,wrapped:i},o){n&&!(this._$Ej??=new Map).has(t)&&(this._$Ej.set(t,o??e??this[t]),i!==!0||o!==void 0)||(this._$AL.has(t)||(this.hasUpdated||n||(e=void 0),this._$AL.set(t,e)),s===!0&&this._$Em!==t&&(this._$Eq??=new Set).add(t))}async _$EP(){this.isUpdatePending=!0;try{await this._$ES}catch(e){Promise.reject(e)}let t=this.scheduleUpdate();return t!=null&&await t,!this.isUpdatePending}scheduleUpdate(){return this.performUpdate()}performUpdate(){if(!this.isUpdatePending)return;if(!this.hasUpdated){if(this.renderRoot??=this.createRenderRoot(),this._$Ep){for(let[s,i]of this._$Ep)this[s]=i;this._$Ep=void 0}let n=this.constructor.elementProperties;if(n.size>0)for(let[s,i]of n){let{wrapped:o}=i,a=this[s];o!==!0||this._$AL.has(s)||a===void 0||this.C(s,void 0,i,a)}}let t=!1,e=this._$AL;try{t=this.shouldUpdate(e),t?(this.willUpdate(e),this._$EO?.forEach(n=>n.hostUpdate?.()),this.update(e)):this._$EM()}catch(n){throw t=!1,this._$EM(),n}t&&this._$AE(e)}willUpdate(t){}_$AE(t){this._$EO?.forEach(e=>e.hostUpdated?.()),this.hasUpdated||(this.hasUpdated=!0,this.firstUpdated(t)),this.updated(t)}_$EM(){this._$AL=new Map,this.isUpdatePending=!1}get updateComplete(){return this.getUpdateComplete()}getUpdateComplete(){return this._$ES}shouldUpdate(t){return!0}update(t){this._$Eq&&=this._$Eq.forEach(e=>this._$ET(e,this[e])),this._$EM()}updated(t){}firstUpdated(t){}};Dt.elementStyles=[],Dt.shadowRootOptions={mode:"open"},Dt[Bn("elementProperties")]=new Map,Dt[Bn("finalized")]=new Map,fv?.({ReactiveElement:Dt}),(ui.reactiveElementVersions??=[]).push("2.1.2");var Ta=globalThis,bc=r=>r,pi=Ta.trustedTypes,vc=pi?pi.createPolicy("lit-html",{createHTML:r=>r}):void 0,Ca="$lit$",Mt=`lit$${Math.random().toFixed(9).slice(2)}$`,Pa="?"+Mt,gv=`<${Pa}>`,gr=document,jn=()=>gr.createComment(""),Fn=r=>r===null||typeof r!="object"&&typeof r!="function",Ea=Array.isArray,Sc=r=>Ea(r)||typeof r?.[Symbol.iterator]=="function",Ra=`[ 	
\f\r]`,Hn=/<(?:(!--|\/[^a-zA-Z])|(\/?[a-zA-Z][^>\s]*)|(\/?$))/g,wc=/-->/g,yc=/>/g,mr=RegExp(`>|${Ra}(?:([^\\s"'>=/]+)(${Ra}*=${Ra}*(?:[^ 	
\f\r"'\`<>=]|("|')|))|$)`,"g"),xc=/'/g,$c=/"/g,kc=/^(?:script|style|textarea|title)$/i,Aa=r=>(t,...e)=>({_$litType$:r,strings:t,values:e}),c=Aa(1),Rc=Aa(2),Tc=Aa(3),we=Symbol.for("lit-noChange"),h=Symbol.for("lit-nothing"),_c=new WeakMap,fr=gr.createTreeWalker(gr,129);function Cc(r,t){if(!Ea(r)||!r.hasOwnProperty("raw"))throw Error("invalid template strings array");return vc!==void 0?vc.createHTML(t):t}var Pc=(r,t)=>{let e=r.length-1,n=[],s,i=t===2?"<svg>":t===3?"<math>":"",o=Hn;for(let a=0;a<e;a++){let l=r[a],u,p,m=-1,d=0;for(;d<l.length&&(o.lastIndex=d,p=o.exec(l),p!==null);)d=o.lastIndex,o===Hn?p[1]==="!--"?o=wc:p[1]!==void 0?o=yc:p[2]!==void 0?(kc.test(p[2])&&(s=RegExp("</"+p[2],"g")),o=mr):p[3]!==void 0&&(o=mr):o===mr?p[0]===">"?(o=s??Hn,m=-1):p[1]===void 0?m=-2:(m=o.lastIndex-p[2].length,u=p[1],o=p[3]===void 0?mr:p[3]==='"'?$c:xc):o===$c||o===xc?o=mr:o===wc||o===yc?o=Hn:(o=mr,s=void 0);let f=o===mr&&r[a+1].startsWith("/>")?" ":"";i+=o===Hn?l+gv:m>=0?(n.push(u),l.slice(0,m)+Ca+l.slice(m)+Mt+f):l+Mt+(m===-2?a:f)}return[Cc(r,i+(r[e]||"<?>")+(t===2?"</svg>":t===3?"</math>":"")),n]},Un=class r{constructor({strings:t,_$litType$:e},n){let s;this.parts=[];let i=0,o=0,a=t.length-1,l=this.parts,[u,p]=Pc(t,e);if(this.el=r.createElement(u,n),fr.currentNode=this.el.content,e===2||e===3){let m=this.el.content.firstChild;m.replaceWith(...m.childNodes)}for(;(s=fr.nextNode())!==null&&l.length<a;){if(s.nodeType===1){if(s.hasAttributes())for(let m of s.getAttributeNames())if(m.endsWith(Ca)){let d=p[o++],f=s.getAttribute(m).split(Mt),b=/([.?@])?(.*)/.exec(d);l.push({type:1,index:i,name:b[2],strings:f,ctor:b[1]==="."?hi:b[1]==="?"?mi:b[1]==="@"?fi:vr}),s.removeAttribute(m)}else m.startsWith(Mt)&&(l.push({type:6,index:i}),s.removeAttribute(m));if(kc.test(s.tagName)){let m=s.textContent.split(Mt),d=m.length-1;if(d>0){s.textContent=pi?pi.emptyScript:"";for(let f=0;f<d;f++)s.append(m[f],jn()),fr.nextNode(),l.push({type:2,index:++i});s.append(m[d],jn())}}}else if(s.nodeType===8)if(s.data===Pa)l.push({type:2,index:i});else{let m=-1;for(;(m=s.data.indexOf(Mt,m+1))!==-1;)l.push({type:7,index:i}),m+=Mt.length-1}i++}}static createElement(t,e){let n=gr.createElement("template");return n.innerHTML=t,n}};function br(r,t,e=r,n){if(t===we)return t;let s=n!==void 0?e._$Co?.[n]:e._$Cl,i=Fn(t)?void 0:t._$litDirective$;return s?.constructor!==i&&(s?._$AO?.(!1),i===void 0?s=void 0:(s=new i(r),s._$AT(r,e,n)),n!==void 0?(e._$Co??=[])[n]=s:e._$Cl=s),s!==void 0&&(t=br(r,s._$AS(r,t.values),s,n)),t}var di=class{constructor(t,e){this._$AV=[],this._$AN=void 0,this._$AD=t,this._$AM=e}get parentNode(){return this._$AM.parentNode}get _$AU(){return this._$AM._$AU}u(t){let{el:{content:e},parts:n}=this._$AD,s=(t?.creationScope??gr).importNode(e,!0);fr.currentNode=s;let i=fr.nextNode(),o=0,a=0,l=n[0];for(;l!==void 0;){if(o===l.index){let u;l.type===2?u=new Hr(i,i.nextSibling,this,t):l.type===1?u=new l.ctor(i,l.name,l.strings,this,t):l.type===6&&(u=new gi(i,this,t)),this._$AV.push(u),l=n[++a]}o!==l?.index&&(i=fr.nextNode(),o++)}return fr.currentNode=gr,s}p(t){let e=0;for(let n of this._$AV)n!==void 0&&(n.strings!==void 0?(n._$AI(t,n,e),e+=n.strings.length-2):n._$AI(t[e])),e++}},Hr=class r{get _$AU(){return this._$AM?._$AU??this._$Cv}constructor(t,e,n,s){this.type=2,this._$AH=h,this._$AN=void 0,this._$AA=t,this._$AB=e,this._$AM=n,this.options=s,this._$Cv=s?.isConnected??!0}get parentNode(){let t=this._$AA.parentNode,e=this._$AM;return e!==void 0&&t?.nodeType===11&&(t=e.parentNode),t}get startNode(){return this._$AA}get endNode(){return this._$AB}_$AI(t,e=this){t=br(this,t,e),Fn(t)?t===h||t==null||t===""?(this._$AH!==h&&this._$AR(),this._$AH=h):t!==this._$AH&&t!==we&&this._(t):t._$litType$!==void 0?this.$(t):t.nodeType!==void 0?this.T(t):Sc(t)?this.k(t):this._(t)}O(t){return this._$AA.parentNode.insertBefore(t,this._$AB)}T(t){this._$AH!==t&&(this._$AR(),this._$AH=this.O(t))}_(t){this._$AH!==h&&Fn(this._$AH)?this._$AA.nextSibling.data=t:this.T(gr.createTextNode(t)),this._$AH=t}$(t){let{values:e,_$litType$:n}=t,s=typeof n=="number"?this._$AC(t):(n.el===void 0&&(n.el=Un.createElement(Cc(n.h,n.h[0]),this.options)),n);if(this._$AH?._$AD===s)this._$AH.p(e);else{let i=new di(s,this),o=i.u(this.options);i.p(e),this.T(o),this._$AH=i}}_$AC(t){let e=_c.get(t.strings);return e===void 0&&_c.set(t.strings,e=new Un(t)),e}k(t){Ea(this._$AH)||(this._$AH=[],this._$AR());let e=this._$AH,n,s=0;for(let i of t)s===e.length?e.push(n=new r(this.O(jn()),this.O(jn()),this,this.options)):n=e[s],n._$AI(i),s++;s<e.length&&(this._$AR(n&&n._$AB.nextSibling,s),e.length=s)}_$AR(t=this._$AA.nextSibling,e){for(this._$AP?.(!1,!0,e);t!==this._$AB;){let n=bc(t).nextSibling;bc(t).remove(),t=n}}setConnected(t){this._$AM===void 0&&(this._$Cv=t,this._$AP?.(t))}},vr=class{get tagName(){return this.element.tagName}get _$AU(){return this._$AM._$AU}constructor(t,e,n,s,i){this.type=1,this._$AH=h,this._$AN=void 0,this.element=t,this.name=e,this._$AM=s,this.options=i,n.length>2||n[0]!==""||n[1]!==""?(this._$AH=Array(n.length-1).fill(new String),this.strings=n):this._$AH=h}_$AI(t,e=this,n,s){let i=this.strings,o=!1;if(i===void 0)t=br(this,t,e,0),o=!Fn(t)||t!==this._$AH&&t!==we,o&&(this._$AH=t);else{let a=t,l,u;for(t=i[0],l=0;l<i.length-1;l++)u=br(this,a[n+l],e,l),u===we&&(u=this._$AH[l]),o||=!Fn(u)||u!==this._$AH[l],u===h?t=h:t!==h&&(t+=(u??"")+i[l+1]),this._$AH[l]=u}o&&!s&&this.j(t)}j(t){t===h?this.element.removeAttribute(this.name):this.element.setAttribute(this.name,t??"")}},hi=class extends vr{constructor(){super(...arguments),this.type=3}j(t){this.element[this.name]=t===h?void 0:t}},mi=class extends vr{constructor(){super(...arguments),this.type=4}j(t){this.element.toggleAttribute(this.name,!!t&&t!==h)}},fi=class extends vr{constructor(t,e,n,s,i){super(t,e,n,s,i),this.type=5}_$AI(t,e=this){if((t=br(this,t,e,0)??h)===we)return;let n=this._$AH,s=t===h&&n!==h||t.capture!==n.capture||t.once!==n.once||t.passive!==n.passive,i=t!==h&&(n===h||s);s&&this.element.removeEventListener(this.name,this,n),i&&this.element.addEventListener(this.name,this,t),this._$AH=t}handleEvent(t){typeof this._$AH=="function"?this._$AH.call(this.options?.host??this.element,t):this._$AH.handleEvent(t)}},gi=class{constructor(t,e,n){this.element=t,this.type=6,this._$AN=void 0,this._$AM=e,this.options=n}get _$AU(){return this._$AM._$AU}_$AI(t){br(this,t)}},Ec={M:Ca,P:Mt,A:Pa,C:1,L:Pc,R:di,D:Sc,V:br,I:Hr,H:vr,N:mi,U:fi,B:hi,F:gi},bv=Ta.litHtmlPolyfillSupport;bv?.(Un,Hr),(Ta.litHtmlVersions??=[]).push("3.3.3");var Ac=(r,t,e)=>{let n=e?.renderBefore??t,s=n._$litPart$;if(s===void 0){let i=e?.renderBefore??null;n._$litPart$=s=new Hr(t.insertBefore(jn(),i),i,void 0,e??{})}return s._$AI(r),s};var Da=globalThis,C=class extends Dt{constructor(){super(...arguments),this.renderOptions={host:this},this._$Do=void 0}createRenderRoot(){let t=super.createRenderRoot();return this.renderOptions.renderBefore??=t.firstChild,t}update(t){let e=this.render();this.hasUpdated||(this.renderOptions.isConnected=this.isConnected),super.update(t),this._$Do=Ac(e,this.renderRoot,this.renderOptions)}connectedCallback(){super.connectedCallback(),this._$Do?.setConnected(!0)}disconnectedCallback(){super.disconnectedCallback(),this._$Do?.setConnected(!1)}render(){return we}};C._$litElement$=!0,C.finalized=!0,Da.litElementHydrateSupport?.({LitElement:C});var vv=Da.litElementPolyfillSupport;vv?.({LitElement:C});(Da.litElementVersions??=[]).push("4.2.2");var Mc=Symbol.for(""),wv=r=>{if(r?.r===Mc)return r?._$litStatic$};var bi=(r,...t)=>({_$litStatic$:t.reduce((e,n,s)=>e+(i=>{if(i._$litStatic$!==void 0)return i._$litStatic$;throw Error(`Value passed to 'literal' function must be a 'literal' result: ${i}. Use 'unsafeStatic' to pass non-literal values, but
            take care to ensure page security.`)})(n)+r[s+1],r[0]),r:Mc}),Dc=new Map,Ma=r=>(t,...e)=>{let n=e.length,s,i,o=[],a=[],l,u=0,p=!1;for(;u<n;){for(l=t[u];u<n&&(i=e[u],(s=wv(i))!==void 0);)l+=s+t[++u],p=!0;u!==n&&a.push(i),o.push(l),u++}if(u===n&&o.push(t[n]),p){let m=o.join("$$lit$$");(t=Dc.get(m))===void 0&&(o.raw=o,Dc.set(m,t=o)),e=a}return r(t,...e)},Lc=Ma(c),c_=Ma(Rc),p_=Ma(Tc);var Ae=class extends Error{constructor(e,n,s){super(e);this.status=n;this.url=s;this.name="ApiError"}};var Lt=["worsened","improved","no_significant_change","undetermined"],ye={worsened:"worsened",improved:"improved",no_significant_change:"no significant change",undetermined:"undetermined"},Oc=["key","value_a","value_b","bias_a","lower_a","upper_a","bias_b","lower_b","upper_b","change","lower","upper","p_value","q_value","interval","verdict","rank_a","rank_b","movement","presence"];function g(r,t){throw new Ae(`malformed response from ${r.split("?")[0]}: ${t}`,null,r)}function S(r){return typeof r=="object"&&r!==null&&!Array.isArray(r)}function jr(r,t,e,n,s){for(let i of e){let o=t[i];(!Array.isArray(o)||o.length!==n)&&g(r,`\`${i}\` does not have one row per class`);for(let a of o)(!Array.isArray(a)||a.length!==s)&&g(r,`\`${i}\` rows do not have one entry per group`)}}function Ve(r,t,e,n,s){for(let i of e){let o=t[i];(!Array.isArray(o)||o.length!==n)&&g(r,`\`${i}\` does not have one entry per ${s}`)}}var yv=["class","n_a","n_b","value_a","value_b","gap","lower","upper","p_value","significant"];function vi(r,t="view route"){S(r)||g(t,"not an object");let e=r.rows;(typeof e!="number"||!Number.isInteger(e)||e<0)&&g(t,"`rows` is not a count"),(!S(r.columns)||!S(r.states))&&g(t,"no `columns` or `states`");let n=r.columns;for(let i of yv){let o=n[i];(!Array.isArray(o)||o.length!==e)&&g(t,`column \`${i}\` does not have ${e} rows`)}let s=r.states.gap;return(!Array.isArray(s)||s.length!==e)&&g(t,`states \`gap\` does not have ${e} rows`),r}var Nc=new Set(Lt),xv=["improved","worsened","no_significant_change","undetermined","only_in_a","only_in_b"],$v=new Set(["worse","better","mixed","no_significant_change","undetermined"]);function _v(r){return typeof r=="number"&&Number.isInteger(r)&&r>=0}function Ic(r,t,e){t!==null&&(!S(t)||typeof t.key!="string"||typeof t.change!="number")&&g(r,`\`summary.${e}\` is malformed`)}function zc(r,t="diff"){S(r)||g(t,"not an object");let e=r.rows;(typeof e!="number"||!Number.isInteger(e)||e<0)&&g(t,"`rows` is not a count"),S(r.columns)||g(t,"no `columns`");let n=r.columns;"delta"in n&&!("change"in n)&&g(t,"the old comparison (a signed `delta`, no bias or verdicts): the server is older than this page, restart TensorBoard");for(let o of Oc){let a=n[o];(!Array.isArray(a)||a.length!==e)&&g(t,`column \`${o}\` does not have ${e} rows`)}for(let o of n.verdict)Nc.has(o)||g(t,`unknown verdict ${JSON.stringify(o)}`);(!S(r.a)||!S(r.b))&&g(t,"no `a` or `b`"),(typeof r.value!="string"||typeof r.bias!="string"||typeof r.key!="string")&&g(t,"no `value`, `bias` or `key`"),(typeof r.level!="number"||typeof r.fdr!="number")&&g(t,"no `level` or `fdr`"),typeof r.format!="string"&&g(t,"no `format`");let s=r.judgement;(!S(s)||!$v.has(s.overall)||typeof s.sentence!="string"||typeof s.title!="string")&&g(t,"no `judgement` (the server is older than this page: restart TensorBoard)");let i=r.summary;S(i)||g(t,"no `summary`");for(let o of xv)_v(i[o])||g(t,`\`summary.${o}\` is not a count`);Ic(t,i.largest_regression,"largest_regression"),Ic(t,i.largest_improvement,"largest_improvement"),Array.isArray(r.headlines)||g(t,"no `headlines`");for(let o of r.headlines)(!S(o)||typeof o.name!="string"||typeof o.title!="string"||typeof o.format!="string")&&g(t,"a malformed headline"),o.verdict!==null&&!Nc.has(o.verdict)&&g(t,`headline \`${o.name}\`: unknown verdict ${JSON.stringify(o.verdict)}`);return r}function Bc(r){return r===null||typeof r=="number"}function Kc(r,t,e){(!S(t)||typeof t.step!="number"||typeof t.present!="boolean")&&g(r,`a malformed \`${e}\` entry`);for(let n of["value","bias","lower","upper"])Bc(t[n])||g(r,`\`${e}\`: \`${n}\` is not a number or null`)}function Vc(r,t="table"){return S(r)||g(t,"not an object"),(!Array.isArray(r.columns)||!r.columns.every(e=>typeof e=="string"))&&g(t,"`columns` are not names"),(!Array.isArray(r.rows)||!r.rows.every(e=>S(e)))&&g(t,"a `rows` entry is not an object"),r}function Hc(r,t="row"){S(r)||g(t,"not an object"),(typeof r.key!="string"||typeof r.run!="string"||typeof r.step!="number")&&g(t,"no `key`, `run` or `step`"),(typeof r.value!="string"||typeof r.bias!="string"||typeof r.level!="number")&&g(t,"no `value`, `bias` or `level`");let e=r.detail;(!S(e)||!Array.isArray(e.columns)||!Array.isArray(e.rows))&&g(t,"no `detail` table"),e.columns.every(s=>typeof s=="string")||g(t,"`detail.columns` are not names"),e.rows.every(s=>S(s))||g(t,"a `detail.rows` entry is not an object"),e.head!==void 0&&!S(e.head)&&g(t,"`detail.head` is not an object"),(!Array.isArray(r.runs)||!Array.isArray(r.steps))&&g(t,"no `runs` or `steps`");for(let s of r.runs)Kc(t,s,"runs"),typeof s.run!="string"&&g(t,"a `runs` entry without a run");for(let s of r.steps)Kc(t,s,"steps");let n=r.groups;if(n!==void 0){(!S(n)||!Array.isArray(n.rows)||!S(n.head))&&g(t,"`groups` is malformed");for(let s of n.rows){(!S(s)||typeof s.group!="string"||typeof s.direction!="string")&&g(t,"a malformed `groups.rows` entry");for(let i of["value_a","value_b","change","lower","upper"])Bc(s[i])||g(t,`\`groups\`: \`${i}\` is not a number or null`)}}return r}function jc(r,t="row_trend"){S(r)||g(t,"not an object"),(!Array.isArray(r.keys)||!r.keys.every(e=>typeof e=="string"))&&g(t,"no `keys`"),Array.isArray(r.series)||g(t,"no `series`");for(let e of r.series){(!S(e)||typeof e.run!="string"||!Array.isArray(e.points))&&g(t,"a malformed `series` entry");for(let n of e.points){(!S(n)||typeof n.step!="number"||!Array.isArray(n.groups))&&g(t,"a malformed point");for(let s of n.groups)(!S(s)||typeof s.group!="string")&&g(t,"a malformed group")}}return r}function Fc(r,t="trend"){S(r)||g(t,"not an object"),(!Array.isArray(r.names)||!Array.isArray(r.series))&&g(t,"no `names` or `series`");for(let e of r.series){(!S(e)||typeof e.run!="string"||!Array.isArray(e.points))&&g(t,"a malformed `series` entry");for(let n of e.points)(!S(n)||typeof n.step!="number"||!S(n.values))&&g(t,"a malformed point")}return r}function Uc(r,t){return(!S(r)||!S(r.runs))&&g(t,"no `runs`"),r}function Wc(r,t){return(!S(r)||!Array.isArray(r.steps))&&g(t,"no `steps`"),r}function qc(r,t="values"){(!S(r)||!S(r.values))&&g(t,"no `values`");for(let[e,n]of Object.entries(r.values))(!Array.isArray(n)||!n.every(s=>typeof s=="string"))&&g(t,`\`${e}\`: not a list of strings`);return r}function La(r,t=()=>!0){return Array.isArray(r)&&r.every(e=>S(e)&&typeof e.name=="string"&&t(e))}function Gc(r,t="kinds"){(!S(r)||!Array.isArray(r.kinds))&&g(t,"no `kinds`");for(let e of r.kinds)(!S(e)||typeof e.name!="string")&&g(t,"a kind without a name"),La(e.options)||g(t,`kind \`${e.name}\`: malformed \`options\``),La(e.tables,n=>typeof n.title=="string"&&Array.isArray(n.columns))||g(t,`kind \`${e.name}\`: malformed \`tables\``),La(e.headlines,n=>typeof n.title=="string")||g(t,`kind \`${e.name}\`: malformed \`headlines\``),(!Array.isArray(e.views)||!e.views.every(n=>typeof n=="string"))&&g(t,`kind \`${e.name}\`: malformed \`views\``);return r}function wi(r,t="table"){let e=r.split(/\r?\n/,1)[0];return(e===""||/^\s*[[{<]/.test(e))&&g(t,"not a CSV table"),r}var Sv="TBFC",Xc=2,kv=["columns","states"],xi=8,yi=12,Yc={f64:8,dec:4,u32:4,u8:1,codes:1,json:1},Rv=new Uint8Array(new Uint16Array([1]).buffer)[0]===1;function ep(r,t,e=Rv){r.byteLength<yi&&g(t,`columnar answer of ${r.byteLength} bytes: shorter than its preamble`);let n=new Uint8Array(r);String.fromCharCode(n[0],n[1],n[2],n[3])!==Sv&&g(t,"not a columnar answer (no TBFC magic)");let s=new DataView(r,0,yi),i=s.getUint32(4,!0);i!==Xc&&g(t,`columnar version ${i}, expected ${Xc}`);let o=s.getUint32(8,!0),a=yi+o;a>r.byteLength&&g(t,`columnar header of ${o} bytes runs past the answer's ${r.byteLength}`),a%xi!==0&&g(t,`columnar buffers start at byte ${a}, not a multiple of ${xi}`);let l;try{l=JSON.parse(new TextDecoder("utf-8",{fatal:!0}).decode(n.subarray(yi,a)))}catch{g(t,"columnar header is not UTF-8 JSON")}S(l)||g(t,"columnar header is not an object");for(let u of kv){let p=l[u];if(p===void 0)continue;S(p)||g(t,`columnar \`${u}\` is not an object`);let m={};for(let[d,f]of Object.entries(p))m[d]=Tv(r,a,f,`${u} \`${d}\``,t,e);l[u]=m}return l}function Tv(r,t,e,n,s,i){S(e)||g(s,`${n}: no descriptor`);let{type:o,offset:a,bytes:l}=e;(typeof o!="string"||!Object.hasOwn(Yc,o))&&g(s,`${n}: unknown type ${JSON.stringify(o)}`);let u=o;(!Qc(a)||!Qc(l))&&g(s,`${n}: offset and bytes are not counts`),a%xi!==0&&g(s,`${n}: offset ${a} is not a multiple of ${xi}`);let p=t+a;p+l>r.byteLength&&g(s,`${n}: bytes ${a}..${a+l} run past the buffers' ${r.byteLength-t}`);let m=Yc[u];l%m!==0&&g(s,`${n}: ${l} bytes are not whole ${u} values`);let d=l/m;switch(u){case"f64":return i?new Float64Array(r,p,d):Ev(r,p,d);case"dec":return Pv(i?new Uint32Array(r,p,d):Zc(r,p,d),n,s);case"u32":return i?new Uint32Array(r,p,d):Zc(r,p,d);case"u8":return new Uint8Array(r,p,d);case"codes":{let f=e.values;Array.isArray(f)||g(s,`${n}: codes without their values`);let b=new Uint8Array(r,p,d),w=new Array(d);for(let y=0;y<d;y++){let x=b[y];x>=f.length&&g(s,`${n}: code ${x} of ${f.length} values`),w[y]=f[x]}return w}case"json":{let f;try{f=JSON.parse(new TextDecoder("utf-8",{fatal:!0}).decode(new Uint8Array(r,p,d)))}catch{g(s,`${n}: not UTF-8 JSON`)}return Array.isArray(f)||g(s,`${n}: not a JSON array`),f}}}var Jc=Array.from({length:23},(r,t)=>+`1e${t}`),Cv=4294967295;function Pv(r,t,e){let n=new Float64Array(r.length);for(let s=0;s<r.length;s++){let i=r[s];if(i===Cv){n[s]=NaN;continue}let o=(i>>>24&127)-64;(o<-22||o>22)&&g(e,`${t}: dec exponent ${o} out of range`);let a=i&16777215,l=o<0?a/Jc[-o]:a*Jc[o];n[s]=i>>>31?-l:l}return n}function Qc(r){return typeof r=="number"&&Number.isSafeInteger(r)&&r>=0}function Ev(r,t,e){let n=new DataView(r,t,e*8),s=new Float64Array(e);for(let i=0;i<e;i++)s[i]=n.getFloat64(i*8,!0);return s}function Zc(r,t,e){let n=new DataView(r,t,e*4),s=new Uint32Array(e);for(let i=0;i<e;i++)s[i]=n.getUint32(i*4,!0);return s}var Av=Symbol.for("tb-fairness.early-answers");function Dv(){let r=globalThis;return r[Av]??=new Map}function tp(r){let t=Dv(),e=t.get(r);return t.delete(r),e}function Ot(r,t){throw new Ae(`malformed response from ${r.split("?")[0]}: ${t}`,null,r)}function Wn(r){return typeof r=="object"&&r!==null&&!Array.isArray(r)}function rp(r){return Wn(r)&&typeof r.name=="string"&&r.name!==""&&typeof r.title=="string"&&typeof r.format=="string"}function np(r,t="runs"){Wn(r)||Ot(t,"not an object");let e=r.rows;(typeof e!="number"||!Number.isInteger(e)||e<0)&&Ot(t,"`rows` is not a count"),rp(r.bias)||Ot(t,"no `bias` headline"),r.performance!==null&&r.performance!==void 0&&!rp(r.performance)&&Ot(t,"a malformed `performance` headline"),(!Array.isArray(r.hparams)||!r.hparams.every(l=>typeof l=="string"))&&Ot(t,"no `hparams`"),Wn(r.columns)||Ot(t,"no `columns`");let n=r.columns,s=r.bias.name,i=Wn(r.performance)?r.performance.name:null,o=["run","step","pareto",s,...i?[i]:[],...r.hparams.map(l=>`hparam/${l}`)];for(let l of o){let u=n[l];(!Array.isArray(u)||u.length!==e)&&Ot(t,`column \`${l}\` does not have ${e} rows`)}n.run.every(l=>typeof l=="string")||Ot(t,"a run that is not a name"),r.skipped!==void 0&&!Array.isArray(r.skipped)&&Ot(t,"malformed `skipped`");let a=(r.skipped??[]).filter(Wn).map(l=>({run:String(l.run??""),tag:String(l.tag??""),reason:String(l.reason??"")}));return{...r,performance:r.performance??null,skipped:a}}var sp=["slice","size","value","error_rate","rest","gap","lower","upper","q_value","significant","folded","score"];function qn(r){return r==null||typeof r=="number"}function ip(r,t="slices"){if(S(r)||g(t,"not an object"),r.available===!1)return typeof r.reason!="string"&&g(t,"no `reason` for a report without slices"),{available:!1,reason:r.reason,rows:0};r.available!==!0&&g(t,"no `available`");let e=r.rows;(typeof e!="number"||!Number.isInteger(e)||e<0)&&g(t,"`rows` is not a count"),(typeof r.metric!="string"||typeof r.scoring!="string")&&g(t,"no `metric` or `scoring`"),typeof r.higher_is_worse!="boolean"&&g(t,"no `higher_is_worse`");for(let s of["min_size","max_level","evaluated","level","fdr"])typeof r[s]!="number"&&g(t,`\`${s}\` is not a number`);(!qn(r.overall)||!qn(r.alpha))&&g(t,"`overall` or `alpha` is not a number or null"),(!Array.isArray(r.attributes)||!r.attributes.every(s=>typeof s=="string"))&&g(t,"`attributes` are not names"),S(r.columns)||g(t,"no `columns`");let n=r.columns;Ve(t,n,sp,e,"row"),n.slice.every(s=>typeof s=="string")||g(t,"a `slice` that is not text");for(let s of sp)s==="slice"||s==="significant"||n[s].every(qn)||g(t,`column \`${s}\` holds a value that is not a number or null`);Ve(t,r,["predicates"],e,"row");for(let s of r.predicates)(!Array.isArray(s)||!s.every(i=>S(i)&&typeof i.attribute=="string"&&typeof i.value=="string"))&&g(t,"a malformed `predicates` entry");return r}function op(r,t="slice_trend"){S(r)||g(t,"not an object"),(typeof r.slice!="string"||typeof r.level!="number")&&g(t,"no `slice` or `level`"),Array.isArray(r.series)||g(t,"no `series`");for(let e of r.series){(!S(e)||typeof e.run!="string"||!Array.isArray(e.points))&&g(t,"a malformed `series` entry");for(let s of e.points){(!S(s)||typeof s.step!="number")&&g(t,"a point without a step");for(let i of["size","value","rest","gap","gap_lower","gap_upper","harm"])qn(s[i])||g(t,`a point's \`${i}\` is not a number or null`)}let n=e.first_worse;if(n!=null){S(n)||g(t,"a malformed `first_worse`");for(let s of["step","vs_step","value","vs_value","change","lower","upper","level","p_value","threshold","pairs"])typeof n[s]!="number"&&g(t,`\`first_worse.${s}\` is not a number`)}}return Array.isArray(r.skipped)||g(t,"no `skipped`"),r}var Mv=["size_a","value_a","gap_a","lower_a","upper_a","size_b","value_b","gap_b","lower_b","upper_b","change","lower","upper","p_value","q_value"];function ap(r,t="slice_diff"){if(S(r)||g(t,"not an object"),r.available===!1)return typeof r.reason!="string"&&g(t,"no `reason` for reports without slices"),{available:!1,reason:r.reason,rows:0};r.available!==!0&&g(t,"no `available`"),(typeof r.tag!="string"||typeof r.metric!="string")&&g(t,"no `tag` or `metric`");for(let e of["a","b"]){let n=r[e];(!S(n)||typeof n.run!="string"||typeof n.step!="number")&&g(t,`\`${e}\` is not a run and a step`)}typeof r.higher_is_worse!="boolean"&&g(t,"no `higher_is_worse`");for(let e of["level","fdr","max_level","min_size","k"])typeof r[e]!="number"&&g(t,`\`${e}\` is not a number`);for(let e of["appeared","worsened"]){let n=r[e];(typeof n!="number"||!Number.isInteger(n)||n<0)&&g(t,`\`${e}\` is not a count`)}r.class_name!==void 0&&r.class_name!==null&&typeof r.class_name!="string"&&g(t,"`class_name` is not text"),r.label!==void 0&&typeof r.label!="string"&&g(t,"`label` is not text"),r.threshold!==void 0&&typeof r.threshold!="number"&&g(t,"`threshold` is not a number"),Array.isArray(r.rows)||g(t,"no `rows`");for(let e of r.rows){(!S(e)||typeof e.slice!="string")&&g(t,"a row without a `slice`");for(let n of Mv)qn(e[n])||g(t,`a row's \`${n}\` is not a number or null`);Lt.includes(e.verdict)||g(t,`a row's \`verdict\` is not one of ${Lt.join(", ")}`),typeof e.appeared!="boolean"&&g(t,"a row's `appeared` is not true or false")}return r}function et(r){let t=new URLSearchParams;for(let[e,n]of Object.entries(r))n!==null&&t.set(e,String(n));return t.toString()}function Lv(r,t=""){return t?`${r}/${t}`:r}function cp(r,t,e){return Lv(r,t)+"?"+et(e)}function pp(r,t,e){return cp(r,t,{...e,format:"columnar"})}function dp(r){return"diff?"+et({...r.options,tag:r.tag,run:r.run,step:r.step,vs_run:r.vs_run,vs_step:r.vs_step})}function Ov(r){return dp(r)+"&format=csv"}function Nv(r){let t=new URLSearchParams(et({...r.options,tag:r.tag,key:r.key}));for(let e of r.runs)t.append("run",e);return"row_trend?"+t.toString()}function Iv(r){let t=new URLSearchParams(et({...r.options,tag:r.tag,slice:r.slice}));for(let e of r.runs)t.append("run",e);return"slice_trend?"+t.toString()}function Kv(r){return"slice_diff?"+et({...r.options,tag:r.tag,run:r.run,step:r.step,vs_run:r.vs_run,vs_step:r.vs_step})}function zv(r){let t=new URLSearchParams(et({...r.options,tag:r.tag}));for(let e of r.runs)t.append("run",e);return"trend?"+t.toString()}function lp(r,t="json"){return"runs?"+et({...r.options,tag:r.tag,step:r.step,format:t==="csv"?"csv":null})}var Bv="fairness:runs-response";function Vv(r){return"values?"+et({run:r.run,tag:r.tag,step:r.step})}function Hv(r){let t={vs_run:r.vs?.run??null,vs_step:r.vs?.step??null};return"row?"+et({...r.options,tag:r.tag,run:r.run,step:r.step,key:r.key,...t})}function up(r,t="csv"){return"table?"+et({run:r.run,tag:r.tag,step:r.step,format:t,table:r.table,...r.options})}var De=class{constructor(t){this.fetchFn=t??((e,n)=>tp(e)??globalThis.fetch(e,n))}async get(t,e){let n;try{n=await this.fetchFn(t,{signal:e})}catch(s){throw e?.aborted?s:new Ae(`cannot reach TensorBoard (${s instanceof Error?s.message:String(s)})`,null,t)}if(!n.ok){let s="";try{s=(await n.text()).trim()}catch{}throw new Ae(s||`${n.status} ${n.statusText}`.trim(),n.status,t)}return n}async getBody(t,e,n,s,i){let o=await this.get(t,s);i&&typeof performance<"u"&&performance.mark&&performance.mark(i);try{return await e(o)}catch(a){throw s?.aborted?a:new Ae(`malformed response from ${t.split("?")[0]}: ${n}`,o.status,t)}}getJson(t,e,n){return this.getBody(t,s=>s.json(),"not JSON",e,n)}async getText(t,e){let n=await this.get(t,e);try{return await n.text()}catch(s){throw e?.aborted?s:new Ae(`malformed response from ${t.split("?")[0]}: unreadable`,n.status,t)}}async tags(t){let e="tags";return Uc(await this.getJson(e,t),e)}async kinds(t){let e="kinds";return Gc(await this.getJson(e,t),e)}async steps(t,e,n){let s="steps?"+et({run:t,tag:e});return Wc(await this.getJson(s,n),s)}async view(t,e,n,s,i,o){let a=cp(t,e,n);return s(await this.getJson(a,i,o),a)}async viewColumnar(t,e,n,s,i,o){let a=pp(t,e,n),l=await this.getBody(a,u=>u.arrayBuffer(),"unreadable",i,o);return s(ep(l,a),a)}async diff(t,e){let n=dp(t);return zc(await this.getJson(n,e),n)}async diffCsv(t,e){let n=Ov(t);return wi(await this.getText(n,e),n)}async trend(t,e){let n=zv(t);return Fc(await this.getJson(n,e),n)}async rowTrend(t,e){let n=Nv(t);return jc(await this.getJson(n,e),n)}async sliceTrend(t,e){let n=Iv(t);return op(await this.getJson(n,e),n)}async sliceDiff(t,e){let n=Kv(t);return ap(await this.getJson(n,e),n)}async values(t,e){let n=Vv(t);return qc(await this.getJson(n,e),n)}async row(t,e){let n=Hv(t);return Hc(await this.getJson(n,e),n)}async runs(t,e){let n=lp(t);return np(await this.getJson(n,e,Bv),n)}async runsCsv(t,e){let n=lp(t,"csv");return wi(await this.getText(n,e),n)}async tableJson(t,e){let n=up(t,"json");return Vc(await this.getJson(n,e),n)}async tableCsv(t,e){let n=up(t,"csv");return wi(await this.getText(n,e),n)}},E=Symbol("stale"),A=class{constructor(){this.generation=0;this.controller=null}async run(t){this.controller?.abort();let e=new AbortController;this.controller=e;let n=++this.generation;try{let s=await t(e.signal);return n===this.generation?s:E}catch(s){if(n!==this.generation||e.signal.aborted)return E;throw s}finally{this.controller===e&&(this.controller=null)}}cancel(){this.generation++,this.controller?.abort(),this.controller=null}};function hp(r,t){return r===null||t===null?null:r.kinds.find(e=>e.name===t)??null}function mp(r){return r?r.options.map(t=>t.name):[]}function U(r,t){return r?.options.find(e=>e.name===t)??null}function jv(r,t){return r?(t===null?r.tables[0]:r.tables.find(e=>e.name===t))??null:null}function fp(r,t){return r===null||U(r,"table")!==null?t:null}function He(r,t,e){let n=jv(r,t),s=n?`${n.name}: ${n.title}`:t??"default",i=e===null?"All rows":`All ${e} row${e===1?"":"s"}`,o=n?`; columns ${n.columns.join(",")}`:"";return`${i} as CSV (the export's table ${s}${o})`}function wr(r){return r==="lower"?"lower is better":r==="higher"?"higher is better":""}function Fr(r,t){let e=U(r,t)?.default;return typeof e=="number"&&Number.isFinite(e)||typeof e=="string"?e:null}function W(r,t){let e=Fr(r,t);return typeof e=="number"?e:null}function at(r,t){let e=Fr(r,t);return typeof e=="string"?e:null}function lt(r,t,e=null){let n=U(r,t);return n?.type==="choice"?yr(n,e):[]}function yr(r,t){let e=r.table_only??{};return(r.choices??[]).filter(n=>e[n]===void 0||t!==null&&e[n].includes(t))}function j(r,t,e){let n=U(r,t);if(n===null||e===null||e===void 0)return!1;switch(n.type){case"str":return typeof e=="string";case"choice":return typeof e=="string"&&(n.choices??[]).includes(e);case"float":if(typeof e!="number"||!Number.isFinite(e))return!1;break;case"int":if(typeof e!="number"||!Number.isSafeInteger(e))return!1;break;default:return!1}return!(n.minimum!==null&&!(n.minimum_open?e>n.minimum:e>=n.minimum)||n.maximum!==null&&!(n.maximum_open?e<n.maximum:e<=n.maximum))}function ce(r,t,e){return j(r,t,e)?e:W(r,t)}function tt(r,t,e){return e!==void 0&&j(r,t,e)?e:at(r,t)}function $i(r){if(r===0)return"0";let t=Math.floor(Math.log10(Math.abs(r)));if(t<-4||t>=6){let[e,n]=r.toExponential(5).split("e");return`${e.includes(".")?e.replace(/\.?0+$/,""):e}e${n[0]}${n.slice(1).padStart(2,"0")}`}return String(Number(r.toPrecision(6)))}function xr(r,t){let e=U(r,t);if(e===null)return"";if(e.type==="choice")return`one of ${(e.choices??[]).join(", ")}`;if(e.type!=="float"&&e.type!=="int")return"a string";if(e.minimum===null&&e.maximum===null)return"a number";let n=e.type==="int"?"a whole number":"a number";return e.minimum!==null&&e.maximum!==null?`${n} in ${e.minimum_open?"(":"["}${$i(e.minimum)}, ${$i(e.maximum)}${e.maximum_open?")":"]"}`:e.minimum!==null?`${n} ${e.minimum_open?">":">="} ${$i(e.minimum)}`:`${n} ${e.maximum_open?"<":"<="} ${$i(e.maximum)}`}function L(r,t,e){return U(r,t)?.title||e||t.replace(/_/g," ")}function D(r,t,e=""){let n=U(r,t);if(n===null)return e;let s=n.type==="str"?"":` Takes ${xr(r,t)}.`,i=n.help.replace(/\.$/,"");return`${n.name} (--${n.name.replace(/_/g,"-")}): ${i}.${s}${e?` ${e}`:""}`}var V="fairness_";function F(r){let t=new Map;for(let[e,n]of r)e.startsWith(V)&&t.set(e.slice(V.length),n);return t}function O(r){if(r===void 0||r.trim()==="")return null;let t=Number(r);return Number.isFinite(t)?t:null}function Ur(r){let t=O(r);return t!==null&&Number.isSafeInteger(t)&&t>=0?t:null}function P(r,t,e){e!==null&&e!==""&&r.push([V+t,String(e)])}function Y(r,t,e,n,s=t){e!==Fr(n,s)&&P(r,t,e)}function ut(r){if(r==="")return{regex:null,error:null};try{return{regex:new RegExp(r,"i"),error:null}}catch(t){return{regex:null,error:t instanceof Error?t.message:String(t)}}}function gp(r,t,e){if(e===null)return t;let n=new Int32Array(t.length),s=0;for(let i=0;i<t.length;i++){let o=t[i];e.lastIndex=0,e.test(r[o])&&(n[s++]=o)}return n.slice(0,s)}var $r={run:"run",tag:"tag",step:"step"},Fv=new Set(Object.values($r).map(r=>V+r));function bp(r){let t=[];return P(t,$r.run,r.run),P(t,$r.tag,r.tag),P(t,$r.step,r.step),t}function vp(r){let t=F(r),e=n=>{let s=t.get(n);return s===void 0||s===""?null:s};return{run:e($r.run),tag:e($r.tag),step:Ur(t.get($r.step))}}function wp(r){let t=[];for(let[e,n]of r)e.startsWith(V)&&!Fv.has(e)&&t.push([e,n]);return t}function Oa(r,t){let e=[];for(let n of Object.keys(r).sort()){let s=Object.keys(r[n]).filter(i=>t.includes(r[n][i].kind)).sort();s.length&&e.push({run:n,tags:s})}return e}function Na(r,t){let e=new Set;for(let n of Object.values(r))for(let s of Object.values(n))t.includes(s.kind)||e.add(s.kind);return[...e].sort()}function Uv(r){return r.reduce((t,e)=>e.tags.length>t.tags.length?e:t,r[0])}function _i(r,t){if(t.length===0)return null;let e=r.run===null&&r.tag!==null?t.find(i=>i.tags.includes(r.tag)):void 0;if(e)return{ref:{...r,run:e.run},moved:!1};let n=t.find(i=>i.run===r.run)??(r.run===null&&r.tag===null?Uv(t):t[0]),s=r.tag!==null&&n.tags.includes(r.tag)?r.tag:n.tags[0];return n.run===r.run&&s===r.tag?{ref:r,moved:!1}:r.run===null&&r.tag===null?{ref:{...r,run:n.run,tag:s},moved:!1}:{ref:{run:n.run,tag:s,step:null},moved:!0}}function yp(r,t){return t.run===null||t.tag===null?null:r[t.run]?.[t.tag]?.kind??null}function xp(r,t){return t===null?null:r.find(e=>e.kind===t)??null}function $p(r){try{return decodeURIComponent(r)}catch{return r}}function _p(r){let t=r.startsWith("#")?r.slice(1):r;return t===""?[]:t.split("&").map(e=>{let n=e.indexOf("=");return n<0?{raw:e,key:null,value:null}:{raw:e,key:$p(e.slice(0,n)),value:$p(e.slice(n+1))}})}function Wv(r){let t=[];for(let e of _p(r))e.key!==null&&e.value!==null&&t.push([e.key,e.value]);return t}function qv(r,t,e){let n=_p(r).filter(o=>o.key===null||!o.key.startsWith(t)).map(o=>o.raw),s=e.map(([o,a])=>`${encodeURIComponent(o)}=${encodeURIComponent(a)}`),i=[...n,...s];return i.length?"#"+i.join("&"):""}function Sp(){try{let r=window.parent;if(r!==window)return r.location.hash,r}catch{}return window}function kp(){return Wv(Sp().location.hash)}function Rp(r,t){let e=Sp(),n=e.location.hash,s=qv(n,r,t);if(s===n||s===""&&n==="#")return;let i=new URL(e.location.href);i.hash=s,e.history.replaceState(e.history.state,"",i.href)}function Tp(r){return/^[=+\-@\t\r]/.test(r)?"'"+r:r}function Ia(r){let t=Tp(r);return/[",\r\n]/.test(t)?'"'+t.replace(/"/g,'""')+'"':t}function Si(r){return typeof r=="number"&&Number.isFinite(r)?String(r):""}function ge(r){return(r.filter(e=>e!==null&&e!=="").map(e=>String(e).replace(/[^A-Za-z0-9._-]+/g,"_")).join("__")||"fairness")+".csv"}function Gv(r){let t=[],e=[],n="",s=!1;for(let i=0;i<r.length;i++){let o=r[i];s?o!=='"'?n+=o:r[i+1]==='"'?(n+='"',i++):s=!1:o==='"'?s=!0:o===","?(e.push(n),n=""):o===`
`||o==="\r"?(o==="\r"&&r[i+1]===`
`&&i++,e.push(n),t.push(e),e=[],n=""):n+=o}return(n!==""||e.length)&&(e.push(n),t.push(e)),t}function ki(r,t,e){let[n,...s]=Gv(r),i=n?n.indexOf(t):-1;if(i<0)return null;let o=new Map;for(let p of s){let m=o.get(p[i])??[];m.push(p),o.set(p[i],m)}let a=p=>/[",\r\n]/.test(p)?'"'+p.replace(/"/g,'""')+'"':p,l=p=>p.map(a).join(","),u=[l(n)];for(let p of e)for(let m of o.get(Tp(p))??[])u.push(l(m));return u.join(`
`)+`
`}var Ri=["label","count","count_a","count_b","value_a","value_b","gap","bound","p_value"],Ti=["value_a","value_b","gap"],Cp=["label","count","count_a","count_b","value_a","value_b","gap","lower","upper","p_value","bound","significant","insufficient"],Pp=["mde","more_examples","underpowered"];function Ka(r,t){return(Array.isArray(r)||ArrayBuffer.isView(r)&&!(r instanceof DataView))&&r.length===t}function Wr(r){return typeof r=="number"&&Number.isInteger(r)&&r>=0}function Ci(r,t="view route"){S(r)||g(t,"not an object");let e=r.rows;Wr(e)||g(t,"`rows` is not a count"),(!S(r.columns)||!S(r.states))&&g(t,"no `columns` or `states`");let n=r.columns,s=r.states;for(let o of Cp)Ka(n[o],e)||g(t,`column \`${o}\` does not have ${e} rows`);Array.isArray(n.label)||g(t,"column `label` is not a list of names");for(let o of Pp)n[o]!==void 0&&!Ka(n[o],e)&&g(t,`column \`${o}\` does not have ${e} rows`);for(let o of Ti){let a=s[o];(!Array.isArray(a)||a.length!==e)&&g(t,`states \`${o}\` does not have ${e} rows`)}(!Array.isArray(r.identities)||!Array.isArray(r.metrics))&&g(t,"no `identities` or `metrics`");for(let o of["tested","low_power"])Wr(r[o])||g(t,`\`${o}\` is not a count`);let i=r.domain;return(!Array.isArray(i)||i.length!==2||!i.every(o=>typeof o=="number"&&Number.isFinite(o)))&&g(t,"`domain` is not two numbers"),r.window!==void 0&&(Ka(n.row,e)||g(t,`column \`row\` does not have ${e} rows`),Qv(r.window,t)),r}var Xv=["total","matched","offset","limit","k"],Yv=["k","top_shown","all_shown","zero"],Jv=["pos_inf","neg_inf","undefined"];function Qv(r,t){S(r)||g(t,"`window` is not an object");for(let s of Xv)Wr(r[s])||g(t,`\`window.${s}\` is not a count`);(!Ri.includes(r.sort)||r.dir!=="asc"&&r.dir!=="desc"||typeof r.q!="string")&&g(t,"`window` has no sort, direction or search");let e=r.histogram;(!S(e)||!Wr(e.finite)||!S(e.non_finite)||!Jv.every(s=>Wr(e.non_finite[s])))&&g(t,"`window.histogram` is not a histogram"),Ep(e.bins,["x0","x1","count"],"window.histogram",t);let n=r.count_distribution;(!S(n)||!Yv.every(s=>Wr(n[s])))&&g(t,"`window.count_distribution` is not a distribution");for(let s of["top_median","all_median"])n[s]!==null&&typeof n[s]!="number"&&g(t,`\`window.count_distribution.${s}\` is not a number`);Ep(n.bins,["x0","x1","top","all"],"window.count_distribution",t)}function Ep(r,t,e,n){(!Array.isArray(r)||!r.every(s=>S(s)&&t.every(i=>typeof s[i]=="number")))&&g(n,`\`${e}.bins\` are not bins`)}var Ap="fairness:associations-response";function Dp(r){return{run:r.run,tag:r.tag,step:r.step,metric:r.metric,a:r.a,b:r.b,level:r.level??null,fdr:r.fdr??null,min_count:r.min_count??null,rank_by:r.rank_by??null}}var za=["auto","all","compact"],Gn=100,Pi=[.9,.95,.99],Mp=Object.freeze({a:null,b:null,sort:"gap",dir:"desc",search:"",gap:[null,null],count:[null,null],topK:Gn,minCount:null,significantOnly:!1,columns:"auto"});function Ei(r){let t=Lp(at(r,"rank_by")??void 0,r);return{...Mp,gap:[null,null],count:[null,null],metric:at(r,"metric"),rankBy:t,sort:_r(t),level:W(r,"level"),fdr:W(r,"fdr")}}function Ba(r){return r==="label"||r==="p_value"?"asc":"desc"}function _r(r){return r==="bound"?"bound":"gap"}var I={metric:"metric",a:"a",b:"b",sort:"sort",dir:"dir",search:"q",gapMin:"gap_min",gapMax:"gap_max",countMin:"count_min",countMax:"count_max",topK:"k",rankBy:"rank_by",level:"level",fdr:"fdr",minCount:"min_count",significantOnly:"significant",columns:"cols"};function Va(r,t){let e=[],n=(s,i)=>P(e,s,i);return Y(e,I.metric,r.metric,t),n(I.a,r.a),n(I.b,r.b),Y(e,I.rankBy,r.rankBy,t),Y(e,I.level,r.level,t),Y(e,I.fdr,r.fdr,t),r.minCount!==null&&n(I.minCount,r.minCount),r.significantOnly&&n(I.significantOnly,1),(r.sort!==_r(r.rankBy)||r.dir!=="desc")&&(n(I.sort,r.sort),n(I.dir,r.dir)),n(I.search,r.search),n(I.gapMin,r.gap[0]),n(I.gapMax,r.gap[1]),n(I.countMin,r.count[0]),n(I.countMax,r.count[1]),r.topK!==Gn&&n(I.topK,r.topK),r.columns!==Mp.columns&&n(I.columns,r.columns),e}var Zv="gap";function Lp(r,t){let e=r===Zv?"signed":r;return j(t,"rank_by",e)?e:null}function ew(r){let t=O(r);return t!==null&&Number.isSafeInteger(t)&&t>=1?t:Gn}function Ha(r,t){let e=F(r),n=l=>{let u=e.get(l);return u===void 0||u===""?null:u},s=Ei(t);s.metric=tt(t,"metric",n(I.metric)),s.a=n(I.a),s.b=n(I.b),s.rankBy=Lp(e.get(I.rankBy),t)??s.rankBy,s.sort=_r(s.rankBy),s.level=ce(t,"level",O(e.get(I.level))),s.fdr=ce(t,"fdr",O(e.get(I.fdr)));let i=O(e.get(I.minCount));j(t,"min_count",i)&&(s.minCount=i),s.significantOnly=e.get(I.significantOnly)==="1";let o=e.get(I.sort);if(o!==void 0&&Ri.includes(o)){s.sort=o;let l=e.get(I.dir);s.dir=l==="asc"||l==="desc"?l:Ba(s.sort)}s.search=e.get(I.search)??"",s.gap=[O(e.get(I.gapMin)),O(e.get(I.gapMax))],s.count=[O(e.get(I.countMin)),O(e.get(I.countMax))],s.topK=ew(e.get(I.topK));let a=e.get(I.columns);return za.includes(a)&&(s.columns=a),s}function Ai(r){let t={metric:r.metric,a:r.a};return r.b!==null&&(t.b=r.b),t.rank_by=r.rank_by,t.min_count=String(r.min_count),t.level=String(r.level),t.fdr=String(r.fdr),t}function ja(r){return Ti.includes(r)}function qr(r,t,e){let n=r.columns[t][e];if(typeof n=="number"&&Number.isFinite(n))return n;let s=ja(t)?r.states[t]?.[e]:null;return s==="+inf"?1/0:s==="-inf"?-1/0:NaN}function tw(r,t){let e=new Float64Array(r.rows),n=r.columns[t],s=ja(t)?r.states[t]:null;for(let i=0;i<e.length;i++){let o=n[i];if(typeof o=="number"&&Number.isFinite(o)){e[i]=o;continue}let a=s===null?null:s[i];e[i]=a==="+inf"?1/0:a==="-inf"?-1/0:NaN}return e}function rw(r){let t=new Int32Array(r);for(let e=0;e<r;e++)t[e]=e;return t}function Fa(r,t,e){let n=e==="asc";if(t==="label"){let a=r.columns.label;for(let l=1;l<r.rows;l++)if(n?a[l-1]>a[l]:a[l-1]<a[l])return!1;return!0}let s=r.columns[t],i=ja(t)?r.states[t]:null,o=NaN;for(let a=0;a<r.rows;a++){let l=s[a],u;if(typeof l=="number"&&Number.isFinite(l))u=l;else{let p=i===null?null:i[a];u=p==="+inf"?1/0:p==="-inf"?-1/0:NaN}if(Number.isNaN(u)){o=NaN;continue}if(a>0&&(Number.isNaN(o)||(n?o>u:o<u)))return!1;o=u}return!0}function Kp(r,t,e){let n=rw(r.rows);if(Fa(r,t,e))return n;let s=e==="asc"?1:-1;if(t==="label"){let o=r.columns.label;return n.sort((a,l)=>{let u=o[a],p=o[l];return u<p?-s:u>p?s:a-l}),n}let i=tw(r,t);return n.sort((o,a)=>{let l=i[o],u=i[a],p=Number.isNaN(l),m=Number.isNaN(u);return p||m?p&&m?o-a:p?1:-1:l<u?-s:l>u?s:o-a}),n}function Op(r,[t,e]){return t===null&&e===null?!0:Number.isNaN(r)?!1:(t===null||r>=t)&&(e===null||r<=e)}function Np([r,t]){return r!==null||t!==null}function Ip(r){return!/[\\^$.|?*+()[\]{}]/.test(r)}function nw(r,t){return r!==""&&Ip(r)&&Ip(t)&&t.includes(r)}var sw=32,Di=class{constructor(t,e){this.kept=new Map;this.all=null;this.order=e;let n=t.columns.label;if(e===null){this.labels=n;return}this.labels=new Array(e.length);for(let s=0;s<e.length;s++)this.labels[s]=n[e[s]]}positions(t,e){let n=this.kept.get(t);if(n)return this.kept.delete(t),this.kept.set(t,n),n;let s=null;for(let[u,p]of this.kept)(s===null||p.length<s.length)&&nw(u,t)&&(s=p);let i=this.labels,o,a=0;if(e.lastIndex=0,s===null){o=new Int32Array(i.length);for(let u=0;u<i.length;u++)e.test(i[u])&&(o[a++]=u)}else{o=new Int32Array(s.length);for(let u=0;u<s.length;u++){let p=s[u];e.test(i[p])&&(o[a++]=p)}}let l=o.slice(0,a);return this.kept.size>=sw&&this.kept.delete(this.kept.keys().next().value),this.kept.set(t,l),l}rows(t,e,n,s){let{gap:i,count:o}=s,a=s.significantOnly===!0,l=Np(i)||Np(o)||a,u=this.order,p=this.labels.length;if(e===null&&!l){if(this.all===null){this.all=new Array(p);for(let b=0;b<p;b++)this.all[b]=u===null?b:u[b]}return this.all}if(e===null){let b=new Array(p),w=0;for(let y=0;y<p;y++){let x=u===null?y:u[y];this.keep(n,x,i,o,a)&&(b[w++]=x)}return b.length=w,b}let m=this.positions(t,e),d=new Array(m.length);if(!l){for(let b=0;b<m.length;b++)d[b]=u===null?m[b]:u[m[b]];return d}let f=0;for(let b=0;b<m.length;b++){let w=u===null?m[b]:u[m[b]];this.keep(n,w,i,o,a)&&(d[f++]=w)}return d.length=f,d}keep(t,e,n,s,i){return Op(qr(t,"gap",e),n)&&Op(qr(t,"count",e),s)&&(!i||!!t.columns.significant[e])}};function zp(r,t){if(r===t)return!0;if(r.length!==t.length)return!1;for(let e=0;e<r.length;e++)if(r[e]!==t[e])return!1;return!0}function iw(r){return String(Number(r.toPrecision(4)))}function re(r){return`significant after Benjamini\u2013Hochberg at ${r===null?"the server's FDR":`FDR q = ${iw(r)}`}`}function Wt(r){let t=0;for(let e=0;e<r.length;e++){let n=r[e];typeof n=="number"&&Number.isFinite(n)&&t++}return t}function Gr(r){let t=r.units??`${r.unit}s`,e=r.tested===null?`${r.significant} ${r.significant===1?r.unit:t}`:`${r.significant} of ${r.tested} ${r.tested===1?r.unit:t} with a p-value`;return`\u2605 ${re(r.q)} (${e})${r.what?`; ${r.what}`:""}`}var ow=new Intl.NumberFormat("en-US",{maximumFractionDigits:0});function B(r){return typeof r=="number"&&Number.isFinite(r)}function Xn(r){return typeof r=="number"&&Number.isFinite(r)?r:null}function v(r){return typeof r=="number"&&Number.isFinite(r)?ow.format(r):""}function K(r){if(r===0)return"0";let t=Math.abs(r),e;if(t>=1e-4&&t<1e6)e=String(Number(r.toPrecision(4)));else{let[n,s]=r.toExponential(3).split("e");e=`${String(Number(n))}e${Number(s)}`}return e.replace(/^-/,"\u2212").replace(/e-/,"e\u2212")}var aw={"+inf":"+\u221E","-inf":"\u2212\u221E",undefined:"undefined"},lw={"+inf":"Positive infinity: the metric diverges for this label (for example ln of a ratio with a zero denominator). Sorted above every finite value.","-inf":"Negative infinity: the metric diverges for this label (for example ln 0 when the identity and the label never co-occur). Sorted below every finite value.",undefined:"Undefined: the metric has no value for this label (for example 0/0, or nPMI when p = 1). Sorted last in both directions and left out of the gap histogram."};function Mi(r,t){if(typeof r=="number"&&Number.isFinite(r))return{text:K(r),state:null,title:String(r)};let e=t==="+inf"||t==="-inf"?t:"undefined";return{text:aw[e],state:e,title:lw[e]}}function qt(r){if(!Number.isFinite(r))return"";let t=new Date(r*1e3),e=n=>String(n).padStart(2,"0");return`${t.getFullYear()}-${e(t.getMonth()+1)}-${e(t.getDate())} ${e(t.getHours())}:${e(t.getMinutes())}`}function q(r){return typeof r=="number"&&Number.isFinite(r)?`${(r*100).toFixed(1)}%`:""}function N(r){return(r*100).toFixed(1).replace(/^-/,"\u2212")}function Gt(r){return typeof r!="number"||!Number.isFinite(r)?"":`${N(r)} pp`}function Nt(r,t=3){return typeof r!="number"||!Number.isFinite(r)?"":r.toFixed(t).replace(/^-/,"\u2212")}function ee(r){if(typeof r!="number"||!Number.isFinite(r))return"";if(r<1e-6)return"<1e\u22126";if(r<.001){let[t,e]=r.toExponential(1).split("e");return uw(`${Number(t)}e${Number(e)}`)}return String(Number(r.toPrecision(2)))}function Xt(r){let t=ee(r);return t.startsWith("<")?`p${t}`:`p=${t}`}function uw(r){return r.replace(/^-/,"\u2212").replace(/e-/,"e\u2212")}function ne(r,t,e){return`${r}${t===r?"":` (${t})`}: ${e}`}function xe(r,t,e=`${t}s`){return r===1?t:e}function Me(r,t,e=`${t}s`){return`${v(r)} ${xe(r,t,e)}`}function Xr(r){return`${Number((r*100).toPrecision(3))}%`}function Yr(r){return r===null||!Number.isFinite(r)?r===1/0?"none":"\u2014":`${N(r)} pp`}function ct(r,t,e="examples of this group",n=Yr){let s=r.mde===1/0?"cannot see any gap":`sees a gap of ${n(r.mde)} or more`,i=r.more!==null&&Number.isFinite(r.more)&&r.more>0?` About ${v(Math.ceil(r.more))} more ${e} would see ${n(t.minGap)}.`:"";return`Low power: this test ${s} (${Xr(t.power)} power at the ${Xr(t.level)} level), larger than the smallest gap that matters (${n(t.minGap)}): no significant gap here does not mean there is none.${i}`}function Ie(r){return typeof r.power=="number"&&typeof r.min_gap=="number"?{power:r.power,minGap:r.min_gap,level:r.level}:null}function Yt(r,t,e,n="cell",s=Yr){if(e===null||r===0)return"";let i=t===1?n:`${n}s`;return`low power: ${v(r)} of ${v(t)} ${i} with a p-value could not have seen a gap of ${s(e.minGap)} (${Xr(e.power)} power at the ${Xr(e.level)} level), so their missing \u2605 is not a finding`}function Bp(r,t,e=Yr){return`This test detects gaps of ${e(r)} or more (${Xr(t.power)} power at the ${Xr(t.level)} level)`}function Jr(r,t,e,n){let{a:s,b:i,metric:o}=t,a=t.metricTitle?`${t.metricTitle}, `:"the metric ",l=(u,p,m)=>({name:u,sub:p,title:ne(u,r,m)});switch(r){case"label":return l("label","","the predicted label y");case"count":return l("count","c(y)","c(y), the examples where the label is predicted");case"count_a":return l("with A",s,`c(a, y), the examples with identity A (${s}) and the label`);case"count_b":return l("with B",i,`c(b, y), the examples with ${i==="rest"?"the other identities (B: rest)":`identity B (${i})`} and the label`);case"value_a":return l(`${o} A`,`${o}(${s})`,`${o}(${s}, y): ${a}for identity A and the label`);case"value_b":return l(`${o} B`,`${o}(${i})`,`${o}(${i}, y): ${a}for identity B and the label`);case"gap":return l("gap","A \u2212 B",`${o}(${s}, y) \u2212 ${o}(${i}, y)`);case"bound":return l("interval",`${pt(e)} \xB7 by bound`,`the gap's ${pt(e)} interval [lower, upper]; the dashed line is 0. Sorts by the conservative bound: the end of the interval nearest zero (0 when it holds 0), so large and certain gaps come first; undefined and insufficient rows last`);case"p_value":return l("p","gap = 0",'the two-sided p-value for "the gap is 0"; undefined and insufficient rows last');case"significant":return l("\u2605","",`significant after Benjamini-Hochberg at FDR ${pt(n)}`)}}function pt(r){return`${Number((r*100).toPrecision(4))}%`}function Vp(r){return r.replace(/^-/,"\u2212").replace(/e-/,"e\u2212")}function Yn(r){if(r===0)return"0";let t=Math.abs(r);if(t>=.001&&t<1e5)return Vp(String(Number(r.toPrecision(3))));let[e,n]=r.toExponential(2).split("e");return Vp(`${Number(e)}e${Number(n)}`)}function cw(r){return r==="dp"?Yr:t=>t===null||!Number.isFinite(t)?Yr(t):Yn(t)}function Jn(r){let t=Ie(r);return t===null?null:{settings:t,gapText:cw(r.metric)}}function pw(r,t){let e=r.p_value[t];return!!r.underpowered?.[t]&&!r.significant?.[t]&&typeof e=="number"&&Number.isFinite(e)}function dw(r,t){return`[${Yn(r)}, ${Yn(t)}]`}function Ua(r){return`Insufficient: label seen fewer than ${r} times (or an identity is)`}function Li(r,t,e,n=null){let s=r.columns,i=s.lower[t],o=s.upper[t],a=typeof i=="number"&&typeof o=="number"&&Number.isFinite(i)&&Number.isFinite(o),l=r.states.gap[t],u=typeof s.gap[t]=="number"&&Number.isFinite(s.gap[t]),p=M=>typeof M=="number"&&Number.isFinite(M),m=l==="+inf"&&p(i)?`[${Yn(i)}, +\u221E)`:l==="-inf"&&p(o)?`(\u2212\u221E, ${Yn(o)}]`:null,d=null;a||(m!==null?d="The gap is infinite (a count of zero): its interval is open on that side":l==="+inf"||l==="-inf"?d="Undefined: the gap is infinite, so it has no interval":u?d="Undefined: no variance (the standard error of the gap is zero or undefined)":d="Undefined: the gap itself is undefined");let f=!!s.insufficient[t],b=s.p_value[t],w=typeof b=="number"&&Number.isFinite(b),y,x;w?(y=ee(b),x=`p = ${b} (two-sided, for gap = 0)`):f?(y="\u2014",x=Ua(e)):d!==null?(y="undefined",x=d):(y="\u2014",x="No p-value");let T=s.bound[t];return{interval:a?[i,o]:null,intervalText:a?dw(i,o):m??"undefined",intervalReason:d,p:w?b:null,pText:y,pTitle:x,bound:typeof T=="number"&&Number.isFinite(T)?T:null,significant:!!s.significant[t],insufficient:f,lowPower:n!==null&&pw(s,t)?ct({mde:Xn(s.mde?.[t]),more:Xn(s.more_examples?.[t]),underpowered:!0},n.settings,"examples in the report (every identity in proportion)",n.gapText):null}}function Oi(r,t=hw(r)){let{tested:e,low:n}=t,s=i=>`${i} row${i===1?"":"s"}`;return{interval:`Whiskers: the gap's ${pt(r.level)} interval (delta method / Newcombe, see the docs)`,significance:Gr({q:r.fdr,significant:r.significant,tested:e,unit:"row"}),insufficient:`grey: insufficient (${s(r.insufficient)}: the label or an identity seen fewer than ${r.min_count} times; no p-value)`,overlap:r.overlap_known?null:"This report was written before version 2: intervals assume the identities never overlap",lowPower:mw(r,e,n)}}function hw(r){let{p_value:t,underpowered:e,significant:n}=r.columns,s=0,i=0;if(e===void 0){for(let o=0;o<r.rows;o++)Number.isFinite(t[o])&&s++;return{tested:s,low:i}}for(let o=0;o<r.rows;o++)Number.isFinite(t[o])&&(s++,e[o]&&!n?.[o]&&i++);return{tested:s,low:i}}function mw(r,t,e){let n=r.metric===void 0?null:Jn({metric:r.metric,power:r.power,min_gap:r.min_gap,level:r.level});return n===null||r.columns.underpowered===void 0?"":Yt(e,t,n.settings,"row",n.gapText)}function jp(r){return Math.min(40,Math.max(5,Math.ceil(Math.sqrt(r))))}function fw(r,t){if(r.length===0)return[];let e=1/0,n=-1/0;for(let o=0;o<r.length;o++){let a=r[o];a<e&&(e=a),a>n&&(n=a)}if(e===n)return[{x0:e-.5,x1:n+.5,count:r.length}];let s=(n-e)/t,i=[];for(let o=0;o<t;o++)i.push({x0:e+o*s,x1:o===t-1?n:e+(o+1)*s,count:0});for(let o=0;o<r.length;o++){let a=Math.min(t-1,Math.max(0,Math.floor((r[o]-e)/s)));i[a].count++}return i}function Wa(r,t,e){let n=new Float64Array(t.length),s=0,i={posInf:0,negInf:0,undefined:0};for(let a=0;a<t.length;a++){let l=qr(r,"gap",t[a]);Number.isFinite(l)?n[s++]=l:l===1/0?i.posInf++:l===-1/0?i.negInf++:i.undefined++}let o=n.subarray(0,s);return{bins:fw(o,e??jp(s)),finite:s,nonFinite:i}}function Hp(r){let t=r.length;return t===0?null:t%2?r[(t-1)/2]:(r[t/2-1]+r[t/2])/2}function Ni(r,t,e,n){let s=Math.min(Math.max(0,Math.floor(e)),t.length),i=new Float64Array(t.length),o=1/0,a=-1/0;for(let b=0;b<t.length;b++){let w=qr(r,"count",t[b]),y=w>0&&Number.isFinite(w)?Math.log10(w):NaN;i[b]=y,y<o&&(o=y),y>a&&(a=y)}let l=new Float64Array(t.length),u=new Float64Array(s),p=0,m=0,d=0;for(let b=0;b<t.length;b++){if(Number.isNaN(i[b])){b<s&&d++;continue}let w=qr(r,"count",t[b]);l[p++]=w,b<s&&(u[m++]=w)}let f=[];if(p){let b=o===a?1:n??Math.min(30,jp(p)),[w,y]=o===a?[o-.5,a+.5]:[o,a],x=(y-w)/b;for(let T=0;T<b;T++)f.push({x0:10**(w+T*x),x1:10**(T===b-1?y:w+(T+1)*x),top:0,all:0});for(let T=0;T<t.length;T++){let M=i[T];if(Number.isNaN(M))continue;let Q=Math.min(b-1,Math.max(0,Math.floor((M-w)/x)));f[Q].all++,T<s&&f[Q].top++}}return{bins:f,k:s,topShown:m,allShown:p,zero:d,topMedian:Hp(u.subarray(0,m).sort()),allMedian:Hp(l.subarray(0,p).sort())}}var qa=2e5,gw=2e4,Ii=500,Ki=1e4;function Fp(r,t,e=0,n=Ii){return{max_rows:gw,offset:e===0?null:e,limit:n===Ii?null:n,sort:r.sort===_r(r.rankBy)?null:r.sort,dir:r.dir==="desc"?null:r.dir,q:t===""?null:t,gap_min:r.gap[0],gap_max:r.gap[1],count_min:r.count[0],count_max:r.count[1],significant_only:r.significantOnly?1:null,k:r.topK===Gn?null:r.topK}}function Up(r){let t=r.histogram;return{bins:t.bins.map(e=>({x0:e.x0,x1:e.x1,count:e.count})),finite:t.finite,nonFinite:{posInf:t.non_finite.pos_inf,negInf:t.non_finite.neg_inf,undefined:t.non_finite.undefined}}}function Wp(r){let t=r.count_distribution;return{bins:t.bins.map(e=>({x0:e.x0,x1:e.x1,top:e.top,all:e.all})),k:t.k,topShown:t.top_shown,allShown:t.all_shown,zero:t.zero,topMedian:t.top_median,allMedian:t.all_median}}function qp(r){let t="^";for(let e of r){let n=e.charCodeAt(0),s=n>=48&&n<=57||n>=65&&n<=90||n>=97&&n<=122||e==="_";t+=e==="\0"?"\\x00":n<128&&!s?`\\${e}`:e}return`${t}$`}function Gp(r,t){if(r!==400)return null;let e=/^(?:Invalid argument: )?q: ([\s\S]*)$/.exec(t);return e===null?null:e[1]}function Xp(r){return r!==null&&r>Ki?`${v(r)} rows shown: narrow the search or the filters to ${v(Ki)} rows or fewer to download them`:"The rows the search and filters show, in their order, as CSV (the same columns and values as the full download)"}var Yp=["run","tag","step","wall_time","metric","a","b","level","fdr","min_count","rank_by","power","min_gap"];function Qn(r,t){return r.window!==void 0&&t.window!==void 0&&Qr(r,t)}function Qr(r,t){return Yp.every(e=>r[e]===t[e])}function Jp(r){return JSON.stringify(Yp.map(t=>r[t]))}function Qp(r){return r.window!==void 0&&r.window.total<=qa}var bw=180,zi=class{constructor(t){this.host=t;this.histogram=null;this.counts=null;this.timer=null;this.pending=null;t.addController(this)}hostDisconnected(){this.cancel()}now(t){this.cancel(),this.histogram=Wa(t.table,t.rows),this.counts=Ni(t.table,t.rows,t.k)}countsNow(t){this.counts=Ni(t.table,t.rows,t.k)}get drawn(){return this.histogram!==null}afterTyping(t){this.cancel(),this.timer=window.setTimeout(()=>{let e=t();e!==null&&(this.histogram=Wa(e.table,e.rows),this.host.requestUpdate(),this.timer=window.setTimeout(()=>{this.timer=null;let n=t();n!==null&&(this.counts=Ni(n.table,n.rows,n.k),this.host.requestUpdate())},0))},bw)}afterRows(t,e){e?this.cancel():this.clear(),this.pending=()=>{let n=t();n!==null&&this.now(n)}}windowAfterRows(t){this.clear(),this.pending=()=>this.fromWindow(t)}rowsPainted(){let t=this.pending;t!==null&&(this.pending=null,t(),this.host.requestUpdate())}fromWindow(t){this.cancel(),this.histogram=Up(t),this.counts=Wp(t)}clear(){this.cancel(),this.histogram=null,this.counts=null}cancel(){this.timer!==null&&clearTimeout(this.timer),this.timer=null,this.pending=null}};var dt={report:{attribute:!1},info:{attribute:!1},declaration:{attribute:!1},params:{attribute:!1}};function Zp(r,t){r.dispatchEvent(new CustomEvent("view-status",{detail:t,bubbles:!0,composed:!0}))}function G(r,t){r.dispatchEvent(new CustomEvent("view-params",{detail:t,bubbles:!0,composed:!0}))}function je(r,t){r.dispatchEvent(new CustomEvent("report-change",{detail:t,bubbles:!0,composed:!0}))}function pe(r){return r instanceof Error?r.message:String(r)}function Jt(r,t,e="text/csv;charset=utf-8"){let n=URL.createObjectURL(new Blob([r],{type:e})),s=document.createElement("a");s.href=n,s.download=t,s.rel="noopener",s.click(),setTimeout(()=>URL.revokeObjectURL(n),1e4)}var vw=400,Bi=class{constructor(t,e){this.host=t;this.params=e;this.timer=null;this.dirty=!1;this.flushPending=()=>{this.dirty&&this.flush()};t.addController(this)}hostConnected(){window.addEventListener("pagehide",this.flushPending)}hostDisconnected(){window.removeEventListener("pagehide",this.flushPending)}changed(t){if(!t){this.flush();return}if(this.timer!==null){this.dirty=!0;return}this.flush(),this.timer=window.setTimeout(()=>{this.timer=null,this.dirty&&this.flush()},vw)}flush(){this.dirty=!1,G(this.host,this.params())}};var Zn="label_associations";function ed(r,t){return r===""||ut(r).error!==null||t===r?null:r}function td(r,t,e,n){return{...nd(r,t,e),...Fp(t,n)}}function rd(r,t,e){return{...nd(r,t,e),max_rows:qa}}function nd(r,t,e){let n=(a,l)=>l===Fr(e,a)?null:l,{run:s,tag:i,step:o}=r;return Dp({run:s,tag:i,step:o,metric:t.metric,a:t.a,b:t.b,level:n("level",t.level),fdr:n("fdr",t.fdr),min_count:t.minCount,rank_by:n("rank_by",t.rankBy)})}var Vi=class{constructor(t,e,n){this.matched=t;this.limit=e;this.pages=new Map;this.inFlight=new Set;this.view=[0,0];this.pages.set(0,n)}get count(){return Math.ceil(this.matched/this.limit)}at(t){let e=this.pages.get(Math.floor(t/this.limit));if(e===void 0)return null;let n=t%this.limit;return n<e.rows?{table:e,i:n}:null}find(t){for(let e of this.pages.values()){let n=e.columns.label.indexOf(t);if(n>=0)return{table:e,i:n}}return null}position(t){for(let[e,n]of this.pages){let s=n.columns.label.indexOf(t);if(s>=0)return e*this.limit+s}return null}has(t){return this.pages.has(t)}wanted(t,e){if(this.count===0)return[];let[n,s]=this.span(t,e,0),[i,o]=this.span(t,e,120);this.view=[n,s];let a=[];for(let l=n;l<=s;l++)!this.pages.has(l)&&!this.inFlight.has(l)&&a.push(l);for(let l=i;l<=o;l++)(l<n||l>s)&&!this.pages.has(l)&&!this.inFlight.has(l)&&a.push(l);return a}unwanted(t,e){let[n,s]=this.span(t,e,120);return[...this.inFlight].filter(i=>i<n||i>s)}fetching(t,e){e?this.inFlight.add(t):this.inFlight.delete(t)}put(t,e){if(this.inFlight.delete(t),this.pages.set(t,e),this.pages.size<=40)return;let[n,s]=this.view,i=a=>a<n?n-a:a>s?a-s:0,o=[...this.pages.keys()].sort((a,l)=>i(l)-i(a)||a-l);for(let a of o.slice(0,this.pages.size-40))this.pages.delete(a)}span(t,e,n){let s=this.count-1,i=o=>Math.min(s,Math.max(0,o));return[i(Math.floor((t-n)/this.limit)),i(Math.floor((e+n)/this.limit))]}};var ww={offset:null,sort:null,dir:null,gap_min:null,gap_max:null,count_min:null,count_max:null,significant_only:null,k:null},yw=64,Hi=class{constructor(t,e,n=Number.MAX_SAFE_INTEGER){this.host=t;this.fetchWindow=e;this.partRows=n;this.pages=null;this.positions=[];this.start=0;this.version=0;this.params={};this.generation=0;this.parts=0;this.fetches=new Map;this.range=[0,0];this.open=null;this.lookedUp=null;t.addController(this)}get selection(){return this.generation+this.parts}get matched(){return this.pages?.matched??0}hostDisconnected(){this.abort()}reset(t,e){this.abort(),this.generation++;let n=t.window;this.pages=new Vi(n.matched,n.limit,t),this.params={...e,offset:null,limit:n.limit===Ii?null:n.limit},this.start=0,this.fillPositions(!1),this.version++,this.show(...this.range)}showPart(t){let e=this.partRows,n=Math.max(0,Math.floor((this.matched-1)/e)*e),s=Math.min(n,Math.max(0,Math.floor(t/e)*e));this.pages===null||s===this.start||(this.parts++,this.start=s,this.fillPositions(!0),this.version++,this.range=[0,0],this.show(0,0))}fillPositions(t){let e=Math.max(0,Math.min(this.matched-this.start,this.partRows));if(this.positions.length!==e){let n=new Array(e);for(let s=0;s<n.length;s++)n[s]=s;this.positions=n}else t&&(this.positions=this.positions.slice())}clear(){this.abort(),this.generation++,this.pages=null,this.start=0,this.positions=[],this.open=null,this.lookedUp=null}show(t,e){this.range=[t,e];let n=this.pages;if(n===null)return;let[s,i]=[this.start+t,this.start+e];for(let o of n.unwanted(s,i))this.fetches.get(o)?.abort(),this.fetches.delete(o),n.fetching(o,!1);for(let o of n.wanted(s,i))this.fetch(n,o)}at(t){return this.pages?.at(this.start+t)??null}position(t){let e=this.pages?.position(t)??null;return e===null||e<this.start||e>=this.start+this.positions.length?null:e-this.start}openRow(t,e){if(t==null)return this.open=null;let n=this.pages?.find(t)??null;if(n!==null)return this.open=n;let s=this.open;if(s!==null&&s.table.columns.label[s.i]===t&&Qn(s.table,e))return s;this.open=null;let i=this.lookedUp;return(i===null||i.label!==t||!Qn(i.table,e))&&(this.lookedUp={label:t,table:e},this.findLabel(t,e)),null}async findLabel(t,e){let n;try{n=await this.fetchWindow({...this.params,...ww,q:qp(t),limit:yw},new AbortController().signal)}catch{return}let s=n.columns.label.indexOf(t);s<0||this.lookedUp?.label!==t||this.lookedUp.table!==e||(this.open={table:n,i:s},this.host.requestUpdate())}async labels(t){return(await this.fetchWindow({...this.params,limit:Math.max(1,t)},new AbortController().signal)).columns.label}async fetch(t,e){let n=this.generation,s=new AbortController;this.fetches.set(e,s),t.fetching(e,!0);let i;try{i=await this.fetchWindow({...this.params,offset:e*t.limit},s.signal)}catch{n===this.generation&&(t.fetching(e,!1),this.fetches.get(e)===s&&this.fetches.delete(e));return}n===this.generation&&(this.fetches.delete(e),t.put(e,i),this.version++,this.host.requestUpdate())}abort(){for(let t of this.fetches.values())t.abort();this.fetches.clear()}};var Sr="#f57c00",Zr=340,xw="#303030",sd=$`
  :host {
    color-scheme: light;
    --fg: #212121;
    --bg: #fff;
    --surface: #fafafa;
    --muted: #757575;
    --border: #e0e0e0;
    --header-bg: #f5f5f5;
    --header-hover: #eeeeee;
    --hover-bg: #fff3e0;
    --input-bg: #fff;
    --error: #c62828;
    --accent: ${oe(Sr)};
    --good: #2e7d32;
    --bad: #c62828;
    --row-border: #f0f0f0;
    --input-border: #c6c6c6;
    --disabled: #9e9e9e;
    --disabled-border: #bdbdbd;
    --state-fg: #9e9e9e;
    --state-bg: #f5f5f5;
    --dim-bg: #fafafa;
    --selected-bg: #ffe0b2;
    --warn-bg: #fff8e1;
    --warn-border: #ffe0b2;
    --warn-fg: #8d6e00;
    --error-bg: #ffebee;
    --error-border: #ef9a9a;
    --code-bg: #f5f5f5;
    --chart-rule: #9e9e9e;
    --chart-ink: #424242;
    --chart-halo: #fff;
    --whisker: #5c6bc0;
    --bar-fill: #ffb74d;
    --stripe-a: #b0bec5;
    --stripe-b: #eceff1;
    --whisker-dot: #283593;
  }
  :host([data-theme='dark']) {
    color-scheme: dark;
    --fg: #e8eaed;
    --bg: ${oe(xw)};
    --surface: #3a3a3a;
    --muted: #a8a8a8;
    --border: #555;
    --header-bg: #3a3a3a;
    --header-hover: #454545;
    --hover-bg: #4a3a28;
    --input-bg: #424242;
    --error: #ef9a9a;
    --accent: #ffa726;
    --good: #81c784;
    --bad: #ef9a9a;
    --row-border: #424242;
    --input-border: #6e6e6e;
    --disabled: #7a7a7a;
    --disabled-border: #5a5a5a;
    --state-fg: #8f8f8f;
    --state-bg: #363636;
    --dim-bg: #2a2a2a;
    --selected-bg: #5a4025;
    --warn-bg: #3d3526;
    --warn-border: #6d5a35;
    --warn-fg: #ffd54f;
    --error-bg: #4a2c2c;
    --error-border: #8c4a4a;
    --code-bg: #262626;
    --chart-rule: #8a8a8a;
    --chart-ink: #d6d6d6;
    --chart-halo: var(--bg);
    --whisker: #9fa8da;
    --bar-fill: #c77800;
    --stripe-a: #78909c;
    --stripe-b: #455a64;
    --whisker-dot: #c5cae9;
  }
`,R=$`
  :host {
    font-family: Roboto, 'Helvetica Neue', Arial, sans-serif;
    font-size: 13px;
    color: var(--fg);
    box-sizing: border-box;
  }
  .muted {
    color: var(--muted);
  }
  /* No universal selector here (such as a box-sizing reset on *, ::before, ::after): in a
     virtualized table every selector is matched for every new row, and that one alone
     made style recalculation 10x slower during fast scrolls. */
  button,
  input,
  select {
    font: inherit;
    color: inherit;
    box-sizing: border-box;
  }
  select,
  input {
    height: 26px;
    border: 1px solid var(--input-border);
    border-radius: 3px;
    background: var(--input-bg);
    padding: 0 6px;
  }
  select:focus,
  input:focus {
    outline: 2px solid var(--accent);
    outline-offset: -1px;
  }
  input.invalid {
    border-color: var(--error);
    outline-color: var(--error);
  }
  button.primary {
    height: 26px;
    padding: 0 12px;
    border: 1px solid var(--accent);
    border-radius: 3px;
    background: var(--input-bg);
    color: var(--accent);
    font-weight: 500;
    cursor: pointer;
  }
  button.primary:hover:not(:disabled) {
    background: var(--hover-bg);
  }
  button.primary:disabled {
    border-color: var(--disabled-border);
    color: var(--disabled);
    cursor: default;
  }
  h3 {
    font-size: 13px;
    font-weight: 500;
    margin: 0 0 4px;
  }
  .num {
    font-variant-numeric: tabular-nums;
    text-align: right;
  }
  /* Observable Plot declares --plot-background: white on its <svg> (the fill of its tips):
     the theme's background instead, so a tip's text (currentColor) stays readable. */
  svg {
    --plot-background: var(--bg);
  }
`,id=$`
  .head button:hover {
    background: var(--header-hover);
  }
  .head button:focus-visible {
    outline: 2px solid var(--accent);
    outline-offset: -2px;
  }
  .head .top {
    display: flex;
    gap: 4px;
    align-items: center;
    white-space: nowrap;
  }
  .head .sub {
    font-size: 11px;
    font-weight: 400;
    color: var(--muted);
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .arrow {
    color: var(--accent);
    width: 10px;
    font-size: 10px;
  }
  .head button[aria-sort='none'] .arrow {
    visibility: hidden;
  }
`,Qt=$`
  table {
    border-collapse: collapse;
    width: 100%;
  }
  th,
  td {
    padding: 3px 8px;
    border-bottom: 1px solid var(--row-border);
    white-space: nowrap;
  }
  thead th {
    position: sticky;
    top: 0;
    background: var(--header-bg);
    border-bottom: 1px solid var(--border);
    font-weight: 500;
    z-index: 1;
  }
  .n {
    color: var(--muted);
    font-size: 11px;
  }
  td.state {
    color: var(--state-fg);
    background: var(--state-bg);
    font-style: italic;
  }
  .none {
    padding: 16px;
    text-align: center;
    color: var(--muted);
  }
`,ji=$`
  th.parts,
  td.parts {
    white-space: normal;
  }
  .parts > * {
    display: inline-block;
    white-space: nowrap;
  }
  .p {
    color: var(--muted);
    font-size: 11px;
  }
  .why {
    cursor: help;
  }
  .sig {
    color: var(--accent);
  }
  .low-power {
    color: var(--muted);
    font-size: 11px;
    border-bottom: 1px dotted var(--muted);
  }
  td.significant .v {
    font-weight: 500;
  }
`,kr=$`
  :host {
    display: flex;
    flex-direction: column;
    flex: 1;
    min-height: 0;
    gap: 10px;
  }
`,Ga=$`
  .controls {
    display: flex;
    flex-direction: column;
    gap: 8px;
    flex: none;
  }
  .body {
    flex: 1;
    min-height: 0;
    overflow-y: auto;
    display: flex;
    flex-direction: column;
    gap: 10px;
  }
  .body > * {
    flex-shrink: 0;
  }
`,Rr=$`
  .summary {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 16px;
    align-items: baseline;
  }
  .summary b {
    font-weight: 500;
  }
  .summary .description {
    flex-basis: 100%;
    font-weight: 500;
  }
`,se=$`
  .stale {
    opacity: 0.55;
    transition: opacity 0.15s 0.2s;
  }
`,ht=$`
  ${kr}
  ${Ga}
  ${Rr}
  .main {
    display: flex;
    gap: 16px;
    align-items: flex-start;
  }
`,Z=$`
  .group {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: 8px 14px;
  }
  .field {
    display: flex;
    flex-direction: column;
    gap: 2px;
    min-width: 0;
  }
  .name {
    font-size: 11px;
    color: var(--muted);
    letter-spacing: 0.02em;
  }
  select {
    max-width: 220px;
  }
  .search-error {
    flex-basis: 100%;
    color: var(--error);
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .spacer {
    flex: 1;
  }
`,Fi=$`
  .drawer {
    position: fixed;
    top: 0;
    right: 0;
    bottom: 0;
    z-index: 5;
    width: min(500px, 92vw);
    box-sizing: border-box;
    overflow-y: auto;
    border-radius: 0;
    box-shadow: -4px 0 16px rgba(0, 0, 0, 0.25);
  }
`,J=$`
  .message {
    box-sizing: border-box;
    padding: 16px;
    border: 1px solid var(--border);
    border-radius: 2px;
    max-width: 760px;
  }
  .message.error {
    border-color: var(--error-border);
    background: var(--error-bg);
  }
  .message.error .text {
    color: var(--error);
    white-space: pre-wrap;
    word-break: break-word;
  }
  .message h2 {
    font-size: 15px;
    font-weight: 500;
    margin: 0 0 8px;
  }
  pre {
    background: var(--code-bg);
    padding: 8px 10px;
    border-radius: 2px;
    overflow-x: auto;
    font-size: 12px;
  }
  .loading {
    color: var(--muted);
  }
  button.link {
    margin-top: 8px;
  }
`,Tr={negligible:"#cfd8dc",small:"#ffcc80",medium:Sr,large:"#b71c1c"},Ui=[R,Z,J,Qt,se,$`
    :host {
      display: block;
      border-top: 1px solid var(--border);
      padding-top: 10px;
    }
    h3.title {
      font-size: 14px;
      margin: 0 0 8px;
    }
    .group {
      margin-bottom: 8px;
    }
  `];var en={api:{attribute:!1},tag:{attribute:!1},kind:{attribute:!1},kindTitle:{attribute:!1},declaration:{attribute:!1},runs:{attribute:!1},run:{attribute:!1},step:{attribute:!1},options:{attribute:!1},params:{attribute:!1}},X=class{constructor(t,e){this.host=t;this.requests=e;this.status="loading";this.error=null;t.addController(this)}get loading(){return this.status==="loading"}hostDisconnected(){for(let t of this.requests)t.cancel()}start(){this.set("loading")}ready(){this.error=null,this.set("ready")}fail(t){this.error=pe(t),this.set("error")}async run(t,e,n){this.start();try{return await t.run(e)}catch(s){return n(),this.fail(s),E}}set(t){this.status=t,Zp(this.host,t),this.host.requestUpdate()}renderError(t,e){return this.status!=="error"?h:c`<div class="message error" role="alert">
      <h2>${t}</h2>
      <div class="text">${this.error}</div>
      ${e.map(n=>c`<button class="primary link" name=${n.name??h} @click=${n.run}>${n.label}</button>`)}
    </div>`}renderContent(t,e,n){return t!==null?e(t):this.loading?c`<div class="loading">${n}</div>`:h}renderCsvButton(t,e,n,s,i="Download CSV"){return c`<button
      class="primary"
      name=${t}
      ?disabled=${!e||this.loading}
      title=${s??h}
      @click=${n}
    >
      ${i}
    </button>`}},Fe=class{constructor(t,e,n){this.host=t;this.api=e;this.declaration=n;this.pending=null;this.error=null;this.request=new A;t.addController(this)}hostDisconnected(){this.request.cancel()}async download(t,e,n,s){e.table!==null&&(e={...e,table:fp(this.declaration(),e.table)}),this.pending=t,this.error=null,this.host.requestUpdate();let i;try{i=await this.request.run(o=>this.api().tableCsv(e,o))}catch(o){this.error=pe(o),this.pending=null,this.host.requestUpdate();return}if(i!==E){if(this.pending=null,s){let o=ki(i,s.column,s.keys);if(o===null){this.error=`the table has no ${s.column} column to pick the rows shown by`,this.host.requestUpdate();return}i=o}this.host.requestUpdate(),Jt(i,n)}}renderError(){return this.error===null?h:c`<div class="download-error message error" role="alert" title=${this.error}>Could not download the CSV: ${this.error}</div>`}};function Zt(r,t,e,n){return c`<span class="shown">showing <b>${v(r)}</b> of ${v(t)}${` ${e}`}${n?c` ${n}`:h}</span>`}function mt(r,t){return!r||r.run!==t.run||r.tag!==t.tag||r.step!==t.step}function ft(r,t,e){return e.step===null&&r!=null&&t!==null&&r.max_step!==t.max_step}function $w(r){return r.trim()===""?null:Number(r)}function de(r,t,e){let n=$w(e);return j(r,t,n)?n:null}function $e(r,t){let e=xr(r,t);return e?`Not ${e}: ignored`:`Not a value of ${t} the server declares: ignored`}function be(r,t){let e=U(r,t);return{min:e?.minimum==null?void 0:String(e.minimum),max:e?.maximum==null?void 0:String(e.maximum)}}function Ue(r){return c`<label class="field">
    <span class="name" title=${r.title}>${r.label}</span>
    <input
      type="number"
      name=${r.name}
      min=${r.min??h}
      max=${r.max??h}
      step=${r.step}
      inputmode=${r.decimal?"decimal":h}
      class=${r.invalid?"invalid":""}
      aria-invalid=${r.invalid?"true":"false"}
      title=${r.title}
      .value=${r.text}
      @input=${t=>r.onInput(t.target.value)}
    />
  </label>`}function Wi(r,t,e,n){let s=de(r,"fdr",t)===null;return Ue({label:L(r,"fdr","FDR"),name:"fdr",text:t,invalid:s,title:s?$e(r,"fdr"):`${e}. ${D(r,"fdr")}`,...be(r,"fdr"),step:"0.01",decimal:!0,onInput:n})}function tn(r,t,e,n){var s=arguments.length,i=s<3?t:n===null?n=Object.getOwnPropertyDescriptor(t,e):n,o;if(typeof Reflect=="object"&&typeof Reflect.decorate=="function")i=Reflect.decorate(r,t,e,n);else for(var a=r.length-1;a>=0;a--)(o=r[a])&&(i=(s<3?o(i):s>3?o(t,e,i):o(t,e))||i);return s>3&&i&&Object.defineProperty(t,e,i),i}var _w={attribute:!0,type:String,converter:Vn,reflect:!1,hasChanged:ci},Sw=(r=_w,t,e)=>{let{kind:n,metadata:s}=e,i=globalThis.litPropertyMetadata.get(s);if(i===void 0&&globalThis.litPropertyMetadata.set(s,i=new Map),n==="setter"&&((r=Object.create(r)).wrapped=!0),i.set(e.name,r),n==="accessor"){let{name:o}=e;return{set(a){let l=t.get.call(this);t.set.call(this,a),this.requestUpdate(o,l,r,!0,a)},init(a){return a!==void 0&&this.C(o,void 0,r,a),a}}}if(n==="setter"){let{name:o}=e;return function(a){let l=this[o];t.call(this,a),this.requestUpdate(o,l,r,!0,a)}}throw Error("Unsupported decorator location: "+n)};function rn(r){return(t,e)=>typeof e=="object"?Sw(r,t,e):((n,s,i)=>{let o=s.hasOwnProperty(i);return s.constructor.createProperty(i,n),o?Object.getOwnPropertyDescriptor(s,i):void 0})(r,t,e)}var Ke={ATTRIBUTE:1,CHILD:2,PROPERTY:3,BOOLEAN_ATTRIBUTE:4,EVENT:5,ELEMENT:6},Cr=r=>(...t)=>({_$litDirective$:r,values:t}),er=class{constructor(t){}get _$AU(){return this._$AM._$AU}_$AT(t,e,n){this._$Ct=t,this._$AM=e,this._$Ci=n}_$AS(t,e){return this.update(t,e)}update(t,e){return this.render(...e)}};var{I:kw}=Ec,od=r=>r;var qi=r=>r.strings===void 0,ad=()=>document.createComment(""),nn=(r,t,e)=>{let n=r._$AA.parentNode,s=t===void 0?r._$AB:t._$AA;if(e===void 0){let i=n.insertBefore(ad(),s),o=n.insertBefore(ad(),s);e=new kw(i,o,r,r.options)}else{let i=e._$AB.nextSibling,o=e._$AM,a=o!==r;if(a){let l;e._$AQ?.(r),e._$AM=r,e._$AP!==void 0&&(l=r._$AU)!==o._$AU&&e._$AP(l)}if(i!==s||a){let l=e._$AA;for(;l!==i;){let u=od(l).nextSibling;od(n).insertBefore(l,s),l=u}}}return e},tr=(r,t,e=r)=>(r._$AI(t,e),r),Rw={},Gi=(r,t=Rw)=>r._$AH=t,ld=r=>r._$AH,Xi=r=>{r._$AR(),r._$AA.remove()};var es=(r,t)=>{let e=r._$AN;if(e===void 0)return!1;for(let n of e)n._$AO?.(t,!1),es(n,t);return!0},Yi=r=>{let t,e;do{if((t=r._$AM)===void 0)break;e=t._$AN,e.delete(r),r=t}while(e?.size===0)},ud=r=>{for(let t;t=r._$AM;r=t){let e=t._$AN;if(e===void 0)t._$AN=e=new Set;else if(e.has(r))break;e.add(r),Pw(t)}};function Tw(r){this._$AN!==void 0?(Yi(this),this._$AM=r,ud(this)):this._$AM=r}function Cw(r,t=!1,e=0){let n=this._$AH,s=this._$AN;if(s!==void 0&&s.size!==0)if(t)if(Array.isArray(n))for(let i=e;i<n.length;i++)es(n[i],!1),Yi(n[i]);else n!=null&&(es(n,!1),Yi(n));else es(this,r)}var Pw=r=>{r.type==Ke.CHILD&&(r._$AP??=Cw,r._$AQ??=Tw)},Ji=class extends er{constructor(){super(...arguments),this._$AN=void 0}_$AT(t,e,n){super._$AT(t,e,n),ud(this),this.isConnected=t._$AU}_$AO(t,e=!0){t!==this.isConnected&&(this.isConnected=t,t?this.reconnected?.():this.disconnected?.()),e&&(es(this,t),Yi(this))}setValue(t){if(qi(this._$Ct))this._$Ct._$AI(t,this);else{let e=[...this._$Ct._$AH];e[this._$Ci]=t,this._$Ct._$AI(e,this,0)}}disconnected(){}reconnected(){}};var cd=(r,t,e)=>{let n=new Map;for(let s=t;s<=e;s++)n.set(r[s],s);return n},pd=Cr(class extends er{constructor(r){if(super(r),r.type!==Ke.CHILD)throw Error("repeat() can only be used in text expressions")}dt(r,t,e){let n;e===void 0?e=t:t!==void 0&&(n=t);let s=[],i=[],o=0;for(let a of r)s[o]=n?n(a,o):o,i[o]=e(a,o),o++;return{values:i,keys:s}}render(r,t,e){return this.dt(r,t,e).values}update(r,[t,e,n]){let s=ld(r),{values:i,keys:o}=this.dt(t,e,n);if(!Array.isArray(s))return this.ut=o,i;let a=this.ut??=[],l=[],u,p,m=0,d=s.length-1,f=0,b=i.length-1;for(;m<=d&&f<=b;)if(s[m]===null)m++;else if(s[d]===null)d--;else if(a[m]===o[f])l[f]=tr(s[m],i[f]),m++,f++;else if(a[d]===o[b])l[b]=tr(s[d],i[b]),d--,b--;else if(a[m]===o[b])l[b]=tr(s[m],i[b]),nn(r,l[b+1],s[m]),m++,b--;else if(a[d]===o[f])l[f]=tr(s[d],i[f]),nn(r,s[m],s[d]),d--,f++;else if(u===void 0&&(u=cd(o,f,b),p=cd(a,m,d)),u.has(a[m]))if(u.has(a[d])){let w=p.get(o[f]),y=w!==void 0?s[w]:null;if(y===null){let x=nn(r,s[m]);tr(x,i[f]),l[f]=x}else l[f]=tr(y,i[f]),nn(r,s[m],y),s[w]=null;f++}else Xi(s[d]),d--;else Xi(s[m]),m++;for(;f<=b;){let w=nn(r,l[b+1]);tr(w,i[f]),l[f++]=w}for(;m<=d;){let w=s[m++];w!==null&&Xi(w)}return this.ut=o,Gi(r,l),we}});var sn=class r extends Event{constructor(t){super(r.eventName,{bubbles:!1}),this.first=t.first,this.last=t.last}};sn.eventName="rangeChanged";var on=class r extends Event{constructor(t){super(r.eventName,{bubbles:!1}),this.first=t.first,this.last=t.last}};on.eventName="visibilityChanged";var ts=class r extends Event{constructor(){super(r.eventName,{bubbles:!1})}};ts.eventName="unpinned";var Xa=class{constructor(t){this._element=null;let e=t??window;this._node=e,t&&(this._element=t)}get element(){return this._element||document.scrollingElement||document.documentElement}get scrollTop(){return this.element.scrollTop||window.scrollY}get scrollLeft(){return this.element.scrollLeft||window.scrollX}get scrollHeight(){return this.element.scrollHeight}get scrollWidth(){return this.element.scrollWidth}get viewportHeight(){return this._element?this._element.getBoundingClientRect().height:window.innerHeight}get viewportWidth(){return this._element?this._element.getBoundingClientRect().width:window.innerWidth}get maxScrollTop(){return this.scrollHeight-this.viewportHeight}get maxScrollLeft(){return this.scrollWidth-this.viewportWidth}},Qi=class extends Xa{constructor(t,e){super(e),this._clients=new Set,this._retarget=null,this._end=null,this.__destination=null,this.correctingScrollError=!1,this._checkForArrival=this._checkForArrival.bind(this),this._updateManagedScrollTo=this._updateManagedScrollTo.bind(this),this.scrollTo=this.scrollTo.bind(this),this.scrollBy=this.scrollBy.bind(this);let n=this._node;this._originalScrollTo=n.scrollTo,this._originalScrollBy=n.scrollBy,this._originalScroll=n.scroll,this._attach(t)}get _destination(){return this.__destination}get scrolling(){return this._destination!==null}scrollTo(t,e){let n=typeof t=="number"&&typeof e=="number"?{left:t,top:e}:t;this._scrollTo(n)}scrollBy(t,e){let n=typeof t=="number"&&typeof e=="number"?{left:t,top:e}:t;n.top!==void 0&&(n.top+=this.scrollTop),n.left!==void 0&&(n.left+=this.scrollLeft),this._scrollTo(n)}_nativeScrollTo(t){this._originalScrollTo.bind(this._element||window)(t)}_scrollTo(t,e=null,n=null){this._end!==null&&this._end(),t.behavior==="smooth"?(this._setDestination(t),this._retarget=e,this._end=n):this._resetScrollState(),this._nativeScrollTo(t)}_setDestination(t){let{top:e,left:n}=t;return e=e===void 0?void 0:Math.max(0,Math.min(e,this.maxScrollTop)),n=n===void 0?void 0:Math.max(0,Math.min(n,this.maxScrollLeft)),this._destination!==null&&n===this._destination.left&&e===this._destination.top?!1:(this.__destination={top:e,left:n,behavior:"smooth"},!0)}_resetScrollState(){this.__destination=null,this._retarget=null,this._end=null}_updateManagedScrollTo(t){this._destination&&this._setDestination(t)&&this._nativeScrollTo(this._destination)}managedScrollTo(t,e,n){return this._scrollTo(t,e,n),this._updateManagedScrollTo}correctScrollError(t){this.correctingScrollError=!0,requestAnimationFrame(()=>requestAnimationFrame(()=>this.correctingScrollError=!1)),this._nativeScrollTo(t),this._retarget&&this._setDestination(this._retarget()),this._destination&&this._nativeScrollTo(this._destination)}_checkForArrival(){if(this._destination!==null){let{scrollTop:t,scrollLeft:e}=this,{top:n,left:s}=this._destination;n=Math.min(n||0,this.maxScrollTop),s=Math.min(s||0,this.maxScrollLeft);let i=Math.abs(n-t),o=Math.abs(s-e);i<1&&o<1&&(this._end&&this._end(),this._resetScrollState())}}detach(t){return this._clients.delete(t),this._clients.size===0&&(this._node.scrollTo=this._originalScrollTo,this._node.scrollBy=this._originalScrollBy,this._node.scroll=this._originalScroll,this._node.removeEventListener("scroll",this._checkForArrival)),null}_attach(t){this._clients.add(t),this._clients.size===1&&(this._node.scrollTo=this.scrollTo,this._node.scrollBy=this.scrollBy,this._node.scroll=this.scrollTo,this._node.addEventListener("scroll",this._checkForArrival))}};var gd=typeof window<"u"?window.ResizeObserver:void 0;var ns=Symbol("virtualizerRef"),eo="virtualizer-sizer",bd,ro=class{constructor(t){if(this._benchmarkStart=null,this._layout=null,this._clippingAncestors=[],this._scrollSize=null,this._scrollError=null,this._childrenPos=null,this._childMeasurements=null,this._toBeMeasured=new Map,this._rangeChanged=!0,this._itemsChanged=!0,this._visibilityChanged=!0,this._scrollerController=null,this._isScroller=!1,this._sizer=null,this._hostElementRO=null,this._childrenRO=null,this._mutationObserver=null,this._scrollEventListeners=[],this._scrollEventListenerOptions={passive:!0},this._loadListener=this._childLoaded.bind(this),this._scrollIntoViewTarget=null,this._updateScrollIntoViewCoordinates=null,this._items=[],this._first=-1,this._last=-1,this._firstVisible=-1,this._lastVisible=-1,this._scheduled=new WeakSet,this._measureCallback=null,this._measureChildOverride=null,this._layoutCompletePromise=null,this._layoutCompleteResolver=null,this._layoutCompleteRejecter=null,this._pendingLayoutComplete=null,this._layoutInitialized=null,this._connected=!1,!t)throw new Error("Virtualizer constructor requires a configuration object");if(t.hostElement)this._init(t);else throw new Error('Virtualizer configuration requires the "hostElement" property')}set items(t){Array.isArray(t)&&t!==this._items&&(this._itemsChanged=!0,this._items=t,this._schedule(this._updateLayout))}_init(t){this._isScroller=!!t.scroller,this._initHostElement(t);let e=t.layout||{};this._layoutInitialized=this._initLayout(e)}_initObservers(){this._mutationObserver=new MutationObserver(this._finishDOMUpdate.bind(this)),this._hostElementRO=new gd(()=>this._hostElementSizeChanged()),this._childrenRO=new gd(this._childrenSizeChanged.bind(this))}_initHostElement(t){let e=this._hostElement=t.hostElement;this._applyVirtualizerStyles(),e[ns]=this}connected(){this._initObservers();let t=this._isScroller;this._clippingAncestors=Nw(this._hostElement,t),this._scrollerController=new Qi(this,this._clippingAncestors[0]),this._schedule(this._updateLayout),this._observeAndListen(),this._connected=!0}_observeAndListen(){this._mutationObserver.observe(this._hostElement,{childList:!0}),this._hostElementRO.observe(this._hostElement),this._scrollEventListeners.push(window),window.addEventListener("scroll",this,this._scrollEventListenerOptions),this._clippingAncestors.forEach(t=>{t.addEventListener("scroll",this,this._scrollEventListenerOptions),this._scrollEventListeners.push(t),this._hostElementRO.observe(t)}),this._hostElementRO.observe(this._scrollerController.element),this._children.forEach(t=>this._childrenRO.observe(t)),this._scrollEventListeners.forEach(t=>t.addEventListener("scroll",this,this._scrollEventListenerOptions))}disconnected(){this._scrollEventListeners.forEach(t=>t.removeEventListener("scroll",this,this._scrollEventListenerOptions)),this._scrollEventListeners=[],this._clippingAncestors=[],this._scrollerController?.detach(this),this._scrollerController=null,this._mutationObserver?.disconnect(),this._mutationObserver=null,this._hostElementRO?.disconnect(),this._hostElementRO=null,this._childrenRO?.disconnect(),this._childrenRO=null,this._rejectLayoutCompletePromise("disconnected"),this._connected=!1}_applyVirtualizerStyles(){let e=this._hostElement.style;e.display=e.display||"block",e.position=e.position||"relative",e.contain=e.contain||"size layout",this._isScroller&&(e.overflow=e.overflow||"auto",e.minHeight=e.minHeight||"150px")}_getSizer(){let t=this._hostElement;if(!this._sizer){let e=t.querySelector(`[${eo}]`);e||(e=document.createElement("div"),e.setAttribute(eo,""),t.appendChild(e)),Object.assign(e.style,{position:"absolute",margin:"-2px 0 0 0",padding:0,visibility:"hidden",fontSize:"2px"}),e.textContent="&nbsp;",e.setAttribute(eo,""),this._sizer=e}return this._sizer}async updateLayoutConfig(t){await this._layoutInitialized;let e=t.type||bd;if(typeof e=="function"&&this._layout instanceof e){let n={...t};return delete n.type,this._layout.config=n,!0}return!1}async _initLayout(t){let e,n;if(typeof t.type=="function"){n=t.type;let s={...t};delete s.type,e=s}else e=t;n===void 0&&(bd=n=(await Promise.resolve().then(()=>(Qa(),fd))).FlowLayout),this._layout=new n(s=>this._handleLayoutMessage(s),e),this._layout.measureChildren&&typeof this._layout.updateItemSizes=="function"&&(typeof this._layout.measureChildren=="function"&&(this._measureChildOverride=this._layout.measureChildren),this._measureCallback=this._layout.updateItemSizes.bind(this._layout)),this._layout.listenForChildLoadEvents&&this._hostElement.addEventListener("load",this._loadListener,!0),this._schedule(this._updateLayout)}startBenchmarking(){this._benchmarkStart===null&&(this._benchmarkStart=window.performance.now())}stopBenchmarking(){if(this._benchmarkStart!==null){let t=window.performance.now(),e=t-this._benchmarkStart,s=performance.getEntriesByName("uv-virtualizing","measure").filter(i=>i.startTime>=this._benchmarkStart&&i.startTime<t).reduce((i,o)=>i+o.duration,0);return this._benchmarkStart=null,{timeElapsed:e,virtualizationTime:s}}return null}_measureChildren(){let t={},e=this._children,n=this._measureChildOverride||this._measureChild;for(let s=0;s<e.length;s++){let i=e[s],o=this._first+s;(this._itemsChanged||this._toBeMeasured.has(i))&&(t[o]=n.call(this,i,this._items[o]))}this._childMeasurements=t,this._schedule(this._updateLayout),this._toBeMeasured.clear()}_measureChild(t){let{width:e,height:n}=t.getBoundingClientRect();return Object.assign({width:e,height:n},Lw(t))}async _schedule(t){this._scheduled.has(t)||(this._scheduled.add(t),await Promise.resolve(),this._scheduled.delete(t),t.call(this))}async _updateDOM(t){this._scrollSize=t.scrollSize,this._adjustRange(t.range),this._childrenPos=t.childPositions,this._scrollError=t.scrollError||null;let{_rangeChanged:e,_itemsChanged:n}=this;this._visibilityChanged&&(this._notifyVisibility(),this._visibilityChanged=!1),(e||n)&&(this._notifyRange(),this._rangeChanged=!1),this._finishDOMUpdate()}_finishDOMUpdate(){this._connected&&(this._children.forEach(t=>this._childrenRO.observe(t)),this._checkScrollIntoViewTarget(this._childrenPos),this._positionChildren(this._childrenPos),this._sizeHostElement(this._scrollSize),this._correctScrollError(),this._benchmarkStart&&"mark"in window.performance&&window.performance.mark("uv-end"))}_updateLayout(){this._layout&&this._connected&&(this._layout.items=this._items,this._updateView(),this._childMeasurements!==null&&(this._measureCallback&&this._measureCallback(this._childMeasurements),this._childMeasurements=null),this._layout.reflowIfNeeded(),this._benchmarkStart&&"mark"in window.performance&&window.performance.mark("uv-end"))}_handleScrollEvent(){if(this._benchmarkStart&&"mark"in window.performance){try{window.performance.measure("uv-virtualizing","uv-start","uv-end")}catch(t){console.warn("Error measuring performance data: ",t)}window.performance.mark("uv-start")}this._scrollerController.correctingScrollError===!1&&this._layout?.unpin(),this._schedule(this._updateLayout)}handleEvent(t){t.type==="scroll"?(t.currentTarget===window||this._clippingAncestors.includes(t.currentTarget))&&this._handleScrollEvent():console.warn("event not handled",t)}_handleLayoutMessage(t){t.type==="stateChanged"?this._updateDOM(t):t.type==="visibilityChanged"?(this._firstVisible=t.firstVisible,this._lastVisible=t.lastVisible,this._notifyVisibility()):t.type==="unpinned"&&this._hostElement.dispatchEvent(new ts)}get _children(){let t=[],e=this._hostElement.firstElementChild;for(;e;)e.hasAttribute(eo)||t.push(e),e=e.nextElementSibling;return t}_updateView(){let t=this._hostElement,e=this._scrollerController?.element,n=this._layout;if(t&&e&&n){let s,i,o,a,l=t.getBoundingClientRect();s=0,i=0,o=window.innerHeight,a=window.innerWidth;let u=this._clippingAncestors.map(x=>x.getBoundingClientRect());u.unshift(l);for(let x of u)s=Math.max(s,x.top),i=Math.max(i,x.left),o=Math.min(o,x.bottom),a=Math.min(a,x.right);let p=e.getBoundingClientRect(),m={left:l.left-p.left,top:l.top-p.top},d={width:e.scrollWidth,height:e.scrollHeight},f=s-l.top+t.scrollTop,b=i-l.left+t.scrollLeft,w=Math.max(0,o-s),y=Math.max(0,a-i);n.viewportSize={width:y,height:w},n.viewportScroll={top:f,left:b},n.totalScrollSize=d,n.offsetWithinScroller=m}}_sizeHostElement(t){let n=t&&t.width!==null?Math.min(82e5,t.width):0,s=t&&t.height!==null?Math.min(82e5,t.height):0;if(this._isScroller)this._getSizer().style.transform=`translate(${n}px, ${s}px)`;else{let i=this._hostElement.style;i.minWidth=n?`${n}px`:"100%",i.minHeight=s?`${s}px`:"100%"}}_positionChildren(t){t&&t.forEach(({top:e,left:n,width:s,height:i,xOffset:o,yOffset:a},l)=>{let u=this._children[l-this._first];u&&(u.style.position="absolute",u.style.boxSizing="border-box",u.style.transform=`translate(${n}px, ${e}px)`,s!==void 0&&(u.style.width=s+"px"),i!==void 0&&(u.style.height=i+"px"),u.style.left=o===void 0?null:o+"px",u.style.top=a===void 0?null:a+"px")})}async _adjustRange(t){let{_first:e,_last:n,_firstVisible:s,_lastVisible:i}=this;this._first=t.first,this._last=t.last,this._firstVisible=t.firstVisible,this._lastVisible=t.lastVisible,this._rangeChanged=this._rangeChanged||this._first!==e||this._last!==n,this._visibilityChanged=this._visibilityChanged||this._firstVisible!==s||this._lastVisible!==i}_correctScrollError(){if(this._scrollError){let{scrollTop:t,scrollLeft:e}=this._scrollerController,{top:n,left:s}=this._scrollError;this._scrollError=null,this._scrollerController.correctScrollError({top:t-n,left:e-s})}}element(t){return t===1/0&&(t=this._items.length-1),this._items?.[t]===void 0?void 0:{scrollIntoView:(e={})=>this._scrollElementIntoView({...e,index:t})}}_scrollElementIntoView(t){if(t.index>=this._first&&t.index<=this._last)this._children[t.index-this._first].scrollIntoView(t);else if(t.index=Math.min(t.index,this._items.length-1),t.behavior==="smooth"){let e=this._layout.getScrollIntoViewCoordinates(t),{behavior:n}=t;this._updateScrollIntoViewCoordinates=this._scrollerController.managedScrollTo(Object.assign(e,{behavior:n}),()=>this._layout.getScrollIntoViewCoordinates(t),()=>this._scrollIntoViewTarget=null),this._scrollIntoViewTarget=t}else this._layout.pin=t}_checkScrollIntoViewTarget(t){let{index:e}=this._scrollIntoViewTarget||{};e&&t?.has(e)&&this._updateScrollIntoViewCoordinates(this._layout.getScrollIntoViewCoordinates(this._scrollIntoViewTarget))}_notifyRange(){this._hostElement.dispatchEvent(new sn({first:this._first,last:this._last}))}_notifyVisibility(){this._hostElement.dispatchEvent(new on({first:this._firstVisible,last:this._lastVisible}))}get layoutComplete(){return this._layoutCompletePromise||(this._layoutCompletePromise=new Promise((t,e)=>{this._layoutCompleteResolver=t,this._layoutCompleteRejecter=e})),this._layoutCompletePromise}_rejectLayoutCompletePromise(t){this._layoutCompleteRejecter!==null&&this._layoutCompleteRejecter(t),this._resetLayoutCompleteState()}_scheduleLayoutComplete(){this._layoutCompletePromise&&this._pendingLayoutComplete===null&&(this._pendingLayoutComplete=requestAnimationFrame(()=>requestAnimationFrame(()=>this._resolveLayoutCompletePromise())))}_resolveLayoutCompletePromise(){this._layoutCompleteResolver!==null&&this._layoutCompleteResolver(),this._resetLayoutCompleteState()}_resetLayoutCompleteState(){this._layoutCompletePromise=null,this._layoutCompleteResolver=null,this._layoutCompleteRejecter=null,this._pendingLayoutComplete=null}_hostElementSizeChanged(){this._schedule(this._updateLayout)}_childLoaded(){}_childrenSizeChanged(t){if(this._layout?.measureChildren){for(let e of t)this._toBeMeasured.set(e.target,e.contentRect);this._measureChildren()}this._scheduleLayoutComplete(),this._itemsChanged=!1,this._rangeChanged=!1}};function Lw(r){let t=window.getComputedStyle(r);return{marginTop:to(t.marginTop),marginRight:to(t.marginRight),marginBottom:to(t.marginBottom),marginLeft:to(t.marginLeft)}}function to(r){let t=r?parseFloat(r):NaN;return Number.isNaN(t)?0:t}function vd(r){if(r.assignedSlot!==null)return r.assignedSlot;if(r.parentElement!==null)return r.parentElement;let t=r.parentNode;return t&&t.nodeType===Node.DOCUMENT_FRAGMENT_NODE&&t.host||null}function Ow(r,t=!1){let e=[],n=t?r:vd(r);for(;n!==null;)e.push(n),n=vd(n);return e}function Nw(r,t=!1){let e=!1;return Ow(r,t).filter(n=>{if(e)return!1;let s=getComputedStyle(n);return e=s.position==="fixed",s.overflow!=="visible"})}var el=r=>r,tl=(r,t)=>c`${t}: ${JSON.stringify(r,null,2)}`,Za=class extends Ji{constructor(t){if(super(t),this._virtualizer=null,this._first=0,this._last=-1,this._renderItem=(e,n)=>tl(e,n+this._first),this._keyFunction=(e,n)=>el(e,n+this._first),this._items=[],t.type!==Ke.CHILD)throw new Error("The virtualize directive can only be used in child expressions")}render(t){t&&this._setFunctions(t);let e=[];if(this._first>=0&&this._last>=this._first)for(let n=this._first;n<=this._last;n++)e.push(this._items[n]);return pd(e,this._keyFunction,this._renderItem)}update(t,[e]){this._setFunctions(e);let n=this._items!==e.items;return this._items=e.items||[],this._virtualizer?this._updateVirtualizerConfig(t,e):this._initialize(t,e),n?we:this.render()}async _updateVirtualizerConfig(t,e){if(!await this._virtualizer.updateLayoutConfig(e.layout||{})){let s=t.parentNode;this._makeVirtualizer(s,e)}this._virtualizer.items=this._items}_setFunctions(t){let{renderItem:e,keyFunction:n}=t;e&&(this._renderItem=(s,i)=>e(s,i+this._first)),n&&(this._keyFunction=(s,i)=>n(s,i+this._first))}_makeVirtualizer(t,e){this._virtualizer&&this._virtualizer.disconnected();let{layout:n,scroller:s,items:i}=e;this._virtualizer=new ro({hostElement:t,layout:n,scroller:s}),this._virtualizer.items=i,this._virtualizer.connected()}_initialize(t,e){let n=t.parentNode;n&&n.nodeType===1&&(n.addEventListener("rangeChanged",s=>{this._first=s.first,this._last=s.last,this.setValue(this.render())}),this._makeVirtualizer(n,e))}disconnected(){this._virtualizer?.disconnected()}reconnected(){this._virtualizer?.connected()}},wd=Cr(Za);var It=class extends C{constructor(){super(...arguments),this.items=[],this.renderItem=tl,this.keyFunction=el,this.layout={},this.scroller=!1}createRenderRoot(){return this}render(){let{items:t,renderItem:e,keyFunction:n,layout:s,scroller:i}=this;return c`${wd({items:t,renderItem:e,keyFunction:n,layout:s,scroller:i})}`}element(t){return this[ns]?.element(t)}get layoutComplete(){return this[ns]?.layoutComplete}scrollToIndex(t,e="start"){this.element(t)?.scrollIntoView({block:e})}};tn([rn({attribute:!1})],It.prototype,"items",void 0);tn([rn()],It.prototype,"renderItem",void 0);tn([rn()],It.prototype,"keyFunction",void 0);tn([rn({attribute:!1})],It.prototype,"layout",void 0);tn([rn({reflect:!0,type:Boolean})],It.prototype,"scroller",void 0);customElements.define("lit-virtualizer",It);Qa();function yd(r,t,e,n){if(e<=0)return null;let s=Math.max(1,Math.floor(n)),i=o=>Math.min(e-1,Math.max(0,o));switch(r){case"ArrowDown":return t===null?0:i(t+1);case"ArrowUp":return t===null?0:i(t-1);case"PageDown":return t===null?0:i(t+s);case"PageUp":return t===null?0:i(t-s);case"Home":return 0;case"End":return e-1;default:return null}}function xd(r,t,e,n,s){let i=r*t,o=i+t,a=Math.max(t,n-s);return i<e?i:o>e+a?o-a:e}function gt(r,t,e,n){return r!==t?n(r):e==="asc"?"desc":"asc"}function bt(r,t){return r?t==="asc"?"ascending":"descending":"none"}function vt(r,t){return r&&t==="asc"?"\u25B2":"\u25BC"}var ln=24,Iw=(r,t)=>t,Kw=50,$d=Math.floor(82e5/ln),zw={width:0,height:ln,marginTop:0,marginRight:0,marginBottom:0,marginLeft:0},rl=class extends an{constructor(...t){super(...t),this._overhang=Kw,this._itemSize={width:this._itemSize.width,height:ln}}get measureChildren(){return(()=>zw)}},Bw={type:rl},wt={table:{attribute:!1},rows:{attribute:!1},sort:{attribute:!1},dir:{attribute:!1}};function nl(r,t){r.dispatchEvent(new CustomEvent("sort-change",{detail:t,bubbles:!0,composed:!0}))}function Vw(r,t,e){let{sort:n,dir:s}=r,i=t.key===n,o=c`<span class="arrow">${vt(i,s)}</span>`,a=()=>nl(r,{column:t.key,dir:gt(t.key,n,s,e)});return c`<button
    role="columnheader"
    class=${[t.text?"text":"",t.className??""].join(" ").trim()}
    data-col=${t.key}
    aria-sort=${bt(i,s)}
    title=${`${t.title}. Click to sort.`}
    @click=${a}
  >
    <span class="top">${t.text?h:o}<span class="col-name">${t.name}</span>${t.text?o:h}</span>
    ${t.sub?c`<span class="sub">${t.sub}</span>`:h}
  </button>`}function nr(r,t){let{rows:e}=r;return c`<div
    role="table"
    style=${t.tableStyle??h}
    aria-rowcount=${e.length+1}
    aria-label=${t.label}
    tabindex=${t.focusable?0:h}
  >
    <div class="head" role="row" style=${t.headStyle??h}>
      ${t.columns.map(n=>"header"in n?n.header:Vw(r,n,t.defaultDir))}
    </div>
    ${e.length===0?c`<div class="none">${t.empty}</div>`:t.keyByPosition?c`<lit-virtualizer
              .items=${e}
              .renderItem=${t.renderRow}
              .keyFunction=${Iw}
              .layout=${Bw}
              @rangeChanged=${t.onRange?n=>t.onRange(n.first,n.last):h}
            ></lit-virtualizer>`:c`<lit-virtualizer .items=${e} .renderItem=${t.renderRow}></lit-virtualizer>`}
  </div>`}var rr=class{constructor(t,e){this.host=t;this.actions=e;this.row=null;this.onFocus=t=>{let e=t.composedPath()[0];if(this.row!==null||!(e instanceof HTMLElement)||e.getAttribute("role")!=="table"||!e.matches(":focus-visible"))return;let n=this.host.rows;n.length!==0&&this.set(n[Math.min(n.length-1,Math.ceil(this.host.scrollTop/ln))])};this.onKey=t=>{if(t.defaultPrevented||t.altKey||t.ctrlKey||t.metaKey)return;let e=t.composedPath()[0],n=e instanceof Element&&e.closest("button, input, select, a")!==null;if(t.key==="Escape"){this.actions.close()&&t.preventDefault();return}let s=this.host.rows;if(t.key==="Enter"||t.key===" "){if(n||this.row===null||!s.includes(this.row))return;t.preventDefault(),this.actions.open(this.row);return}let i=this.row===null?-1:s.indexOf(this.row),o=this.headHeight(),a=this.host.clientHeight,l=yd(t.key,i<0?null:i,s.length,Math.floor((a-o)/ln)-1);l!==null&&(t.preventDefault(),this.set(s[l]),this.host.scrollTop=xd(l,ln,this.host.scrollTop,a,o))};t.addController(this)}hostConnected(){this.host.addEventListener("keydown",this.onKey),this.host.addEventListener("focusin",this.onFocus)}hostDisconnected(){this.host.removeEventListener("keydown",this.onKey),this.host.removeEventListener("focusin",this.onFocus)}isCursor(t){return t===this.row}set(t){t!==this.row&&(this.row=t,this.host.requestUpdate())}headHeight(){return this.host.shadowRoot?.querySelector(".head")?.offsetHeight??0}};function _d(r,t){return c`<div class="cell mark" role="cell" data-col="significant">
    ${r?We(t):h}
  </div>`}function We(r){return c`<span class="sig" role="img" aria-label=${r} title=${r}>★</span>`}var sr=[id,$`
    :host {
      display: block;
      position: relative;
      overflow: auto;
      border: 1px solid var(--border);
      border-radius: 2px;
      background: var(--bg);
    }
    .head,
    .row {
      box-sizing: border-box;
      display: grid;
      width: 100%;
    }
    .head {
      position: sticky;
      top: 0;
      z-index: 1;
      background: var(--header-bg);
      border-bottom: 1px solid var(--border);
    }
    .head button {
      display: flex;
      flex-direction: column;
      align-items: flex-end;
      justify-content: center;
      gap: 1px;
      border: 0;
      background: none;
      padding: 4px 8px;
      text-align: right;
      cursor: pointer;
      font-weight: 500;
      min-width: 0;
    }
    .head button.text {
      align-items: flex-start;
      text-align: left;
    }
    lit-virtualizer {
      width: 100%;
    }
    .row {
      height: 24px;
      align-items: center;
      border-bottom: 1px solid var(--row-border);
      background: var(--bg);
    }
    .row:hover {
      background: var(--hover-bg);
    }
    [role='table']:focus {
      outline: none;
    }
    .row.cursor {
      box-shadow: inset 0 0 0 1px var(--border);
    }
    [role='table']:focus-visible .row.cursor,
    [role='table']:focus .row.cursor {
      box-shadow: inset 0 0 0 2px var(--accent);
    }
    .cell {
      padding: 0 8px;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    .none {
      padding: 24px;
      text-align: center;
      color: var(--muted);
    }
  `],no=$`
  .whisker {
    flex: none;
  }
  .whisker .bar {
    stroke: var(--whisker);
    stroke-width: 1.5;
    fill: none;
  }
  .whisker .dot {
    fill: var(--whisker-dot);
  }
  .row.significant .whisker .bar {
    stroke: var(--accent);
    stroke-width: 2;
  }
  .row.significant .whisker .dot {
    fill: var(--accent);
  }
  .cell.mark {
    padding: 0;
    text-align: center;
    color: var(--accent);
  }
  .cell.why {
    cursor: help;
  }
`;var Sd=$`
    /* The summary and the legend keep their lines; the table takes what height is left. */
    .summary,
    .legend {
      flex: none;
    }
    .summary {
      min-height: 18px;
    }
    .main {
      flex: 1;
      min-height: 0;
      display: flex;
      gap: 16px;
    }
    .table-column {
      flex: 1;
      min-width: 0;
      min-height: 0;
      display: flex;
      flex-direction: column;
      gap: 6px;
    }
    fairness-table {
      flex: 1;
      min-height: 0;
    }
    .legend {
      display: flex;
      flex-wrap: wrap;
      gap: 2px 16px;
      font-size: 12px;
      color: var(--muted);
    }
    .legend .star {
      color: var(--accent);
    }
    .legend .grey {
      display: inline-block;
      width: 10px;
      height: 10px;
      margin-right: 3px;
      vertical-align: -1px;
      background: var(--dim-bg);
      border: 1px solid var(--input-border);
    }
    /* The ○ and its words read as the rest of the legend (fdr_legend.ts's .low-power-note). */
    .legend .low-power-note {
      color: var(--muted);
    }
    .legend .warning {
      flex-basis: 100%;
      color: var(--warn-fg);
    }
    .summary .part {
      flex-basis: 100%;
    }
    .summary .part .warning {
      color: var(--warn-fg);
    }
    .drawer {
      padding: 8px 12px 12px;
      background: var(--bg);
      border-left: 1px solid var(--border);
    }
    .open-row {
      flex: none;
      display: flex;
      flex-wrap: wrap;
      align-items: baseline;
      gap: 2px 14px;
      padding: 6px 8px 6px 10px;
      border: 1px solid var(--border);
      border-left: 3px solid var(--accent);
      border-radius: 2px;
      background: var(--surface);
      font-variant-numeric: tabular-nums;
    }
    .open-row .label {
      font-weight: 500;
      max-width: 100%;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    .open-row .item {
      white-space: nowrap;
    }
    .open-row .k {
      color: var(--muted);
      font-size: 12px;
    }
    .open-row b {
      font-weight: 500;
    }
    .open-row .star {
      color: var(--accent);
    }
    .open-row .close {
      margin-left: auto;
      border: 0;
      background: none;
      color: var(--muted);
      font-size: 16px;
      line-height: 1;
      cursor: pointer;
      padding: 0 4px;
    }
    .open-row .close:hover {
      color: var(--fg);
    }
    /* The test's power: sentences, so they wrap, on their own line under the items. */
    .open-row .power {
      flex-basis: 100%;
      margin: 2px 0 0;
      font-size: 12px;
      color: var(--muted);
    }
    .open-row .power .low-power {
      display: block;
    }
    .side {
      width: 344px;
      flex: none;
      display: flex;
      flex-direction: column;
      gap: 16px;
      overflow-y: auto;
    }
    /* Narrower than the table and the charts side by side: the charts go under the
       table, side by side, and the view scrolls; the table keeps most of the height. */
    @media (max-width: 1249px) {
      :host {
        overflow-y: auto;
      }
      .main {
        flex: 1 0 auto;
        flex-direction: column;
      }
      .table-column {
        flex: 1 0 auto;
      }
      fairness-table {
        flex: 1 0 auto;
        height: max(300px, calc(100vh - 260px));
      }
      .side {
        width: auto;
        flex-direction: row;
        flex-wrap: wrap;
        overflow: visible;
      }
    }
`;function ss(r){return c`<span class="star">${r.slice(0,1)}</span>${r.slice(1)}`}function Te(r,t){return c`<div class=${r} data-significant=${t.significant} data-q=${t.q??h}>
    ${ss(Gr(t))}
  </div>`}var un=$`
  .legend,
  .rate-legend,
  .low-power-note {
    font-size: 12px;
    color: var(--muted);
    margin: 2px 0 4px;
  }
  .legend .star,
  .rate-legend .star {
    color: var(--accent);
  }
`;function kd(r,t,e,n=r.rows,s=null){let i=new Map(r.identities.map(l=>[l.name,l.count])),o=l=>i.has(l)?c` (${v(i.get(l))})`:h,a=r.identities.filter(l=>l.name!==r.a).length;return c`<div class="summary" data-shown=${e} data-total=${n}>
      ${t?c`<span class="description">${t}</span>`:h}
      <span><b>N</b> = ${v(r.n)} examples · step ${r.step}</span>
      ${Zt(e,n,n===1?"label":"labels")}
      ${s!==null&&s.rows<e?Hw(s,e):h}
      <span
        >A = <b>${r.a}</b>${o(r.a)} vs B =
        ${r.b===null?c`<b>rest</b> <span class="muted">(mean over ${a} other identit${a===1?"y":"ies"})</span>`:c`<b>${r.b}</b>${o(r.b)}`}</span
      >
      ${r.excluded_labels.length?c`<span class="muted" title="Identities that are predicted labels are left out of the rows"
            >not ranked: ${r.excluded_labels.join(", ")}</span
          >`:h}
    </div>`}function Hw(r,t){let{start:e,rows:n,go:s}=r,i=Math.min(e+n,t);return c`<span class="part" data-role="part" data-start=${e}
    ><span class="warning">rows ${v(e+1)} to ${v(i)} in the table, of ${v(t)}:</span>
    <button class="primary" name="part_previous" ?disabled=${e===0} @click=${()=>s(e-n)}>◀ previous</button>
    <button class="primary" name="part_next" ?disabled=${i>=t} @click=${()=>s(e+n)}>next ▶</button></span
  >`}function Rd(r,t){let e=t??Oi(r);return c`<div class="legend" data-significant=${r.significant} data-insufficient=${r.insufficient}>
      <span class="interval">${e.interval}</span>
      <span class="significance">${ss(e.significance)}</span>
      ${e.lowPower?c`<span class="low-power-note" data-role="low-power">○ ${e.lowPower}</span>`:h}
      <span class="insufficient"><span class="grey"></span>${e.insufficient}</span>
      ${e.overlap?c`<span class="warning" role="note">⚠ ${e.overlap}</span>`:h}
    </div>`}var _,sl=null;function jw(){return sl??=import(new URL("plot.js?v=aa23f8425384a0d2",import.meta.url).href).then(r=>{_=r},r=>{throw sl=null,r}),sl}function is(){return _!==void 0}var il=class{constructor(t,e=()=>!0){this.host=t;this.draws=e;this.skipped=new Map;this.waiting=!1}ready(t){if(is()||!this.draws())return!0;for(let[e,n]of t)this.skipped.has(e)||this.skipped.set(e,n);return this.waiting||(this.waiting=!0,jw().then(()=>{this.waiting=!1,this.catchUp()},e=>{this.waiting=!1,console.error("tb-fairness: could not load the charts' library (plot.js)",e)})),!1}catchUp(){let t=[...this.skipped];this.skipped.clear();for(let[e,n]of t)this.host.requestUpdate(e,n);this.host.requestUpdate()}},z=class extends C{constructor(){super(...arguments);this.plotLoader=new il(this,()=>this.drawsNow())}drawsNow(){return!0}shouldUpdate(e){return this.plotLoader.ready(e)}};function Fw(r){return/(s|x|z|ch|sh)$/.test(r)?r+"es":r+"s"}function Td(r,t){let e=s=>typeof s=="string"&&/^[a-z][a-z ]*$/i.test(s),n=e(t?.key)?t.key:e(r?.bias?.key)?r.bias.key:"row";return{one:n,many:Fw(n)}}var Uw=Object.freeze({});function dn(r){let t=r?.bias?.key_titles;return t!==null&&typeof t=="object"?t:Uw}function _e(r,t){let e=Object.hasOwn(t,r)?t[r]:void 0;return typeof e=="string"&&e!==""?e:r}function Kt(r,t){let e=_e(r,t);return e===r?r:`${e} (${r})`}function Cd(r){let t=r.reason_a??null,e=r.reason_b??null;return t!==null&&t===e?t:[t!==null?`A: ${t}`:"",e!==null?`B: ${e}`:""].filter(Boolean).join("; ")}function Se(r){return`${Number((r*100).toPrecision(3))}%`}var cn=N;function yt(r){return r==="points"||r==="percent"?cn:K}function zt(r,t="value"){return t==="points"||t==="percent"?pn(r,cn(r))+" pp":pn(r,K(r))}function he(r,t,e=K){return B(r)&&B(t)?`[${e(r)}, ${e(t)}]`:""}function Ce(r,t="value"){return B(r)?t==="points"?`${cn(r)} pp`:K(r):"\u2014"}function so(r,t){return r==="fcr"?"FCR-adjusted interval (Benjamini-Yekutieli: it holds for the rows selected, all at once)":`marginal ${Se(t)} interval (this row alone)`}function qe(r,t){return B(t)?r==="percent"?q(t):r==="points"?`${cn(t)} pp`:r==="count"?v(t):K(t):"\u2014"}function io(r){let t=r.change;if(!B(t))return"\u2014";let e,n;return r.format==="percent"||r.format==="points"?(e=pn(t,cn(t))+" pp",n=he(r.lower,r.upper,cn)):r.format==="count"?(e=pn(t,v(t).replace(/^-/,"\u2212")),n=he(r.lower,r.upper,s=>v(s).replace(/^-/,"\u2212"))):(e=zt(t),n=he(r.lower,r.upper)),n?`${e} ${n}`:e}function Pd(r){return Object.entries(r).filter(([,t])=>t!=null&&t!=="").map(([t,e])=>`${t}=${typeof e=="object"?JSON.stringify(e):String(e)}`).join(", ")}function pn(r,t){return r>0?"+"+t:t}var Ed={rose:"rose",fell:"fell",no_significant_change:"no significant change",undetermined:"undetermined"};function ol(r,t){return io({format:r,change:t.change,lower:t.lower,upper:t.upper})}function Ad(r){let t=`${r.group}: ${r.value} ${qe(r.format,r.value_a)} \u2192 ${qe(r.format,r.value_b)} (${ol(r.format,r)})`;return r.significant?t:`${t} (not significant)`}var Ww={identity:"The identity (a label used as a group)",group:"The group",count:"Examples counted (c(x): with the identity)",count_label:"Examples with both the identity and this label (c(x, y))",rate:"The share p(y | x): of the examples with the identity, those with the label",n:"Examples (people, queries) in the group",hits:"Examples with the label in the group",value:"The metric of this identity or group",gap:"This group minus the others",expected:"The count expected if prediction did not depend on the group",correct:"Whether the predicted label is the correct one",p_value:"The test of this group against the others (two-sided)",mde:"The smallest gap from the others' rate this test detects (minimum detectable effect, at the server's power and level)",more_examples:"How many more examples of this group the test would need to see the smallest gap that matters (min_gap)",significant:"A Benjamini-Hochberg discovery at the FDR in use",label:"The label",type:"The type of harm",class:"The class"};function ke(r){return typeof r=="number"&&Number.isFinite(r)}function Dd(r,t,e){let n=t.filter(s=>s!=null);return n.length>0&&n.every(s=>typeof s=="boolean")?"flag":n.some(s=>typeof s=="string")?"text":e==="percent"||e==="points"||e==="count"||e==="p"?e:r==="p_value"?"p":n.length>0&&n.every(s=>ke(s)&&Number.isInteger(s))?"count":"number"}function qw(r,t){return r==="count"?v(t):r==="p"?ee(t):r==="percent"?`${N(t)}%`:r==="points"?`${N(t)} pp`:K(t)}function Gw(r,t,e){return r==="percent"?`[${N(t)}%, ${N(e)}%]`:r==="points"?`[${N(t)}, ${N(e)}] pp`:`[${K(t)}, ${K(e)}]`}function Xw(r,t){return t==null?{text:"",value:null,title:"undefined"}:typeof t=="boolean"?{text:t?"\u2713":"",value:t,title:t?"yes":"no"}:typeof t=="string"?{text:t,value:t,title:t}:typeof t!="number"?{text:String(t),value:String(t),title:String(t)}:Number.isFinite(t)?{text:qw(r,t),value:t,title:String(t)}:{text:"undefined",value:null,title:"undefined"}}function Yw(r,t){let e=[...t].sort().join("\0");return r?.tables.find(n=>[...n.columns].sort().join("\0")===e)?.title??null}function Md(r,t,e=null,n={}){let s=M=>r.rows.map(Q=>Q[M]),i=e?.bias.key||null,o=M=>M===i&&r.rows.length>0&&s(M).every(Q=>Q===t),a=r.columns.filter(M=>!o(M)),l=r.formats??{},u=a.indexOf("lower"),p=a.indexOf("upper"),m=u>0&&p===u+1,d=m?a[u-1]:null,f=d?Dd(d,s(d),l[d]??l.lower):"number",b=null;if(m){let M=r.rows.flatMap(Q=>[Q.lower,Q.upper,d?Q[d]:null]).filter(ke);if(M.length>0){let Q=Math.min(...M),ot=Math.max(...M);Q>=0&&ot<=1&&(Q=0),Q===ot&&(ot=Q+1),b=[Q,ot]}}let w=M=>b?(M-b[0])/(b[1]-b[0]):0,y=[],x=[];return a.forEach((M,Q)=>{if(m&&Q===p)return;if(m&&Q===u){y.push({name:"interval",head:n.interval??"interval",title:`The interval of ${d} [lower, upper], drawn on one scale for every row`,kind:"interval"}),x.push(Ut=>{let le=Ut.lower,Ee=Ut.upper,zr=d?Ut[d]:null;return!ke(le)||!ke(Ee)?{text:"",value:null,title:"no interval",whisker:null,lower:null,upper:null}:{text:Gw(f,le,Ee),value:le,title:`[${le}, ${Ee}]`,whisker:{lo:w(le),hi:w(Ee),mid:ke(zr)?w(zr):null},lower:le,upper:Ee}});return}let ot=Dd(M,s(M),l[M]);y.push({name:M,head:n[M]??M,title:Ww[M]??M,kind:ot}),x.push(Ut=>Xw(ot,Ut[M]))}),{caption:Yw(e,r.columns)??(r.columns.includes("identity")?"Counts per identity":"Per group"),columns:y,rows:r.rows.map(M=>x.map(Q=>Q(M))),scale:b,estimate:d}}function Ld(r,t){if(!r)return"";let e=[];for(let[n,s]of Object.entries(r)){if(s===t||s===null||s===void 0)continue;let i;if(typeof s=="number")i=Number.isInteger(s)?v(s):K(s);else if(typeof s=="string")i=s;else if(typeof s=="boolean")i=s?"yes":"no";else if(Array.isArray(s)&&s.every(o=>typeof o=="string"||typeof o=="number"))i=s.join(" & ");else continue;e.push(`${n} ${i}`)}return e.join(" \xB7 ")}function Jw(r,t){let e=new Map(t.map((n,s)=>[n,s]));return r.map((n,s)=>({r:n,i:s})).sort((n,s)=>(e.get(n.r.run)??t.length+n.i)-(e.get(s.r.run)??t.length+s.i)).map(n=>n.r)}function Od(r,t){let e=Jw(r.runs,t),n=e.flatMap(l=>[l.bias,l.upper]).filter(ke),s=n.length?Math.max(...n):1;s>0||(s=1);let i=Math.min(0,...n),o=l=>(l-i)/(s-i);return{bars:e.map(l=>{let u=ke(l.bias);return{...l,present:u,inReport:l.present!==!1,current:l.run===r.run,at:u?{bias:o(l.bias),lower:ke(l.lower)?o(l.lower):null,upper:ke(l.upper)?o(l.upper):null}:null}}),domain:[i,s]}}function al(r){let t=[...r.steps].sort((i,o)=>i.step-o.step),e=[],n=[],s=0;for(let i of t){if(!ke(i.bias)){n.push(i.step),s++;continue}e.push({step:i.step,wall_time:i.wall_time,value:ke(i.value)?i.value:null,bias:i.bias,lower:ke(i.lower)?i.lower:null,upper:ke(i.upper)?i.upper:null,segment:s,current:i.step===r.step})}return{dots:e,missing:n,current:r.step}}function oo(r,t="not in this run",e="value"){if(!ke(r.bias))return t;let n=e==="points"?N:K,s=ke(r.lower)&&ke(r.upper)?` [${n(r.lower)}, ${n(r.upper)}]`:"";return`${n(r.bias)}${e==="points"?" pp":""}${s}`}function Nd(r,t=6){if(r.length===0)return"";let e=r.slice(0,t).join(", "),n=r.length>t?` and ${r.length-t} more`:"";return`step${r.length>1?"s":""} ${e}${n}`}function Id(r){let t=Object.keys(r.options).sort().map(e=>[e,r.options[e]]);return JSON.stringify([r.tag,r.run,r.step,r.key,t,r.vs?[r.vs.run,r.vs.step]:null])}var Kd="drill";function ao(r){let t=[];return P(t,Kd,r),t}function lo(r){let t=F(r).get(Kd);return t===void 0||t===""?null:t}function zd(r){if(!(r>0)||!Number.isFinite(r))return 1;let t=10**Math.floor(Math.log10(r)),e=r/t;return(e<1.5?1:e<3.5?2:e<7.5?5:10)*t}function ll(r){return Number(r.toPrecision(12))}var Qw=r=>r.filter(t=>typeof t=="number"&&Number.isFinite(t));function xt(r,t=[],e=[],n={}){let s=Qw([...r,...t,...e]);if(s.length===0)return null;let i=Math.min(...s),o=Math.max(...s),a=i,l=o;n.zero&&(i=Math.min(i,0),o=Math.max(o,0));let u=n.clamp,p=n.minSpan??(u?(u[1]-u[0])*.02:Math.max(Math.abs(i),Math.abs(o),1e-9)*.02);if(o-i<p){let f=(i+o)/2;i=f-p/2,o=f+p/2,n.zero&&a>=0&&(i=0,o=Math.max(o,p))}let m=(o-i)*(n.pad??.05);n.zero&&i===0||(i-=m),n.zero&&o===0||(o+=m);let d=zd((o-i)/(n.steps??10));return i=ll(Math.floor(i/d+1e-9)*d),o=ll(Math.ceil(o/d-1e-9)*d),u&&(i=Math.max(i,Math.min(u[0],a)),o=Math.min(o,Math.max(u[1],l))),[i,o]}function Bd(r,t,e){let n=zd((t-r)/Math.max(1,e)),s=[];if(!(t>r)||!Number.isFinite(r)||!Number.isFinite(t))return{values:s,step:n};for(let i=Math.ceil(r/n-1e-9);i*n<=t+n*1e-9;i++)s.push(ll(i*n));return{values:s,step:n}}function Vd(r){return!(r>0)||!Number.isFinite(r)?0:Math.max(0,-Math.floor(Math.log10(r)+1e-9))}function os(r,t){let e=(t-r)/5;return!(e>0)||e>=.01?".0%":e>=.001?".1%":".2%"}function Bt(r,t){let e=0;for(let n of r)"iljtfrI1.,:;|!'()[] ".includes(n)?e+=.32:"mwMW@%&".includes(n)?e+=.9:n>="A"&&n<="Z"?e+=.68:e+=.58;return e*t}function ul(r,t,e){if(e(r)<=t)return r;let n=[...r],s=0,i=n.length;for(;s<i;){let o=Math.ceil((s+i)/2);e(n.slice(0,o).join("")+"\u2026")<=t?s=o:i=o-1}return n.slice(0,Math.max(1,s)).join("").trimEnd()+"\u2026"}function Hd(r){let t=r.map(i=>i.split(" & ").map(o=>[o.slice(0,o.indexOf("=")),o.slice(o.indexOf("=")+1)])),e=t[0]?.map(([i])=>i)??[],n=r.length>0&&t.every((i,o)=>i.length===e.length&&i.every(([a],l)=>a!==""&&a===e[l]&&r[o].split(" & ")[l].includes("="))),s=n?t.map(i=>i.map(([,o])=>o).join(" & ")):[...r];return!n||new Set(s).size!==s.length||s.some(i=>i==="")?{labels:[...r],title:null}:{labels:s,title:e.join(" & ")}}function jd(r,t,e,n={}){let s=n.measure??(w=>Bt(w,e)),i=n.maxLabelPx??120,o=n.marginLeft??44,a=Math.max(1,r.length),l=t/a,u=e*1.35,p=Math.ceil(10+e*1.6);if(Math.max(0,...r.map(s))+8<=l)return{rotate:0,labels:[...r],truncated:!1,marginBottom:p,marginLeft:o,plotWidth:t};let d=r.map(w=>ul(w,i,s)),f=d.some((w,y)=>w!==r[y]),b=Math.max(0,...d.map(s));if(l*Math.SQRT1_2>=u*1.1){let w=Math.ceil((b+e)*Math.SQRT1_2);return{rotate:-45,labels:d,truncated:f,marginBottom:Math.ceil(12+w),marginLeft:Math.max(o,Math.ceil(w-l/2+4)),plotWidth:t}}return{rotate:-90,labels:d,truncated:f,marginBottom:Math.ceil(14+b),marginLeft:o,plotWidth:Math.max(t,Math.ceil(a*u))}}var Zw=["report","compare","trend","runs"],cl="mode",ve="cmp_",ze="trend_",$t="runs_";function ey(r){return Zw.includes(r??"")?r:"report"}function Fd(r,t){let e={mode:"report",view:[],compare:[],trend:[],runs:[]};for(let[n,s]of r){let i=n.slice(t.length);i===cl?e.mode=ey(s):i.startsWith(ve)?e.compare.push([n,s]):i.startsWith(ze)?e.trend.push([n,s]):i.startsWith($t)?e.runs.push([n,s]):e.view.push([n,s])}return e}function Ud(r,t,e){let n={};for(let[s,i]of r){let o=s.slice(t.length);e.includes(o)&&i!==""&&(n[o]=i)}return n}function Wd(r,t,e){return Object.keys(r).filter(n=>r[n][t]?.kind===e).sort()}function qd(r,t){let e=new Set;for(let n of Object.values(r))for(let[s,i]of Object.entries(n))t.includes(i.kind)&&e.add(s);return[...e].sort()}function rt(r,t){return r.fdr??W(t,"fdr")}function ty(r,t,e,n,s,i,o){let a=s===null&&typeof t=="number"&&Number.isFinite(t),l=a&&typeof i=="number"&&Number.isFinite(i);return{n:r,value:a?t:null,lower:a?e:null,upper:a?n:null,state:a?null:s??"undefined",p:l?i:null,significant:l&&o===!0,lowPower:null}}function ry(r){return r.reduce((t,e)=>t+e.filter(n=>n.significant).length,0)}function ny(r,t){let e=[];for(let n=0;n<t;n++){let s=0,i=0;for(let o of r){let a=o[n]?.value;typeof a=="number"&&(s+=a,i++)}e.push({value:i?s/i:null,lower:null,upper:null,classes:i})}return e}function sy(r,t){let e=n=>typeof n=="number"&&Number.isFinite(n)?n:null;return r.map((n,s)=>{let i=t.find(o=>o.group===n)??t[s];return i?{value:e(i.value),lower:e(i.lower),upper:e(i.upper),classes:i.classes}:{value:null,lower:null,upper:null,classes:0}})}function uo(r,t,e){let n=Ie(r),s=r.classes.map((i,o)=>r.groups.map((a,l)=>{let u=ty(r.n[o][l],t.value[o][l],t.lower[o][l],t.upper[o][l],r.state[o][l],r.p_value?.[o]?.[l],r.significant?.[o]?.[l]);return n&&u.p!==null&&!u.significant&&r.underpowered?.[o]?.[l]===!0&&(u.lowPower=ct({mde:r.mde?.[o]?.[l]??null,more:r.more_examples?.[o]?.[l]??null,underpowered:!0},n)),u}));return{power:n,lowPowerCells:s.reduce((i,o)=>i+o.filter(a=>a.lowPower!==null).length,0),classes:r.classes,groups:r.groups,cells:s,macro:t.macro?sy(r.groups,t.macro):ny(s,r.groups.length),minCount:r.min_count,fdr:rt(r,e),significantCells:ry(s)}}function pl(r){return r.cells.reduce((t,e)=>t+e.filter(n=>n.p!==null).length,0)}function Gd(r,t,e){let n=e?"Wald test of this group's mAR against the rest of the class's groups pooled":"pooled two-proportion z-test of this group's rate against the rest of the class's groups pooled";return r.p!==null?{text:Xt(r.p),title:`p = ${r.p} (${n})`}:r.state!==null?{text:"",title:`No p-value: ${r.state}`}:{text:"p \u2014",title:`No p-value: the rest of the class's groups has fewer than min_count = ${t} people, or nothing varies (${n})`}}function Xd(r,t){return{q:r.fdr,significant:r.significantCells,tested:pl(r),unit:"cell",what:`each cell tests whether its group's ${t?"mAR (Wald)":"rate"} differs from the rest of the class's groups pooled`}}function co(r,t){return r.state==="insufficient"?`n=${r.n} < ${t}`:r.state==="undefined"?r.n===0?"nobody":"undefined":""}function Pr(r,t,e){let n=i=>(i*100).toFixed(1),s=t!==null&&e!==null?` [${n(t)}, ${n(e)}]`:"";return`${n(r)}%${s}`}function Vt(r,t,e){let n=i=>(i*100).toFixed(1).replace(/^-/,"\u2212"),s=t!==null&&e!==null?` [${n(t)}, ${n(e)}]`:"";return`${r>0?"+":""}${n(r)} pp${s}`}var dl="mean AR",hl="mean AR (mAR) is the average recall over the IoU thresholds 0.5 to 0.95: at each, the share of the group's people detected with an IoU at least the threshold";function Yd(r,t){let n=`the ${t==="mAR"?dl:t} of this group on each class (export: value, with its interval lower to upper), n = its examples (n), p = the test of this group against the class's other groups pooled (p_value)`+(t==="mAR"?`; ${hl}`:"");return ne(r,"group",n)}var po=["class","n_a","n_b","value_a","value_b","gap","bound","p_value"];function ho(r){return r==="class"||r==="p_value"?"asc":"desc"}function Jd(r,t,e){let n=Array.from({length:r.rows},(a,l)=>l),s=e==="asc"?1:-1;if(t==="class"){let a=r.columns.class;return n.sort((l,u)=>a[l]<a[u]?-s:a[l]>a[u]?s:l-u)}let i=r.columns[t]??[],o=a=>{let l=i[a];return(t==="gap"||t==="bound"||t==="p_value")&&r.states.gap[a]!==null?NaN:typeof l=="number"&&Number.isFinite(l)?l:NaN};return n.sort((a,l)=>{let u=o(a),p=o(l),m=Number.isNaN(u),d=Number.isNaN(p);return m||d?m&&d?a-l:m?1:-1:u<p?-s:u>p?s:a-l})}function Qd(r){for(let t=0;t<r.rows;t++)if(r.states.gap[t]===null&&r.columns.gap[t]!==null)return r.columns.class[t];return r.rows?r.columns.class[0]:null}function Zd(r,t,e,n,s){let i=r.states.gap[t],o=r.columns.p_value?.[t];if(i===null&&typeof o=="number"&&Number.isFinite(o)){let l=s?n?"Wald test of equal mAR":"Wald test that every sufficient group has the same mAR":n?"pooled two-proportion z-test of equal rates":"chi-square test that every sufficient group has the same rate";return{p:o,text:ee(o),title:`p = ${o} (${l})`,significant:r.columns.significant?.[t]===!0}}return{p:null,text:"\u2014",title:i!==null?`${i}: ${e[i]??i}`:"No p-value",significant:!1}}function iy(r){let t=r.columns.p_value??[];return Wt(Array.from({length:r.rows},(e,n)=>r.states.gap[n]===null?t[n]:null))}function eh(r,t,e){let n=e?"one mAR (Wald)":"one rate";return{q:r.fdr,significant:r.significant,tested:iy(r),unit:"class",units:"classes",what:t?`each row tests whether the two groups share ${n}`:`best-minus-worst rows test whether all groups share ${n}`}}function th(r,t,e,n){let[s,i]=t?["A","B"]:["best","worst"],[o,a]=t??["the best sufficient group","the worst sufficient group"],l=e?dl:"rate",u=(p,m,d)=>({name:p,sub:m,title:ne(p,r,e&&r.startsWith("value")?`${d}; ${hl}`:d)});switch(r){case"class":return u("class","","the class");case"n_a":return u("examples",s,`the examples of the class in ${o}`);case"n_b":return u("examples",i,`the examples of the class in ${a}`);case"value_a":return u(l,s,`the ${l} of ${o} on the class`);case"value_b":return u(l,i,`the ${l} of ${a} on the class`);case"gap":return u("gap",`${s} \u2212 ${i}`,`${l} of ${o} minus ${l} of ${a}, with its interval`);case"bound":return u("bound","nearest 0","the end of the interval nearest zero (0 when the interval holds 0): sorting by it puts large and certain disparities first");case"p_value":return u("p","",`${n}; insufficient rows last`)}}var hn=" & ",fl="cells",gl="disparity",ml=Object.freeze({grouping:null,minCount:null,a:null,b:null,cls:null,sort:"gap",dir:"desc"});function mo(r){return{...ml,metric:at(r,"metric"),fdr:W(r,"fdr")}}function Le(r){return r.join(hn)}function mn(r){return r.join(" \xD7 ")}var fo="disparity";function go(r){return{run:r.run,tag:r.tag,step:r.step,metric:r.metric,grouping:r.grouping,min_count:r.min_count,fdr:r.fdr??null}}function bo(r){let t=r.a!==null&&r.b!==null;return{run:r.run,tag:r.tag,step:r.step,metric:r.metric,a:t?r.a:null,b:t?r.b:null,grouping:t?null:r.grouping,min_count:r.min_count,fdr:r.fdr??null}}var me={metric:"metric",grouping:"grouping",minCount:"min_count",a:"a",b:"b",cls:"class",fdr:"fdr",sort:"sort",dir:"dir"},oy="q";function rh(r,t){let e=[];return Y(e,me.metric,r.metric,t),P(e,me.grouping,r.grouping),r.minCount!==null&&P(e,me.minCount,r.minCount),r.a!==null&&r.b!==null&&(P(e,me.a,r.a),P(e,me.b,r.b)),P(e,me.cls,r.cls),Y(e,me.fdr,r.fdr,t),(r.sort!==ml.sort||r.dir!==ml.dir)&&(P(e,me.sort,r.sort),P(e,me.dir,r.dir)),e}function nh(r,t){let e=F(r),n=mo(t);n.metric=tt(t,"metric",e.get(me.metric));let s=e.get(me.grouping);n.grouping=s===void 0||s===""?null:s;let i=O(e.get(me.minCount));j(t,"min_count",i)&&(n.minCount=i);let o=e.get(me.a),a=e.get(me.b);o&&a&&(n.a=o,n.b=a);let l=e.get(me.cls);n.cls=l===void 0||l===""?null:l,n.fdr=ce(t,"fdr",O(e.get(me.fdr)??e.get(oy)));let u=e.get(me.sort);if(u!==void 0&&po.includes(u)){n.sort=u;let p=e.get(me.dir);n.dir=p==="asc"||p==="desc"?p:ho(n.sort)}return n}function bl(r,t){let e={grouping:Le(r.grouping),min_count:String(r.min_count)};return!t&&r.metric!==void 0&&(e.metric=r.metric),r.fdr!==void 0&&(e.fdr=String(r.fdr)),e}function vl(r,t,e){let n={};return!e&&r.metric!==void 0&&(n.metric=r.metric),r.a!==null&&r.b!==null?(n.a=r.a,n.b=r.b):n.grouping=Le(t),n.min_count=String(r.min_count),n.fdr=String(r.fdr),n}var ay={compare:["compare","headline"],trend:["headline"],runs:["headline"]};function ly(r){return r.used_by??["view","compare","headline"]}function ih(r,t){return ly(r).some(e=>ay[t].includes(e))}function wl(r,t){return`${V}${r}o_${t}`}function oh(r,t,e=[]){return(r?.options??[]).filter(n=>ih(n,t)&&!e.includes(n.name))}function as(r,t,e){let n={};for(let[s,i]of Object.entries(e)){let o=U(r,s);(o===null||ih(o,t))&&(n[s]=i)}return n}function yl(r,t,e){return(U(r,t)?.requires??[]).filter(n=>!e[n])}function ir(r,t,e){let n=as(r,t,e),s={};for(let[i,o]of Object.entries(n))yl(r,i,n).length===0&&(s[i]=o);return s}function uy(r,t){if(r.type==="float"||r.type==="int"){let e=t.trim();if(e==="")return;let n=Number(e);return Number.isFinite(n)?n:void 0}return t}function wo(r,t,e){if(e==="")return!0;let n=U(r,t);if(n===null)return!1;let s=uy(n,e);return s!==void 0&&j(r,t,s)}function _t(r,t,e){let n={},s=`${V}${t}o_`;for(let[i,o]of r){if(!i.startsWith(s)||o==="")continue;let a=i.slice(s.length);U(e,a)!==null&&wo(e,a,o)&&(n[a]=o)}return n}function St(r,t,e){return(e?.options??[]).map(s=>s.name).filter(s=>r[s]!==void 0&&r[s]!=="").map(s=>[wl(t,s),r[s]])}function Ge(r,t){let e={...r};for(let[n,s]of Object.entries(t))s!==""&&(e[n]=s);return e}function xl(r,t,e){if(e[t]!==void 0&&e[t]!=="")return e[t];let n=U(r,t)?.default;return n==null?"":String(n)}function ah(r,t=""){return[r.run===null?"every run":r.run,r.tag,r.step===null?`latest ${t}`:String(r.step)].join("\0")}function sh(r){return r.split(hn).map(t=>t.split("=",1)[0]).join(hn)}function vo(r){return r.split(hn).sort().join(hn)}function cy(r,t,e){return e.grouping||t.grouping||r?.grouping?.[0]||null}function lh(r,t,e,n){let s=t?.[r];if(!s||s.length===0)return null;let i=new Set((t?.grouping??[]).map(vo));if(r==="grouping"||i.size===0||!s.every(l=>i.has(vo(sh(l)))))return[...s];let o=cy(t,e,n);if(o===null)return[...s];let a=vo(o);return s.filter(l=>vo(sh(l))===a)}function py(r,t,e){let n=e[t];if(n!==void 0&&n!=="")return{value:"",label:`report view's: ${n}`};let s=xl(r,t,{});return{value:"",label:s===""?"default":`default: ${s}`}}function uh(r,t,e,n,s){let i=t.type==="choice"?yr(t,null):lh(t.name,e,n,s);if(i===null)return{type:"text"};let o=[py(r,t.name,n),...i.map(l=>({value:l,label:l}))],a=s[t.name];return a!==void 0&&a!==""&&!i.includes(a)&&o.push({value:a,label:`${a} (not in this report)`}),{type:"select",entries:o}}function ch(r,t,e,n,s){let i={...r};if(e===""?delete i[t]:i[t]=e,t!=="grouping"||n===null)return i;for(let[o,a]of Object.entries(i)){if(o==="grouping")continue;let l=lh(o,n,s,i);l!==null&&n[o]!==void 0&&n[o].includes(a)&&!l.includes(a)&&delete i[o]}return i}var dy="dark-mode";function ph(r,t){return r!==null?r.split(/\s+/).includes(dy)?"dark":"light":t?"dark":"light"}var $l=[{name:"Slate",light:"#425066",dark:"#8e98a3"},{name:"Cyan",light:"#12b5cb",dark:"#12b5cb"},{name:"Pink",light:"#e52592",dark:"#e52592"},{name:"Yellow",light:"#f9ab00",dark:"#f9ab00"},{name:"Purple",light:"#9334e6",dark:"#9334e6"},{name:"Light Green",light:"#7cb342",dark:"#7cb342"},{name:"Orange",light:"#e8710a",dark:"#e8710a"}],_l={name:"Gray",light:"#e0e0e0",dark:"#3b3b3b"},dh="runColorGroup";function hh(r){return r==="experiment"?{key:"experiment"}:r!==null&&r.startsWith("regex:")?{key:"regex",regex:r.slice(6)}:{key:"run"}}function hy(r,t){if(t.key==="experiment")return"experiment";if(t.key==="regex"&&t.regex!==""){let e;try{e=new RegExp(t.regex)}catch{return"run:"+r}let n=r.match(e);return n?n.length>1?"regex:"+JSON.stringify(n.slice(1)):"regex:pseudo_group":null}return"run:"+r}var yo=class{constructor(){this.groupIds=new Map;this.runIds=new Map;this.runs=[];this.groupBy={key:"run"}}update(t){for(let e of t)this.runIds.set(e,this.idFor(e,this.groupIds));this.runs=[...new Set([...this.runs,...t])]}setGroupBy(t){return JSON.stringify(t)===JSON.stringify(this.groupBy)?!1:(this.groupBy=t,this.groupIds=new Map,this.runIds=new Map,this.update(this.runs),!0)}has(t){return this.runIds.has(t)}known(){return[...this.runs]}ids(t){let e=new Map(this.groupIds);return t.map(n=>this.runIds.get(n)??this.idFor(n,e))}idFor(t,e){let n=hy(t,this.groupBy);if(n===null)return-1;let s=e.get(n)??e.size;return e.set(n,s),s}};function my(r,t){let e=r<0?_l:$l[r%$l.length];return t==="dark"?e.dark:e.light}function fy(r){let t=r.trim().toLowerCase();if(/^#[0-9a-f]{6}$/.test(t))return t;if(/^#[0-9a-f]{3}$/.test(t))return"#"+[...t.slice(1)].map(s=>s+s).join("");let e=/^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)\s*(?:[,/]\s*([\d.]+%?)\s*)?\)$/.exec(t);if(!e||e[4]!==void 0&&Number.parseFloat(e[4])===0)return null;let n=[e[1],e[2],e[3]].map(Number);return n.some(s=>s>255)?null:"#"+n.map(s=>s.toString(16).padStart(2,"0")).join("")}function mh(r){let t=fy(r);if(t===null)return null;let e=$l.findIndex(n=>n.light===t||n.dark===t);return e>=0?{id:e}:t===_l.light||t===_l.dark?{id:-1}:{custom:t}}var fh={theme:"light",ids:null,seen:new Map};function xo(){return fh}function gh(r){fh=r}function fn(r,t){let e=t.ids?t.ids.ids(r):r.map((n,s)=>s);return r.map((n,s)=>{let i=t.seen.get(n);return i&&"custom"in i?i.custom:my(i?i.id:e[s],t.theme)})}function bh(r,t){let e=Object.keys(r).sort(),n=Object.keys(t).sort();if(e.length!==n.length||e.some((s,i)=>s!==n[i]))return!1;for(let s of e){let i=Object.keys(r[s]).sort(),o=Object.keys(t[s]).sort();if(i.length!==o.length||i.some((a,l)=>a!==o[l]))return!1;for(let a of i)if(r[s][a].kind!==t[s][a].kind||r[s][a].max_step!==t[s][a].max_step)return!1}return!0}function $o(r,t,e){if(t===null||e===null)return null;let n=r[t]?.[e];return n===void 0?null:n.max_step}function vh(r,t,e){return r!==null&&t!==null&&e!==null&&r===t&&e>t?e:r}function wh(r,t){return Object.keys(r).sort().filter(e=>r[e][t]!==void 0).map(e=>`${JSON.stringify(e)}:${r[e][t].max_step}`).join(",")}var _o=["step","relative","wall"],Sl={step:"Step",relative:"Relative",wall:"Wall"},kl=.6,So=.99,gy=10;function yh(r){let t=r.filter(e=>e.points.length>0).map(e=>Math.max(...e.points.map(n=>n.step))+1);return t.length<2?"step":Math.max(...t)>=gy*Math.min(...t)?"relative":"step"}function ko(r){let t=new Map;for(let e of r){let n=t.get(e.run);(n===void 0||e.wall_time<n)&&t.set(e.run,e.wall_time)}return t}function xh(r,t,e){return t==="step"?r.step:t==="wall"?r.wall_time*1e3:r.wall_time-(e.get(r.run)??r.wall_time)}function Rl(r){let t=Math.abs(r),e=r<0?"\u2212":"",n=s=>String(Number(s.toPrecision(3)));return t<60?`${e}${n(t)} s`:t<3600?`${e}${n(t/60)} min`:t<86400?`${e}${n(t/3600)} h`:`${e}${n(t/86400)} d`}var by=[1,2,5,10,15,30,60,120,300,600,900,1800,3600,7200,10800,21600,43200,86400];function $h(r,t,e){if(!(t>r)||e<1)return[r];let n=(t-r)/e,s=by.find(o=>o>=n);if(s===void 0){let o=n/86400,a=10**Math.floor(Math.log10(o));s=86400*a*([1,2,5,10].find(l=>l*a>=o)??10)}let i=[];for(let o=Math.ceil(r/s)*s;o<=t+1e-9;o+=s)i.push(o);return i}function _h(r){return r==="step"?"step":r==="relative"?"time since the run\u2019s first point":"wall time"}function vy(r,t){if(!(t>0))return[...r];let e=r.filter(i=>Number.isFinite(i));if(e.length>0&&e.every(i=>i===e[0]))return[...r];let n=0,s=0;return r.map(i=>Number.isFinite(i)?(n=n*t+(1-t)*i,s=s*t+(1-t),n/s):i)}function Sh(r,t){let e=new Map;for(let s of r){let i=e.get(s.run)??[];i.push(s),e.set(s.run,i)}let n=new Map;for(let s of e.values()){let i=[...s].sort((a,l)=>a.step-l.step),o=vy(i.map(a=>a.value),t);i.forEach((a,l)=>n.set(a,o[l]))}return n}function kh(r,t,e,n){let s=new Map;return r.forEach((i,o)=>{let a=s.get(i.run);(a===void 0||Math.abs(t[o]-e)<Math.abs(t[a]-e))&&s.set(i.run,o)}),n.filter(i=>s.has(i)).map(i=>r[s.get(i)])}function Rh(r){return r.length>0&&r.every(t=>t.value>0&&(t.lower===null||t.lower>0)&&(t.upper===null||t.upper>0))}function Ro(r){return r.excluded!==void 0&&r.excluded>0?`every cell was too small to trust (${r.excluded} left out below min_count)`:"no value at this step (too little data, or nothing to compare)"}var Th=V+ze+"run",Ch=V+ze+"gap_threshold",Ph=V+ze+"fit",Eh=V+ze+"x",Ah=V+ze+"smoothing",Dh=V+ze+"log",Mh=V+ze+"key",Xe="gap_threshold",wy=["lines","intervals"];function Cl(r){return{runs:null,gapThreshold:W(r,Xe),own:{},fit:"lines",x:null,smoothing:kl,log:!1,key:null}}function Pl(r){let t=O(r);return t!==null&&t>=0&&t<=So?t:null}function To(r,t){let e=O(r);return j(t,Xe,e)?e:null}function El(r,t){let e=[];for(let n of r.runs??[])e.push([Th,n]);return r.gapThreshold!==null&&r.gapThreshold!==W(t,Xe)&&e.push([Ch,String(r.gapThreshold)]),r.fit!=="lines"&&e.push([Ph,r.fit]),r.x!==null&&e.push([Eh,r.x]),r.smoothing!==kl&&e.push([Ah,String(r.smoothing)]),r.log&&e.push([Dh,"1"]),r.key!==null&&e.push([Mh,r.key]),[...e,...St(r.own,ze,t)]}function Lh(r,t,e){let n=Cl(t),s=[],i;r=[...r],n.own=_t(r,ze,t);for(let[o,a]of r)o===Th&&a!==""&&!s.includes(a)?s.push(a):o===Ch?i=a:o===Ph&&wy.includes(a)?n.fit=a:o===Eh&&_o.includes(a)?n.x=a:o===Ah?n.smoothing=Pl(a)??n.smoothing:o===Dh?n.log=a==="1":o===Mh&&(n.key=a===""?null:a);return n.runs=s.length>0?s:null,n.gapThreshold=To(i,t)??n.gapThreshold,e?Co(n,e):n}function Co(r,t){if(r.runs===null||t.length===0)return r;let e=t.filter(n=>r.runs.includes(n));return{...r,runs:e.length===0||e.length===t.length?null:e}}function Er(r,t){return r.runs===null?[...t]:t.filter(e=>r.runs.includes(e))}function Oh(r,t,e,n){let s=Er(r,t),i=n?t.filter(o=>o===e||s.includes(o)):s.filter(o=>o!==e);return i.length===0?r:Co({...r,runs:i},t)}function Al(r,t){if(t==="")return{runs:[...r],error:null};let e;try{e=new RegExp(t,"i")}catch(n){return{runs:[...r],error:n.message}}return{runs:r.filter(n=>e.test(n)),error:null}}function Nh(r,t){return t!==null&&r.includes(t)?[t,...r.filter(e=>e!==t)]:[...r]}function Dl(r,t,e,n=null){let s=ir(n,"trend",Ge(r,t.own));return e&&t.gapThreshold!==null?{...s,[Xe]:String(t.gapThreshold)}:s}function Ih(r){let t=[];for(let[e,n]of Object.entries(r))e==="gap_threshold"||n===""||t.push(e==="metric"?`metric ${n}`:`${e}=${n}`);return t.join(", ")}function ls(r){return r==="percent"||r==="points"||r==="count"?r:"value"}function Kh(r,t,e="intervals"){if(t==="count"||r.length===0)return null;let n=e==="intervals";return xt(r.map(s=>s.value),n?r.map(s=>s.lower):[],n?r.map(s=>s.upper):[],t==="percent"?{clamp:[0,1]}:t==="points"?{clamp:[-1,1]}:{})}function zh(r,t){if(t.length!==2)return!1;let e=Math.min(t[0],t[1]),n=Math.max(t[0],t[1]);return r.some(s=>s.lower!==null&&s.lower<e||s.upper!==null&&s.upper>n)}function Bh(r){let t=s=>s.lower!==null&&s.upper!==null,e=new Map;for(let s of r){let i=e.get(s.segment)??[];i.push(s),e.set(s.segment,i)}let n=[];for(let s of e.values())s.sort((i,o)=>i.step-o.step),s.forEach((i,o)=>{t(i)&&!(o>0&&t(s[o-1]))&&!(o+1<s.length&&t(s[o+1]))&&n.push(i)});return r.filter(s=>n.includes(s))}function Vh(r,t){let e=t.find(n=>n.name===r);return e?{title:e.title,explanation:e.explanation,format:ls(e.format),better:e.better}:{title:r,explanation:"",format:"value",better:null}}function or(r,t){return r===null||!Number.isFinite(r)?"undefined":t==="percent"?q(r):t==="points"?Gt(r):t==="count"?Number.isInteger(r)?v(r):Nt(r):K(r)}function Tl(r,t){let e=Object.prototype.hasOwnProperty.call(r,t)?r[t]:null;return typeof e=="number"&&Number.isFinite(e)?e:null}function Po(r,t){let e=[],n=[];return t.forEach((s,i)=>{let o=0,a=!1;for(let l of r)if(l.line===s){if(l.value===null){let u={run:s,step:l.step,wall_time:l.wall_time};typeof l.excluded=="number"&&(u.excluded=l.excluded),n.push(u),a&&o++,a=!1;continue}a=!0,e.push({run:s,step:l.step,wall_time:l.wall_time,value:l.value,lower:l.lower,upper:l.upper,segment:`${i}:${o}`})}}),{dots:e,missing:n}}function Hh(r,t=null){let e=r.series.filter(n=>t===null||t.includes(n.run)).map(n=>({run:n.run,points:[...n.points].sort((s,i)=>s.step-i.step),firstWorse:n.first_worse??{}}));return r.names.map(n=>{let s=[];e.forEach(a=>{let l=a.firstWorse[n],u=l?a.points.find(p=>p.step===l.step&&Tl(p.values,n)===l.value):void 0;l&&u&&s.push({...l,run:a.run,wall_time:u.wall_time})});let{dots:i,missing:o}=Po(e.flatMap(a=>a.points.map(l=>{let[u,p]=l.intervals?.[n]??[null,null];return{line:a.run,step:l.step,wall_time:l.wall_time,value:Tl(l.values,n),lower:u,upper:p,excluded:l.excluded?.[n]}})),e.map(a=>a.run));return{name:n,dots:i,missing:o,worse:s}})}function Ml(r,t){let e=t==="percent"?"points":t,n=a=>e==="points"?N(a):or(a,e),s=e==="points"?" pp":"",i=r.change>0?"+":"",o=String(Number((r.threshold*r.pairs).toPrecision(3)));return`step ${r.step}: ${or(r.value,t)} against ${or(r.vs_value,t)} at step ${r.vs_step} (change ${i}${n(r.change)}${s} [${n(r.lower)}, ${n(r.upper)}], ${Number((r.level*100).toPrecision(4))}% interval; ${Xt(r.p_value)}, below ${o}/${r.pairs})`}function jh(r,t=null){let e=r.series.filter(n=>t===null||t.includes(n.run));return e.some(n=>n.points.length>0)&&e.every(n=>new Set(n.points.map(s=>s.step)).size<=1)}function Fh(r,t=6){let e=new Map;for(let s of r){let i=e.get(s.run)??[];i.push(s.step),e.set(s.run,i)}let n=[];for(let[s,i]of e){let o=i.slice(0,t).join(", "),a=i.length>t?` and ${i.length-t} more`:"";n.push(`${s} at step${i.length>1?"s":""} ${o}${a}`)}return n.join("; ")}function us(r,t=xo()){return fn(r,t)}function Eo(r,t,e,n=12){let s=null,i=n*n;return r.forEach((o,a)=>{if(!Number.isFinite(o.x)||!Number.isFinite(o.y))return;let l=(o.x-t)**2+(o.y-e)**2;l<=i&&(s=a,i=l)}),s}function Uh(r,t=null){let e=[["run","step","wall_time",...r.names].map(Ia).join(",")];for(let n of r.series)if(!(t!==null&&!t.includes(n.run)))for(let s of[...n.points].sort((i,o)=>i.step-o.step))e.push([Ia(n.run),Si(s.step),Si(s.wall_time),...r.names.map(i=>Si(Tl(s.values,i)))].join(","));return e.join(`\r
`)+`\r
`}function Ll(r,t,e){if(typeof r=="number"&&Number.isFinite(r))return r;let n=O(t.level);return n!==null&&j(e,"level",n)?n:W(e,"level")}function Wh(r,t){let e=j(t,Xe,r.gapThreshold)?r.gapThreshold:W(t,Xe),n=_t(Object.entries(r.own).map(([i,o])=>[`${V}${ze}o_${i}`,o]),ze,t);return e===r.gapThreshold&&JSON.stringify(n)===JSON.stringify(r.own)?r:{...r,gapThreshold:e,own:n}}var qh=15e3,Ao="theme-change",kt="run-colors-change",yy="experimental",xy="experimental.GetRuns",$y="experimental.RunsChanged",_y="experimental.DataReloaded",Ol=class{constructor(t){this.port=t;this.nextId=0;this.waits=new Map;this.listeners=new Map;t.addEventListener("message",e=>this.onMessage(e.data)),t.start()}send(t,e=null,n=5e3){let s=this.nextId++;return new Promise(i=>{let o=setTimeout(()=>{this.waits.delete(s),i(null)},n);this.waits.set(s,a=>{clearTimeout(o),i(a)}),this.post({type:t,id:s,payload:e,error:null,isReply:!1})})}listen(t,e){this.listeners.set(t,e)}close(){this.port.close()}onMessage(t){let e;try{e=JSON.parse(String(t))}catch{return}if(!(typeof e!="object"||e===null||typeof e.type!="string")){if(e.isReply){let n=this.waits.get(e.id);this.waits.delete(e.id),n?.(e.error?null:e.payload);return}try{this.listeners.get(e.type)?.(e.payload)}finally{this.post({type:e.type,id:e.id,payload:null,error:null,isReply:!0})}}}post(t){this.port.postMessage(JSON.stringify(t))}};function Sy(r){if(r.parent===r)return null;try{let t=r.parent.document;return t.querySelector("tb-webapp")?t:null}catch{return null}}function ky(r){let t=new Map,e=r.defaultView;for(let n of r.querySelectorAll("tb-data-table-content-row")){let s=n.querySelector(".table-column-run")?.textContent?.trim(),i=n.querySelector(".run-color-swatch");if(!s||!i||t.has(s))continue;let o=i.style.backgroundColor||(e?e.getComputedStyle(i).backgroundColor:""),a=mh(o);a&&t.set(s,a)}return t}function Ry(r,t){if(r.size!==t.size)return!1;for(let[e,n]of r)if(JSON.stringify(t.get(e))!==JSON.stringify(n))return!1;return!0}var Nl=class extends EventTarget{constructor(e=window){super();this.win=e;this.ipc=null;this.observers=[];this.onMedia=()=>this.onThemeSignal();this.onDocVisibility=()=>this.onVisibility();this.seen=new Map;this.refreshers=new Set;this.pollTimer=null;this.lastRefresh=Date.now();this.colorsKey="";this.tbDocument=Sy(e),this.media=typeof e.matchMedia=="function"?e.matchMedia("(prefers-color-scheme: dark)"):null,this.theme=this.readTheme(),this.applyColorScheme(),this.shown=this.isShown(),this.ids=this.tbDocument?new yo:null,this.media?.addEventListener("change",this.onMedia);let n=this.tbDocument;if(n){let s=new MutationObserver(()=>this.onThemeSignal());s.observe(n.body,{attributes:!0,attributeFilter:["class"]}),this.observers.push(s);let i=e.frameElement;if(i){let o=new MutationObserver(()=>this.onVisibility());o.observe(i,{attributes:!0,attributeFilter:["style","class"]}),this.observers.push(o)}this.ipc=this.connect(n)}e.document.addEventListener("visibilitychange",this.onDocVisibility),this.readColors()}get inTensorBoard(){return this.tbDocument!==null}onRefresh(e){return this.refreshers.add(e),this.schedulePoll(),()=>{this.refreshers.delete(e),this.refreshers.size===0&&this.pollTimer!==null&&(clearTimeout(this.pollTimer),this.pollTimer=null)}}dispose(){for(let e of this.observers)e.disconnect();this.media?.removeEventListener("change",this.onMedia),this.win.document.removeEventListener("visibilitychange",this.onDocVisibility),this.ipc?.close(),this.refreshers.clear(),this.pollTimer!==null&&clearTimeout(this.pollTimer),this.pollTimer=null}readColors(){let e=this.tbDocument;if(e&&this.ids){this.ids.setGroupBy(hh(new URLSearchParams(e.location.search).get(dh)));let n=ky(e);Ry(n,this.seen)||(this.seen=n)}this.publishColors()}connect(e){let n=this.win.parent;if(typeof MessageChannel>"u")return null;let s=new MessageChannel,i=new Ol(s.port1);return i.listen($y,o=>this.onRuns(o)),i.listen(_y,()=>{let o=this.win.document.documentElement;o.dataset.tensorboardReloads=String(Number(o.dataset.tensorboardReloads??0)+1),this.refresh()}),n.postMessage(`${yy}.bootstrap`,e.location.origin,[s.port2]),i.send(xy).then(o=>this.onRuns(o)),i}onRuns(e){!this.ids||!Array.isArray(e)||!e.every(n=>typeof n=="string")||(this.ids.update(e),this.readColors())}readTheme(){let e=this.tbDocument?this.tbDocument.body.getAttribute("class")??"":null;return ph(e,this.media?.matches??!1)}onThemeSignal(){let e=this.readTheme();e!==this.theme&&(this.theme=e,this.applyColorScheme(),this.dispatchEvent(new Event(Ao)),this.readColors())}applyColorScheme(){this.win.document.documentElement.style.colorScheme=this.theme}publishColors(){let e={theme:this.theme,ids:this.ids,seen:this.seen},n=this.ids?.known()??[],s=JSON.stringify([this.theme,n,fn(n,e),[...this.seen]]);gh(e),s!==this.colorsKey&&(this.colorsKey=s,this.dispatchEvent(new Event(kt)))}isShown(){if(this.win.document.visibilityState==="hidden")return!1;let e=this.win.frameElement;return!e||e.style.visibility!=="hidden"}onVisibility(){let e=this.isShown();e!==this.shown&&(this.shown=e,e&&(this.readColors(),Date.now()-this.lastRefresh>=qh?this.refresh():this.schedulePoll()))}refresh(){this.lastRefresh=Date.now(),this.readColors();for(let e of this.refreshers)e();this.schedulePoll()}schedulePoll(){if(this.pollTimer!==null&&clearTimeout(this.pollTimer),this.pollTimer=null,this.refreshers.size===0)return;let e=Math.max(0,this.lastRefresh+qh-Date.now());this.pollTimer=setTimeout(()=>{this.pollTimer=null,this.shown&&this.refresh()},e)}},Gh=null;function Be(){return Gh??=new Nl,Gh}var Xh=$`
    :host {
      display: block;
      box-sizing: border-box;
      background: var(--bg);
      color: var(--fg);
    }
    :host([variant='panel']) {
      border: 1px solid var(--border);
      border-top: 3px solid var(--accent);
      border-radius: 2px;
      padding: 8px 12px 12px;
    }
    :host([variant='section']) {
      border-top: 1px solid var(--border);
      margin-top: 12px;
      padding-top: 8px;
    }
    .title-bar {
      display: flex;
      align-items: baseline;
      gap: 8px;
    }
    h2 {
      flex: 1;
      min-width: 0;
      margin: 0;
      font-size: 14px;
      font-weight: 500;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    h2 .noun {
      color: var(--muted);
      font-weight: 400;
      margin-right: 4px;
    }
    button.close {
      flex: none;
      width: 26px;
      height: 26px;
      border: 1px solid transparent;
      border-radius: 3px;
      background: none;
      color: var(--muted);
      font-size: 18px;
      line-height: 1;
      cursor: pointer;
    }
    button.close:hover {
      color: var(--fg);
      background: var(--hover-bg);
    }
    button.close:focus-visible {
      outline: 2px solid var(--accent);
      outline-offset: -2px;
    }
    .what {
      font-size: 12px;
      margin: 2px 0 6px;
    }
    .content {
      display: grid;
      grid-template-columns: repeat(auto-fit, minmax(300px, 1fr));
      column-gap: 28px;
      align-items: start;
    }
    .content > section.detail {
      grid-column: 1 / -1;
    }
    .content.stale {
      opacity: 0.55;
      transition: opacity 0.15s 0.2s;
    }
    section {
      margin-top: 10px;
      min-width: 0;
    }
    h4 {
      margin: 0 0 4px;
      font-size: 12px;
      font-weight: 500;
      display: flex;
      flex-wrap: wrap;
      gap: 2px 8px;
      align-items: baseline;
    }
    h4 .muted {
      font-weight: 400;
    }
    .head-text {
      font-size: 11px;
      margin-bottom: 4px;
      overflow-wrap: anywhere;
    }
    .scroll {
      max-height: 260px;
      overflow: auto;
      border: 1px solid var(--border);
      border-radius: 2px;
    }
    table {
      border-collapse: collapse;
      width: 100%;
      font-size: 12px;
    }
    th,
    td {
      padding: 2px 6px;
      border-bottom: 1px solid var(--row-border);
      white-space: nowrap;
    }
    thead th {
      position: sticky;
      top: 0;
      background: var(--header-bg);
      font-weight: 500;
      text-align: left;
      border-bottom: 1px solid var(--border);
    }
    th.num {
      text-align: right;
    }
    td.text {
      max-width: 180px;
      overflow: hidden;
      text-overflow: ellipsis;
    }
    td.missing {
      color: var(--state-fg);
    }
    .driver {
      font-size: 12px;
      margin-bottom: 4px;
      overflow-wrap: anywhere;
    }
    .d-rose,
    .d-fell {
      font-weight: 500;
    }
    .driver.d-rose,
    .driver.d-fell {
      color: var(--fg, inherit);
      border-left: 3px solid var(--accent);
      padding-left: 6px;
    }
    td.flag {
      text-align: center;
      color: var(--accent);
    }
    td.interval {
      min-width: 130px;
    }
    .interval-cell {
      display: flex;
      gap: 6px;
      align-items: center;
      justify-content: flex-end;
    }
    .interval-cell .ci {
      color: var(--muted);
      font-size: 11px;
    }
    .whisker {
      position: relative;
      flex: none;
      width: 64px;
      height: 10px;
    }
    .whisker .line {
      position: absolute;
      top: 4px;
      height: 2px;
      background: var(--whisker);
    }
    .whisker .dot {
      position: absolute;
      top: 1px;
      width: 8px;
      height: 8px;
      margin-left: -4px;
      border-radius: 50%;
      background: var(--whisker-dot);
    }
    .run-list {
      display: grid;
      grid-template-columns: minmax(70px, max-content) minmax(90px, 1fr) auto;
      column-gap: 8px;
      row-gap: 3px;
      align-items: center;
      font-size: 12px;
    }
    .run-row {
      display: contents;
    }
    .run-name {
      display: flex;
      gap: 5px;
      align-items: center;
      min-width: 0;
      max-width: 200px;
    }
    .run-name .name {
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    .run-row.current .name {
      font-weight: 600;
    }
    .run-row.current .track {
      box-shadow: inset 0 0 0 1px var(--chart-rule);
    }
    .swatch {
      flex: none;
      width: 10px;
      height: 10px;
      border-radius: 2px;
    }
    .track {
      position: relative;
      height: 14px;
      border-radius: 2px;
      background: var(--header-bg);
    }
    .track .line {
      position: absolute;
      top: 5px;
      height: 4px;
      border-radius: 2px;
      opacity: 0.7;
    }
    .track .dot {
      position: absolute;
      top: 2px;
      width: 10px;
      height: 10px;
      margin-left: -5px;
      border-radius: 50%;
      box-shadow: 0 0 0 1px var(--chart-halo);
    }
    .run-row .val {
      text-align: right;
      font-variant-numeric: tabular-nums;
      white-space: nowrap;
    }
    .run-row.absent .val {
      color: var(--muted);
      font-style: italic;
    }
    .axis {
      display: grid;
      grid-template-columns: minmax(70px, max-content) minmax(90px, 1fr) auto;
      column-gap: 8px;
      font-size: 11px;
      color: var(--muted);
      font-variant-numeric: tabular-nums;
    }
    .axis .ends {
      display: flex;
      justify-content: space-between;
    }
    .note {
      font-size: 11px;
      margin-top: 2px;
    }
    .chart svg {
      display: block;
      overflow: visible;
    }
    .loading {
      font-size: 12px;
      margin-top: 8px;
    }
`;function Yh(r){let t=r.groups;if(!t||!r.a||!r.b)return h;let e=t.head.format,n=l=>qe(e,l),s=yt(e),i=t.head.driver,o=`${r.a.run} \xB7 step ${r.a.step}`,a=`${r.b.run} \xB7 step ${r.b.step}`;return c`<section class="groups" data-section="groups" data-rows=${t.rows.length} data-driver=${i?.group??h}>
    <h4>For whom <span class="muted">${t.head.value} per group in A and in B</span></h4>
    ${i?c`<div class="driver ${i.significant?`d-${i.direction}`:"muted"}" data-group=${i.group}>
            ${i.significant?"Driven by":"Largest change"} ${Ad(i)}
          </div>`:c`<div class="muted">No group has a value on both sides.</div>`}
    <div class="scroll">
      <table class="detail-table group-table" aria-label=${`${t.head.value} per group, A and B`}>
        <thead>
          <tr>
            <th data-col="group">group</th>
            <th class="num" data-col="value_a" title=${`value_a: ${t.head.value} in report A (${o}), with its ${Math.round(r.level*100)}% interval`}>A</th>
            <th class="num" data-col="value_b" title=${`value_b: ${t.head.value} in report B (${a}), with its ${Math.round(r.level*100)}% interval`}>B</th>
            <th class="num" data-col="change" title="change: B − A, with its interval (FCR-adjusted on the groups that rose or fell; marginal on the others)">change</th>
            <th data-col="direction" title="direction: rose or fell significantly (Benjamini-Hochberg over this row's groups), or neither">direction</th>
            <th class="num" data-col="n" title="n_a, n_b: the group's examples in A and in B">n A / B</th>
          </tr>
        </thead>
        <tbody>
          ${t.rows.map(l=>{let u=he(l.lower_a,l.upper_a,s),p=he(l.lower_b,l.upper_b,s);return c`<tr data-group=${l.group} data-direction=${l.direction} data-interval=${l.interval}>
              <td class="text" data-col="group" title=${l.group}>${l.group}</td>
              <td class="num" data-col="value_a" data-v=${l.value_a??h} title=${u?`${n(l.value_a)} ${u}`:"undefined"}>${n(l.value_a)}</td>
              <td class="num" data-col="value_b" data-v=${l.value_b??h} title=${p?`${n(l.value_b)} ${p}`:"undefined"}>${n(l.value_b)}</td>
              <td
                class="num change d-${l.direction}"
                data-col="change"
                data-v=${l.change??h}
                data-lower=${l.lower??h}
                data-upper=${l.upper??h}
                title=${`${so(l.interval,r.level)}${typeof l.q_value=="number"?`; q = ${ee(l.q_value)}`:""}`}
              >
                ${ol(e,l)}
              </td>
              <td data-col="direction" class="d-${l.direction}">${Ed[l.direction]}</td>
              <td class="num" data-col="n">${l.n_a===null?"\u2014":v(l.n_a)} / ${l.n_b===null?"\u2014":v(l.n_b)}</td>
            </tr>`})}
        </tbody>
      </table>
    </div>
  </section>`}function Qh(r,t){r.dispatchEvent(new CustomEvent("row-open",{detail:t,bubbles:!0,composed:!0}))}var Ty={count:"examples",count_label:"with the label",rate:"share with the label",n:"examples",hits:"with the label",expected:"expected count",correct:"correct label",p_value:"p",significant:"\u2605"};function Cy(r){return ne(r.head,r.name==="interval"?"lower, upper":r.name,r.title)}var Py=150,Jh=240,Ey=640,cs=class extends z{constructor(){super();this.request=new A;this.requested="";this.detail=null;this.stepsSvg=null;this.resize=new ResizeObserver(e=>{let n=Math.floor(e[0]?.contentRect.width??0),s=Math.min(Ey,Math.max(Jh,n));n>0&&Math.abs(s-this.chartWidth)>4&&(this.chartWidth=s)});this.observed=null;this.onColors=()=>{this.stepsSvg=this.drawSteps(),this.requestUpdate()};this.onKey=e=>{!this.closable||e.key!=="Escape"||e.defaultPrevented||(e.preventDefault(),this.close())};this.api=null,this.tag="",this.run="",this.step=null,this.rowKey="",this.options={},this.runs=[],this.noun="row",this.declaration=null,this.showDetail=!0,this.base=null,this.closable=!1,this.revision="",this.variant="panel",this.status="loading",this.data=null,this.error=null,this.chartWidth=420}drawsNow(){return this.data!==null}connectedCallback(){super.connectedCallback(),window.addEventListener("keydown",this.onKey),Be().addEventListener(kt,this.onColors)}disconnectedCallback(){super.disconnectedCallback(),window.removeEventListener("keydown",this.onKey),Be().removeEventListener(kt,this.onColors),this.resize.disconnect(),this.observed=null,this.request.cancel(),this.requested=""}close(){this.dispatchEvent(new CustomEvent("row-close",{bubbles:!0,composed:!0}))}focusPanel(){this.renderRoot.querySelector("button.close")?.focus({preventScroll:!0})}params(){let e={tag:this.tag,run:this.run,step:this.step,key:this.rowKey,options:this.options};return this.base?{...e,run:this.base.run,step:this.base.step,vs:{run:this.run,step:this.step}}:e}async load(){let e=this.api,n=this.params();this.status="loading",this.error=null;let s;try{s=await this.request.run(i=>e.row(n,i))}catch(i){this.data=null,this.error=pe(i),this.status="error";return}s!==E&&(this.data=s,this.status="ready")}retry(){this.requested="",this.requestUpdate()}willUpdate(e){let n=this.api&&this.tag&&this.run&&this.rowKey?Id(this.params()):"";n!==""&&(n!==this.requested||e.has("revision")&&e.get("revision")!==void 0)&&(this.data&&this.data.key!==this.rowKey&&(this.data=null),this.requested=n,this.load()),(e.has("data")||e.has("declaration"))&&(this.detail=this.data?Md(this.data.detail,this.data.key,this.declaration,Ty):null),(e.has("data")||e.has("chartWidth")||e.has("runs"))&&(this.stepsSvg=this.drawSteps())}updated(e){e.has("status")&&this.status==="ready"&&this.dispatchEvent(new CustomEvent("row-loaded"));let n=this.renderRoot.querySelector("section.steps");n!==this.observed&&(this.resize.disconnect(),this.observed=n,n&&this.resize.observe(n))}colorDomain(){let e=this.data?.runs.map(n=>n.run)??[];return[...this.runs,...e.filter(n=>!this.runs.includes(n))]}colorOf(e){let n=this.colorDomain(),s=n.indexOf(e);return s<0?"var(--muted)":us(n)[s]??"var(--muted)"}drawSteps(){let e=this.data;if(!e||!is())return null;let n=al(e),{dots:s}=n;if(s.length===0)return null;let i=this.colorOf(e.run),o=[...s.map(x=>x.step),...n.missing],a=Math.min(...o,n.current),l=Math.max(...o,n.current),u=[...new Set([...o,n.current])].sort((x,T)=>x-T);a===l&&(a-=1,l+=1);let p=`${Math.round(e.level*100)}%`,m=x=>`step ${x.step}`,d=x=>[`step ${x.step} (${qt(x.wall_time)})`,`${e.bias}: ${oo(x,"undefined",e.format)} (${p} interval)`,x.value!==null?`${e.value}: ${Ce(x.value,e.format)}`:""].filter(Boolean).join(`
`),f=s.filter(x=>x.lower!==null&&x.upper!==null),b=Math.max(Jh,this.chartWidth),w=_.plot({width:b,height:Py,marginTop:e.format==="points"?20:10,marginLeft:46,marginRight:12,marginBottom:30,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{domain:[a,l],label:"step",labelAnchor:"center",labelArrow:"none",inset:8,ticks:u.length<=8?u:5,tickFormat:"~s"},y:{label:e.format==="points"?"pp":null,grid:!0,nice:!0,zero:!0,ticks:4,tickFormat:e.format==="points"?x=>String(Number((x*100).toPrecision(6))):void 0},marks:[_.ruleX([n.current],{stroke:"var(--chart-rule)",strokeDasharray:"3,3"}),_.areaY(f,{x:"step",y1:"lower",y2:"upper",z:"segment",fill:i,fillOpacity:.18}),_.ruleX(f,{x:"step",y1:"lower",y2:"upper",stroke:i,strokeOpacity:.6,strokeWidth:1.5}),_.lineY(s,{x:"step",y:"bias",z:"segment",stroke:i,strokeWidth:2}),_.dot(n.missing,{x:x=>x,frameAnchor:"bottom",symbol:"times",r:3.5,stroke:"var(--muted)",ariaLabel:x=>`step ${x}: not in this run`,title:x=>`step ${x}: no ${e.bias} for this ${this.noun} (not in the report, or undefined)`}),_.dot(s.filter(x=>!x.current),{x:"step",y:"bias",fill:i,stroke:"var(--chart-halo)",strokeWidth:1,r:3.5,ariaLabel:m,title:d}),_.dot(s.filter(x=>x.current),{x:"step",y:"bias",fill:i,stroke:"var(--accent)",strokeWidth:2.5,r:5.5,ariaLabel:m,title:d})]});w.setAttribute("data-points",String(s.length)),w.setAttribute("role","img"),w.setAttribute("aria-label",`${e.bias} of ${e.key} over the steps of ${e.run}`);let y=new Map(s.map(x=>[m(x),x]));for(let x of w.querySelectorAll('g[aria-label="dot"] circle')){let T=y.get(x.getAttribute("aria-label")??"");T&&(x.setAttribute("data-step",String(T.step)),x.setAttribute("data-bias",String(T.bias)),T.lower!==null&&x.setAttribute("data-lower",String(T.lower)),T.upper!==null&&x.setAttribute("data-upper",String(T.upper)),T.current&&x.setAttribute("data-current","true"))}return w}renderTitle(){let e=this.data,n=e?`${e.run} \xB7 step ${e.step}`:this.step===null?`${this.run} \xB7 latest step`:`${this.run} \xB7 step ${this.step}`,s=dn(this.declaration);return c`<div class="title-bar">
        <h2 title=${`${this.noun} ${Kt(this.rowKey,s)}`}>
          <span class="noun">${this.noun}</span><span class="key-name" data-key=${this.rowKey}>${_e(this.rowKey,s)}</span>
        </h2>
        ${this.closable?c`<button class="close" name="close-row" title="Close (Esc)" aria-label="Close the drill-down" @click=${()=>this.close()}>
                ×
              </button>`:h}
      </div>
      <div class="what muted" data-run=${e?.run??h} data-step=${e?.step??h}>
        ${e?c`<b>${e.bias}</b>, the size of the bias (lower is better; signed: ${e.value}) · `:h}${n}${e?` \xB7 ${Math.round(e.level*100)}% intervals`:""}
      </div>`}renderCell(e,n){if(e.kind==="interval"){let a=n.whisker;return c`<td
        class="num interval"
        data-col="interval"
        data-lower=${n.lower??h}
        data-upper=${n.upper??h}
        title=${n.title}
      >
        <span class="interval-cell"
          >${a?c`<span class="whisker" aria-hidden="true"
                  ><span class="line" style="left: ${gn(a.lo)}; width: ${gn(Math.max(.005,a.hi-a.lo))}"></span>${a.mid!==null?c`<span class="dot" style="left: ${gn(a.mid)}"></span>`:h}</span
                >`:h}<span class="ci">${n.text||"\u2014"}</span></span
        >
      </td>`}let s=n.value===null,i=[e.kind==="text"?"text":e.kind==="flag"?"flag":"num",s?"missing":""].filter(Boolean).join(" "),o=n.value===null?h:String(n.value);return c`<td class=${i} data-col=${e.name} data-v=${o} title=${n.title}>${s?"\u2014":n.text}</td>`}renderDetail(e){let n=this.detail;if(!n)return h;let s=Ld(e.detail.head,e.key);return c`<section class="detail" data-section="detail" data-rows=${n.rows.length}>
      <h4>${n.caption}${n.estimate?c`<span class="muted">${n.estimate} with its ${Math.round(e.level*100)}% interval</span>`:h}</h4>
      ${s?c`<div class="head-text muted">${s}</div>`:h}
      ${n.rows.length===0?c`<div class="muted">No ${this.noun} ${e.key} in this report.</div>`:c`<div class="scroll">
            <table class="detail-table" aria-label=${n.caption}>
              <thead>
                <tr>
                  ${n.columns.map(i=>c`<th class=${i.kind==="text"?"":"num"} data-col=${i.name} title=${Cy(i)}>${i.head}</th>`)}
                </tr>
              </thead>
              <tbody>
                ${n.rows.map((i,o)=>c`<tr data-row=${o}>${n.columns.map((a,l)=>this.renderCell(a,i[l]))}</tr>`)}
              </tbody>
            </table>
          </div>`}
    </section>`}renderRun(e,n){let s=this.colorOf(e.run),i=`${Math.round(n.level*100)}%`,o=e.present?`run ${e.run}, step ${e.step}: ${n.bias} ${oo(e,void 0,n.format)} (${i} interval)${e.current?" \u2014 the report on screen":""}`:`The latest report of run ${e.run} (step ${e.step}) has no ${n.bias} for this ${this.noun}: it lacks the ${this.noun}, or the value is undefined there (too little data).`,a=e.at;return c`<div
      class="run-row ${e.current?"current":""} ${e.present?"":"absent"}"
      role="listitem"
      data-run=${e.run}
      data-step=${e.step}
      data-present=${e.present?"true":"false"}
      data-bias=${e.bias??h}
      data-lower=${e.lower??h}
      data-upper=${e.upper??h}
      aria-current=${e.current?"true":h}
      title=${o}
    >
      <span class="run-name"><span class="swatch" style="background: ${s}"></span><span class="name">${e.run}</span></span>
      <span class="track" aria-hidden="true"
        >${a?c`${a.lower!==null&&a.upper!==null?c`<span class="line" style="left: ${gn(a.lower)}; width: ${gn(Math.max(.005,a.upper-a.lower))}; background: ${s}"></span>`:h}<span class="dot" style="left: ${gn(a.bias)}; background: ${s}"></span>`:h}</span
      >
      <span class="val">${e.present?oo(e,void 0,n.format):e.inReport?"undefined (too little data)":"not in this run"}</span>
    </div>`}renderRuns(e){let{bars:n,domain:s}=Od(e,this.runs);return c`<section class="runs" data-section="runs" data-entries=${n.length}>
      <h4>In every run <span class="muted">${e.bias} in each run's latest report</span></h4>
      <div class="run-list" role="list" aria-label=${`${e.bias} of ${e.key} in every run`}>${n.map(i=>this.renderRun(i,e))}</div>
      <div class="axis" aria-hidden="true">
        <span></span><span class="ends"><span>${Ce(s[0],e.format)}</span><span>${Ce(s[1],e.format)}</span></span><span></span>
      </div>
    </section>`}renderSteps(e){let n=al(e),s=Nd(n.missing);return c`<section class="steps" data-section="steps" data-points=${n.dots.length} data-missing=${n.missing.length}>
      <h4>Over steps <span class="muted">of ${e.run}; dashed: step ${e.step}</span></h4>
      ${this.stepsSvg?c`<div class="chart">${this.stepsSvg}</div>`:c`<div class="muted">No step of ${e.run} has a ${e.bias} for this ${this.noun}.</div>`}
      ${s&&this.stepsSvg?c`<div class="note muted">Not in this run (or undefined) at ${s}.</div>`:h}
    </section>`}render(){let e=this.data;return c`
      ${this.renderTitle()}
      ${this.status==="error"?c`<div class="message error" role="alert">
            <div class="text">${this.error}</div>
            <button class="primary link" name="retry-row" @click=${()=>this.retry()}>Retry</button>
          </div>`:h}
      ${e?c`<div class="content ${this.status==="loading"?"stale":""}">
            ${Yh(e)} ${this.showDetail&&!e.groups?this.renderDetail(e):h} ${this.renderRuns(e)}
            ${this.renderSteps(e)}
          </div>`:this.status==="loading"?c`<div class="loading">Loading the ${this.noun}…</div>`:h}
    `}};cs.properties={api:{attribute:!1},tag:{attribute:!1},run:{attribute:!1},step:{attribute:!1},rowKey:{reflect:!0,attribute:"data-key"},options:{attribute:!1},runs:{attribute:!1},noun:{attribute:!1},declaration:{attribute:!1},showDetail:{attribute:!1},base:{attribute:!1},closable:{attribute:!1},revision:{attribute:!1},variant:{reflect:!0},status:{reflect:!0,attribute:"data-status"},data:{state:!0},error:{state:!0},chartWidth:{state:!0}},cs.styles=[R,J,Xh];function gn(r){return`${(Math.min(1,Math.max(0,r))*100).toFixed(2)}%`}customElements.define("fairness-row-drilldown",cs);function Zh(r,t,e,n){if(t===null)return h;let s=r.columns.label[t];return c`<aside class="drawer" aria-label=${`Label ${s}, drilled down`}>
      ${Ay(r,t,e.heads,n)}
      <fairness-row-drilldown
        variant="section"
        .api=${e.api}
        .tag=${r.tag}
        .run=${r.run}
        .step=${r.step}
        .rowKey=${s}
        .options=${Ai(r)}
        .noun=${"label"}
        .declaration=${e.declaration}
        .closable=${!1}
      ></fairness-row-drilldown>
    </aside>`}function Ay(r,t,e,n){let s=r.columns,i=s.label[t],o=Jn(r),a=Li(r,t,r.min_count,o),{a:l,b:u,metric:p}=e,m=(f,b,w,y)=>c`<span class="item" data-col=${f} title=${y??Jr(f,e,r.level,r.fdr).title}
        ><span class="k">${b}</span> <b>${w}</b></span
      >`,d=(f,b)=>{let w=Mi(s[f][t],r.states[f][t]);return m(f,b,w.text,w.state===null?void 0:w.title)};return c`<div class="open-row" role="region" aria-label="The open label" data-row=${t} data-key=${i}>
      <b class="label" title=${i}>${i}</b>
      ${m("count","count",v(s.count[t]))} ${m("count_a",`with ${l}`,v(s.count_a[t]))}
      ${m("count_b",`with ${u}`,v(s.count_b[t]))} ${d("value_a",`${p}(${l})`)}
      ${d("value_b",`${p}(${u})`)} ${d("gap","gap")}
      ${m("bound",`${pt(r.level)} interval`,a.intervalText,a.intervalReason??void 0)}
      ${m("p_value","p",a.pText,a.pTitle)}
      ${a.significant?c`<span class="item star" data-col="significant" title=${Jr("significant",e,r.level,r.fdr).title}
              >★ ${re(r.fdr)}</span
            >`:h}
      ${a.insufficient?c`<span class="item muted" data-col="insufficient">insufficient</span>`:h}
      <button class="close" name="close_row" title="Close (Esc)" aria-label="Close the open label" @click=${()=>n.close()}>
        ×
      </button>
      ${Dy(s.mde?.[t],a,o)}
    </div>`}function Dy(r,t,e){if(e===null)return h;let n=B(r)?`${Bp(r,e.settings,e.gapText)}.`:"";return!n&&t.lowPower===null?h:c`<p class="power" data-role="power" data-mde=${B(r)?String(r):h}>
    ${n}${t.lowPower!==null?c`<span class="low-power" data-role="low-power">○ ${t.lowPower}</span>`:h}
  </p>`}var em="",My={signed:"signed gap",bound:"conservative bound"},Ly={auto:"fit the width",all:"all",compact:"without A and B"},tm={fdr:"fdr",minCount:"min_count"};function bn(r){let t=r.trim();if(t==="")return null;let e=Number(t);return Number.isFinite(e)?e:NaN}var ps=class extends C{constructor(){super(),this.metrics=[],this.identities=[],this.reportMinCount=null,this.declaration=null,this.searchError=null,this.canDownload=!1,this.downloadTitle="Every row as CSV",this.canDownloadShown=!1,this.downloadShownTitle="",this.fieldText={gapMin:"",gapMax:"",countMin:"",countMax:""},this.statText={fdr:"",minCount:""}}willUpdate(t){if((t.has("selection")||t.has("reportMinCount"))&&this.selection){let e={gapMin:this.selection.gap[0],gapMax:this.selection.gap[1],countMin:this.selection.count[0],countMax:this.selection.count[1]},n=null;for(let o of Object.keys(e)){let a=bn(this.fieldText[o]);a===e[o]||Number.isNaN(a)&&e[o]===null||(n??={...this.fieldText},n[o]=e[o]===null?"":String(e[o]))}n&&(this.fieldText=n);let s={fdr:this.selection.fdr,minCount:this.selection.minCount??this.reportMinCount},i=null;for(let o of Object.keys(s)){let a=s[o];a!==null&&bn(this.statText[o])!==a&&(i??={...this.statText},i[o]=String(a))}i&&(this.statText=i)}}statValid(t,e){return j(this.declaration,tm[t],e)}onStatInput(t,e){this.statText={...this.statText,[t]:e.target.value}}commitStat(t){let e=bn(this.statText[t]);this.statValid(t,e)&&e!==this.selection[t]&&this.emit({[t]:e})}statInput(t,e,n){let s=this.statText[t],i=tm[t],o=!this.statValid(t,bn(s)),{min:a,max:l}=be(this.declaration,i);return c`<input
      type="number"
      class="stat ${o?"invalid":""}"
      name=${i}
      aria-label=${e}
      aria-invalid=${o?"true":"false"}
      title=${o?`${n} ${$e(this.declaration,i)}.`:n}
      min=${a??h}
      max=${l??h}
      step=${t==="fdr"?"0.01":"1"}
      .value=${s}
      @input=${u=>this.onStatInput(t,u)}
      @change=${()=>this.commitStat(t)}
      @keydown=${u=>{u.key==="Enter"&&this.commitStat(t)}}
    />`}emit(t){this.dispatchEvent(new CustomEvent("selection-change",{detail:t,bubbles:!0,composed:!0}))}onRange(t,e){let n=e.target.value;this.fieldText={...this.fieldText,[t]:n};let s=bn(n),i=s===null||Number.isNaN(s)?null:s,o=this.selection,a=[...o.gap],l=[...o.count];t==="gapMin"&&(a[0]=i),t==="gapMax"&&(a[1]=i),t==="countMin"&&(l[0]=i),t==="countMax"&&(l[1]=i),this.emit(t.startsWith("gap")?{gap:a}:{count:l})}rangeInput(t,e,n){let s=this.fieldText[t],i=Number.isNaN(bn(s));return c`<input
      type="text"
      inputmode="decimal"
      class=${i?"invalid":""}
      name=${t}
      aria-label=${n}
      aria-invalid=${i?"true":"false"}
      title=${i?"Not a number: ignored":n}
      placeholder=${e}
      .value=${s}
      @input=${o=>this.onRange(t,o)}
    />`}render(){let t=this.selection;if(!t)return h;let e=this.metrics.length?this.metrics:[{name:t.metric,title:t.metric,range:null}],n=this.identities,s=n.filter(i=>i.name!==t.a);return c`
      <div class="group" role="group" aria-label="Report and comparison">
        <slot name="report"></slot>
        <label class="field">
          <span class="name">Metric</span>
          <select
            name="metric"
            @change=${i=>this.emit({metric:i.target.value})}
          >
            ${e.map(i=>c`<option .value=${i.name} .selected=${i.name===t.metric} title=${i.title}>
                  ${i.name}${i.title&&i.title!==i.name?` \u2014 ${i.title}`:""}
                </option>`)}
          </select>
        </label>
        <label class="field">
          <span class="name">Identity A</span>
          <select
            name="a"
            @change=${i=>{let o=i.target.value;this.emit(o===t.b?{a:o,b:null}:{a:o})}}
          >
            ${n.length===0&&t.a!==null?c`<option .selected=${!0} .value=${t.a}>${t.a}</option>`:h}
            ${n.map(i=>c`<option .value=${i.name} .selected=${i.name===t.a}>${i.name} (${v(i.count)})</option>`)}
          </select>
        </label>
        <label class="field">
          <span class="name">Identity B</span>
          <select
            name="b"
            @change=${i=>{let o=i.target.value;this.emit({b:o===em?null:o})}}
          >
            <option .value=${em} .selected=${t.b===null}>rest (one-vs-rest)</option>
            ${s.map(i=>c`<option .value=${i.name} .selected=${i.name===t.b}>${i.name} (${v(i.count)})</option>`)}
          </select>
        </label>
      </div>
      <div class="group" role="group" aria-label="Rows">
        <label class="field">
          <span class="name">Search labels (regex)</span>
          <input
            type="search"
            class="search ${this.searchError?"invalid":""}"
            name="search"
            placeholder="e.g. ^sk|board$"
            spellcheck="false"
            autocomplete="off"
            aria-invalid=${this.searchError?"true":"false"}
            .value=${t.search}
            @input=${i=>this.emit({search:i.target.value})}
          />
        </label>
        <div class="field">
          <span class="name">Gap</span>
          <div class="pair">
            ${this.rangeInput("gapMin","min","minimum gap")} – ${this.rangeInput("gapMax","max","maximum gap")}
          </div>
        </div>
        <div class="field">
          <span class="name">Count c(y)</span>
          <div class="pair">
            ${this.rangeInput("countMin","min","minimum count")} – ${this.rangeInput("countMax","max","maximum count")}
          </div>
        </div>
        <label
          class="field"
          title="Which columns the table shows: all of them, or without the counts and values of identities A and B (the open row shows them); fit the width: without them when the table is too narrow for all"
        >
          <span class="name">Columns</span>
          <select name="columns" @change=${i=>this.emit({columns:i.target.value})}>
            ${za.map(i=>c`<option .value=${i} .selected=${t.columns===i}>${Ly[i]}</option>`)}
          </select>
        </label>
      </div>
      <div class="group" role="group" aria-label="Statistics">
        <label
          class="field"
          title=${D(this.declaration,"rank_by","signed gap: the largest gaps first. bound: the end of the interval nearest zero (0 when it holds 0), so gaps that are large and certain come first.")}
        >
          <span class="name">${L(this.declaration,"rank_by","Rank by")}</span>
          <select
            name="rank_by"
            @change=${i=>this.emit({rankBy:i.target.value})}
          >
            ${lt(this.declaration,"rank_by").map(i=>c`<option .value=${i} .selected=${t.rankBy===i}>${My[i]??i}</option>`)}
          </select>
        </label>
        <label class="field" title=${D(this.declaration,"level","The intervals are the whiskers.")}>
          <span class="name">${L(this.declaration,"level","Confidence level")}</span>
          <select name="level" @change=${i=>this.emit({level:Number(i.target.value)})}>
            ${(t.level===null||Pi.includes(t.level)?Pi:[...Pi,t.level].sort((i,o)=>i-o)).map(i=>c`<option .value=${String(i)} .selected=${i===t.level}>${pt(i)}</option>`)}
          </select>
        </label>
        <label class="field">
          <span class="name">${L(this.declaration,"fdr","FDR")}</span>
          ${this.statInput("fdr","false discovery rate q",`False discovery rate of the \u2605 marks (Benjamini-Hochberg): ${xr(this.declaration,"fdr")}.`)}
        </label>
        <label class="field">
          <span class="name">${L(this.declaration,"min_count","Min count")}</span>
          ${this.statInput("minCount","minimum count","A row is insufficient (grey, no p-value) when the label or an identity is seen fewer times than this.")}
        </label>
        <label class="field check" title="Show only the rows marked ★">
          <input
            type="checkbox"
            name="significant_only"
            .checked=${t.significantOnly}
            @change=${i=>this.emit({significantOnly:i.target.checked})}
          />
          <span>significant only</span>
        </label>
      <span class="spacer"></span>
      <button
        class="primary"
        name="download"
        ?disabled=${!this.canDownload}
        title=${this.downloadTitle}
        @click=${()=>this.dispatchEvent(new CustomEvent("download-csv",{bubbles:!0,composed:!0}))}
      >
        Download CSV
      </button>
      <button
        class="primary"
        name="download-shown"
        ?disabled=${!this.canDownloadShown}
        title=${this.downloadShownTitle}
        @click=${()=>this.dispatchEvent(new CustomEvent("download-csv",{detail:"shown",bubbles:!0,composed:!0}))}
      >
        CSV of rows shown
      </button>
      </div>
      ${this.searchError?c`<div class="search-error" role="alert" title=${this.searchError}>
            Invalid regex, search ignored: ${this.searchError}
          </div>`:h}
    `}};ps.properties={selection:{attribute:!1},metrics:{attribute:!1},identities:{attribute:!1},reportMinCount:{attribute:!1},declaration:{attribute:!1},searchError:{attribute:!1},canDownload:{attribute:!1},downloadTitle:{attribute:!1},canDownloadShown:{attribute:!1},downloadShownTitle:{attribute:!1},fieldText:{state:!0},statText:{state:!0}},ps.styles=[R,Z,$`
      :host {
        display: flex;
        flex-direction: column;
        gap: 8px;
      }
      select[name='metric'] {
        max-width: 220px;
      }
      .pair {
        display: flex;
        align-items: center;
        gap: 4px;
      }
      .pair input {
        width: 72px;
      }
      input.search {
        width: 200px;
      }
      input.stat {
        width: 64px;
      }
      label.check {
        flex-direction: row;
        align-items: center;
        gap: 4px;
        align-self: flex-end;
        padding-bottom: 3px;
        cursor: pointer;
      }
    `];customElements.define("fairness-controls",ps);var Oy="minmax(120px, 3fr) repeat(3, minmax(72px, 1fr)) repeat(3, minmax(92px, 1fr)) 212px minmax(64px, 1fr) 24px",Ny="minmax(120px, 3fr) minmax(72px, 1fr) minmax(92px, 1fr) 212px minmax(64px, 1fr) 24px",Do=912,rm=584,nm=$`
    .head,
    .row {
      grid-template-columns: ${oe(Oy)};
      min-width: ${oe(`${Do}px`)};
    }
    lit-virtualizer {
      min-width: ${oe(`${Do}px`)};
    }
    :host([compact]) .head,
    :host([compact]) .row {
      grid-template-columns: ${oe(Ny)};
      min-width: ${oe(`${rm}px`)};
    }
    :host([compact]) lit-virtualizer {
      min-width: ${oe(`${rm}px`)};
    }
    :host([compact]) .ab {
      display: none;
    }
    .head button {
      padding: 4px 6px;
    }
    /* An unsorted head keeps no room for its arrow: narrow columns show their whole name. */
    .head button[aria-sort='none'] .arrow {
      display: none;
    }
    .head button .top {
      max-width: 100%;
    }
    .head button .col-name {
      overflow: hidden;
      text-overflow: ellipsis;
    }
    .cell {
      padding: 0 6px;
    }
    /* The label stays in view when the table scrolls sideways. */
    .head button[data-col='label'],
    .cell.label {
      position: sticky;
      left: 0;
      z-index: 1;
    }
    .head button[data-col='label'] {
      background: var(--header-bg);
    }
    .head button[data-col='label']:hover {
      background: var(--header-hover);
    }
    .cell.label {
      background: var(--bg);
      line-height: 23px;
      box-shadow: inset -1px 0 0 var(--row-border);
    }
    .row {
      cursor: pointer;
      /* Each row lays out and paints on its own: a search that changes the rows in view
         does not invalidate the rest of the table. */
      contain: strict;
    }
    .row.insufficient .cell.label {
      background: var(--dim-bg);
    }
    .row:hover .cell.label {
      background: var(--hover-bg);
    }
    /* The cursor's ring over the sticky label too. */
    .row.cursor {
      box-shadow: none;
    }
    .row.cursor::after {
      content: '';
      position: absolute;
      inset: 0;
      z-index: 2;
      pointer-events: none;
      box-shadow: inset 0 0 0 1px var(--border);
    }
    [role='table']:focus .row.cursor::after {
      box-shadow: inset 0 0 0 2px var(--accent);
    }
    .cell.state {
      color: var(--muted);
      font-style: italic;
      cursor: help;
    }
    .cell.state.inf {
      font-style: normal;
    }
    /* Muted, not the accent: a row without a finding, not a finding. */
    .cell.mark .low-power {
      color: var(--muted);
      cursor: help;
    }
    .head .mark {
      align-self: center;
      text-align: center;
      color: var(--muted);
      cursor: help;
    }
    /* The whisker at a fixed place, the text after it in a fixed width, right-aligned:
       whiskers line up whatever the width of their interval's text. */
    .cell.interval {
      display: flex;
      align-items: center;
      gap: 6px;
      padding-right: 4px;
    }
    .cell.interval .text {
      flex: 1;
      min-width: 0;
      overflow: hidden;
      text-overflow: ellipsis;
      text-align: right;
      font-size: 12px;
      font-variant-numeric: tabular-nums;
    }
    .whisker {
      overflow: visible;
    }
    .whisker .zero {
      stroke: var(--chart-rule);
      stroke-dasharray: 2 2;
    }
    .row.insufficient {
      color: var(--state-fg);
      background: var(--dim-bg);
    }
    .row.insufficient:hover {
      background: var(--hover-bg);
    }
    /* A row whose window is on its way: its place, its height, a faint bar. */
    .row.placeholder {
      cursor: default;
    }
    .row.placeholder .cell.label::after {
      content: '';
      display: inline-block;
      width: 60%;
      height: 8px;
      border-radius: 4px;
      background: var(--dim-bg);
    }
    .row.insufficient .whisker .bar {
      stroke: var(--disabled-border);
    }
    .row.insufficient .whisker .dot {
      fill: var(--disabled);
    }
    /* The open row, whatever else it is (insufficient, under the mouse). */
    .row[aria-selected='true'],
    .row[aria-selected='true']:hover,
    .row[aria-selected='true'] .cell.label {
      background: var(--selected-bg);
    }
  `;var Iy=["label","count","count_a","count_b","value_a","value_b","gap","bound","p_value"],Ky=new Set(["count_a","count_b","value_a","value_b"]),ds=76,Mo=14,zy="fairness:rows-rendered";function By(r,t,[e,n]){let i=x=>(x-e)/(n-e)*(ds-6)+3,o=x=>Math.min(ds-3,Math.max(3,x)),a=Mo/2,[l,u]=r,p=i(l),m=i(u),d=o(p),f=o(m),b=p<3?`M${d+3},${a-3}L${d},${a}L${d+3},${a+3}`:`M${d},${a-3}V${a+3}`,w=m>ds-3?`M${f-3},${a-3}L${f},${a}L${f-3},${a+3}`:`M${f},${a-3}V${a+3}`,y=t!==null&&Number.isFinite(t)?i(t):-10;return{zero:`M${i(0)},0V${Mo}`,bar:`M${d},${a}H${f}${b}${w}`,dot:y,r:y>=0&&y<=ds?2.5:0}}function Vy(r){return c`<svg class="whisker" width=${ds} height=${Mo} aria-hidden="true">
    <path class="zero" d=${r.zero}></path>
    <path class="bar" d=${r.bar}></path>
    <circle class="dot" cx=${r.dot} cy=${Mo/2} r=${r.r}></circle>
  </svg>`}function Hy(r,t){return c`<div class="cell mark" role="cell" data-col="significant">
    ${r.significant?We(t):r.lowPower!==null?c`<span class="low-power" role="img" aria-label="low power" title=${r.lowPower}>○</span>`:h}
  </div>`}function jy(r){return c`<div class="row placeholder" role="row" aria-busy="true" data-pos=${r}>
    <div class="cell label" role="cell" data-col="label"></div>
  </div>`}var Fy=4096,hs=class extends C{constructor(){super();this.pendingMark=!1;this.width=0;this.resize=new ResizeObserver(e=>{this.width=e[0]?.contentRect.width??0,this.updateCompact()});this.cursor=new rr(this,{open:e=>this.openRow(e),close:()=>this.openLabel===null?!1:(this.dispatchEvent(new CustomEvent("row-close",{bubbles:!0,composed:!0})),!0)});this.texts=new Map;this.rowTemplate=(e,n)=>this.renderRow(e,n);this.lastCursor=null;this.cursorLabel=null;this.cursorSelection=null;this.table=null,this.tableKey=null,this.rows=[],this.sort="gap",this.dir="desc",this.names={a:"A",b:"B",metric:"value"},this.stats=null,this.columns="auto",this.openLabel=null,this.windows=null,this.windowsVersion=0,this.compact=!1}connectedCallback(){super.connectedCallback(),this.resize.observe(this)}disconnectedCallback(){super.disconnectedCallback(),this.resize.disconnect()}updateCompact(){let e=this.columns==="compact"||this.columns==="auto"&&this.width>0&&this.width<Do;e!==this.compact&&(this.compact=e)}rowAt(e){if(this.windows!==null)return this.windows.at(e);let n=this.table;return n&&e>=0&&e<n.rows?{table:n,i:e}:null}openRow(e){let n=this.rowAt(e);if(n===null)return;this.cursor.set(e);let s=this.shadowRoot?.querySelector("[role=table]"),i=n.table.columns.label[n.i];this.dispatchEvent(new CustomEvent("row-open",{detail:{key:i,opener:s},bubbles:!0,composed:!0}))}headerColumns(){let{level:e,fdr:n}=this.stats,s=Jr("significant",this.names,e,n),i=c`<span class="mark" role="columnheader" data-col="significant" title=${s.title}>★</span>`;return[...Iy.map(o=>({key:o,text:o==="label",className:Ky.has(o)?"ab":void 0,...Jr(o,this.names,e,n)})),{header:i}]}rowText(e,n,s){let i=this.texts.get(s);if(i)return i;let o=e.columns,a=this.stats,l=Li(e,n,a.minCount,a.power??null),u=o.gap[n],p=l.interval?`${pt(a.level)} interval ${l.intervalText}; conservative bound ${l.bound===null?"\u2014":l.bound}`+(l.insufficient?`. ${l.pTitle}`:""):l.intervalReason??"",m=f=>Mi(o[f][n],e.states[f][n]),d={count:v(o.count[n]),countA:v(o.count_a[n]),countB:v(o.count_b[n]),value_a:m("value_a"),value_b:m("value_b"),gap:m("gap"),stats:l,intervalTitle:p,whisker:l.interval?By(l.interval,Xn(u),a.domain):null};return this.texts.size>=Fy&&this.texts.clear(),this.texts.set(s,d),d}renderValue(e,n,s){return n.state===null?c`<div class="cell num ${s?"ab":""}" role="cell" data-col=${e} title=${n.title}>${n.text}</div>`:c`<div
      class="cell num ${s?"ab":""} state ${n.state==="undefined"?"undef":"inf"}"
      role="cell"
      data-col=${e}
      data-state=${n.state}
      title=${n.title}
    >
      ${n.text}
    </div>`}renderStats(e){let n=e.stats,s=e.intervalTitle,i=re(this.stats.fdr);return c`<div
        class="cell num interval ${n.interval?"":"state undef"}"
        role="cell"
        data-col="interval"
        data-lower=${n.interval?String(n.interval[0]):""}
        data-upper=${n.interval?String(n.interval[1]):""}
        title=${s}
      >
        ${e.whisker?Vy(e.whisker):h}<span
          class="text"
          >${n.intervalText}</span
        >
      </div>
      <div
        class="cell num ${n.p===null?"why":""} ${n.pText==="undefined"?"state undef":""}"
        role="cell"
        data-col="p_value"
        title=${n.pTitle}
      >
        ${n.pText}
      </div>
      ${Hy(n,i)}`}renderRow(e,n){let s=this.rowAt(e);if(s===null)return jy(n);let{table:i,i:o}=s,a=i.columns,l=a.row===void 0?o:Number(a.row[o]),u=a.label[o],p=!!a.insufficient[o],m=!!a.significant[o],d=this.rowText(i,o,l);return c`<div
      class="row ${p?"insufficient":""} ${m?"significant":""} ${this.cursor.isCursor(e)?"cursor":""}"
      role="row"
      aria-selected=${u===this.openLabel?"true":"false"}
      data-row=${l}
      data-pos=${n}
      data-insufficient=${p?"true":"false"}
      data-significant=${m?"true":"false"}
      title=${p?Ua(this.stats.minCount):h}
      @click=${()=>this.openRow(e)}
    >
      <div class="cell label" role="cell" data-col="label" title=${u}>${u}</div>
      <div class="cell num" role="cell" data-col="count">${d.count}</div>
      <div class="cell num ab" role="cell" data-col="count_a">${d.countA}</div>
      <div class="cell num ab" role="cell" data-col="count_b">${d.countB}</div>
      ${this.renderValue("value_a",d.value_a,!0)} ${this.renderValue("value_b",d.value_b,!0)}
      ${this.renderValue("gap",d.gap,!1)} ${this.renderStats(d)}
    </div>`}willUpdate(e){if((e.has("table")||e.has("rows"))&&(e.has("tableKey")&&e.get("tableKey")&&(this.scrollTop=0),this.pendingMark=this.rows.length>0),e.has("windows")&&e.get("windows")&&this.windows===null&&this.cursor.row!==null){let i=this.cursorLabel===null||this.table===null?-1:this.table.columns.label.indexOf(this.cursorLabel);this.cursor.set(i<0?null:i)}e.has("columns")&&this.updateCompact();let n=this.windows?.selection??null;n!==this.cursorSelection&&(n!==null&&this.cursorSelection!==null&&this.followCursor(),this.cursorSelection=n);let s=this.cursorMoved();(e.has("table")||e.has("stats"))&&this.texts.clear(),(s||e.has("table")||e.has("stats")||e.has("openLabel")||e.has("names")||e.has("windows")||e.has("windowsVersion"))&&(this.rowTemplate=(i,o)=>this.renderRow(i,o))}cursorMoved(){let e=this.cursor.row!==this.lastCursor;if(this.lastCursor=this.cursor.row,e){let n=this.cursor.row===null?null:this.rowAt(this.cursor.row);this.cursorLabel=n===null?null:n.table.columns.label[n.i]}return e}followCursor(){if(this.cursor.row===null||this.windows===null)return;let e=this.cursorLabel;this.cursor.set(e===null?null:this.windows.position(e))}updated(){if(!this.pendingMark)return;let e=this.renderRoot,n=()=>{performance.mark(zy),this.dispatchEvent(new CustomEvent("rows-painted"))},s=()=>{this.pendingMark&&(e.querySelector(".row:not(.placeholder)")?(this.pendingMark=!1,setTimeout(n,0)):requestAnimationFrame(s))};requestAnimationFrame(s)}render(){return!this.table||!this.stats?h:nr(this,{columns:this.headerColumns(),defaultDir:Ba,renderRow:this.rowTemplate,label:"Labels ranked by gap",empty:"No label matches the filters.",keyByPosition:!0,focusable:!0,onRange:(e,n)=>this.dispatchEvent(new CustomEvent("row-range",{detail:{first:e,last:n},bubbles:!0,composed:!0}))})}};hs.properties={...wt,names:{attribute:!1},stats:{attribute:!1},columns:{attribute:!1},openLabel:{attribute:!1},tableKey:{attribute:!1},windows:{attribute:!1},windowsVersion:{attribute:!1},compact:{type:Boolean,reflect:!0}},hs.styles=[R,...sr,no,nm];customElements.define("fairness-table",hs);var ms=class extends z{constructor(){super();this.chart=null;this.histogram=null,this.metric=""}drawsNow(){return this.histogram!==null}willUpdate(e){(e.has("histogram")||e.has("metric"))&&(this.chart=this.draw())}draw(){let e=this.histogram;if(!e||e.bins.length===0)return null;let n=Math.max(...e.bins.map(s=>s.count));return _.plot({width:Zr,height:170,marginLeft:44,marginBottom:34,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{label:`gap (${this.metric})`,labelAnchor:"center",labelArrow:"none",nice:!1},y:{label:"labels",labelArrow:"none",grid:!0,ticks:Math.min(5,n),tickFormat:n>=1e4?"~s":void 0},marks:[_.rectY(e.bins,{x1:"x0",x2:"x1",y:"count",fill:Sr,fillOpacity:.85,insetLeft:.5,insetRight:.5}),_.ruleY([0],{stroke:"var(--chart-rule)"}),_.ruleX([0],{stroke:"var(--chart-ink)",strokeDasharray:"3,3"})]})}render(){let e=this.histogram;if(!e)return h;let{posInf:n,negInf:s,undefined:i}=e.nonFinite,o=[n?`${v(n)} at +\u221E`:"",s?`${v(s)} at \u2212\u221E`:"",i?`${v(i)} undefined`:""].filter(Boolean);return c`
      <h3>Gap distribution</h3>
      <div class="chart">${this.chart??c`<div class="muted">No finite gap to plot.</div>`}</div>
      <div class="note muted">
        ${v(e.finite)} finite gap${e.finite===1?"":"s"}${o.length?c`; not plotted: ${o.join(", ")}`:h}
      </div>
    `}};ms.properties={histogram:{attribute:!1},metric:{attribute:!1}},ms.styles=[R,$`
      :host {
        display: block;
      }
      .chart {
        min-height: 40px;
      }
      .note {
        font-size: 11px;
      }
    `];customElements.define("fairness-gap-histogram",ms);var fs=class extends z{constructor(){super();this.chart=null;this.distribution=null,this.k=100,this.sortLabel="",this.kText="100"}drawsNow(){return this.distribution!==null}willUpdate(e){e.has("k")&&Number(this.kText)!==this.k&&(this.kText=String(this.k)),e.has("distribution")&&(this.chart=this.draw())}draw(){let e=this.distribution;if(!e||e.bins.length===0)return null;let n=Math.max(1,e.topShown),s=Math.max(1,e.allShown),i=e.bins.map(o=>({x0:o.x0,x1:o.x1,top:o.top/n,all:o.all/s}));return _.plot({width:Zr,height:170,marginLeft:44,marginBottom:34,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{type:"log",label:"c(y): examples with the label",labelAnchor:"center",labelArrow:"none"},y:{label:"share of labels",labelArrow:"none",grid:!0,percent:!0},marks:[_.rectY(i,{x1:"x0",x2:"x1",y:"top",fill:Sr,fillOpacity:.85,insetLeft:.5,insetRight:.5}),_.rectY(i,{x1:"x0",x2:"x1",y:"all",fill:"none",stroke:"var(--chart-ink)",strokeWidth:1}),_.ruleY([0],{stroke:"var(--chart-rule)"})]})}onK(e){let n=e.target.value;this.kText=n;let s=Number(n);n.trim()!==""&&Number.isSafeInteger(s)&&s>=1&&this.dispatchEvent(new CustomEvent("topk-change",{detail:s,bubbles:!0,composed:!0}))}render(){let e=this.distribution;if(!e)return h;let n=Number(this.kText),s=!(this.kText.trim()!==""&&Number.isSafeInteger(n)&&n>=1);return c`
      <div class="head">
        <h3>Counts of the top</h3>
        <input
          type="text"
          inputmode="numeric"
          name="topk"
          aria-label="K"
          class=${s?"invalid":""}
          .value=${this.kText}
          @input=${i=>this.onK(i)}
        />
        <h3>labels by ${this.sortLabel}</h3>
      </div>
      <div class="chart">${this.chart??c`<div class="muted">No label with c(y) &gt; 0 to plot.</div>`}</div>
      <div class="note muted">
        <span class="key" style="background:${Sr}"></span>top ${v(e.k)}${e.topMedian!==null?c` (median c(y) ${v(e.topMedian)})`:h}
        <span class="key" style="border:1px solid var(--chart-ink)"></span>all ${v(e.allShown)} shown${e.allMedian!==null?c` (median ${v(e.allMedian)})`:h}${e.zero?c`; ${v(e.zero)} of the top with c(y) = 0 not plotted`:h}
      </div>
    `}};fs.properties={distribution:{attribute:!1},k:{attribute:!1},sortLabel:{attribute:!1},kText:{state:!0}},fs.styles=[R,$`
      :host {
        display: block;
      }
      .head {
        display: flex;
        align-items: baseline;
        gap: 8px;
      }
      .head input {
        width: 64px;
        height: 22px;
      }
      .note {
        font-size: 11px;
      }
      .key {
        display: inline-block;
        width: 10px;
        height: 10px;
        margin: 0 3px 0 8px;
        vertical-align: -1px;
      }
    `];customElements.define("fairness-count-distribution",fs);var sm="gaps",Uy=new Set(["search","gap","count"]),Wy=["sort","dir","search","gap","count","significantOnly","topK"];function qy(r){return r.metrics?.find(t=>t.name===r.metric)?.title??""}var gs=class extends C{constructor(e){super();this.request=new A;this.windows=new Hi(this,(e,n)=>this.api.viewColumnar(Zn,"",e,Ci,n),$d);this.tableData=null;this.wholeRequest=new A;this.wholeFor=null;this.refusedSearch=null;this.shell=new X(this,[this.request]);this.downloads=new Fe(this,()=>this.api,()=>this.declaration);this.identitiesConfirmed=!1;this.labelSearch=null;this.search={regex:null,error:null};this.visibleList=[];this.charts=new zi(this);this.heads={a:"A",b:"B",metric:"value"};this.statsInfo=null;this.legendLines=null;this.openRow=null;this.drillOpener=null;this.hash=new Bi(this,()=>Va(this.selection,this.declaration));this.drawerActions={close:()=>this.closeRow()};this.onKey=e=>{if(e.key!=="Escape"||e.defaultPrevented||this.openLabel===null)return;let n=e.composedPath()[0];n instanceof HTMLInputElement||n instanceof HTMLSelectElement||(e.preventDefault(),this.closeRow())};this.api=e??new De,this.info=null,this.declaration=null,this.params=[],this.selection=Ei(null),this.data=null,this.openLabel=null}connectedCallback(){super.connectedCallback(),this.addEventListener("keydown",this.onKey)}disconnectedCallback(){super.disconnectedCallback(),this.removeEventListener("keydown",this.onKey)}showPart(e){this.windows.showPart(e);let n=this.renderRoot.querySelector("fairness-table");n&&(n.scrollTop=0),this.requestUpdate()}openLabelRow(e){this.drillOpener=e.detail.opener,this.openLabel=e.detail.key}closeRow(){let e=this.drillOpener;this.openLabel=null,this.drillOpener=null,e?.isConnected&&e.focus({preventScroll:!0})}async load(){let{a:e,b:n}=this.selection,s=this.searchToSend(),i=!this.identitiesConfirmed;this.shell.start();let o=td(this.report,this.selection,this.declaration,s),a;try{a=await this.request.run(u=>this.api.viewColumnar(Zn,"",o,Ci,u,Ap))}catch(u){let p=u instanceof Ae?Gp(u.status,u.message):null;if(s!==null&&p!==null){this.refusedSearch={pattern:s,error:p},this.load();return}if(i&&(e!==null||n!==null)&&u instanceof Ae&&u.status===400){this.setSelectionState({...this.selection,a:null,b:null}),this.load();return}this.data=null,this.tableData=null,this.windows.clear(),this.shell.fail(u);return}if(a===E)return;if(a.window!==void 0&&this.data!==null&&this.data.window===void 0&&Qr(this.data,a)){this.shell.ready();return}a.window===void 0?this.windows.clear():this.windows.reset(a,{...o,step:a.step});let l=a.window!==void 0&&this.tableData!==null&&Qn(this.tableData,a);this.tableData=l?this.tableData:a,this.data=a,this.identitiesConfirmed=!0,(this.selection.a===null||this.selection.metric!==a.metric)&&this.setSelectionState({...this.selection,a:a.a,metric:a.metric}),this.shell.ready(),this.askWhole(a)}askWhole(e){Qp(e)?(this.wholeFor===null||!Qr(this.wholeFor,e))&&(this.wholeFor=e,this.loadWhole(e)):(this.wholeRequest.cancel(),this.wholeFor=null)}async loadWhole(e){let n={...rd(this.report,this.selection,this.declaration),step:e.step},s;try{s=await this.wholeRequest.run(o=>this.api.viewColumnar(Zn,"",n,Ci,o))}catch{return}let i=this.data;s===E||s.window!==void 0||i===null||i.window===void 0||!Qr(i,s)||(this.wholeFor=null,this.windows.clear(),this.tableData=s,this.data=s)}searchToSend(){return ed(this.selection.search,this.refusedSearch?.pattern??null)}searchError(){return this.search.error!==null?this.search.error:this.refusedSearch?.pattern===this.selection.search?this.refusedSearch.error:null}setSelectionState(e,n=!1){this.selection=e,this.hash.changed(n)}onSelectionChange(e){let n=this.selection,s={...n,...e},i=Object.keys(e).every(l=>Uy.has(l)),o=this.data?.window!==void 0&&Wy.some(l=>JSON.stringify(n[l])!==JSON.stringify(s[l]));if(i){this.setSelectionState(s,!0),o&&this.load();return}e.rankBy!==void 0&&e.rankBy!==n.rankBy&&e.sort===void 0&&(s.sort=_r(e.rankBy),s.dir="desc"),this.setSelectionState(s),s.rankBy!==n.rankBy||s.level!==n.level||s.fdr!==n.fdr||s.minCount!==n.minCount||s.metric!==n.metric||s.a!==n.a||s.b!==n.b?((s.a!==n.a||s.b!==n.b)&&(this.identitiesConfirmed=!0),this.load()):o&&this.load()}resetSelection(){this.setSelectionState(Ei(this.declaration)),this.identitiesConfirmed=!1,this.report.step!==null?je(this,{step:null}):this.load()}async downloadCsv(e="all"){let n=this.data;if(!n)return;let s=e==="shown",i=ge(["fairness",n.run,n.tag,`step${n.step}`,n.metric,n.a,"vs",n.b??"rest",s?"shown":null]),o;if(s&&n.window!==void 0)try{o={column:"label",keys:await this.windows.labels(n.window.matched)}}catch(a){this.downloads.error=pe(a),this.requestUpdate();return}else s&&(o={column:"label",keys:this.visibleList.map(a=>n.columns.label[a])});this.downloads.download(s?"download-shown":"download",{run:n.run,tag:n.tag,step:n.step,table:sm,options:Ai(n)},i,o)}willUpdate(e){if(!this.hasUpdated)this.selection=Ha(this.params,this.declaration),G(this,Va(this.selection,this.declaration)),this.load();else{let x=e.get("report");x&&(x.run!==this.report.run||x.tag!==this.report.tag)&&(this.identitiesConfirmed=!1),(e.has("report")&&mt(x,this.report)||e.has("info")&&ft(e.get("info"),this.info,this.report))&&this.load()}let n=e.get("selection"),s=this.selection,i=this.data,o=e.has("data"),a=n===void 0,l=!a&&(n.sort!==s.sort||n.dir!==s.dir),u=a||n.search!==s.search,p=a||n.gap[0]!==s.gap[0]||n.gap[1]!==s.gap[1]||n.count[0]!==s.count[0]||n.count[1]!==s.count[1]||n.significantOnly!==s.significantOnly,m=a||n.topK!==s.topK;if(u&&(this.search=ut(s.search)),!i){this.labelSearch=null,this.visibleList=[],this.statsInfo=null,this.legendLines=null,this.openRow=null,this.charts.clear();return}let d=i.window,f=e.get("data"),b=o&&f!=null&&Qr(f,i);if(o&&(this.heads={a:i.a,b:i.b_label,metric:i.metric,metricTitle:qy(i)},this.statsInfo={level:i.level,fdr:i.fdr,minCount:i.min_count,domain:i.domain,power:Jn(i)},this.legendLines=Oi(i,{tested:i.tested,low:i.low_power})),d!==void 0){this.labelSearch=null,this.visibleList=this.windows.positions,this.openRow=this.windows.openRow(this.openLabel,i),o&&!b&&d.matched>0?this.charts.windowAfterRows(d):o&&this.charts.fromWindow(d);return}if(o||e.has("openLabel")){let x=this.openLabel===null?-1:i.columns.label.indexOf(this.openLabel);this.openRow=x<0?null:{table:i,i:x}}if(o||l||this.labelSearch===null){let x=Fa(i,s.sort,s.dir)?null:Kp(i,s.sort,s.dir);this.labelSearch=new Di(i,x)}let w=!1;if(o||l||u||p){let x=this.labelSearch.rows(s.search,this.search.regex,i,{gap:s.gap,count:s.count,significantOnly:s.significantOnly});zp(x,this.visibleList)||(this.visibleList=x,w=!0)}let y=!a&&!o&&!l&&!m&&n.significantOnly===s.significantOnly;w||o?o&&this.visibleList.length>0?this.charts.afterRows(()=>this.chartRows(),b):y&&this.charts.drawn?this.charts.afterTyping(()=>this.chartRows()):this.charts.now(this.chartRows(i)):m&&this.charts.countsNow(this.chartRows(i))}chartRows(e=this.data){return e===null?null:{table:e,rows:this.visibleList,k:this.selection.topK}}renderSummary(e){let n=e.window,s=n?{start:this.windows.start,rows:this.windows.partRows,go:i=>this.showPart(i)}:null;return kd(e,this.info?.description??"",n?n.matched:this.visibleList.length,n?.total,s)}renderLegend(e){return Rd(e,this.legendLines)}renderDrawer(){let e=this.openRow;return e===null?h:Zh(e.table,e.i,{api:this.api,declaration:this.declaration,heads:this.heads},this.drawerActions)}render(){let e=this.selection,n=this.data,s=n?.metrics?.length?n.metrics:lt(this.declaration,"metric").map(l=>({name:l,title:"",range:null})),i=this.shell.loading,o=n!==null&&!i&&this.downloads.pending===null,a=`${e.sort} ${e.dir==="desc"?"\u25BC":"\u25B2"}`;return c`
      <fairness-controls
        .selection=${e}
        .metrics=${s}
        .identities=${n?.identities??[]}
        .reportMinCount=${n?.min_count??null}
        .declaration=${this.declaration}
        .searchError=${this.searchError()}
        .canDownload=${o}
        .canDownloadShown=${o&&(n?.window===void 0||n.window.matched<=Ki)}
        .downloadShownTitle=${Xp(n?.window?.matched??null)}
        .downloadTitle=${He(this.declaration,sm,n?.window?.total??n?.rows??null)+"; not only the rows the search and filters show"}
        @selection-change=${l=>this.onSelectionChange(l.detail)}
        @focusout=${this.hash.flushPending}
        @download-csv=${l=>this.downloadCsv(l.detail==="shown"?"shown":"all")}
        ><slot name="report" slot="report"></slot
      ></fairness-controls>
      ${this.downloads.renderError()}
      ${this.shell.renderError("Could not load the report",[{label:"Reset the selection",run:()=>this.resetSelection()}])}
      ${this.shell.renderContent(n,l=>c`${this.renderSummary(l)} ${this.renderLegend(l)}
            <div class="main ${i?"stale":""}">
              <div class="table-column">
                <fairness-table
                  .table=${this.tableData}
                  .tableKey=${this.tableData===null?null:Jp(this.tableData)}
                  .rows=${this.visibleList}
                  .sort=${e.sort}
                  .dir=${e.dir}
                  .names=${this.heads}
                  .stats=${this.statsInfo}
                  .columns=${e.columns}
                  .openLabel=${this.openLabel}
                  .windows=${l.window?this.windows:null}
                  .windowsVersion=${this.windows.version}
                  @row-range=${u=>this.windows.show(u.detail.first,u.detail.last)}
                  @sort-change=${u=>this.onSelectionChange({sort:u.detail.column,dir:u.detail.dir})}
                  @row-open=${u=>this.openLabelRow(u)}
                  @row-close=${()=>this.closeRow()}
                  @rows-painted=${()=>this.charts.rowsPainted()}
                ></fairness-table>
              </div>
              <div class="side">
                <fairness-gap-histogram .histogram=${this.charts.histogram} .metric=${l.metric}></fairness-gap-histogram>
                <fairness-count-distribution
                  .distribution=${this.charts.counts}
                  .k=${e.topK}
                  .sortLabel=${a}
                  @topk-change=${u=>this.onSelectionChange({topK:u.detail})}
                ></fairness-count-distribution>
              </div>
            </div>
            ${this.renderDrawer()}`,"Loading the report\u2026")}
    `}};gs.properties={...dt,selection:{state:!0},data:{state:!0},openLabel:{state:!0}},gs.styles=[R,J,Fi,kr,Rr,se,Sd];customElements.define("fairness-associations-view",gs);var im={kind:Zn,title:"label-association",render:(r,t)=>c`<fairness-associations-view .report=${r.report} .info=${r.info} .declaration=${r.declaration} .params=${r.params}
      >${t}</fairness-associations-view
    >`,hint:()=>c`No label-association reports: log one with <code>w.label_associations(…)</code>, one set of predicted
      label names per example with the identities among them (or a 0/1 matrix with <code>label_names=</code>, or
      scores with <code>threshold=</code>).`,example:`# One set of predicted label names per example; the identities are among them.
predictions = [{"man", "skateboard"}, {"woman", "apron"}, {"woman", "skateboard"}]
w.label_associations("associations/val", 0, predictions, identities=["man", "woman"])`};var Oe=["negligible","small","medium","large"],bs=[.1,.3,.5],om=["class","n","cramers_v","band","accuracy","worst_group","worst_group_accuracy","gap","lower","upper","p_value","significant"];function am(r,t="view route"){S(r)||g(t,"not an object");let e=r.rows;(typeof e!="number"||!Number.isInteger(e)||e<0)&&g(t,"`rows` is not a count"),S(r.model)||g(t,"no `model`"),(!S(r.columns)||!S(r.states))&&g(t,"no `columns` or `states`");let n=r.columns;for(let i of om){let o=n[i];(!Array.isArray(o)||o.length!==e)&&g(t,`column \`${i}\` does not have ${e} rows`)}let s=r.states.cramers_v;return(!Array.isArray(s)||s.length!==e)&&g(t,`states \`cramers_v\` does not have ${e} rows`),Array.isArray(r.groups)||g(t,"no `groups`"),S(r.reasons)||g(t,"no `reasons`"),r}function lm(r,t="view route"){S(r)||g(t,"not an object");let{groups:e,labels:n}=r;(!Array.isArray(e)||!Array.isArray(n))&&g(t,"no `groups` or `labels`");for(let s of["group_n","group_accuracy","other","counts"]){let i=r[s];(!Array.isArray(i)||i.length!==e.length)&&g(t,`\`${s}\` does not have one entry per group`)}for(let s of["correct","kept"]){let i=r[s];(!Array.isArray(i)||i.length!==n.length)&&g(t,`\`${s}\` does not have one entry per label`)}for(let s of r.counts)(!Array.isArray(s)||s.length!==n.length)&&g(t,"`counts` rows do not have one entry per label");return Array.isArray(r.mistakes)||g(t,"no `mistakes`"),r}var um="fairness:skew-response",cm="class";function pm(r){return{run:r.run,tag:r.tag,step:r.step,mev:r.mev,level:r.level??null,fdr:r.fdr??null,min_count:r.minCount??null}}function dm(r){return{run:r.run,tag:r.tag,step:r.step,class_name:r.class,mev:r.mev,k:r.k,limit:r.limit}}var Gy=["class","n","cramers_v","band","p_value","accuracy","worst_group","worst_group_accuracy","gap"],Xy=["class","worst_group"],Oo=[.9,.95,.99],Il=Object.freeze({cls:null,sort:"cramers_v",dir:"desc",search:""});function No(r){return{...Il,mev:W(r,"mev"),level:W(r,"level"),fdr:W(r,"fdr"),minCount:W(r,"min_count")}}function Kl(r){return Xy.includes(r)||r==="p_value"?"asc":"desc"}var Re={cls:"class",mev:"mev",level:"level",fdr:"fdr",minCount:"min_count",sort:"sort",dir:"dir",search:"q"};function zl(r,t){let e=[];return P(e,Re.cls,r.cls),Y(e,Re.mev,r.mev,t),Y(e,Re.level,r.level,t),Y(e,Re.fdr,r.fdr,t),Y(e,Re.minCount,r.minCount,t),(r.sort!==Il.sort||r.dir!==Il.dir)&&(P(e,Re.sort,r.sort),P(e,Re.dir,r.dir)),P(e,Re.search,r.search),e}function hm(r,t){let e=F(r),n=No(t),s=e.get(Re.cls);n.cls=s===void 0||s===""?null:s,n.mev=ce(t,"mev",O(e.get(Re.mev))),n.level=ce(t,"level",O(e.get(Re.level))),n.fdr=ce(t,"fdr",O(e.get(Re.fdr))),n.minCount=ce(t,"min_count",O(e.get(Re.minCount)));let i=e.get(Re.sort);if(i!==void 0&&Gy.includes(i)){n.sort=i;let o=e.get(Re.dir);n.dir=o==="asc"||o==="desc"?o:Kl(n.sort)}return n.search=e.get(Re.search)??"",n}function Yy(r){let t=0;for(;t<bs.length&&r>=bs[t];)t++;return Oe[t]}function Jy(r,t,e){if(t==="band"){let s=Oe.indexOf(r.columns.band[e]);return s<0?NaN:s}let n=r.columns[t][e];return typeof n=="number"&&Number.isFinite(n)?n:NaN}function mm(r,t,e){let n=new Int32Array(r.rows);for(let o=0;o<n.length;o++)n[o]=o;let s=e==="asc"?1:-1;if(t==="class"||t==="worst_group"){let o=r.columns[t];return n.sort((a,l)=>{let u=o[a],p=o[l];return u===null||p===null?u===null&&p===null?a-l:u===null?1:-1:u<p?-s:u>p?s:a-l}),n}let i=new Float64Array(r.rows);for(let o=0;o<r.rows;o++)i[o]=Jy(r,t,o);return n.sort((o,a)=>{let l=i[o],u=i[a],p=Number.isNaN(l),m=Number.isNaN(u);return p||m?p&&m?o-a:p?1:-1:l<u?-s:l>u?s:o-a}),n}function fm(r,t,e){return gp(r.columns.class,t,e)}var Qy={class:["class","ground truth","the ground-truth class"],n:["examples","","the examples of the class"],cramers_v:["Cram\xE9r's V","effect size","Cram\xE9r's V of the table groups \xD7 predicted labels for this class: how strongly what the model predicts depends on the group (0: not at all); classes without V last"],band:["band","of V","negligible < 0.1 \u2264 small < 0.3 \u2264 medium < 0.5 \u2264 large"],p_value:["p","\u03C7\xB2 test",'the p-value of the chi-square test of "group and prediction independent" for this class; classes without V last'],accuracy:["accuracy","of the class","the accuracy on the examples of the class"],worst_group:["worst group","lowest accuracy","the group with the lowest accuracy on this class, among those with at least the min count of its examples"],worst_group_accuracy:["its accuracy","worst group","the accuracy of the class's worst group"],gap:["gap","accuracy \u2212 worst","the accuracy of the class minus that of its worst group, in percentage points (negative when a group too small to count does worse)"]};function gm(r,t,e){let n=r.columns,s=n.worst_group[t],i=n.worst_group_excluded?.[t]??0,o=e===void 0?"enough":`at least ${v(e)}`,a=e===void 0?"too few":`fewer than ${v(e)}`,l=`${v(i)} group${i===1?"":"s"} with ${a} examples of the class`;if(n.accuracy[t]===null)return{note:"",title:"",why:"Undefined: no examples of this class."};if(s===null){let p=n.worst_group_excluded===void 0?"":` (${l})`;return{note:"",title:`No group has ${o} examples of the class.`,why:`Undefined: no group has ${o} examples of the class${p}.`}}let u=`${s}: the lowest accuracy of the groups with ${o} examples of the class`;return i?{note:`+${v(i)} left out`,title:`${u}; ${l} left out (the class's accuracy counts them, so the gap is negative when they do worse).`,why:""}:{note:"",title:`${u}.`,why:""}}function bm(r){let t=r.min_count===void 0?"enough":`at least ${v(r.min_count)}`;if(r.worst_group===null)return`No group has ${t} examples.`;let e=r.worst_group_excluded??0,n=r.min_count===void 0?"too few":`fewer than ${v(r.min_count)}`,s=e?`; ${v(e)} group${e===1?"":"s"} with ${n} examples left out (the overall accuracy counts them)`:"";return`${r.worst_group}: the lowest accuracy of the groups with ${t} examples${s}.`}function Io(r,t,e){if(r==="interval"){let o=vn(t);return{name:"interval",sub:`${o} of V`,title:ne("interval","lower, upper",`the ${o} interval of the population V of this class (docs/statistics.md); the dot is V, dotted lines are the band edges 0.1, 0.3, 0.5`)}}if(r==="significant")return{name:"\u2605",sub:"",title:ne("\u2605","significant",re(e))};let[n,s,i]=Qy[r];return{name:n,sub:s,title:ne(n,r,i)}}function vn(r){return`${Number((r*100).toPrecision(4))}%`}function vm(r,t,e){let n=r.columns,s=r.states.cramers_v[t],i=s===null&&B(n.cramers_v[t]),o=i?null:`Undefined: ${s&&e[s]||s||"no value of V"}`,a=n.lower?.[t],l=n.upper?.[t],u=i&&B(a)&&B(l)?[a,l]:null,p=n.p_value?.[t],m=i&&B(p);return{interval:u,intervalText:u?`[${u[0].toFixed(2)}, ${u[1].toFixed(2)}]`:"\u2014",p:m?p:null,pText:m?ee(p):"\u2014",pTitle:m?`p = ${p} (chi-square test of "group and prediction independent")`:o??"No p-value",significant:i&&n.significant?.[t]===!0,reason:o}}function wm(r){let t=0,e=r.columns.upper??[];for(let n=0;n<r.rows;n++){let s=e[n];B(s)&&s>t&&(t=s)}return[0,Math.min(1,Math.max(.1,Math.ceil(t*10-1e-9)/10))]}function Zy(r){let t=0,e=r.columns.p_value??[];for(let n=0;n<r.rows;n++)B(e[n])&&t++;return t}function ym(r){let t=Zy(r);return{interval:`whiskers: ${vn(r.level)} interval of the population V (docs/statistics.md)`,significance:Gr({q:r.fdr,significant:r.significant,tested:t,unit:"class",units:"classes",what:t<r.rows?`${r.rows-t} without V`:""})}}var Lo=20;function xm(r,t){let e=Object.fromEntries(Oe.map(a=>[a,0])),n=new Map,s=0,i=0;for(let a=0;a<t.length;a++){let l=t[a],u=r.columns.cramers_v[l];if(typeof u!="number"||!Number.isFinite(u)){i++;continue}let p=Oe.includes(r.columns.band[l]??"")?r.columns.band[l]:Yy(u),d=Math.min(Lo-1,Math.max(0,Math.floor(u*Lo)))*Oe.length+Oe.indexOf(p);n.set(d,(n.get(d)??0)+1),e[p]++,s++}return{bins:[...n.entries()].sort(([a],[l])=>a-l).map(([a,l])=>{let u=Math.floor(a/Oe.length);return{x0:u/Lo,x1:(u+1)/Lo,band:Oe[a%Oe.length],count:l}}),byBand:e,defined:s,undefined:i}}function $m(r){let t=0;return{panels:r.groups.map((n,s)=>{let i=r.group_n[s]??0,o=u=>i>0?u/i:0,a=r.labels.map((u,p)=>{let m=r.counts[s][p]??0;return{label:u,count:m,share:o(m),correct:r.correct[p]===!0,kept:r.kept[p]!==!1,other:!1}});if(r.other_labels>0){let u=r.other[s]??0;a.push({label:"",count:u,share:o(u),correct:!1,kept:!0,other:!0})}for(let u of a)u.share>t&&(t=u.share);let l=r.mistakes.filter(u=>u.group===n).sort((u,p)=>u.rank-p.rank);return{group:n,n:i,accuracy:r.group_accuracy[s]??null,bars:a,mistakes:l}}),maxShare:t,otherLabels:r.other_labels,totalLabels:r.total_labels,dropped:r.kept.filter(n=>n===!1).length}}var Ko="classes";function Bl(r){let t={mev:String(r.mev),level:String(r.level),fdr:String(r.fdr)};return r.model.min_count!==void 0&&(t.min_count=String(r.model.min_count)),t}function Hl(r){let t=r.trim();if(t==="")return null;let e=Number(t);return Number.isFinite(e)?e:NaN}function Vl(r,t,e,n,s,i){let o=!j(r,t,Hl(e)),a=be(r,t);return Ue({label:L(r,t,i.label),name:t,text:e,invalid:o,title:o?$e(r,t):`${i.lead??""}${D(r,t,i.hint)}`,...a,step:n,decimal:i.decimal,onInput:s})}var jl={mev:"mev",fdr:"fdr",minCount:"min_count"};function vs(r){return{mev:String(r.mev??""),fdr:String(r.fdr??""),minCount:String(r.minCount??"")}}function _m(r,t){let e=r.sel,n=r.declaration,s=e.level===null||Oo.includes(e.level)?Oo:[...Oo,e.level].sort((i,o)=>i-o);return c`<div class="controls">
      <div class="group" role="group" aria-label="Report and noise filter">
        <slot name="report"></slot>
        ${Vl(n,"mev",r.texts.mev,"any",i=>t.box("mev",i),{decimal:!0,hint:"Drops the predicted labels whose smallest expected count is below it before computing V (the paper uses 5; 0 turns the filter off, as the appendix code does)."})}
        <label class="field" title=${D(n,"level","Here: the interval of V (the whiskers).")}>
          <span class="name">${L(n,"level")}</span>
          <select name="level" @change=${i=>t.level(i)}>
            ${s.map(i=>c`<option .value=${String(i)} .selected=${i===e.level}>${vn(i)}</option>`)}
          </select>
        </label>
        ${Vl(n,"fdr",r.texts.fdr,"0.01",i=>t.box("fdr",i),{decimal:!0,label:"FDR",lead:"False discovery rate of the \u2605 marks (Benjamini\u2013Hochberg over the classes with a p-value). "})}
        ${Vl(n,"min_count",r.texts.minCount,"1",i=>t.box("minCount",i),{label:"Min count",hint:"Groups with fewer examples are left out of the worst group: the model's, and each class's (V counts every group)."})}
      </div>
      <div class="group" role="group" aria-label="Rows">
        <label class="field">
          <span class="name">Search classes (regex)</span>
          <input
            type="search"
            class="search ${r.searchError?"invalid":""}"
            name="search"
            placeholder="e.g. ^nurse|doctor$"
            spellcheck="false"
            autocomplete="off"
            aria-invalid=${r.searchError?"true":"false"}
            .value=${e.search}
            @input=${i=>t.search(i.target.value)}
          />
        </label>
        <span class="spacer"></span>
        ${r.shell.renderCsvButton("download",r.canDownload,()=>t.downloadCsv("all"),`${He(r.declaration,Ko,r.rows)}; not only the classes the search shows`)}
        ${r.shell.renderCsvButton("download-shown",r.canDownload,()=>t.downloadCsv("shown"),"The classes the search shows, in their order, as CSV (the same columns and values as the full download)","CSV of rows shown")}
        ${r.downloads.renderError()}
        ${r.searchError?c`<div class="search-error" role="alert" title=${r.searchError}>
              Invalid regex, search ignored: ${r.searchError}
            </div>`:h}
      </div>
    </div>`}var ex="higher is less biased; a long tail of large effect sizes lowers it";function Sm(r,t){let[e,n]=r??[null,null];if(e===null||n===null)return h;let s=i=>(i*100).toFixed(1);return c` <span class="muted" title=${`${Math.round(t*100)}% Wilson interval`}
    >[${s(e)}, ${s(n)}]</span
  >`}function tx(r,t){let e=r.skew_size_interval;return e?c` <span
      class="interval"
      data-key="skew_size_interval"
      data-lower=${String(e[0])}
      data-upper=${String(e[1])}
      title=${`Approximate ${Math.round(t*100)}% interval of the population SkewSize: a parametric bootstrap of the classes' tables from their bias-corrected V; in simulations it covered 92\u201393% of the time (docs/statistics.md)`}
      >[${K(e[0])}, ${K(e[1])}]</span
    >`:r.skew_size_interval_state!=="too_noisy"?h:c` <span
    class="interval withheld"
    data-key="skew_size_interval"
    data-state="too_noisy"
    title=${r.skew_size_interval_reason??""}
    >no interval: the per-class V are too noisy</span
  >`}function km(r){let t=r.model,e=i=>i&&r.reasons[i]||i||"undefined",n=(i,o)=>c`<span data-key=${i} data-value=${String(t[i])}>${o}</span>`,s=(i,o)=>o===null?h:c` <span class="muted">on</span> <b data-key=${i}>${o}</b>`;return c`<section class="headline" aria-label="The model's numbers">
      <div class="skew" title="SkewSize: the skewness of Cramér's V over the classes that have one">
        <span class="name muted">SkewSize</span>
        ${t.skew_size!==null?c`<span class="value" data-key="skew_size" data-value=${String(t.skew_size)}>${K(t.skew_size)}</span
              >${tx(t,r.level)}`:c`<span class="value undef" data-key="skew_size" data-state=${t.skew_size_state??"undefined"}
              >undefined</span
            >
            <span class="reason" data-key="skew_size_reason">${e(t.skew_size_state)}</span>`}
        <span class="explain muted">${ex}</span>
      </div>
      <dl class="stats">
        <div class="stat">
          <dt>classes with V</dt>
          <dd>${n("classes_with_v",v(t.classes_with_v))} / ${n("classes",v(t.classes))}</dd>
        </div>
        <div class="stat">
          <dt>accuracy: overall · mean over classes</dt>
          <dd>
            ${n("overall_accuracy",q(t.overall_accuracy)||"\u2014")}${Sm(t.overall_accuracy_interval,r.level)} ·
            ${n("mean_accuracy",q(t.mean_accuracy)||"\u2014")}
          </dd>
        </div>
        <div class="stat">
          <dt>worst group · its accuracy · gap</dt>
          <dd title=${bm(t)}>
            <b data-key="worst_group">${t.worst_group??"\u2014"}</b>${t.worst_group_excluded?c`<span class="muted left-out" data-key="worst_group_excluded"> +${v(t.worst_group_excluded)} left out</span>`:h}
            ·
            ${n("worst_group_accuracy",q(t.worst_group_accuracy)||"\u2014")}${Sm(t.worst_group_accuracy_interval,r.level)} ·
            ${n("gap",Gt(t.gap)||"\u2014")}
          </dd>
        </div>
        ${t.parity_state!==null?c`<div class="stat" data-key="parity_state" data-state=${t.parity_state}>
              <dt>demographic parity · equalized odds</dt>
              <dd class="muted" title=${e(t.parity_state)}>not defined: ${e(t.parity_state)}</dd>
            </div>`:c`<div class="stat">
                <dt>demographic parity (max over labels)</dt>
                <dd>
                  ${n("demographic_parity",Nt(t.demographic_parity)||"\u2014")}${s("demographic_parity_label",t.demographic_parity_label)}
                </dd>
              </div>
              <div class="stat">
                <dt>equalized odds (max over labels)</dt>
                <dd>
                  ${n("equalized_odds",Nt(t.equalized_odds)||"\u2014")}${s("equalized_odds_label",t.equalized_odds_label)}
                </dd>
              </div>`}
        <div class="stat">
          <dt>groups: examples (accuracy)</dt>
          <dd>
            ${r.groups.map((i,o)=>c`${o?" \xB7 ":""}<span data-group=${i.name}
                    ><b>${i.name}</b> ${v(i.n)}${i.accuracy!==null?` (${q(i.accuracy)})`:""}</span
                  >`)}
          </dd>
        </div>
      </dl>
    </section>`}var Rm=$`
    input[name='mev'],
    input[name='fdr'],
    input[name='min_count'] {
      width: 72px;
    }
    .stats-legend {
      display: flex;
      flex-wrap: wrap;
      gap: 2px 16px;
      font-size: 12px;
      color: var(--muted);
    }
    .stats-legend .star {
      color: var(--accent);
    }
    input.search {
      width: 200px;
    }
    .headline {
      display: flex;
      flex-wrap: wrap;
      gap: 8px 28px;
      align-items: flex-start;
      padding: 10px 12px;
      border: 1px solid var(--border);
      border-radius: 2px;
      background: var(--surface);
    }
    .headline .skew {
      display: flex;
      flex-direction: column;
      gap: 2px;
      min-width: 220px;
      max-width: 300px;
    }
    .headline .skew .value {
      font-size: 26px;
      font-weight: 500;
      line-height: 1.1;
      font-variant-numeric: tabular-nums;
    }
    .headline .skew .value.undef {
      font-size: 18px;
      color: var(--muted);
      font-style: italic;
    }
    .headline .skew .interval {
      font-size: 13px;
      font-variant-numeric: tabular-nums;
    }
    .headline .skew .interval.withheld {
      color: var(--muted);
      font-style: italic;
      cursor: help;
    }
    .headline .explain {
      font-size: 12px;
    }
    .stats {
      display: grid;
      grid-template-columns: repeat(3, minmax(170px, 1fr));
      gap: 8px 24px;
      flex: 1;
      min-width: 300px;
      margin: 0;
    }
    .stat dt {
      font-size: 11px;
      color: var(--muted);
      letter-spacing: 0.02em;
    }
    .stat dd {
      margin: 0;
      font-variant-numeric: tabular-nums;
      overflow: hidden;
      text-overflow: ellipsis;
    }
    .stat b {
      font-weight: 500;
    }
    .summary {
      min-height: 18px;
    }
    .main {
      flex: 1 0 340px;
      min-height: 340px;
      display: flex;
      gap: 16px;
    }
    fairness-skew-table {
      flex: 1;
      min-width: 0;
    }
    .side {
      width: 344px;
      flex: none;
      display: flex;
      flex-direction: column;
      gap: 12px;
    }
    .hint {
      font-size: 12px;
    }
    @media (max-width: 900px) {
      .main {
        flex-direction: column;
      }
      fairness-skew-table {
        min-height: 340px;
      }
      .side {
        width: auto;
      }
    }
`;var rx="Sorted last in both directions and left out of SkewSize.",nx=["class","n","cramers_v","band","interval","p_value","mark","accuracy","worst_group","worst_group_accuracy","gap"],Fl=64,Ul=14,sx="minmax(100px, 3fr) minmax(72px, 1fr) minmax(90px, 1fr) minmax(88px, 1fr) 150px minmax(60px, 1fr) 24px minmax(76px, 1fr) minmax(90px, 2fr) minmax(84px, 1fr) minmax(76px, 1fr)",Tm=910;function ix([r,t],e,[n,s]){let o=m=>Math.min(Fl-3,Math.max(3,(m-n)/(s-n)*(Fl-6)+3)),a=Ul/2,l=o(r),u=o(t),p=[.1,.3,.5].filter(m=>m<s).map(m=>`M${o(m)},1V${Ul-1}`).join("");return c`<svg class="whisker" width=${Fl} height=${Ul} aria-hidden="true">
    <path class="edge" d=${p}></path>
    <path class="bar" d=${`M${l},${a}H${u}M${l},${a-3}V${a+3}M${u},${a-3}V${a+3}`}></path>
    <circle class="dot" cx=${o(e)} cy=${a} r="2.5"></circle>
  </svg>`}var ws=class extends C{constructor(){super();this.cursor=new rr(this,{open:e=>this.openRow(e),close:()=>this.closeDrillDown()});this.rowTemplate=(e,n)=>this.renderRow(e,n);this.lastCursor=null;this.table=null,this.rows=[],this.sort="cramers_v",this.dir="desc",this.reasons={},this.selected=null,this.stats=null}openRow(e){let n=this.table;!n||e<0||e>=n.rows||(this.cursor.set(e),this.dispatchEvent(new CustomEvent("class-select",{detail:n.columns.class[e],bubbles:!0,composed:!0})))}closeDrillDown(){if(this.selected===null)return!1;let n=this.getRootNode().querySelector?.("fairness-skew-class");return n?(n.dispatchEvent(new CustomEvent("class-close",{bubbles:!0,composed:!0})),!0):!1}columns(){let{level:e,fdr:n}=this.stats,s=Io("significant",e,n),i=c`<span class="mark" role="columnheader" data-col="significant" title=${s.title}>★</span>`,o=Io("interval",e,n),a=c`<span class="interval" role="columnheader" data-col="interval" title=${o.title}>
      <span class="top"><span class="col-name">${o.name}</span></span>
      <span class="sub">${o.sub}</span>
    </span>`;return nx.map(l=>l==="mark"?{header:i}:l==="interval"?{header:a}:{key:l,text:l==="class"||l==="worst_group",...Io(l,e,n)})}numberCell(e,n,s,i,o=String(n)){return n===null||!Number.isFinite(n)?c`<div class="cell num undef" role="cell" data-col=${e} data-state="undefined" title=${i}>
        undefined
      </div>`:c`<div class="cell num" role="cell" data-col=${e} data-v=${String(n)} title=${o}>${s}</div>`}renderRow(e,n){let s=this.table,i=s.columns,o=i.class[e],a=i.cramers_v[e],l=s.states.cramers_v[e],u=i.dropped_groups?.[e]??0,p=u?` ${v(u)} group${u===1?"":"s"} left out: too small for the noise filter.`:"",m=`Undefined: ${l&&this.reasons[l]||l||"no value"}.${p} ${rx}`,d=`V = ${a}, over ${i.table_rows[e]} groups x ${i.table_columns[e]} predicted labels.${p}`,f=`Undefined: ${this.reasons.no_examples??"no examples of this class"}.`,b=i.band[e],w=i.worst_group[e],y=gm(s,e,this.stats.minCount),x=o===this.selected,T=vm(s,e,this.reasons),M=re(this.stats.fdr);return c`<div
      class="row ${T.significant?"significant":""} ${this.cursor.isCursor(e)?"cursor":""}"
      role="row"
      aria-selected=${x?"true":"false"}
      data-row=${e}
      data-pos=${n}
      data-significant=${T.significant?"true":"false"}
      @click=${()=>this.openRow(e)}
    >
      <div class="cell" role="cell" data-col="class" title=${o}>${o}</div>
      <div class="cell num" role="cell" data-col="n">${v(i.n[e])}</div>
      ${this.numberCell("cramers_v",a,Nt(a),m,d)}
      ${b?c`<div class="cell" role="cell" data-col="band" data-band=${b}>
            <span class="chip" style="background:${Tr[b]}"></span>${b}
          </div>`:c`<div class="cell undef" role="cell" data-col="band" title=${m}>—</div>`}
      ${T.interval&&a!==null?c`<div
            class="cell interval"
            role="cell"
            data-col="interval"
            data-lower=${String(T.interval[0])}
            data-upper=${String(T.interval[1])}
            title=${`V = ${a}; ${vn(this.stats.level)} interval of the population V: [${T.interval[0]}, ${T.interval[1]}]`}
          >
            ${ix(T.interval,a,this.stats.domain)}<span class="text">${T.intervalText}</span>
          </div>`:c`<div class="cell interval undef" role="cell" data-col="interval" title=${T.reason??"No interval"}>—</div>`}
      <div class="cell num ${T.p===null?"why undef":""}" role="cell" data-col="p_value" data-value=${T.p===null?"":String(T.p)} title=${T.pTitle}>
        ${T.pText}
      </div>
      ${_d(T.significant,M)}
      ${this.numberCell("accuracy",i.accuracy[e],q(i.accuracy[e]),f)}
      <div class="cell" role="cell" data-col="worst_group" data-excluded=${i.worst_group_excluded?.[e]??0} title=${y.title}>
        ${w??"\u2014"}${y.note?c`<span class="left-out"> ${y.note}</span>`:h}
      </div>
      ${this.numberCell("worst_group_accuracy",i.worst_group_accuracy[e],q(i.worst_group_accuracy[e]),y.why||f)}
      ${this.numberCell("gap",i.gap[e],Gt(i.gap[e]),y.why||f)}
    </div>`}willUpdate(e){let n=this.cursor.row!==this.lastCursor;this.lastCursor=this.cursor.row,(n||e.has("table")||e.has("stats")||e.has("selected")||e.has("reasons"))&&(this.rowTemplate=(s,i)=>this.renderRow(s,i))}updated(e){let n=e.has("table")&&e.get("table")==null;if(this.selected===null||!(e.has("selected")||n)||!this.table)return;let s=this.table.columns.class,i=this.rows.findIndex(l=>s[l]===this.selected),o=this.renderRoot.querySelector("lit-virtualizer");if(i<0||!o)return;(async()=>{await o.updateComplete,await o.layoutComplete,o.element(i)?.scrollIntoView({block:"nearest"})})().catch(()=>{})}render(){return!this.table||!this.stats?h:nr(this,{columns:this.columns(),defaultDir:Kl,renderRow:this.rowTemplate,label:"Classes by Cram\xE9r's V",empty:this.table.rows===0?"This report has no classes.":"No class matches the search.",keyByPosition:!0,focusable:!0})}};ws.properties={...wt,reasons:{attribute:!1},selected:{attribute:!1},stats:{attribute:!1}},ws.styles=[R,...sr,no,$`
      .head,
      .row {
        grid-template-columns: ${oe(sx)};
        min-width: ${oe(`${Tm}px`)};
      }
      .head button {
        padding: 4px 6px 4px 4px;
      }
      /* An unsorted head keeps no room for its arrow: narrow columns show their whole name. */
      .head button[aria-sort='none'] .arrow {
        display: none;
      }
      .cell {
        padding: 0 6px;
      }
      .left-out {
        color: var(--muted);
        font-size: 11px;
      }
      /* The class stays in view when the table scrolls sideways. */
      .head button[data-col='class'],
      .cell[data-col='class'] {
        position: sticky;
        left: 0;
        z-index: 1;
      }
      .head button[data-col='class'] {
        background: var(--header-bg);
      }
      .head button[data-col='class']:hover {
        background: var(--header-hover);
      }
      .cell[data-col='class'] {
        background: var(--bg);
        line-height: 23px;
        box-shadow: inset -1px 0 0 var(--row-border);
      }
      .row:hover .cell[data-col='class'] {
        background: var(--hover-bg);
      }
      .head button .top {
        max-width: 100%;
        overflow: hidden;
      }
      .head button .col-name {
        overflow: hidden;
        text-overflow: ellipsis;
      }
      .head .mark {
        align-self: center;
        text-align: center;
        color: var(--accent);
        cursor: help;
      }
      .head .interval {
        display: flex;
        flex-direction: column;
        align-items: flex-start;
        justify-content: center;
        gap: 1px;
        padding: 4px 8px;
        font-weight: 500;
        cursor: help;
      }
      lit-virtualizer {
        min-width: ${oe(`${Tm}px`)};
      }
      .row {
        cursor: pointer;
        contain: strict;
      }
      .row[aria-selected='true'],
      .row[aria-selected='true'] .cell[data-col='class'] {
        background: var(--selected-bg);
      }
      .row[aria-selected='true'] .cell[data-col='class'] {
        box-shadow: inset 3px 0 0 var(--accent);
      }
      /* The cursor's ring over the sticky class too. */
      .row.cursor {
        box-shadow: none;
      }
      .row.cursor::after {
        content: '';
        position: absolute;
        inset: 0;
        z-index: 2;
        pointer-events: none;
        box-shadow: inset 0 0 0 1px var(--border);
      }
      [role='table']:focus .row.cursor::after {
        box-shadow: inset 0 0 0 2px var(--accent);
      }
      .cell.undef {
        color: var(--muted);
        font-style: italic;
        cursor: help;
      }
      /* The whisker at a fixed place, its text after it right-aligned in the rest. */
      .cell.interval {
        display: flex;
        align-items: center;
        gap: 6px;
        font-size: 12px;
        font-variant-numeric: tabular-nums;
      }
      .cell.interval .text {
        flex: 1;
        min-width: 0;
        overflow: hidden;
        text-overflow: ellipsis;
        text-align: right;
      }
      .whisker .edge {
        stroke: var(--disabled-border);
        stroke-dasharray: 1 2;
      }
      .chip {
        display: inline-block;
        width: 9px;
        height: 9px;
        border-radius: 2px;
        margin-right: 5px;
        vertical-align: -1px;
      }
    `];customElements.define("fairness-skew-table",ws);var ys=class extends z{constructor(){super();this.chart=null;this.histogram=null,this.marker=null}willUpdate(e){(e.has("histogram")||e.has("marker"))&&(this.chart=this.draw())}draw(){let e=this.histogram;if(!e||e.bins.length===0)return null;let n=Math.max(...e.bins.map(s=>s.count));return _.plot({width:Zr,height:170,marginLeft:44,marginBottom:34,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{domain:[0,1],label:"Cram\xE9r's V",labelAnchor:"center",labelArrow:"none",ticks:5},y:{label:"classes",labelArrow:"none",grid:!0,ticks:Math.min(5,n)},color:{domain:[...Oe],range:Oe.map(s=>Tr[s])},marks:[_.rectY(e.bins,{x1:"x0",x2:"x1",y:"count",fill:"band",insetLeft:.5,insetRight:.5,title:s=>`${s.count} class${s.count===1?"":"es"} with V in [${s.x0.toFixed(2)}, ${s.x1.toFixed(2)}) (${s.band})`}),_.ruleX(bs,{stroke:"var(--chart-rule)",strokeDasharray:"2,3"}),_.ruleY([0],{stroke:"var(--chart-rule)"}),...this.marker!==null?[_.ruleX([this.marker],{stroke:"var(--fg)",strokeWidth:1.5,title:()=>"the selected class"})]:[]]})}render(){let e=this.histogram;return e?c`
      <h3>Effect sizes by class</h3>
      <div class="chart">${this.chart??c`<div class="muted">No class with a value of V to plot.</div>`}</div>
      <div class="legend">
        ${Oe.map(n=>c`<span data-band=${n}
              ><span class="key" style="background:${Tr[n]}"></span>${n} ${v(e.byBand[n])}</span
            >`)}
      </div>
      <div class="note muted">
        ${this.marker!==null?"The solid line marks the selected class. ":""}${v(e.defined)} class${e.defined===1?"":"es"} with V${e.undefined?`; ${v(e.undefined)} undefined, not plotted`:""}
      </div>
    `:c``}};ys.properties={histogram:{attribute:!1},marker:{attribute:!1}},ys.styles=[R,$`
      :host {
        display: block;
      }
      .chart {
        min-height: 40px;
      }
      .note {
        font-size: 11px;
      }
      .legend {
        display: flex;
        flex-wrap: wrap;
        gap: 2px 10px;
        font-size: 11px;
        margin-top: 2px;
      }
      .key {
        display: inline-block;
        width: 10px;
        height: 10px;
        border-radius: 2px;
        margin-right: 4px;
        vertical-align: -1px;
      }
    `];customElements.define("fairness-skew-histogram",ys);var xs=class extends C{constructor(){super();this.panels=null;this.cls="",this.data=null,this.status="loading",this.error=null,this.reasons={}}willUpdate(e){e.has("data")&&(this.panels=this.data?$m(this.data):null)}close(){this.dispatchEvent(new CustomEvent("class-close",{bubbles:!0,composed:!0}))}renderBar(e,n,s){let i=n>0?e.share/n*100:0,o=e.other?`other (${v(s)} more label${s===1?"":"s"})`:e.label,a=[e.correct?"the correct label":"",e.kept?"":"dropped from V by the mev filter (an expected count below mev)"].filter(Boolean),l=`${o}: ${v(e.count)} (${q(e.share)} of the group)${a.length?" \u2014 "+a.join("; "):""}`,u=["bar-row",e.correct?"correct":"",e.kept?"":"dropped",e.other?"other":""].filter(Boolean).join(" ");return c`<div
      class=${u}
      role="listitem"
      data-label=${e.other?h:e.label}
      data-other=${e.other?"true":h}
      data-count=${e.count}
      data-share=${e.share}
      data-correct=${e.correct?"true":"false"}
      data-kept=${e.kept?"true":"false"}
      title=${l}
    >
      <span class="label">${o}${e.correct?" \u2713":""}</span>
      <span class="track"><span class="fill" style="width: ${i.toFixed(2)}%"></span></span>
      <span class="val">${q(e.share)} (${v(e.count)})</span>
    </div>`}renderPanel(e,n){return c`<div class="panel" data-group=${e.group}>
      <h4 title=${e.group}>${e.group}</h4>
      <div class="meta muted">
        n = ${v(e.n)}${e.accuracy!==null?c` · accuracy ${q(e.accuracy)}`:h}
      </div>
      <div class="bars" role="list" aria-label=${`Predicted labels for group ${e.group}`}>
        ${e.bars.map(s=>this.renderBar(s,n.maxShare,n.otherLabels))}
      </div>
      <h5>Most frequent mistakes</h5>
      ${e.mistakes.length?c`<table class="mistakes">
            <colgroup>
              <col class="rank" />
              <col />
              <col class="count" />
              <col class="share" />
            </colgroup>
            <thead>
              <tr>
                <th class="num">rank</th>
                <th>label</th>
                <th class="num">count</th>
                <th class="num">share</th>
              </tr>
            </thead>
            <tbody>
              ${e.mistakes.map(s=>c`<tr data-rank=${s.rank} data-label=${s.label} data-count=${s.count} data-share=${s.share}>
                    <td class="num">${s.rank}</td>
                    <td title=${s.label}>${s.label}</td>
                    <td class="num">${v(s.count)}</td>
                    <td class="num" title=${String(s.share)}>${q(s.share)}</td>
                  </tr>`)}
            </tbody>
          </table>`:c`<div class="muted">No mistakes in this group.</div>`}
    </div>`}renderHeader(e){let n=h;e&&(n=e.cramers_v!==null?c`<span data-key="cramers_v" data-value=${e.cramers_v}
              >V = <b>${Nt(e.cramers_v)}</b>
              ${e.band?c`<span><span class="chip" style="background:${Tr[e.band]}"></span>${e.band}</span>`:h}</span
            >`:c`<span data-key="cramers_v" data-state=${e.state??"undefined"} class="muted"
              >V undefined: ${e.state&&this.reasons[e.state]||e.state}</span
            >`);let s=this.panels;return c`<header>
      <h3 title=${this.cls}>${this.cls}</h3>
      ${n}
      ${e&&s?c`<span class="muted"
            >${e.groups.length} group${e.groups.length===1?"":"s"} × ${v(e.total_labels)} predicted
            label${e.total_labels===1?"":"s"}${s.dropped?c`; <span data-key="dropped">${s.dropped} dropped by mev = ${e.mev}</span>`:h}${s.otherLabels?`; ${v(s.otherLabels)} least frequent summed in \u201Cother\u201D`:""}</span
          >`:h}
      <button class="primary close" name="close-class" title="Close the drill-down" @click=${()=>this.close()}>
        Close
      </button>
    </header>`}render(){let e=this.data,n=this.panels;return c`
      ${this.renderHeader(e)}
      ${this.status==="error"?c`<div class="message error" role="alert"><div class="text">${this.error}</div></div>`:h}
      ${e&&n?c`<div class="body ${this.status==="loading"?"stale":""}">
            <div class="groups">${n.panels.map(s=>this.renderPanel(s,n))}</div>
            <div class="key muted">
              <span><span class="swatch" style="background:#43a047"></span>the correct label</span>
              <span><span class="swatch" style="background:#90a4ae"></span>a mistake</span>
              <span
                ><span class="swatch" style="background:repeating-linear-gradient(135deg, var(--stripe-a) 0 3px, var(--stripe-b) 3px 6px)"></span
                >dropped from V by the mev filter</span
              >
              <span>bars: share of the group's examples, one scale for all groups</span>
            </div>
            <slot name="history"></slot>
          </div>`:this.status==="loading"?c`<div class="loading">Loading the class…</div>`:h}
    `}};xs.properties={cls:{attribute:!1},data:{attribute:!1},status:{reflect:!0,attribute:"data-status"},error:{attribute:!1},reasons:{attribute:!1}},xs.styles=[R,J,$`
      :host {
        display: block;
        border: 1px solid var(--border);
        border-top: 3px solid var(--accent);
        border-radius: 2px;
        padding: 10px 12px 12px;
        background: var(--bg);
      }
      header {
        display: flex;
        flex-wrap: wrap;
        align-items: baseline;
        gap: 4px 14px;
        margin-bottom: 8px;
      }
      header h3 {
        margin: 0;
        font-size: 14px;
        max-width: 100%;
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
      header .close {
        margin-left: auto;
      }
      .chip {
        display: inline-block;
        width: 9px;
        height: 9px;
        border-radius: 2px;
        margin-right: 4px;
        vertical-align: -1px;
      }
      .body.stale {
        opacity: 0.55;
        transition: opacity 0.15s 0.2s;
      }
      .groups {
        display: flex;
        gap: 20px;
        overflow-x: auto;
        padding-bottom: 4px;
      }
      .panel {
        flex: 1 1 0;
        min-width: 300px;
      }
      .panel h4 {
        font-size: 13px;
        font-weight: 500;
        margin: 0;
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
      .panel .meta {
        font-size: 12px;
        margin-bottom: 6px;
      }
      .bars {
        display: grid;
        grid-template-columns: minmax(80px, 38%) 1fr 96px;
        align-items: center;
        column-gap: 6px;
        row-gap: 2px;
        font-size: 12px;
      }
      .bar-row {
        display: contents;
      }
      .bar-row .label {
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
      .bar-row.correct .label {
        font-weight: 500;
        color: var(--good);
      }
      .track {
        height: 12px;
        background: var(--header-bg);
        border-radius: 1px;
      }
      .fill {
        display: block;
        height: 100%;
        background: #90a4ae;
        border-radius: 1px;
      }
      .bar-row.correct .fill {
        background: #43a047;
      }
      .bar-row.dropped .fill {
        background: repeating-linear-gradient(135deg, var(--stripe-a) 0 3px, var(--stripe-b) 3px 6px);
      }
      .bar-row.dropped .label {
        color: var(--muted);
        text-decoration: line-through dotted;
      }
      .bar-row.other .label {
        font-style: italic;
        color: var(--muted);
      }
      .bar-row .val {
        text-align: right;
        font-variant-numeric: tabular-nums;
        white-space: nowrap;
      }
      h5 {
        font-size: 12px;
        font-weight: 500;
        margin: 10px 0 2px;
      }
      table {
        border-collapse: collapse;
        width: 100%;
        font-size: 12px;
        table-layout: fixed;
      }
      th,
      td {
        padding: 2px 6px;
        border-bottom: 1px solid var(--row-border);
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
      th {
        font-weight: 500;
        text-align: left;
        color: var(--muted);
      }
      th.num,
      td.num {
        text-align: right;
      }
      col.rank {
        width: 40px;
      }
      col.count {
        width: 64px;
      }
      col.share {
        width: 64px;
      }
      .key {
        font-size: 11px;
        margin-top: 8px;
        display: flex;
        flex-wrap: wrap;
        gap: 2px 14px;
      }
      .swatch {
        display: inline-block;
        width: 14px;
        height: 10px;
        margin-right: 4px;
        vertical-align: -1px;
      }
    `];customElements.define("fairness-skew-class",xs);var Wl="skew_size",ox=20,$s=class extends C{constructor(e){super();this.request=new A;this.classRequest=new A;this.shell=new X(this,[this.request,this.classRequest]);this.downloads=new Fe(this,()=>this.api,()=>this.declaration);this.controlsActions={box:(e,n)=>this.onBoxInput(e,n),level:e=>this.onLevel(e),search:e=>this.setSelectionState({...this.selection,search:e}),downloadCsv:e=>this.downloadCsv(e)};this.revealClass=!1;this.order=null;this.search={regex:null,error:null};this.visible=new Int32Array(0);this.visibleList=[];this.histogram=null;this.domain=[0,1];this.api=e??new De,this.info=null,this.declaration=null,this.params=[],this.selection=No(null),this.data=null,this.classData=null,this.classStatus="loading",this.classError=null,this.texts=vs(this.selection)}async load(){let{run:e,tag:n,step:s}=this.report,{mev:i,level:o,fdr:a,minCount:l}=this.selection;this.shell.start(),this.selection.cls!==null&&(this.classStatus="loading");let u;try{let f=pm({run:e,tag:n,step:s,mev:i,level:o,fdr:a,minCount:l});u=await this.request.run(b=>this.api.view(Wl,"",f,am,b,um))}catch(f){this.classRequest.cancel(),this.data=null,this.classData=null,this.shell.fail(f);return}if(u===E)return;this.data=u;let p=vs({mev:u.mev,fdr:u.fdr,minCount:u.model.min_count??null}),m={...this.texts};for(let f of Object.keys(jl))this.selection[f]===null&&m[f]===""&&(m[f]=p[f]);this.texts=m,this.shell.ready();let d=this.selection.cls;d!==null&&(u.columns.class.includes(d)?this.loadClass():this.closeClass())}async loadClass(){let e=this.selection.cls;if(e===null)return;let{run:n,tag:s,step:i}=this.report,o=this.selection.mev;this.classStatus="loading",this.classError=null;let a;try{let l=dm({run:n,tag:s,step:i,mev:o,class:e,k:null,limit:ox});a=await this.classRequest.run(u=>this.api.view(Wl,cm,l,lm,u))}catch(l){this.classData=null,this.classError=pe(l),this.classStatus="error";return}a!==E&&(this.classData=a,this.classStatus="ready")}setSelectionState(e){this.selection=e,G(this,zl(e,this.declaration))}selectClass(e){if(e===this.selection.cls&&this.classStatus!=="error"){this.revealClass=!0,this.requestUpdate();return}this.setSelectionState({...this.selection,cls:e}),this.classData=null,this.revealClass=!0,this.loadClass()}closeClass(){this.classRequest.cancel(),this.classData=null,this.classError=null,this.setSelectionState({...this.selection,cls:null})}onBoxInput(e,n){this.texts={...this.texts,[e]:n};let s=Hl(n);!j(this.declaration,jl[e],s)||s===this.selection[e]||(this.setSelectionState({...this.selection,[e]:s}),this.load())}onLevel(e){let n=Number(e.target.value);n!==this.selection.level&&(this.setSelectionState({...this.selection,level:n}),this.load())}resetSelection(){this.setSelectionState(No(this.declaration)),this.texts=vs(this.selection),this.closeClass(),this.report.step!==null?je(this,{step:null}):this.load()}downloadCsv(e="all"){let n=this.data;if(!n)return;let s=e==="shown",i=ge(["fairness",n.run,n.tag,`step${n.step}`,"skew",`mev${n.mev}`,s?"shown":null]),o={run:n.run,tag:n.tag,step:n.step,table:Ko,options:Bl(n)},a=s?{column:"class",keys:this.visibleList.map(l=>n.columns.class[l])}:void 0;this.downloads.download(s?"download-shown":"download",o,i,a)}willUpdate(e){this.hasUpdated?(e.has("report")&&mt(e.get("report"),this.report)||e.has("info")&&ft(e.get("info"),this.info,this.report))&&this.load():(this.selection=hm(this.params,this.declaration),this.texts=vs(this.selection),G(this,zl(this.selection,this.declaration)),this.load());let n=e.get("selection"),s=this.selection,i=this.data,o=e.has("data"),a=n!==void 0&&(n.sort!==s.sort||n.dir!==s.dir),l=n===void 0||n.search!==s.search;if(l&&(this.search=ut(s.search)),!i){this.order=null,this.visible=new Int32Array(0),this.visibleList=[],this.histogram=null;return}o&&(this.domain=wm(i)),(o||a||this.order===null)&&(this.order=mm(i,s.sort,s.dir)),(o||a||l)&&(this.visible=fm(i,this.order,this.search.regex),this.visibleList=Array.from(this.visible),this.histogram=xm(i,this.visible))}updated(){if(!this.revealClass)return;let e=this.renderRoot.querySelector("fairness-skew-class");e&&(this.revealClass=!1,e.scrollIntoView({block:"nearest",behavior:"smooth"}))}selectedV(){let e=this.data,n=this.selection.cls;if(!e||n===null)return null;let s=e.columns.cramers_v[e.columns.class.indexOf(n)];return typeof s=="number"&&Number.isFinite(s)?s:null}renderControls(){return _m({sel:this.selection,declaration:this.declaration,texts:this.texts,searchError:this.search.error,rows:this.data?.rows??null,canDownload:this.data!==null&&this.downloads.pending===null,shell:this.shell,downloads:this.downloads},this.controlsActions)}renderSummary(e){let n=this.info?.description??"";return c`<div class="summary" data-shown=${this.visible.length} data-total=${e.rows}>
      ${n?c`<span class="description">${n}</span>`:h}
      <span
        ><b>N</b> = ${v(e.model.n)} ${xe(e.model.n,"example")} · step ${e.step} ·
        <span class="mev" title=${D(this.declaration,"mev")}>min expected count ${e.mev}</span>${e.model.min_count===void 0?h:c` · <span class="min-count" title=${D(this.declaration,"min_count")}
                  >worst groups of at least ${v(e.model.min_count)} examples</span
                >`}</span
      >
      ${Zt(this.visible.length,e.rows,xe(e.rows,"class","classes"))}
      <span class="muted">click a class to see its predicted labels per group</span>
    </div>`}renderLegend(e){let n=ym(e);return c`<div class="stats-legend" data-significant=${e.significant} data-level=${e.level} data-q=${e.fdr}>
      <span class="interval">${n.interval}</span>
      <span class="significance">${ss(n.significance)}</span>
    </div>`}renderHistory(e,n){return c`<fairness-row-drilldown
      slot="history"
      variant="section"
      .api=${this.api}
      .tag=${e.tag}
      .run=${e.run}
      .step=${e.step}
      .rowKey=${n}
      .options=${Bl(e)}
      .noun=${"class"}
      .declaration=${this.declaration}
      .showDetail=${!1}
    ></fairness-row-drilldown>`}render(){let e=this.selection,n=this.data,s=this.shell.loading;return c`
      ${this.renderControls()}
      ${this.shell.renderError("Could not load the report",[{label:"Reset the selection",run:()=>this.resetSelection()}])}
      ${this.shell.renderContent(n,i=>c`<div class="body">
            <div class=${s?"stale":""}>${km(i)}</div>
            ${this.renderSummary(i)} ${this.renderLegend(i)}
            <div class="main ${s?"stale":""}">
              <fairness-skew-table
                .table=${i}
                .rows=${this.visibleList}
                .sort=${e.sort}
                .dir=${e.dir}
                .reasons=${i.reasons}
                .selected=${e.cls}
                .stats=${{level:i.level,fdr:i.fdr,domain:this.domain,minCount:i.model.min_count}}
                @sort-change=${o=>this.setSelectionState({...this.selection,sort:o.detail.column,dir:o.detail.dir})}
                @class-select=${o=>this.selectClass(o.detail)}
              ></fairness-skew-table>
              <div class="side">
                <fairness-skew-histogram
                  .histogram=${this.histogram}
                  .marker=${this.selectedV()}
                ></fairness-skew-histogram>
                <div class="hint muted">
                  Cramér's V of a class measures how much the model's predictions for it depend on the group.
                  SkewSize is the skewness of V over classes: a few classes with large V (a long right tail)
                  lower it.
                </div>
              </div>
            </div>
            ${e.cls!==null?c`<fairness-skew-class
                  .cls=${e.cls}
                  .data=${this.classData}
                  .status=${this.classStatus}
                  .error=${this.classError}
                  .reasons=${i.reasons}
                  @class-close=${()=>this.closeClass()}
                  >${this.renderHistory(i,e.cls)}</fairness-skew-class
                >`:h}
          </div>`,"Loading the report\u2026")}
    `}};$s.properties={...dt,selection:{state:!0},data:{state:!0},classData:{state:!0},classStatus:{state:!0},classError:{state:!0},texts:{state:!0}},$s.styles=[R,Z,J,kr,Ga,Rr,se,Rm];customElements.define("fairness-skew-view",$s);var Cm={kind:Wl,title:"SkewSize",render:(r,t)=>c`<fairness-skew-view .report=${r.report} .info=${r.info} .declaration=${r.declaration} .params=${r.params}
      >${t}</fairness-skew-view
    >`,hint:()=>c`No SkewSize reports: log one with <code>w.skew_size(…)</code>, each example's ground-truth class, its group
      (the bias attribute) and the predicted label (any string: an open vocabulary is fine).`,example:`# SkewSize: each example's ground-truth class, group and predicted label.
w.skew_size("skew/val", 0, classes=["nurse", "nurse", "doctor"],
            groups=["a", "b", "b"], predictions=["nurse", "doctor", "doctor"])`};var ql="slices",ax="slices",Pm="error_rate",lx=" & ";function ar(r){return r!==null&&r.views.includes(`${r.name}/${ql}`)}var ux=["rank","slice","size","value","rest","gap","q_value","significant","folded","error_rate","score"],ae={metric:"slice_metric",className:"slice_class",maxLevel:"slice_level",minSize:"slice_min",k:"slice_k",scoring:"slice_scoring",alpha:"slice_alpha",slice:"slice",sort:"slice_sort",dir:"slice_dir"};function wn(r){let t=U(r,"metric");return t?.type==="choice"?yr(t,ax):[]}function Am(r){let t=wn(r);return t.length===0||t.includes(Pm)?Pm:t[0]}function Dr(r){return{metric:Am(r),className:null,maxLevel:W(r,"max_level"),minSize:null,k:W(r,"k"),scoring:at(r,"scoring"),alpha:W(r,"alpha"),slice:null,sort:"rank",dir:"asc"}}function Gl(r,t=!0){return r==="rank"||r==="slice"||r==="q_value"?"asc":r==="value"||r==="gap"?t?"desc":"asc":"desc"}function Rt(r,t){let e=F(r),n=Dr(t),s=e.get(ae.metric);s!==void 0&&wn(t).includes(s)&&(n.metric=s);let i=e.get(ae.className);n.className=i===void 0||i===""?null:i,n.maxLevel=ce(t,"max_level",O(e.get(ae.maxLevel)));let o=O(e.get(ae.minSize));n.minSize=j(t,"min_size",o)?o:null,n.k=ce(t,"k",O(e.get(ae.k))),n.scoring=tt(t,"scoring",e.get(ae.scoring)),n.alpha=ce(t,"alpha",O(e.get(ae.alpha)));let a=e.get(ae.slice);n.slice=a===void 0||a.trim()===""?null:a;let l=e.get(ae.sort);if(l!==void 0&&ux.includes(l)){n.sort=l;let u=e.get(ae.dir);n.dir=u==="asc"||u==="desc"?u:Gl(n.sort)}return n}function lr(r,t){let e=[];return r.metric!==Am(t)&&P(e,ae.metric,r.metric),P(e,ae.className,r.className),Y(e,ae.maxLevel,r.maxLevel,t,"max_level"),P(e,ae.minSize,r.minSize),Y(e,ae.k,r.k,t,"k"),Y(e,ae.scoring,r.scoring,t,"scoring"),Y(e,ae.alpha,r.alpha,t,"alpha"),P(e,ae.slice,r.slice),(r.sort!=="rank"||r.dir!=="asc")&&(P(e,ae.sort,r.sort),P(e,ae.dir,r.dir)),e}function Xl(r,t){return r.className!==null&&t.length>0&&!t.includes(r.className)?{...r,className:null}:r}function Yl(r){return r.scoring==="sliceline"}function Jl(r,t,e=null,n={}){return{...n,run:r.run,tag:r.tag,step:r.step,metric:t.metric,class_name:t.className,max_level:t.maxLevel,min_size:t.minSize,k:t.k,scoring:t.scoring,alpha:Yl(t)?t.alpha:null,fdr:e}}function zo(r,t,e,n,s={}){let i={};for(let[o,a]of Object.entries(s))a!==null&&(i[o]=String(a));return i.metric=n.metric,n.className!==null&&(i.class_name=n.className),{tag:r,runs:[t],slice:e,options:i}}function fe(r){return typeof r=="number"&&Number.isFinite(r)?r:null}function Ql(r){return r.split(lx).map(t=>{let e=t.indexOf("=");return e<0?{attribute:t,value:""}:{attribute:t.slice(0,e),value:t.slice(e+1)}})}function Dm(r){let t=r.columns;return t.slice.map((e,n)=>({rank:n+1,slice:e,predicates:r.predicates?.[n]??Ql(e),size:fe(t.size[n]),value:fe(t.value[n]),errorRate:fe(t.error_rate[n]),rest:fe(t.rest[n]),gap:fe(t.gap[n]),lower:fe(t.lower[n]),upper:fe(t.upper[n]),q:fe(t.q_value[n]),significant:t.significant[n]===!0,folded:fe(t.folded[n]),score:fe(t.score[n])}))}function Em(r,t){switch(t){case"rank":return r.rank;case"slice":return r.slice;case"size":return r.size;case"value":return r.value;case"rest":return r.rest;case"gap":return r.gap;case"q_value":return r.q;case"significant":return r.significant?1:0;case"folded":return r.folded;case"error_rate":return r.errorRate;case"score":return r.score}}function Mm(r,t,e){let n=e==="asc"?1:-1;return[...r].sort((s,i)=>{let o=Em(s,t),a=Em(i,t);if(o===null||a===null)return o===null&&a===null?s.rank-i.rank:o===null?1:-1;let l=typeof o=="string"||typeof a=="string"?String(o).localeCompare(String(a)):o-a;return l!==0?n*l:s.rank-i.rank})}var Bo="\u2014",Lm="undefined: no number here (for example nobody outside the slice, or a rate of nobody)";function _s(r,t){return r===null||!Number.isFinite(r)?{text:Bo,title:Lm,missing:!0}:{text:t(r),title:String(r),missing:!1}}function Ye(r){return _s(r,q)}function Ar(r){let t=N(r);return`${r>0&&t!=="0.0"?"+":""}${t} pp`}function Ht(r){return _s(r,Ar)}function Ss(r,t){return r===null||t===null?{text:Bo,title:Lm,missing:!0}:{text:`[${N(r)}, ${N(t)}]`,title:`[${r}, ${t}]`,missing:!1}}function ks(r){return _s(r,v)}function Om(r){return _s(r,ee)}function Zl(r){return _s(r,K)}function Nm(r){return r!==null&&r>0?`+${v(r)} similar`:""}function Im(r,t){return r===null||r<=0?"":`${Me(r,"slice")} of ${t} and more attributes ${r===1?"is":"are"} no worse than it, so ${r===1?"it is":"they are"} folded under it rather than listed: this row speaks for ${r===1?"it":"them"}`}var cx=new Set(["tpr","fpr","fnr","tnr","npv","fdr","for"]);function nt(r){return r==="error_rate"?"error rate":cx.has(r)?r.toUpperCase():r.replace(/_/g," ")}function eu(r){return String(Number((r*100).toPrecision(4)))}function Km(r,t){return t?r.lower:r.upper}function px(r,t){if(r.score!==null)return r.score>0;let e=Km(r,t);return e!==null&&(t?e>0:e<0)}function tu(r,t){let e=t.find(l=>l.rank===1)??t[0],n=v(r.min_size),s=r.alpha===null?"":` (alpha ${K(r.alpha)})`;if(!e)return r.scoring==="sliceline"?`No slice of at least ${n} people has a positive SliceLine score${s}.`:`No slice of at least ${n} people does worse than the rest.`;if(r.scoring==="sliceline")return`Top slice by SliceLine's score${s}: ${e.slice} \u2014 error rate ${Ye(e.errorRate).text} (overall ${Ye(fe(r.overall)).text}), score ${Zl(e.score).text}.`;let i=nt(r.metric),o=eu(r.level),a=`${i} ${Ye(e.value).text} against ${Ye(e.rest).text} for everyone else`;return px(e,r.higher_is_worse)?`Worst slice: ${e.slice} \u2014 ${a}: ${Ht(e.gap).text}, at least ${Ht(Km(e,r.higher_is_worse)).text} at ${o}%.`:`No slice of at least ${n} people is surely worse than the rest at ${o}%: the worst, ${e.slice}, has ${a} (${Ht(e.gap).text}, ${Ss(e.lower,e.upper).text} pp).`}function zm(r){let t=typeof r.class_name=="string"?` among the people of class ${r.class_name}`:r.threshold!==void 0?` at threshold ${K(r.threshold)}${r.label!==void 0?` (label ${r.label})`:""}`:"",e=r.scoring==="sliceline"?"error rate":nt(r.metric);return`${Me(r.evaluated,"slice")} of up to ${Me(r.max_level,"attribute")} (of ${Me(r.attributes.length,"attribute")}) with at least ${Me(r.min_size,"person","people")} scored${t}; overall ${e} ${Ye(fe(r.overall)).text}`}function Bm(r,t){return{q:r.fdr,significant:t.filter(e=>e.significant).length,tested:Wt(t.map(e=>e.q)),unit:"slice",what:`each slice tests whether its ${nt(r.metric)} differs from everyone else's; Benjamini\u2013Hochberg over all ${v(r.evaluated)} slices scored`}}function dx(r){for(let t of r)if(t.gap!==null&&t.harm!==null&&t.gap!==0&&Number.isFinite(t.gap)&&Number.isFinite(t.harm))return Math.sign(t.harm)===Math.sign(t.gap)?1:-1;return 1}function hx(r,t,e){let n=[t*r.lower,t*r.upper].sort((s,i)=>s-i);return{...r,run:e,value:t*r.value,vs_value:t*r.vs_value,change:t*r.change,lower:n[0],upper:n[1]}}function Vm(r,t){let e=r.series.find(p=>p.run===t),n=[...e?.points??[]].sort((p,m)=>p.step-m.step),s=[],i=[];for(let p of n){let m=fe(p.gap);if(!p.present||m===null){i.push(p.step);continue}s.push({step:p.step,wall_time:p.wall_time,size:fe(p.size),gap:m,lower:fe(p.gap_lower),upper:fe(p.gap_upper)})}let o=dx(n.map(p=>({gap:fe(p.gap),harm:fe(p.harm)}))),a=e?.first_worse??null,l=a&&s.some(p=>p.step===a.step)?hx(a,o,t):null,u=xt([...s.map(p=>p.gap),0],s.map(p=>p.lower),s.map(p=>p.upper),{clamp:[-1,1]});return{run:t,points:s,missing:i,worse:l,domain:u,level:r.level}}function Hm(r){let t=r.worse;if(t===null)return r.points.length<2?`not significantly worse at any step (${r.points.length===1?"one step":"no step"} with a gap in run ${r.run})`:"not significantly worse at any step";let e=String(Number((t.threshold*t.pairs).toPrecision(3)));return`first significantly worse at step ${t.step} (than at step ${t.vs_step}): gap ${Ar(t.value)} against ${Ar(t.vs_value)}, a change of ${Ar(t.change)} [${N(t.lower)}, ${N(t.upper)}] (${eu(t.level)}% interval; ${Xt(t.p_value)}, below ${e}/${t.pairs})`}function jm(r,t){let e=r.lower!==null&&r.upper!==null?` [${N(r.lower)}, ${N(r.upper)}] at ${eu(t)}%`:"",n=r.size===null?"":`, n = ${v(r.size)}`;return`step ${r.step}: gap ${Ar(r.gap)}${e}${n}`}var Um=$`
  :host {
    display: block;
    overflow: auto;
    border: 1px solid var(--border);
    border-radius: 2px;
    background: var(--bg);
  }
  thead th {
    text-align: right;
  }
  thead th.text,
  td.text,
  th.text {
    text-align: left;
  }
  tbody tr {
    cursor: pointer;
  }
  tbody tr:hover {
    background: var(--hover-bg);
  }
  tbody tr[aria-selected='true'] {
    background: var(--selected-bg);
    box-shadow: inset 3px 0 0 var(--accent);
  }
  td.cls {
    max-width: 260px;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  td.state {
    cursor: help;
  }
  tfoot td {
    border-top: 2px solid var(--border);
    font-weight: 500;
    background: var(--surface);
  }
  /* The class column stays in view when the table scrolls sideways. */
  thead th:first-child,
  tbody td:first-child,
  tfoot td:first-child {
    position: sticky;
    left: 0;
    box-shadow: inset -1px 0 0 var(--row-border);
  }
  thead th:first-child {
    z-index: 2;
  }
  tbody td:first-child {
    background: var(--bg);
  }
  tbody tr:hover td:first-child {
    background: var(--hover-bg);
  }
  tbody tr[aria-selected='true'] td:first-child {
    background: var(--selected-bg);
    box-shadow:
      inset 3px 0 0 var(--accent),
      inset -1px 0 0 var(--row-border);
  }
`;function Fm(r,t){r.dispatchEvent(new CustomEvent("class-select",{detail:t,bubbles:!0,composed:!0}))}function Wm(r,t){return{click:()=>Fm(r,t),keydown:e=>{e.key==="Enter"&&Fm(r,t)}}}var qm={table:{attribute:!1},reasons:{attribute:!1},selected:{attribute:!1},detection:{attribute:!1}};function Gm(r){r.table=null,r.reasons={},r.selected=null,r.detection=!1}var Rs=class extends C{constructor(){super(),Gm(this),this.valueName="value"}render(){let t=this.table;return t?t.classes.length===0?c`<div class="none">This report has no classes.</div>`:c`<table aria-label="Classes by group">
      <thead>
        <tr>
          <th class="text" data-col="class" title=${ne("class","class","the class, one row each; click a row to chart it")}>class</th>
          ${t.groups.map(e=>c`<th data-group=${e} title=${Yd(e,this.valueName)}>${e}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${t.classes.map((e,n)=>{let s=Wm(this,e);return c`<tr
            data-class=${e}
            aria-selected=${e===this.selected?"true":"false"}
            tabindex="0"
            @click=${s.click}
            @keydown=${s.keydown}
          >
            <td class="text cls" data-col="class" title=${e}>${e}</td>
            ${t.groups.map((i,o)=>{let a=t.cells[n][o];if(a.state!==null||a.value===null){let p=this.reasons[a.state??"undefined"]??a.state??"no value";return c`<td
                  class="num state"
                  data-group=${i}
                  data-state=${a.state??"undefined"}
                  data-n=${a.n}
                  data-p=""
                  data-significant="false"
                  title=${p}
                >
                  ${co(a,t.minCount)}
                </td>`}let l=Gd(a,t.minCount,this.detection),u=re(t.fdr);return c`<td
                class="num parts ${a.significant?"significant":""}"
                data-group=${i}
                data-value=${String(a.value)}
                data-lower=${String(a.lower)}
                data-upper=${String(a.upper)}
                data-n=${a.n}
                data-p=${a.p===null?"":String(a.p)}
                data-significant=${a.significant?"true":"false"}
                title=${`${this.valueName} ${a.value} (${a.lower} to ${a.upper}), n = ${a.n}`}
              >
                <span class="v">${Pr(a.value,a.lower,a.upper)}${a.significant?c` ${We(u)}`:h}</span>
                <span class="meta"
                  ><span class="n">n=${v(a.n)}</span> <span class="p ${a.p===null?"why":""}" title=${l.title}>${l.text}</span>${a.lowPower?c` <span class="low-power why" title=${a.lowPower}>low power</span>`:h}</span
                >
              </td>`})}
          </tr>`})}
      </tbody>
      <tfoot>
        <tr class="macro">
          <td class="text" title="Macro average: the mean over the classes whose cell is sufficient (the count says how many)">macro average</td>
          ${t.macro.map((e,n)=>c`<td class="num parts" data-group=${t.groups[n]} data-value=${e.value===null?"":String(e.value)}>
                <span class="v">${e.value===null?c`<span class="muted">—</span>`:Pr(e.value,e.lower,e.upper)}</span>
                <span class="n">${Me(e.classes,"class","classes")}</span>
              </td>`)}
        </tr>
      </tfoot>
    </table>`:h}};Rs.properties={...qm,valueName:{attribute:!1}},Rs.styles=[R,Qt,Um,ji];customElements.define("fairness-rate-table",Rs);var Ts=class extends C{constructor(){super(),Gm(this),this.rows=[],this.sort="gap",this.dir="desc",this.names=null,this.fdr=null}renderHeader(t,e){let n=t===this.sort,s=()=>nl(this,{column:t,dir:gt(t,this.sort,this.dir,ho)}),i=th(t,this.names,this.detection,e);return c`<th class=${t==="class"?"text":""} data-col=${t} aria-sort=${bt(n,this.dir)}>
      <button title=${`${i.title}. Click to sort.`} @click=${s}>
        <span class="name">${i.name}</span> <span class="arrow">${n?vt(n,this.dir):""}</span>${i.sub?c`<span class="sub">${i.sub}</span>`:h}
      </button>
    </th>`}render(){let t=this.table;if(!t)return h;let e=t.columns,n=o=>o===null?c`<span class="muted">—</span>`:q(o),s=re(this.fdr),i=this.detection?this.names?"p-value of the Wald test of equal mAR":"p-value of the Wald test that every sufficient group of the grouping has the same mAR (not only the best and the worst)":this.names?"p-value of the pooled two-proportion z-test of equal rates":"p-value of the chi-square test that every sufficient group of the grouping has the same rate (not only the best and the worst)";return c`<table aria-label="Classes by disparity">
      <thead>
        <tr>
          ${po.map(o=>this.renderHeader(o,i))}
          <th class="mark" data-col="significant" title=${`\u2605: ${s}`}>★</th>
        </tr>
      </thead>
      <tbody>
        ${this.rows.length===0?c`<tr><td class="none" colspan="9">No class to compare.</td></tr>`:this.rows.map((o,a)=>{let l=e.class[o],u=e.gap[o],p=t.states.gap[o],m=e.group_a?.[o]??null,d=e.group_b?.[o]??null,f=Zd(t,o,this.reasons,this.names!==null,this.detection),b=Wm(this,l);return c`<tr
                class=${f.significant?"significant":""}
                data-class=${l}
                data-pos=${a}
                data-significant=${f.significant?"true":"false"}
                aria-selected=${l===this.selected?"true":"false"}
                tabindex="0"
                @click=${b.click}
                @keydown=${b.keydown}
              >
                <td class="text cls" data-col="class" title=${l}>${l}</td>
                <td class="num" data-col="n_a">${v(e.n_a[o])}</td>
                <td class="num" data-col="n_b">${v(e.n_b[o])}</td>
                <td class="num" data-col="value_a" title=${m??""}>
                  ${n(e.value_a[o])}${!this.names&&m?c` <span class="pair">${m}</span>`:h}
                </td>
                <td class="num" data-col="value_b" title=${d??""}>
                  ${n(e.value_b[o])}${!this.names&&d?c` <span class="pair">${d}</span>`:h}
                </td>
                ${u===null||p!==null?c`<td
                      class="num undef"
                      data-col="gap"
                      data-state=${p??"undefined"}
                      title=${this.reasons[p??"undefined"]??"undefined"}
                    >
                      undefined (${p??"undefined"})
                    </td>`:c`<td class="num" data-col="gap" data-value=${String(u)}>
                      ${Vt(u,e.lower[o],e.upper[o])}
                    </td>`}
                <td class="num" data-col="bound" data-value=${String(e.bound?.[o]??"")}>
                  ${p===null&&typeof e.bound?.[o]=="number"?Vt(e.bound[o],null,null):c`<span class="muted">—</span>`}
                </td>
                <td
                  class="num ${f.p===null?"why":""}"
                  data-col="p_value"
                  data-value=${f.p===null?"":String(f.p)}
                  title=${f.title}
                >
                  ${f.text}
                </td>
                <td class="mark" data-col="significant">${f.significant?We(s):h}</td>
              </tr>`})}
      </tbody>
    </table>`}};Ts.properties={...wt,...qm,names:{attribute:!1},fdr:{attribute:!1}},Ts.styles=[R,Qt,Um,$`
      thead th button {
        border: 0;
        background: none;
        font-weight: 500;
        cursor: pointer;
        padding: 0;
        text-align: inherit;
      }
      thead th button .sub {
        display: block;
        font-size: 11px;
        font-weight: 400;
        color: var(--muted);
      }
      .arrow {
        color: var(--accent);
        font-size: 10px;
      }
      td.undef {
        color: var(--muted);
        font-style: italic;
      }
      .pair {
        font-size: 11px;
        color: var(--muted);
      }
      th.mark,
      td.mark {
        width: 18px;
        padding: 3px 4px;
        text-align: center;
        color: var(--accent);
      }
      th.mark {
        cursor: help;
      }
      td.why {
        color: var(--muted);
        cursor: help;
      }
      tr.significant td[data-col='gap'] {
        font-weight: 500;
      }
    `];customElements.define("fairness-disparity-table",Ts);function Cs(r,t){return t.a!==null&&t.b!==null&&r.includes(t.a)&&r.includes(t.b)}var ur=class extends C{constructor(e){super();this.request=new A;this.shell=new X(this,[this.request]);this.downloads=new Fe(this,()=>this.api,()=>this.declaration);this.order=[];this.revealHistory=!1;this.moreParams=[];this.api=e??new De,this.info=null,this.declaration=null,this.params=[],this.selection=mo(null),this.data=null,this.minCountText="",this.fdrText="",this.history=null}get valueName(){if(this.detection)return"mAR";let e=this.data?.main;return this.selection.metric??e?.metric??"rate"}async load(){let e=this.selection,n=await this.shell.run(this.request,s=>this.fetchTables(e,s),()=>this.data=null);n!==E&&(this.data=n,this.selection.minCount===null&&(this.minCountText=String(n.main.min_count)),this.selection.fdr===null&&this.fdrText===""&&(this.fdrText=String(n.disparity.fdr)),e.a!==null&&e.b!==null&&!Cs(n.main.groups,e)&&this.setSelection({...this.selection,a:null,b:null}),this.history!==null&&!n.table.classes.includes(this.history)&&this.setHistory(null),this.selection.cls!==null&&!n.table.classes.includes(this.selection.cls)&&this.setSelection({...this.selection,cls:null}),this.shell.ready())}renderBelow(e){return h}renderMetricPicker(){return h}routeParams(e){let{run:n,tag:s,step:i}=this.report;return{run:n,tag:s,step:i,metric:this.detection?null:e.metric,grouping:e.grouping,min_count:e.minCount,fdr:e.fdr}}emitSelection(){G(this,[...rh(this.selection,this.declaration),...ao(this.history),...this.moreParams])}setMoreParams(e){this.moreParams=e,this.emitSelection()}setSelection(e){this.selection=e,this.emitSelection()}setHistory(e){e!==this.history&&(this.history=e,this.emitSelection())}change(e,n=!0){"cls"in e&&e.cls!==this.history&&(this.history=null),this.setSelection({...this.selection,...e}),n&&this.load()}onMinCount(e){this.minCountText=e;let n=de(this.declaration,"min_count",e);n===null||n===this.selection.minCount||this.change({minCount:n})}onFdr(e){this.fdrText=e;let n=de(this.declaration,"fdr",e);n===null||n===this.selection.fdr||this.change({fdr:n})}onPairSide(e,n){if(n===""){this.change({a:null,b:null});return}let s=this.data?.main.groups??[],i=this.currentPair(),o=e===0?this.selection.b??i?.[1]??null:this.selection.a??i?.[0]??null;(o===null||o===n)&&(o=s.find(a=>a!==n)??null),o!==null&&this.change(e===0?{a:n,b:o}:{a:o,b:n})}currentPair(){let e=this.data?.disparity;return e&&e.a!==null&&e.b!==null?[e.a,e.b]:null}resetSelection(){this.history=null,this.setSelection(mo(this.declaration)),this.minCountText="",this.fdrText=String(this.selection.fdr??""),this.report.step!==null?je(this,{step:null}):this.load()}fileParts(e){let n=this.data.main;return["fairness",n.run,n.tag,`step${n.step}`,e,this.detection?"mar":this.valueName,Le(n.grouping)]}downloadRates(){if(!this.data)return;let e=this.data.main,n={run:e.run,tag:e.tag,step:e.step,table:fl,options:bl(e,this.detection)};this.downloads.download("download",n,ge(this.fileParts("groups")))}downloadDisparity(){if(!this.data)return;let{main:e,disparity:n}=this.data,s=this.currentPair(),i=ge([...this.fileParts("disparity"),s?`${s[0]}_vs_${s[1]}`:"best_vs_worst"]),o=vl(n,e.grouping,this.detection);this.downloads.download("download-disparity",{run:e.run,tag:e.tag,step:e.step,table:gl,options:o},i)}willUpdate(e){this.hasUpdated?(e.has("report")&&mt(e.get("report"),this.report)||e.has("info")&&ft(e.get("info"),this.info,this.report))&&this.load():(this.selection=nh(this.params,this.declaration),this.history=lo(this.params),this.history!==null&&(this.selection={...this.selection,cls:this.history}),this.revealHistory=this.history!==null,this.minCountText=this.selection.minCount===null?"":String(this.selection.minCount),this.fdrText=String(this.selection.fdr??""),this.emitSelection(),this.load()),(e.has("data")||e.has("selection"))&&(this.order=this.data?Jd(this.data.disparity,this.selection.sort,this.selection.dir):[])}onHistoryLoaded(e){this.revealHistory&&(this.revealHistory=!1,e.target.scrollIntoView({block:"nearest",behavior:"smooth"}))}chartClass(){return this.data?this.selection.cls??Qd(this.data.disparity):null}renderControls(){let e=this.selection,n=this.data,s=n?.main.groupings??[],i=n?Le(n.main.grouping):e.grouping??"",o=n?.main.groups??[],a=de(this.declaration,"min_count",this.minCountText)===null,l=n!==null&&this.downloads.pending===null,u=n?n.table.classes.length*n.table.groups.length:null;return c`<div class="controls">
      <div class="group" role="group" aria-label="Report and table">
        <slot name="report"></slot>
        ${this.renderMetricPicker()}
        <label class="field" title=${D(this.declaration,"grouping")}>
          <span class="name">${L(this.declaration,"grouping")}</span>
          <select
            name="grouping"
            ?disabled=${s.length===0}
            @change=${p=>this.change({grouping:p.target.value,a:null,b:null,cls:null})}
          >
            ${s.map(p=>{let m=Le(p);return c`<option value=${m} ?selected=${m===i}>${mn(p)}</option>`})}
          </select>
        </label>
        ${Ue({label:L(this.declaration,"min_count"),name:"min_count",text:this.minCountText,invalid:a,title:a?$e(this.declaration,"min_count"):D(this.declaration,"min_count","The paper uses 50."),min:be(this.declaration,"min_count").min,step:"1",onInput:p=>this.onMinCount(p)})}
        ${Wi(this.declaration,this.fdrText,"False discovery rate of the \u2605 marks: Benjamini\u2013Hochberg over the tested cells of the class \xD7 group table, and over the classes of the disparity table",p=>this.onFdr(p))}
      </div>
      <div class="group" role="group" aria-label="Groups compared">
        ${this.renderGroupPicker(0,o)} ${this.renderGroupPicker(1,o)}
        <span class="spacer"></span>
        ${this.shell.renderCsvButton("download",l,()=>this.downloadRates(),He(this.declaration,fl,u),"Download table CSV")}
        ${this.shell.renderCsvButton("download-disparity",l,()=>this.downloadDisparity(),`${He(this.declaration,gl,n?.disparity.rows??null)}, in the server's order (gap descending)`,"Download disparity CSV")}
      </div>
      ${this.downloads.renderError()}
    </div>`}renderGroupPicker(e,n){let s=this.currentPair(),[i,o,a]=e===0?["Group A","a","best (per class)"]:["Group B","b","worst (per class)"];return c`<label class="field" title=${D(this.declaration,o)}>
      <span class="name">${L(this.declaration,o,i)}</span>
      <select name=${o} ?disabled=${n.length<2} @change=${l=>this.onPairSide(e,l.target.value)}>
        <option value="" ?selected=${s===null}>${a}</option>
        ${n.map(l=>c`<option value=${l} ?selected=${s?.[e]===l}>${l}</option>`)}
      </select>
    </label>`}renderSummary(e){let n=e.main,s=this.info?.description??"",i=this.currentPair();return c`<div class="summary" data-classes=${e.table.classes.length} data-groups=${e.table.groups.length}>
      ${s?c`<span class="description">${s}</span>`:h}
      <span><b>${v(e.table.classes.length)}</b> class${e.table.classes.length===1?"":"es"} ×
        <b>${v(e.table.groups.length)}</b> group${e.table.groups.length===1?"":"s"} of
        <b class="grouping">${mn(n.grouping)}</b> · step ${n.step} · min count ${n.min_count} ·
        ${Math.round(n.level*100)}% intervals</span>
      <span class="pair-summary">${i?c`gap = <b>${i[0]}</b> − <b>${i[1]}</b>`:c`gap = best − worst sufficient group, per class`}</span>
      <span class="muted">click a class to chart it</span>
    </div>`}render(){return c`
      ${this.renderControls()}
      ${this.shell.renderError("Could not load the report",[{label:"Reset the selection",run:()=>this.resetSelection()}])}
      ${this.shell.renderContent(this.data,e=>this.renderBody(e),"Loading the report\u2026")}
    `}renderHistory(e){let n=this.history;if(n===null||!e.table.classes.includes(n))return h;let s=e.main,i={...bl(s,this.detection),...vl(e.disparity,s.grouping,this.detection)};return c`<fairness-row-drilldown
      class="history"
      .api=${this.api}
      .tag=${s.tag}
      .run=${s.run}
      .step=${s.step}
      .rowKey=${n}
      .options=${i}
      .noun=${"class"}
      .declaration=${this.declaration}
      .showDetail=${!1}
      .closable=${!0}
      @row-close=${()=>this.setHistory(null)}
      @row-loaded=${o=>this.onHistoryLoaded(o)}
    ></fairness-row-drilldown>`}renderLowPower(e){let n=Yt(e.lowPowerCells,pl(e),e.power);return n?c`<p class="low-power-note" data-role="low-power">${n}</p>`:h}renderBody(e){let n=this.selection,s=this.chartClass(),i=this.currentPair(),o=a=>{let l=this.history===a.detail?this.renderRoot.querySelector("fairness-row-drilldown"):null;this.history=a.detail,this.change({cls:a.detail},!1),l?l.scrollIntoView({block:"nearest",behavior:"smooth"}):this.revealHistory=!0};return c`<div class="body">
      ${this.renderSummary(e)}
      <div class="main ${this.shell.loading?"stale":""}">
        <div class="tables">
          <section>
            <h3>${this.valueName} per class and group</h3>
            ${Te("rate-legend",Xd(e.table,this.detection))}${this.renderLowPower(e.table)}
            <fairness-rate-table
              .table=${e.table}
              .reasons=${e.main.reasons}
              .selected=${s}
              .valueName=${this.valueName}
              .detection=${this.detection}
              @class-select=${o}
            ></fairness-rate-table>
          </section>
          <section>
            <h3>Classes ranked by disparity</h3>
            ${Te("legend",eh(e.disparity,i!==null,this.detection))}
            <fairness-disparity-table
              .table=${e.disparity}
              .rows=${this.order}
              .sort=${n.sort}
              .dir=${n.dir}
              .reasons=${e.disparity.reasons??e.main.reasons}
              .selected=${s}
              .names=${i}
              .fdr=${e.disparity.fdr}
              .detection=${this.detection}
              @sort-change=${a=>this.change({sort:a.detail.column,dir:a.detail.dir},!1)}
              @class-select=${o}
            ></fairness-disparity-table>
          </section>
        </div>
        <div class="side">${this.renderChart(e,s)} ${this.renderHistory(e)}</div>
      </div>
      ${this.renderBelow(e)}
    </div>`}};ur.properties={...dt,selection:{state:!0},data:{state:!0},minCountText:{state:!0},fdrText:{state:!0},history:{state:!0}},ur.styles=[R,Z,J,ht,se,un,$`
      input[name='min_count'],
      input[name='fdr'] {
        width: 72px;
      }
      select[name='a'],
      select[name='b'] {
        max-width: 220px;
      }
      .tables {
        flex: 1;
        min-width: 0;
        display: flex;
        flex-direction: column;
        gap: 12px;
      }
      .tables h3 {
        display: flex;
        gap: 12px;
        align-items: center;
      }
      fairness-rate-table,
      fairness-disparity-table {
        max-height: 420px;
      }
      .side {
        width: 400px;
        flex: none;
        display: flex;
        flex-direction: column;
        gap: 12px;
      }
      @media (max-width: 1000px) {
        .main {
          flex-direction: column;
        }
        .side {
          width: auto;
        }
      }
    `];function Xm(r,t="view route"){S(r)||g(t,"not an object");let{classes:e,groups:n}=r;return(!Array.isArray(e)||!Array.isArray(n))&&g(t,"no `classes` or `groups`"),jr(t,r,["value","lower","upper","n","state"],e.length,n.length),r.p_value!==void 0&&jr(t,r,["p_value","significant"],e.length,n.length),(!Array.isArray(r.groupings)||!Array.isArray(r.macro))&&g(t,"no `groupings` or `macro`"),S(r.reasons)||g(t,"no `reasons`"),r}function Ym(r,t){return uo(r,{value:r.value,lower:r.lower,upper:r.upper,macro:r.macro},t)}function Jm(r,t){let e=r.classes.indexOf(t);return e<0?null:r.groups.map((n,s)=>{let i=r.cells[e][s];return{group:n,value:i.value,lower:i.lower,upper:i.upper,n:i.n,note:co(i,r.minCount)}})}var Ft=$`
  :host {
    display: block;
  }
  .chart {
    max-width: 100%;
    overflow-x: auto;
  }
  .note {
    font-size: 11px;
  }
`,Vo=$`
  h3 .cls {
    font-weight: 400;
  }
`,Qm=$`
  h3 {
    font-size: 13px;
    font-weight: 500;
    margin: 0 0 4px;
  }
`,Mr={fontSize:"11px",fontFamily:"inherit",background:"transparent"},ru=11;function Ho(r,t){let e=t??[0,1];return{domain:e,label:r,labelArrow:"none",grid:!0,tickFormat:os(e[0],e[1])}}function nu(r,t){return xt(r,t.map(e=>e.lower),t.map(e=>e.upper),{clamp:[0,1]})}function mx(r){return xt(r.map(t=>t.value),[],r.map(t=>t.upper),{clamp:[0,1],zero:!0})}function fx(r){let t=document.createElement("canvas").getContext("2d");return t?(t.font=`${ru}px ${getComputedStyle(r).fontFamily||"sans-serif"}`,e=>t.measureText(e).width*1.05+1):e=>Bt(e,ru)}function gx(r,t,e,n){let i=Hd(r),o=jd(i.labels,t-44-12,ru,{marginLeft:44,measure:fx(n)}),a=new Map(r.map((p,m)=>[p,o.labels[m]])),l=o.plotWidth/Math.max(1,r.length),u=i.title===null?0:16;return{width:o.marginLeft+o.plotWidth+12,height:e+20+o.marginBottom+u,marginLeft:o.marginLeft,marginRight:12,marginBottom:o.marginBottom+u,x:{domain:[...r],label:i.title,labelAnchor:"center",labelArrow:"none",tickRotate:o.rotate,tickFormat:p=>a.get(p)??p},whiskerInset:Math.max(1,Math.floor(l*.33))}}function bx(r,t){let e=r.querySelectorAll('g[aria-label="x-axis tick label"] text');e.length===t.length&&e.forEach((n,s)=>{let i=document.createElementNS("http://www.w3.org/2000/svg","title");i.textContent=t[s],n.append(i),n.setAttribute("data-group",t[s])})}function su(r,t,e,n){return[_.areaY(r,{x:t,y1:"lower",y2:"upper",z:"group",fill:"group",fillOpacity:.18}),_.lineY(r,{x:t,y:e,z:"group",stroke:"group",strokeWidth:1.5}),_.dot(r,{x:t,y:e,fill:"group",r:2.5,title:n})]}function vx(r,t,e=14){return[_.barY(r,{x:"group",y:"value",fill:"var(--bar-fill)",title:t}),_.ruleX(r,{x:"group",y1:"lower",y2:"upper",stroke:"var(--chart-ink)",strokeWidth:1.5}),_.tickY(r,{x:"group",y:"lower",stroke:"var(--chart-ink)",inset:e}),_.tickY(r,{x:"group",y:"upper",stroke:"var(--chart-ink)",inset:e}),_.ruleY([0],{stroke:"var(--chart-rule)"})]}function jo(r){let t=r.scale("y");t?.domain&&r.setAttribute("data-y-domain",JSON.stringify(t.domain)),t?.range&&r.setAttribute("data-y-range",JSON.stringify(t.range))}function iu(r,t,e,[n,s],i,o){let a=gx(t,n,s,r),l=_.plot({width:a.width,height:a.height,marginLeft:a.marginLeft,marginRight:a.marginRight,marginBottom:a.marginBottom,style:Mr,x:a.x,y:Ho(i,mx(e)),marks:vx(e,o,a.whiskerInset)});return bx(l,t),jo(l),l}var yn=r=>`${(r*100).toFixed(1)}%`,jt=class extends z{constructor(){super();this.chart=null;this.heading="",this.points=[],this.groups=[],this.xLabel="",this.yLabel="",this.note=""}willUpdate(e){(e.has("points")||e.has("groups")||e.has("xLabel")||e.has("yLabel"))&&(this.chart=this.draw())}draw(){let e=this.points;if(e.length===0)return null;let n=_.plot({width:400,height:250,marginLeft:44,marginBottom:34,style:Mr,x:{label:this.xLabel,labelAnchor:"center",labelArrow:"none",ticks:5},y:Ho(this.yLabel,nu(e.map(s=>s.y),e)),color:{domain:this.groups,legend:!0,scheme:"tableau10"},marks:su(e,"x","y",s=>`${s.group}: ${this.yLabel} at ${s.x} = ${yn(s.y)} [${yn(s.lower)}, ${yn(s.upper)}]`)});return jo(n),n}render(){let e=new Set(this.points.map(n=>n.group));return c`<h3>${this.heading}</h3>
      <div class="chart" data-groups=${e.size}>${this.chart??c`<div class="muted">Nothing to draw.</div>`}</div>
      ${this.note?c`<div class="note muted">${this.note}</div>`:h}`}};jt.properties={heading:{attribute:!1},points:{attribute:!1},groups:{attribute:!1},xLabel:{attribute:!1},yLabel:{attribute:!1},note:{attribute:!1}},jt.styles=[R,Ft,Qm];customElements.define("fairness-band-chart",jt);var Ps=class extends z{constructor(){super();this.chart=null;this.heading="",this.bars=[],this.groups=[],this.yLabel=""}willUpdate(e){(e.has("bars")||e.has("groups")||e.has("yLabel"))&&(this.chart=this.draw())}draw(){let e=this.bars;return e.length===0?null:iu(this,this.groups,e,[400,190],this.yLabel,n=>`${n.group}: ${yn(n.value)} [${yn(n.lower)}, ${yn(n.upper)}]`)}render(){return c`<h3>${this.heading}</h3>
      <div class="chart" data-bars=${this.bars.length}>${this.chart??c`<div class="muted">No group has a score.</div>`}</div>
      <div class="note muted">Whiskers: the bootstrap interval of each score.</div>`}};Ps.properties={heading:{attribute:!1},bars:{attribute:!1},groups:{attribute:!1},yLabel:{attribute:!1}},Ps.styles=[R,Ft,Qm];customElements.define("fairness-score-bars",Ps);var Es=class extends z{constructor(){super();this.chart=null;this.cls=null,this.bars=null,this.valueName="value"}willUpdate(e){(e.has("bars")||e.has("valueName"))&&(this.chart=this.draw())}draw(){let e=(this.bars??[]).filter(i=>i.value!==null);if(e.length===0)return null;let n=(this.bars??[]).map(i=>i.group),s=i=>i===null?"?":`${(i*100).toFixed(1)}%`;return iu(this,n,e,[380,170],this.valueName,i=>`${i.group}: ${s(i.value)} [${s(i.lower)}, ${s(i.upper)}] (n = ${i.n})`)}render(){if(this.cls===null||this.bars===null)return h;let e=this.bars.filter(n=>n.value===null);return c`<h3>${this.valueName} by group: <span class="cls">${this.cls}</span></h3>
      <div class="chart" data-bars=${this.bars.length-e.length}>
        ${this.chart??c`<div class="muted">No group has a value for this class.</div>`}
      </div>
      ${e.length?c`<div class="note muted">
            Not drawn: ${e.map((n,s)=>c`${s?"; ":""}<span data-group=${n.group}>${n.group} (${n.note})</span>`)}
          </div>`:h}
      <div class="note muted">Whiskers: the confidence interval of each bar.</div>`}};Es.properties={cls:{attribute:!1},bars:{attribute:!1},valueName:{attribute:!1}},Es.styles=[R,Ft,Vo];customElements.define("fairness-group-bars",Es);var Fo=[...Ui,$`
    input[name='slice_min_size'] {
      width: 80px;
    }
    input[name='slice_k'],
    input[name='slice_alpha'] {
      width: 72px;
    }
    select[name='slice_class'] {
      max-width: 200px;
    }
    .sentences {
      margin: 4px 0 6px;
      max-width: 1100px;
    }
    .headline {
      font-size: 13px;
      overflow-wrap: anywhere;
    }
    .scored {
      font-size: 12px;
    }
    .slices-legend {
      font-size: 12px;
      color: var(--muted);
      margin: 2px 0 4px;
    }
    .slices-legend .star,
    .sig {
      color: var(--accent);
    }
    .hint pre {
      margin: 6px 0 0;
      white-space: pre-wrap;
    }
    .hint {
      padding: 8px 12px;
      border: 1px solid var(--warn-border);
      background: var(--warn-bg);
      border-radius: 2px;
      max-width: 760px;
    }
    code {
      background: var(--code-bg);
      padding: 0 3px;
      border-radius: 2px;
      font-size: 12px;
    }
    /* As wide as its columns (no wider than the panel: then it scrolls sideways). */
    .table-box {
      width: fit-content;
      max-width: 100%;
      box-sizing: border-box;
      overflow: auto;
      max-height: 380px;
      border: 1px solid var(--border);
      border-radius: 2px;
      background: var(--bg);
    }
    table {
      width: auto;
    }
    thead th {
      text-align: right;
      vertical-align: bottom;
    }
    thead th.text,
    td.text {
      text-align: left;
    }
    thead th button {
      border: 0;
      background: none;
      font-weight: 500;
      cursor: pointer;
      padding: 0;
      text-align: inherit;
    }
    thead th button:focus-visible {
      outline: 2px solid var(--accent);
      outline-offset: 1px;
    }
    thead th button .sub {
      display: block;
      font-size: 11px;
      font-weight: 400;
      color: var(--muted);
    }
    .arrow {
      color: var(--accent);
      font-size: 10px;
    }
    tbody tr {
      cursor: pointer;
    }
    tbody tr:hover {
      background: var(--hover-bg);
    }
    tbody tr[aria-selected='true'] {
      background: var(--selected-bg);
      box-shadow: inset 3px 0 0 var(--accent);
    }
    tbody tr:focus-visible {
      outline: 2px solid var(--accent);
      outline-offset: -2px;
    }
    td.rank {
      color: var(--muted);
      width: 24px;
    }
    td.slice {
      white-space: normal;
      min-width: 180px;
      max-width: 440px;
    }
    .chip {
      display: inline-block;
      max-width: 260px;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
      vertical-align: middle;
      padding: 0 6px;
      margin: 1px 4px 1px 0;
      border: 1px solid var(--border);
      border-radius: 9px;
      background: var(--code-bg);
      font-size: 12px;
      line-height: 17px;
    }
    .missing {
      color: var(--muted);
      cursor: help;
    }
    .interval {
      color: var(--muted);
      font-size: 11px;
      margin-left: 4px;
    }
    td.mark,
    th.mark {
      width: 18px;
      text-align: center;
      color: var(--accent);
    }
    td.folded {
      color: var(--muted);
      font-size: 12px;
      cursor: help;
    }
    tr.significant td[data-col='gap'] {
      font-weight: 500;
    }
    .trend {
      margin-top: 12px;
    }
  `];var xn=$`
  .runs {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 14px;
    align-items: center;
  }
  .runs label {
    display: inline-flex;
    align-items: center;
    gap: 5px;
    cursor: pointer;
    max-width: 260px;
  }
  .runs label.current .run-name {
    font-weight: 600;
  }
  .run-name {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .swatch {
    width: 14px;
    height: 4px;
    border-radius: 2px;
    flex: none;
  }
  .runs input {
    height: auto;
    margin: 0;
  }
  button.small {
    height: 22px;
    padding: 0 8px;
    font-size: 12px;
  }
  input[name='gap_threshold'] {
    width: 90px;
  }
  .run-filter {
    display: flex;
    gap: 8px;
    align-items: center;
    margin-bottom: 4px;
  }
  input[name='run_filter'] {
    width: 200px;
  }
  .charts {
    display: flex;
    flex-wrap: wrap;
    gap: 18px 28px;
    align-items: flex-start;
  }
  .chart {
    max-width: 100%;
  }
  /* Which way is better, beside the chart's title (as the Runs axes and the Compare cards say it). */
  .chart h3 .better {
    margin-left: 6px;
    font-size: 11px;
    font-weight: 400;
  }
  .chart .explanation {
    font-size: 12px;
    min-height: 2.6em;
  }
  .chart svg {
    cursor: crosshair;
  }
  .chart svg.over-point {
    cursor: pointer;
  }
  .note {
    font-size: 11px;
  }
  /* One row per group (views/trend_row.ts): its heading, picker and group legends. */
  .row-heading {
    font-size: 14px;
    font-weight: 500;
    margin: 20px 0 4px;
  }
  .row-picker {
    display: flex;
    flex-wrap: wrap;
    gap: 6px 12px;
    align-items: flex-end;
    margin-bottom: 10px;
  }
  input[name='row_key'] {
    width: 260px;
  }
  .legend {
    display: flex;
    flex-wrap: wrap;
    gap: 2px 12px;
    font-size: 11px;
    min-height: 2.6em;
  }
  .legend .group {
    display: inline-flex;
    align-items: center;
    gap: 4px;
  }
  /* The first significantly worse step: the chart's ring, in words. */
  .note.worse {
    color: var(--bad, #c62828);
  }
  .ring {
    display: inline-block;
    width: 9px;
    height: 9px;
    border: 2px solid var(--bad, #c62828);
    border-radius: 50%;
    vertical-align: -2px;
  }
  /* A chart's SVG with its hover list (trend_chart.ts Hover), as Scalars' tooltip. */
  .plot {
    position: relative;
  }
  .hover-rule {
    position: absolute;
    top: 0;
    width: 0;
    border-left: 1px dashed var(--chart-rule);
    pointer-events: none;
  }
  .hover {
    position: absolute;
    z-index: 2;
    pointer-events: none;
    background: var(--bg);
    border: 1px solid var(--border);
    border-radius: 2px;
    box-shadow: 0 1px 4px rgba(0, 0, 0, 0.25);
    padding: 4px 8px;
    font-size: 12px;
    max-width: 420px;
    white-space: nowrap;
  }
  .hover-head {
    font-weight: 600;
    margin-bottom: 2px;
  }
  .hover-row {
    display: flex;
    gap: 6px;
    align-items: center;
  }
  .hover-row .run-name {
    max-width: 180px;
  }
  .filter-error {
    color: var(--error);
    font-size: 12px;
  }
  input[name='smoothing'] {
    width: 120px;
    height: auto;
  }
  .field.checkbox input {
    height: auto;
    margin: 6px 0 0;
  }
  .hint {
    padding: 8px 12px;
    border: 1px solid var(--warn-border);
    background: var(--warn-bg);
    border-radius: 2px;
    max-width: 760px;
  }
  .none {
    padding: 16px;
    color: var(--muted);
  }
`;var wx=640,yx=220,xx=new Intl.NumberFormat("en",{notation:"compact",maximumFractionDigits:1}),$x=r=>Number.isInteger(r)?xx.format(r):"";function _x(r,t,e){let n=r.points;if(n.length===0)return null;let s=n.map(d=>d.step),i=Math.min(...s),o=Math.max(...s),a=n.length<=8&&o>i?s:void 0,l=o===i?1:0,u=n.filter(d=>d.lower!==null&&d.upper!==null),p=r.worse?n.filter(d=>d.step===r.worse.step):[],m=_.plot({width:wx,height:yx,marginTop:14,marginLeft:52,marginRight:18,marginBottom:36,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{label:"step",labelAnchor:"center",labelArrow:"none",domain:[i-l,o+l],ticks:a,tickFormat:$x,inset:10},y:{label:"gap to everyone else (pp)",labelArrow:"none",domain:r.domain??void 0,grid:!0,tickFormat:d=>String(Number((d*100).toPrecision(6)))},marks:[_.ruleY([0],{stroke:"var(--chart-ink)",strokeWidth:1,strokeOpacity:.7}),t!==null&&t>=i-l&&t<=o+l?_.ruleX([t],{stroke:"var(--chart-rule)",strokeDasharray:"3,3"}):null,u.length>1?_.areaY(u,{x:"step",y1:"lower",y2:"upper",fill:"var(--accent)",fillOpacity:.18,curve:"linear"}):_.ruleX(u,{x:"step",y1:"lower",y2:"upper",stroke:"var(--accent)",strokeOpacity:.6,strokeWidth:2}),_.lineY(n,{x:"step",y:"gap",stroke:"var(--accent)",strokeWidth:2}),_.dot(n,{x:"step",y:"gap",r:4,fill:"var(--accent)",stroke:"var(--chart-halo)",strokeWidth:1,className:"gap-dot",title:d=>`${jm(d,r.level)}
click: open this step`}),_.dot(p,{x:"step",y:"gap",r:9,fill:"none",stroke:"var(--bad, #c62828)",strokeWidth:2,className:"first-worse"})]});return m.setAttribute("data-name","slice-gap"),m.querySelectorAll("g.gap-dot circle").forEach((d,f)=>{let b=n[f];b&&(d.setAttribute("data-step",String(b.step)),d.setAttribute("data-gap",String(b.gap)),d.addEventListener("click",()=>e(b.step)))}),m.querySelectorAll("g.first-worse circle").forEach(d=>{d.setAttribute("data-step",String(r.worse?.step)),d.setAttribute("data-vs-step",String(r.worse?.vs_step))}),m}var As=class extends z{constructor(){super();this.request=new A;this.shell=new X(this,[this.request]);this.chart=null;this.svg=null;this.asked="";this.api=null,this.params=null,this.run="",this.step=null,this.data=null}drawsNow(){return this.data!==null}willUpdate(e){let n=JSON.stringify(this.params);(e.has("params")||e.has("api"))&&n!==this.asked&&(this.asked=n,this.load()),(e.has("data")||e.has("run")||e.has("step"))&&this.draw()}async load(){let e=this.params,n=this.api;if(!e||!n)return;let s=await this.shell.run(this.request,i=>n.sliceTrend(e,i),()=>this.data=null);s!==E&&(this.data=s,this.shell.ready(),this.dispatchEvent(new CustomEvent("slice-trend-loaded",{bubbles:!0,composed:!0})))}draw(){this.chart=this.data?Vm(this.data,this.run):null,this.svg=this.chart?_x(this.chart,this.step,e=>je(this,{step:e})):null}close(){this.dispatchEvent(new CustomEvent("slice-close",{bubbles:!0,composed:!0}))}render(){let e=this.params?.slice??"",n=this.chart;return c`<header>
        <h4>Gap to everyone else over the steps of run <span class="run">${this.run}</span>: <span class="slice-name">${e}</span></h4>
        <button class="close" name="slice-close" title="Close the chart (Esc)" aria-label="Close the chart" @click=${()=>this.close()}>×</button>
      </header>
      ${this.shell.renderError("Could not load the slice over the steps",[{label:"Retry",name:"retry",run:()=>{this.load()}}])}
      ${n?c`<div class="body ${this.shell.loading?"stale":""}" data-points=${n.points.length}>
              <div class="plot">${this.svg??c`<div class="none">No step has a gap for this slice.</div>`}</div>
              <div class="note ${n.worse?"worse":"muted"}" data-role="first-worse" data-step=${n.worse?.step??h} title=${this.data?.first_worse_test??""}>
                ${n.worse?c`<span class="ring" aria-hidden="true"></span> `:h}${Hm(n)}.
              </div>
              ${n.missing.length?c`<div class="note muted">No gap at step${n.missing.length>1?"s":""} ${n.missing.join(", ")}.</div>`:h}
              <div class="note muted">Band: the gap's ${Math.round(n.level*100)}% interval; dashed: the step on screen; click a point to open its step.</div>
            </div>`:this.shell.loading?c`<div class="loading">Loading the slice over the steps…</div>`:h}`}};As.properties={api:{attribute:!1},params:{attribute:!1},run:{attribute:!1},step:{attribute:!1},data:{state:!0}},As.styles=[R,J,se,xn,$`
      :host {
        display: block;
      }
      header {
        display: flex;
        gap: 8px;
        align-items: baseline;
      }
      h4 {
        margin: 0 0 4px;
        font-size: 13px;
        font-weight: 500;
        min-width: 0;
        overflow-wrap: anywhere;
      }
      .slice-name {
        font-weight: 600;
      }
      button.close {
        margin-left: auto;
        border: 0;
        background: none;
        color: var(--muted);
        font-size: 16px;
        cursor: pointer;
        line-height: 1;
      }
      button.close:hover {
        color: var(--fg);
      }
      .plot svg {
        max-width: 100%;
        height: auto;
      }
      .plot svg g.gap-dot circle {
        cursor: pointer;
      }
      .note {
        font-size: 12px;
        margin-top: 2px;
      }
    `];customElements.define("fairness-slice-trend",As);var Ds=class extends C{constructor(){super();this.request=new A;this.shell=new X(this,[this.request]);this.asked="";this.rows=[];this.order=[];this.revealChart=!1;this.api=null,this.run="",this.tag="",this.step=null,this.declaration=null,this.params=[],this.classes=[],this.fdr=null,this.context={},this.selection=Dr(null),this.data=null,this.minSizeText="",this.kText="",this.alphaText="",this.addEventListener("view-status",e=>{e.stopPropagation(),e.composedPath()[0]===this&&(this.dataset.status=e.detail)}),this.addEventListener("keydown",e=>{e.key==="Escape"&&this.selection.slice!==null&&this.pick(null)})}renderClassPicker(){let e=this.declaration,n=this.selection;return c`<label class="field" title=${D(e,"class_name")}>
      <span class="name">${L(e,"class_name","Class")}</span>
      <select name="slice_class" @change=${s=>this.change({className:s.target.value||null})}>
        <option value="" ?selected=${n.className===null}>every class</option>
        ${this.classes.map(s=>c`<option .value=${s} ?selected=${s===n.className}>${s}</option>`)}
      </select>
    </label>`}routeKey(){let e={run:this.run,tag:this.tag,step:this.step};return JSON.stringify([this.declaration?.name??null,Jl(e,this.selection,this.fdr,this.context)])}async load(){let e=this.declaration?.name,n=this.api;if(!e||!n||!this.run||!this.tag)return;this.asked=this.routeKey();let s=Jl({run:this.run,tag:this.tag,step:this.step},this.selection,this.fdr,this.context),i=await this.shell.run(this.request,o=>n.view(e,ql,s,ip,o),()=>this.data=null);i!==E&&(this.data=i,i.available&&this.selection.minSize===null&&(this.minSizeText=String(i.min_size)),this.shell.ready())}willUpdate(e){if(!this.hasUpdated)this.selection=Xl(Rt(this.params,this.declaration),this.classes),this.minSizeText=this.selection.minSize===null?"":String(this.selection.minSize),this.kText=this.selection.k===null?"":String(this.selection.k),this.alphaText=this.selection.alpha===null?"":String(this.selection.alpha),this.revealChart=this.selection.slice!==null,this.emitSelection();else if(e.has("classes")){let n=Xl(this.selection,this.classes);n!==this.selection&&this.setSelection(n)}if(this.routeKey()!==this.asked&&this.load(),e.has("data")||e.has("selection")){this.rows=this.data?.available?Dm(this.data):[];let n=this.data,s=this.selection.sort==="rank"&&this.selection.dir==="asc";this.order=s||!n?.available?this.rows:Mm(this.rows,this.selection.sort,this.selection.dir)}}emitSelection(){G(this,lr(this.selection,this.declaration))}setSelection(e){this.selection=e,this.emitSelection()}change(e){this.setSelection({...this.selection,...e})}pick(e){e!==this.selection.slice&&(this.revealChart=e!==null,this.change({slice:e}))}onMinSize(e){this.minSizeText=e;let n=de(this.declaration,"min_size",e);n===null||n===this.selection.minSize||this.change({minSize:n})}onK(e){this.kText=e;let n=de(this.declaration,"k",e);n===null||n===this.selection.k||this.change({k:n})}onAlpha(e){this.alphaText=e;let n=de(this.declaration,"alpha",e);n===null||n===this.selection.alpha||this.change({alpha:n})}onSort(e){let n=this.data?.available?this.data.higher_is_worse:!0,s=gt(e,this.selection.sort,this.selection.dir,i=>Gl(i,n));this.change({sort:e,dir:s})}reset(){this.selection=Dr(this.declaration),this.minSizeText="",this.kText=this.selection.k===null?"":String(this.selection.k),this.alphaText=this.selection.alpha===null?"":String(this.selection.alpha),this.emitSelection()}onChartLoaded(e){this.revealChart&&(this.revealChart=!1,e.target.scrollIntoView({block:"nearest",behavior:"smooth"}))}renderControls(){let e=this.declaration,n=this.selection,s=wn(e),i=s.length?s:[n.metric],o=U(e,"max_level"),a=o?.minimum??1,l=Math.max(a,o?.maximum??4),u=Array.from({length:l-a+1},(w,y)=>a+y),p=U(e,"scoring")?.choices??[n.scoring??"gap"],m=this.minSizeText.trim()!==""&&de(e,"min_size",this.minSizeText)===null,d=de(e,"alpha",this.alphaText)===null,f=de(e,"k",this.kText)===null,b=w=>w.target.value;return c`<div class="group" role="group" aria-label="Worst slices options">
      <label class="field" title=${D(e,"metric","The panel judges slices by the error rate unless asked.")}>
        <span class="name">${L(e,"metric")}</span>
        <select name="slice_metric" @change=${w=>this.change({metric:b(w)})}>
          ${i.map(w=>c`<option value=${w} ?selected=${w===n.metric}>${nt(w)}</option>`)}
        </select>
      </label>
      ${U(e,"class_name")===null?h:this.renderClassPicker()}
      </label>
      <label class="field" title=${D(e,"max_level")}>
        <span class="name">${L(e,"max_level","Max attributes")}</span>
        <select name="slice_max_level" @change=${w=>this.change({maxLevel:Number(b(w))})}>
          ${u.map(w=>c`<option value=${w} ?selected=${w===n.maxLevel}>${w}</option>`)}
        </select>
      </label>
      ${Ue({label:L(e,"min_size","Min size"),name:"slice_min_size",text:this.minSizeText,invalid:m,title:m?$e(e,"min_size"):D(e,"min_size"),min:be(e,"min_size").min,step:"1",onInput:w=>this.onMinSize(w)})}
      ${Ue({label:L(e,"k","Slices"),name:"slice_k",text:this.kText,invalid:f,title:f?$e(e,"k"):D(e,"k"),...be(e,"k"),step:"1",onInput:w=>this.onK(w)})}
      <label class="field" title=${D(e,"scoring")}>
        <span class="name">${L(e,"scoring","Scoring")}</span>
        <select name="slice_scoring" @change=${w=>this.change({scoring:b(w)})}>
          ${p.map(w=>c`<option value=${w} ?selected=${w===n.scoring}>${w}</option>`)}
        </select>
      </label>
      ${Yl(n)?Ue({label:L(e,"alpha","Alpha"),name:"slice_alpha",text:this.alphaText,invalid:d,title:d?$e(e,"alpha"):D(e,"alpha"),...be(e,"alpha"),step:"0.05",decimal:!0,onInput:w=>this.onAlpha(w)}):h}
    </div>`}columns(e){let n=`${Math.round(e.level*100)}%`,s=nt(e.metric),i=[{key:"rank",name:"#",title:"rank: the server's ranking, the worst slice first"},{key:"slice",name:"slice",title:"slice: the people with every one of these attributes' values",text:!0},{key:"size",name:"n",title:"n (size): the people in the slice"}];if(e.scoring==="sliceline")return[...i,{key:"error_rate",name:"error rate",sub:"in the slice",title:"error rate (error_rate): the share of the slice the metric counts as misses"},{key:"score",name:"score",sub:"SliceLine",title:`score: SliceLine's score of the slice's errors against its size (alpha ${e.alpha??""})`}];let o=e.higher_is_worse?"higher":"lower";return[...i,{key:"value",name:s,sub:"in the slice",title:`${s} (value): the rate in the slice; ${o} is worse`},{key:"rest",name:"rest",sub:"everyone else",title:`rest: the ${s} of everyone outside the slice`},{key:"gap",name:"gap",sub:`pp [${n} interval]`,title:`gap: slice \u2212 rest in percentage points, with Newcombe's ${n} interval; ranked by the end nearest no harm`},{key:"q_value",name:"q",sub:"BH",title:`q (q_value): the p-value adjusted by Benjamini\u2013Hochberg over all ${e.evaluated} slices scored`},{key:"significant",name:"\u2605",title:`\u2605: ${re(e.fdr)}`},{key:"folded",name:"similar",sub:"folded",title:"similar (folded): sub-slices (this slice and more attributes) no worse than it, folded under it rather than listed"}]}renderHead(e){let n=this.selection,s=e.key===n.sort,i=e.key==="significant";return c`<th class=${i?"mark":e.text?"text":""} data-col=${e.key} aria-sort=${bt(s,n.dir)}>
      <button title=${`${e.title}. Click to sort.`} @click=${()=>this.onSort(e.key)}>
        <span class="name">${e.name}</span>${s?c` <span class="arrow">${vt(!0,n.dir)}</span>`:h}${e.sub?c`<span class="sub">${e.sub}</span>`:h}
      </button>
    </th>`}number(e,n,s=h){return c`<td class="num ${n.missing?"missing":""}" data-col=${e} data-value=${n.missing?"":n.title} title=${n.title}>
      <span class="v">${n.text}</span>${s}
    </td>`}renderRow(e,n,s,i){let o=n.slice===this.selection.slice,a=()=>this.pick(n.slice),l=e.scoring==="sliceline"?c`${this.number("error_rate",Ye(n.errorRate))}${this.number("score",Zl(n.score))}`:c`${this.number("value",Ye(n.value))}${this.number("rest",Ye(n.rest))}${this.renderGap(n)}${this.number("q_value",Om(n.q))}
          <td class="mark" data-col="significant">${n.significant?We(i):h}</td>
          <td class="num folded" data-col="folded" data-value=${n.folded??""} title=${Im(n.folded,n.slice)}>${Nm(n.folded)}</td>`;return c`<tr
      class=${n.significant?"significant":""}
      data-slice=${n.slice}
      data-pos=${s}
      data-rank=${n.rank}
      aria-selected=${o?"true":"false"}
      tabindex="0"
      @click=${a}
      @keydown=${u=>u.key==="Enter"&&a()}
    >
      <td class="num rank" data-col="rank">${n.rank}</td>
      <td class="text slice" data-col="slice" title=${n.slice}>
        ${n.predicates.map(u=>c`<span class="chip" data-attribute=${u.attribute}>${u.attribute}=${u.value}</span>`)}
      </td>
      ${this.number("size",ks(n.size))} ${l}
    </tr>`}renderGap(e){let n=Ss(e.lower,e.upper);return this.number("gap",Ht(e.gap),c`<span class="interval" title=${n.title}>${n.text}</span>`)}renderTable(e){let n=this.columns(e),s=re(e.fdr);return c`<div class="table-box">
      <table aria-label="Worst slices">
        <thead>
          <tr>
            ${n.map(i=>this.renderHead(i))}
          </tr>
        </thead>
        <tbody>
          ${this.order.length===0?c`<tr class="none-row"><td class="none" colspan=${n.length}>${tu(e,[])}</td></tr>`:this.order.map((i,o)=>this.renderRow(e,i,o,s))}
        </tbody>
      </table>
    </div>`}renderTrend(e){let n=this.selection.slice;return n===null?h:c`<div class="trend">
      <fairness-slice-trend
        .api=${this.api}
        .params=${zo(e.tag,e.run,n,this.selection,this.context)}
        .run=${e.run}
        .step=${e.step}
        @slice-close=${()=>this.pick(null)}
        @slice-trend-loaded=${s=>this.onChartLoaded(s)}
      ></fairness-slice-trend>
    </div>`}renderBody(e){return c`<div class="content ${this.shell.loading?"stale":""}" data-rows=${e.rows} data-scoring=${e.scoring} data-metric=${e.metric}>
      <div class="sentences">
        <div class="headline" data-role="slices-summary">${tu(e,this.rows)}</div>
        <div class="scored muted" data-role="slices-scored">${zm(e)}. Click a slice to chart it over the steps.</div>
      </div>
      ${e.scoring==="sliceline"?h:Te("slices-legend",Bm(e,this.rows))} ${this.renderTable(e)}
      ${this.renderTrend(e)}
    </div>`}renderHint(e){return c`<div class="hint" data-role="no-slices" title=${e}>
      This report keeps no slices: write it with <code>slices=True</code> to find the intersections of the attributes' values where the
      model does worst, e.g.
      <pre>w.${this.declaration?.name??"writer"}(tag, step, …, attributes, slices=True)</pre>
    </div>`}render(){let e=this.data,n=e!==null&&!e.available;return c`<h3 class="title">Worst slices</h3>
      ${n?this.renderHint(e.reason):this.renderControls()}
      ${this.shell.renderError("Could not load the worst slices",[{label:"Reset the slices",name:"slice-reset",run:()=>this.reset()}])}
      ${e===null?this.shell.loading?c`<div class="loading">Loading the worst slices…</div>`:h:e.available?this.renderBody(e):h}`}};Ds.properties={api:{attribute:!1},run:{attribute:!1},tag:{attribute:!1},step:{attribute:!1},declaration:{attribute:!1},params:{attribute:!1},classes:{attribute:!1},fdr:{attribute:!1},context:{attribute:!1},selection:{state:!0},data:{state:!0},minSizeText:{state:!0},kText:{state:!0},alphaText:{state:!0}},Ds.styles=Fo;customElements.define("fairness-slices-panel",Ds);var ou="group_metrics",au=class extends ur{constructor(e){super(e);this.detection=!1}async fetchTables(e,n){let s=this.routeParams(e),i=await this.api.view(ou,"",go(s),Xm,n),o=Cs(i.groups,e),a=await this.api.view(ou,fo,bo({...s,grouping:Le(i.grouping),a:o?e.a:null,b:o?e.b:null}),vi,n);return{main:i,table:Ym(i,this.declaration),disparity:a}}renderMetricPicker(){let e=this.selection,n=lt(this.declaration,"metric"),s=n.length?n:(this.data?.main?.metrics??[]).map(i=>i.name);return c`<label class="field">
      <span class="name">Metric</span>
      <select name="metric" .value=${e.metric??""} @change=${i=>this.change({metric:i.target.value})}>
        ${s.map(i=>c`<option value=${i} ?selected=${e.metric===i}>${i}</option>`)}
      </select>
    </label>`}willUpdate(e){this.hasUpdated||(this.moreParams=lr(Rt(this.params,this.declaration),this.declaration)),super.willUpdate(e)}renderBelow(e){if(!ar(this.declaration))return h;let{run:n,tag:s,step:i}=this.report,o=a=>{a.stopPropagation(),this.setMoreParams(a.detail)};return c`<fairness-slices-panel
      .api=${this.api}
      .run=${n}
      .tag=${s}
      .step=${i}
      .declaration=${this.declaration}
      .params=${this.moreParams}
      .classes=${e.main.classes}
      .fdr=${this.selection.fdr}
      @view-params=${o}
    ></fairness-slices-panel>`}renderChart(e,n){return c`<fairness-group-bars
      .cls=${n}
      .bars=${n===null?null:Jm(e.table,n)}
      .valueName=${this.valueName}
    ></fairness-group-bars>`}};customElements.define("fairness-groups-view",au);var Zm={kind:ou,title:"per-group performance",render:(r,t)=>c`<fairness-groups-view .report=${r.report} .info=${r.info} .declaration=${r.declaration} .params=${r.params}
      >${t}</fairness-groups-view
    >`,hint:()=>c`No per-group performance reports: log one with <code>w.group_metrics(…)</code>, each person's class, the
      predicted class and their attributes (gender, skin tone, …).`,example:`# Per-group recall (FACET): each person's class, prediction and attributes.
w.group_metrics("groups/val", 0, classes=["nurse", "nurse"], predictions=["nurse", "doctor"],
                attributes={"gender": ["f", "m"]})`};function ef(r,t="view route"){S(r)||g(t,"not an object");let{classes:e,groups:n,thresholds:s}=r;return(!Array.isArray(e)||!Array.isArray(n)||!Array.isArray(s))&&g(t,"no `classes`, `groups` or `thresholds`"),jr(t,r,["mar","mar_lower","mar_upper","n","state","ar","ar_lower","ar_upper"],e.length,n.length),r.p_value!==void 0&&jr(t,r,["p_value","significant"],e.length,n.length),Array.isArray(r.groupings)||g(t,"no `groupings`"),S(r.reasons)||g(t,"no `reasons`"),r}function tf(r,t){return uo(r,{value:r.mar,lower:r.mar_lower,upper:r.mar_upper,macro:r.macro},t)}function rf(r,t){let e=r.classes.indexOf(t);if(e<0)return[];let n=[];return r.groups.forEach((s,i)=>{r.state[e][i]===null&&r.thresholds.forEach((o,a)=>{let l=r.ar[e][i][a];typeof l=="number"&&n.push({group:s,threshold:o,ar:l,lower:r.ar_lower[e][i][a]??l,upper:r.ar_upper[e][i][a]??l})})}),n}var Ms=class extends z{constructor(){super();this.chart=null;this.cls=null,this.points=[],this.groups=[]}willUpdate(e){(e.has("points")||e.has("groups"))&&(this.chart=this.draw())}draw(){let e=this.points;if(e.length===0)return null;let n=_.plot({width:380,height:240,marginLeft:44,marginBottom:34,style:Mr,x:{label:"IoU threshold",labelAnchor:"center",labelArrow:"none",ticks:5},y:Ho("AR",nu(e.map(s=>s.ar),e)),color:{domain:this.groups,legend:!0,scheme:"tableau10"},marks:su(e,"threshold","ar",s=>`${s.group}: AR@${s.threshold} = ${(s.ar*100).toFixed(1)}% [${(s.lower*100).toFixed(1)}, ${(s.upper*100).toFixed(1)}]`)});return jo(n),n}render(){if(this.cls===null)return h;let e=new Set(this.points.map(s=>s.group)),n=this.groups.filter(s=>!e.has(s));return c`<h3>AR over IoU thresholds: <span class="cls">${this.cls}</span></h3>
      <div class="chart" data-groups=${e.size}>
        ${this.chart??c`<div class="muted">No sufficient group for this class.</div>`}
      </div>
      ${n.length?c`<div class="note muted">Not drawn (insufficient or nobody): ${n.join("; ")}</div>`:h}
      <div class="note muted">Bands: Wilson intervals of each AR.</div>`}};Ms.properties={cls:{attribute:!1},points:{attribute:!1},groups:{attribute:!1}},Ms.styles=[R,Ft,Vo];customElements.define("fairness-ar-chart",Ms);var lu="detection_recall",uu=class extends ur{constructor(e){super(e);this.detection=!0}async fetchTables(e,n){let s=this.routeParams(e),i=await this.api.view(lu,"",go(s),ef,n),o=Cs(i.groups,e),a=await this.api.view(lu,fo,bo({...s,grouping:Le(i.grouping),a:o?e.a:null,b:o?e.b:null}),vi,n);return{main:i,table:tf(i,this.declaration),disparity:a}}renderChart(e,n){let s=e.main;return c`<fairness-ar-chart .cls=${n} .points=${n===null?[]:rf(s,n)} .groups=${s.groups}></fairness-ar-chart>`}};customElements.define("fairness-detection-view",uu);var nf={kind:lu,title:"detection recall",render:(r,t)=>c`<fairness-detection-view .report=${r.report} .info=${r.info} .declaration=${r.declaration} .params=${r.params}
      >${t}</fairness-detection-view
    >`,hint:()=>c`No detection-recall reports: log one with <code>w.detection_recall(…)</code>, each person's best IoU with
      the detections and their attributes.`,example:`# Detection recall (FACET): each ground-truth person's best IoU and attributes.
w.detection_recall("detection/val", 0, ious=[0.9, 0.4], attributes={"skin": ["lighter", "darker"]})`};var Uo=$`
  button.row-key {
    max-width: 100%;
    border: 0;
    padding: 0;
    background: none;
    color: inherit;
    font: inherit;
    text-align: inherit;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
    vertical-align: bottom;
    cursor: pointer;
    text-decoration: underline dotted var(--muted);
    text-underline-offset: 3px;
  }
  button.row-key:hover {
    color: var(--accent);
    text-decoration-color: var(--accent);
  }
  button.row-key:focus-visible {
    outline: 2px solid var(--accent);
    outline-offset: 1px;
  }
  button.row-key[aria-expanded='true'] {
    color: inherit;
    font-weight: 500;
    text-decoration: underline solid var(--accent) 2px;
  }
  td:has(> button.row-key[aria-expanded='true']),
  th:has(> button.row-key[aria-expanded='true']) {
    background: var(--selected-bg);
  }
  .row-drill {
    scroll-margin: 8px;
  }
`,$n=class{constructor(t,e){this.host=t;this.changed=e;this.key=null;this.opener=null;this.focusPending=!1;this.revealPending=!1;t.addController(this)}read(t){this.key=lo(t),this.revealPending=this.key!==null}params(){return ao(this.key)}open(t,e){this.opener=e,this.focusPending=!0,this.revealPending=!0;let n=this.panel();t===this.key&&n?.status==="ready"&&this.reveal(n),t!==this.key&&(this.key=t,this.changed()),this.host.requestUpdate()}close(t=!0){let e=this.key;if(e===null)return;let n=this.opener?.isConnected&&this.opener.dataset.key===e?this.opener:this.buttonOf(e);this.key=null,this.opener=null,this.focusPending=!1,this.revealPending=!1,this.changed(),this.host.requestUpdate(),t&&n?.focus({preventScroll:!0})}keepIn(t){this.key!==null&&!t.includes(this.key)&&this.close(!1)}hostUpdated(){if(!this.focusPending)return;let t=this.panel();t&&(this.focusPending=!1,t.updateComplete.then(()=>t.focusPanel()))}panel(){return this.host.renderRoot.querySelector("fairness-row-drilldown")}onLoaded(t){this.revealPending&&this.reveal(t.target)}reveal(t){this.revealPending=!1,t.scrollIntoView({block:"nearest",behavior:"smooth"})}buttonOf(t){return[...this.host.renderRoot.querySelectorAll("button.row-key")].find(n=>n.dataset.key===t)??null}button(t,e=t,n="row",s=""){let i=t===this.key,o=`${s?`${s}
`:""}${n} ${t}: click or press Enter for its counts, and its bias in every run and over the steps`;return c`<button
      class="row-key"
      data-key=${t}
      aria-expanded=${i?"true":"false"}
      title=${o}
      @click=${a=>this.open(t,a.currentTarget)}
    >${e}</button>`}render(t){return this.key===null?h:c`<fairness-row-drilldown
      class="row-drill"
      role="region"
      aria-label=${`${t.noun} ${this.key}, drilled down`}
      .api=${t.api}
      .tag=${t.tag}
      .run=${t.run}
      .step=${t.step}
      .rowKey=${this.key}
      .options=${t.options}
      .noun=${t.noun}
      .declaration=${t.declaration}
      .closable=${!0}
      @row-close=${()=>this.close()}
      @row-loaded=${e=>this.onLoaded(e)}
    ></fairness-row-drilldown>`}};var Sx=$`
  .tables {
    flex: 1;
    min-width: 0;
    display: flex;
    flex-direction: column;
    gap: 12px;
  }
  h3 {
    font-size: 13px;
    font-weight: 500;
    margin: 0 0 4px;
  }
  .side {
    width: 420px;
    flex: none;
  }
  .table-box {
    overflow: auto;
    max-height: 420px;
    border: 1px solid var(--border);
    border-radius: 2px;
    background: var(--bg);
  }
  th,
  td {
    text-align: right;
  }
  .text {
    text-align: left;
  }
  td.gname {
    max-width: 260px;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  input[name='fdr'] {
    width: 72px;
  }
  tr.significant td[data-col='score'] {
    font-weight: 500;
  }
  @media (max-width: 1000px) {
    .main {
      flex-direction: column;
    }
    .side {
      width: auto;
    }
  }
`;function kx(r){return`False discovery rate of the \u2605 marks (Benjamini\u2013Hochberg over the tested ${r})`}var cr=class extends C{constructor(e,n){super();this.codec=e;this.request=new A;this.shell=new X(this,[this.request]);this.downloads=new Fe(this,()=>this.api,()=>this.declaration);this.rows=new $n(this,()=>this.emitSelection());this.moreParams=[];this.api=n??new De,this.info=null,this.declaration=null,this.params=[],this.selection=e.defaults(null),this.data=null}rowButton(e,n=e,s=""){return this.rows.button(e,n,this.rowNoun,s)}emitSelection(){G(this,[...this.codec.toParams(this.selection,this.declaration),...this.rows.params(),...this.moreParams])}setMoreParams(e){this.moreParams=e,this.emitSelection()}replaceSelection(e){this.selection=e,this.emitSelection()}change(e,n){this.selection={...this.selection,...e},this.emitSelection(),n&&this.load()}async load(){let e=await this.shell.run(this.request,n=>this.fetch(n),()=>this.data=null);e!==E&&(this.data=e,this.loaded(e),this.rows.keepIn(this.rowKeys(e)),this.shell.ready())}loaded(e){}willUpdate(e){this.hasUpdated?(e.has("report")&&mt(e.get("report"),this.report)||e.has("info")&&ft(e.get("info"),this.info,this.report))&&this.load():(this.rows.read(this.params),this.replaceSelection(this.codec.fromParams(this.params,this.declaration)),this.load())}reset(){this.rows.close(!1),this.replaceSelection(this.codec.defaults(this.declaration)),this.report.step!==null?je(this,{step:null}):this.load()}download(e,n){let s={run:e.run,tag:e.tag,step:e.step,table:n.table,options:n.options};this.downloads.download(n.button,s,ge(["fairness",...n.file]))}renderCsvButtons(e){let n=e!==null&&this.downloads.pending===null;return e===null?this.csvButtons.map(s=>this.shell.renderCsvButton(s.button,!1,()=>{},He(this.declaration,s.table,null),s.label)):this.csvTables(e).map(s=>this.shell.renderCsvButton(s.button,n,()=>this.download(e,s),He(this.declaration,s.table,s.rows),s.label))}render(){let e=this.data;return c`<div class="controls">
        <div class="group" role="group" aria-label="Report and view">
          <slot name="report"></slot>
          ${this.renderPickers(e)}
          <span class="spacer"></span>
          ${this.renderCsvButtons(e)}
        </div>
        ${this.downloads.renderError()}
      </div>
      ${this.shell.renderError("Could not load the report",[{label:"Reset the selection",run:()=>this.reset()}])}
      ${this.shell.renderContent(e,n=>this.renderReport(n),"Loading the report\u2026")}`}renderDrill(e){return this.rows.render({api:this.api,tag:e.tag,run:e.run,step:e.step,options:this.rowOptions(e),noun:this.rowNoun,declaration:this.declaration})}renderReport(e){let n=this.info?.description??"";return c`<div class="body ${this.shell.loading?"stale":""}">
      ${n?c`<div class="summary"><span class="description">${n}</span></div>`:h}
      ${e.groups.length===0?c`<div class="none message">This report has no groups.</div>`:this.renderBody(e)}
    </div>`}};cr.properties={...dt,selection:{state:!0},data:{state:!0}},cr.styles=[R,Z,J,ht,Qt,ji,se,un,Uo,Sx];var st=class extends cr{constructor(t,e){super(t,e),this.fdrText=String(this.selection.fdr??"")}replaceSelection(t){super.replaceSelection(t),this.fdrText=String(t.fdr??"")}loaded(t){let e=t.fdr;this.selection.fdr===null&&this.fdrText===""&&e!==void 0&&(this.fdrText=String(e))}onFdr(t){this.fdrText=t;let e=de(this.declaration,"fdr",t);e!==null&&e!==this.selection.fdr&&this.change({fdr:e},!0)}get testedNoun(){return"groups"}renderFdr(){return Wi(this.declaration,this.fdrText,kx(this.testedNoun),t=>this.onFdr(t))}};st.properties={...cr.properties,fdrText:{state:!0}};function Lr(r){return We(re(r))}function pr(r,t,e=h){return c`<div class="main">
    <div class="tables">${r}${e}</div>
    <div class="side">${t}</div>
  </div>`}function Tt(r,t,e=h){return c`<section>
    <h3>${r}</h3>
    ${e}
    <div class="table-box">${t}</div>
  </section>`}function Ct(r,t,e,n){return c`<table class=${r} aria-label=${t}>
    <thead>
      <tr>
        ${e}
      </tr>
    </thead>
    <tbody>
      ${n}
    </tbody>
  </table>`}function te(r,t,e,n=""){return c`<th class=${n} data-col=${t} title=${ne(r,t,e)}>${r}</th>`}function _n(r,t){return c`<td class="text gname" data-col=${r} title=${t}>${t}</td>`}function sf(r,t,e){return c`<td class="text gname" data-col=${r} title=${t}>${e}</td>`}function Sn(r,t,e,n,s,i="undefined",o){let a=o?o.cell.p===null?"":String(o.cell.p):h,l=o?o.cell.significant?"true":"false":h;return t===null?c`<td
      class="state"
      data-group=${r.group}
      data-key=${r.key??""}
      data-state="undefined"
      data-n=${s}
      data-p=${a}
      data-significant=${l}
      title=${o?o.cell.title:""}
    >
      ${i}
    </td>`:c`<td
    class="parts ${o?.cell.significant?"significant":""}"
    data-group=${r.group}
    data-key=${r.key??""}
    data-value=${String(t)}
    data-lower=${String(e)}
    data-upper=${String(n)}
    data-n=${s}
    data-p=${a}
    data-significant=${l}
  >
    <span class="v">${Pr(t,e,n)}${o?.cell.significant?c` ${Lr(o.q)}`:h}</span>
    <span class="meta"
      ><span class="n">n=${v(s)}</span>${o?c` <span class="p ${o.cell.p===null?"why":""}" title=${o.cell.title}>p=${o.cell.text}</span>${o.cell.lowPower&&!o.cell.significant?c` <span class="low-power why" title=${o.cell.lowPower}>low power</span>`:h}`:h}</span
    >
  </td>`}function Wo(r,t,e,n){let s=t.filter(a=>typeof a=="number").length,i=r.filter((a,l)=>a===!0&&typeof t[l]=="number").length,o=Yt(i,s,e,n);return o?c`<p class="low-power-note" data-role="low-power">${o}</p>`:h}function of(r,t="view route"){S(r)||g(t,"not an object");let{groups:e,types:n,thresholds:s}=r;(!Array.isArray(e)||!Array.isArray(n)||!Array.isArray(s))&&g(t,"no `groups`, `types` or `thresholds`"),Ve(t,r,["group_counts","hits","hit_rate","lower","upper"],e.length,"group");for(let i of["hit_rate","lower","upper"])for(let o of r[i]){(!Array.isArray(o)||o.length!==n.length)&&g(t,`\`${i}\` rows do not have one entry per type`);for(let a of o)(!Array.isArray(a)||a.length!==s.length)&&g(t,`\`${i}\` does not have one entry per threshold`)}(!Array.isArray(r.labels)||!Array.isArray(r.harmful_types))&&g(t,"no `labels` or `harmful_types`");for(let i of r.labels)(!S(i)||typeof i.label!="string"||!Array.isArray(i.rate)||!Array.isArray(i.gap))&&g(t,"a malformed `labels` entry"),(i.rate.length!==e.length||i.gap.length!==e.length)&&g(t,"`labels` rates do not have one entry per group");return r}var af="fdr",Rx="q";function kn(r,t,e){Y(r,af,t,e,"fdr")}function Rn(r,t){return ce(t,"fdr",O(r.get(af)??r.get(Rx)))}function Tn(r,t,e,n){return typeof r=="number"&&Number.isFinite(r)?{p:r,text:ee(r),title:`p = ${r} (${e})`,significant:t===!0}:{p:null,text:"\u2014",title:`No p-value: ${n}`,significant:!1}}function dr(r,t,e,n,s){let i=t.filter((o,a)=>o===!0&&typeof e[a]=="number").length;return{q:r,significant:i,tested:Wt(e),unit:n,what:s}}function lf(r,t){return{run:r.run,tag:r.tag,step:r.step,fdr:t.fdr}}var cu="harmful";function pu(r=null){return{type:cu,threshold:null,fdr:W(r,"fdr")}}function uf(r,t=null){let e=[];return r.type!==cu&&P(e,"type",r.type),P(e,"threshold",r.threshold),kn(e,r.fdr,t),e}function cf(r,t){let e=F(r),n=pu(t),s=e.get("type");s&&(n.type=s);let i=O(e.get("threshold"));return j(t,"threshold",i)&&(n.threshold=i),n.fdr=Rn(e,t),n}function Go(r,t){let e=r.types.indexOf(t);if(e>=0)return e;let n=r.types.indexOf(cu);return n>=0?n:0}function Ls(r,t){let e=t===null?-1:r.indexOf(t);return e>=0?e:0}function pf(r,t){let e=[];return r.groups.forEach((n,s)=>{r.thresholds.forEach((i,o)=>{let a=r.hit_rate[s][t][o],l=r.lower[s][t][o],u=r.upper[s][t][o];a!==null&&e.push({group:n,threshold:i,rate:a,lower:l??a,upper:u??a})})}),e}function df(r,t,e){if(t===null||e===null)return"no interval: the group has no images";let n=s=>`${(s*100).toFixed(1)}%`;return`${Math.round(r*100)}% interval (Wilson): [${n(t)}, ${n(e)}]`}function qo(r){return typeof r=="number"&&Number.isFinite(r)?r:null}function hf(r,t){return r.labels.map(n=>{let s=r.groups.map((u,p)=>n.rate[p]?.[t]??null),i=-1,o=-1;for(let u=0;u<s.length;u++){let p=s[u];p===null||!Number.isFinite(p)||((i<0||p>s[i])&&(i=u),(o<0||p<s[o])&&(o=u))}let a=qo(n.spread?.[t]),l=a!==null&&i>=0&&o>=0;return{label:n.label,type:n.type,rates:s,lower:r.groups.map((u,p)=>n.rate_lower?.[p]?.[t]??null),upper:r.groups.map((u,p)=>n.rate_upper?.[p]?.[t]??null),pValue:n.p_value?.[t]??null,significant:n.significant?.[t]??!1,gaps:r.groups.map((u,p)=>qo(n.gap[p]?.[t])),spread:a,spreadLower:qo(n.spread_lower?.[t]),spreadUpper:qo(n.spread_upper?.[t]),highest:l?r.groups[i]:null,lowest:l?r.groups[o]:null}}).map((n,s)=>({row:n,i:s})).sort((n,s)=>n.row.spread===null||s.row.spread===null?n.row.spread===null?s.row.spread===null?n.i-s.i:1:-1:s.row.spread-n.row.spread||n.i-s.i).map(n=>n.row)}var du="rates",hu="labels",Tx="do the groups' hit rates of the label differ (chi-square)";function mf(r,t,e){return dr(rt(r,e),r.labels.map(n=>n.significant?.[t]),r.labels.map(n=>n.p_value?.[t]),"label",Tx)}function mu(r,t){let e=r.thresholds[t];return e===void 0?{fdr:String(r.fdr)}:{threshold:String(e),fdr:String(r.fdr)}}function ff(r){return{rates:r.types.length*r.groups.length,labels:r.labels.length*r.groups.length}}var gf="harmful_label_association",Cx={defaults:pu,fromParams:cf,toParams:uf},fu=class extends st{constructor(t){super(Cx,t)}fetch(t){return this.api.view(gf,"",lf(this.report,this.selection),of,t)}loaded(t){super.loaded(t);let e=this.selection,n=t.types[Go(t,e.type)]??e.type,s=e.threshold!==null&&t.thresholds.includes(e.threshold)?e.threshold:null;(n!==e.type||s!==e.threshold)&&this.change({type:n,threshold:s},!1)}get rowNoun(){return"label"}get testedNoun(){return"labels"}rowKeys(t){return t.labels.map(e=>e.label)}rowOptions(t){return mu(t,Ls(t.thresholds,this.selection.threshold))}get csvButtons(){return[{button:"download",label:"Download CSV",table:du},{button:"download-labels",label:"Download labels CSV",table:hu}]}csvTables(t){let e=Ls(t.thresholds,this.selection.threshold),n=mu(t,e),s=ff(t),i=[t.run,t.tag,`step${t.step}`,"harmful",`t${t.thresholds[e]}`];return[{button:"download",label:"Download CSV",table:du,options:n,rows:s.rates,file:i},{button:"download-labels",label:"Download labels CSV",table:hu,options:n,rows:s.labels,file:[...i,"labels"]}]}renderPickers(t){let e=t?.types??[this.selection.type],n=t?Go(t,this.selection.type):0,s=t?.thresholds??[],i=Ls(s,this.selection.threshold);return c`<label class="field" title="The type of harmful label whose hit rates the tables and the chart show (the report's types)">
        <span class="name">Label type</span>
        <select name="type" ?disabled=${!t} @change=${o=>this.change({type:o.target.value},!1)}>
          ${e.map((o,a)=>c`<option value=${o} ?selected=${a===n}>${o}</option>`)}
        </select>
      </label>
      <label class="field" title=${D(this.declaration,"threshold")}>
        <span class="name">${L(this.declaration,"threshold","Score threshold")}</span>
        <select
          name="threshold"
          ?disabled=${s.length===0}
          @change=${o=>{let a=Number(o.target.value);this.change({threshold:a===s[0]?null:a},!1)}}
        >
          ${s.map((o,a)=>c`<option value=${String(o)} ?selected=${a===i}>${o}</option>`)}
        </select>
      </label>
      ${this.renderFdr()}`}renderBody(t){let e=Go(t,this.selection.type),n=t.types[e],s=Ls(t.thresholds,this.selection.threshold),i=t.thresholds[s],o=hf(t,s),a=pf(t,e).map(u=>({group:u.group,x:u.threshold,y:u.rate,lower:u.lower,upper:u.upper})),l=c`<fairness-band-chart
      .heading=${`Hit rate of ${n} versus threshold`}
      .points=${a}
      .groups=${t.groups}
      .xLabel=${"score threshold"}
      .yLabel=${"hit rate"}
      .note=${"Bands: Wilson intervals of each hit rate."}
    ></fairness-band-chart>`;return c`<div class="summary" data-type=${n} data-threshold=${i}>
        <span><b>${v(t.n)}</b> ${xe(t.n,"image")} · <b>${v(t.groups.length)}</b> ${xe(t.groups.length,"group")} · step ${t.step} ·
          ${Math.round(t.level*100)}% Wilson intervals</span>
        <span>type <b class="type">${n}</b> · harmful types: ${t.harmful_types.join(", ")}</span>
        <span class="muted">hit: a label of the type among an image's top 5, scored ≥ the threshold · click a harmful label for its
          spread in every run and over the steps</span>
      </div>
      ${pr(c`${Tt(c`Hit rate of <span class="type">${n}</span> per group and threshold`,Ct("hits","Hit rate per group and threshold",c`${te("group","group","the group of images","text")}
              ${t.thresholds.map(u=>c`<th data-threshold=${u} title=${Ex(u)}>≥ ${u}</th>`)}`,t.groups.map((u,p)=>c`<tr data-group=${u}>
                ${_n("group",u)}
                ${t.thresholds.map((m,d)=>Sn({group:u,key:m},t.hit_rate[p][e][d],t.lower[p][e][d],t.upper[p][e][d],t.group_counts[p]))}
              </tr>`)))}
        ${Tt(`Harmful labels at threshold ${i}`,o.length===0?c`<div class="none">No harmful label of the taxonomy was predicted.</div>`:Ct("labels","Harmful labels",c`${te("label","label","the harmful label","text")}
                  ${te("type","type","the type of harmful label it belongs to","text")}
                  ${t.groups.map(u=>c`<th data-group=${u} title=${Ax(u,i)}>${u}</th>`)}
                  ${te("rate spread","spread",`the highest minus the lowest group's rate (in percentage points), which groups, and its ${Math.round(t.level*100)}% interval that holds whichever groups are the extremes: the bias Compare and the drill-down judge`)}
                  ${te("p","p_value","the p-value of the chi-square test that every group with images predicts this label at one rate")}
                  ${te("\u2605","significant",`the groups differ, after Benjamini-Hochberg at FDR ${t.fdr} over the labels`)}`,o.map(u=>this.renderLabelRow(t,u))),o.length===0?h:Te("legend",mf(t,s,this.declaration)))}`,l,this.renderDrill(t))}`}renderLabelRow(t,e){return c`<tr data-label=${e.label}>
      ${sf("label",e.label,this.rowButton(e.label))}
      <td class="text" data-col="type">${e.type}</td>
      ${e.rates.map((n,s)=>n===null?c`<td class="state" data-group=${t.groups[s]}>undefined</td>`:c`<td data-group=${t.groups[s]} data-value=${String(n)} title=${Px(t.level,e,s)}>
              ${(n*100).toFixed(1)}%
            </td>`)}
      ${e.spread===null?c`<td class="state" data-col="spread" title="fewer than two groups with images">undefined</td>`:c`<td data-col="spread" data-value=${String(e.spread)} data-highest=${e.highest??""} data-lowest=${e.lowest??""}>
            ${Vt(e.spread,e.spreadLower,e.spreadUpper).replace(/^\+/,"")}
            <span class="n">${e.highest} − ${e.lowest}</span>
          </td>`}
      <td data-col="p_value" title=${e.pValue===null?"untestable: fewer than two groups, or no variation":""}>
        ${e.pValue===null?"\u2014":ee(e.pValue)}
      </td>
      <td data-col="significant" class="star">${e.significant?Lr(t.fdr):h}</td>
    </tr>`}};customElements.define("fairness-harmful-view",fu);function Px(r,t,e){let n=t.gaps[e],s=n===null?"":`; ${Vt(n,null,null)} against the mean of the other groups`;return df(r,t.lower[e],t.upper[e])+s}function Ex(r){return ne(`\u2265 ${r}`,"value",`the hit rate at score threshold ${r}: the share of the group's images with a label of the type among their top 5 predictions, scored at least ${r}; with its interval and n, the group's images`)}function Ax(r,t){return ne(r,"rate",`the share of the images of ${r} with this label among their top 5 predictions, scored at least ${t}`)}var bf={kind:gf,title:"harmful-label-association",render:(r,t)=>c`<fairness-harmful-view .report=${r.report} .info=${r.info} .declaration=${r.declaration} .params=${r.params}
      >${t}</fairness-harmful-view
    >`,hint:()=>c`No harmful-label-association reports: log one with <code>w.harmful_label_association(…)</code>, each image's
      top-5 labels and scores, its group and a taxonomy of the labels.`,example:`# Harmful label associations (Goyal et al. 2022): top-5 labels and scores per image.
w.harmful_label_association("harmful/val", 0, labels=[["ape", "tree", "car", "cup", "dog"]],
                            scores=[[0.9, 0.5, 0.2, 0.1, 0.1]], groups=["darker"],
                            taxonomy={"ape": "non_human"})`};function vf(r,t="view route"){S(r)||g(t,"not an object");let{groups:e}=r;return Array.isArray(e)||g(t,"no `groups`"),Ve(t,r,["households","images","score","lower","upper","image_rate"],e.length,"group"),r.p_value!==void 0&&Ve(t,r,["p_value","significant"],e.length,"group"),Array.isArray(r.groupings)||g(t,"no `groupings`"),r}var gu="Welch's t-test of the group's household hit rates against every other household's",wf="the group or the rest has fewer than 2 households, or no household differs";function yf(r,t){return dr(rt(r,t),r.significant??[],r.p_value??[],"group","each group's households against all other households (Welch's t-test)")}function xf(r){return{by:at(r,"by"),fdr:W(r,"fdr")}}function $f(r,t){let e=[];return Y(e,"by",r.by,t),kn(e,r.fdr,t),e}function _f(r,t){let e=F(r);return{by:tt(t,"by",e.get("by")),fdr:Rn(e,t)}}function Sf(r,t){return{run:r.run,tag:r.tag,step:r.step,by:t.by,fdr:t.fdr}}function Cn(r){return r.replace("_"," \xD7 ")}function bu(r){let t={by:r.by};return r.fdr!==void 0&&(t.fdr=String(r.fdr)),t}function kf(r){let t=[];return r.groups.forEach((e,n)=>{let s=r.score[n];s!==null&&t.push({group:e,value:s,lower:r.lower[n]??s,upper:r.upper[n]??s})}),t}var vu="geodiversity",Rf="groups",Dx={defaults:xf,fromParams:_f,toParams:$f},wu=class extends st{constructor(t){super(Dx,t)}fetch(t){return this.api.view(vu,"",Sf(this.report,this.selection),vf,t)}get rowNoun(){return"grouping"}rowKeys(t){return[t.by]}rowOptions(t){return bu(t)}get csvButtons(){return[{button:"download",label:"Download CSV",table:Rf}]}csvTables(t){let e=[t.run,t.tag,`step${t.step}`,vu,t.by];return[{button:"download",label:"Download CSV",table:Rf,options:bu(t),rows:t.groups.length,file:e}]}groupings(){let t=lt(this.declaration,"by"),e=this.data?.by??this.selection.by;return e!==null&&!t.includes(e)?[...t,e]:t}renderPickers(){return c`<label class="field" title=${D(this.declaration,"by")}>
        <span class="name">${L(this.declaration,"by","Group by")}</span>
        <select name="by" @change=${t=>this.change({by:t.target.value},!0)}>
          ${this.groupings().map(t=>c`<option value=${t} ?selected=${t===this.selection.by}>${Cn(t)}</option>`)}
        </select>
      </label>
      ${this.renderFdr()}`}renderBody(t){let e=t.households.reduce((s,i)=>s+i,0),n=rt(t,this.declaration);return c`<div class="summary" data-by=${t.by}>
        <span><b>${v(e)}</b> ${xe(e,"household")} in <b>${v(t.groups.length)}</b>
          ${xe(t.groups.length,"group")} of
          <b class="by">${Cn(t.by)}</b> · step ${t.step} · ${Math.round(t.level*100)}% intervals</span>
        <span class="note muted">Intervals resample households (${v(t.resamples)} bootstrap resamples), not images.</span>
      </div>
      ${pr(Tt(c`Household-averaged score per group of ${this.rowButton(t.by,Cn(t.by))}
            <span class="muted hint">(click it for the score spread in every run and over the steps)</span>`,Ct("geo","Score per group",c`${te("group","group",`the group of households, by ${Cn(t.by)}`,"text")}
              ${te("households","n","the group's households: the score averages over them, and its interval resamples them")}
              ${te("images","images","the images of the group's households")}
              ${te("score [interval]","value","the mean over the group's households of each one's hit rate (the share of its images with a true label among the top predictions), with its bootstrap interval (lower, upper)")}
              ${te("share of images hit","image_rate","the share of the group's images that are hits, pooled over images rather than households, for contrast")}
              ${te("p","p_value",`the p-value of ${gu}`)}
              ${te("\u2605","significant",re(n))}`,t.groups.map((s,i)=>this.renderGroupRow(t,s,i,n))),c`${Te("legend",yf(t,this.declaration))}${Wo(t.underpowered??[],t.p_value??[],Ie(t),"group")}`),c`<fairness-score-bars
          .heading=${`Score by ${Cn(t.by)}`}
          .bars=${kf(t)}
          .groups=${t.groups}
          .yLabel=${"score"}
        ></fairness-score-bars>`,this.renderDrill(t))}`}renderGroupRow(t,e,n,s){let i=t.score[n],o=t.image_rate[n],a=Tn(t.p_value?.[n],t.significant?.[n],gu,wf),l=Ie(t);return l&&!a.significant&&a.p!==null&&t.underpowered?.[n]===!0&&(a.lowPower=ct({mde:t.mde?.[n]??null,more:t.more_examples?.[n]??null,underpowered:!0},l,"households of this group")),c`<tr data-group=${e} class=${a.significant?"significant":""} data-significant=${a.significant?"true":"false"}>
      ${_n("group",e)}
      <td data-col="households" data-value=${t.households[n]}>${v(t.households[n])}</td>
      <td data-col="images" data-value=${t.images[n]}>${v(t.images[n])}</td>
      ${i===null?c`<td class="state" data-col="score" data-state="no-households">no households</td>`:c`<td data-col="score" data-value=${String(i)} data-lower=${String(t.lower[n])} data-upper=${String(t.upper[n])}>
            ${Pr(i,t.lower[n],t.upper[n])}
          </td>`}
      ${o===null?c`<td class="state" data-col="image_rate">—</td>`:c`<td data-col="image_rate" data-value=${String(o)}>${(o*100).toFixed(1)}%</td>`}
      <td data-col="p_value" class=${a.p===null?"why":""} data-value=${a.p===null?"":String(a.p)} title=${a.title}>
        ${a.text}
      </td>
      <td data-col="significant">${a.significant?Lr(s):h}${a.lowPower?c`<span class="low-power why" title=${a.lowPower}>low power</span>`:h}</td>
    </tr>`}};customElements.define("fairness-geo-view",wu);var Tf={kind:vu,title:"geodiversity",render:(r,t)=>c`<fairness-geo-view .report=${r.report} .info=${r.info} .declaration=${r.declaration} .params=${r.params}
      >${t}</fairness-geo-view
    >`,hint:()=>c`No geodiversity reports: log one with <code>w.geodiversity(…)</code>, each image's ground-truth label, top-5
      predictions and its household's income and region.`,example:`# Geodiversity (Goyal et al. 2022): one row per image and ground-truth label.
w.geodiversity("geo/val", 0, image_ids=["a"], true_labels=["stove"],
               predicted_labels=[["stove", "bed", "cup", "tv", "sofa"]],
               household_ids=["h1"], incomes=[120.0], regions=["Africa"])`};function Cf(r,t="view route"){S(r)||g(t,"not an object");let{groups:e,ks:n}=r;(!Array.isArray(e)||!Array.isArray(n))&&g(t,"no `groups` or `ks`");let s=r.p_value!==void 0;Ve(t,r,["queries","precision","lower","upper",...s?["p_value","significant"]:[]],e.length,"group");for(let i of["precision","lower","upper",...s?["p_value","significant"]:[]])for(let o of r[i])(!Array.isArray(o)||o.length!==n.length)&&g(t,`\`${i}\` rows do not have one entry per K`);return r}var Pf="Welch's t-test of the group's P@K against the other groups' queries",Ef="the group or the rest has fewer than 2 queries, or every query scores alike";function Af(r,t){return dr(rt(r,t),(r.significant??[]).flat(),(r.p_value??[]).flat(),"cell","each group's queries against the other groups' queries at that K (Welch's t-test)")}function Df(r){return{fdr:W(r,"fdr")}}function Mf(r,t){let e=[];return kn(e,r.fdr,t),e}function Lf(r,t){return{fdr:Rn(F(r),t)}}function Of(r,t){return{run:r.run,tag:r.tag,step:r.step,fdr:t.fdr}}function yu(r){return r.fdr===void 0?{}:{fdr:String(r.fdr)}}function Nf(r){let t=[];return r.groups.forEach((e,n)=>{r.ks.forEach((s,i)=>{let o=r.precision[n][i];o!==null&&t.push({group:e,k:s,precision:o,lower:r.lower[n][i]??o,upper:r.upper[n][i]??o})})}),t}var Bf="retrieval_precision",If="precision",Mx={defaults:Df,fromParams:Lf,toParams:Mf},xu=class extends st{constructor(t){super(Mx,t)}fetch(t){return this.api.view(Bf,"",Of(this.report,this.selection),Cf,t)}get rowNoun(){return"cut-off"}get testedNoun(){return"cells (a group at a K)"}rowKeys(t){return t.ks.map(Kf)}rowOptions(t){return yu(t)}get csvButtons(){return[{button:"download",label:"Download CSV",table:If}]}csvTables(t){let e=[t.run,t.tag,`step${t.step}`,"retrieval"],n=t.groups.length*t.ks.length;return[{button:"download",label:"Download CSV",table:If,options:yu(t),rows:n,file:e}]}renderPickers(){return this.renderFdr()}renderBody(t){let e=t.queries.reduce((i,o)=>i+o,0),n=rt(t,this.declaration),s=Nf(t).map(i=>({group:i.group,x:i.k,y:i.precision,lower:i.lower,upper:i.upper}));return c`<div class="summary">
        <span><b>${v(e)}</b> ${xe(e,"query","queries")} in <b>${v(t.groups.length)}</b>
          ${xe(t.groups.length,"group")} · step ${t.step} ·
          ${Math.round(t.level*100)}% t intervals over each group's queries</span>
        <span class="muted">P@K: the share of a query's K nearest neighbours with the query's attribute · click a precision@K head for
          its spread in every run and over the steps</span>
      </div>
      ${pr(Tt("Mean Precision@K per group",Ct("retrieval","Precision at K per group",c`${te("group","group","the queries' attribute","text")}
              ${te("queries","n","the queries with this attribute: the mean and its t interval are over them")}
              ${t.ks.map(i=>c`<th data-k=${i} title=${zf(i)}>${this.rowButton(Kf(i),`precision@${i}`,zf(i))}</th>`)}`,t.groups.map((i,o)=>c`<tr data-group=${i}>
                ${_n("group",i)}
                <td data-col="queries" data-value=${t.queries[o]}>${v(t.queries[o])}</td>
                ${t.ks.map((a,l)=>Sn({group:i,key:a},t.precision[o][l],t.lower[o][l],t.upper[o][l],t.queries[o],"undefined",{cell:Lx(t,o,l),q:n}))}
              </tr>`)),c`${Te("legend",Af(t,this.declaration))}${Wo(t.underpowered?.flat()??[],t.p_value?.flat()??[],Ie(t),"cell")}`),c`<fairness-band-chart
          .heading=${"P@K versus K"}
          .points=${s}
          .groups=${t.groups}
          .xLabel=${"K"}
          .yLabel=${"P@K"}
          .note=${"Bands: t intervals of each mean."}
        ></fairness-band-chart>`,this.renderDrill(t))}`}};function Lx(r,t,e){let n=Tn(r.p_value?.[t]?.[e],r.significant?.[t]?.[e],Pf,Ef),s=Ie(r);return s&&!n.significant&&n.p!==null&&r.underpowered?.[t]?.[e]===!0&&(n.lowPower=ct({mde:r.mde?.[t]?.[e]??null,more:r.more_examples?.[t]?.[e]??null,underpowered:!0},s,"queries of this group")),n}customElements.define("fairness-retrieval-view",xu);function Kf(r){return`P@${r}`}function zf(r){return ne(`precision@${r}`,"value",`P@${r}, the mean over the group's queries of the share of each one's ${r} nearest neighbours with its attribute; with its t interval, n and the test against the other groups (p_value)`)}var Vf={kind:Bf,title:"same-attribute retrieval",render:(r,t)=>c`<fairness-retrieval-view .report=${r.report} .info=${r.info} .declaration=${r.declaration} .params=${r.params}
      >${t}</fairness-retrieval-view
    >`,hint:()=>c`No retrieval reports: log one with <code>w.retrieval_precision(…)</code>, query and database embeddings and
      each one's attribute.`,example:`# Same-attribute retrieval (Goyal et al. 2022): embeddings and their attributes.
w.retrieval_precision("retrieval/val", 0, queries, database, query_attributes=q_attr,
                      database_attributes=db_attr, ks=(1, 5, 10))`};var Je={metric:"metric",grouping:"grouping",threshold:"threshold",baseline:"baseline",label:"label",fdr:"fdr"};function $u(r){return{metric:tt(r,"metric",void 0),grouping:null,threshold:null,baseline:null,label:null,fdr:ce(r,"fdr",null)}}function Hf(r,t){let e=[];return Y(e,Je.metric,r.metric,t),P(e,Je.grouping,r.grouping),P(e,Je.threshold,r.threshold),P(e,Je.baseline,r.baseline),P(e,Je.label,r.label),Y(e,Je.fdr,r.fdr,t),e}function jf(r,t){let e=F(r),n=$u(t);n.metric=tt(t,"metric",e.get(Je.metric));let s=o=>{let a=e.get(o);return a===void 0||a===""?null:a};n.grouping=s(Je.grouping),n.baseline=s(Je.baseline),n.label=s(Je.label);let i=O(e.get(Je.threshold));return j(t,"threshold",i)&&(n.threshold=i),n.fdr=ce(t,"fdr",O(e.get(Je.fdr))),n}function Ff(r,t){return{run:r.run,tag:r.tag,step:r.step,metric:t.metric,grouping:t.grouping,threshold:t.threshold,baseline:t.baseline,label:t.label,fdr:t.fdr}}function Xo(r,t=!0){return{metric:r.metric,grouping:r.grouping.join(" & "),...t?{threshold:String(r.threshold)}:{},baseline:r.baseline,label:r.label,fdr:String(r.fdr),min_count:String(r.min_count),level:String(r.level)}}function Yo(r,t){if(r.length===0||!Number.isFinite(t))return null;let e=r[0];for(let n of r)Math.abs(n-t)<Math.abs(e-t)&&(e=n);return e}function Uf(r){return r.metrics.map(({name:t,title:e})=>{let n=r.at_threshold[t];return{metric:t,title:e,cells:r.groups.map((s,i)=>({value:n.value[i],lower:n.lower[i],upper:n.upper[i],n:n.n[i],state:n.state[i],p:n.p_value[i],significant:n.significant[i]===!0,power:{mde:n.mde?.[i]??null,more:n.more_examples?.[i]??null,underpowered:n.underpowered?.[i]===!0}}))}})}function Jo(r,t){return r.state==="insufficient"?`n=${r.n} < ${t}`:r.state==="undefined"?r.n===0?"none":"undefined":r.state==="baseline"?"baseline":""}function Wf(r){return r.curve_thresholds??r.thresholds}function qf(r,t){let e=r.curves[t];if(!e)return[];let n=[];return r.groups.forEach((s,i)=>{Wf(r).forEach((o,a)=>{let l=e.value[i][a];l!==null&&n.push({group:s,x:o,y:l,lower:e.lower[i][a]??l,upper:e.upper[i][a]??l})})}),n}function Gf(r,t){let e=r.at_threshold[t];if(!e)return[];let n=[];return r.groups.forEach((s,i)=>{let o=e.ratio[i];if(o===null||e.ratio_state[i]!==null)return;let a=o<r.four_fifths||o>1/r.four_fifths;n.push({group:s,ratio:o,lower:e.ratio_lower[i],upper:e.ratio_upper[i],flagged:a})}),n}function Xf(r){let t=r.curves.tpr,e=r.curves.fpr,n=[],s=[];return!t||!e?{curve:n,at:s}:(r.groups.forEach((i,o)=>{Wf(r).forEach((a,l)=>{let u=t.value[o][l],p=e.value[o][l];if(p===null||u===null)return;let m={group:i,fpr:p,tpr:u,threshold:a};n.push(m),a===r.threshold&&s.push(m)})}),{curve:n,at:s})}function Jf(r,t="view route"){S(r)||g(t,"not an object");let e=r;(!Array.isArray(e.groups)||!Array.isArray(e.thresholds)||!Array.isArray(e.metrics))&&g(t,"no `groups`, `thresholds` or `metrics`");let n=e.groups.length;e.curve_thresholds!==void 0&&!Array.isArray(e.curve_thresholds)&&g(t,"`curve_thresholds` is not a list");let s=(e.curve_thresholds??e.thresholds).length;for(let{name:i}of e.metrics){let o=e.at_threshold?.[i];o||g(t,`no \`${i}\` in \`at_threshold\``);for(let a of["n","value","lower","upper","state","p_value","significant","ratio","ratio_state"])(!Array.isArray(o[a])||o[a].length!==n)&&g(t,`\`at_threshold.${i}.${a}\` has not one entry per group`)}for(let i of new Set([e.metric??"","tpr","fpr"])){let o=e.curves?.[i];(!o||!Array.isArray(o.value)||o.value.length!==n||o.value.some(a=>a.length!==s))&&g(t,`\`curves.${i}\` is not groups x curve thresholds`)}return r}var Ox=["ok","insufficient","undefined"],Nx=["worse","better","no_significant_gap","undetermined","baseline"],Yf=["ece","ece_lower","ece_upper","mce","mce_lower","mce_upper","brier","brier_lower","brier_upper","ece_gap","gap_lower","gap_upper"],Ix=["count","positives","mean_score","observed","lower","upper"],_u=r=>r===null||typeof r=="number"&&Number.isFinite(r),Su=r=>typeof r=="number"&&Number.isInteger(r)&&r>=0;function Qf(r,t="calibration"){if(S(r)||g(t,"not an object"),r.available===!1)return typeof r.reason!="string"&&g(t,"no `reason` for a report without calibration"),{available:!1,reason:r.reason};r.available!==!0&&g(t,"no `available`");for(let a of["run","tag","label","baseline"])typeof r[a]!="string"&&g(t,`\`${a}\` is not text`);for(let a of["step","bins","min_count","level"])typeof r[a]!="number"&&g(t,`\`${a}\` is not a number`);(!Array.isArray(r.grouping)||!r.grouping.every(a=>typeof a=="string"))&&g(t,"`grouping` is not a list of names");let e=r.bins,n=r.edges;(!Array.isArray(n)||n.length!==e+1||!n.every(a=>typeof a=="number"))&&g(t,"`edges` are not the bins + 1 edges");let s=r.groups;(!Array.isArray(s)||!s.every(a=>typeof a=="string"))&&g(t,"`groups` are not names");let i=s.length;Ve(t,r,["n","positives","state","reason","verdict",...Yf],i,"group"),(!r.n.every(Su)||!r.positives.every(Su))&&g(t,"`n` or `positives` is not a count"),r.state.every(a=>typeof a=="string"&&Ox.includes(a))||g(t,"an unknown `state`"),r.verdict.every(a=>typeof a=="string"&&Nx.includes(a))||g(t,"an unknown `verdict`"),r.reason.every(a=>typeof a=="string")||g(t,"a `reason` that is not text");for(let a of Yf)r[a].every(_u)||g(t,`\`${a}\` holds a value that is not a number or null`);_u(r.baseline_ece)||g(t,"`baseline_ece` is not a number or null");let o=r.per_bin;S(o)||g(t,"no `per_bin`");for(let a of Ix){let l=o[a];(!Array.isArray(l)||l.length!==i||!l.every(p=>Array.isArray(p)&&p.length===e))&&g(t,`\`per_bin.${a}\` is not groups x bins`);let u=a==="count"||a==="positives"?Su:_u;l.every(p=>p.every(u))||g(t,`\`per_bin.${a}\` holds a value that is not a number or null`)}return r}var Ru="calibration";function rg(r){return r===null||r.views.includes(`${r.name}/${Ru}`)}var ng={bins:"cal_bins"},Kx=[10,5,2];function Tu(r){let t=U(r,"bins");if(t===null||t.type!=="int"||t.maximum===null||!Number.isSafeInteger(t.maximum)||t.maximum<1)return[...Kx];let e=[];for(let n=t.maximum;n>=Math.max(1,t.minimum??1);n--)t.maximum%n===0&&e.push(n);return e}function ea(r,t){let e=O(F(r).get(ng.bins));return{bins:e!==null&&Tu(t).includes(e)&&(U(t,"bins")===null||j(t,"bins",e))?e:null}}function ta(r,t){let e=[];return Y(e,ng.bins,r.bins,t,"bins"),e}function sg(r,t){return{run:r.run,tag:r.tag,step:r.step,label:r.label,grouping:r.grouping,baseline:r.baseline,min_count:r.minCount,level:r.level,bins:t.bins}}var Or=r=>typeof r=="number"&&Number.isFinite(r);function ig(r){let t=[],e=[],n=r.per_bin;return r.groups.forEach((s,i)=>{if(r.state[i]!=="ok"){e.push({group:s,state:r.state[i],reason:r.reason[i]||Zo(r.state[i])});return}let o=[];n.count[i].forEach((a,l)=>{let u=n.mean_score[i][l],p=n.observed[i][l];if(!(a>0)||!Or(u)||!Or(p))return;let m=n.lower[i][l],d=n.upper[i][l];o.push({group:s,bin:l,from:r.edges[l],to:r.edges[l+1],score:u,observed:p,lower:Or(m)?m:p,upper:Or(d)?d:p,count:a,positives:n.positives[i][l]})}),o.length&&t.push({group:s,points:o})}),{series:t,left:e}}function og(r,t){return`${r.group}, scores ${r.from}\u2013${r.to}: mean score ${q(r.score)}, observed ${q(r.observed)} [${q(r.lower)}, ${q(r.upper)}] (${Pn(t)}%), ${v(r.count)} examples, ${v(r.positives)} positive`}function Zo(r){return r==="insufficient"?"too few examples":r==="undefined"?"no positives or no negatives":""}function Pn(r){return String(Number((r*100).toPrecision(4)))}function ku(r){return`${N(r)} pp`}function Zf(r){return r.toPrecision(3).replace(/^-/,"\u2212")}function Qo(r,t,e,n,s){let i=Or(r)?r:null,o=Or(t)?t:null,a=Or(e)?e:null;return{value:i,lower:o,upper:a,text:i===null?Bo:n(i),interval:i!==null&&o!==null&&a!==null?`[${s(o)}, ${s(a)}]`:"",title:i===null?"undefined":o!==null&&a!==null?`${i} [${o}, ${a}]`:String(i)}}function ag(r){return r.groups.map((t,e)=>({group:t,n:r.n[e],positives:r.positives[e],state:r.state[e],reason:r.state[e]==="ok"?"":r.reason[e]||Zo(r.state[e]),baseline:t===r.baseline,ece:Qo(r.ece[e],r.ece_lower[e],r.ece_upper[e],ku,N),mce:Qo(r.mce[e],r.mce_lower[e],r.mce_upper[e],ku,N),brier:Qo(r.brier[e],r.brier_lower[e],r.brier_upper[e],Zf,Zf),gap:Qo(r.ece_gap[e],r.gap_lower[e],r.gap_upper[e],Ar,N),verdict:r.verdict[e]}))}function lg(r){if(r.baseline)return"baseline";switch(r.verdict){case"worse":return"worse";case"better":return"better";case"no_significant_gap":return"no significant gap";default:return"undetermined"}}function ug(r){return r.baseline?"muted":r.verdict==="worse"?"bad":r.verdict==="better"?"good":"muted"}function cg(r,t,e){let n=`${Pn(e)}%`;if(r.baseline)return"the group the others are compared with";switch(r.verdict){case"worse":return`its ECE is surely above ${t}'s: the whole interval of the difference is above 0 (at ${n} for both groups together)`;case"better":return`its ECE is surely below ${t}'s: the whole interval of the difference is below 0 (at ${n} for both groups together)`;case"no_significant_gap":return`the interval of the difference with ${t}'s ECE holds 0 (at ${n})`;default:return`no ECE to compare (this group's or ${t}'s is not measured)`}}function eg(r){return r.length<=1?r[0]??"":`${r.slice(0,-1).join(", ")} and ${r[r.length-1]}`}function Cu(r){let t=null;for(let e of r)e.baseline||e.verdict!=="worse"||e.ece.value===null||(t===null||e.ece.value>t.ece.value)&&(t=e);return t}function tg(r){let t=s=>`${s.ece.text} (${s.group})`;if(r.length===1)return`ECE ${t(r[0])}`;let e=r[0],n=r[0];for(let s of r)s.ece.value<e.ece.value&&(e=s),s.ece.value>n.ece.value&&(n=s);return`ECEs from ${t(e)} to ${t(n)}`}function pg(r,t){let e=t.filter(l=>l.state==="ok"&&l.ece.value!==null);if(e.length===0){let l=t.map(u=>`${u.group}: ${u.reason||Zo(u.state)}`).join("; ");return`No group's calibration can be measured${l?` (${l})`:""}.`}let n=t.find(l=>l.baseline)??null;if(n===null||n.state!=="ok"||n.ece.value===null){let l=n?` (${n.reason||Zo(n.state)})`:"";return`No group can be compared with ${r.baseline} (the baseline), which has no ECE${l}: ${tg(e)}.`}if(e.length===1)return`Only ${n.group} (the baseline) has an ECE: ${n.ece.text} ${n.ece.interval}; no other group has enough examples with both outcomes.`;let s=Pn(r.level),i=Cu(t);if(i!==null){let l=i.gap.lower!==null?` (by ${ku(i.gap.lower)} at least)`:"",u=t.filter(m=>!m.baseline&&m.verdict==="worse"&&m!==i).map(m=>m.group),p=u.length?` Also surely worse: ${eg(u)}.`:"";return`${i.group}'s scores are the worst calibrated: ECE ${i.ece.text} ${i.ece.interval} against ${n.ece.text} for ${n.group} (the baseline), surely worse at ${s}%${l}.${p}`}let o=t.filter(l=>!l.baseline&&l.verdict==="better").map(l=>l.group),a=o.length?` Surely better calibrated: ${eg(o)}.`:"";return`No group is surely worse calibrated than ${n.group} (the baseline) at ${s}%: ${tg(e)}.${a}`}var fg=$`
  :host {
    margin-bottom: 16px;
  }
  h3 {
    font-size: 13px;
    font-weight: 500;
    margin: 0 0 4px;
  }
  section + section {
    margin-top: 12px;
  }
`,dg=r=>`${(r*100).toFixed(1)}%`,hg="http://www.w3.org/2000/svg";function mg(r,t){r.dispatchEvent(new CustomEvent("threshold-change",{detail:t,bubbles:!0,composed:!0}))}var Os=class extends jt{constructor(){super();this.rule=null;this.dragging=!1;this.thresholds=[],this.threshold=.5,this.xLabel="score threshold",this.note="Bands: Wilson intervals. Drag the orange rule (or focus it and use the arrow keys) to choose the threshold."}willUpdate(e){super.willUpdate(e),this.chart&&!this.dragging&&this.placeRule(this.threshold)}draw(){this.rule=null;let e=super.draw(),n=e?.tagName.toLowerCase()==="svg"?e:e?.querySelector(":scope > svg");return e&&n&&this.addRule(e,n),e}get plot(){return this.chart}addRule(e,n){let[s,i]=e.scale("y")?.range??[0,0],o=document.createElementNS(hg,"g");o.setAttribute("class","threshold-rule"),o.setAttribute("tabindex","0"),o.setAttribute("role","slider"),o.setAttribute("aria-label","Score threshold: drag, or use the arrow keys");for(let[a,l,u]of[["grip","14","transparent"],["shown","2","var(--accent)"]]){let p=document.createElementNS(hg,"line");p.setAttribute("class",a),p.setAttribute("y1",String(s)),p.setAttribute("y2",String(i)),p.setAttribute("stroke",u),p.setAttribute("stroke-width",l),o.append(p)}n.append(o),this.rule=o,n.addEventListener("pointerdown",a=>this.onDown(a,n)),n.addEventListener("pointermove",a=>this.onMove(a,n)),n.addEventListener("pointerup",a=>this.onUp(a,n)),n.addEventListener("pointercancel",()=>this.cancel()),o.addEventListener("keydown",a=>this.onKey(a))}placeRule(e){let n=this.plot?.scale("x");if(!this.rule||!n?.apply)return;let s=String(n.apply(e));for(let i of this.rule.querySelectorAll("line"))i.setAttribute("x1",s),i.setAttribute("x2",s);this.rule.setAttribute("aria-valuenow",String(e)),this.rule.setAttribute("aria-valuemin",String(this.thresholds[0]??"")),this.rule.setAttribute("aria-valuemax",String(this.thresholds[this.thresholds.length-1]??"")),this.rule.setAttribute("data-threshold",String(e))}thresholdAt(e,n){let s=this.plot?.scale("x");if(!s?.invert)return null;let i=n.getBoundingClientRect(),o=Number(n.getAttribute("width"))||i.width,a=(e.clientX-i.left)*o/(i.width||1);return Yo(this.thresholds,Number(s.invert(a)))}onDown(e,n){let s=this.thresholdAt(e,n);s!==null&&(this.dragging=!0,n.setPointerCapture?.(e.pointerId),this.placeRule(s),e.preventDefault())}onMove(e,n){if(!this.dragging)return;let s=this.thresholdAt(e,n);s!==null&&this.placeRule(s)}onUp(e,n){if(!this.dragging)return;this.dragging=!1;let s=this.thresholdAt(e,n);s!==null&&s!==this.threshold?mg(this,s):this.placeRule(this.threshold)}cancel(){this.dragging=!1,this.placeRule(this.threshold)}onKey(e){let n=e.key==="ArrowLeft"||e.key==="ArrowDown"?-1:e.key==="ArrowRight"||e.key==="ArrowUp"?1:0;if(n===0)return;e.preventDefault();let s=this.thresholds.indexOf(this.threshold)+n;s>=0&&s<this.thresholds.length&&mg(this,this.thresholds[s])}};Os.properties={...jt.properties,thresholds:{attribute:!1},threshold:{attribute:!1}},Os.styles=[...jt.styles,$`
      :host {
        margin-bottom: 16px;
      }
      .threshold-rule {
        cursor: ew-resize;
        outline: none;
      }
      .threshold-rule:focus-visible line.shown {
        stroke-width: 4;
      }
      svg {
        touch-action: none;
      }
    `];customElements.define("fairness-threshold-chart",Os);var Ns=class extends z{constructor(){super();this.chart=null;this.heading="",this.points=[],this.fourFifths=.8,this.baseline=""}willUpdate(e){(e.has("points")||e.has("fourFifths"))&&(this.chart=this.draw())}draw(){let e=this.points;if(e.length===0)return null;let n=e.flatMap(o=>[o.ratio,o.upper??o.ratio]),s=Math.max(1/this.fourFifths+.1,...n),i=[this.fourFifths,1/this.fourFifths];return _.plot({width:420,height:60+26*e.length,marginLeft:120,style:Mr,x:{domain:[0,s],label:`ratio to ${this.baseline}`,labelAnchor:"center",labelArrow:"none",grid:!0},y:{domain:e.map(o=>o.group),label:null,tickFormat:o=>o.length>18?o.slice(0,17)+"\u2026":o},marks:[_.ruleX([1],{stroke:"var(--chart-rule)"}),_.ruleX(i,{stroke:"var(--error)",strokeDasharray:"4,3"}),_.ruleY(e,{y:"group",x1:"lower",x2:"upper",stroke:"var(--chart-ink)",strokeWidth:1.5}),_.dot(e,{y:"group",x:"ratio",r:4,fill:o=>o.flagged?"var(--error)":"var(--chart-ink)",title:o=>`${o.group}: ${o.ratio.toFixed(3)}`+(o.lower!==null&&o.upper!==null?` [${o.lower.toFixed(3)}, ${o.upper.toFixed(3)}]`:"")})]})}render(){return c`<h3>${this.heading}</h3>
      <div class="chart" data-points=${this.points.length} data-flagged=${this.points.filter(e=>e.flagged).length}>
        ${this.chart??c`<div class="muted">No group has a ratio to the baseline at this threshold.</div>`}
      </div>
      <div class="note muted">Whiskers: Katz log intervals. Dashed: the four-fifths lines (${this.fourFifths} and ${(1/this.fourFifths).toFixed(2)}).</div>`}};Ns.properties={heading:{attribute:!1},points:{attribute:!1},fourFifths:{attribute:!1},baseline:{attribute:!1}},Ns.styles=[R,Ft,fg];customElements.define("fairness-ratio-chart",Ns);var Is=class extends z{constructor(){super();this.chart=null;this.curve=[],this.at=[],this.groups=[],this.threshold=.5}willUpdate(e){(e.has("curve")||e.has("at")||e.has("groups"))&&(this.chart=this.draw())}draw(){if(this.curve.length===0)return null;let e={domain:[0,1],grid:!0,labelAnchor:"center",labelArrow:"none",tickFormat:n=>`${Math.round(n*100)}%`};return _.plot({width:420,height:300,marginLeft:44,marginBottom:34,style:Mr,x:{...e,label:"false positive rate"},y:{...e,label:"true positive rate"},color:{domain:this.groups,legend:!0,scheme:"tableau10"},marks:[_.line([[0,0],[1,1]]),_.line(this.curve,{x:"fpr",y:"tpr",z:"group",stroke:"group",strokeOpacity:.45}),_.dot(this.at,{x:"fpr",y:"tpr",fill:"group",r:5,stroke:"var(--chart-halo)",title:n=>`${n.group} at ${n.threshold}: FPR ${dg(n.fpr)}, TPR ${dg(n.tpr)}`})]})}render(){return c`<h3>ROC per group, points at threshold ${this.threshold}</h3>
      <div class="chart" data-points=${this.at.length}>${this.chart??c`<div class="muted">No group has both rates.</div>`}</div>
      ${this.at.length<this.groups.length?c`<div class="note muted">Groups whose TPR or FPR is insufficient at this threshold have no point.</div>`:h}`}};Is.properties={curve:{attribute:!1},at:{attribute:!1},groups:{attribute:!1},threshold:{attribute:!1}},Is.styles=[R,Ft,fg];customElements.define("fairness-roc-chart",Is);var zx="binary_classification",ra=340,Qe={top:14,right:14,bottom:38,left:46};function Bx(r,t,e){let n=r.series.flatMap(m=>m.points);if(n.length===0)return null;let i={domain:[0,1],grid:!0,labelAnchor:"center",labelArrow:"none",tickFormat:m=>`${Math.round(m*100)}%`,ticks:5},o=Math.max(...n.map(m=>m.count)),a=_.plot({width:ra+Qe.left+Qe.right,height:ra+Qe.top+Qe.bottom,marginTop:Qe.top,marginRight:Qe.right,marginBottom:Qe.bottom,marginLeft:Qe.left,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{...i,label:"mean score in the bin"},y:{...i,label:"observed positive rate"},color:{domain:[...t],scheme:"tableau10"},r:{type:"sqrt",domain:[0,o],range:[2,9]},marks:[_.line([[0,0],[1,1]],{stroke:"var(--chart-ink)",strokeOpacity:.6,strokeDasharray:"5,4",className:"diagonal"}),_.ruleX(n,{x:"score",y1:"lower",y2:"upper",stroke:"group",strokeOpacity:.45,strokeWidth:2,className:"cal-interval"}),_.line(n,{x:"score",y:"observed",z:"group",stroke:"group",strokeWidth:1.75,className:"cal-line"}),_.dot(n,{x:"score",y:"observed",r:"count",fill:"group",stroke:"var(--chart-halo)",strokeWidth:1,className:"cal-dot",title:m=>og(m,e)})]});a.setAttribute("data-name","reliability");let l=a.querySelectorAll("g.cal-line path");l.length===r.series.length&&l.forEach((m,d)=>m.setAttribute("data-group",r.series[d].group)),a.querySelectorAll("g.cal-dot circle").forEach((m,d)=>{let f=n[d];f&&(m.setAttribute("data-group",f.group),m.setAttribute("data-bin",String(f.bin)))});let u=a.scale("color"),p=r.series.map(m=>({group:m.group,color:String(u?.apply?.(m.group)??"currentColor")}));return{svg:a,swatches:p}}var Ks=class extends z{constructor(){super();this.request=new A;this.shell=new X(this,[this.request]);this.asked="";this.rows=[];this.diagram=null;this.rel=null;this.api=null,this.run="",this.tag="",this.step=null,this.label=null,this.grouping=null,this.baseline=null,this.minCount=null,this.level=null,this.declaration=null,this.params=[],this.selection={bins:null},this.data=null,this.addEventListener("view-status",e=>{e.stopPropagation(),e.composedPath()[0]===this&&(this.dataset.status=e.detail)})}drawsNow(){return this.data!==null}routeParams(){let e={run:this.run,tag:this.tag,step:this.step,label:this.label,grouping:this.grouping,baseline:this.baseline,minCount:this.minCount,level:this.level};return sg(e,this.selection)}async load(){let e=this.api;if(!e||!this.run||!this.tag)return;let n=this.routeParams();this.asked=JSON.stringify(n);let s=await this.shell.run(this.request,i=>e.view(zx,Ru,n,Qf,i),()=>this.data=null);s!==E&&(this.data=s,this.shell.ready())}willUpdate(e){if(this.hasUpdated||(this.selection=ea(this.params,this.declaration),this.emitSelection()),this.api&&this.run&&this.tag&&JSON.stringify(this.routeParams())!==this.asked&&this.load(),e.has("data")){let n=this.data;this.rows=n?.available?ag(n):[],this.rel=n?.available?ig(n):null,this.diagram=n?.available&&this.rel?Bx(this.rel,n.groups,n.level):null}}emitSelection(){G(this,ta(this.selection,this.declaration))}setBins(e){!Number.isFinite(e)||e===this.selection.bins||(this.selection={...this.selection,bins:e},this.emitSelection())}reset(){this.asked="",this.selection={bins:null},this.emitSelection()}renderControls(){let e=this.declaration,n=Tu(e),s=this.data,i=this.selection.bins??(s?.available?s.bins:null)??n[0];return c`<div class="group" role="group" aria-label="Calibration options">
      <label class="field" title=${D(e,"bins","ECE and MCE are read over these bins too.")}>
        <span class="name">${L(e,"bins","Bins")}</span>
        <select name="cal_bins" @change=${o=>this.setBins(Number(o.target.value))}>
          ${n.map(o=>c`<option value=${o} ?selected=${o===i}>${o}</option>`)}
        </select>
      </label>
    </div>`}number(e,n){return c`<td class="num ${n.value===null?"missing":""}" data-col=${e} data-value=${n.value===null?"":String(n.value)} title=${n.title}>
      <span class="v">${n.text}</span>${n.interval?c`<span class="interval">${n.interval}</span>`:h}
    </td>`}renderRow(e,n,s){let i=ug(n),o=c`<td class="verdict" data-col="verdict" data-verdict=${n.baseline?"baseline":n.verdict}>
      <span class="badge ${i}" title=${cg(n,e.baseline,e.level)}>${lg(n)}</span>
    </td>`,a=`${n===s?"worst":""} ${n.baseline?"baseline":""}`.trim(),l=c`<td class="text gname" data-col="group" title=${n.group}>${n.group}</td>
      <td class="num" data-col="n" data-value=${n.n} title=${`${v(n.n)} examples, ${v(n.positives)} positive`}>
        ${v(n.n)}
      </td>`;if(n.state!=="ok")return c`<tr data-group=${n.group} data-state=${n.state} class=${a}>
        ${l}
        <td class="state reason" data-col="reason" colspan="4" title=${n.reason}>${n.reason}</td>
        ${o}
      </tr>`;let u=n.baseline?c`<td class="num muted" data-col="gap" title="the baseline group: no difference with itself">—</td>`:this.number("gap",n.gap);return c`<tr data-group=${n.group} data-state=${n.state} class=${a}>
      ${l} ${this.number("ece",n.ece)} ${this.number("mce",n.mce)} ${this.number("brier",n.brier)} ${u} ${o}
    </tr>`}renderTable(e){let n=`${Pn(e.level)}%`,s=Cu(this.rows),i=(o,a,l,u,p="")=>c`<th class=${p} data-col=${o} title=${u}>${a}${l?c`<span class="sub">${l}</span>`:h}</th>`;return c`<div class="table-box">
      <table aria-label="Calibration per group">
        <thead>
          <tr>
            ${i("group","group","","the group of the grouping","text")}
            ${i("n","n","examples","n: the examples of the group")}
            ${i("ece","ECE",`pp [${n}]`,"ECE (expected calibration error): the mean of |observed rate \u2212 mean score| over the bins, weighted by their examples, in percentage points; lower is better")}
            ${i("mce","MCE",`pp [${n}]`,"MCE (maximum calibration error): the largest |observed rate \u2212 mean score| of a bin, in percentage points")}
            ${i("brier","Brier",`[${n}]`,"Brier score: the mean squared difference between the score and the 0/1 label, from 0 (perfect) to 1")}
            ${i("gap","ECE \u2212 baseline",`pp [${n} jointly]`,`ECE \u2212 baseline: the group's ECE minus ${e.baseline}'s, in percentage points; the interval holds for both groups together at ${n}`)}
            ${i("verdict","verdict","",`against ${e.baseline}: worse or better when the whole interval of the difference is on one side of 0`,"text")}
          </tr>
        </thead>
        <tbody>
          ${this.rows.map(o=>this.renderRow(e,o,s))}
        </tbody>
      </table>
    </div>`}renderDiagram(e){let n=this.rel,s=this.diagram,i=n?.left??[];return c`<div class="diagram" data-lines=${n?.series.length??0}>
      ${s?c`<div class="legend" aria-label="Groups">
              ${s.swatches.map(o=>c`<span class="item" data-group=${o.group} title=${o.group}
                    ><span class="swatch" style="background: ${o.color}"></span>${o.group}</span
                  >`)}
              <span class="item ideal"><span class="swatch diagonal"></span>perfectly calibrated</span>
            </div>
            ${s.svg}`:c`<div class="muted note">No group has a measured calibration to draw.</div>`}
      <div class="note muted">
        Dots: each bin's examples, by area; bars: Wilson's ${Pn(e.level)}% interval of the observed rate. Dashed: perfectly
        calibrated (observed rate = score); above it a group's scores are too low, below it too high.
      </div>
      ${i.length?c`<div class="note muted" data-role="left-out">
              Not drawn: ${i.map((o,a)=>c`${a?"; ":""}<span data-group=${o.group}>${o.group}</span> (${o.reason})`)}.
            </div>`:h}
    </div>`}renderBody(e){return c`<div class="content ${this.shell.loading?"stale":""}" data-bins=${e.bins} data-baseline=${e.baseline}>
      <div class="headline" data-role="calibration-summary">${pg(e,this.rows)}</div>
      <div class="about muted">
        Label <b>${e.label}</b> · ${v(e.bins)} score bins of equal width · groups with fewer than ${v(e.min_count)} examples, or
        without both outcomes, are not measured.
      </div>
      <div class="layout">${this.renderDiagram(e)}<div class="side">${this.renderTable(e)}</div></div>
    </div>`}renderHint(e){return c`<div class="hint" data-role="no-calibration">
      This report has no calibration: it needs scores that are probabilities in [0, 1], in a report written by tb-fairness 0.2 or
      later.
      <div class="why">${e}</div>
    </div>`}render(){let e=this.data;return c`<h3 class="title">Calibration</h3>
      ${e!==null&&!e.available?this.renderHint(e.reason):this.renderControls()}
      ${this.shell.renderError("Could not load the calibration",[{label:"Reset the bins",name:"cal-reset",run:()=>this.reset()}])}
      ${e===null?this.shell.loading?c`<div class="loading">Loading the calibration…</div>`:h:e.available?this.renderBody(e):h}`}};Ks.properties={api:{attribute:!1},run:{attribute:!1},tag:{attribute:!1},step:{attribute:!1},label:{attribute:!1},grouping:{attribute:!1},baseline:{attribute:!1},minCount:{attribute:!1},level:{attribute:!1},declaration:{attribute:!1},params:{attribute:!1},selection:{state:!0},data:{state:!0}},Ks.styles=[...Ui,$`
      .headline {
        font-size: 13px;
        margin: 4px 0 2px;
        max-width: 1100px;
        overflow-wrap: anywhere;
      }
      .headline b {
        font-weight: 500;
      }
      .about {
        font-size: 12px;
        margin-bottom: 8px;
        max-width: 1100px;
      }
      .layout {
        display: flex;
        flex-wrap: wrap;
        gap: 12px 24px;
        align-items: flex-start;
      }
      .diagram {
        flex: none;
      }
      .diagram svg {
        display: block;
        max-width: 100%;
        height: auto;
      }
      .legend {
        display: flex;
        flex-wrap: wrap;
        gap: 2px 12px;
        font-size: 12px;
        margin: 0 0 4px;
        max-width: ${ra+Qe.left+Qe.right}px;
      }
      .legend .item {
        display: inline-flex;
        align-items: center;
        gap: 4px;
        max-width: 100%;
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
      .legend .swatch {
        width: 14px;
        height: 3px;
        border-radius: 1px;
        flex: none;
      }
      .legend .swatch.diagonal {
        height: 0;
        border-top: 2px dashed var(--chart-ink);
        opacity: 0.6;
        border-radius: 0;
      }
      .legend .item.ideal {
        color: var(--muted);
      }
      .note {
        font-size: 11px;
        max-width: ${ra+Qe.left+Qe.right}px;
      }
      .table-box {
        width: fit-content;
        max-width: 100%;
        box-sizing: border-box;
        overflow: auto;
        max-height: 420px;
        border: 1px solid var(--border);
        border-radius: 2px;
        background: var(--bg);
      }
      /* Beside the chart when the whole table fits there, else under it (scrolling sideways in its box when narrower still). */
      .side {
        flex: 0 1 auto;
        min-width: 0;
        max-width: 100%;
      }
      table {
        width: auto;
      }
      th,
      td {
        text-align: right;
      }
      thead th {
        vertical-align: bottom;
      }
      th .sub {
        display: block;
        font-size: 11px;
        font-weight: 400;
        color: var(--muted);
      }
      .text {
        text-align: left;
      }
      td.gname {
        max-width: 260px;
        overflow: hidden;
        text-overflow: ellipsis;
      }
      td .interval {
        color: var(--muted);
        font-size: 11px;
        margin-left: 4px;
      }
      td.reason {
        text-align: left;
        white-space: normal;
      }
      tr.worst td[data-col='ece'] .v {
        font-weight: 600;
      }
      .badge {
        display: inline-block;
        padding: 0 7px;
        border-radius: 9px;
        border: 1px solid currentColor;
        font-size: 11px;
        line-height: 17px;
        white-space: nowrap;
      }
      .badge.bad {
        color: var(--bad);
      }
      .badge.good {
        color: var(--good);
      }
      .badge.muted {
        color: var(--muted);
        border-color: var(--border);
      }
      .hint {
        padding: 8px 12px;
        border: 1px solid var(--warn-border);
        background: var(--warn-bg);
        border-radius: 2px;
        max-width: 760px;
      }
      .hint .why {
        margin-top: 4px;
        font-size: 12px;
        color: var(--muted);
        overflow-wrap: anywhere;
      }
      code {
        background: var(--code-bg);
        padding: 0 3px;
        border-radius: 2px;
        font-size: 12px;
      }
    `];customElements.define("fairness-calibration-panel",Ks);var wg="binary_classification",gg="metrics",bg="cells",Vx={defaults:$u,fromParams:jf,toParams:Hf},Hx="two-proportion z-test of the group against the other groups pooled",na=class extends st{constructor(e){super(Vx,e);this.slicesParams=[];this.calibrationParams=[]}fetch(e){return this.api.view(wg,"",Ff(this.report,this.selection),Jf,e)}loaded(e){super.loaded(e);let n=this.selection,s={};n.threshold!==null&&n.threshold!==e.threshold&&(s.threshold=e.threshold),n.baseline!==null&&n.baseline!==e.baseline&&(s.baseline=null),Object.keys(s).length&&this.change(s,!1)}get rowNoun(){return"metric"}rowKeys(e){return e.metrics.map(n=>n.name)}rowOptions(e){return Xo(e)}get csvButtons(){return[{button:"download",label:"Download CSV",table:gg},{button:"download-cells",label:"Download curves CSV",table:bg}]}csvTables(e){let n=Xo(e),s=[e.run,e.tag,`step${e.step}`,"binary",e.label];return[{button:"download",label:"Download CSV",table:gg,options:n,rows:e.metrics.length*e.groups.length,file:[...s,`t${e.threshold}`]},{button:"download-cells",label:"Download curves CSV",table:bg,options:Xo(e,!1),rows:e.groups.length*e.thresholds.length,file:[...s,e.metric]}]}setThreshold(e){e!==null&&e!==this.data?.threshold&&this.change({threshold:e},!0)}renderPickers(e){let n=this.selection,s=e?.metrics.map(u=>u.name)??lt(this.declaration,"metric"),i=e?.groupings??[],o=e?Le(e.grouping):n.grouping,a=(u,p,m,d,f)=>c`<label class="field" title=${D(this.declaration,u)}>
        <span class="name">${L(this.declaration,u,p)}</span>
        <select name=${u} ?disabled=${d.length===0} @change=${b=>f(b.target.value)}>
          ${d.map(([b,w])=>c`<option value=${b} ?selected=${b===m}>${w}</option>`)}
        </select>
      </label>`,l=u=>e?.metrics.find(p=>p.name===u)?.title??u;return c`${a("metric","Metric",e?.metric??n.metric,s.map(u=>[u,l(u)]),u=>this.change({metric:u},!0))}
    ${a("grouping","Grouping",o,i.map(u=>[Le(u),mn(u)]),u=>this.change({grouping:u,baseline:null},!0))}
    ${a("baseline","Baseline group",e?.baseline??n.baseline,(e?.groups??[]).map(u=>[u,u]),u=>this.change({baseline:u},!0))}
    ${e&&e.labels.length>1?a("label","Label",e.label,e.labels.map(u=>[u,u]),u=>this.change({label:u},!0)):h}
    <label class="field" title=${D(this.declaration,"threshold","typed values snap to the report\u2019s nearest threshold")}>
      <span class="name">${L(this.declaration,"threshold","Threshold")}</span>
      <input
        type="number"
        name="threshold"
        step="0.01"
        inputmode="decimal"
        ?disabled=${!e}
        .value=${String(e?.threshold??n.threshold??"")}
        @change=${u=>e&&this.setThreshold(Yo(e.thresholds,Number(u.target.value)))}
      />
    </label>
    ${this.renderFdr()}`}renderBody(e){let n=Uf(e),s=e.metrics.find(d=>d.name===e.metric)?.title??e.metric,i=e.group_sizes.reduce((d,f)=>d+f,0),o=n.flatMap(d=>d.cells.map(f=>f.p)),a=n.flatMap(d=>d.cells.map(f=>f.significant)),l=Yt(n.reduce((d,f)=>d+f.cells.filter(b=>b.power.underpowered).length,0),o.filter(d=>d!==null).length,Ie(e)),u=c`${Te("legend",dr(e.fdr,a,o,"cell","each cell tests its group against the other groups pooled at this threshold"))}${l?c`<p class="low-power-note" data-role="low-power">${l}</p>`:h}`,p=Xf(e),m=c`<fairness-threshold-chart
        .heading=${`${s} versus threshold`}
        .points=${qf(e,e.metric)}
        .groups=${e.groups}
        .thresholds=${e.thresholds}
        .threshold=${e.threshold}
        .yLabel=${e.metric}
        @threshold-change=${d=>this.setThreshold(d.detail)}
      ></fairness-threshold-chart>
      <fairness-ratio-chart
        .heading=${`${s}: ratio to ${e.baseline} at ${e.threshold}`}
        .points=${Gf(e,e.metric)}
        .fourFifths=${e.four_fifths}
        .baseline=${e.baseline}
      ></fairness-ratio-chart>
      <fairness-roc-chart .curve=${p.curve} .at=${p.at} .groups=${e.groups} .threshold=${e.threshold}></fairness-roc-chart>`;return c`<div class="summary" data-threshold=${e.threshold} data-metric=${e.metric}>
        <span><b>${v(i)}</b> ${xe(i,"example")} in <b>${v(e.groups.length)}</b>
          ${xe(e.groups.length,"group")} of <b>${mn(e.grouping)}</b> · label <b>${e.label}</b> · step ${e.step} ·
          threshold <b class="threshold">${e.threshold}</b> · ${Math.round(e.level*100)}% intervals</span>
        <span>${vg("Demographic parity difference","dp",e.demographic_parity_difference)} ·
          ${vg("Equalized odds difference","eo",e.equalized_odds_difference)}</span>
        <span class="muted">positive: score ≥ threshold; cells with a denominator under ${e.min_count} are insufficient · click a metric
          for its spread in every run and over the steps</span>
      </div>
      ${pr(c`${Tt(c`Every metric per group at threshold ${e.threshold}`,Ct("binary","Metric per group",c`${te("metric","metric","the rate, a share of the confusion counts (its denominator is n)","text")}
            ${e.groups.map((d,f)=>c`<th class="parts" data-group=${d} title=${`${d}: ${v(e.group_sizes[f])} examples, ${v(e.positives[f])} positive`}>
                  <span>${d}</span>${d===e.baseline?c` <span class="n">(baseline)</span>`:h}
                </th>`)}`,n.map(d=>c`<tr data-metric=${d.metric} class=${d.metric===e.metric?"selected":""}>
                <td class="text" data-col="metric" title=${d.title}>${this.rowButton(d.metric,d.title,d.title)}</td>
                ${d.cells.map((f,b)=>this.cell(e,d.metric,b,f))}
              </tr>`)),u)}
        ${this.renderBaselineTable(e)}`,m,this.renderDrill(e))}
      ${this.renderCalibration(e)} ${this.renderSlices(e)}`}panelParams(e){return n=>{n.stopPropagation(),e==="slices"?this.slicesParams=n.detail:this.calibrationParams=n.detail,this.setMoreParams([...this.calibrationParams,...this.slicesParams])}}renderCalibration(e){return rg(this.declaration)?c`<fairness-calibration-panel
      .api=${this.api}
      .run=${e.run}
      .tag=${e.tag}
      .step=${e.step}
      .label=${e.label}
      .grouping=${Le(e.grouping)}
      .baseline=${e.baseline}
      .minCount=${e.min_count}
      .level=${e.level}
      .declaration=${this.declaration}
      .params=${this.moreParams}
      @view-params=${this.panelParams("calibration")}
    ></fairness-calibration-panel>`:h}renderSlices(e){return ar(this.declaration)?c`<fairness-slices-panel
      .api=${this.api}
      .run=${e.run}
      .tag=${e.tag}
      .step=${e.step}
      .declaration=${this.declaration}
      .params=${this.moreParams}
      .fdr=${e.fdr}
      .context=${{label:e.label,threshold:e.threshold}}
      @view-params=${this.panelParams("slices")}
    ></fairness-slices-panel>`:h}willUpdate(e){this.hasUpdated||(this.slicesParams=lr(Rt(this.params,this.declaration),this.declaration),this.calibrationParams=ta(ea(this.params,this.declaration),this.declaration),this.moreParams=[...this.calibrationParams,...this.slicesParams]),super.willUpdate(e)}cell(e,n,s,i){let o=e.groups[s];if(i.state!==null)return c`<td
        class="state"
        data-group=${o}
        data-key=${n}
        data-state=${i.state}
        data-n=${i.n}
        title=${e.reasons[i.state]??i.state}
      >
        ${Jo(i,e.min_count)}
      </td>`;let a=Tn(i.p,i.significant,Hx,"the group or the rest is insufficient, or nothing varies"),l=Ie(e);l&&i.power.underpowered&&(a.lowPower=ct(i.power,l));let u={cell:a,q:e.fdr};return Sn({group:o,key:n},i.value,i.lower,i.upper,i.n,"undefined",u)}renderBaselineTable(e){let n=e.at_threshold[e.metric],s=e.metrics.find(i=>i.name===e.metric)?.title??e.metric;return Tt(c`${s} against <span class="baseline">${e.baseline}</span> at ${e.threshold}`,Ct("baseline","Against the baseline",c`${te("group","group","the group compared with the baseline","text")}
        ${te("difference [interval]","difference","the group's rate minus the baseline's, in percentage points (Newcombe interval)")}
        ${te("ratio [interval]","ratio","the group's rate over the baseline's (Katz log interval); under 0.8 fails the four-fifths rule")}`,e.groups.map((i,o)=>c`<tr data-group=${i}>
            <td class="text gname" title=${i}>${i}</td>
            ${n.difference_state[o]!==null||n.difference[o]===null?c`<td class="state" data-col="difference">${Jo({state:n.difference_state[o]??"undefined",n:n.n[o]},e.min_count)}</td>`:c`<td data-col="difference" data-value=${String(n.difference[o])}>
                  ${Vt(n.difference[o],n.difference_lower[o],n.difference_upper[o])}
                </td>`}
            ${n.ratio_state[o]!==null||n.ratio[o]===null?c`<td class="state" data-col="ratio" title=${e.reasons[n.ratio_state[o]??"undefined"]??""}>
                  ${Jo({state:n.ratio_state[o]??"undefined",n:n.n[o]},e.min_count)}
                </td>`:c`<td data-col="ratio" data-value=${String(n.ratio[o])} class=${n.ratio[o]<e.four_fifths?"flagged":""}>
                  ${jx(n.ratio[o],n.ratio_lower[o],n.ratio_upper[o])}
                  ${n.ratio[o]<e.four_fifths?Lr(null):h}
                </td>`}
          </tr>`)))}};na.styles=[...cr.styles,$`
      tr.selected td[data-col='metric'] {
        font-weight: 500;
        box-shadow: inset 3px 0 0 var(--accent);
      }
      td.flagged {
        color: var(--error);
      }
    `];customElements.define("fairness-binary-view",na);function jx(r,t,e){return r.toFixed(3)+(t!==null&&e!==null?` [${t.toFixed(2)}, ${e.toFixed(2)}]`:"")}function vg(r,t,e){return c`<span data-headline=${t}
    >${r}
    <b>${e.value===null?"undefined (fewer than two sufficient groups)":Vt(e.value,e.lower,e.upper).replace(/^\+/,"")}</b></span
  >`}var yg={kind:wg,title:"binary classifier",render:(r,t)=>c`<fairness-binary-view .report=${r.report} .info=${r.info} .declaration=${r.declaration} .params=${r.params}
      >${t}</fairness-binary-view
    >`,hint:()=>c`No binary classifier reports: log one with <code>w.binary_classification(…)</code>, each example's score, its 0/1
      label and its attributes (gender, age, …).`,example:`# A scored binary classifier: every rate per group at every threshold.
w.binary_classification("binary/val", 0, scores=[0.9, 0.2, 0.7], labels=[1, 0, 0],
                        attributes={"gender": ["f", "m", "m"]})`};var zs=[im,Cm,Zm,nf,bf,Tf,Vf,yg];var Eu="insufficient",Bs="significant",xg="p_value",Fx=new Set(["percent","points","count","p"]);function Pu(r){return typeof r=="number"&&Number.isFinite(r)}function Ux(r,t,e){let n=t.filter(s=>s!=null);return n.length>0&&n.every(s=>typeof s=="boolean")?"flag":n.some(s=>typeof s=="string")?"text":e!==void 0&&Fx.has(e)?e:r==="p_value"?"p":e===void 0&&n.length>0&&n.every(s=>Number.isInteger(s))?"count":"number"}function $g(r,t){let e=r?.tables.find(i=>i.name===t)??r?.tables[0],n=r?.bias.format??"value",s={};for(let[i,o]of Object.entries(e?.formats??{}))s[i]=o==="bias"?n==="bias"?"value":n:o;return s}function _g(r,t){let e=r.columns,n=a=>r.rows.map(l=>l[a]),s=new Map;e.forEach((a,l)=>{a==="lower"&&e[l+1]==="upper"&&l>0&&s.set(e[l-1],["lower","upper"]);let u=/^(.+)_lower$/.exec(a);u&&e.includes(u[1])&&e.includes(`${u[1]}_upper`)&&s.set(u[1],[a,`${u[1]}_upper`])});let i=new Set([...s.values()].flat()),o=[];for(let a of e){if(i.has(a))continue;let l=Ux(a,n(a),t[a]);o.push({key:a,head:a.replace(/_/g," "),kind:l,reads:[a]});let u=s.get(a);u&&l!=="text"&&l!=="flag"&&o.push({key:`${a}:interval`,head:`${a.replace(/_/g," ")} interval`,kind:"interval",reads:u,of:l})}return o}function Wx(r,t){return r==="count"?v(t):r==="p"?ee(t):r==="percent"?`${N(t)}%`:r==="points"?`${N(t)} pp`:K(t)}function Sg(r,t){if(r.kind==="interval"){let[n,s]=r.reads.map(a=>t[a]);if(!Pu(n)||!Pu(s))return{text:"",title:"no interval"};let i=r.of??"number";return{text:i==="percent"?`[${N(n)}%, ${N(s)}%]`:i==="points"?`[${N(n)}, ${N(s)}] pp`:`[${K(n)}, ${K(s)}]`,title:`[${n}, ${s}]`}}let e=t[r.reads[0]];return e==null?{text:r.kind==="text"?"":"undefined",title:"undefined"}:typeof e=="boolean"?{text:e?"\u2713":"",title:e?"yes":"no"}:typeof e=="string"?{text:e,title:e}:typeof e!="number"?{text:String(e),title:String(e)}:Number.isFinite(e)?r.kind==="text"||r.kind==="flag"?{text:String(e),title:String(e)}:{text:Wx(r.kind,e),title:String(e)}:{text:"undefined",title:"undefined"}}function qx(r,t){let e=t[r.reads[0]];return typeof e=="boolean"?e?1:0:typeof e=="string"||Pu(e)?e:null}function kg(r,t,e){let n=r.map((o,a)=>a);if(!t)return n;let s=r.map(o=>qx(t,o)),i=e==="asc"?1:-1;return n.sort((o,a)=>{let l=s[o],u=s[a];if(l===null||u===null)return l===null&&u===null?o-a:l===null?1:-1;let p=typeof l=="string"||typeof u=="string"?String(l).localeCompare(String(u)):l-u;return p!==0?i*p:o-a})}function Au(r){return r.kind==="text"||r.kind==="p"?"asc":"desc"}function Rg(r,t){let e=t?.bias.value,n=r.find(s=>s.key===e)??r[0];return n?{key:n.key,dir:Au(n)}:{key:"",dir:"desc"}}function Tg(r){let t=[];for(let[e,n]of Object.entries(r))e==="columns"||e==="rows"||e==="run"||e==="tag"||e==="step"||(typeof n=="number"?t.push(`${e} ${Number.isInteger(n)?v(n):K(n)}`):typeof n=="string"||typeof n=="boolean"?t.push(`${e} ${String(n)}`):Array.isArray(n)&&n.every(s=>typeof s=="string"||typeof s=="number")&&t.push(`${e} ${n.join(", ")}`));return t.join(" \xB7 ")}function Cg(r){let t=0,e=0;for(let s of r.rows)s[Eu]===!0&&t++,s[Bs]===!0&&e++;let n=r.columns.includes(xg)?Wt(r.rows.map(s=>s[xg])):null;return{insufficient:t,significant:e,tested:n}}var Du=2e3,Pg="table",Eg="sort",Ag="dir";function Mu(r){return(r?.options??[]).filter(t=>t.name!=="table"&&(t.used_by??["view"]).includes("view"))}var Vs=class extends C{constructor(e){super();this.request=new A;this.shell=new X(this,[this.request]);this.downloads=new Fe(this,()=>this.api,()=>this.declaration);this.rows=new $n(this,()=>this.emitSelection());this.api=e??new De,this.info=null,this.declaration=null,this.params=[],this.data=null,this.table=null,this.sort="",this.dir="desc",this.optionText={}}options(){let e={};for(let n of Mu(this.declaration)){let s=(this.optionText[n.name]??"").trim();s!==""&&(e[n.name]=s)}return e}emitSelection(){let e=[];P(e,Pg,this.table),P(e,Eg,this.sort||null),P(e,Ag,this.sort?this.dir:null);for(let[n,s]of Object.entries(this.options()))P(e,n,String(s));G(this,[...e,...this.rows.params()])}readParams(){let e=F(this.params),n=this.declaration?.tables.map(o=>o.name)??[],s=e.get(Pg);this.table=s!==void 0&&n.includes(s)?s:null,this.sort=e.get(Eg)??"",this.dir=e.get(Ag)==="asc"?"asc":"desc";let i={};for(let o of Mu(this.declaration)){let a=e.get(o.name);a!==void 0&&(i[o.name]=a)}this.optionText=i,this.rows.read(this.params)}async load(){let{run:e,tag:n,step:s}=this.report,i={run:e,tag:n,step:s,table:this.table,options:this.options()},o=await this.shell.run(this.request,l=>this.api.tableJson(i,l),()=>this.data=null);if(o===E)return;this.data=o;let a=this.declaration?.bias.key;this.rows.keepIn(a?o.rows.map(l=>String(l[a]??"")):[]),this.shell.ready()}willUpdate(e){this.hasUpdated?(e.has("report")&&mt(e.get("report"),this.report)||e.has("info")&&ft(e.get("info"),this.info,this.report))&&this.load():(this.readParams(),this.emitSelection(),this.load())}onTable(e){this.table=e===this.declaration?.tables[0]?.name?null:e,this.sort="",this.rows.close(!1),this.emitSelection(),this.load()}onOption(e,n){this.optionText={...this.optionText,[e]:n},this.emitSelection(),this.load()}onSort(e,n){this.dir=gt(e.key,n.key,n.dir,()=>Au(e)),this.sort=e.key,this.emitSelection()}reset(){this.table=null,this.sort="",this.optionText={},this.rows.close(!1),this.emitSelection(),this.report.step!==null?je(this,{step:null}):this.load()}download(e){let{run:n,tag:s}=this.report,i=typeof e.step=="number"?e.step:this.report.step,o=this.table??this.declaration?.tables[0]?.name??null,a={run:n,tag:s,step:i,table:o,options:this.options()};this.downloads.download("download",a,ge(["fairness",n,s,`step${i}`,o??"table"]))}renderOption(e){let n=this.optionText[e.name]??"",s=L(this.declaration,e.name),i=D(this.declaration,e.name);return e.choices?c`<label class="field">
        <span class="name" title=${i}>${s}</span>
        <select name=${"option-"+e.name} title=${i} @change=${o=>this.onOption(e.name,o.target.value)}>
          <option value="" .selected=${n===""}>default (${String(e.default??"")})</option>
          ${yr(e,this.table??this.declaration?.tables[0]?.name??null).map(o=>c`<option .value=${o} .selected=${o===n}>${o}</option>`)}
        </select>
      </label>`:c`<label class="field">
      <span class="name" title=${i}>${s}</span>
      <input
        name=${"option-"+e.name}
        type=${e.type==="str"?"text":"number"}
        step=${e.type==="int"?"1":"any"}
        placeholder=${e.default===null||e.default===void 0?"from the report":String(e.default)}
        title=${i}
        .value=${n}
        @change=${o=>this.onOption(e.name,o.target.value)}
      />
    </label>`}renderPickers(){let e=this.declaration?.tables??[],n=this.table??e[0]?.name??"";return c`${e.length>1?c`<label class="field">
          <span class="name">Table</span>
          <select name="table" @change=${s=>this.onTable(s.target.value)}>
            ${e.map(s=>c`<option .value=${s.name} .selected=${s.name===n}>${s.title}</option>`)}
          </select>
        </label>`:h}
    ${Mu(this.declaration).map(s=>this.renderOption(s))}`}renderHead(e,n){let s=e.key===n.key,i=e.kind==="text";return c`<th class=${i?"text":""} data-col=${e.key} aria-sort=${bt(s,n.dir)}>
      <button class="sort" title=${`${e.head}. Click to sort.`} @click=${()=>this.onSort(e,n)}>
        ${e.head} <span class="arrow">${s?vt(!0,n.dir):""}</span>
      </button>
    </th>`}renderCell(e,n,s,i){if(e.key===Bs&&e.kind==="flag")return c`<td data-col=${e.key}>${n[Bs]===!0?We(i):h}</td>`;let{text:o,title:a}=Sg(e,n),l=[e.kind==="text"?"text":"",o==="undefined"?"undefined":""].join(" ").trim(),u=e.key===s&&typeof n[e.key]=="string"?this.rows.button(String(n[e.key]),o,s??"row"):o;return c`<td class=${l} data-col=${e.key} title=${a}>${u}</td>`}renderTable(e){let n=$g(this.declaration,this.table),s=_g(e,n),i=Rg(s,this.declaration),o=s.some(y=>y.key===this.sort)?{key:this.sort,dir:this.dir}:i,a=kg(e.rows,s.find(y=>y.key===o.key),o.dir),l=a.slice(0,Du),{insufficient:u,significant:p,tested:m}=Cg(e),d=this.declaration?.bias.key,f=typeof e.fdr=="number"?e.fdr:null,b=re(f),w=this.declaration?.tables.find(y=>y.name===(this.table??this.declaration?.tables[0]?.name))?.title??"Table";return c`<div class="summary">
        <span class="count" data-rows=${e.rows.length}>
          ${e.rows.length.toLocaleString("en-US")} rows${a.length>Du?c`, the first ${Du.toLocaleString("en-US")} shown (the CSV has them all)`:h}
        </span>
        ${u?c`<span class="note" data-insufficient=${u}> · ${u} too small to trust (muted)</span>`:h}
        <span class="note"> · ${Tg(e)}</span>
      </div>
      ${s.some(y=>y.key===Bs)?Te("legend",{q:f,significant:p,tested:m,unit:"row"}):h}
      <h3>${w}</h3>
      <div class="table-box">
        <table aria-label=${w}>
          <thead>
            <tr>
              ${s.map(y=>this.renderHead(y,o))}
            </tr>
          </thead>
          <tbody>
            ${l.map(y=>{let x=e.rows[y];return c`<tr class=${x[Eu]===!0?"insufficient":""}>
                ${s.map(T=>this.renderCell(T,x,d,b))}
              </tr>`})}
          </tbody>
        </table>
      </div>
      ${this.rows.key!==null&&typeof e.step=="number"?this.rows.render({api:this.api,tag:this.report.tag,run:this.report.run,step:e.step,options:this.options(),noun:d??"row",declaration:this.declaration}):h}`}render(){let e=this.data,n=this.info?.description??"",s=this.table??this.declaration?.tables[0]?.name??null;return c`<div class="controls">
        <div class="group" role="group" aria-label="Report and view">
          <slot name="report"></slot>
          ${this.renderPickers()}
          <span class="spacer"></span>
          ${this.shell.renderCsvButton("download",e!==null&&this.downloads.pending===null,()=>e&&this.download(e),He(this.declaration,s,e?e.rows.length:null))}
        </div>
        ${this.downloads.renderError()}
      </div>
      ${this.shell.renderError("Could not load the report",[{label:"Reset the selection",run:()=>this.reset()}])}
      ${this.shell.renderContent(e,i=>c`<div class="body ${this.shell.loading?"stale":""}">
            ${n?c`<div class="summary"><span class="description">${n}</span></div>`:h}
            ${this.renderTable(i)}
          </div>`,"Loading the report\u2026")}`}};Vs.properties={...dt,data:{state:!0},table:{state:!0},sort:{state:!0},dir:{state:!0},optionText:{state:!0}},Vs.styles=[R,Z,J,ht,Qt,se,un,Uo,$`
      .table-box {
        overflow: auto;
        max-height: 70vh;
        border: 1px solid var(--border);
        border-radius: 2px;
        background: var(--bg);
      }
      th,
      td {
        text-align: right;
        white-space: nowrap;
      }
      th.text,
      td.text {
        text-align: left;
      }
      td.text {
        max-width: 320px;
        overflow: hidden;
        text-overflow: ellipsis;
      }
      th button.sort {
        border: 0;
        padding: 0;
        background: none;
        color: inherit;
        font: inherit;
        cursor: pointer;
      }
      tr.insufficient td {
        color: var(--muted);
      }
      .sig {
        color: var(--accent);
      }
      td.undefined {
        color: var(--muted);
        font-style: italic;
      }
      .note {
        color: var(--muted);
        font-size: 12px;
      }
      input.invalid {
        border-color: var(--error, #c5221f);
      }
    `];customElements.define("fairness-table-view",Vs);function Dg(r){return{kind:r.name,title:r.title,render:(t,e)=>c`<fairness-table-view .report=${t.report} .info=${t.info} .declaration=${t.declaration} .params=${t.params}
        >${e}</fairness-table-view
      >`,hint:()=>c`A ${r.title} report (kind <code>${r.name}</code>, added by an installed package): its writer <code>FileWriter.${r.name}</code>.`,example:`# w.${r.name}("tag", step, ...)  # a kind another package adds`}}var hr="hparam/",Lu="bias",Pt={step:"step",sort:"sort",dir:"dir",search:"q",pick:"pick"};function Gx(r){return V+$t+r}function Ou(){return{step:null,sort:Lu,dir:null,search:"",picks:[],own:{}}}function Xx(r){return r===void 0?!1:["run","step","bias","performance","pareto"].includes(r)||r.startsWith(hr)&&r.length>hr.length}function sa(r,t){let e=[],n=(s,i)=>P(e,$t+s,i);n(Pt.step,r.step),r.sort!==Lu&&n(Pt.sort,r.sort),n(Pt.dir,r.dir),n(Pt.search,r.search);for(let s of r.picks)n(Pt.pick,s);return[...e,...St(r.own,$t,t)]}function Lg(r,t){let e=[...r],n=F(e),s=u=>n.get($t+u),i=Ou();i.step=Ur(s(Pt.step));let o=s(Pt.sort);Xx(o)&&(i.sort=o);let a=s(Pt.dir);(a==="asc"||a==="desc")&&(i.dir=a),i.search=s(Pt.search)??"";let l=Gx(Pt.pick);for(let[u,p]of e)u===l&&p!==""&&!i.picks.includes(p)&&i.picks.length<2&&i.picks.push(p);return i.own=_t(e,$t,t),i}function Og(r,t,e=null){return ir(e,"runs",Ge(r,t.own))}function Nu(r,t){return r.filter(e=>t.includes(e))}function Ng(r,t,e){let n=r.filter(s=>s!==t);return e?[...n,t].slice(-2):n}function Ig(r,t){let e=new Set;for(let n of r)B(n)&&Number.isInteger(n)&&n>=0&&e.add(n);return t!==null&&e.add(t),[...e].sort((n,s)=>s-n)}function Hs(r,t){let e=r.columns[t];return Array.isArray(e)?e.map(n=>B(n)?n:null):new Array(r.rows).fill(null)}function Nr(r,t){return{value:Hs(r,t.name),lower:Hs(r,`${t.name}_lower`),upper:Hs(r,`${t.name}_upper`)}}function Kg(r,t){return t==="bias"?r.bias:r.performance}function Yx(r,t){switch(t){case"run":return r.columns.run;case"step":return Hs(r,"step");case"pareto":return r.columns.pareto.map(e=>e===!0);case"bias":case"performance":{let e=Kg(r,t);return e?Hs(r,e.name):new Array(r.rows).fill(null)}default:{let e=r.columns[t];return Array.isArray(e)?e.map(n=>typeof n=="number"&&!Number.isFinite(n)?null:n):new Array(r.rows).fill(null)}}}function Jx(r,t){return t==="performance"||t==="pareto"?r.performance!==null:t.startsWith(hr)?r.hparams.includes(t.slice(hr.length)):!0}function Iu(r,t){return t==="step"||t==="pareto"||(t==="bias"||t==="performance")&&(r?Kg(r,t):null)?.better==="higher"?"desc":"asc"}function zg(r,t){let e=r===null||Jx(r,t.sort)?t.sort:Lu;return{key:e,dir:e===t.sort&&t.dir!==null?t.dir:Iu(r,e)}}function Mg(r){return typeof r=="number"?Number.isFinite(r)?0:3:typeof r=="boolean"?1:typeof r=="string"?2:3}var Ku=new Intl.Collator("en",{numeric:!0,sensitivity:"base"});function Qx(r,t){return typeof r=="number"&&typeof t=="number"?r-t:typeof r=="boolean"&&typeof t=="boolean"?Number(r)-Number(t):Ku.compare(String(r),String(t))}function Bg(r,t,e){let n=Yx(r,t),s=r.columns.run,i=e==="asc"?1:-1,o=Array.from({length:r.rows},(a,l)=>l);return o.sort((a,l)=>{let u=n[a]??null,p=n[l]??null,m=Mg(u),d=Mg(p),f=m===3;if(f!==(d===3))return f?1:-1;if(!f){let w=m!==d?m-d:Qx(u,p);if(w!==0)return i*w}return Ku.compare(s[a],s[l])||a-l}),o}function Vg(r,t,e){let n=ut(e);if(n.regex===null)return{rows:[...t],error:n.error};let s=n.regex;return{rows:t.filter(i=>s.test(r.columns.run[i])),error:null}}function An(r){return r.format==="points"?"pp":r.format==="percent"?"%":""}function En(r,t){if(!B(t))return"\u2014";let e=An(r);return e==="pp"?Gt(t):e==="%"?q(t):qe(r.format,t)}function ia(r,t,e){return he(t,e,An(r)===""?K:N)}function Ir(r){return B(r)?`${Number((r*100).toPrecision(3))}%`:""}function zu(r,t,e,n,s){if(!B(t))return`${r.title}: undefined for this run (too little data, or no value). Sorted last.`;let i=a=>En(r,a),o=B(e)&&B(n)?`, ${Ir(s)||"the"} interval [${i(e)}, ${i(n)}]`:", no interval";return`${r.title}: ${En(r,t)}${o}`}function Zx(r,t){return r!=="higher"&&r!=="lower"?"":t==="x"?r==="lower"?"\u2190 better":"better \u2192":r==="higher"?"\u2191 better":"\u2193 better"}function oa(r,t){let e=An(r);return[r.title+(e?` (${e})`:""),Zx(r.better,t)].filter(Boolean).join(" ")}function Bu(r){return Math.round(Math.max(170,Bt(Vu(r),13)+34))}function Vu(r){let t=An(r);return r.title+(t?` (${t})`:"")}function Hu(r){return r==null?"\u2014":typeof r=="number"?Number.isFinite(r)?K(r):"\u2014":String(r)}function Hg(r,t){let e=Bt(r,13)+30;for(let n of t)e=Math.max(e,Bt(Hu(n),13)+18);return Math.round(Math.min(180,Math.max(64,e)))}function jg(r,t){let e=r.performance;if(!e)return{points:[],undrawn:t.length};let n=Nr(r,r.bias),s=Nr(r,e),i=[];for(let o of t){let a=n.value[o],l=s.value[o];a===null||l===null||i.push({row:o,run:r.columns.run[o],x:a,xLower:n.lower[o],xUpper:n.upper[o],y:l,yLower:s.lower[o],yUpper:s.upper[o],pareto:r.columns.pareto[o]===!0})}return{points:i,undrawn:t.length-i.length}}function Fg(r){return r.filter(t=>t.pareto).sort((t,e)=>t.x-e.x||t.y-e.y)}function aa(r,t){let e=t.map(s=>Nr(r,s)),n=[...Array(r.rows).keys()].filter(s=>e.every(i=>i.value[s]!==null));return n.length<2||e.length===0?!1:e.every(s=>{let i=-1/0,o=1/0;for(let a of n){let l=s.lower[a],u=s.upper[a];if(l===null||u===null)return!1;i=Math.max(i,l),o=Math.min(o,u)}return i<=o})}function la(r){return r?"Every run's intervals overlap every other's on both numbers: the intervals alone show no run better than another, and the front is by the point estimates":"Every run's interval overlaps every other's: the intervals alone show no run better than another, and the ranking is by the point estimates"}function ua(r){return r.performance?[r.bias,r.performance]:[r.bias]}function Ug(r,t){let e=Nr(r,r.bias),n=r.bias.better==="higher"?-1:1,s=[];for(let i of t){let o=e.value[i];o!==null&&s.push({row:i,run:r.columns.run[i],x:o,xLower:e.lower[i],xUpper:e.upper[i]})}return s.sort((i,o)=>n*(i.x-o.x)||Ku.compare(i.run,o.run)),{points:s,undrawn:t.length-s.length}}function ca(r,t,e,n){let s=An(n),i=[...r,...t,...e].some(u=>u!==null&&u<0),o=s==="%"?{clamp:[0,1]}:s==="pp"?{clamp:[i?-1:0,1]}:{},a=xt(r,[],[],o),l=xt(r,t,e,o);return a===null||l===null?l??a:l[1]-l[0]<=3*(a[1]-a[0])?l:a}function pa(r,t,[e,n]){return r.map((s,i)=>{let o=t[i];return{below:s!==null&&o!==null&&s<e,above:s!==null&&o!==null&&o>n}})}function da(r,t,e,n){let s=An(r)===""?1:100,{values:i,step:o}=Bd(t,e,n),a=Vd(o*s);return{ticks:i,tickFormat:l=>(l*s).toFixed(a).replace(/^-/,"\u2212")}}function ju(r,t,e){let n=r.columns.step[t];return{run:r.columns.run[t],step:e.step===null||!B(n)?null:n}}function Wg(r,t,e,n,s){let i=m=>V+ve+m,o=new Set(["a_run","a_step","b_run","b_step","a_min","a_max","b_min","b_max"].map(i)),a=wl(ve,""),l=r.filter(([m,d])=>!o.has(m)&&!m.startsWith(a)&&!(m===i("also")&&(d===t.run||d===e.run))),u=[],p=(m,d)=>P(u,ve+m,d);return p("a_run",t.run),p("a_step",t.step),p("b_run",e.run),p("b_step",e.step),[...u,...l,...St(n,ve,s)]}function qg(r,t){return ge(["fairness","runs",r,t===null?null:`step${t}`])}function Gg(r,t){return Object.entries(as(t,"runs",r)).filter(([e,n])=>e!=="level"&&n!==null&&n!==void 0&&n!=="").map(([e,n])=>`${e}=${typeof n=="object"?JSON.stringify(n):String(n)}`).join(", ")}var e$=["key","value_a","value_b","bias_a","bias_b","change","verdict","rank_a","rank_b","movement"],Ne="also:",Dn="change",Mn="desc";function ha(){return{a:null,b:null,also:[],sort:Dn,dir:Mn,search:"",verdict:null,brush:null,columns:"auto",drill:null}}function Fu(r){return r==="key"||r==="rank_a"||r==="rank_b"||r==="verdict"?"asc":"desc"}function Uu(r){return Lt.includes(r)}function t$(r){return e$.includes(r)||r.startsWith(Ne)&&r.length>Ne.length}var Wu=["auto","all","essential"],Xg=["ranks","values"],Ln="interval",r$=180,n$=150;function s$(r,t){return Math.max(t,Math.ceil(r.length*7.4)+30)}function ma(r,t=[]){let{value:e,bias:n,a:s,b:i,noun:o}=r,a=Se(r.level),l=Se(r.fdr),u=(p,m,d,f,b="",w=null)=>({key:p,name:m,sub:b,title:f,width:p==="key"?d:Math.min(r$,s$(m,d)),group:w});return[u("key",o,n$,`key: the ${o} of the row, as named in both reports.`),u("value_a",`${e} A`,84,`value_a: ${e} in report A (${s}), signed.`,s,"values"),u("value_b",`${e} B`,84,`value_b: ${e} in report B (${i}), signed.`,i,"values"),u("bias_a",`${n} A`,84,`bias_a: the size of the bias (${n}) in report A (${s}); lower is better.`,s),u("bias_b",`${n} B`,84,`bias_b: the size of the bias (${n}) in report B (${i}); lower is better.`,i),u("change","change",84,"change: bias_b \u2212 bias_a, positive when the bias grew from A to B.","B \u2212 A"),u(Ln,"interval",168,`lower, upper: the interval of the change (MOVER, from the two sides' intervals): FCR-adjusted (Benjamini-Yekutieli) on the rows judged worsened or improved, where it excludes 0; the marginal ${a} one on the others.`,"FCR / marginal"),u("verdict","verdict",150,`verdict: worsened or improved when the change is significant (Benjamini-Hochberg at FDR ${l}; q-value at most ${l}), else no significant change, or undetermined without a bias on both sides.`,`FDR ${l}`),u("rank_a","rank A",72,`rank_a: the row's rank by ${n} in report A (1: the largest bias).`,"1 = largest","ranks"),u("rank_b","rank B",72,`rank_b: the row's rank by ${n} in report B (1: the largest bias).`,"1 = largest","ranks"),u("movement","movement",92,"movement: rank_a \u2212 rank_b, positive when the row rose (its bias ranks higher) in B.","rank A \u2212 B","ranks"),...t.map(p=>u(`${Ne}${p}`,p,96,`${n} in the latest report of run ${p} (an extra run: not in the CSV).`,`${n}, latest`))]}function js(r,t=new Set){return r.reduce((e,n)=>e+(n.group!==null&&t.has(n.group)?0:n.width),0)}function Yg(r,t,e,n=!1){if(t==="all")return new Set;if(t==="essential")return new Set(Xg);let s=new Set(n?["values"]:[]);if(e<=0)return s;for(let i of Xg){if(js(r,s)<=e)break;s.add(i)}return s}var H={aRun:"a_run",aStep:"a_step",bRun:"b_run",bStep:"b_step",also:"also",sort:"sort",dir:"dir",search:"q",verdict:"verdict",aMin:"a_min",aMax:"a_max",bMin:"b_min",bMax:"b_max",columns:"columns",drill:"drill"};function i$(r){return V+ve+r}function Jg(r){let t=[],e=(n,s)=>P(t,ve+n,s);r.a&&(e(H.aRun,r.a.run),e(H.aStep,r.a.step)),r.b&&(e(H.bRun,r.b.run),e(H.bStep,r.b.step));for(let n of r.also)e(H.also,n);return(r.sort!==Dn||r.dir!==Mn)&&(e(H.sort,r.sort),e(H.dir,r.dir)),e(H.search,r.search),e(H.verdict,r.verdict),r.brush&&(e(H.aMin,r.brush.a[0]),e(H.aMax,r.brush.a[1]),e(H.bMin,r.brush.b[0]),e(H.bMax,r.brush.b[1])),r.columns!=="auto"&&e(H.columns,r.columns),e(H.drill,r.drill),t}function Qg(r){let t=[...r],e=F(t),n=f=>e.get(ve+f),s=f=>{let b=n(f);return b===void 0||b===""?null:b},i=ha(),o=s(H.aRun);o!==null&&(i.a={run:o,step:Ur(n(H.aStep))});let a=s(H.bRun);a!==null&&(i.b={run:a,step:Ur(n(H.bStep))});let l=i$(H.also);for(let[f,b]of t)f===l&&b!==""&&!i.also.includes(b)&&i.also.push(b);let u=n(H.sort);if(u!==void 0&&t$(u)&&(!u.startsWith(Ne)||i.also.includes(u.slice(Ne.length)))){i.sort=u;let f=n(H.dir);i.dir=f==="asc"||f==="desc"?f:Fu(u)}i.search=n(H.search)??"";let p=n(H.verdict);Uu(p)&&(i.verdict=p);let m=[H.aMin,H.aMax,H.bMin,H.bMax].map(f=>O(n(f)));if(m.every(f=>f!==null)){let[f,b,w,y]=m;i.brush={a:[Math.min(f,b),Math.max(f,b)],b:[Math.min(w,y),Math.max(w,y)]}}let d=n(H.columns);return Wu.includes(d)&&(i.columns=d),i.drill=s(H.drill),i}function Zg(r){return r==="worsened"?"improved":r==="improved"?"worsened":r}function eb(r,t,e,n){return r!==null&&t.includes(r.run)?r:t.includes(e)?{run:e,step:n}:t.length?{run:t[0],step:null}:null}function tb(r,t){let e=t.filter(s=>s!==r.run);if(e.length===0)return null;let n=t.indexOf(r.run);return n<0?e[0]:t[(n+1)%t.length]}function rb(r,t){let e=t.map(s=>s.step).sort((s,i)=>s-i);if(e.length===0)return r.step;let n=r.step===null?e.length-1:e.indexOf(r.step);return n<=0?r.step:e[n-1]}function qu(r,t){return r.step===null||t.some(e=>e.step===r.step)?r:{...r,step:null}}function fa(r,t,e,n){return t.filter(s=>r.includes(s)&&s!==e?.run&&s!==n?.run)}function nb(r,t){let e=new Map,n=t.columns;for(let s=0;s<n.key.length;s++)e.set(n.key[s],n.presence[s]==="a"?null:n.bias_b[s]);return r.map(s=>{let i=e.get(s);return B(i)?i:null})}function sb(r){let t=(e,n)=>e.every((s,i)=>s===null||n[i]===null||s===n[i]);return t(r.value_a,r.bias_a)&&t(r.value_b,r.bias_b)}var o$={worsened:0,improved:1,no_significant_change:2,undetermined:3};function a$(r,t){if(t==="verdict")return r.columns.verdict.map(e=>o$[e]??null);if(t.startsWith(Ne)){let e=t.slice(Ne.length);return r.extras.find(n=>n.run===e)?.values??null}return r.columns[t]}function ib(r,t,e){let n=new Int32Array(r.rows);for(let a=0;a<n.length;a++)n[a]=a;let s=e==="asc"?1:-1;if(t==="key"){let a=r.columns.key;return n.sort((l,u)=>a[l]<a[u]?-s:a[l]>a[u]?s:l-u),n}let i=a$(r,t);if(i===null)return n;let o=new Float64Array(r.rows);for(let a=0;a<o.length;a++){let l=i[a];o[a]=B(l)?l:NaN}return n.sort((a,l)=>{let u=o[a],p=o[l],m=Number.isNaN(u),d=Number.isNaN(p);return m||d?m&&d?a-l:m?1:-1:u<p?-s:u>p?s:a-l}),n}function ob(r,t){return r.presence[t]==="both"&&B(r.bias_a[t])&&B(r.bias_b[t])}function ab(r,t,e){if(!ob(r,t))return!1;let n=r.bias_a[t],s=r.bias_b[t];return n>=e.a[0]&&n<=e.a[1]&&s>=e.b[0]&&s<=e.b[1]}function lb(r,t,e){let{search:n,brush:s}=e,i=e.keyTitles,o=e.verdict??null;if(n===null&&s===null&&o===null)return t;let a=r.columns,l=new Int32Array(t.length),u=0;for(let p=0;p<t.length;p++){let m=t[p];if(!(o!==null&&a.verdict[m]!==o)&&!(s!==null&&!ab(a,m,s))){if(n!==null){n.lastIndex=0;let d=a.key[m],f=i?_e(d,i):d;if(!n.test(d)&&(n.lastIndex=0,f===d||!n.test(f)))continue}l[u++]=m}}return l.slice(0,u)}function ub(r,t){let e=0;for(let n=0;n<r.rows;n++)ab(r.columns,n,t)&&e++;return e}function cb(r){let t=r.key.length,e=new Float64Array(t),n=new Float64Array(t),s=new Int32Array(t),i=[],o=0,a=0,l=0;for(let u=0;u<t;u++)ob(r,u)?(e[o]=r.bias_a[u],n[o]=r.bias_b[u],i.push(r.verdict[u]),s[o++]=u):r.presence[u]!=="both"?a++:l++;return{x:e.slice(0,o),y:n.slice(0,o),verdict:i,index:s.slice(0,o),oneSided:a,undefinedValue:l}}function pb(r,t=5){let e=[],n=[];for(let s=0;s<r.key.length;s++){let i=r.verdict[s],o=r.change[s];if(i!=="worsened"&&i!=="improved"||!B(o))continue;let a={row:s,key:r.key[s],biasA:r.bias_a[s],biasB:r.bias_b[s],change:o,lower:r.lower[s],upper:r.upper[s]};(i==="worsened"?e:n).push(a)}return e.sort((s,i)=>i.change-s.change||s.row-i.row),n.sort((s,i)=>s.change-i.change||s.row-i.row),{worsened:e.slice(0,t),improved:n.slice(0,t)}}function db(r){return"^"+r.replace(/[.*+?^${}()|[\]\\/-]/g,"\\$&")+"$"}function Et(r,t){r.dispatchEvent(new CustomEvent("open-report",{detail:t,bubbles:!0,composed:!0}))}function hb(r,t){r.dispatchEvent(new CustomEvent("open-compare",{detail:t,bubbles:!0,composed:!0}))}var At=340,it=320,Ze={left:50,right:12,top:12,bottom:38},l$=5e3,mb=3,fb=8,Gu=[["undetermined","--muted","#757575"],["no_significant_change","--muted","#757575"],["improved","--good","#2e7d32"],["worsened","--bad","#c62828"]];function ga(r){return Number(r.toPrecision(6))}var Fs=class extends z{constructor(){super();this.chart=null;this.canvas=null;this.scales=null;this.px=new Float32Array(0);this.py=new Float32Array(0);this.painted="";this.themeObserver=null;this.points=null,this.brush=null,this.highlight=null,this.bias="bias",this.format="value",this.columns=null,this.keyTitles={},this.drag=null,this.hover=null}willUpdate(e){(e.has("points")||e.has("bias"))&&(this.hover=null,this.draw())}updated(){this.repaintIfThemed()}connectedCallback(){super.connectedCallback(),this.themeObserver=new MutationObserver(()=>this.repaintIfThemed());for(let e=this.parentNode;e;e=e.parentNode??(e instanceof ShadowRoot?e.host:null))e instanceof Element&&this.themeObserver.observe(e,{attributes:!0})}disconnectedCallback(){super.disconnectedCallback(),this.themeObserver?.disconnect(),this.themeObserver=null}repaintIfThemed(){this.points&&this.scales&&this.canvas&&this.colorKey()!==this.painted&&(this.canvas=this.paint(this.points,this.scales),this.requestUpdate())}colors(){let e=this.isConnected?getComputedStyle(this):null;return new Map(Gu.map(([n,s,i])=>[n,e?.getPropertyValue(s).trim()||i]))}colorKey(){return[...this.colors().values()].join(" ")}draw(){let e=this.points;if(this.chart=null,this.canvas=null,this.scales=null,this.px=new Float32Array(0),this.py=new Float32Array(0),!e||e.x.length===0)return;let n=0,s=-1/0;for(let f of[e.x,e.y])for(let b=0;b<f.length;b++)f[b]<n&&(n=f[b]),f[b]>s&&(s=f[b]);let i=s>n?(s-n)*.04:Math.max(Math.abs(n)*.1,.05),o=[n<0?n-i:0,s+i],a=this.format==="points",l=a?" (pp)":"",u=a?f=>String(Number((f*100).toPrecision(6))):void 0,p=_.plot({width:At,height:it,marginLeft:Ze.left,marginRight:Ze.right,marginTop:Ze.top,marginBottom:Ze.bottom,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{domain:o,label:`${this.bias} in A${l}`,labelAnchor:"center",labelArrow:"none",grid:!0,ticks:5,tickFormat:u},y:{domain:o,label:`${this.bias} in B${l}`,labelArrow:"none",grid:!0,ticks:5,tickFormat:u},marks:[_.line([[o[0],o[0]],[o[1],o[1]]],{stroke:"currentColor",strokeOpacity:.6,strokeDasharray:"4,3",strokeWidth:1})]}),m=p.scale("x"),d=p.scale("y");if(this.chart=p,this.scales=m&&d?{x:m,y:d}:null,this.scales){let{x:f,y:b}=this.scales;this.px=Float32Array.from(e.x,w=>f.apply(w)),this.py=Float32Array.from(e.y,w=>b.apply(w)),this.canvas=this.paint(e,this.scales)}}paint(e,n){let s=document.createElement("canvas"),i=Math.max(1,Math.min(3,globalThis.devicePixelRatio||1));s.width=Math.round(At*i),s.height=Math.round(it*i),s.className="dots";let o=s.getContext("2d");if(!o)return s;o.scale(i,i);let a=e.x.length>l$,l=a?1.5:2.5,u=this.colors();this.painted=[...u.values()].join(" ");for(let[p]of Gu){let m=p==="worsened"||p==="improved";o.globalAlpha=m?a?.7:.85:a?.35:.5,o.fillStyle=u.get(p),o.beginPath();for(let d=0;d<e.x.length;d++){if(e.verdict[d]!==p)continue;let f=n.x.apply(e.x[d]),b=n.y.apply(e.y[d]);o.moveTo(f+l,b),o.arc(f,b,l,0,2*Math.PI)}o.fill()}return s}point(e){let n=e.currentTarget.getBoundingClientRect(),s=n.width?At/n.width:1,i=n.height?it/n.height:1,o=(e.clientX-n.left)*s,a=(e.clientY-n.top)*i,l=(u,p,m)=>Math.min(m,Math.max(p,u));return[l(o,Ze.left,At-Ze.right),l(a,Ze.top,it-Ze.bottom)]}onDown(e){if(e.button!==0||!this.scales)return;e.currentTarget.setPointerCapture(e.pointerId);let[n,s]=this.point(e);this.drag={x0:n,y0:s,x1:n,y1:s},e.preventDefault()}nearest(e,n){let s=null,i=fb*fb,{px:o,py:a}=this;for(let l=0;l<o.length;l++){let u=o[l]-e,p=a[l]-n,m=u*u+p*p;m<=i&&(i=m,s=l)}return s}onMove(e){let[n,s]=this.point(e);if(!this.drag){let i=this.nearest(n,s);i!==this.hover&&(this.hover=i);return}this.drag={...this.drag,x1:n,y1:s}}onLeave(){this.drag||(this.hover=null)}onUp(e){let n=this.drag;if(!n)return;let[s,i]=this.point(e);this.drag=null;let o=this.scales,a=null,l=Math.abs(s-n.x0)<mb&&Math.abs(i-n.y0)<mb;if(l&&this.points){let u=this.nearest(s,i);if(u!==null){let p=this.points.index[u];this.dispatchEvent(new CustomEvent("point-click",{detail:p,bubbles:!0,composed:!0}));return}}if(o?.x.invert&&o.y.invert&&!l){let u=ga(o.x.invert(n.x0)),p=ga(o.x.invert(s)),m=ga(o.y.invert(n.y0)),d=ga(o.y.invert(i));a={a:[Math.min(u,p),Math.max(u,p)],b:[Math.min(m,d),Math.max(m,d)]}}a===null&&this.brush===null||this.dispatchEvent(new CustomEvent("brush-change",{detail:a,bubbles:!0,composed:!0}))}onCancel(){this.drag=null}rect(){let e=this.drag;if(e)return{left:Math.min(e.x0,e.x1),top:Math.min(e.y0,e.y1),width:Math.abs(e.x1-e.x0),height:Math.abs(e.y1-e.y0)};let n=this.brush,s=this.scales;if(!n||!s)return null;let i=m=>Math.min(At-Ze.right,Math.max(Ze.left,s.x.apply(m))),o=m=>Math.min(it-Ze.bottom,Math.max(Ze.top,s.y.apply(m))),a=i(n.a[0]),l=i(n.a[1]),u=o(n.b[0]),p=o(n.b[1]);return{left:Math.min(a,l),top:Math.min(u,p),width:Math.abs(l-a),height:Math.abs(p-u)}}ring(){let e=this.points;if(this.highlight===null||!e||!this.scales)return h;let n=e.index.indexOf(this.highlight);return n<0?h:c`<div class="ring" style="left: ${this.px[n]}px; top: ${this.py[n]}px"></div>`}tip(){let e=this.points,n=this.hover;if(n===null||!e||n>=e.x.length||this.drag)return h;let s=e.index[n],i=this.columns,o=i&&s<i.key.length?i.key[s]:"",a=i?.change[s],l=i?he(i.lower[s],i.upper[s],yt(this.format)):"",u=this.px[n],p=this.py[n],m=u>At/2,d=p>it/2,f=`${m?`right: ${At-u+8}px`:`left: ${u+8}px`}; ${d?`bottom: ${it-p+8}px`:`top: ${p+8}px`}`;return c`<div class="ring hover" style="left: ${u}px; top: ${p}px"></div>
      <div class="tip" role="tooltip" data-row=${s} data-verdict=${e.verdict[n]} style=${f}>
        <div class="k">${_e(o,this.keyTitles)}</div>
        <div>${this.bias}: A ${Ce(e.x[n],this.format)} → B ${Ce(e.y[n],this.format)}</div>
        ${typeof a=="number"?c`<div>change ${zt(a,this.format)}${l?` ${l}`:""}</div>`:h}
        <div class="v-${e.verdict[n]}">${ye[e.verdict[n]]}</div>
      </div>`}legend(){let e=this.points;if(!e)return h;let n=new Map;for(let s of e.verdict)n.set(s,(n.get(s)??0)+1);return c`<div class="legend">
      ${Gu.map(([s])=>s).reverse().filter(s=>s!=="undetermined"||n.has(s)).map(s=>c`<span class="v-${s}" data-verdict=${s}
            ><span class="sw"></span><span class="name">${ye[s]} (${v(n.get(s)??0)})</span></span
          >`)}
    </div>`}render(){let e=this.points;if(!e)return h;let n=this.rect(),s=[e.oneSided?`${v(e.oneSided)} row${e.oneSided===1?"":"s"} found in one report only`:"",e.undefinedValue?`${v(e.undefinedValue)} without a value on one side`:""].filter(Boolean);return c`
      <h3>${this.bias}: A against B</h3>
      ${this.legend()}
      ${this.chart?c`<div
            class="plot"
            data-points=${e.x.length}
            @pointerdown=${this.onDown}
            @pointermove=${this.onMove}
            @pointerup=${this.onUp}
            @pointercancel=${this.onCancel}
            @pointerleave=${this.onLeave}
          >
            ${this.chart} ${this.canvas}
            ${n?c`<div
                  class="rect"
                  style="left: ${n.left}px; top: ${n.top}px; width: ${n.width}px; height: ${n.height}px"
                ></div>`:h}
            ${this.ring()} ${this.tip()}
          </div>`:c`<div class="muted">No row has a value in both reports.</div>`}
      <div class="note muted">
        ${v(e.x.length)} row${e.x.length===1?"":"s"} plotted; above the dashed diagonal y = x, the bias is
        larger in B. Hover a dot to read it, click it to show its row; drag a rectangle to select rows, click elsewhere to
        clear.
        ${s.length?c`Not plotted: ${s.join("; ")}.`:h}
      </div>
    `}};Fs.properties={points:{attribute:!1},brush:{attribute:!1},highlight:{attribute:!1},bias:{attribute:!1},format:{attribute:!1},columns:{attribute:!1},keyTitles:{attribute:!1},drag:{state:!0},hover:{state:!0}},Fs.styles=[R,$`
      :host {
        display: block;
      }
      .plot {
        position: relative;
        width: ${At}px;
        height: ${it}px;
        cursor: crosshair;
        touch-action: none;
        user-select: none;
      }
      .plot svg {
        display: block;
      }
      .dots {
        position: absolute;
        left: 0;
        top: 0;
        width: ${At}px;
        height: ${it}px;
        pointer-events: none;
      }
      .rect {
        position: absolute;
        box-sizing: border-box;
        border: 1px solid var(--accent, #f57c00);
        background: color-mix(in srgb, var(--accent, #f57c00) 12%, transparent);
        pointer-events: none;
      }
      .ring {
        position: absolute;
        width: 10px;
        height: 10px;
        margin: -6px 0 0 -6px;
        border: 2px solid var(--fg, #212121);
        border-radius: 50%;
        pointer-events: none;
      }
      .ring.hover {
        border-width: 1px;
      }
      .tip {
        position: absolute;
        z-index: 2;
        max-width: 220px;
        padding: 4px 8px;
        border: 1px solid var(--border, #e0e0e0);
        border-radius: 3px;
        background: var(--surface, #fff);
        color: var(--fg, #212121);
        font-size: 11px;
        line-height: 1.4;
        pointer-events: none;
        box-shadow: 0 1px 3px rgba(0, 0, 0, 0.2);
      }
      .tip .k {
        font-weight: 500;
        overflow-wrap: anywhere;
      }
      .legend {
        display: flex;
        flex-wrap: wrap;
        gap: 2px 12px;
        font-size: 11px;
        margin: 2px 0;
      }
      .legend .sw {
        display: inline-block;
        width: 8px;
        height: 8px;
        margin-right: 4px;
        border-radius: 50%;
        background: currentColor;
      }
      .v-worsened {
        color: var(--bad, #c62828);
      }
      .v-improved {
        color: var(--good, #2e7d32);
      }
      .v-no_significant_change,
      .v-undetermined {
        color: var(--muted, #757575);
      }
      .legend .name {
        color: var(--fg, #212121);
      }
      .note {
        font-size: 11px;
        max-width: ${At}px;
      }
    `];customElements.define("fairness-compare-scatter",Fs);var Xu=344,Yu=16,u$=it+100,gb=$`
    :host {
      overflow-y: auto;
    }
    fairness-mode-options.mode-options {
      margin: 2px 0 6px;
    }
    .controls {
      display: flex;
      flex-wrap: wrap;
      align-items: flex-end;
      gap: 8px 14px;
    }
    fieldset.side {
      display: flex;
      gap: 8px;
      align-items: flex-end;
      margin: 0;
      padding: 2px 8px 6px;
      border: 1px solid var(--border, #e0e0e0);
      border-radius: 3px;
    }
    fieldset.side legend {
      font-size: 11px;
      font-weight: 500;
      padding: 0 4px;
    }
    button.swap {
      height: 26px;
      margin-bottom: 6px;
      border: 1px solid var(--input-border, #c6c6c6);
      border-radius: 3px;
      background: var(--input-bg, #fff);
      cursor: pointer;
    }
    button.swap:hover {
      background: var(--hover-bg, #fff3e0);
    }
    input.search {
      width: 200px;
    }
    .also {
      display: flex;
      flex-wrap: wrap;
      gap: 2px 10px;
      align-items: center;
      min-height: 26px;
    }
    .also label {
      display: flex;
      gap: 3px;
      align-items: center;
      white-space: nowrap;
    }
    .also input {
      height: auto;
    }
    .summary .what {
      flex-basis: 100%;
    }
    button.text {
      border: 0;
      background: none;
      padding: 0;
      color: var(--accent, #f57c00);
      cursor: pointer;
      text-decoration: underline;
    }
    .chip {
      display: inline-flex;
      gap: 6px;
      align-items: baseline;
      padding: 1px 8px;
      border-radius: 10px;
      background: var(--hover-bg, #fff3e0);
      border: 1px solid var(--accent, #f57c00);
    }
    .v-worsened {
      color: var(--bad, #c62828);
    }
    .v-improved {
      color: var(--good, #2e7d32);
    }
    .v-no_significant_change,
    .v-undetermined,
    .v-none {
      color: var(--muted, #757575);
    }
    .verdict-badge {
      display: inline-block;
      flex: none;
      font-size: 11px;
      line-height: 16px;
      padding: 0 6px;
      border-radius: 8px;
      border: 1px solid currentColor;
      white-space: nowrap;
    }
    .verdict-badge.v-worsened,
    .verdict-badge.v-improved {
      font-weight: 500;
      background: color-mix(in srgb, currentColor 12%, transparent);
    }
    .verdict-summary {
      display: flex;
      gap: 8px;
      align-items: baseline;
      font-size: 14px;
      line-height: 1.45;
    }
    .verdict-summary .overall {
      font-size: 12px;
      line-height: 18px;
    }
    .overall.o-worse {
      color: var(--bad, #c62828);
    }
    .overall.o-better {
      color: var(--good, #2e7d32);
    }
    .overall.o-mixed,
    .overall.o-same {
      color: var(--muted, #757575);
    }
    .overall.o-worse,
    .overall.o-better {
      font-weight: 500;
      background: color-mix(in srgb, currentColor 12%, transparent);
    }
    .headlines {
      display: flex;
      flex-wrap: wrap;
      gap: 8px;
    }
    .headline {
      display: flex;
      flex-direction: column;
      gap: 2px;
      min-width: 170px;
      max-width: 260px;
      padding: 6px 10px;
      border: 1px solid var(--border, #e0e0e0);
      border-left-width: 3px;
      border-radius: 3px;
      background: var(--surface, transparent);
    }
    .headline[data-verdict='worsened'] {
      border-left-color: var(--bad, #c62828);
    }
    .headline[data-verdict='improved'] {
      border-left-color: var(--good, #2e7d32);
    }
    .headline .title {
      font-size: 11px;
      color: var(--muted, #757575);
    }
    .headline.performance {
      border-style: dashed;
      border-left-style: solid;
    }
    .headline .role {
      font-size: 10px;
      padding: 0 4px;
      border: 1px solid var(--border, #e0e0e0);
      border-radius: 6px;
    }
    .headline .ab {
      color: var(--fg, #212121);
      font-size: 15px;
      font-variant-numeric: tabular-nums;
    }
    .headline .why {
      font-size: 11px;
      line-height: 1.3;
    }
    .headline .foot {
      display: flex;
      gap: 8px;
      align-items: baseline;
      justify-content: space-between;
      color: var(--fg, #212121);
      font-size: 12px;
      font-variant-numeric: tabular-nums;
    }
    .download-error {
      flex-basis: 100%;
      color: var(--error, #c62828);
    }
    .main {
      flex: 1;
      min-height: ${oe(u$)}px;
      display: flex;
      gap: ${oe(Yu)}px;
    }
    fairness-compare-table {
      flex: 1;
      min-width: 0;
    }
    .side-panel {
      width: ${oe(Xu)}px;
      flex: none;
      display: flex;
      flex-direction: column;
      gap: 14px;
      overflow-y: auto;
    }
    .movers h3 {
      display: flex;
      gap: 8px;
      align-items: baseline;
    }
    .movers ol {
      margin: 0;
      padding: 0;
      list-style: none;
    }
    /* The key and its change on one line, the biases and the interval below (muted): the key is never squeezed out. */
    .movers li button {
      display: grid;
      grid-template-columns: minmax(0, 1fr) auto;
      width: 100%;
      gap: 0 8px;
      align-items: baseline;
      border: 0;
      background: none;
      padding: 2px 4px;
      cursor: pointer;
      text-align: left;
    }
    .movers li button:hover {
      background: var(--hover-bg, #fff3e0);
    }
    .movers .k {
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    .movers .ab {
      grid-column: 1 / -1;
      color: var(--muted, #757575);
      font-size: 11px;
      text-align: left;
    }
    .warn {
      color: var(--error, #c62828);
    }
    /* Too narrow for the table and the scatter side by side: the scatter and the movers
       below the table, full width, and the view scrolls as a whole. */
    :host([data-stacked]) .main {
      flex: none;
      flex-direction: column;
      min-height: 0;
    }
    :host([data-stacked]) fairness-compare-table {
      flex: none;
      min-height: 120px;
      max-height: max(280px, calc(100vh - 90px));
    }
    :host([data-stacked]) .side-panel {
      width: auto;
      flex-direction: row;
      flex-wrap: wrap;
      align-items: flex-start;
      gap: 14px 28px;
      overflow: visible;
    }
    :host([data-stacked]) .movers {
      flex: 1 1 260px;
      min-width: 0;
    }
`;function bb(r,t){return r.headlines.length===0?h:c`<div class="headlines ${t?"stale":""}">${r.headlines.map(e=>c$(e,r.level))}</div>`}function c$(r,t){let e=p=>qe(r.format,p),n=r.a_interval?he(r.a_interval[0],r.a_interval[1],e):"",s=r.b_interval?he(r.b_interval[0],r.b_interval[1],e):"",i=wr(r.better)||"neither way is better",o=Cd(r),a=[`${r.title} (${r.name}), ${i}${r.explanation?`: ${r.explanation}`:""}`,`A: ${qe(r.format,r.a)}${n?` ${n}`:""}`,`B: ${qe(r.format,r.b)}${s?` ${s}`:""}`,`change B \u2212 A: ${io(r)} (marginal ${Se(t)} interval: each headline number is judged alone)`,...o?[`Undefined: ${o}`]:[]].join(`
`),l=r.verdict,u=r.role==="performance";return c`<div
    class="headline ${u?"performance":""}"
    data-name=${r.name}
    data-verdict=${l??"none"}
    data-role=${r.role??h}
    title=${u?`${a}
Performance, not a bias: judged, but not part of the verdict above (a model worse for everyone alike is not less fair).`:a}
  >
    <span class="title">${r.title}${u?c` <span class="role">performance</span>`:h}</span>
    <span class="ab"
      ><span class="a" data-v=${r.a??h}>${qe(r.format,r.a)}</span> →
      <span class="b" data-v=${r.b??h}>${qe(r.format,r.b)}</span></span
    >
    <span class="foot">
      <span class="change" data-v=${r.change??h}>${io(r)}</span>
      ${l!==null?c`<span class="verdict-badge v-${l}" data-verdict=${l}>${ye[l]}</span>`:h}
    </span>
    ${o?c`<span class="why muted" data-role="undefined">${o}</span>`:h}
  </div>`}function Ju(r,t,e,n,s,i="value",o={}){return c`<div class="movers" data-movers=${r}>
    <h3>
      <span class="v-${r}">${r==="worsened"?"Worsened":"Improved"}</span>
      <span class="muted">${v(e)}</span>
      ${e>t.length?c`<button class="text" name=${`show-${r}`} @click=${()=>s.showAll(r)}>show all</button>`:h}
    </h3>
    ${t.length?c`<ol>
          ${t.map(l=>{let u=he(l.lower,l.upper,yt(i));return c`<li>
              <button
                data-row=${l.row}
                title=${`Show ${Kt(l.key,o)} in the table: ${n} ${Ce(l.biasA,i)} \u2192 ${Ce(l.biasB,i)}, change ${zt(l.change,i)} ${u}`}
                @click=${()=>s.showRow(l.row)}
              >
                <span class="k">${_e(l.key,o)}</span><span class="num ch v-${r}" data-v=${l.change}>${zt(l.change,i)}</span
                ><span class="num ab">${n} ${Ce(l.biasA,i)} → ${Ce(l.biasB,i)}${u?` \xB7 change ${u}`:""}</span>
              </button>
            </li>`})}
        </ol>`:c`<div class="muted">None.</div>`}
  </div>`}var vb="",p$={auto:"fit the width",all:"all",essential:"essential only"},Qu="";function wb(r,t,e){let n=r.sel[t],s=t==="a"?r.stepsA:r.stepsB;return c`<fieldset class="side" data-side=${t}>
    <legend>Report ${t==="a"?"A":"B"}</legend>
    <label class="field">
      <span class="name">Run</span>
      <select
        name=${`${t}_run`}
        .disabled=${!n}
        @change=${o=>e.side(t,{run:o.target.value})}
      >
        ${r.runs.map(o=>c`<option .value=${o} .selected=${o===n?.run}>${o}</option>`)}
      </select>
    </label>
    <label class="field">
      <span class="name">Step</span>
      <select
        name=${`${t}_step`}
        .disabled=${!n}
        @change=${o=>{let a=o.target.value;e.side(t,{step:a===vb?null:Number(a)})}}
      >
        <option .value=${vb} .selected=${n?.step===null}>latest</option>
        ${(s??[]).map(o=>c`<option .value=${String(o.step)} .selected=${o.step===n?.step}>
              ${o.step} · ${qt(o.wall_time)}
            </option>`)}
      </select>
    </label>
  </fieldset>`}function yb(r,t){let e=r.sel,n=r.runs.filter(s=>s!==e.a?.run&&s!==e.b?.run);return c`<div class="controls">
    ${wb(r,"a",t)}
    <button class="swap" name="swap" title="Swap A and B" aria-label="Swap A and B" @click=${()=>t.swap()}>⇄</button>
    ${wb(r,"b",t)}
    <label class="field">
      <span class="name">Search keys (regex)</span>
      <input
        class="search ${r.searchError?"invalid":""}"
        name="search"
        type="search"
        placeholder="e.g. ^nurse$"
        .value=${e.search}
        @input=${s=>{t.search(s.target.value)}}
      />
    </label>
    ${n.length?c`<div class="field">
          <span class="name">Also show runs</span>
          <div class="also">
            ${n.map(s=>c`<label
                ><input
                  type="checkbox"
                  name="also"
                  .value=${s}
                  .checked=${e.also.includes(s)}
                  @change=${i=>t.also(s,i.target.checked)}
                />${s}</label
              >`)}
          </div>
        </div>`:h}
    ${d$(r,t)} ${h$(r,t)}
    <span class="spacer"></span>
    ${r.shell.renderCsvButton("csv",r.data!==null&&!r.csvPending,()=>t.downloadCsv(!1),r.data?`All ${v(r.data.rows)} rows as CSV, from the server (as tb-fairness export --vs-run/--vs-step prints them)`:void 0)}
    <button
      class="primary"
      name="csv-shown"
      ?disabled=${r.data===null||r.csvPending}
      title="The rows the search, the verdict filter and the brush show, in their order, as CSV (the same columns and values)"
      @click=${()=>t.downloadCsv(!0)}
    >
      CSV of rows shown
    </button>
    ${r.searchError?c`<div class="search-error" title=${r.searchError}>${r.searchError}</div>`:h}
    ${r.csvError!==null?c`<div class="download-error" role="alert" title=${r.csvError}>Could not download the CSV: ${r.csvError}</div>`:h}
  </div>`}function d$(r,t){let e=r.data?.summary,n=r.sel.verdict;return c`<label class="field">
    <span class="name">Verdict</span>
    <select
      name="verdict"
      .disabled=${!r.data}
      @change=${s=>{let i=s.target.value;t.verdict(Uu(i)?i:null)}}
    >
      <option .value=${Qu} .selected=${n===null}>all</option>
      ${Lt.map(s=>c`<option .value=${s} .selected=${n===s}>${ye[s]}${e?` (${v(e[s])})`:""}</option>`)}
    </select>
  </label>`}function h$(r,t){let e=r.sel.columns,n=r.hiddenColumns,s=["Which columns the table shows: all; only those that say better or worse (the key, the bias in A and B, the change, its interval, the verdict); or those that fit the width (the ranks go first, then the signed values).",n.length?`Left out now: ${n.join(", ")}.`:"","The CSV has every column."].filter(Boolean).join(" ");return c`<label class="field" title=${s}>
    <span class="name">Columns</span>
    <select name="columns" data-hidden=${n.length} @change=${i=>t.columns(i.target.value)}>
      ${Wu.map(i=>c`<option .value=${i} .selected=${e===i}>
            ${p$[i]}${i==="auto"&&e==="auto"&&n.length?` (${n.length} hidden)`:""}
          </option>`)}
    </select>
  </label>`}function xb(r){return`${r.run} \xB7 step ${r.step}`}function $b(r,t,e){let n=r.summary,s=r.judgement;return c`<div
    class="verdict-summary ${e?"stale":""}"
    data-overall=${s.overall}
    data-worsened=${n.worsened}
    data-improved=${n.improved}
    data-no-significant-change=${n.no_significant_change}
    data-undetermined=${n.undetermined}
    data-worsened-headlines=${s.worsened.headlines.join(",")}
    data-improved-headlines=${s.improved.headlines.join(",")}
  >
    <span
      class="verdict-badge overall o-${s.overall}"
      title=${`From the ${t.many}' verdicts (Benjamini-Hochberg at FDR ${Se(r.fdr)} on the change of ${r.bias}) and the headline numbers' (each at ${Se(r.level)})`}
      >${s.title}</span
    >
    <span class="sentence">${s.sentence}</span>
  </div>`}function _b(r,t,e){let n=Pd(as(t.declaration,"compare",r.options)),s=r.a.run===r.b.run&&r.a.step===r.b.step,i=t.sel,o=r.summary,a=[...t.extraErrors].map(([l,u])=>`${l}: ${u}`);return c`<div
    class="summary"
    data-shown=${t.shown}
    data-total=${r.rows}
    data-a-run=${r.a.run}
    data-a-step=${r.a.step}
    data-b-run=${r.b.run}
    data-b-step=${r.b.step}
    data-verdict=${i.verdict??Qu}
    data-extras=${t.extras.filter(l=>l.values!==null).map(l=>l.run).join(",")}
  >
    <span class="what"
      >Comparing <b>${r.bias}</b>, the size of the bias (lower is better; signed: ${r.value}), of the
      ${t.kindTitle||r.kind} report ${r.tag}${n?c` <span class="muted">(${n})</span>`:h}</span
    >
    <span
      >A = <b>${xb(r.a)}</b>
      <button class="text" name="open-a" title="Open report A in its view" @click=${()=>e.openReport({run:r.a.run,step:r.a.step})}>
        open</button
      ></span>
    <span
      >B = <b>${xb(r.b)}</b>
      <button class="text" name="open-b" title="Open report B in its view" @click=${()=>e.openReport({run:r.b.run,step:r.b.step})}>
        open</button
      ></span>
    ${s?c`<span class="warn">A and B are the same report: pick another step or run.</span>`:h}
    <span class="counts"
      ><b>${v(r.rows)}</b> ${r.rows===1?t.noun.one:t.noun.many} · ${v(o.only_in_a)} only in A ·
      ${v(o.only_in_b)} only in B</span
    >
    <span class="muted"
      >${Se(r.level)} intervals; verdicts at FDR ${Se(r.fdr)} (Benjamini-Hochberg); the rows judged worsened or
      improved show their FCR-adjusted interval, the others their marginal one</span
    >
    ${Zt(t.shown,r.rows,"rows",i.brush?c`<span class="chip" data-brushed=${t.brushed}
            >${v(t.brushed)} selected in the scatter —
            <button class="text" name="clear-brush" @click=${()=>e.clearBrush()}>clear</button></span
          >`:void 0)}
    ${a.length?c`<span class="warn">Could not load: ${a.join("; ")}</span>`:h}
  </div>`}var m$=5,ba=class{constructor(){this.table=null;this.search={regex:null,error:null};this.visible=new Int32Array(0);this.visibleList=[];this.points=null;this.moved={worsened:[],improved:[]};this.noun={one:"row",many:"rows"};this.keyTitles={};this.brushed=0;this.order=null;this.besideWidth=0;this.stacked=!1}update(t,e){let n=t.data;(e.has("data")||e.has("extras"))&&(this.table=n?{rows:n.rows,columns:n.columns,extras:t.extras}:null),e.has("data")&&(this.points=n?cb(n.columns):null,this.moved=n?pb(n.columns,m$):{worsened:[],improved:[]}),(e.has("data")||e.has("declaration"))&&(this.noun=Td(t.declaration,n));let s=dn(t.declaration),i=s!==this.keyTitles;if(this.keyTitles=s,e.has("data")||e.has("extras")||e.has("declaration")){let b=n?ma({value:n.value,bias:n.bias,a:"",b:"",noun:this.noun.one,level:n.level,fdr:n.fdr},t.extras.map(w=>w.run)):[];this.besideWidth=js(b,new Set(["ranks"]))+Yu+Xu}let o=t.hostWidth>0&&t.hostWidth<this.besideWidth;o!==this.stacked&&(this.stacked=o,t.toggleAttribute("data-stacked",o));let a=t.sel,l=e.has("sel")?e.get("sel"):a;(!l||l.search!==a.search)&&(this.search=ut(a.search));let u=this.table;if(!u){this.order=null,this.visible=new Int32Array(0),this.visibleList=[],this.brushed=0;return}let p=e.has("data")||e.has("extras")||this.order===null,m=!l||l.sort!==a.sort||l.dir!==a.dir;(p||m)&&(this.order=ib(u,a.sort,a.dir));let d=!l||l.brush!==a.brush,f=!l||l.search!==a.search||l.verdict!==a.verdict||i;if(p||m||d||f){let b={search:this.search.regex,brush:a.brush,verdict:a.verdict,keyTitles:this.keyTitles};this.visible=lb(u,this.order,b),this.visibleList=Array.from(this.visible)}(p||d)&&(this.brushed=a.brush?ub(u,a.brush):0)}};var va=class{constructor(t,e){this.host=t;this.api=e;this.pending=!1;this.error=null;this.request=new A;t.addController(this)}hostDisconnected(){this.request.cancel(),this.pending=!1}async download(t,e,n){if(!t)return;let s=["fairness","compare",t.tag,t.a.run,`step${t.a.step}`,"vs",t.b.run,`step${t.b.step}`,t.value],i=ge(n?[...s,"shown"]:s),o={tag:t.tag,run:t.a.run,step:t.a.step,vs_run:t.b.run,vs_step:t.b.step,options:e};this.pending=!0,this.error=null,this.host.requestUpdate();let a;try{a=await this.request.run(l=>this.api().diffCsv(o,l))}catch(l){this.pending=!1,this.error=pe(l),this.host.requestUpdate();return}a!==E&&(this.pending=!1,this.host.requestUpdate(),Jt(n?ki(a,"key",n)??a:a,i))}};var f$=["label","threshold","fdr","level"];function kb(r){let t={};for(let e of f$){let n=r[e];n!==void 0&&n!==""&&(t[e]=n)}return t}function tc(r,t,e,n,s={}){return{tag:e,run:r.run,step:r.step,vs_run:t.run,vs_step:t.step,options:{...s,metric:n.metric,class_name:n.className,max_level:n.maxLevel,min_size:n.minSize,k:n.k}}}var g$=["rank","slice","size","value","gap_a","gap_b","change","verdict","appeared"],On={sort:"slice_diff_sort",dir:"slice_diff_dir",all:"slice_diff_all"};function wa(){return{sort:"rank",dir:"asc",all:!1}}function rc(r,t=!0){return r==="rank"||r==="slice"||r==="verdict"?"asc":r==="value"||r==="gap_a"||r==="gap_b"?t?"desc":"asc":"desc"}function nc(r){let t=F(r),e=wa(),n=t.get(On.sort);if(n!==void 0&&g$.includes(n)){e.sort=n;let s=t.get(On.dir);e.dir=s==="asc"||s==="desc"?s:rc(e.sort)}return e.all=t.get(On.all)==="1",e}function b$(r){let t=[];return(r.sort!=="rank"||r.dir!=="asc")&&(P(t,On.sort,r.sort),P(t,On.dir,r.dir)),r.all&&P(t,On.all,"1"),t}function sc(r,t,e){return[...lr({...r,sort:"rank",dir:"asc"},e),...b$(t)]}var Zu=`${V}slice`,ec=`${V}${ve}slice`;function Rb(r){return r.filter(([t])=>t.startsWith(Zu)).map(([t,e])=>[ec+t.slice(Zu.length),e])}function v$(r){let t=[];for(let[e,n]of r)e.startsWith(ec)&&t.push([Zu+e.slice(ec.length),n]);return t}function Tb(r,t){let e=v$(r);return sc(Rt(e,t),nc(e),t)}function Pe(r){return typeof r=="number"&&Number.isFinite(r)?r:null}function Cb(r){return r.rows.map((t,e)=>{let n=Pe(t.size_a);return{rank:e+1,slice:t.slice,predicates:Ql(t.slice),sizeA:n,valueA:Pe(t.value_a),gapA:Pe(t.gap_a),lowerA:Pe(t.lower_a),upperA:Pe(t.upper_a),sizeB:Pe(t.size_b),valueB:Pe(t.value_b),gapB:Pe(t.gap_b),lowerB:Pe(t.lower_b),upperB:Pe(t.upper_b),change:Pe(t.change),lower:Pe(t.lower),upper:Pe(t.upper),p:Pe(t.p_value),q:Pe(t.q_value),verdict:t.verdict,appeared:t.appeared===!0,absentA:n===0||n===null}})}function w$(r){return r.appeared||r.verdict==="worsened"}function Pb(r,t){return t?[...r]:r.filter(w$)}var y$={worsened:0,no_significant_change:1,undetermined:2,improved:3};function Sb(r,t){switch(t){case"rank":return r.rank;case"slice":return r.slice;case"size":return r.sizeB;case"value":return r.valueB;case"gap_a":return r.gapA;case"gap_b":return r.gapB;case"change":return r.change;case"verdict":return y$[r.verdict];case"appeared":return r.appeared?1:0}}function Eb(r,t,e){let n=e==="asc"?1:-1;return[...r].sort((s,i)=>{let o=Sb(s,t),a=Sb(i,t);if(o===null||a===null)return o===null&&a===null?s.rank-i.rank:o===null?1:-1;let l=typeof o=="string"||typeof a=="string"?String(o).localeCompare(String(a)):o-a;return l!==0?n*l:s.rank-i.rank})}function Ab(r){return`${Number((r*100).toPrecision(4))}%`}function x$(r){return typeof r.class_name=="string"?` among the people of class ${r.class_name}`:r.threshold!==void 0?` at threshold ${K(r.threshold)}${r.label!==void 0?` (label ${r.label})`:""}`:""}function ic(r,t){let e=t.length,n=`by ${nt(r.metric)}`,s=x$(r),i=`(up to ${Me(r.max_level,"attribute")}, at least ${Me(r.min_size,"person","people")})`;if(e===0)return`B lists no slice ${n}${s} ${i}: nothing to compare with A.`;let o=`B's ${Me(e,"worst slice")}`;return r.appeared===0&&r.worsened===0?`None of ${o} ${n}${s} appeared or worsened significantly since A.`:`Among ${o} ${n} ${i}${s}: ${v(r.appeared)} appeared and ${v(r.worsened)} worsened significantly since A (Benjamini\u2013Hochberg at ${Ab(r.fdr)}).`}function Db(r){return`show all ${v(r)} of B's worst slices`}var Mb="appeared: surely worse than everyone else in B, not in A",Us="appeared: surely worse than everyone else in B (the whole interval of its gap is on the worse side of 0), not in A (A's interval reaches 0, or A had nobody in the slice)";function Lb(r,t){let e=r.q===null?"":` (${Xt(r.q).replace(/^p/,"q")}; Benjamini\u2013Hochberg at ${Ab(t.fdr)} over the slices listed)`;switch(r.verdict){case"worsened":return`${ye.worsened}: the slice's harm grew significantly from A to B${e}`;case"improved":return`${ye.improved}: the slice's harm shrank significantly from A to B${e}`;case"no_significant_change":return`${ye.no_significant_change}: the change is within chance${e}; it does not show the harm stayed the same`;case"undetermined":return`${ye.undetermined}: the harm is undefined in A or B${r.absentA?" (A had nobody in the slice)":""}`}}function Ob(r,t,e){return e?`Showing all ${Me(t,"slice")} B lists.`:`Showing the ${Me(r,"slice")} that appeared or worsened, of B's ${v(t)} worst.`}var Nb="own-options",Nn=new Map,$$=64;function _$(r,t){Nn.delete(r),Nn.set(r,t),Nn.size>$$&&Nn.delete(Nn.keys().next().value)}var Ws=class extends C{constructor(){super();this.request=new A;this.key="";this.declaration=null,this.inherited={},this.own={},this.skip=[],this.mode="compare",this.api=null,this.source=null,this.revision="",this.values=null}disconnectedCallback(){super.disconnectedCallback(),this.request.cancel(),this.key=""}willUpdate(e){(e.has("source")||e.has("api")||e.has("revision"))&&this.readValues()}readValues(){let e=this.source,n=this.api;if(e===null||n===null){this.request.cancel(),this.key="",this.values=null;return}let s=ah(e,this.revision);if(s===this.key)return;let i=this.key.split("\0")[1]===e.tag;this.key=s;let o=Nn.get(s);if(o){this.request.cancel(),this.values=o;return}i||(this.values=null),this.request.run(a=>n.values(e,a)).then(a=>{a!==E&&(_$(s,a.values),this.key===s&&(this.values=a.values))},()=>{this.key===s&&(this.values=null)})}set(e,n){let s=ch(this.own,e,n,this.values,this.inherited);this.dispatchEvent(new CustomEvent(Nb,{detail:s,bubbles:!0,composed:!0}))}control(e){let n=this.declaration,s=this.own[e.name]??"",i=xl(n,e.name,this.inherited),o=i===""?"as the report decides":`as the report view: ${i}`,a=uh(n,e,this.values,this.inherited,this.own),l=Ge(this.inherited,this.own),u=l[e.name]?yl(n,e.name,l):[],p=u.length?` Not sent until ${u.map(f=>L(n,f)).join(", ")} is chosen too.`:"";if(a.type==="select"){let f=D(n,e.name,`The first entry: ${o}.${s?` Chosen: ${s}.`:""}${p}`);return c`<select
        name=${"opt-"+e.name}
        class=${[s?"own":"",p?"incomplete":""].join(" ").trim()}
        title=${f}
        data-entries=${a.entries.length-1}
        @change=${b=>this.set(e.name,b.target.value)}
      >
        ${a.entries.map(b=>c`<option value=${b.value} .selected=${s===b.value}>${b.label}</option>`)}
      </select>`}let m=D(n,e.name,`Empty: ${o}.${p}`),d=wo(n,e.name,s);return c`<input
      name=${"opt-"+e.name}
      class=${[s?"own":"",d?"":"invalid",p?"incomplete":""].join(" ").trim()}
      placeholder=${i||"default"}
      title=${m}
      .value=${s}
      @change=${f=>{let b=f.target.value.trim();wo(n,e.name,b)?this.set(e.name,b):this.requestUpdate()}}
    />`}render(){let e=oh(this.declaration,this.mode,this.skip);return e.length===0?h:c`${e.map(n=>c`<label class="field">
          <span class="name" title=${D(this.declaration,n.name)}>${L(this.declaration,n.name)}</span>
          ${this.control(n)}
        </label>`)}
      ${Object.keys(this.own).length?c`<button class="primary small" name="reset-options" title="Back to the report view's options" @click=${()=>this.dispatchEvent(new CustomEvent(Nb,{detail:{},bubbles:!0,composed:!0}))}>
            As the report view
          </button>`:h}`}};Ws.properties={declaration:{attribute:!1},inherited:{attribute:!1},own:{attribute:!1},skip:{attribute:!1},mode:{attribute:!1},api:{attribute:!1},source:{attribute:!1},revision:{attribute:!1},values:{state:!0}},Ws.styles=[R,Z,$`
      :host {
        display: flex;
        flex-wrap: wrap;
        gap: 8px 12px;
        align-items: flex-end;
      }
      input {
        width: 110px;
      }
      select {
        max-width: 16em;
      }
      input.own,
      select.own {
        border-color: var(--accent);
      }
      input.incomplete,
      select.incomplete {
        border-style: dashed;
      }
      button.small {
        height: 22px;
        padding: 0 8px;
        font-size: 12px;
      }
    `];customElements.define("fairness-mode-options",Ws);var Ib=[...Fo,$`
    :host {
      flex: none;
      margin-top: 6px;
    }
    .sentences .side {
      color: var(--fg);
    }
    .shown {
      display: flex;
      flex-wrap: wrap;
      gap: 4px 16px;
      align-items: center;
      font-size: 12px;
      margin: 2px 0 6px;
    }
    .toggle {
      display: inline-flex;
      gap: 4px;
      align-items: center;
      cursor: pointer;
    }
    .toggle input {
      margin: 0;
    }
    .table-box {
      max-height: 460px;
    }
    button.slice-open {
      display: block;
      border: 0;
      background: none;
      padding: 0;
      margin: 0;
      font: inherit;
      color: inherit;
      text-align: left;
      cursor: pointer;
    }
    button.slice-open:hover .chip {
      border-color: var(--accent);
    }
    button.slice-open:focus-visible {
      outline: 2px solid var(--accent);
      outline-offset: 1px;
    }
    td.pair .a,
    td.pair .to {
      color: var(--muted);
    }
    td.pair .to {
      font-size: 11px;
    }
    td.pair .v {
      font-weight: 500;
    }
    td.pair .v.missing {
      font-weight: 400;
    }
    td.verdict {
      text-align: right;
    }
    .v-worsened {
      color: var(--bad);
    }
    .v-improved {
      color: var(--good);
    }
    .v-no_significant_change,
    .v-undetermined {
      color: var(--muted);
    }
    td.change.v-worsened .v,
    td.change.v-improved .v {
      font-weight: 500;
    }
    .verdict-badge,
    .new-badge {
      display: inline-block;
      font-size: 11px;
      line-height: 16px;
      padding: 0 6px;
      border-radius: 8px;
      border: 1px solid currentColor;
      white-space: nowrap;
      cursor: help;
    }
    .verdict-badge.v-worsened,
    .verdict-badge.v-improved,
    .new-badge {
      font-weight: 500;
      background: color-mix(in srgb, currentColor 12%, transparent);
    }
    /* Appeared: surely worse than the rest in B, not in A (a judgement, as a verdict is). */
    .new-badge {
      color: var(--bad);
    }
    td.mark {
      width: 36px;
    }
    .hint .reason {
      margin-bottom: 4px;
      overflow-wrap: anywhere;
    }
  `];function S$(r){let t=r.replace(/^table: /,"");return`${t.charAt(0).toUpperCase()}${t.slice(1)}${/[.!?]$/.test(t)?"":"."}`}var qs=class extends C{constructor(){super();this.request=new A;this.shell=new X(this,[this.request]);this.asked="";this.rows=[];this.order=[];this.revealChart=!1;this.api=null,this.tag="",this.a=null,this.b=null,this.declaration=null,this.params=[],this.context={},this.selection=Dr(null),this.view=wa(),this.data=null,this.minSizeText="",this.kText="",this.addEventListener("view-status",e=>{e.stopPropagation(),e.composedPath()[0]===this&&(this.dataset.status=e.detail)}),this.addEventListener("keydown",e=>{e.key==="Escape"&&this.selection.slice!==null&&this.pick(null)})}routeKey(){return!this.a||!this.b?"":JSON.stringify(tc(this.a,this.b,this.tag,this.selection,this.context))}async load(){let{api:e,a:n,b:s,tag:i}=this;if(!e||!n||!s||!i)return;this.asked=this.routeKey();let o=tc(n,s,i,this.selection,this.context),a=await this.shell.run(this.request,l=>e.sliceDiff(o,l),()=>this.data=null);a!==E&&(this.data=a,a.available&&this.selection.minSize===null&&(this.minSizeText=String(a.min_size)),this.shell.ready())}willUpdate(e){this.hasUpdated||(this.selection=Rt(this.params,this.declaration),this.view=nc(this.params),this.minSizeText=this.selection.minSize===null?"":String(this.selection.minSize),this.kText=this.selection.k===null?"":String(this.selection.k),this.revealChart=this.selection.slice!==null,this.emitSelection());let n=this.routeKey();if(n!==""&&n!==this.asked&&this.load(),e.has("data")||e.has("view")){let s=this.data;this.rows=s?.available?Cb(s):[];let i=Pb(this.rows,this.view.all),o=this.view.sort==="rank"&&this.view.dir==="asc";this.order=o?i:Eb(i,this.view.sort,this.view.dir)}}emitSelection(){G(this,sc(this.selection,this.view,this.declaration))}change(e){this.selection={...this.selection,...e},this.emitSelection()}changeView(e){this.view={...this.view,...e},this.emitSelection()}pick(e){e!==this.selection.slice&&(this.revealChart=e!==null,this.change({slice:e}))}onNumber(e,n){e==="min_size"?this.minSizeText=n:this.kText=n;let s=de(this.declaration,e,n),i=e==="min_size"?"minSize":"k";s===null||s===this.selection[i]||this.change({[i]:s})}onSort(e){let n=this.data?.available?this.data.higher_is_worse:!0,s=gt(e,this.view.sort,this.view.dir,i=>rc(i,n));this.changeView({sort:e,dir:s})}reset(){this.selection=Dr(this.declaration),this.view=wa(),this.minSizeText="",this.kText=this.selection.k===null?"":String(this.selection.k),this.emitSelection()}onChartLoaded(e){this.revealChart&&(this.revealChart=!1,e.target.scrollIntoView({block:"nearest",behavior:"smooth"}))}onChartStep(e,n){e.stopPropagation(),typeof e.detail.step=="number"&&Et(this,{run:n,step:e.detail.step})}renderControls(){let e=this.declaration,n=this.selection,s=wn(e),i=U(e,"max_level"),o=i?.minimum??1,a=Math.max(o,i?.maximum??4),l=Array.from({length:a-o+1},(d,f)=>o+f),u=this.minSizeText.trim()!==""&&de(e,"min_size",this.minSizeText)===null,p=de(e,"k",this.kText)===null,m=d=>d.target.value;return c`<div class="group" role="group" aria-label="Slices compared: options">
      <label class="field" title=${D(e,"metric","The slices are judged by the error rate unless asked.")}>
        <span class="name">${L(e,"metric")}</span>
        <select name="slice_metric" @change=${d=>this.change({metric:m(d)})}>
          ${(s.length?s:[n.metric]).map(d=>c`<option value=${d} ?selected=${d===n.metric}>${nt(d)}</option>`)}
        </select>
      </label>
      <label class="field" title=${D(e,"max_level")}>
        <span class="name">${L(e,"max_level","Max attributes")}</span>
        <select name="slice_max_level" @change=${d=>this.change({maxLevel:Number(m(d))})}>
          ${l.map(d=>c`<option value=${d} ?selected=${d===n.maxLevel}>${d}</option>`)}
        </select>
      </label>
      ${Ue({label:L(e,"min_size","Min size"),name:"slice_min_size",text:this.minSizeText,invalid:u,title:u?$e(e,"min_size"):D(e,"min_size"),min:be(e,"min_size").min,step:"1",onInput:d=>this.onNumber("min_size",d)})}
      ${Ue({label:L(e,"k","Slices"),name:"slice_k",text:this.kText,invalid:p,title:p?$e(e,"k"):D(e,"k","How many of B's worst slices are compared."),...be(e,"k"),step:"1",onInput:d=>this.onNumber("k",d)})}
    </div>`}columns(e){let n=`${Math.round(e.level*100)}%`,s=nt(e.metric),i=e.higher_is_worse?"higher":"lower",o=a=>`gap in ${a}: the slice's ${s} minus everyone else's in report ${a}, in percentage points, with Newcombe's ${n} interval`;return[{key:"rank",name:"#",title:"B's rank: B's worst slice first"},{key:"slice",name:"slice",title:"slice: the people with every one of these attributes' values",text:!0},{key:"size",name:"n",sub:"A \u2192 B",title:"n (size_a, size_b): the people in the slice in A and in B; sorted by B"},{key:"value",name:s,sub:"A \u2192 B",title:`${s} (value_a, value_b): the rate in the slice, in A and in B (${i} is worse); sorted by B`},{key:"gap_a",name:"gap in A",sub:`pp [${n}]`,title:o("A")},{key:"gap_b",name:"gap in B",sub:`pp [${n}]`,title:o("B")},{key:"change",name:"change",sub:`harm, pp [${n}]`,title:`change: how much the slice's harm (its gap in the worse direction) grew from A to B, in percentage points, with its ${n} interval; positive is worse in B`},{key:"verdict",name:"verdict",title:`verdict: whether the harm changed significantly (Benjamini\u2013Hochberg at ${e.fdr} over the slices listed)`},{key:"appeared",name:"new",title:Us}]}renderHead(e){let n=this.view,s=e.key===n.sort;return c`<th class=${e.text?"text":e.key==="appeared"?"mark":""} data-col=${e.key} aria-sort=${bt(s,n.dir)}>
      <button title=${`${e.title}. Click to sort.`} @click=${()=>this.onSort(e.key)}>
        <span class="name">${e.name}</span>${s?c` <span class="arrow">${vt(!0,n.dir)}</span>`:h}${e.sub?c`<span class="sub">${e.sub}</span>`:h}
      </button>
    </th>`}pair(e,n,s,i=!1){let o=i?"A had nobody in this slice":n.title;return c`<td class="num pair" data-col=${e} data-value=${s.missing?"":s.title} title=${`A: ${o}; B: ${s.title}`}>
      <span class="a ${n.missing?"missing":""}">${n.text}</span><span class="to" aria-label="to"> → </span><span class="v ${s.missing?"missing":""}"
        >${s.text}</span
      >
    </td>`}interval(e,n,s,i,o=""){let a=Ss(s,i);return c`<td class="num ${o} ${n.missing?"missing":""}" data-col=${e} data-value=${n.missing?"":n.title} title=${n.title}>
      <span class="v">${n.text}</span><span class="interval" title=${a.title}>${a.missing?"":a.text}</span>
    </td>`}renderRow(e,n){let s=n.slice===this.selection.slice;return c`<tr
      class=${n.appeared||n.verdict==="worsened"?"flagged":""}
      data-slice=${n.slice}
      data-rank=${n.rank}
      data-verdict=${n.verdict}
      data-appeared=${n.appeared?"true":"false"}
      aria-selected=${s?"true":"false"}
      @click=${()=>this.pick(n.slice)}
    >
      <td class="num rank" data-col="rank">${n.rank}</td>
      <td class="text slice" data-col="slice">
        <button class="slice-open" name="slice-open" title=${`${n.slice}: chart its gap in B over the steps`} aria-pressed=${s?"true":"false"}>
          ${n.predicates.map(i=>c`<span class="chip" data-attribute=${i.attribute}>${i.attribute}=${i.value}</span>`)}
        </button>
      </td>
      ${this.pair("size",ks(n.sizeA),ks(n.sizeB),n.absentA)}
      ${this.pair("value",Ye(n.valueA),Ye(n.valueB),n.absentA)}
      ${this.interval("gap_a",Ht(n.gapA),n.lowerA,n.upperA)} ${this.interval("gap_b",Ht(n.gapB),n.lowerB,n.upperB)}
      ${this.interval("change",Ht(n.change),n.lower,n.upper,`change v-${n.verdict}`)}
      <td class="verdict" data-col="verdict">
        <span class="verdict-badge v-${n.verdict}" title=${Lb(n,e)}>${ye[n.verdict]}</span>
      </td>
      <td class="mark" data-col="appeared">${n.appeared?c`<span class="new-badge" title=${Us}>new</span>`:h}</td>
    </tr>`}renderTable(e){let n=this.columns(e);return c`<div class="table-box">
      <table aria-label="Slices compared">
        <thead>
          <tr>
            ${n.map(s=>this.renderHead(s))}
          </tr>
        </thead>
        <tbody>
          ${this.order.length===0?c`<tr class="none-row">
                  <td class="none" colspan=${n.length}>
                    ${this.rows.length===0?ic(e,this.rows):"No slice appeared or worsened: tick the box above to see them all."}
                  </td>
                </tr>`:this.order.map(s=>this.renderRow(e,s))}
        </tbody>
      </table>
    </div>`}renderTrend(e){let n=this.selection.slice;if(n===null)return h;let s=e.b.run;return c`<div class="trend">
      <fairness-slice-trend
        .api=${this.api}
        .params=${zo(e.tag,s,n,this.selection,this.context)}
        .run=${s}
        .step=${e.b.step}
        @slice-close=${()=>this.pick(null)}
        @slice-trend-loaded=${i=>this.onChartLoaded(i)}
        @report-change=${i=>this.onChartStep(i,s)}
      ></fairness-slice-trend>
    </div>`}renderBody(e){let n=this.rows.length;return c`<div
      class="content ${this.shell.loading?"stale":""}"
      data-rows=${n}
      data-appeared=${e.appeared}
      data-worsened=${e.worsened}
      data-metric=${e.metric}
    >
      <div class="sentences">
        <div class="headline" data-role="slice-diff-summary">${ic(e,this.rows)}</div>
        <div class="scored muted" data-role="slice-diff-sides">
          A: <span class="side">${e.a.run} @ ${e.a.step}</span>, B: <span class="side">${e.b.run} @ ${e.b.step}</span>.
          <span class="new-badge" title=${Us}>new</span> <span title=${Us}>${Mb}</span>. Click a slice to
          chart its gap in B over the steps.
        </div>
      </div>
      <div class="shown">
        <span data-role="slice-diff-shown">${Ob(this.order.length,n,this.view.all)}</span>
        ${n>0?c`<label class="toggle">
                <input type="checkbox" name="slice_diff_all" .checked=${this.view.all} @change=${s=>this.changeView({all:s.target.checked})} />
                ${Db(n)}
              </label>`:h}
      </div>
      ${this.renderTable(e)} ${this.renderTrend(e)}
    </div>`}renderHint(e){return c`<div class="hint" data-role="no-slices" title=${e}>
      <div class="reason">${S$(e)}</div>
      Write both reports with <code>slices=True</code> to see which intersections of the attributes' values appeared or worsened, e.g.
      <pre>w.${this.declaration?.name??"writer"}(tag, step, …, attributes, slices=True)</pre>
    </div>`}render(){let e=this.data,n=e!==null&&!e.available;return c`<h3 class="title">Slices that appeared or worsened in B</h3>
      ${n?this.renderHint(e.reason):this.renderControls()}
      ${this.shell.renderError("Could not compare the slices",[{label:"Reset the slices",name:"slice-reset",run:()=>this.reset()}])}
      ${e===null?this.shell.loading?c`<div class="loading">Comparing the slices…</div>`:h:e.available?this.renderBody(e):h}`}};qs.properties={api:{attribute:!1},tag:{attribute:!1},a:{attribute:!1},b:{attribute:!1},declaration:{attribute:!1},params:{attribute:!1},context:{attribute:!1},selection:{state:!0},view:{state:!0},data:{state:!0},minSizeText:{state:!0},kText:{state:!0}},qs.styles=Ib;customElements.define("fairness-slice-diff",qs);function Kb(r,t,e,n,s,i){return ar(e)?c`<fairness-slice-diff
    .a=${r.a}
    .b=${r.b}
    .tag=${r.tag}
    .api=${t}
    .declaration=${e}
    .params=${n}
    .context=${kb(s)}
    @view-params=${o=>{o.stopPropagation(),i(o.detail)}}
  ></fairness-slice-diff>`:h}function k$(r,t,e=null){let n=typeof e=="number"?` (q-value ${ee(e)})`:"";switch(r){case"worsened":return`Worsened: the bias grew from A to B, significantly (Benjamini-Hochberg at FDR ${Se(t)}${n}); the interval shown is FCR-adjusted and excludes 0.`;case"improved":return`Improved: the bias shrank from A to B, significantly (Benjamini-Hochberg at FDR ${Se(t)}${n}); the interval shown is FCR-adjusted and excludes 0.`;case"no_significant_change":return`No significant change: the change of the bias is not significant after controlling the FDR at ${Se(t)} over the rows${n}. This does not show the bias stayed the same; the interval shown is the marginal one, which may exclude 0 for this row alone.`;default:return"Undetermined: the bias is undefined on a side (too little data, no interval), or the row is in one report only."}}var Gs=class extends C{constructor(){super();this.resize=new ResizeObserver(e=>{let n=Math.floor(e[0]?.contentRect.width??0);n!==this.width&&(this.width=n)});this.cursor=new rr(this,{open:e=>this.openRow(e,null),close:()=>!1});this.heads=[];this.leftOut=new Set;this.told="";this.grid="";this.minWidth=0;this.rowTemplate=e=>this.renderRow(e);this.onFocusKey=e=>{let n=e.composedPath()[0];if(!(n instanceof HTMLElement)||!n.classList.contains("k"))return;let s=Number(n.closest(".row")?.dataset.row);Number.isInteger(s)&&this.cursor.set(s)};this.onKeyAfterCursor=e=>{if(!e.defaultPrevented||e.key==="Escape"||e.key==="Enter"||e.key===" ")return;let n=e.composedPath()[0];if(!(n instanceof HTMLElement)||!n.classList.contains("k"))return;let s=this.cursor.row;if(s===null)return;let i=o=>{if(s!==this.cursor.row)return;let a=this.keyButton(s);a?a.focus({preventScroll:!0}):o&&requestAnimationFrame(()=>i(!1))};this.updateComplete.then(async()=>{await this.renderRoot.querySelector("lit-virtualizer")?.updateComplete,i(!0)})};this.table=null,this.rows=[],this.sort=Dn,this.dir=Mn,this.names={value:"value",bias:"bias",a:"A",b:"B",noun:"row",level:.95,fdr:.05},this.keyTitles={},this.highlight=null,this.openKey=null,this.columns="auto",this.width=0}connectedCallback(){super.connectedCallback(),this.resize.observe(this),this.addEventListener("keydown",this.onKeyAfterCursor),this.addEventListener("focusin",this.onFocusKey)}disconnectedCallback(){super.disconnectedCallback(),this.resize.disconnect(),this.removeEventListener("keydown",this.onKeyAfterCursor),this.removeEventListener("focusin",this.onFocusKey)}missingTitle(e,n){let s=this.table.columns.presence[n],{a:i,b:o}=this.names;switch(e){case"value_a":case"bias_a":case"rank_a":return s==="b"?`Not in report A (${i}): this row is only in B.`:`Undefined in report A (${i}): too little data for this row, or no value.`;case"value_b":case"bias_b":case"rank_b":return s==="a"?`Not in report B (${o}): this row is only in A.`:`Undefined in report B (${o}): too little data for this row, or no value.`;case"change":return s==="both"?"No change: the bias is undefined on one side.":`No change: the row is only in ${s==="a"?"A":"B"}.`;case Ln:return s==="both"?"No interval: a side has no bias with an interval.":`No interval: the row is only in ${s==="a"?"A":"B"}.`;case"movement":return"No movement: the row is not ranked on both sides.";default:{let a=e.slice(Ne.length);return this.table.extras.find(u=>u.run===a)?.values?`Not in the latest report of run ${a}, or undefined there.`:`Not loaded: the report of run ${a}.`}}}missing(e,n){return c`<div class="cell num missing" role="cell" data-col=${e} title=${this.missingTitle(e,n)}>—</div>`}cell(e,n,s,i){if(typeof s!="number"||!Number.isFinite(s))return this.missing(e,n);let o;return e==="rank_a"||e==="rank_b"?o=v(s):e==="movement"?o=pn(s,v(s).replace(/^-/,"\u2212")):o=Ce(s,this.names.format),c`<div class="cell num" role="cell" data-col=${e} data-v=${String(s)} title=${i??String(s)}>${o}</div>`}biasCell(e,n){let s=this.table.columns,i=e==="bias_a"?"a":"b",o=s[e][n],a=he(s[`lower_${i}`][n],s[`upper_${i}`][n],yt(this.names.format??"value")),l=`${this.names.bias} in ${i.toUpperCase()}: ${Ce(o,this.names.format)}${a?`, ${Se(this.names.level)} interval ${a}`:", no interval"}`;return this.cell(e,n,o,l)}changeTitle(e){let n=this.table.columns,s=this.names.format??"value",i=he(n.lower[e],n.upper[e],yt(s)),o=n.p_value[e],a=n.q_value[e],l=n.change[e];return[`change ${typeof l=="number"?zt(l,s):"\u2014"}`,i?`${so(n.interval[e],this.names.level)} ${i}`:"no interval",typeof o=="number"?`p = ${ee(o)}`:"",typeof a=="number"?`q = ${ee(a)}`:""].filter(Boolean).join(", ")}changeCell(e,n){let s=this.table.columns,i=s.change[e];return typeof i!="number"||!Number.isFinite(i)?this.missing("change",e):c`<div
      class="cell num change v-${n}"
      role="cell"
      data-col="change"
      data-v=${String(i)}
      data-lower=${s.lower[e]??h}
      data-upper=${s.upper[e]??h}
      title=${this.changeTitle(e)}
    >
      ${zt(i,this.names.format)}
    </div>`}intervalCell(e){let n=this.table.columns,s=he(n.lower[e],n.upper[e],yt(this.names.format??"value"));if(!s)return this.missing(Ln,e);let i=n.interval[e];return c`<div
      class="cell num interval i-${i}"
      role="cell"
      data-col=${Ln}
      data-interval=${i}
      data-lower=${n.lower[e]??h}
      data-upper=${n.upper[e]??h}
      title=${this.changeTitle(e)}
    >
      ${s}<span class="ik">${i==="fcr"?"FCR":"marg."}</span>
    </div>`}shows(e){return!this.leftOut.has(e)}renderRow(e){let n=this.table,s=n.columns,i=s.key[e],o=s.presence[e],a=s.verdict[e],l=this.shows("values"),u=this.shows("ranks");return c`<div
      class="row ${o==="both"?"":"one-sided"} ${e===this.highlight?"focus":""} ${i===this.openKey?"open":""} ${this.cursor.isCursor(e)?"cursor":""}"
      role="row"
      style=${this.grid}
      data-row=${e}
      data-presence=${o}
      data-verdict=${a}
    >
      <div class="cell key" role="cell" data-col="key" title=${Kt(i,this.keyTitles)}>
        <button
          class="k"
          data-key=${i}
          aria-expanded=${i===this.openKey?"true":"false"}
          title=${`${Kt(i,this.keyTitles)}: click or press Enter to drill down (its counts, every run, every step)`}
          @click=${p=>this.openRow(e,p.currentTarget)}
        >${_e(i,this.keyTitles)}</button>
        ${o==="both"?h:c`<span class="badge">only in ${o==="a"?"A":"B"}</span>`}
      </div>
      ${l?c`${this.cell("value_a",e,s.value_a[e])} ${this.cell("value_b",e,s.value_b[e])}`:h}
      ${this.biasCell("bias_a",e)} ${this.biasCell("bias_b",e)} ${this.changeCell(e,a)} ${this.intervalCell(e)}
      <div class="cell verdict" role="cell" data-col="verdict" data-verdict=${a} title=${k$(a,this.names.fdr,s.q_value[e])}>
        <span class="verdict-badge v-${a}">${ye[a]}</span>
      </div>
      ${u?c`${this.cell("rank_a",e,s.rank_a[e])} ${this.cell("rank_b",e,s.rank_b[e])} ${this.cell("movement",e,s.movement[e])}`:h}
      ${n.extras.map(p=>this.cell(`${Ne}${p.run}`,e,p.values?.[e]))}
    </div>`}openRow(e,n){let s=this.table?.columns.key[e];if(s===void 0)return;this.cursor.set(e);let i=n??this.keyButton(e);Qh(this,{key:s,opener:i})}keyButton(e){return this.renderRoot.querySelector(`.row[data-row="${e}"] button.k`)}willUpdate(e){e.has("table")&&(this.scrollTop=0);let n=this.table,s=ma(this.names,(n?.extras??[]).map(u=>u.run));this.heads=s,this.leftOut=Yg(s,this.columns,this.width,n!==null&&sb(n.columns));let i=s.filter(u=>u.group===null||!this.leftOut.has(u.group));this.minWidth=js(i);let[o,...a]=i,l=u=>/^(value|bias)_[ab]$/.test(u.key)?`minmax(${u.width}px, 1fr)`:`${u.width}px`;this.grid=`grid-template-columns: minmax(${o.width}px, 2fr) ${a.map(l).join(" ")}; min-width: ${this.minWidth}px`,this.rowTemplate=u=>this.renderRow(u)}updated(){let e=this.heads.filter(n=>n.group!==null&&this.leftOut.has(n.group)).map(n=>n.name).join(`
`);e!==this.told&&(this.told=e,this.dispatchEvent(new CustomEvent("columns-hidden",{detail:e?e.split(`
`):[],bubbles:!0,composed:!0})))}intervalHead(e){return{header:c`<div class="fixed" role="columnheader" data-col=${e.key} title=${e.title}>
        <span class="top"><span class="col-name">${e.name}</span></span>
        <span class="sub">${e.sub}</span>
      </div>`}}render(){if(!this.table)return h;let n=this.heads.filter(s=>s.group===null||!this.leftOut.has(s.group)).map(s=>s.key===Ln?this.intervalHead(s):{key:s.key,name:s.name,sub:s.sub,title:s.title.replace(/\.$/,""),text:s.key==="key"});return nr(this,{columns:n,defaultDir:Fu,renderRow:this.rowTemplate,label:"Rows of A and B aligned by key",empty:"No row matches the search, the verdict or the selection.",tableStyle:`--table-min-width: ${this.minWidth}px`,headStyle:this.grid,focusable:!0})}};Gs.properties={...wt,names:{attribute:!1},keyTitles:{attribute:!1},highlight:{attribute:!1},openKey:{attribute:!1},columns:{attribute:!1},width:{state:!0}},Gs.styles=[R,...sr,$`
      lit-virtualizer {
        min-width: var(--table-min-width);
      }
      .head button,
      .head .fixed {
        padding: 4px 6px;
      }
      .head .fixed {
        display: flex;
        flex-direction: column;
        align-items: flex-end;
        justify-content: center;
        gap: 1px;
        font-weight: 500;
        min-width: 0;
        cursor: help;
      }
      /* An unsorted head keeps no room for its arrow: its name has the whole width. */
      .head button[aria-sort='none'] .arrow {
        display: none;
      }
      .head .top {
        max-width: 100%;
      }
      .head .col-name {
        overflow: hidden;
        text-overflow: ellipsis;
      }
      /* The second line names a report (run @ step): it wraps, so a long run name reads
         whole up to three lines (the head's title has it in full too). */
      .head .sub {
        white-space: normal;
        overflow-wrap: anywhere;
        text-align: right;
        display: -webkit-box;
        -webkit-box-orient: vertical;
        -webkit-line-clamp: 3;
        line-clamp: 3;
      }
      .head button.text .sub {
        text-align: left;
      }
      .cell {
        padding: 0 6px;
      }
      /* The key stays in view when the table scrolls sideways. */
      .head [data-col='key'],
      .cell.key {
        position: sticky;
        left: 0;
        z-index: 1;
      }
      .head [data-col='key'] {
        background: var(--header-bg);
      }
      .head [data-col='key']:hover {
        background: var(--header-hover);
      }
      .cell.key {
        background: inherit;
        height: 100%;
        box-shadow: inset -1px 0 0 var(--row-border);
      }
      .row.focus {
        background: var(--selected-bg, #ffe0b2);
        box-shadow: inset 3px 0 0 var(--accent, #f57c00);
      }
      .row.one-sided .num {
        color: var(--muted, #757575);
      }
      .cell.key {
        display: flex;
        gap: 6px;
        align-items: center;
      }
      .cell.key .k {
        overflow: hidden;
        text-overflow: ellipsis;
      }
      button.k {
        min-width: 0;
        border: 0;
        padding: 0;
        background: none;
        color: inherit;
        font: inherit;
        text-align: left;
        white-space: nowrap;
        cursor: pointer;
      }
      button.k:hover {
        color: var(--accent, #f57c00);
        text-decoration: underline dotted;
        text-underline-offset: 2px;
      }
      button.k:focus-visible {
        outline: 2px solid var(--accent, #f57c00);
        outline-offset: 1px;
      }
      .row.open {
        background: var(--selected-bg, #ffe0b2);
      }
      .row.open button.k {
        color: var(--accent, #f57c00);
        font-weight: 500;
      }
      .badge {
        flex: none;
        font-size: 10px;
        padding: 0 5px;
        border-radius: 8px;
        border: 1px solid var(--border, #e0e0e0);
        color: var(--muted, #757575);
        line-height: 14px;
      }
      .missing {
        color: var(--muted, #757575);
        cursor: help;
      }
      .cell.interval {
        color: var(--muted, #757575);
        font-size: 12px;
      }
      .cell.interval .ik {
        margin-left: 4px;
        font-size: 10px;
        opacity: 0.8;
      }
      .cell.interval.i-fcr {
        color: inherit;
      }
      .cell.verdict {
        cursor: help;
        text-align: right;
      }
      .verdict-badge {
        display: inline-block;
        font-size: 11px;
        line-height: 16px;
        padding: 0 6px;
        border-radius: 8px;
        border: 1px solid currentColor;
        color: var(--muted, #757575);
      }
      .v-worsened {
        color: var(--bad, #c62828);
      }
      .v-improved {
        color: var(--good, #2e7d32);
      }
      .verdict-badge.v-worsened,
      .verdict-badge.v-improved {
        font-weight: 500;
        background: color-mix(in srgb, currentColor 12%, transparent);
      }
    `];customElements.define("fairness-compare-table",Gs);var Xs=class extends C{constructor(){super();this.moreParams=[];this.request=new A;this.extraRequest=new A;this.csv=new va(this,()=>this.api);this.shell=new X(this,[this.request,this.extraRequest]);this.stepsCache=new Map;this.extraErrors=new Map;this.derived=new ba;this.resize=new ResizeObserver(e=>{let n=Math.floor(e[0]?.contentRect.width??0);n!==this.hostWidth&&(this.hostWidth=n)});this.drillOpener=null;this.focusDrill=!1;this.moversActions={showAll:e=>this.onVerdict(e),showRow:e=>this.focusRow(e)};this.controlsActions={side:(e,n)=>this.onSide(e,n),swap:()=>this.swap(),search:e=>{this.highlight=null,this.patch({search:e})},also:(e,n)=>this.onAlso(e,n),verdict:e=>this.onVerdict(e),columns:e=>this.patch({columns:e}),downloadCsv:e=>{this.csv.download(this.data,this.usedOptions,e&&this.data?this.derived.visibleList.map(n=>this.data.columns.key[n]):void 0)}};this.summaryActions={openReport:e=>Et(this,e),clearBrush:()=>this.onBrush(null)};this.onSliceParams=e=>{this.moreParams=e,this.setSel(this.sel)};this.tag="",this.kind="",this.kindTitle="",this.declaration=null,this.runs=[],this.run="",this.step=null,this.options={},this.params=[],this.revision="",this.own={},this.sel=ha(),this.data=null,this.extras=[],this.stepsA=null,this.stepsB=null,this.highlight=null,this.hostWidth=0,this.hiddenColumns=[]}get drill(){return this.sel.drill}async stepsOf(e,n){let s=`${this.tag}\0${e}`,i=this.stepsCache.get(s);if(i)return i;let o=await this.api.steps(e,this.tag,n);return this.stepsCache.set(s,o.steps),o.steps}async load(){let e=this.sel.a,n=this.sel.b;if(this.extraRequest.cancel(),e===null){this.request.cancel(),this.data=null,this.shell.fail(`No run holds a report under the tag ${this.tag}.`);return}let{tag:s,api:i}=this,o=this.usedOptions;this.shell.start();let a;try{a=await this.request.run(async l=>{let u=await this.stepsOf(e.run,l),p=qu(e,u),m=n??{run:p.run,step:rb(p,u)},d=m.run===p.run?u:await this.stepsOf(m.run,l),f=qu(m,d),b=await i.diff({tag:s,run:p.run,step:p.step,vs_run:f.run,vs_step:f.step,options:o},l);return{a:p,b:f,stepsA:u,stepsB:d,diff:b}})}catch(l){this.data=null,this.shell.fail(l);return}a!==E&&(this.stepsA=a.stepsA,this.stepsB=a.stepsB,this.highlight=null,this.drill!==null&&!a.diff.columns.key.includes(this.drill)&&this.closeDrill(!1),this.extras=[],this.data=a.diff,this.setSel({...this.sel,a:a.a,b:a.b}),await this.loadExtras())}async loadExtras(){let e=this.data,n=this.sel.a,s=this.sel.also;if(!e||!n||s.length===0){this.extraRequest.cancel(),this.extras=[],this.extraErrors=new Map,e&&this.shell.ready();return}let i=new Map(this.extras.map(m=>[m.run,m]));this.extras=s.map(m=>i.get(m)??{run:m,values:null}),this.shell.start();let{tag:o,api:a}=this,l=this.usedOptions,u=e.columns.key,p=await this.extraRequest.run(m=>Promise.all(s.map(async d=>{let f=i.get(d);if(f?.values)return{run:d,values:f.values,error:null};try{let b=await a.diff({tag:o,run:n.run,step:n.step,vs_run:d,vs_step:null,options:l},m);return{run:d,values:nb(u,b),error:null}}catch(b){if(m.aborted)throw b;return{run:d,values:null,error:pe(b)}}})));p!==E&&(this.extras=p.map(({run:m,values:d})=>({run:m,values:d})),this.extraErrors=new Map(p.filter(m=>m.error!==null).map(m=>[m.run,m.error])),this.shell.ready())}setSel(e){this.sel=e;let n=ar(this.declaration)?Rb(this.moreParams):[];G(this,[...Jg(e),...St(this.own,ve,this.declaration),...n])}get usedOptions(){return ir(this.declaration,"compare",Ge(this.options,this.own))}setOwn(e){this.own=e,this.setSel(this.sel),this.load()}fit(e){let n=this.runs??[],s=eb(e.a,n,this.run,this.step),i=e.b!==null&&n.includes(e.b.run)?e.b:null;if(i===null&&s!==null){let l=tb(s,n);l!==null&&(i={run:l,step:null})}let o=fa(e.also,n,s,i),a=!e.sort.startsWith(Ne)||o.includes(e.sort.slice(Ne.length));return{...e,a:s,b:i,also:o,sort:a?e.sort:Dn,dir:a?e.dir:Mn}}onSide(e,n){let s=this.sel[e];if(!s)return;let i={...s,...n};n.run!==void 0&&n.run!==s.run&&(i.step=null);let o={...this.sel,[e]:i},a=fa(o.also,this.runs,o.a,o.b);this.setSel(this.fit({...o,also:a})),this.load()}swap(){let{a:e,b:n,brush:s}=this.sel;if(!e||!n)return;let i=s?{a:s.b,b:s.a}:null;this.setSel({...this.sel,a:n,b:e,brush:i,verdict:Zg(this.sel.verdict)}),this.load()}onAlso(e,n){let s=n?[...this.sel.also,e]:this.sel.also.filter(o=>o!==e),i=fa(s,this.runs,this.sel.a,this.sel.b);this.setSel(this.fit({...this.sel,also:i})),this.loadExtras()}patch(e){this.setSel({...this.sel,...e})}onBrush(e){this.highlight=null,this.patch({brush:e})}onVerdict(e){this.highlight=null,this.patch({verdict:e})}focusRow(e){let n=this.data?.columns.key[e];n!==void 0&&(this.highlight=e,this.patch({search:db(n),brush:null,verdict:null}))}openDrill(e){this.drillOpener=e.detail.opener,this.focusDrill=!0,this.patch({drill:e.detail.key})}closeDrill(e=!0){let n=this.drill,s=this.drillOpener;this.patch({drill:null}),this.drillOpener=null,e&&s?.isConnected&&s.dataset.key===n&&s.focus({preventScroll:!0})}updated(){if(!this.focusDrill)return;let e=this.renderRoot.querySelector("fairness-row-drilldown");e&&(this.focusDrill=!1,e.updateComplete.then(()=>e.focusPanel()))}reset(){this.stepsCache.clear(),this.setSel(this.fit(ha())),this.load()}retry(){this.stepsCache.clear(),this.load()}connectedCallback(){super.connectedCallback(),this.resize.observe(this)}disconnectedCallback(){super.disconnectedCallback(),this.resize.disconnect()}willUpdate(e){if(!this.hasUpdated)this.own=_t(this.params,ve,this.declaration),this.moreParams=Tb(this.params,this.declaration),this.setSel(this.fit(Qg(this.params))),this.load();else if(e.has("revision")&&!e.has("tag")&&!e.has("options")&&!e.has("runs"))this.stepsCache.clear(),this.load();else if(e.has("tag")||e.has("options")||e.has("runs")){let n=this.sel,s=_t(St(this.own,ve,this.declaration),ve,this.declaration);if(JSON.stringify(s)!==JSON.stringify(this.own)&&(this.own=s),e.has("tag")){this.stepsCache.clear();let i=this.runs.length<2;this.sel={...n,drill:null,a:n.a&&this.runs.includes(n.a.run)?{run:n.a.run,step:null}:null,b:!i&&n.b&&this.runs.includes(n.b.run)?{run:n.b.run,step:null}:null,brush:null}}this.setSel(this.fit(this.sel)),this.load()}this.derived.update(this,e)}renderControls(){return yb({sel:this.sel,runs:this.runs,stepsA:this.stepsA,stepsB:this.stepsB,data:this.data,searchError:this.derived.search.error,hiddenColumns:this.hiddenColumns,shell:this.shell,csvPending:this.csv.pending,csvError:this.csv.error},this.controlsActions)}renderSummary(e){let n={sel:this.sel,kindTitle:this.kindTitle,noun:this.derived.noun,shown:this.derived.visible.length,brushed:this.derived.brushed,extras:this.extras,extraErrors:this.extraErrors,declaration:this.declaration};return _b(e,n,this.summaryActions)}renderDrill(e){return this.drill===null?h:c`<fairness-row-drilldown
      class="drawer"
      role="dialog"
      aria-label=${`${this.derived.noun.one} ${this.drill}, drilled down`}
      .api=${this.api}
      .tag=${e.tag}
      .run=${e.b.run}
      .step=${e.b.step}
      .base=${{run:e.a.run,step:e.a.step}}
      .rowKey=${this.drill}
      .options=${this.usedOptions}
      .runs=${this.runs}
      .noun=${this.derived.noun.one}
      .declaration=${this.declaration}
      .closable=${!0}
      .revision=${this.revision}
      @row-close=${()=>this.closeDrill()}
    ></fairness-row-drilldown>`}render(){let e=this.sel,n=this.derived;return this.runs.length===0?c`<div class="message">No run holds a report under this tag.</div>`:c`
      ${this.renderControls()}
      <fairness-mode-options
        class="mode-options"
        .mode=${"compare"}
        .api=${this.api}
        .source=${e.a?{run:e.a.run,tag:this.tag,step:e.a.step}:null}
        .revision=${this.revision}
        .declaration=${this.declaration}
        .inherited=${this.options}
        .own=${this.own}
        @own-options=${s=>this.setOwn(s.detail)}
      ></fairness-mode-options>
      ${this.shell.renderError("Could not compare the reports",[{label:"Retry",name:"retry",run:()=>this.retry()},{label:"Reset the comparison",name:"reset",run:()=>this.reset()}])}
      ${this.shell.renderContent(n.table&&this.data,s=>c`${$b(s,n.noun,this.shell.loading)} ${bb(s,this.shell.loading)} ${this.renderSummary(s)}
            <div class="main ${this.shell.loading?"stale":""}">
              <fairness-compare-table
                .table=${n.table}
                .rows=${n.visibleList}
                .sort=${e.sort}
                .dir=${e.dir}
                .highlight=${this.highlight}
                .openKey=${this.drill}
                .keyTitles=${n.keyTitles}
                .columns=${e.columns}
                .names=${{value:s.value,bias:s.bias,a:`${s.a.run} @ ${s.a.step}`,b:`${s.b.run} @ ${s.b.step}`,noun:n.noun.one,level:s.level,fdr:s.fdr,format:s.format}}
                @sort-change=${i=>this.patch({sort:i.detail.column,dir:i.detail.dir})}
                @row-open=${i=>this.openDrill(i)}
                @columns-hidden=${i=>this.hiddenColumns=i.detail}
              ></fairness-compare-table>
              <div class="side-panel">
                <fairness-compare-scatter
                  .points=${n.points}
                  .brush=${e.brush}
                  .highlight=${this.highlight}
                  .bias=${s.bias}
                  .format=${s.format}
                  .columns=${s.columns}
                  .keyTitles=${n.keyTitles}
                  @brush-change=${i=>this.onBrush(i.detail)}
                  @point-click=${i=>this.focusRow(i.detail)}
                ></fairness-compare-scatter>
                ${Ju("worsened",n.moved.worsened,s.summary.worsened,s.bias,this.moversActions,s.format,n.keyTitles)}
                ${Ju("improved",n.moved.improved,s.summary.improved,s.bias,this.moversActions,s.format,n.keyTitles)}
              </div>
            </div>
            ${Kb(s,this.api,this.declaration,this.moreParams,this.usedOptions,this.onSliceParams)}
            ${this.renderDrill(s)}`,"Comparing the reports\u2026")}
    `}};Xs.properties={...en,sel:{state:!0},data:{state:!0},extras:{state:!0},stepsA:{state:!0},stepsB:{state:!0},highlight:{state:!0},hostWidth:{state:!0},hiddenColumns:{state:!0},revision:{attribute:!1}},Xs.styles=[R,Z,J,Fi,kr,Rr,se,gb];customElements.define("fairness-compare",Xs);var oc=["#4e79a7","#f28e2c","#e15759","#76b7b2","#59a14f","#edc949","#af7aa1","#ff9da7","#9c755f","#bab0ab"],R$=10;function In(r){return typeof r=="number"&&Number.isFinite(r)?r:null}function zb(r,t){return r.series.filter(e=>t===null||t.includes(e.run)).map(e=>({...e,points:[...e.points].sort((n,s)=>n.step-s.step)}))}function Bb(r,t=null){let e=zb(r,t),{dots:n,missing:s}=Po(e.flatMap(o=>o.points.map(a=>({line:o.run,step:a.step,wall_time:a.wall_time,value:a.present?In(a.bias):null,lower:In(a.lower),upper:In(a.upper)}))),e.map(o=>o.run)),i=[];for(let o of e){let a=o.first_worse,l=a?o.points.find(u=>u.step===a.step):void 0;a&&l&&i.push({...a,run:o.run,wall_time:l.wall_time})}return{name:"bias",dots:n,missing:s,worse:i}}function T$(r){let t=new Map;for(let e of r)for(let n of e.groups)t.set(n.group,Math.max(t.get(n.group)??0,n.n??0));return[...t.keys()].sort((e,n)=>(t.get(n)??0)-(t.get(e)??0)||(e<n?-1:e>n?1:0))}function Vb(r,t=null){return zb(r,t).map(e=>{let n=T$(e.points),s=n.slice(0,R$),i=e.points.flatMap(l=>s.map(u=>{let p=l.groups.find(m=>m.group===u);return{line:u,step:l.step,wall_time:l.wall_time,value:In(p?.value),lower:In(p?.lower),upper:In(p?.upper)}})),{dots:o,missing:a}=Po(i,s);return{run:e.run,groups:n,drawn:s.length,chart:{name:`groups:${e.run}`,dots:o,missing:a,worse:[]}}})}var ya=360,Hb=760,jb=240,C$=14;function Fb(r){let t=Math.floor((r-28)/2);return t>=ya?Math.min(t,Hb):Math.max(ya,Math.min(r,Hb))}var P$=new Intl.NumberFormat("en",{notation:"compact",maximumFractionDigits:1});function Ub(r){return Number.isInteger(r)?P$.format(r):""}function E$(r,t,e){let n=Math.max(2,Math.floor(e.width/90)),s={label:_h(r),labelAnchor:"center",labelArrow:"none",inset:8};if(r==="wall")return{scale:{...s,type:"utc",ticks:Math.min(n,5)},text:p=>qt(p/1e3)};if(r==="relative"){let p=Math.min(...t),m=Math.max(...t);return{scale:{...s,ticks:$h(p,m,n),tickFormat:Rl},text:Rl}}let i=[...new Set(t)].sort((p,m)=>p-m),o=i[i.length-1]-i[0],a=e.width-68,l=i.every((p,m)=>m===0||(p-i[m-1])/o*a>=40),u=i.length<=Math.min(10,n)&&o>0&&l?i:n;return{scale:{...s,ticks:u,tickFormat:Ub},text:p=>`step ${p}`}}function Ys(r,t,e,n){let{dots:s}=r;if(s.length===0)return{chart:r,svg:null,pixels:[],logDrawn:!1,intervalsCut:!1};let i=n.headline(r.name),o=n.level,a=o===null?"":`${Math.round(o*100)}% `,l=Sh(s,n.smoothing),u=k=>xh(k,n.x,n.origins),p=k=>n.x==="wall"?new Date(k):k,m=s.map(k=>({...k,x:p(u(k)),smoothed:l.get(k)??k.value})),d=s.map(u),f=Math.min(...d),b=Math.max(...d),w=n.x==="step"&&n.step!==null&&n.step>=f-(b-f)&&n.step<=b+(b-f)?n.step:null;if(w!==null&&(f=Math.min(f,w),b=Math.max(b,w)),f===b){let k=n.x==="wall"?1e3:1;f-=k,b+=k}let y=E$(n.x,w!==null?[...d,w]:d,n),x=m.filter(k=>k.run===n.run),T=m.filter(k=>k.run!==n.run),M=k=>`${k.run}, step ${k.step}: ${or(k.value,i.format)}`,Q=m.filter(k=>k.lower!==null&&k.upper!==null),ot=Bh(m),Ut=t.filter(k=>ot.some(ie=>ie.run===k)),le={label:null,grid:!0},Ee=Kh(s,i.format,n.fit),zr=n.log&&Rh(s);zr?(le.type="log",le.tickFormat="~g",Ee!==null&&Ee[0]>0&&(le.domain=Ee)):(Ee!==null&&(le.domain=Ee),le.tickFormat="~g",i.format==="percent"&&Ee!==null&&(le.tickFormat=os(Ee[0],Ee[1])),i.format==="points"&&(le.tickFormat=k=>String(Number((k*100).toPrecision(6))),le.label="pp"),i.format==="count"&&(le.zero=!0,le.nice=!0,le.tickFormat=Ub));let rv=r.missing.map(k=>({...k,x:p(u(k)),reason:Ro(k)})),uc=r.worse.map(k=>({...k,x:p(u(k))})),$a=n.smoothing>0,cc=(k,ie)=>$a?[_.lineY(k,{x:"x",y:"value",z:"segment",stroke:"run",strokeWidth:1,strokeOpacity:.3}),_.lineY(k,{x:"x",y:"smoothed",z:"run",stroke:"run",strokeWidth:ie})]:[_.lineY(k,{x:"x",y:"value",z:"segment",stroke:"run",strokeWidth:ie})],ue=_.plot({width:n.width,height:jb,marginTop:12,marginLeft:50,marginRight:18,marginBottom:34,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{...y.scale,domain:[p(f),p(b)]},y:{...le,inset:6},color:{domain:t,range:e},marks:[w!==null?_.ruleX([w],{stroke:"var(--chart-rule)",strokeDasharray:"3,3"}):null,_.ruleX(rv,{x:"x",stroke:"run",strokeOpacity:.45,strokeDasharray:"2,3",title:k=>`${k.run}, step ${k.step}: undefined: ${k.reason}`}),_.areaY(Q,{x:"x",y1:"lower",y2:"upper",z:"segment",fill:"run",fillOpacity:.14,clip:!0}),...["lower","upper"].map(k=>_.lineY(Q,{x:"x",y:k,z:"segment",stroke:"run",strokeOpacity:.45,strokeWidth:.75,clip:!0})),...Ut.map((k,ie)=>_.ruleX(ot.filter(Vr=>Vr.run===k),{x:"x",y1:"lower",y2:"upper",stroke:"run",strokeOpacity:.6,strokeWidth:1.5,clip:!0,dx:(ie-(Ut.length-1)/2)*3})),...cc(T,1.5),...cc(x,3),_.dot([...T,...x],{x:"x",y:"value",fill:"run",stroke:"var(--chart-halo)",strokeWidth:1,r:$a?3:4,ariaLabel:M}),_.dot(uc,{x:"x",y:"value",r:8,fill:"none",stroke:"var(--bad, #c62828)",strokeWidth:2,className:"first-worse",title:k=>`${k.run}: first significantly worse at ${Ml(k,i.format)}`})]});ue.querySelectorAll("g.first-worse circle").forEach((k,ie)=>{let Vr=uc[ie];Vr&&(k.setAttribute("data-run",Vr.run),k.setAttribute("data-step",String(Vr.step)),k.setAttribute("data-vs-step",String(Vr.vs_step)))}),ue.setAttribute("data-name",r.name),ue.setAttribute("data-x",n.x),ue.setAttribute("data-y-type",zr?"log":"linear");let Br=ue.scale("y");Br?.domain&&ue.setAttribute("data-y-domain",JSON.stringify(Br.domain));let pc=Br?.domain!==void 0&&zh(Q,Br.domain);ue.setAttribute("data-intervals-cut",String(pc)),Br?.range&&ue.setAttribute("data-y-range",JSON.stringify(Br.range));let Kn=[...T,...x],nv=new Map(Kn.map(k=>[M(k),k]));for(let k of ue.querySelectorAll('g[aria-label="dot"] circle')){let ie=nv.get(k.getAttribute("aria-label")??"");ie&&(k.setAttribute("data-run",ie.run),k.setAttribute("data-step",String(ie.step)),k.setAttribute("data-value",String(ie.value)),k.setAttribute("data-smoothed",String(ie.smoothed)),ie.lower!==null&&k.setAttribute("data-lower",String(ie.lower)),ie.upper!==null&&k.setAttribute("data-upper",String(ie.upper)))}let sv=ue.scale("x"),iv=ue.scale("y"),ii=Kn.map(k=>({x:Number(sv?.apply(k.x)),y:Number(iv?.apply(k.value))})),oi=document.createElement("div");oi.className="plot",oi.append(ue);let dc=new ac(oi,ue,Kn,ii,t,e,{title:i.title,value:k=>or(k,i.format),x:y.text,interval:k=>k.lower!==null&&k.upper!==null?`${a}interval [${or(k.lower,i.format)}, ${or(k.upper,i.format)}]`:"",smoothing:$a});return ue.addEventListener("click",k=>D$(k,ue,Kn,ii,n.open)),ue.addEventListener("pointermove",k=>{let ie=Wb(k,ue,ii);ue.classList.toggle("over-point",ie!==null),dc.show(k)}),ue.addEventListener("pointerleave",()=>dc.hide()),{chart:{...r,dots:Kn},svg:oi,pixels:ii,logDrawn:zr,intervalsCut:pc}}var ac=class{constructor(t,e,n,s,i,o,a){this.box=t;this.svg=e;this.rows=n;this.pixels=s;this.domain=i;this.colors=o;this.text=a;this.tip=document.createElement("div");this.rule=document.createElement("div");this.tip.className="hover",this.tip.setAttribute("role","tooltip"),this.rule.className="hover-rule",this.hide(),t.append(this.rule,this.tip)}hide(){this.tip.hidden=!0,this.rule.hidden=!0}show(t){let e=this.svg.getBoundingClientRect();if(e.width===0)return;let n=Number(this.svg.getAttribute("width")??e.width)/e.width,s=(t.clientX-e.left)*n,i=kh(this.rows,this.pixels.map(b=>b.x),s,this.domain);if(i.length===0)return this.hide();let o=this.pixels[this.rows.indexOf(i[0])].x,a=i.map(b=>{let w=document.createElement("div");w.className="hover-row",w.dataset.run=b.run,w.dataset.step=String(b.step),w.dataset.value=String(b.value);let y=document.createElement("span");y.className="swatch",y.style.background=this.colors[this.domain.indexOf(b.run)]??"var(--muted)";let x=document.createElement("span");x.className="run-name",x.textContent=b.run;let T=document.createElement("b");T.textContent=this.text.smoothing?this.text.value(b.smoothed):this.text.value(b.value);let M=document.createElement("span");return M.className="muted",M.textContent=[this.text.smoothing?`value ${this.text.value(b.value)}`:"",`step ${b.step}`,this.text.interval(b)].filter(Boolean).join(" \xB7 "),w.append(y,x,T,M),w}),l=document.createElement("div");l.className="hover-head",l.textContent=`${this.text.title}${this.text.smoothing?" (smoothed)":""} \xB7 ${this.text.x(A$(i[0].x))}`;let u=document.createElement("div");u.className="muted",u.textContent="click a point: open that report",this.tip.replaceChildren(l,...a,u),this.tip.hidden=!1,this.rule.hidden=!1;let p=o/n;this.rule.style.left=`${p}px`,this.rule.style.height=`${e.height}px`;let m=this.box.clientWidth,d=this.tip.offsetWidth,f=p+14+d>m?Math.max(0,p-14-d):p+14;this.tip.style.left=`${f}px`,this.tip.style.top=`${Math.max(0,t.clientY-e.top-10)}px`}};function A$(r){return r instanceof Date?r.getTime():r}function Wb(r,t,e){let n=t.getBoundingClientRect();if(n.width===0||n.height===0)return null;let s=Number(t.getAttribute("width")??n.width)/n.width,i=jb/n.height;return Eo(e,(r.clientX-n.left)*s,(r.clientY-n.top)*i,C$*s)}function D$(r,t,e,n,s){let i=Wb(r,t,n);if(i===null)return;let o=e[i];s(o)}function Js(r){return r.intervalsCut?c`<div class="note muted" data-role="intervals-cut">
    Intervals cut at the frame: the y axis fits the lines (Y axis: fit the intervals shows them whole).
  </div>`:h}function xa(r,t,e){return r.length===0?h:c`<div class="note worse" data-role="first-worse" title=${e??""}>
    <span class="ring" aria-hidden="true"></span> First significantly worse than its best before:
    ${r.map((n,s)=>c`${s?"; ":""}<span class="worse-run" data-run=${n.run} data-step=${n.step} data-vs-step=${n.vs_step}
          >${n.run} at ${Ml(n,t)}</span
        >`)}.
  </div>`}var Qs=class extends z{constructor(){super();this.request=new A;this.shell=new X(this,[this.request]);this.bias=null;this.groups=[];this.tag="",this.runs=null,this.options={},this.key=null,this.revision="",this.axes=null,this.domain=[],this.colors=[],this.keyTitles={},this.data=null,this.keyText="",this.addEventListener("view-status",e=>{e.stopPropagation(),e.composedPath()[0]===this&&(this.dataset.status=e.detail)})}drawsNow(){return this.data!==null}async load(){if(!this.api||!this.tag)return;this.shell.start();let e={tag:this.tag,runs:this.runs??[],key:this.key,options:this.options},n;try{n=await this.request.run(s=>this.api.rowTrend(e,s))}catch(s){this.data=null,this.shell.fail(s);return}n!==E&&(this.data=n,this.shell.ready())}willUpdate(e){e.has("key")&&(this.keyText=this.key??""),["api","tag","runs","options","key","revision"].some(s=>e.has(s)&&JSON.stringify(e.get(s))!==JSON.stringify(this[s]))&&this.load(),(e.has("data")||e.has("axes")||e.has("colors")||e.has("domain"))&&this.draw()}draw(){let e=this.data,n=this.axes;if(this.bias=null,this.groups=[],!e||!n||e.key===null)return;let s=ko(e.series.flatMap(l=>l.points.map(u=>({run:l.run,wall_time:u.wall_time})))),i=(l,u)=>Et(this,{run:l,step:u}),o={title:`${e.bias} of ${e.key_name} ${_e(e.key,this.keyTitles)}`,explanation:"",format:ls(e.format),better:"lower"};this.bias=Ys(Bb(e,this.runs),this.domain,this.colors,{...n,headline:()=>o,origins:s,open:l=>i(l.run,l.step)});let a={title:e.value??"value",explanation:"",format:ls(e.value_format??"value"),better:null};for(let l of Vb(e,this.runs)){let u=s.get(l.run)??0,p=l.groups.slice(0,l.drawn),m=Ys(l.chart,p,oc.slice(0,p.length),{...n,run:"",headline:()=>a,origins:new Map(p.map(d=>[d,u])),open:d=>i(l.run,d.step)});this.groups.push({group:l,drawn:m})}}pick(e){this.keyText=e;let n=e.trim()===""?null:e;n!==null&&this.data&&!this.data.keys.includes(n)&&this.data.keys.length>=this.data.keys_total||n!==this.key&&this.dispatchEvent(new CustomEvent("row-key",{detail:n,bubbles:!0,composed:!0}))}renderPicker(){let e=this.data,n=e?.key_name??"row";return c`<div class="row-picker">
      <label class="field">
        <span class="name">Per group: ${n}</span>
        <input
          name="row_key"
          list="row-keys"
          placeholder=${`a ${n}, the most biased first`}
          .value=${this.keyText}
          @change=${s=>this.pick(s.target.value)}
        />
        <datalist id="row-keys">
          ${(e?.keys??[]).map(s=>c`<option value=${s} label=${_e(s,this.keyTitles)===s?h:_e(s,this.keyTitles)}></option>`)}
        </datalist>
      </label>
      ${this.key!==null?c`<button class="small" name="row_clear" @click=${()=>this.pick("")}>Clear</button>`:h}
      ${this.key===null?c`<span class="muted">Pick a ${n} to draw its value for each group over the steps, and its bias.</span>`:h}
    </div>`}renderBias(e){let n=this.bias;return n?c`<section class="chart" style=${`width: ${this.axes?.width??360}px`} data-name="row-bias" data-points=${n.chart.dots.length}>
      <h3>${e.bias} of ${e.key_name} <span class="key" title=${Kt(e.key??"",this.keyTitles)}>${_e(e.key??"",this.keyTitles)}</span></h3>
      <div class="explanation muted">The size of this ${e.key_name}'s bias at each step, as Compare judges it, a line per run.</div>
      ${n.svg??c`<div class="none">No step has a value.</div>`} ${Js(n)}
      ${xa(n.chart.worse,ls(e.format),e.first_worse_test)}
    </section>`:h}renderGroups(e){return this.groups.map(({group:n,drawn:s})=>c`<section class="chart" style=${`width: ${this.axes?.width??360}px`} data-name="row-groups" data-run=${n.run} data-groups=${n.groups.length}>
          <h3>${n.run}: ${e.value??"value"} by group</h3>
          <div class="legend">
            ${n.groups.slice(0,n.drawn).map((i,o)=>c`<span class="group" data-group=${i}><span class="swatch" style=${`background: ${oc[o]}`}></span>${i}</span>`)}
          </div>
          ${s.svg??c`<div class="none">No group has a value at any step.</div>`} ${Js(s)}
          ${n.groups.length>n.drawn?c`<div class="note muted" data-role="more-groups">
                  The ${n.drawn} largest of ${n.groups.length} groups drawn.
                </div>`:h}
        </section>`)}render(){let e=this.data;return c`${this.renderPicker()}
      ${this.shell.renderError(`Could not load the ${e?.key_name??"row"}`,[{label:"Retry",name:"retry",run:()=>{this.load()}}])}
      ${this.shell.renderContent(e,n=>n.key!==null?c`<div class="charts row-charts ${this.shell.loading?"stale":""}">${this.renderBias(n)} ${this.renderGroups(n)}</div>`:c``,"Loading the groups over the steps\u2026")}`}};Qs.properties={api:{attribute:!1},tag:{attribute:!1},runs:{attribute:!1},options:{attribute:!1},key:{attribute:!1},revision:{attribute:!1},axes:{attribute:!1},domain:{attribute:!1},colors:{attribute:!1},keyTitles:{attribute:!1},data:{state:!0},keyText:{state:!0}},Qs.styles=[R,Z,J,se,xn];customElements.define("fairness-trend-row",Qs);var Zs=class extends z{constructor(){super();this.request=new A;this.shell=new X(this,[this.request]);this.drawn=[];this.rowAxes=null;this.chartWidth=ya;this.resize=new ResizeObserver(()=>{let e=Fb(this.clientWidth);e!==this.chartWidth&&(this.chartWidth=e,this.drawn=this.draw(),this.requestUpdate())});this.onColors=()=>{this.drawn=this.draw(),this.requestUpdate()};this.tag="",this.kind="",this.kindTitle="",this.declaration=null,this.runs=[],this.run="",this.step=null,this.options={},this.params=[],this.revision="",this.selection=Cl(null),this.thresholdText="",this.runFilter="",this.data=null}drawsNow(){return this.data!==null}connectedCallback(){super.connectedCallback(),Be().addEventListener(kt,this.onColors),this.resize.observe(this)}disconnectedCallback(){super.disconnectedCallback(),Be().removeEventListener(kt,this.onColors),this.resize.disconnect()}get hasGapThreshold(){return U(this.declaration,Xe)!==null}levelText(e){let n=Ll(e.level,Ge(this.options,this.selection.own),this.declaration);return n===null?"":`${Math.round(n*100)}%`}headline(e){return Vh(e,this.data?.headlines??this.declaration?.headlines??[])}async load(){if(!this.api||!this.tag)return;this.shell.start();let e=this.tag,n=this.selection.runs??[],s=Dl(this.options,this.selection,this.hasGapThreshold,this.declaration),i;try{i=await this.request.run(o=>this.api.trend({tag:e,runs:n,options:s},o))}catch(o){this.data=null,this.shell.fail(o);return}i!==E&&(this.data=i,this.shell.ready())}change(e){this.selection=e,G(this,El(e,this.declaration))}willUpdate(e){if(!this.hasUpdated)this.selection=Lh(this.params,this.declaration,this.runs),this.thresholdText=String(this.selection.gapThreshold??""),G(this,El(this.selection,this.declaration)),this.load();else{if(e.has("declaration")){let s=Wh(this.selection,this.declaration);s!==this.selection&&(this.change(s),this.thresholdText=String(s.gapThreshold??""))}let n=e.has("tag")||e.has("options")||e.has("kind")||e.has("declaration")||e.has("api")||e.has("revision");if(e.has("runs")){let s=Co(this.selection,this.runs);JSON.stringify(s.runs)!==JSON.stringify(this.selection.runs)&&this.change(s),n=!0}if(e.has("selection")){let s=e.get("selection");(!s||JSON.stringify(s.runs)!==JSON.stringify(this.selection.runs)||s.gapThreshold!==this.selection.gapThreshold||JSON.stringify(s.own)!==JSON.stringify(this.selection.own))&&(n=!0)}n&&this.load()}(e.has("data")||e.has("declaration")||e.has("runs")||e.has("run")||e.has("step")||e.has("selection")||e.has("runFilter"))&&(this.drawn=this.draw())}drawnRuns(){let e=Al(this.runs,this.runFilter);return this.selection.runs===null&&(this.runFilter===""||e.error)?null:Er(this.selection,this.runs).filter(n=>e.runs.includes(n))}xAxis(e){let n=this.drawnRuns();return this.selection.x??yh(e.series.filter(s=>n===null||n.includes(s.run)))}draw(){let e=this.data;if(!e||!is())return[];let n=[...this.runs,...e.series.map(l=>l.run).filter(l=>!this.runs.includes(l))],s=us(n),i=Hh(e,this.drawnRuns()),o={level:Ll(e.level,Ge(this.options,this.selection.own),this.declaration),run:this.run,step:this.step,fit:this.selection.fit,x:this.xAxis(e),smoothing:this.selection.smoothing,log:this.selection.log,width:this.chartWidth};this.rowAxes={axes:o,domain:n,colors:s};let a={...o,headline:l=>this.headline(l),origins:ko(e.series.flatMap(l=>l.points.map(u=>({run:l.run,wall_time:u.wall_time})))),open:l=>Et(this,{run:l.run,step:l.step})};return i.map(l=>Ys(l,n,s,a))}onToggle(e,n,s){let i=Oh(this.selection,this.runs,e,n);s.checked=Er(i,this.runs).includes(e),JSON.stringify(i.runs)!==JSON.stringify(this.selection.runs)&&this.change(i)}onThreshold(e,n){let s=e.target.value;this.thresholdText=s;let i=To(s,this.declaration);n&&i!==null&&i!==this.selection.gapThreshold&&this.change({...this.selection,gapThreshold:i})}download(){let e=this.data;if(!e)return;let n=this.selection.runs===null?null:Er(this.selection,this.runs),s=["fairness","trend",e.tag];this.hasGapThreshold&&this.selection.gapThreshold!==null&&s.push(`gap${this.selection.gapThreshold}`),Jt(Uh(e,n),ge(s))}renderRuns(){let e=Er(this.selection,this.runs),n=us(this.runs),s=l=>n[this.runs.indexOf(l)]??"var(--muted)",i=Al(this.runs,this.runFilter),o=Nh(this.runs,this.run).filter(l=>i.runs.includes(l)),a=this.drawnRuns()??this.runs;return c`<div class="field">
      <span class="name" data-drawn=${a.length}>Runs (${a.length} of ${this.runs.length} drawn)</span>
      <div class="run-filter">
        <input
          name="run_filter"
          placeholder="Filter runs (regex)"
          class=${i.error?"invalid":""}
          title=${i.error??"A regular expression over the run names, as in TensorBoard: only the runs it matches are listed and drawn"}
          aria-invalid=${i.error?"true":"false"}
          .value=${this.runFilter}
          @input=${l=>this.runFilter=l.target.value}
        />
        ${i.error?c`<span class="filter-error" role="alert">Invalid regex, filter ignored: ${i.error}</span>`:h}
      </div>
      <div class="runs" role="group" aria-label="Runs drawn">
        ${o.map(l=>c`<label class=${l===this.run?"current":""} title=${l===this.run?`${l} (the report on screen)`:l}>
            <input
              type="checkbox"
              name="run"
              .value=${l}
              .checked=${e.includes(l)}
              ?disabled=${e.length===1&&e.includes(l)}
              data-run=${l}
              @change=${u=>{let p=u.target;this.onToggle(l,p.checked,p)}}
            />
            <span class="swatch" style="background: ${s(l)}"></span>
            <span class="run-name">${l}</span>
          </label>`)}
        ${o.length===0?c`<span class="muted">no run matches</span>`:h}
        ${this.selection.runs!==null?c`<button class="primary small" name="all-runs" @click=${()=>this.change({...this.selection,runs:null})}>
              All runs
            </button>`:h}
      </div>
    </div>`}renderThreshold(){if(!this.hasGapThreshold)return h;let e=To(this.thresholdText,this.declaration)===null;return c`<label class="field">
      <span class="name">Gap threshold</span>
      <input
        type="number"
        name="gap_threshold"
        min=${be(this.declaration,Xe).min??h}
        max=${be(this.declaration,Xe).max??h}
        step="0.01"
        .value=${this.thresholdText}
        class=${e?"invalid":""}
        aria-invalid=${e?"true":"false"}
        title=${e?$e(this.declaration,Xe):"Labels above the gap threshold counts labels with |gap| above this"}
        @input=${n=>this.onThreshold(n,!1)}
        @change=${n=>this.onThreshold(n,!0)}
      />
    </label>`}renderFit(){return c`<label
      class="field"
      title="What the y axis fits: the lines (their movement over steps shows; bands wider than the plot are cut at its edges), or the whole intervals too"
    >
      <span class="name">Y axis</span>
      <select name="fit" @change=${e=>this.change({...this.selection,fit:e.target.value})}>
        <option value="lines" .selected=${this.selection.fit==="lines"}>fit the lines</option>
        <option value="intervals" .selected=${this.selection.fit==="intervals"}>fit the intervals</option>
      </select>
    </label>`}renderAxes(e){let n=e!==null&&this.selection.x===null?this.xAxis(e):null,s=this.selection.smoothing;return c`<label
        class="field"
        title="The horizontal axis, as in Scalars: the step, the time since each run's first point (runs logged per epoch and per optimizer step both span the chart), or the wall-clock time. Unchosen: Relative when the runs' step ranges differ tenfold or more, else Step."
      >
        <span class="name">Horizontal axis</span>
        <select
          name="x_axis"
          @change=${i=>{let o=i.target.value;this.change({...this.selection,x:o==="auto"?null:o})}}
        >
          <option value="auto" .selected=${this.selection.x===null}>${n?`auto (${Sl[n]})`:"auto"}</option>
          ${_o.map(i=>c`<option value=${i} .selected=${this.selection.x===i}>${Sl[i]}</option>`)}
        </select>
      </label>
      <label
        class="field"
        title="Smoothing, as in Scalars: the debiased exponential moving average of each run's values with this weight (0: none). The values stay drawn, faint; the points and the intervals are the values'."
      >
        <span class="name">Smoothing <span class="smoothing-value">${s.toFixed(2)}</span></span>
        <input
          type="range"
          name="smoothing"
          min="0"
          max=${So}
          step="0.01"
          .value=${String(s)}
          @input=${i=>{let o=Pl(i.target.value);o!==null&&this.change({...this.selection,smoothing:o})}}
        />
      </label>
      <label class="field checkbox" title="A logarithmic y axis on the charts whose values and intervals are all above zero (the others stay linear and say so)">
        <span class="name">Log scale</span>
        <input
          type="checkbox"
          name="log"
          .checked=${this.selection.log}
          @change=${i=>this.change({...this.selection,log:i.target.checked})}
        />
      </label>`}renderRow(){if(!this.declaration?.bias)return h;let e=Dl(this.options,this.selection,this.hasGapThreshold,this.declaration);return c`<h2 class="row-heading">Per group</h2>
      <fairness-trend-row
        .api=${this.api}
        .tag=${this.tag}
        .runs=${this.drawnRuns()}
        .options=${e}
        .key=${this.selection.key}
        .revision=${this.revision}
        .axes=${this.rowAxes?.axes??null}
        .domain=${this.rowAxes?.domain??[]}
        .colors=${this.rowAxes?.colors??[]}
        .keyTitles=${dn(this.declaration)}
        @row-key=${n=>this.change({...this.selection,key:n.detail})}
      ></fairness-trend-row>`}renderChart(e){let n=this.headline(e.chart.name),s=e.chart.missing;return c`<section
      class="chart"
      style=${`width: ${this.chartWidth}px`}
      data-name=${e.chart.name}
      data-points=${e.chart.dots.length}
      data-missing=${s.length}
    >
      <h3 title=${e.chart.name}>
        ${n.title}${wr(n.better)?c` <span class="better muted" data-role="better">${wr(n.better)}</span>`:h}
      </h3>
      <div class="explanation muted">${n.explanation||c`Headline number <code>${e.chart.name}</code>.`}</div>
      ${e.svg??c`<div class="none">No step has a value${s.length?`: ${Ro(s[0])}`:""}.</div>`}
      ${this.selection.log&&e.svg&&!e.logDrawn?c`<div class="note muted" data-role="linear">Linear: a value or an interval end is zero or below.</div>`:h}
      ${s.length>0?c`<div class="note muted" data-role="missing">
            Undefined (the line breaks there): ${Fh(s)}.
          </div>`:h}
      ${Js(e)} ${xa(e.chart.worse,n.format,this.data?.first_worse_test)}
    </section>`}render(){let e=this.data,n=this.selection.runs===null?null:Er(this.selection,this.runs),s=Ih(ir(this.declaration,"trend",Ge(this.options,this.selection.own))),i=e!==null&&e.series.every(o=>o.points.length===0);return c`<div class="controls">
        <div class="group" role="group" aria-label="Trend selection">
          ${this.renderRuns()} ${this.renderThreshold()} ${this.renderFit()} ${this.renderAxes(e)}
          <fairness-mode-options
            .mode=${"trend"}
            .api=${this.api}
            .source=${this.runs.length?{run:null,tag:this.tag,step:null}:null}
            .revision=${this.revision}
            .declaration=${this.declaration}
            .inherited=${this.options}
            .own=${this.selection.own}
            .skip=${[Xe]}
            @own-options=${o=>this.change({...this.selection,own:o.detail})}
          ></fairness-mode-options>
          <span class="spacer"></span>
          ${this.shell.renderCsvButton("download",e!==null,()=>this.download(),"The headline numbers as CSV (run,step,wall_time,names...)")}
        </div>
      </div>
      ${this.shell.renderError("Could not load the trends",[{label:"Retry",name:"retry",run:()=>{this.load()}}])}
      ${this.shell.renderContent(e,o=>c`<div class="body ${this.shell.loading?"stale":""}">
            <div class="summary">
              <span
                >Headline numbers of <b>${o.tag}</b> (${this.kindTitle||o.kind} reports) over steps ·
                ${s?c`options: <span class="options">${s}</span>`:c`the default options`}
                ${this.hasGapThreshold?c` · gap threshold ${this.selection.gapThreshold}`:h}</span
              >
              <span class="muted">Click a point to open that run and step as a report.</span>
              <span class="muted" data-role="interval-legend"
                >Bands: ${[this.levelText(o),"intervals"].filter(Boolean).join(" ")} (a bar at a point without neighbours). A worst
                or largest value is picked out of many rows, so its interval holds for every row at once (conservative;
                docs/statistics.md).</span
              >
              ${this.drawn.some(a=>a.chart.worse.length>0)?c`<span class="muted" data-role="worse-legend"
                      ><span class="ring" aria-hidden="true"></span> marks the first step at which a run's number is significantly
                      worse than at its best step before (${o.first_worse_test??"the change between the two steps"}: a
                      mark where nothing changed has at most a ${Number(((1-(o.level??.95))*100).toPrecision(3))}% chance per run
                      and number).</span
                    >`:h}
            </div>
            ${i?c`<div class="none message">No steps of this tag in the chosen runs.</div>`:c`${jh(o,n)?c`<div class="hint" data-role="single-step">
                        One step only — trends need at least two steps. Log the report at more steps to see lines.
                      </div>`:h}
                  <div class="charts">${this.drawn.map(a=>this.renderChart(a))}</div>`}
            ${this.renderRow()}
          </div>`,"Loading the trends\u2026")}`}};Zs.properties={...en,revision:{attribute:!1},selection:{state:!0},thresholdText:{state:!0},runFilter:{state:!0},data:{state:!0}},Zs.styles=[R,Z,J,ht,se,xn];customElements.define("fairness-trend",Zs);var qb=$`
  input[name='run_filter'] {
    width: 220px;
  }
  select[name='runs-step'] {
    min-width: 90px;
  }
  .picked {
    display: flex;
    gap: 8px;
    align-items: center;
  }
  .pick-badge {
    display: inline-block;
    min-width: 14px;
    padding: 0 5px;
    border-radius: 8px;
    font-size: 11px;
    line-height: 16px;
    font-weight: 600;
    text-align: center;
    color: var(--bg);
    background: var(--accent);
  }
  .picked .names {
    max-width: 340px;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  /* The table and the chart: side by side in a wide tab (the table takes what is left),
     the chart below the table in a narrow one (the body scrolls). */
  .main {
    display: flex;
    gap: 16px;
    align-items: stretch;
    min-height: 0;
  }
  .main.wide {
    flex: 1;
    flex-direction: row;
  }
  .main.narrow {
    flex-direction: column;
  }
  .table-box {
    display: flex;
    flex-direction: column;
    min-width: 0;
    min-height: 0;
    flex: 1;
  }
  /* As tall as its rows (a few runs leave no empty box), at most the height left. */
  .main.wide fairness-runs-table {
    flex: 0 1 auto;
    max-height: var(--table-content);
    min-height: min(200px, var(--table-content));
  }
  .main.narrow fairness-runs-table {
    height: var(--table-height, 420px);
    flex: none;
  }
  .chart-box {
    flex: none;
    display: flex;
    flex-direction: column;
    gap: 4px;
    min-height: 0;
    overflow-y: auto;
  }
  .chart-box h3 {
    margin: 0;
  }
  .legend-line {
    font-size: 12px;
    color: var(--muted);
    max-width: 560px;
  }
  .legend-line .front {
    color: var(--accent);
    font-weight: 600;
  }
  .skipped {
    font-size: 12px;
    border: 1px solid var(--warn-border);
    background: var(--warn-bg);
    border-radius: 2px;
    padding: 6px 10px;
    max-width: 900px;
  }
  .skipped summary {
    cursor: pointer;
    color: var(--warn-fg);
  }
  .skipped ul {
    margin: 4px 0 0;
    padding-left: 20px;
    max-height: 160px;
    overflow-y: auto;
  }
  .skipped li {
    margin: 2px 0;
  }
  .skipped .run {
    font-weight: 500;
  }
  .none {
    padding: 16px;
    color: var(--muted);
  }
`;var Gb=Cr(class extends er{constructor(r){if(super(r),r.type!==Ke.PROPERTY&&r.type!==Ke.ATTRIBUTE&&r.type!==Ke.BOOLEAN_ATTRIBUTE)throw Error("The `live` directive is not allowed on child or event bindings");if(!qi(r))throw Error("`live` bindings can only contain a single expression")}render(r){return r}update(r,[t]){if(t===we||t===h)return t;let e=r.element,n=r.name;if(r.type===Ke.PROPERTY){if(t===e[n])return we}else if(r.type===Ke.BOOLEAN_ATTRIBUTE){if(!!t===e.hasAttribute(n))return we}else if(r.type===Ke.ATTRIBUTE&&e.getAttribute(n)===t+"")return we;return Gi(r),t}});var M$=200,L$=64,O$=72;function N$(r,t){let e=r?"On the Pareto front, by the point estimates: no other run is better on both numbers":"Not on the Pareto front, by the point estimates: another run is at least as good on both numbers, and better on one";return t?`${e}. ${la(!0)}.`:e}var ei=class extends C{constructor(){super();this.grid="";this.minWidth=0;this.bias=null;this.perf=null;this.overlap=!1;this.rowTemplate=e=>this.renderRow(e);this.table=null,this.rows=[],this.sort="bias",this.dir="asc",this.picks=[],this.colors=new Map}willUpdate(e){let n=this.table;if(e.has("table")&&(this.bias=n?Nr(n,n.bias):null,this.perf=n?.performance?Nr(n,n.performance):null,this.overlap=n?aa(n,ua(n)):!1),n){let s=[`minmax(${M$}px, 2fr)`,`${L$}px`,`minmax(${Bu(n.bias)}px, 1fr)`,...n.performance?[`minmax(${Bu(n.performance)}px, 1fr)`,`${O$}px`]:[],...n.hparams.map(i=>`${Hg(i,n.columns[hr+i]??[])}px`)];this.minWidth=s.reduce((i,o)=>i+Number(/(\d+)px/.exec(o)[1]),0),this.grid=`grid-template-columns: ${s.join(" ")}; min-width: ${this.minWidth}px`}this.rowTemplate=s=>this.renderRow(s)}missing(e,n){return c`<div class="cell num missing" role="cell" data-col=${e} title=${n}>—</div>`}headlineCell(e,n,s){let i=e.role,o=n.value[s],a=this.table.level;if(o===null)return this.missing(i,zu(e,null,null,null,a));let l=n.lower[s],u=n.upper[s],p=ia(e,l,u);return c`<div
      class="cell num headline"
      role="cell"
      data-col=${i}
      data-v=${String(o)}
      data-lower=${l??h}
      data-upper=${u??h}
      title=${zu(e,o,l,u,a)}
    >
      <span class="v">${En(e,o)}</span>${p?c`<span class="iv">${p}</span>`:h}
    </div>`}hparamCell(e,n){let s=hr+e,i=this.table.columns[s]?.[n]??null;if(i===null||typeof i=="number"&&!Number.isFinite(i))return this.missing(s,`${e}: not logged by this run. Sorted last.`);let o=Hu(i);return c`<div class="cell ${typeof i=="number"?"num":"text"}" role="cell" data-col=${s} data-v=${String(i)} title=${`${e} = ${o}`}>
      ${o}
    </div>`}renderRow(e){let n=this.table,s=n.columns.run[e],i=n.columns.step[e],o=n.columns.pareto[e]===!0,a=this.picks.indexOf(s),l=this.colors.get(s)??"var(--muted)";return c`<div class="row ${a>=0?"picked":""}" role="row" style=${this.grid} data-row=${e} data-run=${s} data-pareto=${String(o)}>
      <div class="cell run" role="cell" data-col="run">
        <input
          type="checkbox"
          name="pick"
          data-run=${s}
          .checked=${Gb(a>=0)}
          aria-label=${`Pick ${s} to compare`}
          title="Pick two runs, then Compare A and B (the first picked is A)"
          @change=${u=>this.emit("pick-change",{run:s,on:u.target.checked})}
        />
        <span class="swatch" style="background: ${l}"></span>
        <button class="r" data-run=${s} title=${`${s}: click to open its report`} @click=${()=>this.emit("run-open",e)}>${s}</button>
        ${a>=0?c`<span class="pick-badge" title=${`Side ${a===0?"A":"B"} of Compare`}>${a===0?"A":"B"}</span>`:h}
      </div>
      ${typeof i=="number"?c`<div class="cell num" role="cell" data-col="step" data-v=${String(i)}>${v(i)}</div>`:this.missing("step","No step")}
      ${this.headlineCell(n.bias,this.bias,e)}
      ${n.performance?c`${this.headlineCell(n.performance,this.perf,e)}
              <div
                class="cell pareto ${this.overlap?"overlap":""}"
                role="cell"
                data-col="pareto"
                data-v=${String(o)}
                title=${N$(o,this.overlap)}
              >
                ${o?"\u25C6":""}
              </div>`:h}
      ${n.hparams.map(u=>this.hparamCell(u,e))}
    </div>`}emit(e,n){this.dispatchEvent(new CustomEvent(e,{detail:n,bubbles:!0,composed:!0}))}headlineHead(e){let n=Ir(this.table?.level),s=wr(e.better);return{key:e.role,name:Vu(e),sub:`${n?n+" ":""}interval`,title:`${e.title} (${e.name}): ${e.explanation}${s?` (${s})`:""}; with its ${n?n+" ":""}interval`}}render(){let e=this.table;if(!e)return h;let n=[{key:"run",name:"Run",sub:"",title:"The run (tick two to compare them; click a name to open its report)",text:!0},{key:"step",name:"Step",sub:"",title:"The step read for the run"},this.headlineHead(e.bias),...e.performance?[this.headlineHead(e.performance),{key:"pareto",name:"Pareto",sub:"",title:"On the Pareto front of bias and performance, by the point estimates: no other run is better on both"}]:[],...e.hparams.map(s=>({key:`${hr}${s}`,name:s,sub:"hparam",title:`Hyperparameter ${s}, as the run logged it (HParams)`}))];return nr(this,{columns:n,defaultDir:s=>Iu(e,s),renderRow:this.rowTemplate,label:"Runs ranked",empty:"No run matches the filter.",tableStyle:`--table-min-width: ${this.minWidth}px`,headStyle:this.grid,keyByPosition:!0})}};ei.properties={...wt,picks:{attribute:!1},colors:{attribute:!1}},ei.styles=[R,...sr,$`
      lit-virtualizer {
        min-width: var(--table-min-width);
      }
      .head button {
        padding: 4px 6px;
      }
      .head .col-name {
        overflow: hidden;
        text-overflow: ellipsis;
      }
      .head .top {
        max-width: 100%;
      }
      .cell {
        padding: 0 6px;
      }
      .head [data-col='run'],
      .cell.run {
        position: sticky;
        left: 0;
        z-index: 1;
      }
      .head [data-col='run'] {
        background: var(--header-bg);
      }
      .head [data-col='run']:hover {
        background: var(--header-hover);
      }
      .cell.run {
        display: flex;
        align-items: center;
        gap: 6px;
        height: 100%;
        background: inherit;
        box-shadow: inset -1px 0 0 var(--row-border);
      }
      .cell.run input {
        height: auto;
        margin: 0;
        flex: none;
        cursor: pointer;
      }
      .swatch {
        width: 10px;
        height: 10px;
        border-radius: 50%;
        flex: none;
      }
      button.r {
        min-width: 0;
        border: 0;
        padding: 0;
        background: none;
        color: inherit;
        font: inherit;
        text-align: left;
        white-space: nowrap;
        overflow: hidden;
        text-overflow: ellipsis;
        cursor: pointer;
      }
      button.r:hover {
        color: var(--accent);
        text-decoration: underline dotted;
        text-underline-offset: 2px;
      }
      button.r:focus-visible {
        outline: 2px solid var(--accent);
        outline-offset: 1px;
      }
      .pick-badge {
        flex: none;
        font-size: 10px;
        line-height: 14px;
        padding: 0 4px;
        border-radius: 7px;
        font-weight: 600;
        color: var(--bg);
        background: var(--accent);
      }
      .row.picked {
        background: var(--selected-bg);
      }
      .cell.headline {
        display: flex;
        justify-content: flex-end;
        align-items: baseline;
        gap: 6px;
      }
      .cell.headline .iv {
        color: var(--muted);
        font-size: 11px;
      }
      .missing {
        color: var(--muted);
        cursor: help;
      }
      .cell.pareto {
        text-align: center;
        color: var(--accent);
        font-weight: 600;
      }
      /* Every run's intervals overlap: the front is the estimates' only (runs_state.ts intervalsOverlapAll). */
      .cell.pareto.overlap {
        color: var(--muted);
        font-weight: 400;
      }
      .cell.text {
        text-align: left;
      }
    `];customElements.define("fairness-runs-table",ei);var Xb=380,Yb=26,Jb=40,I$=16,K$=12,Qb=5;function lc(r,t,e,[n,s],i){let o=l=>r.filter((u,p)=>t[p][l]).map(u=>({run:u.run,v:l==="below"?n:s,at:i(u)})),a=l=>{let u=e==="x"?l==="below"?"\u25C2":"\u25B8":l==="below"?"\u25BE":"\u25B4",p=l==="below"?-Qb:Qb,m=e==="x"?{x:"v",y:"at",dx:p}:{x:"at",y:"v",dy:-p};return _.text(o(l),{...m,text:()=>u,fill:"run",fontSize:10,className:"cut",ariaLabel:d=>`${d.run}: ${l==="below"?"lower":"upper"} end past the frame`})};return[a("below"),a("above")]}var ti=class extends z{constructor(){super();this.drawn=null;this.data=null,this.rows=[],this.colors=new Map,this.picks=[],this.width=460}willUpdate(e){(e.has("data")||e.has("rows")||e.has("colors")||e.has("picks")||e.has("width"))&&(this.drawn=this.draw())}color(e){return this.colors.get(e)??"var(--muted)"}draw(){let e=this.data;return e?e.performance?this.drawScatter(e,e.performance):this.drawRanked(e):null}tipText(e,n){let s=(a,l,u,p)=>{let m=ia(a,u,p);return`${a.title}: ${En(a,l)}${m?` ${m}`:""}`},i=e.columns.step[n.row],o=[`${n.run}${typeof i=="number"?` (step ${i})`:""}`,s(e.bias,n.x,n.xLower,n.xUpper)];return"y"in n&&e.performance&&o.push(s(e.performance,n.y,n.yLower,n.yUpper)),"pareto"in n&&n.pareto&&o.push("On the Pareto front"),o.push("Click: open its report"),o.join(`
`)}drawScatter(e,n){let{points:s,undrawn:i}=jg(e,this.rows);if(s.length===0)return{svg:document.createElement("div"),points:s,pixels:[],undrawn:i,cut:!1};let o=ca(s.map(y=>y.x),s.map(y=>y.xLower),s.map(y=>y.xUpper),e.bias),a=ca(s.map(y=>y.y),s.map(y=>y.yLower),s.map(y=>y.yUpper),n),l=pa(s.map(y=>y.xLower),s.map(y=>y.xUpper),o),u=pa(s.map(y=>y.yLower),s.map(y=>y.yUpper),a),p=Fg(s),m=this.picks.map((y,x)=>({label:x===0?"A":"B",p:s.find(T=>T.run===y)})).filter(y=>y.p),d=y=>this.tipText(e,y),f=[...this.colors.keys()],b=_.plot({width:this.width,height:Xb,marginTop:Yb,marginLeft:52,marginRight:16,marginBottom:Jb,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{domain:o,label:oa(e.bias,"x"),labelAnchor:"center",labelArrow:"none",labelOffset:34,...da(e.bias,o[0],o[1],Math.max(3,Math.floor(this.width/80))),grid:!0,inset:10},y:{domain:a,inset:10,label:oa(n,"y"),labelAnchor:"top",labelArrow:"none",...da(n,a[0],a[1],Math.max(3,Math.floor((Xb-Yb-Jb)/35))),grid:!0},color:{domain:f,range:f.map(y=>this.color(y))},marks:[_.frame({stroke:"var(--chart-rule)",strokeOpacity:.5}),_.ruleY(s.filter(y=>y.xLower!==null&&y.xUpper!==null),{x1:"xLower",x2:"xUpper",y:"y",stroke:"run",strokeOpacity:.45,strokeWidth:1,clip:!0}),_.ruleX(s.filter(y=>y.yLower!==null&&y.yUpper!==null),{x:"x",y1:"yLower",y2:"yUpper",stroke:"run",strokeOpacity:.45,strokeWidth:1,clip:!0}),...lc(s,l,"x",o,y=>y.y),...lc(s,u,"y",a,y=>y.x),_.line(p,{x:"x",y:"y",stroke:"var(--accent)",strokeWidth:1.5,strokeDasharray:"5,3",clip:!0}),_.dot(p,{x:"x",y:"y",r:7.5,stroke:"var(--accent)",strokeWidth:2,fill:"none",ariaHidden:"true"}),_.dot(s,{x:"x",y:"y",fill:"run",stroke:"var(--chart-halo)",strokeWidth:1,r:4.5,ariaLabel:y=>y.run,title:d,tip:{fontSize:12,lineHeight:1.3}}),_.text(m.map(y=>({...y.p,label:y.label})),{x:"x",y:"y",text:"label",dy:-12,fontWeight:700,fontSize:12,fill:"var(--fg)",stroke:"var(--chart-halo)",strokeWidth:3,paintOrder:"stroke"})]}),w=[...l,...u].some(y=>y.below||y.above);return this.finish(b,s,y=>({x:y.x,y:y.y}),i,w,[o,a])}drawRanked(e){let{points:n,undrawn:s}=Ug(e,this.rows);if(n.length===0)return{svg:document.createElement("div"),points:n,pixels:[],undrawn:s,cut:!1};let i=ca(n.map(d=>d.x),n.map(d=>d.xLower),n.map(d=>d.xUpper),e.bias),o=pa(n.map(d=>d.xLower),n.map(d=>d.xUpper),i),a=d=>Bt(d,11),l=Math.min(170,Math.max(...n.map(d=>a(d.run)))+4),u=[...this.colors.keys()],p=_.plot({width:this.width,height:n.length*I$+70,marginTop:10,marginLeft:l+12,marginRight:16,marginBottom:40,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{domain:i,label:oa(e.bias,"x"),labelAnchor:"center",labelArrow:"none",labelOffset:34,...da(e.bias,i[0],i[1],Math.max(3,Math.floor((this.width-l)/80))),grid:!0,axis:"bottom",inset:10},y:{domain:n.map(d=>d.run),label:null,tickSize:0,tickFormat:d=>ul(d,l,a)},color:{domain:u,range:u.map(d=>this.color(d))},marks:[_.ruleY(n.filter(d=>d.xLower!==null&&d.xUpper!==null),{x1:"xLower",x2:"xUpper",y:"run",stroke:"run",strokeOpacity:.6,strokeWidth:1.5,clip:!0}),...lc(n,o,"x",i,d=>d.run),_.dot(n,{x:"x",y:"run",fill:"run",stroke:"var(--chart-halo)",r:4.5,ariaLabel:d=>d.run,title:d=>this.tipText(e,d),tip:{fontSize:12,lineHeight:1.3}})]}),m=o.some(d=>d.below||d.above);return this.finish(p,n,d=>({x:d.x,y:d.run}),s,m,[i])}finish(e,n,s,i,o,a){let l=new Map(n.map(w=>[w.run,w])),u=e.tagName.toLowerCase()==="svg"?e:e.querySelector("svg")??e;u.setAttribute("data-chart",this.data?.performance?"scatter":"ranked"),a.forEach((w,y)=>u.setAttribute(`data-${y===0?"x":"y"}-domain`,`${w[0]} ${w[1]}`));for(let w of u.querySelectorAll('g[aria-label="dot"] circle[aria-label]')){let y=l.get(w.getAttribute("aria-label")??"");y&&(w.setAttribute("data-run",y.run),w.setAttribute("data-x",String(y.x)),"y"in y&&w.setAttribute("data-y",String(y.y)),"pareto"in y&&w.setAttribute("data-pareto",String(y.pareto)))}let p=e.scale("x"),m=e.scale("y"),d=n.map(w=>{let{x:y,y:x}=s(w),T=Number(m?.apply(x)),M=typeof x=="string"?(m?.bandwidth??0)/2:0;return{x:Number(p?.apply(y)),y:T+M}}),f=Number(u.getAttribute("height")),b=w=>{let y=u.getBoundingClientRect();if(y.width===0||y.height===0)return null;let x=Number(u.getAttribute("width")??y.width)/y.width,T=(f||y.height)/y.height;return Eo(d,(w.clientX-y.left)*x,(w.clientY-y.top)*T,K$*x)};return u.addEventListener("click",w=>{let y=b(w);y!==null&&this.dispatchEvent(new CustomEvent("run-open",{detail:n[y].row,bubbles:!0,composed:!0}))}),u.addEventListener("pointermove",w=>u.classList.toggle("over-point",b(w)!==null)),{svg:e,points:n,pixels:d,undrawn:i,cut:o}}render(){let e=this.data,n=this.drawn;if(!e||!n)return h;let s=Ir(e.level),i=n.undrawn>0?c`<div class="legend-line" data-role="undrawn">
            ${n.undrawn} ${n.undrawn===1?"run":"runs"} not drawn:
            ${e.performance?`${e.bias.title} or ${e.performance.title}`:e.bias.title} undefined (— in the table).
          </div>`:h;return n.points.length===0?c`<div class="none">No run shown has ${e.performance?"both numbers":`a ${e.bias.title}`} defined: nothing to draw.</div>
        ${i}`:c`${n.svg}
      <div class="legend-line">
        ${e.performance?c`<span class="front">◆ Pareto front</span> (dashed line, ringed dots): no other run is better on both numbers (over
                every run read, whatever the filter). `:c`Ranked, better first. `}${aa(e,ua(e))?c`<span data-role="overlap">${la(e.performance!==null)}; tick two runs and Compare A and B for a paired test. </span>`:h}
        Whiskers: ${s?`${s} `:""}intervals${n.cut?c`<span data-role="cut">; ${e.performance?"\u25C2 \u25B8 \u25BE \u25B4":"\u25C2 \u25B8"} at the frame: the whisker runs on past it (intervals much wider than the differences between runs)</span>`:h}. Hover a dot for its numbers; click it to open its report.
      </div>
      ${i}`}};ti.properties={data:{attribute:!1},rows:{attribute:!1},colors:{attribute:!1},picks:{attribute:!1},width:{attribute:!1}},ti.styles=[R,$`
      :host {
        display: block;
      }
      svg {
        cursor: crosshair;
        overflow: visible;
      }
      svg.over-point {
        cursor: pointer;
      }
      .none {
        padding: 16px;
        color: var(--muted);
      }
      .legend-line {
        font-size: 12px;
        color: var(--muted);
        margin-top: 2px;
      }
      .legend-line .front {
        color: var(--accent);
        font-weight: 600;
      }
    `];customElements.define("fairness-runs-scatter",ti);var z$="fairness:runs-rendered",B$=1280,V$=470,Zb=760,H$=380,ri=class extends C{constructor(){super();this.request=new A;this.stepsRequest=new A;this.csvRequest=new A;this.shell=new X(this,[this.request,this.stepsRequest,this.csvRequest]);this.sortKey="bias";this.sortDir="asc";this.shown=[];this.filterError=null;this.colors=new Map;this.pendingMark=!1;this.resize=new ResizeObserver(e=>{let n=Math.floor(e[0]?.contentRect.width??0);n!==this.width&&(this.width=n)});this.onColors=()=>{this.colors=this.runColors(),this.requestUpdate()};this.tag="",this.kind="",this.kindTitle="",this.declaration=null,this.runs=[],this.run="",this.step=null,this.options={},this.params=[],this.revision="",this.selection=Ou(),this.data=null,this.steps=[],this.width=0,this.csvError=null}connectedCallback(){super.connectedCallback(),Be().addEventListener(kt,this.onColors),this.resize.observe(this)}disconnectedCallback(){super.disconnectedCallback(),Be().removeEventListener(kt,this.onColors),this.resize.disconnect()}routeParams(){return{tag:this.tag,step:this.selection.step,options:Og(this.options,this.selection,this.declaration)}}async load(){if(!this.api||!this.tag)return;let e=this.routeParams(),n=await this.shell.run(this.request,s=>this.api.runs(e,s),()=>this.data=null);n!==E&&(this.data=n,this.pendingMark=!0,this.shell.ready())}async loadSteps(){if(!this.api||!this.tag||!this.run)return;let e=this.run,n=this.tag;try{let s=await this.stepsRequest.run(i=>this.api.steps(e,n,i));s!==E&&(this.steps=s.steps.map(i=>i.step))}catch{}}change(e){this.selection=e,G(this,sa(e,this.declaration))}runColors(){let e=(this.data?.columns.run??[]).filter(i=>!this.runs.includes(i)),n=[...this.runs,...e],s=fn(n,xo());return new Map(n.map((i,o)=>[i,s[o]]))}willUpdate(e){if(this.hasUpdated){let n=e.has("tag")||e.has("options")||e.has("kind")||e.has("declaration")||e.has("api")||e.has("revision");if(e.has("declaration")||e.has("runs")){let s=_t(St(this.selection.own,$t,this.declaration),$t,this.declaration),i=Nu(this.selection.picks,this.runs);JSON.stringify(s)!==JSON.stringify(this.selection.own)||i.length!==this.selection.picks.length?this.change({...this.selection,own:s,picks:i}):e.has("declaration")&&G(this,sa(this.selection,this.declaration)),n||=e.has("runs")}if(e.has("selection")){let s=e.get("selection");(!s||s.step!==this.selection.step||JSON.stringify(s.own)!==JSON.stringify(this.selection.own))&&(n=!0)}n&&this.load(),(e.has("tag")||e.has("run")||e.has("revision"))&&this.loadSteps()}else{let n=Lg(this.params,this.declaration);this.selection={...n,picks:Nu(n.picks,this.runs)},G(this,sa(this.selection,this.declaration)),this.load(),this.loadSteps()}if(e.has("data")||e.has("runs")||e.has("selection")){let n=this.data,{key:s,dir:i}=zg(n,this.selection);if(this.sortKey=s,this.sortDir=i,n){let o=Vg(n,Bg(n,s,i),this.selection.search);this.shown=o.rows,this.filterError=o.error}else this.shown=[],this.filterError=null}(e.has("data")||e.has("runs"))&&(this.colors=this.runColors())}updated(){if(!this.pendingMark||typeof performance>"u")return;let e=this.renderRoot.querySelector("fairness-runs-table"),n=()=>{this.pendingMark&&(e?.shadowRoot?.querySelector(".row")||this.data?.rows===0?(this.pendingMark=!1,requestAnimationFrame(()=>performance.mark(z$))):requestAnimationFrame(n))};!e&&this.data?.rows!==0||n()}onSort(e){let{column:n,dir:s}=e.detail;this.change({...this.selection,sort:n,dir:s})}onPick(e,n){this.change({...this.selection,picks:Ng(this.selection.picks,e,n)})}openRow(e){this.data&&Et(this,ju(this.data,e,this.selection))}side(e){let n=this.data,s=n?n.columns.run.indexOf(e):-1;return n&&s>=0?ju(n,s,this.selection):{run:e,step:this.selection.step}}openCompare(){let[e,n]=this.selection.picks;e===void 0||n===void 0||hb(this,{a:this.side(e),b:this.side(n),options:this.selection.own})}async download(){let e=this.routeParams();this.csvError=null;let n;try{n=await this.csvRequest.run(s=>this.api.runsCsv(e,s))}catch(s){this.csvError=pe(s);return}n!==E&&Jt(n,qg(e.tag,e.step))}renderStep(){let e=this.selection.step,n=Ig([...this.steps,...this.data?.columns.step??[]],e);return c`<label class="field" title="The step every run is read at: each run's latest, or one step for all">
      <span class="name">Step</span>
      <select
        name="runs-step"
        @change=${s=>{let i=s.target.value;this.change({...this.selection,step:i===""?null:Number(i)})}}
      >
        <option value="" .selected=${e===null}>latest</option>
        ${n.map(s=>c`<option value=${String(s)} .selected=${s===e}>${v(s)}</option>`)}
      </select>
    </label>`}renderFilter(){return c`<label class="field">
      <span class="name">Filter runs (regex)</span>
      <input
        name="run_filter"
        placeholder="e.g. lr_0\\.01|adam"
        class=${this.filterError?"invalid":""}
        aria-invalid=${this.filterError?"true":"false"}
        title=${this.filterError??"A regular expression over the run names (case-insensitive), as in TensorBoard"}
        .value=${this.selection.search}
        @input=${e=>this.change({...this.selection,search:e.target.value})}
      />
    </label>`}renderCompare(){let[e,n]=this.selection.picks,s=e!==void 0&&n!==void 0,i=s?`Open Compare with ${e} as A and ${n} as B`:"Tick two runs in the table (the first is A, the second B), then compare them";return c`<div class="picked">
      ${e!==void 0?c`<span class="names" title=${[e,n].filter(Boolean).join(" vs ")}>
            <span class="pick-badge">A</span> ${e}${n!==void 0?c` <span class="pick-badge">B</span> ${n}`:h}
          </span>`:h}
      <button class="primary" name="compare-picked" ?disabled=${!s} title=${i} @click=${()=>this.openCompare()}>
        Compare A and B
      </button>
      ${this.selection.picks.length?c`<button class="primary" name="clear-picks" title="Untick the picked runs" @click=${()=>this.change({...this.selection,picks:[]})}>
              Clear
            </button>`:h}
    </div>`}renderSkipped(e){return e.skipped.length===0?h:c`<details class="skipped" data-role="skipped" ?open=${e.rows===0}>
      <summary>${e.skipped.length} ${e.skipped.length===1?"run":"runs"} left out (why)</summary>
      <ul>
        ${e.skipped.map(n=>c`<li data-run=${n.run}><span class="run">${n.run}</span>: ${n.reason}</li>`)}
      </ul>
    </details>`}renderSummary(e){let n=Gg(e.options,this.declaration),s=Ir(e.level);return c`<div class="summary" data-shown=${this.shown.length} data-rows=${e.rows}>
      <span
        >Runs of <b>${e.tag}</b> (${this.kindTitle||e.kind} reports) at
        ${e.step===null?"their latest step":c`step <b>${v(e.step)}</b>`} ·
        ${n?c`options: <span class="options">${n}</span>`:"the default options"}${s?` \xB7 ${s} intervals`:""}</span
      >
      ${Zt(this.shown.length,e.rows,e.rows===1?"run":"runs")}
      <span class="muted">Click a run to open its report; tick two to compare them.</span>
    </div>`}renderBody(e){if(e.rows===0)return c`<div class="body">
        <div class="message none" data-role="empty">
          No run has a report under <b>${e.tag}</b>${e.step===null?"":c` at step ${v(e.step)}`} that could be ranked.
        </div>
        ${this.renderSkipped(e)}
      </div>`;let n=this.width>=B$,s=n?V$:Math.max(320,Math.min(this.width||Zb,Zb)),i=24*Math.max(1,this.shown.length)+44,o=Math.min(H$,i),a=e.performance?`${e.performance.title} against ${e.bias.title}`:`${e.bias.title} by run`;return c`<div class="body ${this.shell.loading?"stale":""}">
      ${this.renderSummary(e)} ${this.renderSkipped(e)}
      <div class="main ${n?"wide":"narrow"}" style=${`--table-height: ${Math.max(120,o)}px; --table-content: ${i}px`}>
        <div class="table-box">
          <fairness-runs-table
            .table=${e}
            .rows=${this.shown}
            .sort=${this.sortKey}
            .dir=${this.sortDir}
            .picks=${this.selection.picks}
            .colors=${this.colors}
            @sort-change=${l=>this.onSort(l)}
            @pick-change=${l=>this.onPick(l.detail.run,l.detail.on)}
            @run-open=${l=>this.openRow(l.detail)}
          ></fairness-runs-table>
        </div>
        <section class="chart-box" style=${`width: ${s}px`} aria-label=${a}>
          <h3>${a}</h3>
          <fairness-runs-scatter
            .data=${e}
            .rows=${this.shown}
            .colors=${this.colors}
            .picks=${this.selection.picks}
            .width=${s}
            @run-open=${l=>this.openRow(l.detail)}
          ></fairness-runs-scatter>
        </section>
      </div>
    </div>`}render(){let e=this.data;return c`<div class="controls">
        <div class="group" role="group" aria-label="Runs selection">
          ${this.renderStep()} ${this.renderFilter()}
          <fairness-mode-options
            .mode=${"runs"}
            .api=${this.api}
            .source=${this.runs.length?{run:null,tag:this.tag,step:null}:null}
            .revision=${this.revision}
            .declaration=${this.declaration}
            .inherited=${this.options}
            .own=${this.selection.own}
            @own-options=${n=>this.change({...this.selection,own:n.detail})}
          ></fairness-mode-options>
          <span class="spacer"></span>
          ${this.renderCompare()}
          ${this.shell.renderCsvButton("download-runs",e!==null,()=>{this.download()},"Every run as CSV (the runs route with format=csv: run, step, the headlines and their intervals, pareto, hparam/...)")}
          ${this.filterError?c`<div class="search-error" role="alert" title=${this.filterError}>Invalid regex: ${this.filterError}</div>`:h}
          ${this.csvError?c`<div class="search-error" role="alert" title=${this.csvError}>Could not download the CSV: ${this.csvError}</div>`:h}
        </div>
      </div>
      ${this.shell.renderError("Could not rank the runs",[{label:"Retry",name:"retry",run:()=>{this.load()}}])}
      ${this.shell.renderContent(e,n=>this.renderBody(n),"Loading the runs\u2026")}`}};ri.properties={...en,revision:{attribute:!1},selection:{state:!0},data:{state:!0},steps:{state:!0},width:{state:!0},csvError:{state:!0}},ri.styles=[R,Z,J,ht,se,qb,$`
      .body > .main.wide {
        flex: 1 1 0;
        min-height: 460px;
      }
    `];customElements.define("fairness-runs",ri);var ev="",ni=class extends C{constructor(){super(),this.runs=[],this.ref={run:null,tag:null,step:null},this.steps=null,this.kindTitle=()=>""}emit(t){this.dispatchEvent(new CustomEvent("report-change",{detail:t,bubbles:!0,composed:!0}))}render(){let t=this.ref,e=this.runs.find(s=>s.run===t.run),n=e?.tags??[];return c`
      <label class="field">
        <span class="name">Run</span>
        <select name="run" @change=${s=>this.emit({run:s.target.value})}>
          ${this.runs.map(s=>c`<option .value=${s.run} .selected=${s.run===t.run}>${s.run}</option>`)}
        </select>
      </label>
      <label class="field">
        <span class="name">Tag</span>
        <select name="tag" @change=${s=>this.emit({tag:s.target.value})}>
          ${n.map(s=>c`<option .value=${s} .selected=${s===t.tag} title=${e?this.kindTitle(e.run,s):h}>
                ${s}
              </option>`)}
        </select>
      </label>
      <label class="field">
        <span class="name">Step</span>
        <select
          name="step"
          @change=${s=>{let i=s.target.value;this.emit({step:i===ev?null:Number(i)})}}
        >
          <option .value=${ev} .selected=${t.step===null}>latest</option>
          ${(this.steps??[]).map(s=>c`<option .value=${String(s.step)} .selected=${s.step===t.step}>
                ${s.step} · ${qt(s.wall_time)}
              </option>`)}
        </select>
      </label>
    `}};ni.properties={runs:{attribute:!1},ref:{attribute:!1},steps:{attribute:!1},kindTitle:{attribute:!1}},ni.styles=[R,Z,$`
      :host {
        /* The fields join the row of whichever controls bar slots this element. */
        display: contents;
      }
    `];customElements.define("fairness-report-picker",ni);var j$=[{term:"Interval",code:"lower, upper",text:"Where the true value lies with the chosen confidence (95% by default): Wilson for rates, Newcombe for differences of rates, the delta method or score intervals for association gaps, bootstrap by household for scores per income or region."},{term:"p",code:"p_value",text:"How surprising the difference would be if there were none: small means the difference is unlikely to be noise alone."},{term:"\u2605",code:"significant",text:"Significant after Benjamini-Hochberg at the false discovery rate (FDR): among the starred rows, at most that share are expected to be noise."},{term:"Insufficient",code:"min_count",text:"Too few examples to trust: greyed, never starred, left out of headline numbers."},{term:"Verdict",code:"verdict",text:"In Compare: worsened or improved when the change of the bias from A to B is significant (FDR over the rows), and then the interval shown is the FCR-adjusted one (Benjamini-Yekutieli), which excludes 0; no significant change when it is not (its interval is the marginal one, and its q-value above the FDR); undetermined when a side has too little data or lacks the row."},{term:"Bias",code:"bias_a, bias_b",text:"What Compare judges for each row: never negative, lower is better (for example |gap|, the best-minus-worst disparity, Cram\xE9r\u2019s V, a spread between groups)."},{term:"Pareto front",code:"pareto",text:"In Runs: the runs no other run beats on both the bias and the performance headline (at least as good on both, better on one), by the point estimates. Moving along the front trades one for the other; a run off it is beaten by some run on it. When every run\u2019s intervals overlap every other\u2019s on both numbers, the tab says so and greys the marks: the intervals alone show no run better, and Compare tests a pair."}];function F$(r){return r==="higher"?"Higher is better.":r==="lower"?"Lower is better.":""}function tv(r){let t=[];return r&&(t.push({title:`Headline numbers (${r.title} reports)`,entries:r.headlines.map(e=>({term:e.title,code:e.name,text:[e.explanation,F$(e.better)].filter(Boolean).join(" ")}))}),t.push({title:"Compare",entries:[{term:`The bias: ${r.bias.name}`,code:r.bias.value,text:`Per ${r.bias.key||"row"}, in report A and in report B, with intervals; the change B \u2212 A and its verdict.`}]}),t.push({title:"Options",entries:r.options.map(e=>{let n=e.type==="str"?"":xr(r,e.name),s=e.default===null||e.default===void 0?"":` Default ${String(e.default)}.`,i=o=>o?o[0].toUpperCase()+o.slice(1)+".":"";return{term:e.name.replace(/_/g," "),code:e.name,text:`${i(e.help)}${s}${n?` ${i(n)}`:""}`}})})),t.push({title:"Reading the tables",entries:j$}),t}var si=class extends C{constructor(){super();this.onKey=e=>{this.open&&e.key==="Escape"&&this.close()};this.declaration=null,this.open=!1}connectedCallback(){super.connectedCallback(),window.addEventListener("keydown",this.onKey)}disconnectedCallback(){super.disconnectedCallback(),window.removeEventListener("keydown",this.onKey)}close(){this.open=!1,this.shadowRoot?.querySelector("button.help")?.focus()}render(){return c`<button
        class="help"
        name="help"
        aria-expanded=${this.open?"true":"false"}
        aria-controls="help-panel"
        title="What the numbers, marks and options mean"
        @click=${()=>this.open=!this.open}
      >
        ?</button
      >${this.open?this.renderPanel():h}`}renderPanel(){return c`<div class="panel" id="help-panel" role="dialog" aria-label="Help">
      <header>
        <h2>What this tab shows</h2>
        <button class="close" name="close-help" title="Close (Esc)" @click=${()=>this.close()}>×</button>
      </header>
      ${tv(this.declaration).map(e=>c`<section data-section=${e.title}>
            <h3>${e.title}</h3>
            <dl>
              ${e.entries.map(n=>c`<dt>${n.term}${n.code?c`<code>${n.code}</code>`:h}</dt><dd>${n.text}</dd>`)}
            </dl>
          </section>`)}
    </div>`}};si.properties={declaration:{attribute:!1},open:{type:Boolean,reflect:!0}},si.styles=[R,$`
      :host {
        position: relative;
      }
      button.help {
        width: 26px;
        height: 26px;
        border-radius: 50%;
        border: 1px solid var(--border);
        background: var(--surface, transparent);
        color: var(--muted);
        cursor: pointer;
        font-weight: 600;
      }
      button.help:hover,
      button.help[aria-expanded='true'] {
        color: var(--accent);
        border-color: var(--accent);
      }
      .panel {
        position: absolute;
        right: 0;
        top: 32px;
        z-index: 10;
        width: min(560px, 90vw);
        max-height: 70vh;
        overflow: auto;
        background: var(--bg);
        color: var(--fg);
        border: 1px solid var(--border);
        border-radius: 4px;
        box-shadow: 0 4px 16px rgba(0, 0, 0, 0.25);
        padding: 8px 16px 12px;
      }
      .panel header {
        display: flex;
        justify-content: space-between;
        align-items: center;
      }
      h2 {
        font-size: 14px;
        margin: 6px 0;
      }
      h3 {
        font-size: 13px;
        margin: 12px 0 4px;
        color: var(--muted);
        font-weight: 500;
      }
      dl {
        margin: 0;
      }
      dt {
        font-weight: 500;
        margin-top: 6px;
      }
      dt code {
        font-weight: 400;
        color: var(--muted);
        margin-left: 6px;
        font-size: 11px;
      }
      dd {
        margin: 2px 0 0;
        line-height: 1.4;
      }
      button.close {
        border: none;
        background: none;
        color: var(--muted);
        font-size: 18px;
        cursor: pointer;
      }
    `];customElements.define("fairness-help",si);var U$={compare:bi`fairness-compare`,runs:bi`fairness-runs`,trend:bi`fairness-trend`},Kr=class extends C{constructor(e){super();this.tags=null;this.kinds=null;this.tableViews=new Map;this.unknownKinds=[];this.modeRuns={key:"",runs:[]};this.modeOptions={key:"",options:{}};this.resolved=null;this.tagsRequest=new A;this.kindsRequest=new A;this.stepsRequest=new A;this.refreshRequest=new A;this.stopRefresh=null;this.onTheme=()=>{this.theme=Be().theme};this.api=e??new De;let n=kp();this.ref=vp(n);let s=Fd(wp(n),V);this.mode=s.mode,this.viewState=s.view,this.mountParams=this.viewState,this.modeState={compare:s.compare,trend:s.trend,runs:s.runs},this.modeMount={...this.modeState},this.runs=null,this.steps=null,this.shellStatus="loading",this.viewStatus="loading",this.error=null,this.status="loading",this.theme="light"}connectedCallback(){super.connectedCallback();let e=Be();this.theme=e.theme,e.addEventListener(Ao,this.onTheme),this.stopRefresh=e.onRefresh(()=>{this.refresh()}),this.loadTags()}disconnectedCallback(){super.disconnectedCallback(),Be().removeEventListener(Ao,this.onTheme),this.stopRefresh?.(),this.stopRefresh=null,this.tagsRequest.cancel(),this.kindsRequest.cancel(),this.stepsRequest.cancel(),this.refreshRequest.cancel()}async loadTags(){this.shellStatus="loading",this.error=null;let e,n;try{[e,n]=await Promise.all([this.tagsRequest.run(o=>this.api.tags(o)),this.kinds??this.kindsRequest.run(o=>this.api.kinds(o))])}catch(o){this.fail(pe(o));return}if(e===E||n===E)return;this.kinds=n,this.tags=e;let s=this.viewKinds();this.runs=Oa(e.runs,s),this.unknownKinds=Na(e.runs,s);let i=_i(this.ref,this.runs);if(i===null){this.shellStatus="empty";return}i.moved&&this.resetViewState(),this.setRef(i.ref),this.shellStatus="ready",this.loadSteps()}async loadSteps(e=!1){let{run:n,tag:s}=this.ref;if(n===null||s===null)return;e||(this.steps=null);let i;try{i=await this.stepsRequest.run(a=>this.api.steps(n,s,a))}catch(a){e||this.fail(pe(a));return}if(i===E)return;this.steps=i.steps,this.shellStatus==="error"&&(this.shellStatus="ready",this.error=null);let o=this.ref.step;o!==null&&!i.steps.some(a=>a.step===o)&&this.setRef({...this.ref,step:null})}async refresh(){if(this.tags===null){this.shellStatus==="error"&&this.runs===null&&this.loadTags();return}let e;try{e=await this.refreshRequest.run(f=>this.api.tags(f))}catch{return}let n=this.tags;if(e===E||n===null||bh(n.runs,e.runs))return;let s=$o(n.runs,this.ref.run,this.ref.tag);this.tags=e;let i=this.viewKinds(),o=Oa(e.runs,i);JSON.stringify(o)!==JSON.stringify(this.runs)&&(this.runs=o),this.unknownKinds=Na(e.runs,i);let a=_i(this.ref,o);if(a===null){this.shellStatus="empty";return}a.moved&&this.resetViewState();let l=a.ref,u=vh(l.step,s,$o(e.runs,l.run,l.tag)),p=u===l.step?l:{...l,step:u},m=p.run!==this.ref.run||p.tag!==this.ref.tag;p!==this.ref&&this.setRef(p);let d=this.shellStatus==="empty";d&&(this.shellStatus="ready"),(d||m||s!==$o(e.runs,p.run,p.tag))&&this.loadSteps(!(d||m)),this.requestUpdate()}fail(e){this.error=e,this.shellStatus="error"}kindOfRef(e){return this.tags?yp(this.tags.runs,e):null}viewOf(e){let n=xp(zs,e);if(n||e===null)return n;let s=this.declaration(e);if(!s)return null;let i=this.tableViews.get(e);return i||this.tableViews.set(e,i=Dg(s)),i}viewKinds(){let e=zs.map(n=>n.kind);return[...e,...(this.kinds?.kinds??[]).map(n=>n.name).filter(n=>!e.includes(n))]}declaration(e){return hp(this.kinds,e)}setRef(e){this.ref=e,this.writeHash()}writeHash(){let e=this.mode==="report"?[]:[[V+cl,this.mode]];Rp(V,[...bp(this.ref),...e,...this.viewState,...this.modeState.compare,...this.modeState.trend,...this.modeState.runs])}resetViewState(){this.viewState=[],this.mountParams=[],this.modeState={compare:[],trend:[],runs:[]},this.modeMount={compare:[],trend:[],runs:[]}}onModeChange(e){e!==this.mode&&(this.mountParams=this.viewState,this.modeMount={...this.modeState},this.viewStatus="loading",this.mode=e,this.writeHash())}onOpenReport(e){let n=e.run!==this.ref.run;this.onModeChange("report"),this.setRef({...this.ref,run:e.run,step:e.step}),n&&this.loadSteps()}onOpenCompare(e){let n=this.resolved?this.kindOfRef(this.resolved):null,s=Wg(this.modeState.compare,e.a,e.b,e.options,this.declaration(n));this.modeState={...this.modeState,compare:s},this.onModeChange("compare")}onTagChange(e){let n=this.tags?.runs??{},s=this.ref.run!==null&&n[this.ref.run]?.[e]?this.ref.run:Object.keys(n).sort().find(i=>n[i][e]);s!==void 0&&this.onReportChange({run:s,tag:e})}onReportChange(e){let n=this.ref,s={...n,...e},i=s.run!==n.run||s.tag!==n.tag;i&&(s={...s,step:null},this.runs&&(s=_i(s,this.runs)?.ref??s),this.kindOfRef(s)!==this.kindOfRef(n)&&this.resetViewState()),this.setRef(s),i&&this.loadSteps()}onViewParams(e){this.mode==="report"?this.viewState=e:this.modeState={...this.modeState,[this.mode]:e},this.writeHash()}willUpdate(e){if(e.has("ref")){let{run:n,tag:s,step:i}=this.ref,o=this.resolved;n===null||s===null?this.resolved=null:(!o||o.run!==n||o.tag!==s||o.step!==i)&&(this.resolved={run:n,tag:s,step:i})}this.status=this.shellStatus==="ready"?this.viewStatus:this.shellStatus}renderEmpty(){let n=`import tb_fairness

with tb_fairness.FileWriter("LOGDIR/my_model") as w:
${zs.map(s=>s.example.replace(/^/gm,"    ")).join(`
`)}`;return c`<div class="message" role="status">
      ${this.unknownKinds.length?c`<h2>No fairness reports this tab can show</h2>
            <p>
              The logdir holds fairness reports of kinds this version of the tab does not show:
              ${this.unknownKinds.join(", ")}.
            </p>`:c`<h2>No fairness reports in this logdir</h2>`}
      <ul>
        ${zs.map(s=>c`<li>${s.hint()}</li>`)}
      </ul>
      <p>For example, then reload this page:</p>
      <pre>${n}</pre>
    </div>`}renderError(){return c`<div class="message error" role="alert">
      <h2>Could not load the list of reports</h2>
      <div class="text">${this.error}</div>
      <button class="primary link" @click=${()=>{this.runs?this.loadSteps():this.loadTags()}}>
        Try again
      </button>
    </div>`}renderTabs(){let e=(o,a,l)=>c`<button
        role="tab"
        name=${"mode-"+o}
        aria-selected=${this.mode===o?"true":"false"}
        title=${l}
        @click=${()=>this.onModeChange(o)}
      >
        ${a}
      </button>`,n=this.ref,s=this.tags?qd(this.tags.runs,this.viewKinds()):[],i=this.resolved?this.kindOfRef(this.resolved):null;return c`<div class="modes">
      <div role="tablist" aria-label="Mode">
        ${e("report","Report","One report: the run, tag and step picked")}
        ${e("compare","Compare","Two reports of one tag side by side: two runs (models) or two steps (checkpoints)")}
        ${e("trend","Trends","Headline numbers over steps, several runs overlaid")}
        ${e("runs","Runs","Every run of the tag ranked at one step: bias against performance, the Pareto front, hyperparameters")}
      </div>
      ${this.mode==="report"?h:c`<label class="field">
            <span class="name">Tag</span>
            <select name="mode-tag" @change=${o=>this.onTagChange(o.target.value)}>
              ${s.map(o=>c`<option .value=${o} .selected=${o===n.tag}>${o}</option>`)}
            </select>
          </label>`}
      <fairness-help class="help" .declaration=${i?this.declaration(i):null}></fairness-help>
    </div>`}modeProps(e,n){let s=this.tags?Wd(this.tags.runs,e,n):[],i=JSON.stringify(s);i!==this.modeRuns.key&&(this.modeRuns={key:i,runs:s});let o=Ud(this.viewState,V,mp(this.declaration(n))),a=JSON.stringify(o);return a!==this.modeOptions.key&&(this.modeOptions={key:a,options:o}),{runs:this.modeRuns.runs,options:this.modeOptions.options}}renderMode(e){let n=this.resolved;if(!n||!this.runs)return h;let s=this.kindOfRef(n),i=this.viewOf(s);if(!i||s===null)return c`<div class="message error" role="alert">No view shows reports of kind ${s}.</div>`;let{runs:o,options:a}=this.modeProps(n.tag,s),l=U$[e];return Lc`<${l}
      .api=${this.api}
      .tag=${n.tag}
      .kind=${s}
      .kindTitle=${i.title}
      .declaration=${this.declaration(s)}
      .runs=${o}
      .run=${n.run}
      .step=${n.step}
      .options=${a}
      .params=${this.modeMount[e]}
      .revision=${this.tags?wh(this.tags.runs,n.tag):""}
    ></${l}>`}renderView(){let e=this.resolved;if(!e||!this.runs)return h;let n=this.kindOfRef(e),s=this.viewOf(n);if(!s)return c`<div class="message error" role="alert">No view shows reports of kind ${n}.</div>`;let i=c`<fairness-report-picker
      slot="report"
      .runs=${this.runs}
      .ref=${this.ref}
      .steps=${this.steps}
      .kindTitle=${(o,a)=>{let l=this.tags?.runs[o]?.[a]?.kind??"";return`${this.viewOf(l)?.title??l} report`}}
    ></fairness-report-picker>`;return s.render({report:e,info:this.tags?.runs[e.run]?.[e.tag]??null,declaration:this.declaration(n),params:this.mountParams},i)}render(){if(this.shellStatus==="empty")return this.renderEmpty();let e=this.status==="loading";return c`
      ${e?c`<div class="bar" role="progressbar" aria-label="Loading"></div>`:h}
      ${this.runs===null&&this.shellStatus==="loading"?c`<div class="loading">Loading reports…</div>`:h}
      ${this.shellStatus==="error"?this.renderError():h}
      <div
        class="view"
        style="display: contents"
        @report-change=${n=>this.onReportChange(n.detail)}
        @view-status=${n=>this.viewStatus=n.detail}
        @view-params=${n=>this.onViewParams(n.detail)}
        @open-report=${n=>this.onOpenReport(n.detail)}
        @open-compare=${n=>this.onOpenCompare(n.detail)}
      >
        ${this.runs?this.renderTabs():h}
        ${this.mode==="report"?this.renderView():this.renderMode(this.mode)}
      </div>
    `}};Kr.properties={ref:{state:!0},mode:{state:!0},runs:{state:!0},steps:{state:!0},shellStatus:{state:!0},viewStatus:{state:!0},error:{state:!0},status:{reflect:!0,attribute:"data-status"},theme:{reflect:!0,attribute:"data-theme"}},Kr.styles=[sd,R,J,Z,$`
      .modes {
        display: flex;
        align-items: flex-end;
        gap: 16px;
        flex-wrap: wrap;
      }
      .modes fairness-help {
        margin-left: auto;
        align-self: center;
      }
      [role='tablist'] {
        display: flex;
        border-bottom: 1px solid var(--border);
      }
      [role='tab'] {
        font: inherit;
        background: none;
        border: none;
        border-bottom: 2px solid transparent;
        padding: 6px 14px;
        cursor: pointer;
        color: inherit;
      }
      [role='tab'][aria-selected='true'] {
        border-bottom-color: var(--accent);
        color: var(--accent);
        font-weight: 600;
      }
      :host {
        display: flex;
        flex-direction: column;
        height: 100%;
        min-height: 0;
        padding: 12px 16px;
        gap: 10px;
        background: var(--bg);
        color: var(--fg);
        box-sizing: border-box;
      }
      .bar {
        position: fixed;
        left: 0;
        right: 0;
        top: 0;
        height: 2px;
        overflow: hidden;
        z-index: 2;
      }
      .bar::after {
        content: '';
        position: absolute;
        height: 100%;
        width: 30%;
        background: var(--accent);
        animation: slide 1.1s ease-in-out infinite;
      }
      @keyframes slide {
        from {
          left: -30%;
        }
        to {
          left: 100%;
        }
      }
      ul {
        padding-left: 20px;
      }
      li {
        margin: 4px 0;
      }
    `];customElements.define("fairness-app",Kr);function bN(){if(document.querySelector("fairness-app"))return;let r=document.createElement("style");r.textContent="html, body { height: 100%; margin: 0; }",document.head.appendChild(r),document.body.appendChild(new Kr)}export{bN as render};
/*! Bundled license information:

@lit-labs/virtualizer/layouts/shared/SizeCache.js:
@lit-labs/virtualizer/layouts/shared/BaseLayout.js:
@lit-labs/virtualizer/layouts/flow.js:
@lit-labs/virtualizer/events.js:
@lit-labs/virtualizer/ScrollerController.js:
@lit-labs/virtualizer/Virtualizer.js:
@lit-labs/virtualizer/virtualize.js:
@lit-labs/virtualizer/LitVirtualizer.js:
@lit-labs/virtualizer/lit-virtualizer.js:
  (**
   * @license
   * Copyright 2021 Google LLC
   * SPDX-License-Identifier: BSD-3-Clause
   *)

@lit/reactive-element/css-tag.js:
  (**
   * @license
   * Copyright 2019 Google LLC
   * SPDX-License-Identifier: BSD-3-Clause
   *)

@lit/reactive-element/reactive-element.js:
lit-html/lit-html.js:
lit-element/lit-element.js:
@lit/reactive-element/decorators/property.js:
lit-html/directive.js:
lit-html/async-directive.js:
lit-html/directives/repeat.js:
  (**
   * @license
   * Copyright 2017 Google LLC
   * SPDX-License-Identifier: BSD-3-Clause
   *)

lit-html/is-server.js:
  (**
   * @license
   * Copyright 2022 Google LLC
   * SPDX-License-Identifier: BSD-3-Clause
   *)

lit-html/static.js:
lit-html/directive-helpers.js:
lit-html/directives/live.js:
  (**
   * @license
   * Copyright 2020 Google LLC
   * SPDX-License-Identifier: BSD-3-Clause
   *)
*/
