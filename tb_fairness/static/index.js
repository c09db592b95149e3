// tb-fairness frontend bundle. GENERATED from frontend/src by `npm run build`: do not edit.
var YS=Object.defineProperty;var Wc=(t,e,n)=>()=>{if(n)throw n[0];try{return t&&(e=t(t=0)),e}catch(r){throw n=[r],r}};var GS=(t,e)=>{for(var n in e)YS(t,n,{get:e[n],enumerable:!0})};var uo,n0=Wc(()=>{uo=class{constructor(e){this._map=new Map,this._roundAverageSize=!1,this.totalSize=0,e?.roundAverageSize===!0&&(this._roundAverageSize=!0)}set(e,n){let r=this._map.get(e)||0;this._map.set(e,n),this.totalSize+=n-r}get averageSize(){if(this._map.size>0){let e=this.totalSize/this._map.size;return this._roundAverageSize?Math.round(e):e}return 0}getSize(e){return this._map.get(e)}clear(){this._map.clear(),this.totalSize=0}}});function xf(t){return t==="horizontal"?"width":"height"}var kl,r0=Wc(()=>{kl=class{_getDefaultConfig(){return{direction:"vertical"}}constructor(e,n){this._latestCoords={left:0,top:0},this._direction=null,this._viewportSize={width:0,height:0},this.totalScrollSize={width:0,height:0},this.offsetWithinScroller={left:0,top:0},this._pendingReflow=!1,this._pendingLayoutUpdate=!1,this._pin=null,this._firstVisible=0,this._lastVisible=0,this._physicalMin=0,this._physicalMax=0,this._first=-1,this._last=-1,this._sizeDim="height",this._secondarySizeDim="width",this._positionDim="top",this._secondaryPositionDim="left",this._scrollPosition=0,this._scrollError=0,this._items=[],this._scrollSize=1,this._overhang=1e3,this._hostSink=e,Promise.resolve().then(()=>this.config=n||this._getDefaultConfig())}set config(e){Object.assign(this,Object.assign({},this._getDefaultConfig(),e))}get config(){return{direction:this.direction}}get items(){return this._items}set items(e){this._setItems(e)}_setItems(e){e!==this._items&&(this._items=e,this._scheduleReflow())}get direction(){return this._direction}set direction(e){e=e==="horizontal"?e:"vertical",e!==this._direction&&(this._direction=e,this._sizeDim=e==="horizontal"?"width":"height",this._secondarySizeDim=e==="horizontal"?"height":"width",this._positionDim=e==="horizontal"?"left":"top",this._secondaryPositionDim=e==="horizontal"?"top":"left",this._triggerReflow())}get viewportSize(){return this._viewportSize}set viewportSize(e){let{_viewDim1:n,_viewDim2:r}=this;Object.assign(this._viewportSize,e),r!==this._viewDim2?this._scheduleLayoutUpdate():n!==this._viewDim1&&this._checkThresholds()}get viewportScroll(){return this._latestCoords}set viewportScroll(e){Object.assign(this._latestCoords,e);let n=this._scrollPosition;this._scrollPosition=this._latestCoords[this._positionDim],Math.abs(n-this._scrollPosition)>=1&&this._checkThresholds()}reflowIfNeeded(e=!1){(e||this._pendingReflow)&&(this._pendingReflow=!1,this._reflow())}set pin(e){this._pin=e,this._triggerReflow()}get pin(){if(this._pin!==null){let{index:e,block:n}=this._pin;return{index:Math.max(0,Math.min(e,this.items.length-1)),block:n}}return null}_clampScrollPosition(e){return Math.max(-this.offsetWithinScroller[this._positionDim],Math.min(e,this.totalScrollSize[xf(this.direction)]-this._viewDim1))}unpin(){this._pin!==null&&(this._sendUnpinnedMessage(),this._pin=null)}_updateLayout(){}get _viewDim1(){return this._viewportSize[this._sizeDim]}get _viewDim2(){return this._viewportSize[this._secondarySizeDim]}_scheduleReflow(){this._pendingReflow=!0}_scheduleLayoutUpdate(){this._pendingLayoutUpdate=!0,this._scheduleReflow()}_triggerReflow(){this._scheduleLayoutUpdate(),Promise.resolve().then(()=>this.reflowIfNeeded())}_reflow(){this._pendingLayoutUpdate&&(this._updateLayout(),this._pendingLayoutUpdate=!1),this._updateScrollSize(),this._setPositionFromPin(),this._getActiveItems(),this._updateVisibleIndices(),this._sendStateChangedMessage()}_setPositionFromPin(){if(this.pin!==null){let e=this._scrollPosition,{index:n,block:r}=this.pin;this._scrollPosition=this._calculateScrollIntoViewPosition({index:n,block:r||"start"})-this.offsetWithinScroller[this._positionDim],this._scrollError=e-this._scrollPosition}}_calculateScrollIntoViewPosition(e){let{block:n}=e,r=Math.min(this.items.length,Math.max(0,e.index)),i=this._getItemPosition(r)[this._positionDim],s=i;if(n!=="start"){let o=this._getItemSize(r)[this._sizeDim];if(n==="center")s=i-.5*this._viewDim1+.5*o;else{let a=i-this._viewDim1+o;if(n==="end")s=a;else{let l=this._scrollPosition;s=Math.abs(l-i)<Math.abs(l-a)?i:a}}}return s+=this.offsetWithinScroller[this._positionDim],this._clampScrollPosition(s)}getScrollIntoViewCoordinates(e){return{[this._positionDim]:this._calculateScrollIntoViewPosition(e)}}_sendUnpinnedMessage(){this._hostSink({type:"unpinned"})}_sendVisibilityChangedMessage(){this._hostSink({type:"visibilityChanged",firstVisible:this._firstVisible,lastVisible:this._lastVisible})}_sendStateChangedMessage(){let e=new Map;if(this._first!==-1&&this._last!==-1)for(let r=this._first;r<=this._last;r++)e.set(r,this._getItemPosition(r));let n={type:"stateChanged",scrollSize:{[this._sizeDim]:this._scrollSize,[this._secondarySizeDim]:null},range:{first:this._first,last:this._last,firstVisible:this._firstVisible,lastVisible:this._lastVisible},childPositions:e};this._scrollError&&(n.scrollError={[this._positionDim]:this._scrollError,[this._secondaryPositionDim]:0},this._scrollError=0),this._hostSink(n)}get _num(){return this._first===-1||this._last===-1?0:this._last-this._first+1}_checkThresholds(){if(this._viewDim1===0&&this._num>0||this._pin!==null)this._scheduleReflow();else{let e=Math.max(0,this._scrollPosition-this._overhang),n=Math.min(this._scrollSize,this._scrollPosition+this._viewDim1+this._overhang);this._physicalMin>e||this._physicalMax<n?this._scheduleReflow():this._updateVisibleIndices({emit:!0})}}_updateVisibleIndices(e){if(this._first===-1||this._last===-1)return;let n=this._first;for(;n<this._last&&Math.round(this._getItemPosition(n)[this._positionDim]+this._getItemSize(n)[this._sizeDim])<=Math.round(this._scrollPosition);)n++;let r=this._last;for(;r>this._first&&Math.round(this._getItemPosition(r)[this._positionDim])>=Math.round(this._scrollPosition+this._viewDim1);)r--;(n!==this._firstVisible||r!==this._lastVisible)&&(this._firstVisible=n,this._lastVisible=r,e&&e.emit&&this._sendVisibilityChangedMessage())}}});var s0={};GS(s0,{FlowLayout:()=>Ml,flow:()=>o3});function i0(t){return t==="horizontal"?"marginLeft":"marginTop"}function a3(t){return t==="horizontal"?"marginRight":"marginBottom"}function l3(t){return t==="horizontal"?"xOffset":"yOffset"}function u3(t,e){let n=[t,e].sort();return n[1]<=0?Math.min(...n):n[0]>=0?Math.max(...n):n[0]+n[1]}var o3,wf,Ml,o0=Wc(()=>{n0();r0();o3=t=>Object.assign({type:Ml},t);wf=class{constructor(){this._childSizeCache=new uo,this._marginSizeCache=new uo,this._metricsCache=new Map}update(e,n){let r=new Set;Object.keys(e).forEach(i=>{let s=Number(i);this._metricsCache.set(s,e[s]),this._childSizeCache.set(s,e[s][xf(n)]),r.add(s),r.add(s+1)});for(let i of r){let s=this._metricsCache.get(i)?.[i0(n)]||0,o=this._metricsCache.get(i-1)?.[a3(n)]||0;this._marginSizeCache.set(i,u3(s,o))}}get averageChildSize(){return this._childSizeCache.averageSize}get totalChildSize(){return this._childSizeCache.totalSize}get averageMarginSize(){return this._marginSizeCache.averageSize}get totalMarginSize(){return this._marginSizeCache.totalSize}getLeadingMarginValue(e,n){return this._metricsCache.get(e)?.[i0(n)]||0}getChildSize(e){return this._childSizeCache.getSize(e)}getMarginSize(e){return this._marginSizeCache.getSize(e)}clear(){this._childSizeCache.clear(),this._marginSizeCache.clear(),this._metricsCache.clear()}},Ml=class extends kl{constructor(){super(...arguments),this._itemSize={width:100,height:100},this._physicalItems=new Map,this._newPhysicalItems=new Map,this._metricsCache=new wf,this._anchorIdx=null,this._anchorPos=null,this._stable=!0,this._measureChildren=!0,this._estimate=!0}get measureChildren(){return this._measureChildren}updateItemSizes(e){this._metricsCache.update(e,this.direction),this._scheduleReflow()}_getPhysicalItem(e){return this._newPhysicalItems.get(e)??this._physicalItems.get(e)}_getSize(e){return this._getPhysicalItem(e)&&this._metricsCache.getChildSize(e)}_getAverageSize(){return this._metricsCache.averageChildSize||this._itemSize[this._sizeDim]}_estimatePosition(e){let n=this._metricsCache;if(this._first===-1||this._last===-1)return n.averageMarginSize+e*(n.averageMarginSize+this._getAverageSize());if(e<this._first){let r=this._first-e;return this._getPhysicalItem(this._first).pos-(n.getMarginSize(this._first-1)||n.averageMarginSize)-(r*n.averageChildSize+(r-1)*n.averageMarginSize)}else{let r=e-this._last;return this._getPhysicalItem(this._last).pos+(n.getChildSize(this._last)||n.averageChildSize)+(n.getMarginSize(this._last)||n.averageMarginSize)+r*(n.averageChildSize+n.averageMarginSize)}}_getPosition(e){let n=this._getPhysicalItem(e),{averageMarginSize:r}=this._metricsCache;return e===0?this._metricsCache.getMarginSize(0)??r:n?n.pos:this._estimatePosition(e)}_calculateAnchor(e,n){return e<=0?0:n>this._scrollSize-this._viewDim1?this.items.length-1:Math.max(0,Math.min(this.items.length-1,Math.floor((e+n)/2/this._delta)))}_getAnchor(e,n){if(this._physicalItems.size===0)return this._calculateAnchor(e,n);if(this._first<0)return this._calculateAnchor(e,n);if(this._last<0)return this._calculateAnchor(e,n);let r=this._getPhysicalItem(this._first),i=this._getPhysicalItem(this._last),s=r.pos;if(i.pos+this._metricsCache.getChildSize(this._last)<e)return this._calculateAnchor(e,n);if(s>n)return this._calculateAnchor(e,n);let l=this._firstVisible-1,u=-1/0;for(;u<e;)u=this._getPhysicalItem(++l).pos+this._metricsCache.getChildSize(l);return l}_getActiveItems(){this._viewDim1===0||this.items.length===0?this._clearItems():this._getItems()}_clearItems(){this._first=-1,this._last=-1,this._physicalMin=0,this._physicalMax=0;let e=this._newPhysicalItems;this._newPhysicalItems=this._physicalItems,this._newPhysicalItems.clear(),this._physicalItems=e,this._stable=!0}_getItems(){let e=this._newPhysicalItems;this._stable=!0;let n,r;if(this.pin!==null){let{index:u}=this.pin;this._anchorIdx=u,this._anchorPos=this._getPosition(u)}if(n=this._scrollPosition-this._overhang,r=this._scrollPosition+this._viewDim1+this._overhang,r<0||n>this._scrollSize){this._clearItems();return}(this._anchorIdx===null||this._anchorPos===null)&&(this._anchorIdx=this._getAnchor(n,r),this._anchorPos=this._getPosition(this._anchorIdx));let i=this._getSize(this._anchorIdx);i===void 0&&(this._stable=!1,i=this._getAverageSize());let s=this._metricsCache.getMarginSize(this._anchorIdx)??this._metricsCache.averageMarginSize,o=this._metricsCache.getMarginSize(this._anchorIdx+1)??this._metricsCache.averageMarginSize;this._anchorIdx===0&&(this._anchorPos=s),this._anchorIdx===this.items.length-1&&(this._anchorPos=this._scrollSize-o-i);let a=0;for(this._anchorPos+i+o<n&&(a=n-(this._anchorPos+i+o)),this._anchorPos-s>r&&(a=r-(this._anchorPos-s)),a&&(this._scrollPosition-=a,n-=a,r-=a,this._scrollError+=a),e.set(this._anchorIdx,{pos:this._anchorPos,size:i}),this._first=this._last=this._anchorIdx,this._physicalMin=this._anchorPos-s,this._physicalMax=this._anchorPos+i+o;this._physicalMin>n&&this._first>0;){let u=this._getSize(--this._first);u===void 0&&(this._stable=!1,u=this._getAverageSize());let c=this._metricsCache.getMarginSize(this._first);c===void 0&&(this._stable=!1,c=this._metricsCache.averageMarginSize),this._physicalMin-=u;let f=this._physicalMin;if(e.set(this._first,{pos:f,size:u}),this._physicalMin-=c,this._stable===!1&&this._estimate===!1)break}for(;this._physicalMax<r&&this._last<this.items.length-1;){let u=this._getSize(++this._last);u===void 0&&(this._stable=!1,u=this._getAverageSize());let c=this._metricsCache.getMarginSize(this._last);c===void 0&&(this._stable=!1,c=this._metricsCache.averageMarginSize);let f=this._physicalMax;if(e.set(this._last,{pos:f,size:u}),this._physicalMax+=u+c,!this._stable&&!this._estimate)break}let l=this._calculateError();l&&(this._physicalMin-=l,this._physicalMax-=l,this._anchorPos-=l,this._scrollPosition-=l,e.forEach(u=>u.pos-=l),this._scrollError+=l),this._stable&&(this._newPhysicalItems=this._physicalItems,this._newPhysicalItems.clear(),this._physicalItems=e)}_calculateError(){return this._first===0?this._physicalMin:this._physicalMin<=0?this._physicalMin-this._first*this._delta:this._last===this.items.length-1?this._physicalMax-this._scrollSize:this._physicalMax>=this._scrollSize?this._physicalMax-this._scrollSize+(this.items.length-1-this._last)*this._delta:0}_reflow(){let{_first:e,_last:n}=this;super._reflow(),(this._first===-1&&this._last==-1||this._first===e&&this._last===n)&&this._resetReflowState()}_resetReflowState(){this._anchorIdx=null,this._anchorPos=null,this._stable=!0}_updateScrollSize(){let{averageMarginSize:e}=this._metricsCache;this._scrollSize=Math.max(1,this.items.length*(e+this._getAverageSize())+e)}get _delta(){let{averageMarginSize:e}=this._metricsCache;return this._getAverageSize()+e}_getItemPosition(e){return{[this._positionDim]:this._getPosition(e),[this._secondaryPositionDim]:0,[l3(this.direction)]:-(this._metricsCache.getLeadingMarginValue(e,this.direction)??this._metricsCache.averageMarginSize)}}_getItemSize(e){return{[this._sizeDim]:this._getSize(e)||this._getAverageSize(),[this._secondarySizeDim]:this._itemSize[this._secondarySizeDim]}}_viewDim2Changed(){this._metricsCache.clear(),this._scheduleReflow()}}});var Wa=globalThis,Xa=Wa.ShadowRoot&&(Wa.ShadyCSS===void 0||Wa.ShadyCSS.nativeShadow)&&"adoptedStyleSheets"in Document.prototype&&"replace"in CSSStyleSheet.prototype,Xc=Symbol(),Eg=new WeakMap,Zs=class{constructor(e,n,r){if(this._$cssResult$=!0,r!==Xc)throw Error("CSSResult is not constructable. Use `unsafeCSS` or `css` instead.");this.cssText=e,this.t=n}get styleSheet(){let e=this.o,n=this.t;if(Xa&&e===void 0){let r=n!==void 0&&n.length===1;r&&(e=Eg.get(n)),e===void 0&&((this.o=e=new CSSStyleSheet).replaceSync(this.cssText),r&&Eg.set(n,e))}return e}toString(){return this.cssText}},Ka=t=>new Zs(typeof t=="string"?t:t+"",void 0,Xc),J=(t,...e)=>{let n=t.length===1?t[0]:e.reduce((r,i,s)=>r+(o=>{if(o._$cssResult$===!0)return o.cssText;if(typeof o=="number")return o;throw Error("Value passed to 'css' function must be a 'css' function result: "+o+". Use 'unsafeCSS' to pass non-literal values, but take care to ensure page security.")})(i)+t[s+1],t[0]);return new Zs(n,t,Xc)},Rg=(t,e)=>{if(Xa)t.adoptedStyleSheets=e.map(n=>n instanceof CSSStyleSheet?n:n.styleSheet);else for(let n of e){let r=document.createElement("style"),i=Wa.litNonce;i!==void 0&&r.setAttribute("nonce",i),r.textContent=n.cssText,t.appendChild(r)}},Kc=Xa?t=>t:t=>t instanceof CSSStyleSheet?(e=>{let n="";for(let r of e.cssRules)n+=r.cssText;return Ka(n)})(t):t;var{is:jS,defineProperty:WS,getOwnPropertyDescriptor:XS,getOwnPropertyNames:KS,getOwnPropertySymbols:ZS,getPrototypeOf:JS}=Object,Za=globalThis,Pg=Za.trustedTypes,QS=Pg?Pg.emptyScript:"",tk=Za.reactiveElementPolyfillSupport,Js=(t,e)=>t,Qs={toAttribute(t,e){switch(e){case Boolean:t=t?QS:null;break;case Object:case Array:t=t==null?t:JSON.stringify(t)}return t},fromAttribute(t,e){let n=t;switch(e){case Boolean:n=t!==null;break;case Number:n=t===null?null:Number(t);break;case Object:case Array:try{n=JSON.parse(t)}catch{n=null}}return n}},Ja=(t,e)=>!jS(t,e),Ng={attribute:!0,type:String,converter:Qs,reflect:!1,useDefault:!1,hasChanged:Ja};Symbol.metadata??=Symbol("metadata"),Za.litPropertyMetadata??=new WeakMap;var On=class extends HTMLElement{static addInitializer(e){this._$Ei(),(this.l??=[]).push(e)}static get observedAttributes(){return this.finalize(),this._$Eh&&[...this._$Eh.keys()]}static createProperty(e,n=Ng){if(n.state&&(n.attribute=!1),this._$Ei(),this.prototype.hasOwnProperty(e)&&((n=Object.create(n)).wrapped=!0),this.elementProperties.set(e,n),!n.noAccessor){let r=Symbol(),i=this.getPropertyDescriptor(e,r,n);i!==void 0&&WS(this.prototype,e,i)}}static getPropertyDescriptor(e,n,r){let{get:i,set:s}=XS(this.prototype,e)??{get(){return this[n]},set(o){this[n]=o}};return{get:i,set(o){let a=i?.call(this);s?.call(this,o),this.requestUpdate(e,a,r)},configurable:!0,enumerable:!0}}static getPropertyOptions(e){return this.elementProperties.get(e)??Ng}static _$Ei(){if(this.hasOwnProperty(Js("elementProperties")))return;let e=JS(this);e.finalize(),e.l!==void 0&&(this.l=[...e.l]),this.elementProperties=new Map(e.elementProperties)}static finalize(){if(this.hasOwnProperty(Js("finalized")))return;if(this.finalized=!0,this._$Ei(),this.hasOwnProperty(Js("properties"))){let n=this.properties,r=[...KS(n),...ZS(n)];for(let i of r)this.createProperty(i,n[i])}let e=this[Symbol.metadata];if(e!==null){let n=litPropertyMetadata.get(e);if(n!==void 0)for(let[r,i]of n)this.elementProperties.set(r,i)}this._$Eh=new Map;for(let[n,r]of this.elementProperties){let i=this._$Eu(n,r);i!==void 0&&this._$Eh.set(i,n)}this.elementStyles=this.finalizeStyles(this.styles)}static finalizeStyles(e){let n=[];if(Array.isArray(e)){let r=new Set(e.flat(1/0).reverse());for(let i of r)n.unshift(Kc(i))}else e!==void 0&&n.push(Kc(e));return n}static _$Eu(e,n){let r=n.attribute;return r===!1?void 0:typeof r=="string"?r:typeof e=="string"?e.toLowerCase():void 0}constructor(){super(),this._$Ep=void 0,this.isUpdatePending=!1,this.hasUpdated=!1,this._$Em=null,this._$Ev()}_$Ev(){this._$ES=new Promise(e=>this.enableUpdating=e),this._$AL=new Map,this._$E_(),this.requestUpdate(),this.constructor.l?.forEach(e=>e(this))}addController(e){(this._$EO??=new Set).add(e),this.renderRoot!==void 0&&this.isConnected&&e.hostConnected?.()}removeController(e){this._$EO?.delete(e)}_$E_(){let e=new Map,n=this.constructor.elementProperties;for(let r of n.keys())this.hasOwnProperty(r)&&(e.set(r,this[r]),delete this[r]);e.size>0&&(this._$Ep=e)}createRenderRoot(){let e=this.shadowRoot??this.attachShadow(this.constructor.shadowRootOptions);return Rg(e,this.constructor.elementStyles),e}connectedCallback(){this.renderRoot??=this.createRenderRoot(),this.enableUpdating(!0),this._$EO?.forEach(e=>e.hostConnected?.())}enableUpdating(e){}disconnectedCallback(){this._$EO?.forEach(e=>e.hostDisconnected?.())}attributeChangedCallback(e,n,r){this._$AK(e,r)}_$ET(e,n){let r=this.constructor.elementProperties.get(e),i=this.constructor._$Eu(e,r);if(i!==void 0&&r.reflect===!0){let s=(r.converter?.toAttribute!==void 0?r.converter:Qs).toAttribute(n,r.type);this._$Em=e,s==null?this.removeAttribute(i):this.setAttribute(i,s),this._$Em=null}}_$AK(e,n){let r=this.constructor,i=r._$Eh.get(e);if(i!==void 0&&this._$Em!==i){let s=r.getPropertyOptions(i),o=typeof s.converter=="function"?{fromAttribute:s.converter}:s.converter?.fromAttribute!==void 0?s.converter:Qs;this._$Em=i;let a=o.fromAttribute(n,s.type);this[i]=a??this._$Ej?.get(i)??a,this._$Em=null}}requestUpdate(e,n,r,i=!1,s){if(e!==void 0){let o=this.constructor;if(i===!1&&(s=this[e]),r??=o.getPropertyOptions(e),!((r.hasChanged??Ja)(s,n)||r.useDefault&&r.reflect&&s===this._$Ej?.get(e)&&!this.hasAttribute(o._$Eu(e,r))))return;this.C(e,n,r)}this.isUpdatePending===!1&&(this._$ES=this._$EP())}C(e,n,{useDefault:r,reflect:i,wrapped:s},o){r&&!(this._$Ej??=new Map).has(e)&&(this._$Ej.set(e,o??n??this[e]),s!==!0||o!==void 0)||(this._$AL.has(e)||(this.hasUpdated||r||(n=void 0),this._$AL.set(e,n)),i===!0&&this._$Em!==e&&(this._$Eq??=new Set).add(e))}async _$EP(){this.isUpdatePending=!0;try{await this._$ES}catch(n){Promise.reject(n)}let e=this.scheduleUpdate();return e!=null&&await e,!this.isUpdatePending}scheduleUpdate(){return this.performUpdate()}performUpdate(){if(!this.isUpdatePending)return;if(!this.hasUpdated){if(this.renderRoot??=this.createRenderRoot(),this._$Ep){for(let[i,s]of this._$Ep)this[i]=s;this._$Ep=void 0}let r=this.constructor.elementProperties;if(r.size>0)for(let[i,s]of r){let{wrapped:o}=s,a=this[i];o!==!0||this._$AL.has(i)||a===void 0||this.C(i,void 0,s,a)}}let e=!1,n=this._$AL;try{e=this.shouldUpdate(n),e?(this.willUpdate(n),this._$EO?.forEach(r=>r.hostUpdate?.()),this.update(n)):this._$EM()}catch(r){throw e=!1,this._$EM(),r}e&&this._$AE(n)}willUpdate(e){}_$AE(e){this._$EO?.forEach(n=>n.hostUpdated?.()),this.hasUpdated||(this.hasUpdated=!0,this.firstUpdated(e)),this.updated(e)}_$EM(){this._$AL=new Map,this.isUpdatePending=!1}get updateComplete(){return this.getUpdateComplete()}getUpdateComplete(){return this._$ES}shouldUpdate(e){return!0}update(e){this._$Eq&&=this._$Eq.forEach(n=>this._$ET(n,this[n])),this._$EM()}updated(e){}firstUpdated(e){}};On.elementStyles=[],On.shadowRootOptions={mode:"open"},On[Js("elementProperties")]=new Map,On[Js("finalized")]=new Map,tk?.({ReactiveElement:On}),(Za.reactiveElementVersions??=[]).push("2.1.2");var Jc=globalThis,Ig=t=>t,Qa=Jc.trustedTypes,Lg=Qa?Qa.createPolicy("lit-html",{createHTML:t=>t}):void 0,Qc="$lit$",zn=`lit$${Math.random().toFixed(9).slice(2)}$`,tf="?"+zn,ek=`<${tf}>`,zr=document,eo=()=>zr.createComment(""),no=t=>t===null||typeof t!="object"&&typeof t!="function",ef=Array.isArray,Vg=t=>ef(t)||typeof t?.[Symbol.iterator]=="function",Zc=`[ 	
\f\r]`,to=/<(?:(!--|\/[^a-zA-Z])|(\/?[a-zA-Z][^>\s]*)|(\/?$))/g,Dg=/-->/g,Og=/>/g,Dr=RegExp(`>|${Zc}(?:([^\\s"'>=/]+)(${Zc}*=${Zc}*(?:[^ 	
\f\r"'\`<>=]|("|')|))|$)`,"g"),zg=/'/g,Fg=/"/g,Ug=/^(?:script|style|textarea|title)$/i,nf=t=>(e,...n)=>({_$litType$:t,strings:e,values:n}),g=nf(1),yE=nf(2),vE=nf(3),tn=Symbol.for("lit-noChange"),M=Symbol.for("lit-nothing"),Bg=new WeakMap,Or=zr.createTreeWalker(zr,129);function qg(t,e){if(!ef(t)||!t.hasOwnProperty("raw"))throw Error("invalid template strings array");return Lg!==void 0?Lg.createHTML(e):e}var Hg=(t,e)=>{let n=t.length-1,r=[],i,s=e===2?"<svg>":e===3?"<math>":"",o=to;for(let a=0;a<n;a++){let l=t[a],u,c,f=-1,d=0;for(;d<l.length&&(o.lastIndex=d,c=o.exec(l),c!==null);)d=o.lastIndex,o===to?c[1]==="!--"?o=Dg:c[1]!==void 0?o=Og:c[2]!==void 0?(Ug.test(c[2])&&(i=RegExp("</"+c[2],"g")),o=Dr):c[3]!==void 0&&(o=Dr):o===Dr?c[0]===">"?(o=i??to,f=-1):c[1]===void 0?f=-2:(f=o.lastIndex-c[2].length,u=c[1],o=c[3]===void 0?Dr:c[3]==='"'?Fg:zg):o===Fg||o===zg?o=Dr:o===Dg||o===Og?o=to:(o=Dr,i=void 0);let h=o===Dr&&t[a+1].startsWith("/>")?" ":"";s+=o===to?l+ek:f>=0?(r.push(u),l.slice(0,f)+Qc+l.slice(f)+zn+h):l+zn+(f===-2?a:h)}return[qg(t,s+(t[n]||"<?>")+(e===2?"</svg>":e===3?"</math>":"")),r]},ro=class t{constructor({strings:e,_$litType$:n},r){let i;this.parts=[];let s=0,o=0,a=e.length-1,l=this.parts,[u,c]=Hg(e,n);if(this.el=t.createElement(u,r),Or.currentNode=this.el.content,n===2||n===3){let f=this.el.content.firstChild;f.replaceWith(...f.childNodes)}for(;(i=Or.nextNode())!==null&&l.length<a;){if(i.nodeType===1){if(i.hasAttributes())for(let f of i.getAttributeNames())if(f.endsWith(Qc)){let d=c[o++],h=i.getAttribute(f).split(zn),p=/([.?@])?(.*)/.exec(d);l.push({type:1,index:s,name:p[2],strings:h,ctor:p[1]==="."?el:p[1]==="?"?nl:p[1]==="@"?rl:Br}),i.removeAttribute(f)}else f.startsWith(zn)&&(l.push({type:6,index:s}),i.removeAttribute(f));if(Ug.test(i.tagName)){let f=i.textContent.split(zn),d=f.length-1;if(d>0){i.textContent=Qa?Qa.emptyScript:"";for(let h=0;h<d;h++)i.append(f[h],eo()),Or.nextNode(),l.push({type:2,index:++s});i.append(f[d],eo())}}}else if(i.nodeType===8)if(i.data===tf)l.push({type:2,index:s});else{let f=-1;for(;(f=i.data.indexOf(zn,f+1))!==-1;)l.push({type:7,index:s}),f+=zn.length-1}s++}}static createElement(e,n){let r=zr.createElement("template");return r.innerHTML=e,r}};function Fr(t,e,n=t,r){if(e===tn)return e;let i=r!==void 0?n._$Co?.[r]:n._$Cl,s=no(e)?void 0:e._$litDirective$;return i?.constructor!==s&&(i?._$AO?.(!1),s===void 0?i=void 0:(i=new s(t),i._$AT(t,n,r)),r!==void 0?(n._$Co??=[])[r]=i:n._$Cl=i),i!==void 0&&(e=Fr(t,i._$AS(t,e.values),i,r)),e}var tl=class{constructor(e,n){this._$AV=[],this._$AN=void 0,this._$AD=e,this._$AM=n}get parentNode(){return this._$AM.parentNode}get _$AU(){return this._$AM._$AU}u(e){let{el:{content:n},parts:r}=this._$AD,i=(e?.creationScope??zr).importNode(n,!0);Or.currentNode=i;let s=Or.nextNode(),o=0,a=0,l=r[0];for(;l!==void 0;){if(o===l.index){let u;l.type===2?u=new Pi(s,s.nextSibling,this,e):l.type===1?u=new l.ctor(s,l.name,l.strings,this,e):l.type===6&&(u=new il(s,this,e)),this._$AV.push(u),l=r[++a]}o!==l?.index&&(s=Or.nextNode(),o++)}return Or.currentNode=zr,i}p(e){let n=0;for(let r of this._$AV)r!==void 0&&(r.strings!==void 0?(r._$AI(e,r,n),n+=r.strings.length-2):r._$AI(e[n])),n++}},Pi=class t{get _$AU(){return this._$AM?._$AU??this._$Cv}constructor(e,n,r,i){this.type=2,this._$AH=M,this._$AN=void 0,this._$AA=e,this._$AB=n,this._$AM=r,this.options=i,this._$Cv=i?.isConnected??!0}get parentNode(){let e=this._$AA.parentNode,n=this._$AM;return n!==void 0&&e?.nodeType===11&&(e=n.parentNode),e}get startNode(){return this._$AA}get endNode(){return this._$AB}_$AI(e,n=this){e=Fr(this,e,n),no(e)?e===M||e==null||e===""?(this._$AH!==M&&this._$AR(),this._$AH=M):e!==this._$AH&&e!==tn&&this._(e):e._$litType$!==void 0?this.$(e):e.nodeType!==void 0?this.T(e):Vg(e)?this.k(e):this._(e)}O(e){return this._$AA.parentNode.insertBefore(e,this._$AB)}T(e){this._$AH!==e&&(this._$AR(),this._$AH=this.O(e))}_(e){this._$AH!==M&&no(this._$AH)?this._$AA.nextSibling.data=e:this.T(zr.createTextNode(e)),this._$AH=e}$(e){let{values:n,_$litType$:r}=e,i=typeof r=="number"?this._$AC(e):(r.el===void 0&&(r.el=ro.createElement(qg(r.h,r.h[0]),this.options)),r);if(this._$AH?._$AD===i)this._$AH.p(n);else{let s=new tl(i,this),o=s.u(this.options);s.p(n),this.T(o),this._$AH=s}}_$AC(e){let n=Bg.get(e.strings);return n===void 0&&Bg.set(e.strings,n=new ro(e)),n}k(e){ef(this._$AH)||(this._$AH=[],this._$AR());let n=this._$AH,r,i=0;for(let s of e)i===n.length?n.push(r=new t(this.O(eo()),this.O(eo()),this,this.options)):r=n[i],r._$AI(s),i++;i<n.length&&(this._$AR(r&&r._$AB.nextSibling,i),n.length=i)}_$AR(e=this._$AA.nextSibling,n){for(this._$AP?.(!1,!0,n);e!==this._$AB;){let r=Ig(e).nextSibling;Ig(e).remove(),e=r}}setConnected(e){this._$AM===void 0&&(this._$Cv=e,this._$AP?.(e))}},Br=class{get tagName(){return this.element.tagName}get _$AU(){return this._$AM._$AU}constructor(e,n,r,i,s){this.type=1,this._$AH=M,this._$AN=void 0,this.element=e,this.name=n,this._$AM=i,this.options=s,r.length>2||r[0]!==""||r[1]!==""?(this._$AH=Array(r.length-1).fill(new String),this.strings=r):this._$AH=M}_$AI(e,n=this,r,i){let s=this.strings,o=!1;if(s===void 0)e=Fr(this,e,n,0),o=!no(e)||e!==this._$AH&&e!==tn,o&&(this._$AH=e);else{let a=e,l,u;for(e=s[0],l=0;l<s.length-1;l++)u=Fr(this,a[r+l],n,l),u===tn&&(u=this._$AH[l]),o||=!no(u)||u!==this._$AH[l],u===M?e=M:e!==M&&(e+=(u??"")+s[l+1]),this._$AH[l]=u}o&&!i&&this.j(e)}j(e){e===M?this.element.removeAttribute(this.name):this.element.setAttribute(this.name,e??"")}},el=class extends Br{constructor(){super(...arguments),this.type=3}j(e){this.element[this.name]=e===M?void 0:e}},nl=class extends Br{constructor(){super(...arguments),this.type=4}j(e){this.element.toggleAttribute(this.name,!!e&&e!==M)}},rl=class extends Br{constructor(e,n,r,i,s){super(e,n,r,i,s),this.type=5}_$AI(e,n=this){if((e=Fr(this,e,n,0)??M)===tn)return;let r=this._$AH,i=e===M&&r!==M||e.capture!==r.capture||e.once!==r.once||e.passive!==r.passive,s=e!==M&&(r===M||i);i&&this.element.removeEventListener(this.name,this,r),s&&this.element.addEventListener(this.name,this,e),this._$AH=e}handleEvent(e){typeof this._$AH=="function"?this._$AH.call(this.options?.host??this.element,e):this._$AH.handleEvent(e)}},il=class{constructor(e,n,r){this.element=e,this.type=6,this._$AN=void 0,this._$AM=n,this.options=r}get _$AU(){return this._$AM._$AU}_$AI(e){Fr(this,e)}},Yg={M:Qc,P:zn,A:tf,C:1,L:Hg,R:tl,D:Vg,V:Fr,I:Pi,H:Br,N:nl,U:rl,B:el,F:il},nk=Jc.litHtmlPolyfillSupport;nk?.(ro,Pi),(Jc.litHtmlVersions??=[]).push("3.3.3");var Gg=(t,e,n)=>{let r=n?.renderBefore??e,i=r._$litPart$;if(i===void 0){let s=n?.renderBefore??null;r._$litPart$=i=new Pi(e.insertBefore(eo(),s),s,void 0,n??{})}return i._$AI(t),i};var rf=globalThis,X=class extends On{constructor(){super(...arguments),this.renderOptions={host:this},this._$Do=void 0}createRenderRoot(){let e=super.createRenderRoot();return this.renderOptions.renderBefore??=e.firstChild,e}update(e){let n=this.render();this.hasUpdated||(this.renderOptions.isConnected=this.isConnected),super.update(e),this._$Do=Gg(n,this.renderRoot,this.renderOptions)}connectedCallback(){super.connectedCallback(),this._$Do?.setConnected(!0)}disconnectedCallback(){super.disconnectedCallback(),this._$Do?.setConnected(!1)}render(){return tn}};X._$litElement$=!0,X.finalized=!0,rf.litElementHydrateSupport?.({LitElement:X});var rk=rf.litElementPolyfillSupport;rk?.({LitElement:X});(rf.litElementVersions??=[]).push("4.2.2");var jg=["label","count","count_a","count_b","value_a","value_b","gap","bound","p_value"],sl=["value_a","value_b","gap"],Wg=["label","count","count_a","count_b","value_a","value_b","gap","lower","upper","p_value","bound","significant","insufficient"],Xg=["label","count","count_a","count_b","value_a","value_b","gap","lower","upper","p_value","significant","insufficient"],Kg=["gap","bound"],Ni="label_associations",Zg="skew_size",ge=["negligible","small","medium","large"],io=[.1,.3,.5],Jg=["class","n","cramers_v","band","accuracy","worst_group","worst_group_accuracy","gap","lower","upper","p_value","significant"],Qg="group_metrics",tb="detection_recall",eb="harmful_label_association",nb="geodiversity",rb="retrieval_precision",ib=["key","value_a","value_b","delta","rank_a","rank_b","movement","presence","beyond_uncertainty"];var cr=class extends Error{constructor(n,r,i){super(n);this.status=r;this.url=i;this.name="ApiError"}},ik="fairness:associations-response",sk="fairness:skew-response";function ke(t){let e=new URLSearchParams;for(let[n,r]of Object.entries(t))r!==null&&e.set(n,String(r));return e.toString()}function ok(t){return"associations?"+ke({run:t.run,tag:t.tag,step:t.step,metric:t.metric,a:t.a,b:t.b,level:t.level??null,q:t.q??null,min_count:t.min_count??null,rank_by:t.rank_by??null})}function ak(t){return"skew?"+ke({run:t.run,tag:t.tag,step:t.step,mev:t.mev,level:t.level??null,q:t.q??null})}function lk(t){return"skew_class?"+ke({run:t.run,tag:t.tag,step:t.step,class:t.class,mev:t.mev,k:t.k,limit:t.limit})}function uk(t){return"groups?"+ke({run:t.run,tag:t.tag,step:t.step,metric:t.metric,grouping:t.grouping,min_count:t.min_count})}function ck(t){let e=t.a!==null&&t.b!==null;return"group_disparity?"+ke({run:t.run,tag:t.tag,step:t.step,metric:t.metric,a:e?t.a:null,b:e?t.b:null,grouping:e?null:t.grouping,min_count:t.min_count,q:t.q??null})}function fk(t){return"detection?"+ke({run:t.run,tag:t.tag,step:t.step,grouping:t.grouping,min_count:t.min_count})}function dk(t){return"detection_disparity?"+ke({run:t.run,tag:t.tag,step:t.step,a:t.a,b:t.b,min_count:t.min_count,q:t.q??null})}function hk(t){return"harmful?"+ke({run:t.run,tag:t.tag,step:t.step})}function pk(t){return"geodiversity?"+ke({run:t.run,tag:t.tag,step:t.step,by:t.by})}function mk(t){return"retrieval?"+ke({run:t.run,tag:t.tag,step:t.step})}function gk(t){return"diff?"+ke({...t.options,tag:t.tag,run:t.run,step:t.step,vs_run:t.vs_run,vs_step:t.vs_step})}function bk(t){let e=new URLSearchParams(ke({...t.options,tag:t.tag}));for(let n of t.runs)e.append("run",n);return"trend?"+e.toString()}function q(t,e){throw new cr(`malformed response from ${t.split("?")[0]}: ${e}`,null,t)}function gt(t){return typeof t=="object"&&t!==null&&!Array.isArray(t)}function yk(t,e="associations"){gt(t)||q(e,"not an object");let n=t.rows;(typeof n!="number"||!Number.isInteger(n)||n<0)&&q(e,"`rows` is not a count"),(!gt(t.columns)||!gt(t.states))&&q(e,"no `columns` or `states`");let r=t.columns,i=t.states;for(let s of Wg){let o=r[s];(!Array.isArray(o)||o.length!==n)&&q(e,`column \`${s}\` does not have ${n} rows`)}for(let s of sl){let o=i[s];(!Array.isArray(o)||o.length!==n)&&q(e,`states \`${s}\` does not have ${n} rows`)}return(!Array.isArray(t.identities)||!Array.isArray(t.metrics))&&q(e,"no `identities` or `metrics`"),t}function vk(t,e="skew"){gt(t)||q(e,"not an object");let n=t.rows;(typeof n!="number"||!Number.isInteger(n)||n<0)&&q(e,"`rows` is not a count"),gt(t.model)||q(e,"no `model`"),(!gt(t.columns)||!gt(t.states))&&q(e,"no `columns` or `states`");let r=t.columns;for(let s of Jg){let o=r[s];(!Array.isArray(o)||o.length!==n)&&q(e,`column \`${s}\` does not have ${n} rows`)}let i=t.states.cramers_v;return(!Array.isArray(i)||i.length!==n)&&q(e,`states \`cramers_v\` does not have ${n} rows`),Array.isArray(t.groups)||q(e,"no `groups`"),gt(t.reasons)||q(e,"no `reasons`"),t}function xk(t,e="skew_class"){gt(t)||q(e,"not an object");let{groups:n,labels:r}=t;(!Array.isArray(n)||!Array.isArray(r))&&q(e,"no `groups` or `labels`");for(let i of["group_n","group_accuracy","other","counts"]){let s=t[i];(!Array.isArray(s)||s.length!==n.length)&&q(e,`\`${i}\` does not have one entry per group`)}for(let i of["correct","kept"]){let s=t[i];(!Array.isArray(s)||s.length!==r.length)&&q(e,`\`${i}\` does not have one entry per label`)}for(let i of t.counts)(!Array.isArray(i)||i.length!==r.length)&&q(e,"`counts` rows do not have one entry per label");return Array.isArray(t.mistakes)||q(e,"no `mistakes`"),t}function ob(t,e,n,r,i){for(let s of n){let o=e[s];(!Array.isArray(o)||o.length!==r)&&q(t,`\`${s}\` does not have one row per class`);for(let a of o)(!Array.isArray(a)||a.length!==i)&&q(t,`\`${s}\` rows do not have one entry per group`)}}function wk(t,e="groups"){gt(t)||q(e,"not an object");let{classes:n,groups:r}=t;return(!Array.isArray(n)||!Array.isArray(r))&&q(e,"no `classes` or `groups`"),ob(e,t,["value","lower","upper","n","state"],n.length,r.length),(!Array.isArray(t.groupings)||!Array.isArray(t.macro))&&q(e,"no `groupings` or `macro`"),gt(t.reasons)||q(e,"no `reasons`"),t}function _k(t,e="detection"){gt(t)||q(e,"not an object");let{classes:n,groups:r,thresholds:i}=t;return(!Array.isArray(n)||!Array.isArray(r)||!Array.isArray(i))&&q(e,"no `classes`, `groups` or `thresholds`"),ob(e,t,["mar","mar_lower","mar_upper","n","state","ar","ar_lower","ar_upper"],n.length,r.length),Array.isArray(t.groupings)||q(e,"no `groupings`"),gt(t.reasons)||q(e,"no `reasons`"),t}function sf(t,e,n,r,i){for(let s of n){let o=e[s];(!Array.isArray(o)||o.length!==r)&&q(t,`\`${s}\` does not have one entry per ${i}`)}}function $k(t,e="harmful"){gt(t)||q(e,"not an object");let{groups:n,types:r,thresholds:i}=t;(!Array.isArray(n)||!Array.isArray(r)||!Array.isArray(i))&&q(e,"no `groups`, `types` or `thresholds`"),sf(e,t,["group_counts","hits","hit_rate","lower","upper"],n.length,"group");for(let s of["hit_rate","lower","upper"])for(let o of t[s]){(!Array.isArray(o)||o.length!==r.length)&&q(e,`\`${s}\` rows do not have one entry per type`);for(let a of o)(!Array.isArray(a)||a.length!==i.length)&&q(e,`\`${s}\` does not have one entry per threshold`)}(!Array.isArray(t.labels)||!Array.isArray(t.harmful_types))&&q(e,"no `labels` or `harmful_types`");for(let s of t.labels)(!gt(s)||typeof s.label!="string"||!Array.isArray(s.rate)||!Array.isArray(s.gap))&&q(e,"a malformed `labels` entry"),(s.rate.length!==n.length||s.gap.length!==n.length)&&q(e,"`labels` rates do not have one entry per group");return t}function Sk(t,e="geodiversity"){gt(t)||q(e,"not an object");let{groups:n}=t;return Array.isArray(n)||q(e,"no `groups`"),sf(e,t,["households","images","score","lower","upper","image_rate"],n.length,"group"),Array.isArray(t.groupings)||q(e,"no `groupings`"),t}function kk(t,e="retrieval"){gt(t)||q(e,"not an object");let{groups:n,ks:r}=t;(!Array.isArray(n)||!Array.isArray(r))&&q(e,"no `groups` or `ks`"),sf(e,t,["queries","precision","lower","upper"],n.length,"group");for(let i of["precision","lower","upper"])for(let s of t[i])(!Array.isArray(s)||s.length!==r.length)&&q(e,`\`${i}\` rows do not have one entry per K`);return t}var Mk=["class","n_1","n_2","value_1","value_2","gap","lower","upper","p_value","significant"];function sb(t,e="group_disparity"){gt(t)||q(e,"not an object");let n=t.rows;(typeof n!="number"||!Number.isInteger(n)||n<0)&&q(e,"`rows` is not a count"),(!gt(t.columns)||!gt(t.states))&&q(e,"no `columns` or `states`");let r=t.columns;for(let s of Mk){let o=r[s];(!Array.isArray(o)||o.length!==n)&&q(e,`column \`${s}\` does not have ${n} rows`)}let i=t.states.gap;return(!Array.isArray(i)||i.length!==n)&&q(e,`states \`gap\` does not have ${n} rows`),t}function Ck(t,e="diff"){gt(t)||q(e,"not an object");let n=t.rows;(typeof n!="number"||!Number.isInteger(n)||n<0)&&q(e,"`rows` is not a count"),gt(t.columns)||q(e,"no `columns`");let r=t.columns;for(let i of ib){let s=r[i];(!Array.isArray(s)||s.length!==n)&&q(e,`column \`${i}\` does not have ${n} rows`)}return(!gt(t.a)||!gt(t.b))&&q(e,"no `a` or `b`"),typeof t.value!="string"&&q(e,"no `value`"),t}function Tk(t,e="trend"){gt(t)||q(e,"not an object"),(!Array.isArray(t.names)||!Array.isArray(t.series))&&q(e,"no `names` or `series`");for(let n of t.series){(!gt(n)||typeof n.run!="string"||!Array.isArray(n.points))&&q(e,"a malformed `series` entry");for(let r of n.points)(!gt(r)||typeof r.step!="number"||!gt(r.values))&&q(e,"a malformed point")}return t}function Ak(t,e){return(!gt(t)||!gt(t.runs))&&q(e,"no `runs`"),t}function Ek(t,e){return(!gt(t)||!Array.isArray(t.steps))&&q(e,"no `steps`"),t}var Ne=class{constructor(e){this.fetchFn=e??((n,r)=>globalThis.fetch(n,r))}async getJson(e,n,r){let i;try{i=await this.fetchFn(e,{signal:n})}catch(s){throw n?.aborted?s:new cr(`cannot reach TensorBoard (${s instanceof Error?s.message:String(s)})`,null,e)}if(!i.ok){let s="";try{s=(await i.text()).trim()}catch{}throw new cr(s||`${i.status} ${i.statusText}`.trim(),i.status,e)}r&&typeof performance<"u"&&performance.mark&&performance.mark(r);try{return await i.json()}catch(s){throw n?.aborted?s:new cr(`malformed response from ${e.split("?")[0]}: not JSON`,i.status,e)}}async tags(e){let n="tags";return Ak(await this.getJson(n,e),n)}async steps(e,n,r){let i="steps?"+ke({run:e,tag:n});return Ek(await this.getJson(i,r),i)}async associations(e,n){let r=ok(e);return yk(await this.getJson(r,n,ik),r)}async skew(e,n){let r=ak(e);return vk(await this.getJson(r,n,sk),r)}async groups(e,n){let r=uk(e);return wk(await this.getJson(r,n),r)}async groupDisparity(e,n){let r=ck(e);return sb(await this.getJson(r,n),r)}async detection(e,n){let r=fk(e);return _k(await this.getJson(r,n),r)}async detectionDisparity(e,n){let r=dk(e);return sb(await this.getJson(r,n),r)}async harmful(e,n){let r=hk(e);return $k(await this.getJson(r,n),r)}async geodiversity(e,n){let r=pk(e);return Sk(await this.getJson(r,n),r)}async retrieval(e,n){let r=mk(e);return kk(await this.getJson(r,n),r)}async diff(e,n){let r=gk(e);return Ck(await this.getJson(r,n),r)}async trend(e,n){let r=bk(e);return Tk(await this.getJson(r,n),r)}async skewClass(e,n){let r=lk(e);return xk(await this.getJson(r,n),r)}},zt=Symbol("stale"),Ft=class{constructor(){this.generation=0;this.controller=null}async run(e){this.controller?.abort();let n=new AbortController;this.controller=n;let r=++this.generation;try{let i=await e(n.signal);return r===this.generation?i:zt}catch(i){if(r!==this.generation||n.signal.aborted)return zt;throw i}finally{this.controller===n&&(this.controller=null)}}cancel(){this.generation++,this.controller?.abort(),this.controller=null}};var ue="fairness_";function Ie(t){let e=new Map;for(let[n,r]of t)n.startsWith(ue)&&e.set(n.slice(ue.length),r);return e}function At(t){if(t===void 0||t.trim()==="")return null;let e=Number(t);return Number.isFinite(e)?e:null}function ol(t){let e=At(t);return e!==null&&Number.isSafeInteger(e)&&e>=0?e:null}function xt(t,e,n){n!==null&&n!==""&&t.push([ue+e,String(n)])}function Ii(t){if(t==="")return{regex:null,error:null};try{return{regex:new RegExp(t,"i"),error:null}}catch(e){return{regex:null,error:e instanceof Error?e.message:String(e)}}}function ab(t,e,n){if(n===null)return e;let r=new Int32Array(e.length),i=0;for(let s=0;s<e.length;s++){let o=e[s];n.lastIndex=0,n.test(t[o])&&(r[i++]=o)}return r.slice(0,i)}var Vr={run:"run",tag:"tag",step:"step"},Rk=new Set(Object.values(Vr).map(t=>ue+t));function lb(t){let e=[];return xt(e,Vr.run,t.run),xt(e,Vr.tag,t.tag),xt(e,Vr.step,t.step),e}function ub(t){let e=Ie(t),n=r=>{let i=e.get(r);return i===void 0||i===""?null:i};return{run:n(Vr.run),tag:n(Vr.tag),step:ol(e.get(Vr.step))}}function cb(t){let e=[];for(let[n,r]of t)n.startsWith(ue)&&!Rk.has(n)&&e.push([n,r]);return e}function fb(t,e){let n=[];for(let r of Object.keys(t).sort()){let i=Object.keys(t[r]).filter(s=>e.includes(t[r][s].kind)).sort();i.length&&n.push({run:r,tags:i})}return n}function db(t,e){let n=new Set;for(let r of Object.values(t))for(let i of Object.values(r))e.includes(i.kind)||n.add(i.kind);return[...n].sort()}function of(t,e){if(e.length===0)return null;let n=t.run===null&&t.tag!==null?e.find(s=>s.tags.includes(t.tag)):void 0;if(n)return{ref:{...t,run:n.run},moved:!1};let r=e.find(s=>s.run===t.run)??e[0],i=t.tag!==null&&r.tags.includes(t.tag)?t.tag:r.tags[0];return r.run===t.run&&i===t.tag?{ref:t,moved:!1}:t.run===null&&t.tag===null?{ref:{...t,run:r.run,tag:i},moved:!1}:{ref:{run:r.run,tag:i,step:null},moved:!0}}function hb(t,e){return e.run===null||e.tag===null?null:t[e.run]?.[e.tag]?.kind??null}function al(t,e){return e===null?null:t.find(n=>n.kind===e)??null}function pb(t){try{return decodeURIComponent(t)}catch{return t}}function mb(t){let e=t.startsWith("#")?t.slice(1):t;return e===""?[]:e.split("&").map(n=>{let r=n.indexOf("=");return r<0?{raw:n,key:null,value:null}:{raw:n,key:pb(n.slice(0,r)),value:pb(n.slice(r+1))}})}function Pk(t){let e=[];for(let n of mb(t))n.key!==null&&n.value!==null&&e.push([n.key,n.value]);return e}function Nk(t,e,n){let r=mb(t).filter(o=>o.key===null||!o.key.startsWith(e)).map(o=>o.raw),i=n.map(([o,a])=>`${encodeURIComponent(o)}=${encodeURIComponent(a)}`),s=[...r,...i];return s.length?"#"+s.join("&"):""}function gb(){try{let t=window.parent;if(t!==window)return t.location.hash,t}catch{}return window}function bb(){return Pk(gb().location.hash)}function yb(t,e){let n=gb(),r=n.location.hash,i=Nk(r,t,e);if(i===r||i===""&&r==="#")return;let s=new URL(n.location.href);s.hash=i,n.history.replaceState(n.history.state,"",s.href)}var Ik=new Intl.NumberFormat("en-US",{maximumFractionDigits:0});function O(t){return typeof t=="number"&&Number.isFinite(t)?Ik.format(t):""}function Fn(t){if(t===0)return"0";let e=Math.abs(t),n;if(e>=1e-4&&e<1e6)n=String(Number(t.toPrecision(4)));else{let[r,i]=t.toExponential(3).split("e");n=`${String(Number(r))}e${Number(i)}`}return n.replace(/^-/,"\u2212").replace(/e-/,"e\u2212")}var Lk={"+inf":"+\u221E","-inf":"\u2212\u221E",undefined:"undefined"},Dk={"+inf":"Positive infinity: the metric diverges for this label (for example ln of a ratio with a zero denominator). Sorted above every finite value.","-inf":"Negative infinity: the metric diverges for this label (for example ln 0 when the identity and the label never co-occur). Sorted below every finite value.",undefined:"Undefined: the metric has no value for this label (for example 0/0, or nPMI when p = 1). Sorted last in both directions and left out of the gap histogram."};function vb(t,e){if(typeof t=="number"&&Number.isFinite(t))return{text:Fn(t),state:null,title:String(t)};let n=e==="+inf"||e==="-inf"?e:"undefined";return{text:Lk[n],state:n,title:Dk[n]}}function Li(t){if(!Number.isFinite(t))return"";let e=new Date(t*1e3),n=r=>String(r).padStart(2,"0");return`${e.getFullYear()}-${n(e.getMonth()+1)}-${n(e.getDate())} ${n(e.getHours())}:${n(e.getMinutes())}`}function jt(t){return typeof t=="number"&&Number.isFinite(t)?`${(t*100).toFixed(1)}%`:""}function ll(t){return typeof t!="number"||!Number.isFinite(t)?"":`${(t*100).toFixed(1).replace(/^-/,"\u2212")} pp`}function Bn(t,e=3){return typeof t!="number"||!Number.isFinite(t)?"":t.toFixed(e).replace(/^-/,"\u2212")}function fr(t){if(typeof t!="number"||!Number.isFinite(t))return"";if(t<1e-6)return"<1e\u22126";if(t<.001){let[e,n]=t.toExponential(1).split("e");return Ok(`${Number(e)}e${Number(n)}`)}return String(Number(t.toPrecision(2)))}function Ok(t){return t.replace(/^-/,"\u2212").replace(/e-/,"e\u2212")}var zk=["class","n","cramers_v","band","p_value","accuracy","worst_group","worst_group_accuracy","gap"],cl=["class","n","cramers_v","band","accuracy","worst_group_accuracy","gap","lower","upper","p_value","significant"],Fk=["class","worst_group"],so=5,fl=.95,Ur=.05,dl=[.9,.95,.99],af=Object.freeze({cls:null,mev:so,level:fl,fdr:Ur,sort:"cramers_v",dir:"desc",search:""});function hl(){return{...af}}function lf(t){return Fk.includes(t)||t==="p_value"?"asc":"desc"}function pl(t){return t!==null&&Number.isFinite(t)&&t>=0}function Bk(t){return t!==null&&Number.isFinite(t)&&t>=.5&&t<1}function ml(t){return t!==null&&Number.isFinite(t)&&t>0&&t<1}var be={cls:"class",mev:"mev",level:"level",fdr:"fdr",sort:"sort",dir:"dir",search:"q"};function uf(t){let e=[];return xt(e,be.cls,t.cls),t.mev!==so&&xt(e,be.mev,t.mev),t.level!==fl&&xt(e,be.level,t.level),t.fdr!==Ur&&xt(e,be.fdr,t.fdr),(t.sort!==af.sort||t.dir!==af.dir)&&(xt(e,be.sort,t.sort),xt(e,be.dir,t.dir)),xt(e,be.search,t.search),e}function xb(t){let e=Ie(t),n=hl(),r=e.get(be.cls);n.cls=r===void 0||r===""?null:r;let i=At(e.get(be.mev));pl(i)&&(n.mev=i);let s=At(e.get(be.level));Bk(s)&&(n.level=s);let o=At(e.get(be.fdr));ml(o)&&(n.fdr=o);let a=e.get(be.sort);if(a!==void 0&&zk.includes(a)){n.sort=a;let l=e.get(be.dir);n.dir=l==="asc"||l==="desc"?l:lf(n.sort)}return n.search=e.get(be.search)??"",n}function Vk(t){let e=0;for(;e<io.length&&t>=io[e];)e++;return ge[e]}function Uk(t,e,n){if(e==="band"){let i=ge.indexOf(t.columns.band[n]);return i<0?NaN:i}let r=t.columns[e][n];return typeof r=="number"&&Number.isFinite(r)?r:NaN}function wb(t,e,n){let r=new Int32Array(t.rows);for(let o=0;o<r.length;o++)r[o]=o;let i=n==="asc"?1:-1;if(e==="class"||e==="worst_group"){let o=t.columns[e];return r.sort((a,l)=>{let u=o[a],c=o[l];return u===null||c===null?u===null&&c===null?a-l:u===null?1:-1:u<c?-i:u>c?i:a-l}),r}let s=new Float64Array(t.rows);for(let o=0;o<t.rows;o++)s[o]=Uk(t,e,o);return r.sort((o,a)=>{let l=s[o],u=s[a],c=Number.isNaN(l),f=Number.isNaN(u);return c||f?c&&f?o-a:c?1:-1:l<u?-i:l>u?i:o-a}),r}function _b(t,e,n){return ab(t.columns.class,e,n)}function Oi(t){return`${Number((t*100).toPrecision(4))}%`}function $b(t){return String(Number(t.toPrecision(4)))}function cf(t){return`significant after Benjamini\u2013Hochberg at FDR q = ${$b(t)}`}function Di(t){return typeof t=="number"&&Number.isFinite(t)}function Sb(t,e,n){let r=t.columns,i=t.states.cramers_v[e],s=i===null&&Di(r.cramers_v[e]),o=s?null:`Undefined: ${i&&n[i]||i||"no value of V"}`,a=r.lower?.[e],l=r.upper?.[e],u=s&&Di(a)&&Di(l)?[a,l]:null,c=r.p_value?.[e],f=s&&Di(c);return{interval:u,intervalText:u?`[${u[0].toFixed(2)}, ${u[1].toFixed(2)}]`:"\u2014",p:f?c:null,pText:f?fr(c):"\u2014",pTitle:f?`p = ${c} (chi-square test of "group and prediction independent")`:o??"No p-value",significant:s&&r.significant?.[e]===!0,reason:o}}function kb(t){let e=0,n=t.columns.upper??[];for(let r=0;r<t.rows;r++){let i=n[r];Di(i)&&i>e&&(e=i)}return[0,Math.min(1,Math.max(.1,Math.ceil(e*10-1e-9)/10))]}function qk(t){let e=0,n=t.columns.p_value??[];for(let r=0;r<t.rows;r++)Di(n[r])&&e++;return e}function Mb(t){let e=qk(t);return{interval:`whiskers: ${Oi(t.level)} interval of the population V (docs/statistics.md)`,significance:`\u2605 significant at FDR ${$b(t.q)}: ${t.significant} of ${e} class${e===1?"":"es"}`+(e<t.rows?` with a p-value (${t.rows-e} without V)`:"")}}var ul=20;function Cb(t,e){let n=Object.fromEntries(ge.map(a=>[a,0])),r=new Map,i=0,s=0;for(let a=0;a<e.length;a++){let l=e[a],u=t.columns.cramers_v[l];if(typeof u!="number"||!Number.isFinite(u)){s++;continue}let c=ge.includes(t.columns.band[l]??"")?t.columns.band[l]:Vk(u),d=Math.min(ul-1,Math.max(0,Math.floor(u*ul)))*ge.length+ge.indexOf(c);r.set(d,(r.get(d)??0)+1),n[c]++,i++}return{bins:[...r.entries()].sort(([a],[l])=>a-l).map(([a,l])=>{let u=Math.floor(a/ge.length);return{x0:u/ul,x1:(u+1)/ul,band:ge[a%ge.length],count:l}}),byBand:n,defined:i,undefined:s}}function Tb(t){let e=0;return{panels:t.groups.map((r,i)=>{let s=t.group_n[i]??0,o=u=>s>0?u/s:0,a=t.labels.map((u,c)=>{let f=t.counts[i][c]??0;return{label:u,count:f,share:o(f),correct:t.correct[c]===!0,kept:t.kept[c]!==!1,other:!1}});if(t.other_labels>0){let u=t.other[i]??0;a.push({label:"",count:u,share:o(u),correct:!1,kept:!0,other:!0})}for(let u of a)u.share>e&&(e=u.share);let l=t.mistakes.filter(u=>u.group===r).sort((u,c)=>u.rank-c.rank);return{group:r,n:s,accuracy:t.group_accuracy[i]??null,bars:a,mistakes:l}}),maxShare:e,otherLabels:t.other_labels,totalLabels:t.total_labels,dropped:t.kept.filter(r=>r===!1).length}}var Hk=Xg.join(",");function ie(t){return/[",\r\n]/.test(t)?'"'+t.replace(/"/g,'""')+'"':t}function Q(t){return typeof t=="number"&&Number.isFinite(t)?String(t):""}function gl(t){return t===!0?"True":"False"}function Ab(t,e){let n=t.columns,r=[Hk];for(let i=0;i<e.length;i++){let s=e[i];r.push([ie(n.label[s]),Q(n.count[s]),Q(n.count_a[s]),Q(n.count_b[s]),Q(n.value_a[s]),Q(n.value_b[s]),Q(n.gap[s]),Q(n.lower[s]),Q(n.upper[s]),Q(n.p_value[s]),gl(n.significant[s]),gl(n.insufficient[s])].join(","))}return r.join(`\r
`)+`\r
`}var Yk=cl.join(",");function Eb(t,e){let n=t.columns,r=[Yk];for(let i=0;i<e.length;i++){let s=e[i];r.push([ie(n.class[s]),Q(n.n[s]),Q(n.cramers_v[s]),ie(n.band[s]??""),Q(n.accuracy[s]),Q(n.worst_group_accuracy[s]),Q(n.gap[s]),Q(n.lower?.[s]),Q(n.upper?.[s]),Q(n.p_value?.[s]),n.significant?.[s]===!0?"True":"False"].join(","))}return r.join(`\r
`)+`\r
`}function Me(t){return(t.filter(n=>n!==null&&n!=="").map(n=>String(n).replace(/[^A-Za-z0-9._-]+/g,"_")).join("__")||"fairness")+".csv"}var ff="npmi_xy",df=100,bl="gap",Fi=.95,yl=[.9,.95,.99],Bi=.05,Vi=10,Ob=["dp","pmi","npmi_y","npmi_xy","pmi2","sdc","ji","llr","tau_b","t_test"],Gk=Object.freeze({metric:ff,a:null,b:null,sort:"gap",dir:"desc",search:"",gap:[null,null],count:[null,null],topK:df,rankBy:bl,level:Fi,fdr:Bi,minCount:null,significantOnly:!1});function vl(){return{...Gk,gap:[null,null],count:[null,null]}}function hf(t){return t==="label"||t==="p_value"?"asc":"desc"}function xl(t){return t==="bound"?"bound":"gap"}function jk(t){return t!==null&&Number.isFinite(t)&&t>=.5&&t<1}function pf(t){return t!==null&&Number.isFinite(t)&&t>0&&t<1}function mf(t){return t!==null&&Number.isSafeInteger(t)&&t>=0}var ht={metric:"metric",a:"a",b:"b",sort:"sort",dir:"dir",search:"q",gapMin:"gap_min",gapMax:"gap_max",countMin:"count_min",countMax:"count_max",topK:"k",rankBy:"rank_by",level:"level",fdr:"fdr",minCount:"min_count",significantOnly:"significant"};function gf(t){let e=[],n=(r,i)=>xt(e,r,i);return t.metric!==ff&&n(ht.metric,t.metric),n(ht.a,t.a),n(ht.b,t.b),t.rankBy!==bl&&n(ht.rankBy,t.rankBy),t.level!==Fi&&n(ht.level,t.level),t.fdr!==Bi&&n(ht.fdr,t.fdr),t.minCount!==null&&n(ht.minCount,t.minCount),t.significantOnly&&n(ht.significantOnly,1),(t.sort!==xl(t.rankBy)||t.dir!=="desc")&&(n(ht.sort,t.sort),n(ht.dir,t.dir)),n(ht.search,t.search),n(ht.gapMin,t.gap[0]),n(ht.gapMax,t.gap[1]),n(ht.countMin,t.count[0]),n(ht.countMax,t.count[1]),t.topK!==df&&n(ht.topK,t.topK),e}function Wk(t){let e=At(t);return e!==null&&Number.isSafeInteger(e)&&e>=1?e:df}function zb(t){let e=Ie(t),n=u=>{let c=e.get(u);return c===void 0||c===""?null:c},r=vl();r.metric=n(ht.metric)??ff,r.a=n(ht.a),r.b=n(ht.b);let i=e.get(ht.rankBy);i!==void 0&&Kg.includes(i)&&(r.rankBy=i),r.sort=xl(r.rankBy);let s=At(e.get(ht.level));jk(s)&&(r.level=s);let o=At(e.get(ht.fdr));pf(o)&&(r.fdr=o);let a=At(e.get(ht.minCount));mf(a)&&(r.minCount=a),r.significantOnly=e.get(ht.significantOnly)==="1";let l=e.get(ht.sort);if(l!==void 0&&jg.includes(l)){r.sort=l;let u=e.get(ht.dir);r.dir=u==="asc"||u==="desc"?u:hf(r.sort)}return r.search=e.get(ht.search)??"",r.gap=[At(e.get(ht.gapMin)),At(e.get(ht.gapMax))],r.count=[At(e.get(ht.countMin)),At(e.get(ht.countMax))],r.topK=Wk(e.get(ht.topK)),r}function Xk(t){return sl.includes(t)}function zi(t,e,n){let r=t.columns[e][n];if(typeof r=="number"&&Number.isFinite(r))return r;let i=Xk(e)?t.states[e]?.[n]:null;return i==="+inf"?1/0:i==="-inf"?-1/0:NaN}function Kk(t,e){let n=new Float64Array(t.rows);for(let r=0;r<t.rows;r++)n[r]=zi(t,e,r);return n}function Fb(t,e,n){let r=new Int32Array(t.rows);for(let o=0;o<r.length;o++)r[o]=o;let i=n==="asc"?1:-1;if(e==="label"){let o=t.columns.label;return r.sort((a,l)=>{let u=o[a],c=o[l];return u<c?-i:u>c?i:a-l}),r}let s=Kk(t,e);return r.sort((o,a)=>{let l=s[o],u=s[a],c=Number.isNaN(l),f=Number.isNaN(u);return c||f?c&&f?o-a:c?1:-1:l<u?-i:l>u?i:o-a}),r}function Rb(t,[e,n]){return e===null&&n===null?!0:Number.isNaN(t)?!1:(e===null||t>=e)&&(n===null||t<=n)}function Pb([t,e]){return t!==null||e!==null}function Bb(t,e,n){let{search:r,gap:i,count:s}=n,o=n.significantOnly===!0;if(r===null&&!Pb(i)&&!Pb(s)&&!o)return e;let a=t.columns.label,l=t.columns.significant,u=new Int32Array(e.length),c=0;for(let f=0;f<e.length;f++){let d=e[f];r!==null&&(r.lastIndex=0,!r.test(a[d]))||Rb(zi(t,"gap",d),i)&&Rb(zi(t,"count",d),s)&&(o&&l[d]!==!0||(u[c++]=d))}return u.slice(0,c)}function Vb(t){return Math.min(40,Math.max(5,Math.ceil(Math.sqrt(t))))}function Zk(t,e){if(t.length===0)return[];let n=1/0,r=-1/0;for(let o of t)o<n&&(n=o),o>r&&(r=o);if(n===r)return[{x0:n-.5,x1:r+.5,count:t.length}];let i=(r-n)/e,s=[];for(let o=0;o<e;o++)s.push({x0:n+o*i,x1:o===e-1?r:n+(o+1)*i,count:0});for(let o of t){let a=Math.min(e-1,Math.max(0,Math.floor((o-n)/i)));s[a].count++}return s}function Ub(t,e,n){let r=[],i={posInf:0,negInf:0,undefined:0};for(let s of e){let o=zi(t,"gap",s);Number.isFinite(o)?r.push(o):o===1/0?i.posInf++:o===-1/0?i.negInf++:i.undefined++}return{bins:Zk(r,n??Vb(r.length)),finite:r.length,nonFinite:i}}function Nb(t){let e=t.length;return e===0?null:e%2?t[(e-1)/2]:(t[e/2-1]+t[e/2])/2}function qb(t,e,n,r){let i=Math.min(Math.max(0,Math.floor(n)),e.length),s=new Float64Array(e.length),o=1/0,a=-1/0;for(let d=0;d<e.length;d++){let h=zi(t,"count",e[d]),p=h>0&&Number.isFinite(h)?Math.log10(h):NaN;s[d]=p,p<o&&(o=p),p>a&&(a=p)}let l=[],u=[],c=0;for(let d=0;d<e.length;d++){if(Number.isNaN(s[d])){d<i&&c++;continue}let h=zi(t,"count",e[d]);u.push(h),d<i&&l.push(h)}let f=[];if(u.length){let d=o===a?1:r??Math.min(30,Vb(u.length)),[h,p]=o===a?[o-.5,a+.5]:[o,a],m=(p-h)/d;for(let b=0;b<d;b++)f.push({x0:10**(h+b*m),x1:10**(b===d-1?p:h+(b+1)*m),top:0,all:0});for(let b=0;b<e.length;b++){let y=s[b];if(Number.isNaN(y))continue;let v=Math.min(d-1,Math.max(0,Math.floor((y-h)/m)));f[v].all++,b<i&&f[v].top++}}return l.sort((d,h)=>d-h),u.sort((d,h)=>d-h),{bins:f,k:i,topShown:l.length,allShown:u.length,zero:c,topMedian:Nb(l),allMedian:Nb(u)}}function pn(t){return`${Number((t*100).toPrecision(4))}%`}function Ib(t){return t.replace(/^-/,"\u2212").replace(/e-/,"e\u2212")}function Lb(t){if(t===0)return"0";let e=Math.abs(t);if(e>=.001&&e<1e5)return Ib(String(Number(t.toPrecision(3))));let[n,r]=t.toExponential(2).split("e");return Ib(`${Number(n)}e${Number(r)}`)}function Jk(t,e){return`[${Lb(t)}, ${Lb(e)}]`}function bf(t){return`Insufficient: label seen fewer than ${t} times (or an identity is)`}function Hb(t,e,n){let r=t.columns,i=r.lower[e],s=r.upper[e],o=typeof i=="number"&&typeof s=="number"&&Number.isFinite(i)&&Number.isFinite(s),a=t.states.gap[e],l=typeof r.gap[e]=="number"&&Number.isFinite(r.gap[e]),u=null;o||(a==="+inf"||a==="-inf"?u="Undefined: the gap is infinite, so it has no interval":l?u="Undefined: no variance (the standard error of the gap is zero or undefined)":u="Undefined: the gap itself is undefined");let c=r.insufficient[e]===!0,f=r.p_value[e],d=typeof f=="number"&&Number.isFinite(f),h,p;d?(h=fr(f),p=`p = ${f} (two-sided, for gap = 0)`):c?(h="\u2014",p=bf(n)):u!==null?(h="undefined",p=u):(h="\u2014",p="No p-value");let m=r.bound[e];return{interval:o?[i,s]:null,intervalText:o?Jk(i,s):"undefined",intervalReason:u,p:d?f:null,pText:h,pTitle:p,bound:typeof m=="number"&&Number.isFinite(m)?m:null,significant:r.significant[e]===!0,insufficient:c}}function Db(t,e){let n=Math.min(t.length-1,Math.max(0,Math.round(e*(t.length-1))));return t[n]}function Yb(t){let e=u=>{let c=[],f=[],{lower:d,upper:h,insufficient:p}=t.columns;for(let m=0;m<t.rows;m++){if(u&&p[m]===!0)continue;let b=d[m],y=h[m];typeof b=="number"&&typeof y=="number"&&Number.isFinite(b)&&Number.isFinite(y)&&(c.push(b),f.push(y))}return[c,f]},[n,r]=e(!0);if(n.length===0&&([n,r]=e(!1)),n.length===0)return[-1,1];let i=Float64Array.from(n).sort(),s=Float64Array.from(r).sort(),o=n.length>=50?.025:0,a=Math.min(0,Db(i,o)),l=Math.max(0,Db(s,1-o));return a===l&&(a-=1,l+=1),[a,l]}function Gb(t){let e=0;for(let r of t.columns.p_value)typeof r=="number"&&Number.isFinite(r)&&e++;let n=r=>`${r} row${r===1?"":"s"}`;return{interval:`Whiskers: the gap's ${pn(t.level)} interval (delta method / Newcombe, see the docs)`,significance:`\u2605 significant after Benjamini-Hochberg at FDR ${pn(t.q)} (${t.significant} of ${n(e)} with a p-value)`,insufficient:`grey: insufficient (${n(t.insufficient)}: the label or an identity seen fewer than ${t.min_count} times; no p-value)`,overlap:t.overlap_known?null:"This report was written before version 2: intervals assume the identities never overlap"}}var Vn="#f57c00",et=J`
  :host {
    font-family: Roboto, 'Helvetica Neue', Arial, sans-serif;
    font-size: 13px;
    color: #212121;
    box-sizing: border-box;
    --accent: ${Ka(Vn)};
    --muted: #757575;
    --border: #e0e0e0;
    --header-bg: #f5f5f5;
    --hover-bg: #fff3e0;
    --error: #c62828;
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
    border: 1px solid #c6c6c6;
    border-radius: 3px;
    background: #fff;
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
    background: #fff;
    color: var(--accent);
    font-weight: 500;
    cursor: pointer;
  }
  button.primary:hover:not(:disabled) {
    background: var(--hover-bg);
  }
  button.primary:disabled {
    border-color: #bdbdbd;
    color: #9e9e9e;
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
`,Ui=J`
  .head button:hover {
    background: #eeeeee;
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
`,qi=J`
  :host {
    display: flex;
    flex-direction: column;
    flex: 1;
    min-height: 0;
    gap: 10px;
  }
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
  .main {
    display: flex;
    gap: 16px;
    align-items: flex-start;
  }
`,se=J`
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
`,oe=J`
  .message {
    box-sizing: border-box;
    padding: 16px;
    border: 1px solid var(--border);
    border-radius: 2px;
    max-width: 760px;
  }
  .message.error {
    border-color: #ef9a9a;
    background: #ffebee;
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
    background: #f5f5f5;
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
`,qr={negligible:"#cfd8dc",small:"#ffcc80",medium:Vn,large:"#b71c1c"};function Le(t,e){t.dispatchEvent(new CustomEvent("view-status",{detail:e,bubbles:!0,composed:!0}))}function Bt(t,e){t.dispatchEvent(new CustomEvent("view-params",{detail:e,bubbles:!0,composed:!0}))}function dr(t,e){t.dispatchEvent(new CustomEvent("report-change",{detail:e,bubbles:!0,composed:!0}))}function ee(t){return t instanceof Error?t.message:String(t)}function Ce(t,e,n="text/csv;charset=utf-8"){let r=URL.createObjectURL(new Blob([t],{type:n})),i=document.createElement("a");i.href=r,i.download=e,i.rel="noopener",i.click(),setTimeout(()=>URL.revokeObjectURL(r),1e4)}var jb="";function Hi(t){let e=t.trim();if(e==="")return null;let n=Number(e);return Number.isFinite(n)?n:NaN}var Yi=class Yi extends X{constructor(){super(),this.metrics=[],this.identities=[],this.reportMinCount=Vi,this.searchError=null,this.canDownload=!1,this.fieldText={gapMin:"",gapMax:"",countMin:"",countMax:""},this.statText={fdr:"",minCount:""}}willUpdate(e){if((e.has("selection")||e.has("reportMinCount"))&&this.selection){let n={gapMin:this.selection.gap[0],gapMax:this.selection.gap[1],countMin:this.selection.count[0],countMax:this.selection.count[1]},r=null;for(let o of Object.keys(n)){let a=Hi(this.fieldText[o]);a===n[o]||Number.isNaN(a)&&n[o]===null||(r??={...this.fieldText},r[o]=n[o]===null?"":String(n[o]))}r&&(this.fieldText=r);let i={fdr:this.selection.fdr,minCount:this.selection.minCount??this.reportMinCount},s=null;for(let o of Object.keys(i))Hi(this.statText[o])!==i[o]&&(s??={...this.statText},s[o]=String(i[o]));s&&(this.statText=s)}}static statValid(e,n){return e==="fdr"?pf(n):mf(n)}onStatInput(e,n){this.statText={...this.statText,[e]:n.target.value}}commitStat(e){let n=Hi(this.statText[e]);Yi.statValid(e,n)&&n!==this.selection[e]&&this.emit({[e]:n})}statInput(e,n,r){let i=this.statText[e],s=!Yi.statValid(e,Hi(i));return g`<input
      type="number"
      class="stat ${s?"invalid":""}"
      name=${e==="fdr"?"fdr":"min_count"}
      aria-label=${n}
      aria-invalid=${s?"true":"false"}
      title=${s?`${r} Not valid: ignored.`:r}
      min=${e==="fdr"?"0.001":"0"}
      max=${e==="fdr"?"0.5":M}
      step=${e==="fdr"?"0.01":"1"}
      .value=${i}
      @input=${o=>this.onStatInput(e,o)}
      @change=${()=>this.commitStat(e)}
      @keydown=${o=>{o.key==="Enter"&&this.commitStat(e)}}
    />`}emit(e){this.dispatchEvent(new CustomEvent("selection-change",{detail:e,bubbles:!0,composed:!0}))}onRange(e,n){let r=n.target.value;this.fieldText={...this.fieldText,[e]:r};let i=Hi(r),s=i===null||Number.isNaN(i)?null:i,o=this.selection,a=[...o.gap],l=[...o.count];e==="gapMin"&&(a[0]=s),e==="gapMax"&&(a[1]=s),e==="countMin"&&(l[0]=s),e==="countMax"&&(l[1]=s),this.emit(e.startsWith("gap")?{gap:a}:{count:l})}rangeInput(e,n,r){let i=this.fieldText[e],s=Number.isNaN(Hi(i));return g`<input
      type="text"
      inputmode="decimal"
      class=${s?"invalid":""}
      name=${e}
      aria-label=${r}
      aria-invalid=${s?"true":"false"}
      title=${s?"Not a number: ignored":r}
      placeholder=${n}
      .value=${i}
      @input=${o=>this.onRange(e,o)}
    />`}render(){let e=this.selection;if(!e)return M;let n=this.metrics.length?this.metrics:[{name:e.metric,title:e.metric,range:null}],r=this.identities,i=r.filter(s=>s.name!==e.a);return g`
      <div class="group" role="group" aria-label="Report and comparison">
        <slot name="report"></slot>
        <label class="field">
          <span class="name">Metric</span>
          <select
            name="metric"
            @change=${s=>this.emit({metric:s.target.value})}
          >
            ${n.map(s=>g`<option .value=${s.name} .selected=${s.name===e.metric} title=${s.title}>
                  ${s.name}${s.title&&s.title!==s.name?` \u2014 ${s.title}`:""}
                </option>`)}
          </select>
        </label>
        <label class="field">
          <span class="name">Identity A</span>
          <select
            name="a"
            @change=${s=>{let o=s.target.value;this.emit(o===e.b?{a:o,b:null}:{a:o})}}
          >
            ${r.length===0&&e.a!==null?g`<option .selected=${!0} .value=${e.a}>${e.a}</option>`:M}
            ${r.map(s=>g`<option .value=${s.name} .selected=${s.name===e.a}>${s.name} (${O(s.count)})</option>`)}
          </select>
        </label>
        <label class="field">
          <span class="name">Identity B</span>
          <select
            name="b"
            @change=${s=>{let o=s.target.value;this.emit({b:o===jb?null:o})}}
          >
            <option .value=${jb} .selected=${e.b===null}>rest (one-vs-rest)</option>
            ${i.map(s=>g`<option .value=${s.name} .selected=${s.name===e.b}>${s.name} (${O(s.count)})</option>`)}
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
            .value=${e.search}
            @input=${s=>this.emit({search:s.target.value})}
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
          ${this.rangeInput("countMin","min","minimum count")} –
          ${this.rangeInput("countMax","max","maximum count")}
        </div>
      </div>
      </div>
      <div class="group" role="group" aria-label="Statistics">
        <label class="field" title="gap: the largest gaps first. bound: the end of the interval nearest zero (0 when it holds 0), so gaps that are large and certain come first">
          <span class="name">Rank by</span>
          <select
            name="rank_by"
            @change=${s=>this.emit({rankBy:s.target.value==="bound"?"bound":"gap"})}
          >
            <option .value=${"gap"} .selected=${e.rankBy==="gap"}>gap</option>
            <option .value=${"bound"} .selected=${e.rankBy==="bound"}>conservative bound</option>
          </select>
        </label>
        <label class="field" title="Confidence level of the intervals (the whiskers)">
          <span class="name">Level</span>
          <select name="level" @change=${s=>this.emit({level:Number(s.target.value)})}>
            ${(yl.includes(e.level)?yl:[...yl,e.level].sort((s,o)=>s-o)).map(s=>g`<option .value=${String(s)} .selected=${s===e.level}>${pn(s)}</option>`)}
          </select>
        </label>
        <label class="field">
          <span class="name">FDR q</span>
          ${this.statInput("fdr","false discovery rate q","False discovery rate of the \u2605 marks (Benjamini-Hochberg), in (0, 1).")}
        </label>
        <label class="field">
          <span class="name">Min count</span>
          ${this.statInput("minCount","minimum count","A row is insufficient (grey, no p-value) when the label or an identity is seen fewer times than this.")}
        </label>
        <label class="field check" title="Show only the rows marked ★">
          <input
            type="checkbox"
            name="significant_only"
            .checked=${e.significantOnly}
            @change=${s=>this.emit({significantOnly:s.target.checked})}
          />
          <span>significant only</span>
        </label>
      <span class="spacer"></span>
      <button
        class="primary"
        name="download"
        ?disabled=${!this.canDownload}
        title="The rows shown, in the order shown, as CSV"
        @click=${()=>this.dispatchEvent(new CustomEvent("download-csv",{bubbles:!0,composed:!0}))}
      >
        Download CSV
      </button>
      </div>
      ${this.searchError?g`<div class="search-error" role="alert" title=${this.searchError}>
            Invalid regex, search ignored: ${this.searchError}
          </div>`:M}
    `}};Yi.properties={selection:{attribute:!1},metrics:{attribute:!1},identities:{attribute:!1},reportMinCount:{attribute:!1},searchError:{attribute:!1},canDownload:{attribute:!1},fieldText:{state:!0},statText:{state:!0}},Yi.styles=[et,se,J`
      :host {
        display: flex;
        flex-direction: column;
        gap: 8px;
      }
      select[name='metric'] {
        max-width: 260px;
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
    `];var yf=Yi;customElements.define("fairness-controls",yf);function Gi(t,e,n,r){var i=arguments.length,s=i<3?e:r===null?r=Object.getOwnPropertyDescriptor(e,n):r,o;if(typeof Reflect=="object"&&typeof Reflect.decorate=="function")s=Reflect.decorate(t,e,n,r);else for(var a=t.length-1;a>=0;a--)(o=t[a])&&(s=(i<3?o(s):i>3?o(e,n,s):o(e,n))||s);return i>3&&s&&Object.defineProperty(e,n,s),s}var Qk={attribute:!0,type:String,converter:Qs,reflect:!1,hasChanged:Ja},t3=(t=Qk,e,n)=>{let{kind:r,metadata:i}=n,s=globalThis.litPropertyMetadata.get(i);if(s===void 0&&globalThis.litPropertyMetadata.set(i,s=new Map),r==="setter"&&((t=Object.create(t)).wrapped=!0),s.set(n.name,t),r==="accessor"){let{name:o}=n;return{set(a){let l=e.get.call(this);e.set.call(this,a),this.requestUpdate(o,l,t,!0,a)},init(a){return a!==void 0&&this.C(o,void 0,t,a),a}}}if(r==="setter"){let{name:o}=n;return function(a){let l=this[o];e.call(this,a),this.requestUpdate(o,l,t,!0,a)}}throw Error("Unsupported decorator location: "+r)};function ji(t){return(e,n)=>typeof n=="object"?t3(t,e,n):((r,i,s)=>{let o=i.hasOwnProperty(s);return i.constructor.createProperty(s,r),o?Object.getOwnPropertyDescriptor(i,s):void 0})(t,e,n)}var Xi={ATTRIBUTE:1,CHILD:2,PROPERTY:3,BOOLEAN_ATTRIBUTE:4,EVENT:5,ELEMENT:6},oo=t=>(...e)=>({_$litDirective$:t,values:e}),Wi=class{constructor(e){}get _$AU(){return this._$AM._$AU}_$AT(e,n,r){this._$Ct=e,this._$AM=n,this._$Ci=r}_$AS(e,n){return this.update(e,n)}update(e,n){return this.render(...n)}};var{I:e3}=Yg,Wb=t=>t;var Kb=t=>t.strings===void 0,Xb=()=>document.createComment(""),Ki=(t,e,n)=>{let r=t._$AA.parentNode,i=e===void 0?t._$AB:e._$AA;if(n===void 0){let s=r.insertBefore(Xb(),i),o=r.insertBefore(Xb(),i);n=new e3(s,o,t,t.options)}else{let s=n._$AB.nextSibling,o=n._$AM,a=o!==t;if(a){let l;n._$AQ?.(t),n._$AM=t,n._$AP!==void 0&&(l=t._$AU)!==o._$AU&&n._$AP(l)}if(s!==i||a){let l=n._$AA;for(;l!==s;){let u=Wb(l).nextSibling;Wb(r).insertBefore(l,i),l=u}}}return n},hr=(t,e,n=t)=>(t._$AI(e,n),t),n3={},Zb=(t,e=n3)=>t._$AH=e,Jb=t=>t._$AH,wl=t=>{t._$AR(),t._$AA.remove()};var ao=(t,e)=>{let n=t._$AN;if(n===void 0)return!1;for(let r of n)r._$AO?.(e,!1),ao(r,e);return!0},_l=t=>{let e,n;do{if((e=t._$AM)===void 0)break;n=e._$AN,n.delete(t),t=e}while(n?.size===0)},Qb=t=>{for(let e;e=t._$AM;t=e){let n=e._$AN;if(n===void 0)e._$AN=n=new Set;else if(n.has(t))break;n.add(t),s3(e)}};function r3(t){this._$AN!==void 0?(_l(this),this._$AM=t,Qb(this)):this._$AM=t}function i3(t,e=!1,n=0){let r=this._$AH,i=this._$AN;if(i!==void 0&&i.size!==0)if(e)if(Array.isArray(r))for(let s=n;s<r.length;s++)ao(r[s],!1),_l(r[s]);else r!=null&&(ao(r,!1),_l(r));else ao(this,t)}var s3=t=>{t.type==Xi.CHILD&&(t._$AP??=i3,t._$AQ??=r3)},$l=class extends Wi{constructor(){super(...arguments),this._$AN=void 0}_$AT(e,n,r){super._$AT(e,n,r),Qb(this),this.isConnected=e._$AU}_$AO(e,n=!0){e!==this.isConnected&&(this.isConnected=e,e?this.reconnected?.():this.disconnected?.()),n&&(ao(this,e),_l(this))}setValue(e){if(Kb(this._$Ct))this._$Ct._$AI(e,this);else{let n=[...this._$Ct._$AH];n[this._$Ci]=e,this._$Ct._$AI(n,this,0)}}disconnected(){}reconnected(){}};var t0=(t,e,n)=>{let r=new Map;for(let i=e;i<=n;i++)r.set(t[i],i);return r},e0=oo(class extends Wi{constructor(t){if(super(t),t.type!==Xi.CHILD)throw Error("repeat() can only be used in text expressions")}dt(t,e,n){let r;n===void 0?n=e:e!==void 0&&(r=e);let i=[],s=[],o=0;for(let a of t)i[o]=r?r(a,o):o,s[o]=n(a,o),o++;return{values:s,keys:i}}render(t,e,n){return this.dt(t,e,n).values}update(t,[e,n,r]){let i=Jb(t),{values:s,keys:o}=this.dt(e,n,r);if(!Array.isArray(i))return this.ut=o,s;let a=this.ut??=[],l=[],u,c,f=0,d=i.length-1,h=0,p=s.length-1;for(;f<=d&&h<=p;)if(i[f]===null)f++;else if(i[d]===null)d--;else if(a[f]===o[h])l[h]=hr(i[f],s[h]),f++,h++;else if(a[d]===o[p])l[p]=hr(i[d],s[p]),d--,p--;else if(a[f]===o[p])l[p]=hr(i[f],s[p]),Ki(t,l[p+1],i[f]),f++,p--;else if(a[d]===o[h])l[h]=hr(i[d],s[h]),Ki(t,i[f],i[d]),d--,h++;else if(u===void 0&&(u=t0(o,h,p),c=t0(a,f,d)),u.has(a[f]))if(u.has(a[d])){let m=c.get(o[h]),b=m!==void 0?i[m]:null;if(b===null){let y=Ki(t,i[f]);hr(y,s[h]),l[h]=y}else l[h]=hr(b,s[h]),Ki(t,i[f],b),i[m]=null;h++}else wl(i[d]),d--;else wl(i[f]),f++;for(;h<=p;){let m=Ki(t,l[p+1]);hr(m,s[h]),l[h++]=m}for(;f<=d;){let m=i[f++];m!==null&&wl(m)}return this.ut=o,Zb(t,l),tn}});var Zi=class t extends Event{constructor(e){super(t.eventName,{bubbles:!1}),this.first=e.first,this.last=e.last}};Zi.eventName="rangeChanged";var Ji=class t extends Event{constructor(e){super(t.eventName,{bubbles:!1}),this.first=e.first,this.last=e.last}};Ji.eventName="visibilityChanged";var lo=class t extends Event{constructor(){super(t.eventName,{bubbles:!1})}};lo.eventName="unpinned";var vf=class{constructor(e){this._element=null;let n=e??window;this._node=n,e&&(this._element=e)}get element(){return this._element||document.scrollingElement||document.documentElement}get scrollTop(){return this.element.scrollTop||window.scrollY}get scrollLeft(){return this.element.scrollLeft||window.scrollX}get scrollHeight(){return this.element.scrollHeight}get scrollWidth(){return this.element.scrollWidth}get viewportHeight(){return this._element?this._element.getBoundingClientRect().height:window.innerHeight}get viewportWidth(){return this._element?this._element.getBoundingClientRect().width:window.innerWidth}get maxScrollTop(){return this.scrollHeight-this.viewportHeight}get maxScrollLeft(){return this.scrollWidth-this.viewportWidth}},Sl=class extends vf{constructor(e,n){super(n),this._clients=new Set,this._retarget=null,this._end=null,this.__destination=null,this.correctingScrollError=!1,this._checkForArrival=this._checkForArrival.bind(this),this._updateManagedScrollTo=this._updateManagedScrollTo.bind(this),this.scrollTo=this.scrollTo.bind(this),this.scrollBy=this.scrollBy.bind(this);let r=this._node;this._originalScrollTo=r.scrollTo,this._originalScrollBy=r.scrollBy,this._originalScroll=r.scroll,this._attach(e)}get _destination(){return this.__destination}get scrolling(){return this._destination!==null}scrollTo(e,n){let r=typeof e=="number"&&typeof n=="number"?{left:e,top:n}:e;this._scrollTo(r)}scrollBy(e,n){let r=typeof e=="number"&&typeof n=="number"?{left:e,top:n}:e;r.top!==void 0&&(r.top+=this.scrollTop),r.left!==void 0&&(r.left+=this.scrollLeft),this._scrollTo(r)}_nativeScrollTo(e){this._originalScrollTo.bind(this._element||window)(e)}_scrollTo(e,n=null,r=null){this._end!==null&&this._end(),e.behavior==="smooth"?(this._setDestination(e),this._retarget=n,this._end=r):this._resetScrollState(),this._nativeScrollTo(e)}_setDestination(e){let{top:n,left:r}=e;return n=n===void 0?void 0:Math.max(0,Math.min(n,this.maxScrollTop)),r=r===void 0?void 0:Math.max(0,Math.min(r,this.maxScrollLeft)),this._destination!==null&&r===this._destination.left&&n===this._destination.top?!1:(this.__destination={top:n,left:r,behavior:"smooth"},!0)}_resetScrollState(){this.__destination=null,this._retarget=null,this._end=null}_updateManagedScrollTo(e){this._destination&&this._setDestination(e)&&this._nativeScrollTo(this._destination)}managedScrollTo(e,n,r){return this._scrollTo(e,n,r),this._updateManagedScrollTo}correctScrollError(e){this.correctingScrollError=!0,requestAnimationFrame(()=>requestAnimationFrame(()=>this.correctingScrollError=!1)),this._nativeScrollTo(e),this._retarget&&this._setDestination(this._retarget()),this._destination&&this._nativeScrollTo(this._destination)}_checkForArrival(){if(this._destination!==null){let{scrollTop:e,scrollLeft:n}=this,{top:r,left:i}=this._destination;r=Math.min(r||0,this.maxScrollTop),i=Math.min(i||0,this.maxScrollLeft);let s=Math.abs(r-e),o=Math.abs(i-n);s<1&&o<1&&(this._end&&this._end(),this._resetScrollState())}}detach(e){return this._clients.delete(e),this._clients.size===0&&(this._node.scrollTo=this._originalScrollTo,this._node.scrollBy=this._originalScrollBy,this._node.scroll=this._originalScroll,this._node.removeEventListener("scroll",this._checkForArrival)),null}_attach(e){this._clients.add(e),this._clients.size===1&&(this._node.scrollTo=this.scrollTo,this._node.scrollBy=this.scrollBy,this._node.scroll=this.scrollTo,this._node.addEventListener("scroll",this._checkForArrival))}};var a0=typeof window<"u"?window.ResizeObserver:void 0;var co=Symbol("virtualizerRef"),Cl="virtualizer-sizer",l0,Al=class{constructor(e){if(this._benchmarkStart=null,this._layout=null,this._clippingAncestors=[],this._scrollSize=null,this._scrollError=null,this._childrenPos=null,this._childMeasurements=null,this._toBeMeasured=new Map,this._rangeChanged=!0,this._itemsChanged=!0,this._visibilityChanged=!0,this._scrollerController=null,this._isScroller=!1,this._sizer=null,this._hostElementRO=null,this._childrenRO=null,this._mutationObserver=null,this._scrollEventListeners=[],this._scrollEventListenerOptions={passive:!0},this._loadListener=this._childLoaded.bind(this),this._scrollIntoViewTarget=null,this._updateScrollIntoViewCoordinates=null,this._items=[],this._first=-1,this._last=-1,this._firstVisible=-1,this._lastVisible=-1,this._scheduled=new WeakSet,this._measureCallback=null,this._measureChildOverride=null,this._layoutCompletePromise=null,this._layoutCompleteResolver=null,this._layoutCompleteRejecter=null,this._pendingLayoutComplete=null,this._layoutInitialized=null,this._connected=!1,!e)throw new Error("Virtualizer constructor requires a configuration object");if(e.hostElement)this._init(e);else throw new Error('Virtualizer configuration requires the "hostElement" property')}set items(e){Array.isArray(e)&&e!==this._items&&(this._itemsChanged=!0,this._items=e,this._schedule(this._updateLayout))}_init(e){this._isScroller=!!e.scroller,this._initHostElement(e);let n=e.layout||{};this._layoutInitialized=this._initLayout(n)}_initObservers(){this._mutationObserver=new MutationObserver(this._finishDOMUpdate.bind(this)),this._hostElementRO=new a0(()=>this._hostElementSizeChanged()),this._childrenRO=new a0(this._childrenSizeChanged.bind(this))}_initHostElement(e){let n=this._hostElement=e.hostElement;this._applyVirtualizerStyles(),n[co]=this}connected(){this._initObservers();let e=this._isScroller;this._clippingAncestors=d3(this._hostElement,e),this._scrollerController=new Sl(this,this._clippingAncestors[0]),this._schedule(this._updateLayout),this._observeAndListen(),this._connected=!0}_observeAndListen(){this._mutationObserver.observe(this._hostElement,{childList:!0}),this._hostElementRO.observe(this._hostElement),this._scrollEventListeners.push(window),window.addEventListener("scroll",this,this._scrollEventListenerOptions),this._clippingAncestors.forEach(e=>{e.addEventListener("scroll",this,this._scrollEventListenerOptions),this._scrollEventListeners.push(e),this._hostElementRO.observe(e)}),this._hostElementRO.observe(this._scrollerController.element),this._children.forEach(e=>this._childrenRO.observe(e)),this._scrollEventListeners.forEach(e=>e.addEventListener("scroll",this,this._scrollEventListenerOptions))}disconnected(){this._scrollEventListeners.forEach(e=>e.removeEventListener("scroll",this,this._scrollEventListenerOptions)),this._scrollEventListeners=[],this._clippingAncestors=[],this._scrollerController?.detach(this),this._scrollerController=null,this._mutationObserver?.disconnect(),this._mutationObserver=null,this._hostElementRO?.disconnect(),this._hostElementRO=null,this._childrenRO?.disconnect(),this._childrenRO=null,this._rejectLayoutCompletePromise("disconnected"),this._connected=!1}_applyVirtualizerStyles(){let n=this._hostElement.style;n.display=n.display||"block",n.position=n.position||"relative",n.contain=n.contain||"size layout",this._isScroller&&(n.overflow=n.overflow||"auto",n.minHeight=n.minHeight||"150px")}_getSizer(){let e=this._hostElement;if(!this._sizer){let n=e.querySelector(`[${Cl}]`);n||(n=document.createElement("div"),n.setAttribute(Cl,""),e.appendChild(n)),Object.assign(n.style,{position:"absolute",margin:"-2px 0 0 0",padding:0,visibility:"hidden",fontSize:"2px"}),n.textContent="&nbsp;",n.setAttribute(Cl,""),this._sizer=n}return this._sizer}async updateLayoutConfig(e){await this._layoutInitialized;let n=e.type||l0;if(typeof n=="function"&&this._layout instanceof n){let r={...e};return delete r.type,this._layout.config=r,!0}return!1}async _initLayout(e){let n,r;if(typeof e.type=="function"){r=e.type;let i={...e};delete i.type,n=i}else n=e;r===void 0&&(l0=r=(await Promise.resolve().then(()=>(o0(),s0))).FlowLayout),this._layout=new r(i=>this._handleLayoutMessage(i),n),this._layout.measureChildren&&typeof this._layout.updateItemSizes=="function"&&(typeof this._layout.measureChildren=="function"&&(this._measureChildOverride=this._layout.measureChildren),this._measureCallback=this._layout.updateItemSizes.bind(this._layout)),this._layout.listenForChildLoadEvents&&this._hostElement.addEventListener("load",this._loadListener,!0),this._schedule(this._updateLayout)}startBenchmarking(){this._benchmarkStart===null&&(this._benchmarkStart=window.performance.now())}stopBenchmarking(){if(this._benchmarkStart!==null){let e=window.performance.now(),n=e-this._benchmarkStart,i=performance.getEntriesByName("uv-virtualizing","measure").filter(s=>s.startTime>=this._benchmarkStart&&s.startTime<e).reduce((s,o)=>s+o.duration,0);return this._benchmarkStart=null,{timeElapsed:n,virtualizationTime:i}}return null}_measureChildren(){let e={},n=this._children,r=this._measureChildOverride||this._measureChild;for(let i=0;i<n.length;i++){let s=n[i],o=this._first+i;(this._itemsChanged||this._toBeMeasured.has(s))&&(e[o]=r.call(this,s,this._items[o]))}this._childMeasurements=e,this._schedule(this._updateLayout),this._toBeMeasured.clear()}_measureChild(e){let{width:n,height:r}=e.getBoundingClientRect();return Object.assign({width:n,height:r},c3(e))}async _schedule(e){this._scheduled.has(e)||(this._scheduled.add(e),await Promise.resolve(),this._scheduled.delete(e),e.call(this))}async _updateDOM(e){this._scrollSize=e.scrollSize,this._adjustRange(e.range),this._childrenPos=e.childPositions,this._scrollError=e.scrollError||null;let{_rangeChanged:n,_itemsChanged:r}=this;this._visibilityChanged&&(this._notifyVisibility(),this._visibilityChanged=!1),(n||r)&&(this._notifyRange(),this._rangeChanged=!1),this._finishDOMUpdate()}_finishDOMUpdate(){this._connected&&(this._children.forEach(e=>this._childrenRO.observe(e)),this._checkScrollIntoViewTarget(this._childrenPos),this._positionChildren(this._childrenPos),this._sizeHostElement(this._scrollSize),this._correctScrollError(),this._benchmarkStart&&"mark"in window.performance&&window.performance.mark("uv-end"))}_updateLayout(){this._layout&&this._connected&&(this._layout.items=this._items,this._updateView(),this._childMeasurements!==null&&(this._measureCallback&&this._measureCallback(this._childMeasurements),this._childMeasurements=null),this._layout.reflowIfNeeded(),this._benchmarkStart&&"mark"in window.performance&&window.performance.mark("uv-end"))}_handleScrollEvent(){if(this._benchmarkStart&&"mark"in window.performance){try{window.performance.measure("uv-virtualizing","uv-start","uv-end")}catch(e){console.warn("Error measuring performance data: ",e)}window.performance.mark("uv-start")}this._scrollerController.correctingScrollError===!1&&this._layout?.unpin(),this._schedule(this._updateLayout)}handleEvent(e){e.type==="scroll"?(e.currentTarget===window||this._clippingAncestors.includes(e.currentTarget))&&this._handleScrollEvent():console.warn("event not handled",e)}_handleLayoutMessage(e){e.type==="stateChanged"?this._updateDOM(e):e.type==="visibilityChanged"?(this._firstVisible=e.firstVisible,this._lastVisible=e.lastVisible,this._notifyVisibility()):e.type==="unpinned"&&this._hostElement.dispatchEvent(new lo)}get _children(){let e=[],n=this._hostElement.firstElementChild;for(;n;)n.hasAttribute(Cl)||e.push(n),n=n.nextElementSibling;return e}_updateView(){let e=this._hostElement,n=this._scrollerController?.element,r=this._layout;if(e&&n&&r){let i,s,o,a,l=e.getBoundingClientRect();i=0,s=0,o=window.innerHeight,a=window.innerWidth;let u=this._clippingAncestors.map(y=>y.getBoundingClientRect());u.unshift(l);for(let y of u)i=Math.max(i,y.top),s=Math.max(s,y.left),o=Math.min(o,y.bottom),a=Math.min(a,y.right);let c=n.getBoundingClientRect(),f={left:l.left-c.left,top:l.top-c.top},d={width:n.scrollWidth,height:n.scrollHeight},h=i-l.top+e.scrollTop,p=s-l.left+e.scrollLeft,m=Math.max(0,o-i),b=Math.max(0,a-s);r.viewportSize={width:b,height:m},r.viewportScroll={top:h,left:p},r.totalScrollSize=d,r.offsetWithinScroller=f}}_sizeHostElement(e){let r=e&&e.width!==null?Math.min(82e5,e.width):0,i=e&&e.height!==null?Math.min(82e5,e.height):0;if(this._isScroller)this._getSizer().style.transform=`translate(${r}px, ${i}px)`;else{let s=this._hostElement.style;s.minWidth=r?`${r}px`:"100%",s.minHeight=i?`${i}px`:"100%"}}_positionChildren(e){e&&e.forEach(({top:n,left:r,width:i,height:s,xOffset:o,yOffset:a},l)=>{let u=this._children[l-this._first];u&&(u.style.position="absolute",u.style.boxSizing="border-box",u.style.transform=`translate(${r}px, ${n}px)`,i!==void 0&&(u.style.width=i+"px"),s!==void 0&&(u.style.height=s+"px"),u.style.left=o===void 0?null:o+"px",u.style.top=a===void 0?null:a+"px")})}async _adjustRange(e){let{_first:n,_last:r,_firstVisible:i,_lastVisible:s}=this;this._first=e.first,this._last=e.last,this._firstVisible=e.firstVisible,this._lastVisible=e.lastVisible,this._rangeChanged=this._rangeChanged||this._first!==n||this._last!==r,this._visibilityChanged=this._visibilityChanged||this._firstVisible!==i||this._lastVisible!==s}_correctScrollError(){if(this._scrollError){let{scrollTop:e,scrollLeft:n}=this._scrollerController,{top:r,left:i}=this._scrollError;this._scrollError=null,this._scrollerController.correctScrollError({top:e-r,left:n-i})}}element(e){return e===1/0&&(e=this._items.length-1),this._items?.[e]===void 0?void 0:{scrollIntoView:(n={})=>this._scrollElementIntoView({...n,index:e})}}_scrollElementIntoView(e){if(e.index>=this._first&&e.index<=this._last)this._children[e.index-this._first].scrollIntoView(e);else if(e.index=Math.min(e.index,this._items.length-1),e.behavior==="smooth"){let n=this._layout.getScrollIntoViewCoordinates(e),{behavior:r}=e;this._updateScrollIntoViewCoordinates=this._scrollerController.managedScrollTo(Object.assign(n,{behavior:r}),()=>this._layout.getScrollIntoViewCoordinates(e),()=>this._scrollIntoViewTarget=null),this._scrollIntoViewTarget=e}else this._layout.pin=e}_checkScrollIntoViewTarget(e){let{index:n}=this._scrollIntoViewTarget||{};n&&e?.has(n)&&this._updateScrollIntoViewCoordinates(this._layout.getScrollIntoViewCoordinates(this._scrollIntoViewTarget))}_notifyRange(){this._hostElement.dispatchEvent(new Zi({first:this._first,last:this._last}))}_notifyVisibility(){this._hostElement.dispatchEvent(new Ji({first:this._firstVisible,last:this._lastVisible}))}get layoutComplete(){return this._layoutCompletePromise||(this._layoutCompletePromise=new Promise((e,n)=>{this._layoutCompleteResolver=e,this._layoutCompleteRejecter=n})),this._layoutCompletePromise}_rejectLayoutCompletePromise(e){this._layoutCompleteRejecter!==null&&this._layoutCompleteRejecter(e),this._resetLayoutCompleteState()}_scheduleLayoutComplete(){this._layoutCompletePromise&&this._pendingLayoutComplete===null&&(this._pendingLayoutComplete=requestAnimationFrame(()=>requestAnimationFrame(()=>this._resolveLayoutCompletePromise())))}_resolveLayoutCompletePromise(){this._layoutCompleteResolver!==null&&this._layoutCompleteResolver(),this._resetLayoutCompleteState()}_resetLayoutCompleteState(){this._layoutCompletePromise=null,this._layoutCompleteResolver=null,this._layoutCompleteRejecter=null,this._pendingLayoutComplete=null}_hostElementSizeChanged(){this._schedule(this._updateLayout)}_childLoaded(){}_childrenSizeChanged(e){if(this._layout?.measureChildren){for(let n of e)this._toBeMeasured.set(n.target,n.contentRect);this._measureChildren()}this._scheduleLayoutComplete(),this._itemsChanged=!1,this._rangeChanged=!1}};function c3(t){let e=window.getComputedStyle(t);return{marginTop:Tl(e.marginTop),marginRight:Tl(e.marginRight),marginBottom:Tl(e.marginBottom),marginLeft:Tl(e.marginLeft)}}function Tl(t){let e=t?parseFloat(t):NaN;return Number.isNaN(e)?0:e}function u0(t){if(t.assignedSlot!==null)return t.assignedSlot;if(t.parentElement!==null)return t.parentElement;let e=t.parentNode;return e&&e.nodeType===Node.DOCUMENT_FRAGMENT_NODE&&e.host||null}function f3(t,e=!1){let n=[],r=e?t:u0(t);for(;r!==null;)n.push(r),r=u0(r);return n}function d3(t,e=!1){let n=!1;return f3(t,e).filter(r=>{if(n)return!1;let i=getComputedStyle(r);return n=i.position==="fixed",i.overflow!=="visible"})}var $f=t=>t,Sf=(t,e)=>g`${e}: ${JSON.stringify(t,null,2)}`,_f=class extends $l{constructor(e){if(super(e),this._virtualizer=null,this._first=0,this._last=-1,this._renderItem=(n,r)=>Sf(n,r+this._first),this._keyFunction=(n,r)=>$f(n,r+this._first),this._items=[],e.type!==Xi.CHILD)throw new Error("The virtualize directive can only be used in child expressions")}render(e){e&&this._setFunctions(e);let n=[];if(this._first>=0&&this._last>=this._first)for(let r=this._first;r<=this._last;r++)n.push(this._items[r]);return e0(n,this._keyFunction,this._renderItem)}update(e,[n]){this._setFunctions(n);let r=this._items!==n.items;return this._items=n.items||[],this._virtualizer?this._updateVirtualizerConfig(e,n):this._initialize(e,n),r?tn:this.render()}async _updateVirtualizerConfig(e,n){if(!await this._virtualizer.updateLayoutConfig(n.layout||{})){let i=e.parentNode;this._makeVirtualizer(i,n)}this._virtualizer.items=this._items}_setFunctions(e){let{renderItem:n,keyFunction:r}=e;n&&(this._renderItem=(i,s)=>n(i,s+this._first)),r&&(this._keyFunction=(i,s)=>r(i,s+this._first))}_makeVirtualizer(e,n){this._virtualizer&&this._virtualizer.disconnected();let{layout:r,scroller:i,items:s}=n;this._virtualizer=new Al({hostElement:e,layout:r,scroller:i}),this._virtualizer.items=s,this._virtualizer.connected()}_initialize(e,n){let r=e.parentNode;r&&r.nodeType===1&&(r.addEventListener("rangeChanged",i=>{this._first=i.first,this._last=i.last,this.setValue(this.render())}),this._makeVirtualizer(r,n))}disconnected(){this._virtualizer?.disconnected()}reconnected(){this._virtualizer?.connected()}},c0=oo(_f);var Un=class extends X{constructor(){super(...arguments),this.items=[],this.renderItem=Sf,this.keyFunction=$f,this.layout={},this.scroller=!1}createRenderRoot(){return this}render(){let{items:e,renderItem:n,keyFunction:r,layout:i,scroller:s}=this;return g`${c0({items:e,renderItem:n,keyFunction:r,layout:i,scroller:s})}`}element(e){return this[co]?.element(e)}get layoutComplete(){return this[co]?.layoutComplete}scrollToIndex(e,n="start"){this.element(e)?.scrollIntoView({block:n})}};Gi([ji({attribute:!1})],Un.prototype,"items",void 0);Gi([ji()],Un.prototype,"renderItem",void 0);Gi([ji()],Un.prototype,"keyFunction",void 0);Gi([ji({attribute:!1})],Un.prototype,"layout",void 0);Gi([ji({reflect:!0,type:Boolean})],Un.prototype,"scroller",void 0);customElements.define("lit-virtualizer",Un);var h3=["label","count","count_a","count_b","value_a","value_b","gap","bound","p_value"],fo=76,kf=14,p3="fairness:rows-rendered";function m3(t,e,n){return t==="bound"?{name:"interval",sub:`${pn(n.level)} \xB7 by bound`,title:`The gap's ${pn(n.level)} interval [lower, upper]; the dashed line is 0. Sorts by the conservative bound: the end of the interval nearest zero (0 when it holds 0), so large and certain gaps come first; undefined and insufficient rows last`}:t==="p_value"?{name:"p",sub:"gap = 0",title:'Two-sided p-value for "the gap is 0"; undefined and insufficient rows last'}:{name:t,...g3(t,e)}}function g3(t,e){let{a:n,b:r,metric:i}=e;switch(t){case"label":return{sub:"",title:"The label y"};case"count":return{sub:"c(y)",title:"c(y): examples where the label is predicted"};case"count_a":return{sub:n,title:`c(a, y): examples with identity ${n} and the label`};case"count_b":return{sub:r,title:`c(b, y): examples with identity ${r} and the label`};case"value_a":return{sub:`${i}(${n})`,title:`${i}(${n}, y)`};case"value_b":return{sub:`${i}(${r})`,title:`${i}(${r}, y)`};case"gap":return{sub:"A \u2212 B",title:`gap = ${i}(${n}, y) \u2212 ${i}(${r}, y)`};default:return{sub:"",title:t}}}function b3(t,e,[n,r]){let s=v=>(v-n)/(r-n)*(fo-6)+3,o=v=>Math.min(fo-3,Math.max(3,v)),a=kf/2,[l,u]=t,c=s(l),f=s(u),d=o(c),h=o(f),p=c<3?`M${d+3},${a-3}L${d},${a}L${d+3},${a+3}`:`M${d},${a-3}V${a+3}`,m=f>fo-3?`M${h-3},${a-3}L${h},${a}L${h-3},${a+3}`:`M${h},${a-3}V${a+3}`,b=e!==null&&Number.isFinite(e)?s(e):-10,y=s(0);return g`<svg class="whisker" width=${fo} height=${kf} aria-hidden="true">
    <path class="zero" d=${`M${y},0V${kf}`}></path>
    <path class="bar" d=${`M${d},${a}H${h}${p}${m}`}></path>
    <circle class="dot" cx=${b} cy=${a} r=${b>=0&&b<=fo?2.5:0}></circle>
  </svg>`}var ho=class extends X{constructor(){super();this.pendingMark=!1;this.renderRow=(n,r)=>{let i=this.table.columns,s=i.label[n],o=i.insufficient[n]===!0,a=i.significant[n]===!0;return g`<div
      class="row ${o?"insufficient":""} ${a?"significant":""}"
      role="row"
      data-row=${n}
      data-pos=${r}
      data-insufficient=${o?"true":"false"}
      data-significant=${a?"true":"false"}
      title=${o?bf(this.stats.minCount):M}
    >
      <div class="cell label" role="cell" data-col="label" title=${s}>${s}</div>
      <div class="cell num" role="cell" data-col="count">${O(i.count[n])}</div>
      <div class="cell num" role="cell" data-col="count_a">${O(i.count_a[n])}</div>
      <div class="cell num" role="cell" data-col="count_b">${O(i.count_b[n])}</div>
      ${this.renderValue("value_a",n)} ${this.renderValue("value_b",n)} ${this.renderValue("gap",n)}
      ${this.renderStats(n)}
    </div>`};this.table=null,this.rows=[],this.sort="gap",this.dir="desc",this.names={a:"A",b:"B",metric:"value"},this.stats={level:Fi,q:Bi,minCount:Vi,domain:[-1,1]}}clickHeader(n){let r=n===this.sort?this.dir==="asc"?"desc":"asc":hf(n);this.dispatchEvent(new CustomEvent("sort-change",{detail:{column:n,dir:r},bubbles:!0,composed:!0}))}renderHeader(){return g`<div class="head" role="row">
      ${h3.map(n=>{let{name:r,sub:i,title:s}=m3(n,this.names,this.stats),o=n===this.sort,a=o?this.dir==="asc"?"ascending":"descending":"none";return g`<button
          role="columnheader"
          data-col=${n}
          aria-sort=${a}
          title=${`${s}. Click to sort.`}
          @click=${()=>this.clickHeader(n)}
        >
          <span class="top"
            >${n==="label"?M:g`<span class="arrow">${o&&this.dir==="asc"?"\u25B2":"\u25BC"}</span>`}
            <span class="col-name">${r}</span>
            ${n==="label"?g`<span class="arrow">${o&&this.dir==="asc"?"\u25B2":"\u25BC"}</span>`:M}</span
          >
          ${i?g`<span class="sub">${i}</span>`:M}
        </button>`})}
      <span
        class="mark"
        role="columnheader"
        title=${`\u2605: significant after Benjamini-Hochberg at FDR ${pn(this.stats.q)}`}
        >★</span
      >
    </div>`}renderValue(n,r){let i=this.table,s=vb(i.columns[n][r],i.states[n][r]);return s.state===null?g`<div class="cell num" role="cell" data-col=${n} title=${s.title}>${s.text}</div>`:g`<div
      class="cell num state ${s.state==="undefined"?"undef":"inf"}"
      role="cell"
      data-col=${n}
      data-state=${s.state}
      title=${s.title}
    >
      ${s.text}
    </div>`}renderStats(n){let r=this.table,i=Hb(r,n,this.stats.minCount),s=r.columns.gap[n],o=pn(this.stats.level),a=i.interval?`${o} interval ${i.intervalText}; conservative bound ${i.bound===null?"\u2014":i.bound}`+(i.insufficient?`. ${i.pTitle}`:""):i.intervalReason??"",l=`significant at FDR ${pn(this.stats.q)}`;return g`<div
        class="cell num interval ${i.interval?"":"state undef"}"
        role="cell"
        data-col="interval"
        data-lower=${i.interval?String(i.interval[0]):""}
        data-upper=${i.interval?String(i.interval[1]):""}
        title=${a}
      >
        ${i.interval?b3(i.interval,typeof s=="number"?s:null,this.stats.domain):M}<span
          class="text"
          >${i.intervalText}</span
        >
      </div>
      <div
        class="cell num ${i.p===null?"why":""} ${i.pText==="undefined"?"state undef":""}"
        role="cell"
        data-col="p_value"
        title=${i.pTitle}
      >
        ${i.pText}
      </div>
      <div class="cell mark" role="cell" data-col="significant">
        ${i.significant?g`<span class="sig" role="img" aria-label=${l} title=${l}>★</span>`:M}
      </div>`}willUpdate(n){(n.has("table")||n.has("rows"))&&(n.has("table")&&(this.scrollTop=0),this.pendingMark=this.rows.length>0)}updated(){if(!this.pendingMark)return;let n=this.renderRoot,r=()=>{this.pendingMark&&(n.querySelector(".row")?(this.pendingMark=!1,requestAnimationFrame(()=>performance.mark(p3))):requestAnimationFrame(r))};r()}render(){return this.table?g`<div role="table" aria-rowcount=${this.rows.length+1} aria-label="Labels ranked by gap">
      ${this.renderHeader()}
      ${this.rows.length===0?g`<div class="none">No label matches the filters.</div>`:g`<lit-virtualizer .items=${this.rows} .renderItem=${this.renderRow}></lit-virtualizer>`}
    </div>`:M}};ho.properties={table:{attribute:!1},rows:{attribute:!1},sort:{attribute:!1},dir:{attribute:!1},names:{attribute:!1},stats:{attribute:!1}},ho.styles=[et,Ui,J`
      :host {
        display: block;
        position: relative;
        overflow: auto;
        border: 1px solid var(--border);
        border-radius: 2px;
        background: #fff;
      }
      .head,
      .row {
        box-sizing: border-box;
        display: grid;
        grid-template-columns: minmax(130px, 1fr) repeat(3, 66px) repeat(3, 90px) 200px 62px 22px;
        min-width: 930px;
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
      .head button[data-col='label'] {
        align-items: flex-start;
        text-align: left;
      }
      lit-virtualizer {
        width: 100%;
        min-width: 930px;
      }
      .row {
        height: 24px;
        align-items: center;
        border-bottom: 1px solid #f0f0f0;
      }
      .row:hover {
        background: var(--hover-bg);
      }
      .cell {
        padding: 0 8px;
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
      .cell.state {
        color: var(--muted);
        font-style: italic;
        cursor: help;
      }
      .cell.state.inf {
        font-style: normal;
      }
      .head .mark {
        align-self: center;
        text-align: center;
        color: var(--muted);
        cursor: help;
      }
      .cell.interval {
        display: flex;
        align-items: center;
        justify-content: flex-end;
        gap: 6px;
        padding-right: 4px;
      }
      .cell.interval .text {
        overflow: hidden;
        text-overflow: ellipsis;
        font-size: 12px;
      }
      .whisker {
        flex: none;
        overflow: visible;
      }
      .whisker .zero {
        stroke: #9e9e9e;
        stroke-dasharray: 2 2;
      }
      .whisker .bar {
        stroke: #5c6bc0;
        stroke-width: 1.5;
        fill: none;
      }
      .whisker .dot {
        fill: #283593;
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
      .row.insufficient {
        color: #a0a0a0;
        background: #fafafa;
      }
      .row.insufficient .whisker .bar {
        stroke: #c8c8c8;
      }
      .row.insufficient .whisker .dot {
        fill: #bdbdbd;
      }
      .cell.why {
        cursor: help;
      }
      .none {
        padding: 24px;
        text-align: center;
        color: var(--muted);
      }
    `];customElements.define("fairness-table",ho);function ae(t,e){return t==null||e==null?NaN:t<e?-1:t>e?1:t>=e?0:NaN}function Hn(t,e){return t==null||e==null?NaN:e<t?-1:e>t?1:e>=t?0:NaN}function rs(t){let e,n,r;t.length!==2?(e=ae,n=(a,l)=>ae(t(a),l),r=(a,l)=>t(a)-l):(e=t===ae||t===Hn?t:y3,n=t,r=t);function i(a,l,u=0,c=a.length){if(u<c){if(e(l,l)!==0)return c;do{let f=u+c>>>1;n(a[f],l)<0?u=f+1:c=f}while(u<c)}return u}function s(a,l,u=0,c=a.length){if(u<c){if(e(l,l)!==0)return c;do{let f=u+c>>>1;n(a[f],l)<=0?u=f+1:c=f}while(u<c)}return u}function o(a,l,u=0,c=a.length){let f=i(a,l,u,c-1);return f>u&&r(a[f-1],l)>-r(a[f],l)?f-1:f}return{left:i,center:o,right:s}}function y3(){return 0}function f0(t){return t===null?NaN:+t}function*v3(t,e){if(e===void 0)for(let n of t)n!=null&&(n=+n)>=n&&(yield n);else{let n=-1;for(let r of t)(r=e(r,++n,t))!=null&&(r=+r)>=r&&(yield r)}}var d0=rs(ae),is=d0.right,n7=d0.left,r7=rs(f0).center;var i7=h0(p0),s7=h0(x3);function h0(t){return function(e,n,r=n){if(!((n=+n)>=0))throw new RangeError("invalid rx");if(!((r=+r)>=0))throw new RangeError("invalid ry");let{data:i,width:s,height:o}=e;if(!((s=Math.floor(s))>=0))throw new RangeError("invalid width");if(!((o=Math.floor(o!==void 0?o:i.length/s))>=0))throw new RangeError("invalid height");if(!s||!o||!n&&!r)return e;let a=n&&t(n),l=r&&t(r),u=i.slice();return a&&l?(Qi(a,u,i,s,o),Qi(a,i,u,s,o),Qi(a,u,i,s,o),ts(l,i,u,s,o),ts(l,u,i,s,o),ts(l,i,u,s,o)):a?(Qi(a,i,u,s,o),Qi(a,u,i,s,o),Qi(a,i,u,s,o)):l&&(ts(l,i,u,s,o),ts(l,u,i,s,o),ts(l,i,u,s,o)),e}}function Qi(t,e,n,r,i){for(let s=0,o=r*i;s<o;)t(e,n,s,s+=r,1)}function ts(t,e,n,r,i){for(let s=0,o=r*i;s<r;++s)t(e,n,s,s+o,r)}function x3(t){let e=p0(t);return(n,r,i,s,o)=>{i<<=2,s<<=2,o<<=2,e(n,r,i+0,s+0,o),e(n,r,i+1,s+1,o),e(n,r,i+2,s+2,o),e(n,r,i+3,s+3,o)}}function p0(t){let e=Math.floor(t);if(e===t)return w3(t);let n=t-e,r=2*t+1;return(i,s,o,a,l)=>{if(!((a-=l)>=o))return;let u=e*s[o],c=l*e,f=c+l;for(let d=o,h=o+c;d<h;d+=l)u+=s[Math.min(a,d)];for(let d=o,h=a;d<=h;d+=l)u+=s[Math.min(a,d+c)],i[d]=(u+n*(s[Math.max(o,d-f)]+s[Math.min(a,d+f)]))/r,u-=s[Math.max(o,d-c)]}}function w3(t){let e=2*t+1;return(n,r,i,s,o)=>{if(!((s-=o)>=i))return;let a=t*r[i],l=o*t;for(let u=i,c=i+l;u<c;u+=o)a+=r[Math.min(s,u)];for(let u=i,c=s;u<=c;u+=o)a+=r[Math.min(s,u+l)],n[u]=a/e,a-=r[Math.max(i,u-l)]}}function Tf(t,e){let n=0;if(e===void 0)for(let r of t)r!=null&&(r=+r)>=r&&++n;else{let r=-1;for(let i of t)(i=e(i,++r,t))!=null&&(i=+i)>=i&&++n}return n}function _3(t){return t.length|0}function $3(t){return!(t>0)}function S3(t){return typeof t!="object"||"length"in t?t:Array.from(t)}function k3(t){return e=>t(...e)}function m0(...t){let e=typeof t[t.length-1]=="function"&&k3(t.pop());t=t.map(S3);let n=t.map(_3),r=t.length-1,i=new Array(r+1).fill(0),s=[];if(r<0||n.some($3))return s;for(;;){s.push(i.map((a,l)=>t[l][a]));let o=r;for(;++i[o]===n[o];){if(o===0)return e?s.map(e):s;i[o--]=0}}}function g0(t,e){var n=0,r=0;return Float64Array.from(t,e===void 0?i=>n+=+i||0:i=>n+=+e(i,r++,t)||0)}function Af(t,e){let n=0,r,i=0,s=0;if(e===void 0)for(let o of t)o!=null&&(o=+o)>=o&&(r=o-i,i+=r/++n,s+=r*(o-i));else{let o=-1;for(let a of t)(a=e(a,++o,t))!=null&&(a=+a)>=a&&(r=a-i,i+=r/++n,s+=r*(a-i))}if(n>1)return s/(n-1)}function Ef(t,e){let n=Af(t,e);return n&&Math.sqrt(n)}function ne(t,e){let n,r;if(e===void 0)for(let i of t)i!=null&&(n===void 0?i>=i&&(n=r=i):(n>i&&(n=i),r<i&&(r=i)));else{let i=-1;for(let s of t)(s=e(s,++i,t))!=null&&(n===void 0?s>=s&&(n=r=s):(n>s&&(n=s),r<s&&(r=s)))}return[n,r]}var De=class{constructor(){this._partials=new Float64Array(32),this._n=0}add(e){let n=this._partials,r=0;for(let i=0;i<this._n&&i<32;i++){let s=n[i],o=e+s,a=Math.abs(e)<Math.abs(s)?e-(o-s):s-(o-e);a&&(n[r++]=a),e=o}return n[r]=e,this._n=r+1,this}valueOf(){let e=this._partials,n=this._n,r,i,s,o=0;if(n>0){for(o=e[--n];n>0&&(r=o,i=e[--n],o=r+i,s=i-(o-r),!s););n>0&&(s<0&&e[n-1]<0||s>0&&e[n-1]>0)&&(i=s*2,r=o+i,i==r-o&&(o=r))}return o}};var Oe=class extends Map{constructor(e,n=v0){if(super(),Object.defineProperties(this,{_intern:{value:new Map},_key:{value:n}}),e!=null)for(let[r,i]of e)this.set(r,i)}get(e){return super.get(Mf(this,e))}has(e){return super.has(Mf(this,e))}set(e,n){return super.set(b0(this,e),n)}delete(e){return super.delete(y0(this,e))}},mn=class extends Set{constructor(e,n=v0){if(super(),Object.defineProperties(this,{_intern:{value:new Map},_key:{value:n}}),e!=null)for(let r of e)this.add(r)}has(e){return super.has(Mf(this,e))}add(e){return super.add(b0(this,e))}delete(e){return super.delete(y0(this,e))}};function Mf({_intern:t,_key:e},n){let r=e(n);return t.has(r)?t.get(r):n}function b0({_intern:t,_key:e},n){let r=e(n);return t.has(r)?t.get(r):(t.set(r,n),n)}function y0({_intern:t,_key:e},n){let r=e(n);return t.has(r)&&(n=t.get(r),t.delete(r)),n}function v0(t){return t!==null&&typeof t=="object"?t.valueOf():t}function Cf(t){return t}function Hr(t,...e){return Rf(t,Cf,Cf,e)}function Yn(t,e,...n){return Rf(t,Cf,e,n)}function x0(t,e,...n){return Rf(t,Array.from,e,n)}function Rf(t,e,n,r){return(function i(s,o){if(o>=r.length)return n(s);let a=new Oe,l=r[o++],u=-1;for(let c of s){let f=l(c,++u,s),d=a.get(f);d?d.push(c):a.set(f,[c])}for(let[c,f]of a)a.set(c,i(f,o));return e(a)})(t,0)}function M3(t,e){return Array.from(e,n=>t[n])}function es(t,...e){if(typeof t[Symbol.iterator]!="function")throw new TypeError("values is not iterable");t=Array.from(t);let[n]=e;if(n&&n.length!==2||e.length>1){let r=Uint32Array.from(t,(i,s)=>s);return e.length>1?(e=e.map(i=>t.map(i)),r.sort((i,s)=>{for(let o of e){let a=El(o[i],o[s]);if(a)return a}})):(n=t.map(n),r.sort((i,s)=>El(n[i],n[s]))),M3(t,r)}return t.sort(w0(n))}function w0(t=ae){if(t===ae)return El;if(typeof t!="function")throw new TypeError("compare is not a function");return(e,n)=>{let r=t(e,n);return r||r===0?r:(t(n,n)===0)-(t(e,e)===0)}}function El(t,e){return(t==null||!(t>=t))-(e==null||!(e>=e))||(t<e?-1:t>e?1:0)}function Pl(t,e,n){return(e.length!==2?es(Yn(t,e,n),(([r,i],[s,o])=>ae(i,o)||ae(r,s))):es(Hr(t,n),(([r,i],[s,o])=>e(i,o)||ae(r,s)))).map(([r])=>r)}var C3=Array.prototype,o7=C3.slice;var T3=Math.sqrt(50),A3=Math.sqrt(10),E3=Math.sqrt(2);function Rl(t,e,n){let r=(e-t)/Math.max(0,n),i=Math.floor(Math.log10(r)),s=r/Math.pow(10,i),o=s>=T3?10:s>=A3?5:s>=E3?2:1,a,l,u;return i<0?(u=Math.pow(10,-i)/o,a=Math.round(t*u),l=Math.round(e*u),a/u<t&&++a,l/u>e&&--l,u=-u):(u=Math.pow(10,i)*o,a=Math.round(t/u),l=Math.round(e/u),a*u<t&&++a,l*u>e&&--l),l<a&&.5<=n&&n<2?Rl(t,e,n*2):[a,l,u]}function pr(t,e,n){if(e=+e,t=+t,n=+n,!(n>0))return[];if(t===e)return[t];let r=e<t,[i,s,o]=r?Rl(e,t,n):Rl(t,e,n);if(!(s>=i))return[];let a=s-i+1,l=new Array(a);if(r)if(o<0)for(let u=0;u<a;++u)l[u]=(s-u)/-o;else for(let u=0;u<a;++u)l[u]=(s-u)*o;else if(o<0)for(let u=0;u<a;++u)l[u]=(i+u)/-o;else for(let u=0;u<a;++u)l[u]=(i+u)*o;return l}function ns(t,e,n){return e=+e,t=+t,n=+n,Rl(t,e,n)[2]}function mo(t,e,n){e=+e,t=+t,n=+n;let r=e<t,i=r?ns(e,t,n):ns(t,e,n);return(r?-1:1)*(i<0?1/-i:i)}function _0(t){return Math.max(1,Math.ceil(Math.log(Tf(t))/Math.LN2)+1)}function ce(t,e){let n;if(e===void 0)for(let r of t)r!=null&&(n<r||n===void 0&&r>=r)&&(n=r);else{let r=-1;for(let i of t)(i=e(i,++r,t))!=null&&(n<i||n===void 0&&i>=i)&&(n=i)}return n}function $0(t,e){let n,r=-1,i=-1;if(e===void 0)for(let s of t)++i,s!=null&&(n<s||n===void 0&&s>=s)&&(n=s,r=i);else for(let s of t)(s=e(s,++i,t))!=null&&(n<s||n===void 0&&s>=s)&&(n=s,r=i);return r}function ze(t,e){let n;if(e===void 0)for(let r of t)r!=null&&(n>r||n===void 0&&r>=r)&&(n=r);else{let r=-1;for(let i of t)(i=e(i,++r,t))!=null&&(n>i||n===void 0&&i>=i)&&(n=i)}return n}function S0(t,e){let n,r=-1,i=-1;if(e===void 0)for(let s of t)++i,s!=null&&(n>s||n===void 0&&s>=s)&&(n=s,r=i);else for(let s of t)(s=e(s,++i,t))!=null&&(n>s||n===void 0&&s>=s)&&(n=s,r=i);return r}function k0(t,e,n=0,r=1/0,i){if(e=Math.floor(e),n=Math.floor(Math.max(0,n)),r=Math.floor(Math.min(t.length-1,r)),!(n<=e&&e<=r))return t;for(i=i===void 0?El:w0(i);r>n;){if(r-n>600){let l=r-n+1,u=e-n+1,c=Math.log(l),f=.5*Math.exp(2*c/3),d=.5*Math.sqrt(c*f*(l-f)/l)*(u-l/2<0?-1:1),h=Math.max(n,Math.floor(e-u*f/l+d)),p=Math.min(r,Math.floor(e+(l-u)*f/l+d));k0(t,e,h,p,i)}let s=t[e],o=n,a=r;for(po(t,n,e),i(t[r],s)>0&&po(t,n,r);o<a;){for(po(t,o,a),++o,--a;i(t[o],s)<0;)++o;for(;i(t[a],s)>0;)--a}i(t[n],s)===0?po(t,n,a):(++a,po(t,a,r)),a<=e&&(n=a+1),e<=a&&(r=a-1)}return t}function po(t,e,n){let r=t[e];t[e]=t[n],t[n]=r}function Pf(t,e=ae){let n,r=!1;if(e.length===1){let i;for(let s of t){let o=e(s);(r?ae(o,i)>0:ae(o,o)===0)&&(n=s,i=o,r=!0)}}else for(let i of t)(r?e(i,n)>0:e(i,i)===0)&&(n=i,r=!0);return n}function qn(t,e,n){if(t=Float64Array.from(v3(t,n)),!(!(r=t.length)||isNaN(e=+e))){if(e<=0||r<2)return ze(t);if(e>=1)return ce(t);var r,i=(r-1)*e,s=Math.floor(i),o=ce(k0(t,s).subarray(0,s+1)),a=ze(t.subarray(s+1));return o+(a-o)*(i-s)}}function M0(t,e,n=f0){if(!(!(r=t.length)||isNaN(e=+e))){if(e<=0||r<2)return+n(t[0],0,t);if(e>=1)return+n(t[r-1],r-1,t);var r,i=(r-1)*e,s=Math.floor(i),o=+n(t[s],s,t),a=+n(t[s+1],s+1,t);return o+(a-o)*(i-s)}}function C0(t,e,n){let r=Tf(t),i=qn(t,.75)-qn(t,.25);return r&&i?Math.ceil((n-e)/(2*i*Math.pow(r,-1/3))):1}function Nf(t,e,n){let r=Tf(t),i=Ef(t);return r&&i?Math.ceil((n-e)*Math.cbrt(r)/(3.49*i)):1}function T0(t,e){let n=0,r=0;if(e===void 0)for(let i of t)i!=null&&(i=+i)>=i&&(++n,r+=i);else{let i=-1;for(let s of t)(s=e(s,++i,t))!=null&&(s=+s)>=s&&(++n,r+=s)}if(n)return r/n}function go(t,e){return qn(t,.5,e)}function*R3(t){for(let e of t)yield*e}function If(t){return Array.from(R3(t))}function A0(t,e){let n=new Oe;if(e===void 0)for(let s of t)s!=null&&s>=s&&n.set(s,(n.get(s)||0)+1);else{let s=-1;for(let o of t)(o=e(o,++s,t))!=null&&o>=o&&n.set(o,(n.get(o)||0)+1)}let r,i=0;for(let[s,o]of n)o>i&&(i=o,r=s);return r}function E0(t,e=P3){let n=[],r,i=!1;for(let s of t)i&&n.push(e(r,s)),r=s,i=!0;return n}function P3(t,e){return[t,e]}function ss(t,e,n){t=+t,e=+e,n=(i=arguments.length)<2?(e=t,t=0,1):i<3?1:+n;for(var r=-1,i=Math.max(0,Math.ceil((e-t)/n))|0,s=new Array(i);++r<i;)s[r]=t+r*n;return s}var a7=N3(Math.random);function N3(t){return function(n,r=0,i=n.length){let s=i-(r=+r);for(;s;){let o=t()*s--|0,a=n[s+r];n[s+r]=n[o+r],n[o+r]=a}return n}}function en(t,e){let n=0;if(e===void 0)for(let r of t)(r=+r)&&(n+=r);else{let r=-1;for(let i of t)(i=+e(i,++r,t))&&(n+=i)}return n}function os(t){if(typeof t[Symbol.iterator]!="function")throw new TypeError("values is not iterable");return Array.from(t).reverse()}function I3(t){return t}var Lf=1,Df=2,Of=3,Nl=4,R0=1e-6;function L3(t){return"translate("+t+",0)"}function D3(t){return"translate(0,"+t+")"}function O3(t){return e=>+t(e)}function z3(t,e){return e=Math.max(0,t.bandwidth()-e*2)/2,t.round()&&(e=Math.round(e)),n=>+t(n)+e}function F3(){return!this.__axis}function B3(t,e){var n=[],r=null,i=null,s=6,o=6,a=3,l=typeof window<"u"&&window.devicePixelRatio>1?0:.5,u=t===Lf||t===Nl?-1:1,c=t===Nl||t===Df?"x":"y",f=t===Lf||t===Of?L3:D3;function d(h){var p=r??(e.ticks?e.ticks.apply(e,n):e.domain()),m=i??(e.tickFormat?e.tickFormat.apply(e,n):I3),b=Math.max(s,0)+a,y=e.range(),v=+y[0]+l,_=+y[y.length-1]+l,x=(e.bandwidth?z3:O3)(e.copy(),l),S=h.selection?h.selection():h,w=S.selectAll(".domain").data([null]),$=S.selectAll(".tick").data(p,e).order(),k=$.exit(),T=$.enter().append("g").attr("class","tick"),P=$.select("line"),A=$.select("text");w=w.merge(w.enter().insert("path",".tick").attr("class","domain").attr("stroke","currentColor")),$=$.merge(T),P=P.merge(T.append("line").attr("stroke","currentColor").attr(c+"2",u*s)),A=A.merge(T.append("text").attr("fill","currentColor").attr(c,u*b).attr("dy",t===Lf?"0em":t===Of?"0.71em":"0.32em")),h!==S&&(w=w.transition(h),$=$.transition(h),P=P.transition(h),A=A.transition(h),k=k.transition(h).attr("opacity",R0).attr("transform",function(R){return isFinite(R=x(R))?f(R+l):this.getAttribute("transform")}),T.attr("opacity",R0).attr("transform",function(R){var B=this.parentNode.__axis;return f((B&&isFinite(B=B(R))?B:x(R))+l)})),k.remove(),w.attr("d",t===Nl||t===Df?o?"M"+u*o+","+v+"H"+l+"V"+_+"H"+u*o:"M"+l+","+v+"V"+_:o?"M"+v+","+u*o+"V"+l+"H"+_+"V"+u*o:"M"+v+","+l+"H"+_),$.attr("opacity",1).attr("transform",function(R){return f(x(R)+l)}),P.attr(c+"2",u*s),A.attr(c,u*b).text(m),S.filter(F3).attr("fill","none").attr("font-size",10).attr("font-family","sans-serif").attr("text-anchor",t===Df?"start":t===Nl?"end":"middle"),S.each(function(){this.__axis=x})}return d.scale=function(h){return arguments.length?(e=h,d):e},d.ticks=function(){return n=Array.from(arguments),d},d.tickArguments=function(h){return arguments.length?(n=h==null?[]:Array.from(h),d):n.slice()},d.tickValues=function(h){return arguments.length?(r=h==null?null:Array.from(h),d):r&&r.slice()},d.tickFormat=function(h){return arguments.length?(i=h,d):i},d.tickSize=function(h){return arguments.length?(s=o=+h,d):s},d.tickSizeInner=function(h){return arguments.length?(s=+h,d):s},d.tickSizeOuter=function(h){return arguments.length?(o=+h,d):o},d.tickPadding=function(h){return arguments.length?(a=+h,d):a},d.offset=function(h){return arguments.length?(l=+h,d):l},d}function P0(t){return B3(Of,t)}var zf="http://www.w3.org/1999/xhtml",mr={svg:"http://www.w3.org/2000/svg",xhtml:zf,xlink:"http://www.w3.org/1999/xlink",xml:"http://www.w3.org/XML/1998/namespace",xmlns:"http://www.w3.org/2000/xmlns/"};function N0(t){var e=t+="",n=e.indexOf(":");return n>=0&&(e=t.slice(0,n))!=="xmlns"&&(t=t.slice(n+1)),mr.hasOwnProperty(e)?{space:mr[e],local:t}:t}function V3(t){return function(){var e=this.ownerDocument,n=this.namespaceURI;return n===zf&&e.documentElement.namespaceURI===zf?e.createElement(t):e.createElementNS(n,t)}}function U3(t){return function(){return this.ownerDocument.createElementNS(t.space,t.local)}}function as(t){var e=N0(t);return(e.local?U3:V3)(e)}function q3(){}function I0(t){return t==null?q3:function(){return this.querySelector(t)}}function H3(t){typeof t!="function"&&(t=I0(t));for(var e=this._groups,n=e.length,r=new Array(n),i=0;i<n;++i)for(var s=e[i],o=s.length,a=r[i]=new Array(o),l,u,c=0;c<o;++c)(l=s[c])&&(u=t.call(l,l.__data__,c,s))&&("__data__"in l&&(u.__data__=l.__data__),a[c]=u);return new Te(r,this._parents)}function Y3(t){return t==null?[]:Array.isArray(t)?t:Array.from(t)}function G3(){return[]}function j3(t){return t==null?G3:function(){return this.querySelectorAll(t)}}function W3(t){return function(){return Y3(t.apply(this,arguments))}}function X3(t){typeof t=="function"?t=W3(t):t=j3(t);for(var e=this._groups,n=e.length,r=[],i=[],s=0;s<n;++s)for(var o=e[s],a=o.length,l,u=0;u<a;++u)(l=o[u])&&(r.push(t.call(l,l.__data__,u,o)),i.push(l));return new Te(r,i)}function K3(t){return function(){return this.matches(t)}}function L0(t){return function(e){return e.matches(t)}}var Z3=Array.prototype.find;function J3(t){return function(){return Z3.call(this.children,t)}}function Q3(){return this.firstElementChild}function t6(t){return this.select(t==null?Q3:J3(typeof t=="function"?t:L0(t)))}var e6=Array.prototype.filter;function n6(){return Array.from(this.children)}function r6(t){return function(){return e6.call(this.children,t)}}function i6(t){return this.selectAll(t==null?n6:r6(typeof t=="function"?t:L0(t)))}function s6(t){typeof t!="function"&&(t=K3(t));for(var e=this._groups,n=e.length,r=new Array(n),i=0;i<n;++i)for(var s=e[i],o=s.length,a=r[i]=[],l,u=0;u<o;++u)(l=s[u])&&t.call(l,l.__data__,u,s)&&a.push(l);return new Te(r,this._parents)}function D0(t){return new Array(t.length)}function o6(){return new Te(this._enter||this._groups.map(D0),this._parents)}function Il(t,e){this.ownerDocument=t.ownerDocument,this.namespaceURI=t.namespaceURI,this._next=null,this._parent=t,this.__data__=e}Il.prototype={constructor:Il,appendChild:function(t){return this._parent.insertBefore(t,this._next)},insertBefore:function(t,e){return this._parent.insertBefore(t,e)},querySelector:function(t){return this._parent.querySelector(t)},querySelectorAll:function(t){return this._parent.querySelectorAll(t)}};function a6(t){return function(){return t}}function l6(t,e,n,r,i,s){for(var o=0,a,l=e.length,u=s.length;o<u;++o)(a=e[o])?(a.__data__=s[o],r[o]=a):n[o]=new Il(t,s[o]);for(;o<l;++o)(a=e[o])&&(i[o]=a)}function u6(t,e,n,r,i,s,o){var a,l,u=new Map,c=e.length,f=s.length,d=new Array(c),h;for(a=0;a<c;++a)(l=e[a])&&(d[a]=h=o.call(l,l.__data__,a,e)+"",u.has(h)?i[a]=l:u.set(h,l));for(a=0;a<f;++a)h=o.call(t,s[a],a,s)+"",(l=u.get(h))?(r[a]=l,l.__data__=s[a],u.delete(h)):n[a]=new Il(t,s[a]);for(a=0;a<c;++a)(l=e[a])&&u.get(d[a])===l&&(i[a]=l)}function c6(t){return t.__data__}function f6(t,e){if(!arguments.length)return Array.from(this,c6);var n=e?u6:l6,r=this._parents,i=this._groups;typeof t!="function"&&(t=a6(t));for(var s=i.length,o=new Array(s),a=new Array(s),l=new Array(s),u=0;u<s;++u){var c=r[u],f=i[u],d=f.length,h=d6(t.call(c,c&&c.__data__,u,r)),p=h.length,m=a[u]=new Array(p),b=o[u]=new Array(p),y=l[u]=new Array(d);n(c,f,m,b,y,h,e);for(var v=0,_=0,x,S;v<p;++v)if(x=m[v]){for(v>=_&&(_=v+1);!(S=b[_])&&++_<p;);x._next=S||null}}return o=new Te(o,r),o._enter=a,o._exit=l,o}function d6(t){return typeof t=="object"&&"length"in t?t:Array.from(t)}function h6(){return new Te(this._exit||this._groups.map(D0),this._parents)}function p6(t,e,n){var r=this.enter(),i=this,s=this.exit();return typeof t=="function"?(r=t(r),r&&(r=r.selection())):r=r.append(t+""),e!=null&&(i=e(i),i&&(i=i.selection())),n==null?s.remove():n(s),r&&i?r.merge(i).order():i}function m6(t){for(var e=t.selection?t.selection():t,n=this._groups,r=e._groups,i=n.length,s=r.length,o=Math.min(i,s),a=new Array(i),l=0;l<o;++l)for(var u=n[l],c=r[l],f=u.length,d=a[l]=new Array(f),h,p=0;p<f;++p)(h=u[p]||c[p])&&(d[p]=h);for(;l<i;++l)a[l]=n[l];return new Te(a,this._parents)}function g6(){for(var t=this._groups,e=-1,n=t.length;++e<n;)for(var r=t[e],i=r.length-1,s=r[i],o;--i>=0;)(o=r[i])&&(s&&o.compareDocumentPosition(s)^4&&s.parentNode.insertBefore(o,s),s=o);return this}function b6(t){t||(t=y6);function e(f,d){return f&&d?t(f.__data__,d.__data__):!f-!d}for(var n=this._groups,r=n.length,i=new Array(r),s=0;s<r;++s){for(var o=n[s],a=o.length,l=i[s]=new Array(a),u,c=0;c<a;++c)(u=o[c])&&(l[c]=u);l.sort(e)}return new Te(i,this._parents).order()}function y6(t,e){return t<e?-1:t>e?1:t>=e?0:NaN}function v6(){var t=arguments[0];return arguments[0]=this,t.apply(null,arguments),this}function x6(){return Array.from(this)}function w6(){for(var t=this._groups,e=0,n=t.length;e<n;++e)for(var r=t[e],i=0,s=r.length;i<s;++i){var o=r[i];if(o)return o}return null}function _6(){let t=0;for(let e of this)++t;return t}function $6(){return!this.node()}function S6(t){for(var e=this._groups,n=0,r=e.length;n<r;++n)for(var i=e[n],s=0,o=i.length,a;s<o;++s)(a=i[s])&&t.call(a,a.__data__,s,i);return this}function k6(t){return function(){this.removeAttribute(t)}}function M6(t){return function(){this.removeAttributeNS(t.space,t.local)}}function C6(t,e){return function(){this.setAttribute(t,e)}}function T6(t,e){return function(){this.setAttributeNS(t.space,t.local,e)}}function A6(t,e){return function(){var n=e.apply(this,arguments);n==null?this.removeAttribute(t):this.setAttribute(t,n)}}function E6(t,e){return function(){var n=e.apply(this,arguments);n==null?this.removeAttributeNS(t.space,t.local):this.setAttributeNS(t.space,t.local,n)}}function R6(t,e){var n=N0(t);if(arguments.length<2){var r=this.node();return n.local?r.getAttributeNS(n.space,n.local):r.getAttribute(n)}return this.each((e==null?n.local?M6:k6:typeof e=="function"?n.local?E6:A6:n.local?T6:C6)(n,e))}function O0(t){return t.ownerDocument&&t.ownerDocument.defaultView||t.document&&t||t.defaultView}function P6(t){return function(){this.style.removeProperty(t)}}function N6(t,e,n){return function(){this.style.setProperty(t,e,n)}}function I6(t,e,n){return function(){var r=e.apply(this,arguments);r==null?this.style.removeProperty(t):this.style.setProperty(t,r,n)}}function L6(t,e,n){return arguments.length>1?this.each((e==null?P6:typeof e=="function"?I6:N6)(t,e,n??"")):D6(this.node(),t)}function D6(t,e){return t.style.getPropertyValue(e)||O0(t).getComputedStyle(t,null).getPropertyValue(e)}function O6(t){return function(){delete this[t]}}function z6(t,e){return function(){this[t]=e}}function F6(t,e){return function(){var n=e.apply(this,arguments);n==null?delete this[t]:this[t]=n}}function B6(t,e){return arguments.length>1?this.each((e==null?O6:typeof e=="function"?F6:z6)(t,e)):this.node()[t]}function z0(t){return t.trim().split(/^|\s+/)}function Bf(t){return t.classList||new F0(t)}function F0(t){this._node=t,this._names=z0(t.getAttribute("class")||"")}F0.prototype={add:function(t){var e=this._names.indexOf(t);e<0&&(this._names.push(t),this._node.setAttribute("class",this._names.join(" ")))},remove:function(t){var e=this._names.indexOf(t);e>=0&&(this._names.splice(e,1),this._node.setAttribute("class",this._names.join(" ")))},contains:function(t){return this._names.indexOf(t)>=0}};function B0(t,e){for(var n=Bf(t),r=-1,i=e.length;++r<i;)n.add(e[r])}function V0(t,e){for(var n=Bf(t),r=-1,i=e.length;++r<i;)n.remove(e[r])}function V6(t){return function(){B0(this,t)}}function U6(t){return function(){V0(this,t)}}function q6(t,e){return function(){(e.apply(this,arguments)?B0:V0)(this,t)}}function H6(t,e){var n=z0(t+"");if(arguments.length<2){for(var r=Bf(this.node()),i=-1,s=n.length;++i<s;)if(!r.contains(n[i]))return!1;return!0}return this.each((typeof e=="function"?q6:e?V6:U6)(n,e))}function Y6(){this.textContent=""}function G6(t){return function(){this.textContent=t}}function j6(t){return function(){var e=t.apply(this,arguments);this.textContent=e??""}}function W6(t){return arguments.length?this.each(t==null?Y6:(typeof t=="function"?j6:G6)(t)):this.node().textContent}function X6(){this.innerHTML=""}function K6(t){return function(){this.innerHTML=t}}function Z6(t){return function(){var e=t.apply(this,arguments);this.innerHTML=e??""}}function J6(t){return arguments.length?this.each(t==null?X6:(typeof t=="function"?Z6:K6)(t)):this.node().innerHTML}function Q6(){this.nextSibling&&this.parentNode.appendChild(this)}function tM(){return this.each(Q6)}function eM(){this.previousSibling&&this.parentNode.insertBefore(this,this.parentNode.firstChild)}function nM(){return this.each(eM)}function rM(t){var e=typeof t=="function"?t:as(t);return this.select(function(){return this.appendChild(e.apply(this,arguments))})}function iM(){return null}function sM(t,e){var n=typeof t=="function"?t:as(t),r=e==null?iM:typeof e=="function"?e:I0(e);return this.select(function(){return this.insertBefore(n.apply(this,arguments),r.apply(this,arguments)||null)})}function oM(){var t=this.parentNode;t&&t.removeChild(this)}function aM(){return this.each(oM)}function lM(){var t=this.cloneNode(!1),e=this.parentNode;return e?e.insertBefore(t,this.nextSibling):t}function uM(){var t=this.cloneNode(!0),e=this.parentNode;return e?e.insertBefore(t,this.nextSibling):t}function cM(t){return this.select(t?uM:lM)}function fM(t){return arguments.length?this.property("__data__",t):this.node().__data__}function dM(t){return function(e){t.call(this,e,this.__data__)}}function hM(t){return t.trim().split(/^|\s+/).map(function(e){var n="",r=e.indexOf(".");return r>=0&&(n=e.slice(r+1),e=e.slice(0,r)),{type:e,name:n}})}function pM(t){return function(){var e=this.__on;if(e){for(var n=0,r=-1,i=e.length,s;n<i;++n)s=e[n],(!t.type||s.type===t.type)&&s.name===t.name?this.removeEventListener(s.type,s.listener,s.options):e[++r]=s;++r?e.length=r:delete this.__on}}}function mM(t,e,n){return function(){var r=this.__on,i,s=dM(e);if(r){for(var o=0,a=r.length;o<a;++o)if((i=r[o]).type===t.type&&i.name===t.name){this.removeEventListener(i.type,i.listener,i.options),this.addEventListener(i.type,i.listener=s,i.options=n),i.value=e;return}}this.addEventListener(t.type,s,n),i={type:t.type,name:t.name,value:e,listener:s,options:n},r?r.push(i):this.__on=[i]}}function gM(t,e,n){var r=hM(t+""),i,s=r.length,o;if(arguments.length<2){var a=this.node().__on;if(a){for(var l=0,u=a.length,c;l<u;++l)for(i=0,c=a[l];i<s;++i)if((o=r[i]).type===c.type&&o.name===c.name)return c.value}return}for(a=e?mM:pM,i=0;i<s;++i)this.each(a(r[i],e,n));return this}function U0(t,e,n){var r=O0(t),i=r.CustomEvent;typeof i=="function"?i=new i(e,n):(i=r.document.createEvent("Event"),n?(i.initEvent(e,n.bubbles,n.cancelable),i.detail=n.detail):i.initEvent(e,!1,!1)),t.dispatchEvent(i)}function bM(t,e){return function(){return U0(this,t,e)}}function yM(t,e){return function(){return U0(this,t,e.apply(this,arguments))}}function vM(t,e){return this.each((typeof e=="function"?yM:bM)(t,e))}function*xM(){for(var t=this._groups,e=0,n=t.length;e<n;++e)for(var r=t[e],i=0,s=r.length,o;i<s;++i)(o=r[i])&&(yield o)}var q0=[null];function Te(t,e){this._groups=t,this._parents=e}function wM(){return new Te([[document.documentElement]],q0)}function _M(){return this}Te.prototype=wM.prototype={constructor:Te,select:H3,selectAll:X3,selectChild:t6,selectChildren:i6,filter:s6,data:f6,enter:o6,exit:h6,join:p6,merge:m6,selection:_M,order:g6,sort:b6,call:v6,nodes:x6,node:w6,size:_6,empty:$6,each:S6,attr:R6,style:L6,property:B6,classed:H6,text:W6,html:J6,raise:tM,lower:nM,append:rM,insert:sM,remove:aM,clone:cM,datum:fM,on:gM,dispatch:vM,[Symbol.iterator]:xM};function nn(t){return typeof t=="string"?new Te([[document.querySelector(t)]],[document.documentElement]):new Te([[t]],q0)}var $M=0;function SM(){return new Ff}function Ff(){this._="@"+(++$M).toString(36)}Ff.prototype=SM.prototype={constructor:Ff,get:function(t){for(var e=this._;!(e in t);)if(!(t=t.parentNode))return;return t[e]},set:function(t,e){return t[this._]=e},remove:function(t){return this._ in t&&delete t[this._]},toString:function(){return this._}};function kM(t){let e;for(;e=t.sourceEvent;)t=e;return t}function H0(t,e){if(t=kM(t),e===void 0&&(e=t.currentTarget),e){var n=e.ownerSVGElement||e;if(n.createSVGPoint){var r=n.createSVGPoint();return r.x=t.clientX,r.y=t.clientY,r=r.matrixTransform(e.getScreenCTM().inverse()),[r.x,r.y]}if(e.getBoundingClientRect){var i=e.getBoundingClientRect();return[t.clientX-i.left-e.clientLeft,t.clientY-i.top-e.clientTop]}}return[t.pageX,t.pageY]}function fs(t,e,n){t.prototype=e.prototype=n,n.constructor=t}function vo(t,e){var n=Object.create(t.prototype);for(var r in e)n[r]=e[r];return n}function gr(){}var Wr=.7,cs=1/Wr,ls="\\s*([+-]?\\d+)\\s*",bo="\\s*([+-]?(?:\\d*\\.)?\\d+(?:[eE][+-]?\\d+)?)\\s*",gn="\\s*([+-]?(?:\\d*\\.)?\\d+(?:[eE][+-]?\\d+)?)%\\s*",MM=/^#([0-9a-f]{3,8})$/,CM=new RegExp(`^rgb\\(${ls},${ls},${ls}\\)$`),TM=new RegExp(`^rgb\\(${gn},${gn},${gn}\\)$`),AM=new RegExp(`^rgba\\(${ls},${ls},${ls},${bo}\\)$`),EM=new RegExp(`^rgba\\(${gn},${gn},${gn},${bo}\\)$`),RM=new RegExp(`^hsl\\(${bo},${gn},${gn}\\)$`),PM=new RegExp(`^hsla\\(${bo},${gn},${gn},${bo}\\)$`),Y0={aliceblue:15792383,antiquewhite:16444375,aqua:65535,aquamarine:8388564,azure:15794175,beige:16119260,bisque:16770244,black:0,blanchedalmond:16772045,blue:255,blueviolet:9055202,brown:10824234,burlywood:14596231,cadetblue:6266528,chartreuse:8388352,chocolate:13789470,coral:16744272,cornflowerblue:6591981,cornsilk:16775388,crimson:14423100,cyan:65535,darkblue:139,darkcyan:35723,darkgoldenrod:12092939,darkgray:11119017,darkgreen:25600,darkgrey:11119017,darkkhaki:12433259,darkmagenta:9109643,darkolivegreen:5597999,darkorange:16747520,darkorchid:10040012,darkred:9109504,darksalmon:15308410,darkseagreen:9419919,darkslateblue:4734347,darkslategray:3100495,darkslategrey:3100495,darkturquoise:52945,darkviolet:9699539,deeppink:16716947,deepskyblue:49151,dimgray:6908265,dimgrey:6908265,dodgerblue:2003199,firebrick:11674146,floralwhite:16775920,forestgreen:2263842,fuchsia:16711935,gainsboro:14474460,ghostwhite:16316671,gold:16766720,goldenrod:14329120,gray:8421504,green:32768,greenyellow:11403055,grey:8421504,honeydew:15794160,hotpink:16738740,indianred:13458524,indigo:4915330,ivory:16777200,khaki:15787660,lavender:15132410,lavenderblush:16773365,lawngreen:8190976,lemonchiffon:16775885,lightblue:11393254,lightcoral:15761536,lightcyan:14745599,lightgoldenrodyellow:16448210,lightgray:13882323,lightgreen:9498256,lightgrey:13882323,lightpink:16758465,lightsalmon:16752762,lightseagreen:2142890,lightskyblue:8900346,lightslategray:7833753,lightslategrey:7833753,lightsteelblue:11584734,lightyellow:16777184,lime:65280,limegreen:3329330,linen:16445670,magenta:16711935,maroon:8388608,mediumaquamarine:6737322,mediumblue:205,mediumorchid:12211667,mediumpurple:9662683,mediumseagreen:3978097,mediumslateblue:8087790,mediumspringgreen:64154,mediumturquoise:4772300,mediumvioletred:13047173,midnightblue:1644912,mintcream:16121850,mistyrose:16770273,moccasin:16770229,navajowhite:16768685,navy:128,oldlace:16643558,olive:8421376,olivedrab:7048739,orange:16753920,orangered:16729344,orchid:14315734,palegoldenrod:15657130,palegreen:10025880,paleturquoise:11529966,palevioletred:14381203,papayawhip:16773077,peachpuff:16767673,peru:13468991,pink:16761035,plum:14524637,powderblue:11591910,purple:8388736,rebeccapurple:6697881,red:16711680,rosybrown:12357519,royalblue:4286945,saddlebrown:9127187,salmon:16416882,sandybrown:16032864,seagreen:3050327,seashell:16774638,sienna:10506797,silver:12632256,skyblue:8900331,slateblue:6970061,slategray:7372944,slategrey:7372944,snow:16775930,springgreen:65407,steelblue:4620980,tan:13808780,teal:32896,thistle:14204888,tomato:16737095,turquoise:4251856,violet:15631086,wheat:16113331,white:16777215,whitesmoke:16119285,yellow:16776960,yellowgreen:10145074};fs(gr,ds,{copy(t){return Object.assign(new this.constructor,this,t)},displayable(){return this.rgb().displayable()},hex:G0,formatHex:G0,formatHex8:NM,formatHsl:IM,formatRgb:j0,toString:j0});function G0(){return this.rgb().formatHex()}function NM(){return this.rgb().formatHex8()}function IM(){return ny(this).formatHsl()}function j0(){return this.rgb().formatRgb()}function ds(t){var e,n;return t=(t+"").trim().toLowerCase(),(e=MM.exec(t))?(n=e[1].length,e=parseInt(e[1],16),n===6?W0(e):n===3?new Wt(e>>8&15|e>>4&240,e>>4&15|e&240,(e&15)<<4|e&15,1):n===8?Ll(e>>24&255,e>>16&255,e>>8&255,(e&255)/255):n===4?Ll(e>>12&15|e>>8&240,e>>8&15|e>>4&240,e>>4&15|e&240,((e&15)<<4|e&15)/255):null):(e=CM.exec(t))?new Wt(e[1],e[2],e[3],1):(e=TM.exec(t))?new Wt(e[1]*255/100,e[2]*255/100,e[3]*255/100,1):(e=AM.exec(t))?Ll(e[1],e[2],e[3],e[4]):(e=EM.exec(t))?Ll(e[1]*255/100,e[2]*255/100,e[3]*255/100,e[4]):(e=RM.exec(t))?Z0(e[1],e[2]/100,e[3]/100,1):(e=PM.exec(t))?Z0(e[1],e[2]/100,e[3]/100,e[4]):Y0.hasOwnProperty(t)?W0(Y0[t]):t==="transparent"?new Wt(NaN,NaN,NaN,0):null}function W0(t){return new Wt(t>>16&255,t>>8&255,t&255,1)}function Ll(t,e,n,r){return r<=0&&(t=e=n=NaN),new Wt(t,e,n,r)}function Gf(t){return t instanceof gr||(t=ds(t)),t?(t=t.rgb(),new Wt(t.r,t.g,t.b,t.opacity)):new Wt}function sn(t,e,n,r){return arguments.length===1?Gf(t):new Wt(t,e,n,r??1)}function Wt(t,e,n,r){this.r=+t,this.g=+e,this.b=+n,this.opacity=+r}fs(Wt,sn,vo(gr,{brighter(t){return t=t==null?cs:Math.pow(cs,t),new Wt(this.r*t,this.g*t,this.b*t,this.opacity)},darker(t){return t=t==null?Wr:Math.pow(Wr,t),new Wt(this.r*t,this.g*t,this.b*t,this.opacity)},rgb(){return this},clamp(){return new Wt(Gr(this.r),Gr(this.g),Gr(this.b),Ol(this.opacity))},displayable(){return-.5<=this.r&&this.r<255.5&&-.5<=this.g&&this.g<255.5&&-.5<=this.b&&this.b<255.5&&0<=this.opacity&&this.opacity<=1},hex:X0,formatHex:X0,formatHex8:LM,formatRgb:K0,toString:K0}));function X0(){return`#${Yr(this.r)}${Yr(this.g)}${Yr(this.b)}`}function LM(){return`#${Yr(this.r)}${Yr(this.g)}${Yr(this.b)}${Yr((isNaN(this.opacity)?1:this.opacity)*255)}`}function K0(){let t=Ol(this.opacity);return`${t===1?"rgb(":"rgba("}${Gr(this.r)}, ${Gr(this.g)}, ${Gr(this.b)}${t===1?")":`, ${t})`}`}function Ol(t){return isNaN(t)?1:Math.max(0,Math.min(1,t))}function Gr(t){return Math.max(0,Math.min(255,Math.round(t)||0))}function Yr(t){return t=Gr(t),(t<16?"0":"")+t.toString(16)}function Z0(t,e,n,r){return r<=0?t=e=n=NaN:n<=0||n>=1?t=e=NaN:e<=0&&(t=NaN),new rn(t,e,n,r)}function ny(t){if(t instanceof rn)return new rn(t.h,t.s,t.l,t.opacity);if(t instanceof gr||(t=ds(t)),!t)return new rn;if(t instanceof rn)return t;t=t.rgb();var e=t.r/255,n=t.g/255,r=t.b/255,i=Math.min(e,n,r),s=Math.max(e,n,r),o=NaN,a=s-i,l=(s+i)/2;return a?(e===s?o=(n-r)/a+(n<r)*6:n===s?o=(r-e)/a+2:o=(e-n)/a+4,a/=l<.5?s+i:2-s-i,o*=60):a=l>0&&l<1?0:o,new rn(o,a,l,t.opacity)}function Fl(t,e,n,r){return arguments.length===1?ny(t):new rn(t,e,n,r??1)}function rn(t,e,n,r){this.h=+t,this.s=+e,this.l=+n,this.opacity=+r}fs(rn,Fl,vo(gr,{brighter(t){return t=t==null?cs:Math.pow(cs,t),new rn(this.h,this.s,this.l*t,this.opacity)},darker(t){return t=t==null?Wr:Math.pow(Wr,t),new rn(this.h,this.s,this.l*t,this.opacity)},rgb(){var t=this.h%360+(this.h<0)*360,e=isNaN(t)||isNaN(this.s)?0:this.s,n=this.l,r=n+(n<.5?n:1-n)*e,i=2*n-r;return new Wt(Vf(t>=240?t-240:t+120,i,r),Vf(t,i,r),Vf(t<120?t+240:t-120,i,r),this.opacity)},clamp(){return new rn(J0(this.h),Dl(this.s),Dl(this.l),Ol(this.opacity))},displayable(){return(0<=this.s&&this.s<=1||isNaN(this.s))&&0<=this.l&&this.l<=1&&0<=this.opacity&&this.opacity<=1},formatHsl(){let t=Ol(this.opacity);return`${t===1?"hsl(":"hsla("}${J0(this.h)}, ${Dl(this.s)*100}%, ${Dl(this.l)*100}%${t===1?")":`, ${t})`}`}}));function J0(t){return t=(t||0)%360,t<0?t+360:t}function Dl(t){return Math.max(0,Math.min(1,t||0))}function Vf(t,e,n){return(t<60?e+(n-e)*t/60:t<180?n:t<240?e+(n-e)*(240-t)/60:e)*255}var ry=Math.PI/180,iy=180/Math.PI,zl=18,sy=.96422,oy=1,ay=.82521,ly=4/29,us=6/29,uy=3*us*us,DM=us*us*us;function cy(t){if(t instanceof bn)return new bn(t.l,t.a,t.b,t.opacity);if(t instanceof Gn)return fy(t);t instanceof Wt||(t=Gf(t));var e=Yf(t.r),n=Yf(t.g),r=Yf(t.b),i=Uf((.2225045*e+.7168786*n+.0606169*r)/oy),s,o;return e===n&&n===r?s=o=i:(s=Uf((.4360747*e+.3850649*n+.1430804*r)/sy),o=Uf((.0139322*e+.0971045*n+.7141733*r)/ay)),new bn(116*i-16,500*(s-i),200*(i-o),t.opacity)}function Bl(t,e,n,r){return arguments.length===1?cy(t):new bn(t,e,n,r??1)}function bn(t,e,n,r){this.l=+t,this.a=+e,this.b=+n,this.opacity=+r}fs(bn,Bl,vo(gr,{brighter(t){return new bn(this.l+zl*(t??1),this.a,this.b,this.opacity)},darker(t){return new bn(this.l-zl*(t??1),this.a,this.b,this.opacity)},rgb(){var t=(this.l+16)/116,e=isNaN(this.a)?t:t+this.a/500,n=isNaN(this.b)?t:t-this.b/200;return e=sy*qf(e),t=oy*qf(t),n=ay*qf(n),new Wt(Hf(3.1338561*e-1.6168667*t-.4906146*n),Hf(-.9787684*e+1.9161415*t+.033454*n),Hf(.0719453*e-.2289914*t+1.4052427*n),this.opacity)}}));function Uf(t){return t>DM?Math.pow(t,1/3):t/uy+ly}function qf(t){return t>us?t*t*t:uy*(t-ly)}function Hf(t){return 255*(t<=.0031308?12.92*t:1.055*Math.pow(t,1/2.4)-.055)}function Yf(t){return(t/=255)<=.04045?t/12.92:Math.pow((t+.055)/1.055,2.4)}function OM(t){if(t instanceof Gn)return new Gn(t.h,t.c,t.l,t.opacity);if(t instanceof bn||(t=cy(t)),t.a===0&&t.b===0)return new Gn(NaN,0<t.l&&t.l<100?0:NaN,t.l,t.opacity);var e=Math.atan2(t.b,t.a)*iy;return new Gn(e<0?e+360:e,Math.sqrt(t.a*t.a+t.b*t.b),t.l,t.opacity)}function Vl(t,e,n,r){return arguments.length===1?OM(t):new Gn(t,e,n,r??1)}function Gn(t,e,n,r){this.h=+t,this.c=+e,this.l=+n,this.opacity=+r}function fy(t){if(isNaN(t.h))return new bn(t.l,0,0,t.opacity);var e=t.h*ry;return new bn(t.l,Math.cos(e)*t.c,Math.sin(e)*t.c,t.opacity)}fs(Gn,Vl,vo(gr,{brighter(t){return new Gn(this.h,this.c,this.l+zl*(t??1),this.opacity)},darker(t){return new Gn(this.h,this.c,this.l-zl*(t??1),this.opacity)},rgb(){return fy(this).rgb()}}));var dy=-.14861,jf=1.78277,Wf=-.29227,Ul=-.90649,yo=1.97294,Q0=yo*Ul,ty=yo*jf,ey=jf*Wf-Ul*dy;function zM(t){if(t instanceof jr)return new jr(t.h,t.s,t.l,t.opacity);t instanceof Wt||(t=Gf(t));var e=t.r/255,n=t.g/255,r=t.b/255,i=(ey*r+Q0*e-ty*n)/(ey+Q0-ty),s=r-i,o=(yo*(n-i)-Wf*s)/Ul,a=Math.sqrt(o*o+s*s)/(yo*i*(1-i)),l=a?Math.atan2(o,s)*iy-120:NaN;return new jr(l<0?l+360:l,a,i,t.opacity)}function Fe(t,e,n,r){return arguments.length===1?zM(t):new jr(t,e,n,r??1)}function jr(t,e,n,r){this.h=+t,this.s=+e,this.l=+n,this.opacity=+r}fs(jr,Fe,vo(gr,{brighter(t){return t=t==null?cs:Math.pow(cs,t),new jr(this.h,this.s,this.l*t,this.opacity)},darker(t){return t=t==null?Wr:Math.pow(Wr,t),new jr(this.h,this.s,this.l*t,this.opacity)},rgb(){var t=isNaN(this.h)?0:(this.h+120)*ry,e=+this.l,n=isNaN(this.s)?0:this.s*e*(1-e),r=Math.cos(t),i=Math.sin(t);return new Wt(255*(e+n*(dy*r+jf*i)),255*(e+n*(Wf*r+Ul*i)),255*(e+n*(yo*r)),this.opacity)}}));function my(t,e,n,r,i){var s=t*t,o=s*t;return((1-3*t+3*s-o)*e+(4-6*s+3*o)*n+(1+3*t+3*s-3*o)*r+o*i)/6}function FM(t){var e=t.length-1;return function(n){var r=n<=0?n=0:n>=1?(n=1,e-1):Math.floor(n*e),i=t[r],s=t[r+1],o=r>0?t[r-1]:2*i-s,a=r<e-1?t[r+2]:2*s-i;return my((n-r/e)*e,o,i,s,a)}}function BM(t){var e=t.length;return function(n){var r=Math.floor(((n%=1)<0?++n:n)*e),i=t[(r+e-1)%e],s=t[r%e],o=t[(r+1)%e],a=t[(r+2)%e];return my((n-r/e)*e,i,s,o,a)}}var Hl=t=>()=>t;function gy(t,e){return function(n){return t+n*e}}function VM(t,e,n){return t=Math.pow(t,n),e=Math.pow(e,n)-t,n=1/n,function(r){return Math.pow(t+r*e,n)}}function Jf(t,e){var n=e-t;return n?gy(t,n>180||n<-180?n-360*Math.round(n/360):n):Hl(isNaN(t)?e:t)}function UM(t){return(t=+t)==1?Xt:function(e,n){return n-e?VM(e,n,t):Hl(isNaN(e)?n:e)}}function Xt(t,e){var n=e-t;return n?gy(t,n):Hl(isNaN(t)?e:t)}var Xr=(function t(e){var n=UM(e);function r(i,s){var o=n((i=sn(i)).r,(s=sn(s)).r),a=n(i.g,s.g),l=n(i.b,s.b),u=Xt(i.opacity,s.opacity);return function(c){return i.r=o(c),i.g=a(c),i.b=l(c),i.opacity=u(c),i+""}}return r.gamma=t,r})(1);function by(t){return function(e){var n=e.length,r=new Array(n),i=new Array(n),s=new Array(n),o,a;for(o=0;o<n;++o)a=sn(e[o]),r[o]=a.r||0,i[o]=a.g||0,s[o]=a.b||0;return r=t(r),i=t(i),s=t(s),a.opacity=1,function(l){return a.r=r(l),a.g=i(l),a.b=s(l),a+""}}}var yy=by(FM),h7=by(BM);function qM(t,e){e||(e=[]);var n=t?Math.min(e.length,t.length):0,r=e.slice(),i;return function(s){for(i=0;i<n;++i)r[i]=t[i]*(1-s)+e[i]*s;return r}}function HM(t){return ArrayBuffer.isView(t)&&!(t instanceof DataView)}function YM(t,e){var n=e?e.length:0,r=t?Math.min(n,t.length):0,i=new Array(r),s=new Array(n),o;for(o=0;o<r;++o)i[o]=hs(t[o],e[o]);for(;o<n;++o)s[o]=e[o];return function(a){for(o=0;o<r;++o)s[o]=i[o](a);return s}}function GM(t,e){var n=new Date;return t=+t,e=+e,function(r){return n.setTime(t*(1-r)+e*r),n}}function Vt(t,e){return t=+t,e=+e,function(n){return t*(1-n)+e*n}}function jM(t,e){var n={},r={},i;(t===null||typeof t!="object")&&(t={}),(e===null||typeof e!="object")&&(e={});for(i in e)i in t?n[i]=hs(t[i],e[i]):r[i]=e[i];return function(s){for(i in n)r[i]=n[i](s);return r}}var Kf=/[-+]?(?:\d+\.?\d*|\.?\d+)(?:[eE][-+]?\d+)?/g,Xf=new RegExp(Kf.source,"g");function WM(t){return function(){return t}}function XM(t){return function(e){return t(e)+""}}function KM(t,e){var n=Kf.lastIndex=Xf.lastIndex=0,r,i,s,o=-1,a=[],l=[];for(t=t+"",e=e+"";(r=Kf.exec(t))&&(i=Xf.exec(e));)(s=i.index)>n&&(s=e.slice(n,s),a[o]?a[o]+=s:a[++o]=s),(r=r[0])===(i=i[0])?a[o]?a[o]+=i:a[++o]=i:(a[++o]=null,l.push({i:o,x:Vt(r,i)})),n=Xf.lastIndex;return n<e.length&&(s=e.slice(n),a[o]?a[o]+=s:a[++o]=s),a.length<2?l[0]?XM(l[0].x):WM(e):(e=l.length,function(u){for(var c=0,f;c<e;++c)a[(f=l[c]).i]=f.x(u);return a.join("")})}function hs(t,e){var n=typeof e,r;return e==null||n==="boolean"?Hl(e):(n==="number"?Vt:n==="string"?(r=ds(e))?(e=r,Xr):KM:e instanceof ds?Xr:e instanceof Date?GM:HM(e)?qM:Array.isArray(e)?YM:typeof e.valueOf!="function"&&typeof e.toString!="function"||isNaN(e)?jM:Vt)(t,e)}function xo(t,e){return t=+t,e=+e,function(n){return Math.round(t*(1-n)+e*n)}}var hy=180/Math.PI,Zf={translateX:0,translateY:0,rotate:0,skewX:0,scaleX:1,scaleY:1};function vy(t,e,n,r,i,s){var o,a,l;return(o=Math.sqrt(t*t+e*e))&&(t/=o,e/=o),(l=t*n+e*r)&&(n-=t*l,r-=e*l),(a=Math.sqrt(n*n+r*r))&&(n/=a,r/=a,l/=a),t*r<e*n&&(t=-t,e=-e,l=-l,o=-o),{translateX:i,translateY:s,rotate:Math.atan2(e,t)*hy,skewX:Math.atan(l)*hy,scaleX:o,scaleY:a}}var ql;function ZM(t){let e=new(typeof DOMMatrix=="function"?DOMMatrix:WebKitCSSMatrix)(t+"");return e.isIdentity?Zf:vy(e.a,e.b,e.c,e.d,e.e,e.f)}function JM(t){return t==null||(ql||(ql=document.createElementNS("http://www.w3.org/2000/svg","g")),ql.setAttribute("transform",t),!(t=ql.transform.baseVal.consolidate()))?Zf:(t=t.matrix,vy(t.a,t.b,t.c,t.d,t.e,t.f))}function xy(t,e,n,r){function i(u){return u.length?u.pop()+" ":""}function s(u,c,f,d,h,p){if(u!==f||c!==d){var m=h.push("translate(",null,e,null,n);p.push({i:m-4,x:Vt(u,f)},{i:m-2,x:Vt(c,d)})}else(f||d)&&h.push("translate("+f+e+d+n)}function o(u,c,f,d){u!==c?(u-c>180?c+=360:c-u>180&&(u+=360),d.push({i:f.push(i(f)+"rotate(",null,r)-2,x:Vt(u,c)})):c&&f.push(i(f)+"rotate("+c+r)}function a(u,c,f,d){u!==c?d.push({i:f.push(i(f)+"skewX(",null,r)-2,x:Vt(u,c)}):c&&f.push(i(f)+"skewX("+c+r)}function l(u,c,f,d,h,p){if(u!==f||c!==d){var m=h.push(i(h)+"scale(",null,",",null,")");p.push({i:m-4,x:Vt(u,f)},{i:m-2,x:Vt(c,d)})}else(f!==1||d!==1)&&h.push(i(h)+"scale("+f+","+d+")")}return function(u,c){var f=[],d=[];return u=t(u),c=t(c),s(u.translateX,u.translateY,c.translateX,c.translateY,f,d),o(u.rotate,c.rotate,f,d),a(u.skewX,c.skewX,f,d),l(u.scaleX,u.scaleY,c.scaleX,c.scaleY,f,d),u=c=null,function(h){for(var p=-1,m=d.length,b;++p<m;)f[(b=d[p]).i]=b.x(h);return f.join("")}}}var p7=xy(ZM,"px, ","px)","deg)"),m7=xy(JM,", ",")",")"),QM=1e-12;function py(t){return((t=Math.exp(t))+1/t)/2}function tC(t){return((t=Math.exp(t))-1/t)/2}function eC(t){return((t=Math.exp(2*t))-1)/(t+1)}var g7=(function t(e,n,r){function i(s,o){var a=s[0],l=s[1],u=s[2],c=o[0],f=o[1],d=o[2],h=c-a,p=f-l,m=h*h+p*p,b,y;if(m<QM)y=Math.log(d/u)/e,b=function($){return[a+$*h,l+$*p,u*Math.exp(e*$*y)]};else{var v=Math.sqrt(m),_=(d*d-u*u+r*m)/(2*u*n*v),x=(d*d-u*u-r*m)/(2*d*n*v),S=Math.log(Math.sqrt(_*_+1)-_),w=Math.log(Math.sqrt(x*x+1)-x);y=(w-S)/e,b=function($){var k=$*y,T=py(S),P=u/(n*v)*(T*eC(e*k+S)-tC(S));return[a+P*h,l+P*p,u*T/py(e*k+S)]}}return b.duration=Math.abs(y)*1e3*e/Math.SQRT2,b}return i.rho=function(s){var o=Math.max(.001,+s),a=o*o,l=a*a;return t(o,a,l)},i})(Math.SQRT2,2,4);function wy(t){return function(e,n){var r=t((e=Fl(e)).h,(n=Fl(n)).h),i=Xt(e.s,n.s),s=Xt(e.l,n.l),o=Xt(e.opacity,n.opacity);return function(a){return e.h=r(a),e.s=i(a),e.l=s(a),e.opacity=o(a),e+""}}}var _y=wy(Jf),b7=wy(Xt);function $y(t,e){var n=Xt((t=Bl(t)).l,(e=Bl(e)).l),r=Xt(t.a,e.a),i=Xt(t.b,e.b),s=Xt(t.opacity,e.opacity);return function(o){return t.l=n(o),t.a=r(o),t.b=i(o),t.opacity=s(o),t+""}}function Sy(t){return function(e,n){var r=t((e=Vl(e)).h,(n=Vl(n)).h),i=Xt(e.c,n.c),s=Xt(e.l,n.l),o=Xt(e.opacity,n.opacity);return function(a){return e.h=r(a),e.c=i(a),e.l=s(a),e.opacity=o(a),e+""}}}var ky=Sy(Jf),y7=Sy(Xt);function My(t){return(function e(n){n=+n;function r(i,s){var o=t((i=Fe(i)).h,(s=Fe(s)).h),a=Xt(i.s,s.s),l=Xt(i.l,s.l),u=Xt(i.opacity,s.opacity);return function(c){return i.h=o(c),i.s=a(c),i.l=l(Math.pow(c,n)),i.opacity=u(c),i+""}}return r.gamma=e,r})(1)}var v7=My(Jf),Yl=My(Xt);function br(t,e){e===void 0&&(e=t,t=hs);for(var n=0,r=e.length-1,i=e[0],s=new Array(r<0?0:r);n<r;)s[n]=t(i,i=e[++n]);return function(o){var a=Math.max(0,Math.min(r-1,Math.floor(o*=r)));return s[a](o-a)}}function fe(t,e){for(var n=new Array(e),r=0;r<e;++r)n[r]=t(r/(e-1));return n}var wo=Math.PI,Qf=2*wo,Kr=1e-6,nC=Qf-Kr;function Cy(t){this._+=t[0];for(let e=1,n=t.length;e<n;++e)this._+=arguments[e]+t[e]}function rC(t){let e=Math.floor(t);if(!(e>=0))throw new Error(`invalid digits: ${t}`);if(e>15)return Cy;let n=10**e;return function(r){this._+=r[0];for(let i=1,s=r.length;i<s;++i)this._+=Math.round(arguments[i]*n)/n+r[i]}}function Ty(t,e,n,r){return t===n&&e===r}function iC(t){let e=Math.floor(t);if(!(e<=15))return Ty;let n=10**e,r=function(i){return Math.round(i*n)};return function(i,s,o,a){return r(i)===r(o)&&r(s)===r(a)}}var Zr=class{constructor(e){this._x0=this._y0=this._x1=this._y1=null,this._="",this._append=e==null?Cy:rC(e),this._equal=e==null?Ty:iC(e)}moveTo(e,n){this._append`M${this._x0=this._x1=+e},${this._y0=this._y1=+n}`}closePath(){this._x1!==null&&(this._x1=this._x0,this._y1=this._y0,this._append`Z`)}lineTo(e,n){this._append`L${this._x1=+e},${this._y1=+n}`}quadraticCurveTo(e,n,r,i){this._append`Q${+e},${+n},${this._x1=+r},${this._y1=+i}`}bezierCurveTo(e,n,r,i,s,o){this._append`C${+e},${+n},${+r},${+i},${this._x1=+s},${this._y1=+o}`}arcTo(e,n,r,i,s){if(e=+e,n=+n,r=+r,i=+i,s=+s,s<0)throw new Error(`negative radius: ${s}`);let o=this._x1,a=this._y1,l=r-e,u=i-n,c=o-e,f=a-n,d=c*c+f*f;if(this._x1===null)this._append`M${this._x1=e},${this._y1=n}`;else if(d>Kr)if(!(Math.abs(f*l-u*c)>Kr)||!s)this._append`L${this._x1=e},${this._y1=n}`;else{let h=r-o,p=i-a,m=l*l+u*u,b=h*h+p*p,y=Math.sqrt(m),v=Math.sqrt(d),_=s*Math.tan((wo-Math.acos((m+d-b)/(2*y*v)))/2),x=_/v,S=_/y;Math.abs(x-1)>Kr&&this._append`L${e+x*c},${n+x*f}`,this._append`A${s},${s},0,0,${+(f*h>c*p)},${this._x1=e+S*l},${this._y1=n+S*u}`}}arc(e,n,r,i,s,o){if(e=+e,n=+n,r=+r,o=!!o,r<0)throw new Error(`negative radius: ${r}`);let a=r*Math.cos(i),l=r*Math.sin(i),u=e+a,c=n+l,f=1^o,d=o?i-s:s-i;if(this._x1===null?this._append`M${u},${c}`:(Math.abs(this._x1-u)>Kr||Math.abs(this._y1-c)>Kr)&&this._append`L${u},${c}`,!!r){if(d<0&&(d=d%Qf+Qf),d>nC)this._append`A${r},${r},0,1,${f},${e-a},${n-l}A${r},${r},0,1,${f},${this._x1=u},${this._y1=c}`;else if(d>Kr){let h=e+r*Math.cos(s),p=n+r*Math.sin(s);if(d>=wo&&this._equal(u,c,h,p)){d/=2;let m=i+d;this._append`A${r},${r},0,${+(d>=wo)},${f},${e+r*Math.cos(m)},${n+r*Math.sin(m)}`}this._append`A${r},${r},0,${+(d>=wo)},${f},${this._x1=h},${this._y1=p}`}}}rect(e,n,r,i){this._append`M${this._x0=this._x1=+e},${this._y0=this._y1=+n}h${r=+r}v${+i}h${-r}Z`}toString(){return this._}};function sC(){return new Zr}sC.prototype=Zr.prototype;function yn(t=3){return new Zr(+t)}function oC(t){return Math.abs(t=Math.round(t))>=1e21?t.toLocaleString("en").replace(/,/g,""):t.toString(10)}function jl(t,e){if(!isFinite(t)||t===0)return null;var n=(t=e?t.toExponential(e-1):t.toExponential()).indexOf("e"),r=t.slice(0,n);return[r.length>1?r[0]+r.slice(2):r,+t.slice(n+1)]}function ps(t){return t=jl(Math.abs(t)),t?t[1]:NaN}function aC(t,e){return function(n,r){for(var i=n.length,s=[],o=0,a=t[0],l=0;i>0&&a>0&&(l+a+1>r&&(a=Math.max(1,r-l)),s.push(n.substring(i-=a,i+a)),!((l+=a+1)>r));)a=t[o=(o+1)%t.length];return s.reverse().join(e)}}function lC(t){return function(e){return e.replace(/[0-9]/g,function(n){return t[+n]})}}var uC=/^(?:(.)?([<>=^]))?([+\-( ])?([$#])?(0)?(\d+)?(,)?(\.\d+)?(~)?([a-z%])?$/i;function ms(t){if(!(e=uC.exec(t)))throw new Error("invalid format: "+t);var e;return new td({fill:e[1],align:e[2],sign:e[3],symbol:e[4],zero:e[5],width:e[6],comma:e[7],precision:e[8]&&e[8].slice(1),trim:e[9],type:e[10]})}ms.prototype=td.prototype;function td(t){this.fill=t.fill===void 0?" ":t.fill+"",this.align=t.align===void 0?">":t.align+"",this.sign=t.sign===void 0?"-":t.sign+"",this.symbol=t.symbol===void 0?"":t.symbol+"",this.zero=!!t.zero,this.width=t.width===void 0?void 0:+t.width,this.comma=!!t.comma,this.precision=t.precision===void 0?void 0:+t.precision,this.trim=!!t.trim,this.type=t.type===void 0?"":t.type+""}td.prototype.toString=function(){return this.fill+this.align+this.sign+this.symbol+(this.zero?"0":"")+(this.width===void 0?"":Math.max(1,this.width|0))+(this.comma?",":"")+(this.precision===void 0?"":"."+Math.max(0,this.precision|0))+(this.trim?"~":"")+this.type};function cC(t){t:for(var e=t.length,n=1,r=-1,i;n<e;++n)switch(t[n]){case".":r=i=n;break;case"0":r===0&&(r=n),i=n;break;default:if(!+t[n])break t;r>0&&(r=0);break}return r>0?t.slice(0,r)+t.slice(i+1):t}var Wl;function fC(t,e){var n=jl(t,e);if(!n)return Wl=void 0,t.toPrecision(e);var r=n[0],i=n[1],s=i-(Wl=Math.max(-8,Math.min(8,Math.floor(i/3)))*3)+1,o=r.length;return s===o?r:s>o?r+new Array(s-o+1).join("0"):s>0?r.slice(0,s)+"."+r.slice(s):"0."+new Array(1-s).join("0")+jl(t,Math.max(0,e+s-1))[0]}function Ay(t,e){var n=jl(t,e);if(!n)return t+"";var r=n[0],i=n[1];return i<0?"0."+new Array(-i).join("0")+r:r.length>i+1?r.slice(0,i+1)+"."+r.slice(i+1):r+new Array(i-r.length+2).join("0")}var Ey={"%":(t,e)=>(t*100).toFixed(e),b:t=>Math.round(t).toString(2),c:t=>t+"",d:oC,e:(t,e)=>t.toExponential(e),f:(t,e)=>t.toFixed(e),g:(t,e)=>t.toPrecision(e),o:t=>Math.round(t).toString(8),p:(t,e)=>Ay(t*100,e),r:Ay,s:fC,X:t=>Math.round(t).toString(16).toUpperCase(),x:t=>Math.round(t).toString(16)};function Ry(t){return t}var Py=Array.prototype.map,Ny=["y","z","a","f","p","n","\xB5","m","","k","M","G","T","P","E","Z","Y"];function dC(t){var e=t.grouping===void 0||t.thousands===void 0?Ry:aC(Py.call(t.grouping,Number),t.thousands+""),n=t.currency===void 0?"":t.currency[0]+"",r=t.currency===void 0?"":t.currency[1]+"",i=t.decimal===void 0?".":t.decimal+"",s=t.numerals===void 0?Ry:lC(Py.call(t.numerals,String)),o=t.percent===void 0?"%":t.percent+"",a=t.minus===void 0?"\u2212":t.minus+"",l=t.nan===void 0?"NaN":t.nan+"";function u(f,d){f=ms(f);var h=f.fill,p=f.align,m=f.sign,b=f.symbol,y=f.zero,v=f.width,_=f.comma,x=f.precision,S=f.trim,w=f.type;w==="n"?(_=!0,w="g"):Ey[w]||(x===void 0&&(x=12),S=!0,w="g"),(y||h==="0"&&p==="=")&&(y=!0,h="0",p="=");var $=(d&&d.prefix!==void 0?d.prefix:"")+(b==="$"?n:b==="#"&&/[boxX]/.test(w)?"0"+w.toLowerCase():""),k=(b==="$"?r:/[%p]/.test(w)?o:"")+(d&&d.suffix!==void 0?d.suffix:""),T=Ey[w],P=/[defgprs%]/.test(w);x=x===void 0?6:/[gprs]/.test(w)?Math.max(1,Math.min(21,x)):Math.max(0,Math.min(20,x));function A(R){var B=$,D=k,C,z,I;if(w==="c")D=T(R)+D,R="";else{R=+R;var W=R<0||1/R<0;if(R=isNaN(R)?l:T(Math.abs(R),x),S&&(R=cC(R)),W&&+R==0&&m!=="+"&&(W=!1),B=(W?m==="("?m:a:m==="-"||m==="("?"":m)+B,D=(w==="s"&&!isNaN(R)&&Wl!==void 0?Ny[8+Wl/3]:"")+D+(W&&m==="("?")":""),P){for(C=-1,z=R.length;++C<z;)if(I=R.charCodeAt(C),48>I||I>57){D=(I===46?i+R.slice(C+1):R.slice(C))+D,R=R.slice(0,C);break}}}_&&!y&&(R=e(R,1/0));var L=B.length+R.length+D.length,F=L<v?new Array(v-L+1).join(h):"";switch(_&&y&&(R=e(F+R,F.length?v-D.length:1/0),F=""),p){case"<":R=B+R+D+F;break;case"=":R=B+F+R+D;break;case"^":R=F.slice(0,L=F.length>>1)+B+R+D+F.slice(L);break;default:R=F+B+R+D;break}return s(R)}return A.toString=function(){return f+""},A}function c(f,d){var h=Math.max(-8,Math.min(8,Math.floor(ps(d)/3)))*3,p=Math.pow(10,-h),m=u((f=ms(f),f.type="f",f),{suffix:Ny[8+h/3]});return function(b){return m(p*b)}}return{format:u,formatPrefix:c}}var Gl,vn,ed;hC({thousands:",",grouping:[3],currency:["$",""]});function hC(t){return Gl=dC(t),vn=Gl.format,ed=Gl.formatPrefix,Gl}function Iy(t){return Math.max(0,-ps(Math.abs(t)))}function Ly(t,e){return Math.max(0,Math.max(-8,Math.min(8,Math.floor(ps(e)/3)))*3-ps(Math.abs(t)))}function Dy(t,e){return t=Math.abs(t),e=Math.abs(e)-t,Math.max(0,ps(e)-ps(t))+1}var nt=1e-6,ev=1e-12,lt=Math.PI,Nt=lt/2,Oy=lt/4,Ae=lt*2,de=180/lt,Pt=lt/180,bt=Math.abs,vs=Math.atan,Wn=Math.atan2,ot=Math.cos;var nv=Math.exp;var eu=Math.log,nd=Math.pow,rt=Math.sin,Ve=Math.sign||function(t){return t>0?1:t<0?-1:0},ye=Math.sqrt,_d=Math.tan;function rv(t){return t>1?0:t<-1?lt:Math.acos(t)}function qe(t){return t>1?Nt:t<-1?-Nt:Math.asin(t)}function Ue(){}function nu(t,e){t&&Fy.hasOwnProperty(t.type)&&Fy[t.type](t,e)}var zy={Feature:function(t,e){nu(t.geometry,e)},FeatureCollection:function(t,e){for(var n=t.features,r=-1,i=n.length;++r<i;)nu(n[r].geometry,e)}},Fy={Sphere:function(t,e){e.sphere()},Point:function(t,e){t=t.coordinates,e.point(t[0],t[1],t[2])},MultiPoint:function(t,e){for(var n=t.coordinates,r=-1,i=n.length;++r<i;)t=n[r],e.point(t[0],t[1],t[2])},LineString:function(t,e){ad(t.coordinates,e,0)},MultiLineString:function(t,e){for(var n=t.coordinates,r=-1,i=n.length;++r<i;)ad(n[r],e,0)},Polygon:function(t,e){By(t.coordinates,e)},MultiPolygon:function(t,e){for(var n=t.coordinates,r=-1,i=n.length;++r<i;)By(n[r],e)},GeometryCollection:function(t,e){for(var n=t.geometries,r=-1,i=n.length;++r<i;)nu(n[r],e)}};function ad(t,e,n){var r=-1,i=t.length-n,s;for(e.lineStart();++r<i;)s=t[r],e.point(s[0],s[1],s[2]);e.lineEnd()}function By(t,e){var n=-1,r=t.length;for(e.polygonStart();++n<r;)ad(t[n],e,1);e.polygonEnd()}function yr(t,e){t&&zy.hasOwnProperty(t.type)?zy[t.type](t,e):nu(t,e)}var S7=new De,k7=new De;function ld(t){return[Wn(t[1],t[0]),qe(t[2])]}function bs(t){var e=t[0],n=t[1],r=ot(n);return[r*ot(e),r*rt(e),rt(n)]}function Xl(t,e){return t[0]*e[0]+t[1]*e[1]+t[2]*e[2]}function ru(t,e){return[t[1]*e[2]-t[2]*e[1],t[2]*e[0]-t[0]*e[2],t[0]*e[1]-t[1]*e[0]]}function rd(t,e){t[0]+=e[0],t[1]+=e[1],t[2]+=e[2]}function Kl(t,e){return[t[0]*e,t[1]*e,t[2]*e]}function ud(t){var e=ye(t[0]*t[0]+t[1]*t[1]+t[2]*t[2]);t[0]/=e,t[1]/=e,t[2]/=e}function cd(t,e){function n(r,i){return r=t(r,i),e(r[0],r[1])}return t.invert&&e.invert&&(n.invert=function(r,i){return r=e.invert(r,i),r&&t.invert(r[0],r[1])}),n}function fd(t,e){return bt(t)>lt&&(t-=Math.round(t/Ae)*Ae),[t,e]}fd.invert=fd;function iv(t,e,n){return(t%=Ae)?e||n?cd(Uy(t),qy(e,n)):Uy(t):e||n?qy(e,n):fd}function Vy(t){return function(e,n){return e+=t,bt(e)>lt&&(e-=Math.round(e/Ae)*Ae),[e,n]}}function Uy(t){var e=Vy(t);return e.invert=Vy(-t),e}function qy(t,e){var n=ot(t),r=rt(t),i=ot(e),s=rt(e);function o(a,l){var u=ot(l),c=ot(a)*u,f=rt(a)*u,d=rt(l),h=d*n+c*r;return[Wn(f*i-h*s,c*n-d*r),qe(h*i+f*s)]}return o.invert=function(a,l){var u=ot(l),c=ot(a)*u,f=rt(a)*u,d=rt(l),h=d*i-f*s;return[Wn(f*i+d*s,c*n+h*r),qe(h*n-c*r)]},o}function pC(t){t=iv(t[0]*Pt,t[1]*Pt,t.length>2?t[2]*Pt:0);function e(n){return n=t(n[0]*Pt,n[1]*Pt),n[0]*=de,n[1]*=de,n}return e.invert=function(n){return n=t.invert(n[0]*Pt,n[1]*Pt),n[0]*=de,n[1]*=de,n},e}function mC(t,e,n,r,i,s){if(n){var o=ot(e),a=rt(e),l=r*n;i==null?(i=e+r*Ae,s=e-l/2):(i=Hy(o,i),s=Hy(o,s),(r>0?i<s:i>s)&&(i+=r*Ae));for(var u,c=i;r>0?c>s:c<s;c-=l)u=ld([o,-a*ot(c),-a*rt(c)]),t.point(u[0],u[1])}}function Hy(t,e){e=bs(e),e[0]-=t,ud(e);var n=rv(-e[1]);return((-e[2]<0?-n:n)+Ae-nt)%Ae}function sv(){var t=[],e;return{point:function(n,r,i){e.push([n,r,i])},lineStart:function(){t.push(e=[])},lineEnd:Ue,rejoin:function(){t.length>1&&t.push(t.pop().concat(t.shift()))},result:function(){var n=t;return t=[],e=null,n}}}function tu(t,e){return bt(t[0]-e[0])<nt&&bt(t[1]-e[1])<nt}function Zl(t,e,n,r){this.x=t,this.z=e,this.o=n,this.e=r,this.v=!1,this.n=this.p=null}function ov(t,e,n,r,i){var s=[],o=[],a,l;if(t.forEach(function(p){if(!((m=p.length-1)<=0)){var m,b=p[0],y=p[m],v;if(tu(b,y)){if(!b[2]&&!y[2]){for(i.lineStart(),a=0;a<m;++a)i.point((b=p[a])[0],b[1]);i.lineEnd();return}y[0]+=2*nt}s.push(v=new Zl(b,p,null,!0)),o.push(v.o=new Zl(b,null,v,!1)),s.push(v=new Zl(y,p,null,!1)),o.push(v.o=new Zl(y,null,v,!0))}}),!!s.length){for(o.sort(e),Yy(s),Yy(o),a=0,l=o.length;a<l;++a)o[a].e=n=!n;for(var u=s[0],c,f;;){for(var d=u,h=!0;d.v;)if((d=d.n)===u)return;c=d.z,i.lineStart();do{if(d.v=d.o.v=!0,d.e){if(h)for(a=0,l=c.length;a<l;++a)i.point((f=c[a])[0],f[1]);else r(d.x,d.n.x,1,i);d=d.n}else{if(h)for(c=d.p.z,a=c.length-1;a>=0;--a)i.point((f=c[a])[0],f[1]);else r(d.x,d.p.x,-1,i);d=d.p}d=d.o,c=d.z,h=!h}while(!d.v);i.lineEnd()}}}function Yy(t){if(e=t.length){for(var e,n=0,r=t[0],i;++n<e;)r.n=i=t[n],i.p=r,r=i;r.n=i=t[0],i.p=r}}function id(t){return bt(t[0])<=lt?t[0]:Ve(t[0])*((bt(t[0])+lt)%Ae-lt)}function gC(t,e){var n=id(e),r=e[1],i=rt(r),s=[rt(n),-ot(n),0],o=0,a=0,l=new De;i===1?r=Nt+nt:i===-1&&(r=-Nt-nt);for(var u=0,c=t.length;u<c;++u)if(d=(f=t[u]).length)for(var f,d,h=f[d-1],p=id(h),m=h[1]/2+Oy,b=rt(m),y=ot(m),v=0;v<d;++v,p=x,b=w,y=$,h=_){var _=f[v],x=id(_),S=_[1]/2+Oy,w=rt(S),$=ot(S),k=x-p,T=k>=0?1:-1,P=T*k,A=P>lt,R=b*w;if(l.add(Wn(R*T*rt(P),y*$+R*ot(P))),o+=A?k+T*Ae:k,A^p>=n^x>=n){var B=ru(bs(h),bs(_));ud(B);var D=ru(s,B);ud(D);var C=(A^k>=0?-1:1)*qe(D[2]);(r>C||r===C&&(B[0]||B[1]))&&(a+=A^k>=0?1:-1)}}return(o<-nt||o<nt&&l<-ev)^a&1}function av(t,e,n,r){return function(i){var s=e(i),o=sv(),a=e(o),l=!1,u,c,f,d={point:h,lineStart:m,lineEnd:b,polygonStart:function(){d.point=y,d.lineStart=v,d.lineEnd=_,c=[],u=[]},polygonEnd:function(){d.point=h,d.lineStart=m,d.lineEnd=b,c=If(c);var x=gC(u,r);c.length?(l||(i.polygonStart(),l=!0),ov(c,yC,x,n,i)):x&&(l||(i.polygonStart(),l=!0),i.lineStart(),n(null,null,1,i),i.lineEnd()),l&&(i.polygonEnd(),l=!1),c=u=null},sphere:function(){i.polygonStart(),i.lineStart(),n(null,null,1,i),i.lineEnd(),i.polygonEnd()}};function h(x,S){t(x,S)&&i.point(x,S)}function p(x,S){s.point(x,S)}function m(){d.point=p,s.lineStart()}function b(){d.point=h,s.lineEnd()}function y(x,S){f.push([x,S]),a.point(x,S)}function v(){a.lineStart(),f=[]}function _(){y(f[0][0],f[0][1]),a.lineEnd();var x=a.clean(),S=o.result(),w,$=S.length,k,T,P;if(f.pop(),u.push(f),f=null,!!$){if(x&1){if(T=S[0],(k=T.length-1)>0){for(l||(i.polygonStart(),l=!0),i.lineStart(),w=0;w<k;++w)i.point((P=T[w])[0],P[1]);i.lineEnd()}return}$>1&&x&2&&S.push(S.pop().concat(S.shift())),c.push(S.filter(bC))}}return d}}function bC(t){return t.length>1}function yC(t,e){return((t=t.x)[0]<0?t[1]-Nt-nt:Nt-t[1])-((e=e.x)[0]<0?e[1]-Nt-nt:Nt-e[1])}var Gy=av(function(){return!0},vC,wC,[-lt,-Nt]);function vC(t){var e=NaN,n=NaN,r=NaN,i;return{lineStart:function(){t.lineStart(),i=1},point:function(s,o){var a=s>0?lt:-lt,l=bt(s-e);bt(l-lt)<nt?(t.point(e,n=(n+o)/2>0?Nt:-Nt),t.point(r,n),t.lineEnd(),t.lineStart(),t.point(a,n),t.point(s,n),i=0):r!==a&&l>=lt&&(bt(e-r)<nt&&(e-=r*nt),bt(s-a)<nt&&(s-=a*nt),n=xC(e,n,s,o),t.point(r,n),t.lineEnd(),t.lineStart(),t.point(a,n),i=0),t.point(e=s,n=o),r=a},lineEnd:function(){t.lineEnd(),e=n=NaN},clean:function(){return 2-i}}}function xC(t,e,n,r){var i,s,o=rt(t-n);return bt(o)>nt?vs((rt(e)*(s=ot(r))*rt(n)-rt(r)*(i=ot(e))*rt(t))/(i*s*o)):(e+r)/2}function wC(t,e,n,r){var i;if(t==null)i=n*Nt,r.point(-lt,i),r.point(0,i),r.point(lt,i),r.point(lt,0),r.point(lt,-i),r.point(0,-i),r.point(-lt,-i),r.point(-lt,0),r.point(-lt,i);else if(bt(t[0]-e[0])>nt){var s=t[0]<e[0]?lt:-lt;i=n*s/2,r.point(-s,i),r.point(0,i),r.point(s,i)}else r.point(e[0],e[1])}function _C(t){var e=ot(t),n=2*Pt,r=e>0,i=bt(e)>nt;function s(c,f,d,h){mC(h,t,n,d,c,f)}function o(c,f){return ot(c)*ot(f)>e}function a(c){var f,d,h,p,m;return{lineStart:function(){p=h=!1,m=1},point:function(b,y){var v=[b,y],_,x=o(b,y),S=r?x?0:u(b,y):x?u(b+(b<0?lt:-lt),y):0;if(!f&&(p=h=x)&&c.lineStart(),x!==h&&(_=l(f,v),(!_||tu(f,_)||tu(v,_))&&(v[2]=1)),x!==h)m=0,x?(c.lineStart(),_=l(v,f),c.point(_[0],_[1])):(_=l(f,v),c.point(_[0],_[1],2),c.lineEnd()),f=_;else if(i&&f&&r^x){var w;!(S&d)&&(w=l(v,f,!0))&&(m=0,r?(c.lineStart(),c.point(w[0][0],w[0][1]),c.point(w[1][0],w[1][1]),c.lineEnd()):(c.point(w[1][0],w[1][1]),c.lineEnd(),c.lineStart(),c.point(w[0][0],w[0][1],3)))}x&&(!f||!tu(f,v))&&c.point(v[0],v[1]),f=v,h=x,d=S},lineEnd:function(){h&&c.lineEnd(),f=null},clean:function(){return m|(p&&h)<<1}}}function l(c,f,d){var h=bs(c),p=bs(f),m=[1,0,0],b=ru(h,p),y=Xl(b,b),v=b[0],_=y-v*v;if(!_)return!d&&c;var x=e*y/_,S=-e*v/_,w=ru(m,b),$=Kl(m,x),k=Kl(b,S);rd($,k);var T=w,P=Xl($,T),A=Xl(T,T),R=P*P-A*(Xl($,$)-1);if(!(R<0)){var B=ye(R),D=Kl(T,(-P-B)/A);if(rd(D,$),D=ld(D),!d)return D;var C=c[0],z=f[0],I=c[1],W=f[1],L;z<C&&(L=C,C=z,z=L);var F=z-C,Y=bt(F-lt)<nt,G=Y||F<nt;if(!Y&&W<I&&(L=I,I=W,W=L),G?Y?I+W>0^D[1]<(bt(D[0]-C)<nt?I:W):I<=D[1]&&D[1]<=W:F>lt^(C<=D[0]&&D[0]<=z)){var H=Kl(T,(-P+B)/A);return rd(H,$),[D,ld(H)]}}}function u(c,f){var d=r?t:lt-t,h=0;return c<-d?h|=1:c>d&&(h|=2),f<-d?h|=4:f>d&&(h|=8),h}return av(o,a,s,r?[0,-t]:[-lt,t-lt])}function $C(t,e,n,r,i,s){var o=t[0],a=t[1],l=e[0],u=e[1],c=0,f=1,d=l-o,h=u-a,p;if(p=n-o,!(!d&&p>0)){if(p/=d,d<0){if(p<c)return;p<f&&(f=p)}else if(d>0){if(p>f)return;p>c&&(c=p)}if(p=i-o,!(!d&&p<0)){if(p/=d,d<0){if(p>f)return;p>c&&(c=p)}else if(d>0){if(p<c)return;p<f&&(f=p)}if(p=r-a,!(!h&&p>0)){if(p/=h,h<0){if(p<c)return;p<f&&(f=p)}else if(h>0){if(p>f)return;p>c&&(c=p)}if(p=s-a,!(!h&&p<0)){if(p/=h,h<0){if(p>f)return;p>c&&(c=p)}else if(h>0){if(p<c)return;p<f&&(f=p)}return c>0&&(t[0]=o+c*d,t[1]=a+c*h),f<1&&(e[0]=o+f*d,e[1]=a+f*h),!0}}}}}var _o=1e9,Jl=-_o;function $d(t,e,n,r){function i(u,c){return t<=u&&u<=n&&e<=c&&c<=r}function s(u,c,f,d){var h=0,p=0;if(u==null||(h=o(u,f))!==(p=o(c,f))||l(u,c)<0^f>0)do d.point(h===0||h===3?t:n,h>1?r:e);while((h=(h+f+4)%4)!==p);else d.point(c[0],c[1])}function o(u,c){return bt(u[0]-t)<nt?c>0?0:3:bt(u[0]-n)<nt?c>0?2:1:bt(u[1]-e)<nt?c>0?1:0:c>0?3:2}function a(u,c){return l(u.x,c.x)}function l(u,c){var f=o(u,1),d=o(c,1);return f!==d?f-d:f===0?c[1]-u[1]:f===1?u[0]-c[0]:f===2?u[1]-c[1]:c[0]-u[0]}return function(u){var c=u,f=sv(),d,h,p,m,b,y,v,_,x,S,w,$={point:k,lineStart:R,lineEnd:B,polygonStart:P,polygonEnd:A};function k(C,z){i(C,z)&&c.point(C,z)}function T(){for(var C=0,z=0,I=h.length;z<I;++z)for(var W=h[z],L=1,F=W.length,Y=W[0],G,H,at=Y[0],ut=Y[1];L<F;++L)G=at,H=ut,Y=W[L],at=Y[0],ut=Y[1],H<=r?ut>r&&(at-G)*(r-H)>(ut-H)*(t-G)&&++C:ut<=r&&(at-G)*(r-H)<(ut-H)*(t-G)&&--C;return C}function P(){c=f,d=[],h=[],w=!0}function A(){var C=T(),z=w&&C,I=(d=If(d)).length;(z||I)&&(u.polygonStart(),z&&(u.lineStart(),s(null,null,1,u),u.lineEnd()),I&&ov(d,a,C,s,u),u.polygonEnd()),c=u,d=h=p=null}function R(){$.point=D,h&&h.push(p=[]),S=!0,x=!1,v=_=NaN}function B(){d&&(D(m,b),y&&x&&f.rejoin(),d.push(f.result())),$.point=k,x&&c.lineEnd()}function D(C,z){var I=i(C,z);if(h&&p.push([C,z]),S)m=C,b=z,y=I,S=!1,I&&(c.lineStart(),c.point(C,z));else if(I&&x)c.point(C,z);else{var W=[v=Math.max(Jl,Math.min(_o,v)),_=Math.max(Jl,Math.min(_o,_))],L=[C=Math.max(Jl,Math.min(_o,C)),z=Math.max(Jl,Math.min(_o,z))];$C(W,L,t,e,n,r)?(x||(c.lineStart(),c.point(W[0],W[1])),c.point(L[0],L[1]),I||c.lineEnd(),w=!1):I&&(c.lineStart(),c.point(C,z),w=!1)}v=C,_=z,x=I}return $}}var dd=t=>t,sd=new De,hd=new De,lv,uv,pd,md,jn={point:Ue,lineStart:Ue,lineEnd:Ue,polygonStart:function(){jn.lineStart=SC,jn.lineEnd=MC},polygonEnd:function(){jn.lineStart=jn.lineEnd=jn.point=Ue,sd.add(bt(hd)),hd=new De},result:function(){var t=sd/2;return sd=new De,t}};function SC(){jn.point=kC}function kC(t,e){jn.point=cv,lv=pd=t,uv=md=e}function cv(t,e){hd.add(md*t-pd*e),pd=t,md=e}function MC(){cv(lv,uv)}var ys=1/0,iu=ys,Ro=-ys,su=Ro,ou={point:CC,lineStart:Ue,lineEnd:Ue,polygonStart:Ue,polygonEnd:Ue,result:function(){var t=[[ys,iu],[Ro,su]];return Ro=su=-(iu=ys=1/0),t}};function CC(t,e){t<ys&&(ys=t),t>Ro&&(Ro=t),e<iu&&(iu=e),e>su&&(su=e)}var gd=0,bd=0,$o=0,au=0,lu=0,gs=0,yd=0,vd=0,So=0,fv,dv,xn,wn,Be={point:Jr,lineStart:jy,lineEnd:Wy,polygonStart:function(){Be.lineStart=EC,Be.lineEnd=RC},polygonEnd:function(){Be.point=Jr,Be.lineStart=jy,Be.lineEnd=Wy},result:function(){var t=So?[yd/So,vd/So]:gs?[au/gs,lu/gs]:$o?[gd/$o,bd/$o]:[NaN,NaN];return gd=bd=$o=au=lu=gs=yd=vd=So=0,t}};function Jr(t,e){gd+=t,bd+=e,++$o}function jy(){Be.point=TC}function TC(t,e){Be.point=AC,Jr(xn=t,wn=e)}function AC(t,e){var n=t-xn,r=e-wn,i=ye(n*n+r*r);au+=i*(xn+t)/2,lu+=i*(wn+e)/2,gs+=i,Jr(xn=t,wn=e)}function Wy(){Be.point=Jr}function EC(){Be.point=PC}function RC(){hv(fv,dv)}function PC(t,e){Be.point=hv,Jr(fv=xn=t,dv=wn=e)}function hv(t,e){var n=t-xn,r=e-wn,i=ye(n*n+r*r);au+=i*(xn+t)/2,lu+=i*(wn+e)/2,gs+=i,i=wn*t-xn*e,yd+=i*(xn+t),vd+=i*(wn+e),So+=i*3,Jr(xn=t,wn=e)}function pv(t){this._context=t}pv.prototype={_radius:4.5,pointRadius:function(t){return this._radius=t,this},polygonStart:function(){this._line=0},polygonEnd:function(){this._line=NaN},lineStart:function(){this._point=0},lineEnd:function(){this._line===0&&this._context.closePath(),this._point=NaN},point:function(t,e){switch(this._point){case 0:{this._context.moveTo(t,e),this._point=1;break}case 1:{this._context.lineTo(t,e);break}default:{this._context.moveTo(t+this._radius,e),this._context.arc(t,e,this._radius,0,Ae);break}}},result:Ue};var xd=new De,od,mv,gv,ko,Mo,Po={point:Ue,lineStart:function(){Po.point=NC},lineEnd:function(){od&&bv(mv,gv),Po.point=Ue},polygonStart:function(){od=!0},polygonEnd:function(){od=null},result:function(){var t=+xd;return xd=new De,t}};function NC(t,e){Po.point=bv,mv=ko=t,gv=Mo=e}function bv(t,e){ko-=t,Mo-=e,xd.add(ye(ko*ko+Mo*Mo)),ko=t,Mo=e}var Xy,uu,Ky,Zy,cu=class{constructor(e){this._append=e==null?yv:IC(e),this._radius=4.5,this._=""}pointRadius(e){return this._radius=+e,this}polygonStart(){this._line=0}polygonEnd(){this._line=NaN}lineStart(){this._point=0}lineEnd(){this._line===0&&(this._+="Z"),this._point=NaN}point(e,n){switch(this._point){case 0:{this._append`M${e},${n}`,this._point=1;break}case 1:{this._append`L${e},${n}`;break}default:{if(this._append`M${e},${n}`,this._radius!==Ky||this._append!==uu){let r=this._radius,i=this._;this._="",this._append`m0,${r}a${r},${r} 0 1,1 0,${-2*r}a${r},${r} 0 1,1 0,${2*r}z`,Ky=r,uu=this._append,Zy=this._,this._=i}this._+=Zy;break}}}result(){let e=this._;return this._="",e.length?e:null}};function yv(t){let e=1;this._+=t[0];for(let n=t.length;e<n;++e)this._+=arguments[e]+t[e]}function IC(t){let e=Math.floor(t);if(!(e>=0))throw new RangeError(`invalid digits: ${t}`);if(e>15)return yv;if(e!==Xy){let n=10**e;Xy=e,uu=function(i){let s=1;this._+=i[0];for(let o=i.length;s<o;++s)this._+=Math.round(arguments[s]*n)/n+i[s]}}return uu}function Io(t,e){let n=3,r=4.5,i,s;function o(a){return a&&(typeof r=="function"&&s.pointRadius(+r.apply(this,arguments)),yr(a,i(s))),s.result()}return o.area=function(a){return yr(a,i(jn)),jn.result()},o.measure=function(a){return yr(a,i(Po)),Po.result()},o.bounds=function(a){return yr(a,i(ou)),ou.result()},o.centroid=function(a){return yr(a,i(Be)),Be.result()},o.projection=function(a){return arguments.length?(i=a==null?(t=null,dd):(t=a).stream,o):t},o.context=function(a){return arguments.length?(s=a==null?(e=null,new cu(n)):new pv(e=a),typeof r!="function"&&s.pointRadius(r),o):e},o.pointRadius=function(a){return arguments.length?(r=typeof a=="function"?a:(s.pointRadius(+a),+a),o):r},o.digits=function(a){if(!arguments.length)return n;if(a==null)n=null;else{let l=Math.floor(a);if(!(l>=0))throw new RangeError(`invalid digits: ${a}`);n=l}return e===null&&(s=new cu(n)),o},o.projection(t).digits(n).context(e)}function Lo(t){return{stream:hu(t)}}function hu(t){return function(e){var n=new wd;for(var r in t)n[r]=t[r];return n.stream=e,n}}function wd(){}wd.prototype={constructor:wd,point:function(t,e){this.stream.point(t,e)},sphere:function(){this.stream.sphere()},lineStart:function(){this.stream.lineStart()},lineEnd:function(){this.stream.lineEnd()},polygonStart:function(){this.stream.polygonStart()},polygonEnd:function(){this.stream.polygonEnd()}};function Sd(t,e,n){var r=t.clipExtent&&t.clipExtent();return t.scale(150).translate([0,0]),r!=null&&t.clipExtent(null),yr(n,t.stream(ou)),e(ou.result()),r!=null&&t.clipExtent(r),t}function kd(t,e,n){return Sd(t,function(r){var i=e[1][0]-e[0][0],s=e[1][1]-e[0][1],o=Math.min(i/(r[1][0]-r[0][0]),s/(r[1][1]-r[0][1])),a=+e[0][0]+(i-o*(r[1][0]+r[0][0]))/2,l=+e[0][1]+(s-o*(r[1][1]+r[0][1]))/2;t.scale(150*o).translate([a,l])},n)}function vv(t,e,n){return kd(t,[[0,0],e],n)}function xv(t,e,n){return Sd(t,function(r){var i=+e,s=i/(r[1][0]-r[0][0]),o=(i-s*(r[1][0]+r[0][0]))/2,a=-s*r[0][1];t.scale(150*s).translate([o,a])},n)}function wv(t,e,n){return Sd(t,function(r){var i=+e,s=i/(r[1][1]-r[0][1]),o=-s*r[0][0],a=(i-s*(r[1][1]+r[0][1]))/2;t.scale(150*s).translate([o,a])},n)}var Jy=16,LC=ot(30*Pt);function Qy(t,e){return+e?OC(t,e):DC(t)}function DC(t){return hu({point:function(e,n){e=t(e,n),this.stream.point(e[0],e[1])}})}function OC(t,e){function n(r,i,s,o,a,l,u,c,f,d,h,p,m,b){var y=u-r,v=c-i,_=y*y+v*v;if(_>4*e&&m--){var x=o+d,S=a+h,w=l+p,$=ye(x*x+S*S+w*w),k=qe(w/=$),T=bt(bt(w)-1)<nt||bt(s-f)<nt?(s+f)/2:Wn(S,x),P=t(T,k),A=P[0],R=P[1],B=A-r,D=R-i,C=v*B-y*D;(C*C/_>e||bt((y*B+v*D)/_-.5)>.3||o*d+a*h+l*p<LC)&&(n(r,i,s,o,a,l,A,R,T,x/=$,S/=$,w,m,b),b.point(A,R),n(A,R,T,x,S,w,u,c,f,d,h,p,m,b))}}return function(r){var i,s,o,a,l,u,c,f,d,h,p,m,b={point:y,lineStart:v,lineEnd:x,polygonStart:function(){r.polygonStart(),b.lineStart=S},polygonEnd:function(){r.polygonEnd(),b.lineStart=v}};function y(k,T){k=t(k,T),r.point(k[0],k[1])}function v(){f=NaN,b.point=_,r.lineStart()}function _(k,T){var P=bs([k,T]),A=t(k,T);n(f,d,c,h,p,m,f=A[0],d=A[1],c=k,h=P[0],p=P[1],m=P[2],Jy,r),r.point(f,d)}function x(){b.point=y,r.lineEnd()}function S(){v(),b.point=w,b.lineEnd=$}function w(k,T){_(i=k,T),s=f,o=d,a=h,l=p,u=m,b.point=_}function $(){n(f,d,c,h,p,m,s,o,i,a,l,u,Jy,r),b.lineEnd=x,x()}return b}}var zC=hu({point:function(t,e){this.stream.point(t*Pt,e*Pt)}});function FC(t){return hu({point:function(e,n){var r=t(e,n);return this.stream.point(r[0],r[1])}})}function BC(t,e,n,r,i){function s(o,a){return o*=r,a*=i,[e+t*o,n-t*a]}return s.invert=function(o,a){return[(o-e)/t*r,(n-a)/t*i]},s}function tv(t,e,n,r,i,s){if(!s)return BC(t,e,n,r,i);var o=ot(s),a=rt(s),l=o*t,u=a*t,c=o/t,f=a/t,d=(a*n-o*e)/t,h=(a*e+o*n)/t;function p(m,b){return m*=r,b*=i,[l*m-u*b+e,n-u*m-l*b]}return p.invert=function(m,b){return[r*(c*m-f*b+d),i*(h-f*m-c*b)]},p}function vr(t){return _v(function(){return t})()}function _v(t){var e,n=150,r=480,i=250,s=0,o=0,a=0,l=0,u=0,c,f=0,d=1,h=1,p=null,m=Gy,b=null,y,v,_,x=dd,S=.5,w,$,k,T,P;function A(C){return k(C[0]*Pt,C[1]*Pt)}function R(C){return C=k.invert(C[0],C[1]),C&&[C[0]*de,C[1]*de]}A.stream=function(C){return T&&P===C?T:T=zC(FC(c)(m(w(x(P=C)))))},A.preclip=function(C){return arguments.length?(m=C,p=void 0,D()):m},A.postclip=function(C){return arguments.length?(x=C,b=y=v=_=null,D()):x},A.clipAngle=function(C){return arguments.length?(m=+C?_C(p=C*Pt):(p=null,Gy),D()):p*de},A.clipExtent=function(C){return arguments.length?(x=C==null?(b=y=v=_=null,dd):$d(b=+C[0][0],y=+C[0][1],v=+C[1][0],_=+C[1][1]),D()):b==null?null:[[b,y],[v,_]]},A.scale=function(C){return arguments.length?(n=+C,B()):n},A.translate=function(C){return arguments.length?(r=+C[0],i=+C[1],B()):[r,i]},A.center=function(C){return arguments.length?(s=C[0]%360*Pt,o=C[1]%360*Pt,B()):[s*de,o*de]},A.rotate=function(C){return arguments.length?(a=C[0]%360*Pt,l=C[1]%360*Pt,u=C.length>2?C[2]%360*Pt:0,B()):[a*de,l*de,u*de]},A.angle=function(C){return arguments.length?(f=C%360*Pt,B()):f*de},A.reflectX=function(C){return arguments.length?(d=C?-1:1,B()):d<0},A.reflectY=function(C){return arguments.length?(h=C?-1:1,B()):h<0},A.precision=function(C){return arguments.length?(w=Qy($,S=C*C),D()):ye(S)},A.fitExtent=function(C,z){return kd(A,C,z)},A.fitSize=function(C,z){return vv(A,C,z)},A.fitWidth=function(C,z){return xv(A,C,z)},A.fitHeight=function(C,z){return wv(A,C,z)};function B(){var C=tv(n,0,0,d,h,f).apply(null,e(s,o)),z=tv(n,r-C[0],i-C[1],d,h,f);return c=iv(a,l,u),$=cd(e,z),k=cd(c,$),w=Qy($,S),D()}function D(){return T=P=null,A}return function(){return e=t.apply(this,arguments),A.invert=e.invert&&R,B()}}function Md(t){var e=0,n=lt/3,r=_v(t),i=r(e,n);return i.parallels=function(s){return arguments.length?r(e=s[0]*Pt,n=s[1]*Pt):[e*de,n*de]},i}function VC(t){var e=ot(t);function n(r,i){return[r*e,rt(i)/e]}return n.invert=function(r,i){return[r/e,qe(i*e)]},n}function UC(t,e){var n=rt(t),r=(n+rt(e))/2;if(bt(r)<nt)return VC(t);var i=1+n*(2*r-n),s=ye(i)/r;function o(a,l){var u=ye(i-2*r*rt(l))/r;return[u*rt(a*=r),s-u*ot(a)]}return o.invert=function(a,l){var u=s-l,c=Wn(a,bt(u))*Ve(u);return u*r<0&&(c-=lt*Ve(a)*Ve(u)),[c/r,qe((i-(a*a+u*u)*r*r)/(2*r))]},o}function No(){return Md(UC).scale(155.424).center([0,33.6442])}function Cd(){return No().parallels([29.5,45.5]).scale(1070).translate([480,250]).rotate([96,0]).center([-.6,38.7])}function qC(t){var e=t.length;return{point:function(n,r){for(var i=-1;++i<e;)t[i].point(n,r)},sphere:function(){for(var n=-1;++n<e;)t[n].sphere()},lineStart:function(){for(var n=-1;++n<e;)t[n].lineStart()},lineEnd:function(){for(var n=-1;++n<e;)t[n].lineEnd()},polygonStart:function(){for(var n=-1;++n<e;)t[n].polygonStart()},polygonEnd:function(){for(var n=-1;++n<e;)t[n].polygonEnd()}}}function $v(){var t,e,n=Cd(),r,i=No().rotate([154,0]).center([-2,58.5]).parallels([55,65]),s,o=No().rotate([157,0]).center([-3,19.9]).parallels([8,18]),a,l,u={point:function(d,h){l=[d,h]}};function c(d){var h=d[0],p=d[1];return l=null,r.point(h,p),l||(s.point(h,p),l)||(a.point(h,p),l)}c.invert=function(d){var h=n.scale(),p=n.translate(),m=(d[0]-p[0])/h,b=(d[1]-p[1])/h;return(b>=.12&&b<.234&&m>=-.425&&m<-.214?i:b>=.166&&b<.234&&m>=-.214&&m<-.115?o:n).invert(d)},c.stream=function(d){return t&&e===d?t:t=qC([n.stream(e=d),i.stream(d),o.stream(d)])},c.precision=function(d){return arguments.length?(n.precision(d),i.precision(d),o.precision(d),f()):n.precision()},c.scale=function(d){return arguments.length?(n.scale(d),i.scale(d*.35),o.scale(d),c.translate(n.translate())):n.scale()},c.translate=function(d){if(!arguments.length)return n.translate();var h=n.scale(),p=+d[0],m=+d[1];return r=n.translate(d).clipExtent([[p-.455*h,m-.238*h],[p+.455*h,m+.238*h]]).stream(u),s=i.translate([p-.307*h,m+.201*h]).clipExtent([[p-.425*h+nt,m+.12*h+nt],[p-.214*h-nt,m+.234*h-nt]]).stream(u),a=o.translate([p-.205*h,m+.212*h]).clipExtent([[p-.214*h+nt,m+.166*h+nt],[p-.115*h-nt,m+.234*h-nt]]).stream(u),f()},c.fitExtent=function(d,h){return kd(c,d,h)},c.fitSize=function(d,h){return vv(c,d,h)},c.fitWidth=function(d,h){return xv(c,d,h)},c.fitHeight=function(d,h){return wv(c,d,h)};function f(){return t=e=null,c}return c.scale(1070)}function Sv(t){return function(e,n){var r=ot(e),i=ot(n),s=t(r*i);return s===1/0?[2,0]:[s*i*rt(e),s*rt(n)]}}function Do(t){return function(e,n){var r=ye(e*e+n*n),i=t(r),s=rt(i),o=ot(i);return[Wn(e*s,r*o),qe(r&&n*s/r)]}}var kv=Sv(function(t){return ye(2/(1+t))});kv.invert=Do(function(t){return 2*qe(t/2)});function Mv(){return vr(kv).scale(124.75).clipAngle(180-.001)}var Cv=Sv(function(t){return(t=rv(t))&&t/rt(t)});Cv.invert=Do(function(t){return t});function Tv(){return vr(Cv).scale(79.4188).clipAngle(180-.001)}function pu(t,e){return[t,eu(_d((Nt+e)/2))]}pu.invert=function(t,e){return[t,2*vs(nv(e))-Nt]};function Av(){return Ev(pu).scale(961/Ae)}function Ev(t){var e=vr(t),n=e.center,r=e.scale,i=e.translate,s=e.clipExtent,o=null,a,l,u;e.scale=function(f){return arguments.length?(r(f),c()):r()},e.translate=function(f){return arguments.length?(i(f),c()):i()},e.center=function(f){return arguments.length?(n(f),c()):n()},e.clipExtent=function(f){return arguments.length?(f==null?o=a=l=u=null:(o=+f[0][0],a=+f[0][1],l=+f[1][0],u=+f[1][1]),c()):o==null?null:[[o,a],[l,u]]};function c(){var f=lt*r(),d=e(pC(e.rotate()).invert([0,0]));return s(o==null?[[d[0]-f,d[1]-f],[d[0]+f,d[1]+f]]:t===pu?[[Math.max(d[0]-f,o),a],[Math.min(d[0]+f,l),u]]:[[o,Math.max(d[1]-f,a)],[l,Math.min(d[1]+f,u)]])}return c()}function Ql(t){return _d((Nt+t)/2)}function HC(t,e){var n=ot(t),r=t===e?rt(t):eu(n/ot(e))/eu(Ql(e)/Ql(t)),i=n*nd(Ql(t),r)/r;if(!r)return pu;function s(o,a){i>0?a<-Nt+nt&&(a=-Nt+nt):a>Nt-nt&&(a=Nt-nt);var l=i/nd(Ql(a),r);return[l*rt(r*o),i-l*ot(r*o)]}return s.invert=function(o,a){var l=i-a,u=Ve(r)*ye(o*o+l*l),c=Wn(o,bt(l))*Ve(l);return l*r<0&&(c-=lt*Ve(o)*Ve(l)),[c/r,2*vs(nd(i/u,1/r))-Nt]},s}function Rv(){return Md(HC).scale(109.5).parallels([30,30])}function fu(t,e){return[t,e]}fu.invert=fu;function Pv(){return vr(fu).scale(152.63)}function YC(t,e){var n=ot(t),r=t===e?rt(t):(n-ot(e))/(e-t),i=n/r+t;if(bt(r)<nt)return fu;function s(o,a){var l=i-a,u=r*o;return[l*rt(u),i-l*ot(u)]}return s.invert=function(o,a){var l=i-a,u=Wn(o,bt(l))*Ve(l);return l*r<0&&(u-=lt*Ve(o)*Ve(l)),[u/r,i-Ve(r)*ye(o*o+l*l)]},s}function Nv(){return Md(YC).scale(131.154).center([0,13.9389])}var Co=1.340264,To=-.081106,Ao=893e-6,Eo=.003796,du=ye(3)/2,GC=12;function Iv(t,e){var n=qe(du*rt(e)),r=n*n,i=r*r*r;return[t*ot(n)/(du*(Co+3*To*r+i*(7*Ao+9*Eo*r))),n*(Co+To*r+i*(Ao+Eo*r))]}Iv.invert=function(t,e){for(var n=e,r=n*n,i=r*r*r,s=0,o,a,l;s<GC&&(a=n*(Co+To*r+i*(Ao+Eo*r))-e,l=Co+3*To*r+i*(7*Ao+9*Eo*r),n-=o=a/l,r=n*n,i=r*r*r,!(bt(o)<ev));++s);return[du*t*(Co+3*To*r+i*(7*Ao+9*Eo*r))/ot(n),qe(rt(n)/du)]};function Lv(){return vr(Iv).scale(177.158)}function Dv(t,e){var n=ot(e),r=ot(t)*n;return[n*rt(t)/r,rt(e)/r]}Dv.invert=Do(vs);function Ov(){return vr(Dv).scale(144.049).clipAngle(60)}function jC(t,e){var n=e*e,r=n*n;return[t*(.8707-.131979*n+r*(-.013791+r*(.003971*n-.001529*r))),e*(1.007226+n*(.015085+r*(-.044475+.028874*n-.005916*r)))]}jC.invert=function(t,e){var n=e,r=25,i;do{var s=n*n,o=s*s;n-=i=(n*(1.007226+s*(.015085+o*(-.044475+.028874*s-.005916*o)))-e)/(1.007226+s*(.015085*3+o*(-.044475*7+.028874*9*s-.005916*11*o)))}while(bt(i)>nt&&--r>0);return[t/(.8707+(s=n*n)*(-.131979+s*(-.013791+s*s*s*(.003971-.001529*s)))),n]};function zv(t,e){return[ot(e)*rt(t),rt(e)]}zv.invert=Do(qe);function Fv(){return vr(zv).scale(249.5).clipAngle(90+nt)}function Bv(t,e){var n=ot(e),r=1+ot(t)*n;return[n*rt(t)/r,rt(e)/r]}Bv.invert=Do(function(t){return 2*vs(t)});function Vv(){return vr(Bv).scale(250).clipAngle(142)}function Uv(t,e){return[eu(_d((Nt+e)/2)),-t]}Uv.invert=function(t,e){return[-e,2*vs(nv(t))-Nt]};function qv(){var t=Ev(Uv),e=t.center,n=t.rotate;return t.center=function(r){return arguments.length?e([-r[1],r[0]]):(r=e(),[r[1],-r[0]])},t.rotate=function(r){return arguments.length?n([r[0],r[1],r.length>2?r[2]+90:90]):(r=n(),[r[0],r[1],r[2]-90])},n([0,0,90]).scale(159.155)}var Td=new Date,Ad=new Date;function Ut(t,e,n,r){function i(s){return t(s=arguments.length===0?new Date:new Date(+s)),s}return i.floor=s=>(t(s=new Date(+s)),s),i.ceil=s=>(t(s=new Date(s-1)),e(s,1),t(s),s),i.round=s=>{let o=i(s),a=i.ceil(s);return s-o<a-s?o:a},i.offset=(s,o)=>(e(s=new Date(+s),o==null?1:Math.floor(o)),s),i.range=(s,o,a)=>{let l=[];if(s=i.ceil(s),a=a==null?1:Math.floor(a),!(s<o)||!(a>0))return l;let u;do l.push(u=new Date(+s)),e(s,a),t(s);while(u<s&&s<o);return l},i.filter=s=>Ut(o=>{if(o>=o)for(;t(o),!s(o);)o.setTime(o-1)},(o,a)=>{if(o>=o)if(a<0)for(;++a<=0;)for(;e(o,-1),!s(o););else for(;--a>=0;)for(;e(o,1),!s(o););}),n&&(i.count=(s,o)=>(Td.setTime(+s),Ad.setTime(+o),t(Td),t(Ad),Math.floor(n(Td,Ad))),i.every=s=>(s=Math.floor(s),!isFinite(s)||!(s>0)?null:s>1?i.filter(r?o=>r(o)%s===0:o=>i.count(0,o)%s===0):i)),i}var mu=Ut(()=>{},(t,e)=>{t.setTime(+t+e)},(t,e)=>e-t);mu.every=t=>(t=Math.floor(t),!isFinite(t)||!(t>0)?null:t>1?Ut(e=>{e.setTime(Math.floor(e/t)*t)},(e,n)=>{e.setTime(+e+n*t)},(e,n)=>(n-e)/t):mu);var T7=mu.range,Xn=1e3,He=Xn*60,Kn=He*60,Zn=Kn*24,Rd=Zn*7,Hv=Zn*30,Ed=Zn*365,he=Ut(t=>{t.setTime(t-t.getMilliseconds())},(t,e)=>{t.setTime(+t+e*Xn)},(t,e)=>(e-t)/Xn,t=>t.getUTCSeconds()),A7=he.range,Qr=Ut(t=>{t.setTime(t-t.getMilliseconds()-t.getSeconds()*Xn)},(t,e)=>{t.setTime(+t+e*He)},(t,e)=>(e-t)/He,t=>t.getMinutes()),E7=Qr.range,ti=Ut(t=>{t.setUTCSeconds(0,0)},(t,e)=>{t.setTime(+t+e*He)},(t,e)=>(e-t)/He,t=>t.getUTCMinutes()),R7=ti.range,ei=Ut(t=>{t.setTime(t-t.getMilliseconds()-t.getSeconds()*Xn-t.getMinutes()*He)},(t,e)=>{t.setTime(+t+e*Kn)},(t,e)=>(e-t)/Kn,t=>t.getHours()),P7=ei.range,ni=Ut(t=>{t.setUTCMinutes(0,0,0)},(t,e)=>{t.setTime(+t+e*Kn)},(t,e)=>(e-t)/Kn,t=>t.getUTCHours()),N7=ni.range,_n=Ut(t=>t.setHours(0,0,0,0),(t,e)=>t.setDate(t.getDate()+e),(t,e)=>(e-t-(e.getTimezoneOffset()-t.getTimezoneOffset())*He)/Zn,t=>t.getDate()-1),I7=_n.range,xs=Ut(t=>{t.setUTCHours(0,0,0,0)},(t,e)=>{t.setUTCDate(t.getUTCDate()+e)},(t,e)=>(e-t)/Zn,t=>t.getUTCDate()-1),L7=xs.range,Oo=Ut(t=>{t.setUTCHours(0,0,0,0)},(t,e)=>{t.setUTCDate(t.getUTCDate()+e)},(t,e)=>(e-t)/Zn,t=>Math.floor(t/Zn)),D7=Oo.range;function ri(t){return Ut(e=>{e.setDate(e.getDate()-(e.getDay()+7-t)%7),e.setHours(0,0,0,0)},(e,n)=>{e.setDate(e.getDate()+n*7)},(e,n)=>(n-e-(n.getTimezoneOffset()-e.getTimezoneOffset())*He)/Rd)}var $n=ri(0),ii=ri(1),Pd=ri(2),Nd=ri(3),Jn=ri(4),Id=ri(5),Ld=ri(6),O7=$n.range,z7=ii.range,F7=Pd.range,B7=Nd.range,V7=Jn.range,U7=Id.range,q7=Ld.range;function si(t){return Ut(e=>{e.setUTCDate(e.getUTCDate()-(e.getUTCDay()+7-t)%7),e.setUTCHours(0,0,0,0)},(e,n)=>{e.setUTCDate(e.getUTCDate()+n*7)},(e,n)=>(n-e)/Rd)}var Sn=si(0),oi=si(1),Dd=si(2),Od=si(3),Qn=si(4),zd=si(5),Fd=si(6),H7=Sn.range,Y7=oi.range,G7=Dd.range,j7=Od.range,W7=Qn.range,X7=zd.range,K7=Fd.range,ai=Ut(t=>{t.setDate(1),t.setHours(0,0,0,0)},(t,e)=>{t.setMonth(t.getMonth()+e)},(t,e)=>e.getMonth()-t.getMonth()+(e.getFullYear()-t.getFullYear())*12,t=>t.getMonth()),Z7=ai.range,li=Ut(t=>{t.setUTCDate(1),t.setUTCHours(0,0,0,0)},(t,e)=>{t.setUTCMonth(t.getUTCMonth()+e)},(t,e)=>e.getUTCMonth()-t.getUTCMonth()+(e.getUTCFullYear()-t.getUTCFullYear())*12,t=>t.getUTCMonth()),J7=li.range,ve=Ut(t=>{t.setMonth(0,1),t.setHours(0,0,0,0)},(t,e)=>{t.setFullYear(t.getFullYear()+e)},(t,e)=>e.getFullYear()-t.getFullYear(),t=>t.getFullYear());ve.every=t=>!isFinite(t=Math.floor(t))||!(t>0)?null:Ut(e=>{e.setFullYear(Math.floor(e.getFullYear()/t)*t),e.setMonth(0,1),e.setHours(0,0,0,0)},(e,n)=>{e.setFullYear(e.getFullYear()+n*t)});var Q7=ve.range,xe=Ut(t=>{t.setUTCMonth(0,1),t.setUTCHours(0,0,0,0)},(t,e)=>{t.setUTCFullYear(t.getUTCFullYear()+e)},(t,e)=>e.getUTCFullYear()-t.getUTCFullYear(),t=>t.getUTCFullYear());xe.every=t=>!isFinite(t=Math.floor(t))||!(t>0)?null:Ut(e=>{e.setUTCFullYear(Math.floor(e.getUTCFullYear()/t)*t),e.setUTCMonth(0,1),e.setUTCHours(0,0,0,0)},(e,n)=>{e.setUTCFullYear(e.getUTCFullYear()+n*t)});var t9=xe.range;function Yv(t,e,n,r,i,s){let o=[[he,1,Xn],[he,5,5*Xn],[he,15,15*Xn],[he,30,30*Xn],[s,1,He],[s,5,5*He],[s,15,15*He],[s,30,30*He],[i,1,Kn],[i,3,3*Kn],[i,6,6*Kn],[i,12,12*Kn],[r,1,Zn],[r,2,2*Zn],[n,1,Rd],[e,1,Hv],[e,3,3*Hv],[t,1,Ed]];function a(u,c,f){let d=c<u;d&&([u,c]=[c,u]);let h=f&&typeof f.range=="function"?f:l(u,c,f),p=h?h.range(u,+c+1):[];return d?p.reverse():p}function l(u,c,f){let d=Math.abs(c-u)/f,h=rs(([,,b])=>b).right(o,d);if(h===o.length)return t.every(mo(u/Ed,c/Ed,f));if(h===0)return mu.every(Math.max(mo(u,c,f),1));let[p,m]=o[d/o[h-1][2]<o[h][2]/d?h-1:h];return p.every(m)}return[a,l]}var[Gv,gu]=Yv(xe,li,Sn,Oo,ni,ti),[jv,Wv]=Yv(ve,ai,$n,_n,ei,Qr);function Bd(t){if(0<=t.y&&t.y<100){var e=new Date(-1,t.m,t.d,t.H,t.M,t.S,t.L);return e.setFullYear(t.y),e}return new Date(t.y,t.m,t.d,t.H,t.M,t.S,t.L)}function Vd(t){if(0<=t.y&&t.y<100){var e=new Date(Date.UTC(-1,t.m,t.d,t.H,t.M,t.S,t.L));return e.setUTCFullYear(t.y),e}return new Date(Date.UTC(t.y,t.m,t.d,t.H,t.M,t.S,t.L))}function zo(t,e,n){return{y:t,m:e,d:n,H:0,M:0,S:0,L:0}}function WC(t){var e=t.dateTime,n=t.date,r=t.time,i=t.periods,s=t.days,o=t.shortDays,a=t.months,l=t.shortMonths,u=Fo(i),c=Bo(i),f=Fo(s),d=Bo(s),h=Fo(o),p=Bo(o),m=Fo(a),b=Bo(a),y=Fo(l),v=Bo(l),_={a:I,A:W,b:L,B:F,c:null,d:tx,e:tx,f:b5,g:C5,G:A5,H:p5,I:m5,j:g5,L:sx,m:y5,M:v5,p:Y,q:G,Q:rx,s:ix,S:x5,u:w5,U:_5,V:$5,w:S5,W:k5,x:null,X:null,y:M5,Y:T5,Z:E5,"%":nx},x={a:H,A:at,b:ut,B:ft,c:null,d:ex,e:ex,f:I5,g:H5,G:G5,H:R5,I:P5,j:N5,L:ax,m:L5,M:D5,p:U,q:tt,Q:rx,s:ix,S:O5,u:z5,U:F5,V:B5,w:V5,W:U5,x:null,X:null,y:q5,Y:Y5,Z:j5,"%":nx},S={a:P,A,b:R,B,c:D,d:Jv,e:Jv,f:c5,g:Zv,G:Kv,H:Qv,I:Qv,j:o5,L:u5,m:s5,M:a5,p:T,q:i5,Q:d5,s:h5,S:l5,u:QC,U:t5,V:e5,w:JC,W:n5,x:C,X:z,y:Zv,Y:Kv,Z:r5,"%":f5};_.x=w(n,_),_.X=w(r,_),_.c=w(e,_),x.x=w(n,x),x.X=w(r,x),x.c=w(e,x);function w(N,V){return function(j){var E=[],dt=-1,K=0,mt=N.length,St,re,ur;for(j instanceof Date||(j=new Date(+j));++dt<mt;)N.charCodeAt(dt)===37&&(E.push(N.slice(K,dt)),(re=Xv[St=N.charAt(++dt)])!=null?St=N.charAt(++dt):re=St==="e"?" ":"0",(ur=V[St])&&(St=ur(j,re)),E.push(St),K=dt+1);return E.push(N.slice(K,dt)),E.join("")}}function $(N,V){return function(j){var E=zo(1900,void 0,1),dt=k(E,N,j+="",0),K,mt;if(dt!=j.length)return null;if("Q"in E)return new Date(E.Q);if("s"in E)return new Date(E.s*1e3+("L"in E?E.L:0));if(V&&!("Z"in E)&&(E.Z=0),"p"in E&&(E.H=E.H%12+E.p*12),E.m===void 0&&(E.m="q"in E?E.q:0),"V"in E){if(E.V<1||E.V>53)return null;"w"in E||(E.w=1),"Z"in E?(K=Vd(zo(E.y,0,1)),mt=K.getUTCDay(),K=mt>4||mt===0?oi.ceil(K):oi(K),K=xs.offset(K,(E.V-1)*7),E.y=K.getUTCFullYear(),E.m=K.getUTCMonth(),E.d=K.getUTCDate()+(E.w+6)%7):(K=Bd(zo(E.y,0,1)),mt=K.getDay(),K=mt>4||mt===0?ii.ceil(K):ii(K),K=_n.offset(K,(E.V-1)*7),E.y=K.getFullYear(),E.m=K.getMonth(),E.d=K.getDate()+(E.w+6)%7)}else("W"in E||"U"in E)&&("w"in E||(E.w="u"in E?E.u%7:"W"in E?1:0),mt="Z"in E?Vd(zo(E.y,0,1)).getUTCDay():Bd(zo(E.y,0,1)).getDay(),E.m=0,E.d="W"in E?(E.w+6)%7+E.W*7-(mt+5)%7:E.w+E.U*7-(mt+6)%7);return"Z"in E?(E.H+=E.Z/100|0,E.M+=E.Z%100,Vd(E)):Bd(E)}}function k(N,V,j,E){for(var dt=0,K=V.length,mt=j.length,St,re;dt<K;){if(E>=mt)return-1;if(St=V.charCodeAt(dt++),St===37){if(St=V.charAt(dt++),re=S[St in Xv?V.charAt(dt++):St],!re||(E=re(N,j,E))<0)return-1}else if(St!=j.charCodeAt(E++))return-1}return E}function T(N,V,j){var E=u.exec(V.slice(j));return E?(N.p=c.get(E[0].toLowerCase()),j+E[0].length):-1}function P(N,V,j){var E=h.exec(V.slice(j));return E?(N.w=p.get(E[0].toLowerCase()),j+E[0].length):-1}function A(N,V,j){var E=f.exec(V.slice(j));return E?(N.w=d.get(E[0].toLowerCase()),j+E[0].length):-1}function R(N,V,j){var E=y.exec(V.slice(j));return E?(N.m=v.get(E[0].toLowerCase()),j+E[0].length):-1}function B(N,V,j){var E=m.exec(V.slice(j));return E?(N.m=b.get(E[0].toLowerCase()),j+E[0].length):-1}function D(N,V,j){return k(N,e,V,j)}function C(N,V,j){return k(N,n,V,j)}function z(N,V,j){return k(N,r,V,j)}function I(N){return o[N.getDay()]}function W(N){return s[N.getDay()]}function L(N){return l[N.getMonth()]}function F(N){return a[N.getMonth()]}function Y(N){return i[+(N.getHours()>=12)]}function G(N){return 1+~~(N.getMonth()/3)}function H(N){return o[N.getUTCDay()]}function at(N){return s[N.getUTCDay()]}function ut(N){return l[N.getUTCMonth()]}function ft(N){return a[N.getUTCMonth()]}function U(N){return i[+(N.getUTCHours()>=12)]}function tt(N){return 1+~~(N.getUTCMonth()/3)}return{format:function(N){var V=w(N+="",_);return V.toString=function(){return N},V},parse:function(N){var V=$(N+="",!1);return V.toString=function(){return N},V},utcFormat:function(N){var V=w(N+="",x);return V.toString=function(){return N},V},utcParse:function(N){var V=$(N+="",!0);return V.toString=function(){return N},V}}}var Xv={"-":"",_:" ",0:"0"},Kt=/^\s*\d+/,XC=/^%/,KC=/[\\^$*+?|[\]().{}]/g;function pt(t,e,n){var r=t<0?"-":"",i=(r?-t:t)+"",s=i.length;return r+(s<n?new Array(n-s+1).join(e)+i:i)}function ZC(t){return t.replace(KC,"\\$&")}function Fo(t){return new RegExp("^(?:"+t.map(ZC).join("|")+")","i")}function Bo(t){return new Map(t.map((e,n)=>[e.toLowerCase(),n]))}function JC(t,e,n){var r=Kt.exec(e.slice(n,n+1));return r?(t.w=+r[0],n+r[0].length):-1}function QC(t,e,n){var r=Kt.exec(e.slice(n,n+1));return r?(t.u=+r[0],n+r[0].length):-1}function t5(t,e,n){var r=Kt.exec(e.slice(n,n+2));return r?(t.U=+r[0],n+r[0].length):-1}function e5(t,e,n){var r=Kt.exec(e.slice(n,n+2));return r?(t.V=+r[0],n+r[0].length):-1}function n5(t,e,n){var r=Kt.exec(e.slice(n,n+2));return r?(t.W=+r[0],n+r[0].length):-1}function Kv(t,e,n){var r=Kt.exec(e.slice(n,n+4));return r?(t.y=+r[0],n+r[0].length):-1}function Zv(t,e,n){var r=Kt.exec(e.slice(n,n+2));return r?(t.y=+r[0]+(+r[0]>68?1900:2e3),n+r[0].length):-1}function r5(t,e,n){var r=/^(Z)|([+-]\d\d)(?::?(\d\d))?/.exec(e.slice(n,n+6));return r?(t.Z=r[1]?0:-(r[2]+(r[3]||"00")),n+r[0].length):-1}function i5(t,e,n){var r=Kt.exec(e.slice(n,n+1));return r?(t.q=r[0]*3-3,n+r[0].length):-1}function s5(t,e,n){var r=Kt.exec(e.slice(n,n+2));return r?(t.m=r[0]-1,n+r[0].length):-1}function Jv(t,e,n){var r=Kt.exec(e.slice(n,n+2));return r?(t.d=+r[0],n+r[0].length):-1}function o5(t,e,n){var r=Kt.exec(e.slice(n,n+3));return r?(t.m=0,t.d=+r[0],n+r[0].length):-1}function Qv(t,e,n){var r=Kt.exec(e.slice(n,n+2));return r?(t.H=+r[0],n+r[0].length):-1}function a5(t,e,n){var r=Kt.exec(e.slice(n,n+2));return r?(t.M=+r[0],n+r[0].length):-1}function l5(t,e,n){var r=Kt.exec(e.slice(n,n+2));return r?(t.S=+r[0],n+r[0].length):-1}function u5(t,e,n){var r=Kt.exec(e.slice(n,n+3));return r?(t.L=+r[0],n+r[0].length):-1}function c5(t,e,n){var r=Kt.exec(e.slice(n,n+6));return r?(t.L=Math.floor(r[0]/1e3),n+r[0].length):-1}function f5(t,e,n){var r=XC.exec(e.slice(n,n+1));return r?n+r[0].length:-1}function d5(t,e,n){var r=Kt.exec(e.slice(n));return r?(t.Q=+r[0],n+r[0].length):-1}function h5(t,e,n){var r=Kt.exec(e.slice(n));return r?(t.s=+r[0],n+r[0].length):-1}function tx(t,e){return pt(t.getDate(),e,2)}function p5(t,e){return pt(t.getHours(),e,2)}function m5(t,e){return pt(t.getHours()%12||12,e,2)}function g5(t,e){return pt(1+_n.count(ve(t),t),e,3)}function sx(t,e){return pt(t.getMilliseconds(),e,3)}function b5(t,e){return sx(t,e)+"000"}function y5(t,e){return pt(t.getMonth()+1,e,2)}function v5(t,e){return pt(t.getMinutes(),e,2)}function x5(t,e){return pt(t.getSeconds(),e,2)}function w5(t){var e=t.getDay();return e===0?7:e}function _5(t,e){return pt($n.count(ve(t)-1,t),e,2)}function ox(t){var e=t.getDay();return e>=4||e===0?Jn(t):Jn.ceil(t)}function $5(t,e){return t=ox(t),pt(Jn.count(ve(t),t)+(ve(t).getDay()===4),e,2)}function S5(t){return t.getDay()}function k5(t,e){return pt(ii.count(ve(t)-1,t),e,2)}function M5(t,e){return pt(t.getFullYear()%100,e,2)}function C5(t,e){return t=ox(t),pt(t.getFullYear()%100,e,2)}function T5(t,e){return pt(t.getFullYear()%1e4,e,4)}function A5(t,e){var n=t.getDay();return t=n>=4||n===0?Jn(t):Jn.ceil(t),pt(t.getFullYear()%1e4,e,4)}function E5(t){var e=t.getTimezoneOffset();return(e>0?"-":(e*=-1,"+"))+pt(e/60|0,"0",2)+pt(e%60,"0",2)}function ex(t,e){return pt(t.getUTCDate(),e,2)}function R5(t,e){return pt(t.getUTCHours(),e,2)}function P5(t,e){return pt(t.getUTCHours()%12||12,e,2)}function N5(t,e){return pt(1+xs.count(xe(t),t),e,3)}function ax(t,e){return pt(t.getUTCMilliseconds(),e,3)}function I5(t,e){return ax(t,e)+"000"}function L5(t,e){return pt(t.getUTCMonth()+1,e,2)}function D5(t,e){return pt(t.getUTCMinutes(),e,2)}function O5(t,e){return pt(t.getUTCSeconds(),e,2)}function z5(t){var e=t.getUTCDay();return e===0?7:e}function F5(t,e){return pt(Sn.count(xe(t)-1,t),e,2)}function lx(t){var e=t.getUTCDay();return e>=4||e===0?Qn(t):Qn.ceil(t)}function B5(t,e){return t=lx(t),pt(Qn.count(xe(t),t)+(xe(t).getUTCDay()===4),e,2)}function V5(t){return t.getUTCDay()}function U5(t,e){return pt(oi.count(xe(t)-1,t),e,2)}function q5(t,e){return pt(t.getUTCFullYear()%100,e,2)}function H5(t,e){return t=lx(t),pt(t.getUTCFullYear()%100,e,2)}function Y5(t,e){return pt(t.getUTCFullYear()%1e4,e,4)}function G5(t,e){var n=t.getUTCDay();return t=n>=4||n===0?Qn(t):Qn.ceil(t),pt(t.getUTCFullYear()%1e4,e,4)}function j5(){return"+0000"}function nx(){return"%"}function rx(t){return+t}function ix(t){return Math.floor(+t/1e3)}var ws,Vo,W5,kn,ux;X5({dateTime:"%x, %X",date:"%-m/%-d/%Y",time:"%-I:%M:%S %p",periods:["AM","PM"],days:["Sunday","Monday","Tuesday","Wednesday","Thursday","Friday","Saturday"],shortDays:["Sun","Mon","Tue","Wed","Thu","Fri","Sat"],months:["January","February","March","April","May","June","July","August","September","October","November","December"],shortMonths:["Jan","Feb","Mar","Apr","May","Jun","Jul","Aug","Sep","Oct","Nov","Dec"]});function X5(t){return ws=WC(t),Vo=ws.format,W5=ws.parse,kn=ws.utcFormat,ux=ws.utcParse,ws}var cx="%Y-%m-%dT%H:%M:%S.%LZ";function K5(t){return t.toISOString()}var r9=Date.prototype.toISOString?K5:kn(cx);function Z5(t){var e=new Date(t);return isNaN(e)?null:e}var i9=+new Date("2000-01-01T00:00:00.000Z")?Z5:ux(cx);function Mn(t,e){switch(arguments.length){case 0:break;case 1:this.range(t);break;default:this.range(e).domain(t);break}return this}function yu(t,e){switch(arguments.length){case 0:break;case 1:{typeof t=="function"?this.interpolator(t):this.range(t);break}default:{this.domain(t),typeof e=="function"?this.interpolator(e):this.range(e);break}}return this}var bu=Symbol("implicit");function vu(){var t=new Oe,e=[],n=[],r=bu;function i(s){let o=t.get(s);if(o===void 0){if(r!==bu)return r;t.set(s,o=e.push(s)-1)}return n[o%n.length]}return i.domain=function(s){if(!arguments.length)return e.slice();e=[],t=new Oe;for(let o of s)t.has(o)||t.set(o,e.push(o)-1);return i},i.range=function(s){return arguments.length?(n=Array.from(s),i):n.slice()},i.unknown=function(s){return arguments.length?(r=s,i):r},i.copy=function(){return vu(e,n).unknown(r)},Mn.apply(i,arguments),i}function _s(){var t=vu().unknown(void 0),e=t.domain,n=t.range,r=0,i=1,s,o,a=!1,l=0,u=0,c=.5;delete t.unknown;function f(){var d=e().length,h=i<r,p=h?i:r,m=h?r:i;s=(m-p)/Math.max(1,d-l+u*2),a&&(s=Math.floor(s)),p+=(m-p-s*(d-l))*c,o=s*(1-l),a&&(p=Math.round(p),o=Math.round(o));var b=ss(d).map(function(y){return p+s*y});return n(h?b.reverse():b)}return t.domain=function(d){return arguments.length?(e(d),f()):e()},t.range=function(d){return arguments.length?([r,i]=d,r=+r,i=+i,f()):[r,i]},t.rangeRound=function(d){return[r,i]=d,r=+r,i=+i,a=!0,f()},t.bandwidth=function(){return o},t.step=function(){return s},t.round=function(d){return arguments.length?(a=!!d,f()):a},t.padding=function(d){return arguments.length?(l=Math.min(1,u=+d),f()):l},t.paddingInner=function(d){return arguments.length?(l=Math.min(1,d),f()):l},t.paddingOuter=function(d){return arguments.length?(u=+d,f()):u},t.align=function(d){return arguments.length?(c=Math.max(0,Math.min(1,d)),f()):c},t.copy=function(){return _s(e(),[r,i]).round(a).paddingInner(l).paddingOuter(u).align(c)},Mn.apply(f(),arguments)}function yx(t){var e=t.copy;return t.padding=t.paddingOuter,delete t.paddingInner,delete t.paddingOuter,t.copy=function(){return yx(e())},t}function vx(){return yx(_s.apply(null,arguments).paddingInner(1))}function J5(t){return function(){return t}}function Ud(t){return+t}var fx=[0,1];function Ye(t){return t}function qd(t,e){return(e-=t=+t)?function(n){return(n-t)/e}:J5(isNaN(e)?NaN:.5)}function Q5(t,e){var n;return t>e&&(n=t,t=e,e=n),function(r){return Math.max(t,Math.min(e,r))}}function tT(t,e,n){var r=t[0],i=t[1],s=e[0],o=e[1];return i<r?(r=qd(i,r),s=n(o,s)):(r=qd(r,i),s=n(s,o)),function(a){return s(r(a))}}function eT(t,e,n){var r=Math.min(t.length,e.length)-1,i=new Array(r),s=new Array(r),o=-1;for(t[r]<t[0]&&(t=t.slice().reverse(),e=e.slice().reverse());++o<r;)i[o]=qd(t[o],t[o+1]),s[o]=n(e[o],e[o+1]);return function(a){var l=is(t,a,1,r)-1;return s[l](i[l](a))}}function Uo(t,e){return e.domain(t.domain()).range(t.range()).interpolate(t.interpolate()).clamp(t.clamp()).unknown(t.unknown())}function xu(){var t=fx,e=fx,n=hs,r,i,s,o=Ye,a,l,u;function c(){var d=Math.min(t.length,e.length);return o!==Ye&&(o=Q5(t[0],t[d-1])),a=d>2?eT:tT,l=u=null,f}function f(d){return d==null||isNaN(d=+d)?s:(l||(l=a(t.map(r),e,n)))(r(o(d)))}return f.invert=function(d){return o(i((u||(u=a(e,t.map(r),Vt)))(d)))},f.domain=function(d){return arguments.length?(t=Array.from(d,Ud),c()):t.slice()},f.range=function(d){return arguments.length?(e=Array.from(d),c()):e.slice()},f.rangeRound=function(d){return e=Array.from(d),n=xo,c()},f.clamp=function(d){return arguments.length?(o=d?!0:Ye,c()):o!==Ye},f.interpolate=function(d){return arguments.length?(n=d,c()):n},f.unknown=function(d){return arguments.length?(s=d,f):s},function(d,h){return r=d,i=h,c()}}function xx(){return xu()(Ye,Ye)}function nT(t,e,n,r){var i=mo(t,e,n),s;switch(r=ms(r??",f"),r.type){case"s":{var o=Math.max(Math.abs(t),Math.abs(e));return r.precision==null&&!isNaN(s=Ly(i,o))&&(r.precision=s),ed(r,o)}case"":case"e":case"g":case"p":case"r":{r.precision==null&&!isNaN(s=Dy(i,Math.max(Math.abs(t),Math.abs(e))))&&(r.precision=s-(r.type==="e"));break}case"f":case"%":{r.precision==null&&!isNaN(s=Iy(i))&&(r.precision=s-(r.type==="%")*2);break}}return vn(r)}function qo(t){var e=t.domain;return t.ticks=function(n){var r=e();return pr(r[0],r[r.length-1],n??10)},t.tickFormat=function(n,r){var i=e();return nT(i[0],i[i.length-1],n??10,r)},t.nice=function(n){n==null&&(n=10);var r=e(),i=0,s=r.length-1,o=r[i],a=r[s],l,u,c=10;for(a<o&&(u=o,o=a,a=u,u=i,i=s,s=u);c-- >0;){if(u=ns(o,a,n),u===l)return r[i]=o,r[s]=a,e(r);if(u>0)o=Math.floor(o/u)*u,a=Math.ceil(a/u)*u;else if(u<0)o=Math.ceil(o*u)/u,a=Math.floor(a*u)/u;else break;l=u}return t},t}function Ho(){var t=xx();return t.copy=function(){return Uo(t,Ho())},Mn.apply(t,arguments),qo(t)}function Hd(t){var e;function n(r){return r==null||isNaN(r=+r)?e:r}return n.invert=n,n.domain=n.range=function(r){return arguments.length?(t=Array.from(r,Ud),n):t.slice()},n.unknown=function(r){return arguments.length?(e=r,n):e},n.copy=function(){return Hd(t).unknown(e)},t=arguments.length?Array.from(t,Ud):[0,1],qo(n)}function wx(t,e){t=t.slice();var n=0,r=t.length-1,i=t[n],s=t[r],o;return s<i&&(o=n,n=r,r=o,o=i,i=s,s=o),t[n]=e.floor(i),t[r]=e.ceil(s),t}function dx(t){return Math.log(t)}function hx(t){return Math.exp(t)}function rT(t){return-Math.log(-t)}function iT(t){return-Math.exp(-t)}function sT(t){return isFinite(t)?+("1e"+t):t<0?0:t}function oT(t){return t===10?sT:t===Math.E?Math.exp:e=>Math.pow(t,e)}function aT(t){return t===Math.E?Math.log:t===10&&Math.log10||t===2&&Math.log2||(t=Math.log(t),e=>Math.log(e)/t)}function px(t){return(e,n)=>-t(-e,n)}function _x(t){let e=t(dx,hx),n=e.domain,r=10,i,s;function o(){return i=aT(r),s=oT(r),n()[0]<0?(i=px(i),s=px(s),t(rT,iT)):t(dx,hx),e}return e.base=function(a){return arguments.length?(r=+a,o()):r},e.domain=function(a){return arguments.length?(n(a),o()):n()},e.ticks=a=>{let l=n(),u=l[0],c=l[l.length-1],f=c<u;f&&([u,c]=[c,u]);let d=i(u),h=i(c),p,m,b=a==null?10:+a,y=[];if(!(r%1)&&h-d<b){if(d=Math.floor(d),h=Math.ceil(h),u>0){for(;d<=h;++d)for(p=1;p<r;++p)if(m=d<0?p/s(-d):p*s(d),!(m<u)){if(m>c)break;y.push(m)}}else for(;d<=h;++d)for(p=r-1;p>=1;--p)if(m=d>0?p/s(-d):p*s(d),!(m<u)){if(m>c)break;y.push(m)}y.length*2<b&&(y=pr(u,c,b))}else y=pr(d,h,Math.min(h-d,b)).map(s);return f?y.reverse():y},e.tickFormat=(a,l)=>{if(a==null&&(a=10),l==null&&(l=r===10?"s":","),typeof l!="function"&&(!(r%1)&&(l=ms(l)).precision==null&&(l.trim=!0),l=vn(l)),a===1/0)return l;let u=Math.max(1,r*a/e.ticks().length);return c=>{let f=c/s(Math.round(i(c)));return f*r<r-.5&&(f*=r),f<=u?l(c):""}},e.nice=()=>n(wx(n(),{floor:a=>s(Math.floor(i(a))),ceil:a=>s(Math.ceil(i(a)))})),e}function Yd(){let t=_x(xu()).domain([1,10]);return t.copy=()=>Uo(t,Yd()).base(t.base()),Mn.apply(t,arguments),t}function mx(t){return function(e){return Math.sign(e)*Math.log1p(Math.abs(e/t))}}function gx(t){return function(e){return Math.sign(e)*Math.expm1(Math.abs(e))*t}}function $x(t){var e=1,n=t(mx(e),gx(e));return n.constant=function(r){return arguments.length?t(mx(e=+r),gx(e)):e},qo(n)}function Gd(){var t=$x(xu());return t.copy=function(){return Uo(t,Gd()).constant(t.constant())},Mn.apply(t,arguments)}function bx(t){return function(e){return e<0?-Math.pow(-e,t):Math.pow(e,t)}}function lT(t){return t<0?-Math.sqrt(-t):Math.sqrt(t)}function uT(t){return t<0?-t*t:t*t}function Sx(t){var e=t(Ye,Ye),n=1;function r(){return n===1?t(Ye,Ye):n===.5?t(lT,uT):t(bx(n),bx(1/n))}return e.exponent=function(i){return arguments.length?(n=+i,r()):n},qo(e)}function jd(){var t=Sx(xu());return t.copy=function(){return Uo(t,jd()).exponent(t.exponent())},Mn.apply(t,arguments),t}function Wd(){var t=[],e=[],n=[],r;function i(){var o=0,a=Math.max(1,e.length);for(n=new Array(a-1);++o<a;)n[o-1]=M0(t,o/a);return s}function s(o){return o==null||isNaN(o=+o)?r:e[is(n,o)]}return s.invertExtent=function(o){var a=e.indexOf(o);return a<0?[NaN,NaN]:[a>0?n[a-1]:t[0],a<n.length?n[a]:t[t.length-1]]},s.domain=function(o){if(!arguments.length)return t.slice();t=[];for(let a of o)a!=null&&!isNaN(a=+a)&&t.push(a);return t.sort(ae),i()},s.range=function(o){return arguments.length?(e=Array.from(o),i()):e.slice()},s.unknown=function(o){return arguments.length?(r=o,s):r},s.quantiles=function(){return n.slice()},s.copy=function(){return Wd().domain(t).range(e).unknown(r)},Mn.apply(s,arguments)}function Xd(){var t=[.5],e=[0,1],n,r=1;function i(s){return s!=null&&s<=s?e[is(t,s,0,r)]:n}return i.domain=function(s){return arguments.length?(t=Array.from(s),r=Math.min(t.length,e.length-1),i):t.slice()},i.range=function(s){return arguments.length?(e=Array.from(s),r=Math.min(t.length,e.length-1),i):e.slice()},i.invertExtent=function(s){var o=e.indexOf(s);return[t[o-1],t[o]]},i.unknown=function(s){return arguments.length?(n=s,i):n},i.copy=function(){return Xd().domain(t).range(e).unknown(n)},Mn.apply(i,arguments)}function cT(t){return new Date(t)}function fT(t){return t instanceof Date?+t:Math.round(t)}function Kd(t,e,n,r,i,s,o,a,l,u){var c=xx(),f=c.invert,d=c.domain,h=u(".%L"),p=u(":%S"),m=u("%I:%M"),b=u("%I %p"),y=u("%a %d"),v=u("%b %d"),_=u("%B"),x=u("%Y");function S(w){return(l(w)<w?h:a(w)<w?p:o(w)<w?m:s(w)<w?b:r(w)<w?i(w)<w?y:v:n(w)<w?_:x)(w)}return c.invert=function(w){return new Date(Math.round(f(w)))},c.domain=function(w){return arguments.length?d(Array.from(w,fT)):d().map(cT)},c.ticks=function(w){var $=d();return t($[0],$[$.length-1],w??10)},c.tickFormat=function(w,$){return $==null?S:u($)},c.nice=function(w){var $=d();return(!w||typeof w.range!="function")&&(w=e($[0],$[$.length-1],w??10)),w?d(wx($,w)):c},c.copy=function(){return Uo(c,Kd(t,e,n,r,i,s,o,a,l,u))},c}function kx(){return Mn.apply(Kd(jv,Wv,ve,ai,$n,_n,ei,Qr,he,Vo).domain([new Date(2e3,0,1),new Date(2e3,0,2)]),arguments)}function Mx(){return Mn.apply(Kd(Gv,gu,xe,li,Sn,xs,ni,ti,he,kn).domain([Date.UTC(2e3,0,1),Date.UTC(2e3,0,2)]),arguments)}function wu(t,e){return e.domain(t.domain()).interpolator(t.interpolator()).clamp(t.clamp()).unknown(t.unknown())}function _u(){var t=0,e=.5,n=1,r=1,i,s,o,a,l,u=Ye,c,f=!1,d;function h(m){return m==null||isNaN(m=+m)?d:(m=.5+((m=+c(m))-s)*(r*m<r*s?a:l),u(f?Math.max(0,Math.min(1,m)):m))}h.domain=function(m){return arguments.length?([t,e,n]=m,i=c(t=+t),s=c(e=+e),o=c(n=+n),a=i===s?0:.5/(s-i),l=s===o?0:.5/(o-s),r=s<i?-1:1,h):[t,e,n]},h.clamp=function(m){return arguments.length?(f=!!m,h):f},h.interpolator=function(m){return arguments.length?(u=m,h):u};function p(m){return function(b){var y,v,_;return arguments.length?([y,v,_]=b,u=br(m,[y,v,_]),h):[u(0),u(.5),u(1)]}}return h.range=p(hs),h.rangeRound=p(xo),h.unknown=function(m){return arguments.length?(d=m,h):d},function(m){return c=m,i=m(t),s=m(e),o=m(n),a=i===s?0:.5/(s-i),l=s===o?0:.5/(o-s),r=s<i?-1:1,h}}function Zd(){var t=qo(_u()(Ye));return t.copy=function(){return wu(t,Zd())},yu.apply(t,arguments)}function Jd(){var t=_x(_u()).domain([.1,1,10]);return t.copy=function(){return wu(t,Jd()).base(t.base())},yu.apply(t,arguments)}function Qd(){var t=$x(_u());return t.copy=function(){return wu(t,Qd()).constant(t.constant())},yu.apply(t,arguments)}function th(){var t=Sx(_u());return t.copy=function(){return wu(t,th()).exponent(t.exponent())},yu.apply(t,arguments)}function st(t){for(var e=t.length/6|0,n=new Array(e),r=0;r<e;)n[r]="#"+t.slice(r*6,++r*6);return n}var Cx=st("1f77b4ff7f0e2ca02cd627289467bd8c564be377c27f7f7fbcbd2217becf"),Tx=st("7fc97fbeaed4fdc086ffff99386cb0f0027fbf5b17666666"),Ax=st("1b9e77d95f027570b3e7298a66a61ee6ab02a6761d666666"),Ex=st("4269d0efb118ff725c6cc5b03ca951ff8ab7a463f297bbf59c6b4e9498a0"),Rx=st("a6cee31f78b4b2df8a33a02cfb9a99e31a1cfdbf6fff7f00cab2d66a3d9affff99b15928"),Px=st("fbb4aeb3cde3ccebc5decbe4fed9a6ffffcce5d8bdfddaecf2f2f2"),Nx=st("b3e2cdfdcdaccbd5e8f4cae4e6f5c9fff2aef1e2cccccccc"),Ix=st("e41a1c377eb84daf4a984ea3ff7f00ffff33a65628f781bf999999"),Lx=st("66c2a5fc8d628da0cbe78ac3a6d854ffd92fe5c494b3b3b3"),Dx=st("8dd3c7ffffb3bebadafb807280b1d3fdb462b3de69fccde5d9d9d9bc80bdccebc5ffed6f"),Ox=st("4e79a7f28e2ce1575976b7b259a14fedc949af7aa1ff9da79c755fbab0ab"),$t=t=>yy(t[t.length-1]),eh=new Array(3).concat("d8b365f5f5f55ab4ac","a6611adfc27d80cdc1018571","a6611adfc27df5f5f580cdc1018571","8c510ad8b365f6e8c3c7eae55ab4ac01665e","8c510ad8b365f6e8c3f5f5f5c7eae55ab4ac01665e","8c510abf812ddfc27df6e8c3c7eae580cdc135978f01665e","8c510abf812ddfc27df6e8c3f5f5f5c7eae580cdc135978f01665e","5430058c510abf812ddfc27df6e8c3c7eae580cdc135978f01665e003c30","5430058c510abf812ddfc27df6e8c3f5f5f5c7eae580cdc135978f01665e003c30").map(st),nh=$t(eh),rh=new Array(3).concat("af8dc3f7f7f77fbf7b","7b3294c2a5cfa6dba0008837","7b3294c2a5cff7f7f7a6dba0008837","762a83af8dc3e7d4e8d9f0d37fbf7b1b7837","762a83af8dc3e7d4e8f7f7f7d9f0d37fbf7b1b7837","762a839970abc2a5cfe7d4e8d9f0d3a6dba05aae611b7837","762a839970abc2a5cfe7d4e8f7f7f7d9f0d3a6dba05aae611b7837","40004b762a839970abc2a5cfe7d4e8d9f0d3a6dba05aae611b783700441b","40004b762a839970abc2a5cfe7d4e8f7f7f7d9f0d3a6dba05aae611b783700441b").map(st),ih=$t(rh),sh=new Array(3).concat("e9a3c9f7f7f7a1d76a","d01c8bf1b6dab8e1864dac26","d01c8bf1b6daf7f7f7b8e1864dac26","c51b7de9a3c9fde0efe6f5d0a1d76a4d9221","c51b7de9a3c9fde0eff7f7f7e6f5d0a1d76a4d9221","c51b7dde77aef1b6dafde0efe6f5d0b8e1867fbc414d9221","c51b7dde77aef1b6dafde0eff7f7f7e6f5d0b8e1867fbc414d9221","8e0152c51b7dde77aef1b6dafde0efe6f5d0b8e1867fbc414d9221276419","8e0152c51b7dde77aef1b6dafde0eff7f7f7e6f5d0b8e1867fbc414d9221276419").map(st),oh=$t(sh),ah=new Array(3).concat("998ec3f7f7f7f1a340","5e3c99b2abd2fdb863e66101","5e3c99b2abd2f7f7f7fdb863e66101","542788998ec3d8daebfee0b6f1a340b35806","542788998ec3d8daebf7f7f7fee0b6f1a340b35806","5427888073acb2abd2d8daebfee0b6fdb863e08214b35806","5427888073acb2abd2d8daebf7f7f7fee0b6fdb863e08214b35806","2d004b5427888073acb2abd2d8daebfee0b6fdb863e08214b358067f3b08","2d004b5427888073acb2abd2d8daebf7f7f7fee0b6fdb863e08214b358067f3b08").map(st),lh=$t(ah),ku=new Array(3).concat("ef8a62f7f7f767a9cf","ca0020f4a58292c5de0571b0","ca0020f4a582f7f7f792c5de0571b0","b2182bef8a62fddbc7d1e5f067a9cf2166ac","b2182bef8a62fddbc7f7f7f7d1e5f067a9cf2166ac","b2182bd6604df4a582fddbc7d1e5f092c5de4393c32166ac","b2182bd6604df4a582fddbc7f7f7f7d1e5f092c5de4393c32166ac","67001fb2182bd6604df4a582fddbc7d1e5f092c5de4393c32166ac053061","67001fb2182bd6604df4a582fddbc7f7f7f7d1e5f092c5de4393c32166ac053061").map(st),Yo=$t(ku),uh=new Array(3).concat("ef8a62ffffff999999","ca0020f4a582bababa404040","ca0020f4a582ffffffbababa404040","b2182bef8a62fddbc7e0e0e09999994d4d4d","b2182bef8a62fddbc7ffffffe0e0e09999994d4d4d","b2182bd6604df4a582fddbc7e0e0e0bababa8787874d4d4d","b2182bd6604df4a582fddbc7ffffffe0e0e0bababa8787874d4d4d","67001fb2182bd6604df4a582fddbc7e0e0e0bababa8787874d4d4d1a1a1a","67001fb2182bd6604df4a582fddbc7ffffffe0e0e0bababa8787874d4d4d1a1a1a").map(st),ch=$t(uh),Mu=new Array(3).concat("fc8d59ffffbf91bfdb","d7191cfdae61abd9e92c7bb6","d7191cfdae61ffffbfabd9e92c7bb6","d73027fc8d59fee090e0f3f891bfdb4575b4","d73027fc8d59fee090ffffbfe0f3f891bfdb4575b4","d73027f46d43fdae61fee090e0f3f8abd9e974add14575b4","d73027f46d43fdae61fee090ffffbfe0f3f8abd9e974add14575b4","a50026d73027f46d43fdae61fee090e0f3f8abd9e974add14575b4313695","a50026d73027f46d43fdae61fee090ffffbfe0f3f8abd9e974add14575b4313695").map(st),Go=$t(Mu),fh=new Array(3).concat("fc8d59ffffbf91cf60","d7191cfdae61a6d96a1a9641","d7191cfdae61ffffbfa6d96a1a9641","d73027fc8d59fee08bd9ef8b91cf601a9850","d73027fc8d59fee08bffffbfd9ef8b91cf601a9850","d73027f46d43fdae61fee08bd9ef8ba6d96a66bd631a9850","d73027f46d43fdae61fee08bffffbfd9ef8ba6d96a66bd631a9850","a50026d73027f46d43fdae61fee08bd9ef8ba6d96a66bd631a9850006837","a50026d73027f46d43fdae61fee08bffffbfd9ef8ba6d96a66bd631a9850006837").map(st),dh=$t(fh),hh=new Array(3).concat("fc8d59ffffbf99d594","d7191cfdae61abdda42b83ba","d7191cfdae61ffffbfabdda42b83ba","d53e4ffc8d59fee08be6f59899d5943288bd","d53e4ffc8d59fee08bffffbfe6f59899d5943288bd","d53e4ff46d43fdae61fee08be6f598abdda466c2a53288bd","d53e4ff46d43fdae61fee08bffffbfe6f598abdda466c2a53288bd","9e0142d53e4ff46d43fdae61fee08be6f598abdda466c2a53288bd5e4fa2","9e0142d53e4ff46d43fdae61fee08bffffbfe6f598abdda466c2a53288bd5e4fa2").map(st),ph=$t(hh),mh=new Array(3).concat("e5f5f999d8c92ca25f","edf8fbb2e2e266c2a4238b45","edf8fbb2e2e266c2a42ca25f006d2c","edf8fbccece699d8c966c2a42ca25f006d2c","edf8fbccece699d8c966c2a441ae76238b45005824","f7fcfde5f5f9ccece699d8c966c2a441ae76238b45005824","f7fcfde5f5f9ccece699d8c966c2a441ae76238b45006d2c00441b").map(st),gh=$t(mh),bh=new Array(3).concat("e0ecf49ebcda8856a7","edf8fbb3cde38c96c688419d","edf8fbb3cde38c96c68856a7810f7c","edf8fbbfd3e69ebcda8c96c68856a7810f7c","edf8fbbfd3e69ebcda8c96c68c6bb188419d6e016b","f7fcfde0ecf4bfd3e69ebcda8c96c68c6bb188419d6e016b","f7fcfde0ecf4bfd3e69ebcda8c96c68c6bb188419d810f7c4d004b").map(st),yh=$t(bh),vh=new Array(3).concat("e0f3dba8ddb543a2ca","f0f9e8bae4bc7bccc42b8cbe","f0f9e8bae4bc7bccc443a2ca0868ac","f0f9e8ccebc5a8ddb57bccc443a2ca0868ac","f0f9e8ccebc5a8ddb57bccc44eb3d32b8cbe08589e","f7fcf0e0f3dbccebc5a8ddb57bccc44eb3d32b8cbe08589e","f7fcf0e0f3dbccebc5a8ddb57bccc44eb3d32b8cbe0868ac084081").map(st),xh=$t(vh),wh=new Array(3).concat("fee8c8fdbb84e34a33","fef0d9fdcc8afc8d59d7301f","fef0d9fdcc8afc8d59e34a33b30000","fef0d9fdd49efdbb84fc8d59e34a33b30000","fef0d9fdd49efdbb84fc8d59ef6548d7301f990000","fff7ecfee8c8fdd49efdbb84fc8d59ef6548d7301f990000","fff7ecfee8c8fdd49efdbb84fc8d59ef6548d7301fb300007f0000").map(st),_h=$t(wh),$h=new Array(3).concat("ece2f0a6bddb1c9099","f6eff7bdc9e167a9cf02818a","f6eff7bdc9e167a9cf1c9099016c59","f6eff7d0d1e6a6bddb67a9cf1c9099016c59","f6eff7d0d1e6a6bddb67a9cf3690c002818a016450","fff7fbece2f0d0d1e6a6bddb67a9cf3690c002818a016450","fff7fbece2f0d0d1e6a6bddb67a9cf3690c002818a016c59014636").map(st),Sh=$t($h),kh=new Array(3).concat("ece7f2a6bddb2b8cbe","f1eef6bdc9e174a9cf0570b0","f1eef6bdc9e174a9cf2b8cbe045a8d","f1eef6d0d1e6a6bddb74a9cf2b8cbe045a8d","f1eef6d0d1e6a6bddb74a9cf3690c00570b0034e7b","fff7fbece7f2d0d1e6a6bddb74a9cf3690c00570b0034e7b","fff7fbece7f2d0d1e6a6bddb74a9cf3690c00570b0045a8d023858").map(st),Mh=$t(kh),Ch=new Array(3).concat("e7e1efc994c7dd1c77","f1eef6d7b5d8df65b0ce1256","f1eef6d7b5d8df65b0dd1c77980043","f1eef6d4b9dac994c7df65b0dd1c77980043","f1eef6d4b9dac994c7df65b0e7298ace125691003f","f7f4f9e7e1efd4b9dac994c7df65b0e7298ace125691003f","f7f4f9e7e1efd4b9dac994c7df65b0e7298ace125698004367001f").map(st),Th=$t(Ch),Ah=new Array(3).concat("fde0ddfa9fb5c51b8a","feebe2fbb4b9f768a1ae017e","feebe2fbb4b9f768a1c51b8a7a0177","feebe2fcc5c0fa9fb5f768a1c51b8a7a0177","feebe2fcc5c0fa9fb5f768a1dd3497ae017e7a0177","fff7f3fde0ddfcc5c0fa9fb5f768a1dd3497ae017e7a0177","fff7f3fde0ddfcc5c0fa9fb5f768a1dd3497ae017e7a017749006a").map(st),Eh=$t(Ah),Rh=new Array(3).concat("edf8b17fcdbb2c7fb8","ffffcca1dab441b6c4225ea8","ffffcca1dab441b6c42c7fb8253494","ffffccc7e9b47fcdbb41b6c42c7fb8253494","ffffccc7e9b47fcdbb41b6c41d91c0225ea80c2c84","ffffd9edf8b1c7e9b47fcdbb41b6c41d91c0225ea80c2c84","ffffd9edf8b1c7e9b47fcdbb41b6c41d91c0225ea8253494081d58").map(st),Ph=$t(Rh),Nh=new Array(3).concat("f7fcb9addd8e31a354","ffffccc2e69978c679238443","ffffccc2e69978c67931a354006837","ffffccd9f0a3addd8e78c67931a354006837","ffffccd9f0a3addd8e78c67941ab5d238443005a32","ffffe5f7fcb9d9f0a3addd8e78c67941ab5d238443005a32","ffffe5f7fcb9d9f0a3addd8e78c67941ab5d238443006837004529").map(st),Ih=$t(Nh),Lh=new Array(3).concat("fff7bcfec44fd95f0e","ffffd4fed98efe9929cc4c02","ffffd4fed98efe9929d95f0e993404","ffffd4fee391fec44ffe9929d95f0e993404","ffffd4fee391fec44ffe9929ec7014cc4c028c2d04","ffffe5fff7bcfee391fec44ffe9929ec7014cc4c028c2d04","ffffe5fff7bcfee391fec44ffe9929ec7014cc4c02993404662506").map(st),Dh=$t(Lh),Oh=new Array(3).concat("ffeda0feb24cf03b20","ffffb2fecc5cfd8d3ce31a1c","ffffb2fecc5cfd8d3cf03b20bd0026","ffffb2fed976feb24cfd8d3cf03b20bd0026","ffffb2fed976feb24cfd8d3cfc4e2ae31a1cb10026","ffffccffeda0fed976feb24cfd8d3cfc4e2ae31a1cb10026","ffffccffeda0fed976feb24cfd8d3cfc4e2ae31a1cbd0026800026").map(st),zh=$t(Oh),Fh=new Array(3).concat("deebf79ecae13182bd","eff3ffbdd7e76baed62171b5","eff3ffbdd7e76baed63182bd08519c","eff3ffc6dbef9ecae16baed63182bd08519c","eff3ffc6dbef9ecae16baed64292c62171b5084594","f7fbffdeebf7c6dbef9ecae16baed64292c62171b5084594","f7fbffdeebf7c6dbef9ecae16baed64292c62171b508519c08306b").map(st),Bh=$t(Fh),Vh=new Array(3).concat("e5f5e0a1d99b31a354","edf8e9bae4b374c476238b45","edf8e9bae4b374c47631a354006d2c","edf8e9c7e9c0a1d99b74c47631a354006d2c","edf8e9c7e9c0a1d99b74c47641ab5d238b45005a32","f7fcf5e5f5e0c7e9c0a1d99b74c47641ab5d238b45005a32","f7fcf5e5f5e0c7e9c0a1d99b74c47641ab5d238b45006d2c00441b").map(st),Uh=$t(Vh),qh=new Array(3).concat("f0f0f0bdbdbd636363","f7f7f7cccccc969696525252","f7f7f7cccccc969696636363252525","f7f7f7d9d9d9bdbdbd969696636363252525","f7f7f7d9d9d9bdbdbd969696737373525252252525","fffffff0f0f0d9d9d9bdbdbd969696737373525252252525","fffffff0f0f0d9d9d9bdbdbd969696737373525252252525000000").map(st),Hh=$t(qh),Yh=new Array(3).concat("efedf5bcbddc756bb1","f2f0f7cbc9e29e9ac86a51a3","f2f0f7cbc9e29e9ac8756bb154278f","f2f0f7dadaebbcbddc9e9ac8756bb154278f","f2f0f7dadaebbcbddc9e9ac8807dba6a51a34a1486","fcfbfdefedf5dadaebbcbddc9e9ac8807dba6a51a34a1486","fcfbfdefedf5dadaebbcbddc9e9ac8807dba6a51a354278f3f007d").map(st),Gh=$t(Yh),jh=new Array(3).concat("fee0d2fc9272de2d26","fee5d9fcae91fb6a4acb181d","fee5d9fcae91fb6a4ade2d26a50f15","fee5d9fcbba1fc9272fb6a4ade2d26a50f15","fee5d9fcbba1fc9272fb6a4aef3b2ccb181d99000d","fff5f0fee0d2fcbba1fc9272fb6a4aef3b2ccb181d99000d","fff5f0fee0d2fcbba1fc9272fb6a4aef3b2ccb181da50f1567000d").map(st),Wh=$t(jh),Xh=new Array(3).concat("fee6cefdae6be6550d","feeddefdbe85fd8d3cd94701","feeddefdbe85fd8d3ce6550da63603","feeddefdd0a2fdae6bfd8d3ce6550da63603","feeddefdd0a2fdae6bfd8d3cf16913d948018c2d04","fff5ebfee6cefdd0a2fdae6bfd8d3cf16913d948018c2d04","fff5ebfee6cefdd0a2fdae6bfd8d3cf16913d94801a636037f2704").map(st),Kh=$t(Xh);function Zh(t){return t=Math.max(0,Math.min(1,t)),"rgb("+Math.max(0,Math.min(255,Math.round(-4.54-t*(35.34-t*(2381.73-t*(6402.7-t*(7024.72-t*2710.57)))))))+", "+Math.max(0,Math.min(255,Math.round(32.49+t*(170.73+t*(52.82-t*(131.46-t*(176.58-t*67.37)))))))+", "+Math.max(0,Math.min(255,Math.round(81.24+t*(442.36-t*(2482.43-t*(6167.24-t*(6614.94-t*2475.67)))))))+")"}var Jh=Yl(Fe(300,.5,0),Fe(-240,.5,1)),Qh=Yl(Fe(-100,.75,.35),Fe(80,1.5,.8)),tp=Yl(Fe(260,.75,.35),Fe(80,1.5,.8)),$u=Fe();function ep(t){(t<0||t>1)&&(t-=Math.floor(t));var e=Math.abs(t-.5);return $u.h=360*t-100,$u.s=1.5-1.5*e,$u.l=.8-.9*e,$u+""}var Su=sn(),dT=Math.PI/3,hT=Math.PI*2/3;function np(t){var e;return t=(.5-t)*Math.PI,Su.r=255*(e=Math.sin(t))*e,Su.g=255*(e=Math.sin(t+dT))*e,Su.b=255*(e=Math.sin(t+hT))*e,Su+""}function rp(t){return t=Math.max(0,Math.min(1,t)),"rgb("+Math.max(0,Math.min(255,Math.round(34.61+t*(1172.33-t*(10793.56-t*(33300.12-t*(38394.49-t*14825.05)))))))+", "+Math.max(0,Math.min(255,Math.round(23.31+t*(557.33+t*(1225.33-t*(3574.96-t*(1073.77+t*707.56)))))))+", "+Math.max(0,Math.min(255,Math.round(27.2+t*(3211.1-t*(15327.97-t*(27814-t*(22569.18-t*6838.66)))))))+")"}function Cu(t){var e=t.length;return function(n){return t[Math.max(0,Math.min(e-1,Math.floor(n*e)))]}}var ip=Cu(st("44015444025645045745055946075a46085c460a5d460b5e470d60470e6147106347116447136548146748166848176948186a481a6c481b6d481c6e481d6f481f70482071482173482374482475482576482677482878482979472a7a472c7a472d7b472e7c472f7d46307e46327e46337f463480453581453781453882443983443a83443b84433d84433e85423f854240864241864142874144874045884046883f47883f48893e49893e4a893e4c8a3d4d8a3d4e8a3c4f8a3c508b3b518b3b528b3a538b3a548c39558c39568c38588c38598c375a8c375b8d365c8d365d8d355e8d355f8d34608d34618d33628d33638d32648e32658e31668e31678e31688e30698e306a8e2f6b8e2f6c8e2e6d8e2e6e8e2e6f8e2d708e2d718e2c718e2c728e2c738e2b748e2b758e2a768e2a778e2a788e29798e297a8e297b8e287c8e287d8e277e8e277f8e27808e26818e26828e26828e25838e25848e25858e24868e24878e23888e23898e238a8d228b8d228c8d228d8d218e8d218f8d21908d21918c20928c20928c20938c1f948c1f958b1f968b1f978b1f988b1f998a1f9a8a1e9b8a1e9c891e9d891f9e891f9f881fa0881fa1881fa1871fa28720a38620a48621a58521a68522a78522a88423a98324aa8325ab8225ac8226ad8127ad8128ae8029af7f2ab07f2cb17e2db27d2eb37c2fb47c31b57b32b67a34b67935b77937b87838b9773aba763bbb753dbc743fbc7340bd7242be7144bf7046c06f48c16e4ac16d4cc26c4ec36b50c46a52c56954c56856c66758c7655ac8645cc8635ec96260ca6063cb5f65cb5e67cc5c69cd5b6ccd5a6ece5870cf5773d05675d05477d1537ad1517cd2507fd34e81d34d84d44b86d54989d5488bd6468ed64590d74393d74195d84098d83e9bd93c9dd93ba0da39a2da37a5db36a8db34aadc32addc30b0dd2fb2dd2db5de2bb8de29bade28bddf26c0df25c2df23c5e021c8e020cae11fcde11dd0e11cd2e21bd5e21ad8e219dae319dde318dfe318e2e418e5e419e7e419eae51aece51befe51cf1e51df4e61ef6e620f8e621fbe723fde725")),sp=Cu(st("00000401000501010601010802010902020b02020d03030f03031204041405041606051806051a07061c08071e0907200a08220b09240c09260d0a290e0b2b100b2d110c2f120d31130d34140e36150e38160f3b180f3d19103f1a10421c10441d11471e114920114b21114e22115024125325125527125829115a2a115c2c115f2d11612f116331116533106734106936106b38106c390f6e3b0f703d0f713f0f72400f74420f75440f764510774710784910784a10794c117a4e117b4f127b51127c52137c54137d56147d57157e59157e5a167e5c167f5d177f5f187f601880621980641a80651a80671b80681c816a1c816b1d816d1d816e1e81701f81721f817320817521817621817822817922827b23827c23827e24828025828125818326818426818627818827818928818b29818c29818e2a81902a81912b81932b80942c80962c80982d80992d809b2e7f9c2e7f9e2f7fa02f7fa1307ea3307ea5317ea6317da8327daa337dab337cad347cae347bb0357bb2357bb3367ab5367ab73779b83779ba3878bc3978bd3977bf3a77c03a76c23b75c43c75c53c74c73d73c83e73ca3e72cc3f71cd4071cf4070d0416fd2426fd3436ed5446dd6456cd8456cd9466bdb476adc4869de4968df4a68e04c67e24d66e34e65e44f64e55064e75263e85362e95462ea5661eb5760ec5860ed5a5fee5b5eef5d5ef05f5ef1605df2625df2645cf3655cf4675cf4695cf56b5cf66c5cf66e5cf7705cf7725cf8745cf8765cf9785df9795df97b5dfa7d5efa7f5efa815ffb835ffb8560fb8761fc8961fc8a62fc8c63fc8e64fc9065fd9266fd9467fd9668fd9869fd9a6afd9b6bfe9d6cfe9f6dfea16efea36ffea571fea772fea973feaa74feac76feae77feb078feb27afeb47bfeb67cfeb77efeb97ffebb81febd82febf84fec185fec287fec488fec68afec88cfeca8dfecc8ffecd90fecf92fed194fed395fed597fed799fed89afdda9cfddc9efddea0fde0a1fde2a3fde3a5fde5a7fde7a9fde9aafdebacfcecaefceeb0fcf0b2fcf2b4fcf4b6fcf6b8fcf7b9fcf9bbfcfbbdfcfdbf")),op=Cu(st("00000401000501010601010802010a02020c02020e03021004031204031405041706041907051b08051d09061f0a07220b07240c08260d08290e092b10092d110a30120a32140b34150b37160b39180c3c190c3e1b0c411c0c431e0c451f0c48210c4a230c4c240c4f260c51280b53290b552b0b572d0b592f0a5b310a5c320a5e340a5f3609613809623909633b09643d09653e0966400a67420a68440a68450a69470b6a490b6a4a0c6b4c0c6b4d0d6c4f0d6c510e6c520e6d540f6d550f6d57106e59106e5a116e5c126e5d126e5f136e61136e62146e64156e65156e67166e69166e6a176e6c186e6d186e6f196e71196e721a6e741a6e751b6e771c6d781c6d7a1d6d7c1d6d7d1e6d7f1e6c801f6c82206c84206b85216b87216b88226a8a226a8c23698d23698f24699025689225689326679526679727669827669a28659b29649d29649f2a63a02a63a22b62a32c61a52c60a62d60a82e5fa92e5eab2f5ead305dae305cb0315bb1325ab3325ab43359b63458b73557b93556ba3655bc3754bd3853bf3952c03a51c13a50c33b4fc43c4ec63d4dc73e4cc83f4bca404acb4149cc4248ce4347cf4446d04545d24644d34743d44842d54a41d74b3fd84c3ed94d3dda4e3cdb503bdd513ade5238df5337e05536e15635e25734e35933e45a31e55c30e65d2fe75e2ee8602de9612bea632aeb6429eb6628ec6726ed6925ee6a24ef6c23ef6e21f06f20f1711ff1731df2741cf3761bf37819f47918f57b17f57d15f67e14f68013f78212f78410f8850ff8870ef8890cf98b0bf98c0af98e09fa9008fa9207fa9407fb9606fb9706fb9906fb9b06fb9d07fc9f07fca108fca309fca50afca60cfca80dfcaa0ffcac11fcae12fcb014fcb216fcb418fbb61afbb81dfbba1ffbbc21fbbe23fac026fac228fac42afac62df9c72ff9c932f9cb35f8cd37f8cf3af7d13df7d340f6d543f6d746f5d949f5db4cf4dd4ff4df53f4e156f3e35af3e55df2e661f2e865f2ea69f1ec6df1ed71f1ef75f1f179f2f27df2f482f3f586f3f68af4f88ef5f992f6fa96f8fb9af9fc9dfafda1fcffa4")),ap=Cu(st("0d088710078813078916078a19068c1b068d1d068e20068f2206902406912605912805922a05932c05942e05952f059631059733059735049837049938049a3a049a3c049b3e049c3f049c41049d43039e44039e46039f48039f4903a04b03a14c02a14e02a25002a25102a35302a35502a45601a45801a45901a55b01a55c01a65e01a66001a66100a76300a76400a76600a76700a86900a86a00a86c00a86e00a86f00a87100a87201a87401a87501a87701a87801a87a02a87b02a87d03a87e03a88004a88104a78305a78405a78606a68707a68808a68a09a58b0aa58d0ba58e0ca48f0da4910ea3920fa39410a29511a19613a19814a099159f9a169f9c179e9d189d9e199da01a9ca11b9ba21d9aa31e9aa51f99a62098a72197a82296aa2395ab2494ac2694ad2793ae2892b02991b12a90b22b8fb32c8eb42e8db52f8cb6308bb7318ab83289ba3388bb3488bc3587bd3786be3885bf3984c03a83c13b82c23c81c33d80c43e7fc5407ec6417dc7427cc8437bc9447aca457acb4679cc4778cc4977cd4a76ce4b75cf4c74d04d73d14e72d24f71d35171d45270d5536fd5546ed6556dd7566cd8576bd9586ada5a6ada5b69db5c68dc5d67dd5e66de5f65de6164df6263e06363e16462e26561e26660e3685fe4695ee56a5de56b5de66c5ce76e5be76f5ae87059e97158e97257ea7457eb7556eb7655ec7754ed7953ed7a52ee7b51ef7c51ef7e50f07f4ff0804ef1814df1834cf2844bf3854bf3874af48849f48948f58b47f58c46f68d45f68f44f79044f79143f79342f89441f89540f9973ff9983ef99a3efa9b3dfa9c3cfa9e3bfb9f3afba139fba238fca338fca537fca636fca835fca934fdab33fdac33fdae32fdaf31fdb130fdb22ffdb42ffdb52efeb72dfeb82cfeba2cfebb2bfebd2afebe2afec029fdc229fdc328fdc527fdc627fdc827fdca26fdcb26fccd25fcce25fcd025fcd225fbd324fbd524fbd724fad824fada24f9dc24f9dd25f8df25f8e125f7e225f7e425f6e626f6e826f5e926f5eb27f4ed27f3ee27f3f027f2f227f1f426f1f525f0f724f0f921"));function Zt(t){return function(){return t}}var qx=Math.cos;var fp=Math.min,Tu=Math.sin,qt=Math.sqrt,zx=1e-12,jo=Math.PI,g9=jo/2,Nu=2*jo;function Hx(t){let e=3;return t.digits=function(n){if(!arguments.length)return e;if(n==null)e=null;else{let r=Math.floor(n);if(!(r>=0))throw new RangeError(`invalid digits: ${n}`);e=r}return t},()=>new Zr(e)}var b9=Array.prototype.slice;function Yx(t){return typeof t=="object"&&"length"in t?t:Array.from(t)}function Gx(t){this._context=t}Gx.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._point=0},lineEnd:function(){(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line=1-this._line},point:function(t,e){switch(t=+t,e=+e,this._point){case 0:this._point=1,this._line?this._context.lineTo(t,e):this._context.moveTo(t,e);break;case 1:this._point=2;default:this._context.lineTo(t,e);break}}};function ui(t){return new Gx(t)}function jx(t){return t[0]}function Wx(t){return t[1]}function dp(t,e){var n=Zt(!0),r=null,i=ui,s=null,o=Hx(a);t=typeof t=="function"?t:t===void 0?jx:Zt(t),e=typeof e=="function"?e:e===void 0?Wx:Zt(e);function a(l){var u,c=(l=Yx(l)).length,f,d=!1,h;for(r==null&&(s=i(h=o())),u=0;u<=c;++u)!(u<c&&n(f=l[u],u,l))===d&&((d=!d)?s.lineStart():s.lineEnd()),d&&s.point(+t(f,u,l),+e(f,u,l));if(h)return s=null,h+""||null}return a.x=function(l){return arguments.length?(t=typeof l=="function"?l:Zt(+l),a):t},a.y=function(l){return arguments.length?(e=typeof l=="function"?l:Zt(+l),a):e},a.defined=function(l){return arguments.length?(n=typeof l=="function"?l:Zt(!!l),a):n},a.curve=function(l){return arguments.length?(i=l,r!=null&&(s=i(r)),a):i},a.context=function(l){return arguments.length?(l==null?r=s=null:s=i(r=l),a):r},a}function Xx(t,e,n){var r=null,i=Zt(!0),s=null,o=ui,a=null,l=Hx(u);t=typeof t=="function"?t:t===void 0?jx:Zt(+t),e=typeof e=="function"?e:Zt(e===void 0?0:+e),n=typeof n=="function"?n:n===void 0?Wx:Zt(+n);function u(f){var d,h,p,m=(f=Yx(f)).length,b,y=!1,v,_=new Array(m),x=new Array(m);for(s==null&&(a=o(v=l())),d=0;d<=m;++d){if(!(d<m&&i(b=f[d],d,f))===y)if(y=!y)h=d,a.areaStart(),a.lineStart();else{for(a.lineEnd(),a.lineStart(),p=d-1;p>=h;--p)a.point(_[p],x[p]);a.lineEnd(),a.areaEnd()}y&&(_[d]=+t(b,d,f),x[d]=+e(b,d,f),a.point(r?+r(b,d,f):_[d],n?+n(b,d,f):x[d]))}if(v)return a=null,v+""||null}function c(){return dp().defined(i).curve(o).context(s)}return u.x=function(f){return arguments.length?(t=typeof f=="function"?f:Zt(+f),r=null,u):t},u.x0=function(f){return arguments.length?(t=typeof f=="function"?f:Zt(+f),u):t},u.x1=function(f){return arguments.length?(r=f==null?null:typeof f=="function"?f:Zt(+f),u):r},u.y=function(f){return arguments.length?(e=typeof f=="function"?f:Zt(+f),n=null,u):e},u.y0=function(f){return arguments.length?(e=typeof f=="function"?f:Zt(+f),u):e},u.y1=function(f){return arguments.length?(n=f==null?null:typeof f=="function"?f:Zt(+f),u):n},u.lineX0=u.lineY0=function(){return c().x(t).y(e)},u.lineY1=function(){return c().x(t).y(n)},u.lineX1=function(){return c().x(r).y(e)},u.defined=function(f){return arguments.length?(i=typeof f=="function"?f:Zt(!!f),u):i},u.curve=function(f){return arguments.length?(o=f,s!=null&&(a=o(s)),u):o},u.context=function(f){return arguments.length?(f==null?s=a=null:a=o(s=f),u):s},u}var y9=pT(ui);function Kx(t){this._curve=t}Kx.prototype={areaStart:function(){this._curve.areaStart()},areaEnd:function(){this._curve.areaEnd()},lineStart:function(){this._curve.lineStart()},lineEnd:function(){this._curve.lineEnd()},point:function(t,e){this._curve.point(e*Math.sin(t),e*-Math.cos(t))}};function pT(t){function e(n){return new Kx(t(n))}return e._curve=t,e}var Au=class{constructor(e,n){this._context=e,this._x=n}areaStart(){this._line=0}areaEnd(){this._line=NaN}lineStart(){this._point=0}lineEnd(){(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line=1-this._line}point(e,n){switch(e=+e,n=+n,this._point){case 0:{this._point=1,this._line?this._context.lineTo(e,n):this._context.moveTo(e,n);break}case 1:this._point=2;default:{this._x?this._context.bezierCurveTo(this._x0=(this._x0+e)/2,this._y0,this._x0,n,e,n):this._context.bezierCurveTo(this._x0,this._y0=(this._y0+n)/2,e,this._y0,e,n);break}}this._x0=e,this._y0=n}};function Zx(t){return new Au(t,!0)}function Jx(t){return new Au(t,!1)}var mT=qt(3),hp={draw(t,e){let n=qt(e+fp(e/28,.75))*.59436,r=n/2,i=r*mT;t.moveTo(0,n),t.lineTo(0,-n),t.moveTo(-i,-r),t.lineTo(i,r),t.moveTo(-i,r),t.lineTo(i,-r)}},ci={draw(t,e){let n=qt(e/jo);t.moveTo(n,0),t.arc(0,0,n,0,Nu)}},pp={draw(t,e){let n=qt(e/5)/2;t.moveTo(-3*n,-n),t.lineTo(-n,-n),t.lineTo(-n,-3*n),t.lineTo(n,-3*n),t.lineTo(n,-n),t.lineTo(3*n,-n),t.lineTo(3*n,n),t.lineTo(n,n),t.lineTo(n,3*n),t.lineTo(-n,3*n),t.lineTo(-n,n),t.lineTo(-3*n,n),t.closePath()}},Qx=qt(1/3),gT=Qx*2,mp={draw(t,e){let n=qt(e/gT),r=n*Qx;t.moveTo(0,-n),t.lineTo(r,0),t.lineTo(0,n),t.lineTo(-r,0),t.closePath()}},gp={draw(t,e){let n=qt(e)*.62625;t.moveTo(0,-n),t.lineTo(n,0),t.lineTo(0,n),t.lineTo(-n,0),t.closePath()}},bp={draw(t,e){let n=qt(e-fp(e/7,2))*.87559;t.moveTo(-n,0),t.lineTo(n,0),t.moveTo(0,n),t.lineTo(0,-n)}},yp={draw(t,e){let n=qt(e),r=-n/2;t.rect(r,r,n,n)}},vp={draw(t,e){let n=qt(e)*.4431;t.moveTo(n,n),t.lineTo(n,-n),t.lineTo(-n,-n),t.lineTo(-n,n),t.closePath()}},bT=.8908130915292852,t1=Tu(jo/10)/Tu(7*jo/10),yT=Tu(Nu/10)*t1,vT=-qx(Nu/10)*t1,xp={draw(t,e){let n=qt(e*bT),r=yT*n,i=vT*n;t.moveTo(0,-n),t.lineTo(r,i);for(let s=1;s<5;++s){let o=Nu*s/5,a=qx(o),l=Tu(o);t.lineTo(l*n,-a*n),t.lineTo(a*r-l*i,l*r+a*i)}t.closePath()}},lp=qt(3),wp={draw(t,e){let n=-qt(e/(lp*3));t.moveTo(0,n*2),t.lineTo(-lp*n,-n),t.lineTo(lp*n,-n),t.closePath()}},xT=qt(3),_p={draw(t,e){let n=qt(e)*.6824,r=n/2,i=n*xT/2;t.moveTo(0,-n),t.lineTo(i,r),t.lineTo(-i,r),t.closePath()}},Ge=-.5,je=qt(3)/2,cp=1/qt(12),wT=(cp/2+1)*3,$p={draw(t,e){let n=qt(e/wT),r=n/2,i=n*cp,s=r,o=n*cp+n,a=-s,l=o;t.moveTo(r,i),t.lineTo(s,o),t.lineTo(a,l),t.lineTo(Ge*r-je*i,je*r+Ge*i),t.lineTo(Ge*s-je*o,je*s+Ge*o),t.lineTo(Ge*a-je*l,je*a+Ge*l),t.lineTo(Ge*r+je*i,Ge*i-je*r),t.lineTo(Ge*s+je*o,Ge*o-je*s),t.lineTo(Ge*a+je*l,Ge*l-je*a),t.closePath()}},Sp={draw(t,e){let n=qt(e-fp(e/6,1.7))*.6189;t.moveTo(-n,-n),t.lineTo(n,n),t.moveTo(-n,n),t.lineTo(n,-n)}},e1=[ci,pp,mp,yp,xp,wp,$p],n1=[ci,bp,Sp,_p,hp,vp,gp];function xr(){}function Eu(t,e,n){t._context.bezierCurveTo((2*t._x0+t._x1)/3,(2*t._y0+t._y1)/3,(t._x0+2*t._x1)/3,(t._y0+2*t._y1)/3,(t._x0+4*t._x1+e)/6,(t._y0+4*t._y1+n)/6)}function Iu(t){this._context=t}Iu.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._y0=this._y1=NaN,this._point=0},lineEnd:function(){switch(this._point){case 3:Eu(this,this._x1,this._y1);case 2:this._context.lineTo(this._x1,this._y1);break}(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line=1-this._line},point:function(t,e){switch(t=+t,e=+e,this._point){case 0:this._point=1,this._line?this._context.lineTo(t,e):this._context.moveTo(t,e);break;case 1:this._point=2;break;case 2:this._point=3,this._context.lineTo((5*this._x0+this._x1)/6,(5*this._y0+this._y1)/6);default:Eu(this,t,e);break}this._x0=this._x1,this._x1=t,this._y0=this._y1,this._y1=e}};function r1(t){return new Iu(t)}function i1(t){this._context=t}i1.prototype={areaStart:xr,areaEnd:xr,lineStart:function(){this._x0=this._x1=this._x2=this._x3=this._x4=this._y0=this._y1=this._y2=this._y3=this._y4=NaN,this._point=0},lineEnd:function(){switch(this._point){case 1:{this._context.moveTo(this._x2,this._y2),this._context.closePath();break}case 2:{this._context.moveTo((this._x2+2*this._x3)/3,(this._y2+2*this._y3)/3),this._context.lineTo((this._x3+2*this._x2)/3,(this._y3+2*this._y2)/3),this._context.closePath();break}case 3:{this.point(this._x2,this._y2),this.point(this._x3,this._y3),this.point(this._x4,this._y4);break}}},point:function(t,e){switch(t=+t,e=+e,this._point){case 0:this._point=1,this._x2=t,this._y2=e;break;case 1:this._point=2,this._x3=t,this._y3=e;break;case 2:this._point=3,this._x4=t,this._y4=e,this._context.moveTo((this._x0+4*this._x1+t)/6,(this._y0+4*this._y1+e)/6);break;default:Eu(this,t,e);break}this._x0=this._x1,this._x1=t,this._y0=this._y1,this._y1=e}};function s1(t){return new i1(t)}function o1(t){this._context=t}o1.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._y0=this._y1=NaN,this._point=0},lineEnd:function(){(this._line||this._line!==0&&this._point===3)&&this._context.closePath(),this._line=1-this._line},point:function(t,e){switch(t=+t,e=+e,this._point){case 0:this._point=1;break;case 1:this._point=2;break;case 2:this._point=3;var n=(this._x0+4*this._x1+t)/6,r=(this._y0+4*this._y1+e)/6;this._line?this._context.lineTo(n,r):this._context.moveTo(n,r);break;case 3:this._point=4;default:Eu(this,t,e);break}this._x0=this._x1,this._x1=t,this._y0=this._y1,this._y1=e}};function a1(t){return new o1(t)}function l1(t,e){this._basis=new Iu(t),this._beta=e}l1.prototype={lineStart:function(){this._x=[],this._y=[],this._basis.lineStart()},lineEnd:function(){var t=this._x,e=this._y,n=t.length-1;if(n>0)for(var r=t[0],i=e[0],s=t[n]-r,o=e[n]-i,a=-1,l;++a<=n;)l=a/n,this._basis.point(this._beta*t[a]+(1-this._beta)*(r+l*s),this._beta*e[a]+(1-this._beta)*(i+l*o));this._x=this._y=null,this._basis.lineEnd()},point:function(t,e){this._x.push(+t),this._y.push(+e)}};var u1=(function t(e){function n(r){return e===1?new Iu(r):new l1(r,e)}return n.beta=function(r){return t(+r)},n})(.85);function Ru(t,e,n){t._context.bezierCurveTo(t._x1+t._k*(t._x2-t._x0),t._y1+t._k*(t._y2-t._y0),t._x2+t._k*(t._x1-e),t._y2+t._k*(t._y1-n),t._x2,t._y2)}function kp(t,e){this._context=t,this._k=(1-e)/6}kp.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._x2=this._y0=this._y1=this._y2=NaN,this._point=0},lineEnd:function(){switch(this._point){case 2:this._context.lineTo(this._x2,this._y2);break;case 3:Ru(this,this._x1,this._y1);break}(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line=1-this._line},point:function(t,e){switch(t=+t,e=+e,this._point){case 0:this._point=1,this._line?this._context.lineTo(t,e):this._context.moveTo(t,e);break;case 1:this._point=2,this._x1=t,this._y1=e;break;case 2:this._point=3;default:Ru(this,t,e);break}this._x0=this._x1,this._x1=this._x2,this._x2=t,this._y0=this._y1,this._y1=this._y2,this._y2=e}};var c1=(function t(e){function n(r){return new kp(r,e)}return n.tension=function(r){return t(+r)},n})(0);function Mp(t,e){this._context=t,this._k=(1-e)/6}Mp.prototype={areaStart:xr,areaEnd:xr,lineStart:function(){this._x0=this._x1=this._x2=this._x3=this._x4=this._x5=this._y0=this._y1=this._y2=this._y3=this._y4=this._y5=NaN,this._point=0},lineEnd:function(){switch(this._point){case 1:{this._context.moveTo(this._x3,this._y3),this._context.closePath();break}case 2:{this._context.lineTo(this._x3,this._y3),this._context.closePath();break}case 3:{this.point(this._x3,this._y3),this.point(this._x4,this._y4),this.point(this._x5,this._y5);break}}},point:function(t,e){switch(t=+t,e=+e,this._point){case 0:this._point=1,this._x3=t,this._y3=e;break;case 1:this._point=2,this._context.moveTo(this._x4=t,this._y4=e);break;case 2:this._point=3,this._x5=t,this._y5=e;break;default:Ru(this,t,e);break}this._x0=this._x1,this._x1=this._x2,this._x2=t,this._y0=this._y1,this._y1=this._y2,this._y2=e}};var f1=(function t(e){function n(r){return new Mp(r,e)}return n.tension=function(r){return t(+r)},n})(0);function Cp(t,e){this._context=t,this._k=(1-e)/6}Cp.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._x2=this._y0=this._y1=this._y2=NaN,this._point=0},lineEnd:function(){(this._line||this._line!==0&&this._point===3)&&this._context.closePath(),this._line=1-this._line},point:function(t,e){switch(t=+t,e=+e,this._point){case 0:this._point=1;break;case 1:this._point=2;break;case 2:this._point=3,this._line?this._context.lineTo(this._x2,this._y2):this._context.moveTo(this._x2,this._y2);break;case 3:this._point=4;default:Ru(this,t,e);break}this._x0=this._x1,this._x1=this._x2,this._x2=t,this._y0=this._y1,this._y1=this._y2,this._y2=e}};var d1=(function t(e){function n(r){return new Cp(r,e)}return n.tension=function(r){return t(+r)},n})(0);function Tp(t,e,n){var r=t._x1,i=t._y1,s=t._x2,o=t._y2;if(t._l01_a>zx){var a=2*t._l01_2a+3*t._l01_a*t._l12_a+t._l12_2a,l=3*t._l01_a*(t._l01_a+t._l12_a);r=(r*a-t._x0*t._l12_2a+t._x2*t._l01_2a)/l,i=(i*a-t._y0*t._l12_2a+t._y2*t._l01_2a)/l}if(t._l23_a>zx){var u=2*t._l23_2a+3*t._l23_a*t._l12_a+t._l12_2a,c=3*t._l23_a*(t._l23_a+t._l12_a);s=(s*u+t._x1*t._l23_2a-e*t._l12_2a)/c,o=(o*u+t._y1*t._l23_2a-n*t._l12_2a)/c}t._context.bezierCurveTo(r,i,s,o,t._x2,t._y2)}function h1(t,e){this._context=t,this._alpha=e}h1.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._x2=this._y0=this._y1=this._y2=NaN,this._l01_a=this._l12_a=this._l23_a=this._l01_2a=this._l12_2a=this._l23_2a=this._point=0},lineEnd:function(){switch(this._point){case 2:this._context.lineTo(this._x2,this._y2);break;case 3:this.point(this._x2,this._y2);break}(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line=1-this._line},point:function(t,e){if(t=+t,e=+e,this._point){var n=this._x2-t,r=this._y2-e;this._l23_a=Math.sqrt(this._l23_2a=Math.pow(n*n+r*r,this._alpha))}switch(this._point){case 0:this._point=1,this._line?this._context.lineTo(t,e):this._context.moveTo(t,e);break;case 1:this._point=2;break;case 2:this._point=3;default:Tp(this,t,e);break}this._l01_a=this._l12_a,this._l12_a=this._l23_a,this._l01_2a=this._l12_2a,this._l12_2a=this._l23_2a,this._x0=this._x1,this._x1=this._x2,this._x2=t,this._y0=this._y1,this._y1=this._y2,this._y2=e}};var p1=(function t(e){function n(r){return e?new h1(r,e):new kp(r,0)}return n.alpha=function(r){return t(+r)},n})(.5);function m1(t,e){this._context=t,this._alpha=e}m1.prototype={areaStart:xr,areaEnd:xr,lineStart:function(){this._x0=this._x1=this._x2=this._x3=this._x4=this._x5=this._y0=this._y1=this._y2=this._y3=this._y4=this._y5=NaN,this._l01_a=this._l12_a=this._l23_a=this._l01_2a=this._l12_2a=this._l23_2a=this._point=0},lineEnd:function(){switch(this._point){case 1:{this._context.moveTo(this._x3,this._y3),this._context.closePath();break}case 2:{this._context.lineTo(this._x3,this._y3),this._context.closePath();break}case 3:{this.point(this._x3,this._y3),this.point(this._x4,this._y4),this.point(this._x5,this._y5);break}}},point:function(t,e){if(t=+t,e=+e,this._point){var n=this._x2-t,r=this._y2-e;this._l23_a=Math.sqrt(this._l23_2a=Math.pow(n*n+r*r,this._alpha))}switch(this._point){case 0:this._point=1,this._x3=t,this._y3=e;break;case 1:this._point=2,this._context.moveTo(this._x4=t,this._y4=e);break;case 2:this._point=3,this._x5=t,this._y5=e;break;default:Tp(this,t,e);break}this._l01_a=this._l12_a,this._l12_a=this._l23_a,this._l01_2a=this._l12_2a,this._l12_2a=this._l23_2a,this._x0=this._x1,this._x1=this._x2,this._x2=t,this._y0=this._y1,this._y1=this._y2,this._y2=e}};var g1=(function t(e){function n(r){return e?new m1(r,e):new Mp(r,0)}return n.alpha=function(r){return t(+r)},n})(.5);function b1(t,e){this._context=t,this._alpha=e}b1.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._x2=this._y0=this._y1=this._y2=NaN,this._l01_a=this._l12_a=this._l23_a=this._l01_2a=this._l12_2a=this._l23_2a=this._point=0},lineEnd:function(){(this._line||this._line!==0&&this._point===3)&&this._context.closePath(),this._line=1-this._line},point:function(t,e){if(t=+t,e=+e,this._point){var n=this._x2-t,r=this._y2-e;this._l23_a=Math.sqrt(this._l23_2a=Math.pow(n*n+r*r,this._alpha))}switch(this._point){case 0:this._point=1;break;case 1:this._point=2;break;case 2:this._point=3,this._line?this._context.lineTo(this._x2,this._y2):this._context.moveTo(this._x2,this._y2);break;case 3:this._point=4;default:Tp(this,t,e);break}this._l01_a=this._l12_a,this._l12_a=this._l23_a,this._l01_2a=this._l12_2a,this._l12_2a=this._l23_2a,this._x0=this._x1,this._x1=this._x2,this._x2=t,this._y0=this._y1,this._y1=this._y2,this._y2=e}};var y1=(function t(e){function n(r){return e?new b1(r,e):new Cp(r,0)}return n.alpha=function(r){return t(+r)},n})(.5);function v1(t){this._context=t}v1.prototype={areaStart:xr,areaEnd:xr,lineStart:function(){this._point=0},lineEnd:function(){this._point&&this._context.closePath()},point:function(t,e){t=+t,e=+e,this._point?this._context.lineTo(t,e):(this._point=1,this._context.moveTo(t,e))}};function x1(t){return new v1(t)}function Fx(t){return t<0?-1:1}function Bx(t,e,n){var r=t._x1-t._x0,i=e-t._x1,s=(t._y1-t._y0)/(r||i<0&&-0),o=(n-t._y1)/(i||r<0&&-0),a=(s*i+o*r)/(r+i);return(Fx(s)+Fx(o))*Math.min(Math.abs(s),Math.abs(o),.5*Math.abs(a))||0}function Vx(t,e){var n=t._x1-t._x0;return n?(3*(t._y1-t._y0)/n-e)/2:e}function up(t,e,n){var r=t._x0,i=t._y0,s=t._x1,o=t._y1,a=(s-r)/3;t._context.bezierCurveTo(r+a,i+a*e,s-a,o-a*n,s,o)}function Pu(t){this._context=t}Pu.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._y0=this._y1=this._t0=NaN,this._point=0},lineEnd:function(){switch(this._point){case 2:this._context.lineTo(this._x1,this._y1);break;case 3:up(this,this._t0,Vx(this,this._t0));break}(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line=1-this._line},point:function(t,e){var n=NaN;if(t=+t,e=+e,!(t===this._x1&&e===this._y1)){switch(this._point){case 0:this._point=1,this._line?this._context.lineTo(t,e):this._context.moveTo(t,e);break;case 1:this._point=2;break;case 2:this._point=3,up(this,Vx(this,n=Bx(this,t,e)),n);break;default:up(this,this._t0,n=Bx(this,t,e));break}this._x0=this._x1,this._x1=t,this._y0=this._y1,this._y1=e,this._t0=n}}};function w1(t){this._context=new _1(t)}(w1.prototype=Object.create(Pu.prototype)).point=function(t,e){Pu.prototype.point.call(this,e,t)};function _1(t){this._context=t}_1.prototype={moveTo:function(t,e){this._context.moveTo(e,t)},closePath:function(){this._context.closePath()},lineTo:function(t,e){this._context.lineTo(e,t)},bezierCurveTo:function(t,e,n,r,i,s){this._context.bezierCurveTo(e,t,r,n,s,i)}};function $1(t){return new Pu(t)}function S1(t){return new w1(t)}function k1(t){this._context=t}k1.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x=[],this._y=[]},lineEnd:function(){var t=this._x,e=this._y,n=t.length;if(n)if(this._line?this._context.lineTo(t[0],e[0]):this._context.moveTo(t[0],e[0]),n===2)this._context.lineTo(t[1],e[1]);else for(var r=Ux(t),i=Ux(e),s=0,o=1;o<n;++s,++o)this._context.bezierCurveTo(r[0][s],i[0][s],r[1][s],i[1][s],t[o],e[o]);(this._line||this._line!==0&&n===1)&&this._context.closePath(),this._line=1-this._line,this._x=this._y=null},point:function(t,e){this._x.push(+t),this._y.push(+e)}};function Ux(t){var e,n=t.length-1,r,i=new Array(n),s=new Array(n),o=new Array(n);for(i[0]=0,s[0]=2,o[0]=t[0]+2*t[1],e=1;e<n-1;++e)i[e]=1,s[e]=4,o[e]=4*t[e]+2*t[e+1];for(i[n-1]=2,s[n-1]=7,o[n-1]=8*t[n-1]+t[n],e=1;e<n;++e)r=i[e]/s[e-1],s[e]-=r,o[e]-=r*o[e-1];for(i[n-1]=o[n-1]/s[n-1],e=n-2;e>=0;--e)i[e]=(o[e]-i[e+1])/s[e];for(s[n-1]=(t[n]+i[n-1])/2,e=0;e<n-1;++e)s[e]=2*t[e+1]-i[e+1];return[i,s]}function M1(t){return new k1(t)}function Lu(t,e){this._context=t,this._t=e}Lu.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x=this._y=NaN,this._point=0},lineEnd:function(){0<this._t&&this._t<1&&this._point===2&&this._context.lineTo(this._x,this._y),(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line>=0&&(this._t=1-this._t,this._line=1-this._line)},point:function(t,e){switch(t=+t,e=+e,this._point){case 0:this._point=1,this._line?this._context.lineTo(t,e):this._context.moveTo(t,e);break;case 1:this._point=2;default:{if(this._t<=0)this._context.lineTo(this._x,e),this._context.lineTo(t,e);else{var n=this._x*(1-this._t)+t*this._t;this._context.lineTo(n,this._y),this._context.lineTo(n,e)}break}}this._x=t,this._y=e}};function C1(t){return new Lu(t,.5)}function T1(t){return new Lu(t,0)}function A1(t){return new Lu(t,1)}function We(t){return t!=null&&!Number.isNaN(t)}function le(t,e){return+We(e)-+We(t)||ae(t,e)}function fi(t,e){return+We(e)-+We(t)||Hn(t,e)}function Wo(t){return t!=null&&`${t}`!=""}function Ap(t){return isFinite(t)?t:NaN}function di(t){return t>0&&isFinite(t)?t:NaN}function $s(t){return t<0&&isFinite(t)?t:NaN}function Du(t,e){if(t instanceof Date||(t=new Date(+t)),isNaN(t))return typeof e=="function"?e(t):e;let n=t.getUTCHours(),r=t.getUTCMinutes(),i=t.getUTCSeconds(),s=t.getUTCMilliseconds();return`${_T(t.getUTCFullYear(),4)}-${tr(t.getUTCMonth()+1,2)}-${tr(t.getUTCDate(),2)}${n||r||i||s?`T${tr(n,2)}:${tr(r,2)}${i||s?`:${tr(i,2)}${s?`.${tr(s,3)}`:""}`:""}Z`:""}`}function _T(t){return t<0?`-${tr(-t,6)}`:t>9999?`+${tr(t,6)}`:tr(t,4)}function tr(t,e){return`${t}`.padStart(e,"0")}var $T=/^(?:[-+]\d{2})?\d{4}(?:-\d{2}(?:-\d{2})?)?(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{3})?)?(?:Z|[-+]\d{2}:?\d{2})?)?$/;function Xo(t,e){return $T.test(t+="")?new Date(t):typeof e=="function"?e(t):e}function er(t){if(t==null)return;let e=t[0],n=t[t.length-1];return Hn(e,n)}var ks=1e3,_r=ks*60,$r=_r*60,Tn=$r*24,Cn=Tn*7,hi=Tn*30,wr=Tn*365,Ep=[["millisecond",1],["2 milliseconds",2],["5 milliseconds",5],["10 milliseconds",10],["20 milliseconds",20],["50 milliseconds",50],["100 milliseconds",100],["200 milliseconds",200],["500 milliseconds",500],["second",ks],["5 seconds",5*ks],["15 seconds",15*ks],["30 seconds",30*ks],["minute",_r],["5 minutes",5*_r],["15 minutes",15*_r],["30 minutes",30*_r],["hour",$r],["3 hours",3*$r],["6 hours",6*$r],["12 hours",12*$r],["day",Tn],["2 days",2*Tn],["week",Cn],["2 weeks",2*Cn],["month",hi],["3 months",3*hi],["6 months",6*hi],["year",wr],["2 years",2*wr],["5 years",5*wr],["10 years",10*wr],["20 years",20*wr],["50 years",50*wr],["100 years",100*wr]],Rp=new Map([["second",ks],["minute",_r],["hour",$r],["day",Tn],["monday",Cn],["tuesday",Cn],["wednesday",Cn],["thursday",Cn],["friday",Cn],["saturday",Cn],["sunday",Cn],["week",Cn],["month",hi],["year",wr]]),R1=new Map([["second",he],["minute",Qr],["hour",ei],["day",_n],["monday",ii],["tuesday",Pd],["wednesday",Nd],["thursday",Jn],["friday",Id],["saturday",Ld],["sunday",$n],["week",$n],["month",ai],["year",ve]]),Pp=new Map([["second",he],["minute",ti],["hour",ni],["day",Oo],["monday",oi],["tuesday",Dd],["wednesday",Od],["thursday",Qn],["friday",zd],["saturday",Fd],["sunday",Sn],["week",Sn],["month",li],["year",xe]]),Ms=Symbol("intervalDuration"),zu=Symbol("intervalType");for(let[t,e]of R1)e[Ms]=Rp.get(t),e[zu]="time";for(let[t,e]of Pp)e[Ms]=Rp.get(t),e[zu]="utc";var Ko=[["year",xe,"utc"],["month",li,"utc"],["day",Oo,"utc",6*hi],["hour",ni,"utc",3*Tn],["minute",ti,"utc",6*$r],["second",he,"utc",30*_r]],Ou=[["year",ve,"time"],["month",ai,"time"],["day",_n,"time",6*hi],["hour",ei,"time",3*Tn],["minute",Qr,"time",6*$r],["second",he,"time",30*_r]],ST=[Ko[0],Ou[0],Ko[1],Ou[1],Ko[2],Ou[2],...Ko.slice(3)];function P1(t){let e=`${t}`.toLowerCase();e.endsWith("s")&&(e=e.slice(0,-1));let n=1,r=/^(?:(\d+)\s+)/.exec(e);switch(r&&(e=e.slice(r[0].length),n=+r[1]),e){case"quarter":e="month",n*=3;break;case"half":e="month",n*=6;break}let i=Pp.get(e);if(!i)throw new Error(`unknown interval: ${t}`);if(n>1&&!i.every)throw new Error(`non-periodic interval: ${e}`);return[e,n]}function Np(t){return N1(P1(t),"time")}function Zo(t){return N1(P1(t),"utc")}function N1([t,e],n){let r=(n==="time"?R1:Pp).get(t);return e>1&&(r=r.every(e),r[Ms]=Rp.get(t)*e,r[zu]=n),r}function Ip(t,e){if(!(e>1))return;let n=t[Ms];if(!Ep.some(([,i])=>i===n)||n%Tn===0&&Tn<n&&n<hi)return;let[r]=Ep[rs(([,i])=>Math.log(i)).center(Ep,Math.log(n*e))];return(t[zu]==="time"?Np:Zo)(r)}function E1(t,e,n){let r=e==="time"?Vo:kn;if(n==null)return r(t==="year"?"%Y":t==="month"?"%Y-%m":t==="day"?"%Y-%m-%d":t==="hour"||t==="minute"?"%Y-%m-%dT%H:%M":t==="second"?"%Y-%m-%dT%H:%M:%S":"%Y-%m-%dT%H:%M:%S.%L");let i=kT(n);switch(t){case"millisecond":return Ss(r(".%L"),r(":%M:%S"),i);case"second":return Ss(r(":%S"),r("%-I:%M"),i);case"minute":return Ss(r("%-I:%M"),r("%p"),i);case"hour":return Ss(r("%-I %p"),r("%b %-d"),i);case"day":return Ss(r("%-d"),r("%b"),i);case"month":return Ss(r("%b"),r("%Y"),i);case"year":return r("%Y")}throw new Error("unable to format time ticks")}function kT(t){return t==="left"||t==="right"?(e,n)=>`
${e}
${n}`:t==="top"?(e,n)=>`${n}
${e}`:(e,n)=>`${e}
${n}`}function MT(t){return t==="time"?Ou:t==="utc"?Ko:ST}function I1(t,e,n){let r=ce(E0(e,(i,s)=>Math.abs(s-i)));if(r<1e3)return E1("millisecond","utc",n);for(let[i,s,o,a]of MT(t)){if(r>a||i==="hour"&&!r)break;if(e.every(l=>s.floor(l)>=l))return E1(i,o,n)}}function Ss(t,e,n){return(r,i,s)=>{let o=t(r,i),a=e(r,i),l=i-er(s);return i!==l&&s[l]!==void 0&&a===e(s[l],l)?o:n(o,a)}}var Dp=Object.getPrototypeOf(Uint8Array),CT=Object.prototype.toString;function on(t){return t instanceof Array||t instanceof Dp}function O1(t){return t instanceof Dp&&!TT(t)}function z1(t){return t?.prototype instanceof Dp&&!AT(t)}function TT(t){return t instanceof BigInt64Array||t instanceof BigUint64Array}function AT(t){return t===BigInt64Array||t===BigUint64Array}var Op=Symbol("reindex");function kt(t,e,n){let r=typeof e;return r==="string"?nw(t)?zp(t.getChild(e),n):L1(t,Fp(e),n):r==="function"?L1(t,e,n):r==="number"||e instanceof Date||r==="boolean"?wt(t,Ee(e),n):typeof e?.transform=="function"?Lp(e.transform(t),n):ET(Lp(e,n),t?.[Op])}function ET(t,e){return t!=null&&e?Vu(t,e):t}function L1(t,e,n){return wt(t,z1(n)?(r,i)=>Bp(e(r,i)):e,n)}function Lp(t,e){return e===void 0?En(t):rw(t)?zp(t,e):t instanceof e?t:e.from(t,z1(e)&&!O1(t)?Bp:void 0)}function zp(t,e){return t==null?t:(e===void 0||e===Array)&&IT(t.type)?Vp(D1(t)):Lp(D1(t),e)}function D1(t){return t.nullCount?t.toJSON():t.toArray()}var Cs=[null],Fp=t=>e=>{let n=e[t];return n===void 0&&e.type==="Feature"?e.properties?.[t]:n},an={transform:me},yt={transform:t=>t};var F1=()=>1,B1=()=>!0,Ot=t=>t==null?t:`${t}`,Ct=t=>t==null?t:+t;var Fu=t=>t?t[0]:void 0,Jo=t=>t?t[1]:void 0;var Ee=t=>()=>t;function V1(t){let e=+`${t}`.slice(1)/100;return(n,r)=>qn(n,e,r)}function An(t){return O1(t)?t:wt(t,Bp,Float64Array)}function Bp(t){return t==null?NaN:Number(t)}function Vp(t){return wt(t,Up)}function Up(t){return t instanceof Date&&!isNaN(t)?t:typeof t=="string"?Xo(t):t==null||isNaN(t=Number(t))?void 0:new Date(t)}function we(t,e){return t===void 0&&(t=e),t===null?[void 0,"none"]:Ps(t)?[void 0,t]:[t,void 0]}function It(t,e){return t===void 0&&(t=e),t===null||typeof t=="number"?[void 0,t]:[t,void 0]}function qp(t,e,n){if(t!=null)return pe(t,e,n)}function pe(t,e,n){let r=`${t}`.toLowerCase();if(!n.includes(r))throw new Error(`invalid ${e}: ${t}`);return r}function nr(t){return nw(t)?t:En(t)}function En(t){if(t==null||on(t))return t;if(rw(t))return zp(t);if(U1(t))switch(t.type){case"FeatureCollection":return t.features;case"GeometryCollection":return t.geometries;default:return[t]}return Array.from(t)}function U1(t){switch(t?.type){case"FeatureCollection":case"GeometryCollection":case"Feature":case"LineString":case"MultiLineString":case"MultiPoint":case"MultiPolygon":case"Point":case"Polygon":case"Sphere":return!0;default:return!1}}function wt(t,e,n=Array){return t==null?t:t instanceof n?t.map(e):n.from(t,e)}function Sr(t,e=Array){return t instanceof e?t.slice():e.from(t)}function q1({x:t,x1:e,x2:n}){return t!==void 0||e!==void 0||n!==void 0}function Hp({y:t,y1:e,y2:n}){return t!==void 0||e!==void 0||n!==void 0}function Bu(t){return q1(t)||Hp(t)||t.interval!==void 0}function ln(t){return t?.toString===CT}function Ts(t){return ln(t)&&(t.type!==void 0||t.domain!==void 0)}function As(t){return ln(t)&&typeof t.transform!="function"}function kr(t){return As(t)&&t.value===void 0&&t.channel===void 0}function H1(t,e,n,r=yt){return e===void 0&&n===void 0?(e=0,n=t===void 0?r:t):e===void 0?e=t===void 0?0:t:n===void 0&&(n=t===void 0?0:t),[e,n]}function un(t,e){return t===void 0&&e===void 0?[Fu,Jo]:[t,e]}function Es({z:t,fill:e,stroke:n}={}){return t===void 0&&([t]=we(e)),t===void 0&&([t]=we(n)),t}function Mr(t){return on(t)?t.length:t?.numRows}function me(t){let e=Mr(t),n=new Uint32Array(e);for(let r=0;r<e;++r)n[r]=r;return n}function Vu(t,e){return on(t)?wt(e,n=>t[n],t.constructor):wt(e,n=>t.at(n))}function Y1(t,e,n){return t.subarray?t.subarray(e,n):t.slice(e,n)}function Xe(t){return t!==null&&typeof t=="object"?t.valueOf():t}function G1(t,e){if(e[t]!==void 0)return e[t];switch(t){case"x1":case"x2":t="x";break;case"y1":case"y2":t="y";break}return e[t]}function Rs(t){let e;return[{transform:()=>e,label:cn(t)},n=>e=n]}function Ke(t){return t==null?[t]:Rs(t)}function cn(t,e){return typeof t=="string"?t:t&&t.label!==void 0?t.label:e}function Qo(t,e){return{transform(n){let r=t.transform(n),i=e.transform(n);return Dt(r)||Dt(i)?wt(r,(s,o)=>new Date((+r[o]+ +i[o])/2)):wt(r,(s,o)=>(+r[o]+ +i[o])/2,Float64Array)},label:t.label}}function ta(t,e){let n=Yp(e?.interval,e?.type);return n?wt(t,n):t}function Yp(t,e){let n=Uu(t,e);return n&&(r=>We(r)?n.floor(r):r)}function Uu(t,e){if(t!=null){if(typeof t=="number")return RT(t);if(typeof t=="string")return(e==="time"?Np:Zo)(t);if(typeof t.floor!="function")throw new Error("invalid interval; missing floor method");if(typeof t.offset!="function")throw new Error("invalid interval; missing offset method");return t}}function RT(t){t=+t,0<t&&t<1&&Number.isInteger(1/t)&&(t=-1/t);let e=Math.abs(t);return t<0?{floor:n=>Math.floor(n*e)/e,offset:(n,r=1)=>(n*e+Math.floor(r))/e,range:(n,r)=>ss(Math.ceil(n*e),r*e).map(i=>i/e)}:{floor:n=>Math.floor(n/e)*e,offset:(n,r=1)=>n+e*Math.floor(r),range:(n,r)=>ss(Math.ceil(n/e),r/e).map(i=>i*e)}}function Rn(t,e){if(t=Uu(t,e),t&&typeof t.range!="function")throw new Error("invalid interval: missing range method");return t}function j1(t,e){if(t=Rn(t,e),t&&typeof t.ceil!="function")throw new Error("invalid interval: missing ceil method");return t}function W1(t){return Cr(t)&&typeof t?.floor=="function"&&t.floor()instanceof Date}function Cr(t){return typeof t?.range=="function"}function Pn(t){return t===void 0||As(t)?t:{value:t}}function X1(t){return t==null?null:{transform:e=>kt(e,t,Float64Array),label:cn(t)}}function _e(t){return t&&typeof t[Symbol.iterator]=="function"}function qu(t){for(let e of t)if(e!=null)return typeof e!="object"||e instanceof Date}function Gp(t){for(let e of t){if(e==null)continue;let n=typeof e;return n==="string"||n==="boolean"}}function Dt(t){for(let e of t)if(e!=null)return e instanceof Date}function K1(t){for(let e of t)if(e!=null)return typeof e=="string"&&isNaN(e)&&Xo(e)}function Z1(t){for(let e of t)if(e!=null){if(typeof e!="string")return!1;if(e.trim())return!isNaN(e)}}function J1(t){for(let e of t)if(e!=null)return typeof e=="number"}function Hu(t,e){let n;for(let r of t)if(r!=null){if(!e(r))return!1;n=!0}return n}var PT=new Set("none,currentcolor,transparent,aliceblue,antiquewhite,aqua,aquamarine,azure,beige,bisque,black,blanchedalmond,blue,blueviolet,brown,burlywood,cadetblue,chartreuse,chocolate,coral,cornflowerblue,cornsilk,crimson,cyan,darkblue,darkcyan,darkgoldenrod,darkgray,darkgreen,darkgrey,darkkhaki,darkmagenta,darkolivegreen,darkorange,darkorchid,darkred,darksalmon,darkseagreen,darkslateblue,darkslategray,darkslategrey,darkturquoise,darkviolet,deeppink,deepskyblue,dimgray,dimgrey,dodgerblue,firebrick,floralwhite,forestgreen,fuchsia,gainsboro,ghostwhite,gold,goldenrod,gray,green,greenyellow,grey,honeydew,hotpink,indianred,indigo,ivory,khaki,lavender,lavenderblush,lawngreen,lemonchiffon,lightblue,lightcoral,lightcyan,lightgoldenrodyellow,lightgray,lightgreen,lightgrey,lightpink,lightsalmon,lightseagreen,lightskyblue,lightslategray,lightslategrey,lightsteelblue,lightyellow,lime,limegreen,linen,magenta,maroon,mediumaquamarine,mediumblue,mediumorchid,mediumpurple,mediumseagreen,mediumslateblue,mediumspringgreen,mediumturquoise,mediumvioletred,midnightblue,mintcream,mistyrose,moccasin,navajowhite,navy,oldlace,olive,olivedrab,orange,orangered,orchid,palegoldenrod,palegreen,paleturquoise,palevioletred,papayawhip,peachpuff,peru,pink,plum,powderblue,purple,rebeccapurple,red,rosybrown,royalblue,saddlebrown,salmon,sandybrown,seagreen,seashell,sienna,silver,skyblue,slateblue,slategray,slategrey,snow,springgreen,steelblue,tan,teal,thistle,tomato,turquoise,violet,wheat,white,whitesmoke,yellow".split(","));function Ps(t){return typeof t!="string"?!1:(t=t.toLowerCase().trim(),/^#[0-9a-f]{3,8}$/.test(t)||/^(?:url|var|rgb|rgba|hsl|hsla|hwb|lab|lch|oklab|oklch|color|color-mix)\(.*\)$/.test(t)||PT.has(t))}function Q1(t){return typeof t=="number"&&(0<=t&&t<=1||isNaN(t))}function Jt(t){return t==null||pi(t)}function pi(t){return/^\s*none\s*$/i.test(t)}function tw(t){return/^\s*round\s*$/i.test(t)}function Yu(t,e){return qp(t,e,["middle","top-left","top","top-right","right","bottom-right","bottom","bottom-left","left"])}function Tr(t="middle"){return Yu(t,"frameAnchor")}function ew(t={},...e){let n=t;for(let r of e)for(let i in r)if(n[i]===void 0){let s=r[i];n===t?n={...n,[i]:s}:n[i]=s}return n}function NT(t){console.warn("named iterables are deprecated; please use an object instead");let e=new Set;return Object.fromEntries(Array.from(t,n=>{let{name:r}=n;if(r==null)throw new Error("missing name");let i=`${r}`;if(i==="__proto__")throw new Error(`illegal name: ${i}`);if(e.has(i))throw new Error(`duplicate name: ${i}`);return e.add(i),[r,n]}))}function jp(t){return _e(t)?NT(t):t}function Gu(t){return t===!0?t="frame":t===!1?t=null:!U1(t)&&t!=null&&(t=pe(t,"clip",["frame","sphere"]),t==="sphere"&&(t={type:"Sphere"})),t}function nw(t){return t&&typeof t.getChild=="function"&&typeof t.toArray=="function"&&t.schema&&Array.isArray(t.schema.fields)}function rw(t){return t&&typeof t.toArray=="function"&&t.type}function IT(t){return t&&(t.typeId===8||t.typeId===10)&&t.unit===1}var Ze=Symbol("position"),Re=Symbol("color"),mi=Symbol("radius"),gi=Symbol("length"),bi=Symbol("opacity"),Ns=Symbol("symbol"),iw=Symbol("projection"),_t=new Map([["x",Ze],["y",Ze],["fx",Ze],["fy",Ze],["r",mi],["color",Re],["opacity",bi],["symbol",Ns],["length",gi],["projection",iw]]);function sw(t){return t===Ze||t===iw}function ow(t){return t===Ze||t===mi||t===gi||t===bi}var LT=Math.sqrt(3),DT=2/LT,OT={draw(t,e){let n=Math.sqrt(e/Math.PI),r=n*DT,i=r/2;t.moveTo(0,r),t.lineTo(n,i),t.lineTo(n,-i),t.lineTo(0,-r),t.lineTo(-n,-i),t.lineTo(-n,i),t.closePath()}},Wp=new Map([["asterisk",hp],["circle",ci],["cross",pp],["diamond",mp],["diamond2",gp],["hexagon",OT],["plus",bp],["square",yp],["square2",vp],["star",xp],["times",Sp],["triangle",wp],["triangle2",_p],["wye",$p]]);function Xp(t){return t&&typeof t.draw=="function"}function aw(t){return Xp(t)?!0:typeof t!="string"?!1:Wp.has(t.toLowerCase())}function Is(t){if(t==null||Xp(t))return t;let e=Wp.get(`${t}`.toLowerCase());if(e)return e;throw new Error(`invalid symbol: ${t}`)}function lw(t){if(t==null||Xp(t))return[void 0,t];if(typeof t=="string"){let e=Wp.get(`${t}`.toLowerCase());if(e)return[void 0,e]}return[t,void 0]}function yi({filter:t,sort:e,reverse:n,transform:r,initializer:i,...s}={},o){if(r===void 0&&(t!=null&&(r=uw(t)),e!=null&&!kr(e)&&(r=Kp(r,Jp(e))),n&&(r=Kp(r,cw))),o!=null&&i!=null)throw new Error("transforms cannot be applied after initializers");return{...s,...(e===null||kr(e))&&{sort:e},transform:Kp(r,o)}}function rr({filter:t,sort:e,reverse:n,initializer:r,...i}={},s){return r===void 0&&(t!=null&&(r=uw(t)),e!=null&&!kr(e)&&(r=Zp(r,Jp(e))),n&&(r=Zp(r,cw))),{...i,...(e===null||kr(e))&&{sort:e},initializer:Zp(r,s)}}function Kp(t,e){return t==null?e===null?void 0:e:e==null?t===null?void 0:t:function(n,r,i){return{data:n,facets:r}=t.call(this,n,r,i),e.call(this,nr(n),r,i)}}function Zp(t,e){return t==null?e===null?void 0:e:e==null?t===null?void 0:t:function(n,r,i,...s){let o,a,l,u,c,f;return{data:a=n,facets:l=r,channels:o}=t.call(this,n,r,i,...s),{data:c=a,facets:f=l,channels:u}=e.call(this,a,l,{...i,...o},...s),{data:c,facets:f,channels:{...o,...u}}}}function zT(t,e){return(t.initializer!=null?rr:yi)(t,e)}function uw(t){return(e,n)=>{let r=kt(e,t);return{data:e,facets:n.map(i=>i.filter(s=>r[s]))}}}function cw(t,e){return{data:t,facets:e.map(n=>n.slice().reverse())}}function fw(t,{sort:e,...n}={}){return{...(As(t)&&t.channel!==void 0?rr:zT)(n,Jp(t)),sort:kr(e)?e:null}}function Jp(t){return(typeof t=="function"&&t.length!==1?FT:BT)(t)}function FT(t){return(e,n)=>{let r=on(e)?(i,s)=>t(e[i],e[s]):(i,s)=>t(e.get(i),e.get(s));return{data:e,facets:n.map(i=>i.slice().sort(r))}}}function BT(t){let e,n;({channel:e,value:t,order:n}={...Pn(t)});let r=e?.startsWith("-");if(r&&(e=e.slice(1)),n===void 0&&(n=r?fi:le),typeof n!="function")switch(`${n}`.toLowerCase()){case"ascending":n=le;break;case"descending":n=fi;break;default:throw new Error(`invalid order: ${n}`)}return(i,s,o)=>{let a;if(e===void 0)a=kt(i,t);else{if(o===void 0)throw new Error("channel sort requires an initializer");if(a=o[e],!a)return{};a=a.value}let l=(u,c)=>n(a[u],a[c]);return{data:i,facets:s.map(u=>u.slice().sort(l))}}}function na(t,...e){for(let{name:n}of t)if(e.includes(n))return!0;return!1}function pw(t,e,n=Qp){let r=Object.entries(t);return e.title!=null&&t.title===void 0&&r.push(["title",YT]),e.href!=null&&t.href===void 0&&r.push(["href",ju]),r.filter(([,i])=>i!==void 0).map(([i,s])=>s===null?VT(i):n(i,s,e))}function Qp(t,e,n,r=tm){let i;ln(e)&&"reduce"in e&&(i=e.scale,e=e.reduce);let s=r(t,e,n),[o,a]=Rs(s.label),l;return{name:t,output:i===void 0?o:{value:o,scale:i},initialize(u){s.initialize(u),l=a([])},scope(u,c){s.scope(u,c)},reduce(u,c){l.push(s.reduce(u,c))}}}function VT(t){return{name:t,initialize(){},scope(){},reduce(){}}}function tm(t,e,n,r=ra){let i=G1(t,n),s=r(e,i),o,a;return{label:cn(s===ea?null:i,s.label),initialize(l){o=i===void 0?l:kt(l,i),s.scope==="data"&&(a=s.reduceIndex(me(l),o))},scope(l,u){s.scope===l&&(a=s.reduceIndex(u,o))},reduce(l,u){return s.scope==null?s.reduceIndex(l,o,u):s.reduceIndex(l,o,a,u)}}}function em(t,e){return e?Hr(t,n=>e[n]):[[,t]]}function ra(t,e,n=UT){if(t==null)return n(t);if(typeof t.reduceIndex=="function")return t;if(typeof t.reduce=="function"&&ln(t))return qT(t);if(typeof t=="function")return HT(t);if(/^p\d{2}$/i.test(t))return ir(V1(t));switch(`${t}`.toLowerCase()){case"first":return ju;case"last":return GT;case"identity":return nm;case"count":return ea;case"distinct":return jT;case"sum":return e==null?ea:WT;case"proportion":return hw(e,"data");case"proportion-facet":return hw(e,"facet");case"deviation":return ir(Ef);case"min":return ir(ze);case"min-index":return ir(S0);case"max":return ir(ce);case"max-index":return ir($0);case"mean":return dw(T0);case"median":return dw(go);case"variance":return ir(Af);case"mode":return ir(A0)}return n(t)}function UT(t){throw new Error(`invalid reduce: ${t}`)}function mw(t,e){for(let n in e){let r=e[n];if(r!==void 0&&!t.some(i=>i.name===n))return r}}function gw(t,e,n){if(e){let r=e.output.transform(),i=(s,o)=>le(r[s],r[o]);t.forEach(s=>s.sort(i))}n&&t.forEach(r=>r.reverse())}function qT(t){return console.warn("deprecated reduce interface; implement reduceIndex instead."),{...t,reduceIndex:t.reduce.bind(t)}}function HT(t){return{reduceIndex(e,n,r){return t(Vu(n,e),r)}}}function ir(t){return{reduceIndex(e,n){return t(e,r=>n[r])}}}function dw(t){return{reduceIndex(e,n){let r=t(e,i=>n[i]);return Dt(n)?new Date(r):r}}}var nm={reduceIndex(t,e){return Vu(e,t)}},ju={reduceIndex(t,e){return e[t[0]]}},YT={reduceIndex(t,e){let r=es(Yn(t,s=>s.length,s=>e[s]),Jo),i=r.slice(-5).reverse();if(i.length<r.length){let s=r.slice(0,-4);i[4]=[`\u2026 ${s.length.toLocaleString("en-US")} more`,en(s,Jo)]}return i.map(([s,o])=>`${s} (${o.toLocaleString("en-US")})`).join(`
`)}},GT={reduceIndex(t,e){return e[t[t.length-1]]}},ea={label:"Frequency",reduceIndex(t){return t.length}},jT={label:"Distinct",reduceIndex(t,e){let n=new mn;for(let r of t)n.add(e[r]);return n.size}},WT=ir(en);function hw(t,e){return t==null?{scope:e,label:"Frequency",reduceIndex:(n,r,i=1)=>n.length/i}:{scope:e,reduceIndex:(n,r,i=1)=>en(n,s=>r[s])/i}}var bw={reduceIndex(t,e,{z:n}){return n}};function Ls(t,{scale:e,type:n,value:r,filter:i,hint:s,label:o=cn(r)},a){return s===void 0&&typeof r?.transform=="function"&&(s=r.hint),im(a,{scale:e,type:n,value:kt(t,r),label:o,filter:i,hint:s})}function vw(t,e){return Object.fromEntries(Object.entries(t).map(([n,r])=>[n,Ls(e,r,n)]))}function xw(t,e){let n=Object.fromEntries(Object.entries(t).map(([r,{scale:i,value:s}])=>{let o=i==null?null:e[i];return[r,o==null?s:wt(s,o)]}));return n.channels=t,n}function im(t,e){let{scale:n,value:r}=e;if(n===!0||n==="auto")switch(t){case"fill":case"stroke":case"color":e.scale=n!==!0&&Hu(r,Ps)?null:"color",e.defaultScale="color";break;case"fillOpacity":case"strokeOpacity":case"opacity":e.scale=n!==!0&&Hu(r,Q1)?null:"opacity",e.defaultScale="opacity";break;case"symbol":n!==!0&&Hu(r,aw)?(e.scale=null,e.value=wt(r,Is)):e.scale="symbol",e.defaultScale="symbol";break;default:e.scale=_t.has(t)?t:null;break}else if(n===!1)e.scale=null;else if(n!=null&&!_t.has(n))throw new Error(`unknown scale: ${n}`);return e}function ww(t,e,n,r,i){let{order:s,reverse:o,reduce:a=!0,limit:l}=i;for(let u in i){if(!_t.has(u))continue;let{value:c,order:f=s,reverse:d=o,reduce:h=a,limit:p=l}=Pn(i[u]),m=c?.startsWith("-");if(m&&(c=c.slice(1)),f=f===void 0?m!==(c==="width"||c==="height")?$w:_w:ZT(f),h==null||h===!1)continue;let b=u==="fx"||u==="fy"?KT(e,r[u]):XT(n,u);if(!b)throw new Error(`missing channel for scale: ${u}`);let y=b.value,[v=0,_=1/0]=_e(p)?p:p<0?[p]:[0,p];if(c==null)b.domain=()=>{let x=Array.from(new mn(y));return d&&(x=x.reverse()),(v!==0||_!==1/0)&&(x=x.slice(v,_)),x};else{let x=c==="data"?t:c==="height"?yw(n,"y1","y2"):c==="width"?yw(n,"x1","x2"):rm(n,c,c==="y"?"y2":c==="x"?"x2":void 0),S=ra(h===!0?"max":h,x);b.domain=()=>{let w=x0(me(y),$=>S.reduceIndex($,x),$=>y[$]);return f&&w.sort(f),d&&w.reverse(),(v!==0||_!==1/0)&&(w=w.slice(v,_)),w.map(Fu)}}}}function XT(t,e){for(let n in t){let r=t[n];if(r.scale===e)return r}}function KT(t,e){let n=t.original;if(n===t)return e;let r=e.value,i=e.value=[];for(let s=0;s<n.length;++s){let o=r[n[s][0]];for(let a of t[s])i[a]=o}return e}function yw(t,e,n){let r=rm(t,e),i=rm(t,n);return wt(i,(s,o)=>Math.abs(s-r[o]),Float64Array)}function rm(t,e,n){let r=t[e];if(!r&&n!==void 0&&(r=t[n]),r)return r.value;throw new Error(`missing channel: ${e}`)}function ZT(t){if(t==null||typeof t=="function")return t;switch(`${t}`.toLowerCase()){case"ascending":return _w;case"descending":return $w}throw new Error(`invalid order: ${t}`)}function _w([t,e],[n,r]){return le(e,r)||le(t,n)}function $w([t,e],[n,r]){return fi(e,r)||le(t,n)}function sm(t,e){let n=t[e];if(n){for(;n.source;)n=n.source;return n.source===null?null:n}}var Tw=new Map([["accent",Tx],["category10",Cx],["dark2",Ax],["observable10",Ex],["paired",Rx],["pastel1",Px],["pastel2",Nx],["set1",Ix],["set2",Lx],["set3",Dx],["tableau10",Ox]]);function Aw(t){return t!=null&&Tw.has(`${t}`.toLowerCase())}var Sw=new Map([...Tw,["brbg",sr(eh,nh)],["prgn",sr(rh,ih)],["piyg",sr(sh,oh)],["puor",sr(ah,lh)],["rdbu",sr(ku,Yo)],["rdgy",sr(uh,ch)],["rdylbu",sr(Mu,Go)],["rdylgn",sr(fh,dh)],["spectral",sr(hh,ph)],["burd",kw(ku,Yo)],["buylrd",kw(Mu,Go)],["blues",Qt(Fh,Bh)],["greens",Qt(Vh,Uh)],["greys",Qt(qh,Hh)],["oranges",Qt(Xh,Kh)],["purples",Qt(Yh,Gh)],["reds",Qt(jh,Wh)],["turbo",or(rp)],["viridis",or(ip)],["magma",or(sp)],["inferno",or(op)],["plasma",or(ap)],["cividis",or(Zh)],["cubehelix",or(Jh)],["warm",or(Qh)],["cool",or(tp)],["bugn",Qt(mh,gh)],["bupu",Qt(bh,yh)],["gnbu",Qt(vh,xh)],["orrd",Qt(wh,_h)],["pubu",Qt(kh,Mh)],["pubugn",Qt($h,Sh)],["purd",Qt(Ch,Th)],["rdpu",Qt(Ah,Eh)],["ylgn",Qt(Nh,Ih)],["ylgnbu",Qt(Rh,Ph)],["ylorbr",Qt(Lh,Dh)],["ylorrd",Qt(Oh,zh)],["rainbow",Mw(ep)],["sinebow",Mw(np)]]);function Qt(t,e){return({length:n})=>n===1?[t[3][1]]:n===2?[t[3][1],t[3][2]]:(n=Math.max(3,Math.floor(n)),n>9?fe(e,n):t[n])}function sr(t,e){return({length:n})=>n===2?[t[3][0],t[3][2]]:(n=Math.max(3,Math.floor(n)),n>11?fe(e,n):t[n])}function kw(t,e){return({length:n})=>n===2?[t[3][2],t[3][0]]:(n=Math.max(3,Math.floor(n)),n>11?fe(r=>e(1-r),n):t[n].slice().reverse())}function or(t){return({length:e})=>fe(t,Math.max(2,Math.floor(e)))}function Mw(t){return({length:e})=>fe(t,Math.floor(e)+1).slice(0,-1)}function om(t){let e=`${t}`.toLowerCase();if(!Sw.has(e))throw new Error(`unknown ordinal scheme: ${e}`);return Sw.get(e)}function ia(t,e){let n=om(t),r=typeof n=="function"?n({length:e}):n;return r.length!==e?r.slice(0,e):r}function Ew(t,e="greys"){let n=new Set,[r,i]=ia(e,2);for(let s of t)if(s!=null)if(s===!0)n.add(i);else if(s===!1)n.add(r);else return;return[...n]}var Cw=new Map([["brbg",nh],["prgn",ih],["piyg",oh],["puor",lh],["rdbu",Yo],["rdgy",ch],["rdylbu",Go],["rdylgn",dh],["spectral",ph],["burd",t=>Yo(1-t)],["buylrd",t=>Go(1-t)],["blues",Bh],["greens",Uh],["greys",Hh],["purples",Gh],["reds",Wh],["oranges",Kh],["turbo",rp],["viridis",ip],["magma",sp],["inferno",op],["plasma",ap],["cividis",Zh],["cubehelix",Jh],["warm",Qh],["cool",tp],["bugn",gh],["bupu",yh],["gnbu",xh],["orrd",_h],["pubugn",Sh],["pubu",Mh],["purd",Th],["rdpu",Eh],["ylgnbu",Ph],["ylgn",Ih],["ylorbr",Dh],["ylorrd",zh],["rainbow",ep],["sinebow",np]]);function Ds(t){let e=`${t}`.toLowerCase();if(!Cw.has(e))throw new Error(`unknown quantitative scheme: ${e}`);return Cw.get(e)}var JT=new Set(["brbg","prgn","piyg","puor","rdbu","rdgy","rdylbu","rdylgn","spectral","burd","buylrd"]);function Rw(t){return t!=null&&JT.has(`${t}`.toLowerCase())}var lm=t=>e=>t(1-e),am=[0,1],Pw=new Map([["number",Vt],["rgb",Xr],["hsl",_y],["hcl",ky],["lab",$y]]);function um(t){let e=`${t}`.toLowerCase();if(!Pw.has(e))throw new Error(`unknown interpolator: ${e}`);return Pw.get(e)}function zs(t,e,n,{type:r,nice:i,clamp:s,zero:o,domain:a=Vw(t,n),unknown:l,round:u,scheme:c,interval:f,range:d=_t.get(t)===mi?n4(n,a):_t.get(t)===gi?r4(n,a):_t.get(t)===bi?am:void 0,interpolate:h=_t.get(t)===Re?c==null&&d!==void 0?Xr:Ds(c!==void 0?c:r==="cyclical"?"rainbow":"turbo"):u?xo:Vt,reverse:p}){if(a=Nw(a),f=Rn(f,r),(r==="cyclical"||r==="sequential")&&(r="linear"),typeof h!="function"&&(h=um(h)),p=!!p,d!==void 0){let m=a.length,b=(d=Nw(d)).length;if(m!==b){if(h.length===1)throw new Error("invalid piecewise interpolator");h=br(h,d),d=void 0}}if(h.length===1?(p&&(h=lm(h),p=!1),d===void 0&&(d=Float64Array.from(a,(m,b)=>b/(a.length-1)),d.length===2&&(d=am)),e.interpolate((d===am?Ee:sa)(h))):e.interpolate(h),o){let[m,b]=ne(a);(m>0||b<0)&&(a=Sr(a),(er(a)||1)===Math.sign(m)?a[0]=0:a[a.length-1]=0)}return p&&(a=os(a)),e.domain(a).unknown(l),i&&(e.nice(QT(i,r)),a=e.domain()),d!==void 0&&e.range(d),s&&e.clamp(s),{type:r,domain:a,range:d,scale:e,interpolate:h,interval:f}}function Nw(t){return t=En(t),t.length>=2?t:[t[0],t[0]]}function QT(t,e){return t===!0?void 0:typeof t=="number"?t:j1(t,e)}function Iw(t,e,n){return zs(t,Ho(),e,n)}function Lw(t,e,n){return cm(t,e,{...n,exponent:.5})}function cm(t,e,{exponent:n=1,...r}){return zs(t,jd().exponent(n),e,{...r,type:"pow"})}function Dw(t,e,{base:n=10,domain:r=i4(e),...i}){return zs(t,Yd().base(n),e,{...i,domain:r})}function Ow(t,e,{constant:n=1,...r}){return zs(t,Gd().constant(n),e,r)}function zw(t,e,{range:n,quantiles:r=n===void 0?5:(n=[...n]).length,n:i=r,scheme:s="rdylbu",domain:o=s4(e),unknown:a,interpolate:l,reverse:u}){return n===void 0&&(n=l!==void 0?fe(l,i):_t.get(t)===Re?ia(s,i):void 0),o.length>0&&(o=Wd(o,n===void 0?{length:i}:n).quantiles()),Wu(t,e,{domain:o,range:n,reverse:u,unknown:a})}function Fw(t,e,{range:n,n:r=n===void 0?5:(n=[...n]).length,scheme:i="rdylbu",domain:s=Vw(t,e),unknown:o,interpolate:a,reverse:l}){let[u,c]=ne(s),f;return n===void 0?(f=pr(u,c,r),f[0]<=u&&f.splice(0,1),f[f.length-1]>=c&&f.pop(),r=f.length+1,n=a!==void 0?fe(a,r):_t.get(t)===Re?ia(i,r):void 0):(f=fe(Vt(u,c),r+1).slice(1,-1),u instanceof Date&&(f=f.map(d=>new Date(d)))),er(En(s))<0&&f.reverse(),Wu(t,e,{domain:f,range:n,reverse:l,unknown:o})}function Wu(t,e,{domain:n=[0],unknown:r,scheme:i="rdylbu",interpolate:s,range:o=s!==void 0?fe(s,n.length+1):_t.get(t)===Re?ia(i,n.length+1):void 0,reverse:a}){n=En(n);let l=er(n);if(!isNaN(l)&&!t4(n,l))throw new Error(`the ${t} scale has a non-monotonic domain`);return a&&(o=os(o)),{type:"threshold",scale:Xd(l<0?os(n):n,o===void 0?[]:o).unknown(r),domain:n,range:o}}function t4(t,e){for(let n=1,r=t.length,i=t[0];n<r;++n){let s=Hn(i,i=t[n]);if(s!==0&&s!==e)return!1}return!0}function Bw(t){return{type:"identity",scale:ow(_t.get(t))?Hd():e=>e}}function Os(t,e=Ap){return t.length?[ze(t,({value:n})=>n===void 0?n:ze(n,e)),ce(t,({value:n})=>n===void 0?n:ce(n,e))]:[0,1]}function Vw(t,e){let n=_t.get(t);return(n===mi||n===bi||n===gi?e4:Os)(e)}function e4(t){return[0,t.length?ce(t,({value:e})=>e===void 0?e:ce(e,Ap)):1]}function n4(t,e){let n=t.find(({radius:o})=>o!==void 0);if(n!==void 0)return[0,n.radius];let r=qn(t,.5,({value:o})=>o===void 0?NaN:qn(o,.25,di)),i=e.map(o=>3*Math.sqrt(o/r)),s=30/ce(i);return s<1?i.map(o=>o*s):i}function r4(t,e){let n=go(t,({value:s})=>s===void 0?NaN:go(s,Math.abs)),r=e.map(s=>12*s/n),i=60/ce(r);return i<1?r.map(s=>s*i):r}function i4(t){for(let{value:e}of t)if(e!==void 0)for(let n of e){if(n>0)return Os(t,di);if(n<0)return Os(t,$s)}return[1,10]}function s4(t){let e=[];for(let{value:n}of t)if(n!==void 0)for(let r of n)e.push(r);return e}function sa(t){return(e,n)=>r=>t(e+r*(n-e))}var fm=0,dm;function Uw(){let t=fm;return fm=0,dm=void 0,t}function $e(t){t!==dm&&(dm=t,console.warn(t),++fm)}function Xu(t,e,n,r,{type:i,nice:s,clamp:o,domain:a=Os(r),unknown:l,pivot:u=0,scheme:c,range:f,symmetric:d=!0,interpolate:h=_t.get(t)===Re?c==null&&f!==void 0?Xr:Ds(c!==void 0?c:"rdbu"):Vt,reverse:p}){u=+u,a=En(a);let[m,b]=a;if(a.length>2&&$e(`Warning: the diverging ${t} scale domain contains extra elements.`),Hn(m,b)<0&&([m,b]=[b,m],p=!p),m=Math.min(m,u),b=Math.max(b,u),typeof h!="function"&&(h=um(h)),f!==void 0&&(h=h.length===1?sa(h)(...f):br(h,f)),p&&(h=lm(h)),d){let y=n.apply(u),v=y-n.apply(m),_=n.apply(b)-y;v<_?m=n.invert(y-_):v>_&&(b=n.invert(y+v))}return e.domain([m,u,b]).unknown(l).interpolator(h),o&&e.clamp(o),s&&e.nice(s),{type:i,domain:[m,b],pivot:u,interpolate:h,scale:e}}function qw(t,e,n){return Xu(t,Zd(),o4,e,n)}function Hw(t,e,n){return hm(t,e,{...n,exponent:.5})}function hm(t,e,{exponent:n=1,...r}){return Xu(t,th().exponent(n=+n),u4(n),e,{...r,type:"diverging-pow"})}function Yw(t,e,{base:n=10,pivot:r=1,domain:i=Os(e,r<0?$s:di),...s}){return Xu(t,Jd().base(n=+n),a4,e,{domain:i,pivot:r,...s})}function Gw(t,e,{constant:n=1,...r}){return Xu(t,Qd().constant(n=+n),c4(n),e,r)}var o4={apply(t){return t},invert(t){return t}},a4={apply:Math.log,invert:Math.exp},l4={apply(t){return Math.sign(t)*Math.sqrt(Math.abs(t))},invert(t){return Math.sign(t)*(t*t)}};function u4(t){return t===.5?l4:{apply(e){return Math.sign(e)*Math.pow(Math.abs(e),t)},invert(e){return Math.sign(e)*Math.pow(Math.abs(e),1/t)}}}function c4(t){return{apply(e){return Math.sign(e)*Math.log1p(Math.abs(e/t))},invert(e){return Math.sign(e)*Math.expm1(Math.abs(e))*t}}}function jw(t,e,n,r){return zs(t,e,n,r)}function Ww(t,e,n){return jw(t,kx(),e,n)}function Xw(t,e,n){return jw(t,Mx(),e,n)}var Fs=Symbol("ordinal");function Zw(t,e,n,{type:r,interval:i,domain:s,range:o,reverse:a,hint:l}){return i=Rn(i,r),s===void 0&&(s=n_(n,i,t)),(r==="categorical"||r===Fs)&&(r="ordinal"),a&&(s=os(s)),s=e.domain(s).domain(),o!==void 0&&(typeof o=="function"&&(o=o(s)),e.range(o)),{type:r,domain:s,range:o,scale:e,hint:l,interval:i}}function Jw(t,e,{type:n,interval:r,domain:i,range:s,scheme:o,unknown:a,...l}){r=Rn(r,n),i===void 0&&(i=n_(e,r,t));let u;if(_t.get(t)===Ns)u=f4(e),s=s===void 0?d4(u):wt(s,Is);else if(_t.get(t)===Re&&(s===void 0&&(n==="ordinal"||n===Fs)&&(s=Ew(i,o),s!==void 0&&(o=void 0)),o===void 0&&s===void 0&&(o=n==="ordinal"?"turbo":"observable10"),o!==void 0))if(s!==void 0){let c=Ds(o),f=s[0],d=s[1]-s[0];s=({length:h})=>fe(p=>c(f+d*p),h)}else s=om(o);if(a===bu)throw new Error(`implicit unknown on ${t} scale is not supported`);return Zw(t,vu().unknown(a),e,{...l,type:n,domain:i,range:s,hint:u})}function Qw(t,e,{align:n=.5,padding:r=.5,...i}){return e_(vx().align(n).padding(r),e,i,t)}function t_(t,e,{align:n=.5,padding:r=.1,paddingInner:i=r,paddingOuter:s=t==="fx"||t==="fy"?0:r,...o}){return e_(_s().align(n).paddingInner(i).paddingOuter(s),e,o,t)}function e_(t,e,n,r){let{round:i}=n;return i!==void 0&&t.round(i=!!i),t=Zw(r,t,e,n),t.round=i,t}function n_(t,e,n){let r=new mn;for(let{value:i,domain:s}of t){if(s!==void 0)return s();if(i!==void 0)for(let o of i)r.add(o)}if(e!==void 0){let[i,s]=ne(r).map(e.floor,e);return e.range(i,e.offset(s))}if(r.size>1e4&&_t.get(n)===Ze)throw new Error(`implicit ordinal domain of ${n} scale has more than 10,000 values`);return es(r,le)}function Kw(t,e){let n;for(let{hint:r}of t){let i=r?.[e];if(i!==void 0){if(n===void 0)n=i;else if(n!==i)return}}return n}function f4(t){return{fill:Kw(t,"fill"),stroke:Kw(t,"stroke")}}function d4(t){return Jt(t.fill)?n1:e1}function oa(t,{label:e,inset:n=0,insetTop:r=n,insetRight:i=n,insetBottom:s=n,insetLeft:o=n,round:a,nice:l,clamp:u,zero:c,align:f,padding:d,projection:h,facet:{label:p=e}={},...m}={}){let b={};for(let[y,v]of t){let _=m[y],x=m4(y,v,{round:_t.get(y)===Ze?a:void 0,nice:l,clamp:u,zero:c,align:f,padding:d,projection:h,..._});if(x){let{label:S=y==="fx"||y==="fy"?p:e,percent:w,transform:$,inset:k,insetTop:T=k!==void 0?k:y==="y"?r:0,insetRight:P=k!==void 0?k:y==="x"?i:0,insetBottom:A=k!==void 0?k:y==="y"?s:0,insetLeft:R=k!==void 0?k:y==="x"?o:0}=_||{};if($==null)$=void 0;else if(typeof $!="function")throw new Error("invalid scale transform; not a function");x.percent=!!w,x.label=S===void 0?h4(v,x):S,x.transform=$,y==="x"||y==="fx"?(x.insetLeft=+R,x.insetRight=+P):(y==="y"||y==="fy")&&(x.insetTop=+T,x.insetBottom=+A),b[y]=x}}return b}function mm(t){let e={},n={scales:e};for(let[r,i]of Object.entries(t)){let{scale:s,type:o,interval:a,label:l}=i;e[r]=v4(i),n[r]=s,s.type=o,a!=null&&(s.interval=a),l!=null&&(s.label=l)}return n}function a_(t,e){let{x:n,y:r,fx:i,fy:s}=t,o=i||s?Zu(e):e;i&&r_(i,o),s&&i_(s,o);let a=i||s?gm(t,e):e;n&&r_(n,a),r&&i_(r,a)}function h4(t=[],e){let n;for(let{label:r}of t)if(r!==void 0){if(n===void 0)n=r;else if(n!==r)return}if(n!==void 0)return!Nn(e)&&e.percent&&(n=`${n} (%)`),{inferred:!0,toString:()=>n}}function l_(t){return Math.sign(er(t.domain()))*Math.sign(er(t.range()))}function Zu(t){let{marginTop:e,marginRight:n,marginBottom:r,marginLeft:i,width:s,height:o,facet:{marginTop:a,marginRight:l,marginBottom:u,marginLeft:c}}=t;return{marginTop:Math.max(e,a),marginRight:Math.max(n,l),marginBottom:Math.max(r,u),marginLeft:Math.max(i,c),width:s,height:o}}function gm({fx:t,fy:e},n){let{marginTop:r,marginRight:i,marginBottom:s,marginLeft:o,width:a,height:l}=Zu(n);return{marginTop:r,marginRight:i,marginBottom:s,marginLeft:o,width:t?t.scale.bandwidth()+o+i:a,height:e?e.scale.bandwidth()+r+s:l,facet:{width:a,height:l}}}function r_(t,e){if(t.range===void 0){let{insetLeft:n,insetRight:r}=t,{width:i,marginLeft:s=0,marginRight:o=0}=e,a=s+n,l=i-o-r;t.range=[a,Math.max(a,l)],Nn(t)||(t.range=c_(t)),t.scale.range(t.range)}u_(t)}function i_(t,e){if(t.range===void 0){let{insetTop:n,insetBottom:r}=t,{height:i,marginTop:s=0,marginBottom:o=0}=e,a=s+n,l=i-o-r;t.range=[Math.max(a,l),a],Nn(t)?t.range.reverse():t.range=c_(t),t.scale.range(t.range)}u_(t)}function u_(t){t.round===void 0&&b4(t)&&p4(t)<=30&&t.scale.round(!0)}function p4({scale:t}){let e=t.domain().length,[n,r]=t.range(),i=t.paddingInner?t.paddingInner():1,s=t.paddingOuter?t.paddingOuter():t.padding(),o=e-i,a=Math.abs(r-n)/Math.max(1,o+s*2);return(a-Math.floor(a))*o}function c_(t){let e=t.scale.domain().length+bm(t);if(!(e>2))return t.range;let[n,r]=t.range;return Array.from({length:e},(i,s)=>n+s/(e-1)*(r-n))}function m4(t,e=[],n={}){let r=g4(t,e,n);if(n.type===void 0&&n.domain===void 0&&n.range===void 0&&n.interval==null&&t!=="fx"&&t!=="fy"&&Nn({type:r})){let i=e.map(({value:s})=>s).filter(s=>s!==void 0);i.some(Dt)?$e(`Warning: some data associated with the ${t} scale are dates. Dates are typically associated with a "utc" or "time" scale rather than a "${Bs(r)}" scale. If you are using a bar mark, you probably want a rect mark with the interval option instead; if you are using a group transform, you probably want a bin transform instead. If you want to treat this data as ordinal, you can specify the interval of the ${t} scale (e.g., d3.utcDay), or you can suppress this warning by setting the type of the ${t} scale to "${Bs(r)}".`):i.some(K1)?$e(`Warning: some data associated with the ${t} scale are strings that appear to be dates (e.g., YYYY-MM-DD). If these strings represent dates, you should parse them to Date objects. Dates are typically associated with a "utc" or "time" scale rather than a "${Bs(r)}" scale. If you are using a bar mark, you probably want a rect mark with the interval option instead; if you are using a group transform, you probably want a bin transform instead. If you want to treat this data as ordinal, you can suppress this warning by setting the type of the ${t} scale to "${Bs(r)}".`):i.some(Z1)&&$e(`Warning: some data associated with the ${t} scale are strings that appear to be numbers. If these strings represent numbers, you should parse or coerce them to numbers. Numbers are typically associated with a "linear" scale rather than a "${Bs(r)}" scale. If you want to treat this data as ordinal, you can specify the interval of the ${t} scale (e.g., 1 for integers), or you can suppress this warning by setting the type of the ${t} scale to "${Bs(r)}".`)}switch(n.type=r,r){case"diverging":case"diverging-sqrt":case"diverging-pow":case"diverging-log":case"diverging-symlog":case"cyclical":case"sequential":case"linear":case"sqrt":case"threshold":case"quantile":case"pow":case"log":case"symlog":n=Ku(e,n,An);break;case"identity":switch(_t.get(t)){case Ze:n=Ku(e,n,An);break;case Ns:n=Ku(e,n,y4);break}break;case"utc":case"time":n=Ku(e,n,Vp);break}switch(r){case"diverging":return qw(t,e,n);case"diverging-sqrt":return Hw(t,e,n);case"diverging-pow":return hm(t,e,n);case"diverging-log":return Yw(t,e,n);case"diverging-symlog":return Gw(t,e,n);case"categorical":case"ordinal":case Fs:return Jw(t,e,n);case"cyclical":case"sequential":case"linear":return Iw(t,e,n);case"sqrt":return Lw(t,e,n);case"threshold":return Wu(t,e,n);case"quantile":return zw(t,e,n);case"quantize":return Fw(t,e,n);case"pow":return cm(t,e,n);case"log":return Dw(t,e,n);case"symlog":return Ow(t,e,n);case"utc":return Xw(t,e,n);case"time":return Ww(t,e,n);case"point":return Qw(t,e,n);case"band":return t_(t,e,n);case"identity":return Bw(t);case void 0:return;default:throw new Error(`unknown scale type: ${r}`)}}function Bs(t){return typeof t=="symbol"?t.description:t}function s_(t){return typeof t=="string"?`${t}`.toLowerCase():t}var o_={toString:()=>"projection"};function g4(t,e,{type:n,domain:r,range:i,scheme:s,pivot:o,projection:a}){if(n=s_(n),t==="fx"||t==="fy")return"band";(t==="x"||t==="y")&&a!=null&&(n=o_);for(let c of e){let f=s_(c.type);if(f!==void 0){if(n===void 0)n=f;else if(n!==f)throw new Error(`scale incompatible with channel: ${n} !== ${f}`)}}if(n===o_)return;if(n!==void 0)return n;if(r===void 0&&!e.some(({value:c})=>c!==void 0))return;let l=_t.get(t);if(l===mi)return"sqrt";if(l===bi||l===gi)return"linear";if(l===Ns)return"ordinal";let u=(r??i)?.length;if(u<2||u>2)return pm(l);if(r!==void 0){if(Gp(r))return pm(l);if(Dt(r))return"utc"}else{let c=e.map(({value:f})=>f).filter(f=>f!==void 0);if(c.some(Gp))return pm(l);if(c.some(Dt))return"utc"}if(l===Re){if(o!=null||Rw(s))return"diverging";if(Aw(s))return"categorical"}return"linear"}function pm(t){switch(t){case Ze:return"point";case Re:return Fs;default:return"ordinal"}}function Nn({type:t}){return t==="ordinal"||t==="point"||t==="band"||t===Fs}function bm({type:t}){return t==="threshold"}function b4({type:t}){return t==="point"||t==="band"}function fn(t){if(t===void 0)return!0;let e=t.domain(),n=t(e[0]);for(let r=1,i=e.length;r<i;++r)if(t(e[r])-n)return!1;return!0}function Ku(t,{domain:e,...n},r){for(let i of t)i.value!==void 0&&(e===void 0&&(e=i.value?.domain),i.value=r(i.value));return{domain:e===void 0?e:r(e),...n}}function y4(t){return wt(t,Is)}function f_(t){return e=>{if(!_t.has(e=`${e}`))throw new Error(`unknown scale: ${e}`);return t[e]}}function v4({scale:t,type:e,domain:n,range:r,interpolate:i,interval:s,transform:o,percent:a,pivot:l}){if(e==="identity")return{type:"identity",apply:c=>c,invert:c=>c};let u=t.unknown?t.unknown():void 0;return{type:e,domain:Sr(n),...r!==void 0&&{range:Sr(r)},...o!==void 0&&{transform:o},...a&&{percent:a},...u!==void 0&&{unknown:u},...s!==void 0&&{interval:s},...i!==void 0&&{interpolate:i},...t.clamp&&{clamp:t.clamp()},...l!==void 0&&{pivot:l,symmetric:!1},...t.base&&{base:t.base()},...t.exponent&&{exponent:t.exponent()},...t.constant&&{constant:t.constant()},...t.align&&{align:t.align(),round:t.round()},...t.padding&&(t.paddingInner?{paddingInner:t.paddingInner(),paddingOuter:t.paddingOuter()}:{padding:t.padding()}),...t.bandwidth&&{bandwidth:t.bandwidth(),step:t.step()},apply:c=>t(c),...t.invert&&{invert:c=>t.invert(c)}}}function h_(t,e){let{fx:n,fy:r}=oa(t,e),i=n?.scale.domain(),s=r?.scale.domain();return i&&s?m0(i,s).map(([o,a],l)=>({x:o,y:a,i:l})):i?i.map((o,a)=>({x:o,i:a})):s?s.map((o,a)=>({y:o,i:a})):void 0}function p_(t,{x:e,y:n}){return e&&=_m(e),n&&=_m(n),t.filter(e&&n?r=>e.has(r.x)&&n.has(r.y):e?r=>e.has(r.x):r=>n.has(r.y)).sort(e&&n?(r,i)=>e.get(r.x)-e.get(i.x)||n.get(r.y)-n.get(i.y):e?(r,i)=>e.get(r.x)-e.get(i.x):(r,i)=>n.get(r.y)-n.get(i.y))}function Qu(t,{fx:e,fy:n}){let r=me(t),i=e?.value,s=n?.value;return e&&n?Yn(r,o=>(o.fx=i[o[0]],o.fy=s[o[0]],o),o=>i[o],o=>s[o]):e?Yn(r,o=>(o.fx=i[o[0]],o),o=>i[o]):Yn(r,o=>(o.fy=s[o[0]],o),o=>s[o])}function m_(t,e,{marginTop:n,marginLeft:r}){let i=t?({x:o})=>t(o)-r:()=>0,s=e?({y:o})=>e(o)-n:()=>0;return function(o){this.tagName==="svg"?(this.setAttribute("x",i(o)),this.setAttribute("y",s(o))):this.setAttribute("transform",`translate(${i(o)},${s(o)})`)}}function g_(t){let e=[],n=new Uint32Array(en(t,r=>r.length));for(let r of t){let i=0;for(let s of t)r!==s&&(n.set(s,i),i+=s.length);e.push(n.slice(0,i))}return e}var x4=new Map([["top",ym],["right",wm],["bottom",vm],["left",xm],["top-left",Ju(ym,xm)],["top-right",Ju(ym,wm)],["bottom-left",Ju(vm,xm)],["bottom-right",Ju(vm,wm)],["top-empty",_4],["right-empty",k4],["bottom-empty",$4],["left-empty",S4],["empty",M4]]);function b_(t){if(t==null)return null;let e=x4.get(`${t}`.toLowerCase());if(e)return e;throw new Error(`invalid facet anchor: ${t}`)}var d_=new WeakMap;function _m(t){let e=d_.get(t);return e||d_.set(t,e=new Oe(wt(t,(n,r)=>[n,r]))),e}function Ar(t,e){return _m(t).get(e)}function w4(t,e,n){return e=Xe(e),n=Xe(n),t.find(r=>Object.is(Xe(r.x),e)&&Object.is(Xe(r.y),n))}function tc(t,e,n){return w4(t,e,n)?.empty}function ym(t,{y:e},{y:n}){return e?Ar(e,n)===0:!0}function vm(t,{y:e},{y:n}){return e?Ar(e,n)===e.length-1:!0}function xm(t,{x:e},{x:n}){return e?Ar(e,n)===0:!0}function wm(t,{x:e},{x:n}){return e?Ar(e,n)===e.length-1:!0}function _4(t,{y:e},{x:n,y:r,empty:i}){if(i)return!1;if(!e)return;let s=Ar(e,r);if(s>0)return tc(t,n,e[s-1])}function $4(t,{y:e},{x:n,y:r,empty:i}){if(i)return!1;if(!e)return;let s=Ar(e,r);if(s<e.length-1)return tc(t,n,e[s+1])}function S4(t,{x:e},{x:n,y:r,empty:i}){if(i)return!1;if(!e)return;let s=Ar(e,n);if(s>0)return tc(t,e[s-1],r)}function k4(t,{x:e},{x:n,y:r,empty:i}){if(i)return!1;if(!e)return;let s=Ar(e,n);if(s<e.length-1)return tc(t,e[s+1],r)}function M4(t,e,{empty:n}){return n}function Ju(t,e){return function(){return t.apply(null,arguments)&&e.apply(null,arguments)}}function ec(t,{channels:{fx:e,fy:n},groups:r}){return e&&n?t.map(({x:i,y:s})=>r.get(i)?.get(s)??[]):e?t.map(({x:i})=>r.get(i)??[]):t.map(({y:i})=>r.get(i)??[])}var y_=Math.PI,ar=2*y_,$m=.618;function v_({projection:t,inset:e=0,insetTop:n=e,insetRight:r=e,insetBottom:i=e,insetLeft:s=e}={},o){if(t==null)return;if(typeof t.stream=="function")return t;let a,l,u="frame";if(ln(t)){let S;if({type:t,domain:l,inset:S,insetTop:n=S!==void 0?S:n,insetRight:r=S!==void 0?S:r,insetBottom:i=S!==void 0?S:i,insetLeft:s=S!==void 0?S:s,clip:u=u,...a}=t,t==null)return}typeof t!="function"&&({type:t}=Sm(t));let{width:c,height:f,marginLeft:d,marginRight:h,marginTop:p,marginBottom:m}=o,b=c-d-h-s-r,y=f-p-m-n-i;if(t=t?.({width:b,height:y,clip:u,...a}),t==null)return;u=C4(u,d,p,c-h,f-m);let v=d+s,_=p+n,x;if(l!=null){let[[S,w],[$,k]]=Io(t).bounds(l),T=Math.min(b/($-S),y/(k-w));T>0?(v-=(T*(S+$)-b)/2,_-=(T*(w+k)-y)/2,x=Lo({point(P,A){this.stream.point(P*T+v,A*T+_)}})):$e("Warning: the projection could not be fit to the specified domain; using the default scale.")}return x??=v===0&&_===0?x_():Lo({point(S,w){this.stream.point(S+v,w+_)}}),{stream:S=>t.stream(x.stream(u(S)))}}function Sm(t){switch(`${t}`.toLowerCase()){case"albers-usa":return dn($v,.7463,.4673);case"albers":return nc(Cd,.7463,.4673);case"azimuthal-equal-area":return dn(Mv,4,4);case"azimuthal-equidistant":return dn(Tv,ar,ar);case"conic-conformal":return nc(Rv,ar,ar);case"conic-equal-area":return nc(No,6.1702,2.9781);case"conic-equidistant":return nc(Nv,7.312,3.6282);case"equal-earth":return dn(Lv,5.4133,2.6347);case"equirectangular":return dn(Pv,ar,y_);case"gnomonic":return dn(Ov,3.4641,3.4641);case"identity":return{type:x_};case"reflect-y":return{type:T4};case"mercator":return dn(Av,ar,ar);case"orthographic":return dn(Fv,2,2);case"stereographic":return dn(Vv,2,2);case"transverse-mercator":return dn(qv,ar,ar);default:throw new Error(`unknown projection type: ${t}`)}}function C4(t,e,n,r,i){if(t===!1||t==null||typeof t=="number")return s=>s;if(t===!0&&(t="frame"),`${t}`.toLowerCase()==="frame")return $d(e,n,r,i);throw new Error(`unknown projection clip type: ${t}`)}function dn(t,e,n){return{type:({width:r,height:i,rotate:s,precision:o=.15,clip:a})=>{let l=t();return o!=null&&l.precision?.(o),s!=null&&l.rotate?.(s),typeof a=="number"&&l.clipAngle?.(a),r!=null&&(l.scale(Math.min(r/e,i/n)),l.translate([r/2,i/2])),l},aspectRatio:n/e}}function nc(t,e,n){let{type:r,aspectRatio:i}=dn(t,e,n);return{type:s=>{let{parallels:o,domain:a,width:l,height:u}=s,c=r(s);return o!=null&&(c.parallels(o),a===void 0&&l!=null&&c.fitSize([l,u],{type:"Sphere"})),c},aspectRatio:i}}var x_=Ee({stream:t=>t}),T4=Ee(Lo({point(t,e){this.stream.point(t,-e)}}));function w_(t,e,n,r){let i=n[t],s=n[e],o=i.length,a=n[t]=new Float64Array(o).fill(NaN),l=n[e]=new Float64Array(o).fill(NaN),u,c=r.stream({point(f,d){a[u]=f,l[u]=d}});for(u=0;u<o;++u)c.point(i[u],s[u])}function __({projection:t}={}){return t==null?!1:typeof t.stream=="function"?!0:(ln(t)&&(t=t.type),t!=null)}function $_(t){if(typeof t?.stream=="function")return $m;if(ln(t)){let e,n;if({domain:e,type:t,...n}=t,e!=null&&t!=null){let r=typeof t=="string"?Sm(t).type:t,[[i,s],[o,a]]=Io(r({...n,width:100,height:100})).bounds(e),l=(a-s)/(o-i);return l&&isFinite(l)?l<.2?.2:l>5?5:l:$m}}if(t!=null){if(typeof t!="function"){let{aspectRatio:e}=Sm(t);if(e)return e}return $m}}function S_(t){let e=[],n=[],r={scale:"x",value:e},i={scale:"y",value:n},s={point(o,a){e.push(o),n.push(a)},lineStart(){},lineEnd(){},polygonStart(){},polygonEnd(){},sphere(){}};for(let o of t.value)yr(o,s);return[r,i]}function k_({x:t,y:e}){if(t||e)return t??=n=>n,e??=n=>n,Lo({point(n,r){this.stream.point(t(n),e(r))}})}function Vs(t={}){let{document:e=typeof window<"u"?window.document:void 0,clip:n}=t;return{document:e,clip:Gu(n)}}function ct(t,{document:e}){return nn(as(t).call(e.documentElement))}var rc=Symbol("unset");function ic(t){return(t.length===1?A4:E4)(t)}function A4(t){let e,n=rc;return r=>(Object.is(n,r)||(n=r,e=t(r)),e)}function E4(t){let e,n;return(...r)=>((n?.length!==r.length||n.some((i,s)=>!Object.is(i,r[s])))&&(n=r,e=t(...r)),e)}var R4=ic(t=>new Intl.NumberFormat(t)),cN=ic((t,e)=>new Intl.DateTimeFormat(t,{timeZone:"UTC",...e&&{month:e}})),fN=ic((t,e)=>new Intl.DateTimeFormat(t,{timeZone:"UTC",...e&&{weekday:e}}));function P4(t="en-US"){let e=R4(t);return n=>n!=null&&!isNaN(n)?e.format(n):void 0}function N4(t){return Du(t,"Invalid Date")}function I4(t="en-US"){let e=P4(t);return n=>(n instanceof Date?N4:typeof n=="number"?e:Ot)(n)}var In=I4();var Ht=(typeof window<"u"?window.devicePixelRatio>1:typeof it>"u")?0:.5,L4=0;function C_(){return`plot-clip-${++L4}`}function T_(t,{title:e,href:n,ariaLabel:r,ariaDescription:i,ariaHidden:s,target:o,fill:a,fillOpacity:l,stroke:u,strokeWidth:c,strokeOpacity:f,strokeLinejoin:d,strokeLinecap:h,strokeMiterlimit:p,strokeDasharray:m,strokeDashoffset:b,opacity:y,mixBlendMode:v,imageFilter:_,paintOrder:x,pointerEvents:S,shapeRendering:w,channels:$},{ariaLabel:k,fill:T="currentColor",fillOpacity:P,stroke:A="none",strokeOpacity:R,strokeWidth:B,strokeLinecap:D,strokeLinejoin:C,strokeMiterlimit:z,paintOrder:I}){T===null&&(a=null,l=null),A===null&&(u=null,f=null),Jt(T)?!Jt(A)&&(!Jt(a)||$?.fill)&&(A="none"):Jt(A)&&(!Jt(u)||$?.stroke)&&(T="none");let[W,L]=we(a,T),[F,Y]=It(l,P),[G,H]=we(u,A),[at,ut]=It(f,R),[ft,U]=It(y);pi(H)||(c===void 0&&(c=B),h===void 0&&(h=D),d===void 0&&(d=C),p===void 0&&!tw(d)&&(p=z),!pi(L)&&x===void 0&&(x=I));let[tt,N]=It(c);return T!==null&&(t.fill=Lt(L,"currentColor"),t.fillOpacity=aa(Y,1)),A!==null&&(t.stroke=Lt(H,"none"),t.strokeWidth=aa(N,1),t.strokeOpacity=aa(ut,1),t.strokeLinejoin=Lt(d,"miter"),t.strokeLinecap=Lt(h,"butt"),t.strokeMiterlimit=aa(p,4),t.strokeDasharray=Lt(m,"none"),t.strokeDashoffset=Lt(b,"0")),t.target=Ot(o),t.ariaLabel=Ot(k),t.ariaDescription=Ot(i),t.ariaHidden=Ot(s),t.opacity=aa(U,1),t.mixBlendMode=Lt(v,"normal"),t.imageFilter=Lt(_,"none"),t.paintOrder=Lt(x,"normal"),t.pointerEvents=Lt(S,"auto"),t.shapeRendering=Lt(w,"auto"),{title:{value:e,optional:!0,filter:null},href:{value:n,optional:!0,filter:null},ariaLabel:{value:r,optional:!0,filter:null},fill:{value:W,scale:"auto",optional:!0},fillOpacity:{value:F,scale:"auto",optional:!0},stroke:{value:G,scale:"auto",optional:!0},strokeOpacity:{value:at,scale:"auto",optional:!0},strokeWidth:{value:tt,optional:!0},opacity:{value:ft,scale:"auto",optional:!0}}}function D4(t,e){e&&t.filter(n=>Wo(e[n])).append("title").call(z4,e)}function O4(t,e){e&&t.filter(([n])=>Wo(e[n])).append("title").call(F4,e)}function z4(t,e){e&&t.text(n=>In(e[n]))}function F4(t,e){e&&t.text(([n])=>In(e[n]))}function Yt(t,{target:e,tip:n},{ariaLabel:r,title:i,fill:s,fillOpacity:o,stroke:a,strokeOpacity:l,strokeWidth:u,opacity:c,href:f}){r&&Z(t,"aria-label",d=>r[d]),s&&Z(t,"fill",d=>s[d]),o&&Z(t,"fill-opacity",d=>o[d]),a&&Z(t,"stroke",d=>a[d]),l&&Z(t,"stroke-opacity",d=>l[d]),u&&Z(t,"stroke-width",d=>u[d]),c&&Z(t,"opacity",d=>c[d]),f&&A_(t,d=>f[d],e),n||D4(t,i)}function sc(t,{target:e,tip:n},{ariaLabel:r,title:i,fill:s,fillOpacity:o,stroke:a,strokeOpacity:l,strokeWidth:u,opacity:c,href:f}){r&&Z(t,"aria-label",([d])=>r[d]),s&&Z(t,"fill",([d])=>s[d]),o&&Z(t,"fill-opacity",([d])=>o[d]),a&&Z(t,"stroke",([d])=>a[d]),l&&Z(t,"stroke-opacity",([d])=>l[d]),u&&Z(t,"stroke-width",([d])=>u[d]),c&&Z(t,"opacity",([d])=>c[d]),f&&A_(t,([d])=>f[d],e),n||O4(t,i)}function B4({ariaLabel:t,title:e,fill:n,fillOpacity:r,stroke:i,strokeOpacity:s,strokeWidth:o,opacity:a,href:l},{tip:u}){return[t,u?void 0:e,n,r,i,s,o,a,l].filter(c=>c!==void 0)}function V4(t,e,n){let r=Hr(t,i=>e[i]);return n===void 0&&r.size>1+t.length>>1&&$e("Warning: the implicit z channel has high cardinality. This may occur when the fill or stroke channel is associated with quantitative data rather than ordinal or categorical data. You can suppress this warning by setting the z option explicitly; if this data represents a single series, set z to null."),r.values()}function*oc(t,e,n,r){let{z:i}=n,{z:s}=r,o=B4(r,n),a=[...e,...o];for(let l of s?V4(t,s,i):[t]){let u,c;t:for(let f of l){for(let d of a)if(!We(d[f])){c&&c.push(-1);continue t}if(u===void 0){c&&(yield c),u=o.map(d=>Xe(d[f])),c=[f];continue}c.push(f);for(let d=0;d<o.length;++d)if(Xe(o[d][f])!==u[d]){yield c,u=o.map(p=>Xe(p[f])),c=[f];continue t}}c&&(yield c)}}function U4(t,e,n,r){let i,{clip:s=r.clip}=e;s==="frame"?(t=ct("svg:g",r).each(function(){this.appendChild(t.node()),t.node=()=>this}),i=H4(r,n)):s&&(i=G4(s,r)),Z(t,"aria-label",e.ariaLabel),Z(t,"aria-description",e.ariaDescription),Z(t,"aria-hidden",e.ariaHidden),Z(t,"clip-path",i)}function q4(t){let e=new WeakMap;return(n,r)=>{let i=e.get(n);if(!i){let s=C_();nn(n.ownerSVGElement).append("clipPath").attr("id",s).call(t,n,r),e.set(n,i=`url(#${s})`)}return i}}var H4=q4((t,e,n)=>{let{width:r,height:i,marginLeft:s,marginRight:o,marginTop:a,marginBottom:l}=n;t.append("rect").attr("x",s).attr("y",a).attr("width",r-o-s).attr("height",i-a-l)}),M_=new WeakMap,Y4={type:"Sphere"};function G4(t,e){let n,r;if((n=M_.get(e))||M_.set(e,n=new WeakMap),t.type==="Sphere"&&(t=Y4),!(r=n.get(t))){let i=C_();nn(e.ownerSVGElement).append("clipPath").attr("id",i).append("path").attr("d",e.path()(t)),n.set(t,r=`url(#${i})`)}return r}function Et(t,e,n,r){U4(t,e,n,r),Z(t,"class",e.className),Z(t,"fill",e.fill),Z(t,"fill-opacity",e.fillOpacity),Z(t,"stroke",e.stroke),Z(t,"stroke-width",e.strokeWidth),Z(t,"stroke-opacity",e.strokeOpacity),Z(t,"stroke-linejoin",e.strokeLinejoin),Z(t,"stroke-linecap",e.strokeLinecap),Z(t,"stroke-miterlimit",e.strokeMiterlimit),Z(t,"stroke-dasharray",e.strokeDasharray),Z(t,"stroke-dashoffset",e.strokeDashoffset),Z(t,"shape-rendering",e.shapeRendering),Z(t,"filter",e.imageFilter),Z(t,"paint-order",e.paintOrder);let{pointerEvents:i=r.pointerSticky===!1?"none":void 0}=e;Z(t,"pointer-events",i)}function Mt(t,e){j4(t,"mix-blend-mode",e.mixBlendMode),Z(t,"opacity",e.opacity)}function A_(t,e,n){t.each(function(r){let i=e(r);if(i!=null){let s=this.ownerDocument.createElementNS(mr.svg,"a");s.setAttribute("fill","inherit"),s.setAttributeNS(mr.xlink,"href",i),n!=null&&s.setAttribute("target",n),this.parentNode.insertBefore(s,this).appendChild(this)}})}function Z(t,e,n){n!=null&&t.attr(e,n)}function j4(t,e,n){n!=null&&t.style(e,n)}function Rt(t,e,{x:n,y:r},i=Ht,s=Ht){i+=e.dx,s+=e.dy,n?.bandwidth&&(i+=n.bandwidth()/2),r?.bandwidth&&(s+=r.bandwidth()/2),(i||s)&&t.attr("transform",`translate(${i},${s})`)}function Lt(t,e){if((t=Ot(t))!==e)return t}function aa(t,e){if((t=Ct(t))!==e)return t}var W4=/^-?([_a-z]|[\240-\377]|\\[0-9a-f]{1,6}(\r\n|[ \t\r\n\f])?|\\[^\r\n\f0-9a-f])([_a-z0-9-]|[\240-\377]|\\[0-9a-f]{1,6}(\r\n|[ \t\r\n\f])?|\\[^\r\n\f0-9a-f])*$/i;function Us(t){if(t===void 0)return"plot-d6a7b5";if(t=`${t}`,!W4.test(t))throw new Error(`invalid class name: ${t}`);return t}function qs(t,e){if(typeof e=="string")t.property("style",e);else if(e!=null)for(let n of t)Object.assign(n.style,e)}function Ln({frameAnchor:t},{width:e,height:n,marginTop:r,marginRight:i,marginBottom:s,marginLeft:o}){return[/left$/.test(t)?o:/right$/.test(t)?e-i:(o+e-i)/2,/^top/.test(t)?r:/^bottom/.test(t)?n-s:(r+n-s)/2]}var vt=class{constructor(e,n={},r={},i){let{facet:s="auto",facetAnchor:o,fx:a,fy:l,sort:u,dx:c=0,dy:f=0,margin:d=0,marginTop:h=d,marginRight:p=d,marginBottom:m=d,marginLeft:b=d,className:y,clip:v=i?.clip,channels:_,tip:x,render:S}=r;if(this.data=e,this.sort=kr(u)?u:null,this.initializer=rr(r).initializer,this.transform=this.initializer?r.transform:yi(r).transform,s===null||s===!1?this.facet=null:(this.facet=pe(s===!0?"include":s,"facet",["auto","include","exclude","super"]),this.fx=e===Cs&&typeof a=="string"?[a]:a,this.fy=e===Cs&&typeof l=="string"?[l]:l),this.facetAnchor=b_(o),n=jp(n),_!==void 0&&(n={...X4(_),...n}),i!==void 0&&(n={...T_(this,r,i),...n}),this.channels=Object.fromEntries(Object.entries(n).map(([w,$])=>{if(As($.value)){let{value:k,label:T=$.label,scale:P=$.scale}=$.value;$={...$,label:T,scale:P,value:k}}if(e===Cs&&typeof $.value=="string"){let{value:k}=$;$={...$,value:[k]}}return[w,$]}).filter(([w,{value:$,optional:k}])=>{if($!=null)return!0;if(k)return!1;throw new Error(`missing channel value: ${w}`)})),this.dx=+c,this.dy=+f,this.marginTop=+h,this.marginRight=+p,this.marginBottom=+m,this.marginLeft=+b,this.clip=Gu(v),this.tip=K4(x),this.className=Ot(y),this.facet==="super"){if(a||l)throw new Error("super-faceting cannot use fx or fy");for(let w in this.channels){let{scale:$}=n[w];if(!($!=="x"&&$!=="y"))throw new Error("super-faceting cannot use x or y")}}S!=null&&(this.render=Mm(S,this.render))}initialize(e,n,r){let i=nr(this.data);e===void 0&&i!=null&&(e=[me(i)]);let s=e;this.transform!=null&&({facets:e,data:i}=this.transform(i,e,r),i=nr(i)),e!==void 0&&(e.original=s);let o=vw(this.channels,i);return this.sort!=null&&ww(i,e,o,n,this.sort),{data:i,facets:e,channels:o}}filter(e,n,r){for(let i in n){let{filter:s=We}=n[i];if(s!==null){let o=r[i];e=e.filter(a=>s(o[a]))}}return e}project(e,n,r){for(let i in e)if(e[i].scale==="x"&&/^x|x$/.test(i)){let s=i.replace(/^x|x$/,"y");s in e&&e[s].scale==="y"&&w_(i,s,n,r.projection)}}scale(e,n,r){let i=xw(e,n);return r.projection&&this.project(e,i,r),i}};function km(...t){return t.plot=vt.prototype.plot,t}function Mm(t,e){if(t==null)return e===null?void 0:e;if(e==null)return t===null?void 0:t;if(typeof t!="function")throw new TypeError(`invalid render transform: ${t}`);if(typeof e!="function")throw new TypeError(`invalid render transform: ${e}`);return function(n,r,i,s,o,a){return t.call(this,n,r,i,s,o,(l,u,c,f,d)=>e.call(this,l,u,c,f,d,a))}}function X4(t){return Object.fromEntries(Object.entries(jp(t)).map(([e,n])=>(n=typeof n=="string"?{value:n,label:e}:Pn(n),n.filter===void 0&&n.scale==null&&(n={...n,filter:null}),[e,n])))}function K4(t){return t===!0?"xy":t===!1||t==null?null:typeof t=="string"?pe(t,"tip",["x","y","xy"]):t}function vi(t,e){return t?.tip===!0?{...t,tip:e}:ln(t?.tip)&&t.tip.pointer===void 0?{...t,tip:{...t.tip,pointer:e}}:t}function R_(t,e,n={}){let r=.5-Ht,i=.5+Ht,s=.5+Ht,o=.5-Ht;for(let{marginTop:m,marginRight:b,marginBottom:y,marginLeft:v}of e)m>r&&(r=m),b>i&&(i=b),y>s&&(s=y),v>o&&(o=v);let{margin:a,marginTop:l=a!==void 0?a:r,marginRight:u=a!==void 0?a:i,marginBottom:c=a!==void 0?a:s,marginLeft:f=a!==void 0?a:o}=n;l=+l,u=+u,c=+c,f=+f;let{width:d=640,height:h=Z4(t,n,{width:d,marginTopDefault:r,marginRightDefault:i,marginBottomDefault:s,marginLeftDefault:o})+Math.max(0,l-r+c-s)}=n;d=+d,h=+h;let p={width:d,height:h,marginTop:l,marginRight:u,marginBottom:c,marginLeft:f};if(t.fx||t.fy){let{margin:m,marginTop:b=m!==void 0?m:l,marginRight:y=m!==void 0?m:u,marginBottom:v=m!==void 0?m:c,marginLeft:_=m!==void 0?m:f}=n.facet??{};b=+b,y=+y,v=+v,_=+_,p.facet={marginTop:b,marginRight:y,marginBottom:v,marginLeft:_}}return p}function Z4({x:t,y:e,fy:n,fx:r},{projection:i,aspectRatio:s},{width:o,marginTopDefault:a,marginRightDefault:l,marginBottomDefault:u,marginLeftDefault:c}){let f=n&&n.scale.domain().length||1,d=$_(i);if(d){let p=r?r.scale.domain().length:1,m=(1.1*f-.1)/(1.1*p-.1)*d,b=Math.max(.1,Math.min(10,m));return Math.round((o-c-l)*b+a+u)}let h=e?Nn(e)?e.scale.domain().length||1:Math.max(7,17/f):1;if(s!=null){if(s=+s,!(isFinite(s)&&s>0))throw new Error(`invalid aspectRatio: ${s}`);let p=E_("y",e)/(E_("x",t)*s),m=r?r.scale.bandwidth():1,b=n?n.scale.bandwidth():1,y=m*(o-c-l)-t.insetLeft-t.insetRight;return(p*y+e.insetTop+e.insetBottom)/b+a+u}return!!(e||n)*Math.max(1,Math.min(60,h*f))*20+!!r*30+60}function E_(t,e){if(!e)throw new Error(`aspectRatio requires ${t} scale`);let{type:n,domain:r}=e,i;switch(n){case"linear":case"utc":case"time":i=Number;break;case"pow":{let a=e.scale.exponent();i=l=>Math.pow(l,a);break}case"log":i=Math.log;break;case"point":case"band":return r.length;default:throw new Error(`unsupported ${t} scale for aspectRatio: ${n}`)}let[s,o]=ne(r);return Math.abs(i(o)-i(s))}var P_=new WeakMap;function Cm(t,e,{x:n,y:r,px:i,py:s,maxRadius:o=40,channels:a,render:l,...u}={}){return o=+o,i!=null&&(n??=null,a={...a,px:{value:i,scale:"x"}}),s!=null&&(r??=null,a={...a,py:{value:s,scale:"y"}}),{x:n,y:r,channels:a,...u,render:Mm(function(c,f,d,h,p,m){p={...p,pointerSticky:!1};let b=p.ownerSVGElement,{data:y}=p.getMarkState(this),v=P_.get(b);v||P_.set(b,v={sticky:!1,roots:[],renders:[]});let _=v.renders.push(H)-1,{x,y:S,fx:w,fy:$}=f,k=w?w(c.fx)-h.marginLeft:0,T=$?$(c.fy)-h.marginTop:0;x?.bandwidth&&(k+=x.bandwidth()/2),S?.bandwidth&&(T+=S.bandwidth()/2);let P=c.fi!=null,A;if(P){let U=v.facetStates;U||(v.facetStates=U=new Map),A=U.get(this),A||U.set(this,A=new Map)}let[R,B]=Ln(this,h),{px:D,py:C}=d,z=D?U=>D[U]:Am(d,R),I=C?U=>C[U]:Em(d,B),W,L,F,Y;function G(U,tt){if(P)if(Y&&(Y=cancelAnimationFrame(Y)),U==null)A.delete(c.fi);else{A.set(c.fi,tt),Y=requestAnimationFrame(()=>{Y=null;for(let[N,V]of A)if(V<tt||V===tt&&N<c.fi){U=null;break}H(U)});return}H(U)}function H(U){if(W===U&&F===v.sticky)return;W=U,F=p.pointerSticky=v.sticky;let tt=W==null?[]:[W];P&&(tt.fx=c.fx,tt.fy=c.fy,tt.fi=c.fi);let N=m(tt,f,d,h,p);if(L){if(P){let V=L.parentNode,j=L.getAttribute("transform"),E=N.getAttribute("transform");j?N.setAttribute("transform",j):N.removeAttribute("transform"),E?V.setAttribute("transform",E):V.removeAttribute("transform"),N.removeAttribute("aria-label"),N.removeAttribute("aria-description"),N.removeAttribute("aria-hidden")}L.replaceWith(N)}if(v.roots[_]=L=N,!(W==null&&A?.size>1)){let V=W==null?null:on(y)?y[W]:y.get(W);p.dispatchValue(V)}return N}function at(U){if(v.sticky||U.pointerType==="mouse"&&U.buttons===1)return;let[tt,N]=H0(U);tt-=k,N-=T;let V=tt<h.marginLeft||tt>h.width-h.marginRight?1:t,j=N<h.marginTop||N>h.height-h.marginBottom?1:e,E=null,dt=o*o;for(let K of c){let mt=V*(z(K)-tt),St=j*(I(K)-N),re=mt*mt+St*St;re<=dt&&(E=K,dt=re)}if(E!=null&&(t!==1||e!==1)){let K=z(E)-tt,mt=I(E)-N;dt=K*K+mt*mt}G(E,dt)}function ut(U){U.pointerType==="mouse"&&W!=null&&(v.sticky&&v.roots.some(tt=>tt?.contains(U.target))||(v.sticky?(v.sticky=!1,v.renders.forEach(tt=>tt(null))):(v.sticky=!0,H(W)),U.stopImmediatePropagation()))}function ft(U){U.pointerType==="mouse"&&(v.sticky||G(null))}return b.addEventListener("pointerenter",at),b.addEventListener("pointermove",at),b.addEventListener("pointerdown",ut),b.addEventListener("pointerleave",ft),H(null)},l)}}function N_(t){return Cm(1,1,t)}function I_(t){return Cm(1,.01,t)}function Tm(t){return Cm(.01,1,t)}function Am({x1:t,x2:e,x:n=t},r){return t&&e?i=>(t[i]+e[i])/2:n?i=>n[i]:()=>r}function Em({y1:t,y2:e,y:n=t},r){return t&&e?i=>(t[i]+e[i])/2:n?i=>n[i]:()=>r}function ac(t){return Nn(t)&&t.interval===void 0?void 0:"tabular-nums"}function L_(t,e){let{label:n=t.label,tickSize:r=6,width:i=240,height:s=44+r,marginTop:o=18,marginRight:a=0,marginBottom:l=16+r,marginLeft:u=0,style:c,ticks:f=(i-u-a)/64,tickFormat:d,fontVariant:h=ac(t),round:p=!0,opacity:m,className:b}=e,y=Vs(e);b=Us(b),m=It(m)[1],d===null&&(d=()=>null);let v=ct("svg",y).attr("class",`${b}-ramp`).attr("font-family","system-ui, sans-serif").attr("font-size",10).attr("width",i).attr("height",s).attr("viewBox",`0 0 ${i} ${s}`).call(R=>R.append("style").text(`:where(.${b}-ramp) {
  display: block;
  height: auto;
  height: intrinsic;
  max-width: 100%;
  overflow: visible;
}
:where(.${b}-ramp text) {
  white-space: pre;
}`)).call(qs,c),_=R=>R.selectAll(".tick line").attr("y1",o+l-s),x,S=p?(R,B)=>R.rangeRound(B):(R,B)=>R.range(B),{type:w,domain:$,range:k,interpolate:T,scale:P,pivot:A}=t;if(T){let R=k===void 0?T:br(T.length===1?sa(T):T,k);x=S(P.copy(),fe(Vt(u,i-a),Math.min($.length+(A!==void 0),k===void 0?1/0:k.length)));let B=256,D=y.document.createElement("canvas");D.width=B,D.height=1;let C=D.getContext("2d");for(let z=0,I=B-1;z<B;++z)C.fillStyle=R(z/I),C.fillRect(z,0,1,1);v.append("image").attr("opacity",m).attr("x",u).attr("y",o).attr("width",i-u-a).attr("height",s-o-l).attr("preserveAspectRatio","none").attr("xlink:href",D.toDataURL())}else if(w==="threshold"){let R=$,B=d===void 0?D=>D:typeof d=="string"?vn(d):d;x=S(Ho().domain([-1,k.length-1]),[u,i-a]),v.append("g").attr("fill-opacity",m).selectAll().data(k).enter().append("rect").attr("x",(D,C)=>x(C-1)).attr("y",o).attr("width",(D,C)=>x(C)-x(C-1)).attr("height",s-o-l).attr("fill",D=>D),f=wt(R,(D,C)=>C),d=D=>B(R[D],D)}else x=S(_s().domain($),[u,i-a]),v.append("g").attr("fill-opacity",m).selectAll().data($).enter().append("rect").attr("x",x).attr("y",o).attr("width",Math.max(0,x.bandwidth()-1)).attr("height",s-o-l).attr("fill",P),_=()=>{};return v.append("g").attr("transform",`translate(0,${s-l})`).call(P0(x).ticks(Array.isArray(f)?null:f,typeof d=="string"?d:void 0).tickFormat(typeof d=="function"?d:void 0).tickSize(r).tickValues(Array.isArray(f)?f:null)).attr("font-size",null).attr("font-family",null).attr("font-variant",Lt(h,"normal")).call(_).call(R=>R.select(".domain").remove()),n!==void 0&&v.append("text").attr("x",u).attr("y",o-6).attr("fill","currentColor").attr("font-weight","bold").text(n),v.node()}var Rm=Math.PI/180;function xi(t,{marker:e,markerStart:n=e,markerMid:r=e,markerEnd:i=e}={}){t.markerStart=Pm(n),t.markerMid=Pm(r),t.markerEnd=Pm(i)}function Pm(t){if(t==null||t===!1)return null;if(t===!0)return O_;if(typeof t=="function")return t;switch(`${t}`.toLowerCase()){case"none":return null;case"arrow":return D_("auto");case"arrow-reverse":return D_("auto-start-reverse");case"dot":return J4;case"circle":case"circle-fill":return O_;case"circle-stroke":return Q4;case"tick":return Nm("auto");case"tick-x":return Nm(90);case"tick-y":return Nm(0)}throw new Error(`invalid marker: ${t}`)}function D_(t){return(e,n)=>ct("svg:marker",n).attr("viewBox","-5 -5 10 10").attr("markerWidth",6.67).attr("markerHeight",6.67).attr("orient",t).attr("fill","none").attr("stroke",e).attr("stroke-width",1.5).attr("stroke-linecap","round").attr("stroke-linejoin","round").call(r=>r.append("path").attr("d","M-1.5,-3l3,3l-3,3")).node()}function J4(t,e){return ct("svg:marker",e).attr("viewBox","-5 -5 10 10").attr("markerWidth",6.67).attr("markerHeight",6.67).attr("fill",t).attr("stroke","none").call(n=>n.append("circle").attr("r",2.5)).node()}function O_(t,e){return ct("svg:marker",e).attr("viewBox","-5 -5 10 10").attr("markerWidth",6.67).attr("markerHeight",6.67).attr("fill",t).attr("stroke","var(--plot-background)").attr("stroke-width",1.5).call(n=>n.append("circle").attr("r",3)).node()}function Q4(t,e){return ct("svg:marker",e).attr("viewBox","-5 -5 10 10").attr("markerWidth",6.67).attr("markerHeight",6.67).attr("fill","var(--plot-background)").attr("stroke",t).attr("stroke-width",1.5).call(n=>n.append("circle").attr("r",3)).node()}function Nm(t){return(e,n)=>ct("svg:marker",n).attr("viewBox","-3 -3 6 6").attr("markerWidth",6).attr("markerHeight",6).attr("orient",t).attr("stroke",e).call(r=>r.append("path").attr("d","M0,-3v6")).node()}var t8=0;function la(t,e,{stroke:n},r){return B_(t,e,n&&(i=>n[i]),null,r)}function z_(t,e,{stroke:n,z:r},i){return B_(t,e,n&&(([s])=>n[s]),r,i)}var Im=1,F_=2;function e8(t,e){let n=new Uint8Array(e.length),r=t.data().filter(s=>s.length>1),i=r.length;for(let s=0,o=rc;s<i;++s){let a=r[s];if(a.length>1){let l=a[0];o!==(o=Xe(e[l]))&&(n[l]|=Im)}}for(let s=i-1,o=rc;s>=0;--s){let a=r[s];if(a.length>1){let l=a[0];o!==(o=Xe(e[l]))&&(n[l]|=F_)}}return([s])=>n[s]}function B_(t,{markerStart:e,markerMid:n,markerEnd:r,stroke:i},s=()=>i,o,a){if(!e&&!n&&!r)return;let l=new Map,u=o&&e8(t,o);function c(f,d,h){return function(p){if(h&&!h(p))return;let m=s(p),b=l.get(d);b||l.set(d,b=new Map);let y=b.get(m);if(!y){let v=this.parentNode.insertBefore(d(m,a),this),_=`plot-marker-${++t8}`;v.setAttribute("id",_),b.set(m,y=`url(#${_})`)}this.setAttribute(f,y)}}e&&t.each(c("marker-start",e,u&&(f=>u(f)&Im))),n&&u&&t.each(c("marker-start",n,f=>!(u(f)&Im))),n&&t.each(c("marker-mid",n)),r&&t.each(c("marker-end",r,u&&(f=>u(f)&F_)))}function Hs({inset:t,insetLeft:e,insetRight:n,...r}={}){return[e,n]=V_(t,e,n),{inset:t,insetLeft:e,insetRight:n,...r}}function lc({inset:t,insetTop:e,insetBottom:n,...r}={}){return[e,n]=V_(t,e,n),{inset:t,insetTop:e,insetBottom:n,...r}}function V_(t,e,n){return t===void 0&&e===void 0&&n===void 0?Ht?[1,0]:[.5,.5]:[e,n]}function U_(t,{interval:e}){return t={...Pn(t)},t.interval=Uu(t.interval===void 0?e:t.interval),t}function Lm(t,e,n,r){let{[t]:i,[`${t}1`]:s,[`${t}2`]:o}=n,{value:a,interval:l}=U_(i,n);if(a==null||l==null&&!r)return n;let u=cn(i);if(l==null){let h,p={transform:m=>h||(h=kt(m,a)),label:u};return{...n,[t]:void 0,[`${t}1`]:s===void 0?p:s,[`${t}2`]:o===void 0&&!(s===o&&r)?p:o}}let c,f;function d(h){return f!==void 0&&h===c?f:f=wt(kt(c=h,a),p=>l.floor(p))}return e({...n,[t]:void 0,[`${t}1`]:s===void 0?{transform:d,label:u}:s,[`${t}2`]:o===void 0?{transform:h=>d(h).map(p=>l.offset(p)),label:u}:o})}function q_(t,e,n){let{[t]:r}=n,{value:i,interval:s}=U_(r,n);return i==null||s==null?n:e({...n,[t]:{label:cn(r),transform:o=>{let a=wt(kt(o,i),u=>s.floor(u)),l=a.map(u=>s.offset(u));return a.map(Dt(a)?(u,c)=>u==null||isNaN(u=+u)||(c=l[c],c==null)||isNaN(c=+c)?void 0:new Date((u+c)/2):(u,c)=>u==null||(c=l[c],c==null)?NaN:(+u+ +c)/2)}}})}function H_(t={}){return Lm("x",Hs,t,!0)}function Dm(t={}){return Lm("x",Hs,t)}function uc(t={}){return Lm("y",lc,t)}function Y_(t={}){return q_("x",Hs,t)}function G_(t={}){return q_("y",lc,t)}var j_={ariaLabel:"rule",fill:null,stroke:"currentColor"},cc=class extends vt{constructor(e,n={}){let{x:r,y1:i,y2:s,inset:o=0,insetTop:a=o,insetBottom:l=o}=n;super(e,{x:{value:r,scale:"x",optional:!0},y1:{value:i,scale:"y",optional:!0},y2:{value:s,scale:"y",optional:!0}},vi(n,"x"),j_),this.insetTop=Ct(a),this.insetBottom=Ct(l),xi(this,n)}render(e,n,r,i,s){let{x:o,y:a}=n,{x:l,y1:u,y2:c}=r,{width:f,height:d,marginTop:h,marginRight:p,marginLeft:m,marginBottom:b}=i,{insetTop:y,insetBottom:v}=this;return ct("svg:g",s).call(Et,this,i,s).call(Rt,this,{x:l&&o},Ht,0).call(_=>_.selectAll().data(e).enter().append("line").call(Mt,this).attr("x1",l?x=>l[x]:(m+f-p)/2).attr("x2",l?x=>l[x]:(m+f-p)/2).attr("y1",u&&!fn(a)?x=>u[x]+y:h+y).attr("y2",c&&!fn(a)?a.bandwidth?x=>c[x]+a.bandwidth()-v:x=>c[x]-v:d-b-v).call(Yt,this,r).call(la,this,r,s)).node()}},fc=class extends vt{constructor(e,n={}){let{x1:r,x2:i,y:s,inset:o=0,insetRight:a=o,insetLeft:l=o}=n;super(e,{y:{value:s,scale:"y",optional:!0},x1:{value:r,scale:"x",optional:!0},x2:{value:i,scale:"x",optional:!0}},vi(n,"y"),j_),this.insetRight=Ct(a),this.insetLeft=Ct(l),xi(this,n)}render(e,n,r,i,s){let{x:o,y:a}=n,{y:l,x1:u,x2:c}=r,{width:f,height:d,marginTop:h,marginRight:p,marginLeft:m,marginBottom:b}=i,{insetLeft:y,insetRight:v}=this;return ct("svg:g",s).call(Et,this,i,s).call(Rt,this,{y:l&&a},0,Ht).call(_=>_.selectAll().data(e).enter().append("line").call(Mt,this).attr("x1",u&&!fn(o)?x=>u[x]+y:m+y).attr("x2",c&&!fn(o)?o.bandwidth?x=>c[x]+o.bandwidth()-v:x=>c[x]-v:f-p-v).attr("y1",l?x=>l[x]:(h+d-b)/2).attr("y2",l?x=>l[x]:(h+d-b)/2).call(Yt,this,r).call(la,this,r,s)).node()}};function Se(t,e){let{x:n=yt,y:r,y1:i,y2:s,...o}=uc(e);return[i,s]=W_(r,i,s),new cc(t,{...o,x:n,y1:i,y2:s})}function Pe(t,e){let{y:n=yt,x:r,x1:i,x2:s,...o}=Dm(e);return[i,s]=W_(r,i,s),new fc(t,{...o,y:n,x1:i,x2:s})}function W_(t,e,n){if(t==null){if(e===void 0){if(n!==void 0)return[0,n]}else if(n===void 0)return[0,e]}else{if(e===void 0)return n===void 0?[0,t]:[t,n];if(n===void 0)return[t,e]}return[e,n]}function Ys(t,...e){let n=e.length;for(let r=0,i=!0;r<n;++r)typeof e[r]!="function"&&(i&&(t=t.slice(),i=!1),t.splice(r,2,t[r]+e[r]+t[r+1]),e.splice(r,1),--r,--n);return r=>{let i=t[0];for(let s=0;s<n;++s)i+=e[s](r)+t[s+1];return i}}var n8={ariaLabel:"text",strokeLinejoin:"round",strokeWidth:3,paintOrder:"stroke"},Q_="\xAD",ua=class extends vt{constructor(e,n={}){let{x:r,y:i,text:s=_e(e)&&qu(e)?yt:an,frameAnchor:o,textAnchor:a=/right$/i.test(o)?"end":/left$/i.test(o)?"start":"middle",lineAnchor:l=/^top/i.test(o)?"top":/^bottom/i.test(o)?"bottom":"middle",lineHeight:u=1,lineWidth:c=1/0,textOverflow:f,monospace:d,fontFamily:h=d?"ui-monospace, monospace":void 0,fontSize:p,fontStyle:m,fontVariant:b,fontWeight:y,rotate:v}=n,[_,x]=It(v,0),[S,w]=o8(p);if(super(e,{x:{value:r,scale:"x",optional:!0},y:{value:i,scale:"y",optional:!0},fontSize:{value:S,optional:!0},rotate:{value:X1(_),optional:!0},text:{value:s,filter:Wo,optional:!0}},n,n8),this.rotate=x,this.textAnchor=Lt(a,"middle"),this.lineAnchor=pe(l,"lineAnchor",["top","middle","bottom"]),this.lineHeight=+u,this.lineWidth=+c,this.textOverflow=zm(f),this.monospace=!!d,this.fontFamily=Ot(h),this.fontSize=w,this.fontStyle=Ot(m),this.fontVariant=Ot(b),this.fontWeight=Ot(y),this.frameAnchor=Tr(o),!(this.lineWidth>=0))throw new Error(`invalid lineWidth: ${c}`);this.splitLines=Vm(this),this.clipLine=Um(this)}render(e,n,r,i,s){let{x:o,y:a}=n,{x:l,y:u,rotate:c,text:f,title:d,fontSize:h}=r,{rotate:p}=this,[m,b]=Ln(this,i);return ct("svg:g",s).call(Et,this,i,s).call(Bm,this,f,i).call(Rt,this,{x:l&&o,y:u&&a}).call(y=>y.selectAll().data(e).enter().append("text").call(Mt,this).call(r8,this,f,d).attr("transform",Ys`translate(${l?v=>l[v]:m},${u?v=>u[v]:b})${c?v=>` rotate(${c[v]})`:p?` rotate(${p})`:""}`).call(Z,"font-size",h&&(v=>h[v])).call(Yt,this,r)).node()}};function zm(t){return t==null?null:pe(t,"textOverflow",["clip","ellipsis","clip-start","clip-end","ellipsis-start","ellipsis-middle","ellipsis-end"]).replace(/^(clip|ellipsis)$/,"$1-end")}function r8(t,e,n,r){if(!n)return;let{lineAnchor:i,lineHeight:s,textOverflow:o,splitLines:a,clipLine:l}=e;t.each(function(u){let c=a(In(n[u])??"").map(l),f=c.length,d=i==="top"?.71:i==="bottom"?1-f:(164-f*100)/200;if(f>1){let h=0;for(let p=0;p<f;++p){if(++h,!c[p])continue;let m=this.ownerDocument.createElementNS(mr.svg,"tspan");m.setAttribute("x",0),p===h-1?m.setAttribute("y",`${(d+p)*s}em`):m.setAttribute("dy",`${h*s}em`),m.textContent=c[p],this.appendChild(m),h=0}}else d&&this.setAttribute("y",`${d*s}em`),this.textContent=c[0];if(o&&!r&&c[0]!==n[u]){let h=this.ownerDocument.createElementNS(mr.svg,"title");h.textContent=n[u],this.appendChild(h)}})}function Fm(t,{x:e,y:n,...r}={}){return r.frameAnchor===void 0&&([e,n]=un(e,n)),new ua(t,{...r,x:e,y:n})}function t2(t,{x:e=yt,...n}={}){return new ua(t,G_({...n,x:e}))}function e2(t,{y:e=yt,...n}={}){return new ua(t,Y_({...n,y:e}))}function Bm(t,e,n){Z(t,"text-anchor",e.textAnchor),Z(t,"font-family",e.fontFamily),Z(t,"font-size",e.fontSize),Z(t,"font-style",e.fontStyle),Z(t,"font-variant",e.fontVariant===void 0?i8(n):e.fontVariant),Z(t,"font-weight",e.fontWeight)}function i8(t){return t&&(J1(t)||Dt(t))?"tabular-nums":void 0}var s8=new Set(["inherit","initial","revert","unset","xx-small","x-small","small","medium","large","x-large","xx-large","xxx-large","larger","smaller"]);function o8(t){return t==null||typeof t=="number"?[void 0,t]:typeof t!="string"?[t,void 0]:(t=t.trim().toLowerCase(),s8.has(t)||/^[+-]?\d*\.?\d+(e[+-]?\d+)?(\w*|%)$/.test(t)?[void 0,t]:[t,void 0])}function a8(t,e,n){let r=[],i,s=0;for(let[o,a,l]of l8(t)){if(i===void 0&&(i=o),s>i&&n(t,i,a)>e&&(r.push(t.slice(i,s)+(t[s-1]===Q_?"-":"")),i=o),l){r.push(t.slice(i,a)),i=void 0;continue}s=a}return r}function*l8(t){let e=0,n=0,r=t.length;for(;n<r;){let i=1;switch(t[n]){case Q_:case"-":++n,yield[e,n,!1],e=n;break;case" ":for(yield[e,n,!1];t[++n]===" ";);e=n;break;case"\r":t[n+1]===`
`&&++i;case`
`:yield[e,n,!0],n+=i,e=n;break;default:++n;break}}yield[e,n,!0]}var X_={a:56,b:63,c:57,d:63,e:58,f:37,g:62,h:60,i:26,j:26,k:55,l:26,m:88,n:60,o:60,p:62,q:62,r:39,s:54,t:38,u:60,v:55,w:79,x:54,y:55,z:55,A:69,B:67,C:73,D:74,E:61,F:58,G:76,H:75,I:28,J:55,K:67,L:58,M:89,N:75,O:78,P:65,Q:78,R:67,S:65,T:65,U:75,V:69,W:98,X:69,Y:67,Z:67,0:64,1:48,2:62,3:64,4:66,5:63,6:65,7:58,8:65,9:65," ":29,"!":32,'"':49,"'":31,"(":39,")":39,",":31,"-":48,".":31,"/":32,":":31,";":31,"?":52,"\u2018":31,"\u2019":31,"\u201C":47,"\u201D":47,"\u2026":82};function dc(t,e=0,n=t.length){let r=0;for(let i=e;i<n;i=Gs(t,i))r+=X_[t[i]]??(r2(t,i)?120:X_.e);return r}function hc(t,e=0,n=t.length){let r=0;for(let i=e;i<n;i=Gs(t,i))r+=r2(t,i)?126:63;return r}function Vm({monospace:t,lineWidth:e,textOverflow:n}){if(n!=null||e==1/0)return s=>s.split(/\r\n?|\n/g);let r=t?hc:dc,i=e*100;return s=>a8(s,i,r)}function Um({monospace:t,lineWidth:e,textOverflow:n}){if(n==null||e==1/0)return s=>s;let r=t?hc:dc,i=e*100;switch(n){case"clip-start":return s=>Z_(s,i,r,"");case"clip-end":return s=>K_(s,i,r,"");case"ellipsis-start":return s=>Z_(s,i,r,wi);case"ellipsis-middle":return s=>u8(s,i,r,wi);case"ellipsis-end":return s=>K_(s,i,r,wi)}}var wi="\u2026";function _i(t,e,n,r){let i=[],s=0;for(let o=0,a=0,l=t.length;o<l;o=a){a=Gs(t,o);let u=n(t,o,a);if(s+u>e){for(s+=r;s>e&&o>0;)a=o,o=i.pop(),s-=n(t,o,a);return[o,e-s]}s+=u,i.push(o)}return[-1,0]}function K_(t,e,n,r){t=t.trim();let i=n(r),[s]=_i(t,e,n,i);return s<0?t:t.slice(0,s).trimEnd()+r}function u8(t,e,n,r){t=t.trim();let i=n(t);if(i<=e)return t;let s=n(r)/2,[o,a]=_i(t,e/2,n,s),[l]=_i(t,i-e/2-a+s,n,-s);return l<0?r:t.slice(0,o).trimEnd()+r+t.slice(Gs(t,l)).trimStart()}function Z_(t,e,n,r){t=t.trim();let i=n(t);if(i<=e)return t;let s=n(r),[o]=_i(t,i-e+s,n,-s);return o<0?r:r+t.slice(Gs(t,o)).trimStart()}var Om=/[\p{Combining_Mark}\p{Emoji_Modifier}]+/uy,J_=new RegExp("\\p{Extended_Pictographic}","uy");function Gs(t,e){return e+=c8(t,e)?2:1,d8(t,e)&&(e=Om.lastIndex),f8(t,e)?Gs(t,e+1):e}function n2(t,e){return t.charCodeAt(e)<128}function c8(t,e){let n=t.charCodeAt(e);if(n>=55296&&n<56320){let r=t.charCodeAt(e+1);return r>=56320&&r<57344}return!1}function f8(t,e){return t.charCodeAt(e)===8205}function d8(t,e){return n2(t,e)?!1:(Om.lastIndex=e,Om.test(t))}function r2(t,e){return n2(t,e)?!1:(J_.lastIndex=e,J_.test(t))}var h8={ariaLabel:"vector",fill:"none",stroke:"currentColor",strokeWidth:1.5,strokeLinejoin:"round",strokeLinecap:"round"},i2=3.5,p8=i2*5,s2={draw(t,e,n){let r=e*n/p8;t.moveTo(0,0),t.lineTo(0,-e),t.moveTo(-r,r-e),t.lineTo(0,-e),t.lineTo(r,r-e)}},m8={draw(t,e,n){t.moveTo(-n,0),t.lineTo(0,-e),t.lineTo(n,0)}},g8=new Map([["arrow",s2],["spike",m8]]);function b8(t){return t&&typeof t.draw=="function"}function y8(t){if(b8(t))return t;let e=g8.get(`${t}`.toLowerCase());if(e)return e;throw new Error(`invalid shape: ${t}`)}var pc=class extends vt{constructor(e,n={}){let{x:r,y:i,r:s=i2,length:o,rotate:a,shape:l=s2,anchor:u="middle",frameAnchor:c}=n,[f,d]=It(o,12),[h,p]=It(a,0);super(e,{x:{value:r,scale:"x",optional:!0},y:{value:i,scale:"y",optional:!0},length:{value:f,scale:"length",optional:!0},rotate:{value:h,optional:!0}},n,h8),this.r=+s,this.length=d,this.rotate=p,this.shape=y8(l),this.anchor=pe(u,"anchor",["start","middle","end"]),this.frameAnchor=Tr(c)}render(e,n,r,i,s){let{x:o,y:a}=n,{x:l,y:u,length:c,rotate:f}=r,{length:d,rotate:h,anchor:p,shape:m,r:b}=this,[y,v]=Ln(this,i);return ct("svg:g",s).call(Et,this,i,s).call(Rt,this,{x:l&&o,y:u&&a}).call(_=>_.selectAll().data(e).enter().append("path").call(Mt,this).attr("transform",Ys`translate(${l?x=>l[x]:y},${u?x=>u[x]:v})${f?x=>` rotate(${f[x]})`:h?` rotate(${h})`:""}${p==="start"?"":p==="end"?c?x=>` translate(0,${c[x]})`:` translate(0,${d})`:c?x=>` translate(0,${c[x]/2})`:` translate(0,${d/2})`}`).attr("d",c?x=>{let S=yn();return m.draw(S,c[x],b),S}:(()=>{let x=yn();return m.draw(x,d,b),x})()).call(Yt,this,r)).node()}};function o2(t,e={}){let{x:n=yt,...r}=e;return new pc(t,{...r,x:n})}function a2(t,e={}){let{y:n=yt,...r}=e;return new pc(t,{...r,y:n})}function Er(t,e){return arguments.length<2&&!_e(t)&&(e=t,t=null),e===void 0&&(e={}),[t,e]}function mc({anchor:t}={},e){return t===void 0?e[0]:pe(t,"anchor",e)}function l2(t){return mc(t,["left","right"])}function u2(t){return mc(t,["right","left"])}function c2(t){return mc(t,["bottom","top"])}function f2(t){return mc(t,["top","bottom"])}function Hm(){let[t,e]=Er(...arguments);return p2("y",l2(e),t,e)}function d2(){let[t,e]=Er(...arguments);return p2("fy",u2(e),t,e)}function Ym(){let[t,e]=Er(...arguments);return m2("x",c2(e),t,e)}function h2(){let[t,e]=Er(...arguments);return m2("fx",f2(e),t,e)}function p2(t,e,n,{color:r="currentColor",opacity:i=1,stroke:s=r,strokeOpacity:o=i,strokeWidth:a=1,fill:l=r,fillOpacity:u=i,textAnchor:c,textStroke:f,textStrokeOpacity:d,textStrokeWidth:h,tickSize:p=t==="y"?6:0,tickPadding:m,tickRotate:b,x:y,margin:v,marginTop:_=v===void 0?20:v,marginRight:x=v===void 0?e==="right"?40:0:v,marginBottom:S=v===void 0?20:v,marginLeft:w=v===void 0?e==="left"?40:0:v,label:$,labelAnchor:k,labelArrow:T,labelOffset:P,ariaLabel:A=`${t}-axis`,...R}){return p=Ct(p),m=Ct(m),b=Ct(b),k!==void 0&&(k=pe(k,"labelAnchor",["center","top","bottom"])),T=C2(T),km(p&&!Jt(s)?v8(t,e,n,{stroke:s,strokeOpacity:o,strokeWidth:a,tickSize:p,tickPadding:m,tickRotate:b,x:y,ariaLabel:A,...R}):null,Jt(l)?null:w8(t,e,n,{fill:l,fillOpacity:u,stroke:f,strokeOpacity:d,strokeWidth:h,textAnchor:c,tickSize:p,tickPadding:m,tickRotate:b,x:y,marginTop:_,marginRight:x,marginBottom:S,marginLeft:w,ariaLabel:A,...R}),!Jt(l)&&$!==null?Fm([],$2({fill:l,fillOpacity:u,...R},function(B,D,C,z,I){let W=z[t],{marginTop:L,marginRight:F,marginBottom:Y,marginLeft:G}=t==="y"&&I.inset||I,H=k??(W.bandwidth?"center":"top"),at=P??(e==="right"?F:G)-3;return H==="center"?(this.textAnchor=void 0,this.lineAnchor=e==="right"?"bottom":"top",this.frameAnchor=e,this.rotate=-90):(this.textAnchor=e==="right"?"end":"start",this.lineAnchor=H,this.frameAnchor=`${H}-${e}`,this.rotate=0),this.dy=H==="top"?3-L:H==="bottom"?Y-3:0,this.dx=e==="right"?at:-at,this.ariaLabel=`${A} label`,{facets:[[0]],channels:{text:{value:[M2(t,W,{anchor:e,label:$,labelAnchor:H,labelArrow:T})]}}}})):null)}function m2(t,e,n,{color:r="currentColor",opacity:i=1,stroke:s=r,strokeOpacity:o=i,strokeWidth:a=1,fill:l=r,fillOpacity:u=i,textAnchor:c,textStroke:f,textStrokeOpacity:d,textStrokeWidth:h,tickSize:p=t==="x"?6:0,tickPadding:m,tickRotate:b,y,margin:v,marginTop:_=v===void 0?e==="top"?30:0:v,marginRight:x=v===void 0?20:v,marginBottom:S=v===void 0?e==="bottom"?30:0:v,marginLeft:w=v===void 0?20:v,label:$,labelAnchor:k,labelArrow:T,labelOffset:P,ariaLabel:A=`${t}-axis`,...R}){return p=Ct(p),m=Ct(m),b=Ct(b),k!==void 0&&(k=pe(k,"labelAnchor",["center","left","right"])),T=C2(T),km(p&&!Jt(s)?x8(t,e,n,{stroke:s,strokeOpacity:o,strokeWidth:a,tickSize:p,tickPadding:m,tickRotate:b,y,ariaLabel:A,...R}):null,Jt(l)?null:_8(t,e,n,{fill:l,fillOpacity:u,stroke:f,strokeOpacity:d,strokeWidth:h,textAnchor:c,tickSize:p,tickPadding:m,tickRotate:b,y,marginTop:_,marginRight:x,marginBottom:S,marginLeft:w,ariaLabel:A,...R}),!Jt(l)&&$!==null?Fm([],$2({fill:l,fillOpacity:u,...R},function(B,D,C,z,I){let W=z[t],{marginTop:L,marginRight:F,marginBottom:Y,marginLeft:G}=t==="x"&&I.inset||I,H=k??(W.bandwidth?"center":"right"),at=P??(e==="top"?L:Y)-3;return H==="center"?(this.frameAnchor=e,this.textAnchor=void 0):(this.frameAnchor=`${e}-${H}`,this.textAnchor=H==="right"?"end":"start"),this.lineAnchor=e,this.dy=e==="top"?-at:at,this.dx=H==="right"?F-3:H==="left"?3-G:0,this.ariaLabel=`${A} label`,{facets:[[0]],channels:{text:{value:[M2(t,W,{anchor:e,label:$,labelAnchor:H,labelArrow:T})]}}}})):null)}function v8(t,e,n,{strokeWidth:r=1,strokeLinecap:i=null,strokeLinejoin:s=null,facetAnchor:o=e+(t==="y"?"-empty":""),frameAnchor:a=e,tickSize:l,inset:u=0,insetLeft:c=u,insetRight:f=u,dx:d=0,y:h=t==="y"?void 0:null,ariaLabel:p,...m}){return js(a2,t,n,{ariaLabel:`${p} tick`,ariaHidden:!0},{strokeWidth:r,strokeLinecap:i,strokeLinejoin:s,facetAnchor:o,frameAnchor:a,y:h,...m,dx:e==="left"?+d-Ht+ +c:+d+Ht-f,anchor:"start",length:l,shape:e==="left"?M8:C8})}function x8(t,e,n,{strokeWidth:r=1,strokeLinecap:i=null,strokeLinejoin:s=null,facetAnchor:o=e+(t==="x"?"-empty":""),frameAnchor:a=e,tickSize:l,inset:u=0,insetTop:c=u,insetBottom:f=u,dy:d=0,x:h=t==="x"?void 0:null,ariaLabel:p,...m}){return js(o2,t,n,{ariaLabel:`${p} tick`,ariaHidden:!0},{strokeWidth:r,strokeLinejoin:s,strokeLinecap:i,facetAnchor:o,frameAnchor:a,x:h,...m,dy:e==="bottom"?+d-Ht-f:+d+Ht+ +c,anchor:"start",length:l,shape:e==="bottom"?S8:k8})}function w8(t,e,n,{facetAnchor:r=e+(t==="y"?"-empty":""),frameAnchor:i=e,tickSize:s,tickRotate:o=0,tickPadding:a=Math.max(3,9-s)+(Math.abs(o)>60?4*Math.cos(o*Rm):0),text:l,textAnchor:u=Math.abs(o)>60?"middle":e==="left"?"end":"start",lineAnchor:c=o>60?"top":o<-60?"bottom":"middle",fontVariant:f,inset:d=0,insetLeft:h=d,insetRight:p=d,dx:m=0,ariaLabel:b,y=t==="y"?void 0:null,...v}){return js(e2,t,n,{ariaLabel:`${b} tick label`},{facetAnchor:r,frameAnchor:i,text:l,textAnchor:u,lineAnchor:c,fontVariant:f,rotate:o,y,...v,dx:e==="left"?+m-s-a+ +h:+m+ +s+ +a-p},function(_,x,S,w,$){f===void 0&&(this.fontVariant=k2(_)),l===void 0&&($.text=S2(_,x,S,w,e))})}function _8(t,e,n,{facetAnchor:r=e+(t==="x"?"-empty":""),frameAnchor:i=e,tickSize:s,tickRotate:o=0,tickPadding:a=Math.max(3,9-s)+(Math.abs(o)>=10?4*Math.cos(o*Rm):0),text:l,textAnchor:u=Math.abs(o)>=10?o<0^e==="bottom"?"start":"end":"middle",lineAnchor:c=Math.abs(o)>=10?"middle":e==="bottom"?"top":"bottom",fontVariant:f,inset:d=0,insetTop:h=d,insetBottom:p=d,dy:m=0,x:b=t==="x"?void 0:null,ariaLabel:y,...v}){return js(t2,t,n,{ariaLabel:`${y} tick label`},{facetAnchor:r,frameAnchor:i,text:l===void 0?null:l,textAnchor:u,lineAnchor:c,fontVariant:f,rotate:o,x:b,...v,dy:e==="bottom"?+m+ +s+ +a-p:+m-s-a+ +h},function(_,x,S,w,$){f===void 0&&(this.fontVariant=k2(_)),l===void 0&&($.text=S2(_,x,S,w,e))})}function g2(){let[t,e]=Er(...arguments);return x2("y",l2(e),t,e)}function b2(){let[t,e]=Er(...arguments);return x2("fy",u2(e),t,e)}function y2(){let[t,e]=Er(...arguments);return w2("x",c2(e),t,e)}function v2(){let[t,e]=Er(...arguments);return w2("fx",f2(e),t,e)}function x2(t,e,n,{y:r=t==="y"?void 0:null,x:i=null,x1:s=e==="left"?i:null,x2:o=e==="right"?i:null,ariaLabel:a=`${t}-grid`,ariaHidden:l=!0,...u}){return js(Pe,t,n,{ariaLabel:a,ariaHidden:l},{y:r,x1:s,x2:o,..._2(u)})}function w2(t,e,n,{x:r=t==="x"?void 0:null,y:i=null,y1:s=e==="top"?i:null,y2:o=e==="bottom"?i:null,ariaLabel:a=`${t}-grid`,ariaHidden:l=!0,...u}){return js(Se,t,n,{ariaLabel:a,ariaHidden:l},{x:r,y1:s,y2:o,..._2(u)})}function _2({color:t="currentColor",opacity:e=.1,stroke:n=t,strokeOpacity:r=e,strokeWidth:i=1,...s}){return{stroke:n,strokeOpacity:r,strokeWidth:i,...s}}function $2({fill:t,fillOpacity:e,fontFamily:n,fontSize:r,fontStyle:i,fontVariant:s,fontWeight:o,monospace:a,pointerEvents:l,shapeRendering:u,clip:c=!1},f){return[,t]=we(t),[,e]=It(e),{facet:"super",x:null,y:null,fill:t,fillOpacity:e,fontFamily:n,fontSize:r,fontStyle:i,fontVariant:s,fontWeight:o,monospace:a,pointerEvents:l,shapeRendering:u,clip:c,initializer:f}}function js(t,e,n,r,i,s){let o;function a(c,f,d,h,p,m){let b=c==null&&(e==="fx"||e==="fy"),{[e]:y}=h;if(!y)throw new Error(`missing scale: ${e}`);let v=y.domain(),{interval:_,ticks:x,tickFormat:S,tickSpacing:w=e==="x"?80:35}=i;if(typeof x=="string"&&T2(y)&&(_=x,x=void 0),x===void 0&&(x=Rn(_,y.type)??$8(y,w)),c==null){if(_e(x))c=En(x);else if(Cr(x))c=qm(x,...ne(v));else if(y.interval){let k=y.interval;if(y.ticks){let[T,P]=ne(v),A=(P-T)/k[Ms];k=Ip(k,A/x)??k,c=qm(k,T,P)}else{c=v;let T=c.length;k=Ip(k,T/x)??k,k!==y.interval&&(c=qm(k,...ne(c)))}if(k===y.interval){let T=Math.round(c.length/x);T>1&&(c=c.filter((P,A)=>A%T===0))}}else y.ticks?c=y.ticks(x):c=v;if(!y.ticks&&c.length&&c!==v){let k=new mn(v);c=c.filter(T=>k.has(T)),c.length||$e(`Warning: the ${e}-axis ticks appear to not align with the scale domain, resulting in no ticks. Try different ticks?`)}e==="y"||e==="x"?f=[me(c)]:o[e]={scale:e,value:yt}}s?.call(this,y,c,x,S,o);let $=Object.fromEntries(Object.entries(o).map(([k,T])=>[k,{...T,value:kt(c,T.value)}]));return b&&(f=m.filterFacets(c,$)),{data:c,facets:f,channels:$}}let l=rr(i).initializer,u=t(n,rr({...i,initializer:a},l));return n==null?(o=u.channels,u.channels={}):o={},r!==void 0&&Object.assign(u,r),u.clip===void 0&&(u.clip=!1),u}function $8(t,e){let[n,r]=ne(t.range());return(r-n)/e}function S2(t,e,n,r,i){return{value:ca(t,e,n,r,i)}}function ca(t,e,n,r,i){return typeof r=="function"&&!(t.type==="log"&&t.tickFormat)?r:r===void 0&&e&&Dt(e)?I1(t.type,e,i)??In:t.tickFormat?t.tickFormat(typeof n=="number"?n:null,r):typeof r=="string"&&t.domain().length>0?(Dt(t.domain())?kn:vn)(r):r===void 0?In:Ee(r)}function qm(t,e,n){return t.range(e,t.offset(t.floor(n)))}var S8={draw(t,e){t.moveTo(0,0),t.lineTo(0,e)}},k8={draw(t,e){t.moveTo(0,0),t.lineTo(0,-e)}},M8={draw(t,e){t.moveTo(0,0),t.lineTo(-e,0)}},C8={draw(t,e){t.moveTo(0,0),t.lineTo(e,0)}};function k2(t){return t.bandwidth&&!t.interval?void 0:"tabular-nums"}function M2(t,e,{anchor:n,label:r=e.label,labelAnchor:i,labelArrow:s}={}){if(!(r==null||r.inferred&&T2(e)&&/^(date|time|year)$/i.test(r))){if(r=String(r),s==="auto"&&(s=(!e.bandwidth||e.interval)&&!/[↑↓→←]/.test(r)),!s)return r;if(s===!0){let o=l_(e);o&&(s=/x$/.test(t)||i==="center"?/x$/.test(t)===o<0?"left":"right":o<0?"up":"down")}switch(s){case"left":return`\u2190 ${r}`;case"right":return`${r} \u2192`;case"up":return n==="right"?`${r} \u2191`:`\u2191 ${r}`;case"down":return n==="right"?`${r} \u2193`:`\u2193 ${r}`}return r}}function C2(t="auto"){return Jt(t)?!1:typeof t=="boolean"?t:pe(t,"labelArrow",["auto","up","right","down","left"])}function T2(t){return Dt(t.domain())}function A2(t,e){if(e==null)return e;let n=t(e);if(!n)throw new Error(`scale not found: ${e}`);return n}function E2(t,{opacity:e,...n}={}){if(!Nn(t)&&!bm(t))throw new Error(`swatches legend requires ordinal or threshold color scale (not ${t.type})`);return P2(t,n,(r,i,s,o)=>r.append("svg").attr("width",s).attr("height",o).attr("fill",i.scale).attr("fill-opacity",It(e)[1]).append("rect").attr("width","100%").attr("height","100%"))}function R2(t,{fill:e=t.hint?.fill!==void 0?t.hint.fill:"none",fillOpacity:n=1,stroke:r=t.hint?.stroke!==void 0?t.hint.stroke:Jt(e)?"currentColor":"none",strokeOpacity:i=1,strokeWidth:s=1.5,r:o=4.5,...a}={},l){let[u,c]=we(e),[f,d]=we(r),h=A2(l,u),p=A2(l,f),m=o*o*Math.PI;return n=It(n)[1],i=It(i)[1],s=It(s)[1],P2(t,a,(b,y,v,_)=>b.append("svg").attr("viewBox","-8 -8 16 16").attr("width",v).attr("height",_).attr("fill",u==="color"?x=>h.scale(x):c).attr("fill-opacity",n).attr("stroke",f==="color"?x=>p.scale(x):d).attr("stroke-opacity",i).attr("stroke-width",s).append("path").attr("d",x=>{let S=yn();return t.scale(x).draw(S,m),S}))}function P2(t,e={},n){let{columns:r,tickFormat:i,fontVariant:s=ac(t),swatchSize:o=15,swatchWidth:a=o,swatchHeight:l=o,marginLeft:u=0,className:c,style:f,width:d}=e,h=Vs(e);c=Us(c),i=ca(t.scale,t.domain,void 0,i);let p=ct("div",h).attr("class",`${c}-swatches ${c}-swatches-${r!=null?"columns":"wrap"}`),m;return r!=null?(m=`:where(.${c}-swatches-columns .${c}-swatch) {
  display: flex;
  align-items: center;
  break-inside: avoid;
  padding-bottom: 1px;
}
:where(.${c}-swatches-columns .${c}-swatch::before) {
  flex-shrink: 0;
}
:where(.${c}-swatches-columns .${c}-swatch-label) {
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
}`,p.style("columns",r).selectAll().data(t.domain).enter().append("div").attr("class",`${c}-swatch`).call(n,t,a,l).call(b=>b.append("div").attr("class",`${c}-swatch-label`).attr("title",i).text(i))):(m=`:where(.${c}-swatches-wrap) {
  display: flex;
  align-items: center;
  min-height: 33px;
  flex-wrap: wrap;
}
:where(.${c}-swatches-wrap .${c}-swatch) {
  display: inline-flex;
  align-items: center;
  margin-right: 1em;
}`,p.selectAll().data(t.domain).enter().append("span").attr("class",`${c}-swatch`).call(n,t,a,l).append(function(){return this.ownerDocument.createTextNode(i.apply(this,arguments))})),p.call(b=>b.insert("style","*").text(`:where(.${c}-swatches) {
  font-family: system-ui, sans-serif;
  font-size: 10px;
  margin-bottom: 0.5em;
}
:where(.${c}-swatch > svg) {
  margin-right: 0.5em;
  overflow: visible;
}
${m}`)).style("margin-left",u?`${+u}px`:null).style("width",d===void 0?null:`${+d}px`).style("font-variant",Lt(s,"normal")).call(qs,f).node()}var Gm=new Map([["symbol",R2],["color",L2],["opacity",T8]]);function N2(t,e,n={}){return(r,i)=>{if(!Gm.has(r))throw new Error(`unknown legend type: ${r}`);if(r in t)return Gm.get(r)(t[r],I2(e,n[r],i),s=>t[s])}}function I2({className:t,...e},{label:n,ticks:r,tickFormat:i}={},s){return ew(s,{className:t,...e},{label:n,ticks:r,tickFormat:i})}function L2(t,{legend:e=!0,...n}){if(e===!0&&(e=t.type==="ordinal"?"swatches":"ramp"),t.domain!==void 0)switch(`${e}`.toLowerCase()){case"swatches":return E2(t,n);case"ramp":return L_(t,n);default:throw new Error(`unknown legend type: ${e}`)}}function T8({type:t,interpolate:e,...n},{legend:r=!0,color:i=sn(0,0,0),...s}){if(!e)throw new Error(`${t} opacity scales are not supported`);if(r===!0&&(r="ramp"),`${r}`.toLowerCase()!=="ramp")throw new Error(`${r} opacity legends are not supported`);return L2({type:t,...n,interpolate:A8(i)},{legend:r,...s})}function A8(t){let{r:e,g:n,b:r}=sn(t)||sn(0,0,0);return i=>`rgba(${e},${n},${r},${i})`}function D2(t,e,n){let r=[];for(let[i,s]of Gm){let o=n[i];if(o?.legend&&i in t){let a=s(t[i],I2(e,t[i],o),l=>t[l]);a!=null&&r.push(a)}}return r}function Ws(t={},e="y"){return Hp(t)?t:{...t,[e]:yt}}function O2(t,e){if(e.length===1)return{data:t,facets:e};let n=Mr(t),r=new Uint8Array(n),i=0;for(let a of e)for(let l of a)r[l]&&++i,r[l]=1;if(i===0)return{data:t,facets:e};t=Sr(t);let s=t[Op]=new Uint32Array(n+i);e=e.map(a=>Sr(a,Uint32Array));let o=n;r.fill(0);for(let a of e)for(let l=0,u=a.length;l<u;++l){let c=a[l];r[c]?(a[l]=o,t[o]=t[c],s[o]=c,++o):s[c]=c,r[c]=1}return{data:t,facets:e}}function E8(t={},e={}){arguments.length===1&&([t,e]=R8(t));let{x1:n,x:r=n,y:i,...s}=e,[o,a,l,u]=N8(r,i,"x","y",t,s);return{...o,x1:n,x:a,y1:l,y2:u,y:Qo(l,u)}}function Xs({y:t,y1:e,y2:n,...r}={}){return r=vi(r,"x"),e===void 0&&n===void 0?E8({y:t,...r}):([e,n]=H1(t,e,n),{...r,y1:e,y2:n})}function R8(t){let{offset:e,order:n,reverse:r,...i}=t;return[{offset:e,order:n,reverse:r},i]}var P8={length:!0};function N8(t,e=F1,n,r,{offset:i,order:s,reverse:o},a){if(e===null)throw new Error(`stack requires ${r}`);let l=Es(a),[u,c]=Ke(t),[f,d]=Rs(e),[h,p]=Rs(e);return f.hint=h.hint=P8,i=I8(i),s=O8(s,i,r),[yi(a,(m,b,y)=>{({data:m,facets:b}=O2(m,b));let v=t==null?void 0:c(ta(kt(m,t),y?.[n])),_=kt(m,e,Float64Array),x=kt(m,l),S=s&&s(m,v,_,x),w=Mr(m),$=d(new Float64Array(w)),k=p(new Float64Array(w)),T=[];for(let P of b){let A=v?Array.from(Hr(P,R=>v[R]).values()):[P];if(S)for(let R of A)R.sort(S);for(let R of A){let B=0,D=0;o&&R.reverse();for(let C of R){let z=_[C];z<0?B=k[C]=($[C]=B)+z:z>0?D=k[C]=($[C]=D)+z:k[C]=$[C]=D}}T.push(A)}return i&&i(T,$,k,x),{data:m,facets:b}}),u,f,h]}function I8(t){if(t!=null){if(typeof t=="function")return t;switch(`${t}`.toLowerCase()){case"expand":case"normalize":return L8;case"center":case"silhouette":return D8;case"wiggle":return V2}throw new Error(`unknown offset: ${t}`)}}function B2(t,e){let n=0,r=0;for(let i of t){let s=e[i];s<n&&(n=s),s>r&&(r=s)}return[n,r]}function L8(t,e,n){for(let r of t)for(let i of r){let[s,o]=B2(i,n);for(let a of i){let l=1/(o-s||1);e[a]=l*(e[a]-s),n[a]=l*(n[a]-s)}}}function D8(t,e,n){for(let r of t){for(let i of r){let[s,o]=B2(i,n);for(let a of i){let l=(o+s)/2;e[a]-=l,n[a]-=l}}U2(r,e,n)}q2(t,e,n)}function V2(t,e,n,r){for(let i of t){let s=new Oe,o=0;for(let a of i){let l=-1,u=a.map(h=>Math.abs(n[h]-e[h])),c=a.map(h=>{l=r?r[h]:++l;let p=n[h]-e[h],m=s.has(l)?p-s.get(l):0;return s.set(l,p),m}),f=[0,...g0(c)];for(let h of a)e[h]+=o,n[h]+=o;let d=en(u);d&&(o-=en(u,(h,p)=>(c[p]/2+f[p])*h)/d)}U2(i,e,n)}q2(t,e,n)}function U2(t,e,n){let r=ze(t,i=>ze(i,s=>e[s]));for(let i of t)for(let s of i)e[s]-=r,n[s]-=r}function q2(t,e,n){let r=t.length;if(r===1)return;let i=t.map(a=>a.flat()),s=i.map(a=>(ze(a,l=>e[l])+ce(a,l=>n[l]))/2),o=ze(s);for(let a=0;a<r;a++){let l=o-s[a];for(let u of i[a])e[u]+=l,n[u]+=l}}function O8(t,e,n){if(t===void 0&&e===V2)return z2(le);if(t!=null){if(typeof t=="string"){let r=t.startsWith("-"),i=r?fi:le;switch((r?t.slice(1):t).toLowerCase()){case"value":case n:return z8(i);case"z":return F8(i);case"sum":return B8(i);case"appearance":return V8(i);case"inside-out":return z2(i)}return F2(Fp(t))}if(typeof t=="function")return(t.length===1?F2:U8)(t);if(on(t))return q8(t);throw new Error(`invalid order: ${t}`)}}function z8(t){return(e,n,r)=>(i,s)=>t(r[i],r[s])}function F8(t){return(e,n,r,i)=>(s,o)=>t(i[s],i[o])}function B8(t){return gc(t,(e,n,r,i)=>Pl(me(e),s=>en(s,o=>r[o]),s=>i[s]))}function V8(t){return gc(t,(e,n,r,i)=>Pl(me(e),s=>n[Pf(s,o=>r[o])],s=>i[s]))}function z2(t){return gc(t,(e,n,r,i)=>{let s=me(e),o=Pl(s,f=>n[Pf(f,d=>r[d])],f=>i[f]),a=Yn(s,f=>en(f,d=>r[d]),f=>i[f]),l=[],u=[],c=0;for(let f of o)c<0?(c+=a.get(f),l.push(f)):(c-=a.get(f),u.push(f));return u.reverse().concat(l)})}function F2(t){return e=>{let n=kt(e,t);return(r,i)=>le(n[r],n[i])}}function U8(t){return e=>on(e)?(n,r)=>t(e[n],e[r]):(n,r)=>t(e.get(n),e.get(r))}function q8(t){return gc(le,()=>t)}function gc(t,e){return(n,r,i,s)=>{if(!s)throw new Error("missing channel: z");let o=new Oe(e(n,r,i,s).map((a,l)=>[a,l]));return(a,l)=>t(o.get(s[a]),o.get(s[l]))}}var H8={ariaLabel:"rect"},vc=class extends vt{constructor(e,n={}){let{x1:r,y1:i,x2:s,y2:o}=n;super(e,{x1:{value:r,scale:"x",type:r!=null&&s==null?"band":void 0,optional:!0},y1:{value:i,scale:"y",type:i!=null&&o==null?"band":void 0,optional:!0},x2:{value:s,scale:"x",optional:!0},y2:{value:o,scale:"y",optional:!0}},n,H8),fa(this,n),da(this,n)}render(e,n,r,i,s){let{x:o,y:a}=n,{x1:l,y1:u,x2:c,y2:f}=r,{marginTop:d,marginRight:h,marginBottom:p,marginLeft:m,width:b,height:y}=i,{projection:v}=s,{insetTop:_,insetRight:x,insetBottom:S,insetLeft:w}=this,{rx:$,ry:k,rx1y1:T,rx1y2:P,rx2y1:A,rx2y2:R}=this;(l||c)&&!v&&fn(o)&&(l=c=null),(u||f)&&!v&&fn(a)&&(u=f=null);let B=o?.bandwidth?o.bandwidth():0,D=a?.bandwidth?a.bandwidth():0;return ct("svg:g",s).call(Et,this,i,s).call(Rt,this,{},0,0).call(C=>C.selectAll().data(e).enter().call(T||P||A||R?z=>z.append("path").call(Mt,this).call(ha,l&&c?I=>l[I]+(c[I]<l[I]?-x:w):l?I=>l[I]+w:m+w,u&&f?I=>u[I]+(f[I]<u[I]?-S:_):u?I=>u[I]+_:d+_,l&&c?I=>c[I]-(c[I]<l[I]?-w:x):l?I=>l[I]+B-x:b-h-x,u&&f?I=>f[I]-(f[I]<u[I]?-_:S):u?I=>u[I]+D-S:y-p-S,this).call(Yt,this,r):z=>z.append("rect").call(Mt,this).attr("x",l?c?I=>Math.min(l[I],c[I])+w:I=>l[I]+w:m+w).attr("y",u?f?I=>Math.min(u[I],f[I])+_:I=>u[I]+_:d+_).attr("width",l?c?I=>Math.max(0,Math.abs(c[I]-l[I])+B-w-x):B-w-x:b-h-m-x-w).attr("height",u?f?I=>Math.max(0,Math.abs(u[I]-f[I])+D-_-S):D-_-S:y-d-p-_-S).call(Z,"rx",$).call(Z,"ry",k).call(Yt,this,r))).node()}};function fa(t,{inset:e=0,insetTop:n=e,insetRight:r=e,insetBottom:i=e,insetLeft:s=e}={}){t.insetTop=Ct(n),t.insetRight=Ct(r),t.insetBottom=Ct(i),t.insetLeft=Ct(s)}function da(t,{r:e,rx:n,ry:r,rx1:i=e,ry1:s=e,rx2:o=e,ry2:a=e,rx1y1:l=i!==void 0?+i:s!==void 0?+s:0,rx1y2:u=i!==void 0?+i:a!==void 0?+a:0,rx2y1:c=o!==void 0?+o:s!==void 0?+s:0,rx2y2:f=o!==void 0?+o:a!==void 0?+a:0}={}){l||u||c||f?(t.rx1y1=l,t.rx1y2=u,t.rx2y1=c,t.rx2y2=f):(t.rx=Lt(n,"auto"),t.ry=Lt(r,"auto"))}function ha(t,e,n,r,i,s){let{rx1y1:o,rx1y2:a,rx2y1:l,rx2y2:u}=s;typeof e!="function"&&(e=Ee(e)),typeof n!="function"&&(n=Ee(n)),typeof r!="function"&&(r=Ee(r)),typeof i!="function"&&(i=Ee(i));let c=Math.max(Math.abs(o+l),Math.abs(a+u)),f=Math.max(Math.abs(o+a),Math.abs(l+u));t.attr("d",d=>{let h=e(d),p=n(d),m=r(d),b=i(d),y=h>m,v=p>b,_=y?m:h,x=y?h:m,S=v?b:p,w=v?p:b,$=Math.min(1,(x-_)/c,(w-S)/f),k=$*(y?v?u:l:v?a:o),T=$*(y?v?a:o:v?u:l),P=$*(y?v?o:a:v?l:u),A=$*(y?v?l:u:v?o:a);return`M${_},${S+yc(k,A)}A${k},${k} 0 0 ${k<0?0:1} ${_+bc(k,A)},${S}H${x-bc(T,P)}A${T},${T} 0 0 ${T<0?0:1} ${x},${S+yc(T,P)}V${w-yc(P,T)}A${P},${P} 0 0 ${P<0?0:1} ${x-bc(P,T)},${w}H${_+bc(A,k)}A${A},${A} 0 0 ${A<0?0:1} ${_},${w-yc(A,k)}Z`})}function bc(t,e){return e<0?t:Math.abs(t)}function yc(t,e){return e<0?Math.abs(t):t}function Rr(t,e={}){return Bu(e)||(e={...e,x:an,y2:yt,interval:1}),new vc(t,Xs(H_(Ws(e))))}var Y8={ariaLabel:"frame",fill:"none",stroke:"currentColor",clip:!1},G8={ariaLabel:"frame",fill:null,stroke:"currentColor",strokeLinecap:"square",clip:!1},jm=class extends vt{constructor(e={}){let{anchor:n=null}=e;super(Cs,void 0,e,n==null?Y8:G8),this.anchor=qp(n,"anchor",["top","right","bottom","left"]),fa(this,e),n||da(this,e)}render(e,n,r,i,s){let{marginTop:o,marginRight:a,marginBottom:l,marginLeft:u,width:c,height:f}=i,{anchor:d,insetTop:h,insetRight:p,insetBottom:m,insetLeft:b}=this,{rx:y,ry:v,rx1y1:_,rx1y2:x,rx2y1:S,rx2y2:w}=this,$=u+b,k=c-a-p,T=o+h,P=f-l-m;return ct(d?"svg:line":_||x||S||w?"svg:path":"svg:rect",s).datum(0).call(Et,this,i,s).call(Mt,this).call(Yt,this,r).call(Rt,this,{}).call(d==="left"?A=>A.attr("x1",$).attr("x2",$).attr("y1",T).attr("y2",P):d==="right"?A=>A.attr("x1",k).attr("x2",k).attr("y1",T).attr("y2",P):d==="top"?A=>A.attr("x1",$).attr("x2",k).attr("y1",T).attr("y2",T):d==="bottom"?A=>A.attr("x1",$).attr("x2",k).attr("y1",P).attr("y2",P):_||x||S||w?A=>A.call(ha,$,T,k,P,this):A=>A.attr("x",$).attr("y",T).attr("width",k-$).attr("height",P-T).attr("rx",y).attr("ry",v)).node()}};function G2(t){return new jm(t)}var Wm={ariaLabel:"tip",fill:"var(--plot-background)",stroke:"currentColor"},j8=new Set(["geometry","href","src","ariaLabel","scales"]),Xm=class extends vt{constructor(e,n={}){n.tip&&(n={...n,tip:!1}),n.title===void 0&&_e(e)&&qu(e)&&(n={...n,title:yt});let{x:r,y:i,x1:s,x2:o,y1:a,y2:l,anchor:u,preferredAnchor:c="bottom",monospace:f,fontFamily:d=f?"ui-monospace, monospace":void 0,fontSize:h,fontStyle:p,fontVariant:m,fontWeight:b,lineHeight:y=1,lineWidth:v=20,frameAnchor:_,format:x,textAnchor:S="start",textOverflow:w,textPadding:$=8,title:k,pointerSize:T=12,pathFilter:P="drop-shadow(0 3px 4px rgba(0,0,0,0.2))"}=n;super(e,{x:{value:s!=null&&o!=null?null:r,scale:"x",optional:!0},y:{value:a!=null&&l!=null?null:i,scale:"y",optional:!0},x1:{value:s,scale:"x",optional:o==null},y1:{value:a,scale:"y",optional:l==null},x2:{value:o,scale:"x",optional:s==null},y2:{value:l,scale:"y",optional:a==null},title:{value:k,optional:!0}},n,Wm),this.anchor=Yu(u,"anchor"),this.preferredAnchor=Yu(c,"preferredAnchor"),this.frameAnchor=Tr(_),this.textAnchor=Lt(S,"middle"),this.textPadding=+$,this.pointerSize=+T,this.pathFilter=Ot(P),this.lineHeight=+y,this.lineWidth=+v,this.textOverflow=zm(w),this.monospace=!!f,this.fontFamily=Ot(d),this.fontSize=Ct(h),this.fontStyle=Ot(p),this.fontVariant=Ot(m),this.fontWeight=Ot(b);for(let A in Wm)A in this.channels&&(this[A]=Wm[A]);this.splitLines=Vm(this),this.clipLine=Um(this),this.format=typeof x=="string"||typeof x=="function"?{title:x}:{...x}}render(e,n,r,i,s){let o=this,{x:a,y:l,fx:u,fy:c}=n,{ownerSVGElement:f,document:d}=s,{anchor:h,monospace:p,lineHeight:m,lineWidth:b}=this,{textPadding:y,pointerSize:v,pathFilter:_}=this,{marginTop:x,marginLeft:S}=i,{x1:w,y1:$,x2:k,y2:T,x:P=w??k,y:A=$??T}=r,R=u?u(e.fx)-S:0,B=c?c(e.fy)-x:0,[D,C]=Ln(this,i),z=Am(r,D),I=Em(r,C),W=p?hc:dc,L=W(wi),F,Y;"title"in r?(F=j2.call(this,{title:r.channels.title},n),Y=Z8):(F=j2.call(this,r.channels,n),Y=J8);let G=ct("svg:g",s).call(Et,this,i,s).call(Bm,this).call(Rt,this,{x:P&&a,y:A&&l}).call(ut=>ut.selectAll().data(e).enter().append("g").attr("transform",ft=>`translate(${Math.round(z(ft))},${Math.round(I(ft))})`).call(Mt,this).call(ft=>ft.append("path").attr("filter",_)).call(ft=>ft.append("text").each(function(U){let tt=nn(this);this.setAttribute("fill","currentColor"),this.setAttribute("fill-opacity",1),this.setAttribute("stroke","none");let N=Y.call(o,U,e,F,n,r);if(typeof N=="string")for(let V of o.splitLines(N))H(tt,{value:o.clipLine(V)});else{let V=new Set;for(let j of N){let{label:E=""}=j;E&&V.has(E)||(V.add(E),H(tt,j))}}})));function H(ut,{label:ft,value:U,color:tt,opacity:N}){ft??="",U??="";let V=tt!=null||N!=null,j,E=b*100,[dt]=_i(ft,E,W,L);if(dt>=0)ft=ft.slice(0,dt).trimEnd()+wi,j=U.trim(),U="";else{(ft||!U&&!V)&&(U=" "+U);let[mt]=_i(U,E-W(ft),W,L);mt>=0&&(j=U.trim(),U=U.slice(0,mt).trimEnd()+wi)}let K=ut.append("tspan").attr("x",0).attr("dy",`${m}em`).text("\u200B");ft&&K.append("tspan").attr("font-weight","bold").text(ft),U&&K.append(()=>d.createTextNode(U)),V&&K.append("tspan").text(" \u25A0").attr("fill",tt).attr("fill-opacity",N).style("user-select","none"),j&&K.append("title").text(j)}function at(){let{width:ut,height:ft}=i.facet??i;G.selectChildren().each(function(U){let{x:tt,width:N,height:V}=this.getBBox();N=Math.round(N),V=Math.round(V);let j=h;if(j===void 0){let K=z(U)+R,mt=I(U)+B,St=K+N+v+y*2<ut,re=K-N-v-y*2>0,ur=mt+V+v+y*2<ft,Lr=mt-V-v-y*2>0;j=St&&re?ur&&Lr?o.preferredAnchor:Lr?"bottom":"top":ur&&Lr?St?"left":"right":(St||re)&&(ur||Lr)?`${Lr?"bottom":"top"}-${St?"left":"right"}`:o.preferredAnchor}let E=this.firstChild,dt=this.lastChild;if(E.setAttribute("d",K8(j,v,y,N,V)),tt)for(let K of dt.childNodes)K.setAttribute("x",-tt);dt.setAttribute("y",`${+W8(j,dt.childNodes.length,m).toFixed(6)}em`),dt.setAttribute("transform",`translate(${X8(j,v,y,N,V)})`)}),G.attr("visibility",null)}return e.length&&(G.attr("visibility","hidden"),f.isConnected?Promise.resolve().then(at):typeof requestAnimationFrame<"u"&&requestAnimationFrame(at)),G.node()}};function Z2(t,{x:e,y:n,...r}={}){return r.frameAnchor===void 0&&([e,n]=un(e,n)),new Xm(t,{...r,x:e,y:n})}function W8(t,e,n){return/^top(?:-|$)/.test(t)?.94-n:-.29-e*n}function X8(t,e,n,r,i){switch(t){case"middle":return[-r/2,i/2];case"top-left":return[n,e+n];case"top":return[-r/2,e/2+n];case"top-right":return[-r-n,e+n];case"right":return[-e/2-r-n,i/2];case"bottom-left":return[n,-e-n];case"bottom":return[-r/2,-e/2-n];case"bottom-right":return[-r-n,-e-n];case"left":return[n+e/2,i/2]}}function K8(t,e,n,r,i){let s=r+n*2,o=i+n*2;switch(t){case"middle":return`M${-s/2},${-o/2}h${s}v${o}h${-s}z`;case"top-left":return`M0,0l${e},${e}h${s-e}v${o}h${-s}z`;case"top":return`M0,0l${e/2},${e/2}h${(s-e)/2}v${o}h${-s}v${-o}h${(s-e)/2}z`;case"top-right":return`M0,0l${-e},${e}h${e-s}v${o}h${s}z`;case"right":return`M0,0l${-e/2},${-e/2}v${e/2-o/2}h${-s}v${o}h${s}v${e/2-o/2}z`;case"bottom-left":return`M0,0l${e},${-e}h${s-e}v${-o}h${-s}z`;case"bottom":return`M0,0l${e/2},${-e/2}h${(s-e)/2}v${-o}h${-s}v${o}h${(s-e)/2}z`;case"bottom-right":return`M0,0l${-e},${-e}h${e-s}v${-o}h${s}z`;case"left":return`M0,0l${e/2},${-e/2}v${e/2-o/2}h${s}v${o}h${-s}v${e/2-o/2}z`}}function j2(t,e){let n={},r=this.format;r=W2(r,t,"x"),r=W2(r,t,"y"),this.format=r;for(let i in r){let s=r[i];if(!(s===null||s===!1))if(i==="fx"||i==="fy")n[i]=!0;else{let o=sm(t,i);o&&(n[i]=o)}}for(let i in t){if(i in n||i in r||j8.has(i)||(i==="x"||i==="y")&&t.geometry)continue;let s=sm(t,i);if(s){if(s.scale==null&&s.defaultScale==="color")continue;n[i]=s}}this.facet&&(e.fx&&!("fx"in r)&&(n.fx=!0),e.fy&&!("fy"in r)&&(n.fy=!0));for(let i in n){let s=this.format[i];if(typeof s=="string"){let o=n[i]?.value??e[i]?.domain()??[];this.format[i]=(Dt(o)?kn:vn)(s)}else if(s===void 0||s===!0){let o=e[i];this.format[i]=o?.bandwidth?ca(o,o.domain()):In}}return n}function W2(t,e,n){if(!(n in t))return t;let r=`${n}1`,i=`${n}2`;if((r in t||!(r in e))&&(i in t||!(i in e)))return t;let s=Object.entries(t),o=t[n];return s.splice(s.findIndex(([a])=>a===n)+1,0,[r,o],[i,o]),Object.fromEntries(s)}function Z8(t,e,{title:n}){return this.format.title(n.value[t],t)}function*J8(t,e,n,r,i){for(let s in n){if(s==="fx"||s==="fy"){yield{label:xc(r,n,s),value:this.format[s](e[s],t)};continue}if(s==="x1"&&"x2"in n||s==="y1"&&"y2"in n)continue;let o=n[s];if(s==="x2"&&"x1"in n)yield{label:K2(r,n,"x"),value:X2(this.format.x2,n.x1,o,t)};else if(s==="y2"&&"y1"in n)yield{label:K2(r,n,"y"),value:X2(this.format.y2,n.y1,o,t)};else{let a=o.value[t],l=o.scale;if(!We(a)&&l==null)continue;yield{label:xc(r,n,s),value:this.format[s](a,t),color:l==="color"?i[s][t]:null,opacity:l==="opacity"?i[s][t]:null}}}}function X2(t,e,n,r){return n.hint?.length?`${t(n.value[r]-e.value[r],r)}`:`${t(e.value[r],r)}\u2013${t(n.value[r],r)}`}function K2(t,e,n){let r=xc(t,e,`${n}1`,n),i=xc(t,e,`${n}2`,n);return r===i?r:`${r}\u2013${i}`}function xc(t,e,n,r=n){let i=e[n],s=t[i?.scale??n];return String(s?.label??i?.label??r)}function Gt(t={}){let{facet:e,style:n,title:r,subtitle:i,caption:s,ariaLabel:o,ariaDescription:a}=t,l=Us(t.className),u=t.marks===void 0?[]:Q2(t.marks);u.push(...iA(u));let c=nA(e,t),f=new Map;for(let L of u){let F=t$(L,c,t);F&&f.set(L,F)}let d=new Map;c&&pa(d,[c],t),pa(d,f,t);let h=Q2(sA(u,d,t));for(let L of h){let F=t$(L,c,t);F&&f.set(L,F)}u.unshift(...h);let p=h_(d,t);if(p!==void 0){let L=c?ec(p,c):void 0;for(let Y of u){if(Y.facet===null||Y.facet==="super")continue;let G=f.get(Y);G!==void 0&&(G.facetsIndex=Y.fx!=null||Y.fy!=null?ec(p,G):L)}let F=new Set;for(let{facetsIndex:Y}of f.values())Y?.forEach((G,H)=>{G?.length>0&&F.add(H)});p.forEach(0<F.size&&F.size<p.length?(Y,G)=>Y.empty=!F.has(G):Y=>Y.empty=!1);for(let Y of u)if(Y.facet==="exclude"){let G=f.get(Y);G!==void 0&&(G.facetsIndex=g_(G.facetsIndex))}}for(let L of _t.keys())Ts(t[L])&&L!=="fx"&&L!=="fy"&&d.set(L,[]);let m=new Map;for(let L of u){if(m.has(L))throw new Error("duplicate mark; each mark must be unique");let{facetsIndex:F,channels:Y}=f.get(L)??{},{data:G,facets:H,channels:at}=L.initialize(F,Y,t);Jm(at,t),m.set(L,{data:G,facets:H,channels:at})}let b=oa(pa(d,m,t),t),y=R_(b,u,t);a_(b,y);let v=mm(b),{fx:_,fy:x}=v,S=_||x?gm(b,y):y,w=_||x?dA(v,y):y,$=Vs(t),k=$.document,T=as("svg").call(k.documentElement),P=T;$.ownerSVGElement=T,$.className=l,$.projection=v_(t,S),$.path=function(){return Io(this.projection??k_(v))},$.filterFacets=(L,F)=>ec(p,{channels:F,groups:Qu(L,F)}),$.getMarkState=L=>{let F=m.get(L),Y=f.get(L);return{...F,channels:{...F.channels,...Y?.channels}}},$.dispatchValue=L=>{P.value!==L&&(P.value=L,P.dispatchEvent(new $.document.defaultView.Event("input",{bubbles:!0})))};let A=new Set;for(let[L,F]of m)if(L.initializer!=null){let Y=L.facet==="super"?w:S,G=L.initializer(F.data,F.facets,F.channels,v,Y,$);if(G.data!==void 0&&(F.data=G.data),G.facets!==void 0&&(F.facets=G.facets),G.channels!==void 0){let{fx:H,fy:at,...ut}=G.channels;eA(ut),Object.assign(F.channels,ut);for(let ft of Object.values(ut)){let{scale:U}=ft;U!=null&&!sw(_t.get(U))&&(r$(ft,t),A.add(U))}(H!=null||at!=null)&&f.set(L,!0)}}if(A.size){let L=new Map;pa(L,m,t,H=>A.has(H)),pa(d,m,t,H=>A.has(H));let F=fA(oa(L,t),b),{scales:Y,...G}=mm(F);Object.assign(b,F),Object.assign(v,G),Object.assign(v.scales,Y)}let R,B;p!==void 0&&(R={x:_?.domain(),y:x?.domain()},p=p_(p,R),B=m_(_,x,y));for(let[L,F]of m)F.values=L.scale(F.channels,v,$);let{width:D,height:C}=y;nn(T).attr("class",l).attr("fill","currentColor").attr("font-family","system-ui, sans-serif").attr("font-size",10).attr("text-anchor","middle").attr("width",D).attr("height",C).attr("viewBox",`0 0 ${D} ${C}`).attr("aria-label",o).attr("aria-description",a).call(L=>L.append("style").text(`:where(.${l}) {
  --plot-background: white;
  display: block;
  height: auto;
  height: intrinsic;
  max-width: 100%;
}
:where(.${l} text),
:where(.${l} tspan) {
  white-space: pre;
}`)).call(qs,n);for(let L of u){let{channels:F,values:Y,facets:G}=m.get(L);if(p===void 0||L.facet==="super"){let H=null;if(G&&(H=G[0],H=L.filter(H,F,Y),H.length===0))continue;let at=L.render(H,v,Y,w,$);if(at==null)continue;T.appendChild(at)}else{let H;for(let at of p){if(!(L.facetAnchor?.(p,R,at)??!at.empty))continue;let ut=null;if(G){let U=f.has(L);if(ut=G[U?at.i:0],ut=L.filter(ut,F,Y),ut.length===0)continue;!U&&ut===G[0]&&(ut=Y1(ut)),ut.fx=at.x,ut.fy=at.y,ut.fi=at.i}let ft=L.render(ut,v,Y,S,$);if(ft!=null){(H??=nn(T).append("g")).append(()=>ft).datum(at);for(let U of["aria-label","aria-description","aria-hidden","transform"])ft.hasAttribute(U)&&(H.attr(U,ft.getAttribute(U)),ft.removeAttribute(U))}}H?.selectChildren().each(B)}}let z=D2(b,$,t),{figure:I=r!=null||i!=null||s!=null||z.length>0}=t;I&&(P=k.createElement("figure"),P.className=`${l}-figure`,P.style.maxWidth="initial",r!=null&&P.append(J2(k,r,"h2")),i!=null&&P.append(J2(k,i,"h3")),P.append(...z,T),s!=null&&P.append(Q8(k,s)),"value"in T&&(P.value=T.value,delete T.value)),P.scale=f_(v.scales),P.legend=N2(b,$,t);let W=Uw();return W>0&&nn(T).append("text").attr("x",D).attr("y",20).attr("dy","-1em").attr("text-anchor","end").attr("font-family","initial").text("\u26A0\uFE0F").append("title").text(`${W.toLocaleString("en-US")} warning${W===1?"":"s"}. Please check the console.`),P}function J2(t,e,n){if(e.ownerDocument)return e;let r=t.createElement(n);return r.append(e),r}function Q8(t,e){let n=t.createElement("figcaption");return n.append(e),n}function Q2(t){return t.flat(1/0).filter(e=>e!=null).map(tA)}function tA(t){return typeof t.render=="function"?t:new Zm(t)}var Zm=class extends vt{constructor(e){if(typeof e!="function")throw new TypeError("invalid mark; missing render function");super(),this.render=e}render(){}};function Jm(t,e){for(let n in t)r$(t[n],e);return t}function r$(t,e){let{scale:n,transform:r=!0}=t;if(n==null||!r)return;let{type:i,percent:s,interval:o,transform:a=s?l=>l==null?NaN:l*100:Yp(o,i)}=e[n]??{};a!=null&&(t.value=wt(t.value,a),t.transform=!1)}function eA(t){for(let e in t)im(e,t[e])}function pa(t,e,n,r=B1){for(let{channels:i}of e.values())for(let s in i){let o=i[s],{scale:a}=o;if(a!=null&&r(a))if(a==="projection"){if(!__(n)){let l=n.x?.domain===void 0,u=n.y?.domain===void 0;if(l||u){let[c,f]=S_(o);l&&Km(t,"x",c),u&&Km(t,"y",f)}}}else Km(t,a,o)}return t}function Km(t,e,n){let r=t.get(e);r!==void 0?r.push(n):t.set(e,[n])}function nA(t,e){if(t==null)return;let{x:n,y:r}=t;if(n==null&&r==null)return;let i=nr(t.data);if(i==null)throw new Error("missing facet data");let s={};n!=null&&(s.fx=Ls(i,{value:n,scale:"fx"})),r!=null&&(s.fy=Ls(i,{value:r,scale:"fy"})),Jm(s,e);let o=Qu(i,s);return{channels:s,groups:o,data:t.data}}function t$(t,e,n){if(t.facet===null||t.facet==="super")return;let{fx:r,fy:i}=t;if(r!=null||i!=null){let l=nr(t.data??r??i);if(l===void 0)throw new Error(`missing facet data in ${t.ariaLabel}`);if(l===null)return;let u={};return r!=null&&(u.fx=Ls(l,{value:r,scale:"fx"})),i!=null&&(u.fy=Ls(l,{value:i,scale:"fy"})),Jm(u,n),{channels:u,groups:Qu(l,u)}}if(e===void 0)return;let{channels:s,groups:o,data:a}=e;if(t.facet!=="auto"||t.data===a)return{channels:s,groups:o};a.length>0&&(o.size>1||o.size===1&&s.fx&&s.fy&&[...o][0][1].size>1)&&Mr(nr(t.data))===Mr(a)&&$e(`Warning: the ${t.ariaLabel} mark appears to use faceted data, but isn\u2019t faceted. The mark data has the same length as the facet data and the mark facet option is "auto", but the mark data and facet data are distinct. If this mark should be faceted, set the mark facet option to true; otherwise, suppress this warning by setting the mark facet option to false.`)}function rA(t,e={}){return rr({...e,x:null,y:null},(n,r,i,s,o,a)=>a.getMarkState(t))}function iA(t){let e=[];for(let n of t){let r=n.tip;if(r){r===!0?r={}:typeof r=="string"&&(r={pointer:r});let{pointer:i,preferredAnchor:s}=r;i=/^x$/i.test(i)?I_:/^y$/i.test(i)?Tm:N_,r=i(rA(n,r)),r.title=null,s===void 0&&(r.preferredAnchor=i===Tm?"left":"bottom");let o=Z2(n.data,r);o.facet=n.facet,o.facetAnchor=n.facetAnchor,e.push(o)}}return e}function sA(t,e,n){let{projection:r,x:i={},y:s={},fx:o={},fy:a={},axis:l,grid:u,facet:c={},facet:{axis:f=l,grid:d}=c,x:{axis:h=l,grid:p=h===null?null:u}=i,y:{axis:m=l,grid:b=m===null?null:u}=s,fx:{axis:y=f,grid:v=y===null?null:d}=o,fy:{axis:_=f,grid:x=_===null?null:d}=a}=n;(r||!Ts(i)&&!e$("x",t))&&(h=p=null),(r||!Ts(s)&&!e$("y",t))&&(m=b=null),e.has("fx")||(y=v=null),e.has("fy")||(_=x=null),h===void 0&&(h=!$c(t,"x")),m===void 0&&(m=!$c(t,"y")),y===void 0&&(y=!$c(t,"fx")),_===void 0&&(_=!$c(t,"fy")),h===!0&&(h="bottom"),m===!0&&(m="left"),y===!0&&(y=h==="top"||h===null?"bottom":"top"),_===!0&&(_=m==="right"||m===null?"left":"right");let S=[];return _c(S,x,b2,a),wc(S,_,d2,"right","left",c,a),_c(S,v,v2,o),wc(S,y,h2,"top","bottom",c,o),_c(S,b,g2,s),wc(S,m,Hm,"left","right",n,s),_c(S,p,y2,i),wc(S,h,Ym,"bottom","top",n,i),S}function wc(t,e,n,r,i,s,o){if(!e)return;let a=oA(e);o=aA(a?r:e,s,o);let{line:l}=o;(n===Hm||n===Ym)&&l&&!pi(l)&&t.push(G2(lA(o))),t.push(n(o)),a&&t.push(n({...o,anchor:i,label:null}))}function _c(t,e,n,r){!e||pi(e)||t.push(n(uA(e,r)))}function oA(t){return/^\s*both\s*$/i.test(t)}function aA(t,e,{line:n=e.line,ticks:r,tickSize:i,tickSpacing:s,tickPadding:o,tickFormat:a,tickRotate:l,fontVariant:u,ariaLabel:c,ariaDescription:f,label:d=e.label,labelAnchor:h,labelArrow:p=e.labelArrow,labelOffset:m}){return{anchor:t,line:n,ticks:r,tickSize:i,tickSpacing:s,tickPadding:o,tickFormat:a,tickRotate:l,fontVariant:u,ariaLabel:c,ariaDescription:f,label:d,labelAnchor:h,labelArrow:p,labelOffset:m}}function lA(t){let{anchor:e,line:n}=t;return{anchor:e,facetAnchor:e+"-empty",stroke:n===!0?void 0:n}}function uA(t,{stroke:e=Ps(t)?t:void 0,ticks:n=cA(t)?t:void 0,tickSpacing:r,ariaLabel:i,ariaDescription:s}){return{stroke:e,ticks:n,tickSpacing:r,ariaLabel:i,ariaDescription:s}}function cA(t){switch(typeof t){case"number":return!0;case"string":return!Ps(t)}return _e(t)||typeof t?.range=="function"}function $c(t,e){let n=`${e}-axis `;return t.some(r=>r.ariaLabel?.startsWith(n))}function e$(t,e){for(let n of e)for(let r in n.channels){let{scale:i}=n.channels[r];if(i===t||i==="projection")return!0}return!1}function fA(t,e){for(let n in t){let r=t[n],i=e[n];r.label===void 0&&i&&(r.label=i.label)}return t}function dA({fx:t,fy:e},n){let{marginTop:r,marginRight:i,marginBottom:s,marginLeft:o,width:a,height:l}=Zu(n),u=t&&n$(t),c=e&&n$(e);return{marginTop:e?c[0]:r,marginRight:t?a-u[1]:i,marginBottom:e?l-c[1]:s,marginLeft:t?u[0]:o,inset:{marginTop:n.marginTop,marginRight:n.marginRight,marginBottom:n.marginBottom,marginLeft:n.marginLeft},width:a,height:l}}function n$(t){let e=t.domain();if(e.length===0)return[0,t.bandwidth()];let n=t(e[0]),r=t(e[e.length-1]);return r<n&&([n,r]=[r,n]),[n,r+t.bandwidth()]}var hA=new Map([["basis",r1],["basis-closed",s1],["basis-open",a1],["bundle",u1],["bump-x",Zx],["bump-y",Jx],["cardinal",c1],["cardinal-closed",f1],["cardinal-open",d1],["catmull-rom",p1],["catmull-rom-closed",g1],["catmull-rom-open",y1],["linear",ui],["linear-closed",x1],["monotone-x",$1],["monotone-y",S1],["natural",M1],["step",C1],["step-after",A1],["step-before",T1]]);function Qm(t=ui,e){if(typeof t=="function")return t;let n=hA.get(`${t}`.toLowerCase());if(!n)throw new Error(`unknown curve: ${t}`);if(e!==void 0){if("beta"in n)return n.beta(e);if("tension"in n)return n.tension(e);if("alpha"in n)return n.alpha(e)}return n}function i$(t=ma,e){return typeof t!="function"&&`${t}`.toLowerCase()==="auto"?ma:Qm(t,e)}function ma(t){return ui(t)}function pA(t={y:"count"},e={}){[t,e]=bA(t,e);let{x:n,y:r}=e;return gA(yA(n,e,yt),null,null,r,t,Hs(e))}function mA(t,e,n={}){if(n?.interval==null)return n;let{reduce:r=ju}=n,i={filter:null};return n[e]!=null&&(i[e]=r),n[`${e}1`]!=null&&(i[`${e}1`]=r),n[`${e}2`]!=null&&(i[`${e}2`]=r),t(i,n)}function Sc(t={}){return mA(pA,"y",vi(t,"x"))}function gA(t,e,n,r,{data:i=nm,filter:s=ea,sort:o,reverse:a,...l}={},u={}){t=s$(t),e=s$(e),l=xA(l,u),i=u$(i,yt),o=o==null?void 0:a$("sort",o,u),s=s==null?void 0:l$("filter",s,u),n!=null&&na(l,"x","x1","x2")&&(n=null),r!=null&&na(l,"y","y1","y2")&&(r=null);let[c,f]=Ke(t),[d,h]=Ke(t),[p,m]=Ke(e),[b,y]=Ke(e),[v,_]=n!=null?[n,"x"]:r!=null?[r,"y"]:[],[x,S]=Ke(v),{x:w,y:$,z:k,fill:T,stroke:P,x1:A,x2:R,y1:B,y2:D,domain:C,cumulative:z,thresholds:I,interval:W,...L}=u,[F,Y]=Ke(k),[G]=we(T),[H]=we(P),[at,ut]=Ke(G),[ft,U]=Ke(H);return{..."z"in u&&{z:F||k},..."fill"in u&&{fill:at||T},..."stroke"in u&&{stroke:ft||P},...yi(L,(tt,N,V)=>{let j=ta(kt(tt,v),V?.[_]),E=kt(tt,k),dt=kt(tt,G),K=kt(tt,H),mt=mw(l,{z:E,fill:dt,stroke:K}),St=[],re=[],ur=j&&S([]),Lr=E&&Y([]),DS=dt&&ut([]),OS=K&&U([]),Cg=t&&f([]),zS=t&&h([]),Tg=e&&m([]),FS=e&&y([]),BS=$A(t,e,tt),VS=0;for(let Ei of l)Ei.initialize(tt);o&&o.initialize(tt),s&&s.initialize(tt);for(let Ei of N){let Ag=[];for(let Ri of l)Ri.scope("facet",Ei);o&&o.scope("facet",Ei),s&&s.scope("facet",Ei);for(let[Ri,US]of em(Ei,mt))for(let[qS,ja]of em(US,j))for(let[hn,Dn]of BS(ja))if(mt&&(Dn.z=Ri),!(s&&!s.reduce(hn,Dn))){Ag.push(VS++),re.push(i.reduceIndex(hn,tt,Dn)),j&&ur.push(qS),E&&Lr.push(mt===E?Ri:E[(hn.length>0?hn:ja)[0]]),dt&&DS.push(mt===dt?Ri:dt[(hn.length>0?hn:ja)[0]]),K&&OS.push(mt===K?Ri:K[(hn.length>0?hn:ja)[0]]),Cg&&(Cg.push(Dn.x1),zS.push(Dn.x2)),Tg&&(Tg.push(Dn.y1),FS.push(Dn.y2));for(let HS of l)HS.reduce(hn,Dn);o&&o.reduce(hn,Dn)}St.push(Ag)}return gw(St,o,a),{data:re,facets:St}}),...!na(l,"x")&&(c?{x1:c,x2:d,x:Qo(c,d)}:{x:w,x1:A,x2:R}),...!na(l,"y")&&(p?{y1:p,y2:b,y:Qo(p,b)}:{y:$,y1:B,y2:D}),...x&&{[_]:x},...Object.fromEntries(l.map(({name:tt,output:N})=>[tt,N]))}}function bA({cumulative:t,domain:e,thresholds:n,interval:r,...i},s){return[i,{cumulative:t,domain:e,thresholds:n,interval:r,...s}]}function yA(t,{cumulative:e,domain:n,thresholds:r,interval:i},s){return t={...Pn(t)},t.domain===void 0&&(t.domain=n),t.cumulative===void 0&&(t.cumulative=e),t.thresholds===void 0&&(t.thresholds=r),t.interval===void 0&&(t.interval=i),t.value===void 0&&(t.value=s),t.thresholds=vA(t.thresholds,t.interval),t}function s$(t){if(t==null)return;let{value:e,cumulative:n,domain:r=ne,thresholds:i}=t,s=o=>{let a=kt(o,e),l;if(Dt(a)||_A(i)){a=wt(a,Up,Float64Array);let[c,f]=typeof r=="function"?r(a):r,d=typeof i=="function"&&!Cr(i)?i(a,c,f):i;typeof d=="number"&&(d=gu(c,f,d)),Cr(d)&&(r===ne&&(c=d.floor(c),f=d.offset(d.floor(f))),d=d.range(c,d.offset(f))),l=d}else{a=An(a);let[c,f]=typeof r=="function"?r(a):r,d=typeof i=="function"&&!Cr(i)?i(a,c,f):i;if(typeof d=="number")if(r===ne){let h=ns(c,f,d);if(isFinite(h))if(h>0){let p=Math.round(c/h),m=Math.round(f/h);p*h<=c||--p,m*h>f||++m;let b=m-p+1;d=new Float64Array(b);for(let y=0;y<b;++y)d[y]=(p+y)*h}else if(h<0){h=-h;let p=Math.round(c*h),m=Math.round(f*h);p/h<=c||--p,m/h>f||++m;let b=m-p+1;d=new Float64Array(b);for(let y=0;y<b;++y)d[y]=(p+y)/h}else d=[c];else d=[c]}else d=pr(c,f,d);else Cr(d)&&(r===ne&&(c=d.floor(c),f=d.offset(d.floor(f))),d=d.range(c,d.offset(f)));l=d}let u=[];if(l.length===1)u.push([l[0],l[0]]);else for(let c=1;c<l.length;++c)u.push([l[c-1],l[c]]);return u.bin=(n<0?kA:n>0?SA:tg)(u,l,a),u};return s.label=cn(e),s}function vA(t,e,n=o$){if(t===void 0)return e===void 0?n:Rn(e);if(typeof t=="string"){switch(t.toLowerCase()){case"freedman-diaconis":return C0;case"scott":return Nf;case"sturges":return _0;case"auto":return o$}return Zo(t)}return t}function xA(t,e){return pw(t,e,a$)}function a$(t,e,n){return Qp(t,e,n,l$)}function l$(t,e,n){return tm(t,e,n,u$)}function u$(t,e){return ra(t,e,wA)}function wA(t){switch(`${t}`.toLowerCase()){case"x":return MA;case"x1":return TA;case"x2":return AA;case"y":return CA;case"y1":return EA;case"y2":return RA;case"z":return bw}throw new Error(`invalid bin reduce: ${t}`)}function o$(t,e,n){return Math.min(200,Nf(t,e,n))}function _A(t){return W1(t)||_e(t)&&Dt(t)}function $A(t,e,n){let r=t?.(n),i=e?.(n);return r&&i?function*(s){let o=r.bin(s);for(let[a,[l,u]]of r.entries()){let c=i.bin(o[a]);for(let[f,[d,h]]of i.entries())yield[c[f],{data:n,x1:l,y1:d,x2:u,y2:h}]}}:r?function*(s){let o=r.bin(s);for(let[a,[l,u]]of r.entries())yield[o[a],{data:n,x1:l,x2:u}]}:function*(s){let o=i.bin(s);for(let[a,[l,u]]of i.entries())yield[o[a],{data:n,y1:l,y2:u}]}}function tg(t,e,n){return e=An(e),r=>{let i=t.map(()=>[]);for(let s of r)i[is(e,n[s])-1]?.push(s);return i}}function SA(t,e,n){let r=tg(t,e,n);return i=>{let s=r(i);for(let o=1,a=s.length;o<a;++o){let l=s[o-1],u=s[o];for(let c of l)u.push(c)}return s}}function kA(t,e,n){let r=tg(t,e,n);return i=>{let s=r(i);for(let o=s.length-2;o>=0;--o){let a=s[o+1],l=s[o];for(let u of a)l.push(u)}return s}}function c$(t,e){let n=(+t+ +e)/2;return t instanceof Date?new Date(n):n}var MA={reduceIndex(t,e,{x1:n,x2:r}){return c$(n,r)}},CA={reduceIndex(t,e,{y1:n,y2:r}){return c$(n,r)}},TA={reduceIndex(t,e,{x1:n}){return n}},AA={reduceIndex(t,e,{x2:n}){return n}},EA={reduceIndex(t,e,{y1:n}){return n}},RA={reduceIndex(t,e,{y2:n}){return n}};var NA={ariaLabel:"area",strokeWidth:1,strokeLinecap:"round",strokeLinejoin:"round",strokeMiterlimit:1},kc=class extends vt{constructor(e,n={}){let{x1:r,y1:i,x2:s,y2:o,z:a,curve:l,tension:u}=n;super(e,{x1:{value:r,scale:"x"},y1:{value:i,scale:"y"},x2:{value:s,scale:"x",optional:!0},y2:{value:o,scale:"y",optional:!0},z:{value:Es(n),optional:!0}},n,NA),this.z=a,this.curve=Qm(l,u)}filter(e){return e}render(e,n,r,i,s){let{x1:o,y1:a,x2:l=o,y2:u=a}=r;return ct("svg:g",s).call(Et,this,i,s).call(Rt,this,n,0,0).call(c=>c.selectAll().data(oc(e,[o,a,l,u],this,r)).enter().append("path").call(Mt,this).call(sc,this,r).attr("d",Xx().curve(this.curve).defined(f=>f>=0).x0(f=>o[f]).y0(f=>a[f]).x1(f=>l[f]).y1(f=>u[f]))).node()}};function ga(t,e){let{x:n=an,...r}=Sc(e);return new kc(t,Xs(Ws({...r,x1:n,x2:void 0},n===an?"y2":"y")))}var IA={ariaLabel:"bar"},eg=class extends vt{constructor(e,n,r={},i=IA){super(e,n,r,i),fa(this,r),da(this,r)}render(e,n,r,i,s){let{rx:o,ry:a,rx1y1:l,rx1y2:u,rx2y1:c,rx2y2:f}=this,d=this._x(n,r,i),h=this._y(n,r,i),p=this._width(n,r,i),m=this._height(n,r,i);return ct("svg:g",s).call(Et,this,i,s).call(this._transform,this,n).call(b=>b.selectAll().data(e).enter().call(l||u||c||f?y=>y.append("path").call(Mt,this).call(ha,d,h,f$(d,p),f$(h,m),this).call(Yt,this,r):y=>y.append("rect").call(Mt,this).attr("x",d).attr("width",p).attr("y",h).attr("height",m).call(Z,"rx",o).call(Z,"ry",a).call(Yt,this,r))).node()}_x(e,{x:n},{marginLeft:r}){let{insetLeft:i}=this;return n?s=>n[s]+i:r+i}_y(e,{y:n},{marginTop:r}){let{insetTop:i}=this;return n?s=>n[s]+i:r+i}_width({x:e},{x:n},{marginRight:r,marginLeft:i,width:s}){let{insetLeft:o,insetRight:a}=this,l=n&&e?e.bandwidth():s-r-i;return Math.max(0,l-o-a)}_height({y:e},{y:n},{marginTop:r,marginBottom:i,height:s}){let{insetTop:o,insetBottom:a}=this,l=n&&e?e.bandwidth():s-r-i;return Math.max(0,l-o-a)}};function f$(t,e){return typeof t=="function"&&typeof e=="function"?n=>t(n)+e(n):typeof t=="function"?n=>t(n)+e:typeof e=="function"?n=>t+e(n):t+e}var Mc=class extends eg{constructor(e,n={},r){let{x:i,y1:s,y2:o}=n;super(e,{y1:{value:s,scale:"y"},y2:{value:o,scale:"y"},x:{value:i,scale:"x",type:"band",optional:!0}},n,r)}_transform(e,n,{y:r}){e.call(Rt,n,{y:r},0,0)}_y({y:e},{y1:n,y2:r},{marginTop:i}){let{insetTop:s}=this;return fn(e)?i+s:o=>Math.min(n[o],r[o])+s}_height({y:e},{y1:n,y2:r},{marginTop:i,marginBottom:s,height:o}){let{insetTop:a,insetBottom:l}=this;return fn(e)?o-i-s-a-l:u=>Math.max(0,Math.abs(r[u]-n[u])-a-l)}};function ba(t,e={}){return Bu(e)||(e={...e,x:an,y2:yt}),new Mc(t,Xs(uc(Ws(e))))}var LA={ariaLabel:"dot",fill:"none",stroke:"currentColor",strokeWidth:1.5};function DA(t){return t.sort===void 0&&t.reverse===void 0?fw({channel:"-r"},t):t}var Cc=class extends vt{constructor(e,n={}){let{x:r,y:i,r:s,rotate:o,symbol:a=ci,frameAnchor:l}=n,[u,c]=It(o,0),[f,d]=lw(a),[h,p]=It(s,f==null?3:4.5);super(e,{x:{value:r,scale:"x",optional:!0},y:{value:i,scale:"y",optional:!0},r:{value:h,scale:"r",filter:di,optional:!0},rotate:{value:u,optional:!0},symbol:{value:f,scale:"auto",optional:!0}},DA(n),LA),this.r=p,this.rotate=c,this.symbol=d,this.frameAnchor=Tr(l);let{channels:m}=this,{symbol:b}=m;if(b){let{fill:y,stroke:v}=m;b.hint={fill:y?y.value===b.value?"color":"currentColor":this.fill??"currentColor",stroke:v?v.value===b.value?"color":"currentColor":this.stroke??"none"}}}render(e,n,r,i,s){let{x:o,y:a}=n,{x:l,y:u,r:c,rotate:f,symbol:d}=r,{r:h,rotate:p,symbol:m}=this,[b,y]=Ln(this,i),v=m===ci,_=c?void 0:h*h*Math.PI;return $s(h)&&(e=[]),ct("svg:g",s).call(Et,this,i,s).call(Rt,this,{x:l&&o,y:u&&a}).call(x=>x.selectAll().data(e).enter().append(v?"circle":"path").call(Mt,this).call(v?S=>{S.attr("cx",l?w=>l[w]:b).attr("cy",u?w=>u[w]:y).attr("r",c?w=>c[w]:h)}:S=>{S.attr("transform",Ys`translate(${l?w=>l[w]:b},${u?w=>u[w]:y})${f?w=>` rotate(${f[w]})`:p?` rotate(${p})`:""}`).attr("d",c&&d?w=>{let $=yn();return d[w].draw($,c[w]*c[w]*Math.PI),$}:c?w=>{let $=yn();return m.draw($,c[w]*c[w]*Math.PI),$}:d?w=>{let $=yn();return d[w].draw($,_),$}:(()=>{let w=yn();return m.draw(w,_),w})())}).call(Yt,this,r)).node()}};function $i(t,{x:e,y:n,...r}={}){return r.frameAnchor===void 0&&([e,n]=un(e,n)),new Cc(t,{...r,x:e,y:n})}var OA={ariaLabel:"line",fill:"none",stroke:"currentColor",strokeWidth:1.5,strokeLinecap:"round",strokeLinejoin:"round",strokeMiterlimit:1},ya=class extends vt{constructor(e,n={}){let{x:r,y:i,z:s,curve:o,tension:a}=n;super(e,{x:{value:r,scale:"x"},y:{value:i,scale:"y"},z:{value:Es(n),optional:!0}},n,OA),this.z=s,this.curve=i$(o,a),xi(this,n)}filter(e){return e}project(e,n,r){this.curve!==ma&&super.project(e,n,r)}render(e,n,r,i,s){let{x:o,y:a}=r,{curve:l}=this;return ct("svg:g",s).call(Et,this,i,s).call(Rt,this,n).call(u=>u.selectAll().data(oc(e,[o,a],this,r)).enter().append("path").call(Mt,this).call(sc,this,r).call(z_,this,r,s).attr("d",l===ma&&s.projection?zA(s.path(),o,a):dp().curve(l).defined(c=>c>=0).x(c=>o[c]).y(c=>a[c]))).node()}};function zA(t,e,n){return e=An(e),n=An(n),r=>{let i=[],s=[i];for(let o of r)o===-1?(i=[],s.push(i)):i.push([e[o],n[o]]);return t({type:"MultiLineString",coordinates:s})}}function ng(t,{x:e,y:n,...r}={}){return[e,n]=un(e,n),new ya(t,{...r,x:e,y:n})}function Pr(t,{x:e=an,y:n=yt,...r}={}){return new ya(t,Sc({...r,x:e,y:n}))}var FA={ariaLabel:"tick",fill:null,stroke:"currentColor"},rg=class extends vt{constructor(e,n,r){super(e,n,r,FA),xi(this,r)}render(e,n,r,i,s){return ct("svg:g",s).call(Et,this,i,s).call(this._transform,this,n).call(o=>o.selectAll().data(e).enter().append("line").call(Mt,this).attr("x1",this._x1(n,r,i)).attr("x2",this._x2(n,r,i)).attr("y1",this._y1(n,r,i)).attr("y2",this._y2(n,r,i)).call(Yt,this,r).call(la,this,r,s)).node()}};var Tc=class extends rg{constructor(e,n={}){let{x:r,y:i,inset:s=0,insetRight:o=s,insetLeft:a=s}=n;super(e,{y:{value:i,scale:"y"},x:{value:r,scale:"x",type:"band",optional:!0}},n),this.insetRight=Ct(o),this.insetLeft=Ct(a)}_transform(e,n,{y:r}){e.call(Rt,n,{y:r},0,Ht)}_x1({x:e},{x:n},{marginLeft:r}){let{insetLeft:i}=this;return n&&e?s=>n[s]+i:r+i}_x2({x:e},{x:n},{width:r,marginRight:i}){let{insetRight:s}=this;return n&&e?o=>n[o]+e.bandwidth()-s:r-i-s}_y1(e,{y:n}){return r=>n[r]}_y2(e,{y:n}){return r=>n[r]}};function Si(t,{y:e=yt,...n}={}){return new Tc(t,{...n,y:e})}vt.prototype.plot=function({marks:t=[],...e}={}){return Gt({...e,marks:[...t,this]})};var xa=340,va=class extends X{constructor(){super();this.chart=null;this.histogram=null,this.metric=""}willUpdate(n){(n.has("histogram")||n.has("metric"))&&(this.chart=this.draw())}draw(){let n=this.histogram;return!n||n.bins.length===0?null:Gt({width:xa,height:170,marginLeft:44,marginBottom:34,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{label:`gap (${this.metric})`,labelAnchor:"center",labelArrow:"none",nice:!1},y:{label:"labels",labelArrow:"none",grid:!0,ticks:Math.min(5,Math.max(...n.bins.map(r=>r.count)))},marks:[Rr(n.bins,{x1:"x0",x2:"x1",y:"count",fill:Vn,fillOpacity:.85,insetLeft:.5,insetRight:.5}),Pe([0],{stroke:"#9e9e9e"}),Se([0],{stroke:"#424242",strokeDasharray:"3,3"})]})}render(){let n=this.histogram;if(!n)return M;let{posInf:r,negInf:i,undefined:s}=n.nonFinite,o=[r?`${O(r)} at +\u221E`:"",i?`${O(i)} at \u2212\u221E`:"",s?`${O(s)} undefined`:""].filter(Boolean);return g`
      <h3>Gap distribution</h3>
      <div class="chart">${this.chart??g`<div class="muted">No finite gap to plot.</div>`}</div>
      <div class="note muted">
        ${O(n.finite)} finite gap${n.finite===1?"":"s"}${o.length?g`; not plotted: ${o.join(", ")}`:M}
      </div>
    `}};va.properties={histogram:{attribute:!1},metric:{attribute:!1}},va.styles=[et,J`
      :host {
        display: block;
      }
      .chart {
        min-height: 40px;
      }
      .note {
        font-size: 11px;
      }
    `];customElements.define("fairness-gap-histogram",va);var wa=class extends X{constructor(){super();this.chart=null;this.distribution=null,this.k=100,this.sortLabel="",this.kText="100"}willUpdate(n){n.has("k")&&Number(this.kText)!==this.k&&(this.kText=String(this.k)),n.has("distribution")&&(this.chart=this.draw())}draw(){let n=this.distribution;if(!n||n.bins.length===0)return null;let r=Math.max(1,n.topShown),i=Math.max(1,n.allShown),s=n.bins.map(o=>({x0:o.x0,x1:o.x1,top:o.top/r,all:o.all/i}));return Gt({width:xa,height:170,marginLeft:44,marginBottom:34,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{type:"log",label:"c(y): examples with the label",labelAnchor:"center",labelArrow:"none"},y:{label:"share of labels",labelArrow:"none",grid:!0,percent:!0},marks:[Rr(s,{x1:"x0",x2:"x1",y:"top",fill:Vn,fillOpacity:.85,insetLeft:.5,insetRight:.5}),Rr(s,{x1:"x0",x2:"x1",y:"all",fill:"none",stroke:"#616161",strokeWidth:1}),Pe([0],{stroke:"#9e9e9e"})]})}onK(n){let r=n.target.value;this.kText=r;let i=Number(r);r.trim()!==""&&Number.isSafeInteger(i)&&i>=1&&this.dispatchEvent(new CustomEvent("topk-change",{detail:i,bubbles:!0,composed:!0}))}render(){let n=this.distribution;if(!n)return M;let r=Number(this.kText),i=!(this.kText.trim()!==""&&Number.isSafeInteger(r)&&r>=1);return g`
      <div class="head">
        <h3>Counts of the top</h3>
        <input
          type="text"
          inputmode="numeric"
          name="topk"
          aria-label="K"
          class=${i?"invalid":""}
          .value=${this.kText}
          @input=${s=>this.onK(s)}
        />
        <h3>labels by ${this.sortLabel}</h3>
      </div>
      <div class="chart">${this.chart??g`<div class="muted">No label with c(y) &gt; 0 to plot.</div>`}</div>
      <div class="note muted">
        <span class="key" style="background:${Vn}"></span>top ${O(n.k)}${n.topMedian!==null?g` (median c(y) ${O(n.topMedian)})`:M}
        <span class="key" style="border:1px solid #616161"></span>all ${O(n.allShown)} shown${n.allMedian!==null?g` (median ${O(n.allMedian)})`:M}${n.zero?g`; ${O(n.zero)} of the top with c(y) = 0 not plotted`:M}
      </div>
    `}};wa.properties={distribution:{attribute:!1},k:{attribute:!1},sortLabel:{attribute:!1},kText:{state:!0}},wa.styles=[et,J`
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
    `];customElements.define("fairness-count-distribution",wa);var _a=class extends X{constructor(n){super();this.request=new Ft;this.identitiesConfirmed=!1;this.order=null;this.search={regex:null,error:null};this.visible=new Int32Array(0);this.visibleList=[];this.histogram=null;this.counts=null;this.domain=[-1,1];this.api=n??new Ne,this.info=null,this.params=[],this.selection=vl(),this.data=null,this.status="loading",this.error=null}disconnectedCallback(){super.disconnectedCallback(),this.request.cancel()}setStatus(n){this.status=n,Le(this,n)}async load(){let{run:n,tag:r,step:i}=this.report,{metric:s,a:o,b:a,level:l,fdr:u,minCount:c,rankBy:f}=this.selection,d=!this.identitiesConfirmed;this.setStatus("loading");let h={level:l===Fi?null:l,q:u===Bi?null:u,min_count:c,rank_by:f===bl?null:f},p;try{p=await this.request.run(m=>this.api.associations({run:n,tag:r,step:i,metric:s,a:o,b:a,...h},m))}catch(m){if(d&&(o!==null||a!==null)&&m instanceof cr&&m.status===400){this.setSelectionState({...this.selection,a:null,b:null}),this.load();return}this.data=null,this.error=ee(m),this.setStatus("error");return}p!==zt&&(this.error=null,this.data=p,this.identitiesConfirmed=!0,(this.selection.a===null||this.selection.metric!==p.metric)&&this.setSelectionState({...this.selection,a:p.a,metric:p.metric}),this.setStatus("ready"))}setSelectionState(n){this.selection=n,Bt(this,gf(n))}onSelectionChange(n){let r=this.selection,i={...r,...n};n.rankBy!==void 0&&n.rankBy!==r.rankBy&&n.sort===void 0&&(i.sort=xl(n.rankBy),i.dir="desc"),this.setSelectionState(i),(i.rankBy!==r.rankBy||i.level!==r.level||i.fdr!==r.fdr||i.minCount!==r.minCount||i.metric!==r.metric||i.a!==r.a||i.b!==r.b)&&((i.a!==r.a||i.b!==r.b)&&(this.identitiesConfirmed=!0),this.load())}resetSelection(){this.setSelectionState(vl()),this.identitiesConfirmed=!1,this.report.step!==null?dr(this,{step:null}):this.load()}downloadCsv(){let n=this.data;if(!n)return;let r=Me(["fairness",n.run,n.tag,`step${n.step}`,n.metric,n.a,"vs",n.b??"rest"]);Ce(Ab(n,this.visible),r)}willUpdate(n){if(!this.hasUpdated)this.selection=zb(this.params),Bt(this,gf(this.selection)),this.load();else if(n.has("report")){let h=n.get("report");h&&(h.run!==this.report.run||h.tag!==this.report.tag)&&(this.identitiesConfirmed=!1),(!h||h.run!==this.report.run||h.tag!==this.report.tag||h.step!==this.report.step)&&this.load()}let r=n.get("selection"),i=this.selection,s=this.data,o=n.has("data"),a=r===void 0,l=!a&&(r.sort!==i.sort||r.dir!==i.dir),u=a||r.search!==i.search,c=a||r.gap[0]!==i.gap[0]||r.gap[1]!==i.gap[1]||r.count[0]!==i.count[0]||r.count[1]!==i.count[1]||r.significantOnly!==i.significantOnly,f=a||r.topK!==i.topK;if(u&&(this.search=Ii(i.search)),!s){this.order=null,this.visible=new Int32Array(0),this.visibleList=[],this.histogram=null,this.counts=null;return}(o||l||this.order===null)&&(this.order=Fb(s,i.sort,i.dir)),o&&(this.domain=Yb(s));let d=!1;(o||l||u||c)&&(this.visible=Bb(s,this.order,{search:this.search.regex,gap:i.gap,count:i.count,significantOnly:i.significantOnly}),this.visibleList=Array.from(this.visible),d=!0),d&&(this.histogram=Ub(s,this.visible)),(d||f)&&(this.counts=qb(s,this.visible,i.topK))}renderSummary(n){let r=new Map(n.identities.map(a=>[a.name,a.count])),i=a=>r.has(a)?g` (${O(r.get(a))})`:M,s=n.identities.filter(a=>a.name!==n.a).length,o=this.info?.description??"";return g`<div class="summary" data-shown=${this.visible.length} data-total=${n.rows}>
      ${o?g`<span class="description">${o}</span>`:M}
      <span><b>N</b> = ${O(n.n)} examples · step ${n.step}</span>
      <span class="shown">showing <b>${O(this.visible.length)}</b> of ${O(n.rows)} labels</span>
      <span
        >A = <b>${n.a}</b>${i(n.a)} vs B =
        ${n.b===null?g`<b>rest</b> <span class="muted">(mean over ${s} other identit${s===1?"y":"ies"})</span>`:g`<b>${n.b}</b>${i(n.b)}`}</span
      >
      ${n.excluded_labels.length?g`<span class="muted" title="Identities that are predicted labels are left out of the rows"
            >not ranked: ${n.excluded_labels.join(", ")}</span
          >`:M}
    </div>`}renderLegend(n){let r=Gb(n);return g`<div class="legend" data-significant=${n.significant} data-insufficient=${n.insufficient}>
      <span class="interval">${r.interval}</span>
      <span class="significance"><span class="star">${r.significance.slice(0,1)}</span>${r.significance.slice(1)}</span>
      <span class="insufficient"><span class="grey"></span>${r.insufficient}</span>
      ${r.overlap?g`<span class="warning" role="note">⚠ ${r.overlap}</span>`:M}
    </div>`}renderError(){return g`<div class="message error" role="alert">
      <h2>Could not load the report</h2>
      <div class="text">${this.error}</div>
      <button class="primary link" @click=${()=>this.resetSelection()}>Reset the selection</button>
    </div>`}render(){let n=this.selection,r=this.data,i=r?.metrics?.length?r.metrics:Ob.map(a=>({name:a,title:"",range:null})),s=this.status==="loading",o=`${n.sort} ${n.dir==="desc"?"\u25BC":"\u25B2"}`;return g`
      <fairness-controls
        .selection=${n}
        .metrics=${i}
        .identities=${r?.identities??[]}
        .reportMinCount=${r?.min_count??Vi}
        .searchError=${this.search.error}
        .canDownload=${r!==null&&!s}
        @selection-change=${a=>this.onSelectionChange(a.detail)}
        @download-csv=${()=>this.downloadCsv()}
        ><slot name="report" slot="report"></slot
      ></fairness-controls>
      ${this.status==="error"?this.renderError():M}
      ${r?g`${this.renderSummary(r)} ${this.renderLegend(r)}
            <div class="main ${s?"stale":""}">
              <fairness-table
                .table=${r}
                .rows=${this.visibleList}
                .sort=${n.sort}
                .dir=${n.dir}
                .names=${{a:r.a,b:r.b_label,metric:r.metric}}
                .stats=${{level:r.level,q:r.q,minCount:r.min_count,domain:this.domain}}
                @sort-change=${a=>this.onSelectionChange({sort:a.detail.column,dir:a.detail.dir})}
              ></fairness-table>
              <div class="side">
                <fairness-gap-histogram .histogram=${this.histogram} .metric=${r.metric}></fairness-gap-histogram>
                <fairness-count-distribution
                  .distribution=${this.counts}
                  .k=${n.topK}
                  .sortLabel=${o}
                  @topk-change=${a=>this.onSelectionChange({topK:a.detail})}
                ></fairness-count-distribution>
              </div>
            </div>`:s?g`<div class="loading">Loading the report…</div>`:M}
    `}};_a.properties={report:{attribute:!1},info:{attribute:!1},params:{attribute:!1},selection:{state:!0},data:{state:!0},status:{state:!0},error:{state:!0}},_a.styles=[et,oe,J`
      :host {
        display: flex;
        flex-direction: column;
        flex: 1;
        min-height: 0;
        gap: 10px;
      }
      .summary {
        display: flex;
        flex-wrap: wrap;
        gap: 4px 16px;
        align-items: baseline;
        min-height: 18px;
      }
      .summary b {
        font-weight: 500;
      }
      .summary .description {
        flex-basis: 100%;
        font-weight: 500;
      }
      .main {
        flex: 1;
        min-height: 0;
        display: flex;
        gap: 16px;
      }
      .main.stale {
        opacity: 0.55;
        transition: opacity 0.15s 0.2s;
      }
      fairness-table {
        flex: 1;
        min-width: 0;
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
        background: #fafafa;
        border: 1px solid #c8c8c8;
      }
      .legend .warning {
        flex-basis: 100%;
        color: #8d6e00;
      }
      .side {
        width: 344px;
        flex: none;
        display: flex;
        flex-direction: column;
        gap: 16px;
        overflow-y: auto;
      }
      @media (max-width: 900px) {
        .main {
          flex-direction: column;
        }
        fairness-table {
          min-height: 360px;
        }
        .side {
          width: auto;
          overflow: visible;
        }
      }
    `];customElements.define("fairness-associations-view",_a);var d$={kind:Ni,title:"label-association",render:(t,e)=>g`<fairness-associations-view .report=${t.report} .info=${t.info} .params=${t.params}
      >${e}</fairness-associations-view
    >`,hint:()=>g`No label-association reports: log one with <code>w.label_associations(…)</code>, one set of predicted
      label names per example with the identities among them (or a 0/1 matrix with <code>label_names=</code>, or
      scores with <code>threshold=</code>).`,example:`# One set of predicted label names per example; the identities are among them.
predictions = [{"man", "skateboard"}, {"woman", "apron"}, {"woman", "skateboard"}]
w.label_associations("associations/val", 0, predictions, identities=["man", "woman"])`};var BA={class:{sub:"ground truth",title:"The ground-truth class"},n:{sub:"examples",title:"Examples of the class"},cramers_v:{sub:"Cram\xE9r's V",title:"Cram\xE9r's V of the table groups \xD7 predicted labels for this class: how strongly what the model predicts depends on the group (0: not at all)"},band:{sub:"effect size",title:"negligible < 0.1 \u2264 small < 0.3 \u2264 medium < 0.5 \u2264 large"},p_value:{sub:"\u03C7\xB2 test",title:'p-value of the chi-square test of "group and prediction independent" for this class; classes without V last'},accuracy:{sub:"of the class",title:"Accuracy on the examples of the class"},worst_group:{sub:"lowest accuracy",title:"The group with the lowest accuracy on this class"},worst_group_accuracy:{sub:"of the worst group",title:"Accuracy of the class's worst group"},gap:{sub:"accuracy \u2212 worst",title:"Accuracy of the class minus that of its worst group"}},VA="Sorted last in both directions and left out of SkewSize.",UA=["class","n","cramers_v","band","interval","p_value","mark","accuracy","worst_group","worst_group_accuracy","gap"],ig=64,sg=14;function qA([t,e],n,[r,i]){let o=f=>Math.min(ig-3,Math.max(3,(f-r)/(i-r)*(ig-6)+3)),a=sg/2,l=o(t),u=o(e),c=[.1,.3,.5].filter(f=>f<i).map(f=>`M${o(f)},1V${sg-1}`).join("");return g`<svg class="whisker" width=${ig} height=${sg} aria-hidden="true">
    <path class="edge" d=${c}></path>
    <path class="bar" d=${`M${l},${a}H${u}M${l},${a-3}V${a+3}M${u},${a-3}V${a+3}`}></path>
    <circle class="dot" cx=${o(n)} cy=${a} r="2.5"></circle>
  </svg>`}var $a=class extends X{constructor(){super();this.renderRow=(n,r)=>{let i=this.table,s=i.columns,o=s.class[n],a=s.cramers_v[n],l=i.states.cramers_v[n],u=`Undefined: ${l&&this.reasons[l]||l||"no value"}. ${VA}`,c=`Undefined: ${this.reasons.no_examples??"no examples of this class"}.`,f=s.band[n],d=s.worst_group[n],h=o===this.selected,p=Sb(i,n,this.reasons),m=cf(this.stats.q);return g`<div
      class="row ${p.significant?"significant":""}"
      role="row"
      tabindex="0"
      aria-selected=${h?"true":"false"}
      data-row=${n}
      data-pos=${r}
      data-significant=${p.significant?"true":"false"}
      @click=${()=>this.select(o)}
      @keydown=${b=>{(b.key==="Enter"||b.key===" ")&&(b.preventDefault(),this.select(o))}}
    >
      <div class="cell" role="cell" data-col="class" title=${o}>${o}</div>
      <div class="cell num" role="cell" data-col="n">${O(s.n[n])}</div>
      ${this.numberCell("cramers_v",a,Bn(a),u)}
      ${f?g`<div class="cell" role="cell" data-col="band" data-band=${f}>
            <span class="chip" style="background:${qr[f]}"></span>${f}
          </div>`:g`<div class="cell undef" role="cell" data-col="band" title=${u}>—</div>`}
      ${p.interval&&a!==null?g`<div
            class="cell interval"
            role="cell"
            data-col="interval"
            data-lower=${String(p.interval[0])}
            data-upper=${String(p.interval[1])}
            title=${`V = ${a}; ${Oi(this.stats.level)} interval of the population V: [${p.interval[0]}, ${p.interval[1]}]`}
          >
            ${qA(p.interval,a,this.stats.domain)}<span class="text">${p.intervalText}</span>
          </div>`:g`<div class="cell interval undef" role="cell" data-col="interval" title=${p.reason??"No interval"}>—</div>`}
      <div class="cell num ${p.p===null?"why undef":""}" role="cell" data-col="p_value" data-value=${p.p===null?"":String(p.p)} title=${p.pTitle}>
        ${p.pText}
      </div>
      <div class="cell mark" role="cell" data-col="significant">
        ${p.significant?g`<span class="sig" role="img" aria-label=${m} title=${m}>★</span>`:M}
      </div>
      ${this.numberCell("accuracy",s.accuracy[n],jt(s.accuracy[n]),c)}
      <div class="cell" role="cell" data-col="worst_group" title=${d??""}>${d??"\u2014"}</div>
      ${this.numberCell("worst_group_accuracy",s.worst_group_accuracy[n],jt(s.worst_group_accuracy[n]),c)}
      ${this.numberCell("gap",s.gap[n],ll(s.gap[n]),c)}
    </div>`};this.table=null,this.rows=[],this.sort="cramers_v",this.dir="desc",this.reasons={},this.selected=null,this.stats={level:fl,q:Ur,domain:[0,1]}}clickHeader(n){let r=n===this.sort?this.dir==="asc"?"desc":"asc":lf(n);this.dispatchEvent(new CustomEvent("sort-change",{detail:{column:n,dir:r},bubbles:!0,composed:!0}))}select(n){this.dispatchEvent(new CustomEvent("class-select",{detail:n,bubbles:!0,composed:!0}))}renderHeader(){let n=Oi(this.stats.level);return g`<div class="head" role="row">
      ${UA.map(r=>{if(r==="mark")return g`<span class="mark" role="columnheader" data-col="significant" title=${`\u2605: ${cf(this.stats.q)}`}
            >★</span
          >`;if(r==="interval")return g`<span
            class="interval"
            role="columnheader"
            data-col="interval"
            title=${`The ${n} interval of the population V of this class (docs/statistics.md); the dot is V, dotted lines are the band edges 0.1, 0.3, 0.5`}
          >
            <span class="top"><span class="col-name">interval</span></span>
            <span class="sub">${n} of V</span>
          </span>`;let{sub:i,title:s}=BA[r],o=r===this.sort,a=r==="class"||r==="worst_group",l=g`<span class="arrow">${o&&this.dir==="asc"?"\u25B2":"\u25BC"}</span>`;return g`<button
          role="columnheader"
          class=${a?"text":""}
          data-col=${r}
          aria-sort=${o?this.dir==="asc"?"ascending":"descending":"none"}
          title=${`${s}. Click to sort.`}
          @click=${()=>this.clickHeader(r)}
        >
          <span class="top">${a?M:l}<span class="col-name">${r}</span>${a?l:M}</span>
          <span class="sub">${i}</span>
        </button>`})}
    </div>`}numberCell(n,r,i,s){return r===null||!Number.isFinite(r)?g`<div class="cell num undef" role="cell" data-col=${n} data-state="undefined" title=${s}>
        undefined
      </div>`:g`<div class="cell num" role="cell" data-col=${n} title=${String(r)}>${i}</div>`}updated(n){let r=n.has("table")&&n.get("table")==null;if(this.selected===null||!(n.has("selected")||r)||!this.table)return;let i=this.table.columns.class,s=this.rows.findIndex(l=>i[l]===this.selected),o=this.renderRoot.querySelector("lit-virtualizer");if(s<0||!o)return;(async()=>{await o.updateComplete,await o.layoutComplete,o.element(s)?.scrollIntoView({block:"nearest"})})().catch(()=>{})}render(){return this.table?g`<div role="table" aria-rowcount=${this.rows.length+1} aria-label="Classes by Cramér's V">
      ${this.renderHeader()}
      ${this.rows.length===0?g`<div class="none">${this.table.rows===0?"This report has no classes.":"No class matches the search."}</div>`:g`<lit-virtualizer .items=${this.rows} .renderItem=${this.renderRow}></lit-virtualizer>`}
    </div>`:M}};$a.properties={table:{attribute:!1},rows:{attribute:!1},sort:{attribute:!1},dir:{attribute:!1},reasons:{attribute:!1},selected:{attribute:!1},stats:{attribute:!1}},$a.styles=[et,Ui,J`
      :host {
        display: block;
        position: relative;
        overflow: auto;
        border: 1px solid var(--border);
        border-radius: 2px;
        background: #fff;
      }
      .head,
      .row {
        box-sizing: border-box;
        display: grid;
        grid-template-columns: minmax(120px, 1fr) 64px 92px 100px 140px 72px 22px 80px minmax(90px, 0.4fr) 92px 84px;
        min-width: 980px;
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
        padding: 4px 6px 4px 4px;
        text-align: right;
        cursor: pointer;
        font-weight: 500;
        min-width: 0;
      }
      .head button.text {
        align-items: flex-start;
        text-align: left;
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
        width: 100%;
        min-width: 980px;
      }
      .row {
        height: 24px;
        align-items: center;
        border-bottom: 1px solid #f0f0f0;
        cursor: pointer;
      }
      .row:hover {
        background: var(--hover-bg);
      }
      .row:focus-visible {
        outline: 2px solid var(--accent);
        outline-offset: -2px;
      }
      .row[aria-selected='true'] {
        background: #ffe0b2;
        box-shadow: inset 3px 0 0 var(--accent);
      }
      .cell {
        padding: 0 8px;
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
      .cell.undef {
        color: var(--muted);
        font-style: italic;
        cursor: help;
      }
      .cell.interval {
        display: flex;
        align-items: center;
        gap: 6px;
        font-size: 12px;
        font-variant-numeric: tabular-nums;
      }
      .whisker {
        flex: none;
      }
      .whisker .edge {
        stroke: #d6d6d6;
        stroke-dasharray: 1 2;
      }
      .whisker .bar {
        stroke: #5c6bc0;
        stroke-width: 1.5;
        fill: none;
      }
      .whisker .dot {
        fill: #283593;
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
      .chip {
        display: inline-block;
        width: 9px;
        height: 9px;
        border-radius: 2px;
        margin-right: 5px;
        vertical-align: -1px;
      }
      .none {
        padding: 24px;
        text-align: center;
        color: var(--muted);
      }
    `];customElements.define("fairness-skew-table",$a);var Sa=class extends X{constructor(){super();this.chart=null;this.histogram=null,this.marker=null}willUpdate(n){(n.has("histogram")||n.has("marker"))&&(this.chart=this.draw())}draw(){let n=this.histogram;if(!n||n.bins.length===0)return null;let r=Math.max(...n.bins.map(i=>i.count));return Gt({width:xa,height:170,marginLeft:44,marginBottom:34,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{domain:[0,1],label:"Cram\xE9r's V",labelAnchor:"center",labelArrow:"none",ticks:5},y:{label:"classes",labelArrow:"none",grid:!0,ticks:Math.min(5,r)},color:{domain:[...ge],range:ge.map(i=>qr[i])},marks:[Rr(n.bins,{x1:"x0",x2:"x1",y:"count",fill:"band",insetLeft:.5,insetRight:.5,title:i=>`${i.count} class${i.count===1?"":"es"} with V in [${i.x0.toFixed(2)}, ${i.x1.toFixed(2)}) (${i.band})`}),Se(io,{stroke:"#9e9e9e",strokeDasharray:"2,3"}),Pe([0],{stroke:"#9e9e9e"}),...this.marker!==null?[Se([this.marker],{stroke:"#212121",strokeWidth:1.5,title:()=>"the selected class"})]:[]]})}render(){let n=this.histogram;return n?g`
      <h3>Effect sizes by class</h3>
      <div class="chart">${this.chart??g`<div class="muted">No class with a value of V to plot.</div>`}</div>
      <div class="legend">
        ${ge.map(r=>g`<span data-band=${r}
              ><span class="key" style="background:${qr[r]}"></span>${r} ${O(n.byBand[r])}</span
            >`)}
      </div>
      <div class="note muted">
        ${this.marker!==null?"The black line marks the selected class. ":""}${O(n.defined)} class${n.defined===1?"":"es"} with V${n.undefined?`; ${O(n.undefined)} undefined, not plotted`:""}
      </div>
    `:g``}};Sa.properties={histogram:{attribute:!1},marker:{attribute:!1}},Sa.styles=[et,J`
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
    `];customElements.define("fairness-skew-histogram",Sa);var ka=class extends X{constructor(){super();this.panels=null;this.cls="",this.data=null,this.status="loading",this.error=null,this.reasons={}}willUpdate(n){n.has("data")&&(this.panels=this.data?Tb(this.data):null)}close(){this.dispatchEvent(new CustomEvent("class-close",{bubbles:!0,composed:!0}))}renderBar(n,r,i){let s=r>0?n.share/r*100:0,o=n.other?`other (${O(i)} more label${i===1?"":"s"})`:n.label,a=[n.correct?"the correct label":"",n.kept?"":"dropped from V by the mev filter (an expected count below mev)"].filter(Boolean),l=`${o}: ${O(n.count)} (${jt(n.share)} of the group)${a.length?" \u2014 "+a.join("; "):""}`,u=["bar-row",n.correct?"correct":"",n.kept?"":"dropped",n.other?"other":""].filter(Boolean).join(" ");return g`<div
      class=${u}
      role="listitem"
      data-label=${n.other?M:n.label}
      data-other=${n.other?"true":M}
      data-count=${n.count}
      data-share=${n.share}
      data-correct=${n.correct?"true":"false"}
      data-kept=${n.kept?"true":"false"}
      title=${l}
    >
      <span class="label">${o}${n.correct?" \u2713":""}</span>
      <span class="track"><span class="fill" style="width: ${s.toFixed(2)}%"></span></span>
      <span class="val">${jt(n.share)} (${O(n.count)})</span>
    </div>`}renderPanel(n,r){return g`<div class="panel" data-group=${n.group}>
      <h4 title=${n.group}>${n.group}</h4>
      <div class="meta muted">
        n = ${O(n.n)}${n.accuracy!==null?g` · accuracy ${jt(n.accuracy)}`:M}
      </div>
      <div class="bars" role="list" aria-label=${`Predicted labels for group ${n.group}`}>
        ${n.bars.map(i=>this.renderBar(i,r.maxShare,r.otherLabels))}
      </div>
      <h5>Most frequent mistakes</h5>
      ${n.mistakes.length?g`<table class="mistakes">
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
              ${n.mistakes.map(i=>g`<tr data-rank=${i.rank} data-label=${i.label} data-count=${i.count} data-share=${i.share}>
                    <td class="num">${i.rank}</td>
                    <td title=${i.label}>${i.label}</td>
                    <td class="num">${O(i.count)}</td>
                    <td class="num" title=${String(i.share)}>${jt(i.share)}</td>
                  </tr>`)}
            </tbody>
          </table>`:g`<div class="muted">No mistakes in this group.</div>`}
    </div>`}renderHeader(n){let r=M;n&&(r=n.cramers_v!==null?g`<span data-key="cramers_v" data-value=${n.cramers_v}
              >V = <b>${Bn(n.cramers_v)}</b>
              ${n.band?g`<span><span class="chip" style="background:${qr[n.band]}"></span>${n.band}</span>`:M}</span
            >`:g`<span data-key="cramers_v" data-state=${n.state??"undefined"} class="muted"
              >V undefined: ${n.state&&this.reasons[n.state]||n.state}</span
            >`);let i=this.panels;return g`<header>
      <h3 title=${this.cls}>${this.cls}</h3>
      ${r}
      ${n&&i?g`<span class="muted"
            >${n.groups.length} group${n.groups.length===1?"":"s"} × ${O(n.total_labels)} predicted
            label${n.total_labels===1?"":"s"}${i.dropped?g`; <span data-key="dropped">${i.dropped} dropped by mev = ${n.mev}</span>`:M}${i.otherLabels?`; ${O(i.otherLabels)} least frequent summed in \u201Cother\u201D`:""}</span
          >`:M}
      <button class="primary close" name="close-class" title="Close the drill-down" @click=${()=>this.close()}>
        Close
      </button>
    </header>`}render(){let n=this.data,r=this.panels;return g`
      ${this.renderHeader(n)}
      ${this.status==="error"?g`<div class="message error" role="alert"><div class="text">${this.error}</div></div>`:M}
      ${n&&r?g`<div class="body ${this.status==="loading"?"stale":""}">
            <div class="groups">${r.panels.map(i=>this.renderPanel(i,r))}</div>
            <div class="key muted">
              <span><span class="swatch" style="background:#43a047"></span>the correct label</span>
              <span><span class="swatch" style="background:#90a4ae"></span>a mistake</span>
              <span
                ><span class="swatch" style="background:repeating-linear-gradient(135deg, #b0bec5 0 3px, #eceff1 3px 6px)"></span
                >dropped from V by the mev filter</span
              >
              <span>bars: share of the group's examples, one scale for all groups</span>
            </div>
          </div>`:this.status==="loading"?g`<div class="loading">Loading the class…</div>`:M}
    `}};ka.properties={cls:{attribute:!1},data:{attribute:!1},status:{reflect:!0,attribute:"data-status"},error:{attribute:!1},reasons:{attribute:!1}},ka.styles=[et,oe,J`
      :host {
        display: block;
        border: 1px solid var(--border);
        border-top: 3px solid var(--accent);
        border-radius: 2px;
        padding: 10px 12px 12px;
        background: #fff;
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
        color: #1b5e20;
      }
      .track {
        height: 12px;
        background: #f5f5f5;
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
        background: repeating-linear-gradient(135deg, #b0bec5 0 3px, #eceff1 3px 6px);
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
        border-bottom: 1px solid #f0f0f0;
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
    `];customElements.define("fairness-skew-class",ka);var HA=20,YA="higher is less biased; a long tail of large effect sizes lowers it";function h$(t,e){let[n,r]=t??[null,null];if(n===null||r===null)return M;let i=s=>(s*100).toFixed(1);return g` <span class="muted" title=${`${Math.round(e*100)}% Wilson interval`}
    >[${i(n)}, ${i(r)}]</span
  >`}function Ac(t){let e=t.trim();if(e==="")return null;let n=Number(e);return Number.isFinite(n)?n:NaN}var Ma=class extends X{constructor(n){super();this.request=new Ft;this.classRequest=new Ft;this.revealClass=!1;this.order=null;this.search={regex:null,error:null};this.visible=new Int32Array(0);this.visibleList=[];this.histogram=null;this.domain=[0,1];this.api=n??new Ne,this.info=null,this.params=[],this.selection=hl(),this.data=null,this.status="loading",this.error=null,this.classData=null,this.classStatus="loading",this.classError=null,this.mevText=String(so),this.fdrText=String(Ur)}disconnectedCallback(){super.disconnectedCallback(),this.request.cancel(),this.classRequest.cancel()}setStatus(n){this.status=n,Le(this,n)}async load(){let{run:n,tag:r,step:i}=this.report,{mev:s,level:o,fdr:a}=this.selection;this.setStatus("loading"),this.selection.cls!==null&&(this.classStatus="loading");let l;try{l=await this.request.run(c=>this.api.skew({run:n,tag:r,step:i,mev:s,level:o,q:a},c))}catch(c){this.classRequest.cancel(),this.data=null,this.classData=null,this.error=ee(c),this.setStatus("error");return}if(l===zt)return;this.error=null,this.data=l,this.setStatus("ready");let u=this.selection.cls;u!==null&&(l.columns.class.includes(u)?this.loadClass():this.closeClass())}async loadClass(){let n=this.selection.cls;if(n===null)return;let{run:r,tag:i,step:s}=this.report,o=this.selection.mev;this.classStatus="loading",this.classError=null;let a;try{a=await this.classRequest.run(l=>this.api.skewClass({run:r,tag:i,step:s,mev:o,class:n,k:null,limit:HA},l))}catch(l){this.classData=null,this.classError=ee(l),this.classStatus="error";return}a!==zt&&(this.classData=a,this.classStatus="ready")}setSelectionState(n){this.selection=n,Bt(this,uf(n))}selectClass(n){if(n===this.selection.cls&&this.classStatus!=="error"){this.revealClass=!0,this.requestUpdate();return}this.setSelectionState({...this.selection,cls:n}),this.classData=null,this.revealClass=!0,this.loadClass()}closeClass(){this.classRequest.cancel(),this.classData=null,this.classError=null,this.setSelectionState({...this.selection,cls:null})}onMevInput(n){let r=n.target.value;this.mevText=r;let i=Ac(r);!pl(i)||i===this.selection.mev||(this.setSelectionState({...this.selection,mev:i}),this.load())}onFdrInput(n){let r=n.target.value;this.fdrText=r;let i=Ac(r);!ml(i)||i===this.selection.fdr||(this.setSelectionState({...this.selection,fdr:i}),this.load())}onLevel(n){let r=Number(n.target.value);r!==this.selection.level&&(this.setSelectionState({...this.selection,level:r}),this.load())}resetSelection(){this.setSelectionState(hl()),this.mevText=String(so),this.fdrText=String(Ur),this.closeClass(),this.report.step!==null?dr(this,{step:null}):this.load()}downloadCsv(){let n=this.data;if(!n)return;let r=Me(["fairness",n.run,n.tag,`step${n.step}`,"skew",`mev${n.mev}`]);Ce(Eb(n,this.visible),r)}willUpdate(n){if(!this.hasUpdated)this.selection=xb(this.params),this.mevText=String(this.selection.mev),this.fdrText=String(this.selection.fdr),Bt(this,uf(this.selection)),this.load();else if(n.has("report")){let u=n.get("report"),c=this.report;(!u||u.run!==c.run||u.tag!==c.tag||u.step!==c.step)&&this.load()}let r=n.get("selection"),i=this.selection,s=this.data,o=n.has("data"),a=r!==void 0&&(r.sort!==i.sort||r.dir!==i.dir),l=r===void 0||r.search!==i.search;if(l&&(this.search=Ii(i.search)),!s){this.order=null,this.visible=new Int32Array(0),this.visibleList=[],this.histogram=null;return}o&&(this.domain=kb(s)),(o||a||this.order===null)&&(this.order=wb(s,i.sort,i.dir)),(o||a||l)&&(this.visible=_b(s,this.order,this.search.regex),this.visibleList=Array.from(this.visible),this.histogram=Cb(s,this.visible))}updated(){if(!this.revealClass)return;let n=this.renderRoot.querySelector("fairness-skew-class");n&&(this.revealClass=!1,n.scrollIntoView({block:"nearest",behavior:"smooth"}))}selectedV(){let n=this.data,r=this.selection.cls;if(!n||r===null)return null;let i=n.columns.cramers_v[n.columns.class.indexOf(r)];return typeof i=="number"&&Number.isFinite(i)?i:null}renderControls(){let n=this.selection,r=Ac(this.mevText),i=!pl(r),s=!ml(Ac(this.fdrText)),o=this.status==="loading";return g`<div class="controls">
      <div class="group" role="group" aria-label="Report and noise filter">
        <slot name="report"></slot>
        <label class="field">
          <span class="name">Noise filter mev</span>
          <input
            type="number"
            name="mev"
            min="0"
            step="any"
            inputmode="decimal"
            class=${i?"invalid":""}
            aria-invalid=${i?"true":"false"}
            title=${i?"Not a number >= 0: ignored":"Drop the predicted labels whose smallest expected count is below mev before computing V (the paper uses 5; 0 turns the filter off, as the appendix code does)"}
            .value=${this.mevText}
            @input=${a=>this.onMevInput(a)}
          />
        </label>
        <label class="field" title="Confidence level of the interval of V (the whiskers)">
          <span class="name">Level</span>
          <select name="level" @change=${a=>this.onLevel(a)}>
            ${(dl.includes(n.level)?[...dl]:[...dl,n.level].sort((a,l)=>a-l)).map(a=>g`<option .value=${String(a)} .selected=${a===n.level}>${Oi(a)}</option>`)}
          </select>
        </label>
        <label class="field">
          <span class="name">FDR q</span>
          <input
            type="number"
            name="fdr"
            min="0"
            max="1"
            step="0.01"
            inputmode="decimal"
            class=${s?"invalid":""}
            aria-invalid=${s?"true":"false"}
            title=${s?"Not a rate in (0, 1): ignored":"False discovery rate of the \u2605 marks (Benjamini\u2013Hochberg over the classes with a p-value), in (0, 1)"}
            .value=${this.fdrText}
            @input=${a=>this.onFdrInput(a)}
          />
        </label>
      </div>
      <div class="group" role="group" aria-label="Rows">
        <label class="field">
          <span class="name">Search classes (regex)</span>
          <input
            type="search"
            class="search ${this.search.error?"invalid":""}"
            name="search"
            placeholder="e.g. ^nurse|doctor$"
            spellcheck="false"
            autocomplete="off"
            aria-invalid=${this.search.error?"true":"false"}
            .value=${n.search}
            @input=${a=>this.setSelectionState({...this.selection,search:a.target.value})}
          />
        </label>
        <span class="spacer"></span>
        <button
          class="primary"
          name="download"
          ?disabled=${this.data===null||o}
          title=${`The classes shown, in the order shown, as CSV (${cl.join(",")})`}
          @click=${()=>this.downloadCsv()}
        >
          Download CSV
        </button>
        ${this.search.error?g`<div class="search-error" role="alert" title=${this.search.error}>
              Invalid regex, search ignored: ${this.search.error}
            </div>`:M}
      </div>
    </div>`}renderHeadline(n){let r=n.model,i=a=>a&&n.reasons[a]||a||"undefined",s=(a,l)=>g`<span data-key=${a} data-value=${String(r[a])}>${l}</span>`,o=(a,l)=>l===null?M:g` <span class="muted">on</span> <b data-key=${a}>${l}</b>`;return g`<section class="headline" aria-label="The model's numbers">
      <div class="skew" title="SkewSize: the skewness of Cramér's V over the classes that have one">
        <span class="name muted">SkewSize</span>
        ${r.skew_size!==null?g`<span class="value" data-key="skew_size" data-value=${String(r.skew_size)}>${Fn(r.skew_size)}</span>`:g`<span class="value undef" data-key="skew_size" data-state=${r.skew_size_state??"undefined"}
              >undefined</span
            >
            <span class="reason" data-key="skew_size_reason">${i(r.skew_size_state)}</span>`}
        <span class="explain muted">${YA}</span>
      </div>
      <dl class="stats">
        <div class="stat">
          <dt>classes with V</dt>
          <dd>${s("classes_with_v",O(r.classes_with_v))} / ${s("classes",O(r.classes))}</dd>
        </div>
        <div class="stat">
          <dt>accuracy: overall · mean over classes</dt>
          <dd>
            ${s("overall_accuracy",jt(r.overall_accuracy)||"\u2014")}${h$(r.overall_accuracy_interval,n.level)} ·
            ${s("mean_accuracy",jt(r.mean_accuracy)||"\u2014")}
          </dd>
        </div>
        <div class="stat">
          <dt>worst group · its accuracy · gap</dt>
          <dd title=${r.worst_group??""}>
            <b data-key="worst_group">${r.worst_group??"\u2014"}</b> ·
            ${s("worst_group_accuracy",jt(r.worst_group_accuracy)||"\u2014")}${h$(r.worst_group_accuracy_interval,n.level)} ·
            ${s("gap",ll(r.gap)||"\u2014")}
          </dd>
        </div>
        ${r.parity_state!==null?g`<div class="stat" data-key="parity_state" data-state=${r.parity_state}>
              <dt>demographic parity · equalized odds</dt>
              <dd class="muted" title=${i(r.parity_state)}>not defined: ${i(r.parity_state)}</dd>
            </div>`:g`<div class="stat">
                <dt>demographic parity (max over labels)</dt>
                <dd>
                  ${s("demographic_parity",Bn(r.demographic_parity)||"\u2014")}${o("demographic_parity_label",r.demographic_parity_label)}
                </dd>
              </div>
              <div class="stat">
                <dt>equalized odds (max over labels)</dt>
                <dd>
                  ${s("equalized_odds",Bn(r.equalized_odds)||"\u2014")}${o("equalized_odds_label",r.equalized_odds_label)}
                </dd>
              </div>`}
        <div class="stat">
          <dt>groups: examples (accuracy)</dt>
          <dd>
            ${n.groups.map((a,l)=>g`${l?" \xB7 ":""}<span data-group=${a.name}
                    ><b>${a.name}</b> ${O(a.n)}${a.accuracy!==null?` (${jt(a.accuracy)})`:""}</span
                  >`)}
          </dd>
        </div>
      </dl>
    </section>`}renderSummary(n){let r=this.info?.description??"";return g`<div class="summary" data-shown=${this.visible.length} data-total=${n.rows}>
      ${r?g`<span class="description">${r}</span>`:M}
      <span><b>N</b> = ${O(n.model.n)} examples · step ${n.step} · mev ${n.mev}</span>
      <span class="shown">showing <b>${O(this.visible.length)}</b> of ${O(n.rows)} classes</span>
      <span class="muted">click a class to see its predicted labels per group</span>
    </div>`}renderLegend(n){let r=Mb(n);return g`<div class="stats-legend" data-significant=${n.significant} data-level=${n.level} data-q=${n.q}>
      <span class="interval">${r.interval}</span>
      <span class="significance"><span class="star">${r.significance.slice(0,1)}</span>${r.significance.slice(1)}</span>
    </div>`}renderError(){return g`<div class="message error" role="alert">
      <h2>Could not load the report</h2>
      <div class="text">${this.error}</div>
      <button class="primary link" @click=${()=>this.resetSelection()}>Reset the selection</button>
    </div>`}render(){let n=this.selection,r=this.data,i=this.status==="loading";return g`
      ${this.renderControls()} ${this.status==="error"?this.renderError():M}
      ${r?g`<div class="body">
            <div class=${i?"stale":""}>${this.renderHeadline(r)}</div>
            ${this.renderSummary(r)} ${this.renderLegend(r)}
            <div class="main ${i?"stale":""}">
              <fairness-skew-table
                .table=${r}
                .rows=${this.visibleList}
                .sort=${n.sort}
                .dir=${n.dir}
                .reasons=${r.reasons}
                .selected=${n.cls}
                .stats=${{level:r.level,q:r.q,domain:this.domain}}
                @sort-change=${s=>this.setSelectionState({...this.selection,sort:s.detail.column,dir:s.detail.dir})}
                @class-select=${s=>this.selectClass(s.detail)}
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
            ${n.cls!==null?g`<fairness-skew-class
                  .cls=${n.cls}
                  .data=${this.classData}
                  .status=${this.classStatus}
                  .error=${this.classError}
                  .reasons=${r.reasons}
                  @class-close=${()=>this.closeClass()}
                ></fairness-skew-class>`:M}
          </div>`:i?g`<div class="loading">Loading the report…</div>`:M}
    `}};Ma.properties={report:{attribute:!1},info:{attribute:!1},params:{attribute:!1},selection:{state:!0},data:{state:!0},status:{state:!0},error:{state:!0},classData:{state:!0},classStatus:{state:!0},classError:{state:!0},mevText:{state:!0},fdrText:{state:!0}},Ma.styles=[et,se,oe,J`
      :host {
        display: flex;
        flex-direction: column;
        flex: 1;
        min-height: 0;
        gap: 10px;
      }
      .controls {
        display: flex;
        flex-direction: column;
        gap: 8px;
        flex: none;
      }
      input[name='mev'],
      input[name='fdr'] {
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
      .headline {
        display: flex;
        flex-wrap: wrap;
        gap: 8px 28px;
        align-items: flex-start;
        padding: 10px 12px;
        border: 1px solid var(--border);
        border-radius: 2px;
        background: #fafafa;
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
      .stat b,
      .summary b {
        font-weight: 500;
      }
      .summary {
        display: flex;
        flex-wrap: wrap;
        gap: 4px 16px;
        align-items: baseline;
        min-height: 18px;
      }
      .summary .description {
        flex-basis: 100%;
        font-weight: 500;
      }
      .main {
        flex: 1 0 340px;
        min-height: 340px;
        display: flex;
        gap: 16px;
      }
      .stale {
        opacity: 0.55;
        transition: opacity 0.15s 0.2s;
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
    `];customElements.define("fairness-skew-view",Ma);var p$={kind:Zg,title:"SkewSize",render:(t,e)=>g`<fairness-skew-view .report=${t.report} .info=${t.info} .params=${t.params}
      >${e}</fairness-skew-view
    >`,hint:()=>g`No SkewSize reports: log one with <code>w.skew_size(…)</code>, each example's ground-truth class, its group
      (the bias attribute) and the predicted label (any string: an open vocabulary is fine).`,example:`# SkewSize: each example's ground-truth class, group and predicted label.
w.skew_size("skew/val", 0, classes=["nurse", "nurse", "doctor"],
            groups=["a", "b", "b"], predictions=["nurse", "doctor", "doctor"])`};var GA=["recall","tnr"];var Mi=.05,jA=" & ",og=["class","n_1","n_2","value_1","value_2","gap","bound","p_value"],WA=["class","group","n","value","lower","upper"],ag=["class","n_1","n_2","value_1","value_2","gap","lower","upper","p_value","significant"],Ec=Object.freeze({metric:"recall",grouping:null,minCount:null,a:null,b:null,cls:null,fdr:Mi,sort:"gap",dir:"desc"});function Rc(){return{...Ec}}function lg(t){return t==="class"||t==="p_value"?"asc":"desc"}function Pc(t){return t!==null&&Number.isFinite(t)&&t>0&&t<1}function Nc(t){return t!==null&&Number.isSafeInteger(t)&&t>=0}function Ca(t){return t.join(jA)}function ug(t){return t.join(" \xD7 ")}var te={metric:"metric",grouping:"grouping",minCount:"min_count",a:"a",b:"b",cls:"class",fdr:"q",sort:"sort",dir:"dir"};function cg(t){let e=[];return t.metric!==Ec.metric&&xt(e,te.metric,t.metric),xt(e,te.grouping,t.grouping),t.minCount!==null&&xt(e,te.minCount,t.minCount),t.a!==null&&t.b!==null&&(xt(e,te.a,t.a),xt(e,te.b,t.b)),xt(e,te.cls,t.cls),t.fdr!==Mi&&xt(e,te.fdr,t.fdr),(t.sort!==Ec.sort||t.dir!==Ec.dir)&&(xt(e,te.sort,t.sort),xt(e,te.dir,t.dir)),e}function m$(t){let e=Ie(t),n=Rc(),r=e.get(te.metric);r!==void 0&&GA.includes(r)&&(n.metric=r);let i=e.get(te.grouping);n.grouping=i===void 0||i===""?null:i;let s=At(e.get(te.minCount));Nc(s)&&(n.minCount=s);let o=e.get(te.a),a=e.get(te.b);o&&a&&(n.a=o,n.b=a);let l=e.get(te.cls);n.cls=l===void 0||l===""?null:l;let u=At(e.get(te.fdr));Pc(u)&&(n.fdr=u);let c=e.get(te.sort);if(c!==void 0&&og.includes(c)){n.sort=c;let f=e.get(te.dir);n.dir=f==="asc"||f==="desc"?f:lg(n.sort)}return n}function g$(t,e,n,r,i){let s=i===null&&typeof e=="number"&&Number.isFinite(e);return{n:t,value:s?e:null,lower:s?n:null,upper:s?r:null,state:s?null:i??"undefined"}}function XA(t,e){let n=[];for(let r=0;r<e;r++){let i=0,s=0;for(let o of t){let a=o[r]?.value;typeof a=="number"&&(i+=a,s++)}n.push({value:s?i/s:null,classes:s})}return n}function b$(t){let e=t.classes.map((r,i)=>t.groups.map((s,o)=>g$(t.n[i][o],t.value[i][o],t.lower[i][o],t.upper[i][o],t.state[i][o]))),n=t.groups.map((r,i)=>{let s=t.macro.find(o=>o.group===r)??t.macro[i];return s?{value:typeof s.value=="number"?s.value:null,classes:s.classes}:{value:null,classes:0}});return{classes:t.classes,groups:t.groups,cells:e,macro:n,minCount:t.min_count}}function y$(t){let e=t.classes.map((n,r)=>t.groups.map((i,s)=>g$(t.n[r][s],t.mar[r][s],t.mar_lower[r][s],t.mar_upper[r][s],t.state[r][s])));return{classes:t.classes,groups:t.groups,cells:e,macro:XA(e,t.groups.length),minCount:t.min_count}}function fg(t,e){return t.state==="insufficient"?`n=${t.n} < ${e}`:t.state==="undefined"?t.n===0?"nobody":"undefined":""}function Ta(t,e,n){let r=s=>(s*100).toFixed(1),i=e!==null&&n!==null?` [${r(e)}, ${r(n)}]`:"";return`${r(t)}%${i}`}function Aa(t,e,n){let r=s=>(s*100).toFixed(1).replace(/^-/,"\u2212"),i=e!==null&&n!==null?` [${r(e)}, ${r(n)}]`:"";return`${t>0?"+":""}${r(t)} pp${i}`}function v$(t,e,n){let r=Array.from({length:t.rows},(a,l)=>l),i=n==="asc"?1:-1;if(e==="class"){let a=t.columns.class;return r.sort((l,u)=>a[l]<a[u]?-i:a[l]>a[u]?i:l-u)}let s=t.columns[e]??[],o=a=>{let l=s[a];return(e==="gap"||e==="bound"||e==="p_value")&&t.states.gap[a]!==null?NaN:typeof l=="number"&&Number.isFinite(l)?l:NaN};return r.sort((a,l)=>{let u=o(a),c=o(l),f=Number.isNaN(u),d=Number.isNaN(c);return f||d?f&&d?a-l:f?1:-1:u<c?-i:u>c?i:a-l})}function x$(t){for(let e=0;e<t.rows;e++)if(t.states.gap[e]===null&&t.columns.gap[e]!==null)return t.columns.class[e];return t.rows?t.columns.class[0]:null}function w$(t){let e=[WA.join(",")];return t.classes.forEach((n,r)=>{t.groups.forEach((i,s)=>{let o=t.cells[r][s];e.push([ie(n),ie(i),Q(o.n),Q(o.value),Q(o.lower),Q(o.upper)].join(","))})}),e.join(`\r
`)+`\r
`}function _$(t,e){let n=t.columns,r=[ag.join(",")];for(let i of e)r.push([ie(n.class[i]),Q(n.n_1[i]),Q(n.n_2[i]),Q(n.value_1[i]),Q(n.value_2[i]),Q(n.gap[i]),Q(n.lower[i]),Q(n.upper[i]),Q(n.p_value?.[i]),gl(n.significant?.[i])].join(","));return r.join(`\r
`)+`\r
`}function dg(t){return`significant after Benjamini\u2013Hochberg at FDR q = ${String(Number(t.toPrecision(4)))}`}function $$(t,e,n,r,i){let s=t.states.gap[e],o=t.columns.p_value?.[e];if(s===null&&typeof o=="number"&&Number.isFinite(o)){let l=i?"Wald test of equal mAR":r?"pooled two-proportion z-test of equal rates":"chi-square test that every sufficient group has the same rate";return{p:o,text:fr(o),title:`p = ${o} (${l})`,significant:t.columns.significant?.[e]===!0}}return{p:null,text:"\u2014",title:s!==null?`${s}: ${n[s]??s}`:"No p-value",significant:!1}}function KA(t){let e=0;for(let n=0;n<t.rows;n++){let r=t.columns.p_value?.[n];t.states.gap[n]===null&&typeof r=="number"&&Number.isFinite(r)&&e++}return e}function S$(t,e,n){let r=KA(t),i=`\u2605 ${dg(t.q)} (${t.significant} of ${r} class${r===1?"":"es"} with a p-value)`;return n?`${i}; each row tests whether the two groups share one mAR (Wald)`:e?`${i}; each row tests whether the two groups share one rate`:`${i}; best-minus-worst rows test whether all groups share one rate`}function k$(t,e){let n=t.classes.indexOf(e);return n<0?null:t.groups.map((r,i)=>{let s=t.cells[n][i];return{group:r,value:s.value,lower:s.lower,upper:s.upper,n:s.n,note:fg(s,t.minCount)}})}function M$(t,e){let n=t.classes.indexOf(e);if(n<0)return[];let r=[];return t.groups.forEach((i,s)=>{t.state[n][s]===null&&t.thresholds.forEach((o,a)=>{let l=t.ar[n][s][a];typeof l=="number"&&r.push({group:i,threshold:o,ar:l,lower:t.ar_lower[n][s][a]??l,upper:t.ar_upper[n][s][a]??l})})}),r}var C$=J`
  :host {
    display: block;
    overflow: auto;
    border: 1px solid var(--border);
    border-radius: 2px;
    background: #fff;
  }
  table {
    border-collapse: collapse;
    width: 100%;
  }
  th,
  td {
    padding: 3px 8px;
    border-bottom: 1px solid #f0f0f0;
    white-space: nowrap;
  }
  thead th {
    position: sticky;
    top: 0;
    background: var(--header-bg);
    border-bottom: 1px solid var(--border);
    font-weight: 500;
    text-align: right;
    z-index: 1;
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
    background: #ffe0b2;
    box-shadow: inset 3px 0 0 var(--accent);
  }
  td.cls {
    max-width: 260px;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .n {
    color: var(--muted);
    font-size: 11px;
  }
  td.state {
    color: #9e9e9e;
    background: #f5f5f5;
    font-style: italic;
    cursor: help;
  }
  tfoot td {
    border-top: 2px solid var(--border);
    font-weight: 500;
    background: #fafafa;
  }
  .none {
    padding: 16px;
    text-align: center;
    color: var(--muted);
  }
`;function Ic(t,e){t.dispatchEvent(new CustomEvent("class-select",{detail:e,bubbles:!0,composed:!0}))}var Ea=class extends X{constructor(){super(),this.table=null,this.reasons={},this.selected=null,this.valueName="value"}render(){let e=this.table;return e?e.classes.length===0?g`<div class="none">This report has no classes.</div>`:g`<table aria-label="Classes by group">
      <thead>
        <tr>
          <th class="text">class</th>
          ${e.groups.map(n=>g`<th data-group=${n} title=${n}>${n}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${e.classes.map((n,r)=>g`<tr
            data-class=${n}
            aria-selected=${n===this.selected?"true":"false"}
            tabindex="0"
            @click=${()=>Ic(this,n)}
            @keydown=${i=>{i.key==="Enter"&&Ic(this,n)}}
          >
            <td class="text cls" data-col="class" title=${n}>${n}</td>
            ${e.groups.map((i,s)=>{let o=e.cells[r][s];if(o.state!==null||o.value===null){let a=this.reasons[o.state??"undefined"]??o.state??"no value";return g`<td class="num state" data-group=${i} data-state=${o.state??"undefined"} data-n=${o.n} title=${a}>
                  ${fg(o,e.minCount)}
                </td>`}return g`<td
                class="num"
                data-group=${i}
                data-value=${String(o.value)}
                data-lower=${String(o.lower)}
                data-upper=${String(o.upper)}
                data-n=${o.n}
                title=${`${this.valueName} ${o.value} (${o.lower} to ${o.upper}), n = ${o.n}`}
              >
                <span class="v">${Ta(o.value,o.lower,o.upper)}</span>
                <span class="n">n=${O(o.n)}</span>
              </td>`})}
          </tr>`)}
      </tbody>
      <tfoot>
        <tr class="macro">
          <td class="text" title="The mean over the classes whose cell is sufficient">macro average</td>
          ${e.macro.map((n,r)=>g`<td class="num" data-group=${e.groups[r]} data-value=${n.value===null?"":String(n.value)}>
                ${n.value===null?g`<span class="muted">—</span>`:jt(n.value)}
                <span class="n">${n.classes} class${n.classes===1?"":"es"}</span>
              </td>`)}
        </tr>
      </tfoot>
    </table>`:M}};Ea.properties={table:{attribute:!1},reasons:{attribute:!1},selected:{attribute:!1},valueName:{attribute:!1}},Ea.styles=[et,C$];customElements.define("fairness-rate-table",Ea);var ZA={class:"class",n_1:"n\u2081",n_2:"n\u2082",value_1:"value\u2081",value_2:"value\u2082",gap:"gap [interval]",bound:"bound",p_value:"p"},Ra=class extends X{constructor(){super(),this.table=null,this.rows=[],this.sort="gap",this.dir="desc",this.reasons={},this.selected=null,this.names=null,this.q=Mi,this.detection=!1}clickHeader(e){let n=e===this.sort?this.dir==="asc"?"desc":"asc":lg(e);this.dispatchEvent(new CustomEvent("sort-change",{detail:{column:e,dir:n},bubbles:!0,composed:!0}))}render(){let e=this.table;if(!e)return M;let n=e.columns,r=o=>o===null?g`<span class="muted">—</span>`:jt(o),i=dg(this.q),s=this.detection?"p-value of the Wald test of equal mAR":this.names?"p-value of the pooled two-proportion z-test of equal rates":"p-value of the chi-square test that every sufficient group of the grouping has the same rate (not only the best and the worst)";return g`<table aria-label="Classes by disparity">
      <thead>
        <tr>
          ${og.map(o=>{let a=o===this.sort,l=o==="class"?"The class":o==="p_value"?`${s}; insufficient rows last`:o==="bound"?"The end of the interval nearest zero (0 when the interval holds 0): sorting by it puts large and certain disparities first":this.names?`${o.endsWith("1")?this.names[0]:o.endsWith("2")?this.names[1]:`${this.names[0]} \u2212 ${this.names[1]}`}`:o.endsWith("1")?"the best sufficient group":o.endsWith("2")?"the worst sufficient group":"best \u2212 worst";return g`<th
              class=${o==="class"?"text":""}
              data-col=${o}
              aria-sort=${a?this.dir==="asc"?"ascending":"descending":"none"}
            >
              <button title=${`${l}. Click to sort.`} @click=${()=>this.clickHeader(o)}>
                ${ZA[o]} <span class="arrow">${a?this.dir==="asc"?"\u25B2":"\u25BC":""}</span>
              </button>
            </th>`})}
          <th class="mark" data-col="significant" title=${`\u2605: ${i}`}>★</th>
        </tr>
      </thead>
      <tbody>
        ${this.rows.length===0?g`<tr><td class="none" colspan="9">No class to compare.</td></tr>`:this.rows.map((o,a)=>{let l=n.class[o],u=n.gap[o],c=e.states.gap[o],f=n.group_1?.[o]??null,d=n.group_2?.[o]??null,h=$$(e,o,this.reasons,this.names!==null,this.detection);return g`<tr
                class=${h.significant?"significant":""}
                data-class=${l}
                data-pos=${a}
                data-significant=${h.significant?"true":"false"}
                aria-selected=${l===this.selected?"true":"false"}
                tabindex="0"
                @click=${()=>Ic(this,l)}
                @keydown=${p=>{p.key==="Enter"&&Ic(this,l)}}
              >
                <td class="text cls" data-col="class" title=${l}>${l}</td>
                <td class="num" data-col="n_1">${O(n.n_1[o])}</td>
                <td class="num" data-col="n_2">${O(n.n_2[o])}</td>
                <td class="num" data-col="value_1" title=${f??""}>
                  ${r(n.value_1[o])}${!this.names&&f?g` <span class="pair">${f}</span>`:M}
                </td>
                <td class="num" data-col="value_2" title=${d??""}>
                  ${r(n.value_2[o])}${!this.names&&d?g` <span class="pair">${d}</span>`:M}
                </td>
                ${u===null||c!==null?g`<td
                      class="num undef"
                      data-col="gap"
                      data-state=${c??"undefined"}
                      title=${this.reasons[c??"undefined"]??"undefined"}
                    >
                      undefined (${c??"undefined"})
                    </td>`:g`<td class="num" data-col="gap" data-value=${String(u)}>
                      ${Aa(u,n.lower[o],n.upper[o])}
                    </td>`}
                <td class="num" data-col="bound" data-value=${String(n.bound?.[o]??"")}>
                  ${c===null&&typeof n.bound?.[o]=="number"?Aa(n.bound[o],null,null):g`<span class="muted">—</span>`}
                </td>
                <td
                  class="num ${h.p===null?"why":""}"
                  data-col="p_value"
                  data-value=${h.p===null?"":String(h.p)}
                  title=${h.title}
                >
                  ${h.text}
                </td>
                <td class="mark" data-col="significant">
                  ${h.significant?g`<span class="sig" role="img" aria-label=${i} title=${i}>★</span>`:M}
                </td>
              </tr>`})}
      </tbody>
    </table>`}};Ra.properties={table:{attribute:!1},rows:{attribute:!1},sort:{attribute:!1},dir:{attribute:!1},reasons:{attribute:!1},selected:{attribute:!1},names:{attribute:!1},q:{attribute:!1},detection:{attribute:!1}},Ra.styles=[et,C$,J`
      thead th button {
        border: 0;
        background: none;
        font-weight: 500;
        cursor: pointer;
        padding: 0;
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
    `];customElements.define("fairness-disparity-table",Ra);var T$=J`
  :host {
    display: block;
  }
  .note {
    font-size: 11px;
  }
  h3 .cls {
    font-weight: 400;
  }
`,Pa=class extends X{constructor(){super();this.chart=null;this.cls=null,this.bars=null,this.valueName="value"}willUpdate(n){(n.has("bars")||n.has("valueName"))&&(this.chart=this.draw())}draw(){let n=(this.bars??[]).filter(r=>r.value!==null);return n.length===0?null:Gt({width:380,height:240,marginLeft:96,marginBottom:72,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{domain:(this.bars??[]).map(r=>r.group),label:null,tickRotate:-20},y:{domain:[0,1],label:this.valueName,labelArrow:"none",grid:!0,tickFormat:"%"},marks:[ba(n,{x:"group",y:"value",fill:"#ffb74d",title:r=>`${r.group}: ${((r.value??0)*100).toFixed(1)}% (n = ${r.n})`}),Se(n,{x:"group",y1:"lower",y2:"upper",stroke:"#424242",strokeWidth:1.5}),Si(n,{x:"group",y:"lower",stroke:"#424242",inset:14}),Si(n,{x:"group",y:"upper",stroke:"#424242",inset:14}),Pe([0],{stroke:"#9e9e9e"})]})}render(){if(this.cls===null||this.bars===null)return M;let n=this.bars.filter(r=>r.value===null);return g`<h3>${this.valueName} by group: <span class="cls">${this.cls}</span></h3>
      <div class="chart" data-bars=${this.bars.length-n.length}>
        ${this.chart??g`<div class="muted">No group has a value for this class.</div>`}
      </div>
      ${n.length?g`<div class="note muted">
            Not drawn: ${n.map((r,i)=>g`${i?"; ":""}<span data-group=${r.group}>${r.group} (${r.note})</span>`)}
          </div>`:M}
      <div class="note muted">Whiskers: the confidence interval of each bar.</div>`}};Pa.properties={cls:{attribute:!1},bars:{attribute:!1},valueName:{attribute:!1}},Pa.styles=[et,T$];customElements.define("fairness-group-bars",Pa);var Na=class extends X{constructor(){super();this.chart=null;this.cls=null,this.points=[],this.groups=[]}willUpdate(n){(n.has("points")||n.has("groups"))&&(this.chart=this.draw())}draw(){let n=this.points;return n.length===0?null:Gt({width:380,height:240,marginLeft:44,marginBottom:34,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{label:"IoU threshold",labelAnchor:"center",labelArrow:"none",ticks:5},y:{domain:[0,1],label:"AR",labelArrow:"none",grid:!0,tickFormat:"%"},color:{domain:this.groups,legend:!0,scheme:"tableau10"},marks:[ga(n,{x:"threshold",y1:"lower",y2:"upper",z:"group",fill:"group",fillOpacity:.18}),Pr(n,{x:"threshold",y:"ar",z:"group",stroke:"group",strokeWidth:1.5}),$i(n,{x:"threshold",y:"ar",fill:"group",r:2.5,title:r=>`${r.group}: AR@${r.threshold} = ${(r.ar*100).toFixed(1)}% [${(r.lower*100).toFixed(1)}, ${(r.upper*100).toFixed(1)}]`})]})}render(){if(this.cls===null)return M;let n=new Set(this.points.map(i=>i.group)),r=this.groups.filter(i=>!n.has(i));return g`<h3>AR over IoU thresholds: <span class="cls">${this.cls}</span></h3>
      <div class="chart" data-groups=${n.size}>
        ${this.chart??g`<div class="muted">No sufficient group for this class.</div>`}
      </div>
      ${r.length?g`<div class="note muted">Not drawn (insufficient or nobody): ${r.join("; ")}</div>`:M}
      <div class="note muted">Bands: Wilson intervals of each AR.</div>`}};Na.properties={cls:{attribute:!1},points:{attribute:!1},groups:{attribute:!1}},Na.styles=[et,T$];customElements.define("fairness-ar-chart",Na);var Ia=class extends X{constructor(n){super();this.request=new Ft;this.order=[];this.api=n??new Ne,this.mode="groups",this.info=null,this.params=[],this.selection=Rc(),this.data=null,this.status="loading",this.error=null,this.minCountText="",this.fdrText=String(Mi)}disconnectedCallback(){super.disconnectedCallback(),this.request.cancel()}get detection(){return this.mode==="detection"}get valueName(){return this.detection?"mAR":this.selection.metric}setStatus(n){this.status=n,Le(this,n)}async load(){let{run:n,tag:r,step:i}=this.report,s=this.selection,o=this.detection,a={run:n,tag:r,step:i,metric:o?null:s.metric,grouping:s.grouping,min_count:s.minCount};this.setStatus("loading");let l;try{l=await this.request.run(async u=>{if(o){let h=await this.api.detection(a,u),p=s.a!==null&&s.b!==null&&h.groups.includes(s.a)&&h.groups.includes(s.b),m=p?s.a:h.groups[0]??null,b=p?s.b:h.groups[1]??h.groups[0]??null;if(m===null||b===null)throw new Error("this grouping has no groups to compare");let y=await this.api.detectionDisparity({...a,a:m,b,q:s.fdr},u);return{main:h,table:y$(h),disparity:y}}let c=await this.api.groups(a,u),f=s.a!==null&&s.b!==null&&c.groups.includes(s.a)&&c.groups.includes(s.b),d=await this.api.groupDisparity({...a,grouping:Ca(c.grouping),a:f?s.a:null,b:f?s.b:null,q:s.fdr},u);return{main:c,table:b$(c),disparity:d}})}catch(u){this.data=null,this.error=ee(u),this.setStatus("error");return}l!==zt&&(this.error=null,this.data=l,this.selection.minCount===null&&(this.minCountText=String(l.main.min_count)),s.a!==null&&s.b!==null&&!(l.main.groups.includes(s.a)&&l.main.groups.includes(s.b))&&this.setSelection({...this.selection,a:null,b:null}),this.selection.cls!==null&&!l.table.classes.includes(this.selection.cls)&&this.setSelection({...this.selection,cls:null}),this.setStatus("ready"))}setSelection(n){this.selection=n,Bt(this,cg(n))}change(n,r=!0){this.setSelection({...this.selection,...n}),r&&this.load()}onMinCount(n){let r=n.target.value;this.minCountText=r;let i=r.trim()===""?null:Number(r);!Nc(i)||i===this.selection.minCount||this.change({minCount:i})}onFdr(n){let r=n.target.value;this.fdrText=r;let i=r.trim()===""?null:Number(r);!Pc(i)||i===this.selection.fdr||this.change({fdr:i})}onA(n){let r=this.data?.main.groups??[];if(n===""){this.change({a:null,b:null});return}let i=this.selection.b??this.currentPair()?.[1]??null;(i===null||i===n)&&(i=r.find(s=>s!==n)??null),i!==null&&this.change({a:n,b:i})}onB(n){let r=this.data?.main.groups??[];if(n===""){this.change({a:null,b:null});return}let i=this.selection.a??this.currentPair()?.[0]??null;(i===null||i===n)&&(i=r.find(s=>s!==n)??null),i!==null&&this.change({a:i,b:n})}currentPair(){let n=this.data?.disparity;return n&&n.a!==null&&n.b!==null?[n.a,n.b]:null}resetSelection(){this.setSelection(Rc()),this.minCountText="",this.fdrText=String(Mi),this.report.step!==null?dr(this,{step:null}):this.load()}fileParts(n){let r=this.data.main;return["fairness",r.run,r.tag,`step${r.step}`,n,this.detection?"mar":this.selection.metric,Ca(r.grouping)]}downloadRates(){this.data&&Ce(w$(this.data.table),Me(this.fileParts("groups")))}downloadDisparity(){if(!this.data)return;let n=this.currentPair(),r=Me([...this.fileParts("disparity"),n?`${n[0]}_vs_${n[1]}`:"best_vs_worst"]);Ce(_$(this.data.disparity,this.order),r)}willUpdate(n){if(!this.hasUpdated)this.selection=m$(this.params),this.detection&&(this.selection.metric="recall"),this.minCountText=this.selection.minCount===null?"":String(this.selection.minCount),this.fdrText=String(this.selection.fdr),Bt(this,cg(this.selection)),this.load();else if(n.has("report")){let r=n.get("report"),i=this.report;(!r||r.run!==i.run||r.tag!==i.tag||r.step!==i.step)&&this.load()}(n.has("data")||n.has("selection"))&&(this.order=this.data?v$(this.data.disparity,this.selection.sort,this.selection.dir):[])}chartClass(){return this.data?this.selection.cls??x$(this.data.disparity):null}renderControls(){let n=this.selection,r=this.data,i=this.status==="loading",s=this.minCountText.trim()===""?null:Number(this.minCountText),o=!Nc(s),a=this.fdrText.trim()===""?null:Number(this.fdrText),l=!Pc(a),u=r?.main.groupings??[],c=r?Ca(r.main.grouping):n.grouping??"",f=r?.main.groups??[],d=this.currentPair();return g`<div class="controls">
      <div class="group" role="group" aria-label="Report and table">
        <slot name="report"></slot>
        ${this.detection?M:g`<label class="field">
              <span class="name">Metric</span>
              <select
                name="metric"
                .value=${n.metric}
                @change=${h=>this.change({metric:h.target.value})}
              >
                <option value="recall" ?selected=${n.metric==="recall"}>recall</option>
                <option value="tnr" ?selected=${n.metric==="tnr"}>tnr</option>
              </select>
            </label>`}
        <label class="field">
          <span class="name">Grouping</span>
          <select
            name="grouping"
            ?disabled=${u.length===0}
            @change=${h=>this.change({grouping:h.target.value,a:null,b:null,cls:null})}
          >
            ${u.map(h=>{let p=Ca(h);return g`<option value=${p} ?selected=${p===c}>${ug(h)}</option>`})}
          </select>
        </label>
        <label class="field">
          <span class="name">min_count</span>
          <input
            type="number"
            name="min_count"
            min="0"
            step="1"
            class=${o?"invalid":""}
            aria-invalid=${o?"true":"false"}
            title=${o?"Not a whole number >= 0: ignored":"Cells with fewer people are insufficient (the paper uses 50)"}
            .value=${this.minCountText}
            @input=${h=>this.onMinCount(h)}
          />
        </label>
        <label class="field">
          <span class="name">FDR q</span>
          <input
            type="number"
            name="q"
            min="0"
            max="1"
            step="0.01"
            inputmode="decimal"
            class=${l?"invalid":""}
            aria-invalid=${l?"true":"false"}
            title=${l?"Not a rate in (0, 1): ignored":"False discovery rate of the \u2605 marks of the disparity table (Benjamini\u2013Hochberg over the classes), in (0, 1)"}
            .value=${this.fdrText}
            @input=${h=>this.onFdr(h)}
          />
        </label>
      </div>
      <div class="group" role="group" aria-label="Groups compared">
        <label class="field">
          <span class="name">Group A</span>
          <select name="a" ?disabled=${f.length<2} @change=${h=>this.onA(h.target.value)}>
            ${this.detection?M:g`<option value="" ?selected=${d===null}>best (per class)</option>`}
            ${f.map(h=>g`<option value=${h} ?selected=${d?.[0]===h}>${h}</option>`)}
          </select>
        </label>
        <label class="field">
          <span class="name">Group B</span>
          <select name="b" ?disabled=${f.length<2} @change=${h=>this.onB(h.target.value)}>
            ${this.detection?M:g`<option value="" ?selected=${d===null}>worst (per class)</option>`}
            ${f.map(h=>g`<option value=${h} ?selected=${d?.[1]===h}>${h}</option>`)}
          </select>
        </label>
        <span class="spacer"></span>
        <button
          class="primary"
          name="download"
          ?disabled=${r===null||i}
          title="The class × group table as CSV (class,group,n,value,lower,upper)"
          @click=${()=>this.downloadRates()}
        >
          Download table CSV
        </button>
        <button
          class="primary"
          name="download-disparity"
          ?disabled=${r===null||i}
          title=${`The disparity table as CSV, in the order shown (${ag.join(",")})`}
          @click=${()=>this.downloadDisparity()}
        >
          Download disparity CSV
        </button>
      </div>
    </div>`}renderSummary(n){let r=n.main,i=this.info?.description??"",s=this.currentPair();return g`<div class="summary" data-classes=${n.table.classes.length} data-groups=${n.table.groups.length}>
      ${i?g`<span class="description">${i}</span>`:M}
      <span><b>${O(n.table.classes.length)}</b> classes × <b>${O(n.table.groups.length)}</b> groups of
        <b class="grouping">${ug(r.grouping)}</b> · step ${r.step} · min_count ${r.min_count} ·
        ${Math.round(r.level*100)}% intervals</span>
      <span class="pair-summary">${s?g`gap = <b>${s[0]}</b> − <b>${s[1]}</b>`:g`gap = best − worst sufficient group, per class`}</span>
      <span class="muted">click a class to chart it</span>
    </div>`}renderLegend(n,r){let i=S$(n,r,this.detection);return g`<div class="legend" data-significant=${n.significant} data-q=${n.q}>
      <span class="star">${i.slice(0,1)}</span>${i.slice(1)}
    </div>`}renderError(){return g`<div class="message error" role="alert">
      <h2>Could not load the report</h2>
      <div class="text">${this.error}</div>
      <button class="primary link" @click=${()=>this.resetSelection()}>Reset the selection</button>
    </div>`}renderChart(n){let r=this.chartClass();if(this.detection){let i=n.main;return g`<fairness-ar-chart .cls=${r} .points=${r===null?[]:M$(i,r)} .groups=${i.groups}></fairness-ar-chart>`}return g`<fairness-group-bars
      .cls=${r}
      .bars=${r===null?null:k$(n.table,r)}
      .valueName=${this.valueName}
    ></fairness-group-bars>`}render(){let n=this.data,r=this.selection,i=this.status==="loading",s=this.chartClass(),o=this.currentPair();return g`
      ${this.renderControls()} ${this.status==="error"?this.renderError():M}
      ${n?g`<div class="body">
            ${this.renderSummary(n)}
            <div class="main ${i?"stale":""}">
              <div class="tables">
                <section>
                  <h3>${this.valueName} per class and group</h3>
                  <fairness-rate-table
                    .table=${n.table}
                    .reasons=${n.main.reasons}
                    .selected=${s}
                    .valueName=${this.valueName}
                    @class-select=${a=>this.change({cls:a.detail},!1)}
                  ></fairness-rate-table>
                </section>
                <section>
                  <h3>Classes ranked by disparity</h3>
                  ${this.renderLegend(n.disparity,o!==null)}
                  <fairness-disparity-table
                    .table=${n.disparity}
                    .rows=${this.order}
                    .sort=${r.sort}
                    .dir=${r.dir}
                    .reasons=${n.disparity.reasons??n.main.reasons}
                    .selected=${s}
                    .names=${o}
                    .q=${n.disparity.q}
                    .detection=${this.detection}
                    @sort-change=${a=>this.change({sort:a.detail.column,dir:a.detail.dir},!1)}
                    @class-select=${a=>this.change({cls:a.detail},!1)}
                  ></fairness-disparity-table>
                </section>
              </div>
              <div class="side">${this.renderChart(n)}</div>
            </div>
          </div>`:i?g`<div class="loading">Loading the report…</div>`:M}
    `}};Ia.properties={mode:{attribute:!1},report:{attribute:!1},info:{attribute:!1},params:{attribute:!1},selection:{state:!0},data:{state:!0},status:{state:!0},error:{state:!0},minCountText:{state:!0},fdrText:{state:!0}},Ia.styles=[et,se,oe,qi,J`
      input[name='min_count'],
      input[name='q'] {
        width: 72px;
      }
      .legend {
        font-size: 12px;
        color: var(--muted);
        margin: 2px 0 4px;
      }
      .legend .star {
        color: var(--accent);
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
      }
      .stale {
        opacity: 0.55;
        transition: opacity 0.15s 0.2s;
      }
      @media (max-width: 1000px) {
        .main {
          flex-direction: column;
        }
        .side {
          width: auto;
        }
      }
    `];customElements.define("fairness-groups-view",Ia);var A$={kind:Qg,title:"per-group performance",render:(t,e)=>g`<fairness-groups-view .mode=${"groups"} .report=${t.report} .info=${t.info} .params=${t.params}
      >${e}</fairness-groups-view
    >`,hint:()=>g`No per-group performance reports: log one with <code>w.group_metrics(…)</code>, each person's class, the
      predicted class and their attributes (gender, skin tone, …).`,example:`# Per-group recall (FACET): each person's class, prediction and attributes.
w.group_metrics("groups/val", 0, classes=["nurse", "nurse"], predictions=["nurse", "doctor"],
                attributes={"gender": ["f", "m"]})`},E$={kind:tb,title:"detection recall",render:(t,e)=>g`<fairness-groups-view .mode=${"detection"} .report=${t.report} .info=${t.info} .params=${t.params}
      >${e}</fairness-groups-view
    >`,hint:()=>g`No detection-recall reports: log one with <code>w.detection_recall(…)</code>, each person's best IoU with
      the detections and their attributes.`,example:`# Detection recall (FACET): each ground-truth person's best IoU and attributes.
w.detection_recall("detection/val", 0, ious=[0.9, 0.4], attributes={"skin": ["lighter", "darker"]})`};var JA=["class","group","n","value","lower","upper"];function hg(t){let e=[JA.join(",")];for(let[n,r,i,s,o,a]of t)e.push([ie(String(n)),ie(String(r)),Q(i),Q(s),Q(o),Q(a)].join(","));return e.join(`\r
`)+`\r
`}var pg="harmful";function Lc(){return{type:pg,threshold:null}}function Dc(t){let e=[];return t.type!==pg&&xt(e,"type",t.type),xt(e,"threshold",t.threshold),e}function R$(t){let e=Ie(t),n=Lc(),r=e.get("type");r&&(n.type=r);let i=At(e.get("threshold"));return i!==null&&(n.threshold=i),n}function Oc(t,e){let n=t.types.indexOf(e);if(n>=0)return n;let r=t.types.indexOf(pg);return r>=0?r:0}function La(t,e){let n=e===null?-1:t.indexOf(e);return n>=0?n:0}function P$(t,e){let n=[];return t.groups.forEach((r,i)=>{t.thresholds.forEach((s,o)=>{let a=t.hit_rate[i][e][o],l=t.lower[i][e][o],u=t.upper[i][e][o];a!==null&&n.push({group:r,threshold:s,rate:a,lower:l??a,upper:u??a})})}),n}function N$(t,e,n){if(e===null||n===null)return"no interval: the group has no images";let r=i=>`${(i*100).toFixed(1)}%`;return`${Math.round(t*100)}% interval (Wilson): [${r(e)}, ${r(n)}]`}function I$(t,e){return t.labels.map(r=>{let i=null,s=null;return t.groups.forEach((o,a)=>{let l=r.gap[a]?.[e]??null;l!==null&&Number.isFinite(l)&&(i===null||l>i)&&(i=l,s=o)}),{label:r.label,type:r.type,rates:t.groups.map((o,a)=>r.rate[a]?.[e]??null),lower:t.groups.map((o,a)=>r.rate_lower?.[a]?.[e]??null),upper:t.groups.map((o,a)=>r.rate_upper?.[a]?.[e]??null),pValue:r.p_value?.[e]??null,significant:r.significant?.[e]??!1,gap:i,gapGroup:s}}).map((r,i)=>({row:r,i})).sort((r,i)=>r.row.gap===null||i.row.gap===null?r.row.gap===null?i.row.gap===null?r.i-i.i:1:-1:i.row.gap-r.row.gap||r.i-i.i).map(r=>r.row)}function L$(t,e){let n=[];return t.types.forEach((r,i)=>{t.groups.forEach((s,o)=>{n.push([r,s,t.group_counts[o],t.hit_rate[o][i][e],t.lower[o][i][e],t.upper[o][i][e]])})}),hg(n)}var mg=["income","region","income_region"],D$="income";function zc(t){let e=[];return t.by!==D$&&xt(e,"by",t.by),e}function O$(t){let e=Ie(t).get("by");return{by:e!==void 0&&mg.includes(e)?e:D$}}function Fc(t){return t.replace("_"," \xD7 ")}function z$(t){return hg(t.groups.map((e,n)=>["",e,t.households[n],t.score[n],t.lower[n],t.upper[n]]))}function F$(t){let e=[];return t.groups.forEach((n,r)=>{let i=t.score[r];i!==null&&e.push({group:n,value:i,lower:t.lower[r]??i,upper:t.upper[r]??i})}),e}function B$(t){let e=[];return t.ks.forEach((n,r)=>{t.groups.forEach((i,s)=>{e.push([`P@${n}`,i,t.queries[s],t.precision[s][r],t.lower[s][r],t.upper[s][r]])})}),hg(e)}function V$(t){let e=[];return t.groups.forEach((n,r)=>{t.ks.forEach((i,s)=>{let o=t.precision[r][s];o!==null&&e.push({group:n,k:i,precision:o,lower:t.lower[r][s]??o,upper:t.upper[r][s]??o})})}),e}var U$=J`
  :host {
    display: block;
  }
  .note {
    font-size: 11px;
  }
  h3 {
    font-size: 13px;
    font-weight: 500;
    margin: 0 0 4px;
  }
`,Bc=t=>`${(t*100).toFixed(1)}%`,Da=class extends X{constructor(){super();this.chart=null;this.heading="",this.points=[],this.groups=[],this.xLabel="",this.yLabel="",this.note=""}willUpdate(n){(n.has("points")||n.has("groups")||n.has("xLabel")||n.has("yLabel"))&&(this.chart=this.draw())}draw(){let n=this.points;return n.length===0?null:Gt({width:400,height:250,marginLeft:44,marginBottom:34,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{label:this.xLabel,labelAnchor:"center",labelArrow:"none",ticks:5},y:{domain:[0,1],label:this.yLabel,labelArrow:"none",grid:!0,tickFormat:"%"},color:{domain:this.groups,legend:!0,scheme:"tableau10"},marks:[ga(n,{x:"x",y1:"lower",y2:"upper",z:"group",fill:"group",fillOpacity:.18}),Pr(n,{x:"x",y:"y",z:"group",stroke:"group",strokeWidth:1.5}),$i(n,{x:"x",y:"y",fill:"group",r:2.5,title:r=>`${r.group}: ${this.yLabel} at ${r.x} = ${Bc(r.y)} [${Bc(r.lower)}, ${Bc(r.upper)}]`})]})}render(){let n=new Set(this.points.map(r=>r.group));return g`<h3>${this.heading}</h3>
      <div class="chart" data-groups=${n.size}>${this.chart??g`<div class="muted">Nothing to draw.</div>`}</div>
      ${this.note?g`<div class="note muted">${this.note}</div>`:M}`}};Da.properties={heading:{attribute:!1},points:{attribute:!1},groups:{attribute:!1},xLabel:{attribute:!1},yLabel:{attribute:!1},note:{attribute:!1}},Da.styles=[et,U$];customElements.define("fairness-band-chart",Da);var Oa=class extends X{constructor(){super();this.chart=null;this.heading="",this.bars=[],this.groups=[],this.yLabel=""}willUpdate(n){(n.has("bars")||n.has("groups")||n.has("yLabel"))&&(this.chart=this.draw())}draw(){let n=this.bars;return n.length===0?null:Gt({width:400,height:250,marginLeft:44,marginBottom:60,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{domain:this.groups,label:null,tickRotate:-20},y:{domain:[0,1],label:this.yLabel,labelArrow:"none",grid:!0,tickFormat:"%"},marks:[ba(n,{x:"group",y:"value",fill:"#ffb74d",title:r=>`${r.group}: ${Bc(r.value)}`}),Se(n,{x:"group",y1:"lower",y2:"upper",stroke:"#424242",strokeWidth:1.5}),Si(n,{x:"group",y:"lower",stroke:"#424242",inset:14}),Si(n,{x:"group",y:"upper",stroke:"#424242",inset:14}),Pe([0],{stroke:"#9e9e9e"})]})}render(){return g`<h3>${this.heading}</h3>
      <div class="chart" data-bars=${this.bars.length}>${this.chart??g`<div class="muted">No group has a score.</div>`}</div>
      <div class="note muted">Whiskers: the bootstrap interval of each score.</div>`}};Oa.properties={heading:{attribute:!1},bars:{attribute:!1},groups:{attribute:!1},yLabel:{attribute:!1}},Oa.styles=[et,U$];customElements.define("fairness-score-bars",Oa);var QA=J`
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
  .stale {
    opacity: 0.55;
    transition: opacity 0.15s 0.2s;
  }
  .table-box {
    overflow: auto;
    max-height: 420px;
    border: 1px solid var(--border);
    border-radius: 2px;
    background: #fff;
  }
  table {
    border-collapse: collapse;
    width: 100%;
  }
  th,
  td {
    padding: 3px 8px;
    border-bottom: 1px solid #f0f0f0;
    white-space: nowrap;
    text-align: right;
  }
  thead th {
    position: sticky;
    top: 0;
    background: var(--header-bg);
    border-bottom: 1px solid var(--border);
    font-weight: 500;
    z-index: 1;
  }
  .text {
    text-align: left;
  }
  td.gname {
    max-width: 260px;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .n {
    color: var(--muted);
    font-size: 11px;
  }
  td.state {
    color: #9e9e9e;
    background: #f5f5f5;
    font-style: italic;
  }
  .none {
    padding: 16px;
    text-align: center;
    color: var(--muted);
  }
  @media (max-width: 1000px) {
    .main {
      flex-direction: column;
    }
    .side {
      width: auto;
    }
  }
`;function q$(t,e,n,r,i,s="undefined"){return e===null?g`<td class="state" data-group=${t.group} data-key=${t.key??""} data-state="undefined" data-n=${i}>
      ${s}
    </td>`:g`<td
    data-group=${t.group}
    data-key=${t.key??""}
    data-value=${String(e)}
    data-lower=${String(n)}
    data-upper=${String(r)}
    data-n=${i}
  >
    <span class="v">${Ta(e,n,r)}</span> <span class="n">n=${O(i)}</span>
  </td>`}var lr=class extends X{constructor(n){super();this.request=new Ft;this.api=n??new Ne,this.info=null,this.params=[],this.data=null,this.status="loading",this.error=null}disconnectedCallback(){super.disconnectedCallback(),this.request.cancel()}setStatus(n){this.status=n,Le(this,n)}async load(){this.setStatus("loading");let n;try{n=await this.request.run(r=>this.fetch(r))}catch(r){this.data=null,this.error=ee(r),this.setStatus("error");return}n!==zt&&(this.error=null,this.data=n,this.loaded(n),this.setStatus("ready"))}loaded(n){}willUpdate(n){if(!this.hasUpdated)Bt(this,this.initSelection(this.params)),this.load();else if(n.has("report")){let r=n.get("report"),i=this.report;(!r||r.run!==i.run||r.tag!==i.tag||r.step!==i.step)&&this.load()}}reset(){Bt(this,this.resetParams()),this.report.step!==null?dr(this,{step:null}):this.load()}download(){this.data&&Ce(this.csv(this.data),Me(["fairness",...this.fileParts(this.data)]))}render(){let n=this.data,r=this.status==="loading",i=this.info?.description??"";return g`<div class="controls">
        <div class="group" role="group" aria-label="Report and view">
          <slot name="report"></slot>
          ${this.renderPickers(n)}
          <span class="spacer"></span>
          <button
            class="primary"
            name="download"
            ?disabled=${n===null||r}
            title=${`${this.csvTitle} as CSV (class,group,n,value,lower,upper)`}
            @click=${()=>this.download()}
          >
            Download CSV
          </button>
        </div>
      </div>
      ${this.status==="error"?g`<div class="message error" role="alert">
            <h2>Could not load the report</h2>
            <div class="text">${this.error}</div>
            <button class="primary link" @click=${()=>this.reset()}>Reset the selection</button>
          </div>`:M}
      ${n?g`<div class="body ${r?"stale":""}">
            ${i?g`<div class="summary"><span class="description">${i}</span></div>`:M}
            ${n.groups.length===0?g`<div class="none message">This report has no groups.</div>`:this.renderBody(n)}
          </div>`:r?g`<div class="loading">Loading the report…</div>`:M}`}};lr.properties={report:{attribute:!1},info:{attribute:!1},params:{attribute:!1},data:{state:!0},status:{state:!0},error:{state:!0}},lr.styles=[et,se,oe,qi,QA];var Vc=class extends lr{constructor(e){super(e),this.selection=Lc()}fetch(e){let{run:n,tag:r,step:i}=this.report;return this.api.harmful({run:n,tag:r,step:i},e)}initSelection(e){return this.selection=R$(e),Dc(this.selection)}resetParams(){return this.selection=Lc(),Dc(this.selection)}loaded(e){let n=this.selection,r=e.types[Oc(e,n.type)]??n.type,i=n.threshold!==null&&e.thresholds.includes(n.threshold)?n.threshold:null;(r!==n.type||i!==n.threshold)&&this.change({type:r,threshold:i})}change(e){this.selection={...this.selection,...e},Bt(this,Dc(this.selection))}get csvTitle(){return"Hit rates of every type and group at the chosen threshold"}csv(e){return L$(e,La(e.thresholds,this.selection.threshold))}fileParts(e){return[e.run,e.tag,`step${e.step}`,"harmful",`t${e.thresholds[La(e.thresholds,this.selection.threshold)]}`]}renderPickers(e){let n=e?.types??[this.selection.type],r=e?Oc(e,this.selection.type):0,i=e?.thresholds??[],s=La(i,this.selection.threshold);return g`<label class="field">
        <span class="name">Type</span>
        <select name="type" ?disabled=${!e} @change=${o=>this.change({type:o.target.value})}>
          ${n.map((o,a)=>g`<option value=${o} ?selected=${a===r}>${o}</option>`)}
        </select>
      </label>
      <label class="field">
        <span class="name">Threshold</span>
        <select
          name="threshold"
          ?disabled=${i.length===0}
          @change=${o=>{let a=Number(o.target.value);this.change({threshold:a===i[0]?null:a})}}
        >
          ${i.map((o,a)=>g`<option value=${String(o)} ?selected=${a===s}>${o}</option>`)}
        </select>
      </label>`}renderBody(e){let n=Oc(e,this.selection.type),r=e.types[n],i=La(e.thresholds,this.selection.threshold),s=e.thresholds[i],o=I$(e,i),a=P$(e,n).map(l=>({group:l.group,x:l.threshold,y:l.rate,lower:l.lower,upper:l.upper}));return g`<div class="summary" data-type=${r} data-threshold=${s}>
        <span><b>${O(e.n)}</b> images · <b>${O(e.groups.length)}</b> groups · step ${e.step} ·
          ${Math.round(e.level*100)}% Wilson intervals</span>
        <span>type <b class="type">${r}</b> · harmful types: ${e.harmful_types.join(", ")}</span>
        <span class="muted">hit: a label of the type among an image's top 5, scored ≥ the threshold</span>
      </div>
      <div class="main">
        <div class="tables">
          <section>
            <h3>Hit rate of <span class="type">${r}</span> per group and threshold</h3>
            <div class="table-box">
              <table class="hits" aria-label="Hit rate per group and threshold">
                <thead>
                  <tr>
                    <th class="text">group</th>
                    ${e.thresholds.map(l=>g`<th data-threshold=${l}>≥ ${l}</th>`)}
                  </tr>
                </thead>
                <tbody>
                  ${e.groups.map((l,u)=>g`<tr data-group=${l}>
                      <td class="text gname" data-col="group" title=${l}>${l}</td>
                      ${e.thresholds.map((c,f)=>q$({group:l,key:c},e.hit_rate[u][n][f],e.lower[u][n][f],e.upper[u][n][f],e.group_counts[u]))}
                    </tr>`)}
                </tbody>
              </table>
            </div>
          </section>
          <section>
            <h3>Harmful labels at threshold ${s}</h3>
            <div class="table-box">
              ${o.length===0?g`<div class="none">No harmful label of the taxonomy was predicted.</div>`:g`<table class="labels" aria-label="Harmful labels">
                    <thead>
                      <tr>
                        <th class="text">label</th>
                        <th class="text">type</th>
                        ${e.groups.map(l=>g`<th data-group=${l} title=${l}>${l}</th>`)}
                        <th title="The largest gap: a group's rate minus the mean of the other groups">gap (group)</th>
                        <th title="Chi-square test that every group with images predicts this label at one rate">p</th>
                        <th title=${`\u2605: the groups differ, after Benjamini-Hochberg at FDR ${e.q} over the labels`}>★</th>
                      </tr>
                    </thead>
                    <tbody>
                      ${o.map(l=>g`<tr data-label=${l.label}>
                          <td class="text gname" data-col="label" title=${l.label}>${l.label}</td>
                          <td class="text" data-col="type">${l.type}</td>
                          ${l.rates.map((u,c)=>u===null?g`<td class="state" data-group=${e.groups[c]}>undefined</td>`:g`<td
                                  data-group=${e.groups[c]}
                                  data-value=${String(u)}
                                  title=${N$(e.level,l.lower[c],l.upper[c])}
                                >
                                  ${(u*100).toFixed(1)}%
                                </td>`)}
                          ${l.gap===null?g`<td class="state" data-col="gap">undefined</td>`:g`<td data-col="gap" data-value=${String(l.gap)} data-group=${l.gapGroup??""}>
                                ${Aa(l.gap,null,null)} <span class="n">${l.gapGroup}</span>
                              </td>`}
                          <td data-col="p_value" title=${l.pValue===null?"untestable: fewer than two groups, or no variation":""}>
                            ${l.pValue===null?"\u2014":fr(l.pValue)}
                          </td>
                          <td data-col="significant" class="star">
                            ${l.significant?g`<span aria-label="significant" title="significant">★</span>`:M}
                          </td>
                        </tr>`)}
                    </tbody>
                  </table>`}
            </div>
          </section>
        </div>
        <div class="side">
          <fairness-band-chart
            .heading=${`Hit rate of ${r} versus threshold`}
            .points=${a}
            .groups=${e.groups}
            .xLabel=${"score threshold"}
            .yLabel=${"hit rate"}
            .note=${"Bands: Wilson intervals of each hit rate."}
          ></fairness-band-chart>
        </div>
      </div>`}};Vc.properties={...lr.properties,selection:{state:!0}};customElements.define("fairness-harmful-view",Vc);var Uc=class extends lr{constructor(e){super(e),this.selection={by:"income"}}fetch(e){let{run:n,tag:r,step:i}=this.report;return this.api.geodiversity({run:n,tag:r,step:i,by:this.selection.by},e)}initSelection(e){return this.selection=O$(e),zc(this.selection)}resetParams(){return this.selection={by:"income"},zc(this.selection)}changeBy(e){this.selection={by:e},Bt(this,zc(this.selection)),this.load()}get csvTitle(){return"The score per group"}csv(e){return z$(e)}fileParts(e){return[e.run,e.tag,`step${e.step}`,"geodiversity",e.by]}renderPickers(){return g`<label class="field">
      <span class="name">Groups by</span>
      <select name="by" @change=${e=>this.changeBy(e.target.value)}>
        ${mg.map(e=>g`<option value=${e} ?selected=${e===this.selection.by}>${Fc(e)}</option>`)}
      </select>
    </label>`}renderBody(e){let n=e.households.reduce((r,i)=>r+i,0);return g`<div class="summary" data-by=${e.by}>
        <span><b>${O(n)}</b> households in <b>${O(e.groups.length)}</b> groups of
          <b class="by">${Fc(e.by)}</b> · step ${e.step} · ${Math.round(e.level*100)}% intervals</span>
        <span class="note muted">Intervals resample households (${O(e.resamples)} bootstrap resamples), not images.</span>
      </div>
      <div class="main">
        <div class="tables">
          <section>
            <h3>Household-averaged score per group</h3>
            <div class="table-box">
              <table class="geo" aria-label="Score per group">
                <thead>
                  <tr>
                    <th class="text">group</th>
                    <th>households</th>
                    <th>images</th>
                    <th title="Mean over households of each household's hit rate, with its bootstrap interval">score [interval]</th>
                    <th title="The pooled image-level hit rate, for contrast">image_rate</th>
                  </tr>
                </thead>
                <tbody>
                  ${e.groups.map((r,i)=>{let s=e.score[i],o=e.image_rate[i];return g`<tr data-group=${r}>
                      <td class="text gname" data-col="group" title=${r}>${r}</td>
                      <td data-col="households" data-value=${e.households[i]}>${O(e.households[i])}</td>
                      <td data-col="images" data-value=${e.images[i]}>${O(e.images[i])}</td>
                      ${s===null?g`<td class="state" data-col="score" data-state="no-households">no households</td>`:g`<td
                            data-col="score"
                            data-value=${String(s)}
                            data-lower=${String(e.lower[i])}
                            data-upper=${String(e.upper[i])}
                          >
                            ${Ta(s,e.lower[i],e.upper[i])}
                          </td>`}
                      ${o===null?g`<td class="state" data-col="image_rate">—</td>`:g`<td data-col="image_rate" data-value=${String(o)}>${(o*100).toFixed(1)}%</td>`}
                    </tr>`})}
                </tbody>
              </table>
            </div>
          </section>
        </div>
        <div class="side">
          <fairness-score-bars
            .heading=${`Score by ${Fc(e.by)}`}
            .bars=${F$(e)}
            .groups=${e.groups}
            .yLabel=${"score"}
          ></fairness-score-bars>
        </div>
      </div>`}};Uc.properties={...lr.properties,selection:{state:!0}};customElements.define("fairness-geo-view",Uc);var gg=class extends lr{fetch(e){let{run:n,tag:r,step:i}=this.report;return this.api.retrieval({run:n,tag:r,step:i},e)}initSelection(){return[]}resetParams(){return[]}get csvTitle(){return"Precision@K per K and group"}csv(e){return B$(e)}fileParts(e){return[e.run,e.tag,`step${e.step}`,"retrieval"]}renderPickers(){return M}renderBody(e){let n=e.queries.reduce((i,s)=>i+s,0),r=V$(e).map(i=>({group:i.group,x:i.k,y:i.precision,lower:i.lower,upper:i.upper}));return g`<div class="summary">
        <span><b>${O(n)}</b> queries in <b>${O(e.groups.length)}</b> groups · step ${e.step} ·
          ${Math.round(e.level*100)}% t intervals over each group's queries</span>
        <span class="muted">P@K: the share of a query's K nearest neighbours with the query's attribute</span>
      </div>
      <div class="main">
        <div class="tables">
          <section>
            <h3>Mean Precision@K per group</h3>
            <div class="table-box">
              <table class="retrieval" aria-label="Precision at K per group">
                <thead>
                  <tr>
                    <th class="text">group</th>
                    <th>queries</th>
                    ${e.ks.map(i=>g`<th data-k=${i}>P@${i}</th>`)}
                  </tr>
                </thead>
                <tbody>
                  ${e.groups.map((i,s)=>g`<tr data-group=${i}>
                      <td class="text gname" data-col="group" title=${i}>${i}</td>
                      <td data-col="queries" data-value=${e.queries[s]}>${O(e.queries[s])}</td>
                      ${e.ks.map((o,a)=>q$({group:i,key:o},e.precision[s][a],e.lower[s][a],e.upper[s][a],e.queries[s]))}
                    </tr>`)}
                </tbody>
              </table>
            </div>
          </section>
        </div>
        <div class="side">
          <fairness-band-chart
            .heading=${"P@K versus K"}
            .points=${r}
            .groups=${e.groups}
            .xLabel=${"K"}
            .yLabel=${"P@K"}
            .note=${"Bands: t intervals of each mean."}
          ></fairness-band-chart>
        </div>
      </div>`}};customElements.define("fairness-retrieval-view",gg);var H$={kind:eb,title:"harmful-label-association",render:(t,e)=>g`<fairness-harmful-view .report=${t.report} .info=${t.info} .params=${t.params}
      >${e}</fairness-harmful-view
    >`,hint:()=>g`No harmful-label-association reports: log one with <code>w.harmful_label_association(…)</code>, each image's
      top-5 labels and scores, its group and a taxonomy of the labels.`,example:`# Harmful label associations (Goyal et al. 2022): top-5 labels and scores per image.
w.harmful_label_association("harmful/val", 0, labels=[["ape", "tree", "car", "cup", "dog"]],
                            scores=[[0.9, 0.5, 0.2, 0.1, 0.1]], groups=["darker"],
                            taxonomy={"ape": "non_human"})`},Y$={kind:nb,title:"geodiversity",render:(t,e)=>g`<fairness-geo-view .report=${t.report} .info=${t.info} .params=${t.params}
      >${e}</fairness-geo-view
    >`,hint:()=>g`No geodiversity reports: log one with <code>w.geodiversity(…)</code>, each image's ground-truth label, top-5
      predictions and its household's income and region.`,example:`# Geodiversity (Goyal et al. 2022): one row per image and ground-truth label.
w.geodiversity("geo/val", 0, image_ids=["a"], true_labels=["stove"],
               predicted_labels=[["stove", "bed", "cup", "tv", "sofa"]],
               household_ids=["h1"], incomes=[120.0], regions=["Africa"])`},G$={kind:rb,title:"same-attribute retrieval",render:(t,e)=>g`<fairness-retrieval-view .report=${t.report} .info=${t.info} .params=${t.params}
      >${e}</fairness-retrieval-view
    >`,hint:()=>g`No retrieval reports: log one with <code>w.retrieval_precision(…)</code>, query and database embeddings and
      each one's attribute.`,example:`# Same-attribute retrieval (Goyal et al. 2022): embeddings and their attributes.
w.retrieval_precision("retrieval/val", 0, queries, database, query_attributes=q_attr,
                      database_attributes=db_attr, ks=(1, 5, 10))`};var Nr=[d$,p$,A$,E$,H$,Y$,G$];var tE=["report","compare","trend"],bg="mode",za="cmp_",eE="trend_",nE=["metric","a","b","mev","grouping","min_count","threshold","by"];function Fa(t,e){t.dispatchEvent(new CustomEvent("open-report",{detail:e,bubbles:!0,composed:!0}))}function rE(t){return tE.includes(t??"")?t:"report"}function j$(t,e){let n={mode:"report",view:[],compare:[],trend:[]};for(let[r,i]of t){let s=r.slice(e.length);s===bg?n.mode=rE(i):s.startsWith(za)?n.compare.push([r,i]):s.startsWith(eE)?n.trend.push([r,i]):n.view.push([r,i])}return n}function W$(t,e){let n={};for(let[r,i]of t){let s=r.slice(e.length);nE.includes(s)&&i!==""&&(n[s]=i)}return n}function X$(t,e,n){return Object.keys(t).filter(r=>t[r][e]?.kind===n).sort()}function K$(t,e){let n=new Set;for(let r of Object.values(t))for(let[i,s]of Object.entries(r))e.includes(s.kind)&&n.add(i);return[...n].sort()}var iE=["key","value_a","value_b","delta","rank_a","rank_b","movement"],Je="also:",Ba="delta",Va="desc";function qc(){return{a:null,b:null,also:[],sort:Ba,dir:Va,search:"",brush:null}}function yg(t){return t==="key"||t==="rank_a"||t==="rank_b"?"asc":"desc"}function sE(t){return iE.includes(t)||t.startsWith(Je)&&t.length>Je.length}var Tt={aRun:"a_run",aStep:"a_step",bRun:"b_run",bStep:"b_step",also:"also",sort:"sort",dir:"dir",search:"q",aMin:"a_min",aMax:"a_max",bMin:"b_min",bMax:"b_max"};function oE(t){return ue+za+t}function Z$(t){let e=[],n=(r,i)=>xt(e,za+r,i);t.a&&(n(Tt.aRun,t.a.run),n(Tt.aStep,t.a.step)),t.b&&(n(Tt.bRun,t.b.run),n(Tt.bStep,t.b.step));for(let r of t.also)n(Tt.also,r);return(t.sort!==Ba||t.dir!==Va)&&(n(Tt.sort,t.sort),n(Tt.dir,t.dir)),n(Tt.search,t.search),t.brush&&(n(Tt.aMin,t.brush.a[0]),n(Tt.aMax,t.brush.a[1]),n(Tt.bMin,t.brush.b[0]),n(Tt.bMax,t.brush.b[1])),e}function J$(t){let e=[...t],n=Ie(e),r=f=>n.get(za+f),i=f=>{let d=r(f);return d===void 0||d===""?null:d},s=qc(),o=i(Tt.aRun);o!==null&&(s.a={run:o,step:ol(r(Tt.aStep))});let a=i(Tt.bRun);a!==null&&(s.b={run:a,step:ol(r(Tt.bStep))});let l=oE(Tt.also);for(let[f,d]of e)f===l&&d!==""&&!s.also.includes(d)&&s.also.push(d);let u=r(Tt.sort);if(u!==void 0&&sE(u)&&(!u.startsWith(Je)||s.also.includes(u.slice(Je.length)))){s.sort=u;let f=r(Tt.dir);s.dir=f==="asc"||f==="desc"?f:yg(u)}s.search=r(Tt.search)??"";let c=[Tt.aMin,Tt.aMax,Tt.bMin,Tt.bMax].map(f=>At(r(f)));if(c.every(f=>f!==null)){let[f,d,h,p]=c;s.brush={a:[Math.min(f,d),Math.max(f,d)],b:[Math.min(h,p),Math.max(h,p)]}}return s}function Q$(t,e,n,r){return t!==null&&e.includes(t.run)?t:e.includes(n)?{run:n,step:r}:e.length?{run:e[0],step:null}:null}function tS(t,e){let n=e.filter(i=>i!==t.run);if(n.length===0)return null;let r=e.indexOf(t.run);return r<0?n[0]:e[(r+1)%e.length]}function eS(t,e){let n=e.map(i=>i.step).sort((i,s)=>i-s);if(n.length===0)return t.step;let r=t.step===null?n.length-1:n.indexOf(t.step);return r<=0?t.step:n[r-1]}function vg(t,e){return t.step===null||e.some(n=>n.step===t.step)?t:{...t,step:null}}function Hc(t,e,n,r){return e.filter(i=>t.includes(i)&&i!==n?.run&&i!==r?.run)}function nS(t,e){let n=new Map,r=e.columns;for(let i=0;i<r.key.length;i++)n.set(r.key[i],r.presence[i]==="a"?null:r.value_b[i]);return t.map(i=>{let s=n.get(i);return typeof s=="number"&&Number.isFinite(s)?s:null})}function aE(t,e){if(e.startsWith(Je)){let n=e.slice(Je.length);return t.extras.find(r=>r.run===n)?.values??null}return t.columns[e]}function rS(t,e,n){let r=new Int32Array(t.rows);for(let a=0;a<r.length;a++)r[a]=a;let i=n==="asc"?1:-1;if(e==="key"){let a=t.columns.key;return r.sort((l,u)=>a[l]<a[u]?-i:a[l]>a[u]?i:l-u),r}let s=aE(t,e);if(s===null)return r;let o=new Float64Array(t.rows);for(let a=0;a<o.length;a++){let l=s[a];o[a]=typeof l=="number"&&Number.isFinite(l)?l:NaN}return r.sort((a,l)=>{let u=o[a],c=o[l],f=Number.isNaN(u),d=Number.isNaN(c);return f||d?f&&d?a-l:f?1:-1:u<c?-i:u>c?i:a-l}),r}function iS(t,e){let n=t.value_a[e],r=t.value_b[e];return t.presence[e]==="both"&&typeof n=="number"&&Number.isFinite(n)&&typeof r=="number"&&Number.isFinite(r)}function sS(t,e,n){if(!iS(t,e))return!1;let r=t.value_a[e],i=t.value_b[e];return r>=n.a[0]&&r<=n.a[1]&&i>=n.b[0]&&i<=n.b[1]}function oS(t,e,n,r){if(n===null&&r===null)return e;let i=t.columns,s=new Int32Array(e.length),o=0;for(let a=0;a<e.length;a++){let l=e[a];r!==null&&!sS(i,l,r)||n!==null&&(n.lastIndex=0,!n.test(i.key[l]))||(s[o++]=l)}return s.slice(0,o)}function aS(t,e){let n=0;for(let r=0;r<t.rows;r++)sS(t.columns,r,e)&&n++;return n}function lS(t){let e=t.key.length,n=new Float64Array(e),r=new Float64Array(e),i=new Int32Array(e),s=0,o=0,a=0;for(let l=0;l<e;l++)iS(t,l)?(n[s]=t.value_a[l],r[s]=t.value_b[l],i[s++]=l):t.presence[l]!=="both"?o++:a++;return{x:n.slice(0,s),y:r.slice(0,s),index:i.slice(0,s),oneSided:o,undefinedValue:a}}function uS(t,e=5){let n=[];for(let s=0;s<t.key.length;s++){let o=t.delta[s];typeof o=="number"&&Number.isFinite(o)&&o!==0&&n.push({row:s,key:t.key[s],delta:o})}let r=n.filter(s=>s.delta>0).sort((s,o)=>o.delta-s.delta||s.row-o.row),i=n.filter(s=>s.delta<0).sort((s,o)=>s.delta-o.delta||s.row-o.row);return{up:r.slice(0,e),down:i.slice(0,e)}}function cS(t){return"^"+t.replace(/[.*+?^${}()|[\]\\/-]/g,"\\$&")+"$"}var lE=["key","value_a","value_b","delta","rank_a","rank_b","movement","presence"];function fS(t,e){let n=t.columns,i=[[...lE,...t.extras.map(s=>`value_${s.run}`)].map(ie).join(",")];for(let s=0;s<e.length;s++){let o=e[s];i.push([ie(n.key[o]),Q(n.value_a[o]),Q(n.value_b[o]),Q(n.delta[o]),Q(n.rank_a[o]),Q(n.rank_b[o]),Q(n.movement[o]),n.presence[o],...t.extras.map(a=>Q(a.values?.[o]))].join(","))}return i.join(`\r
`)+`\r
`}function dS(t){return Object.entries(t).filter(([,e])=>e!=null&&e!=="").map(([e,n])=>`${e}=${typeof n=="object"?JSON.stringify(n):String(n)}`).join(", ")}var Ir=340,Ci=320,Qe={left:50,right:12,top:12,bottom:38},uE=5e3,hS=3;function Yc(t){return Number(t.toPrecision(6))}var Ua=class extends X{constructor(){super();this.chart=null;this.canvas=null;this.scales=null;this.points=null,this.brush=null,this.highlight=null,this.value="value",this.drag=null}willUpdate(n){(n.has("points")||n.has("value"))&&this.draw()}draw(){let n=this.points;if(this.chart=null,this.canvas=null,this.scales=null,!n||n.x.length===0)return;let r=1/0,i=-1/0;for(let c of[n.x,n.y])for(let f=0;f<c.length;f++)c[f]<r&&(r=c[f]),c[f]>i&&(i=c[f]);let s=i>r?(i-r)*.04:Math.max(Math.abs(r)*.1,.05),o=[r-s,i+s],a=Gt({width:Ir,height:Ci,marginLeft:Qe.left,marginRight:Qe.right,marginTop:Qe.top,marginBottom:Qe.bottom,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{domain:o,label:`${this.value} in A`,labelAnchor:"center",labelArrow:"none",grid:!0,ticks:5},y:{domain:o,label:`${this.value} in B`,labelArrow:"none",grid:!0,ticks:5},marks:[ng([[o[0],o[0]],[o[1],o[1]]],{stroke:"#616161",strokeDasharray:"4,3",strokeWidth:1})]}),l=a.scale("x"),u=a.scale("y");this.chart=a,this.scales=l&&u?{x:l,y:u}:null,this.scales&&(this.canvas=this.paint(n,this.scales))}paint(n,r){let i=document.createElement("canvas"),s=Math.max(1,Math.min(3,globalThis.devicePixelRatio||1));i.width=Math.round(Ir*s),i.height=Math.round(Ci*s),i.className="dots";let o=i.getContext("2d");if(!o)return i;o.scale(s,s);let a=n.x.length>uE,l=a?1.5:2.5;o.globalAlpha=a?.5:.7,o.fillStyle=Vn,o.beginPath();for(let u=0;u<n.x.length;u++){let c=r.x.apply(n.x[u]),f=r.y.apply(n.y[u]);o.moveTo(c+l,f),o.arc(c,f,l,0,2*Math.PI)}return o.fill(),i}point(n){let r=n.currentTarget.getBoundingClientRect(),i=r.width?Ir/r.width:1,s=r.height?Ci/r.height:1,o=(n.clientX-r.left)*i,a=(n.clientY-r.top)*s,l=(u,c,f)=>Math.min(f,Math.max(c,u));return[l(o,Qe.left,Ir-Qe.right),l(a,Qe.top,Ci-Qe.bottom)]}onDown(n){if(n.button!==0||!this.scales)return;n.currentTarget.setPointerCapture(n.pointerId);let[r,i]=this.point(n);this.drag={x0:r,y0:i,x1:r,y1:i},n.preventDefault()}onMove(n){if(!this.drag)return;let[r,i]=this.point(n);this.drag={...this.drag,x1:r,y1:i}}onUp(n){let r=this.drag;if(!r)return;let[i,s]=this.point(n);this.drag=null;let o=this.scales,a=null;if(o?.x.invert&&o.y.invert&&(Math.abs(i-r.x0)>=hS||Math.abs(s-r.y0)>=hS)){let l=Yc(o.x.invert(r.x0)),u=Yc(o.x.invert(i)),c=Yc(o.y.invert(r.y0)),f=Yc(o.y.invert(s));a={a:[Math.min(l,u),Math.max(l,u)],b:[Math.min(c,f),Math.max(c,f)]}}a===null&&this.brush===null||this.dispatchEvent(new CustomEvent("brush-change",{detail:a,bubbles:!0,composed:!0}))}onCancel(){this.drag=null}rect(){let n=this.drag;if(n)return{left:Math.min(n.x0,n.x1),top:Math.min(n.y0,n.y1),width:Math.abs(n.x1-n.x0),height:Math.abs(n.y1-n.y0)};let r=this.brush,i=this.scales;if(!r||!i)return null;let s=f=>Math.min(Ir-Qe.right,Math.max(Qe.left,i.x.apply(f))),o=f=>Math.min(Ci-Qe.bottom,Math.max(Qe.top,i.y.apply(f))),a=s(r.a[0]),l=s(r.a[1]),u=o(r.b[0]),c=o(r.b[1]);return{left:Math.min(a,l),top:Math.min(u,c),width:Math.abs(l-a),height:Math.abs(c-u)}}ring(){let n=this.points,r=this.scales;if(this.highlight===null||!n||!r)return M;let i=n.index.indexOf(this.highlight);if(i<0)return M;let s=r.x.apply(n.x[i]),o=r.y.apply(n.y[i]);return g`<div class="ring" style="left: ${s}px; top: ${o}px"></div>`}render(){let n=this.points;if(!n)return M;let r=this.rect(),i=[n.oneSided?`${O(n.oneSided)} row${n.oneSided===1?"":"s"} found in one report only`:"",n.undefinedValue?`${O(n.undefinedValue)} without a value on one side`:""].filter(Boolean);return g`
      <h3>A against B</h3>
      ${this.chart?g`<div
            class="plot"
            data-points=${n.x.length}
            @pointerdown=${this.onDown}
            @pointermove=${this.onMove}
            @pointerup=${this.onUp}
            @pointercancel=${this.onCancel}
          >
            ${this.chart} ${this.canvas}
            ${r?g`<div
                  class="rect"
                  style="left: ${r.left}px; top: ${r.top}px; width: ${r.width}px; height: ${r.height}px"
                ></div>`:M}
            ${this.ring()}
          </div>`:g`<div class="muted">No row has a value in both reports.</div>`}
      <div class="note muted">
        ${O(n.x.length)} row${n.x.length===1?"":"s"} plotted; above the dashed diagonal y = x, the value
        is larger in B. Drag a rectangle to select rows, click to clear.
        ${i.length?g`Not plotted: ${i.join("; ")}.`:M}
      </div>
    `}};Ua.properties={points:{attribute:!1},brush:{attribute:!1},highlight:{attribute:!1},value:{attribute:!1},drag:{state:!0}},Ua.styles=[et,J`
      :host {
        display: block;
      }
      .plot {
        position: relative;
        width: ${Ir}px;
        height: ${Ci}px;
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
        width: ${Ir}px;
        height: ${Ci}px;
        pointer-events: none;
      }
      .rect {
        position: absolute;
        box-sizing: border-box;
        border: 1px solid var(--accent);
        background: rgba(245, 124, 0, 0.12);
        pointer-events: none;
      }
      .ring {
        position: absolute;
        width: 10px;
        height: 10px;
        margin: -6px 0 0 -6px;
        border: 2px solid #212121;
        border-radius: 50%;
        pointer-events: none;
      }
      .note {
        font-size: 11px;
        max-width: ${Ir}px;
      }
    `];customElements.define("fairness-compare-scatter",Ua);var pS="",mS=100,cE=5;function xg(t,e){return t>0?"+"+e:e}function gS(t){return`${t.run} \xB7 step ${t.step}`}var qa=class extends X{constructor(){super();this.grid="";this.renderRow=n=>{let r=this.table,i=r.columns,s=i.key[n],o=i.presence[n];return g`<div
      class="row ${o==="both"?"":"one-sided"} ${n===this.highlight?"focus":""}"
      role="row"
      style=${this.grid}
      data-row=${n}
      data-presence=${o}
    >
      <div class="cell key" role="cell" data-col="key" title=${s}>
        <span class="k">${s}</span>
        ${o==="both"?M:g`<span class="badge">only in ${o==="a"?"A":"B"}</span>`}
        ${i.beyond_uncertainty[n]===!0?g`<span class="beyond" title="Moved by more than its uncertainty: the two 95% intervals do not overlap">●</span>`:M}
      </div>
      ${this.cell("value_a",n,i.value_a[n])} ${this.cell("value_b",n,i.value_b[n])} ${this.cell("delta",n,i.delta[n])}
      ${this.cell("rank_a",n,i.rank_a[n])} ${this.cell("rank_b",n,i.rank_b[n])} ${this.cell("movement",n,i.movement[n])}
      ${r.extras.map(a=>this.cell(`${Je}${a.run}`,n,a.values?.[n]))}
    </div>`};this.table=null,this.rows=[],this.sort=Ba,this.dir=Va,this.names={value:"value",a:"A",b:"B"},this.highlight=null}columns(){let{value:n,a:r,b:i}=this.names,s=this.table;return[{col:"key",name:"key",sub:"",title:"The row: a label, a class, class|group\u2026"},{col:"value_a",name:`${n} in A`,sub:r,title:`${n} in report A (${r})`},{col:"value_b",name:`${n} in B`,sub:i,title:`${n} in report B (${i})`},{col:"delta",name:"delta",sub:"B \u2212 A",title:`delta = ${n} in B \u2212 ${n} in A`},{col:"rank_a",name:"rank A",sub:"1 = largest",title:`The row's rank by ${n} in A (1: the largest)`},{col:"rank_b",name:"rank B",sub:"1 = largest",title:`The row's rank by ${n} in B (1: the largest)`},{col:"movement",name:"movement",sub:"rank A \u2212 rank B",title:"rank A \u2212 rank B: positive when the row rose in B"},...(s?.extras??[]).map(o=>({col:`${Je}${o.run}`,name:o.run,sub:`${n}, latest step`,title:`${n} in the latest report of run ${o.run}`}))]}clickHeader(n){let r=n===this.sort?this.dir==="asc"?"desc":"asc":yg(n);this.dispatchEvent(new CustomEvent("sort-change",{detail:{column:n,dir:r},bubbles:!0,composed:!0}))}missingTitle(n,r){let i=this.table.columns.presence[r],{a:s,b:o}=this.names;switch(n){case"value_a":case"rank_a":return i==="b"?`Not in report A (${s}): this row is only in B.`:`Undefined in report A (${s}): the report has no value for this row.`;case"value_b":case"rank_b":return i==="a"?`Not in report B (${o}): this row is only in A.`:`Undefined in report B (${o}): the report has no value for this row.`;case"delta":return i==="both"?"No delta: the value is undefined on one side.":`No delta: the row is only in ${i==="a"?"A":"B"}.`;case"movement":return"No movement: the row is not ranked on both sides.";default:{let a=n.slice(Je.length);return this.table.extras.find(u=>u.run===a)?.values?`Not in the latest report of run ${a}, or undefined there.`:`Not loaded: the report of run ${a}.`}}}cell(n,r,i){if(typeof i!="number"||!Number.isFinite(i))return g`<div class="cell num missing" role="cell" data-col=${n} title=${this.missingTitle(n,r)}>—</div>`;let s,o="";return n==="rank_a"||n==="rank_b"?s=O(i):n==="movement"?(s=xg(i,O(i).replace(/^-/,"\u2212")),o=i>0?"up":i<0?"down":""):n==="delta"?s=xg(i,Fn(i)):s=Fn(i),g`<div class="cell num ${o}" role="cell" data-col=${n} data-v=${String(i)} title=${String(i)}>${s}</div>`}willUpdate(n){n.has("table")&&(this.scrollTop=0)}render(){if(!this.table)return M;let r=this.columns(),i=220+mS*(r.length-1),s=`grid-template-columns: minmax(200px, 1fr) repeat(${r.length-1}, ${mS}px); min-width: ${i}px`;return this.grid=s,g`<div
      role="table"
      style=${`--table-min-width: ${i}px`}
      aria-rowcount=${this.rows.length+1}
      aria-label="Rows of A and B aligned by key"
    >
      <div class="head" role="row" style=${s}>
        ${r.map(({col:o,name:a,sub:l,title:u})=>{let c=o===this.sort,f=g`<span class="arrow">${c&&this.dir==="asc"?"\u25B2":"\u25BC"}</span>`;return g`<button
            role="columnheader"
            data-col=${o}
            aria-sort=${c?this.dir==="asc"?"ascending":"descending":"none"}
            title=${`${u}. Click to sort.`}
            @click=${()=>this.clickHeader(o)}
          >
            <span class="top"
              >${o==="key"?M:f}<span class="col-name">${a}</span>${o==="key"?f:M}</span
            >
            ${l?g`<span class="sub">${l}</span>`:M}
          </button>`})}
      </div>
      ${this.rows.length===0?g`<div class="none">No row matches the search or the selection.</div>`:g`<lit-virtualizer
            .items=${this.rows}
            .renderItem=${this.renderRow}
          ></lit-virtualizer>`}
    </div>`}};qa.properties={table:{attribute:!1},rows:{attribute:!1},sort:{attribute:!1},dir:{attribute:!1},names:{attribute:!1},highlight:{attribute:!1}},qa.styles=[et,Ui,J`
      :host {
        display: block;
        position: relative;
        overflow: auto;
        border: 1px solid var(--border);
        border-radius: 2px;
        background: #fff;
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
      .head .top {
        max-width: 100%;
      }
      .head .col-name {
        overflow: hidden;
        text-overflow: ellipsis;
      }
      .head button[data-col='key'] {
        align-items: flex-start;
        text-align: left;
      }
      lit-virtualizer {
        width: 100%;
        min-width: var(--table-min-width);
      }
      .row {
        height: 24px;
        align-items: center;
        border-bottom: 1px solid #f0f0f0;
      }
      .row:hover {
        background: var(--hover-bg);
      }
      .row.focus {
        background: #ffe0b2;
      }
      .row.one-sided .num {
        color: #9e9e9e;
      }
      .cell {
        padding: 0 8px;
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
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
      .badge {
        flex: none;
        font-size: 10px;
        padding: 0 5px;
        border-radius: 8px;
        background: #eeeeee;
        color: #616161;
        line-height: 16px;
      }
      .beyond {
        flex: none;
        color: #b71c1c;
        font-size: 10px;
        cursor: help;
      }
      .missing {
        color: #9e9e9e;
        cursor: help;
      }
      .up {
        color: #2e7d32;
      }
      .down {
        color: #c62828;
      }
      .none {
        padding: 24px;
        text-align: center;
        color: var(--muted);
      }
    `];customElements.define("fairness-compare-table",qa);var Ha=class extends X{constructor(){super();this.request=new Ft;this.extraRequest=new Ft;this.stepsCache=new Map;this.extraErrors=new Map;this.table=null;this.order=null;this.search={regex:null,error:null};this.visible=new Int32Array(0);this.visibleList=[];this.points=null;this.moved={up:[],down:[]};this.brushed=0;this.tag="",this.kind="",this.kindTitle="",this.runs=[],this.run="",this.step=null,this.options={},this.params=[],this.sel=qc(),this.data=null,this.extras=[],this.stepsA=null,this.stepsB=null,this.status="loading",this.error=null,this.highlight=null}disconnectedCallback(){super.disconnectedCallback(),this.request.cancel(),this.extraRequest.cancel()}setStatus(n){this.status=n,Le(this,n)}async stepsOf(n,r){let i=`${this.tag}\0${n}`,s=this.stepsCache.get(i);if(s)return s;let o=await this.api.steps(n,this.tag,r);return this.stepsCache.set(i,o.steps),o.steps}async load(){let n=this.sel.a,r=this.sel.b;if(this.extraRequest.cancel(),n===null){this.request.cancel(),this.data=null,this.error=`No run holds a report under the tag ${this.tag}.`,this.setStatus("error");return}let{tag:i,options:s,api:o}=this;this.setStatus("loading");let a;try{a=await this.request.run(async l=>{let u=await this.stepsOf(n.run,l),c=vg(n,u),f=r??{run:c.run,step:eS(c,u)},d=f.run===c.run?u:await this.stepsOf(f.run,l),h=vg(f,d),p=await o.diff({tag:i,run:c.run,step:c.step,vs_run:h.run,vs_step:h.step,options:s},l);return{a:c,b:h,stepsA:u,stepsB:d,diff:p}})}catch(l){this.data=null,this.error=ee(l),this.setStatus("error");return}a!==zt&&(this.stepsA=a.stepsA,this.stepsB=a.stepsB,this.error=null,this.highlight=null,this.extras=[],this.data=a.diff,this.setSel({...this.sel,a:a.a,b:a.b}),await this.loadExtras())}async loadExtras(){let n=this.data,r=this.sel.a,i=this.sel.also;if(!n||!r||i.length===0){this.extraRequest.cancel(),this.extras=[],this.extraErrors=new Map,n&&this.setStatus("ready");return}let s=new Map(this.extras.map(f=>[f.run,f]));this.extras=i.map(f=>s.get(f)??{run:f,values:null}),this.setStatus("loading");let{tag:o,options:a,api:l}=this,u=n.columns.key,c=await this.extraRequest.run(f=>Promise.all(i.map(async d=>{let h=s.get(d);if(h?.values)return{run:d,values:h.values,error:null};try{let p=await l.diff({tag:o,run:r.run,step:r.step,vs_run:d,vs_step:null,options:a},f);return{run:d,values:nS(u,p),error:null}}catch(p){if(f.aborted)throw p;return{run:d,values:null,error:ee(p)}}})));c!==zt&&(this.extras=c.map(({run:f,values:d})=>({run:f,values:d})),this.extraErrors=new Map(c.filter(f=>f.error!==null).map(f=>[f.run,f.error])),this.setStatus("ready"))}setSel(n){this.sel=n,Bt(this,Z$(n))}fit(n){let r=this.runs??[],i=Q$(n.a,r,this.run,this.step),s=n.b!==null&&r.includes(n.b.run)?n.b:null;if(s===null&&i!==null){let l=tS(i,r);l!==null&&(s={run:l,step:null})}let o=Hc(n.also,r,i,s),a=!n.sort.startsWith(Je)||o.includes(n.sort.slice(Je.length));return{...n,a:i,b:s,also:o,sort:a?n.sort:Ba,dir:a?n.dir:Va}}onSide(n,r){let i=this.sel[n];if(!i)return;let s={...i,...r};r.run!==void 0&&r.run!==i.run&&(s.step=null);let o={...this.sel,[n]:s},a=Hc(o.also,this.runs,o.a,o.b);this.setSel(this.fit({...o,also:a})),this.load()}swap(){let{a:n,b:r,brush:i}=this.sel;if(!n||!r)return;let s=i?{a:i.b,b:i.a}:null;this.setSel({...this.sel,a:r,b:n,brush:s}),this.load()}onAlso(n,r){let i=r?[...this.sel.also,n]:this.sel.also.filter(o=>o!==n),s=Hc(i,this.runs,this.sel.a,this.sel.b);this.setSel(this.fit({...this.sel,also:s})),this.loadExtras()}patch(n){this.setSel({...this.sel,...n})}onBrush(n){this.highlight=null,this.patch({brush:n})}focusRow(n){this.highlight=n.row,this.patch({search:cS(n.key),brush:null})}reset(){this.stepsCache.clear(),this.setSel(this.fit(qc())),this.load()}retry(){this.stepsCache.clear(),this.load()}downloadCsv(){let n=this.data;if(!n||!this.table)return;let r=Me(["fairness","compare",n.tag,n.a.run,`step${n.a.step}`,"vs",n.b.run,`step${n.b.step}`,n.value]);Ce(fS(this.table,this.visible),r)}willUpdate(n){if(!this.hasUpdated)this.setSel(this.fit(J$(this.params))),this.load();else if(n.has("tag")||n.has("options")||n.has("runs")){let c=this.sel;if(n.has("tag")){this.stepsCache.clear();let f=this.runs.length<2;this.sel={...c,a:c.a&&this.runs.includes(c.a.run)?{run:c.a.run,step:null}:null,b:!f&&c.b&&this.runs.includes(c.b.run)?{run:c.b.run,step:null}:null,brush:null}}this.setSel(this.fit(this.sel)),this.load()}let r=this.data;(n.has("data")||n.has("extras"))&&(this.table=r?{rows:r.rows,columns:r.columns,extras:this.extras}:null),n.has("data")&&(this.points=r?lS(r.columns):null,this.moved=r?uS(r.columns,cE):{up:[],down:[]});let i=this.sel,s=n.has("sel")?n.get("sel"):i;(!s||s.search!==i.search)&&(this.search=Ii(i.search));let o=this.table;if(!o){this.order=null,this.visible=new Int32Array(0),this.visibleList=[],this.brushed=0;return}let a=n.has("data")||n.has("extras")||this.order===null,l=!s||s.sort!==i.sort||s.dir!==i.dir;(a||l)&&(this.order=rS(o,i.sort,i.dir));let u=!s||s.brush!==i.brush;(a||l||u||!s||s.search!==i.search)&&(this.visible=oS(o,this.order,this.search.regex,i.brush),this.visibleList=Array.from(this.visible)),(a||u)&&(this.brushed=i.brush?aS(o,i.brush):0)}renderSide(n){let r=this.sel[n],i=n==="a"?this.stepsA:this.stepsB;return g`<fieldset class="side" data-side=${n}>
      <legend>Report ${n==="a"?"A":"B"}</legend>
      <label class="field">
        <span class="name">Run</span>
        <select
          name=${`${n}_run`}
          .disabled=${!r}
          @change=${o=>this.onSide(n,{run:o.target.value})}
        >
          ${this.runs.map(o=>g`<option .value=${o} .selected=${o===r?.run}>${o}</option>`)}
        </select>
      </label>
      <label class="field">
        <span class="name">Step</span>
        <select
          name=${`${n}_step`}
          .disabled=${!r}
          @change=${o=>{let a=o.target.value;this.onSide(n,{step:a===pS?null:Number(a)})}}
        >
          <option .value=${pS} .selected=${r?.step===null}>latest</option>
          ${(i??[]).map(o=>g`<option .value=${String(o.step)} .selected=${o.step===r?.step}>
                ${o.step} · ${Li(o.wall_time)}
              </option>`)}
        </select>
      </label>
    </fieldset>`}renderControls(){let n=this.sel,r=this.runs.filter(s=>s!==n.a?.run&&s!==n.b?.run),i=this.status==="loading";return g`<div class="controls">
      ${this.renderSide("a")}
      <button class="swap" name="swap" title="Swap A and B" aria-label="Swap A and B" @click=${()=>this.swap()}>⇄</button>
      ${this.renderSide("b")}
      <label class="field">
        <span class="name">Search keys (regex)</span>
        <input
          class="search ${this.search.error?"invalid":""}"
          name="search"
          type="search"
          placeholder="e.g. ^nurse$"
          .value=${n.search}
          @input=${s=>{this.highlight=null,this.patch({search:s.target.value})}}
        />
      </label>
      ${r.length?g`<div class="field">
            <span class="name">Also show runs</span>
            <div class="also">
              ${r.map(s=>g`<label
                  ><input
                    type="checkbox"
                    name="also"
                    .value=${s}
                    .checked=${n.also.includes(s)}
                    @change=${o=>this.onAlso(s,o.target.checked)}
                  />${s}</label
                >`)}
            </div>
          </div>`:M}
      <span class="spacer"></span>
      <button class="primary" name="csv" .disabled=${!this.data||i} @click=${()=>this.downloadCsv()}>
        Download CSV
      </button>
      ${this.search.error?g`<div class="search-error" title=${this.search.error}>${this.search.error}</div>`:M}
    </div>`}renderSummary(n){let r=dS(n.options),i=n.a.run===n.b.run&&n.a.step===n.b.step,s=this.sel,o=[...this.extraErrors].map(([a,l])=>`${a}: ${l}`);return g`<div
      class="summary"
      data-shown=${this.visible.length}
      data-total=${n.rows}
      data-a-run=${n.a.run}
      data-a-step=${n.a.step}
      data-b-run=${n.b.run}
      data-b-step=${n.b.step}
      data-extras=${this.extras.filter(a=>a.values!==null).map(a=>a.run).join(",")}
    >
      <span class="what"
        >Comparing <b>${n.value}</b> of the ${this.kindTitle||n.kind} report ${n.tag}${r?g` <span class="muted">(${r})</span>`:M}</span
      >
      <span
        >A = <b>${gS(n.a)}</b>
        <button class="text" name="open-a" title="Open report A in its view" @click=${()=>Fa(this,{run:n.a.run,step:n.a.step})}>
          open</button
        ></span>
      <span
        >B = <b>${gS(n.b)}</b>
        <button class="text" name="open-b" title="Open report B in its view" @click=${()=>Fa(this,{run:n.b.run,step:n.b.step})}>
          open</button
        ></span>
      ${i?g`<span class="warn">A and B are the same report: pick another step or run.</span>`:M}
      <span class="counts"
        ><b>${O(n.rows)}</b> rows · ${O(n.only_in_a)} only in A · ${O(n.only_in_b)} only in
        B</span
      >
      <span class="uncertainty"
        >${n.moved_beyond_uncertainty!==null?g`<b>${O(n.moved_beyond_uncertainty)}</b> row${n.moved_beyond_uncertainty===1?"":"s"} moved by
              more than ${n.moved_beyond_uncertainty===1?"its":"their"} uncertainty (the two 95% intervals do not
              overlap; marked ●)`:g`<span class="muted">${this.kindTitle||n.kind} reports have no intervals for ${n.value}: no
              uncertainty to compare the moves with</span>`}</span
      >
      <span class="shown"
        >showing <b>${O(this.visible.length)}</b> of ${O(n.rows)} rows
        ${s.brush?g`<span class="chip" data-brushed=${this.brushed}
              >${O(this.brushed)} selected in the scatter —
              <button class="text" name="clear-brush" @click=${()=>this.onBrush(null)}>clear</button></span
            >`:M}</span
      >
      ${o.length?g`<span class="warn">Could not load: ${o.join("; ")}</span>`:M}
    </div>`}renderMovers(n,r,i){return g`<div class="movers" data-movers=${i}>
      <h3>${n}</h3>
      ${r.length?g`<ol>
            ${r.map(s=>g`<li>
                <button title=${`Show ${s.key} in the table`} @click=${()=>this.focusRow(s)}>
                  <span class="k">${s.key}</span><span class="num ${i}">${xg(s.delta,Fn(s.delta))}</span>
                </button>
              </li>`)}
          </ol>`:g`<div class="muted">None.</div>`}
    </div>`}renderError(){return g`<div class="message error" role="alert">
      <h2>Could not compare the reports</h2>
      <div class="text">${this.error}</div>
      <button class="primary link" name="retry" @click=${()=>this.retry()}>Retry</button>
      <button class="primary link" name="reset" @click=${()=>this.reset()}>Reset the comparison</button>
    </div>`}render(){let n=this.data,r=this.sel,i=this.status==="loading";return this.runs.length===0?g`<div class="message">No run holds a report under this tag.</div>`:g`
      ${this.renderControls()} ${this.status==="error"?this.renderError():M}
      ${n&&this.table?g`${this.renderSummary(n)}
            <div class="main ${i?"stale":""}">
              <fairness-compare-table
                .table=${this.table}
                .rows=${this.visibleList}
                .sort=${r.sort}
                .dir=${r.dir}
                .highlight=${this.highlight}
                .names=${{value:n.value,a:`${n.a.run} @ ${n.a.step}`,b:`${n.b.run} @ ${n.b.step}`}}
                @sort-change=${s=>this.patch({sort:s.detail.column,dir:s.detail.dir})}
              ></fairness-compare-table>
              <div class="side-panel">
                <fairness-compare-scatter
                  .points=${this.points}
                  .brush=${r.brush}
                  .highlight=${this.highlight}
                  .value=${n.value}
                  @brush-change=${s=>this.onBrush(s.detail)}
                ></fairness-compare-scatter>
                ${this.renderMovers("Largest increases (B above A)",this.moved.up,"up")}
                ${this.renderMovers("Largest decreases (B below A)",this.moved.down,"down")}
              </div>
            </div>`:i?g`<div class="loading">Comparing the reports…</div>`:M}
    `}};Ha.properties={api:{attribute:!1},tag:{attribute:!1},kind:{attribute:!1},kindTitle:{attribute:!1},runs:{attribute:!1},run:{attribute:!1},step:{attribute:!1},options:{attribute:!1},params:{attribute:!1},sel:{state:!0},data:{state:!0},extras:{state:!0},stepsA:{state:!0},stepsB:{state:!0},status:{state:!0},error:{state:!0},highlight:{state:!0}},Ha.styles=[et,se,oe,J`
      :host {
        display: flex;
        flex-direction: column;
        flex: 1;
        min-height: 0;
        gap: 10px;
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
        border: 1px solid var(--border);
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
        border: 1px solid #c6c6c6;
        border-radius: 3px;
        background: #fff;
        cursor: pointer;
      }
      button.swap:hover {
        background: var(--hover-bg);
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
      .summary {
        display: flex;
        flex-wrap: wrap;
        gap: 4px 16px;
        align-items: baseline;
      }
      .summary b {
        font-weight: 500;
      }
      .summary .what {
        flex-basis: 100%;
      }
      button.text {
        border: 0;
        background: none;
        padding: 0;
        color: var(--accent);
        cursor: pointer;
        text-decoration: underline;
      }
      .chip {
        display: inline-flex;
        gap: 6px;
        align-items: baseline;
        padding: 1px 8px;
        border-radius: 10px;
        background: #fff3e0;
        border: 1px solid #ffcc80;
      }
      .main {
        flex: 1;
        min-height: 0;
        display: flex;
        gap: 16px;
      }
      .main.stale {
        opacity: 0.55;
        transition: opacity 0.15s 0.2s;
      }
      fairness-compare-table {
        flex: 1;
        min-width: 0;
      }
      .side-panel {
        width: 344px;
        flex: none;
        display: flex;
        flex-direction: column;
        gap: 14px;
        overflow-y: auto;
      }
      .movers ol {
        margin: 0;
        padding: 0;
        list-style: none;
      }
      .movers li button {
        display: flex;
        width: 100%;
        gap: 8px;
        justify-content: space-between;
        border: 0;
        background: none;
        padding: 2px 4px;
        cursor: pointer;
        text-align: left;
      }
      .movers li button:hover {
        background: var(--hover-bg);
      }
      .movers .k {
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
      .movers .up {
        color: #2e7d32;
      }
      .movers .down {
        color: #c62828;
      }
      .warn {
        color: var(--error);
      }
      @media (max-width: 900px) {
        .main {
          flex-direction: column;
        }
        fairness-compare-table {
          min-height: 360px;
        }
        .side-panel {
          width: auto;
          overflow: visible;
        }
      }
    `];customElements.define("fairness-compare",Ha);var vS="trend_",xS=ue+vS+"run",wS=ue+vS+"gap_threshold",Ks=.1;function wg(){return{runs:null,gapThreshold:Ks}}function Gc(t){let e=At(t);return e!==null&&e>=0?e:null}function _g(t){let e=[];for(let n of t.runs??[])e.push([xS,n]);return t.gapThreshold!==Ks&&e.push([wS,String(t.gapThreshold)]),e}function _S(t,e){let n=wg(),r=[],i;for(let[s,o]of t)s===xS&&o!==""&&!r.includes(o)?r.push(o):s===wS&&(i=o);return n.runs=r.length>0?r:null,n.gapThreshold=Gc(i)??Ks,e?jc(n,e):n}function jc(t,e){if(t.runs===null||e.length===0)return t;let n=e.filter(r=>t.runs.includes(r));return{...t,runs:n.length===0||n.length===e.length?null:n}}function Ti(t,e){return t.runs===null?[...e]:e.filter(n=>t.runs.includes(n))}function $S(t,e,n,r){let i=Ti(t,e),s=r?e.filter(o=>o===n||i.includes(o)):i.filter(o=>o!==n);return s.length===0?t:jc({...t,runs:s},e)}function SS(t,e){return e!==null&&t.includes(e)?[e,...t.filter(n=>n!==e)]:[...t]}function kS(t,e,n){return t===Ni?{...e,gap_threshold:String(n.gapThreshold)}:{...e}}function MS(t){let e=[];for(let[n,r]of Object.entries(t))n==="gap_threshold"||r===""||e.push(n==="metric"?`metric ${r}`:`${n}=${r}`);return e.join(", ")}var bS={max_abs_gap:{title:"Largest |gap|",explanation:"The largest absolute gap between identity A and B (or the rest), over the labels with enough examples.",format:"value"},labels_above_threshold:{title:"Labels above the gap threshold",explanation:"How many labels with enough examples have an absolute gap above the gap threshold.",format:"count"},skew_size:{title:"SkewSize",explanation:"The skewness of Cramer's V over the classes: higher is less biased; a long tail of classes whose predictions depend on the group lowers it.",format:"value"},worst_group_accuracy:{title:"Worst-group accuracy",explanation:"The accuracy of the group the model does worst on.",format:"percent"},overall_accuracy:{title:"Overall accuracy",explanation:"The accuracy over every example.",format:"percent"},worst_group_value:{title:"Worst group (macro average)",explanation:"The lowest macro average over classes of any group (the report view's metric).",format:"percent"},largest_disparity:{title:"Largest disparity",explanation:"The largest best-minus-worst spread between the groups of one class.",format:"percent"},max_harmful_rate:{title:"Highest harmful hit rate",explanation:"The highest share, over groups, of images with a harmful label among their top 5.",format:"percent"},harmful_rate_gap:{title:"Harmful hit-rate gap",explanation:"The highest minus the lowest harmful hit rate over groups.",format:"percent"},worst_group_score:{title:"Worst-group score",explanation:"The lowest household-averaged score of any group.",format:"percent"},score_gap:{title:"Score gap",explanation:"The best minus the worst group score.",format:"percent"},worst_group_precision:{title:"Worst-group Precision@K",explanation:"The lowest mean Precision@K of any query group, at the largest K.",format:"percent"},precision_gap:{title:"Precision@K gap",explanation:"The best minus the worst group's Precision@K, at the largest K.",format:"percent"}};function CS(t,e){let n=(e-t)/5;return!(n>0)||n>=.01?".0%":n>=.001?".1%":".2%"}function $g(t){return Object.prototype.hasOwnProperty.call(bS,t)?bS[t]:{title:t,explanation:"",format:"value"}}function Sg(t,e){return t===null||!Number.isFinite(t)?"undefined":e==="percent"?jt(t):e==="count"?Number.isInteger(t)?O(t):Bn(t):Fn(t)}function TS(t,e){let n=Object.prototype.hasOwnProperty.call(t,e)?t[e]:null;return typeof n=="number"&&Number.isFinite(n)?n:null}function AS(t,e=null){let n=t.series.filter(r=>e===null||e.includes(r.run)).map(r=>({run:r.run,points:[...r.points].sort((i,s)=>i.step-s.step)}));return t.names.map(r=>{let i=[],s=[];return n.forEach((o,a)=>{let l=0,u=!1;for(let c of o.points){let f=TS(c.values,r);if(f===null){s.push({run:o.run,step:c.step}),u&&l++,u=!1;continue}u=!0,i.push({run:o.run,step:c.step,wall_time:c.wall_time,value:f,segment:`${a}:${l}`})}}),{name:r,dots:i,missing:s}})}function ES(t,e=null){let n=t.series.filter(r=>e===null||e.includes(r.run));return n.some(r=>r.points.length>0)&&n.every(r=>new Set(r.points.map(i=>i.step)).size<=1)}function RS(t,e=6){let n=new Map;for(let i of t){let s=n.get(i.run)??[];s.push(i.step),n.set(i.run,s)}let r=[];for(let[i,s]of n){let o=s.slice(0,e).join(", "),a=s.length>e?` and ${s.length-e} more`:"";r.push(`${i} at step${s.length>1?"s":""} ${o}${a}`)}return r.join("; ")}var yS=["#4e79a7","#f28e2c","#e15759","#76b7b2","#59a14f","#edc949","#af7aa1","#ff9da7","#9c755f","#bab0ab"];function kg(t){return t.map((e,n)=>yS[n%yS.length])}function PS(t,e,n,r=12){let i=null,s=r*r;return t.forEach((o,a)=>{if(!Number.isFinite(o.x)||!Number.isFinite(o.y))return;let l=(o.x-e)**2+(o.y-n)**2;l<=s&&(i=a,s=l)}),i}function NS(t,e=null){let n=[["run","step","wall_time",...t.names].map(ie).join(",")];for(let r of t.series)if(!(e!==null&&!e.includes(r.run)))for(let i of[...r.points].sort((s,o)=>s.step-o.step))n.push([ie(r.run),Q(i.step),Q(i.wall_time),...t.names.map(s=>Q(TS(i.values,s)))].join(","));return n.join(`\r
`)+`\r
`}var Mg=460,IS=240,fE=14,dE=J`
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
  .charts {
    display: flex;
    flex-wrap: wrap;
    gap: 18px 28px;
    align-items: flex-start;
  }
  .chart {
    width: ${Mg}px;
    max-width: 100%;
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
  .hint {
    padding: 8px 12px;
    border: 1px solid #ffe0b2;
    background: #fff8e1;
    border-radius: 2px;
    max-width: 760px;
  }
  .stale {
    opacity: 0.55;
    transition: opacity 0.15s 0.2s;
  }
  .none {
    padding: 16px;
    color: var(--muted);
  }
`,Ya=class extends X{constructor(){super();this.request=new Ft;this.drawn=[];this.tag="",this.kind="",this.kindTitle="",this.runs=[],this.run="",this.step=null,this.options={},this.params=[],this.selection=wg(),this.thresholdText=String(Ks),this.data=null,this.status="loading",this.error=null}disconnectedCallback(){super.disconnectedCallback(),this.request.cancel()}setStatus(n){this.status=n,Le(this,n)}get isAssociations(){return this.kind===Ni}async load(){if(!this.api||!this.tag)return;this.setStatus("loading");let n=this.tag,r=this.selection.runs??[],i=kS(this.kind,this.options,this.selection),s;try{s=await this.request.run(o=>this.api.trend({tag:n,runs:r,options:i},o))}catch(o){this.data=null,this.error=ee(o),this.setStatus("error");return}s!==zt&&(this.error=null,this.data=s,this.setStatus("ready"))}change(n){this.selection=n,Bt(this,_g(n))}willUpdate(n){if(!this.hasUpdated)this.selection=_S(this.params,this.runs),this.isAssociations||(this.selection={...this.selection,gapThreshold:Ks}),this.thresholdText=String(this.selection.gapThreshold),Bt(this,_g(this.selection)),this.load();else{let r=n.has("tag")||n.has("options")||n.has("kind")||n.has("api");if(n.has("runs")){let i=jc(this.selection,this.runs);JSON.stringify(i.runs)!==JSON.stringify(this.selection.runs)&&this.change(i),r=!0}if(n.has("selection")){let i=n.get("selection");(!i||JSON.stringify(i.runs)!==JSON.stringify(this.selection.runs)||i.gapThreshold!==this.selection.gapThreshold)&&(r=!0)}r&&this.load()}(n.has("data")||n.has("runs")||n.has("run")||n.has("step")||n.has("selection"))&&(this.drawn=this.draw())}draw(){let n=this.data;if(!n)return[];let r=Ti(this.selection,this.runs),i=[...this.runs,...n.series.map(a=>a.run).filter(a=>!this.runs.includes(a))],s=kg(i);return AS(n,this.selection.runs===null?null:r).map(a=>this.drawChart(a,i,s))}drawChart(n,r,i){let{dots:s}=n;if(s.length===0)return{chart:n,svg:null,pixels:[]};let o=$g(n.name),a=s.map(w=>w.step),l=Math.min(...a),u=Math.max(...a);this.step!==null&&this.step>=l-(u-l)&&this.step<=u+(u-l)&&(l=Math.min(l,this.step),u=Math.max(u,this.step));let c=[...new Set(this.step!==null&&this.step>=l&&this.step<=u?[...a,this.step]:a)].sort((w,$)=>w-$);l===u&&(l-=1,u+=1);let f=s.filter(w=>w.run===this.run),d=s.filter(w=>w.run!==this.run),h=w=>`${w.run}, step ${w.step}: ${Sg(w.value,o.format)}`,p=w=>`run ${w.run}
step ${w.step} (${Li(w.wall_time)})
${o.title}: ${Sg(w.value,o.format)}
click: open this report`,m={label:null,grid:!0,nice:!0};if(o.format==="percent"){let w=s.map($=>$.value);m.tickFormat=CS(Math.min(...w),Math.max(...w))}o.format==="count"&&(m.zero=!0,m.tickFormat="d");let b=Gt({width:Mg,height:IS,marginTop:12,marginLeft:50,marginRight:14,marginBottom:34,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{domain:[l,u],label:"step",labelAnchor:"center",labelArrow:"none",inset:8,ticks:c.length<=10?c:6,tickFormat:"~s"},y:{...m,inset:6},color:{domain:r,range:i},marks:[this.step!==null?Se([this.step],{stroke:"#bdbdbd",strokeDasharray:"3,3"}):null,Pr(d,{x:"step",y:"value",z:"segment",stroke:"run",strokeWidth:1.5}),Pr(f,{x:"step",y:"value",z:"segment",stroke:"run",strokeWidth:3}),$i([...d,...f],{x:"step",y:"value",fill:"run",stroke:"#fff",strokeWidth:1,r:4,ariaLabel:h,title:p,tip:!0})]});b.setAttribute("data-name",n.name);let y=[...d,...f],v=new Map(y.map(w=>[h(w),w]));for(let w of b.querySelectorAll('g[aria-label="dot"] circle')){let $=v.get(w.getAttribute("aria-label")??"");$&&(w.setAttribute("data-run",$.run),w.setAttribute("data-step",String($.step)),w.setAttribute("data-value",String($.value)))}let _=b.scale("x"),x=b.scale("y"),S=y.map(w=>({x:Number(_?.apply(w.step)),y:Number(x?.apply(w.value))}));return b.addEventListener("click",w=>this.onChartClick(w,b,y,S)),b.addEventListener("pointermove",w=>{let $=this.pick(w,b,S);b.classList.toggle("over-point",$!==null)}),{chart:{...n,dots:y},svg:b,pixels:S}}pick(n,r,i){let s=r.getBoundingClientRect();if(s.width===0||s.height===0)return null;let o=Mg/s.width,a=IS/s.height;return PS(i,(n.clientX-s.left)*o,(n.clientY-s.top)*a,fE*o)}onChartClick(n,r,i,s){let o=this.pick(n,r,s);if(o===null)return;let a=i[o];Fa(this,{run:a.run,step:a.step})}onToggle(n,r,i){let s=$S(this.selection,this.runs,n,r);i.checked=Ti(s,this.runs).includes(n),JSON.stringify(s.runs)!==JSON.stringify(this.selection.runs)&&this.change(s)}onThreshold(n,r){let i=n.target.value;this.thresholdText=i;let s=Gc(i);r&&s!==null&&s!==this.selection.gapThreshold&&this.change({...this.selection,gapThreshold:s})}download(){let n=this.data;if(!n)return;let r=this.selection.runs===null?null:Ti(this.selection,this.runs),i=["fairness","trend",n.tag];this.isAssociations&&i.push(`gap${this.selection.gapThreshold}`),Ce(NS(n,r),Me(i))}renderRuns(){let n=Ti(this.selection,this.runs),r=kg(this.runs),i=s=>r[this.runs.indexOf(s)]??"#9e9e9e";return g`<div class="field">
      <span class="name">Runs (${n.length} of ${this.runs.length} drawn)</span>
      <div class="runs" role="group" aria-label="Runs drawn">
        ${SS(this.runs,this.run).map(s=>g`<label class=${s===this.run?"current":""} title=${s===this.run?`${s} (the report on screen)`:s}>
            <input
              type="checkbox"
              name="run"
              .value=${s}
              .checked=${n.includes(s)}
              ?disabled=${n.length===1&&n.includes(s)}
              data-run=${s}
              @change=${o=>{let a=o.target;this.onToggle(s,a.checked,a)}}
            />
            <span class="swatch" style="background: ${i(s)}"></span>
            <span class="run-name">${s}</span>
          </label>`)}
        ${this.selection.runs!==null?g`<button class="primary small" name="all-runs" @click=${()=>this.change({...this.selection,runs:null})}>
              All runs
            </button>`:M}
      </div>
    </div>`}renderThreshold(){if(!this.isAssociations)return M;let n=Gc(this.thresholdText)===null;return g`<label class="field">
      <span class="name">Gap threshold</span>
      <input
        type="number"
        name="gap_threshold"
        min="0"
        step="0.01"
        .value=${this.thresholdText}
        class=${n?"invalid":""}
        aria-invalid=${n?"true":"false"}
        title=${n?"Not a number >= 0: ignored":"Labels above the gap threshold counts labels with |gap| above this"}
        @input=${r=>this.onThreshold(r,!1)}
        @change=${r=>this.onThreshold(r,!0)}
      />
    </label>`}renderChart(n){let r=$g(n.chart.name),i=n.chart.missing;return g`<section class="chart" data-name=${n.chart.name} data-points=${n.chart.dots.length} data-missing=${i.length}>
      <h3 title=${n.chart.name}>${r.title}</h3>
      <div class="explanation muted">${r.explanation||g`Headline number <code>${n.chart.name}</code>.`}</div>
      ${n.svg??g`<div class="none">No step has a value.</div>`}
      ${i.length>0?g`<div class="note muted" data-role="missing">
            Undefined (the line breaks there): ${RS(i)}.
          </div>`:M}
    </section>`}render(){let n=this.data,r=this.status==="loading",i=this.selection.runs===null?null:Ti(this.selection,this.runs),s=MS(this.options),o=n!==null&&n.series.every(a=>a.points.length===0);return g`<div class="controls">
        <div class="group" role="group" aria-label="Trend selection">
          ${this.renderRuns()} ${this.renderThreshold()}
          <span class="spacer"></span>
          <button
            class="primary"
            name="download"
            ?disabled=${n===null||r}
            title="The headline numbers as CSV (run,step,wall_time,names...)"
            @click=${()=>this.download()}
          >
            Download CSV
          </button>
        </div>
      </div>
      ${this.status==="error"?g`<div class="message error" role="alert">
            <h2>Could not load the trends</h2>
            <div class="text">${this.error}</div>
            <button class="primary link" name="retry" @click=${()=>{this.load()}}>Retry</button>
          </div>`:M}
      ${n?g`<div class="body ${r?"stale":""}">
            <div class="summary">
              <span
                >Headline numbers of <b>${n.tag}</b> (${this.kindTitle||n.kind} reports) over steps ·
                ${s?g`options: <span class="options">${s}</span>`:g`the report view's default options`}
                ${this.isAssociations?g` · gap threshold ${this.selection.gapThreshold}`:M}</span
              >
              <span class="muted">Click a point to open that run and step as a report.</span>
            </div>
            ${o?g`<div class="none message">No steps of this tag in the chosen runs.</div>`:g`${ES(n,i)?g`<div class="hint" data-role="single-step">
                        One step only — trends need at least two steps. Log the report at more steps to see lines.
                      </div>`:M}
                  <div class="charts">${this.drawn.map(a=>this.renderChart(a))}</div>`}
          </div>`:r?g`<div class="loading">Loading the trends…</div>`:M}`}};Ya.properties={api:{attribute:!1},tag:{attribute:!1},kind:{attribute:!1},kindTitle:{attribute:!1},runs:{attribute:!1},run:{attribute:!1},step:{attribute:!1},options:{attribute:!1},params:{attribute:!1},selection:{state:!0},thresholdText:{state:!0},data:{state:!0},status:{state:!0},error:{state:!0}},Ya.styles=[et,se,oe,qi,dE];customElements.define("fairness-trend",Ya);var LS="",Ga=class extends X{constructor(){super(),this.runs=[],this.ref={run:null,tag:null,step:null},this.steps=null,this.kindTitle=()=>""}emit(e){this.dispatchEvent(new CustomEvent("report-change",{detail:e,bubbles:!0,composed:!0}))}render(){let e=this.ref,n=this.runs.find(i=>i.run===e.run),r=n?.tags??[];return g`
      <label class="field">
        <span class="name">Run</span>
        <select name="run" @change=${i=>this.emit({run:i.target.value})}>
          ${this.runs.map(i=>g`<option .value=${i.run} .selected=${i.run===e.run}>${i.run}</option>`)}
        </select>
      </label>
      <label class="field">
        <span class="name">Tag</span>
        <select name="tag" @change=${i=>this.emit({tag:i.target.value})}>
          ${r.map(i=>g`<option .value=${i} .selected=${i===e.tag} title=${n?this.kindTitle(n.run,i):M}>
                ${i}
              </option>`)}
        </select>
      </label>
      <label class="field">
        <span class="name">Step</span>
        <select
          name="step"
          @change=${i=>{let s=i.target.value;this.emit({step:s===LS?null:Number(s)})}}
        >
          <option .value=${LS} .selected=${e.step===null}>latest</option>
          ${(this.steps??[]).map(i=>g`<option .value=${String(i.step)} .selected=${i.step===e.step}>
                ${i.step} · ${Li(i.wall_time)}
              </option>`)}
        </select>
      </label>
    `}};Ga.properties={runs:{attribute:!1},ref:{attribute:!1},steps:{attribute:!1},kindTitle:{attribute:!1}},Ga.styles=[et,se,J`
      :host {
        /* The fields join the row of whichever controls bar slots this element. */
        display: contents;
      }
    `];customElements.define("fairness-report-picker",Ga);var Ai=class extends X{constructor(n){super();this.tags=null;this.unknownKinds=[];this.modeRuns={key:"",runs:[]};this.modeOptions={key:"",options:{}};this.resolved=null;this.tagsRequest=new Ft;this.stepsRequest=new Ft;this.api=n??new Ne;let r=bb();this.ref=ub(r);let i=j$(cb(r),ue);this.mode=i.mode,this.viewState=i.view,this.mountParams=this.viewState,this.modeState={compare:i.compare,trend:i.trend},this.modeMount={...this.modeState},this.runs=null,this.steps=null,this.shellStatus="loading",this.viewStatus="loading",this.error=null,this.status="loading"}connectedCallback(){super.connectedCallback(),this.loadTags()}disconnectedCallback(){super.disconnectedCallback(),this.tagsRequest.cancel(),this.stepsRequest.cancel()}async loadTags(){this.shellStatus="loading",this.error=null;let n;try{n=await this.tagsRequest.run(s=>this.api.tags(s))}catch(s){this.fail(ee(s));return}if(n===zt)return;this.tags=n;let r=Nr.map(s=>s.kind);this.runs=fb(n.runs,r),this.unknownKinds=db(n.runs,r);let i=of(this.ref,this.runs);if(i===null){this.shellStatus="empty";return}i.moved&&this.resetViewState(),this.setRef(i.ref),this.shellStatus="ready",this.loadSteps()}async loadSteps(){let{run:n,tag:r}=this.ref;if(n===null||r===null)return;this.steps=null;let i;try{i=await this.stepsRequest.run(o=>this.api.steps(n,r,o))}catch(o){this.fail(ee(o));return}if(i===zt)return;this.steps=i.steps,this.shellStatus==="error"&&(this.shellStatus="ready",this.error=null);let s=this.ref.step;s!==null&&!i.steps.some(o=>o.step===s)&&this.setRef({...this.ref,step:null})}fail(n){this.error=n,this.shellStatus="error"}kindOfRef(n){return this.tags?hb(this.tags.runs,n):null}setRef(n){this.ref=n,this.writeHash()}writeHash(){let n=this.mode==="report"?[]:[[ue+bg,this.mode]];yb(ue,[...lb(this.ref),...n,...this.viewState,...this.modeState.compare,...this.modeState.trend])}resetViewState(){this.viewState=[],this.mountParams=[],this.modeState={compare:[],trend:[]},this.modeMount={compare:[],trend:[]}}onModeChange(n){n!==this.mode&&(this.mountParams=this.viewState,this.modeMount={...this.modeState},this.viewStatus="loading",this.mode=n,this.writeHash())}onOpenReport(n){let r=n.run!==this.ref.run;this.onModeChange("report"),this.setRef({...this.ref,run:n.run,step:n.step}),r&&this.loadSteps()}onTagChange(n){let r=this.tags?.runs??{},i=this.ref.run!==null&&r[this.ref.run]?.[n]?this.ref.run:Object.keys(r).sort().find(s=>r[s][n]);i!==void 0&&this.onReportChange({run:i,tag:n})}onReportChange(n){let r=this.ref,i={...r,...n},s=i.run!==r.run||i.tag!==r.tag;s&&(i={...i,step:null},this.runs&&(i=of(i,this.runs)?.ref??i),this.kindOfRef(i)!==this.kindOfRef(r)&&this.resetViewState()),this.setRef(i),s&&this.loadSteps()}onViewParams(n){this.mode==="report"?this.viewState=n:this.modeState={...this.modeState,[this.mode]:n},this.writeHash()}willUpdate(n){if(n.has("ref")){let{run:r,tag:i,step:s}=this.ref,o=this.resolved;r===null||i===null?this.resolved=null:(!o||o.run!==r||o.tag!==i||o.step!==s)&&(this.resolved={run:r,tag:i,step:s})}this.status=this.shellStatus==="ready"?this.viewStatus:this.shellStatus}renderEmpty(){let r=`import tb_fairness

with tb_fairness.FileWriter("LOGDIR/my_model") as w:
${Nr.map(i=>i.example.replace(/^/gm,"    ")).join(`
`)}`;return g`<div class="message" role="status">
      ${this.unknownKinds.length?g`<h2>No fairness reports this tab can show</h2>
            <p>
              The logdir holds fairness reports of kinds this version of the tab does not show:
              ${this.unknownKinds.join(", ")}.
            </p>`:g`<h2>No fairness reports in this logdir</h2>`}
      <ul>
        ${Nr.map(i=>g`<li>${i.hint()}</li>`)}
      </ul>
      <p>For example, then reload this page:</p>
      <pre>${r}</pre>
    </div>`}renderError(){return g`<div class="message error" role="alert">
      <h2>Could not load the list of reports</h2>
      <div class="text">${this.error}</div>
      <button class="primary link" @click=${()=>{this.runs?this.loadSteps():this.loadTags()}}>
        Try again
      </button>
    </div>`}renderTabs(){let n=(s,o,a)=>g`<button
        role="tab"
        name=${"mode-"+s}
        aria-selected=${this.mode===s?"true":"false"}
        title=${a}
        @click=${()=>this.onModeChange(s)}
      >
        ${o}
      </button>`,r=this.ref,i=this.tags?K$(this.tags.runs,Nr.map(s=>s.kind)):[];return g`<div class="modes">
      <div role="tablist" aria-label="Mode">
        ${n("report","Report","One report: the run, tag and step picked")}
        ${n("compare","Compare","Two reports of one tag side by side: two runs (models) or two steps (checkpoints)")}
        ${n("trend","Trends","Headline numbers over steps, several runs overlaid")}
      </div>
      ${this.mode==="report"?M:g`<label class="field">
            <span class="name">Tag</span>
            <select name="mode-tag" @change=${s=>this.onTagChange(s.target.value)}>
              ${i.map(s=>g`<option .value=${s} .selected=${s===r.tag}>${s}</option>`)}
            </select>
          </label>`}
    </div>`}modeProps(n,r){let i=this.tags?X$(this.tags.runs,n,r):[],s=JSON.stringify(i);s!==this.modeRuns.key&&(this.modeRuns={key:s,runs:i});let o=W$(this.viewState,ue),a=JSON.stringify(o);return a!==this.modeOptions.key&&(this.modeOptions={key:a,options:o}),{runs:this.modeRuns.runs,options:this.modeOptions.options}}renderMode(){let n=this.resolved;if(!n||!this.runs)return M;let r=this.kindOfRef(n),i=al(Nr,r);if(!i||r===null)return g`<div class="message error" role="alert">No view shows reports of kind ${r}.</div>`;let{runs:s,options:o}=this.modeProps(n.tag,r);return this.mode==="compare"?g`<fairness-compare
        .api=${this.api}
        .tag=${n.tag}
        .kind=${r}
        .kindTitle=${i.title}
        .runs=${s}
        .run=${n.run}
        .step=${n.step}
        .options=${o}
        .params=${this.modeMount.compare}
      ></fairness-compare>`:g`<fairness-trend
      .api=${this.api}
      .tag=${n.tag}
      .kind=${r}
      .kindTitle=${i.title}
      .runs=${s}
      .run=${n.run}
      .step=${n.step}
      .options=${o}
      .params=${this.modeMount.trend}
    ></fairness-trend>`}renderView(){let n=this.resolved;if(!n||!this.runs)return M;let r=this.kindOfRef(n),i=al(Nr,r);if(!i)return g`<div class="message error" role="alert">No view shows reports of kind ${r}.</div>`;let s=g`<fairness-report-picker
      slot="report"
      .runs=${this.runs}
      .ref=${this.ref}
      .steps=${this.steps}
      .kindTitle=${(o,a)=>{let l=this.tags?.runs[o]?.[a]?.kind??"";return`${al(Nr,l)?.title??l} report`}}
    ></fairness-report-picker>`;return i.render({report:n,info:this.tags?.runs[n.run]?.[n.tag]??null,params:this.mountParams},s)}render(){if(this.shellStatus==="empty")return this.renderEmpty();let n=this.status==="loading";return g`
      ${n?g`<div class="bar" role="progressbar" aria-label="Loading"></div>`:M}
      ${this.runs===null&&this.shellStatus==="loading"?g`<div class="loading">Loading reports…</div>`:M}
      ${this.shellStatus==="error"?this.renderError():M}
      <div
        class="view"
        style="display: contents"
        @report-change=${r=>this.onReportChange(r.detail)}
        @view-status=${r=>this.viewStatus=r.detail}
        @view-params=${r=>this.onViewParams(r.detail)}
        @open-report=${r=>this.onOpenReport(r.detail)}
      >
        ${this.runs?this.renderTabs():M}
        ${this.mode==="report"?this.renderView():this.renderMode()}
      </div>
    `}};Ai.properties={ref:{state:!0},mode:{state:!0},runs:{state:!0},steps:{state:!0},shellStatus:{state:!0},viewStatus:{state:!0},error:{state:!0},status:{reflect:!0,attribute:"data-status"}},Ai.styles=[et,oe,se,J`
      .modes {
        display: flex;
        align-items: flex-end;
        gap: 16px;
        flex-wrap: wrap;
      }
      [role='tablist'] {
        display: flex;
        border-bottom: 1px solid var(--border, #ddd);
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
        background: #fff;
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
    `];customElements.define("fairness-app",Ai);function AB(){if(document.querySelector("fairness-app"))return;let t=document.createElement("style");t.textContent="html, body { height: 100%; margin: 0; }",document.head.appendChild(t),document.body.appendChild(new Ai)}export{AB as render};
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

lit-html/directive-helpers.js:
  (**
   * @license
   * Copyright 2020 Google LLC
   * SPDX-License-Identifier: BSD-3-Clause
   *)
*/
