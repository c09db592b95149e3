// tb-fairness frontend bundle. GENERATED from frontend/src by `npm run build`: do not edit.
var d6=Object.defineProperty;var Kh=(e,n,t)=>()=>{if(t)throw t[0];try{return e&&(n=e(e=0)),n}catch(r){throw t=[r],r}};var f6=(e,n)=>{for(var t in n)d6(e,t,{get:n[t],enumerable:!0})};var ju,eP=Kh(()=>{ju=class{constructor(n){this._map=new Map,this._roundAverageSize=!1,this.totalSize=0,n?.roundAverageSize===!0&&(this._roundAverageSize=!0)}set(n,t){let r=this._map.get(n)||0;this._map.set(n,t),this.totalSize+=t-r}get averageSize(){if(this._map.size>0){let n=this.totalSize/this._map.size;return this._roundAverageSize?Math.round(n):n}return 0}getSize(n){return this._map.get(n)}clear(){this._map.clear(),this.totalSize=0}}});function yw(e){return e==="horizontal"?"width":"height"}var Xf,tP=Kh(()=>{Xf=class{_getDefaultConfig(){return{direction:"vertical"}}constructor(n,t){this._latestCoords={left:0,top:0},this._direction=null,this._viewportSize={width:0,height:0},this.totalScrollSize={width:0,height:0},this.offsetWithinScroller={left:0,top:0},this._pendingReflow=!1,this._pendingLayoutUpdate=!1,this._pin=null,this._firstVisible=0,this._lastVisible=0,this._physicalMin=0,this._physicalMax=0,this._first=-1,this._last=-1,this._sizeDim="height",this._secondarySizeDim="width",this._positionDim="top",this._secondaryPositionDim="left",this._scrollPosition=0,this._scrollError=0,this._items=[],this._scrollSize=1,this._overhang=1e3,this._hostSink=n,Promise.resolve().then(()=>this.config=t||this._getDefaultConfig())}set config(n){Object.assign(this,Object.assign({},this._getDefaultConfig(),n))}get config(){return{direction:this.direction}}get items(){return this._items}set items(n){this._setItems(n)}_setItems(n){n!==this._items&&(this._items=n,this._scheduleReflow())}get direction(){return this._direction}set direction(n){n=n==="horizontal"?n:"vertical",n!==this._direction&&(this._direction=n,this._sizeDim=n==="horizontal"?"width":"height",this._secondarySizeDim=n==="horizontal"?"height":"width",this._positionDim=n==="horizontal"?"left":"top",this._secondaryPositionDim=n==="horizontal"?"top":"left",this._triggerReflow())}get viewportSize(){return this._viewportSize}set viewportSize(n){let{_viewDim1:t,_viewDim2:r}=this;Object.assign(this._viewportSize,n),r!==this._viewDim2?this._scheduleLayoutUpdate():t!==this._viewDim1&&this._checkThresholds()}get viewportScroll(){return this._latestCoords}set viewportScroll(n){Object.assign(this._latestCoords,n);let t=this._scrollPosition;this._scrollPosition=this._latestCoords[this._positionDim],Math.abs(t-this._scrollPosition)>=1&&this._checkThresholds()}reflowIfNeeded(n=!1){(n||this._pendingReflow)&&(this._pendingReflow=!1,this._reflow())}set pin(n){this._pin=n,this._triggerReflow()}get pin(){if(this._pin!==null){let{index:n,block:t}=this._pin;return{index:Math.max(0,Math.min(n,this.items.length-1)),block:t}}return null}_clampScrollPosition(n){return Math.max(-this.offsetWithinScroller[this._positionDim],Math.min(n,this.totalScrollSize[yw(this.direction)]-this._viewDim1))}unpin(){this._pin!==null&&(this._sendUnpinnedMessage(),this._pin=null)}_updateLayout(){}get _viewDim1(){return this._viewportSize[this._sizeDim]}get _viewDim2(){return this._viewportSize[this._secondarySizeDim]}_scheduleReflow(){this._pendingReflow=!0}_scheduleLayoutUpdate(){this._pendingLayoutUpdate=!0,this._scheduleReflow()}_triggerReflow(){this._scheduleLayoutUpdate(),Promise.resolve().then(()=>this.reflowIfNeeded())}_reflow(){this._pendingLayoutUpdate&&(this._updateLayout(),this._pendingLayoutUpdate=!1),this._updateScrollSize(),this._setPositionFromPin(),this._getActiveItems(),this._updateVisibleIndices(),this._sendStateChangedMessage()}_setPositionFromPin(){if(this.pin!==null){let n=this._scrollPosition,{index:t,block:r}=this.pin;this._scrollPosition=this._calculateScrollIntoViewPosition({index:t,block:r||"start"})-this.offsetWithinScroller[this._positionDim],this._scrollError=n-this._scrollPosition}}_calculateScrollIntoViewPosition(n){let{block:t}=n,r=Math.min(this.items.length,Math.max(0,n.index)),i=this._getItemPosition(r)[this._positionDim],s=i;if(t!=="start"){let o=this._getItemSize(r)[this._sizeDim];if(t==="center")s=i-.5*this._viewDim1+.5*o;else{let a=i-this._viewDim1+o;if(t==="end")s=a;else{let l=this._scrollPosition;s=Math.abs(l-i)<Math.abs(l-a)?i:a}}}return s+=this.offsetWithinScroller[this._positionDim],this._clampScrollPosition(s)}getScrollIntoViewCoordinates(n){return{[this._positionDim]:this._calculateScrollIntoViewPosition(n)}}_sendUnpinnedMessage(){this._hostSink({type:"unpinned"})}_sendVisibilityChangedMessage(){this._hostSink({type:"visibilityChanged",firstVisible:this._firstVisible,lastVisible:this._lastVisible})}_sendStateChangedMessage(){let n=new Map;if(this._first!==-1&&this._last!==-1)for(let r=this._first;r<=this._last;r++)n.set(r,this._getItemPosition(r));let t={type:"stateChanged",scrollSize:{[this._sizeDim]:this._scrollSize,[this._secondarySizeDim]:null},range:{first:this._first,last:this._last,firstVisible:this._firstVisible,lastVisible:this._lastVisible},childPositions:n};this._scrollError&&(t.scrollError={[this._positionDim]:this._scrollError,[this._secondaryPositionDim]:0},this._scrollError=0),this._hostSink(t)}get _num(){return this._first===-1||this._last===-1?0:this._last-this._first+1}_checkThresholds(){if(this._viewDim1===0&&this._num>0||this._pin!==null)this._scheduleReflow();else{let n=Math.max(0,this._scrollPosition-this._overhang),t=Math.min(this._scrollSize,this._scrollPosition+this._viewDim1+this._overhang);this._physicalMin>n||this._physicalMax<t?this._scheduleReflow():this._updateVisibleIndices({emit:!0})}}_updateVisibleIndices(n){if(this._first===-1||this._last===-1)return;let t=this._first;for(;t<this._last&&Math.round(this._getItemPosition(t)[this._positionDim]+this._getItemSize(t)[this._sizeDim])<=Math.round(this._scrollPosition);)t++;let r=this._last;for(;r>this._first&&Math.round(this._getItemPosition(r)[this._positionDim])>=Math.round(this._scrollPosition+this._viewDim1);)r--;(t!==this._firstVisible||r!==this._lastVisible)&&(this._firstVisible=t,this._lastVisible=r,n&&n.emit&&this._sendVisibilityChangedMessage())}}});var rP={};f6(rP,{FlowLayout:()=>Qa,flow:()=>E9});function nP(e){return e==="horizontal"?"marginLeft":"marginTop"}function P9(e){return e==="horizontal"?"marginRight":"marginBottom"}function A9(e){return e==="horizontal"?"xOffset":"yOffset"}function M9(e,n){let t=[e,n].sort();return t[1]<=0?Math.min(...t):t[0]>=0?Math.max(...t):t[0]+t[1]}var E9,ww,Qa,xw=Kh(()=>{eP();tP();E9=e=>Object.assign({type:Qa},e);ww=class{constructor(){this._childSizeCache=new ju,this._marginSizeCache=new ju,this._metricsCache=new Map}update(n,t){let r=new Set;Object.keys(n).forEach(i=>{let s=Number(i);this._metricsCache.set(s,n[s]),this._childSizeCache.set(s,n[s][yw(t)]),r.add(s),r.add(s+1)});for(let i of r){let s=this._metricsCache.get(i)?.[nP(t)]||0,o=this._metricsCache.get(i-1)?.[P9(t)]||0;this._marginSizeCache.set(i,M9(s,o))}}get averageChildSize(){return this._childSizeCache.averageSize}get totalChildSize(){return this._childSizeCache.totalSize}get averageMarginSize(){return this._marginSizeCache.averageSize}get totalMarginSize(){return this._marginSizeCache.totalSize}getLeadingMarginValue(n,t){return this._metricsCache.get(n)?.[nP(t)]||0}getChildSize(n){return this._childSizeCache.getSize(n)}getMarginSize(n){return this._marginSizeCache.getSize(n)}clear(){this._childSizeCache.clear(),this._marginSizeCache.clear(),this._metricsCache.clear()}},Qa=class extends Xf{constructor(){super(...arguments),this._itemSize={width:100,height:100},this._physicalItems=new Map,this._newPhysicalItems=new Map,this._metricsCache=new ww,this._anchorIdx=null,this._anchorPos=null,this._stable=!0,this._measureChildren=!0,this._estimate=!0}get measureChildren(){return this._measureChildren}updateItemSizes(n){this._metricsCache.update(n,this.direction),this._scheduleReflow()}_getPhysicalItem(n){return this._newPhysicalItems.get(n)??this._physicalItems.get(n)}_getSize(n){return this._getPhysicalItem(n)&&this._metricsCache.getChildSize(n)}_getAverageSize(){return this._metricsCache.averageChildSize||this._itemSize[this._sizeDim]}_estimatePosition(n){let t=this._metricsCache;if(this._first===-1||this._last===-1)return t.averageMarginSize+n*(t.averageMarginSize+this._getAverageSize());if(n<this._first){let r=this._first-n;return this._getPhysicalItem(this._first).pos-(t.getMarginSize(this._first-1)||t.averageMarginSize)-(r*t.averageChildSize+(r-1)*t.averageMarginSize)}else{let r=n-this._last;return this._getPhysicalItem(this._last).pos+(t.getChildSize(this._last)||t.averageChildSize)+(t.getMarginSize(this._last)||t.averageMarginSize)+r*(t.averageChildSize+t.averageMarginSize)}}_getPosition(n){let t=this._getPhysicalItem(n),{averageMarginSize:r}=this._metricsCache;return n===0?this._metricsCache.getMarginSize(0)??r:t?t.pos:this._estimatePosition(n)}_calculateAnchor(n,t){return n<=0?0:t>this._scrollSize-this._viewDim1?this.items.length-1:Math.max(0,Math.min(this.items.length-1,Math.floor((n+t)/2/this._delta)))}_getAnchor(n,t){if(this._physicalItems.size===0)return this._calculateAnchor(n,t);if(this._first<0)return this._calculateAnchor(n,t);if(this._last<0)return this._calculateAnchor(n,t);let r=this._getPhysicalItem(this._first),i=this._getPhysicalItem(this._last),s=r.pos;if(i.pos+this._metricsCache.getChildSize(this._last)<n)return this._calculateAnchor(n,t);if(s>t)return this._calculateAnchor(n,t);let l=this._firstVisible-1,u=-1/0;for(;u<n;)u=this._getPhysicalItem(++l).pos+this._metricsCache.getChildSize(l);return l}_getActiveItems(){this._viewDim1===0||this.items.length===0?this._clearItems():this._getItems()}_clearItems(){this._first=-1,this._last=-1,this._physicalMin=0,this._physicalMax=0;let n=this._newPhysicalItems;this._newPhysicalItems=this._physicalItems,this._newPhysicalItems.clear(),this._physicalItems=n,this._stable=!0}_getItems(){let n=this._newPhysicalItems;this._stable=!0;let t,r;if(this.pin!==null){let{index:u}=this.pin;this._anchorIdx=u,this._anchorPos=this._getPosition(u)}if(t=this._scrollPosition-this._overhang,r=this._scrollPosition+this._viewDim1+this._overhang,r<0||t>this._scrollSize){this._clearItems();return}(this._anchorIdx===null||this._anchorPos===null)&&(this._anchorIdx=this._getAnchor(t,r),this._anchorPos=this._getPosition(this._anchorIdx));let i=this._getSize(this._anchorIdx);i===void 0&&(this._stable=!1,i=this._getAverageSize());let s=this._metricsCache.getMarginSize(this._anchorIdx)??this._metricsCache.averageMarginSize,o=this._metricsCache.getMarginSize(this._anchorIdx+1)??this._metricsCache.averageMarginSize;this._anchorIdx===0&&(this._anchorPos=s),this._anchorIdx===this.items.length-1&&(this._anchorPos=this._scrollSize-o-i);let a=0;for(this._anchorPos+i+o<t&&(a=t-(this._anchorPos+i+o)),this._anchorPos-s>r&&(a=r-(this._anchorPos-s)),a&&(this._scrollPosition-=a,t-=a,r-=a,this._scrollError+=a),n.set(this._anchorIdx,{pos:this._anchorPos,size:i}),this._first=this._last=this._anchorIdx,this._physicalMin=this._anchorPos-s,this._physicalMax=this._anchorPos+i+o;this._physicalMin>t&&this._first>0;){let u=this._getSize(--this._first);u===void 0&&(this._stable=!1,u=this._getAverageSize());let c=this._metricsCache.getMarginSize(this._first);c===void 0&&(this._stable=!1,c=this._metricsCache.averageMarginSize),this._physicalMin-=u;let d=this._physicalMin;if(n.set(this._first,{pos:d,size:u}),this._physicalMin-=c,this._stable===!1&&this._estimate===!1)break}for(;this._physicalMax<r&&this._last<this.items.length-1;){let u=this._getSize(++this._last);u===void 0&&(this._stable=!1,u=this._getAverageSize());let c=this._metricsCache.getMarginSize(this._last);c===void 0&&(this._stable=!1,c=this._metricsCache.averageMarginSize);let d=this._physicalMax;if(n.set(this._last,{pos:d,size:u}),this._physicalMax+=u+c,!this._stable&&!this._estimate)break}let l=this._calculateError();l&&(this._physicalMin-=l,this._physicalMax-=l,this._anchorPos-=l,this._scrollPosition-=l,n.forEach(u=>u.pos-=l),this._scrollError+=l),this._stable&&(this._newPhysicalItems=this._physicalItems,this._newPhysicalItems.clear(),this._physicalItems=n)}_calculateError(){return this._first===0?this._physicalMin:this._physicalMin<=0?this._physicalMin-this._first*this._delta:this._last===this.items.length-1?this._physicalMax-this._scrollSize:this._physicalMax>=this._scrollSize?this._physicalMax-this._scrollSize+(this.items.length-1-this._last)*this._delta:0}_reflow(){let{_first:n,_last:t}=this;super._reflow(),(this._first===-1&&this._last==-1||this._first===n&&this._last===t)&&this._resetReflowState()}_resetReflowState(){this._anchorIdx=null,this._anchorPos=null,this._stable=!0}_updateScrollSize(){let{averageMarginSize:n}=this._metricsCache;this._scrollSize=Math.max(1,this.items.length*(n+this._getAverageSize())+n)}get _delta(){let{averageMarginSize:n}=this._metricsCache;return this._getAverageSize()+n}_getItemPosition(n){return{[this._positionDim]:this._getPosition(n),[this._secondaryPositionDim]:0,[A9(this.direction)]:-(this._metricsCache.getLeadingMarginValue(n,this.direction)??this._metricsCache.averageMarginSize)}}_getItemSize(n){return{[this._sizeDim]:this._getSize(n)||this._getAverageSize(),[this._secondarySizeDim]:this._itemSize[this._secondarySizeDim]}}_viewDim2Changed(){this._metricsCache.clear(),this._scheduleReflow()}}});var Hc=globalThis,Vc=Hc.ShadowRoot&&(Hc.ShadyCSS===void 0||Hc.ShadyCSS.nativeShadow)&&"adoptedStyleSheets"in Document.prototype&&"replace"in CSSStyleSheet.prototype,jh=Symbol(),Q0=new WeakMap,wl=class{constructor(n,t,r){if(this._$cssResult$=!0,r!==jh)throw Error("CSSResult is not constructable. Use `unsafeCSS` or `css` instead.");this.cssText=n,this.t=t}get styleSheet(){let n=this.o,t=this.t;if(Vc&&n===void 0){let r=t!==void 0&&t.length===1;r&&(n=Q0.get(t)),n===void 0&&((this.o=n=new CSSStyleSheet).replaceSync(this.cssText),r&&Q0.set(t,n))}return n}toString(){return this.cssText}},ct=e=>new wl(typeof e=="string"?e:e+"",void 0,jh),z=(e,...n)=>{let t=e.length===1?e[0]:n.reduce((r,i,s)=>r+(o=>{if(o._$cssResult$===!0)return o.cssText;if(typeof o=="number")return o;throw Error("Value passed to 'css' function must be a 'css' function result: "+o+". Use 'unsafeCSS' to pass non-literal values, but take care to ensure page security.")})(i)+e[s+1],e[0]);return new wl(t,e,jh)},ex=(e,n)=>{if(Vc)e.adoptedStyleSheets=n.map(t=>t instanceof CSSStyleSheet?t:t.styleSheet);else for(let t of n){let r=document.createElement("style"),i=Hc.litNonce;i!==void 0&&r.setAttribute("nonce",i),r.textContent=t.cssText,e.appendChild(r)}},qh=Vc?e=>e:e=>e instanceof CSSStyleSheet?(n=>{let t="";for(let r of n.cssRules)t+=r.cssText;return ct(t)})(e):e;var{is:h6,defineProperty:m6,getOwnPropertyDescriptor:g6,getOwnPropertyNames:b6,getOwnPropertySymbols:v6,getPrototypeOf:y6}=Object,Fc=globalThis,tx=Fc.trustedTypes,w6=tx?tx.emptyScript:"",x6=Fc.reactiveElementPolyfillSupport,xl=(e,n)=>e,$l={toAttribute(e,n){switch(n){case Boolean:e=e?w6:null;break;case Object:case Array:e=e==null?e:JSON.stringify(e)}return e},fromAttribute(e,n){let t=e;switch(n){case Boolean:t=e!==null;break;case Number:t=e===null?null:Number(e);break;case Object:case Array:try{t=JSON.parse(e)}catch{t=null}}return t}},Kc=(e,n)=>!h6(e,n),nx={attribute:!0,type:String,converter:$l,reflect:!1,useDefault:!1,hasChanged:Kc};Symbol.metadata??=Symbol("metadata"),Fc.litPropertyMetadata??=new WeakMap;var oi=class extends HTMLElement{static addInitializer(n){this._$Ei(),(this.l??=[]).push(n)}static get observedAttributes(){return this.finalize(),this._$Eh&&[...this._$Eh.keys()]}static createProperty(n,t=nx){if(t.state&&(t.attribute=!1),this._$Ei(),this.prototype.hasOwnProperty(n)&&((t=Object.create(t)).wrapped=!0),this.elementProperties.set(n,t),!t.noAccessor){let r=Symbol(),i=this.getPropertyDescriptor(n,r,t);i!==void 0&&m6(this.prototype,n,i)}}static getPropertyDescriptor(n,t,r){let{get:i,set:s}=g6(this.prototype,n)??{get(){return this[t]},set(o){this[t]=o}};return{get:i,set(o){let a=i?.call(this);s?.call(this,o),this.requestUpdate(n,a,r)},configurable:!0,enumerable:!0}}static getPropertyOptions(n){return this.elementProperties.get(n)??nx}static _$Ei(){if(this.hasOwnProperty(xl("elementProperties")))return;let n=y6(this);n.finalize(),n.l!==void 0&&(this.l=[...n.l]),this.elementProperties=new Map(n.elementProperties)}static finalize(){if(this.hasOwnProperty(xl("finalized")))return;if(this.finalized=!0,this._$Ei(),this.hasOwnProperty(xl("properties"))){let t=this.properties,r=[...b6(t),...v6(t)];for(let i of r)this.createProperty(i,t[i])}let n=this[Symbol.metadata];if(n!==null){let t=litPropertyMetadata.get(n);if(t!==void 0)for(let[r,i]of t)this.elementProperties.set(r,i)}this._$Eh=new Map;for(let[t,r]of this.elementProperties){let i=this._$Eu(t,r);i!==void 0&&this._$Eh.set(i,t)}this.elementStyles=this.finalizeStyles(this.styles)}static finalizeStyles(n){let t=[];if(Array.isArray(n)){let r=new Set(n.flat(1/0).reverse());for(let i of r)t.unshift(qh(i))}else n!==void 0&&t.push(qh(n));return t}static _$Eu(n,t){let r=t.attribute;return r===!1?void 0:typeof r=="string"?r:typeof n=="string"?n.toLowerCase():void 0}constructor(){super(),this._$Ep=void 0,this.isUpdatePending=!1,this.hasUpdated=!1,this._$Em=null,this._$Ev()}_$Ev(){this._$ES=new Promise(n=>this.enableUpdating=n),this._$AL=new Map,this._$E_(),this.requestUpdate(),this.constructor.l?.forEach(n=>n(this))}addController(n){(this._$EO??=new Set).add(n),this.renderRoot!==void 0&&this.isConnected&&n.hostConnected?.()}removeController(n){this._$EO?.delete(n)}_$E_(){let n=new Map,t=this.constructor.elementProperties;for(let r of t.keys())this.hasOwnProperty(r)&&(n.set(r,this[r]),delete this[r]);n.size>0&&(this._$Ep=n)}createRenderRoot(){let n=this.shadowRoot??this.attachShadow(this.constructor.shadowRootOptions);return ex(n,this.constructor.elementStyles),n}connectedCallback(){this.renderRoot??=this.createRenderRoot(),this.enableUpdating(!0),this._$EO?.forEach(n=>n.hostConnected?.())}enableUpdating(n){}disconnectedCallback(){this._$EO?.forEach(n=>n.hostDisconnected?.())}attributeChangedCallback(n,t,r){this._$AK(n,r)}_$ET(n,t){let r=this.constructor.elementProperties.get(n),i=this.constructor._$Eu(n,r);if(i!==void 0&&r.reflect===!0){let s=(r.converter?.toAttribute!==void 0?r.converter:$l).toAttribute(t,r.type);this._$Em=n,s==null?this.removeAttribute(i):this.setAttribute(i,s),this._$Em=null}}_$AK(n,t){let r=this.constructor,i=r._$Eh.get(n);if(i!==void 0&&this._$Em!==i){let s=r.getPropertyOptions(i),o=typeof s.converter=="function"?{fromAttribute:s.converter}:s.converter?.fromAttribute!==void 0?s.converter:$l;this._$Em=i;let a=o.fromAttribute(t,s.type);this[i]=a??this._$Ej?.get(i)??a,this._$Em=null}}requestUpdate(n,t,r,i=!1,s){if(n!==void 0){let o=this.constructor;if(i===!1&&(s=this[n]),r??=o.getPropertyOptions(n),!((r.hasChanged??Kc)(s,t)||r.useDefault&&r.reflect&&s===this._$Ej?.get(n)&&!this.hasAttribute(o._$Eu(n,r))))return;this.C(n,t,r)}this.isUpdatePending===!1&&(this._$ES=this._$EP())}C(n,t,{useDefault:r,reflect:i,wrapped:s},o){r&&!(this._$Ej??=new Map).has(n)&&(this._$Ej.set(n,o??t??this[n]),s!==!0||o!==void 0)||(this._$AL.has(n)||(this.hasUpdated||r||(t=void 0),this._$AL.set(n,t)),i===!0&&this._$Em!==n&&(this._$Eq??=new Set).add(n))}async _$EP(){this.isUpdatePending=!0;try{await this._$ES}catch(t){Promise.reject(t)}let n=this.scheduleUpdate();return n!=null&&await n,!this.isUpdatePending}scheduleUpdate(){return this.performUpdate()}performUpdate(){if(!this.isUpdatePending)return;if(!this.hasUpdated){if(this.renderRoot??=this.createRenderRoot(),this._$Ep){for(let[i,s]of this._$Ep)this[i]=s;this._$Ep=void 0}let r=this.constructor.elementProperties;if(r.size>0)for(let[i,s]of r){let{wrapped:o}=s,a=this[i];o!==!0||this._$AL.has(i)||a===void 0||this.C(i,void 0,s,a)}}let n=!1,t=this._$AL;try{n=this.shouldUpdate(t),n?(this.willUpdate(t),this._$EO?.forEach(r=>r.hostUpdate?.()),this.update(t)):this._$EM()}catch(r){throw n=!1,this._$EM(),r}n&&this._$AE(t)}willUpdate(n){}_$AE(n){this._$EO?.forEach(t=>t.hostUpdated?.()),this.hasUpdated||(this.hasUpdated=!0,this.firstUpdated(n)),this.updated(n)}_$EM(){this._$AL=new Map,this.isUpdatePending=!1}get updateComplete(){return this.getUpdateComplete()}getUpdateComplete(){return this._$ES}shouldUpdate(n){return!0}update(n){this._$Eq&&=this._$Eq.forEach(t=>this._$ET(t,this[t])),this._$EM()}updated(n){}firstUpdated(n){}};oi.elementStyles=[],oi.shadowRootOptions={mode:"open"},oi[xl("elementProperties")]=new Map,oi[xl("finalized")]=new Map,x6?.({ReactiveElement:oi}),(Fc.reactiveElementVersions??=[]).push("2.1.2");var Gh=globalThis,rx=e=>e,jc=Gh.trustedTypes,ix=jc?jc.createPolicy("lit-html",{createHTML:e=>e}):void 0,Wh="$lit$",ai=`lit$${Math.random().toFixed(9).slice(2)}$`,Yh="?"+ai,$6=`<${Yh}>`,Es=document,Sl=()=>Es.createComment(""),kl=e=>e===null||typeof e!="object"&&typeof e!="function",Xh=Array.isArray,cx=e=>Xh(e)||typeof e?.[Symbol.iterator]=="function",Uh=`[ 	
\f\r]`,_l=/<(?:(!--|\/[^a-zA-Z])|(\/?[a-zA-Z][^>\s]*)|(\/?$))/g,sx=/-->/g,ox=/>/g,Cs=RegExp(`>|${Uh}(?:([^\\s"'>=/]+)(${Uh}*=${Uh}*(?:[^ 	
\f\r"'\`<>=]|("|')|))|$)`,"g"),ax=/'/g,lx=/"/g,px=/^(?:script|style|textarea|title)$/i,Jh=e=>(n,...t)=>({_$litType$:e,strings:n,values:t}),h=Jh(1),eH=Jh(2),tH=Jh(3),Lt=Symbol.for("lit-noChange"),y=Symbol.for("lit-nothing"),ux=new WeakMap,Rs=Es.createTreeWalker(Es,129);function dx(e,n){if(!Xh(e)||!e.hasOwnProperty("raw"))throw Error("invalid template strings array");return ix!==void 0?ix.createHTML(n):n}var fx=(e,n)=>{let t=e.length-1,r=[],i,s=n===2?"<svg>":n===3?"<math>":"",o=_l;for(let a=0;a<t;a++){let l=e[a],u,c,d=-1,p=0;for(;p<l.length&&(o.lastIndex=p,c=o.exec(l),c!==null);)p=o.lastIndex,o===_l?c[1]==="!--"?o=sx:c[1]!==void 0?o=ox:c[2]!==void 0?(px.test(c[2])&&(i=RegExp("</"+c[2],"g")),o=Cs):c[3]!==void 0&&(o=Cs):o===Cs?c[0]===">"?(o=i??_l,d=-1):c[1]===void 0?d=-2:(d=o.lastIndex-c[2].length,u=c[1],o=c[3]===void 0?Cs:c[3]==='"'?lx:ax):o===lx||o===ax?o=Cs:o===sx||o===ox?o=_l:(o=Cs,i=void 0);let f=o===Cs&&e[a+1].startsWith("/>")?" ":"";s+=o===_l?l+$6:d>=0?(r.push(u),l.slice(0,d)+Wh+l.slice(d)+ai+f):l+ai+(d===-2?a:f)}return[dx(e,s+(e[t]||"<?>")+(n===2?"</svg>":n===3?"</math>":"")),r]},Tl=class e{constructor({strings:n,_$litType$:t},r){let i;this.parts=[];let s=0,o=0,a=n.length-1,l=this.parts,[u,c]=fx(n,t);if(this.el=e.createElement(u,r),Rs.currentNode=this.el.content,t===2||t===3){let d=this.el.content.firstChild;d.replaceWith(...d.childNodes)}for(;(i=Rs.nextNode())!==null&&l.length<a;){if(i.nodeType===1){if(i.hasAttributes())for(let d of i.getAttributeNames())if(d.endsWith(Wh)){let p=c[o++],f=i.getAttribute(d).split(ai),m=/([.?@])?(.*)/.exec(p);l.push({type:1,index:s,name:m[2],strings:f,ctor:m[1]==="."?Uc:m[1]==="?"?Gc:m[1]==="@"?Wc:As}),i.removeAttribute(d)}else d.startsWith(ai)&&(l.push({type:6,index:s}),i.removeAttribute(d));if(px.test(i.tagName)){let d=i.textContent.split(ai),p=d.length-1;if(p>0){i.textContent=jc?jc.emptyScript:"";for(let f=0;f<p;f++)i.append(d[f],Sl()),Rs.nextNode(),l.push({type:2,index:++s});i.append(d[p],Sl())}}}else if(i.nodeType===8)if(i.data===Yh)l.push({type:2,index:s});else{let d=-1;for(;(d=i.data.indexOf(ai,d+1))!==-1;)l.push({type:7,index:s}),d+=ai.length-1}s++}}static createElement(n,t){let r=Es.createElement("template");return r.innerHTML=n,r}};function Ps(e,n,t=e,r){if(n===Lt)return n;let i=r!==void 0?t._$Co?.[r]:t._$Cl,s=kl(n)?void 0:n._$litDirective$;return i?.constructor!==s&&(i?._$AO?.(!1),s===void 0?i=void 0:(i=new s(e),i._$AT(e,t,r)),r!==void 0?(t._$Co??=[])[r]=i:t._$Cl=i),i!==void 0&&(n=Ps(e,i._$AS(e,n.values),i,r)),n}var qc=class{constructor(n,t){this._$AV=[],this._$AN=void 0,this._$AD=n,this._$AM=t}get parentNode(){return this._$AM.parentNode}get _$AU(){return this._$AM._$AU}u(n){let{el:{content:t},parts:r}=this._$AD,i=(n?.creationScope??Es).importNode(t,!0);Rs.currentNode=i;let s=Rs.nextNode(),o=0,a=0,l=r[0];for(;l!==void 0;){if(o===l.index){let u;l.type===2?u=new Ao(s,s.nextSibling,this,n):l.type===1?u=new l.ctor(s,l.name,l.strings,this,n):l.type===6&&(u=new Yc(s,this,n)),this._$AV.push(u),l=r[++a]}o!==l?.index&&(s=Rs.nextNode(),o++)}return Rs.currentNode=Es,i}p(n){let t=0;for(let r of this._$AV)r!==void 0&&(r.strings!==void 0?(r._$AI(n,r,t),t+=r.strings.length-2):r._$AI(n[t])),t++}},Ao=class e{get _$AU(){return this._$AM?._$AU??this._$Cv}constructor(n,t,r,i){this.type=2,this._$AH=y,this._$AN=void 0,this._$AA=n,this._$AB=t,this._$AM=r,this.options=i,this._$Cv=i?.isConnected??!0}get parentNode(){let n=this._$AA.parentNode,t=this._$AM;return t!==void 0&&n?.nodeType===11&&(n=t.parentNode),n}get startNode(){return this._$AA}get endNode(){return this._$AB}_$AI(n,t=this){n=Ps(this,n,t),kl(n)?n===y||n==null||n===""?(this._$AH!==y&&this._$AR(),this._$AH=y):n!==this._$AH&&n!==Lt&&this._(n):n._$litType$!==void 0?this.$(n):n.nodeType!==void 0?this.T(n):cx(n)?this.k(n):this._(n)}O(n){return this._$AA.parentNode.insertBefore(n,this._$AB)}T(n){this._$AH!==n&&(this._$AR(),this._$AH=this.O(n))}_(n){this._$AH!==y&&kl(this._$AH)?this._$AA.nextSibling.data=n:this.T(Es.createTextNode(n)),this._$AH=n}$(n){let{values:t,_$litType$:r}=n,i=typeof r=="number"?this._$AC(n):(r.el===void 0&&(r.el=Tl.createElement(dx(r.h,r.h[0]),this.options)),r);if(this._$AH?._$AD===i)this._$AH.p(t);else{let s=new qc(i,this),o=s.u(this.options);s.p(t),this.T(o),this._$AH=s}}_$AC(n){let t=ux.get(n.strings);return t===void 0&&ux.set(n.strings,t=new Tl(n)),t}k(n){Xh(this._$AH)||(this._$AH=[],this._$AR());let t=this._$AH,r,i=0;for(let s of n)i===t.length?t.push(r=new e(this.O(Sl()),this.O(Sl()),this,this.options)):r=t[i],r._$AI(s),i++;i<t.length&&(this._$AR(r&&r._$AB.nextSibling,i),t.length=i)}_$AR(n=this._$AA.nextSibling,t){for(this._$AP?.(!1,!0,t);n!==this._$AB;){let r=rx(n).nextSibling;rx(n).remove(),n=r}}setConnected(n){this._$AM===void 0&&(this._$Cv=n,this._$AP?.(n))}},As=class{get tagName(){return this.element.tagName}get _$AU(){return this._$AM._$AU}constructor(n,t,r,i,s){this.type=1,this._$AH=y,this._$AN=void 0,this.element=n,this.name=t,this._$AM=i,this.options=s,r.length>2||r[0]!==""||r[1]!==""?(this._$AH=Array(r.length-1).fill(new String),this.strings=r):this._$AH=y}_$AI(n,t=this,r,i){let s=this.strings,o=!1;if(s===void 0)n=Ps(this,n,t,0),o=!kl(n)||n!==this._$AH&&n!==Lt,o&&(this._$AH=n);else{let a=n,l,u;for(n=s[0],l=0;l<s.length-1;l++)u=Ps(this,a[r+l],t,l),u===Lt&&(u=this._$AH[l]),o||=!kl(u)||u!==this._$AH[l],u===y?n=y:n!==y&&(n+=(u??"")+s[l+1]),this._$AH[l]=u}o&&!i&&this.j(n)}j(n){n===y?this.element.removeAttribute(this.name):this.element.setAttribute(this.name,n??"")}},Uc=class extends As{constructor(){super(...arguments),this.type=3}j(n){this.element[this.name]=n===y?void 0:n}},Gc=class extends As{constructor(){super(...arguments),this.type=4}j(n){this.element.toggleAttribute(this.name,!!n&&n!==y)}},Wc=class extends As{constructor(n,t,r,i,s){super(n,t,r,i,s),this.type=5}_$AI(n,t=this){if((n=Ps(this,n,t,0)??y)===Lt)return;let r=this._$AH,i=n===y&&r!==y||n.capture!==r.capture||n.once!==r.once||n.passive!==r.passive,s=n!==y&&(r===y||i);i&&this.element.removeEventListener(this.name,this,r),s&&this.element.addEventListener(this.name,this,n),this._$AH=n}handleEvent(n){typeof this._$AH=="function"?this._$AH.call(this.options?.host??this.element,n):this._$AH.handleEvent(n)}},Yc=class{constructor(n,t,r){this.element=n,this.type=6,this._$AN=void 0,this._$AM=t,this.options=r}get _$AU(){return this._$AM._$AU}_$AI(n){Ps(this,n)}},hx={M:Wh,P:ai,A:Yh,C:1,L:fx,R:qc,D:cx,V:Ps,I:Ao,H:As,N:Gc,U:Wc,B:Uc,F:Yc},_6=Gh.litHtmlPolyfillSupport;_6?.(Tl,Ao),(Gh.litHtmlVersions??=[]).push("3.3.3");var mx=(e,n,t)=>{let r=t?.renderBefore??n,i=r._$litPart$;if(i===void 0){let s=t?.renderBefore??null;r._$litPart$=i=new Ao(n.insertBefore(Sl(),s),s,void 0,t??{})}return i._$AI(e),i};var Zh=globalThis,V=class extends oi{constructor(){super(...arguments),this.renderOptions={host:this},this._$Do=void 0}createRenderRoot(){let n=super.createRenderRoot();return this.renderOptions.renderBefore??=n.firstChild,n}update(n){let t=this.render();this.hasUpdated||(this.renderOptions.isConnected=this.isConnected),super.update(n),this._$Do=mx(t,this.renderRoot,this.renderOptions)}connectedCallback(){super.connectedCallback(),this._$Do?.setConnected(!0)}disconnectedCallback(){super.disconnectedCallback(),this._$Do?.setConnected(!1)}render(){return Lt}};V._$litElement$=!0,V.finalized=!0,Zh.litElementHydrateSupport?.({LitElement:V});var S6=Zh.litElementPolyfillSupport;S6?.({LitElement:V});(Zh.litElementVersions??=[]).push("4.2.2");var un=class extends Error{constructor(t,r,i){super(t);this.status=r;this.url=i;this.name="ApiError"}};var li=["worsened","improved","no_significant_change","undetermined"],Nt={worsened:"worsened",improved:"improved",no_significant_change:"no significant change",undetermined:"undetermined"},gx=["key","value_a","value_b","bias_a","lower_a","upper_a","bias_b","lower_b","upper_b","change","lower","upper","p_value","q_value","interval","verdict","rank_a","rank_b","movement","presence"];function k(e,n){throw new un(`malformed response from ${e.split("?")[0]}: ${n}`,null,e)}function K(e){return typeof e=="object"&&e!==null&&!Array.isArray(e)}function Mo(e,n,t,r,i){for(let s of t){let o=n[s];(!Array.isArray(o)||o.length!==r)&&k(e,`\`${s}\` does not have one row per class`);for(let a of o)(!Array.isArray(a)||a.length!==i)&&k(e,`\`${s}\` rows do not have one entry per group`)}}function yn(e,n,t,r,i){for(let s of t){let o=n[s];(!Array.isArray(o)||o.length!==r)&&k(e,`\`${s}\` does not have one entry per ${i}`)}}var k6=["class","n_a","n_b","value_a","value_b","gap","lower","upper","p_value","significant"];function Xc(e,n="view route"){K(e)||k(n,"not an object");let t=e.rows;(typeof t!="number"||!Number.isInteger(t)||t<0)&&k(n,"`rows` is not a count"),(!K(e.columns)||!K(e.states))&&k(n,"no `columns` or `states`");let r=e.columns;for(let s of k6){let o=r[s];(!Array.isArray(o)||o.length!==t)&&k(n,`column \`${s}\` does not have ${t} rows`)}let i=e.states.gap;return(!Array.isArray(i)||i.length!==t)&&k(n,`states \`gap\` does not have ${t} rows`),e}var bx=new Set(li),T6=["improved","worsened","no_significant_change","undetermined","only_in_a","only_in_b"],C6=new Set(["worse","better","mixed","no_significant_change","undetermined"]);function R6(e){return typeof e=="number"&&Number.isInteger(e)&&e>=0}function vx(e,n,t){n!==null&&(!K(n)||typeof n.key!="string"||typeof n.change!="number")&&k(e,`\`summary.${t}\` is malformed`)}function wx(e,n="diff"){K(e)||k(n,"not an object");let t=e.rows;(typeof t!="number"||!Number.isInteger(t)||t<0)&&k(n,"`rows` is not a count"),K(e.columns)||k(n,"no `columns`");let r=e.columns;"delta"in r&&!("change"in r)&&k(n,"the old comparison (a signed `delta`, no bias or verdicts): the server is older than this page, restart TensorBoard");for(let o of gx){let a=r[o];(!Array.isArray(a)||a.length!==t)&&k(n,`column \`${o}\` does not have ${t} rows`)}for(let o of r.verdict)bx.has(o)||k(n,`unknown verdict ${JSON.stringify(o)}`);(!K(e.a)||!K(e.b))&&k(n,"no `a` or `b`"),(typeof e.value!="string"||typeof e.bias!="string"||typeof e.key!="string")&&k(n,"no `value`, `bias` or `key`"),(typeof e.level!="number"||typeof e.fdr!="number")&&k(n,"no `level` or `fdr`"),typeof e.format!="string"&&k(n,"no `format`");let i=e.judgement;(!K(i)||!C6.has(i.overall)||typeof i.sentence!="string"||typeof i.title!="string")&&k(n,"no `judgement` (the server is older than this page: restart TensorBoard)");let s=e.summary;K(s)||k(n,"no `summary`");for(let o of T6)R6(s[o])||k(n,`\`summary.${o}\` is not a count`);vx(n,s.largest_regression,"largest_regression"),vx(n,s.largest_improvement,"largest_improvement"),Array.isArray(e.headlines)||k(n,"no `headlines`");for(let o of e.headlines)(!K(o)||typeof o.name!="string"||typeof o.title!="string"||typeof o.format!="string")&&k(n,"a malformed headline"),o.verdict!==null&&!bx.has(o.verdict)&&k(n,`headline \`${o.name}\`: unknown verdict ${JSON.stringify(o.verdict)}`);return e}function xx(e){return e===null||typeof e=="number"}function yx(e,n,t){(!K(n)||typeof n.step!="number"||typeof n.present!="boolean")&&k(e,`a malformed \`${t}\` entry`);for(let r of["value","bias","lower","upper"])xx(n[r])||k(e,`\`${t}\`: \`${r}\` is not a number or null`)}function $x(e,n="table"){return K(e)||k(n,"not an object"),(!Array.isArray(e.columns)||!e.columns.every(t=>typeof t=="string"))&&k(n,"`columns` are not names"),(!Array.isArray(e.rows)||!e.rows.every(t=>K(t)))&&k(n,"a `rows` entry is not an object"),e}function _x(e,n="row"){K(e)||k(n,"not an object"),(typeof e.key!="string"||typeof e.run!="string"||typeof e.step!="number")&&k(n,"no `key`, `run` or `step`"),(typeof e.value!="string"||typeof e.bias!="string"||typeof e.level!="number")&&k(n,"no `value`, `bias` or `level`");let t=e.detail;(!K(t)||!Array.isArray(t.columns)||!Array.isArray(t.rows))&&k(n,"no `detail` table"),t.columns.every(i=>typeof i=="string")||k(n,"`detail.columns` are not names"),t.rows.every(i=>K(i))||k(n,"a `detail.rows` entry is not an object"),t.head!==void 0&&!K(t.head)&&k(n,"`detail.head` is not an object"),(!Array.isArray(e.runs)||!Array.isArray(e.steps))&&k(n,"no `runs` or `steps`");for(let i of e.runs)yx(n,i,"runs"),typeof i.run!="string"&&k(n,"a `runs` entry without a run");for(let i of e.steps)yx(n,i,"steps");let r=e.groups;if(r!==void 0){(!K(r)||!Array.isArray(r.rows)||!K(r.head))&&k(n,"`groups` is malformed");for(let i of r.rows){(!K(i)||typeof i.group!="string"||typeof i.direction!="string")&&k(n,"a malformed `groups.rows` entry");for(let s of["value_a","value_b","change","lower","upper"])xx(i[s])||k(n,`\`groups\`: \`${s}\` is not a number or null`)}}return e}function Sx(e,n="row_trend"){K(e)||k(n,"not an object"),(!Array.isArray(e.keys)||!e.keys.every(t=>typeof t=="string"))&&k(n,"no `keys`"),Array.isArray(e.series)||k(n,"no `series`");for(let t of e.series){(!K(t)||typeof t.run!="string"||!Array.isArray(t.points))&&k(n,"a malformed `series` entry");for(let r of t.points){(!K(r)||typeof r.step!="number"||!Array.isArray(r.groups))&&k(n,"a malformed point");for(let i of r.groups)(!K(i)||typeof i.group!="string")&&k(n,"a malformed group")}}return e}function kx(e,n="trend"){K(e)||k(n,"not an object"),(!Array.isArray(e.names)||!Array.isArray(e.series))&&k(n,"no `names` or `series`");for(let t of e.series){(!K(t)||typeof t.run!="string"||!Array.isArray(t.points))&&k(n,"a malformed `series` entry");for(let r of t.points)(!K(r)||typeof r.step!="number"||!K(r.values))&&k(n,"a malformed point")}return e}function Tx(e,n){return(!K(e)||!K(e.runs))&&k(n,"no `runs`"),e}function Cx(e,n){return(!K(e)||!Array.isArray(e.steps))&&k(n,"no `steps`"),e}function Rx(e,n="values"){(!K(e)||!K(e.values))&&k(n,"no `values`");for(let[t,r]of Object.entries(e.values))(!Array.isArray(r)||!r.every(i=>typeof i=="string"))&&k(n,`\`${t}\`: not a list of strings`);return e}function Qh(e,n=()=>!0){return Array.isArray(e)&&e.every(t=>K(t)&&typeof t.name=="string"&&n(t))}function Ex(e,n="kinds"){(!K(e)||!Array.isArray(e.kinds))&&k(n,"no `kinds`");for(let t of e.kinds)(!K(t)||typeof t.name!="string")&&k(n,"a kind without a name"),Qh(t.options)||k(n,`kind \`${t.name}\`: malformed \`options\``),Qh(t.tables,r=>typeof r.title=="string"&&Array.isArray(r.columns))||k(n,`kind \`${t.name}\`: malformed \`tables\``),Qh(t.headlines,r=>typeof r.title=="string")||k(n,`kind \`${t.name}\`: malformed \`headlines\``),(!Array.isArray(t.views)||!t.views.every(r=>typeof r=="string"))&&k(n,`kind \`${t.name}\`: malformed \`views\``);return e}function Jc(e,n="table"){let t=e.split(/\r?\n/,1)[0];return(t===""||/^\s*[[{<]/.test(t))&&k(n,"not a CSV table"),e}function ui(e,n){throw new un(`malformed response from ${e.split("?")[0]}: ${n}`,null,e)}function Cl(e){return typeof e=="object"&&e!==null&&!Array.isArray(e)}function Px(e){return Cl(e)&&typeof e.name=="string"&&e.name!==""&&typeof e.title=="string"&&typeof e.format=="string"}function Ax(e,n="runs"){Cl(e)||ui(n,"not an object");let t=e.rows;(typeof t!="number"||!Number.isInteger(t)||t<0)&&ui(n,"`rows` is not a count"),Px(e.bias)||ui(n,"no `bias` headline"),e.performance!==null&&e.performance!==void 0&&!Px(e.performance)&&ui(n,"a malformed `performance` headline"),(!Array.isArray(e.hparams)||!e.hparams.every(l=>typeof l=="string"))&&ui(n,"no `hparams`"),Cl(e.columns)||ui(n,"no `columns`");let r=e.columns,i=e.bias.name,s=Cl(e.performance)?e.performance.name:null,o=["run","step","pareto",i,...s?[s]:[],...e.hparams.map(l=>`hparam/${l}`)];for(let l of o){let u=r[l];(!Array.isArray(u)||u.length!==t)&&ui(n,`column \`${l}\` does not have ${t} rows`)}r.run.every(l=>typeof l=="string")||ui(n,"a run that is not a name"),e.skipped!==void 0&&!Array.isArray(e.skipped)&&ui(n,"malformed `skipped`");let a=(e.skipped??[]).filter(Cl).map(l=>({run:String(l.run??""),tag:String(l.tag??""),reason:String(l.reason??"")}));return{...e,performance:e.performance??null,skipped:a}}var Mx=["slice","size","value","error_rate","rest","gap","lower","upper","q_value","significant","folded","score"];function Rl(e){return e==null||typeof e=="number"}function Dx(e,n="slices"){if(K(e)||k(n,"not an object"),e.available===!1)return typeof e.reason!="string"&&k(n,"no `reason` for a report without slices"),{available:!1,reason:e.reason,rows:0};e.available!==!0&&k(n,"no `available`");let t=e.rows;(typeof t!="number"||!Number.isInteger(t)||t<0)&&k(n,"`rows` is not a count"),(typeof e.metric!="string"||typeof e.scoring!="string")&&k(n,"no `metric` or `scoring`"),typeof e.higher_is_worse!="boolean"&&k(n,"no `higher_is_worse`");for(let i of["min_size","max_level","evaluated","level","fdr"])typeof e[i]!="number"&&k(n,`\`${i}\` is not a number`);(!Rl(e.overall)||!Rl(e.alpha))&&k(n,"`overall` or `alpha` is not a number or null"),(!Array.isArray(e.attributes)||!e.attributes.every(i=>typeof i=="string"))&&k(n,"`attributes` are not names"),K(e.columns)||k(n,"no `columns`");let r=e.columns;yn(n,r,Mx,t,"row"),r.slice.every(i=>typeof i=="string")||k(n,"a `slice` that is not text");for(let i of Mx)i==="slice"||i==="significant"||r[i].every(Rl)||k(n,`column \`${i}\` holds a value that is not a number or null`);yn(n,e,["predicates"],t,"row");for(let i of e.predicates)(!Array.isArray(i)||!i.every(s=>K(s)&&typeof s.attribute=="string"&&typeof s.value=="string"))&&k(n,"a malformed `predicates` entry");return e}function Lx(e,n="slice_trend"){K(e)||k(n,"not an object"),(typeof e.slice!="string"||typeof e.level!="number")&&k(n,"no `slice` or `level`"),Array.isArray(e.series)||k(n,"no `series`");for(let t of e.series){(!K(t)||typeof t.run!="string"||!Array.isArray(t.points))&&k(n,"a malformed `series` entry");for(let i of t.points){(!K(i)||typeof i.step!="number")&&k(n,"a point without a step");for(let s of["size","value","rest","gap","gap_lower","gap_upper","harm"])Rl(i[s])||k(n,`a point's \`${s}\` is not a number or null`)}let r=t.first_worse;if(r!=null){K(r)||k(n,"a malformed `first_worse`");for(let i of["step","vs_step","value","vs_value","change","lower","upper","level","p_value","threshold","pairs"])typeof r[i]!="number"&&k(n,`\`first_worse.${i}\` is not a number`)}}return Array.isArray(e.skipped)||k(n,"no `skipped`"),e}var E6=["size_a","value_a","gap_a","lower_a","upper_a","size_b","value_b","gap_b","lower_b","upper_b","change","lower","upper","p_value","q_value"];function Nx(e,n="slice_diff"){if(K(e)||k(n,"not an object"),e.available===!1)return typeof e.reason!="string"&&k(n,"no `reason` for reports without slices"),{available:!1,reason:e.reason,rows:0};e.available!==!0&&k(n,"no `available`"),(typeof e.tag!="string"||typeof e.metric!="string")&&k(n,"no `tag` or `metric`");for(let t of["a","b"]){let r=e[t];(!K(r)||typeof r.run!="string"||typeof r.step!="number")&&k(n,`\`${t}\` is not a run and a step`)}typeof e.higher_is_worse!="boolean"&&k(n,"no `higher_is_worse`");for(let t of["level","fdr","max_level","min_size","k"])typeof e[t]!="number"&&k(n,`\`${t}\` is not a number`);for(let t of["appeared","worsened"]){let r=e[t];(typeof r!="number"||!Number.isInteger(r)||r<0)&&k(n,`\`${t}\` is not a count`)}e.class_name!==void 0&&e.class_name!==null&&typeof e.class_name!="string"&&k(n,"`class_name` is not text"),e.label!==void 0&&typeof e.label!="string"&&k(n,"`label` is not text"),e.threshold!==void 0&&typeof e.threshold!="number"&&k(n,"`threshold` is not a number"),Array.isArray(e.rows)||k(n,"no `rows`");for(let t of e.rows){(!K(t)||typeof t.slice!="string")&&k(n,"a row without a `slice`");for(let r of E6)Rl(t[r])||k(n,`a row's \`${r}\` is not a number or null`);li.includes(t.verdict)||k(n,`a row's \`verdict\` is not one of ${li.join(", ")}`),typeof t.appeared!="boolean"&&k(n,"a row's `appeared` is not true or false")}return e}function Yn(e){let n=new URLSearchParams;for(let[t,r]of Object.entries(e))r!==null&&n.set(t,String(r));return n.toString()}function P6(e,n=""){return n?`${e}/${n}`:e}function A6(e,n,t){return P6(e,n)+"?"+Yn(t)}function zx(e){return"diff?"+Yn({...e.options,tag:e.tag,run:e.run,step:e.step,vs_run:e.vs_run,vs_step:e.vs_step})}function M6(e){return zx(e)+"&format=csv"}function D6(e){let n=new URLSearchParams(Yn({...e.options,tag:e.tag,key:e.key}));for(let t of e.runs)n.append("run",t);return"row_trend?"+n.toString()}function L6(e){let n=new URLSearchParams(Yn({...e.options,tag:e.tag,slice:e.slice}));for(let t of e.runs)n.append("run",t);return"slice_trend?"+n.toString()}function N6(e){return"slice_diff?"+Yn({...e.options,tag:e.tag,run:e.run,step:e.step,vs_run:e.vs_run,vs_step:e.vs_step})}function O6(e){let n=new URLSearchParams(Yn({...e.options,tag:e.tag}));for(let t of e.runs)n.append("run",t);return"trend?"+n.toString()}function Ox(e,n="json"){return"runs?"+Yn({...e.options,tag:e.tag,step:e.step,format:n==="csv"?"csv":null})}var I6="fairness:runs-response";function z6(e){return"values?"+Yn({run:e.run,tag:e.tag,step:e.step})}function B6(e){let n={vs_run:e.vs?.run??null,vs_step:e.vs?.step??null};return"row?"+Yn({...e.options,tag:e.tag,run:e.run,step:e.step,key:e.key,...n})}function Ix(e,n="csv"){return"table?"+Yn({run:e.run,tag:e.tag,step:e.step,format:n,table:e.table,...e.options})}var Xt=class{constructor(n){this.fetchFn=n??((t,r)=>globalThis.fetch(t,r))}async get(n,t){let r;try{r=await this.fetchFn(n,{signal:t})}catch(i){throw t?.aborted?i:new un(`cannot reach TensorBoard (${i instanceof Error?i.message:String(i)})`,null,n)}if(!r.ok){let i="";try{i=(await r.text()).trim()}catch{}throw new un(i||`${r.status} ${r.statusText}`.trim(),r.status,n)}return r}async getJson(n,t,r){let i=await this.get(n,t);r&&typeof performance<"u"&&performance.mark&&performance.mark(r);try{return await i.json()}catch(s){throw t?.aborted?s:new un(`malformed response from ${n.split("?")[0]}: not JSON`,i.status,n)}}async getText(n,t){let r=await this.get(n,t);try{return await r.text()}catch(i){throw t?.aborted?i:new un(`malformed response from ${n.split("?")[0]}: unreadable`,r.status,n)}}async tags(n){let t="tags";return Tx(await this.getJson(t,n),t)}async kinds(n){let t="kinds";return Ex(await this.getJson(t,n),t)}async steps(n,t,r){let i="steps?"+Yn({run:n,tag:t});return Cx(await this.getJson(i,r),i)}async view(n,t,r,i,s,o){let a=A6(n,t,r);return i(await this.getJson(a,s,o),a)}async diff(n,t){let r=zx(n);return wx(await this.getJson(r,t),r)}async diffCsv(n,t){let r=M6(n);return Jc(await this.getText(r,t),r)}async trend(n,t){let r=O6(n);return kx(await this.getJson(r,t),r)}async rowTrend(n,t){let r=D6(n);return Sx(await this.getJson(r,t),r)}async sliceTrend(n,t){let r=L6(n);return Lx(await this.getJson(r,t),r)}async sliceDiff(n,t){let r=N6(n);return Nx(await this.getJson(r,t),r)}async values(n,t){let r=z6(n);return Rx(await this.getJson(r,t),r)}async row(n,t){let r=B6(n);return _x(await this.getJson(r,t),r)}async runs(n,t){let r=Ox(n);return Ax(await this.getJson(r,t,I6),r)}async runsCsv(n,t){let r=Ox(n,"csv");return Jc(await this.getText(r,t),r)}async tableJson(n,t){let r=Ix(n,"json");return $x(await this.getJson(r,t),r)}async tableCsv(n,t){let r=Ix(n,"csv");return Jc(await this.getText(r,t),r)}},re=Symbol("stale"),ie=class{constructor(){this.generation=0;this.controller=null}async run(n){this.controller?.abort();let t=new AbortController;this.controller=t;let r=++this.generation;try{let i=await n(t.signal);return r===this.generation?i:re}catch(i){if(r!==this.generation||t.signal.aborted)return re;throw i}finally{this.controller===t&&(this.controller=null)}}cancel(){this.generation++,this.controller?.abort(),this.controller=null}};function Bx(e,n){return e===null||n===null?null:e.kinds.find(t=>t.name===n)??null}function Hx(e){return e?e.options.map(n=>n.name):[]}function Ae(e,n){return e?.options.find(t=>t.name===n)??null}function H6(e,n){return e?(n===null?e.tables[0]:e.tables.find(t=>t.name===n))??null:null}function Vx(e,n){return e===null||Ae(e,"table")!==null?n:null}function wn(e,n,t){let r=H6(e,n),i=r?`${r.name}: ${r.title}`:n??"default",s=t===null?"All rows":`All ${t} row${t===1?"":"s"}`,o=r?`; columns ${r.columns.join(",")}`:"";return`${s} as CSV (the export's table ${i}${o})`}function Do(e,n){let t=Ae(e,n)?.default;return typeof t=="number"&&Number.isFinite(t)||typeof t=="string"?t:null}function Ke(e,n){let t=Do(e,n);return typeof t=="number"?t:null}function pr(e,n){let t=Do(e,n);return typeof t=="string"?t:null}function dr(e,n,t=null){let r=Ae(e,n);return r?.type==="choice"?Ms(r,t):[]}function Ms(e,n){let t=e.table_only??{};return(e.choices??[]).filter(r=>t[r]===void 0||n!==null&&t[r].includes(n))}function _e(e,n,t){let r=Ae(e,n);if(r===null||t===null||t===void 0)return!1;switch(r.type){case"str":return typeof t=="string";case"choice":return typeof t=="string"&&(r.choices??[]).includes(t);case"float":if(typeof t!="number"||!Number.isFinite(t))return!1;break;case"int":if(typeof t!="number"||!Number.isSafeInteger(t))return!1;break;default:return!1}return!(r.minimum!==null&&!(r.minimum_open?t>r.minimum:t>=r.minimum)||r.maximum!==null&&!(r.maximum_open?t<r.maximum:t<=r.maximum))}function bt(e,n,t){return _e(e,n,t)?t:Ke(e,n)}function Xn(e,n,t){return t!==void 0&&_e(e,n,t)?t:pr(e,n)}function Zc(e){if(e===0)return"0";let n=Math.floor(Math.log10(Math.abs(e)));if(n<-4||n>=6){let[t,r]=e.toExponential(5).split("e");return`${t.includes(".")?t.replace(/\.?0+$/,""):t}e${r[0]}${r.slice(1).padStart(2,"0")}`}return String(Number(e.toPrecision(6)))}function Ds(e,n){let t=Ae(e,n);if(t===null)return"";if(t.type==="choice")return`one of ${(t.choices??[]).join(", ")}`;if(t.type!=="float"&&t.type!=="int")return"a string";if(t.minimum===null&&t.maximum===null)return"a number";let r=t.type==="int"?"a whole number":"a number";return t.minimum!==null&&t.maximum!==null?`${r} in ${t.minimum_open?"(":"["}${Zc(t.minimum)}, ${Zc(t.maximum)}${t.maximum_open?")":"]"}`:t.minimum!==null?`${r} ${t.minimum_open?">":">="} ${Zc(t.minimum)}`:`${r} ${t.maximum_open?"<":"<="} ${Zc(t.maximum)}`}function le(e,n,t){return Ae(e,n)?.title||t||n.replace(/_/g," ")}function se(e,n,t=""){let r=Ae(e,n);if(r===null)return t;let i=r.type==="str"?"":` Takes ${Ds(e,n)}.`,s=r.help.replace(/\.$/,"");return`${r.name} (--${r.name.replace(/_/g,"-")}): ${s}.${i}${t?` ${t}`:""}`}var Se="fairness_";function Pe(e){let n=new Map;for(let[t,r]of e)t.startsWith(Se)&&n.set(t.slice(Se.length),r);return n}function he(e){if(e===void 0||e.trim()==="")return null;let n=Number(e);return Number.isFinite(n)?n:null}function Lo(e){let n=he(e);return n!==null&&Number.isSafeInteger(n)&&n>=0?n:null}function ee(e,n,t){t!==null&&t!==""&&e.push([Se+n,String(t)])}function Ve(e,n,t,r,i=n){t!==Do(r,i)&&ee(e,n,t)}function Fi(e){if(e==="")return{regex:null,error:null};try{return{regex:new RegExp(e,"i"),error:null}}catch(n){return{regex:null,error:n instanceof Error?n.message:String(n)}}}function Fx(e,n,t){if(t===null)return n;let r=new Int32Array(n.length),i=0;for(let s=0;s<n.length;s++){let o=n[s];t.lastIndex=0,t.test(e[o])&&(r[i++]=o)}return r.slice(0,i)}var Ls={run:"run",tag:"tag",step:"step"},V6=new Set(Object.values(Ls).map(e=>Se+e));function Kx(e){let n=[];return ee(n,Ls.run,e.run),ee(n,Ls.tag,e.tag),ee(n,Ls.step,e.step),n}function jx(e){let n=Pe(e),t=r=>{let i=n.get(r);return i===void 0||i===""?null:i};return{run:t(Ls.run),tag:t(Ls.tag),step:Lo(n.get(Ls.step))}}function qx(e){let n=[];for(let[t,r]of e)t.startsWith(Se)&&!V6.has(t)&&n.push([t,r]);return n}function em(e,n){let t=[];for(let r of Object.keys(e).sort()){let i=Object.keys(e[r]).filter(s=>n.includes(e[r][s].kind)).sort();i.length&&t.push({run:r,tags:i})}return t}function tm(e,n){let t=new Set;for(let r of Object.values(e))for(let i of Object.values(r))n.includes(i.kind)||t.add(i.kind);return[...t].sort()}function F6(e){return e.reduce((n,t)=>t.tags.length>n.tags.length?t:n,e[0])}function Qc(e,n){if(n.length===0)return null;let t=e.run===null&&e.tag!==null?n.find(s=>s.tags.includes(e.tag)):void 0;if(t)return{ref:{...e,run:t.run},moved:!1};let r=n.find(s=>s.run===e.run)??(e.run===null&&e.tag===null?F6(n):n[0]),i=e.tag!==null&&r.tags.includes(e.tag)?e.tag:r.tags[0];return r.run===e.run&&i===e.tag?{ref:e,moved:!1}:e.run===null&&e.tag===null?{ref:{...e,run:r.run,tag:i},moved:!1}:{ref:{run:r.run,tag:i,step:null},moved:!0}}function Ux(e,n){return n.run===null||n.tag===null?null:e[n.run]?.[n.tag]?.kind??null}function Gx(e,n){return n===null?null:e.find(t=>t.kind===n)??null}function Wx(e){try{return decodeURIComponent(e)}catch{return e}}function Yx(e){let n=e.startsWith("#")?e.slice(1):e;return n===""?[]:n.split("&").map(t=>{let r=t.indexOf("=");return r<0?{raw:t,key:null,value:null}:{raw:t,key:Wx(t.slice(0,r)),value:Wx(t.slice(r+1))}})}function K6(e){let n=[];for(let t of Yx(e))t.key!==null&&t.value!==null&&n.push([t.key,t.value]);return n}function j6(e,n,t){let r=Yx(e).filter(o=>o.key===null||!o.key.startsWith(n)).map(o=>o.raw),i=t.map(([o,a])=>`${encodeURIComponent(o)}=${encodeURIComponent(a)}`),s=[...r,...i];return s.length?"#"+s.join("&"):""}function Xx(){try{let e=window.parent;if(e!==window)return e.location.hash,e}catch{}return window}function Jx(){return K6(Xx().location.hash)}function Zx(e,n){let t=Xx(),r=t.location.hash,i=j6(r,e,n);if(i===r||i===""&&r==="#")return;let s=new URL(t.location.href);s.hash=i,t.history.replaceState(t.history.state,"",s.href)}function Qx(e){return/^[=+\-@\t\r]/.test(e)?"'"+e:e}function nm(e){let n=Qx(e);return/[",\r\n]/.test(n)?'"'+n.replace(/"/g,'""')+'"':n}function ep(e){return typeof e=="number"&&Number.isFinite(e)?String(e):""}function Et(e){return(e.filter(t=>t!==null&&t!=="").map(t=>String(t).replace(/[^A-Za-z0-9._-]+/g,"_")).join("__")||"fairness")+".csv"}function q6(e){let n=[],t=[],r="",i=!1;for(let s=0;s<e.length;s++){let o=e[s];i?o!=='"'?r+=o:e[s+1]==='"'?(r+='"',s++):i=!1:o==='"'?i=!0:o===","?(t.push(r),r=""):o===`
`||o==="\r"?(o==="\r"&&e[s+1]===`
`&&s++,t.push(r),n.push(t),t=[],r=""):r+=o}return(r!==""||t.length)&&(t.push(r),n.push(t)),n}function tp(e,n,t){let[r,...i]=q6(e),s=r?r.indexOf(n):-1;if(s<0)return null;let o=new Map;for(let c of i){let d=o.get(c[s])??[];d.push(c),o.set(c[s],d)}let a=c=>/[",\r\n]/.test(c)?'"'+c.replace(/"/g,'""')+'"':c,l=c=>c.map(a).join(","),u=[l(r)];for(let c of t)for(let d of o.get(Qx(c))??[])u.push(l(d));return u.join(`
`)+`
`}var e$=["label","count","count_a","count_b","value_a","value_b","gap","bound","p_value"],np=["value_a","value_b","gap"],t$=["label","count","count_a","count_b","value_a","value_b","gap","lower","upper","p_value","bound","significant","insufficient"];function n$(e,n="view route"){K(e)||k(n,"not an object");let t=e.rows;(typeof t!="number"||!Number.isInteger(t)||t<0)&&k(n,"`rows` is not a count"),(!K(e.columns)||!K(e.states))&&k(n,"no `columns` or `states`");let r=e.columns,i=e.states;for(let s of t$){let o=r[s];(!Array.isArray(o)||o.length!==t)&&k(n,`column \`${s}\` does not have ${t} rows`)}for(let s of np){let o=i[s];(!Array.isArray(o)||o.length!==t)&&k(n,`states \`${s}\` does not have ${t} rows`)}return(!Array.isArray(e.identities)||!Array.isArray(e.metrics))&&k(n,"no `identities` or `metrics`"),e}var r$="fairness:associations-response";function i$(e){return{run:e.run,tag:e.tag,step:e.step,metric:e.metric,a:e.a,b:e.b,level:e.level??null,fdr:e.fdr??null,min_count:e.min_count??null,rank_by:e.rank_by??null}}var rm=["auto","all","compact"],im=100,rp=[.9,.95,.99],s$=Object.freeze({a:null,b:null,sort:"gap",dir:"desc",search:"",gap:[null,null],count:[null,null],topK:im,minCount:null,significantOnly:!1,columns:"auto"});function ip(e){let n=o$(pr(e,"rank_by")??void 0,e);return{...s$,gap:[null,null],count:[null,null],metric:pr(e,"metric"),rankBy:n,sort:El(n),level:Ke(e,"level"),fdr:Ke(e,"fdr")}}function sm(e){return e==="label"||e==="p_value"?"asc":"desc"}function El(e){return e==="bound"?"bound":"gap"}var ve={metric:"metric",a:"a",b:"b",sort:"sort",dir:"dir",search:"q",gapMin:"gap_min",gapMax:"gap_max",countMin:"count_min",countMax:"count_max",topK:"k",rankBy:"rank_by",level:"level",fdr:"fdr",minCount:"min_count",significantOnly:"significant",columns:"cols"};function om(e,n){let t=[],r=(i,s)=>ee(t,i,s);return Ve(t,ve.metric,e.metric,n),r(ve.a,e.a),r(ve.b,e.b),Ve(t,ve.rankBy,e.rankBy,n),Ve(t,ve.level,e.level,n),Ve(t,ve.fdr,e.fdr,n),e.minCount!==null&&r(ve.minCount,e.minCount),e.significantOnly&&r(ve.significantOnly,1),(e.sort!==El(e.rankBy)||e.dir!=="desc")&&(r(ve.sort,e.sort),r(ve.dir,e.dir)),r(ve.search,e.search),r(ve.gapMin,e.gap[0]),r(ve.gapMax,e.gap[1]),r(ve.countMin,e.count[0]),r(ve.countMax,e.count[1]),e.topK!==im&&r(ve.topK,e.topK),e.columns!==s$.columns&&r(ve.columns,e.columns),t}var U6="gap";function o$(e,n){let t=e===U6?"signed":e;return _e(n,"rank_by",t)?t:null}function G6(e){let n=he(e);return n!==null&&Number.isSafeInteger(n)&&n>=1?n:im}function a$(e,n){let t=Pe(e),r=l=>{let u=t.get(l);return u===void 0||u===""?null:u},i=ip(n);i.metric=Xn(n,"metric",r(ve.metric)),i.a=r(ve.a),i.b=r(ve.b),i.rankBy=o$(t.get(ve.rankBy),n)??i.rankBy,i.sort=El(i.rankBy),i.level=bt(n,"level",he(t.get(ve.level))),i.fdr=bt(n,"fdr",he(t.get(ve.fdr)));let s=he(t.get(ve.minCount));_e(n,"min_count",s)&&(i.minCount=s),i.significantOnly=t.get(ve.significantOnly)==="1";let o=t.get(ve.sort);if(o!==void 0&&e$.includes(o)){i.sort=o;let l=t.get(ve.dir);i.dir=l==="asc"||l==="desc"?l:sm(i.sort)}i.search=t.get(ve.search)??"",i.gap=[he(t.get(ve.gapMin)),he(t.get(ve.gapMax))],i.count=[he(t.get(ve.countMin)),he(t.get(ve.countMax))],i.topK=G6(t.get(ve.topK));let a=t.get(ve.columns);return rm.includes(a)&&(i.columns=a),i}function sp(e){let n={metric:e.metric,a:e.a};return e.b!==null&&(n.b=e.b),n.rank_by=e.rank_by,n.min_count=String(e.min_count),n.level=String(e.level),n.fdr=String(e.fdr),n}function W6(e){return np.includes(e)}function Ns(e,n,t){let r=e.columns[n][t];if(typeof r=="number"&&Number.isFinite(r))return r;let i=W6(n)?e.states[n]?.[t]:null;return i==="+inf"?1/0:i==="-inf"?-1/0:NaN}function Y6(e,n){let t=new Float64Array(e.rows);for(let r=0;r<e.rows;r++)t[r]=Ns(e,n,r);return t}function p$(e,n,t){let r=new Int32Array(e.rows);for(let o=0;o<r.length;o++)r[o]=o;let i=t==="asc"?1:-1;if(n==="label"){let o=e.columns.label;return r.sort((a,l)=>{let u=o[a],c=o[l];return u<c?-i:u>c?i:a-l}),r}let s=Y6(e,n);return r.sort((o,a)=>{let l=s[o],u=s[a],c=Number.isNaN(l),d=Number.isNaN(u);return c||d?c&&d?o-a:c?1:-1:l<u?-i:l>u?i:o-a}),r}function l$(e,[n,t]){return n===null&&t===null?!0:Number.isNaN(e)?!1:(n===null||e>=n)&&(t===null||e<=t)}function u$([e,n]){return e!==null||n!==null}function c$(e){return!/[\\^$.|?*+()[\]{}]/.test(e)}function X6(e,n){return e!==""&&c$(e)&&c$(n)&&n.includes(e)}var J6=32,op=class{constructor(n,t){this.kept=new Map;this.all=null;this.order=t;let r=n.columns.label;this.labels=new Array(t.length);for(let i=0;i<t.length;i++)this.labels[i]=r[t[i]]}positions(n,t){let r=this.kept.get(n);if(r)return this.kept.delete(n),this.kept.set(n,r),r;let i=null;for(let[u,c]of this.kept)(i===null||c.length<i.length)&&X6(u,n)&&(i=c);let s=this.labels,o,a=0;if(t.lastIndex=0,i===null){o=new Int32Array(s.length);for(let u=0;u<s.length;u++)t.test(s[u])&&(o[a++]=u)}else{o=new Int32Array(i.length);for(let u=0;u<i.length;u++){let c=i[u];t.test(s[c])&&(o[a++]=c)}}let l=o.slice(0,a);return this.kept.size>=J6&&this.kept.delete(this.kept.keys().next().value),this.kept.set(n,l),l}rows(n,t,r,i){let{gap:s,count:o}=i,a=i.significantOnly===!0,l=u$(s)||u$(o)||a,u=this.order;if(t===null&&!l){if(this.all===null){this.all=new Array(u.length);for(let f=0;f<u.length;f++)this.all[f]=u[f]}return this.all}if(t===null){let f=new Array(u.length),m=0;for(let g=0;g<u.length;g++)this.keep(r,u[g],s,o,a)&&(f[m++]=u[g]);return f.length=m,f}let c=this.positions(n,t),d=new Array(c.length);if(!l){for(let f=0;f<c.length;f++)d[f]=u[c[f]];return d}let p=0;for(let f=0;f<c.length;f++){let m=u[c[f]];this.keep(r,m,s,o,a)&&(d[p++]=m)}return d.length=p,d}keep(n,t,r,i,s){return l$(Ns(n,"gap",t),r)&&l$(Ns(n,"count",t),i)&&(!s||n.columns.significant[t]===!0)}};function d$(e,n){if(e===n)return!0;if(e.length!==n.length)return!1;for(let t=0;t<e.length;t++)if(e[t]!==n[t])return!1;return!0}function Z6(e){return String(Number(e.toPrecision(4)))}function rt(e){return`significant after Benjamini\u2013Hochberg at ${e===null?"the server's FDR":`FDR q = ${Z6(e)}`}`}function fr(e){let n=0;for(let t of e)typeof t=="number"&&Number.isFinite(t)&&n++;return n}function No(e){let n=e.units??`${e.unit}s`,t=e.tested===null?`${e.significant} ${e.significant===1?e.unit:n}`:`${e.significant} of ${e.tested} ${e.tested===1?e.unit:n} with a p-value`;return`\u2605 ${rt(e.q)} (${t})${e.what?`; ${e.what}`:""}`}var Q6=new Intl.NumberFormat("en-US",{maximumFractionDigits:0});function Me(e){return typeof e=="number"&&Number.isFinite(e)}function E(e){return typeof e=="number"&&Number.isFinite(e)?Q6.format(e):""}function ye(e){if(e===0)return"0";let n=Math.abs(e),t;if(n>=1e-4&&n<1e6)t=String(Number(e.toPrecision(4)));else{let[r,i]=e.toExponential(3).split("e");t=`${String(Number(r))}e${Number(i)}`}return t.replace(/^-/,"\u2212").replace(/e-/,"e\u2212")}var e5={"+inf":"+\u221E","-inf":"\u2212\u221E",undefined:"undefined"},t5={"+inf":"Positive infinity: the metric diverges for this label (for example ln of a ratio with a zero denominator). Sorted above every finite value.","-inf":"Negative infinity: the metric diverges for this label (for example ln 0 when the identity and the label never co-occur). Sorted below every finite value.",undefined:"Undefined: the metric has no value for this label (for example 0/0, or nPMI when p = 1). Sorted last in both directions and left out of the gap histogram."};function ap(e,n){if(typeof e=="number"&&Number.isFinite(e))return{text:ye(e),state:null,title:String(e)};let t=n==="+inf"||n==="-inf"?n:"undefined";return{text:e5[t],state:t,title:t5[t]}}function Ki(e){if(!Number.isFinite(e))return"";let n=new Date(e*1e3),t=r=>String(r).padStart(2,"0");return`${n.getFullYear()}-${t(n.getMonth()+1)}-${t(n.getDate())} ${t(n.getHours())}:${t(n.getMinutes())}`}function De(e){return typeof e=="number"&&Number.isFinite(e)?`${(e*100).toFixed(1)}%`:""}function me(e){return(e*100).toFixed(1).replace(/^-/,"\u2212")}function ji(e){return typeof e!="number"||!Number.isFinite(e)?"":`${me(e)} pp`}function ci(e,n=3){return typeof e!="number"||!Number.isFinite(e)?"":e.toFixed(n).replace(/^-/,"\u2212")}function We(e){if(typeof e!="number"||!Number.isFinite(e))return"";if(e<1e-6)return"<1e\u22126";if(e<.001){let[n,t]=e.toExponential(1).split("e");return n5(`${Number(n)}e${Number(t)}`)}return String(Number(e.toPrecision(2)))}function qi(e){let n=We(e);return n.startsWith("<")?`p${n}`:`p=${n}`}function n5(e){return e.replace(/^-/,"\u2212").replace(/e-/,"e\u2212")}function st(e,n,t){return`${e}${n===e?"":` (${n})`}: ${t}`}function Ot(e,n,t=`${n}s`){return e===1?n:t}function Jt(e,n,t=`${n}s`){return`${E(e)} ${Ot(e,n,t)}`}function Oo(e){return`${Number((e*100).toPrecision(3))}%`}function Io(e){return e===null||!Number.isFinite(e)?e===1/0?"none":"\u2014":`${me(e)} pp`}function hr(e,n,t="examples of this group",r=Io){let i=e.mde===1/0?"cannot see any gap":`sees a gap of ${r(e.mde)} or more`,s=e.more!==null&&Number.isFinite(e.more)&&e.more>0?` About ${E(Math.ceil(e.more))} more ${t} would see ${r(n.minGap)}.`:"";return`Low power: this test ${i} (${Oo(n.power)} power at the ${Oo(n.level)} level), larger than the smallest gap that matters (${r(n.minGap)}): no significant gap here does not mean there is none.${s}`}function cn(e){return typeof e.power=="number"&&typeof e.min_gap=="number"?{power:e.power,minGap:e.min_gap,level:e.level}:null}function Ui(e,n,t,r="cell",i=Io){if(t===null||e===0)return"";let s=n===1?r:`${r}s`;return`low power: ${E(e)} of ${E(n)} ${s} with a p-value could not have seen a gap of ${i(t.minGap)} (${Oo(t.power)} power at the ${Oo(t.level)} level), so their missing \u2605 is not a finding`}function f$(e,n,t=Io){return`This test detects gaps of ${t(e)} or more (${Oo(n.power)} power at the ${Oo(n.level)} level)`}function zo(e,n,t,r){let{a:i,b:s,metric:o}=n,a=n.metricTitle?`${n.metricTitle}, `:"the metric ",l=(u,c,d)=>({name:u,sub:c,title:st(u,e,d)});switch(e){case"label":return l("label","","the predicted label y");case"count":return l("count","c(y)","c(y), the examples where the label is predicted");case"count_a":return l("with A",i,`c(a, y), the examples with identity A (${i}) and the label`);case"count_b":return l("with B",s,`c(b, y), the examples with ${s==="rest"?"the other identities (B: rest)":`identity B (${s})`} and the label`);case"value_a":return l(`${o} A`,`${o}(${i})`,`${o}(${i}, y): ${a}for identity A and the label`);case"value_b":return l(`${o} B`,`${o}(${s})`,`${o}(${s}, y): ${a}for identity B and the label`);case"gap":return l("gap","A \u2212 B",`${o}(${i}, y) \u2212 ${o}(${s}, y)`);case"bound":return l("interval",`${mr(t)} \xB7 by bound`,`the gap's ${mr(t)} interval [lower, upper]; the dashed line is 0. Sorts by the conservative bound: the end of the interval nearest zero (0 when it holds 0), so large and certain gaps come first; undefined and insufficient rows last`);case"p_value":return l("p","gap = 0",'the two-sided p-value for "the gap is 0"; undefined and insufficient rows last');case"significant":return l("\u2605","",`significant after Benjamini-Hochberg at FDR ${mr(r)}`)}}function mr(e){return`${Number((e*100).toPrecision(4))}%`}function h$(e){return e.replace(/^-/,"\u2212").replace(/e-/,"e\u2212")}function Pl(e){if(e===0)return"0";let n=Math.abs(e);if(n>=.001&&n<1e5)return h$(String(Number(e.toPrecision(3))));let[t,r]=e.toExponential(2).split("e");return h$(`${Number(t)}e${Number(r)}`)}function r5(e){return e==="dp"?Io:n=>n===null||!Number.isFinite(n)?Io(n):Pl(n)}function Al(e){let n=cn(e);return n===null?null:{settings:n,gapText:r5(e.metric)}}function g$(e,n){let t=e.p_value[n];return e.underpowered?.[n]===!0&&e.significant?.[n]!==!0&&typeof t=="number"&&Number.isFinite(t)}function i5(e,n){return`[${Pl(e)}, ${Pl(n)}]`}function am(e){return`Insufficient: label seen fewer than ${e} times (or an identity is)`}function lp(e,n,t,r=null){let i=e.columns,s=i.lower[n],o=i.upper[n],a=typeof s=="number"&&typeof o=="number"&&Number.isFinite(s)&&Number.isFinite(o),l=e.states.gap[n],u=typeof i.gap[n]=="number"&&Number.isFinite(i.gap[n]),c=$=>typeof $=="number"&&Number.isFinite($),d=l==="+inf"&&c(s)?`[${Pl(s)}, +\u221E)`:l==="-inf"&&c(o)?`(\u2212\u221E, ${Pl(o)}]`:null,p=null;a||(d!==null?p="The gap is infinite (a count of zero): its interval is open on that side":l==="+inf"||l==="-inf"?p="Undefined: the gap is infinite, so it has no interval":u?p="Undefined: no variance (the standard error of the gap is zero or undefined)":p="Undefined: the gap itself is undefined");let f=i.insufficient[n]===!0,m=i.p_value[n],g=typeof m=="number"&&Number.isFinite(m),v,b;g?(v=We(m),b=`p = ${m} (two-sided, for gap = 0)`):f?(v="\u2014",b=am(t)):p!==null?(v="undefined",b=p):(v="\u2014",b="No p-value");let w=i.bound[n];return{interval:a?[s,o]:null,intervalText:a?i5(s,o):d??"undefined",intervalReason:p,p:g?m:null,pText:v,pTitle:b,bound:typeof w=="number"&&Number.isFinite(w)?w:null,significant:i.significant[n]===!0,insufficient:f,lowPower:r!==null&&g$(i,n)?hr({mde:i.mde?.[n]??null,more:i.more_examples?.[n]??null,underpowered:!0},r.settings,"examples in the report (every identity in proportion)",r.gapText):null}}function m$(e,n){let t=Math.min(e.length-1,Math.max(0,Math.round(n*(e.length-1))));return e[t]}function b$(e){let n=u=>{let c=[],d=[],{lower:p,upper:f,insufficient:m}=e.columns;for(let g=0;g<e.rows;g++){if(u&&m[g]===!0)continue;let v=p[g],b=f[g];typeof v=="number"&&typeof b=="number"&&Number.isFinite(v)&&Number.isFinite(b)&&(c.push(v),d.push(b))}return[c,d]},[t,r]=n(!0);if(t.length===0&&([t,r]=n(!1)),t.length===0)return[-1,1];let i=Float64Array.from(t).sort(),s=Float64Array.from(r).sort(),o=t.length>=50?.025:0,a=Math.min(0,m$(i,o)),l=Math.max(0,m$(s,1-o));return a===l&&(a-=1,l+=1),[a,l]}function up(e){let n=fr(e.columns.p_value),t=r=>`${r} row${r===1?"":"s"}`;return{interval:`Whiskers: the gap's ${mr(e.level)} interval (delta method / Newcombe, see the docs)`,significance:No({q:e.fdr,significant:e.significant,tested:n,unit:"row"}),insufficient:`grey: insufficient (${t(e.insufficient)}: the label or an identity seen fewer than ${e.min_count} times; no p-value)`,overlap:e.overlap_known?null:"This report was written before version 2: intervals assume the identities never overlap",lowPower:s5(e,n)}}function s5(e,n){let t=e.metric===void 0?null:Al({metric:e.metric,power:e.power,min_gap:e.min_gap,level:e.level});if(t===null||e.columns.underpowered===void 0)return"";let r=0;for(let i=0;i<e.rows;i++)g$(e.columns,i)&&r++;return Ui(r,n,t.settings,"row",t.gapText)}function y$(e){return Math.min(40,Math.max(5,Math.ceil(Math.sqrt(e))))}function o5(e,n){if(e.length===0)return[];let t=1/0,r=-1/0;for(let o of e)o<t&&(t=o),o>r&&(r=o);if(t===r)return[{x0:t-.5,x1:r+.5,count:e.length}];let i=(r-t)/n,s=[];for(let o=0;o<n;o++)s.push({x0:t+o*i,x1:o===n-1?r:t+(o+1)*i,count:0});for(let o of e){let a=Math.min(n-1,Math.max(0,Math.floor((o-t)/i)));s[a].count++}return s}function lm(e,n,t){let r=[],i={posInf:0,negInf:0,undefined:0};for(let s=0;s<n.length;s++){let o=Ns(e,"gap",n[s]);Number.isFinite(o)?r.push(o):o===1/0?i.posInf++:o===-1/0?i.negInf++:i.undefined++}return{bins:o5(r,t??y$(r.length)),finite:r.length,nonFinite:i}}function v$(e){let n=e.length;return n===0?null:n%2?e[(n-1)/2]:(e[n/2-1]+e[n/2])/2}function cp(e,n,t,r){let i=Math.min(Math.max(0,Math.floor(t)),n.length),s=new Float64Array(n.length),o=1/0,a=-1/0;for(let p=0;p<n.length;p++){let f=Ns(e,"count",n[p]),m=f>0&&Number.isFinite(f)?Math.log10(f):NaN;s[p]=m,m<o&&(o=m),m>a&&(a=m)}let l=[],u=[],c=0;for(let p=0;p<n.length;p++){if(Number.isNaN(s[p])){p<i&&c++;continue}let f=Ns(e,"count",n[p]);u.push(f),p<i&&l.push(f)}let d=[];if(u.length){let p=o===a?1:r??Math.min(30,y$(u.length)),[f,m]=o===a?[o-.5,a+.5]:[o,a],g=(m-f)/p;for(let v=0;v<p;v++)d.push({x0:10**(f+v*g),x1:10**(v===p-1?m:f+(v+1)*g),top:0,all:0});for(let v=0;v<n.length;v++){let b=s[v];if(Number.isNaN(b))continue;let w=Math.min(p-1,Math.max(0,Math.floor((b-f)/g)));d[w].all++,v<i&&d[w].top++}}return l.sort((p,f)=>p-f),u.sort((p,f)=>p-f),{bins:d,k:i,topShown:l.length,allShown:u.length,zero:c,topMedian:v$(l),allMedian:v$(u)}}var Os="#f57c00",Bo=340,a5="#303030",w$=z`
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
    --accent: ${ct(Os)};
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
    --bg: ${ct(a5)};
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
`,U=z`
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
`,x$=z`
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
`,Gi=z`
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
`,Is=z`
  :host {
    display: flex;
    flex-direction: column;
    flex: 1;
    min-height: 0;
    gap: 10px;
  }
`,um=z`
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
`,zs=z`
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
`,ot=z`
  .stale {
    opacity: 0.55;
    transition: opacity 0.15s 0.2s;
  }
`,gr=z`
  ${Is}
  ${um}
  ${zs}
  .main {
    display: flex;
    gap: 16px;
    align-items: flex-start;
  }
`,je=z`
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
`,pp=z`
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
`,Ie=z`
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
`,Bs={negligible:"#cfd8dc",small:"#ffcc80",medium:Os,large:"#b71c1c"},dp=[U,je,Ie,Gi,ot,z`
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
  `];var br={report:{attribute:!1},info:{attribute:!1},declaration:{attribute:!1},params:{attribute:!1}};function $$(e,n){e.dispatchEvent(new CustomEvent("view-status",{detail:n,bubbles:!0,composed:!0}))}function ze(e,n){e.dispatchEvent(new CustomEvent("view-params",{detail:n,bubbles:!0,composed:!0}))}function xn(e,n){e.dispatchEvent(new CustomEvent("report-change",{detail:n,bubbles:!0,composed:!0}))}function It(e){return e instanceof Error?e.message:String(e)}function Wi(e,n,t="text/csv;charset=utf-8"){let r=URL.createObjectURL(new Blob([e],{type:t})),i=document.createElement("a");i.href=r,i.download=n,i.rel="noopener",i.click(),setTimeout(()=>URL.revokeObjectURL(r),1e4)}var Ho={api:{attribute:!1},tag:{attribute:!1},kind:{attribute:!1},kindTitle:{attribute:!1},declaration:{attribute:!1},runs:{attribute:!1},run:{attribute:!1},step:{attribute:!1},options:{attribute:!1},params:{attribute:!1}},Le=class{constructor(n,t){this.host=n;this.requests=t;this.status="loading";this.error=null;n.addController(this)}get loading(){return this.status==="loading"}hostDisconnected(){for(let n of this.requests)n.cancel()}start(){this.set("loading")}ready(){this.error=null,this.set("ready")}fail(n){this.error=It(n),this.set("error")}async run(n,t,r){this.start();try{return await n.run(t)}catch(i){return r(),this.fail(i),re}}set(n){this.status=n,$$(this.host,n),this.host.requestUpdate()}renderError(n,t){return this.status!=="error"?y:h`<div class="message error" role="alert">
      <h2>${n}</h2>
      <div class="text">${this.error}</div>
      ${t.map(r=>h`<button class="primary link" name=${r.name??y} @click=${r.run}>${r.label}</button>`)}
    </div>`}renderContent(n,t,r){return n!==null?t(n):this.loading?h`<div class="loading">${r}</div>`:y}renderCsvButton(n,t,r,i,s="Download CSV"){return h`<button
      class="primary"
      name=${n}
      ?disabled=${!t||this.loading}
      title=${i??y}
      @click=${r}
    >
      ${s}
    </button>`}},$n=class{constructor(n,t,r){this.host=n;this.api=t;this.declaration=r;this.pending=null;this.error=null;this.request=new ie;n.addController(this)}hostDisconnected(){this.request.cancel()}async download(n,t,r,i){t.table!==null&&(t={...t,table:Vx(this.declaration(),t.table)}),this.pending=n,this.error=null,this.host.requestUpdate();let s;try{s=await this.request.run(o=>this.api().tableCsv(t,o))}catch(o){this.error=It(o),this.pending=null,this.host.requestUpdate();return}if(s!==re){if(this.pending=null,i){let o=tp(s,i.column,i.keys);if(o===null){this.error=`the table has no ${i.column} column to pick the rows shown by`,this.host.requestUpdate();return}s=o}this.host.requestUpdate(),Wi(s,r)}}renderError(){return this.error===null?y:h`<div class="download-error message error" role="alert" title=${this.error}>Could not download the CSV: ${this.error}</div>`}};function Yi(e,n,t,r){return h`<span class="shown">showing <b>${E(e)}</b> of ${E(n)}${` ${t}`}${r?h` ${r}`:y}</span>`}function vr(e,n){return!e||e.run!==n.run||e.tag!==n.tag||e.step!==n.step}function yr(e,n,t){return t.step===null&&e!=null&&n!==null&&e.max_step!==n.max_step}function l5(e){return e.trim()===""?null:Number(e)}function vt(e,n,t){let r=l5(t);return _e(e,n,r)?r:null}function Pt(e,n){let t=Ds(e,n);return t?`Not ${t}: ignored`:`Not a value of ${n} the server declares: ignored`}function pt(e,n){let t=Ae(e,n);return{min:t?.minimum==null?void 0:String(t.minimum),max:t?.maximum==null?void 0:String(t.maximum)}}function wr(e){return h`<label class="field">
    <span class="name" title=${e.title}>${e.label}</span>
    <input
      type="number"
      name=${e.name}
      min=${e.min??y}
      max=${e.max??y}
      step=${e.step}
      inputmode=${e.decimal?"decimal":y}
      class=${e.invalid?"invalid":""}
      aria-invalid=${e.invalid?"true":"false"}
      title=${e.title}
      .value=${e.text}
      @input=${n=>e.onInput(n.target.value)}
    />
  </label>`}function fp(e,n,t,r){let i=vt(e,"fdr",n)===null;return wr({label:le(e,"fdr","FDR"),name:"fdr",text:n,invalid:i,title:i?Pt(e,"fdr"):`${t}. ${se(e,"fdr")}`,...pt(e,"fdr"),step:"0.01",decimal:!0,onInput:r})}var _$=z`
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
`;function Ml(e){return h`<span class="star">${e.slice(0,1)}</span>${e.slice(1)}`}function pn(e,n){return h`<div class=${e} data-significant=${n.significant} data-q=${n.q??y}>
    ${Ml(No(n))}
  </div>`}var Vo=z`
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
`;function S$(e,n,t){let r=new Map(e.identities.map(o=>[o.name,o.count])),i=o=>r.has(o)?h` (${E(r.get(o))})`:y,s=e.identities.filter(o=>o.name!==e.a).length;return h`<div class="summary" data-shown=${t} data-total=${e.rows}>
      ${n?h`<span class="description">${n}</span>`:y}
      <span><b>N</b> = ${E(e.n)} examples · step ${e.step}</span>
      ${Yi(t,e.rows,e.rows===1?"label":"labels")}
      <span
        >A = <b>${e.a}</b>${i(e.a)} vs B =
        ${e.b===null?h`<b>rest</b> <span class="muted">(mean over ${s} other identit${s===1?"y":"ies"})</span>`:h`<b>${e.b}</b>${i(e.b)}`}</span
      >
      ${e.excluded_labels.length?h`<span class="muted" title="Identities that are predicted labels are left out of the rows"
            >not ranked: ${e.excluded_labels.join(", ")}</span
          >`:y}
    </div>`}function k$(e,n){let t=n??up(e);return h`<div class="legend" data-significant=${e.significant} data-insufficient=${e.insufficient}>
      <span class="interval">${t.interval}</span>
      <span class="significance">${Ml(t.significance)}</span>
      ${t.lowPower?h`<span class="low-power-note" data-role="low-power">○ ${t.lowPower}</span>`:y}
      <span class="insufficient"><span class="grey"></span>${t.insufficient}</span>
      ${t.overlap?h`<span class="warning" role="note">⚠ ${t.overlap}</span>`:y}
    </div>`}function zt(e,n){return e==null||n==null?NaN:e<n?-1:e>n?1:e>=n?0:NaN}function di(e,n){return e==null||n==null?NaN:n<e?-1:n>e?1:n>=e?0:NaN}function Uo(e){let n,t,r;e.length!==2?(n=zt,t=(a,l)=>zt(e(a),l),r=(a,l)=>e(a)-l):(n=e===zt||e===di?e:u5,t=e,r=e);function i(a,l,u=0,c=a.length){if(u<c){if(n(l,l)!==0)return c;do{let d=u+c>>>1;t(a[d],l)<0?u=d+1:c=d}while(u<c)}return u}function s(a,l,u=0,c=a.length){if(u<c){if(n(l,l)!==0)return c;do{let d=u+c>>>1;t(a[d],l)<=0?u=d+1:c=d}while(u<c)}return u}function o(a,l,u=0,c=a.length){let d=i(a,l,u,c-1);return d>u&&r(a[d-1],l)>-r(a[d],l)?d-1:d}return{left:i,center:o,right:s}}function u5(){return 0}function T$(e){return e===null?NaN:+e}function*c5(e,n){if(n===void 0)for(let t of e)t!=null&&(t=+t)>=t&&(yield t);else{let t=-1;for(let r of e)(r=n(r,++t,e))!=null&&(r=+r)>=r&&(yield r)}}var C$=Uo(zt),Go=C$.right,_V=C$.left,SV=Uo(T$).center;var kV=R$(E$),TV=R$(p5);function R$(e){return function(n,t,r=t){if(!((t=+t)>=0))throw new RangeError("invalid rx");if(!((r=+r)>=0))throw new RangeError("invalid ry");let{data:i,width:s,height:o}=n;if(!((s=Math.floor(s))>=0))throw new RangeError("invalid width");if(!((o=Math.floor(o!==void 0?o:i.length/s))>=0))throw new RangeError("invalid height");if(!s||!o||!t&&!r)return n;let a=t&&e(t),l=r&&e(r),u=i.slice();return a&&l?(Fo(a,u,i,s,o),Fo(a,i,u,s,o),Fo(a,u,i,s,o),Ko(l,i,u,s,o),Ko(l,u,i,s,o),Ko(l,i,u,s,o)):a?(Fo(a,i,u,s,o),Fo(a,u,i,s,o),Fo(a,i,u,s,o)):l&&(Ko(l,i,u,s,o),Ko(l,u,i,s,o),Ko(l,i,u,s,o)),n}}function Fo(e,n,t,r,i){for(let s=0,o=r*i;s<o;)e(n,t,s,s+=r,1)}function Ko(e,n,t,r,i){for(let s=0,o=r*i;s<r;++s)e(n,t,s,s+o,r)}function p5(e){let n=E$(e);return(t,r,i,s,o)=>{i<<=2,s<<=2,o<<=2,n(t,r,i+0,s+0,o),n(t,r,i+1,s+1,o),n(t,r,i+2,s+2,o),n(t,r,i+3,s+3,o)}}function E$(e){let n=Math.floor(e);if(n===e)return d5(e);let t=e-n,r=2*e+1;return(i,s,o,a,l)=>{if(!((a-=l)>=o))return;let u=n*s[o],c=l*n,d=c+l;for(let p=o,f=o+c;p<f;p+=l)u+=s[Math.min(a,p)];for(let p=o,f=a;p<=f;p+=l)u+=s[Math.min(a,p+c)],i[p]=(u+t*(s[Math.max(o,p-d)]+s[Math.min(a,p+d)]))/r,u-=s[Math.max(o,p-c)]}}function d5(e){let n=2*e+1;return(t,r,i,s,o)=>{if(!((s-=o)>=i))return;let a=e*r[i],l=o*e;for(let u=i,c=i+l;u<c;u+=o)a+=r[Math.min(s,u)];for(let u=i,c=s;u<=c;u+=o)a+=r[Math.min(s,u+l)],t[u]=a/n,a-=r[Math.max(i,u-l)]}}function dm(e,n){let t=0;if(n===void 0)for(let r of e)r!=null&&(r=+r)>=r&&++t;else{let r=-1;for(let i of e)(i=n(i,++r,e))!=null&&(i=+i)>=i&&++t}return t}function f5(e){return e.length|0}function h5(e){return!(e>0)}function m5(e){return typeof e!="object"||"length"in e?e:Array.from(e)}function g5(e){return n=>e(...n)}function P$(...e){let n=typeof e[e.length-1]=="function"&&g5(e.pop());e=e.map(m5);let t=e.map(f5),r=e.length-1,i=new Array(r+1).fill(0),s=[];if(r<0||t.some(h5))return s;for(;;){s.push(i.map((a,l)=>e[l][a]));let o=r;for(;++i[o]===t[o];){if(o===0)return n?s.map(n):s;i[o--]=0}}}function A$(e,n){var t=0,r=0;return Float64Array.from(e,n===void 0?i=>t+=+i||0:i=>t+=+n(i,r++,e)||0)}function fm(e,n){let t=0,r,i=0,s=0;if(n===void 0)for(let o of e)o!=null&&(o=+o)>=o&&(r=o-i,i+=r/++t,s+=r*(o-i));else{let o=-1;for(let a of e)(a=n(a,++o,e))!=null&&(a=+a)>=a&&(r=a-i,i+=r/++t,s+=r*(a-i))}if(t>1)return s/(t-1)}function hm(e,n){let t=fm(e,n);return t&&Math.sqrt(t)}function At(e,n){let t,r;if(n===void 0)for(let i of e)i!=null&&(t===void 0?i>=i&&(t=r=i):(t>i&&(t=i),r<i&&(r=i)));else{let i=-1;for(let s of e)(s=n(s,++i,e))!=null&&(t===void 0?s>=s&&(t=r=s):(t>s&&(t=s),r<s&&(r=s)))}return[t,r]}var _n=class{constructor(){this._partials=new Float64Array(32),this._n=0}add(n){let t=this._partials,r=0;for(let i=0;i<this._n&&i<32;i++){let s=t[i],o=n+s,a=Math.abs(n)<Math.abs(s)?n-(o-s):s-(o-n);a&&(t[r++]=a),n=o}return t[r]=n,this._n=r+1,this}valueOf(){let n=this._partials,t=this._n,r,i,s,o=0;if(t>0){for(o=n[--t];t>0&&(r=o,i=n[--t],o=r+i,s=i-(o-r),!s););t>0&&(s<0&&n[t-1]<0||s>0&&n[t-1]>0)&&(i=s*2,r=o+i,i==r-o&&(o=r))}return o}};var Sn=class extends Map{constructor(n,t=L$){if(super(),Object.defineProperties(this,{_intern:{value:new Map},_key:{value:t}}),n!=null)for(let[r,i]of n)this.set(r,i)}get(n){return super.get(cm(this,n))}has(n){return super.has(cm(this,n))}set(n,t){return super.set(M$(this,n),t)}delete(n){return super.delete(D$(this,n))}},xr=class extends Set{constructor(n,t=L$){if(super(),Object.defineProperties(this,{_intern:{value:new Map},_key:{value:t}}),n!=null)for(let r of n)this.add(r)}has(n){return super.has(cm(this,n))}add(n){return super.add(M$(this,n))}delete(n){return super.delete(D$(this,n))}};function cm({_intern:e,_key:n},t){let r=n(t);return e.has(r)?e.get(r):t}function M$({_intern:e,_key:n},t){let r=n(t);return e.has(r)?e.get(r):(e.set(r,t),t)}function D$({_intern:e,_key:n},t){let r=n(t);return e.has(r)&&(t=e.get(r),e.delete(r)),t}function L$(e){return e!==null&&typeof e=="object"?e.valueOf():e}function pm(e){return e}function Hs(e,...n){return mm(e,pm,pm,n)}function fi(e,n,...t){return mm(e,pm,n,t)}function N$(e,n,...t){return mm(e,Array.from,n,t)}function mm(e,n,t,r){return(function i(s,o){if(o>=r.length)return t(s);let a=new Sn,l=r[o++],u=-1;for(let c of s){let d=l(c,++u,s),p=a.get(d);p?p.push(c):a.set(d,[c])}for(let[c,d]of a)a.set(c,i(d,o));return n(a)})(e,0)}function b5(e,n){return Array.from(n,t=>e[t])}function jo(e,...n){if(typeof e[Symbol.iterator]!="function")throw new TypeError("values is not iterable");e=Array.from(e);let[t]=n;if(t&&t.length!==2||n.length>1){let r=Uint32Array.from(e,(i,s)=>s);return n.length>1?(n=n.map(i=>e.map(i)),r.sort((i,s)=>{for(let o of n){let a=hp(o[i],o[s]);if(a)return a}})):(t=e.map(t),r.sort((i,s)=>hp(t[i],t[s]))),b5(e,r)}return e.sort(O$(t))}function O$(e=zt){if(e===zt)return hp;if(typeof e!="function")throw new TypeError("compare is not a function");return(n,t)=>{let r=e(n,t);return r||r===0?r:(e(t,t)===0)-(e(n,n)===0)}}function hp(e,n){return(e==null||!(e>=e))-(n==null||!(n>=n))||(e<n?-1:e>n?1:0)}function gp(e,n,t){return(n.length!==2?jo(fi(e,n,t),(([r,i],[s,o])=>zt(i,o)||zt(r,s))):jo(Hs(e,t),(([r,i],[s,o])=>n(i,o)||zt(r,s)))).map(([r])=>r)}var v5=Array.prototype,CV=v5.slice;var y5=Math.sqrt(50),w5=Math.sqrt(10),x5=Math.sqrt(2);function mp(e,n,t){let r=(n-e)/Math.max(0,t),i=Math.floor(Math.log10(r)),s=r/Math.pow(10,i),o=s>=y5?10:s>=w5?5:s>=x5?2:1,a,l,u;return i<0?(u=Math.pow(10,-i)/o,a=Math.round(e*u),l=Math.round(n*u),a/u<e&&++a,l/u>n&&--l,u=-u):(u=Math.pow(10,i)*o,a=Math.round(e/u),l=Math.round(n/u),a*u<e&&++a,l*u>n&&--l),l<a&&.5<=t&&t<2?mp(e,n,t*2):[a,l,u]}function Xi(e,n,t){if(n=+n,e=+e,t=+t,!(t>0))return[];if(e===n)return[e];let r=n<e,[i,s,o]=r?mp(n,e,t):mp(e,n,t);if(!(s>=i))return[];let a=s-i+1,l=new Array(a);if(r)if(o<0)for(let u=0;u<a;++u)l[u]=(s-u)/-o;else for(let u=0;u<a;++u)l[u]=(s-u)*o;else if(o<0)for(let u=0;u<a;++u)l[u]=(i+u)/-o;else for(let u=0;u<a;++u)l[u]=(i+u)*o;return l}function qo(e,n,t){return n=+n,e=+e,t=+t,mp(e,n,t)[2]}function Ll(e,n,t){n=+n,e=+e,t=+t;let r=n<e,i=r?qo(n,e,t):qo(e,n,t);return(r?-1:1)*(i<0?1/-i:i)}function I$(e){return Math.max(1,Math.ceil(Math.log(dm(e))/Math.LN2)+1)}function Ft(e,n){let t;if(n===void 0)for(let r of e)r!=null&&(t<r||t===void 0&&r>=r)&&(t=r);else{let r=-1;for(let i of e)(i=n(i,++r,e))!=null&&(t<i||t===void 0&&i>=i)&&(t=i)}return t}function z$(e,n){let t,r=-1,i=-1;if(n===void 0)for(let s of e)++i,s!=null&&(t<s||t===void 0&&s>=s)&&(t=s,r=i);else for(let s of e)(s=n(s,++i,e))!=null&&(t<s||t===void 0&&s>=s)&&(t=s,r=i);return r}function kn(e,n){let t;if(n===void 0)for(let r of e)r!=null&&(t>r||t===void 0&&r>=r)&&(t=r);else{let r=-1;for(let i of e)(i=n(i,++r,e))!=null&&(t>i||t===void 0&&i>=i)&&(t=i)}return t}function B$(e,n){let t,r=-1,i=-1;if(n===void 0)for(let s of e)++i,s!=null&&(t>s||t===void 0&&s>=s)&&(t=s,r=i);else for(let s of e)(s=n(s,++i,e))!=null&&(t>s||t===void 0&&s>=s)&&(t=s,r=i);return r}function H$(e,n,t=0,r=1/0,i){if(n=Math.floor(n),t=Math.floor(Math.max(0,t)),r=Math.floor(Math.min(e.length-1,r)),!(t<=n&&n<=r))return e;for(i=i===void 0?hp:O$(i);r>t;){if(r-t>600){let l=r-t+1,u=n-t+1,c=Math.log(l),d=.5*Math.exp(2*c/3),p=.5*Math.sqrt(c*d*(l-d)/l)*(u-l/2<0?-1:1),f=Math.max(t,Math.floor(n-u*d/l+p)),m=Math.min(r,Math.floor(n+(l-u)*d/l+p));H$(e,n,f,m,i)}let s=e[n],o=t,a=r;for(Dl(e,t,n),i(e[r],s)>0&&Dl(e,t,r);o<a;){for(Dl(e,o,a),++o,--a;i(e[o],s)<0;)++o;for(;i(e[a],s)>0;)--a}i(e[t],s)===0?Dl(e,t,a):(++a,Dl(e,a,r)),a<=n&&(t=a+1),n<=a&&(r=a-1)}return e}function Dl(e,n,t){let r=e[n];e[n]=e[t],e[t]=r}function gm(e,n=zt){let t,r=!1;if(n.length===1){let i;for(let s of e){let o=n(s);(r?zt(o,i)>0:zt(o,o)===0)&&(t=s,i=o,r=!0)}}else for(let i of e)(r?n(i,t)>0:n(i,i)===0)&&(t=i,r=!0);return t}function pi(e,n,t){if(e=Float64Array.from(c5(e,t)),!(!(r=e.length)||isNaN(n=+n))){if(n<=0||r<2)return kn(e);if(n>=1)return Ft(e);var r,i=(r-1)*n,s=Math.floor(i),o=Ft(H$(e,s).subarray(0,s+1)),a=kn(e.subarray(s+1));return o+(a-o)*(i-s)}}function V$(e,n,t=T$){if(!(!(r=e.length)||isNaN(n=+n))){if(n<=0||r<2)return+t(e[0],0,e);if(n>=1)return+t(e[r-1],r-1,e);var r,i=(r-1)*n,s=Math.floor(i),o=+t(e[s],s,e),a=+t(e[s+1],s+1,e);return o+(a-o)*(i-s)}}function F$(e,n,t){let r=dm(e),i=pi(e,.75)-pi(e,.25);return r&&i?Math.ceil((t-n)/(2*i*Math.pow(r,-1/3))):1}function bm(e,n,t){let r=dm(e),i=hm(e);return r&&i?Math.ceil((t-n)*Math.cbrt(r)/(3.49*i)):1}function K$(e,n){let t=0,r=0;if(n===void 0)for(let i of e)i!=null&&(i=+i)>=i&&(++t,r+=i);else{let i=-1;for(let s of e)(s=n(s,++i,e))!=null&&(s=+s)>=s&&(++t,r+=s)}if(t)return r/t}function Nl(e,n){return pi(e,.5,n)}function*$5(e){for(let n of e)yield*n}function vm(e){return Array.from($5(e))}function j$(e,n){let t=new Sn;if(n===void 0)for(let s of e)s!=null&&s>=s&&t.set(s,(t.get(s)||0)+1);else{let s=-1;for(let o of e)(o=n(o,++s,e))!=null&&o>=o&&t.set(o,(t.get(o)||0)+1)}let r,i=0;for(let[s,o]of t)o>i&&(i=o,r=s);return r}function q$(e,n=_5){let t=[],r,i=!1;for(let s of e)i&&t.push(n(r,s)),r=s,i=!0;return t}function _5(e,n){return[e,n]}function Wo(e,n,t){e=+e,n=+n,t=(i=arguments.length)<2?(n=e,e=0,1):i<3?1:+t;for(var r=-1,i=Math.max(0,Math.ceil((n-e)/t))|0,s=new Array(i);++r<i;)s[r]=e+r*t;return s}var RV=S5(Math.random);function S5(e){return function(t,r=0,i=t.length){let s=i-(r=+r);for(;s;){let o=e()*s--|0,a=t[s+r];t[s+r]=t[o+r],t[o+r]=a}return t}}function Jn(e,n){let t=0;if(n===void 0)for(let r of e)(r=+r)&&(t+=r);else{let r=-1;for(let i of e)(i=+n(i,++r,e))&&(t+=i)}return t}function Yo(e){if(typeof e[Symbol.iterator]!="function")throw new TypeError("values is not iterable");return Array.from(e).reverse()}function k5(e){return e}var ym=1,wm=2,xm=3,bp=4,U$=1e-6;function T5(e){return"translate("+e+",0)"}function C5(e){return"translate(0,"+e+")"}function R5(e){return n=>+e(n)}function E5(e,n){return n=Math.max(0,e.bandwidth()-n*2)/2,e.round()&&(n=Math.round(n)),t=>+e(t)+n}function P5(){return!this.__axis}function A5(e,n){var t=[],r=null,i=null,s=6,o=6,a=3,l=typeof window<"u"&&window.devicePixelRatio>1?0:.5,u=e===ym||e===bp?-1:1,c=e===bp||e===wm?"x":"y",d=e===ym||e===xm?T5:C5;function p(f){var m=r??(n.ticks?n.ticks.apply(n,t):n.domain()),g=i??(n.tickFormat?n.tickFormat.apply(n,t):k5),v=Math.max(s,0)+a,b=n.range(),w=+b[0]+l,$=+b[b.length-1]+l,x=(n.bandwidth?E5:R5)(n.copy(),l),T=f.selection?f.selection():f,_=T.selectAll(".domain").data([null]),S=T.selectAll(".tick").data(m,n).order(),C=S.exit(),A=S.enter().append("g").attr("class","tick"),N=S.select("line"),M=S.select("text");_=_.merge(_.enter().insert("path",".tick").attr("class","domain").attr("stroke","currentColor")),S=S.merge(A),N=N.merge(A.append("line").attr("stroke","currentColor").attr(c+"2",u*s)),M=M.merge(A.append("text").attr("fill","currentColor").attr(c,u*v).attr("dy",e===ym?"0em":e===xm?"0.71em":"0.32em")),f!==T&&(_=_.transition(f),S=S.transition(f),N=N.transition(f),M=M.transition(f),C=C.transition(f).attr("opacity",U$).attr("transform",function(L){return isFinite(L=x(L))?d(L+l):this.getAttribute("transform")}),A.attr("opacity",U$).attr("transform",function(L){var q=this.parentNode.__axis;return d((q&&isFinite(q=q(L))?q:x(L))+l)})),C.remove(),_.attr("d",e===bp||e===wm?o?"M"+u*o+","+w+"H"+l+"V"+$+"H"+u*o:"M"+l+","+w+"V"+$:o?"M"+w+","+u*o+"V"+l+"H"+$+"V"+u*o:"M"+w+","+l+"H"+$),S.attr("opacity",1).attr("transform",function(L){return d(x(L)+l)}),N.attr(c+"2",u*s),M.attr(c,u*v).text(g),T.filter(P5).attr("fill","none").attr("font-size",10).attr("font-family","sans-serif").attr("text-anchor",e===wm?"start":e===bp?"end":"middle"),T.each(function(){this.__axis=x})}return p.scale=function(f){return arguments.length?(n=f,p):n},p.ticks=function(){return t=Array.from(arguments),p},p.tickArguments=function(f){return arguments.length?(t=f==null?[]:Array.from(f),p):t.slice()},p.tickValues=function(f){return arguments.length?(r=f==null?null:Array.from(f),p):r&&r.slice()},p.tickFormat=function(f){return arguments.length?(i=f,p):i},p.tickSize=function(f){return arguments.length?(s=o=+f,p):s},p.tickSizeInner=function(f){return arguments.length?(s=+f,p):s},p.tickSizeOuter=function(f){return arguments.length?(o=+f,p):o},p.tickPadding=function(f){return arguments.length?(a=+f,p):a},p.offset=function(f){return arguments.length?(l=+f,p):l},p}function G$(e){return A5(xm,e)}var $m="http://www.w3.org/1999/xhtml",Ji={svg:"http://www.w3.org/2000/svg",xhtml:$m,xlink:"http://www.w3.org/1999/xlink",xml:"http://www.w3.org/XML/1998/namespace",xmlns:"http://www.w3.org/2000/xmlns/"};function W$(e){var n=e+="",t=n.indexOf(":");return t>=0&&(n=e.slice(0,t))!=="xmlns"&&(e=e.slice(t+1)),Ji.hasOwnProperty(n)?{space:Ji[n],local:e}:e}function M5(e){return function(){var n=this.ownerDocument,t=this.namespaceURI;return t===$m&&n.documentElement.namespaceURI===$m?n.createElement(e):n.createElementNS(t,e)}}function D5(e){return function(){return this.ownerDocument.createElementNS(e.space,e.local)}}function Xo(e){var n=W$(e);return(n.local?D5:M5)(n)}function L5(){}function Y$(e){return e==null?L5:function(){return this.querySelector(e)}}function N5(e){typeof e!="function"&&(e=Y$(e));for(var n=this._groups,t=n.length,r=new Array(t),i=0;i<t;++i)for(var s=n[i],o=s.length,a=r[i]=new Array(o),l,u,c=0;c<o;++c)(l=s[c])&&(u=e.call(l,l.__data__,c,s))&&("__data__"in l&&(u.__data__=l.__data__),a[c]=u);return new dn(r,this._parents)}function O5(e){return e==null?[]:Array.isArray(e)?e:Array.from(e)}function I5(){return[]}function z5(e){return e==null?I5:function(){return this.querySelectorAll(e)}}function B5(e){return function(){return O5(e.apply(this,arguments))}}function H5(e){typeof e=="function"?e=B5(e):e=z5(e);for(var n=this._groups,t=n.length,r=[],i=[],s=0;s<t;++s)for(var o=n[s],a=o.length,l,u=0;u<a;++u)(l=o[u])&&(r.push(e.call(l,l.__data__,u,o)),i.push(l));return new dn(r,i)}function V5(e){return function(){return this.matches(e)}}function X$(e){return function(n){return n.matches(e)}}var F5=Array.prototype.find;function K5(e){return function(){return F5.call(this.children,e)}}function j5(){return this.firstElementChild}function q5(e){return this.select(e==null?j5:K5(typeof e=="function"?e:X$(e)))}var U5=Array.prototype.filter;function G5(){return Array.from(this.children)}function W5(e){return function(){return U5.call(this.children,e)}}function Y5(e){return this.selectAll(e==null?G5:W5(typeof e=="function"?e:X$(e)))}function X5(e){typeof e!="function"&&(e=V5(e));for(var n=this._groups,t=n.length,r=new Array(t),i=0;i<t;++i)for(var s=n[i],o=s.length,a=r[i]=[],l,u=0;u<o;++u)(l=s[u])&&e.call(l,l.__data__,u,s)&&a.push(l);return new dn(r,this._parents)}function J$(e){return new Array(e.length)}function J5(){return new dn(this._enter||this._groups.map(J$),this._parents)}function vp(e,n){this.ownerDocument=e.ownerDocument,this.namespaceURI=e.namespaceURI,this._next=null,this._parent=e,this.__data__=n}vp.prototype={constructor:vp,appendChild:function(e){return this._parent.insertBefore(e,this._next)},insertBefore:function(e,n){return this._parent.insertBefore(e,n)},querySelector:function(e){return this._parent.querySelector(e)},querySelectorAll:function(e){return this._parent.querySelectorAll(e)}};function Z5(e){return function(){return e}}function Q5(e,n,t,r,i,s){for(var o=0,a,l=n.length,u=s.length;o<u;++o)(a=n[o])?(a.__data__=s[o],r[o]=a):t[o]=new vp(e,s[o]);for(;o<l;++o)(a=n[o])&&(i[o]=a)}function e4(e,n,t,r,i,s,o){var a,l,u=new Map,c=n.length,d=s.length,p=new Array(c),f;for(a=0;a<c;++a)(l=n[a])&&(p[a]=f=o.call(l,l.__data__,a,n)+"",u.has(f)?i[a]=l:u.set(f,l));for(a=0;a<d;++a)f=o.call(e,s[a],a,s)+"",(l=u.get(f))?(r[a]=l,l.__data__=s[a],u.delete(f)):t[a]=new vp(e,s[a]);for(a=0;a<c;++a)(l=n[a])&&u.get(p[a])===l&&(i[a]=l)}function t4(e){return e.__data__}function n4(e,n){if(!arguments.length)return Array.from(this,t4);var t=n?e4:Q5,r=this._parents,i=this._groups;typeof e!="function"&&(e=Z5(e));for(var s=i.length,o=new Array(s),a=new Array(s),l=new Array(s),u=0;u<s;++u){var c=r[u],d=i[u],p=d.length,f=r4(e.call(c,c&&c.__data__,u,r)),m=f.length,g=a[u]=new Array(m),v=o[u]=new Array(m),b=l[u]=new Array(p);t(c,d,g,v,b,f,n);for(var w=0,$=0,x,T;w<m;++w)if(x=g[w]){for(w>=$&&($=w+1);!(T=v[$])&&++$<m;);x._next=T||null}}return o=new dn(o,r),o._enter=a,o._exit=l,o}function r4(e){return typeof e=="object"&&"length"in e?e:Array.from(e)}function i4(){return new dn(this._exit||this._groups.map(J$),this._parents)}function s4(e,n,t){var r=this.enter(),i=this,s=this.exit();return typeof e=="function"?(r=e(r),r&&(r=r.selection())):r=r.append(e+""),n!=null&&(i=n(i),i&&(i=i.selection())),t==null?s.remove():t(s),r&&i?r.merge(i).order():i}function o4(e){for(var n=e.selection?e.selection():e,t=this._groups,r=n._groups,i=t.length,s=r.length,o=Math.min(i,s),a=new Array(i),l=0;l<o;++l)for(var u=t[l],c=r[l],d=u.length,p=a[l]=new Array(d),f,m=0;m<d;++m)(f=u[m]||c[m])&&(p[m]=f);for(;l<i;++l)a[l]=t[l];return new dn(a,this._parents)}function a4(){for(var e=this._groups,n=-1,t=e.length;++n<t;)for(var r=e[n],i=r.length-1,s=r[i],o;--i>=0;)(o=r[i])&&(s&&o.compareDocumentPosition(s)^4&&s.parentNode.insertBefore(o,s),s=o);return this}function l4(e){e||(e=u4);function n(d,p){return d&&p?e(d.__data__,p.__data__):!d-!p}for(var t=this._groups,r=t.length,i=new Array(r),s=0;s<r;++s){for(var o=t[s],a=o.length,l=i[s]=new Array(a),u,c=0;c<a;++c)(u=o[c])&&(l[c]=u);l.sort(n)}return new dn(i,this._parents).order()}function u4(e,n){return e<n?-1:e>n?1:e>=n?0:NaN}function c4(){var e=arguments[0];return arguments[0]=this,e.apply(null,arguments),this}function p4(){return Array.from(this)}function d4(){for(var e=this._groups,n=0,t=e.length;n<t;++n)for(var r=e[n],i=0,s=r.length;i<s;++i){var o=r[i];if(o)return o}return null}function f4(){let e=0;for(let n of this)++e;return e}function h4(){return!this.node()}function m4(e){for(var n=this._groups,t=0,r=n.length;t<r;++t)for(var i=n[t],s=0,o=i.length,a;s<o;++s)(a=i[s])&&e.call(a,a.__data__,s,i);return this}function g4(e){return function(){this.removeAttribute(e)}}function b4(e){return function(){this.removeAttributeNS(e.space,e.local)}}function v4(e,n){return function(){this.setAttribute(e,n)}}function y4(e,n){return function(){this.setAttributeNS(e.space,e.local,n)}}function w4(e,n){return function(){var t=n.apply(this,arguments);t==null?this.removeAttribute(e):this.setAttribute(e,t)}}function x4(e,n){return function(){var t=n.apply(this,arguments);t==null?this.removeAttributeNS(e.space,e.local):this.setAttributeNS(e.space,e.local,t)}}function $4(e,n){var t=W$(e);if(arguments.length<2){var r=this.node();return t.local?r.getAttributeNS(t.space,t.local):r.getAttribute(t)}return this.each((n==null?t.local?b4:g4:typeof n=="function"?t.local?x4:w4:t.local?y4:v4)(t,n))}function Z$(e){return e.ownerDocument&&e.ownerDocument.defaultView||e.document&&e||e.defaultView}function _4(e){return function(){this.style.removeProperty(e)}}function S4(e,n,t){return function(){this.style.setProperty(e,n,t)}}function k4(e,n,t){return function(){var r=n.apply(this,arguments);r==null?this.style.removeProperty(e):this.style.setProperty(e,r,t)}}function T4(e,n,t){return arguments.length>1?this.each((n==null?_4:typeof n=="function"?k4:S4)(e,n,t??"")):C4(this.node(),e)}function C4(e,n){return e.style.getPropertyValue(n)||Z$(e).getComputedStyle(e,null).getPropertyValue(n)}function R4(e){return function(){delete this[e]}}function E4(e,n){return function(){this[e]=n}}function P4(e,n){return function(){var t=n.apply(this,arguments);t==null?delete this[e]:this[e]=t}}function A4(e,n){return arguments.length>1?this.each((n==null?R4:typeof n=="function"?P4:E4)(e,n)):this.node()[e]}function Q$(e){return e.trim().split(/^|\s+/)}function Sm(e){return e.classList||new e1(e)}function e1(e){this._node=e,this._names=Q$(e.getAttribute("class")||"")}e1.prototype={add:function(e){var n=this._names.indexOf(e);n<0&&(this._names.push(e),this._node.setAttribute("class",this._names.join(" ")))},remove:function(e){var n=this._names.indexOf(e);n>=0&&(this._names.splice(n,1),this._node.setAttribute("class",this._names.join(" ")))},contains:function(e){return this._names.indexOf(e)>=0}};function t1(e,n){for(var t=Sm(e),r=-1,i=n.length;++r<i;)t.add(n[r])}function n1(e,n){for(var t=Sm(e),r=-1,i=n.length;++r<i;)t.remove(n[r])}function M4(e){return function(){t1(this,e)}}function D4(e){return function(){n1(this,e)}}function L4(e,n){return function(){(n.apply(this,arguments)?t1:n1)(this,e)}}function N4(e,n){var t=Q$(e+"");if(arguments.length<2){for(var r=Sm(this.node()),i=-1,s=t.length;++i<s;)if(!r.contains(t[i]))return!1;return!0}return this.each((typeof n=="function"?L4:n?M4:D4)(t,n))}function O4(){this.textContent=""}function I4(e){return function(){this.textContent=e}}function z4(e){return function(){var n=e.apply(this,arguments);this.textContent=n??""}}function B4(e){return arguments.length?this.each(e==null?O4:(typeof e=="function"?z4:I4)(e)):this.node().textContent}function H4(){this.innerHTML=""}function V4(e){return function(){this.innerHTML=e}}function F4(e){return function(){var n=e.apply(this,arguments);this.innerHTML=n??""}}function K4(e){return arguments.length?this.each(e==null?H4:(typeof e=="function"?F4:V4)(e)):this.node().innerHTML}function j4(){this.nextSibling&&this.parentNode.appendChild(this)}function q4(){return this.each(j4)}function U4(){this.previousSibling&&this.parentNode.insertBefore(this,this.parentNode.firstChild)}function G4(){return this.each(U4)}function W4(e){var n=typeof e=="function"?e:Xo(e);return this.select(function(){return this.appendChild(n.apply(this,arguments))})}function Y4(){return null}function X4(e,n){var t=typeof e=="function"?e:Xo(e),r=n==null?Y4:typeof n=="function"?n:Y$(n);return this.select(function(){return this.insertBefore(t.apply(this,arguments),r.apply(this,arguments)||null)})}function J4(){var e=this.parentNode;e&&e.removeChild(this)}function Z4(){return this.each(J4)}function Q4(){var e=this.cloneNode(!1),n=this.parentNode;return n?n.insertBefore(e,this.nextSibling):e}function eD(){var e=this.cloneNode(!0),n=this.parentNode;return n?n.insertBefore(e,this.nextSibling):e}function tD(e){return this.select(e?eD:Q4)}function nD(e){return arguments.length?this.property("__data__",e):this.node().__data__}function rD(e){return function(n){e.call(this,n,this.__data__)}}function iD(e){return e.trim().split(/^|\s+/).map(function(n){var t="",r=n.indexOf(".");return r>=0&&(t=n.slice(r+1),n=n.slice(0,r)),{type:n,name:t}})}function sD(e){return function(){var n=this.__on;if(n){for(var t=0,r=-1,i=n.length,s;t<i;++t)s=n[t],(!e.type||s.type===e.type)&&s.name===e.name?this.removeEventListener(s.type,s.listener,s.options):n[++r]=s;++r?n.length=r:delete this.__on}}}function oD(e,n,t){return function(){var r=this.__on,i,s=rD(n);if(r){for(var o=0,a=r.length;o<a;++o)if((i=r[o]).type===e.type&&i.name===e.name){this.removeEventListener(i.type,i.listener,i.options),this.addEventListener(i.type,i.listener=s,i.options=t),i.value=n;return}}this.addEventListener(e.type,s,t),i={type:e.type,name:e.name,value:n,listener:s,options:t},r?r.push(i):this.__on=[i]}}function aD(e,n,t){var r=iD(e+""),i,s=r.length,o;if(arguments.length<2){var a=this.node().__on;if(a){for(var l=0,u=a.length,c;l<u;++l)for(i=0,c=a[l];i<s;++i)if((o=r[i]).type===c.type&&o.name===c.name)return c.value}return}for(a=n?oD:sD,i=0;i<s;++i)this.each(a(r[i],n,t));return this}function r1(e,n,t){var r=Z$(e),i=r.CustomEvent;typeof i=="function"?i=new i(n,t):(i=r.document.createEvent("Event"),t?(i.initEvent(n,t.bubbles,t.cancelable),i.detail=t.detail):i.initEvent(n,!1,!1)),e.dispatchEvent(i)}function lD(e,n){return function(){return r1(this,e,n)}}function uD(e,n){return function(){return r1(this,e,n.apply(this,arguments))}}function cD(e,n){return this.each((typeof n=="function"?uD:lD)(e,n))}function*pD(){for(var e=this._groups,n=0,t=e.length;n<t;++n)for(var r=e[n],i=0,s=r.length,o;i<s;++i)(o=r[i])&&(yield o)}var i1=[null];function dn(e,n){this._groups=e,this._parents=n}function dD(){return new dn([[document.documentElement]],i1)}function fD(){return this}dn.prototype=dD.prototype={constructor:dn,select:N5,selectAll:H5,selectChild:q5,selectChildren:Y5,filter:X5,data:n4,enter:J5,exit:i4,join:s4,merge:o4,selection:fD,order:a4,sort:l4,call:c4,nodes:p4,node:d4,size:f4,empty:h4,each:m4,attr:$4,style:T4,property:A4,classed:N4,text:B4,html:K4,raise:q4,lower:G4,append:W4,insert:X4,remove:Z4,clone:tD,datum:nD,on:aD,dispatch:cD,[Symbol.iterator]:pD};function Zn(e){return typeof e=="string"?new dn([[document.querySelector(e)]],[document.documentElement]):new dn([[e]],i1)}var hD=0;function mD(){return new _m}function _m(){this._="@"+(++hD).toString(36)}_m.prototype=mD.prototype={constructor:_m,get:function(e){for(var n=this._;!(n in e);)if(!(e=e.parentNode))return;return e[n]},set:function(e,n){return e[this._]=n},remove:function(e){return this._ in e&&delete e[this._]},toString:function(){return this._}};function gD(e){let n;for(;n=e.sourceEvent;)e=n;return e}function s1(e,n){if(e=gD(e),n===void 0&&(n=e.currentTarget),n){var t=n.ownerSVGElement||n;if(t.createSVGPoint){var r=t.createSVGPoint();return r.x=e.clientX,r.y=e.clientY,r=r.matrixTransform(n.getScreenCTM().inverse()),[r.x,r.y]}if(n.getBoundingClientRect){var i=n.getBoundingClientRect();return[e.clientX-i.left-n.clientLeft,e.clientY-i.top-n.clientTop]}}return[e.pageX,e.pageY]}function ea(e,n,t){e.prototype=n.prototype=t,t.constructor=e}function zl(e,n){var t=Object.create(e.prototype);for(var r in n)t[r]=n[r];return t}function Zi(){}var js=.7,Qo=1/js,Jo="\\s*([+-]?\\d+)\\s*",Ol="\\s*([+-]?(?:\\d*\\.)?\\d+(?:[eE][+-]?\\d+)?)\\s*",$r="\\s*([+-]?(?:\\d*\\.)?\\d+(?:[eE][+-]?\\d+)?)%\\s*",bD=/^#([0-9a-f]{3,8})$/,vD=new RegExp(`^rgb\\(${Jo},${Jo},${Jo}\\)$`),yD=new RegExp(`^rgb\\(${$r},${$r},${$r}\\)$`),wD=new RegExp(`^rgba\\(${Jo},${Jo},${Jo},${Ol}\\)$`),xD=new RegExp(`^rgba\\(${$r},${$r},${$r},${Ol}\\)$`),$D=new RegExp(`^hsl\\(${Ol},${$r},${$r}\\)$`),_D=new RegExp(`^hsla\\(${Ol},${$r},${$r},${Ol}\\)$`),o1={aliceblue:15792383,antiquewhite:16444375,aqua:65535,aquamarine:8388564,azure:15794175,beige:16119260,bisque:16770244,black:0,blanchedalmond:16772045,blue:255,blueviolet:9055202,brown:10824234,burlywood:14596231,cadetblue:6266528,chartreuse:8388352,chocolate:13789470,coral:16744272,cornflowerblue:6591981,cornsilk:16775388,crimson:14423100,cyan:65535,darkblue:139,darkcyan:35723,darkgoldenrod:12092939,darkgray:11119017,darkgreen:25600,darkgrey:11119017,darkkhaki:12433259,darkmagenta:9109643,darkolivegreen:5597999,darkorange:16747520,darkorchid:10040012,darkred:9109504,darksalmon:15308410,darkseagreen:9419919,darkslateblue:4734347,darkslategray:3100495,darkslategrey:3100495,darkturquoise:52945,darkviolet:9699539,deeppink:16716947,deepskyblue:49151,dimgray:6908265,dimgrey:6908265,dodgerblue:2003199,firebrick:11674146,floralwhite:16775920,forestgreen:2263842,fuchsia:16711935,gainsboro:14474460,ghostwhite:16316671,gold:16766720,goldenrod:14329120,gray:8421504,green:32768,greenyellow:11403055,grey:8421504,honeydew:15794160,hotpink:16738740,indianred:13458524,indigo:4915330,ivory:16777200,khaki:15787660,lavender:15132410,lavenderblush:16773365,lawngreen:8190976,lemonchiffon:16775885,lightblue:11393254,lightcoral:15761536,lightcyan:14745599,lightgoldenrodyellow:16448210,lightgray:13882323,lightgreen:9498256,lightgrey:13882323,lightpink:16758465,lightsalmon:16752762,lightseagreen:2142890,lightskyblue:8900346,lightslategray:7833753,lightslategrey:7833753,lightsteelblue:11584734,lightyellow:16777184,lime:65280,limegreen:3329330,linen:16445670,magenta:16711935,maroon:8388608,mediumaquamarine:6737322,mediumblue:205,mediumorchid:12211667,mediumpurple:9662683,mediumseagreen:3978097,mediumslateblue:8087790,mediumspringgreen:64154,mediumturquoise:4772300,mediumvioletred:13047173,midnightblue:1644912,mintcream:16121850,mistyrose:16770273,moccasin:16770229,navajowhite:16768685,navy:128,oldlace:16643558,olive:8421376,olivedrab:7048739,orange:16753920,orangered:16729344,orchid:14315734,palegoldenrod:15657130,palegreen:10025880,paleturquoise:11529966,palevioletred:14381203,papayawhip:16773077,peachpuff:16767673,peru:13468991,pink:16761035,plum:14524637,powderblue:11591910,purple:8388736,rebeccapurple:6697881,red:16711680,rosybrown:12357519,royalblue:4286945,saddlebrown:9127187,salmon:16416882,sandybrown:16032864,seagreen:3050327,seashell:16774638,sienna:10506797,silver:12632256,skyblue:8900331,slateblue:6970061,slategray:7372944,slategrey:7372944,snow:16775930,springgreen:65407,steelblue:4620980,tan:13808780,teal:32896,thistle:14204888,tomato:16737095,turquoise:4251856,violet:15631086,wheat:16113331,white:16777215,whitesmoke:16119285,yellow:16776960,yellowgreen:10145074};ea(Zi,ta,{copy(e){return Object.assign(new this.constructor,this,e)},displayable(){return this.rgb().displayable()},hex:a1,formatHex:a1,formatHex8:SD,formatHsl:kD,formatRgb:l1,toString:l1});function a1(){return this.rgb().formatHex()}function SD(){return this.rgb().formatHex8()}function kD(){return b1(this).formatHsl()}function l1(){return this.rgb().formatRgb()}function ta(e){var n,t;return e=(e+"").trim().toLowerCase(),(n=bD.exec(e))?(t=n[1].length,n=parseInt(n[1],16),t===6?u1(n):t===3?new yt(n>>8&15|n>>4&240,n>>4&15|n&240,(n&15)<<4|n&15,1):t===8?yp(n>>24&255,n>>16&255,n>>8&255,(n&255)/255):t===4?yp(n>>12&15|n>>8&240,n>>8&15|n>>4&240,n>>4&15|n&240,((n&15)<<4|n&15)/255):null):(n=vD.exec(e))?new yt(n[1],n[2],n[3],1):(n=yD.exec(e))?new yt(n[1]*255/100,n[2]*255/100,n[3]*255/100,1):(n=wD.exec(e))?yp(n[1],n[2],n[3],n[4]):(n=xD.exec(e))?yp(n[1]*255/100,n[2]*255/100,n[3]*255/100,n[4]):(n=$D.exec(e))?d1(n[1],n[2]/100,n[3]/100,1):(n=_D.exec(e))?d1(n[1],n[2]/100,n[3]/100,n[4]):o1.hasOwnProperty(e)?u1(o1[e]):e==="transparent"?new yt(NaN,NaN,NaN,0):null}function u1(e){return new yt(e>>16&255,e>>8&255,e&255,1)}function yp(e,n,t,r){return r<=0&&(e=n=t=NaN),new yt(e,n,t,r)}function Pm(e){return e instanceof Zi||(e=ta(e)),e?(e=e.rgb(),new yt(e.r,e.g,e.b,e.opacity)):new yt}function er(e,n,t,r){return arguments.length===1?Pm(e):new yt(e,n,t,r??1)}function yt(e,n,t,r){this.r=+e,this.g=+n,this.b=+t,this.opacity=+r}ea(yt,er,zl(Zi,{brighter(e){return e=e==null?Qo:Math.pow(Qo,e),new yt(this.r*e,this.g*e,this.b*e,this.opacity)},darker(e){return e=e==null?js:Math.pow(js,e),new yt(this.r*e,this.g*e,this.b*e,this.opacity)},rgb(){return this},clamp(){return new yt(Fs(this.r),Fs(this.g),Fs(this.b),xp(this.opacity))},displayable(){return-.5<=this.r&&this.r<255.5&&-.5<=this.g&&this.g<255.5&&-.5<=this.b&&this.b<255.5&&0<=this.opacity&&this.opacity<=1},hex:c1,formatHex:c1,formatHex8:TD,formatRgb:p1,toString:p1}));function c1(){return`#${Vs(this.r)}${Vs(this.g)}${Vs(this.b)}`}function TD(){return`#${Vs(this.r)}${Vs(this.g)}${Vs(this.b)}${Vs((isNaN(this.opacity)?1:this.opacity)*255)}`}function p1(){let e=xp(this.opacity);return`${e===1?"rgb(":"rgba("}${Fs(this.r)}, ${Fs(this.g)}, ${Fs(this.b)}${e===1?")":`, ${e})`}`}function xp(e){return isNaN(e)?1:Math.max(0,Math.min(1,e))}function Fs(e){return Math.max(0,Math.min(255,Math.round(e)||0))}function Vs(e){return e=Fs(e),(e<16?"0":"")+e.toString(16)}function d1(e,n,t,r){return r<=0?e=n=t=NaN:t<=0||t>=1?e=n=NaN:n<=0&&(e=NaN),new Qn(e,n,t,r)}function b1(e){if(e instanceof Qn)return new Qn(e.h,e.s,e.l,e.opacity);if(e instanceof Zi||(e=ta(e)),!e)return new Qn;if(e instanceof Qn)return e;e=e.rgb();var n=e.r/255,t=e.g/255,r=e.b/255,i=Math.min(n,t,r),s=Math.max(n,t,r),o=NaN,a=s-i,l=(s+i)/2;return a?(n===s?o=(t-r)/a+(t<r)*6:t===s?o=(r-n)/a+2:o=(n-t)/a+4,a/=l<.5?s+i:2-s-i,o*=60):a=l>0&&l<1?0:o,new Qn(o,a,l,e.opacity)}function _p(e,n,t,r){return arguments.length===1?b1(e):new Qn(e,n,t,r??1)}function Qn(e,n,t,r){this.h=+e,this.s=+n,this.l=+t,this.opacity=+r}ea(Qn,_p,zl(Zi,{brighter(e){return e=e==null?Qo:Math.pow(Qo,e),new Qn(this.h,this.s,this.l*e,this.opacity)},darker(e){return e=e==null?js:Math.pow(js,e),new Qn(this.h,this.s,this.l*e,this.opacity)},rgb(){var e=this.h%360+(this.h<0)*360,n=isNaN(e)||isNaN(this.s)?0:this.s,t=this.l,r=t+(t<.5?t:1-t)*n,i=2*t-r;return new yt(km(e>=240?e-240:e+120,i,r),km(e,i,r),km(e<120?e+240:e-120,i,r),this.opacity)},clamp(){return new Qn(f1(this.h),wp(this.s),wp(this.l),xp(this.opacity))},displayable(){return(0<=this.s&&this.s<=1||isNaN(this.s))&&0<=this.l&&this.l<=1&&0<=this.opacity&&this.opacity<=1},formatHsl(){let e=xp(this.opacity);return`${e===1?"hsl(":"hsla("}${f1(this.h)}, ${wp(this.s)*100}%, ${wp(this.l)*100}%${e===1?")":`, ${e})`}`}}));function f1(e){return e=(e||0)%360,e<0?e+360:e}function wp(e){return Math.max(0,Math.min(1,e||0))}function km(e,n,t){return(e<60?n+(t-n)*e/60:e<180?t:e<240?n+(t-n)*(240-e)/60:n)*255}var v1=Math.PI/180,y1=180/Math.PI,$p=18,w1=.96422,x1=1,$1=.82521,_1=4/29,Zo=6/29,S1=3*Zo*Zo,CD=Zo*Zo*Zo;function k1(e){if(e instanceof _r)return new _r(e.l,e.a,e.b,e.opacity);if(e instanceof hi)return T1(e);e instanceof yt||(e=Pm(e));var n=Em(e.r),t=Em(e.g),r=Em(e.b),i=Tm((.2225045*n+.7168786*t+.0606169*r)/x1),s,o;return n===t&&t===r?s=o=i:(s=Tm((.4360747*n+.3850649*t+.1430804*r)/w1),o=Tm((.0139322*n+.0971045*t+.7141733*r)/$1)),new _r(116*i-16,500*(s-i),200*(i-o),e.opacity)}function Sp(e,n,t,r){return arguments.length===1?k1(e):new _r(e,n,t,r??1)}function _r(e,n,t,r){this.l=+e,this.a=+n,this.b=+t,this.opacity=+r}ea(_r,Sp,zl(Zi,{brighter(e){return new _r(this.l+$p*(e??1),this.a,this.b,this.opacity)},darker(e){return new _r(this.l-$p*(e??1),this.a,this.b,this.opacity)},rgb(){var e=(this.l+16)/116,n=isNaN(this.a)?e:e+this.a/500,t=isNaN(this.b)?e:e-this.b/200;return n=w1*Cm(n),e=x1*Cm(e),t=$1*Cm(t),new yt(Rm(3.1338561*n-1.6168667*e-.4906146*t),Rm(-.9787684*n+1.9161415*e+.033454*t),Rm(.0719453*n-.2289914*e+1.4052427*t),this.opacity)}}));function Tm(e){return e>CD?Math.pow(e,1/3):e/S1+_1}function Cm(e){return e>Zo?e*e*e:S1*(e-_1)}function Rm(e){return 255*(e<=.0031308?12.92*e:1.055*Math.pow(e,1/2.4)-.055)}function Em(e){return(e/=255)<=.04045?e/12.92:Math.pow((e+.055)/1.055,2.4)}function RD(e){if(e instanceof hi)return new hi(e.h,e.c,e.l,e.opacity);if(e instanceof _r||(e=k1(e)),e.a===0&&e.b===0)return new hi(NaN,0<e.l&&e.l<100?0:NaN,e.l,e.opacity);var n=Math.atan2(e.b,e.a)*y1;return new hi(n<0?n+360:n,Math.sqrt(e.a*e.a+e.b*e.b),e.l,e.opacity)}function kp(e,n,t,r){return arguments.length===1?RD(e):new hi(e,n,t,r??1)}function hi(e,n,t,r){this.h=+e,this.c=+n,this.l=+t,this.opacity=+r}function T1(e){if(isNaN(e.h))return new _r(e.l,0,0,e.opacity);var n=e.h*v1;return new _r(e.l,Math.cos(n)*e.c,Math.sin(n)*e.c,e.opacity)}ea(hi,kp,zl(Zi,{brighter(e){return new hi(this.h,this.c,this.l+$p*(e??1),this.opacity)},darker(e){return new hi(this.h,this.c,this.l-$p*(e??1),this.opacity)},rgb(){return T1(this).rgb()}}));var C1=-.14861,Am=1.78277,Mm=-.29227,Tp=-.90649,Il=1.97294,h1=Il*Tp,m1=Il*Am,g1=Am*Mm-Tp*C1;function ED(e){if(e instanceof Ks)return new Ks(e.h,e.s,e.l,e.opacity);e instanceof yt||(e=Pm(e));var n=e.r/255,t=e.g/255,r=e.b/255,i=(g1*r+h1*n-m1*t)/(g1+h1-m1),s=r-i,o=(Il*(t-i)-Mm*s)/Tp,a=Math.sqrt(o*o+s*s)/(Il*i*(1-i)),l=a?Math.atan2(o,s)*y1-120:NaN;return new Ks(l<0?l+360:l,a,i,e.opacity)}function Tn(e,n,t,r){return arguments.length===1?ED(e):new Ks(e,n,t,r??1)}function Ks(e,n,t,r){this.h=+e,this.s=+n,this.l=+t,this.opacity=+r}ea(Ks,Tn,zl(Zi,{brighter(e){return e=e==null?Qo:Math.pow(Qo,e),new Ks(this.h,this.s,this.l*e,this.opacity)},darker(e){return e=e==null?js:Math.pow(js,e),new Ks(this.h,this.s,this.l*e,this.opacity)},rgb(){var e=isNaN(this.h)?0:(this.h+120)*v1,n=+this.l,t=isNaN(this.s)?0:this.s*n*(1-n),r=Math.cos(e),i=Math.sin(e);return new yt(255*(n+t*(C1*r+Am*i)),255*(n+t*(Mm*r+Tp*i)),255*(n+t*(Il*r)),this.opacity)}}));function P1(e,n,t,r,i){var s=e*e,o=s*e;return((1-3*e+3*s-o)*n+(4-6*s+3*o)*t+(1+3*e+3*s-3*o)*r+o*i)/6}function PD(e){var n=e.length-1;return function(t){var r=t<=0?t=0:t>=1?(t=1,n-1):Math.floor(t*n),i=e[r],s=e[r+1],o=r>0?e[r-1]:2*i-s,a=r<n-1?e[r+2]:2*s-i;return P1((t-r/n)*n,o,i,s,a)}}function AD(e){var n=e.length;return function(t){var r=Math.floor(((t%=1)<0?++t:t)*n),i=e[(r+n-1)%n],s=e[r%n],o=e[(r+1)%n],a=e[(r+2)%n];return P1((t-r/n)*n,i,s,o,a)}}var Rp=e=>()=>e;function A1(e,n){return function(t){return e+t*n}}function MD(e,n,t){return e=Math.pow(e,t),n=Math.pow(n,t)-e,t=1/t,function(r){return Math.pow(e+r*n,t)}}function Om(e,n){var t=n-e;return t?A1(e,t>180||t<-180?t-360*Math.round(t/360):t):Rp(isNaN(e)?n:e)}function DD(e){return(e=+e)==1?wt:function(n,t){return t-n?MD(n,t,e):Rp(isNaN(n)?t:n)}}function wt(e,n){var t=n-e;return t?A1(e,t):Rp(isNaN(e)?n:e)}var qs=(function e(n){var t=DD(n);function r(i,s){var o=t((i=er(i)).r,(s=er(s)).r),a=t(i.g,s.g),l=t(i.b,s.b),u=wt(i.opacity,s.opacity);return function(c){return i.r=o(c),i.g=a(c),i.b=l(c),i.opacity=u(c),i+""}}return r.gamma=e,r})(1);function M1(e){return function(n){var t=n.length,r=new Array(t),i=new Array(t),s=new Array(t),o,a;for(o=0;o<t;++o)a=er(n[o]),r[o]=a.r||0,i[o]=a.g||0,s[o]=a.b||0;return r=e(r),i=e(i),s=e(s),a.opacity=1,function(l){return a.r=r(l),a.g=i(l),a.b=s(l),a+""}}}var D1=M1(PD),LV=M1(AD);function LD(e,n){n||(n=[]);var t=e?Math.min(n.length,e.length):0,r=n.slice(),i;return function(s){for(i=0;i<t;++i)r[i]=e[i]*(1-s)+n[i]*s;return r}}function ND(e){return ArrayBuffer.isView(e)&&!(e instanceof DataView)}function OD(e,n){var t=n?n.length:0,r=e?Math.min(t,e.length):0,i=new Array(r),s=new Array(t),o;for(o=0;o<r;++o)i[o]=na(e[o],n[o]);for(;o<t;++o)s[o]=n[o];return function(a){for(o=0;o<r;++o)s[o]=i[o](a);return s}}function ID(e,n){var t=new Date;return e=+e,n=+n,function(r){return t.setTime(e*(1-r)+n*r),t}}function dt(e,n){return e=+e,n=+n,function(t){return e*(1-t)+n*t}}function zD(e,n){var t={},r={},i;(e===null||typeof e!="object")&&(e={}),(n===null||typeof n!="object")&&(n={});for(i in n)i in e?t[i]=na(e[i],n[i]):r[i]=n[i];return function(s){for(i in t)r[i]=t[i](s);return r}}var Lm=/[-+]?(?:\d+\.?\d*|\.?\d+)(?:[eE][-+]?\d+)?/g,Dm=new RegExp(Lm.source,"g");function BD(e){return function(){return e}}function HD(e){return function(n){return e(n)+""}}function VD(e,n){var t=Lm.lastIndex=Dm.lastIndex=0,r,i,s,o=-1,a=[],l=[];for(e=e+"",n=n+"";(r=Lm.exec(e))&&(i=Dm.exec(n));)(s=i.index)>t&&(s=n.slice(t,s),a[o]?a[o]+=s:a[++o]=s),(r=r[0])===(i=i[0])?a[o]?a[o]+=i:a[++o]=i:(a[++o]=null,l.push({i:o,x:dt(r,i)})),t=Dm.lastIndex;return t<n.length&&(s=n.slice(t),a[o]?a[o]+=s:a[++o]=s),a.length<2?l[0]?HD(l[0].x):BD(n):(n=l.length,function(u){for(var c=0,d;c<n;++c)a[(d=l[c]).i]=d.x(u);return a.join("")})}function na(e,n){var t=typeof n,r;return n==null||t==="boolean"?Rp(n):(t==="number"?dt:t==="string"?(r=ta(n))?(n=r,qs):VD:n instanceof ta?qs:n instanceof Date?ID:ND(n)?LD:Array.isArray(n)?OD:typeof n.valueOf!="function"&&typeof n.toString!="function"||isNaN(n)?zD:dt)(e,n)}function Bl(e,n){return e=+e,n=+n,function(t){return Math.round(e*(1-t)+n*t)}}var R1=180/Math.PI,Nm={translateX:0,translateY:0,rotate:0,skewX:0,scaleX:1,scaleY:1};function L1(e,n,t,r,i,s){var o,a,l;return(o=Math.sqrt(e*e+n*n))&&(e/=o,n/=o),(l=e*t+n*r)&&(t-=e*l,r-=n*l),(a=Math.sqrt(t*t+r*r))&&(t/=a,r/=a,l/=a),e*r<n*t&&(e=-e,n=-n,l=-l,o=-o),{translateX:i,translateY:s,rotate:Math.atan2(n,e)*R1,skewX:Math.atan(l)*R1,scaleX:o,scaleY:a}}var Cp;function FD(e){let n=new(typeof DOMMatrix=="function"?DOMMatrix:WebKitCSSMatrix)(e+"");return n.isIdentity?Nm:L1(n.a,n.b,n.c,n.d,n.e,n.f)}function KD(e){return e==null||(Cp||(Cp=document.createElementNS("http://www.w3.org/2000/svg","g")),Cp.setAttribute("transform",e),!(e=Cp.transform.baseVal.consolidate()))?Nm:(e=e.matrix,L1(e.a,e.b,e.c,e.d,e.e,e.f))}function N1(e,n,t,r){function i(u){return u.length?u.pop()+" ":""}function s(u,c,d,p,f,m){if(u!==d||c!==p){var g=f.push("translate(",null,n,null,t);m.push({i:g-4,x:dt(u,d)},{i:g-2,x:dt(c,p)})}else(d||p)&&f.push("translate("+d+n+p+t)}function o(u,c,d,p){u!==c?(u-c>180?c+=360:c-u>180&&(u+=360),p.push({i:d.push(i(d)+"rotate(",null,r)-2,x:dt(u,c)})):c&&d.push(i(d)+"rotate("+c+r)}function a(u,c,d,p){u!==c?p.push({i:d.push(i(d)+"skewX(",null,r)-2,x:dt(u,c)}):c&&d.push(i(d)+"skewX("+c+r)}function l(u,c,d,p,f,m){if(u!==d||c!==p){var g=f.push(i(f)+"scale(",null,",",null,")");m.push({i:g-4,x:dt(u,d)},{i:g-2,x:dt(c,p)})}else(d!==1||p!==1)&&f.push(i(f)+"scale("+d+","+p+")")}return function(u,c){var d=[],p=[];return u=e(u),c=e(c),s(u.translateX,u.translateY,c.translateX,c.translateY,d,p),o(u.rotate,c.rotate,d,p),a(u.skewX,c.skewX,d,p),l(u.scaleX,u.scaleY,c.scaleX,c.scaleY,d,p),u=c=null,function(f){for(var m=-1,g=p.length,v;++m<g;)d[(v=p[m]).i]=v.x(f);return d.join("")}}}var NV=N1(FD,"px, ","px)","deg)"),OV=N1(KD,", ",")",")"),jD=1e-12;function E1(e){return((e=Math.exp(e))+1/e)/2}function qD(e){return((e=Math.exp(e))-1/e)/2}function UD(e){return((e=Math.exp(2*e))-1)/(e+1)}var IV=(function e(n,t,r){function i(s,o){var a=s[0],l=s[1],u=s[2],c=o[0],d=o[1],p=o[2],f=c-a,m=d-l,g=f*f+m*m,v,b;if(g<jD)b=Math.log(p/u)/n,v=function(S){return[a+S*f,l+S*m,u*Math.exp(n*S*b)]};else{var w=Math.sqrt(g),$=(p*p-u*u+r*g)/(2*u*t*w),x=(p*p-u*u-r*g)/(2*p*t*w),T=Math.log(Math.sqrt($*$+1)-$),_=Math.log(Math.sqrt(x*x+1)-x);b=(_-T)/n,v=function(S){var C=S*b,A=E1(T),N=u/(t*w)*(A*UD(n*C+T)-qD(T));return[a+N*f,l+N*m,u*A/E1(n*C+T)]}}return v.duration=Math.abs(b)*1e3*n/Math.SQRT2,v}return i.rho=function(s){var o=Math.max(.001,+s),a=o*o,l=a*a;return e(o,a,l)},i})(Math.SQRT2,2,4);function O1(e){return function(n,t){var r=e((n=_p(n)).h,(t=_p(t)).h),i=wt(n.s,t.s),s=wt(n.l,t.l),o=wt(n.opacity,t.opacity);return function(a){return n.h=r(a),n.s=i(a),n.l=s(a),n.opacity=o(a),n+""}}}var I1=O1(Om),zV=O1(wt);function z1(e,n){var t=wt((e=Sp(e)).l,(n=Sp(n)).l),r=wt(e.a,n.a),i=wt(e.b,n.b),s=wt(e.opacity,n.opacity);return function(o){return e.l=t(o),e.a=r(o),e.b=i(o),e.opacity=s(o),e+""}}function B1(e){return function(n,t){var r=e((n=kp(n)).h,(t=kp(t)).h),i=wt(n.c,t.c),s=wt(n.l,t.l),o=wt(n.opacity,t.opacity);return function(a){return n.h=r(a),n.c=i(a),n.l=s(a),n.opacity=o(a),n+""}}}var H1=B1(Om),BV=B1(wt);function V1(e){return(function n(t){t=+t;function r(i,s){var o=e((i=Tn(i)).h,(s=Tn(s)).h),a=wt(i.s,s.s),l=wt(i.l,s.l),u=wt(i.opacity,s.opacity);return function(c){return i.h=o(c),i.s=a(c),i.l=l(Math.pow(c,t)),i.opacity=u(c),i+""}}return r.gamma=n,r})(1)}var HV=V1(Om),Ep=V1(wt);function Qi(e,n){n===void 0&&(n=e,e=na);for(var t=0,r=n.length-1,i=n[0],s=new Array(r<0?0:r);t<r;)s[t]=e(i,i=n[++t]);return function(o){var a=Math.max(0,Math.min(r-1,Math.floor(o*=r)));return s[a](o-a)}}function Kt(e,n){for(var t=new Array(n),r=0;r<n;++r)t[r]=e(r/(n-1));return t}var Hl=Math.PI,Im=2*Hl,Us=1e-6,GD=Im-Us;function F1(e){this._+=e[0];for(let n=1,t=e.length;n<t;++n)this._+=arguments[n]+e[n]}function WD(e){let n=Math.floor(e);if(!(n>=0))throw new Error(`invalid digits: ${e}`);if(n>15)return F1;let t=10**n;return function(r){this._+=r[0];for(let i=1,s=r.length;i<s;++i)this._+=Math.round(arguments[i]*t)/t+r[i]}}function K1(e,n,t,r){return e===t&&n===r}function YD(e){let n=Math.floor(e);if(!(n<=15))return K1;let t=10**n,r=function(i){return Math.round(i*t)};return function(i,s,o,a){return r(i)===r(o)&&r(s)===r(a)}}var Gs=class{constructor(n){this._x0=this._y0=this._x1=this._y1=null,this._="",this._append=n==null?F1:WD(n),this._equal=n==null?K1:YD(n)}moveTo(n,t){this._append`M${this._x0=this._x1=+n},${this._y0=this._y1=+t}`}closePath(){this._x1!==null&&(this._x1=this._x0,this._y1=this._y0,this._append`Z`)}lineTo(n,t){this._append`L${this._x1=+n},${this._y1=+t}`}quadraticCurveTo(n,t,r,i){this._append`Q${+n},${+t},${this._x1=+r},${this._y1=+i}`}bezierCurveTo(n,t,r,i,s,o){this._append`C${+n},${+t},${+r},${+i},${this._x1=+s},${this._y1=+o}`}arcTo(n,t,r,i,s){if(n=+n,t=+t,r=+r,i=+i,s=+s,s<0)throw new Error(`negative radius: ${s}`);let o=this._x1,a=this._y1,l=r-n,u=i-t,c=o-n,d=a-t,p=c*c+d*d;if(this._x1===null)this._append`M${this._x1=n},${this._y1=t}`;else if(p>Us)if(!(Math.abs(d*l-u*c)>Us)||!s)this._append`L${this._x1=n},${this._y1=t}`;else{let f=r-o,m=i-a,g=l*l+u*u,v=f*f+m*m,b=Math.sqrt(g),w=Math.sqrt(p),$=s*Math.tan((Hl-Math.acos((g+p-v)/(2*b*w)))/2),x=$/w,T=$/b;Math.abs(x-1)>Us&&this._append`L${n+x*c},${t+x*d}`,this._append`A${s},${s},0,0,${+(d*f>c*m)},${this._x1=n+T*l},${this._y1=t+T*u}`}}arc(n,t,r,i,s,o){if(n=+n,t=+t,r=+r,o=!!o,r<0)throw new Error(`negative radius: ${r}`);let a=r*Math.cos(i),l=r*Math.sin(i),u=n+a,c=t+l,d=1^o,p=o?i-s:s-i;if(this._x1===null?this._append`M${u},${c}`:(Math.abs(this._x1-u)>Us||Math.abs(this._y1-c)>Us)&&this._append`L${u},${c}`,!!r){if(p<0&&(p=p%Im+Im),p>GD)this._append`A${r},${r},0,1,${d},${n-a},${t-l}A${r},${r},0,1,${d},${this._x1=u},${this._y1=c}`;else if(p>Us){let f=n+r*Math.cos(s),m=t+r*Math.sin(s);if(p>=Hl&&this._equal(u,c,f,m)){p/=2;let g=i+p;this._append`A${r},${r},0,${+(p>=Hl)},${d},${n+r*Math.cos(g)},${t+r*Math.sin(g)}`}this._append`A${r},${r},0,${+(p>=Hl)},${d},${this._x1=f},${this._y1=m}`}}}rect(n,t,r,i){this._append`M${this._x0=this._x1=+n},${this._y0=this._y1=+t}h${r=+r}v${+i}h${-r}Z`}toString(){return this._}};function XD(){return new Gs}XD.prototype=Gs.prototype;function Sr(e=3){return new Gs(+e)}function JD(e){return Math.abs(e=Math.round(e))>=1e21?e.toLocaleString("en").replace(/,/g,""):e.toString(10)}function Ap(e,n){if(!isFinite(e)||e===0)return null;var t=(e=n?e.toExponential(n-1):e.toExponential()).indexOf("e"),r=e.slice(0,t);return[r.length>1?r[0]+r.slice(2):r,+e.slice(t+1)]}function ra(e){return e=Ap(Math.abs(e)),e?e[1]:NaN}function ZD(e,n){return function(t,r){for(var i=t.length,s=[],o=0,a=e[0],l=0;i>0&&a>0&&(l+a+1>r&&(a=Math.max(1,r-l)),s.push(t.substring(i-=a,i+a)),!((l+=a+1)>r));)a=e[o=(o+1)%e.length];return s.reverse().join(n)}}function QD(e){return function(n){return n.replace(/[0-9]/g,function(t){return e[+t]})}}var e8=/^(?:(.)?([<>=^]))?([+\-( ])?([$#])?(0)?(\d+)?(,)?(\.\d+)?(~)?([a-z%])?$/i;function ia(e){if(!(n=e8.exec(e)))throw new Error("invalid format: "+e);var n;return new zm({fill:n[1],align:n[2],sign:n[3],symbol:n[4],zero:n[5],width:n[6],comma:n[7],precision:n[8]&&n[8].slice(1),trim:n[9],type:n[10]})}ia.prototype=zm.prototype;function zm(e){this.fill=e.fill===void 0?" ":e.fill+"",this.align=e.align===void 0?">":e.align+"",this.sign=e.sign===void 0?"-":e.sign+"",this.symbol=e.symbol===void 0?"":e.symbol+"",this.zero=!!e.zero,this.width=e.width===void 0?void 0:+e.width,this.comma=!!e.comma,this.precision=e.precision===void 0?void 0:+e.precision,this.trim=!!e.trim,this.type=e.type===void 0?"":e.type+""}zm.prototype.toString=function(){return this.fill+this.align+this.sign+this.symbol+(this.zero?"0":"")+(this.width===void 0?"":Math.max(1,this.width|0))+(this.comma?",":"")+(this.precision===void 0?"":"."+Math.max(0,this.precision|0))+(this.trim?"~":"")+this.type};function t8(e){e:for(var n=e.length,t=1,r=-1,i;t<n;++t)switch(e[t]){case".":r=i=t;break;case"0":r===0&&(r=t),i=t;break;default:if(!+e[t])break e;r>0&&(r=0);break}return r>0?e.slice(0,r)+e.slice(i+1):e}var Mp;function n8(e,n){var t=Ap(e,n);if(!t)return Mp=void 0,e.toPrecision(n);var r=t[0],i=t[1],s=i-(Mp=Math.max(-8,Math.min(8,Math.floor(i/3)))*3)+1,o=r.length;return s===o?r:s>o?r+new Array(s-o+1).join("0"):s>0?r.slice(0,s)+"."+r.slice(s):"0."+new Array(1-s).join("0")+Ap(e,Math.max(0,n+s-1))[0]}function j1(e,n){var t=Ap(e,n);if(!t)return e+"";var r=t[0],i=t[1];return i<0?"0."+new Array(-i).join("0")+r:r.length>i+1?r.slice(0,i+1)+"."+r.slice(i+1):r+new Array(i-r.length+2).join("0")}var q1={"%":(e,n)=>(e*100).toFixed(n),b:e=>Math.round(e).toString(2),c:e=>e+"",d:JD,e:(e,n)=>e.toExponential(n),f:(e,n)=>e.toFixed(n),g:(e,n)=>e.toPrecision(n),o:e=>Math.round(e).toString(8),p:(e,n)=>j1(e*100,n),r:j1,s:n8,X:e=>Math.round(e).toString(16).toUpperCase(),x:e=>Math.round(e).toString(16)};function U1(e){return e}var G1=Array.prototype.map,W1=["y","z","a","f","p","n","\xB5","m","","k","M","G","T","P","E","Z","Y"];function r8(e){var n=e.grouping===void 0||e.thousands===void 0?U1:ZD(G1.call(e.grouping,Number),e.thousands+""),t=e.currency===void 0?"":e.currency[0]+"",r=e.currency===void 0?"":e.currency[1]+"",i=e.decimal===void 0?".":e.decimal+"",s=e.numerals===void 0?U1:QD(G1.call(e.numerals,String)),o=e.percent===void 0?"%":e.percent+"",a=e.minus===void 0?"\u2212":e.minus+"",l=e.nan===void 0?"NaN":e.nan+"";function u(d,p){d=ia(d);var f=d.fill,m=d.align,g=d.sign,v=d.symbol,b=d.zero,w=d.width,$=d.comma,x=d.precision,T=d.trim,_=d.type;_==="n"?($=!0,_="g"):q1[_]||(x===void 0&&(x=12),T=!0,_="g"),(b||f==="0"&&m==="=")&&(b=!0,f="0",m="=");var S=(p&&p.prefix!==void 0?p.prefix:"")+(v==="$"?t:v==="#"&&/[boxX]/.test(_)?"0"+_.toLowerCase():""),C=(v==="$"?r:/[%p]/.test(_)?o:"")+(p&&p.suffix!==void 0?p.suffix:""),A=q1[_],N=/[defgprs%]/.test(_);x=x===void 0?6:/[gprs]/.test(_)?Math.max(1,Math.min(21,x)):Math.max(0,Math.min(20,x));function M(L){var q=S,I=C,P,F,B;if(_==="c")I=A(L)+I,L="";else{L=+L;var Q=L<0||1/L<0;if(L=isNaN(L)?l:A(Math.abs(L),x),T&&(L=t8(L)),Q&&+L==0&&g!=="+"&&(Q=!1),q=(Q?g==="("?g:a:g==="-"||g==="("?"":g)+q,I=(_==="s"&&!isNaN(L)&&Mp!==void 0?W1[8+Mp/3]:"")+I+(Q&&g==="("?")":""),N){for(P=-1,F=L.length;++P<F;)if(B=L.charCodeAt(P),48>B||B>57){I=(B===46?i+L.slice(P+1):L.slice(P))+I,L=L.slice(0,P);break}}}$&&!b&&(L=n(L,1/0));var H=q.length+L.length+I.length,j=H<w?new Array(w-H+1).join(f):"";switch($&&b&&(L=n(j+L,j.length?w-I.length:1/0),j=""),m){case"<":L=q+L+I+j;break;case"=":L=q+j+L+I;break;case"^":L=j.slice(0,H=j.length>>1)+q+L+I+j.slice(H);break;default:L=j+q+L+I;break}return s(L)}return M.toString=function(){return d+""},M}function c(d,p){var f=Math.max(-8,Math.min(8,Math.floor(ra(p)/3)))*3,m=Math.pow(10,-f),g=u((d=ia(d),d.type="f",d),{suffix:W1[8+f/3]});return function(v){return g(m*v)}}return{format:u,formatPrefix:c}}var Pp,kr,Bm;i8({thousands:",",grouping:[3],currency:["$",""]});function i8(e){return Pp=r8(e),kr=Pp.format,Bm=Pp.formatPrefix,Pp}function Y1(e){return Math.max(0,-ra(Math.abs(e)))}function X1(e,n){return Math.max(0,Math.max(-8,Math.min(8,Math.floor(ra(n)/3)))*3-ra(Math.abs(e)))}function J1(e,n){return e=Math.abs(e),n=Math.abs(n)-e,Math.max(0,ra(n)-ra(e))+1}var ue=1e-6,g_=1e-12,fe=Math.PI,Qe=fe/2,Z1=fe/4,fn=fe*2,jt=180/fe,Ze=fe/180,ke=Math.abs,la=Math.atan,gi=Math.atan2,de=Math.cos;var b_=Math.exp;var Bp=Math.log,Hm=Math.pow,ce=Math.sin,Rn=Math.sign||function(e){return e>0?1:e<0?-1:0},Zt=Math.sqrt,og=Math.tan;function v_(e){return e>1?0:e<-1?fe:Math.acos(e)}function Pn(e){return e>1?Qe:e<-1?-Qe:Math.asin(e)}function En(){}function Hp(e,n){e&&e_.hasOwnProperty(e.type)&&e_[e.type](e,n)}var Q1={Feature:function(e,n){Hp(e.geometry,n)},FeatureCollection:function(e,n){for(var t=e.features,r=-1,i=t.length;++r<i;)Hp(t[r].geometry,n)}},e_={Sphere:function(e,n){n.sphere()},Point:function(e,n){e=e.coordinates,n.point(e[0],e[1],e[2])},MultiPoint:function(e,n){for(var t=e.coordinates,r=-1,i=t.length;++r<i;)e=t[r],n.point(e[0],e[1],e[2])},LineString:function(e,n){qm(e.coordinates,n,0)},MultiLineString:function(e,n){for(var t=e.coordinates,r=-1,i=t.length;++r<i;)qm(t[r],n,0)},Polygon:function(e,n){t_(e.coordinates,n)},MultiPolygon:function(e,n){for(var t=e.coordinates,r=-1,i=t.length;++r<i;)t_(t[r],n)},GeometryCollection:function(e,n){for(var t=e.geometries,r=-1,i=t.length;++r<i;)Hp(t[r],n)}};function qm(e,n,t){var r=-1,i=e.length-t,s;for(n.lineStart();++r<i;)s=e[r],n.point(s[0],s[1],s[2]);n.lineEnd()}function t_(e,n){var t=-1,r=e.length;for(n.polygonStart();++t<r;)qm(e[t],n,1);n.polygonEnd()}function es(e,n){e&&Q1.hasOwnProperty(e.type)?Q1[e.type](e,n):Hp(e,n)}var qV=new _n,UV=new _n;function Um(e){return[gi(e[1],e[0]),Pn(e[2])]}function oa(e){var n=e[0],t=e[1],r=de(t);return[r*de(n),r*ce(n),ce(t)]}function Dp(e,n){return e[0]*n[0]+e[1]*n[1]+e[2]*n[2]}function Vp(e,n){return[e[1]*n[2]-e[2]*n[1],e[2]*n[0]-e[0]*n[2],e[0]*n[1]-e[1]*n[0]]}function Vm(e,n){e[0]+=n[0],e[1]+=n[1],e[2]+=n[2]}function Lp(e,n){return[e[0]*n,e[1]*n,e[2]*n]}function Gm(e){var n=Zt(e[0]*e[0]+e[1]*e[1]+e[2]*e[2]);e[0]/=n,e[1]/=n,e[2]/=n}function Wm(e,n){function t(r,i){return r=e(r,i),n(r[0],r[1])}return e.invert&&n.invert&&(t.invert=function(r,i){return r=n.invert(r,i),r&&e.invert(r[0],r[1])}),t}function Ym(e,n){return ke(e)>fe&&(e-=Math.round(e/fn)*fn),[e,n]}Ym.invert=Ym;function y_(e,n,t){return(e%=fn)?n||t?Wm(r_(e),i_(n,t)):r_(e):n||t?i_(n,t):Ym}function n_(e){return function(n,t){return n+=e,ke(n)>fe&&(n-=Math.round(n/fn)*fn),[n,t]}}function r_(e){var n=n_(e);return n.invert=n_(-e),n}function i_(e,n){var t=de(e),r=ce(e),i=de(n),s=ce(n);function o(a,l){var u=de(l),c=de(a)*u,d=ce(a)*u,p=ce(l),f=p*t+c*r;return[gi(d*i-f*s,c*t-p*r),Pn(f*i+d*s)]}return o.invert=function(a,l){var u=de(l),c=de(a)*u,d=ce(a)*u,p=ce(l),f=p*i-d*s;return[gi(d*i+p*s,c*t+f*r),Pn(f*t-c*r)]},o}function s8(e){e=y_(e[0]*Ze,e[1]*Ze,e.length>2?e[2]*Ze:0);function n(t){return t=e(t[0]*Ze,t[1]*Ze),t[0]*=jt,t[1]*=jt,t}return n.invert=function(t){return t=e.invert(t[0]*Ze,t[1]*Ze),t[0]*=jt,t[1]*=jt,t},n}function o8(e,n,t,r,i,s){if(t){var o=de(n),a=ce(n),l=r*t;i==null?(i=n+r*fn,s=n-l/2):(i=s_(o,i),s=s_(o,s),(r>0?i<s:i>s)&&(i+=r*fn));for(var u,c=i;r>0?c>s:c<s;c-=l)u=Um([o,-a*de(c),-a*ce(c)]),e.point(u[0],u[1])}}function s_(e,n){n=oa(n),n[0]-=e,Gm(n);var t=v_(-n[1]);return((-n[2]<0?-t:t)+fn-ue)%fn}function w_(){var e=[],n;return{point:function(t,r,i){n.push([t,r,i])},lineStart:function(){e.push(n=[])},lineEnd:En,rejoin:function(){e.length>1&&e.push(e.pop().concat(e.shift()))},result:function(){var t=e;return e=[],n=null,t}}}function zp(e,n){return ke(e[0]-n[0])<ue&&ke(e[1]-n[1])<ue}function Np(e,n,t,r){this.x=e,this.z=n,this.o=t,this.e=r,this.v=!1,this.n=this.p=null}function x_(e,n,t,r,i){var s=[],o=[],a,l;if(e.forEach(function(m){if(!((g=m.length-1)<=0)){var g,v=m[0],b=m[g],w;if(zp(v,b)){if(!v[2]&&!b[2]){for(i.lineStart(),a=0;a<g;++a)i.point((v=m[a])[0],v[1]);i.lineEnd();return}b[0]+=2*ue}s.push(w=new Np(v,m,null,!0)),o.push(w.o=new Np(v,null,w,!1)),s.push(w=new Np(b,m,null,!1)),o.push(w.o=new Np(b,null,w,!0))}}),!!s.length){for(o.sort(n),o_(s),o_(o),a=0,l=o.length;a<l;++a)o[a].e=t=!t;for(var u=s[0],c,d;;){for(var p=u,f=!0;p.v;)if((p=p.n)===u)return;c=p.z,i.lineStart();do{if(p.v=p.o.v=!0,p.e){if(f)for(a=0,l=c.length;a<l;++a)i.point((d=c[a])[0],d[1]);else r(p.x,p.n.x,1,i);p=p.n}else{if(f)for(c=p.p.z,a=c.length-1;a>=0;--a)i.point((d=c[a])[0],d[1]);else r(p.x,p.p.x,-1,i);p=p.p}p=p.o,c=p.z,f=!f}while(!p.v);i.lineEnd()}}}function o_(e){if(n=e.length){for(var n,t=0,r=e[0],i;++t<n;)r.n=i=e[t],i.p=r,r=i;r.n=i=e[0],i.p=r}}function Fm(e){return ke(e[0])<=fe?e[0]:Rn(e[0])*((ke(e[0])+fe)%fn-fe)}function a8(e,n){var t=Fm(n),r=n[1],i=ce(r),s=[ce(t),-de(t),0],o=0,a=0,l=new _n;i===1?r=Qe+ue:i===-1&&(r=-Qe-ue);for(var u=0,c=e.length;u<c;++u)if(p=(d=e[u]).length)for(var d,p,f=d[p-1],m=Fm(f),g=f[1]/2+Z1,v=ce(g),b=de(g),w=0;w<p;++w,m=x,v=_,b=S,f=$){var $=d[w],x=Fm($),T=$[1]/2+Z1,_=ce(T),S=de(T),C=x-m,A=C>=0?1:-1,N=A*C,M=N>fe,L=v*_;if(l.add(gi(L*A*ce(N),b*S+L*de(N))),o+=M?C+A*fn:C,M^m>=t^x>=t){var q=Vp(oa(f),oa($));Gm(q);var I=Vp(s,q);Gm(I);var P=(M^C>=0?-1:1)*Pn(I[2]);(r>P||r===P&&(q[0]||q[1]))&&(a+=M^C>=0?1:-1)}}return(o<-ue||o<ue&&l<-g_)^a&1}function $_(e,n,t,r){return function(i){var s=n(i),o=w_(),a=n(o),l=!1,u,c,d,p={point:f,lineStart:g,lineEnd:v,polygonStart:function(){p.point=b,p.lineStart=w,p.lineEnd=$,c=[],u=[]},polygonEnd:function(){p.point=f,p.lineStart=g,p.lineEnd=v,c=vm(c);var x=a8(u,r);c.length?(l||(i.polygonStart(),l=!0),x_(c,u8,x,t,i)):x&&(l||(i.polygonStart(),l=!0),i.lineStart(),t(null,null,1,i),i.lineEnd()),l&&(i.polygonEnd(),l=!1),c=u=null},sphere:function(){i.polygonStart(),i.lineStart(),t(null,null,1,i),i.lineEnd(),i.polygonEnd()}};function f(x,T){e(x,T)&&i.point(x,T)}function m(x,T){s.point(x,T)}function g(){p.point=m,s.lineStart()}function v(){p.point=f,s.lineEnd()}function b(x,T){d.push([x,T]),a.point(x,T)}function w(){a.lineStart(),d=[]}function $(){b(d[0][0],d[0][1]),a.lineEnd();var x=a.clean(),T=o.result(),_,S=T.length,C,A,N;if(d.pop(),u.push(d),d=null,!!S){if(x&1){if(A=T[0],(C=A.length-1)>0){for(l||(i.polygonStart(),l=!0),i.lineStart(),_=0;_<C;++_)i.point((N=A[_])[0],N[1]);i.lineEnd()}return}S>1&&x&2&&T.push(T.pop().concat(T.shift())),c.push(T.filter(l8))}}return p}}function l8(e){return e.length>1}function u8(e,n){return((e=e.x)[0]<0?e[1]-Qe-ue:Qe-e[1])-((n=n.x)[0]<0?n[1]-Qe-ue:Qe-n[1])}var a_=$_(function(){return!0},c8,d8,[-fe,-Qe]);function c8(e){var n=NaN,t=NaN,r=NaN,i;return{lineStart:function(){e.lineStart(),i=1},point:function(s,o){var a=s>0?fe:-fe,l=ke(s-n);ke(l-fe)<ue?(e.point(n,t=(t+o)/2>0?Qe:-Qe),e.point(r,t),e.lineEnd(),e.lineStart(),e.point(a,t),e.point(s,t),i=0):r!==a&&l>=fe&&(ke(n-r)<ue&&(n-=r*ue),ke(s-a)<ue&&(s-=a*ue),t=p8(n,t,s,o),e.point(r,t),e.lineEnd(),e.lineStart(),e.point(a,t),i=0),e.point(n=s,t=o),r=a},lineEnd:function(){e.lineEnd(),n=t=NaN},clean:function(){return 2-i}}}function p8(e,n,t,r){var i,s,o=ce(e-t);return ke(o)>ue?la((ce(n)*(s=de(r))*ce(t)-ce(r)*(i=de(n))*ce(e))/(i*s*o)):(n+r)/2}function d8(e,n,t,r){var i;if(e==null)i=t*Qe,r.point(-fe,i),r.point(0,i),r.point(fe,i),r.point(fe,0),r.point(fe,-i),r.point(0,-i),r.point(-fe,-i),r.point(-fe,0),r.point(-fe,i);else if(ke(e[0]-n[0])>ue){var s=e[0]<n[0]?fe:-fe;i=t*s/2,r.point(-s,i),r.point(0,i),r.point(s,i)}else r.point(n[0],n[1])}function f8(e){var n=de(e),t=2*Ze,r=n>0,i=ke(n)>ue;function s(c,d,p,f){o8(f,e,t,p,c,d)}function o(c,d){return de(c)*de(d)>n}function a(c){var d,p,f,m,g;return{lineStart:function(){m=f=!1,g=1},point:function(v,b){var w=[v,b],$,x=o(v,b),T=r?x?0:u(v,b):x?u(v+(v<0?fe:-fe),b):0;if(!d&&(m=f=x)&&c.lineStart(),x!==f&&($=l(d,w),(!$||zp(d,$)||zp(w,$))&&(w[2]=1)),x!==f)g=0,x?(c.lineStart(),$=l(w,d),c.point($[0],$[1])):($=l(d,w),c.point($[0],$[1],2),c.lineEnd()),d=$;else if(i&&d&&r^x){var _;!(T&p)&&(_=l(w,d,!0))&&(g=0,r?(c.lineStart(),c.point(_[0][0],_[0][1]),c.point(_[1][0],_[1][1]),c.lineEnd()):(c.point(_[1][0],_[1][1]),c.lineEnd(),c.lineStart(),c.point(_[0][0],_[0][1],3)))}x&&(!d||!zp(d,w))&&c.point(w[0],w[1]),d=w,f=x,p=T},lineEnd:function(){f&&c.lineEnd(),d=null},clean:function(){return g|(m&&f)<<1}}}function l(c,d,p){var f=oa(c),m=oa(d),g=[1,0,0],v=Vp(f,m),b=Dp(v,v),w=v[0],$=b-w*w;if(!$)return!p&&c;var x=n*b/$,T=-n*w/$,_=Vp(g,v),S=Lp(g,x),C=Lp(v,T);Vm(S,C);var A=_,N=Dp(S,A),M=Dp(A,A),L=N*N-M*(Dp(S,S)-1);if(!(L<0)){var q=Zt(L),I=Lp(A,(-N-q)/M);if(Vm(I,S),I=Um(I),!p)return I;var P=c[0],F=d[0],B=c[1],Q=d[1],H;F<P&&(H=P,P=F,F=H);var j=F-P,W=ke(j-fe)<ue,J=W||j<ue;if(!W&&Q<B&&(H=B,B=Q,Q=H),J?W?B+Q>0^I[1]<(ke(I[0]-P)<ue?B:Q):B<=I[1]&&I[1]<=Q:j>fe^(P<=I[0]&&I[0]<=F)){var R=Lp(A,(-N+q)/M);return Vm(R,S),[I,Um(R)]}}}function u(c,d){var p=r?e:fe-e,f=0;return c<-p?f|=1:c>p&&(f|=2),d<-p?f|=4:d>p&&(f|=8),f}return $_(o,a,s,r?[0,-e]:[-fe,e-fe])}function h8(e,n,t,r,i,s){var o=e[0],a=e[1],l=n[0],u=n[1],c=0,d=1,p=l-o,f=u-a,m;if(m=t-o,!(!p&&m>0)){if(m/=p,p<0){if(m<c)return;m<d&&(d=m)}else if(p>0){if(m>d)return;m>c&&(c=m)}if(m=i-o,!(!p&&m<0)){if(m/=p,p<0){if(m>d)return;m>c&&(c=m)}else if(p>0){if(m<c)return;m<d&&(d=m)}if(m=r-a,!(!f&&m>0)){if(m/=f,f<0){if(m<c)return;m<d&&(d=m)}else if(f>0){if(m>d)return;m>c&&(c=m)}if(m=s-a,!(!f&&m<0)){if(m/=f,f<0){if(m>d)return;m>c&&(c=m)}else if(f>0){if(m<c)return;m<d&&(d=m)}return c>0&&(e[0]=o+c*p,e[1]=a+c*f),d<1&&(n[0]=o+d*p,n[1]=a+d*f),!0}}}}}var Vl=1e9,Op=-Vl;function ag(e,n,t,r){function i(u,c){return e<=u&&u<=t&&n<=c&&c<=r}function s(u,c,d,p){var f=0,m=0;if(u==null||(f=o(u,d))!==(m=o(c,d))||l(u,c)<0^d>0)do p.point(f===0||f===3?e:t,f>1?r:n);while((f=(f+d+4)%4)!==m);else p.point(c[0],c[1])}function o(u,c){return ke(u[0]-e)<ue?c>0?0:3:ke(u[0]-t)<ue?c>0?2:1:ke(u[1]-n)<ue?c>0?1:0:c>0?3:2}function a(u,c){return l(u.x,c.x)}function l(u,c){var d=o(u,1),p=o(c,1);return d!==p?d-p:d===0?c[1]-u[1]:d===1?u[0]-c[0]:d===2?u[1]-c[1]:c[0]-u[0]}return function(u){var c=u,d=w_(),p,f,m,g,v,b,w,$,x,T,_,S={point:C,lineStart:L,lineEnd:q,polygonStart:N,polygonEnd:M};function C(P,F){i(P,F)&&c.point(P,F)}function A(){for(var P=0,F=0,B=f.length;F<B;++F)for(var Q=f[F],H=1,j=Q.length,W=Q[0],J,R,X=W[0],oe=W[1];H<j;++H)J=X,R=oe,W=Q[H],X=W[0],oe=W[1],R<=r?oe>r&&(X-J)*(r-R)>(oe-R)*(e-J)&&++P:oe<=r&&(X-J)*(r-R)<(oe-R)*(e-J)&&--P;return P}function N(){c=d,p=[],f=[],_=!0}function M(){var P=A(),F=_&&P,B=(p=vm(p)).length;(F||B)&&(u.polygonStart(),F&&(u.lineStart(),s(null,null,1,u),u.lineEnd()),B&&x_(p,a,P,s,u),u.polygonEnd()),c=u,p=f=m=null}function L(){S.point=I,f&&f.push(m=[]),T=!0,x=!1,w=$=NaN}function q(){p&&(I(g,v),b&&x&&d.rejoin(),p.push(d.result())),S.point=C,x&&c.lineEnd()}function I(P,F){var B=i(P,F);if(f&&m.push([P,F]),T)g=P,v=F,b=B,T=!1,B&&(c.lineStart(),c.point(P,F));else if(B&&x)c.point(P,F);else{var Q=[w=Math.max(Op,Math.min(Vl,w)),$=Math.max(Op,Math.min(Vl,$))],H=[P=Math.max(Op,Math.min(Vl,P)),F=Math.max(Op,Math.min(Vl,F))];h8(Q,H,e,n,t,r)?(x||(c.lineStart(),c.point(Q[0],Q[1])),c.point(H[0],H[1]),B||c.lineEnd(),_=!1):B&&(c.lineStart(),c.point(P,F),_=!1)}w=P,$=F,x=B}return S}}var Xm=e=>e,Km=new _n,Jm=new _n,__,S_,Zm,Qm,mi={point:En,lineStart:En,lineEnd:En,polygonStart:function(){mi.lineStart=m8,mi.lineEnd=b8},polygonEnd:function(){mi.lineStart=mi.lineEnd=mi.point=En,Km.add(ke(Jm)),Jm=new _n},result:function(){var e=Km/2;return Km=new _n,e}};function m8(){mi.point=g8}function g8(e,n){mi.point=k_,__=Zm=e,S_=Qm=n}function k_(e,n){Jm.add(Qm*e-Zm*n),Zm=e,Qm=n}function b8(){k_(__,S_)}var aa=1/0,Fp=aa,Xl=-aa,Kp=Xl,jp={point:v8,lineStart:En,lineEnd:En,polygonStart:En,polygonEnd:En,result:function(){var e=[[aa,Fp],[Xl,Kp]];return Xl=Kp=-(Fp=aa=1/0),e}};function v8(e,n){e<aa&&(aa=e),e>Xl&&(Xl=e),n<Fp&&(Fp=n),n>Kp&&(Kp=n)}var eg=0,tg=0,Fl=0,qp=0,Up=0,sa=0,ng=0,rg=0,Kl=0,T_,C_,Tr,Cr,Cn={point:Ws,lineStart:l_,lineEnd:u_,polygonStart:function(){Cn.lineStart=x8,Cn.lineEnd=$8},polygonEnd:function(){Cn.point=Ws,Cn.lineStart=l_,Cn.lineEnd=u_},result:function(){var e=Kl?[ng/Kl,rg/Kl]:sa?[qp/sa,Up/sa]:Fl?[eg/Fl,tg/Fl]:[NaN,NaN];return eg=tg=Fl=qp=Up=sa=ng=rg=Kl=0,e}};function Ws(e,n){eg+=e,tg+=n,++Fl}function l_(){Cn.point=y8}function y8(e,n){Cn.point=w8,Ws(Tr=e,Cr=n)}function w8(e,n){var t=e-Tr,r=n-Cr,i=Zt(t*t+r*r);qp+=i*(Tr+e)/2,Up+=i*(Cr+n)/2,sa+=i,Ws(Tr=e,Cr=n)}function u_(){Cn.point=Ws}function x8(){Cn.point=_8}function $8(){R_(T_,C_)}function _8(e,n){Cn.point=R_,Ws(T_=Tr=e,C_=Cr=n)}function R_(e,n){var t=e-Tr,r=n-Cr,i=Zt(t*t+r*r);qp+=i*(Tr+e)/2,Up+=i*(Cr+n)/2,sa+=i,i=Cr*e-Tr*n,ng+=i*(Tr+e),rg+=i*(Cr+n),Kl+=i*3,Ws(Tr=e,Cr=n)}function E_(e){this._context=e}E_.prototype={_radius:4.5,pointRadius:function(e){return this._radius=e,this},polygonStart:function(){this._line=0},polygonEnd:function(){this._line=NaN},lineStart:function(){this._point=0},lineEnd:function(){this._line===0&&this._context.closePath(),this._point=NaN},point:function(e,n){switch(this._point){case 0:{this._context.moveTo(e,n),this._point=1;break}case 1:{this._context.lineTo(e,n);break}default:{this._context.moveTo(e+this._radius,n),this._context.arc(e,n,this._radius,0,fn);break}}},result:En};var ig=new _n,jm,P_,A_,jl,ql,Jl={point:En,lineStart:function(){Jl.point=S8},lineEnd:function(){jm&&M_(P_,A_),Jl.point=En},polygonStart:function(){jm=!0},polygonEnd:function(){jm=null},result:function(){var e=+ig;return ig=new _n,e}};function S8(e,n){Jl.point=M_,P_=jl=e,A_=ql=n}function M_(e,n){jl-=e,ql-=n,ig.add(Zt(jl*jl+ql*ql)),jl=e,ql=n}var c_,Gp,p_,d_,Wp=class{constructor(n){this._append=n==null?D_:k8(n),this._radius=4.5,this._=""}pointRadius(n){return this._radius=+n,this}polygonStart(){this._line=0}polygonEnd(){this._line=NaN}lineStart(){this._point=0}lineEnd(){this._line===0&&(this._+="Z"),this._point=NaN}point(n,t){switch(this._point){case 0:{this._append`M${n},${t}`,this._point=1;break}case 1:{this._append`L${n},${t}`;break}default:{if(this._append`M${n},${t}`,this._radius!==p_||this._append!==Gp){let r=this._radius,i=this._;this._="",this._append`m0,${r}a${r},${r} 0 1,1 0,${-2*r}a${r},${r} 0 1,1 0,${2*r}z`,p_=r,Gp=this._append,d_=this._,this._=i}this._+=d_;break}}}result(){let n=this._;return this._="",n.length?n:null}};function D_(e){let n=1;this._+=e[0];for(let t=e.length;n<t;++n)this._+=arguments[n]+e[n]}function k8(e){let n=Math.floor(e);if(!(n>=0))throw new RangeError(`invalid digits: ${e}`);if(n>15)return D_;if(n!==c_){let t=10**n;c_=n,Gp=function(i){let s=1;this._+=i[0];for(let o=i.length;s<o;++s)this._+=Math.round(arguments[s]*t)/t+i[s]}}return Gp}function Ql(e,n){let t=3,r=4.5,i,s;function o(a){return a&&(typeof r=="function"&&s.pointRadius(+r.apply(this,arguments)),es(a,i(s))),s.result()}return o.area=function(a){return es(a,i(mi)),mi.result()},o.measure=function(a){return es(a,i(Jl)),Jl.result()},o.bounds=function(a){return es(a,i(jp)),jp.result()},o.centroid=function(a){return es(a,i(Cn)),Cn.result()},o.projection=function(a){return arguments.length?(i=a==null?(e=null,Xm):(e=a).stream,o):e},o.context=function(a){return arguments.length?(s=a==null?(n=null,new Wp(t)):new E_(n=a),typeof r!="function"&&s.pointRadius(r),o):n},o.pointRadius=function(a){return arguments.length?(r=typeof a=="function"?a:(s.pointRadius(+a),+a),o):r},o.digits=function(a){if(!arguments.length)return t;if(a==null)t=null;else{let l=Math.floor(a);if(!(l>=0))throw new RangeError(`invalid digits: ${a}`);t=l}return n===null&&(s=new Wp(t)),o},o.projection(e).digits(t).context(n)}function eu(e){return{stream:Jp(e)}}function Jp(e){return function(n){var t=new sg;for(var r in e)t[r]=e[r];return t.stream=n,t}}function sg(){}sg.prototype={constructor:sg,point:function(e,n){this.stream.point(e,n)},sphere:function(){this.stream.sphere()},lineStart:function(){this.stream.lineStart()},lineEnd:function(){this.stream.lineEnd()},polygonStart:function(){this.stream.polygonStart()},polygonEnd:function(){this.stream.polygonEnd()}};function lg(e,n,t){var r=e.clipExtent&&e.clipExtent();return e.scale(150).translate([0,0]),r!=null&&e.clipExtent(null),es(t,e.stream(jp)),n(jp.result()),r!=null&&e.clipExtent(r),e}function ug(e,n,t){return lg(e,function(r){var i=n[1][0]-n[0][0],s=n[1][1]-n[0][1],o=Math.min(i/(r[1][0]-r[0][0]),s/(r[1][1]-r[0][1])),a=+n[0][0]+(i-o*(r[1][0]+r[0][0]))/2,l=+n[0][1]+(s-o*(r[1][1]+r[0][1]))/2;e.scale(150*o).translate([a,l])},t)}function L_(e,n,t){return ug(e,[[0,0],n],t)}function N_(e,n,t){return lg(e,function(r){var i=+n,s=i/(r[1][0]-r[0][0]),o=(i-s*(r[1][0]+r[0][0]))/2,a=-s*r[0][1];e.scale(150*s).translate([o,a])},t)}function O_(e,n,t){return lg(e,function(r){var i=+n,s=i/(r[1][1]-r[0][1]),o=-s*r[0][0],a=(i-s*(r[1][1]+r[0][1]))/2;e.scale(150*s).translate([o,a])},t)}var f_=16,T8=de(30*Ze);function h_(e,n){return+n?R8(e,n):C8(e)}function C8(e){return Jp({point:function(n,t){n=e(n,t),this.stream.point(n[0],n[1])}})}function R8(e,n){function t(r,i,s,o,a,l,u,c,d,p,f,m,g,v){var b=u-r,w=c-i,$=b*b+w*w;if($>4*n&&g--){var x=o+p,T=a+f,_=l+m,S=Zt(x*x+T*T+_*_),C=Pn(_/=S),A=ke(ke(_)-1)<ue||ke(s-d)<ue?(s+d)/2:gi(T,x),N=e(A,C),M=N[0],L=N[1],q=M-r,I=L-i,P=w*q-b*I;(P*P/$>n||ke((b*q+w*I)/$-.5)>.3||o*p+a*f+l*m<T8)&&(t(r,i,s,o,a,l,M,L,A,x/=S,T/=S,_,g,v),v.point(M,L),t(M,L,A,x,T,_,u,c,d,p,f,m,g,v))}}return function(r){var i,s,o,a,l,u,c,d,p,f,m,g,v={point:b,lineStart:w,lineEnd:x,polygonStart:function(){r.polygonStart(),v.lineStart=T},polygonEnd:function(){r.polygonEnd(),v.lineStart=w}};function b(C,A){C=e(C,A),r.point(C[0],C[1])}function w(){d=NaN,v.point=$,r.lineStart()}function $(C,A){var N=oa([C,A]),M=e(C,A);t(d,p,c,f,m,g,d=M[0],p=M[1],c=C,f=N[0],m=N[1],g=N[2],f_,r),r.point(d,p)}function x(){v.point=b,r.lineEnd()}function T(){w(),v.point=_,v.lineEnd=S}function _(C,A){$(i=C,A),s=d,o=p,a=f,l=m,u=g,v.point=$}function S(){t(d,p,c,f,m,g,s,o,i,a,l,u,f_,r),v.lineEnd=x,x()}return v}}var E8=Jp({point:function(e,n){this.stream.point(e*Ze,n*Ze)}});function P8(e){return Jp({point:function(n,t){var r=e(n,t);return this.stream.point(r[0],r[1])}})}function A8(e,n,t,r,i){function s(o,a){return o*=r,a*=i,[n+e*o,t-e*a]}return s.invert=function(o,a){return[(o-n)/e*r,(t-a)/e*i]},s}function m_(e,n,t,r,i,s){if(!s)return A8(e,n,t,r,i);var o=de(s),a=ce(s),l=o*e,u=a*e,c=o/e,d=a/e,p=(a*t-o*n)/e,f=(a*n+o*t)/e;function m(g,v){return g*=r,v*=i,[l*g-u*v+n,t-u*g-l*v]}return m.invert=function(g,v){return[r*(c*g-d*v+p),i*(f-d*g-c*v)]},m}function ts(e){return I_(function(){return e})()}function I_(e){var n,t=150,r=480,i=250,s=0,o=0,a=0,l=0,u=0,c,d=0,p=1,f=1,m=null,g=a_,v=null,b,w,$,x=Xm,T=.5,_,S,C,A,N;function M(P){return C(P[0]*Ze,P[1]*Ze)}function L(P){return P=C.invert(P[0],P[1]),P&&[P[0]*jt,P[1]*jt]}M.stream=function(P){return A&&N===P?A:A=E8(P8(c)(g(_(x(N=P)))))},M.preclip=function(P){return arguments.length?(g=P,m=void 0,I()):g},M.postclip=function(P){return arguments.length?(x=P,v=b=w=$=null,I()):x},M.clipAngle=function(P){return arguments.length?(g=+P?f8(m=P*Ze):(m=null,a_),I()):m*jt},M.clipExtent=function(P){return arguments.length?(x=P==null?(v=b=w=$=null,Xm):ag(v=+P[0][0],b=+P[0][1],w=+P[1][0],$=+P[1][1]),I()):v==null?null:[[v,b],[w,$]]},M.scale=function(P){return arguments.length?(t=+P,q()):t},M.translate=function(P){return arguments.length?(r=+P[0],i=+P[1],q()):[r,i]},M.center=function(P){return arguments.length?(s=P[0]%360*Ze,o=P[1]%360*Ze,q()):[s*jt,o*jt]},M.rotate=function(P){return arguments.length?(a=P[0]%360*Ze,l=P[1]%360*Ze,u=P.length>2?P[2]%360*Ze:0,q()):[a*jt,l*jt,u*jt]},M.angle=function(P){return arguments.length?(d=P%360*Ze,q()):d*jt},M.reflectX=function(P){return arguments.length?(p=P?-1:1,q()):p<0},M.reflectY=function(P){return arguments.length?(f=P?-1:1,q()):f<0},M.precision=function(P){return arguments.length?(_=h_(S,T=P*P),I()):Zt(T)},M.fitExtent=function(P,F){return ug(M,P,F)},M.fitSize=function(P,F){return L_(M,P,F)},M.fitWidth=function(P,F){return N_(M,P,F)},M.fitHeight=function(P,F){return O_(M,P,F)};function q(){var P=m_(t,0,0,p,f,d).apply(null,n(s,o)),F=m_(t,r-P[0],i-P[1],p,f,d);return c=y_(a,l,u),S=Wm(n,F),C=Wm(c,S),_=h_(S,T),I()}function I(){return A=N=null,M}return function(){return n=e.apply(this,arguments),M.invert=n.invert&&L,q()}}function cg(e){var n=0,t=fe/3,r=I_(e),i=r(n,t);return i.parallels=function(s){return arguments.length?r(n=s[0]*Ze,t=s[1]*Ze):[n*jt,t*jt]},i}function M8(e){var n=de(e);function t(r,i){return[r*n,ce(i)/n]}return t.invert=function(r,i){return[r/n,Pn(i*n)]},t}function D8(e,n){var t=ce(e),r=(t+ce(n))/2;if(ke(r)<ue)return M8(e);var i=1+t*(2*r-t),s=Zt(i)/r;function o(a,l){var u=Zt(i-2*r*ce(l))/r;return[u*ce(a*=r),s-u*de(a)]}return o.invert=function(a,l){var u=s-l,c=gi(a,ke(u))*Rn(u);return u*r<0&&(c-=fe*Rn(a)*Rn(u)),[c/r,Pn((i-(a*a+u*u)*r*r)/(2*r))]},o}function Zl(){return cg(D8).scale(155.424).center([0,33.6442])}function pg(){return Zl().parallels([29.5,45.5]).scale(1070).translate([480,250]).rotate([96,0]).center([-.6,38.7])}function L8(e){var n=e.length;return{point:function(t,r){for(var i=-1;++i<n;)e[i].point(t,r)},sphere:function(){for(var t=-1;++t<n;)e[t].sphere()},lineStart:function(){for(var t=-1;++t<n;)e[t].lineStart()},lineEnd:function(){for(var t=-1;++t<n;)e[t].lineEnd()},polygonStart:function(){for(var t=-1;++t<n;)e[t].polygonStart()},polygonEnd:function(){for(var t=-1;++t<n;)e[t].polygonEnd()}}}function z_(){var e,n,t=pg(),r,i=Zl().rotate([154,0]).center([-2,58.5]).parallels([55,65]),s,o=Zl().rotate([157,0]).center([-3,19.9]).parallels([8,18]),a,l,u={point:function(p,f){l=[p,f]}};function c(p){var f=p[0],m=p[1];return l=null,r.point(f,m),l||(s.point(f,m),l)||(a.point(f,m),l)}c.invert=function(p){var f=t.scale(),m=t.translate(),g=(p[0]-m[0])/f,v=(p[1]-m[1])/f;return(v>=.12&&v<.234&&g>=-.425&&g<-.214?i:v>=.166&&v<.234&&g>=-.214&&g<-.115?o:t).invert(p)},c.stream=function(p){return e&&n===p?e:e=L8([t.stream(n=p),i.stream(p),o.stream(p)])},c.precision=function(p){return arguments.length?(t.precision(p),i.precision(p),o.precision(p),d()):t.precision()},c.scale=function(p){return arguments.length?(t.scale(p),i.scale(p*.35),o.scale(p),c.translate(t.translate())):t.scale()},c.translate=function(p){if(!arguments.length)return t.translate();var f=t.scale(),m=+p[0],g=+p[1];return r=t.translate(p).clipExtent([[m-.455*f,g-.238*f],[m+.455*f,g+.238*f]]).stream(u),s=i.translate([m-.307*f,g+.201*f]).clipExtent([[m-.425*f+ue,g+.12*f+ue],[m-.214*f-ue,g+.234*f-ue]]).stream(u),a=o.translate([m-.205*f,g+.212*f]).clipExtent([[m-.214*f+ue,g+.166*f+ue],[m-.115*f-ue,g+.234*f-ue]]).stream(u),d()},c.fitExtent=function(p,f){return ug(c,p,f)},c.fitSize=function(p,f){return L_(c,p,f)},c.fitWidth=function(p,f){return N_(c,p,f)},c.fitHeight=function(p,f){return O_(c,p,f)};function d(){return e=n=null,c}return c.scale(1070)}function B_(e){return function(n,t){var r=de(n),i=de(t),s=e(r*i);return s===1/0?[2,0]:[s*i*ce(n),s*ce(t)]}}function tu(e){return function(n,t){var r=Zt(n*n+t*t),i=e(r),s=ce(i),o=de(i);return[gi(n*s,r*o),Pn(r&&t*s/r)]}}var H_=B_(function(e){return Zt(2/(1+e))});H_.invert=tu(function(e){return 2*Pn(e/2)});function V_(){return ts(H_).scale(124.75).clipAngle(180-.001)}var F_=B_(function(e){return(e=v_(e))&&e/ce(e)});F_.invert=tu(function(e){return e});function K_(){return ts(F_).scale(79.4188).clipAngle(180-.001)}function Zp(e,n){return[e,Bp(og((Qe+n)/2))]}Zp.invert=function(e,n){return[e,2*la(b_(n))-Qe]};function j_(){return q_(Zp).scale(961/fn)}function q_(e){var n=ts(e),t=n.center,r=n.scale,i=n.translate,s=n.clipExtent,o=null,a,l,u;n.scale=function(d){return arguments.length?(r(d),c()):r()},n.translate=function(d){return arguments.length?(i(d),c()):i()},n.center=function(d){return arguments.length?(t(d),c()):t()},n.clipExtent=function(d){return arguments.length?(d==null?o=a=l=u=null:(o=+d[0][0],a=+d[0][1],l=+d[1][0],u=+d[1][1]),c()):o==null?null:[[o,a],[l,u]]};function c(){var d=fe*r(),p=n(s8(n.rotate()).invert([0,0]));return s(o==null?[[p[0]-d,p[1]-d],[p[0]+d,p[1]+d]]:e===Zp?[[Math.max(p[0]-d,o),a],[Math.min(p[0]+d,l),u]]:[[o,Math.max(p[1]-d,a)],[l,Math.min(p[1]+d,u)]])}return c()}function Ip(e){return og((Qe+e)/2)}function N8(e,n){var t=de(e),r=e===n?ce(e):Bp(t/de(n))/Bp(Ip(n)/Ip(e)),i=t*Hm(Ip(e),r)/r;if(!r)return Zp;function s(o,a){i>0?a<-Qe+ue&&(a=-Qe+ue):a>Qe-ue&&(a=Qe-ue);var l=i/Hm(Ip(a),r);return[l*ce(r*o),i-l*de(r*o)]}return s.invert=function(o,a){var l=i-a,u=Rn(r)*Zt(o*o+l*l),c=gi(o,ke(l))*Rn(l);return l*r<0&&(c-=fe*Rn(o)*Rn(l)),[c/r,2*la(Hm(i/u,1/r))-Qe]},s}function U_(){return cg(N8).scale(109.5).parallels([30,30])}function Yp(e,n){return[e,n]}Yp.invert=Yp;function G_(){return ts(Yp).scale(152.63)}function O8(e,n){var t=de(e),r=e===n?ce(e):(t-de(n))/(n-e),i=t/r+e;if(ke(r)<ue)return Yp;function s(o,a){var l=i-a,u=r*o;return[l*ce(u),i-l*de(u)]}return s.invert=function(o,a){var l=i-a,u=gi(o,ke(l))*Rn(l);return l*r<0&&(u-=fe*Rn(o)*Rn(l)),[u/r,i-Rn(r)*Zt(o*o+l*l)]},s}function W_(){return cg(O8).scale(131.154).center([0,13.9389])}var Ul=1.340264,Gl=-.081106,Wl=893e-6,Yl=.003796,Xp=Zt(3)/2,I8=12;function Y_(e,n){var t=Pn(Xp*ce(n)),r=t*t,i=r*r*r;return[e*de(t)/(Xp*(Ul+3*Gl*r+i*(7*Wl+9*Yl*r))),t*(Ul+Gl*r+i*(Wl+Yl*r))]}Y_.invert=function(e,n){for(var t=n,r=t*t,i=r*r*r,s=0,o,a,l;s<I8&&(a=t*(Ul+Gl*r+i*(Wl+Yl*r))-n,l=Ul+3*Gl*r+i*(7*Wl+9*Yl*r),t-=o=a/l,r=t*t,i=r*r*r,!(ke(o)<g_));++s);return[Xp*e*(Ul+3*Gl*r+i*(7*Wl+9*Yl*r))/de(t),Pn(ce(t)/Xp)]};function X_(){return ts(Y_).scale(177.158)}function J_(e,n){var t=de(n),r=de(e)*t;return[t*ce(e)/r,ce(n)/r]}J_.invert=tu(la);function Z_(){return ts(J_).scale(144.049).clipAngle(60)}function z8(e,n){var t=n*n,r=t*t;return[e*(.8707-.131979*t+r*(-.013791+r*(.003971*t-.001529*r))),n*(1.007226+t*(.015085+r*(-.044475+.028874*t-.005916*r)))]}z8.invert=function(e,n){var t=n,r=25,i;do{var s=t*t,o=s*s;t-=i=(t*(1.007226+s*(.015085+o*(-.044475+.028874*s-.005916*o)))-n)/(1.007226+s*(.015085*3+o*(-.044475*7+.028874*9*s-.005916*11*o)))}while(ke(i)>ue&&--r>0);return[e/(.8707+(s=t*t)*(-.131979+s*(-.013791+s*s*s*(.003971-.001529*s)))),t]};function Q_(e,n){return[de(n)*ce(e),ce(n)]}Q_.invert=tu(Pn);function eS(){return ts(Q_).scale(249.5).clipAngle(90+ue)}function tS(e,n){var t=de(n),r=1+de(e)*t;return[t*ce(e)/r,ce(n)/r]}tS.invert=tu(function(e){return 2*la(e)});function nS(){return ts(tS).scale(250).clipAngle(142)}function rS(e,n){return[Bp(og((Qe+n)/2)),-e]}rS.invert=function(e,n){return[-n,2*la(b_(e))-Qe]};function iS(){var e=q_(rS),n=e.center,t=e.rotate;return e.center=function(r){return arguments.length?n([-r[1],r[0]]):(r=n(),[r[1],-r[0]])},e.rotate=function(r){return arguments.length?t([r[0],r[1],r.length>2?r[2]+90:90]):(r=t(),[r[0],r[1],r[2]-90])},t([0,0,90]).scale(159.155)}var dg=new Date,fg=new Date;function ft(e,n,t,r){function i(s){return e(s=arguments.length===0?new Date:new Date(+s)),s}return i.floor=s=>(e(s=new Date(+s)),s),i.ceil=s=>(e(s=new Date(s-1)),n(s,1),e(s),s),i.round=s=>{let o=i(s),a=i.ceil(s);return s-o<a-s?o:a},i.offset=(s,o)=>(n(s=new Date(+s),o==null?1:Math.floor(o)),s),i.range=(s,o,a)=>{let l=[];if(s=i.ceil(s),a=a==null?1:Math.floor(a),!(s<o)||!(a>0))return l;let u;do l.push(u=new Date(+s)),n(s,a),e(s);while(u<s&&s<o);return l},i.filter=s=>ft(o=>{if(o>=o)for(;e(o),!s(o);)o.setTime(o-1)},(o,a)=>{if(o>=o)if(a<0)for(;++a<=0;)for(;n(o,-1),!s(o););else for(;--a>=0;)for(;n(o,1),!s(o););}),t&&(i.count=(s,o)=>(dg.setTime(+s),fg.setTime(+o),e(dg),e(fg),Math.floor(t(dg,fg))),i.every=s=>(s=Math.floor(s),!isFinite(s)||!(s>0)?null:s>1?i.filter(r?o=>r(o)%s===0:o=>i.count(0,o)%s===0):i)),i}var Qp=ft(()=>{},(e,n)=>{e.setTime(+e+n)},(e,n)=>n-e);Qp.every=e=>(e=Math.floor(e),!isFinite(e)||!(e>0)?null:e>1?ft(n=>{n.setTime(Math.floor(n/e)*e)},(n,t)=>{n.setTime(+n+t*e)},(n,t)=>(t-n)/e):Qp);var YV=Qp.range,bi=1e3,An=bi*60,vi=An*60,yi=vi*24,mg=yi*7,sS=yi*30,hg=yi*365,qt=ft(e=>{e.setTime(e-e.getMilliseconds())},(e,n)=>{e.setTime(+e+n*bi)},(e,n)=>(n-e)/bi,e=>e.getUTCSeconds()),XV=qt.range,Ys=ft(e=>{e.setTime(e-e.getMilliseconds()-e.getSeconds()*bi)},(e,n)=>{e.setTime(+e+n*An)},(e,n)=>(n-e)/An,e=>e.getMinutes()),JV=Ys.range,Xs=ft(e=>{e.setUTCSeconds(0,0)},(e,n)=>{e.setTime(+e+n*An)},(e,n)=>(n-e)/An,e=>e.getUTCMinutes()),ZV=Xs.range,Js=ft(e=>{e.setTime(e-e.getMilliseconds()-e.getSeconds()*bi-e.getMinutes()*An)},(e,n)=>{e.setTime(+e+n*vi)},(e,n)=>(n-e)/vi,e=>e.getHours()),QV=Js.range,Zs=ft(e=>{e.setUTCMinutes(0,0,0)},(e,n)=>{e.setTime(+e+n*vi)},(e,n)=>(n-e)/vi,e=>e.getUTCHours()),eF=Zs.range,Rr=ft(e=>e.setHours(0,0,0,0),(e,n)=>e.setDate(e.getDate()+n),(e,n)=>(n-e-(n.getTimezoneOffset()-e.getTimezoneOffset())*An)/yi,e=>e.getDate()-1),tF=Rr.range,ua=ft(e=>{e.setUTCHours(0,0,0,0)},(e,n)=>{e.setUTCDate(e.getUTCDate()+n)},(e,n)=>(n-e)/yi,e=>e.getUTCDate()-1),nF=ua.range,nu=ft(e=>{e.setUTCHours(0,0,0,0)},(e,n)=>{e.setUTCDate(e.getUTCDate()+n)},(e,n)=>(n-e)/yi,e=>Math.floor(e/yi)),rF=nu.range;function Qs(e){return ft(n=>{n.setDate(n.getDate()-(n.getDay()+7-e)%7),n.setHours(0,0,0,0)},(n,t)=>{n.setDate(n.getDate()+t*7)},(n,t)=>(t-n-(t.getTimezoneOffset()-n.getTimezoneOffset())*An)/mg)}var Er=Qs(0),eo=Qs(1),gg=Qs(2),bg=Qs(3),wi=Qs(4),vg=Qs(5),yg=Qs(6),iF=Er.range,sF=eo.range,oF=gg.range,aF=bg.range,lF=wi.range,uF=vg.range,cF=yg.range;function to(e){return ft(n=>{n.setUTCDate(n.getUTCDate()-(n.getUTCDay()+7-e)%7),n.setUTCHours(0,0,0,0)},(n,t)=>{n.setUTCDate(n.getUTCDate()+t*7)},(n,t)=>(t-n)/mg)}var Pr=to(0),no=to(1),wg=to(2),xg=to(3),xi=to(4),$g=to(5),_g=to(6),pF=Pr.range,dF=no.range,fF=wg.range,hF=xg.range,mF=xi.range,gF=$g.range,bF=_g.range,ro=ft(e=>{e.setDate(1),e.setHours(0,0,0,0)},(e,n)=>{e.setMonth(e.getMonth()+n)},(e,n)=>n.getMonth()-e.getMonth()+(n.getFullYear()-e.getFullYear())*12,e=>e.getMonth()),vF=ro.range,io=ft(e=>{e.setUTCDate(1),e.setUTCHours(0,0,0,0)},(e,n)=>{e.setUTCMonth(e.getUTCMonth()+n)},(e,n)=>n.getUTCMonth()-e.getUTCMonth()+(n.getUTCFullYear()-e.getUTCFullYear())*12,e=>e.getUTCMonth()),yF=io.range,Qt=ft(e=>{e.setMonth(0,1),e.setHours(0,0,0,0)},(e,n)=>{e.setFullYear(e.getFullYear()+n)},(e,n)=>n.getFullYear()-e.getFullYear(),e=>e.getFullYear());Qt.every=e=>!isFinite(e=Math.floor(e))||!(e>0)?null:ft(n=>{n.setFullYear(Math.floor(n.getFullYear()/e)*e),n.setMonth(0,1),n.setHours(0,0,0,0)},(n,t)=>{n.setFullYear(n.getFullYear()+t*e)});var wF=Qt.range,en=ft(e=>{e.setUTCMonth(0,1),e.setUTCHours(0,0,0,0)},(e,n)=>{e.setUTCFullYear(e.getUTCFullYear()+n)},(e,n)=>n.getUTCFullYear()-e.getUTCFullYear(),e=>e.getUTCFullYear());en.every=e=>!isFinite(e=Math.floor(e))||!(e>0)?null:ft(n=>{n.setUTCFullYear(Math.floor(n.getUTCFullYear()/e)*e),n.setUTCMonth(0,1),n.setUTCHours(0,0,0,0)},(n,t)=>{n.setUTCFullYear(n.getUTCFullYear()+t*e)});var xF=en.range;function oS(e,n,t,r,i,s){let o=[[qt,1,bi],[qt,5,5*bi],[qt,15,15*bi],[qt,30,30*bi],[s,1,An],[s,5,5*An],[s,15,15*An],[s,30,30*An],[i,1,vi],[i,3,3*vi],[i,6,6*vi],[i,12,12*vi],[r,1,yi],[r,2,2*yi],[t,1,mg],[n,1,sS],[n,3,3*sS],[e,1,hg]];function a(u,c,d){let p=c<u;p&&([u,c]=[c,u]);let f=d&&typeof d.range=="function"?d:l(u,c,d),m=f?f.range(u,+c+1):[];return p?m.reverse():m}function l(u,c,d){let p=Math.abs(c-u)/d,f=Uo(([,,v])=>v).right(o,p);if(f===o.length)return e.every(Ll(u/hg,c/hg,d));if(f===0)return Qp.every(Math.max(Ll(u,c,d),1));let[m,g]=o[p/o[f-1][2]<o[f][2]/p?f-1:f];return m.every(g)}return[a,l]}var[aS,ed]=oS(en,io,Pr,nu,Zs,Xs),[lS,uS]=oS(Qt,ro,Er,Rr,Js,Ys);function Sg(e){if(0<=e.y&&e.y<100){var n=new Date(-1,e.m,e.d,e.H,e.M,e.S,e.L);return n.setFullYear(e.y),n}return new Date(e.y,e.m,e.d,e.H,e.M,e.S,e.L)}function kg(e){if(0<=e.y&&e.y<100){var n=new Date(Date.UTC(-1,e.m,e.d,e.H,e.M,e.S,e.L));return n.setUTCFullYear(e.y),n}return new Date(Date.UTC(e.y,e.m,e.d,e.H,e.M,e.S,e.L))}function ru(e,n,t){return{y:e,m:n,d:t,H:0,M:0,S:0,L:0}}function B8(e){var n=e.dateTime,t=e.date,r=e.time,i=e.periods,s=e.days,o=e.shortDays,a=e.months,l=e.shortMonths,u=iu(i),c=su(i),d=iu(s),p=su(s),f=iu(o),m=su(o),g=iu(a),v=su(a),b=iu(l),w=su(l),$={a:B,A:Q,b:H,B:j,c:null,d:mS,e:mS,f:lL,g:vL,G:wL,H:sL,I:oL,j:aL,L:wS,m:uL,M:cL,p:W,q:J,Q:vS,s:yS,S:pL,u:dL,U:fL,V:hL,w:mL,W:gL,x:null,X:null,y:bL,Y:yL,Z:xL,"%":bS},x={a:R,A:X,b:oe,B:be,c:null,d:gS,e:gS,f:kL,g:NL,G:IL,H:$L,I:_L,j:SL,L:$S,m:TL,M:CL,p:Y,q:ae,Q:vS,s:yS,S:RL,u:EL,U:PL,V:AL,w:ML,W:DL,x:null,X:null,y:LL,Y:OL,Z:zL,"%":bS},T={a:N,A:M,b:L,B:q,c:I,d:fS,e:fS,f:tL,g:dS,G:pS,H:hS,I:hS,j:J8,L:eL,m:X8,M:Z8,p:A,q:Y8,Q:rL,s:iL,S:Q8,u:j8,U:q8,V:U8,w:K8,W:G8,x:P,X:F,y:dS,Y:pS,Z:W8,"%":nL};$.x=_(t,$),$.X=_(r,$),$.c=_(n,$),x.x=_(t,x),x.X=_(r,x),x.c=_(n,x);function _(O,G){return function(Z){var D=[],we=-1,te=0,$e=O.length,Fe,Dt,Vi;for(Z instanceof Date||(Z=new Date(+Z));++we<$e;)O.charCodeAt(we)===37&&(D.push(O.slice(te,we)),(Dt=cS[Fe=O.charAt(++we)])!=null?Fe=O.charAt(++we):Dt=Fe==="e"?" ":"0",(Vi=G[Fe])&&(Fe=Vi(Z,Dt)),D.push(Fe),te=we+1);return D.push(O.slice(te,we)),D.join("")}}function S(O,G){return function(Z){var D=ru(1900,void 0,1),we=C(D,O,Z+="",0),te,$e;if(we!=Z.length)return null;if("Q"in D)return new Date(D.Q);if("s"in D)return new Date(D.s*1e3+("L"in D?D.L:0));if(G&&!("Z"in D)&&(D.Z=0),"p"in D&&(D.H=D.H%12+D.p*12),D.m===void 0&&(D.m="q"in D?D.q:0),"V"in D){if(D.V<1||D.V>53)return null;"w"in D||(D.w=1),"Z"in D?(te=kg(ru(D.y,0,1)),$e=te.getUTCDay(),te=$e>4||$e===0?no.ceil(te):no(te),te=ua.offset(te,(D.V-1)*7),D.y=te.getUTCFullYear(),D.m=te.getUTCMonth(),D.d=te.getUTCDate()+(D.w+6)%7):(te=Sg(ru(D.y,0,1)),$e=te.getDay(),te=$e>4||$e===0?eo.ceil(te):eo(te),te=Rr.offset(te,(D.V-1)*7),D.y=te.getFullYear(),D.m=te.getMonth(),D.d=te.getDate()+(D.w+6)%7)}else("W"in D||"U"in D)&&("w"in D||(D.w="u"in D?D.u%7:"W"in D?1:0),$e="Z"in D?kg(ru(D.y,0,1)).getUTCDay():Sg(ru(D.y,0,1)).getDay(),D.m=0,D.d="W"in D?(D.w+6)%7+D.W*7-($e+5)%7:D.w+D.U*7-($e+6)%7);return"Z"in D?(D.H+=D.Z/100|0,D.M+=D.Z%100,kg(D)):Sg(D)}}function C(O,G,Z,D){for(var we=0,te=G.length,$e=Z.length,Fe,Dt;we<te;){if(D>=$e)return-1;if(Fe=G.charCodeAt(we++),Fe===37){if(Fe=G.charAt(we++),Dt=T[Fe in cS?G.charAt(we++):Fe],!Dt||(D=Dt(O,Z,D))<0)return-1}else if(Fe!=Z.charCodeAt(D++))return-1}return D}function A(O,G,Z){var D=u.exec(G.slice(Z));return D?(O.p=c.get(D[0].toLowerCase()),Z+D[0].length):-1}function N(O,G,Z){var D=f.exec(G.slice(Z));return D?(O.w=m.get(D[0].toLowerCase()),Z+D[0].length):-1}function M(O,G,Z){var D=d.exec(G.slice(Z));return D?(O.w=p.get(D[0].toLowerCase()),Z+D[0].length):-1}function L(O,G,Z){var D=b.exec(G.slice(Z));return D?(O.m=w.get(D[0].toLowerCase()),Z+D[0].length):-1}function q(O,G,Z){var D=g.exec(G.slice(Z));return D?(O.m=v.get(D[0].toLowerCase()),Z+D[0].length):-1}function I(O,G,Z){return C(O,n,G,Z)}function P(O,G,Z){return C(O,t,G,Z)}function F(O,G,Z){return C(O,r,G,Z)}function B(O){return o[O.getDay()]}function Q(O){return s[O.getDay()]}function H(O){return l[O.getMonth()]}function j(O){return a[O.getMonth()]}function W(O){return i[+(O.getHours()>=12)]}function J(O){return 1+~~(O.getMonth()/3)}function R(O){return o[O.getUTCDay()]}function X(O){return s[O.getUTCDay()]}function oe(O){return l[O.getUTCMonth()]}function be(O){return a[O.getUTCMonth()]}function Y(O){return i[+(O.getUTCHours()>=12)]}function ae(O){return 1+~~(O.getUTCMonth()/3)}return{format:function(O){var G=_(O+="",$);return G.toString=function(){return O},G},parse:function(O){var G=S(O+="",!1);return G.toString=function(){return O},G},utcFormat:function(O){var G=_(O+="",x);return G.toString=function(){return O},G},utcParse:function(O){var G=S(O+="",!0);return G.toString=function(){return O},G}}}var cS={"-":"",_:" ",0:"0"},xt=/^\s*\d+/,H8=/^%/,V8=/[\\^$*+?|[\]().{}]/g;function xe(e,n,t){var r=e<0?"-":"",i=(r?-e:e)+"",s=i.length;return r+(s<t?new Array(t-s+1).join(n)+i:i)}function F8(e){return e.replace(V8,"\\$&")}function iu(e){return new RegExp("^(?:"+e.map(F8).join("|")+")","i")}function su(e){return new Map(e.map((n,t)=>[n.toLowerCase(),t]))}function K8(e,n,t){var r=xt.exec(n.slice(t,t+1));return r?(e.w=+r[0],t+r[0].length):-1}function j8(e,n,t){var r=xt.exec(n.slice(t,t+1));return r?(e.u=+r[0],t+r[0].length):-1}function q8(e,n,t){var r=xt.exec(n.slice(t,t+2));return r?(e.U=+r[0],t+r[0].length):-1}function U8(e,n,t){var r=xt.exec(n.slice(t,t+2));return r?(e.V=+r[0],t+r[0].length):-1}function G8(e,n,t){var r=xt.exec(n.slice(t,t+2));return r?(e.W=+r[0],t+r[0].length):-1}function pS(e,n,t){var r=xt.exec(n.slice(t,t+4));return r?(e.y=+r[0],t+r[0].length):-1}function dS(e,n,t){var r=xt.exec(n.slice(t,t+2));return r?(e.y=+r[0]+(+r[0]>68?1900:2e3),t+r[0].length):-1}function W8(e,n,t){var r=/^(Z)|([+-]\d\d)(?::?(\d\d))?/.exec(n.slice(t,t+6));return r?(e.Z=r[1]?0:-(r[2]+(r[3]||"00")),t+r[0].length):-1}function Y8(e,n,t){var r=xt.exec(n.slice(t,t+1));return r?(e.q=r[0]*3-3,t+r[0].length):-1}function X8(e,n,t){var r=xt.exec(n.slice(t,t+2));return r?(e.m=r[0]-1,t+r[0].length):-1}function fS(e,n,t){var r=xt.exec(n.slice(t,t+2));return r?(e.d=+r[0],t+r[0].length):-1}function J8(e,n,t){var r=xt.exec(n.slice(t,t+3));return r?(e.m=0,e.d=+r[0],t+r[0].length):-1}function hS(e,n,t){var r=xt.exec(n.slice(t,t+2));return r?(e.H=+r[0],t+r[0].length):-1}function Z8(e,n,t){var r=xt.exec(n.slice(t,t+2));return r?(e.M=+r[0],t+r[0].length):-1}function Q8(e,n,t){var r=xt.exec(n.slice(t,t+2));return r?(e.S=+r[0],t+r[0].length):-1}function eL(e,n,t){var r=xt.exec(n.slice(t,t+3));return r?(e.L=+r[0],t+r[0].length):-1}function tL(e,n,t){var r=xt.exec(n.slice(t,t+6));return r?(e.L=Math.floor(r[0]/1e3),t+r[0].length):-1}function nL(e,n,t){var r=H8.exec(n.slice(t,t+1));return r?t+r[0].length:-1}function rL(e,n,t){var r=xt.exec(n.slice(t));return r?(e.Q=+r[0],t+r[0].length):-1}function iL(e,n,t){var r=xt.exec(n.slice(t));return r?(e.s=+r[0],t+r[0].length):-1}function mS(e,n){return xe(e.getDate(),n,2)}function sL(e,n){return xe(e.getHours(),n,2)}function oL(e,n){return xe(e.getHours()%12||12,n,2)}function aL(e,n){return xe(1+Rr.count(Qt(e),e),n,3)}function wS(e,n){return xe(e.getMilliseconds(),n,3)}function lL(e,n){return wS(e,n)+"000"}function uL(e,n){return xe(e.getMonth()+1,n,2)}function cL(e,n){return xe(e.getMinutes(),n,2)}function pL(e,n){return xe(e.getSeconds(),n,2)}function dL(e){var n=e.getDay();return n===0?7:n}function fL(e,n){return xe(Er.count(Qt(e)-1,e),n,2)}function xS(e){var n=e.getDay();return n>=4||n===0?wi(e):wi.ceil(e)}function hL(e,n){return e=xS(e),xe(wi.count(Qt(e),e)+(Qt(e).getDay()===4),n,2)}function mL(e){return e.getDay()}function gL(e,n){return xe(eo.count(Qt(e)-1,e),n,2)}function bL(e,n){return xe(e.getFullYear()%100,n,2)}function vL(e,n){return e=xS(e),xe(e.getFullYear()%100,n,2)}function yL(e,n){return xe(e.getFullYear()%1e4,n,4)}function wL(e,n){var t=e.getDay();return e=t>=4||t===0?wi(e):wi.ceil(e),xe(e.getFullYear()%1e4,n,4)}function xL(e){var n=e.getTimezoneOffset();return(n>0?"-":(n*=-1,"+"))+xe(n/60|0,"0",2)+xe(n%60,"0",2)}function gS(e,n){return xe(e.getUTCDate(),n,2)}function $L(e,n){return xe(e.getUTCHours(),n,2)}function _L(e,n){return xe(e.getUTCHours()%12||12,n,2)}function SL(e,n){return xe(1+ua.count(en(e),e),n,3)}function $S(e,n){return xe(e.getUTCMilliseconds(),n,3)}function kL(e,n){return $S(e,n)+"000"}function TL(e,n){return xe(e.getUTCMonth()+1,n,2)}function CL(e,n){return xe(e.getUTCMinutes(),n,2)}function RL(e,n){return xe(e.getUTCSeconds(),n,2)}function EL(e){var n=e.getUTCDay();return n===0?7:n}function PL(e,n){return xe(Pr.count(en(e)-1,e),n,2)}function _S(e){var n=e.getUTCDay();return n>=4||n===0?xi(e):xi.ceil(e)}function AL(e,n){return e=_S(e),xe(xi.count(en(e),e)+(en(e).getUTCDay()===4),n,2)}function ML(e){return e.getUTCDay()}function DL(e,n){return xe(no.count(en(e)-1,e),n,2)}function LL(e,n){return xe(e.getUTCFullYear()%100,n,2)}function NL(e,n){return e=_S(e),xe(e.getUTCFullYear()%100,n,2)}function OL(e,n){return xe(e.getUTCFullYear()%1e4,n,4)}function IL(e,n){var t=e.getUTCDay();return e=t>=4||t===0?xi(e):xi.ceil(e),xe(e.getUTCFullYear()%1e4,n,4)}function zL(){return"+0000"}function bS(){return"%"}function vS(e){return+e}function yS(e){return Math.floor(+e/1e3)}var ca,ou,BL,Ar,SS;HL({dateTime:"%x, %X",date:"%-m/%-d/%Y",time:"%-I:%M:%S %p",periods:["AM","PM"],days:["Sunday","Monday","Tuesday","Wednesday","Thursday","Friday","Saturday"],shortDays:["Sun","Mon","Tue","Wed","Thu","Fri","Sat"],months:["January","February","March","April","May","June","July","August","September","October","November","December"],shortMonths:["Jan","Feb","Mar","Apr","May","Jun","Jul","Aug","Sep","Oct","Nov","Dec"]});function HL(e){return ca=B8(e),ou=ca.format,BL=ca.parse,Ar=ca.utcFormat,SS=ca.utcParse,ca}var kS="%Y-%m-%dT%H:%M:%S.%LZ";function VL(e){return e.toISOString()}var SF=Date.prototype.toISOString?VL:Ar(kS);function FL(e){var n=new Date(e);return isNaN(n)?null:n}var kF=+new Date("2000-01-01T00:00:00.000Z")?FL:SS(kS);function Mr(e,n){switch(arguments.length){case 0:break;case 1:this.range(e);break;default:this.range(n).domain(e);break}return this}function nd(e,n){switch(arguments.length){case 0:break;case 1:{typeof e=="function"?this.interpolator(e):this.range(e);break}default:{this.domain(e),typeof n=="function"?this.interpolator(n):this.range(n);break}}return this}var td=Symbol("implicit");function rd(){var e=new Sn,n=[],t=[],r=td;function i(s){let o=e.get(s);if(o===void 0){if(r!==td)return r;e.set(s,o=n.push(s)-1)}return t[o%t.length]}return i.domain=function(s){if(!arguments.length)return n.slice();n=[],e=new Sn;for(let o of s)e.has(o)||e.set(o,n.push(o)-1);return i},i.range=function(s){return arguments.length?(t=Array.from(s),i):t.slice()},i.unknown=function(s){return arguments.length?(r=s,i):r},i.copy=function(){return rd(n,t).unknown(r)},Mr.apply(i,arguments),i}function pa(){var e=rd().unknown(void 0),n=e.domain,t=e.range,r=0,i=1,s,o,a=!1,l=0,u=0,c=.5;delete e.unknown;function d(){var p=n().length,f=i<r,m=f?i:r,g=f?r:i;s=(g-m)/Math.max(1,p-l+u*2),a&&(s=Math.floor(s)),m+=(g-m-s*(p-l))*c,o=s*(1-l),a&&(m=Math.round(m),o=Math.round(o));var v=Wo(p).map(function(b){return m+s*b});return t(f?v.reverse():v)}return e.domain=function(p){return arguments.length?(n(p),d()):n()},e.range=function(p){return arguments.length?([r,i]=p,r=+r,i=+i,d()):[r,i]},e.rangeRound=function(p){return[r,i]=p,r=+r,i=+i,a=!0,d()},e.bandwidth=function(){return o},e.step=function(){return s},e.round=function(p){return arguments.length?(a=!!p,d()):a},e.padding=function(p){return arguments.length?(l=Math.min(1,u=+p),d()):l},e.paddingInner=function(p){return arguments.length?(l=Math.min(1,p),d()):l},e.paddingOuter=function(p){return arguments.length?(u=+p,d()):u},e.align=function(p){return arguments.length?(c=Math.max(0,Math.min(1,p)),d()):c},e.copy=function(){return pa(n(),[r,i]).round(a).paddingInner(l).paddingOuter(u).align(c)},Mr.apply(d(),arguments)}function DS(e){var n=e.copy;return e.padding=e.paddingOuter,delete e.paddingInner,delete e.paddingOuter,e.copy=function(){return DS(n())},e}function LS(){return DS(pa.apply(null,arguments).paddingInner(1))}function KL(e){return function(){return e}}function Tg(e){return+e}var TS=[0,1];function Mn(e){return e}function Cg(e,n){return(n-=e=+e)?function(t){return(t-e)/n}:KL(isNaN(n)?NaN:.5)}function jL(e,n){var t;return e>n&&(t=e,e=n,n=t),function(r){return Math.max(e,Math.min(n,r))}}function qL(e,n,t){var r=e[0],i=e[1],s=n[0],o=n[1];return i<r?(r=Cg(i,r),s=t(o,s)):(r=Cg(r,i),s=t(s,o)),function(a){return s(r(a))}}function UL(e,n,t){var r=Math.min(e.length,n.length)-1,i=new Array(r),s=new Array(r),o=-1;for(e[r]<e[0]&&(e=e.slice().reverse(),n=n.slice().reverse());++o<r;)i[o]=Cg(e[o],e[o+1]),s[o]=t(n[o],n[o+1]);return function(a){var l=Go(e,a,1,r)-1;return s[l](i[l](a))}}function au(e,n){return n.domain(e.domain()).range(e.range()).interpolate(e.interpolate()).clamp(e.clamp()).unknown(e.unknown())}function id(){var e=TS,n=TS,t=na,r,i,s,o=Mn,a,l,u;function c(){var p=Math.min(e.length,n.length);return o!==Mn&&(o=jL(e[0],e[p-1])),a=p>2?UL:qL,l=u=null,d}function d(p){return p==null||isNaN(p=+p)?s:(l||(l=a(e.map(r),n,t)))(r(o(p)))}return d.invert=function(p){return o(i((u||(u=a(n,e.map(r),dt)))(p)))},d.domain=function(p){return arguments.length?(e=Array.from(p,Tg),c()):e.slice()},d.range=function(p){return arguments.length?(n=Array.from(p),c()):n.slice()},d.rangeRound=function(p){return n=Array.from(p),t=Bl,c()},d.clamp=function(p){return arguments.length?(o=p?!0:Mn,c()):o!==Mn},d.interpolate=function(p){return arguments.length?(t=p,c()):t},d.unknown=function(p){return arguments.length?(s=p,d):s},function(p,f){return r=p,i=f,c()}}function NS(){return id()(Mn,Mn)}function GL(e,n,t,r){var i=Ll(e,n,t),s;switch(r=ia(r??",f"),r.type){case"s":{var o=Math.max(Math.abs(e),Math.abs(n));return r.precision==null&&!isNaN(s=X1(i,o))&&(r.precision=s),Bm(r,o)}case"":case"e":case"g":case"p":case"r":{r.precision==null&&!isNaN(s=J1(i,Math.max(Math.abs(e),Math.abs(n))))&&(r.precision=s-(r.type==="e"));break}case"f":case"%":{r.precision==null&&!isNaN(s=Y1(i))&&(r.precision=s-(r.type==="%")*2);break}}return kr(r)}function lu(e){var n=e.domain;return e.ticks=function(t){var r=n();return Xi(r[0],r[r.length-1],t??10)},e.tickFormat=function(t,r){var i=n();return GL(i[0],i[i.length-1],t??10,r)},e.nice=function(t){t==null&&(t=10);var r=n(),i=0,s=r.length-1,o=r[i],a=r[s],l,u,c=10;for(a<o&&(u=o,o=a,a=u,u=i,i=s,s=u);c-- >0;){if(u=qo(o,a,t),u===l)return r[i]=o,r[s]=a,n(r);if(u>0)o=Math.floor(o/u)*u,a=Math.ceil(a/u)*u;else if(u<0)o=Math.ceil(o*u)/u,a=Math.floor(a*u)/u;else break;l=u}return e},e}function uu(){var e=NS();return e.copy=function(){return au(e,uu())},Mr.apply(e,arguments),lu(e)}function Rg(e){var n;function t(r){return r==null||isNaN(r=+r)?n:r}return t.invert=t,t.domain=t.range=function(r){return arguments.length?(e=Array.from(r,Tg),t):e.slice()},t.unknown=function(r){return arguments.length?(n=r,t):n},t.copy=function(){return Rg(e).unknown(n)},e=arguments.length?Array.from(e,Tg):[0,1],lu(t)}function OS(e,n){e=e.slice();var t=0,r=e.length-1,i=e[t],s=e[r],o;return s<i&&(o=t,t=r,r=o,o=i,i=s,s=o),e[t]=n.floor(i),e[r]=n.ceil(s),e}function CS(e){return Math.log(e)}function RS(e){return Math.exp(e)}function WL(e){return-Math.log(-e)}function YL(e){return-Math.exp(-e)}function XL(e){return isFinite(e)?+("1e"+e):e<0?0:e}function JL(e){return e===10?XL:e===Math.E?Math.exp:n=>Math.pow(e,n)}function ZL(e){return e===Math.E?Math.log:e===10&&Math.log10||e===2&&Math.log2||(e=Math.log(e),n=>Math.log(n)/e)}function ES(e){return(n,t)=>-e(-n,t)}function IS(e){let n=e(CS,RS),t=n.domain,r=10,i,s;function o(){return i=ZL(r),s=JL(r),t()[0]<0?(i=ES(i),s=ES(s),e(WL,YL)):e(CS,RS),n}return n.base=function(a){return arguments.length?(r=+a,o()):r},n.domain=function(a){return arguments.length?(t(a),o()):t()},n.ticks=a=>{let l=t(),u=l[0],c=l[l.length-1],d=c<u;d&&([u,c]=[c,u]);let p=i(u),f=i(c),m,g,v=a==null?10:+a,b=[];if(!(r%1)&&f-p<v){if(p=Math.floor(p),f=Math.ceil(f),u>0){for(;p<=f;++p)for(m=1;m<r;++m)if(g=p<0?m/s(-p):m*s(p),!(g<u)){if(g>c)break;b.push(g)}}else for(;p<=f;++p)for(m=r-1;m>=1;--m)if(g=p>0?m/s(-p):m*s(p),!(g<u)){if(g>c)break;b.push(g)}b.length*2<v&&(b=Xi(u,c,v))}else b=Xi(p,f,Math.min(f-p,v)).map(s);return d?b.reverse():b},n.tickFormat=(a,l)=>{if(a==null&&(a=10),l==null&&(l=r===10?"s":","),typeof l!="function"&&(!(r%1)&&(l=ia(l)).precision==null&&(l.trim=!0),l=kr(l)),a===1/0)return l;let u=Math.max(1,r*a/n.ticks().length);return c=>{let d=c/s(Math.round(i(c)));return d*r<r-.5&&(d*=r),d<=u?l(c):""}},n.nice=()=>t(OS(t(),{floor:a=>s(Math.floor(i(a))),ceil:a=>s(Math.ceil(i(a)))})),n}function Eg(){let e=IS(id()).domain([1,10]);return e.copy=()=>au(e,Eg()).base(e.base()),Mr.apply(e,arguments),e}function PS(e){return function(n){return Math.sign(n)*Math.log1p(Math.abs(n/e))}}function AS(e){return function(n){return Math.sign(n)*Math.expm1(Math.abs(n))*e}}function zS(e){var n=1,t=e(PS(n),AS(n));return t.constant=function(r){return arguments.length?e(PS(n=+r),AS(n)):n},lu(t)}function Pg(){var e=zS(id());return e.copy=function(){return au(e,Pg()).constant(e.constant())},Mr.apply(e,arguments)}function MS(e){return function(n){return n<0?-Math.pow(-n,e):Math.pow(n,e)}}function QL(e){return e<0?-Math.sqrt(-e):Math.sqrt(e)}function eN(e){return e<0?-e*e:e*e}function BS(e){var n=e(Mn,Mn),t=1;function r(){return t===1?e(Mn,Mn):t===.5?e(QL,eN):e(MS(t),MS(1/t))}return n.exponent=function(i){return arguments.length?(t=+i,r()):t},lu(n)}function Ag(){var e=BS(id());return e.copy=function(){return au(e,Ag()).exponent(e.exponent())},Mr.apply(e,arguments),e}function Mg(){var e=[],n=[],t=[],r;function i(){var o=0,a=Math.max(1,n.length);for(t=new Array(a-1);++o<a;)t[o-1]=V$(e,o/a);return s}function s(o){return o==null||isNaN(o=+o)?r:n[Go(t,o)]}return s.invertExtent=function(o){var a=n.indexOf(o);return a<0?[NaN,NaN]:[a>0?t[a-1]:e[0],a<t.length?t[a]:e[e.length-1]]},s.domain=function(o){if(!arguments.length)return e.slice();e=[];for(let a of o)a!=null&&!isNaN(a=+a)&&e.push(a);return e.sort(zt),i()},s.range=function(o){return arguments.length?(n=Array.from(o),i()):n.slice()},s.unknown=function(o){return arguments.length?(r=o,s):r},s.quantiles=function(){return t.slice()},s.copy=function(){return Mg().domain(e).range(n).unknown(r)},Mr.apply(s,arguments)}function Dg(){var e=[.5],n=[0,1],t,r=1;function i(s){return s!=null&&s<=s?n[Go(e,s,0,r)]:t}return i.domain=function(s){return arguments.length?(e=Array.from(s),r=Math.min(e.length,n.length-1),i):e.slice()},i.range=function(s){return arguments.length?(n=Array.from(s),r=Math.min(e.length,n.length-1),i):n.slice()},i.invertExtent=function(s){var o=n.indexOf(s);return[e[o-1],e[o]]},i.unknown=function(s){return arguments.length?(t=s,i):t},i.copy=function(){return Dg().domain(e).range(n).unknown(t)},Mr.apply(i,arguments)}function tN(e){return new Date(e)}function nN(e){return e instanceof Date?+e:Math.round(e)}function Lg(e,n,t,r,i,s,o,a,l,u){var c=NS(),d=c.invert,p=c.domain,f=u(".%L"),m=u(":%S"),g=u("%I:%M"),v=u("%I %p"),b=u("%a %d"),w=u("%b %d"),$=u("%B"),x=u("%Y");function T(_){return(l(_)<_?f:a(_)<_?m:o(_)<_?g:s(_)<_?v:r(_)<_?i(_)<_?b:w:t(_)<_?$:x)(_)}return c.invert=function(_){return new Date(Math.round(d(_)))},c.domain=function(_){return arguments.length?p(Array.from(_,nN)):p().map(tN)},c.ticks=function(_){var S=p();return e(S[0],S[S.length-1],_??10)},c.tickFormat=function(_,S){return S==null?T:u(S)},c.nice=function(_){var S=p();return(!_||typeof _.range!="function")&&(_=n(S[0],S[S.length-1],_??10)),_?p(OS(S,_)):c},c.copy=function(){return au(c,Lg(e,n,t,r,i,s,o,a,l,u))},c}function HS(){return Mr.apply(Lg(lS,uS,Qt,ro,Er,Rr,Js,Ys,qt,ou).domain([new Date(2e3,0,1),new Date(2e3,0,2)]),arguments)}function VS(){return Mr.apply(Lg(aS,ed,en,io,Pr,ua,Zs,Xs,qt,Ar).domain([Date.UTC(2e3,0,1),Date.UTC(2e3,0,2)]),arguments)}function sd(e,n){return n.domain(e.domain()).interpolator(e.interpolator()).clamp(e.clamp()).unknown(e.unknown())}function od(){var e=0,n=.5,t=1,r=1,i,s,o,a,l,u=Mn,c,d=!1,p;function f(g){return g==null||isNaN(g=+g)?p:(g=.5+((g=+c(g))-s)*(r*g<r*s?a:l),u(d?Math.max(0,Math.min(1,g)):g))}f.domain=function(g){return arguments.length?([e,n,t]=g,i=c(e=+e),s=c(n=+n),o=c(t=+t),a=i===s?0:.5/(s-i),l=s===o?0:.5/(o-s),r=s<i?-1:1,f):[e,n,t]},f.clamp=function(g){return arguments.length?(d=!!g,f):d},f.interpolator=function(g){return arguments.length?(u=g,f):u};function m(g){return function(v){var b,w,$;return arguments.length?([b,w,$]=v,u=Qi(g,[b,w,$]),f):[u(0),u(.5),u(1)]}}return f.range=m(na),f.rangeRound=m(Bl),f.unknown=function(g){return arguments.length?(p=g,f):p},function(g){return c=g,i=g(e),s=g(n),o=g(t),a=i===s?0:.5/(s-i),l=s===o?0:.5/(o-s),r=s<i?-1:1,f}}function Ng(){var e=lu(od()(Mn));return e.copy=function(){return sd(e,Ng())},nd.apply(e,arguments)}function Og(){var e=IS(od()).domain([.1,1,10]);return e.copy=function(){return sd(e,Og()).base(e.base())},nd.apply(e,arguments)}function Ig(){var e=zS(od());return e.copy=function(){return sd(e,Ig()).constant(e.constant())},nd.apply(e,arguments)}function zg(){var e=BS(od());return e.copy=function(){return sd(e,zg()).exponent(e.exponent())},nd.apply(e,arguments)}function pe(e){for(var n=e.length/6|0,t=new Array(n),r=0;r<n;)t[r]="#"+e.slice(r*6,++r*6);return t}var FS=pe("1f77b4ff7f0e2ca02cd627289467bd8c564be377c27f7f7fbcbd2217becf"),KS=pe("7fc97fbeaed4fdc086ffff99386cb0f0027fbf5b17666666"),jS=pe("1b9e77d95f027570b3e7298a66a61ee6ab02a6761d666666"),qS=pe("4269d0efb118ff725c6cc5b03ca951ff8ab7a463f297bbf59c6b4e9498a0"),US=pe("a6cee31f78b4b2df8a33a02cfb9a99e31a1cfdbf6fff7f00cab2d66a3d9affff99b15928"),GS=pe("fbb4aeb3cde3ccebc5decbe4fed9a6ffffcce5d8bdfddaecf2f2f2"),WS=pe("b3e2cdfdcdaccbd5e8f4cae4e6f5c9fff2aef1e2cccccccc"),YS=pe("e41a1c377eb84daf4a984ea3ff7f00ffff33a65628f781bf999999"),XS=pe("66c2a5fc8d628da0cbe78ac3a6d854ffd92fe5c494b3b3b3"),JS=pe("8dd3c7ffffb3bebadafb807280b1d3fdb462b3de69fccde5d9d9d9bc80bdccebc5ffed6f"),ZS=pe("4e79a7f28e2ce1575976b7b259a14fedc949af7aa1ff9da79c755fbab0ab"),Be=e=>D1(e[e.length-1]),Bg=new Array(3).concat("d8b365f5f5f55ab4ac","a6611adfc27d80cdc1018571","a6611adfc27df5f5f580cdc1018571","8c510ad8b365f6e8c3c7eae55ab4ac01665e","8c510ad8b365f6e8c3f5f5f5c7eae55ab4ac01665e","8c510abf812ddfc27df6e8c3c7eae580cdc135978f01665e","8c510abf812ddfc27df6e8c3f5f5f5c7eae580cdc135978f01665e","5430058c510abf812ddfc27df6e8c3c7eae580cdc135978f01665e003c30","5430058c510abf812ddfc27df6e8c3f5f5f5c7eae580cdc135978f01665e003c30").map(pe),Hg=Be(Bg),Vg=new Array(3).concat("af8dc3f7f7f77fbf7b","7b3294c2a5cfa6dba0008837","7b3294c2a5cff7f7f7a6dba0008837","762a83af8dc3e7d4e8d9f0d37fbf7b1b7837","762a83af8dc3e7d4e8f7f7f7d9f0d37fbf7b1b7837","762a839970abc2a5cfe7d4e8d9f0d3a6dba05aae611b7837","762a839970abc2a5cfe7d4e8f7f7f7d9f0d3a6dba05aae611b7837","40004b762a839970abc2a5cfe7d4e8d9f0d3a6dba05aae611b783700441b","40004b762a839970abc2a5cfe7d4e8f7f7f7d9f0d3a6dba05aae611b783700441b").map(pe),Fg=Be(Vg),Kg=new Array(3).concat("e9a3c9f7f7f7a1d76a","d01c8bf1b6dab8e1864dac26","d01c8bf1b6daf7f7f7b8e1864dac26","c51b7de9a3c9fde0efe6f5d0a1d76a4d9221","c51b7de9a3c9fde0eff7f7f7e6f5d0a1d76a4d9221","c51b7dde77aef1b6dafde0efe6f5d0b8e1867fbc414d9221","c51b7dde77aef1b6dafde0eff7f7f7e6f5d0b8e1867fbc414d9221","8e0152c51b7dde77aef1b6dafde0efe6f5d0b8e1867fbc414d9221276419","8e0152c51b7dde77aef1b6dafde0eff7f7f7e6f5d0b8e1867fbc414d9221276419").map(pe),jg=Be(Kg),qg=new Array(3).concat("998ec3f7f7f7f1a340","5e3c99b2abd2fdb863e66101","5e3c99b2abd2f7f7f7fdb863e66101","542788998ec3d8daebfee0b6f1a340b35806","542788998ec3d8daebf7f7f7fee0b6f1a340b35806","5427888073acb2abd2d8daebfee0b6fdb863e08214b35806","5427888073acb2abd2d8daebf7f7f7fee0b6fdb863e08214b35806","2d004b5427888073acb2abd2d8daebfee0b6fdb863e08214b358067f3b08","2d004b5427888073acb2abd2d8daebf7f7f7fee0b6fdb863e08214b358067f3b08").map(pe),Ug=Be(qg),ud=new Array(3).concat("ef8a62f7f7f767a9cf","ca0020f4a58292c5de0571b0","ca0020f4a582f7f7f792c5de0571b0","b2182bef8a62fddbc7d1e5f067a9cf2166ac","b2182bef8a62fddbc7f7f7f7d1e5f067a9cf2166ac","b2182bd6604df4a582fddbc7d1e5f092c5de4393c32166ac","b2182bd6604df4a582fddbc7f7f7f7d1e5f092c5de4393c32166ac","67001fb2182bd6604df4a582fddbc7d1e5f092c5de4393c32166ac053061","67001fb2182bd6604df4a582fddbc7f7f7f7d1e5f092c5de4393c32166ac053061").map(pe),cu=Be(ud),Gg=new Array(3).concat("ef8a62ffffff999999","ca0020f4a582bababa404040","ca0020f4a582ffffffbababa404040","b2182bef8a62fddbc7e0e0e09999994d4d4d","b2182bef8a62fddbc7ffffffe0e0e09999994d4d4d","b2182bd6604df4a582fddbc7e0e0e0bababa8787874d4d4d","b2182bd6604df4a582fddbc7ffffffe0e0e0bababa8787874d4d4d","67001fb2182bd6604df4a582fddbc7e0e0e0bababa8787874d4d4d1a1a1a","67001fb2182bd6604df4a582fddbc7ffffffe0e0e0bababa8787874d4d4d1a1a1a").map(pe),Wg=Be(Gg),cd=new Array(3).concat("fc8d59ffffbf91bfdb","d7191cfdae61abd9e92c7bb6","d7191cfdae61ffffbfabd9e92c7bb6","d73027fc8d59fee090e0f3f891bfdb4575b4","d73027fc8d59fee090ffffbfe0f3f891bfdb4575b4","d73027f46d43fdae61fee090e0f3f8abd9e974add14575b4","d73027f46d43fdae61fee090ffffbfe0f3f8abd9e974add14575b4","a50026d73027f46d43fdae61fee090e0f3f8abd9e974add14575b4313695","a50026d73027f46d43fdae61fee090ffffbfe0f3f8abd9e974add14575b4313695").map(pe),pu=Be(cd),Yg=new Array(3).concat("fc8d59ffffbf91cf60","d7191cfdae61a6d96a1a9641","d7191cfdae61ffffbfa6d96a1a9641","d73027fc8d59fee08bd9ef8b91cf601a9850","d73027fc8d59fee08bffffbfd9ef8b91cf601a9850","d73027f46d43fdae61fee08bd9ef8ba6d96a66bd631a9850","d73027f46d43fdae61fee08bffffbfd9ef8ba6d96a66bd631a9850","a50026d73027f46d43fdae61fee08bd9ef8ba6d96a66bd631a9850006837","a50026d73027f46d43fdae61fee08bffffbfd9ef8ba6d96a66bd631a9850006837").map(pe),Xg=Be(Yg),Jg=new Array(3).concat("fc8d59ffffbf99d594","d7191cfdae61abdda42b83ba","d7191cfdae61ffffbfabdda42b83ba","d53e4ffc8d59fee08be6f59899d5943288bd","d53e4ffc8d59fee08bffffbfe6f59899d5943288bd","d53e4ff46d43fdae61fee08be6f598abdda466c2a53288bd","d53e4ff46d43fdae61fee08bffffbfe6f598abdda466c2a53288bd","9e0142d53e4ff46d43fdae61fee08be6f598abdda466c2a53288bd5e4fa2","9e0142d53e4ff46d43fdae61fee08bffffbfe6f598abdda466c2a53288bd5e4fa2").map(pe),Zg=Be(Jg),Qg=new Array(3).concat("e5f5f999d8c92ca25f","edf8fbb2e2e266c2a4238b45","edf8fbb2e2e266c2a42ca25f006d2c","edf8fbccece699d8c966c2a42ca25f006d2c","edf8fbccece699d8c966c2a441ae76238b45005824","f7fcfde5f5f9ccece699d8c966c2a441ae76238b45005824","f7fcfde5f5f9ccece699d8c966c2a441ae76238b45006d2c00441b").map(pe),eb=Be(Qg),tb=new Array(3).concat("e0ecf49ebcda8856a7","edf8fbb3cde38c96c688419d","edf8fbb3cde38c96c68856a7810f7c","edf8fbbfd3e69ebcda8c96c68856a7810f7c","edf8fbbfd3e69ebcda8c96c68c6bb188419d6e016b","f7fcfde0ecf4bfd3e69ebcda8c96c68c6bb188419d6e016b","f7fcfde0ecf4bfd3e69ebcda8c96c68c6bb188419d810f7c4d004b").map(pe),nb=Be(tb),rb=new Array(3).concat("e0f3dba8ddb543a2ca","f0f9e8bae4bc7bccc42b8cbe","f0f9e8bae4bc7bccc443a2ca0868ac","f0f9e8ccebc5a8ddb57bccc443a2ca0868ac","f0f9e8ccebc5a8ddb57bccc44eb3d32b8cbe08589e","f7fcf0e0f3dbccebc5a8ddb57bccc44eb3d32b8cbe08589e","f7fcf0e0f3dbccebc5a8ddb57bccc44eb3d32b8cbe0868ac084081").map(pe),ib=Be(rb),sb=new Array(3).concat("fee8c8fdbb84e34a33","fef0d9fdcc8afc8d59d7301f","fef0d9fdcc8afc8d59e34a33b30000","fef0d9fdd49efdbb84fc8d59e34a33b30000","fef0d9fdd49efdbb84fc8d59ef6548d7301f990000","fff7ecfee8c8fdd49efdbb84fc8d59ef6548d7301f990000","fff7ecfee8c8fdd49efdbb84fc8d59ef6548d7301fb300007f0000").map(pe),ob=Be(sb),ab=new Array(3).concat("ece2f0a6bddb1c9099","f6eff7bdc9e167a9cf02818a","f6eff7bdc9e167a9cf1c9099016c59","f6eff7d0d1e6a6bddb67a9cf1c9099016c59","f6eff7d0d1e6a6bddb67a9cf3690c002818a016450","fff7fbece2f0d0d1e6a6bddb67a9cf3690c002818a016450","fff7fbece2f0d0d1e6a6bddb67a9cf3690c002818a016c59014636").map(pe),lb=Be(ab),ub=new Array(3).concat("ece7f2a6bddb2b8cbe","f1eef6bdc9e174a9cf0570b0","f1eef6bdc9e174a9cf2b8cbe045a8d","f1eef6d0d1e6a6bddb74a9cf2b8cbe045a8d","f1eef6d0d1e6a6bddb74a9cf3690c00570b0034e7b","fff7fbece7f2d0d1e6a6bddb74a9cf3690c00570b0034e7b","fff7fbece7f2d0d1e6a6bddb74a9cf3690c00570b0045a8d023858").map(pe),cb=Be(ub),pb=new Array(3).concat("e7e1efc994c7dd1c77","f1eef6d7b5d8df65b0ce1256","f1eef6d7b5d8df65b0dd1c77980043","f1eef6d4b9dac994c7df65b0dd1c77980043","f1eef6d4b9dac994c7df65b0e7298ace125691003f","f7f4f9e7e1efd4b9dac994c7df65b0e7298ace125691003f","f7f4f9e7e1efd4b9dac994c7df65b0e7298ace125698004367001f").map(pe),db=Be(pb),fb=new Array(3).concat("fde0ddfa9fb5c51b8a","feebe2fbb4b9f768a1ae017e","feebe2fbb4b9f768a1c51b8a7a0177","feebe2fcc5c0fa9fb5f768a1c51b8a7a0177","feebe2fcc5c0fa9fb5f768a1dd3497ae017e7a0177","fff7f3fde0ddfcc5c0fa9fb5f768a1dd3497ae017e7a0177","fff7f3fde0ddfcc5c0fa9fb5f768a1dd3497ae017e7a017749006a").map(pe),hb=Be(fb),mb=new Array(3).concat("edf8b17fcdbb2c7fb8","ffffcca1dab441b6c4225ea8","ffffcca1dab441b6c42c7fb8253494","ffffccc7e9b47fcdbb41b6c42c7fb8253494","ffffccc7e9b47fcdbb41b6c41d91c0225ea80c2c84","ffffd9edf8b1c7e9b47fcdbb41b6c41d91c0225ea80c2c84","ffffd9edf8b1c7e9b47fcdbb41b6c41d91c0225ea8253494081d58").map(pe),gb=Be(mb),bb=new Array(3).concat("f7fcb9addd8e31a354","ffffccc2e69978c679238443","ffffccc2e69978c67931a354006837","ffffccd9f0a3addd8e78c67931a354006837","ffffccd9f0a3addd8e78c67941ab5d238443005a32","ffffe5f7fcb9d9f0a3addd8e78c67941ab5d238443005a32","ffffe5f7fcb9d9f0a3addd8e78c67941ab5d238443006837004529").map(pe),vb=Be(bb),yb=new Array(3).concat("fff7bcfec44fd95f0e","ffffd4fed98efe9929cc4c02","ffffd4fed98efe9929d95f0e993404","ffffd4fee391fec44ffe9929d95f0e993404","ffffd4fee391fec44ffe9929ec7014cc4c028c2d04","ffffe5fff7bcfee391fec44ffe9929ec7014cc4c028c2d04","ffffe5fff7bcfee391fec44ffe9929ec7014cc4c02993404662506").map(pe),wb=Be(yb),xb=new Array(3).concat("ffeda0feb24cf03b20","ffffb2fecc5cfd8d3ce31a1c","ffffb2fecc5cfd8d3cf03b20bd0026","ffffb2fed976feb24cfd8d3cf03b20bd0026","ffffb2fed976feb24cfd8d3cfc4e2ae31a1cb10026","ffffccffeda0fed976feb24cfd8d3cfc4e2ae31a1cb10026","ffffccffeda0fed976feb24cfd8d3cfc4e2ae31a1cbd0026800026").map(pe),$b=Be(xb),_b=new Array(3).concat("deebf79ecae13182bd","eff3ffbdd7e76baed62171b5","eff3ffbdd7e76baed63182bd08519c","eff3ffc6dbef9ecae16baed63182bd08519c","eff3ffc6dbef9ecae16baed64292c62171b5084594","f7fbffdeebf7c6dbef9ecae16baed64292c62171b5084594","f7fbffdeebf7c6dbef9ecae16baed64292c62171b508519c08306b").map(pe),Sb=Be(_b),kb=new Array(3).concat("e5f5e0a1d99b31a354","edf8e9bae4b374c476238b45","edf8e9bae4b374c47631a354006d2c","edf8e9c7e9c0a1d99b74c47631a354006d2c","edf8e9c7e9c0a1d99b74c47641ab5d238b45005a32","f7fcf5e5f5e0c7e9c0a1d99b74c47641ab5d238b45005a32","f7fcf5e5f5e0c7e9c0a1d99b74c47641ab5d238b45006d2c00441b").map(pe),Tb=Be(kb),Cb=new Array(3).concat("f0f0f0bdbdbd636363","f7f7f7cccccc969696525252","f7f7f7cccccc969696636363252525","f7f7f7d9d9d9bdbdbd969696636363252525","f7f7f7d9d9d9bdbdbd969696737373525252252525","fffffff0f0f0d9d9d9bdbdbd969696737373525252252525","fffffff0f0f0d9d9d9bdbdbd969696737373525252252525000000").map(pe),Rb=Be(Cb),Eb=new Array(3).concat("efedf5bcbddc756bb1","f2f0f7cbc9e29e9ac86a51a3","f2f0f7cbc9e29e9ac8756bb154278f","f2f0f7dadaebbcbddc9e9ac8756bb154278f","f2f0f7dadaebbcbddc9e9ac8807dba6a51a34a1486","fcfbfdefedf5dadaebbcbddc9e9ac8807dba6a51a34a1486","fcfbfdefedf5dadaebbcbddc9e9ac8807dba6a51a354278f3f007d").map(pe),Pb=Be(Eb),Ab=new Array(3).concat("fee0d2fc9272de2d26","fee5d9fcae91fb6a4acb181d","fee5d9fcae91fb6a4ade2d26a50f15","fee5d9fcbba1fc9272fb6a4ade2d26a50f15","fee5d9fcbba1fc9272fb6a4aef3b2ccb181d99000d","fff5f0fee0d2fcbba1fc9272fb6a4aef3b2ccb181d99000d","fff5f0fee0d2fcbba1fc9272fb6a4aef3b2ccb181da50f1567000d").map(pe),Mb=Be(Ab),Db=new Array(3).concat("fee6cefdae6be6550d","feeddefdbe85fd8d3cd94701","feeddefdbe85fd8d3ce6550da63603","feeddefdd0a2fdae6bfd8d3ce6550da63603","feeddefdd0a2fdae6bfd8d3cf16913d948018c2d04","fff5ebfee6cefdd0a2fdae6bfd8d3cf16913d948018c2d04","fff5ebfee6cefdd0a2fdae6bfd8d3cf16913d94801a636037f2704").map(pe),Lb=Be(Db);function Nb(e){return e=Math.max(0,Math.min(1,e)),"rgb("+Math.max(0,Math.min(255,Math.round(-4.54-e*(35.34-e*(2381.73-e*(6402.7-e*(7024.72-e*2710.57)))))))+", "+Math.max(0,Math.min(255,Math.round(32.49+e*(170.73+e*(52.82-e*(131.46-e*(176.58-e*67.37)))))))+", "+Math.max(0,Math.min(255,Math.round(81.24+e*(442.36-e*(2482.43-e*(6167.24-e*(6614.94-e*2475.67)))))))+")"}var Ob=Ep(Tn(300,.5,0),Tn(-240,.5,1)),Ib=Ep(Tn(-100,.75,.35),Tn(80,1.5,.8)),zb=Ep(Tn(260,.75,.35),Tn(80,1.5,.8)),ad=Tn();function Bb(e){(e<0||e>1)&&(e-=Math.floor(e));var n=Math.abs(e-.5);return ad.h=360*e-100,ad.s=1.5-1.5*n,ad.l=.8-.9*n,ad+""}var ld=er(),rN=Math.PI/3,iN=Math.PI*2/3;function Hb(e){var n;return e=(.5-e)*Math.PI,ld.r=255*(n=Math.sin(e))*n,ld.g=255*(n=Math.sin(e+rN))*n,ld.b=255*(n=Math.sin(e+iN))*n,ld+""}function Vb(e){return e=Math.max(0,Math.min(1,e)),"rgb("+Math.max(0,Math.min(255,Math.round(34.61+e*(1172.33-e*(10793.56-e*(33300.12-e*(38394.49-e*14825.05)))))))+", "+Math.max(0,Math.min(255,Math.round(23.31+e*(557.33+e*(1225.33-e*(3574.96-e*(1073.77+e*707.56)))))))+", "+Math.max(0,Math.min(255,Math.round(27.2+e*(3211.1-e*(15327.97-e*(27814-e*(22569.18-e*6838.66)))))))+")"}function pd(e){var n=e.length;return function(t){return e[Math.max(0,Math.min(n-1,Math.floor(t*n)))]}}var Fb=pd(pe("44015444025645045745055946075a46085c460a5d460b5e470d60470e6147106347116447136548146748166848176948186a481a6c481b6d481c6e481d6f481f70482071482173482374482475482576482677482878482979472a7a472c7a472d7b472e7c472f7d46307e46327e46337f463480453581453781453882443983443a83443b84433d84433e85423f854240864241864142874144874045884046883f47883f48893e49893e4a893e4c8a3d4d8a3d4e8a3c4f8a3c508b3b518b3b528b3a538b3a548c39558c39568c38588c38598c375a8c375b8d365c8d365d8d355e8d355f8d34608d34618d33628d33638d32648e32658e31668e31678e31688e30698e306a8e2f6b8e2f6c8e2e6d8e2e6e8e2e6f8e2d708e2d718e2c718e2c728e2c738e2b748e2b758e2a768e2a778e2a788e29798e297a8e297b8e287c8e287d8e277e8e277f8e27808e26818e26828e26828e25838e25848e25858e24868e24878e23888e23898e238a8d228b8d228c8d228d8d218e8d218f8d21908d21918c20928c20928c20938c1f948c1f958b1f968b1f978b1f988b1f998a1f9a8a1e9b8a1e9c891e9d891f9e891f9f881fa0881fa1881fa1871fa28720a38620a48621a58521a68522a78522a88423a98324aa8325ab8225ac8226ad8127ad8128ae8029af7f2ab07f2cb17e2db27d2eb37c2fb47c31b57b32b67a34b67935b77937b87838b9773aba763bbb753dbc743fbc7340bd7242be7144bf7046c06f48c16e4ac16d4cc26c4ec36b50c46a52c56954c56856c66758c7655ac8645cc8635ec96260ca6063cb5f65cb5e67cc5c69cd5b6ccd5a6ece5870cf5773d05675d05477d1537ad1517cd2507fd34e81d34d84d44b86d54989d5488bd6468ed64590d74393d74195d84098d83e9bd93c9dd93ba0da39a2da37a5db36a8db34aadc32addc30b0dd2fb2dd2db5de2bb8de29bade28bddf26c0df25c2df23c5e021c8e020cae11fcde11dd0e11cd2e21bd5e21ad8e219dae319dde318dfe318e2e418e5e419e7e419eae51aece51befe51cf1e51df4e61ef6e620f8e621fbe723fde725")),Kb=pd(pe("00000401000501010601010802010902020b02020d03030f03031204041405041606051806051a07061c08071e0907200a08220b09240c09260d0a290e0b2b100b2d110c2f120d31130d34140e36150e38160f3b180f3d19103f1a10421c10441d11471e114920114b21114e22115024125325125527125829115a2a115c2c115f2d11612f116331116533106734106936106b38106c390f6e3b0f703d0f713f0f72400f74420f75440f764510774710784910784a10794c117a4e117b4f127b51127c52137c54137d56147d57157e59157e5a167e5c167f5d177f5f187f601880621980641a80651a80671b80681c816a1c816b1d816d1d816e1e81701f81721f817320817521817621817822817922827b23827c23827e24828025828125818326818426818627818827818928818b29818c29818e2a81902a81912b81932b80942c80962c80982d80992d809b2e7f9c2e7f9e2f7fa02f7fa1307ea3307ea5317ea6317da8327daa337dab337cad347cae347bb0357bb2357bb3367ab5367ab73779b83779ba3878bc3978bd3977bf3a77c03a76c23b75c43c75c53c74c73d73c83e73ca3e72cc3f71cd4071cf4070d0416fd2426fd3436ed5446dd6456cd8456cd9466bdb476adc4869de4968df4a68e04c67e24d66e34e65e44f64e55064e75263e85362e95462ea5661eb5760ec5860ed5a5fee5b5eef5d5ef05f5ef1605df2625df2645cf3655cf4675cf4695cf56b5cf66c5cf66e5cf7705cf7725cf8745cf8765cf9785df9795df97b5dfa7d5efa7f5efa815ffb835ffb8560fb8761fc8961fc8a62fc8c63fc8e64fc9065fd9266fd9467fd9668fd9869fd9a6afd9b6bfe9d6cfe9f6dfea16efea36ffea571fea772fea973feaa74feac76feae77feb078feb27afeb47bfeb67cfeb77efeb97ffebb81febd82febf84fec185fec287fec488fec68afec88cfeca8dfecc8ffecd90fecf92fed194fed395fed597fed799fed89afdda9cfddc9efddea0fde0a1fde2a3fde3a5fde5a7fde7a9fde9aafdebacfcecaefceeb0fcf0b2fcf2b4fcf4b6fcf6b8fcf7b9fcf9bbfcfbbdfcfdbf")),jb=pd(pe("00000401000501010601010802010a02020c02020e03021004031204031405041706041907051b08051d09061f0a07220b07240c08260d08290e092b10092d110a30120a32140b34150b37160b39180c3c190c3e1b0c411c0c431e0c451f0c48210c4a230c4c240c4f260c51280b53290b552b0b572d0b592f0a5b310a5c320a5e340a5f3609613809623909633b09643d09653e0966400a67420a68440a68450a69470b6a490b6a4a0c6b4c0c6b4d0d6c4f0d6c510e6c520e6d540f6d550f6d57106e59106e5a116e5c126e5d126e5f136e61136e62146e64156e65156e67166e69166e6a176e6c186e6d186e6f196e71196e721a6e741a6e751b6e771c6d781c6d7a1d6d7c1d6d7d1e6d7f1e6c801f6c82206c84206b85216b87216b88226a8a226a8c23698d23698f24699025689225689326679526679727669827669a28659b29649d29649f2a63a02a63a22b62a32c61a52c60a62d60a82e5fa92e5eab2f5ead305dae305cb0315bb1325ab3325ab43359b63458b73557b93556ba3655bc3754bd3853bf3952c03a51c13a50c33b4fc43c4ec63d4dc73e4cc83f4bca404acb4149cc4248ce4347cf4446d04545d24644d34743d44842d54a41d74b3fd84c3ed94d3dda4e3cdb503bdd513ade5238df5337e05536e15635e25734e35933e45a31e55c30e65d2fe75e2ee8602de9612bea632aeb6429eb6628ec6726ed6925ee6a24ef6c23ef6e21f06f20f1711ff1731df2741cf3761bf37819f47918f57b17f57d15f67e14f68013f78212f78410f8850ff8870ef8890cf98b0bf98c0af98e09fa9008fa9207fa9407fb9606fb9706fb9906fb9b06fb9d07fc9f07fca108fca309fca50afca60cfca80dfcaa0ffcac11fcae12fcb014fcb216fcb418fbb61afbb81dfbba1ffbbc21fbbe23fac026fac228fac42afac62df9c72ff9c932f9cb35f8cd37f8cf3af7d13df7d340f6d543f6d746f5d949f5db4cf4dd4ff4df53f4e156f3e35af3e55df2e661f2e865f2ea69f1ec6df1ed71f1ef75f1f179f2f27df2f482f3f586f3f68af4f88ef5f992f6fa96f8fb9af9fc9dfafda1fcffa4")),qb=pd(pe("0d088710078813078916078a19068c1b068d1d068e20068f2206902406912605912805922a05932c05942e05952f059631059733059735049837049938049a3a049a3c049b3e049c3f049c41049d43039e44039e46039f48039f4903a04b03a14c02a14e02a25002a25102a35302a35502a45601a45801a45901a55b01a55c01a65e01a66001a66100a76300a76400a76600a76700a86900a86a00a86c00a86e00a86f00a87100a87201a87401a87501a87701a87801a87a02a87b02a87d03a87e03a88004a88104a78305a78405a78606a68707a68808a68a09a58b0aa58d0ba58e0ca48f0da4910ea3920fa39410a29511a19613a19814a099159f9a169f9c179e9d189d9e199da01a9ca11b9ba21d9aa31e9aa51f99a62098a72197a82296aa2395ab2494ac2694ad2793ae2892b02991b12a90b22b8fb32c8eb42e8db52f8cb6308bb7318ab83289ba3388bb3488bc3587bd3786be3885bf3984c03a83c13b82c23c81c33d80c43e7fc5407ec6417dc7427cc8437bc9447aca457acb4679cc4778cc4977cd4a76ce4b75cf4c74d04d73d14e72d24f71d35171d45270d5536fd5546ed6556dd7566cd8576bd9586ada5a6ada5b69db5c68dc5d67dd5e66de5f65de6164df6263e06363e16462e26561e26660e3685fe4695ee56a5de56b5de66c5ce76e5be76f5ae87059e97158e97257ea7457eb7556eb7655ec7754ed7953ed7a52ee7b51ef7c51ef7e50f07f4ff0804ef1814df1834cf2844bf3854bf3874af48849f48948f58b47f58c46f68d45f68f44f79044f79143f79342f89441f89540f9973ff9983ef99a3efa9b3dfa9c3cfa9e3bfb9f3afba139fba238fca338fca537fca636fca835fca934fdab33fdac33fdae32fdaf31fdb130fdb22ffdb42ffdb52efeb72dfeb82cfeba2cfebb2bfebd2afebe2afec029fdc229fdc328fdc527fdc627fdc827fdca26fdcb26fccd25fcce25fcd025fcd225fbd324fbd524fbd724fad824fada24f9dc24f9dd25f8df25f8e125f7e225f7e425f6e626f6e826f5e926f5eb27f4ed27f3ee27f3f027f2f227f1f426f1f525f0f724f0f921"));function $t(e){return function(){return e}}var ik=Math.cos;var Yb=Math.min,dd=Math.sin,ht=Math.sqrt,QS=1e-12,du=Math.PI,IF=du/2,bd=2*du;function sk(e){let n=3;return e.digits=function(t){if(!arguments.length)return n;if(t==null)n=null;else{let r=Math.floor(t);if(!(r>=0))throw new RangeError(`invalid digits: ${t}`);n=r}return e},()=>new Gs(n)}var zF=Array.prototype.slice;function ok(e){return typeof e=="object"&&"length"in e?e:Array.from(e)}function ak(e){this._context=e}ak.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._point=0},lineEnd:function(){(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line=1-this._line},point:function(e,n){switch(e=+e,n=+n,this._point){case 0:this._point=1,this._line?this._context.lineTo(e,n):this._context.moveTo(e,n);break;case 1:this._point=2;default:this._context.lineTo(e,n);break}}};function so(e){return new ak(e)}function lk(e){return e[0]}function uk(e){return e[1]}function Xb(e,n){var t=$t(!0),r=null,i=so,s=null,o=sk(a);e=typeof e=="function"?e:e===void 0?lk:$t(e),n=typeof n=="function"?n:n===void 0?uk:$t(n);function a(l){var u,c=(l=ok(l)).length,d,p=!1,f;for(r==null&&(s=i(f=o())),u=0;u<=c;++u)!(u<c&&t(d=l[u],u,l))===p&&((p=!p)?s.lineStart():s.lineEnd()),p&&s.point(+e(d,u,l),+n(d,u,l));if(f)return s=null,f+""||null}return a.x=function(l){return arguments.length?(e=typeof l=="function"?l:$t(+l),a):e},a.y=function(l){return arguments.length?(n=typeof l=="function"?l:$t(+l),a):n},a.defined=function(l){return arguments.length?(t=typeof l=="function"?l:$t(!!l),a):t},a.curve=function(l){return arguments.length?(i=l,r!=null&&(s=i(r)),a):i},a.context=function(l){return arguments.length?(l==null?r=s=null:s=i(r=l),a):r},a}function ck(e,n,t){var r=null,i=$t(!0),s=null,o=so,a=null,l=sk(u);e=typeof e=="function"?e:e===void 0?lk:$t(+e),n=typeof n=="function"?n:$t(n===void 0?0:+n),t=typeof t=="function"?t:t===void 0?uk:$t(+t);function u(d){var p,f,m,g=(d=ok(d)).length,v,b=!1,w,$=new Array(g),x=new Array(g);for(s==null&&(a=o(w=l())),p=0;p<=g;++p){if(!(p<g&&i(v=d[p],p,d))===b)if(b=!b)f=p,a.areaStart(),a.lineStart();else{for(a.lineEnd(),a.lineStart(),m=p-1;m>=f;--m)a.point($[m],x[m]);a.lineEnd(),a.areaEnd()}b&&($[p]=+e(v,p,d),x[p]=+n(v,p,d),a.point(r?+r(v,p,d):$[p],t?+t(v,p,d):x[p]))}if(w)return a=null,w+""||null}function c(){return Xb().defined(i).curve(o).context(s)}return u.x=function(d){return arguments.length?(e=typeof d=="function"?d:$t(+d),r=null,u):e},u.x0=function(d){return arguments.length?(e=typeof d=="function"?d:$t(+d),u):e},u.x1=function(d){return arguments.length?(r=d==null?null:typeof d=="function"?d:$t(+d),u):r},u.y=function(d){return arguments.length?(n=typeof d=="function"?d:$t(+d),t=null,u):n},u.y0=function(d){return arguments.length?(n=typeof d=="function"?d:$t(+d),u):n},u.y1=function(d){return arguments.length?(t=d==null?null:typeof d=="function"?d:$t(+d),u):t},u.lineX0=u.lineY0=function(){return c().x(e).y(n)},u.lineY1=function(){return c().x(e).y(t)},u.lineX1=function(){return c().x(r).y(n)},u.defined=function(d){return arguments.length?(i=typeof d=="function"?d:$t(!!d),u):i},u.curve=function(d){return arguments.length?(o=d,s!=null&&(a=o(s)),u):o},u.context=function(d){return arguments.length?(d==null?s=a=null:a=o(s=d),u):s},u}var BF=sN(so);function pk(e){this._curve=e}pk.prototype={areaStart:function(){this._curve.areaStart()},areaEnd:function(){this._curve.areaEnd()},lineStart:function(){this._curve.lineStart()},lineEnd:function(){this._curve.lineEnd()},point:function(e,n){this._curve.point(n*Math.sin(e),n*-Math.cos(e))}};function sN(e){function n(t){return new pk(e(t))}return n._curve=e,n}var fd=class{constructor(n,t){this._context=n,this._x=t}areaStart(){this._line=0}areaEnd(){this._line=NaN}lineStart(){this._point=0}lineEnd(){(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line=1-this._line}point(n,t){switch(n=+n,t=+t,this._point){case 0:{this._point=1,this._line?this._context.lineTo(n,t):this._context.moveTo(n,t);break}case 1:this._point=2;default:{this._x?this._context.bezierCurveTo(this._x0=(this._x0+n)/2,this._y0,this._x0,t,n,t):this._context.bezierCurveTo(this._x0,this._y0=(this._y0+t)/2,n,this._y0,n,t);break}}this._x0=n,this._y0=t}};function dk(e){return new fd(e,!0)}function fk(e){return new fd(e,!1)}var oN=ht(3),Jb={draw(e,n){let t=ht(n+Yb(n/28,.75))*.59436,r=t/2,i=r*oN;e.moveTo(0,t),e.lineTo(0,-t),e.moveTo(-i,-r),e.lineTo(i,r),e.moveTo(-i,r),e.lineTo(i,-r)}},oo={draw(e,n){let t=ht(n/du);e.moveTo(t,0),e.arc(0,0,t,0,bd)}},Zb={draw(e,n){let t=ht(n/5)/2;e.moveTo(-3*t,-t),e.lineTo(-t,-t),e.lineTo(-t,-3*t),e.lineTo(t,-3*t),e.lineTo(t,-t),e.lineTo(3*t,-t),e.lineTo(3*t,t),e.lineTo(t,t),e.lineTo(t,3*t),e.lineTo(-t,3*t),e.lineTo(-t,t),e.lineTo(-3*t,t),e.closePath()}},hk=ht(1/3),aN=hk*2,Qb={draw(e,n){let t=ht(n/aN),r=t*hk;e.moveTo(0,-t),e.lineTo(r,0),e.lineTo(0,t),e.lineTo(-r,0),e.closePath()}},ev={draw(e,n){let t=ht(n)*.62625;e.moveTo(0,-t),e.lineTo(t,0),e.lineTo(0,t),e.lineTo(-t,0),e.closePath()}},tv={draw(e,n){let t=ht(n-Yb(n/7,2))*.87559;e.moveTo(-t,0),e.lineTo(t,0),e.moveTo(0,t),e.lineTo(0,-t)}},nv={draw(e,n){let t=ht(n),r=-t/2;e.rect(r,r,t,t)}},rv={draw(e,n){let t=ht(n)*.4431;e.moveTo(t,t),e.lineTo(t,-t),e.lineTo(-t,-t),e.lineTo(-t,t),e.closePath()}},lN=.8908130915292852,mk=dd(du/10)/dd(7*du/10),uN=dd(bd/10)*mk,cN=-ik(bd/10)*mk,iv={draw(e,n){let t=ht(n*lN),r=uN*t,i=cN*t;e.moveTo(0,-t),e.lineTo(r,i);for(let s=1;s<5;++s){let o=bd*s/5,a=ik(o),l=dd(o);e.lineTo(l*t,-a*t),e.lineTo(a*r-l*i,l*r+a*i)}e.closePath()}},Ub=ht(3),sv={draw(e,n){let t=-ht(n/(Ub*3));e.moveTo(0,t*2),e.lineTo(-Ub*t,-t),e.lineTo(Ub*t,-t),e.closePath()}},pN=ht(3),ov={draw(e,n){let t=ht(n)*.6824,r=t/2,i=t*pN/2;e.moveTo(0,-t),e.lineTo(i,r),e.lineTo(-i,r),e.closePath()}},Dn=-.5,Ln=ht(3)/2,Wb=1/ht(12),dN=(Wb/2+1)*3,av={draw(e,n){let t=ht(n/dN),r=t/2,i=t*Wb,s=r,o=t*Wb+t,a=-s,l=o;e.moveTo(r,i),e.lineTo(s,o),e.lineTo(a,l),e.lineTo(Dn*r-Ln*i,Ln*r+Dn*i),e.lineTo(Dn*s-Ln*o,Ln*s+Dn*o),e.lineTo(Dn*a-Ln*l,Ln*a+Dn*l),e.lineTo(Dn*r+Ln*i,Dn*i-Ln*r),e.lineTo(Dn*s+Ln*o,Dn*o-Ln*s),e.lineTo(Dn*a+Ln*l,Dn*l-Ln*a),e.closePath()}},lv={draw(e,n){let t=ht(n-Yb(n/6,1.7))*.6189;e.moveTo(-t,-t),e.lineTo(t,t),e.moveTo(-t,t),e.lineTo(t,-t)}},gk=[oo,Zb,Qb,nv,iv,sv,av],bk=[oo,tv,lv,ov,Jb,rv,ev];function ns(){}function hd(e,n,t){e._context.bezierCurveTo((2*e._x0+e._x1)/3,(2*e._y0+e._y1)/3,(e._x0+2*e._x1)/3,(e._y0+2*e._y1)/3,(e._x0+4*e._x1+n)/6,(e._y0+4*e._y1+t)/6)}function vd(e){this._context=e}vd.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._y0=this._y1=NaN,this._point=0},lineEnd:function(){switch(this._point){case 3:hd(this,this._x1,this._y1);case 2:this._context.lineTo(this._x1,this._y1);break}(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line=1-this._line},point:function(e,n){switch(e=+e,n=+n,this._point){case 0:this._point=1,this._line?this._context.lineTo(e,n):this._context.moveTo(e,n);break;case 1:this._point=2;break;case 2:this._point=3,this._context.lineTo((5*this._x0+this._x1)/6,(5*this._y0+this._y1)/6);default:hd(this,e,n);break}this._x0=this._x1,this._x1=e,this._y0=this._y1,this._y1=n}};function vk(e){return new vd(e)}function yk(e){this._context=e}yk.prototype={areaStart:ns,areaEnd:ns,lineStart:function(){this._x0=this._x1=this._x2=this._x3=this._x4=this._y0=this._y1=this._y2=this._y3=this._y4=NaN,this._point=0},lineEnd:function(){switch(this._point){case 1:{this._context.moveTo(this._x2,this._y2),this._context.closePath();break}case 2:{this._context.moveTo((this._x2+2*this._x3)/3,(this._y2+2*this._y3)/3),this._context.lineTo((this._x3+2*this._x2)/3,(this._y3+2*this._y2)/3),this._context.closePath();break}case 3:{this.point(this._x2,this._y2),this.point(this._x3,this._y3),this.point(this._x4,this._y4);break}}},point:function(e,n){switch(e=+e,n=+n,this._point){case 0:this._point=1,this._x2=e,this._y2=n;break;case 1:this._point=2,this._x3=e,this._y3=n;break;case 2:this._point=3,this._x4=e,this._y4=n,this._context.moveTo((this._x0+4*this._x1+e)/6,(this._y0+4*this._y1+n)/6);break;default:hd(this,e,n);break}this._x0=this._x1,this._x1=e,this._y0=this._y1,this._y1=n}};function wk(e){return new yk(e)}function xk(e){this._context=e}xk.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._y0=this._y1=NaN,this._point=0},lineEnd:function(){(this._line||this._line!==0&&this._point===3)&&this._context.closePath(),this._line=1-this._line},point:function(e,n){switch(e=+e,n=+n,this._point){case 0:this._point=1;break;case 1:this._point=2;break;case 2:this._point=3;var t=(this._x0+4*this._x1+e)/6,r=(this._y0+4*this._y1+n)/6;this._line?this._context.lineTo(t,r):this._context.moveTo(t,r);break;case 3:this._point=4;default:hd(this,e,n);break}this._x0=this._x1,this._x1=e,this._y0=this._y1,this._y1=n}};function $k(e){return new xk(e)}function _k(e,n){this._basis=new vd(e),this._beta=n}_k.prototype={lineStart:function(){this._x=[],this._y=[],this._basis.lineStart()},lineEnd:function(){var e=this._x,n=this._y,t=e.length-1;if(t>0)for(var r=e[0],i=n[0],s=e[t]-r,o=n[t]-i,a=-1,l;++a<=t;)l=a/t,this._basis.point(this._beta*e[a]+(1-this._beta)*(r+l*s),this._beta*n[a]+(1-this._beta)*(i+l*o));this._x=this._y=null,this._basis.lineEnd()},point:function(e,n){this._x.push(+e),this._y.push(+n)}};var Sk=(function e(n){function t(r){return n===1?new vd(r):new _k(r,n)}return t.beta=function(r){return e(+r)},t})(.85);function md(e,n,t){e._context.bezierCurveTo(e._x1+e._k*(e._x2-e._x0),e._y1+e._k*(e._y2-e._y0),e._x2+e._k*(e._x1-n),e._y2+e._k*(e._y1-t),e._x2,e._y2)}function uv(e,n){this._context=e,this._k=(1-n)/6}uv.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._x2=this._y0=this._y1=this._y2=NaN,this._point=0},lineEnd:function(){switch(this._point){case 2:this._context.lineTo(this._x2,this._y2);break;case 3:md(this,this._x1,this._y1);break}(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line=1-this._line},point:function(e,n){switch(e=+e,n=+n,this._point){case 0:this._point=1,this._line?this._context.lineTo(e,n):this._context.moveTo(e,n);break;case 1:this._point=2,this._x1=e,this._y1=n;break;case 2:this._point=3;default:md(this,e,n);break}this._x0=this._x1,this._x1=this._x2,this._x2=e,this._y0=this._y1,this._y1=this._y2,this._y2=n}};var kk=(function e(n){function t(r){return new uv(r,n)}return t.tension=function(r){return e(+r)},t})(0);function cv(e,n){this._context=e,this._k=(1-n)/6}cv.prototype={areaStart:ns,areaEnd:ns,lineStart:function(){this._x0=this._x1=this._x2=this._x3=this._x4=this._x5=this._y0=this._y1=this._y2=this._y3=this._y4=this._y5=NaN,this._point=0},lineEnd:function(){switch(this._point){case 1:{this._context.moveTo(this._x3,this._y3),this._context.closePath();break}case 2:{this._context.lineTo(this._x3,this._y3),this._context.closePath();break}case 3:{this.point(this._x3,this._y3),this.point(this._x4,this._y4),this.point(this._x5,this._y5);break}}},point:function(e,n){switch(e=+e,n=+n,this._point){case 0:this._point=1,this._x3=e,this._y3=n;break;case 1:this._point=2,this._context.moveTo(this._x4=e,this._y4=n);break;case 2:this._point=3,this._x5=e,this._y5=n;break;default:md(this,e,n);break}this._x0=this._x1,this._x1=this._x2,this._x2=e,this._y0=this._y1,this._y1=this._y2,this._y2=n}};var Tk=(function e(n){function t(r){return new cv(r,n)}return t.tension=function(r){return e(+r)},t})(0);function pv(e,n){this._context=e,this._k=(1-n)/6}pv.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._x2=this._y0=this._y1=this._y2=NaN,this._point=0},lineEnd:function(){(this._line||this._line!==0&&this._point===3)&&this._context.closePath(),this._line=1-this._line},point:function(e,n){switch(e=+e,n=+n,this._point){case 0:this._point=1;break;case 1:this._point=2;break;case 2:this._point=3,this._line?this._context.lineTo(this._x2,this._y2):this._context.moveTo(this._x2,this._y2);break;case 3:this._point=4;default:md(this,e,n);break}this._x0=this._x1,this._x1=this._x2,this._x2=e,this._y0=this._y1,this._y1=this._y2,this._y2=n}};var Ck=(function e(n){function t(r){return new pv(r,n)}return t.tension=function(r){return e(+r)},t})(0);function dv(e,n,t){var r=e._x1,i=e._y1,s=e._x2,o=e._y2;if(e._l01_a>QS){var a=2*e._l01_2a+3*e._l01_a*e._l12_a+e._l12_2a,l=3*e._l01_a*(e._l01_a+e._l12_a);r=(r*a-e._x0*e._l12_2a+e._x2*e._l01_2a)/l,i=(i*a-e._y0*e._l12_2a+e._y2*e._l01_2a)/l}if(e._l23_a>QS){var u=2*e._l23_2a+3*e._l23_a*e._l12_a+e._l12_2a,c=3*e._l23_a*(e._l23_a+e._l12_a);s=(s*u+e._x1*e._l23_2a-n*e._l12_2a)/c,o=(o*u+e._y1*e._l23_2a-t*e._l12_2a)/c}e._context.bezierCurveTo(r,i,s,o,e._x2,e._y2)}function Rk(e,n){this._context=e,this._alpha=n}Rk.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._x2=this._y0=this._y1=this._y2=NaN,this._l01_a=this._l12_a=this._l23_a=this._l01_2a=this._l12_2a=this._l23_2a=this._point=0},lineEnd:function(){switch(this._point){case 2:this._context.lineTo(this._x2,this._y2);break;case 3:this.point(this._x2,this._y2);break}(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line=1-this._line},point:function(e,n){if(e=+e,n=+n,this._point){var t=this._x2-e,r=this._y2-n;this._l23_a=Math.sqrt(this._l23_2a=Math.pow(t*t+r*r,this._alpha))}switch(this._point){case 0:this._point=1,this._line?this._context.lineTo(e,n):this._context.moveTo(e,n);break;case 1:this._point=2;break;case 2:this._point=3;default:dv(this,e,n);break}this._l01_a=this._l12_a,this._l12_a=this._l23_a,this._l01_2a=this._l12_2a,this._l12_2a=this._l23_2a,this._x0=this._x1,this._x1=this._x2,this._x2=e,this._y0=this._y1,this._y1=this._y2,this._y2=n}};var Ek=(function e(n){function t(r){return n?new Rk(r,n):new uv(r,0)}return t.alpha=function(r){return e(+r)},t})(.5);function Pk(e,n){this._context=e,this._alpha=n}Pk.prototype={areaStart:ns,areaEnd:ns,lineStart:function(){this._x0=this._x1=this._x2=this._x3=this._x4=this._x5=this._y0=this._y1=this._y2=this._y3=this._y4=this._y5=NaN,this._l01_a=this._l12_a=this._l23_a=this._l01_2a=this._l12_2a=this._l23_2a=this._point=0},lineEnd:function(){switch(this._point){case 1:{this._context.moveTo(this._x3,this._y3),this._context.closePath();break}case 2:{this._context.lineTo(this._x3,this._y3),this._context.closePath();break}case 3:{this.point(this._x3,this._y3),this.point(this._x4,this._y4),this.point(this._x5,this._y5);break}}},point:function(e,n){if(e=+e,n=+n,this._point){var t=this._x2-e,r=this._y2-n;this._l23_a=Math.sqrt(this._l23_2a=Math.pow(t*t+r*r,this._alpha))}switch(this._point){case 0:this._point=1,this._x3=e,this._y3=n;break;case 1:this._point=2,this._context.moveTo(this._x4=e,this._y4=n);break;case 2:this._point=3,this._x5=e,this._y5=n;break;default:dv(this,e,n);break}this._l01_a=this._l12_a,this._l12_a=this._l23_a,this._l01_2a=this._l12_2a,this._l12_2a=this._l23_2a,this._x0=this._x1,this._x1=this._x2,this._x2=e,this._y0=this._y1,this._y1=this._y2,this._y2=n}};var Ak=(function e(n){function t(r){return n?new Pk(r,n):new cv(r,0)}return t.alpha=function(r){return e(+r)},t})(.5);function Mk(e,n){this._context=e,this._alpha=n}Mk.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._x2=this._y0=this._y1=this._y2=NaN,this._l01_a=this._l12_a=this._l23_a=this._l01_2a=this._l12_2a=this._l23_2a=this._point=0},lineEnd:function(){(this._line||this._line!==0&&this._point===3)&&this._context.closePath(),this._line=1-this._line},point:function(e,n){if(e=+e,n=+n,this._point){var t=this._x2-e,r=this._y2-n;this._l23_a=Math.sqrt(this._l23_2a=Math.pow(t*t+r*r,this._alpha))}switch(this._point){case 0:this._point=1;break;case 1:this._point=2;break;case 2:this._point=3,this._line?this._context.lineTo(this._x2,this._y2):this._context.moveTo(this._x2,this._y2);break;case 3:this._point=4;default:dv(this,e,n);break}this._l01_a=this._l12_a,this._l12_a=this._l23_a,this._l01_2a=this._l12_2a,this._l12_2a=this._l23_2a,this._x0=this._x1,this._x1=this._x2,this._x2=e,this._y0=this._y1,this._y1=this._y2,this._y2=n}};var Dk=(function e(n){function t(r){return n?new Mk(r,n):new pv(r,0)}return t.alpha=function(r){return e(+r)},t})(.5);function Lk(e){this._context=e}Lk.prototype={areaStart:ns,areaEnd:ns,lineStart:function(){this._point=0},lineEnd:function(){this._point&&this._context.closePath()},point:function(e,n){e=+e,n=+n,this._point?this._context.lineTo(e,n):(this._point=1,this._context.moveTo(e,n))}};function Nk(e){return new Lk(e)}function ek(e){return e<0?-1:1}function tk(e,n,t){var r=e._x1-e._x0,i=n-e._x1,s=(e._y1-e._y0)/(r||i<0&&-0),o=(t-e._y1)/(i||r<0&&-0),a=(s*i+o*r)/(r+i);return(ek(s)+ek(o))*Math.min(Math.abs(s),Math.abs(o),.5*Math.abs(a))||0}function nk(e,n){var t=e._x1-e._x0;return t?(3*(e._y1-e._y0)/t-n)/2:n}function Gb(e,n,t){var r=e._x0,i=e._y0,s=e._x1,o=e._y1,a=(s-r)/3;e._context.bezierCurveTo(r+a,i+a*n,s-a,o-a*t,s,o)}function gd(e){this._context=e}gd.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._y0=this._y1=this._t0=NaN,this._point=0},lineEnd:function(){switch(this._point){case 2:this._context.lineTo(this._x1,this._y1);break;case 3:Gb(this,this._t0,nk(this,this._t0));break}(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line=1-this._line},point:function(e,n){var t=NaN;if(e=+e,n=+n,!(e===this._x1&&n===this._y1)){switch(this._point){case 0:this._point=1,this._line?this._context.lineTo(e,n):this._context.moveTo(e,n);break;case 1:this._point=2;break;case 2:this._point=3,Gb(this,nk(this,t=tk(this,e,n)),t);break;default:Gb(this,this._t0,t=tk(this,e,n));break}this._x0=this._x1,this._x1=e,this._y0=this._y1,this._y1=n,this._t0=t}}};function Ok(e){this._context=new Ik(e)}(Ok.prototype=Object.create(gd.prototype)).point=function(e,n){gd.prototype.point.call(this,n,e)};function Ik(e){this._context=e}Ik.prototype={moveTo:function(e,n){this._context.moveTo(n,e)},closePath:function(){this._context.closePath()},lineTo:function(e,n){this._context.lineTo(n,e)},bezierCurveTo:function(e,n,t,r,i,s){this._context.bezierCurveTo(n,e,r,t,s,i)}};function zk(e){return new gd(e)}function Bk(e){return new Ok(e)}function Hk(e){this._context=e}Hk.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x=[],this._y=[]},lineEnd:function(){var e=this._x,n=this._y,t=e.length;if(t)if(this._line?this._context.lineTo(e[0],n[0]):this._context.moveTo(e[0],n[0]),t===2)this._context.lineTo(e[1],n[1]);else for(var r=rk(e),i=rk(n),s=0,o=1;o<t;++s,++o)this._context.bezierCurveTo(r[0][s],i[0][s],r[1][s],i[1][s],e[o],n[o]);(this._line||this._line!==0&&t===1)&&this._context.closePath(),this._line=1-this._line,this._x=this._y=null},point:function(e,n){this._x.push(+e),this._y.push(+n)}};function rk(e){var n,t=e.length-1,r,i=new Array(t),s=new Array(t),o=new Array(t);for(i[0]=0,s[0]=2,o[0]=e[0]+2*e[1],n=1;n<t-1;++n)i[n]=1,s[n]=4,o[n]=4*e[n]+2*e[n+1];for(i[t-1]=2,s[t-1]=7,o[t-1]=8*e[t-1]+e[t],n=1;n<t;++n)r=i[n]/s[n-1],s[n]-=r,o[n]-=r*o[n-1];for(i[t-1]=o[t-1]/s[t-1],n=t-2;n>=0;--n)i[n]=(o[n]-i[n+1])/s[n];for(s[t-1]=(e[t]+i[t-1])/2,n=0;n<t-1;++n)s[n]=2*e[n+1]-i[n+1];return[i,s]}function Vk(e){return new Hk(e)}function yd(e,n){this._context=e,this._t=n}yd.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x=this._y=NaN,this._point=0},lineEnd:function(){0<this._t&&this._t<1&&this._point===2&&this._context.lineTo(this._x,this._y),(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line>=0&&(this._t=1-this._t,this._line=1-this._line)},point:function(e,n){switch(e=+e,n=+n,this._point){case 0:this._point=1,this._line?this._context.lineTo(e,n):this._context.moveTo(e,n);break;case 1:this._point=2;default:{if(this._t<=0)this._context.lineTo(this._x,n),this._context.lineTo(e,n);else{var t=this._x*(1-this._t)+e*this._t;this._context.lineTo(t,this._y),this._context.lineTo(t,n)}break}}this._x=e,this._y=n}};function Fk(e){return new yd(e,.5)}function Kk(e){return new yd(e,0)}function jk(e){return new yd(e,1)}function Nn(e){return e!=null&&!Number.isNaN(e)}function Bt(e,n){return+Nn(n)-+Nn(e)||zt(e,n)}function ao(e,n){return+Nn(n)-+Nn(e)||di(e,n)}function fu(e){return e!=null&&`${e}`!=""}function fv(e){return isFinite(e)?e:NaN}function lo(e){return e>0&&isFinite(e)?e:NaN}function da(e){return e<0&&isFinite(e)?e:NaN}function wd(e,n){if(e instanceof Date||(e=new Date(+e)),isNaN(e))return typeof n=="function"?n(e):n;let t=e.getUTCHours(),r=e.getUTCMinutes(),i=e.getUTCSeconds(),s=e.getUTCMilliseconds();return`${fN(e.getUTCFullYear(),4)}-${$i(e.getUTCMonth()+1,2)}-${$i(e.getUTCDate(),2)}${t||r||i||s?`T${$i(t,2)}:${$i(r,2)}${i||s?`:${$i(i,2)}${s?`.${$i(s,3)}`:""}`:""}Z`:""}`}function fN(e){return e<0?`-${$i(-e,6)}`:e>9999?`+${$i(e,6)}`:$i(e,4)}function $i(e,n){return`${e}`.padStart(n,"0")}var hN=/^(?:[-+]\d{2})?\d{4}(?:-\d{2}(?:-\d{2})?)?(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{3})?)?(?:Z|[-+]\d{2}:?\d{2})?)?$/;function hu(e,n){return hN.test(e+="")?new Date(e):typeof n=="function"?n(e):n}function _i(e){if(e==null)return;let n=e[0],t=e[e.length-1];return di(n,t)}var ha=1e3,is=ha*60,ss=is*60,Lr=ss*24,Dr=Lr*7,uo=Lr*30,rs=Lr*365,hv=[["millisecond",1],["2 milliseconds",2],["5 milliseconds",5],["10 milliseconds",10],["20 milliseconds",20],["50 milliseconds",50],["100 milliseconds",100],["200 milliseconds",200],["500 milliseconds",500],["second",ha],["5 seconds",5*ha],["15 seconds",15*ha],["30 seconds",30*ha],["minute",is],["5 minutes",5*is],["15 minutes",15*is],["30 minutes",30*is],["hour",ss],["3 hours",3*ss],["6 hours",6*ss],["12 hours",12*ss],["day",Lr],["2 days",2*Lr],["week",Dr],["2 weeks",2*Dr],["month",uo],["3 months",3*uo],["6 months",6*uo],["year",rs],["2 years",2*rs],["5 years",5*rs],["10 years",10*rs],["20 years",20*rs],["50 years",50*rs],["100 years",100*rs]],mv=new Map([["second",ha],["minute",is],["hour",ss],["day",Lr],["monday",Dr],["tuesday",Dr],["wednesday",Dr],["thursday",Dr],["friday",Dr],["saturday",Dr],["sunday",Dr],["week",Dr],["month",uo],["year",rs]]),Uk=new Map([["second",qt],["minute",Ys],["hour",Js],["day",Rr],["monday",eo],["tuesday",gg],["wednesday",bg],["thursday",wi],["friday",vg],["saturday",yg],["sunday",Er],["week",Er],["month",ro],["year",Qt]]),gv=new Map([["second",qt],["minute",Xs],["hour",Zs],["day",nu],["monday",no],["tuesday",wg],["wednesday",xg],["thursday",xi],["friday",$g],["saturday",_g],["sunday",Pr],["week",Pr],["month",io],["year",en]]),ma=Symbol("intervalDuration"),$d=Symbol("intervalType");for(let[e,n]of Uk)n[ma]=mv.get(e),n[$d]="time";for(let[e,n]of gv)n[ma]=mv.get(e),n[$d]="utc";var mu=[["year",en,"utc"],["month",io,"utc"],["day",nu,"utc",6*uo],["hour",Zs,"utc",3*Lr],["minute",Xs,"utc",6*ss],["second",qt,"utc",30*is]],xd=[["year",Qt,"time"],["month",ro,"time"],["day",Rr,"time",6*uo],["hour",Js,"time",3*Lr],["minute",Ys,"time",6*ss],["second",qt,"time",30*is]],mN=[mu[0],xd[0],mu[1],xd[1],mu[2],xd[2],...mu.slice(3)];function Gk(e){let n=`${e}`.toLowerCase();n.endsWith("s")&&(n=n.slice(0,-1));let t=1,r=/^(?:(\d+)\s+)/.exec(n);switch(r&&(n=n.slice(r[0].length),t=+r[1]),n){case"quarter":n="month",t*=3;break;case"half":n="month",t*=6;break}let i=gv.get(n);if(!i)throw new Error(`unknown interval: ${e}`);if(t>1&&!i.every)throw new Error(`non-periodic interval: ${n}`);return[n,t]}function bv(e){return Wk(Gk(e),"time")}function gu(e){return Wk(Gk(e),"utc")}function Wk([e,n],t){let r=(t==="time"?Uk:gv).get(e);return n>1&&(r=r.every(n),r[ma]=mv.get(e)*n,r[$d]=t),r}function vv(e,n){if(!(n>1))return;let t=e[ma];if(!hv.some(([,i])=>i===t)||t%Lr===0&&Lr<t&&t<uo)return;let[r]=hv[Uo(([,i])=>Math.log(i)).center(hv,Math.log(t*n))];return(e[$d]==="time"?bv:gu)(r)}function qk(e,n,t){let r=n==="time"?ou:Ar;if(t==null)return r(e==="year"?"%Y":e==="month"?"%Y-%m":e==="day"?"%Y-%m-%d":e==="hour"||e==="minute"?"%Y-%m-%dT%H:%M":e==="second"?"%Y-%m-%dT%H:%M:%S":"%Y-%m-%dT%H:%M:%S.%L");let i=gN(t);switch(e){case"millisecond":return fa(r(".%L"),r(":%M:%S"),i);case"second":return fa(r(":%S"),r("%-I:%M"),i);case"minute":return fa(r("%-I:%M"),r("%p"),i);case"hour":return fa(r("%-I %p"),r("%b %-d"),i);case"day":return fa(r("%-d"),r("%b"),i);case"month":return fa(r("%b"),r("%Y"),i);case"year":return r("%Y")}throw new Error("unable to format time ticks")}function gN(e){return e==="left"||e==="right"?(n,t)=>`
${n}
${t}`:e==="top"?(n,t)=>`${t}
${n}`:(n,t)=>`${n}
${t}`}function bN(e){return e==="time"?xd:e==="utc"?mu:mN}function Yk(e,n,t){let r=Ft(q$(n,(i,s)=>Math.abs(s-i)));if(r<1e3)return qk("millisecond","utc",t);for(let[i,s,o,a]of bN(e)){if(r>a||i==="hour"&&!r)break;if(n.every(l=>s.floor(l)>=l))return qk(i,o,t)}}function fa(e,n,t){return(r,i,s)=>{let o=e(r,i),a=n(r,i),l=i-_i(s);return i!==l&&s[l]!==void 0&&a===n(s[l],l)?o:t(o,a)}}var wv=Object.getPrototypeOf(Uint8Array),vN=Object.prototype.toString;function tr(e){return e instanceof Array||e instanceof wv}function Zk(e){return e instanceof wv&&!yN(e)}function Qk(e){return e?.prototype instanceof wv&&!wN(e)}function yN(e){return e instanceof BigInt64Array||e instanceof BigUint64Array}function wN(e){return e===BigInt64Array||e===BigUint64Array}var xv=Symbol("reindex");function qe(e,n,t){let r=typeof n;return r==="string"?b2(e)?$v(e.getChild(n),t):Xk(e,_v(n),t):r==="function"?Xk(e,n,t):r==="number"||n instanceof Date||r==="boolean"?Ne(e,hn(n),t):typeof n?.transform=="function"?yv(n.transform(e),t):xN(yv(n,t),e?.[xv])}function xN(e,n){return e!=null&&n?kd(e,n):e}function Xk(e,n,t){return Ne(e,Qk(t)?(r,i)=>Sv(n(r,i)):n,t)}function yv(e,n){return n===void 0?Or(e):v2(e)?$v(e,n):e instanceof n?e:n.from(e,Qk(n)&&!Zk(e)?Sv:void 0)}function $v(e,n){return e==null?e:(n===void 0||n===Array)&&kN(e.type)?kv(Jk(e)):yv(Jk(e),n)}function Jk(e){return e.nullCount?e.toJSON():e.toArray()}var ga=[null],_v=e=>n=>{let t=n[e];return t===void 0&&n.type==="Feature"?n.properties?.[e]:t},nr={transform:Gt},Te={transform:e=>e};var e2=()=>1,t2=()=>!0,lt=e=>e==null?e:`${e}`,Ge=e=>e==null?e:+e;var _d=e=>e?e[0]:void 0,bu=e=>e?e[1]:void 0;var hn=e=>()=>e;function n2(e){let n=+`${e}`.slice(1)/100;return(t,r)=>pi(t,n,r)}function Nr(e){return Zk(e)?e:Ne(e,Sv,Float64Array)}function Sv(e){return e==null?NaN:Number(e)}function kv(e){return Ne(e,Tv)}function Tv(e){return e instanceof Date&&!isNaN(e)?e:typeof e=="string"?hu(e):e==null||isNaN(e=Number(e))?void 0:new Date(e)}function tn(e,n){return e===void 0&&(e=n),e===null?[void 0,"none"]:xa(e)?[void 0,e]:[e,void 0]}function et(e,n){return e===void 0&&(e=n),e===null||typeof e=="number"?[void 0,e]:[e,void 0]}function Cv(e,n,t){if(e!=null)return Ut(e,n,t)}function Ut(e,n,t){let r=`${e}`.toLowerCase();if(!t.includes(r))throw new Error(`invalid ${n}: ${e}`);return r}function Si(e){return b2(e)?e:Or(e)}function Or(e){if(e==null||tr(e))return e;if(v2(e))return $v(e);if(r2(e))switch(e.type){case"FeatureCollection":return e.features;case"GeometryCollection":return e.geometries;default:return[e]}return Array.from(e)}function r2(e){switch(e?.type){case"FeatureCollection":case"GeometryCollection":case"Feature":case"LineString":case"MultiLineString":case"MultiPoint":case"MultiPolygon":case"Point":case"Polygon":case"Sphere":return!0;default:return!1}}function Ne(e,n,t=Array){return e==null?e:e instanceof t?e.map(n):t.from(e,n)}function os(e,n=Array){return e instanceof n?e.slice():n.from(e)}function i2({x:e,x1:n,x2:t}){return e!==void 0||n!==void 0||t!==void 0}function Rv({y:e,y1:n,y2:t}){return e!==void 0||n!==void 0||t!==void 0}function Sd(e){return i2(e)||Rv(e)||e.interval!==void 0}function rr(e){return e?.toString===vN}function ba(e){return rr(e)&&(e.type!==void 0||e.domain!==void 0)}function va(e){return rr(e)&&typeof e.transform!="function"}function as(e){return va(e)&&e.value===void 0&&e.channel===void 0}function s2(e,n,t,r=Te){return n===void 0&&t===void 0?(n=0,t=e===void 0?r:e):n===void 0?n=e===void 0?0:e:t===void 0&&(t=e===void 0?0:e),[n,t]}function ir(e,n){return e===void 0&&n===void 0?[_d,bu]:[e,n]}function ya({z:e,fill:n,stroke:t}={}){return e===void 0&&([e]=tn(n)),e===void 0&&([e]=tn(t)),e}function ls(e){return tr(e)?e.length:e?.numRows}function Gt(e){let n=ls(e),t=new Uint32Array(n);for(let r=0;r<n;++r)t[r]=r;return t}function kd(e,n){return tr(e)?Ne(n,t=>e[t],e.constructor):Ne(n,t=>e.at(t))}function o2(e,n,t){return e.subarray?e.subarray(n,t):e.slice(n,t)}function On(e){return e!==null&&typeof e=="object"?e.valueOf():e}function a2(e,n){if(n[e]!==void 0)return n[e];switch(e){case"x1":case"x2":e="x";break;case"y1":case"y2":e="y";break}return n[e]}function wa(e){let n;return[{transform:()=>n,label:sr(e)},t=>n=t]}function In(e){return e==null?[e]:wa(e)}function sr(e,n){return typeof e=="string"?e:e&&e.label!==void 0?e.label:n}function vu(e,n){return{transform(t){let r=e.transform(t),i=n.transform(t);return at(r)||at(i)?Ne(r,(s,o)=>new Date((+r[o]+ +i[o])/2)):Ne(r,(s,o)=>(+r[o]+ +i[o])/2,Float64Array)},label:e.label}}function yu(e,n){let t=Ev(n?.interval,n?.type);return t?Ne(e,t):e}function Ev(e,n){let t=Td(e,n);return t&&(r=>Nn(r)?t.floor(r):r)}function Td(e,n){if(e!=null){if(typeof e=="number")return $N(e);if(typeof e=="string")return(n==="time"?bv:gu)(e);if(typeof e.floor!="function")throw new Error("invalid interval; missing floor method");if(typeof e.offset!="function")throw new Error("invalid interval; missing offset method");return e}}function $N(e){e=+e,0<e&&e<1&&Number.isInteger(1/e)&&(e=-1/e);let n=Math.abs(e);return e<0?{floor:t=>Math.floor(t*n)/n,offset:(t,r=1)=>(t*n+Math.floor(r))/n,range:(t,r)=>Wo(Math.ceil(t*n),r*n).map(i=>i/n)}:{floor:t=>Math.floor(t/n)*n,offset:(t,r=1)=>t+n*Math.floor(r),range:(t,r)=>Wo(Math.ceil(t/n),r/n).map(i=>i*n)}}function Ir(e,n){if(e=Td(e,n),e&&typeof e.range!="function")throw new Error("invalid interval: missing range method");return e}function l2(e,n){if(e=Ir(e,n),e&&typeof e.ceil!="function")throw new Error("invalid interval: missing ceil method");return e}function u2(e){return us(e)&&typeof e?.floor=="function"&&e.floor()instanceof Date}function us(e){return typeof e?.range=="function"}function zr(e){return e===void 0||va(e)?e:{value:e}}function c2(e){return e==null?null:{transform:n=>qe(n,e,Float64Array),label:sr(e)}}function nn(e){return e&&typeof e[Symbol.iterator]=="function"}function Cd(e){for(let n of e)if(n!=null)return typeof n!="object"||n instanceof Date}function Pv(e){for(let n of e){if(n==null)continue;let t=typeof n;return t==="string"||t==="boolean"}}function at(e){for(let n of e)if(n!=null)return n instanceof Date}function p2(e){for(let n of e)if(n!=null)return typeof n=="string"&&isNaN(n)&&hu(n)}function d2(e){for(let n of e)if(n!=null){if(typeof n!="string")return!1;if(n.trim())return!isNaN(n)}}function f2(e){for(let n of e)if(n!=null)return typeof n=="number"}function Rd(e,n){let t;for(let r of e)if(r!=null){if(!n(r))return!1;t=!0}return t}var _N=new Set("none,currentcolor,transparent,aliceblue,antiquewhite,aqua,aquamarine,azure,beige,bisque,black,blanchedalmond,blue,blueviolet,brown,burlywood,cadetblue,chartreuse,chocolate,coral,cornflowerblue,cornsilk,crimson,cyan,darkblue,darkcyan,darkgoldenrod,darkgray,darkgreen,darkgrey,darkkhaki,darkmagenta,darkolivegreen,darkorange,darkorchid,darkred,darksalmon,darkseagreen,darkslateblue,darkslategray,darkslategrey,darkturquoise,darkviolet,deeppink,deepskyblue,dimgray,dimgrey,dodgerblue,firebrick,floralwhite,forestgreen,fuchsia,gainsboro,ghostwhite,gold,goldenrod,gray,green,greenyellow,grey,honeydew,hotpink,indianred,indigo,ivory,khaki,lavender,lavenderblush,lawngreen,lemonchiffon,lightblue,lightcoral,lightcyan,lightgoldenrodyellow,lightgray,lightgreen,lightgrey,lightpink,lightsalmon,lightseagreen,lightskyblue,lightslategray,lightslategrey,lightsteelblue,lightyellow,lime,limegreen,linen,magenta,maroon,mediumaquamarine,mediumblue,mediumorchid,mediumpurple,mediumseagreen,mediumslateblue,mediumspringgreen,mediumturquoise,mediumvioletred,midnightblue,mintcream,mistyrose,moccasin,navajowhite,navy,oldlace,olive,olivedrab,orange,orangered,orchid,palegoldenrod,palegreen,paleturquoise,palevioletred,papayawhip,peachpuff,peru,pink,plum,powderblue,purple,rebeccapurple,red,rosybrown,royalblue,saddlebrown,salmon,sandybrown,seagreen,seashell,sienna,silver,skyblue,slateblue,slategray,slategrey,snow,springgreen,steelblue,tan,teal,thistle,tomato,turquoise,violet,wheat,white,whitesmoke,yellow".split(","));function xa(e){return typeof e!="string"?!1:(e=e.toLowerCase().trim(),/^#[0-9a-f]{3,8}$/.test(e)||/^(?:url|var|rgb|rgba|hsl|hsla|hwb|lab|lch|oklab|oklch|color|color-mix)\(.*\)$/.test(e)||_N.has(e))}function h2(e){return typeof e=="number"&&(0<=e&&e<=1||isNaN(e))}function _t(e){return e==null||co(e)}function co(e){return/^\s*none\s*$/i.test(e)}function m2(e){return/^\s*round\s*$/i.test(e)}function Ed(e,n){return Cv(e,n,["middle","top-left","top","top-right","right","bottom-right","bottom","bottom-left","left"])}function cs(e="middle"){return Ed(e,"frameAnchor")}function g2(e={},...n){let t=e;for(let r of n)for(let i in r)if(t[i]===void 0){let s=r[i];t===e?t={...t,[i]:s}:t[i]=s}return t}function SN(e){console.warn("named iterables are deprecated; please use an object instead");let n=new Set;return Object.fromEntries(Array.from(e,t=>{let{name:r}=t;if(r==null)throw new Error("missing name");let i=`${r}`;if(i==="__proto__")throw new Error(`illegal name: ${i}`);if(n.has(i))throw new Error(`duplicate name: ${i}`);return n.add(i),[r,t]}))}function Av(e){return nn(e)?SN(e):e}function Pd(e){return e===!0?e="frame":e===!1?e=null:!r2(e)&&e!=null&&(e=Ut(e,"clip",["frame","sphere"]),e==="sphere"&&(e={type:"Sphere"})),e}function b2(e){return e&&typeof e.getChild=="function"&&typeof e.toArray=="function"&&e.schema&&Array.isArray(e.schema.fields)}function v2(e){return e&&typeof e.toArray=="function"&&e.type}function kN(e){return e&&(e.typeId===8||e.typeId===10)&&e.unit===1}var zn=Symbol("position"),mn=Symbol("color"),po=Symbol("radius"),fo=Symbol("length"),ho=Symbol("opacity"),$a=Symbol("symbol"),y2=Symbol("projection"),Oe=new Map([["x",zn],["y",zn],["fx",zn],["fy",zn],["r",po],["color",mn],["opacity",ho],["symbol",$a],["length",fo],["projection",y2]]);function w2(e){return e===zn||e===y2}function x2(e){return e===zn||e===po||e===fo||e===ho}var TN=Math.sqrt(3),CN=2/TN,RN={draw(e,n){let t=Math.sqrt(n/Math.PI),r=t*CN,i=r/2;e.moveTo(0,r),e.lineTo(t,i),e.lineTo(t,-i),e.lineTo(0,-r),e.lineTo(-t,-i),e.lineTo(-t,i),e.closePath()}},Mv=new Map([["asterisk",Jb],["circle",oo],["cross",Zb],["diamond",Qb],["diamond2",ev],["hexagon",RN],["plus",tv],["square",nv],["square2",rv],["star",iv],["times",lv],["triangle",sv],["triangle2",ov],["wye",av]]);function Dv(e){return e&&typeof e.draw=="function"}function $2(e){return Dv(e)?!0:typeof e!="string"?!1:Mv.has(e.toLowerCase())}function _a(e){if(e==null||Dv(e))return e;let n=Mv.get(`${e}`.toLowerCase());if(n)return n;throw new Error(`invalid symbol: ${e}`)}function _2(e){if(e==null||Dv(e))return[void 0,e];if(typeof e=="string"){let n=Mv.get(`${e}`.toLowerCase());if(n)return[void 0,n]}return[e,void 0]}function mo({filter:e,sort:n,reverse:t,transform:r,initializer:i,...s}={},o){if(r===void 0&&(e!=null&&(r=S2(e)),n!=null&&!as(n)&&(r=Lv(r,Ov(n))),t&&(r=Lv(r,k2))),o!=null&&i!=null)throw new Error("transforms cannot be applied after initializers");return{...s,...(n===null||as(n))&&{sort:n},transform:Lv(r,o)}}function ki({filter:e,sort:n,reverse:t,initializer:r,...i}={},s){return r===void 0&&(e!=null&&(r=S2(e)),n!=null&&!as(n)&&(r=Nv(r,Ov(n))),t&&(r=Nv(r,k2))),{...i,...(n===null||as(n))&&{sort:n},initializer:Nv(r,s)}}function Lv(e,n){return e==null?n===null?void 0:n:n==null?e===null?void 0:e:function(t,r,i){return{data:t,facets:r}=e.call(this,t,r,i),n.call(this,Si(t),r,i)}}function Nv(e,n){return e==null?n===null?void 0:n:n==null?e===null?void 0:e:function(t,r,i,...s){let o,a,l,u,c,d;return{data:a=t,facets:l=r,channels:o}=e.call(this,t,r,i,...s),{data:c=a,facets:d=l,channels:u}=n.call(this,a,l,{...i,...o},...s),{data:c,facets:d,channels:{...o,...u}}}}function EN(e,n){return(e.initializer!=null?ki:mo)(e,n)}function S2(e){return(n,t)=>{let r=qe(n,e);return{data:n,facets:t.map(i=>i.filter(s=>r[s]))}}}function k2(e,n){return{data:e,facets:n.map(t=>t.slice().reverse())}}function T2(e,{sort:n,...t}={}){return{...(va(e)&&e.channel!==void 0?ki:EN)(t,Ov(e)),sort:as(n)?n:null}}function Ov(e){return(typeof e=="function"&&e.length!==1?PN:AN)(e)}function PN(e){return(n,t)=>{let r=tr(n)?(i,s)=>e(n[i],n[s]):(i,s)=>e(n.get(i),n.get(s));return{data:n,facets:t.map(i=>i.slice().sort(r))}}}function AN(e){let n,t;({channel:n,value:e,order:t}={...zr(e)});let r=n?.startsWith("-");if(r&&(n=n.slice(1)),t===void 0&&(t=r?ao:Bt),typeof t!="function")switch(`${t}`.toLowerCase()){case"ascending":t=Bt;break;case"descending":t=ao;break;default:throw new Error(`invalid order: ${t}`)}return(i,s,o)=>{let a;if(n===void 0)a=qe(i,e);else{if(o===void 0)throw new Error("channel sort requires an initializer");if(a=o[n],!a)return{};a=a.value}let l=(u,c)=>t(a[u],a[c]);return{data:i,facets:s.map(u=>u.slice().sort(l))}}}function xu(e,...n){for(let{name:t}of e)if(n.includes(t))return!0;return!1}function E2(e,n,t=Iv){let r=Object.entries(e);return n.title!=null&&e.title===void 0&&r.push(["title",ON]),n.href!=null&&e.href===void 0&&r.push(["href",Ad]),r.filter(([,i])=>i!==void 0).map(([i,s])=>s===null?MN(i):t(i,s,n))}function Iv(e,n,t,r=zv){let i;rr(n)&&"reduce"in n&&(i=n.scale,n=n.reduce);let s=r(e,n,t),[o,a]=wa(s.label),l;return{name:e,output:i===void 0?o:{value:o,scale:i},initialize(u){s.initialize(u),l=a([])},scope(u,c){s.scope(u,c)},reduce(u,c){l.push(s.reduce(u,c))}}}function MN(e){return{name:e,initialize(){},scope(){},reduce(){}}}function zv(e,n,t,r=$u){let i=a2(e,t),s=r(n,i),o,a;return{label:sr(s===wu?null:i,s.label),initialize(l){o=i===void 0?l:qe(l,i),s.scope==="data"&&(a=s.reduceIndex(Gt(l),o))},scope(l,u){s.scope===l&&(a=s.reduceIndex(u,o))},reduce(l,u){return s.scope==null?s.reduceIndex(l,o,u):s.reduceIndex(l,o,a,u)}}}function Bv(e,n){return n?Hs(e,t=>n[t]):[[,e]]}function $u(e,n,t=DN){if(e==null)return t(e);if(typeof e.reduceIndex=="function")return e;if(typeof e.reduce=="function"&&rr(e))return LN(e);if(typeof e=="function")return NN(e);if(/^p\d{2}$/i.test(e))return Ti(n2(e));switch(`${e}`.toLowerCase()){case"first":return Ad;case"last":return IN;case"identity":return Hv;case"count":return wu;case"distinct":return zN;case"sum":return n==null?wu:BN;case"proportion":return R2(n,"data");case"proportion-facet":return R2(n,"facet");case"deviation":return Ti(hm);case"min":return Ti(kn);case"min-index":return Ti(B$);case"max":return Ti(Ft);case"max-index":return Ti(z$);case"mean":return C2(K$);case"median":return C2(Nl);case"variance":return Ti(fm);case"mode":return Ti(j$)}return t(e)}function DN(e){throw new Error(`invalid reduce: ${e}`)}function P2(e,n){for(let t in n){let r=n[t];if(r!==void 0&&!e.some(i=>i.name===t))return r}}function A2(e,n,t){if(n){let r=n.output.transform(),i=(s,o)=>Bt(r[s],r[o]);e.forEach(s=>s.sort(i))}t&&e.forEach(r=>r.reverse())}function LN(e){return console.warn("deprecated reduce interface; implement reduceIndex instead."),{...e,reduceIndex:e.reduce.bind(e)}}function NN(e){return{reduceIndex(n,t,r){return e(kd(t,n),r)}}}function Ti(e){return{reduceIndex(n,t){return e(n,r=>t[r])}}}function C2(e){return{reduceIndex(n,t){let r=e(n,i=>t[i]);return at(t)?new Date(r):r}}}var Hv={reduceIndex(e,n){return kd(n,e)}},Ad={reduceIndex(e,n){return n[e[0]]}},ON={reduceIndex(e,n){let r=jo(fi(e,s=>s.length,s=>n[s]),bu),i=r.slice(-5).reverse();if(i.length<r.length){let s=r.slice(0,-4);i[4]=[`\u2026 ${s.length.toLocaleString("en-US")} more`,Jn(s,bu)]}return i.map(([s,o])=>`${s} (${o.toLocaleString("en-US")})`).join(`
`)}},IN={reduceIndex(e,n){return n[e[e.length-1]]}},wu={label:"Frequency",reduceIndex(e){return e.length}},zN={label:"Distinct",reduceIndex(e,n){let t=new xr;for(let r of e)t.add(n[r]);return t.size}},BN=Ti(Jn);function R2(e,n){return e==null?{scope:n,label:"Frequency",reduceIndex:(t,r,i=1)=>t.length/i}:{scope:n,reduceIndex:(t,r,i=1)=>Jn(t,s=>r[s])/i}}var M2={reduceIndex(e,n,{z:t}){return t}};function Sa(e,{scale:n,type:t,value:r,filter:i,hint:s,label:o=sr(r)},a){return s===void 0&&typeof r?.transform=="function"&&(s=r.hint),Fv(a,{scale:n,type:t,value:qe(e,r),label:o,filter:i,hint:s})}function L2(e,n){return Object.fromEntries(Object.entries(e).map(([t,r])=>[t,Sa(n,r,t)]))}function N2(e,n){let t=Object.fromEntries(Object.entries(e).map(([r,{scale:i,value:s}])=>{let o=i==null?null:n[i];return[r,o==null?s:Ne(s,o)]}));return t.channels=e,t}function Fv(e,n){let{scale:t,value:r}=n;if(t===!0||t==="auto")switch(e){case"fill":case"stroke":case"color":n.scale=t!==!0&&Rd(r,xa)?null:"color",n.defaultScale="color";break;case"fillOpacity":case"strokeOpacity":case"opacity":n.scale=t!==!0&&Rd(r,h2)?null:"opacity",n.defaultScale="opacity";break;case"symbol":t!==!0&&Rd(r,$2)?(n.scale=null,n.value=Ne(r,_a)):n.scale="symbol",n.defaultScale="symbol";break;default:n.scale=Oe.has(e)?e:null;break}else if(t===!1)n.scale=null;else if(t!=null&&!Oe.has(t))throw new Error(`unknown scale: ${t}`);return n}function O2(e,n,t,r,i){let{order:s,reverse:o,reduce:a=!0,limit:l}=i;for(let u in i){if(!Oe.has(u))continue;let{value:c,order:d=s,reverse:p=o,reduce:f=a,limit:m=l}=zr(i[u]),g=c?.startsWith("-");if(g&&(c=c.slice(1)),d=d===void 0?g!==(c==="width"||c==="height")?z2:I2:FN(d),f==null||f===!1)continue;let v=u==="fx"||u==="fy"?VN(n,r[u]):HN(t,u);if(!v)throw new Error(`missing channel for scale: ${u}`);let b=v.value,[w=0,$=1/0]=nn(m)?m:m<0?[m]:[0,m];if(c==null)v.domain=()=>{let x=Array.from(new xr(b));return p&&(x=x.reverse()),(w!==0||$!==1/0)&&(x=x.slice(w,$)),x};else{let x=c==="data"?e:c==="height"?D2(t,"y1","y2"):c==="width"?D2(t,"x1","x2"):Vv(t,c,c==="y"?"y2":c==="x"?"x2":void 0),T=$u(f===!0?"max":f,x);v.domain=()=>{let _=N$(Gt(b),S=>T.reduceIndex(S,x),S=>b[S]);return d&&_.sort(d),p&&_.reverse(),(w!==0||$!==1/0)&&(_=_.slice(w,$)),_.map(_d)}}}}function HN(e,n){for(let t in e){let r=e[t];if(r.scale===n)return r}}function VN(e,n){let t=e.original;if(t===e)return n;let r=n.value,i=n.value=[];for(let s=0;s<t.length;++s){let o=r[t[s][0]];for(let a of e[s])i[a]=o}return n}function D2(e,n,t){let r=Vv(e,n),i=Vv(e,t);return Ne(i,(s,o)=>Math.abs(s-r[o]),Float64Array)}function Vv(e,n,t){let r=e[n];if(!r&&t!==void 0&&(r=e[t]),r)return r.value;throw new Error(`missing channel: ${n}`)}function FN(e){if(e==null||typeof e=="function")return e;switch(`${e}`.toLowerCase()){case"ascending":return I2;case"descending":return z2}throw new Error(`invalid order: ${e}`)}function I2([e,n],[t,r]){return Bt(n,r)||Bt(e,t)}function z2([e,n],[t,r]){return ao(n,r)||Bt(e,t)}function Kv(e,n){let t=e[n];if(t){for(;t.source;)t=t.source;return t.source===null?null:t}}var K2=new Map([["accent",KS],["category10",FS],["dark2",jS],["observable10",qS],["paired",US],["pastel1",GS],["pastel2",WS],["set1",YS],["set2",XS],["set3",JS],["tableau10",ZS]]);function j2(e){return e!=null&&K2.has(`${e}`.toLowerCase())}var B2=new Map([...K2,["brbg",Ci(Bg,Hg)],["prgn",Ci(Vg,Fg)],["piyg",Ci(Kg,jg)],["puor",Ci(qg,Ug)],["rdbu",Ci(ud,cu)],["rdgy",Ci(Gg,Wg)],["rdylbu",Ci(cd,pu)],["rdylgn",Ci(Yg,Xg)],["spectral",Ci(Jg,Zg)],["burd",H2(ud,cu)],["buylrd",H2(cd,pu)],["blues",St(_b,Sb)],["greens",St(kb,Tb)],["greys",St(Cb,Rb)],["oranges",St(Db,Lb)],["purples",St(Eb,Pb)],["reds",St(Ab,Mb)],["turbo",Ri(Vb)],["viridis",Ri(Fb)],["magma",Ri(Kb)],["inferno",Ri(jb)],["plasma",Ri(qb)],["cividis",Ri(Nb)],["cubehelix",Ri(Ob)],["warm",Ri(Ib)],["cool",Ri(zb)],["bugn",St(Qg,eb)],["bupu",St(tb,nb)],["gnbu",St(rb,ib)],["orrd",St(sb,ob)],["pubu",St(ub,cb)],["pubugn",St(ab,lb)],["purd",St(pb,db)],["rdpu",St(fb,hb)],["ylgn",St(bb,vb)],["ylgnbu",St(mb,gb)],["ylorbr",St(yb,wb)],["ylorrd",St(xb,$b)],["rainbow",V2(Bb)],["sinebow",V2(Hb)]]);function St(e,n){return({length:t})=>t===1?[e[3][1]]:t===2?[e[3][1],e[3][2]]:(t=Math.max(3,Math.floor(t)),t>9?Kt(n,t):e[t])}function Ci(e,n){return({length:t})=>t===2?[e[3][0],e[3][2]]:(t=Math.max(3,Math.floor(t)),t>11?Kt(n,t):e[t])}function H2(e,n){return({length:t})=>t===2?[e[3][2],e[3][0]]:(t=Math.max(3,Math.floor(t)),t>11?Kt(r=>n(1-r),t):e[t].slice().reverse())}function Ri(e){return({length:n})=>Kt(e,Math.max(2,Math.floor(n)))}function V2(e){return({length:n})=>Kt(e,Math.floor(n)+1).slice(0,-1)}function jv(e){let n=`${e}`.toLowerCase();if(!B2.has(n))throw new Error(`unknown ordinal scheme: ${n}`);return B2.get(n)}function _u(e,n){let t=jv(e),r=typeof t=="function"?t({length:n}):t;return r.length!==n?r.slice(0,n):r}function q2(e,n="greys"){let t=new Set,[r,i]=_u(n,2);for(let s of e)if(s!=null)if(s===!0)t.add(i);else if(s===!1)t.add(r);else return;return[...t]}var F2=new Map([["brbg",Hg],["prgn",Fg],["piyg",jg],["puor",Ug],["rdbu",cu],["rdgy",Wg],["rdylbu",pu],["rdylgn",Xg],["spectral",Zg],["burd",e=>cu(1-e)],["buylrd",e=>pu(1-e)],["blues",Sb],["greens",Tb],["greys",Rb],["purples",Pb],["reds",Mb],["oranges",Lb],["turbo",Vb],["viridis",Fb],["magma",Kb],["inferno",jb],["plasma",qb],["cividis",Nb],["cubehelix",Ob],["warm",Ib],["cool",zb],["bugn",eb],["bupu",nb],["gnbu",ib],["orrd",ob],["pubugn",lb],["pubu",cb],["purd",db],["rdpu",hb],["ylgnbu",gb],["ylgn",vb],["ylorbr",wb],["ylorrd",$b],["rainbow",Bb],["sinebow",Hb]]);function ka(e){let n=`${e}`.toLowerCase();if(!F2.has(n))throw new Error(`unknown quantitative scheme: ${n}`);return F2.get(n)}var KN=new Set(["brbg","prgn","piyg","puor","rdbu","rdgy","rdylbu","rdylgn","spectral","burd","buylrd"]);function U2(e){return e!=null&&KN.has(`${e}`.toLowerCase())}var Uv=e=>n=>e(1-n),qv=[0,1],G2=new Map([["number",dt],["rgb",qs],["hsl",I1],["hcl",H1],["lab",z1]]);function Gv(e){let n=`${e}`.toLowerCase();if(!G2.has(n))throw new Error(`unknown interpolator: ${n}`);return G2.get(n)}function Ca(e,n,t,{type:r,nice:i,clamp:s,zero:o,domain:a=nT(e,t),unknown:l,round:u,scheme:c,interval:d,range:p=Oe.get(e)===po?GN(t,a):Oe.get(e)===fo?WN(t,a):Oe.get(e)===ho?qv:void 0,interpolate:f=Oe.get(e)===mn?c==null&&p!==void 0?qs:ka(c!==void 0?c:r==="cyclical"?"rainbow":"turbo"):u?Bl:dt,reverse:m}){if(a=W2(a),d=Ir(d,r),(r==="cyclical"||r==="sequential")&&(r="linear"),typeof f!="function"&&(f=Gv(f)),m=!!m,p!==void 0){let g=a.length,v=(p=W2(p)).length;if(g!==v){if(f.length===1)throw new Error("invalid piecewise interpolator");f=Qi(f,p),p=void 0}}if(f.length===1?(m&&(f=Uv(f),m=!1),p===void 0&&(p=Float64Array.from(a,(g,v)=>v/(a.length-1)),p.length===2&&(p=qv)),n.interpolate((p===qv?hn:Su)(f))):n.interpolate(f),o){let[g,v]=At(a);(g>0||v<0)&&(a=os(a),(_i(a)||1)===Math.sign(g)?a[0]=0:a[a.length-1]=0)}return m&&(a=Yo(a)),n.domain(a).unknown(l),i&&(n.nice(jN(i,r)),a=n.domain()),p!==void 0&&n.range(p),s&&n.clamp(s),{type:r,domain:a,range:p,scale:n,interpolate:f,interval:d}}function W2(e){return e=Or(e),e.length>=2?e:[e[0],e[0]]}function jN(e,n){return e===!0?void 0:typeof e=="number"?e:l2(e,n)}function Y2(e,n,t){return Ca(e,uu(),n,t)}function X2(e,n,t){return Wv(e,n,{...t,exponent:.5})}function Wv(e,n,{exponent:t=1,...r}){return Ca(e,Ag().exponent(t),n,{...r,type:"pow"})}function J2(e,n,{base:t=10,domain:r=YN(n),...i}){return Ca(e,Eg().base(t),n,{...i,domain:r})}function Z2(e,n,{constant:t=1,...r}){return Ca(e,Pg().constant(t),n,r)}function Q2(e,n,{range:t,quantiles:r=t===void 0?5:(t=[...t]).length,n:i=r,scheme:s="rdylbu",domain:o=XN(n),unknown:a,interpolate:l,reverse:u}){return t===void 0&&(t=l!==void 0?Kt(l,i):Oe.get(e)===mn?_u(s,i):void 0),o.length>0&&(o=Mg(o,t===void 0?{length:i}:t).quantiles()),Md(e,n,{domain:o,range:t,reverse:u,unknown:a})}function eT(e,n,{range:t,n:r=t===void 0?5:(t=[...t]).length,scheme:i="rdylbu",domain:s=nT(e,n),unknown:o,interpolate:a,reverse:l}){let[u,c]=At(s),d;return t===void 0?(d=Xi(u,c,r),d[0]<=u&&d.splice(0,1),d[d.length-1]>=c&&d.pop(),r=d.length+1,t=a!==void 0?Kt(a,r):Oe.get(e)===mn?_u(i,r):void 0):(d=Kt(dt(u,c),r+1).slice(1,-1),u instanceof Date&&(d=d.map(p=>new Date(p)))),_i(Or(s))<0&&d.reverse(),Md(e,n,{domain:d,range:t,reverse:l,unknown:o})}function Md(e,n,{domain:t=[0],unknown:r,scheme:i="rdylbu",interpolate:s,range:o=s!==void 0?Kt(s,t.length+1):Oe.get(e)===mn?_u(i,t.length+1):void 0,reverse:a}){t=Or(t);let l=_i(t);if(!isNaN(l)&&!qN(t,l))throw new Error(`the ${e} scale has a non-monotonic domain`);return a&&(o=Yo(o)),{type:"threshold",scale:Dg(l<0?Yo(t):t,o===void 0?[]:o).unknown(r),domain:t,range:o}}function qN(e,n){for(let t=1,r=e.length,i=e[0];t<r;++t){let s=di(i,i=e[t]);if(s!==0&&s!==n)return!1}return!0}function tT(e){return{type:"identity",scale:x2(Oe.get(e))?Rg():n=>n}}function Ta(e,n=fv){return e.length?[kn(e,({value:t})=>t===void 0?t:kn(t,n)),Ft(e,({value:t})=>t===void 0?t:Ft(t,n))]:[0,1]}function nT(e,n){let t=Oe.get(e);return(t===po||t===ho||t===fo?UN:Ta)(n)}function UN(e){return[0,e.length?Ft(e,({value:n})=>n===void 0?n:Ft(n,fv)):1]}function GN(e,n){let t=e.find(({radius:o})=>o!==void 0);if(t!==void 0)return[0,t.radius];let r=pi(e,.5,({value:o})=>o===void 0?NaN:pi(o,.25,lo)),i=n.map(o=>3*Math.sqrt(o/r)),s=30/Ft(i);return s<1?i.map(o=>o*s):i}function WN(e,n){let t=Nl(e,({value:s})=>s===void 0?NaN:Nl(s,Math.abs)),r=n.map(s=>12*s/t),i=60/Ft(r);return i<1?r.map(s=>s*i):r}function YN(e){for(let{value:n}of e)if(n!==void 0)for(let t of n){if(t>0)return Ta(e,lo);if(t<0)return Ta(e,da)}return[1,10]}function XN(e){let n=[];for(let{value:t}of e)if(t!==void 0)for(let r of t)n.push(r);return n}function Su(e){return(n,t)=>r=>e(n+r*(t-n))}var Yv=0,Xv;function rT(){let e=Yv;return Yv=0,Xv=void 0,e}function rn(e){e!==Xv&&(Xv=e,console.warn(e),++Yv)}function Dd(e,n,t,r,{type:i,nice:s,clamp:o,domain:a=Ta(r),unknown:l,pivot:u=0,scheme:c,range:d,symmetric:p=!0,interpolate:f=Oe.get(e)===mn?c==null&&d!==void 0?qs:ka(c!==void 0?c:"rdbu"):dt,reverse:m}){u=+u,a=Or(a);let[g,v]=a;if(a.length>2&&rn(`Warning: the diverging ${e} scale domain contains extra elements.`),di(g,v)<0&&([g,v]=[v,g],m=!m),g=Math.min(g,u),v=Math.max(v,u),typeof f!="function"&&(f=Gv(f)),d!==void 0&&(f=f.length===1?Su(f)(...d):Qi(f,d)),m&&(f=Uv(f)),p){let b=t.apply(u),w=b-t.apply(g),$=t.apply(v)-b;w<$?g=t.invert(b-$):w>$&&(v=t.invert(b+w))}return n.domain([g,u,v]).unknown(l).interpolator(f),o&&n.clamp(o),s&&n.nice(s),{type:i,domain:[g,v],pivot:u,interpolate:f,scale:n}}function iT(e,n,t){return Dd(e,Ng(),JN,n,t)}function sT(e,n,t){return Jv(e,n,{...t,exponent:.5})}function Jv(e,n,{exponent:t=1,...r}){return Dd(e,zg().exponent(t=+t),e7(t),n,{...r,type:"diverging-pow"})}function oT(e,n,{base:t=10,pivot:r=1,domain:i=Ta(n,r<0?da:lo),...s}){return Dd(e,Og().base(t=+t),ZN,n,{domain:i,pivot:r,...s})}function aT(e,n,{constant:t=1,...r}){return Dd(e,Ig().constant(t=+t),t7(t),n,r)}var JN={apply(e){return e},invert(e){return e}},ZN={apply:Math.log,invert:Math.exp},QN={apply(e){return Math.sign(e)*Math.sqrt(Math.abs(e))},invert(e){return Math.sign(e)*(e*e)}};function e7(e){return e===.5?QN:{apply(n){return Math.sign(n)*Math.pow(Math.abs(n),e)},invert(n){return Math.sign(n)*Math.pow(Math.abs(n),1/e)}}}function t7(e){return{apply(n){return Math.sign(n)*Math.log1p(Math.abs(n/e))},invert(n){return Math.sign(n)*Math.expm1(Math.abs(n))*e}}}function lT(e,n,t,r){return Ca(e,n,t,r)}function uT(e,n,t){return lT(e,HS(),n,t)}function cT(e,n,t){return lT(e,VS(),n,t)}var Ra=Symbol("ordinal");function dT(e,n,t,{type:r,interval:i,domain:s,range:o,reverse:a,hint:l}){return i=Ir(i,r),s===void 0&&(s=bT(t,i,e)),(r==="categorical"||r===Ra)&&(r="ordinal"),a&&(s=Yo(s)),s=n.domain(s).domain(),o!==void 0&&(typeof o=="function"&&(o=o(s)),n.range(o)),{type:r,domain:s,range:o,scale:n,hint:l,interval:i}}function fT(e,n,{type:t,interval:r,domain:i,range:s,scheme:o,unknown:a,...l}){r=Ir(r,t),i===void 0&&(i=bT(n,r,e));let u;if(Oe.get(e)===$a)u=n7(n),s=s===void 0?r7(u):Ne(s,_a);else if(Oe.get(e)===mn&&(s===void 0&&(t==="ordinal"||t===Ra)&&(s=q2(i,o),s!==void 0&&(o=void 0)),o===void 0&&s===void 0&&(o=t==="ordinal"?"turbo":"observable10"),o!==void 0))if(s!==void 0){let c=ka(o),d=s[0],p=s[1]-s[0];s=({length:f})=>Kt(m=>c(d+p*m),f)}else s=jv(o);if(a===td)throw new Error(`implicit unknown on ${e} scale is not supported`);return dT(e,rd().unknown(a),n,{...l,type:t,domain:i,range:s,hint:u})}function hT(e,n,{align:t=.5,padding:r=.5,...i}){return gT(LS().align(t).padding(r),n,i,e)}function mT(e,n,{align:t=.5,padding:r=.1,paddingInner:i=r,paddingOuter:s=e==="fx"||e==="fy"?0:r,...o}){return gT(pa().align(t).paddingInner(i).paddingOuter(s),n,o,e)}function gT(e,n,t,r){let{round:i}=t;return i!==void 0&&e.round(i=!!i),e=dT(r,e,n,t),e.round=i,e}function bT(e,n,t){let r=new xr;for(let{value:i,domain:s}of e){if(s!==void 0)return s();if(i!==void 0)for(let o of i)r.add(o)}if(n!==void 0){let[i,s]=At(r).map(n.floor,n);return n.range(i,n.offset(s))}if(r.size>1e4&&Oe.get(t)===zn)throw new Error(`implicit ordinal domain of ${t} scale has more than 10,000 values`);return jo(r,Bt)}function pT(e,n){let t;for(let{hint:r}of e){let i=r?.[n];if(i!==void 0){if(t===void 0)t=i;else if(t!==i)return}}return t}function n7(e){return{fill:pT(e,"fill"),stroke:pT(e,"stroke")}}function r7(e){return _t(e.fill)?bk:gk}function ku(e,{label:n,inset:t=0,insetTop:r=t,insetRight:i=t,insetBottom:s=t,insetLeft:o=t,round:a,nice:l,clamp:u,zero:c,align:d,padding:p,projection:f,facet:{label:m=n}={},...g}={}){let v={};for(let[b,w]of e){let $=g[b],x=o7(b,w,{round:Oe.get(b)===zn?a:void 0,nice:l,clamp:u,zero:c,align:d,padding:p,projection:f,...$});if(x){let{label:T=b==="fx"||b==="fy"?m:n,percent:_,transform:S,inset:C,insetTop:A=C!==void 0?C:b==="y"?r:0,insetRight:N=C!==void 0?C:b==="x"?i:0,insetBottom:M=C!==void 0?C:b==="y"?s:0,insetLeft:L=C!==void 0?C:b==="x"?o:0}=$||{};if(S==null)S=void 0;else if(typeof S!="function")throw new Error("invalid scale transform; not a function");x.percent=!!_,x.label=T===void 0?i7(w,x):T,x.transform=S,b==="x"||b==="fx"?(x.insetLeft=+L,x.insetRight=+N):(b==="y"||b==="fy")&&(x.insetTop=+A,x.insetBottom=+M),v[b]=x}}return v}function Qv(e){let n={},t={scales:n};for(let[r,i]of Object.entries(e)){let{scale:s,type:o,interval:a,label:l}=i;n[r]=c7(i),t[r]=s,s.type=o,a!=null&&(s.interval=a),l!=null&&(s.label=l)}return t}function $T(e,n){let{x:t,y:r,fx:i,fy:s}=e,o=i||s?Nd(n):n;i&&vT(i,o),s&&yT(s,o);let a=i||s?ey(e,n):n;t&&vT(t,a),r&&yT(r,a)}function i7(e=[],n){let t;for(let{label:r}of e)if(r!==void 0){if(t===void 0)t=r;else if(t!==r)return}if(t!==void 0)return!Br(n)&&n.percent&&(t=`${t} (%)`),{inferred:!0,toString:()=>t}}function _T(e){return Math.sign(_i(e.domain()))*Math.sign(_i(e.range()))}function Nd(e){let{marginTop:n,marginRight:t,marginBottom:r,marginLeft:i,width:s,height:o,facet:{marginTop:a,marginRight:l,marginBottom:u,marginLeft:c}}=e;return{marginTop:Math.max(n,a),marginRight:Math.max(t,l),marginBottom:Math.max(r,u),marginLeft:Math.max(i,c),width:s,height:o}}function ey({fx:e,fy:n},t){let{marginTop:r,marginRight:i,marginBottom:s,marginLeft:o,width:a,height:l}=Nd(t);return{marginTop:r,marginRight:i,marginBottom:s,marginLeft:o,width:e?e.scale.bandwidth()+o+i:a,height:n?n.scale.bandwidth()+r+s:l,facet:{width:a,height:l}}}function vT(e,n){if(e.range===void 0){let{insetLeft:t,insetRight:r}=e,{width:i,marginLeft:s=0,marginRight:o=0}=n,a=s+t,l=i-o-r;e.range=[a,Math.max(a,l)],Br(e)||(e.range=kT(e)),e.scale.range(e.range)}ST(e)}function yT(e,n){if(e.range===void 0){let{insetTop:t,insetBottom:r}=e,{height:i,marginTop:s=0,marginBottom:o=0}=n,a=s+t,l=i-o-r;e.range=[Math.max(a,l),a],Br(e)?e.range.reverse():e.range=kT(e),e.scale.range(e.range)}ST(e)}function ST(e){e.round===void 0&&l7(e)&&s7(e)<=30&&e.scale.round(!0)}function s7({scale:e}){let n=e.domain().length,[t,r]=e.range(),i=e.paddingInner?e.paddingInner():1,s=e.paddingOuter?e.paddingOuter():e.padding(),o=n-i,a=Math.abs(r-t)/Math.max(1,o+s*2);return(a-Math.floor(a))*o}function kT(e){let n=e.scale.domain().length+ty(e);if(!(n>2))return e.range;let[t,r]=e.range;return Array.from({length:n},(i,s)=>t+s/(n-1)*(r-t))}function o7(e,n=[],t={}){let r=a7(e,n,t);if(t.type===void 0&&t.domain===void 0&&t.range===void 0&&t.interval==null&&e!=="fx"&&e!=="fy"&&Br({type:r})){let i=n.map(({value:s})=>s).filter(s=>s!==void 0);i.some(at)?rn(`Warning: some data associated with the ${e} scale are dates. Dates are typically associated with a "utc" or "time" scale rather than a "${Ea(r)}" scale. If you are using a bar mark, you probably want a rect mark with the interval option instead; if you are using a group transform, you probably want a bin transform instead. If you want to treat this data as ordinal, you can specify the interval of the ${e} scale (e.g., d3.utcDay), or you can suppress this warning by setting the type of the ${e} scale to "${Ea(r)}".`):i.some(p2)?rn(`Warning: some data associated with the ${e} scale are strings that appear to be dates (e.g., YYYY-MM-DD). If these strings represent dates, you should parse them to Date objects. Dates are typically associated with a "utc" or "time" scale rather than a "${Ea(r)}" scale. If you are using a bar mark, you probably want a rect mark with the interval option instead; if you are using a group transform, you probably want a bin transform instead. If you want to treat this data as ordinal, you can suppress this warning by setting the type of the ${e} scale to "${Ea(r)}".`):i.some(d2)&&rn(`Warning: some data associated with the ${e} scale are strings that appear to be numbers. If these strings represent numbers, you should parse or coerce them to numbers. Numbers are typically associated with a "linear" scale rather than a "${Ea(r)}" scale. If you want to treat this data as ordinal, you can specify the interval of the ${e} scale (e.g., 1 for integers), or you can suppress this warning by setting the type of the ${e} scale to "${Ea(r)}".`)}switch(t.type=r,r){case"diverging":case"diverging-sqrt":case"diverging-pow":case"diverging-log":case"diverging-symlog":case"cyclical":case"sequential":case"linear":case"sqrt":case"threshold":case"quantile":case"pow":case"log":case"symlog":t=Ld(n,t,Nr);break;case"identity":switch(Oe.get(e)){case zn:t=Ld(n,t,Nr);break;case $a:t=Ld(n,t,u7);break}break;case"utc":case"time":t=Ld(n,t,kv);break}switch(r){case"diverging":return iT(e,n,t);case"diverging-sqrt":return sT(e,n,t);case"diverging-pow":return Jv(e,n,t);case"diverging-log":return oT(e,n,t);case"diverging-symlog":return aT(e,n,t);case"categorical":case"ordinal":case Ra:return fT(e,n,t);case"cyclical":case"sequential":case"linear":return Y2(e,n,t);case"sqrt":return X2(e,n,t);case"threshold":return Md(e,n,t);case"quantile":return Q2(e,n,t);case"quantize":return eT(e,n,t);case"pow":return Wv(e,n,t);case"log":return J2(e,n,t);case"symlog":return Z2(e,n,t);case"utc":return cT(e,n,t);case"time":return uT(e,n,t);case"point":return hT(e,n,t);case"band":return mT(e,n,t);case"identity":return tT(e);case void 0:return;default:throw new Error(`unknown scale type: ${r}`)}}function Ea(e){return typeof e=="symbol"?e.description:e}function wT(e){return typeof e=="string"?`${e}`.toLowerCase():e}var xT={toString:()=>"projection"};function a7(e,n,{type:t,domain:r,range:i,scheme:s,pivot:o,projection:a}){if(t=wT(t),e==="fx"||e==="fy")return"band";(e==="x"||e==="y")&&a!=null&&(t=xT);for(let c of n){let d=wT(c.type);if(d!==void 0){if(t===void 0)t=d;else if(t!==d)throw new Error(`scale incompatible with channel: ${t} !== ${d}`)}}if(t===xT)return;if(t!==void 0)return t;if(r===void 0&&!n.some(({value:c})=>c!==void 0))return;let l=Oe.get(e);if(l===po)return"sqrt";if(l===ho||l===fo)return"linear";if(l===$a)return"ordinal";let u=(r??i)?.length;if(u<2||u>2)return Zv(l);if(r!==void 0){if(Pv(r))return Zv(l);if(at(r))return"utc"}else{let c=n.map(({value:d})=>d).filter(d=>d!==void 0);if(c.some(Pv))return Zv(l);if(c.some(at))return"utc"}if(l===mn){if(o!=null||U2(s))return"diverging";if(j2(s))return"categorical"}return"linear"}function Zv(e){switch(e){case zn:return"point";case mn:return Ra;default:return"ordinal"}}function Br({type:e}){return e==="ordinal"||e==="point"||e==="band"||e===Ra}function ty({type:e}){return e==="threshold"}function l7({type:e}){return e==="point"||e==="band"}function or(e){if(e===void 0)return!0;let n=e.domain(),t=e(n[0]);for(let r=1,i=n.length;r<i;++r)if(e(n[r])-t)return!1;return!0}function Ld(e,{domain:n,...t},r){for(let i of e)i.value!==void 0&&(n===void 0&&(n=i.value?.domain),i.value=r(i.value));return{domain:n===void 0?n:r(n),...t}}function u7(e){return Ne(e,_a)}function TT(e){return n=>{if(!Oe.has(n=`${n}`))throw new Error(`unknown scale: ${n}`);return e[n]}}function c7({scale:e,type:n,domain:t,range:r,interpolate:i,interval:s,transform:o,percent:a,pivot:l}){if(n==="identity")return{type:"identity",apply:c=>c,invert:c=>c};let u=e.unknown?e.unknown():void 0;return{type:n,domain:os(t),...r!==void 0&&{range:os(r)},...o!==void 0&&{transform:o},...a&&{percent:a},...u!==void 0&&{unknown:u},...s!==void 0&&{interval:s},...i!==void 0&&{interpolate:i},...e.clamp&&{clamp:e.clamp()},...l!==void 0&&{pivot:l,symmetric:!1},...e.base&&{base:e.base()},...e.exponent&&{exponent:e.exponent()},...e.constant&&{constant:e.constant()},...e.align&&{align:e.align(),round:e.round()},...e.padding&&(e.paddingInner?{paddingInner:e.paddingInner(),paddingOuter:e.paddingOuter()}:{padding:e.padding()}),...e.bandwidth&&{bandwidth:e.bandwidth(),step:e.step()},apply:c=>e(c),...e.invert&&{invert:c=>e.invert(c)}}}function RT(e,n){let{fx:t,fy:r}=ku(e,n),i=t?.scale.domain(),s=r?.scale.domain();return i&&s?P$(i,s).map(([o,a],l)=>({x:o,y:a,i:l})):i?i.map((o,a)=>({x:o,i:a})):s?s.map((o,a)=>({y:o,i:a})):void 0}function ET(e,{x:n,y:t}){return n&&=oy(n),t&&=oy(t),e.filter(n&&t?r=>n.has(r.x)&&t.has(r.y):n?r=>n.has(r.x):r=>t.has(r.y)).sort(n&&t?(r,i)=>n.get(r.x)-n.get(i.x)||t.get(r.y)-t.get(i.y):n?(r,i)=>n.get(r.x)-n.get(i.x):(r,i)=>t.get(r.y)-t.get(i.y))}function Id(e,{fx:n,fy:t}){let r=Gt(e),i=n?.value,s=t?.value;return n&&t?fi(r,o=>(o.fx=i[o[0]],o.fy=s[o[0]],o),o=>i[o],o=>s[o]):n?fi(r,o=>(o.fx=i[o[0]],o),o=>i[o]):fi(r,o=>(o.fy=s[o[0]],o),o=>s[o])}function PT(e,n,{marginTop:t,marginLeft:r}){let i=e?({x:o})=>e(o)-r:()=>0,s=n?({y:o})=>n(o)-t:()=>0;return function(o){this.tagName==="svg"?(this.setAttribute("x",i(o)),this.setAttribute("y",s(o))):this.setAttribute("transform",`translate(${i(o)},${s(o)})`)}}function AT(e){let n=[],t=new Uint32Array(Jn(e,r=>r.length));for(let r of e){let i=0;for(let s of e)r!==s&&(t.set(s,i),i+=s.length);n.push(t.slice(0,i))}return n}var p7=new Map([["top",ny],["right",sy],["bottom",ry],["left",iy],["top-left",Od(ny,iy)],["top-right",Od(ny,sy)],["bottom-left",Od(ry,iy)],["bottom-right",Od(ry,sy)],["top-empty",f7],["right-empty",g7],["bottom-empty",h7],["left-empty",m7],["empty",b7]]);function MT(e){if(e==null)return null;let n=p7.get(`${e}`.toLowerCase());if(n)return n;throw new Error(`invalid facet anchor: ${e}`)}var CT=new WeakMap;function oy(e){let n=CT.get(e);return n||CT.set(e,n=new Sn(Ne(e,(t,r)=>[t,r]))),n}function ps(e,n){return oy(e).get(n)}function d7(e,n,t){return n=On(n),t=On(t),e.find(r=>Object.is(On(r.x),n)&&Object.is(On(r.y),t))}function zd(e,n,t){return d7(e,n,t)?.empty}function ny(e,{y:n},{y:t}){return n?ps(n,t)===0:!0}function ry(e,{y:n},{y:t}){return n?ps(n,t)===n.length-1:!0}function iy(e,{x:n},{x:t}){return n?ps(n,t)===0:!0}function sy(e,{x:n},{x:t}){return n?ps(n,t)===n.length-1:!0}function f7(e,{y:n},{x:t,y:r,empty:i}){if(i)return!1;if(!n)return;let s=ps(n,r);if(s>0)return zd(e,t,n[s-1])}function h7(e,{y:n},{x:t,y:r,empty:i}){if(i)return!1;if(!n)return;let s=ps(n,r);if(s<n.length-1)return zd(e,t,n[s+1])}function m7(e,{x:n},{x:t,y:r,empty:i}){if(i)return!1;if(!n)return;let s=ps(n,t);if(s>0)return zd(e,n[s-1],r)}function g7(e,{x:n},{x:t,y:r,empty:i}){if(i)return!1;if(!n)return;let s=ps(n,t);if(s<n.length-1)return zd(e,n[s+1],r)}function b7(e,n,{empty:t}){return t}function Od(e,n){return function(){return e.apply(null,arguments)&&n.apply(null,arguments)}}function Bd(e,{channels:{fx:n,fy:t},groups:r}){return n&&t?e.map(({x:i,y:s})=>r.get(i)?.get(s)??[]):n?e.map(({x:i})=>r.get(i)??[]):e.map(({y:i})=>r.get(i)??[])}var DT=Math.PI,Ei=2*DT,ay=.618;function LT({projection:e,inset:n=0,insetTop:t=n,insetRight:r=n,insetBottom:i=n,insetLeft:s=n}={},o){if(e==null)return;if(typeof e.stream=="function")return e;let a,l,u="frame";if(rr(e)){let T;if({type:e,domain:l,inset:T,insetTop:t=T!==void 0?T:t,insetRight:r=T!==void 0?T:r,insetBottom:i=T!==void 0?T:i,insetLeft:s=T!==void 0?T:s,clip:u=u,...a}=e,e==null)return}typeof e!="function"&&({type:e}=ly(e));let{width:c,height:d,marginLeft:p,marginRight:f,marginTop:m,marginBottom:g}=o,v=c-p-f-s-r,b=d-m-g-t-i;if(e=e?.({width:v,height:b,clip:u,...a}),e==null)return;u=v7(u,p,m,c-f,d-g);let w=p+s,$=m+t,x;if(l!=null){let[[T,_],[S,C]]=Ql(e).bounds(l),A=Math.min(v/(S-T),b/(C-_));A>0?(w-=(A*(T+S)-v)/2,$-=(A*(_+C)-b)/2,x=eu({point(N,M){this.stream.point(N*A+w,M*A+$)}})):rn("Warning: the projection could not be fit to the specified domain; using the default scale.")}return x??=w===0&&$===0?NT():eu({point(T,_){this.stream.point(T+w,_+$)}}),{stream:T=>e.stream(x.stream(u(T)))}}function ly(e){switch(`${e}`.toLowerCase()){case"albers-usa":return ar(z_,.7463,.4673);case"albers":return Hd(pg,.7463,.4673);case"azimuthal-equal-area":return ar(V_,4,4);case"azimuthal-equidistant":return ar(K_,Ei,Ei);case"conic-conformal":return Hd(U_,Ei,Ei);case"conic-equal-area":return Hd(Zl,6.1702,2.9781);case"conic-equidistant":return Hd(W_,7.312,3.6282);case"equal-earth":return ar(X_,5.4133,2.6347);case"equirectangular":return ar(G_,Ei,DT);case"gnomonic":return ar(Z_,3.4641,3.4641);case"identity":return{type:NT};case"reflect-y":return{type:y7};case"mercator":return ar(j_,Ei,Ei);case"orthographic":return ar(eS,2,2);case"stereographic":return ar(nS,2,2);case"transverse-mercator":return ar(iS,Ei,Ei);default:throw new Error(`unknown projection type: ${e}`)}}function v7(e,n,t,r,i){if(e===!1||e==null||typeof e=="number")return s=>s;if(e===!0&&(e="frame"),`${e}`.toLowerCase()==="frame")return ag(n,t,r,i);throw new Error(`unknown projection clip type: ${e}`)}function ar(e,n,t){return{type:({width:r,height:i,rotate:s,precision:o=.15,clip:a})=>{let l=e();return o!=null&&l.precision?.(o),s!=null&&l.rotate?.(s),typeof a=="number"&&l.clipAngle?.(a),r!=null&&(l.scale(Math.min(r/n,i/t)),l.translate([r/2,i/2])),l},aspectRatio:t/n}}function Hd(e,n,t){let{type:r,aspectRatio:i}=ar(e,n,t);return{type:s=>{let{parallels:o,domain:a,width:l,height:u}=s,c=r(s);return o!=null&&(c.parallels(o),a===void 0&&l!=null&&c.fitSize([l,u],{type:"Sphere"})),c},aspectRatio:i}}var NT=hn({stream:e=>e}),y7=hn(eu({point(e,n){this.stream.point(e,-n)}}));function OT(e,n,t,r){let i=t[e],s=t[n],o=i.length,a=t[e]=new Float64Array(o).fill(NaN),l=t[n]=new Float64Array(o).fill(NaN),u,c=r.stream({point(d,p){a[u]=d,l[u]=p}});for(u=0;u<o;++u)c.point(i[u],s[u])}function IT({projection:e}={}){return e==null?!1:typeof e.stream=="function"?!0:(rr(e)&&(e=e.type),e!=null)}function zT(e){if(typeof e?.stream=="function")return ay;if(rr(e)){let n,t;if({domain:n,type:e,...t}=e,n!=null&&e!=null){let r=typeof e=="string"?ly(e).type:e,[[i,s],[o,a]]=Ql(r({...t,width:100,height:100})).bounds(n),l=(a-s)/(o-i);return l&&isFinite(l)?l<.2?.2:l>5?5:l:ay}}if(e!=null){if(typeof e!="function"){let{aspectRatio:n}=ly(e);if(n)return n}return ay}}function BT(e){let n=[],t=[],r={scale:"x",value:n},i={scale:"y",value:t},s={point(o,a){n.push(o),t.push(a)},lineStart(){},lineEnd(){},polygonStart(){},polygonEnd(){},sphere(){}};for(let o of e.value)es(o,s);return[r,i]}function HT({x:e,y:n}){if(e||n)return e??=t=>t,n??=t=>t,eu({point(t,r){this.stream.point(e(t),n(r))}})}function Pa(e={}){let{document:n=typeof window<"u"?window.document:void 0,clip:t}=e;return{document:n,clip:Pd(t)}}function ge(e,{document:n}){return Zn(Xo(e).call(n.documentElement))}var Vd=Symbol("unset");function Fd(e){return(e.length===1?w7:x7)(e)}function w7(e){let n,t=Vd;return r=>(Object.is(t,r)||(t=r,n=e(r)),n)}function x7(e){let n,t;return(...r)=>((t?.length!==r.length||t.some((i,s)=>!Object.is(i,r[s])))&&(t=r,n=e(...r)),n)}var $7=Fd(e=>new Intl.NumberFormat(e)),Aj=Fd((e,n)=>new Intl.DateTimeFormat(e,{timeZone:"UTC",...n&&{month:n}})),Mj=Fd((e,n)=>new Intl.DateTimeFormat(e,{timeZone:"UTC",...n&&{weekday:n}}));function _7(e="en-US"){let n=$7(e);return t=>t!=null&&!isNaN(t)?n.format(t):void 0}function S7(e){return wd(e,"Invalid Date")}function k7(e="en-US"){let n=_7(e);return t=>(t instanceof Date?S7:typeof t=="number"?n:lt)(t)}var Hr=k7();var mt=(typeof window<"u"?window.devicePixelRatio>1:typeof it>"u")?0:.5,T7=0;function FT(){return`plot-clip-${++T7}`}function KT(e,{title:n,href:t,ariaLabel:r,ariaDescription:i,ariaHidden:s,target:o,fill:a,fillOpacity:l,stroke:u,strokeWidth:c,strokeOpacity:d,strokeLinejoin:p,strokeLinecap:f,strokeMiterlimit:m,strokeDasharray:g,strokeDashoffset:v,opacity:b,mixBlendMode:w,imageFilter:$,paintOrder:x,pointerEvents:T,shapeRendering:_,channels:S},{ariaLabel:C,fill:A="currentColor",fillOpacity:N,stroke:M="none",strokeOpacity:L,strokeWidth:q,strokeLinecap:I,strokeLinejoin:P,strokeMiterlimit:F,paintOrder:B}){A===null&&(a=null,l=null),M===null&&(u=null,d=null),_t(A)?!_t(M)&&(!_t(a)||S?.fill)&&(M="none"):_t(M)&&(!_t(u)||S?.stroke)&&(A="none");let[Q,H]=tn(a,A),[j,W]=et(l,N),[J,R]=tn(u,M),[X,oe]=et(d,L),[be,Y]=et(b);co(R)||(c===void 0&&(c=q),f===void 0&&(f=I),p===void 0&&(p=P),m===void 0&&!m2(p)&&(m=F),!co(H)&&x===void 0&&(x=B));let[ae,O]=et(c);return A!==null&&(e.fill=tt(H,"currentColor"),e.fillOpacity=Tu(W,1)),M!==null&&(e.stroke=tt(R,"none"),e.strokeWidth=Tu(O,1),e.strokeOpacity=Tu(oe,1),e.strokeLinejoin=tt(p,"miter"),e.strokeLinecap=tt(f,"butt"),e.strokeMiterlimit=Tu(m,4),e.strokeDasharray=tt(g,"none"),e.strokeDashoffset=tt(v,"0")),e.target=lt(o),e.ariaLabel=lt(C),e.ariaDescription=lt(i),e.ariaHidden=lt(s),e.opacity=Tu(Y,1),e.mixBlendMode=tt(w,"normal"),e.imageFilter=tt($,"none"),e.paintOrder=tt(x,"normal"),e.pointerEvents=tt(T,"auto"),e.shapeRendering=tt(_,"auto"),{title:{value:n,optional:!0,filter:null},href:{value:t,optional:!0,filter:null},ariaLabel:{value:r,optional:!0,filter:null},fill:{value:Q,scale:"auto",optional:!0},fillOpacity:{value:j,scale:"auto",optional:!0},stroke:{value:J,scale:"auto",optional:!0},strokeOpacity:{value:X,scale:"auto",optional:!0},strokeWidth:{value:ae,optional:!0},opacity:{value:be,scale:"auto",optional:!0}}}function C7(e,n){n&&e.filter(t=>fu(n[t])).append("title").call(E7,n)}function R7(e,n){n&&e.filter(([t])=>fu(n[t])).append("title").call(P7,n)}function E7(e,n){n&&e.text(t=>Hr(n[t]))}function P7(e,n){n&&e.text(([t])=>Hr(n[t]))}function gt(e,{target:n,tip:t},{ariaLabel:r,title:i,fill:s,fillOpacity:o,stroke:a,strokeOpacity:l,strokeWidth:u,opacity:c,href:d}){r&&ne(e,"aria-label",p=>r[p]),s&&ne(e,"fill",p=>s[p]),o&&ne(e,"fill-opacity",p=>o[p]),a&&ne(e,"stroke",p=>a[p]),l&&ne(e,"stroke-opacity",p=>l[p]),u&&ne(e,"stroke-width",p=>u[p]),c&&ne(e,"opacity",p=>c[p]),d&&jT(e,p=>d[p],n),t||C7(e,i)}function Kd(e,{target:n,tip:t},{ariaLabel:r,title:i,fill:s,fillOpacity:o,stroke:a,strokeOpacity:l,strokeWidth:u,opacity:c,href:d}){r&&ne(e,"aria-label",([p])=>r[p]),s&&ne(e,"fill",([p])=>s[p]),o&&ne(e,"fill-opacity",([p])=>o[p]),a&&ne(e,"stroke",([p])=>a[p]),l&&ne(e,"stroke-opacity",([p])=>l[p]),u&&ne(e,"stroke-width",([p])=>u[p]),c&&ne(e,"opacity",([p])=>c[p]),d&&jT(e,([p])=>d[p],n),t||R7(e,i)}function A7({ariaLabel:e,title:n,fill:t,fillOpacity:r,stroke:i,strokeOpacity:s,strokeWidth:o,opacity:a,href:l},{tip:u}){return[e,u?void 0:n,t,r,i,s,o,a,l].filter(c=>c!==void 0)}function M7(e,n,t){let r=Hs(e,i=>n[i]);return t===void 0&&r.size>1+e.length>>1&&rn("Warning: the implicit z channel has high cardinality. This may occur when the fill or stroke channel is associated with quantitative data rather than ordinal or categorical data. You can suppress this warning by setting the z option explicitly; if this data represents a single series, set z to null."),r.values()}function*jd(e,n,t,r){let{z:i}=t,{z:s}=r,o=A7(r,t),a=[...n,...o];for(let l of s?M7(e,s,i):[e]){let u,c;e:for(let d of l){for(let p of a)if(!Nn(p[d])){c&&c.push(-1);continue e}if(u===void 0){c&&(yield c),u=o.map(p=>On(p[d])),c=[d];continue}c.push(d);for(let p=0;p<o.length;++p)if(On(o[p][d])!==u[p]){yield c,u=o.map(m=>On(m[d])),c=[d];continue e}}c&&(yield c)}}function D7(e,n,t,r){let i,{clip:s=r.clip}=n;s==="frame"?(e=ge("svg:g",r).each(function(){this.appendChild(e.node()),e.node=()=>this}),i=N7(r,t)):s&&(i=I7(s,r)),ne(e,"aria-label",n.ariaLabel),ne(e,"aria-description",n.ariaDescription),ne(e,"aria-hidden",n.ariaHidden),ne(e,"clip-path",i)}function L7(e){let n=new WeakMap;return(t,r)=>{let i=n.get(t);if(!i){let s=FT();Zn(t.ownerSVGElement).append("clipPath").attr("id",s).call(e,t,r),n.set(t,i=`url(#${s})`)}return i}}var N7=L7((e,n,t)=>{let{width:r,height:i,marginLeft:s,marginRight:o,marginTop:a,marginBottom:l}=t;e.append("rect").attr("x",s).attr("y",a).attr("width",r-o-s).attr("height",i-a-l)}),VT=new WeakMap,O7={type:"Sphere"};function I7(e,n){let t,r;if((t=VT.get(n))||VT.set(n,t=new WeakMap),e.type==="Sphere"&&(e=O7),!(r=t.get(e))){let i=FT();Zn(n.ownerSVGElement).append("clipPath").attr("id",i).append("path").attr("d",n.path()(e)),t.set(e,r=`url(#${i})`)}return r}function Ye(e,n,t,r){D7(e,n,t,r),ne(e,"class",n.className),ne(e,"fill",n.fill),ne(e,"fill-opacity",n.fillOpacity),ne(e,"stroke",n.stroke),ne(e,"stroke-width",n.strokeWidth),ne(e,"stroke-opacity",n.strokeOpacity),ne(e,"stroke-linejoin",n.strokeLinejoin),ne(e,"stroke-linecap",n.strokeLinecap),ne(e,"stroke-miterlimit",n.strokeMiterlimit),ne(e,"stroke-dasharray",n.strokeDasharray),ne(e,"stroke-dashoffset",n.strokeDashoffset),ne(e,"shape-rendering",n.shapeRendering),ne(e,"filter",n.imageFilter),ne(e,"paint-order",n.paintOrder);let{pointerEvents:i=r.pointerSticky===!1?"none":void 0}=n;ne(e,"pointer-events",i)}function Ue(e,n){z7(e,"mix-blend-mode",n.mixBlendMode),ne(e,"opacity",n.opacity)}function jT(e,n,t){e.each(function(r){let i=n(r);if(i!=null){let s=this.ownerDocument.createElementNS(Ji.svg,"a");s.setAttribute("fill","inherit"),s.setAttributeNS(Ji.xlink,"href",i),t!=null&&s.setAttribute("target",t),this.parentNode.insertBefore(s,this).appendChild(this)}})}function ne(e,n,t){t!=null&&e.attr(n,t)}function z7(e,n,t){t!=null&&e.style(n,t)}function Xe(e,n,{x:t,y:r},i=mt,s=mt){i+=n.dx,s+=n.dy,t?.bandwidth&&(i+=t.bandwidth()/2),r?.bandwidth&&(s+=r.bandwidth()/2),(i||s)&&e.attr("transform",`translate(${i},${s})`)}function tt(e,n){if((e=lt(e))!==n)return e}function Tu(e,n){if((e=Ge(e))!==n)return e}var B7=/^-?([_a-z]|[\240-\377]|\\[0-9a-f]{1,6}(\r\n|[ \t\r\n\f])?|\\[^\r\n\f0-9a-f])([_a-z0-9-]|[\240-\377]|\\[0-9a-f]{1,6}(\r\n|[ \t\r\n\f])?|\\[^\r\n\f0-9a-f])*$/i;function Aa(e){if(e===void 0)return"plot-d6a7b5";if(e=`${e}`,!B7.test(e))throw new Error(`invalid class name: ${e}`);return e}function Ma(e,n){if(typeof n=="string")e.property("style",n);else if(n!=null)for(let t of e)Object.assign(t.style,n)}function Vr({frameAnchor:e},{width:n,height:t,marginTop:r,marginRight:i,marginBottom:s,marginLeft:o}){return[/left$/.test(e)?o:/right$/.test(e)?n-i:(o+n-i)/2,/^top/.test(e)?r:/^bottom/.test(e)?t-s:(r+t-s)/2]}var Ce=class{constructor(n,t={},r={},i){let{facet:s="auto",facetAnchor:o,fx:a,fy:l,sort:u,dx:c=0,dy:d=0,margin:p=0,marginTop:f=p,marginRight:m=p,marginBottom:g=p,marginLeft:v=p,className:b,clip:w=i?.clip,channels:$,tip:x,render:T}=r;if(this.data=n,this.sort=as(u)?u:null,this.initializer=ki(r).initializer,this.transform=this.initializer?r.transform:mo(r).transform,s===null||s===!1?this.facet=null:(this.facet=Ut(s===!0?"include":s,"facet",["auto","include","exclude","super"]),this.fx=n===ga&&typeof a=="string"?[a]:a,this.fy=n===ga&&typeof l=="string"?[l]:l),this.facetAnchor=MT(o),t=Av(t),$!==void 0&&(t={...H7($),...t}),i!==void 0&&(t={...KT(this,r,i),...t}),this.channels=Object.fromEntries(Object.entries(t).map(([_,S])=>{if(va(S.value)){let{value:C,label:A=S.label,scale:N=S.scale}=S.value;S={...S,label:A,scale:N,value:C}}if(n===ga&&typeof S.value=="string"){let{value:C}=S;S={...S,value:[C]}}return[_,S]}).filter(([_,{value:S,optional:C}])=>{if(S!=null)return!0;if(C)return!1;throw new Error(`missing channel value: ${_}`)})),this.dx=+c,this.dy=+d,this.marginTop=+f,this.marginRight=+m,this.marginBottom=+g,this.marginLeft=+v,this.clip=Pd(w),this.tip=V7(x),this.className=lt(b),this.facet==="super"){if(a||l)throw new Error("super-faceting cannot use fx or fy");for(let _ in this.channels){let{scale:S}=t[_];if(!(S!=="x"&&S!=="y"))throw new Error("super-faceting cannot use x or y")}}T!=null&&(this.render=cy(T,this.render))}initialize(n,t,r){let i=Si(this.data);n===void 0&&i!=null&&(n=[Gt(i)]);let s=n;this.transform!=null&&({facets:n,data:i}=this.transform(i,n,r),i=Si(i)),n!==void 0&&(n.original=s);let o=L2(this.channels,i);return this.sort!=null&&O2(i,n,o,t,this.sort),{data:i,facets:n,channels:o}}filter(n,t,r){for(let i in t){let{filter:s=Nn}=t[i];if(s!==null){let o=r[i];n=n.filter(a=>s(o[a]))}}return n}project(n,t,r){for(let i in n)if(n[i].scale==="x"&&/^x|x$/.test(i)){let s=i.replace(/^x|x$/,"y");s in n&&n[s].scale==="y"&&OT(i,s,t,r.projection)}}scale(n,t,r){let i=N2(n,t);return r.projection&&this.project(n,i,r),i}};function uy(...e){return e.plot=Ce.prototype.plot,e}function cy(e,n){if(e==null)return n===null?void 0:n;if(n==null)return e===null?void 0:e;if(typeof e!="function")throw new TypeError(`invalid render transform: ${e}`);if(typeof n!="function")throw new TypeError(`invalid render transform: ${n}`);return function(t,r,i,s,o,a){return e.call(this,t,r,i,s,o,(l,u,c,d,p)=>n.call(this,l,u,c,d,p,a))}}function H7(e){return Object.fromEntries(Object.entries(Av(e)).map(([n,t])=>(t=typeof t=="string"?{value:t,label:n}:zr(t),t.filter===void 0&&t.scale==null&&(t={...t,filter:null}),[n,t])))}function V7(e){return e===!0?"xy":e===!1||e==null?null:typeof e=="string"?Ut(e,"tip",["x","y","xy"]):e}function go(e,n){return e?.tip===!0?{...e,tip:n}:rr(e?.tip)&&e.tip.pointer===void 0?{...e,tip:{...e.tip,pointer:n}}:e}function UT(e,n,t={}){let r=.5-mt,i=.5+mt,s=.5+mt,o=.5-mt;for(let{marginTop:g,marginRight:v,marginBottom:b,marginLeft:w}of n)g>r&&(r=g),v>i&&(i=v),b>s&&(s=b),w>o&&(o=w);let{margin:a,marginTop:l=a!==void 0?a:r,marginRight:u=a!==void 0?a:i,marginBottom:c=a!==void 0?a:s,marginLeft:d=a!==void 0?a:o}=t;l=+l,u=+u,c=+c,d=+d;let{width:p=640,height:f=F7(e,t,{width:p,marginTopDefault:r,marginRightDefault:i,marginBottomDefault:s,marginLeftDefault:o})+Math.max(0,l-r+c-s)}=t;p=+p,f=+f;let m={width:p,height:f,marginTop:l,marginRight:u,marginBottom:c,marginLeft:d};if(e.fx||e.fy){let{margin:g,marginTop:v=g!==void 0?g:l,marginRight:b=g!==void 0?g:u,marginBottom:w=g!==void 0?g:c,marginLeft:$=g!==void 0?g:d}=t.facet??{};v=+v,b=+b,w=+w,$=+$,m.facet={marginTop:v,marginRight:b,marginBottom:w,marginLeft:$}}return m}function F7({x:e,y:n,fy:t,fx:r},{projection:i,aspectRatio:s},{width:o,marginTopDefault:a,marginRightDefault:l,marginBottomDefault:u,marginLeftDefault:c}){let d=t&&t.scale.domain().length||1,p=zT(i);if(p){let m=r?r.scale.domain().length:1,g=(1.1*d-.1)/(1.1*m-.1)*p,v=Math.max(.1,Math.min(10,g));return Math.round((o-c-l)*v+a+u)}let f=n?Br(n)?n.scale.domain().length||1:Math.max(7,17/d):1;if(s!=null){if(s=+s,!(isFinite(s)&&s>0))throw new Error(`invalid aspectRatio: ${s}`);let m=qT("y",n)/(qT("x",e)*s),g=r?r.scale.bandwidth():1,v=t?t.scale.bandwidth():1,b=g*(o-c-l)-e.insetLeft-e.insetRight;return(m*b+n.insetTop+n.insetBottom)/v+a+u}return!!(n||t)*Math.max(1,Math.min(60,f*d))*20+!!r*30+60}function qT(e,n){if(!n)throw new Error(`aspectRatio requires ${e} scale`);let{type:t,domain:r}=n,i;switch(t){case"linear":case"utc":case"time":i=Number;break;case"pow":{let a=n.scale.exponent();i=l=>Math.pow(l,a);break}case"log":i=Math.log;break;case"point":case"band":return r.length;default:throw new Error(`unsupported ${e} scale for aspectRatio: ${t}`)}let[s,o]=At(r);return Math.abs(i(o)-i(s))}var GT=new WeakMap;function py(e,n,{x:t,y:r,px:i,py:s,maxRadius:o=40,channels:a,render:l,...u}={}){return o=+o,i!=null&&(t??=null,a={...a,px:{value:i,scale:"x"}}),s!=null&&(r??=null,a={...a,py:{value:s,scale:"y"}}),{x:t,y:r,channels:a,...u,render:cy(function(c,d,p,f,m,g){m={...m,pointerSticky:!1};let v=m.ownerSVGElement,{data:b}=m.getMarkState(this),w=GT.get(v);w||GT.set(v,w={sticky:!1,roots:[],renders:[]});let $=w.renders.push(R)-1,{x,y:T,fx:_,fy:S}=d,C=_?_(c.fx)-f.marginLeft:0,A=S?S(c.fy)-f.marginTop:0;x?.bandwidth&&(C+=x.bandwidth()/2),T?.bandwidth&&(A+=T.bandwidth()/2);let N=c.fi!=null,M;if(N){let Y=w.facetStates;Y||(w.facetStates=Y=new Map),M=Y.get(this),M||Y.set(this,M=new Map)}let[L,q]=Vr(this,f),{px:I,py:P}=p,F=I?Y=>I[Y]:fy(p,L),B=P?Y=>P[Y]:hy(p,q),Q,H,j,W;function J(Y,ae){if(N)if(W&&(W=cancelAnimationFrame(W)),Y==null)M.delete(c.fi);else{M.set(c.fi,ae),W=requestAnimationFrame(()=>{W=null;for(let[O,G]of M)if(G<ae||G===ae&&O<c.fi){Y=null;break}R(Y)});return}R(Y)}function R(Y){if(Q===Y&&j===w.sticky)return;Q=Y,j=m.pointerSticky=w.sticky;let ae=Q==null?[]:[Q];N&&(ae.fx=c.fx,ae.fy=c.fy,ae.fi=c.fi);let O=g(ae,d,p,f,m);if(H){if(N){let G=H.parentNode,Z=H.getAttribute("transform"),D=O.getAttribute("transform");Z?O.setAttribute("transform",Z):O.removeAttribute("transform"),D?G.setAttribute("transform",D):G.removeAttribute("transform"),O.removeAttribute("aria-label"),O.removeAttribute("aria-description"),O.removeAttribute("aria-hidden")}H.replaceWith(O)}if(w.roots[$]=H=O,!(Q==null&&M?.size>1)){let G=Q==null?null:tr(b)?b[Q]:b.get(Q);m.dispatchValue(G)}return O}function X(Y){if(w.sticky||Y.pointerType==="mouse"&&Y.buttons===1)return;let[ae,O]=s1(Y);ae-=C,O-=A;let G=ae<f.marginLeft||ae>f.width-f.marginRight?1:e,Z=O<f.marginTop||O>f.height-f.marginBottom?1:n,D=null,we=o*o;for(let te of c){let $e=G*(F(te)-ae),Fe=Z*(B(te)-O),Dt=$e*$e+Fe*Fe;Dt<=we&&(D=te,we=Dt)}if(D!=null&&(e!==1||n!==1)){let te=F(D)-ae,$e=B(D)-O;we=te*te+$e*$e}J(D,we)}function oe(Y){Y.pointerType==="mouse"&&Q!=null&&(w.sticky&&w.roots.some(ae=>ae?.contains(Y.target))||(w.sticky?(w.sticky=!1,w.renders.forEach(ae=>ae(null))):(w.sticky=!0,R(Q)),Y.stopImmediatePropagation()))}function be(Y){Y.pointerType==="mouse"&&(w.sticky||J(null))}return v.addEventListener("pointerenter",X),v.addEventListener("pointermove",X),v.addEventListener("pointerdown",oe),v.addEventListener("pointerleave",be),R(null)},l)}}function WT(e){return py(1,1,e)}function YT(e){return py(1,.01,e)}function dy(e){return py(.01,1,e)}function fy({x1:e,x2:n,x:t=e},r){return e&&n?i=>(e[i]+n[i])/2:t?i=>t[i]:()=>r}function hy({y1:e,y2:n,y:t=e},r){return e&&n?i=>(e[i]+n[i])/2:t?i=>t[i]:()=>r}function qd(e){return Br(e)&&e.interval===void 0?void 0:"tabular-nums"}function XT(e,n){let{label:t=e.label,tickSize:r=6,width:i=240,height:s=44+r,marginTop:o=18,marginRight:a=0,marginBottom:l=16+r,marginLeft:u=0,style:c,ticks:d=(i-u-a)/64,tickFormat:p,fontVariant:f=qd(e),round:m=!0,opacity:g,className:v}=n,b=Pa(n);v=Aa(v),g=et(g)[1],p===null&&(p=()=>null);let w=ge("svg",b).attr("class",`${v}-ramp`).attr("font-family","system-ui, sans-serif").attr("font-size",10).attr("width",i).attr("height",s).attr("viewBox",`0 0 ${i} ${s}`).call(L=>L.append("style").text(`:where(.${v}-ramp) {
  display: block;
  height: auto;
  height: intrinsic;
  max-width: 100%;
  overflow: visible;
}
:where(.${v}-ramp text) {
  white-space: pre;
}`)).call(Ma,c),$=L=>L.selectAll(".tick line").attr("y1",o+l-s),x,T=m?(L,q)=>L.rangeRound(q):(L,q)=>L.range(q),{type:_,domain:S,range:C,interpolate:A,scale:N,pivot:M}=e;if(A){let L=C===void 0?A:Qi(A.length===1?Su(A):A,C);x=T(N.copy(),Kt(dt(u,i-a),Math.min(S.length+(M!==void 0),C===void 0?1/0:C.length)));let q=256,I=b.document.createElement("canvas");I.width=q,I.height=1;let P=I.getContext("2d");for(let F=0,B=q-1;F<q;++F)P.fillStyle=L(F/B),P.fillRect(F,0,1,1);w.append("image").attr("opacity",g).attr("x",u).attr("y",o).attr("width",i-u-a).attr("height",s-o-l).attr("preserveAspectRatio","none").attr("xlink:href",I.toDataURL())}else if(_==="threshold"){let L=S,q=p===void 0?I=>I:typeof p=="string"?kr(p):p;x=T(uu().domain([-1,C.length-1]),[u,i-a]),w.append("g").attr("fill-opacity",g).selectAll().data(C).enter().append("rect").attr("x",(I,P)=>x(P-1)).attr("y",o).attr("width",(I,P)=>x(P)-x(P-1)).attr("height",s-o-l).attr("fill",I=>I),d=Ne(L,(I,P)=>P),p=I=>q(L[I],I)}else x=T(pa().domain(S),[u,i-a]),w.append("g").attr("fill-opacity",g).selectAll().data(S).enter().append("rect").attr("x",x).attr("y",o).attr("width",Math.max(0,x.bandwidth()-1)).attr("height",s-o-l).attr("fill",N),$=()=>{};return w.append("g").attr("transform",`translate(0,${s-l})`).call(G$(x).ticks(Array.isArray(d)?null:d,typeof p=="string"?p:void 0).tickFormat(typeof p=="function"?p:void 0).tickSize(r).tickValues(Array.isArray(d)?d:null)).attr("font-size",null).attr("font-family",null).attr("font-variant",tt(f,"normal")).call($).call(L=>L.select(".domain").remove()),t!==void 0&&w.append("text").attr("x",u).attr("y",o-6).attr("fill","currentColor").attr("font-weight","bold").text(t),w.node()}var my=Math.PI/180;function bo(e,{marker:n,markerStart:t=n,markerMid:r=n,markerEnd:i=n}={}){e.markerStart=gy(t),e.markerMid=gy(r),e.markerEnd=gy(i)}function gy(e){if(e==null||e===!1)return null;if(e===!0)return ZT;if(typeof e=="function")return e;switch(`${e}`.toLowerCase()){case"none":return null;case"arrow":return JT("auto");case"arrow-reverse":return JT("auto-start-reverse");case"dot":return K7;case"circle":case"circle-fill":return ZT;case"circle-stroke":return j7;case"tick":return by("auto");case"tick-x":return by(90);case"tick-y":return by(0)}throw new Error(`invalid marker: ${e}`)}function JT(e){return(n,t)=>ge("svg:marker",t).attr("viewBox","-5 -5 10 10").attr("markerWidth",6.67).attr("markerHeight",6.67).attr("orient",e).attr("fill","none").attr("stroke",n).attr("stroke-width",1.5).attr("stroke-linecap","round").attr("stroke-linejoin","round").call(r=>r.append("path").attr("d","M-1.5,-3l3,3l-3,3")).node()}function K7(e,n){return ge("svg:marker",n).attr("viewBox","-5 -5 10 10").attr("markerWidth",6.67).attr("markerHeight",6.67).attr("fill",e).attr("stroke","none").call(t=>t.append("circle").attr("r",2.5)).node()}function ZT(e,n){return ge("svg:marker",n).attr("viewBox","-5 -5 10 10").attr("markerWidth",6.67).attr("markerHeight",6.67).attr("fill",e).attr("stroke","var(--plot-background)").attr("stroke-width",1.5).call(t=>t.append("circle").attr("r",3)).node()}function j7(e,n){return ge("svg:marker",n).attr("viewBox","-5 -5 10 10").attr("markerWidth",6.67).attr("markerHeight",6.67).attr("fill","var(--plot-background)").attr("stroke",e).attr("stroke-width",1.5).call(t=>t.append("circle").attr("r",3)).node()}function by(e){return(n,t)=>ge("svg:marker",t).attr("viewBox","-3 -3 6 6").attr("markerWidth",6).attr("markerHeight",6).attr("orient",e).attr("stroke",n).call(r=>r.append("path").attr("d","M0,-3v6")).node()}var q7=0;function Cu(e,n,{stroke:t},r){return tC(e,n,t&&(i=>t[i]),null,r)}function QT(e,n,{stroke:t,z:r},i){return tC(e,n,t&&(([s])=>t[s]),r,i)}var vy=1,eC=2;function U7(e,n){let t=new Uint8Array(n.length),r=e.data().filter(s=>s.length>1),i=r.length;for(let s=0,o=Vd;s<i;++s){let a=r[s];if(a.length>1){let l=a[0];o!==(o=On(n[l]))&&(t[l]|=vy)}}for(let s=i-1,o=Vd;s>=0;--s){let a=r[s];if(a.length>1){let l=a[0];o!==(o=On(n[l]))&&(t[l]|=eC)}}return([s])=>t[s]}function tC(e,{markerStart:n,markerMid:t,markerEnd:r,stroke:i},s=()=>i,o,a){if(!n&&!t&&!r)return;let l=new Map,u=o&&U7(e,o);function c(d,p,f){return function(m){if(f&&!f(m))return;let g=s(m),v=l.get(p);v||l.set(p,v=new Map);let b=v.get(g);if(!b){let w=this.parentNode.insertBefore(p(g,a),this),$=`plot-marker-${++q7}`;w.setAttribute("id",$),v.set(g,b=`url(#${$})`)}this.setAttribute(d,b)}}n&&e.each(c("marker-start",n,u&&(d=>u(d)&vy))),t&&u&&e.each(c("marker-start",t,d=>!(u(d)&vy))),t&&e.each(c("marker-mid",t)),r&&e.each(c("marker-end",r,u&&(d=>u(d)&eC)))}function Da({inset:e,insetLeft:n,insetRight:t,...r}={}){return[n,t]=nC(e,n,t),{inset:e,insetLeft:n,insetRight:t,...r}}function Ud({inset:e,insetTop:n,insetBottom:t,...r}={}){return[n,t]=nC(e,n,t),{inset:e,insetTop:n,insetBottom:t,...r}}function nC(e,n,t){return e===void 0&&n===void 0&&t===void 0?mt?[1,0]:[.5,.5]:[n,t]}function rC(e,{interval:n}){return e={...zr(e)},e.interval=Td(e.interval===void 0?n:e.interval),e}function yy(e,n,t,r){let{[e]:i,[`${e}1`]:s,[`${e}2`]:o}=t,{value:a,interval:l}=rC(i,t);if(a==null||l==null&&!r)return t;let u=sr(i);if(l==null){let f,m={transform:g=>f||(f=qe(g,a)),label:u};return{...t,[e]:void 0,[`${e}1`]:s===void 0?m:s,[`${e}2`]:o===void 0&&!(s===o&&r)?m:o}}let c,d;function p(f){return d!==void 0&&f===c?d:d=Ne(qe(c=f,a),m=>l.floor(m))}return n({...t,[e]:void 0,[`${e}1`]:s===void 0?{transform:p,label:u}:s,[`${e}2`]:o===void 0?{transform:f=>p(f).map(m=>l.offset(m)),label:u}:o})}function iC(e,n,t){let{[e]:r}=t,{value:i,interval:s}=rC(r,t);return i==null||s==null?t:n({...t,[e]:{label:sr(r),transform:o=>{let a=Ne(qe(o,i),u=>s.floor(u)),l=a.map(u=>s.offset(u));return a.map(at(a)?(u,c)=>u==null||isNaN(u=+u)||(c=l[c],c==null)||isNaN(c=+c)?void 0:new Date((u+c)/2):(u,c)=>u==null||(c=l[c],c==null)?NaN:(+u+ +c)/2)}}})}function sC(e={}){return yy("x",Da,e,!0)}function wy(e={}){return yy("x",Da,e)}function Gd(e={}){return yy("y",Ud,e)}function oC(e={}){return iC("x",Da,e)}function aC(e={}){return iC("y",Ud,e)}var lC={ariaLabel:"rule",fill:null,stroke:"currentColor"},Wd=class extends Ce{constructor(n,t={}){let{x:r,y1:i,y2:s,inset:o=0,insetTop:a=o,insetBottom:l=o}=t;super(n,{x:{value:r,scale:"x",optional:!0},y1:{value:i,scale:"y",optional:!0},y2:{value:s,scale:"y",optional:!0}},go(t,"x"),lC),this.insetTop=Ge(a),this.insetBottom=Ge(l),bo(this,t)}render(n,t,r,i,s){let{x:o,y:a}=t,{x:l,y1:u,y2:c}=r,{width:d,height:p,marginTop:f,marginRight:m,marginLeft:g,marginBottom:v}=i,{insetTop:b,insetBottom:w}=this;return ge("svg:g",s).call(Ye,this,i,s).call(Xe,this,{x:l&&o},mt,0).call($=>$.selectAll().data(n).enter().append("line").call(Ue,this).attr("x1",l?x=>l[x]:(g+d-m)/2).attr("x2",l?x=>l[x]:(g+d-m)/2).attr("y1",u&&!or(a)?x=>u[x]+b:f+b).attr("y2",c&&!or(a)?a.bandwidth?x=>c[x]+a.bandwidth()-w:x=>c[x]-w:p-v-w).call(gt,this,r).call(Cu,this,r,s)).node()}},Yd=class extends Ce{constructor(n,t={}){let{x1:r,x2:i,y:s,inset:o=0,insetRight:a=o,insetLeft:l=o}=t;super(n,{y:{value:s,scale:"y",optional:!0},x1:{value:r,scale:"x",optional:!0},x2:{value:i,scale:"x",optional:!0}},go(t,"y"),lC),this.insetRight=Ge(a),this.insetLeft=Ge(l),bo(this,t)}render(n,t,r,i,s){let{x:o,y:a}=t,{y:l,x1:u,x2:c}=r,{width:d,height:p,marginTop:f,marginRight:m,marginLeft:g,marginBottom:v}=i,{insetLeft:b,insetRight:w}=this;return ge("svg:g",s).call(Ye,this,i,s).call(Xe,this,{y:l&&a},0,mt).call($=>$.selectAll().data(n).enter().append("line").call(Ue,this).attr("x1",u&&!or(o)?x=>u[x]+b:g+b).attr("x2",c&&!or(o)?o.bandwidth?x=>c[x]+o.bandwidth()-w:x=>c[x]-w:d-m-w).attr("y1",l?x=>l[x]:(f+p-v)/2).attr("y2",l?x=>l[x]:(f+p-v)/2).call(gt,this,r).call(Cu,this,r,s)).node()}};function He(e,n){let{x:t=Te,y:r,y1:i,y2:s,...o}=Gd(n);return[i,s]=uC(r,i,s),new Wd(e,{...o,x:t,y1:i,y2:s})}function kt(e,n){let{y:t=Te,x:r,x1:i,x2:s,...o}=wy(n);return[i,s]=uC(r,i,s),new Yd(e,{...o,y:t,x1:i,x2:s})}function uC(e,n,t){if(e==null){if(n===void 0){if(t!==void 0)return[0,t]}else if(t===void 0)return[0,n]}else{if(n===void 0)return t===void 0?[0,e]:[e,t];if(t===void 0)return[e,n]}return[n,t]}function La(e,...n){let t=n.length;for(let r=0,i=!0;r<t;++r)typeof n[r]!="function"&&(i&&(e=e.slice(),i=!1),e.splice(r,2,e[r]+n[r]+e[r+1]),n.splice(r,1),--r,--t);return r=>{let i=e[0];for(let s=0;s<t;++s)i+=n[s](r)+e[s+1];return i}}var G7={ariaLabel:"text",strokeLinejoin:"round",strokeWidth:3,paintOrder:"stroke"},hC="\xAD",Na=class extends Ce{constructor(n,t={}){let{x:r,y:i,text:s=nn(n)&&Cd(n)?Te:nr,frameAnchor:o,textAnchor:a=/right$/i.test(o)?"end":/left$/i.test(o)?"start":"middle",lineAnchor:l=/^top/i.test(o)?"top":/^bottom/i.test(o)?"bottom":"middle",lineHeight:u=1,lineWidth:c=1/0,textOverflow:d,monospace:p,fontFamily:f=p?"ui-monospace, monospace":void 0,fontSize:m,fontStyle:g,fontVariant:v,fontWeight:b,rotate:w}=t,[$,x]=et(w,0),[T,_]=J7(m);if(super(n,{x:{value:r,scale:"x",optional:!0},y:{value:i,scale:"y",optional:!0},fontSize:{value:T,optional:!0},rotate:{value:c2($),optional:!0},text:{value:s,filter:fu,optional:!0}},t,G7),this.rotate=x,this.textAnchor=tt(a,"middle"),this.lineAnchor=Ut(l,"lineAnchor",["top","middle","bottom"]),this.lineHeight=+u,this.lineWidth=+c,this.textOverflow=$y(d),this.monospace=!!p,this.fontFamily=lt(f),this.fontSize=_,this.fontStyle=lt(g),this.fontVariant=lt(v),this.fontWeight=lt(b),this.frameAnchor=cs(o),!(this.lineWidth>=0))throw new Error(`invalid lineWidth: ${c}`);this.splitLines=Ty(this),this.clipLine=Cy(this)}render(n,t,r,i,s){let{x:o,y:a}=t,{x:l,y:u,rotate:c,text:d,title:p,fontSize:f}=r,{rotate:m}=this,[g,v]=Vr(this,i);return ge("svg:g",s).call(Ye,this,i,s).call(ky,this,d,i).call(Xe,this,{x:l&&o,y:u&&a}).call(b=>b.selectAll().data(n).enter().append("text").call(Ue,this).call(W7,this,d,p).attr("transform",La`translate(${l?w=>l[w]:g},${u?w=>u[w]:v})${c?w=>` rotate(${c[w]})`:m?` rotate(${m})`:""}`).call(ne,"font-size",f&&(w=>f[w])).call(gt,this,r)).node()}};function $y(e){return e==null?null:Ut(e,"textOverflow",["clip","ellipsis","clip-start","clip-end","ellipsis-start","ellipsis-middle","ellipsis-end"]).replace(/^(clip|ellipsis)$/,"$1-end")}function W7(e,n,t,r){if(!t)return;let{lineAnchor:i,lineHeight:s,textOverflow:o,splitLines:a,clipLine:l}=n;e.each(function(u){let c=a(Hr(t[u])??"").map(l),d=c.length,p=i==="top"?.71:i==="bottom"?1-d:(164-d*100)/200;if(d>1){let f=0;for(let m=0;m<d;++m){if(++f,!c[m])continue;let g=this.ownerDocument.createElementNS(Ji.svg,"tspan");g.setAttribute("x",0),m===f-1?g.setAttribute("y",`${(p+m)*s}em`):g.setAttribute("dy",`${f*s}em`),g.textContent=c[m],this.appendChild(g),f=0}}else p&&this.setAttribute("y",`${p*s}em`),this.textContent=c[0];if(o&&!r&&c[0]!==t[u]){let f=this.ownerDocument.createElementNS(Ji.svg,"title");f.textContent=t[u],this.appendChild(f)}})}function Oa(e,{x:n,y:t,...r}={}){return r.frameAnchor===void 0&&([n,t]=ir(n,t)),new Na(e,{...r,x:n,y:t})}function _y(e,{x:n=Te,...t}={}){return new Na(e,aC({...t,x:n}))}function Sy(e,{y:n=Te,...t}={}){return new Na(e,oC({...t,y:n}))}function ky(e,n,t){ne(e,"text-anchor",n.textAnchor),ne(e,"font-family",n.fontFamily),ne(e,"font-size",n.fontSize),ne(e,"font-style",n.fontStyle),ne(e,"font-variant",n.fontVariant===void 0?Y7(t):n.fontVariant),ne(e,"font-weight",n.fontWeight)}function Y7(e){return e&&(f2(e)||at(e))?"tabular-nums":void 0}var X7=new Set(["inherit","initial","revert","unset","xx-small","x-small","small","medium","large","x-large","xx-large","xxx-large","larger","smaller"]);function J7(e){return e==null||typeof e=="number"?[void 0,e]:typeof e!="string"?[e,void 0]:(e=e.trim().toLowerCase(),X7.has(e)||/^[+-]?\d*\.?\d+(e[+-]?\d+)?(\w*|%)$/.test(e)?[void 0,e]:[e,void 0])}function Z7(e,n,t){let r=[],i,s=0;for(let[o,a,l]of Q7(e)){if(i===void 0&&(i=o),s>i&&t(e,i,a)>n&&(r.push(e.slice(i,s)+(e[s-1]===hC?"-":"")),i=o),l){r.push(e.slice(i,a)),i=void 0;continue}s=a}return r}function*Q7(e){let n=0,t=0,r=e.length;for(;t<r;){let i=1;switch(e[t]){case hC:case"-":++t,yield[n,t,!1],n=t;break;case" ":for(yield[n,t,!1];e[++t]===" ";);n=t;break;case"\r":e[t+1]===`
`&&++i;case`
`:yield[n,t,!0],t+=i,n=t;break;default:++t;break}}yield[n,t,!0]}var cC={a:56,b:63,c:57,d:63,e:58,f:37,g:62,h:60,i:26,j:26,k:55,l:26,m:88,n:60,o:60,p:62,q:62,r:39,s:54,t:38,u:60,v:55,w:79,x:54,y:55,z:55,A:69,B:67,C:73,D:74,E:61,F:58,G:76,H:75,I:28,J:55,K:67,L:58,M:89,N:75,O:78,P:65,Q:78,R:67,S:65,T:65,U:75,V:69,W:98,X:69,Y:67,Z:67,0:64,1:48,2:62,3:64,4:66,5:63,6:65,7:58,8:65,9:65," ":29,"!":32,'"':49,"'":31,"(":39,")":39,",":31,"-":48,".":31,"/":32,":":31,";":31,"?":52,"\u2018":31,"\u2019":31,"\u201C":47,"\u201D":47,"\u2026":82};function Xd(e,n=0,t=e.length){let r=0;for(let i=n;i<t;i=Ia(e,i))r+=cC[e[i]]??(gC(e,i)?120:cC.e);return r}function Jd(e,n=0,t=e.length){let r=0;for(let i=n;i<t;i=Ia(e,i))r+=gC(e,i)?126:63;return r}function Ty({monospace:e,lineWidth:n,textOverflow:t}){if(t!=null||n==1/0)return s=>s.split(/\r\n?|\n/g);let r=e?Jd:Xd,i=n*100;return s=>Z7(s,i,r)}function Cy({monospace:e,lineWidth:n,textOverflow:t}){if(t==null||n==1/0)return s=>s;let r=e?Jd:Xd,i=n*100;switch(t){case"clip-start":return s=>dC(s,i,r,"");case"clip-end":return s=>pC(s,i,r,"");case"ellipsis-start":return s=>dC(s,i,r,vo);case"ellipsis-middle":return s=>eO(s,i,r,vo);case"ellipsis-end":return s=>pC(s,i,r,vo)}}var vo="\u2026";function yo(e,n,t,r){let i=[],s=0;for(let o=0,a=0,l=e.length;o<l;o=a){a=Ia(e,o);let u=t(e,o,a);if(s+u>n){for(s+=r;s>n&&o>0;)a=o,o=i.pop(),s-=t(e,o,a);return[o,n-s]}s+=u,i.push(o)}return[-1,0]}function pC(e,n,t,r){e=e.trim();let i=t(r),[s]=yo(e,n,t,i);return s<0?e:e.slice(0,s).trimEnd()+r}function eO(e,n,t,r){e=e.trim();let i=t(e);if(i<=n)return e;let s=t(r)/2,[o,a]=yo(e,n/2,t,s),[l]=yo(e,i-n/2-a+s,t,-s);return l<0?r:e.slice(0,o).trimEnd()+r+e.slice(Ia(e,l)).trimStart()}function dC(e,n,t,r){e=e.trim();let i=t(e);if(i<=n)return e;let s=t(r),[o]=yo(e,i-n+s,t,-s);return o<0?r:r+e.slice(Ia(e,o)).trimStart()}var xy=/[\p{Combining_Mark}\p{Emoji_Modifier}]+/uy,fC=new RegExp("\\p{Extended_Pictographic}","uy");function Ia(e,n){return n+=tO(e,n)?2:1,rO(e,n)&&(n=xy.lastIndex),nO(e,n)?Ia(e,n+1):n}function mC(e,n){return e.charCodeAt(n)<128}function tO(e,n){let t=e.charCodeAt(n);if(t>=55296&&t<56320){let r=e.charCodeAt(n+1);return r>=56320&&r<57344}return!1}function nO(e,n){return e.charCodeAt(n)===8205}function rO(e,n){return mC(e,n)?!1:(xy.lastIndex=n,xy.test(e))}function gC(e,n){return mC(e,n)?!1:(fC.lastIndex=n,fC.test(e))}var iO={ariaLabel:"vector",fill:"none",stroke:"currentColor",strokeWidth:1.5,strokeLinejoin:"round",strokeLinecap:"round"},bC=3.5,sO=bC*5,vC={draw(e,n,t){let r=n*t/sO;e.moveTo(0,0),e.lineTo(0,-n),e.moveTo(-r,r-n),e.lineTo(0,-n),e.lineTo(r,r-n)}},oO={draw(e,n,t){e.moveTo(-t,0),e.lineTo(0,-n),e.lineTo(t,0)}},aO=new Map([["arrow",vC],["spike",oO]]);function lO(e){return e&&typeof e.draw=="function"}function uO(e){if(lO(e))return e;let n=aO.get(`${e}`.toLowerCase());if(n)return n;throw new Error(`invalid shape: ${e}`)}var Zd=class extends Ce{constructor(n,t={}){let{x:r,y:i,r:s=bC,length:o,rotate:a,shape:l=vC,anchor:u="middle",frameAnchor:c}=t,[d,p]=et(o,12),[f,m]=et(a,0);super(n,{x:{value:r,scale:"x",optional:!0},y:{value:i,scale:"y",optional:!0},length:{value:d,scale:"length",optional:!0},rotate:{value:f,optional:!0}},t,iO),this.r=+s,this.length=p,this.rotate=m,this.shape=uO(l),this.anchor=Ut(u,"anchor",["start","middle","end"]),this.frameAnchor=cs(c)}render(n,t,r,i,s){let{x:o,y:a}=t,{x:l,y:u,length:c,rotate:d}=r,{length:p,rotate:f,anchor:m,shape:g,r:v}=this,[b,w]=Vr(this,i);return ge("svg:g",s).call(Ye,this,i,s).call(Xe,this,{x:l&&o,y:u&&a}).call($=>$.selectAll().data(n).enter().append("path").call(Ue,this).attr("transform",La`translate(${l?x=>l[x]:b},${u?x=>u[x]:w})${d?x=>` rotate(${d[x]})`:f?` rotate(${f})`:""}${m==="start"?"":m==="end"?c?x=>` translate(0,${c[x]})`:` translate(0,${p})`:c?x=>` translate(0,${c[x]/2})`:` translate(0,${p/2})`}`).attr("d",c?x=>{let T=Sr();return g.draw(T,c[x],v),T}:(()=>{let x=Sr();return g.draw(x,p,v),x})()).call(gt,this,r)).node()}};function yC(e,n={}){let{x:t=Te,...r}=n;return new Zd(e,{...r,x:t})}function wC(e,n={}){let{y:t=Te,...r}=n;return new Zd(e,{...r,y:t})}function ds(e,n){return arguments.length<2&&!nn(e)&&(n=e,e=null),n===void 0&&(n={}),[e,n]}function Qd({anchor:e}={},n){return e===void 0?n[0]:Ut(e,"anchor",n)}function xC(e){return Qd(e,["left","right"])}function $C(e){return Qd(e,["right","left"])}function _C(e){return Qd(e,["bottom","top"])}function SC(e){return Qd(e,["top","bottom"])}function Ey(){let[e,n]=ds(...arguments);return CC("y",xC(n),e,n)}function kC(){let[e,n]=ds(...arguments);return CC("fy",$C(n),e,n)}function Py(){let[e,n]=ds(...arguments);return RC("x",_C(n),e,n)}function TC(){let[e,n]=ds(...arguments);return RC("fx",SC(n),e,n)}function CC(e,n,t,{color:r="currentColor",opacity:i=1,stroke:s=r,strokeOpacity:o=i,strokeWidth:a=1,fill:l=r,fillOpacity:u=i,textAnchor:c,textStroke:d,textStrokeOpacity:p,textStrokeWidth:f,tickSize:m=e==="y"?6:0,tickPadding:g,tickRotate:v,x:b,margin:w,marginTop:$=w===void 0?20:w,marginRight:x=w===void 0?n==="right"?40:0:w,marginBottom:T=w===void 0?20:w,marginLeft:_=w===void 0?n==="left"?40:0:w,label:S,labelAnchor:C,labelArrow:A,labelOffset:N,ariaLabel:M=`${e}-axis`,...L}){return m=Ge(m),g=Ge(g),v=Ge(v),C!==void 0&&(C=Ut(C,"labelAnchor",["center","top","bottom"])),A=HC(A),uy(m&&!_t(s)?cO(e,n,t,{stroke:s,strokeOpacity:o,strokeWidth:a,tickSize:m,tickPadding:g,tickRotate:v,x:b,ariaLabel:M,...L}):null,_t(l)?null:dO(e,n,t,{fill:l,fillOpacity:u,stroke:d,strokeOpacity:p,strokeWidth:f,textAnchor:c,tickSize:m,tickPadding:g,tickRotate:v,x:b,marginTop:$,marginRight:x,marginBottom:T,marginLeft:_,ariaLabel:M,...L}),!_t(l)&&S!==null?Oa([],OC({fill:l,fillOpacity:u,...L},function(q,I,P,F,B){let Q=F[e],{marginTop:H,marginRight:j,marginBottom:W,marginLeft:J}=e==="y"&&B.inset||B,R=C??(Q.bandwidth?"center":"top"),X=N??(n==="right"?j:J)-3;return R==="center"?(this.textAnchor=void 0,this.lineAnchor=n==="right"?"bottom":"top",this.frameAnchor=n,this.rotate=-90):(this.textAnchor=n==="right"?"end":"start",this.lineAnchor=R,this.frameAnchor=`${R}-${n}`,this.rotate=0),this.dy=R==="top"?3-H:R==="bottom"?W-3:0,this.dx=n==="right"?X:-X,this.ariaLabel=`${M} label`,{facets:[[0]],channels:{text:{value:[BC(e,Q,{anchor:n,label:S,labelAnchor:R,labelArrow:A})]}}}})):null)}function RC(e,n,t,{color:r="currentColor",opacity:i=1,stroke:s=r,strokeOpacity:o=i,strokeWidth:a=1,fill:l=r,fillOpacity:u=i,textAnchor:c,textStroke:d,textStrokeOpacity:p,textStrokeWidth:f,tickSize:m=e==="x"?6:0,tickPadding:g,tickRotate:v,y:b,margin:w,marginTop:$=w===void 0?n==="top"?30:0:w,marginRight:x=w===void 0?20:w,marginBottom:T=w===void 0?n==="bottom"?30:0:w,marginLeft:_=w===void 0?20:w,label:S,labelAnchor:C,labelArrow:A,labelOffset:N,ariaLabel:M=`${e}-axis`,...L}){return m=Ge(m),g=Ge(g),v=Ge(v),C!==void 0&&(C=Ut(C,"labelAnchor",["center","left","right"])),A=HC(A),uy(m&&!_t(s)?pO(e,n,t,{stroke:s,strokeOpacity:o,strokeWidth:a,tickSize:m,tickPadding:g,tickRotate:v,y:b,ariaLabel:M,...L}):null,_t(l)?null:fO(e,n,t,{fill:l,fillOpacity:u,stroke:d,strokeOpacity:p,strokeWidth:f,textAnchor:c,tickSize:m,tickPadding:g,tickRotate:v,y:b,marginTop:$,marginRight:x,marginBottom:T,marginLeft:_,ariaLabel:M,...L}),!_t(l)&&S!==null?Oa([],OC({fill:l,fillOpacity:u,...L},function(q,I,P,F,B){let Q=F[e],{marginTop:H,marginRight:j,marginBottom:W,marginLeft:J}=e==="x"&&B.inset||B,R=C??(Q.bandwidth?"center":"right"),X=N??(n==="top"?H:W)-3;return R==="center"?(this.frameAnchor=n,this.textAnchor=void 0):(this.frameAnchor=`${n}-${R}`,this.textAnchor=R==="right"?"end":"start"),this.lineAnchor=n,this.dy=n==="top"?-X:X,this.dx=R==="right"?j-3:R==="left"?3-J:0,this.ariaLabel=`${M} label`,{facets:[[0]],channels:{text:{value:[BC(e,Q,{anchor:n,label:S,labelAnchor:R,labelArrow:A})]}}}})):null)}function cO(e,n,t,{strokeWidth:r=1,strokeLinecap:i=null,strokeLinejoin:s=null,facetAnchor:o=n+(e==="y"?"-empty":""),frameAnchor:a=n,tickSize:l,inset:u=0,insetLeft:c=u,insetRight:d=u,dx:p=0,y:f=e==="y"?void 0:null,ariaLabel:m,...g}){return za(wC,e,t,{ariaLabel:`${m} tick`,ariaHidden:!0},{strokeWidth:r,strokeLinecap:i,strokeLinejoin:s,facetAnchor:o,frameAnchor:a,y:f,...g,dx:n==="left"?+p-mt+ +c:+p+mt-d,anchor:"start",length:l,shape:n==="left"?bO:vO})}function pO(e,n,t,{strokeWidth:r=1,strokeLinecap:i=null,strokeLinejoin:s=null,facetAnchor:o=n+(e==="x"?"-empty":""),frameAnchor:a=n,tickSize:l,inset:u=0,insetTop:c=u,insetBottom:d=u,dy:p=0,x:f=e==="x"?void 0:null,ariaLabel:m,...g}){return za(yC,e,t,{ariaLabel:`${m} tick`,ariaHidden:!0},{strokeWidth:r,strokeLinejoin:s,strokeLinecap:i,facetAnchor:o,frameAnchor:a,x:f,...g,dy:n==="bottom"?+p-mt-d:+p+mt+ +c,anchor:"start",length:l,shape:n==="bottom"?mO:gO})}function dO(e,n,t,{facetAnchor:r=n+(e==="y"?"-empty":""),frameAnchor:i=n,tickSize:s,tickRotate:o=0,tickPadding:a=Math.max(3,9-s)+(Math.abs(o)>60?4*Math.cos(o*my):0),text:l,textAnchor:u=Math.abs(o)>60?"middle":n==="left"?"end":"start",lineAnchor:c=o>60?"top":o<-60?"bottom":"middle",fontVariant:d,inset:p=0,insetLeft:f=p,insetRight:m=p,dx:g=0,ariaLabel:v,y:b=e==="y"?void 0:null,...w}){return za(Sy,e,t,{ariaLabel:`${v} tick label`},{facetAnchor:r,frameAnchor:i,text:l,textAnchor:u,lineAnchor:c,fontVariant:d,rotate:o,y:b,...w,dx:n==="left"?+g-s-a+ +f:+g+ +s+ +a-m},function($,x,T,_,S){d===void 0&&(this.fontVariant=zC($)),l===void 0&&(S.text=IC($,x,T,_,n))})}function fO(e,n,t,{facetAnchor:r=n+(e==="x"?"-empty":""),frameAnchor:i=n,tickSize:s,tickRotate:o=0,tickPadding:a=Math.max(3,9-s)+(Math.abs(o)>=10?4*Math.cos(o*my):0),text:l,textAnchor:u=Math.abs(o)>=10?o<0^n==="bottom"?"start":"end":"middle",lineAnchor:c=Math.abs(o)>=10?"middle":n==="bottom"?"top":"bottom",fontVariant:d,inset:p=0,insetTop:f=p,insetBottom:m=p,dy:g=0,x:v=e==="x"?void 0:null,ariaLabel:b,...w}){return za(_y,e,t,{ariaLabel:`${b} tick label`},{facetAnchor:r,frameAnchor:i,text:l===void 0?null:l,textAnchor:u,lineAnchor:c,fontVariant:d,rotate:o,x:v,...w,dy:n==="bottom"?+g+ +s+ +a-m:+g-s-a+ +f},function($,x,T,_,S){d===void 0&&(this.fontVariant=zC($)),l===void 0&&(S.text=IC($,x,T,_,n))})}function EC(){let[e,n]=ds(...arguments);return DC("y",xC(n),e,n)}function PC(){let[e,n]=ds(...arguments);return DC("fy",$C(n),e,n)}function AC(){let[e,n]=ds(...arguments);return LC("x",_C(n),e,n)}function MC(){let[e,n]=ds(...arguments);return LC("fx",SC(n),e,n)}function DC(e,n,t,{y:r=e==="y"?void 0:null,x:i=null,x1:s=n==="left"?i:null,x2:o=n==="right"?i:null,ariaLabel:a=`${e}-grid`,ariaHidden:l=!0,...u}){return za(kt,e,t,{ariaLabel:a,ariaHidden:l},{y:r,x1:s,x2:o,...NC(u)})}function LC(e,n,t,{x:r=e==="x"?void 0:null,y:i=null,y1:s=n==="top"?i:null,y2:o=n==="bottom"?i:null,ariaLabel:a=`${e}-grid`,ariaHidden:l=!0,...u}){return za(He,e,t,{ariaLabel:a,ariaHidden:l},{x:r,y1:s,y2:o,...NC(u)})}function NC({color:e="currentColor",opacity:n=.1,stroke:t=e,strokeOpacity:r=n,strokeWidth:i=1,...s}){return{stroke:t,strokeOpacity:r,strokeWidth:i,...s}}function OC({fill:e,fillOpacity:n,fontFamily:t,fontSize:r,fontStyle:i,fontVariant:s,fontWeight:o,monospace:a,pointerEvents:l,shapeRendering:u,clip:c=!1},d){return[,e]=tn(e),[,n]=et(n),{facet:"super",x:null,y:null,fill:e,fillOpacity:n,fontFamily:t,fontSize:r,fontStyle:i,fontVariant:s,fontWeight:o,monospace:a,pointerEvents:l,shapeRendering:u,clip:c,initializer:d}}function za(e,n,t,r,i,s){let o;function a(c,d,p,f,m,g){let v=c==null&&(n==="fx"||n==="fy"),{[n]:b}=f;if(!b)throw new Error(`missing scale: ${n}`);let w=b.domain(),{interval:$,ticks:x,tickFormat:T,tickSpacing:_=n==="x"?80:35}=i;if(typeof x=="string"&&VC(b)&&($=x,x=void 0),x===void 0&&(x=Ir($,b.type)??hO(b,_)),c==null){if(nn(x))c=Or(x);else if(us(x))c=Ry(x,...At(w));else if(b.interval){let C=b.interval;if(b.ticks){let[A,N]=At(w),M=(N-A)/C[ma];C=vv(C,M/x)??C,c=Ry(C,A,N)}else{c=w;let A=c.length;C=vv(C,A/x)??C,C!==b.interval&&(c=Ry(C,...At(c)))}if(C===b.interval){let A=Math.round(c.length/x);A>1&&(c=c.filter((N,M)=>M%A===0))}}else b.ticks?c=b.ticks(x):c=w;if(!b.ticks&&c.length&&c!==w){let C=new xr(w);c=c.filter(A=>C.has(A)),c.length||rn(`Warning: the ${n}-axis ticks appear to not align with the scale domain, resulting in no ticks. Try different ticks?`)}n==="y"||n==="x"?d=[Gt(c)]:o[n]={scale:n,value:Te}}s?.call(this,b,c,x,T,o);let S=Object.fromEntries(Object.entries(o).map(([C,A])=>[C,{...A,value:qe(c,A.value)}]));return v&&(d=g.filterFacets(c,S)),{data:c,facets:d,channels:S}}let l=ki(i).initializer,u=e(t,ki({...i,initializer:a},l));return t==null?(o=u.channels,u.channels={}):o={},r!==void 0&&Object.assign(u,r),u.clip===void 0&&(u.clip=!1),u}function hO(e,n){let[t,r]=At(e.range());return(r-t)/n}function IC(e,n,t,r,i){return{value:Ru(e,n,t,r,i)}}function Ru(e,n,t,r,i){return typeof r=="function"&&!(e.type==="log"&&e.tickFormat)?r:r===void 0&&n&&at(n)?Yk(e.type,n,i)??Hr:e.tickFormat?e.tickFormat(typeof t=="number"?t:null,r):typeof r=="string"&&e.domain().length>0?(at(e.domain())?Ar:kr)(r):r===void 0?Hr:hn(r)}function Ry(e,n,t){return e.range(n,e.offset(e.floor(t)))}var mO={draw(e,n){e.moveTo(0,0),e.lineTo(0,n)}},gO={draw(e,n){e.moveTo(0,0),e.lineTo(0,-n)}},bO={draw(e,n){e.moveTo(0,0),e.lineTo(-n,0)}},vO={draw(e,n){e.moveTo(0,0),e.lineTo(n,0)}};function zC(e){return e.bandwidth&&!e.interval?void 0:"tabular-nums"}function BC(e,n,{anchor:t,label:r=n.label,labelAnchor:i,labelArrow:s}={}){if(!(r==null||r.inferred&&VC(n)&&/^(date|time|year)$/i.test(r))){if(r=String(r),s==="auto"&&(s=(!n.bandwidth||n.interval)&&!/[↑↓→←]/.test(r)),!s)return r;if(s===!0){let o=_T(n);o&&(s=/x$/.test(e)||i==="center"?/x$/.test(e)===o<0?"left":"right":o<0?"up":"down")}switch(s){case"left":return`\u2190 ${r}`;case"right":return`${r} \u2192`;case"up":return t==="right"?`${r} \u2191`:`\u2191 ${r}`;case"down":return t==="right"?`${r} \u2193`:`\u2193 ${r}`}return r}}function HC(e="auto"){return _t(e)?!1:typeof e=="boolean"?e:Ut(e,"labelArrow",["auto","up","right","down","left"])}function VC(e){return at(e.domain())}function FC(e,n){if(n==null)return n;let t=e(n);if(!t)throw new Error(`scale not found: ${n}`);return t}function KC(e,{opacity:n,...t}={}){if(!Br(e)&&!ty(e))throw new Error(`swatches legend requires ordinal or threshold color scale (not ${e.type})`);return qC(e,t,(r,i,s,o)=>r.append("svg").attr("width",s).attr("height",o).attr("fill",i.scale).attr("fill-opacity",et(n)[1]).append("rect").attr("width","100%").attr("height","100%"))}function jC(e,{fill:n=e.hint?.fill!==void 0?e.hint.fill:"none",fillOpacity:t=1,stroke:r=e.hint?.stroke!==void 0?e.hint.stroke:_t(n)?"currentColor":"none",strokeOpacity:i=1,strokeWidth:s=1.5,r:o=4.5,...a}={},l){let[u,c]=tn(n),[d,p]=tn(r),f=FC(l,u),m=FC(l,d),g=o*o*Math.PI;return t=et(t)[1],i=et(i)[1],s=et(s)[1],qC(e,a,(v,b,w,$)=>v.append("svg").attr("viewBox","-8 -8 16 16").attr("width",w).attr("height",$).attr("fill",u==="color"?x=>f.scale(x):c).attr("fill-opacity",t).attr("stroke",d==="color"?x=>m.scale(x):p).attr("stroke-opacity",i).attr("stroke-width",s).append("path").attr("d",x=>{let T=Sr();return e.scale(x).draw(T,g),T}))}function qC(e,n={},t){let{columns:r,tickFormat:i,fontVariant:s=qd(e),swatchSize:o=15,swatchWidth:a=o,swatchHeight:l=o,marginLeft:u=0,className:c,style:d,width:p}=n,f=Pa(n);c=Aa(c),i=Ru(e.scale,e.domain,void 0,i);let m=ge("div",f).attr("class",`${c}-swatches ${c}-swatches-${r!=null?"columns":"wrap"}`),g;return r!=null?(g=`:where(.${c}-swatches-columns .${c}-swatch) {
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
}`,m.style("columns",r).selectAll().data(e.domain).enter().append("div").attr("class",`${c}-swatch`).call(t,e,a,l).call(v=>v.append("div").attr("class",`${c}-swatch-label`).attr("title",i).text(i))):(g=`:where(.${c}-swatches-wrap) {
  display: flex;
  align-items: center;
  min-height: 33px;
  flex-wrap: wrap;
}
:where(.${c}-swatches-wrap .${c}-swatch) {
  display: inline-flex;
  align-items: center;
  margin-right: 1em;
}`,m.selectAll().data(e.domain).enter().append("span").attr("class",`${c}-swatch`).call(t,e,a,l).append(function(){return this.ownerDocument.createTextNode(i.apply(this,arguments))})),m.call(v=>v.insert("style","*").text(`:where(.${c}-swatches) {
  font-family: system-ui, sans-serif;
  font-size: 10px;
  margin-bottom: 0.5em;
}
:where(.${c}-swatch > svg) {
  margin-right: 0.5em;
  overflow: visible;
}
${g}`)).style("margin-left",u?`${+u}px`:null).style("width",p===void 0?null:`${+p}px`).style("font-variant",tt(s,"normal")).call(Ma,d).node()}var Ay=new Map([["symbol",jC],["color",WC],["opacity",yO]]);function UC(e,n,t={}){return(r,i)=>{if(!Ay.has(r))throw new Error(`unknown legend type: ${r}`);if(r in e)return Ay.get(r)(e[r],GC(n,t[r],i),s=>e[s])}}function GC({className:e,...n},{label:t,ticks:r,tickFormat:i}={},s){return g2(s,{className:e,...n},{label:t,ticks:r,tickFormat:i})}function WC(e,{legend:n=!0,...t}){if(n===!0&&(n=e.type==="ordinal"?"swatches":"ramp"),e.domain!==void 0)switch(`${n}`.toLowerCase()){case"swatches":return KC(e,t);case"ramp":return XT(e,t);default:throw new Error(`unknown legend type: ${n}`)}}function yO({type:e,interpolate:n,...t},{legend:r=!0,color:i=er(0,0,0),...s}){if(!n)throw new Error(`${e} opacity scales are not supported`);if(r===!0&&(r="ramp"),`${r}`.toLowerCase()!=="ramp")throw new Error(`${r} opacity legends are not supported`);return WC({type:e,...t,interpolate:wO(i)},{legend:r,...s})}function wO(e){let{r:n,g:t,b:r}=er(e)||er(0,0,0);return i=>`rgba(${n},${t},${r},${i})`}function YC(e,n,t){let r=[];for(let[i,s]of Ay){let o=t[i];if(o?.legend&&i in e){let a=s(e[i],GC(n,e[i],o),l=>e[l]);a!=null&&r.push(a)}}return r}function Ba(e={},n="y"){return Rv(e)?e:{...e,[n]:Te}}function XC(e,n){if(n.length===1)return{data:e,facets:n};let t=ls(e),r=new Uint8Array(t),i=0;for(let a of n)for(let l of a)r[l]&&++i,r[l]=1;if(i===0)return{data:e,facets:n};e=os(e);let s=e[xv]=new Uint32Array(t+i);n=n.map(a=>os(a,Uint32Array));let o=t;r.fill(0);for(let a of n)for(let l=0,u=a.length;l<u;++l){let c=a[l];r[c]?(a[l]=o,e[o]=e[c],s[o]=c,++o):s[c]=c,r[c]=1}return{data:e,facets:n}}function xO(e={},n={}){arguments.length===1&&([e,n]=$O(e));let{x1:t,x:r=t,y:i,...s}=n,[o,a,l,u]=SO(r,i,"x","y",e,s);return{...o,x1:t,x:a,y1:l,y2:u,y:vu(l,u)}}function Ha({y:e,y1:n,y2:t,...r}={}){return r=go(r,"x"),n===void 0&&t===void 0?xO({y:e,...r}):([n,t]=s2(e,n,t),{...r,y1:n,y2:t})}function $O(e){let{offset:n,order:t,reverse:r,...i}=e;return[{offset:n,order:t,reverse:r},i]}var _O={length:!0};function SO(e,n=e2,t,r,{offset:i,order:s,reverse:o},a){if(n===null)throw new Error(`stack requires ${r}`);let l=ya(a),[u,c]=In(e),[d,p]=wa(n),[f,m]=wa(n);return d.hint=f.hint=_O,i=kO(i),s=RO(s,i,r),[mo(a,(g,v,b)=>{({data:g,facets:v}=XC(g,v));let w=e==null?void 0:c(yu(qe(g,e),b?.[t])),$=qe(g,n,Float64Array),x=qe(g,l),T=s&&s(g,w,$,x),_=ls(g),S=p(new Float64Array(_)),C=m(new Float64Array(_)),A=[];for(let N of v){let M=w?Array.from(Hs(N,L=>w[L]).values()):[N];if(T)for(let L of M)L.sort(T);for(let L of M){let q=0,I=0;o&&L.reverse();for(let P of L){let F=$[P];F<0?q=C[P]=(S[P]=q)+F:F>0?I=C[P]=(S[P]=I)+F:C[P]=S[P]=I}}A.push(M)}return i&&i(A,S,C,x),{data:g,facets:v}}),u,d,f]}function kO(e){if(e!=null){if(typeof e=="function")return e;switch(`${e}`.toLowerCase()){case"expand":case"normalize":return TO;case"center":case"silhouette":return CO;case"wiggle":return eR}throw new Error(`unknown offset: ${e}`)}}function QC(e,n){let t=0,r=0;for(let i of e){let s=n[i];s<t&&(t=s),s>r&&(r=s)}return[t,r]}function TO(e,n,t){for(let r of e)for(let i of r){let[s,o]=QC(i,t);for(let a of i){let l=1/(o-s||1);n[a]=l*(n[a]-s),t[a]=l*(t[a]-s)}}}function CO(e,n,t){for(let r of e){for(let i of r){let[s,o]=QC(i,t);for(let a of i){let l=(o+s)/2;n[a]-=l,t[a]-=l}}tR(r,n,t)}nR(e,n,t)}function eR(e,n,t,r){for(let i of e){let s=new Sn,o=0;for(let a of i){let l=-1,u=a.map(f=>Math.abs(t[f]-n[f])),c=a.map(f=>{l=r?r[f]:++l;let m=t[f]-n[f],g=s.has(l)?m-s.get(l):0;return s.set(l,m),g}),d=[0,...A$(c)];for(let f of a)n[f]+=o,t[f]+=o;let p=Jn(u);p&&(o-=Jn(u,(f,m)=>(c[m]/2+d[m])*f)/p)}tR(i,n,t)}nR(e,n,t)}function tR(e,n,t){let r=kn(e,i=>kn(i,s=>n[s]));for(let i of e)for(let s of i)n[s]-=r,t[s]-=r}function nR(e,n,t){let r=e.length;if(r===1)return;let i=e.map(a=>a.flat()),s=i.map(a=>(kn(a,l=>n[l])+Ft(a,l=>t[l]))/2),o=kn(s);for(let a=0;a<r;a++){let l=o-s[a];for(let u of i[a])n[u]+=l,t[u]+=l}}function RO(e,n,t){if(e===void 0&&n===eR)return JC(Bt);if(e!=null){if(typeof e=="string"){let r=e.startsWith("-"),i=r?ao:Bt;switch((r?e.slice(1):e).toLowerCase()){case"value":case t:return EO(i);case"z":return PO(i);case"sum":return AO(i);case"appearance":return MO(i);case"inside-out":return JC(i)}return ZC(_v(e))}if(typeof e=="function")return(e.length===1?ZC:DO)(e);if(tr(e))return LO(e);throw new Error(`invalid order: ${e}`)}}function EO(e){return(n,t,r)=>(i,s)=>e(r[i],r[s])}function PO(e){return(n,t,r,i)=>(s,o)=>e(i[s],i[o])}function AO(e){return ef(e,(n,t,r,i)=>gp(Gt(n),s=>Jn(s,o=>r[o]),s=>i[s]))}function MO(e){return ef(e,(n,t,r,i)=>gp(Gt(n),s=>t[gm(s,o=>r[o])],s=>i[s]))}function JC(e){return ef(e,(n,t,r,i)=>{let s=Gt(n),o=gp(s,d=>t[gm(d,p=>r[p])],d=>i[d]),a=fi(s,d=>Jn(d,p=>r[p]),d=>i[d]),l=[],u=[],c=0;for(let d of o)c<0?(c+=a.get(d),l.push(d)):(c-=a.get(d),u.push(d));return u.reverse().concat(l)})}function ZC(e){return n=>{let t=qe(n,e);return(r,i)=>Bt(t[r],t[i])}}function DO(e){return n=>tr(n)?(t,r)=>e(n[t],n[r]):(t,r)=>e(n.get(t),n.get(r))}function LO(e){return ef(Bt,()=>e)}function ef(e,n){return(t,r,i,s)=>{if(!s)throw new Error("missing channel: z");let o=new Sn(n(t,r,i,s).map((a,l)=>[a,l]));return(a,l)=>e(o.get(s[a]),o.get(s[l]))}}var NO={ariaLabel:"rect"},rf=class extends Ce{constructor(n,t={}){let{x1:r,y1:i,x2:s,y2:o}=t;super(n,{x1:{value:r,scale:"x",type:r!=null&&s==null?"band":void 0,optional:!0},y1:{value:i,scale:"y",type:i!=null&&o==null?"band":void 0,optional:!0},x2:{value:s,scale:"x",optional:!0},y2:{value:o,scale:"y",optional:!0}},t,NO),Eu(this,t),Pu(this,t)}render(n,t,r,i,s){let{x:o,y:a}=t,{x1:l,y1:u,x2:c,y2:d}=r,{marginTop:p,marginRight:f,marginBottom:m,marginLeft:g,width:v,height:b}=i,{projection:w}=s,{insetTop:$,insetRight:x,insetBottom:T,insetLeft:_}=this,{rx:S,ry:C,rx1y1:A,rx1y2:N,rx2y1:M,rx2y2:L}=this;(l||c)&&!w&&or(o)&&(l=c=null),(u||d)&&!w&&or(a)&&(u=d=null);let q=o?.bandwidth?o.bandwidth():0,I=a?.bandwidth?a.bandwidth():0;return ge("svg:g",s).call(Ye,this,i,s).call(Xe,this,{},0,0).call(P=>P.selectAll().data(n).enter().call(A||N||M||L?F=>F.append("path").call(Ue,this).call(Au,l&&c?B=>l[B]+(c[B]<l[B]?-x:_):l?B=>l[B]+_:g+_,u&&d?B=>u[B]+(d[B]<u[B]?-T:$):u?B=>u[B]+$:p+$,l&&c?B=>c[B]-(c[B]<l[B]?-_:x):l?B=>l[B]+q-x:v-f-x,u&&d?B=>d[B]-(d[B]<u[B]?-$:T):u?B=>u[B]+I-T:b-m-T,this).call(gt,this,r):F=>F.append("rect").call(Ue,this).attr("x",l?c?B=>Math.min(l[B],c[B])+_:B=>l[B]+_:g+_).attr("y",u?d?B=>Math.min(u[B],d[B])+$:B=>u[B]+$:p+$).attr("width",l?c?B=>Math.max(0,Math.abs(c[B]-l[B])+q-_-x):q-_-x:v-f-g-x-_).attr("height",u?d?B=>Math.max(0,Math.abs(u[B]-d[B])+I-$-T):I-$-T:b-p-m-$-T).call(ne,"rx",S).call(ne,"ry",C).call(gt,this,r))).node()}};function Eu(e,{inset:n=0,insetTop:t=n,insetRight:r=n,insetBottom:i=n,insetLeft:s=n}={}){e.insetTop=Ge(t),e.insetRight=Ge(r),e.insetBottom=Ge(i),e.insetLeft=Ge(s)}function Pu(e,{r:n,rx:t,ry:r,rx1:i=n,ry1:s=n,rx2:o=n,ry2:a=n,rx1y1:l=i!==void 0?+i:s!==void 0?+s:0,rx1y2:u=i!==void 0?+i:a!==void 0?+a:0,rx2y1:c=o!==void 0?+o:s!==void 0?+s:0,rx2y2:d=o!==void 0?+o:a!==void 0?+a:0}={}){l||u||c||d?(e.rx1y1=l,e.rx1y2=u,e.rx2y1=c,e.rx2y2=d):(e.rx=tt(t,"auto"),e.ry=tt(r,"auto"))}function Au(e,n,t,r,i,s){let{rx1y1:o,rx1y2:a,rx2y1:l,rx2y2:u}=s;typeof n!="function"&&(n=hn(n)),typeof t!="function"&&(t=hn(t)),typeof r!="function"&&(r=hn(r)),typeof i!="function"&&(i=hn(i));let c=Math.max(Math.abs(o+l),Math.abs(a+u)),d=Math.max(Math.abs(o+a),Math.abs(l+u));e.attr("d",p=>{let f=n(p),m=t(p),g=r(p),v=i(p),b=f>g,w=m>v,$=b?g:f,x=b?f:g,T=w?v:m,_=w?m:v,S=Math.min(1,(x-$)/c,(_-T)/d),C=S*(b?w?u:l:w?a:o),A=S*(b?w?a:o:w?u:l),N=S*(b?w?o:a:w?l:u),M=S*(b?w?l:u:w?o:a);return`M${$},${T+nf(C,M)}A${C},${C} 0 0 ${C<0?0:1} ${$+tf(C,M)},${T}H${x-tf(A,N)}A${A},${A} 0 0 ${A<0?0:1} ${x},${T+nf(A,N)}V${_-nf(N,A)}A${N},${N} 0 0 ${N<0?0:1} ${x-tf(N,A)},${_}H${$+tf(M,C)}A${M},${M} 0 0 ${M<0?0:1} ${$},${_-nf(M,C)}Z`})}function tf(e,n){return n<0?e:Math.abs(e)}function nf(e,n){return n<0?Math.abs(e):e}function fs(e,n={}){return Sd(n)||(n={...n,x:nr,y2:Te,interval:1}),new rf(e,Ha(sC(Ba(n))))}var OO={ariaLabel:"frame",fill:"none",stroke:"currentColor",clip:!1},IO={ariaLabel:"frame",fill:null,stroke:"currentColor",strokeLinecap:"square",clip:!1},sf=class extends Ce{constructor(n={}){let{anchor:t=null}=n;super(ga,void 0,n,t==null?OO:IO),this.anchor=Cv(t,"anchor",["top","right","bottom","left"]),Eu(this,n),t||Pu(this,n)}render(n,t,r,i,s){let{marginTop:o,marginRight:a,marginBottom:l,marginLeft:u,width:c,height:d}=i,{anchor:p,insetTop:f,insetRight:m,insetBottom:g,insetLeft:v}=this,{rx:b,ry:w,rx1y1:$,rx1y2:x,rx2y1:T,rx2y2:_}=this,S=u+v,C=c-a-m,A=o+f,N=d-l-g;return ge(p?"svg:line":$||x||T||_?"svg:path":"svg:rect",s).datum(0).call(Ye,this,i,s).call(Ue,this).call(gt,this,r).call(Xe,this,{}).call(p==="left"?M=>M.attr("x1",S).attr("x2",S).attr("y1",A).attr("y2",N):p==="right"?M=>M.attr("x1",C).attr("x2",C).attr("y1",A).attr("y2",N):p==="top"?M=>M.attr("x1",S).attr("x2",C).attr("y1",A).attr("y2",A):p==="bottom"?M=>M.attr("x1",S).attr("x2",C).attr("y1",N).attr("y2",N):$||x||T||_?M=>M.call(Au,S,A,C,N,this):M=>M.attr("x",S).attr("y",A).attr("width",C-S).attr("height",N-A).attr("rx",b).attr("ry",w)).node()}};function Mu(e){return new sf(e)}var My={ariaLabel:"tip",fill:"var(--plot-background)",stroke:"currentColor"},zO=new Set(["geometry","href","src","ariaLabel","scales"]),Dy=class extends Ce{constructor(n,t={}){t.tip&&(t={...t,tip:!1}),t.title===void 0&&nn(n)&&Cd(n)&&(t={...t,title:Te});let{x:r,y:i,x1:s,x2:o,y1:a,y2:l,anchor:u,preferredAnchor:c="bottom",monospace:d,fontFamily:p=d?"ui-monospace, monospace":void 0,fontSize:f,fontStyle:m,fontVariant:g,fontWeight:v,lineHeight:b=1,lineWidth:w=20,frameAnchor:$,format:x,textAnchor:T="start",textOverflow:_,textPadding:S=8,title:C,pointerSize:A=12,pathFilter:N="drop-shadow(0 3px 4px rgba(0,0,0,0.2))"}=t;super(n,{x:{value:s!=null&&o!=null?null:r,scale:"x",optional:!0},y:{value:a!=null&&l!=null?null:i,scale:"y",optional:!0},x1:{value:s,scale:"x",optional:o==null},y1:{value:a,scale:"y",optional:l==null},x2:{value:o,scale:"x",optional:s==null},y2:{value:l,scale:"y",optional:a==null},title:{value:C,optional:!0}},t,My),this.anchor=Ed(u,"anchor"),this.preferredAnchor=Ed(c,"preferredAnchor"),this.frameAnchor=cs($),this.textAnchor=tt(T,"middle"),this.textPadding=+S,this.pointerSize=+A,this.pathFilter=lt(N),this.lineHeight=+b,this.lineWidth=+w,this.textOverflow=$y(_),this.monospace=!!d,this.fontFamily=lt(p),this.fontSize=Ge(f),this.fontStyle=lt(m),this.fontVariant=lt(g),this.fontWeight=lt(v);for(let M in My)M in this.channels&&(this[M]=My[M]);this.splitLines=Ty(this),this.clipLine=Cy(this),this.format=typeof x=="string"||typeof x=="function"?{title:x}:{...x}}render(n,t,r,i,s){let o=this,{x:a,y:l,fx:u,fy:c}=t,{ownerSVGElement:d,document:p}=s,{anchor:f,monospace:m,lineHeight:g,lineWidth:v}=this,{textPadding:b,pointerSize:w,pathFilter:$}=this,{marginTop:x,marginLeft:T}=i,{x1:_,y1:S,x2:C,y2:A,x:N=_??C,y:M=S??A}=r,L=u?u(n.fx)-T:0,q=c?c(n.fy)-x:0,[I,P]=Vr(this,i),F=fy(r,I),B=hy(r,P),Q=m?Jd:Xd,H=Q(vo),j,W;"title"in r?(j=sR.call(this,{title:r.channels.title},t),W=FO):(j=sR.call(this,r.channels,t),W=KO);let J=ge("svg:g",s).call(Ye,this,i,s).call(ky,this).call(Xe,this,{x:N&&a,y:M&&l}).call(oe=>oe.selectAll().data(n).enter().append("g").attr("transform",be=>`translate(${Math.round(F(be))},${Math.round(B(be))})`).call(Ue,this).call(be=>be.append("path").attr("filter",$)).call(be=>be.append("text").each(function(Y){let ae=Zn(this);this.setAttribute("fill","currentColor"),this.setAttribute("fill-opacity",1),this.setAttribute("stroke","none");let O=W.call(o,Y,n,j,t,r);if(typeof O=="string")for(let G of o.splitLines(O))R(ae,{value:o.clipLine(G)});else{let G=new Set;for(let Z of O){let{label:D=""}=Z;D&&G.has(D)||(G.add(D),R(ae,Z))}}})));function R(oe,{label:be,value:Y,color:ae,opacity:O}){be??="",Y??="";let G=ae!=null||O!=null,Z,D=v*100,[we]=yo(be,D,Q,H);if(we>=0)be=be.slice(0,we).trimEnd()+vo,Z=Y.trim(),Y="";else{(be||!Y&&!G)&&(Y=" "+Y);let[$e]=yo(Y,D-Q(be),Q,H);$e>=0&&(Z=Y.trim(),Y=Y.slice(0,$e).trimEnd()+vo)}let te=oe.append("tspan").attr("x",0).attr("dy",`${g}em`).text("\u200B");be&&te.append("tspan").attr("font-weight","bold").text(be),Y&&te.append(()=>p.createTextNode(Y)),G&&te.append("tspan").text(" \u25A0").attr("fill",ae).attr("fill-opacity",O).style("user-select","none"),Z&&te.append("title").text(Z)}function X(){let{width:oe,height:be}=i.facet??i;J.selectChildren().each(function(Y){let{x:ae,width:O,height:G}=this.getBBox();O=Math.round(O),G=Math.round(G);let Z=f;if(Z===void 0){let te=F(Y)+L,$e=B(Y)+q,Fe=te+O+w+b*2<oe,Dt=te-O-w-b*2>0,Vi=$e+G+w+b*2<be,Ts=$e-G-w-b*2>0;Z=Fe&&Dt?Vi&&Ts?o.preferredAnchor:Ts?"bottom":"top":Vi&&Ts?Fe?"left":"right":(Fe||Dt)&&(Vi||Ts)?`${Ts?"bottom":"top"}-${Fe?"left":"right"}`:o.preferredAnchor}let D=this.firstChild,we=this.lastChild;if(D.setAttribute("d",VO(Z,w,b,O,G)),ae)for(let te of we.childNodes)te.setAttribute("x",-ae);we.setAttribute("y",`${+BO(Z,we.childNodes.length,g).toFixed(6)}em`),we.setAttribute("transform",`translate(${HO(Z,w,b,O,G)})`)}),J.attr("visibility",null)}return n.length&&(J.attr("visibility","hidden"),d.isConnected?Promise.resolve().then(X):typeof requestAnimationFrame<"u"&&requestAnimationFrame(X)),J.node()}};function uR(e,{x:n,y:t,...r}={}){return r.frameAnchor===void 0&&([n,t]=ir(n,t)),new Dy(e,{...r,x:n,y:t})}function BO(e,n,t){return/^top(?:-|$)/.test(e)?.94-t:-.29-n*t}function HO(e,n,t,r,i){switch(e){case"middle":return[-r/2,i/2];case"top-left":return[t,n+t];case"top":return[-r/2,n/2+t];case"top-right":return[-r-t,n+t];case"right":return[-n/2-r-t,i/2];case"bottom-left":return[t,-n-t];case"bottom":return[-r/2,-n/2-t];case"bottom-right":return[-r-t,-n-t];case"left":return[t+n/2,i/2]}}function VO(e,n,t,r,i){let s=r+t*2,o=i+t*2;switch(e){case"middle":return`M${-s/2},${-o/2}h${s}v${o}h${-s}z`;case"top-left":return`M0,0l${n},${n}h${s-n}v${o}h${-s}z`;case"top":return`M0,0l${n/2},${n/2}h${(s-n)/2}v${o}h${-s}v${-o}h${(s-n)/2}z`;case"top-right":return`M0,0l${-n},${n}h${n-s}v${o}h${s}z`;case"right":return`M0,0l${-n/2},${-n/2}v${n/2-o/2}h${-s}v${o}h${s}v${n/2-o/2}z`;case"bottom-left":return`M0,0l${n},${-n}h${s-n}v${-o}h${-s}z`;case"bottom":return`M0,0l${n/2},${-n/2}h${(s-n)/2}v${-o}h${-s}v${o}h${(s-n)/2}z`;case"bottom-right":return`M0,0l${-n},${-n}h${n-s}v${-o}h${s}z`;case"left":return`M0,0l${n/2},${-n/2}v${n/2-o/2}h${s}v${o}h${-s}v${n/2-o/2}z`}}function sR(e,n){let t={},r=this.format;r=oR(r,e,"x"),r=oR(r,e,"y"),this.format=r;for(let i in r){let s=r[i];if(!(s===null||s===!1))if(i==="fx"||i==="fy")t[i]=!0;else{let o=Kv(e,i);o&&(t[i]=o)}}for(let i in e){if(i in t||i in r||zO.has(i)||(i==="x"||i==="y")&&e.geometry)continue;let s=Kv(e,i);if(s){if(s.scale==null&&s.defaultScale==="color")continue;t[i]=s}}this.facet&&(n.fx&&!("fx"in r)&&(t.fx=!0),n.fy&&!("fy"in r)&&(t.fy=!0));for(let i in t){let s=this.format[i];if(typeof s=="string"){let o=t[i]?.value??n[i]?.domain()??[];this.format[i]=(at(o)?Ar:kr)(s)}else if(s===void 0||s===!0){let o=n[i];this.format[i]=o?.bandwidth?Ru(o,o.domain()):Hr}}return t}function oR(e,n,t){if(!(t in e))return e;let r=`${t}1`,i=`${t}2`;if((r in e||!(r in n))&&(i in e||!(i in n)))return e;let s=Object.entries(e),o=e[t];return s.splice(s.findIndex(([a])=>a===t)+1,0,[r,o],[i,o]),Object.fromEntries(s)}function FO(e,n,{title:t}){return this.format.title(t.value[e],e)}function*KO(e,n,t,r,i){for(let s in t){if(s==="fx"||s==="fy"){yield{label:of(r,t,s),value:this.format[s](n[s],e)};continue}if(s==="x1"&&"x2"in t||s==="y1"&&"y2"in t)continue;let o=t[s];if(s==="x2"&&"x1"in t)yield{label:lR(r,t,"x"),value:aR(this.format.x2,t.x1,o,e)};else if(s==="y2"&&"y1"in t)yield{label:lR(r,t,"y"),value:aR(this.format.y2,t.y1,o,e)};else{let a=o.value[e],l=o.scale;if(!Nn(a)&&l==null)continue;yield{label:of(r,t,s),value:this.format[s](a,e),color:l==="color"?i[s][e]:null,opacity:l==="opacity"?i[s][e]:null}}}}function aR(e,n,t,r){return t.hint?.length?`${e(t.value[r]-n.value[r],r)}`:`${e(n.value[r],r)}\u2013${e(t.value[r],r)}`}function lR(e,n,t){let r=of(e,n,`${t}1`,t),i=of(e,n,`${t}2`,t);return r===i?r:`${r}\u2013${i}`}function of(e,n,t,r=t){let i=n[t],s=e[i?.scale??t];return String(s?.label??i?.label??r)}function Re(e={}){let{facet:n,style:t,title:r,subtitle:i,caption:s,ariaLabel:o,ariaDescription:a}=e,l=Aa(e.className),u=e.marks===void 0?[]:pR(e.marks);u.push(...YO(u));let c=GO(n,e),d=new Map;for(let H of u){let j=dR(H,c,e);j&&d.set(H,j)}let p=new Map;c&&Du(p,[c],e),Du(p,d,e);let f=pR(XO(u,p,e));for(let H of f){let j=dR(H,c,e);j&&d.set(H,j)}u.unshift(...f);let m=RT(p,e);if(m!==void 0){let H=c?Bd(m,c):void 0;for(let W of u){if(W.facet===null||W.facet==="super")continue;let J=d.get(W);J!==void 0&&(J.facetsIndex=W.fx!=null||W.fy!=null?Bd(m,J):H)}let j=new Set;for(let{facetsIndex:W}of d.values())W?.forEach((J,R)=>{J?.length>0&&j.add(R)});m.forEach(0<j.size&&j.size<m.length?(W,J)=>W.empty=!j.has(J):W=>W.empty=!1);for(let W of u)if(W.facet==="exclude"){let J=d.get(W);J!==void 0&&(J.facetsIndex=AT(J.facetsIndex))}}for(let H of Oe.keys())ba(e[H])&&H!=="fx"&&H!=="fy"&&p.set(H,[]);let g=new Map;for(let H of u){if(g.has(H))throw new Error("duplicate mark; each mark must be unique");let{facetsIndex:j,channels:W}=d.get(H)??{},{data:J,facets:R,channels:X}=H.initialize(j,W,e);Oy(X,e),g.set(H,{data:J,facets:R,channels:X})}let v=ku(Du(p,g,e),e),b=UT(v,u,e);$T(v,b);let w=Qv(v),{fx:$,fy:x}=w,T=$||x?ey(v,b):b,_=$||x?rI(w,b):b,S=Pa(e),C=S.document,A=Xo("svg").call(C.documentElement),N=A;S.ownerSVGElement=A,S.className=l,S.projection=LT(e,T),S.path=function(){return Ql(this.projection??HT(w))},S.filterFacets=(H,j)=>Bd(m,{channels:j,groups:Id(H,j)}),S.getMarkState=H=>{let j=g.get(H),W=d.get(H);return{...j,channels:{...j.channels,...W?.channels}}},S.dispatchValue=H=>{N.value!==H&&(N.value=H,N.dispatchEvent(new S.document.defaultView.Event("input",{bubbles:!0})))};let M=new Set;for(let[H,j]of g)if(H.initializer!=null){let W=H.facet==="super"?_:T,J=H.initializer(j.data,j.facets,j.channels,w,W,S);if(J.data!==void 0&&(j.data=J.data),J.facets!==void 0&&(j.facets=J.facets),J.channels!==void 0){let{fx:R,fy:X,...oe}=J.channels;UO(oe),Object.assign(j.channels,oe);for(let be of Object.values(oe)){let{scale:Y}=be;Y!=null&&!w2(Oe.get(Y))&&(mR(be,e),M.add(Y))}(R!=null||X!=null)&&d.set(H,!0)}}if(M.size){let H=new Map;Du(H,g,e,R=>M.has(R)),Du(p,g,e,R=>M.has(R));let j=nI(ku(H,e),v),{scales:W,...J}=Qv(j);Object.assign(v,j),Object.assign(w,J),Object.assign(w.scales,W)}let L,q;m!==void 0&&(L={x:$?.domain(),y:x?.domain()},m=ET(m,L),q=PT($,x,b));for(let[H,j]of g)j.values=H.scale(j.channels,w,S);let{width:I,height:P}=b;Zn(A).attr("class",l).attr("fill","currentColor").attr("font-family","system-ui, sans-serif").attr("font-size",10).attr("text-anchor","middle").attr("width",I).attr("height",P).attr("viewBox",`0 0 ${I} ${P}`).attr("aria-label",o).attr("aria-description",a).call(H=>H.append("style").text(`:where(.${l}) {
  --plot-background: white;
  display: block;
  height: auto;
  height: intrinsic;
  max-width: 100%;
}
:where(.${l} text),
:where(.${l} tspan) {
  white-space: pre;
}`)).call(Ma,t);for(let H of u){let{channels:j,values:W,facets:J}=g.get(H);if(m===void 0||H.facet==="super"){let R=null;if(J&&(R=J[0],R=H.filter(R,j,W),R.length===0))continue;let X=H.render(R,w,W,_,S);if(X==null)continue;A.appendChild(X)}else{let R;for(let X of m){if(!(H.facetAnchor?.(m,L,X)??!X.empty))continue;let oe=null;if(J){let Y=d.has(H);if(oe=J[Y?X.i:0],oe=H.filter(oe,j,W),oe.length===0)continue;!Y&&oe===J[0]&&(oe=o2(oe)),oe.fx=X.x,oe.fy=X.y,oe.fi=X.i}let be=H.render(oe,w,W,T,S);if(be!=null){(R??=Zn(A).append("g")).append(()=>be).datum(X);for(let Y of["aria-label","aria-description","aria-hidden","transform"])be.hasAttribute(Y)&&(R.attr(Y,be.getAttribute(Y)),be.removeAttribute(Y))}}R?.selectChildren().each(q)}}let F=YC(v,S,e),{figure:B=r!=null||i!=null||s!=null||F.length>0}=e;B&&(N=C.createElement("figure"),N.className=`${l}-figure`,N.style.maxWidth="initial",r!=null&&N.append(cR(C,r,"h2")),i!=null&&N.append(cR(C,i,"h3")),N.append(...F,A),s!=null&&N.append(jO(C,s)),"value"in A&&(N.value=A.value,delete A.value)),N.scale=TT(w.scales),N.legend=UC(v,S,e);let Q=rT();return Q>0&&Zn(A).append("text").attr("x",I).attr("y",20).attr("dy","-1em").attr("text-anchor","end").attr("font-family","initial").text("\u26A0\uFE0F").append("title").text(`${Q.toLocaleString("en-US")} warning${Q===1?"":"s"}. Please check the console.`),N}function cR(e,n,t){if(n.ownerDocument)return n;let r=e.createElement(t);return r.append(n),r}function jO(e,n){let t=e.createElement("figcaption");return t.append(n),t}function pR(e){return e.flat(1/0).filter(n=>n!=null).map(qO)}function qO(e){return typeof e.render=="function"?e:new Ny(e)}var Ny=class extends Ce{constructor(n){if(typeof n!="function")throw new TypeError("invalid mark; missing render function");super(),this.render=n}render(){}};function Oy(e,n){for(let t in e)mR(e[t],n);return e}function mR(e,n){let{scale:t,transform:r=!0}=e;if(t==null||!r)return;let{type:i,percent:s,interval:o,transform:a=s?l=>l==null?NaN:l*100:Ev(o,i)}=n[t]??{};a!=null&&(e.value=Ne(e.value,a),e.transform=!1)}function UO(e){for(let n in e)Fv(n,e[n])}function Du(e,n,t,r=t2){for(let{channels:i}of n.values())for(let s in i){let o=i[s],{scale:a}=o;if(a!=null&&r(a))if(a==="projection"){if(!IT(t)){let l=t.x?.domain===void 0,u=t.y?.domain===void 0;if(l||u){let[c,d]=BT(o);l&&Ly(e,"x",c),u&&Ly(e,"y",d)}}}else Ly(e,a,o)}return e}function Ly(e,n,t){let r=e.get(n);r!==void 0?r.push(t):e.set(n,[t])}function GO(e,n){if(e==null)return;let{x:t,y:r}=e;if(t==null&&r==null)return;let i=Si(e.data);if(i==null)throw new Error("missing facet data");let s={};t!=null&&(s.fx=Sa(i,{value:t,scale:"fx"})),r!=null&&(s.fy=Sa(i,{value:r,scale:"fy"})),Oy(s,n);let o=Id(i,s);return{channels:s,groups:o,data:e.data}}function dR(e,n,t){if(e.facet===null||e.facet==="super")return;let{fx:r,fy:i}=e;if(r!=null||i!=null){let l=Si(e.data??r??i);if(l===void 0)throw new Error(`missing facet data in ${e.ariaLabel}`);if(l===null)return;let u={};return r!=null&&(u.fx=Sa(l,{value:r,scale:"fx"})),i!=null&&(u.fy=Sa(l,{value:i,scale:"fy"})),Oy(u,t),{channels:u,groups:Id(l,u)}}if(n===void 0)return;let{channels:s,groups:o,data:a}=n;if(e.facet!=="auto"||e.data===a)return{channels:s,groups:o};a.length>0&&(o.size>1||o.size===1&&s.fx&&s.fy&&[...o][0][1].size>1)&&ls(Si(e.data))===ls(a)&&rn(`Warning: the ${e.ariaLabel} mark appears to use faceted data, but isn\u2019t faceted. The mark data has the same length as the facet data and the mark facet option is "auto", but the mark data and facet data are distinct. If this mark should be faceted, set the mark facet option to true; otherwise, suppress this warning by setting the mark facet option to false.`)}function WO(e,n={}){return ki({...n,x:null,y:null},(t,r,i,s,o,a)=>a.getMarkState(e))}function YO(e){let n=[];for(let t of e){let r=t.tip;if(r){r===!0?r={}:typeof r=="string"&&(r={pointer:r});let{pointer:i,preferredAnchor:s}=r;i=/^x$/i.test(i)?YT:/^y$/i.test(i)?dy:WT,r=i(WO(t,r)),r.title=null,s===void 0&&(r.preferredAnchor=i===dy?"left":"bottom");let o=uR(t.data,r);o.facet=t.facet,o.facetAnchor=t.facetAnchor,n.push(o)}}return n}function XO(e,n,t){let{projection:r,x:i={},y:s={},fx:o={},fy:a={},axis:l,grid:u,facet:c={},facet:{axis:d=l,grid:p}=c,x:{axis:f=l,grid:m=f===null?null:u}=i,y:{axis:g=l,grid:v=g===null?null:u}=s,fx:{axis:b=d,grid:w=b===null?null:p}=o,fy:{axis:$=d,grid:x=$===null?null:p}=a}=t;(r||!ba(i)&&!fR("x",e))&&(f=m=null),(r||!ba(s)&&!fR("y",e))&&(g=v=null),n.has("fx")||(b=w=null),n.has("fy")||($=x=null),f===void 0&&(f=!uf(e,"x")),g===void 0&&(g=!uf(e,"y")),b===void 0&&(b=!uf(e,"fx")),$===void 0&&($=!uf(e,"fy")),f===!0&&(f="bottom"),g===!0&&(g="left"),b===!0&&(b=f==="top"||f===null?"bottom":"top"),$===!0&&($=g==="right"||g===null?"left":"right");let T=[];return lf(T,x,PC,a),af(T,$,kC,"right","left",c,a),lf(T,w,MC,o),af(T,b,TC,"top","bottom",c,o),lf(T,v,EC,s),af(T,g,Ey,"left","right",t,s),lf(T,m,AC,i),af(T,f,Py,"bottom","top",t,i),T}function af(e,n,t,r,i,s,o){if(!n)return;let a=JO(n);o=ZO(a?r:n,s,o);let{line:l}=o;(t===Ey||t===Py)&&l&&!co(l)&&e.push(Mu(QO(o))),e.push(t(o)),a&&e.push(t({...o,anchor:i,label:null}))}function lf(e,n,t,r){!n||co(n)||e.push(t(eI(n,r)))}function JO(e){return/^\s*both\s*$/i.test(e)}function ZO(e,n,{line:t=n.line,ticks:r,tickSize:i,tickSpacing:s,tickPadding:o,tickFormat:a,tickRotate:l,fontVariant:u,ariaLabel:c,ariaDescription:d,label:p=n.label,labelAnchor:f,labelArrow:m=n.labelArrow,labelOffset:g}){return{anchor:e,line:t,ticks:r,tickSize:i,tickSpacing:s,tickPadding:o,tickFormat:a,tickRotate:l,fontVariant:u,ariaLabel:c,ariaDescription:d,label:p,labelAnchor:f,labelArrow:m,labelOffset:g}}function QO(e){let{anchor:n,line:t}=e;return{anchor:n,facetAnchor:n+"-empty",stroke:t===!0?void 0:t}}function eI(e,{stroke:n=xa(e)?e:void 0,ticks:t=tI(e)?e:void 0,tickSpacing:r,ariaLabel:i,ariaDescription:s}){return{stroke:n,ticks:t,tickSpacing:r,ariaLabel:i,ariaDescription:s}}function tI(e){switch(typeof e){case"number":return!0;case"string":return!xa(e)}return nn(e)||typeof e?.range=="function"}function uf(e,n){let t=`${n}-axis `;return e.some(r=>r.ariaLabel?.startsWith(t))}function fR(e,n){for(let t of n)for(let r in t.channels){let{scale:i}=t.channels[r];if(i===e||i==="projection")return!0}return!1}function nI(e,n){for(let t in e){let r=e[t],i=n[t];r.label===void 0&&i&&(r.label=i.label)}return e}function rI({fx:e,fy:n},t){let{marginTop:r,marginRight:i,marginBottom:s,marginLeft:o,width:a,height:l}=Nd(t),u=e&&hR(e),c=n&&hR(n);return{marginTop:n?c[0]:r,marginRight:e?a-u[1]:i,marginBottom:n?l-c[1]:s,marginLeft:e?u[0]:o,inset:{marginTop:t.marginTop,marginRight:t.marginRight,marginBottom:t.marginBottom,marginLeft:t.marginLeft},width:a,height:l}}function hR(e){let n=e.domain();if(n.length===0)return[0,e.bandwidth()];let t=e(n[0]),r=e(n[n.length-1]);return r<t&&([t,r]=[r,t]),[t,r+e.bandwidth()]}var iI=new Map([["basis",vk],["basis-closed",wk],["basis-open",$k],["bundle",Sk],["bump-x",dk],["bump-y",fk],["cardinal",kk],["cardinal-closed",Tk],["cardinal-open",Ck],["catmull-rom",Ek],["catmull-rom-closed",Ak],["catmull-rom-open",Dk],["linear",so],["linear-closed",Nk],["monotone-x",zk],["monotone-y",Bk],["natural",Vk],["step",Fk],["step-after",jk],["step-before",Kk]]);function Iy(e=so,n){if(typeof e=="function")return e;let t=iI.get(`${e}`.toLowerCase());if(!t)throw new Error(`unknown curve: ${e}`);if(n!==void 0){if("beta"in t)return t.beta(n);if("tension"in t)return t.tension(n);if("alpha"in t)return t.alpha(n)}return t}function gR(e=Lu,n){return typeof e!="function"&&`${e}`.toLowerCase()==="auto"?Lu:Iy(e,n)}function Lu(e){return so(e)}function sI(e={y:"count"},n={}){[e,n]=lI(e,n);let{x:t,y:r}=n;return aI(uI(t,n,Te),null,null,r,e,Da(n))}function oI(e,n,t={}){if(t?.interval==null)return t;let{reduce:r=Ad}=t,i={filter:null};return t[n]!=null&&(i[n]=r),t[`${n}1`]!=null&&(i[`${n}1`]=r),t[`${n}2`]!=null&&(i[`${n}2`]=r),e(i,t)}function cf(e={}){return oI(sI,"y",go(e,"x"))}function aI(e,n,t,r,{data:i=Hv,filter:s=wu,sort:o,reverse:a,...l}={},u={}){e=bR(e),n=bR(n),l=pI(l,u),i=xR(i,Te),o=o==null?void 0:yR("sort",o,u),s=s==null?void 0:wR("filter",s,u),t!=null&&xu(l,"x","x1","x2")&&(t=null),r!=null&&xu(l,"y","y1","y2")&&(r=null);let[c,d]=In(e),[p,f]=In(e),[m,g]=In(n),[v,b]=In(n),[w,$]=t!=null?[t,"x"]:r!=null?[r,"y"]:[],[x,T]=In(w),{x:_,y:S,z:C,fill:A,stroke:N,x1:M,x2:L,y1:q,y2:I,domain:P,cumulative:F,thresholds:B,interval:Q,...H}=u,[j,W]=In(C),[J]=tn(A),[R]=tn(N),[X,oe]=In(J),[be,Y]=In(R);return{..."z"in u&&{z:j||C},..."fill"in u&&{fill:X||A},..."stroke"in u&&{stroke:be||N},...mo(H,(ae,O,G)=>{let Z=yu(qe(ae,w),G?.[$]),D=qe(ae,C),we=qe(ae,J),te=qe(ae,R),$e=P2(l,{z:D,fill:we,stroke:te}),Fe=[],Dt=[],Vi=Z&&T([]),Ts=D&&W([]),r6=we&&oe([]),i6=te&&Y([]),X0=e&&d([]),s6=e&&f([]),J0=n&&g([]),o6=n&&b([]),a6=hI(e,n,ae),l6=0;for(let Eo of l)Eo.initialize(ae);o&&o.initialize(ae),s&&s.initialize(ae);for(let Eo of O){let Z0=[];for(let Po of l)Po.scope("facet",Eo);o&&o.scope("facet",Eo),s&&s.scope("facet",Eo);for(let[Po,u6]of Bv(Eo,$e))for(let[c6,Bc]of Bv(u6,Z))for(let[cr,si]of a6(Bc))if($e&&(si.z=Po),!(s&&!s.reduce(cr,si))){Z0.push(l6++),Dt.push(i.reduceIndex(cr,ae,si)),Z&&Vi.push(c6),D&&Ts.push($e===D?Po:D[(cr.length>0?cr:Bc)[0]]),we&&r6.push($e===we?Po:we[(cr.length>0?cr:Bc)[0]]),te&&i6.push($e===te?Po:te[(cr.length>0?cr:Bc)[0]]),X0&&(X0.push(si.x1),s6.push(si.x2)),J0&&(J0.push(si.y1),o6.push(si.y2));for(let p6 of l)p6.reduce(cr,si);o&&o.reduce(cr,si)}Fe.push(Z0)}return A2(Fe,o,a),{data:Dt,facets:Fe}}),...!xu(l,"x")&&(c?{x1:c,x2:p,x:vu(c,p)}:{x:_,x1:M,x2:L}),...!xu(l,"y")&&(m?{y1:m,y2:v,y:vu(m,v)}:{y:S,y1:q,y2:I}),...x&&{[$]:x},...Object.fromEntries(l.map(({name:ae,output:O})=>[ae,O]))}}function lI({cumulative:e,domain:n,thresholds:t,interval:r,...i},s){return[i,{cumulative:e,domain:n,thresholds:t,interval:r,...s}]}function uI(e,{cumulative:n,domain:t,thresholds:r,interval:i},s){return e={...zr(e)},e.domain===void 0&&(e.domain=t),e.cumulative===void 0&&(e.cumulative=n),e.thresholds===void 0&&(e.thresholds=r),e.interval===void 0&&(e.interval=i),e.value===void 0&&(e.value=s),e.thresholds=cI(e.thresholds,e.interval),e}function bR(e){if(e==null)return;let{value:n,cumulative:t,domain:r=At,thresholds:i}=e,s=o=>{let a=qe(o,n),l;if(at(a)||fI(i)){a=Ne(a,Tv,Float64Array);let[c,d]=typeof r=="function"?r(a):r,p=typeof i=="function"&&!us(i)?i(a,c,d):i;typeof p=="number"&&(p=ed(c,d,p)),us(p)&&(r===At&&(c=p.floor(c),d=p.offset(p.floor(d))),p=p.range(c,p.offset(d))),l=p}else{a=Nr(a);let[c,d]=typeof r=="function"?r(a):r,p=typeof i=="function"&&!us(i)?i(a,c,d):i;if(typeof p=="number")if(r===At){let f=qo(c,d,p);if(isFinite(f))if(f>0){let m=Math.round(c/f),g=Math.round(d/f);m*f<=c||--m,g*f>d||++g;let v=g-m+1;p=new Float64Array(v);for(let b=0;b<v;++b)p[b]=(m+b)*f}else if(f<0){f=-f;let m=Math.round(c*f),g=Math.round(d*f);m/f<=c||--m,g/f>d||++g;let v=g-m+1;p=new Float64Array(v);for(let b=0;b<v;++b)p[b]=(m+b)/f}else p=[c];else p=[c]}else p=Xi(c,d,p);else us(p)&&(r===At&&(c=p.floor(c),d=p.offset(p.floor(d))),p=p.range(c,p.offset(d)));l=p}let u=[];if(l.length===1)u.push([l[0],l[0]]);else for(let c=1;c<l.length;++c)u.push([l[c-1],l[c]]);return u.bin=(t<0?gI:t>0?mI:zy)(u,l,a),u};return s.label=sr(n),s}function cI(e,n,t=vR){if(e===void 0)return n===void 0?t:Ir(n);if(typeof e=="string"){switch(e.toLowerCase()){case"freedman-diaconis":return F$;case"scott":return bm;case"sturges":return I$;case"auto":return vR}return gu(e)}return e}function pI(e,n){return E2(e,n,yR)}function yR(e,n,t){return Iv(e,n,t,wR)}function wR(e,n,t){return zv(e,n,t,xR)}function xR(e,n){return $u(e,n,dI)}function dI(e){switch(`${e}`.toLowerCase()){case"x":return bI;case"x1":return yI;case"x2":return wI;case"y":return vI;case"y1":return xI;case"y2":return $I;case"z":return M2}throw new Error(`invalid bin reduce: ${e}`)}function vR(e,n,t){return Math.min(200,bm(e,n,t))}function fI(e){return u2(e)||nn(e)&&at(e)}function hI(e,n,t){let r=e?.(t),i=n?.(t);return r&&i?function*(s){let o=r.bin(s);for(let[a,[l,u]]of r.entries()){let c=i.bin(o[a]);for(let[d,[p,f]]of i.entries())yield[c[d],{data:t,x1:l,y1:p,x2:u,y2:f}]}}:r?function*(s){let o=r.bin(s);for(let[a,[l,u]]of r.entries())yield[o[a],{data:t,x1:l,x2:u}]}:function*(s){let o=i.bin(s);for(let[a,[l,u]]of i.entries())yield[o[a],{data:t,y1:l,y2:u}]}}function zy(e,n,t){return n=Nr(n),r=>{let i=e.map(()=>[]);for(let s of r)i[Go(n,t[s])-1]?.push(s);return i}}function mI(e,n,t){let r=zy(e,n,t);return i=>{let s=r(i);for(let o=1,a=s.length;o<a;++o){let l=s[o-1],u=s[o];for(let c of l)u.push(c)}return s}}function gI(e,n,t){let r=zy(e,n,t);return i=>{let s=r(i);for(let o=s.length-2;o>=0;--o){let a=s[o+1],l=s[o];for(let u of a)l.push(u)}return s}}function $R(e,n){let t=(+e+ +n)/2;return e instanceof Date?new Date(t):t}var bI={reduceIndex(e,n,{x1:t,x2:r}){return $R(t,r)}},vI={reduceIndex(e,n,{y1:t,y2:r}){return $R(t,r)}},yI={reduceIndex(e,n,{x1:t}){return t}},wI={reduceIndex(e,n,{x2:t}){return t}},xI={reduceIndex(e,n,{y1:t}){return t}},$I={reduceIndex(e,n,{y2:t}){return t}};var SI={ariaLabel:"area",strokeWidth:1,strokeLinecap:"round",strokeLinejoin:"round",strokeMiterlimit:1},pf=class extends Ce{constructor(n,t={}){let{x1:r,y1:i,x2:s,y2:o,z:a,curve:l,tension:u}=t;super(n,{x1:{value:r,scale:"x"},y1:{value:i,scale:"y"},x2:{value:s,scale:"x",optional:!0},y2:{value:o,scale:"y",optional:!0},z:{value:ya(t),optional:!0}},t,SI),this.z=a,this.curve=Iy(l,u)}filter(n){return n}render(n,t,r,i,s){let{x1:o,y1:a,x2:l=o,y2:u=a}=r;return ge("svg:g",s).call(Ye,this,i,s).call(Xe,this,t,0,0).call(c=>c.selectAll().data(jd(n,[o,a,l,u],this,r)).enter().append("path").call(Ue,this).call(Kd,this,r).attr("d",ck().curve(this.curve).defined(d=>d>=0).x0(d=>o[d]).y0(d=>a[d]).x1(d=>l[d]).y1(d=>u[d]))).node()}};function Pi(e,n){let{x:t=nr,...r}=cf(n);return new pf(e,Ha(Ba({...r,x1:t,x2:void 0},t===nr?"y2":"y")))}var kI={ariaLabel:"bar"},By=class extends Ce{constructor(n,t,r={},i=kI){super(n,t,r,i),Eu(this,r),Pu(this,r)}render(n,t,r,i,s){let{rx:o,ry:a,rx1y1:l,rx1y2:u,rx2y1:c,rx2y2:d}=this,p=this._x(t,r,i),f=this._y(t,r,i),m=this._width(t,r,i),g=this._height(t,r,i);return ge("svg:g",s).call(Ye,this,i,s).call(this._transform,this,t).call(v=>v.selectAll().data(n).enter().call(l||u||c||d?b=>b.append("path").call(Ue,this).call(Au,p,f,_R(p,m),_R(f,g),this).call(gt,this,r):b=>b.append("rect").call(Ue,this).attr("x",p).attr("width",m).attr("y",f).attr("height",g).call(ne,"rx",o).call(ne,"ry",a).call(gt,this,r))).node()}_x(n,{x:t},{marginLeft:r}){let{insetLeft:i}=this;return t?s=>t[s]+i:r+i}_y(n,{y:t},{marginTop:r}){let{insetTop:i}=this;return t?s=>t[s]+i:r+i}_width({x:n},{x:t},{marginRight:r,marginLeft:i,width:s}){let{insetLeft:o,insetRight:a}=this,l=t&&n?n.bandwidth():s-r-i;return Math.max(0,l-o-a)}_height({y:n},{y:t},{marginTop:r,marginBottom:i,height:s}){let{insetTop:o,insetBottom:a}=this,l=t&&n?n.bandwidth():s-r-i;return Math.max(0,l-o-a)}};function _R(e,n){return typeof e=="function"&&typeof n=="function"?t=>e(t)+n(t):typeof e=="function"?t=>e(t)+n:typeof n=="function"?t=>e+n(t):e+n}var df=class extends By{constructor(n,t={},r){let{x:i,y1:s,y2:o}=t;super(n,{y1:{value:s,scale:"y"},y2:{value:o,scale:"y"},x:{value:i,scale:"x",type:"band",optional:!0}},t,r)}_transform(n,t,{y:r}){n.call(Xe,t,{y:r},0,0)}_y({y:n},{y1:t,y2:r},{marginTop:i}){let{insetTop:s}=this;return or(n)?i+s:o=>Math.min(t[o],r[o])+s}_height({y:n},{y1:t,y2:r},{marginTop:i,marginBottom:s,height:o}){let{insetTop:a,insetBottom:l}=this;return or(n)?o-i-s-a-l:u=>Math.max(0,Math.abs(r[u]-t[u])-a-l)}};function Hy(e,n={}){return Sd(n)||(n={...n,x:nr,y2:Te}),new df(e,Ha(Gd(Ba(n))))}var TI={ariaLabel:"dot",fill:"none",stroke:"currentColor",strokeWidth:1.5};function CI(e){return e.sort===void 0&&e.reverse===void 0?T2({channel:"-r"},e):e}var ff=class extends Ce{constructor(n,t={}){let{x:r,y:i,r:s,rotate:o,symbol:a=oo,frameAnchor:l}=t,[u,c]=et(o,0),[d,p]=_2(a),[f,m]=et(s,d==null?3:4.5);super(n,{x:{value:r,scale:"x",optional:!0},y:{value:i,scale:"y",optional:!0},r:{value:f,scale:"r",filter:lo,optional:!0},rotate:{value:u,optional:!0},symbol:{value:d,scale:"auto",optional:!0}},CI(t),TI),this.r=m,this.rotate=c,this.symbol=p,this.frameAnchor=cs(l);let{channels:g}=this,{symbol:v}=g;if(v){let{fill:b,stroke:w}=g;v.hint={fill:b?b.value===v.value?"color":"currentColor":this.fill??"currentColor",stroke:w?w.value===v.value?"color":"currentColor":this.stroke??"none"}}}render(n,t,r,i,s){let{x:o,y:a}=t,{x:l,y:u,r:c,rotate:d,symbol:p}=r,{r:f,rotate:m,symbol:g}=this,[v,b]=Vr(this,i),w=g===oo,$=c?void 0:f*f*Math.PI;return da(f)&&(n=[]),ge("svg:g",s).call(Ye,this,i,s).call(Xe,this,{x:l&&o,y:u&&a}).call(x=>x.selectAll().data(n).enter().append(w?"circle":"path").call(Ue,this).call(w?T=>{T.attr("cx",l?_=>l[_]:v).attr("cy",u?_=>u[_]:b).attr("r",c?_=>c[_]:f)}:T=>{T.attr("transform",La`translate(${l?_=>l[_]:v},${u?_=>u[_]:b})${d?_=>` rotate(${d[_]})`:m?` rotate(${m})`:""}`).attr("d",c&&p?_=>{let S=Sr();return p[_].draw(S,c[_]*c[_]*Math.PI),S}:c?_=>{let S=Sr();return g.draw(S,c[_]*c[_]*Math.PI),S}:p?_=>{let S=Sr();return p[_].draw(S,$),S}:(()=>{let _=Sr();return g.draw(_,$),_})())}).call(gt,this,r)).node()}};function nt(e,{x:n,y:t,...r}={}){return r.frameAnchor===void 0&&([n,t]=ir(n,t)),new ff(e,{...r,x:n,y:t})}var RI={ariaLabel:"line",fill:"none",stroke:"currentColor",strokeWidth:1.5,strokeLinecap:"round",strokeLinejoin:"round",strokeMiterlimit:1},Nu=class extends Ce{constructor(n,t={}){let{x:r,y:i,z:s,curve:o,tension:a}=t;super(n,{x:{value:r,scale:"x"},y:{value:i,scale:"y"},z:{value:ya(t),optional:!0}},t,RI),this.z=s,this.curve=gR(o,a),bo(this,t)}filter(n){return n}project(n,t,r){this.curve!==Lu&&super.project(n,t,r)}render(n,t,r,i,s){let{x:o,y:a}=r,{curve:l}=this;return ge("svg:g",s).call(Ye,this,i,s).call(Xe,this,t).call(u=>u.selectAll().data(jd(n,[o,a],this,r)).enter().append("path").call(Ue,this).call(Kd,this,r).call(QT,this,r,s).attr("d",l===Lu&&s.projection?EI(s.path(),o,a):Xb().curve(l).defined(c=>c>=0).x(c=>o[c]).y(c=>a[c]))).node()}};function EI(e,n,t){return n=Nr(n),t=Nr(t),r=>{let i=[],s=[i];for(let o of r)o===-1?(i=[],s.push(i)):i.push([n[o],t[o]]);return e({type:"MultiLineString",coordinates:s})}}function lr(e,{x:n,y:t,...r}={}){return[n,t]=ir(n,t),new Nu(e,{...r,x:n,y:t})}function Bn(e,{x:n=nr,y:t=Te,...r}={}){return new Nu(e,cf({...r,x:n,y:t}))}var PI={ariaLabel:"tick",fill:null,stroke:"currentColor"},Vy=class extends Ce{constructor(n,t,r){super(n,t,r,PI),bo(this,r)}render(n,t,r,i,s){return ge("svg:g",s).call(Ye,this,i,s).call(this._transform,this,t).call(o=>o.selectAll().data(n).enter().append("line").call(Ue,this).attr("x1",this._x1(t,r,i)).attr("x2",this._x2(t,r,i)).attr("y1",this._y1(t,r,i)).attr("y2",this._y2(t,r,i)).call(gt,this,r).call(Cu,this,r,s)).node()}};var hf=class extends Vy{constructor(n,t={}){let{x:r,y:i,inset:s=0,insetRight:o=s,insetLeft:a=s}=t;super(n,{y:{value:i,scale:"y"},x:{value:r,scale:"x",type:"band",optional:!0}},t),this.insetRight=Ge(o),this.insetLeft=Ge(a)}_transform(n,t,{y:r}){n.call(Xe,t,{y:r},0,mt)}_x1({x:n},{x:t},{marginLeft:r}){let{insetLeft:i}=this;return t&&n?s=>t[s]+i:r+i}_x2({x:n},{x:t},{width:r,marginRight:i}){let{insetRight:s}=this;return t&&n?o=>t[o]+n.bandwidth()-s:r-i-s}_y1(n,{y:t}){return r=>t[r]}_y2(n,{y:t}){return r=>t[r]}};function mf(e,{y:n=Te,...t}={}){return new hf(e,{...t,y:n})}Ce.prototype.plot=function({marks:e=[],...n}={}){return Re({...n,marks:[...e,this]})};function AI(e){return/(s|x|z|ch|sh)$/.test(e)?e+"es":e+"s"}function SR(e,n){let t=i=>typeof i=="string"&&/^[a-z][a-z ]*$/i.test(i),r=t(n?.key)?n.key:t(e?.bias?.key)?e.bias.key:"row";return{one:r,many:AI(r)}}function Ht(e){return`${Number((e*100).toPrecision(3))}%`}var Va=me;function Fr(e){return e==="points"||e==="percent"?Va:ye}function Ai(e,n="value"){return n==="points"||n==="percent"?Fa(e,Va(e))+" pp":Fa(e,ye(e))}function Tt(e,n,t=ye){return Me(e)&&Me(n)?`[${t(e)}, ${t(n)}]`:""}function Wt(e,n="value"){return Me(e)?n==="points"?`${Va(e)} pp`:ye(e):"\u2014"}function gf(e,n){return e==="fcr"?"FCR-adjusted interval (Benjamini-Yekutieli: it holds for the rows selected, all at once)":`marginal ${Ht(n)} interval (this row alone)`}function Vn(e,n){return Me(n)?e==="percent"?De(n):e==="points"?`${Va(n)} pp`:e==="count"?E(n):ye(n):"\u2014"}function bf(e){let n=e.change;if(!Me(n))return"\u2014";let t,r;return e.format==="percent"||e.format==="points"?(t=Fa(n,Va(n))+" pp",r=Tt(e.lower,e.upper,Va)):e.format==="count"?(t=Fa(n,E(n).replace(/^-/,"\u2212")),r=Tt(e.lower,e.upper,i=>E(i).replace(/^-/,"\u2212"))):(t=Ai(n),r=Tt(e.lower,e.upper)),r?`${t} ${r}`:t}function kR(e){return Object.entries(e).filter(([,n])=>n!=null&&n!=="").map(([n,t])=>`${n}=${typeof t=="object"?JSON.stringify(t):String(t)}`).join(", ")}function Fa(e,n){return e>0?"+"+n:n}var TR={rose:"rose",fell:"fell",no_significant_change:"no significant change",undetermined:"undetermined"};function Fy(e,n){return bf({format:e,change:n.change,lower:n.lower,upper:n.upper})}function CR(e){let n=`${e.group}: ${e.value} ${Vn(e.format,e.value_a)} \u2192 ${Vn(e.format,e.value_b)} (${Fy(e.format,e)})`;return e.significant?n:`${n} (not significant)`}var MI={identity:"The identity (a label used as a group)",group:"The group",count:"Examples counted (c(x): with the identity)",count_label:"Examples with both the identity and this label (c(x, y))",rate:"The share p(y | x): of the examples with the identity, those with the label",n:"Examples (people, queries) in the group",hits:"Examples with the label in the group",value:"The metric of this identity or group",gap:"This group minus the others",expected:"The count expected if prediction did not depend on the group",correct:"Whether the predicted label is the correct one",p_value:"The test of this group against the others (two-sided)",mde:"The smallest gap from the others' rate this test detects (minimum detectable effect, at the server's power and level)",more_examples:"How many more examples of this group the test would need to see the smallest gap that matters (min_gap)",significant:"A Benjamini-Hochberg discovery at the FDR in use",label:"The label",type:"The type of harm",class:"The class"};function Vt(e){return typeof e=="number"&&Number.isFinite(e)}function RR(e,n,t){let r=n.filter(i=>i!=null);return r.length>0&&r.every(i=>typeof i=="boolean")?"flag":r.some(i=>typeof i=="string")?"text":t==="percent"||t==="points"||t==="count"||t==="p"?t:e==="p_value"?"p":r.length>0&&r.every(i=>Vt(i)&&Number.isInteger(i))?"count":"number"}function DI(e,n){return e==="count"?E(n):e==="p"?We(n):e==="percent"?`${me(n)}%`:e==="points"?`${me(n)} pp`:ye(n)}function LI(e,n,t){return e==="percent"?`[${me(n)}%, ${me(t)}%]`:e==="points"?`[${me(n)}, ${me(t)}] pp`:`[${ye(n)}, ${ye(t)}]`}function NI(e,n){return n==null?{text:"",value:null,title:"undefined"}:typeof n=="boolean"?{text:n?"\u2713":"",value:n,title:n?"yes":"no"}:typeof n=="string"?{text:n,value:n,title:n}:typeof n!="number"?{text:String(n),value:String(n),title:String(n)}:Number.isFinite(n)?{text:DI(e,n),value:n,title:String(n)}:{text:"undefined",value:null,title:"undefined"}}function OI(e,n){let t=[...n].sort().join("\0");return e?.tables.find(r=>[...r.columns].sort().join("\0")===t)?.title??null}function ER(e,n,t=null,r={}){let i=$=>e.rows.map(x=>x[$]),s=t?.bias.key||null,o=$=>$===s&&e.rows.length>0&&i($).every(x=>x===n),a=e.columns.filter($=>!o($)),l=e.formats??{},u=a.indexOf("lower"),c=a.indexOf("upper"),d=u>0&&c===u+1,p=d?a[u-1]:null,f=p?RR(p,i(p),l[p]??l.lower):"number",m=null;if(d){let $=e.rows.flatMap(x=>[x.lower,x.upper,p?x[p]:null]).filter(Vt);if($.length>0){let x=Math.min(...$),T=Math.max(...$);x>=0&&T<=1&&(x=0),x===T&&(T=x+1),m=[x,T]}}let g=$=>m?($-m[0])/(m[1]-m[0]):0,v=[],b=[];return a.forEach(($,x)=>{if(d&&x===c)return;if(d&&x===u){v.push({name:"interval",head:r.interval??"interval",title:`The interval of ${p} [lower, upper], drawn on one scale for every row`,kind:"interval"}),b.push(_=>{let S=_.lower,C=_.upper,A=p?_[p]:null;return!Vt(S)||!Vt(C)?{text:"",value:null,title:"no interval",whisker:null,lower:null,upper:null}:{text:LI(f,S,C),value:S,title:`[${S}, ${C}]`,whisker:{lo:g(S),hi:g(C),mid:Vt(A)?g(A):null},lower:S,upper:C}});return}let T=RR($,i($),l[$]);v.push({name:$,head:r[$]??$,title:MI[$]??$,kind:T}),b.push(_=>NI(T,_[$]))}),{caption:OI(t,e.columns)??(e.columns.includes("identity")?"Counts per identity":"Per group"),columns:v,rows:e.rows.map($=>b.map(x=>x($))),scale:m,estimate:p}}function PR(e,n){if(!e)return"";let t=[];for(let[r,i]of Object.entries(e)){if(i===n||i===null||i===void 0)continue;let s;if(typeof i=="number")s=Number.isInteger(i)?E(i):ye(i);else if(typeof i=="string")s=i;else if(typeof i=="boolean")s=i?"yes":"no";else if(Array.isArray(i)&&i.every(o=>typeof o=="string"||typeof o=="number"))s=i.join(" & ");else continue;t.push(`${r} ${s}`)}return t.join(" \xB7 ")}function II(e,n){let t=new Map(n.map((r,i)=>[r,i]));return e.map((r,i)=>({r,i})).sort((r,i)=>(t.get(r.r.run)??n.length+r.i)-(t.get(i.r.run)??n.length+i.i)).map(r=>r.r)}function AR(e,n){let t=II(e.runs,n),r=t.flatMap(l=>[l.bias,l.upper]).filter(Vt),i=r.length?Math.max(...r):1;i>0||(i=1);let s=Math.min(0,...r),o=l=>(l-s)/(i-s);return{bars:t.map(l=>{let u=Vt(l.bias);return{...l,present:u,inReport:l.present!==!1,current:l.run===e.run,at:u?{bias:o(l.bias),lower:Vt(l.lower)?o(l.lower):null,upper:Vt(l.upper)?o(l.upper):null}:null}}),domain:[s,i]}}function Ky(e){let n=[...e.steps].sort((s,o)=>s.step-o.step),t=[],r=[],i=0;for(let s of n){if(!Vt(s.bias)){r.push(s.step),i++;continue}t.push({step:s.step,wall_time:s.wall_time,value:Vt(s.value)?s.value:null,bias:s.bias,lower:Vt(s.lower)?s.lower:null,upper:Vt(s.upper)?s.upper:null,segment:i,current:s.step===e.step})}return{dots:t,missing:r,current:e.step}}function vf(e,n="not in this run",t="value"){if(!Vt(e.bias))return n;let r=t==="points"?me:ye,i=Vt(e.lower)&&Vt(e.upper)?` [${r(e.lower)}, ${r(e.upper)}]`:"";return`${r(e.bias)}${t==="points"?" pp":""}${i}`}function MR(e,n=6){if(e.length===0)return"";let t=e.slice(0,n).join(", "),r=e.length>n?` and ${e.length-n} more`:"";return`step${e.length>1?"s":""} ${t}${r}`}function DR(e){let n=Object.keys(e.options).sort().map(t=>[t,e.options[t]]);return JSON.stringify([e.tag,e.run,e.step,e.key,n,e.vs?[e.vs.run,e.vs.step]:null])}var LR="drill";function yf(e){let n=[];return ee(n,LR,e),n}function wf(e){let n=Pe(e).get(LR);return n===void 0||n===""?null:n}function zI(e){if(!(e>0)||!Number.isFinite(e))return 1;let n=10**Math.floor(Math.log10(e)),t=e/n;return(t<1.5?1:t<3.5?2:t<7.5?5:10)*n}function NR(e){return Number(e.toPrecision(12))}var BI=e=>e.filter(n=>typeof n=="number"&&Number.isFinite(n));function Kr(e,n=[],t=[],r={}){let i=BI([...e,...n,...t]);if(i.length===0)return null;let s=Math.min(...i),o=Math.max(...i),a=s,l=o;r.zero&&(s=Math.min(s,0),o=Math.max(o,0));let u=r.clamp,c=r.minSpan??(u?(u[1]-u[0])*.02:Math.max(Math.abs(s),Math.abs(o),1e-9)*.02);if(o-s<c){let f=(s+o)/2;s=f-c/2,o=f+c/2,r.zero&&a>=0&&(s=0,o=Math.max(o,c))}let d=(o-s)*(r.pad??.05);r.zero&&s===0||(s-=d),r.zero&&o===0||(o+=d);let p=zI((o-s)/(r.steps??10));return s=NR(Math.floor(s/p+1e-9)*p),o=NR(Math.ceil(o/p-1e-9)*p),u&&(s=Math.max(s,Math.min(u[0],a)),o=Math.min(o,Math.max(u[1],l))),[s,o]}function Ou(e,n){let t=(n-e)/5;return!(t>0)||t>=.01?".0%":t>=.001?".1%":".2%"}function Mi(e,n){let t=0;for(let r of e)"iljtfrI1.,:;|!'()[] ".includes(r)?t+=.32:"mwMW@%&".includes(r)?t+=.9:r>="A"&&r<="Z"?t+=.68:t+=.58;return t*n}function jy(e,n,t){if(t(e)<=n)return e;let r=[...e],i=0,s=r.length;for(;i<s;){let o=Math.ceil((i+s)/2);t(r.slice(0,o).join("")+"\u2026")<=n?i=o:s=o-1}return r.slice(0,Math.max(1,i)).join("").trimEnd()+"\u2026"}function OR(e){let n=e.map(s=>s.split(" & ").map(o=>[o.slice(0,o.indexOf("=")),o.slice(o.indexOf("=")+1)])),t=n[0]?.map(([s])=>s)??[],r=e.length>0&&n.every((s,o)=>s.length===t.length&&s.every(([a],l)=>a!==""&&a===t[l]&&e[o].split(" & ")[l].includes("="))),i=r?n.map(s=>s.map(([,o])=>o).join(" & ")):[...e];return!r||new Set(i).size!==i.length||i.some(s=>s==="")?{labels:[...e],title:null}:{labels:i,title:t.join(" & ")}}function IR(e,n,t,r={}){let i=r.measure??(g=>Mi(g,t)),s=r.maxLabelPx??120,o=r.marginLeft??44,a=Math.max(1,e.length),l=n/a,u=t*1.35,c=Math.ceil(10+t*1.6);if(Math.max(0,...e.map(i))+8<=l)return{rotate:0,labels:[...e],truncated:!1,marginBottom:c,marginLeft:o,plotWidth:n};let p=e.map(g=>jy(g,s,i)),f=p.some((g,v)=>g!==e[v]),m=Math.max(0,...p.map(i));if(l*Math.SQRT1_2>=u*1.1){let g=Math.ceil((m+t)*Math.SQRT1_2);return{rotate:-45,labels:p,truncated:f,marginBottom:Math.ceil(12+g),marginLeft:Math.max(o,Math.ceil(g-l/2+4)),plotWidth:n}}return{rotate:-90,labels:p,truncated:f,marginBottom:Math.ceil(14+m),marginLeft:o,plotWidth:Math.max(n,Math.ceil(a*u))}}var HI=["report","compare","trend","runs"],qy="mode",Mt="cmp_",gn="trend_",jr="runs_";function VI(e){return HI.includes(e??"")?e:"report"}function zR(e,n){let t={mode:"report",view:[],compare:[],trend:[],runs:[]};for(let[r,i]of e){let s=r.slice(n.length);s===qy?t.mode=VI(i):s.startsWith(Mt)?t.compare.push([r,i]):s.startsWith(gn)?t.trend.push([r,i]):s.startsWith(jr)?t.runs.push([r,i]):t.view.push([r,i])}return t}function BR(e,n,t){let r={};for(let[i,s]of e){let o=i.slice(n.length);t.includes(o)&&s!==""&&(r[o]=s)}return r}function HR(e,n,t){return Object.keys(e).filter(r=>e[r][n]?.kind===t).sort()}function VR(e,n){let t=new Set;for(let r of Object.values(e))for(let[i,s]of Object.entries(r))n.includes(s.kind)&&t.add(i);return[...t].sort()}function Di(e,n){return e.fdr??Ke(n,"fdr")}function FI(e,n,t,r,i,s,o){let a=i===null&&typeof n=="number"&&Number.isFinite(n),l=a&&typeof s=="number"&&Number.isFinite(s);return{n:e,value:a?n:null,lower:a?t:null,upper:a?r:null,state:a?null:i??"undefined",p:l?s:null,significant:l&&o===!0,lowPower:null}}function KI(e){return e.reduce((n,t)=>n+t.filter(r=>r.significant).length,0)}function jI(e,n){let t=[];for(let r=0;r<n;r++){let i=0,s=0;for(let o of e){let a=o[r]?.value;typeof a=="number"&&(i+=a,s++)}t.push({value:s?i/s:null,lower:null,upper:null,classes:s})}return t}function qI(e,n){let t=r=>typeof r=="number"&&Number.isFinite(r)?r:null;return e.map((r,i)=>{let s=n.find(o=>o.group===r)??n[i];return s?{value:t(s.value),lower:t(s.lower),upper:t(s.upper),classes:s.classes}:{value:null,lower:null,upper:null,classes:0}})}function xf(e,n,t){let r=cn(e),i=e.classes.map((s,o)=>e.groups.map((a,l)=>{let u=FI(e.n[o][l],n.value[o][l],n.lower[o][l],n.upper[o][l],e.state[o][l],e.p_value?.[o]?.[l],e.significant?.[o]?.[l]);return r&&u.p!==null&&!u.significant&&e.underpowered?.[o]?.[l]===!0&&(u.lowPower=hr({mde:e.mde?.[o]?.[l]??null,more:e.more_examples?.[o]?.[l]??null,underpowered:!0},r)),u}));return{power:r,lowPowerCells:i.reduce((s,o)=>s+o.filter(a=>a.lowPower!==null).length,0),classes:e.classes,groups:e.groups,cells:i,macro:n.macro?qI(e.groups,n.macro):jI(i,e.groups.length),minCount:e.min_count,fdr:Di(e,t),significantCells:KI(i)}}function Uy(e){return e.cells.reduce((n,t)=>n+t.filter(r=>r.p!==null).length,0)}function FR(e,n,t){let r=t?"Wald test of this group's mAR against the rest of the class's groups pooled":"pooled two-proportion z-test of this group's rate against the rest of the class's groups pooled";return e.p!==null?{text:qi(e.p),title:`p = ${e.p} (${r})`}:e.state!==null?{text:"",title:`No p-value: ${e.state}`}:{text:"p \u2014",title:`No p-value: the rest of the class's groups has fewer than min_count = ${n} people, or nothing varies (${r})`}}function KR(e,n){return{q:e.fdr,significant:e.significantCells,tested:Uy(e),unit:"cell",what:`each cell tests whether its group's ${n?"mAR (Wald)":"rate"} differs from the rest of the class's groups pooled`}}function $f(e,n){return e.state==="insufficient"?`n=${e.n} < ${n}`:e.state==="undefined"?e.n===0?"nobody":"undefined":""}function wo(e,n,t){let r=s=>(s*100).toFixed(1),i=n!==null&&t!==null?` [${r(n)}, ${r(t)}]`:"";return`${r(e)}%${i}`}function Li(e,n,t){let r=s=>(s*100).toFixed(1).replace(/^-/,"\u2212"),i=n!==null&&t!==null?` [${r(n)}, ${r(t)}]`:"";return`${e>0?"+":""}${r(e)} pp${i}`}var Gy="mean AR",Wy="mean AR (mAR) is the average recall over the IoU thresholds 0.5 to 0.95: at each, the share of the group's people detected with an IoU at least the threshold";function jR(e,n){let r=`the ${n==="mAR"?Gy:n} of this group on each class (export: value, with its interval lower to upper), n = its examples (n), p = the test of this group against the class's other groups pooled (p_value)`+(n==="mAR"?`; ${Wy}`:"");return st(e,"group",r)}var _f=["class","n_a","n_b","value_a","value_b","gap","bound","p_value"];function Sf(e){return e==="class"||e==="p_value"?"asc":"desc"}function qR(e,n,t){let r=Array.from({length:e.rows},(a,l)=>l),i=t==="asc"?1:-1;if(n==="class"){let a=e.columns.class;return r.sort((l,u)=>a[l]<a[u]?-i:a[l]>a[u]?i:l-u)}let s=e.columns[n]??[],o=a=>{let l=s[a];return(n==="gap"||n==="bound"||n==="p_value")&&e.states.gap[a]!==null?NaN:typeof l=="number"&&Number.isFinite(l)?l:NaN};return r.sort((a,l)=>{let u=o(a),c=o(l),d=Number.isNaN(u),p=Number.isNaN(c);return d||p?d&&p?a-l:d?1:-1:u<c?-i:u>c?i:a-l})}function UR(e){for(let n=0;n<e.rows;n++)if(e.states.gap[n]===null&&e.columns.gap[n]!==null)return e.columns.class[n];return e.rows?e.columns.class[0]:null}function GR(e,n,t,r,i){let s=e.states.gap[n],o=e.columns.p_value?.[n];if(s===null&&typeof o=="number"&&Number.isFinite(o)){let l=i?r?"Wald test of equal mAR":"Wald test that every sufficient group has the same mAR":r?"pooled two-proportion z-test of equal rates":"chi-square test that every sufficient group has the same rate";return{p:o,text:We(o),title:`p = ${o} (${l})`,significant:e.columns.significant?.[n]===!0}}return{p:null,text:"\u2014",title:s!==null?`${s}: ${t[s]??s}`:"No p-value",significant:!1}}function UI(e){let n=e.columns.p_value??[];return fr(Array.from({length:e.rows},(t,r)=>e.states.gap[r]===null?n[r]:null))}function WR(e,n,t){let r=t?"one mAR (Wald)":"one rate";return{q:e.fdr,significant:e.significant,tested:UI(e),unit:"class",units:"classes",what:n?`each row tests whether the two groups share ${r}`:`best-minus-worst rows test whether all groups share ${r}`}}function YR(e,n,t,r){let[i,s]=n?["A","B"]:["best","worst"],[o,a]=n??["the best sufficient group","the worst sufficient group"],l=t?Gy:"rate",u=(c,d,p)=>({name:c,sub:d,title:st(c,e,t&&e.startsWith("value")?`${p}; ${Wy}`:p)});switch(e){case"class":return u("class","","the class");case"n_a":return u("examples",i,`the examples of the class in ${o}`);case"n_b":return u("examples",s,`the examples of the class in ${a}`);case"value_a":return u(l,i,`the ${l} of ${o} on the class`);case"value_b":return u(l,s,`the ${l} of ${a} on the class`);case"gap":return u("gap",`${i} \u2212 ${s}`,`${l} of ${o} minus ${l} of ${a}, with its interval`);case"bound":return u("bound","nearest 0","the end of the interval nearest zero (0 when the interval holds 0): sorting by it puts large and certain disparities first");case"p_value":return u("p","",`${r}; insufficient rows last`)}}var Ka=" & ",Xy="cells",Jy="disparity",Yy=Object.freeze({grouping:null,minCount:null,a:null,b:null,cls:null,sort:"gap",dir:"desc"});function kf(e){return{...Yy,metric:pr(e,"metric"),fdr:Ke(e,"fdr")}}function sn(e){return e.join(Ka)}function ja(e){return e.join(" \xD7 ")}var Tf="disparity";function Cf(e){return{run:e.run,tag:e.tag,step:e.step,metric:e.metric,grouping:e.grouping,min_count:e.min_count,fdr:e.fdr??null}}function Rf(e){let n=e.a!==null&&e.b!==null;return{run:e.run,tag:e.tag,step:e.step,metric:e.metric,a:n?e.a:null,b:n?e.b:null,grouping:n?null:e.grouping,min_count:e.min_count,fdr:e.fdr??null}}var Ct={metric:"metric",grouping:"grouping",minCount:"min_count",a:"a",b:"b",cls:"class",fdr:"fdr",sort:"sort",dir:"dir"},GI="q";function XR(e,n){let t=[];return Ve(t,Ct.metric,e.metric,n),ee(t,Ct.grouping,e.grouping),e.minCount!==null&&ee(t,Ct.minCount,e.minCount),e.a!==null&&e.b!==null&&(ee(t,Ct.a,e.a),ee(t,Ct.b,e.b)),ee(t,Ct.cls,e.cls),Ve(t,Ct.fdr,e.fdr,n),(e.sort!==Yy.sort||e.dir!==Yy.dir)&&(ee(t,Ct.sort,e.sort),ee(t,Ct.dir,e.dir)),t}function JR(e,n){let t=Pe(e),r=kf(n);r.metric=Xn(n,"metric",t.get(Ct.metric));let i=t.get(Ct.grouping);r.grouping=i===void 0||i===""?null:i;let s=he(t.get(Ct.minCount));_e(n,"min_count",s)&&(r.minCount=s);let o=t.get(Ct.a),a=t.get(Ct.b);o&&a&&(r.a=o,r.b=a);let l=t.get(Ct.cls);r.cls=l===void 0||l===""?null:l,r.fdr=bt(n,"fdr",he(t.get(Ct.fdr)??t.get(GI)));let u=t.get(Ct.sort);if(u!==void 0&&_f.includes(u)){r.sort=u;let c=t.get(Ct.dir);r.dir=c==="asc"||c==="desc"?c:Sf(r.sort)}return r}function Zy(e,n){let t={grouping:sn(e.grouping),min_count:String(e.min_count)};return!n&&e.metric!==void 0&&(t.metric=e.metric),e.fdr!==void 0&&(t.fdr=String(e.fdr)),t}function Qy(e,n,t){let r={};return!t&&e.metric!==void 0&&(r.metric=e.metric),e.a!==null&&e.b!==null?(r.a=e.a,r.b=e.b):r.grouping=sn(n),r.min_count=String(e.min_count),r.fdr=String(e.fdr),r}var WI={compare:["compare","headline"],trend:["headline"],runs:["headline"]};function YI(e){return e.used_by??["view","compare","headline"]}function QR(e,n){return YI(e).some(t=>WI[n].includes(t))}function ew(e,n){return`${Se}${e}o_${n}`}function eE(e,n,t=[]){return(e?.options??[]).filter(r=>QR(r,n)&&!t.includes(r.name))}function Iu(e,n,t){let r={};for(let[i,s]of Object.entries(t)){let o=Ae(e,i);(o===null||QR(o,n))&&(r[i]=s)}return r}function tw(e,n,t){return(Ae(e,n)?.requires??[]).filter(r=>!t[r])}function hs(e,n,t){let r=Iu(e,n,t),i={};for(let[s,o]of Object.entries(r))tw(e,s,r).length===0&&(i[s]=o);return i}function XI(e,n){if(e.type==="float"||e.type==="int"){let t=n.trim();if(t==="")return;let r=Number(t);return Number.isFinite(r)?r:void 0}return n}function Pf(e,n,t){if(t==="")return!0;let r=Ae(e,n);if(r===null)return!1;let i=XI(r,t);return i!==void 0&&_e(e,n,i)}function qr(e,n,t){let r={},i=`${Se}${n}o_`;for(let[s,o]of e){if(!s.startsWith(i)||o==="")continue;let a=s.slice(i.length);Ae(t,a)!==null&&Pf(t,a,o)&&(r[a]=o)}return r}function Ur(e,n,t){return(t?.options??[]).map(i=>i.name).filter(i=>e[i]!==void 0&&e[i]!=="").map(i=>[ew(n,i),e[i]])}function Fn(e,n){let t={...e};for(let[r,i]of Object.entries(n))i!==""&&(t[r]=i);return t}function nw(e,n,t){if(t[n]!==void 0&&t[n]!=="")return t[n];let r=Ae(e,n)?.default;return r==null?"":String(r)}function tE(e,n=""){return[e.run===null?"every run":e.run,e.tag,e.step===null?`latest ${n}`:String(e.step)].join("\0")}function ZR(e){return e.split(Ka).map(n=>n.split("=",1)[0]).join(Ka)}function Ef(e){return e.split(Ka).sort().join(Ka)}function JI(e,n,t){return t.grouping||n.grouping||e?.grouping?.[0]||null}function nE(e,n,t,r){let i=n?.[e];if(!i||i.length===0)return null;let s=new Set((n?.grouping??[]).map(Ef));if(e==="grouping"||s.size===0||!i.every(l=>s.has(Ef(ZR(l)))))return[...i];let o=JI(n,t,r);if(o===null)return[...i];let a=Ef(o);return i.filter(l=>Ef(ZR(l))===a)}function ZI(e,n,t){let r=t[n];if(r!==void 0&&r!=="")return{value:"",label:`report view's: ${r}`};let i=nw(e,n,{});return{value:"",label:i===""?"default":`default: ${i}`}}function rE(e,n,t,r,i){let s=n.type==="choice"?Ms(n,null):nE(n.name,t,r,i);if(s===null)return{type:"text"};let o=[ZI(e,n.name,r),...s.map(l=>({value:l,label:l}))],a=i[n.name];return a!==void 0&&a!==""&&!s.includes(a)&&o.push({value:a,label:`${a} (not in this report)`}),{type:"select",entries:o}}function iE(e,n,t,r,i){let s={...e};if(t===""?delete s[n]:s[n]=t,n!=="grouping"||r===null)return s;for(let[o,a]of Object.entries(s)){if(o==="grouping")continue;let l=nE(o,r,i,s);l!==null&&r[o]!==void 0&&r[o].includes(a)&&!l.includes(a)&&delete s[o]}return s}var QI="dark-mode";function sE(e,n){return e!==null?e.split(/\s+/).includes(QI)?"dark":"light":n?"dark":"light"}var rw=[{name:"Slate",light:"#425066",dark:"#8e98a3"},{name:"Cyan",light:"#12b5cb",dark:"#12b5cb"},{name:"Pink",light:"#e52592",dark:"#e52592"},{name:"Yellow",light:"#f9ab00",dark:"#f9ab00"},{name:"Purple",light:"#9334e6",dark:"#9334e6"},{name:"Light Green",light:"#7cb342",dark:"#7cb342"},{name:"Orange",light:"#e8710a",dark:"#e8710a"}],iw={name:"Gray",light:"#e0e0e0",dark:"#3b3b3b"},oE="runColorGroup";function aE(e){return e==="experiment"?{key:"experiment"}:e!==null&&e.startsWith("regex:")?{key:"regex",regex:e.slice(6)}:{key:"run"}}function e9(e,n){if(n.key==="experiment")return"experiment";if(n.key==="regex"&&n.regex!==""){let t;try{t=new RegExp(n.regex)}catch{return"run:"+e}let r=e.match(t);return r?r.length>1?"regex:"+JSON.stringify(r.slice(1)):"regex:pseudo_group":null}return"run:"+e}var Af=class{constructor(){this.groupIds=new Map;this.runIds=new Map;this.runs=[];this.groupBy={key:"run"}}update(n){for(let t of n)this.runIds.set(t,this.idFor(t,this.groupIds));this.runs=[...new Set([...this.runs,...n])]}setGroupBy(n){return JSON.stringify(n)===JSON.stringify(this.groupBy)?!1:(this.groupBy=n,this.groupIds=new Map,this.runIds=new Map,this.update(this.runs),!0)}has(n){return this.runIds.has(n)}known(){return[...this.runs]}ids(n){let t=new Map(this.groupIds);return n.map(r=>this.runIds.get(r)??this.idFor(r,t))}idFor(n,t){let r=e9(n,this.groupBy);if(r===null)return-1;let i=t.get(r)??t.size;return t.set(r,i),i}};function t9(e,n){let t=e<0?iw:rw[e%rw.length];return n==="dark"?t.dark:t.light}function n9(e){let n=e.trim().toLowerCase();if(/^#[0-9a-f]{6}$/.test(n))return n;if(/^#[0-9a-f]{3}$/.test(n))return"#"+[...n.slice(1)].map(i=>i+i).join("");let t=/^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)\s*(?:[,/]\s*([\d.]+%?)\s*)?\)$/.exec(n);if(!t||t[4]!==void 0&&Number.parseFloat(t[4])===0)return null;let r=[t[1],t[2],t[3]].map(Number);return r.some(i=>i>255)?null:"#"+r.map(i=>i.toString(16).padStart(2,"0")).join("")}function lE(e){let n=n9(e);if(n===null)return null;let t=rw.findIndex(r=>r.light===n||r.dark===n);return t>=0?{id:t}:n===iw.light||n===iw.dark?{id:-1}:{custom:n}}var uE={theme:"light",ids:null,seen:new Map};function Mf(){return uE}function cE(e){uE=e}function qa(e,n){let t=n.ids?n.ids.ids(e):e.map((r,i)=>i);return e.map((r,i)=>{let s=n.seen.get(r);return s&&"custom"in s?s.custom:t9(s?s.id:t[i],n.theme)})}function pE(e,n){let t=Object.keys(e).sort(),r=Object.keys(n).sort();if(t.length!==r.length||t.some((i,s)=>i!==r[s]))return!1;for(let i of t){let s=Object.keys(e[i]).sort(),o=Object.keys(n[i]).sort();if(s.length!==o.length||s.some((a,l)=>a!==o[l]))return!1;for(let a of s)if(e[i][a].kind!==n[i][a].kind||e[i][a].max_step!==n[i][a].max_step)return!1}return!0}function Df(e,n,t){if(n===null||t===null)return null;let r=e[n]?.[t];return r===void 0?null:r.max_step}function dE(e,n,t){return e!==null&&n!==null&&t!==null&&e===n&&t>n?t:e}function Lf(e,n){return Object.keys(e).sort().filter(t=>e[t][n]!==void 0).map(t=>`${JSON.stringify(t)}:${e[t][n].max_step}`).join(",")}var Nf=["step","relative","wall"],sw={step:"Step",relative:"Relative",wall:"Wall"},ow=.6,Of=.99,r9=10;function fE(e){let n=e.filter(t=>t.points.length>0).map(t=>Math.max(...t.points.map(r=>r.step))+1);return n.length<2?"step":Math.max(...n)>=r9*Math.min(...n)?"relative":"step"}function If(e){let n=new Map;for(let t of e){let r=n.get(t.run);(r===void 0||t.wall_time<r)&&n.set(t.run,t.wall_time)}return n}function hE(e,n,t){return n==="step"?e.step:n==="wall"?e.wall_time*1e3:e.wall_time-(t.get(e.run)??e.wall_time)}function aw(e){let n=Math.abs(e),t=e<0?"\u2212":"",r=i=>String(Number(i.toPrecision(3)));return n<60?`${t}${r(n)} s`:n<3600?`${t}${r(n/60)} min`:n<86400?`${t}${r(n/3600)} h`:`${t}${r(n/86400)} d`}var i9=[1,2,5,10,15,30,60,120,300,600,900,1800,3600,7200,10800,21600,43200,86400];function mE(e,n,t){if(!(n>e)||t<1)return[e];let r=(n-e)/t,i=i9.find(o=>o>=r);if(i===void 0){let o=r/86400,a=10**Math.floor(Math.log10(o));i=86400*a*([1,2,5,10].find(l=>l*a>=o)??10)}let s=[];for(let o=Math.ceil(e/i)*i;o<=n+1e-9;o+=i)s.push(o);return s}function gE(e){return e==="step"?"step":e==="relative"?"time since the run\u2019s first point":"wall time"}function s9(e,n){if(!(n>0))return[...e];let t=e.filter(s=>Number.isFinite(s));if(t.length>0&&t.every(s=>s===t[0]))return[...e];let r=0,i=0;return e.map(s=>Number.isFinite(s)?(r=r*n+(1-n)*s,i=i*n+(1-n),r/i):s)}function bE(e,n){let t=new Map;for(let i of e){let s=t.get(i.run)??[];s.push(i),t.set(i.run,s)}let r=new Map;for(let i of t.values()){let s=[...i].sort((a,l)=>a.step-l.step),o=s9(s.map(a=>a.value),n);s.forEach((a,l)=>r.set(a,o[l]))}return r}function vE(e,n,t,r){let i=new Map;return e.forEach((s,o)=>{let a=i.get(s.run);(a===void 0||Math.abs(n[o]-t)<Math.abs(n[a]-t))&&i.set(s.run,o)}),r.filter(s=>i.has(s)).map(s=>e[i.get(s)])}function yE(e){return e.length>0&&e.every(n=>n.value>0&&(n.lower===null||n.lower>0)&&(n.upper===null||n.upper>0))}function zf(e){return e.excluded!==void 0&&e.excluded>0?`every cell was too small to trust (${e.excluded} left out below min_count)`:"no value at this step (too little data, or nothing to compare)"}var wE=Se+gn+"run",xE=Se+gn+"gap_threshold",$E=Se+gn+"fit",_E=Se+gn+"x",SE=Se+gn+"smoothing",kE=Se+gn+"log",TE=Se+gn+"key",Kn="gap_threshold",o9=["lines","intervals"];function uw(e){return{runs:null,gapThreshold:Ke(e,Kn),own:{},fit:"lines",x:null,smoothing:ow,log:!1,key:null}}function cw(e){let n=he(e);return n!==null&&n>=0&&n<=Of?n:null}function Bf(e,n){let t=he(e);return _e(n,Kn,t)?t:null}function pw(e,n){let t=[];for(let r of e.runs??[])t.push([wE,r]);return e.gapThreshold!==null&&e.gapThreshold!==Ke(n,Kn)&&t.push([xE,String(e.gapThreshold)]),e.fit!=="lines"&&t.push([$E,e.fit]),e.x!==null&&t.push([_E,e.x]),e.smoothing!==ow&&t.push([SE,String(e.smoothing)]),e.log&&t.push([kE,"1"]),e.key!==null&&t.push([TE,e.key]),[...t,...Ur(e.own,gn,n)]}function CE(e,n,t){let r=uw(n),i=[],s;e=[...e],r.own=qr(e,gn,n);for(let[o,a]of e)o===wE&&a!==""&&!i.includes(a)?i.push(a):o===xE?s=a:o===$E&&o9.includes(a)?r.fit=a:o===_E&&Nf.includes(a)?r.x=a:o===SE?r.smoothing=cw(a)??r.smoothing:o===kE?r.log=a==="1":o===TE&&(r.key=a===""?null:a);return r.runs=i.length>0?i:null,r.gapThreshold=Bf(s,n)??r.gapThreshold,t?Hf(r,t):r}function Hf(e,n){if(e.runs===null||n.length===0)return e;let t=n.filter(r=>e.runs.includes(r));return{...e,runs:t.length===0||t.length===n.length?null:t}}function xo(e,n){return e.runs===null?[...n]:n.filter(t=>e.runs.includes(t))}function RE(e,n,t,r){let i=xo(e,n),s=r?n.filter(o=>o===t||i.includes(o)):i.filter(o=>o!==t);return s.length===0?e:Hf({...e,runs:s},n)}function dw(e,n){if(n==="")return{runs:[...e],error:null};let t;try{t=new RegExp(n,"i")}catch(r){return{runs:[...e],error:r.message}}return{runs:e.filter(r=>t.test(r)),error:null}}function EE(e,n){return n!==null&&e.includes(n)?[n,...e.filter(t=>t!==n)]:[...e]}function fw(e,n,t,r=null){let i=hs(r,"trend",Fn(e,n.own));return t&&n.gapThreshold!==null?{...i,[Kn]:String(n.gapThreshold)}:i}function PE(e){let n=[];for(let[t,r]of Object.entries(e))t==="gap_threshold"||r===""||n.push(t==="metric"?`metric ${r}`:`${t}=${r}`);return n.join(", ")}function zu(e){return e==="percent"||e==="points"||e==="count"?e:"value"}function AE(e,n,t="intervals"){if(n==="count"||e.length===0)return null;let r=t==="intervals";return Kr(e.map(i=>i.value),r?e.map(i=>i.lower):[],r?e.map(i=>i.upper):[],n==="percent"?{clamp:[0,1]}:n==="points"?{clamp:[-1,1]}:{})}function ME(e){let n=i=>i.lower!==null&&i.upper!==null,t=new Map;for(let i of e){let s=t.get(i.segment)??[];s.push(i),t.set(i.segment,s)}let r=[];for(let i of t.values())i.sort((s,o)=>s.step-o.step),i.forEach((s,o)=>{n(s)&&!(o>0&&n(i[o-1]))&&!(o+1<i.length&&n(i[o+1]))&&r.push(s)});return e.filter(i=>r.includes(i))}function DE(e,n){let t=n.find(r=>r.name===e);return t?{title:t.title,explanation:t.explanation,format:zu(t.format)}:{title:e,explanation:"",format:"value"}}function ms(e,n){return e===null||!Number.isFinite(e)?"undefined":n==="percent"?De(e):n==="points"?ji(e):n==="count"?Number.isInteger(e)?E(e):ci(e):ye(e)}function lw(e,n){let t=Object.prototype.hasOwnProperty.call(e,n)?e[n]:null;return typeof t=="number"&&Number.isFinite(t)?t:null}function Vf(e,n){let t=[],r=[];return n.forEach((i,s)=>{let o=0,a=!1;for(let l of e)if(l.line===i){if(l.value===null){let u={run:i,step:l.step,wall_time:l.wall_time};typeof l.excluded=="number"&&(u.excluded=l.excluded),r.push(u),a&&o++,a=!1;continue}a=!0,t.push({run:i,step:l.step,wall_time:l.wall_time,value:l.value,lower:l.lower,upper:l.upper,segment:`${s}:${o}`})}}),{dots:t,missing:r}}function LE(e,n=null){let t=e.series.filter(r=>n===null||n.includes(r.run)).map(r=>({run:r.run,points:[...r.points].sort((i,s)=>i.step-s.step),firstWorse:r.first_worse??{}}));return e.names.map(r=>{let i=[];t.forEach(a=>{let l=a.firstWorse[r],u=l?a.points.find(c=>c.step===l.step&&lw(c.values,r)===l.value):void 0;l&&u&&i.push({...l,run:a.run,wall_time:u.wall_time})});let{dots:s,missing:o}=Vf(t.flatMap(a=>a.points.map(l=>{let[u,c]=l.intervals?.[r]??[null,null];return{line:a.run,step:l.step,wall_time:l.wall_time,value:lw(l.values,r),lower:u,upper:c,excluded:l.excluded?.[r]}})),t.map(a=>a.run));return{name:r,dots:s,missing:o,worse:i}})}function hw(e,n){let t=n==="percent"?"points":n,r=a=>t==="points"?me(a):ms(a,t),i=t==="points"?" pp":"",s=e.change>0?"+":"",o=String(Number((e.threshold*e.pairs).toPrecision(3)));return`step ${e.step}: ${ms(e.value,n)} against ${ms(e.vs_value,n)} at step ${e.vs_step} (change ${s}${r(e.change)}${i} [${r(e.lower)}, ${r(e.upper)}], ${Number((e.level*100).toPrecision(4))}% interval; ${qi(e.p_value)}, below ${o}/${e.pairs})`}function NE(e,n=null){let t=e.series.filter(r=>n===null||n.includes(r.run));return t.some(r=>r.points.length>0)&&t.every(r=>new Set(r.points.map(i=>i.step)).size<=1)}function OE(e,n=6){let t=new Map;for(let i of e){let s=t.get(i.run)??[];s.push(i.step),t.set(i.run,s)}let r=[];for(let[i,s]of t){let o=s.slice(0,n).join(", "),a=s.length>n?` and ${s.length-n} more`:"";r.push(`${i} at step${s.length>1?"s":""} ${o}${a}`)}return r.join("; ")}function Bu(e,n=Mf()){return qa(e,n)}function Ff(e,n,t,r=12){let i=null,s=r*r;return e.forEach((o,a)=>{if(!Number.isFinite(o.x)||!Number.isFinite(o.y))return;let l=(o.x-n)**2+(o.y-t)**2;l<=s&&(i=a,s=l)}),i}function IE(e,n=null){let t=[["run","step","wall_time",...e.names].map(nm).join(",")];for(let r of e.series)if(!(n!==null&&!n.includes(r.run)))for(let i of[...r.points].sort((s,o)=>s.step-o.step))t.push([nm(r.run),ep(i.step),ep(i.wall_time),...e.names.map(s=>ep(lw(i.values,s)))].join(","));return t.join(`\r
`)+`\r
`}function mw(e,n,t){if(typeof e=="number"&&Number.isFinite(e))return e;let r=he(n.level);return r!==null&&_e(t,"level",r)?r:Ke(t,"level")}function zE(e,n){let t=_e(n,Kn,e.gapThreshold)?e.gapThreshold:Ke(n,Kn),r=qr(Object.entries(e.own).map(([s,o])=>[`${Se}${gn}o_${s}`,o]),gn,n);return t===e.gapThreshold&&JSON.stringify(r)===JSON.stringify(e.own)?e:{...e,gapThreshold:t,own:r}}var BE=15e3,Kf="theme-change",Gr="run-colors-change",a9="experimental",l9="experimental.GetRuns",u9="experimental.RunsChanged",c9="experimental.DataReloaded",gw=class{constructor(n){this.port=n;this.nextId=0;this.waits=new Map;this.listeners=new Map;n.addEventListener("message",t=>this.onMessage(t.data)),n.start()}send(n,t=null,r=5e3){let i=this.nextId++;return new Promise(s=>{let o=setTimeout(()=>{this.waits.delete(i),s(null)},r);this.waits.set(i,a=>{clearTimeout(o),s(a)}),this.post({type:n,id:i,payload:t,error:null,isReply:!1})})}listen(n,t){this.listeners.set(n,t)}close(){this.port.close()}onMessage(n){let t;try{t=JSON.parse(String(n))}catch{return}if(!(typeof t!="object"||t===null||typeof t.type!="string")){if(t.isReply){let r=this.waits.get(t.id);this.waits.delete(t.id),r?.(t.error?null:t.payload);return}try{this.listeners.get(t.type)?.(t.payload)}finally{this.post({type:t.type,id:t.id,payload:null,error:null,isReply:!0})}}}post(n){this.port.postMessage(JSON.stringify(n))}};function p9(e){if(e.parent===e)return null;try{let n=e.parent.document;return n.querySelector("tb-webapp")?n:null}catch{return null}}function d9(e){let n=new Map,t=e.defaultView;for(let r of e.querySelectorAll("tb-data-table-content-row")){let i=r.querySelector(".table-column-run")?.textContent?.trim(),s=r.querySelector(".run-color-swatch");if(!i||!s||n.has(i))continue;let o=s.style.backgroundColor||(t?t.getComputedStyle(s).backgroundColor:""),a=lE(o);a&&n.set(i,a)}return n}function f9(e,n){if(e.size!==n.size)return!1;for(let[t,r]of e)if(JSON.stringify(n.get(t))!==JSON.stringify(r))return!1;return!0}var bw=class extends EventTarget{constructor(t=window){super();this.win=t;this.ipc=null;this.observers=[];this.onMedia=()=>this.onThemeSignal();this.onDocVisibility=()=>this.onVisibility();this.seen=new Map;this.refreshers=new Set;this.pollTimer=null;this.lastRefresh=Date.now();this.colorsKey="";this.tbDocument=p9(t),this.media=typeof t.matchMedia=="function"?t.matchMedia("(prefers-color-scheme: dark)"):null,this.theme=this.readTheme(),this.applyColorScheme(),this.shown=this.isShown(),this.ids=this.tbDocument?new Af:null,this.media?.addEventListener("change",this.onMedia);let r=this.tbDocument;if(r){let i=new MutationObserver(()=>this.onThemeSignal());i.observe(r.body,{attributes:!0,attributeFilter:["class"]}),this.observers.push(i);let s=t.frameElement;if(s){let o=new MutationObserver(()=>this.onVisibility());o.observe(s,{attributes:!0,attributeFilter:["style","class"]}),this.observers.push(o)}this.ipc=this.connect(r)}t.document.addEventListener("visibilitychange",this.onDocVisibility),this.readColors()}get inTensorBoard(){return this.tbDocument!==null}onRefresh(t){return this.refreshers.add(t),this.schedulePoll(),()=>{this.refreshers.delete(t),this.refreshers.size===0&&this.pollTimer!==null&&(clearTimeout(this.pollTimer),this.pollTimer=null)}}dispose(){for(let t of this.observers)t.disconnect();this.media?.removeEventListener("change",this.onMedia),this.win.document.removeEventListener("visibilitychange",this.onDocVisibility),this.ipc?.close(),this.refreshers.clear(),this.pollTimer!==null&&clearTimeout(this.pollTimer),this.pollTimer=null}readColors(){let t=this.tbDocument;if(t&&this.ids){this.ids.setGroupBy(aE(new URLSearchParams(t.location.search).get(oE)));let r=d9(t);f9(r,this.seen)||(this.seen=r)}this.publishColors()}connect(t){let r=this.win.parent;if(typeof MessageChannel>"u")return null;let i=new MessageChannel,s=new gw(i.port1);return s.listen(u9,o=>this.onRuns(o)),s.listen(c9,()=>{let o=this.win.document.documentElement;o.dataset.tensorboardReloads=String(Number(o.dataset.tensorboardReloads??0)+1),this.refresh()}),r.postMessage(`${a9}.bootstrap`,t.location.origin,[i.port2]),s.send(l9).then(o=>this.onRuns(o)),s}onRuns(t){!this.ids||!Array.isArray(t)||!t.every(r=>typeof r=="string")||(this.ids.update(t),this.readColors())}readTheme(){let t=this.tbDocument?this.tbDocument.body.getAttribute("class")??"":null;return sE(t,this.media?.matches??!1)}onThemeSignal(){let t=this.readTheme();t!==this.theme&&(this.theme=t,this.applyColorScheme(),this.dispatchEvent(new Event(Kf)),this.readColors())}applyColorScheme(){this.win.document.documentElement.style.colorScheme=this.theme}publishColors(){let t={theme:this.theme,ids:this.ids,seen:this.seen},r=this.ids?.known()??[],i=JSON.stringify([this.theme,r,qa(r,t),[...this.seen]]);cE(t),i!==this.colorsKey&&(this.colorsKey=i,this.dispatchEvent(new Event(Gr)))}isShown(){if(this.win.document.visibilityState==="hidden")return!1;let t=this.win.frameElement;return!t||t.style.visibility!=="hidden"}onVisibility(){let t=this.isShown();t!==this.shown&&(this.shown=t,t&&(this.readColors(),Date.now()-this.lastRefresh>=BE?this.refresh():this.schedulePoll()))}refresh(){this.lastRefresh=Date.now(),this.readColors();for(let t of this.refreshers)t();this.schedulePoll()}schedulePoll(){if(this.pollTimer!==null&&clearTimeout(this.pollTimer),this.pollTimer=null,this.refreshers.size===0)return;let t=Math.max(0,this.lastRefresh+BE-Date.now());this.pollTimer=setTimeout(()=>{this.pollTimer=null,this.shown&&this.refresh()},t)}},HE=null;function bn(){return HE??=new bw,HE}var VE=z`
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
`;function FE(e){let n=e.groups;if(!n||!e.a||!e.b)return y;let t=n.head.format,r=l=>Vn(t,l),i=Fr(t),s=n.head.driver,o=`${e.a.run} \xB7 step ${e.a.step}`,a=`${e.b.run} \xB7 step ${e.b.step}`;return h`<section class="groups" data-section="groups" data-rows=${n.rows.length} data-driver=${s?.group??y}>
    <h4>For whom <span class="muted">${n.head.value} per group in A and in B</span></h4>
    ${s?h`<div class="driver ${s.significant?`d-${s.direction}`:"muted"}" data-group=${s.group}>
            ${s.significant?"Driven by":"Largest change"} ${CR(s)}
          </div>`:h`<div class="muted">No group has a value on both sides.</div>`}
    <div class="scroll">
      <table class="detail-table group-table" aria-label=${`${n.head.value} per group, A and B`}>
        <thead>
          <tr>
            <th data-col="group">group</th>
            <th class="num" data-col="value_a" title=${`value_a: ${n.head.value} in report A (${o}), with its ${Math.round(e.level*100)}% interval`}>A</th>
            <th class="num" data-col="value_b" title=${`value_b: ${n.head.value} in report B (${a}), with its ${Math.round(e.level*100)}% interval`}>B</th>
            <th class="num" data-col="change" title="change: B − A, with its interval (FCR-adjusted on the groups that rose or fell; marginal on the others)">change</th>
            <th data-col="direction" title="direction: rose or fell significantly (Benjamini-Hochberg over this row's groups), or neither">direction</th>
            <th class="num" data-col="n" title="n_a, n_b: the group's examples in A and in B">n A / B</th>
          </tr>
        </thead>
        <tbody>
          ${n.rows.map(l=>{let u=Tt(l.lower_a,l.upper_a,i),c=Tt(l.lower_b,l.upper_b,i);return h`<tr data-group=${l.group} data-direction=${l.direction} data-interval=${l.interval}>
              <td class="text" data-col="group" title=${l.group}>${l.group}</td>
              <td class="num" data-col="value_a" data-v=${l.value_a??y} title=${u?`${r(l.value_a)} ${u}`:"undefined"}>${r(l.value_a)}</td>
              <td class="num" data-col="value_b" data-v=${l.value_b??y} title=${c?`${r(l.value_b)} ${c}`:"undefined"}>${r(l.value_b)}</td>
              <td
                class="num change d-${l.direction}"
                data-col="change"
                data-v=${l.change??y}
                data-lower=${l.lower??y}
                data-upper=${l.upper??y}
                title=${`${gf(l.interval,e.level)}${typeof l.q_value=="number"?`; q = ${We(l.q_value)}`:""}`}
              >
                ${Fy(t,l)}
              </td>
              <td data-col="direction" class="d-${l.direction}">${TR[l.direction]}</td>
              <td class="num" data-col="n">${l.n_a===null?"\u2014":E(l.n_a)} / ${l.n_b===null?"\u2014":E(l.n_b)}</td>
            </tr>`})}
        </tbody>
      </table>
    </div>
  </section>`}function jE(e,n){e.dispatchEvent(new CustomEvent("row-open",{detail:n,bubbles:!0,composed:!0}))}var h9={count:"examples",count_label:"with the label",rate:"share with the label",n:"examples",hits:"with the label",expected:"expected count",correct:"correct label",p_value:"p",significant:"\u2605"};function m9(e){return st(e.head,e.name==="interval"?"lower, upper":e.name,e.title)}var g9=150,KE=240,b9=640,Hu=class extends V{constructor(){super();this.request=new ie;this.requested="";this.detail=null;this.stepsSvg=null;this.resize=new ResizeObserver(t=>{let r=Math.floor(t[0]?.contentRect.width??0),i=Math.min(b9,Math.max(KE,r));r>0&&Math.abs(i-this.chartWidth)>4&&(this.chartWidth=i)});this.observed=null;this.onColors=()=>{this.stepsSvg=this.drawSteps(),this.requestUpdate()};this.onKey=t=>{!this.closable||t.key!=="Escape"||t.defaultPrevented||(t.preventDefault(),this.close())};this.api=null,this.tag="",this.run="",this.step=null,this.rowKey="",this.options={},this.runs=[],this.noun="row",this.declaration=null,this.showDetail=!0,this.base=null,this.closable=!1,this.revision="",this.variant="panel",this.status="loading",this.data=null,this.error=null,this.chartWidth=420}connectedCallback(){super.connectedCallback(),window.addEventListener("keydown",this.onKey),bn().addEventListener(Gr,this.onColors)}disconnectedCallback(){super.disconnectedCallback(),window.removeEventListener("keydown",this.onKey),bn().removeEventListener(Gr,this.onColors),this.resize.disconnect(),this.observed=null,this.request.cancel(),this.requested=""}close(){this.dispatchEvent(new CustomEvent("row-close",{bubbles:!0,composed:!0}))}focusPanel(){this.renderRoot.querySelector("button.close")?.focus({preventScroll:!0})}params(){let t={tag:this.tag,run:this.run,step:this.step,key:this.rowKey,options:this.options};return this.base?{...t,run:this.base.run,step:this.base.step,vs:{run:this.run,step:this.step}}:t}async load(){let t=this.api,r=this.params();this.status="loading",this.error=null;let i;try{i=await this.request.run(s=>t.row(r,s))}catch(s){this.data=null,this.error=It(s),this.status="error";return}i!==re&&(this.data=i,this.status="ready")}retry(){this.requested="",this.requestUpdate()}willUpdate(t){let r=this.api&&this.tag&&this.run&&this.rowKey?DR(this.params()):"";r!==""&&(r!==this.requested||t.has("revision")&&t.get("revision")!==void 0)&&(this.data&&this.data.key!==this.rowKey&&(this.data=null),this.requested=r,this.load()),(t.has("data")||t.has("declaration"))&&(this.detail=this.data?ER(this.data.detail,this.data.key,this.declaration,h9):null),(t.has("data")||t.has("chartWidth")||t.has("runs"))&&(this.stepsSvg=this.drawSteps())}updated(t){t.has("status")&&this.status==="ready"&&this.dispatchEvent(new CustomEvent("row-loaded"));let r=this.renderRoot.querySelector("section.steps");r!==this.observed&&(this.resize.disconnect(),this.observed=r,r&&this.resize.observe(r))}colorDomain(){let t=this.data?.runs.map(r=>r.run)??[];return[...this.runs,...t.filter(r=>!this.runs.includes(r))]}colorOf(t){let r=this.colorDomain(),i=r.indexOf(t);return i<0?"var(--muted)":Bu(r)[i]??"var(--muted)"}drawSteps(){let t=this.data;if(!t)return null;let r=Ky(t),{dots:i}=r;if(i.length===0)return null;let s=this.colorOf(t.run),o=[...i.map(b=>b.step),...r.missing],a=Math.min(...o,r.current),l=Math.max(...o,r.current),u=[...new Set([...o,r.current])].sort((b,w)=>b-w);a===l&&(a-=1,l+=1);let c=`${Math.round(t.level*100)}%`,d=b=>`step ${b.step}`,p=b=>[`step ${b.step} (${Ki(b.wall_time)})`,`${t.bias}: ${vf(b,"undefined",t.format)} (${c} interval)`,b.value!==null?`${t.value}: ${Wt(b.value,t.format)}`:""].filter(Boolean).join(`
`),f=i.filter(b=>b.lower!==null&&b.upper!==null),m=Math.max(KE,this.chartWidth),g=Re({width:m,height:g9,marginTop:t.format==="points"?20:10,marginLeft:46,marginRight:12,marginBottom:30,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{domain:[a,l],label:"step",labelAnchor:"center",labelArrow:"none",inset:8,ticks:u.length<=8?u:5,tickFormat:"~s"},y:{label:t.format==="points"?"pp":null,grid:!0,nice:!0,zero:!0,ticks:4,tickFormat:t.format==="points"?b=>String(Number((b*100).toPrecision(6))):void 0},marks:[He([r.current],{stroke:"var(--chart-rule)",strokeDasharray:"3,3"}),Pi(f,{x:"step",y1:"lower",y2:"upper",z:"segment",fill:s,fillOpacity:.18}),He(f,{x:"step",y1:"lower",y2:"upper",stroke:s,strokeOpacity:.6,strokeWidth:1.5}),Bn(i,{x:"step",y:"bias",z:"segment",stroke:s,strokeWidth:2}),nt(r.missing,{x:b=>b,frameAnchor:"bottom",symbol:"times",r:3.5,stroke:"var(--muted)",ariaLabel:b=>`step ${b}: not in this run`,title:b=>`step ${b}: no ${t.bias} for this ${this.noun} (not in the report, or undefined)`}),nt(i.filter(b=>!b.current),{x:"step",y:"bias",fill:s,stroke:"var(--chart-halo)",strokeWidth:1,r:3.5,ariaLabel:d,title:p}),nt(i.filter(b=>b.current),{x:"step",y:"bias",fill:s,stroke:"var(--accent)",strokeWidth:2.5,r:5.5,ariaLabel:d,title:p})]});g.setAttribute("data-points",String(i.length)),g.setAttribute("role","img"),g.setAttribute("aria-label",`${t.bias} of ${t.key} over the steps of ${t.run}`);let v=new Map(i.map(b=>[d(b),b]));for(let b of g.querySelectorAll('g[aria-label="dot"] circle')){let w=v.get(b.getAttribute("aria-label")??"");w&&(b.setAttribute("data-step",String(w.step)),b.setAttribute("data-bias",String(w.bias)),w.lower!==null&&b.setAttribute("data-lower",String(w.lower)),w.upper!==null&&b.setAttribute("data-upper",String(w.upper)),w.current&&b.setAttribute("data-current","true"))}return g}renderTitle(){let t=this.data,r=t?`${t.run} \xB7 step ${t.step}`:this.step===null?`${this.run} \xB7 latest step`:`${this.run} \xB7 step ${this.step}`;return h`<div class="title-bar">
        <h2 title=${`${this.noun} ${this.rowKey}`}><span class="noun">${this.noun}</span><span class="key-name">${this.rowKey}</span></h2>
        ${this.closable?h`<button class="close" name="close-row" title="Close (Esc)" aria-label="Close the drill-down" @click=${()=>this.close()}>
                ×
              </button>`:y}
      </div>
      <div class="what muted" data-run=${t?.run??y} data-step=${t?.step??y}>
        ${t?h`<b>${t.bias}</b>, the size of the bias (lower is better; signed: ${t.value}) · `:y}${r}${t?` \xB7 ${Math.round(t.level*100)}% intervals`:""}
      </div>`}renderCell(t,r){if(t.kind==="interval"){let a=r.whisker;return h`<td
        class="num interval"
        data-col="interval"
        data-lower=${r.lower??y}
        data-upper=${r.upper??y}
        title=${r.title}
      >
        <span class="interval-cell"
          >${a?h`<span class="whisker" aria-hidden="true"
                  ><span class="line" style="left: ${Ua(a.lo)}; width: ${Ua(Math.max(.005,a.hi-a.lo))}"></span>${a.mid!==null?h`<span class="dot" style="left: ${Ua(a.mid)}"></span>`:y}</span
                >`:y}<span class="ci">${r.text||"\u2014"}</span></span
        >
      </td>`}let i=r.value===null,s=[t.kind==="text"?"text":t.kind==="flag"?"flag":"num",i?"missing":""].filter(Boolean).join(" "),o=r.value===null?y:String(r.value);return h`<td class=${s} data-col=${t.name} data-v=${o} title=${r.title}>${i?"\u2014":r.text}</td>`}renderDetail(t){let r=this.detail;if(!r)return y;let i=PR(t.detail.head,t.key);return h`<section class="detail" data-section="detail" data-rows=${r.rows.length}>
      <h4>${r.caption}${r.estimate?h`<span class="muted">${r.estimate} with its ${Math.round(t.level*100)}% interval</span>`:y}</h4>
      ${i?h`<div class="head-text muted">${i}</div>`:y}
      ${r.rows.length===0?h`<div class="muted">No ${this.noun} ${t.key} in this report.</div>`:h`<div class="scroll">
            <table class="detail-table" aria-label=${r.caption}>
              <thead>
                <tr>
                  ${r.columns.map(s=>h`<th class=${s.kind==="text"?"":"num"} data-col=${s.name} title=${m9(s)}>${s.head}</th>`)}
                </tr>
              </thead>
              <tbody>
                ${r.rows.map((s,o)=>h`<tr data-row=${o}>${r.columns.map((a,l)=>this.renderCell(a,s[l]))}</tr>`)}
              </tbody>
            </table>
          </div>`}
    </section>`}renderRun(t,r){let i=this.colorOf(t.run),s=`${Math.round(r.level*100)}%`,o=t.present?`run ${t.run}, step ${t.step}: ${r.bias} ${vf(t,void 0,r.format)} (${s} interval)${t.current?" \u2014 the report on screen":""}`:`The latest report of run ${t.run} (step ${t.step}) has no ${r.bias} for this ${this.noun}: it lacks the ${this.noun}, or the value is undefined there (too little data).`,a=t.at;return h`<div
      class="run-row ${t.current?"current":""} ${t.present?"":"absent"}"
      role="listitem"
      data-run=${t.run}
      data-step=${t.step}
      data-present=${t.present?"true":"false"}
      data-bias=${t.bias??y}
      data-lower=${t.lower??y}
      data-upper=${t.upper??y}
      aria-current=${t.current?"true":y}
      title=${o}
    >
      <span class="run-name"><span class="swatch" style="background: ${i}"></span><span class="name">${t.run}</span></span>
      <span class="track" aria-hidden="true"
        >${a?h`${a.lower!==null&&a.upper!==null?h`<span class="line" style="left: ${Ua(a.lower)}; width: ${Ua(Math.max(.005,a.upper-a.lower))}; background: ${i}"></span>`:y}<span class="dot" style="left: ${Ua(a.bias)}; background: ${i}"></span>`:y}</span
      >
      <span class="val">${t.present?vf(t,void 0,r.format):t.inReport?"undefined (too little data)":"not in this run"}</span>
    </div>`}renderRuns(t){let{bars:r,domain:i}=AR(t,this.runs);return h`<section class="runs" data-section="runs" data-entries=${r.length}>
      <h4>In every run <span class="muted">${t.bias} in each run's latest report</span></h4>
      <div class="run-list" role="list" aria-label=${`${t.bias} of ${t.key} in every run`}>${r.map(s=>this.renderRun(s,t))}</div>
      <div class="axis" aria-hidden="true">
        <span></span><span class="ends"><span>${Wt(i[0],t.format)}</span><span>${Wt(i[1],t.format)}</span></span><span></span>
      </div>
    </section>`}renderSteps(t){let r=Ky(t),i=MR(r.missing);return h`<section class="steps" data-section="steps" data-points=${r.dots.length} data-missing=${r.missing.length}>
      <h4>Over steps <span class="muted">of ${t.run}; dashed: step ${t.step}</span></h4>
      ${this.stepsSvg?h`<div class="chart">${this.stepsSvg}</div>`:h`<div class="muted">No step of ${t.run} has a ${t.bias} for this ${this.noun}.</div>`}
      ${i&&this.stepsSvg?h`<div class="note muted">Not in this run (or undefined) at ${i}.</div>`:y}
    </section>`}render(){let t=this.data;return h`
      ${this.renderTitle()}
      ${this.status==="error"?h`<div class="message error" role="alert">
            <div class="text">${this.error}</div>
            <button class="primary link" name="retry-row" @click=${()=>this.retry()}>Retry</button>
          </div>`:y}
      ${t?h`<div class="content ${this.status==="loading"?"stale":""}">
            ${FE(t)} ${this.showDetail&&!t.groups?this.renderDetail(t):y} ${this.renderRuns(t)}
            ${this.renderSteps(t)}
          </div>`:this.status==="loading"?h`<div class="loading">Loading the ${this.noun}…</div>`:y}
    `}};Hu.properties={api:{attribute:!1},tag:{attribute:!1},run:{attribute:!1},step:{attribute:!1},rowKey:{reflect:!0,attribute:"data-key"},options:{attribute:!1},runs:{attribute:!1},noun:{attribute:!1},declaration:{attribute:!1},showDetail:{attribute:!1},base:{attribute:!1},closable:{attribute:!1},revision:{attribute:!1},variant:{reflect:!0},status:{reflect:!0,attribute:"data-status"},data:{state:!0},error:{state:!0},chartWidth:{state:!0}},Hu.styles=[U,Ie,VE];function Ua(e){return`${(Math.min(1,Math.max(0,e))*100).toFixed(2)}%`}customElements.define("fairness-row-drilldown",Hu);function qE(e,n,t,r){if(n===null)return y;let i=e.columns.label[n];return h`<aside class="drawer" aria-label=${`Label ${i}, drilled down`}>
      ${v9(e,n,t.heads,r)}
      <fairness-row-drilldown
        variant="section"
        .api=${t.api}
        .tag=${e.tag}
        .run=${e.run}
        .step=${e.step}
        .rowKey=${i}
        .options=${sp(e)}
        .noun=${"label"}
        .declaration=${t.declaration}
        .closable=${!1}
      ></fairness-row-drilldown>
    </aside>`}function v9(e,n,t,r){let i=e.columns,s=i.label[n],o=Al(e),a=lp(e,n,e.min_count,o),{a:l,b:u,metric:c}=t,d=(f,m,g,v)=>h`<span class="item" data-col=${f} title=${v??zo(f,t,e.level,e.fdr).title}
        ><span class="k">${m}</span> <b>${g}</b></span
      >`,p=(f,m)=>{let g=ap(i[f][n],e.states[f][n]);return d(f,m,g.text,g.state===null?void 0:g.title)};return h`<div class="open-row" role="region" aria-label="The open label" data-row=${n} data-key=${s}>
      <b class="label" title=${s}>${s}</b>
      ${d("count","count",E(i.count[n]))} ${d("count_a",`with ${l}`,E(i.count_a[n]))}
      ${d("count_b",`with ${u}`,E(i.count_b[n]))} ${p("value_a",`${c}(${l})`)}
      ${p("value_b",`${c}(${u})`)} ${p("gap","gap")}
      ${d("bound",`${mr(e.level)} interval`,a.intervalText,a.intervalReason??void 0)}
      ${d("p_value","p",a.pText,a.pTitle)}
      ${a.significant?h`<span class="item star" data-col="significant" title=${zo("significant",t,e.level,e.fdr).title}
              >★ ${rt(e.fdr)}</span
            >`:y}
      ${a.insufficient?h`<span class="item muted" data-col="insufficient">insufficient</span>`:y}
      <button class="close" name="close_row" title="Close (Esc)" aria-label="Close the open label" @click=${()=>r.close()}>
        ×
      </button>
      ${y9(i.mde?.[n],a,o)}
    </div>`}function y9(e,n,t){if(t===null)return y;let r=typeof e=="number"&&Number.isFinite(e)?`${f$(e,t.settings,t.gapText)}.`:"";return!r&&n.lowPower===null?y:h`<p class="power" data-role="power" data-mde=${typeof e=="number"?String(e):y}>
    ${r}${n.lowPower!==null?h`<span class="low-power" data-role="low-power">○ ${n.lowPower}</span>`:y}
  </p>`}var UE="",w9={signed:"signed gap",bound:"conservative bound"},x9={auto:"fit the width",all:"all",compact:"without A and B"},GE={fdr:"fdr",minCount:"min_count"};function Ga(e){let n=e.trim();if(n==="")return null;let t=Number(n);return Number.isFinite(t)?t:NaN}var Vu=class extends V{constructor(){super(),this.metrics=[],this.identities=[],this.reportMinCount=null,this.declaration=null,this.searchError=null,this.canDownload=!1,this.downloadTitle="Every row as CSV",this.fieldText={gapMin:"",gapMax:"",countMin:"",countMax:""},this.statText={fdr:"",minCount:""}}willUpdate(n){if((n.has("selection")||n.has("reportMinCount"))&&this.selection){let t={gapMin:this.selection.gap[0],gapMax:this.selection.gap[1],countMin:this.selection.count[0],countMax:this.selection.count[1]},r=null;for(let o of Object.keys(t)){let a=Ga(this.fieldText[o]);a===t[o]||Number.isNaN(a)&&t[o]===null||(r??={...this.fieldText},r[o]=t[o]===null?"":String(t[o]))}r&&(this.fieldText=r);let i={fdr:this.selection.fdr,minCount:this.selection.minCount??this.reportMinCount},s=null;for(let o of Object.keys(i)){let a=i[o];a!==null&&Ga(this.statText[o])!==a&&(s??={...this.statText},s[o]=String(a))}s&&(this.statText=s)}}statValid(n,t){return _e(this.declaration,GE[n],t)}onStatInput(n,t){this.statText={...this.statText,[n]:t.target.value}}commitStat(n){let t=Ga(this.statText[n]);this.statValid(n,t)&&t!==this.selection[n]&&this.emit({[n]:t})}statInput(n,t,r){let i=this.statText[n],s=GE[n],o=!this.statValid(n,Ga(i)),{min:a,max:l}=pt(this.declaration,s);return h`<input
      type="number"
      class="stat ${o?"invalid":""}"
      name=${s}
      aria-label=${t}
      aria-invalid=${o?"true":"false"}
      title=${o?`${r} ${Pt(this.declaration,s)}.`:r}
      min=${a??y}
      max=${l??y}
      step=${n==="fdr"?"0.01":"1"}
      .value=${i}
      @input=${u=>this.onStatInput(n,u)}
      @change=${()=>this.commitStat(n)}
      @keydown=${u=>{u.key==="Enter"&&this.commitStat(n)}}
    />`}emit(n){this.dispatchEvent(new CustomEvent("selection-change",{detail:n,bubbles:!0,composed:!0}))}onRange(n,t){let r=t.target.value;this.fieldText={...this.fieldText,[n]:r};let i=Ga(r),s=i===null||Number.isNaN(i)?null:i,o=this.selection,a=[...o.gap],l=[...o.count];n==="gapMin"&&(a[0]=s),n==="gapMax"&&(a[1]=s),n==="countMin"&&(l[0]=s),n==="countMax"&&(l[1]=s),this.emit(n.startsWith("gap")?{gap:a}:{count:l})}rangeInput(n,t,r){let i=this.fieldText[n],s=Number.isNaN(Ga(i));return h`<input
      type="text"
      inputmode="decimal"
      class=${s?"invalid":""}
      name=${n}
      aria-label=${r}
      aria-invalid=${s?"true":"false"}
      title=${s?"Not a number: ignored":r}
      placeholder=${t}
      .value=${i}
      @input=${o=>this.onRange(n,o)}
    />`}render(){let n=this.selection;if(!n)return y;let t=this.metrics.length?this.metrics:[{name:n.metric,title:n.metric,range:null}],r=this.identities,i=r.filter(s=>s.name!==n.a);return h`
      <div class="group" role="group" aria-label="Report and comparison">
        <slot name="report"></slot>
        <label class="field">
          <span class="name">Metric</span>
          <select
            name="metric"
            @change=${s=>this.emit({metric:s.target.value})}
          >
            ${t.map(s=>h`<option .value=${s.name} .selected=${s.name===n.metric} title=${s.title}>
                  ${s.name}${s.title&&s.title!==s.name?` \u2014 ${s.title}`:""}
                </option>`)}
          </select>
        </label>
        <label class="field">
          <span class="name">Identity A</span>
          <select
            name="a"
            @change=${s=>{let o=s.target.value;this.emit(o===n.b?{a:o,b:null}:{a:o})}}
          >
            ${r.length===0&&n.a!==null?h`<option .selected=${!0} .value=${n.a}>${n.a}</option>`:y}
            ${r.map(s=>h`<option .value=${s.name} .selected=${s.name===n.a}>${s.name} (${E(s.count)})</option>`)}
          </select>
        </label>
        <label class="field">
          <span class="name">Identity B</span>
          <select
            name="b"
            @change=${s=>{let o=s.target.value;this.emit({b:o===UE?null:o})}}
          >
            <option .value=${UE} .selected=${n.b===null}>rest (one-vs-rest)</option>
            ${i.map(s=>h`<option .value=${s.name} .selected=${s.name===n.b}>${s.name} (${E(s.count)})</option>`)}
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
            .value=${n.search}
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
            ${this.rangeInput("countMin","min","minimum count")} – ${this.rangeInput("countMax","max","maximum count")}
          </div>
        </div>
        <label
          class="field"
          title="Which columns the table shows: all of them, or without the counts and values of identities A and B (the open row shows them); fit the width: without them when the table is too narrow for all"
        >
          <span class="name">Columns</span>
          <select name="columns" @change=${s=>this.emit({columns:s.target.value})}>
            ${rm.map(s=>h`<option .value=${s} .selected=${n.columns===s}>${x9[s]}</option>`)}
          </select>
        </label>
      </div>
      <div class="group" role="group" aria-label="Statistics">
        <label
          class="field"
          title=${se(this.declaration,"rank_by","signed gap: the largest gaps first. bound: the end of the interval nearest zero (0 when it holds 0), so gaps that are large and certain come first.")}
        >
          <span class="name">${le(this.declaration,"rank_by","Rank by")}</span>
          <select
            name="rank_by"
            @change=${s=>this.emit({rankBy:s.target.value})}
          >
            ${dr(this.declaration,"rank_by").map(s=>h`<option .value=${s} .selected=${n.rankBy===s}>${w9[s]??s}</option>`)}
          </select>
        </label>
        <label class="field" title=${se(this.declaration,"level","The intervals are the whiskers.")}>
          <span class="name">${le(this.declaration,"level","Confidence level")}</span>
          <select name="level" @change=${s=>this.emit({level:Number(s.target.value)})}>
            ${(n.level===null||rp.includes(n.level)?rp:[...rp,n.level].sort((s,o)=>s-o)).map(s=>h`<option .value=${String(s)} .selected=${s===n.level}>${mr(s)}</option>`)}
          </select>
        </label>
        <label class="field">
          <span class="name">${le(this.declaration,"fdr","FDR")}</span>
          ${this.statInput("fdr","false discovery rate q",`False discovery rate of the \u2605 marks (Benjamini-Hochberg): ${Ds(this.declaration,"fdr")}.`)}
        </label>
        <label class="field">
          <span class="name">${le(this.declaration,"min_count","Min count")}</span>
          ${this.statInput("minCount","minimum count","A row is insufficient (grey, no p-value) when the label or an identity is seen fewer times than this.")}
        </label>
        <label class="field check" title="Show only the rows marked ★">
          <input
            type="checkbox"
            name="significant_only"
            .checked=${n.significantOnly}
            @change=${s=>this.emit({significantOnly:s.target.checked})}
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
        ?disabled=${!this.canDownload}
        title="The rows the search and filters show, in their order, as CSV (the same columns and values as the full download)"
        @click=${()=>this.dispatchEvent(new CustomEvent("download-csv",{detail:"shown",bubbles:!0,composed:!0}))}
      >
        CSV of rows shown
      </button>
      </div>
      ${this.searchError?h`<div class="search-error" role="alert" title=${this.searchError}>
            Invalid regex, search ignored: ${this.searchError}
          </div>`:y}
    `}};Vu.properties={selection:{attribute:!1},metrics:{attribute:!1},identities:{attribute:!1},reportMinCount:{attribute:!1},declaration:{attribute:!1},searchError:{attribute:!1},canDownload:{attribute:!1},downloadTitle:{attribute:!1},fieldText:{state:!0},statText:{state:!0}},Vu.styles=[U,je,z`
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
    `];customElements.define("fairness-controls",Vu);function Wa(e,n,t,r){var i=arguments.length,s=i<3?n:r===null?r=Object.getOwnPropertyDescriptor(n,t):r,o;if(typeof Reflect=="object"&&typeof Reflect.decorate=="function")s=Reflect.decorate(e,n,t,r);else for(var a=e.length-1;a>=0;a--)(o=e[a])&&(s=(i<3?o(s):i>3?o(n,t,s):o(n,t))||s);return i>3&&s&&Object.defineProperty(n,t,s),s}var $9={attribute:!0,type:String,converter:$l,reflect:!1,hasChanged:Kc},_9=(e=$9,n,t)=>{let{kind:r,metadata:i}=t,s=globalThis.litPropertyMetadata.get(i);if(s===void 0&&globalThis.litPropertyMetadata.set(i,s=new Map),r==="setter"&&((e=Object.create(e)).wrapped=!0),s.set(t.name,e),r==="accessor"){let{name:o}=t;return{set(a){let l=n.get.call(this);n.set.call(this,a),this.requestUpdate(o,l,e,!0,a)},init(a){return a!==void 0&&this.C(o,void 0,e,a),a}}}if(r==="setter"){let{name:o}=t;return function(a){let l=this[o];n.call(this,a),this.requestUpdate(o,l,e,!0,a)}}throw Error("Unsupported decorator location: "+r)};function Ya(e){return(n,t)=>typeof t=="object"?_9(e,n,t):((r,i,s)=>{let o=i.hasOwnProperty(s);return i.constructor.createProperty(s,r),o?Object.getOwnPropertyDescriptor(i,s):void 0})(e,n,t)}var vn={ATTRIBUTE:1,CHILD:2,PROPERTY:3,BOOLEAN_ATTRIBUTE:4,EVENT:5,ELEMENT:6},$o=e=>(...n)=>({_$litDirective$:e,values:n}),gs=class{constructor(n){}get _$AU(){return this._$AM._$AU}_$AT(n,t,r){this._$Ct=n,this._$AM=t,this._$Ci=r}_$AS(n,t){return this.update(n,t)}update(n,t){return this.render(...t)}};var{I:S9}=hx,WE=e=>e;var jf=e=>e.strings===void 0,YE=()=>document.createComment(""),Xa=(e,n,t)=>{let r=e._$AA.parentNode,i=n===void 0?e._$AB:n._$AA;if(t===void 0){let s=r.insertBefore(YE(),i),o=r.insertBefore(YE(),i);t=new S9(s,o,e,e.options)}else{let s=t._$AB.nextSibling,o=t._$AM,a=o!==e;if(a){let l;t._$AQ?.(e),t._$AM=e,t._$AP!==void 0&&(l=e._$AU)!==o._$AU&&t._$AP(l)}if(s!==i||a){let l=t._$AA;for(;l!==s;){let u=WE(l).nextSibling;WE(r).insertBefore(l,i),l=u}}}return t},bs=(e,n,t=e)=>(e._$AI(n,t),e),k9={},qf=(e,n=k9)=>e._$AH=n,XE=e=>e._$AH,Uf=e=>{e._$AR(),e._$AA.remove()};var Fu=(e,n)=>{let t=e._$AN;if(t===void 0)return!1;for(let r of t)r._$AO?.(n,!1),Fu(r,n);return!0},Gf=e=>{let n,t;do{if((n=e._$AM)===void 0)break;t=n._$AN,t.delete(e),e=n}while(t?.size===0)},JE=e=>{for(let n;n=e._$AM;e=n){let t=n._$AN;if(t===void 0)n._$AN=t=new Set;else if(t.has(e))break;t.add(e),R9(n)}};function T9(e){this._$AN!==void 0?(Gf(this),this._$AM=e,JE(this)):this._$AM=e}function C9(e,n=!1,t=0){let r=this._$AH,i=this._$AN;if(i!==void 0&&i.size!==0)if(n)if(Array.isArray(r))for(let s=t;s<r.length;s++)Fu(r[s],!1),Gf(r[s]);else r!=null&&(Fu(r,!1),Gf(r));else Fu(this,e)}var R9=e=>{e.type==vn.CHILD&&(e._$AP??=C9,e._$AQ??=T9)},Wf=class extends gs{constructor(){super(...arguments),this._$AN=void 0}_$AT(n,t,r){super._$AT(n,t,r),JE(this),this.isConnected=n._$AU}_$AO(n,t=!0){n!==this.isConnected&&(this.isConnected=n,n?this.reconnected?.():this.disconnected?.()),t&&(Fu(this,n),Gf(this))}setValue(n){if(jf(this._$Ct))this._$Ct._$AI(n,this);else{let t=[...this._$Ct._$AH];t[this._$Ci]=n,this._$Ct._$AI(t,this,0)}}disconnected(){}reconnected(){}};var ZE=(e,n,t)=>{let r=new Map;for(let i=n;i<=t;i++)r.set(e[i],i);return r},QE=$o(class extends gs{constructor(e){if(super(e),e.type!==vn.CHILD)throw Error("repeat() can only be used in text expressions")}dt(e,n,t){let r;t===void 0?t=n:n!==void 0&&(r=n);let i=[],s=[],o=0;for(let a of e)i[o]=r?r(a,o):o,s[o]=t(a,o),o++;return{values:s,keys:i}}render(e,n,t){return this.dt(e,n,t).values}update(e,[n,t,r]){let i=XE(e),{values:s,keys:o}=this.dt(n,t,r);if(!Array.isArray(i))return this.ut=o,s;let a=this.ut??=[],l=[],u,c,d=0,p=i.length-1,f=0,m=s.length-1;for(;d<=p&&f<=m;)if(i[d]===null)d++;else if(i[p]===null)p--;else if(a[d]===o[f])l[f]=bs(i[d],s[f]),d++,f++;else if(a[p]===o[m])l[m]=bs(i[p],s[m]),p--,m--;else if(a[d]===o[m])l[m]=bs(i[d],s[m]),Xa(e,l[m+1],i[d]),d++,m--;else if(a[p]===o[f])l[f]=bs(i[p],s[f]),Xa(e,i[d],i[p]),p--,f++;else if(u===void 0&&(u=ZE(o,f,m),c=ZE(a,d,p)),u.has(a[d]))if(u.has(a[p])){let g=c.get(o[f]),v=g!==void 0?i[g]:null;if(v===null){let b=Xa(e,i[d]);bs(b,s[f]),l[f]=b}else l[f]=bs(v,s[f]),Xa(e,i[d],v),i[g]=null;f++}else Uf(i[p]),p--;else Uf(i[d]),d++;for(;f<=m;){let g=Xa(e,l[m+1]);bs(g,s[f]),l[f++]=g}for(;d<=p;){let g=i[d++];g!==null&&Uf(g)}return this.ut=o,qf(e,l),Lt}});var Ja=class e extends Event{constructor(n){super(e.eventName,{bubbles:!1}),this.first=n.first,this.last=n.last}};Ja.eventName="rangeChanged";var Za=class e extends Event{constructor(n){super(e.eventName,{bubbles:!1}),this.first=n.first,this.last=n.last}};Za.eventName="visibilityChanged";var Ku=class e extends Event{constructor(){super(e.eventName,{bubbles:!1})}};Ku.eventName="unpinned";var vw=class{constructor(n){this._element=null;let t=n??window;this._node=t,n&&(this._element=n)}get element(){return this._element||document.scrollingElement||document.documentElement}get scrollTop(){return this.element.scrollTop||window.scrollY}get scrollLeft(){return this.element.scrollLeft||window.scrollX}get scrollHeight(){return this.element.scrollHeight}get scrollWidth(){return this.element.scrollWidth}get viewportHeight(){return this._element?this._element.getBoundingClientRect().height:window.innerHeight}get viewportWidth(){return this._element?this._element.getBoundingClientRect().width:window.innerWidth}get maxScrollTop(){return this.scrollHeight-this.viewportHeight}get maxScrollLeft(){return this.scrollWidth-this.viewportWidth}},Yf=class extends vw{constructor(n,t){super(t),this._clients=new Set,this._retarget=null,this._end=null,this.__destination=null,this.correctingScrollError=!1,this._checkForArrival=this._checkForArrival.bind(this),this._updateManagedScrollTo=this._updateManagedScrollTo.bind(this),this.scrollTo=this.scrollTo.bind(this),this.scrollBy=this.scrollBy.bind(this);let r=this._node;this._originalScrollTo=r.scrollTo,this._originalScrollBy=r.scrollBy,this._originalScroll=r.scroll,this._attach(n)}get _destination(){return this.__destination}get scrolling(){return this._destination!==null}scrollTo(n,t){let r=typeof n=="number"&&typeof t=="number"?{left:n,top:t}:n;this._scrollTo(r)}scrollBy(n,t){let r=typeof n=="number"&&typeof t=="number"?{left:n,top:t}:n;r.top!==void 0&&(r.top+=this.scrollTop),r.left!==void 0&&(r.left+=this.scrollLeft),this._scrollTo(r)}_nativeScrollTo(n){this._originalScrollTo.bind(this._element||window)(n)}_scrollTo(n,t=null,r=null){this._end!==null&&this._end(),n.behavior==="smooth"?(this._setDestination(n),this._retarget=t,this._end=r):this._resetScrollState(),this._nativeScrollTo(n)}_setDestination(n){let{top:t,left:r}=n;return t=t===void 0?void 0:Math.max(0,Math.min(t,this.maxScrollTop)),r=r===void 0?void 0:Math.max(0,Math.min(r,this.maxScrollLeft)),this._destination!==null&&r===this._destination.left&&t===this._destination.top?!1:(this.__destination={top:t,left:r,behavior:"smooth"},!0)}_resetScrollState(){this.__destination=null,this._retarget=null,this._end=null}_updateManagedScrollTo(n){this._destination&&this._setDestination(n)&&this._nativeScrollTo(this._destination)}managedScrollTo(n,t,r){return this._scrollTo(n,t,r),this._updateManagedScrollTo}correctScrollError(n){this.correctingScrollError=!0,requestAnimationFrame(()=>requestAnimationFrame(()=>this.correctingScrollError=!1)),this._nativeScrollTo(n),this._retarget&&this._setDestination(this._retarget()),this._destination&&this._nativeScrollTo(this._destination)}_checkForArrival(){if(this._destination!==null){let{scrollTop:n,scrollLeft:t}=this,{top:r,left:i}=this._destination;r=Math.min(r||0,this.maxScrollTop),i=Math.min(i||0,this.maxScrollLeft);let s=Math.abs(r-n),o=Math.abs(i-t);s<1&&o<1&&(this._end&&this._end(),this._resetScrollState())}}detach(n){return this._clients.delete(n),this._clients.size===0&&(this._node.scrollTo=this._originalScrollTo,this._node.scrollBy=this._originalScrollBy,this._node.scroll=this._originalScroll,this._node.removeEventListener("scroll",this._checkForArrival)),null}_attach(n){this._clients.add(n),this._clients.size===1&&(this._node.scrollTo=this.scrollTo,this._node.scrollBy=this.scrollBy,this._node.scroll=this.scrollTo,this._node.addEventListener("scroll",this._checkForArrival))}};var iP=typeof window<"u"?window.ResizeObserver:void 0;var qu=Symbol("virtualizerRef"),Jf="virtualizer-sizer",sP,Qf=class{constructor(n){if(this._benchmarkStart=null,this._layout=null,this._clippingAncestors=[],this._scrollSize=null,this._scrollError=null,this._childrenPos=null,this._childMeasurements=null,this._toBeMeasured=new Map,this._rangeChanged=!0,this._itemsChanged=!0,this._visibilityChanged=!0,this._scrollerController=null,this._isScroller=!1,this._sizer=null,this._hostElementRO=null,this._childrenRO=null,this._mutationObserver=null,this._scrollEventListeners=[],this._scrollEventListenerOptions={passive:!0},this._loadListener=this._childLoaded.bind(this),this._scrollIntoViewTarget=null,this._updateScrollIntoViewCoordinates=null,this._items=[],this._first=-1,this._last=-1,this._firstVisible=-1,this._lastVisible=-1,this._scheduled=new WeakSet,this._measureCallback=null,this._measureChildOverride=null,this._layoutCompletePromise=null,this._layoutCompleteResolver=null,this._layoutCompleteRejecter=null,this._pendingLayoutComplete=null,this._layoutInitialized=null,this._connected=!1,!n)throw new Error("Virtualizer constructor requires a configuration object");if(n.hostElement)this._init(n);else throw new Error('Virtualizer configuration requires the "hostElement" property')}set items(n){Array.isArray(n)&&n!==this._items&&(this._itemsChanged=!0,this._items=n,this._schedule(this._updateLayout))}_init(n){this._isScroller=!!n.scroller,this._initHostElement(n);let t=n.layout||{};this._layoutInitialized=this._initLayout(t)}_initObservers(){this._mutationObserver=new MutationObserver(this._finishDOMUpdate.bind(this)),this._hostElementRO=new iP(()=>this._hostElementSizeChanged()),this._childrenRO=new iP(this._childrenSizeChanged.bind(this))}_initHostElement(n){let t=this._hostElement=n.hostElement;this._applyVirtualizerStyles(),t[qu]=this}connected(){this._initObservers();let n=this._isScroller;this._clippingAncestors=N9(this._hostElement,n),this._scrollerController=new Yf(this,this._clippingAncestors[0]),this._schedule(this._updateLayout),this._observeAndListen(),this._connected=!0}_observeAndListen(){this._mutationObserver.observe(this._hostElement,{childList:!0}),this._hostElementRO.observe(this._hostElement),this._scrollEventListeners.push(window),window.addEventListener("scroll",this,this._scrollEventListenerOptions),this._clippingAncestors.forEach(n=>{n.addEventListener("scroll",this,this._scrollEventListenerOptions),this._scrollEventListeners.push(n),this._hostElementRO.observe(n)}),this._hostElementRO.observe(this._scrollerController.element),this._children.forEach(n=>this._childrenRO.observe(n)),this._scrollEventListeners.forEach(n=>n.addEventListener("scroll",this,this._scrollEventListenerOptions))}disconnected(){this._scrollEventListeners.forEach(n=>n.removeEventListener("scroll",this,this._scrollEventListenerOptions)),this._scrollEventListeners=[],this._clippingAncestors=[],this._scrollerController?.detach(this),this._scrollerController=null,this._mutationObserver?.disconnect(),this._mutationObserver=null,this._hostElementRO?.disconnect(),this._hostElementRO=null,this._childrenRO?.disconnect(),this._childrenRO=null,this._rejectLayoutCompletePromise("disconnected"),this._connected=!1}_applyVirtualizerStyles(){let t=this._hostElement.style;t.display=t.display||"block",t.position=t.position||"relative",t.contain=t.contain||"size layout",this._isScroller&&(t.overflow=t.overflow||"auto",t.minHeight=t.minHeight||"150px")}_getSizer(){let n=this._hostElement;if(!this._sizer){let t=n.querySelector(`[${Jf}]`);t||(t=document.createElement("div"),t.setAttribute(Jf,""),n.appendChild(t)),Object.assign(t.style,{position:"absolute",margin:"-2px 0 0 0",padding:0,visibility:"hidden",fontSize:"2px"}),t.textContent="&nbsp;",t.setAttribute(Jf,""),this._sizer=t}return this._sizer}async updateLayoutConfig(n){await this._layoutInitialized;let t=n.type||sP;if(typeof t=="function"&&this._layout instanceof t){let r={...n};return delete r.type,this._layout.config=r,!0}return!1}async _initLayout(n){let t,r;if(typeof n.type=="function"){r=n.type;let i={...n};delete i.type,t=i}else t=n;r===void 0&&(sP=r=(await Promise.resolve().then(()=>(xw(),rP))).FlowLayout),this._layout=new r(i=>this._handleLayoutMessage(i),t),this._layout.measureChildren&&typeof this._layout.updateItemSizes=="function"&&(typeof this._layout.measureChildren=="function"&&(this._measureChildOverride=this._layout.measureChildren),this._measureCallback=this._layout.updateItemSizes.bind(this._layout)),this._layout.listenForChildLoadEvents&&this._hostElement.addEventListener("load",this._loadListener,!0),this._schedule(this._updateLayout)}startBenchmarking(){this._benchmarkStart===null&&(this._benchmarkStart=window.performance.now())}stopBenchmarking(){if(this._benchmarkStart!==null){let n=window.performance.now(),t=n-this._benchmarkStart,i=performance.getEntriesByName("uv-virtualizing","measure").filter(s=>s.startTime>=this._benchmarkStart&&s.startTime<n).reduce((s,o)=>s+o.duration,0);return this._benchmarkStart=null,{timeElapsed:t,virtualizationTime:i}}return null}_measureChildren(){let n={},t=this._children,r=this._measureChildOverride||this._measureChild;for(let i=0;i<t.length;i++){let s=t[i],o=this._first+i;(this._itemsChanged||this._toBeMeasured.has(s))&&(n[o]=r.call(this,s,this._items[o]))}this._childMeasurements=n,this._schedule(this._updateLayout),this._toBeMeasured.clear()}_measureChild(n){let{width:t,height:r}=n.getBoundingClientRect();return Object.assign({width:t,height:r},D9(n))}async _schedule(n){this._scheduled.has(n)||(this._scheduled.add(n),await Promise.resolve(),this._scheduled.delete(n),n.call(this))}async _updateDOM(n){this._scrollSize=n.scrollSize,this._adjustRange(n.range),this._childrenPos=n.childPositions,this._scrollError=n.scrollError||null;let{_rangeChanged:t,_itemsChanged:r}=this;this._visibilityChanged&&(this._notifyVisibility(),this._visibilityChanged=!1),(t||r)&&(this._notifyRange(),this._rangeChanged=!1),this._finishDOMUpdate()}_finishDOMUpdate(){this._connected&&(this._children.forEach(n=>this._childrenRO.observe(n)),this._checkScrollIntoViewTarget(this._childrenPos),this._positionChildren(this._childrenPos),this._sizeHostElement(this._scrollSize),this._correctScrollError(),this._benchmarkStart&&"mark"in window.performance&&window.performance.mark("uv-end"))}_updateLayout(){this._layout&&this._connected&&(this._layout.items=this._items,this._updateView(),this._childMeasurements!==null&&(this._measureCallback&&this._measureCallback(this._childMeasurements),this._childMeasurements=null),this._layout.reflowIfNeeded(),this._benchmarkStart&&"mark"in window.performance&&window.performance.mark("uv-end"))}_handleScrollEvent(){if(this._benchmarkStart&&"mark"in window.performance){try{window.performance.measure("uv-virtualizing","uv-start","uv-end")}catch(n){console.warn("Error measuring performance data: ",n)}window.performance.mark("uv-start")}this._scrollerController.correctingScrollError===!1&&this._layout?.unpin(),this._schedule(this._updateLayout)}handleEvent(n){n.type==="scroll"?(n.currentTarget===window||this._clippingAncestors.includes(n.currentTarget))&&this._handleScrollEvent():console.warn("event not handled",n)}_handleLayoutMessage(n){n.type==="stateChanged"?this._updateDOM(n):n.type==="visibilityChanged"?(this._firstVisible=n.firstVisible,this._lastVisible=n.lastVisible,this._notifyVisibility()):n.type==="unpinned"&&this._hostElement.dispatchEvent(new Ku)}get _children(){let n=[],t=this._hostElement.firstElementChild;for(;t;)t.hasAttribute(Jf)||n.push(t),t=t.nextElementSibling;return n}_updateView(){let n=this._hostElement,t=this._scrollerController?.element,r=this._layout;if(n&&t&&r){let i,s,o,a,l=n.getBoundingClientRect();i=0,s=0,o=window.innerHeight,a=window.innerWidth;let u=this._clippingAncestors.map(b=>b.getBoundingClientRect());u.unshift(l);for(let b of u)i=Math.max(i,b.top),s=Math.max(s,b.left),o=Math.min(o,b.bottom),a=Math.min(a,b.right);let c=t.getBoundingClientRect(),d={left:l.left-c.left,top:l.top-c.top},p={width:t.scrollWidth,height:t.scrollHeight},f=i-l.top+n.scrollTop,m=s-l.left+n.scrollLeft,g=Math.max(0,o-i),v=Math.max(0,a-s);r.viewportSize={width:v,height:g},r.viewportScroll={top:f,left:m},r.totalScrollSize=p,r.offsetWithinScroller=d}}_sizeHostElement(n){let r=n&&n.width!==null?Math.min(82e5,n.width):0,i=n&&n.height!==null?Math.min(82e5,n.height):0;if(this._isScroller)this._getSizer().style.transform=`translate(${r}px, ${i}px)`;else{let s=this._hostElement.style;s.minWidth=r?`${r}px`:"100%",s.minHeight=i?`${i}px`:"100%"}}_positionChildren(n){n&&n.forEach(({top:t,left:r,width:i,height:s,xOffset:o,yOffset:a},l)=>{let u=this._children[l-this._first];u&&(u.style.position="absolute",u.style.boxSizing="border-box",u.style.transform=`translate(${r}px, ${t}px)`,i!==void 0&&(u.style.width=i+"px"),s!==void 0&&(u.style.height=s+"px"),u.style.left=o===void 0?null:o+"px",u.style.top=a===void 0?null:a+"px")})}async _adjustRange(n){let{_first:t,_last:r,_firstVisible:i,_lastVisible:s}=this;this._first=n.first,this._last=n.last,this._firstVisible=n.firstVisible,this._lastVisible=n.lastVisible,this._rangeChanged=this._rangeChanged||this._first!==t||this._last!==r,this._visibilityChanged=this._visibilityChanged||this._firstVisible!==i||this._lastVisible!==s}_correctScrollError(){if(this._scrollError){let{scrollTop:n,scrollLeft:t}=this._scrollerController,{top:r,left:i}=this._scrollError;this._scrollError=null,this._scrollerController.correctScrollError({top:n-r,left:t-i})}}element(n){return n===1/0&&(n=this._items.length-1),this._items?.[n]===void 0?void 0:{scrollIntoView:(t={})=>this._scrollElementIntoView({...t,index:n})}}_scrollElementIntoView(n){if(n.index>=this._first&&n.index<=this._last)this._children[n.index-this._first].scrollIntoView(n);else if(n.index=Math.min(n.index,this._items.length-1),n.behavior==="smooth"){let t=this._layout.getScrollIntoViewCoordinates(n),{behavior:r}=n;this._updateScrollIntoViewCoordinates=this._scrollerController.managedScrollTo(Object.assign(t,{behavior:r}),()=>this._layout.getScrollIntoViewCoordinates(n),()=>this._scrollIntoViewTarget=null),this._scrollIntoViewTarget=n}else this._layout.pin=n}_checkScrollIntoViewTarget(n){let{index:t}=this._scrollIntoViewTarget||{};t&&n?.has(t)&&this._updateScrollIntoViewCoordinates(this._layout.getScrollIntoViewCoordinates(this._scrollIntoViewTarget))}_notifyRange(){this._hostElement.dispatchEvent(new Ja({first:this._first,last:this._last}))}_notifyVisibility(){this._hostElement.dispatchEvent(new Za({first:this._firstVisible,last:this._lastVisible}))}get layoutComplete(){return this._layoutCompletePromise||(this._layoutCompletePromise=new Promise((n,t)=>{this._layoutCompleteResolver=n,this._layoutCompleteRejecter=t})),this._layoutCompletePromise}_rejectLayoutCompletePromise(n){this._layoutCompleteRejecter!==null&&this._layoutCompleteRejecter(n),this._resetLayoutCompleteState()}_scheduleLayoutComplete(){this._layoutCompletePromise&&this._pendingLayoutComplete===null&&(this._pendingLayoutComplete=requestAnimationFrame(()=>requestAnimationFrame(()=>this._resolveLayoutCompletePromise())))}_resolveLayoutCompletePromise(){this._layoutCompleteResolver!==null&&this._layoutCompleteResolver(),this._resetLayoutCompleteState()}_resetLayoutCompleteState(){this._layoutCompletePromise=null,this._layoutCompleteResolver=null,this._layoutCompleteRejecter=null,this._pendingLayoutComplete=null}_hostElementSizeChanged(){this._schedule(this._updateLayout)}_childLoaded(){}_childrenSizeChanged(n){if(this._layout?.measureChildren){for(let t of n)this._toBeMeasured.set(t.target,t.contentRect);this._measureChildren()}this._scheduleLayoutComplete(),this._itemsChanged=!1,this._rangeChanged=!1}};function D9(e){let n=window.getComputedStyle(e);return{marginTop:Zf(n.marginTop),marginRight:Zf(n.marginRight),marginBottom:Zf(n.marginBottom),marginLeft:Zf(n.marginLeft)}}function Zf(e){let n=e?parseFloat(e):NaN;return Number.isNaN(n)?0:n}function oP(e){if(e.assignedSlot!==null)return e.assignedSlot;if(e.parentElement!==null)return e.parentElement;let n=e.parentNode;return n&&n.nodeType===Node.DOCUMENT_FRAGMENT_NODE&&n.host||null}function L9(e,n=!1){let t=[],r=n?e:oP(e);for(;r!==null;)t.push(r),r=oP(r);return t}function N9(e,n=!1){let t=!1;return L9(e,n).filter(r=>{if(t)return!1;let i=getComputedStyle(r);return t=i.position==="fixed",i.overflow!=="visible"})}var _w=e=>e,Sw=(e,n)=>h`${n}: ${JSON.stringify(e,null,2)}`,$w=class extends Wf{constructor(n){if(super(n),this._virtualizer=null,this._first=0,this._last=-1,this._renderItem=(t,r)=>Sw(t,r+this._first),this._keyFunction=(t,r)=>_w(t,r+this._first),this._items=[],n.type!==vn.CHILD)throw new Error("The virtualize directive can only be used in child expressions")}render(n){n&&this._setFunctions(n);let t=[];if(this._first>=0&&this._last>=this._first)for(let r=this._first;r<=this._last;r++)t.push(this._items[r]);return QE(t,this._keyFunction,this._renderItem)}update(n,[t]){this._setFunctions(t);let r=this._items!==t.items;return this._items=t.items||[],this._virtualizer?this._updateVirtualizerConfig(n,t):this._initialize(n,t),r?Lt:this.render()}async _updateVirtualizerConfig(n,t){if(!await this._virtualizer.updateLayoutConfig(t.layout||{})){let i=n.parentNode;this._makeVirtualizer(i,t)}this._virtualizer.items=this._items}_setFunctions(n){let{renderItem:t,keyFunction:r}=n;t&&(this._renderItem=(i,s)=>t(i,s+this._first)),r&&(this._keyFunction=(i,s)=>r(i,s+this._first))}_makeVirtualizer(n,t){this._virtualizer&&this._virtualizer.disconnected();let{layout:r,scroller:i,items:s}=t;this._virtualizer=new Qf({hostElement:n,layout:r,scroller:i}),this._virtualizer.items=s,this._virtualizer.connected()}_initialize(n,t){let r=n.parentNode;r&&r.nodeType===1&&(r.addEventListener("rangeChanged",i=>{this._first=i.first,this._last=i.last,this.setValue(this.render())}),this._makeVirtualizer(r,t))}disconnected(){this._virtualizer?.disconnected()}reconnected(){this._virtualizer?.connected()}},aP=$o($w);var Ni=class extends V{constructor(){super(...arguments),this.items=[],this.renderItem=Sw,this.keyFunction=_w,this.layout={},this.scroller=!1}createRenderRoot(){return this}render(){let{items:n,renderItem:t,keyFunction:r,layout:i,scroller:s}=this;return h`${aP({items:n,renderItem:t,keyFunction:r,layout:i,scroller:s})}`}element(n){return this[qu]?.element(n)}get layoutComplete(){return this[qu]?.layoutComplete}scrollToIndex(n,t="start"){this.element(n)?.scrollIntoView({block:t})}};Wa([Ya({attribute:!1})],Ni.prototype,"items",void 0);Wa([Ya()],Ni.prototype,"renderItem",void 0);Wa([Ya()],Ni.prototype,"keyFunction",void 0);Wa([Ya({attribute:!1})],Ni.prototype,"layout",void 0);Wa([Ya({reflect:!0,type:Boolean})],Ni.prototype,"scroller",void 0);customElements.define("lit-virtualizer",Ni);xw();function lP(e,n,t,r){if(t<=0)return null;let i=Math.max(1,Math.floor(r)),s=o=>Math.min(t-1,Math.max(0,o));switch(e){case"ArrowDown":return n===null?0:s(n+1);case"ArrowUp":return n===null?0:s(n-1);case"PageDown":return n===null?0:s(n+i);case"PageUp":return n===null?0:s(n-i);case"Home":return 0;case"End":return t-1;default:return null}}function uP(e,n,t,r,i){let s=e*n,o=s+n,a=Math.max(n,r-i);return s<t?s:o>t+a?o-a:t}function Wr(e,n,t,r){return e!==n?r(e):t==="asc"?"desc":"asc"}function Yr(e,n){return e?n==="asc"?"ascending":"descending":"none"}function Xr(e,n){return e&&n==="asc"?"\u25B2":"\u25BC"}var eh=24,O9=(e,n)=>n,I9=50,z9={width:0,height:eh,marginTop:0,marginRight:0,marginBottom:0,marginLeft:0},kw=class extends Qa{constructor(...n){super(...n),this._overhang=I9}get measureChildren(){return(()=>z9)}},B9={type:kw},Jr={table:{attribute:!1},rows:{attribute:!1},sort:{attribute:!1},dir:{attribute:!1}};function Tw(e,n){e.dispatchEvent(new CustomEvent("sort-change",{detail:n,bubbles:!0,composed:!0}))}function H9(e,n,t){let{sort:r,dir:i}=e,s=n.key===r,o=h`<span class="arrow">${Xr(s,i)}</span>`,a=()=>Tw(e,{column:n.key,dir:Wr(n.key,r,i,t)});return h`<button
    role="columnheader"
    class=${[n.text?"text":"",n.className??""].join(" ").trim()}
    data-col=${n.key}
    aria-sort=${Yr(s,i)}
    title=${`${n.title}. Click to sort.`}
    @click=${a}
  >
    <span class="top">${n.text?y:o}<span class="col-name">${n.name}</span>${n.text?o:y}</span>
    ${n.sub?h`<span class="sub">${n.sub}</span>`:y}
  </button>`}function ys(e,n){let{rows:t}=e;return h`<div
    role="table"
    style=${n.tableStyle??y}
    aria-rowcount=${t.length+1}
    aria-label=${n.label}
    tabindex=${n.focusable?0:y}
  >
    <div class="head" role="row" style=${n.headStyle??y}>
      ${n.columns.map(r=>"header"in r?r.header:H9(e,r,n.defaultDir))}
    </div>
    ${t.length===0?h`<div class="none">${n.empty}</div>`:n.keyByPosition?h`<lit-virtualizer
              .items=${t}
              .renderItem=${n.renderRow}
              .keyFunction=${O9}
              .layout=${B9}
            ></lit-virtualizer>`:h`<lit-virtualizer .items=${t} .renderItem=${n.renderRow}></lit-virtualizer>`}
  </div>`}var vs=class{constructor(n,t){this.host=n;this.actions=t;this.row=null;this.onFocus=n=>{let t=n.composedPath()[0];if(this.row!==null||!(t instanceof HTMLElement)||t.getAttribute("role")!=="table"||!t.matches(":focus-visible"))return;let r=this.host.rows;r.length!==0&&this.set(r[Math.min(r.length-1,Math.ceil(this.host.scrollTop/eh))])};this.onKey=n=>{if(n.defaultPrevented||n.altKey||n.ctrlKey||n.metaKey)return;let t=n.composedPath()[0],r=t instanceof Element&&t.closest("button, input, select, a")!==null;if(n.key==="Escape"){this.actions.close()&&n.preventDefault();return}let i=this.host.rows;if(n.key==="Enter"||n.key===" "){if(r||this.row===null||!i.includes(this.row))return;n.preventDefault(),this.actions.open(this.row);return}let s=this.row===null?-1:i.indexOf(this.row),o=this.headHeight(),a=this.host.clientHeight,l=lP(n.key,s<0?null:s,i.length,Math.floor((a-o)/eh)-1);l!==null&&(n.preventDefault(),this.set(i[l]),this.host.scrollTop=uP(l,eh,this.host.scrollTop,a,o))};n.addController(this)}hostConnected(){this.host.addEventListener("keydown",this.onKey),this.host.addEventListener("focusin",this.onFocus)}hostDisconnected(){this.host.removeEventListener("keydown",this.onKey),this.host.removeEventListener("focusin",this.onFocus)}isCursor(n){return n===this.row}set(n){n!==this.row&&(this.row=n,this.host.requestUpdate())}headHeight(){return this.host.shadowRoot?.querySelector(".head")?.offsetHeight??0}};function cP(e,n){return h`<div class="cell mark" role="cell" data-col="significant">
    ${e?jn(n):y}
  </div>`}function jn(e){return h`<span class="sig" role="img" aria-label=${e} title=${e}>★</span>`}var ws=[x$,z`
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
  `],th=z`
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
`;var V9=["label","count","count_a","count_b","value_a","value_b","gap","bound","p_value"],F9=new Set(["count_a","count_b","value_a","value_b"]),Uu=76,nh=14,K9="minmax(120px, 3fr) repeat(3, minmax(72px, 1fr)) repeat(3, minmax(92px, 1fr)) 212px minmax(64px, 1fr) 24px",j9="minmax(120px, 3fr) minmax(72px, 1fr) minmax(92px, 1fr) 212px minmax(64px, 1fr) 24px",Cw=912,pP=584,q9="fairness:rows-rendered";function U9(e,n,[t,r]){let s=b=>(b-t)/(r-t)*(Uu-6)+3,o=b=>Math.min(Uu-3,Math.max(3,b)),a=nh/2,[l,u]=e,c=s(l),d=s(u),p=o(c),f=o(d),m=c<3?`M${p+3},${a-3}L${p},${a}L${p+3},${a+3}`:`M${p},${a-3}V${a+3}`,g=d>Uu-3?`M${f-3},${a-3}L${f},${a}L${f-3},${a+3}`:`M${f},${a-3}V${a+3}`,v=n!==null&&Number.isFinite(n)?s(n):-10;return{zero:`M${s(0)},0V${nh}`,bar:`M${p},${a}H${f}${m}${g}`,dot:v,r:v>=0&&v<=Uu?2.5:0}}function G9(e){return h`<svg class="whisker" width=${Uu} height=${nh} aria-hidden="true">
    <path class="zero" d=${e.zero}></path>
    <path class="bar" d=${e.bar}></path>
    <circle class="dot" cx=${e.dot} cy=${nh/2} r=${e.r}></circle>
  </svg>`}function W9(e,n){return h`<div class="cell mark" role="cell" data-col="significant">
    ${e.significant?jn(n):e.lowPower!==null?h`<span class="low-power" role="img" aria-label="low power" title=${e.lowPower}>○</span>`:y}
  </div>`}var Y9=4096,Gu=class extends V{constructor(){super();this.pendingMark=!1;this.width=0;this.resize=new ResizeObserver(t=>{this.width=t[0]?.contentRect.width??0,this.updateCompact()});this.cursor=new vs(this,{open:t=>this.openRow(t),close:()=>this.open===null?!1:(this.dispatchEvent(new CustomEvent("row-close",{bubbles:!0,composed:!0})),!0)});this.texts=new Map;this.rowTemplate=(t,r)=>this.renderRow(t,r);this.lastCursor=null;this.table=null,this.rows=[],this.sort="gap",this.dir="desc",this.names={a:"A",b:"B",metric:"value"},this.stats=null,this.columns="auto",this.open=null,this.compact=!1}connectedCallback(){super.connectedCallback(),this.resize.observe(this)}disconnectedCallback(){super.disconnectedCallback(),this.resize.disconnect()}updateCompact(){let t=this.columns==="compact"||this.columns==="auto"&&this.width>0&&this.width<Cw;t!==this.compact&&(this.compact=t)}openRow(t){let r=this.table;if(!r||t<0||t>=r.rows)return;this.cursor.set(t);let i=this.shadowRoot?.querySelector("[role=table]");this.dispatchEvent(new CustomEvent("row-open",{detail:{key:r.columns.label[t],opener:i},bubbles:!0,composed:!0}))}headerColumns(){let{level:t,fdr:r}=this.stats,i=zo("significant",this.names,t,r),s=h`<span class="mark" role="columnheader" data-col="significant" title=${i.title}>★</span>`;return[...V9.map(o=>({key:o,text:o==="label",className:F9.has(o)?"ab":void 0,...zo(o,this.names,t,r)})),{header:s}]}rowText(t){let r=this.texts.get(t);if(r)return r;let i=this.table,s=i.columns,o=this.stats,a=lp(i,t,o.minCount,o.power??null),l=s.gap[t],u=a.interval?`${mr(o.level)} interval ${a.intervalText}; conservative bound ${a.bound===null?"\u2014":a.bound}`+(a.insufficient?`. ${a.pTitle}`:""):a.intervalReason??"",c=p=>ap(s[p][t],i.states[p][t]),d={count:E(s.count[t]),countA:E(s.count_a[t]),countB:E(s.count_b[t]),value_a:c("value_a"),value_b:c("value_b"),gap:c("gap"),stats:a,intervalTitle:u,whisker:a.interval?U9(a.interval,typeof l=="number"?l:null,o.domain):null};return this.texts.size>=Y9&&this.texts.clear(),this.texts.set(t,d),d}renderValue(t,r,i){return r.state===null?h`<div class="cell num ${i?"ab":""}" role="cell" data-col=${t} title=${r.title}>${r.text}</div>`:h`<div
      class="cell num ${i?"ab":""} state ${r.state==="undefined"?"undef":"inf"}"
      role="cell"
      data-col=${t}
      data-state=${r.state}
      title=${r.title}
    >
      ${r.text}
    </div>`}renderStats(t){let r=t.stats,i=t.intervalTitle,s=rt(this.stats.fdr);return h`<div
        class="cell num interval ${r.interval?"":"state undef"}"
        role="cell"
        data-col="interval"
        data-lower=${r.interval?String(r.interval[0]):""}
        data-upper=${r.interval?String(r.interval[1]):""}
        title=${i}
      >
        ${t.whisker?G9(t.whisker):y}<span
          class="text"
          >${r.intervalText}</span
        >
      </div>
      <div
        class="cell num ${r.p===null?"why":""} ${r.pText==="undefined"?"state undef":""}"
        role="cell"
        data-col="p_value"
        title=${r.pTitle}
      >
        ${r.pText}
      </div>
      ${W9(r,s)}`}renderRow(t,r){let i=this.table.columns,s=i.label[t],o=i.insufficient[t]===!0,a=i.significant[t]===!0,l=this.rowText(t);return h`<div
      class="row ${o?"insufficient":""} ${a?"significant":""} ${this.cursor.isCursor(t)?"cursor":""}"
      role="row"
      aria-selected=${t===this.open?"true":"false"}
      data-row=${t}
      data-pos=${r}
      data-insufficient=${o?"true":"false"}
      data-significant=${a?"true":"false"}
      title=${o?am(this.stats.minCount):y}
      @click=${()=>this.openRow(t)}
    >
      <div class="cell label" role="cell" data-col="label" title=${s}>${s}</div>
      <div class="cell num" role="cell" data-col="count">${l.count}</div>
      <div class="cell num ab" role="cell" data-col="count_a">${l.countA}</div>
      <div class="cell num ab" role="cell" data-col="count_b">${l.countB}</div>
      ${this.renderValue("value_a",l.value_a,!0)} ${this.renderValue("value_b",l.value_b,!0)}
      ${this.renderValue("gap",l.gap,!1)} ${this.renderStats(l)}
    </div>`}willUpdate(t){(t.has("table")||t.has("rows"))&&(t.has("table")&&(this.scrollTop=0),this.pendingMark=this.rows.length>0),t.has("columns")&&this.updateCompact();let r=this.cursorMoved();(t.has("table")||t.has("stats"))&&this.texts.clear(),(r||t.has("table")||t.has("stats")||t.has("open")||t.has("names"))&&(this.rowTemplate=(i,s)=>this.renderRow(i,s))}cursorMoved(){let t=this.cursor.row!==this.lastCursor;return this.lastCursor=this.cursor.row,t}updated(){if(!this.pendingMark)return;let t=this.renderRoot,r=()=>{this.pendingMark&&(t.querySelector(".row")?(this.pendingMark=!1,requestAnimationFrame(()=>performance.mark(q9))):requestAnimationFrame(r))};r()}render(){return!this.table||!this.stats?y:ys(this,{columns:this.headerColumns(),defaultDir:sm,renderRow:this.rowTemplate,label:"Labels ranked by gap",empty:"No label matches the filters.",keyByPosition:!0,focusable:!0})}};Gu.properties={...Jr,names:{attribute:!1},stats:{attribute:!1},columns:{attribute:!1},open:{attribute:!1},compact:{type:Boolean,reflect:!0}},Gu.styles=[U,...ws,th,z`
      .head,
      .row {
        grid-template-columns: ${ct(K9)};
        min-width: ${ct(`${Cw}px`)};
      }
      lit-virtualizer {
        min-width: ${ct(`${Cw}px`)};
      }
      :host([compact]) .head,
      :host([compact]) .row {
        grid-template-columns: ${ct(j9)};
        min-width: ${ct(`${pP}px`)};
      }
      :host([compact]) lit-virtualizer {
        min-width: ${ct(`${pP}px`)};
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
    `];customElements.define("fairness-table",Gu);var Wu=class extends V{constructor(){super();this.chart=null;this.histogram=null,this.metric=""}willUpdate(t){(t.has("histogram")||t.has("metric"))&&(this.chart=this.draw())}draw(){let t=this.histogram;return!t||t.bins.length===0?null:Re({width:Bo,height:170,marginLeft:44,marginBottom:34,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{label:`gap (${this.metric})`,labelAnchor:"center",labelArrow:"none",nice:!1},y:{label:"labels",labelArrow:"none",grid:!0,ticks:Math.min(5,Math.max(...t.bins.map(r=>r.count)))},marks:[fs(t.bins,{x1:"x0",x2:"x1",y:"count",fill:Os,fillOpacity:.85,insetLeft:.5,insetRight:.5}),kt([0],{stroke:"var(--chart-rule)"}),He([0],{stroke:"var(--chart-ink)",strokeDasharray:"3,3"})]})}render(){let t=this.histogram;if(!t)return y;let{posInf:r,negInf:i,undefined:s}=t.nonFinite,o=[r?`${E(r)} at +\u221E`:"",i?`${E(i)} at \u2212\u221E`:"",s?`${E(s)} undefined`:""].filter(Boolean);return h`
      <h3>Gap distribution</h3>
      <div class="chart">${this.chart??h`<div class="muted">No finite gap to plot.</div>`}</div>
      <div class="note muted">
        ${E(t.finite)} finite gap${t.finite===1?"":"s"}${o.length?h`; not plotted: ${o.join(", ")}`:y}
      </div>
    `}};Wu.properties={histogram:{attribute:!1},metric:{attribute:!1}},Wu.styles=[U,z`
      :host {
        display: block;
      }
      .chart {
        min-height: 40px;
      }
      .note {
        font-size: 11px;
      }
    `];customElements.define("fairness-gap-histogram",Wu);var Yu=class extends V{constructor(){super();this.chart=null;this.distribution=null,this.k=100,this.sortLabel="",this.kText="100"}willUpdate(t){t.has("k")&&Number(this.kText)!==this.k&&(this.kText=String(this.k)),t.has("distribution")&&(this.chart=this.draw())}draw(){let t=this.distribution;if(!t||t.bins.length===0)return null;let r=Math.max(1,t.topShown),i=Math.max(1,t.allShown),s=t.bins.map(o=>({x0:o.x0,x1:o.x1,top:o.top/r,all:o.all/i}));return Re({width:Bo,height:170,marginLeft:44,marginBottom:34,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{type:"log",label:"c(y): examples with the label",labelAnchor:"center",labelArrow:"none"},y:{label:"share of labels",labelArrow:"none",grid:!0,percent:!0},marks:[fs(s,{x1:"x0",x2:"x1",y:"top",fill:Os,fillOpacity:.85,insetLeft:.5,insetRight:.5}),fs(s,{x1:"x0",x2:"x1",y:"all",fill:"none",stroke:"var(--chart-ink)",strokeWidth:1}),kt([0],{stroke:"var(--chart-rule)"})]})}onK(t){let r=t.target.value;this.kText=r;let i=Number(r);r.trim()!==""&&Number.isSafeInteger(i)&&i>=1&&this.dispatchEvent(new CustomEvent("topk-change",{detail:i,bubbles:!0,composed:!0}))}render(){let t=this.distribution;if(!t)return y;let r=Number(this.kText),i=!(this.kText.trim()!==""&&Number.isSafeInteger(r)&&r>=1);return h`
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
      <div class="chart">${this.chart??h`<div class="muted">No label with c(y) &gt; 0 to plot.</div>`}</div>
      <div class="note muted">
        <span class="key" style="background:${Os}"></span>top ${E(t.k)}${t.topMedian!==null?h` (median c(y) ${E(t.topMedian)})`:y}
        <span class="key" style="border:1px solid var(--chart-ink)"></span>all ${E(t.allShown)} shown${t.allMedian!==null?h` (median ${E(t.allMedian)})`:y}${t.zero?h`; ${E(t.zero)} of the top with c(y) = 0 not plotted`:y}
      </div>
    `}};Yu.properties={distribution:{attribute:!1},k:{attribute:!1},sortLabel:{attribute:!1},kText:{state:!0}},Yu.styles=[U,z`
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
    `];customElements.define("fairness-count-distribution",Yu);var fP="label_associations",dP="gaps",X9=180,J9=400,Z9=new Set(["search","gap","count"]);function Q9(e){return e.metrics?.find(n=>n.name===e.metric)?.title??""}var Xu=class extends V{constructor(t){super();this.request=new ie;this.shell=new Le(this,[this.request]);this.downloads=new $n(this,()=>this.api,()=>this.declaration);this.identitiesConfirmed=!1;this.labelSearch=null;this.search={regex:null,error:null};this.visibleList=[];this.histogram=null;this.counts=null;this.heads={a:"A",b:"B",metric:"value"};this.statsInfo=null;this.legendLines=null;this.openRow=null;this.drillOpener=null;this.chartTimer=null;this.hashTimer=null;this.hashDirty=!1;this.drawerActions={close:()=>this.closeRow()};this.onPageHide=()=>{this.hashDirty&&this.flushParams()};this.onKey=t=>{if(t.key!=="Escape"||t.defaultPrevented||this.openLabel===null)return;let r=t.composedPath()[0];r instanceof HTMLInputElement||r instanceof HTMLSelectElement||(t.preventDefault(),this.closeRow())};this.flushParams=()=>{this.hashDirty=!1,ze(this,om(this.selection,this.declaration))};this.api=t??new Xt,this.info=null,this.declaration=null,this.params=[],this.selection=ip(null),this.data=null}connectedCallback(){super.connectedCallback(),window.addEventListener("pagehide",this.onPageHide),this.addEventListener("keydown",this.onKey)}disconnectedCallback(){super.disconnectedCallback(),window.removeEventListener("pagehide",this.onPageHide),this.removeEventListener("keydown",this.onKey),this.cancelCharts()}openLabelRow(t){this.drillOpener=t.detail.opener,this.openLabel=t.detail.key}closeRow(){let t=this.drillOpener;this.openLabel=null,this.drillOpener=null,t?.isConnected&&t.focus({preventScroll:!0})}async load(){let{run:t,tag:r,step:i}=this.report,{metric:s,a:o,b:a,level:l,fdr:u,minCount:c,rankBy:d}=this.selection,p=!this.identitiesConfirmed;this.shell.start();let f=(v,b)=>b===Do(this.declaration,v)?null:b,m={level:f("level",l),fdr:f("fdr",u),min_count:c,rank_by:f("rank_by",d)},g;try{let v=i$({run:t,tag:r,step:i,metric:s,a:o,b:a,...m});g=await this.request.run(b=>this.api.view(fP,"",v,n$,b,r$))}catch(v){if(p&&(o!==null||a!==null)&&v instanceof un&&v.status===400){this.setSelectionState({...this.selection,a:null,b:null}),this.load();return}this.data=null,this.shell.fail(v);return}g!==re&&(this.data=g,this.identitiesConfirmed=!0,(this.selection.a===null||this.selection.metric!==g.metric)&&this.setSelectionState({...this.selection,a:g.a,metric:g.metric}),this.shell.ready())}setSelectionState(t,r=!1){if(this.selection=t,!r){this.flushParams();return}if(this.hashTimer!==null){this.hashDirty=!0;return}this.flushParams(),this.hashTimer=window.setTimeout(()=>{this.hashTimer=null,this.hashDirty&&this.flushParams()},J9)}onSelectionChange(t){let r=this.selection,i={...r,...t};if(Object.keys(t).every(a=>Z9.has(a))){this.setSelectionState(i,!0);return}t.rankBy!==void 0&&t.rankBy!==r.rankBy&&t.sort===void 0&&(i.sort=El(t.rankBy),i.dir="desc"),this.setSelectionState(i),(i.rankBy!==r.rankBy||i.level!==r.level||i.fdr!==r.fdr||i.minCount!==r.minCount||i.metric!==r.metric||i.a!==r.a||i.b!==r.b)&&((i.a!==r.a||i.b!==r.b)&&(this.identitiesConfirmed=!0),this.load())}resetSelection(){this.setSelectionState(ip(this.declaration)),this.identitiesConfirmed=!1,this.report.step!==null?xn(this,{step:null}):this.load()}downloadCsv(t="all"){let r=this.data;if(!r)return;let i=t==="shown",s=Et(["fairness",r.run,r.tag,`step${r.step}`,r.metric,r.a,"vs",r.b??"rest",i?"shown":null]),o=i?{column:"label",keys:this.visibleList.map(a=>r.columns.label[a])}:void 0;this.downloads.download(i?"download-shown":"download",{run:r.run,tag:r.tag,step:r.step,table:dP,options:sp(r)},s,o)}willUpdate(t){if(!this.hasUpdated)this.selection=a$(this.params,this.declaration),ze(this,om(this.selection,this.declaration)),this.load();else{let m=t.get("report");m&&(m.run!==this.report.run||m.tag!==this.report.tag)&&(this.identitiesConfirmed=!1),(t.has("report")&&vr(m,this.report)||t.has("info")&&yr(t.get("info"),this.info,this.report))&&this.load()}let r=t.get("selection"),i=this.selection,s=this.data,o=t.has("data"),a=r===void 0,l=!a&&(r.sort!==i.sort||r.dir!==i.dir),u=a||r.search!==i.search,c=a||r.gap[0]!==i.gap[0]||r.gap[1]!==i.gap[1]||r.count[0]!==i.count[0]||r.count[1]!==i.count[1]||r.significantOnly!==i.significantOnly,d=a||r.topK!==i.topK;if(u&&(this.search=Fi(i.search)),!s){this.labelSearch=null,this.visibleList=[],this.histogram=null,this.counts=null,this.statsInfo=null,this.legendLines=null,this.openRow=null,this.cancelCharts();return}if(o&&(this.heads={a:s.a,b:s.b_label,metric:s.metric,metricTitle:Q9(s)},this.statsInfo={level:s.level,fdr:s.fdr,minCount:s.min_count,domain:b$(s),power:Al(s)},this.legendLines=up(s)),o||t.has("openLabel")){let m=this.openLabel===null?-1:s.columns.label.indexOf(this.openLabel);this.openRow=m<0?null:m}(o||l||this.labelSearch===null)&&(this.labelSearch=new op(s,p$(s,i.sort,i.dir)));let p=!1;if(o||l||u||c){let m=this.labelSearch.rows(i.search,this.search.regex,s,{gap:i.gap,count:i.count,significantOnly:i.significantOnly});d$(m,this.visibleList)||(this.visibleList=m,p=!0)}let f=!a&&!o&&!l&&!d&&r.significantOnly===i.significantOnly;p||o?f&&this.histogram!==null?this.scheduleCharts():this.updateCharts():d&&(this.counts=cp(s,this.visibleList,i.topK))}updateCharts(){this.cancelCharts();let t=this.data;t&&(this.histogram=lm(t,this.visibleList),this.counts=cp(t,this.visibleList,this.selection.topK))}scheduleCharts(){this.cancelCharts(),this.chartTimer=window.setTimeout(()=>{let t=this.data;t&&(this.histogram=lm(t,this.visibleList),this.requestUpdate(),this.chartTimer=window.setTimeout(()=>{this.chartTimer=null,this.data&&(this.counts=cp(this.data,this.visibleList,this.selection.topK),this.requestUpdate())},0))},X9)}cancelCharts(){this.chartTimer!==null&&clearTimeout(this.chartTimer),this.chartTimer=null}renderSummary(t){return S$(t,this.info?.description??"",this.visibleList.length)}renderLegend(t){return k$(t,this.legendLines)}renderDrawer(t){return qE(t,this.openRow,{api:this.api,declaration:this.declaration,heads:this.heads},this.drawerActions)}render(){let t=this.selection,r=this.data,i=r?.metrics?.length?r.metrics:dr(this.declaration,"metric").map(a=>({name:a,title:"",range:null})),s=this.shell.loading,o=`${t.sort} ${t.dir==="desc"?"\u25BC":"\u25B2"}`;return h`
      <fairness-controls
        .selection=${t}
        .metrics=${i}
        .identities=${r?.identities??[]}
        .reportMinCount=${r?.min_count??null}
        .declaration=${this.declaration}
        .searchError=${this.search.error}
        .canDownload=${r!==null&&!s&&this.downloads.pending===null}
        .downloadTitle=${wn(this.declaration,dP,r?.rows??null)+"; not only the rows the search and filters show"}
        @selection-change=${a=>this.onSelectionChange(a.detail)}
        @focusout=${()=>this.hashDirty&&this.flushParams()}
        @download-csv=${a=>this.downloadCsv(a.detail==="shown"?"shown":"all")}
        ><slot name="report" slot="report"></slot
      ></fairness-controls>
      ${this.downloads.renderError()}
      ${this.shell.renderError("Could not load the report",[{label:"Reset the selection",run:()=>this.resetSelection()}])}
      ${this.shell.renderContent(r,a=>h`${this.renderSummary(a)} ${this.renderLegend(a)}
            <div class="main ${s?"stale":""}">
              <div class="table-column">
                <fairness-table
                  .table=${a}
                  .rows=${this.visibleList}
                  .sort=${t.sort}
                  .dir=${t.dir}
                  .names=${this.heads}
                  .stats=${this.statsInfo}
                  .columns=${t.columns}
                  .open=${this.openRow}
                  @sort-change=${l=>this.onSelectionChange({sort:l.detail.column,dir:l.detail.dir})}
                  @row-open=${l=>this.openLabelRow(l)}
                  @row-close=${()=>this.closeRow()}
                ></fairness-table>
              </div>
              <div class="side">
                <fairness-gap-histogram .histogram=${this.histogram} .metric=${a.metric}></fairness-gap-histogram>
                <fairness-count-distribution
                  .distribution=${this.counts}
                  .k=${t.topK}
                  .sortLabel=${o}
                  @topk-change=${l=>this.onSelectionChange({topK:l.detail})}
                ></fairness-count-distribution>
              </div>
            </div>
            ${this.renderDrawer(a)}`,"Loading the report\u2026")}
    `}};Xu.properties={...br,selection:{state:!0},data:{state:!0},openLabel:{state:!0}},Xu.styles=[U,Ie,pp,Is,zs,ot,_$];customElements.define("fairness-associations-view",Xu);var hP={kind:fP,title:"label-association",render:(e,n)=>h`<fairness-associations-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${n}</fairness-associations-view
    >`,hint:()=>h`No label-association reports: log one with <code>w.label_associations(…)</code>, one set of predicted
      label names per example with the identities among them (or a 0/1 matrix with <code>label_names=</code>, or
      scores with <code>threshold=</code>).`,example:`# One set of predicted label names per example; the identities are among them.
predictions = [{"man", "skateboard"}, {"woman", "apron"}, {"woman", "skateboard"}]
w.label_associations("associations/val", 0, predictions, identities=["man", "woman"])`};var on=["negligible","small","medium","large"],Ju=[.1,.3,.5],mP=["class","n","cramers_v","band","accuracy","worst_group","worst_group_accuracy","gap","lower","upper","p_value","significant"];function gP(e,n="view route"){K(e)||k(n,"not an object");let t=e.rows;(typeof t!="number"||!Number.isInteger(t)||t<0)&&k(n,"`rows` is not a count"),K(e.model)||k(n,"no `model`"),(!K(e.columns)||!K(e.states))&&k(n,"no `columns` or `states`");let r=e.columns;for(let s of mP){let o=r[s];(!Array.isArray(o)||o.length!==t)&&k(n,`column \`${s}\` does not have ${t} rows`)}let i=e.states.cramers_v;return(!Array.isArray(i)||i.length!==t)&&k(n,`states \`cramers_v\` does not have ${t} rows`),Array.isArray(e.groups)||k(n,"no `groups`"),K(e.reasons)||k(n,"no `reasons`"),e}function bP(e,n="view route"){K(e)||k(n,"not an object");let{groups:t,labels:r}=e;(!Array.isArray(t)||!Array.isArray(r))&&k(n,"no `groups` or `labels`");for(let i of["group_n","group_accuracy","other","counts"]){let s=e[i];(!Array.isArray(s)||s.length!==t.length)&&k(n,`\`${i}\` does not have one entry per group`)}for(let i of["correct","kept"]){let s=e[i];(!Array.isArray(s)||s.length!==r.length)&&k(n,`\`${i}\` does not have one entry per label`)}for(let i of e.counts)(!Array.isArray(i)||i.length!==r.length)&&k(n,"`counts` rows do not have one entry per label");return Array.isArray(e.mistakes)||k(n,"no `mistakes`"),e}var vP="fairness:skew-response",yP="class";function wP(e){return{run:e.run,tag:e.tag,step:e.step,mev:e.mev,level:e.level??null,fdr:e.fdr??null}}function xP(e){return{run:e.run,tag:e.tag,step:e.step,class_name:e.class,mev:e.mev,k:e.k,limit:e.limit}}var ez=["class","n","cramers_v","band","p_value","accuracy","worst_group","worst_group_accuracy","gap"],tz=["class","worst_group"],ih=[.9,.95,.99],Rw=Object.freeze({cls:null,sort:"cramers_v",dir:"desc",search:""});function sh(e){return{...Rw,mev:Ke(e,"mev"),level:Ke(e,"level"),fdr:Ke(e,"fdr")}}function Ew(e){return tz.includes(e)||e==="p_value"?"asc":"desc"}var an={cls:"class",mev:"mev",level:"level",fdr:"fdr",sort:"sort",dir:"dir",search:"q"};function Pw(e,n){let t=[];return ee(t,an.cls,e.cls),Ve(t,an.mev,e.mev,n),Ve(t,an.level,e.level,n),Ve(t,an.fdr,e.fdr,n),(e.sort!==Rw.sort||e.dir!==Rw.dir)&&(ee(t,an.sort,e.sort),ee(t,an.dir,e.dir)),ee(t,an.search,e.search),t}function $P(e,n){let t=Pe(e),r=sh(n),i=t.get(an.cls);r.cls=i===void 0||i===""?null:i,r.mev=bt(n,"mev",he(t.get(an.mev))),r.level=bt(n,"level",he(t.get(an.level))),r.fdr=bt(n,"fdr",he(t.get(an.fdr)));let s=t.get(an.sort);if(s!==void 0&&ez.includes(s)){r.sort=s;let o=t.get(an.dir);r.dir=o==="asc"||o==="desc"?o:Ew(r.sort)}return r.search=t.get(an.search)??"",r}function nz(e){let n=0;for(;n<Ju.length&&e>=Ju[n];)n++;return on[n]}function rz(e,n,t){if(n==="band"){let i=on.indexOf(e.columns.band[t]);return i<0?NaN:i}let r=e.columns[n][t];return typeof r=="number"&&Number.isFinite(r)?r:NaN}function _P(e,n,t){let r=new Int32Array(e.rows);for(let o=0;o<r.length;o++)r[o]=o;let i=t==="asc"?1:-1;if(n==="class"||n==="worst_group"){let o=e.columns[n];return r.sort((a,l)=>{let u=o[a],c=o[l];return u===null||c===null?u===null&&c===null?a-l:u===null?1:-1:u<c?-i:u>c?i:a-l}),r}let s=new Float64Array(e.rows);for(let o=0;o<e.rows;o++)s[o]=rz(e,n,o);return r.sort((o,a)=>{let l=s[o],u=s[a],c=Number.isNaN(l),d=Number.isNaN(u);return c||d?c&&d?o-a:c?1:-1:l<u?-i:l>u?i:o-a}),r}function SP(e,n,t){return Fx(e.columns.class,n,t)}var iz={class:["class","ground truth","the ground-truth class"],n:["examples","","the examples of the class"],cramers_v:["Cram\xE9r's V","effect size","Cram\xE9r's V of the table groups \xD7 predicted labels for this class: how strongly what the model predicts depends on the group (0: not at all); classes without V last"],band:["band","of V","negligible < 0.1 \u2264 small < 0.3 \u2264 medium < 0.5 \u2264 large"],p_value:["p","\u03C7\xB2 test",'the p-value of the chi-square test of "group and prediction independent" for this class; classes without V last'],accuracy:["accuracy","of the class","the accuracy on the examples of the class"],worst_group:["worst group","lowest accuracy","the group with the lowest accuracy on this class"],worst_group_accuracy:["its accuracy","worst group","the accuracy of the class's worst group"],gap:["gap","accuracy \u2212 worst","the accuracy of the class minus that of its worst group, in percentage points"]};function oh(e,n,t){if(e==="interval"){let o=el(n);return{name:"interval",sub:`${o} of V`,title:st("interval","lower, upper",`the ${o} interval of the population V of this class (docs/statistics.md); the dot is V, dotted lines are the band edges 0.1, 0.3, 0.5`)}}if(e==="significant")return{name:"\u2605",sub:"",title:st("\u2605","significant",rt(t))};let[r,i,s]=iz[e];return{name:r,sub:i,title:st(r,e,s)}}function el(e){return`${Number((e*100).toPrecision(4))}%`}function kP(e,n,t){let r=e.columns,i=e.states.cramers_v[n],s=i===null&&Me(r.cramers_v[n]),o=s?null:`Undefined: ${i&&t[i]||i||"no value of V"}`,a=r.lower?.[n],l=r.upper?.[n],u=s&&Me(a)&&Me(l)?[a,l]:null,c=r.p_value?.[n],d=s&&Me(c);return{interval:u,intervalText:u?`[${u[0].toFixed(2)}, ${u[1].toFixed(2)}]`:"\u2014",p:d?c:null,pText:d?We(c):"\u2014",pTitle:d?`p = ${c} (chi-square test of "group and prediction independent")`:o??"No p-value",significant:s&&r.significant?.[n]===!0,reason:o}}function TP(e){let n=0,t=e.columns.upper??[];for(let r=0;r<e.rows;r++){let i=t[r];Me(i)&&i>n&&(n=i)}return[0,Math.min(1,Math.max(.1,Math.ceil(n*10-1e-9)/10))]}function sz(e){let n=0,t=e.columns.p_value??[];for(let r=0;r<e.rows;r++)Me(t[r])&&n++;return n}function CP(e){let n=sz(e);return{interval:`whiskers: ${el(e.level)} interval of the population V (docs/statistics.md)`,significance:No({q:e.fdr,significant:e.significant,tested:n,unit:"class",units:"classes",what:n<e.rows?`${e.rows-n} without V`:""})}}var rh=20;function RP(e,n){let t=Object.fromEntries(on.map(a=>[a,0])),r=new Map,i=0,s=0;for(let a=0;a<n.length;a++){let l=n[a],u=e.columns.cramers_v[l];if(typeof u!="number"||!Number.isFinite(u)){s++;continue}let c=on.includes(e.columns.band[l]??"")?e.columns.band[l]:nz(u),p=Math.min(rh-1,Math.max(0,Math.floor(u*rh)))*on.length+on.indexOf(c);r.set(p,(r.get(p)??0)+1),t[c]++,i++}return{bins:[...r.entries()].sort(([a],[l])=>a-l).map(([a,l])=>{let u=Math.floor(a/on.length);return{x0:u/rh,x1:(u+1)/rh,band:on[a%on.length],count:l}}),byBand:t,defined:i,undefined:s}}function EP(e){let n=0;return{panels:e.groups.map((r,i)=>{let s=e.group_n[i]??0,o=u=>s>0?u/s:0,a=e.labels.map((u,c)=>{let d=e.counts[i][c]??0;return{label:u,count:d,share:o(d),correct:e.correct[c]===!0,kept:e.kept[c]!==!1,other:!1}});if(e.other_labels>0){let u=e.other[i]??0;a.push({label:"",count:u,share:o(u),correct:!1,kept:!0,other:!0})}for(let u of a)u.share>n&&(n=u.share);let l=e.mistakes.filter(u=>u.group===r).sort((u,c)=>u.rank-c.rank);return{group:r,n:s,accuracy:e.group_accuracy[i]??null,bars:a,mistakes:l}}),maxShare:n,otherLabels:e.other_labels,totalLabels:e.total_labels,dropped:e.kept.filter(r=>r===!1).length}}var ah="classes";function Aw(e){return{mev:String(e.mev),level:String(e.level),fdr:String(e.fdr)}}function Zu(e){let n=e.trim();if(n==="")return null;let t=Number(n);return Number.isFinite(t)?t:NaN}function PP(e,n){let t=e.sel,r=e.declaration,i=!_e(r,"mev",Zu(e.mevText)),s=!_e(r,"fdr",Zu(e.fdrText)),o=t.level===null||ih.includes(t.level)?ih:[...ih,t.level].sort((a,l)=>a-l);return h`<div class="controls">
      <div class="group" role="group" aria-label="Report and noise filter">
        <slot name="report"></slot>
        <label class="field">
          <span class="name" title=${se(r,"mev")}>${le(r,"mev")}</span>
          <input
            type="number"
            name="mev"
            min=${pt(r,"mev").min??y}
            step="any"
            inputmode="decimal"
            class=${i?"invalid":""}
            aria-invalid=${i?"true":"false"}
            title=${i?Pt(r,"mev"):se(r,"mev","Drops the predicted labels whose smallest expected count is below it before computing V (the paper uses 5; 0 turns the filter off, as the appendix code does).")}
            .value=${e.mevText}
            @input=${a=>n.mev(a)}
          />
        </label>
        <label class="field" title=${se(r,"level","Here: the interval of V (the whiskers).")}>
          <span class="name">${le(r,"level")}</span>
          <select name="level" @change=${a=>n.level(a)}>
            ${o.map(a=>h`<option .value=${String(a)} .selected=${a===t.level}>${el(a)}</option>`)}
          </select>
        </label>
        <label class="field">
          <span class="name" title=${se(r,"fdr")}>${le(r,"fdr","FDR")}</span>
          <input
            type="number"
            name="fdr"
            min=${pt(r,"fdr").min??y}
            max=${pt(r,"fdr").max??y}
            step="0.01"
            inputmode="decimal"
            class=${s?"invalid":""}
            aria-invalid=${s?"true":"false"}
            title=${s?Pt(r,"fdr"):`False discovery rate of the \u2605 marks (Benjamini\u2013Hochberg over the classes with a p-value). ${se(r,"fdr")}`}
            .value=${e.fdrText}
            @input=${a=>n.fdr(a)}
          />
        </label>
      </div>
      <div class="group" role="group" aria-label="Rows">
        <label class="field">
          <span class="name">Search classes (regex)</span>
          <input
            type="search"
            class="search ${e.searchError?"invalid":""}"
            name="search"
            placeholder="e.g. ^nurse|doctor$"
            spellcheck="false"
            autocomplete="off"
            aria-invalid=${e.searchError?"true":"false"}
            .value=${t.search}
            @input=${a=>n.search(a.target.value)}
          />
        </label>
        <span class="spacer"></span>
        ${e.shell.renderCsvButton("download",e.canDownload,()=>n.downloadCsv("all"),`${wn(e.declaration,ah,e.rows)}; not only the classes the search shows`)}
        ${e.shell.renderCsvButton("download-shown",e.canDownload,()=>n.downloadCsv("shown"),"The classes the search shows, in their order, as CSV (the same columns and values as the full download)","CSV of rows shown")}
        ${e.downloads.renderError()}
        ${e.searchError?h`<div class="search-error" role="alert" title=${e.searchError}>
              Invalid regex, search ignored: ${e.searchError}
            </div>`:y}
      </div>
    </div>`}var oz="higher is less biased; a long tail of large effect sizes lowers it";function AP(e,n){let[t,r]=e??[null,null];if(t===null||r===null)return y;let i=s=>(s*100).toFixed(1);return h` <span class="muted" title=${`${Math.round(n*100)}% Wilson interval`}
    >[${i(t)}, ${i(r)}]</span
  >`}function az(e,n){let t=e.skew_size_interval;return t?h` <span
      class="interval"
      data-key="skew_size_interval"
      data-lower=${String(t[0])}
      data-upper=${String(t[1])}
      title=${`Approximate ${Math.round(n*100)}% interval of the population SkewSize: a parametric bootstrap of the classes' tables from their bias-corrected V; in simulations it covered 92\u201393% of the time (docs/statistics.md)`}
      >[${ye(t[0])}, ${ye(t[1])}]</span
    >`:e.skew_size_interval_state!=="too_noisy"?y:h` <span
    class="interval withheld"
    data-key="skew_size_interval"
    data-state="too_noisy"
    title=${e.skew_size_interval_reason??""}
    >no interval: the per-class V are too noisy</span
  >`}function MP(e){let n=e.model,t=s=>s&&e.reasons[s]||s||"undefined",r=(s,o)=>h`<span data-key=${s} data-value=${String(n[s])}>${o}</span>`,i=(s,o)=>o===null?y:h` <span class="muted">on</span> <b data-key=${s}>${o}</b>`;return h`<section class="headline" aria-label="The model's numbers">
      <div class="skew" title="SkewSize: the skewness of Cramér's V over the classes that have one">
        <span class="name muted">SkewSize</span>
        ${n.skew_size!==null?h`<span class="value" data-key="skew_size" data-value=${String(n.skew_size)}>${ye(n.skew_size)}</span
              >${az(n,e.level)}`:h`<span class="value undef" data-key="skew_size" data-state=${n.skew_size_state??"undefined"}
              >undefined</span
            >
            <span class="reason" data-key="skew_size_reason">${t(n.skew_size_state)}</span>`}
        <span class="explain muted">${oz}</span>
      </div>
      <dl class="stats">
        <div class="stat">
          <dt>classes with V</dt>
          <dd>${r("classes_with_v",E(n.classes_with_v))} / ${r("classes",E(n.classes))}</dd>
        </div>
        <div class="stat">
          <dt>accuracy: overall · mean over classes</dt>
          <dd>
            ${r("overall_accuracy",De(n.overall_accuracy)||"\u2014")}${AP(n.overall_accuracy_interval,e.level)} ·
            ${r("mean_accuracy",De(n.mean_accuracy)||"\u2014")}
          </dd>
        </div>
        <div class="stat">
          <dt>worst group · its accuracy · gap</dt>
          <dd title=${n.worst_group??""}>
            <b data-key="worst_group">${n.worst_group??"\u2014"}</b> ·
            ${r("worst_group_accuracy",De(n.worst_group_accuracy)||"\u2014")}${AP(n.worst_group_accuracy_interval,e.level)} ·
            ${r("gap",ji(n.gap)||"\u2014")}
          </dd>
        </div>
        ${n.parity_state!==null?h`<div class="stat" data-key="parity_state" data-state=${n.parity_state}>
              <dt>demographic parity · equalized odds</dt>
              <dd class="muted" title=${t(n.parity_state)}>not defined: ${t(n.parity_state)}</dd>
            </div>`:h`<div class="stat">
                <dt>demographic parity (max over labels)</dt>
                <dd>
                  ${r("demographic_parity",ci(n.demographic_parity)||"\u2014")}${i("demographic_parity_label",n.demographic_parity_label)}
                </dd>
              </div>
              <div class="stat">
                <dt>equalized odds (max over labels)</dt>
                <dd>
                  ${r("equalized_odds",ci(n.equalized_odds)||"\u2014")}${i("equalized_odds_label",n.equalized_odds_label)}
                </dd>
              </div>`}
        <div class="stat">
          <dt>groups: examples (accuracy)</dt>
          <dd>
            ${e.groups.map((s,o)=>h`${o?" \xB7 ":""}<span data-group=${s.name}
                    ><b>${s.name}</b> ${E(s.n)}${s.accuracy!==null?` (${De(s.accuracy)})`:""}</span
                  >`)}
          </dd>
        </div>
      </dl>
    </section>`}var DP=z`
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
`;var lz="Sorted last in both directions and left out of SkewSize.",uz=["class","n","cramers_v","band","interval","p_value","mark","accuracy","worst_group","worst_group_accuracy","gap"],Mw=64,Dw=14,cz="minmax(100px, 3fr) minmax(72px, 1fr) minmax(90px, 1fr) minmax(88px, 1fr) 150px minmax(60px, 1fr) 24px minmax(76px, 1fr) minmax(90px, 2fr) minmax(84px, 1fr) minmax(76px, 1fr)",LP=910;function pz([e,n],t,[r,i]){let o=d=>Math.min(Mw-3,Math.max(3,(d-r)/(i-r)*(Mw-6)+3)),a=Dw/2,l=o(e),u=o(n),c=[.1,.3,.5].filter(d=>d<i).map(d=>`M${o(d)},1V${Dw-1}`).join("");return h`<svg class="whisker" width=${Mw} height=${Dw} aria-hidden="true">
    <path class="edge" d=${c}></path>
    <path class="bar" d=${`M${l},${a}H${u}M${l},${a-3}V${a+3}M${u},${a-3}V${a+3}`}></path>
    <circle class="dot" cx=${o(t)} cy=${a} r="2.5"></circle>
  </svg>`}var Qu=class extends V{constructor(){super();this.cursor=new vs(this,{open:t=>this.openRow(t),close:()=>this.closeDrillDown()});this.rowTemplate=(t,r)=>this.renderRow(t,r);this.lastCursor=null;this.table=null,this.rows=[],this.sort="cramers_v",this.dir="desc",this.reasons={},this.selected=null,this.stats=null}openRow(t){let r=this.table;!r||t<0||t>=r.rows||(this.cursor.set(t),this.dispatchEvent(new CustomEvent("class-select",{detail:r.columns.class[t],bubbles:!0,composed:!0})))}closeDrillDown(){if(this.selected===null)return!1;let r=this.getRootNode().querySelector?.("fairness-skew-class");return r?(r.dispatchEvent(new CustomEvent("class-close",{bubbles:!0,composed:!0})),!0):!1}columns(){let{level:t,fdr:r}=this.stats,i=oh("significant",t,r),s=h`<span class="mark" role="columnheader" data-col="significant" title=${i.title}>★</span>`,o=oh("interval",t,r),a=h`<span class="interval" role="columnheader" data-col="interval" title=${o.title}>
      <span class="top"><span class="col-name">${o.name}</span></span>
      <span class="sub">${o.sub}</span>
    </span>`;return uz.map(l=>l==="mark"?{header:s}:l==="interval"?{header:a}:{key:l,text:l==="class"||l==="worst_group",...oh(l,t,r)})}numberCell(t,r,i,s,o=String(r)){return r===null||!Number.isFinite(r)?h`<div class="cell num undef" role="cell" data-col=${t} data-state="undefined" title=${s}>
        undefined
      </div>`:h`<div class="cell num" role="cell" data-col=${t} data-v=${String(r)} title=${o}>${i}</div>`}renderRow(t,r){let i=this.table,s=i.columns,o=s.class[t],a=s.cramers_v[t],l=i.states.cramers_v[t],u=s.dropped_groups?.[t]??0,c=u?` ${E(u)} group${u===1?"":"s"} left out: too small for the noise filter.`:"",d=`Undefined: ${l&&this.reasons[l]||l||"no value"}.${c} ${lz}`,p=`V = ${a}, over ${s.table_rows[t]} groups x ${s.table_columns[t]} predicted labels.${c}`,f=`Undefined: ${this.reasons.no_examples??"no examples of this class"}.`,m=s.band[t],g=s.worst_group[t],v=o===this.selected,b=kP(i,t,this.reasons),w=rt(this.stats.fdr);return h`<div
      class="row ${b.significant?"significant":""} ${this.cursor.isCursor(t)?"cursor":""}"
      role="row"
      aria-selected=${v?"true":"false"}
      data-row=${t}
      data-pos=${r}
      data-significant=${b.significant?"true":"false"}
      @click=${()=>this.openRow(t)}
    >
      <div class="cell" role="cell" data-col="class" title=${o}>${o}</div>
      <div class="cell num" role="cell" data-col="n">${E(s.n[t])}</div>
      ${this.numberCell("cramers_v",a,ci(a),d,p)}
      ${m?h`<div class="cell" role="cell" data-col="band" data-band=${m}>
            <span class="chip" style="background:${Bs[m]}"></span>${m}
          </div>`:h`<div class="cell undef" role="cell" data-col="band" title=${d}>—</div>`}
      ${b.interval&&a!==null?h`<div
            class="cell interval"
            role="cell"
            data-col="interval"
            data-lower=${String(b.interval[0])}
            data-upper=${String(b.interval[1])}
            title=${`V = ${a}; ${el(this.stats.level)} interval of the population V: [${b.interval[0]}, ${b.interval[1]}]`}
          >
            ${pz(b.interval,a,this.stats.domain)}<span class="text">${b.intervalText}</span>
          </div>`:h`<div class="cell interval undef" role="cell" data-col="interval" title=${b.reason??"No interval"}>—</div>`}
      <div class="cell num ${b.p===null?"why undef":""}" role="cell" data-col="p_value" data-value=${b.p===null?"":String(b.p)} title=${b.pTitle}>
        ${b.pText}
      </div>
      ${cP(b.significant,w)}
      ${this.numberCell("accuracy",s.accuracy[t],De(s.accuracy[t]),f)}
      <div class="cell" role="cell" data-col="worst_group" title=${g??""}>${g??"\u2014"}</div>
      ${this.numberCell("worst_group_accuracy",s.worst_group_accuracy[t],De(s.worst_group_accuracy[t]),f)}
      ${this.numberCell("gap",s.gap[t],ji(s.gap[t]),f)}
    </div>`}willUpdate(t){let r=this.cursor.row!==this.lastCursor;this.lastCursor=this.cursor.row,(r||t.has("table")||t.has("stats")||t.has("selected")||t.has("reasons"))&&(this.rowTemplate=(i,s)=>this.renderRow(i,s))}updated(t){let r=t.has("table")&&t.get("table")==null;if(this.selected===null||!(t.has("selected")||r)||!this.table)return;let i=this.table.columns.class,s=this.rows.findIndex(l=>i[l]===this.selected),o=this.renderRoot.querySelector("lit-virtualizer");if(s<0||!o)return;(async()=>{await o.updateComplete,await o.layoutComplete,o.element(s)?.scrollIntoView({block:"nearest"})})().catch(()=>{})}render(){return!this.table||!this.stats?y:ys(this,{columns:this.columns(),defaultDir:Ew,renderRow:this.rowTemplate,label:"Classes by Cram\xE9r's V",empty:this.table.rows===0?"This report has no classes.":"No class matches the search.",keyByPosition:!0,focusable:!0})}};Qu.properties={...Jr,reasons:{attribute:!1},selected:{attribute:!1},stats:{attribute:!1}},Qu.styles=[U,...ws,th,z`
      .head,
      .row {
        grid-template-columns: ${ct(cz)};
        min-width: ${ct(`${LP}px`)};
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
        min-width: ${ct(`${LP}px`)};
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
    `];customElements.define("fairness-skew-table",Qu);var ec=class extends V{constructor(){super();this.chart=null;this.histogram=null,this.marker=null}willUpdate(t){(t.has("histogram")||t.has("marker"))&&(this.chart=this.draw())}draw(){let t=this.histogram;if(!t||t.bins.length===0)return null;let r=Math.max(...t.bins.map(i=>i.count));return Re({width:Bo,height:170,marginLeft:44,marginBottom:34,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{domain:[0,1],label:"Cram\xE9r's V",labelAnchor:"center",labelArrow:"none",ticks:5},y:{label:"classes",labelArrow:"none",grid:!0,ticks:Math.min(5,r)},color:{domain:[...on],range:on.map(i=>Bs[i])},marks:[fs(t.bins,{x1:"x0",x2:"x1",y:"count",fill:"band",insetLeft:.5,insetRight:.5,title:i=>`${i.count} class${i.count===1?"":"es"} with V in [${i.x0.toFixed(2)}, ${i.x1.toFixed(2)}) (${i.band})`}),He(Ju,{stroke:"var(--chart-rule)",strokeDasharray:"2,3"}),kt([0],{stroke:"var(--chart-rule)"}),...this.marker!==null?[He([this.marker],{stroke:"var(--fg)",strokeWidth:1.5,title:()=>"the selected class"})]:[]]})}render(){let t=this.histogram;return t?h`
      <h3>Effect sizes by class</h3>
      <div class="chart">${this.chart??h`<div class="muted">No class with a value of V to plot.</div>`}</div>
      <div class="legend">
        ${on.map(r=>h`<span data-band=${r}
              ><span class="key" style="background:${Bs[r]}"></span>${r} ${E(t.byBand[r])}</span
            >`)}
      </div>
      <div class="note muted">
        ${this.marker!==null?"The solid line marks the selected class. ":""}${E(t.defined)} class${t.defined===1?"":"es"} with V${t.undefined?`; ${E(t.undefined)} undefined, not plotted`:""}
      </div>
    `:h``}};ec.properties={histogram:{attribute:!1},marker:{attribute:!1}},ec.styles=[U,z`
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
    `];customElements.define("fairness-skew-histogram",ec);var tc=class extends V{constructor(){super();this.panels=null;this.cls="",this.data=null,this.status="loading",this.error=null,this.reasons={}}willUpdate(t){t.has("data")&&(this.panels=this.data?EP(this.data):null)}close(){this.dispatchEvent(new CustomEvent("class-close",{bubbles:!0,composed:!0}))}renderBar(t,r,i){let s=r>0?t.share/r*100:0,o=t.other?`other (${E(i)} more label${i===1?"":"s"})`:t.label,a=[t.correct?"the correct label":"",t.kept?"":"dropped from V by the mev filter (an expected count below mev)"].filter(Boolean),l=`${o}: ${E(t.count)} (${De(t.share)} of the group)${a.length?" \u2014 "+a.join("; "):""}`,u=["bar-row",t.correct?"correct":"",t.kept?"":"dropped",t.other?"other":""].filter(Boolean).join(" ");return h`<div
      class=${u}
      role="listitem"
      data-label=${t.other?y:t.label}
      data-other=${t.other?"true":y}
      data-count=${t.count}
      data-share=${t.share}
      data-correct=${t.correct?"true":"false"}
      data-kept=${t.kept?"true":"false"}
      title=${l}
    >
      <span class="label">${o}${t.correct?" \u2713":""}</span>
      <span class="track"><span class="fill" style="width: ${s.toFixed(2)}%"></span></span>
      <span class="val">${De(t.share)} (${E(t.count)})</span>
    </div>`}renderPanel(t,r){return h`<div class="panel" data-group=${t.group}>
      <h4 title=${t.group}>${t.group}</h4>
      <div class="meta muted">
        n = ${E(t.n)}${t.accuracy!==null?h` · accuracy ${De(t.accuracy)}`:y}
      </div>
      <div class="bars" role="list" aria-label=${`Predicted labels for group ${t.group}`}>
        ${t.bars.map(i=>this.renderBar(i,r.maxShare,r.otherLabels))}
      </div>
      <h5>Most frequent mistakes</h5>
      ${t.mistakes.length?h`<table class="mistakes">
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
              ${t.mistakes.map(i=>h`<tr data-rank=${i.rank} data-label=${i.label} data-count=${i.count} data-share=${i.share}>
                    <td class="num">${i.rank}</td>
                    <td title=${i.label}>${i.label}</td>
                    <td class="num">${E(i.count)}</td>
                    <td class="num" title=${String(i.share)}>${De(i.share)}</td>
                  </tr>`)}
            </tbody>
          </table>`:h`<div class="muted">No mistakes in this group.</div>`}
    </div>`}renderHeader(t){let r=y;t&&(r=t.cramers_v!==null?h`<span data-key="cramers_v" data-value=${t.cramers_v}
              >V = <b>${ci(t.cramers_v)}</b>
              ${t.band?h`<span><span class="chip" style="background:${Bs[t.band]}"></span>${t.band}</span>`:y}</span
            >`:h`<span data-key="cramers_v" data-state=${t.state??"undefined"} class="muted"
              >V undefined: ${t.state&&this.reasons[t.state]||t.state}</span
            >`);let i=this.panels;return h`<header>
      <h3 title=${this.cls}>${this.cls}</h3>
      ${r}
      ${t&&i?h`<span class="muted"
            >${t.groups.length} group${t.groups.length===1?"":"s"} × ${E(t.total_labels)} predicted
            label${t.total_labels===1?"":"s"}${i.dropped?h`; <span data-key="dropped">${i.dropped} dropped by mev = ${t.mev}</span>`:y}${i.otherLabels?`; ${E(i.otherLabels)} least frequent summed in \u201Cother\u201D`:""}</span
          >`:y}
      <button class="primary close" name="close-class" title="Close the drill-down" @click=${()=>this.close()}>
        Close
      </button>
    </header>`}render(){let t=this.data,r=this.panels;return h`
      ${this.renderHeader(t)}
      ${this.status==="error"?h`<div class="message error" role="alert"><div class="text">${this.error}</div></div>`:y}
      ${t&&r?h`<div class="body ${this.status==="loading"?"stale":""}">
            <div class="groups">${r.panels.map(i=>this.renderPanel(i,r))}</div>
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
          </div>`:this.status==="loading"?h`<div class="loading">Loading the class…</div>`:y}
    `}};tc.properties={cls:{attribute:!1},data:{attribute:!1},status:{reflect:!0,attribute:"data-status"},error:{attribute:!1},reasons:{attribute:!1}},tc.styles=[U,Ie,z`
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
    `];customElements.define("fairness-skew-class",tc);var Lw="skew_size",dz=20,nc=class extends V{constructor(t){super();this.request=new ie;this.classRequest=new ie;this.shell=new Le(this,[this.request,this.classRequest]);this.downloads=new $n(this,()=>this.api,()=>this.declaration);this.controlsActions={mev:t=>this.onMevInput(t),level:t=>this.onLevel(t),fdr:t=>this.onFdrInput(t),search:t=>this.setSelectionState({...this.selection,search:t}),downloadCsv:t=>this.downloadCsv(t)};this.revealClass=!1;this.order=null;this.search={regex:null,error:null};this.visible=new Int32Array(0);this.visibleList=[];this.histogram=null;this.domain=[0,1];this.api=t??new Xt,this.info=null,this.declaration=null,this.params=[],this.selection=sh(null),this.data=null,this.classData=null,this.classStatus="loading",this.classError=null,this.mevText="",this.fdrText=""}async load(){let{run:t,tag:r,step:i}=this.report,{mev:s,level:o,fdr:a}=this.selection;this.shell.start(),this.selection.cls!==null&&(this.classStatus="loading");let l;try{let c=wP({run:t,tag:r,step:i,mev:s,level:o,fdr:a});l=await this.request.run(d=>this.api.view(Lw,"",c,gP,d,vP))}catch(c){this.classRequest.cancel(),this.data=null,this.classData=null,this.shell.fail(c);return}if(l===re)return;this.data=l,this.selection.mev===null&&this.mevText===""&&(this.mevText=String(l.mev)),this.selection.fdr===null&&this.fdrText===""&&(this.fdrText=String(l.fdr)),this.shell.ready();let u=this.selection.cls;u!==null&&(l.columns.class.includes(u)?this.loadClass():this.closeClass())}async loadClass(){let t=this.selection.cls;if(t===null)return;let{run:r,tag:i,step:s}=this.report,o=this.selection.mev;this.classStatus="loading",this.classError=null;let a;try{let l=xP({run:r,tag:i,step:s,mev:o,class:t,k:null,limit:dz});a=await this.classRequest.run(u=>this.api.view(Lw,yP,l,bP,u))}catch(l){this.classData=null,this.classError=It(l),this.classStatus="error";return}a!==re&&(this.classData=a,this.classStatus="ready")}setSelectionState(t){this.selection=t,ze(this,Pw(t,this.declaration))}selectClass(t){if(t===this.selection.cls&&this.classStatus!=="error"){this.revealClass=!0,this.requestUpdate();return}this.setSelectionState({...this.selection,cls:t}),this.classData=null,this.revealClass=!0,this.loadClass()}closeClass(){this.classRequest.cancel(),this.classData=null,this.classError=null,this.setSelectionState({...this.selection,cls:null})}onMevInput(t){let r=t.target.value;this.mevText=r;let i=Zu(r);!_e(this.declaration,"mev",i)||i===this.selection.mev||(this.setSelectionState({...this.selection,mev:i}),this.load())}onFdrInput(t){let r=t.target.value;this.fdrText=r;let i=Zu(r);!_e(this.declaration,"fdr",i)||i===this.selection.fdr||(this.setSelectionState({...this.selection,fdr:i}),this.load())}onLevel(t){let r=Number(t.target.value);r!==this.selection.level&&(this.setSelectionState({...this.selection,level:r}),this.load())}resetSelection(){this.setSelectionState(sh(this.declaration)),this.mevText=String(this.selection.mev??""),this.fdrText=String(this.selection.fdr??""),this.closeClass(),this.report.step!==null?xn(this,{step:null}):this.load()}downloadCsv(t="all"){let r=this.data;if(!r)return;let i=t==="shown",s=Et(["fairness",r.run,r.tag,`step${r.step}`,"skew",`mev${r.mev}`,i?"shown":null]),o={run:r.run,tag:r.tag,step:r.step,table:ah,options:Aw(r)},a=i?{column:"class",keys:this.visibleList.map(l=>r.columns.class[l])}:void 0;this.downloads.download(i?"download-shown":"download",o,s,a)}willUpdate(t){this.hasUpdated?(t.has("report")&&vr(t.get("report"),this.report)||t.has("info")&&yr(t.get("info"),this.info,this.report))&&this.load():(this.selection=$P(this.params,this.declaration),this.mevText=String(this.selection.mev??""),this.fdrText=String(this.selection.fdr??""),ze(this,Pw(this.selection,this.declaration)),this.load());let r=t.get("selection"),i=this.selection,s=this.data,o=t.has("data"),a=r!==void 0&&(r.sort!==i.sort||r.dir!==i.dir),l=r===void 0||r.search!==i.search;if(l&&(this.search=Fi(i.search)),!s){this.order=null,this.visible=new Int32Array(0),this.visibleList=[],this.histogram=null;return}o&&(this.domain=TP(s)),(o||a||this.order===null)&&(this.order=_P(s,i.sort,i.dir)),(o||a||l)&&(this.visible=SP(s,this.order,this.search.regex),this.visibleList=Array.from(this.visible),this.histogram=RP(s,this.visible))}updated(){if(!this.revealClass)return;let t=this.renderRoot.querySelector("fairness-skew-class");t&&(this.revealClass=!1,t.scrollIntoView({block:"nearest",behavior:"smooth"}))}selectedV(){let t=this.data,r=this.selection.cls;if(!t||r===null)return null;let i=t.columns.cramers_v[t.columns.class.indexOf(r)];return typeof i=="number"&&Number.isFinite(i)?i:null}renderControls(){return PP({sel:this.selection,declaration:this.declaration,mevText:this.mevText,fdrText:this.fdrText,searchError:this.search.error,rows:this.data?.rows??null,canDownload:this.data!==null&&this.downloads.pending===null,shell:this.shell,downloads:this.downloads},this.controlsActions)}renderSummary(t){let r=this.info?.description??"";return h`<div class="summary" data-shown=${this.visible.length} data-total=${t.rows}>
      ${r?h`<span class="description">${r}</span>`:y}
      <span
        ><b>N</b> = ${E(t.model.n)} ${Ot(t.model.n,"example")} · step ${t.step} ·
        <span class="mev" title=${se(this.declaration,"mev")}>min expected count ${t.mev}</span></span
      >
      ${Yi(this.visible.length,t.rows,Ot(t.rows,"class","classes"))}
      <span class="muted">click a class to see its predicted labels per group</span>
    </div>`}renderLegend(t){let r=CP(t);return h`<div class="stats-legend" data-significant=${t.significant} data-level=${t.level} data-q=${t.fdr}>
      <span class="interval">${r.interval}</span>
      <span class="significance">${Ml(r.significance)}</span>
    </div>`}renderHistory(t,r){return h`<fairness-row-drilldown
      slot="history"
      variant="section"
      .api=${this.api}
      .tag=${t.tag}
      .run=${t.run}
      .step=${t.step}
      .rowKey=${r}
      .options=${Aw(t)}
      .noun=${"class"}
      .declaration=${this.declaration}
      .showDetail=${!1}
    ></fairness-row-drilldown>`}render(){let t=this.selection,r=this.data,i=this.shell.loading;return h`
      ${this.renderControls()}
      ${this.shell.renderError("Could not load the report",[{label:"Reset the selection",run:()=>this.resetSelection()}])}
      ${this.shell.renderContent(r,s=>h`<div class="body">
            <div class=${i?"stale":""}>${MP(s)}</div>
            ${this.renderSummary(s)} ${this.renderLegend(s)}
            <div class="main ${i?"stale":""}">
              <fairness-skew-table
                .table=${s}
                .rows=${this.visibleList}
                .sort=${t.sort}
                .dir=${t.dir}
                .reasons=${s.reasons}
                .selected=${t.cls}
                .stats=${{level:s.level,fdr:s.fdr,domain:this.domain}}
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
            ${t.cls!==null?h`<fairness-skew-class
                  .cls=${t.cls}
                  .data=${this.classData}
                  .status=${this.classStatus}
                  .error=${this.classError}
                  .reasons=${s.reasons}
                  @class-close=${()=>this.closeClass()}
                  >${this.renderHistory(s,t.cls)}</fairness-skew-class
                >`:y}
          </div>`,"Loading the report\u2026")}
    `}};nc.properties={...br,selection:{state:!0},data:{state:!0},classData:{state:!0},classStatus:{state:!0},classError:{state:!0},mevText:{state:!0},fdrText:{state:!0}},nc.styles=[U,je,Ie,Is,um,zs,ot,DP];customElements.define("fairness-skew-view",nc);var NP={kind:Lw,title:"SkewSize",render:(e,n)=>h`<fairness-skew-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${n}</fairness-skew-view
    >`,hint:()=>h`No SkewSize reports: log one with <code>w.skew_size(…)</code>, each example's ground-truth class, its group
      (the bias attribute) and the predicted label (any string: an open vocabulary is fine).`,example:`# SkewSize: each example's ground-truth class, group and predicted label.
w.skew_size("skew/val", 0, classes=["nurse", "nurse", "doctor"],
            groups=["a", "b", "b"], predictions=["nurse", "doctor", "doctor"])`};var Nw="slices",fz="slices",OP="error_rate",hz=" & ";function xs(e){return e!==null&&e.views.includes(`${e.name}/${Nw}`)}var mz=["rank","slice","size","value","rest","gap","q_value","significant","folded","error_rate","score"],ut={metric:"slice_metric",className:"slice_class",maxLevel:"slice_level",minSize:"slice_min",k:"slice_k",scoring:"slice_scoring",alpha:"slice_alpha",slice:"slice",sort:"slice_sort",dir:"slice_dir"};function tl(e){let n=Ae(e,"metric");return n?.type==="choice"?Ms(n,fz):[]}function zP(e){let n=tl(e);return n.length===0||n.includes(OP)?OP:n[0]}function So(e){return{metric:zP(e),className:null,maxLevel:Ke(e,"max_level"),minSize:null,k:Ke(e,"k"),scoring:pr(e,"scoring"),alpha:Ke(e,"alpha"),slice:null,sort:"rank",dir:"asc"}}function Ow(e,n=!0){return e==="rank"||e==="slice"||e==="q_value"?"asc":e==="value"||e==="gap"?n?"desc":"asc":"desc"}function Zr(e,n){let t=Pe(e),r=So(n),i=t.get(ut.metric);i!==void 0&&tl(n).includes(i)&&(r.metric=i);let s=t.get(ut.className);r.className=s===void 0||s===""?null:s,r.maxLevel=bt(n,"max_level",he(t.get(ut.maxLevel)));let o=he(t.get(ut.minSize));r.minSize=_e(n,"min_size",o)?o:null,r.k=bt(n,"k",he(t.get(ut.k))),r.scoring=Xn(n,"scoring",t.get(ut.scoring)),r.alpha=bt(n,"alpha",he(t.get(ut.alpha)));let a=t.get(ut.slice);r.slice=a===void 0||a.trim()===""?null:a;let l=t.get(ut.sort);if(l!==void 0&&mz.includes(l)){r.sort=l;let u=t.get(ut.dir);r.dir=u==="asc"||u==="desc"?u:Ow(r.sort)}return r}function $s(e,n){let t=[];return e.metric!==zP(n)&&ee(t,ut.metric,e.metric),ee(t,ut.className,e.className),Ve(t,ut.maxLevel,e.maxLevel,n,"max_level"),ee(t,ut.minSize,e.minSize),Ve(t,ut.k,e.k,n,"k"),Ve(t,ut.scoring,e.scoring,n,"scoring"),Ve(t,ut.alpha,e.alpha,n,"alpha"),ee(t,ut.slice,e.slice),(e.sort!=="rank"||e.dir!=="asc")&&(ee(t,ut.sort,e.sort),ee(t,ut.dir,e.dir)),t}function Iw(e,n){return e.className!==null&&n.length>0&&!n.includes(e.className)?{...e,className:null}:e}function zw(e){return e.scoring==="sliceline"}function Bw(e,n,t=null,r={}){return{...r,run:e.run,tag:e.tag,step:e.step,metric:n.metric,class_name:n.className,max_level:n.maxLevel,min_size:n.minSize,k:n.k,scoring:n.scoring,alpha:zw(n)?n.alpha:null,fdr:t}}function lh(e,n,t,r,i={}){let s={};for(let[o,a]of Object.entries(i))a!==null&&(s[o]=String(a));return s.metric=r.metric,r.className!==null&&(s.class_name=r.className),{tag:e,runs:[n],slice:t,options:s}}function Rt(e){return typeof e=="number"&&Number.isFinite(e)?e:null}function Hw(e){return e.split(hz).map(n=>{let t=n.indexOf("=");return t<0?{attribute:n,value:""}:{attribute:n.slice(0,t),value:n.slice(t+1)}})}function BP(e){let n=e.columns;return n.slice.map((t,r)=>({rank:r+1,slice:t,predicates:e.predicates?.[r]??Hw(t),size:Rt(n.size[r]),value:Rt(n.value[r]),errorRate:Rt(n.error_rate[r]),rest:Rt(n.rest[r]),gap:Rt(n.gap[r]),lower:Rt(n.lower[r]),upper:Rt(n.upper[r]),q:Rt(n.q_value[r]),significant:n.significant[r]===!0,folded:Rt(n.folded[r]),score:Rt(n.score[r])}))}function IP(e,n){switch(n){case"rank":return e.rank;case"slice":return e.slice;case"size":return e.size;case"value":return e.value;case"rest":return e.rest;case"gap":return e.gap;case"q_value":return e.q;case"significant":return e.significant?1:0;case"folded":return e.folded;case"error_rate":return e.errorRate;case"score":return e.score}}function HP(e,n,t){let r=t==="asc"?1:-1;return[...e].sort((i,s)=>{let o=IP(i,n),a=IP(s,n);if(o===null||a===null)return o===null&&a===null?i.rank-s.rank:o===null?1:-1;let l=typeof o=="string"||typeof a=="string"?String(o).localeCompare(String(a)):o-a;return l!==0?r*l:i.rank-s.rank})}var uh="\u2014",VP="undefined: no number here (for example nobody outside the slice, or a rate of nobody)";function rc(e,n){return e===null||!Number.isFinite(e)?{text:uh,title:VP,missing:!0}:{text:n(e),title:String(e),missing:!1}}function qn(e){return rc(e,De)}function _o(e){let n=me(e);return`${e>0&&n!=="0.0"?"+":""}${n} pp`}function Oi(e){return rc(e,_o)}function ic(e,n){return e===null||n===null?{text:uh,title:VP,missing:!0}:{text:`[${me(e)}, ${me(n)}]`,title:`[${e}, ${n}]`,missing:!1}}function sc(e){return rc(e,E)}function FP(e){return rc(e,We)}function Vw(e){return rc(e,ye)}function KP(e){return e!==null&&e>0?`+${E(e)} similar`:""}function jP(e,n){return e===null||e<=0?"":`${Jt(e,"slice")} of ${n} and more attributes ${e===1?"is":"are"} no worse than it, so ${e===1?"it is":"they are"} folded under it rather than listed: this row speaks for ${e===1?"it":"them"}`}var gz=new Set(["tpr","fpr","fnr","tnr","npv","fdr","for"]);function ur(e){return e==="error_rate"?"error rate":gz.has(e)?e.toUpperCase():e.replace(/_/g," ")}function Fw(e){return String(Number((e*100).toPrecision(4)))}function qP(e,n){return n?e.lower:e.upper}function bz(e,n){if(e.score!==null)return e.score>0;let t=qP(e,n);return t!==null&&(n?t>0:t<0)}function Kw(e,n){let t=n.find(l=>l.rank===1)??n[0],r=E(e.min_size),i=e.alpha===null?"":` (alpha ${ye(e.alpha)})`;if(!t)return e.scoring==="sliceline"?`No slice of at least ${r} people has a positive SliceLine score${i}.`:`No slice of at least ${r} people does worse than the rest.`;if(e.scoring==="sliceline")return`Top slice by SliceLine's score${i}: ${t.slice} \u2014 error rate ${qn(t.errorRate).text} (overall ${qn(Rt(e.overall)).text}), score ${Vw(t.score).text}.`;let s=ur(e.metric),o=Fw(e.level),a=`${s} ${qn(t.value).text} against ${qn(t.rest).text} for everyone else`;return bz(t,e.higher_is_worse)?`Worst slice: ${t.slice} \u2014 ${a}: ${Oi(t.gap).text}, at least ${Oi(qP(t,e.higher_is_worse)).text} at ${o}%.`:`No slice of at least ${r} people is surely worse than the rest at ${o}%: the worst, ${t.slice}, has ${a} (${Oi(t.gap).text}, ${ic(t.lower,t.upper).text} pp).`}function UP(e){let n=typeof e.class_name=="string"?` among the people of class ${e.class_name}`:e.threshold!==void 0?` at threshold ${ye(e.threshold)}${e.label!==void 0?` (label ${e.label})`:""}`:"",t=e.scoring==="sliceline"?"error rate":ur(e.metric);return`${Jt(e.evaluated,"slice")} of up to ${Jt(e.max_level,"attribute")} (of ${Jt(e.attributes.length,"attribute")}) with at least ${Jt(e.min_size,"person","people")} scored${n}; overall ${t} ${qn(Rt(e.overall)).text}`}function GP(e,n){return{q:e.fdr,significant:n.filter(t=>t.significant).length,tested:fr(n.map(t=>t.q)),unit:"slice",what:`each slice tests whether its ${ur(e.metric)} differs from everyone else's; Benjamini\u2013Hochberg over all ${E(e.evaluated)} slices scored`}}function vz(e){for(let n of e)if(n.gap!==null&&n.harm!==null&&n.gap!==0&&Number.isFinite(n.gap)&&Number.isFinite(n.harm))return Math.sign(n.harm)===Math.sign(n.gap)?1:-1;return 1}function yz(e,n,t){let r=[n*e.lower,n*e.upper].sort((i,s)=>i-s);return{...e,run:t,value:n*e.value,vs_value:n*e.vs_value,change:n*e.change,lower:r[0],upper:r[1]}}function WP(e,n){let t=e.series.find(c=>c.run===n),r=[...t?.points??[]].sort((c,d)=>c.step-d.step),i=[],s=[];for(let c of r){let d=Rt(c.gap);if(!c.present||d===null){s.push(c.step);continue}i.push({step:c.step,wall_time:c.wall_time,size:Rt(c.size),gap:d,lower:Rt(c.gap_lower),upper:Rt(c.gap_upper)})}let o=vz(r.map(c=>({gap:Rt(c.gap),harm:Rt(c.harm)}))),a=t?.first_worse??null,l=a&&i.some(c=>c.step===a.step)?yz(a,o,n):null,u=Kr([...i.map(c=>c.gap),0],i.map(c=>c.lower),i.map(c=>c.upper),{clamp:[-1,1]});return{run:n,points:i,missing:s,worse:l,domain:u,level:e.level}}function YP(e){let n=e.worse;if(n===null)return e.points.length<2?`not significantly worse at any step (${e.points.length===1?"one step":"no step"} with a gap in run ${e.run})`:"not significantly worse at any step";let t=String(Number((n.threshold*n.pairs).toPrecision(3)));return`first significantly worse at step ${n.step} (than at step ${n.vs_step}): gap ${_o(n.value)} against ${_o(n.vs_value)}, a change of ${_o(n.change)} [${me(n.lower)}, ${me(n.upper)}] (${Fw(n.level)}% interval; ${qi(n.p_value)}, below ${t}/${n.pairs})`}function XP(e,n){let t=e.lower!==null&&e.upper!==null?` [${me(e.lower)}, ${me(e.upper)}] at ${Fw(n)}%`:"",r=e.size===null?"":`, n = ${E(e.size)}`;return`step ${e.step}: gap ${_o(e.gap)}${t}${r}`}var ZP=z`
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
`;function JP(e,n){e.dispatchEvent(new CustomEvent("class-select",{detail:n,bubbles:!0,composed:!0}))}function QP(e,n){return{click:()=>JP(e,n),keydown:t=>{t.key==="Enter"&&JP(e,n)}}}var eA={table:{attribute:!1},reasons:{attribute:!1},selected:{attribute:!1},detection:{attribute:!1}};function tA(e){e.table=null,e.reasons={},e.selected=null,e.detection=!1}var oc=class extends V{constructor(){super(),tA(this),this.valueName="value"}render(){let n=this.table;return n?n.classes.length===0?h`<div class="none">This report has no classes.</div>`:h`<table aria-label="Classes by group">
      <thead>
        <tr>
          <th class="text" data-col="class" title=${st("class","class","the class, one row each; click a row to chart it")}>class</th>
          ${n.groups.map(t=>h`<th data-group=${t} title=${jR(t,this.valueName)}>${t}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${n.classes.map((t,r)=>{let i=QP(this,t);return h`<tr
            data-class=${t}
            aria-selected=${t===this.selected?"true":"false"}
            tabindex="0"
            @click=${i.click}
            @keydown=${i.keydown}
          >
            <td class="text cls" data-col="class" title=${t}>${t}</td>
            ${n.groups.map((s,o)=>{let a=n.cells[r][o];if(a.state!==null||a.value===null){let c=this.reasons[a.state??"undefined"]??a.state??"no value";return h`<td
                  class="num state"
                  data-group=${s}
                  data-state=${a.state??"undefined"}
                  data-n=${a.n}
                  data-p=""
                  data-significant="false"
                  title=${c}
                >
                  ${$f(a,n.minCount)}
                </td>`}let l=FR(a,n.minCount,this.detection),u=rt(n.fdr);return h`<td
                class="num ${a.significant?"significant":""}"
                data-group=${s}
                data-value=${String(a.value)}
                data-lower=${String(a.lower)}
                data-upper=${String(a.upper)}
                data-n=${a.n}
                data-p=${a.p===null?"":String(a.p)}
                data-significant=${a.significant?"true":"false"}
                title=${`${this.valueName} ${a.value} (${a.lower} to ${a.upper}), n = ${a.n}`}
              >
                <span class="v">${wo(a.value,a.lower,a.upper)}</span>
                <span class="n">n=${E(a.n)}</span>
                <span class="p ${a.p===null?"why":""}" title=${l.title}>${l.text}</span>${a.significant?h` ${jn(u)}`:y}${a.lowPower?h` <span class="low-power why" title=${a.lowPower}>low power</span>`:y}
              </td>`})}
          </tr>`})}
      </tbody>
      <tfoot>
        <tr class="macro">
          <td class="text" title="Macro average: the mean over the classes whose cell is sufficient (the count says how many)">macro average</td>
          ${n.macro.map((t,r)=>h`<td class="num" data-group=${n.groups[r]} data-value=${t.value===null?"":String(t.value)}>
                ${t.value===null?h`<span class="muted">—</span>`:wo(t.value,t.lower,t.upper)}
                <span class="n">${Jt(t.classes,"class","classes")}</span>
              </td>`)}
        </tr>
      </tfoot>
    </table>`:y}};oc.properties={...eA,valueName:{attribute:!1}},oc.styles=[U,Gi,ZP,z`
      .p {
        color: var(--muted);
        font-size: 11px;
      }
      .p.why {
        cursor: help;
      }
      .sig {
        color: var(--accent);
      }
      td.significant .v {
        font-weight: 500;
      }
      .low-power {
        color: var(--muted);
        font-size: 11px;
        border-bottom: 1px dotted var(--muted);
      }
    `];customElements.define("fairness-rate-table",oc);var ac=class extends V{constructor(){super(),tA(this),this.rows=[],this.sort="gap",this.dir="desc",this.names=null,this.fdr=null}renderHeader(n,t){let r=n===this.sort,i=()=>Tw(this,{column:n,dir:Wr(n,this.sort,this.dir,Sf)}),s=YR(n,this.names,this.detection,t);return h`<th class=${n==="class"?"text":""} data-col=${n} aria-sort=${Yr(r,this.dir)}>
      <button title=${`${s.title}. Click to sort.`} @click=${i}>
        <span class="name">${s.name}</span> <span class="arrow">${r?Xr(r,this.dir):""}</span>${s.sub?h`<span class="sub">${s.sub}</span>`:y}
      </button>
    </th>`}render(){let n=this.table;if(!n)return y;let t=n.columns,r=o=>o===null?h`<span class="muted">—</span>`:De(o),i=rt(this.fdr),s=this.detection?this.names?"p-value of the Wald test of equal mAR":"p-value of the Wald test that every sufficient group of the grouping has the same mAR (not only the best and the worst)":this.names?"p-value of the pooled two-proportion z-test of equal rates":"p-value of the chi-square test that every sufficient group of the grouping has the same rate (not only the best and the worst)";return h`<table aria-label="Classes by disparity">
      <thead>
        <tr>
          ${_f.map(o=>this.renderHeader(o,s))}
          <th class="mark" data-col="significant" title=${`\u2605: ${i}`}>★</th>
        </tr>
      </thead>
      <tbody>
        ${this.rows.length===0?h`<tr><td class="none" colspan="9">No class to compare.</td></tr>`:this.rows.map((o,a)=>{let l=t.class[o],u=t.gap[o],c=n.states.gap[o],d=t.group_a?.[o]??null,p=t.group_b?.[o]??null,f=GR(n,o,this.reasons,this.names!==null,this.detection),m=QP(this,l);return h`<tr
                class=${f.significant?"significant":""}
                data-class=${l}
                data-pos=${a}
                data-significant=${f.significant?"true":"false"}
                aria-selected=${l===this.selected?"true":"false"}
                tabindex="0"
                @click=${m.click}
                @keydown=${m.keydown}
              >
                <td class="text cls" data-col="class" title=${l}>${l}</td>
                <td class="num" data-col="n_a">${E(t.n_a[o])}</td>
                <td class="num" data-col="n_b">${E(t.n_b[o])}</td>
                <td class="num" data-col="value_a" title=${d??""}>
                  ${r(t.value_a[o])}${!this.names&&d?h` <span class="pair">${d}</span>`:y}
                </td>
                <td class="num" data-col="value_b" title=${p??""}>
                  ${r(t.value_b[o])}${!this.names&&p?h` <span class="pair">${p}</span>`:y}
                </td>
                ${u===null||c!==null?h`<td
                      class="num undef"
                      data-col="gap"
                      data-state=${c??"undefined"}
                      title=${this.reasons[c??"undefined"]??"undefined"}
                    >
                      undefined (${c??"undefined"})
                    </td>`:h`<td class="num" data-col="gap" data-value=${String(u)}>
                      ${Li(u,t.lower[o],t.upper[o])}
                    </td>`}
                <td class="num" data-col="bound" data-value=${String(t.bound?.[o]??"")}>
                  ${c===null&&typeof t.bound?.[o]=="number"?Li(t.bound[o],null,null):h`<span class="muted">—</span>`}
                </td>
                <td
                  class="num ${f.p===null?"why":""}"
                  data-col="p_value"
                  data-value=${f.p===null?"":String(f.p)}
                  title=${f.title}
                >
                  ${f.text}
                </td>
                <td class="mark" data-col="significant">${f.significant?jn(i):y}</td>
              </tr>`})}
      </tbody>
    </table>`}};ac.properties={...Jr,...eA,names:{attribute:!1},fdr:{attribute:!1}},ac.styles=[U,Gi,ZP,z`
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
    `];customElements.define("fairness-disparity-table",ac);function lc(e,n){return n.a!==null&&n.b!==null&&e.includes(n.a)&&e.includes(n.b)}var _s=class extends V{constructor(t){super();this.request=new ie;this.shell=new Le(this,[this.request]);this.downloads=new $n(this,()=>this.api,()=>this.declaration);this.order=[];this.revealHistory=!1;this.moreParams=[];this.api=t??new Xt,this.info=null,this.declaration=null,this.params=[],this.selection=kf(null),this.data=null,this.minCountText="",this.fdrText="",this.history=null}get valueName(){if(this.detection)return"mAR";let t=this.data?.main;return this.selection.metric??t?.metric??"rate"}async load(){let t=this.selection,r=await this.shell.run(this.request,i=>this.fetchTables(t,i),()=>this.data=null);r!==re&&(this.data=r,this.selection.minCount===null&&(this.minCountText=String(r.main.min_count)),this.selection.fdr===null&&this.fdrText===""&&(this.fdrText=String(r.disparity.fdr)),t.a!==null&&t.b!==null&&!lc(r.main.groups,t)&&this.setSelection({...this.selection,a:null,b:null}),this.history!==null&&!r.table.classes.includes(this.history)&&this.setHistory(null),this.selection.cls!==null&&!r.table.classes.includes(this.selection.cls)&&this.setSelection({...this.selection,cls:null}),this.shell.ready())}renderBelow(t){return y}renderMetricPicker(){return y}routeParams(t){let{run:r,tag:i,step:s}=this.report;return{run:r,tag:i,step:s,metric:this.detection?null:t.metric,grouping:t.grouping,min_count:t.minCount,fdr:t.fdr}}emitSelection(){ze(this,[...XR(this.selection,this.declaration),...yf(this.history),...this.moreParams])}setMoreParams(t){this.moreParams=t,this.emitSelection()}setSelection(t){this.selection=t,this.emitSelection()}setHistory(t){t!==this.history&&(this.history=t,this.emitSelection())}change(t,r=!0){"cls"in t&&t.cls!==this.history&&(this.history=null),this.setSelection({...this.selection,...t}),r&&this.load()}onMinCount(t){this.minCountText=t;let r=vt(this.declaration,"min_count",t);r===null||r===this.selection.minCount||this.change({minCount:r})}onFdr(t){this.fdrText=t;let r=vt(this.declaration,"fdr",t);r===null||r===this.selection.fdr||this.change({fdr:r})}onPairSide(t,r){if(r===""){this.change({a:null,b:null});return}let i=this.data?.main.groups??[],s=this.currentPair(),o=t===0?this.selection.b??s?.[1]??null:this.selection.a??s?.[0]??null;(o===null||o===r)&&(o=i.find(a=>a!==r)??null),o!==null&&this.change(t===0?{a:r,b:o}:{a:o,b:r})}currentPair(){let t=this.data?.disparity;return t&&t.a!==null&&t.b!==null?[t.a,t.b]:null}resetSelection(){this.history=null,this.setSelection(kf(this.declaration)),this.minCountText="",this.fdrText=String(this.selection.fdr??""),this.report.step!==null?xn(this,{step:null}):this.load()}fileParts(t){let r=this.data.main;return["fairness",r.run,r.tag,`step${r.step}`,t,this.detection?"mar":this.valueName,sn(r.grouping)]}downloadRates(){if(!this.data)return;let t=this.data.main,r={run:t.run,tag:t.tag,step:t.step,table:Xy,options:Zy(t,this.detection)};this.downloads.download("download",r,Et(this.fileParts("groups")))}downloadDisparity(){if(!this.data)return;let{main:t,disparity:r}=this.data,i=this.currentPair(),s=Et([...this.fileParts("disparity"),i?`${i[0]}_vs_${i[1]}`:"best_vs_worst"]),o=Qy(r,t.grouping,this.detection);this.downloads.download("download-disparity",{run:t.run,tag:t.tag,step:t.step,table:Jy,options:o},s)}willUpdate(t){this.hasUpdated?(t.has("report")&&vr(t.get("report"),this.report)||t.has("info")&&yr(t.get("info"),this.info,this.report))&&this.load():(this.selection=JR(this.params,this.declaration),this.history=wf(this.params),this.history!==null&&(this.selection={...this.selection,cls:this.history}),this.revealHistory=this.history!==null,this.minCountText=this.selection.minCount===null?"":String(this.selection.minCount),this.fdrText=String(this.selection.fdr??""),this.emitSelection(),this.load()),(t.has("data")||t.has("selection"))&&(this.order=this.data?qR(this.data.disparity,this.selection.sort,this.selection.dir):[])}onHistoryLoaded(t){this.revealHistory&&(this.revealHistory=!1,t.target.scrollIntoView({block:"nearest",behavior:"smooth"}))}chartClass(){return this.data?this.selection.cls??UR(this.data.disparity):null}renderControls(){let t=this.selection,r=this.data,i=r?.main.groupings??[],s=r?sn(r.main.grouping):t.grouping??"",o=r?.main.groups??[],a=vt(this.declaration,"min_count",this.minCountText)===null,l=r!==null&&this.downloads.pending===null,u=r?r.table.classes.length*r.table.groups.length:null;return h`<div class="controls">
      <div class="group" role="group" aria-label="Report and table">
        <slot name="report"></slot>
        ${this.renderMetricPicker()}
        <label class="field" title=${se(this.declaration,"grouping")}>
          <span class="name">${le(this.declaration,"grouping")}</span>
          <select
            name="grouping"
            ?disabled=${i.length===0}
            @change=${c=>this.change({grouping:c.target.value,a:null,b:null,cls:null})}
          >
            ${i.map(c=>{let d=sn(c);return h`<option value=${d} ?selected=${d===s}>${ja(c)}</option>`})}
          </select>
        </label>
        ${wr({label:le(this.declaration,"min_count"),name:"min_count",text:this.minCountText,invalid:a,title:a?Pt(this.declaration,"min_count"):se(this.declaration,"min_count","The paper uses 50."),min:pt(this.declaration,"min_count").min,step:"1",onInput:c=>this.onMinCount(c)})}
        ${fp(this.declaration,this.fdrText,"False discovery rate of the \u2605 marks: Benjamini\u2013Hochberg over the tested cells of the class \xD7 group table, and over the classes of the disparity table",c=>this.onFdr(c))}
      </div>
      <div class="group" role="group" aria-label="Groups compared">
        ${this.renderGroupPicker(0,o)} ${this.renderGroupPicker(1,o)}
        <span class="spacer"></span>
        ${this.shell.renderCsvButton("download",l,()=>this.downloadRates(),wn(this.declaration,Xy,u),"Download table CSV")}
        ${this.shell.renderCsvButton("download-disparity",l,()=>this.downloadDisparity(),`${wn(this.declaration,Jy,r?.disparity.rows??null)}, in the server's order (gap descending)`,"Download disparity CSV")}
      </div>
      ${this.downloads.renderError()}
    </div>`}renderGroupPicker(t,r){let i=this.currentPair(),[s,o,a]=t===0?["Group A","a","best (per class)"]:["Group B","b","worst (per class)"];return h`<label class="field" title=${se(this.declaration,o)}>
      <span class="name">${le(this.declaration,o,s)}</span>
      <select name=${o} ?disabled=${r.length<2} @change=${l=>this.onPairSide(t,l.target.value)}>
        <option value="" ?selected=${i===null}>${a}</option>
        ${r.map(l=>h`<option value=${l} ?selected=${i?.[t]===l}>${l}</option>`)}
      </select>
    </label>`}renderSummary(t){let r=t.main,i=this.info?.description??"",s=this.currentPair();return h`<div class="summary" data-classes=${t.table.classes.length} data-groups=${t.table.groups.length}>
      ${i?h`<span class="description">${i}</span>`:y}
      <span><b>${E(t.table.classes.length)}</b> class${t.table.classes.length===1?"":"es"} ×
        <b>${E(t.table.groups.length)}</b> group${t.table.groups.length===1?"":"s"} of
        <b class="grouping">${ja(r.grouping)}</b> · step ${r.step} · min count ${r.min_count} ·
        ${Math.round(r.level*100)}% intervals</span>
      <span class="pair-summary">${s?h`gap = <b>${s[0]}</b> − <b>${s[1]}</b>`:h`gap = best − worst sufficient group, per class`}</span>
      <span class="muted">click a class to chart it</span>
    </div>`}render(){return h`
      ${this.renderControls()}
      ${this.shell.renderError("Could not load the report",[{label:"Reset the selection",run:()=>this.resetSelection()}])}
      ${this.shell.renderContent(this.data,t=>this.renderBody(t),"Loading the report\u2026")}
    `}renderHistory(t){let r=this.history;if(r===null||!t.table.classes.includes(r))return y;let i=t.main,s={...Zy(i,this.detection),...Qy(t.disparity,i.grouping,this.detection)};return h`<fairness-row-drilldown
      class="history"
      .api=${this.api}
      .tag=${i.tag}
      .run=${i.run}
      .step=${i.step}
      .rowKey=${r}
      .options=${s}
      .noun=${"class"}
      .declaration=${this.declaration}
      .showDetail=${!1}
      .closable=${!0}
      @row-close=${()=>this.setHistory(null)}
      @row-loaded=${o=>this.onHistoryLoaded(o)}
    ></fairness-row-drilldown>`}renderLowPower(t){let r=Ui(t.lowPowerCells,Uy(t),t.power);return r?h`<p class="low-power-note" data-role="low-power">${r}</p>`:y}renderBody(t){let r=this.selection,i=this.chartClass(),s=this.currentPair(),o=a=>{let l=this.history===a.detail?this.renderRoot.querySelector("fairness-row-drilldown"):null;this.history=a.detail,this.change({cls:a.detail},!1),l?l.scrollIntoView({block:"nearest",behavior:"smooth"}):this.revealHistory=!0};return h`<div class="body">
      ${this.renderSummary(t)}
      <div class="main ${this.shell.loading?"stale":""}">
        <div class="tables">
          <section>
            <h3>${this.valueName} per class and group</h3>
            ${pn("rate-legend",KR(t.table,this.detection))}${this.renderLowPower(t.table)}
            <fairness-rate-table
              .table=${t.table}
              .reasons=${t.main.reasons}
              .selected=${i}
              .valueName=${this.valueName}
              .detection=${this.detection}
              @class-select=${o}
            ></fairness-rate-table>
          </section>
          <section>
            <h3>Classes ranked by disparity</h3>
            ${pn("legend",WR(t.disparity,s!==null,this.detection))}
            <fairness-disparity-table
              .table=${t.disparity}
              .rows=${this.order}
              .sort=${r.sort}
              .dir=${r.dir}
              .reasons=${t.disparity.reasons??t.main.reasons}
              .selected=${i}
              .names=${s}
              .fdr=${t.disparity.fdr}
              .detection=${this.detection}
              @sort-change=${a=>this.change({sort:a.detail.column,dir:a.detail.dir},!1)}
              @class-select=${o}
            ></fairness-disparity-table>
          </section>
        </div>
        <div class="side">${this.renderChart(t,i)} ${this.renderHistory(t)}</div>
      </div>
      ${this.renderBelow(t)}
    </div>`}};_s.properties={...br,selection:{state:!0},data:{state:!0},minCountText:{state:!0},fdrText:{state:!0},history:{state:!0}},_s.styles=[U,je,Ie,gr,ot,Vo,z`
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
    `];function nA(e,n="view route"){K(e)||k(n,"not an object");let{classes:t,groups:r}=e;return(!Array.isArray(t)||!Array.isArray(r))&&k(n,"no `classes` or `groups`"),Mo(n,e,["value","lower","upper","n","state"],t.length,r.length),e.p_value!==void 0&&Mo(n,e,["p_value","significant"],t.length,r.length),(!Array.isArray(e.groupings)||!Array.isArray(e.macro))&&k(n,"no `groupings` or `macro`"),K(e.reasons)||k(n,"no `reasons`"),e}function rA(e,n){return xf(e,{value:e.value,lower:e.lower,upper:e.upper,macro:e.macro},n)}function iA(e,n){let t=e.classes.indexOf(n);return t<0?null:e.groups.map((r,i)=>{let s=e.cells[t][i];return{group:r,value:s.value,lower:s.lower,upper:s.upper,n:s.n,note:$f(s,e.minCount)}})}var zi=z`
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
`,ch=z`
  h3 .cls {
    font-weight: 400;
  }
`,sA=z`
  h3 {
    font-size: 13px;
    font-weight: 500;
    margin: 0 0 4px;
  }
`,ko={fontSize:"11px",fontFamily:"inherit",background:"transparent"},jw=11;function ph(e,n){let t=n??[0,1];return{domain:t,label:e,labelArrow:"none",grid:!0,tickFormat:Ou(t[0],t[1])}}function qw(e,n){return Kr(e,n.map(t=>t.lower),n.map(t=>t.upper),{clamp:[0,1]})}function wz(e){return Kr(e.map(n=>n.value),[],e.map(n=>n.upper),{clamp:[0,1],zero:!0})}function xz(e){let n=document.createElement("canvas").getContext("2d");return n?(n.font=`${jw}px ${getComputedStyle(e).fontFamily||"sans-serif"}`,t=>n.measureText(t).width*1.05+1):t=>Mi(t,jw)}function $z(e,n,t,r){let s=OR(e),o=IR(s.labels,n-44-12,jw,{marginLeft:44,measure:xz(r)}),a=new Map(e.map((c,d)=>[c,o.labels[d]])),l=o.plotWidth/Math.max(1,e.length),u=s.title===null?0:16;return{width:o.marginLeft+o.plotWidth+12,height:t+20+o.marginBottom+u,marginLeft:o.marginLeft,marginRight:12,marginBottom:o.marginBottom+u,x:{domain:[...e],label:s.title,labelAnchor:"center",labelArrow:"none",tickRotate:o.rotate,tickFormat:c=>a.get(c)??c},whiskerInset:Math.max(1,Math.floor(l*.33))}}function _z(e,n){let t=e.querySelectorAll('g[aria-label="x-axis tick label"] text');t.length===n.length&&t.forEach((r,i)=>{let s=document.createElementNS("http://www.w3.org/2000/svg","title");s.textContent=n[i],r.append(s),r.setAttribute("data-group",n[i])})}function Uw(e,n,t,r){return[Pi(e,{x:n,y1:"lower",y2:"upper",z:"group",fill:"group",fillOpacity:.18}),Bn(e,{x:n,y:t,z:"group",stroke:"group",strokeWidth:1.5}),nt(e,{x:n,y:t,fill:"group",r:2.5,title:r})]}function Sz(e,n,t=14){return[Hy(e,{x:"group",y:"value",fill:"var(--bar-fill)",title:n}),He(e,{x:"group",y1:"lower",y2:"upper",stroke:"var(--chart-ink)",strokeWidth:1.5}),mf(e,{x:"group",y:"lower",stroke:"var(--chart-ink)",inset:t}),mf(e,{x:"group",y:"upper",stroke:"var(--chart-ink)",inset:t}),kt([0],{stroke:"var(--chart-rule)"})]}function dh(e){let n=e.scale("y");n?.domain&&e.setAttribute("data-y-domain",JSON.stringify(n.domain)),n?.range&&e.setAttribute("data-y-range",JSON.stringify(n.range))}function Gw(e,n,t,[r,i],s,o){let a=$z(n,r,i,e),l=Re({width:a.width,height:a.height,marginLeft:a.marginLeft,marginRight:a.marginRight,marginBottom:a.marginBottom,style:ko,x:a.x,y:ph(s,wz(t)),marks:Sz(t,o,a.whiskerInset)});return _z(l,n),dh(l),l}var nl=e=>`${(e*100).toFixed(1)}%`,Ii=class extends V{constructor(){super();this.chart=null;this.heading="",this.points=[],this.groups=[],this.xLabel="",this.yLabel="",this.note=""}willUpdate(t){(t.has("points")||t.has("groups")||t.has("xLabel")||t.has("yLabel"))&&(this.chart=this.draw())}draw(){let t=this.points;if(t.length===0)return null;let r=Re({width:400,height:250,marginLeft:44,marginBottom:34,style:ko,x:{label:this.xLabel,labelAnchor:"center",labelArrow:"none",ticks:5},y:ph(this.yLabel,qw(t.map(i=>i.y),t)),color:{domain:this.groups,legend:!0,scheme:"tableau10"},marks:Uw(t,"x","y",i=>`${i.group}: ${this.yLabel} at ${i.x} = ${nl(i.y)} [${nl(i.lower)}, ${nl(i.upper)}]`)});return dh(r),r}render(){let t=new Set(this.points.map(r=>r.group));return h`<h3>${this.heading}</h3>
      <div class="chart" data-groups=${t.size}>${this.chart??h`<div class="muted">Nothing to draw.</div>`}</div>
      ${this.note?h`<div class="note muted">${this.note}</div>`:y}`}};Ii.properties={heading:{attribute:!1},points:{attribute:!1},groups:{attribute:!1},xLabel:{attribute:!1},yLabel:{attribute:!1},note:{attribute:!1}},Ii.styles=[U,zi,sA];customElements.define("fairness-band-chart",Ii);var uc=class extends V{constructor(){super();this.chart=null;this.heading="",this.bars=[],this.groups=[],this.yLabel=""}willUpdate(t){(t.has("bars")||t.has("groups")||t.has("yLabel"))&&(this.chart=this.draw())}draw(){let t=this.bars;return t.length===0?null:Gw(this,this.groups,t,[400,190],this.yLabel,r=>`${r.group}: ${nl(r.value)} [${nl(r.lower)}, ${nl(r.upper)}]`)}render(){return h`<h3>${this.heading}</h3>
      <div class="chart" data-bars=${this.bars.length}>${this.chart??h`<div class="muted">No group has a score.</div>`}</div>
      <div class="note muted">Whiskers: the bootstrap interval of each score.</div>`}};uc.properties={heading:{attribute:!1},bars:{attribute:!1},groups:{attribute:!1},yLabel:{attribute:!1}},uc.styles=[U,zi,sA];customElements.define("fairness-score-bars",uc);var cc=class extends V{constructor(){super();this.chart=null;this.cls=null,this.bars=null,this.valueName="value"}willUpdate(t){(t.has("bars")||t.has("valueName"))&&(this.chart=this.draw())}draw(){let t=(this.bars??[]).filter(s=>s.value!==null);if(t.length===0)return null;let r=(this.bars??[]).map(s=>s.group),i=s=>s===null?"?":`${(s*100).toFixed(1)}%`;return Gw(this,r,t,[380,170],this.valueName,s=>`${s.group}: ${i(s.value)} [${i(s.lower)}, ${i(s.upper)}] (n = ${s.n})`)}render(){if(this.cls===null||this.bars===null)return y;let t=this.bars.filter(r=>r.value===null);return h`<h3>${this.valueName} by group: <span class="cls">${this.cls}</span></h3>
      <div class="chart" data-bars=${this.bars.length-t.length}>
        ${this.chart??h`<div class="muted">No group has a value for this class.</div>`}
      </div>
      ${t.length?h`<div class="note muted">
            Not drawn: ${t.map((r,i)=>h`${i?"; ":""}<span data-group=${r.group}>${r.group} (${r.note})</span>`)}
          </div>`:y}
      <div class="note muted">Whiskers: the confidence interval of each bar.</div>`}};cc.properties={cls:{attribute:!1},bars:{attribute:!1},valueName:{attribute:!1}},cc.styles=[U,zi,ch];customElements.define("fairness-group-bars",cc);var fh=[...dp,z`
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
  `];var rl=z`
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
`;var kz=640,Tz=220,Cz=new Intl.NumberFormat("en",{notation:"compact",maximumFractionDigits:1}),Rz=e=>Number.isInteger(e)?Cz.format(e):"";function Ez(e,n,t){let r=e.points;if(r.length===0)return null;let i=r.map(p=>p.step),s=Math.min(...i),o=Math.max(...i),a=r.length<=8&&o>s?i:void 0,l=o===s?1:0,u=r.filter(p=>p.lower!==null&&p.upper!==null),c=e.worse?r.filter(p=>p.step===e.worse.step):[],d=Re({width:kz,height:Tz,marginTop:14,marginLeft:52,marginRight:18,marginBottom:36,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{label:"step",labelAnchor:"center",labelArrow:"none",domain:[s-l,o+l],ticks:a,tickFormat:Rz,inset:10},y:{label:"gap to everyone else (pp)",labelArrow:"none",domain:e.domain??void 0,grid:!0,tickFormat:p=>String(Number((p*100).toPrecision(6)))},marks:[kt([0],{stroke:"var(--chart-ink)",strokeWidth:1,strokeOpacity:.7}),n!==null&&n>=s-l&&n<=o+l?He([n],{stroke:"var(--chart-rule)",strokeDasharray:"3,3"}):null,u.length>1?Pi(u,{x:"step",y1:"lower",y2:"upper",fill:"var(--accent)",fillOpacity:.18,curve:"linear"}):He(u,{x:"step",y1:"lower",y2:"upper",stroke:"var(--accent)",strokeOpacity:.6,strokeWidth:2}),Bn(r,{x:"step",y:"gap",stroke:"var(--accent)",strokeWidth:2}),nt(r,{x:"step",y:"gap",r:4,fill:"var(--accent)",stroke:"var(--chart-halo)",strokeWidth:1,className:"gap-dot",title:p=>`${XP(p,e.level)}
click: open this step`}),nt(c,{x:"step",y:"gap",r:9,fill:"none",stroke:"var(--bad, #c62828)",strokeWidth:2,className:"first-worse"})]});return d.setAttribute("data-name","slice-gap"),d.querySelectorAll("g.gap-dot circle").forEach((p,f)=>{let m=r[f];m&&(p.setAttribute("data-step",String(m.step)),p.setAttribute("data-gap",String(m.gap)),p.addEventListener("click",()=>t(m.step)))}),d.querySelectorAll("g.first-worse circle").forEach(p=>{p.setAttribute("data-step",String(e.worse?.step)),p.setAttribute("data-vs-step",String(e.worse?.vs_step))}),d}var pc=class extends V{constructor(){super();this.request=new ie;this.shell=new Le(this,[this.request]);this.chart=null;this.svg=null;this.asked="";this.api=null,this.params=null,this.run="",this.step=null,this.data=null}willUpdate(t){let r=JSON.stringify(this.params);(t.has("params")||t.has("api"))&&r!==this.asked&&(this.asked=r,this.load()),(t.has("data")||t.has("run")||t.has("step"))&&this.draw()}async load(){let t=this.params,r=this.api;if(!t||!r)return;let i=await this.shell.run(this.request,s=>r.sliceTrend(t,s),()=>this.data=null);i!==re&&(this.data=i,this.shell.ready(),this.dispatchEvent(new CustomEvent("slice-trend-loaded",{bubbles:!0,composed:!0})))}draw(){this.chart=this.data?WP(this.data,this.run):null,this.svg=this.chart?Ez(this.chart,this.step,t=>xn(this,{step:t})):null}close(){this.dispatchEvent(new CustomEvent("slice-close",{bubbles:!0,composed:!0}))}render(){let t=this.params?.slice??"",r=this.chart;return h`<header>
        <h4>Gap to everyone else over the steps of run <span class="run">${this.run}</span>: <span class="slice-name">${t}</span></h4>
        <button class="close" name="slice-close" title="Close the chart (Esc)" aria-label="Close the chart" @click=${()=>this.close()}>×</button>
      </header>
      ${this.shell.renderError("Could not load the slice over the steps",[{label:"Retry",name:"retry",run:()=>{this.load()}}])}
      ${r?h`<div class="body ${this.shell.loading?"stale":""}" data-points=${r.points.length}>
              <div class="plot">${this.svg??h`<div class="none">No step has a gap for this slice.</div>`}</div>
              <div class="note ${r.worse?"worse":"muted"}" data-role="first-worse" data-step=${r.worse?.step??y} title=${this.data?.first_worse_test??""}>
                ${r.worse?h`<span class="ring" aria-hidden="true"></span> `:y}${YP(r)}.
              </div>
              ${r.missing.length?h`<div class="note muted">No gap at step${r.missing.length>1?"s":""} ${r.missing.join(", ")}.</div>`:y}
              <div class="note muted">Band: the gap's ${Math.round(r.level*100)}% interval; dashed: the step on screen; click a point to open its step.</div>
            </div>`:this.shell.loading?h`<div class="loading">Loading the slice over the steps…</div>`:y}`}};pc.properties={api:{attribute:!1},params:{attribute:!1},run:{attribute:!1},step:{attribute:!1},data:{state:!0}},pc.styles=[U,Ie,ot,rl,z`
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
    `];customElements.define("fairness-slice-trend",pc);var dc=class extends V{constructor(){super();this.request=new ie;this.shell=new Le(this,[this.request]);this.asked="";this.rows=[];this.order=[];this.revealChart=!1;this.api=null,this.run="",this.tag="",this.step=null,this.declaration=null,this.params=[],this.classes=[],this.fdr=null,this.context={},this.selection=So(null),this.data=null,this.minSizeText="",this.kText="",this.alphaText="",this.addEventListener("view-status",t=>{t.stopPropagation(),t.composedPath()[0]===this&&(this.dataset.status=t.detail)}),this.addEventListener("keydown",t=>{t.key==="Escape"&&this.selection.slice!==null&&this.pick(null)})}renderClassPicker(){let t=this.declaration,r=this.selection;return h`<label class="field" title=${se(t,"class_name")}>
      <span class="name">${le(t,"class_name","Class")}</span>
      <select name="slice_class" @change=${i=>this.change({className:i.target.value||null})}>
        <option value="" ?selected=${r.className===null}>every class</option>
        ${this.classes.map(i=>h`<option .value=${i} ?selected=${i===r.className}>${i}</option>`)}
      </select>
    </label>`}routeKey(){let t={run:this.run,tag:this.tag,step:this.step};return JSON.stringify([this.declaration?.name??null,Bw(t,this.selection,this.fdr,this.context)])}async load(){let t=this.declaration?.name,r=this.api;if(!t||!r||!this.run||!this.tag)return;this.asked=this.routeKey();let i=Bw({run:this.run,tag:this.tag,step:this.step},this.selection,this.fdr,this.context),s=await this.shell.run(this.request,o=>r.view(t,Nw,i,Dx,o),()=>this.data=null);s!==re&&(this.data=s,s.available&&this.selection.minSize===null&&(this.minSizeText=String(s.min_size)),this.shell.ready())}willUpdate(t){if(!this.hasUpdated)this.selection=Iw(Zr(this.params,this.declaration),this.classes),this.minSizeText=this.selection.minSize===null?"":String(this.selection.minSize),this.kText=this.selection.k===null?"":String(this.selection.k),this.alphaText=this.selection.alpha===null?"":String(this.selection.alpha),this.revealChart=this.selection.slice!==null,this.emitSelection();else if(t.has("classes")){let r=Iw(this.selection,this.classes);r!==this.selection&&this.setSelection(r)}if(this.routeKey()!==this.asked&&this.load(),t.has("data")||t.has("selection")){this.rows=this.data?.available?BP(this.data):[];let r=this.data,i=this.selection.sort==="rank"&&this.selection.dir==="asc";this.order=i||!r?.available?this.rows:HP(this.rows,this.selection.sort,this.selection.dir)}}emitSelection(){ze(this,$s(this.selection,this.declaration))}setSelection(t){this.selection=t,this.emitSelection()}change(t){this.setSelection({...this.selection,...t})}pick(t){t!==this.selection.slice&&(this.revealChart=t!==null,this.change({slice:t}))}onMinSize(t){this.minSizeText=t;let r=vt(this.declaration,"min_size",t);r===null||r===this.selection.minSize||this.change({minSize:r})}onK(t){this.kText=t;let r=vt(this.declaration,"k",t);r===null||r===this.selection.k||this.change({k:r})}onAlpha(t){this.alphaText=t;let r=vt(this.declaration,"alpha",t);r===null||r===this.selection.alpha||this.change({alpha:r})}onSort(t){let r=this.data?.available?this.data.higher_is_worse:!0,i=Wr(t,this.selection.sort,this.selection.dir,s=>Ow(s,r));this.change({sort:t,dir:i})}reset(){this.selection=So(this.declaration),this.minSizeText="",this.kText=this.selection.k===null?"":String(this.selection.k),this.alphaText=this.selection.alpha===null?"":String(this.selection.alpha),this.emitSelection()}onChartLoaded(t){this.revealChart&&(this.revealChart=!1,t.target.scrollIntoView({block:"nearest",behavior:"smooth"}))}renderControls(){let t=this.declaration,r=this.selection,i=tl(t),s=i.length?i:[r.metric],o=Ae(t,"max_level"),a=o?.minimum??1,l=Math.max(a,o?.maximum??4),u=Array.from({length:l-a+1},(g,v)=>a+v),c=Ae(t,"scoring")?.choices??[r.scoring??"gap"],d=this.minSizeText.trim()!==""&&vt(t,"min_size",this.minSizeText)===null,p=vt(t,"alpha",this.alphaText)===null,f=vt(t,"k",this.kText)===null,m=g=>g.target.value;return h`<div class="group" role="group" aria-label="Worst slices options">
      <label class="field" title=${se(t,"metric","The panel judges slices by the error rate unless asked.")}>
        <span class="name">${le(t,"metric")}</span>
        <select name="slice_metric" @change=${g=>this.change({metric:m(g)})}>
          ${s.map(g=>h`<option value=${g} ?selected=${g===r.metric}>${ur(g)}</option>`)}
        </select>
      </label>
      ${Ae(t,"class_name")===null?y:this.renderClassPicker()}
      </label>
      <label class="field" title=${se(t,"max_level")}>
        <span class="name">${le(t,"max_level","Max attributes")}</span>
        <select name="slice_max_level" @change=${g=>this.change({maxLevel:Number(m(g))})}>
          ${u.map(g=>h`<option value=${g} ?selected=${g===r.maxLevel}>${g}</option>`)}
        </select>
      </label>
      ${wr({label:le(t,"min_size","Min size"),name:"slice_min_size",text:this.minSizeText,invalid:d,title:d?Pt(t,"min_size"):se(t,"min_size"),min:pt(t,"min_size").min,step:"1",onInput:g=>this.onMinSize(g)})}
      ${wr({label:le(t,"k","Slices"),name:"slice_k",text:this.kText,invalid:f,title:f?Pt(t,"k"):se(t,"k"),...pt(t,"k"),step:"1",onInput:g=>this.onK(g)})}
      <label class="field" title=${se(t,"scoring")}>
        <span class="name">${le(t,"scoring","Scoring")}</span>
        <select name="slice_scoring" @change=${g=>this.change({scoring:m(g)})}>
          ${c.map(g=>h`<option value=${g} ?selected=${g===r.scoring}>${g}</option>`)}
        </select>
      </label>
      ${zw(r)?wr({label:le(t,"alpha","Alpha"),name:"slice_alpha",text:this.alphaText,invalid:p,title:p?Pt(t,"alpha"):se(t,"alpha"),...pt(t,"alpha"),step:"0.05",decimal:!0,onInput:g=>this.onAlpha(g)}):y}
    </div>`}columns(t){let r=`${Math.round(t.level*100)}%`,i=ur(t.metric),s=[{key:"rank",name:"#",title:"rank: the server's ranking, the worst slice first"},{key:"slice",name:"slice",title:"slice: the people with every one of these attributes' values",text:!0},{key:"size",name:"n",title:"n (size): the people in the slice"}];if(t.scoring==="sliceline")return[...s,{key:"error_rate",name:"error rate",sub:"in the slice",title:"error rate (error_rate): the share of the slice the metric counts as misses"},{key:"score",name:"score",sub:"SliceLine",title:`score: SliceLine's score of the slice's errors against its size (alpha ${t.alpha??""})`}];let o=t.higher_is_worse?"higher":"lower";return[...s,{key:"value",name:i,sub:"in the slice",title:`${i} (value): the rate in the slice; ${o} is worse`},{key:"rest",name:"rest",sub:"everyone else",title:`rest: the ${i} of everyone outside the slice`},{key:"gap",name:"gap",sub:`pp [${r} interval]`,title:`gap: slice \u2212 rest in percentage points, with Newcombe's ${r} interval; ranked by the end nearest no harm`},{key:"q_value",name:"q",sub:"BH",title:`q (q_value): the p-value adjusted by Benjamini\u2013Hochberg over all ${t.evaluated} slices scored`},{key:"significant",name:"\u2605",title:`\u2605: ${rt(t.fdr)}`},{key:"folded",name:"similar",sub:"folded",title:"similar (folded): sub-slices (this slice and more attributes) no worse than it, folded under it rather than listed"}]}renderHead(t){let r=this.selection,i=t.key===r.sort,s=t.key==="significant";return h`<th class=${s?"mark":t.text?"text":""} data-col=${t.key} aria-sort=${Yr(i,r.dir)}>
      <button title=${`${t.title}. Click to sort.`} @click=${()=>this.onSort(t.key)}>
        <span class="name">${t.name}</span>${i?h` <span class="arrow">${Xr(!0,r.dir)}</span>`:y}${t.sub?h`<span class="sub">${t.sub}</span>`:y}
      </button>
    </th>`}number(t,r,i=y){return h`<td class="num ${r.missing?"missing":""}" data-col=${t} data-value=${r.missing?"":r.title} title=${r.title}>
      <span class="v">${r.text}</span>${i}
    </td>`}renderRow(t,r,i,s){let o=r.slice===this.selection.slice,a=()=>this.pick(r.slice),l=t.scoring==="sliceline"?h`${this.number("error_rate",qn(r.errorRate))}${this.number("score",Vw(r.score))}`:h`${this.number("value",qn(r.value))}${this.number("rest",qn(r.rest))}${this.renderGap(r)}${this.number("q_value",FP(r.q))}
          <td class="mark" data-col="significant">${r.significant?jn(s):y}</td>
          <td class="num folded" data-col="folded" data-value=${r.folded??""} title=${jP(r.folded,r.slice)}>${KP(r.folded)}</td>`;return h`<tr
      class=${r.significant?"significant":""}
      data-slice=${r.slice}
      data-pos=${i}
      data-rank=${r.rank}
      aria-selected=${o?"true":"false"}
      tabindex="0"
      @click=${a}
      @keydown=${u=>u.key==="Enter"&&a()}
    >
      <td class="num rank" data-col="rank">${r.rank}</td>
      <td class="text slice" data-col="slice" title=${r.slice}>
        ${r.predicates.map(u=>h`<span class="chip" data-attribute=${u.attribute}>${u.attribute}=${u.value}</span>`)}
      </td>
      ${this.number("size",sc(r.size))} ${l}
    </tr>`}renderGap(t){let r=ic(t.lower,t.upper);return this.number("gap",Oi(t.gap),h`<span class="interval" title=${r.title}>${r.text}</span>`)}renderTable(t){let r=this.columns(t),i=rt(t.fdr);return h`<div class="table-box">
      <table aria-label="Worst slices">
        <thead>
          <tr>
            ${r.map(s=>this.renderHead(s))}
          </tr>
        </thead>
        <tbody>
          ${this.order.length===0?h`<tr class="none-row"><td class="none" colspan=${r.length}>${Kw(t,[])}</td></tr>`:this.order.map((s,o)=>this.renderRow(t,s,o,i))}
        </tbody>
      </table>
    </div>`}renderTrend(t){let r=this.selection.slice;return r===null?y:h`<div class="trend">
      <fairness-slice-trend
        .api=${this.api}
        .params=${lh(t.tag,t.run,r,this.selection,this.context)}
        .run=${t.run}
        .step=${t.step}
        @slice-close=${()=>this.pick(null)}
        @slice-trend-loaded=${i=>this.onChartLoaded(i)}
      ></fairness-slice-trend>
    </div>`}renderBody(t){return h`<div class="content ${this.shell.loading?"stale":""}" data-rows=${t.rows} data-scoring=${t.scoring} data-metric=${t.metric}>
      <div class="sentences">
        <div class="headline" data-role="slices-summary">${Kw(t,this.rows)}</div>
        <div class="scored muted" data-role="slices-scored">${UP(t)}. Click a slice to chart it over the steps.</div>
      </div>
      ${t.scoring==="sliceline"?y:pn("slices-legend",GP(t,this.rows))} ${this.renderTable(t)}
      ${this.renderTrend(t)}
    </div>`}renderHint(t){return h`<div class="hint" data-role="no-slices" title=${t}>
      This report keeps no slices: write it with <code>slices=True</code> to find the intersections of the attributes' values where the
      model does worst, e.g.
      <pre>w.${this.declaration?.name??"writer"}(tag, step, …, attributes, slices=True)</pre>
    </div>`}render(){let t=this.data,r=t!==null&&!t.available;return h`<h3 class="title">Worst slices</h3>
      ${r?this.renderHint(t.reason):this.renderControls()}
      ${this.shell.renderError("Could not load the worst slices",[{label:"Reset the slices",name:"slice-reset",run:()=>this.reset()}])}
      ${t===null?this.shell.loading?h`<div class="loading">Loading the worst slices…</div>`:y:t.available?this.renderBody(t):y}`}};dc.properties={api:{attribute:!1},run:{attribute:!1},tag:{attribute:!1},step:{attribute:!1},declaration:{attribute:!1},params:{attribute:!1},classes:{attribute:!1},fdr:{attribute:!1},context:{attribute:!1},selection:{state:!0},data:{state:!0},minSizeText:{state:!0},kText:{state:!0},alphaText:{state:!0}},dc.styles=fh;customElements.define("fairness-slices-panel",dc);var Ww="group_metrics",Yw=class extends _s{constructor(t){super(t);this.detection=!1}async fetchTables(t,r){let i=this.routeParams(t),s=await this.api.view(Ww,"",Cf(i),nA,r),o=lc(s.groups,t),a=await this.api.view(Ww,Tf,Rf({...i,grouping:sn(s.grouping),a:o?t.a:null,b:o?t.b:null}),Xc,r);return{main:s,table:rA(s,this.declaration),disparity:a}}renderMetricPicker(){let t=this.selection,r=dr(this.declaration,"metric"),i=r.length?r:(this.data?.main?.metrics??[]).map(s=>s.name);return h`<label class="field">
      <span class="name">Metric</span>
      <select name="metric" .value=${t.metric??""} @change=${s=>this.change({metric:s.target.value})}>
        ${i.map(s=>h`<option value=${s} ?selected=${t.metric===s}>${s}</option>`)}
      </select>
    </label>`}willUpdate(t){this.hasUpdated||(this.moreParams=$s(Zr(this.params,this.declaration),this.declaration)),super.willUpdate(t)}renderBelow(t){if(!xs(this.declaration))return y;let{run:r,tag:i,step:s}=this.report,o=a=>{a.stopPropagation(),this.setMoreParams(a.detail)};return h`<fairness-slices-panel
      .api=${this.api}
      .run=${r}
      .tag=${i}
      .step=${s}
      .declaration=${this.declaration}
      .params=${this.moreParams}
      .classes=${t.main.classes}
      .fdr=${this.selection.fdr}
      @view-params=${o}
    ></fairness-slices-panel>`}renderChart(t,r){return h`<fairness-group-bars
      .cls=${r}
      .bars=${r===null?null:iA(t.table,r)}
      .valueName=${this.valueName}
    ></fairness-group-bars>`}};customElements.define("fairness-groups-view",Yw);var oA={kind:Ww,title:"per-group performance",render:(e,n)=>h`<fairness-groups-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${n}</fairness-groups-view
    >`,hint:()=>h`No per-group performance reports: log one with <code>w.group_metrics(…)</code>, each person's class, the
      predicted class and their attributes (gender, skin tone, …).`,example:`# Per-group recall (FACET): each person's class, prediction and attributes.
w.group_metrics("groups/val", 0, classes=["nurse", "nurse"], predictions=["nurse", "doctor"],
                attributes={"gender": ["f", "m"]})`};function aA(e,n="view route"){K(e)||k(n,"not an object");let{classes:t,groups:r,thresholds:i}=e;return(!Array.isArray(t)||!Array.isArray(r)||!Array.isArray(i))&&k(n,"no `classes`, `groups` or `thresholds`"),Mo(n,e,["mar","mar_lower","mar_upper","n","state","ar","ar_lower","ar_upper"],t.length,r.length),e.p_value!==void 0&&Mo(n,e,["p_value","significant"],t.length,r.length),Array.isArray(e.groupings)||k(n,"no `groupings`"),K(e.reasons)||k(n,"no `reasons`"),e}function lA(e,n){return xf(e,{value:e.mar,lower:e.mar_lower,upper:e.mar_upper,macro:e.macro},n)}function uA(e,n){let t=e.classes.indexOf(n);if(t<0)return[];let r=[];return e.groups.forEach((i,s)=>{e.state[t][s]===null&&e.thresholds.forEach((o,a)=>{let l=e.ar[t][s][a];typeof l=="number"&&r.push({group:i,threshold:o,ar:l,lower:e.ar_lower[t][s][a]??l,upper:e.ar_upper[t][s][a]??l})})}),r}var fc=class extends V{constructor(){super();this.chart=null;this.cls=null,this.points=[],this.groups=[]}willUpdate(t){(t.has("points")||t.has("groups"))&&(this.chart=this.draw())}draw(){let t=this.points;if(t.length===0)return null;let r=Re({width:380,height:240,marginLeft:44,marginBottom:34,style:ko,x:{label:"IoU threshold",labelAnchor:"center",labelArrow:"none",ticks:5},y:ph("AR",qw(t.map(i=>i.ar),t)),color:{domain:this.groups,legend:!0,scheme:"tableau10"},marks:Uw(t,"threshold","ar",i=>`${i.group}: AR@${i.threshold} = ${(i.ar*100).toFixed(1)}% [${(i.lower*100).toFixed(1)}, ${(i.upper*100).toFixed(1)}]`)});return dh(r),r}render(){if(this.cls===null)return y;let t=new Set(this.points.map(i=>i.group)),r=this.groups.filter(i=>!t.has(i));return h`<h3>AR over IoU thresholds: <span class="cls">${this.cls}</span></h3>
      <div class="chart" data-groups=${t.size}>
        ${this.chart??h`<div class="muted">No sufficient group for this class.</div>`}
      </div>
      ${r.length?h`<div class="note muted">Not drawn (insufficient or nobody): ${r.join("; ")}</div>`:y}
      <div class="note muted">Bands: Wilson intervals of each AR.</div>`}};fc.properties={cls:{attribute:!1},points:{attribute:!1},groups:{attribute:!1}},fc.styles=[U,zi,ch];customElements.define("fairness-ar-chart",fc);var Xw="detection_recall",Jw=class extends _s{constructor(t){super(t);this.detection=!0}async fetchTables(t,r){let i=this.routeParams(t),s=await this.api.view(Xw,"",Cf(i),aA,r),o=lc(s.groups,t),a=await this.api.view(Xw,Tf,Rf({...i,grouping:sn(s.grouping),a:o?t.a:null,b:o?t.b:null}),Xc,r);return{main:s,table:lA(s,this.declaration),disparity:a}}renderChart(t,r){let i=t.main;return h`<fairness-ar-chart .cls=${r} .points=${r===null?[]:uA(i,r)} .groups=${i.groups}></fairness-ar-chart>`}};customElements.define("fairness-detection-view",Jw);var cA={kind:Xw,title:"detection recall",render:(e,n)=>h`<fairness-detection-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${n}</fairness-detection-view
    >`,hint:()=>h`No detection-recall reports: log one with <code>w.detection_recall(…)</code>, each person's best IoU with
      the detections and their attributes.`,example:`# Detection recall (FACET): each ground-truth person's best IoU and attributes.
w.detection_recall("detection/val", 0, ious=[0.9, 0.4], attributes={"skin": ["lighter", "darker"]})`};var hh=z`
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
`,il=class{constructor(n,t){this.host=n;this.changed=t;this.key=null;this.opener=null;this.focusPending=!1;this.revealPending=!1;n.addController(this)}read(n){this.key=wf(n),this.revealPending=this.key!==null}params(){return yf(this.key)}open(n,t){this.opener=t,this.focusPending=!0,this.revealPending=!0;let r=this.panel();n===this.key&&r?.status==="ready"&&this.reveal(r),n!==this.key&&(this.key=n,this.changed()),this.host.requestUpdate()}close(n=!0){let t=this.key;if(t===null)return;let r=this.opener?.isConnected&&this.opener.dataset.key===t?this.opener:this.buttonOf(t);this.key=null,this.opener=null,this.focusPending=!1,this.revealPending=!1,this.changed(),this.host.requestUpdate(),n&&r?.focus({preventScroll:!0})}keepIn(n){this.key!==null&&!n.includes(this.key)&&this.close(!1)}hostUpdated(){if(!this.focusPending)return;let n=this.panel();n&&(this.focusPending=!1,n.updateComplete.then(()=>n.focusPanel()))}panel(){return this.host.renderRoot.querySelector("fairness-row-drilldown")}onLoaded(n){this.revealPending&&this.reveal(n.target)}reveal(n){this.revealPending=!1,n.scrollIntoView({block:"nearest",behavior:"smooth"})}buttonOf(n){return[...this.host.renderRoot.querySelectorAll("button.row-key")].find(r=>r.dataset.key===n)??null}button(n,t=n,r="row",i=""){let s=n===this.key,o=`${i?`${i}
`:""}${r} ${n}: click or press Enter for its counts, and its bias in every run and over the steps`;return h`<button
      class="row-key"
      data-key=${n}
      aria-expanded=${s?"true":"false"}
      title=${o}
      @click=${a=>this.open(n,a.currentTarget)}
    >${t}</button>`}render(n){return this.key===null?y:h`<fairness-row-drilldown
      class="row-drill"
      role="region"
      aria-label=${`${n.noun} ${this.key}, drilled down`}
      .api=${n.api}
      .tag=${n.tag}
      .run=${n.run}
      .step=${n.step}
      .rowKey=${this.key}
      .options=${n.options}
      .noun=${n.noun}
      .declaration=${n.declaration}
      .closable=${!0}
      @row-close=${()=>this.close()}
      @row-loaded=${t=>this.onLoaded(t)}
    ></fairness-row-drilldown>`}};var Pz=z`
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
  .sig {
    color: var(--accent);
  }
  .p {
    color: var(--muted);
    font-size: 11px;
  }
  .why {
    cursor: help;
  }
  .low-power {
    color: var(--muted);
    font-size: 11px;
    border-bottom: 1px dotted var(--muted);
  }
  td.significant .v,
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
`,Az="False discovery rate of the \u2605 marks (Benjamini\u2013Hochberg over the tested groups)",Qr=class extends V{constructor(t,r){super();this.codec=t;this.request=new ie;this.shell=new Le(this,[this.request]);this.downloads=new $n(this,()=>this.api,()=>this.declaration);this.rows=new il(this,()=>this.emitSelection());this.moreParams=[];this.api=r??new Xt,this.info=null,this.declaration=null,this.params=[],this.selection=t.defaults(null),this.data=null}rowButton(t,r=t,i=""){return this.rows.button(t,r,this.rowNoun,i)}emitSelection(){ze(this,[...this.codec.toParams(this.selection,this.declaration),...this.rows.params(),...this.moreParams])}setMoreParams(t){this.moreParams=t,this.emitSelection()}replaceSelection(t){this.selection=t,this.emitSelection()}change(t,r){this.selection={...this.selection,...t},this.emitSelection(),r&&this.load()}async load(){let t=await this.shell.run(this.request,r=>this.fetch(r),()=>this.data=null);t!==re&&(this.data=t,this.loaded(t),this.rows.keepIn(this.rowKeys(t)),this.shell.ready())}loaded(t){}willUpdate(t){this.hasUpdated?(t.has("report")&&vr(t.get("report"),this.report)||t.has("info")&&yr(t.get("info"),this.info,this.report))&&this.load():(this.rows.read(this.params),this.replaceSelection(this.codec.fromParams(this.params,this.declaration)),this.load())}reset(){this.rows.close(!1),this.replaceSelection(this.codec.defaults(this.declaration)),this.report.step!==null?xn(this,{step:null}):this.load()}download(t,r){let i={run:t.run,tag:t.tag,step:t.step,table:r.table,options:r.options};this.downloads.download(r.button,i,Et(["fairness",...r.file]))}renderCsvButtons(t){let r=t!==null&&this.downloads.pending===null;return t===null?this.csvButtons.map(i=>this.shell.renderCsvButton(i.button,!1,()=>{},wn(this.declaration,i.table,null),i.label)):this.csvTables(t).map(i=>this.shell.renderCsvButton(i.button,r,()=>this.download(t,i),wn(this.declaration,i.table,i.rows),i.label))}render(){let t=this.data;return h`<div class="controls">
        <div class="group" role="group" aria-label="Report and view">
          <slot name="report"></slot>
          ${this.renderPickers(t)}
          <span class="spacer"></span>
          ${this.renderCsvButtons(t)}
        </div>
        ${this.downloads.renderError()}
      </div>
      ${this.shell.renderError("Could not load the report",[{label:"Reset the selection",run:()=>this.reset()}])}
      ${this.shell.renderContent(t,r=>this.renderReport(r),"Loading the report\u2026")}`}renderDrill(t){return this.rows.render({api:this.api,tag:t.tag,run:t.run,step:t.step,options:this.rowOptions(t),noun:this.rowNoun,declaration:this.declaration})}renderReport(t){let r=this.info?.description??"";return h`<div class="body ${this.shell.loading?"stale":""}">
      ${r?h`<div class="summary"><span class="description">${r}</span></div>`:y}
      ${t.groups.length===0?h`<div class="none message">This report has no groups.</div>`:this.renderBody(t)}
    </div>`}};Qr.properties={...br,selection:{state:!0},data:{state:!0}},Qr.styles=[U,je,Ie,gr,Gi,ot,Vo,hh,Pz];var Bi=class extends Qr{constructor(n,t){super(n,t),this.fdrText=String(this.selection.fdr??"")}replaceSelection(n){super.replaceSelection(n),this.fdrText=String(n.fdr??"")}loaded(n){let t=n.fdr;this.selection.fdr===null&&this.fdrText===""&&t!==void 0&&(this.fdrText=String(t))}onFdr(n){this.fdrText=n;let t=vt(this.declaration,"fdr",n);t!==null&&t!==this.selection.fdr&&this.change({fdr:t},!0)}renderFdr(){return fp(this.declaration,this.fdrText,Az,n=>this.onFdr(n))}};Bi.properties={...Qr.properties,fdrText:{state:!0}};function hc(e){return jn(rt(e))}function Ss(e,n,t=y){return h`<div class="main">
    <div class="tables">${e}${t}</div>
    <div class="side">${n}</div>
  </div>`}function ei(e,n,t=y){return h`<section>
    <h3>${e}</h3>
    ${t}
    <div class="table-box">${n}</div>
  </section>`}function ti(e,n,t,r){return h`<table class=${e} aria-label=${n}>
    <thead>
      <tr>
        ${t}
      </tr>
    </thead>
    <tbody>
      ${r}
    </tbody>
  </table>`}function Je(e,n,t,r=""){return h`<th class=${r} data-col=${n} title=${st(e,n,t)}>${e}</th>`}function sl(e,n){return h`<td class="text gname" data-col=${e} title=${n}>${n}</td>`}function pA(e,n,t){return h`<td class="text gname" data-col=${e} title=${n}>${t}</td>`}function ol(e,n,t,r,i,s="undefined",o){let a=o?o.cell.p===null?"":String(o.cell.p):y,l=o?o.cell.significant?"true":"false":y;return n===null?h`<td
      class="state"
      data-group=${e.group}
      data-key=${e.key??""}
      data-state="undefined"
      data-n=${i}
      data-p=${a}
      data-significant=${l}
      title=${o?o.cell.title:""}
    >
      ${s}
    </td>`:h`<td
    class=${o?.cell.significant?"significant":""}
    data-group=${e.group}
    data-key=${e.key??""}
    data-value=${String(n)}
    data-lower=${String(t)}
    data-upper=${String(r)}
    data-n=${i}
    data-p=${a}
    data-significant=${l}
  >
    <span class="v">${wo(n,t,r)}</span> <span class="n">n=${E(i)}</span>${o?h` <span class="p ${o.cell.p===null?"why":""}" title=${o.cell.title}>p=${o.cell.text}</span>${o.cell.significant?h` ${hc(o.q)}`:y}${o.cell.lowPower&&!o.cell.significant?h` <span class="low-power why" title=${o.cell.lowPower}>low power</span>`:y}`:y}
  </td>`}function mh(e,n,t,r){let i=n.filter(a=>typeof a=="number").length,s=e.filter((a,l)=>a===!0&&typeof n[l]=="number").length,o=Ui(s,i,t,r);return o?h`<p class="low-power-note" data-role="low-power">${o}</p>`:y}function dA(e,n="view route"){K(e)||k(n,"not an object");let{groups:t,types:r,thresholds:i}=e;(!Array.isArray(t)||!Array.isArray(r)||!Array.isArray(i))&&k(n,"no `groups`, `types` or `thresholds`"),yn(n,e,["group_counts","hits","hit_rate","lower","upper"],t.length,"group");for(let s of["hit_rate","lower","upper"])for(let o of e[s]){(!Array.isArray(o)||o.length!==r.length)&&k(n,`\`${s}\` rows do not have one entry per type`);for(let a of o)(!Array.isArray(a)||a.length!==i.length)&&k(n,`\`${s}\` does not have one entry per threshold`)}(!Array.isArray(e.labels)||!Array.isArray(e.harmful_types))&&k(n,"no `labels` or `harmful_types`");for(let s of e.labels)(!K(s)||typeof s.label!="string"||!Array.isArray(s.rate)||!Array.isArray(s.gap))&&k(n,"a malformed `labels` entry"),(s.rate.length!==t.length||s.gap.length!==t.length)&&k(n,"`labels` rates do not have one entry per group");return e}function fA(e){return{run:e.run,tag:e.tag,step:e.step}}var Zw="harmful";function Qw(){return{type:Zw,threshold:null}}function hA(e){let n=[];return e.type!==Zw&&ee(n,"type",e.type),ee(n,"threshold",e.threshold),n}function mA(e,n){let t=Pe(e),r=Qw(),i=t.get("type");i&&(r.type=i);let s=he(t.get("threshold"));return _e(n,"threshold",s)&&(r.threshold=s),r}function bh(e,n){let t=e.types.indexOf(n);if(t>=0)return t;let r=e.types.indexOf(Zw);return r>=0?r:0}function mc(e,n){let t=n===null?-1:e.indexOf(n);return t>=0?t:0}function gA(e,n){let t=[];return e.groups.forEach((r,i)=>{e.thresholds.forEach((s,o)=>{let a=e.hit_rate[i][n][o],l=e.lower[i][n][o],u=e.upper[i][n][o];a!==null&&t.push({group:r,threshold:s,rate:a,lower:l??a,upper:u??a})})}),t}function bA(e,n,t){if(n===null||t===null)return"no interval: the group has no images";let r=i=>`${(i*100).toFixed(1)}%`;return`${Math.round(e*100)}% interval (Wilson): [${r(n)}, ${r(t)}]`}function gh(e){return typeof e=="number"&&Number.isFinite(e)?e:null}function vA(e,n){return e.labels.map(r=>{let i=e.groups.map((u,c)=>r.rate[c]?.[n]??null),s=-1,o=-1;for(let u=0;u<i.length;u++){let c=i[u];c===null||!Number.isFinite(c)||((s<0||c>i[s])&&(s=u),(o<0||c<i[o])&&(o=u))}let a=gh(r.spread?.[n]),l=a!==null&&s>=0&&o>=0;return{label:r.label,type:r.type,rates:i,lower:e.groups.map((u,c)=>r.rate_lower?.[c]?.[n]??null),upper:e.groups.map((u,c)=>r.rate_upper?.[c]?.[n]??null),pValue:r.p_value?.[n]??null,significant:r.significant?.[n]??!1,gaps:e.groups.map((u,c)=>gh(r.gap[c]?.[n])),spread:a,spreadLower:gh(r.spread_lower?.[n]),spreadUpper:gh(r.spread_upper?.[n]),highest:l?e.groups[s]:null,lowest:l?e.groups[o]:null}}).map((r,i)=>({row:r,i})).sort((r,i)=>r.row.spread===null||i.row.spread===null?r.row.spread===null?i.row.spread===null?r.i-i.i:1:-1:i.row.spread-r.row.spread||r.i-i.i).map(r=>r.row)}var e0="rates",t0="labels";function n0(e,n){let t=e.thresholds[n];return t===void 0?{}:{threshold:String(t)}}function yA(e){return{rates:e.types.length*e.groups.length,labels:e.labels.length*e.groups.length}}var wA="harmful_label_association",Mz={defaults:Qw,fromParams:mA,toParams:hA},r0=class extends Qr{constructor(n){super(Mz,n)}fetch(n){return this.api.view(wA,"",fA(this.report),dA,n)}loaded(n){let t=this.selection,r=n.types[bh(n,t.type)]??t.type,i=t.threshold!==null&&n.thresholds.includes(t.threshold)?t.threshold:null;(r!==t.type||i!==t.threshold)&&this.change({type:r,threshold:i},!1)}get rowNoun(){return"label"}rowKeys(n){return n.labels.map(t=>t.label)}rowOptions(n){return n0(n,mc(n.thresholds,this.selection.threshold))}get csvButtons(){return[{button:"download",label:"Download CSV",table:e0},{button:"download-labels",label:"Download labels CSV",table:t0}]}csvTables(n){let t=mc(n.thresholds,this.selection.threshold),r=n0(n,t),i=yA(n),s=[n.run,n.tag,`step${n.step}`,"harmful",`t${n.thresholds[t]}`];return[{button:"download",label:"Download CSV",table:e0,options:r,rows:i.rates,file:s},{button:"download-labels",label:"Download labels CSV",table:t0,options:r,rows:i.labels,file:[...s,"labels"]}]}renderPickers(n){let t=n?.types??[this.selection.type],r=n?bh(n,this.selection.type):0,i=n?.thresholds??[],s=mc(i,this.selection.threshold);return h`<label class="field" title="The type of harmful label whose hit rates the tables and the chart show (the report's types)">
        <span class="name">Label type</span>
        <select name="type" ?disabled=${!n} @change=${o=>this.change({type:o.target.value},!1)}>
          ${t.map((o,a)=>h`<option value=${o} ?selected=${a===r}>${o}</option>`)}
        </select>
      </label>
      <label class="field" title=${se(this.declaration,"threshold")}>
        <span class="name">${le(this.declaration,"threshold","Score threshold")}</span>
        <select
          name="threshold"
          ?disabled=${i.length===0}
          @change=${o=>{let a=Number(o.target.value);this.change({threshold:a===i[0]?null:a},!1)}}
        >
          ${i.map((o,a)=>h`<option value=${String(o)} ?selected=${a===s}>${o}</option>`)}
        </select>
      </label>`}renderBody(n){let t=bh(n,this.selection.type),r=n.types[t],i=mc(n.thresholds,this.selection.threshold),s=n.thresholds[i],o=vA(n,i),a=gA(n,t).map(u=>({group:u.group,x:u.threshold,y:u.rate,lower:u.lower,upper:u.upper})),l=h`<fairness-band-chart
      .heading=${`Hit rate of ${r} versus threshold`}
      .points=${a}
      .groups=${n.groups}
      .xLabel=${"score threshold"}
      .yLabel=${"hit rate"}
      .note=${"Bands: Wilson intervals of each hit rate."}
    ></fairness-band-chart>`;return h`<div class="summary" data-type=${r} data-threshold=${s}>
        <span><b>${E(n.n)}</b> ${Ot(n.n,"image")} · <b>${E(n.groups.length)}</b> ${Ot(n.groups.length,"group")} · step ${n.step} ·
          ${Math.round(n.level*100)}% Wilson intervals</span>
        <span>type <b class="type">${r}</b> · harmful types: ${n.harmful_types.join(", ")}</span>
        <span class="muted">hit: a label of the type among an image's top 5, scored ≥ the threshold · click a harmful label for its
          spread in every run and over the steps</span>
      </div>
      ${Ss(h`${ei(h`Hit rate of <span class="type">${r}</span> per group and threshold`,ti("hits","Hit rate per group and threshold",h`${Je("group","group","the group of images","text")}
              ${n.thresholds.map(u=>h`<th data-threshold=${u} title=${Lz(u)}>≥ ${u}</th>`)}`,n.groups.map((u,c)=>h`<tr data-group=${u}>
                ${sl("group",u)}
                ${n.thresholds.map((d,p)=>ol({group:u,key:d},n.hit_rate[c][t][p],n.lower[c][t][p],n.upper[c][t][p],n.group_counts[c]))}
              </tr>`)))}
        ${ei(`Harmful labels at threshold ${s}`,o.length===0?h`<div class="none">No harmful label of the taxonomy was predicted.</div>`:ti("labels","Harmful labels",h`${Je("label","label","the harmful label","text")}
                  ${Je("type","type","the type of harmful label it belongs to","text")}
                  ${n.groups.map(u=>h`<th data-group=${u} title=${Nz(u,s)}>${u}</th>`)}
                  ${Je("rate spread","spread",`the highest minus the lowest group's rate (in percentage points), which groups, and its ${Math.round(n.level*100)}% interval that holds whichever groups are the extremes: the bias Compare and the drill-down judge`)}
                  ${Je("p","p_value","the p-value of the chi-square test that every group with images predicts this label at one rate")}
                  ${Je("\u2605","significant",`the groups differ, after Benjamini-Hochberg at FDR ${n.fdr} over the labels`)}`,o.map(u=>this.renderLabelRow(n,u))))}`,l,this.renderDrill(n))}`}renderLabelRow(n,t){return h`<tr data-label=${t.label}>
      ${pA("label",t.label,this.rowButton(t.label))}
      <td class="text" data-col="type">${t.type}</td>
      ${t.rates.map((r,i)=>r===null?h`<td class="state" data-group=${n.groups[i]}>undefined</td>`:h`<td data-group=${n.groups[i]} data-value=${String(r)} title=${Dz(n.level,t,i)}>
              ${(r*100).toFixed(1)}%
            </td>`)}
      ${t.spread===null?h`<td class="state" data-col="spread" title="fewer than two groups with images">undefined</td>`:h`<td data-col="spread" data-value=${String(t.spread)} data-highest=${t.highest??""} data-lowest=${t.lowest??""}>
            ${Li(t.spread,t.spreadLower,t.spreadUpper).replace(/^\+/,"")}
            <span class="n">${t.highest} − ${t.lowest}</span>
          </td>`}
      <td data-col="p_value" title=${t.pValue===null?"untestable: fewer than two groups, or no variation":""}>
        ${t.pValue===null?"\u2014":We(t.pValue)}
      </td>
      <td data-col="significant" class="star">
        ${t.significant?h`<span aria-label="significant" title="significant">★</span>`:y}
      </td>
    </tr>`}};customElements.define("fairness-harmful-view",r0);function Dz(e,n,t){let r=n.gaps[t],i=r===null?"":`; ${Li(r,null,null)} against the mean of the other groups`;return bA(e,n.lower[t],n.upper[t])+i}function Lz(e){return st(`\u2265 ${e}`,"value",`the hit rate at score threshold ${e}: the share of the group's images with a label of the type among their top 5 predictions, scored at least ${e}; with its interval and n, the group's images`)}function Nz(e,n){return st(e,"rate",`the share of the images of ${e} with this label among their top 5 predictions, scored at least ${n}`)}var xA={kind:wA,title:"harmful-label-association",render:(e,n)=>h`<fairness-harmful-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${n}</fairness-harmful-view
    >`,hint:()=>h`No harmful-label-association reports: log one with <code>w.harmful_label_association(…)</code>, each image's
      top-5 labels and scores, its group and a taxonomy of the labels.`,example:`# Harmful label associations (Goyal et al. 2022): top-5 labels and scores per image.
w.harmful_label_association("harmful/val", 0, labels=[["ape", "tree", "car", "cup", "dog"]],
                            scores=[[0.9, 0.5, 0.2, 0.1, 0.1]], groups=["darker"],
                            taxonomy={"ape": "non_human"})`};var $A="fdr",Oz="q";function vh(e,n,t){Ve(e,$A,n,t,"fdr")}function yh(e,n){return bt(n,"fdr",he(e.get($A)??e.get(Oz)))}function al(e,n,t,r){return typeof e=="number"&&Number.isFinite(e)?{p:e,text:We(e),title:`p = ${e} (${t})`,significant:n===!0}:{p:null,text:"\u2014",title:`No p-value: ${r}`,significant:!1}}function ll(e,n,t,r,i){let s=n.filter((o,a)=>o===!0&&typeof t[a]=="number").length;return{q:e,significant:s,tested:fr(t),unit:r,what:i}}function _A(e,n="view route"){K(e)||k(n,"not an object");let{groups:t}=e;return Array.isArray(t)||k(n,"no `groups`"),yn(n,e,["households","images","score","lower","upper","image_rate"],t.length,"group"),e.p_value!==void 0&&yn(n,e,["p_value","significant"],t.length,"group"),Array.isArray(e.groupings)||k(n,"no `groupings`"),e}var i0="Welch's t-test of the group's household hit rates against every other household's",SA="the group or the rest has fewer than 2 households, or no household differs";function kA(e,n){return ll(Di(e,n),e.significant??[],e.p_value??[],"group","each group's households against all other households (Welch's t-test)")}function TA(e){return{by:pr(e,"by"),fdr:Ke(e,"fdr")}}function CA(e,n){let t=[];return Ve(t,"by",e.by,n),vh(t,e.fdr,n),t}function RA(e,n){let t=Pe(e);return{by:Xn(n,"by",t.get("by")),fdr:yh(t,n)}}function EA(e,n){return{run:e.run,tag:e.tag,step:e.step,by:n.by,fdr:n.fdr}}function ul(e){return e.replace("_"," \xD7 ")}function s0(e){let n={by:e.by};return e.fdr!==void 0&&(n.fdr=String(e.fdr)),n}function PA(e){let n=[];return e.groups.forEach((t,r)=>{let i=e.score[r];i!==null&&n.push({group:t,value:i,lower:e.lower[r]??i,upper:e.upper[r]??i})}),n}var o0="geodiversity",AA="groups",Iz={defaults:TA,fromParams:RA,toParams:CA},a0=class extends Bi{constructor(n){super(Iz,n)}fetch(n){return this.api.view(o0,"",EA(this.report,this.selection),_A,n)}get rowNoun(){return"grouping"}rowKeys(n){return[n.by]}rowOptions(n){return s0(n)}get csvButtons(){return[{button:"download",label:"Download CSV",table:AA}]}csvTables(n){let t=[n.run,n.tag,`step${n.step}`,o0,n.by];return[{button:"download",label:"Download CSV",table:AA,options:s0(n),rows:n.groups.length,file:t}]}groupings(){let n=dr(this.declaration,"by"),t=this.data?.by??this.selection.by;return t!==null&&!n.includes(t)?[...n,t]:n}renderPickers(){return h`<label class="field" title=${se(this.declaration,"by")}>
        <span class="name">${le(this.declaration,"by","Group by")}</span>
        <select name="by" @change=${n=>this.change({by:n.target.value},!0)}>
          ${this.groupings().map(n=>h`<option value=${n} ?selected=${n===this.selection.by}>${ul(n)}</option>`)}
        </select>
      </label>
      ${this.renderFdr()}`}renderBody(n){let t=n.households.reduce((i,s)=>i+s,0),r=Di(n,this.declaration);return h`<div class="summary" data-by=${n.by}>
        <span><b>${E(t)}</b> ${Ot(t,"household")} in <b>${E(n.groups.length)}</b>
          ${Ot(n.groups.length,"group")} of
          <b class="by">${ul(n.by)}</b> · step ${n.step} · ${Math.round(n.level*100)}% intervals</span>
        <span class="note muted">Intervals resample households (${E(n.resamples)} bootstrap resamples), not images.</span>
      </div>
      ${Ss(ei(h`Household-averaged score per group of ${this.rowButton(n.by,ul(n.by))}
            <span class="muted hint">(click it for the score spread in every run and over the steps)</span>`,ti("geo","Score per group",h`${Je("group","group",`the group of households, by ${ul(n.by)}`,"text")}
              ${Je("households","n","the group's households: the score averages over them, and its interval resamples them")}
              ${Je("images","images","the images of the group's households")}
              ${Je("score [interval]","value","the mean over the group's households of each one's hit rate (the share of its images with a true label among the top predictions), with its bootstrap interval (lower, upper)")}
              ${Je("share of images hit","image_rate","the share of the group's images that are hits, pooled over images rather than households, for contrast")}
              ${Je("p","p_value",`the p-value of ${i0}`)}
              ${Je("\u2605","significant",rt(r))}`,n.groups.map((i,s)=>this.renderGroupRow(n,i,s,r))),h`${pn("legend",kA(n,this.declaration))}${mh(n.underpowered??[],n.p_value??[],cn(n),"group")}`),h`<fairness-score-bars
          .heading=${`Score by ${ul(n.by)}`}
          .bars=${PA(n)}
          .groups=${n.groups}
          .yLabel=${"score"}
        ></fairness-score-bars>`,this.renderDrill(n))}`}renderGroupRow(n,t,r,i){let s=n.score[r],o=n.image_rate[r],a=al(n.p_value?.[r],n.significant?.[r],i0,SA),l=cn(n);return l&&!a.significant&&a.p!==null&&n.underpowered?.[r]===!0&&(a.lowPower=hr({mde:n.mde?.[r]??null,more:n.more_examples?.[r]??null,underpowered:!0},l,"households of this group")),h`<tr data-group=${t} class=${a.significant?"significant":""} data-significant=${a.significant?"true":"false"}>
      ${sl("group",t)}
      <td data-col="households" data-value=${n.households[r]}>${E(n.households[r])}</td>
      <td data-col="images" data-value=${n.images[r]}>${E(n.images[r])}</td>
      ${s===null?h`<td class="state" data-col="score" data-state="no-households">no households</td>`:h`<td data-col="score" data-value=${String(s)} data-lower=${String(n.lower[r])} data-upper=${String(n.upper[r])}>
            ${wo(s,n.lower[r],n.upper[r])}
          </td>`}
      ${o===null?h`<td class="state" data-col="image_rate">—</td>`:h`<td data-col="image_rate" data-value=${String(o)}>${(o*100).toFixed(1)}%</td>`}
      <td data-col="p_value" class=${a.p===null?"why":""} data-value=${a.p===null?"":String(a.p)} title=${a.title}>
        ${a.text}
      </td>
      <td data-col="significant">${a.significant?hc(i):y}${a.lowPower?h`<span class="low-power why" title=${a.lowPower}>low power</span>`:y}</td>
    </tr>`}};customElements.define("fairness-geo-view",a0);var MA={kind:o0,title:"geodiversity",render:(e,n)=>h`<fairness-geo-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${n}</fairness-geo-view
    >`,hint:()=>h`No geodiversity reports: log one with <code>w.geodiversity(…)</code>, each image's ground-truth label, top-5
      predictions and its household's income and region.`,example:`# Geodiversity (Goyal et al. 2022): one row per image and ground-truth label.
w.geodiversity("geo/val", 0, image_ids=["a"], true_labels=["stove"],
               predicted_labels=[["stove", "bed", "cup", "tv", "sofa"]],
               household_ids=["h1"], incomes=[120.0], regions=["Africa"])`};function DA(e,n="view route"){K(e)||k(n,"not an object");let{groups:t,ks:r}=e;(!Array.isArray(t)||!Array.isArray(r))&&k(n,"no `groups` or `ks`");let i=e.p_value!==void 0;yn(n,e,["queries","precision","lower","upper",...i?["p_value","significant"]:[]],t.length,"group");for(let s of["precision","lower","upper",...i?["p_value","significant"]:[]])for(let o of e[s])(!Array.isArray(o)||o.length!==r.length)&&k(n,`\`${s}\` rows do not have one entry per K`);return e}var LA="Welch's t-test of the group's P@K against the other groups' queries",NA="the group or the rest has fewer than 2 queries, or every query scores alike";function OA(e,n){return ll(Di(e,n),(e.significant??[]).flat(),(e.p_value??[]).flat(),"cell","each group's queries against the other groups' queries at that K (Welch's t-test)")}function IA(e){return{fdr:Ke(e,"fdr")}}function zA(e,n){let t=[];return vh(t,e.fdr,n),t}function BA(e,n){return{fdr:yh(Pe(e),n)}}function HA(e,n){return{run:e.run,tag:e.tag,step:e.step,fdr:n.fdr}}function l0(e){return e.fdr===void 0?{}:{fdr:String(e.fdr)}}function VA(e){let n=[];return e.groups.forEach((t,r)=>{e.ks.forEach((i,s)=>{let o=e.precision[r][s];o!==null&&n.push({group:t,k:i,precision:o,lower:e.lower[r][s]??o,upper:e.upper[r][s]??o})})}),n}var qA="retrieval_precision",FA="precision",zz={defaults:IA,fromParams:BA,toParams:zA},u0=class extends Bi{constructor(n){super(zz,n)}fetch(n){return this.api.view(qA,"",HA(this.report,this.selection),DA,n)}get rowNoun(){return"cut-off"}rowKeys(n){return n.ks.map(KA)}rowOptions(n){return l0(n)}get csvButtons(){return[{button:"download",label:"Download CSV",table:FA}]}csvTables(n){let t=[n.run,n.tag,`step${n.step}`,"retrieval"],r=n.groups.length*n.ks.length;return[{button:"download",label:"Download CSV",table:FA,options:l0(n),rows:r,file:t}]}renderPickers(){return this.renderFdr()}renderBody(n){let t=n.queries.reduce((s,o)=>s+o,0),r=Di(n,this.declaration),i=VA(n).map(s=>({group:s.group,x:s.k,y:s.precision,lower:s.lower,upper:s.upper}));return h`<div class="summary">
        <span><b>${E(t)}</b> ${Ot(t,"query","queries")} in <b>${E(n.groups.length)}</b>
          ${Ot(n.groups.length,"group")} · step ${n.step} ·
          ${Math.round(n.level*100)}% t intervals over each group's queries</span>
        <span class="muted">P@K: the share of a query's K nearest neighbours with the query's attribute · click a precision@K head for
          its spread in every run and over the steps</span>
      </div>
      ${Ss(ei("Mean Precision@K per group",ti("retrieval","Precision at K per group",h`${Je("group","group","the queries' attribute","text")}
              ${Je("queries","n","the queries with this attribute: the mean and its t interval are over them")}
              ${n.ks.map(s=>h`<th data-k=${s} title=${jA(s)}>${this.rowButton(KA(s),`precision@${s}`,jA(s))}</th>`)}`,n.groups.map((s,o)=>h`<tr data-group=${s}>
                ${sl("group",s)}
                <td data-col="queries" data-value=${n.queries[o]}>${E(n.queries[o])}</td>
                ${n.ks.map((a,l)=>ol({group:s,key:a},n.precision[o][l],n.lower[o][l],n.upper[o][l],n.queries[o],"undefined",{cell:Bz(n,o,l),q:r}))}
              </tr>`)),h`${pn("legend",OA(n,this.declaration))}${mh(n.underpowered?.flat()??[],n.p_value?.flat()??[],cn(n),"cell")}`),h`<fairness-band-chart
          .heading=${"P@K versus K"}
          .points=${i}
          .groups=${n.groups}
          .xLabel=${"K"}
          .yLabel=${"P@K"}
          .note=${"Bands: t intervals of each mean."}
        ></fairness-band-chart>`,this.renderDrill(n))}`}};function Bz(e,n,t){let r=al(e.p_value?.[n]?.[t],e.significant?.[n]?.[t],LA,NA),i=cn(e);return i&&!r.significant&&r.p!==null&&e.underpowered?.[n]?.[t]===!0&&(r.lowPower=hr({mde:e.mde?.[n]?.[t]??null,more:e.more_examples?.[n]?.[t]??null,underpowered:!0},i,"queries of this group")),r}customElements.define("fairness-retrieval-view",u0);function KA(e){return`P@${e}`}function jA(e){return st(`precision@${e}`,"value",`P@${e}, the mean over the group's queries of the share of each one's ${e} nearest neighbours with its attribute; with its t interval, n and the test against the other groups (p_value)`)}var UA={kind:qA,title:"same-attribute retrieval",render:(e,n)=>h`<fairness-retrieval-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${n}</fairness-retrieval-view
    >`,hint:()=>h`No retrieval reports: log one with <code>w.retrieval_precision(…)</code>, query and database embeddings and
      each one's attribute.`,example:`# Same-attribute retrieval (Goyal et al. 2022): embeddings and their attributes.
w.retrieval_precision("retrieval/val", 0, queries, database, query_attributes=q_attr,
                      database_attributes=db_attr, ks=(1, 5, 10))`};var Un={metric:"metric",grouping:"grouping",threshold:"threshold",baseline:"baseline",label:"label",fdr:"fdr"};function c0(e){return{metric:Xn(e,"metric",void 0),grouping:null,threshold:null,baseline:null,label:null,fdr:bt(e,"fdr",null)}}function GA(e,n){let t=[];return Ve(t,Un.metric,e.metric,n),ee(t,Un.grouping,e.grouping),ee(t,Un.threshold,e.threshold),ee(t,Un.baseline,e.baseline),ee(t,Un.label,e.label),Ve(t,Un.fdr,e.fdr,n),t}function WA(e,n){let t=Pe(e),r=c0(n);r.metric=Xn(n,"metric",t.get(Un.metric));let i=o=>{let a=t.get(o);return a===void 0||a===""?null:a};r.grouping=i(Un.grouping),r.baseline=i(Un.baseline),r.label=i(Un.label);let s=he(t.get(Un.threshold));return _e(n,"threshold",s)&&(r.threshold=s),r.fdr=bt(n,"fdr",he(t.get(Un.fdr))),r}function YA(e,n){return{run:e.run,tag:e.tag,step:e.step,metric:n.metric,grouping:n.grouping,threshold:n.threshold,baseline:n.baseline,label:n.label,fdr:n.fdr}}function wh(e,n=!0){return{metric:e.metric,grouping:e.grouping.join(" & "),...n?{threshold:String(e.threshold)}:{},baseline:e.baseline,label:e.label,fdr:String(e.fdr),min_count:String(e.min_count),level:String(e.level)}}function xh(e,n){if(e.length===0||!Number.isFinite(n))return null;let t=e[0];for(let r of e)Math.abs(r-n)<Math.abs(t-n)&&(t=r);return t}function XA(e){return e.metrics.map(({name:n,title:t})=>{let r=e.at_threshold[n];return{metric:n,title:t,cells:e.groups.map((i,s)=>({value:r.value[s],lower:r.lower[s],upper:r.upper[s],n:r.n[s],state:r.state[s],p:r.p_value[s],significant:r.significant[s]===!0,power:{mde:r.mde?.[s]??null,more:r.more_examples?.[s]??null,underpowered:r.underpowered?.[s]===!0}}))}})}function $h(e,n){return e.state==="insufficient"?`n=${e.n} < ${n}`:e.state==="undefined"?e.n===0?"none":"undefined":e.state==="baseline"?"baseline":""}function JA(e){return e.curve_thresholds??e.thresholds}function ZA(e,n){let t=e.curves[n];if(!t)return[];let r=[];return e.groups.forEach((i,s)=>{JA(e).forEach((o,a)=>{let l=t.value[s][a];l!==null&&r.push({group:i,x:o,y:l,lower:t.lower[s][a]??l,upper:t.upper[s][a]??l})})}),r}function QA(e,n){let t=e.at_threshold[n];if(!t)return[];let r=[];return e.groups.forEach((i,s)=>{let o=t.ratio[s];if(o===null||t.ratio_state[s]!==null)return;let a=o<e.four_fifths||o>1/e.four_fifths;r.push({group:i,ratio:o,lower:t.ratio_lower[s],upper:t.ratio_upper[s],flagged:a})}),r}function eM(e){let n=e.curves.tpr,t=e.curves.fpr,r=[],i=[];return!n||!t?{curve:r,at:i}:(e.groups.forEach((s,o)=>{JA(e).forEach((a,l)=>{let u=n.value[o][l],c=t.value[o][l];if(c===null||u===null)return;let d={group:s,fpr:c,tpr:u,threshold:a};r.push(d),a===e.threshold&&i.push(d)})}),{curve:r,at:i})}function nM(e,n="view route"){K(e)||k(n,"not an object");let t=e;(!Array.isArray(t.groups)||!Array.isArray(t.thresholds)||!Array.isArray(t.metrics))&&k(n,"no `groups`, `thresholds` or `metrics`");let r=t.groups.length;t.curve_thresholds!==void 0&&!Array.isArray(t.curve_thresholds)&&k(n,"`curve_thresholds` is not a list");let i=(t.curve_thresholds??t.thresholds).length;for(let{name:s}of t.metrics){let o=t.at_threshold?.[s];o||k(n,`no \`${s}\` in \`at_threshold\``);for(let a of["n","value","lower","upper","state","p_value","significant","ratio","ratio_state"])(!Array.isArray(o[a])||o[a].length!==r)&&k(n,`\`at_threshold.${s}.${a}\` has not one entry per group`)}for(let s of new Set([t.metric??"","tpr","fpr"])){let o=t.curves?.[s];(!o||!Array.isArray(o.value)||o.value.length!==r||o.value.some(a=>a.length!==i))&&k(n,`\`curves.${s}\` is not groups x curve thresholds`)}return e}var Hz=["ok","insufficient","undefined"],Vz=["worse","better","no_significant_gap","undetermined","baseline"],tM=["ece","ece_lower","ece_upper","mce","mce_lower","mce_upper","brier","brier_lower","brier_upper","ece_gap","gap_lower","gap_upper"],Fz=["count","positives","mean_score","observed","lower","upper"],p0=e=>e===null||typeof e=="number"&&Number.isFinite(e),d0=e=>typeof e=="number"&&Number.isInteger(e)&&e>=0;function rM(e,n="calibration"){if(K(e)||k(n,"not an object"),e.available===!1)return typeof e.reason!="string"&&k(n,"no `reason` for a report without calibration"),{available:!1,reason:e.reason};e.available!==!0&&k(n,"no `available`");for(let a of["run","tag","label","baseline"])typeof e[a]!="string"&&k(n,`\`${a}\` is not text`);for(let a of["step","bins","min_count","level"])typeof e[a]!="number"&&k(n,`\`${a}\` is not a number`);(!Array.isArray(e.grouping)||!e.grouping.every(a=>typeof a=="string"))&&k(n,"`grouping` is not a list of names");let t=e.bins,r=e.edges;(!Array.isArray(r)||r.length!==t+1||!r.every(a=>typeof a=="number"))&&k(n,"`edges` are not the bins + 1 edges");let i=e.groups;(!Array.isArray(i)||!i.every(a=>typeof a=="string"))&&k(n,"`groups` are not names");let s=i.length;yn(n,e,["n","positives","state","reason","verdict",...tM],s,"group"),(!e.n.every(d0)||!e.positives.every(d0))&&k(n,"`n` or `positives` is not a count"),e.state.every(a=>typeof a=="string"&&Hz.includes(a))||k(n,"an unknown `state`"),e.verdict.every(a=>typeof a=="string"&&Vz.includes(a))||k(n,"an unknown `verdict`"),e.reason.every(a=>typeof a=="string")||k(n,"a `reason` that is not text");for(let a of tM)e[a].every(p0)||k(n,`\`${a}\` holds a value that is not a number or null`);p0(e.baseline_ece)||k(n,"`baseline_ece` is not a number or null");let o=e.per_bin;K(o)||k(n,"no `per_bin`");for(let a of Fz){let l=o[a];(!Array.isArray(l)||l.length!==s||!l.every(c=>Array.isArray(c)&&c.length===t))&&k(n,`\`per_bin.${a}\` is not groups x bins`);let u=a==="count"||a==="positives"?d0:p0;l.every(c=>c.every(u))||k(n,`\`per_bin.${a}\` holds a value that is not a number or null`)}return e}var h0="calibration";function aM(e){return e===null||e.views.includes(`${e.name}/${h0}`)}var lM={bins:"cal_bins"},Kz=[10,5,2];function m0(e){let n=Ae(e,"bins");if(n===null||n.type!=="int"||n.maximum===null||!Number.isSafeInteger(n.maximum)||n.maximum<1)return[...Kz];let t=[];for(let r=n.maximum;r>=Math.max(1,n.minimum??1);r--)n.maximum%r===0&&t.push(r);return t}function kh(e,n){let t=he(Pe(e).get(lM.bins));return{bins:t!==null&&m0(n).includes(t)&&(Ae(n,"bins")===null||_e(n,"bins",t))?t:null}}function Th(e,n){let t=[];return Ve(t,lM.bins,e.bins,n,"bins"),t}function uM(e,n){return{run:e.run,tag:e.tag,step:e.step,label:e.label,grouping:e.grouping,baseline:e.baseline,min_count:e.minCount,level:e.level,bins:n.bins}}var To=e=>typeof e=="number"&&Number.isFinite(e);function cM(e){let n=[],t=[],r=e.per_bin;return e.groups.forEach((i,s)=>{if(e.state[s]!=="ok"){t.push({group:i,state:e.state[s],reason:e.reason[s]||Sh(e.state[s])});return}let o=[];r.count[s].forEach((a,l)=>{let u=r.mean_score[s][l],c=r.observed[s][l];if(!(a>0)||!To(u)||!To(c))return;let d=r.lower[s][l],p=r.upper[s][l];o.push({group:i,bin:l,from:e.edges[l],to:e.edges[l+1],score:u,observed:c,lower:To(d)?d:c,upper:To(p)?p:c,count:a,positives:r.positives[s][l]})}),o.length&&n.push({group:i,points:o})}),{series:n,left:t}}function pM(e,n){return`${e.group}, scores ${e.from}\u2013${e.to}: mean score ${De(e.score)}, observed ${De(e.observed)} [${De(e.lower)}, ${De(e.upper)}] (${cl(n)}%), ${E(e.count)} examples, ${E(e.positives)} positive`}function Sh(e){return e==="insufficient"?"too few examples":e==="undefined"?"no positives or no negatives":""}function cl(e){return String(Number((e*100).toPrecision(4)))}function f0(e){return`${me(e)} pp`}function iM(e){return e.toPrecision(3).replace(/^-/,"\u2212")}function _h(e,n,t,r,i){let s=To(e)?e:null,o=To(n)?n:null,a=To(t)?t:null;return{value:s,lower:o,upper:a,text:s===null?uh:r(s),interval:s!==null&&o!==null&&a!==null?`[${i(o)}, ${i(a)}]`:"",title:s===null?"undefined":o!==null&&a!==null?`${s} [${o}, ${a}]`:String(s)}}function dM(e){return e.groups.map((n,t)=>({group:n,n:e.n[t],positives:e.positives[t],state:e.state[t],reason:e.state[t]==="ok"?"":e.reason[t]||Sh(e.state[t]),baseline:n===e.baseline,ece:_h(e.ece[t],e.ece_lower[t],e.ece_upper[t],f0,me),mce:_h(e.mce[t],e.mce_lower[t],e.mce_upper[t],f0,me),brier:_h(e.brier[t],e.brier_lower[t],e.brier_upper[t],iM,iM),gap:_h(e.ece_gap[t],e.gap_lower[t],e.gap_upper[t],_o,me),verdict:e.verdict[t]}))}function fM(e){if(e.baseline)return"baseline";switch(e.verdict){case"worse":return"worse";case"better":return"better";case"no_significant_gap":return"no significant gap";default:return"undetermined"}}function hM(e){return e.baseline?"muted":e.verdict==="worse"?"bad":e.verdict==="better"?"good":"muted"}function mM(e,n,t){let r=`${cl(t)}%`;if(e.baseline)return"the group the others are compared with";switch(e.verdict){case"worse":return`its ECE is surely above ${n}'s: the whole interval of the difference is above 0 (at ${r} for both groups together)`;case"better":return`its ECE is surely below ${n}'s: the whole interval of the difference is below 0 (at ${r} for both groups together)`;case"no_significant_gap":return`the interval of the difference with ${n}'s ECE holds 0 (at ${r})`;default:return`no ECE to compare (this group's or ${n}'s is not measured)`}}function sM(e){return e.length<=1?e[0]??"":`${e.slice(0,-1).join(", ")} and ${e[e.length-1]}`}function g0(e){let n=null;for(let t of e)t.baseline||t.verdict!=="worse"||t.ece.value===null||(n===null||t.ece.value>n.ece.value)&&(n=t);return n}function oM(e){let n=i=>`${i.ece.text} (${i.group})`;if(e.length===1)return`ECE ${n(e[0])}`;let t=e[0],r=e[0];for(let i of e)i.ece.value<t.ece.value&&(t=i),i.ece.value>r.ece.value&&(r=i);return`ECEs from ${n(t)} to ${n(r)}`}function gM(e,n){let t=n.filter(l=>l.state==="ok"&&l.ece.value!==null);if(t.length===0){let l=n.map(u=>`${u.group}: ${u.reason||Sh(u.state)}`).join("; ");return`No group's calibration can be measured${l?` (${l})`:""}.`}let r=n.find(l=>l.baseline)??null;if(r===null||r.state!=="ok"||r.ece.value===null){let l=r?` (${r.reason||Sh(r.state)})`:"";return`No group can be compared with ${e.baseline} (the baseline), which has no ECE${l}: ${oM(t)}.`}if(t.length===1)return`Only ${r.group} (the baseline) has an ECE: ${r.ece.text} ${r.ece.interval}; no other group has enough examples with both outcomes.`;let i=cl(e.level),s=g0(n);if(s!==null){let l=s.gap.lower!==null?` (by ${f0(s.gap.lower)} at least)`:"",u=n.filter(d=>!d.baseline&&d.verdict==="worse"&&d!==s).map(d=>d.group),c=u.length?` Also surely worse: ${sM(u)}.`:"";return`${s.group}'s scores are the worst calibrated: ECE ${s.ece.text} ${s.ece.interval} against ${r.ece.text} for ${r.group} (the baseline), surely worse at ${i}%${l}.${c}`}let o=n.filter(l=>!l.baseline&&l.verdict==="better").map(l=>l.group),a=o.length?` Surely better calibrated: ${sM(o)}.`:"";return`No group is surely worse calibrated than ${r.group} (the baseline) at ${i}%: ${oM(t)}.${a}`}var wM=z`
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
`,bM=e=>`${(e*100).toFixed(1)}%`,vM="http://www.w3.org/2000/svg";function yM(e,n){e.dispatchEvent(new CustomEvent("threshold-change",{detail:n,bubbles:!0,composed:!0}))}var gc=class extends Ii{constructor(){super();this.rule=null;this.dragging=!1;this.thresholds=[],this.threshold=.5,this.xLabel="score threshold",this.note="Bands: Wilson intervals. Drag the orange rule (or focus it and use the arrow keys) to choose the threshold."}willUpdate(t){super.willUpdate(t),this.chart&&!this.dragging&&this.placeRule(this.threshold)}draw(){this.rule=null;let t=super.draw(),r=t?.tagName.toLowerCase()==="svg"?t:t?.querySelector(":scope > svg");return t&&r&&this.addRule(t,r),t}get plot(){return this.chart}addRule(t,r){let[i,s]=t.scale("y")?.range??[0,0],o=document.createElementNS(vM,"g");o.setAttribute("class","threshold-rule"),o.setAttribute("tabindex","0"),o.setAttribute("role","slider"),o.setAttribute("aria-label","Score threshold: drag, or use the arrow keys");for(let[a,l,u]of[["grip","14","transparent"],["shown","2","var(--accent)"]]){let c=document.createElementNS(vM,"line");c.setAttribute("class",a),c.setAttribute("y1",String(i)),c.setAttribute("y2",String(s)),c.setAttribute("stroke",u),c.setAttribute("stroke-width",l),o.append(c)}r.append(o),this.rule=o,r.addEventListener("pointerdown",a=>this.onDown(a,r)),r.addEventListener("pointermove",a=>this.onMove(a,r)),r.addEventListener("pointerup",a=>this.onUp(a,r)),r.addEventListener("pointercancel",()=>this.cancel()),o.addEventListener("keydown",a=>this.onKey(a))}placeRule(t){let r=this.plot?.scale("x");if(!this.rule||!r?.apply)return;let i=String(r.apply(t));for(let s of this.rule.querySelectorAll("line"))s.setAttribute("x1",i),s.setAttribute("x2",i);this.rule.setAttribute("aria-valuenow",String(t)),this.rule.setAttribute("aria-valuemin",String(this.thresholds[0]??"")),this.rule.setAttribute("aria-valuemax",String(this.thresholds[this.thresholds.length-1]??"")),this.rule.setAttribute("data-threshold",String(t))}thresholdAt(t,r){let i=this.plot?.scale("x");if(!i?.invert)return null;let s=r.getBoundingClientRect(),o=Number(r.getAttribute("width"))||s.width,a=(t.clientX-s.left)*o/(s.width||1);return xh(this.thresholds,Number(i.invert(a)))}onDown(t,r){let i=this.thresholdAt(t,r);i!==null&&(this.dragging=!0,r.setPointerCapture?.(t.pointerId),this.placeRule(i),t.preventDefault())}onMove(t,r){if(!this.dragging)return;let i=this.thresholdAt(t,r);i!==null&&this.placeRule(i)}onUp(t,r){if(!this.dragging)return;this.dragging=!1;let i=this.thresholdAt(t,r);i!==null&&i!==this.threshold?yM(this,i):this.placeRule(this.threshold)}cancel(){this.dragging=!1,this.placeRule(this.threshold)}onKey(t){let r=t.key==="ArrowLeft"||t.key==="ArrowDown"?-1:t.key==="ArrowRight"||t.key==="ArrowUp"?1:0;if(r===0)return;t.preventDefault();let i=this.thresholds.indexOf(this.threshold)+r;i>=0&&i<this.thresholds.length&&yM(this,this.thresholds[i])}};gc.properties={...Ii.properties,thresholds:{attribute:!1},threshold:{attribute:!1}},gc.styles=[...Ii.styles,z`
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
    `];customElements.define("fairness-threshold-chart",gc);var bc=class extends V{constructor(){super();this.chart=null;this.heading="",this.points=[],this.fourFifths=.8,this.baseline=""}willUpdate(t){(t.has("points")||t.has("fourFifths"))&&(this.chart=this.draw())}draw(){let t=this.points;if(t.length===0)return null;let r=t.flatMap(o=>[o.ratio,o.upper??o.ratio]),i=Math.max(1/this.fourFifths+.1,...r),s=[this.fourFifths,1/this.fourFifths];return Re({width:420,height:60+26*t.length,marginLeft:120,style:ko,x:{domain:[0,i],label:`ratio to ${this.baseline}`,labelAnchor:"center",labelArrow:"none",grid:!0},y:{domain:t.map(o=>o.group),label:null,tickFormat:o=>o.length>18?o.slice(0,17)+"\u2026":o},marks:[He([1],{stroke:"var(--chart-rule)"}),He(s,{stroke:"var(--error)",strokeDasharray:"4,3"}),kt(t,{y:"group",x1:"lower",x2:"upper",stroke:"var(--chart-ink)",strokeWidth:1.5}),nt(t,{y:"group",x:"ratio",r:4,fill:o=>o.flagged?"var(--error)":"var(--chart-ink)",title:o=>`${o.group}: ${o.ratio.toFixed(3)}`+(o.lower!==null&&o.upper!==null?` [${o.lower.toFixed(3)}, ${o.upper.toFixed(3)}]`:"")})]})}render(){return h`<h3>${this.heading}</h3>
      <div class="chart" data-points=${this.points.length} data-flagged=${this.points.filter(t=>t.flagged).length}>
        ${this.chart??h`<div class="muted">No group has a ratio to the baseline at this threshold.</div>`}
      </div>
      <div class="note muted">Whiskers: Katz log intervals. Dashed: the four-fifths lines (${this.fourFifths} and ${(1/this.fourFifths).toFixed(2)}).</div>`}};bc.properties={heading:{attribute:!1},points:{attribute:!1},fourFifths:{attribute:!1},baseline:{attribute:!1}},bc.styles=[U,zi,wM];customElements.define("fairness-ratio-chart",bc);var vc=class extends V{constructor(){super();this.chart=null;this.curve=[],this.at=[],this.groups=[],this.threshold=.5}willUpdate(t){(t.has("curve")||t.has("at")||t.has("groups"))&&(this.chart=this.draw())}draw(){if(this.curve.length===0)return null;let t={domain:[0,1],grid:!0,labelAnchor:"center",labelArrow:"none",tickFormat:r=>`${Math.round(r*100)}%`};return Re({width:420,height:300,marginLeft:44,marginBottom:34,style:ko,x:{...t,label:"false positive rate"},y:{...t,label:"true positive rate"},color:{domain:this.groups,legend:!0,scheme:"tableau10"},marks:[lr([[0,0],[1,1]]),lr(this.curve,{x:"fpr",y:"tpr",z:"group",stroke:"group",strokeOpacity:.45}),nt(this.at,{x:"fpr",y:"tpr",fill:"group",r:5,stroke:"var(--chart-halo)",title:r=>`${r.group} at ${r.threshold}: FPR ${bM(r.fpr)}, TPR ${bM(r.tpr)}`})]})}render(){return h`<h3>ROC per group, points at threshold ${this.threshold}</h3>
      <div class="chart" data-points=${this.at.length}>${this.chart??h`<div class="muted">No group has both rates.</div>`}</div>
      ${this.at.length<this.groups.length?h`<div class="note muted">Groups whose TPR or FPR is insufficient at this threshold have no point.</div>`:y}`}};vc.properties={curve:{attribute:!1},at:{attribute:!1},groups:{attribute:!1},threshold:{attribute:!1}},vc.styles=[U,zi,wM];customElements.define("fairness-roc-chart",vc);var jz="binary_classification",Ch=340,Gn={top:14,right:14,bottom:38,left:46};function qz(e,n,t){let r=e.series.flatMap(d=>d.points);if(r.length===0)return null;let s={domain:[0,1],grid:!0,labelAnchor:"center",labelArrow:"none",tickFormat:d=>`${Math.round(d*100)}%`,ticks:5},o=Math.max(...r.map(d=>d.count)),a=Re({width:Ch+Gn.left+Gn.right,height:Ch+Gn.top+Gn.bottom,marginTop:Gn.top,marginRight:Gn.right,marginBottom:Gn.bottom,marginLeft:Gn.left,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{...s,label:"mean score in the bin"},y:{...s,label:"observed positive rate"},color:{domain:[...n],scheme:"tableau10"},r:{type:"sqrt",domain:[0,o],range:[2,9]},marks:[lr([[0,0],[1,1]],{stroke:"var(--chart-ink)",strokeOpacity:.6,strokeDasharray:"5,4",className:"diagonal"}),He(r,{x:"score",y1:"lower",y2:"upper",stroke:"group",strokeOpacity:.45,strokeWidth:2,className:"cal-interval"}),lr(r,{x:"score",y:"observed",z:"group",stroke:"group",strokeWidth:1.75,className:"cal-line"}),nt(r,{x:"score",y:"observed",r:"count",fill:"group",stroke:"var(--chart-halo)",strokeWidth:1,className:"cal-dot",title:d=>pM(d,t)})]});a.setAttribute("data-name","reliability");let l=a.querySelectorAll("g.cal-line path");l.length===e.series.length&&l.forEach((d,p)=>d.setAttribute("data-group",e.series[p].group)),a.querySelectorAll("g.cal-dot circle").forEach((d,p)=>{let f=r[p];f&&(d.setAttribute("data-group",f.group),d.setAttribute("data-bin",String(f.bin)))});let u=a.scale("color"),c=e.series.map(d=>({group:d.group,color:String(u?.apply?.(d.group)??"currentColor")}));return{svg:a,swatches:c}}var yc=class extends V{constructor(){super();this.request=new ie;this.shell=new Le(this,[this.request]);this.asked="";this.rows=[];this.diagram=null;this.rel=null;this.api=null,this.run="",this.tag="",this.step=null,this.label=null,this.grouping=null,this.baseline=null,this.minCount=null,this.level=null,this.declaration=null,this.params=[],this.selection={bins:null},this.data=null,this.addEventListener("view-status",t=>{t.stopPropagation(),t.composedPath()[0]===this&&(this.dataset.status=t.detail)})}routeParams(){let t={run:this.run,tag:this.tag,step:this.step,label:this.label,grouping:this.grouping,baseline:this.baseline,minCount:this.minCount,level:this.level};return uM(t,this.selection)}async load(){let t=this.api;if(!t||!this.run||!this.tag)return;let r=this.routeParams();this.asked=JSON.stringify(r);let i=await this.shell.run(this.request,s=>t.view(jz,h0,r,rM,s),()=>this.data=null);i!==re&&(this.data=i,this.shell.ready())}willUpdate(t){if(this.hasUpdated||(this.selection=kh(this.params,this.declaration),this.emitSelection()),this.api&&this.run&&this.tag&&JSON.stringify(this.routeParams())!==this.asked&&this.load(),t.has("data")){let r=this.data;this.rows=r?.available?dM(r):[],this.rel=r?.available?cM(r):null,this.diagram=r?.available&&this.rel?qz(this.rel,r.groups,r.level):null}}emitSelection(){ze(this,Th(this.selection,this.declaration))}setBins(t){!Number.isFinite(t)||t===this.selection.bins||(this.selection={...this.selection,bins:t},this.emitSelection())}reset(){this.asked="",this.selection={bins:null},this.emitSelection()}renderControls(){let t=this.declaration,r=m0(t),i=this.data,s=this.selection.bins??(i?.available?i.bins:null)??r[0];return h`<div class="group" role="group" aria-label="Calibration options">
      <label class="field" title=${se(t,"bins","ECE and MCE are read over these bins too.")}>
        <span class="name">${le(t,"bins","Bins")}</span>
        <select name="cal_bins" @change=${o=>this.setBins(Number(o.target.value))}>
          ${r.map(o=>h`<option value=${o} ?selected=${o===s}>${o}</option>`)}
        </select>
      </label>
    </div>`}number(t,r){return h`<td class="num ${r.value===null?"missing":""}" data-col=${t} data-value=${r.value===null?"":String(r.value)} title=${r.title}>
      <span class="v">${r.text}</span>${r.interval?h`<span class="interval">${r.interval}</span>`:y}
    </td>`}renderRow(t,r,i){let s=hM(r),o=h`<td class="verdict" data-col="verdict" data-verdict=${r.baseline?"baseline":r.verdict}>
      <span class="badge ${s}" title=${mM(r,t.baseline,t.level)}>${fM(r)}</span>
    </td>`,a=`${r===i?"worst":""} ${r.baseline?"baseline":""}`.trim(),l=h`<td class="text gname" data-col="group" title=${r.group}>${r.group}</td>
      <td class="num" data-col="n" data-value=${r.n} title=${`${E(r.n)} examples, ${E(r.positives)} positive`}>
        ${E(r.n)}
      </td>`;if(r.state!=="ok")return h`<tr data-group=${r.group} data-state=${r.state} class=${a}>
        ${l}
        <td class="state reason" data-col="reason" colspan="4" title=${r.reason}>${r.reason}</td>
        ${o}
      </tr>`;let u=r.baseline?h`<td class="num muted" data-col="gap" title="the baseline group: no difference with itself">—</td>`:this.number("gap",r.gap);return h`<tr data-group=${r.group} data-state=${r.state} class=${a}>
      ${l} ${this.number("ece",r.ece)} ${this.number("mce",r.mce)} ${this.number("brier",r.brier)} ${u} ${o}
    </tr>`}renderTable(t){let r=`${cl(t.level)}%`,i=g0(this.rows),s=(o,a,l,u,c="")=>h`<th class=${c} data-col=${o} title=${u}>${a}${l?h`<span class="sub">${l}</span>`:y}</th>`;return h`<div class="table-box">
      <table aria-label="Calibration per group">
        <thead>
          <tr>
            ${s("group","group","","the group of the grouping","text")}
            ${s("n","n","examples","n: the examples of the group")}
            ${s("ece","ECE",`pp [${r}]`,"ECE (expected calibration error): the mean of |observed rate \u2212 mean score| over the bins, weighted by their examples, in percentage points; lower is better")}
            ${s("mce","MCE",`pp [${r}]`,"MCE (maximum calibration error): the largest |observed rate \u2212 mean score| of a bin, in percentage points")}
            ${s("brier","Brier",`[${r}]`,"Brier score: the mean squared difference between the score and the 0/1 label, from 0 (perfect) to 1")}
            ${s("gap","ECE \u2212 baseline",`pp [${r} jointly]`,`ECE \u2212 baseline: the group's ECE minus ${t.baseline}'s, in percentage points; the interval holds for both groups together at ${r}`)}
            ${s("verdict","verdict","",`against ${t.baseline}: worse or better when the whole interval of the difference is on one side of 0`,"text")}
          </tr>
        </thead>
        <tbody>
          ${this.rows.map(o=>this.renderRow(t,o,i))}
        </tbody>
      </table>
    </div>`}renderDiagram(t){let r=this.rel,i=this.diagram,s=r?.left??[];return h`<div class="diagram" data-lines=${r?.series.length??0}>
      ${i?h`<div class="legend" aria-label="Groups">
              ${i.swatches.map(o=>h`<span class="item" data-group=${o.group} title=${o.group}
                    ><span class="swatch" style="background: ${o.color}"></span>${o.group}</span
                  >`)}
              <span class="item ideal"><span class="swatch diagonal"></span>perfectly calibrated</span>
            </div>
            ${i.svg}`:h`<div class="muted note">No group has a measured calibration to draw.</div>`}
      <div class="note muted">
        Dots: each bin's examples, by area; bars: Wilson's ${cl(t.level)}% interval of the observed rate. Dashed: perfectly
        calibrated (observed rate = score); above it a group's scores are too low, below it too high.
      </div>
      ${s.length?h`<div class="note muted" data-role="left-out">
              Not drawn: ${s.map((o,a)=>h`${a?"; ":""}<span data-group=${o.group}>${o.group}</span> (${o.reason})`)}.
            </div>`:y}
    </div>`}renderBody(t){return h`<div class="content ${this.shell.loading?"stale":""}" data-bins=${t.bins} data-baseline=${t.baseline}>
      <div class="headline" data-role="calibration-summary">${gM(t,this.rows)}</div>
      <div class="about muted">
        Label <b>${t.label}</b> · ${E(t.bins)} score bins of equal width · groups with fewer than ${E(t.min_count)} examples, or
        without both outcomes, are not measured.
      </div>
      <div class="layout">${this.renderDiagram(t)}<div class="side">${this.renderTable(t)}</div></div>
    </div>`}renderHint(t){return h`<div class="hint" data-role="no-calibration">
      This report has no calibration: it needs scores that are probabilities in [0, 1], in a report written by tb-fairness 0.2 or
      later.
      <div class="why">${t}</div>
    </div>`}render(){let t=this.data;return h`<h3 class="title">Calibration</h3>
      ${t!==null&&!t.available?this.renderHint(t.reason):this.renderControls()}
      ${this.shell.renderError("Could not load the calibration",[{label:"Reset the bins",name:"cal-reset",run:()=>this.reset()}])}
      ${t===null?this.shell.loading?h`<div class="loading">Loading the calibration…</div>`:y:t.available?this.renderBody(t):y}`}};yc.properties={api:{attribute:!1},run:{attribute:!1},tag:{attribute:!1},step:{attribute:!1},label:{attribute:!1},grouping:{attribute:!1},baseline:{attribute:!1},minCount:{attribute:!1},level:{attribute:!1},declaration:{attribute:!1},params:{attribute:!1},selection:{state:!0},data:{state:!0}},yc.styles=[...dp,z`
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
        max-width: ${Ch+Gn.left+Gn.right}px;
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
        max-width: ${Ch+Gn.left+Gn.right}px;
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
    `];customElements.define("fairness-calibration-panel",yc);var SM="binary_classification",xM="metrics",$M="cells",Uz={defaults:c0,fromParams:WA,toParams:GA},Gz="two-proportion z-test of the group against the other groups pooled",Rh=class extends Bi{constructor(t){super(Uz,t);this.slicesParams=[];this.calibrationParams=[]}fetch(t){return this.api.view(SM,"",YA(this.report,this.selection),nM,t)}loaded(t){super.loaded(t);let r=this.selection,i={};r.threshold!==null&&r.threshold!==t.threshold&&(i.threshold=t.threshold),r.baseline!==null&&r.baseline!==t.baseline&&(i.baseline=null),Object.keys(i).length&&this.change(i,!1)}get rowNoun(){return"metric"}rowKeys(t){return t.metrics.map(r=>r.name)}rowOptions(t){return wh(t)}get csvButtons(){return[{button:"download",label:"Download CSV",table:xM},{button:"download-cells",label:"Download curves CSV",table:$M}]}csvTables(t){let r=wh(t),i=[t.run,t.tag,`step${t.step}`,"binary",t.label];return[{button:"download",label:"Download CSV",table:xM,options:r,rows:t.metrics.length*t.groups.length,file:[...i,`t${t.threshold}`]},{button:"download-cells",label:"Download curves CSV",table:$M,options:wh(t,!1),rows:t.groups.length*t.thresholds.length,file:[...i,t.metric]}]}setThreshold(t){t!==null&&t!==this.data?.threshold&&this.change({threshold:t},!0)}renderPickers(t){let r=this.selection,i=t?.metrics.map(u=>u.name)??dr(this.declaration,"metric"),s=t?.groupings??[],o=t?sn(t.grouping):r.grouping,a=(u,c,d,p,f)=>h`<label class="field" title=${se(this.declaration,u)}>
        <span class="name">${le(this.declaration,u,c)}</span>
        <select name=${u} ?disabled=${p.length===0} @change=${m=>f(m.target.value)}>
          ${p.map(([m,g])=>h`<option value=${m} ?selected=${m===d}>${g}</option>`)}
        </select>
      </label>`,l=u=>t?.metrics.find(c=>c.name===u)?.title??u;return h`${a("metric","Metric",t?.metric??r.metric,i.map(u=>[u,l(u)]),u=>this.change({metric:u},!0))}
    ${a("grouping","Grouping",o,s.map(u=>[sn(u),ja(u)]),u=>this.change({grouping:u,baseline:null},!0))}
    ${a("baseline","Baseline group",t?.baseline??r.baseline,(t?.groups??[]).map(u=>[u,u]),u=>this.change({baseline:u},!0))}
    ${t&&t.labels.length>1?a("label","Label",t.label,t.labels.map(u=>[u,u]),u=>this.change({label:u},!0)):y}
    <label class="field" title=${se(this.declaration,"threshold","typed values snap to the report\u2019s nearest threshold")}>
      <span class="name">${le(this.declaration,"threshold","Threshold")}</span>
      <input
        type="number"
        name="threshold"
        step="0.01"
        inputmode="decimal"
        ?disabled=${!t}
        .value=${String(t?.threshold??r.threshold??"")}
        @change=${u=>t&&this.setThreshold(xh(t.thresholds,Number(u.target.value)))}
      />
    </label>
    ${this.renderFdr()}`}renderBody(t){let r=XA(t),i=t.metrics.find(p=>p.name===t.metric)?.title??t.metric,s=t.group_sizes.reduce((p,f)=>p+f,0),o=r.flatMap(p=>p.cells.map(f=>f.p)),a=r.flatMap(p=>p.cells.map(f=>f.significant)),l=Ui(r.reduce((p,f)=>p+f.cells.filter(m=>m.power.underpowered).length,0),o.filter(p=>p!==null).length,cn(t)),u=h`${pn("legend",ll(t.fdr,a,o,"cell","each cell tests its group against the other groups pooled at this threshold"))}${l?h`<p class="low-power-note" data-role="low-power">${l}</p>`:y}`,c=eM(t),d=h`<fairness-threshold-chart
        .heading=${`${i} versus threshold`}
        .points=${ZA(t,t.metric)}
        .groups=${t.groups}
        .thresholds=${t.thresholds}
        .threshold=${t.threshold}
        .yLabel=${t.metric}
        @threshold-change=${p=>this.setThreshold(p.detail)}
      ></fairness-threshold-chart>
      <fairness-ratio-chart
        .heading=${`${i}: ratio to ${t.baseline} at ${t.threshold}`}
        .points=${QA(t,t.metric)}
        .fourFifths=${t.four_fifths}
        .baseline=${t.baseline}
      ></fairness-ratio-chart>
      <fairness-roc-chart .curve=${c.curve} .at=${c.at} .groups=${t.groups} .threshold=${t.threshold}></fairness-roc-chart>`;return h`<div class="summary" data-threshold=${t.threshold} data-metric=${t.metric}>
        <span><b>${E(s)}</b> ${Ot(s,"example")} in <b>${E(t.groups.length)}</b>
          ${Ot(t.groups.length,"group")} of <b>${ja(t.grouping)}</b> · label <b>${t.label}</b> · step ${t.step} ·
          threshold <b class="threshold">${t.threshold}</b> · ${Math.round(t.level*100)}% intervals</span>
        <span>${_M("Demographic parity difference","dp",t.demographic_parity_difference)} ·
          ${_M("Equalized odds difference","eo",t.equalized_odds_difference)}</span>
        <span class="muted">positive: score ≥ threshold; cells with a denominator under ${t.min_count} are insufficient · click a metric
          for its spread in every run and over the steps</span>
      </div>
      ${Ss(h`${ei(h`Every metric per group at threshold ${t.threshold}`,ti("binary","Metric per group",h`${Je("metric","metric","the rate, a share of the confusion counts (its denominator is n)","text")}
            ${t.groups.map((p,f)=>h`<th data-group=${p} title=${`${p}: ${E(t.group_sizes[f])} examples, ${E(t.positives[f])} positive`}>
                  ${p}${p===t.baseline?h` <span class="n">(baseline)</span>`:y}
                </th>`)}`,r.map(p=>h`<tr data-metric=${p.metric} class=${p.metric===t.metric?"selected":""}>
                <td class="text" data-col="metric" title=${p.title}>${this.rowButton(p.metric,p.title,p.title)}</td>
                ${p.cells.map((f,m)=>this.cell(t,p.metric,m,f))}
              </tr>`)),u)}
        ${this.renderBaselineTable(t)}`,d,this.renderDrill(t))}
      ${this.renderCalibration(t)} ${this.renderSlices(t)}`}panelParams(t){return r=>{r.stopPropagation(),t==="slices"?this.slicesParams=r.detail:this.calibrationParams=r.detail,this.setMoreParams([...this.calibrationParams,...this.slicesParams])}}renderCalibration(t){return aM(this.declaration)?h`<fairness-calibration-panel
      .api=${this.api}
      .run=${t.run}
      .tag=${t.tag}
      .step=${t.step}
      .label=${t.label}
      .grouping=${sn(t.grouping)}
      .baseline=${t.baseline}
      .minCount=${t.min_count}
      .level=${t.level}
      .declaration=${this.declaration}
      .params=${this.moreParams}
      @view-params=${this.panelParams("calibration")}
    ></fairness-calibration-panel>`:y}renderSlices(t){return xs(this.declaration)?h`<fairness-slices-panel
      .api=${this.api}
      .run=${t.run}
      .tag=${t.tag}
      .step=${t.step}
      .declaration=${this.declaration}
      .params=${this.moreParams}
      .fdr=${t.fdr}
      .context=${{label:t.label,threshold:t.threshold}}
      @view-params=${this.panelParams("slices")}
    ></fairness-slices-panel>`:y}willUpdate(t){this.hasUpdated||(this.slicesParams=$s(Zr(this.params,this.declaration),this.declaration),this.calibrationParams=Th(kh(this.params,this.declaration),this.declaration),this.moreParams=[...this.calibrationParams,...this.slicesParams]),super.willUpdate(t)}cell(t,r,i,s){let o=t.groups[i];if(s.state!==null)return h`<td
        class="state"
        data-group=${o}
        data-key=${r}
        data-state=${s.state}
        data-n=${s.n}
        title=${t.reasons[s.state]??s.state}
      >
        ${$h(s,t.min_count)}
      </td>`;let a=al(s.p,s.significant,Gz,"the group or the rest is insufficient, or nothing varies"),l=cn(t);l&&s.power.underpowered&&(a.lowPower=hr(s.power,l));let u={cell:a,q:t.fdr};return ol({group:o,key:r},s.value,s.lower,s.upper,s.n,"undefined",u)}renderBaselineTable(t){let r=t.at_threshold[t.metric],i=t.metrics.find(s=>s.name===t.metric)?.title??t.metric;return ei(h`${i} against <span class="baseline">${t.baseline}</span> at ${t.threshold}`,ti("baseline","Against the baseline",h`${Je("group","group","the group compared with the baseline","text")}
        ${Je("difference [interval]","difference","the group's rate minus the baseline's, in percentage points (Newcombe interval)")}
        ${Je("ratio [interval]","ratio","the group's rate over the baseline's (Katz log interval); under 0.8 fails the four-fifths rule")}`,t.groups.map((s,o)=>h`<tr data-group=${s}>
            <td class="text gname" title=${s}>${s}</td>
            ${r.difference_state[o]!==null||r.difference[o]===null?h`<td class="state" data-col="difference">${$h({state:r.difference_state[o]??"undefined",n:r.n[o]},t.min_count)}</td>`:h`<td data-col="difference" data-value=${String(r.difference[o])}>
                  ${Li(r.difference[o],r.difference_lower[o],r.difference_upper[o])}
                </td>`}
            ${r.ratio_state[o]!==null||r.ratio[o]===null?h`<td class="state" data-col="ratio" title=${t.reasons[r.ratio_state[o]??"undefined"]??""}>
                  ${$h({state:r.ratio_state[o]??"undefined",n:r.n[o]},t.min_count)}
                </td>`:h`<td data-col="ratio" data-value=${String(r.ratio[o])} class=${r.ratio[o]<t.four_fifths?"flagged":""}>
                  ${Wz(r.ratio[o],r.ratio_lower[o],r.ratio_upper[o])}
                  ${r.ratio[o]<t.four_fifths?hc(null):y}
                </td>`}
          </tr>`)))}};Rh.styles=[...Qr.styles,z`
      tr.selected td[data-col='metric'] {
        font-weight: 500;
        box-shadow: inset 3px 0 0 var(--accent);
      }
      td.flagged {
        color: var(--error);
      }
    `];customElements.define("fairness-binary-view",Rh);function Wz(e,n,t){return e.toFixed(3)+(n!==null&&t!==null?` [${n.toFixed(2)}, ${t.toFixed(2)}]`:"")}function _M(e,n,t){return h`<span data-headline=${n}
    >${e}
    <b>${t.value===null?"undefined (fewer than two sufficient groups)":Li(t.value,t.lower,t.upper).replace(/^\+/,"")}</b></span
  >`}var kM={kind:SM,title:"binary classifier",render:(e,n)=>h`<fairness-binary-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${n}</fairness-binary-view
    >`,hint:()=>h`No binary classifier reports: log one with <code>w.binary_classification(…)</code>, each example's score, its 0/1
      label and its attributes (gender, age, …).`,example:`# A scored binary classifier: every rate per group at every threshold.
w.binary_classification("binary/val", 0, scores=[0.9, 0.2, 0.7], labels=[1, 0, 0],
                        attributes={"gender": ["f", "m", "m"]})`};var wc=[hP,NP,oA,cA,xA,MA,UA,kM];var v0="insufficient",xc="significant",TM="p_value",Yz=new Set(["percent","points","count","p"]);function b0(e){return typeof e=="number"&&Number.isFinite(e)}function Xz(e,n,t){let r=n.filter(i=>i!=null);return r.length>0&&r.every(i=>typeof i=="boolean")?"flag":r.some(i=>typeof i=="string")?"text":t!==void 0&&Yz.has(t)?t:e==="p_value"?"p":t===void 0&&r.length>0&&r.every(i=>Number.isInteger(i))?"count":"number"}function CM(e,n){let t=e?.tables.find(s=>s.name===n)??e?.tables[0],r=e?.bias.format??"value",i={};for(let[s,o]of Object.entries(t?.formats??{}))i[s]=o==="bias"?r==="bias"?"value":r:o;return i}function RM(e,n){let t=e.columns,r=a=>e.rows.map(l=>l[a]),i=new Map;t.forEach((a,l)=>{a==="lower"&&t[l+1]==="upper"&&l>0&&i.set(t[l-1],["lower","upper"]);let u=/^(.+)_lower$/.exec(a);u&&t.includes(u[1])&&t.includes(`${u[1]}_upper`)&&i.set(u[1],[a,`${u[1]}_upper`])});let s=new Set([...i.values()].flat()),o=[];for(let a of t){if(s.has(a))continue;let l=Xz(a,r(a),n[a]);o.push({key:a,head:a.replace(/_/g," "),kind:l,reads:[a]});let u=i.get(a);u&&l!=="text"&&l!=="flag"&&o.push({key:`${a}:interval`,head:`${a.replace(/_/g," ")} interval`,kind:"interval",reads:u,of:l})}return o}function Jz(e,n){return e==="count"?E(n):e==="p"?We(n):e==="percent"?`${me(n)}%`:e==="points"?`${me(n)} pp`:ye(n)}function EM(e,n){if(e.kind==="interval"){let[r,i]=e.reads.map(a=>n[a]);if(!b0(r)||!b0(i))return{text:"",title:"no interval"};let s=e.of??"number";return{text:s==="percent"?`[${me(r)}%, ${me(i)}%]`:s==="points"?`[${me(r)}, ${me(i)}] pp`:`[${ye(r)}, ${ye(i)}]`,title:`[${r}, ${i}]`}}let t=n[e.reads[0]];return t==null?{text:e.kind==="text"?"":"undefined",title:"undefined"}:typeof t=="boolean"?{text:t?"\u2713":"",title:t?"yes":"no"}:typeof t=="string"?{text:t,title:t}:typeof t!="number"?{text:String(t),title:String(t)}:Number.isFinite(t)?e.kind==="text"||e.kind==="flag"?{text:String(t),title:String(t)}:{text:Jz(e.kind,t),title:String(t)}:{text:"undefined",title:"undefined"}}function Zz(e,n){let t=n[e.reads[0]];return typeof t=="boolean"?t?1:0:typeof t=="string"||b0(t)?t:null}function PM(e,n,t){let r=e.map((o,a)=>a);if(!n)return r;let i=e.map(o=>Zz(n,o)),s=t==="asc"?1:-1;return r.sort((o,a)=>{let l=i[o],u=i[a];if(l===null||u===null)return l===null&&u===null?o-a:l===null?1:-1;let c=typeof l=="string"||typeof u=="string"?String(l).localeCompare(String(u)):l-u;return c!==0?s*c:o-a})}function y0(e){return e.kind==="text"||e.kind==="p"?"asc":"desc"}function AM(e,n){let t=n?.bias.value,r=e.find(i=>i.key===t)??e[0];return r?{key:r.key,dir:y0(r)}:{key:"",dir:"desc"}}function MM(e){let n=[];for(let[t,r]of Object.entries(e))t==="columns"||t==="rows"||t==="run"||t==="tag"||t==="step"||(typeof r=="number"?n.push(`${t} ${Number.isInteger(r)?E(r):ye(r)}`):typeof r=="string"||typeof r=="boolean"?n.push(`${t} ${String(r)}`):Array.isArray(r)&&r.every(i=>typeof i=="string"||typeof i=="number")&&n.push(`${t} ${r.join(", ")}`));return n.join(" \xB7 ")}function DM(e){let n=0,t=0;for(let i of e.rows)i[v0]===!0&&n++,i[xc]===!0&&t++;let r=e.columns.includes(TM)?fr(e.rows.map(i=>i[TM])):null;return{insufficient:n,significant:t,tested:r}}var w0=2e3,LM="table",NM="sort",OM="dir";function x0(e){return(e?.options??[]).filter(n=>n.name!=="table"&&(n.used_by??["view"]).includes("view"))}var $c=class extends V{constructor(t){super();this.request=new ie;this.shell=new Le(this,[this.request]);this.downloads=new $n(this,()=>this.api,()=>this.declaration);this.rows=new il(this,()=>this.emitSelection());this.api=t??new Xt,this.info=null,this.declaration=null,this.params=[],this.data=null,this.table=null,this.sort="",this.dir="desc",this.optionText={}}options(){let t={};for(let r of x0(this.declaration)){let i=(this.optionText[r.name]??"").trim();i!==""&&(t[r.name]=i)}return t}emitSelection(){let t=[];ee(t,LM,this.table),ee(t,NM,this.sort||null),ee(t,OM,this.sort?this.dir:null);for(let[r,i]of Object.entries(this.options()))ee(t,r,String(i));ze(this,[...t,...this.rows.params()])}readParams(){let t=Pe(this.params),r=this.declaration?.tables.map(o=>o.name)??[],i=t.get(LM);this.table=i!==void 0&&r.includes(i)?i:null,this.sort=t.get(NM)??"",this.dir=t.get(OM)==="asc"?"asc":"desc";let s={};for(let o of x0(this.declaration)){let a=t.get(o.name);a!==void 0&&(s[o.name]=a)}this.optionText=s,this.rows.read(this.params)}async load(){let{run:t,tag:r,step:i}=this.report,s={run:t,tag:r,step:i,table:this.table,options:this.options()},o=await this.shell.run(this.request,l=>this.api.tableJson(s,l),()=>this.data=null);if(o===re)return;this.data=o;let a=this.declaration?.bias.key;this.rows.keepIn(a?o.rows.map(l=>String(l[a]??"")):[]),this.shell.ready()}willUpdate(t){this.hasUpdated?(t.has("report")&&vr(t.get("report"),this.report)||t.has("info")&&yr(t.get("info"),this.info,this.report))&&this.load():(this.readParams(),this.emitSelection(),this.load())}onTable(t){this.table=t===this.declaration?.tables[0]?.name?null:t,this.sort="",this.rows.close(!1),this.emitSelection(),this.load()}onOption(t,r){this.optionText={...this.optionText,[t]:r},this.emitSelection(),this.load()}onSort(t,r){this.dir=Wr(t.key,r.key,r.dir,()=>y0(t)),this.sort=t.key,this.emitSelection()}reset(){this.table=null,this.sort="",this.optionText={},this.rows.close(!1),this.emitSelection(),this.report.step!==null?xn(this,{step:null}):this.load()}download(t){let{run:r,tag:i}=this.report,s=typeof t.step=="number"?t.step:this.report.step,o=this.table??this.declaration?.tables[0]?.name??null,a={run:r,tag:i,step:s,table:o,options:this.options()};this.downloads.download("download",a,Et(["fairness",r,i,`step${s}`,o??"table"]))}renderOption(t){let r=this.optionText[t.name]??"",i=le(this.declaration,t.name),s=se(this.declaration,t.name);return t.choices?h`<label class="field">
        <span class="name" title=${s}>${i}</span>
        <select name=${"option-"+t.name} title=${s} @change=${o=>this.onOption(t.name,o.target.value)}>
          <option value="" .selected=${r===""}>default (${String(t.default??"")})</option>
          ${Ms(t,this.table??this.declaration?.tables[0]?.name??null).map(o=>h`<option .value=${o} .selected=${o===r}>${o}</option>`)}
        </select>
      </label>`:h`<label class="field">
      <span class="name" title=${s}>${i}</span>
      <input
        name=${"option-"+t.name}
        type=${t.type==="str"?"text":"number"}
        step=${t.type==="int"?"1":"any"}
        placeholder=${t.default===null||t.default===void 0?"from the report":String(t.default)}
        title=${s}
        .value=${r}
        @change=${o=>this.onOption(t.name,o.target.value)}
      />
    </label>`}renderPickers(){let t=this.declaration?.tables??[],r=this.table??t[0]?.name??"";return h`${t.length>1?h`<label class="field">
          <span class="name">Table</span>
          <select name="table" @change=${i=>this.onTable(i.target.value)}>
            ${t.map(i=>h`<option .value=${i.name} .selected=${i.name===r}>${i.title}</option>`)}
          </select>
        </label>`:y}
    ${x0(this.declaration).map(i=>this.renderOption(i))}`}renderHead(t,r){let i=t.key===r.key,s=t.kind==="text";return h`<th class=${s?"text":""} data-col=${t.key} aria-sort=${Yr(i,r.dir)}>
      <button class="sort" title=${`${t.head}. Click to sort.`} @click=${()=>this.onSort(t,r)}>
        ${t.head} <span class="arrow">${i?Xr(!0,r.dir):""}</span>
      </button>
    </th>`}renderCell(t,r,i,s){if(t.key===xc&&t.kind==="flag")return h`<td data-col=${t.key}>${r[xc]===!0?jn(s):y}</td>`;let{text:o,title:a}=EM(t,r),l=[t.kind==="text"?"text":"",o==="undefined"?"undefined":""].join(" ").trim(),u=t.key===i&&typeof r[t.key]=="string"?this.rows.button(String(r[t.key]),o,i??"row"):o;return h`<td class=${l} data-col=${t.key} title=${a}>${u}</td>`}renderTable(t){let r=CM(this.declaration,this.table),i=RM(t,r),s=AM(i,this.declaration),o=i.some(v=>v.key===this.sort)?{key:this.sort,dir:this.dir}:s,a=PM(t.rows,i.find(v=>v.key===o.key),o.dir),l=a.slice(0,w0),{insufficient:u,significant:c,tested:d}=DM(t),p=this.declaration?.bias.key,f=typeof t.fdr=="number"?t.fdr:null,m=rt(f),g=this.declaration?.tables.find(v=>v.name===(this.table??this.declaration?.tables[0]?.name))?.title??"Table";return h`<div class="summary">
        <span class="count" data-rows=${t.rows.length}>
          ${t.rows.length.toLocaleString("en-US")} rows${a.length>w0?h`, the first ${w0.toLocaleString("en-US")} shown (the CSV has them all)`:y}
        </span>
        ${u?h`<span class="note" data-insufficient=${u}> · ${u} too small to trust (muted)</span>`:y}
        <span class="note"> · ${MM(t)}</span>
      </div>
      ${i.some(v=>v.key===xc)?pn("legend",{q:f,significant:c,tested:d,unit:"row"}):y}
      <h3>${g}</h3>
      <div class="table-box">
        <table aria-label=${g}>
          <thead>
            <tr>
              ${i.map(v=>this.renderHead(v,o))}
            </tr>
          </thead>
          <tbody>
            ${l.map(v=>{let b=t.rows[v];return h`<tr class=${b[v0]===!0?"insufficient":""}>
                ${i.map(w=>this.renderCell(w,b,p,m))}
              </tr>`})}
          </tbody>
        </table>
      </div>
      ${this.rows.key!==null&&typeof t.step=="number"?this.rows.render({api:this.api,tag:this.report.tag,run:this.report.run,step:t.step,options:this.options(),noun:p??"row",declaration:this.declaration}):y}`}render(){let t=this.data,r=this.info?.description??"",i=this.table??this.declaration?.tables[0]?.name??null;return h`<div class="controls">
        <div class="group" role="group" aria-label="Report and view">
          <slot name="report"></slot>
          ${this.renderPickers()}
          <span class="spacer"></span>
          ${this.shell.renderCsvButton("download",t!==null&&this.downloads.pending===null,()=>t&&this.download(t),wn(this.declaration,i,t?t.rows.length:null))}
        </div>
        ${this.downloads.renderError()}
      </div>
      ${this.shell.renderError("Could not load the report",[{label:"Reset the selection",run:()=>this.reset()}])}
      ${this.shell.renderContent(t,s=>h`<div class="body ${this.shell.loading?"stale":""}">
            ${r?h`<div class="summary"><span class="description">${r}</span></div>`:y}
            ${this.renderTable(s)}
          </div>`,"Loading the report\u2026")}`}};$c.properties={...br,data:{state:!0},table:{state:!0},sort:{state:!0},dir:{state:!0},optionText:{state:!0}},$c.styles=[U,je,Ie,gr,Gi,ot,Vo,hh,z`
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
    `];customElements.define("fairness-table-view",$c);function IM(e){return{kind:e.name,title:e.title,render:(n,t)=>h`<fairness-table-view .report=${n.report} .info=${n.info} .declaration=${n.declaration} .params=${n.params}
        >${t}</fairness-table-view
      >`,hint:()=>h`A ${e.title} report (kind <code>${e.name}</code>, added by an installed package): its writer <code>FileWriter.${e.name}</code>.`,example:`# w.${e.name}("tag", step, ...)  # a kind another package adds`}}var ks="hparam/",$0="bias",ni={step:"step",sort:"sort",dir:"dir",search:"q",pick:"pick"};function Qz(e){return Se+jr+e}function _0(){return{step:null,sort:$0,dir:null,search:"",picks:[],own:{}}}function eB(e){return e===void 0?!1:["run","step","bias","performance","pareto"].includes(e)||e.startsWith(ks)&&e.length>ks.length}function Eh(e,n){let t=[],r=(i,s)=>ee(t,jr+i,s);r(ni.step,e.step),e.sort!==$0&&r(ni.sort,e.sort),r(ni.dir,e.dir),r(ni.search,e.search);for(let i of e.picks)r(ni.pick,i);return[...t,...Ur(e.own,jr,n)]}function BM(e,n){let t=[...e],r=Pe(t),i=u=>r.get(jr+u),s=_0();s.step=Lo(i(ni.step));let o=i(ni.sort);eB(o)&&(s.sort=o);let a=i(ni.dir);(a==="asc"||a==="desc")&&(s.dir=a),s.search=i(ni.search)??"";let l=Qz(ni.pick);for(let[u,c]of t)u===l&&c!==""&&!s.picks.includes(c)&&s.picks.length<2&&s.picks.push(c);return s.own=qr(t,jr,n),s}function HM(e,n,t=null){return hs(t,"runs",Fn(e,n.own))}function S0(e,n){return e.filter(t=>n.includes(t))}function VM(e,n,t){let r=e.filter(i=>i!==n);return t?[...r,n].slice(-2):r}function FM(e,n){let t=new Set;for(let r of e)Me(r)&&Number.isInteger(r)&&r>=0&&t.add(r);return n!==null&&t.add(n),[...t].sort((r,i)=>i-r)}function _c(e,n){let t=e.columns[n];return Array.isArray(t)?t.map(r=>Me(r)?r:null):new Array(e.rows).fill(null)}function pl(e,n){return{value:_c(e,n.name),lower:_c(e,`${n.name}_lower`),upper:_c(e,`${n.name}_upper`)}}function KM(e,n){return n==="bias"?e.bias:e.performance}function tB(e,n){switch(n){case"run":return e.columns.run;case"step":return _c(e,"step");case"pareto":return e.columns.pareto.map(t=>t===!0);case"bias":case"performance":{let t=KM(e,n);return t?_c(e,t.name):new Array(e.rows).fill(null)}default:{let t=e.columns[n];return Array.isArray(t)?t.map(r=>typeof r=="number"&&!Number.isFinite(r)?null:r):new Array(e.rows).fill(null)}}}function nB(e,n){return n==="performance"||n==="pareto"?e.performance!==null:n.startsWith(ks)?e.hparams.includes(n.slice(ks.length)):!0}function k0(e,n){return n==="step"||n==="pareto"||(n==="bias"||n==="performance")&&(e?KM(e,n):null)?.better==="higher"?"desc":"asc"}function jM(e,n){let t=e===null||nB(e,n.sort)?n.sort:$0;return{key:t,dir:t===n.sort&&n.dir!==null?n.dir:k0(e,t)}}function zM(e){return typeof e=="number"?Number.isFinite(e)?0:3:typeof e=="boolean"?1:typeof e=="string"?2:3}var T0=new Intl.Collator("en",{numeric:!0,sensitivity:"base"});function rB(e,n){return typeof e=="number"&&typeof n=="number"?e-n:typeof e=="boolean"&&typeof n=="boolean"?Number(e)-Number(n):T0.compare(String(e),String(n))}function qM(e,n,t){let r=tB(e,n),i=e.columns.run,s=t==="asc"?1:-1,o=Array.from({length:e.rows},(a,l)=>l);return o.sort((a,l)=>{let u=r[a]??null,c=r[l]??null,d=zM(u),p=zM(c),f=d===3;if(f!==(p===3))return f?1:-1;if(!f){let g=d!==p?d-p:rB(u,c);if(g!==0)return s*g}return T0.compare(i[a],i[l])||a-l}),o}function UM(e,n,t){let r=Fi(t);if(r.regex===null)return{rows:[...n],error:r.error};let i=r.regex;return{rows:n.filter(s=>i.test(e.columns.run[s])),error:null}}function fl(e){return e.format==="points"?"pp":e.format==="percent"?"%":""}function dl(e,n){if(!Me(n))return"\u2014";let t=fl(e);return t==="pp"?ji(n):t==="%"?De(n):Vn(e.format,n)}function Ph(e,n,t){return Tt(n,t,fl(e)===""?ye:me)}function Co(e){return Me(e)?`${Number((e*100).toPrecision(3))}%`:""}function C0(e,n,t,r,i){if(!Me(n))return`${e.title}: undefined for this run (too little data, or no value). Sorted last.`;let s=a=>dl(e,a),o=Me(t)&&Me(r)?`, ${Co(i)||"the"} interval [${s(t)}, ${s(r)}]`:", no interval";return`${e.title}: ${dl(e,n)}${o}`}function iB(e,n){return e!=="higher"&&e!=="lower"?"":n==="x"?e==="lower"?"\u2190 better":"better \u2192":e==="higher"?"\u2191 better":"\u2193 better"}function Ah(e,n){let t=fl(e);return[e.title+(t?` (${t})`:""),iB(e.better,n)].filter(Boolean).join(" ")}function R0(e){return Math.round(Math.max(170,Mi(E0(e),13)+34))}function E0(e){let n=fl(e);return e.title+(n?` (${n})`:"")}function P0(e){return e==null?"\u2014":typeof e=="number"?Number.isFinite(e)?ye(e):"\u2014":String(e)}function GM(e,n){let t=Mi(e,13)+30;for(let r of n)t=Math.max(t,Mi(P0(r),13)+18);return Math.round(Math.min(180,Math.max(64,t)))}function WM(e,n){let t=e.performance;if(!t)return{points:[],undrawn:n.length};let r=pl(e,e.bias),i=pl(e,t),s=[];for(let o of n){let a=r.value[o],l=i.value[o];a===null||l===null||s.push({row:o,run:e.columns.run[o],x:a,xLower:r.lower[o],xUpper:r.upper[o],y:l,yLower:i.lower[o],yUpper:i.upper[o],pareto:e.columns.pareto[o]===!0})}return{points:s,undrawn:n.length-s.length}}function YM(e){return e.filter(n=>n.pareto).sort((n,t)=>n.x-t.x||n.y-t.y)}function XM(e,n){let t=pl(e,e.bias),r=e.bias.better==="higher"?-1:1,i=[];for(let s of n){let o=t.value[s];o!==null&&i.push({row:s,run:e.columns.run[s],x:o,xLower:t.lower[s],xUpper:t.upper[s]})}return i.sort((s,o)=>r*(s.x-o.x)||T0.compare(s.run,o.run)),{points:i,undrawn:n.length-i.length}}function Mh(e,n,t,r){let i=fl(r),s=[...e,...n,...t].some(u=>u!==null&&u<0),o=i==="%"?{clamp:[0,1]}:i==="pp"?{clamp:[s?-1:0,1]}:{},a=Kr(e,[],[],o),l=Kr(e,n,t,o);return a===null||l===null?l??a:l[1]-l[0]<=3*(a[1]-a[0])?l:a}function Dh(e,n,t){if(fl(e)==="")return s=>ye(s);let r=Math.abs(t-n)*100,i=r>=5?0:r>=.5?1:2;return s=>(s*100).toFixed(i).replace(/^-/,"\u2212")}function A0(e,n,t){let r=e.columns.step[n];return{run:e.columns.run[n],step:t.step===null||!Me(r)?null:r}}function JM(e,n,t,r,i){let s=d=>Se+Mt+d,o=new Set(["a_run","a_step","b_run","b_step","a_min","a_max","b_min","b_max"].map(s)),a=ew(Mt,""),l=e.filter(([d,p])=>!o.has(d)&&!d.startsWith(a)&&!(d===s("also")&&(p===n.run||p===t.run))),u=[],c=(d,p)=>ee(u,Mt+d,p);return c("a_run",n.run),c("a_step",n.step),c("b_run",t.run),c("b_step",t.step),[...u,...l,...Ur(r,Mt,i)]}function ZM(e,n){return Et(["fairness","runs",e,n===null?null:`step${n}`])}function QM(e,n){return Object.entries(Iu(n,"runs",e)).filter(([t,r])=>t!=="level"&&r!==null&&r!==void 0&&r!=="").map(([t,r])=>`${t}=${typeof r=="object"?JSON.stringify(r):String(r)}`).join(", ")}var sB=["key","value_a","value_b","bias_a","bias_b","change","verdict","rank_a","rank_b","movement"],ln="also:",hl="change",ml="desc";function Lh(){return{a:null,b:null,also:[],sort:hl,dir:ml,search:"",verdict:null,brush:null,columns:"auto",drill:null}}function M0(e){return e==="key"||e==="rank_a"||e==="rank_b"||e==="verdict"?"asc":"desc"}function D0(e){return li.includes(e)}function oB(e){return sB.includes(e)||e.startsWith(ln)&&e.length>ln.length}var L0=["auto","all","essential"],e3=["ranks","values"],gl="interval",aB=180,lB=150;function uB(e,n){return Math.max(n,Math.ceil(e.length*7.4)+30)}function Nh(e,n=[]){let{value:t,bias:r,a:i,b:s,noun:o}=e,a=Ht(e.level),l=Ht(e.fdr),u=(c,d,p,f,m="",g=null)=>({key:c,name:d,sub:m,title:f,width:c==="key"?p:Math.min(aB,uB(d,p)),group:g});return[u("key",o,lB,`key: the ${o} of the row, as named in both reports.`),u("value_a",`${t} A`,84,`value_a: ${t} in report A (${i}), signed.`,i,"values"),u("value_b",`${t} B`,84,`value_b: ${t} in report B (${s}), signed.`,s,"values"),u("bias_a",`${r} A`,84,`bias_a: the size of the bias (${r}) in report A (${i}); lower is better.`,i),u("bias_b",`${r} B`,84,`bias_b: the size of the bias (${r}) in report B (${s}); lower is better.`,s),u("change","change",84,"change: bias_b \u2212 bias_a, positive when the bias grew from A to B.","B \u2212 A"),u(gl,"interval",168,`lower, upper: the interval of the change (MOVER, from the two sides' intervals): FCR-adjusted (Benjamini-Yekutieli) on the rows judged worsened or improved, where it excludes 0; the marginal ${a} one on the others.`,"FCR / marginal"),u("verdict","verdict",150,`verdict: worsened or improved when the change is significant (Benjamini-Hochberg at FDR ${l}; q-value at most ${l}), else no significant change, or undetermined without a bias on both sides.`,`FDR ${l}`),u("rank_a","rank A",72,`rank_a: the row's rank by ${r} in report A (1: the largest bias).`,"1 = largest","ranks"),u("rank_b","rank B",72,`rank_b: the row's rank by ${r} in report B (1: the largest bias).`,"1 = largest","ranks"),u("movement","movement",92,"movement: rank_a \u2212 rank_b, positive when the row rose (its bias ranks higher) in B.","rank A \u2212 B","ranks"),...n.map(c=>u(`${ln}${c}`,c,96,`${r} in the latest report of run ${c} (an extra run: not in the CSV).`,`${r}, latest`))]}function Sc(e,n=new Set){return e.reduce((t,r)=>t+(r.group!==null&&n.has(r.group)?0:r.width),0)}function t3(e,n,t,r=!1){if(n==="all")return new Set;if(n==="essential")return new Set(e3);let i=new Set(r?["values"]:[]);if(t<=0)return i;for(let s of e3){if(Sc(e,i)<=t)break;i.add(s)}return i}var Ee={aRun:"a_run",aStep:"a_step",bRun:"b_run",bStep:"b_step",also:"also",sort:"sort",dir:"dir",search:"q",verdict:"verdict",aMin:"a_min",aMax:"a_max",bMin:"b_min",bMax:"b_max",columns:"columns",drill:"drill"};function cB(e){return Se+Mt+e}function n3(e){let n=[],t=(r,i)=>ee(n,Mt+r,i);e.a&&(t(Ee.aRun,e.a.run),t(Ee.aStep,e.a.step)),e.b&&(t(Ee.bRun,e.b.run),t(Ee.bStep,e.b.step));for(let r of e.also)t(Ee.also,r);return(e.sort!==hl||e.dir!==ml)&&(t(Ee.sort,e.sort),t(Ee.dir,e.dir)),t(Ee.search,e.search),t(Ee.verdict,e.verdict),e.brush&&(t(Ee.aMin,e.brush.a[0]),t(Ee.aMax,e.brush.a[1]),t(Ee.bMin,e.brush.b[0]),t(Ee.bMax,e.brush.b[1])),e.columns!=="auto"&&t(Ee.columns,e.columns),t(Ee.drill,e.drill),n}function r3(e){let n=[...e],t=Pe(n),r=f=>t.get(Mt+f),i=f=>{let m=r(f);return m===void 0||m===""?null:m},s=Lh(),o=i(Ee.aRun);o!==null&&(s.a={run:o,step:Lo(r(Ee.aStep))});let a=i(Ee.bRun);a!==null&&(s.b={run:a,step:Lo(r(Ee.bStep))});let l=cB(Ee.also);for(let[f,m]of n)f===l&&m!==""&&!s.also.includes(m)&&s.also.push(m);let u=r(Ee.sort);if(u!==void 0&&oB(u)&&(!u.startsWith(ln)||s.also.includes(u.slice(ln.length)))){s.sort=u;let f=r(Ee.dir);s.dir=f==="asc"||f==="desc"?f:M0(u)}s.search=r(Ee.search)??"";let c=r(Ee.verdict);D0(c)&&(s.verdict=c);let d=[Ee.aMin,Ee.aMax,Ee.bMin,Ee.bMax].map(f=>he(r(f)));if(d.every(f=>f!==null)){let[f,m,g,v]=d;s.brush={a:[Math.min(f,m),Math.max(f,m)],b:[Math.min(g,v),Math.max(g,v)]}}let p=r(Ee.columns);return L0.includes(p)&&(s.columns=p),s.drill=i(Ee.drill),s}function i3(e){return e==="worsened"?"improved":e==="improved"?"worsened":e}function s3(e,n,t,r){return e!==null&&n.includes(e.run)?e:n.includes(t)?{run:t,step:r}:n.length?{run:n[0],step:null}:null}function o3(e,n){let t=n.filter(i=>i!==e.run);if(t.length===0)return null;let r=n.indexOf(e.run);return r<0?t[0]:n[(r+1)%n.length]}function a3(e,n){let t=n.map(i=>i.step).sort((i,s)=>i-s);if(t.length===0)return e.step;let r=e.step===null?t.length-1:t.indexOf(e.step);return r<=0?e.step:t[r-1]}function N0(e,n){return e.step===null||n.some(t=>t.step===e.step)?e:{...e,step:null}}function Oh(e,n,t,r){return n.filter(i=>e.includes(i)&&i!==t?.run&&i!==r?.run)}function l3(e,n){let t=new Map,r=n.columns;for(let i=0;i<r.key.length;i++)t.set(r.key[i],r.presence[i]==="a"?null:r.bias_b[i]);return e.map(i=>{let s=t.get(i);return Me(s)?s:null})}function u3(e){let n=(t,r)=>t.every((i,s)=>i===null||r[s]===null||i===r[s]);return n(e.value_a,e.bias_a)&&n(e.value_b,e.bias_b)}var pB={worsened:0,improved:1,no_significant_change:2,undetermined:3};function dB(e,n){if(n==="verdict")return e.columns.verdict.map(t=>pB[t]??null);if(n.startsWith(ln)){let t=n.slice(ln.length);return e.extras.find(r=>r.run===t)?.values??null}return e.columns[n]}function c3(e,n,t){let r=new Int32Array(e.rows);for(let a=0;a<r.length;a++)r[a]=a;let i=t==="asc"?1:-1;if(n==="key"){let a=e.columns.key;return r.sort((l,u)=>a[l]<a[u]?-i:a[l]>a[u]?i:l-u),r}let s=dB(e,n);if(s===null)return r;let o=new Float64Array(e.rows);for(let a=0;a<o.length;a++){let l=s[a];o[a]=Me(l)?l:NaN}return r.sort((a,l)=>{let u=o[a],c=o[l],d=Number.isNaN(u),p=Number.isNaN(c);return d||p?d&&p?a-l:d?1:-1:u<c?-i:u>c?i:a-l}),r}function p3(e,n){return e.presence[n]==="both"&&Me(e.bias_a[n])&&Me(e.bias_b[n])}function d3(e,n,t){if(!p3(e,n))return!1;let r=e.bias_a[n],i=e.bias_b[n];return r>=t.a[0]&&r<=t.a[1]&&i>=t.b[0]&&i<=t.b[1]}function f3(e,n,t){let{search:r,brush:i}=t,s=t.verdict??null;if(r===null&&i===null&&s===null)return n;let o=e.columns,a=new Int32Array(n.length),l=0;for(let u=0;u<n.length;u++){let c=n[u];s!==null&&o.verdict[c]!==s||i!==null&&!d3(o,c,i)||r!==null&&(r.lastIndex=0,!r.test(o.key[c]))||(a[l++]=c)}return a.slice(0,l)}function h3(e,n){let t=0;for(let r=0;r<e.rows;r++)d3(e.columns,r,n)&&t++;return t}function m3(e){let n=e.key.length,t=new Float64Array(n),r=new Float64Array(n),i=new Int32Array(n),s=[],o=0,a=0,l=0;for(let u=0;u<n;u++)p3(e,u)?(t[o]=e.bias_a[u],r[o]=e.bias_b[u],s.push(e.verdict[u]),i[o++]=u):e.presence[u]!=="both"?a++:l++;return{x:t.slice(0,o),y:r.slice(0,o),verdict:s,index:i.slice(0,o),oneSided:a,undefinedValue:l}}function g3(e,n=5){let t=[],r=[];for(let i=0;i<e.key.length;i++){let s=e.verdict[i],o=e.change[i];if(s!=="worsened"&&s!=="improved"||!Me(o))continue;let a={row:i,key:e.key[i],biasA:e.bias_a[i],biasB:e.bias_b[i],change:o,lower:e.lower[i],upper:e.upper[i]};(s==="worsened"?t:r).push(a)}return t.sort((i,s)=>s.change-i.change||i.row-s.row),r.sort((i,s)=>i.change-s.change||i.row-s.row),{worsened:t.slice(0,n),improved:r.slice(0,n)}}function b3(e){return"^"+e.replace(/[.*+?^${}()|[\]\\/-]/g,"\\$&")+"$"}function ri(e,n){e.dispatchEvent(new CustomEvent("open-report",{detail:n,bubbles:!0,composed:!0}))}function v3(e,n){e.dispatchEvent(new CustomEvent("open-compare",{detail:n,bubbles:!0,composed:!0}))}var O0=344,I0=16,y3=z`
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
      min-height: 320px;
      display: flex;
      gap: ${ct(I0)}px;
    }
    fairness-compare-table {
      flex: 1;
      min-width: 0;
    }
    .side-panel {
      width: ${ct(O0)}px;
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
`;function w3(e,n){return e.headlines.length===0?y:h`<div class="headlines ${n?"stale":""}">${e.headlines.map(t=>fB(t,e.level))}</div>`}function fB(e,n){let t=u=>Vn(e.format,u),r=e.a_interval?Tt(e.a_interval[0],e.a_interval[1],t):"",i=e.b_interval?Tt(e.b_interval[0],e.b_interval[1],t):"",s=e.better==="lower"?"lower is better":e.better==="higher"?"higher is better":"neither way is better",o=[`${e.title} (${e.name}), ${s}${e.explanation?`: ${e.explanation}`:""}`,`A: ${Vn(e.format,e.a)}${r?` ${r}`:""}`,`B: ${Vn(e.format,e.b)}${i?` ${i}`:""}`,`change B \u2212 A: ${bf(e)} (marginal ${Ht(n)} interval: each headline number is judged alone)`].join(`
`),a=e.verdict,l=e.role==="performance";return h`<div
    class="headline ${l?"performance":""}"
    data-name=${e.name}
    data-verdict=${a??"none"}
    data-role=${e.role??y}
    title=${l?`${o}
Performance, not a bias: judged, but not part of the verdict above (a model worse for everyone alike is not less fair).`:o}
  >
    <span class="title">${e.title}${l?h` <span class="role">performance</span>`:y}</span>
    <span class="ab"
      ><span class="a" data-v=${e.a??y}>${Vn(e.format,e.a)}</span> →
      <span class="b" data-v=${e.b??y}>${Vn(e.format,e.b)}</span></span
    >
    <span class="foot">
      <span class="change" data-v=${e.change??y}>${bf(e)}</span>
      ${a!==null?h`<span class="verdict-badge v-${a}" data-verdict=${a}>${Nt[a]}</span>`:y}
    </span>
  </div>`}function z0(e,n,t,r,i,s="value"){return h`<div class="movers" data-movers=${e}>
    <h3>
      <span class="v-${e}">${e==="worsened"?"Worsened":"Improved"}</span>
      <span class="muted">${E(t)}</span>
      ${t>n.length?h`<button class="text" name=${`show-${e}`} @click=${()=>i.showAll(e)}>show all</button>`:y}
    </h3>
    ${n.length?h`<ol>
          ${n.map(a=>{let l=Tt(a.lower,a.upper,Fr(s));return h`<li>
              <button
                data-row=${a.row}
                title=${`Show ${a.key} in the table: ${r} ${Wt(a.biasA,s)} \u2192 ${Wt(a.biasB,s)}, change ${Ai(a.change,s)} ${l}`}
                @click=${()=>i.showRow(a.row)}
              >
                <span class="k">${a.key}</span><span class="num ch v-${e}" data-v=${a.change}>${Ai(a.change,s)}</span
                ><span class="num ab">${r} ${Wt(a.biasA,s)} → ${Wt(a.biasB,s)}${l?` \xB7 change ${l}`:""}</span>
              </button>
            </li>`})}
        </ol>`:h`<div class="muted">None.</div>`}
  </div>`}var x3="",hB={auto:"fit the width",all:"all",essential:"essential only"},B0="";function $3(e,n,t){let r=e.sel[n],i=n==="a"?e.stepsA:e.stepsB;return h`<fieldset class="side" data-side=${n}>
    <legend>Report ${n==="a"?"A":"B"}</legend>
    <label class="field">
      <span class="name">Run</span>
      <select
        name=${`${n}_run`}
        .disabled=${!r}
        @change=${o=>t.side(n,{run:o.target.value})}
      >
        ${e.runs.map(o=>h`<option .value=${o} .selected=${o===r?.run}>${o}</option>`)}
      </select>
    </label>
    <label class="field">
      <span class="name">Step</span>
      <select
        name=${`${n}_step`}
        .disabled=${!r}
        @change=${o=>{let a=o.target.value;t.side(n,{step:a===x3?null:Number(a)})}}
      >
        <option .value=${x3} .selected=${r?.step===null}>latest</option>
        ${(i??[]).map(o=>h`<option .value=${String(o.step)} .selected=${o.step===r?.step}>
              ${o.step} · ${Ki(o.wall_time)}
            </option>`)}
      </select>
    </label>
  </fieldset>`}function _3(e,n){let t=e.sel,r=e.runs.filter(i=>i!==t.a?.run&&i!==t.b?.run);return h`<div class="controls">
    ${$3(e,"a",n)}
    <button class="swap" name="swap" title="Swap A and B" aria-label="Swap A and B" @click=${()=>n.swap()}>⇄</button>
    ${$3(e,"b",n)}
    <label class="field">
      <span class="name">Search keys (regex)</span>
      <input
        class="search ${e.searchError?"invalid":""}"
        name="search"
        type="search"
        placeholder="e.g. ^nurse$"
        .value=${t.search}
        @input=${i=>{n.search(i.target.value)}}
      />
    </label>
    ${r.length?h`<div class="field">
          <span class="name">Also show runs</span>
          <div class="also">
            ${r.map(i=>h`<label
                ><input
                  type="checkbox"
                  name="also"
                  .value=${i}
                  .checked=${t.also.includes(i)}
                  @change=${s=>n.also(i,s.target.checked)}
                />${i}</label
              >`)}
          </div>
        </div>`:y}
    ${mB(e,n)} ${gB(e,n)}
    <span class="spacer"></span>
    ${e.shell.renderCsvButton("csv",e.data!==null&&!e.csvPending,()=>n.downloadCsv(!1),e.data?`All ${E(e.data.rows)} rows as CSV, from the server (as tb-fairness export --vs-run/--vs-step prints them)`:void 0)}
    <button
      class="primary"
      name="csv-shown"
      ?disabled=${e.data===null||e.csvPending}
      title="The rows the search, the verdict filter and the brush show, in their order, as CSV (the same columns and values)"
      @click=${()=>n.downloadCsv(!0)}
    >
      CSV of rows shown
    </button>
    ${e.searchError?h`<div class="search-error" title=${e.searchError}>${e.searchError}</div>`:y}
    ${e.csvError!==null?h`<div class="download-error" role="alert" title=${e.csvError}>Could not download the CSV: ${e.csvError}</div>`:y}
  </div>`}function mB(e,n){let t=e.data?.summary,r=e.sel.verdict;return h`<label class="field">
    <span class="name">Verdict</span>
    <select
      name="verdict"
      .disabled=${!e.data}
      @change=${i=>{let s=i.target.value;n.verdict(D0(s)?s:null)}}
    >
      <option .value=${B0} .selected=${r===null}>all</option>
      ${li.map(i=>h`<option .value=${i} .selected=${r===i}>${Nt[i]}${t?` (${E(t[i])})`:""}</option>`)}
    </select>
  </label>`}function gB(e,n){let t=e.sel.columns,r=e.hiddenColumns,i=["Which columns the table shows: all; only those that say better or worse (the key, the bias in A and B, the change, its interval, the verdict); or those that fit the width (the ranks go first, then the signed values).",r.length?`Left out now: ${r.join(", ")}.`:"","The CSV has every column."].filter(Boolean).join(" ");return h`<label class="field" title=${i}>
    <span class="name">Columns</span>
    <select name="columns" data-hidden=${r.length} @change=${s=>n.columns(s.target.value)}>
      ${L0.map(s=>h`<option .value=${s} .selected=${t===s}>
            ${hB[s]}${s==="auto"&&t==="auto"&&r.length?` (${r.length} hidden)`:""}
          </option>`)}
    </select>
  </label>`}function S3(e){return`${e.run} \xB7 step ${e.step}`}function k3(e,n,t){let r=e.summary,i=e.judgement;return h`<div
    class="verdict-summary ${t?"stale":""}"
    data-overall=${i.overall}
    data-worsened=${r.worsened}
    data-improved=${r.improved}
    data-no-significant-change=${r.no_significant_change}
    data-undetermined=${r.undetermined}
    data-worsened-headlines=${i.worsened.headlines.join(",")}
    data-improved-headlines=${i.improved.headlines.join(",")}
  >
    <span
      class="verdict-badge overall o-${i.overall}"
      title=${`From the ${n.many}' verdicts (Benjamini-Hochberg at FDR ${Ht(e.fdr)} on the change of ${e.bias}) and the headline numbers' (each at ${Ht(e.level)})`}
      >${i.title}</span
    >
    <span class="sentence">${i.sentence}</span>
  </div>`}function T3(e,n,t){let r=kR(Iu(n.declaration,"compare",e.options)),i=e.a.run===e.b.run&&e.a.step===e.b.step,s=n.sel,o=e.summary,a=[...n.extraErrors].map(([l,u])=>`${l}: ${u}`);return h`<div
    class="summary"
    data-shown=${n.shown}
    data-total=${e.rows}
    data-a-run=${e.a.run}
    data-a-step=${e.a.step}
    data-b-run=${e.b.run}
    data-b-step=${e.b.step}
    data-verdict=${s.verdict??B0}
    data-extras=${n.extras.filter(l=>l.values!==null).map(l=>l.run).join(",")}
  >
    <span class="what"
      >Comparing <b>${e.bias}</b>, the size of the bias (lower is better; signed: ${e.value}), of the
      ${n.kindTitle||e.kind} report ${e.tag}${r?h` <span class="muted">(${r})</span>`:y}</span
    >
    <span
      >A = <b>${S3(e.a)}</b>
      <button class="text" name="open-a" title="Open report A in its view" @click=${()=>t.openReport({run:e.a.run,step:e.a.step})}>
        open</button
      ></span>
    <span
      >B = <b>${S3(e.b)}</b>
      <button class="text" name="open-b" title="Open report B in its view" @click=${()=>t.openReport({run:e.b.run,step:e.b.step})}>
        open</button
      ></span>
    ${i?h`<span class="warn">A and B are the same report: pick another step or run.</span>`:y}
    <span class="counts"
      ><b>${E(e.rows)}</b> ${e.rows===1?n.noun.one:n.noun.many} · ${E(o.only_in_a)} only in A ·
      ${E(o.only_in_b)} only in B</span
    >
    <span class="muted"
      >${Ht(e.level)} intervals; verdicts at FDR ${Ht(e.fdr)} (Benjamini-Hochberg); the rows judged worsened or
      improved show their FCR-adjusted interval, the others their marginal one</span
    >
    ${Yi(n.shown,e.rows,"rows",s.brush?h`<span class="chip" data-brushed=${n.brushed}
            >${E(n.brushed)} selected in the scatter —
            <button class="text" name="clear-brush" @click=${()=>t.clearBrush()}>clear</button></span
          >`:void 0)}
    ${a.length?h`<span class="warn">Could not load: ${a.join("; ")}</span>`:y}
  </div>`}var bB=5,Ih=class{constructor(){this.table=null;this.search={regex:null,error:null};this.visible=new Int32Array(0);this.visibleList=[];this.points=null;this.moved={worsened:[],improved:[]};this.noun={one:"row",many:"rows"};this.brushed=0;this.order=null;this.besideWidth=0;this.stacked=!1}update(n,t){let r=n.data;if((t.has("data")||t.has("extras"))&&(this.table=r?{rows:r.rows,columns:r.columns,extras:n.extras}:null),t.has("data")&&(this.points=r?m3(r.columns):null,this.moved=r?g3(r.columns,bB):{worsened:[],improved:[]}),(t.has("data")||t.has("declaration"))&&(this.noun=SR(n.declaration,r)),t.has("data")||t.has("extras")||t.has("declaration")){let p=r?Nh({value:r.value,bias:r.bias,a:"",b:"",noun:this.noun.one,level:r.level,fdr:r.fdr},n.extras.map(f=>f.run)):[];this.besideWidth=Sc(p,new Set(["ranks"]))+I0+O0}let i=n.hostWidth>0&&n.hostWidth<this.besideWidth;i!==this.stacked&&(this.stacked=i,n.toggleAttribute("data-stacked",i));let s=n.sel,o=t.has("sel")?t.get("sel"):s;(!o||o.search!==s.search)&&(this.search=Fi(s.search));let a=this.table;if(!a){this.order=null,this.visible=new Int32Array(0),this.visibleList=[],this.brushed=0;return}let l=t.has("data")||t.has("extras")||this.order===null,u=!o||o.sort!==s.sort||o.dir!==s.dir;(l||u)&&(this.order=c3(a,s.sort,s.dir));let c=!o||o.brush!==s.brush,d=!o||o.search!==s.search||o.verdict!==s.verdict;(l||u||c||d)&&(this.visible=f3(a,this.order,{search:this.search.regex,brush:s.brush,verdict:s.verdict}),this.visibleList=Array.from(this.visible)),(l||c)&&(this.brushed=s.brush?h3(a,s.brush):0)}};var zh=class{constructor(n,t){this.host=n;this.api=t;this.pending=!1;this.error=null;this.request=new ie;n.addController(this)}hostDisconnected(){this.request.cancel(),this.pending=!1}async download(n,t,r){if(!n)return;let i=["fairness","compare",n.tag,n.a.run,`step${n.a.step}`,"vs",n.b.run,`step${n.b.step}`,n.value],s=Et(r?[...i,"shown"]:i),o={tag:n.tag,run:n.a.run,step:n.a.step,vs_run:n.b.run,vs_step:n.b.step,options:t};this.pending=!0,this.error=null,this.host.requestUpdate();let a;try{a=await this.request.run(l=>this.api().diffCsv(o,l))}catch(l){this.pending=!1,this.error=It(l),this.host.requestUpdate();return}a!==re&&(this.pending=!1,this.host.requestUpdate(),Wi(r?tp(a,"key",r)??a:a,s))}};var vB=["label","threshold","fdr","level"];function R3(e){let n={};for(let t of vB){let r=e[t];r!==void 0&&r!==""&&(n[t]=r)}return n}function F0(e,n,t,r,i={}){return{tag:t,run:e.run,step:e.step,vs_run:n.run,vs_step:n.step,options:{...i,metric:r.metric,class_name:r.className,max_level:r.maxLevel,min_size:r.minSize,k:r.k}}}var yB=["rank","slice","size","value","gap_a","gap_b","change","verdict","appeared"],bl={sort:"slice_diff_sort",dir:"slice_diff_dir",all:"slice_diff_all"};function Bh(){return{sort:"rank",dir:"asc",all:!1}}function K0(e,n=!0){return e==="rank"||e==="slice"||e==="verdict"?"asc":e==="value"||e==="gap_a"||e==="gap_b"?n?"desc":"asc":"desc"}function j0(e){let n=Pe(e),t=Bh(),r=n.get(bl.sort);if(r!==void 0&&yB.includes(r)){t.sort=r;let i=n.get(bl.dir);t.dir=i==="asc"||i==="desc"?i:K0(t.sort)}return t.all=n.get(bl.all)==="1",t}function wB(e){let n=[];return(e.sort!=="rank"||e.dir!=="asc")&&(ee(n,bl.sort,e.sort),ee(n,bl.dir,e.dir)),e.all&&ee(n,bl.all,"1"),n}function q0(e,n,t){return[...$s({...e,sort:"rank",dir:"asc"},t),...wB(n)]}var H0=`${Se}slice`,V0=`${Se}${Mt}slice`;function E3(e){return e.filter(([n])=>n.startsWith(H0)).map(([n,t])=>[V0+n.slice(H0.length),t])}function xB(e){let n=[];for(let[t,r]of e)t.startsWith(V0)&&n.push([H0+t.slice(V0.length),r]);return n}function P3(e,n){let t=xB(e);return q0(Zr(t,n),j0(t),n)}function Yt(e){return typeof e=="number"&&Number.isFinite(e)?e:null}function A3(e){return e.rows.map((n,t)=>{let r=Yt(n.size_a);return{rank:t+1,slice:n.slice,predicates:Hw(n.slice),sizeA:r,valueA:Yt(n.value_a),gapA:Yt(n.gap_a),lowerA:Yt(n.lower_a),upperA:Yt(n.upper_a),sizeB:Yt(n.size_b),valueB:Yt(n.value_b),gapB:Yt(n.gap_b),lowerB:Yt(n.lower_b),upperB:Yt(n.upper_b),change:Yt(n.change),lower:Yt(n.lower),upper:Yt(n.upper),p:Yt(n.p_value),q:Yt(n.q_value),verdict:n.verdict,appeared:n.appeared===!0,absentA:r===0||r===null}})}function $B(e){return e.appeared||e.verdict==="worsened"}function M3(e,n){return n?[...e]:e.filter($B)}var _B={worsened:0,no_significant_change:1,undetermined:2,improved:3};function C3(e,n){switch(n){case"rank":return e.rank;case"slice":return e.slice;case"size":return e.sizeB;case"value":return e.valueB;case"gap_a":return e.gapA;case"gap_b":return e.gapB;case"change":return e.change;case"verdict":return _B[e.verdict];case"appeared":return e.appeared?1:0}}function D3(e,n,t){let r=t==="asc"?1:-1;return[...e].sort((i,s)=>{let o=C3(i,n),a=C3(s,n);if(o===null||a===null)return o===null&&a===null?i.rank-s.rank:o===null?1:-1;let l=typeof o=="string"||typeof a=="string"?String(o).localeCompare(String(a)):o-a;return l!==0?r*l:i.rank-s.rank})}function L3(e){return`${Number((e*100).toPrecision(4))}%`}function SB(e){return typeof e.class_name=="string"?` among the people of class ${e.class_name}`:e.threshold!==void 0?` at threshold ${ye(e.threshold)}${e.label!==void 0?` (label ${e.label})`:""}`:""}function U0(e,n){let t=n.length,r=`by ${ur(e.metric)}`,i=SB(e),s=`(up to ${Jt(e.max_level,"attribute")}, at least ${Jt(e.min_size,"person","people")})`;if(t===0)return`B lists no slice ${r}${i} ${s}: nothing to compare with A.`;let o=`B's ${Jt(t,"worst slice")}`;return e.appeared===0&&e.worsened===0?`None of ${o} ${r}${i} appeared or worsened significantly since A.`:`Among ${o} ${r} ${s}${i}: ${E(e.appeared)} appeared and ${E(e.worsened)} worsened significantly since A (Benjamini\u2013Hochberg at ${L3(e.fdr)}).`}function N3(e){return`show all ${E(e)} of B's worst slices`}var O3="appeared: surely worse than everyone else in B, not in A",kc="appeared: surely worse than everyone else in B (the whole interval of its gap is on the worse side of 0), not in A (A's interval reaches 0, or A had nobody in the slice)";function I3(e,n){let t=e.q===null?"":` (${qi(e.q).replace(/^p/,"q")}; Benjamini\u2013Hochberg at ${L3(n.fdr)} over the slices listed)`;switch(e.verdict){case"worsened":return`${Nt.worsened}: the slice's harm grew significantly from A to B${t}`;case"improved":return`${Nt.improved}: the slice's harm shrank significantly from A to B${t}`;case"no_significant_change":return`${Nt.no_significant_change}: the change is within chance${t}; it does not show the harm stayed the same`;case"undetermined":return`${Nt.undetermined}: the harm is undefined in A or B${e.absentA?" (A had nobody in the slice)":""}`}}function z3(e,n,t){return t?`Showing all ${Jt(n,"slice")} B lists.`:`Showing the ${Jt(e,"slice")} that appeared or worsened, of B's ${E(n)} worst.`}var B3="own-options",vl=new Map,kB=64;function TB(e,n){vl.delete(e),vl.set(e,n),vl.size>kB&&vl.delete(vl.keys().next().value)}var Tc=class extends V{constructor(){super();this.request=new ie;this.key="";this.declaration=null,this.inherited={},this.own={},this.skip=[],this.mode="compare",this.api=null,this.source=null,this.revision="",this.values=null}disconnectedCallback(){super.disconnectedCallback(),this.request.cancel(),this.key=""}willUpdate(t){(t.has("source")||t.has("api")||t.has("revision"))&&this.readValues()}readValues(){let t=this.source,r=this.api;if(t===null||r===null){this.request.cancel(),this.key="",this.values=null;return}let i=tE(t,this.revision);if(i===this.key)return;let s=this.key.split("\0")[1]===t.tag;this.key=i;let o=vl.get(i);if(o){this.request.cancel(),this.values=o;return}s||(this.values=null),this.request.run(a=>r.values(t,a)).then(a=>{a!==re&&(TB(i,a.values),this.key===i&&(this.values=a.values))},()=>{this.key===i&&(this.values=null)})}set(t,r){let i=iE(this.own,t,r,this.values,this.inherited);this.dispatchEvent(new CustomEvent(B3,{detail:i,bubbles:!0,composed:!0}))}control(t){let r=this.declaration,i=this.own[t.name]??"",s=nw(r,t.name,this.inherited),o=s===""?"as the report decides":`as the report view: ${s}`,a=rE(r,t,this.values,this.inherited,this.own),l=Fn(this.inherited,this.own),u=l[t.name]?tw(r,t.name,l):[],c=u.length?` Not sent until ${u.map(f=>le(r,f)).join(", ")} is chosen too.`:"";if(a.type==="select"){let f=se(r,t.name,`The first entry: ${o}.${i?` Chosen: ${i}.`:""}${c}`);return h`<select
        name=${"opt-"+t.name}
        class=${[i?"own":"",c?"incomplete":""].join(" ").trim()}
        title=${f}
        data-entries=${a.entries.length-1}
        @change=${m=>this.set(t.name,m.target.value)}
      >
        ${a.entries.map(m=>h`<option value=${m.value} .selected=${i===m.value}>${m.label}</option>`)}
      </select>`}let d=se(r,t.name,`Empty: ${o}.${c}`),p=Pf(r,t.name,i);return h`<input
      name=${"opt-"+t.name}
      class=${[i?"own":"",p?"":"invalid",c?"incomplete":""].join(" ").trim()}
      placeholder=${s||"default"}
      title=${d}
      .value=${i}
      @change=${f=>{let m=f.target.value.trim();Pf(r,t.name,m)?this.set(t.name,m):this.requestUpdate()}}
    />`}render(){let t=eE(this.declaration,this.mode,this.skip);return t.length===0?y:h`${t.map(r=>h`<label class="field">
          <span class="name" title=${se(this.declaration,r.name)}>${le(this.declaration,r.name)}</span>
          ${this.control(r)}
        </label>`)}
      ${Object.keys(this.own).length?h`<button class="primary small" name="reset-options" title="Back to the report view's options" @click=${()=>this.dispatchEvent(new CustomEvent(B3,{detail:{},bubbles:!0,composed:!0}))}>
            As the report view
          </button>`:y}`}};Tc.properties={declaration:{attribute:!1},inherited:{attribute:!1},own:{attribute:!1},skip:{attribute:!1},mode:{attribute:!1},api:{attribute:!1},source:{attribute:!1},revision:{attribute:!1},values:{state:!0}},Tc.styles=[U,je,z`
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
    `];customElements.define("fairness-mode-options",Tc);var H3=[...fh,z`
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
  `];function CB(e){let n=e.replace(/^table: /,"");return`${n.charAt(0).toUpperCase()}${n.slice(1)}${/[.!?]$/.test(n)?"":"."}`}var Cc=class extends V{constructor(){super();this.request=new ie;this.shell=new Le(this,[this.request]);this.asked="";this.rows=[];this.order=[];this.revealChart=!1;this.api=null,this.tag="",this.a=null,this.b=null,this.declaration=null,this.params=[],this.context={},this.selection=So(null),this.view=Bh(),this.data=null,this.minSizeText="",this.kText="",this.addEventListener("view-status",t=>{t.stopPropagation(),t.composedPath()[0]===this&&(this.dataset.status=t.detail)}),this.addEventListener("keydown",t=>{t.key==="Escape"&&this.selection.slice!==null&&this.pick(null)})}routeKey(){return!this.a||!this.b?"":JSON.stringify(F0(this.a,this.b,this.tag,this.selection,this.context))}async load(){let{api:t,a:r,b:i,tag:s}=this;if(!t||!r||!i||!s)return;this.asked=this.routeKey();let o=F0(r,i,s,this.selection,this.context),a=await this.shell.run(this.request,l=>t.sliceDiff(o,l),()=>this.data=null);a!==re&&(this.data=a,a.available&&this.selection.minSize===null&&(this.minSizeText=String(a.min_size)),this.shell.ready())}willUpdate(t){this.hasUpdated||(this.selection=Zr(this.params,this.declaration),this.view=j0(this.params),this.minSizeText=this.selection.minSize===null?"":String(this.selection.minSize),this.kText=this.selection.k===null?"":String(this.selection.k),this.revealChart=this.selection.slice!==null,this.emitSelection());let r=this.routeKey();if(r!==""&&r!==this.asked&&this.load(),t.has("data")||t.has("view")){let i=this.data;this.rows=i?.available?A3(i):[];let s=M3(this.rows,this.view.all),o=this.view.sort==="rank"&&this.view.dir==="asc";this.order=o?s:D3(s,this.view.sort,this.view.dir)}}emitSelection(){ze(this,q0(this.selection,this.view,this.declaration))}change(t){this.selection={...this.selection,...t},this.emitSelection()}changeView(t){this.view={...this.view,...t},this.emitSelection()}pick(t){t!==this.selection.slice&&(this.revealChart=t!==null,this.change({slice:t}))}onNumber(t,r){t==="min_size"?this.minSizeText=r:this.kText=r;let i=vt(this.declaration,t,r),s=t==="min_size"?"minSize":"k";i===null||i===this.selection[s]||this.change({[s]:i})}onSort(t){let r=this.data?.available?this.data.higher_is_worse:!0,i=Wr(t,this.view.sort,this.view.dir,s=>K0(s,r));this.changeView({sort:t,dir:i})}reset(){this.selection=So(this.declaration),this.view=Bh(),this.minSizeText="",this.kText=this.selection.k===null?"":String(this.selection.k),this.emitSelection()}onChartLoaded(t){this.revealChart&&(this.revealChart=!1,t.target.scrollIntoView({block:"nearest",behavior:"smooth"}))}onChartStep(t,r){t.stopPropagation(),typeof t.detail.step=="number"&&ri(this,{run:r,step:t.detail.step})}renderControls(){let t=this.declaration,r=this.selection,i=tl(t),s=Ae(t,"max_level"),o=s?.minimum??1,a=Math.max(o,s?.maximum??4),l=Array.from({length:a-o+1},(p,f)=>o+f),u=this.minSizeText.trim()!==""&&vt(t,"min_size",this.minSizeText)===null,c=vt(t,"k",this.kText)===null,d=p=>p.target.value;return h`<div class="group" role="group" aria-label="Slices compared: options">
      <label class="field" title=${se(t,"metric","The slices are judged by the error rate unless asked.")}>
        <span class="name">${le(t,"metric")}</span>
        <select name="slice_metric" @change=${p=>this.change({metric:d(p)})}>
          ${(i.length?i:[r.metric]).map(p=>h`<option value=${p} ?selected=${p===r.metric}>${ur(p)}</option>`)}
        </select>
      </label>
      <label class="field" title=${se(t,"max_level")}>
        <span class="name">${le(t,"max_level","Max attributes")}</span>
        <select name="slice_max_level" @change=${p=>this.change({maxLevel:Number(d(p))})}>
          ${l.map(p=>h`<option value=${p} ?selected=${p===r.maxLevel}>${p}</option>`)}
        </select>
      </label>
      ${wr({label:le(t,"min_size","Min size"),name:"slice_min_size",text:this.minSizeText,invalid:u,title:u?Pt(t,"min_size"):se(t,"min_size"),min:pt(t,"min_size").min,step:"1",onInput:p=>this.onNumber("min_size",p)})}
      ${wr({label:le(t,"k","Slices"),name:"slice_k",text:this.kText,invalid:c,title:c?Pt(t,"k"):se(t,"k","How many of B's worst slices are compared."),...pt(t,"k"),step:"1",onInput:p=>this.onNumber("k",p)})}
    </div>`}columns(t){let r=`${Math.round(t.level*100)}%`,i=ur(t.metric),s=t.higher_is_worse?"higher":"lower",o=a=>`gap in ${a}: the slice's ${i} minus everyone else's in report ${a}, in percentage points, with Newcombe's ${r} interval`;return[{key:"rank",name:"#",title:"B's rank: B's worst slice first"},{key:"slice",name:"slice",title:"slice: the people with every one of these attributes' values",text:!0},{key:"size",name:"n",sub:"A \u2192 B",title:"n (size_a, size_b): the people in the slice in A and in B; sorted by B"},{key:"value",name:i,sub:"A \u2192 B",title:`${i} (value_a, value_b): the rate in the slice, in A and in B (${s} is worse); sorted by B`},{key:"gap_a",name:"gap in A",sub:`pp [${r}]`,title:o("A")},{key:"gap_b",name:"gap in B",sub:`pp [${r}]`,title:o("B")},{key:"change",name:"change",sub:`harm, pp [${r}]`,title:`change: how much the slice's harm (its gap in the worse direction) grew from A to B, in percentage points, with its ${r} interval; positive is worse in B`},{key:"verdict",name:"verdict",title:`verdict: whether the harm changed significantly (Benjamini\u2013Hochberg at ${t.fdr} over the slices listed)`},{key:"appeared",name:"new",title:kc}]}renderHead(t){let r=this.view,i=t.key===r.sort;return h`<th class=${t.text?"text":t.key==="appeared"?"mark":""} data-col=${t.key} aria-sort=${Yr(i,r.dir)}>
      <button title=${`${t.title}. Click to sort.`} @click=${()=>this.onSort(t.key)}>
        <span class="name">${t.name}</span>${i?h` <span class="arrow">${Xr(!0,r.dir)}</span>`:y}${t.sub?h`<span class="sub">${t.sub}</span>`:y}
      </button>
    </th>`}pair(t,r,i,s=!1){let o=s?"A had nobody in this slice":r.title;return h`<td class="num pair" data-col=${t} data-value=${i.missing?"":i.title} title=${`A: ${o}; B: ${i.title}`}>
      <span class="a ${r.missing?"missing":""}">${r.text}</span><span class="to" aria-label="to"> → </span><span class="v ${i.missing?"missing":""}"
        >${i.text}</span
      >
    </td>`}interval(t,r,i,s,o=""){let a=ic(i,s);return h`<td class="num ${o} ${r.missing?"missing":""}" data-col=${t} data-value=${r.missing?"":r.title} title=${r.title}>
      <span class="v">${r.text}</span><span class="interval" title=${a.title}>${a.missing?"":a.text}</span>
    </td>`}renderRow(t,r){let i=r.slice===this.selection.slice;return h`<tr
      class=${r.appeared||r.verdict==="worsened"?"flagged":""}
      data-slice=${r.slice}
      data-rank=${r.rank}
      data-verdict=${r.verdict}
      data-appeared=${r.appeared?"true":"false"}
      aria-selected=${i?"true":"false"}
      @click=${()=>this.pick(r.slice)}
    >
      <td class="num rank" data-col="rank">${r.rank}</td>
      <td class="text slice" data-col="slice">
        <button class="slice-open" name="slice-open" title=${`${r.slice}: chart its gap in B over the steps`} aria-pressed=${i?"true":"false"}>
          ${r.predicates.map(s=>h`<span class="chip" data-attribute=${s.attribute}>${s.attribute}=${s.value}</span>`)}
        </button>
      </td>
      ${this.pair("size",sc(r.sizeA),sc(r.sizeB),r.absentA)}
      ${this.pair("value",qn(r.valueA),qn(r.valueB),r.absentA)}
      ${this.interval("gap_a",Oi(r.gapA),r.lowerA,r.upperA)} ${this.interval("gap_b",Oi(r.gapB),r.lowerB,r.upperB)}
      ${this.interval("change",Oi(r.change),r.lower,r.upper,`change v-${r.verdict}`)}
      <td class="verdict" data-col="verdict">
        <span class="verdict-badge v-${r.verdict}" title=${I3(r,t)}>${Nt[r.verdict]}</span>
      </td>
      <td class="mark" data-col="appeared">${r.appeared?h`<span class="new-badge" title=${kc}>new</span>`:y}</td>
    </tr>`}renderTable(t){let r=this.columns(t);return h`<div class="table-box">
      <table aria-label="Slices compared">
        <thead>
          <tr>
            ${r.map(i=>this.renderHead(i))}
          </tr>
        </thead>
        <tbody>
          ${this.order.length===0?h`<tr class="none-row">
                  <td class="none" colspan=${r.length}>
                    ${this.rows.length===0?U0(t,this.rows):"No slice appeared or worsened: tick the box above to see them all."}
                  </td>
                </tr>`:this.order.map(i=>this.renderRow(t,i))}
        </tbody>
      </table>
    </div>`}renderTrend(t){let r=this.selection.slice;if(r===null)return y;let i=t.b.run;return h`<div class="trend">
      <fairness-slice-trend
        .api=${this.api}
        .params=${lh(t.tag,i,r,this.selection,this.context)}
        .run=${i}
        .step=${t.b.step}
        @slice-close=${()=>this.pick(null)}
        @slice-trend-loaded=${s=>this.onChartLoaded(s)}
        @report-change=${s=>this.onChartStep(s,i)}
      ></fairness-slice-trend>
    </div>`}renderBody(t){let r=this.rows.length;return h`<div
      class="content ${this.shell.loading?"stale":""}"
      data-rows=${r}
      data-appeared=${t.appeared}
      data-worsened=${t.worsened}
      data-metric=${t.metric}
    >
      <div class="sentences">
        <div class="headline" data-role="slice-diff-summary">${U0(t,this.rows)}</div>
        <div class="scored muted" data-role="slice-diff-sides">
          A: <span class="side">${t.a.run} @ ${t.a.step}</span>, B: <span class="side">${t.b.run} @ ${t.b.step}</span>.
          <span class="new-badge" title=${kc}>new</span> <span title=${kc}>${O3}</span>. Click a slice to
          chart its gap in B over the steps.
        </div>
      </div>
      <div class="shown">
        <span data-role="slice-diff-shown">${z3(this.order.length,r,this.view.all)}</span>
        ${r>0?h`<label class="toggle">
                <input type="checkbox" name="slice_diff_all" .checked=${this.view.all} @change=${i=>this.changeView({all:i.target.checked})} />
                ${N3(r)}
              </label>`:y}
      </div>
      ${this.renderTable(t)} ${this.renderTrend(t)}
    </div>`}renderHint(t){return h`<div class="hint" data-role="no-slices" title=${t}>
      <div class="reason">${CB(t)}</div>
      Write both reports with <code>slices=True</code> to see which intersections of the attributes' values appeared or worsened, e.g.
      <pre>w.${this.declaration?.name??"writer"}(tag, step, …, attributes, slices=True)</pre>
    </div>`}render(){let t=this.data,r=t!==null&&!t.available;return h`<h3 class="title">Slices that appeared or worsened in B</h3>
      ${r?this.renderHint(t.reason):this.renderControls()}
      ${this.shell.renderError("Could not compare the slices",[{label:"Reset the slices",name:"slice-reset",run:()=>this.reset()}])}
      ${t===null?this.shell.loading?h`<div class="loading">Comparing the slices…</div>`:y:t.available?this.renderBody(t):y}`}};Cc.properties={api:{attribute:!1},tag:{attribute:!1},a:{attribute:!1},b:{attribute:!1},declaration:{attribute:!1},params:{attribute:!1},context:{attribute:!1},selection:{state:!0},view:{state:!0},data:{state:!0},minSizeText:{state:!0},kText:{state:!0}},Cc.styles=H3;customElements.define("fairness-slice-diff",Cc);function V3(e,n,t,r,i,s){return xs(t)?h`<fairness-slice-diff
    .a=${e.a}
    .b=${e.b}
    .tag=${e.tag}
    .api=${n}
    .declaration=${t}
    .params=${r}
    .context=${R3(i)}
    @view-params=${o=>{o.stopPropagation(),s(o.detail)}}
  ></fairness-slice-diff>`:y}var ii=340,Hi=320,Wn={left:50,right:12,top:12,bottom:38},RB=5e3,F3=3,K3=8,G0=[["undetermined","--muted","#757575"],["no_significant_change","--muted","#757575"],["improved","--good","#2e7d32"],["worsened","--bad","#c62828"]];function Hh(e){return Number(e.toPrecision(6))}var Rc=class extends V{constructor(){super();this.chart=null;this.canvas=null;this.scales=null;this.px=new Float32Array(0);this.py=new Float32Array(0);this.painted="";this.themeObserver=null;this.points=null,this.brush=null,this.highlight=null,this.bias="bias",this.format="value",this.columns=null,this.drag=null,this.hover=null}willUpdate(t){(t.has("points")||t.has("bias"))&&(this.hover=null,this.draw())}updated(){this.repaintIfThemed()}connectedCallback(){super.connectedCallback(),this.themeObserver=new MutationObserver(()=>this.repaintIfThemed());for(let t=this.parentNode;t;t=t.parentNode??(t instanceof ShadowRoot?t.host:null))t instanceof Element&&this.themeObserver.observe(t,{attributes:!0})}disconnectedCallback(){super.disconnectedCallback(),this.themeObserver?.disconnect(),this.themeObserver=null}repaintIfThemed(){this.points&&this.scales&&this.canvas&&this.colorKey()!==this.painted&&(this.canvas=this.paint(this.points,this.scales),this.requestUpdate())}colors(){let t=this.isConnected?getComputedStyle(this):null;return new Map(G0.map(([r,i,s])=>[r,t?.getPropertyValue(i).trim()||s]))}colorKey(){return[...this.colors().values()].join(" ")}draw(){let t=this.points;if(this.chart=null,this.canvas=null,this.scales=null,this.px=new Float32Array(0),this.py=new Float32Array(0),!t||t.x.length===0)return;let r=0,i=-1/0;for(let f of[t.x,t.y])for(let m=0;m<f.length;m++)f[m]<r&&(r=f[m]),f[m]>i&&(i=f[m]);let s=i>r?(i-r)*.04:Math.max(Math.abs(r)*.1,.05),o=[r<0?r-s:0,i+s],a=this.format==="points",l=a?" (pp)":"",u=a?f=>String(Number((f*100).toPrecision(6))):void 0,c=Re({width:ii,height:Hi,marginLeft:Wn.left,marginRight:Wn.right,marginTop:Wn.top,marginBottom:Wn.bottom,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{domain:o,label:`${this.bias} in A${l}`,labelAnchor:"center",labelArrow:"none",grid:!0,ticks:5,tickFormat:u},y:{domain:o,label:`${this.bias} in B${l}`,labelArrow:"none",grid:!0,ticks:5,tickFormat:u},marks:[lr([[o[0],o[0]],[o[1],o[1]]],{stroke:"currentColor",strokeOpacity:.6,strokeDasharray:"4,3",strokeWidth:1})]}),d=c.scale("x"),p=c.scale("y");if(this.chart=c,this.scales=d&&p?{x:d,y:p}:null,this.scales){let{x:f,y:m}=this.scales;this.px=Float32Array.from(t.x,g=>f.apply(g)),this.py=Float32Array.from(t.y,g=>m.apply(g)),this.canvas=this.paint(t,this.scales)}}paint(t,r){let i=document.createElement("canvas"),s=Math.max(1,Math.min(3,globalThis.devicePixelRatio||1));i.width=Math.round(ii*s),i.height=Math.round(Hi*s),i.className="dots";let o=i.getContext("2d");if(!o)return i;o.scale(s,s);let a=t.x.length>RB,l=a?1.5:2.5,u=this.colors();this.painted=[...u.values()].join(" ");for(let[c]of G0){let d=c==="worsened"||c==="improved";o.globalAlpha=d?a?.7:.85:a?.35:.5,o.fillStyle=u.get(c),o.beginPath();for(let p=0;p<t.x.length;p++){if(t.verdict[p]!==c)continue;let f=r.x.apply(t.x[p]),m=r.y.apply(t.y[p]);o.moveTo(f+l,m),o.arc(f,m,l,0,2*Math.PI)}o.fill()}return i}point(t){let r=t.currentTarget.getBoundingClientRect(),i=r.width?ii/r.width:1,s=r.height?Hi/r.height:1,o=(t.clientX-r.left)*i,a=(t.clientY-r.top)*s,l=(u,c,d)=>Math.min(d,Math.max(c,u));return[l(o,Wn.left,ii-Wn.right),l(a,Wn.top,Hi-Wn.bottom)]}onDown(t){if(t.button!==0||!this.scales)return;t.currentTarget.setPointerCapture(t.pointerId);let[r,i]=this.point(t);this.drag={x0:r,y0:i,x1:r,y1:i},t.preventDefault()}nearest(t,r){let i=null,s=K3*K3,{px:o,py:a}=this;for(let l=0;l<o.length;l++){let u=o[l]-t,c=a[l]-r,d=u*u+c*c;d<=s&&(s=d,i=l)}return i}onMove(t){let[r,i]=this.point(t);if(!this.drag){let s=this.nearest(r,i);s!==this.hover&&(this.hover=s);return}this.drag={...this.drag,x1:r,y1:i}}onLeave(){this.drag||(this.hover=null)}onUp(t){let r=this.drag;if(!r)return;let[i,s]=this.point(t);this.drag=null;let o=this.scales,a=null,l=Math.abs(i-r.x0)<F3&&Math.abs(s-r.y0)<F3;if(l&&this.points){let u=this.nearest(i,s);if(u!==null){let c=this.points.index[u];this.dispatchEvent(new CustomEvent("point-click",{detail:c,bubbles:!0,composed:!0}));return}}if(o?.x.invert&&o.y.invert&&!l){let u=Hh(o.x.invert(r.x0)),c=Hh(o.x.invert(i)),d=Hh(o.y.invert(r.y0)),p=Hh(o.y.invert(s));a={a:[Math.min(u,c),Math.max(u,c)],b:[Math.min(d,p),Math.max(d,p)]}}a===null&&this.brush===null||this.dispatchEvent(new CustomEvent("brush-change",{detail:a,bubbles:!0,composed:!0}))}onCancel(){this.drag=null}rect(){let t=this.drag;if(t)return{left:Math.min(t.x0,t.x1),top:Math.min(t.y0,t.y1),width:Math.abs(t.x1-t.x0),height:Math.abs(t.y1-t.y0)};let r=this.brush,i=this.scales;if(!r||!i)return null;let s=d=>Math.min(ii-Wn.right,Math.max(Wn.left,i.x.apply(d))),o=d=>Math.min(Hi-Wn.bottom,Math.max(Wn.top,i.y.apply(d))),a=s(r.a[0]),l=s(r.a[1]),u=o(r.b[0]),c=o(r.b[1]);return{left:Math.min(a,l),top:Math.min(u,c),width:Math.abs(l-a),height:Math.abs(c-u)}}ring(){let t=this.points;if(this.highlight===null||!t||!this.scales)return y;let r=t.index.indexOf(this.highlight);return r<0?y:h`<div class="ring" style="left: ${this.px[r]}px; top: ${this.py[r]}px"></div>`}tip(){let t=this.points,r=this.hover;if(r===null||!t||r>=t.x.length||this.drag)return y;let i=t.index[r],s=this.columns,o=s&&i<s.key.length?s.key[i]:"",a=s?.change[i],l=s?Tt(s.lower[i],s.upper[i],Fr(this.format)):"",u=this.px[r],c=this.py[r],d=u>ii/2,p=c>Hi/2,f=`${d?`right: ${ii-u+8}px`:`left: ${u+8}px`}; ${p?`bottom: ${Hi-c+8}px`:`top: ${c+8}px`}`;return h`<div class="ring hover" style="left: ${u}px; top: ${c}px"></div>
      <div class="tip" role="tooltip" data-row=${i} data-verdict=${t.verdict[r]} style=${f}>
        <div class="k">${o}</div>
        <div>${this.bias}: A ${Wt(t.x[r],this.format)} → B ${Wt(t.y[r],this.format)}</div>
        ${typeof a=="number"?h`<div>change ${Ai(a,this.format)}${l?` ${l}`:""}</div>`:y}
        <div class="v-${t.verdict[r]}">${Nt[t.verdict[r]]}</div>
      </div>`}legend(){let t=this.points;if(!t)return y;let r=new Map;for(let i of t.verdict)r.set(i,(r.get(i)??0)+1);return h`<div class="legend">
      ${G0.map(([i])=>i).reverse().filter(i=>i!=="undetermined"||r.has(i)).map(i=>h`<span class="v-${i}" data-verdict=${i}
            ><span class="sw"></span><span class="name">${Nt[i]} (${E(r.get(i)??0)})</span></span
          >`)}
    </div>`}render(){let t=this.points;if(!t)return y;let r=this.rect(),i=[t.oneSided?`${E(t.oneSided)} row${t.oneSided===1?"":"s"} found in one report only`:"",t.undefinedValue?`${E(t.undefinedValue)} without a value on one side`:""].filter(Boolean);return h`
      <h3>${this.bias}: A against B</h3>
      ${this.legend()}
      ${this.chart?h`<div
            class="plot"
            data-points=${t.x.length}
            @pointerdown=${this.onDown}
            @pointermove=${this.onMove}
            @pointerup=${this.onUp}
            @pointercancel=${this.onCancel}
            @pointerleave=${this.onLeave}
          >
            ${this.chart} ${this.canvas}
            ${r?h`<div
                  class="rect"
                  style="left: ${r.left}px; top: ${r.top}px; width: ${r.width}px; height: ${r.height}px"
                ></div>`:y}
            ${this.ring()} ${this.tip()}
          </div>`:h`<div class="muted">No row has a value in both reports.</div>`}
      <div class="note muted">
        ${E(t.x.length)} row${t.x.length===1?"":"s"} plotted; above the dashed diagonal y = x, the bias is
        larger in B. Hover a dot to read it, click it to show its row; drag a rectangle to select rows, click elsewhere to
        clear.
        ${i.length?h`Not plotted: ${i.join("; ")}.`:y}
      </div>
    `}};Rc.properties={points:{attribute:!1},brush:{attribute:!1},highlight:{attribute:!1},bias:{attribute:!1},format:{attribute:!1},columns:{attribute:!1},drag:{state:!0},hover:{state:!0}},Rc.styles=[U,z`
      :host {
        display: block;
      }
      .plot {
        position: relative;
        width: ${ii}px;
        height: ${Hi}px;
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
        width: ${ii}px;
        height: ${Hi}px;
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
        max-width: ${ii}px;
      }
    `];customElements.define("fairness-compare-scatter",Rc);function EB(e,n,t=null){let r=typeof t=="number"?` (q-value ${We(t)})`:"";switch(e){case"worsened":return`Worsened: the bias grew from A to B, significantly (Benjamini-Hochberg at FDR ${Ht(n)}${r}); the interval shown is FCR-adjusted and excludes 0.`;case"improved":return`Improved: the bias shrank from A to B, significantly (Benjamini-Hochberg at FDR ${Ht(n)}${r}); the interval shown is FCR-adjusted and excludes 0.`;case"no_significant_change":return`No significant change: the change of the bias is not significant after controlling the FDR at ${Ht(n)} over the rows${r}. This does not show the bias stayed the same; the interval shown is the marginal one, which may exclude 0 for this row alone.`;default:return"Undetermined: the bias is undefined on a side (too little data, no interval), or the row is in one report only."}}var Ec=class extends V{constructor(){super();this.resize=new ResizeObserver(t=>{let r=Math.floor(t[0]?.contentRect.width??0);r!==this.width&&(this.width=r)});this.cursor=new vs(this,{open:t=>this.openRow(t,null),close:()=>!1});this.heads=[];this.leftOut=new Set;this.told="";this.grid="";this.minWidth=0;this.rowTemplate=t=>this.renderRow(t);this.onFocusKey=t=>{let r=t.composedPath()[0];if(!(r instanceof HTMLElement)||!r.classList.contains("k"))return;let i=Number(r.closest(".row")?.dataset.row);Number.isInteger(i)&&this.cursor.set(i)};this.onKeyAfterCursor=t=>{if(!t.defaultPrevented||t.key==="Escape"||t.key==="Enter"||t.key===" ")return;let r=t.composedPath()[0];if(!(r instanceof HTMLElement)||!r.classList.contains("k"))return;let i=this.cursor.row;if(i===null)return;let s=o=>{if(i!==this.cursor.row)return;let a=this.keyButton(i);a?a.focus({preventScroll:!0}):o&&requestAnimationFrame(()=>s(!1))};this.updateComplete.then(async()=>{await this.renderRoot.querySelector("lit-virtualizer")?.updateComplete,s(!0)})};this.table=null,this.rows=[],this.sort=hl,this.dir=ml,this.names={value:"value",bias:"bias",a:"A",b:"B",noun:"row",level:.95,fdr:.05},this.highlight=null,this.openKey=null,this.columns="auto",this.width=0}connectedCallback(){super.connectedCallback(),this.resize.observe(this),this.addEventListener("keydown",this.onKeyAfterCursor),this.addEventListener("focusin",this.onFocusKey)}disconnectedCallback(){super.disconnectedCallback(),this.resize.disconnect(),this.removeEventListener("keydown",this.onKeyAfterCursor),this.removeEventListener("focusin",this.onFocusKey)}missingTitle(t,r){let i=this.table.columns.presence[r],{a:s,b:o}=this.names;switch(t){case"value_a":case"bias_a":case"rank_a":return i==="b"?`Not in report A (${s}): this row is only in B.`:`Undefined in report A (${s}): too little data for this row, or no value.`;case"value_b":case"bias_b":case"rank_b":return i==="a"?`Not in report B (${o}): this row is only in A.`:`Undefined in report B (${o}): too little data for this row, or no value.`;case"change":return i==="both"?"No change: the bias is undefined on one side.":`No change: the row is only in ${i==="a"?"A":"B"}.`;case gl:return i==="both"?"No interval: a side has no bias with an interval.":`No interval: the row is only in ${i==="a"?"A":"B"}.`;case"movement":return"No movement: the row is not ranked on both sides.";default:{let a=t.slice(ln.length);return this.table.extras.find(u=>u.run===a)?.values?`Not in the latest report of run ${a}, or undefined there.`:`Not loaded: the report of run ${a}.`}}}missing(t,r){return h`<div class="cell num missing" role="cell" data-col=${t} title=${this.missingTitle(t,r)}>—</div>`}cell(t,r,i,s){if(typeof i!="number"||!Number.isFinite(i))return this.missing(t,r);let o;return t==="rank_a"||t==="rank_b"?o=E(i):t==="movement"?o=Fa(i,E(i).replace(/^-/,"\u2212")):o=Wt(i,this.names.format),h`<div class="cell num" role="cell" data-col=${t} data-v=${String(i)} title=${s??String(i)}>${o}</div>`}biasCell(t,r){let i=this.table.columns,s=t==="bias_a"?"a":"b",o=i[t][r],a=Tt(i[`lower_${s}`][r],i[`upper_${s}`][r],Fr(this.names.format??"value")),l=`${this.names.bias} in ${s.toUpperCase()}: ${Wt(o,this.names.format)}${a?`, ${Ht(this.names.level)} interval ${a}`:", no interval"}`;return this.cell(t,r,o,l)}changeTitle(t){let r=this.table.columns,i=this.names.format??"value",s=Tt(r.lower[t],r.upper[t],Fr(i)),o=r.p_value[t],a=r.q_value[t],l=r.change[t];return[`change ${typeof l=="number"?Ai(l,i):"\u2014"}`,s?`${gf(r.interval[t],this.names.level)} ${s}`:"no interval",typeof o=="number"?`p = ${We(o)}`:"",typeof a=="number"?`q = ${We(a)}`:""].filter(Boolean).join(", ")}changeCell(t,r){let i=this.table.columns,s=i.change[t];return typeof s!="number"||!Number.isFinite(s)?this.missing("change",t):h`<div
      class="cell num change v-${r}"
      role="cell"
      data-col="change"
      data-v=${String(s)}
      data-lower=${i.lower[t]??y}
      data-upper=${i.upper[t]??y}
      title=${this.changeTitle(t)}
    >
      ${Ai(s,this.names.format)}
    </div>`}intervalCell(t){let r=this.table.columns,i=Tt(r.lower[t],r.upper[t],Fr(this.names.format??"value"));if(!i)return this.missing(gl,t);let s=r.interval[t];return h`<div
      class="cell num interval i-${s}"
      role="cell"
      data-col=${gl}
      data-interval=${s}
      data-lower=${r.lower[t]??y}
      data-upper=${r.upper[t]??y}
      title=${this.changeTitle(t)}
    >
      ${i}<span class="ik">${s==="fcr"?"FCR":"marg."}</span>
    </div>`}shows(t){return!this.leftOut.has(t)}renderRow(t){let r=this.table,i=r.columns,s=i.key[t],o=i.presence[t],a=i.verdict[t],l=this.shows("values"),u=this.shows("ranks");return h`<div
      class="row ${o==="both"?"":"one-sided"} ${t===this.highlight?"focus":""} ${s===this.openKey?"open":""} ${this.cursor.isCursor(t)?"cursor":""}"
      role="row"
      style=${this.grid}
      data-row=${t}
      data-presence=${o}
      data-verdict=${a}
    >
      <div class="cell key" role="cell" data-col="key" title=${s}>
        <button
          class="k"
          data-key=${s}
          aria-expanded=${s===this.openKey?"true":"false"}
          title=${`${s}: click or press Enter to drill down (its counts, every run, every step)`}
          @click=${c=>this.openRow(t,c.currentTarget)}
        >${s}</button>
        ${o==="both"?y:h`<span class="badge">only in ${o==="a"?"A":"B"}</span>`}
      </div>
      ${l?h`${this.cell("value_a",t,i.value_a[t])} ${this.cell("value_b",t,i.value_b[t])}`:y}
      ${this.biasCell("bias_a",t)} ${this.biasCell("bias_b",t)} ${this.changeCell(t,a)} ${this.intervalCell(t)}
      <div class="cell verdict" role="cell" data-col="verdict" data-verdict=${a} title=${EB(a,this.names.fdr,i.q_value[t])}>
        <span class="verdict-badge v-${a}">${Nt[a]}</span>
      </div>
      ${u?h`${this.cell("rank_a",t,i.rank_a[t])} ${this.cell("rank_b",t,i.rank_b[t])} ${this.cell("movement",t,i.movement[t])}`:y}
      ${r.extras.map(c=>this.cell(`${ln}${c.run}`,t,c.values?.[t]))}
    </div>`}openRow(t,r){let i=this.table?.columns.key[t];if(i===void 0)return;this.cursor.set(t);let s=r??this.keyButton(t);jE(this,{key:i,opener:s})}keyButton(t){return this.renderRoot.querySelector(`.row[data-row="${t}"] button.k`)}willUpdate(t){t.has("table")&&(this.scrollTop=0);let r=this.table,i=Nh(this.names,(r?.extras??[]).map(u=>u.run));this.heads=i,this.leftOut=t3(i,this.columns,this.width,r!==null&&u3(r.columns));let s=i.filter(u=>u.group===null||!this.leftOut.has(u.group));this.minWidth=Sc(s);let[o,...a]=s,l=u=>/^(value|bias)_[ab]$/.test(u.key)?`minmax(${u.width}px, 1fr)`:`${u.width}px`;this.grid=`grid-template-columns: minmax(${o.width}px, 2fr) ${a.map(l).join(" ")}; min-width: ${this.minWidth}px`,this.rowTemplate=u=>this.renderRow(u)}updated(){let t=this.heads.filter(r=>r.group!==null&&this.leftOut.has(r.group)).map(r=>r.name).join(`
`);t!==this.told&&(this.told=t,this.dispatchEvent(new CustomEvent("columns-hidden",{detail:t?t.split(`
`):[],bubbles:!0,composed:!0})))}intervalHead(t){return{header:h`<div class="fixed" role="columnheader" data-col=${t.key} title=${t.title}>
        <span class="top"><span class="col-name">${t.name}</span></span>
        <span class="sub">${t.sub}</span>
      </div>`}}render(){if(!this.table)return y;let r=this.heads.filter(i=>i.group===null||!this.leftOut.has(i.group)).map(i=>i.key===gl?this.intervalHead(i):{key:i.key,name:i.name,sub:i.sub,title:i.title.replace(/\.$/,""),text:i.key==="key"});return ys(this,{columns:r,defaultDir:M0,renderRow:this.rowTemplate,label:"Rows of A and B aligned by key",empty:"No row matches the search, the verdict or the selection.",tableStyle:`--table-min-width: ${this.minWidth}px`,headStyle:this.grid,focusable:!0})}};Ec.properties={...Jr,names:{attribute:!1},highlight:{attribute:!1},openKey:{attribute:!1},columns:{attribute:!1},width:{state:!0}},Ec.styles=[U,...ws,z`
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
    `];customElements.define("fairness-compare-table",Ec);var Pc=class extends V{constructor(){super();this.moreParams=[];this.request=new ie;this.extraRequest=new ie;this.csv=new zh(this,()=>this.api);this.shell=new Le(this,[this.request,this.extraRequest]);this.stepsCache=new Map;this.extraErrors=new Map;this.derived=new Ih;this.resize=new ResizeObserver(t=>{let r=Math.floor(t[0]?.contentRect.width??0);r!==this.hostWidth&&(this.hostWidth=r)});this.drillOpener=null;this.focusDrill=!1;this.moversActions={showAll:t=>this.onVerdict(t),showRow:t=>this.focusRow(t)};this.controlsActions={side:(t,r)=>this.onSide(t,r),swap:()=>this.swap(),search:t=>{this.highlight=null,this.patch({search:t})},also:(t,r)=>this.onAlso(t,r),verdict:t=>this.onVerdict(t),columns:t=>this.patch({columns:t}),downloadCsv:t=>{this.csv.download(this.data,this.usedOptions,t&&this.data?this.derived.visibleList.map(r=>this.data.columns.key[r]):void 0)}};this.summaryActions={openReport:t=>ri(this,t),clearBrush:()=>this.onBrush(null)};this.onSliceParams=t=>{this.moreParams=t,this.setSel(this.sel)};this.tag="",this.kind="",this.kindTitle="",this.declaration=null,this.runs=[],this.run="",this.step=null,this.options={},this.params=[],this.revision="",this.own={},this.sel=Lh(),this.data=null,this.extras=[],this.stepsA=null,this.stepsB=null,this.highlight=null,this.hostWidth=0,this.hiddenColumns=[]}get drill(){return this.sel.drill}async stepsOf(t,r){let i=`${this.tag}\0${t}`,s=this.stepsCache.get(i);if(s)return s;let o=await this.api.steps(t,this.tag,r);return this.stepsCache.set(i,o.steps),o.steps}async load(){let t=this.sel.a,r=this.sel.b;if(this.extraRequest.cancel(),t===null){this.request.cancel(),this.data=null,this.shell.fail(`No run holds a report under the tag ${this.tag}.`);return}let{tag:i,api:s}=this,o=this.usedOptions;this.shell.start();let a;try{a=await this.request.run(async l=>{let u=await this.stepsOf(t.run,l),c=N0(t,u),d=r??{run:c.run,step:a3(c,u)},p=d.run===c.run?u:await this.stepsOf(d.run,l),f=N0(d,p),m=await s.diff({tag:i,run:c.run,step:c.step,vs_run:f.run,vs_step:f.step,options:o},l);return{a:c,b:f,stepsA:u,stepsB:p,diff:m}})}catch(l){this.data=null,this.shell.fail(l);return}a!==re&&(this.stepsA=a.stepsA,this.stepsB=a.stepsB,this.highlight=null,this.drill!==null&&!a.diff.columns.key.includes(this.drill)&&this.closeDrill(!1),this.extras=[],this.data=a.diff,this.setSel({...this.sel,a:a.a,b:a.b}),await this.loadExtras())}async loadExtras(){let t=this.data,r=this.sel.a,i=this.sel.also;if(!t||!r||i.length===0){this.extraRequest.cancel(),this.extras=[],this.extraErrors=new Map,t&&this.shell.ready();return}let s=new Map(this.extras.map(d=>[d.run,d]));this.extras=i.map(d=>s.get(d)??{run:d,values:null}),this.shell.start();let{tag:o,api:a}=this,l=this.usedOptions,u=t.columns.key,c=await this.extraRequest.run(d=>Promise.all(i.map(async p=>{let f=s.get(p);if(f?.values)return{run:p,values:f.values,error:null};try{let m=await a.diff({tag:o,run:r.run,step:r.step,vs_run:p,vs_step:null,options:l},d);return{run:p,values:l3(u,m),error:null}}catch(m){if(d.aborted)throw m;return{run:p,values:null,error:It(m)}}})));c!==re&&(this.extras=c.map(({run:d,values:p})=>({run:d,values:p})),this.extraErrors=new Map(c.filter(d=>d.error!==null).map(d=>[d.run,d.error])),this.shell.ready())}setSel(t){this.sel=t;let r=xs(this.declaration)?E3(this.moreParams):[];ze(this,[...n3(t),...Ur(this.own,Mt,this.declaration),...r])}get usedOptions(){return hs(this.declaration,"compare",Fn(this.options,this.own))}setOwn(t){this.own=t,this.setSel(this.sel),this.load()}fit(t){let r=this.runs??[],i=s3(t.a,r,this.run,this.step),s=t.b!==null&&r.includes(t.b.run)?t.b:null;if(s===null&&i!==null){let l=o3(i,r);l!==null&&(s={run:l,step:null})}let o=Oh(t.also,r,i,s),a=!t.sort.startsWith(ln)||o.includes(t.sort.slice(ln.length));return{...t,a:i,b:s,also:o,sort:a?t.sort:hl,dir:a?t.dir:ml}}onSide(t,r){let i=this.sel[t];if(!i)return;let s={...i,...r};r.run!==void 0&&r.run!==i.run&&(s.step=null);let o={...this.sel,[t]:s},a=Oh(o.also,this.runs,o.a,o.b);this.setSel(this.fit({...o,also:a})),this.load()}swap(){let{a:t,b:r,brush:i}=this.sel;if(!t||!r)return;let s=i?{a:i.b,b:i.a}:null;this.setSel({...this.sel,a:r,b:t,brush:s,verdict:i3(this.sel.verdict)}),this.load()}onAlso(t,r){let i=r?[...this.sel.also,t]:this.sel.also.filter(o=>o!==t),s=Oh(i,this.runs,this.sel.a,this.sel.b);this.setSel(this.fit({...this.sel,also:s})),this.loadExtras()}patch(t){this.setSel({...this.sel,...t})}onBrush(t){this.highlight=null,this.patch({brush:t})}onVerdict(t){this.highlight=null,this.patch({verdict:t})}focusRow(t){let r=this.data?.columns.key[t];r!==void 0&&(this.highlight=t,this.patch({search:b3(r),brush:null,verdict:null}))}openDrill(t){this.drillOpener=t.detail.opener,this.focusDrill=!0,this.patch({drill:t.detail.key})}closeDrill(t=!0){let r=this.drill,i=this.drillOpener;this.patch({drill:null}),this.drillOpener=null,t&&i?.isConnected&&i.dataset.key===r&&i.focus({preventScroll:!0})}updated(){if(!this.focusDrill)return;let t=this.renderRoot.querySelector("fairness-row-drilldown");t&&(this.focusDrill=!1,t.updateComplete.then(()=>t.focusPanel()))}reset(){this.stepsCache.clear(),this.setSel(this.fit(Lh())),this.load()}retry(){this.stepsCache.clear(),this.load()}connectedCallback(){super.connectedCallback(),this.resize.observe(this)}disconnectedCallback(){super.disconnectedCallback(),this.resize.disconnect()}willUpdate(t){if(!this.hasUpdated)this.own=qr(this.params,Mt,this.declaration),this.moreParams=P3(this.params,this.declaration),this.setSel(this.fit(r3(this.params))),this.load();else if(t.has("revision")&&!t.has("tag")&&!t.has("options")&&!t.has("runs"))this.stepsCache.clear(),this.load();else if(t.has("tag")||t.has("options")||t.has("runs")){let r=this.sel,i=qr(Ur(this.own,Mt,this.declaration),Mt,this.declaration);if(JSON.stringify(i)!==JSON.stringify(this.own)&&(this.own=i),t.has("tag")){this.stepsCache.clear();let s=this.runs.length<2;this.sel={...r,drill:null,a:r.a&&this.runs.includes(r.a.run)?{run:r.a.run,step:null}:null,b:!s&&r.b&&this.runs.includes(r.b.run)?{run:r.b.run,step:null}:null,brush:null}}this.setSel(this.fit(this.sel)),this.load()}this.derived.update(this,t)}renderControls(){return _3({sel:this.sel,runs:this.runs,stepsA:this.stepsA,stepsB:this.stepsB,data:this.data,searchError:this.derived.search.error,hiddenColumns:this.hiddenColumns,shell:this.shell,csvPending:this.csv.pending,csvError:this.csv.error},this.controlsActions)}renderSummary(t){let r={sel:this.sel,kindTitle:this.kindTitle,noun:this.derived.noun,shown:this.derived.visible.length,brushed:this.derived.brushed,extras:this.extras,extraErrors:this.extraErrors,declaration:this.declaration};return T3(t,r,this.summaryActions)}renderDrill(t){return this.drill===null?y:h`<fairness-row-drilldown
      class="drawer"
      role="dialog"
      aria-label=${`${this.derived.noun.one} ${this.drill}, drilled down`}
      .api=${this.api}
      .tag=${t.tag}
      .run=${t.b.run}
      .step=${t.b.step}
      .base=${{run:t.a.run,step:t.a.step}}
      .rowKey=${this.drill}
      .options=${this.usedOptions}
      .runs=${this.runs}
      .noun=${this.derived.noun.one}
      .declaration=${this.declaration}
      .closable=${!0}
      .revision=${this.revision}
      @row-close=${()=>this.closeDrill()}
    ></fairness-row-drilldown>`}render(){let t=this.sel,r=this.derived;return this.runs.length===0?h`<div class="message">No run holds a report under this tag.</div>`:h`
      ${this.renderControls()}
      <fairness-mode-options
        class="mode-options"
        .mode=${"compare"}
        .api=${this.api}
        .source=${t.a?{run:t.a.run,tag:this.tag,step:t.a.step}:null}
        .revision=${this.revision}
        .declaration=${this.declaration}
        .inherited=${this.options}
        .own=${this.own}
        @own-options=${i=>this.setOwn(i.detail)}
      ></fairness-mode-options>
      ${this.shell.renderError("Could not compare the reports",[{label:"Retry",name:"retry",run:()=>this.retry()},{label:"Reset the comparison",name:"reset",run:()=>this.reset()}])}
      ${this.shell.renderContent(r.table&&this.data,i=>h`${k3(i,r.noun,this.shell.loading)} ${w3(i,this.shell.loading)} ${this.renderSummary(i)}
            <div class="main ${this.shell.loading?"stale":""}">
              <fairness-compare-table
                .table=${r.table}
                .rows=${r.visibleList}
                .sort=${t.sort}
                .dir=${t.dir}
                .highlight=${this.highlight}
                .openKey=${this.drill}
                .columns=${t.columns}
                .names=${{value:i.value,bias:i.bias,a:`${i.a.run} @ ${i.a.step}`,b:`${i.b.run} @ ${i.b.step}`,noun:r.noun.one,level:i.level,fdr:i.fdr,format:i.format}}
                @sort-change=${s=>this.patch({sort:s.detail.column,dir:s.detail.dir})}
                @row-open=${s=>this.openDrill(s)}
                @columns-hidden=${s=>this.hiddenColumns=s.detail}
              ></fairness-compare-table>
              <div class="side-panel">
                <fairness-compare-scatter
                  .points=${r.points}
                  .brush=${t.brush}
                  .highlight=${this.highlight}
                  .bias=${i.bias}
                  .format=${i.format}
                  .columns=${i.columns}
                  @brush-change=${s=>this.onBrush(s.detail)}
                  @point-click=${s=>this.focusRow(s.detail)}
                ></fairness-compare-scatter>
                ${z0("worsened",r.moved.worsened,i.summary.worsened,i.bias,this.moversActions,i.format)}
                ${z0("improved",r.moved.improved,i.summary.improved,i.bias,this.moversActions,i.format)}
              </div>
            </div>
            ${V3(i,this.api,this.declaration,this.moreParams,this.usedOptions,this.onSliceParams)}
            ${this.renderDrill(i)}`,"Comparing the reports\u2026")}
    `}};Pc.properties={...Ho,sel:{state:!0},data:{state:!0},extras:{state:!0},stepsA:{state:!0},stepsB:{state:!0},highlight:{state:!0},hostWidth:{state:!0},hiddenColumns:{state:!0},revision:{attribute:!1}},Pc.styles=[U,je,Ie,pp,Is,zs,ot,y3];customElements.define("fairness-compare",Pc);var W0=["#4e79a7","#f28e2c","#e15759","#76b7b2","#59a14f","#edc949","#af7aa1","#ff9da7","#9c755f","#bab0ab"],PB=10;function yl(e){return typeof e=="number"&&Number.isFinite(e)?e:null}function j3(e,n){return e.series.filter(t=>n===null||n.includes(t.run)).map(t=>({...t,points:[...t.points].sort((r,i)=>r.step-i.step)}))}function q3(e,n=null){let t=j3(e,n),{dots:r,missing:i}=Vf(t.flatMap(o=>o.points.map(a=>({line:o.run,step:a.step,wall_time:a.wall_time,value:a.present?yl(a.bias):null,lower:yl(a.lower),upper:yl(a.upper)}))),t.map(o=>o.run)),s=[];for(let o of t){let a=o.first_worse,l=a?o.points.find(u=>u.step===a.step):void 0;a&&l&&s.push({...a,run:o.run,wall_time:l.wall_time})}return{name:"bias",dots:r,missing:i,worse:s}}function AB(e){let n=new Map;for(let t of e)for(let r of t.groups)n.set(r.group,Math.max(n.get(r.group)??0,r.n??0));return[...n.keys()].sort((t,r)=>(n.get(r)??0)-(n.get(t)??0)||(t<r?-1:t>r?1:0))}function U3(e,n=null){return j3(e,n).map(t=>{let r=AB(t.points),i=r.slice(0,PB),s=t.points.flatMap(l=>i.map(u=>{let c=l.groups.find(d=>d.group===u);return{line:u,step:l.step,wall_time:l.wall_time,value:yl(c?.value),lower:yl(c?.lower),upper:yl(c?.upper)}})),{dots:o,missing:a}=Vf(s,i);return{run:t.run,groups:r,drawn:i.length,chart:{name:`groups:${t.run}`,dots:o,missing:a,worse:[]}}})}var Vh=360,G3=760,W3=240,MB=14;function Y3(e){let n=Math.floor((e-28)/2);return n>=Vh?Math.min(n,G3):Math.max(Vh,Math.min(e,G3))}var DB=new Intl.NumberFormat("en",{notation:"compact",maximumFractionDigits:1});function X3(e){return Number.isInteger(e)?DB.format(e):""}function LB(e,n,t){let r=Math.max(2,Math.floor(t.width/90)),i={label:gE(e),labelAnchor:"center",labelArrow:"none",inset:8};if(e==="wall")return{scale:{...i,type:"utc",ticks:Math.min(r,5)},text:c=>Ki(c/1e3)};if(e==="relative"){let c=Math.min(...n),d=Math.max(...n);return{scale:{...i,ticks:mE(c,d,r),tickFormat:aw},text:aw}}let s=[...new Set(n)].sort((c,d)=>c-d),o=s[s.length-1]-s[0],a=t.width-68,l=s.every((c,d)=>d===0||(c-s[d-1])/o*a>=40),u=s.length<=Math.min(10,r)&&o>0&&l?s:r;return{scale:{...i,ticks:u,tickFormat:X3},text:c=>`step ${c}`}}function Ac(e,n,t,r){let{dots:i}=e;if(i.length===0)return{chart:e,svg:null,pixels:[],logDrawn:!1};let s=r.headline(e.name),o=r.level,a=o===null?"":`${Math.round(o*100)}% `,l=bE(i,r.smoothing),u=R=>hE(R,r.x,r.origins),c=R=>r.x==="wall"?new Date(R):R,d=i.map(R=>({...R,x:c(u(R)),smoothed:l.get(R)??R.value})),p=i.map(u),f=Math.min(...p),m=Math.max(...p),g=r.x==="step"&&r.step!==null&&r.step>=f-(m-f)&&r.step<=m+(m-f)?r.step:null;if(g!==null&&(f=Math.min(f,g),m=Math.max(m,g)),f===m){let R=r.x==="wall"?1e3:1;f-=R,m+=R}let v=LB(r.x,g!==null?[...p,g]:p,r),b=d.filter(R=>R.run===r.run),w=d.filter(R=>R.run!==r.run),$=R=>`${R.run}, step ${R.step}: ${ms(R.value,s.format)}`,x=d.filter(R=>R.lower!==null&&R.upper!==null),T=ME(d),_=n.filter(R=>T.some(X=>X.run===R)),S={label:null,grid:!0},C=AE(i,s.format,r.fit),A=r.log&&yE(i);A?(S.type="log",S.tickFormat="~g",C!==null&&C[0]>0&&(S.domain=C)):(C!==null&&(S.domain=C),S.tickFormat="~g",s.format==="percent"&&C!==null&&(S.tickFormat=Ou(C[0],C[1])),s.format==="points"&&(S.tickFormat=R=>String(Number((R*100).toPrecision(6))),S.label="pp"),s.format==="count"&&(S.zero=!0,S.nice=!0,S.tickFormat=X3));let N=e.missing.map(R=>({...R,x:c(u(R)),reason:zf(R)})),M=e.worse.map(R=>({...R,x:c(u(R))})),L=r.smoothing>0,q=(R,X)=>L?[Bn(R,{x:"x",y:"value",z:"segment",stroke:"run",strokeWidth:1,strokeOpacity:.3}),Bn(R,{x:"x",y:"smoothed",z:"run",stroke:"run",strokeWidth:X})]:[Bn(R,{x:"x",y:"value",z:"segment",stroke:"run",strokeWidth:X})],I=Re({width:r.width,height:W3,marginTop:12,marginLeft:50,marginRight:18,marginBottom:34,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{...v.scale,domain:[c(f),c(m)]},y:{...S,inset:6},color:{domain:n,range:t},marks:[g!==null?He([g],{stroke:"var(--chart-rule)",strokeDasharray:"3,3"}):null,He(N,{x:"x",stroke:"run",strokeOpacity:.45,strokeDasharray:"2,3",title:R=>`${R.run}, step ${R.step}: undefined: ${R.reason}`}),Pi(x,{x:"x",y1:"lower",y2:"upper",z:"segment",fill:"run",fillOpacity:.14,clip:!0}),...["lower","upper"].map(R=>Bn(x,{x:"x",y:R,z:"segment",stroke:"run",strokeOpacity:.45,strokeWidth:.75,clip:!0})),..._.map((R,X)=>He(T.filter(oe=>oe.run===R),{x:"x",y1:"lower",y2:"upper",stroke:"run",strokeOpacity:.6,strokeWidth:1.5,clip:!0,dx:(X-(_.length-1)/2)*3})),...q(w,1.5),...q(b,3),nt([...w,...b],{x:"x",y:"value",fill:"run",stroke:"var(--chart-halo)",strokeWidth:1,r:L?3:4,ariaLabel:$}),nt(M,{x:"x",y:"value",r:8,fill:"none",stroke:"var(--bad, #c62828)",strokeWidth:2,className:"first-worse",title:R=>`${R.run}: first significantly worse at ${hw(R,s.format)}`})]});I.querySelectorAll("g.first-worse circle").forEach((R,X)=>{let oe=M[X];oe&&(R.setAttribute("data-run",oe.run),R.setAttribute("data-step",String(oe.step)),R.setAttribute("data-vs-step",String(oe.vs_step)))}),I.setAttribute("data-name",e.name),I.setAttribute("data-x",r.x),I.setAttribute("data-y-type",A?"log":"linear");let P=I.scale("y");P?.domain&&I.setAttribute("data-y-domain",JSON.stringify(P.domain)),P?.range&&I.setAttribute("data-y-range",JSON.stringify(P.range));let F=[...w,...b],B=new Map(F.map(R=>[$(R),R]));for(let R of I.querySelectorAll('g[aria-label="dot"] circle')){let X=B.get(R.getAttribute("aria-label")??"");X&&(R.setAttribute("data-run",X.run),R.setAttribute("data-step",String(X.step)),R.setAttribute("data-value",String(X.value)),R.setAttribute("data-smoothed",String(X.smoothed)),X.lower!==null&&R.setAttribute("data-lower",String(X.lower)),X.upper!==null&&R.setAttribute("data-upper",String(X.upper)))}let Q=I.scale("x"),H=I.scale("y"),j=F.map(R=>({x:Number(Q?.apply(R.x)),y:Number(H?.apply(R.value))})),W=document.createElement("div");W.className="plot",W.append(I);let J=new Y0(W,I,F,j,n,t,{title:s.title,value:R=>ms(R,s.format),x:v.text,interval:R=>R.lower!==null&&R.upper!==null?`${a}interval [${ms(R.lower,s.format)}, ${ms(R.upper,s.format)}]`:"",smoothing:L});return I.addEventListener("click",R=>OB(R,I,F,j,r.open)),I.addEventListener("pointermove",R=>{let X=J3(R,I,j);I.classList.toggle("over-point",X!==null),J.show(R)}),I.addEventListener("pointerleave",()=>J.hide()),{chart:{...e,dots:F},svg:W,pixels:j,logDrawn:A}}var Y0=class{constructor(n,t,r,i,s,o,a){this.box=n;this.svg=t;this.rows=r;this.pixels=i;this.domain=s;this.colors=o;this.text=a;this.tip=document.createElement("div");this.rule=document.createElement("div");this.tip.className="hover",this.tip.setAttribute("role","tooltip"),this.rule.className="hover-rule",this.hide(),n.append(this.rule,this.tip)}hide(){this.tip.hidden=!0,this.rule.hidden=!0}show(n){let t=this.svg.getBoundingClientRect();if(t.width===0)return;let r=Number(this.svg.getAttribute("width")??t.width)/t.width,i=(n.clientX-t.left)*r,s=vE(this.rows,this.pixels.map(m=>m.x),i,this.domain);if(s.length===0)return this.hide();let o=this.pixels[this.rows.indexOf(s[0])].x,a=s.map(m=>{let g=document.createElement("div");g.className="hover-row",g.dataset.run=m.run,g.dataset.step=String(m.step),g.dataset.value=String(m.value);let v=document.createElement("span");v.className="swatch",v.style.background=this.colors[this.domain.indexOf(m.run)]??"var(--muted)";let b=document.createElement("span");b.className="run-name",b.textContent=m.run;let w=document.createElement("b");w.textContent=this.text.smoothing?this.text.value(m.smoothed):this.text.value(m.value);let $=document.createElement("span");return $.className="muted",$.textContent=[this.text.smoothing?`value ${this.text.value(m.value)}`:"",`step ${m.step}`,this.text.interval(m)].filter(Boolean).join(" \xB7 "),g.append(v,b,w,$),g}),l=document.createElement("div");l.className="hover-head",l.textContent=`${this.text.title}${this.text.smoothing?" (smoothed)":""} \xB7 ${this.text.x(NB(s[0].x))}`;let u=document.createElement("div");u.className="muted",u.textContent="click a point: open that report",this.tip.replaceChildren(l,...a,u),this.tip.hidden=!1,this.rule.hidden=!1;let c=o/r;this.rule.style.left=`${c}px`,this.rule.style.height=`${t.height}px`;let d=this.box.clientWidth,p=this.tip.offsetWidth,f=c+14+p>d?Math.max(0,c-14-p):c+14;this.tip.style.left=`${f}px`,this.tip.style.top=`${Math.max(0,n.clientY-t.top-10)}px`}};function NB(e){return e instanceof Date?e.getTime():e}function J3(e,n,t){let r=n.getBoundingClientRect();if(r.width===0||r.height===0)return null;let i=Number(n.getAttribute("width")??r.width)/r.width,s=W3/r.height;return Ff(t,(e.clientX-r.left)*i,(e.clientY-r.top)*s,MB*i)}function OB(e,n,t,r,i){let s=J3(e,n,r);if(s===null)return;let o=t[s];i(o)}function Fh(e,n,t){return e.length===0?y:h`<div class="note worse" data-role="first-worse" title=${t??""}>
    <span class="ring" aria-hidden="true"></span> First significantly worse than its best before:
    ${e.map((r,i)=>h`${i?"; ":""}<span class="worse-run" data-run=${r.run} data-step=${r.step} data-vs-step=${r.vs_step}
          >${r.run} at ${hw(r,n)}</span
        >`)}.
  </div>`}var Mc=class extends V{constructor(){super();this.request=new ie;this.shell=new Le(this,[this.request]);this.bias=null;this.groups=[];this.tag="",this.runs=null,this.options={},this.key=null,this.revision="",this.axes=null,this.domain=[],this.colors=[],this.data=null,this.keyText=""}async load(){if(!this.api||!this.tag)return;this.shell.start();let t={tag:this.tag,runs:this.runs??[],key:this.key,options:this.options},r;try{r=await this.request.run(i=>this.api.rowTrend(t,i))}catch(i){this.data=null,this.shell.fail(i);return}r!==re&&(this.data=r,this.shell.ready())}willUpdate(t){t.has("key")&&(this.keyText=this.key??""),["api","tag","runs","options","key","revision"].some(i=>t.has(i)&&JSON.stringify(t.get(i))!==JSON.stringify(this[i]))&&this.load(),(t.has("data")||t.has("axes")||t.has("colors")||t.has("domain"))&&this.draw()}draw(){let t=this.data,r=this.axes;if(this.bias=null,this.groups=[],!t||!r||t.key===null)return;let i=If(t.series.flatMap(l=>l.points.map(u=>({run:l.run,wall_time:u.wall_time})))),s=(l,u)=>ri(this,{run:l,step:u}),o={title:`${t.bias} of ${t.key_name} ${t.key}`,explanation:"",format:zu(t.format)};this.bias=Ac(q3(t,this.runs),this.domain,this.colors,{...r,headline:()=>o,origins:i,open:l=>s(l.run,l.step)});let a={title:t.value??"value",explanation:"",format:zu(t.value_format??"value")};for(let l of U3(t,this.runs)){let u=i.get(l.run)??0,c=l.groups.slice(0,l.drawn),d=Ac(l.chart,c,W0.slice(0,c.length),{...r,run:"",headline:()=>a,origins:new Map(c.map(p=>[p,u])),open:p=>s(l.run,p.step)});this.groups.push({group:l,drawn:d})}}pick(t){this.keyText=t;let r=t.trim()===""?null:t;r!==null&&this.data&&!this.data.keys.includes(r)&&this.data.keys.length>=this.data.keys_total||r!==this.key&&this.dispatchEvent(new CustomEvent("row-key",{detail:r,bubbles:!0,composed:!0}))}renderPicker(){let t=this.data,r=t?.key_name??"row";return h`<div class="row-picker">
      <label class="field">
        <span class="name">Per group: ${r}</span>
        <input
          name="row_key"
          list="row-keys"
          placeholder=${`a ${r}, the most biased first`}
          .value=${this.keyText}
          @change=${i=>this.pick(i.target.value)}
        />
        <datalist id="row-keys">${(t?.keys??[]).map(i=>h`<option value=${i}></option>`)}</datalist>
      </label>
      ${this.key!==null?h`<button class="small" name="row_clear" @click=${()=>this.pick("")}>Clear</button>`:y}
      ${this.key===null?h`<span class="muted">Pick a ${r} to draw its value for each group over the steps, and its bias.</span>`:y}
    </div>`}renderBias(t){let r=this.bias;return r?h`<section class="chart" style=${`width: ${this.axes?.width??360}px`} data-name="row-bias" data-points=${r.chart.dots.length}>
      <h3>${t.bias} of ${t.key_name} <span class="key">${t.key}</span></h3>
      <div class="explanation muted">The size of this ${t.key_name}'s bias at each step, as Compare judges it, a line per run.</div>
      ${r.svg??h`<div class="none">No step has a value.</div>`}
      ${Fh(r.chart.worse,zu(t.format),t.first_worse_test)}
    </section>`:y}renderGroups(t){return this.groups.map(({group:r,drawn:i})=>h`<section class="chart" style=${`width: ${this.axes?.width??360}px`} data-name="row-groups" data-run=${r.run} data-groups=${r.groups.length}>
          <h3>${r.run}: ${t.value??"value"} by group</h3>
          <div class="legend">
            ${r.groups.slice(0,r.drawn).map((s,o)=>h`<span class="group" data-group=${s}><span class="swatch" style=${`background: ${W0[o]}`}></span>${s}</span>`)}
          </div>
          ${i.svg??h`<div class="none">No group has a value at any step.</div>`}
          ${r.groups.length>r.drawn?h`<div class="note muted" data-role="more-groups">
                  The ${r.drawn} largest of ${r.groups.length} groups drawn.
                </div>`:y}
        </section>`)}render(){let t=this.data;return h`${this.renderPicker()}
      ${this.shell.renderError(`Could not load the ${t?.key_name??"row"}`,[{label:"Retry",name:"retry",run:()=>{this.load()}}])}
      ${t&&t.key!==null?h`<div class="charts row-charts ${this.shell.loading?"stale":""}">${this.renderBias(t)} ${this.renderGroups(t)}</div>`:y}`}};Mc.properties={api:{attribute:!1},tag:{attribute:!1},runs:{attribute:!1},options:{attribute:!1},key:{attribute:!1},revision:{attribute:!1},axes:{attribute:!1},domain:{attribute:!1},colors:{attribute:!1},data:{state:!0},keyText:{state:!0}},Mc.styles=[U,je,Ie,ot,rl];customElements.define("fairness-trend-row",Mc);var Dc=class extends V{constructor(){super();this.request=new ie;this.shell=new Le(this,[this.request]);this.drawn=[];this.rowAxes=null;this.chartWidth=Vh;this.resize=new ResizeObserver(()=>{let t=Y3(this.clientWidth);t!==this.chartWidth&&(this.chartWidth=t,this.drawn=this.draw(),this.requestUpdate())});this.onColors=()=>{this.drawn=this.draw(),this.requestUpdate()};this.tag="",this.kind="",this.kindTitle="",this.declaration=null,this.runs=[],this.run="",this.step=null,this.options={},this.params=[],this.revision="",this.selection=uw(null),this.thresholdText="",this.runFilter="",this.data=null}connectedCallback(){super.connectedCallback(),bn().addEventListener(Gr,this.onColors),this.resize.observe(this)}disconnectedCallback(){super.disconnectedCallback(),bn().removeEventListener(Gr,this.onColors),this.resize.disconnect()}get hasGapThreshold(){return Ae(this.declaration,Kn)!==null}levelText(t){let r=mw(t.level,Fn(this.options,this.selection.own),this.declaration);return r===null?"":`${Math.round(r*100)}%`}headline(t){return DE(t,this.data?.headlines??this.declaration?.headlines??[])}async load(){if(!this.api||!this.tag)return;this.shell.start();let t=this.tag,r=this.selection.runs??[],i=fw(this.options,this.selection,this.hasGapThreshold,this.declaration),s;try{s=await this.request.run(o=>this.api.trend({tag:t,runs:r,options:i},o))}catch(o){this.data=null,this.shell.fail(o);return}s!==re&&(this.data=s,this.shell.ready())}change(t){this.selection=t,ze(this,pw(t,this.declaration))}willUpdate(t){if(!this.hasUpdated)this.selection=CE(this.params,this.declaration,this.runs),this.thresholdText=String(this.selection.gapThreshold??""),ze(this,pw(this.selection,this.declaration)),this.load();else{if(t.has("declaration")){let i=zE(this.selection,this.declaration);i!==this.selection&&(this.change(i),this.thresholdText=String(i.gapThreshold??""))}let r=t.has("tag")||t.has("options")||t.has("kind")||t.has("declaration")||t.has("api")||t.has("revision");if(t.has("runs")){let i=Hf(this.selection,this.runs);JSON.stringify(i.runs)!==JSON.stringify(this.selection.runs)&&this.change(i),r=!0}if(t.has("selection")){let i=t.get("selection");(!i||JSON.stringify(i.runs)!==JSON.stringify(this.selection.runs)||i.gapThreshold!==this.selection.gapThreshold||JSON.stringify(i.own)!==JSON.stringify(this.selection.own))&&(r=!0)}r&&this.load()}(t.has("data")||t.has("declaration")||t.has("runs")||t.has("run")||t.has("step")||t.has("selection")||t.has("runFilter"))&&(this.drawn=this.draw())}drawnRuns(){let t=dw(this.runs,this.runFilter);return this.selection.runs===null&&(this.runFilter===""||t.error)?null:xo(this.selection,this.runs).filter(r=>t.runs.includes(r))}xAxis(t){let r=this.drawnRuns();return this.selection.x??fE(t.series.filter(i=>r===null||r.includes(i.run)))}draw(){let t=this.data;if(!t)return[];let r=[...this.runs,...t.series.map(l=>l.run).filter(l=>!this.runs.includes(l))],i=Bu(r),s=LE(t,this.drawnRuns()),o={level:mw(t.level,Fn(this.options,this.selection.own),this.declaration),run:this.run,step:this.step,fit:this.selection.fit,x:this.xAxis(t),smoothing:this.selection.smoothing,log:this.selection.log,width:this.chartWidth};this.rowAxes={axes:o,domain:r,colors:i};let a={...o,headline:l=>this.headline(l),origins:If(t.series.flatMap(l=>l.points.map(u=>({run:l.run,wall_time:u.wall_time})))),open:l=>ri(this,{run:l.run,step:l.step})};return s.map(l=>Ac(l,r,i,a))}onToggle(t,r,i){let s=RE(this.selection,this.runs,t,r);i.checked=xo(s,this.runs).includes(t),JSON.stringify(s.runs)!==JSON.stringify(this.selection.runs)&&this.change(s)}onThreshold(t,r){let i=t.target.value;this.thresholdText=i;let s=Bf(i,this.declaration);r&&s!==null&&s!==this.selection.gapThreshold&&this.change({...this.selection,gapThreshold:s})}download(){let t=this.data;if(!t)return;let r=this.selection.runs===null?null:xo(this.selection,this.runs),i=["fairness","trend",t.tag];this.hasGapThreshold&&this.selection.gapThreshold!==null&&i.push(`gap${this.selection.gapThreshold}`),Wi(IE(t,r),Et(i))}renderRuns(){let t=xo(this.selection,this.runs),r=Bu(this.runs),i=l=>r[this.runs.indexOf(l)]??"var(--muted)",s=dw(this.runs,this.runFilter),o=EE(this.runs,this.run).filter(l=>s.runs.includes(l)),a=this.drawnRuns()??this.runs;return h`<div class="field">
      <span class="name" data-drawn=${a.length}>Runs (${a.length} of ${this.runs.length} drawn)</span>
      <div class="run-filter">
        <input
          name="run_filter"
          placeholder="Filter runs (regex)"
          class=${s.error?"invalid":""}
          title=${s.error??"A regular expression over the run names, as in TensorBoard: only the runs it matches are listed and drawn"}
          aria-invalid=${s.error?"true":"false"}
          .value=${this.runFilter}
          @input=${l=>this.runFilter=l.target.value}
        />
        ${s.error?h`<span class="filter-error" role="alert">Invalid regex, filter ignored: ${s.error}</span>`:y}
      </div>
      <div class="runs" role="group" aria-label="Runs drawn">
        ${o.map(l=>h`<label class=${l===this.run?"current":""} title=${l===this.run?`${l} (the report on screen)`:l}>
            <input
              type="checkbox"
              name="run"
              .value=${l}
              .checked=${t.includes(l)}
              ?disabled=${t.length===1&&t.includes(l)}
              data-run=${l}
              @change=${u=>{let c=u.target;this.onToggle(l,c.checked,c)}}
            />
            <span class="swatch" style="background: ${i(l)}"></span>
            <span class="run-name">${l}</span>
          </label>`)}
        ${o.length===0?h`<span class="muted">no run matches</span>`:y}
        ${this.selection.runs!==null?h`<button class="primary small" name="all-runs" @click=${()=>this.change({...this.selection,runs:null})}>
              All runs
            </button>`:y}
      </div>
    </div>`}renderThreshold(){if(!this.hasGapThreshold)return y;let t=Bf(this.thresholdText,this.declaration)===null;return h`<label class="field">
      <span class="name">Gap threshold</span>
      <input
        type="number"
        name="gap_threshold"
        min=${pt(this.declaration,Kn).min??y}
        max=${pt(this.declaration,Kn).max??y}
        step="0.01"
        .value=${this.thresholdText}
        class=${t?"invalid":""}
        aria-invalid=${t?"true":"false"}
        title=${t?Pt(this.declaration,Kn):"Labels above the gap threshold counts labels with |gap| above this"}
        @input=${r=>this.onThreshold(r,!1)}
        @change=${r=>this.onThreshold(r,!0)}
      />
    </label>`}renderFit(){return h`<label
      class="field"
      title="What the y axis fits: the lines (their movement over steps shows; bands wider than the plot are cut at its edges), or the whole intervals too"
    >
      <span class="name">Y axis</span>
      <select name="fit" @change=${t=>this.change({...this.selection,fit:t.target.value})}>
        <option value="lines" .selected=${this.selection.fit==="lines"}>fit the lines</option>
        <option value="intervals" .selected=${this.selection.fit==="intervals"}>fit the intervals</option>
      </select>
    </label>`}renderAxes(t){let r=t!==null&&this.selection.x===null?this.xAxis(t):null,i=this.selection.smoothing;return h`<label
        class="field"
        title="The horizontal axis, as in Scalars: the step, the time since each run's first point (runs logged per epoch and per optimizer step both span the chart), or the wall-clock time. Unchosen: Relative when the runs' step ranges differ tenfold or more, else Step."
      >
        <span class="name">Horizontal axis</span>
        <select
          name="x_axis"
          @change=${s=>{let o=s.target.value;this.change({...this.selection,x:o==="auto"?null:o})}}
        >
          <option value="auto" .selected=${this.selection.x===null}>${r?`auto (${sw[r]})`:"auto"}</option>
          ${Nf.map(s=>h`<option value=${s} .selected=${this.selection.x===s}>${sw[s]}</option>`)}
        </select>
      </label>
      <label
        class="field"
        title="Smoothing, as in Scalars: the debiased exponential moving average of each run's values with this weight (0: none). The values stay drawn, faint; the points and the intervals are the values'."
      >
        <span class="name">Smoothing <span class="smoothing-value">${i.toFixed(2)}</span></span>
        <input
          type="range"
          name="smoothing"
          min="0"
          max=${Of}
          step="0.01"
          .value=${String(i)}
          @input=${s=>{let o=cw(s.target.value);o!==null&&this.change({...this.selection,smoothing:o})}}
        />
      </label>
      <label class="field checkbox" title="A logarithmic y axis on the charts whose values and intervals are all above zero (the others stay linear and say so)">
        <span class="name">Log scale</span>
        <input
          type="checkbox"
          name="log"
          .checked=${this.selection.log}
          @change=${s=>this.change({...this.selection,log:s.target.checked})}
        />
      </label>`}renderRow(){if(!this.declaration?.bias)return y;let t=fw(this.options,this.selection,this.hasGapThreshold,this.declaration);return h`<h2 class="row-heading">Per group</h2>
      <fairness-trend-row
        .api=${this.api}
        .tag=${this.tag}
        .runs=${this.drawnRuns()}
        .options=${t}
        .key=${this.selection.key}
        .revision=${this.revision}
        .axes=${this.rowAxes?.axes??null}
        .domain=${this.rowAxes?.domain??[]}
        .colors=${this.rowAxes?.colors??[]}
        @row-key=${r=>this.change({...this.selection,key:r.detail})}
      ></fairness-trend-row>`}renderChart(t){let r=this.headline(t.chart.name),i=t.chart.missing;return h`<section
      class="chart"
      style=${`width: ${this.chartWidth}px`}
      data-name=${t.chart.name}
      data-points=${t.chart.dots.length}
      data-missing=${i.length}
    >
      <h3 title=${t.chart.name}>${r.title}</h3>
      <div class="explanation muted">${r.explanation||h`Headline number <code>${t.chart.name}</code>.`}</div>
      ${t.svg??h`<div class="none">No step has a value${i.length?`: ${zf(i[0])}`:""}.</div>`}
      ${this.selection.log&&t.svg&&!t.logDrawn?h`<div class="note muted" data-role="linear">Linear: a value or an interval end is zero or below.</div>`:y}
      ${i.length>0?h`<div class="note muted" data-role="missing">
            Undefined (the line breaks there): ${OE(i)}.
          </div>`:y}
      ${Fh(t.chart.worse,r.format,this.data?.first_worse_test)}
    </section>`}render(){let t=this.data,r=this.selection.runs===null?null:xo(this.selection,this.runs),i=PE(hs(this.declaration,"trend",Fn(this.options,this.selection.own))),s=t!==null&&t.series.every(o=>o.points.length===0);return h`<div class="controls">
        <div class="group" role="group" aria-label="Trend selection">
          ${this.renderRuns()} ${this.renderThreshold()} ${this.renderFit()} ${this.renderAxes(t)}
          <fairness-mode-options
            .mode=${"trend"}
            .api=${this.api}
            .source=${this.runs.length?{run:null,tag:this.tag,step:null}:null}
            .revision=${this.revision}
            .declaration=${this.declaration}
            .inherited=${this.options}
            .own=${this.selection.own}
            .skip=${[Kn]}
            @own-options=${o=>this.change({...this.selection,own:o.detail})}
          ></fairness-mode-options>
          <span class="spacer"></span>
          ${this.shell.renderCsvButton("download",t!==null,()=>this.download(),"The headline numbers as CSV (run,step,wall_time,names...)")}
        </div>
      </div>
      ${this.shell.renderError("Could not load the trends",[{label:"Retry",name:"retry",run:()=>{this.load()}}])}
      ${this.shell.renderContent(t,o=>h`<div class="body ${this.shell.loading?"stale":""}">
            <div class="summary">
              <span
                >Headline numbers of <b>${o.tag}</b> (${this.kindTitle||o.kind} reports) over steps ·
                ${i?h`options: <span class="options">${i}</span>`:h`the default options`}
                ${this.hasGapThreshold?h` · gap threshold ${this.selection.gapThreshold}`:y}</span
              >
              <span class="muted">Click a point to open that run and step as a report.</span>
              <span class="muted" data-role="interval-legend"
                >Bands: ${[this.levelText(o),"intervals"].filter(Boolean).join(" ")} (a bar at a point without neighbours). A worst
                or largest value is picked out of many rows, so its interval holds for every row at once (conservative;
                docs/statistics.md).</span
              >
              ${this.drawn.some(a=>a.chart.worse.length>0)?h`<span class="muted" data-role="worse-legend"
                      ><span class="ring" aria-hidden="true"></span> marks the first step at which a run's number is significantly
                      worse than at its best step before (${o.first_worse_test??"the change between the two steps"}: a
                      mark where nothing changed has at most a ${Number(((1-(o.level??.95))*100).toPrecision(3))}% chance per run
                      and number).</span
                    >`:y}
            </div>
            ${s?h`<div class="none message">No steps of this tag in the chosen runs.</div>`:h`${NE(o,r)?h`<div class="hint" data-role="single-step">
                        One step only — trends need at least two steps. Log the report at more steps to see lines.
                      </div>`:y}
                  <div class="charts">${this.drawn.map(a=>this.renderChart(a))}</div>`}
            ${this.renderRow()}
          </div>`,"Loading the trends\u2026")}`}};Dc.properties={...Ho,revision:{attribute:!1},selection:{state:!0},thresholdText:{state:!0},runFilter:{state:!0},data:{state:!0}},Dc.styles=[U,je,Ie,gr,ot,rl];customElements.define("fairness-trend",Dc);var Z3=z`
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
`;var Q3=$o(class extends gs{constructor(e){if(super(e),e.type!==vn.PROPERTY&&e.type!==vn.ATTRIBUTE&&e.type!==vn.BOOLEAN_ATTRIBUTE)throw Error("The `live` directive is not allowed on child or event bindings");if(!jf(e))throw Error("`live` bindings can only contain a single expression")}render(e){return e}update(e,[n]){if(n===Lt||n===y)return n;let t=e.element,r=e.name;if(e.type===vn.PROPERTY){if(n===t[r])return Lt}else if(e.type===vn.BOOLEAN_ATTRIBUTE){if(!!n===t.hasAttribute(r))return Lt}else if(e.type===vn.ATTRIBUTE&&t.getAttribute(r)===n+"")return Lt;return qf(e),n}});var IB=200,zB=64,BB=72,Lc=class extends V{constructor(){super();this.grid="";this.minWidth=0;this.bias=null;this.perf=null;this.rowTemplate=t=>this.renderRow(t);this.table=null,this.rows=[],this.sort="bias",this.dir="asc",this.picks=[],this.colors=new Map}willUpdate(t){let r=this.table;if(t.has("table")&&(this.bias=r?pl(r,r.bias):null,this.perf=r?.performance?pl(r,r.performance):null),r){let i=[`minmax(${IB}px, 2fr)`,`${zB}px`,`minmax(${R0(r.bias)}px, 1fr)`,...r.performance?[`minmax(${R0(r.performance)}px, 1fr)`,`${BB}px`]:[],...r.hparams.map(s=>`${GM(s,r.columns[ks+s]??[])}px`)];this.minWidth=i.reduce((s,o)=>s+Number(/(\d+)px/.exec(o)[1]),0),this.grid=`grid-template-columns: ${i.join(" ")}; min-width: ${this.minWidth}px`}this.rowTemplate=i=>this.renderRow(i)}missing(t,r){return h`<div class="cell num missing" role="cell" data-col=${t} title=${r}>—</div>`}headlineCell(t,r,i){let s=t.role,o=r.value[i],a=this.table.level;if(o===null)return this.missing(s,C0(t,null,null,null,a));let l=r.lower[i],u=r.upper[i],c=Ph(t,l,u);return h`<div
      class="cell num headline"
      role="cell"
      data-col=${s}
      data-v=${String(o)}
      data-lower=${l??y}
      data-upper=${u??y}
      title=${C0(t,o,l,u,a)}
    >
      <span class="v">${dl(t,o)}</span>${c?h`<span class="iv">${c}</span>`:y}
    </div>`}hparamCell(t,r){let i=ks+t,s=this.table.columns[i]?.[r]??null;if(s===null||typeof s=="number"&&!Number.isFinite(s))return this.missing(i,`${t}: not logged by this run. Sorted last.`);let o=P0(s);return h`<div class="cell ${typeof s=="number"?"num":"text"}" role="cell" data-col=${i} data-v=${String(s)} title=${`${t} = ${o}`}>
      ${o}
    </div>`}renderRow(t){let r=this.table,i=r.columns.run[t],s=r.columns.step[t],o=r.columns.pareto[t]===!0,a=this.picks.indexOf(i),l=this.colors.get(i)??"var(--muted)";return h`<div class="row ${a>=0?"picked":""}" role="row" style=${this.grid} data-row=${t} data-run=${i} data-pareto=${String(o)}>
      <div class="cell run" role="cell" data-col="run">
        <input
          type="checkbox"
          name="pick"
          data-run=${i}
          .checked=${Q3(a>=0)}
          aria-label=${`Pick ${i} to compare`}
          title="Pick two runs, then Compare A and B (the first picked is A)"
          @change=${u=>this.emit("pick-change",{run:i,on:u.target.checked})}
        />
        <span class="swatch" style="background: ${l}"></span>
        <button class="r" data-run=${i} title=${`${i}: click to open its report`} @click=${()=>this.emit("run-open",t)}>${i}</button>
        ${a>=0?h`<span class="pick-badge" title=${`Side ${a===0?"A":"B"} of Compare`}>${a===0?"A":"B"}</span>`:y}
      </div>
      ${typeof s=="number"?h`<div class="cell num" role="cell" data-col="step" data-v=${String(s)}>${E(s)}</div>`:this.missing("step","No step")}
      ${this.headlineCell(r.bias,this.bias,t)}
      ${r.performance?h`${this.headlineCell(r.performance,this.perf,t)}
              <div
                class="cell pareto"
                role="cell"
                data-col="pareto"
                data-v=${String(o)}
                title=${o?"On the Pareto front: no other run is better on both numbers":"Not on the Pareto front: another run is at least as good on both numbers, and better on one"}
              >
                ${o?"\u25C6":""}
              </div>`:y}
      ${r.hparams.map(u=>this.hparamCell(u,t))}
    </div>`}emit(t,r){this.dispatchEvent(new CustomEvent(t,{detail:r,bubbles:!0,composed:!0}))}headlineHead(t){let r=Co(this.table?.level),i=t.better==="lower"?"lower is better":t.better==="higher"?"higher is better":"";return{key:t.role,name:E0(t),sub:`${r?r+" ":""}interval`,title:`${t.title} (${t.name}): ${t.explanation}${i?` (${i})`:""}; with its ${r?r+" ":""}interval`}}render(){let t=this.table;if(!t)return y;let r=[{key:"run",name:"Run",sub:"",title:"The run (tick two to compare them; click a name to open its report)",text:!0},{key:"step",name:"Step",sub:"",title:"The step read for the run"},this.headlineHead(t.bias),...t.performance?[this.headlineHead(t.performance),{key:"pareto",name:"Pareto",sub:"",title:"On the Pareto front of bias and performance: no other run is better on both"}]:[],...t.hparams.map(i=>({key:`${ks}${i}`,name:i,sub:"hparam",title:`Hyperparameter ${i}, as the run logged it (HParams)`}))];return ys(this,{columns:r,defaultDir:i=>k0(t,i),renderRow:this.rowTemplate,label:"Runs ranked",empty:"No run matches the filter.",tableStyle:`--table-min-width: ${this.minWidth}px`,headStyle:this.grid,keyByPosition:!0})}};Lc.properties={...Jr,picks:{attribute:!1},colors:{attribute:!1}},Lc.styles=[U,...ws,z`
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
      .cell.text {
        text-align: left;
      }
    `];customElements.define("fairness-runs-table",Lc);var HB=380,VB=16,FB=12,Nc=class extends V{constructor(){super();this.drawn=null;this.data=null,this.rows=[],this.colors=new Map,this.picks=[],this.width=460}willUpdate(t){(t.has("data")||t.has("rows")||t.has("colors")||t.has("picks")||t.has("width"))&&(this.drawn=this.draw())}color(t){return this.colors.get(t)??"var(--muted)"}draw(){let t=this.data;return t?t.performance?this.drawScatter(t,t.performance):this.drawRanked(t):null}tipText(t,r){let i=(a,l,u,c)=>{let d=Ph(a,u,c);return`${a.title}: ${dl(a,l)}${d?` ${d}`:""}`},s=t.columns.step[r.row],o=[`${r.run}${typeof s=="number"?` (step ${s})`:""}`,i(t.bias,r.x,r.xLower,r.xUpper)];return"y"in r&&t.performance&&o.push(i(t.performance,r.y,r.yLower,r.yUpper)),"pareto"in r&&r.pareto&&o.push("On the Pareto front"),o.push("Click: open its report"),o.join(`
`)}drawScatter(t,r){let{points:i,undrawn:s}=WM(t,this.rows);if(i.length===0)return{svg:document.createElement("div"),points:i,pixels:[],undrawn:s};let o=Mh(i.map(f=>f.x),i.map(f=>f.xLower),i.map(f=>f.xUpper),t.bias),a=Mh(i.map(f=>f.y),i.map(f=>f.yLower),i.map(f=>f.yUpper),r),l=YM(i),u=this.picks.map((f,m)=>({label:m===0?"A":"B",p:i.find(g=>g.run===f)})).filter(f=>f.p),c=f=>this.tipText(t,f),d=[...this.colors.keys()],p=Re({width:this.width,height:HB,marginTop:26,marginLeft:52,marginRight:16,marginBottom:40,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{domain:o,label:Ah(t.bias,"x"),labelAnchor:"center",labelArrow:"none",labelOffset:34,tickFormat:Dh(t.bias,o[0],o[1]),ticks:Math.max(3,Math.floor(this.width/80)),grid:!0,inset:10},y:{domain:a,inset:10,label:Ah(r,"y"),labelAnchor:"top",labelArrow:"none",tickFormat:Dh(r,a[0],a[1]),grid:!0},color:{domain:d,range:d.map(f=>this.color(f))},marks:[Mu({stroke:"var(--chart-rule)",strokeOpacity:.5}),kt(i.filter(f=>f.xLower!==null&&f.xUpper!==null),{x1:"xLower",x2:"xUpper",y:"y",stroke:"run",strokeOpacity:.45,strokeWidth:1,clip:!0}),He(i.filter(f=>f.yLower!==null&&f.yUpper!==null),{x:"x",y1:"yLower",y2:"yUpper",stroke:"run",strokeOpacity:.45,strokeWidth:1,clip:!0}),lr(l,{x:"x",y:"y",stroke:"var(--accent)",strokeWidth:1.5,strokeDasharray:"5,3",clip:!0}),nt(l,{x:"x",y:"y",r:7.5,stroke:"var(--accent)",strokeWidth:2,fill:"none",ariaHidden:"true"}),nt(i,{x:"x",y:"y",fill:"run",stroke:"var(--chart-halo)",strokeWidth:1,r:4.5,ariaLabel:f=>f.run,title:c,tip:{fontSize:12,lineHeight:1.3}}),Oa(u.map(f=>({...f.p,label:f.label})),{x:"x",y:"y",text:"label",dy:-12,fontWeight:700,fontSize:12,fill:"var(--fg)",stroke:"var(--chart-halo)",strokeWidth:3,paintOrder:"stroke"})]});return this.finish(p,i,f=>({x:f.x,y:f.y}),s)}drawRanked(t){let{points:r,undrawn:i}=XM(t,this.rows);if(r.length===0)return{svg:document.createElement("div"),points:r,pixels:[],undrawn:i};let s=Mh(r.map(c=>c.x),r.map(c=>c.xLower),r.map(c=>c.xUpper),t.bias),o=c=>Mi(c,11),a=Math.min(170,Math.max(...r.map(c=>o(c.run)))+4),l=[...this.colors.keys()],u=Re({width:this.width,height:r.length*VB+70,marginTop:10,marginLeft:a+12,marginRight:16,marginBottom:40,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{domain:s,label:Ah(t.bias,"x"),labelAnchor:"center",labelArrow:"none",labelOffset:34,tickFormat:Dh(t.bias,s[0],s[1]),ticks:Math.max(3,Math.floor((this.width-a)/80)),grid:!0,axis:"bottom",inset:10},y:{domain:r.map(c=>c.run),label:null,tickSize:0,tickFormat:c=>jy(c,a,o)},color:{domain:l,range:l.map(c=>this.color(c))},marks:[kt(r.filter(c=>c.xLower!==null&&c.xUpper!==null),{x1:"xLower",x2:"xUpper",y:"run",stroke:"run",strokeOpacity:.6,strokeWidth:1.5,clip:!0}),nt(r,{x:"x",y:"run",fill:"run",stroke:"var(--chart-halo)",r:4.5,ariaLabel:c=>c.run,title:c=>this.tipText(t,c),tip:{fontSize:12,lineHeight:1.3}})]});return this.finish(u,r,c=>({x:c.x,y:c.run}),i)}finish(t,r,i,s){let o=new Map(r.map(f=>[f.run,f])),a=t.tagName.toLowerCase()==="svg"?t:t.querySelector("svg")??t;a.setAttribute("data-chart",this.data?.performance?"scatter":"ranked");for(let f of a.querySelectorAll('g[aria-label="dot"] circle[aria-label]')){let m=o.get(f.getAttribute("aria-label")??"");m&&(f.setAttribute("data-run",m.run),f.setAttribute("data-x",String(m.x)),"y"in m&&f.setAttribute("data-y",String(m.y)),"pareto"in m&&f.setAttribute("data-pareto",String(m.pareto)))}let l=t.scale("x"),u=t.scale("y"),c=r.map(f=>{let{x:m,y:g}=i(f),v=Number(u?.apply(g)),b=typeof g=="string"?(u?.bandwidth??0)/2:0;return{x:Number(l?.apply(m)),y:v+b}}),d=Number(a.getAttribute("height")),p=f=>{let m=a.getBoundingClientRect();if(m.width===0||m.height===0)return null;let g=Number(a.getAttribute("width")??m.width)/m.width,v=(d||m.height)/m.height;return Ff(c,(f.clientX-m.left)*g,(f.clientY-m.top)*v,FB*g)};return a.addEventListener("click",f=>{let m=p(f);m!==null&&this.dispatchEvent(new CustomEvent("run-open",{detail:r[m].row,bubbles:!0,composed:!0}))}),a.addEventListener("pointermove",f=>a.classList.toggle("over-point",p(f)!==null)),{svg:t,points:r,pixels:c,undrawn:s}}render(){let t=this.data,r=this.drawn;if(!t||!r)return y;let i=Co(t.level),s=r.undrawn>0?h`<div class="legend-line" data-role="undrawn">
            ${r.undrawn} ${r.undrawn===1?"run":"runs"} not drawn:
            ${t.performance?`${t.bias.title} or ${t.performance.title}`:t.bias.title} undefined (— in the table).
          </div>`:y;return r.points.length===0?h`<div class="none">No run shown has ${t.performance?"both numbers":`a ${t.bias.title}`} defined: nothing to draw.</div>
        ${s}`:h`${r.svg}
      <div class="legend-line">
        ${t.performance?h`<span class="front">◆ Pareto front</span> (dashed line, ringed dots): no other run is better on both numbers (over
                every run read, whatever the filter). `:h`Ranked, better first. `}
        Whiskers: ${i?`${i} `:""}intervals. Hover a dot for its numbers; click it to open its report.
      </div>
      ${s}`}};Nc.properties={data:{attribute:!1},rows:{attribute:!1},colors:{attribute:!1},picks:{attribute:!1},width:{attribute:!1}},Nc.styles=[U,z`
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
    `];customElements.define("fairness-runs-scatter",Nc);var KB="fairness:runs-rendered",jB=1280,qB=470,e6=760,UB=380,Oc=class extends V{constructor(){super();this.request=new ie;this.stepsRequest=new ie;this.csvRequest=new ie;this.shell=new Le(this,[this.request,this.stepsRequest,this.csvRequest]);this.sortKey="bias";this.sortDir="asc";this.shown=[];this.filterError=null;this.colors=new Map;this.pendingMark=!1;this.resize=new ResizeObserver(t=>{let r=Math.floor(t[0]?.contentRect.width??0);r!==this.width&&(this.width=r)});this.onColors=()=>{this.colors=this.runColors(),this.requestUpdate()};this.tag="",this.kind="",this.kindTitle="",this.declaration=null,this.runs=[],this.run="",this.step=null,this.options={},this.params=[],this.revision="",this.selection=_0(),this.data=null,this.steps=[],this.width=0,this.csvError=null}connectedCallback(){super.connectedCallback(),bn().addEventListener(Gr,this.onColors),this.resize.observe(this)}disconnectedCallback(){super.disconnectedCallback(),bn().removeEventListener(Gr,this.onColors),this.resize.disconnect()}routeParams(){return{tag:this.tag,step:this.selection.step,options:HM(this.options,this.selection,this.declaration)}}async load(){if(!this.api||!this.tag)return;let t=this.routeParams(),r=await this.shell.run(this.request,i=>this.api.runs(t,i),()=>this.data=null);r!==re&&(this.data=r,this.pendingMark=!0,this.shell.ready())}async loadSteps(){if(!this.api||!this.tag||!this.run)return;let t=this.run,r=this.tag;try{let i=await this.stepsRequest.run(s=>this.api.steps(t,r,s));i!==re&&(this.steps=i.steps.map(s=>s.step))}catch{}}change(t){this.selection=t,ze(this,Eh(t,this.declaration))}runColors(){let t=(this.data?.columns.run??[]).filter(s=>!this.runs.includes(s)),r=[...this.runs,...t],i=qa(r,Mf());return new Map(r.map((s,o)=>[s,i[o]]))}willUpdate(t){if(this.hasUpdated){let r=t.has("tag")||t.has("options")||t.has("kind")||t.has("declaration")||t.has("api")||t.has("revision");if(t.has("declaration")||t.has("runs")){let i=qr(Ur(this.selection.own,jr,this.declaration),jr,this.declaration),s=S0(this.selection.picks,this.runs);JSON.stringify(i)!==JSON.stringify(this.selection.own)||s.length!==this.selection.picks.length?this.change({...this.selection,own:i,picks:s}):t.has("declaration")&&ze(this,Eh(this.selection,this.declaration)),r||=t.has("runs")}if(t.has("selection")){let i=t.get("selection");(!i||i.step!==this.selection.step||JSON.stringify(i.own)!==JSON.stringify(this.selection.own))&&(r=!0)}r&&this.load(),(t.has("tag")||t.has("run")||t.has("revision"))&&this.loadSteps()}else{let r=BM(this.params,this.declaration);this.selection={...r,picks:S0(r.picks,this.runs)},ze(this,Eh(this.selection,this.declaration)),this.load(),this.loadSteps()}if(t.has("data")||t.has("runs")||t.has("selection")){let r=this.data,{key:i,dir:s}=jM(r,this.selection);if(this.sortKey=i,this.sortDir=s,r){let o=UM(r,qM(r,i,s),this.selection.search);this.shown=o.rows,this.filterError=o.error}else this.shown=[],this.filterError=null}(t.has("data")||t.has("runs"))&&(this.colors=this.runColors())}updated(){if(!this.pendingMark||typeof performance>"u")return;let t=this.renderRoot.querySelector("fairness-runs-table"),r=()=>{this.pendingMark&&(t?.shadowRoot?.querySelector(".row")||this.data?.rows===0?(this.pendingMark=!1,requestAnimationFrame(()=>performance.mark(KB))):requestAnimationFrame(r))};!t&&this.data?.rows!==0||r()}onSort(t){let{column:r,dir:i}=t.detail;this.change({...this.selection,sort:r,dir:i})}onPick(t,r){this.change({...this.selection,picks:VM(this.selection.picks,t,r)})}openRow(t){this.data&&ri(this,A0(this.data,t,this.selection))}side(t){let r=this.data,i=r?r.columns.run.indexOf(t):-1;return r&&i>=0?A0(r,i,this.selection):{run:t,step:this.selection.step}}openCompare(){let[t,r]=this.selection.picks;t===void 0||r===void 0||v3(this,{a:this.side(t),b:this.side(r),options:this.selection.own})}async download(){let t=this.routeParams();this.csvError=null;let r;try{r=await this.csvRequest.run(i=>this.api.runsCsv(t,i))}catch(i){this.csvError=It(i);return}r!==re&&Wi(r,ZM(t.tag,t.step))}renderStep(){let t=this.selection.step,r=FM([...this.steps,...this.data?.columns.step??[]],t);return h`<label class="field" title="The step every run is read at: each run's latest, or one step for all">
      <span class="name">Step</span>
      <select
        name="runs-step"
        @change=${i=>{let s=i.target.value;this.change({...this.selection,step:s===""?null:Number(s)})}}
      >
        <option value="" .selected=${t===null}>latest</option>
        ${r.map(i=>h`<option value=${String(i)} .selected=${i===t}>${E(i)}</option>`)}
      </select>
    </label>`}renderFilter(){return h`<label class="field">
      <span class="name">Filter runs (regex)</span>
      <input
        name="run_filter"
        placeholder="e.g. lr_0\\.01|adam"
        class=${this.filterError?"invalid":""}
        aria-invalid=${this.filterError?"true":"false"}
        title=${this.filterError??"A regular expression over the run names (case-insensitive), as in TensorBoard"}
        .value=${this.selection.search}
        @input=${t=>this.change({...this.selection,search:t.target.value})}
      />
    </label>`}renderCompare(){let[t,r]=this.selection.picks,i=t!==void 0&&r!==void 0,s=i?`Open Compare with ${t} as A and ${r} as B`:"Tick two runs in the table (the first is A, the second B), then compare them";return h`<div class="picked">
      ${t!==void 0?h`<span class="names" title=${[t,r].filter(Boolean).join(" vs ")}>
            <span class="pick-badge">A</span> ${t}${r!==void 0?h` <span class="pick-badge">B</span> ${r}`:y}
          </span>`:y}
      <button class="primary" name="compare-picked" ?disabled=${!i} title=${s} @click=${()=>this.openCompare()}>
        Compare A and B
      </button>
      ${this.selection.picks.length?h`<button class="primary" name="clear-picks" title="Untick the picked runs" @click=${()=>this.change({...this.selection,picks:[]})}>
              Clear
            </button>`:y}
    </div>`}renderSkipped(t){return t.skipped.length===0?y:h`<details class="skipped" data-role="skipped" ?open=${t.rows===0}>
      <summary>${t.skipped.length} ${t.skipped.length===1?"run":"runs"} left out (why)</summary>
      <ul>
        ${t.skipped.map(r=>h`<li data-run=${r.run}><span class="run">${r.run}</span>: ${r.reason}</li>`)}
      </ul>
    </details>`}renderSummary(t){let r=QM(t.options,this.declaration),i=Co(t.level);return h`<div class="summary" data-shown=${this.shown.length} data-rows=${t.rows}>
      <span
        >Runs of <b>${t.tag}</b> (${this.kindTitle||t.kind} reports) at
        ${t.step===null?"their latest step":h`step <b>${E(t.step)}</b>`} ·
        ${r?h`options: <span class="options">${r}</span>`:"the default options"}${i?` \xB7 ${i} intervals`:""}</span
      >
      ${Yi(this.shown.length,t.rows,t.rows===1?"run":"runs")}
      <span class="muted">Click a run to open its report; tick two to compare them.</span>
    </div>`}renderBody(t){if(t.rows===0)return h`<div class="body">
        <div class="message none" data-role="empty">
          No run has a report under <b>${t.tag}</b>${t.step===null?"":h` at step ${E(t.step)}`} that could be ranked.
        </div>
        ${this.renderSkipped(t)}
      </div>`;let r=this.width>=jB,i=r?qB:Math.max(320,Math.min(this.width||e6,e6)),s=24*Math.max(1,this.shown.length)+44,o=Math.min(UB,s),a=t.performance?`${t.performance.title} against ${t.bias.title}`:`${t.bias.title} by run`;return h`<div class="body ${this.shell.loading?"stale":""}">
      ${this.renderSummary(t)} ${this.renderSkipped(t)}
      <div class="main ${r?"wide":"narrow"}" style=${`--table-height: ${Math.max(120,o)}px; --table-content: ${s}px`}>
        <div class="table-box">
          <fairness-runs-table
            .table=${t}
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
        <section class="chart-box" style=${`width: ${i}px`} aria-label=${a}>
          <h3>${a}</h3>
          <fairness-runs-scatter
            .data=${t}
            .rows=${this.shown}
            .colors=${this.colors}
            .picks=${this.selection.picks}
            .width=${i}
            @run-open=${l=>this.openRow(l.detail)}
          ></fairness-runs-scatter>
        </section>
      </div>
    </div>`}render(){let t=this.data;return h`<div class="controls">
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
            @own-options=${r=>this.change({...this.selection,own:r.detail})}
          ></fairness-mode-options>
          <span class="spacer"></span>
          ${this.renderCompare()}
          ${this.shell.renderCsvButton("download-runs",t!==null,()=>{this.download()},"Every run as CSV (the runs route with format=csv: run, step, the headlines and their intervals, pareto, hparam/...)")}
          ${this.filterError?h`<div class="search-error" role="alert" title=${this.filterError}>Invalid regex: ${this.filterError}</div>`:y}
          ${this.csvError?h`<div class="search-error" role="alert" title=${this.csvError}>Could not download the CSV: ${this.csvError}</div>`:y}
        </div>
      </div>
      ${this.shell.renderError("Could not rank the runs",[{label:"Retry",name:"retry",run:()=>{this.load()}}])}
      ${this.shell.renderContent(t,r=>this.renderBody(r),"Loading the runs\u2026")}`}};Oc.properties={...Ho,revision:{attribute:!1},selection:{state:!0},data:{state:!0},steps:{state:!0},width:{state:!0},csvError:{state:!0}},Oc.styles=[U,je,Ie,gr,ot,Z3,z`
      .body > .main.wide {
        flex: 1 1 0;
        min-height: 460px;
      }
    `];customElements.define("fairness-runs",Oc);var t6="",Ic=class extends V{constructor(){super(),this.runs=[],this.ref={run:null,tag:null,step:null},this.steps=null,this.kindTitle=()=>""}emit(n){this.dispatchEvent(new CustomEvent("report-change",{detail:n,bubbles:!0,composed:!0}))}render(){let n=this.ref,t=this.runs.find(i=>i.run===n.run),r=t?.tags??[];return h`
      <label class="field">
        <span class="name">Run</span>
        <select name="run" @change=${i=>this.emit({run:i.target.value})}>
          ${this.runs.map(i=>h`<option .value=${i.run} .selected=${i.run===n.run}>${i.run}</option>`)}
        </select>
      </label>
      <label class="field">
        <span class="name">Tag</span>
        <select name="tag" @change=${i=>this.emit({tag:i.target.value})}>
          ${r.map(i=>h`<option .value=${i} .selected=${i===n.tag} title=${t?this.kindTitle(t.run,i):y}>
                ${i}
              </option>`)}
        </select>
      </label>
      <label class="field">
        <span class="name">Step</span>
        <select
          name="step"
          @change=${i=>{let s=i.target.value;this.emit({step:s===t6?null:Number(s)})}}
        >
          <option .value=${t6} .selected=${n.step===null}>latest</option>
          ${(this.steps??[]).map(i=>h`<option .value=${String(i.step)} .selected=${i.step===n.step}>
                ${i.step} · ${Ki(i.wall_time)}
              </option>`)}
        </select>
      </label>
    `}};Ic.properties={runs:{attribute:!1},ref:{attribute:!1},steps:{attribute:!1},kindTitle:{attribute:!1}},Ic.styles=[U,je,z`
      :host {
        /* The fields join the row of whichever controls bar slots this element. */
        display: contents;
      }
    `];customElements.define("fairness-report-picker",Ic);var GB=[{term:"Interval",code:"lower, upper",text:"Where the true value lies with the chosen confidence (95% by default): Wilson for rates, Newcombe for differences of rates, the delta method or score intervals for association gaps, bootstrap by household for scores per income or region."},{term:"p",code:"p_value",text:"How surprising the difference would be if there were none: small means the difference is unlikely to be noise alone."},{term:"\u2605",code:"significant",text:"Significant after Benjamini-Hochberg at the false discovery rate (FDR): among the starred rows, at most that share are expected to be noise."},{term:"Insufficient",code:"min_count",text:"Too few examples to trust: greyed, never starred, left out of headline numbers."},{term:"Verdict",code:"verdict",text:"In Compare: worsened or improved when the change of the bias from A to B is significant (FDR over the rows), and then the interval shown is the FCR-adjusted one (Benjamini-Yekutieli), which excludes 0; no significant change when it is not (its interval is the marginal one, and its q-value above the FDR); undetermined when a side has too little data or lacks the row."},{term:"Bias",code:"bias_a, bias_b",text:"What Compare judges for each row: never negative, lower is better (for example |gap|, the best-minus-worst disparity, Cram\xE9r\u2019s V, a spread between groups)."},{term:"Pareto front",code:"pareto",text:"In Runs: the runs no other run beats on both the bias and the performance headline (at least as good on both, better on one). Moving along the front trades one for the other; a run off it is beaten by some run on it."}];function WB(e){return e==="higher"?"Higher is better.":e==="lower"?"Lower is better.":""}function n6(e){let n=[];return e&&(n.push({title:`Headline numbers (${e.title} reports)`,entries:e.headlines.map(t=>({term:t.title,code:t.name,text:[t.explanation,WB(t.better)].filter(Boolean).join(" ")}))}),n.push({title:"Compare",entries:[{term:`The bias: ${e.bias.name}`,code:e.bias.value,text:`Per ${e.bias.key||"row"}, in report A and in report B, with intervals; the change B \u2212 A and its verdict.`}]}),n.push({title:"Options",entries:e.options.map(t=>{let r=t.type==="str"?"":Ds(e,t.name),i=t.default===null||t.default===void 0?"":` Default ${String(t.default)}.`,s=o=>o?o[0].toUpperCase()+o.slice(1)+".":"";return{term:t.name.replace(/_/g," "),code:t.name,text:`${s(t.help)}${i}${r?` ${s(r)}`:""}`}})})),n.push({title:"Reading the tables",entries:GB}),n}var zc=class extends V{constructor(){super();this.onKey=t=>{this.open&&t.key==="Escape"&&this.close()};this.declaration=null,this.open=!1}connectedCallback(){super.connectedCallback(),window.addEventListener("keydown",this.onKey)}disconnectedCallback(){super.disconnectedCallback(),window.removeEventListener("keydown",this.onKey)}close(){this.open=!1,this.shadowRoot?.querySelector("button.help")?.focus()}render(){return h`<button
        class="help"
        name="help"
        aria-expanded=${this.open?"true":"false"}
        aria-controls="help-panel"
        title="What the numbers, marks and options mean"
        @click=${()=>this.open=!this.open}
      >
        ?</button
      >${this.open?this.renderPanel():y}`}renderPanel(){return h`<div class="panel" id="help-panel" role="dialog" aria-label="Help">
      <header>
        <h2>What this tab shows</h2>
        <button class="close" name="close-help" title="Close (Esc)" @click=${()=>this.close()}>×</button>
      </header>
      ${n6(this.declaration).map(t=>h`<section data-section=${t.title}>
            <h3>${t.title}</h3>
            <dl>
              ${t.entries.map(r=>h`<dt>${r.term}${r.code?h`<code>${r.code}</code>`:y}</dt><dd>${r.text}</dd>`)}
            </dl>
          </section>`)}
    </div>`}};zc.properties={declaration:{attribute:!1},open:{type:Boolean,reflect:!0}},zc.styles=[U,z`
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
    `];customElements.define("fairness-help",zc);var Ro=class extends V{constructor(t){super();this.tags=null;this.kinds=null;this.tableViews=new Map;this.unknownKinds=[];this.modeRuns={key:"",runs:[]};this.modeOptions={key:"",options:{}};this.resolved=null;this.tagsRequest=new ie;this.kindsRequest=new ie;this.stepsRequest=new ie;this.refreshRequest=new ie;this.stopRefresh=null;this.onTheme=()=>{this.theme=bn().theme};this.api=t??new Xt;let r=Jx();this.ref=jx(r);let i=zR(qx(r),Se);this.mode=i.mode,this.viewState=i.view,this.mountParams=this.viewState,this.modeState={compare:i.compare,trend:i.trend,runs:i.runs},this.modeMount={...this.modeState},this.runs=null,this.steps=null,this.shellStatus="loading",this.viewStatus="loading",this.error=null,this.status="loading",this.theme="light"}connectedCallback(){super.connectedCallback();let t=bn();this.theme=t.theme,t.addEventListener(Kf,this.onTheme),this.stopRefresh=t.onRefresh(()=>{this.refresh()}),this.loadTags()}disconnectedCallback(){super.disconnectedCallback(),bn().removeEventListener(Kf,this.onTheme),this.stopRefresh?.(),this.stopRefresh=null,this.tagsRequest.cancel(),this.kindsRequest.cancel(),this.stepsRequest.cancel(),this.refreshRequest.cancel()}async loadTags(){this.shellStatus="loading",this.error=null;let t,r;try{[t,r]=await Promise.all([this.tagsRequest.run(o=>this.api.tags(o)),this.kinds??this.kindsRequest.run(o=>this.api.kinds(o))])}catch(o){this.fail(It(o));return}if(t===re||r===re)return;this.kinds=r,this.tags=t;let i=this.viewKinds();this.runs=em(t.runs,i),this.unknownKinds=tm(t.runs,i);let s=Qc(this.ref,this.runs);if(s===null){this.shellStatus="empty";return}s.moved&&this.resetViewState(),this.setRef(s.ref),this.shellStatus="ready",this.loadSteps()}async loadSteps(t=!1){let{run:r,tag:i}=this.ref;if(r===null||i===null)return;t||(this.steps=null);let s;try{s=await this.stepsRequest.run(a=>this.api.steps(r,i,a))}catch(a){t||this.fail(It(a));return}if(s===re)return;this.steps=s.steps,this.shellStatus==="error"&&(this.shellStatus="ready",this.error=null);let o=this.ref.step;o!==null&&!s.steps.some(a=>a.step===o)&&this.setRef({...this.ref,step:null})}async refresh(){if(this.tags===null){this.shellStatus==="error"&&this.runs===null&&this.loadTags();return}let t;try{t=await this.refreshRequest.run(f=>this.api.tags(f))}catch{return}let r=this.tags;if(t===re||r===null||pE(r.runs,t.runs))return;let i=Df(r.runs,this.ref.run,this.ref.tag);this.tags=t;let s=this.viewKinds(),o=em(t.runs,s);JSON.stringify(o)!==JSON.stringify(this.runs)&&(this.runs=o),this.unknownKinds=tm(t.runs,s);let a=Qc(this.ref,o);if(a===null){this.shellStatus="empty";return}a.moved&&this.resetViewState();let l=a.ref,u=dE(l.step,i,Df(t.runs,l.run,l.tag)),c=u===l.step?l:{...l,step:u},d=c.run!==this.ref.run||c.tag!==this.ref.tag;c!==this.ref&&this.setRef(c);let p=this.shellStatus==="empty";p&&(this.shellStatus="ready"),(p||d||i!==Df(t.runs,c.run,c.tag))&&this.loadSteps(!(p||d)),this.requestUpdate()}fail(t){this.error=t,this.shellStatus="error"}kindOfRef(t){return this.tags?Ux(this.tags.runs,t):null}viewOf(t){let r=Gx(wc,t);if(r||t===null)return r;let i=this.declaration(t);if(!i)return null;let s=this.tableViews.get(t);return s||this.tableViews.set(t,s=IM(i)),s}viewKinds(){let t=wc.map(r=>r.kind);return[...t,...(this.kinds?.kinds??[]).map(r=>r.name).filter(r=>!t.includes(r))]}declaration(t){return Bx(this.kinds,t)}setRef(t){this.ref=t,this.writeHash()}writeHash(){let t=this.mode==="report"?[]:[[Se+qy,this.mode]];Zx(Se,[...Kx(this.ref),...t,...this.viewState,...this.modeState.compare,...this.modeState.trend,...this.modeState.runs])}resetViewState(){this.viewState=[],this.mountParams=[],this.modeState={compare:[],trend:[],runs:[]},this.modeMount={compare:[],trend:[],runs:[]}}onModeChange(t){t!==this.mode&&(this.mountParams=this.viewState,this.modeMount={...this.modeState},this.viewStatus="loading",this.mode=t,this.writeHash())}onOpenReport(t){let r=t.run!==this.ref.run;this.onModeChange("report"),this.setRef({...this.ref,run:t.run,step:t.step}),r&&this.loadSteps()}onOpenCompare(t){let r=this.resolved?this.kindOfRef(this.resolved):null,i=JM(this.modeState.compare,t.a,t.b,t.options,this.declaration(r));this.modeState={...this.modeState,compare:i},this.onModeChange("compare")}onTagChange(t){let r=this.tags?.runs??{},i=this.ref.run!==null&&r[this.ref.run]?.[t]?this.ref.run:Object.keys(r).sort().find(s=>r[s][t]);i!==void 0&&this.onReportChange({run:i,tag:t})}onReportChange(t){let r=this.ref,i={...r,...t},s=i.run!==r.run||i.tag!==r.tag;s&&(i={...i,step:null},this.runs&&(i=Qc(i,this.runs)?.ref??i),this.kindOfRef(i)!==this.kindOfRef(r)&&this.resetViewState()),this.setRef(i),s&&this.loadSteps()}onViewParams(t){this.mode==="report"?this.viewState=t:this.modeState={...this.modeState,[this.mode]:t},this.writeHash()}willUpdate(t){if(t.has("ref")){let{run:r,tag:i,step:s}=this.ref,o=this.resolved;r===null||i===null?this.resolved=null:(!o||o.run!==r||o.tag!==i||o.step!==s)&&(this.resolved={run:r,tag:i,step:s})}this.status=this.shellStatus==="ready"?this.viewStatus:this.shellStatus}renderEmpty(){let r=`import tb_fairness

with tb_fairness.FileWriter("LOGDIR/my_model") as w:
${wc.map(i=>i.example.replace(/^/gm,"    ")).join(`
`)}`;return h`<div class="message" role="status">
      ${this.unknownKinds.length?h`<h2>No fairness reports this tab can show</h2>
            <p>
              The logdir holds fairness reports of kinds this version of the tab does not show:
              ${this.unknownKinds.join(", ")}.
            </p>`:h`<h2>No fairness reports in this logdir</h2>`}
      <ul>
        ${wc.map(i=>h`<li>${i.hint()}</li>`)}
      </ul>
      <p>For example, then reload this page:</p>
      <pre>${r}</pre>
    </div>`}renderError(){return h`<div class="message error" role="alert">
      <h2>Could not load the list of reports</h2>
      <div class="text">${this.error}</div>
      <button class="primary link" @click=${()=>{this.runs?this.loadSteps():this.loadTags()}}>
        Try again
      </button>
    </div>`}renderTabs(){let t=(o,a,l)=>h`<button
        role="tab"
        name=${"mode-"+o}
        aria-selected=${this.mode===o?"true":"false"}
        title=${l}
        @click=${()=>this.onModeChange(o)}
      >
        ${a}
      </button>`,r=this.ref,i=this.tags?VR(this.tags.runs,this.viewKinds()):[],s=this.resolved?this.kindOfRef(this.resolved):null;return h`<div class="modes">
      <div role="tablist" aria-label="Mode">
        ${t("report","Report","One report: the run, tag and step picked")}
        ${t("compare","Compare","Two reports of one tag side by side: two runs (models) or two steps (checkpoints)")}
        ${t("trend","Trends","Headline numbers over steps, several runs overlaid")}
        ${t("runs","Runs","Every run of the tag ranked at one step: bias against performance, the Pareto front, hyperparameters")}
      </div>
      ${this.mode==="report"?y:h`<label class="field">
            <span class="name">Tag</span>
            <select name="mode-tag" @change=${o=>this.onTagChange(o.target.value)}>
              ${i.map(o=>h`<option .value=${o} .selected=${o===r.tag}>${o}</option>`)}
            </select>
          </label>`}
      <fairness-help class="help" .declaration=${s?this.declaration(s):null}></fairness-help>
    </div>`}modeProps(t,r){let i=this.tags?HR(this.tags.runs,t,r):[],s=JSON.stringify(i);s!==this.modeRuns.key&&(this.modeRuns={key:s,runs:i});let o=BR(this.viewState,Se,Hx(this.declaration(r))),a=JSON.stringify(o);return a!==this.modeOptions.key&&(this.modeOptions={key:a,options:o}),{runs:this.modeRuns.runs,options:this.modeOptions.options}}renderMode(){let t=this.resolved;if(!t||!this.runs)return y;let r=this.kindOfRef(t),i=this.viewOf(r);if(!i||r===null)return h`<div class="message error" role="alert">No view shows reports of kind ${r}.</div>`;let{runs:s,options:o}=this.modeProps(t.tag,r);return this.mode==="compare"?h`<fairness-compare
        .api=${this.api}
        .tag=${t.tag}
        .kind=${r}
        .kindTitle=${i.title}
        .declaration=${this.declaration(r)}
        .runs=${s}
        .run=${t.run}
        .step=${t.step}
        .options=${o}
        .params=${this.modeMount.compare}
        .revision=${this.tags?Lf(this.tags.runs,t.tag):""}
      ></fairness-compare>`:this.mode==="runs"?h`<fairness-runs
        .api=${this.api}
        .tag=${t.tag}
        .kind=${r}
        .kindTitle=${i.title}
        .declaration=${this.declaration(r)}
        .runs=${s}
        .run=${t.run}
        .step=${t.step}
        .options=${o}
        .params=${this.modeMount.runs}
        .revision=${this.tags?Lf(this.tags.runs,t.tag):""}
      ></fairness-runs>`:h`<fairness-trend
      .api=${this.api}
      .tag=${t.tag}
      .kind=${r}
      .kindTitle=${i.title}
      .declaration=${this.declaration(r)}
      .runs=${s}
      .run=${t.run}
      .step=${t.step}
      .options=${o}
      .params=${this.modeMount.trend}
      .revision=${this.tags?Lf(this.tags.runs,t.tag):""}
    ></fairness-trend>`}renderView(){let t=this.resolved;if(!t||!this.runs)return y;let r=this.kindOfRef(t),i=this.viewOf(r);if(!i)return h`<div class="message error" role="alert">No view shows reports of kind ${r}.</div>`;let s=h`<fairness-report-picker
      slot="report"
      .runs=${this.runs}
      .ref=${this.ref}
      .steps=${this.steps}
      .kindTitle=${(o,a)=>{let l=this.tags?.runs[o]?.[a]?.kind??"";return`${this.viewOf(l)?.title??l} report`}}
    ></fairness-report-picker>`;return i.render({report:t,info:this.tags?.runs[t.run]?.[t.tag]??null,declaration:this.declaration(r),params:this.mountParams},s)}render(){if(this.shellStatus==="empty")return this.renderEmpty();let t=this.status==="loading";return h`
      ${t?h`<div class="bar" role="progressbar" aria-label="Loading"></div>`:y}
      ${this.runs===null&&this.shellStatus==="loading"?h`<div class="loading">Loading reports…</div>`:y}
      ${this.shellStatus==="error"?this.renderError():y}
      <div
        class="view"
        style="display: contents"
        @report-change=${r=>this.onReportChange(r.detail)}
        @view-status=${r=>this.viewStatus=r.detail}
        @view-params=${r=>this.onViewParams(r.detail)}
        @open-report=${r=>this.onOpenReport(r.detail)}
        @open-compare=${r=>this.onOpenCompare(r.detail)}
      >
        ${this.runs?this.renderTabs():y}
        ${this.mode==="report"?this.renderView():this.renderMode()}
      </div>
    `}};Ro.properties={ref:{state:!0},mode:{state:!0},runs:{state:!0},steps:{state:!0},shellStatus:{state:!0},viewStatus:{state:!0},error:{state:!0},status:{reflect:!0,attribute:"data-status"},theme:{reflect:!0,attribute:"data-theme"}},Ro.styles=[w$,U,Ie,je,z`
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
    `];customElements.define("fairness-app",Ro);function Jae(){if(document.querySelector("fairness-app"))return;let e=document.createElement("style");e.textContent="html, body { height: 100%; margin: 0; }",document.head.appendChild(e),document.body.appendChild(new Ro)}export{Jae as render};
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
lit-html/directives/live.js:
  (**
   * @license
   * Copyright 2020 Google LLC
   * SPDX-License-Identifier: BSD-3-Clause
   *)
*/
