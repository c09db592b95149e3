// tb-fairness frontend bundle. GENERATED from frontend/src by `npm run build`: do not edit.
var qM=Object.defineProperty;var Ad=(e,t,n)=>()=>{if(n)throw n[0];try{return e&&(t=e(e=0)),t}catch(r){throw n=[r],r}};var UM=(e,t)=>{for(var n in t)qM(e,n,{get:t[n],enumerable:!0})};var Sa,d0=Ad(()=>{Sa=class{constructor(t){this._map=new Map,this._roundAverageSize=!1,this.totalSize=0,t?.roundAverageSize===!0&&(this._roundAverageSize=!0)}set(t,n){let r=this._map.get(t)||0;this._map.set(t,n),this.totalSize+=n-r}get averageSize(){if(this._map.size>0){let t=this.totalSize/this._map.size;return this._roundAverageSize?Math.round(t):t}return 0}getSize(t){return this._map.get(t)}clear(){this._map.clear(),this.totalSize=0}}});function rh(e){return e==="horizontal"?"width":"height"}var Wu,h0=Ad(()=>{Wu=class{_getDefaultConfig(){return{direction:"vertical"}}constructor(t,n){this._latestCoords={left:0,top:0},this._direction=null,this._viewportSize={width:0,height:0},this.totalScrollSize={width:0,height:0},this.offsetWithinScroller={left:0,top:0},this._pendingReflow=!1,this._pendingLayoutUpdate=!1,this._pin=null,this._firstVisible=0,this._lastVisible=0,this._physicalMin=0,this._physicalMax=0,this._first=-1,this._last=-1,this._sizeDim="height",this._secondarySizeDim="width",this._positionDim="top",this._secondaryPositionDim="left",this._scrollPosition=0,this._scrollError=0,this._items=[],this._scrollSize=1,this._overhang=1e3,this._hostSink=t,Promise.resolve().then(()=>this.config=n||this._getDefaultConfig())}set config(t){Object.assign(this,Object.assign({},this._getDefaultConfig(),t))}get config(){return{direction:this.direction}}get items(){return this._items}set items(t){this._setItems(t)}_setItems(t){t!==this._items&&(this._items=t,this._scheduleReflow())}get direction(){return this._direction}set direction(t){t=t==="horizontal"?t:"vertical",t!==this._direction&&(this._direction=t,this._sizeDim=t==="horizontal"?"width":"height",this._secondarySizeDim=t==="horizontal"?"height":"width",this._positionDim=t==="horizontal"?"left":"top",this._secondaryPositionDim=t==="horizontal"?"top":"left",this._triggerReflow())}get viewportSize(){return this._viewportSize}set viewportSize(t){let{_viewDim1:n,_viewDim2:r}=this;Object.assign(this._viewportSize,t),r!==this._viewDim2?this._scheduleLayoutUpdate():n!==this._viewDim1&&this._checkThresholds()}get viewportScroll(){return this._latestCoords}set viewportScroll(t){Object.assign(this._latestCoords,t);let n=this._scrollPosition;this._scrollPosition=this._latestCoords[this._positionDim],Math.abs(n-this._scrollPosition)>=1&&this._checkThresholds()}reflowIfNeeded(t=!1){(t||this._pendingReflow)&&(this._pendingReflow=!1,this._reflow())}set pin(t){this._pin=t,this._triggerReflow()}get pin(){if(this._pin!==null){let{index:t,block:n}=this._pin;return{index:Math.max(0,Math.min(t,this.items.length-1)),block:n}}return null}_clampScrollPosition(t){return Math.max(-this.offsetWithinScroller[this._positionDim],Math.min(t,this.totalScrollSize[rh(this.direction)]-this._viewDim1))}unpin(){this._pin!==null&&(this._sendUnpinnedMessage(),this._pin=null)}_updateLayout(){}get _viewDim1(){return this._viewportSize[this._sizeDim]}get _viewDim2(){return this._viewportSize[this._secondarySizeDim]}_scheduleReflow(){this._pendingReflow=!0}_scheduleLayoutUpdate(){this._pendingLayoutUpdate=!0,this._scheduleReflow()}_triggerReflow(){this._scheduleLayoutUpdate(),Promise.resolve().then(()=>this.reflowIfNeeded())}_reflow(){this._pendingLayoutUpdate&&(this._updateLayout(),this._pendingLayoutUpdate=!1),this._updateScrollSize(),this._setPositionFromPin(),this._getActiveItems(),this._updateVisibleIndices(),this._sendStateChangedMessage()}_setPositionFromPin(){if(this.pin!==null){let t=this._scrollPosition,{index:n,block:r}=this.pin;this._scrollPosition=this._calculateScrollIntoViewPosition({index:n,block:r||"start"})-this.offsetWithinScroller[this._positionDim],this._scrollError=t-this._scrollPosition}}_calculateScrollIntoViewPosition(t){let{block:n}=t,r=Math.min(this.items.length,Math.max(0,t.index)),i=this._getItemPosition(r)[this._positionDim],s=i;if(n!=="start"){let o=this._getItemSize(r)[this._sizeDim];if(n==="center")s=i-.5*this._viewDim1+.5*o;else{let a=i-this._viewDim1+o;if(n==="end")s=a;else{let l=this._scrollPosition;s=Math.abs(l-i)<Math.abs(l-a)?i:a}}}return s+=this.offsetWithinScroller[this._positionDim],this._clampScrollPosition(s)}getScrollIntoViewCoordinates(t){return{[this._positionDim]:this._calculateScrollIntoViewPosition(t)}}_sendUnpinnedMessage(){this._hostSink({type:"unpinned"})}_sendVisibilityChangedMessage(){this._hostSink({type:"visibilityChanged",firstVisible:this._firstVisible,lastVisible:this._lastVisible})}_sendStateChangedMessage(){let t=new Map;if(this._first!==-1&&this._last!==-1)for(let r=this._first;r<=this._last;r++)t.set(r,this._getItemPosition(r));let n={type:"stateChanged",scrollSize:{[this._sizeDim]:this._scrollSize,[this._secondarySizeDim]:null},range:{first:this._first,last:this._last,firstVisible:this._firstVisible,lastVisible:this._lastVisible},childPositions:t};this._scrollError&&(n.scrollError={[this._positionDim]:this._scrollError,[this._secondaryPositionDim]:0},this._scrollError=0),this._hostSink(n)}get _num(){return this._first===-1||this._last===-1?0:this._last-this._first+1}_checkThresholds(){if(this._viewDim1===0&&this._num>0||this._pin!==null)this._scheduleReflow();else{let t=Math.max(0,this._scrollPosition-this._overhang),n=Math.min(this._scrollSize,this._scrollPosition+this._viewDim1+this._overhang);this._physicalMin>t||this._physicalMax<n?this._scheduleReflow():this._updateVisibleIndices({emit:!0})}}_updateVisibleIndices(t){if(this._first===-1||this._last===-1)return;let n=this._first;for(;n<this._last&&Math.round(this._getItemPosition(n)[this._positionDim]+this._getItemSize(n)[this._sizeDim])<=Math.round(this._scrollPosition);)n++;let r=this._last;for(;r>this._first&&Math.round(this._getItemPosition(r)[this._positionDim])>=Math.round(this._scrollPosition+this._viewDim1);)r--;(n!==this._firstVisible||r!==this._lastVisible)&&(this._firstVisible=n,this._lastVisible=r,t&&t.emit&&this._sendVisibilityChangedMessage())}}});var m0={};UM(m0,{FlowLayout:()=>Ys,flow:()=>oE});function p0(e){return e==="horizontal"?"marginLeft":"marginTop"}function aE(e){return e==="horizontal"?"marginRight":"marginBottom"}function lE(e){return e==="horizontal"?"xOffset":"yOffset"}function uE(e,t){let n=[e,t].sort();return n[1]<=0?Math.min(...n):n[0]>=0?Math.max(...n):n[0]+n[1]}var oE,ih,Ys,sh=Ad(()=>{d0();h0();oE=e=>Object.assign({type:Ys},e);ih=class{constructor(){this._childSizeCache=new Sa,this._marginSizeCache=new Sa,this._metricsCache=new Map}update(t,n){let r=new Set;Object.keys(t).forEach(i=>{let s=Number(i);this._metricsCache.set(s,t[s]),this._childSizeCache.set(s,t[s][rh(n)]),r.add(s),r.add(s+1)});for(let i of r){let s=this._metricsCache.get(i)?.[p0(n)]||0,o=this._metricsCache.get(i-1)?.[aE(n)]||0;this._marginSizeCache.set(i,uE(s,o))}}get averageChildSize(){return this._childSizeCache.averageSize}get totalChildSize(){return this._childSizeCache.totalSize}get averageMarginSize(){return this._marginSizeCache.averageSize}get totalMarginSize(){return this._marginSizeCache.totalSize}getLeadingMarginValue(t,n){return this._metricsCache.get(t)?.[p0(n)]||0}getChildSize(t){return this._childSizeCache.getSize(t)}getMarginSize(t){return this._marginSizeCache.getSize(t)}clear(){this._childSizeCache.clear(),this._marginSizeCache.clear(),this._metricsCache.clear()}},Ys=class extends Wu{constructor(){super(...arguments),this._itemSize={width:100,height:100},this._physicalItems=new Map,this._newPhysicalItems=new Map,this._metricsCache=new ih,this._anchorIdx=null,this._anchorPos=null,this._stable=!0,this._measureChildren=!0,this._estimate=!0}get measureChildren(){return this._measureChildren}updateItemSizes(t){this._metricsCache.update(t,this.direction),this._scheduleReflow()}_getPhysicalItem(t){return this._newPhysicalItems.get(t)??this._physicalItems.get(t)}_getSize(t){return this._getPhysicalItem(t)&&this._metricsCache.getChildSize(t)}_getAverageSize(){return this._metricsCache.averageChildSize||this._itemSize[this._sizeDim]}_estimatePosition(t){let n=this._metricsCache;if(this._first===-1||this._last===-1)return n.averageMarginSize+t*(n.averageMarginSize+this._getAverageSize());if(t<this._first){let r=this._first-t;return this._getPhysicalItem(this._first).pos-(n.getMarginSize(this._first-1)||n.averageMarginSize)-(r*n.averageChildSize+(r-1)*n.averageMarginSize)}else{let r=t-this._last;return this._getPhysicalItem(this._last).pos+(n.getChildSize(this._last)||n.averageChildSize)+(n.getMarginSize(this._last)||n.averageMarginSize)+r*(n.averageChildSize+n.averageMarginSize)}}_getPosition(t){let n=this._getPhysicalItem(t),{averageMarginSize:r}=this._metricsCache;return t===0?this._metricsCache.getMarginSize(0)??r:n?n.pos:this._estimatePosition(t)}_calculateAnchor(t,n){return t<=0?0:n>this._scrollSize-this._viewDim1?this.items.length-1:Math.max(0,Math.min(this.items.length-1,Math.floor((t+n)/2/this._delta)))}_getAnchor(t,n){if(this._physicalItems.size===0)return this._calculateAnchor(t,n);if(this._first<0)return this._calculateAnchor(t,n);if(this._last<0)return this._calculateAnchor(t,n);let r=this._getPhysicalItem(this._first),i=this._getPhysicalItem(this._last),s=r.pos;if(i.pos+this._metricsCache.getChildSize(this._last)<t)return this._calculateAnchor(t,n);if(s>n)return this._calculateAnchor(t,n);let l=this._firstVisible-1,u=-1/0;for(;u<t;)u=this._getPhysicalItem(++l).pos+this._metricsCache.getChildSize(l);return l}_getActiveItems(){this._viewDim1===0||this.items.length===0?this._clearItems():this._getItems()}_clearItems(){this._first=-1,this._last=-1,this._physicalMin=0,this._physicalMax=0;let t=this._newPhysicalItems;this._newPhysicalItems=this._physicalItems,this._newPhysicalItems.clear(),this._physicalItems=t,this._stable=!0}_getItems(){let t=this._newPhysicalItems;this._stable=!0;let n,r;if(this.pin!==null){let{index:u}=this.pin;this._anchorIdx=u,this._anchorPos=this._getPosition(u)}if(n=this._scrollPosition-this._overhang,r=this._scrollPosition+this._viewDim1+this._overhang,r<0||n>this._scrollSize){this._clearItems();return}(this._anchorIdx===null||this._anchorPos===null)&&(this._anchorIdx=this._getAnchor(n,r),this._anchorPos=this._getPosition(this._anchorIdx));let i=this._getSize(this._anchorIdx);i===void 0&&(this._stable=!1,i=this._getAverageSize());let s=this._metricsCache.getMarginSize(this._anchorIdx)??this._metricsCache.averageMarginSize,o=this._metricsCache.getMarginSize(this._anchorIdx+1)??this._metricsCache.averageMarginSize;this._anchorIdx===0&&(this._anchorPos=s),this._anchorIdx===this.items.length-1&&(this._anchorPos=this._scrollSize-o-i);let a=0;for(this._anchorPos+i+o<n&&(a=n-(this._anchorPos+i+o)),this._anchorPos-s>r&&(a=r-(this._anchorPos-s)),a&&(this._scrollPosition-=a,n-=a,r-=a,this._scrollError+=a),t.set(this._anchorIdx,{pos:this._anchorPos,size:i}),this._first=this._last=this._anchorIdx,this._physicalMin=this._anchorPos-s,this._physicalMax=this._anchorPos+i+o;this._physicalMin>n&&this._first>0;){let u=this._getSize(--this._first);u===void 0&&(this._stable=!1,u=this._getAverageSize());let c=this._metricsCache.getMarginSize(this._first);c===void 0&&(this._stable=!1,c=this._metricsCache.averageMarginSize),this._physicalMin-=u;let f=this._physicalMin;if(t.set(this._first,{pos:f,size:u}),this._physicalMin-=c,this._stable===!1&&this._estimate===!1)break}for(;this._physicalMax<r&&this._last<this.items.length-1;){let u=this._getSize(++this._last);u===void 0&&(this._stable=!1,u=this._getAverageSize());let c=this._metricsCache.getMarginSize(this._last);c===void 0&&(this._stable=!1,c=this._metricsCache.averageMarginSize);let f=this._physicalMax;if(t.set(this._last,{pos:f,size:u}),this._physicalMax+=u+c,!this._stable&&!this._estimate)break}let l=this._calculateError();l&&(this._physicalMin-=l,this._physicalMax-=l,this._anchorPos-=l,this._scrollPosition-=l,t.forEach(u=>u.pos-=l),this._scrollError+=l),this._stable&&(this._newPhysicalItems=this._physicalItems,this._newPhysicalItems.clear(),this._physicalItems=t)}_calculateError(){return this._first===0?this._physicalMin:this._physicalMin<=0?this._physicalMin-this._first*this._delta:this._last===this.items.length-1?this._physicalMax-this._scrollSize:this._physicalMax>=this._scrollSize?this._physicalMax-this._scrollSize+(this.items.length-1-this._last)*this._delta:0}_reflow(){let{_first:t,_last:n}=this;super._reflow(),(this._first===-1&&this._last==-1||this._first===t&&this._last===n)&&this._resetReflowState()}_resetReflowState(){this._anchorIdx=null,this._anchorPos=null,this._stable=!0}_updateScrollSize(){let{averageMarginSize:t}=this._metricsCache;this._scrollSize=Math.max(1,this.items.length*(t+this._getAverageSize())+t)}get _delta(){let{averageMarginSize:t}=this._metricsCache;return this._getAverageSize()+t}_getItemPosition(t){return{[this._positionDim]:this._getPosition(t),[this._secondaryPositionDim]:0,[lE(this.direction)]:-(this._metricsCache.getLeadingMarginValue(t,this.direction)??this._metricsCache.averageMarginSize)}}_getItemSize(t){return{[this._sizeDim]:this._getSize(t)||this._getAverageSize(),[this._secondarySizeDim]:this._itemSize[this._secondarySizeDim]}}_viewDim2Changed(){this._metricsCache.clear(),this._scheduleReflow()}}});var pu=globalThis,mu=pu.ShadowRoot&&(pu.ShadyCSS===void 0||pu.ShadyCSS.nativeShadow)&&"adoptedStyleSheets"in Document.prototype&&"replace"in CSSStyleSheet.prototype,Pd=Symbol(),Qy=new WeakMap,ca=class{constructor(t,n,r){if(this._$cssResult$=!0,r!==Pd)throw Error("CSSResult is not constructable. Use `unsafeCSS` or `css` instead.");this.cssText=t,this.t=n}get styleSheet(){let t=this.o,n=this.t;if(mu&&t===void 0){let r=n!==void 0&&n.length===1;r&&(t=Qy.get(n)),t===void 0&&((this.o=t=new CSSStyleSheet).replaceSync(this.cssText),r&&Qy.set(n,t))}return t}toString(){return this.cssText}},je=e=>new ca(typeof e=="string"?e:e+"",void 0,Pd),F=(e,...t)=>{let n=e.length===1?e[0]:t.reduce((r,i,s)=>r+(o=>{if(o._$cssResult$===!0)return o.cssText;if(typeof o=="number")return o;throw Error("Value passed to 'css' function must be a 'css' function result: "+o+". Use 'unsafeCSS' to pass non-literal values, but take care to ensure page security.")})(i)+e[s+1],e[0]);return new ca(n,e,Pd)},ev=(e,t)=>{if(mu)e.adoptedStyleSheets=t.map(n=>n instanceof CSSStyleSheet?n:n.styleSheet);else for(let n of t){let r=document.createElement("style"),i=pu.litNonce;i!==void 0&&r.setAttribute("nonce",i),r.textContent=n.cssText,e.appendChild(r)}},Dd=mu?e=>e:e=>e instanceof CSSStyleSheet?(t=>{let n="";for(let r of t.cssRules)n+=r.cssText;return je(n)})(e):e;var{is:jM,defineProperty:GM,getOwnPropertyDescriptor:WM,getOwnPropertyNames:YM,getOwnPropertySymbols:XM,getPrototypeOf:JM}=Object,gu=globalThis,tv=gu.trustedTypes,ZM=tv?tv.emptyScript:"",QM=gu.reactiveElementPolyfillSupport,fa=(e,t)=>e,da={toAttribute(e,t){switch(t){case Boolean:e=e?ZM:null;break;case Object:case Array:e=e==null?e:JSON.stringify(e)}return e},fromAttribute(e,t){let n=e;switch(t){case Boolean:n=e!==null;break;case Number:n=e===null?null:Number(e);break;case Object:case Array:try{n=JSON.parse(e)}catch{n=null}}return n}},bu=(e,t)=>!jM(e,t),nv={attribute:!0,type:String,converter:da,reflect:!1,useDefault:!1,hasChanged:bu};Symbol.metadata??=Symbol("metadata"),gu.litPropertyMetadata??=new WeakMap;var mr=class extends HTMLElement{static addInitializer(t){this._$Ei(),(this.l??=[]).push(t)}static get observedAttributes(){return this.finalize(),this._$Eh&&[...this._$Eh.keys()]}static createProperty(t,n=nv){if(n.state&&(n.attribute=!1),this._$Ei(),this.prototype.hasOwnProperty(t)&&((n=Object.create(n)).wrapped=!0),this.elementProperties.set(t,n),!n.noAccessor){let r=Symbol(),i=this.getPropertyDescriptor(t,r,n);i!==void 0&&GM(this.prototype,t,i)}}static getPropertyDescriptor(t,n,r){let{get:i,set:s}=WM(this.prototype,t)??{get(){return this[n]},set(o){this[n]=o}};return{get:i,set(o){let a=i?.call(this);s?.call(this,o),this.requestUpdate(t,a,r)},configurable:!0,enumerable:!0}}static getPropertyOptions(t){return this.elementProperties.get(t)??nv}static _$Ei(){if(this.hasOwnProperty(fa("elementProperties")))return;let t=JM(this);t.finalize(),t.l!==void 0&&(this.l=[...t.l]),this.elementProperties=new Map(t.elementProperties)}static finalize(){if(this.hasOwnProperty(fa("finalized")))return;if(this.finalized=!0,this._$Ei(),this.hasOwnProperty(fa("properties"))){let n=this.properties,r=[...YM(n),...XM(n)];for(let i of r)this.createProperty(i,n[i])}let t=this[Symbol.metadata];if(t!==null){let n=litPropertyMetadata.get(t);if(n!==void 0)for(let[r,i]of n)this.elementProperties.set(r,i)}this._$Eh=new Map;for(let[n,r]of this.elementProperties){let i=this._$Eu(n,r);i!==void 0&&this._$Eh.set(i,n)}this.elementStyles=this.finalizeStyles(this.styles)}static finalizeStyles(t){let n=[];if(Array.isArray(t)){let r=new Set(t.flat(1/0).reverse());for(let i of r)n.unshift(Dd(i))}else t!==void 0&&n.push(Dd(t));return n}static _$Eu(t,n){let r=n.attribute;return r===!1?void 0:typeof r=="string"?r:typeof t=="string"?t.toLowerCase():void 0}constructor(){super(),this._$Ep=void 0,this.isUpdatePending=!1,this.hasUpdated=!1,this._$Em=null,this._$Ev()}_$Ev(){this._$ES=new Promise(t=>this.enableUpdating=t),this._$AL=new Map,this._$E_(),this.requestUpdate(),this.constructor.l?.forEach(t=>t(this))}addController(t){(this._$EO??=new Set).add(t),this.renderRoot!==void 0&&this.isConnected&&t.hostConnected?.()}removeController(t){this._$EO?.delete(t)}_$E_(){let t=new Map,n=this.constructor.elementProperties;for(let r of n.keys())this.hasOwnProperty(r)&&(t.set(r,this[r]),delete this[r]);t.size>0&&(this._$Ep=t)}createRenderRoot(){let t=this.shadowRoot??this.attachShadow(this.constructor.shadowRootOptions);return ev(t,this.constructor.elementStyles),t}connectedCallback(){this.renderRoot??=this.createRenderRoot(),this.enableUpdating(!0),this._$EO?.forEach(t=>t.hostConnected?.())}enableUpdating(t){}disconnectedCallback(){this._$EO?.forEach(t=>t.hostDisconnected?.())}attributeChangedCallback(t,n,r){this._$AK(t,r)}_$ET(t,n){let r=this.constructor.elementProperties.get(t),i=this.constructor._$Eu(t,r);if(i!==void 0&&r.reflect===!0){let s=(r.converter?.toAttribute!==void 0?r.converter:da).toAttribute(n,r.type);this._$Em=t,s==null?this.removeAttribute(i):this.setAttribute(i,s),this._$Em=null}}_$AK(t,n){let r=this.constructor,i=r._$Eh.get(t);if(i!==void 0&&this._$Em!==i){let s=r.getPropertyOptions(i),o=typeof s.converter=="function"?{fromAttribute:s.converter}:s.converter?.fromAttribute!==void 0?s.converter:da;this._$Em=i;let a=o.fromAttribute(n,s.type);this[i]=a??this._$Ej?.get(i)??a,this._$Em=null}}requestUpdate(t,n,r,i=!1,s){if(t!==void 0){let o=this.constructor;if(i===!1&&(s=this[t]),r??=o.getPropertyOptions(t),!((r.hasChanged??bu)(s,n)||r.useDefault&&r.reflect&&s===this._$Ej?.get(t)&&!this.hasAttribute(o._$Eu(t,r))))return;this.C(t,n,r)}this.isUpdatePending===!1&&(this._$ES=this._$EP())}C(t,n,{useDefault:r,reflect:i,wrapped:s},o){r&&!(this._$Ej??=new Map).has(t)&&(this._$Ej.set(t,o??n??this[t]),s!==!0||o!==void 0)||(this._$AL.has(t)||(this.hasUpdated||r||(n=void 0),this._$AL.set(t,n)),i===!0&&this._$Em!==t&&(this._$Eq??=new Set).add(t))}async _$EP(){this.isUpdatePending=!0;try{await this._$ES}catch(n){Promise.reject(n)}let t=this.scheduleUpdate();return t!=null&&await t,!this.isUpdatePending}scheduleUpdate(){return this.performUpdate()}performUpdate(){if(!this.isUpdatePending)return;if(!this.hasUpdated){if(this.renderRoot??=this.createRenderRoot(),this._$Ep){for(let[i,s]of this._$Ep)this[i]=s;this._$Ep=void 0}let r=this.constructor.elementProperties;if(r.size>0)for(let[i,s]of r){let{wrapped:o}=s,a=this[i];o!==!0||this._$AL.has(i)||a===void 0||this.C(i,void 0,s,a)}}let t=!1,n=this._$AL;try{t=this.shouldUpdate(n),t?(this.willUpdate(n),this._$EO?.forEach(r=>r.hostUpdate?.()),this.update(n)):this._$EM()}catch(r){throw t=!1,this._$EM(),r}t&&this._$AE(n)}willUpdate(t){}_$AE(t){this._$EO?.forEach(n=>n.hostUpdated?.()),this.hasUpdated||(this.hasUpdated=!0,this.firstUpdated(t)),this.updated(t)}_$EM(){this._$AL=new Map,this.isUpdatePending=!1}get updateComplete(){return this.getUpdateComplete()}getUpdateComplete(){return this._$ES}shouldUpdate(t){return!0}update(t){this._$Eq&&=this._$Eq.forEach(n=>this._$ET(n,this[n])),this._$EM()}updated(t){}firstUpdated(t){}};mr.elementStyles=[],mr.shadowRootOptions={mode:"open"},mr[fa("elementProperties")]=new Map,mr[fa("finalized")]=new Map,QM?.({ReactiveElement:mr}),(gu.reactiveElementVersions??=[]).push("2.1.2");var Nd=globalThis,rv=e=>e,yu=Nd.trustedTypes,iv=yu?yu.createPolicy("lit-html",{createHTML:e=>e}):void 0,Od="$lit$",gr=`lit$${Math.random().toFixed(9).slice(2)}$`,Id="?"+gr,eR=`<${Id}>`,Ai=document,pa=()=>Ai.createComment(""),ma=e=>e===null||typeof e!="object"&&typeof e!="function",zd=Array.isArray,cv=e=>zd(e)||typeof e?.[Symbol.iterator]=="function",Ld=`[ 	
\f\r]`,ha=/<(?:(!--|\/[^a-zA-Z])|(\/?[a-zA-Z][^>\s]*)|(\/?$))/g,sv=/-->/g,ov=/>/g,Ri=RegExp(`>|${Ld}(?:([^\\s"'>=/]+)(${Ld}*=${Ld}*(?:[^ 	
\f\r"'\`<>=]|("|')|))|$)`,"g"),av=/'/g,lv=/"/g,fv=/^(?:script|style|textarea|title)$/i,Bd=e=>(t,...n)=>({_$litType$:e,strings:t,values:n}),m=Bd(1),D9=Bd(2),L9=Bd(3),xn=Symbol.for("lit-noChange"),_=Symbol.for("lit-nothing"),uv=new WeakMap,Ei=Ai.createTreeWalker(Ai,129);function dv(e,t){if(!zd(e)||!e.hasOwnProperty("raw"))throw Error("invalid template strings array");return iv!==void 0?iv.createHTML(t):t}var hv=(e,t)=>{let n=e.length-1,r=[],i,s=t===2?"<svg>":t===3?"<math>":"",o=ha;for(let a=0;a<n;a++){let l=e[a],u,c,f=-1,d=0;for(;d<l.length&&(o.lastIndex=d,c=o.exec(l),c!==null);)d=o.lastIndex,o===ha?c[1]==="!--"?o=sv:c[1]!==void 0?o=ov:c[2]!==void 0?(fv.test(c[2])&&(i=RegExp("</"+c[2],"g")),o=Ri):c[3]!==void 0&&(o=Ri):o===Ri?c[0]===">"?(o=i??ha,f=-1):c[1]===void 0?f=-2:(f=o.lastIndex-c[2].length,u=c[1],o=c[3]===void 0?Ri:c[3]==='"'?lv:av):o===lv||o===av?o=Ri:o===sv||o===ov?o=ha:(o=Ri,i=void 0);let h=o===Ri&&e[a+1].startsWith("/>")?" ":"";s+=o===ha?l+eR:f>=0?(r.push(u),l.slice(0,f)+Od+l.slice(f)+gr+h):l+gr+(f===-2?a:h)}return[dv(e,s+(e[n]||"<?>")+(t===2?"</svg>":t===3?"</math>":"")),r]},ga=class e{constructor({strings:t,_$litType$:n},r){let i;this.parts=[];let s=0,o=0,a=t.length-1,l=this.parts,[u,c]=hv(t,n);if(this.el=e.createElement(u,r),Ei.currentNode=this.el.content,n===2||n===3){let f=this.el.content.firstChild;f.replaceWith(...f.childNodes)}for(;(i=Ei.nextNode())!==null&&l.length<a;){if(i.nodeType===1){if(i.hasAttributes())for(let f of i.getAttributeNames())if(f.endsWith(Od)){let d=c[o++],h=i.getAttribute(f).split(gr),p=/([.?@])?(.*)/.exec(d);l.push({type:1,index:s,name:p[2],strings:h,ctor:p[1]==="."?wu:p[1]==="?"?xu:p[1]==="@"?_u:Di}),i.removeAttribute(f)}else f.startsWith(gr)&&(l.push({type:6,index:s}),i.removeAttribute(f));if(fv.test(i.tagName)){let f=i.textContent.split(gr),d=f.length-1;if(d>0){i.textContent=yu?yu.emptyScript:"";for(let h=0;h<d;h++)i.append(f[h],pa()),Ei.nextNode(),l.push({type:2,index:++s});i.append(f[d],pa())}}}else if(i.nodeType===8)if(i.data===Id)l.push({type:2,index:s});else{let f=-1;for(;(f=i.data.indexOf(gr,f+1))!==-1;)l.push({type:7,index:s}),f+=gr.length-1}s++}}static createElement(t,n){let r=Ai.createElement("template");return r.innerHTML=t,r}};function Pi(e,t,n=e,r){if(t===xn)return t;let i=r!==void 0?n._$Co?.[r]:n._$Cl,s=ma(t)?void 0:t._$litDirective$;return i?.constructor!==s&&(i?._$AO?.(!1),s===void 0?i=void 0:(i=new s(e),i._$AT(e,n,r)),r!==void 0?(n._$Co??=[])[r]=i:n._$Cl=i),i!==void 0&&(t=Pi(e,i._$AS(e,t.values),i,r)),t}var vu=class{constructor(t,n){this._$AV=[],this._$AN=void 0,this._$AD=t,this._$AM=n}get parentNode(){return this._$AM.parentNode}get _$AU(){return this._$AM._$AU}u(t){let{el:{content:n},parts:r}=this._$AD,i=(t?.creationScope??Ai).importNode(n,!0);Ei.currentNode=i;let s=Ei.nextNode(),o=0,a=0,l=r[0];for(;l!==void 0;){if(o===l.index){let u;l.type===2?u=new Ps(s,s.nextSibling,this,t):l.type===1?u=new l.ctor(s,l.name,l.strings,this,t):l.type===6&&(u=new $u(s,this,t)),this._$AV.push(u),l=r[++a]}o!==l?.index&&(s=Ei.nextNode(),o++)}return Ei.currentNode=Ai,i}p(t){let n=0;for(let r of this._$AV)r!==void 0&&(r.strings!==void 0?(r._$AI(t,r,n),n+=r.strings.length-2):r._$AI(t[n])),n++}},Ps=class e{get _$AU(){return this._$AM?._$AU??this._$Cv}constructor(t,n,r,i){this.type=2,this._$AH=_,this._$AN=void 0,this._$AA=t,this._$AB=n,this._$AM=r,this.options=i,this._$Cv=i?.isConnected??!0}get parentNode(){let t=this._$AA.parentNode,n=this._$AM;return n!==void 0&&t?.nodeType===11&&(t=n.parentNode),t}get startNode(){return this._$AA}get endNode(){return this._$AB}_$AI(t,n=this){t=Pi(this,t,n),ma(t)?t===_||t==null||t===""?(this._$AH!==_&&this._$AR(),this._$AH=_):t!==this._$AH&&t!==xn&&this._(t):t._$litType$!==void 0?this.$(t):t.nodeType!==void 0?this.T(t):cv(t)?this.k(t):this._(t)}O(t){return this._$AA.parentNode.insertBefore(t,this._$AB)}T(t){this._$AH!==t&&(this._$AR(),this._$AH=this.O(t))}_(t){this._$AH!==_&&ma(this._$AH)?this._$AA.nextSibling.data=t:this.T(Ai.createTextNode(t)),this._$AH=t}$(t){let{values:n,_$litType$:r}=t,i=typeof r=="number"?this._$AC(t):(r.el===void 0&&(r.el=ga.createElement(dv(r.h,r.h[0]),this.options)),r);if(this._$AH?._$AD===i)this._$AH.p(n);else{let s=new vu(i,this),o=s.u(this.options);s.p(n),this.T(o),this._$AH=s}}_$AC(t){let n=uv.get(t.strings);return n===void 0&&uv.set(t.strings,n=new ga(t)),n}k(t){zd(this._$AH)||(this._$AH=[],this._$AR());let n=this._$AH,r,i=0;for(let s of t)i===n.length?n.push(r=new e(this.O(pa()),this.O(pa()),this,this.options)):r=n[i],r._$AI(s),i++;i<n.length&&(this._$AR(r&&r._$AB.nextSibling,i),n.length=i)}_$AR(t=this._$AA.nextSibling,n){for(this._$AP?.(!1,!0,n);t!==this._$AB;){let r=rv(t).nextSibling;rv(t).remove(),t=r}}setConnected(t){this._$AM===void 0&&(this._$Cv=t,this._$AP?.(t))}},Di=class{get tagName(){return this.element.tagName}get _$AU(){return this._$AM._$AU}constructor(t,n,r,i,s){this.type=1,this._$AH=_,this._$AN=void 0,this.element=t,this.name=n,this._$AM=i,this.options=s,r.length>2||r[0]!==""||r[1]!==""?(this._$AH=Array(r.length-1).fill(new String),this.strings=r):this._$AH=_}_$AI(t,n=this,r,i){let s=this.strings,o=!1;if(s===void 0)t=Pi(this,t,n,0),o=!ma(t)||t!==this._$AH&&t!==xn,o&&(this._$AH=t);else{let a=t,l,u;for(t=s[0],l=0;l<s.length-1;l++)u=Pi(this,a[r+l],n,l),u===xn&&(u=this._$AH[l]),o||=!ma(u)||u!==this._$AH[l],u===_?t=_:t!==_&&(t+=(u??"")+s[l+1]),this._$AH[l]=u}o&&!i&&this.j(t)}j(t){t===_?this.element.removeAttribute(this.name):this.element.setAttribute(this.name,t??"")}},wu=class extends Di{constructor(){super(...arguments),this.type=3}j(t){this.element[this.name]=t===_?void 0:t}},xu=class extends Di{constructor(){super(...arguments),this.type=4}j(t){this.element.toggleAttribute(this.name,!!t&&t!==_)}},_u=class extends Di{constructor(t,n,r,i,s){super(t,n,r,i,s),this.type=5}_$AI(t,n=this){if((t=Pi(this,t,n,0)??_)===xn)return;let r=this._$AH,i=t===_&&r!==_||t.capture!==r.capture||t.once!==r.once||t.passive!==r.passive,s=t!==_&&(r===_||i);i&&this.element.removeEventListener(this.name,this,r),s&&this.element.addEventListener(this.name,this,t),this._$AH=t}handleEvent(t){typeof this._$AH=="function"?this._$AH.call(this.options?.host??this.element,t):this._$AH.handleEvent(t)}},$u=class{constructor(t,n,r){this.element=t,this.type=6,this._$AN=void 0,this._$AM=n,this.options=r}get _$AU(){return this._$AM._$AU}_$AI(t){Pi(this,t)}},pv={M:Od,P:gr,A:Id,C:1,L:hv,R:vu,D:cv,V:Pi,I:Ps,H:Di,N:xu,U:_u,B:wu,F:$u},tR=Nd.litHtmlPolyfillSupport;tR?.(ga,Ps),(Nd.litHtmlVersions??=[]).push("3.3.3");var mv=(e,t,n)=>{let r=n?.renderBefore??t,i=r._$litPart$;if(i===void 0){let s=n?.renderBefore??null;r._$litPart$=i=new Ps(t.insertBefore(pa(),s),s,void 0,n??{})}return i._$AI(e),i};var Fd=globalThis,j=class extends mr{constructor(){super(...arguments),this.renderOptions={host:this},this._$Do=void 0}createRenderRoot(){let t=super.createRenderRoot();return this.renderOptions.renderBefore??=t.firstChild,t}update(t){let n=this.render();this.hasUpdated||(this.renderOptions.isConnected=this.isConnected),super.update(t),this._$Do=mv(n,this.renderRoot,this.renderOptions)}connectedCallback(){super.connectedCallback(),this._$Do?.setConnected(!0)}disconnectedCallback(){super.disconnectedCallback(),this._$Do?.setConnected(!1)}render(){return xn}};j._$litElement$=!0,j.finalized=!0,Fd.litElementHydrateSupport?.({LitElement:j});var nR=Fd.litElementPolyfillSupport;nR?.({LitElement:j});(Fd.litElementVersions??=[]).push("4.2.2");var gv=["label","count","count_a","count_b","value_a","value_b","gap","bound","p_value"],Su=["value_a","value_b","gap"],bv=["label","count","count_a","count_b","value_a","value_b","gap","lower","upper","p_value","bound","significant","insufficient"],Rt=["negligible","small","medium","large"],ba=[.1,.3,.5],yv=["class","n","cramers_v","band","accuracy","worst_group","worst_group_accuracy","gap","lower","upper","p_value","significant"],Ds=["worsened","improved","unchanged","undetermined"],vv=["key","value_a","value_b","bias_a","lower_a","upper_a","bias_b","lower_b","upper_b","change","lower","upper","p_value","verdict","rank_a","rank_b","movement","presence"];var br=class extends Error{constructor(n,r,i){super(n);this.status=r;this.url=i;this.name="ApiError"}},rR="fairness:associations-response",iR="fairness:skew-response";function Xt(e){let t=new URLSearchParams;for(let[n,r]of Object.entries(e))r!==null&&t.set(n,String(r));return t.toString()}function Li(e,t=""){return t?`${e}/${t}`:e}function sR(e,t){return Li(e)+"?"+Xt({run:t.run,tag:t.tag,step:t.step,metric:t.metric,a:t.a,b:t.b,level:t.level??null,fdr:t.fdr??null,min_count:t.min_count??null,rank_by:t.rank_by??null})}function oR(e,t){return Li(e)+"?"+Xt({run:t.run,tag:t.tag,step:t.step,mev:t.mev,level:t.level??null,fdr:t.fdr??null})}function aR(e,t){return Li(e,"class")+"?"+Xt({run:t.run,tag:t.tag,step:t.step,class_name:t.class,mev:t.mev,k:t.k,limit:t.limit})}function wv(e,t){return Li(e)+"?"+Xt({run:t.run,tag:t.tag,step:t.step,metric:t.metric,grouping:t.grouping,min_count:t.min_count,fdr:t.fdr??null})}function lR(e,t){let n=t.a!==null&&t.b!==null;return Li(e,"disparity")+"?"+Xt({run:t.run,tag:t.tag,step:t.step,metric:t.metric,a:n?t.a:null,b:n?t.b:null,grouping:n?null:t.grouping,min_count:t.min_count,fdr:t.fdr??null})}function Hd(e,t){return Li(e)+"?"+Xt({run:t.run,tag:t.tag,step:t.step,by:t.by??null,fdr:t.fdr??null})}function kv(e){return"diff?"+Xt({...e.options,tag:e.tag,run:e.run,step:e.step,vs_run:e.vs_run,vs_step:e.vs_step})}function uR(e){return kv(e)+"&format=csv"}function cR(e){let t=new URLSearchParams(Xt({...e.options,tag:e.tag}));for(let n of e.runs)t.append("run",n);return"trend?"+t.toString()}function fR(e){return"row?"+Xt({...e.options,tag:e.tag,run:e.run,step:e.step,key:e.key})}function dR(e,t="csv"){return"table?"+Xt({run:e.run,tag:e.tag,step:e.step,format:t,table:e.table,...e.options})}function O(e,t){throw new br(`malformed response from ${e.split("?")[0]}: ${t}`,null,e)}function te(e){return typeof e=="object"&&e!==null&&!Array.isArray(e)}function hR(e,t="view route"){te(e)||O(t,"not an object");let n=e.rows;(typeof n!="number"||!Number.isInteger(n)||n<0)&&O(t,"`rows` is not a count"),(!te(e.columns)||!te(e.states))&&O(t,"no `columns` or `states`");let r=e.columns,i=e.states;for(let s of bv){let o=r[s];(!Array.isArray(o)||o.length!==n)&&O(t,`column \`${s}\` does not have ${n} rows`)}for(let s of Su){let o=i[s];(!Array.isArray(o)||o.length!==n)&&O(t,`states \`${s}\` does not have ${n} rows`)}return(!Array.isArray(e.identities)||!Array.isArray(e.metrics))&&O(t,"no `identities` or `metrics`"),e}function pR(e,t="view route"){te(e)||O(t,"not an object");let n=e.rows;(typeof n!="number"||!Number.isInteger(n)||n<0)&&O(t,"`rows` is not a count"),te(e.model)||O(t,"no `model`"),(!te(e.columns)||!te(e.states))&&O(t,"no `columns` or `states`");let r=e.columns;for(let s of yv){let o=r[s];(!Array.isArray(o)||o.length!==n)&&O(t,`column \`${s}\` does not have ${n} rows`)}let i=e.states.cramers_v;return(!Array.isArray(i)||i.length!==n)&&O(t,`states \`cramers_v\` does not have ${n} rows`),Array.isArray(e.groups)||O(t,"no `groups`"),te(e.reasons)||O(t,"no `reasons`"),e}function mR(e,t="view route"){te(e)||O(t,"not an object");let{groups:n,labels:r}=e;(!Array.isArray(n)||!Array.isArray(r))&&O(t,"no `groups` or `labels`");for(let i of["group_n","group_accuracy","other","counts"]){let s=e[i];(!Array.isArray(s)||s.length!==n.length)&&O(t,`\`${i}\` does not have one entry per group`)}for(let i of["correct","kept"]){let s=e[i];(!Array.isArray(s)||s.length!==r.length)&&O(t,`\`${i}\` does not have one entry per label`)}for(let i of e.counts)(!Array.isArray(i)||i.length!==r.length)&&O(t,"`counts` rows do not have one entry per label");return Array.isArray(e.mistakes)||O(t,"no `mistakes`"),e}function ku(e,t,n,r,i){for(let s of n){let o=t[s];(!Array.isArray(o)||o.length!==r)&&O(e,`\`${s}\` does not have one row per class`);for(let a of o)(!Array.isArray(a)||a.length!==i)&&O(e,`\`${s}\` rows do not have one entry per group`)}}function gR(e,t="view route"){te(e)||O(t,"not an object");let{classes:n,groups:r}=e;return(!Array.isArray(n)||!Array.isArray(r))&&O(t,"no `classes` or `groups`"),ku(t,e,["value","lower","upper","n","state"],n.length,r.length),e.p_value!==void 0&&ku(t,e,["p_value","significant"],n.length,r.length),(!Array.isArray(e.groupings)||!Array.isArray(e.macro))&&O(t,"no `groupings` or `macro`"),te(e.reasons)||O(t,"no `reasons`"),e}function bR(e,t="view route"){te(e)||O(t,"not an object");let{classes:n,groups:r,thresholds:i}=e;return(!Array.isArray(n)||!Array.isArray(r)||!Array.isArray(i))&&O(t,"no `classes`, `groups` or `thresholds`"),ku(t,e,["mar","mar_lower","mar_upper","n","state","ar","ar_lower","ar_upper"],n.length,r.length),e.p_value!==void 0&&ku(t,e,["p_value","significant"],n.length,r.length),Array.isArray(e.groupings)||O(t,"no `groupings`"),te(e.reasons)||O(t,"no `reasons`"),e}function Tu(e,t,n,r,i){for(let s of n){let o=t[s];(!Array.isArray(o)||o.length!==r)&&O(e,`\`${s}\` does not have one entry per ${i}`)}}function yR(e,t="view route"){te(e)||O(t,"not an object");let{groups:n,types:r,thresholds:i}=e;(!Array.isArray(n)||!Array.isArray(r)||!Array.isArray(i))&&O(t,"no `groups`, `types` or `thresholds`"),Tu(t,e,["group_counts","hits","hit_rate","lower","upper"],n.length,"group");for(let s of["hit_rate","lower","upper"])for(let o of e[s]){(!Array.isArray(o)||o.length!==r.length)&&O(t,`\`${s}\` rows do not have one entry per type`);for(let a of o)(!Array.isArray(a)||a.length!==i.length)&&O(t,`\`${s}\` does not have one entry per threshold`)}(!Array.isArray(e.labels)||!Array.isArray(e.harmful_types))&&O(t,"no `labels` or `harmful_types`");for(let s of e.labels)(!te(s)||typeof s.label!="string"||!Array.isArray(s.rate)||!Array.isArray(s.gap))&&O(t,"a malformed `labels` entry"),(s.rate.length!==n.length||s.gap.length!==n.length)&&O(t,"`labels` rates do not have one entry per group");return e}function vR(e,t="view route"){te(e)||O(t,"not an object");let{groups:n}=e;return Array.isArray(n)||O(t,"no `groups`"),Tu(t,e,["households","images","score","lower","upper","image_rate"],n.length,"group"),e.p_value!==void 0&&Tu(t,e,["p_value","significant"],n.length,"group"),Array.isArray(e.groupings)||O(t,"no `groupings`"),e}function wR(e,t="view route"){te(e)||O(t,"not an object");let{groups:n,ks:r}=e;(!Array.isArray(n)||!Array.isArray(r))&&O(t,"no `groups` or `ks`");let i=e.p_value!==void 0;Tu(t,e,["queries","precision","lower","upper",...i?["p_value","significant"]:[]],n.length,"group");for(let s of["precision","lower","upper",...i?["p_value","significant"]:[]])for(let o of e[s])(!Array.isArray(o)||o.length!==r.length)&&O(t,`\`${s}\` rows do not have one entry per K`);return e}var xR=["class","n_a","n_b","value_a","value_b","gap","lower","upper","p_value","significant"];function _R(e,t="view route"){te(e)||O(t,"not an object");let n=e.rows;(typeof n!="number"||!Number.isInteger(n)||n<0)&&O(t,"`rows` is not a count"),(!te(e.columns)||!te(e.states))&&O(t,"no `columns` or `states`");let r=e.columns;for(let s of xR){let o=r[s];(!Array.isArray(o)||o.length!==n)&&O(t,`column \`${s}\` does not have ${n} rows`)}let i=e.states.gap;return(!Array.isArray(i)||i.length!==n)&&O(t,`states \`gap\` does not have ${n} rows`),e}var xv=new Set(Ds),$R=["improved","worsened","unchanged","undetermined","only_in_a","only_in_b"];function SR(e){return typeof e=="number"&&Number.isInteger(e)&&e>=0}function _v(e,t,n){t!==null&&(!te(t)||typeof t.key!="string"||typeof t.change!="number")&&O(e,`\`summary.${n}\` is malformed`)}function kR(e,t="diff"){te(e)||O(t,"not an object");let n=e.rows;(typeof n!="number"||!Number.isInteger(n)||n<0)&&O(t,"`rows` is not a count"),te(e.columns)||O(t,"no `columns`");let r=e.columns;"delta"in r&&!("change"in r)&&O(t,"the old comparison (a signed `delta`, no bias or verdicts): the server is older than this page, restart TensorBoard");for(let s of vv){let o=r[s];(!Array.isArray(o)||o.length!==n)&&O(t,`column \`${s}\` does not have ${n} rows`)}for(let s of r.verdict)xv.has(s)||O(t,`unknown verdict ${JSON.stringify(s)}`);(!te(e.a)||!te(e.b))&&O(t,"no `a` or `b`"),(typeof e.value!="string"||typeof e.bias!="string"||typeof e.key!="string")&&O(t,"no `value`, `bias` or `key`"),(typeof e.level!="number"||typeof e.fdr!="number")&&O(t,"no `level` or `fdr`");let i=e.summary;te(i)||O(t,"no `summary`");for(let s of $R)SR(i[s])||O(t,`\`summary.${s}\` is not a count`);_v(t,i.largest_regression,"largest_regression"),_v(t,i.largest_improvement,"largest_improvement"),Array.isArray(e.headlines)||O(t,"no `headlines`");for(let s of e.headlines)(!te(s)||typeof s.name!="string"||typeof s.title!="string"||typeof s.format!="string")&&O(t,"a malformed headline"),s.verdict!==null&&!xv.has(s.verdict)&&O(t,`headline \`${s.name}\`: unknown verdict ${JSON.stringify(s.verdict)}`);return e}function TR(e){return e===null||typeof e=="number"}function $v(e,t,n){(!te(t)||typeof t.step!="number"||typeof t.present!="boolean")&&O(e,`a malformed \`${n}\` entry`);for(let r of["value","bias","lower","upper"])TR(t[r])||O(e,`\`${n}\`: \`${r}\` is not a number or null`)}function CR(e,t="row"){te(e)||O(t,"not an object"),(typeof e.key!="string"||typeof e.run!="string"||typeof e.step!="number")&&O(t,"no `key`, `run` or `step`"),(typeof e.value!="string"||typeof e.bias!="string"||typeof e.level!="number")&&O(t,"no `value`, `bias` or `level`");let n=e.detail;(!te(n)||!Array.isArray(n.columns)||!Array.isArray(n.rows))&&O(t,"no `detail` table"),n.columns.every(r=>typeof r=="string")||O(t,"`detail.columns` are not names"),n.rows.every(r=>te(r))||O(t,"a `detail.rows` entry is not an object"),n.head!==void 0&&!te(n.head)&&O(t,"`detail.head` is not an object"),(!Array.isArray(e.runs)||!Array.isArray(e.steps))&&O(t,"no `runs` or `steps`");for(let r of e.runs)$v(t,r,"runs"),typeof r.run!="string"&&O(t,"a `runs` entry without a run");for(let r of e.steps)$v(t,r,"steps");return e}function MR(e,t="trend"){te(e)||O(t,"not an object"),(!Array.isArray(e.names)||!Array.isArray(e.series))&&O(t,"no `names` or `series`");for(let n of e.series){(!te(n)||typeof n.run!="string"||!Array.isArray(n.points))&&O(t,"a malformed `series` entry");for(let r of n.points)(!te(r)||typeof r.step!="number"||!te(r.values))&&O(t,"a malformed point")}return e}function RR(e,t){return(!te(e)||!te(e.runs))&&O(t,"no `runs`"),e}function ER(e,t){return(!te(e)||!Array.isArray(e.steps))&&O(t,"no `steps`"),e}function Vd(e,t=()=>!0){return Array.isArray(e)&&e.every(n=>te(n)&&typeof n.name=="string"&&t(n))}function AR(e,t="kinds"){(!te(e)||!Array.isArray(e.kinds))&&O(t,"no `kinds`");for(let n of e.kinds)(!te(n)||typeof n.name!="string")&&O(t,"a kind without a name"),Vd(n.options)||O(t,`kind \`${n.name}\`: malformed \`options\``),Vd(n.tables,r=>typeof r.title=="string"&&Array.isArray(r.columns))||O(t,`kind \`${n.name}\`: malformed \`tables\``),Vd(n.headlines,r=>typeof r.title=="string")||O(t,`kind \`${n.name}\`: malformed \`headlines\``),(!Array.isArray(n.views)||!n.views.every(r=>typeof r=="string"))&&O(t,`kind \`${n.name}\`: malformed \`views\``);return e}function Sv(e,t="table"){let n=e.split(/\r?\n/,1)[0];return(n===""||/^\s*[[{<]/.test(n))&&O(t,"not a CSV table"),e}var Jt=class{constructor(t){this.fetchFn=t??((n,r)=>globalThis.fetch(n,r))}async get(t,n){let r;try{r=await this.fetchFn(t,{signal:n})}catch(i){throw n?.aborted?i:new br(`cannot reach TensorBoard (${i instanceof Error?i.message:String(i)})`,null,t)}if(!r.ok){let i="";try{i=(await r.text()).trim()}catch{}throw new br(i||`${r.status} ${r.statusText}`.trim(),r.status,t)}return r}async getJson(t,n,r){let i=await this.get(t,n);r&&typeof performance<"u"&&performance.mark&&performance.mark(r);try{return await i.json()}catch(s){throw n?.aborted?s:new br(`malformed response from ${t.split("?")[0]}: not JSON`,i.status,t)}}async getText(t,n){let r=await this.get(t,n);try{return await r.text()}catch(i){throw n?.aborted?i:new br(`malformed response from ${t.split("?")[0]}: unreadable`,r.status,t)}}async tags(t){let n="tags";return RR(await this.getJson(n,t),n)}async kinds(t){let n="kinds";return AR(await this.getJson(n,t),n)}async steps(t,n,r){let i="steps?"+Xt({run:t,tag:n});return ER(await this.getJson(i,r),i)}async associations(t,n,r){let i=sR(t,n);return hR(await this.getJson(i,r,rR),i)}async skew(t,n,r){let i=oR(t,n);return pR(await this.getJson(i,r,iR),i)}async skewClass(t,n,r){let i=aR(t,n);return mR(await this.getJson(i,r),i)}async groups(t,n,r){let i=wv(t,n);return gR(await this.getJson(i,r),i)}async detection(t,n,r){let i=wv(t,n);return bR(await this.getJson(i,r),i)}async disparity(t,n,r){let i=lR(t,n);return _R(await this.getJson(i,r),i)}async harmful(t,n,r){let i=Hd(t,n);return yR(await this.getJson(i,r),i)}async geodiversity(t,n,r){let i=Hd(t,n);return vR(await this.getJson(i,r),i)}async retrieval(t,n,r){let i=Hd(t,n);return wR(await this.getJson(i,r),i)}async viewJson(t,n,r,i=""){return this.getJson(Li(t,i)+"?"+Xt(n),r)}async diff(t,n){let r=kv(t);return kR(await this.getJson(r,n),r)}async diffCsv(t,n){let r=uR(t);return Sv(await this.getText(r,n),r)}async trend(t,n){let r=cR(t);return MR(await this.getJson(r,n),r)}async row(t,n){let r=fR(t);return CR(await this.getJson(r,n),r)}async tableCsv(t,n){let r=dR(t,"csv");return Sv(await this.getText(r,n),r)}},Se=Symbol("stale"),Te=class{constructor(){this.generation=0;this.controller=null}async run(t){this.controller?.abort();let n=new AbortController;this.controller=n;let r=++this.generation;try{let i=await t(n.signal);return r===this.generation?i:Se}catch(i){if(r!==this.generation||n.signal.aborted)return Se;throw i}finally{this.controller===n&&(this.controller=null)}}cancel(){this.generation++,this.controller?.abort(),this.controller=null}};function Tv(e,t){return e===null||t===null?null:e.kinds.find(n=>n.name===t)??null}function Cv(e){return e?e.options.map(t=>t.name):[]}function vt(e,t){return e?.options.find(n=>n.name===t)??null}function PR(e,t){return e?(t===null?e.tables[0]:e.tables.find(n=>n.name===t))??null:null}function Mv(e,t){return e===null||vt(e,"table")!==null?t:null}function Nn(e,t,n){let r=PR(e,t),i=r?`${r.name}: ${r.title}`:t??"default",s=n===null?"All rows":`All ${n} row${n===1?"":"s"}`,o=r?`; columns ${r.columns.join(",")}`:"";return`${s} as CSV (the export's table ${i}${o})`}function Ls(e,t){let n=vt(e,t)?.default;return typeof n=="number"&&Number.isFinite(n)||typeof n=="string"?n:null}function Ge(e,t){let n=Ls(e,t);return typeof n=="number"?n:null}function Xr(e,t){let n=Ls(e,t);return typeof n=="string"?n:null}function On(e,t){let n=vt(e,t);return n?.type==="choice"?[...n.choices??[]]:[]}function Ce(e,t,n){let r=vt(e,t);if(r===null||n===null||n===void 0)return!1;switch(r.type){case"str":return typeof n=="string";case"choice":return typeof n=="string"&&(r.choices??[]).includes(n);case"float":if(typeof n!="number"||!Number.isFinite(n))return!1;break;case"int":if(typeof n!="number"||!Number.isSafeInteger(n))return!1;break;default:return!1}return!(r.minimum!==null&&!(r.minimum_open?n>r.minimum:n>=r.minimum)||r.maximum!==null&&!(r.maximum_open?n<r.maximum:n<=r.maximum))}function Et(e,t,n){return Ce(e,t,n)?n:Ge(e,t)}function yr(e,t,n){return n!==void 0&&Ce(e,t,n)?n:Xr(e,t)}function Cu(e){if(e===0)return"0";let t=Math.floor(Math.log10(Math.abs(e)));if(t<-4||t>=6){let[n,r]=e.toExponential(5).split("e");return`${n.includes(".")?n.replace(/\.?0+$/,""):n}e${r[0]}${r.slice(1).padStart(2,"0")}`}return String(Number(e.toPrecision(6)))}function Ni(e,t){let n=vt(e,t);if(n===null)return"";if(n.type==="choice")return`one of ${(n.choices??[]).join(", ")}`;if(n.type!=="float"&&n.type!=="int")return"a string";if(n.minimum===null&&n.maximum===null)return"a number";let r=n.type==="int"?"a whole number":"a number";return n.minimum!==null&&n.maximum!==null?`${r} in ${n.minimum_open?"(":"["}${Cu(n.minimum)}, ${Cu(n.maximum)}${n.maximum_open?")":"]"}`:n.minimum!==null?`${r} ${n.minimum_open?">":">="} ${Cu(n.minimum)}`:`${r} ${n.maximum_open?"<":"<="} ${Cu(n.maximum)}`}function Pe(e,t,n){return vt(e,t)?.title||n||t.replace(/_/g," ")}function Me(e,t,n=""){let r=vt(e,t);if(r===null)return n;let i=r.type==="str"?"":` Takes ${Ni(e,t)}.`,s=r.help.replace(/\.$/,"");return`${r.name} (--${r.name.replace(/_/g,"-")}): ${s}.${i}${n?` ${n}`:""}`}var qe="fairness_";function wt(e){let t=new Map;for(let[n,r]of e)n.startsWith(qe)&&t.set(n.slice(qe.length),r);return t}function we(e){if(e===void 0||e.trim()==="")return null;let t=Number(e);return Number.isFinite(t)?t:null}function Mu(e){let t=we(e);return t!==null&&Number.isSafeInteger(t)&&t>=0?t:null}function ye(e,t,n){n!==null&&n!==""&&e.push([qe+t,String(n)])}function tt(e,t,n,r,i=t){n!==Ls(r,i)&&ye(e,t,n)}function Ns(e){if(e==="")return{regex:null,error:null};try{return{regex:new RegExp(e,"i"),error:null}}catch(t){return{regex:null,error:t instanceof Error?t.message:String(t)}}}function Rv(e,t,n){if(n===null)return t;let r=new Int32Array(t.length),i=0;for(let s=0;s<t.length;s++){let o=t[s];n.lastIndex=0,n.test(e[o])&&(r[i++]=o)}return r.slice(0,i)}var Oi={run:"run",tag:"tag",step:"step"},DR=new Set(Object.values(Oi).map(e=>qe+e));function Ev(e){let t=[];return ye(t,Oi.run,e.run),ye(t,Oi.tag,e.tag),ye(t,Oi.step,e.step),t}function Av(e){let t=wt(e),n=r=>{let i=t.get(r);return i===void 0||i===""?null:i};return{run:n(Oi.run),tag:n(Oi.tag),step:Mu(t.get(Oi.step))}}function Pv(e){let t=[];for(let[n,r]of e)n.startsWith(qe)&&!DR.has(n)&&t.push([n,r]);return t}function Kd(e,t){let n=[];for(let r of Object.keys(e).sort()){let i=Object.keys(e[r]).filter(s=>t.includes(e[r][s].kind)).sort();i.length&&n.push({run:r,tags:i})}return n}function qd(e,t){let n=new Set;for(let r of Object.values(e))for(let i of Object.values(r))t.includes(i.kind)||n.add(i.kind);return[...n].sort()}function Ru(e,t){if(t.length===0)return null;let n=e.run===null&&e.tag!==null?t.find(s=>s.tags.includes(e.tag)):void 0;if(n)return{ref:{...e,run:n.run},moved:!1};let r=t.find(s=>s.run===e.run)??t[0],i=e.tag!==null&&r.tags.includes(e.tag)?e.tag:r.tags[0];return r.run===e.run&&i===e.tag?{ref:e,moved:!1}:e.run===null&&e.tag===null?{ref:{...e,run:r.run,tag:i},moved:!1}:{ref:{run:r.run,tag:i,step:null},moved:!0}}function Dv(e,t){return t.run===null||t.tag===null?null:e[t.run]?.[t.tag]?.kind??null}function Eu(e,t){return t===null?null:e.find(n=>n.kind===t)??null}function Lv(e){try{return decodeURIComponent(e)}catch{return e}}function Nv(e){let t=e.startsWith("#")?e.slice(1):e;return t===""?[]:t.split("&").map(n=>{let r=n.indexOf("=");return r<0?{raw:n,key:null,value:null}:{raw:n,key:Lv(n.slice(0,r)),value:Lv(n.slice(r+1))}})}function LR(e){let t=[];for(let n of Nv(e))n.key!==null&&n.value!==null&&t.push([n.key,n.value]);return t}function NR(e,t,n){let r=Nv(e).filter(o=>o.key===null||!o.key.startsWith(t)).map(o=>o.raw),i=n.map(([o,a])=>`${encodeURIComponent(o)}=${encodeURIComponent(a)}`),s=[...r,...i];return s.length?"#"+s.join("&"):""}function Ov(){try{let e=window.parent;if(e!==window)return e.location.hash,e}catch{}return window}function Iv(){return LR(Ov().location.hash)}function zv(e,t){let n=Ov(),r=n.location.hash,i=NR(r,e,t);if(i===r||i===""&&r==="#")return;let s=new URL(n.location.href);s.hash=i,n.history.replaceState(n.history.state,"",s.href)}function OR(e){return/^[=+\-@\t\r]/.test(e)?"'"+e:e}function Ud(e){let t=OR(e);return/[",\r\n]/.test(t)?'"'+t.replace(/"/g,'""')+'"':t}function Au(e){return typeof e=="number"&&Number.isFinite(e)?String(e):""}function Ft(e){return(e.filter(n=>n!==null&&n!=="").map(n=>String(n).replace(/[^A-Za-z0-9._-]+/g,"_")).join("__")||"fairness")+".csv"}var IR=new Intl.NumberFormat("en-US",{maximumFractionDigits:0});function L(e){return typeof e=="number"&&Number.isFinite(e)?IR.format(e):""}function ve(e){if(e===0)return"0";let t=Math.abs(e),n;if(t>=1e-4&&t<1e6)n=String(Number(e.toPrecision(4)));else{let[r,i]=e.toExponential(3).split("e");n=`${String(Number(r))}e${Number(i)}`}return n.replace(/^-/,"\u2212").replace(/e-/,"e\u2212")}var zR={"+inf":"+\u221E","-inf":"\u2212\u221E",undefined:"undefined"},BR={"+inf":"Positive infinity: the metric diverges for this label (for example ln of a ratio with a zero denominator). Sorted above every finite value.","-inf":"Negative infinity: the metric diverges for this label (for example ln 0 when the identity and the label never co-occur). Sorted below every finite value.",undefined:"Undefined: the metric has no value for this label (for example 0/0, or nPMI when p = 1). Sorted last in both directions and left out of the gap histogram."};function Pu(e,t){if(typeof e=="number"&&Number.isFinite(e))return{text:ve(e),state:null,title:String(e)};let n=t==="+inf"||t==="-inf"?t:"undefined";return{text:zR[n],state:n,title:BR[n]}}function Jr(e){if(!Number.isFinite(e))return"";let t=new Date(e*1e3),n=r=>String(r).padStart(2,"0");return`${t.getFullYear()}-${n(t.getMonth()+1)}-${n(t.getDate())} ${n(t.getHours())}:${n(t.getMinutes())}`}function We(e){return typeof e=="number"&&Number.isFinite(e)?`${(e*100).toFixed(1)}%`:""}function Du(e){return typeof e!="number"||!Number.isFinite(e)?"":`${(e*100).toFixed(1).replace(/^-/,"\u2212")} pp`}function vr(e,t=3){return typeof e!="number"||!Number.isFinite(e)?"":e.toFixed(t).replace(/^-/,"\u2212")}function xt(e){if(typeof e!="number"||!Number.isFinite(e))return"";if(e<1e-6)return"<1e\u22126";if(e<.001){let[t,n]=e.toExponential(1).split("e");return FR(`${Number(t)}e${Number(n)}`)}return String(Number(e.toPrecision(2)))}function Bv(e){let t=xt(e);return t.startsWith("<")?`p${t}`:`p=${t}`}function FR(e){return e.replace(/^-/,"\u2212").replace(/e-/,"e\u2212")}function Ue(e,t,n){return`${e}${t===e?"":` (${t})`}: ${n}`}function mt(e,t,n=`${t}s`){return e===1?t:n}function Lu(e,t,n=`${t}s`){return`${L(e)} ${mt(e,t,n)}`}var jd=["auto","all","compact"],Gd=100,Nu=[.9,.95,.99],Fv=Object.freeze({a:null,b:null,sort:"gap",dir:"desc",search:"",gap:[null,null],count:[null,null],topK:Gd,minCount:null,significantOnly:!1,columns:"auto"});function Ou(e){let t=Hv(Xr(e,"rank_by")??void 0,e);return{...Fv,gap:[null,null],count:[null,null],metric:Xr(e,"metric"),rankBy:t,sort:ya(t),level:Ge(e,"level"),fdr:Ge(e,"fdr")}}function Wd(e){return e==="label"||e==="p_value"?"asc":"desc"}function ya(e){return e==="bound"?"bound":"gap"}var fe={metric:"metric",a:"a",b:"b",sort:"sort",dir:"dir",search:"q",gapMin:"gap_min",gapMax:"gap_max",countMin:"count_min",countMax:"count_max",topK:"k",rankBy:"rank_by",level:"level",fdr:"fdr",minCount:"min_count",significantOnly:"significant",columns:"cols"};function Yd(e,t){let n=[],r=(i,s)=>ye(n,i,s);return tt(n,fe.metric,e.metric,t),r(fe.a,e.a),r(fe.b,e.b),tt(n,fe.rankBy,e.rankBy,t),tt(n,fe.level,e.level,t),tt(n,fe.fdr,e.fdr,t),e.minCount!==null&&r(fe.minCount,e.minCount),e.significantOnly&&r(fe.significantOnly,1),(e.sort!==ya(e.rankBy)||e.dir!=="desc")&&(r(fe.sort,e.sort),r(fe.dir,e.dir)),r(fe.search,e.search),r(fe.gapMin,e.gap[0]),r(fe.gapMax,e.gap[1]),r(fe.countMin,e.count[0]),r(fe.countMax,e.count[1]),e.topK!==Gd&&r(fe.topK,e.topK),e.columns!==Fv.columns&&r(fe.columns,e.columns),n}var HR="gap";function Hv(e,t){let n=e===HR?"signed":e;return Ce(t,"rank_by",n)?n:null}function VR(e){let t=we(e);return t!==null&&Number.isSafeInteger(t)&&t>=1?t:Gd}function Vv(e,t){let n=wt(e),r=l=>{let u=n.get(l);return u===void 0||u===""?null:u},i=Ou(t);i.metric=yr(t,"metric",r(fe.metric)),i.a=r(fe.a),i.b=r(fe.b),i.rankBy=Hv(n.get(fe.rankBy),t)??i.rankBy,i.sort=ya(i.rankBy),i.level=Et(t,"level",we(n.get(fe.level))),i.fdr=Et(t,"fdr",we(n.get(fe.fdr)));let s=we(n.get(fe.minCount));Ce(t,"min_count",s)&&(i.minCount=s),i.significantOnly=n.get(fe.significantOnly)==="1";let o=n.get(fe.sort);if(o!==void 0&&gv.includes(o)){i.sort=o;let l=n.get(fe.dir);i.dir=l==="asc"||l==="desc"?l:Wd(i.sort)}i.search=n.get(fe.search)??"",i.gap=[we(n.get(fe.gapMin)),we(n.get(fe.gapMax))],i.count=[we(n.get(fe.countMin)),we(n.get(fe.countMax))],i.topK=VR(n.get(fe.topK));let a=n.get(fe.columns);return jd.includes(a)&&(i.columns=a),i}function Xd(e){let t={metric:e.metric,a:e.a};return e.b!==null&&(t.b=e.b),t.rank_by=e.rank_by,t.min_count=String(e.min_count),t.level=String(e.level),t.fdr=String(e.fdr),t}function KR(e){return Su.includes(e)}function Ii(e,t,n){let r=e.columns[t][n];if(typeof r=="number"&&Number.isFinite(r))return r;let i=KR(t)?e.states[t]?.[n]:null;return i==="+inf"?1/0:i==="-inf"?-1/0:NaN}function qR(e,t){let n=new Float64Array(e.rows);for(let r=0;r<e.rows;r++)n[r]=Ii(e,t,r);return n}function jv(e,t,n){let r=new Int32Array(e.rows);for(let o=0;o<r.length;o++)r[o]=o;let i=n==="asc"?1:-1;if(t==="label"){let o=e.columns.label;return r.sort((a,l)=>{let u=o[a],c=o[l];return u<c?-i:u>c?i:a-l}),r}let s=qR(e,t);return r.sort((o,a)=>{let l=s[o],u=s[a],c=Number.isNaN(l),f=Number.isNaN(u);return c||f?c&&f?o-a:c?1:-1:l<u?-i:l>u?i:o-a}),r}function Kv(e,[t,n]){return t===null&&n===null?!0:Number.isNaN(e)?!1:(t===null||e>=t)&&(n===null||e<=n)}function qv([e,t]){return e!==null||t!==null}function Uv(e){return!/[\\^$.|?*+()[\]{}]/.test(e)}function UR(e,t){return e!==""&&Uv(e)&&Uv(t)&&t.includes(e)}var jR=32,Iu=class{constructor(t,n){this.kept=new Map;this.all=null;this.order=n;let r=t.columns.label;this.labels=new Array(n.length);for(let i=0;i<n.length;i++)this.labels[i]=r[n[i]]}positions(t,n){let r=this.kept.get(t);if(r)return this.kept.delete(t),this.kept.set(t,r),r;let i=null;for(let[u,c]of this.kept)(i===null||c.length<i.length)&&UR(u,t)&&(i=c);let s=this.labels,o,a=0;if(n.lastIndex=0,i===null){o=new Int32Array(s.length);for(let u=0;u<s.length;u++)n.test(s[u])&&(o[a++]=u)}else{o=new Int32Array(i.length);for(let u=0;u<i.length;u++){let c=i[u];n.test(s[c])&&(o[a++]=c)}}let l=o.slice(0,a);return this.kept.size>=jR&&this.kept.delete(this.kept.keys().next().value),this.kept.set(t,l),l}rows(t,n,r,i){let{gap:s,count:o}=i,a=i.significantOnly===!0,l=qv(s)||qv(o)||a,u=this.order;if(n===null&&!l){if(this.all===null){this.all=new Array(u.length);for(let h=0;h<u.length;h++)this.all[h]=u[h]}return this.all}if(n===null){let h=new Array(u.length),p=0;for(let g=0;g<u.length;g++)this.keep(r,u[g],s,o,a)&&(h[p++]=u[g]);return h.length=p,h}let c=this.positions(t,n),f=new Array(c.length);if(!l){for(let h=0;h<c.length;h++)f[h]=u[c[h]];return f}let d=0;for(let h=0;h<c.length;h++){let p=u[c[h]];this.keep(r,p,s,o,a)&&(f[d++]=p)}return f.length=d,f}keep(t,n,r,i,s){return Kv(Ii(t,"gap",n),r)&&Kv(Ii(t,"count",n),i)&&(!s||t.columns.significant[n]===!0)}};function Gv(e,t){if(e===t)return!0;if(e.length!==t.length)return!1;for(let n=0;n<e.length;n++)if(e[n]!==t[n])return!1;return!0}function Os(e,t,n,r){let{a:i,b:s,metric:o}=t,a=t.metricTitle?`${t.metricTitle}, `:"the metric ",l=(u,c,f)=>({name:u,sub:c,title:Ue(u,e,f)});switch(e){case"label":return l("label","","the predicted label y");case"count":return l("count","c(y)","c(y), the examples where the label is predicted");case"count_a":return l("with A",i,`c(a, y), the examples with identity A (${i}) and the label`);case"count_b":return l("with B",s,`c(b, y), the examples with ${s==="rest"?"the other identities (B: rest)":`identity B (${s})`} and the label`);case"value_a":return l(`${o} A`,`${o}(${i})`,`${o}(${i}, y): ${a}for identity A and the label`);case"value_b":return l(`${o} B`,`${o}(${s})`,`${o}(${s}, y): ${a}for identity B and the label`);case"gap":return l("gap","A \u2212 B",`${o}(${i}, y) \u2212 ${o}(${s}, y)`);case"bound":return l("interval",`${Ht(n)} \xB7 by bound`,`the gap's ${Ht(n)} interval [lower, upper]; the dashed line is 0. Sorts by the conservative bound: the end of the interval nearest zero (0 when it holds 0), so large and certain gaps come first; undefined and insufficient rows last`);case"p_value":return l("p","gap = 0",'the two-sided p-value for "the gap is 0"; undefined and insufficient rows last');case"significant":return l("\u2605","",`significant after Benjamini-Hochberg at FDR ${Ht(r)}`)}}function Ht(e){return`${Number((e*100).toPrecision(4))}%`}function Wv(e){return e.replace(/^-/,"\u2212").replace(/e-/,"e\u2212")}function zu(e){if(e===0)return"0";let t=Math.abs(e);if(t>=.001&&t<1e5)return Wv(String(Number(e.toPrecision(3))));let[n,r]=e.toExponential(2).split("e");return Wv(`${Number(n)}e${Number(r)}`)}function GR(e,t){return`[${zu(e)}, ${zu(t)}]`}function Jd(e){return`Insufficient: label seen fewer than ${e} times (or an identity is)`}function Bu(e,t,n){let r=e.columns,i=r.lower[t],s=r.upper[t],o=typeof i=="number"&&typeof s=="number"&&Number.isFinite(i)&&Number.isFinite(s),a=e.states.gap[t],l=typeof r.gap[t]=="number"&&Number.isFinite(r.gap[t]),u=v=>typeof v=="number"&&Number.isFinite(v),c=a==="+inf"&&u(i)?`[${zu(i)}, +\u221E)`:a==="-inf"&&u(s)?`(\u2212\u221E, ${zu(s)}]`:null,f=null;o||(c!==null?f="The gap is infinite (a count of zero): its interval is open on that side":a==="+inf"||a==="-inf"?f="Undefined: the gap is infinite, so it has no interval":l?f="Undefined: no variance (the standard error of the gap is zero or undefined)":f="Undefined: the gap itself is undefined");let d=r.insufficient[t]===!0,h=r.p_value[t],p=typeof h=="number"&&Number.isFinite(h),g,y;p?(g=xt(h),y=`p = ${h} (two-sided, for gap = 0)`):d?(g="\u2014",y=Jd(n)):f!==null?(g="undefined",y=f):(g="\u2014",y="No p-value");let b=r.bound[t];return{interval:o?[i,s]:null,intervalText:o?GR(i,s):c??"undefined",intervalReason:f,p:p?h:null,pText:g,pTitle:y,bound:typeof b=="number"&&Number.isFinite(b)?b:null,significant:r.significant[t]===!0,insufficient:d}}function Yv(e,t){let n=Math.min(e.length-1,Math.max(0,Math.round(t*(e.length-1))));return e[n]}function Xv(e){let t=u=>{let c=[],f=[],{lower:d,upper:h,insufficient:p}=e.columns;for(let g=0;g<e.rows;g++){if(u&&p[g]===!0)continue;let y=d[g],b=h[g];typeof y=="number"&&typeof b=="number"&&Number.isFinite(y)&&Number.isFinite(b)&&(c.push(y),f.push(b))}return[c,f]},[n,r]=t(!0);if(n.length===0&&([n,r]=t(!1)),n.length===0)return[-1,1];let i=Float64Array.from(n).sort(),s=Float64Array.from(r).sort(),o=n.length>=50?.025:0,a=Math.min(0,Yv(i,o)),l=Math.max(0,Yv(s,1-o));return a===l&&(a-=1,l+=1),[a,l]}function Zd(e){let t=0;for(let r of e.columns.p_value)typeof r=="number"&&Number.isFinite(r)&&t++;let n=r=>`${r} row${r===1?"":"s"}`;return{interval:`Whiskers: the gap's ${Ht(e.level)} interval (delta method / Newcombe, see the docs)`,significance:`\u2605 significant after Benjamini-Hochberg at FDR ${Ht(e.fdr)} (${e.significant} of ${n(t)} with a p-value)`,insufficient:`grey: insufficient (${n(e.insufficient)}: the label or an identity seen fewer than ${e.min_count} times; no p-value)`,overlap:e.overlap_known?null:"This report was written before version 2: intervals assume the identities never overlap"}}function Zv(e){return Math.min(40,Math.max(5,Math.ceil(Math.sqrt(e))))}function WR(e,t){if(e.length===0)return[];let n=1/0,r=-1/0;for(let o of e)o<n&&(n=o),o>r&&(r=o);if(n===r)return[{x0:n-.5,x1:r+.5,count:e.length}];let i=(r-n)/t,s=[];for(let o=0;o<t;o++)s.push({x0:n+o*i,x1:o===t-1?r:n+(o+1)*i,count:0});for(let o of e){let a=Math.min(t-1,Math.max(0,Math.floor((o-n)/i)));s[a].count++}return s}function Qd(e,t,n){let r=[],i={posInf:0,negInf:0,undefined:0};for(let s=0;s<t.length;s++){let o=Ii(e,"gap",t[s]);Number.isFinite(o)?r.push(o):o===1/0?i.posInf++:o===-1/0?i.negInf++:i.undefined++}return{bins:WR(r,n??Zv(r.length)),finite:r.length,nonFinite:i}}function Jv(e){let t=e.length;return t===0?null:t%2?e[(t-1)/2]:(e[t/2-1]+e[t/2])/2}function Fu(e,t,n,r){let i=Math.min(Math.max(0,Math.floor(n)),t.length),s=new Float64Array(t.length),o=1/0,a=-1/0;for(let d=0;d<t.length;d++){let h=Ii(e,"count",t[d]),p=h>0&&Number.isFinite(h)?Math.log10(h):NaN;s[d]=p,p<o&&(o=p),p>a&&(a=p)}let l=[],u=[],c=0;for(let d=0;d<t.length;d++){if(Number.isNaN(s[d])){d<i&&c++;continue}let h=Ii(e,"count",t[d]);u.push(h),d<i&&l.push(h)}let f=[];if(u.length){let d=o===a?1:r??Math.min(30,Zv(u.length)),[h,p]=o===a?[o-.5,a+.5]:[o,a],g=(p-h)/d;for(let y=0;y<d;y++)f.push({x0:10**(h+y*g),x1:10**(y===d-1?p:h+(y+1)*g),top:0,all:0});for(let y=0;y<t.length;y++){let b=s[y];if(Number.isNaN(b))continue;let v=Math.min(d-1,Math.max(0,Math.floor((b-h)/g)));f[v].all++,y<i&&f[v].top++}}return l.sort((d,h)=>d-h),u.sort((d,h)=>d-h),{bins:f,k:i,topShown:l.length,allShown:u.length,zero:c,topMedian:Jv(l),allMedian:Jv(u)}}var zi="#f57c00",Is=340,YR="#303030",Qv=F`
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
    --accent: ${je(zi)};
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
    --bg: ${je(YR)};
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
`,X=F`
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
`,e0=F`
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
`,va=F`
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
`,Bi=F`
  :host {
    display: flex;
    flex-direction: column;
    flex: 1;
    min-height: 0;
    gap: 10px;
  }
`,eh=F`
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
`,Fi=F`
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
`,Zt=F`
  .stale {
    opacity: 0.55;
    transition: opacity 0.15s 0.2s;
  }
`,zs=F`
  ${Bi}
  ${eh}
  ${Fi}
  .main {
    display: flex;
    gap: 16px;
    align-items: flex-start;
  }
`,nt=F`
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
`,Hu=F`
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
`,rt=F`
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
`,Hi={negligible:"#cfd8dc",small:"#ffcc80",medium:zi,large:"#b71c1c"};var Zr={report:{attribute:!1},info:{attribute:!1},declaration:{attribute:!1},params:{attribute:!1}};function t0(e,t){e.dispatchEvent(new CustomEvent("view-status",{detail:t,bubbles:!0,composed:!0}))}function dt(e,t){e.dispatchEvent(new CustomEvent("view-params",{detail:t,bubbles:!0,composed:!0}))}function Qr(e,t){e.dispatchEvent(new CustomEvent("report-change",{detail:t,bubbles:!0,composed:!0}))}function Vt(e){return e instanceof Error?e.message:String(e)}function Bs(e,t,n="text/csv;charset=utf-8"){let r=URL.createObjectURL(new Blob([e],{type:n})),i=document.createElement("a");i.href=r,i.download=t,i.rel="noopener",i.click(),setTimeout(()=>URL.revokeObjectURL(r),1e4)}var Vu={api:{attribute:!1},tag:{attribute:!1},kind:{attribute:!1},kindTitle:{attribute:!1},declaration:{attribute:!1},runs:{attribute:!1},run:{attribute:!1},step:{attribute:!1},options:{attribute:!1},params:{attribute:!1}},At=class{constructor(t,n){this.host=t;this.requests=n;this.status="loading";this.error=null;t.addController(this)}get loading(){return this.status==="loading"}hostDisconnected(){for(let t of this.requests)t.cancel()}start(){this.set("loading")}ready(){this.error=null,this.set("ready")}fail(t){this.error=Vt(t),this.set("error")}async run(t,n,r){this.start();try{return await t.run(n)}catch(i){return r(),this.fail(i),Se}}set(t){this.status=t,t0(this.host,t),this.host.requestUpdate()}renderError(t,n){return this.status!=="error"?_:m`<div class="message error" role="alert">
      <h2>${t}</h2>
      <div class="text">${this.error}</div>
      ${n.map(r=>m`<button class="primary link" name=${r.name??_} @click=${r.run}>${r.label}</button>`)}
    </div>`}renderContent(t,n,r){return t!==null?n(t):this.loading?m`<div class="loading">${r}</div>`:_}renderCsvButton(t,n,r,i,s="Download CSV"){return m`<button
      class="primary"
      name=${t}
      ?disabled=${!n||this.loading}
      title=${i??_}
      @click=${r}
    >
      ${s}
    </button>`}},In=class{constructor(t,n,r){this.host=t;this.api=n;this.declaration=r;this.pending=null;this.error=null;this.request=new Te;t.addController(this)}hostDisconnected(){this.request.cancel()}async download(t,n,r){n.table!==null&&(n={...n,table:Mv(this.declaration(),n.table)}),this.pending=t,this.error=null,this.host.requestUpdate();let i;try{i=await this.request.run(s=>this.api().tableCsv(n,s))}catch(s){this.error=Vt(s),this.pending=null,this.host.requestUpdate();return}i!==Se&&(this.pending=null,this.host.requestUpdate(),Bs(i,r))}renderError(){return this.error===null?_:m`<div class="download-error message error" role="alert" title=${this.error}>Could not download the CSV: ${this.error}</div>`}};function Fs(e,t,n,r){return m`<span class="shown">showing <b>${L(e)}</b> of ${L(t)}${` ${n}`}${r?m` ${r}`:_}</span>`}function ei(e,t){return!e||e.run!==t.run||e.tag!==t.tag||e.step!==t.step}function ti(e,t,n){return n.step===null&&e!=null&&t!==null&&e.max_step!==t.max_step}function XR(e){return e.trim()===""?null:Number(e)}function Vi(e,t,n){let r=XR(n);return Ce(e,t,r)?r:null}function zn(e,t){let n=Ni(e,t);return n?`Not ${n}: ignored`:`Not a value of ${t} the server declares: ignored`}function Qt(e,t){let n=vt(e,t);return{min:n?.minimum==null?void 0:String(n.minimum),max:n?.maximum==null?void 0:String(n.maximum)}}function th(e){return m`<label class="field">
    <span class="name" title=${e.title}>${e.label}</span>
    <input
      type="number"
      name=${e.name}
      min=${e.min??_}
      max=${e.max??_}
      step=${e.step}
      inputmode=${e.decimal?"decimal":_}
      class=${e.invalid?"invalid":""}
      aria-invalid=${e.invalid?"true":"false"}
      title=${e.title}
      .value=${e.text}
      @input=${t=>e.onInput(t.target.value)}
    />
  </label>`}function Ku(e,t,n,r){let i=Vi(e,"fdr",t)===null;return th({label:Pe(e,"fdr","FDR"),name:"fdr",text:t,invalid:i,title:i?zn(e,"fdr"):`${n}. ${Me(e,"fdr")}`,...Qt(e,"fdr"),step:"0.01",decimal:!0,onInput:r})}var n0="",JR={signed:"signed gap",bound:"conservative bound"},ZR={auto:"fit the width",all:"all",compact:"without A and B"},r0={fdr:"fdr",minCount:"min_count"};function Hs(e){let t=e.trim();if(t==="")return null;let n=Number(t);return Number.isFinite(n)?n:NaN}var wa=class extends j{constructor(){super(),this.metrics=[],this.identities=[],this.reportMinCount=null,this.declaration=null,this.searchError=null,this.canDownload=!1,this.downloadTitle="Every row as CSV",this.fieldText={gapMin:"",gapMax:"",countMin:"",countMax:""},this.statText={fdr:"",minCount:""}}willUpdate(t){if((t.has("selection")||t.has("reportMinCount"))&&this.selection){let n={gapMin:this.selection.gap[0],gapMax:this.selection.gap[1],countMin:this.selection.count[0],countMax:this.selection.count[1]},r=null;for(let o of Object.keys(n)){let a=Hs(this.fieldText[o]);a===n[o]||Number.isNaN(a)&&n[o]===null||(r??={...this.fieldText},r[o]=n[o]===null?"":String(n[o]))}r&&(this.fieldText=r);let i={fdr:this.selection.fdr,minCount:this.selection.minCount??this.reportMinCount},s=null;for(let o of Object.keys(i)){let a=i[o];a!==null&&Hs(this.statText[o])!==a&&(s??={...this.statText},s[o]=String(a))}s&&(this.statText=s)}}statValid(t,n){return Ce(this.declaration,r0[t],n)}onStatInput(t,n){this.statText={...this.statText,[t]:n.target.value}}commitStat(t){let n=Hs(this.statText[t]);this.statValid(t,n)&&n!==this.selection[t]&&this.emit({[t]:n})}statInput(t,n,r){let i=this.statText[t],s=r0[t],o=!this.statValid(t,Hs(i)),{min:a,max:l}=Qt(this.declaration,s);return m`<input
      type="number"
      class="stat ${o?"invalid":""}"
      name=${s}
      aria-label=${n}
      aria-invalid=${o?"true":"false"}
      title=${o?`${r} ${zn(this.declaration,s)}.`:r}
      min=${a??_}
      max=${l??_}
      step=${t==="fdr"?"0.01":"1"}
      .value=${i}
      @input=${u=>this.onStatInput(t,u)}
      @change=${()=>this.commitStat(t)}
      @keydown=${u=>{u.key==="Enter"&&this.commitStat(t)}}
    />`}emit(t){this.dispatchEvent(new CustomEvent("selection-change",{detail:t,bubbles:!0,composed:!0}))}onRange(t,n){let r=n.target.value;this.fieldText={...this.fieldText,[t]:r};let i=Hs(r),s=i===null||Number.isNaN(i)?null:i,o=this.selection,a=[...o.gap],l=[...o.count];t==="gapMin"&&(a[0]=s),t==="gapMax"&&(a[1]=s),t==="countMin"&&(l[0]=s),t==="countMax"&&(l[1]=s),this.emit(t.startsWith("gap")?{gap:a}:{count:l})}rangeInput(t,n,r){let i=this.fieldText[t],s=Number.isNaN(Hs(i));return m`<input
      type="text"
      inputmode="decimal"
      class=${s?"invalid":""}
      name=${t}
      aria-label=${r}
      aria-invalid=${s?"true":"false"}
      title=${s?"Not a number: ignored":r}
      placeholder=${n}
      .value=${i}
      @input=${o=>this.onRange(t,o)}
    />`}render(){let t=this.selection;if(!t)return _;let n=this.metrics.length?this.metrics:[{name:t.metric,title:t.metric,range:null}],r=this.identities,i=r.filter(s=>s.name!==t.a);return m`
      <div class="group" role="group" aria-label="Report and comparison">
        <slot name="report"></slot>
        <label class="field">
          <span class="name">Metric</span>
          <select
            name="metric"
            @change=${s=>this.emit({metric:s.target.value})}
          >
            ${n.map(s=>m`<option .value=${s.name} .selected=${s.name===t.metric} title=${s.title}>
                  ${s.name}${s.title&&s.title!==s.name?` \u2014 ${s.title}`:""}
                </option>`)}
          </select>
        </label>
        <label class="field">
          <span class="name">Identity A</span>
          <select
            name="a"
            @change=${s=>{let o=s.target.value;this.emit(o===t.b?{a:o,b:null}:{a:o})}}
          >
            ${r.length===0&&t.a!==null?m`<option .selected=${!0} .value=${t.a}>${t.a}</option>`:_}
            ${r.map(s=>m`<option .value=${s.name} .selected=${s.name===t.a}>${s.name} (${L(s.count)})</option>`)}
          </select>
        </label>
        <label class="field">
          <span class="name">Identity B</span>
          <select
            name="b"
            @change=${s=>{let o=s.target.value;this.emit({b:o===n0?null:o})}}
          >
            <option .value=${n0} .selected=${t.b===null}>rest (one-vs-rest)</option>
            ${i.map(s=>m`<option .value=${s.name} .selected=${s.name===t.b}>${s.name} (${L(s.count)})</option>`)}
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
            ${jd.map(s=>m`<option .value=${s} .selected=${t.columns===s}>${ZR[s]}</option>`)}
          </select>
        </label>
      </div>
      <div class="group" role="group" aria-label="Statistics">
        <label
          class="field"
          title=${Me(this.declaration,"rank_by","signed gap: the largest gaps first. bound: the end of the interval nearest zero (0 when it holds 0), so gaps that are large and certain come first.")}
        >
          <span class="name">${Pe(this.declaration,"rank_by","Rank by")}</span>
          <select
            name="rank_by"
            @change=${s=>this.emit({rankBy:s.target.value})}
          >
            ${On(this.declaration,"rank_by").map(s=>m`<option .value=${s} .selected=${t.rankBy===s}>${JR[s]??s}</option>`)}
          </select>
        </label>
        <label class="field" title=${Me(this.declaration,"level","The intervals are the whiskers.")}>
          <span class="name">${Pe(this.declaration,"level","Confidence level")}</span>
          <select name="level" @change=${s=>this.emit({level:Number(s.target.value)})}>
            ${(t.level===null||Nu.includes(t.level)?Nu:[...Nu,t.level].sort((s,o)=>s-o)).map(s=>m`<option .value=${String(s)} .selected=${s===t.level}>${Ht(s)}</option>`)}
          </select>
        </label>
        <label class="field">
          <span class="name">${Pe(this.declaration,"fdr","FDR")}</span>
          ${this.statInput("fdr","false discovery rate q",`False discovery rate of the \u2605 marks (Benjamini-Hochberg): ${Ni(this.declaration,"fdr")}.`)}
        </label>
        <label class="field">
          <span class="name">${Pe(this.declaration,"min_count","Min count")}</span>
          ${this.statInput("minCount","minimum count","A row is insufficient (grey, no p-value) when the label or an identity is seen fewer times than this.")}
        </label>
        <label class="field check" title="Show only the rows marked ★">
          <input
            type="checkbox"
            name="significant_only"
            .checked=${t.significantOnly}
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
      </div>
      ${this.searchError?m`<div class="search-error" role="alert" title=${this.searchError}>
            Invalid regex, search ignored: ${this.searchError}
          </div>`:_}
    `}};wa.properties={selection:{attribute:!1},metrics:{attribute:!1},identities:{attribute:!1},reportMinCount:{attribute:!1},declaration:{attribute:!1},searchError:{attribute:!1},canDownload:{attribute:!1},downloadTitle:{attribute:!1},fieldText:{state:!0},statText:{state:!0}},wa.styles=[X,nt,F`
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
    `];customElements.define("fairness-controls",wa);function Vs(e,t,n,r){var i=arguments.length,s=i<3?t:r===null?r=Object.getOwnPropertyDescriptor(t,n):r,o;if(typeof Reflect=="object"&&typeof Reflect.decorate=="function")s=Reflect.decorate(e,t,n,r);else for(var a=e.length-1;a>=0;a--)(o=e[a])&&(s=(i<3?o(s):i>3?o(t,n,s):o(t,n))||s);return i>3&&s&&Object.defineProperty(t,n,s),s}var QR={attribute:!0,type:String,converter:da,reflect:!1,hasChanged:bu},eE=(e=QR,t,n)=>{let{kind:r,metadata:i}=n,s=globalThis.litPropertyMetadata.get(i);if(s===void 0&&globalThis.litPropertyMetadata.set(i,s=new Map),r==="setter"&&((e=Object.create(e)).wrapped=!0),s.set(n.name,e),r==="accessor"){let{name:o}=n;return{set(a){let l=t.get.call(this);t.set.call(this,a),this.requestUpdate(o,l,e,!0,a)},init(a){return a!==void 0&&this.C(o,void 0,e,a),a}}}if(r==="setter"){let{name:o}=n;return function(a){let l=this[o];t.call(this,a),this.requestUpdate(o,l,e,!0,a)}}throw Error("Unsupported decorator location: "+r)};function Ks(e){return(t,n)=>typeof n=="object"?eE(e,t,n):((r,i,s)=>{let o=i.hasOwnProperty(s);return i.constructor.createProperty(s,r),o?Object.getOwnPropertyDescriptor(i,s):void 0})(e,t,n)}var Us={ATTRIBUTE:1,CHILD:2,PROPERTY:3,BOOLEAN_ATTRIBUTE:4,EVENT:5,ELEMENT:6},xa=e=>(...t)=>({_$litDirective$:e,values:t}),qs=class{constructor(t){}get _$AU(){return this._$AM._$AU}_$AT(t,n,r){this._$Ct=t,this._$AM=n,this._$Ci=r}_$AS(t,n){return this.update(t,n)}update(t,n){return this.render(...n)}};var{I:tE}=pv,i0=e=>e;var o0=e=>e.strings===void 0,s0=()=>document.createComment(""),js=(e,t,n)=>{let r=e._$AA.parentNode,i=t===void 0?e._$AB:t._$AA;if(n===void 0){let s=r.insertBefore(s0(),i),o=r.insertBefore(s0(),i);n=new tE(s,o,e,e.options)}else{let s=n._$AB.nextSibling,o=n._$AM,a=o!==e;if(a){let l;n._$AQ?.(e),n._$AM=e,n._$AP!==void 0&&(l=e._$AU)!==o._$AU&&n._$AP(l)}if(s!==i||a){let l=n._$AA;for(;l!==s;){let u=i0(l).nextSibling;i0(r).insertBefore(l,i),l=u}}}return n},ni=(e,t,n=e)=>(e._$AI(t,n),e),nE={},a0=(e,t=nE)=>e._$AH=t,l0=e=>e._$AH,qu=e=>{e._$AR(),e._$AA.remove()};var _a=(e,t)=>{let n=e._$AN;if(n===void 0)return!1;for(let r of n)r._$AO?.(t,!1),_a(r,t);return!0},Uu=e=>{let t,n;do{if((t=e._$AM)===void 0)break;n=t._$AN,n.delete(e),e=t}while(n?.size===0)},u0=e=>{for(let t;t=e._$AM;e=t){let n=t._$AN;if(n===void 0)t._$AN=n=new Set;else if(n.has(e))break;n.add(e),sE(t)}};function rE(e){this._$AN!==void 0?(Uu(this),this._$AM=e,u0(this)):this._$AM=e}function iE(e,t=!1,n=0){let r=this._$AH,i=this._$AN;if(i!==void 0&&i.size!==0)if(t)if(Array.isArray(r))for(let s=n;s<r.length;s++)_a(r[s],!1),Uu(r[s]);else r!=null&&(_a(r,!1),Uu(r));else _a(this,e)}var sE=e=>{e.type==Us.CHILD&&(e._$AP??=iE,e._$AQ??=rE)},ju=class extends qs{constructor(){super(...arguments),this._$AN=void 0}_$AT(t,n,r){super._$AT(t,n,r),u0(this),this.isConnected=t._$AU}_$AO(t,n=!0){t!==this.isConnected&&(this.isConnected=t,t?this.reconnected?.():this.disconnected?.()),n&&(_a(this,t),Uu(this))}setValue(t){if(o0(this._$Ct))this._$Ct._$AI(t,this);else{let n=[...this._$Ct._$AH];n[this._$Ci]=t,this._$Ct._$AI(n,this,0)}}disconnected(){}reconnected(){}};var c0=(e,t,n)=>{let r=new Map;for(let i=t;i<=n;i++)r.set(e[i],i);return r},f0=xa(class extends qs{constructor(e){if(super(e),e.type!==Us.CHILD)throw Error("repeat() can only be used in text expressions")}dt(e,t,n){let r;n===void 0?n=t:t!==void 0&&(r=t);let i=[],s=[],o=0;for(let a of e)i[o]=r?r(a,o):o,s[o]=n(a,o),o++;return{values:s,keys:i}}render(e,t,n){return this.dt(e,t,n).values}update(e,[t,n,r]){let i=l0(e),{values:s,keys:o}=this.dt(t,n,r);if(!Array.isArray(i))return this.ut=o,s;let a=this.ut??=[],l=[],u,c,f=0,d=i.length-1,h=0,p=s.length-1;for(;f<=d&&h<=p;)if(i[f]===null)f++;else if(i[d]===null)d--;else if(a[f]===o[h])l[h]=ni(i[f],s[h]),f++,h++;else if(a[d]===o[p])l[p]=ni(i[d],s[p]),d--,p--;else if(a[f]===o[p])l[p]=ni(i[f],s[p]),js(e,l[p+1],i[f]),f++,p--;else if(a[d]===o[h])l[h]=ni(i[d],s[h]),js(e,i[f],i[d]),d--,h++;else if(u===void 0&&(u=c0(o,h,p),c=c0(a,f,d)),u.has(a[f]))if(u.has(a[d])){let g=c.get(o[h]),y=g!==void 0?i[g]:null;if(y===null){let b=js(e,i[f]);ni(b,s[h]),l[h]=b}else l[h]=ni(y,s[h]),js(e,i[f],y),i[g]=null;h++}else qu(i[d]),d--;else qu(i[f]),f++;for(;h<=p;){let g=js(e,l[p+1]);ni(g,s[h]),l[h++]=g}for(;f<=d;){let g=i[f++];g!==null&&qu(g)}return this.ut=o,a0(e,l),xn}});var Gs=class e extends Event{constructor(t){super(e.eventName,{bubbles:!1}),this.first=t.first,this.last=t.last}};Gs.eventName="rangeChanged";var Ws=class e extends Event{constructor(t){super(e.eventName,{bubbles:!1}),this.first=t.first,this.last=t.last}};Ws.eventName="visibilityChanged";var $a=class e extends Event{constructor(){super(e.eventName,{bubbles:!1})}};$a.eventName="unpinned";var nh=class{constructor(t){this._element=null;let n=t??window;this._node=n,t&&(this._element=t)}get element(){return this._element||document.scrollingElement||document.documentElement}get scrollTop(){return this.element.scrollTop||window.scrollY}get scrollLeft(){return this.element.scrollLeft||window.scrollX}get scrollHeight(){return this.element.scrollHeight}get scrollWidth(){return this.element.scrollWidth}get viewportHeight(){return this._element?this._element.getBoundingClientRect().height:window.innerHeight}get viewportWidth(){return this._element?this._element.getBoundingClientRect().width:window.innerWidth}get maxScrollTop(){return this.scrollHeight-this.viewportHeight}get maxScrollLeft(){return this.scrollWidth-this.viewportWidth}},Gu=class extends nh{constructor(t,n){super(n),this._clients=new Set,this._retarget=null,this._end=null,this.__destination=null,this.correctingScrollError=!1,this._checkForArrival=this._checkForArrival.bind(this),this._updateManagedScrollTo=this._updateManagedScrollTo.bind(this),this.scrollTo=this.scrollTo.bind(this),this.scrollBy=this.scrollBy.bind(this);let r=this._node;this._originalScrollTo=r.scrollTo,this._originalScrollBy=r.scrollBy,this._originalScroll=r.scroll,this._attach(t)}get _destination(){return this.__destination}get scrolling(){return this._destination!==null}scrollTo(t,n){let r=typeof t=="number"&&typeof n=="number"?{left:t,top:n}:t;this._scrollTo(r)}scrollBy(t,n){let r=typeof t=="number"&&typeof n=="number"?{left:t,top:n}:t;r.top!==void 0&&(r.top+=this.scrollTop),r.left!==void 0&&(r.left+=this.scrollLeft),this._scrollTo(r)}_nativeScrollTo(t){this._originalScrollTo.bind(this._element||window)(t)}_scrollTo(t,n=null,r=null){this._end!==null&&this._end(),t.behavior==="smooth"?(this._setDestination(t),this._retarget=n,this._end=r):this._resetScrollState(),this._nativeScrollTo(t)}_setDestination(t){let{top:n,left:r}=t;return n=n===void 0?void 0:Math.max(0,Math.min(n,this.maxScrollTop)),r=r===void 0?void 0:Math.max(0,Math.min(r,this.maxScrollLeft)),this._destination!==null&&r===this._destination.left&&n===this._destination.top?!1:(this.__destination={top:n,left:r,behavior:"smooth"},!0)}_resetScrollState(){this.__destination=null,this._retarget=null,this._end=null}_updateManagedScrollTo(t){this._destination&&this._setDestination(t)&&this._nativeScrollTo(this._destination)}managedScrollTo(t,n,r){return this._scrollTo(t,n,r),this._updateManagedScrollTo}correctScrollError(t){this.correctingScrollError=!0,requestAnimationFrame(()=>requestAnimationFrame(()=>this.correctingScrollError=!1)),this._nativeScrollTo(t),this._retarget&&this._setDestination(this._retarget()),this._destination&&this._nativeScrollTo(this._destination)}_checkForArrival(){if(this._destination!==null){let{scrollTop:t,scrollLeft:n}=this,{top:r,left:i}=this._destination;r=Math.min(r||0,this.maxScrollTop),i=Math.min(i||0,this.maxScrollLeft);let s=Math.abs(r-t),o=Math.abs(i-n);s<1&&o<1&&(this._end&&this._end(),this._resetScrollState())}}detach(t){return this._clients.delete(t),this._clients.size===0&&(this._node.scrollTo=this._originalScrollTo,this._node.scrollBy=this._originalScrollBy,this._node.scroll=this._originalScroll,this._node.removeEventListener("scroll",this._checkForArrival)),null}_attach(t){this._clients.add(t),this._clients.size===1&&(this._node.scrollTo=this.scrollTo,this._node.scrollBy=this.scrollBy,this._node.scroll=this.scrollTo,this._node.addEventListener("scroll",this._checkForArrival))}};var g0=typeof window<"u"?window.ResizeObserver:void 0;var ka=Symbol("virtualizerRef"),Yu="virtualizer-sizer",b0,Ju=class{constructor(t){if(this._benchmarkStart=null,this._layout=null,this._clippingAncestors=[],this._scrollSize=null,this._scrollError=null,this._childrenPos=null,this._childMeasurements=null,this._toBeMeasured=new Map,this._rangeChanged=!0,this._itemsChanged=!0,this._visibilityChanged=!0,this._scrollerController=null,this._isScroller=!1,this._sizer=null,this._hostElementRO=null,this._childrenRO=null,this._mutationObserver=null,this._scrollEventListeners=[],this._scrollEventListenerOptions={passive:!0},this._loadListener=this._childLoaded.bind(this),this._scrollIntoViewTarget=null,this._updateScrollIntoViewCoordinates=null,this._items=[],this._first=-1,this._last=-1,this._firstVisible=-1,this._lastVisible=-1,this._scheduled=new WeakSet,this._measureCallback=null,this._measureChildOverride=null,this._layoutCompletePromise=null,this._layoutCompleteResolver=null,this._layoutCompleteRejecter=null,this._pendingLayoutComplete=null,this._layoutInitialized=null,this._connected=!1,!t)throw new Error("Virtualizer constructor requires a configuration object");if(t.hostElement)this._init(t);else throw new Error('Virtualizer configuration requires the "hostElement" property')}set items(t){Array.isArray(t)&&t!==this._items&&(this._itemsChanged=!0,this._items=t,this._schedule(this._updateLayout))}_init(t){this._isScroller=!!t.scroller,this._initHostElement(t);let n=t.layout||{};this._layoutInitialized=this._initLayout(n)}_initObservers(){this._mutationObserver=new MutationObserver(this._finishDOMUpdate.bind(this)),this._hostElementRO=new g0(()=>this._hostElementSizeChanged()),this._childrenRO=new g0(this._childrenSizeChanged.bind(this))}_initHostElement(t){let n=this._hostElement=t.hostElement;this._applyVirtualizerStyles(),n[ka]=this}connected(){this._initObservers();let t=this._isScroller;this._clippingAncestors=dE(this._hostElement,t),this._scrollerController=new Gu(this,this._clippingAncestors[0]),this._schedule(this._updateLayout),this._observeAndListen(),this._connected=!0}_observeAndListen(){this._mutationObserver.observe(this._hostElement,{childList:!0}),this._hostElementRO.observe(this._hostElement),this._scrollEventListeners.push(window),window.addEventListener("scroll",this,this._scrollEventListenerOptions),this._clippingAncestors.forEach(t=>{t.addEventListener("scroll",this,this._scrollEventListenerOptions),this._scrollEventListeners.push(t),this._hostElementRO.observe(t)}),this._hostElementRO.observe(this._scrollerController.element),this._children.forEach(t=>this._childrenRO.observe(t)),this._scrollEventListeners.forEach(t=>t.addEventListener("scroll",this,this._scrollEventListenerOptions))}disconnected(){this._scrollEventListeners.forEach(t=>t.removeEventListener("scroll",this,this._scrollEventListenerOptions)),this._scrollEventListeners=[],this._clippingAncestors=[],this._scrollerController?.detach(this),this._scrollerController=null,this._mutationObserver?.disconnect(),this._mutationObserver=null,this._hostElementRO?.disconnect(),this._hostElementRO=null,this._childrenRO?.disconnect(),this._childrenRO=null,this._rejectLayoutCompletePromise("disconnected"),this._connected=!1}_applyVirtualizerStyles(){let n=this._hostElement.style;n.display=n.display||"block",n.position=n.position||"relative",n.contain=n.contain||"size layout",this._isScroller&&(n.overflow=n.overflow||"auto",n.minHeight=n.minHeight||"150px")}_getSizer(){let t=this._hostElement;if(!this._sizer){let n=t.querySelector(`[${Yu}]`);n||(n=document.createElement("div"),n.setAttribute(Yu,""),t.appendChild(n)),Object.assign(n.style,{position:"absolute",margin:"-2px 0 0 0",padding:0,visibility:"hidden",fontSize:"2px"}),n.textContent="&nbsp;",n.setAttribute(Yu,""),this._sizer=n}return this._sizer}async updateLayoutConfig(t){await this._layoutInitialized;let n=t.type||b0;if(typeof n=="function"&&this._layout instanceof n){let r={...t};return delete r.type,this._layout.config=r,!0}return!1}async _initLayout(t){let n,r;if(typeof t.type=="function"){r=t.type;let i={...t};delete i.type,n=i}else n=t;r===void 0&&(b0=r=(await Promise.resolve().then(()=>(sh(),m0))).FlowLayout),this._layout=new r(i=>this._handleLayoutMessage(i),n),this._layout.measureChildren&&typeof this._layout.updateItemSizes=="function"&&(typeof this._layout.measureChildren=="function"&&(this._measureChildOverride=this._layout.measureChildren),this._measureCallback=this._layout.updateItemSizes.bind(this._layout)),this._layout.listenForChildLoadEvents&&this._hostElement.addEventListener("load",this._loadListener,!0),this._schedule(this._updateLayout)}startBenchmarking(){this._benchmarkStart===null&&(this._benchmarkStart=window.performance.now())}stopBenchmarking(){if(this._benchmarkStart!==null){let t=window.performance.now(),n=t-this._benchmarkStart,i=performance.getEntriesByName("uv-virtualizing","measure").filter(s=>s.startTime>=this._benchmarkStart&&s.startTime<t).reduce((s,o)=>s+o.duration,0);return this._benchmarkStart=null,{timeElapsed:n,virtualizationTime:i}}return null}_measureChildren(){let t={},n=this._children,r=this._measureChildOverride||this._measureChild;for(let i=0;i<n.length;i++){let s=n[i],o=this._first+i;(this._itemsChanged||this._toBeMeasured.has(s))&&(t[o]=r.call(this,s,this._items[o]))}this._childMeasurements=t,this._schedule(this._updateLayout),this._toBeMeasured.clear()}_measureChild(t){let{width:n,height:r}=t.getBoundingClientRect();return Object.assign({width:n,height:r},cE(t))}async _schedule(t){this._scheduled.has(t)||(this._scheduled.add(t),await Promise.resolve(),this._scheduled.delete(t),t.call(this))}async _updateDOM(t){this._scrollSize=t.scrollSize,this._adjustRange(t.range),this._childrenPos=t.childPositions,this._scrollError=t.scrollError||null;let{_rangeChanged:n,_itemsChanged:r}=this;this._visibilityChanged&&(this._notifyVisibility(),this._visibilityChanged=!1),(n||r)&&(this._notifyRange(),this._rangeChanged=!1),this._finishDOMUpdate()}_finishDOMUpdate(){this._connected&&(this._children.forEach(t=>this._childrenRO.observe(t)),this._checkScrollIntoViewTarget(this._childrenPos),this._positionChildren(this._childrenPos),this._sizeHostElement(this._scrollSize),this._correctScrollError(),this._benchmarkStart&&"mark"in window.performance&&window.performance.mark("uv-end"))}_updateLayout(){this._layout&&this._connected&&(this._layout.items=this._items,this._updateView(),this._childMeasurements!==null&&(this._measureCallback&&this._measureCallback(this._childMeasurements),this._childMeasurements=null),this._layout.reflowIfNeeded(),this._benchmarkStart&&"mark"in window.performance&&window.performance.mark("uv-end"))}_handleScrollEvent(){if(this._benchmarkStart&&"mark"in window.performance){try{window.performance.measure("uv-virtualizing","uv-start","uv-end")}catch(t){console.warn("Error measuring performance data: ",t)}window.performance.mark("uv-start")}this._scrollerController.correctingScrollError===!1&&this._layout?.unpin(),this._schedule(this._updateLayout)}handleEvent(t){t.type==="scroll"?(t.currentTarget===window||this._clippingAncestors.includes(t.currentTarget))&&this._handleScrollEvent():console.warn("event not handled",t)}_handleLayoutMessage(t){t.type==="stateChanged"?this._updateDOM(t):t.type==="visibilityChanged"?(this._firstVisible=t.firstVisible,this._lastVisible=t.lastVisible,this._notifyVisibility()):t.type==="unpinned"&&this._hostElement.dispatchEvent(new $a)}get _children(){let t=[],n=this._hostElement.firstElementChild;for(;n;)n.hasAttribute(Yu)||t.push(n),n=n.nextElementSibling;return t}_updateView(){let t=this._hostElement,n=this._scrollerController?.element,r=this._layout;if(t&&n&&r){let i,s,o,a,l=t.getBoundingClientRect();i=0,s=0,o=window.innerHeight,a=window.innerWidth;let u=this._clippingAncestors.map(b=>b.getBoundingClientRect());u.unshift(l);for(let b of u)i=Math.max(i,b.top),s=Math.max(s,b.left),o=Math.min(o,b.bottom),a=Math.min(a,b.right);let c=n.getBoundingClientRect(),f={left:l.left-c.left,top:l.top-c.top},d={width:n.scrollWidth,height:n.scrollHeight},h=i-l.top+t.scrollTop,p=s-l.left+t.scrollLeft,g=Math.max(0,o-i),y=Math.max(0,a-s);r.viewportSize={width:y,height:g},r.viewportScroll={top:h,left:p},r.totalScrollSize=d,r.offsetWithinScroller=f}}_sizeHostElement(t){let r=t&&t.width!==null?Math.min(82e5,t.width):0,i=t&&t.height!==null?Math.min(82e5,t.height):0;if(this._isScroller)this._getSizer().style.transform=`translate(${r}px, ${i}px)`;else{let s=this._hostElement.style;s.minWidth=r?`${r}px`:"100%",s.minHeight=i?`${i}px`:"100%"}}_positionChildren(t){t&&t.forEach(({top:n,left:r,width:i,height:s,xOffset:o,yOffset:a},l)=>{let u=this._children[l-this._first];u&&(u.style.position="absolute",u.style.boxSizing="border-box",u.style.transform=`translate(${r}px, ${n}px)`,i!==void 0&&(u.style.width=i+"px"),s!==void 0&&(u.style.height=s+"px"),u.style.left=o===void 0?null:o+"px",u.style.top=a===void 0?null:a+"px")})}async _adjustRange(t){let{_first:n,_last:r,_firstVisible:i,_lastVisible:s}=this;this._first=t.first,this._last=t.last,this._firstVisible=t.firstVisible,this._lastVisible=t.lastVisible,this._rangeChanged=this._rangeChanged||this._first!==n||this._last!==r,this._visibilityChanged=this._visibilityChanged||this._firstVisible!==i||this._lastVisible!==s}_correctScrollError(){if(this._scrollError){let{scrollTop:t,scrollLeft:n}=this._scrollerController,{top:r,left:i}=this._scrollError;this._scrollError=null,this._scrollerController.correctScrollError({top:t-r,left:n-i})}}element(t){return t===1/0&&(t=this._items.length-1),this._items?.[t]===void 0?void 0:{scrollIntoView:(n={})=>this._scrollElementIntoView({...n,index:t})}}_scrollElementIntoView(t){if(t.index>=this._first&&t.index<=this._last)this._children[t.index-this._first].scrollIntoView(t);else if(t.index=Math.min(t.index,this._items.length-1),t.behavior==="smooth"){let n=this._layout.getScrollIntoViewCoordinates(t),{behavior:r}=t;this._updateScrollIntoViewCoordinates=this._scrollerController.managedScrollTo(Object.assign(n,{behavior:r}),()=>this._layout.getScrollIntoViewCoordinates(t),()=>this._scrollIntoViewTarget=null),this._scrollIntoViewTarget=t}else this._layout.pin=t}_checkScrollIntoViewTarget(t){let{index:n}=this._scrollIntoViewTarget||{};n&&t?.has(n)&&this._updateScrollIntoViewCoordinates(this._layout.getScrollIntoViewCoordinates(this._scrollIntoViewTarget))}_notifyRange(){this._hostElement.dispatchEvent(new Gs({first:this._first,last:this._last}))}_notifyVisibility(){this._hostElement.dispatchEvent(new Ws({first:this._firstVisible,last:this._lastVisible}))}get layoutComplete(){return this._layoutCompletePromise||(this._layoutCompletePromise=new Promise((t,n)=>{this._layoutCompleteResolver=t,this._layoutCompleteRejecter=n})),this._layoutCompletePromise}_rejectLayoutCompletePromise(t){this._layoutCompleteRejecter!==null&&this._layoutCompleteRejecter(t),this._resetLayoutCompleteState()}_scheduleLayoutComplete(){this._layoutCompletePromise&&this._pendingLayoutComplete===null&&(this._pendingLayoutComplete=requestAnimationFrame(()=>requestAnimationFrame(()=>this._resolveLayoutCompletePromise())))}_resolveLayoutCompletePromise(){this._layoutCompleteResolver!==null&&this._layoutCompleteResolver(),this._resetLayoutCompleteState()}_resetLayoutCompleteState(){this._layoutCompletePromise=null,this._layoutCompleteResolver=null,this._layoutCompleteRejecter=null,this._pendingLayoutComplete=null}_hostElementSizeChanged(){this._schedule(this._updateLayout)}_childLoaded(){}_childrenSizeChanged(t){if(this._layout?.measureChildren){for(let n of t)this._toBeMeasured.set(n.target,n.contentRect);this._measureChildren()}this._scheduleLayoutComplete(),this._itemsChanged=!1,this._rangeChanged=!1}};function cE(e){let t=window.getComputedStyle(e);return{marginTop:Xu(t.marginTop),marginRight:Xu(t.marginRight),marginBottom:Xu(t.marginBottom),marginLeft:Xu(t.marginLeft)}}function Xu(e){let t=e?parseFloat(e):NaN;return Number.isNaN(t)?0:t}function y0(e){if(e.assignedSlot!==null)return e.assignedSlot;if(e.parentElement!==null)return e.parentElement;let t=e.parentNode;return t&&t.nodeType===Node.DOCUMENT_FRAGMENT_NODE&&t.host||null}function fE(e,t=!1){let n=[],r=t?e:y0(e);for(;r!==null;)n.push(r),r=y0(r);return n}function dE(e,t=!1){let n=!1;return fE(e,t).filter(r=>{if(n)return!1;let i=getComputedStyle(r);return n=i.position==="fixed",i.overflow!=="visible"})}var ah=e=>e,lh=(e,t)=>m`${t}: ${JSON.stringify(e,null,2)}`,oh=class extends ju{constructor(t){if(super(t),this._virtualizer=null,this._first=0,this._last=-1,this._renderItem=(n,r)=>lh(n,r+this._first),this._keyFunction=(n,r)=>ah(n,r+this._first),this._items=[],t.type!==Us.CHILD)throw new Error("The virtualize directive can only be used in child expressions")}render(t){t&&this._setFunctions(t);let n=[];if(this._first>=0&&this._last>=this._first)for(let r=this._first;r<=this._last;r++)n.push(this._items[r]);return f0(n,this._keyFunction,this._renderItem)}update(t,[n]){this._setFunctions(n);let r=this._items!==n.items;return this._items=n.items||[],this._virtualizer?this._updateVirtualizerConfig(t,n):this._initialize(t,n),r?xn:this.render()}async _updateVirtualizerConfig(t,n){if(!await this._virtualizer.updateLayoutConfig(n.layout||{})){let i=t.parentNode;this._makeVirtualizer(i,n)}this._virtualizer.items=this._items}_setFunctions(t){let{renderItem:n,keyFunction:r}=t;n&&(this._renderItem=(i,s)=>n(i,s+this._first)),r&&(this._keyFunction=(i,s)=>r(i,s+this._first))}_makeVirtualizer(t,n){this._virtualizer&&this._virtualizer.disconnected();let{layout:r,scroller:i,items:s}=n;this._virtualizer=new Ju({hostElement:t,layout:r,scroller:i}),this._virtualizer.items=s,this._virtualizer.connected()}_initialize(t,n){let r=t.parentNode;r&&r.nodeType===1&&(r.addEventListener("rangeChanged",i=>{this._first=i.first,this._last=i.last,this.setValue(this.render())}),this._makeVirtualizer(r,n))}disconnected(){this._virtualizer?.disconnected()}reconnected(){this._virtualizer?.connected()}},v0=xa(oh);var wr=class extends j{constructor(){super(...arguments),this.items=[],this.renderItem=lh,this.keyFunction=ah,this.layout={},this.scroller=!1}createRenderRoot(){return this}render(){let{items:t,renderItem:n,keyFunction:r,layout:i,scroller:s}=this;return m`${v0({items:t,renderItem:n,keyFunction:r,layout:i,scroller:s})}`}element(t){return this[ka]?.element(t)}get layoutComplete(){return this[ka]?.layoutComplete}scrollToIndex(t,n="start"){this.element(t)?.scrollIntoView({block:n})}};Vs([Ks({attribute:!1})],wr.prototype,"items",void 0);Vs([Ks()],wr.prototype,"renderItem",void 0);Vs([Ks()],wr.prototype,"keyFunction",void 0);Vs([Ks({attribute:!1})],wr.prototype,"layout",void 0);Vs([Ks({reflect:!0,type:Boolean})],wr.prototype,"scroller",void 0);customElements.define("lit-virtualizer",wr);sh();function w0(e,t,n,r){if(n<=0)return null;let i=Math.max(1,Math.floor(r)),s=o=>Math.min(n-1,Math.max(0,o));switch(e){case"ArrowDown":return t===null?0:s(t+1);case"ArrowUp":return t===null?0:s(t-1);case"PageDown":return t===null?0:s(t+i);case"PageUp":return t===null?0:s(t-i);case"Home":return 0;case"End":return n-1;default:return null}}function x0(e,t,n,r,i){let s=e*t,o=s+t,a=Math.max(t,r-i);return s<n?s:o>n+a?o-a:n}function Zu(e,t,n,r){return e!==t?r(e):n==="asc"?"desc":"asc"}function Qu(e,t){return e?t==="asc"?"ascending":"descending":"none"}function ec(e,t){return e&&t==="asc"?"\u25B2":"\u25BC"}var tc=24,hE=(e,t)=>t,pE=50,mE={width:0,height:tc,marginTop:0,marginRight:0,marginBottom:0,marginLeft:0},uh=class extends Ys{constructor(...t){super(...t),this._overhang=pE}get measureChildren(){return(()=>mE)}},gE={type:uh},ii={table:{attribute:!1},rows:{attribute:!1},sort:{attribute:!1},dir:{attribute:!1}};function ch(e,t){e.dispatchEvent(new CustomEvent("sort-change",{detail:t,bubbles:!0,composed:!0}))}function bE(e,t,n){let{sort:r,dir:i}=e,s=t.key===r,o=m`<span class="arrow">${ec(s,i)}</span>`,a=()=>ch(e,{column:t.key,dir:Zu(t.key,r,i,n)});return m`<button
    role="columnheader"
    class=${[t.text?"text":"",t.className??""].join(" ").trim()}
    data-col=${t.key}
    aria-sort=${Qu(s,i)}
    title=${`${t.title}. Click to sort.`}
    @click=${a}
  >
    <span class="top">${t.text?_:o}<span class="col-name">${t.name}</span>${t.text?o:_}</span>
    ${t.sub?m`<span class="sub">${t.sub}</span>`:_}
  </button>`}function Xs(e,t){let{rows:n}=e;return m`<div
    role="table"
    style=${t.tableStyle??_}
    aria-rowcount=${n.length+1}
    aria-label=${t.label}
    tabindex=${t.focusable?0:_}
  >
    <div class="head" role="row" style=${t.headStyle??_}>
      ${t.columns.map(r=>"header"in r?r.header:bE(e,r,t.defaultDir))}
    </div>
    ${n.length===0?m`<div class="none">${t.empty}</div>`:t.keyByPosition?m`<lit-virtualizer
              .items=${n}
              .renderItem=${t.renderRow}
              .keyFunction=${hE}
              .layout=${gE}
            ></lit-virtualizer>`:m`<lit-virtualizer .items=${n} .renderItem=${t.renderRow}></lit-virtualizer>`}
  </div>`}var ri=class{constructor(t,n){this.host=t;this.actions=n;this.row=null;this.onFocus=t=>{let n=t.composedPath()[0];if(this.row!==null||!(n instanceof HTMLElement)||n.getAttribute("role")!=="table"||!n.matches(":focus-visible"))return;let r=this.host.rows;r.length!==0&&this.set(r[Math.min(r.length-1,Math.ceil(this.host.scrollTop/tc))])};this.onKey=t=>{if(t.defaultPrevented||t.altKey||t.ctrlKey||t.metaKey)return;let n=t.composedPath()[0],r=n instanceof Element&&n.closest("button, input, select, a")!==null;if(t.key==="Escape"){this.actions.close()&&t.preventDefault();return}let i=this.host.rows;if(t.key==="Enter"||t.key===" "){if(r||this.row===null||!i.includes(this.row))return;t.preventDefault(),this.actions.open(this.row);return}let s=this.row===null?-1:i.indexOf(this.row),o=this.headHeight(),a=this.host.clientHeight,l=w0(t.key,s<0?null:s,i.length,Math.floor((a-o)/tc)-1);l!==null&&(t.preventDefault(),this.set(i[l]),this.host.scrollTop=x0(l,tc,this.host.scrollTop,a,o))};t.addController(this)}hostConnected(){this.host.addEventListener("keydown",this.onKey),this.host.addEventListener("focusin",this.onFocus)}hostDisconnected(){this.host.removeEventListener("keydown",this.onKey),this.host.removeEventListener("focusin",this.onFocus)}isCursor(t){return t===this.row}set(t){t!==this.row&&(this.row=t,this.host.requestUpdate())}headHeight(){return this.host.shadowRoot?.querySelector(".head")?.offsetHeight??0}};function nc(e,t){return m`<div class="cell mark" role="cell" data-col="significant">
    ${e?Js(t):_}
  </div>`}function Js(e){return m`<span class="sig" role="img" aria-label=${e} title=${e}>★</span>`}function Ki(e,t,n,r){return m`<div class=${e} data-significant=${r} data-q=${n??_}>
    <span class="star">${t.slice(0,1)}</span>${t.slice(1)}
  </div>`}var rc=F`
  .legend,
  .rate-legend {
    font-size: 12px;
    color: var(--muted);
    margin: 2px 0 4px;
  }
  .legend .star,
  .rate-legend .star {
    color: var(--accent);
  }
`,Zs=[e0,F`
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
  `],ic=F`
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
`;var yE=["label","count","count_a","count_b","value_a","value_b","gap","bound","p_value"],vE=new Set(["count_a","count_b","value_a","value_b"]),Ta=76,sc=14,wE="minmax(120px, 3fr) repeat(3, minmax(72px, 1fr)) repeat(3, minmax(92px, 1fr)) 212px minmax(64px, 1fr) 24px",xE="minmax(120px, 3fr) minmax(72px, 1fr) minmax(92px, 1fr) 212px minmax(64px, 1fr) 24px",fh=912,_0=584,_E="fairness:rows-rendered";function $E(e,t,[n,r]){let s=b=>(b-n)/(r-n)*(Ta-6)+3,o=b=>Math.min(Ta-3,Math.max(3,b)),a=sc/2,[l,u]=e,c=s(l),f=s(u),d=o(c),h=o(f),p=c<3?`M${d+3},${a-3}L${d},${a}L${d+3},${a+3}`:`M${d},${a-3}V${a+3}`,g=f>Ta-3?`M${h-3},${a-3}L${h},${a}L${h-3},${a+3}`:`M${h},${a-3}V${a+3}`,y=t!==null&&Number.isFinite(t)?s(t):-10;return{zero:`M${s(0)},0V${sc}`,bar:`M${d},${a}H${h}${p}${g}`,dot:y,r:y>=0&&y<=Ta?2.5:0}}function SE(e){return m`<svg class="whisker" width=${Ta} height=${sc} aria-hidden="true">
    <path class="zero" d=${e.zero}></path>
    <path class="bar" d=${e.bar}></path>
    <circle class="dot" cx=${e.dot} cy=${sc/2} r=${e.r}></circle>
  </svg>`}var kE=4096,Ca=class extends j{constructor(){super();this.pendingMark=!1;this.width=0;this.resize=new ResizeObserver(n=>{this.width=n[0]?.contentRect.width??0,this.updateCompact()});this.cursor=new ri(this,{open:n=>this.openRow(n),close:()=>this.open===null?!1:(this.dispatchEvent(new CustomEvent("row-close",{bubbles:!0,composed:!0})),!0)});this.texts=new Map;this.rowTemplate=(n,r)=>this.renderRow(n,r);this.lastCursor=null;this.table=null,this.rows=[],this.sort="gap",this.dir="desc",this.names={a:"A",b:"B",metric:"value"},this.stats=null,this.columns="auto",this.open=null,this.compact=!1}connectedCallback(){super.connectedCallback(),this.resize.observe(this)}disconnectedCallback(){super.disconnectedCallback(),this.resize.disconnect()}updateCompact(){let n=this.columns==="compact"||this.columns==="auto"&&this.width>0&&this.width<fh;n!==this.compact&&(this.compact=n)}openRow(n){let r=this.table;if(!r||n<0||n>=r.rows)return;this.cursor.set(n);let i=this.shadowRoot?.querySelector("[role=table]");this.dispatchEvent(new CustomEvent("row-open",{detail:{key:r.columns.label[n],opener:i},bubbles:!0,composed:!0}))}headerColumns(){let{level:n,fdr:r}=this.stats,i=Os("significant",this.names,n,r),s=m`<span class="mark" role="columnheader" data-col="significant" title=${i.title}>★</span>`;return[...yE.map(o=>({key:o,text:o==="label",className:vE.has(o)?"ab":void 0,...Os(o,this.names,n,r)})),{header:s}]}rowText(n){let r=this.texts.get(n);if(r)return r;let i=this.table,s=i.columns,o=this.stats,a=Bu(i,n,o.minCount),l=s.gap[n],u=a.interval?`${Ht(o.level)} interval ${a.intervalText}; conservative bound ${a.bound===null?"\u2014":a.bound}`+(a.insufficient?`. ${a.pTitle}`:""):a.intervalReason??"",c=d=>Pu(s[d][n],i.states[d][n]),f={count:L(s.count[n]),countA:L(s.count_a[n]),countB:L(s.count_b[n]),value_a:c("value_a"),value_b:c("value_b"),gap:c("gap"),stats:a,intervalTitle:u,whisker:a.interval?$E(a.interval,typeof l=="number"?l:null,o.domain):null};return this.texts.size>=kE&&this.texts.clear(),this.texts.set(n,f),f}renderValue(n,r,i){return r.state===null?m`<div class="cell num ${i?"ab":""}" role="cell" data-col=${n} title=${r.title}>${r.text}</div>`:m`<div
      class="cell num ${i?"ab":""} state ${r.state==="undefined"?"undef":"inf"}"
      role="cell"
      data-col=${n}
      data-state=${r.state}
      title=${r.title}
    >
      ${r.text}
    </div>`}renderStats(n){let r=n.stats,i=n.intervalTitle,s=`significant at FDR ${Ht(this.stats.fdr)}`;return m`<div
        class="cell num interval ${r.interval?"":"state undef"}"
        role="cell"
        data-col="interval"
        data-lower=${r.interval?String(r.interval[0]):""}
        data-upper=${r.interval?String(r.interval[1]):""}
        title=${i}
      >
        ${n.whisker?SE(n.whisker):_}<span
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
      ${nc(r.significant,s)}`}renderRow(n,r){let i=this.table.columns,s=i.label[n],o=i.insufficient[n]===!0,a=i.significant[n]===!0,l=this.rowText(n);return m`<div
      class="row ${o?"insufficient":""} ${a?"significant":""} ${this.cursor.isCursor(n)?"cursor":""}"
      role="row"
      aria-selected=${n===this.open?"true":"false"}
      data-row=${n}
      data-pos=${r}
      data-insufficient=${o?"true":"false"}
      data-significant=${a?"true":"false"}
      title=${o?Jd(this.stats.minCount):_}
      @click=${()=>this.openRow(n)}
    >
      <div class="cell label" role="cell" data-col="label" title=${s}>${s}</div>
      <div class="cell num" role="cell" data-col="count">${l.count}</div>
      <div class="cell num ab" role="cell" data-col="count_a">${l.countA}</div>
      <div class="cell num ab" role="cell" data-col="count_b">${l.countB}</div>
      ${this.renderValue("value_a",l.value_a,!0)} ${this.renderValue("value_b",l.value_b,!0)}
      ${this.renderValue("gap",l.gap,!1)} ${this.renderStats(l)}
    </div>`}willUpdate(n){(n.has("table")||n.has("rows"))&&(n.has("table")&&(this.scrollTop=0),this.pendingMark=this.rows.length>0),n.has("columns")&&this.updateCompact();let r=this.cursorMoved();(n.has("table")||n.has("stats"))&&this.texts.clear(),(r||n.has("table")||n.has("stats")||n.has("open")||n.has("names"))&&(this.rowTemplate=(i,s)=>this.renderRow(i,s))}cursorMoved(){let n=this.cursor.row!==this.lastCursor;return this.lastCursor=this.cursor.row,n}updated(){if(!this.pendingMark)return;let n=this.renderRoot,r=()=>{this.pendingMark&&(n.querySelector(".row")?(this.pendingMark=!1,requestAnimationFrame(()=>performance.mark(_E))):requestAnimationFrame(r))};r()}render(){return!this.table||!this.stats?_:Xs(this,{columns:this.headerColumns(),defaultDir:Wd,renderRow:this.rowTemplate,label:"Labels ranked by gap",empty:"No label matches the filters.",keyByPosition:!0,focusable:!0})}};Ca.properties={...ii,names:{attribute:!1},stats:{attribute:!1},columns:{attribute:!1},open:{attribute:!1},compact:{type:Boolean,reflect:!0}},Ca.styles=[X,...Zs,ic,F`
      .head,
      .row {
        grid-template-columns: ${je(wE)};
        min-width: ${je(`${fh}px`)};
      }
      lit-virtualizer {
        min-width: ${je(`${fh}px`)};
      }
      :host([compact]) .head,
      :host([compact]) .row {
        grid-template-columns: ${je(xE)};
        min-width: ${je(`${_0}px`)};
      }
      :host([compact]) lit-virtualizer {
        min-width: ${je(`${_0}px`)};
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
    `];customElements.define("fairness-table",Ca);function gt(e,t){return e==null||t==null?NaN:e<t?-1:e>t?1:e>=t?0:NaN}function _r(e,t){return e==null||t==null?NaN:t<e?-1:t>e?1:t>=e?0:NaN}function ro(e){let t,n,r;e.length!==2?(t=gt,n=(a,l)=>gt(e(a),l),r=(a,l)=>e(a)-l):(t=e===gt||e===_r?e:TE,n=e,r=e);function i(a,l,u=0,c=a.length){if(u<c){if(t(l,l)!==0)return c;do{let f=u+c>>>1;n(a[f],l)<0?u=f+1:c=f}while(u<c)}return u}function s(a,l,u=0,c=a.length){if(u<c){if(t(l,l)!==0)return c;do{let f=u+c>>>1;n(a[f],l)<=0?u=f+1:c=f}while(u<c)}return u}function o(a,l,u=0,c=a.length){let f=i(a,l,u,c-1);return f>u&&r(a[f-1],l)>-r(a[f],l)?f-1:f}return{left:i,center:o,right:s}}function TE(){return 0}function $0(e){return e===null?NaN:+e}function*CE(e,t){if(t===void 0)for(let n of e)n!=null&&(n=+n)>=n&&(yield n);else{let n=-1;for(let r of e)(r=t(r,++n,e))!=null&&(r=+r)>=r&&(yield r)}}var S0=ro(gt),io=S0.right,VN=S0.left,KN=ro($0).center;var qN=k0(T0),UN=k0(ME);function k0(e){return function(t,n,r=n){if(!((n=+n)>=0))throw new RangeError("invalid rx");if(!((r=+r)>=0))throw new RangeError("invalid ry");let{data:i,width:s,height:o}=t;if(!((s=Math.floor(s))>=0))throw new RangeError("invalid width");if(!((o=Math.floor(o!==void 0?o:i.length/s))>=0))throw new RangeError("invalid height");if(!s||!o||!n&&!r)return t;let a=n&&e(n),l=r&&e(r),u=i.slice();return a&&l?(Qs(a,u,i,s,o),Qs(a,i,u,s,o),Qs(a,u,i,s,o),eo(l,i,u,s,o),eo(l,u,i,s,o),eo(l,i,u,s,o)):a?(Qs(a,i,u,s,o),Qs(a,u,i,s,o),Qs(a,i,u,s,o)):l&&(eo(l,i,u,s,o),eo(l,u,i,s,o),eo(l,i,u,s,o)),t}}function Qs(e,t,n,r,i){for(let s=0,o=r*i;s<o;)e(t,n,s,s+=r,1)}function eo(e,t,n,r,i){for(let s=0,o=r*i;s<r;++s)e(t,n,s,s+o,r)}function ME(e){let t=T0(e);return(n,r,i,s,o)=>{i<<=2,s<<=2,o<<=2,t(n,r,i+0,s+0,o),t(n,r,i+1,s+1,o),t(n,r,i+2,s+2,o),t(n,r,i+3,s+3,o)}}function T0(e){let t=Math.floor(e);if(t===e)return RE(e);let n=e-t,r=2*e+1;return(i,s,o,a,l)=>{if(!((a-=l)>=o))return;let u=t*s[o],c=l*t,f=c+l;for(let d=o,h=o+c;d<h;d+=l)u+=s[Math.min(a,d)];for(let d=o,h=a;d<=h;d+=l)u+=s[Math.min(a,d+c)],i[d]=(u+n*(s[Math.max(o,d-f)]+s[Math.min(a,d+f)]))/r,u-=s[Math.max(o,d-c)]}}function RE(e){let t=2*e+1;return(n,r,i,s,o)=>{if(!((s-=o)>=i))return;let a=e*r[i],l=o*e;for(let u=i,c=i+l;u<c;u+=o)a+=r[Math.min(s,u)];for(let u=i,c=s;u<=c;u+=o)a+=r[Math.min(s,u+l)],n[u]=a/t,a-=r[Math.max(i,u-l)]}}function ph(e,t){let n=0;if(t===void 0)for(let r of e)r!=null&&(r=+r)>=r&&++n;else{let r=-1;for(let i of e)(i=t(i,++r,e))!=null&&(i=+i)>=i&&++n}return n}function EE(e){return e.length|0}function AE(e){return!(e>0)}function PE(e){return typeof e!="object"||"length"in e?e:Array.from(e)}function DE(e){return t=>e(...t)}function C0(...e){let t=typeof e[e.length-1]=="function"&&DE(e.pop());e=e.map(PE);let n=e.map(EE),r=e.length-1,i=new Array(r+1).fill(0),s=[];if(r<0||n.some(AE))return s;for(;;){s.push(i.map((a,l)=>e[l][a]));let o=r;for(;++i[o]===n[o];){if(o===0)return t?s.map(t):s;i[o--]=0}}}function M0(e,t){var n=0,r=0;return Float64Array.from(e,t===void 0?i=>n+=+i||0:i=>n+=+t(i,r++,e)||0)}function mh(e,t){let n=0,r,i=0,s=0;if(t===void 0)for(let o of e)o!=null&&(o=+o)>=o&&(r=o-i,i+=r/++n,s+=r*(o-i));else{let o=-1;for(let a of e)(a=t(a,++o,e))!=null&&(a=+a)>=a&&(r=a-i,i+=r/++n,s+=r*(a-i))}if(n>1)return s/(n-1)}function gh(e,t){let n=mh(e,t);return n&&Math.sqrt(n)}function ht(e,t){let n,r;if(t===void 0)for(let i of e)i!=null&&(n===void 0?i>=i&&(n=r=i):(n>i&&(n=i),r<i&&(r=i)));else{let i=-1;for(let s of e)(s=t(s,++i,e))!=null&&(n===void 0?s>=s&&(n=r=s):(n>s&&(n=s),r<s&&(r=s)))}return[n,r]}var en=class{constructor(){this._partials=new Float64Array(32),this._n=0}add(t){let n=this._partials,r=0;for(let i=0;i<this._n&&i<32;i++){let s=n[i],o=t+s,a=Math.abs(t)<Math.abs(s)?t-(o-s):s-(o-t);a&&(n[r++]=a),t=o}return n[r]=t,this._n=r+1,this}valueOf(){let t=this._partials,n=this._n,r,i,s,o=0;if(n>0){for(o=t[--n];n>0&&(r=o,i=t[--n],o=r+i,s=i-(o-r),!s););n>0&&(s<0&&t[n-1]<0||s>0&&t[n-1]>0)&&(i=s*2,r=o+i,i==r-o&&(o=r))}return o}};var tn=class extends Map{constructor(t,n=A0){if(super(),Object.defineProperties(this,{_intern:{value:new Map},_key:{value:n}}),t!=null)for(let[r,i]of t)this.set(r,i)}get(t){return super.get(dh(this,t))}has(t){return super.has(dh(this,t))}set(t,n){return super.set(R0(this,t),n)}delete(t){return super.delete(E0(this,t))}},Bn=class extends Set{constructor(t,n=A0){if(super(),Object.defineProperties(this,{_intern:{value:new Map},_key:{value:n}}),t!=null)for(let r of t)this.add(r)}has(t){return super.has(dh(this,t))}add(t){return super.add(R0(this,t))}delete(t){return super.delete(E0(this,t))}};function dh({_intern:e,_key:t},n){let r=t(n);return e.has(r)?e.get(r):n}function R0({_intern:e,_key:t},n){let r=t(n);return e.has(r)?e.get(r):(e.set(r,n),n)}function E0({_intern:e,_key:t},n){let r=t(n);return e.has(r)&&(n=e.get(r),e.delete(r)),n}function A0(e){return e!==null&&typeof e=="object"?e.valueOf():e}function hh(e){return e}function qi(e,...t){return bh(e,hh,hh,t)}function $r(e,t,...n){return bh(e,hh,t,n)}function P0(e,t,...n){return bh(e,Array.from,t,n)}function bh(e,t,n,r){return(function i(s,o){if(o>=r.length)return n(s);let a=new tn,l=r[o++],u=-1;for(let c of s){let f=l(c,++u,s),d=a.get(f);d?d.push(c):a.set(f,[c])}for(let[c,f]of a)a.set(c,i(f,o));return t(a)})(e,0)}function LE(e,t){return Array.from(t,n=>e[n])}function to(e,...t){if(typeof e[Symbol.iterator]!="function")throw new TypeError("values is not iterable");e=Array.from(e);let[n]=t;if(n&&n.length!==2||t.length>1){let r=Uint32Array.from(e,(i,s)=>s);return t.length>1?(t=t.map(i=>e.map(i)),r.sort((i,s)=>{for(let o of t){let a=oc(o[i],o[s]);if(a)return a}})):(n=e.map(n),r.sort((i,s)=>oc(n[i],n[s]))),LE(e,r)}return e.sort(D0(n))}function D0(e=gt){if(e===gt)return oc;if(typeof e!="function")throw new TypeError("compare is not a function");return(t,n)=>{let r=e(t,n);return r||r===0?r:(e(n,n)===0)-(e(t,t)===0)}}function oc(e,t){return(e==null||!(e>=e))-(t==null||!(t>=t))||(e<t?-1:e>t?1:0)}function lc(e,t,n){return(t.length!==2?to($r(e,t,n),(([r,i],[s,o])=>gt(i,o)||gt(r,s))):to(qi(e,n),(([r,i],[s,o])=>t(i,o)||gt(r,s)))).map(([r])=>r)}var NE=Array.prototype,jN=NE.slice;var OE=Math.sqrt(50),IE=Math.sqrt(10),zE=Math.sqrt(2);function ac(e,t,n){let r=(t-e)/Math.max(0,n),i=Math.floor(Math.log10(r)),s=r/Math.pow(10,i),o=s>=OE?10:s>=IE?5:s>=zE?2:1,a,l,u;return i<0?(u=Math.pow(10,-i)/o,a=Math.round(e*u),l=Math.round(t*u),a/u<e&&++a,l/u>t&&--l,u=-u):(u=Math.pow(10,i)*o,a=Math.round(e/u),l=Math.round(t/u),a*u<e&&++a,l*u>t&&--l),l<a&&.5<=n&&n<2?ac(e,t,n*2):[a,l,u]}function si(e,t,n){if(t=+t,e=+e,n=+n,!(n>0))return[];if(e===t)return[e];let r=t<e,[i,s,o]=r?ac(t,e,n):ac(e,t,n);if(!(s>=i))return[];let a=s-i+1,l=new Array(a);if(r)if(o<0)for(let u=0;u<a;++u)l[u]=(s-u)/-o;else for(let u=0;u<a;++u)l[u]=(s-u)*o;else if(o<0)for(let u=0;u<a;++u)l[u]=(i+u)/-o;else for(let u=0;u<a;++u)l[u]=(i+u)*o;return l}function no(e,t,n){return t=+t,e=+e,n=+n,ac(e,t,n)[2]}function Ra(e,t,n){t=+t,e=+e,n=+n;let r=t<e,i=r?no(t,e,n):no(e,t,n);return(r?-1:1)*(i<0?1/-i:i)}function L0(e){return Math.max(1,Math.ceil(Math.log(ph(e))/Math.LN2)+1)}function _t(e,t){let n;if(t===void 0)for(let r of e)r!=null&&(n<r||n===void 0&&r>=r)&&(n=r);else{let r=-1;for(let i of e)(i=t(i,++r,e))!=null&&(n<i||n===void 0&&i>=i)&&(n=i)}return n}function N0(e,t){let n,r=-1,i=-1;if(t===void 0)for(let s of e)++i,s!=null&&(n<s||n===void 0&&s>=s)&&(n=s,r=i);else for(let s of e)(s=t(s,++i,e))!=null&&(n<s||n===void 0&&s>=s)&&(n=s,r=i);return r}function nn(e,t){let n;if(t===void 0)for(let r of e)r!=null&&(n>r||n===void 0&&r>=r)&&(n=r);else{let r=-1;for(let i of e)(i=t(i,++r,e))!=null&&(n>i||n===void 0&&i>=i)&&(n=i)}return n}function O0(e,t){let n,r=-1,i=-1;if(t===void 0)for(let s of e)++i,s!=null&&(n>s||n===void 0&&s>=s)&&(n=s,r=i);else for(let s of e)(s=t(s,++i,e))!=null&&(n>s||n===void 0&&s>=s)&&(n=s,r=i);return r}function I0(e,t,n=0,r=1/0,i){if(t=Math.floor(t),n=Math.floor(Math.max(0,n)),r=Math.floor(Math.min(e.length-1,r)),!(n<=t&&t<=r))return e;for(i=i===void 0?oc:D0(i);r>n;){if(r-n>600){let l=r-n+1,u=t-n+1,c=Math.log(l),f=.5*Math.exp(2*c/3),d=.5*Math.sqrt(c*f*(l-f)/l)*(u-l/2<0?-1:1),h=Math.max(n,Math.floor(t-u*f/l+d)),p=Math.min(r,Math.floor(t+(l-u)*f/l+d));I0(e,t,h,p,i)}let s=e[t],o=n,a=r;for(Ma(e,n,t),i(e[r],s)>0&&Ma(e,n,r);o<a;){for(Ma(e,o,a),++o,--a;i(e[o],s)<0;)++o;for(;i(e[a],s)>0;)--a}i(e[n],s)===0?Ma(e,n,a):(++a,Ma(e,a,r)),a<=t&&(n=a+1),t<=a&&(r=a-1)}return e}function Ma(e,t,n){let r=e[t];e[t]=e[n],e[n]=r}function yh(e,t=gt){let n,r=!1;if(t.length===1){let i;for(let s of e){let o=t(s);(r?gt(o,i)>0:gt(o,o)===0)&&(n=s,i=o,r=!0)}}else for(let i of e)(r?t(i,n)>0:t(i,i)===0)&&(n=i,r=!0);return n}function xr(e,t,n){if(e=Float64Array.from(CE(e,n)),!(!(r=e.length)||isNaN(t=+t))){if(t<=0||r<2)return nn(e);if(t>=1)return _t(e);var r,i=(r-1)*t,s=Math.floor(i),o=_t(I0(e,s).subarray(0,s+1)),a=nn(e.subarray(s+1));return o+(a-o)*(i-s)}}function z0(e,t,n=$0){if(!(!(r=e.length)||isNaN(t=+t))){if(t<=0||r<2)return+n(e[0],0,e);if(t>=1)return+n(e[r-1],r-1,e);var r,i=(r-1)*t,s=Math.floor(i),o=+n(e[s],s,e),a=+n(e[s+1],s+1,e);return o+(a-o)*(i-s)}}function B0(e,t,n){let r=ph(e),i=xr(e,.75)-xr(e,.25);return r&&i?Math.ceil((n-t)/(2*i*Math.pow(r,-1/3))):1}function vh(e,t,n){let r=ph(e),i=gh(e);return r&&i?Math.ceil((n-t)*Math.cbrt(r)/(3.49*i)):1}function F0(e,t){let n=0,r=0;if(t===void 0)for(let i of e)i!=null&&(i=+i)>=i&&(++n,r+=i);else{let i=-1;for(let s of e)(s=t(s,++i,e))!=null&&(s=+s)>=s&&(++n,r+=s)}if(n)return r/n}function Ea(e,t){return xr(e,.5,t)}function*BE(e){for(let t of e)yield*t}function wh(e){return Array.from(BE(e))}function H0(e,t){let n=new tn;if(t===void 0)for(let s of e)s!=null&&s>=s&&n.set(s,(n.get(s)||0)+1);else{let s=-1;for(let o of e)(o=t(o,++s,e))!=null&&o>=o&&n.set(o,(n.get(o)||0)+1)}let r,i=0;for(let[s,o]of n)o>i&&(i=o,r=s);return r}function V0(e,t=FE){let n=[],r,i=!1;for(let s of e)i&&n.push(t(r,s)),r=s,i=!0;return n}function FE(e,t){return[e,t]}function so(e,t,n){e=+e,t=+t,n=(i=arguments.length)<2?(t=e,e=0,1):i<3?1:+n;for(var r=-1,i=Math.max(0,Math.ceil((t-e)/n))|0,s=new Array(i);++r<i;)s[r]=e+r*n;return s}var GN=HE(Math.random);function HE(e){return function(n,r=0,i=n.length){let s=i-(r=+r);for(;s;){let o=e()*s--|0,a=n[s+r];n[s+r]=n[o+r],n[o+r]=a}return n}}function _n(e,t){let n=0;if(t===void 0)for(let r of e)(r=+r)&&(n+=r);else{let r=-1;for(let i of e)(i=+t(i,++r,e))&&(n+=i)}return n}function oo(e){if(typeof e[Symbol.iterator]!="function")throw new TypeError("values is not iterable");return Array.from(e).reverse()}function VE(e){return e}var xh=1,_h=2,$h=3,uc=4,K0=1e-6;function KE(e){return"translate("+e+",0)"}function qE(e){return"translate(0,"+e+")"}function UE(e){return t=>+e(t)}function jE(e,t){return t=Math.max(0,e.bandwidth()-t*2)/2,e.round()&&(t=Math.round(t)),n=>+e(n)+t}function GE(){return!this.__axis}function WE(e,t){var n=[],r=null,i=null,s=6,o=6,a=3,l=typeof window<"u"&&window.devicePixelRatio>1?0:.5,u=e===xh||e===uc?-1:1,c=e===uc||e===_h?"x":"y",f=e===xh||e===$h?KE:qE;function d(h){var p=r??(t.ticks?t.ticks.apply(t,n):t.domain()),g=i??(t.tickFormat?t.tickFormat.apply(t,n):VE),y=Math.max(s,0)+a,b=t.range(),v=+b[0]+l,$=+b[b.length-1]+l,w=(t.bandwidth?jE:UE)(t.copy(),l),k=h.selection?h.selection():h,x=k.selectAll(".domain").data([null]),S=k.selectAll(".tick").data(p,t).order(),C=S.exit(),M=S.enter().append("g").attr("class","tick"),D=S.select("line"),E=S.select("text");x=x.merge(x.enter().insert("path",".tick").attr("class","domain").attr("stroke","currentColor")),S=S.merge(M),D=D.merge(M.append("line").attr("stroke","currentColor").attr(c+"2",u*s)),E=E.merge(M.append("text").attr("fill","currentColor").attr(c,u*y).attr("dy",e===xh?"0em":e===$h?"0.71em":"0.32em")),h!==k&&(x=x.transition(h),S=S.transition(h),D=D.transition(h),E=E.transition(h),C=C.transition(h).attr("opacity",K0).attr("transform",function(P){return isFinite(P=w(P))?f(P+l):this.getAttribute("transform")}),M.attr("opacity",K0).attr("transform",function(P){var H=this.parentNode.__axis;return f((H&&isFinite(H=H(P))?H:w(P))+l)})),C.remove(),x.attr("d",e===uc||e===_h?o?"M"+u*o+","+v+"H"+l+"V"+$+"H"+u*o:"M"+l+","+v+"V"+$:o?"M"+v+","+u*o+"V"+l+"H"+$+"V"+u*o:"M"+v+","+l+"H"+$),S.attr("opacity",1).attr("transform",function(P){return f(w(P)+l)}),D.attr(c+"2",u*s),E.attr(c,u*y).text(g),k.filter(GE).attr("fill","none").attr("font-size",10).attr("font-family","sans-serif").attr("text-anchor",e===_h?"start":e===uc?"end":"middle"),k.each(function(){this.__axis=w})}return d.scale=function(h){return arguments.length?(t=h,d):t},d.ticks=function(){return n=Array.from(arguments),d},d.tickArguments=function(h){return arguments.length?(n=h==null?[]:Array.from(h),d):n.slice()},d.tickValues=function(h){return arguments.length?(r=h==null?null:Array.from(h),d):r&&r.slice()},d.tickFormat=function(h){return arguments.length?(i=h,d):i},d.tickSize=function(h){return arguments.length?(s=o=+h,d):s},d.tickSizeInner=function(h){return arguments.length?(s=+h,d):s},d.tickSizeOuter=function(h){return arguments.length?(o=+h,d):o},d.tickPadding=function(h){return arguments.length?(a=+h,d):a},d.offset=function(h){return arguments.length?(l=+h,d):l},d}function q0(e){return WE($h,e)}var Sh="http://www.w3.org/1999/xhtml",oi={svg:"http://www.w3.org/2000/svg",xhtml:Sh,xlink:"http://www.w3.org/1999/xlink",xml:"http://www.w3.org/XML/1998/namespace",xmlns:"http://www.w3.org/2000/xmlns/"};function U0(e){var t=e+="",n=t.indexOf(":");return n>=0&&(t=e.slice(0,n))!=="xmlns"&&(e=e.slice(n+1)),oi.hasOwnProperty(t)?{space:oi[t],local:e}:e}function YE(e){return function(){var t=this.ownerDocument,n=this.namespaceURI;return n===Sh&&t.documentElement.namespaceURI===Sh?t.createElement(e):t.createElementNS(n,e)}}function XE(e){return function(){return this.ownerDocument.createElementNS(e.space,e.local)}}function ao(e){var t=U0(e);return(t.local?XE:YE)(t)}function JE(){}function j0(e){return e==null?JE:function(){return this.querySelector(e)}}function ZE(e){typeof e!="function"&&(e=j0(e));for(var t=this._groups,n=t.length,r=new Array(n),i=0;i<n;++i)for(var s=t[i],o=s.length,a=r[i]=new Array(o),l,u,c=0;c<o;++c)(l=s[c])&&(u=e.call(l,l.__data__,c,s))&&("__data__"in l&&(u.__data__=l.__data__),a[c]=u);return new Kt(r,this._parents)}function QE(e){return e==null?[]:Array.isArray(e)?e:Array.from(e)}function e3(){return[]}function t3(e){return e==null?e3:function(){return this.querySelectorAll(e)}}function n3(e){return function(){return QE(e.apply(this,arguments))}}function r3(e){typeof e=="function"?e=n3(e):e=t3(e);for(var t=this._groups,n=t.length,r=[],i=[],s=0;s<n;++s)for(var o=t[s],a=o.length,l,u=0;u<a;++u)(l=o[u])&&(r.push(e.call(l,l.__data__,u,o)),i.push(l));return new Kt(r,i)}function i3(e){return function(){return this.matches(e)}}function G0(e){return function(t){return t.matches(e)}}var s3=Array.prototype.find;function o3(e){return function(){return s3.call(this.children,e)}}function a3(){return this.firstElementChild}function l3(e){return this.select(e==null?a3:o3(typeof e=="function"?e:G0(e)))}var u3=Array.prototype.filter;function c3(){return Array.from(this.children)}function f3(e){return function(){return u3.call(this.children,e)}}function d3(e){return this.selectAll(e==null?c3:f3(typeof e=="function"?e:G0(e)))}function h3(e){typeof e!="function"&&(e=i3(e));for(var t=this._groups,n=t.length,r=new Array(n),i=0;i<n;++i)for(var s=t[i],o=s.length,a=r[i]=[],l,u=0;u<o;++u)(l=s[u])&&e.call(l,l.__data__,u,s)&&a.push(l);return new Kt(r,this._parents)}function W0(e){return new Array(e.length)}function p3(){return new Kt(this._enter||this._groups.map(W0),this._parents)}function cc(e,t){this.ownerDocument=e.ownerDocument,this.namespaceURI=e.namespaceURI,this._next=null,this._parent=e,this.__data__=t}cc.prototype={constructor:cc,appendChild:function(e){return this._parent.insertBefore(e,this._next)},insertBefore:function(e,t){return this._parent.insertBefore(e,t)},querySelector:function(e){return this._parent.querySelector(e)},querySelectorAll:function(e){return this._parent.querySelectorAll(e)}};function m3(e){return function(){return e}}function g3(e,t,n,r,i,s){for(var o=0,a,l=t.length,u=s.length;o<u;++o)(a=t[o])?(a.__data__=s[o],r[o]=a):n[o]=new cc(e,s[o]);for(;o<l;++o)(a=t[o])&&(i[o]=a)}function b3(e,t,n,r,i,s,o){var a,l,u=new Map,c=t.length,f=s.length,d=new Array(c),h;for(a=0;a<c;++a)(l=t[a])&&(d[a]=h=o.call(l,l.__data__,a,t)+"",u.has(h)?i[a]=l:u.set(h,l));for(a=0;a<f;++a)h=o.call(e,s[a],a,s)+"",(l=u.get(h))?(r[a]=l,l.__data__=s[a],u.delete(h)):n[a]=new cc(e,s[a]);for(a=0;a<c;++a)(l=t[a])&&u.get(d[a])===l&&(i[a]=l)}function y3(e){return e.__data__}function v3(e,t){if(!arguments.length)return Array.from(this,y3);var n=t?b3:g3,r=this._parents,i=this._groups;typeof e!="function"&&(e=m3(e));for(var s=i.length,o=new Array(s),a=new Array(s),l=new Array(s),u=0;u<s;++u){var c=r[u],f=i[u],d=f.length,h=w3(e.call(c,c&&c.__data__,u,r)),p=h.length,g=a[u]=new Array(p),y=o[u]=new Array(p),b=l[u]=new Array(d);n(c,f,g,y,b,h,t);for(var v=0,$=0,w,k;v<p;++v)if(w=g[v]){for(v>=$&&($=v+1);!(k=y[$])&&++$<p;);w._next=k||null}}return o=new Kt(o,r),o._enter=a,o._exit=l,o}function w3(e){return typeof e=="object"&&"length"in e?e:Array.from(e)}function x3(){return new Kt(this._exit||this._groups.map(W0),this._parents)}function _3(e,t,n){var r=this.enter(),i=this,s=this.exit();return typeof e=="function"?(r=e(r),r&&(r=r.selection())):r=r.append(e+""),t!=null&&(i=t(i),i&&(i=i.selection())),n==null?s.remove():n(s),r&&i?r.merge(i).order():i}function $3(e){for(var t=e.selection?e.selection():e,n=this._groups,r=t._groups,i=n.length,s=r.length,o=Math.min(i,s),a=new Array(i),l=0;l<o;++l)for(var u=n[l],c=r[l],f=u.length,d=a[l]=new Array(f),h,p=0;p<f;++p)(h=u[p]||c[p])&&(d[p]=h);for(;l<i;++l)a[l]=n[l];return new Kt(a,this._parents)}function S3(){for(var e=this._groups,t=-1,n=e.length;++t<n;)for(var r=e[t],i=r.length-1,s=r[i],o;--i>=0;)(o=r[i])&&(s&&o.compareDocumentPosition(s)^4&&s.parentNode.insertBefore(o,s),s=o);return this}function k3(e){e||(e=T3);function t(f,d){return f&&d?e(f.__data__,d.__data__):!f-!d}for(var n=this._groups,r=n.length,i=new Array(r),s=0;s<r;++s){for(var o=n[s],a=o.length,l=i[s]=new Array(a),u,c=0;c<a;++c)(u=o[c])&&(l[c]=u);l.sort(t)}return new Kt(i,this._parents).order()}function T3(e,t){return e<t?-1:e>t?1:e>=t?0:NaN}function C3(){var e=arguments[0];return arguments[0]=this,e.apply(null,arguments),this}function M3(){return Array.from(this)}function R3(){for(var e=this._groups,t=0,n=e.length;t<n;++t)for(var r=e[t],i=0,s=r.length;i<s;++i){var o=r[i];if(o)return o}return null}function E3(){let e=0;for(let t of this)++e;return e}function A3(){return!this.node()}function P3(e){for(var t=this._groups,n=0,r=t.length;n<r;++n)for(var i=t[n],s=0,o=i.length,a;s<o;++s)(a=i[s])&&e.call(a,a.__data__,s,i);return this}function D3(e){return function(){this.removeAttribute(e)}}function L3(e){return function(){this.removeAttributeNS(e.space,e.local)}}function N3(e,t){return function(){this.setAttribute(e,t)}}function O3(e,t){return function(){this.setAttributeNS(e.space,e.local,t)}}function I3(e,t){return function(){var n=t.apply(this,arguments);n==null?this.removeAttribute(e):this.setAttribute(e,n)}}function z3(e,t){return function(){var n=t.apply(this,arguments);n==null?this.removeAttributeNS(e.space,e.local):this.setAttributeNS(e.space,e.local,n)}}function B3(e,t){var n=U0(e);if(arguments.length<2){var r=this.node();return n.local?r.getAttributeNS(n.space,n.local):r.getAttribute(n)}return this.each((t==null?n.local?L3:D3:typeof t=="function"?n.local?z3:I3:n.local?O3:N3)(n,t))}function Y0(e){return e.ownerDocument&&e.ownerDocument.defaultView||e.document&&e||e.defaultView}function F3(e){return function(){this.style.removeProperty(e)}}function H3(e,t,n){return function(){this.style.setProperty(e,t,n)}}function V3(e,t,n){return function(){var r=t.apply(this,arguments);r==null?this.style.removeProperty(e):this.style.setProperty(e,r,n)}}function K3(e,t,n){return arguments.length>1?this.each((t==null?F3:typeof t=="function"?V3:H3)(e,t,n??"")):q3(this.node(),e)}function q3(e,t){return e.style.getPropertyValue(t)||Y0(e).getComputedStyle(e,null).getPropertyValue(t)}function U3(e){return function(){delete this[e]}}function j3(e,t){return function(){this[e]=t}}function G3(e,t){return function(){var n=t.apply(this,arguments);n==null?delete this[e]:this[e]=n}}function W3(e,t){return arguments.length>1?this.each((t==null?U3:typeof t=="function"?G3:j3)(e,t)):this.node()[e]}function X0(e){return e.trim().split(/^|\s+/)}function Th(e){return e.classList||new J0(e)}function J0(e){this._node=e,this._names=X0(e.getAttribute("class")||"")}J0.prototype={add:function(e){var t=this._names.indexOf(e);t<0&&(this._names.push(e),this._node.setAttribute("class",this._names.join(" ")))},remove:function(e){var t=this._names.indexOf(e);t>=0&&(this._names.splice(t,1),this._node.setAttribute("class",this._names.join(" ")))},contains:function(e){return this._names.indexOf(e)>=0}};function Z0(e,t){for(var n=Th(e),r=-1,i=t.length;++r<i;)n.add(t[r])}function Q0(e,t){for(var n=Th(e),r=-1,i=t.length;++r<i;)n.remove(t[r])}function Y3(e){return function(){Z0(this,e)}}function X3(e){return function(){Q0(this,e)}}function J3(e,t){return function(){(t.apply(this,arguments)?Z0:Q0)(this,e)}}function Z3(e,t){var n=X0(e+"");if(arguments.length<2){for(var r=Th(this.node()),i=-1,s=n.length;++i<s;)if(!r.contains(n[i]))return!1;return!0}return this.each((typeof t=="function"?J3:t?Y3:X3)(n,t))}function Q3(){this.textContent=""}function eA(e){return function(){this.textContent=e}}function tA(e){return function(){var t=e.apply(this,arguments);this.textContent=t??""}}function nA(e){return arguments.length?this.each(e==null?Q3:(typeof e=="function"?tA:eA)(e)):this.node().textContent}function rA(){this.innerHTML=""}function iA(e){return function(){this.innerHTML=e}}function sA(e){return function(){var t=e.apply(this,arguments);this.innerHTML=t??""}}function oA(e){return arguments.length?this.each(e==null?rA:(typeof e=="function"?sA:iA)(e)):this.node().innerHTML}function aA(){this.nextSibling&&this.parentNode.appendChild(this)}function lA(){return this.each(aA)}function uA(){this.previousSibling&&this.parentNode.insertBefore(this,this.parentNode.firstChild)}function cA(){return this.each(uA)}function fA(e){var t=typeof e=="function"?e:ao(e);return this.select(function(){return this.appendChild(t.apply(this,arguments))})}function dA(){return null}function hA(e,t){var n=typeof e=="function"?e:ao(e),r=t==null?dA:typeof t=="function"?t:j0(t);return this.select(function(){return this.insertBefore(n.apply(this,arguments),r.apply(this,arguments)||null)})}function pA(){var e=this.parentNode;e&&e.removeChild(this)}function mA(){return this.each(pA)}function gA(){var e=this.cloneNode(!1),t=this.parentNode;return t?t.insertBefore(e,this.nextSibling):e}function bA(){var e=this.cloneNode(!0),t=this.parentNode;return t?t.insertBefore(e,this.nextSibling):e}function yA(e){return this.select(e?bA:gA)}function vA(e){return arguments.length?this.property("__data__",e):this.node().__data__}function wA(e){return function(t){e.call(this,t,this.__data__)}}function xA(e){return e.trim().split(/^|\s+/).map(function(t){var n="",r=t.indexOf(".");return r>=0&&(n=t.slice(r+1),t=t.slice(0,r)),{type:t,name:n}})}function _A(e){return function(){var t=this.__on;if(t){for(var n=0,r=-1,i=t.length,s;n<i;++n)s=t[n],(!e.type||s.type===e.type)&&s.name===e.name?this.removeEventListener(s.type,s.listener,s.options):t[++r]=s;++r?t.length=r:delete this.__on}}}function $A(e,t,n){return function(){var r=this.__on,i,s=wA(t);if(r){for(var o=0,a=r.length;o<a;++o)if((i=r[o]).type===e.type&&i.name===e.name){this.removeEventListener(i.type,i.listener,i.options),this.addEventListener(i.type,i.listener=s,i.options=n),i.value=t;return}}this.addEventListener(e.type,s,n),i={type:e.type,name:e.name,value:t,listener:s,options:n},r?r.push(i):this.__on=[i]}}function SA(e,t,n){var r=xA(e+""),i,s=r.length,o;if(arguments.length<2){var a=this.node().__on;if(a){for(var l=0,u=a.length,c;l<u;++l)for(i=0,c=a[l];i<s;++i)if((o=r[i]).type===c.type&&o.name===c.name)return c.value}return}for(a=t?$A:_A,i=0;i<s;++i)this.each(a(r[i],t,n));return this}function ew(e,t,n){var r=Y0(e),i=r.CustomEvent;typeof i=="function"?i=new i(t,n):(i=r.document.createEvent("Event"),n?(i.initEvent(t,n.bubbles,n.cancelable),i.detail=n.detail):i.initEvent(t,!1,!1)),e.dispatchEvent(i)}function kA(e,t){return function(){return ew(this,e,t)}}function TA(e,t){return function(){return ew(this,e,t.apply(this,arguments))}}function CA(e,t){return this.each((typeof t=="function"?TA:kA)(e,t))}function*MA(){for(var e=this._groups,t=0,n=e.length;t<n;++t)for(var r=e[t],i=0,s=r.length,o;i<s;++i)(o=r[i])&&(yield o)}var tw=[null];function Kt(e,t){this._groups=e,this._parents=t}function RA(){return new Kt([[document.documentElement]],tw)}function EA(){return this}Kt.prototype=RA.prototype={constructor:Kt,select:ZE,selectAll:r3,selectChild:l3,selectChildren:d3,filter:h3,data:v3,enter:p3,exit:x3,join:_3,merge:$3,selection:EA,order:S3,sort:k3,call:C3,nodes:M3,node:R3,size:E3,empty:A3,each:P3,attr:B3,style:K3,property:W3,classed:Z3,text:nA,html:oA,raise:lA,lower:cA,append:fA,insert:hA,remove:mA,clone:yA,datum:vA,on:SA,dispatch:CA,[Symbol.iterator]:MA};function $n(e){return typeof e=="string"?new Kt([[document.querySelector(e)]],[document.documentElement]):new Kt([[e]],tw)}var AA=0;function PA(){return new kh}function kh(){this._="@"+(++AA).toString(36)}kh.prototype=PA.prototype={constructor:kh,get:function(e){for(var t=this._;!(t in e);)if(!(e=e.parentNode))return;return e[t]},set:function(e,t){return e[this._]=t},remove:function(e){return this._ in e&&delete e[this._]},toString:function(){return this._}};function DA(e){let t;for(;t=e.sourceEvent;)e=t;return e}function nw(e,t){if(e=DA(e),t===void 0&&(t=e.currentTarget),t){var n=t.ownerSVGElement||t;if(n.createSVGPoint){var r=n.createSVGPoint();return r.x=e.clientX,r.y=e.clientY,r=r.matrixTransform(t.getScreenCTM().inverse()),[r.x,r.y]}if(t.getBoundingClientRect){var i=t.getBoundingClientRect();return[e.clientX-i.left-t.clientLeft,e.clientY-i.top-t.clientTop]}}return[e.pageX,e.pageY]}function fo(e,t,n){e.prototype=t.prototype=n,n.constructor=e}function Da(e,t){var n=Object.create(e.prototype);for(var r in t)n[r]=t[r];return n}function ai(){}var Wi=.7,co=1/Wi,lo="\\s*([+-]?\\d+)\\s*",Aa="\\s*([+-]?(?:\\d*\\.)?\\d+(?:[eE][+-]?\\d+)?)\\s*",Fn="\\s*([+-]?(?:\\d*\\.)?\\d+(?:[eE][+-]?\\d+)?)%\\s*",LA=/^#([0-9a-f]{3,8})$/,NA=new RegExp(`^rgb\\(${lo},${lo},${lo}\\)$`),OA=new RegExp(`^rgb\\(${Fn},${Fn},${Fn}\\)$`),IA=new RegExp(`^rgba\\(${lo},${lo},${lo},${Aa}\\)$`),zA=new RegExp(`^rgba\\(${Fn},${Fn},${Fn},${Aa}\\)$`),BA=new RegExp(`^hsl\\(${Aa},${Fn},${Fn}\\)$`),FA=new RegExp(`^hsla\\(${Aa},${Fn},${Fn},${Aa}\\)$`),rw={aliceblue:15792383,antiquewhite:16444375,aqua:65535,aquamarine:8388564,azure:15794175,beige:16119260,bisque:16770244,black:0,blanchedalmond:16772045,blue:255,blueviolet:9055202,brown:10824234,burlywood:14596231,cadetblue:6266528,chartreuse:8388352,chocolate:13789470,coral:16744272,cornflowerblue:6591981,cornsilk:16775388,crimson:14423100,cyan:65535,darkblue:139,darkcyan:35723,darkgoldenrod:12092939,darkgray:11119017,darkgreen:25600,darkgrey:11119017,darkkhaki:12433259,darkmagenta:9109643,darkolivegreen:5597999,darkorange:16747520,darkorchid:10040012,darkred:9109504,darksalmon:15308410,darkseagreen:9419919,darkslateblue:4734347,darkslategray:3100495,darkslategrey:3100495,darkturquoise:52945,darkviolet:9699539,deeppink:16716947,deepskyblue:49151,dimgray:6908265,dimgrey:6908265,dodgerblue:2003199,firebrick:11674146,floralwhite:16775920,forestgreen:2263842,fuchsia:16711935,gainsboro:14474460,ghostwhite:16316671,gold:16766720,goldenrod:14329120,gray:8421504,green:32768,greenyellow:11403055,grey:8421504,honeydew:15794160,hotpink:16738740,indianred:13458524,indigo:4915330,ivory:16777200,khaki:15787660,lavender:15132410,lavenderblush:16773365,lawngreen:8190976,lemonchiffon:16775885,lightblue:11393254,lightcoral:15761536,lightcyan:14745599,lightgoldenrodyellow:16448210,lightgray:13882323,lightgreen:9498256,lightgrey:13882323,lightpink:16758465,lightsalmon:16752762,lightseagreen:2142890,lightskyblue:8900346,lightslategray:7833753,lightslategrey:7833753,lightsteelblue:11584734,lightyellow:16777184,lime:65280,limegreen:3329330,linen:16445670,magenta:16711935,maroon:8388608,mediumaquamarine:6737322,mediumblue:205,mediumorchid:12211667,mediumpurple:9662683,mediumseagreen:3978097,mediumslateblue:8087790,mediumspringgreen:64154,mediumturquoise:4772300,mediumvioletred:13047173,midnightblue:1644912,mintcream:16121850,mistyrose:16770273,moccasin:16770229,navajowhite:16768685,navy:128,oldlace:16643558,olive:8421376,olivedrab:7048739,orange:16753920,orangered:16729344,orchid:14315734,palegoldenrod:15657130,palegreen:10025880,paleturquoise:11529966,palevioletred:14381203,papayawhip:16773077,peachpuff:16767673,peru:13468991,pink:16761035,plum:14524637,powderblue:11591910,purple:8388736,rebeccapurple:6697881,red:16711680,rosybrown:12357519,royalblue:4286945,saddlebrown:9127187,salmon:16416882,sandybrown:16032864,seagreen:3050327,seashell:16774638,sienna:10506797,silver:12632256,skyblue:8900331,slateblue:6970061,slategray:7372944,slategrey:7372944,snow:16775930,springgreen:65407,steelblue:4620980,tan:13808780,teal:32896,thistle:14204888,tomato:16737095,turquoise:4251856,violet:15631086,wheat:16113331,white:16777215,whitesmoke:16119285,yellow:16776960,yellowgreen:10145074};fo(ai,ho,{copy(e){return Object.assign(new this.constructor,this,e)},displayable(){return this.rgb().displayable()},hex:iw,formatHex:iw,formatHex8:HA,formatHsl:VA,formatRgb:sw,toString:sw});function iw(){return this.rgb().formatHex()}function HA(){return this.rgb().formatHex8()}function VA(){return pw(this).formatHsl()}function sw(){return this.rgb().formatRgb()}function ho(e){var t,n;return e=(e+"").trim().toLowerCase(),(t=LA.exec(e))?(n=t[1].length,t=parseInt(t[1],16),n===6?ow(t):n===3?new st(t>>8&15|t>>4&240,t>>4&15|t&240,(t&15)<<4|t&15,1):n===8?fc(t>>24&255,t>>16&255,t>>8&255,(t&255)/255):n===4?fc(t>>12&15|t>>8&240,t>>8&15|t>>4&240,t>>4&15|t&240,((t&15)<<4|t&15)/255):null):(t=NA.exec(e))?new st(t[1],t[2],t[3],1):(t=OA.exec(e))?new st(t[1]*255/100,t[2]*255/100,t[3]*255/100,1):(t=IA.exec(e))?fc(t[1],t[2],t[3],t[4]):(t=zA.exec(e))?fc(t[1]*255/100,t[2]*255/100,t[3]*255/100,t[4]):(t=BA.exec(e))?uw(t[1],t[2]/100,t[3]/100,1):(t=FA.exec(e))?uw(t[1],t[2]/100,t[3]/100,t[4]):rw.hasOwnProperty(e)?ow(rw[e]):e==="transparent"?new st(NaN,NaN,NaN,0):null}function ow(e){return new st(e>>16&255,e>>8&255,e&255,1)}function fc(e,t,n,r){return r<=0&&(e=t=n=NaN),new st(e,t,n,r)}function Ph(e){return e instanceof ai||(e=ho(e)),e?(e=e.rgb(),new st(e.r,e.g,e.b,e.opacity)):new st}function kn(e,t,n,r){return arguments.length===1?Ph(e):new st(e,t,n,r??1)}function st(e,t,n,r){this.r=+e,this.g=+t,this.b=+n,this.opacity=+r}fo(st,kn,Da(ai,{brighter(e){return e=e==null?co:Math.pow(co,e),new st(this.r*e,this.g*e,this.b*e,this.opacity)},darker(e){return e=e==null?Wi:Math.pow(Wi,e),new st(this.r*e,this.g*e,this.b*e,this.opacity)},rgb(){return this},clamp(){return new st(ji(this.r),ji(this.g),ji(this.b),hc(this.opacity))},displayable(){return-.5<=this.r&&this.r<255.5&&-.5<=this.g&&this.g<255.5&&-.5<=this.b&&this.b<255.5&&0<=this.opacity&&this.opacity<=1},hex:aw,formatHex:aw,formatHex8:KA,formatRgb:lw,toString:lw}));function aw(){return`#${Ui(this.r)}${Ui(this.g)}${Ui(this.b)}`}function KA(){return`#${Ui(this.r)}${Ui(this.g)}${Ui(this.b)}${Ui((isNaN(this.opacity)?1:this.opacity)*255)}`}function lw(){let e=hc(this.opacity);return`${e===1?"rgb(":"rgba("}${ji(this.r)}, ${ji(this.g)}, ${ji(this.b)}${e===1?")":`, ${e})`}`}function hc(e){return isNaN(e)?1:Math.max(0,Math.min(1,e))}function ji(e){return Math.max(0,Math.min(255,Math.round(e)||0))}function Ui(e){return e=ji(e),(e<16?"0":"")+e.toString(16)}function uw(e,t,n,r){return r<=0?e=t=n=NaN:n<=0||n>=1?e=t=NaN:t<=0&&(e=NaN),new Sn(e,t,n,r)}function pw(e){if(e instanceof Sn)return new Sn(e.h,e.s,e.l,e.opacity);if(e instanceof ai||(e=ho(e)),!e)return new Sn;if(e instanceof Sn)return e;e=e.rgb();var t=e.r/255,n=e.g/255,r=e.b/255,i=Math.min(t,n,r),s=Math.max(t,n,r),o=NaN,a=s-i,l=(s+i)/2;return a?(t===s?o=(n-r)/a+(n<r)*6:n===s?o=(r-t)/a+2:o=(t-n)/a+4,a/=l<.5?s+i:2-s-i,o*=60):a=l>0&&l<1?0:o,new Sn(o,a,l,e.opacity)}function mc(e,t,n,r){return arguments.length===1?pw(e):new Sn(e,t,n,r??1)}function Sn(e,t,n,r){this.h=+e,this.s=+t,this.l=+n,this.opacity=+r}fo(Sn,mc,Da(ai,{brighter(e){return e=e==null?co:Math.pow(co,e),new Sn(this.h,this.s,this.l*e,this.opacity)},darker(e){return e=e==null?Wi:Math.pow(Wi,e),new Sn(this.h,this.s,this.l*e,this.opacity)},rgb(){var e=this.h%360+(this.h<0)*360,t=isNaN(e)||isNaN(this.s)?0:this.s,n=this.l,r=n+(n<.5?n:1-n)*t,i=2*n-r;return new st(Ch(e>=240?e-240:e+120,i,r),Ch(e,i,r),Ch(e<120?e+240:e-120,i,r),this.opacity)},clamp(){return new Sn(cw(this.h),dc(this.s),dc(this.l),hc(this.opacity))},displayable(){return(0<=this.s&&this.s<=1||isNaN(this.s))&&0<=this.l&&this.l<=1&&0<=this.opacity&&this.opacity<=1},formatHsl(){let e=hc(this.opacity);return`${e===1?"hsl(":"hsla("}${cw(this.h)}, ${dc(this.s)*100}%, ${dc(this.l)*100}%${e===1?")":`, ${e})`}`}}));function cw(e){return e=(e||0)%360,e<0?e+360:e}function dc(e){return Math.max(0,Math.min(1,e||0))}function Ch(e,t,n){return(e<60?t+(n-t)*e/60:e<180?n:e<240?t+(n-t)*(240-e)/60:t)*255}var mw=Math.PI/180,gw=180/Math.PI,pc=18,bw=.96422,yw=1,vw=.82521,ww=4/29,uo=6/29,xw=3*uo*uo,qA=uo*uo*uo;function _w(e){if(e instanceof Hn)return new Hn(e.l,e.a,e.b,e.opacity);if(e instanceof Sr)return $w(e);e instanceof st||(e=Ph(e));var t=Ah(e.r),n=Ah(e.g),r=Ah(e.b),i=Mh((.2225045*t+.7168786*n+.0606169*r)/yw),s,o;return t===n&&n===r?s=o=i:(s=Mh((.4360747*t+.3850649*n+.1430804*r)/bw),o=Mh((.0139322*t+.0971045*n+.7141733*r)/vw)),new Hn(116*i-16,500*(s-i),200*(i-o),e.opacity)}function gc(e,t,n,r){return arguments.length===1?_w(e):new Hn(e,t,n,r??1)}function Hn(e,t,n,r){this.l=+e,this.a=+t,this.b=+n,this.opacity=+r}fo(Hn,gc,Da(ai,{brighter(e){return new Hn(this.l+pc*(e??1),this.a,this.b,this.opacity)},darker(e){return new Hn(this.l-pc*(e??1),this.a,this.b,this.opacity)},rgb(){var e=(this.l+16)/116,t=isNaN(this.a)?e:e+this.a/500,n=isNaN(this.b)?e:e-this.b/200;return t=bw*Rh(t),e=yw*Rh(e),n=vw*Rh(n),new st(Eh(3.1338561*t-1.6168667*e-.4906146*n),Eh(-.9787684*t+1.9161415*e+.033454*n),Eh(.0719453*t-.2289914*e+1.4052427*n),this.opacity)}}));function Mh(e){return e>qA?Math.pow(e,1/3):e/xw+ww}function Rh(e){return e>uo?e*e*e:xw*(e-ww)}function Eh(e){return 255*(e<=.0031308?12.92*e:1.055*Math.pow(e,1/2.4)-.055)}function Ah(e){return(e/=255)<=.04045?e/12.92:Math.pow((e+.055)/1.055,2.4)}function UA(e){if(e instanceof Sr)return new Sr(e.h,e.c,e.l,e.opacity);if(e instanceof Hn||(e=_w(e)),e.a===0&&e.b===0)return new Sr(NaN,0<e.l&&e.l<100?0:NaN,e.l,e.opacity);var t=Math.atan2(e.b,e.a)*gw;return new Sr(t<0?t+360:t,Math.sqrt(e.a*e.a+e.b*e.b),e.l,e.opacity)}function bc(e,t,n,r){return arguments.length===1?UA(e):new Sr(e,t,n,r??1)}function Sr(e,t,n,r){this.h=+e,this.c=+t,this.l=+n,this.opacity=+r}function $w(e){if(isNaN(e.h))return new Hn(e.l,0,0,e.opacity);var t=e.h*mw;return new Hn(e.l,Math.cos(t)*e.c,Math.sin(t)*e.c,e.opacity)}fo(Sr,bc,Da(ai,{brighter(e){return new Sr(this.h,this.c,this.l+pc*(e??1),this.opacity)},darker(e){return new Sr(this.h,this.c,this.l-pc*(e??1),this.opacity)},rgb(){return $w(this).rgb()}}));var Sw=-.14861,Dh=1.78277,Lh=-.29227,yc=-.90649,Pa=1.97294,fw=Pa*yc,dw=Pa*Dh,hw=Dh*Lh-yc*Sw;function jA(e){if(e instanceof Gi)return new Gi(e.h,e.s,e.l,e.opacity);e instanceof st||(e=Ph(e));var t=e.r/255,n=e.g/255,r=e.b/255,i=(hw*r+fw*t-dw*n)/(hw+fw-dw),s=r-i,o=(Pa*(n-i)-Lh*s)/yc,a=Math.sqrt(o*o+s*s)/(Pa*i*(1-i)),l=a?Math.atan2(o,s)*gw-120:NaN;return new Gi(l<0?l+360:l,a,i,e.opacity)}function rn(e,t,n,r){return arguments.length===1?jA(e):new Gi(e,t,n,r??1)}function Gi(e,t,n,r){this.h=+e,this.s=+t,this.l=+n,this.opacity=+r}fo(Gi,rn,Da(ai,{brighter(e){return e=e==null?co:Math.pow(co,e),new Gi(this.h,this.s,this.l*e,this.opacity)},darker(e){return e=e==null?Wi:Math.pow(Wi,e),new Gi(this.h,this.s,this.l*e,this.opacity)},rgb(){var e=isNaN(this.h)?0:(this.h+120)*mw,t=+this.l,n=isNaN(this.s)?0:this.s*t*(1-t),r=Math.cos(e),i=Math.sin(e);return new st(255*(t+n*(Sw*r+Dh*i)),255*(t+n*(Lh*r+yc*i)),255*(t+n*(Pa*r)),this.opacity)}}));function Cw(e,t,n,r,i){var s=e*e,o=s*e;return((1-3*e+3*s-o)*t+(4-6*s+3*o)*n+(1+3*e+3*s-3*o)*r+o*i)/6}function GA(e){var t=e.length-1;return function(n){var r=n<=0?n=0:n>=1?(n=1,t-1):Math.floor(n*t),i=e[r],s=e[r+1],o=r>0?e[r-1]:2*i-s,a=r<t-1?e[r+2]:2*s-i;return Cw((n-r/t)*t,o,i,s,a)}}function WA(e){var t=e.length;return function(n){var r=Math.floor(((n%=1)<0?++n:n)*t),i=e[(r+t-1)%t],s=e[r%t],o=e[(r+1)%t],a=e[(r+2)%t];return Cw((n-r/t)*t,i,s,o,a)}}var wc=e=>()=>e;function Mw(e,t){return function(n){return e+n*t}}function YA(e,t,n){return e=Math.pow(e,n),t=Math.pow(t,n)-e,n=1/n,function(r){return Math.pow(e+r*t,n)}}function zh(e,t){var n=t-e;return n?Mw(e,n>180||n<-180?n-360*Math.round(n/360):n):wc(isNaN(e)?t:e)}function XA(e){return(e=+e)==1?ot:function(t,n){return n-t?YA(t,n,e):wc(isNaN(t)?n:t)}}function ot(e,t){var n=t-e;return n?Mw(e,n):wc(isNaN(e)?t:e)}var Yi=(function e(t){var n=XA(t);function r(i,s){var o=n((i=kn(i)).r,(s=kn(s)).r),a=n(i.g,s.g),l=n(i.b,s.b),u=ot(i.opacity,s.opacity);return function(c){return i.r=o(c),i.g=a(c),i.b=l(c),i.opacity=u(c),i+""}}return r.gamma=e,r})(1);function Rw(e){return function(t){var n=t.length,r=new Array(n),i=new Array(n),s=new Array(n),o,a;for(o=0;o<n;++o)a=kn(t[o]),r[o]=a.r||0,i[o]=a.g||0,s[o]=a.b||0;return r=e(r),i=e(i),s=e(s),a.opacity=1,function(l){return a.r=r(l),a.g=i(l),a.b=s(l),a+""}}}var Ew=Rw(GA),QN=Rw(WA);function JA(e,t){t||(t=[]);var n=e?Math.min(t.length,e.length):0,r=t.slice(),i;return function(s){for(i=0;i<n;++i)r[i]=e[i]*(1-s)+t[i]*s;return r}}function ZA(e){return ArrayBuffer.isView(e)&&!(e instanceof DataView)}function QA(e,t){var n=t?t.length:0,r=e?Math.min(n,e.length):0,i=new Array(r),s=new Array(n),o;for(o=0;o<r;++o)i[o]=po(e[o],t[o]);for(;o<n;++o)s[o]=t[o];return function(a){for(o=0;o<r;++o)s[o]=i[o](a);return s}}function e6(e,t){var n=new Date;return e=+e,t=+t,function(r){return n.setTime(e*(1-r)+t*r),n}}function Ye(e,t){return e=+e,t=+t,function(n){return e*(1-n)+t*n}}function t6(e,t){var n={},r={},i;(e===null||typeof e!="object")&&(e={}),(t===null||typeof t!="object")&&(t={});for(i in t)i in e?n[i]=po(e[i],t[i]):r[i]=t[i];return function(s){for(i in n)r[i]=n[i](s);return r}}var Oh=/[-+]?(?:\d+\.?\d*|\.?\d+)(?:[eE][-+]?\d+)?/g,Nh=new RegExp(Oh.source,"g");function n6(e){return function(){return e}}function r6(e){return function(t){return e(t)+""}}function i6(e,t){var n=Oh.lastIndex=Nh.lastIndex=0,r,i,s,o=-1,a=[],l=[];for(e=e+"",t=t+"";(r=Oh.exec(e))&&(i=Nh.exec(t));)(s=i.index)>n&&(s=t.slice(n,s),a[o]?a[o]+=s:a[++o]=s),(r=r[0])===(i=i[0])?a[o]?a[o]+=i:a[++o]=i:(a[++o]=null,l.push({i:o,x:Ye(r,i)})),n=Nh.lastIndex;return n<t.length&&(s=t.slice(n),a[o]?a[o]+=s:a[++o]=s),a.length<2?l[0]?r6(l[0].x):n6(t):(t=l.length,function(u){for(var c=0,f;c<t;++c)a[(f=l[c]).i]=f.x(u);return a.join("")})}function po(e,t){var n=typeof t,r;return t==null||n==="boolean"?wc(t):(n==="number"?Ye:n==="string"?(r=ho(t))?(t=r,Yi):i6:t instanceof ho?Yi:t instanceof Date?e6:ZA(t)?JA:Array.isArray(t)?QA:typeof t.valueOf!="function"&&typeof t.toString!="function"||isNaN(t)?t6:Ye)(e,t)}function La(e,t){return e=+e,t=+t,function(n){return Math.round(e*(1-n)+t*n)}}var kw=180/Math.PI,Ih={translateX:0,translateY:0,rotate:0,skewX:0,scaleX:1,scaleY:1};function Aw(e,t,n,r,i,s){var o,a,l;return(o=Math.sqrt(e*e+t*t))&&(e/=o,t/=o),(l=e*n+t*r)&&(n-=e*l,r-=t*l),(a=Math.sqrt(n*n+r*r))&&(n/=a,r/=a,l/=a),e*r<t*n&&(e=-e,t=-t,l=-l,o=-o),{translateX:i,translateY:s,rotate:Math.atan2(t,e)*kw,skewX:Math.atan(l)*kw,scaleX:o,scaleY:a}}var vc;function s6(e){let t=new(typeof DOMMatrix=="function"?DOMMatrix:WebKitCSSMatrix)(e+"");return t.isIdentity?Ih:Aw(t.a,t.b,t.c,t.d,t.e,t.f)}function o6(e){return e==null||(vc||(vc=document.createElementNS("http://www.w3.org/2000/svg","g")),vc.setAttribute("transform",e),!(e=vc.transform.baseVal.consolidate()))?Ih:(e=e.matrix,Aw(e.a,e.b,e.c,e.d,e.e,e.f))}function Pw(e,t,n,r){function i(u){return u.length?u.pop()+" ":""}function s(u,c,f,d,h,p){if(u!==f||c!==d){var g=h.push("translate(",null,t,null,n);p.push({i:g-4,x:Ye(u,f)},{i:g-2,x:Ye(c,d)})}else(f||d)&&h.push("translate("+f+t+d+n)}function o(u,c,f,d){u!==c?(u-c>180?c+=360:c-u>180&&(u+=360),d.push({i:f.push(i(f)+"rotate(",null,r)-2,x:Ye(u,c)})):c&&f.push(i(f)+"rotate("+c+r)}function a(u,c,f,d){u!==c?d.push({i:f.push(i(f)+"skewX(",null,r)-2,x:Ye(u,c)}):c&&f.push(i(f)+"skewX("+c+r)}function l(u,c,f,d,h,p){if(u!==f||c!==d){var g=h.push(i(h)+"scale(",null,",",null,")");p.push({i:g-4,x:Ye(u,f)},{i:g-2,x:Ye(c,d)})}else(f!==1||d!==1)&&h.push(i(h)+"scale("+f+","+d+")")}return function(u,c){var f=[],d=[];return u=e(u),c=e(c),s(u.translateX,u.translateY,c.translateX,c.translateY,f,d),o(u.rotate,c.rotate,f,d),a(u.skewX,c.skewX,f,d),l(u.scaleX,u.scaleY,c.scaleX,c.scaleY,f,d),u=c=null,function(h){for(var p=-1,g=d.length,y;++p<g;)f[(y=d[p]).i]=y.x(h);return f.join("")}}}var eO=Pw(s6,"px, ","px)","deg)"),tO=Pw(o6,", ",")",")"),a6=1e-12;function Tw(e){return((e=Math.exp(e))+1/e)/2}function l6(e){return((e=Math.exp(e))-1/e)/2}function u6(e){return((e=Math.exp(2*e))-1)/(e+1)}var nO=(function e(t,n,r){function i(s,o){var a=s[0],l=s[1],u=s[2],c=o[0],f=o[1],d=o[2],h=c-a,p=f-l,g=h*h+p*p,y,b;if(g<a6)b=Math.log(d/u)/t,y=function(S){return[a+S*h,l+S*p,u*Math.exp(t*S*b)]};else{var v=Math.sqrt(g),$=(d*d-u*u+r*g)/(2*u*n*v),w=(d*d-u*u-r*g)/(2*d*n*v),k=Math.log(Math.sqrt($*$+1)-$),x=Math.log(Math.sqrt(w*w+1)-w);b=(x-k)/t,y=function(S){var C=S*b,M=Tw(k),D=u/(n*v)*(M*u6(t*C+k)-l6(k));return[a+D*h,l+D*p,u*M/Tw(t*C+k)]}}return y.duration=Math.abs(b)*1e3*t/Math.SQRT2,y}return i.rho=function(s){var o=Math.max(.001,+s),a=o*o,l=a*a;return e(o,a,l)},i})(Math.SQRT2,2,4);function Dw(e){return function(t,n){var r=e((t=mc(t)).h,(n=mc(n)).h),i=ot(t.s,n.s),s=ot(t.l,n.l),o=ot(t.opacity,n.opacity);return function(a){return t.h=r(a),t.s=i(a),t.l=s(a),t.opacity=o(a),t+""}}}var Lw=Dw(zh),rO=Dw(ot);function Nw(e,t){var n=ot((e=gc(e)).l,(t=gc(t)).l),r=ot(e.a,t.a),i=ot(e.b,t.b),s=ot(e.opacity,t.opacity);return function(o){return e.l=n(o),e.a=r(o),e.b=i(o),e.opacity=s(o),e+""}}function Ow(e){return function(t,n){var r=e((t=bc(t)).h,(n=bc(n)).h),i=ot(t.c,n.c),s=ot(t.l,n.l),o=ot(t.opacity,n.opacity);return function(a){return t.h=r(a),t.c=i(a),t.l=s(a),t.opacity=o(a),t+""}}}var Iw=Ow(zh),iO=Ow(ot);function zw(e){return(function t(n){n=+n;function r(i,s){var o=e((i=rn(i)).h,(s=rn(s)).h),a=ot(i.s,s.s),l=ot(i.l,s.l),u=ot(i.opacity,s.opacity);return function(c){return i.h=o(c),i.s=a(c),i.l=l(Math.pow(c,n)),i.opacity=u(c),i+""}}return r.gamma=t,r})(1)}var sO=zw(zh),xc=zw(ot);function li(e,t){t===void 0&&(t=e,e=po);for(var n=0,r=t.length-1,i=t[0],s=new Array(r<0?0:r);n<r;)s[n]=e(i,i=t[++n]);return function(o){var a=Math.max(0,Math.min(r-1,Math.floor(o*=r)));return s[a](o-a)}}function $t(e,t){for(var n=new Array(t),r=0;r<t;++r)n[r]=e(r/(t-1));return n}var Na=Math.PI,Bh=2*Na,Xi=1e-6,c6=Bh-Xi;function Bw(e){this._+=e[0];for(let t=1,n=e.length;t<n;++t)this._+=arguments[t]+e[t]}function f6(e){let t=Math.floor(e);if(!(t>=0))throw new Error(`invalid digits: ${e}`);if(t>15)return Bw;let n=10**t;return function(r){this._+=r[0];for(let i=1,s=r.length;i<s;++i)this._+=Math.round(arguments[i]*n)/n+r[i]}}function Fw(e,t,n,r){return e===n&&t===r}function d6(e){let t=Math.floor(e);if(!(t<=15))return Fw;let n=10**t,r=function(i){return Math.round(i*n)};return function(i,s,o,a){return r(i)===r(o)&&r(s)===r(a)}}var Ji=class{constructor(t){this._x0=this._y0=this._x1=this._y1=null,this._="",this._append=t==null?Bw:f6(t),this._equal=t==null?Fw:d6(t)}moveTo(t,n){this._append`M${this._x0=this._x1=+t},${this._y0=this._y1=+n}`}closePath(){this._x1!==null&&(this._x1=this._x0,this._y1=this._y0,this._append`Z`)}lineTo(t,n){this._append`L${this._x1=+t},${this._y1=+n}`}quadraticCurveTo(t,n,r,i){this._append`Q${+t},${+n},${this._x1=+r},${this._y1=+i}`}bezierCurveTo(t,n,r,i,s,o){this._append`C${+t},${+n},${+r},${+i},${this._x1=+s},${this._y1=+o}`}arcTo(t,n,r,i,s){if(t=+t,n=+n,r=+r,i=+i,s=+s,s<0)throw new Error(`negative radius: ${s}`);let o=this._x1,a=this._y1,l=r-t,u=i-n,c=o-t,f=a-n,d=c*c+f*f;if(this._x1===null)this._append`M${this._x1=t},${this._y1=n}`;else if(d>Xi)if(!(Math.abs(f*l-u*c)>Xi)||!s)this._append`L${this._x1=t},${this._y1=n}`;else{let h=r-o,p=i-a,g=l*l+u*u,y=h*h+p*p,b=Math.sqrt(g),v=Math.sqrt(d),$=s*Math.tan((Na-Math.acos((g+d-y)/(2*b*v)))/2),w=$/v,k=$/b;Math.abs(w-1)>Xi&&this._append`L${t+w*c},${n+w*f}`,this._append`A${s},${s},0,0,${+(f*h>c*p)},${this._x1=t+k*l},${this._y1=n+k*u}`}}arc(t,n,r,i,s,o){if(t=+t,n=+n,r=+r,o=!!o,r<0)throw new Error(`negative radius: ${r}`);let a=r*Math.cos(i),l=r*Math.sin(i),u=t+a,c=n+l,f=1^o,d=o?i-s:s-i;if(this._x1===null?this._append`M${u},${c}`:(Math.abs(this._x1-u)>Xi||Math.abs(this._y1-c)>Xi)&&this._append`L${u},${c}`,!!r){if(d<0&&(d=d%Bh+Bh),d>c6)this._append`A${r},${r},0,1,${f},${t-a},${n-l}A${r},${r},0,1,${f},${this._x1=u},${this._y1=c}`;else if(d>Xi){let h=t+r*Math.cos(s),p=n+r*Math.sin(s);if(d>=Na&&this._equal(u,c,h,p)){d/=2;let g=i+d;this._append`A${r},${r},0,${+(d>=Na)},${f},${t+r*Math.cos(g)},${n+r*Math.sin(g)}`}this._append`A${r},${r},0,${+(d>=Na)},${f},${this._x1=h},${this._y1=p}`}}}rect(t,n,r,i){this._append`M${this._x0=this._x1=+t},${this._y0=this._y1=+n}h${r=+r}v${+i}h${-r}Z`}toString(){return this._}};function h6(){return new Ji}h6.prototype=Ji.prototype;function Vn(e=3){return new Ji(+e)}function p6(e){return Math.abs(e=Math.round(e))>=1e21?e.toLocaleString("en").replace(/,/g,""):e.toString(10)}function $c(e,t){if(!isFinite(e)||e===0)return null;var n=(e=t?e.toExponential(t-1):e.toExponential()).indexOf("e"),r=e.slice(0,n);return[r.length>1?r[0]+r.slice(2):r,+e.slice(n+1)]}function mo(e){return e=$c(Math.abs(e)),e?e[1]:NaN}function m6(e,t){return function(n,r){for(var i=n.length,s=[],o=0,a=e[0],l=0;i>0&&a>0&&(l+a+1>r&&(a=Math.max(1,r-l)),s.push(n.substring(i-=a,i+a)),!((l+=a+1)>r));)a=e[o=(o+1)%e.length];return s.reverse().join(t)}}function g6(e){return function(t){return t.replace(/[0-9]/g,function(n){return e[+n]})}}var b6=/^(?:(.)?([<>=^]))?([+\-( ])?([$#])?(0)?(\d+)?(,)?(\.\d+)?(~)?([a-z%])?$/i;function go(e){if(!(t=b6.exec(e)))throw new Error("invalid format: "+e);var t;return new Fh({fill:t[1],align:t[2],sign:t[3],symbol:t[4],zero:t[5],width:t[6],comma:t[7],precision:t[8]&&t[8].slice(1),trim:t[9],type:t[10]})}go.prototype=Fh.prototype;function Fh(e){this.fill=e.fill===void 0?" ":e.fill+"",this.align=e.align===void 0?">":e.align+"",this.sign=e.sign===void 0?"-":e.sign+"",this.symbol=e.symbol===void 0?"":e.symbol+"",this.zero=!!e.zero,this.width=e.width===void 0?void 0:+e.width,this.comma=!!e.comma,this.precision=e.precision===void 0?void 0:+e.precision,this.trim=!!e.trim,this.type=e.type===void 0?"":e.type+""}Fh.prototype.toString=function(){return this.fill+this.align+this.sign+this.symbol+(this.zero?"0":"")+(this.width===void 0?"":Math.max(1,this.width|0))+(this.comma?",":"")+(this.precision===void 0?"":"."+Math.max(0,this.precision|0))+(this.trim?"~":"")+this.type};function y6(e){e:for(var t=e.length,n=1,r=-1,i;n<t;++n)switch(e[n]){case".":r=i=n;break;case"0":r===0&&(r=n),i=n;break;default:if(!+e[n])break e;r>0&&(r=0);break}return r>0?e.slice(0,r)+e.slice(i+1):e}var Sc;function v6(e,t){var n=$c(e,t);if(!n)return Sc=void 0,e.toPrecision(t);var r=n[0],i=n[1],s=i-(Sc=Math.max(-8,Math.min(8,Math.floor(i/3)))*3)+1,o=r.length;return s===o?r:s>o?r+new Array(s-o+1).join("0"):s>0?r.slice(0,s)+"."+r.slice(s):"0."+new Array(1-s).join("0")+$c(e,Math.max(0,t+s-1))[0]}function Hw(e,t){var n=$c(e,t);if(!n)return e+"";var r=n[0],i=n[1];return i<0?"0."+new Array(-i).join("0")+r:r.length>i+1?r.slice(0,i+1)+"."+r.slice(i+1):r+new Array(i-r.length+2).join("0")}var Vw={"%":(e,t)=>(e*100).toFixed(t),b:e=>Math.round(e).toString(2),c:e=>e+"",d:p6,e:(e,t)=>e.toExponential(t),f:(e,t)=>e.toFixed(t),g:(e,t)=>e.toPrecision(t),o:e=>Math.round(e).toString(8),p:(e,t)=>Hw(e*100,t),r:Hw,s:v6,X:e=>Math.round(e).toString(16).toUpperCase(),x:e=>Math.round(e).toString(16)};function Kw(e){return e}var qw=Array.prototype.map,Uw=["y","z","a","f","p","n","\xB5","m","","k","M","G","T","P","E","Z","Y"];function w6(e){var t=e.grouping===void 0||e.thousands===void 0?Kw:m6(qw.call(e.grouping,Number),e.thousands+""),n=e.currency===void 0?"":e.currency[0]+"",r=e.currency===void 0?"":e.currency[1]+"",i=e.decimal===void 0?".":e.decimal+"",s=e.numerals===void 0?Kw:g6(qw.call(e.numerals,String)),o=e.percent===void 0?"%":e.percent+"",a=e.minus===void 0?"\u2212":e.minus+"",l=e.nan===void 0?"NaN":e.nan+"";function u(f,d){f=go(f);var h=f.fill,p=f.align,g=f.sign,y=f.symbol,b=f.zero,v=f.width,$=f.comma,w=f.precision,k=f.trim,x=f.type;x==="n"?($=!0,x="g"):Vw[x]||(w===void 0&&(w=12),k=!0,x="g"),(b||h==="0"&&p==="=")&&(b=!0,h="0",p="=");var S=(d&&d.prefix!==void 0?d.prefix:"")+(y==="$"?n:y==="#"&&/[boxX]/.test(x)?"0"+x.toLowerCase():""),C=(y==="$"?r:/[%p]/.test(x)?o:"")+(d&&d.suffix!==void 0?d.suffix:""),M=Vw[x],D=/[defgprs%]/.test(x);w=w===void 0?6:/[gprs]/.test(x)?Math.max(1,Math.min(21,w)):Math.max(0,Math.min(20,w));function E(P){var H=S,R=C,T,B,I;if(x==="c")R=M(P)+R,P="";else{P=+P;var J=P<0||1/P<0;if(P=isNaN(P)?l:M(Math.abs(P),w),k&&(P=y6(P)),J&&+P==0&&g!=="+"&&(J=!1),H=(J?g==="("?g:a:g==="-"||g==="("?"":g)+H,R=(x==="s"&&!isNaN(P)&&Sc!==void 0?Uw[8+Sc/3]:"")+R+(J&&g==="("?")":""),D){for(T=-1,B=P.length;++T<B;)if(I=P.charCodeAt(T),48>I||I>57){R=(I===46?i+P.slice(T+1):P.slice(T))+R,P=P.slice(0,T);break}}}$&&!b&&(P=t(P,1/0));var z=H.length+P.length+R.length,V=z<v?new Array(v-z+1).join(h):"";switch($&&b&&(P=t(V+P,V.length?v-R.length:1/0),V=""),p){case"<":P=H+P+R+V;break;case"=":P=H+V+P+R;break;case"^":P=V.slice(0,z=V.length>>1)+H+P+R+V.slice(z);break;default:P=V+H+P+R;break}return s(P)}return E.toString=function(){return f+""},E}function c(f,d){var h=Math.max(-8,Math.min(8,Math.floor(mo(d)/3)))*3,p=Math.pow(10,-h),g=u((f=go(f),f.type="f",f),{suffix:Uw[8+h/3]});return function(y){return g(p*y)}}return{format:u,formatPrefix:c}}var _c,Kn,Hh;x6({thousands:",",grouping:[3],currency:["$",""]});function x6(e){return _c=w6(e),Kn=_c.format,Hh=_c.formatPrefix,_c}function jw(e){return Math.max(0,-mo(Math.abs(e)))}function Gw(e,t){return Math.max(0,Math.max(-8,Math.min(8,Math.floor(mo(t)/3)))*3-mo(Math.abs(e)))}function Ww(e,t){return e=Math.abs(e),t=Math.abs(t)-e,Math.max(0,mo(t)-mo(e))+1}var ne=1e-6,hx=1e-12,ae=Math.PI,Be=ae/2,Yw=ae/4,qt=ae*2,St=180/ae,ze=ae/180,me=Math.abs,wo=Math.atan,Tr=Math.atan2,se=Math.cos;var px=Math.exp;var Ac=Math.log,Vh=Math.pow,re=Math.sin,on=Math.sign||function(e){return e>0?1:e<0?-1:0},Pt=Math.sqrt,lp=Math.tan;function mx(e){return e>1?0:e<-1?ae:Math.acos(e)}function ln(e){return e>1?Be:e<-1?-Be:Math.asin(e)}function an(){}function Pc(e,t){e&&Jw.hasOwnProperty(e.type)&&Jw[e.type](e,t)}var Xw={Feature:function(e,t){Pc(e.geometry,t)},FeatureCollection:function(e,t){for(var n=e.features,r=-1,i=n.length;++r<i;)Pc(n[r].geometry,t)}},Jw={Sphere:function(e,t){t.sphere()},Point:function(e,t){e=e.coordinates,t.point(e[0],e[1],e[2])},MultiPoint:function(e,t){for(var n=e.coordinates,r=-1,i=n.length;++r<i;)e=n[r],t.point(e[0],e[1],e[2])},LineString:function(e,t){Gh(e.coordinates,t,0)},MultiLineString:function(e,t){for(var n=e.coordinates,r=-1,i=n.length;++r<i;)Gh(n[r],t,0)},Polygon:function(e,t){Zw(e.coordinates,t)},MultiPolygon:function(e,t){for(var n=e.coordinates,r=-1,i=n.length;++r<i;)Zw(n[r],t)},GeometryCollection:function(e,t){for(var n=e.geometries,r=-1,i=n.length;++r<i;)Pc(n[r],t)}};function Gh(e,t,n){var r=-1,i=e.length-n,s;for(t.lineStart();++r<i;)s=e[r],t.point(s[0],s[1],s[2]);t.lineEnd()}function Zw(e,t){var n=-1,r=e.length;for(t.polygonStart();++n<r;)Gh(e[n],t,1);t.polygonEnd()}function ui(e,t){e&&Xw.hasOwnProperty(e.type)?Xw[e.type](e,t):Pc(e,t)}var cO=new en,fO=new en;function Wh(e){return[Tr(e[1],e[0]),ln(e[2])]}function yo(e){var t=e[0],n=e[1],r=se(n);return[r*se(t),r*re(t),re(n)]}function kc(e,t){return e[0]*t[0]+e[1]*t[1]+e[2]*t[2]}function Dc(e,t){return[e[1]*t[2]-e[2]*t[1],e[2]*t[0]-e[0]*t[2],e[0]*t[1]-e[1]*t[0]]}function Kh(e,t){e[0]+=t[0],e[1]+=t[1],e[2]+=t[2]}function Tc(e,t){return[e[0]*t,e[1]*t,e[2]*t]}function Yh(e){var t=Pt(e[0]*e[0]+e[1]*e[1]+e[2]*e[2]);e[0]/=t,e[1]/=t,e[2]/=t}function Xh(e,t){function n(r,i){return r=e(r,i),t(r[0],r[1])}return e.invert&&t.invert&&(n.invert=function(r,i){return r=t.invert(r,i),r&&e.invert(r[0],r[1])}),n}function Jh(e,t){return me(e)>ae&&(e-=Math.round(e/qt)*qt),[e,t]}Jh.invert=Jh;function gx(e,t,n){return(e%=qt)?t||n?Xh(ex(e),tx(t,n)):ex(e):t||n?tx(t,n):Jh}function Qw(e){return function(t,n){return t+=e,me(t)>ae&&(t-=Math.round(t/qt)*qt),[t,n]}}function ex(e){var t=Qw(e);return t.invert=Qw(-e),t}function tx(e,t){var n=se(e),r=re(e),i=se(t),s=re(t);function o(a,l){var u=se(l),c=se(a)*u,f=re(a)*u,d=re(l),h=d*n+c*r;return[Tr(f*i-h*s,c*n-d*r),ln(h*i+f*s)]}return o.invert=function(a,l){var u=se(l),c=se(a)*u,f=re(a)*u,d=re(l),h=d*i-f*s;return[Tr(f*i+d*s,c*n+h*r),ln(h*n-c*r)]},o}function _6(e){e=gx(e[0]*ze,e[1]*ze,e.length>2?e[2]*ze:0);function t(n){return n=e(n[0]*ze,n[1]*ze),n[0]*=St,n[1]*=St,n}return t.invert=function(n){return n=e.invert(n[0]*ze,n[1]*ze),n[0]*=St,n[1]*=St,n},t}function $6(e,t,n,r,i,s){if(n){var o=se(t),a=re(t),l=r*n;i==null?(i=t+r*qt,s=t-l/2):(i=nx(o,i),s=nx(o,s),(r>0?i<s:i>s)&&(i+=r*qt));for(var u,c=i;r>0?c>s:c<s;c-=l)u=Wh([o,-a*se(c),-a*re(c)]),e.point(u[0],u[1])}}function nx(e,t){t=yo(t),t[0]-=e,Yh(t);var n=mx(-t[1]);return((-t[2]<0?-n:n)+qt-ne)%qt}function bx(){var e=[],t;return{point:function(n,r,i){t.push([n,r,i])},lineStart:function(){e.push(t=[])},lineEnd:an,rejoin:function(){e.length>1&&e.push(e.pop().concat(e.shift()))},result:function(){var n=e;return e=[],t=null,n}}}function Ec(e,t){return me(e[0]-t[0])<ne&&me(e[1]-t[1])<ne}function Cc(e,t,n,r){this.x=e,this.z=t,this.o=n,this.e=r,this.v=!1,this.n=this.p=null}function yx(e,t,n,r,i){var s=[],o=[],a,l;if(e.forEach(function(p){if(!((g=p.length-1)<=0)){var g,y=p[0],b=p[g],v;if(Ec(y,b)){if(!y[2]&&!b[2]){for(i.lineStart(),a=0;a<g;++a)i.point((y=p[a])[0],y[1]);i.lineEnd();return}b[0]+=2*ne}s.push(v=new Cc(y,p,null,!0)),o.push(v.o=new Cc(y,null,v,!1)),s.push(v=new Cc(b,p,null,!1)),o.push(v.o=new Cc(b,null,v,!0))}}),!!s.length){for(o.sort(t),rx(s),rx(o),a=0,l=o.length;a<l;++a)o[a].e=n=!n;for(var u=s[0],c,f;;){for(var d=u,h=!0;d.v;)if((d=d.n)===u)return;c=d.z,i.lineStart();do{if(d.v=d.o.v=!0,d.e){if(h)for(a=0,l=c.length;a<l;++a)i.point((f=c[a])[0],f[1]);else r(d.x,d.n.x,1,i);d=d.n}else{if(h)for(c=d.p.z,a=c.length-1;a>=0;--a)i.point((f=c[a])[0],f[1]);else r(d.x,d.p.x,-1,i);d=d.p}d=d.o,c=d.z,h=!h}while(!d.v);i.lineEnd()}}}function rx(e){if(t=e.length){for(var t,n=0,r=e[0],i;++n<t;)r.n=i=e[n],i.p=r,r=i;r.n=i=e[0],i.p=r}}function qh(e){return me(e[0])<=ae?e[0]:on(e[0])*((me(e[0])+ae)%qt-ae)}function S6(e,t){var n=qh(t),r=t[1],i=re(r),s=[re(n),-se(n),0],o=0,a=0,l=new en;i===1?r=Be+ne:i===-1&&(r=-Be-ne);for(var u=0,c=e.length;u<c;++u)if(d=(f=e[u]).length)for(var f,d,h=f[d-1],p=qh(h),g=h[1]/2+Yw,y=re(g),b=se(g),v=0;v<d;++v,p=w,y=x,b=S,h=$){var $=f[v],w=qh($),k=$[1]/2+Yw,x=re(k),S=se(k),C=w-p,M=C>=0?1:-1,D=M*C,E=D>ae,P=y*x;if(l.add(Tr(P*M*re(D),b*S+P*se(D))),o+=E?C+M*qt:C,E^p>=n^w>=n){var H=Dc(yo(h),yo($));Yh(H);var R=Dc(s,H);Yh(R);var T=(E^C>=0?-1:1)*ln(R[2]);(r>T||r===T&&(H[0]||H[1]))&&(a+=E^C>=0?1:-1)}}return(o<-ne||o<ne&&l<-hx)^a&1}function vx(e,t,n,r){return function(i){var s=t(i),o=bx(),a=t(o),l=!1,u,c,f,d={point:h,lineStart:g,lineEnd:y,polygonStart:function(){d.point=b,d.lineStart=v,d.lineEnd=$,c=[],u=[]},polygonEnd:function(){d.point=h,d.lineStart=g,d.lineEnd=y,c=wh(c);var w=S6(u,r);c.length?(l||(i.polygonStart(),l=!0),yx(c,T6,w,n,i)):w&&(l||(i.polygonStart(),l=!0),i.lineStart(),n(null,null,1,i),i.lineEnd()),l&&(i.polygonEnd(),l=!1),c=u=null},sphere:function(){i.polygonStart(),i.lineStart(),n(null,null,1,i),i.lineEnd(),i.polygonEnd()}};function h(w,k){e(w,k)&&i.point(w,k)}function p(w,k){s.point(w,k)}function g(){d.point=p,s.lineStart()}function y(){d.point=h,s.lineEnd()}function b(w,k){f.push([w,k]),a.point(w,k)}function v(){a.lineStart(),f=[]}function $(){b(f[0][0],f[0][1]),a.lineEnd();var w=a.clean(),k=o.result(),x,S=k.length,C,M,D;if(f.pop(),u.push(f),f=null,!!S){if(w&1){if(M=k[0],(C=M.length-1)>0){for(l||(i.polygonStart(),l=!0),i.lineStart(),x=0;x<C;++x)i.point((D=M[x])[0],D[1]);i.lineEnd()}return}S>1&&w&2&&k.push(k.pop().concat(k.shift())),c.push(k.filter(k6))}}return d}}function k6(e){return e.length>1}function T6(e,t){return((e=e.x)[0]<0?e[1]-Be-ne:Be-e[1])-((t=t.x)[0]<0?t[1]-Be-ne:Be-t[1])}var ix=vx(function(){return!0},C6,R6,[-ae,-Be]);function C6(e){var t=NaN,n=NaN,r=NaN,i;return{lineStart:function(){e.lineStart(),i=1},point:function(s,o){var a=s>0?ae:-ae,l=me(s-t);me(l-ae)<ne?(e.point(t,n=(n+o)/2>0?Be:-Be),e.point(r,n),e.lineEnd(),e.lineStart(),e.point(a,n),e.point(s,n),i=0):r!==a&&l>=ae&&(me(t-r)<ne&&(t-=r*ne),me(s-a)<ne&&(s-=a*ne),n=M6(t,n,s,o),e.point(r,n),e.lineEnd(),e.lineStart(),e.point(a,n),i=0),e.point(t=s,n=o),r=a},lineEnd:function(){e.lineEnd(),t=n=NaN},clean:function(){return 2-i}}}function M6(e,t,n,r){var i,s,o=re(e-n);return me(o)>ne?wo((re(t)*(s=se(r))*re(n)-re(r)*(i=se(t))*re(e))/(i*s*o)):(t+r)/2}function R6(e,t,n,r){var i;if(e==null)i=n*Be,r.point(-ae,i),r.point(0,i),r.point(ae,i),r.point(ae,0),r.point(ae,-i),r.point(0,-i),r.point(-ae,-i),r.point(-ae,0),r.point(-ae,i);else if(me(e[0]-t[0])>ne){var s=e[0]<t[0]?ae:-ae;i=n*s/2,r.point(-s,i),r.point(0,i),r.point(s,i)}else r.point(t[0],t[1])}function E6(e){var t=se(e),n=2*ze,r=t>0,i=me(t)>ne;function s(c,f,d,h){$6(h,e,n,d,c,f)}function o(c,f){return se(c)*se(f)>t}function a(c){var f,d,h,p,g;return{lineStart:function(){p=h=!1,g=1},point:function(y,b){var v=[y,b],$,w=o(y,b),k=r?w?0:u(y,b):w?u(y+(y<0?ae:-ae),b):0;if(!f&&(p=h=w)&&c.lineStart(),w!==h&&($=l(f,v),(!$||Ec(f,$)||Ec(v,$))&&(v[2]=1)),w!==h)g=0,w?(c.lineStart(),$=l(v,f),c.point($[0],$[1])):($=l(f,v),c.point($[0],$[1],2),c.lineEnd()),f=$;else if(i&&f&&r^w){var x;!(k&d)&&(x=l(v,f,!0))&&(g=0,r?(c.lineStart(),c.point(x[0][0],x[0][1]),c.point(x[1][0],x[1][1]),c.lineEnd()):(c.point(x[1][0],x[1][1]),c.lineEnd(),c.lineStart(),c.point(x[0][0],x[0][1],3)))}w&&(!f||!Ec(f,v))&&c.point(v[0],v[1]),f=v,h=w,d=k},lineEnd:function(){h&&c.lineEnd(),f=null},clean:function(){return g|(p&&h)<<1}}}function l(c,f,d){var h=yo(c),p=yo(f),g=[1,0,0],y=Dc(h,p),b=kc(y,y),v=y[0],$=b-v*v;if(!$)return!d&&c;var w=t*b/$,k=-t*v/$,x=Dc(g,y),S=Tc(g,w),C=Tc(y,k);Kh(S,C);var M=x,D=kc(S,M),E=kc(M,M),P=D*D-E*(kc(S,S)-1);if(!(P<0)){var H=Pt(P),R=Tc(M,(-D-H)/E);if(Kh(R,S),R=Wh(R),!d)return R;var T=c[0],B=f[0],I=c[1],J=f[1],z;B<T&&(z=T,T=B,B=z);var V=B-T,G=me(V-ae)<ne,W=G||V<ne;if(!G&&J<I&&(z=I,I=J,J=z),W?G?I+J>0^R[1]<(me(R[0]-T)<ne?I:J):I<=R[1]&&R[1]<=J:V>ae^(T<=R[0]&&R[0]<=B)){var U=Tc(M,(-D+H)/E);return Kh(U,S),[R,Wh(U)]}}}function u(c,f){var d=r?e:ae-e,h=0;return c<-d?h|=1:c>d&&(h|=2),f<-d?h|=4:f>d&&(h|=8),h}return vx(o,a,s,r?[0,-e]:[-ae,e-ae])}function A6(e,t,n,r,i,s){var o=e[0],a=e[1],l=t[0],u=t[1],c=0,f=1,d=l-o,h=u-a,p;if(p=n-o,!(!d&&p>0)){if(p/=d,d<0){if(p<c)return;p<f&&(f=p)}else if(d>0){if(p>f)return;p>c&&(c=p)}if(p=i-o,!(!d&&p<0)){if(p/=d,d<0){if(p>f)return;p>c&&(c=p)}else if(d>0){if(p<c)return;p<f&&(f=p)}if(p=r-a,!(!h&&p>0)){if(p/=h,h<0){if(p<c)return;p<f&&(f=p)}else if(h>0){if(p>f)return;p>c&&(c=p)}if(p=s-a,!(!h&&p<0)){if(p/=h,h<0){if(p>f)return;p>c&&(c=p)}else if(h>0){if(p<c)return;p<f&&(f=p)}return c>0&&(e[0]=o+c*d,e[1]=a+c*h),f<1&&(t[0]=o+f*d,t[1]=a+f*h),!0}}}}}var Oa=1e9,Mc=-Oa;function up(e,t,n,r){function i(u,c){return e<=u&&u<=n&&t<=c&&c<=r}function s(u,c,f,d){var h=0,p=0;if(u==null||(h=o(u,f))!==(p=o(c,f))||l(u,c)<0^f>0)do d.point(h===0||h===3?e:n,h>1?r:t);while((h=(h+f+4)%4)!==p);else d.point(c[0],c[1])}function o(u,c){return me(u[0]-e)<ne?c>0?0:3:me(u[0]-n)<ne?c>0?2:1:me(u[1]-t)<ne?c>0?1:0:c>0?3:2}function a(u,c){return l(u.x,c.x)}function l(u,c){var f=o(u,1),d=o(c,1);return f!==d?f-d:f===0?c[1]-u[1]:f===1?u[0]-c[0]:f===2?u[1]-c[1]:c[0]-u[0]}return function(u){var c=u,f=bx(),d,h,p,g,y,b,v,$,w,k,x,S={point:C,lineStart:P,lineEnd:H,polygonStart:D,polygonEnd:E};function C(T,B){i(T,B)&&c.point(T,B)}function M(){for(var T=0,B=0,I=h.length;B<I;++B)for(var J=h[B],z=1,V=J.length,G=J[0],W,U,oe=G[0],le=G[1];z<V;++z)W=oe,U=le,G=J[z],oe=G[0],le=G[1],U<=r?le>r&&(oe-W)*(r-U)>(le-U)*(e-W)&&++T:le<=r&&(oe-W)*(r-U)<(le-U)*(e-W)&&--T;return T}function D(){c=f,d=[],h=[],x=!0}function E(){var T=M(),B=x&&T,I=(d=wh(d)).length;(B||I)&&(u.polygonStart(),B&&(u.lineStart(),s(null,null,1,u),u.lineEnd()),I&&yx(d,a,T,s,u),u.polygonEnd()),c=u,d=h=p=null}function P(){S.point=R,h&&h.push(p=[]),k=!0,w=!1,v=$=NaN}function H(){d&&(R(g,y),b&&w&&f.rejoin(),d.push(f.result())),S.point=C,w&&c.lineEnd()}function R(T,B){var I=i(T,B);if(h&&p.push([T,B]),k)g=T,y=B,b=I,k=!1,I&&(c.lineStart(),c.point(T,B));else if(I&&w)c.point(T,B);else{var J=[v=Math.max(Mc,Math.min(Oa,v)),$=Math.max(Mc,Math.min(Oa,$))],z=[T=Math.max(Mc,Math.min(Oa,T)),B=Math.max(Mc,Math.min(Oa,B))];A6(J,z,e,t,n,r)?(w||(c.lineStart(),c.point(J[0],J[1])),c.point(z[0],z[1]),I||c.lineEnd(),x=!1):I&&(c.lineStart(),c.point(T,B),x=!1)}v=T,$=B,w=I}return S}}var Zh=e=>e,Uh=new en,Qh=new en,wx,xx,ep,tp,kr={point:an,lineStart:an,lineEnd:an,polygonStart:function(){kr.lineStart=P6,kr.lineEnd=L6},polygonEnd:function(){kr.lineStart=kr.lineEnd=kr.point=an,Uh.add(me(Qh)),Qh=new en},result:function(){var e=Uh/2;return Uh=new en,e}};function P6(){kr.point=D6}function D6(e,t){kr.point=_x,wx=ep=e,xx=tp=t}function _x(e,t){Qh.add(tp*e-ep*t),ep=e,tp=t}function L6(){_x(wx,xx)}var vo=1/0,Lc=vo,Ua=-vo,Nc=Ua,Oc={point:N6,lineStart:an,lineEnd:an,polygonStart:an,polygonEnd:an,result:function(){var e=[[vo,Lc],[Ua,Nc]];return Ua=Nc=-(Lc=vo=1/0),e}};function N6(e,t){e<vo&&(vo=e),e>Ua&&(Ua=e),t<Lc&&(Lc=t),t>Nc&&(Nc=t)}var np=0,rp=0,Ia=0,Ic=0,zc=0,bo=0,ip=0,sp=0,za=0,$x,Sx,qn,Un,sn={point:Zi,lineStart:sx,lineEnd:ox,polygonStart:function(){sn.lineStart=z6,sn.lineEnd=B6},polygonEnd:function(){sn.point=Zi,sn.lineStart=sx,sn.lineEnd=ox},result:function(){var e=za?[ip/za,sp/za]:bo?[Ic/bo,zc/bo]:Ia?[np/Ia,rp/Ia]:[NaN,NaN];return np=rp=Ia=Ic=zc=bo=ip=sp=za=0,e}};function Zi(e,t){np+=e,rp+=t,++Ia}function sx(){sn.point=O6}function O6(e,t){sn.point=I6,Zi(qn=e,Un=t)}function I6(e,t){var n=e-qn,r=t-Un,i=Pt(n*n+r*r);Ic+=i*(qn+e)/2,zc+=i*(Un+t)/2,bo+=i,Zi(qn=e,Un=t)}function ox(){sn.point=Zi}function z6(){sn.point=F6}function B6(){kx($x,Sx)}function F6(e,t){sn.point=kx,Zi($x=qn=e,Sx=Un=t)}function kx(e,t){var n=e-qn,r=t-Un,i=Pt(n*n+r*r);Ic+=i*(qn+e)/2,zc+=i*(Un+t)/2,bo+=i,i=Un*e-qn*t,ip+=i*(qn+e),sp+=i*(Un+t),za+=i*3,Zi(qn=e,Un=t)}function Tx(e){this._context=e}Tx.prototype={_radius:4.5,pointRadius:function(e){return this._radius=e,this},polygonStart:function(){this._line=0},polygonEnd:function(){this._line=NaN},lineStart:function(){this._point=0},lineEnd:function(){this._line===0&&this._context.closePath(),this._point=NaN},point:function(e,t){switch(this._point){case 0:{this._context.moveTo(e,t),this._point=1;break}case 1:{this._context.lineTo(e,t);break}default:{this._context.moveTo(e+this._radius,t),this._context.arc(e,t,this._radius,0,qt);break}}},result:an};var op=new en,jh,Cx,Mx,Ba,Fa,ja={point:an,lineStart:function(){ja.point=H6},lineEnd:function(){jh&&Rx(Cx,Mx),ja.point=an},polygonStart:function(){jh=!0},polygonEnd:function(){jh=null},result:function(){var e=+op;return op=new en,e}};function H6(e,t){ja.point=Rx,Cx=Ba=e,Mx=Fa=t}function Rx(e,t){Ba-=e,Fa-=t,op.add(Pt(Ba*Ba+Fa*Fa)),Ba=e,Fa=t}var ax,Bc,lx,ux,Fc=class{constructor(t){this._append=t==null?Ex:V6(t),this._radius=4.5,this._=""}pointRadius(t){return this._radius=+t,this}polygonStart(){this._line=0}polygonEnd(){this._line=NaN}lineStart(){this._point=0}lineEnd(){this._line===0&&(this._+="Z"),this._point=NaN}point(t,n){switch(this._point){case 0:{this._append`M${t},${n}`,this._point=1;break}case 1:{this._append`L${t},${n}`;break}default:{if(this._append`M${t},${n}`,this._radius!==lx||this._append!==Bc){let r=this._radius,i=this._;this._="",this._append`m0,${r}a${r},${r} 0 1,1 0,${-2*r}a${r},${r} 0 1,1 0,${2*r}z`,lx=r,Bc=this._append,ux=this._,this._=i}this._+=ux;break}}}result(){let t=this._;return this._="",t.length?t:null}};function Ex(e){let t=1;this._+=e[0];for(let n=e.length;t<n;++t)this._+=arguments[t]+e[t]}function V6(e){let t=Math.floor(e);if(!(t>=0))throw new RangeError(`invalid digits: ${e}`);if(t>15)return Ex;if(t!==ax){let n=10**t;ax=t,Bc=function(i){let s=1;this._+=i[0];for(let o=i.length;s<o;++s)this._+=Math.round(arguments[s]*n)/n+i[s]}}return Bc}function Wa(e,t){let n=3,r=4.5,i,s;function o(a){return a&&(typeof r=="function"&&s.pointRadius(+r.apply(this,arguments)),ui(a,i(s))),s.result()}return o.area=function(a){return ui(a,i(kr)),kr.result()},o.measure=function(a){return ui(a,i(ja)),ja.result()},o.bounds=function(a){return ui(a,i(Oc)),Oc.result()},o.centroid=function(a){return ui(a,i(sn)),sn.result()},o.projection=function(a){return arguments.length?(i=a==null?(e=null,Zh):(e=a).stream,o):e},o.context=function(a){return arguments.length?(s=a==null?(t=null,new Fc(n)):new Tx(t=a),typeof r!="function"&&s.pointRadius(r),o):t},o.pointRadius=function(a){return arguments.length?(r=typeof a=="function"?a:(s.pointRadius(+a),+a),o):r},o.digits=function(a){if(!arguments.length)return n;if(a==null)n=null;else{let l=Math.floor(a);if(!(l>=0))throw new RangeError(`invalid digits: ${a}`);n=l}return t===null&&(s=new Fc(n)),o},o.projection(e).digits(n).context(t)}function Ya(e){return{stream:Kc(e)}}function Kc(e){return function(t){var n=new ap;for(var r in e)n[r]=e[r];return n.stream=t,n}}function ap(){}ap.prototype={constructor:ap,point:function(e,t){this.stream.point(e,t)},sphere:function(){this.stream.sphere()},lineStart:function(){this.stream.lineStart()},lineEnd:function(){this.stream.lineEnd()},polygonStart:function(){this.stream.polygonStart()},polygonEnd:function(){this.stream.polygonEnd()}};function cp(e,t,n){var r=e.clipExtent&&e.clipExtent();return e.scale(150).translate([0,0]),r!=null&&e.clipExtent(null),ui(n,e.stream(Oc)),t(Oc.result()),r!=null&&e.clipExtent(r),e}function fp(e,t,n){return cp(e,function(r){var i=t[1][0]-t[0][0],s=t[1][1]-t[0][1],o=Math.min(i/(r[1][0]-r[0][0]),s/(r[1][1]-r[0][1])),a=+t[0][0]+(i-o*(r[1][0]+r[0][0]))/2,l=+t[0][1]+(s-o*(r[1][1]+r[0][1]))/2;e.scale(150*o).translate([a,l])},n)}function Ax(e,t,n){return fp(e,[[0,0],t],n)}function Px(e,t,n){return cp(e,function(r){var i=+t,s=i/(r[1][0]-r[0][0]),o=(i-s*(r[1][0]+r[0][0]))/2,a=-s*r[0][1];e.scale(150*s).translate([o,a])},n)}function Dx(e,t,n){return cp(e,function(r){var i=+t,s=i/(r[1][1]-r[0][1]),o=-s*r[0][0],a=(i-s*(r[1][1]+r[0][1]))/2;e.scale(150*s).translate([o,a])},n)}var cx=16,K6=se(30*ze);function fx(e,t){return+t?U6(e,t):q6(e)}function q6(e){return Kc({point:function(t,n){t=e(t,n),this.stream.point(t[0],t[1])}})}function U6(e,t){function n(r,i,s,o,a,l,u,c,f,d,h,p,g,y){var b=u-r,v=c-i,$=b*b+v*v;if($>4*t&&g--){var w=o+d,k=a+h,x=l+p,S=Pt(w*w+k*k+x*x),C=ln(x/=S),M=me(me(x)-1)<ne||me(s-f)<ne?(s+f)/2:Tr(k,w),D=e(M,C),E=D[0],P=D[1],H=E-r,R=P-i,T=v*H-b*R;(T*T/$>t||me((b*H+v*R)/$-.5)>.3||o*d+a*h+l*p<K6)&&(n(r,i,s,o,a,l,E,P,M,w/=S,k/=S,x,g,y),y.point(E,P),n(E,P,M,w,k,x,u,c,f,d,h,p,g,y))}}return function(r){var i,s,o,a,l,u,c,f,d,h,p,g,y={point:b,lineStart:v,lineEnd:w,polygonStart:function(){r.polygonStart(),y.lineStart=k},polygonEnd:function(){r.polygonEnd(),y.lineStart=v}};function b(C,M){C=e(C,M),r.point(C[0],C[1])}function v(){f=NaN,y.point=$,r.lineStart()}function $(C,M){var D=yo([C,M]),E=e(C,M);n(f,d,c,h,p,g,f=E[0],d=E[1],c=C,h=D[0],p=D[1],g=D[2],cx,r),r.point(f,d)}function w(){y.point=b,r.lineEnd()}function k(){v(),y.point=x,y.lineEnd=S}function x(C,M){$(i=C,M),s=f,o=d,a=h,l=p,u=g,y.point=$}function S(){n(f,d,c,h,p,g,s,o,i,a,l,u,cx,r),y.lineEnd=w,w()}return y}}var j6=Kc({point:function(e,t){this.stream.point(e*ze,t*ze)}});function G6(e){return Kc({point:function(t,n){var r=e(t,n);return this.stream.point(r[0],r[1])}})}function W6(e,t,n,r,i){function s(o,a){return o*=r,a*=i,[t+e*o,n-e*a]}return s.invert=function(o,a){return[(o-t)/e*r,(n-a)/e*i]},s}function dx(e,t,n,r,i,s){if(!s)return W6(e,t,n,r,i);var o=se(s),a=re(s),l=o*e,u=a*e,c=o/e,f=a/e,d=(a*n-o*t)/e,h=(a*t+o*n)/e;function p(g,y){return g*=r,y*=i,[l*g-u*y+t,n-u*g-l*y]}return p.invert=function(g,y){return[r*(c*g-f*y+d),i*(h-f*g-c*y)]},p}function ci(e){return Lx(function(){return e})()}function Lx(e){var t,n=150,r=480,i=250,s=0,o=0,a=0,l=0,u=0,c,f=0,d=1,h=1,p=null,g=ix,y=null,b,v,$,w=Zh,k=.5,x,S,C,M,D;function E(T){return C(T[0]*ze,T[1]*ze)}function P(T){return T=C.invert(T[0],T[1]),T&&[T[0]*St,T[1]*St]}E.stream=function(T){return M&&D===T?M:M=j6(G6(c)(g(x(w(D=T)))))},E.preclip=function(T){return arguments.length?(g=T,p=void 0,R()):g},E.postclip=function(T){return arguments.length?(w=T,y=b=v=$=null,R()):w},E.clipAngle=function(T){return arguments.length?(g=+T?E6(p=T*ze):(p=null,ix),R()):p*St},E.clipExtent=function(T){return arguments.length?(w=T==null?(y=b=v=$=null,Zh):up(y=+T[0][0],b=+T[0][1],v=+T[1][0],$=+T[1][1]),R()):y==null?null:[[y,b],[v,$]]},E.scale=function(T){return arguments.length?(n=+T,H()):n},E.translate=function(T){return arguments.length?(r=+T[0],i=+T[1],H()):[r,i]},E.center=function(T){return arguments.length?(s=T[0]%360*ze,o=T[1]%360*ze,H()):[s*St,o*St]},E.rotate=function(T){return arguments.length?(a=T[0]%360*ze,l=T[1]%360*ze,u=T.length>2?T[2]%360*ze:0,H()):[a*St,l*St,u*St]},E.angle=function(T){return arguments.length?(f=T%360*ze,H()):f*St},E.reflectX=function(T){return arguments.length?(d=T?-1:1,H()):d<0},E.reflectY=function(T){return arguments.length?(h=T?-1:1,H()):h<0},E.precision=function(T){return arguments.length?(x=fx(S,k=T*T),R()):Pt(k)},E.fitExtent=function(T,B){return fp(E,T,B)},E.fitSize=function(T,B){return Ax(E,T,B)},E.fitWidth=function(T,B){return Px(E,T,B)},E.fitHeight=function(T,B){return Dx(E,T,B)};function H(){var T=dx(n,0,0,d,h,f).apply(null,t(s,o)),B=dx(n,r-T[0],i-T[1],d,h,f);return c=gx(a,l,u),S=Xh(t,B),C=Xh(c,S),x=fx(S,k),R()}function R(){return M=D=null,E}return function(){return t=e.apply(this,arguments),E.invert=t.invert&&P,H()}}function dp(e){var t=0,n=ae/3,r=Lx(e),i=r(t,n);return i.parallels=function(s){return arguments.length?r(t=s[0]*ze,n=s[1]*ze):[t*St,n*St]},i}function Y6(e){var t=se(e);function n(r,i){return[r*t,re(i)/t]}return n.invert=function(r,i){return[r/t,ln(i*t)]},n}function X6(e,t){var n=re(e),r=(n+re(t))/2;if(me(r)<ne)return Y6(e);var i=1+n*(2*r-n),s=Pt(i)/r;function o(a,l){var u=Pt(i-2*r*re(l))/r;return[u*re(a*=r),s-u*se(a)]}return o.invert=function(a,l){var u=s-l,c=Tr(a,me(u))*on(u);return u*r<0&&(c-=ae*on(a)*on(u)),[c/r,ln((i-(a*a+u*u)*r*r)/(2*r))]},o}function Ga(){return dp(X6).scale(155.424).center([0,33.6442])}function hp(){return Ga().parallels([29.5,45.5]).scale(1070).translate([480,250]).rotate([96,0]).center([-.6,38.7])}function J6(e){var t=e.length;return{point:function(n,r){for(var i=-1;++i<t;)e[i].point(n,r)},sphere:function(){for(var n=-1;++n<t;)e[n].sphere()},lineStart:function(){for(var n=-1;++n<t;)e[n].lineStart()},lineEnd:function(){for(var n=-1;++n<t;)e[n].lineEnd()},polygonStart:function(){for(var n=-1;++n<t;)e[n].polygonStart()},polygonEnd:function(){for(var n=-1;++n<t;)e[n].polygonEnd()}}}function Nx(){var e,t,n=hp(),r,i=Ga().rotate([154,0]).center([-2,58.5]).parallels([55,65]),s,o=Ga().rotate([157,0]).center([-3,19.9]).parallels([8,18]),a,l,u={point:function(d,h){l=[d,h]}};function c(d){var h=d[0],p=d[1];return l=null,r.point(h,p),l||(s.point(h,p),l)||(a.point(h,p),l)}c.invert=function(d){var h=n.scale(),p=n.translate(),g=(d[0]-p[0])/h,y=(d[1]-p[1])/h;return(y>=.12&&y<.234&&g>=-.425&&g<-.214?i:y>=.166&&y<.234&&g>=-.214&&g<-.115?o:n).invert(d)},c.stream=function(d){return e&&t===d?e:e=J6([n.stream(t=d),i.stream(d),o.stream(d)])},c.precision=function(d){return arguments.length?(n.precision(d),i.precision(d),o.precision(d),f()):n.precision()},c.scale=function(d){return arguments.length?(n.scale(d),i.scale(d*.35),o.scale(d),c.translate(n.translate())):n.scale()},c.translate=function(d){if(!arguments.length)return n.translate();var h=n.scale(),p=+d[0],g=+d[1];return r=n.translate(d).clipExtent([[p-.455*h,g-.238*h],[p+.455*h,g+.238*h]]).stream(u),s=i.translate([p-.307*h,g+.201*h]).clipExtent([[p-.425*h+ne,g+.12*h+ne],[p-.214*h-ne,g+.234*h-ne]]).stream(u),a=o.translate([p-.205*h,g+.212*h]).clipExtent([[p-.214*h+ne,g+.166*h+ne],[p-.115*h-ne,g+.234*h-ne]]).stream(u),f()},c.fitExtent=function(d,h){return fp(c,d,h)},c.fitSize=function(d,h){return Ax(c,d,h)},c.fitWidth=function(d,h){return Px(c,d,h)},c.fitHeight=function(d,h){return Dx(c,d,h)};function f(){return e=t=null,c}return c.scale(1070)}function Ox(e){return function(t,n){var r=se(t),i=se(n),s=e(r*i);return s===1/0?[2,0]:[s*i*re(t),s*re(n)]}}function Xa(e){return function(t,n){var r=Pt(t*t+n*n),i=e(r),s=re(i),o=se(i);return[Tr(t*s,r*o),ln(r&&n*s/r)]}}var Ix=Ox(function(e){return Pt(2/(1+e))});Ix.invert=Xa(function(e){return 2*ln(e/2)});function zx(){return ci(Ix).scale(124.75).clipAngle(180-.001)}var Bx=Ox(function(e){return(e=mx(e))&&e/re(e)});Bx.invert=Xa(function(e){return e});function Fx(){return ci(Bx).scale(79.4188).clipAngle(180-.001)}function qc(e,t){return[e,Ac(lp((Be+t)/2))]}qc.invert=function(e,t){return[e,2*wo(px(t))-Be]};function Hx(){return Vx(qc).scale(961/qt)}function Vx(e){var t=ci(e),n=t.center,r=t.scale,i=t.translate,s=t.clipExtent,o=null,a,l,u;t.scale=function(f){return arguments.length?(r(f),c()):r()},t.translate=function(f){return arguments.length?(i(f),c()):i()},t.center=function(f){return arguments.length?(n(f),c()):n()},t.clipExtent=function(f){return arguments.length?(f==null?o=a=l=u=null:(o=+f[0][0],a=+f[0][1],l=+f[1][0],u=+f[1][1]),c()):o==null?null:[[o,a],[l,u]]};function c(){var f=ae*r(),d=t(_6(t.rotate()).invert([0,0]));return s(o==null?[[d[0]-f,d[1]-f],[d[0]+f,d[1]+f]]:e===qc?[[Math.max(d[0]-f,o),a],[Math.min(d[0]+f,l),u]]:[[o,Math.max(d[1]-f,a)],[l,Math.min(d[1]+f,u)]])}return c()}function Rc(e){return lp((Be+e)/2)}function Z6(e,t){var n=se(e),r=e===t?re(e):Ac(n/se(t))/Ac(Rc(t)/Rc(e)),i=n*Vh(Rc(e),r)/r;if(!r)return qc;function s(o,a){i>0?a<-Be+ne&&(a=-Be+ne):a>Be-ne&&(a=Be-ne);var l=i/Vh(Rc(a),r);return[l*re(r*o),i-l*se(r*o)]}return s.invert=function(o,a){var l=i-a,u=on(r)*Pt(o*o+l*l),c=Tr(o,me(l))*on(l);return l*r<0&&(c-=ae*on(o)*on(l)),[c/r,2*wo(Vh(i/u,1/r))-Be]},s}function Kx(){return dp(Z6).scale(109.5).parallels([30,30])}function Hc(e,t){return[e,t]}Hc.invert=Hc;function qx(){return ci(Hc).scale(152.63)}function Q6(e,t){var n=se(e),r=e===t?re(e):(n-se(t))/(t-e),i=n/r+e;if(me(r)<ne)return Hc;function s(o,a){var l=i-a,u=r*o;return[l*re(u),i-l*se(u)]}return s.invert=function(o,a){var l=i-a,u=Tr(o,me(l))*on(l);return l*r<0&&(u-=ae*on(o)*on(l)),[u/r,i-on(r)*Pt(o*o+l*l)]},s}function Ux(){return dp(Q6).scale(131.154).center([0,13.9389])}var Ha=1.340264,Va=-.081106,Ka=893e-6,qa=.003796,Vc=Pt(3)/2,e5=12;function jx(e,t){var n=ln(Vc*re(t)),r=n*n,i=r*r*r;return[e*se(n)/(Vc*(Ha+3*Va*r+i*(7*Ka+9*qa*r))),n*(Ha+Va*r+i*(Ka+qa*r))]}jx.invert=function(e,t){for(var n=t,r=n*n,i=r*r*r,s=0,o,a,l;s<e5&&(a=n*(Ha+Va*r+i*(Ka+qa*r))-t,l=Ha+3*Va*r+i*(7*Ka+9*qa*r),n-=o=a/l,r=n*n,i=r*r*r,!(me(o)<hx));++s);return[Vc*e*(Ha+3*Va*r+i*(7*Ka+9*qa*r))/se(n),ln(re(n)/Vc)]};function Gx(){return ci(jx).scale(177.158)}function Wx(e,t){var n=se(t),r=se(e)*n;return[n*re(e)/r,re(t)/r]}Wx.invert=Xa(wo);function Yx(){return ci(Wx).scale(144.049).clipAngle(60)}function t5(e,t){var n=t*t,r=n*n;return[e*(.8707-.131979*n+r*(-.013791+r*(.003971*n-.001529*r))),t*(1.007226+n*(.015085+r*(-.044475+.028874*n-.005916*r)))]}t5.invert=function(e,t){var n=t,r=25,i;do{var s=n*n,o=s*s;n-=i=(n*(1.007226+s*(.015085+o*(-.044475+.028874*s-.005916*o)))-t)/(1.007226+s*(.015085*3+o*(-.044475*7+.028874*9*s-.005916*11*o)))}while(me(i)>ne&&--r>0);return[e/(.8707+(s=n*n)*(-.131979+s*(-.013791+s*s*s*(.003971-.001529*s)))),n]};function Xx(e,t){return[se(t)*re(e),re(t)]}Xx.invert=Xa(ln);function Jx(){return ci(Xx).scale(249.5).clipAngle(90+ne)}function Zx(e,t){var n=se(t),r=1+se(e)*n;return[n*re(e)/r,re(t)/r]}Zx.invert=Xa(function(e){return 2*wo(e)});function Qx(){return ci(Zx).scale(250).clipAngle(142)}function e1(e,t){return[Ac(lp((Be+t)/2)),-e]}e1.invert=function(e,t){return[-t,2*wo(px(e))-Be]};function t1(){var e=Vx(e1),t=e.center,n=e.rotate;return e.center=function(r){return arguments.length?t([-r[1],r[0]]):(r=t(),[r[1],-r[0]])},e.rotate=function(r){return arguments.length?n([r[0],r[1],r.length>2?r[2]+90:90]):(r=n(),[r[0],r[1],r[2]-90])},n([0,0,90]).scale(159.155)}var pp=new Date,mp=new Date;function Xe(e,t,n,r){function i(s){return e(s=arguments.length===0?new Date:new Date(+s)),s}return i.floor=s=>(e(s=new Date(+s)),s),i.ceil=s=>(e(s=new Date(s-1)),t(s,1),e(s),s),i.round=s=>{let o=i(s),a=i.ceil(s);return s-o<a-s?o:a},i.offset=(s,o)=>(t(s=new Date(+s),o==null?1:Math.floor(o)),s),i.range=(s,o,a)=>{let l=[];if(s=i.ceil(s),a=a==null?1:Math.floor(a),!(s<o)||!(a>0))return l;let u;do l.push(u=new Date(+s)),t(s,a),e(s);while(u<s&&s<o);return l},i.filter=s=>Xe(o=>{if(o>=o)for(;e(o),!s(o);)o.setTime(o-1)},(o,a)=>{if(o>=o)if(a<0)for(;++a<=0;)for(;t(o,-1),!s(o););else for(;--a>=0;)for(;t(o,1),!s(o););}),n&&(i.count=(s,o)=>(pp.setTime(+s),mp.setTime(+o),e(pp),e(mp),Math.floor(n(pp,mp))),i.every=s=>(s=Math.floor(s),!isFinite(s)||!(s>0)?null:s>1?i.filter(r?o=>r(o)%s===0:o=>i.count(0,o)%s===0):i)),i}var Uc=Xe(()=>{},(e,t)=>{e.setTime(+e+t)},(e,t)=>t-e);Uc.every=e=>(e=Math.floor(e),!isFinite(e)||!(e>0)?null:e>1?Xe(t=>{t.setTime(Math.floor(t/e)*e)},(t,n)=>{t.setTime(+t+n*e)},(t,n)=>(n-t)/e):Uc);var pO=Uc.range,Cr=1e3,un=Cr*60,Mr=un*60,Rr=Mr*24,bp=Rr*7,n1=Rr*30,gp=Rr*365,kt=Xe(e=>{e.setTime(e-e.getMilliseconds())},(e,t)=>{e.setTime(+e+t*Cr)},(e,t)=>(t-e)/Cr,e=>e.getUTCSeconds()),mO=kt.range,Qi=Xe(e=>{e.setTime(e-e.getMilliseconds()-e.getSeconds()*Cr)},(e,t)=>{e.setTime(+e+t*un)},(e,t)=>(t-e)/un,e=>e.getMinutes()),gO=Qi.range,es=Xe(e=>{e.setUTCSeconds(0,0)},(e,t)=>{e.setTime(+e+t*un)},(e,t)=>(t-e)/un,e=>e.getUTCMinutes()),bO=es.range,ts=Xe(e=>{e.setTime(e-e.getMilliseconds()-e.getSeconds()*Cr-e.getMinutes()*un)},(e,t)=>{e.setTime(+e+t*Mr)},(e,t)=>(t-e)/Mr,e=>e.getHours()),yO=ts.range,ns=Xe(e=>{e.setUTCMinutes(0,0,0)},(e,t)=>{e.setTime(+e+t*Mr)},(e,t)=>(t-e)/Mr,e=>e.getUTCHours()),vO=ns.range,jn=Xe(e=>e.setHours(0,0,0,0),(e,t)=>e.setDate(e.getDate()+t),(e,t)=>(t-e-(t.getTimezoneOffset()-e.getTimezoneOffset())*un)/Rr,e=>e.getDate()-1),wO=jn.range,xo=Xe(e=>{e.setUTCHours(0,0,0,0)},(e,t)=>{e.setUTCDate(e.getUTCDate()+t)},(e,t)=>(t-e)/Rr,e=>e.getUTCDate()-1),xO=xo.range,Ja=Xe(e=>{e.setUTCHours(0,0,0,0)},(e,t)=>{e.setUTCDate(e.getUTCDate()+t)},(e,t)=>(t-e)/Rr,e=>Math.floor(e/Rr)),_O=Ja.range;function rs(e){return Xe(t=>{t.setDate(t.getDate()-(t.getDay()+7-e)%7),t.setHours(0,0,0,0)},(t,n)=>{t.setDate(t.getDate()+n*7)},(t,n)=>(n-t-(n.getTimezoneOffset()-t.getTimezoneOffset())*un)/bp)}var Gn=rs(0),is=rs(1),yp=rs(2),vp=rs(3),Er=rs(4),wp=rs(5),xp=rs(6),$O=Gn.range,SO=is.range,kO=yp.range,TO=vp.range,CO=Er.range,MO=wp.range,RO=xp.range;function ss(e){return Xe(t=>{t.setUTCDate(t.getUTCDate()-(t.getUTCDay()+7-e)%7),t.setUTCHours(0,0,0,0)},(t,n)=>{t.setUTCDate(t.getUTCDate()+n*7)},(t,n)=>(n-t)/bp)}var Wn=ss(0),os=ss(1),_p=ss(2),$p=ss(3),Ar=ss(4),Sp=ss(5),kp=ss(6),EO=Wn.range,AO=os.range,PO=_p.range,DO=$p.range,LO=Ar.range,NO=Sp.range,OO=kp.range,as=Xe(e=>{e.setDate(1),e.setHours(0,0,0,0)},(e,t)=>{e.setMonth(e.getMonth()+t)},(e,t)=>t.getMonth()-e.getMonth()+(t.getFullYear()-e.getFullYear())*12,e=>e.getMonth()),IO=as.range,ls=Xe(e=>{e.setUTCDate(1),e.setUTCHours(0,0,0,0)},(e,t)=>{e.setUTCMonth(e.getUTCMonth()+t)},(e,t)=>t.getUTCMonth()-e.getUTCMonth()+(t.getUTCFullYear()-e.getUTCFullYear())*12,e=>e.getUTCMonth()),zO=ls.range,Dt=Xe(e=>{e.setMonth(0,1),e.setHours(0,0,0,0)},(e,t)=>{e.setFullYear(e.getFullYear()+t)},(e,t)=>t.getFullYear()-e.getFullYear(),e=>e.getFullYear());Dt.every=e=>!isFinite(e=Math.floor(e))||!(e>0)?null:Xe(t=>{t.setFullYear(Math.floor(t.getFullYear()/e)*e),t.setMonth(0,1),t.setHours(0,0,0,0)},(t,n)=>{t.setFullYear(t.getFullYear()+n*e)});var BO=Dt.range,Lt=Xe(e=>{e.setUTCMonth(0,1),e.setUTCHours(0,0,0,0)},(e,t)=>{e.setUTCFullYear(e.getUTCFullYear()+t)},(e,t)=>t.getUTCFullYear()-e.getUTCFullYear(),e=>e.getUTCFullYear());Lt.every=e=>!isFinite(e=Math.floor(e))||!(e>0)?null:Xe(t=>{t.setUTCFullYear(Math.floor(t.getUTCFullYear()/e)*e),t.setUTCMonth(0,1),t.setUTCHours(0,0,0,0)},(t,n)=>{t.setUTCFullYear(t.getUTCFullYear()+n*e)});var FO=Lt.range;function r1(e,t,n,r,i,s){let o=[[kt,1,Cr],[kt,5,5*Cr],[kt,15,15*Cr],[kt,30,30*Cr],[s,1,un],[s,5,5*un],[s,15,15*un],[s,30,30*un],[i,1,Mr],[i,3,3*Mr],[i,6,6*Mr],[i,12,12*Mr],[r,1,Rr],[r,2,2*Rr],[n,1,bp],[t,1,n1],[t,3,3*n1],[e,1,gp]];function a(u,c,f){let d=c<u;d&&([u,c]=[c,u]);let h=f&&typeof f.range=="function"?f:l(u,c,f),p=h?h.range(u,+c+1):[];return d?p.reverse():p}function l(u,c,f){let d=Math.abs(c-u)/f,h=ro(([,,y])=>y).right(o,d);if(h===o.length)return e.every(Ra(u/gp,c/gp,f));if(h===0)return Uc.every(Math.max(Ra(u,c,f),1));let[p,g]=o[d/o[h-1][2]<o[h][2]/d?h-1:h];return p.every(g)}return[a,l]}var[i1,jc]=r1(Lt,ls,Wn,Ja,ns,es),[s1,o1]=r1(Dt,as,Gn,jn,ts,Qi);function Tp(e){if(0<=e.y&&e.y<100){var t=new Date(-1,e.m,e.d,e.H,e.M,e.S,e.L);return t.setFullYear(e.y),t}return new Date(e.y,e.m,e.d,e.H,e.M,e.S,e.L)}function Cp(e){if(0<=e.y&&e.y<100){var t=new Date(Date.UTC(-1,e.m,e.d,e.H,e.M,e.S,e.L));return t.setUTCFullYear(e.y),t}return new Date(Date.UTC(e.y,e.m,e.d,e.H,e.M,e.S,e.L))}function Za(e,t,n){return{y:e,m:t,d:n,H:0,M:0,S:0,L:0}}function n5(e){var t=e.dateTime,n=e.date,r=e.time,i=e.periods,s=e.days,o=e.shortDays,a=e.months,l=e.shortMonths,u=Qa(i),c=el(i),f=Qa(s),d=el(s),h=Qa(o),p=el(o),g=Qa(a),y=el(a),b=Qa(l),v=el(l),$={a:I,A:J,b:z,B:V,c:null,d:d1,e:d1,f:k5,g:N5,G:I5,H:_5,I:$5,j:S5,L:b1,m:T5,M:C5,p:G,q:W,Q:m1,s:g1,S:M5,u:R5,U:E5,V:A5,w:P5,W:D5,x:null,X:null,y:L5,Y:O5,Z:z5,"%":p1},w={a:U,A:oe,b:le,B:ce,c:null,d:h1,e:h1,f:V5,g:Z5,G:e4,H:B5,I:F5,j:H5,L:v1,m:K5,M:q5,p:q,q:ee,Q:m1,s:g1,S:U5,u:j5,U:G5,V:W5,w:Y5,W:X5,x:null,X:null,y:J5,Y:Q5,Z:t4,"%":p1},k={a:D,A:E,b:P,B:H,c:R,d:c1,e:c1,f:y5,g:u1,G:l1,H:f1,I:f1,j:p5,L:b5,m:h5,M:m5,p:M,q:d5,Q:w5,s:x5,S:g5,u:a5,U:l5,V:u5,w:o5,W:c5,x:T,X:B,y:u1,Y:l1,Z:f5,"%":v5};$.x=x(n,$),$.X=x(r,$),$.c=x(t,$),w.x=x(n,w),w.X=x(r,w),w.c=x(t,w);function x(N,K){return function(Y){var A=[],de=-1,Z=0,pe=N.length,Re,pt,Yr;for(Y instanceof Date||(Y=new Date(+Y));++de<pe;)N.charCodeAt(de)===37&&(A.push(N.slice(Z,de)),(pt=a1[Re=N.charAt(++de)])!=null?Re=N.charAt(++de):pt=Re==="e"?" ":"0",(Yr=K[Re])&&(Re=Yr(Y,pt)),A.push(Re),Z=de+1);return A.push(N.slice(Z,de)),A.join("")}}function S(N,K){return function(Y){var A=Za(1900,void 0,1),de=C(A,N,Y+="",0),Z,pe;if(de!=Y.length)return null;if("Q"in A)return new Date(A.Q);if("s"in A)return new Date(A.s*1e3+("L"in A?A.L:0));if(K&&!("Z"in A)&&(A.Z=0),"p"in A&&(A.H=A.H%12+A.p*12),A.m===void 0&&(A.m="q"in A?A.q:0),"V"in A){if(A.V<1||A.V>53)return null;"w"in A||(A.w=1),"Z"in A?(Z=Cp(Za(A.y,0,1)),pe=Z.getUTCDay(),Z=pe>4||pe===0?os.ceil(Z):os(Z),Z=xo.offset(Z,(A.V-1)*7),A.y=Z.getUTCFullYear(),A.m=Z.getUTCMonth(),A.d=Z.getUTCDate()+(A.w+6)%7):(Z=Tp(Za(A.y,0,1)),pe=Z.getDay(),Z=pe>4||pe===0?is.ceil(Z):is(Z),Z=jn.offset(Z,(A.V-1)*7),A.y=Z.getFullYear(),A.m=Z.getMonth(),A.d=Z.getDate()+(A.w+6)%7)}else("W"in A||"U"in A)&&("w"in A||(A.w="u"in A?A.u%7:"W"in A?1:0),pe="Z"in A?Cp(Za(A.y,0,1)).getUTCDay():Tp(Za(A.y,0,1)).getDay(),A.m=0,A.d="W"in A?(A.w+6)%7+A.W*7-(pe+5)%7:A.w+A.U*7-(pe+6)%7);return"Z"in A?(A.H+=A.Z/100|0,A.M+=A.Z%100,Cp(A)):Tp(A)}}function C(N,K,Y,A){for(var de=0,Z=K.length,pe=Y.length,Re,pt;de<Z;){if(A>=pe)return-1;if(Re=K.charCodeAt(de++),Re===37){if(Re=K.charAt(de++),pt=k[Re in a1?K.charAt(de++):Re],!pt||(A=pt(N,Y,A))<0)return-1}else if(Re!=Y.charCodeAt(A++))return-1}return A}function M(N,K,Y){var A=u.exec(K.slice(Y));return A?(N.p=c.get(A[0].toLowerCase()),Y+A[0].length):-1}function D(N,K,Y){var A=h.exec(K.slice(Y));return A?(N.w=p.get(A[0].toLowerCase()),Y+A[0].length):-1}function E(N,K,Y){var A=f.exec(K.slice(Y));return A?(N.w=d.get(A[0].toLowerCase()),Y+A[0].length):-1}function P(N,K,Y){var A=b.exec(K.slice(Y));return A?(N.m=v.get(A[0].toLowerCase()),Y+A[0].length):-1}function H(N,K,Y){var A=g.exec(K.slice(Y));return A?(N.m=y.get(A[0].toLowerCase()),Y+A[0].length):-1}function R(N,K,Y){return C(N,t,K,Y)}function T(N,K,Y){return C(N,n,K,Y)}function B(N,K,Y){return C(N,r,K,Y)}function I(N){return o[N.getDay()]}function J(N){return s[N.getDay()]}function z(N){return l[N.getMonth()]}function V(N){return a[N.getMonth()]}function G(N){return i[+(N.getHours()>=12)]}function W(N){return 1+~~(N.getMonth()/3)}function U(N){return o[N.getUTCDay()]}function oe(N){return s[N.getUTCDay()]}function le(N){return l[N.getUTCMonth()]}function ce(N){return a[N.getUTCMonth()]}function q(N){return i[+(N.getUTCHours()>=12)]}function ee(N){return 1+~~(N.getUTCMonth()/3)}return{format:function(N){var K=x(N+="",$);return K.toString=function(){return N},K},parse:function(N){var K=S(N+="",!1);return K.toString=function(){return N},K},utcFormat:function(N){var K=x(N+="",w);return K.toString=function(){return N},K},utcParse:function(N){var K=S(N+="",!0);return K.toString=function(){return N},K}}}var a1={"-":"",_:" ",0:"0"},at=/^\s*\d+/,r5=/^%/,i5=/[\\^$*+?|[\]().{}]/g;function he(e,t,n){var r=e<0?"-":"",i=(r?-e:e)+"",s=i.length;return r+(s<n?new Array(n-s+1).join(t)+i:i)}function s5(e){return e.replace(i5,"\\$&")}function Qa(e){return new RegExp("^(?:"+e.map(s5).join("|")+")","i")}function el(e){return new Map(e.map((t,n)=>[t.toLowerCase(),n]))}function o5(e,t,n){var r=at.exec(t.slice(n,n+1));return r?(e.w=+r[0],n+r[0].length):-1}function a5(e,t,n){var r=at.exec(t.slice(n,n+1));return r?(e.u=+r[0],n+r[0].length):-1}function l5(e,t,n){var r=at.exec(t.slice(n,n+2));return r?(e.U=+r[0],n+r[0].length):-1}function u5(e,t,n){var r=at.exec(t.slice(n,n+2));return r?(e.V=+r[0],n+r[0].length):-1}function c5(e,t,n){var r=at.exec(t.slice(n,n+2));return r?(e.W=+r[0],n+r[0].length):-1}function l1(e,t,n){var r=at.exec(t.slice(n,n+4));return r?(e.y=+r[0],n+r[0].length):-1}function u1(e,t,n){var r=at.exec(t.slice(n,n+2));return r?(e.y=+r[0]+(+r[0]>68?1900:2e3),n+r[0].length):-1}function f5(e,t,n){var r=/^(Z)|([+-]\d\d)(?::?(\d\d))?/.exec(t.slice(n,n+6));return r?(e.Z=r[1]?0:-(r[2]+(r[3]||"00")),n+r[0].length):-1}function d5(e,t,n){var r=at.exec(t.slice(n,n+1));return r?(e.q=r[0]*3-3,n+r[0].length):-1}function h5(e,t,n){var r=at.exec(t.slice(n,n+2));return r?(e.m=r[0]-1,n+r[0].length):-1}function c1(e,t,n){var r=at.exec(t.slice(n,n+2));return r?(e.d=+r[0],n+r[0].length):-1}function p5(e,t,n){var r=at.exec(t.slice(n,n+3));return r?(e.m=0,e.d=+r[0],n+r[0].length):-1}function f1(e,t,n){var r=at.exec(t.slice(n,n+2));return r?(e.H=+r[0],n+r[0].length):-1}function m5(e,t,n){var r=at.exec(t.slice(n,n+2));return r?(e.M=+r[0],n+r[0].length):-1}function g5(e,t,n){var r=at.exec(t.slice(n,n+2));return r?(e.S=+r[0],n+r[0].length):-1}function b5(e,t,n){var r=at.exec(t.slice(n,n+3));return r?(e.L=+r[0],n+r[0].length):-1}function y5(e,t,n){var r=at.exec(t.slice(n,n+6));return r?(e.L=Math.floor(r[0]/1e3),n+r[0].length):-1}function v5(e,t,n){var r=r5.exec(t.slice(n,n+1));return r?n+r[0].length:-1}function w5(e,t,n){var r=at.exec(t.slice(n));return r?(e.Q=+r[0],n+r[0].length):-1}function x5(e,t,n){var r=at.exec(t.slice(n));return r?(e.s=+r[0],n+r[0].length):-1}function d1(e,t){return he(e.getDate(),t,2)}function _5(e,t){return he(e.getHours(),t,2)}function $5(e,t){return he(e.getHours()%12||12,t,2)}function S5(e,t){return he(1+jn.count(Dt(e),e),t,3)}function b1(e,t){return he(e.getMilliseconds(),t,3)}function k5(e,t){return b1(e,t)+"000"}function T5(e,t){return he(e.getMonth()+1,t,2)}function C5(e,t){return he(e.getMinutes(),t,2)}function M5(e,t){return he(e.getSeconds(),t,2)}function R5(e){var t=e.getDay();return t===0?7:t}function E5(e,t){return he(Gn.count(Dt(e)-1,e),t,2)}function y1(e){var t=e.getDay();return t>=4||t===0?Er(e):Er.ceil(e)}function A5(e,t){return e=y1(e),he(Er.count(Dt(e),e)+(Dt(e).getDay()===4),t,2)}function P5(e){return e.getDay()}function D5(e,t){return he(is.count(Dt(e)-1,e),t,2)}function L5(e,t){return he(e.getFullYear()%100,t,2)}function N5(e,t){return e=y1(e),he(e.getFullYear()%100,t,2)}function O5(e,t){return he(e.getFullYear()%1e4,t,4)}function I5(e,t){var n=e.getDay();return e=n>=4||n===0?Er(e):Er.ceil(e),he(e.getFullYear()%1e4,t,4)}function z5(e){var t=e.getTimezoneOffset();return(t>0?"-":(t*=-1,"+"))+he(t/60|0,"0",2)+he(t%60,"0",2)}function h1(e,t){return he(e.getUTCDate(),t,2)}function B5(e,t){return he(e.getUTCHours(),t,2)}function F5(e,t){return he(e.getUTCHours()%12||12,t,2)}function H5(e,t){return he(1+xo.count(Lt(e),e),t,3)}function v1(e,t){return he(e.getUTCMilliseconds(),t,3)}function V5(e,t){return v1(e,t)+"000"}function K5(e,t){return he(e.getUTCMonth()+1,t,2)}function q5(e,t){return he(e.getUTCMinutes(),t,2)}function U5(e,t){return he(e.getUTCSeconds(),t,2)}function j5(e){var t=e.getUTCDay();return t===0?7:t}function G5(e,t){return he(Wn.count(Lt(e)-1,e),t,2)}function w1(e){var t=e.getUTCDay();return t>=4||t===0?Ar(e):Ar.ceil(e)}function W5(e,t){return e=w1(e),he(Ar.count(Lt(e),e)+(Lt(e).getUTCDay()===4),t,2)}function Y5(e){return e.getUTCDay()}function X5(e,t){return he(os.count(Lt(e)-1,e),t,2)}function J5(e,t){return he(e.getUTCFullYear()%100,t,2)}function Z5(e,t){return e=w1(e),he(e.getUTCFullYear()%100,t,2)}function Q5(e,t){return he(e.getUTCFullYear()%1e4,t,4)}function e4(e,t){var n=e.getUTCDay();return e=n>=4||n===0?Ar(e):Ar.ceil(e),he(e.getUTCFullYear()%1e4,t,4)}function t4(){return"+0000"}function p1(){return"%"}function m1(e){return+e}function g1(e){return Math.floor(+e/1e3)}var _o,tl,n4,Yn,x1;r4({dateTime:"%x, %X",date:"%-m/%-d/%Y",time:"%-I:%M:%S %p",periods:["AM","PM"],days:["Sunday","Monday","Tuesday","Wednesday","Thursday","Friday","Saturday"],shortDays:["Sun","Mon","Tue","Wed","Thu","Fri","Sat"],months:["January","February","March","April","May","June","July","August","September","October","November","December"],shortMonths:["Jan","Feb","Mar","Apr","May","Jun","Jul","Aug","Sep","Oct","Nov","Dec"]});function r4(e){return _o=n5(e),tl=_o.format,n4=_o.parse,Yn=_o.utcFormat,x1=_o.utcParse,_o}var _1="%Y-%m-%dT%H:%M:%S.%LZ";function i4(e){return e.toISOString()}var KO=Date.prototype.toISOString?i4:Yn(_1);function s4(e){var t=new Date(e);return isNaN(t)?null:t}var qO=+new Date("2000-01-01T00:00:00.000Z")?s4:x1(_1);function Xn(e,t){switch(arguments.length){case 0:break;case 1:this.range(e);break;default:this.range(t).domain(e);break}return this}function Wc(e,t){switch(arguments.length){case 0:break;case 1:{typeof e=="function"?this.interpolator(e):this.range(e);break}default:{this.domain(e),typeof t=="function"?this.interpolator(t):this.range(t);break}}return this}var Gc=Symbol("implicit");function Yc(){var e=new tn,t=[],n=[],r=Gc;function i(s){let o=e.get(s);if(o===void 0){if(r!==Gc)return r;e.set(s,o=t.push(s)-1)}return n[o%n.length]}return i.domain=function(s){if(!arguments.length)return t.slice();t=[],e=new tn;for(let o of s)e.has(o)||e.set(o,t.push(o)-1);return i},i.range=function(s){return arguments.length?(n=Array.from(s),i):n.slice()},i.unknown=function(s){return arguments.length?(r=s,i):r},i.copy=function(){return Yc(t,n).unknown(r)},Xn.apply(i,arguments),i}function $o(){var e=Yc().unknown(void 0),t=e.domain,n=e.range,r=0,i=1,s,o,a=!1,l=0,u=0,c=.5;delete e.unknown;function f(){var d=t().length,h=i<r,p=h?i:r,g=h?r:i;s=(g-p)/Math.max(1,d-l+u*2),a&&(s=Math.floor(s)),p+=(g-p-s*(d-l))*c,o=s*(1-l),a&&(p=Math.round(p),o=Math.round(o));var y=so(d).map(function(b){return p+s*b});return n(h?y.reverse():y)}return e.domain=function(d){return arguments.length?(t(d),f()):t()},e.range=function(d){return arguments.length?([r,i]=d,r=+r,i=+i,f()):[r,i]},e.rangeRound=function(d){return[r,i]=d,r=+r,i=+i,a=!0,f()},e.bandwidth=function(){return o},e.step=function(){return s},e.round=function(d){return arguments.length?(a=!!d,f()):a},e.padding=function(d){return arguments.length?(l=Math.min(1,u=+d),f()):l},e.paddingInner=function(d){return arguments.length?(l=Math.min(1,d),f()):l},e.paddingOuter=function(d){return arguments.length?(u=+d,f()):u},e.align=function(d){return arguments.length?(c=Math.max(0,Math.min(1,d)),f()):c},e.copy=function(){return $o(t(),[r,i]).round(a).paddingInner(l).paddingOuter(u).align(c)},Xn.apply(f(),arguments)}function E1(e){var t=e.copy;return e.padding=e.paddingOuter,delete e.paddingInner,delete e.paddingOuter,e.copy=function(){return E1(t())},e}function A1(){return E1($o.apply(null,arguments).paddingInner(1))}function o4(e){return function(){return e}}function Mp(e){return+e}var $1=[0,1];function cn(e){return e}function Rp(e,t){return(t-=e=+e)?function(n){return(n-e)/t}:o4(isNaN(t)?NaN:.5)}function a4(e,t){var n;return e>t&&(n=e,e=t,t=n),function(r){return Math.max(e,Math.min(t,r))}}function l4(e,t,n){var r=e[0],i=e[1],s=t[0],o=t[1];return i<r?(r=Rp(i,r),s=n(o,s)):(r=Rp(r,i),s=n(s,o)),function(a){return s(r(a))}}function u4(e,t,n){var r=Math.min(e.length,t.length)-1,i=new Array(r),s=new Array(r),o=-1;for(e[r]<e[0]&&(e=e.slice().reverse(),t=t.slice().reverse());++o<r;)i[o]=Rp(e[o],e[o+1]),s[o]=n(t[o],t[o+1]);return function(a){var l=io(e,a,1,r)-1;return s[l](i[l](a))}}function nl(e,t){return t.domain(e.domain()).range(e.range()).interpolate(e.interpolate()).clamp(e.clamp()).unknown(e.unknown())}function Xc(){var e=$1,t=$1,n=po,r,i,s,o=cn,a,l,u;function c(){var d=Math.min(e.length,t.length);return o!==cn&&(o=a4(e[0],e[d-1])),a=d>2?u4:l4,l=u=null,f}function f(d){return d==null||isNaN(d=+d)?s:(l||(l=a(e.map(r),t,n)))(r(o(d)))}return f.invert=function(d){return o(i((u||(u=a(t,e.map(r),Ye)))(d)))},f.domain=function(d){return arguments.length?(e=Array.from(d,Mp),c()):e.slice()},f.range=function(d){return arguments.length?(t=Array.from(d),c()):t.slice()},f.rangeRound=function(d){return t=Array.from(d),n=La,c()},f.clamp=function(d){return arguments.length?(o=d?!0:cn,c()):o!==cn},f.interpolate=function(d){return arguments.length?(n=d,c()):n},f.unknown=function(d){return arguments.length?(s=d,f):s},function(d,h){return r=d,i=h,c()}}function P1(){return Xc()(cn,cn)}function c4(e,t,n,r){var i=Ra(e,t,n),s;switch(r=go(r??",f"),r.type){case"s":{var o=Math.max(Math.abs(e),Math.abs(t));return r.precision==null&&!isNaN(s=Gw(i,o))&&(r.precision=s),Hh(r,o)}case"":case"e":case"g":case"p":case"r":{r.precision==null&&!isNaN(s=Ww(i,Math.max(Math.abs(e),Math.abs(t))))&&(r.precision=s-(r.type==="e"));break}case"f":case"%":{r.precision==null&&!isNaN(s=jw(i))&&(r.precision=s-(r.type==="%")*2);break}}return Kn(r)}function rl(e){var t=e.domain;return e.ticks=function(n){var r=t();return si(r[0],r[r.length-1],n??10)},e.tickFormat=function(n,r){var i=t();return c4(i[0],i[i.length-1],n??10,r)},e.nice=function(n){n==null&&(n=10);var r=t(),i=0,s=r.length-1,o=r[i],a=r[s],l,u,c=10;for(a<o&&(u=o,o=a,a=u,u=i,i=s,s=u);c-- >0;){if(u=no(o,a,n),u===l)return r[i]=o,r[s]=a,t(r);if(u>0)o=Math.floor(o/u)*u,a=Math.ceil(a/u)*u;else if(u<0)o=Math.ceil(o*u)/u,a=Math.floor(a*u)/u;else break;l=u}return e},e}function il(){var e=P1();return e.copy=function(){return nl(e,il())},Xn.apply(e,arguments),rl(e)}function Ep(e){var t;function n(r){return r==null||isNaN(r=+r)?t:r}return n.invert=n,n.domain=n.range=function(r){return arguments.length?(e=Array.from(r,Mp),n):e.slice()},n.unknown=function(r){return arguments.length?(t=r,n):t},n.copy=function(){return Ep(e).unknown(t)},e=arguments.length?Array.from(e,Mp):[0,1],rl(n)}function D1(e,t){e=e.slice();var n=0,r=e.length-1,i=e[n],s=e[r],o;return s<i&&(o=n,n=r,r=o,o=i,i=s,s=o),e[n]=t.floor(i),e[r]=t.ceil(s),e}function S1(e){return Math.log(e)}function k1(e){return Math.exp(e)}function f4(e){return-Math.log(-e)}function d4(e){return-Math.exp(-e)}function h4(e){return isFinite(e)?+("1e"+e):e<0?0:e}function p4(e){return e===10?h4:e===Math.E?Math.exp:t=>Math.pow(e,t)}function m4(e){return e===Math.E?Math.log:e===10&&Math.log10||e===2&&Math.log2||(e=Math.log(e),t=>Math.log(t)/e)}function T1(e){return(t,n)=>-e(-t,n)}function L1(e){let t=e(S1,k1),n=t.domain,r=10,i,s;function o(){return i=m4(r),s=p4(r),n()[0]<0?(i=T1(i),s=T1(s),e(f4,d4)):e(S1,k1),t}return t.base=function(a){return arguments.length?(r=+a,o()):r},t.domain=function(a){return arguments.length?(n(a),o()):n()},t.ticks=a=>{let l=n(),u=l[0],c=l[l.length-1],f=c<u;f&&([u,c]=[c,u]);let d=i(u),h=i(c),p,g,y=a==null?10:+a,b=[];if(!(r%1)&&h-d<y){if(d=Math.floor(d),h=Math.ceil(h),u>0){for(;d<=h;++d)for(p=1;p<r;++p)if(g=d<0?p/s(-d):p*s(d),!(g<u)){if(g>c)break;b.push(g)}}else for(;d<=h;++d)for(p=r-1;p>=1;--p)if(g=d>0?p/s(-d):p*s(d),!(g<u)){if(g>c)break;b.push(g)}b.length*2<y&&(b=si(u,c,y))}else b=si(d,h,Math.min(h-d,y)).map(s);return f?b.reverse():b},t.tickFormat=(a,l)=>{if(a==null&&(a=10),l==null&&(l=r===10?"s":","),typeof l!="function"&&(!(r%1)&&(l=go(l)).precision==null&&(l.trim=!0),l=Kn(l)),a===1/0)return l;let u=Math.max(1,r*a/t.ticks().length);return c=>{let f=c/s(Math.round(i(c)));return f*r<r-.5&&(f*=r),f<=u?l(c):""}},t.nice=()=>n(D1(n(),{floor:a=>s(Math.floor(i(a))),ceil:a=>s(Math.ceil(i(a)))})),t}function Ap(){let e=L1(Xc()).domain([1,10]);return e.copy=()=>nl(e,Ap()).base(e.base()),Xn.apply(e,arguments),e}function C1(e){return function(t){return Math.sign(t)*Math.log1p(Math.abs(t/e))}}function M1(e){return function(t){return Math.sign(t)*Math.expm1(Math.abs(t))*e}}function N1(e){var t=1,n=e(C1(t),M1(t));return n.constant=function(r){return arguments.length?e(C1(t=+r),M1(t)):t},rl(n)}function Pp(){var e=N1(Xc());return e.copy=function(){return nl(e,Pp()).constant(e.constant())},Xn.apply(e,arguments)}function R1(e){return function(t){return t<0?-Math.pow(-t,e):Math.pow(t,e)}}function g4(e){return e<0?-Math.sqrt(-e):Math.sqrt(e)}function b4(e){return e<0?-e*e:e*e}function O1(e){var t=e(cn,cn),n=1;function r(){return n===1?e(cn,cn):n===.5?e(g4,b4):e(R1(n),R1(1/n))}return t.exponent=function(i){return arguments.length?(n=+i,r()):n},rl(t)}function Dp(){var e=O1(Xc());return e.copy=function(){return nl(e,Dp()).exponent(e.exponent())},Xn.apply(e,arguments),e}function Lp(){var e=[],t=[],n=[],r;function i(){var o=0,a=Math.max(1,t.length);for(n=new Array(a-1);++o<a;)n[o-1]=z0(e,o/a);return s}function s(o){return o==null||isNaN(o=+o)?r:t[io(n,o)]}return s.invertExtent=function(o){var a=t.indexOf(o);return a<0?[NaN,NaN]:[a>0?n[a-1]:e[0],a<n.length?n[a]:e[e.length-1]]},s.domain=function(o){if(!arguments.length)return e.slice();e=[];for(let a of o)a!=null&&!isNaN(a=+a)&&e.push(a);return e.sort(gt),i()},s.range=function(o){return arguments.length?(t=Array.from(o),i()):t.slice()},s.unknown=function(o){return arguments.length?(r=o,s):r},s.quantiles=function(){return n.slice()},s.copy=function(){return Lp().domain(e).range(t).unknown(r)},Xn.apply(s,arguments)}function Np(){var e=[.5],t=[0,1],n,r=1;function i(s){return s!=null&&s<=s?t[io(e,s,0,r)]:n}return i.domain=function(s){return arguments.length?(e=Array.from(s),r=Math.min(e.length,t.length-1),i):e.slice()},i.range=function(s){return arguments.length?(t=Array.from(s),r=Math.min(e.length,t.length-1),i):t.slice()},i.invertExtent=function(s){var o=t.indexOf(s);return[e[o-1],e[o]]},i.unknown=function(s){return arguments.length?(n=s,i):n},i.copy=function(){return Np().domain(e).range(t).unknown(n)},Xn.apply(i,arguments)}function y4(e){return new Date(e)}function v4(e){return e instanceof Date?+e:Math.round(e)}function Op(e,t,n,r,i,s,o,a,l,u){var c=P1(),f=c.invert,d=c.domain,h=u(".%L"),p=u(":%S"),g=u("%I:%M"),y=u("%I %p"),b=u("%a %d"),v=u("%b %d"),$=u("%B"),w=u("%Y");function k(x){return(l(x)<x?h:a(x)<x?p:o(x)<x?g:s(x)<x?y:r(x)<x?i(x)<x?b:v:n(x)<x?$:w)(x)}return c.invert=function(x){return new Date(Math.round(f(x)))},c.domain=function(x){return arguments.length?d(Array.from(x,v4)):d().map(y4)},c.ticks=function(x){var S=d();return e(S[0],S[S.length-1],x??10)},c.tickFormat=function(x,S){return S==null?k:u(S)},c.nice=function(x){var S=d();return(!x||typeof x.range!="function")&&(x=t(S[0],S[S.length-1],x??10)),x?d(D1(S,x)):c},c.copy=function(){return nl(c,Op(e,t,n,r,i,s,o,a,l,u))},c}function I1(){return Xn.apply(Op(s1,o1,Dt,as,Gn,jn,ts,Qi,kt,tl).domain([new Date(2e3,0,1),new Date(2e3,0,2)]),arguments)}function z1(){return Xn.apply(Op(i1,jc,Lt,ls,Wn,xo,ns,es,kt,Yn).domain([Date.UTC(2e3,0,1),Date.UTC(2e3,0,2)]),arguments)}function Jc(e,t){return t.domain(e.domain()).interpolator(e.interpolator()).clamp(e.clamp()).unknown(e.unknown())}function Zc(){var e=0,t=.5,n=1,r=1,i,s,o,a,l,u=cn,c,f=!1,d;function h(g){return g==null||isNaN(g=+g)?d:(g=.5+((g=+c(g))-s)*(r*g<r*s?a:l),u(f?Math.max(0,Math.min(1,g)):g))}h.domain=function(g){return arguments.length?([e,t,n]=g,i=c(e=+e),s=c(t=+t),o=c(n=+n),a=i===s?0:.5/(s-i),l=s===o?0:.5/(o-s),r=s<i?-1:1,h):[e,t,n]},h.clamp=function(g){return arguments.length?(f=!!g,h):f},h.interpolator=function(g){return arguments.length?(u=g,h):u};function p(g){return function(y){var b,v,$;return arguments.length?([b,v,$]=y,u=li(g,[b,v,$]),h):[u(0),u(.5),u(1)]}}return h.range=p(po),h.rangeRound=p(La),h.unknown=function(g){return arguments.length?(d=g,h):d},function(g){return c=g,i=g(e),s=g(t),o=g(n),a=i===s?0:.5/(s-i),l=s===o?0:.5/(o-s),r=s<i?-1:1,h}}function Ip(){var e=rl(Zc()(cn));return e.copy=function(){return Jc(e,Ip())},Wc.apply(e,arguments)}function zp(){var e=L1(Zc()).domain([.1,1,10]);return e.copy=function(){return Jc(e,zp()).base(e.base())},Wc.apply(e,arguments)}function Bp(){var e=N1(Zc());return e.copy=function(){return Jc(e,Bp()).constant(e.constant())},Wc.apply(e,arguments)}function Fp(){var e=O1(Zc());return e.copy=function(){return Jc(e,Fp()).exponent(e.exponent())},Wc.apply(e,arguments)}function ie(e){for(var t=e.length/6|0,n=new Array(t),r=0;r<t;)n[r]="#"+e.slice(r*6,++r*6);return n}var B1=ie("1f77b4ff7f0e2ca02cd627289467bd8c564be377c27f7f7fbcbd2217becf"),F1=ie("7fc97fbeaed4fdc086ffff99386cb0f0027fbf5b17666666"),H1=ie("1b9e77d95f027570b3e7298a66a61ee6ab02a6761d666666"),V1=ie("4269d0efb118ff725c6cc5b03ca951ff8ab7a463f297bbf59c6b4e9498a0"),K1=ie("a6cee31f78b4b2df8a33a02cfb9a99e31a1cfdbf6fff7f00cab2d66a3d9affff99b15928"),q1=ie("fbb4aeb3cde3ccebc5decbe4fed9a6ffffcce5d8bdfddaecf2f2f2"),U1=ie("b3e2cdfdcdaccbd5e8f4cae4e6f5c9fff2aef1e2cccccccc"),j1=ie("e41a1c377eb84daf4a984ea3ff7f00ffff33a65628f781bf999999"),G1=ie("66c2a5fc8d628da0cbe78ac3a6d854ffd92fe5c494b3b3b3"),W1=ie("8dd3c7ffffb3bebadafb807280b1d3fdb462b3de69fccde5d9d9d9bc80bdccebc5ffed6f"),Y1=ie("4e79a7f28e2ce1575976b7b259a14fedc949af7aa1ff9da79c755fbab0ab"),ke=e=>Ew(e[e.length-1]),Hp=new Array(3).concat("d8b365f5f5f55ab4ac","a6611adfc27d80cdc1018571","a6611adfc27df5f5f580cdc1018571","8c510ad8b365f6e8c3c7eae55ab4ac01665e","8c510ad8b365f6e8c3f5f5f5c7eae55ab4ac01665e","8c510abf812ddfc27df6e8c3c7eae580cdc135978f01665e","8c510abf812ddfc27df6e8c3f5f5f5c7eae580cdc135978f01665e","5430058c510abf812ddfc27df6e8c3c7eae580cdc135978f01665e003c30","5430058c510abf812ddfc27df6e8c3f5f5f5c7eae580cdc135978f01665e003c30").map(ie),Vp=ke(Hp),Kp=new Array(3).concat("af8dc3f7f7f77fbf7b","7b3294c2a5cfa6dba0008837","7b3294c2a5cff7f7f7a6dba0008837","762a83af8dc3e7d4e8d9f0d37fbf7b1b7837","762a83af8dc3e7d4e8f7f7f7d9f0d37fbf7b1b7837","762a839970abc2a5cfe7d4e8d9f0d3a6dba05aae611b7837","762a839970abc2a5cfe7d4e8f7f7f7d9f0d3a6dba05aae611b7837","40004b762a839970abc2a5cfe7d4e8d9f0d3a6dba05aae611b783700441b","40004b762a839970abc2a5cfe7d4e8f7f7f7d9f0d3a6dba05aae611b783700441b").map(ie),qp=ke(Kp),Up=new Array(3).concat("e9a3c9f7f7f7a1d76a","d01c8bf1b6dab8e1864dac26","d01c8bf1b6daf7f7f7b8e1864dac26","c51b7de9a3c9fde0efe6f5d0a1d76a4d9221","c51b7de9a3c9fde0eff7f7f7e6f5d0a1d76a4d9221","c51b7dde77aef1b6dafde0efe6f5d0b8e1867fbc414d9221","c51b7dde77aef1b6dafde0eff7f7f7e6f5d0b8e1867fbc414d9221","8e0152c51b7dde77aef1b6dafde0efe6f5d0b8e1867fbc414d9221276419","8e0152c51b7dde77aef1b6dafde0eff7f7f7e6f5d0b8e1867fbc414d9221276419").map(ie),jp=ke(Up),Gp=new Array(3).concat("998ec3f7f7f7f1a340","5e3c99b2abd2fdb863e66101","5e3c99b2abd2f7f7f7fdb863e66101","542788998ec3d8daebfee0b6f1a340b35806","542788998ec3d8daebf7f7f7fee0b6f1a340b35806","5427888073acb2abd2d8daebfee0b6fdb863e08214b35806","5427888073acb2abd2d8daebf7f7f7fee0b6fdb863e08214b35806","2d004b5427888073acb2abd2d8daebfee0b6fdb863e08214b358067f3b08","2d004b5427888073acb2abd2d8daebf7f7f7fee0b6fdb863e08214b358067f3b08").map(ie),Wp=ke(Gp),tf=new Array(3).concat("ef8a62f7f7f767a9cf","ca0020f4a58292c5de0571b0","ca0020f4a582f7f7f792c5de0571b0","b2182bef8a62fddbc7d1e5f067a9cf2166ac","b2182bef8a62fddbc7f7f7f7d1e5f067a9cf2166ac","b2182bd6604df4a582fddbc7d1e5f092c5de4393c32166ac","b2182bd6604df4a582fddbc7f7f7f7d1e5f092c5de4393c32166ac","67001fb2182bd6604df4a582fddbc7d1e5f092c5de4393c32166ac053061","67001fb2182bd6604df4a582fddbc7f7f7f7d1e5f092c5de4393c32166ac053061").map(ie),sl=ke(tf),Yp=new Array(3).concat("ef8a62ffffff999999","ca0020f4a582bababa404040","ca0020f4a582ffffffbababa404040","b2182bef8a62fddbc7e0e0e09999994d4d4d","b2182bef8a62fddbc7ffffffe0e0e09999994d4d4d","b2182bd6604df4a582fddbc7e0e0e0bababa8787874d4d4d","b2182bd6604df4a582fddbc7ffffffe0e0e0bababa8787874d4d4d","67001fb2182bd6604df4a582fddbc7e0e0e0bababa8787874d4d4d1a1a1a","67001fb2182bd6604df4a582fddbc7ffffffe0e0e0bababa8787874d4d4d1a1a1a").map(ie),Xp=ke(Yp),nf=new Array(3).concat("fc8d59ffffbf91bfdb","d7191cfdae61abd9e92c7bb6","d7191cfdae61ffffbfabd9e92c7bb6","d73027fc8d59fee090e0f3f891bfdb4575b4","d73027fc8d59fee090ffffbfe0f3f891bfdb4575b4","d73027f46d43fdae61fee090e0f3f8abd9e974add14575b4","d73027f46d43fdae61fee090ffffbfe0f3f8abd9e974add14575b4","a50026d73027f46d43fdae61fee090e0f3f8abd9e974add14575b4313695","a50026d73027f46d43fdae61fee090ffffbfe0f3f8abd9e974add14575b4313695").map(ie),ol=ke(nf),Jp=new Array(3).concat("fc8d59ffffbf91cf60","d7191cfdae61a6d96a1a9641","d7191cfdae61ffffbfa6d96a1a9641","d73027fc8d59fee08bd9ef8b91cf601a9850","d73027fc8d59fee08bffffbfd9ef8b91cf601a9850","d73027f46d43fdae61fee08bd9ef8ba6d96a66bd631a9850","d73027f46d43fdae61fee08bffffbfd9ef8ba6d96a66bd631a9850","a50026d73027f46d43fdae61fee08bd9ef8ba6d96a66bd631a9850006837","a50026d73027f46d43fdae61fee08bffffbfd9ef8ba6d96a66bd631a9850006837").map(ie),Zp=ke(Jp),Qp=new Array(3).concat("fc8d59ffffbf99d594","d7191cfdae61abdda42b83ba","d7191cfdae61ffffbfabdda42b83ba","d53e4ffc8d59fee08be6f59899d5943288bd","d53e4ffc8d59fee08bffffbfe6f59899d5943288bd","d53e4ff46d43fdae61fee08be6f598abdda466c2a53288bd","d53e4ff46d43fdae61fee08bffffbfe6f598abdda466c2a53288bd","9e0142d53e4ff46d43fdae61fee08be6f598abdda466c2a53288bd5e4fa2","9e0142d53e4ff46d43fdae61fee08bffffbfe6f598abdda466c2a53288bd5e4fa2").map(ie),em=ke(Qp),tm=new Array(3).concat("e5f5f999d8c92ca25f","edf8fbb2e2e266c2a4238b45","edf8fbb2e2e266c2a42ca25f006d2c","edf8fbccece699d8c966c2a42ca25f006d2c","edf8fbccece699d8c966c2a441ae76238b45005824","f7fcfde5f5f9ccece699d8c966c2a441ae76238b45005824","f7fcfde5f5f9ccece699d8c966c2a441ae76238b45006d2c00441b").map(ie),nm=ke(tm),rm=new Array(3).concat("e0ecf49ebcda8856a7","edf8fbb3cde38c96c688419d","edf8fbb3cde38c96c68856a7810f7c","edf8fbbfd3e69ebcda8c96c68856a7810f7c","edf8fbbfd3e69ebcda8c96c68c6bb188419d6e016b","f7fcfde0ecf4bfd3e69ebcda8c96c68c6bb188419d6e016b","f7fcfde0ecf4bfd3e69ebcda8c96c68c6bb188419d810f7c4d004b").map(ie),im=ke(rm),sm=new Array(3).concat("e0f3dba8ddb543a2ca","f0f9e8bae4bc7bccc42b8cbe","f0f9e8bae4bc7bccc443a2ca0868ac","f0f9e8ccebc5a8ddb57bccc443a2ca0868ac","f0f9e8ccebc5a8ddb57bccc44eb3d32b8cbe08589e","f7fcf0e0f3dbccebc5a8ddb57bccc44eb3d32b8cbe08589e","f7fcf0e0f3dbccebc5a8ddb57bccc44eb3d32b8cbe0868ac084081").map(ie),om=ke(sm),am=new Array(3).concat("fee8c8fdbb84e34a33","fef0d9fdcc8afc8d59d7301f","fef0d9fdcc8afc8d59e34a33b30000","fef0d9fdd49efdbb84fc8d59e34a33b30000","fef0d9fdd49efdbb84fc8d59ef6548d7301f990000","fff7ecfee8c8fdd49efdbb84fc8d59ef6548d7301f990000","fff7ecfee8c8fdd49efdbb84fc8d59ef6548d7301fb300007f0000").map(ie),lm=ke(am),um=new Array(3).concat("ece2f0a6bddb1c9099","f6eff7bdc9e167a9cf02818a","f6eff7bdc9e167a9cf1c9099016c59","f6eff7d0d1e6a6bddb67a9cf1c9099016c59","f6eff7d0d1e6a6bddb67a9cf3690c002818a016450","fff7fbece2f0d0d1e6a6bddb67a9cf3690c002818a016450","fff7fbece2f0d0d1e6a6bddb67a9cf3690c002818a016c59014636").map(ie),cm=ke(um),fm=new Array(3).concat("ece7f2a6bddb2b8cbe","f1eef6bdc9e174a9cf0570b0","f1eef6bdc9e174a9cf2b8cbe045a8d","f1eef6d0d1e6a6bddb74a9cf2b8cbe045a8d","f1eef6d0d1e6a6bddb74a9cf3690c00570b0034e7b","fff7fbece7f2d0d1e6a6bddb74a9cf3690c00570b0034e7b","fff7fbece7f2d0d1e6a6bddb74a9cf3690c00570b0045a8d023858").map(ie),dm=ke(fm),hm=new Array(3).concat("e7e1efc994c7dd1c77","f1eef6d7b5d8df65b0ce1256","f1eef6d7b5d8df65b0dd1c77980043","f1eef6d4b9dac994c7df65b0dd1c77980043","f1eef6d4b9dac994c7df65b0e7298ace125691003f","f7f4f9e7e1efd4b9dac994c7df65b0e7298ace125691003f","f7f4f9e7e1efd4b9dac994c7df65b0e7298ace125698004367001f").map(ie),pm=ke(hm),mm=new Array(3).concat("fde0ddfa9fb5c51b8a","feebe2fbb4b9f768a1ae017e","feebe2fbb4b9f768a1c51b8a7a0177","feebe2fcc5c0fa9fb5f768a1c51b8a7a0177","feebe2fcc5c0fa9fb5f768a1dd3497ae017e7a0177","fff7f3fde0ddfcc5c0fa9fb5f768a1dd3497ae017e7a0177","fff7f3fde0ddfcc5c0fa9fb5f768a1dd3497ae017e7a017749006a").map(ie),gm=ke(mm),bm=new Array(3).concat("edf8b17fcdbb2c7fb8","ffffcca1dab441b6c4225ea8","ffffcca1dab441b6c42c7fb8253494","ffffccc7e9b47fcdbb41b6c42c7fb8253494","ffffccc7e9b47fcdbb41b6c41d91c0225ea80c2c84","ffffd9edf8b1c7e9b47fcdbb41b6c41d91c0225ea80c2c84","ffffd9edf8b1c7e9b47fcdbb41b6c41d91c0225ea8253494081d58").map(ie),ym=ke(bm),vm=new Array(3).concat("f7fcb9addd8e31a354","ffffccc2e69978c679238443","ffffccc2e69978c67931a354006837","ffffccd9f0a3addd8e78c67931a354006837","ffffccd9f0a3addd8e78c67941ab5d238443005a32","ffffe5f7fcb9d9f0a3addd8e78c67941ab5d238443005a32","ffffe5f7fcb9d9f0a3addd8e78c67941ab5d238443006837004529").map(ie),wm=ke(vm),xm=new Array(3).concat("fff7bcfec44fd95f0e","ffffd4fed98efe9929cc4c02","ffffd4fed98efe9929d95f0e993404","ffffd4fee391fec44ffe9929d95f0e993404","ffffd4fee391fec44ffe9929ec7014cc4c028c2d04","ffffe5fff7bcfee391fec44ffe9929ec7014cc4c028c2d04","ffffe5fff7bcfee391fec44ffe9929ec7014cc4c02993404662506").map(ie),_m=ke(xm),$m=new Array(3).concat("ffeda0feb24cf03b20","ffffb2fecc5cfd8d3ce31a1c","ffffb2fecc5cfd8d3cf03b20bd0026","ffffb2fed976feb24cfd8d3cf03b20bd0026","ffffb2fed976feb24cfd8d3cfc4e2ae31a1cb10026","ffffccffeda0fed976feb24cfd8d3cfc4e2ae31a1cb10026","ffffccffeda0fed976feb24cfd8d3cfc4e2ae31a1cbd0026800026").map(ie),Sm=ke($m),km=new Array(3).concat("deebf79ecae13182bd","eff3ffbdd7e76baed62171b5","eff3ffbdd7e76baed63182bd08519c","eff3ffc6dbef9ecae16baed63182bd08519c","eff3ffc6dbef9ecae16baed64292c62171b5084594","f7fbffdeebf7c6dbef9ecae16baed64292c62171b5084594","f7fbffdeebf7c6dbef9ecae16baed64292c62171b508519c08306b").map(ie),Tm=ke(km),Cm=new Array(3).concat("e5f5e0a1d99b31a354","edf8e9bae4b374c476238b45","edf8e9bae4b374c47631a354006d2c","edf8e9c7e9c0a1d99b74c47631a354006d2c","edf8e9c7e9c0a1d99b74c47641ab5d238b45005a32","f7fcf5e5f5e0c7e9c0a1d99b74c47641ab5d238b45005a32","f7fcf5e5f5e0c7e9c0a1d99b74c47641ab5d238b45006d2c00441b").map(ie),Mm=ke(Cm),Rm=new Array(3).concat("f0f0f0bdbdbd636363","f7f7f7cccccc969696525252","f7f7f7cccccc969696636363252525","f7f7f7d9d9d9bdbdbd969696636363252525","f7f7f7d9d9d9bdbdbd969696737373525252252525","fffffff0f0f0d9d9d9bdbdbd969696737373525252252525","fffffff0f0f0d9d9d9bdbdbd969696737373525252252525000000").map(ie),Em=ke(Rm),Am=new Array(3).concat("efedf5bcbddc756bb1","f2f0f7cbc9e29e9ac86a51a3","f2f0f7cbc9e29e9ac8756bb154278f","f2f0f7dadaebbcbddc9e9ac8756bb154278f","f2f0f7dadaebbcbddc9e9ac8807dba6a51a34a1486","fcfbfdefedf5dadaebbcbddc9e9ac8807dba6a51a34a1486","fcfbfdefedf5dadaebbcbddc9e9ac8807dba6a51a354278f3f007d").map(ie),Pm=ke(Am),Dm=new Array(3).concat("fee0d2fc9272de2d26","fee5d9fcae91fb6a4acb181d","fee5d9fcae91fb6a4ade2d26a50f15","fee5d9fcbba1fc9272fb6a4ade2d26a50f15","fee5d9fcbba1fc9272fb6a4aef3b2ccb181d99000d","fff5f0fee0d2fcbba1fc9272fb6a4aef3b2ccb181d99000d","fff5f0fee0d2fcbba1fc9272fb6a4aef3b2ccb181da50f1567000d").map(ie),Lm=ke(Dm),Nm=new Array(3).concat("fee6cefdae6be6550d","feeddefdbe85fd8d3cd94701","feeddefdbe85fd8d3ce6550da63603","feeddefdd0a2fdae6bfd8d3ce6550da63603","feeddefdd0a2fdae6bfd8d3cf16913d948018c2d04","fff5ebfee6cefdd0a2fdae6bfd8d3cf16913d948018c2d04","fff5ebfee6cefdd0a2fdae6bfd8d3cf16913d94801a636037f2704").map(ie),Om=ke(Nm);function Im(e){return e=Math.max(0,Math.min(1,e)),"rgb("+Math.max(0,Math.min(255,Math.round(-4.54-e*(35.34-e*(2381.73-e*(6402.7-e*(7024.72-e*2710.57)))))))+", "+Math.max(0,Math.min(255,Math.round(32.49+e*(170.73+e*(52.82-e*(131.46-e*(176.58-e*67.37)))))))+", "+Math.max(0,Math.min(255,Math.round(81.24+e*(442.36-e*(2482.43-e*(6167.24-e*(6614.94-e*2475.67)))))))+")"}var zm=xc(rn(300,.5,0),rn(-240,.5,1)),Bm=xc(rn(-100,.75,.35),rn(80,1.5,.8)),Fm=xc(rn(260,.75,.35),rn(80,1.5,.8)),Qc=rn();function Hm(e){(e<0||e>1)&&(e-=Math.floor(e));var t=Math.abs(e-.5);return Qc.h=360*e-100,Qc.s=1.5-1.5*t,Qc.l=.8-.9*t,Qc+""}var ef=kn(),w4=Math.PI/3,x4=Math.PI*2/3;function Vm(e){var t;return e=(.5-e)*Math.PI,ef.r=255*(t=Math.sin(e))*t,ef.g=255*(t=Math.sin(e+w4))*t,ef.b=255*(t=Math.sin(e+x4))*t,ef+""}function Km(e){return e=Math.max(0,Math.min(1,e)),"rgb("+Math.max(0,Math.min(255,Math.round(34.61+e*(1172.33-e*(10793.56-e*(33300.12-e*(38394.49-e*14825.05)))))))+", "+Math.max(0,Math.min(255,Math.round(23.31+e*(557.33+e*(1225.33-e*(3574.96-e*(1073.77+e*707.56)))))))+", "+Math.max(0,Math.min(255,Math.round(27.2+e*(3211.1-e*(15327.97-e*(27814-e*(22569.18-e*6838.66)))))))+")"}function rf(e){var t=e.length;return function(n){return e[Math.max(0,Math.min(t-1,Math.floor(n*t)))]}}var qm=rf(ie("44015444025645045745055946075a46085c460a5d460b5e470d60470e6147106347116447136548146748166848176948186a481a6c481b6d481c6e481d6f481f70482071482173482374482475482576482677482878482979472a7a472c7a472d7b472e7c472f7d46307e46327e46337f463480453581453781453882443983443a83443b84433d84433e85423f854240864241864142874144874045884046883f47883f48893e49893e4a893e4c8a3d4d8a3d4e8a3c4f8a3c508b3b518b3b528b3a538b3a548c39558c39568c38588c38598c375a8c375b8d365c8d365d8d355e8d355f8d34608d34618d33628d33638d32648e32658e31668e31678e31688e30698e306a8e2f6b8e2f6c8e2e6d8e2e6e8e2e6f8e2d708e2d718e2c718e2c728e2c738e2b748e2b758e2a768e2a778e2a788e29798e297a8e297b8e287c8e287d8e277e8e277f8e27808e26818e26828e26828e25838e25848e25858e24868e24878e23888e23898e238a8d228b8d228c8d228d8d218e8d218f8d21908d21918c20928c20928c20938c1f948c1f958b1f968b1f978b1f988b1f998a1f9a8a1e9b8a1e9c891e9d891f9e891f9f881fa0881fa1881fa1871fa28720a38620a48621a58521a68522a78522a88423a98324aa8325ab8225ac8226ad8127ad8128ae8029af7f2ab07f2cb17e2db27d2eb37c2fb47c31b57b32b67a34b67935b77937b87838b9773aba763bbb753dbc743fbc7340bd7242be7144bf7046c06f48c16e4ac16d4cc26c4ec36b50c46a52c56954c56856c66758c7655ac8645cc8635ec96260ca6063cb5f65cb5e67cc5c69cd5b6ccd5a6ece5870cf5773d05675d05477d1537ad1517cd2507fd34e81d34d84d44b86d54989d5488bd6468ed64590d74393d74195d84098d83e9bd93c9dd93ba0da39a2da37a5db36a8db34aadc32addc30b0dd2fb2dd2db5de2bb8de29bade28bddf26c0df25c2df23c5e021c8e020cae11fcde11dd0e11cd2e21bd5e21ad8e219dae319dde318dfe318e2e418e5e419e7e419eae51aece51befe51cf1e51df4e61ef6e620f8e621fbe723fde725")),Um=rf(ie("00000401000501010601010802010902020b02020d03030f03031204041405041606051806051a07061c08071e0907200a08220b09240c09260d0a290e0b2b100b2d110c2f120d31130d34140e36150e38160f3b180f3d19103f1a10421c10441d11471e114920114b21114e22115024125325125527125829115a2a115c2c115f2d11612f116331116533106734106936106b38106c390f6e3b0f703d0f713f0f72400f74420f75440f764510774710784910784a10794c117a4e117b4f127b51127c52137c54137d56147d57157e59157e5a167e5c167f5d177f5f187f601880621980641a80651a80671b80681c816a1c816b1d816d1d816e1e81701f81721f817320817521817621817822817922827b23827c23827e24828025828125818326818426818627818827818928818b29818c29818e2a81902a81912b81932b80942c80962c80982d80992d809b2e7f9c2e7f9e2f7fa02f7fa1307ea3307ea5317ea6317da8327daa337dab337cad347cae347bb0357bb2357bb3367ab5367ab73779b83779ba3878bc3978bd3977bf3a77c03a76c23b75c43c75c53c74c73d73c83e73ca3e72cc3f71cd4071cf4070d0416fd2426fd3436ed5446dd6456cd8456cd9466bdb476adc4869de4968df4a68e04c67e24d66e34e65e44f64e55064e75263e85362e95462ea5661eb5760ec5860ed5a5fee5b5eef5d5ef05f5ef1605df2625df2645cf3655cf4675cf4695cf56b5cf66c5cf66e5cf7705cf7725cf8745cf8765cf9785df9795df97b5dfa7d5efa7f5efa815ffb835ffb8560fb8761fc8961fc8a62fc8c63fc8e64fc9065fd9266fd9467fd9668fd9869fd9a6afd9b6bfe9d6cfe9f6dfea16efea36ffea571fea772fea973feaa74feac76feae77feb078feb27afeb47bfeb67cfeb77efeb97ffebb81febd82febf84fec185fec287fec488fec68afec88cfeca8dfecc8ffecd90fecf92fed194fed395fed597fed799fed89afdda9cfddc9efddea0fde0a1fde2a3fde3a5fde5a7fde7a9fde9aafdebacfcecaefceeb0fcf0b2fcf2b4fcf4b6fcf6b8fcf7b9fcf9bbfcfbbdfcfdbf")),jm=rf(ie("00000401000501010601010802010a02020c02020e03021004031204031405041706041907051b08051d09061f0a07220b07240c08260d08290e092b10092d110a30120a32140b34150b37160b39180c3c190c3e1b0c411c0c431e0c451f0c48210c4a230c4c240c4f260c51280b53290b552b0b572d0b592f0a5b310a5c320a5e340a5f3609613809623909633b09643d09653e0966400a67420a68440a68450a69470b6a490b6a4a0c6b4c0c6b4d0d6c4f0d6c510e6c520e6d540f6d550f6d57106e59106e5a116e5c126e5d126e5f136e61136e62146e64156e65156e67166e69166e6a176e6c186e6d186e6f196e71196e721a6e741a6e751b6e771c6d781c6d7a1d6d7c1d6d7d1e6d7f1e6c801f6c82206c84206b85216b87216b88226a8a226a8c23698d23698f24699025689225689326679526679727669827669a28659b29649d29649f2a63a02a63a22b62a32c61a52c60a62d60a82e5fa92e5eab2f5ead305dae305cb0315bb1325ab3325ab43359b63458b73557b93556ba3655bc3754bd3853bf3952c03a51c13a50c33b4fc43c4ec63d4dc73e4cc83f4bca404acb4149cc4248ce4347cf4446d04545d24644d34743d44842d54a41d74b3fd84c3ed94d3dda4e3cdb503bdd513ade5238df5337e05536e15635e25734e35933e45a31e55c30e65d2fe75e2ee8602de9612bea632aeb6429eb6628ec6726ed6925ee6a24ef6c23ef6e21f06f20f1711ff1731df2741cf3761bf37819f47918f57b17f57d15f67e14f68013f78212f78410f8850ff8870ef8890cf98b0bf98c0af98e09fa9008fa9207fa9407fb9606fb9706fb9906fb9b06fb9d07fc9f07fca108fca309fca50afca60cfca80dfcaa0ffcac11fcae12fcb014fcb216fcb418fbb61afbb81dfbba1ffbbc21fbbe23fac026fac228fac42afac62df9c72ff9c932f9cb35f8cd37f8cf3af7d13df7d340f6d543f6d746f5d949f5db4cf4dd4ff4df53f4e156f3e35af3e55df2e661f2e865f2ea69f1ec6df1ed71f1ef75f1f179f2f27df2f482f3f586f3f68af4f88ef5f992f6fa96f8fb9af9fc9dfafda1fcffa4")),Gm=rf(ie("0d088710078813078916078a19068c1b068d1d068e20068f2206902406912605912805922a05932c05942e05952f059631059733059735049837049938049a3a049a3c049b3e049c3f049c41049d43039e44039e46039f48039f4903a04b03a14c02a14e02a25002a25102a35302a35502a45601a45801a45901a55b01a55c01a65e01a66001a66100a76300a76400a76600a76700a86900a86a00a86c00a86e00a86f00a87100a87201a87401a87501a87701a87801a87a02a87b02a87d03a87e03a88004a88104a78305a78405a78606a68707a68808a68a09a58b0aa58d0ba58e0ca48f0da4910ea3920fa39410a29511a19613a19814a099159f9a169f9c179e9d189d9e199da01a9ca11b9ba21d9aa31e9aa51f99a62098a72197a82296aa2395ab2494ac2694ad2793ae2892b02991b12a90b22b8fb32c8eb42e8db52f8cb6308bb7318ab83289ba3388bb3488bc3587bd3786be3885bf3984c03a83c13b82c23c81c33d80c43e7fc5407ec6417dc7427cc8437bc9447aca457acb4679cc4778cc4977cd4a76ce4b75cf4c74d04d73d14e72d24f71d35171d45270d5536fd5546ed6556dd7566cd8576bd9586ada5a6ada5b69db5c68dc5d67dd5e66de5f65de6164df6263e06363e16462e26561e26660e3685fe4695ee56a5de56b5de66c5ce76e5be76f5ae87059e97158e97257ea7457eb7556eb7655ec7754ed7953ed7a52ee7b51ef7c51ef7e50f07f4ff0804ef1814df1834cf2844bf3854bf3874af48849f48948f58b47f58c46f68d45f68f44f79044f79143f79342f89441f89540f9973ff9983ef99a3efa9b3dfa9c3cfa9e3bfb9f3afba139fba238fca338fca537fca636fca835fca934fdab33fdac33fdae32fdaf31fdb130fdb22ffdb42ffdb52efeb72dfeb82cfeba2cfebb2bfebd2afebe2afec029fdc229fdc328fdc527fdc627fdc827fdca26fdcb26fccd25fcce25fcd025fcd225fbd324fbd524fbd724fad824fada24f9dc24f9dd25f8df25f8e125f7e225f7e425f6e626f6e826f5e926f5eb27f4ed27f3ee27f3f027f2f227f1f426f1f525f0f724f0f921"));function lt(e){return function(){return e}}var t_=Math.cos;var Jm=Math.min,sf=Math.sin,Je=Math.sqrt,X1=1e-12,al=Math.PI,nI=al/2,cf=2*al;function n_(e){let t=3;return e.digits=function(n){if(!arguments.length)return t;if(n==null)t=null;else{let r=Math.floor(n);if(!(r>=0))throw new RangeError(`invalid digits: ${n}`);t=r}return e},()=>new Ji(t)}var rI=Array.prototype.slice;function r_(e){return typeof e=="object"&&"length"in e?e:Array.from(e)}function i_(e){this._context=e}i_.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._point=0},lineEnd:function(){(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line=1-this._line},point:function(e,t){switch(e=+e,t=+t,this._point){case 0:this._point=1,this._line?this._context.lineTo(e,t):this._context.moveTo(e,t);break;case 1:this._point=2;default:this._context.lineTo(e,t);break}}};function us(e){return new i_(e)}function s_(e){return e[0]}function o_(e){return e[1]}function Zm(e,t){var n=lt(!0),r=null,i=us,s=null,o=n_(a);e=typeof e=="function"?e:e===void 0?s_:lt(e),t=typeof t=="function"?t:t===void 0?o_:lt(t);function a(l){var u,c=(l=r_(l)).length,f,d=!1,h;for(r==null&&(s=i(h=o())),u=0;u<=c;++u)!(u<c&&n(f=l[u],u,l))===d&&((d=!d)?s.lineStart():s.lineEnd()),d&&s.point(+e(f,u,l),+t(f,u,l));if(h)return s=null,h+""||null}return a.x=function(l){return arguments.length?(e=typeof l=="function"?l:lt(+l),a):e},a.y=function(l){return arguments.length?(t=typeof l=="function"?l:lt(+l),a):t},a.defined=function(l){return arguments.length?(n=typeof l=="function"?l:lt(!!l),a):n},a.curve=function(l){return arguments.length?(i=l,r!=null&&(s=i(r)),a):i},a.context=function(l){return arguments.length?(l==null?r=s=null:s=i(r=l),a):r},a}function a_(e,t,n){var r=null,i=lt(!0),s=null,o=us,a=null,l=n_(u);e=typeof e=="function"?e:e===void 0?s_:lt(+e),t=typeof t=="function"?t:lt(t===void 0?0:+t),n=typeof n=="function"?n:n===void 0?o_:lt(+n);function u(f){var d,h,p,g=(f=r_(f)).length,y,b=!1,v,$=new Array(g),w=new Array(g);for(s==null&&(a=o(v=l())),d=0;d<=g;++d){if(!(d<g&&i(y=f[d],d,f))===b)if(b=!b)h=d,a.areaStart(),a.lineStart();else{for(a.lineEnd(),a.lineStart(),p=d-1;p>=h;--p)a.point($[p],w[p]);a.lineEnd(),a.areaEnd()}b&&($[d]=+e(y,d,f),w[d]=+t(y,d,f),a.point(r?+r(y,d,f):$[d],n?+n(y,d,f):w[d]))}if(v)return a=null,v+""||null}function c(){return Zm().defined(i).curve(o).context(s)}return u.x=function(f){return arguments.length?(e=typeof f=="function"?f:lt(+f),r=null,u):e},u.x0=function(f){return arguments.length?(e=typeof f=="function"?f:lt(+f),u):e},u.x1=function(f){return arguments.length?(r=f==null?null:typeof f=="function"?f:lt(+f),u):r},u.y=function(f){return arguments.length?(t=typeof f=="function"?f:lt(+f),n=null,u):t},u.y0=function(f){return arguments.length?(t=typeof f=="function"?f:lt(+f),u):t},u.y1=function(f){return arguments.length?(n=f==null?null:typeof f=="function"?f:lt(+f),u):n},u.lineX0=u.lineY0=function(){return c().x(e).y(t)},u.lineY1=function(){return c().x(e).y(n)},u.lineX1=function(){return c().x(r).y(t)},u.defined=function(f){return arguments.length?(i=typeof f=="function"?f:lt(!!f),u):i},u.curve=function(f){return arguments.length?(o=f,s!=null&&(a=o(s)),u):o},u.context=function(f){return arguments.length?(f==null?s=a=null:a=o(s=f),u):s},u}var iI=_4(us);function l_(e){this._curve=e}l_.prototype={areaStart:function(){this._curve.areaStart()},areaEnd:function(){this._curve.areaEnd()},lineStart:function(){this._curve.lineStart()},lineEnd:function(){this._curve.lineEnd()},point:function(e,t){this._curve.point(t*Math.sin(e),t*-Math.cos(e))}};function _4(e){function t(n){return new l_(e(n))}return t._curve=e,t}var of=class{constructor(t,n){this._context=t,this._x=n}areaStart(){this._line=0}areaEnd(){this._line=NaN}lineStart(){this._point=0}lineEnd(){(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line=1-this._line}point(t,n){switch(t=+t,n=+n,this._point){case 0:{this._point=1,this._line?this._context.lineTo(t,n):this._context.moveTo(t,n);break}case 1:this._point=2;default:{this._x?this._context.bezierCurveTo(this._x0=(this._x0+t)/2,this._y0,this._x0,n,t,n):this._context.bezierCurveTo(this._x0,this._y0=(this._y0+n)/2,t,this._y0,t,n);break}}this._x0=t,this._y0=n}};function u_(e){return new of(e,!0)}function c_(e){return new of(e,!1)}var $4=Je(3),Qm={draw(e,t){let n=Je(t+Jm(t/28,.75))*.59436,r=n/2,i=r*$4;e.moveTo(0,n),e.lineTo(0,-n),e.moveTo(-i,-r),e.lineTo(i,r),e.moveTo(-i,r),e.lineTo(i,-r)}},cs={draw(e,t){let n=Je(t/al);e.moveTo(n,0),e.arc(0,0,n,0,cf)}},eg={draw(e,t){let n=Je(t/5)/2;e.moveTo(-3*n,-n),e.lineTo(-n,-n),e.lineTo(-n,-3*n),e.lineTo(n,-3*n),e.lineTo(n,-n),e.lineTo(3*n,-n),e.lineTo(3*n,n),e.lineTo(n,n),e.lineTo(n,3*n),e.lineTo(-n,3*n),e.lineTo(-n,n),e.lineTo(-3*n,n),e.closePath()}},f_=Je(1/3),S4=f_*2,tg={draw(e,t){let n=Je(t/S4),r=n*f_;e.moveTo(0,-n),e.lineTo(r,0),e.lineTo(0,n),e.lineTo(-r,0),e.closePath()}},ng={draw(e,t){let n=Je(t)*.62625;e.moveTo(0,-n),e.lineTo(n,0),e.lineTo(0,n),e.lineTo(-n,0),e.closePath()}},rg={draw(e,t){let n=Je(t-Jm(t/7,2))*.87559;e.moveTo(-n,0),e.lineTo(n,0),e.moveTo(0,n),e.lineTo(0,-n)}},ig={draw(e,t){let n=Je(t),r=-n/2;e.rect(r,r,n,n)}},sg={draw(e,t){let n=Je(t)*.4431;e.moveTo(n,n),e.lineTo(n,-n),e.lineTo(-n,-n),e.lineTo(-n,n),e.closePath()}},k4=.8908130915292852,d_=sf(al/10)/sf(7*al/10),T4=sf(cf/10)*d_,C4=-t_(cf/10)*d_,og={draw(e,t){let n=Je(t*k4),r=T4*n,i=C4*n;e.moveTo(0,-n),e.lineTo(r,i);for(let s=1;s<5;++s){let o=cf*s/5,a=t_(o),l=sf(o);e.lineTo(l*n,-a*n),e.lineTo(a*r-l*i,l*r+a*i)}e.closePath()}},Wm=Je(3),ag={draw(e,t){let n=-Je(t/(Wm*3));e.moveTo(0,n*2),e.lineTo(-Wm*n,-n),e.lineTo(Wm*n,-n),e.closePath()}},M4=Je(3),lg={draw(e,t){let n=Je(t)*.6824,r=n/2,i=n*M4/2;e.moveTo(0,-n),e.lineTo(i,r),e.lineTo(-i,r),e.closePath()}},fn=-.5,dn=Je(3)/2,Xm=1/Je(12),R4=(Xm/2+1)*3,ug={draw(e,t){let n=Je(t/R4),r=n/2,i=n*Xm,s=r,o=n*Xm+n,a=-s,l=o;e.moveTo(r,i),e.lineTo(s,o),e.lineTo(a,l),e.lineTo(fn*r-dn*i,dn*r+fn*i),e.lineTo(fn*s-dn*o,dn*s+fn*o),e.lineTo(fn*a-dn*l,dn*a+fn*l),e.lineTo(fn*r+dn*i,fn*i-dn*r),e.lineTo(fn*s+dn*o,fn*o-dn*s),e.lineTo(fn*a+dn*l,fn*l-dn*a),e.closePath()}},cg={draw(e,t){let n=Je(t-Jm(t/6,1.7))*.6189;e.moveTo(-n,-n),e.lineTo(n,n),e.moveTo(-n,n),e.lineTo(n,-n)}},h_=[cs,eg,tg,ig,og,ag,ug],p_=[cs,rg,cg,lg,Qm,sg,ng];function fi(){}function af(e,t,n){e._context.bezierCurveTo((2*e._x0+e._x1)/3,(2*e._y0+e._y1)/3,(e._x0+2*e._x1)/3,(e._y0+2*e._y1)/3,(e._x0+4*e._x1+t)/6,(e._y0+4*e._y1+n)/6)}function ff(e){this._context=e}ff.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._y0=this._y1=NaN,this._point=0},lineEnd:function(){switch(this._point){case 3:af(this,this._x1,this._y1);case 2:this._context.lineTo(this._x1,this._y1);break}(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line=1-this._line},point:function(e,t){switch(e=+e,t=+t,this._point){case 0:this._point=1,this._line?this._context.lineTo(e,t):this._context.moveTo(e,t);break;case 1:this._point=2;break;case 2:this._point=3,this._context.lineTo((5*this._x0+this._x1)/6,(5*this._y0+this._y1)/6);default:af(this,e,t);break}this._x0=this._x1,this._x1=e,this._y0=this._y1,this._y1=t}};function m_(e){return new ff(e)}function g_(e){this._context=e}g_.prototype={areaStart:fi,areaEnd:fi,lineStart:function(){this._x0=this._x1=this._x2=this._x3=this._x4=this._y0=this._y1=this._y2=this._y3=this._y4=NaN,this._point=0},lineEnd:function(){switch(this._point){case 1:{this._context.moveTo(this._x2,this._y2),this._context.closePath();break}case 2:{this._context.moveTo((this._x2+2*this._x3)/3,(this._y2+2*this._y3)/3),this._context.lineTo((this._x3+2*this._x2)/3,(this._y3+2*this._y2)/3),this._context.closePath();break}case 3:{this.point(this._x2,this._y2),this.point(this._x3,this._y3),this.point(this._x4,this._y4);break}}},point:function(e,t){switch(e=+e,t=+t,this._point){case 0:this._point=1,this._x2=e,this._y2=t;break;case 1:this._point=2,this._x3=e,this._y3=t;break;case 2:this._point=3,this._x4=e,this._y4=t,this._context.moveTo((this._x0+4*this._x1+e)/6,(this._y0+4*this._y1+t)/6);break;default:af(this,e,t);break}this._x0=this._x1,this._x1=e,this._y0=this._y1,this._y1=t}};function b_(e){return new g_(e)}function y_(e){this._context=e}y_.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._y0=this._y1=NaN,this._point=0},lineEnd:function(){(this._line||this._line!==0&&this._point===3)&&this._context.closePath(),this._line=1-this._line},point:function(e,t){switch(e=+e,t=+t,this._point){case 0:this._point=1;break;case 1:this._point=2;break;case 2:this._point=3;var n=(this._x0+4*this._x1+e)/6,r=(this._y0+4*this._y1+t)/6;this._line?this._context.lineTo(n,r):this._context.moveTo(n,r);break;case 3:this._point=4;default:af(this,e,t);break}this._x0=this._x1,this._x1=e,this._y0=this._y1,this._y1=t}};function v_(e){return new y_(e)}function w_(e,t){this._basis=new ff(e),this._beta=t}w_.prototype={lineStart:function(){this._x=[],this._y=[],this._basis.lineStart()},lineEnd:function(){var e=this._x,t=this._y,n=e.length-1;if(n>0)for(var r=e[0],i=t[0],s=e[n]-r,o=t[n]-i,a=-1,l;++a<=n;)l=a/n,this._basis.point(this._beta*e[a]+(1-this._beta)*(r+l*s),this._beta*t[a]+(1-this._beta)*(i+l*o));this._x=this._y=null,this._basis.lineEnd()},point:function(e,t){this._x.push(+e),this._y.push(+t)}};var x_=(function e(t){function n(r){return t===1?new ff(r):new w_(r,t)}return n.beta=function(r){return e(+r)},n})(.85);function lf(e,t,n){e._context.bezierCurveTo(e._x1+e._k*(e._x2-e._x0),e._y1+e._k*(e._y2-e._y0),e._x2+e._k*(e._x1-t),e._y2+e._k*(e._y1-n),e._x2,e._y2)}function fg(e,t){this._context=e,this._k=(1-t)/6}fg.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._x2=this._y0=this._y1=this._y2=NaN,this._point=0},lineEnd:function(){switch(this._point){case 2:this._context.lineTo(this._x2,this._y2);break;case 3:lf(this,this._x1,this._y1);break}(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line=1-this._line},point:function(e,t){switch(e=+e,t=+t,this._point){case 0:this._point=1,this._line?this._context.lineTo(e,t):this._context.moveTo(e,t);break;case 1:this._point=2,this._x1=e,this._y1=t;break;case 2:this._point=3;default:lf(this,e,t);break}this._x0=this._x1,this._x1=this._x2,this._x2=e,this._y0=this._y1,this._y1=this._y2,this._y2=t}};var __=(function e(t){function n(r){return new fg(r,t)}return n.tension=function(r){return e(+r)},n})(0);function dg(e,t){this._context=e,this._k=(1-t)/6}dg.prototype={areaStart:fi,areaEnd:fi,lineStart:function(){this._x0=this._x1=this._x2=this._x3=this._x4=this._x5=this._y0=this._y1=this._y2=this._y3=this._y4=this._y5=NaN,this._point=0},lineEnd:function(){switch(this._point){case 1:{this._context.moveTo(this._x3,this._y3),this._context.closePath();break}case 2:{this._context.lineTo(this._x3,this._y3),this._context.closePath();break}case 3:{this.point(this._x3,this._y3),this.point(this._x4,this._y4),this.point(this._x5,this._y5);break}}},point:function(e,t){switch(e=+e,t=+t,this._point){case 0:this._point=1,this._x3=e,this._y3=t;break;case 1:this._point=2,this._context.moveTo(this._x4=e,this._y4=t);break;case 2:this._point=3,this._x5=e,this._y5=t;break;default:lf(this,e,t);break}this._x0=this._x1,this._x1=this._x2,this._x2=e,this._y0=this._y1,this._y1=this._y2,this._y2=t}};var $_=(function e(t){function n(r){return new dg(r,t)}return n.tension=function(r){return e(+r)},n})(0);function hg(e,t){this._context=e,this._k=(1-t)/6}hg.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._x2=this._y0=this._y1=this._y2=NaN,this._point=0},lineEnd:function(){(this._line||this._line!==0&&this._point===3)&&this._context.closePath(),this._line=1-this._line},point:function(e,t){switch(e=+e,t=+t,this._point){case 0:this._point=1;break;case 1:this._point=2;break;case 2:this._point=3,this._line?this._context.lineTo(this._x2,this._y2):this._context.moveTo(this._x2,this._y2);break;case 3:this._point=4;default:lf(this,e,t);break}this._x0=this._x1,this._x1=this._x2,this._x2=e,this._y0=this._y1,this._y1=this._y2,this._y2=t}};var S_=(function e(t){function n(r){return new hg(r,t)}return n.tension=function(r){return e(+r)},n})(0);function pg(e,t,n){var r=e._x1,i=e._y1,s=e._x2,o=e._y2;if(e._l01_a>X1){var a=2*e._l01_2a+3*e._l01_a*e._l12_a+e._l12_2a,l=3*e._l01_a*(e._l01_a+e._l12_a);r=(r*a-e._x0*e._l12_2a+e._x2*e._l01_2a)/l,i=(i*a-e._y0*e._l12_2a+e._y2*e._l01_2a)/l}if(e._l23_a>X1){var u=2*e._l23_2a+3*e._l23_a*e._l12_a+e._l12_2a,c=3*e._l23_a*(e._l23_a+e._l12_a);s=(s*u+e._x1*e._l23_2a-t*e._l12_2a)/c,o=(o*u+e._y1*e._l23_2a-n*e._l12_2a)/c}e._context.bezierCurveTo(r,i,s,o,e._x2,e._y2)}function k_(e,t){this._context=e,this._alpha=t}k_.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._x2=this._y0=this._y1=this._y2=NaN,this._l01_a=this._l12_a=this._l23_a=this._l01_2a=this._l12_2a=this._l23_2a=this._point=0},lineEnd:function(){switch(this._point){case 2:this._context.lineTo(this._x2,this._y2);break;case 3:this.point(this._x2,this._y2);break}(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line=1-this._line},point:function(e,t){if(e=+e,t=+t,this._point){var n=this._x2-e,r=this._y2-t;this._l23_a=Math.sqrt(this._l23_2a=Math.pow(n*n+r*r,this._alpha))}switch(this._point){case 0:this._point=1,this._line?this._context.lineTo(e,t):this._context.moveTo(e,t);break;case 1:this._point=2;break;case 2:this._point=3;default:pg(this,e,t);break}this._l01_a=this._l12_a,this._l12_a=this._l23_a,this._l01_2a=this._l12_2a,this._l12_2a=this._l23_2a,this._x0=this._x1,this._x1=this._x2,this._x2=e,this._y0=this._y1,this._y1=this._y2,this._y2=t}};var T_=(function e(t){function n(r){return t?new k_(r,t):new fg(r,0)}return n.alpha=function(r){return e(+r)},n})(.5);function C_(e,t){this._context=e,this._alpha=t}C_.prototype={areaStart:fi,areaEnd:fi,lineStart:function(){this._x0=this._x1=this._x2=this._x3=this._x4=this._x5=this._y0=this._y1=this._y2=this._y3=this._y4=this._y5=NaN,this._l01_a=this._l12_a=this._l23_a=this._l01_2a=this._l12_2a=this._l23_2a=this._point=0},lineEnd:function(){switch(this._point){case 1:{this._context.moveTo(this._x3,this._y3),this._context.closePath();break}case 2:{this._context.lineTo(this._x3,this._y3),this._context.closePath();break}case 3:{this.point(this._x3,this._y3),this.point(this._x4,this._y4),this.point(this._x5,this._y5);break}}},point:function(e,t){if(e=+e,t=+t,this._point){var n=this._x2-e,r=this._y2-t;this._l23_a=Math.sqrt(this._l23_2a=Math.pow(n*n+r*r,this._alpha))}switch(this._point){case 0:this._point=1,this._x3=e,this._y3=t;break;case 1:this._point=2,this._context.moveTo(this._x4=e,this._y4=t);break;case 2:this._point=3,this._x5=e,this._y5=t;break;default:pg(this,e,t);break}this._l01_a=this._l12_a,this._l12_a=this._l23_a,this._l01_2a=this._l12_2a,this._l12_2a=this._l23_2a,this._x0=this._x1,this._x1=this._x2,this._x2=e,this._y0=this._y1,this._y1=this._y2,this._y2=t}};var M_=(function e(t){function n(r){return t?new C_(r,t):new dg(r,0)}return n.alpha=function(r){return e(+r)},n})(.5);function R_(e,t){this._context=e,this._alpha=t}R_.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._x2=this._y0=this._y1=this._y2=NaN,this._l01_a=this._l12_a=this._l23_a=this._l01_2a=this._l12_2a=this._l23_2a=this._point=0},lineEnd:function(){(this._line||this._line!==0&&this._point===3)&&this._context.closePath(),this._line=1-this._line},point:function(e,t){if(e=+e,t=+t,this._point){var n=this._x2-e,r=this._y2-t;this._l23_a=Math.sqrt(this._l23_2a=Math.pow(n*n+r*r,this._alpha))}switch(this._point){case 0:this._point=1;break;case 1:this._point=2;break;case 2:this._point=3,this._line?this._context.lineTo(this._x2,this._y2):this._context.moveTo(this._x2,this._y2);break;case 3:this._point=4;default:pg(this,e,t);break}this._l01_a=this._l12_a,this._l12_a=this._l23_a,this._l01_2a=this._l12_2a,this._l12_2a=this._l23_2a,this._x0=this._x1,this._x1=this._x2,this._x2=e,this._y0=this._y1,this._y1=this._y2,this._y2=t}};var E_=(function e(t){function n(r){return t?new R_(r,t):new hg(r,0)}return n.alpha=function(r){return e(+r)},n})(.5);function A_(e){this._context=e}A_.prototype={areaStart:fi,areaEnd:fi,lineStart:function(){this._point=0},lineEnd:function(){this._point&&this._context.closePath()},point:function(e,t){e=+e,t=+t,this._point?this._context.lineTo(e,t):(this._point=1,this._context.moveTo(e,t))}};function P_(e){return new A_(e)}function J1(e){return e<0?-1:1}function Z1(e,t,n){var r=e._x1-e._x0,i=t-e._x1,s=(e._y1-e._y0)/(r||i<0&&-0),o=(n-e._y1)/(i||r<0&&-0),a=(s*i+o*r)/(r+i);return(J1(s)+J1(o))*Math.min(Math.abs(s),Math.abs(o),.5*Math.abs(a))||0}function Q1(e,t){var n=e._x1-e._x0;return n?(3*(e._y1-e._y0)/n-t)/2:t}function Ym(e,t,n){var r=e._x0,i=e._y0,s=e._x1,o=e._y1,a=(s-r)/3;e._context.bezierCurveTo(r+a,i+a*t,s-a,o-a*n,s,o)}function uf(e){this._context=e}uf.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._y0=this._y1=this._t0=NaN,this._point=0},lineEnd:function(){switch(this._point){case 2:this._context.lineTo(this._x1,this._y1);break;case 3:Ym(this,this._t0,Q1(this,this._t0));break}(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line=1-this._line},point:function(e,t){var n=NaN;if(e=+e,t=+t,!(e===this._x1&&t===this._y1)){switch(this._point){case 0:this._point=1,this._line?this._context.lineTo(e,t):this._context.moveTo(e,t);break;case 1:this._point=2;break;case 2:this._point=3,Ym(this,Q1(this,n=Z1(this,e,t)),n);break;default:Ym(this,this._t0,n=Z1(this,e,t));break}this._x0=this._x1,this._x1=e,this._y0=this._y1,this._y1=t,this._t0=n}}};function D_(e){this._context=new L_(e)}(D_.prototype=Object.create(uf.prototype)).point=function(e,t){uf.prototype.point.call(this,t,e)};function L_(e){this._context=e}L_.prototype={moveTo:function(e,t){this._context.moveTo(t,e)},closePath:function(){this._context.closePath()},lineTo:function(e,t){this._context.lineTo(t,e)},bezierCurveTo:function(e,t,n,r,i,s){this._context.bezierCurveTo(t,e,r,n,s,i)}};function N_(e){return new uf(e)}function O_(e){return new D_(e)}function I_(e){this._context=e}I_.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x=[],this._y=[]},lineEnd:function(){var e=this._x,t=this._y,n=e.length;if(n)if(this._line?this._context.lineTo(e[0],t[0]):this._context.moveTo(e[0],t[0]),n===2)this._context.lineTo(e[1],t[1]);else for(var r=e_(e),i=e_(t),s=0,o=1;o<n;++s,++o)this._context.bezierCurveTo(r[0][s],i[0][s],r[1][s],i[1][s],e[o],t[o]);(this._line||this._line!==0&&n===1)&&this._context.closePath(),this._line=1-this._line,this._x=this._y=null},point:function(e,t){this._x.push(+e),this._y.push(+t)}};function e_(e){var t,n=e.length-1,r,i=new Array(n),s=new Array(n),o=new Array(n);for(i[0]=0,s[0]=2,o[0]=e[0]+2*e[1],t=1;t<n-1;++t)i[t]=1,s[t]=4,o[t]=4*e[t]+2*e[t+1];for(i[n-1]=2,s[n-1]=7,o[n-1]=8*e[n-1]+e[n],t=1;t<n;++t)r=i[t]/s[t-1],s[t]-=r,o[t]-=r*o[t-1];for(i[n-1]=o[n-1]/s[n-1],t=n-2;t>=0;--t)i[t]=(o[t]-i[t+1])/s[t];for(s[n-1]=(e[n]+i[n-1])/2,t=0;t<n-1;++t)s[t]=2*e[t+1]-i[t+1];return[i,s]}function z_(e){return new I_(e)}function df(e,t){this._context=e,this._t=t}df.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x=this._y=NaN,this._point=0},lineEnd:function(){0<this._t&&this._t<1&&this._point===2&&this._context.lineTo(this._x,this._y),(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line>=0&&(this._t=1-this._t,this._line=1-this._line)},point:function(e,t){switch(e=+e,t=+t,this._point){case 0:this._point=1,this._line?this._context.lineTo(e,t):this._context.moveTo(e,t);break;case 1:this._point=2;default:{if(this._t<=0)this._context.lineTo(this._x,t),this._context.lineTo(e,t);else{var n=this._x*(1-this._t)+e*this._t;this._context.lineTo(n,this._y),this._context.lineTo(n,t)}break}}this._x=e,this._y=t}};function B_(e){return new df(e,.5)}function F_(e){return new df(e,0)}function H_(e){return new df(e,1)}function hn(e){return e!=null&&!Number.isNaN(e)}function bt(e,t){return+hn(t)-+hn(e)||gt(e,t)}function fs(e,t){return+hn(t)-+hn(e)||_r(e,t)}function ll(e){return e!=null&&`${e}`!=""}function mg(e){return isFinite(e)?e:NaN}function ds(e){return e>0&&isFinite(e)?e:NaN}function So(e){return e<0&&isFinite(e)?e:NaN}function hf(e,t){if(e instanceof Date||(e=new Date(+e)),isNaN(e))return typeof t=="function"?t(e):t;let n=e.getUTCHours(),r=e.getUTCMinutes(),i=e.getUTCSeconds(),s=e.getUTCMilliseconds();return`${E4(e.getUTCFullYear(),4)}-${Pr(e.getUTCMonth()+1,2)}-${Pr(e.getUTCDate(),2)}${n||r||i||s?`T${Pr(n,2)}:${Pr(r,2)}${i||s?`:${Pr(i,2)}${s?`.${Pr(s,3)}`:""}`:""}Z`:""}`}function E4(e){return e<0?`-${Pr(-e,6)}`:e>9999?`+${Pr(e,6)}`:Pr(e,4)}function Pr(e,t){return`${e}`.padStart(t,"0")}var A4=/^(?:[-+]\d{2})?\d{4}(?:-\d{2}(?:-\d{2})?)?(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{3})?)?(?:Z|[-+]\d{2}:?\d{2})?)?$/;function ul(e,t){return A4.test(e+="")?new Date(e):typeof t=="function"?t(e):t}function Dr(e){if(e==null)return;let t=e[0],n=e[e.length-1];return _r(t,n)}var To=1e3,hi=To*60,pi=hi*60,Zn=pi*24,Jn=Zn*7,hs=Zn*30,di=Zn*365,gg=[["millisecond",1],["2 milliseconds",2],["5 milliseconds",5],["10 milliseconds",10],["20 milliseconds",20],["50 milliseconds",50],["100 milliseconds",100],["200 milliseconds",200],["500 milliseconds",500],["second",To],["5 seconds",5*To],["15 seconds",15*To],["30 seconds",30*To],["minute",hi],["5 minutes",5*hi],["15 minutes",15*hi],["30 minutes",30*hi],["hour",pi],["3 hours",3*pi],["6 hours",6*pi],["12 hours",12*pi],["day",Zn],["2 days",2*Zn],["week",Jn],["2 weeks",2*Jn],["month",hs],["3 months",3*hs],["6 months",6*hs],["year",di],["2 years",2*di],["5 years",5*di],["10 years",10*di],["20 years",20*di],["50 years",50*di],["100 years",100*di]],bg=new Map([["second",To],["minute",hi],["hour",pi],["day",Zn],["monday",Jn],["tuesday",Jn],["wednesday",Jn],["thursday",Jn],["friday",Jn],["saturday",Jn],["sunday",Jn],["week",Jn],["month",hs],["year",di]]),K_=new Map([["second",kt],["minute",Qi],["hour",ts],["day",jn],["monday",is],["tuesday",yp],["wednesday",vp],["thursday",Er],["friday",wp],["saturday",xp],["sunday",Gn],["week",Gn],["month",as],["year",Dt]]),yg=new Map([["second",kt],["minute",es],["hour",ns],["day",Ja],["monday",os],["tuesday",_p],["wednesday",$p],["thursday",Ar],["friday",Sp],["saturday",kp],["sunday",Wn],["week",Wn],["month",ls],["year",Lt]]),Co=Symbol("intervalDuration"),mf=Symbol("intervalType");for(let[e,t]of K_)t[Co]=bg.get(e),t[mf]="time";for(let[e,t]of yg)t[Co]=bg.get(e),t[mf]="utc";var cl=[["year",Lt,"utc"],["month",ls,"utc"],["day",Ja,"utc",6*hs],["hour",ns,"utc",3*Zn],["minute",es,"utc",6*pi],["second",kt,"utc",30*hi]],pf=[["year",Dt,"time"],["month",as,"time"],["day",jn,"time",6*hs],["hour",ts,"time",3*Zn],["minute",Qi,"time",6*pi],["second",kt,"time",30*hi]],P4=[cl[0],pf[0],cl[1],pf[1],cl[2],pf[2],...cl.slice(3)];function q_(e){let t=`${e}`.toLowerCase();t.endsWith("s")&&(t=t.slice(0,-1));let n=1,r=/^(?:(\d+)\s+)/.exec(t);switch(r&&(t=t.slice(r[0].length),n=+r[1]),t){case"quarter":t="month",n*=3;break;case"half":t="month",n*=6;break}let i=yg.get(t);if(!i)throw new Error(`unknown interval: ${e}`);if(n>1&&!i.every)throw new Error(`non-periodic interval: ${t}`);return[t,n]}function vg(e){return U_(q_(e),"time")}function fl(e){return U_(q_(e),"utc")}function U_([e,t],n){let r=(n==="time"?K_:yg).get(e);return t>1&&(r=r.every(t),r[Co]=bg.get(e)*t,r[mf]=n),r}function wg(e,t){if(!(t>1))return;let n=e[Co];if(!gg.some(([,i])=>i===n)||n%Zn===0&&Zn<n&&n<hs)return;let[r]=gg[ro(([,i])=>Math.log(i)).center(gg,Math.log(n*t))];return(e[mf]==="time"?vg:fl)(r)}function V_(e,t,n){let r=t==="time"?tl:Yn;if(n==null)return r(e==="year"?"%Y":e==="month"?"%Y-%m":e==="day"?"%Y-%m-%d":e==="hour"||e==="minute"?"%Y-%m-%dT%H:%M":e==="second"?"%Y-%m-%dT%H:%M:%S":"%Y-%m-%dT%H:%M:%S.%L");let i=D4(n);switch(e){case"millisecond":return ko(r(".%L"),r(":%M:%S"),i);case"second":return ko(r(":%S"),r("%-I:%M"),i);case"minute":return ko(r("%-I:%M"),r("%p"),i);case"hour":return ko(r("%-I %p"),r("%b %-d"),i);case"day":return ko(r("%-d"),r("%b"),i);case"month":return ko(r("%b"),r("%Y"),i);case"year":return r("%Y")}throw new Error("unable to format time ticks")}function D4(e){return e==="left"||e==="right"?(t,n)=>`
${t}
${n}`:e==="top"?(t,n)=>`${n}
${t}`:(t,n)=>`${t}
${n}`}function L4(e){return e==="time"?pf:e==="utc"?cl:P4}function j_(e,t,n){let r=_t(V0(t,(i,s)=>Math.abs(s-i)));if(r<1e3)return V_("millisecond","utc",n);for(let[i,s,o,a]of L4(e)){if(r>a||i==="hour"&&!r)break;if(t.every(l=>s.floor(l)>=l))return V_(i,o,n)}}function ko(e,t,n){return(r,i,s)=>{let o=e(r,i),a=t(r,i),l=i-Dr(s);return i!==l&&s[l]!==void 0&&a===t(s[l],l)?o:n(o,a)}}var _g=Object.getPrototypeOf(Uint8Array),N4=Object.prototype.toString;function Tn(e){return e instanceof Array||e instanceof _g}function Y_(e){return e instanceof _g&&!O4(e)}function X_(e){return e?.prototype instanceof _g&&!I4(e)}function O4(e){return e instanceof BigInt64Array||e instanceof BigUint64Array}function I4(e){return e===BigInt64Array||e===BigUint64Array}var $g=Symbol("reindex");function Ee(e,t,n){let r=typeof t;return r==="string"?p$(e)?Sg(e.getChild(t),n):G_(e,kg(t),n):r==="function"?G_(e,t,n):r==="number"||t instanceof Date||r==="boolean"?xe(e,Ut(t),n):typeof t?.transform=="function"?xg(t.transform(e),n):z4(xg(t,n),e?.[$g])}function z4(e,t){return e!=null&&t?yf(e,t):e}function G_(e,t,n){return xe(e,X_(n)?(r,i)=>Tg(t(r,i)):t,n)}function xg(e,t){return t===void 0?er(e):m$(e)?Sg(e,t):e instanceof t?e:t.from(e,X_(t)&&!Y_(e)?Tg:void 0)}function Sg(e,t){return e==null?e:(t===void 0||t===Array)&&V4(e.type)?Cg(W_(e)):xg(W_(e),t)}function W_(e){return e.nullCount?e.toJSON():e.toArray()}var Mo=[null],kg=e=>t=>{let n=t[e];return n===void 0&&t.type==="Feature"?t.properties?.[e]:n},Cn={transform:Ct},ge={transform:e=>e};var J_=()=>1,Z_=()=>!0,Ke=e=>e==null?e:`${e}`,De=e=>e==null?e:+e;var gf=e=>e?e[0]:void 0,dl=e=>e?e[1]:void 0;var Ut=e=>()=>e;function Q_(e){let t=+`${e}`.slice(1)/100;return(n,r)=>xr(n,t,r)}function Qn(e){return Y_(e)?e:xe(e,Tg,Float64Array)}function Tg(e){return e==null?NaN:Number(e)}function Cg(e){return xe(e,Mg)}function Mg(e){return e instanceof Date&&!isNaN(e)?e:typeof e=="string"?ul(e):e==null||isNaN(e=Number(e))?void 0:new Date(e)}function Nt(e,t){return e===void 0&&(e=t),e===null?[void 0,"none"]:Do(e)?[void 0,e]:[e,void 0]}function Fe(e,t){return e===void 0&&(e=t),e===null||typeof e=="number"?[void 0,e]:[e,void 0]}function Rg(e,t,n){if(e!=null)return Tt(e,t,n)}function Tt(e,t,n){let r=`${e}`.toLowerCase();if(!n.includes(r))throw new Error(`invalid ${t}: ${e}`);return r}function Lr(e){return p$(e)?e:er(e)}function er(e){if(e==null||Tn(e))return e;if(m$(e))return Sg(e);if(e$(e))switch(e.type){case"FeatureCollection":return e.features;case"GeometryCollection":return e.geometries;default:return[e]}return Array.from(e)}function e$(e){switch(e?.type){case"FeatureCollection":case"GeometryCollection":case"Feature":case"LineString":case"MultiLineString":case"MultiPoint":case"MultiPolygon":case"Point":case"Polygon":case"Sphere":return!0;default:return!1}}function xe(e,t,n=Array){return e==null?e:e instanceof n?e.map(t):n.from(e,t)}function mi(e,t=Array){return e instanceof t?e.slice():t.from(e)}function t$({x:e,x1:t,x2:n}){return e!==void 0||t!==void 0||n!==void 0}function Eg({y:e,y1:t,y2:n}){return e!==void 0||t!==void 0||n!==void 0}function bf(e){return t$(e)||Eg(e)||e.interval!==void 0}function Mn(e){return e?.toString===N4}function Ro(e){return Mn(e)&&(e.type!==void 0||e.domain!==void 0)}function Eo(e){return Mn(e)&&typeof e.transform!="function"}function gi(e){return Eo(e)&&e.value===void 0&&e.channel===void 0}function n$(e,t,n,r=ge){return t===void 0&&n===void 0?(t=0,n=e===void 0?r:e):t===void 0?t=e===void 0?0:e:n===void 0&&(n=e===void 0?0:e),[t,n]}function Rn(e,t){return e===void 0&&t===void 0?[gf,dl]:[e,t]}function Ao({z:e,fill:t,stroke:n}={}){return e===void 0&&([e]=Nt(t)),e===void 0&&([e]=Nt(n)),e}function bi(e){return Tn(e)?e.length:e?.numRows}function Ct(e){let t=bi(e),n=new Uint32Array(t);for(let r=0;r<t;++r)n[r]=r;return n}function yf(e,t){return Tn(e)?xe(t,n=>e[n],e.constructor):xe(t,n=>e.at(n))}function r$(e,t,n){return e.subarray?e.subarray(t,n):e.slice(t,n)}function pn(e){return e!==null&&typeof e=="object"?e.valueOf():e}function i$(e,t){if(t[e]!==void 0)return t[e];switch(e){case"x1":case"x2":e="x";break;case"y1":case"y2":e="y";break}return t[e]}function Po(e){let t;return[{transform:()=>t,label:En(e)},n=>t=n]}function mn(e){return e==null?[e]:Po(e)}function En(e,t){return typeof e=="string"?e:e&&e.label!==void 0?e.label:t}function hl(e,t){return{transform(n){let r=e.transform(n),i=t.transform(n);return Ve(r)||Ve(i)?xe(r,(s,o)=>new Date((+r[o]+ +i[o])/2)):xe(r,(s,o)=>(+r[o]+ +i[o])/2,Float64Array)},label:e.label}}function pl(e,t){let n=Ag(t?.interval,t?.type);return n?xe(e,n):e}function Ag(e,t){let n=vf(e,t);return n&&(r=>hn(r)?n.floor(r):r)}function vf(e,t){if(e!=null){if(typeof e=="number")return B4(e);if(typeof e=="string")return(t==="time"?vg:fl)(e);if(typeof e.floor!="function")throw new Error("invalid interval; missing floor method");if(typeof e.offset!="function")throw new Error("invalid interval; missing offset method");return e}}function B4(e){e=+e,0<e&&e<1&&Number.isInteger(1/e)&&(e=-1/e);let t=Math.abs(e);return e<0?{floor:n=>Math.floor(n*t)/t,offset:(n,r=1)=>(n*t+Math.floor(r))/t,range:(n,r)=>so(Math.ceil(n*t),r*t).map(i=>i/t)}:{floor:n=>Math.floor(n/t)*t,offset:(n,r=1)=>n+t*Math.floor(r),range:(n,r)=>so(Math.ceil(n/t),r/t).map(i=>i*t)}}function tr(e,t){if(e=vf(e,t),e&&typeof e.range!="function")throw new Error("invalid interval: missing range method");return e}function s$(e,t){if(e=tr(e,t),e&&typeof e.ceil!="function")throw new Error("invalid interval: missing ceil method");return e}function o$(e){return yi(e)&&typeof e?.floor=="function"&&e.floor()instanceof Date}function yi(e){return typeof e?.range=="function"}function nr(e){return e===void 0||Eo(e)?e:{value:e}}function a$(e){return e==null?null:{transform:t=>Ee(t,e,Float64Array),label:En(e)}}function Ot(e){return e&&typeof e[Symbol.iterator]=="function"}function wf(e){for(let t of e)if(t!=null)return typeof t!="object"||t instanceof Date}function Pg(e){for(let t of e){if(t==null)continue;let n=typeof t;return n==="string"||n==="boolean"}}function Ve(e){for(let t of e)if(t!=null)return t instanceof Date}function l$(e){for(let t of e)if(t!=null)return typeof t=="string"&&isNaN(t)&&ul(t)}function u$(e){for(let t of e)if(t!=null){if(typeof t!="string")return!1;if(t.trim())return!isNaN(t)}}function c$(e){for(let t of e)if(t!=null)return typeof t=="number"}function xf(e,t){let n;for(let r of e)if(r!=null){if(!t(r))return!1;n=!0}return n}var F4=new Set("none,currentcolor,transparent,aliceblue,antiquewhite,aqua,aquamarine,azure,beige,bisque,black,blanchedalmond,blue,blueviolet,brown,burlywood,cadetblue,chartreuse,chocolate,coral,cornflowerblue,cornsilk,crimson,cyan,darkblue,darkcyan,darkgoldenrod,darkgray,darkgreen,darkgrey,darkkhaki,darkmagenta,darkolivegreen,darkorange,darkorchid,darkred,darksalmon,darkseagreen,darkslateblue,darkslategray,darkslategrey,darkturquoise,darkviolet,deeppink,deepskyblue,dimgray,dimgrey,dodgerblue,firebrick,floralwhite,forestgreen,fuchsia,gainsboro,ghostwhite,gold,goldenrod,gray,green,greenyellow,grey,honeydew,hotpink,indianred,indigo,ivory,khaki,lavender,lavenderblush,lawngreen,lemonchiffon,lightblue,lightcoral,lightcyan,lightgoldenrodyellow,lightgray,lightgreen,lightgrey,lightpink,lightsalmon,lightseagreen,lightskyblue,lightslategray,lightslategrey,lightsteelblue,lightyellow,lime,limegreen,linen,magenta,maroon,mediumaquamarine,mediumblue,mediumorchid,mediumpurple,mediumseagreen,mediumslateblue,mediumspringgreen,mediumturquoise,mediumvioletred,midnightblue,mintcream,mistyrose,moccasin,navajowhite,navy,oldlace,olive,olivedrab,orange,orangered,orchid,palegoldenrod,palegreen,paleturquoise,palevioletred,papayawhip,peachpuff,peru,pink,plum,powderblue,purple,rebeccapurple,red,rosybrown,royalblue,saddlebrown,salmon,sandybrown,seagreen,seashell,sienna,silver,skyblue,slateblue,slategray,slategrey,snow,springgreen,steelblue,tan,teal,thistle,tomato,turquoise,violet,wheat,white,whitesmoke,yellow".split(","));function Do(e){return typeof e!="string"?!1:(e=e.toLowerCase().trim(),/^#[0-9a-f]{3,8}$/.test(e)||/^(?:url|var|rgb|rgba|hsl|hsla|hwb|lab|lch|oklab|oklch|color|color-mix)\(.*\)$/.test(e)||F4.has(e))}function f$(e){return typeof e=="number"&&(0<=e&&e<=1||isNaN(e))}function ut(e){return e==null||ps(e)}function ps(e){return/^\s*none\s*$/i.test(e)}function d$(e){return/^\s*round\s*$/i.test(e)}function _f(e,t){return Rg(e,t,["middle","top-left","top","top-right","right","bottom-right","bottom","bottom-left","left"])}function vi(e="middle"){return _f(e,"frameAnchor")}function h$(e={},...t){let n=e;for(let r of t)for(let i in r)if(n[i]===void 0){let s=r[i];n===e?n={...n,[i]:s}:n[i]=s}return n}function H4(e){console.warn("named iterables are deprecated; please use an object instead");let t=new Set;return Object.fromEntries(Array.from(e,n=>{let{name:r}=n;if(r==null)throw new Error("missing name");let i=`${r}`;if(i==="__proto__")throw new Error(`illegal name: ${i}`);if(t.has(i))throw new Error(`duplicate name: ${i}`);return t.add(i),[r,n]}))}function Dg(e){return Ot(e)?H4(e):e}function $f(e){return e===!0?e="frame":e===!1?e=null:!e$(e)&&e!=null&&(e=Tt(e,"clip",["frame","sphere"]),e==="sphere"&&(e={type:"Sphere"})),e}function p$(e){return e&&typeof e.getChild=="function"&&typeof e.toArray=="function"&&e.schema&&Array.isArray(e.schema.fields)}function m$(e){return e&&typeof e.toArray=="function"&&e.type}function V4(e){return e&&(e.typeId===8||e.typeId===10)&&e.unit===1}var gn=Symbol("position"),jt=Symbol("color"),ms=Symbol("radius"),gs=Symbol("length"),bs=Symbol("opacity"),Lo=Symbol("symbol"),g$=Symbol("projection"),_e=new Map([["x",gn],["y",gn],["fx",gn],["fy",gn],["r",ms],["color",jt],["opacity",bs],["symbol",Lo],["length",gs],["projection",g$]]);function b$(e){return e===gn||e===g$}function y$(e){return e===gn||e===ms||e===gs||e===bs}var K4=Math.sqrt(3),q4=2/K4,U4={draw(e,t){let n=Math.sqrt(t/Math.PI),r=n*q4,i=r/2;e.moveTo(0,r),e.lineTo(n,i),e.lineTo(n,-i),e.lineTo(0,-r),e.lineTo(-n,-i),e.lineTo(-n,i),e.closePath()}},Lg=new Map([["asterisk",Qm],["circle",cs],["cross",eg],["diamond",tg],["diamond2",ng],["hexagon",U4],["plus",rg],["square",ig],["square2",sg],["star",og],["times",cg],["triangle",ag],["triangle2",lg],["wye",ug]]);function Ng(e){return e&&typeof e.draw=="function"}function v$(e){return Ng(e)?!0:typeof e!="string"?!1:Lg.has(e.toLowerCase())}function No(e){if(e==null||Ng(e))return e;let t=Lg.get(`${e}`.toLowerCase());if(t)return t;throw new Error(`invalid symbol: ${e}`)}function w$(e){if(e==null||Ng(e))return[void 0,e];if(typeof e=="string"){let t=Lg.get(`${e}`.toLowerCase());if(t)return[void 0,t]}return[e,void 0]}function ys({filter:e,sort:t,reverse:n,transform:r,initializer:i,...s}={},o){if(r===void 0&&(e!=null&&(r=x$(e)),t!=null&&!gi(t)&&(r=Og(r,zg(t))),n&&(r=Og(r,_$))),o!=null&&i!=null)throw new Error("transforms cannot be applied after initializers");return{...s,...(t===null||gi(t))&&{sort:t},transform:Og(r,o)}}function Nr({filter:e,sort:t,reverse:n,initializer:r,...i}={},s){return r===void 0&&(e!=null&&(r=x$(e)),t!=null&&!gi(t)&&(r=Ig(r,zg(t))),n&&(r=Ig(r,_$))),{...i,...(t===null||gi(t))&&{sort:t},initializer:Ig(r,s)}}function Og(e,t){return e==null?t===null?void 0:t:t==null?e===null?void 0:e:function(n,r,i){return{data:n,facets:r}=e.call(this,n,r,i),t.call(this,Lr(n),r,i)}}function Ig(e,t){return e==null?t===null?void 0:t:t==null?e===null?void 0:e:function(n,r,i,...s){let o,a,l,u,c,f;return{data:a=n,facets:l=r,channels:o}=e.call(this,n,r,i,...s),{data:c=a,facets:f=l,channels:u}=t.call(this,a,l,{...i,...o},...s),{data:c,facets:f,channels:{...o,...u}}}}function j4(e,t){return(e.initializer!=null?Nr:ys)(e,t)}function x$(e){return(t,n)=>{let r=Ee(t,e);return{data:t,facets:n.map(i=>i.filter(s=>r[s]))}}}function _$(e,t){return{data:e,facets:t.map(n=>n.slice().reverse())}}function $$(e,{sort:t,...n}={}){return{...(Eo(e)&&e.channel!==void 0?Nr:j4)(n,zg(e)),sort:gi(t)?t:null}}function zg(e){return(typeof e=="function"&&e.length!==1?G4:W4)(e)}function G4(e){return(t,n)=>{let r=Tn(t)?(i,s)=>e(t[i],t[s]):(i,s)=>e(t.get(i),t.get(s));return{data:t,facets:n.map(i=>i.slice().sort(r))}}}function W4(e){let t,n;({channel:t,value:e,order:n}={...nr(e)});let r=t?.startsWith("-");if(r&&(t=t.slice(1)),n===void 0&&(n=r?fs:bt),typeof n!="function")switch(`${n}`.toLowerCase()){case"ascending":n=bt;break;case"descending":n=fs;break;default:throw new Error(`invalid order: ${n}`)}return(i,s,o)=>{let a;if(t===void 0)a=Ee(i,e);else{if(o===void 0)throw new Error("channel sort requires an initializer");if(a=o[t],!a)return{};a=a.value}let l=(u,c)=>n(a[u],a[c]);return{data:i,facets:s.map(u=>u.slice().sort(l))}}}function gl(e,...t){for(let{name:n}of e)if(t.includes(n))return!0;return!1}function T$(e,t,n=Bg){let r=Object.entries(e);return t.title!=null&&e.title===void 0&&r.push(["title",Q4]),t.href!=null&&e.href===void 0&&r.push(["href",Sf]),r.filter(([,i])=>i!==void 0).map(([i,s])=>s===null?Y4(i):n(i,s,t))}function Bg(e,t,n,r=Fg){let i;Mn(t)&&"reduce"in t&&(i=t.scale,t=t.reduce);let s=r(e,t,n),[o,a]=Po(s.label),l;return{name:e,output:i===void 0?o:{value:o,scale:i},initialize(u){s.initialize(u),l=a([])},scope(u,c){s.scope(u,c)},reduce(u,c){l.push(s.reduce(u,c))}}}function Y4(e){return{name:e,initialize(){},scope(){},reduce(){}}}function Fg(e,t,n,r=bl){let i=i$(e,n),s=r(t,i),o,a;return{label:En(s===ml?null:i,s.label),initialize(l){o=i===void 0?l:Ee(l,i),s.scope==="data"&&(a=s.reduceIndex(Ct(l),o))},scope(l,u){s.scope===l&&(a=s.reduceIndex(u,o))},reduce(l,u){return s.scope==null?s.reduceIndex(l,o,u):s.reduceIndex(l,o,a,u)}}}function Hg(e,t){return t?qi(e,n=>t[n]):[[,e]]}function bl(e,t,n=X4){if(e==null)return n(e);if(typeof e.reduceIndex=="function")return e;if(typeof e.reduce=="function"&&Mn(e))return J4(e);if(typeof e=="function")return Z4(e);if(/^p\d{2}$/i.test(e))return Or(Q_(e));switch(`${e}`.toLowerCase()){case"first":return Sf;case"last":return e8;case"identity":return Vg;case"count":return ml;case"distinct":return t8;case"sum":return t==null?ml:n8;case"proportion":return k$(t,"data");case"proportion-facet":return k$(t,"facet");case"deviation":return Or(gh);case"min":return Or(nn);case"min-index":return Or(O0);case"max":return Or(_t);case"max-index":return Or(N0);case"mean":return S$(F0);case"median":return S$(Ea);case"variance":return Or(mh);case"mode":return Or(H0)}return n(e)}function X4(e){throw new Error(`invalid reduce: ${e}`)}function C$(e,t){for(let n in t){let r=t[n];if(r!==void 0&&!e.some(i=>i.name===n))return r}}function M$(e,t,n){if(t){let r=t.output.transform(),i=(s,o)=>bt(r[s],r[o]);e.forEach(s=>s.sort(i))}n&&e.forEach(r=>r.reverse())}function J4(e){return console.warn("deprecated reduce interface; implement reduceIndex instead."),{...e,reduceIndex:e.reduce.bind(e)}}function Z4(e){return{reduceIndex(t,n,r){return e(yf(n,t),r)}}}function Or(e){return{reduceIndex(t,n){return e(t,r=>n[r])}}}function S$(e){return{reduceIndex(t,n){let r=e(t,i=>n[i]);return Ve(n)?new Date(r):r}}}var Vg={reduceIndex(e,t){return yf(t,e)}},Sf={reduceIndex(e,t){return t[e[0]]}},Q4={reduceIndex(e,t){let r=to($r(e,s=>s.length,s=>t[s]),dl),i=r.slice(-5).reverse();if(i.length<r.length){let s=r.slice(0,-4);i[4]=[`\u2026 ${s.length.toLocaleString("en-US")} more`,_n(s,dl)]}return i.map(([s,o])=>`${s} (${o.toLocaleString("en-US")})`).join(`
`)}},e8={reduceIndex(e,t){return t[e[e.length-1]]}},ml={label:"Frequency",reduceIndex(e){return e.length}},t8={label:"Distinct",reduceIndex(e,t){let n=new Bn;for(let r of e)n.add(t[r]);return n.size}},n8=Or(_n);function k$(e,t){return e==null?{scope:t,label:"Frequency",reduceIndex:(n,r,i=1)=>n.length/i}:{scope:t,reduceIndex:(n,r,i=1)=>_n(n,s=>r[s])/i}}var R$={reduceIndex(e,t,{z:n}){return n}};function Oo(e,{scale:t,type:n,value:r,filter:i,hint:s,label:o=En(r)},a){return s===void 0&&typeof r?.transform=="function"&&(s=r.hint),qg(a,{scale:t,type:n,value:Ee(e,r),label:o,filter:i,hint:s})}function A$(e,t){return Object.fromEntries(Object.entries(e).map(([n,r])=>[n,Oo(t,r,n)]))}function P$(e,t){let n=Object.fromEntries(Object.entries(e).map(([r,{scale:i,value:s}])=>{let o=i==null?null:t[i];return[r,o==null?s:xe(s,o)]}));return n.channels=e,n}function qg(e,t){let{scale:n,value:r}=t;if(n===!0||n==="auto")switch(e){case"fill":case"stroke":case"color":t.scale=n!==!0&&xf(r,Do)?null:"color",t.defaultScale="color";break;case"fillOpacity":case"strokeOpacity":case"opacity":t.scale=n!==!0&&xf(r,f$)?null:"opacity",t.defaultScale="opacity";break;case"symbol":n!==!0&&xf(r,v$)?(t.scale=null,t.value=xe(r,No)):t.scale="symbol",t.defaultScale="symbol";break;default:t.scale=_e.has(e)?e:null;break}else if(n===!1)t.scale=null;else if(n!=null&&!_e.has(n))throw new Error(`unknown scale: ${n}`);return t}function D$(e,t,n,r,i){let{order:s,reverse:o,reduce:a=!0,limit:l}=i;for(let u in i){if(!_e.has(u))continue;let{value:c,order:f=s,reverse:d=o,reduce:h=a,limit:p=l}=nr(i[u]),g=c?.startsWith("-");if(g&&(c=c.slice(1)),f=f===void 0?g!==(c==="width"||c==="height")?N$:L$:s8(f),h==null||h===!1)continue;let y=u==="fx"||u==="fy"?i8(t,r[u]):r8(n,u);if(!y)throw new Error(`missing channel for scale: ${u}`);let b=y.value,[v=0,$=1/0]=Ot(p)?p:p<0?[p]:[0,p];if(c==null)y.domain=()=>{let w=Array.from(new Bn(b));return d&&(w=w.reverse()),(v!==0||$!==1/0)&&(w=w.slice(v,$)),w};else{let w=c==="data"?e:c==="height"?E$(n,"y1","y2"):c==="width"?E$(n,"x1","x2"):Kg(n,c,c==="y"?"y2":c==="x"?"x2":void 0),k=bl(h===!0?"max":h,w);y.domain=()=>{let x=P0(Ct(b),S=>k.reduceIndex(S,w),S=>b[S]);return f&&x.sort(f),d&&x.reverse(),(v!==0||$!==1/0)&&(x=x.slice(v,$)),x.map(gf)}}}}function r8(e,t){for(let n in e){let r=e[n];if(r.scale===t)return r}}function i8(e,t){let n=e.original;if(n===e)return t;let r=t.value,i=t.value=[];for(let s=0;s<n.length;++s){let o=r[n[s][0]];for(let a of e[s])i[a]=o}return t}function E$(e,t,n){let r=Kg(e,t),i=Kg(e,n);return xe(i,(s,o)=>Math.abs(s-r[o]),Float64Array)}function Kg(e,t,n){let r=e[t];if(!r&&n!==void 0&&(r=e[n]),r)return r.value;throw new Error(`missing channel: ${t}`)}function s8(e){if(e==null||typeof e=="function")return e;switch(`${e}`.toLowerCase()){case"ascending":return L$;case"descending":return N$}throw new Error(`invalid order: ${e}`)}function L$([e,t],[n,r]){return bt(t,r)||bt(e,n)}function N$([e,t],[n,r]){return fs(t,r)||bt(e,n)}function Ug(e,t){let n=e[t];if(n){for(;n.source;)n=n.source;return n.source===null?null:n}}var F$=new Map([["accent",F1],["category10",B1],["dark2",H1],["observable10",V1],["paired",K1],["pastel1",q1],["pastel2",U1],["set1",j1],["set2",G1],["set3",W1],["tableau10",Y1]]);function H$(e){return e!=null&&F$.has(`${e}`.toLowerCase())}var O$=new Map([...F$,["brbg",Ir(Hp,Vp)],["prgn",Ir(Kp,qp)],["piyg",Ir(Up,jp)],["puor",Ir(Gp,Wp)],["rdbu",Ir(tf,sl)],["rdgy",Ir(Yp,Xp)],["rdylbu",Ir(nf,ol)],["rdylgn",Ir(Jp,Zp)],["spectral",Ir(Qp,em)],["burd",I$(tf,sl)],["buylrd",I$(nf,ol)],["blues",ct(km,Tm)],["greens",ct(Cm,Mm)],["greys",ct(Rm,Em)],["oranges",ct(Nm,Om)],["purples",ct(Am,Pm)],["reds",ct(Dm,Lm)],["turbo",zr(Km)],["viridis",zr(qm)],["magma",zr(Um)],["inferno",zr(jm)],["plasma",zr(Gm)],["cividis",zr(Im)],["cubehelix",zr(zm)],["warm",zr(Bm)],["cool",zr(Fm)],["bugn",ct(tm,nm)],["bupu",ct(rm,im)],["gnbu",ct(sm,om)],["orrd",ct(am,lm)],["pubu",ct(fm,dm)],["pubugn",ct(um,cm)],["purd",ct(hm,pm)],["rdpu",ct(mm,gm)],["ylgn",ct(vm,wm)],["ylgnbu",ct(bm,ym)],["ylorbr",ct(xm,_m)],["ylorrd",ct($m,Sm)],["rainbow",z$(Hm)],["sinebow",z$(Vm)]]);function ct(e,t){return({length:n})=>n===1?[e[3][1]]:n===2?[e[3][1],e[3][2]]:(n=Math.max(3,Math.floor(n)),n>9?$t(t,n):e[n])}function Ir(e,t){return({length:n})=>n===2?[e[3][0],e[3][2]]:(n=Math.max(3,Math.floor(n)),n>11?$t(t,n):e[n])}function I$(e,t){return({length:n})=>n===2?[e[3][2],e[3][0]]:(n=Math.max(3,Math.floor(n)),n>11?$t(r=>t(1-r),n):e[n].slice().reverse())}function zr(e){return({length:t})=>$t(e,Math.max(2,Math.floor(t)))}function z$(e){return({length:t})=>$t(e,Math.floor(t)+1).slice(0,-1)}function jg(e){let t=`${e}`.toLowerCase();if(!O$.has(t))throw new Error(`unknown ordinal scheme: ${t}`);return O$.get(t)}function yl(e,t){let n=jg(e),r=typeof n=="function"?n({length:t}):n;return r.length!==t?r.slice(0,t):r}function V$(e,t="greys"){let n=new Set,[r,i]=yl(t,2);for(let s of e)if(s!=null)if(s===!0)n.add(i);else if(s===!1)n.add(r);else return;return[...n]}var B$=new Map([["brbg",Vp],["prgn",qp],["piyg",jp],["puor",Wp],["rdbu",sl],["rdgy",Xp],["rdylbu",ol],["rdylgn",Zp],["spectral",em],["burd",e=>sl(1-e)],["buylrd",e=>ol(1-e)],["blues",Tm],["greens",Mm],["greys",Em],["purples",Pm],["reds",Lm],["oranges",Om],["turbo",Km],["viridis",qm],["magma",Um],["inferno",jm],["plasma",Gm],["cividis",Im],["cubehelix",zm],["warm",Bm],["cool",Fm],["bugn",nm],["bupu",im],["gnbu",om],["orrd",lm],["pubugn",cm],["pubu",dm],["purd",pm],["rdpu",gm],["ylgnbu",ym],["ylgn",wm],["ylorbr",_m],["ylorrd",Sm],["rainbow",Hm],["sinebow",Vm]]);function Io(e){let t=`${e}`.toLowerCase();if(!B$.has(t))throw new Error(`unknown quantitative scheme: ${t}`);return B$.get(t)}var o8=new Set(["brbg","prgn","piyg","puor","rdbu","rdgy","rdylbu","rdylgn","spectral","burd","buylrd"]);function K$(e){return e!=null&&o8.has(`${e}`.toLowerCase())}var Wg=e=>t=>e(1-t),Gg=[0,1],q$=new Map([["number",Ye],["rgb",Yi],["hsl",Lw],["hcl",Iw],["lab",Nw]]);function Yg(e){let t=`${e}`.toLowerCase();if(!q$.has(t))throw new Error(`unknown interpolator: ${t}`);return q$.get(t)}function Bo(e,t,n,{type:r,nice:i,clamp:s,zero:o,domain:a=Q$(e,n),unknown:l,round:u,scheme:c,interval:f,range:d=_e.get(e)===ms?c8(n,a):_e.get(e)===gs?f8(n,a):_e.get(e)===bs?Gg:void 0,interpolate:h=_e.get(e)===jt?c==null&&d!==void 0?Yi:Io(c!==void 0?c:r==="cyclical"?"rainbow":"turbo"):u?La:Ye,reverse:p}){if(a=U$(a),f=tr(f,r),(r==="cyclical"||r==="sequential")&&(r="linear"),typeof h!="function"&&(h=Yg(h)),p=!!p,d!==void 0){let g=a.length,y=(d=U$(d)).length;if(g!==y){if(h.length===1)throw new Error("invalid piecewise interpolator");h=li(h,d),d=void 0}}if(h.length===1?(p&&(h=Wg(h),p=!1),d===void 0&&(d=Float64Array.from(a,(g,y)=>y/(a.length-1)),d.length===2&&(d=Gg)),t.interpolate((d===Gg?Ut:vl)(h))):t.interpolate(h),o){let[g,y]=ht(a);(g>0||y<0)&&(a=mi(a),(Dr(a)||1)===Math.sign(g)?a[0]=0:a[a.length-1]=0)}return p&&(a=oo(a)),t.domain(a).unknown(l),i&&(t.nice(a8(i,r)),a=t.domain()),d!==void 0&&t.range(d),s&&t.clamp(s),{type:r,domain:a,range:d,scale:t,interpolate:h,interval:f}}function U$(e){return e=er(e),e.length>=2?e:[e[0],e[0]]}function a8(e,t){return e===!0?void 0:typeof e=="number"?e:s$(e,t)}function j$(e,t,n){return Bo(e,il(),t,n)}function G$(e,t,n){return Xg(e,t,{...n,exponent:.5})}function Xg(e,t,{exponent:n=1,...r}){return Bo(e,Dp().exponent(n),t,{...r,type:"pow"})}function W$(e,t,{base:n=10,domain:r=d8(t),...i}){return Bo(e,Ap().base(n),t,{...i,domain:r})}function Y$(e,t,{constant:n=1,...r}){return Bo(e,Pp().constant(n),t,r)}function X$(e,t,{range:n,quantiles:r=n===void 0?5:(n=[...n]).length,n:i=r,scheme:s="rdylbu",domain:o=h8(t),unknown:a,interpolate:l,reverse:u}){return n===void 0&&(n=l!==void 0?$t(l,i):_e.get(e)===jt?yl(s,i):void 0),o.length>0&&(o=Lp(o,n===void 0?{length:i}:n).quantiles()),kf(e,t,{domain:o,range:n,reverse:u,unknown:a})}function J$(e,t,{range:n,n:r=n===void 0?5:(n=[...n]).length,scheme:i="rdylbu",domain:s=Q$(e,t),unknown:o,interpolate:a,reverse:l}){let[u,c]=ht(s),f;return n===void 0?(f=si(u,c,r),f[0]<=u&&f.splice(0,1),f[f.length-1]>=c&&f.pop(),r=f.length+1,n=a!==void 0?$t(a,r):_e.get(e)===jt?yl(i,r):void 0):(f=$t(Ye(u,c),r+1).slice(1,-1),u instanceof Date&&(f=f.map(d=>new Date(d)))),Dr(er(s))<0&&f.reverse(),kf(e,t,{domain:f,range:n,reverse:l,unknown:o})}function kf(e,t,{domain:n=[0],unknown:r,scheme:i="rdylbu",interpolate:s,range:o=s!==void 0?$t(s,n.length+1):_e.get(e)===jt?yl(i,n.length+1):void 0,reverse:a}){n=er(n);let l=Dr(n);if(!isNaN(l)&&!l8(n,l))throw new Error(`the ${e} scale has a non-monotonic domain`);return a&&(o=oo(o)),{type:"threshold",scale:Np(l<0?oo(n):n,o===void 0?[]:o).unknown(r),domain:n,range:o}}function l8(e,t){for(let n=1,r=e.length,i=e[0];n<r;++n){let s=_r(i,i=e[n]);if(s!==0&&s!==t)return!1}return!0}function Z$(e){return{type:"identity",scale:y$(_e.get(e))?Ep():t=>t}}function zo(e,t=mg){return e.length?[nn(e,({value:n})=>n===void 0?n:nn(n,t)),_t(e,({value:n})=>n===void 0?n:_t(n,t))]:[0,1]}function Q$(e,t){let n=_e.get(e);return(n===ms||n===bs||n===gs?u8:zo)(t)}function u8(e){return[0,e.length?_t(e,({value:t})=>t===void 0?t:_t(t,mg)):1]}function c8(e,t){let n=e.find(({radius:o})=>o!==void 0);if(n!==void 0)return[0,n.radius];let r=xr(e,.5,({value:o})=>o===void 0?NaN:xr(o,.25,ds)),i=t.map(o=>3*Math.sqrt(o/r)),s=30/_t(i);return s<1?i.map(o=>o*s):i}function f8(e,t){let n=Ea(e,({value:s})=>s===void 0?NaN:Ea(s,Math.abs)),r=t.map(s=>12*s/n),i=60/_t(r);return i<1?r.map(s=>s*i):r}function d8(e){for(let{value:t}of e)if(t!==void 0)for(let n of t){if(n>0)return zo(e,ds);if(n<0)return zo(e,So)}return[1,10]}function h8(e){let t=[];for(let{value:n}of e)if(n!==void 0)for(let r of n)t.push(r);return t}function vl(e){return(t,n)=>r=>e(t+r*(n-t))}var Jg=0,Zg;function e2(){let e=Jg;return Jg=0,Zg=void 0,e}function It(e){e!==Zg&&(Zg=e,console.warn(e),++Jg)}function Tf(e,t,n,r,{type:i,nice:s,clamp:o,domain:a=zo(r),unknown:l,pivot:u=0,scheme:c,range:f,symmetric:d=!0,interpolate:h=_e.get(e)===jt?c==null&&f!==void 0?Yi:Io(c!==void 0?c:"rdbu"):Ye,reverse:p}){u=+u,a=er(a);let[g,y]=a;if(a.length>2&&It(`Warning: the diverging ${e} scale domain contains extra elements.`),_r(g,y)<0&&([g,y]=[y,g],p=!p),g=Math.min(g,u),y=Math.max(y,u),typeof h!="function"&&(h=Yg(h)),f!==void 0&&(h=h.length===1?vl(h)(...f):li(h,f)),p&&(h=Wg(h)),d){let b=n.apply(u),v=b-n.apply(g),$=n.apply(y)-b;v<$?g=n.invert(b-$):v>$&&(y=n.invert(b+v))}return t.domain([g,u,y]).unknown(l).interpolator(h),o&&t.clamp(o),s&&t.nice(s),{type:i,domain:[g,y],pivot:u,interpolate:h,scale:t}}function t2(e,t,n){return Tf(e,Ip(),p8,t,n)}function n2(e,t,n){return Qg(e,t,{...n,exponent:.5})}function Qg(e,t,{exponent:n=1,...r}){return Tf(e,Fp().exponent(n=+n),b8(n),t,{...r,type:"diverging-pow"})}function r2(e,t,{base:n=10,pivot:r=1,domain:i=zo(t,r<0?So:ds),...s}){return Tf(e,zp().base(n=+n),m8,t,{domain:i,pivot:r,...s})}function i2(e,t,{constant:n=1,...r}){return Tf(e,Bp().constant(n=+n),y8(n),t,r)}var p8={apply(e){return e},invert(e){return e}},m8={apply:Math.log,invert:Math.exp},g8={apply(e){return Math.sign(e)*Math.sqrt(Math.abs(e))},invert(e){return Math.sign(e)*(e*e)}};function b8(e){return e===.5?g8:{apply(t){return Math.sign(t)*Math.pow(Math.abs(t),e)},invert(t){return Math.sign(t)*Math.pow(Math.abs(t),1/e)}}}function y8(e){return{apply(t){return Math.sign(t)*Math.log1p(Math.abs(t/e))},invert(t){return Math.sign(t)*Math.expm1(Math.abs(t))*e}}}function s2(e,t,n,r){return Bo(e,t,n,r)}function o2(e,t,n){return s2(e,I1(),t,n)}function a2(e,t,n){return s2(e,z1(),t,n)}var Fo=Symbol("ordinal");function u2(e,t,n,{type:r,interval:i,domain:s,range:o,reverse:a,hint:l}){return i=tr(i,r),s===void 0&&(s=p2(n,i,e)),(r==="categorical"||r===Fo)&&(r="ordinal"),a&&(s=oo(s)),s=t.domain(s).domain(),o!==void 0&&(typeof o=="function"&&(o=o(s)),t.range(o)),{type:r,domain:s,range:o,scale:t,hint:l,interval:i}}function c2(e,t,{type:n,interval:r,domain:i,range:s,scheme:o,unknown:a,...l}){r=tr(r,n),i===void 0&&(i=p2(t,r,e));let u;if(_e.get(e)===Lo)u=v8(t),s=s===void 0?w8(u):xe(s,No);else if(_e.get(e)===jt&&(s===void 0&&(n==="ordinal"||n===Fo)&&(s=V$(i,o),s!==void 0&&(o=void 0)),o===void 0&&s===void 0&&(o=n==="ordinal"?"turbo":"observable10"),o!==void 0))if(s!==void 0){let c=Io(o),f=s[0],d=s[1]-s[0];s=({length:h})=>$t(p=>c(f+d*p),h)}else s=jg(o);if(a===Gc)throw new Error(`implicit unknown on ${e} scale is not supported`);return u2(e,Yc().unknown(a),t,{...l,type:n,domain:i,range:s,hint:u})}function f2(e,t,{align:n=.5,padding:r=.5,...i}){return h2(A1().align(n).padding(r),t,i,e)}function d2(e,t,{align:n=.5,padding:r=.1,paddingInner:i=r,paddingOuter:s=e==="fx"||e==="fy"?0:r,...o}){return h2($o().align(n).paddingInner(i).paddingOuter(s),t,o,e)}function h2(e,t,n,r){let{round:i}=n;return i!==void 0&&e.round(i=!!i),e=u2(r,e,t,n),e.round=i,e}function p2(e,t,n){let r=new Bn;for(let{value:i,domain:s}of e){if(s!==void 0)return s();if(i!==void 0)for(let o of i)r.add(o)}if(t!==void 0){let[i,s]=ht(r).map(t.floor,t);return t.range(i,t.offset(s))}if(r.size>1e4&&_e.get(n)===gn)throw new Error(`implicit ordinal domain of ${n} scale has more than 10,000 values`);return to(r,bt)}function l2(e,t){let n;for(let{hint:r}of e){let i=r?.[t];if(i!==void 0){if(n===void 0)n=i;else if(n!==i)return}}return n}function v8(e){return{fill:l2(e,"fill"),stroke:l2(e,"stroke")}}function w8(e){return ut(e.fill)?p_:h_}function wl(e,{label:t,inset:n=0,insetTop:r=n,insetRight:i=n,insetBottom:s=n,insetLeft:o=n,round:a,nice:l,clamp:u,zero:c,align:f,padding:d,projection:h,facet:{label:p=t}={},...g}={}){let y={};for(let[b,v]of e){let $=g[b],w=$8(b,v,{round:_e.get(b)===gn?a:void 0,nice:l,clamp:u,zero:c,align:f,padding:d,projection:h,...$});if(w){let{label:k=b==="fx"||b==="fy"?p:t,percent:x,transform:S,inset:C,insetTop:M=C!==void 0?C:b==="y"?r:0,insetRight:D=C!==void 0?C:b==="x"?i:0,insetBottom:E=C!==void 0?C:b==="y"?s:0,insetLeft:P=C!==void 0?C:b==="x"?o:0}=$||{};if(S==null)S=void 0;else if(typeof S!="function")throw new Error("invalid scale transform; not a function");w.percent=!!x,w.label=k===void 0?x8(v,w):k,w.transform=S,b==="x"||b==="fx"?(w.insetLeft=+P,w.insetRight=+D):(b==="y"||b==="fy")&&(w.insetTop=+M,w.insetBottom=+E),y[b]=w}}return y}function tb(e){let t={},n={scales:t};for(let[r,i]of Object.entries(e)){let{scale:s,type:o,interval:a,label:l}=i;t[r]=C8(i),n[r]=s,s.type=o,a!=null&&(s.interval=a),l!=null&&(s.label=l)}return n}function v2(e,t){let{x:n,y:r,fx:i,fy:s}=e,o=i||s?Mf(t):t;i&&m2(i,o),s&&g2(s,o);let a=i||s?nb(e,t):t;n&&m2(n,a),r&&g2(r,a)}function x8(e=[],t){let n;for(let{label:r}of e)if(r!==void 0){if(n===void 0)n=r;else if(n!==r)return}if(n!==void 0)return!rr(t)&&t.percent&&(n=`${n} (%)`),{inferred:!0,toString:()=>n}}function w2(e){return Math.sign(Dr(e.domain()))*Math.sign(Dr(e.range()))}function Mf(e){let{marginTop:t,marginRight:n,marginBottom:r,marginLeft:i,width:s,height:o,facet:{marginTop:a,marginRight:l,marginBottom:u,marginLeft:c}}=e;return{marginTop:Math.max(t,a),marginRight:Math.max(n,l),marginBottom:Math.max(r,u),marginLeft:Math.max(i,c),width:s,height:o}}function nb({fx:e,fy:t},n){let{marginTop:r,marginRight:i,marginBottom:s,marginLeft:o,width:a,height:l}=Mf(n);return{marginTop:r,marginRight:i,marginBottom:s,marginLeft:o,width:e?e.scale.bandwidth()+o+i:a,height:t?t.scale.bandwidth()+r+s:l,facet:{width:a,height:l}}}function m2(e,t){if(e.range===void 0){let{insetLeft:n,insetRight:r}=e,{width:i,marginLeft:s=0,marginRight:o=0}=t,a=s+n,l=i-o-r;e.range=[a,Math.max(a,l)],rr(e)||(e.range=_2(e)),e.scale.range(e.range)}x2(e)}function g2(e,t){if(e.range===void 0){let{insetTop:n,insetBottom:r}=e,{height:i,marginTop:s=0,marginBottom:o=0}=t,a=s+n,l=i-o-r;e.range=[Math.max(a,l),a],rr(e)?e.range.reverse():e.range=_2(e),e.scale.range(e.range)}x2(e)}function x2(e){e.round===void 0&&k8(e)&&_8(e)<=30&&e.scale.round(!0)}function _8({scale:e}){let t=e.domain().length,[n,r]=e.range(),i=e.paddingInner?e.paddingInner():1,s=e.paddingOuter?e.paddingOuter():e.padding(),o=t-i,a=Math.abs(r-n)/Math.max(1,o+s*2);return(a-Math.floor(a))*o}function _2(e){let t=e.scale.domain().length+rb(e);if(!(t>2))return e.range;let[n,r]=e.range;return Array.from({length:t},(i,s)=>n+s/(t-1)*(r-n))}function $8(e,t=[],n={}){let r=S8(e,t,n);if(n.type===void 0&&n.domain===void 0&&n.range===void 0&&n.interval==null&&e!=="fx"&&e!=="fy"&&rr({type:r})){let i=t.map(({value:s})=>s).filter(s=>s!==void 0);i.some(Ve)?It(`Warning: some data associated with the ${e} scale are dates. Dates are typically associated with a "utc" or "time" scale rather than a "${Ho(r)}" scale. If you are using a bar mark, you probably want a rect mark with the interval option instead; if you are using a group transform, you probably want a bin transform instead. If you want to treat this data as ordinal, you can specify the interval of the ${e} scale (e.g., d3.utcDay), or you can suppress this warning by setting the type of the ${e} scale to "${Ho(r)}".`):i.some(l$)?It(`Warning: some data associated with the ${e} scale are strings that appear to be dates (e.g., YYYY-MM-DD). If these strings represent dates, you should parse them to Date objects. Dates are typically associated with a "utc" or "time" scale rather than a "${Ho(r)}" scale. If you are using a bar mark, you probably want a rect mark with the interval option instead; if you are using a group transform, you probably want a bin transform instead. If you want to treat this data as ordinal, you can suppress this warning by setting the type of the ${e} scale to "${Ho(r)}".`):i.some(u$)&&It(`Warning: some data associated with the ${e} scale are strings that appear to be numbers. If these strings represent numbers, you should parse or coerce them to numbers. Numbers are typically associated with a "linear" scale rather than a "${Ho(r)}" scale. If you want to treat this data as ordinal, you can specify the interval of the ${e} scale (e.g., 1 for integers), or you can suppress this warning by setting the type of the ${e} scale to "${Ho(r)}".`)}switch(n.type=r,r){case"diverging":case"diverging-sqrt":case"diverging-pow":case"diverging-log":case"diverging-symlog":case"cyclical":case"sequential":case"linear":case"sqrt":case"threshold":case"quantile":case"pow":case"log":case"symlog":n=Cf(t,n,Qn);break;case"identity":switch(_e.get(e)){case gn:n=Cf(t,n,Qn);break;case Lo:n=Cf(t,n,T8);break}break;case"utc":case"time":n=Cf(t,n,Cg);break}switch(r){case"diverging":return t2(e,t,n);case"diverging-sqrt":return n2(e,t,n);case"diverging-pow":return Qg(e,t,n);case"diverging-log":return r2(e,t,n);case"diverging-symlog":return i2(e,t,n);case"categorical":case"ordinal":case Fo:return c2(e,t,n);case"cyclical":case"sequential":case"linear":return j$(e,t,n);case"sqrt":return G$(e,t,n);case"threshold":return kf(e,t,n);case"quantile":return X$(e,t,n);case"quantize":return J$(e,t,n);case"pow":return Xg(e,t,n);case"log":return W$(e,t,n);case"symlog":return Y$(e,t,n);case"utc":return a2(e,t,n);case"time":return o2(e,t,n);case"point":return f2(e,t,n);case"band":return d2(e,t,n);case"identity":return Z$(e);case void 0:return;default:throw new Error(`unknown scale type: ${r}`)}}function Ho(e){return typeof e=="symbol"?e.description:e}function b2(e){return typeof e=="string"?`${e}`.toLowerCase():e}var y2={toString:()=>"projection"};function S8(e,t,{type:n,domain:r,range:i,scheme:s,pivot:o,projection:a}){if(n=b2(n),e==="fx"||e==="fy")return"band";(e==="x"||e==="y")&&a!=null&&(n=y2);for(let c of t){let f=b2(c.type);if(f!==void 0){if(n===void 0)n=f;else if(n!==f)throw new Error(`scale incompatible with channel: ${n} !== ${f}`)}}if(n===y2)return;if(n!==void 0)return n;if(r===void 0&&!t.some(({value:c})=>c!==void 0))return;let l=_e.get(e);if(l===ms)return"sqrt";if(l===bs||l===gs)return"linear";if(l===Lo)return"ordinal";let u=(r??i)?.length;if(u<2||u>2)return eb(l);if(r!==void 0){if(Pg(r))return eb(l);if(Ve(r))return"utc"}else{let c=t.map(({value:f})=>f).filter(f=>f!==void 0);if(c.some(Pg))return eb(l);if(c.some(Ve))return"utc"}if(l===jt){if(o!=null||K$(s))return"diverging";if(H$(s))return"categorical"}return"linear"}function eb(e){switch(e){case gn:return"point";case jt:return Fo;default:return"ordinal"}}function rr({type:e}){return e==="ordinal"||e==="point"||e==="band"||e===Fo}function rb({type:e}){return e==="threshold"}function k8({type:e}){return e==="point"||e==="band"}function An(e){if(e===void 0)return!0;let t=e.domain(),n=e(t[0]);for(let r=1,i=t.length;r<i;++r)if(e(t[r])-n)return!1;return!0}function Cf(e,{domain:t,...n},r){for(let i of e)i.value!==void 0&&(t===void 0&&(t=i.value?.domain),i.value=r(i.value));return{domain:t===void 0?t:r(t),...n}}function T8(e){return xe(e,No)}function $2(e){return t=>{if(!_e.has(t=`${t}`))throw new Error(`unknown scale: ${t}`);return e[t]}}function C8({scale:e,type:t,domain:n,range:r,interpolate:i,interval:s,transform:o,percent:a,pivot:l}){if(t==="identity")return{type:"identity",apply:c=>c,invert:c=>c};let u=e.unknown?e.unknown():void 0;return{type:t,domain:mi(n),...r!==void 0&&{range:mi(r)},...o!==void 0&&{transform:o},...a&&{percent:a},...u!==void 0&&{unknown:u},...s!==void 0&&{interval:s},...i!==void 0&&{interpolate:i},...e.clamp&&{clamp:e.clamp()},...l!==void 0&&{pivot:l,symmetric:!1},...e.base&&{base:e.base()},...e.exponent&&{exponent:e.exponent()},...e.constant&&{constant:e.constant()},...e.align&&{align:e.align(),round:e.round()},...e.padding&&(e.paddingInner?{paddingInner:e.paddingInner(),paddingOuter:e.paddingOuter()}:{padding:e.padding()}),...e.bandwidth&&{bandwidth:e.bandwidth(),step:e.step()},apply:c=>e(c),...e.invert&&{invert:c=>e.invert(c)}}}function k2(e,t){let{fx:n,fy:r}=wl(e,t),i=n?.scale.domain(),s=r?.scale.domain();return i&&s?C0(i,s).map(([o,a],l)=>({x:o,y:a,i:l})):i?i.map((o,a)=>({x:o,i:a})):s?s.map((o,a)=>({y:o,i:a})):void 0}function T2(e,{x:t,y:n}){return t&&=lb(t),n&&=lb(n),e.filter(t&&n?r=>t.has(r.x)&&n.has(r.y):t?r=>t.has(r.x):r=>n.has(r.y)).sort(t&&n?(r,i)=>t.get(r.x)-t.get(i.x)||n.get(r.y)-n.get(i.y):t?(r,i)=>t.get(r.x)-t.get(i.x):(r,i)=>n.get(r.y)-n.get(i.y))}function Ef(e,{fx:t,fy:n}){let r=Ct(e),i=t?.value,s=n?.value;return t&&n?$r(r,o=>(o.fx=i[o[0]],o.fy=s[o[0]],o),o=>i[o],o=>s[o]):t?$r(r,o=>(o.fx=i[o[0]],o),o=>i[o]):$r(r,o=>(o.fy=s[o[0]],o),o=>s[o])}function C2(e,t,{marginTop:n,marginLeft:r}){let i=e?({x:o})=>e(o)-r:()=>0,s=t?({y:o})=>t(o)-n:()=>0;return function(o){this.tagName==="svg"?(this.setAttribute("x",i(o)),this.setAttribute("y",s(o))):this.setAttribute("transform",`translate(${i(o)},${s(o)})`)}}function M2(e){let t=[],n=new Uint32Array(_n(e,r=>r.length));for(let r of e){let i=0;for(let s of e)r!==s&&(n.set(s,i),i+=s.length);t.push(n.slice(0,i))}return t}var M8=new Map([["top",ib],["right",ab],["bottom",sb],["left",ob],["top-left",Rf(ib,ob)],["top-right",Rf(ib,ab)],["bottom-left",Rf(sb,ob)],["bottom-right",Rf(sb,ab)],["top-empty",E8],["right-empty",D8],["bottom-empty",A8],["left-empty",P8],["empty",L8]]);function R2(e){if(e==null)return null;let t=M8.get(`${e}`.toLowerCase());if(t)return t;throw new Error(`invalid facet anchor: ${e}`)}var S2=new WeakMap;function lb(e){let t=S2.get(e);return t||S2.set(e,t=new tn(xe(e,(n,r)=>[n,r]))),t}function wi(e,t){return lb(e).get(t)}function R8(e,t,n){return t=pn(t),n=pn(n),e.find(r=>Object.is(pn(r.x),t)&&Object.is(pn(r.y),n))}function Af(e,t,n){return R8(e,t,n)?.empty}function ib(e,{y:t},{y:n}){return t?wi(t,n)===0:!0}function sb(e,{y:t},{y:n}){return t?wi(t,n)===t.length-1:!0}function ob(e,{x:t},{x:n}){return t?wi(t,n)===0:!0}function ab(e,{x:t},{x:n}){return t?wi(t,n)===t.length-1:!0}function E8(e,{y:t},{x:n,y:r,empty:i}){if(i)return!1;if(!t)return;let s=wi(t,r);if(s>0)return Af(e,n,t[s-1])}function A8(e,{y:t},{x:n,y:r,empty:i}){if(i)return!1;if(!t)return;let s=wi(t,r);if(s<t.length-1)return Af(e,n,t[s+1])}function P8(e,{x:t},{x:n,y:r,empty:i}){if(i)return!1;if(!t)return;let s=wi(t,n);if(s>0)return Af(e,t[s-1],r)}function D8(e,{x:t},{x:n,y:r,empty:i}){if(i)return!1;if(!t)return;let s=wi(t,n);if(s<t.length-1)return Af(e,t[s+1],r)}function L8(e,t,{empty:n}){return n}function Rf(e,t){return function(){return e.apply(null,arguments)&&t.apply(null,arguments)}}function Pf(e,{channels:{fx:t,fy:n},groups:r}){return t&&n?e.map(({x:i,y:s})=>r.get(i)?.get(s)??[]):t?e.map(({x:i})=>r.get(i)??[]):e.map(({y:i})=>r.get(i)??[])}var E2=Math.PI,Br=2*E2,ub=.618;function A2({projection:e,inset:t=0,insetTop:n=t,insetRight:r=t,insetBottom:i=t,insetLeft:s=t}={},o){if(e==null)return;if(typeof e.stream=="function")return e;let a,l,u="frame";if(Mn(e)){let k;if({type:e,domain:l,inset:k,insetTop:n=k!==void 0?k:n,insetRight:r=k!==void 0?k:r,insetBottom:i=k!==void 0?k:i,insetLeft:s=k!==void 0?k:s,clip:u=u,...a}=e,e==null)return}typeof e!="function"&&({type:e}=cb(e));let{width:c,height:f,marginLeft:d,marginRight:h,marginTop:p,marginBottom:g}=o,y=c-d-h-s-r,b=f-p-g-n-i;if(e=e?.({width:y,height:b,clip:u,...a}),e==null)return;u=N8(u,d,p,c-h,f-g);let v=d+s,$=p+n,w;if(l!=null){let[[k,x],[S,C]]=Wa(e).bounds(l),M=Math.min(y/(S-k),b/(C-x));M>0?(v-=(M*(k+S)-y)/2,$-=(M*(x+C)-b)/2,w=Ya({point(D,E){this.stream.point(D*M+v,E*M+$)}})):It("Warning: the projection could not be fit to the specified domain; using the default scale.")}return w??=v===0&&$===0?P2():Ya({point(k,x){this.stream.point(k+v,x+$)}}),{stream:k=>e.stream(w.stream(u(k)))}}function cb(e){switch(`${e}`.toLowerCase()){case"albers-usa":return Pn(Nx,.7463,.4673);case"albers":return Df(hp,.7463,.4673);case"azimuthal-equal-area":return Pn(zx,4,4);case"azimuthal-equidistant":return Pn(Fx,Br,Br);case"conic-conformal":return Df(Kx,Br,Br);case"conic-equal-area":return Df(Ga,6.1702,2.9781);case"conic-equidistant":return Df(Ux,7.312,3.6282);case"equal-earth":return Pn(Gx,5.4133,2.6347);case"equirectangular":return Pn(qx,Br,E2);case"gnomonic":return Pn(Yx,3.4641,3.4641);case"identity":return{type:P2};case"reflect-y":return{type:O8};case"mercator":return Pn(Hx,Br,Br);case"orthographic":return Pn(Jx,2,2);case"stereographic":return Pn(Qx,2,2);case"transverse-mercator":return Pn(t1,Br,Br);default:throw new Error(`unknown projection type: ${e}`)}}function N8(e,t,n,r,i){if(e===!1||e==null||typeof e=="number")return s=>s;if(e===!0&&(e="frame"),`${e}`.toLowerCase()==="frame")return up(t,n,r,i);throw new Error(`unknown projection clip type: ${e}`)}function Pn(e,t,n){return{type:({width:r,height:i,rotate:s,precision:o=.15,clip:a})=>{let l=e();return o!=null&&l.precision?.(o),s!=null&&l.rotate?.(s),typeof a=="number"&&l.clipAngle?.(a),r!=null&&(l.scale(Math.min(r/t,i/n)),l.translate([r/2,i/2])),l},aspectRatio:n/t}}function Df(e,t,n){let{type:r,aspectRatio:i}=Pn(e,t,n);return{type:s=>{let{parallels:o,domain:a,width:l,height:u}=s,c=r(s);return o!=null&&(c.parallels(o),a===void 0&&l!=null&&c.fitSize([l,u],{type:"Sphere"})),c},aspectRatio:i}}var P2=Ut({stream:e=>e}),O8=Ut(Ya({point(e,t){this.stream.point(e,-t)}}));function D2(e,t,n,r){let i=n[e],s=n[t],o=i.length,a=n[e]=new Float64Array(o).fill(NaN),l=n[t]=new Float64Array(o).fill(NaN),u,c=r.stream({point(f,d){a[u]=f,l[u]=d}});for(u=0;u<o;++u)c.point(i[u],s[u])}function L2({projection:e}={}){return e==null?!1:typeof e.stream=="function"?!0:(Mn(e)&&(e=e.type),e!=null)}function N2(e){if(typeof e?.stream=="function")return ub;if(Mn(e)){let t,n;if({domain:t,type:e,...n}=e,t!=null&&e!=null){let r=typeof e=="string"?cb(e).type:e,[[i,s],[o,a]]=Wa(r({...n,width:100,height:100})).bounds(t),l=(a-s)/(o-i);return l&&isFinite(l)?l<.2?.2:l>5?5:l:ub}}if(e!=null){if(typeof e!="function"){let{aspectRatio:t}=cb(e);if(t)return t}return ub}}function O2(e){let t=[],n=[],r={scale:"x",value:t},i={scale:"y",value:n},s={point(o,a){t.push(o),n.push(a)},lineStart(){},lineEnd(){},polygonStart(){},polygonEnd(){},sphere(){}};for(let o of e.value)ui(o,s);return[r,i]}function I2({x:e,y:t}){if(e||t)return e??=n=>n,t??=n=>n,Ya({point(n,r){this.stream.point(e(n),t(r))}})}function Vo(e={}){let{document:t=typeof window<"u"?window.document:void 0,clip:n}=e;return{document:t,clip:$f(n)}}function ue(e,{document:t}){return $n(ao(e).call(t.documentElement))}var Lf=Symbol("unset");function Nf(e){return(e.length===1?I8:z8)(e)}function I8(e){let t,n=Lf;return r=>(Object.is(n,r)||(n=r,t=e(r)),t)}function z8(e){let t,n;return(...r)=>((n?.length!==r.length||n.some((i,s)=>!Object.is(i,r[s])))&&(n=r,t=e(...r)),t)}var B8=Nf(e=>new Intl.NumberFormat(e)),Xz=Nf((e,t)=>new Intl.DateTimeFormat(e,{timeZone:"UTC",...t&&{month:t}})),Jz=Nf((e,t)=>new Intl.DateTimeFormat(e,{timeZone:"UTC",...t&&{weekday:t}}));function F8(e="en-US"){let t=B8(e);return n=>n!=null&&!isNaN(n)?t.format(n):void 0}function H8(e){return hf(e,"Invalid Date")}function V8(e="en-US"){let t=F8(e);return n=>(n instanceof Date?H8:typeof n=="number"?t:Ke)(n)}var ir=V8();var Ze=(typeof window<"u"?window.devicePixelRatio>1:typeof it>"u")?0:.5,K8=0;function B2(){return`plot-clip-${++K8}`}function F2(e,{title:t,href:n,ariaLabel:r,ariaDescription:i,ariaHidden:s,target:o,fill:a,fillOpacity:l,stroke:u,strokeWidth:c,strokeOpacity:f,strokeLinejoin:d,strokeLinecap:h,strokeMiterlimit:p,strokeDasharray:g,strokeDashoffset:y,opacity:b,mixBlendMode:v,imageFilter:$,paintOrder:w,pointerEvents:k,shapeRendering:x,channels:S},{ariaLabel:C,fill:M="currentColor",fillOpacity:D,stroke:E="none",strokeOpacity:P,strokeWidth:H,strokeLinecap:R,strokeLinejoin:T,strokeMiterlimit:B,paintOrder:I}){M===null&&(a=null,l=null),E===null&&(u=null,f=null),ut(M)?!ut(E)&&(!ut(a)||S?.fill)&&(E="none"):ut(E)&&(!ut(u)||S?.stroke)&&(M="none");let[J,z]=Nt(a,M),[V,G]=Fe(l,D),[W,U]=Nt(u,E),[oe,le]=Fe(f,P),[ce,q]=Fe(b);ps(U)||(c===void 0&&(c=H),h===void 0&&(h=R),d===void 0&&(d=T),p===void 0&&!d$(d)&&(p=B),!ps(z)&&w===void 0&&(w=I));let[ee,N]=Fe(c);return M!==null&&(e.fill=He(z,"currentColor"),e.fillOpacity=xl(G,1)),E!==null&&(e.stroke=He(U,"none"),e.strokeWidth=xl(N,1),e.strokeOpacity=xl(le,1),e.strokeLinejoin=He(d,"miter"),e.strokeLinecap=He(h,"butt"),e.strokeMiterlimit=xl(p,4),e.strokeDasharray=He(g,"none"),e.strokeDashoffset=He(y,"0")),e.target=Ke(o),e.ariaLabel=Ke(C),e.ariaDescription=Ke(i),e.ariaHidden=Ke(s),e.opacity=xl(q,1),e.mixBlendMode=He(v,"normal"),e.imageFilter=He($,"none"),e.paintOrder=He(w,"normal"),e.pointerEvents=He(k,"auto"),e.shapeRendering=He(x,"auto"),{title:{value:t,optional:!0,filter:null},href:{value:n,optional:!0,filter:null},ariaLabel:{value:r,optional:!0,filter:null},fill:{value:J,scale:"auto",optional:!0},fillOpacity:{value:V,scale:"auto",optional:!0},stroke:{value:W,scale:"auto",optional:!0},strokeOpacity:{value:oe,scale:"auto",optional:!0},strokeWidth:{value:ee,optional:!0},opacity:{value:ce,scale:"auto",optional:!0}}}function q8(e,t){t&&e.filter(n=>ll(t[n])).append("title").call(j8,t)}function U8(e,t){t&&e.filter(([n])=>ll(t[n])).append("title").call(G8,t)}function j8(e,t){t&&e.text(n=>ir(t[n]))}function G8(e,t){t&&e.text(([n])=>ir(t[n]))}function Qe(e,{target:t,tip:n},{ariaLabel:r,title:i,fill:s,fillOpacity:o,stroke:a,strokeOpacity:l,strokeWidth:u,opacity:c,href:f}){r&&Q(e,"aria-label",d=>r[d]),s&&Q(e,"fill",d=>s[d]),o&&Q(e,"fill-opacity",d=>o[d]),a&&Q(e,"stroke",d=>a[d]),l&&Q(e,"stroke-opacity",d=>l[d]),u&&Q(e,"stroke-width",d=>u[d]),c&&Q(e,"opacity",d=>c[d]),f&&H2(e,d=>f[d],t),n||q8(e,i)}function Of(e,{target:t,tip:n},{ariaLabel:r,title:i,fill:s,fillOpacity:o,stroke:a,strokeOpacity:l,strokeWidth:u,opacity:c,href:f}){r&&Q(e,"aria-label",([d])=>r[d]),s&&Q(e,"fill",([d])=>s[d]),o&&Q(e,"fill-opacity",([d])=>o[d]),a&&Q(e,"stroke",([d])=>a[d]),l&&Q(e,"stroke-opacity",([d])=>l[d]),u&&Q(e,"stroke-width",([d])=>u[d]),c&&Q(e,"opacity",([d])=>c[d]),f&&H2(e,([d])=>f[d],t),n||U8(e,i)}function W8({ariaLabel:e,title:t,fill:n,fillOpacity:r,stroke:i,strokeOpacity:s,strokeWidth:o,opacity:a,href:l},{tip:u}){return[e,u?void 0:t,n,r,i,s,o,a,l].filter(c=>c!==void 0)}function Y8(e,t,n){let r=qi(e,i=>t[i]);return n===void 0&&r.size>1+e.length>>1&&It("Warning: the implicit z channel has high cardinality. This may occur when the fill or stroke channel is associated with quantitative data rather than ordinal or categorical data. You can suppress this warning by setting the z option explicitly; if this data represents a single series, set z to null."),r.values()}function*If(e,t,n,r){let{z:i}=n,{z:s}=r,o=W8(r,n),a=[...t,...o];for(let l of s?Y8(e,s,i):[e]){let u,c;e:for(let f of l){for(let d of a)if(!hn(d[f])){c&&c.push(-1);continue e}if(u===void 0){c&&(yield c),u=o.map(d=>pn(d[f])),c=[f];continue}c.push(f);for(let d=0;d<o.length;++d)if(pn(o[d][f])!==u[d]){yield c,u=o.map(p=>pn(p[f])),c=[f];continue e}}c&&(yield c)}}function X8(e,t,n,r){let i,{clip:s=r.clip}=t;s==="frame"?(e=ue("svg:g",r).each(function(){this.appendChild(e.node()),e.node=()=>this}),i=Z8(r,n)):s&&(i=eP(s,r)),Q(e,"aria-label",t.ariaLabel),Q(e,"aria-description",t.ariaDescription),Q(e,"aria-hidden",t.ariaHidden),Q(e,"clip-path",i)}function J8(e){let t=new WeakMap;return(n,r)=>{let i=t.get(n);if(!i){let s=B2();$n(n.ownerSVGElement).append("clipPath").attr("id",s).call(e,n,r),t.set(n,i=`url(#${s})`)}return i}}var Z8=J8((e,t,n)=>{let{width:r,height:i,marginLeft:s,marginRight:o,marginTop:a,marginBottom:l}=n;e.append("rect").attr("x",s).attr("y",a).attr("width",r-o-s).attr("height",i-a-l)}),z2=new WeakMap,Q8={type:"Sphere"};function eP(e,t){let n,r;if((n=z2.get(t))||z2.set(t,n=new WeakMap),e.type==="Sphere"&&(e=Q8),!(r=n.get(e))){let i=B2();$n(t.ownerSVGElement).append("clipPath").attr("id",i).append("path").attr("d",t.path()(e)),n.set(e,r=`url(#${i})`)}return r}function Le(e,t,n,r){X8(e,t,n,r),Q(e,"class",t.className),Q(e,"fill",t.fill),Q(e,"fill-opacity",t.fillOpacity),Q(e,"stroke",t.stroke),Q(e,"stroke-width",t.strokeWidth),Q(e,"stroke-opacity",t.strokeOpacity),Q(e,"stroke-linejoin",t.strokeLinejoin),Q(e,"stroke-linecap",t.strokeLinecap),Q(e,"stroke-miterlimit",t.strokeMiterlimit),Q(e,"stroke-dasharray",t.strokeDasharray),Q(e,"stroke-dashoffset",t.strokeDashoffset),Q(e,"shape-rendering",t.shapeRendering),Q(e,"filter",t.imageFilter),Q(e,"paint-order",t.paintOrder);let{pointerEvents:i=r.pointerSticky===!1?"none":void 0}=t;Q(e,"pointer-events",i)}function Ae(e,t){tP(e,"mix-blend-mode",t.mixBlendMode),Q(e,"opacity",t.opacity)}function H2(e,t,n){e.each(function(r){let i=t(r);if(i!=null){let s=this.ownerDocument.createElementNS(oi.svg,"a");s.setAttribute("fill","inherit"),s.setAttributeNS(oi.xlink,"href",i),n!=null&&s.setAttribute("target",n),this.parentNode.insertBefore(s,this).appendChild(this)}})}function Q(e,t,n){n!=null&&e.attr(t,n)}function tP(e,t,n){n!=null&&e.style(t,n)}function Ne(e,t,{x:n,y:r},i=Ze,s=Ze){i+=t.dx,s+=t.dy,n?.bandwidth&&(i+=n.bandwidth()/2),r?.bandwidth&&(s+=r.bandwidth()/2),(i||s)&&e.attr("transform",`translate(${i},${s})`)}function He(e,t){if((e=Ke(e))!==t)return e}function xl(e,t){if((e=De(e))!==t)return e}var nP=/^-?([_a-z]|[\240-\377]|\\[0-9a-f]{1,6}(\r\n|[ \t\r\n\f])?|\\[^\r\n\f0-9a-f])([_a-z0-9-]|[\240-\377]|\\[0-9a-f]{1,6}(\r\n|[ \t\r\n\f])?|\\[^\r\n\f0-9a-f])*$/i;function Ko(e){if(e===void 0)return"plot-d6a7b5";if(e=`${e}`,!nP.test(e))throw new Error(`invalid class name: ${e}`);return e}function qo(e,t){if(typeof t=="string")e.property("style",t);else if(t!=null)for(let n of e)Object.assign(n.style,t)}function sr({frameAnchor:e},{width:t,height:n,marginTop:r,marginRight:i,marginBottom:s,marginLeft:o}){return[/left$/.test(e)?o:/right$/.test(e)?t-i:(o+t-i)/2,/^top/.test(e)?r:/^bottom/.test(e)?n-s:(r+n-s)/2]}var be=class{constructor(t,n={},r={},i){let{facet:s="auto",facetAnchor:o,fx:a,fy:l,sort:u,dx:c=0,dy:f=0,margin:d=0,marginTop:h=d,marginRight:p=d,marginBottom:g=d,marginLeft:y=d,className:b,clip:v=i?.clip,channels:$,tip:w,render:k}=r;if(this.data=t,this.sort=gi(u)?u:null,this.initializer=Nr(r).initializer,this.transform=this.initializer?r.transform:ys(r).transform,s===null||s===!1?this.facet=null:(this.facet=Tt(s===!0?"include":s,"facet",["auto","include","exclude","super"]),this.fx=t===Mo&&typeof a=="string"?[a]:a,this.fy=t===Mo&&typeof l=="string"?[l]:l),this.facetAnchor=R2(o),n=Dg(n),$!==void 0&&(n={...rP($),...n}),i!==void 0&&(n={...F2(this,r,i),...n}),this.channels=Object.fromEntries(Object.entries(n).map(([x,S])=>{if(Eo(S.value)){let{value:C,label:M=S.label,scale:D=S.scale}=S.value;S={...S,label:M,scale:D,value:C}}if(t===Mo&&typeof S.value=="string"){let{value:C}=S;S={...S,value:[C]}}return[x,S]}).filter(([x,{value:S,optional:C}])=>{if(S!=null)return!0;if(C)return!1;throw new Error(`missing channel value: ${x}`)})),this.dx=+c,this.dy=+f,this.marginTop=+h,this.marginRight=+p,this.marginBottom=+g,this.marginLeft=+y,this.clip=$f(v),this.tip=iP(w),this.className=Ke(b),this.facet==="super"){if(a||l)throw new Error("super-faceting cannot use fx or fy");for(let x in this.channels){let{scale:S}=n[x];if(!(S!=="x"&&S!=="y"))throw new Error("super-faceting cannot use x or y")}}k!=null&&(this.render=db(k,this.render))}initialize(t,n,r){let i=Lr(this.data);t===void 0&&i!=null&&(t=[Ct(i)]);let s=t;this.transform!=null&&({facets:t,data:i}=this.transform(i,t,r),i=Lr(i)),t!==void 0&&(t.original=s);let o=A$(this.channels,i);return this.sort!=null&&D$(i,t,o,n,this.sort),{data:i,facets:t,channels:o}}filter(t,n,r){for(let i in n){let{filter:s=hn}=n[i];if(s!==null){let o=r[i];t=t.filter(a=>s(o[a]))}}return t}project(t,n,r){for(let i in t)if(t[i].scale==="x"&&/^x|x$/.test(i)){let s=i.replace(/^x|x$/,"y");s in t&&t[s].scale==="y"&&D2(i,s,n,r.projection)}}scale(t,n,r){let i=P$(t,n);return r.projection&&this.project(t,i,r),i}};function fb(...e){return e.plot=be.prototype.plot,e}function db(e,t){if(e==null)return t===null?void 0:t;if(t==null)return e===null?void 0:e;if(typeof e!="function")throw new TypeError(`invalid render transform: ${e}`);if(typeof t!="function")throw new TypeError(`invalid render transform: ${t}`);return function(n,r,i,s,o,a){return e.call(this,n,r,i,s,o,(l,u,c,f,d)=>t.call(this,l,u,c,f,d,a))}}function rP(e){return Object.fromEntries(Object.entries(Dg(e)).map(([t,n])=>(n=typeof n=="string"?{value:n,label:t}:nr(n),n.filter===void 0&&n.scale==null&&(n={...n,filter:null}),[t,n])))}function iP(e){return e===!0?"xy":e===!1||e==null?null:typeof e=="string"?Tt(e,"tip",["x","y","xy"]):e}function vs(e,t){return e?.tip===!0?{...e,tip:t}:Mn(e?.tip)&&e.tip.pointer===void 0?{...e,tip:{...e.tip,pointer:t}}:e}function K2(e,t,n={}){let r=.5-Ze,i=.5+Ze,s=.5+Ze,o=.5-Ze;for(let{marginTop:g,marginRight:y,marginBottom:b,marginLeft:v}of t)g>r&&(r=g),y>i&&(i=y),b>s&&(s=b),v>o&&(o=v);let{margin:a,marginTop:l=a!==void 0?a:r,marginRight:u=a!==void 0?a:i,marginBottom:c=a!==void 0?a:s,marginLeft:f=a!==void 0?a:o}=n;l=+l,u=+u,c=+c,f=+f;let{width:d=640,height:h=sP(e,n,{width:d,marginTopDefault:r,marginRightDefault:i,marginBottomDefault:s,marginLeftDefault:o})+Math.max(0,l-r+c-s)}=n;d=+d,h=+h;let p={width:d,height:h,marginTop:l,marginRight:u,marginBottom:c,marginLeft:f};if(e.fx||e.fy){let{margin:g,marginTop:y=g!==void 0?g:l,marginRight:b=g!==void 0?g:u,marginBottom:v=g!==void 0?g:c,marginLeft:$=g!==void 0?g:f}=n.facet??{};y=+y,b=+b,v=+v,$=+$,p.facet={marginTop:y,marginRight:b,marginBottom:v,marginLeft:$}}return p}function sP({x:e,y:t,fy:n,fx:r},{projection:i,aspectRatio:s},{width:o,marginTopDefault:a,marginRightDefault:l,marginBottomDefault:u,marginLeftDefault:c}){let f=n&&n.scale.domain().length||1,d=N2(i);if(d){let p=r?r.scale.domain().length:1,g=(1.1*f-.1)/(1.1*p-.1)*d,y=Math.max(.1,Math.min(10,g));return Math.round((o-c-l)*y+a+u)}let h=t?rr(t)?t.scale.domain().length||1:Math.max(7,17/f):1;if(s!=null){if(s=+s,!(isFinite(s)&&s>0))throw new Error(`invalid aspectRatio: ${s}`);let p=V2("y",t)/(V2("x",e)*s),g=r?r.scale.bandwidth():1,y=n?n.scale.bandwidth():1,b=g*(o-c-l)-e.insetLeft-e.insetRight;return(p*b+t.insetTop+t.insetBottom)/y+a+u}return!!(t||n)*Math.max(1,Math.min(60,h*f))*20+!!r*30+60}function V2(e,t){if(!t)throw new Error(`aspectRatio requires ${e} scale`);let{type:n,domain:r}=t,i;switch(n){case"linear":case"utc":case"time":i=Number;break;case"pow":{let a=t.scale.exponent();i=l=>Math.pow(l,a);break}case"log":i=Math.log;break;case"point":case"band":return r.length;default:throw new Error(`unsupported ${e} scale for aspectRatio: ${n}`)}let[s,o]=ht(r);return Math.abs(i(o)-i(s))}var q2=new WeakMap;function hb(e,t,{x:n,y:r,px:i,py:s,maxRadius:o=40,channels:a,render:l,...u}={}){return o=+o,i!=null&&(n??=null,a={...a,px:{value:i,scale:"x"}}),s!=null&&(r??=null,a={...a,py:{value:s,scale:"y"}}),{x:n,y:r,channels:a,...u,render:db(function(c,f,d,h,p,g){p={...p,pointerSticky:!1};let y=p.ownerSVGElement,{data:b}=p.getMarkState(this),v=q2.get(y);v||q2.set(y,v={sticky:!1,roots:[],renders:[]});let $=v.renders.push(U)-1,{x:w,y:k,fx:x,fy:S}=f,C=x?x(c.fx)-h.marginLeft:0,M=S?S(c.fy)-h.marginTop:0;w?.bandwidth&&(C+=w.bandwidth()/2),k?.bandwidth&&(M+=k.bandwidth()/2);let D=c.fi!=null,E;if(D){let q=v.facetStates;q||(v.facetStates=q=new Map),E=q.get(this),E||q.set(this,E=new Map)}let[P,H]=sr(this,h),{px:R,py:T}=d,B=R?q=>R[q]:mb(d,P),I=T?q=>T[q]:gb(d,H),J,z,V,G;function W(q,ee){if(D)if(G&&(G=cancelAnimationFrame(G)),q==null)E.delete(c.fi);else{E.set(c.fi,ee),G=requestAnimationFrame(()=>{G=null;for(let[N,K]of E)if(K<ee||K===ee&&N<c.fi){q=null;break}U(q)});return}U(q)}function U(q){if(J===q&&V===v.sticky)return;J=q,V=p.pointerSticky=v.sticky;let ee=J==null?[]:[J];D&&(ee.fx=c.fx,ee.fy=c.fy,ee.fi=c.fi);let N=g(ee,f,d,h,p);if(z){if(D){let K=z.parentNode,Y=z.getAttribute("transform"),A=N.getAttribute("transform");Y?N.setAttribute("transform",Y):N.removeAttribute("transform"),A?K.setAttribute("transform",A):K.removeAttribute("transform"),N.removeAttribute("aria-label"),N.removeAttribute("aria-description"),N.removeAttribute("aria-hidden")}z.replaceWith(N)}if(v.roots[$]=z=N,!(J==null&&E?.size>1)){let K=J==null?null:Tn(b)?b[J]:b.get(J);p.dispatchValue(K)}return N}function oe(q){if(v.sticky||q.pointerType==="mouse"&&q.buttons===1)return;let[ee,N]=nw(q);ee-=C,N-=M;let K=ee<h.marginLeft||ee>h.width-h.marginRight?1:e,Y=N<h.marginTop||N>h.height-h.marginBottom?1:t,A=null,de=o*o;for(let Z of c){let pe=K*(B(Z)-ee),Re=Y*(I(Z)-N),pt=pe*pe+Re*Re;pt<=de&&(A=Z,de=pt)}if(A!=null&&(e!==1||t!==1)){let Z=B(A)-ee,pe=I(A)-N;de=Z*Z+pe*pe}W(A,de)}function le(q){q.pointerType==="mouse"&&J!=null&&(v.sticky&&v.roots.some(ee=>ee?.contains(q.target))||(v.sticky?(v.sticky=!1,v.renders.forEach(ee=>ee(null))):(v.sticky=!0,U(J)),q.stopImmediatePropagation()))}function ce(q){q.pointerType==="mouse"&&(v.sticky||W(null))}return y.addEventListener("pointerenter",oe),y.addEventListener("pointermove",oe),y.addEventListener("pointerdown",le),y.addEventListener("pointerleave",ce),U(null)},l)}}function U2(e){return hb(1,1,e)}function j2(e){return hb(1,.01,e)}function pb(e){return hb(.01,1,e)}function mb({x1:e,x2:t,x:n=e},r){return e&&t?i=>(e[i]+t[i])/2:n?i=>n[i]:()=>r}function gb({y1:e,y2:t,y:n=e},r){return e&&t?i=>(e[i]+t[i])/2:n?i=>n[i]:()=>r}function zf(e){return rr(e)&&e.interval===void 0?void 0:"tabular-nums"}function G2(e,t){let{label:n=e.label,tickSize:r=6,width:i=240,height:s=44+r,marginTop:o=18,marginRight:a=0,marginBottom:l=16+r,marginLeft:u=0,style:c,ticks:f=(i-u-a)/64,tickFormat:d,fontVariant:h=zf(e),round:p=!0,opacity:g,className:y}=t,b=Vo(t);y=Ko(y),g=Fe(g)[1],d===null&&(d=()=>null);let v=ue("svg",b).attr("class",`${y}-ramp`).attr("font-family","system-ui, sans-serif").attr("font-size",10).attr("width",i).attr("height",s).attr("viewBox",`0 0 ${i} ${s}`).call(P=>P.append("style").text(`:where(.${y}-ramp) {
  display: block;
  height: auto;
  height: intrinsic;
  max-width: 100%;
  overflow: visible;
}
:where(.${y}-ramp text) {
  white-space: pre;
}`)).call(qo,c),$=P=>P.selectAll(".tick line").attr("y1",o+l-s),w,k=p?(P,H)=>P.rangeRound(H):(P,H)=>P.range(H),{type:x,domain:S,range:C,interpolate:M,scale:D,pivot:E}=e;if(M){let P=C===void 0?M:li(M.length===1?vl(M):M,C);w=k(D.copy(),$t(Ye(u,i-a),Math.min(S.length+(E!==void 0),C===void 0?1/0:C.length)));let H=256,R=b.document.createElement("canvas");R.width=H,R.height=1;let T=R.getContext("2d");for(let B=0,I=H-1;B<H;++B)T.fillStyle=P(B/I),T.fillRect(B,0,1,1);v.append("image").attr("opacity",g).attr("x",u).attr("y",o).attr("width",i-u-a).attr("height",s-o-l).attr("preserveAspectRatio","none").attr("xlink:href",R.toDataURL())}else if(x==="threshold"){let P=S,H=d===void 0?R=>R:typeof d=="string"?Kn(d):d;w=k(il().domain([-1,C.length-1]),[u,i-a]),v.append("g").attr("fill-opacity",g).selectAll().data(C).enter().append("rect").attr("x",(R,T)=>w(T-1)).attr("y",o).attr("width",(R,T)=>w(T)-w(T-1)).attr("height",s-o-l).attr("fill",R=>R),f=xe(P,(R,T)=>T),d=R=>H(P[R],R)}else w=k($o().domain(S),[u,i-a]),v.append("g").attr("fill-opacity",g).selectAll().data(S).enter().append("rect").attr("x",w).attr("y",o).attr("width",Math.max(0,w.bandwidth()-1)).attr("height",s-o-l).attr("fill",D),$=()=>{};return v.append("g").attr("transform",`translate(0,${s-l})`).call(q0(w).ticks(Array.isArray(f)?null:f,typeof d=="string"?d:void 0).tickFormat(typeof d=="function"?d:void 0).tickSize(r).tickValues(Array.isArray(f)?f:null)).attr("font-size",null).attr("font-family",null).attr("font-variant",He(h,"normal")).call($).call(P=>P.select(".domain").remove()),n!==void 0&&v.append("text").attr("x",u).attr("y",o-6).attr("fill","currentColor").attr("font-weight","bold").text(n),v.node()}var bb=Math.PI/180;function ws(e,{marker:t,markerStart:n=t,markerMid:r=t,markerEnd:i=t}={}){e.markerStart=yb(n),e.markerMid=yb(r),e.markerEnd=yb(i)}function yb(e){if(e==null||e===!1)return null;if(e===!0)return Y2;if(typeof e=="function")return e;switch(`${e}`.toLowerCase()){case"none":return null;case"arrow":return W2("auto");case"arrow-reverse":return W2("auto-start-reverse");case"dot":return oP;case"circle":case"circle-fill":return Y2;case"circle-stroke":return aP;case"tick":return vb("auto");case"tick-x":return vb(90);case"tick-y":return vb(0)}throw new Error(`invalid marker: ${e}`)}function W2(e){return(t,n)=>ue("svg:marker",n).attr("viewBox","-5 -5 10 10").attr("markerWidth",6.67).attr("markerHeight",6.67).attr("orient",e).attr("fill","none").attr("stroke",t).attr("stroke-width",1.5).attr("stroke-linecap","round").attr("stroke-linejoin","round").call(r=>r.append("path").attr("d","M-1.5,-3l3,3l-3,3")).node()}function oP(e,t){return ue("svg:marker",t).attr("viewBox","-5 -5 10 10").attr("markerWidth",6.67).attr("markerHeight",6.67).attr("fill",e).attr("stroke","none").call(n=>n.append("circle").attr("r",2.5)).node()}function Y2(e,t){return ue("svg:marker",t).attr("viewBox","-5 -5 10 10").attr("markerWidth",6.67).attr("markerHeight",6.67).attr("fill",e).attr("stroke","var(--plot-background)").attr("stroke-width",1.5).call(n=>n.append("circle").attr("r",3)).node()}function aP(e,t){return ue("svg:marker",t).attr("viewBox","-5 -5 10 10").attr("markerWidth",6.67).attr("markerHeight",6.67).attr("fill","var(--plot-background)").attr("stroke",e).attr("stroke-width",1.5).call(n=>n.append("circle").attr("r",3)).node()}function vb(e){return(t,n)=>ue("svg:marker",n).attr("viewBox","-3 -3 6 6").attr("markerWidth",6).attr("markerHeight",6).attr("orient",e).attr("stroke",t).call(r=>r.append("path").attr("d","M0,-3v6")).node()}var lP=0;function _l(e,t,{stroke:n},r){return Z2(e,t,n&&(i=>n[i]),null,r)}function X2(e,t,{stroke:n,z:r},i){return Z2(e,t,n&&(([s])=>n[s]),r,i)}var wb=1,J2=2;function uP(e,t){let n=new Uint8Array(t.length),r=e.data().filter(s=>s.length>1),i=r.length;for(let s=0,o=Lf;s<i;++s){let a=r[s];if(a.length>1){let l=a[0];o!==(o=pn(t[l]))&&(n[l]|=wb)}}for(let s=i-1,o=Lf;s>=0;--s){let a=r[s];if(a.length>1){let l=a[0];o!==(o=pn(t[l]))&&(n[l]|=J2)}}return([s])=>n[s]}function Z2(e,{markerStart:t,markerMid:n,markerEnd:r,stroke:i},s=()=>i,o,a){if(!t&&!n&&!r)return;let l=new Map,u=o&&uP(e,o);function c(f,d,h){return function(p){if(h&&!h(p))return;let g=s(p),y=l.get(d);y||l.set(d,y=new Map);let b=y.get(g);if(!b){let v=this.parentNode.insertBefore(d(g,a),this),$=`plot-marker-${++lP}`;v.setAttribute("id",$),y.set(g,b=`url(#${$})`)}this.setAttribute(f,b)}}t&&e.each(c("marker-start",t,u&&(f=>u(f)&wb))),n&&u&&e.each(c("marker-start",n,f=>!(u(f)&wb))),n&&e.each(c("marker-mid",n)),r&&e.each(c("marker-end",r,u&&(f=>u(f)&J2)))}function Uo({inset:e,insetLeft:t,insetRight:n,...r}={}){return[t,n]=Q2(e,t,n),{inset:e,insetLeft:t,insetRight:n,...r}}function Bf({inset:e,insetTop:t,insetBottom:n,...r}={}){return[t,n]=Q2(e,t,n),{inset:e,insetTop:t,insetBottom:n,...r}}function Q2(e,t,n){return e===void 0&&t===void 0&&n===void 0?Ze?[1,0]:[.5,.5]:[t,n]}function eS(e,{interval:t}){return e={...nr(e)},e.interval=vf(e.interval===void 0?t:e.interval),e}function xb(e,t,n,r){let{[e]:i,[`${e}1`]:s,[`${e}2`]:o}=n,{value:a,interval:l}=eS(i,n);if(a==null||l==null&&!r)return n;let u=En(i);if(l==null){let h,p={transform:g=>h||(h=Ee(g,a)),label:u};return{...n,[e]:void 0,[`${e}1`]:s===void 0?p:s,[`${e}2`]:o===void 0&&!(s===o&&r)?p:o}}let c,f;function d(h){return f!==void 0&&h===c?f:f=xe(Ee(c=h,a),p=>l.floor(p))}return t({...n,[e]:void 0,[`${e}1`]:s===void 0?{transform:d,label:u}:s,[`${e}2`]:o===void 0?{transform:h=>d(h).map(p=>l.offset(p)),label:u}:o})}function tS(e,t,n){let{[e]:r}=n,{value:i,interval:s}=eS(r,n);return i==null||s==null?n:t({...n,[e]:{label:En(r),transform:o=>{let a=xe(Ee(o,i),u=>s.floor(u)),l=a.map(u=>s.offset(u));return a.map(Ve(a)?(u,c)=>u==null||isNaN(u=+u)||(c=l[c],c==null)||isNaN(c=+c)?void 0:new Date((u+c)/2):(u,c)=>u==null||(c=l[c],c==null)?NaN:(+u+ +c)/2)}}})}function nS(e={}){return xb("x",Uo,e,!0)}function _b(e={}){return xb("x",Uo,e)}function Ff(e={}){return xb("y",Bf,e)}function rS(e={}){return tS("x",Uo,e)}function iS(e={}){return tS("y",Bf,e)}var sS={ariaLabel:"rule",fill:null,stroke:"currentColor"},Hf=class extends be{constructor(t,n={}){let{x:r,y1:i,y2:s,inset:o=0,insetTop:a=o,insetBottom:l=o}=n;super(t,{x:{value:r,scale:"x",optional:!0},y1:{value:i,scale:"y",optional:!0},y2:{value:s,scale:"y",optional:!0}},vs(n,"x"),sS),this.insetTop=De(a),this.insetBottom=De(l),ws(this,n)}render(t,n,r,i,s){let{x:o,y:a}=n,{x:l,y1:u,y2:c}=r,{width:f,height:d,marginTop:h,marginRight:p,marginLeft:g,marginBottom:y}=i,{insetTop:b,insetBottom:v}=this;return ue("svg:g",s).call(Le,this,i,s).call(Ne,this,{x:l&&o},Ze,0).call($=>$.selectAll().data(t).enter().append("line").call(Ae,this).attr("x1",l?w=>l[w]:(g+f-p)/2).attr("x2",l?w=>l[w]:(g+f-p)/2).attr("y1",u&&!An(a)?w=>u[w]+b:h+b).attr("y2",c&&!An(a)?a.bandwidth?w=>c[w]+a.bandwidth()-v:w=>c[w]-v:d-y-v).call(Qe,this,r).call(_l,this,r,s)).node()}},Vf=class extends be{constructor(t,n={}){let{x1:r,x2:i,y:s,inset:o=0,insetRight:a=o,insetLeft:l=o}=n;super(t,{y:{value:s,scale:"y",optional:!0},x1:{value:r,scale:"x",optional:!0},x2:{value:i,scale:"x",optional:!0}},vs(n,"y"),sS),this.insetRight=De(a),this.insetLeft=De(l),ws(this,n)}render(t,n,r,i,s){let{x:o,y:a}=n,{y:l,x1:u,x2:c}=r,{width:f,height:d,marginTop:h,marginRight:p,marginLeft:g,marginBottom:y}=i,{insetLeft:b,insetRight:v}=this;return ue("svg:g",s).call(Le,this,i,s).call(Ne,this,{y:l&&a},0,Ze).call($=>$.selectAll().data(t).enter().append("line").call(Ae,this).attr("x1",u&&!An(o)?w=>u[w]+b:g+b).attr("x2",c&&!An(o)?o.bandwidth?w=>c[w]+o.bandwidth()-v:w=>c[w]-v:f-p-v).attr("y1",l?w=>l[w]:(h+d-y)/2).attr("y2",l?w=>l[w]:(h+d-y)/2).call(Qe,this,r).call(_l,this,r,s)).node()}};function et(e,t){let{x:n=ge,y:r,y1:i,y2:s,...o}=Ff(t);return[i,s]=oS(r,i,s),new Hf(e,{...o,x:n,y1:i,y2:s})}function Gt(e,t){let{y:n=ge,x:r,x1:i,x2:s,...o}=_b(t);return[i,s]=oS(r,i,s),new Vf(e,{...o,y:n,x1:i,x2:s})}function oS(e,t,n){if(e==null){if(t===void 0){if(n!==void 0)return[0,n]}else if(n===void 0)return[0,t]}else{if(t===void 0)return n===void 0?[0,e]:[e,n];if(n===void 0)return[e,t]}return[t,n]}function jo(e,...t){let n=t.length;for(let r=0,i=!0;r<n;++r)typeof t[r]!="function"&&(i&&(e=e.slice(),i=!1),e.splice(r,2,e[r]+t[r]+e[r+1]),t.splice(r,1),--r,--n);return r=>{let i=e[0];for(let s=0;s<n;++s)i+=t[s](r)+e[s+1];return i}}var cP={ariaLabel:"text",strokeLinejoin:"round",strokeWidth:3,paintOrder:"stroke"},fS="\xAD",$l=class extends be{constructor(t,n={}){let{x:r,y:i,text:s=Ot(t)&&wf(t)?ge:Cn,frameAnchor:o,textAnchor:a=/right$/i.test(o)?"end":/left$/i.test(o)?"start":"middle",lineAnchor:l=/^top/i.test(o)?"top":/^bottom/i.test(o)?"bottom":"middle",lineHeight:u=1,lineWidth:c=1/0,textOverflow:f,monospace:d,fontFamily:h=d?"ui-monospace, monospace":void 0,fontSize:p,fontStyle:g,fontVariant:y,fontWeight:b,rotate:v}=n,[$,w]=Fe(v,0),[k,x]=pP(p);if(super(t,{x:{value:r,scale:"x",optional:!0},y:{value:i,scale:"y",optional:!0},fontSize:{value:k,optional:!0},rotate:{value:a$($),optional:!0},text:{value:s,filter:ll,optional:!0}},n,cP),this.rotate=w,this.textAnchor=He(a,"middle"),this.lineAnchor=Tt(l,"lineAnchor",["top","middle","bottom"]),this.lineHeight=+u,this.lineWidth=+c,this.textOverflow=Sb(f),this.monospace=!!d,this.fontFamily=Ke(h),this.fontSize=x,this.fontStyle=Ke(g),this.fontVariant=Ke(y),this.fontWeight=Ke(b),this.frameAnchor=vi(o),!(this.lineWidth>=0))throw new Error(`invalid lineWidth: ${c}`);this.splitLines=Cb(this),this.clipLine=Mb(this)}render(t,n,r,i,s){let{x:o,y:a}=n,{x:l,y:u,rotate:c,text:f,title:d,fontSize:h}=r,{rotate:p}=this,[g,y]=sr(this,i);return ue("svg:g",s).call(Le,this,i,s).call(Tb,this,f,i).call(Ne,this,{x:l&&o,y:u&&a}).call(b=>b.selectAll().data(t).enter().append("text").call(Ae,this).call(fP,this,f,d).attr("transform",jo`translate(${l?v=>l[v]:g},${u?v=>u[v]:y})${c?v=>` rotate(${c[v]})`:p?` rotate(${p})`:""}`).call(Q,"font-size",h&&(v=>h[v])).call(Qe,this,r)).node()}};function Sb(e){return e==null?null:Tt(e,"textOverflow",["clip","ellipsis","clip-start","clip-end","ellipsis-start","ellipsis-middle","ellipsis-end"]).replace(/^(clip|ellipsis)$/,"$1-end")}function fP(e,t,n,r){if(!n)return;let{lineAnchor:i,lineHeight:s,textOverflow:o,splitLines:a,clipLine:l}=t;e.each(function(u){let c=a(ir(n[u])??"").map(l),f=c.length,d=i==="top"?.71:i==="bottom"?1-f:(164-f*100)/200;if(f>1){let h=0;for(let p=0;p<f;++p){if(++h,!c[p])continue;let g=this.ownerDocument.createElementNS(oi.svg,"tspan");g.setAttribute("x",0),p===h-1?g.setAttribute("y",`${(d+p)*s}em`):g.setAttribute("dy",`${h*s}em`),g.textContent=c[p],this.appendChild(g),h=0}}else d&&this.setAttribute("y",`${d*s}em`),this.textContent=c[0];if(o&&!r&&c[0]!==n[u]){let h=this.ownerDocument.createElementNS(oi.svg,"title");h.textContent=n[u],this.appendChild(h)}})}function kb(e,{x:t,y:n,...r}={}){return r.frameAnchor===void 0&&([t,n]=Rn(t,n)),new $l(e,{...r,x:t,y:n})}function dS(e,{x:t=ge,...n}={}){return new $l(e,iS({...n,x:t}))}function hS(e,{y:t=ge,...n}={}){return new $l(e,rS({...n,y:t}))}function Tb(e,t,n){Q(e,"text-anchor",t.textAnchor),Q(e,"font-family",t.fontFamily),Q(e,"font-size",t.fontSize),Q(e,"font-style",t.fontStyle),Q(e,"font-variant",t.fontVariant===void 0?dP(n):t.fontVariant),Q(e,"font-weight",t.fontWeight)}function dP(e){return e&&(c$(e)||Ve(e))?"tabular-nums":void 0}var hP=new Set(["inherit","initial","revert","unset","xx-small","x-small","small","medium","large","x-large","xx-large","xxx-large","larger","smaller"]);function pP(e){return e==null||typeof e=="number"?[void 0,e]:typeof e!="string"?[e,void 0]:(e=e.trim().toLowerCase(),hP.has(e)||/^[+-]?\d*\.?\d+(e[+-]?\d+)?(\w*|%)$/.test(e)?[void 0,e]:[e,void 0])}function mP(e,t,n){let r=[],i,s=0;for(let[o,a,l]of gP(e)){if(i===void 0&&(i=o),s>i&&n(e,i,a)>t&&(r.push(e.slice(i,s)+(e[s-1]===fS?"-":"")),i=o),l){r.push(e.slice(i,a)),i=void 0;continue}s=a}return r}function*gP(e){let t=0,n=0,r=e.length;for(;n<r;){let i=1;switch(e[n]){case fS:case"-":++n,yield[t,n,!1],t=n;break;case" ":for(yield[t,n,!1];e[++n]===" ";);t=n;break;case"\r":e[n+1]===`
`&&++i;case`
`:yield[t,n,!0],n+=i,t=n;break;default:++n;break}}yield[t,n,!0]}var aS={a:56,b:63,c:57,d:63,e:58,f:37,g:62,h:60,i:26,j:26,k:55,l:26,m:88,n:60,o:60,p:62,q:62,r:39,s:54,t:38,u:60,v:55,w:79,x:54,y:55,z:55,A:69,B:67,C:73,D:74,E:61,F:58,G:76,H:75,I:28,J:55,K:67,L:58,M:89,N:75,O:78,P:65,Q:78,R:67,S:65,T:65,U:75,V:69,W:98,X:69,Y:67,Z:67,0:64,1:48,2:62,3:64,4:66,5:63,6:65,7:58,8:65,9:65," ":29,"!":32,'"':49,"'":31,"(":39,")":39,",":31,"-":48,".":31,"/":32,":":31,";":31,"?":52,"\u2018":31,"\u2019":31,"\u201C":47,"\u201D":47,"\u2026":82};function Kf(e,t=0,n=e.length){let r=0;for(let i=t;i<n;i=Go(e,i))r+=aS[e[i]]??(mS(e,i)?120:aS.e);return r}function qf(e,t=0,n=e.length){let r=0;for(let i=t;i<n;i=Go(e,i))r+=mS(e,i)?126:63;return r}function Cb({monospace:e,lineWidth:t,textOverflow:n}){if(n!=null||t==1/0)return s=>s.split(/\r\n?|\n/g);let r=e?qf:Kf,i=t*100;return s=>mP(s,i,r)}function Mb({monospace:e,lineWidth:t,textOverflow:n}){if(n==null||t==1/0)return s=>s;let r=e?qf:Kf,i=t*100;switch(n){case"clip-start":return s=>uS(s,i,r,"");case"clip-end":return s=>lS(s,i,r,"");case"ellipsis-start":return s=>uS(s,i,r,xs);case"ellipsis-middle":return s=>bP(s,i,r,xs);case"ellipsis-end":return s=>lS(s,i,r,xs)}}var xs="\u2026";function _s(e,t,n,r){let i=[],s=0;for(let o=0,a=0,l=e.length;o<l;o=a){a=Go(e,o);let u=n(e,o,a);if(s+u>t){for(s+=r;s>t&&o>0;)a=o,o=i.pop(),s-=n(e,o,a);return[o,t-s]}s+=u,i.push(o)}return[-1,0]}function lS(e,t,n,r){e=e.trim();let i=n(r),[s]=_s(e,t,n,i);return s<0?e:e.slice(0,s).trimEnd()+r}function bP(e,t,n,r){e=e.trim();let i=n(e);if(i<=t)return e;let s=n(r)/2,[o,a]=_s(e,t/2,n,s),[l]=_s(e,i-t/2-a+s,n,-s);return l<0?r:e.slice(0,o).trimEnd()+r+e.slice(Go(e,l)).trimStart()}function uS(e,t,n,r){e=e.trim();let i=n(e);if(i<=t)return e;let s=n(r),[o]=_s(e,i-t+s,n,-s);return o<0?r:r+e.slice(Go(e,o)).trimStart()}var $b=/[\p{Combining_Mark}\p{Emoji_Modifier}]+/uy,cS=new RegExp("\\p{Extended_Pictographic}","uy");function Go(e,t){return t+=yP(e,t)?2:1,wP(e,t)&&(t=$b.lastIndex),vP(e,t)?Go(e,t+1):t}function pS(e,t){return e.charCodeAt(t)<128}function yP(e,t){let n=e.charCodeAt(t);if(n>=55296&&n<56320){let r=e.charCodeAt(t+1);return r>=56320&&r<57344}return!1}function vP(e,t){return e.charCodeAt(t)===8205}function wP(e,t){return pS(e,t)?!1:($b.lastIndex=t,$b.test(e))}function mS(e,t){return pS(e,t)?!1:(cS.lastIndex=t,cS.test(e))}var xP={ariaLabel:"vector",fill:"none",stroke:"currentColor",strokeWidth:1.5,strokeLinejoin:"round",strokeLinecap:"round"},gS=3.5,_P=gS*5,bS={draw(e,t,n){let r=t*n/_P;e.moveTo(0,0),e.lineTo(0,-t),e.moveTo(-r,r-t),e.lineTo(0,-t),e.lineTo(r,r-t)}},$P={draw(e,t,n){e.moveTo(-n,0),e.lineTo(0,-t),e.lineTo(n,0)}},SP=new Map([["arrow",bS],["spike",$P]]);function kP(e){return e&&typeof e.draw=="function"}function TP(e){if(kP(e))return e;let t=SP.get(`${e}`.toLowerCase());if(t)return t;throw new Error(`invalid shape: ${e}`)}var Uf=class extends be{constructor(t,n={}){let{x:r,y:i,r:s=gS,length:o,rotate:a,shape:l=bS,anchor:u="middle",frameAnchor:c}=n,[f,d]=Fe(o,12),[h,p]=Fe(a,0);super(t,{x:{value:r,scale:"x",optional:!0},y:{value:i,scale:"y",optional:!0},length:{value:f,scale:"length",optional:!0},rotate:{value:h,optional:!0}},n,xP),this.r=+s,this.length=d,this.rotate=p,this.shape=TP(l),this.anchor=Tt(u,"anchor",["start","middle","end"]),this.frameAnchor=vi(c)}render(t,n,r,i,s){let{x:o,y:a}=n,{x:l,y:u,length:c,rotate:f}=r,{length:d,rotate:h,anchor:p,shape:g,r:y}=this,[b,v]=sr(this,i);return ue("svg:g",s).call(Le,this,i,s).call(Ne,this,{x:l&&o,y:u&&a}).call($=>$.selectAll().data(t).enter().append("path").call(Ae,this).attr("transform",jo`translate(${l?w=>l[w]:b},${u?w=>u[w]:v})${f?w=>` rotate(${f[w]})`:h?` rotate(${h})`:""}${p==="start"?"":p==="end"?c?w=>` translate(0,${c[w]})`:` translate(0,${d})`:c?w=>` translate(0,${c[w]/2})`:` translate(0,${d/2})`}`).attr("d",c?w=>{let k=Vn();return g.draw(k,c[w],y),k}:(()=>{let w=Vn();return g.draw(w,d,y),w})()).call(Qe,this,r)).node()}};function yS(e,t={}){let{x:n=ge,...r}=t;return new Uf(e,{...r,x:n})}function vS(e,t={}){let{y:n=ge,...r}=t;return new Uf(e,{...r,y:n})}function xi(e,t){return arguments.length<2&&!Ot(e)&&(t=e,e=null),t===void 0&&(t={}),[e,t]}function jf({anchor:e}={},t){return e===void 0?t[0]:Tt(e,"anchor",t)}function wS(e){return jf(e,["left","right"])}function xS(e){return jf(e,["right","left"])}function _S(e){return jf(e,["bottom","top"])}function $S(e){return jf(e,["top","bottom"])}function Eb(){let[e,t]=xi(...arguments);return TS("y",wS(t),e,t)}function SS(){let[e,t]=xi(...arguments);return TS("fy",xS(t),e,t)}function Ab(){let[e,t]=xi(...arguments);return CS("x",_S(t),e,t)}function kS(){let[e,t]=xi(...arguments);return CS("fx",$S(t),e,t)}function TS(e,t,n,{color:r="currentColor",opacity:i=1,stroke:s=r,strokeOpacity:o=i,strokeWidth:a=1,fill:l=r,fillOpacity:u=i,textAnchor:c,textStroke:f,textStrokeOpacity:d,textStrokeWidth:h,tickSize:p=e==="y"?6:0,tickPadding:g,tickRotate:y,x:b,margin:v,marginTop:$=v===void 0?20:v,marginRight:w=v===void 0?t==="right"?40:0:v,marginBottom:k=v===void 0?20:v,marginLeft:x=v===void 0?t==="left"?40:0:v,label:S,labelAnchor:C,labelArrow:M,labelOffset:D,ariaLabel:E=`${e}-axis`,...P}){return p=De(p),g=De(g),y=De(y),C!==void 0&&(C=Tt(C,"labelAnchor",["center","top","bottom"])),M=BS(M),fb(p&&!ut(s)?CP(e,t,n,{stroke:s,strokeOpacity:o,strokeWidth:a,tickSize:p,tickPadding:g,tickRotate:y,x:b,ariaLabel:E,...P}):null,ut(l)?null:RP(e,t,n,{fill:l,fillOpacity:u,stroke:f,strokeOpacity:d,strokeWidth:h,textAnchor:c,tickSize:p,tickPadding:g,tickRotate:y,x:b,marginTop:$,marginRight:w,marginBottom:k,marginLeft:x,ariaLabel:E,...P}),!ut(l)&&S!==null?kb([],NS({fill:l,fillOpacity:u,...P},function(H,R,T,B,I){let J=B[e],{marginTop:z,marginRight:V,marginBottom:G,marginLeft:W}=e==="y"&&I.inset||I,U=C??(J.bandwidth?"center":"top"),oe=D??(t==="right"?V:W)-3;return U==="center"?(this.textAnchor=void 0,this.lineAnchor=t==="right"?"bottom":"top",this.frameAnchor=t,this.rotate=-90):(this.textAnchor=t==="right"?"end":"start",this.lineAnchor=U,this.frameAnchor=`${U}-${t}`,this.rotate=0),this.dy=U==="top"?3-z:U==="bottom"?G-3:0,this.dx=t==="right"?oe:-oe,this.ariaLabel=`${E} label`,{facets:[[0]],channels:{text:{value:[zS(e,J,{anchor:t,label:S,labelAnchor:U,labelArrow:M})]}}}})):null)}function CS(e,t,n,{color:r="currentColor",opacity:i=1,stroke:s=r,strokeOpacity:o=i,strokeWidth:a=1,fill:l=r,fillOpacity:u=i,textAnchor:c,textStroke:f,textStrokeOpacity:d,textStrokeWidth:h,tickSize:p=e==="x"?6:0,tickPadding:g,tickRotate:y,y:b,margin:v,marginTop:$=v===void 0?t==="top"?30:0:v,marginRight:w=v===void 0?20:v,marginBottom:k=v===void 0?t==="bottom"?30:0:v,marginLeft:x=v===void 0?20:v,label:S,labelAnchor:C,labelArrow:M,labelOffset:D,ariaLabel:E=`${e}-axis`,...P}){return p=De(p),g=De(g),y=De(y),C!==void 0&&(C=Tt(C,"labelAnchor",["center","left","right"])),M=BS(M),fb(p&&!ut(s)?MP(e,t,n,{stroke:s,strokeOpacity:o,strokeWidth:a,tickSize:p,tickPadding:g,tickRotate:y,y:b,ariaLabel:E,...P}):null,ut(l)?null:EP(e,t,n,{fill:l,fillOpacity:u,stroke:f,strokeOpacity:d,strokeWidth:h,textAnchor:c,tickSize:p,tickPadding:g,tickRotate:y,y:b,marginTop:$,marginRight:w,marginBottom:k,marginLeft:x,ariaLabel:E,...P}),!ut(l)&&S!==null?kb([],NS({fill:l,fillOpacity:u,...P},function(H,R,T,B,I){let J=B[e],{marginTop:z,marginRight:V,marginBottom:G,marginLeft:W}=e==="x"&&I.inset||I,U=C??(J.bandwidth?"center":"right"),oe=D??(t==="top"?z:G)-3;return U==="center"?(this.frameAnchor=t,this.textAnchor=void 0):(this.frameAnchor=`${t}-${U}`,this.textAnchor=U==="right"?"end":"start"),this.lineAnchor=t,this.dy=t==="top"?-oe:oe,this.dx=U==="right"?V-3:U==="left"?3-W:0,this.ariaLabel=`${E} label`,{facets:[[0]],channels:{text:{value:[zS(e,J,{anchor:t,label:S,labelAnchor:U,labelArrow:M})]}}}})):null)}function CP(e,t,n,{strokeWidth:r=1,strokeLinecap:i=null,strokeLinejoin:s=null,facetAnchor:o=t+(e==="y"?"-empty":""),frameAnchor:a=t,tickSize:l,inset:u=0,insetLeft:c=u,insetRight:f=u,dx:d=0,y:h=e==="y"?void 0:null,ariaLabel:p,...g}){return Wo(vS,e,n,{ariaLabel:`${p} tick`,ariaHidden:!0},{strokeWidth:r,strokeLinecap:i,strokeLinejoin:s,facetAnchor:o,frameAnchor:a,y:h,...g,dx:t==="left"?+d-Ze+ +c:+d+Ze-f,anchor:"start",length:l,shape:t==="left"?LP:NP})}function MP(e,t,n,{strokeWidth:r=1,strokeLinecap:i=null,strokeLinejoin:s=null,facetAnchor:o=t+(e==="x"?"-empty":""),frameAnchor:a=t,tickSize:l,inset:u=0,insetTop:c=u,insetBottom:f=u,dy:d=0,x:h=e==="x"?void 0:null,ariaLabel:p,...g}){return Wo(yS,e,n,{ariaLabel:`${p} tick`,ariaHidden:!0},{strokeWidth:r,strokeLinejoin:s,strokeLinecap:i,facetAnchor:o,frameAnchor:a,x:h,...g,dy:t==="bottom"?+d-Ze-f:+d+Ze+ +c,anchor:"start",length:l,shape:t==="bottom"?PP:DP})}function RP(e,t,n,{facetAnchor:r=t+(e==="y"?"-empty":""),frameAnchor:i=t,tickSize:s,tickRotate:o=0,tickPadding:a=Math.max(3,9-s)+(Math.abs(o)>60?4*Math.cos(o*bb):0),text:l,textAnchor:u=Math.abs(o)>60?"middle":t==="left"?"end":"start",lineAnchor:c=o>60?"top":o<-60?"bottom":"middle",fontVariant:f,inset:d=0,insetLeft:h=d,insetRight:p=d,dx:g=0,ariaLabel:y,y:b=e==="y"?void 0:null,...v}){return Wo(hS,e,n,{ariaLabel:`${y} tick label`},{facetAnchor:r,frameAnchor:i,text:l,textAnchor:u,lineAnchor:c,fontVariant:f,rotate:o,y:b,...v,dx:t==="left"?+g-s-a+ +h:+g+ +s+ +a-p},function($,w,k,x,S){f===void 0&&(this.fontVariant=IS($)),l===void 0&&(S.text=OS($,w,k,x,t))})}function EP(e,t,n,{facetAnchor:r=t+(e==="x"?"-empty":""),frameAnchor:i=t,tickSize:s,tickRotate:o=0,tickPadding:a=Math.max(3,9-s)+(Math.abs(o)>=10?4*Math.cos(o*bb):0),text:l,textAnchor:u=Math.abs(o)>=10?o<0^t==="bottom"?"start":"end":"middle",lineAnchor:c=Math.abs(o)>=10?"middle":t==="bottom"?"top":"bottom",fontVariant:f,inset:d=0,insetTop:h=d,insetBottom:p=d,dy:g=0,x:y=e==="x"?void 0:null,ariaLabel:b,...v}){return Wo(dS,e,n,{ariaLabel:`${b} tick label`},{facetAnchor:r,frameAnchor:i,text:l===void 0?null:l,textAnchor:u,lineAnchor:c,fontVariant:f,rotate:o,x:y,...v,dy:t==="bottom"?+g+ +s+ +a-p:+g-s-a+ +h},function($,w,k,x,S){f===void 0&&(this.fontVariant=IS($)),l===void 0&&(S.text=OS($,w,k,x,t))})}function MS(){let[e,t]=xi(...arguments);return PS("y",wS(t),e,t)}function RS(){let[e,t]=xi(...arguments);return PS("fy",xS(t),e,t)}function ES(){let[e,t]=xi(...arguments);return DS("x",_S(t),e,t)}function AS(){let[e,t]=xi(...arguments);return DS("fx",$S(t),e,t)}function PS(e,t,n,{y:r=e==="y"?void 0:null,x:i=null,x1:s=t==="left"?i:null,x2:o=t==="right"?i:null,ariaLabel:a=`${e}-grid`,ariaHidden:l=!0,...u}){return Wo(Gt,e,n,{ariaLabel:a,ariaHidden:l},{y:r,x1:s,x2:o,...LS(u)})}function DS(e,t,n,{x:r=e==="x"?void 0:null,y:i=null,y1:s=t==="top"?i:null,y2:o=t==="bottom"?i:null,ariaLabel:a=`${e}-grid`,ariaHidden:l=!0,...u}){return Wo(et,e,n,{ariaLabel:a,ariaHidden:l},{x:r,y1:s,y2:o,...LS(u)})}function LS({color:e="currentColor",opacity:t=.1,stroke:n=e,strokeOpacity:r=t,strokeWidth:i=1,...s}){return{stroke:n,strokeOpacity:r,strokeWidth:i,...s}}function NS({fill:e,fillOpacity:t,fontFamily:n,fontSize:r,fontStyle:i,fontVariant:s,fontWeight:o,monospace:a,pointerEvents:l,shapeRendering:u,clip:c=!1},f){return[,e]=Nt(e),[,t]=Fe(t),{facet:"super",x:null,y:null,fill:e,fillOpacity:t,fontFamily:n,fontSize:r,fontStyle:i,fontVariant:s,fontWeight:o,monospace:a,pointerEvents:l,shapeRendering:u,clip:c,initializer:f}}function Wo(e,t,n,r,i,s){let o;function a(c,f,d,h,p,g){let y=c==null&&(t==="fx"||t==="fy"),{[t]:b}=h;if(!b)throw new Error(`missing scale: ${t}`);let v=b.domain(),{interval:$,ticks:w,tickFormat:k,tickSpacing:x=t==="x"?80:35}=i;if(typeof w=="string"&&FS(b)&&($=w,w=void 0),w===void 0&&(w=tr($,b.type)??AP(b,x)),c==null){if(Ot(w))c=er(w);else if(yi(w))c=Rb(w,...ht(v));else if(b.interval){let C=b.interval;if(b.ticks){let[M,D]=ht(v),E=(D-M)/C[Co];C=wg(C,E/w)??C,c=Rb(C,M,D)}else{c=v;let M=c.length;C=wg(C,M/w)??C,C!==b.interval&&(c=Rb(C,...ht(c)))}if(C===b.interval){let M=Math.round(c.length/w);M>1&&(c=c.filter((D,E)=>E%M===0))}}else b.ticks?c=b.ticks(w):c=v;if(!b.ticks&&c.length&&c!==v){let C=new Bn(v);c=c.filter(M=>C.has(M)),c.length||It(`Warning: the ${t}-axis ticks appear to not align with the scale domain, resulting in no ticks. Try different ticks?`)}t==="y"||t==="x"?f=[Ct(c)]:o[t]={scale:t,value:ge}}s?.call(this,b,c,w,k,o);let S=Object.fromEntries(Object.entries(o).map(([C,M])=>[C,{...M,value:Ee(c,M.value)}]));return y&&(f=g.filterFacets(c,S)),{data:c,facets:f,channels:S}}let l=Nr(i).initializer,u=e(n,Nr({...i,initializer:a},l));return n==null?(o=u.channels,u.channels={}):o={},r!==void 0&&Object.assign(u,r),u.clip===void 0&&(u.clip=!1),u}function AP(e,t){let[n,r]=ht(e.range());return(r-n)/t}function OS(e,t,n,r,i){return{value:Sl(e,t,n,r,i)}}function Sl(e,t,n,r,i){return typeof r=="function"&&!(e.type==="log"&&e.tickFormat)?r:r===void 0&&t&&Ve(t)?j_(e.type,t,i)??ir:e.tickFormat?e.tickFormat(typeof n=="number"?n:null,r):typeof r=="string"&&e.domain().length>0?(Ve(e.domain())?Yn:Kn)(r):r===void 0?ir:Ut(r)}function Rb(e,t,n){return e.range(t,e.offset(e.floor(n)))}var PP={draw(e,t){e.moveTo(0,0),e.lineTo(0,t)}},DP={draw(e,t){e.moveTo(0,0),e.lineTo(0,-t)}},LP={draw(e,t){e.moveTo(0,0),e.lineTo(-t,0)}},NP={draw(e,t){e.moveTo(0,0),e.lineTo(t,0)}};function IS(e){return e.bandwidth&&!e.interval?void 0:"tabular-nums"}function zS(e,t,{anchor:n,label:r=t.label,labelAnchor:i,labelArrow:s}={}){if(!(r==null||r.inferred&&FS(t)&&/^(date|time|year)$/i.test(r))){if(r=String(r),s==="auto"&&(s=(!t.bandwidth||t.interval)&&!/[↑↓→←]/.test(r)),!s)return r;if(s===!0){let o=w2(t);o&&(s=/x$/.test(e)||i==="center"?/x$/.test(e)===o<0?"left":"right":o<0?"up":"down")}switch(s){case"left":return`\u2190 ${r}`;case"right":return`${r} \u2192`;case"up":return n==="right"?`${r} \u2191`:`\u2191 ${r}`;case"down":return n==="right"?`${r} \u2193`:`\u2193 ${r}`}return r}}function BS(e="auto"){return ut(e)?!1:typeof e=="boolean"?e:Tt(e,"labelArrow",["auto","up","right","down","left"])}function FS(e){return Ve(e.domain())}function HS(e,t){if(t==null)return t;let n=e(t);if(!n)throw new Error(`scale not found: ${t}`);return n}function VS(e,{opacity:t,...n}={}){if(!rr(e)&&!rb(e))throw new Error(`swatches legend requires ordinal or threshold color scale (not ${e.type})`);return qS(e,n,(r,i,s,o)=>r.append("svg").attr("width",s).attr("height",o).attr("fill",i.scale).attr("fill-opacity",Fe(t)[1]).append("rect").attr("width","100%").attr("height","100%"))}function KS(e,{fill:t=e.hint?.fill!==void 0?e.hint.fill:"none",fillOpacity:n=1,stroke:r=e.hint?.stroke!==void 0?e.hint.stroke:ut(t)?"currentColor":"none",strokeOpacity:i=1,strokeWidth:s=1.5,r:o=4.5,...a}={},l){let[u,c]=Nt(t),[f,d]=Nt(r),h=HS(l,u),p=HS(l,f),g=o*o*Math.PI;return n=Fe(n)[1],i=Fe(i)[1],s=Fe(s)[1],qS(e,a,(y,b,v,$)=>y.append("svg").attr("viewBox","-8 -8 16 16").attr("width",v).attr("height",$).attr("fill",u==="color"?w=>h.scale(w):c).attr("fill-opacity",n).attr("stroke",f==="color"?w=>p.scale(w):d).attr("stroke-opacity",i).attr("stroke-width",s).append("path").attr("d",w=>{let k=Vn();return e.scale(w).draw(k,g),k}))}function qS(e,t={},n){let{columns:r,tickFormat:i,fontVariant:s=zf(e),swatchSize:o=15,swatchWidth:a=o,swatchHeight:l=o,marginLeft:u=0,className:c,style:f,width:d}=t,h=Vo(t);c=Ko(c),i=Sl(e.scale,e.domain,void 0,i);let p=ue("div",h).attr("class",`${c}-swatches ${c}-swatches-${r!=null?"columns":"wrap"}`),g;return r!=null?(g=`:where(.${c}-swatches-columns .${c}-swatch) {
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
}`,p.style("columns",r).selectAll().data(e.domain).enter().append("div").attr("class",`${c}-swatch`).call(n,e,a,l).call(y=>y.append("div").attr("class",`${c}-swatch-label`).attr("title",i).text(i))):(g=`:where(.${c}-swatches-wrap) {
  display: flex;
  align-items: center;
  min-height: 33px;
  flex-wrap: wrap;
}
:where(.${c}-swatches-wrap .${c}-swatch) {
  display: inline-flex;
  align-items: center;
  margin-right: 1em;
}`,p.selectAll().data(e.domain).enter().append("span").attr("class",`${c}-swatch`).call(n,e,a,l).append(function(){return this.ownerDocument.createTextNode(i.apply(this,arguments))})),p.call(y=>y.insert("style","*").text(`:where(.${c}-swatches) {
  font-family: system-ui, sans-serif;
  font-size: 10px;
  margin-bottom: 0.5em;
}
:where(.${c}-swatch > svg) {
  margin-right: 0.5em;
  overflow: visible;
}
${g}`)).style("margin-left",u?`${+u}px`:null).style("width",d===void 0?null:`${+d}px`).style("font-variant",He(s,"normal")).call(qo,f).node()}var Pb=new Map([["symbol",KS],["color",GS],["opacity",OP]]);function US(e,t,n={}){return(r,i)=>{if(!Pb.has(r))throw new Error(`unknown legend type: ${r}`);if(r in e)return Pb.get(r)(e[r],jS(t,n[r],i),s=>e[s])}}function jS({className:e,...t},{label:n,ticks:r,tickFormat:i}={},s){return h$(s,{className:e,...t},{label:n,ticks:r,tickFormat:i})}function GS(e,{legend:t=!0,...n}){if(t===!0&&(t=e.type==="ordinal"?"swatches":"ramp"),e.domain!==void 0)switch(`${t}`.toLowerCase()){case"swatches":return VS(e,n);case"ramp":return G2(e,n);default:throw new Error(`unknown legend type: ${t}`)}}function OP({type:e,interpolate:t,...n},{legend:r=!0,color:i=kn(0,0,0),...s}){if(!t)throw new Error(`${e} opacity scales are not supported`);if(r===!0&&(r="ramp"),`${r}`.toLowerCase()!=="ramp")throw new Error(`${r} opacity legends are not supported`);return GS({type:e,...n,interpolate:IP(i)},{legend:r,...s})}function IP(e){let{r:t,g:n,b:r}=kn(e)||kn(0,0,0);return i=>`rgba(${t},${n},${r},${i})`}function WS(e,t,n){let r=[];for(let[i,s]of Pb){let o=n[i];if(o?.legend&&i in e){let a=s(e[i],jS(t,e[i],o),l=>e[l]);a!=null&&r.push(a)}}return r}function Yo(e={},t="y"){return Eg(e)?e:{...e,[t]:ge}}function YS(e,t){if(t.length===1)return{data:e,facets:t};let n=bi(e),r=new Uint8Array(n),i=0;for(let a of t)for(let l of a)r[l]&&++i,r[l]=1;if(i===0)return{data:e,facets:t};e=mi(e);let s=e[$g]=new Uint32Array(n+i);t=t.map(a=>mi(a,Uint32Array));let o=n;r.fill(0);for(let a of t)for(let l=0,u=a.length;l<u;++l){let c=a[l];r[c]?(a[l]=o,e[o]=e[c],s[o]=c,++o):s[c]=c,r[c]=1}return{data:e,facets:t}}function zP(e={},t={}){arguments.length===1&&([e,t]=BP(e));let{x1:n,x:r=n,y:i,...s}=t,[o,a,l,u]=HP(r,i,"x","y",e,s);return{...o,x1:n,x:a,y1:l,y2:u,y:hl(l,u)}}function Xo({y:e,y1:t,y2:n,...r}={}){return r=vs(r,"x"),t===void 0&&n===void 0?zP({y:e,...r}):([t,n]=n$(e,t,n),{...r,y1:t,y2:n})}function BP(e){let{offset:t,order:n,reverse:r,...i}=e;return[{offset:t,order:n,reverse:r},i]}var FP={length:!0};function HP(e,t=J_,n,r,{offset:i,order:s,reverse:o},a){if(t===null)throw new Error(`stack requires ${r}`);let l=Ao(a),[u,c]=mn(e),[f,d]=Po(t),[h,p]=Po(t);return f.hint=h.hint=FP,i=VP(i),s=UP(s,i,r),[ys(a,(g,y,b)=>{({data:g,facets:y}=YS(g,y));let v=e==null?void 0:c(pl(Ee(g,e),b?.[n])),$=Ee(g,t,Float64Array),w=Ee(g,l),k=s&&s(g,v,$,w),x=bi(g),S=d(new Float64Array(x)),C=p(new Float64Array(x)),M=[];for(let D of y){let E=v?Array.from(qi(D,P=>v[P]).values()):[D];if(k)for(let P of E)P.sort(k);for(let P of E){let H=0,R=0;o&&P.reverse();for(let T of P){let B=$[T];B<0?H=C[T]=(S[T]=H)+B:B>0?R=C[T]=(S[T]=R)+B:C[T]=S[T]=R}}M.push(E)}return i&&i(M,S,C,w),{data:g,facets:y}}),u,f,h]}function VP(e){if(e!=null){if(typeof e=="function")return e;switch(`${e}`.toLowerCase()){case"expand":case"normalize":return KP;case"center":case"silhouette":return qP;case"wiggle":return QS}throw new Error(`unknown offset: ${e}`)}}function ZS(e,t){let n=0,r=0;for(let i of e){let s=t[i];s<n&&(n=s),s>r&&(r=s)}return[n,r]}function KP(e,t,n){for(let r of e)for(let i of r){let[s,o]=ZS(i,n);for(let a of i){let l=1/(o-s||1);t[a]=l*(t[a]-s),n[a]=l*(n[a]-s)}}}function qP(e,t,n){for(let r of e){for(let i of r){let[s,o]=ZS(i,n);for(let a of i){let l=(o+s)/2;t[a]-=l,n[a]-=l}}ek(r,t,n)}tk(e,t,n)}function QS(e,t,n,r){for(let i of e){let s=new tn,o=0;for(let a of i){let l=-1,u=a.map(h=>Math.abs(n[h]-t[h])),c=a.map(h=>{l=r?r[h]:++l;let p=n[h]-t[h],g=s.has(l)?p-s.get(l):0;return s.set(l,p),g}),f=[0,...M0(c)];for(let h of a)t[h]+=o,n[h]+=o;let d=_n(u);d&&(o-=_n(u,(h,p)=>(c[p]/2+f[p])*h)/d)}ek(i,t,n)}tk(e,t,n)}function ek(e,t,n){let r=nn(e,i=>nn(i,s=>t[s]));for(let i of e)for(let s of i)t[s]-=r,n[s]-=r}function tk(e,t,n){let r=e.length;if(r===1)return;let i=e.map(a=>a.flat()),s=i.map(a=>(nn(a,l=>t[l])+_t(a,l=>n[l]))/2),o=nn(s);for(let a=0;a<r;a++){let l=o-s[a];for(let u of i[a])t[u]+=l,n[u]+=l}}function UP(e,t,n){if(e===void 0&&t===QS)return XS(bt);if(e!=null){if(typeof e=="string"){let r=e.startsWith("-"),i=r?fs:bt;switch((r?e.slice(1):e).toLowerCase()){case"value":case n:return jP(i);case"z":return GP(i);case"sum":return WP(i);case"appearance":return YP(i);case"inside-out":return XS(i)}return JS(kg(e))}if(typeof e=="function")return(e.length===1?JS:XP)(e);if(Tn(e))return JP(e);throw new Error(`invalid order: ${e}`)}}function jP(e){return(t,n,r)=>(i,s)=>e(r[i],r[s])}function GP(e){return(t,n,r,i)=>(s,o)=>e(i[s],i[o])}function WP(e){return Gf(e,(t,n,r,i)=>lc(Ct(t),s=>_n(s,o=>r[o]),s=>i[s]))}function YP(e){return Gf(e,(t,n,r,i)=>lc(Ct(t),s=>n[yh(s,o=>r[o])],s=>i[s]))}function XS(e){return Gf(e,(t,n,r,i)=>{let s=Ct(t),o=lc(s,f=>n[yh(f,d=>r[d])],f=>i[f]),a=$r(s,f=>_n(f,d=>r[d]),f=>i[f]),l=[],u=[],c=0;for(let f of o)c<0?(c+=a.get(f),l.push(f)):(c-=a.get(f),u.push(f));return u.reverse().concat(l)})}function JS(e){return t=>{let n=Ee(t,e);return(r,i)=>bt(n[r],n[i])}}function XP(e){return t=>Tn(t)?(n,r)=>e(t[n],t[r]):(n,r)=>e(t.get(n),t.get(r))}function JP(e){return Gf(bt,()=>e)}function Gf(e,t){return(n,r,i,s)=>{if(!s)throw new Error("missing channel: z");let o=new tn(t(n,r,i,s).map((a,l)=>[a,l]));return(a,l)=>e(o.get(s[a]),o.get(s[l]))}}var ZP={ariaLabel:"rect"},Xf=class extends be{constructor(t,n={}){let{x1:r,y1:i,x2:s,y2:o}=n;super(t,{x1:{value:r,scale:"x",type:r!=null&&s==null?"band":void 0,optional:!0},y1:{value:i,scale:"y",type:i!=null&&o==null?"band":void 0,optional:!0},x2:{value:s,scale:"x",optional:!0},y2:{value:o,scale:"y",optional:!0}},n,ZP),kl(this,n),Tl(this,n)}render(t,n,r,i,s){let{x:o,y:a}=n,{x1:l,y1:u,x2:c,y2:f}=r,{marginTop:d,marginRight:h,marginBottom:p,marginLeft:g,width:y,height:b}=i,{projection:v}=s,{insetTop:$,insetRight:w,insetBottom:k,insetLeft:x}=this,{rx:S,ry:C,rx1y1:M,rx1y2:D,rx2y1:E,rx2y2:P}=this;(l||c)&&!v&&An(o)&&(l=c=null),(u||f)&&!v&&An(a)&&(u=f=null);let H=o?.bandwidth?o.bandwidth():0,R=a?.bandwidth?a.bandwidth():0;return ue("svg:g",s).call(Le,this,i,s).call(Ne,this,{},0,0).call(T=>T.selectAll().data(t).enter().call(M||D||E||P?B=>B.append("path").call(Ae,this).call(Cl,l&&c?I=>l[I]+(c[I]<l[I]?-w:x):l?I=>l[I]+x:g+x,u&&f?I=>u[I]+(f[I]<u[I]?-k:$):u?I=>u[I]+$:d+$,l&&c?I=>c[I]-(c[I]<l[I]?-x:w):l?I=>l[I]+H-w:y-h-w,u&&f?I=>f[I]-(f[I]<u[I]?-$:k):u?I=>u[I]+R-k:b-p-k,this).call(Qe,this,r):B=>B.append("rect").call(Ae,this).attr("x",l?c?I=>Math.min(l[I],c[I])+x:I=>l[I]+x:g+x).attr("y",u?f?I=>Math.min(u[I],f[I])+$:I=>u[I]+$:d+$).attr("width",l?c?I=>Math.max(0,Math.abs(c[I]-l[I])+H-x-w):H-x-w:y-h-g-w-x).attr("height",u?f?I=>Math.max(0,Math.abs(u[I]-f[I])+R-$-k):R-$-k:b-d-p-$-k).call(Q,"rx",S).call(Q,"ry",C).call(Qe,this,r))).node()}};function kl(e,{inset:t=0,insetTop:n=t,insetRight:r=t,insetBottom:i=t,insetLeft:s=t}={}){e.insetTop=De(n),e.insetRight=De(r),e.insetBottom=De(i),e.insetLeft=De(s)}function Tl(e,{r:t,rx:n,ry:r,rx1:i=t,ry1:s=t,rx2:o=t,ry2:a=t,rx1y1:l=i!==void 0?+i:s!==void 0?+s:0,rx1y2:u=i!==void 0?+i:a!==void 0?+a:0,rx2y1:c=o!==void 0?+o:s!==void 0?+s:0,rx2y2:f=o!==void 0?+o:a!==void 0?+a:0}={}){l||u||c||f?(e.rx1y1=l,e.rx1y2=u,e.rx2y1=c,e.rx2y2=f):(e.rx=He(n,"auto"),e.ry=He(r,"auto"))}function Cl(e,t,n,r,i,s){let{rx1y1:o,rx1y2:a,rx2y1:l,rx2y2:u}=s;typeof t!="function"&&(t=Ut(t)),typeof n!="function"&&(n=Ut(n)),typeof r!="function"&&(r=Ut(r)),typeof i!="function"&&(i=Ut(i));let c=Math.max(Math.abs(o+l),Math.abs(a+u)),f=Math.max(Math.abs(o+a),Math.abs(l+u));e.attr("d",d=>{let h=t(d),p=n(d),g=r(d),y=i(d),b=h>g,v=p>y,$=b?g:h,w=b?h:g,k=v?y:p,x=v?p:y,S=Math.min(1,(w-$)/c,(x-k)/f),C=S*(b?v?u:l:v?a:o),M=S*(b?v?a:o:v?u:l),D=S*(b?v?o:a:v?l:u),E=S*(b?v?l:u:v?o:a);return`M${$},${k+Yf(C,E)}A${C},${C} 0 0 ${C<0?0:1} ${$+Wf(C,E)},${k}H${w-Wf(M,D)}A${M},${M} 0 0 ${M<0?0:1} ${w},${k+Yf(M,D)}V${x-Yf(D,M)}A${D},${D} 0 0 ${D<0?0:1} ${w-Wf(D,M)},${x}H${$+Wf(E,C)}A${E},${E} 0 0 ${E<0?0:1} ${$},${x-Yf(E,C)}Z`})}function Wf(e,t){return t<0?e:Math.abs(e)}function Yf(e,t){return t<0?Math.abs(e):e}function _i(e,t={}){return bf(t)||(t={...t,x:Cn,y2:ge,interval:1}),new Xf(e,Xo(nS(Yo(t))))}var QP={ariaLabel:"frame",fill:"none",stroke:"currentColor",clip:!1},e7={ariaLabel:"frame",fill:null,stroke:"currentColor",strokeLinecap:"square",clip:!1},Db=class extends be{constructor(t={}){let{anchor:n=null}=t;super(Mo,void 0,t,n==null?QP:e7),this.anchor=Rg(n,"anchor",["top","right","bottom","left"]),kl(this,t),n||Tl(this,t)}render(t,n,r,i,s){let{marginTop:o,marginRight:a,marginBottom:l,marginLeft:u,width:c,height:f}=i,{anchor:d,insetTop:h,insetRight:p,insetBottom:g,insetLeft:y}=this,{rx:b,ry:v,rx1y1:$,rx1y2:w,rx2y1:k,rx2y2:x}=this,S=u+y,C=c-a-p,M=o+h,D=f-l-g;return ue(d?"svg:line":$||w||k||x?"svg:path":"svg:rect",s).datum(0).call(Le,this,i,s).call(Ae,this).call(Qe,this,r).call(Ne,this,{}).call(d==="left"?E=>E.attr("x1",S).attr("x2",S).attr("y1",M).attr("y2",D):d==="right"?E=>E.attr("x1",C).attr("x2",C).attr("y1",M).attr("y2",D):d==="top"?E=>E.attr("x1",S).attr("x2",C).attr("y1",M).attr("y2",M):d==="bottom"?E=>E.attr("x1",S).attr("x2",C).attr("y1",D).attr("y2",D):$||w||k||x?E=>E.call(Cl,S,M,C,D,this):E=>E.attr("x",S).attr("y",M).attr("width",C-S).attr("height",D-M).attr("rx",b).attr("ry",v)).node()}};function ik(e){return new Db(e)}var Lb={ariaLabel:"tip",fill:"var(--plot-background)",stroke:"currentColor"},t7=new Set(["geometry","href","src","ariaLabel","scales"]),Nb=class extends be{constructor(t,n={}){n.tip&&(n={...n,tip:!1}),n.title===void 0&&Ot(t)&&wf(t)&&(n={...n,title:ge});let{x:r,y:i,x1:s,x2:o,y1:a,y2:l,anchor:u,preferredAnchor:c="bottom",monospace:f,fontFamily:d=f?"ui-monospace, monospace":void 0,fontSize:h,fontStyle:p,fontVariant:g,fontWeight:y,lineHeight:b=1,lineWidth:v=20,frameAnchor:$,format:w,textAnchor:k="start",textOverflow:x,textPadding:S=8,title:C,pointerSize:M=12,pathFilter:D="drop-shadow(0 3px 4px rgba(0,0,0,0.2))"}=n;super(t,{x:{value:s!=null&&o!=null?null:r,scale:"x",optional:!0},y:{value:a!=null&&l!=null?null:i,scale:"y",optional:!0},x1:{value:s,scale:"x",optional:o==null},y1:{value:a,scale:"y",optional:l==null},x2:{value:o,scale:"x",optional:s==null},y2:{value:l,scale:"y",optional:a==null},title:{value:C,optional:!0}},n,Lb),this.anchor=_f(u,"anchor"),this.preferredAnchor=_f(c,"preferredAnchor"),this.frameAnchor=vi($),this.textAnchor=He(k,"middle"),this.textPadding=+S,this.pointerSize=+M,this.pathFilter=Ke(D),this.lineHeight=+b,this.lineWidth=+v,this.textOverflow=Sb(x),this.monospace=!!f,this.fontFamily=Ke(d),this.fontSize=De(h),this.fontStyle=Ke(p),this.fontVariant=Ke(g),this.fontWeight=Ke(y);for(let E in Lb)E in this.channels&&(this[E]=Lb[E]);this.splitLines=Cb(this),this.clipLine=Mb(this),this.format=typeof w=="string"||typeof w=="function"?{title:w}:{...w}}render(t,n,r,i,s){let o=this,{x:a,y:l,fx:u,fy:c}=n,{ownerSVGElement:f,document:d}=s,{anchor:h,monospace:p,lineHeight:g,lineWidth:y}=this,{textPadding:b,pointerSize:v,pathFilter:$}=this,{marginTop:w,marginLeft:k}=i,{x1:x,y1:S,x2:C,y2:M,x:D=x??C,y:E=S??M}=r,P=u?u(t.fx)-k:0,H=c?c(t.fy)-w:0,[R,T]=sr(this,i),B=mb(r,R),I=gb(r,T),J=p?qf:Kf,z=J(xs),V,G;"title"in r?(V=sk.call(this,{title:r.channels.title},n),G=s7):(V=sk.call(this,r.channels,n),G=o7);let W=ue("svg:g",s).call(Le,this,i,s).call(Tb,this).call(Ne,this,{x:D&&a,y:E&&l}).call(le=>le.selectAll().data(t).enter().append("g").attr("transform",ce=>`translate(${Math.round(B(ce))},${Math.round(I(ce))})`).call(Ae,this).call(ce=>ce.append("path").attr("filter",$)).call(ce=>ce.append("text").each(function(q){let ee=$n(this);this.setAttribute("fill","currentColor"),this.setAttribute("fill-opacity",1),this.setAttribute("stroke","none");let N=G.call(o,q,t,V,n,r);if(typeof N=="string")for(let K of o.splitLines(N))U(ee,{value:o.clipLine(K)});else{let K=new Set;for(let Y of N){let{label:A=""}=Y;A&&K.has(A)||(K.add(A),U(ee,Y))}}})));function U(le,{label:ce,value:q,color:ee,opacity:N}){ce??="",q??="";let K=ee!=null||N!=null,Y,A=y*100,[de]=_s(ce,A,J,z);if(de>=0)ce=ce.slice(0,de).trimEnd()+xs,Y=q.trim(),q="";else{(ce||!q&&!K)&&(q=" "+q);let[pe]=_s(q,A-J(ce),J,z);pe>=0&&(Y=q.trim(),q=q.slice(0,pe).trimEnd()+xs)}let Z=le.append("tspan").attr("x",0).attr("dy",`${g}em`).text("\u200B");ce&&Z.append("tspan").attr("font-weight","bold").text(ce),q&&Z.append(()=>d.createTextNode(q)),K&&Z.append("tspan").text(" \u25A0").attr("fill",ee).attr("fill-opacity",N).style("user-select","none"),Y&&Z.append("title").text(Y)}function oe(){let{width:le,height:ce}=i.facet??i;W.selectChildren().each(function(q){let{x:ee,width:N,height:K}=this.getBBox();N=Math.round(N),K=Math.round(K);let Y=h;if(Y===void 0){let Z=B(q)+P,pe=I(q)+H,Re=Z+N+v+b*2<le,pt=Z-N-v-b*2>0,Yr=pe+K+v+b*2<ce,Mi=pe-K-v-b*2>0;Y=Re&&pt?Yr&&Mi?o.preferredAnchor:Mi?"bottom":"top":Yr&&Mi?Re?"left":"right":(Re||pt)&&(Yr||Mi)?`${Mi?"bottom":"top"}-${Re?"left":"right"}`:o.preferredAnchor}let A=this.firstChild,de=this.lastChild;if(A.setAttribute("d",i7(Y,v,b,N,K)),ee)for(let Z of de.childNodes)Z.setAttribute("x",-ee);de.setAttribute("y",`${+n7(Y,de.childNodes.length,g).toFixed(6)}em`),de.setAttribute("transform",`translate(${r7(Y,v,b,N,K)})`)}),W.attr("visibility",null)}return t.length&&(W.attr("visibility","hidden"),f.isConnected?Promise.resolve().then(oe):typeof requestAnimationFrame<"u"&&requestAnimationFrame(oe)),W.node()}};function uk(e,{x:t,y:n,...r}={}){return r.frameAnchor===void 0&&([t,n]=Rn(t,n)),new Nb(e,{...r,x:t,y:n})}function n7(e,t,n){return/^top(?:-|$)/.test(e)?.94-n:-.29-t*n}function r7(e,t,n,r,i){switch(e){case"middle":return[-r/2,i/2];case"top-left":return[n,t+n];case"top":return[-r/2,t/2+n];case"top-right":return[-r-n,t+n];case"right":return[-t/2-r-n,i/2];case"bottom-left":return[n,-t-n];case"bottom":return[-r/2,-t/2-n];case"bottom-right":return[-r-n,-t-n];case"left":return[n+t/2,i/2]}}function i7(e,t,n,r,i){let s=r+n*2,o=i+n*2;switch(e){case"middle":return`M${-s/2},${-o/2}h${s}v${o}h${-s}z`;case"top-left":return`M0,0l${t},${t}h${s-t}v${o}h${-s}z`;case"top":return`M0,0l${t/2},${t/2}h${(s-t)/2}v${o}h${-s}v${-o}h${(s-t)/2}z`;case"top-right":return`M0,0l${-t},${t}h${t-s}v${o}h${s}z`;case"right":return`M0,0l${-t/2},${-t/2}v${t/2-o/2}h${-s}v${o}h${s}v${t/2-o/2}z`;case"bottom-left":return`M0,0l${t},${-t}h${s-t}v${-o}h${-s}z`;case"bottom":return`M0,0l${t/2},${-t/2}h${(s-t)/2}v${-o}h${-s}v${o}h${(s-t)/2}z`;case"bottom-right":return`M0,0l${-t},${-t}h${t-s}v${-o}h${s}z`;case"left":return`M0,0l${t/2},${-t/2}v${t/2-o/2}h${s}v${o}h${-s}v${t/2-o/2}z`}}function sk(e,t){let n={},r=this.format;r=ok(r,e,"x"),r=ok(r,e,"y"),this.format=r;for(let i in r){let s=r[i];if(!(s===null||s===!1))if(i==="fx"||i==="fy")n[i]=!0;else{let o=Ug(e,i);o&&(n[i]=o)}}for(let i in e){if(i in n||i in r||t7.has(i)||(i==="x"||i==="y")&&e.geometry)continue;let s=Ug(e,i);if(s){if(s.scale==null&&s.defaultScale==="color")continue;n[i]=s}}this.facet&&(t.fx&&!("fx"in r)&&(n.fx=!0),t.fy&&!("fy"in r)&&(n.fy=!0));for(let i in n){let s=this.format[i];if(typeof s=="string"){let o=n[i]?.value??t[i]?.domain()??[];this.format[i]=(Ve(o)?Yn:Kn)(s)}else if(s===void 0||s===!0){let o=t[i];this.format[i]=o?.bandwidth?Sl(o,o.domain()):ir}}return n}function ok(e,t,n){if(!(n in e))return e;let r=`${n}1`,i=`${n}2`;if((r in e||!(r in t))&&(i in e||!(i in t)))return e;let s=Object.entries(e),o=e[n];return s.splice(s.findIndex(([a])=>a===n)+1,0,[r,o],[i,o]),Object.fromEntries(s)}function s7(e,t,{title:n}){return this.format.title(n.value[e],e)}function*o7(e,t,n,r,i){for(let s in n){if(s==="fx"||s==="fy"){yield{label:Jf(r,n,s),value:this.format[s](t[s],e)};continue}if(s==="x1"&&"x2"in n||s==="y1"&&"y2"in n)continue;let o=n[s];if(s==="x2"&&"x1"in n)yield{label:lk(r,n,"x"),value:ak(this.format.x2,n.x1,o,e)};else if(s==="y2"&&"y1"in n)yield{label:lk(r,n,"y"),value:ak(this.format.y2,n.y1,o,e)};else{let a=o.value[e],l=o.scale;if(!hn(a)&&l==null)continue;yield{label:Jf(r,n,s),value:this.format[s](a,e),color:l==="color"?i[s][e]:null,opacity:l==="opacity"?i[s][e]:null}}}}function ak(e,t,n,r){return n.hint?.length?`${e(n.value[r]-t.value[r],r)}`:`${e(t.value[r],r)}\u2013${e(n.value[r],r)}`}function lk(e,t,n){let r=Jf(e,t,`${n}1`,n),i=Jf(e,t,`${n}2`,n);return r===i?r:`${r}\u2013${i}`}function Jf(e,t,n,r=n){let i=t[n],s=e[i?.scale??n];return String(s?.label??i?.label??r)}function Oe(e={}){let{facet:t,style:n,title:r,subtitle:i,caption:s,ariaLabel:o,ariaDescription:a}=e,l=Ko(e.className),u=e.marks===void 0?[]:fk(e.marks);u.push(...d7(u));let c=c7(t,e),f=new Map;for(let z of u){let V=dk(z,c,e);V&&f.set(z,V)}let d=new Map;c&&Ml(d,[c],e),Ml(d,f,e);let h=fk(h7(u,d,e));for(let z of h){let V=dk(z,c,e);V&&f.set(z,V)}u.unshift(...h);let p=k2(d,e);if(p!==void 0){let z=c?Pf(p,c):void 0;for(let G of u){if(G.facet===null||G.facet==="super")continue;let W=f.get(G);W!==void 0&&(W.facetsIndex=G.fx!=null||G.fy!=null?Pf(p,W):z)}let V=new Set;for(let{facetsIndex:G}of f.values())G?.forEach((W,U)=>{W?.length>0&&V.add(U)});p.forEach(0<V.size&&V.size<p.length?(G,W)=>G.empty=!V.has(W):G=>G.empty=!1);for(let G of u)if(G.facet==="exclude"){let W=f.get(G);W!==void 0&&(W.facetsIndex=M2(W.facetsIndex))}}for(let z of _e.keys())Ro(e[z])&&z!=="fx"&&z!=="fy"&&d.set(z,[]);let g=new Map;for(let z of u){if(g.has(z))throw new Error("duplicate mark; each mark must be unique");let{facetsIndex:V,channels:G}=f.get(z)??{},{data:W,facets:U,channels:oe}=z.initialize(V,G,e);zb(oe,e),g.set(z,{data:W,facets:U,channels:oe})}let y=wl(Ml(d,g,e),e),b=K2(y,u,e);v2(y,b);let v=tb(y),{fx:$,fy:w}=v,k=$||w?nb(y,b):b,x=$||w?w7(v,b):b,S=Vo(e),C=S.document,M=ao("svg").call(C.documentElement),D=M;S.ownerSVGElement=M,S.className=l,S.projection=A2(e,k),S.path=function(){return Wa(this.projection??I2(v))},S.filterFacets=(z,V)=>Pf(p,{channels:V,groups:Ef(z,V)}),S.getMarkState=z=>{let V=g.get(z),G=f.get(z);return{...V,channels:{...V.channels,...G?.channels}}},S.dispatchValue=z=>{D.value!==z&&(D.value=z,D.dispatchEvent(new S.document.defaultView.Event("input",{bubbles:!0})))};let E=new Set;for(let[z,V]of g)if(z.initializer!=null){let G=z.facet==="super"?x:k,W=z.initializer(V.data,V.facets,V.channels,v,G,S);if(W.data!==void 0&&(V.data=W.data),W.facets!==void 0&&(V.facets=W.facets),W.channels!==void 0){let{fx:U,fy:oe,...le}=W.channels;u7(le),Object.assign(V.channels,le);for(let ce of Object.values(le)){let{scale:q}=ce;q!=null&&!b$(_e.get(q))&&(mk(ce,e),E.add(q))}(U!=null||oe!=null)&&f.set(z,!0)}}if(E.size){let z=new Map;Ml(z,g,e,U=>E.has(U)),Ml(d,g,e,U=>E.has(U));let V=v7(wl(z,e),y),{scales:G,...W}=tb(V);Object.assign(y,V),Object.assign(v,W),Object.assign(v.scales,G)}let P,H;p!==void 0&&(P={x:$?.domain(),y:w?.domain()},p=T2(p,P),H=C2($,w,b));for(let[z,V]of g)V.values=z.scale(V.channels,v,S);let{width:R,height:T}=b;$n(M).attr("class",l).attr("fill","currentColor").attr("font-family","system-ui, sans-serif").attr("font-size",10).attr("text-anchor","middle").attr("width",R).attr("height",T).attr("viewBox",`0 0 ${R} ${T}`).attr("aria-label",o).attr("aria-description",a).call(z=>z.append("style").text(`:where(.${l}) {
  --plot-background: white;
  display: block;
  height: auto;
  height: intrinsic;
  max-width: 100%;
}
:where(.${l} text),
:where(.${l} tspan) {
  white-space: pre;
}`)).call(qo,n);for(let z of u){let{channels:V,values:G,facets:W}=g.get(z);if(p===void 0||z.facet==="super"){let U=null;if(W&&(U=W[0],U=z.filter(U,V,G),U.length===0))continue;let oe=z.render(U,v,G,x,S);if(oe==null)continue;M.appendChild(oe)}else{let U;for(let oe of p){if(!(z.facetAnchor?.(p,P,oe)??!oe.empty))continue;let le=null;if(W){let q=f.has(z);if(le=W[q?oe.i:0],le=z.filter(le,V,G),le.length===0)continue;!q&&le===W[0]&&(le=r$(le)),le.fx=oe.x,le.fy=oe.y,le.fi=oe.i}let ce=z.render(le,v,G,k,S);if(ce!=null){(U??=$n(M).append("g")).append(()=>ce).datum(oe);for(let q of["aria-label","aria-description","aria-hidden","transform"])ce.hasAttribute(q)&&(U.attr(q,ce.getAttribute(q)),ce.removeAttribute(q))}}U?.selectChildren().each(H)}}let B=WS(y,S,e),{figure:I=r!=null||i!=null||s!=null||B.length>0}=e;I&&(D=C.createElement("figure"),D.className=`${l}-figure`,D.style.maxWidth="initial",r!=null&&D.append(ck(C,r,"h2")),i!=null&&D.append(ck(C,i,"h3")),D.append(...B,M),s!=null&&D.append(a7(C,s)),"value"in M&&(D.value=M.value,delete M.value)),D.scale=$2(v.scales),D.legend=US(y,S,e);let J=e2();return J>0&&$n(M).append("text").attr("x",R).attr("y",20).attr("dy","-1em").attr("text-anchor","end").attr("font-family","initial").text("\u26A0\uFE0F").append("title").text(`${J.toLocaleString("en-US")} warning${J===1?"":"s"}. Please check the console.`),D}function ck(e,t,n){if(t.ownerDocument)return t;let r=e.createElement(n);return r.append(t),r}function a7(e,t){let n=e.createElement("figcaption");return n.append(t),n}function fk(e){return e.flat(1/0).filter(t=>t!=null).map(l7)}function l7(e){return typeof e.render=="function"?e:new Ib(e)}var Ib=class extends be{constructor(t){if(typeof t!="function")throw new TypeError("invalid mark; missing render function");super(),this.render=t}render(){}};function zb(e,t){for(let n in e)mk(e[n],t);return e}function mk(e,t){let{scale:n,transform:r=!0}=e;if(n==null||!r)return;let{type:i,percent:s,interval:o,transform:a=s?l=>l==null?NaN:l*100:Ag(o,i)}=t[n]??{};a!=null&&(e.value=xe(e.value,a),e.transform=!1)}function u7(e){for(let t in e)qg(t,e[t])}function Ml(e,t,n,r=Z_){for(let{channels:i}of t.values())for(let s in i){let o=i[s],{scale:a}=o;if(a!=null&&r(a))if(a==="projection"){if(!L2(n)){let l=n.x?.domain===void 0,u=n.y?.domain===void 0;if(l||u){let[c,f]=O2(o);l&&Ob(e,"x",c),u&&Ob(e,"y",f)}}}else Ob(e,a,o)}return e}function Ob(e,t,n){let r=e.get(t);r!==void 0?r.push(n):e.set(t,[n])}function c7(e,t){if(e==null)return;let{x:n,y:r}=e;if(n==null&&r==null)return;let i=Lr(e.data);if(i==null)throw new Error("missing facet data");let s={};n!=null&&(s.fx=Oo(i,{value:n,scale:"fx"})),r!=null&&(s.fy=Oo(i,{value:r,scale:"fy"})),zb(s,t);let o=Ef(i,s);return{channels:s,groups:o,data:e.data}}function dk(e,t,n){if(e.facet===null||e.facet==="super")return;let{fx:r,fy:i}=e;if(r!=null||i!=null){let l=Lr(e.data??r??i);if(l===void 0)throw new Error(`missing facet data in ${e.ariaLabel}`);if(l===null)return;let u={};return r!=null&&(u.fx=Oo(l,{value:r,scale:"fx"})),i!=null&&(u.fy=Oo(l,{value:i,scale:"fy"})),zb(u,n),{channels:u,groups:Ef(l,u)}}if(t===void 0)return;let{channels:s,groups:o,data:a}=t;if(e.facet!=="auto"||e.data===a)return{channels:s,groups:o};a.length>0&&(o.size>1||o.size===1&&s.fx&&s.fy&&[...o][0][1].size>1)&&bi(Lr(e.data))===bi(a)&&It(`Warning: the ${e.ariaLabel} mark appears to use faceted data, but isn\u2019t faceted. The mark data has the same length as the facet data and the mark facet option is "auto", but the mark data and facet data are distinct. If this mark should be faceted, set the mark facet option to true; otherwise, suppress this warning by setting the mark facet option to false.`)}function f7(e,t={}){return Nr({...t,x:null,y:null},(n,r,i,s,o,a)=>a.getMarkState(e))}function d7(e){let t=[];for(let n of e){let r=n.tip;if(r){r===!0?r={}:typeof r=="string"&&(r={pointer:r});let{pointer:i,preferredAnchor:s}=r;i=/^x$/i.test(i)?j2:/^y$/i.test(i)?pb:U2,r=i(f7(n,r)),r.title=null,s===void 0&&(r.preferredAnchor=i===pb?"left":"bottom");let o=uk(n.data,r);o.facet=n.facet,o.facetAnchor=n.facetAnchor,t.push(o)}}return t}function h7(e,t,n){let{projection:r,x:i={},y:s={},fx:o={},fy:a={},axis:l,grid:u,facet:c={},facet:{axis:f=l,grid:d}=c,x:{axis:h=l,grid:p=h===null?null:u}=i,y:{axis:g=l,grid:y=g===null?null:u}=s,fx:{axis:b=f,grid:v=b===null?null:d}=o,fy:{axis:$=f,grid:w=$===null?null:d}=a}=n;(r||!Ro(i)&&!hk("x",e))&&(h=p=null),(r||!Ro(s)&&!hk("y",e))&&(g=y=null),t.has("fx")||(b=v=null),t.has("fy")||($=w=null),h===void 0&&(h=!ed(e,"x")),g===void 0&&(g=!ed(e,"y")),b===void 0&&(b=!ed(e,"fx")),$===void 0&&($=!ed(e,"fy")),h===!0&&(h="bottom"),g===!0&&(g="left"),b===!0&&(b=h==="top"||h===null?"bottom":"top"),$===!0&&($=g==="right"||g===null?"left":"right");let k=[];return Qf(k,w,RS,a),Zf(k,$,SS,"right","left",c,a),Qf(k,v,AS,o),Zf(k,b,kS,"top","bottom",c,o),Qf(k,y,MS,s),Zf(k,g,Eb,"left","right",n,s),Qf(k,p,ES,i),Zf(k,h,Ab,"bottom","top",n,i),k}function Zf(e,t,n,r,i,s,o){if(!t)return;let a=p7(t);o=m7(a?r:t,s,o);let{line:l}=o;(n===Eb||n===Ab)&&l&&!ps(l)&&e.push(ik(g7(o))),e.push(n(o)),a&&e.push(n({...o,anchor:i,label:null}))}function Qf(e,t,n,r){!t||ps(t)||e.push(n(b7(t,r)))}function p7(e){return/^\s*both\s*$/i.test(e)}function m7(e,t,{line:n=t.line,ticks:r,tickSize:i,tickSpacing:s,tickPadding:o,tickFormat:a,tickRotate:l,fontVariant:u,ariaLabel:c,ariaDescription:f,label:d=t.label,labelAnchor:h,labelArrow:p=t.labelArrow,labelOffset:g}){return{anchor:e,line:n,ticks:r,tickSize:i,tickSpacing:s,tickPadding:o,tickFormat:a,tickRotate:l,fontVariant:u,ariaLabel:c,ariaDescription:f,label:d,labelAnchor:h,labelArrow:p,labelOffset:g}}function g7(e){let{anchor:t,line:n}=e;return{anchor:t,facetAnchor:t+"-empty",stroke:n===!0?void 0:n}}function b7(e,{stroke:t=Do(e)?e:void 0,ticks:n=y7(e)?e:void 0,tickSpacing:r,ariaLabel:i,ariaDescription:s}){return{stroke:t,ticks:n,tickSpacing:r,ariaLabel:i,ariaDescription:s}}function y7(e){switch(typeof e){case"number":return!0;case"string":return!Do(e)}return Ot(e)||typeof e?.range=="function"}function ed(e,t){let n=`${t}-axis `;return e.some(r=>r.ariaLabel?.startsWith(n))}function hk(e,t){for(let n of t)for(let r in n.channels){let{scale:i}=n.channels[r];if(i===e||i==="projection")return!0}return!1}function v7(e,t){for(let n in e){let r=e[n],i=t[n];r.label===void 0&&i&&(r.label=i.label)}return e}function w7({fx:e,fy:t},n){let{marginTop:r,marginRight:i,marginBottom:s,marginLeft:o,width:a,height:l}=Mf(n),u=e&&pk(e),c=t&&pk(t);return{marginTop:t?c[0]:r,marginRight:e?a-u[1]:i,marginBottom:t?l-c[1]:s,marginLeft:e?u[0]:o,inset:{marginTop:n.marginTop,marginRight:n.marginRight,marginBottom:n.marginBottom,marginLeft:n.marginLeft},width:a,height:l}}function pk(e){let t=e.domain();if(t.length===0)return[0,e.bandwidth()];let n=e(t[0]),r=e(t[t.length-1]);return r<n&&([n,r]=[r,n]),[n,r+e.bandwidth()]}var x7=new Map([["basis",m_],["basis-closed",b_],["basis-open",v_],["bundle",x_],["bump-x",u_],["bump-y",c_],["cardinal",__],["cardinal-closed",$_],["cardinal-open",S_],["catmull-rom",T_],["catmull-rom-closed",M_],["catmull-rom-open",E_],["linear",us],["linear-closed",P_],["monotone-x",N_],["monotone-y",O_],["natural",z_],["step",B_],["step-after",H_],["step-before",F_]]);function Bb(e=us,t){if(typeof e=="function")return e;let n=x7.get(`${e}`.toLowerCase());if(!n)throw new Error(`unknown curve: ${e}`);if(t!==void 0){if("beta"in n)return n.beta(t);if("tension"in n)return n.tension(t);if("alpha"in n)return n.alpha(t)}return n}function gk(e=Rl,t){return typeof e!="function"&&`${e}`.toLowerCase()==="auto"?Rl:Bb(e,t)}function Rl(e){return us(e)}function _7(e={y:"count"},t={}){[e,t]=k7(e,t);let{x:n,y:r}=t;return S7(T7(n,t,ge),null,null,r,e,Uo(t))}function $7(e,t,n={}){if(n?.interval==null)return n;let{reduce:r=Sf}=n,i={filter:null};return n[t]!=null&&(i[t]=r),n[`${t}1`]!=null&&(i[`${t}1`]=r),n[`${t}2`]!=null&&(i[`${t}2`]=r),e(i,n)}function td(e={}){return $7(_7,"y",vs(e,"x"))}function S7(e,t,n,r,{data:i=Vg,filter:s=ml,sort:o,reverse:a,...l}={},u={}){e=bk(e),t=bk(t),l=M7(l,u),i=xk(i,ge),o=o==null?void 0:vk("sort",o,u),s=s==null?void 0:wk("filter",s,u),n!=null&&gl(l,"x","x1","x2")&&(n=null),r!=null&&gl(l,"y","y1","y2")&&(r=null);let[c,f]=mn(e),[d,h]=mn(e),[p,g]=mn(t),[y,b]=mn(t),[v,$]=n!=null?[n,"x"]:r!=null?[r,"y"]:[],[w,k]=mn(v),{x,y:S,z:C,fill:M,stroke:D,x1:E,x2:P,y1:H,y2:R,domain:T,cumulative:B,thresholds:I,interval:J,...z}=u,[V,G]=mn(C),[W]=Nt(M),[U]=Nt(D),[oe,le]=mn(W),[ce,q]=mn(U);return{..."z"in u&&{z:V||C},..."fill"in u&&{fill:oe||M},..."stroke"in u&&{stroke:ce||D},...ys(z,(ee,N,K)=>{let Y=pl(Ee(ee,v),K?.[$]),A=Ee(ee,C),de=Ee(ee,W),Z=Ee(ee,U),pe=C$(l,{z:A,fill:de,stroke:Z}),Re=[],pt=[],Yr=Y&&k([]),Mi=A&&G([]),NM=de&&le([]),OM=Z&&q([]),Xy=e&&f([]),IM=e&&h([]),Jy=t&&g([]),zM=t&&b([]),BM=A7(e,t,ee),FM=0;for(let Es of l)Es.initialize(ee);o&&o.initialize(ee),s&&s.initialize(ee);for(let Es of N){let Zy=[];for(let As of l)As.scope("facet",Es);o&&o.scope("facet",Es),s&&s.scope("facet",Es);for(let[As,HM]of Hg(Es,pe))for(let[VM,hu]of Hg(HM,Y))for(let[Ln,pr]of BM(hu))if(pe&&(pr.z=As),!(s&&!s.reduce(Ln,pr))){Zy.push(FM++),pt.push(i.reduceIndex(Ln,ee,pr)),Y&&Yr.push(VM),A&&Mi.push(pe===A?As:A[(Ln.length>0?Ln:hu)[0]]),de&&NM.push(pe===de?As:de[(Ln.length>0?Ln:hu)[0]]),Z&&OM.push(pe===Z?As:Z[(Ln.length>0?Ln:hu)[0]]),Xy&&(Xy.push(pr.x1),IM.push(pr.x2)),Jy&&(Jy.push(pr.y1),zM.push(pr.y2));for(let KM of l)KM.reduce(Ln,pr);o&&o.reduce(Ln,pr)}Re.push(Zy)}return M$(Re,o,a),{data:pt,facets:Re}}),...!gl(l,"x")&&(c?{x1:c,x2:d,x:hl(c,d)}:{x,x1:E,x2:P}),...!gl(l,"y")&&(p?{y1:p,y2:y,y:hl(p,y)}:{y:S,y1:H,y2:R}),...w&&{[$]:w},...Object.fromEntries(l.map(({name:ee,output:N})=>[ee,N]))}}function k7({cumulative:e,domain:t,thresholds:n,interval:r,...i},s){return[i,{cumulative:e,domain:t,thresholds:n,interval:r,...s}]}function T7(e,{cumulative:t,domain:n,thresholds:r,interval:i},s){return e={...nr(e)},e.domain===void 0&&(e.domain=n),e.cumulative===void 0&&(e.cumulative=t),e.thresholds===void 0&&(e.thresholds=r),e.interval===void 0&&(e.interval=i),e.value===void 0&&(e.value=s),e.thresholds=C7(e.thresholds,e.interval),e}function bk(e){if(e==null)return;let{value:t,cumulative:n,domain:r=ht,thresholds:i}=e,s=o=>{let a=Ee(o,t),l;if(Ve(a)||E7(i)){a=xe(a,Mg,Float64Array);let[c,f]=typeof r=="function"?r(a):r,d=typeof i=="function"&&!yi(i)?i(a,c,f):i;typeof d=="number"&&(d=jc(c,f,d)),yi(d)&&(r===ht&&(c=d.floor(c),f=d.offset(d.floor(f))),d=d.range(c,d.offset(f))),l=d}else{a=Qn(a);let[c,f]=typeof r=="function"?r(a):r,d=typeof i=="function"&&!yi(i)?i(a,c,f):i;if(typeof d=="number")if(r===ht){let h=no(c,f,d);if(isFinite(h))if(h>0){let p=Math.round(c/h),g=Math.round(f/h);p*h<=c||--p,g*h>f||++g;let y=g-p+1;d=new Float64Array(y);for(let b=0;b<y;++b)d[b]=(p+b)*h}else if(h<0){h=-h;let p=Math.round(c*h),g=Math.round(f*h);p/h<=c||--p,g/h>f||++g;let y=g-p+1;d=new Float64Array(y);for(let b=0;b<y;++b)d[b]=(p+b)/h}else d=[c];else d=[c]}else d=si(c,f,d);else yi(d)&&(r===ht&&(c=d.floor(c),f=d.offset(d.floor(f))),d=d.range(c,d.offset(f)));l=d}let u=[];if(l.length===1)u.push([l[0],l[0]]);else for(let c=1;c<l.length;++c)u.push([l[c-1],l[c]]);return u.bin=(n<0?D7:n>0?P7:Fb)(u,l,a),u};return s.label=En(t),s}function C7(e,t,n=yk){if(e===void 0)return t===void 0?n:tr(t);if(typeof e=="string"){switch(e.toLowerCase()){case"freedman-diaconis":return B0;case"scott":return vh;case"sturges":return L0;case"auto":return yk}return fl(e)}return e}function M7(e,t){return T$(e,t,vk)}function vk(e,t,n){return Bg(e,t,n,wk)}function wk(e,t,n){return Fg(e,t,n,xk)}function xk(e,t){return bl(e,t,R7)}function R7(e){switch(`${e}`.toLowerCase()){case"x":return L7;case"x1":return O7;case"x2":return I7;case"y":return N7;case"y1":return z7;case"y2":return B7;case"z":return R$}throw new Error(`invalid bin reduce: ${e}`)}function yk(e,t,n){return Math.min(200,vh(e,t,n))}function E7(e){return o$(e)||Ot(e)&&Ve(e)}function A7(e,t,n){let r=e?.(n),i=t?.(n);return r&&i?function*(s){let o=r.bin(s);for(let[a,[l,u]]of r.entries()){let c=i.bin(o[a]);for(let[f,[d,h]]of i.entries())yield[c[f],{data:n,x1:l,y1:d,x2:u,y2:h}]}}:r?function*(s){let o=r.bin(s);for(let[a,[l,u]]of r.entries())yield[o[a],{data:n,x1:l,x2:u}]}:function*(s){let o=i.bin(s);for(let[a,[l,u]]of i.entries())yield[o[a],{data:n,y1:l,y2:u}]}}function Fb(e,t,n){return t=Qn(t),r=>{let i=e.map(()=>[]);for(let s of r)i[io(t,n[s])-1]?.push(s);return i}}function P7(e,t,n){let r=Fb(e,t,n);return i=>{let s=r(i);for(let o=1,a=s.length;o<a;++o){let l=s[o-1],u=s[o];for(let c of l)u.push(c)}return s}}function D7(e,t,n){let r=Fb(e,t,n);return i=>{let s=r(i);for(let o=s.length-2;o>=0;--o){let a=s[o+1],l=s[o];for(let u of a)l.push(u)}return s}}function _k(e,t){let n=(+e+ +t)/2;return e instanceof Date?new Date(n):n}var L7={reduceIndex(e,t,{x1:n,x2:r}){return _k(n,r)}},N7={reduceIndex(e,t,{y1:n,y2:r}){return _k(n,r)}},O7={reduceIndex(e,t,{x1:n}){return n}},I7={reduceIndex(e,t,{x2:n}){return n}},z7={reduceIndex(e,t,{y1:n}){return n}},B7={reduceIndex(e,t,{y2:n}){return n}};var H7={ariaLabel:"area",strokeWidth:1,strokeLinecap:"round",strokeLinejoin:"round",strokeMiterlimit:1},nd=class extends be{constructor(t,n={}){let{x1:r,y1:i,x2:s,y2:o,z:a,curve:l,tension:u}=n;super(t,{x1:{value:r,scale:"x"},y1:{value:i,scale:"y"},x2:{value:s,scale:"x",optional:!0},y2:{value:o,scale:"y",optional:!0},z:{value:Ao(n),optional:!0}},n,H7),this.z=a,this.curve=Bb(l,u)}filter(t){return t}render(t,n,r,i,s){let{x1:o,y1:a,x2:l=o,y2:u=a}=r;return ue("svg:g",s).call(Le,this,i,s).call(Ne,this,n,0,0).call(c=>c.selectAll().data(If(t,[o,a,l,u],this,r)).enter().append("path").call(Ae,this).call(Of,this,r).attr("d",a_().curve(this.curve).defined(f=>f>=0).x0(f=>o[f]).y0(f=>a[f]).x1(f=>l[f]).y1(f=>u[f]))).node()}};function $s(e,t){let{x:n=Cn,...r}=td(t);return new nd(e,Xo(Yo({...r,x1:n,x2:void 0},n===Cn?"y2":"y")))}var V7={ariaLabel:"bar"},Hb=class extends be{constructor(t,n,r={},i=V7){super(t,n,r,i),kl(this,r),Tl(this,r)}render(t,n,r,i,s){let{rx:o,ry:a,rx1y1:l,rx1y2:u,rx2y1:c,rx2y2:f}=this,d=this._x(n,r,i),h=this._y(n,r,i),p=this._width(n,r,i),g=this._height(n,r,i);return ue("svg:g",s).call(Le,this,i,s).call(this._transform,this,n).call(y=>y.selectAll().data(t).enter().call(l||u||c||f?b=>b.append("path").call(Ae,this).call(Cl,d,h,$k(d,p),$k(h,g),this).call(Qe,this,r):b=>b.append("rect").call(Ae,this).attr("x",d).attr("width",p).attr("y",h).attr("height",g).call(Q,"rx",o).call(Q,"ry",a).call(Qe,this,r))).node()}_x(t,{x:n},{marginLeft:r}){let{insetLeft:i}=this;return n?s=>n[s]+i:r+i}_y(t,{y:n},{marginTop:r}){let{insetTop:i}=this;return n?s=>n[s]+i:r+i}_width({x:t},{x:n},{marginRight:r,marginLeft:i,width:s}){let{insetLeft:o,insetRight:a}=this,l=n&&t?t.bandwidth():s-r-i;return Math.max(0,l-o-a)}_height({y:t},{y:n},{marginTop:r,marginBottom:i,height:s}){let{insetTop:o,insetBottom:a}=this,l=n&&t?t.bandwidth():s-r-i;return Math.max(0,l-o-a)}};function $k(e,t){return typeof e=="function"&&typeof t=="function"?n=>e(n)+t(n):typeof e=="function"?n=>e(n)+t:typeof t=="function"?n=>e+t(n):e+t}var rd=class extends Hb{constructor(t,n={},r){let{x:i,y1:s,y2:o}=n;super(t,{y1:{value:s,scale:"y"},y2:{value:o,scale:"y"},x:{value:i,scale:"x",type:"band",optional:!0}},n,r)}_transform(t,n,{y:r}){t.call(Ne,n,{y:r},0,0)}_y({y:t},{y1:n,y2:r},{marginTop:i}){let{insetTop:s}=this;return An(t)?i+s:o=>Math.min(n[o],r[o])+s}_height({y:t},{y1:n,y2:r},{marginTop:i,marginBottom:s,height:o}){let{insetTop:a,insetBottom:l}=this;return An(t)?o-i-s-a-l:u=>Math.max(0,Math.abs(r[u]-n[u])-a-l)}};function Vb(e,t={}){return bf(t)||(t={...t,x:Cn,y2:ge}),new rd(e,Xo(Ff(Yo(t))))}var K7={ariaLabel:"dot",fill:"none",stroke:"currentColor",strokeWidth:1.5};function q7(e){return e.sort===void 0&&e.reverse===void 0?$$({channel:"-r"},e):e}var id=class extends be{constructor(t,n={}){let{x:r,y:i,r:s,rotate:o,symbol:a=cs,frameAnchor:l}=n,[u,c]=Fe(o,0),[f,d]=w$(a),[h,p]=Fe(s,f==null?3:4.5);super(t,{x:{value:r,scale:"x",optional:!0},y:{value:i,scale:"y",optional:!0},r:{value:h,scale:"r",filter:ds,optional:!0},rotate:{value:u,optional:!0},symbol:{value:f,scale:"auto",optional:!0}},q7(n),K7),this.r=p,this.rotate=c,this.symbol=d,this.frameAnchor=vi(l);let{channels:g}=this,{symbol:y}=g;if(y){let{fill:b,stroke:v}=g;y.hint={fill:b?b.value===y.value?"color":"currentColor":this.fill??"currentColor",stroke:v?v.value===y.value?"color":"currentColor":this.stroke??"none"}}}render(t,n,r,i,s){let{x:o,y:a}=n,{x:l,y:u,r:c,rotate:f,symbol:d}=r,{r:h,rotate:p,symbol:g}=this,[y,b]=sr(this,i),v=g===cs,$=c?void 0:h*h*Math.PI;return So(h)&&(t=[]),ue("svg:g",s).call(Le,this,i,s).call(Ne,this,{x:l&&o,y:u&&a}).call(w=>w.selectAll().data(t).enter().append(v?"circle":"path").call(Ae,this).call(v?k=>{k.attr("cx",l?x=>l[x]:y).attr("cy",u?x=>u[x]:b).attr("r",c?x=>c[x]:h)}:k=>{k.attr("transform",jo`translate(${l?x=>l[x]:y},${u?x=>u[x]:b})${f?x=>` rotate(${f[x]})`:p?` rotate(${p})`:""}`).attr("d",c&&d?x=>{let S=Vn();return d[x].draw(S,c[x]*c[x]*Math.PI),S}:c?x=>{let S=Vn();return g.draw(S,c[x]*c[x]*Math.PI),S}:d?x=>{let S=Vn();return d[x].draw(S,$),S}:(()=>{let x=Vn();return g.draw(x,$),x})())}).call(Qe,this,r)).node()}};function bn(e,{x:t,y:n,...r}={}){return r.frameAnchor===void 0&&([t,n]=Rn(t,n)),new id(e,{...r,x:t,y:n})}var U7={ariaLabel:"line",fill:"none",stroke:"currentColor",strokeWidth:1.5,strokeLinecap:"round",strokeLinejoin:"round",strokeMiterlimit:1},El=class extends be{constructor(t,n={}){let{x:r,y:i,z:s,curve:o,tension:a}=n;super(t,{x:{value:r,scale:"x"},y:{value:i,scale:"y"},z:{value:Ao(n),optional:!0}},n,U7),this.z=s,this.curve=gk(o,a),ws(this,n)}filter(t){return t}project(t,n,r){this.curve!==Rl&&super.project(t,n,r)}render(t,n,r,i,s){let{x:o,y:a}=r,{curve:l}=this;return ue("svg:g",s).call(Le,this,i,s).call(Ne,this,n).call(u=>u.selectAll().data(If(t,[o,a],this,r)).enter().append("path").call(Ae,this).call(Of,this,r).call(X2,this,r,s).attr("d",l===Rl&&s.projection?j7(s.path(),o,a):Zm().curve(l).defined(c=>c>=0).x(c=>o[c]).y(c=>a[c]))).node()}};function j7(e,t,n){return t=Qn(t),n=Qn(n),r=>{let i=[],s=[i];for(let o of r)o===-1?(i=[],s.push(i)):i.push([t[o],n[o]]);return e({type:"MultiLineString",coordinates:s})}}function Jo(e,{x:t,y:n,...r}={}){return[t,n]=Rn(t,n),new El(e,{...r,x:t,y:n})}function Fr(e,{x:t=Cn,y:n=ge,...r}={}){return new El(e,td({...r,x:t,y:n}))}var G7={ariaLabel:"tick",fill:null,stroke:"currentColor"},Kb=class extends be{constructor(t,n,r){super(t,n,r,G7),ws(this,r)}render(t,n,r,i,s){return ue("svg:g",s).call(Le,this,i,s).call(this._transform,this,n).call(o=>o.selectAll().data(t).enter().append("line").call(Ae,this).attr("x1",this._x1(n,r,i)).attr("x2",this._x2(n,r,i)).attr("y1",this._y1(n,r,i)).attr("y2",this._y2(n,r,i)).call(Qe,this,r).call(_l,this,r,s)).node()}};var sd=class extends Kb{constructor(t,n={}){let{x:r,y:i,inset:s=0,insetRight:o=s,insetLeft:a=s}=n;super(t,{y:{value:i,scale:"y"},x:{value:r,scale:"x",type:"band",optional:!0}},n),this.insetRight=De(o),this.insetLeft=De(a)}_transform(t,n,{y:r}){t.call(Ne,n,{y:r},0,Ze)}_x1({x:t},{x:n},{marginLeft:r}){let{insetLeft:i}=this;return n&&t?s=>n[s]+i:r+i}_x2({x:t},{x:n},{width:r,marginRight:i}){let{insetRight:s}=this;return n&&t?o=>n[o]+t.bandwidth()-s:r-i-s}_y1(t,{y:n}){return r=>n[r]}_y2(t,{y:n}){return r=>n[r]}};function od(e,{y:t=ge,...n}={}){return new sd(e,{...n,y:t})}be.prototype.plot=function({marks:e=[],...t}={}){return Oe({...t,marks:[...e,this]})};var Al=class extends j{constructor(){super();this.chart=null;this.histogram=null,this.metric=""}willUpdate(n){(n.has("histogram")||n.has("metric"))&&(this.chart=this.draw())}draw(){let n=this.histogram;return!n||n.bins.length===0?null:Oe({width:Is,height:170,marginLeft:44,marginBottom:34,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{label:`gap (${this.metric})`,labelAnchor:"center",labelArrow:"none",nice:!1},y:{label:"labels",labelArrow:"none",grid:!0,ticks:Math.min(5,Math.max(...n.bins.map(r=>r.count)))},marks:[_i(n.bins,{x1:"x0",x2:"x1",y:"count",fill:zi,fillOpacity:.85,insetLeft:.5,insetRight:.5}),Gt([0],{stroke:"var(--chart-rule)"}),et([0],{stroke:"var(--chart-ink)",strokeDasharray:"3,3"})]})}render(){let n=this.histogram;if(!n)return _;let{posInf:r,negInf:i,undefined:s}=n.nonFinite,o=[r?`${L(r)} at +\u221E`:"",i?`${L(i)} at \u2212\u221E`:"",s?`${L(s)} undefined`:""].filter(Boolean);return m`
      <h3>Gap distribution</h3>
      <div class="chart">${this.chart??m`<div class="muted">No finite gap to plot.</div>`}</div>
      <div class="note muted">
        ${L(n.finite)} finite gap${n.finite===1?"":"s"}${o.length?m`; not plotted: ${o.join(", ")}`:_}
      </div>
    `}};Al.properties={histogram:{attribute:!1},metric:{attribute:!1}},Al.styles=[X,F`
      :host {
        display: block;
      }
      .chart {
        min-height: 40px;
      }
      .note {
        font-size: 11px;
      }
    `];customElements.define("fairness-gap-histogram",Al);var Pl=class extends j{constructor(){super();this.chart=null;this.distribution=null,this.k=100,this.sortLabel="",this.kText="100"}willUpdate(n){n.has("k")&&Number(this.kText)!==this.k&&(this.kText=String(this.k)),n.has("distribution")&&(this.chart=this.draw())}draw(){let n=this.distribution;if(!n||n.bins.length===0)return null;let r=Math.max(1,n.topShown),i=Math.max(1,n.allShown),s=n.bins.map(o=>({x0:o.x0,x1:o.x1,top:o.top/r,all:o.all/i}));return Oe({width:Is,height:170,marginLeft:44,marginBottom:34,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{type:"log",label:"c(y): examples with the label",labelAnchor:"center",labelArrow:"none"},y:{label:"share of labels",labelArrow:"none",grid:!0,percent:!0},marks:[_i(s,{x1:"x0",x2:"x1",y:"top",fill:zi,fillOpacity:.85,insetLeft:.5,insetRight:.5}),_i(s,{x1:"x0",x2:"x1",y:"all",fill:"none",stroke:"var(--chart-ink)",strokeWidth:1}),Gt([0],{stroke:"var(--chart-rule)"})]})}onK(n){let r=n.target.value;this.kText=r;let i=Number(r);r.trim()!==""&&Number.isSafeInteger(i)&&i>=1&&this.dispatchEvent(new CustomEvent("topk-change",{detail:i,bubbles:!0,composed:!0}))}render(){let n=this.distribution;if(!n)return _;let r=Number(this.kText),i=!(this.kText.trim()!==""&&Number.isSafeInteger(r)&&r>=1);return m`
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
      <div class="chart">${this.chart??m`<div class="muted">No label with c(y) &gt; 0 to plot.</div>`}</div>
      <div class="note muted">
        <span class="key" style="background:${zi}"></span>top ${L(n.k)}${n.topMedian!==null?m` (median c(y) ${L(n.topMedian)})`:_}
        <span class="key" style="border:1px solid var(--chart-ink)"></span>all ${L(n.allShown)} shown${n.allMedian!==null?m` (median ${L(n.allMedian)})`:_}${n.zero?m`; ${L(n.zero)} of the top with c(y) = 0 not plotted`:_}
      </div>
    `}};Pl.properties={distribution:{attribute:!1},k:{attribute:!1},sortLabel:{attribute:!1},kText:{state:!0}},Pl.styles=[X,F`
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
    `];customElements.define("fairness-count-distribution",Pl);var W7={identity:"The identity (a label used as a group)",group:"The group",count:"Examples counted (c(x): with the identity)",count_label:"Examples with both the identity and this label (c(x, y))",rate:"The share p(y | x): of the examples with the identity, those with the label",n:"Examples (people, queries) in the group",hits:"Examples with the label in the group",value:"The metric of this identity or group",gap:"This group minus the others",expected:"The count expected if prediction did not depend on the group",correct:"Whether the predicted label is the correct one",p_value:"The test of this group against the others (two-sided)",significant:"A Benjamini-Hochberg discovery at the FDR in use",label:"The label",type:"The type of harm",class:"The class"};function yt(e){return typeof e=="number"&&Number.isFinite(e)}function Y7(e,t){let n=t.filter(r=>r!=null);return n.length>0&&n.every(r=>typeof r=="boolean")?"flag":n.some(r=>typeof r=="string")?"text":e==="p_value"?"p":n.length>0&&n.every(r=>yt(r)&&Number.isInteger(r))?"count":"number"}function X7(e,t){return t==null?{text:"",value:null,title:"undefined"}:typeof t=="boolean"?{text:t?"\u2713":"",value:t,title:t?"yes":"no"}:typeof t=="string"?{text:t,value:t,title:t}:typeof t!="number"?{text:String(t),value:String(t),title:String(t)}:Number.isFinite(t)?{text:e==="count"?L(t):e==="p"?xt(t):ve(t),value:t,title:String(t)}:{text:"undefined",value:null,title:"undefined"}}function J7(e,t){let n=[...t].sort().join("\0");return e?.tables.find(r=>[...r.columns].sort().join("\0")===n)?.title??null}function Sk(e,t,n=null,r={}){let i=b=>e.rows.map(v=>v[b]),s=n?.bias.key||null,o=b=>b===s&&e.rows.length>0&&i(b).every(v=>v===t),a=e.columns.filter(b=>!o(b)),l=a.indexOf("lower"),u=a.indexOf("upper"),c=l>0&&u===l+1,f=c?a[l-1]:null,d=null;if(c){let b=e.rows.flatMap(v=>[v.lower,v.upper,f?v[f]:null]).filter(yt);if(b.length>0){let v=Math.min(...b),$=Math.max(...b);v>=0&&$<=1&&(v=0),v===$&&($=v+1),d=[v,$]}}let h=b=>d?(b-d[0])/(d[1]-d[0]):0,p=[],g=[];return a.forEach((b,v)=>{if(c&&v===u)return;if(c&&v===l){p.push({name:"interval",head:r.interval??"interval",title:`The interval of ${f} [lower, upper], drawn on one scale for every row`,kind:"interval"}),g.push(w=>{let k=w.lower,x=w.upper,S=f?w[f]:null;return!yt(k)||!yt(x)?{text:"",value:null,title:"no interval",whisker:null,lower:null,upper:null}:{text:`[${ve(k)}, ${ve(x)}]`,value:k,title:`[${k}, ${x}]`,whisker:{lo:h(k),hi:h(x),mid:yt(S)?h(S):null},lower:k,upper:x}});return}let $=Y7(b,i(b));p.push({name:b,head:r[b]??b,title:W7[b]??b,kind:$}),g.push(w=>X7($,w[b]))}),{caption:J7(n,e.columns)??(e.columns.includes("identity")?"Counts per identity":"Per group"),columns:p,rows:e.rows.map(b=>g.map(v=>v(b))),scale:d,estimate:f}}function kk(e,t){if(!e)return"";let n=[];for(let[r,i]of Object.entries(e)){if(i===t||i===null||i===void 0)continue;let s;if(typeof i=="number")s=Number.isInteger(i)?L(i):ve(i);else if(typeof i=="string")s=i;else if(typeof i=="boolean")s=i?"yes":"no";else if(Array.isArray(i)&&i.every(o=>typeof o=="string"||typeof o=="number"))s=i.join(" & ");else continue;n.push(`${r} ${s}`)}return n.join(" \xB7 ")}function Z7(e,t){let n=new Map(t.map((r,i)=>[r,i]));return e.map((r,i)=>({r,i})).sort((r,i)=>(n.get(r.r.run)??t.length+r.i)-(n.get(i.r.run)??t.length+i.i)).map(r=>r.r)}function Tk(e,t){let n=Z7(e.runs,t),r=n.flatMap(l=>[l.bias,l.upper]).filter(yt),i=r.length?Math.max(...r):1;i>0||(i=1);let s=Math.min(0,...r),o=l=>(l-s)/(i-s);return{bars:n.map(l=>{let u=yt(l.bias);return{...l,present:u,inReport:l.present!==!1,current:l.run===e.run,at:u?{bias:o(l.bias),lower:yt(l.lower)?o(l.lower):null,upper:yt(l.upper)?o(l.upper):null}:null}}),domain:[s,i]}}function qb(e){let t=[...e.steps].sort((s,o)=>s.step-o.step),n=[],r=[],i=0;for(let s of t){if(!yt(s.bias)){r.push(s.step),i++;continue}n.push({step:s.step,wall_time:s.wall_time,value:yt(s.value)?s.value:null,bias:s.bias,lower:yt(s.lower)?s.lower:null,upper:yt(s.upper)?s.upper:null,segment:i,current:s.step===e.step})}return{dots:n,missing:r,current:e.step}}function Ub(e,t="not in this run"){if(!yt(e.bias))return t;let n=yt(e.lower)&&yt(e.upper)?` [${ve(e.lower)}, ${ve(e.upper)}]`:"";return`${ve(e.bias)}${n}`}function Ck(e,t=6){if(e.length===0)return"";let n=e.slice(0,t).join(", "),r=e.length>t?` and ${e.length-t} more`:"";return`step${e.length>1?"s":""} ${n}${r}`}function Mk(e){let t=Object.keys(e.options).sort().map(n=>[n,e.options[n]]);return JSON.stringify([e.tag,e.run,e.step,e.key,t])}function Q7(e){if(!(e>0)||!Number.isFinite(e))return 1;let t=10**Math.floor(Math.log10(e)),n=e/t;return(n<1.5?1:n<3.5?2:n<7.5?5:10)*t}function Rk(e){return Number(e.toPrecision(12))}var eD=e=>e.filter(t=>typeof t=="number"&&Number.isFinite(t));function Dl(e,t=[],n=[],r={}){let i=eD([...e,...t,...n]);if(i.length===0)return null;let s=Math.min(...i),o=Math.max(...i),a=s,l=o;r.zero&&(s=Math.min(s,0),o=Math.max(o,0));let u=r.clamp,c=r.minSpan??(u?(u[1]-u[0])*.02:Math.max(Math.abs(s),Math.abs(o),1e-9)*.02);if(o-s<c){let h=(s+o)/2;s=h-c/2,o=h+c/2,r.zero&&a>=0&&(s=0,o=Math.max(o,c))}let f=(o-s)*(r.pad??.05);r.zero&&s===0||(s-=f),r.zero&&o===0||(o+=f);let d=Q7((o-s)/(r.steps??10));return s=Rk(Math.floor(s/d+1e-9)*d),o=Rk(Math.ceil(o/d-1e-9)*d),u&&(s=Math.max(s,Math.min(u[0],a)),o=Math.min(o,Math.max(u[1],l))),[s,o]}function Ll(e,t){let n=(t-e)/5;return!(n>0)||n>=.01?".0%":n>=.001?".1%":".2%"}function jb(e,t){let n=0;for(let r of e)"iljtfrI1.,:;|!'()[] ".includes(r)?n+=.32:"mwMW@%&".includes(r)?n+=.9:r>="A"&&r<="Z"?n+=.68:n+=.58;return n*t}function tD(e,t,n){if(n(e)<=t)return e;let r=[...e],i=0,s=r.length;for(;i<s;){let o=Math.ceil((i+s)/2);n(r.slice(0,o).join("")+"\u2026")<=t?i=o:s=o-1}return r.slice(0,Math.max(1,i)).join("").trimEnd()+"\u2026"}function Ek(e){let t=e.map(s=>s.split(" & ").map(o=>[o.slice(0,o.indexOf("=")),o.slice(o.indexOf("=")+1)])),n=t[0]?.map(([s])=>s)??[],r=e.length>0&&t.every((s,o)=>s.length===n.length&&s.every(([a],l)=>a!==""&&a===n[l]&&e[o].split(" & ")[l].includes("="))),i=r?t.map(s=>s.map(([,o])=>o).join(" & ")):[...e];return!r||new Set(i).size!==i.length||i.some(s=>s==="")?{labels:[...e],title:null}:{labels:i,title:n.join(" & ")}}function Ak(e,t,n,r={}){let i=r.measure??(g=>jb(g,n)),s=r.maxLabelPx??120,o=r.marginLeft??44,a=Math.max(1,e.length),l=t/a,u=n*1.35,c=Math.ceil(10+n*1.6);if(Math.max(0,...e.map(i))+8<=l)return{rotate:0,labels:[...e],truncated:!1,marginBottom:c,marginLeft:o,plotWidth:t};let d=e.map(g=>tD(g,s,i)),h=d.some((g,y)=>g!==e[y]),p=Math.max(0,...d.map(i));if(l*Math.SQRT1_2>=u*1.1){let g=Math.ceil((p+n)*Math.SQRT1_2);return{rotate:-45,labels:d,truncated:h,marginBottom:Math.ceil(12+g),marginLeft:Math.max(o,Math.ceil(g-l/2+4)),plotWidth:t}}return{rotate:-90,labels:d,truncated:h,marginBottom:Math.ceil(14+p),marginLeft:o,plotWidth:Math.max(t,Math.ceil(a*u))}}var nD=["report","compare","trend"],Gb="mode",or="cmp_",Vr="trend_";function rD(e){return nD.includes(e??"")?e:"report"}function Pk(e,t){let n={mode:"report",view:[],compare:[],trend:[]};for(let[r,i]of e){let s=r.slice(t.length);s===Gb?n.mode=rD(i):s.startsWith(or)?n.compare.push([r,i]):s.startsWith(Vr)?n.trend.push([r,i]):n.view.push([r,i])}return n}function Dk(e,t,n){let r={};for(let[i,s]of e){let o=i.slice(t.length);n.includes(o)&&s!==""&&(r[o]=s)}return r}function Lk(e,t,n){return Object.keys(e).filter(r=>e[r][t]?.kind===n).sort()}function Nk(e,t){let n=new Set;for(let r of Object.values(e))for(let[i,s]of Object.entries(r))t.includes(s.kind)&&n.add(i);return[...n].sort()}var iD=["table","rank_by","class_name"];function sD(e,t){return`${qe}${e}o_${t}`}function Ok(e,t=[]){return(e?.options??[]).filter(n=>!iD.includes(n.name)&&!t.includes(n.name))}function oD(e,t){if(e.type==="float"||e.type==="int"){let n=t.trim();if(n==="")return;let r=Number(n);return Number.isFinite(r)?r:void 0}return t}function ad(e,t,n){if(n==="")return!0;let r=vt(e,t);if(r===null)return!1;let i=oD(r,n);return i!==void 0&&Ce(e,t,i)}function Zo(e,t,n){let r={},i=`${qe}${t}o_`;for(let[s,o]of e){if(!s.startsWith(i)||o==="")continue;let a=s.slice(i.length);vt(n,a)!==null&&ad(n,a,o)&&(r[a]=o)}return r}function Nl(e,t,n){return(n?.options??[]).map(i=>i.name).filter(i=>e[i]!==void 0&&e[i]!=="").map(i=>[sD(t,i),e[i]])}function $i(e,t){let n={...e};for(let[r,i]of Object.entries(t))i!==""&&(n[r]=i);return n}function Ik(e,t,n){if(n[t]!==void 0&&n[t]!=="")return n[t];let r=vt(e,t)?.default;return r==null?"":String(r)}var aD="dark-mode";function zk(e,t){return e!==null?e.split(/\s+/).includes(aD)?"dark":"light":t?"dark":"light"}var Wb=[{name:"Slate",light:"#425066",dark:"#8e98a3"},{name:"Cyan",light:"#12b5cb",dark:"#12b5cb"},{name:"Pink",light:"#e52592",dark:"#e52592"},{name:"Yellow",light:"#f9ab00",dark:"#f9ab00"},{name:"Purple",light:"#9334e6",dark:"#9334e6"},{name:"Light Green",light:"#7cb342",dark:"#7cb342"},{name:"Orange",light:"#e8710a",dark:"#e8710a"}],Yb={name:"Gray",light:"#e0e0e0",dark:"#3b3b3b"},Bk="runColorGroup";function Fk(e){return e==="experiment"?{key:"experiment"}:e!==null&&e.startsWith("regex:")?{key:"regex",regex:e.slice(6)}:{key:"run"}}function lD(e,t){if(t.key==="experiment")return"experiment";if(t.key==="regex"&&t.regex!==""){let n;try{n=new RegExp(t.regex)}catch{return"run:"+e}let r=e.match(n);return r?r.length>1?"regex:"+JSON.stringify(r.slice(1)):"regex:pseudo_group":null}return"run:"+e}var ld=class{constructor(){this.groupIds=new Map;this.runIds=new Map;this.runs=[];this.groupBy={key:"run"}}update(t){for(let n of t)this.runIds.set(n,this.idFor(n,this.groupIds));this.runs=[...new Set([...this.runs,...t])]}setGroupBy(t){return JSON.stringify(t)===JSON.stringify(this.groupBy)?!1:(this.groupBy=t,this.groupIds=new Map,this.runIds=new Map,this.update(this.runs),!0)}has(t){return this.runIds.has(t)}known(){return[...this.runs]}ids(t){let n=new Map(this.groupIds);return t.map(r=>this.runIds.get(r)??this.idFor(r,n))}idFor(t,n){let r=lD(t,this.groupBy);if(r===null)return-1;let i=n.get(r)??n.size;return n.set(r,i),i}};function uD(e,t){let n=e<0?Yb:Wb[e%Wb.length];return t==="dark"?n.dark:n.light}function cD(e){let t=e.trim().toLowerCase();if(/^#[0-9a-f]{6}$/.test(t))return t;if(/^#[0-9a-f]{3}$/.test(t))return"#"+[...t.slice(1)].map(i=>i+i).join("");let n=/^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)\s*(?:[,/]\s*([\d.]+%?)\s*)?\)$/.exec(t);if(!n||n[4]!==void 0&&Number.parseFloat(n[4])===0)return null;let r=[n[1],n[2],n[3]].map(Number);return r.some(i=>i>255)?null:"#"+r.map(i=>i.toString(16).padStart(2,"0")).join("")}function Hk(e){let t=cD(e);if(t===null)return null;let n=Wb.findIndex(r=>r.light===t||r.dark===t);return n>=0?{id:n}:t===Yb.light||t===Yb.dark?{id:-1}:{custom:t}}var Vk={theme:"light",ids:null,seen:new Map};function Kk(){return Vk}function qk(e){Vk=e}function ud(e,t){let n=t.ids?t.ids.ids(e):e.map((r,i)=>i);return e.map((r,i)=>{let s=t.seen.get(r);return s&&"custom"in s?s.custom:uD(s?s.id:n[i],t.theme)})}function Uk(e,t){let n=Object.keys(e).sort(),r=Object.keys(t).sort();if(n.length!==r.length||n.some((i,s)=>i!==r[s]))return!1;for(let i of n){let s=Object.keys(e[i]).sort(),o=Object.keys(t[i]).sort();if(s.length!==o.length||s.some((a,l)=>a!==o[l]))return!1;for(let a of s)if(e[i][a].kind!==t[i][a].kind||e[i][a].max_step!==t[i][a].max_step)return!1}return!0}function cd(e,t,n){if(t===null||n===null)return null;let r=e[t]?.[n];return r===void 0?null:r.max_step}function jk(e,t,n){return e!==null&&t!==null&&n!==null&&e===t&&n>t?n:e}function Xb(e,t){return Object.keys(e).sort().filter(n=>e[n][t]!==void 0).map(n=>`${JSON.stringify(n)}:${e[n][t].max_step}`).join(",")}var Gk=qe+Vr+"run",Wk=qe+Vr+"gap_threshold",Yk=qe+Vr+"fit",yn="gap_threshold",fD=["lines","intervals"];function Jb(e){return{runs:null,gapThreshold:Ge(e,yn),own:{},fit:"lines"}}function fd(e,t){let n=we(e);return Ce(t,yn,n)?n:null}function Zb(e,t){let n=[];for(let r of e.runs??[])n.push([Gk,r]);return e.gapThreshold!==null&&e.gapThreshold!==Ge(t,yn)&&n.push([Wk,String(e.gapThreshold)]),e.fit!=="lines"&&n.push([Yk,e.fit]),[...n,...Nl(e.own,Vr,t)]}function Xk(e,t,n){let r=Jb(t),i=[],s;e=[...e],r.own=Zo(e,Vr,t);for(let[o,a]of e)o===Gk&&a!==""&&!i.includes(a)?i.push(a):o===Wk?s=a:o===Yk&&fD.includes(a)&&(r.fit=a);return r.runs=i.length>0?i:null,r.gapThreshold=fd(s,t)??r.gapThreshold,n?Ol(r,n):r}function Ol(e,t){if(e.runs===null||t.length===0)return e;let n=t.filter(r=>e.runs.includes(r));return{...e,runs:n.length===0||n.length===t.length?null:n}}function Ss(e,t){return e.runs===null?[...t]:t.filter(n=>e.runs.includes(n))}function Jk(e,t,n,r){let i=Ss(e,t),s=r?t.filter(o=>o===n||i.includes(o)):i.filter(o=>o!==n);return s.length===0?e:Ol({...e,runs:s},t)}function Zk(e,t){if(t==="")return{runs:[...e],error:null};let n;try{n=new RegExp(t,"i")}catch(r){return{runs:[...e],error:r.message}}return{runs:e.filter(r=>n.test(r)),error:null}}function Qk(e,t,n){return n.length===0?e:Ol({...e,runs:t.filter(r=>n.includes(r))},t)}function eT(e,t){return t!==null&&e.includes(t)?[t,...e.filter(n=>n!==t)]:[...e]}function tT(e,t,n){let r=$i(e,t.own);return n&&t.gapThreshold!==null?{...r,[yn]:String(t.gapThreshold)}:r}function nT(e){let t=[];for(let[n,r]of Object.entries(e))n==="gap_threshold"||r===""||t.push(n==="metric"?`metric ${r}`:`${n}=${r}`);return t.join(", ")}function dD(e){return e==="percent"||e==="count"?e:"value"}function rT(e,t,n="intervals"){if(t==="count"||e.length===0)return null;let r=n==="intervals";return Dl(e.map(i=>i.value),r?e.map(i=>i.lower):[],r?e.map(i=>i.upper):[],t==="percent"?{clamp:[0,1]}:{})}function iT(e){let t=i=>i.lower!==null&&i.upper!==null,n=new Map;for(let i of e){let s=n.get(i.segment)??[];s.push(i),n.set(i.segment,s)}let r=[];for(let i of n.values())i.sort((s,o)=>s.step-o.step),i.forEach((s,o)=>{t(s)&&!(o>0&&t(i[o-1]))&&!(o+1<i.length&&t(i[o+1]))&&r.push(s)});return e.filter(i=>r.includes(i))}function sT(e,t){let n=t.find(r=>r.name===e);return n?{title:n.title,explanation:n.explanation,format:dD(n.format)}:{title:e,explanation:"",format:"value"}}function Il(e,t){return e===null||!Number.isFinite(e)?"undefined":t==="percent"?We(e):t==="count"?Number.isInteger(e)?L(e):vr(e):ve(e)}function oT(e,t){let n=Object.prototype.hasOwnProperty.call(e,t)?e[t]:null;return typeof n=="number"&&Number.isFinite(n)?n:null}function aT(e,t=null){let n=e.series.filter(r=>t===null||t.includes(r.run)).map(r=>({run:r.run,points:[...r.points].sort((i,s)=>i.step-s.step)}));return e.names.map(r=>{let i=[],s=[];return n.forEach((o,a)=>{let l=0,u=!1;for(let c of o.points){let f=oT(c.values,r);if(f===null){s.push({run:o.run,step:c.step}),u&&l++,u=!1;continue}u=!0;let[d,h]=c.intervals?.[r]??[null,null];i.push({run:o.run,step:c.step,wall_time:c.wall_time,value:f,lower:d,upper:h,segment:`${a}:${l}`})}}),{name:r,dots:i,missing:s}})}function lT(e,t=null){let n=e.series.filter(r=>t===null||t.includes(r.run));return n.some(r=>r.points.length>0)&&n.every(r=>new Set(r.points.map(i=>i.step)).size<=1)}function uT(e,t=6){let n=new Map;for(let i of e){let s=n.get(i.run)??[];s.push(i.step),n.set(i.run,s)}let r=[];for(let[i,s]of n){let o=s.slice(0,t).join(", "),a=s.length>t?` and ${s.length-t} more`:"";r.push(`${i} at step${s.length>1?"s":""} ${o}${a}`)}return r.join("; ")}function zl(e,t=Kk()){return ud(e,t)}function cT(e,t,n,r=12){let i=null,s=r*r;return e.forEach((o,a)=>{if(!Number.isFinite(o.x)||!Number.isFinite(o.y))return;let l=(o.x-t)**2+(o.y-n)**2;l<=s&&(i=a,s=l)}),i}function fT(e,t=null){let n=[["run","step","wall_time",...e.names].map(Ud).join(",")];for(let r of e.series)if(!(t!==null&&!t.includes(r.run)))for(let i of[...r.points].sort((s,o)=>s.step-o.step))n.push([Ud(r.run),Au(i.step),Au(i.wall_time),...e.names.map(s=>Au(oT(i.values,s)))].join(","));return n.join(`\r
`)+`\r
`}function Qb(e,t,n){if(typeof e=="number"&&Number.isFinite(e))return e;let r=we(t.level);return r!==null&&Ce(n,"level",r)?r:Ge(n,"level")}function dT(e,t){let n=Ce(t,yn,e.gapThreshold)?e.gapThreshold:Ge(t,yn),r=Zo(Object.entries(e.own).map(([s,o])=>[`${qe}${Vr}o_${s}`,o]),Vr,t);return n===e.gapThreshold&&JSON.stringify(r)===JSON.stringify(e.own)?e:{...e,gapThreshold:n,own:r}}var hT=15e3,dd="theme-change",ks="run-colors-change",hD="experimental",pD="experimental.GetRuns",mD="experimental.RunsChanged",gD="experimental.DataReloaded",ey=class{constructor(t){this.port=t;this.nextId=0;this.waits=new Map;this.listeners=new Map;t.addEventListener("message",n=>this.onMessage(n.data)),t.start()}send(t,n=null,r=5e3){let i=this.nextId++;return new Promise(s=>{let o=setTimeout(()=>{this.waits.delete(i),s(null)},r);this.waits.set(i,a=>{clearTimeout(o),s(a)}),this.post({type:t,id:i,payload:n,error:null,isReply:!1})})}listen(t,n){this.listeners.set(t,n)}close(){this.port.close()}onMessage(t){let n;try{n=JSON.parse(String(t))}catch{return}if(!(typeof n!="object"||n===null||typeof n.type!="string")){if(n.isReply){let r=this.waits.get(n.id);this.waits.delete(n.id),r?.(n.error?null:n.payload);return}try{this.listeners.get(n.type)?.(n.payload)}finally{this.post({type:n.type,id:n.id,payload:null,error:null,isReply:!0})}}}post(t){this.port.postMessage(JSON.stringify(t))}};function bD(e){if(e.parent===e)return null;try{let t=e.parent.document;return t.querySelector("tb-webapp")?t:null}catch{return null}}function yD(e){let t=new Map,n=e.defaultView;for(let r of e.querySelectorAll("tb-data-table-content-row")){let i=r.querySelector(".table-column-run")?.textContent?.trim(),s=r.querySelector(".run-color-swatch");if(!i||!s||t.has(i))continue;let o=s.style.backgroundColor||(n?n.getComputedStyle(s).backgroundColor:""),a=Hk(o);a&&t.set(i,a)}return t}function vD(e,t){if(e.size!==t.size)return!1;for(let[n,r]of e)if(JSON.stringify(t.get(n))!==JSON.stringify(r))return!1;return!0}var ty=class extends EventTarget{constructor(n=window){super();this.win=n;this.ipc=null;this.observers=[];this.onMedia=()=>this.onThemeSignal();this.onDocVisibility=()=>this.onVisibility();this.seen=new Map;this.refreshers=new Set;this.pollTimer=null;this.lastRefresh=Date.now();this.colorsKey="";this.tbDocument=bD(n),this.media=typeof n.matchMedia=="function"?n.matchMedia("(prefers-color-scheme: dark)"):null,this.theme=this.readTheme(),this.applyColorScheme(),this.shown=this.isShown(),this.ids=this.tbDocument?new ld:null,this.media?.addEventListener("change",this.onMedia);let r=this.tbDocument;if(r){let i=new MutationObserver(()=>this.onThemeSignal());i.observe(r.body,{attributes:!0,attributeFilter:["class"]}),this.observers.push(i);let s=n.frameElement;if(s){let o=new MutationObserver(()=>this.onVisibility());o.observe(s,{attributes:!0,attributeFilter:["style","class"]}),this.observers.push(o)}this.ipc=this.connect(r)}n.document.addEventListener("visibilitychange",this.onDocVisibility),this.readColors()}get inTensorBoard(){return this.tbDocument!==null}onRefresh(n){return this.refreshers.add(n),this.schedulePoll(),()=>{this.refreshers.delete(n),this.refreshers.size===0&&this.pollTimer!==null&&(clearTimeout(this.pollTimer),this.pollTimer=null)}}dispose(){for(let n of this.observers)n.disconnect();this.media?.removeEventListener("change",this.onMedia),this.win.document.removeEventListener("visibilitychange",this.onDocVisibility),this.ipc?.close(),this.refreshers.clear(),this.pollTimer!==null&&clearTimeout(this.pollTimer),this.pollTimer=null}readColors(){let n=this.tbDocument;if(n&&this.ids){this.ids.setGroupBy(Fk(new URLSearchParams(n.location.search).get(Bk)));let r=yD(n);vD(r,this.seen)||(this.seen=r)}this.publishColors()}connect(n){let r=this.win.parent;if(typeof MessageChannel>"u")return null;let i=new MessageChannel,s=new ey(i.port1);return s.listen(mD,o=>this.onRuns(o)),s.listen(gD,()=>{let o=this.win.document.documentElement;o.dataset.tensorboardReloads=String(Number(o.dataset.tensorboardReloads??0)+1),this.refresh()}),r.postMessage(`${hD}.bootstrap`,n.location.origin,[i.port2]),s.send(pD).then(o=>this.onRuns(o)),s}onRuns(n){!this.ids||!Array.isArray(n)||!n.every(r=>typeof r=="string")||(this.ids.update(n),this.readColors())}readTheme(){let n=this.tbDocument?this.tbDocument.body.getAttribute("class")??"":null;return zk(n,this.media?.matches??!1)}onThemeSignal(){let n=this.readTheme();n!==this.theme&&(this.theme=n,this.applyColorScheme(),this.dispatchEvent(new Event(dd)),this.readColors())}applyColorScheme(){this.win.document.documentElement.style.colorScheme=this.theme}publishColors(){let n={theme:this.theme,ids:this.ids,seen:this.seen},r=this.ids?.known()??[],i=JSON.stringify([this.theme,r,ud(r,n),[...this.seen]]);qk(n),i!==this.colorsKey&&(this.colorsKey=i,this.dispatchEvent(new Event(ks)))}isShown(){if(this.win.document.visibilityState==="hidden")return!1;let n=this.win.frameElement;return!n||n.style.visibility!=="hidden"}onVisibility(){let n=this.isShown();n!==this.shown&&(this.shown=n,n&&(this.readColors(),Date.now()-this.lastRefresh>=hT?this.refresh():this.schedulePoll()))}refresh(){this.lastRefresh=Date.now(),this.readColors();for(let n of this.refreshers)n();this.schedulePoll()}schedulePoll(){if(this.pollTimer!==null&&clearTimeout(this.pollTimer),this.pollTimer=null,this.refreshers.size===0)return;let n=Math.max(0,this.lastRefresh+hT-Date.now());this.pollTimer=setTimeout(()=>{this.pollTimer=null,this.shown&&this.refresh()},n)}},pT=null;function ar(){return pT??=new ty,pT}function gT(e,t){e.dispatchEvent(new CustomEvent("row-open",{detail:t,bubbles:!0,composed:!0}))}var wD={count:"examples",count_label:"with the label",rate:"share with the label",n:"examples",hits:"with the label",expected:"expected count",correct:"correct label",p_value:"p",significant:"\u2605"};function xD(e){return Ue(e.head,e.name==="interval"?"lower, upper":e.name,e.title)}var _D=150,mT=240,$D=640,Bl=class extends j{constructor(){super();this.request=new Te;this.requested="";this.detail=null;this.stepsSvg=null;this.resize=new ResizeObserver(n=>{let r=Math.floor(n[0]?.contentRect.width??0),i=Math.min($D,Math.max(mT,r));r>0&&Math.abs(i-this.chartWidth)>4&&(this.chartWidth=i)});this.observed=null;this.onColors=()=>{this.stepsSvg=this.drawSteps(),this.requestUpdate()};this.onKey=n=>{!this.closable||n.key!=="Escape"||n.defaultPrevented||(n.preventDefault(),this.close())};this.api=null,this.tag="",this.run="",this.step=null,this.rowKey="",this.options={},this.runs=[],this.noun="row",this.declaration=null,this.showDetail=!0,this.closable=!1,this.revision="",this.variant="panel",this.status="loading",this.data=null,this.error=null,this.chartWidth=420}connectedCallback(){super.connectedCallback(),window.addEventListener("keydown",this.onKey),ar().addEventListener(ks,this.onColors)}disconnectedCallback(){super.disconnectedCallback(),window.removeEventListener("keydown",this.onKey),ar().removeEventListener(ks,this.onColors),this.resize.disconnect(),this.observed=null,this.request.cancel(),this.requested=""}close(){this.dispatchEvent(new CustomEvent("row-close",{bubbles:!0,composed:!0}))}focusPanel(){this.renderRoot.querySelector("button.close")?.focus({preventScroll:!0})}params(){return{tag:this.tag,run:this.run,step:this.step,key:this.rowKey,options:this.options}}async load(){let n=this.api,r=this.params();this.status="loading",this.error=null;let i;try{i=await this.request.run(s=>n.row(r,s))}catch(s){this.data=null,this.error=Vt(s),this.status="error";return}i!==Se&&(this.data=i,this.status="ready")}retry(){this.requested="",this.requestUpdate()}willUpdate(n){let r=this.api&&this.tag&&this.run&&this.rowKey?Mk(this.params()):"";r!==""&&(r!==this.requested||n.has("revision")&&n.get("revision")!==void 0)&&(this.data&&this.data.key!==this.rowKey&&(this.data=null),this.requested=r,this.load()),(n.has("data")||n.has("declaration"))&&(this.detail=this.data?Sk(this.data.detail,this.data.key,this.declaration,wD):null),(n.has("data")||n.has("chartWidth")||n.has("runs"))&&(this.stepsSvg=this.drawSteps())}updated(n){n.has("status")&&this.status==="ready"&&this.dispatchEvent(new CustomEvent("row-loaded"));let r=this.renderRoot.querySelector("section.steps");r!==this.observed&&(this.resize.disconnect(),this.observed=r,r&&this.resize.observe(r))}colorDomain(){let n=this.data?.runs.map(r=>r.run)??[];return[...this.runs,...n.filter(r=>!this.runs.includes(r))]}colorOf(n){let r=this.colorDomain(),i=r.indexOf(n);return i<0?"var(--muted)":zl(r)[i]??"var(--muted)"}drawSteps(){let n=this.data;if(!n)return null;let r=qb(n),{dots:i}=r;if(i.length===0)return null;let s=this.colorOf(n.run),o=[...i.map(b=>b.step),...r.missing],a=Math.min(...o,r.current),l=Math.max(...o,r.current),u=[...new Set([...o,r.current])].sort((b,v)=>b-v);a===l&&(a-=1,l+=1);let c=`${Math.round(n.level*100)}%`,f=b=>`step ${b.step}`,d=b=>[`step ${b.step} (${Jr(b.wall_time)})`,`${n.bias}: ${ve(b.bias)}`,b.lower!==null&&b.upper!==null?`${c} interval: [${ve(b.lower)}, ${ve(b.upper)}]`:"no interval",b.value!==null?`${n.value}: ${ve(b.value)}`:""].filter(Boolean).join(`
`),h=i.filter(b=>b.lower!==null&&b.upper!==null),p=Math.max(mT,this.chartWidth),g=Oe({width:p,height:_D,marginTop:10,marginLeft:46,marginRight:12,marginBottom:30,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{domain:[a,l],label:"step",labelAnchor:"center",labelArrow:"none",inset:8,ticks:u.length<=8?u:5,tickFormat:"~s"},y:{label:null,grid:!0,nice:!0,zero:!0,ticks:4},marks:[et([r.current],{stroke:"var(--chart-rule)",strokeDasharray:"3,3"}),$s(h,{x:"step",y1:"lower",y2:"upper",z:"segment",fill:s,fillOpacity:.18}),et(h,{x:"step",y1:"lower",y2:"upper",stroke:s,strokeOpacity:.6,strokeWidth:1.5}),Fr(i,{x:"step",y:"bias",z:"segment",stroke:s,strokeWidth:2}),bn(r.missing,{x:b=>b,frameAnchor:"bottom",symbol:"times",r:3.5,stroke:"var(--muted)",ariaLabel:b=>`step ${b}: not in this run`,title:b=>`step ${b}: no ${n.bias} for this ${this.noun} (not in the report, or undefined)`}),bn(i.filter(b=>!b.current),{x:"step",y:"bias",fill:s,stroke:"var(--chart-halo)",strokeWidth:1,r:3.5,ariaLabel:f,title:d}),bn(i.filter(b=>b.current),{x:"step",y:"bias",fill:s,stroke:"var(--accent)",strokeWidth:2.5,r:5.5,ariaLabel:f,title:d})]});g.setAttribute("data-points",String(i.length)),g.setAttribute("role","img"),g.setAttribute("aria-label",`${n.bias} of ${n.key} over the steps of ${n.run}`);let y=new Map(i.map(b=>[f(b),b]));for(let b of g.querySelectorAll('g[aria-label="dot"] circle')){let v=y.get(b.getAttribute("aria-label")??"");v&&(b.setAttribute("data-step",String(v.step)),b.setAttribute("data-bias",String(v.bias)),v.lower!==null&&b.setAttribute("data-lower",String(v.lower)),v.upper!==null&&b.setAttribute("data-upper",String(v.upper)),v.current&&b.setAttribute("data-current","true"))}return g}renderTitle(){let n=this.data,r=n?`${n.run} \xB7 step ${n.step}`:this.step===null?`${this.run} \xB7 latest step`:`${this.run} \xB7 step ${this.step}`;return m`<div class="title-bar">
        <h2 title=${`${this.noun} ${this.rowKey}`}><span class="noun">${this.noun}</span><span class="key-name">${this.rowKey}</span></h2>
        ${this.closable?m`<button class="close" name="close-row" title="Close (Esc)" aria-label="Close the drill-down" @click=${()=>this.close()}>
                ×
              </button>`:_}
      </div>
      <div class="what muted" data-run=${n?.run??_} data-step=${n?.step??_}>
        ${n?m`<b>${n.bias}</b>, the size of the bias (lower is better; signed: ${n.value}) · `:_}${r}${n?` \xB7 ${Math.round(n.level*100)}% intervals`:""}
      </div>`}renderCell(n,r){if(n.kind==="interval"){let a=r.whisker;return m`<td
        class="num interval"
        data-col="interval"
        data-lower=${r.lower??_}
        data-upper=${r.upper??_}
        title=${r.title}
      >
        <span class="interval-cell"
          >${a?m`<span class="whisker" aria-hidden="true"
                  ><span class="line" style="left: ${Qo(a.lo)}; width: ${Qo(Math.max(.005,a.hi-a.lo))}"></span>${a.mid!==null?m`<span class="dot" style="left: ${Qo(a.mid)}"></span>`:_}</span
                >`:_}<span class="ci">${r.text||"\u2014"}</span></span
        >
      </td>`}let i=r.value===null,s=[n.kind==="text"?"text":n.kind==="flag"?"flag":"num",i?"missing":""].filter(Boolean).join(" "),o=r.value===null?_:String(r.value);return m`<td class=${s} data-col=${n.name} data-v=${o} title=${r.title}>${i?"\u2014":r.text}</td>`}renderDetail(n){let r=this.detail;if(!r)return _;let i=kk(n.detail.head,n.key);return m`<section class="detail" data-section="detail" data-rows=${r.rows.length}>
      <h4>${r.caption}${r.estimate?m`<span class="muted">${r.estimate} with its ${Math.round(n.level*100)}% interval</span>`:_}</h4>
      ${i?m`<div class="head-text muted">${i}</div>`:_}
      ${r.rows.length===0?m`<div class="muted">No ${this.noun} ${n.key} in this report.</div>`:m`<div class="scroll">
            <table class="detail-table" aria-label=${r.caption}>
              <thead>
                <tr>
                  ${r.columns.map(s=>m`<th class=${s.kind==="text"?"":"num"} data-col=${s.name} title=${xD(s)}>${s.head}</th>`)}
                </tr>
              </thead>
              <tbody>
                ${r.rows.map((s,o)=>m`<tr data-row=${o}>${r.columns.map((a,l)=>this.renderCell(a,s[l]))}</tr>`)}
              </tbody>
            </table>
          </div>`}
    </section>`}renderRun(n,r){let i=this.colorOf(n.run),s=`${Math.round(r.level*100)}%`,o=n.present?`run ${n.run}, step ${n.step}: ${r.bias} ${Ub(n)} (${s} interval)${n.current?" \u2014 the report on screen":""}`:`The latest report of run ${n.run} (step ${n.step}) has no ${r.bias} for this ${this.noun}: it lacks the ${this.noun}, or the value is undefined there (too little data).`,a=n.at;return m`<div
      class="run-row ${n.current?"current":""} ${n.present?"":"absent"}"
      role="listitem"
      data-run=${n.run}
      data-step=${n.step}
      data-present=${n.present?"true":"false"}
      data-bias=${n.bias??_}
      data-lower=${n.lower??_}
      data-upper=${n.upper??_}
      aria-current=${n.current?"true":_}
      title=${o}
    >
      <span class="run-name"><span class="swatch" style="background: ${i}"></span><span class="name">${n.run}</span></span>
      <span class="track" aria-hidden="true"
        >${a?m`${a.lower!==null&&a.upper!==null?m`<span class="line" style="left: ${Qo(a.lower)}; width: ${Qo(Math.max(.005,a.upper-a.lower))}; background: ${i}"></span>`:_}<span class="dot" style="left: ${Qo(a.bias)}; background: ${i}"></span>`:_}</span
      >
      <span class="val">${n.present?Ub(n):n.inReport?"undefined (too little data)":"not in this run"}</span>
    </div>`}renderRuns(n){let{bars:r,domain:i}=Tk(n,this.runs);return m`<section class="runs" data-section="runs" data-entries=${r.length}>
      <h4>In every run <span class="muted">${n.bias} in each run's latest report</span></h4>
      <div class="run-list" role="list" aria-label=${`${n.bias} of ${n.key} in every run`}>${r.map(s=>this.renderRun(s,n))}</div>
      <div class="axis" aria-hidden="true">
        <span></span><span class="ends"><span>${ve(i[0])}</span><span>${ve(i[1])}</span></span><span></span>
      </div>
    </section>`}renderSteps(n){let r=qb(n),i=Ck(r.missing);return m`<section class="steps" data-section="steps" data-points=${r.dots.length} data-missing=${r.missing.length}>
      <h4>Over steps <span class="muted">of ${n.run}; dashed: step ${n.step}</span></h4>
      ${this.stepsSvg?m`<div class="chart">${this.stepsSvg}</div>`:m`<div class="muted">No step of ${n.run} has a ${n.bias} for this ${this.noun}.</div>`}
      ${i&&this.stepsSvg?m`<div class="note muted">Not in this run (or undefined) at ${i}.</div>`:_}
    </section>`}render(){let n=this.data;return m`
      ${this.renderTitle()}
      ${this.status==="error"?m`<div class="message error" role="alert">
            <div class="text">${this.error}</div>
            <button class="primary link" name="retry-row" @click=${()=>this.retry()}>Retry</button>
          </div>`:_}
      ${n?m`<div class="content ${this.status==="loading"?"stale":""}">
            ${this.showDetail?this.renderDetail(n):_} ${this.renderRuns(n)} ${this.renderSteps(n)}
          </div>`:this.status==="loading"?m`<div class="loading">Loading the ${this.noun}…</div>`:_}
    `}};Bl.properties={api:{attribute:!1},tag:{attribute:!1},run:{attribute:!1},step:{attribute:!1},rowKey:{reflect:!0,attribute:"data-key"},options:{attribute:!1},runs:{attribute:!1},noun:{attribute:!1},declaration:{attribute:!1},showDetail:{attribute:!1},closable:{attribute:!1},revision:{attribute:!1},variant:{reflect:!0},status:{reflect:!0,attribute:"data-status"},data:{state:!0},error:{state:!0},chartWidth:{state:!0}},Bl.styles=[X,rt,F`
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
    `];function Qo(e){return`${(Math.min(1,Math.max(0,e))*100).toFixed(2)}%`}customElements.define("fairness-row-drilldown",Bl);var yT="label_associations",bT="gaps",SD=180,kD=400,TD=new Set(["search","gap","count"]);function CD(e){return e.metrics?.find(t=>t.name===e.metric)?.title??""}var Fl=class extends j{constructor(n){super();this.request=new Te;this.shell=new At(this,[this.request]);this.downloads=new In(this,()=>this.api,()=>this.declaration);this.identitiesConfirmed=!1;this.labelSearch=null;this.search={regex:null,error:null};this.visibleList=[];this.histogram=null;this.counts=null;this.heads={a:"A",b:"B",metric:"value"};this.statsInfo=null;this.legendLines=null;this.openRow=null;this.drillOpener=null;this.chartTimer=null;this.hashTimer=null;this.hashDirty=!1;this.onPageHide=()=>{this.hashDirty&&this.flushParams()};this.onKey=n=>{if(n.key!=="Escape"||n.defaultPrevented||this.openLabel===null)return;let r=n.composedPath()[0];r instanceof HTMLInputElement||r instanceof HTMLSelectElement||(n.preventDefault(),this.closeRow())};this.flushParams=()=>{this.hashDirty=!1,dt(this,Yd(this.selection,this.declaration))};this.api=n??new Jt,this.info=null,this.declaration=null,this.params=[],this.selection=Ou(null),this.data=null}connectedCallback(){super.connectedCallback(),window.addEventListener("pagehide",this.onPageHide),this.addEventListener("keydown",this.onKey)}disconnectedCallback(){super.disconnectedCallback(),window.removeEventListener("pagehide",this.onPageHide),this.removeEventListener("keydown",this.onKey),this.cancelCharts()}openLabelRow(n){this.drillOpener=n.detail.opener,this.openLabel=n.detail.key}closeRow(){let n=this.drillOpener;this.openLabel=null,this.drillOpener=null,n?.isConnected&&n.focus({preventScroll:!0})}async load(){let{run:n,tag:r,step:i}=this.report,{metric:s,a:o,b:a,level:l,fdr:u,minCount:c,rankBy:f}=this.selection,d=!this.identitiesConfirmed;this.shell.start();let h=(y,b)=>b===Ls(this.declaration,y)?null:b,p={level:h("level",l),fdr:h("fdr",u),min_count:c,rank_by:h("rank_by",f)},g;try{g=await this.request.run(y=>this.api.associations(yT,{run:n,tag:r,step:i,metric:s,a:o,b:a,...p},y))}catch(y){if(d&&(o!==null||a!==null)&&y instanceof br&&y.status===400){this.setSelectionState({...this.selection,a:null,b:null}),this.load();return}this.data=null,this.shell.fail(y);return}g!==Se&&(this.data=g,this.identitiesConfirmed=!0,(this.selection.a===null||this.selection.metric!==g.metric)&&this.setSelectionState({...this.selection,a:g.a,metric:g.metric}),this.shell.ready())}setSelectionState(n,r=!1){if(this.selection=n,!r){this.flushParams();return}if(this.hashTimer!==null){this.hashDirty=!0;return}this.flushParams(),this.hashTimer=window.setTimeout(()=>{this.hashTimer=null,this.hashDirty&&this.flushParams()},kD)}onSelectionChange(n){let r=this.selection,i={...r,...n};if(Object.keys(n).every(a=>TD.has(a))){this.setSelectionState(i,!0);return}n.rankBy!==void 0&&n.rankBy!==r.rankBy&&n.sort===void 0&&(i.sort=ya(n.rankBy),i.dir="desc"),this.setSelectionState(i),(i.rankBy!==r.rankBy||i.level!==r.level||i.fdr!==r.fdr||i.minCount!==r.minCount||i.metric!==r.metric||i.a!==r.a||i.b!==r.b)&&((i.a!==r.a||i.b!==r.b)&&(this.identitiesConfirmed=!0),this.load())}resetSelection(){this.setSelectionState(Ou(this.declaration)),this.identitiesConfirmed=!1,this.report.step!==null?Qr(this,{step:null}):this.load()}downloadCsv(){let n=this.data;if(!n)return;let r=Ft(["fairness",n.run,n.tag,`step${n.step}`,n.metric,n.a,"vs",n.b??"rest"]);this.downloads.download("download",{run:n.run,tag:n.tag,step:n.step,table:bT,options:Xd(n)},r)}willUpdate(n){if(!this.hasUpdated)this.selection=Vv(this.params,this.declaration),dt(this,Yd(this.selection,this.declaration)),this.load();else{let p=n.get("report");p&&(p.run!==this.report.run||p.tag!==this.report.tag)&&(this.identitiesConfirmed=!1),(n.has("report")&&ei(p,this.report)||n.has("info")&&ti(n.get("info"),this.info,this.report))&&this.load()}let r=n.get("selection"),i=this.selection,s=this.data,o=n.has("data"),a=r===void 0,l=!a&&(r.sort!==i.sort||r.dir!==i.dir),u=a||r.search!==i.search,c=a||r.gap[0]!==i.gap[0]||r.gap[1]!==i.gap[1]||r.count[0]!==i.count[0]||r.count[1]!==i.count[1]||r.significantOnly!==i.significantOnly,f=a||r.topK!==i.topK;if(u&&(this.search=Ns(i.search)),!s){this.labelSearch=null,this.visibleList=[],this.histogram=null,this.counts=null,this.statsInfo=null,this.legendLines=null,this.openRow=null,this.cancelCharts();return}if(o&&(this.heads={a:s.a,b:s.b_label,metric:s.metric,metricTitle:CD(s)},this.statsInfo={level:s.level,fdr:s.fdr,minCount:s.min_count,domain:Xv(s)},this.legendLines=Zd(s)),o||n.has("openLabel")){let p=this.openLabel===null?-1:s.columns.label.indexOf(this.openLabel);this.openRow=p<0?null:p}(o||l||this.labelSearch===null)&&(this.labelSearch=new Iu(s,jv(s,i.sort,i.dir)));let d=!1;if(o||l||u||c){let p=this.labelSearch.rows(i.search,this.search.regex,s,{gap:i.gap,count:i.count,significantOnly:i.significantOnly});Gv(p,this.visibleList)||(this.visibleList=p,d=!0)}let h=!a&&!o&&!l&&!f&&r.significantOnly===i.significantOnly;d||o?h&&this.histogram!==null?this.scheduleCharts():this.updateCharts():f&&(this.counts=Fu(s,this.visibleList,i.topK))}updateCharts(){this.cancelCharts();let n=this.data;n&&(this.histogram=Qd(n,this.visibleList),this.counts=Fu(n,this.visibleList,this.selection.topK))}scheduleCharts(){this.cancelCharts(),this.chartTimer=window.setTimeout(()=>{let n=this.data;n&&(this.histogram=Qd(n,this.visibleList),this.requestUpdate(),this.chartTimer=window.setTimeout(()=>{this.chartTimer=null,this.data&&(this.counts=Fu(this.data,this.visibleList,this.selection.topK),this.requestUpdate())},0))},SD)}cancelCharts(){this.chartTimer!==null&&clearTimeout(this.chartTimer),this.chartTimer=null}renderSummary(n){let r=new Map(n.identities.map(l=>[l.name,l.count])),i=l=>r.has(l)?m` (${L(r.get(l))})`:_,s=n.identities.filter(l=>l.name!==n.a).length,o=this.info?.description??"",a=this.visibleList.length;return m`<div class="summary" data-shown=${a} data-total=${n.rows}>
      ${o?m`<span class="description">${o}</span>`:_}
      <span><b>N</b> = ${L(n.n)} examples · step ${n.step}</span>
      ${Fs(a,n.rows,n.rows===1?"label":"labels")}
      <span
        >A = <b>${n.a}</b>${i(n.a)} vs B =
        ${n.b===null?m`<b>rest</b> <span class="muted">(mean over ${s} other identit${s===1?"y":"ies"})</span>`:m`<b>${n.b}</b>${i(n.b)}`}</span
      >
      ${n.excluded_labels.length?m`<span class="muted" title="Identities that are predicted labels are left out of the rows"
            >not ranked: ${n.excluded_labels.join(", ")}</span
          >`:_}
    </div>`}renderLegend(n){let r=this.legendLines??Zd(n);return m`<div class="legend" data-significant=${n.significant} data-insufficient=${n.insufficient}>
      <span class="interval">${r.interval}</span>
      <span class="significance"><span class="star">${r.significance.slice(0,1)}</span>${r.significance.slice(1)}</span>
      <span class="insufficient"><span class="grey"></span>${r.insufficient}</span>
      ${r.overlap?m`<span class="warning" role="note">⚠ ${r.overlap}</span>`:_}
    </div>`}renderDrawer(n){let r=this.openRow;if(r===null)return _;let i=n.columns.label[r];return m`<aside class="drawer" aria-label=${`Label ${i}, drilled down`}>
      ${this.renderOpenRow(n,r)}
      <fairness-row-drilldown
        variant="section"
        .api=${this.api}
        .tag=${n.tag}
        .run=${n.run}
        .step=${n.step}
        .rowKey=${i}
        .options=${Xd(n)}
        .noun=${"label"}
        .declaration=${this.declaration}
        .closable=${!1}
      ></fairness-row-drilldown>
    </aside>`}renderOpenRow(n,r){let i=n.columns,s=i.label[r],o=Bu(n,r,n.min_count),{a,b:l,metric:u}=this.heads,c=(d,h,p,g)=>m`<span class="item" data-col=${d} title=${g??Os(d,this.heads,n.level,n.fdr).title}
        ><span class="k">${h}</span> <b>${p}</b></span
      >`,f=(d,h)=>{let p=Pu(i[d][r],n.states[d][r]);return c(d,h,p.text,p.state===null?void 0:p.title)};return m`<div class="open-row" role="region" aria-label="The open label" data-row=${r} data-key=${s}>
      <b class="label" title=${s}>${s}</b>
      ${c("count","count",L(i.count[r]))} ${c("count_a",`with ${a}`,L(i.count_a[r]))}
      ${c("count_b",`with ${l}`,L(i.count_b[r]))} ${f("value_a",`${u}(${a})`)}
      ${f("value_b",`${u}(${l})`)} ${f("gap","gap")}
      ${c("bound",`${Ht(n.level)} interval`,o.intervalText,o.intervalReason??void 0)}
      ${c("p_value","p",o.pText,o.pTitle)}
      ${o.significant?m`<span class="item star" data-col="significant" title=${Os("significant",this.heads,n.level,n.fdr).title}
              >★ significant at FDR ${Ht(n.fdr)}</span
            >`:_}
      ${o.insufficient?m`<span class="item muted" data-col="insufficient">insufficient</span>`:_}
      <button class="close" name="close_row" title="Close (Esc)" aria-label="Close the open label" @click=${()=>this.closeRow()}>
        ×
      </button>
    </div>`}render(){let n=this.selection,r=this.data,i=r?.metrics?.length?r.metrics:On(this.declaration,"metric").map(a=>({name:a,title:"",range:null})),s=this.shell.loading,o=`${n.sort} ${n.dir==="desc"?"\u25BC":"\u25B2"}`;return m`
      <fairness-controls
        .selection=${n}
        .metrics=${i}
        .identities=${r?.identities??[]}
        .reportMinCount=${r?.min_count??null}
        .declaration=${this.declaration}
        .searchError=${this.search.error}
        .canDownload=${r!==null&&!s&&this.downloads.pending===null}
        .downloadTitle=${Nn(this.declaration,bT,r?.rows??null)+"; not only the rows the search and filters show"}
        @selection-change=${a=>this.onSelectionChange(a.detail)}
        @focusout=${()=>this.hashDirty&&this.flushParams()}
        @download-csv=${()=>this.downloadCsv()}
        ><slot name="report" slot="report"></slot
      ></fairness-controls>
      ${this.downloads.renderError()}
      ${this.shell.renderError("Could not load the report",[{label:"Reset the selection",run:()=>this.resetSelection()}])}
      ${this.shell.renderContent(r,a=>m`${this.renderSummary(a)} ${this.renderLegend(a)}
            <div class="main ${s?"stale":""}">
              <div class="table-column">
                <fairness-table
                  .table=${a}
                  .rows=${this.visibleList}
                  .sort=${n.sort}
                  .dir=${n.dir}
                  .names=${this.heads}
                  .stats=${this.statsInfo}
                  .columns=${n.columns}
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
                  .k=${n.topK}
                  .sortLabel=${o}
                  @topk-change=${l=>this.onSelectionChange({topK:l.detail})}
                ></fairness-count-distribution>
              </div>
            </div>
            ${this.renderDrawer(a)}`,"Loading the report\u2026")}
    `}};Fl.properties={...Zr,selection:{state:!0},data:{state:!0},openLabel:{state:!0}},Fl.styles=[X,rt,Hu,Bi,Fi,Zt,F`
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
    `];customElements.define("fairness-associations-view",Fl);var vT={kind:yT,title:"label-association",render:(e,t)=>m`<fairness-associations-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${t}</fairness-associations-view
    >`,hint:()=>m`No label-association reports: log one with <code>w.label_associations(…)</code>, one set of predicted
      label names per example with the identities among them (or a 0/1 matrix with <code>label_names=</code>, or
      scores with <code>threshold=</code>).`,example:`# One set of predicted label names per example; the identities are among them.
predictions = [{"man", "skateboard"}, {"woman", "apron"}, {"woman", "skateboard"}]
w.label_associations("associations/val", 0, predictions, identities=["man", "woman"])`};var MD=["class","n","cramers_v","band","p_value","accuracy","worst_group","worst_group_accuracy","gap"],RD=["class","worst_group"],pd=[.9,.95,.99],ny=Object.freeze({cls:null,sort:"cramers_v",dir:"desc",search:""});function md(e){return{...ny,mev:Ge(e,"mev"),level:Ge(e,"level"),fdr:Ge(e,"fdr")}}function ry(e){return RD.includes(e)||e==="p_value"?"asc":"desc"}var zt={cls:"class",mev:"mev",level:"level",fdr:"fdr",sort:"sort",dir:"dir",search:"q"};function iy(e,t){let n=[];return ye(n,zt.cls,e.cls),tt(n,zt.mev,e.mev,t),tt(n,zt.level,e.level,t),tt(n,zt.fdr,e.fdr,t),(e.sort!==ny.sort||e.dir!==ny.dir)&&(ye(n,zt.sort,e.sort),ye(n,zt.dir,e.dir)),ye(n,zt.search,e.search),n}function wT(e,t){let n=wt(e),r=md(t),i=n.get(zt.cls);r.cls=i===void 0||i===""?null:i,r.mev=Et(t,"mev",we(n.get(zt.mev))),r.level=Et(t,"level",we(n.get(zt.level))),r.fdr=Et(t,"fdr",we(n.get(zt.fdr)));let s=n.get(zt.sort);if(s!==void 0&&MD.includes(s)){r.sort=s;let o=n.get(zt.dir);r.dir=o==="asc"||o==="desc"?o:ry(r.sort)}return r.search=n.get(zt.search)??"",r}function ED(e){let t=0;for(;t<ba.length&&e>=ba[t];)t++;return Rt[t]}function AD(e,t,n){if(t==="band"){let i=Rt.indexOf(e.columns.band[n]);return i<0?NaN:i}let r=e.columns[t][n];return typeof r=="number"&&Number.isFinite(r)?r:NaN}function xT(e,t,n){let r=new Int32Array(e.rows);for(let o=0;o<r.length;o++)r[o]=o;let i=n==="asc"?1:-1;if(t==="class"||t==="worst_group"){let o=e.columns[t];return r.sort((a,l)=>{let u=o[a],c=o[l];return u===null||c===null?u===null&&c===null?a-l:u===null?1:-1:u<c?-i:u>c?i:a-l}),r}let s=new Float64Array(e.rows);for(let o=0;o<e.rows;o++)s[o]=AD(e,t,o);return r.sort((o,a)=>{let l=s[o],u=s[a],c=Number.isNaN(l),f=Number.isNaN(u);return c||f?c&&f?o-a:c?1:-1:l<u?-i:l>u?i:o-a}),r}function _T(e,t,n){return Rv(e.columns.class,t,n)}var PD={class:["class","ground truth","the ground-truth class"],n:["examples","","the examples of the class"],cramers_v:["Cram\xE9r's V","effect size","Cram\xE9r's V of the table groups \xD7 predicted labels for this class: how strongly what the model predicts depends on the group (0: not at all); classes without V last"],band:["band","of V","negligible < 0.1 \u2264 small < 0.3 \u2264 medium < 0.5 \u2264 large"],p_value:["p","\u03C7\xB2 test",'the p-value of the chi-square test of "group and prediction independent" for this class; classes without V last'],accuracy:["accuracy","of the class","the accuracy on the examples of the class"],worst_group:["worst group","lowest accuracy","the group with the lowest accuracy on this class"],worst_group_accuracy:["its accuracy","worst group","the accuracy of the class's worst group"],gap:["gap","accuracy \u2212 worst","the accuracy of the class minus that of its worst group, in percentage points"]};function gd(e,t,n){if(e==="interval"){let o=ta(t);return{name:"interval",sub:`${o} of V`,title:Ue("interval","lower, upper",`the ${o} interval of the population V of this class (docs/statistics.md); the dot is V, dotted lines are the band edges 0.1, 0.3, 0.5`)}}if(e==="significant")return{name:"\u2605",sub:"",title:Ue("\u2605","significant",sy(n))};let[r,i,s]=PD[e];return{name:r,sub:i,title:Ue(r,e,s)}}function ta(e){return`${Number((e*100).toPrecision(4))}%`}function $T(e){return String(Number(e.toPrecision(4)))}function sy(e){return`significant after Benjamini\u2013Hochberg at FDR q = ${$T(e)}`}function ea(e){return typeof e=="number"&&Number.isFinite(e)}function ST(e,t,n){let r=e.columns,i=e.states.cramers_v[t],s=i===null&&ea(r.cramers_v[t]),o=s?null:`Undefined: ${i&&n[i]||i||"no value of V"}`,a=r.lower?.[t],l=r.upper?.[t],u=s&&ea(a)&&ea(l)?[a,l]:null,c=r.p_value?.[t],f=s&&ea(c);return{interval:u,intervalText:u?`[${u[0].toFixed(2)}, ${u[1].toFixed(2)}]`:"\u2014",p:f?c:null,pText:f?xt(c):"\u2014",pTitle:f?`p = ${c} (chi-square test of "group and prediction independent")`:o??"No p-value",significant:s&&r.significant?.[t]===!0,reason:o}}function kT(e){let t=0,n=e.columns.upper??[];for(let r=0;r<e.rows;r++){let i=n[r];ea(i)&&i>t&&(t=i)}return[0,Math.min(1,Math.max(.1,Math.ceil(t*10-1e-9)/10))]}function DD(e){let t=0,n=e.columns.p_value??[];for(let r=0;r<e.rows;r++)ea(n[r])&&t++;return t}function TT(e){let t=DD(e);return{interval:`whiskers: ${ta(e.level)} interval of the population V (docs/statistics.md)`,significance:`\u2605 significant at FDR ${$T(e.fdr)}: ${e.significant} of ${Lu(t,"class","classes")}`+(t<e.rows?` with a p-value (${e.rows-t} without V)`:"")}}var hd=20;function CT(e,t){let n=Object.fromEntries(Rt.map(a=>[a,0])),r=new Map,i=0,s=0;for(let a=0;a<t.length;a++){let l=t[a],u=e.columns.cramers_v[l];if(typeof u!="number"||!Number.isFinite(u)){s++;continue}let c=Rt.includes(e.columns.band[l]??"")?e.columns.band[l]:ED(u),d=Math.min(hd-1,Math.max(0,Math.floor(u*hd)))*Rt.length+Rt.indexOf(c);r.set(d,(r.get(d)??0)+1),n[c]++,i++}return{bins:[...r.entries()].sort(([a],[l])=>a-l).map(([a,l])=>{let u=Math.floor(a/Rt.length);return{x0:u/hd,x1:(u+1)/hd,band:Rt[a%Rt.length],count:l}}),byBand:n,defined:i,undefined:s}}function MT(e){let t=0;return{panels:e.groups.map((r,i)=>{let s=e.group_n[i]??0,o=u=>s>0?u/s:0,a=e.labels.map((u,c)=>{let f=e.counts[i][c]??0;return{label:u,count:f,share:o(f),correct:e.correct[c]===!0,kept:e.kept[c]!==!1,other:!1}});if(e.other_labels>0){let u=e.other[i]??0;a.push({label:"",count:u,share:o(u),correct:!1,kept:!0,other:!0})}for(let u of a)u.share>t&&(t=u.share);let l=e.mistakes.filter(u=>u.group===r).sort((u,c)=>u.rank-c.rank);return{group:r,n:s,accuracy:e.group_accuracy[i]??null,bars:a,mistakes:l}}),maxShare:t,otherLabels:e.other_labels,totalLabels:e.total_labels,dropped:e.kept.filter(r=>r===!1).length}}var oy="classes";function ay(e){return{mev:String(e.mev),level:String(e.level),fdr:String(e.fdr)}}var LD="Sorted last in both directions and left out of SkewSize.",ND=["class","n","cramers_v","band","interval","p_value","mark","accuracy","worst_group","worst_group_accuracy","gap"],ly=64,uy=14,OD="minmax(100px, 3fr) minmax(72px, 1fr) minmax(90px, 1fr) minmax(88px, 1fr) 150px minmax(60px, 1fr) 24px minmax(76px, 1fr) minmax(90px, 2fr) minmax(84px, 1fr) minmax(76px, 1fr)",RT=910;function ID([e,t],n,[r,i]){let o=f=>Math.min(ly-3,Math.max(3,(f-r)/(i-r)*(ly-6)+3)),a=uy/2,l=o(e),u=o(t),c=[.1,.3,.5].filter(f=>f<i).map(f=>`M${o(f)},1V${uy-1}`).join("");return m`<svg class="whisker" width=${ly} height=${uy} aria-hidden="true">
    <path class="edge" d=${c}></path>
    <path class="bar" d=${`M${l},${a}H${u}M${l},${a-3}V${a+3}M${u},${a-3}V${a+3}`}></path>
    <circle class="dot" cx=${o(n)} cy=${a} r="2.5"></circle>
  </svg>`}var Hl=class extends j{constructor(){super();this.cursor=new ri(this,{open:n=>this.openRow(n),close:()=>this.closeDrillDown()});this.rowTemplate=(n,r)=>this.renderRow(n,r);this.lastCursor=null;this.table=null,this.rows=[],this.sort="cramers_v",this.dir="desc",this.reasons={},this.selected=null,this.stats=null}openRow(n){let r=this.table;!r||n<0||n>=r.rows||(this.cursor.set(n),this.dispatchEvent(new CustomEvent("class-select",{detail:r.columns.class[n],bubbles:!0,composed:!0})))}closeDrillDown(){if(this.selected===null)return!1;let r=this.getRootNode().querySelector?.("fairness-skew-class");return r?(r.dispatchEvent(new CustomEvent("class-close",{bubbles:!0,composed:!0})),!0):!1}columns(){let{level:n,fdr:r}=this.stats,i=gd("significant",n,r),s=m`<span class="mark" role="columnheader" data-col="significant" title=${i.title}>★</span>`,o=gd("interval",n,r),a=m`<span class="interval" role="columnheader" data-col="interval" title=${o.title}>
      <span class="top"><span class="col-name">${o.name}</span></span>
      <span class="sub">${o.sub}</span>
    </span>`;return ND.map(l=>l==="mark"?{header:s}:l==="interval"?{header:a}:{key:l,text:l==="class"||l==="worst_group",...gd(l,n,r)})}numberCell(n,r,i,s){return r===null||!Number.isFinite(r)?m`<div class="cell num undef" role="cell" data-col=${n} data-state="undefined" title=${s}>
        undefined
      </div>`:m`<div class="cell num" role="cell" data-col=${n} title=${String(r)}>${i}</div>`}renderRow(n,r){let i=this.table,s=i.columns,o=s.class[n],a=s.cramers_v[n],l=i.states.cramers_v[n],u=`Undefined: ${l&&this.reasons[l]||l||"no value"}. ${LD}`,c=`Undefined: ${this.reasons.no_examples??"no examples of this class"}.`,f=s.band[n],d=s.worst_group[n],h=o===this.selected,p=ST(i,n,this.reasons),g=sy(this.stats.fdr);return m`<div
      class="row ${p.significant?"significant":""} ${this.cursor.isCursor(n)?"cursor":""}"
      role="row"
      aria-selected=${h?"true":"false"}
      data-row=${n}
      data-pos=${r}
      data-significant=${p.significant?"true":"false"}
      @click=${()=>this.openRow(n)}
    >
      <div class="cell" role="cell" data-col="class" title=${o}>${o}</div>
      <div class="cell num" role="cell" data-col="n">${L(s.n[n])}</div>
      ${this.numberCell("cramers_v",a,vr(a),u)}
      ${f?m`<div class="cell" role="cell" data-col="band" data-band=${f}>
            <span class="chip" style="background:${Hi[f]}"></span>${f}
          </div>`:m`<div class="cell undef" role="cell" data-col="band" title=${u}>—</div>`}
      ${p.interval&&a!==null?m`<div
            class="cell interval"
            role="cell"
            data-col="interval"
            data-lower=${String(p.interval[0])}
            data-upper=${String(p.interval[1])}
            title=${`V = ${a}; ${ta(this.stats.level)} interval of the population V: [${p.interval[0]}, ${p.interval[1]}]`}
          >
            ${ID(p.interval,a,this.stats.domain)}<span class="text">${p.intervalText}</span>
          </div>`:m`<div class="cell interval undef" role="cell" data-col="interval" title=${p.reason??"No interval"}>—</div>`}
      <div class="cell num ${p.p===null?"why undef":""}" role="cell" data-col="p_value" data-value=${p.p===null?"":String(p.p)} title=${p.pTitle}>
        ${p.pText}
      </div>
      ${nc(p.significant,g)}
      ${this.numberCell("accuracy",s.accuracy[n],We(s.accuracy[n]),c)}
      <div class="cell" role="cell" data-col="worst_group" title=${d??""}>${d??"\u2014"}</div>
      ${this.numberCell("worst_group_accuracy",s.worst_group_accuracy[n],We(s.worst_group_accuracy[n]),c)}
      ${this.numberCell("gap",s.gap[n],Du(s.gap[n]),c)}
    </div>`}willUpdate(n){let r=this.cursor.row!==this.lastCursor;this.lastCursor=this.cursor.row,(r||n.has("table")||n.has("stats")||n.has("selected")||n.has("reasons"))&&(this.rowTemplate=(i,s)=>this.renderRow(i,s))}updated(n){let r=n.has("table")&&n.get("table")==null;if(this.selected===null||!(n.has("selected")||r)||!this.table)return;let i=this.table.columns.class,s=this.rows.findIndex(l=>i[l]===this.selected),o=this.renderRoot.querySelector("lit-virtualizer");if(s<0||!o)return;(async()=>{await o.updateComplete,await o.layoutComplete,o.element(s)?.scrollIntoView({block:"nearest"})})().catch(()=>{})}render(){return!this.table||!this.stats?_:Xs(this,{columns:this.columns(),defaultDir:ry,renderRow:this.rowTemplate,label:"Classes by Cram\xE9r's V",empty:this.table.rows===0?"This report has no classes.":"No class matches the search.",keyByPosition:!0,focusable:!0})}};Hl.properties={...ii,reasons:{attribute:!1},selected:{attribute:!1},stats:{attribute:!1}},Hl.styles=[X,...Zs,ic,F`
      .head,
      .row {
        grid-template-columns: ${je(OD)};
        min-width: ${je(`${RT}px`)};
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
        min-width: ${je(`${RT}px`)};
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
    `];customElements.define("fairness-skew-table",Hl);var Vl=class extends j{constructor(){super();this.chart=null;this.histogram=null,this.marker=null}willUpdate(n){(n.has("histogram")||n.has("marker"))&&(this.chart=this.draw())}draw(){let n=this.histogram;if(!n||n.bins.length===0)return null;let r=Math.max(...n.bins.map(i=>i.count));return Oe({width:Is,height:170,marginLeft:44,marginBottom:34,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{domain:[0,1],label:"Cram\xE9r's V",labelAnchor:"center",labelArrow:"none",ticks:5},y:{label:"classes",labelArrow:"none",grid:!0,ticks:Math.min(5,r)},color:{domain:[...Rt],range:Rt.map(i=>Hi[i])},marks:[_i(n.bins,{x1:"x0",x2:"x1",y:"count",fill:"band",insetLeft:.5,insetRight:.5,title:i=>`${i.count} class${i.count===1?"":"es"} with V in [${i.x0.toFixed(2)}, ${i.x1.toFixed(2)}) (${i.band})`}),et(ba,{stroke:"var(--chart-rule)",strokeDasharray:"2,3"}),Gt([0],{stroke:"var(--chart-rule)"}),...this.marker!==null?[et([this.marker],{stroke:"var(--fg)",strokeWidth:1.5,title:()=>"the selected class"})]:[]]})}render(){let n=this.histogram;return n?m`
      <h3>Effect sizes by class</h3>
      <div class="chart">${this.chart??m`<div class="muted">No class with a value of V to plot.</div>`}</div>
      <div class="legend">
        ${Rt.map(r=>m`<span data-band=${r}
              ><span class="key" style="background:${Hi[r]}"></span>${r} ${L(n.byBand[r])}</span
            >`)}
      </div>
      <div class="note muted">
        ${this.marker!==null?"The solid line marks the selected class. ":""}${L(n.defined)} class${n.defined===1?"":"es"} with V${n.undefined?`; ${L(n.undefined)} undefined, not plotted`:""}
      </div>
    `:m``}};Vl.properties={histogram:{attribute:!1},marker:{attribute:!1}},Vl.styles=[X,F`
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
    `];customElements.define("fairness-skew-histogram",Vl);var Kl=class extends j{constructor(){super();this.panels=null;this.cls="",this.data=null,this.status="loading",this.error=null,this.reasons={}}willUpdate(n){n.has("data")&&(this.panels=this.data?MT(this.data):null)}close(){this.dispatchEvent(new CustomEvent("class-close",{bubbles:!0,composed:!0}))}renderBar(n,r,i){let s=r>0?n.share/r*100:0,o=n.other?`other (${L(i)} more label${i===1?"":"s"})`:n.label,a=[n.correct?"the correct label":"",n.kept?"":"dropped from V by the mev filter (an expected count below mev)"].filter(Boolean),l=`${o}: ${L(n.count)} (${We(n.share)} of the group)${a.length?" \u2014 "+a.join("; "):""}`,u=["bar-row",n.correct?"correct":"",n.kept?"":"dropped",n.other?"other":""].filter(Boolean).join(" ");return m`<div
      class=${u}
      role="listitem"
      data-label=${n.other?_:n.label}
      data-other=${n.other?"true":_}
      data-count=${n.count}
      data-share=${n.share}
      data-correct=${n.correct?"true":"false"}
      data-kept=${n.kept?"true":"false"}
      title=${l}
    >
      <span class="label">${o}${n.correct?" \u2713":""}</span>
      <span class="track"><span class="fill" style="width: ${s.toFixed(2)}%"></span></span>
      <span class="val">${We(n.share)} (${L(n.count)})</span>
    </div>`}renderPanel(n,r){return m`<div class="panel" data-group=${n.group}>
      <h4 title=${n.group}>${n.group}</h4>
      <div class="meta muted">
        n = ${L(n.n)}${n.accuracy!==null?m` · accuracy ${We(n.accuracy)}`:_}
      </div>
      <div class="bars" role="list" aria-label=${`Predicted labels for group ${n.group}`}>
        ${n.bars.map(i=>this.renderBar(i,r.maxShare,r.otherLabels))}
      </div>
      <h5>Most frequent mistakes</h5>
      ${n.mistakes.length?m`<table class="mistakes">
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
              ${n.mistakes.map(i=>m`<tr data-rank=${i.rank} data-label=${i.label} data-count=${i.count} data-share=${i.share}>
                    <td class="num">${i.rank}</td>
                    <td title=${i.label}>${i.label}</td>
                    <td class="num">${L(i.count)}</td>
                    <td class="num" title=${String(i.share)}>${We(i.share)}</td>
                  </tr>`)}
            </tbody>
          </table>`:m`<div class="muted">No mistakes in this group.</div>`}
    </div>`}renderHeader(n){let r=_;n&&(r=n.cramers_v!==null?m`<span data-key="cramers_v" data-value=${n.cramers_v}
              >V = <b>${vr(n.cramers_v)}</b>
              ${n.band?m`<span><span class="chip" style="background:${Hi[n.band]}"></span>${n.band}</span>`:_}</span
            >`:m`<span data-key="cramers_v" data-state=${n.state??"undefined"} class="muted"
              >V undefined: ${n.state&&this.reasons[n.state]||n.state}</span
            >`);let i=this.panels;return m`<header>
      <h3 title=${this.cls}>${this.cls}</h3>
      ${r}
      ${n&&i?m`<span class="muted"
            >${n.groups.length} group${n.groups.length===1?"":"s"} × ${L(n.total_labels)} predicted
            label${n.total_labels===1?"":"s"}${i.dropped?m`; <span data-key="dropped">${i.dropped} dropped by mev = ${n.mev}</span>`:_}${i.otherLabels?`; ${L(i.otherLabels)} least frequent summed in \u201Cother\u201D`:""}</span
          >`:_}
      <button class="primary close" name="close-class" title="Close the drill-down" @click=${()=>this.close()}>
        Close
      </button>
    </header>`}render(){let n=this.data,r=this.panels;return m`
      ${this.renderHeader(n)}
      ${this.status==="error"?m`<div class="message error" role="alert"><div class="text">${this.error}</div></div>`:_}
      ${n&&r?m`<div class="body ${this.status==="loading"?"stale":""}">
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
          </div>`:this.status==="loading"?m`<div class="loading">Loading the class…</div>`:_}
    `}};Kl.properties={cls:{attribute:!1},data:{attribute:!1},status:{reflect:!0,attribute:"data-status"},error:{attribute:!1},reasons:{attribute:!1}},Kl.styles=[X,rt,F`
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
    `];customElements.define("fairness-skew-class",Kl);var cy="skew_size",zD=20,BD="higher is less biased; a long tail of large effect sizes lowers it";function ET(e,t){let[n,r]=e??[null,null];if(n===null||r===null)return _;let i=s=>(s*100).toFixed(1);return m` <span class="muted" title=${`${Math.round(t*100)}% Wilson interval`}
    >[${i(n)}, ${i(r)}]</span
  >`}function FD(e,t){let n=e.skew_size_interval;return n?m` <span
      class="interval"
      data-key="skew_size_interval"
      data-lower=${String(n[0])}
      data-upper=${String(n[1])}
      title=${`Approximate ${Math.round(t*100)}% interval of the population SkewSize: a parametric bootstrap of the classes' tables from their bias-corrected V; in simulations it covered 92\u201393% of the time (docs/statistics.md)`}
      >[${ve(n[0])}, ${ve(n[1])}]</span
    >`:e.skew_size_interval_state!=="too_noisy"?_:m` <span
    class="interval withheld"
    data-key="skew_size_interval"
    data-state="too_noisy"
    title=${e.skew_size_interval_reason??""}
    >no interval: the per-class V are too noisy</span
  >`}function bd(e){let t=e.trim();if(t==="")return null;let n=Number(t);return Number.isFinite(n)?n:NaN}var ql=class extends j{constructor(n){super();this.request=new Te;this.classRequest=new Te;this.shell=new At(this,[this.request,this.classRequest]);this.downloads=new In(this,()=>this.api,()=>this.declaration);this.revealClass=!1;this.order=null;this.search={regex:null,error:null};this.visible=new Int32Array(0);this.visibleList=[];this.histogram=null;this.domain=[0,1];this.api=n??new Jt,this.info=null,this.declaration=null,this.params=[],this.selection=md(null),this.data=null,this.classData=null,this.classStatus="loading",this.classError=null,this.mevText="",this.fdrText=""}async load(){let{run:n,tag:r,step:i}=this.report,{mev:s,level:o,fdr:a}=this.selection;this.shell.start(),this.selection.cls!==null&&(this.classStatus="loading");let l;try{l=await this.request.run(c=>this.api.skew(cy,{run:n,tag:r,step:i,mev:s,level:o,fdr:a},c))}catch(c){this.classRequest.cancel(),this.data=null,this.classData=null,this.shell.fail(c);return}if(l===Se)return;this.data=l,this.selection.mev===null&&this.mevText===""&&(this.mevText=String(l.mev)),this.selection.fdr===null&&this.fdrText===""&&(this.fdrText=String(l.fdr)),this.shell.ready();let u=this.selection.cls;u!==null&&(l.columns.class.includes(u)?this.loadClass():this.closeClass())}async loadClass(){let n=this.selection.cls;if(n===null)return;let{run:r,tag:i,step:s}=this.report,o=this.selection.mev;this.classStatus="loading",this.classError=null;let a;try{a=await this.classRequest.run(l=>this.api.skewClass(cy,{run:r,tag:i,step:s,mev:o,class:n,k:null,limit:zD},l))}catch(l){this.classData=null,this.classError=Vt(l),this.classStatus="error";return}a!==Se&&(this.classData=a,this.classStatus="ready")}setSelectionState(n){this.selection=n,dt(this,iy(n,this.declaration))}selectClass(n){if(n===this.selection.cls&&this.classStatus!=="error"){this.revealClass=!0,this.requestUpdate();return}this.setSelectionState({...this.selection,cls:n}),this.classData=null,this.revealClass=!0,this.loadClass()}closeClass(){this.classRequest.cancel(),this.classData=null,this.classError=null,this.setSelectionState({...this.selection,cls:null})}onMevInput(n){let r=n.target.value;this.mevText=r;let i=bd(r);!Ce(this.declaration,"mev",i)||i===this.selection.mev||(this.setSelectionState({...this.selection,mev:i}),this.load())}onFdrInput(n){let r=n.target.value;this.fdrText=r;let i=bd(r);!Ce(this.declaration,"fdr",i)||i===this.selection.fdr||(this.setSelectionState({...this.selection,fdr:i}),this.load())}onLevel(n){let r=Number(n.target.value);r!==this.selection.level&&(this.setSelectionState({...this.selection,level:r}),this.load())}resetSelection(){this.setSelectionState(md(this.declaration)),this.mevText=String(this.selection.mev??""),this.fdrText=String(this.selection.fdr??""),this.closeClass(),this.report.step!==null?Qr(this,{step:null}):this.load()}downloadCsv(){let n=this.data;if(!n)return;let r=Ft(["fairness",n.run,n.tag,`step${n.step}`,"skew",`mev${n.mev}`]),i={run:n.run,tag:n.tag,step:n.step,table:oy,options:ay(n)};this.downloads.download("download",i,r)}willUpdate(n){this.hasUpdated?(n.has("report")&&ei(n.get("report"),this.report)||n.has("info")&&ti(n.get("info"),this.info,this.report))&&this.load():(this.selection=wT(this.params,this.declaration),this.mevText=String(this.selection.mev??""),this.fdrText=String(this.selection.fdr??""),dt(this,iy(this.selection,this.declaration)),this.load());let r=n.get("selection"),i=this.selection,s=this.data,o=n.has("data"),a=r!==void 0&&(r.sort!==i.sort||r.dir!==i.dir),l=r===void 0||r.search!==i.search;if(l&&(this.search=Ns(i.search)),!s){this.order=null,this.visible=new Int32Array(0),this.visibleList=[],this.histogram=null;return}o&&(this.domain=kT(s)),(o||a||this.order===null)&&(this.order=xT(s,i.sort,i.dir)),(o||a||l)&&(this.visible=_T(s,this.order,this.search.regex),this.visibleList=Array.from(this.visible),this.histogram=CT(s,this.visible))}updated(){if(!this.revealClass)return;let n=this.renderRoot.querySelector("fairness-skew-class");n&&(this.revealClass=!1,n.scrollIntoView({block:"nearest",behavior:"smooth"}))}selectedV(){let n=this.data,r=this.selection.cls;if(!n||r===null)return null;let i=n.columns.cramers_v[n.columns.class.indexOf(r)];return typeof i=="number"&&Number.isFinite(i)?i:null}renderControls(){let n=this.selection,r=this.declaration,i=!Ce(r,"mev",bd(this.mevText)),s=!Ce(r,"fdr",bd(this.fdrText)),o=n.level===null||pd.includes(n.level)?pd:[...pd,n.level].sort((a,l)=>a-l);return m`<div class="controls">
      <div class="group" role="group" aria-label="Report and noise filter">
        <slot name="report"></slot>
        <label class="field">
          <span class="name" title=${Me(r,"mev")}>${Pe(r,"mev")}</span>
          <input
            type="number"
            name="mev"
            min=${Qt(r,"mev").min??_}
            step="any"
            inputmode="decimal"
            class=${i?"invalid":""}
            aria-invalid=${i?"true":"false"}
            title=${i?zn(r,"mev"):Me(r,"mev","Drops the predicted labels whose smallest expected count is below it before computing V (the paper uses 5; 0 turns the filter off, as the appendix code does).")}
            .value=${this.mevText}
            @input=${a=>this.onMevInput(a)}
          />
        </label>
        <label class="field" title=${Me(r,"level","Here: the interval of V (the whiskers).")}>
          <span class="name">${Pe(r,"level")}</span>
          <select name="level" @change=${a=>this.onLevel(a)}>
            ${o.map(a=>m`<option .value=${String(a)} .selected=${a===n.level}>${ta(a)}</option>`)}
          </select>
        </label>
        <label class="field">
          <span class="name" title=${Me(r,"fdr")}>${Pe(r,"fdr","FDR")}</span>
          <input
            type="number"
            name="fdr"
            min=${Qt(r,"fdr").min??_}
            max=${Qt(r,"fdr").max??_}
            step="0.01"
            inputmode="decimal"
            class=${s?"invalid":""}
            aria-invalid=${s?"true":"false"}
            title=${s?zn(r,"fdr"):`False discovery rate of the \u2605 marks (Benjamini\u2013Hochberg over the classes with a p-value). ${Me(r,"fdr")}`}
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
        ${this.shell.renderCsvButton("download",this.data!==null&&this.downloads.pending===null,()=>this.downloadCsv(),`${Nn(this.declaration,oy,this.data?.rows??null)}; not only the classes the search shows`)}
        ${this.downloads.renderError()}
        ${this.search.error?m`<div class="search-error" role="alert" title=${this.search.error}>
              Invalid regex, search ignored: ${this.search.error}
            </div>`:_}
      </div>
    </div>`}renderHeadline(n){let r=n.model,i=a=>a&&n.reasons[a]||a||"undefined",s=(a,l)=>m`<span data-key=${a} data-value=${String(r[a])}>${l}</span>`,o=(a,l)=>l===null?_:m` <span class="muted">on</span> <b data-key=${a}>${l}</b>`;return m`<section class="headline" aria-label="The model's numbers">
      <div class="skew" title="SkewSize: the skewness of Cramér's V over the classes that have one">
        <span class="name muted">SkewSize</span>
        ${r.skew_size!==null?m`<span class="value" data-key="skew_size" data-value=${String(r.skew_size)}>${ve(r.skew_size)}</span
              >${FD(r,n.level)}`:m`<span class="value undef" data-key="skew_size" data-state=${r.skew_size_state??"undefined"}
              >undefined</span
            >
            <span class="reason" data-key="skew_size_reason">${i(r.skew_size_state)}</span>`}
        <span class="explain muted">${BD}</span>
      </div>
      <dl class="stats">
        <div class="stat">
          <dt>classes with V</dt>
          <dd>${s("classes_with_v",L(r.classes_with_v))} / ${s("classes",L(r.classes))}</dd>
        </div>
        <div class="stat">
          <dt>accuracy: overall · mean over classes</dt>
          <dd>
            ${s("overall_accuracy",We(r.overall_accuracy)||"\u2014")}${ET(r.overall_accuracy_interval,n.level)} ·
            ${s("mean_accuracy",We(r.mean_accuracy)||"\u2014")}
          </dd>
        </div>
        <div class="stat">
          <dt>worst group · its accuracy · gap</dt>
          <dd title=${r.worst_group??""}>
            <b data-key="worst_group">${r.worst_group??"\u2014"}</b> ·
            ${s("worst_group_accuracy",We(r.worst_group_accuracy)||"\u2014")}${ET(r.worst_group_accuracy_interval,n.level)} ·
            ${s("gap",Du(r.gap)||"\u2014")}
          </dd>
        </div>
        ${r.parity_state!==null?m`<div class="stat" data-key="parity_state" data-state=${r.parity_state}>
              <dt>demographic parity · equalized odds</dt>
              <dd class="muted" title=${i(r.parity_state)}>not defined: ${i(r.parity_state)}</dd>
            </div>`:m`<div class="stat">
                <dt>demographic parity (max over labels)</dt>
                <dd>
                  ${s("demographic_parity",vr(r.demographic_parity)||"\u2014")}${o("demographic_parity_label",r.demographic_parity_label)}
                </dd>
              </div>
              <div class="stat">
                <dt>equalized odds (max over labels)</dt>
                <dd>
                  ${s("equalized_odds",vr(r.equalized_odds)||"\u2014")}${o("equalized_odds_label",r.equalized_odds_label)}
                </dd>
              </div>`}
        <div class="stat">
          <dt>groups: examples (accuracy)</dt>
          <dd>
            ${n.groups.map((a,l)=>m`${l?" \xB7 ":""}<span data-group=${a.name}
                    ><b>${a.name}</b> ${L(a.n)}${a.accuracy!==null?` (${We(a.accuracy)})`:""}</span
                  >`)}
          </dd>
        </div>
      </dl>
    </section>`}renderSummary(n){let r=this.info?.description??"";return m`<div class="summary" data-shown=${this.visible.length} data-total=${n.rows}>
      ${r?m`<span class="description">${r}</span>`:_}
      <span
        ><b>N</b> = ${L(n.model.n)} ${mt(n.model.n,"example")} · step ${n.step} ·
        <span class="mev" title=${Me(this.declaration,"mev")}>min expected count ${n.mev}</span></span
      >
      ${Fs(this.visible.length,n.rows,mt(n.rows,"class","classes"))}
      <span class="muted">click a class to see its predicted labels per group</span>
    </div>`}renderLegend(n){let r=TT(n);return m`<div class="stats-legend" data-significant=${n.significant} data-level=${n.level} data-q=${n.fdr}>
      <span class="interval">${r.interval}</span>
      <span class="significance"><span class="star">${r.significance.slice(0,1)}</span>${r.significance.slice(1)}</span>
    </div>`}renderHistory(n,r){return m`<fairness-row-drilldown
      slot="history"
      variant="section"
      .api=${this.api}
      .tag=${n.tag}
      .run=${n.run}
      .step=${n.step}
      .rowKey=${r}
      .options=${ay(n)}
      .noun=${"class"}
      .declaration=${this.declaration}
      .showDetail=${!1}
    ></fairness-row-drilldown>`}render(){let n=this.selection,r=this.data,i=this.shell.loading;return m`
      ${this.renderControls()}
      ${this.shell.renderError("Could not load the report",[{label:"Reset the selection",run:()=>this.resetSelection()}])}
      ${this.shell.renderContent(r,s=>m`<div class="body">
            <div class=${i?"stale":""}>${this.renderHeadline(s)}</div>
            ${this.renderSummary(s)} ${this.renderLegend(s)}
            <div class="main ${i?"stale":""}">
              <fairness-skew-table
                .table=${s}
                .rows=${this.visibleList}
                .sort=${n.sort}
                .dir=${n.dir}
                .reasons=${s.reasons}
                .selected=${n.cls}
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
            ${n.cls!==null?m`<fairness-skew-class
                  .cls=${n.cls}
                  .data=${this.classData}
                  .status=${this.classStatus}
                  .error=${this.classError}
                  .reasons=${s.reasons}
                  @class-close=${()=>this.closeClass()}
                  >${this.renderHistory(s,n.cls)}</fairness-skew-class
                >`:_}
          </div>`,"Loading the report\u2026")}
    `}};ql.properties={...Zr,selection:{state:!0},data:{state:!0},classData:{state:!0},classStatus:{state:!0},classError:{state:!0},mevText:{state:!0},fdrText:{state:!0}},ql.styles=[X,nt,rt,Bi,eh,Fi,Zt,F`
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
    `];customElements.define("fairness-skew-view",ql);var AT={kind:cy,title:"SkewSize",render:(e,t)=>m`<fairness-skew-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${t}</fairness-skew-view
    >`,hint:()=>m`No SkewSize reports: log one with <code>w.skew_size(…)</code>, each example's ground-truth class, its group
      (the bias attribute) and the predicted label (any string: an open vocabulary is fine).`,example:`# SkewSize: each example's ground-truth class, group and predicted label.
w.skew_size("skew/val", 0, classes=["nurse", "nurse", "doctor"],
            groups=["a", "b", "b"], predictions=["nurse", "doctor", "doctor"])`};var HD=" & ",dy=["class","n_a","n_b","value_a","value_b","gap","bound","p_value"],hy="cells",py="disparity",fy=Object.freeze({grouping:null,minCount:null,a:null,b:null,cls:null,sort:"gap",dir:"desc"});function yd(e){return{...fy,metric:Xr(e,"metric"),fdr:Ge(e,"fdr")}}function my(e){return e==="class"||e==="p_value"?"asc":"desc"}function Wt(e){return e.join(HD)}function na(e){return e.join(" \xD7 ")}var ft={metric:"metric",grouping:"grouping",minCount:"min_count",a:"a",b:"b",cls:"class",fdr:"fdr",sort:"sort",dir:"dir"},VD="q";function gy(e,t){let n=[];return tt(n,ft.metric,e.metric,t),ye(n,ft.grouping,e.grouping),e.minCount!==null&&ye(n,ft.minCount,e.minCount),e.a!==null&&e.b!==null&&(ye(n,ft.a,e.a),ye(n,ft.b,e.b)),ye(n,ft.cls,e.cls),tt(n,ft.fdr,e.fdr,t),(e.sort!==fy.sort||e.dir!==fy.dir)&&(ye(n,ft.sort,e.sort),ye(n,ft.dir,e.dir)),n}function PT(e,t){let n=wt(e),r=yd(t);r.metric=yr(t,"metric",n.get(ft.metric));let i=n.get(ft.grouping);r.grouping=i===void 0||i===""?null:i;let s=we(n.get(ft.minCount));Ce(t,"min_count",s)&&(r.minCount=s);let o=n.get(ft.a),a=n.get(ft.b);o&&a&&(r.a=o,r.b=a);let l=n.get(ft.cls);r.cls=l===void 0||l===""?null:l,r.fdr=Et(t,"fdr",we(n.get(ft.fdr)??n.get(VD)));let u=n.get(ft.sort);if(u!==void 0&&dy.includes(u)){r.sort=u;let c=n.get(ft.dir);r.dir=c==="asc"||c==="desc"?c:my(r.sort)}return r}function Kr(e,t){return e.fdr??Ge(t,"fdr")}function DT(e,t,n,r,i,s,o){let a=i===null&&typeof t=="number"&&Number.isFinite(t),l=a&&typeof s=="number"&&Number.isFinite(s);return{n:e,value:a?t:null,lower:a?n:null,upper:a?r:null,state:a?null:i??"undefined",p:l?s:null,significant:l&&o===!0}}function LT(e){return e.reduce((t,n)=>t+n.filter(r=>r.significant).length,0)}function KD(e,t){let n=[];for(let r=0;r<t;r++){let i=0,s=0;for(let o of e){let a=o[r]?.value;typeof a=="number"&&(i+=a,s++)}n.push({value:s?i/s:null,lower:null,upper:null,classes:s})}return n}function NT(e,t){let n=r=>typeof r=="number"&&Number.isFinite(r)?r:null;return e.map((r,i)=>{let s=t.find(o=>o.group===r)??t[i];return s?{value:n(s.value),lower:n(s.lower),upper:n(s.upper),classes:s.classes}:{value:null,lower:null,upper:null,classes:0}})}function OT(e,t){let n=e.classes.map((s,o)=>e.groups.map((a,l)=>DT(e.n[o][l],e.value[o][l],e.lower[o][l],e.upper[o][l],e.state[o][l],e.p_value?.[o]?.[l],e.significant?.[o]?.[l]))),r=NT(e.groups,e.macro),i=Kr(e,t);return{classes:e.classes,groups:e.groups,cells:n,macro:r,minCount:e.min_count,fdr:i,significantCells:LT(n)}}function IT(e,t){let n=e.classes.map((r,i)=>e.groups.map((s,o)=>DT(e.n[i][o],e.mar[i][o],e.mar_lower[i][o],e.mar_upper[i][o],e.state[i][o],e.p_value?.[i]?.[o],e.significant?.[i]?.[o])));return{classes:e.classes,groups:e.groups,cells:n,macro:e.macro?NT(e.groups,e.macro):KD(n,e.groups.length),minCount:e.min_count,fdr:Kr(e,t),significantCells:LT(n)}}function qD(e){return e.cells.reduce((t,n)=>t+n.filter(r=>r.p!==null).length,0)}function zT(e,t,n){let r=n?"Wald test of this group's mAR against the rest of the class's groups pooled":"pooled two-proportion z-test of this group's rate against the rest of the class's groups pooled";return e.p!==null?{text:Bv(e.p),title:`p = ${e.p} (${r})`}:e.state!==null?{text:"",title:`No p-value: ${e.state}`}:{text:"p \u2014",title:`No p-value: the rest of the class's groups has fewer than min_count = ${t} people, or nothing varies (${r})`}}function BT(e,t){let n=qD(e);return`${`\u2605 ${Dn(e.fdr)} (${e.significantCells} of ${n} cell${n===1?"":"s"} with a p-value)`}; each cell tests whether its group's ${t?"mAR (Wald)":"rate"} differs from the rest of the class's groups pooled`}function by(e,t){return e.state==="insufficient"?`n=${e.n} < ${t}`:e.state==="undefined"?e.n===0?"nobody":"undefined":""}function Ts(e,t,n){let r=s=>(s*100).toFixed(1),i=t!==null&&n!==null?` [${r(t)}, ${r(n)}]`:"";return`${r(e)}%${i}`}function Si(e,t,n){let r=s=>(s*100).toFixed(1).replace(/^-/,"\u2212"),i=t!==null&&n!==null?` [${r(t)}, ${r(n)}]`:"";return`${e>0?"+":""}${r(e)} pp${i}`}function FT(e,t,n){let r=Array.from({length:e.rows},(a,l)=>l),i=n==="asc"?1:-1;if(t==="class"){let a=e.columns.class;return r.sort((l,u)=>a[l]<a[u]?-i:a[l]>a[u]?i:l-u)}let s=e.columns[t]??[],o=a=>{let l=s[a];return(t==="gap"||t==="bound"||t==="p_value")&&e.states.gap[a]!==null?NaN:typeof l=="number"&&Number.isFinite(l)?l:NaN};return r.sort((a,l)=>{let u=o(a),c=o(l),f=Number.isNaN(u),d=Number.isNaN(c);return f||d?f&&d?a-l:f?1:-1:u<c?-i:u>c?i:a-l})}function HT(e){for(let t=0;t<e.rows;t++)if(e.states.gap[t]===null&&e.columns.gap[t]!==null)return e.columns.class[t];return e.rows?e.columns.class[0]:null}function yy(e,t){let n={grouping:Wt(e.grouping),min_count:String(e.min_count)};return!t&&e.metric!==void 0&&(n.metric=e.metric),e.fdr!==void 0&&(n.fdr=String(e.fdr)),n}function vy(e,t,n){let r={};return!n&&e.metric!==void 0&&(r.metric=e.metric),e.a!==null&&e.b!==null?(r.a=e.a,r.b=e.b):r.grouping=Wt(t),r.min_count=String(e.min_count),r.fdr=String(e.fdr),r}function Dn(e){return`significant after Benjamini\u2013Hochberg at ${e===null?"the server's FDR":`FDR q = ${String(Number(e.toPrecision(4)))}`}`}function VT(e,t,n,r,i){let s=e.states.gap[t],o=e.columns.p_value?.[t];if(s===null&&typeof o=="number"&&Number.isFinite(o)){let l=i?r?"Wald test of equal mAR":"Wald test that every sufficient group has the same mAR":r?"pooled two-proportion z-test of equal rates":"chi-square test that every sufficient group has the same rate";return{p:o,text:xt(o),title:`p = ${o} (${l})`,significant:e.columns.significant?.[t]===!0}}return{p:null,text:"\u2014",title:s!==null?`${s}: ${n[s]??s}`:"No p-value",significant:!1}}function UD(e){let t=0;for(let n=0;n<e.rows;n++){let r=e.columns.p_value?.[n];e.states.gap[n]===null&&typeof r=="number"&&Number.isFinite(r)&&t++}return t}function KT(e,t,n){let r=UD(e),i=`\u2605 ${Dn(e.fdr)} (${e.significant} of ${r} class${r===1?"":"es"} with a p-value)`;return n?t?`${i}; each row tests whether the two groups share one mAR (Wald)`:`${i}; best-minus-worst rows test whether all groups share one mAR (Wald)`:t?`${i}; each row tests whether the two groups share one rate`:`${i}; best-minus-worst rows test whether all groups share one rate`}function qT(e,t){let n=e.classes.indexOf(t);return n<0?null:e.groups.map((r,i)=>{let s=e.cells[n][i];return{group:r,value:s.value,lower:s.lower,upper:s.upper,n:s.n,note:by(s,e.minCount)}})}function UT(e,t){let n=e.classes.indexOf(t);if(n<0)return[];let r=[];return e.groups.forEach((i,s)=>{e.state[n][s]===null&&e.thresholds.forEach((o,a)=>{let l=e.ar[n][s][a];typeof l=="number"&&r.push({group:i,threshold:o,ar:l,lower:e.ar_lower[n][s][a]??l,upper:e.ar_upper[n][s][a]??l})})}),r}var jT="mean AR",GT="mean AR (mAR) is the average recall over the IoU thresholds 0.5 to 0.95: at each, the share of the group's people detected with an IoU at least the threshold";function WT(e,t){let r=`the ${t==="mAR"?jT:t} of this group on each class (export: value, with its interval lower to upper), n = its examples (n), p = the test of this group against the class's other groups pooled (p_value)`+(t==="mAR"?`; ${GT}`:"");return Ue(e,"group",r)}function YT(e,t,n,r){let[i,s]=t?["A","B"]:["best","worst"],[o,a]=t??["the best sufficient group","the worst sufficient group"],l=n?jT:"rate",u=(c,f,d)=>({name:c,sub:f,title:Ue(c,e,n&&e.startsWith("value")?`${d}; ${GT}`:d)});switch(e){case"class":return u("class","","the class");case"n_a":return u("examples",i,`the examples of the class in ${o}`);case"n_b":return u("examples",s,`the examples of the class in ${a}`);case"value_a":return u(l,i,`the ${l} of ${o} on the class`);case"value_b":return u(l,s,`the ${l} of ${a} on the class`);case"gap":return u("gap",`${i} \u2212 ${s}`,`${l} of ${o} minus ${l} of ${a}, with its interval`);case"bound":return u("bound","nearest 0","the end of the interval nearest zero (0 when the interval holds 0): sorting by it puts large and certain disparities first");case"p_value":return u("p","",`${r}; insufficient rows last`)}}var JT=F`
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
`;function XT(e,t){e.dispatchEvent(new CustomEvent("class-select",{detail:t,bubbles:!0,composed:!0}))}function ZT(e,t){return{click:()=>XT(e,t),keydown:n=>{n.key==="Enter"&&XT(e,t)}}}var QT={table:{attribute:!1},reasons:{attribute:!1},selected:{attribute:!1},detection:{attribute:!1}};function eC(e){e.table=null,e.reasons={},e.selected=null,e.detection=!1}var Ul=class extends j{constructor(){super(),eC(this),this.valueName="value"}render(){let t=this.table;return t?t.classes.length===0?m`<div class="none">This report has no classes.</div>`:m`<table aria-label="Classes by group">
      <thead>
        <tr>
          <th class="text" data-col="class" title=${Ue("class","class","the class, one row each; click a row to chart it")}>class</th>
          ${t.groups.map(n=>m`<th data-group=${n} title=${WT(n,this.valueName)}>${n}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${t.classes.map((n,r)=>{let i=ZT(this,n);return m`<tr
            data-class=${n}
            aria-selected=${n===this.selected?"true":"false"}
            tabindex="0"
            @click=${i.click}
            @keydown=${i.keydown}
          >
            <td class="text cls" data-col="class" title=${n}>${n}</td>
            ${t.groups.map((s,o)=>{let a=t.cells[r][o];if(a.state!==null||a.value===null){let c=this.reasons[a.state??"undefined"]??a.state??"no value";return m`<td
                  class="num state"
                  data-group=${s}
                  data-state=${a.state??"undefined"}
                  data-n=${a.n}
                  data-p=""
                  data-significant="false"
                  title=${c}
                >
                  ${by(a,t.minCount)}
                </td>`}let l=zT(a,t.minCount,this.detection),u=Dn(t.fdr);return m`<td
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
                <span class="v">${Ts(a.value,a.lower,a.upper)}</span>
                <span class="n">n=${L(a.n)}</span>
                <span class="p ${a.p===null?"why":""}" title=${l.title}>${l.text}</span>${a.significant?m` ${Js(u)}`:_}
              </td>`})}
          </tr>`})}
      </tbody>
      <tfoot>
        <tr class="macro">
          <td class="text" title="Macro average: the mean over the classes whose cell is sufficient (the count says how many)">macro average</td>
          ${t.macro.map((n,r)=>m`<td class="num" data-group=${t.groups[r]} data-value=${n.value===null?"":String(n.value)}>
                ${n.value===null?m`<span class="muted">—</span>`:Ts(n.value,n.lower,n.upper)}
                <span class="n">${Lu(n.classes,"class","classes")}</span>
              </td>`)}
        </tr>
      </tfoot>
    </table>`:_}};Ul.properties={...QT,valueName:{attribute:!1}},Ul.styles=[X,va,JT,F`
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
    `];customElements.define("fairness-rate-table",Ul);var jl=class extends j{constructor(){super(),eC(this),this.rows=[],this.sort="gap",this.dir="desc",this.names=null,this.fdr=null}renderHeader(t,n){let r=t===this.sort,i=()=>ch(this,{column:t,dir:Zu(t,this.sort,this.dir,my)}),s=YT(t,this.names,this.detection,n);return m`<th class=${t==="class"?"text":""} data-col=${t} aria-sort=${Qu(r,this.dir)}>
      <button title=${`${s.title}. Click to sort.`} @click=${i}>
        <span class="name">${s.name}</span> <span class="arrow">${r?ec(r,this.dir):""}</span>${s.sub?m`<span class="sub">${s.sub}</span>`:_}
      </button>
    </th>`}render(){let t=this.table;if(!t)return _;let n=t.columns,r=o=>o===null?m`<span class="muted">—</span>`:We(o),i=Dn(this.fdr),s=this.detection?this.names?"p-value of the Wald test of equal mAR":"p-value of the Wald test that every sufficient group of the grouping has the same mAR (not only the best and the worst)":this.names?"p-value of the pooled two-proportion z-test of equal rates":"p-value of the chi-square test that every sufficient group of the grouping has the same rate (not only the best and the worst)";return m`<table aria-label="Classes by disparity">
      <thead>
        <tr>
          ${dy.map(o=>this.renderHeader(o,s))}
          <th class="mark" data-col="significant" title=${`\u2605: ${i}`}>★</th>
        </tr>
      </thead>
      <tbody>
        ${this.rows.length===0?m`<tr><td class="none" colspan="9">No class to compare.</td></tr>`:this.rows.map((o,a)=>{let l=n.class[o],u=n.gap[o],c=t.states.gap[o],f=n.group_a?.[o]??null,d=n.group_b?.[o]??null,h=VT(t,o,this.reasons,this.names!==null,this.detection),p=ZT(this,l);return m`<tr
                class=${h.significant?"significant":""}
                data-class=${l}
                data-pos=${a}
                data-significant=${h.significant?"true":"false"}
                aria-selected=${l===this.selected?"true":"false"}
                tabindex="0"
                @click=${p.click}
                @keydown=${p.keydown}
              >
                <td class="text cls" data-col="class" title=${l}>${l}</td>
                <td class="num" data-col="n_a">${L(n.n_a[o])}</td>
                <td class="num" data-col="n_b">${L(n.n_b[o])}</td>
                <td class="num" data-col="value_a" title=${f??""}>
                  ${r(n.value_a[o])}${!this.names&&f?m` <span class="pair">${f}</span>`:_}
                </td>
                <td class="num" data-col="value_b" title=${d??""}>
                  ${r(n.value_b[o])}${!this.names&&d?m` <span class="pair">${d}</span>`:_}
                </td>
                ${u===null||c!==null?m`<td
                      class="num undef"
                      data-col="gap"
                      data-state=${c??"undefined"}
                      title=${this.reasons[c??"undefined"]??"undefined"}
                    >
                      undefined (${c??"undefined"})
                    </td>`:m`<td class="num" data-col="gap" data-value=${String(u)}>
                      ${Si(u,n.lower[o],n.upper[o])}
                    </td>`}
                <td class="num" data-col="bound" data-value=${String(n.bound?.[o]??"")}>
                  ${c===null&&typeof n.bound?.[o]=="number"?Si(n.bound[o],null,null):m`<span class="muted">—</span>`}
                </td>
                <td
                  class="num ${h.p===null?"why":""}"
                  data-col="p_value"
                  data-value=${h.p===null?"":String(h.p)}
                  title=${h.title}
                >
                  ${h.text}
                </td>
                <td class="mark" data-col="significant">${h.significant?Js(i):_}</td>
              </tr>`})}
      </tbody>
    </table>`}};jl.properties={...ii,...QT,names:{attribute:!1},fdr:{attribute:!1}},jl.styles=[X,va,JT,F`
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
    `];customElements.define("fairness-disparity-table",jl);function Gl(e,t){return t.a!==null&&t.b!==null&&e.includes(t.a)&&e.includes(t.b)}var ki=class extends j{constructor(n){super();this.request=new Te;this.shell=new At(this,[this.request]);this.downloads=new In(this,()=>this.api,()=>this.declaration);this.order=[];this.revealHistory=!1;this.api=n??new Jt,this.info=null,this.declaration=null,this.params=[],this.selection=yd(null),this.data=null,this.minCountText="",this.fdrText="",this.history=null}get valueName(){if(this.detection)return"mAR";let n=this.data?.main;return this.selection.metric??(n&&"metric"in n?n.metric:null)??"rate"}async load(){let n=this.selection,r=await this.shell.run(this.request,i=>this.fetchTables(n,i),()=>this.data=null);r!==Se&&(this.data=r,this.selection.minCount===null&&(this.minCountText=String(r.main.min_count)),this.selection.fdr===null&&this.fdrText===""&&(this.fdrText=String(r.disparity.fdr)),n.a!==null&&n.b!==null&&!Gl(r.main.groups,n)&&this.setSelection({...this.selection,a:null,b:null}),this.selection.cls!==null&&!r.table.classes.includes(this.selection.cls)&&this.setSelection({...this.selection,cls:null}),this.shell.ready())}renderMetricPicker(){return _}routeParams(n){let{run:r,tag:i,step:s}=this.report;return{run:r,tag:i,step:s,metric:this.detection?null:n.metric,grouping:n.grouping,min_count:n.minCount,fdr:n.fdr}}setSelection(n){this.selection=n,dt(this,gy(n,this.declaration))}change(n,r=!0){"cls"in n&&n.cls!==this.history&&(this.history=null),this.setSelection({...this.selection,...n}),r&&this.load()}onMinCount(n){this.minCountText=n;let r=Vi(this.declaration,"min_count",n);r===null||r===this.selection.minCount||this.change({minCount:r})}onFdr(n){this.fdrText=n;let r=Vi(this.declaration,"fdr",n);r===null||r===this.selection.fdr||this.change({fdr:r})}onPairSide(n,r){if(r===""){this.change({a:null,b:null});return}let i=this.data?.main.groups??[],s=this.currentPair(),o=n===0?this.selection.b??s?.[1]??null:this.selection.a??s?.[0]??null;(o===null||o===r)&&(o=i.find(a=>a!==r)??null),o!==null&&this.change(n===0?{a:r,b:o}:{a:o,b:r})}currentPair(){let n=this.data?.disparity;return n&&n.a!==null&&n.b!==null?[n.a,n.b]:null}resetSelection(){this.setSelection(yd(this.declaration)),this.minCountText="",this.fdrText=String(this.selection.fdr??""),this.report.step!==null?Qr(this,{step:null}):this.load()}fileParts(n){let r=this.data.main;return["fairness",r.run,r.tag,`step${r.step}`,n,this.detection?"mar":this.valueName,Wt(r.grouping)]}downloadRates(){if(!this.data)return;let n=this.data.main,r={run:n.run,tag:n.tag,step:n.step,table:hy,options:yy(n,this.detection)};this.downloads.download("download",r,Ft(this.fileParts("groups")))}downloadDisparity(){if(!this.data)return;let{main:n,disparity:r}=this.data,i=this.currentPair(),s=Ft([...this.fileParts("disparity"),i?`${i[0]}_vs_${i[1]}`:"best_vs_worst"]),o=vy(r,n.grouping,this.detection);this.downloads.download("download-disparity",{run:n.run,tag:n.tag,step:n.step,table:py,options:o},s)}willUpdate(n){this.hasUpdated?(n.has("report")&&ei(n.get("report"),this.report)||n.has("info")&&ti(n.get("info"),this.info,this.report))&&this.load():(this.selection=PT(this.params,this.declaration),this.minCountText=this.selection.minCount===null?"":String(this.selection.minCount),this.fdrText=String(this.selection.fdr??""),dt(this,gy(this.selection,this.declaration)),this.load()),(n.has("data")||n.has("selection"))&&(this.order=this.data?FT(this.data.disparity,this.selection.sort,this.selection.dir):[])}onHistoryLoaded(n){this.revealHistory&&(this.revealHistory=!1,n.target.scrollIntoView({block:"nearest",behavior:"smooth"}))}chartClass(){return this.data?this.selection.cls??HT(this.data.disparity):null}renderControls(){let n=this.selection,r=this.data,i=r?.main.groupings??[],s=r?Wt(r.main.grouping):n.grouping??"",o=r?.main.groups??[],a=Vi(this.declaration,"min_count",this.minCountText)===null,l=r!==null&&this.downloads.pending===null,u=r?r.table.classes.length*r.table.groups.length:null;return m`<div class="controls">
      <div class="group" role="group" aria-label="Report and table">
        <slot name="report"></slot>
        ${this.renderMetricPicker()}
        <label class="field" title=${Me(this.declaration,"grouping")}>
          <span class="name">${Pe(this.declaration,"grouping")}</span>
          <select
            name="grouping"
            ?disabled=${i.length===0}
            @change=${c=>this.change({grouping:c.target.value,a:null,b:null,cls:null})}
          >
            ${i.map(c=>{let f=Wt(c);return m`<option value=${f} ?selected=${f===s}>${na(c)}</option>`})}
          </select>
        </label>
        ${th({label:Pe(this.declaration,"min_count"),name:"min_count",text:this.minCountText,invalid:a,title:a?zn(this.declaration,"min_count"):Me(this.declaration,"min_count","The paper uses 50."),min:Qt(this.declaration,"min_count").min,step:"1",onInput:c=>this.onMinCount(c)})}
        ${Ku(this.declaration,this.fdrText,"False discovery rate of the \u2605 marks: Benjamini\u2013Hochberg over the tested cells of the class \xD7 group table, and over the classes of the disparity table",c=>this.onFdr(c))}
      </div>
      <div class="group" role="group" aria-label="Groups compared">
        ${this.renderGroupPicker(0,o)} ${this.renderGroupPicker(1,o)}
        <span class="spacer"></span>
        ${this.shell.renderCsvButton("download",l,()=>this.downloadRates(),Nn(this.declaration,hy,u),"Download table CSV")}
        ${this.shell.renderCsvButton("download-disparity",l,()=>this.downloadDisparity(),`${Nn(this.declaration,py,r?.disparity.rows??null)}, in the server's order (gap descending)`,"Download disparity CSV")}
      </div>
      ${this.downloads.renderError()}
    </div>`}renderGroupPicker(n,r){let i=this.currentPair(),[s,o,a]=n===0?["Group A","a","best (per class)"]:["Group B","b","worst (per class)"];return m`<label class="field" title=${Me(this.declaration,o)}>
      <span class="name">${Pe(this.declaration,o,s)}</span>
      <select name=${o} ?disabled=${r.length<2} @change=${l=>this.onPairSide(n,l.target.value)}>
        <option value="" ?selected=${i===null}>${a}</option>
        ${r.map(l=>m`<option value=${l} ?selected=${i?.[n]===l}>${l}</option>`)}
      </select>
    </label>`}renderSummary(n){let r=n.main,i=this.info?.description??"",s=this.currentPair();return m`<div class="summary" data-classes=${n.table.classes.length} data-groups=${n.table.groups.length}>
      ${i?m`<span class="description">${i}</span>`:_}
      <span><b>${L(n.table.classes.length)}</b> class${n.table.classes.length===1?"":"es"} ×
        <b>${L(n.table.groups.length)}</b> group${n.table.groups.length===1?"":"s"} of
        <b class="grouping">${na(r.grouping)}</b> · step ${r.step} · min count ${r.min_count} ·
        ${Math.round(r.level*100)}% intervals</span>
      <span class="pair-summary">${s?m`gap = <b>${s[0]}</b> − <b>${s[1]}</b>`:m`gap = best − worst sufficient group, per class`}</span>
      <span class="muted">click a class to chart it</span>
    </div>`}render(){return m`
      ${this.renderControls()}
      ${this.shell.renderError("Could not load the report",[{label:"Reset the selection",run:()=>this.resetSelection()}])}
      ${this.shell.renderContent(this.data,n=>this.renderBody(n),"Loading the report\u2026")}
    `}renderHistory(n){let r=this.history;if(r===null||!n.table.classes.includes(r))return _;let i=n.main,s={...yy(i,this.detection),...vy(n.disparity,i.grouping,this.detection)};return m`<fairness-row-drilldown
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
      @row-close=${()=>this.history=null}
      @row-loaded=${o=>this.onHistoryLoaded(o)}
    ></fairness-row-drilldown>`}renderBody(n){let r=this.selection,i=this.chartClass(),s=this.currentPair(),o=a=>{let l=this.history===a.detail?this.renderRoot.querySelector("fairness-row-drilldown"):null;this.change({cls:a.detail},!1),this.history=a.detail,l?l.scrollIntoView({block:"nearest",behavior:"smooth"}):this.revealHistory=!0};return m`<div class="body">
      ${this.renderSummary(n)}
      <div class="main ${this.shell.loading?"stale":""}">
        <div class="tables">
          <section>
            <h3>${this.valueName} per class and group</h3>
            ${Ki("rate-legend",BT(n.table,this.detection),n.table.fdr,n.table.significantCells)}
            <fairness-rate-table
              .table=${n.table}
              .reasons=${n.main.reasons}
              .selected=${i}
              .valueName=${this.valueName}
              .detection=${this.detection}
              @class-select=${o}
            ></fairness-rate-table>
          </section>
          <section>
            <h3>Classes ranked by disparity</h3>
            ${Ki("legend",KT(n.disparity,s!==null,this.detection),n.disparity.fdr,n.disparity.significant)}
            <fairness-disparity-table
              .table=${n.disparity}
              .rows=${this.order}
              .sort=${r.sort}
              .dir=${r.dir}
              .reasons=${n.disparity.reasons??n.main.reasons}
              .selected=${i}
              .names=${s}
              .fdr=${n.disparity.fdr}
              .detection=${this.detection}
              @sort-change=${a=>this.change({sort:a.detail.column,dir:a.detail.dir},!1)}
              @class-select=${o}
            ></fairness-disparity-table>
          </section>
        </div>
        <div class="side">${this.renderChart(n,i)} ${this.renderHistory(n)}</div>
      </div>
    </div>`}};ki.properties={...Zr,selection:{state:!0},data:{state:!0},minCountText:{state:!0},fdrText:{state:!0},history:{state:!0}},ki.styles=[X,nt,rt,zs,Zt,rc,F`
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
    `];var Ti=F`
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
`,tC=F`
  h3 {
    font-size: 13px;
    font-weight: 500;
    margin: 0 0 4px;
  }
`,Cs={fontSize:"11px",fontFamily:"inherit",background:"transparent"},wy=11;function vd(e,t){let n=t??[0,1];return{domain:n,label:e,labelArrow:"none",grid:!0,tickFormat:Ll(n[0],n[1])}}function xy(e,t){return Dl(e,t.map(n=>n.lower),t.map(n=>n.upper),{clamp:[0,1]})}function jD(e){return Dl(e.map(t=>t.value),[],e.map(t=>t.upper),{clamp:[0,1],zero:!0})}function GD(e){let t=document.createElement("canvas").getContext("2d");return t?(t.font=`${wy}px ${getComputedStyle(e).fontFamily||"sans-serif"}`,n=>t.measureText(n).width*1.05+1):n=>jb(n,wy)}function WD(e,t,n,r){let s=Ek(e),o=Ak(s.labels,t-44-12,wy,{marginLeft:44,measure:GD(r)}),a=new Map(e.map((c,f)=>[c,o.labels[f]])),l=o.plotWidth/Math.max(1,e.length),u=s.title===null?0:16;return{width:o.marginLeft+o.plotWidth+12,height:n+20+o.marginBottom+u,marginLeft:o.marginLeft,marginRight:12,marginBottom:o.marginBottom+u,x:{domain:[...e],label:s.title,labelAnchor:"center",labelArrow:"none",tickRotate:o.rotate,tickFormat:c=>a.get(c)??c},whiskerInset:Math.max(1,Math.floor(l*.33))}}function YD(e,t){let n=e.querySelectorAll('g[aria-label="x-axis tick label"] text');n.length===t.length&&n.forEach((r,i)=>{let s=document.createElementNS("http://www.w3.org/2000/svg","title");s.textContent=t[i],r.append(s),r.setAttribute("data-group",t[i])})}function _y(e,t,n,r){return[$s(e,{x:t,y1:"lower",y2:"upper",z:"group",fill:"group",fillOpacity:.18}),Fr(e,{x:t,y:n,z:"group",stroke:"group",strokeWidth:1.5}),bn(e,{x:t,y:n,fill:"group",r:2.5,title:r})]}function XD(e,t,n=14){return[Vb(e,{x:"group",y:"value",fill:"var(--bar-fill)",title:t}),et(e,{x:"group",y1:"lower",y2:"upper",stroke:"var(--chart-ink)",strokeWidth:1.5}),od(e,{x:"group",y:"lower",stroke:"var(--chart-ink)",inset:n}),od(e,{x:"group",y:"upper",stroke:"var(--chart-ink)",inset:n}),Gt([0],{stroke:"var(--chart-rule)"})]}function wd(e){let t=e.scale("y");t?.domain&&e.setAttribute("data-y-domain",JSON.stringify(t.domain)),t?.range&&e.setAttribute("data-y-range",JSON.stringify(t.range))}function $y(e,t,n,[r,i],s,o){let a=WD(t,r,i,e),l=Oe({width:a.width,height:a.height,marginLeft:a.marginLeft,marginRight:a.marginRight,marginBottom:a.marginBottom,style:Cs,x:a.x,y:vd(s,jD(n)),marks:XD(n,o,a.whiskerInset)});return YD(l,t),wd(l),l}var ra=e=>`${(e*100).toFixed(1)}%`,qr=class extends j{constructor(){super();this.chart=null;this.heading="",this.points=[],this.groups=[],this.xLabel="",this.yLabel="",this.note=""}willUpdate(n){(n.has("points")||n.has("groups")||n.has("xLabel")||n.has("yLabel"))&&(this.chart=this.draw())}draw(){let n=this.points;if(n.length===0)return null;let r=Oe({width:400,height:250,marginLeft:44,marginBottom:34,style:Cs,x:{label:this.xLabel,labelAnchor:"center",labelArrow:"none",ticks:5},y:vd(this.yLabel,xy(n.map(i=>i.y),n)),color:{domain:this.groups,legend:!0,scheme:"tableau10"},marks:_y(n,"x","y",i=>`${i.group}: ${this.yLabel} at ${i.x} = ${ra(i.y)} [${ra(i.lower)}, ${ra(i.upper)}]`)});return wd(r),r}render(){let n=new Set(this.points.map(r=>r.group));return m`<h3>${this.heading}</h3>
      <div class="chart" data-groups=${n.size}>${this.chart??m`<div class="muted">Nothing to draw.</div>`}</div>
      ${this.note?m`<div class="note muted">${this.note}</div>`:_}`}};qr.properties={heading:{attribute:!1},points:{attribute:!1},groups:{attribute:!1},xLabel:{attribute:!1},yLabel:{attribute:!1},note:{attribute:!1}},qr.styles=[X,Ti,tC];customElements.define("fairness-band-chart",qr);var Wl=class extends j{constructor(){super();this.chart=null;this.heading="",this.bars=[],this.groups=[],this.yLabel=""}willUpdate(n){(n.has("bars")||n.has("groups")||n.has("yLabel"))&&(this.chart=this.draw())}draw(){let n=this.bars;return n.length===0?null:$y(this,this.groups,n,[400,190],this.yLabel,r=>`${r.group}: ${ra(r.value)} [${ra(r.lower)}, ${ra(r.upper)}]`)}render(){return m`<h3>${this.heading}</h3>
      <div class="chart" data-bars=${this.bars.length}>${this.chart??m`<div class="muted">No group has a score.</div>`}</div>
      <div class="note muted">Whiskers: the bootstrap interval of each score.</div>`}};Wl.properties={heading:{attribute:!1},bars:{attribute:!1},groups:{attribute:!1},yLabel:{attribute:!1}},Wl.styles=[X,Ti,tC];customElements.define("fairness-score-bars",Wl);var nC=F`
  h3 .cls {
    font-weight: 400;
  }
`,Yl=class extends j{constructor(){super();this.chart=null;this.cls=null,this.bars=null,this.valueName="value"}willUpdate(n){(n.has("bars")||n.has("valueName"))&&(this.chart=this.draw())}draw(){let n=(this.bars??[]).filter(s=>s.value!==null);if(n.length===0)return null;let r=(this.bars??[]).map(s=>s.group),i=s=>s===null?"?":`${(s*100).toFixed(1)}%`;return $y(this,r,n,[380,170],this.valueName,s=>`${s.group}: ${i(s.value)} [${i(s.lower)}, ${i(s.upper)}] (n = ${s.n})`)}render(){if(this.cls===null||this.bars===null)return _;let n=this.bars.filter(r=>r.value===null);return m`<h3>${this.valueName} by group: <span class="cls">${this.cls}</span></h3>
      <div class="chart" data-bars=${this.bars.length-n.length}>
        ${this.chart??m`<div class="muted">No group has a value for this class.</div>`}
      </div>
      ${n.length?m`<div class="note muted">
            Not drawn: ${n.map((r,i)=>m`${i?"; ":""}<span data-group=${r.group}>${r.group} (${r.note})</span>`)}
          </div>`:_}
      <div class="note muted">Whiskers: the confidence interval of each bar.</div>`}};Yl.properties={cls:{attribute:!1},bars:{attribute:!1},valueName:{attribute:!1}},Yl.styles=[X,Ti,nC];customElements.define("fairness-group-bars",Yl);var Xl=class extends j{constructor(){super();this.chart=null;this.cls=null,this.points=[],this.groups=[]}willUpdate(n){(n.has("points")||n.has("groups"))&&(this.chart=this.draw())}draw(){let n=this.points;if(n.length===0)return null;let r=Oe({width:380,height:240,marginLeft:44,marginBottom:34,style:Cs,x:{label:"IoU threshold",labelAnchor:"center",labelArrow:"none",ticks:5},y:vd("AR",xy(n.map(i=>i.ar),n)),color:{domain:this.groups,legend:!0,scheme:"tableau10"},marks:_y(n,"threshold","ar",i=>`${i.group}: AR@${i.threshold} = ${(i.ar*100).toFixed(1)}% [${(i.lower*100).toFixed(1)}, ${(i.upper*100).toFixed(1)}]`)});return wd(r),r}render(){if(this.cls===null)return _;let n=new Set(this.points.map(i=>i.group)),r=this.groups.filter(i=>!n.has(i));return m`<h3>AR over IoU thresholds: <span class="cls">${this.cls}</span></h3>
      <div class="chart" data-groups=${n.size}>
        ${this.chart??m`<div class="muted">No sufficient group for this class.</div>`}
      </div>
      ${r.length?m`<div class="note muted">Not drawn (insufficient or nobody): ${r.join("; ")}</div>`:_}
      <div class="note muted">Bands: Wilson intervals of each AR.</div>`}};Xl.properties={cls:{attribute:!1},points:{attribute:!1},groups:{attribute:!1}},Xl.styles=[X,Ti,nC];customElements.define("fairness-ar-chart",Xl);var Sy="group_metrics",ky=class extends ki{constructor(n){super(n);this.detection=!1}async fetchTables(n,r){let i=this.routeParams(n),s=await this.api.groups(Sy,i,r),o=Gl(s.groups,n),a=await this.api.disparity(Sy,{...i,grouping:Wt(s.grouping),a:o?n.a:null,b:o?n.b:null},r);return{main:s,table:OT(s,this.declaration),disparity:a}}renderMetricPicker(){let n=this.selection,r=On(this.declaration,"metric"),i=r.length?r:(this.data?.main?.metrics??[]).map(s=>s.name);return m`<label class="field">
      <span class="name">Metric</span>
      <select name="metric" .value=${n.metric??""} @change=${s=>this.change({metric:s.target.value})}>
        ${i.map(s=>m`<option value=${s} ?selected=${n.metric===s}>${s}</option>`)}
      </select>
    </label>`}renderChart(n,r){return m`<fairness-group-bars
      .cls=${r}
      .bars=${r===null?null:qT(n.table,r)}
      .valueName=${this.valueName}
    ></fairness-group-bars>`}};customElements.define("fairness-groups-view",ky);var rC={kind:Sy,title:"per-group performance",render:(e,t)=>m`<fairness-groups-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${t}</fairness-groups-view
    >`,hint:()=>m`No per-group performance reports: log one with <code>w.group_metrics(…)</code>, each person's class, the
      predicted class and their attributes (gender, skin tone, …).`,example:`# Per-group recall (FACET): each person's class, prediction and attributes.
w.group_metrics("groups/val", 0, classes=["nurse", "nurse"], predictions=["nurse", "doctor"],
                attributes={"gender": ["f", "m"]})`};var Ty="detection_recall",Cy=class extends ki{constructor(n){super(n);this.detection=!0}async fetchTables(n,r){let i=this.routeParams(n),s=await this.api.detection(Ty,i,r),o=Gl(s.groups,n),a=await this.api.disparity(Ty,{...i,grouping:Wt(s.grouping),a:o?n.a:null,b:o?n.b:null},r);return{main:s,table:IT(s,this.declaration),disparity:a}}renderChart(n,r){let i=n.main;return m`<fairness-ar-chart .cls=${r} .points=${r===null?[]:UT(i,r)} .groups=${i.groups}></fairness-ar-chart>`}};customElements.define("fairness-detection-view",Cy);var iC={kind:Ty,title:"detection recall",render:(e,t)=>m`<fairness-detection-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${t}</fairness-detection-view
    >`,hint:()=>m`No detection-recall reports: log one with <code>w.detection_recall(…)</code>, each person's best IoU with
      the detections and their attributes.`,example:`# Detection recall (FACET): each ground-truth person's best IoU and attributes.
w.detection_recall("detection/val", 0, ious=[0.9, 0.4], attributes={"skin": ["lighter", "darker"]})`};var sC="fdr",JD="q";function oC(e,t,n){tt(e,sC,t,n,"fdr")}function aC(e,t){return Et(t,"fdr",we(e.get(sC)??e.get(JD)))}function ia(e,t,n,r){return typeof e=="number"&&Number.isFinite(e)?{p:e,text:xt(e),title:`p = ${e} (${n})`,significant:t===!0}:{p:null,text:"\u2014",title:`No p-value: ${r}`,significant:!1}}function xd(e,t,n,r,i){let s=n.filter(a=>typeof a=="number"&&Number.isFinite(a)).length,o=t.filter((a,l)=>a===!0&&typeof n[l]=="number").length;return`\u2605 ${Dn(e)} (${o} of ${s} ${r}${s===1?"":"s"} with a p-value); ${i}`}var My="Welch's t-test of the group's household hit rates against every other household's",lC="the group or the rest has fewer than 2 households, or no household differs",uC="Welch's t-test of the group's P@K against the other groups' queries",cC="the group or the rest has fewer than 2 queries, or every query scores alike";function fC(e,t){return xd(Kr(e,t),e.significant??[],e.p_value??[],"group","each group's households against all other households (Welch's t-test)")}function dC(e,t){return xd(Kr(e,t),(e.significant??[]).flat(),(e.p_value??[]).flat(),"cell","each group's queries against the other groups' queries at that K (Welch's t-test)")}var Ry="harmful";function Ey(){return{type:Ry,threshold:null}}function hC(e){let t=[];return e.type!==Ry&&ye(t,"type",e.type),ye(t,"threshold",e.threshold),t}function pC(e,t){let n=wt(e),r=Ey(),i=n.get("type");i&&(r.type=i);let s=we(n.get("threshold"));return Ce(t,"threshold",s)&&(r.threshold=s),r}function _d(e,t){let n=e.types.indexOf(t);if(n>=0)return n;let r=e.types.indexOf(Ry);return r>=0?r:0}function $d(e,t){let n=t===null?-1:e.indexOf(t);return n>=0?n:0}function mC(e,t){let n=[];return e.groups.forEach((r,i)=>{e.thresholds.forEach((s,o)=>{let a=e.hit_rate[i][t][o],l=e.lower[i][t][o],u=e.upper[i][t][o];a!==null&&n.push({group:r,threshold:s,rate:a,lower:l??a,upper:u??a})})}),n}function gC(e,t,n){if(t===null||n===null)return"no interval: the group has no images";let r=i=>`${(i*100).toFixed(1)}%`;return`${Math.round(e*100)}% interval (Wilson): [${r(t)}, ${r(n)}]`}function bC(e,t){return e.labels.map(r=>{let i=null,s=null;return e.groups.forEach((o,a)=>{let l=r.gap[a]?.[t]??null;l!==null&&Number.isFinite(l)&&(i===null||l>i)&&(i=l,s=o)}),{label:r.label,type:r.type,rates:e.groups.map((o,a)=>r.rate[a]?.[t]??null),lower:e.groups.map((o,a)=>r.rate_lower?.[a]?.[t]??null),upper:e.groups.map((o,a)=>r.rate_upper?.[a]?.[t]??null),pValue:r.p_value?.[t]??null,significant:r.significant?.[t]??!1,gap:i,gapGroup:s}}).map((r,i)=>({row:r,i})).sort((r,i)=>r.row.gap===null||i.row.gap===null?r.row.gap===null?i.row.gap===null?r.i-i.i:1:-1:i.row.gap-r.row.gap||r.i-i.i).map(r=>r.row)}var Ay="rates",Py="labels";function yC(e,t){let n=e.thresholds[t];return n===void 0?{}:{threshold:String(n)}}function vC(e){return{rates:e.types.length*e.groups.length,labels:e.labels.length*e.groups.length}}function wC(e){return{by:Xr(e,"by"),fdr:Ge(e,"fdr")}}function xC(e,t){let n=[];return tt(n,"by",e.by,t),oC(n,e.fdr,t),n}function _C(e,t){let n=wt(e);return{by:yr(t,"by",n.get("by")),fdr:aC(n,t)}}function Jl(e){return e.replace("_"," \xD7 ")}function $C(e){let t={by:e.by};return e.fdr!==void 0&&(t.fdr=String(e.fdr)),t}function SC(e){let t=[];return e.groups.forEach((n,r)=>{let i=e.score[r];i!==null&&t.push({group:n,value:i,lower:e.lower[r]??i,upper:e.upper[r]??i})}),t}function kC(e){return{fdr:Ge(e,"fdr")}}function TC(e,t){let n=[];return oC(n,e.fdr,t),n}function CC(e,t){return{fdr:aC(wt(e),t)}}function MC(e){return e.fdr===void 0?{}:{fdr:String(e.fdr)}}function RC(e){let t=[];return e.groups.forEach((n,r)=>{e.ks.forEach((i,s)=>{let o=e.precision[r][s];o!==null&&t.push({group:n,k:i,precision:o,lower:e.lower[r][s]??o,upper:e.upper[r][s]??o})})}),t}var ZD=F`
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
`,QD="False discovery rate of the \u2605 marks (Benjamini\u2013Hochberg over the tested groups)",lr=class extends j{constructor(n,r){super();this.codec=n;this.request=new Te;this.shell=new At(this,[this.request]);this.downloads=new In(this,()=>this.api,()=>this.declaration);this.api=r??new Jt,this.info=null,this.declaration=null,this.params=[],this.selection=n.defaults(null),this.data=null}replaceSelection(n){this.selection=n,dt(this,this.codec.toParams(n,this.declaration))}change(n,r){this.selection={...this.selection,...n},dt(this,this.codec.toParams(this.selection,this.declaration)),r&&this.load()}async load(){let n=await this.shell.run(this.request,r=>this.fetch(r),()=>this.data=null);n!==Se&&(this.data=n,this.loaded(n),this.shell.ready())}loaded(n){}willUpdate(n){this.hasUpdated?(n.has("report")&&ei(n.get("report"),this.report)||n.has("info")&&ti(n.get("info"),this.info,this.report))&&this.load():(this.replaceSelection(this.codec.fromParams(this.params,this.declaration)),this.load())}reset(){this.replaceSelection(this.codec.defaults(this.declaration)),this.report.step!==null?Qr(this,{step:null}):this.load()}download(n,r){let i={run:n.run,tag:n.tag,step:n.step,table:r.table,options:r.options};this.downloads.download(r.button,i,Ft(["fairness",...r.file]))}renderCsvButtons(n){let r=n!==null&&this.downloads.pending===null;return n===null?this.csvButtons.map(i=>this.shell.renderCsvButton(i.button,!1,()=>{},Nn(this.declaration,i.table,null),i.label)):this.csvTables(n).map(i=>this.shell.renderCsvButton(i.button,r,()=>this.download(n,i),Nn(this.declaration,i.table,i.rows),i.label))}render(){let n=this.data;return m`<div class="controls">
        <div class="group" role="group" aria-label="Report and view">
          <slot name="report"></slot>
          ${this.renderPickers(n)}
          <span class="spacer"></span>
          ${this.renderCsvButtons(n)}
        </div>
        ${this.downloads.renderError()}
      </div>
      ${this.shell.renderError("Could not load the report",[{label:"Reset the selection",run:()=>this.reset()}])}
      ${this.shell.renderContent(n,r=>this.renderReport(r),"Loading the report\u2026")}`}renderReport(n){let r=this.info?.description??"";return m`<div class="body ${this.shell.loading?"stale":""}">
      ${r?m`<div class="summary"><span class="description">${r}</span></div>`:_}
      ${n.groups.length===0?m`<div class="none message">This report has no groups.</div>`:this.renderBody(n)}
    </div>`}};lr.properties={...Zr,selection:{state:!0},data:{state:!0}},lr.styles=[X,nt,rt,zs,va,Zt,rc,ZD];var Ur=class extends lr{constructor(t,n){super(t,n),this.fdrText=String(this.selection.fdr??"")}replaceSelection(t){super.replaceSelection(t),this.fdrText=String(t.fdr??"")}loaded(t){let n=t.fdr;this.selection.fdr===null&&this.fdrText===""&&n!==void 0&&(this.fdrText=String(n))}onFdr(t){this.fdrText=t;let n=Vi(this.declaration,"fdr",t);n!==null&&n!==this.selection.fdr&&this.change({fdr:n},!0)}renderFdr(){return Ku(this.declaration,this.fdrText,QD,t=>this.onFdr(t))}};Ur.properties={...lr.properties,fdrText:{state:!0}};function Zl(e){return Js(Dn(e))}function Ci(e,t){return m`<div class="main">
    <div class="tables">${e}</div>
    <div class="side">${t}</div>
  </div>`}function ur(e,t,n=_){return m`<section>
    <h3>${e}</h3>
    ${n}
    <div class="table-box">${t}</div>
  </section>`}function cr(e,t,n,r){return m`<table class=${e} aria-label=${t}>
    <thead>
      <tr>
        ${n}
      </tr>
    </thead>
    <tbody>
      ${r}
    </tbody>
  </table>`}function Ie(e,t,n,r=""){return m`<th class=${r} data-col=${t} title=${Ue(e,t,n)}>${e}</th>`}function Ms(e,t){return m`<td class="text gname" data-col=${e} title=${t}>${t}</td>`}function sa(e,t,n,r,i,s="undefined",o){let a=o?o.cell.p===null?"":String(o.cell.p):_,l=o?o.cell.significant?"true":"false":_;return t===null?m`<td
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
    </td>`:m`<td
    class=${o?.cell.significant?"significant":""}
    data-group=${e.group}
    data-key=${e.key??""}
    data-value=${String(t)}
    data-lower=${String(n)}
    data-upper=${String(r)}
    data-n=${i}
    data-p=${a}
    data-significant=${l}
  >
    <span class="v">${Ts(t,n,r)}</span> <span class="n">n=${L(i)}</span>${o?m` <span class="p ${o.cell.p===null?"why":""}" title=${o.cell.title}>p=${o.cell.text}</span>${o.cell.significant?m` ${Zl(o.q)}`:_}`:_}
  </td>`}var EC="harmful_label_association",e9={defaults:Ey,fromParams:pC,toParams:hC},Dy=class extends lr{constructor(t){super(e9,t)}fetch(t){let{run:n,tag:r,step:i}=this.report;return this.api.harmful(EC,{run:n,tag:r,step:i},t)}loaded(t){let n=this.selection,r=t.types[_d(t,n.type)]??n.type,i=n.threshold!==null&&t.thresholds.includes(n.threshold)?n.threshold:null;(r!==n.type||i!==n.threshold)&&this.change({type:r,threshold:i},!1)}get csvButtons(){return[{button:"download",label:"Download CSV",table:Ay},{button:"download-labels",label:"Download labels CSV",table:Py}]}csvTables(t){let n=$d(t.thresholds,this.selection.threshold),r=yC(t,n),i=vC(t),s=[t.run,t.tag,`step${t.step}`,"harmful",`t${t.thresholds[n]}`];return[{button:"download",label:"Download CSV",table:Ay,options:r,rows:i.rates,file:s},{button:"download-labels",label:"Download labels CSV",table:Py,options:r,rows:i.labels,file:[...s,"labels"]}]}renderPickers(t){let n=t?.types??[this.selection.type],r=t?_d(t,this.selection.type):0,i=t?.thresholds??[],s=$d(i,this.selection.threshold);return m`<label class="field" title="The type of harmful label whose hit rates the tables and the chart show (the report's types)">
        <span class="name">Label type</span>
        <select name="type" ?disabled=${!t} @change=${o=>this.change({type:o.target.value},!1)}>
          ${n.map((o,a)=>m`<option value=${o} ?selected=${a===r}>${o}</option>`)}
        </select>
      </label>
      <label class="field" title=${Me(this.declaration,"threshold")}>
        <span class="name">${Pe(this.declaration,"threshold","Score threshold")}</span>
        <select
          name="threshold"
          ?disabled=${i.length===0}
          @change=${o=>{let a=Number(o.target.value);this.change({threshold:a===i[0]?null:a},!1)}}
        >
          ${i.map((o,a)=>m`<option value=${String(o)} ?selected=${a===s}>${o}</option>`)}
        </select>
      </label>`}renderBody(t){let n=_d(t,this.selection.type),r=t.types[n],i=$d(t.thresholds,this.selection.threshold),s=t.thresholds[i],o=bC(t,i),a=mC(t,n).map(u=>({group:u.group,x:u.threshold,y:u.rate,lower:u.lower,upper:u.upper})),l=m`<fairness-band-chart
      .heading=${`Hit rate of ${r} versus threshold`}
      .points=${a}
      .groups=${t.groups}
      .xLabel=${"score threshold"}
      .yLabel=${"hit rate"}
      .note=${"Bands: Wilson intervals of each hit rate."}
    ></fairness-band-chart>`;return m`<div class="summary" data-type=${r} data-threshold=${s}>
        <span><b>${L(t.n)}</b> ${mt(t.n,"image")} · <b>${L(t.groups.length)}</b> ${mt(t.groups.length,"group")} · step ${t.step} ·
          ${Math.round(t.level*100)}% Wilson intervals</span>
        <span>type <b class="type">${r}</b> · harmful types: ${t.harmful_types.join(", ")}</span>
        <span class="muted">hit: a label of the type among an image's top 5, scored ≥ the threshold</span>
      </div>
      ${Ci(m`${ur(m`Hit rate of <span class="type">${r}</span> per group and threshold`,cr("hits","Hit rate per group and threshold",m`${Ie("group","group","the group of images","text")}
              ${t.thresholds.map(u=>m`<th data-threshold=${u} title=${t9(u)}>≥ ${u}</th>`)}`,t.groups.map((u,c)=>m`<tr data-group=${u}>
                ${Ms("group",u)}
                ${t.thresholds.map((f,d)=>sa({group:u,key:f},t.hit_rate[c][n][d],t.lower[c][n][d],t.upper[c][n][d],t.group_counts[c]))}
              </tr>`)))}
        ${ur(`Harmful labels at threshold ${s}`,o.length===0?m`<div class="none">No harmful label of the taxonomy was predicted.</div>`:cr("labels","Harmful labels",m`${Ie("label","label","the harmful label","text")}
                  ${Ie("type","type","the type of harmful label it belongs to","text")}
                  ${t.groups.map(u=>m`<th data-group=${u} title=${n9(u,s)}>${u}</th>`)}
                  ${Ie("largest gap","gap","the largest gap: a group's rate minus the mean of the other groups' rates, and which group")}
                  ${Ie("p","p_value","the p-value of the chi-square test that every group with images predicts this label at one rate")}
                  ${Ie("\u2605","significant",`the groups differ, after Benjamini-Hochberg at FDR ${t.fdr} over the labels`)}`,o.map(u=>this.renderLabelRow(t,u))))}`,l)}`}renderLabelRow(t,n){return m`<tr data-label=${n.label}>
      ${Ms("label",n.label)}
      <td class="text" data-col="type">${n.type}</td>
      ${n.rates.map((r,i)=>r===null?m`<td class="state" data-group=${t.groups[i]}>undefined</td>`:m`<td data-group=${t.groups[i]} data-value=${String(r)} title=${gC(t.level,n.lower[i],n.upper[i])}>
              ${(r*100).toFixed(1)}%
            </td>`)}
      ${n.gap===null?m`<td class="state" data-col="gap">undefined</td>`:m`<td data-col="gap" data-value=${String(n.gap)} data-group=${n.gapGroup??""}>
            ${Si(n.gap,null,null)} <span class="n">${n.gapGroup}</span>
          </td>`}
      <td data-col="p_value" title=${n.pValue===null?"untestable: fewer than two groups, or no variation":""}>
        ${n.pValue===null?"\u2014":xt(n.pValue)}
      </td>
      <td data-col="significant" class="star">
        ${n.significant?m`<span aria-label="significant" title="significant">★</span>`:_}
      </td>
    </tr>`}};customElements.define("fairness-harmful-view",Dy);function t9(e){return Ue(`\u2265 ${e}`,"value",`the hit rate at score threshold ${e}: the share of the group's images with a label of the type among their top 5 predictions, scored at least ${e}; with its interval and n, the group's images`)}function n9(e,t){return Ue(e,"rate",`the share of the images of ${e} with this label among their top 5 predictions, scored at least ${t}`)}var AC={kind:EC,title:"harmful-label-association",render:(e,t)=>m`<fairness-harmful-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${t}</fairness-harmful-view
    >`,hint:()=>m`No harmful-label-association reports: log one with <code>w.harmful_label_association(…)</code>, each image's
      top-5 labels and scores, its group and a taxonomy of the labels.`,example:`# Harmful label associations (Goyal et al. 2022): top-5 labels and scores per image.
w.harmful_label_association("harmful/val", 0, labels=[["ape", "tree", "car", "cup", "dog"]],
                            scores=[[0.9, 0.5, 0.2, 0.1, 0.1]], groups=["darker"],
                            taxonomy={"ape": "non_human"})`};var Ly="geodiversity",PC="groups",r9={defaults:wC,fromParams:_C,toParams:xC},Ny=class extends Ur{constructor(t){super(r9,t)}fetch(t){let{run:n,tag:r,step:i}=this.report;return this.api.geodiversity(Ly,{run:n,tag:r,step:i,by:this.selection.by,fdr:this.selection.fdr},t)}get csvButtons(){return[{button:"download",label:"Download CSV",table:PC}]}csvTables(t){let n=[t.run,t.tag,`step${t.step}`,Ly,t.by];return[{button:"download",label:"Download CSV",table:PC,options:$C(t),rows:t.groups.length,file:n}]}groupings(){let t=On(this.declaration,"by"),n=this.data?.by??this.selection.by;return n!==null&&!t.includes(n)?[...t,n]:t}renderPickers(){return m`<label class="field" title=${Me(this.declaration,"by")}>
        <span class="name">${Pe(this.declaration,"by","Group by")}</span>
        <select name="by" @change=${t=>this.change({by:t.target.value},!0)}>
          ${this.groupings().map(t=>m`<option value=${t} ?selected=${t===this.selection.by}>${Jl(t)}</option>`)}
        </select>
      </label>
      ${this.renderFdr()}`}renderBody(t){let n=t.households.reduce((i,s)=>i+s,0),r=Kr(t,this.declaration);return m`<div class="summary" data-by=${t.by}>
        <span><b>${L(n)}</b> ${mt(n,"household")} in <b>${L(t.groups.length)}</b>
          ${mt(t.groups.length,"group")} of
          <b class="by">${Jl(t.by)}</b> · step ${t.step} · ${Math.round(t.level*100)}% intervals</span>
        <span class="note muted">Intervals resample households (${L(t.resamples)} bootstrap resamples), not images.</span>
      </div>
      ${Ci(ur("Household-averaged score per group",cr("geo","Score per group",m`${Ie("group","group",`the group of households, by ${Jl(t.by)}`,"text")}
              ${Ie("households","n","the group's households: the score averages over them, and its interval resamples them")}
              ${Ie("images","images","the images of the group's households")}
              ${Ie("score [interval]","value","the mean over the group's households of each one's hit rate (the share of its images with a true label among the top predictions), with its bootstrap interval (lower, upper)")}
              ${Ie("share of images hit","image_rate","the share of the group's images that are hits, pooled over images rather than households, for contrast")}
              ${Ie("p","p_value",`the p-value of ${My}`)}
              ${Ie("\u2605","significant",Dn(r))}`,t.groups.map((i,s)=>this.renderGroupRow(t,i,s,r))),Ki("legend",fC(t,this.declaration),r,(t.significant??[]).filter(Boolean).length)),m`<fairness-score-bars
          .heading=${`Score by ${Jl(t.by)}`}
          .bars=${SC(t)}
          .groups=${t.groups}
          .yLabel=${"score"}
        ></fairness-score-bars>`)}`}renderGroupRow(t,n,r,i){let s=t.score[r],o=t.image_rate[r],a=ia(t.p_value?.[r],t.significant?.[r],My,lC);return m`<tr data-group=${n} class=${a.significant?"significant":""} data-significant=${a.significant?"true":"false"}>
      ${Ms("group",n)}
      <td data-col="households" data-value=${t.households[r]}>${L(t.households[r])}</td>
      <td data-col="images" data-value=${t.images[r]}>${L(t.images[r])}</td>
      ${s===null?m`<td class="state" data-col="score" data-state="no-households">no households</td>`:m`<td data-col="score" data-value=${String(s)} data-lower=${String(t.lower[r])} data-upper=${String(t.upper[r])}>
            ${Ts(s,t.lower[r],t.upper[r])}
          </td>`}
      ${o===null?m`<td class="state" data-col="image_rate">—</td>`:m`<td data-col="image_rate" data-value=${String(o)}>${(o*100).toFixed(1)}%</td>`}
      <td data-col="p_value" class=${a.p===null?"why":""} data-value=${a.p===null?"":String(a.p)} title=${a.title}>
        ${a.text}
      </td>
      <td data-col="significant">${a.significant?Zl(i):_}</td>
    </tr>`}};customElements.define("fairness-geo-view",Ny);var DC={kind:Ly,title:"geodiversity",render:(e,t)=>m`<fairness-geo-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${t}</fairness-geo-view
    >`,hint:()=>m`No geodiversity reports: log one with <code>w.geodiversity(…)</code>, each image's ground-truth label, top-5
      predictions and its household's income and region.`,example:`# Geodiversity (Goyal et al. 2022): one row per image and ground-truth label.
w.geodiversity("geo/val", 0, image_ids=["a"], true_labels=["stove"],
               predicted_labels=[["stove", "bed", "cup", "tv", "sofa"]],
               household_ids=["h1"], incomes=[120.0], regions=["Africa"])`};var NC="retrieval_precision",LC="precision",i9={defaults:kC,fromParams:CC,toParams:TC},Oy=class extends Ur{constructor(t){super(i9,t)}fetch(t){let{run:n,tag:r,step:i}=this.report;return this.api.retrieval(NC,{run:n,tag:r,step:i,fdr:this.selection.fdr},t)}get csvButtons(){return[{button:"download",label:"Download CSV",table:LC}]}csvTables(t){let n=[t.run,t.tag,`step${t.step}`,"retrieval"],r=t.groups.length*t.ks.length;return[{button:"download",label:"Download CSV",table:LC,options:MC(t),rows:r,file:n}]}renderPickers(){return this.renderFdr()}renderBody(t){let n=t.queries.reduce((s,o)=>s+o,0),r=Kr(t,this.declaration),i=RC(t).map(s=>({group:s.group,x:s.k,y:s.precision,lower:s.lower,upper:s.upper}));return m`<div class="summary">
        <span><b>${L(n)}</b> ${mt(n,"query","queries")} in <b>${L(t.groups.length)}</b>
          ${mt(t.groups.length,"group")} · step ${t.step} ·
          ${Math.round(t.level*100)}% t intervals over each group's queries</span>
        <span class="muted">P@K: the share of a query's K nearest neighbours with the query's attribute</span>
      </div>
      ${Ci(ur("Mean Precision@K per group",cr("retrieval","Precision at K per group",m`${Ie("group","group","the queries' attribute","text")}
              ${Ie("queries","n","the queries with this attribute: the mean and its t interval are over them")}
              ${t.ks.map(s=>m`<th data-k=${s} title=${s9(s)}>precision@${s}</th>`)}`,t.groups.map((s,o)=>m`<tr data-group=${s}>
                ${Ms("group",s)}
                <td data-col="queries" data-value=${t.queries[o]}>${L(t.queries[o])}</td>
                ${t.ks.map((a,l)=>sa({group:s,key:a},t.precision[o][l],t.lower[o][l],t.upper[o][l],t.queries[o],"undefined",{cell:ia(t.p_value?.[o]?.[l],t.significant?.[o]?.[l],uC,cC),q:r}))}
              </tr>`)),Ki("legend",dC(t,this.declaration),r,(t.significant??[]).flat().filter(Boolean).length)),m`<fairness-band-chart
          .heading=${"P@K versus K"}
          .points=${i}
          .groups=${t.groups}
          .xLabel=${"K"}
          .yLabel=${"P@K"}
          .note=${"Bands: t intervals of each mean."}
        ></fairness-band-chart>`)}`}};customElements.define("fairness-retrieval-view",Oy);function s9(e){return Ue(`precision@${e}`,"value",`P@${e}, the mean over the group's queries of the share of each one's ${e} nearest neighbours with its attribute; with its t interval, n and the test against the other groups (p_value)`)}var OC={kind:NC,title:"same-attribute retrieval",render:(e,t)=>m`<fairness-retrieval-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${t}</fairness-retrieval-view
    >`,hint:()=>m`No retrieval reports: log one with <code>w.retrieval_precision(…)</code>, query and database embeddings and
      each one's attribute.`,example:`# Same-attribute retrieval (Goyal et al. 2022): embeddings and their attributes.
w.retrieval_precision("retrieval/val", 0, queries, database, query_attributes=q_attr,
                      database_attributes=db_attr, ks=(1, 5, 10))`};function Ql(e,t){throw new Error(`malformed response from ${e.split("?")[0]}: ${t}`)}function IC(e,t="view route"){(typeof e!="object"||e===null)&&Ql(t,"not an object");let n=e;(!Array.isArray(n.groups)||!Array.isArray(n.thresholds)||!Array.isArray(n.metrics))&&Ql(t,"no `groups`, `thresholds` or `metrics`");let r=n.groups.length,i=n.thresholds.length;for(let{name:s}of n.metrics){let o=n.at_threshold?.[s];o||Ql(t,`no \`${s}\` in \`at_threshold\``);for(let a of["n","value","lower","upper","state","p_value","significant","ratio","ratio_state"])(!Array.isArray(o[a])||o[a].length!==r)&&Ql(t,`\`at_threshold.${s}.${a}\` has not one entry per group`)}for(let s of new Set([n.metric??"","tpr","fpr"])){let o=n.curves?.[s];(!o||!Array.isArray(o.value)||o.value.length!==r||o.value.some(a=>a.length!==i))&&Ql(t,`\`curves.${s}\` is not groups x thresholds`)}return e}var vn={metric:"metric",grouping:"grouping",threshold:"threshold",baseline:"baseline",label:"label",fdr:"fdr"};function Iy(e){return{metric:yr(e,"metric",void 0),grouping:null,threshold:null,baseline:null,label:null,fdr:Et(e,"fdr",null)}}function zC(e,t){let n=[];return tt(n,vn.metric,e.metric,t),ye(n,vn.grouping,e.grouping),ye(n,vn.threshold,e.threshold),ye(n,vn.baseline,e.baseline),ye(n,vn.label,e.label),tt(n,vn.fdr,e.fdr,t),n}function BC(e,t){let n=wt(e),r=Iy(t);r.metric=yr(t,"metric",n.get(vn.metric));let i=o=>{let a=n.get(o);return a===void 0||a===""?null:a};r.grouping=i(vn.grouping),r.baseline=i(vn.baseline),r.label=i(vn.label);let s=we(n.get(vn.threshold));return Ce(t,"threshold",s)&&(r.threshold=s),r.fdr=Et(t,"fdr",we(n.get(vn.fdr))),r}function FC(e){return{metric:e.metric,grouping:e.grouping,threshold:e.threshold,baseline:e.baseline,label:e.label,fdr:e.fdr}}function zy(e,t=!0){return{metric:e.metric,grouping:e.grouping.join(" & "),...t?{threshold:String(e.threshold)}:{},baseline:e.baseline,label:e.label,fdr:String(e.fdr),min_count:String(e.min_count),level:String(e.level)}}function Sd(e,t){if(e.length===0||!Number.isFinite(t))return null;let n=e[0];for(let r of e)Math.abs(r-t)<Math.abs(n-t)&&(n=r);return n}function HC(e){return e.metrics.map(({name:t,title:n})=>{let r=e.at_threshold[t];return{metric:t,title:n,cells:e.groups.map((i,s)=>({value:r.value[s],lower:r.lower[s],upper:r.upper[s],n:r.n[s],state:r.state[s],p:r.p_value[s],significant:r.significant[s]===!0}))}})}function kd(e,t){return e.state==="insufficient"?`n=${e.n} < ${t}`:e.state==="undefined"?e.n===0?"none":"undefined":e.state==="baseline"?"baseline":""}function VC(e,t){let n=e.curves[t];if(!n)return[];let r=[];return e.groups.forEach((i,s)=>{e.thresholds.forEach((o,a)=>{let l=n.value[s][a];l!==null&&r.push({group:i,x:o,y:l,lower:n.lower[s][a]??l,upper:n.upper[s][a]??l})})}),r}function KC(e,t){let n=e.at_threshold[t];if(!n)return[];let r=[];return e.groups.forEach((i,s)=>{let o=n.ratio[s];if(o===null||n.ratio_state[s]!==null)return;let a=o<e.four_fifths||o>1/e.four_fifths;r.push({group:i,ratio:o,lower:n.ratio_lower[s],upper:n.ratio_upper[s],flagged:a})}),r}function qC(e){let t=e.curves.tpr,n=e.curves.fpr,r=[],i=[];return!t||!n?{curve:r,at:i}:(e.groups.forEach((s,o)=>{e.thresholds.forEach((a,l)=>{let u=t.value[o][l],c=n.value[o][l];if(c===null||u===null)return;let f={group:s,fpr:c,tpr:u,threshold:a};r.push(f),l===e.threshold_index&&i.push(f)})}),{curve:r,at:i})}var WC=F`
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
`,UC=e=>`${(e*100).toFixed(1)}%`,jC="http://www.w3.org/2000/svg";function GC(e,t){e.dispatchEvent(new CustomEvent("threshold-change",{detail:t,bubbles:!0,composed:!0}))}var eu=class extends qr{constructor(){super();this.rule=null;this.dragging=!1;this.thresholds=[],this.threshold=.5,this.xLabel="score threshold",this.note="Bands: Wilson intervals. Drag the orange rule (or focus it and use the arrow keys) to choose the threshold."}willUpdate(n){super.willUpdate(n),this.chart&&!this.dragging&&this.placeRule(this.threshold)}draw(){this.rule=null;let n=super.draw(),r=n?.tagName.toLowerCase()==="svg"?n:n?.querySelector(":scope > svg");return n&&r&&this.addRule(n,r),n}get plot(){return this.chart}addRule(n,r){let[i,s]=n.scale("y")?.range??[0,0],o=document.createElementNS(jC,"g");o.setAttribute("class","threshold-rule"),o.setAttribute("tabindex","0"),o.setAttribute("role","slider"),o.setAttribute("aria-label","Score threshold: drag, or use the arrow keys");for(let[a,l,u]of[["grip","14","transparent"],["shown","2","var(--accent)"]]){let c=document.createElementNS(jC,"line");c.setAttribute("class",a),c.setAttribute("y1",String(i)),c.setAttribute("y2",String(s)),c.setAttribute("stroke",u),c.setAttribute("stroke-width",l),o.append(c)}r.append(o),this.rule=o,r.addEventListener("pointerdown",a=>this.onDown(a,r)),r.addEventListener("pointermove",a=>this.onMove(a,r)),r.addEventListener("pointerup",a=>this.onUp(a,r)),r.addEventListener("pointercancel",()=>this.cancel()),o.addEventListener("keydown",a=>this.onKey(a))}placeRule(n){let r=this.plot?.scale("x");if(!this.rule||!r?.apply)return;let i=String(r.apply(n));for(let s of this.rule.querySelectorAll("line"))s.setAttribute("x1",i),s.setAttribute("x2",i);this.rule.setAttribute("aria-valuenow",String(n)),this.rule.setAttribute("aria-valuemin",String(this.thresholds[0]??"")),this.rule.setAttribute("aria-valuemax",String(this.thresholds[this.thresholds.length-1]??"")),this.rule.setAttribute("data-threshold",String(n))}thresholdAt(n,r){let i=this.plot?.scale("x");if(!i?.invert)return null;let s=r.getBoundingClientRect(),o=Number(r.getAttribute("width"))||s.width,a=(n.clientX-s.left)*o/(s.width||1);return Sd(this.thresholds,Number(i.invert(a)))}onDown(n,r){let i=this.thresholdAt(n,r);i!==null&&(this.dragging=!0,r.setPointerCapture?.(n.pointerId),this.placeRule(i),n.preventDefault())}onMove(n,r){if(!this.dragging)return;let i=this.thresholdAt(n,r);i!==null&&this.placeRule(i)}onUp(n,r){if(!this.dragging)return;this.dragging=!1;let i=this.thresholdAt(n,r);i!==null&&i!==this.threshold?GC(this,i):this.placeRule(this.threshold)}cancel(){this.dragging=!1,this.placeRule(this.threshold)}onKey(n){let r=n.key==="ArrowLeft"||n.key==="ArrowDown"?-1:n.key==="ArrowRight"||n.key==="ArrowUp"?1:0;if(r===0)return;n.preventDefault();let i=this.thresholds.indexOf(this.threshold)+r;i>=0&&i<this.thresholds.length&&GC(this,this.thresholds[i])}};eu.properties={...qr.properties,thresholds:{attribute:!1},threshold:{attribute:!1}},eu.styles=[...qr.styles,F`
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
    `];customElements.define("fairness-threshold-chart",eu);var tu=class extends j{constructor(){super();this.chart=null;this.heading="",this.points=[],this.fourFifths=.8,this.baseline=""}willUpdate(n){(n.has("points")||n.has("fourFifths"))&&(this.chart=this.draw())}draw(){let n=this.points;if(n.length===0)return null;let r=n.flatMap(o=>[o.ratio,o.upper??o.ratio]),i=Math.max(1/this.fourFifths+.1,...r),s=[this.fourFifths,1/this.fourFifths];return Oe({width:420,height:60+26*n.length,marginLeft:120,style:Cs,x:{domain:[0,i],label:`ratio to ${this.baseline}`,labelAnchor:"center",labelArrow:"none",grid:!0},y:{domain:n.map(o=>o.group),label:null,tickFormat:o=>o.length>18?o.slice(0,17)+"\u2026":o},marks:[et([1],{stroke:"var(--chart-rule)"}),et(s,{stroke:"var(--error)",strokeDasharray:"4,3"}),Gt(n,{y:"group",x1:"lower",x2:"upper",stroke:"var(--chart-ink)",strokeWidth:1.5}),bn(n,{y:"group",x:"ratio",r:4,fill:o=>o.flagged?"var(--error)":"var(--chart-ink)",title:o=>`${o.group}: ${o.ratio.toFixed(3)}`+(o.lower!==null&&o.upper!==null?` [${o.lower.toFixed(3)}, ${o.upper.toFixed(3)}]`:"")})]})}render(){return m`<h3>${this.heading}</h3>
      <div class="chart" data-points=${this.points.length} data-flagged=${this.points.filter(n=>n.flagged).length}>
        ${this.chart??m`<div class="muted">No group has a ratio to the baseline at this threshold.</div>`}
      </div>
      <div class="note muted">Whiskers: Katz log intervals. Dashed: the four-fifths lines (${this.fourFifths} and ${(1/this.fourFifths).toFixed(2)}).</div>`}};tu.properties={heading:{attribute:!1},points:{attribute:!1},fourFifths:{attribute:!1},baseline:{attribute:!1}},tu.styles=[X,Ti,WC];customElements.define("fairness-ratio-chart",tu);var nu=class extends j{constructor(){super();this.chart=null;this.curve=[],this.at=[],this.groups=[],this.threshold=.5}willUpdate(n){(n.has("curve")||n.has("at")||n.has("groups"))&&(this.chart=this.draw())}draw(){if(this.curve.length===0)return null;let n={domain:[0,1],grid:!0,labelAnchor:"center",labelArrow:"none",tickFormat:r=>`${Math.round(r*100)}%`};return Oe({width:420,height:300,marginLeft:44,marginBottom:34,style:Cs,x:{...n,label:"false positive rate"},y:{...n,label:"true positive rate"},color:{domain:this.groups,legend:!0,scheme:"tableau10"},marks:[Jo([[0,0],[1,1]]),Jo(this.curve,{x:"fpr",y:"tpr",z:"group",stroke:"group",strokeOpacity:.45}),bn(this.at,{x:"fpr",y:"tpr",fill:"group",r:5,stroke:"var(--chart-halo)",title:r=>`${r.group} at ${r.threshold}: FPR ${UC(r.fpr)}, TPR ${UC(r.tpr)}`})]})}render(){return m`<h3>ROC per group, points at threshold ${this.threshold}</h3>
      <div class="chart" data-points=${this.at.length}>${this.chart??m`<div class="muted">No group has both rates.</div>`}</div>
      ${this.at.length<this.groups.length?m`<div class="note muted">Groups whose TPR or FPR is insufficient at this threshold have no point.</div>`:_}`}};nu.properties={curve:{attribute:!1},at:{attribute:!1},groups:{attribute:!1},threshold:{attribute:!1}},nu.styles=[X,Ti,WC];customElements.define("fairness-roc-chart",nu);var By="binary_classification",YC="metrics",XC="cells",o9={defaults:Iy,fromParams:BC,toParams:zC},a9="two-proportion z-test of the group against the other groups pooled",Td=class extends Ur{constructor(t){super(o9,t)}async fetch(t){let{run:n,tag:r,step:i}=this.report,s={run:n,tag:r,step:i,...FC(this.selection)};return IC(await this.api.viewJson(By,s,t),By)}loaded(t){super.loaded(t);let n=this.selection,r={};n.threshold!==null&&n.threshold!==t.threshold&&(r.threshold=t.threshold),n.baseline!==null&&n.baseline!==t.baseline&&(r.baseline=null),Object.keys(r).length&&this.change(r,!1)}get csvButtons(){return[{button:"download",label:"Download CSV",table:YC},{button:"download-cells",label:"Download curves CSV",table:XC}]}csvTables(t){let n=zy(t),r=[t.run,t.tag,`step${t.step}`,"binary",t.label];return[{button:"download",label:"Download CSV",table:YC,options:n,rows:t.metrics.length*t.groups.length,file:[...r,`t${t.threshold}`]},{button:"download-cells",label:"Download curves CSV",table:XC,options:zy(t,!1),rows:t.groups.length*t.thresholds.length,file:[...r,t.metric]}]}setThreshold(t){t!==null&&t!==this.data?.threshold&&this.change({threshold:t},!0)}renderPickers(t){let n=this.selection,r=t?.metrics.map(l=>l.name)??On(this.declaration,"metric"),i=t?.groupings??[],s=t?Wt(t.grouping):n.grouping,o=(l,u,c,f,d)=>m`<label class="field" title=${Me(this.declaration,l)}>
        <span class="name">${Pe(this.declaration,l,u)}</span>
        <select name=${l} ?disabled=${f.length===0} @change=${h=>d(h.target.value)}>
          ${f.map(([h,p])=>m`<option value=${h} ?selected=${h===c}>${p}</option>`)}
        </select>
      </label>`,a=l=>t?.metrics.find(u=>u.name===l)?.title??l;return m`${o("metric","Metric",t?.metric??n.metric,r.map(l=>[l,a(l)]),l=>this.change({metric:l},!0))}
    ${o("grouping","Grouping",s,i.map(l=>[Wt(l),na(l)]),l=>this.change({grouping:l,baseline:null},!0))}
    ${o("baseline","Baseline group",t?.baseline??n.baseline,(t?.groups??[]).map(l=>[l,l]),l=>this.change({baseline:l},!0))}
    ${t&&t.labels.length>1?o("label","Label",t.label,t.labels.map(l=>[l,l]),l=>this.change({label:l},!0)):_}
    <label class="field" title=${Me(this.declaration,"threshold","typed values snap to the report\u2019s nearest threshold")}>
      <span class="name">${Pe(this.declaration,"threshold","Threshold")}</span>
      <input
        type="number"
        name="threshold"
        step="0.01"
        inputmode="decimal"
        ?disabled=${!t}
        .value=${String(t?.threshold??n.threshold??"")}
        @change=${l=>t&&this.setThreshold(Sd(t.thresholds,Number(l.target.value)))}
      />
    </label>
    ${this.renderFdr()}`}renderBody(t){let n=HC(t),r=t.metrics.find(c=>c.name===t.metric)?.title??t.metric,i=t.group_sizes.reduce((c,f)=>c+f,0),s=n.flatMap(c=>c.cells.map(f=>f.p)),o=n.flatMap(c=>c.cells.map(f=>f.significant)),a=m`<div class="note muted legend">
      ${xd(t.fdr,o,s,"cell","each cell tests its group against the other groups pooled at this threshold")}
    </div>`,l=qC(t),u=m`<fairness-threshold-chart
        .heading=${`${r} versus threshold`}
        .points=${VC(t,t.metric)}
        .groups=${t.groups}
        .thresholds=${t.thresholds}
        .threshold=${t.threshold}
        .yLabel=${t.metric}
        @threshold-change=${c=>this.setThreshold(c.detail)}
      ></fairness-threshold-chart>
      <fairness-ratio-chart
        .heading=${`${r}: ratio to ${t.baseline} at ${t.threshold}`}
        .points=${KC(t,t.metric)}
        .fourFifths=${t.four_fifths}
        .baseline=${t.baseline}
      ></fairness-ratio-chart>
      <fairness-roc-chart .curve=${l.curve} .at=${l.at} .groups=${t.groups} .threshold=${t.threshold}></fairness-roc-chart>`;return m`<div class="summary" data-threshold=${t.threshold} data-metric=${t.metric}>
        <span><b>${L(i)}</b> ${mt(i,"example")} in <b>${L(t.groups.length)}</b>
          ${mt(t.groups.length,"group")} of <b>${na(t.grouping)}</b> · label <b>${t.label}</b> · step ${t.step} ·
          threshold <b class="threshold">${t.threshold}</b> · ${Math.round(t.level*100)}% intervals</span>
        <span>${JC("Demographic parity difference","dp",t.demographic_parity_difference)} ·
          ${JC("Equalized odds difference","eo",t.equalized_odds_difference)}</span>
        <span class="muted">positive: score ≥ threshold; cells with a denominator under ${t.min_count} are insufficient</span>
      </div>
      ${Ci(m`${ur(m`Every metric per group at threshold ${t.threshold}`,cr("binary","Metric per group",m`${Ie("metric","metric","the rate, a share of the confusion counts (its denominator is n)","text")}
            ${t.groups.map((c,f)=>m`<th data-group=${c} title=${`${c}: ${L(t.group_sizes[f])} examples, ${L(t.positives[f])} positive`}>
                  ${c}${c===t.baseline?m` <span class="n">(baseline)</span>`:_}
                </th>`)}`,n.map(c=>m`<tr data-metric=${c.metric} class=${c.metric===t.metric?"selected":""}>
                <td class="text" data-col="metric" title=${c.title}>${c.title}</td>
                ${c.cells.map((f,d)=>this.cell(t,c.metric,d,f))}
              </tr>`)),a)}
        ${this.renderBaselineTable(t)}`,u)}`}cell(t,n,r,i){let s=t.groups[r];if(i.state!==null)return m`<td
        class="state"
        data-group=${s}
        data-key=${n}
        data-state=${i.state}
        data-n=${i.n}
        title=${t.reasons[i.state]??i.state}
      >
        ${kd(i,t.min_count)}
      </td>`;let o={cell:ia(i.p,i.significant,a9,"the group or the rest is insufficient, or nothing varies"),q:t.fdr};return sa({group:s,key:n},i.value,i.lower,i.upper,i.n,"undefined",o)}renderBaselineTable(t){let n=t.at_threshold[t.metric],r=t.metrics.find(i=>i.name===t.metric)?.title??t.metric;return ur(m`${r} against <span class="baseline">${t.baseline}</span> at ${t.threshold}`,cr("baseline","Against the baseline",m`${Ie("group","group","the group compared with the baseline","text")}
        ${Ie("difference [interval]","difference","the group's rate minus the baseline's, in percentage points (Newcombe interval)")}
        ${Ie("ratio [interval]","ratio","the group's rate over the baseline's (Katz log interval); under 0.8 fails the four-fifths rule")}`,t.groups.map((i,s)=>m`<tr data-group=${i}>
            <td class="text gname" title=${i}>${i}</td>
            ${n.difference_state[s]!==null||n.difference[s]===null?m`<td class="state" data-col="difference">${kd({state:n.difference_state[s]??"undefined",n:n.n[s]},t.min_count)}</td>`:m`<td data-col="difference" data-value=${String(n.difference[s])}>
                  ${Si(n.difference[s],n.difference_lower[s],n.difference_upper[s])}
                </td>`}
            ${n.ratio_state[s]!==null||n.ratio[s]===null?m`<td class="state" data-col="ratio" title=${t.reasons[n.ratio_state[s]??"undefined"]??""}>
                  ${kd({state:n.ratio_state[s]??"undefined",n:n.n[s]},t.min_count)}
                </td>`:m`<td data-col="ratio" data-value=${String(n.ratio[s])} class=${n.ratio[s]<t.four_fifths?"flagged":""}>
                  ${l9(n.ratio[s],n.ratio_lower[s],n.ratio_upper[s])}
                  ${n.ratio[s]<t.four_fifths?Zl(null):_}
                </td>`}
          </tr>`)))}};Td.styles=[...lr.styles,F`
      tr.selected td[data-col='metric'] {
        font-weight: 500;
        box-shadow: inset 3px 0 0 var(--accent);
      }
      td.flagged {
        color: var(--error);
      }
    `];customElements.define("fairness-binary-view",Td);function l9(e,t,n){return e.toFixed(3)+(t!==null&&n!==null?` [${t.toFixed(2)}, ${n.toFixed(2)}]`:"")}function JC(e,t,n){return m`<span data-headline=${t}
    >${e}
    <b>${n.value===null?"undefined (fewer than two sufficient groups)":Si(n.value,n.lower,n.upper).replace(/^\+/,"")}</b></span
  >`}var ZC={kind:By,title:"binary classifier",render:(e,t)=>m`<fairness-binary-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${t}</fairness-binary-view
    >`,hint:()=>m`No binary classifier reports: log one with <code>w.binary_classification(…)</code>, each example's score, its 0/1
      label and its attributes (gender, age, …).`,example:`# A scored binary classifier: every rate per group at every threshold.
w.binary_classification("binary/val", 0, scores=[0.9, 0.2, 0.7], labels=[1, 0, 0],
                        attributes={"gender": ["f", "m", "m"]})`};var jr=[vT,AT,rC,iC,AC,DC,OC,ZC];var u9=["key","value_a","value_b","bias_a","bias_b","change","verdict","rank_a","rank_b","movement"],Yt="also:",oa="change",aa="desc";function Cd(){return{a:null,b:null,also:[],sort:oa,dir:aa,search:"",verdict:null,brush:null,columns:"auto"}}function Fy(e){return e==="key"||e==="rank_a"||e==="rank_b"||e==="verdict"?"asc":"desc"}function Hy(e){return Ds.includes(e)}function c9(e){return u9.includes(e)||e.startsWith(Yt)&&e.length>Yt.length}var Vy=["auto","all","essential"],QC=["ranks","values"],la="interval",f9=180,d9=150;function h9(e,t){return Math.max(t,Math.ceil(e.length*7.4)+30)}function Md(e,t=[]){let{value:n,bias:r,a:i,b:s,noun:o}=e,a=Mt(e.level),l=Mt(e.fdr),u=(c,f,d,h,p="",g=null)=>({key:c,name:f,sub:p,title:h,width:c==="key"?d:Math.min(f9,h9(f,d)),group:g});return[u("key",o,d9,`key: the ${o} of the row, as named in both reports.`),u("value_a",`${n} A`,84,`value_a: ${n} in report A (${i}), signed.`,i,"values"),u("value_b",`${n} B`,84,`value_b: ${n} in report B (${s}), signed.`,s,"values"),u("bias_a",`${r} A`,84,`bias_a: the size of the bias (${r}) in report A (${i}); lower is better.`,i),u("bias_b",`${r} B`,84,`bias_b: the size of the bias (${r}) in report B (${s}); lower is better.`,s),u("change","change",84,"change: bias_b \u2212 bias_a, positive when the bias grew from A to B.","B \u2212 A"),u(la,`${a} interval`,136,`lower, upper: the ${a} interval of the change (MOVER, from the two sides' intervals); it excludes 0 when the change is clear.`,"of the change"),u("verdict","verdict",108,`verdict: worsened or improved when the change is significant (Benjamini-Hochberg at FDR ${l}), else unchanged, or undetermined without a bias on both sides.`,`FDR ${l}`),u("rank_a","rank A",72,`rank_a: the row's rank by ${r} in report A (1: the largest bias).`,"1 = largest","ranks"),u("rank_b","rank B",72,`rank_b: the row's rank by ${r} in report B (1: the largest bias).`,"1 = largest","ranks"),u("movement","movement",92,"movement: rank_a \u2212 rank_b, positive when the row rose (its bias ranks higher) in B.","rank A \u2212 B","ranks"),...t.map(c=>u(`${Yt}${c}`,c,96,`${r} in the latest report of run ${c} (an extra run: not in the CSV).`,`${r}, latest`))]}function iu(e,t=new Set){return e.reduce((n,r)=>n+(r.group!==null&&t.has(r.group)?0:r.width),0)}function nM(e,t,n){if(t==="all")return new Set;if(t==="essential")return new Set(QC);let r=new Set;if(n<=0)return r;for(let i of QC){if(iu(e,r)<=n)break;r.add(i)}return r}var $e={aRun:"a_run",aStep:"a_step",bRun:"b_run",bStep:"b_step",also:"also",sort:"sort",dir:"dir",search:"q",verdict:"verdict",aMin:"a_min",aMax:"a_max",bMin:"b_min",bMax:"b_max",columns:"columns"};function p9(e){return qe+or+e}function rM(e){let t=[],n=(r,i)=>ye(t,or+r,i);e.a&&(n($e.aRun,e.a.run),n($e.aStep,e.a.step)),e.b&&(n($e.bRun,e.b.run),n($e.bStep,e.b.step));for(let r of e.also)n($e.also,r);return(e.sort!==oa||e.dir!==aa)&&(n($e.sort,e.sort),n($e.dir,e.dir)),n($e.search,e.search),n($e.verdict,e.verdict),e.brush&&(n($e.aMin,e.brush.a[0]),n($e.aMax,e.brush.a[1]),n($e.bMin,e.brush.b[0]),n($e.bMax,e.brush.b[1])),e.columns!=="auto"&&n($e.columns,e.columns),t}function iM(e){let t=[...e],n=wt(t),r=h=>n.get(or+h),i=h=>{let p=r(h);return p===void 0||p===""?null:p},s=Cd(),o=i($e.aRun);o!==null&&(s.a={run:o,step:Mu(r($e.aStep))});let a=i($e.bRun);a!==null&&(s.b={run:a,step:Mu(r($e.bStep))});let l=p9($e.also);for(let[h,p]of t)h===l&&p!==""&&!s.also.includes(p)&&s.also.push(p);let u=r($e.sort);if(u!==void 0&&c9(u)&&(!u.startsWith(Yt)||s.also.includes(u.slice(Yt.length)))){s.sort=u;let h=r($e.dir);s.dir=h==="asc"||h==="desc"?h:Fy(u)}s.search=r($e.search)??"";let c=r($e.verdict);Hy(c)&&(s.verdict=c);let f=[$e.aMin,$e.aMax,$e.bMin,$e.bMax].map(h=>we(r(h)));if(f.every(h=>h!==null)){let[h,p,g,y]=f;s.brush={a:[Math.min(h,p),Math.max(h,p)],b:[Math.min(g,y),Math.max(g,y)]}}let d=r($e.columns);return Vy.includes(d)&&(s.columns=d),s}function sM(e){return e==="worsened"?"improved":e==="improved"?"worsened":e}function oM(e,t,n,r){return e!==null&&t.includes(e.run)?e:t.includes(n)?{run:n,step:r}:t.length?{run:t[0],step:null}:null}function aM(e,t){let n=t.filter(i=>i!==e.run);if(n.length===0)return null;let r=t.indexOf(e.run);return r<0?n[0]:t[(r+1)%t.length]}function lM(e,t){let n=t.map(i=>i.step).sort((i,s)=>i-s);if(n.length===0)return e.step;let r=e.step===null?n.length-1:n.indexOf(e.step);return r<=0?e.step:n[r-1]}function Ky(e,t){return e.step===null||t.some(n=>n.step===e.step)?e:{...e,step:null}}function Rd(e,t,n,r){return t.filter(i=>e.includes(i)&&i!==n?.run&&i!==r?.run)}function fr(e){return typeof e=="number"&&Number.isFinite(e)}function uM(e,t){let n=new Map,r=t.columns;for(let i=0;i<r.key.length;i++)n.set(r.key[i],r.presence[i]==="a"?null:r.bias_b[i]);return e.map(i=>{let s=n.get(i);return fr(s)?s:null})}var m9={worsened:0,improved:1,unchanged:2,undetermined:3};function g9(e,t){if(t==="verdict")return e.columns.verdict.map(n=>m9[n]??null);if(t.startsWith(Yt)){let n=t.slice(Yt.length);return e.extras.find(r=>r.run===n)?.values??null}return e.columns[t]}function cM(e,t,n){let r=new Int32Array(e.rows);for(let a=0;a<r.length;a++)r[a]=a;let i=n==="asc"?1:-1;if(t==="key"){let a=e.columns.key;return r.sort((l,u)=>a[l]<a[u]?-i:a[l]>a[u]?i:l-u),r}let s=g9(e,t);if(s===null)return r;let o=new Float64Array(e.rows);for(let a=0;a<o.length;a++){let l=s[a];o[a]=fr(l)?l:NaN}return r.sort((a,l)=>{let u=o[a],c=o[l],f=Number.isNaN(u),d=Number.isNaN(c);return f||d?f&&d?a-l:f?1:-1:u<c?-i:u>c?i:a-l}),r}function fM(e,t){return e.presence[t]==="both"&&fr(e.bias_a[t])&&fr(e.bias_b[t])}function dM(e,t,n){if(!fM(e,t))return!1;let r=e.bias_a[t],i=e.bias_b[t];return r>=n.a[0]&&r<=n.a[1]&&i>=n.b[0]&&i<=n.b[1]}function hM(e,t,n){let{search:r,brush:i}=n,s=n.verdict??null;if(r===null&&i===null&&s===null)return t;let o=e.columns,a=new Int32Array(t.length),l=0;for(let u=0;u<t.length;u++){let c=t[u];s!==null&&o.verdict[c]!==s||i!==null&&!dM(o,c,i)||r!==null&&(r.lastIndex=0,!r.test(o.key[c]))||(a[l++]=c)}return a.slice(0,l)}function pM(e,t){let n=0;for(let r=0;r<e.rows;r++)dM(e.columns,r,t)&&n++;return n}function mM(e){let t=e.key.length,n=new Float64Array(t),r=new Float64Array(t),i=new Int32Array(t),s=[],o=0,a=0,l=0;for(let u=0;u<t;u++)fM(e,u)?(n[o]=e.bias_a[u],r[o]=e.bias_b[u],s.push(e.verdict[u]),i[o++]=u):e.presence[u]!=="both"?a++:l++;return{x:n.slice(0,o),y:r.slice(0,o),verdict:s,index:i.slice(0,o),oneSided:a,undefinedValue:l}}function gM(e,t=5){let n=[],r=[];for(let i=0;i<e.key.length;i++){let s=e.verdict[i],o=e.change[i];if(s!=="worsened"&&s!=="improved"||!fr(o))continue;let a={row:i,key:e.key[i],biasA:e.bias_a[i],biasB:e.bias_b[i],change:o,lower:e.lower[i],upper:e.upper[i]};(s==="worsened"?n:r).push(a)}return n.sort((i,s)=>s.change-i.change||i.row-s.row),r.sort((i,s)=>i.change-s.change||i.row-s.row),{worsened:n.slice(0,t),improved:r.slice(0,t)}}function bM(e){return"^"+e.replace(/[.*+?^${}()|[\]\\/-]/g,"\\$&")+"$"}function b9(e){return/(s|x|z|ch|sh)$/.test(e)?e+"es":e+"s"}function yM(e,t){let n=i=>typeof i=="string"&&/^[a-z][a-z ]*$/i.test(i),r=n(t?.key)?t.key:n(e?.bias?.key)?e.bias.key:"row";return{one:r,many:b9(r)}}function Mt(e){return`${Number((e*100).toPrecision(3))}%`}function Gr(e){return ru(e,ve(e))}function Bt(e,t,n=ve){return fr(e)&&fr(t)?`[${n(e)}, ${n(t)}]`:""}function dr(e){return fr(e)?ve(e):"\u2014"}function eM(e,t){let n=e.columns,r=n.key.indexOf(t.key),i=r<0?"":`, ${e.bias} ${dr(n.bias_a[r])} \u2192 ${dr(n.bias_b[r])}`,s=Bt(t.lower,t.upper);return`${t.key}${i} (${Gr(t.change)}${s?" "+s:""})`}function vM(e,t){let n=e.summary,i=[`B vs A: ${L(n.worsened)} ${n.worsened===1?t.one:t.many} worsened, ${L(n.improved)} improved, ${L(n.unchanged)} unchanged, ${L(n.undetermined)} undetermined (FDR ${Mt(e.fdr)}).`];return n.worsened>0&&n.largest_regression?i.push(`Largest regression: ${eM(e,n.largest_regression)}.`):n.worsened===0&&i.push("No regression."),n.improved>0&&n.largest_improvement&&i.push(`Largest improvement: ${eM(e,n.largest_improvement)}.`),i.join(" ")}function wM(e){return e.worsened>0?e.improved>0?"mixed":"worse":e.improved>0?"better":"same"}var xM={worse:"B is worse",better:"B is better",mixed:"Mixed",same:"No significant change"};function ua(e,t){return fr(t)?e==="percent"?We(t):e==="count"?L(t):ve(t):"\u2014"}function tM(e){return(e*100).toFixed(1).replace(/^-/,"\u2212")}function qy(e){let t=e.change;if(!fr(t))return"\u2014";let n,r;return e.format==="percent"?(n=ru(t,tM(t))+" pp",r=Bt(e.lower,e.upper,tM)):e.format==="count"?(n=ru(t,L(t).replace(/^-/,"\u2212")),r=Bt(e.lower,e.upper,i=>L(i).replace(/^-/,"\u2212"))):(n=Gr(t),r=Bt(e.lower,e.upper)),r?`${n} ${r}`:n}function _M(e){return Object.entries(e).filter(([,t])=>t!=null&&t!=="").map(([t,n])=>`${t}=${typeof n=="object"?JSON.stringify(n):String(n)}`).join(", ")}function ru(e,t){return e>0?"+"+t:t}function su(e,t){e.dispatchEvent(new CustomEvent("open-report",{detail:t,bubbles:!0,composed:!0}))}var Uy=344,jy=16,$M=F`
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
    .v-unchanged,
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
      gap: ${je(jy)}px;
    }
    fairness-compare-table {
      flex: 1;
      min-width: 0;
    }
    .side-panel {
      width: ${je(Uy)}px;
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
`;function SM(e,t){return e.headlines.length===0?_:m`<div class="headlines ${t?"stale":""}">${e.headlines.map(n=>y9(n,e.level))}</div>`}function y9(e,t){let n=l=>ua(e.format,l),r=e.a_interval?Bt(e.a_interval[0],e.a_interval[1],n):"",i=e.b_interval?Bt(e.b_interval[0],e.b_interval[1],n):"",s=e.better==="lower"?"lower is better":e.better==="higher"?"higher is better":"neither way is better",o=[`${e.title} (${e.name}), ${s}${e.explanation?`: ${e.explanation}`:""}`,`A: ${ua(e.format,e.a)}${r?` ${r}`:""}`,`B: ${ua(e.format,e.b)}${i?` ${i}`:""}`,`change B \u2212 A: ${qy(e)} (${Mt(t)} interval)`].join(`
`),a=e.verdict;return m`<div class="headline" data-name=${e.name} data-verdict=${a??"none"} title=${o}>
    <span class="title">${e.title}</span>
    <span class="ab"
      ><span class="a" data-v=${e.a??_}>${ua(e.format,e.a)}</span> →
      <span class="b" data-v=${e.b??_}>${ua(e.format,e.b)}</span></span
    >
    <span class="foot">
      <span class="change" data-v=${e.change??_}>${qy(e)}</span>
      ${a!==null?m`<span class="verdict-badge v-${a}" data-verdict=${a}>${a}</span>`:_}
    </span>
  </div>`}function Gy(e,t,n,r,i){return m`<div class="movers" data-movers=${e}>
    <h3>
      <span class="v-${e}">${e==="worsened"?"Worsened":"Improved"}</span>
      <span class="muted">${L(n)}</span>
      ${n>t.length?m`<button class="text" name=${`show-${e}`} @click=${()=>i.showAll(e)}>show all</button>`:_}
    </h3>
    ${t.length?m`<ol>
          ${t.map(o=>{let a=Bt(o.lower,o.upper);return m`<li>
              <button
                data-row=${o.row}
                title=${`Show ${o.key} in the table: ${r} ${dr(o.biasA)} \u2192 ${dr(o.biasB)}, change ${Gr(o.change)} ${a}`}
                @click=${()=>i.showRow(o.row)}
              >
                <span class="k">${o.key}</span><span class="num ch v-${e}" data-v=${o.change}>${Gr(o.change)}</span
                ><span class="num ab">${r} ${dr(o.biasA)} → ${dr(o.biasB)}${a?` \xB7 change ${a}`:""}</span>
              </button>
            </li>`})}
        </ol>`:m`<div class="muted">None.</div>`}
  </div>`}var kM="own-options",ou=class extends j{constructor(){super(),this.declaration=null,this.inherited={},this.own={},this.skip=[]}set(t,n){let r={...this.own};n===""?delete r[t]:r[t]=n,this.dispatchEvent(new CustomEvent(kM,{detail:r,bubbles:!0,composed:!0}))}control(t){let n=this.declaration,r=this.own[t.name]??"",i=Ik(n,t.name,this.inherited),s=i===""?"as the report decides":`as the report view: ${i}`,o=Me(n,t.name,`Empty: ${s}.`);if(t.type==="choice")return m`<select name=${"opt-"+t.name} class=${r?"own":""} title=${o} @change=${l=>this.set(t.name,l.target.value)}>
        <option value="" ?selected=${r===""}>${i||"default"} (report view)</option>
        ${(t.choices??[]).map(l=>m`<option value=${l} ?selected=${r===l}>${l}</option>`)}
      </select>`;let a=ad(n,t.name,r);return m`<input
      name=${"opt-"+t.name}
      class=${[r?"own":"",a?"":"invalid"].join(" ").trim()}
      placeholder=${i||"default"}
      title=${o}
      .value=${r}
      @change=${l=>{let u=l.target.value.trim();ad(n,t.name,u)?this.set(t.name,u):this.requestUpdate()}}
    />`}render(){let t=Ok(this.declaration,this.skip);return t.length===0?_:m`${t.map(n=>m`<label class="field">
          <span class="name" title=${Me(this.declaration,n.name)}>${Pe(this.declaration,n.name)}</span>
          ${this.control(n)}
        </label>`)}
      ${Object.keys(this.own).length?m`<button class="primary small" name="reset-options" title="Back to the report view's options" @click=${()=>this.dispatchEvent(new CustomEvent(kM,{detail:{},bubbles:!0,composed:!0}))}>
            As the report view
          </button>`:_}`}};ou.properties={declaration:{attribute:!1},inherited:{attribute:!1},own:{attribute:!1},skip:{attribute:!1}},ou.styles=[X,nt,F`
      :host {
        display: flex;
        flex-wrap: wrap;
        gap: 8px 12px;
        align-items: flex-end;
      }
      input {
        width: 110px;
      }
      input.own,
      select.own {
        border-color: var(--accent);
      }
      button.small {
        height: 22px;
        padding: 0 8px;
        font-size: 12px;
      }
    `];customElements.define("fairness-mode-options",ou);var hr=340,Wr=320,wn={left:50,right:12,top:12,bottom:38},v9=5e3,TM=3,CM=8,Wy=[["undetermined","--muted","#757575"],["unchanged","--muted","#757575"],["improved","--good","#2e7d32"],["worsened","--bad","#c62828"]];function Ed(e){return Number(e.toPrecision(6))}var au=class extends j{constructor(){super();this.chart=null;this.canvas=null;this.scales=null;this.px=new Float32Array(0);this.py=new Float32Array(0);this.painted="";this.themeObserver=null;this.points=null,this.brush=null,this.highlight=null,this.bias="bias",this.columns=null,this.drag=null,this.hover=null}willUpdate(n){(n.has("points")||n.has("bias"))&&(this.hover=null,this.draw())}updated(){this.repaintIfThemed()}connectedCallback(){super.connectedCallback(),this.themeObserver=new MutationObserver(()=>this.repaintIfThemed());for(let n=this.parentNode;n;n=n.parentNode??(n instanceof ShadowRoot?n.host:null))n instanceof Element&&this.themeObserver.observe(n,{attributes:!0})}disconnectedCallback(){super.disconnectedCallback(),this.themeObserver?.disconnect(),this.themeObserver=null}repaintIfThemed(){this.points&&this.scales&&this.canvas&&this.colorKey()!==this.painted&&(this.canvas=this.paint(this.points,this.scales),this.requestUpdate())}colors(){let n=this.isConnected?getComputedStyle(this):null;return new Map(Wy.map(([r,i,s])=>[r,n?.getPropertyValue(i).trim()||s]))}colorKey(){return[...this.colors().values()].join(" ")}draw(){let n=this.points;if(this.chart=null,this.canvas=null,this.scales=null,this.px=new Float32Array(0),this.py=new Float32Array(0),!n||n.x.length===0)return;let r=0,i=-1/0;for(let c of[n.x,n.y])for(let f=0;f<c.length;f++)c[f]<r&&(r=c[f]),c[f]>i&&(i=c[f]);let s=i>r?(i-r)*.04:Math.max(Math.abs(r)*.1,.05),o=[r<0?r-s:0,i+s],a=Oe({width:hr,height:Wr,marginLeft:wn.left,marginRight:wn.right,marginTop:wn.top,marginBottom:wn.bottom,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{domain:o,label:`${this.bias} in A`,labelAnchor:"center",labelArrow:"none",grid:!0,ticks:5},y:{domain:o,label:`${this.bias} in B`,labelArrow:"none",grid:!0,ticks:5},marks:[Jo([[o[0],o[0]],[o[1],o[1]]],{stroke:"currentColor",strokeOpacity:.6,strokeDasharray:"4,3",strokeWidth:1})]}),l=a.scale("x"),u=a.scale("y");if(this.chart=a,this.scales=l&&u?{x:l,y:u}:null,this.scales){let{x:c,y:f}=this.scales;this.px=Float32Array.from(n.x,d=>c.apply(d)),this.py=Float32Array.from(n.y,d=>f.apply(d)),this.canvas=this.paint(n,this.scales)}}paint(n,r){let i=document.createElement("canvas"),s=Math.max(1,Math.min(3,globalThis.devicePixelRatio||1));i.width=Math.round(hr*s),i.height=Math.round(Wr*s),i.className="dots";let o=i.getContext("2d");if(!o)return i;o.scale(s,s);let a=n.x.length>v9,l=a?1.5:2.5,u=this.colors();this.painted=[...u.values()].join(" ");for(let[c]of Wy){let f=c==="worsened"||c==="improved";o.globalAlpha=f?a?.7:.85:a?.35:.5,o.fillStyle=u.get(c),o.beginPath();for(let d=0;d<n.x.length;d++){if(n.verdict[d]!==c)continue;let h=r.x.apply(n.x[d]),p=r.y.apply(n.y[d]);o.moveTo(h+l,p),o.arc(h,p,l,0,2*Math.PI)}o.fill()}return i}point(n){let r=n.currentTarget.getBoundingClientRect(),i=r.width?hr/r.width:1,s=r.height?Wr/r.height:1,o=(n.clientX-r.left)*i,a=(n.clientY-r.top)*s,l=(u,c,f)=>Math.min(f,Math.max(c,u));return[l(o,wn.left,hr-wn.right),l(a,wn.top,Wr-wn.bottom)]}onDown(n){if(n.button!==0||!this.scales)return;n.currentTarget.setPointerCapture(n.pointerId);let[r,i]=this.point(n);this.drag={x0:r,y0:i,x1:r,y1:i},n.preventDefault()}nearest(n,r){let i=null,s=CM*CM,{px:o,py:a}=this;for(let l=0;l<o.length;l++){let u=o[l]-n,c=a[l]-r,f=u*u+c*c;f<=s&&(s=f,i=l)}return i}onMove(n){let[r,i]=this.point(n);if(!this.drag){let s=this.nearest(r,i);s!==this.hover&&(this.hover=s);return}this.drag={...this.drag,x1:r,y1:i}}onLeave(){this.drag||(this.hover=null)}onUp(n){let r=this.drag;if(!r)return;let[i,s]=this.point(n);this.drag=null;let o=this.scales,a=null,l=Math.abs(i-r.x0)<TM&&Math.abs(s-r.y0)<TM;if(l&&this.points){let u=this.nearest(i,s);if(u!==null){let c=this.points.index[u];this.dispatchEvent(new CustomEvent("point-click",{detail:c,bubbles:!0,composed:!0}));return}}if(o?.x.invert&&o.y.invert&&!l){let u=Ed(o.x.invert(r.x0)),c=Ed(o.x.invert(i)),f=Ed(o.y.invert(r.y0)),d=Ed(o.y.invert(s));a={a:[Math.min(u,c),Math.max(u,c)],b:[Math.min(f,d),Math.max(f,d)]}}a===null&&this.brush===null||this.dispatchEvent(new CustomEvent("brush-change",{detail:a,bubbles:!0,composed:!0}))}onCancel(){this.drag=null}rect(){let n=this.drag;if(n)return{left:Math.min(n.x0,n.x1),top:Math.min(n.y0,n.y1),width:Math.abs(n.x1-n.x0),height:Math.abs(n.y1-n.y0)};let r=this.brush,i=this.scales;if(!r||!i)return null;let s=f=>Math.min(hr-wn.right,Math.max(wn.left,i.x.apply(f))),o=f=>Math.min(Wr-wn.bottom,Math.max(wn.top,i.y.apply(f))),a=s(r.a[0]),l=s(r.a[1]),u=o(r.b[0]),c=o(r.b[1]);return{left:Math.min(a,l),top:Math.min(u,c),width:Math.abs(l-a),height:Math.abs(c-u)}}ring(){let n=this.points;if(this.highlight===null||!n||!this.scales)return _;let r=n.index.indexOf(this.highlight);return r<0?_:m`<div class="ring" style="left: ${this.px[r]}px; top: ${this.py[r]}px"></div>`}tip(){let n=this.points,r=this.hover;if(r===null||!n||r>=n.x.length||this.drag)return _;let i=n.index[r],s=this.columns,o=s&&i<s.key.length?s.key[i]:"",a=s?.change[i],l=s?Bt(s.lower[i],s.upper[i]):"",u=this.px[r],c=this.py[r],f=u>hr/2,d=c>Wr/2,h=`${f?`right: ${hr-u+8}px`:`left: ${u+8}px`}; ${d?`bottom: ${Wr-c+8}px`:`top: ${c+8}px`}`;return m`<div class="ring hover" style="left: ${u}px; top: ${c}px"></div>
      <div class="tip" role="tooltip" data-row=${i} data-verdict=${n.verdict[r]} style=${h}>
        <div class="k">${o}</div>
        <div>${this.bias}: A ${dr(n.x[r])} → B ${dr(n.y[r])}</div>
        ${typeof a=="number"?m`<div>change ${Gr(a)}${l?` ${l}`:""}</div>`:_}
        <div class="v-${n.verdict[r]}">${n.verdict[r]}</div>
      </div>`}legend(){let n=this.points;if(!n)return _;let r=new Map;for(let i of n.verdict)r.set(i,(r.get(i)??0)+1);return m`<div class="legend">
      ${Wy.map(([i])=>i).reverse().filter(i=>i!=="undetermined"||r.has(i)).map(i=>m`<span class="v-${i}" data-verdict=${i}
            ><span class="sw"></span><span class="name">${i} (${L(r.get(i)??0)})</span></span
          >`)}
    </div>`}render(){let n=this.points;if(!n)return _;let r=this.rect(),i=[n.oneSided?`${L(n.oneSided)} row${n.oneSided===1?"":"s"} found in one report only`:"",n.undefinedValue?`${L(n.undefinedValue)} without a value on one side`:""].filter(Boolean);return m`
      <h3>${this.bias}: A against B</h3>
      ${this.legend()}
      ${this.chart?m`<div
            class="plot"
            data-points=${n.x.length}
            @pointerdown=${this.onDown}
            @pointermove=${this.onMove}
            @pointerup=${this.onUp}
            @pointercancel=${this.onCancel}
            @pointerleave=${this.onLeave}
          >
            ${this.chart} ${this.canvas}
            ${r?m`<div
                  class="rect"
                  style="left: ${r.left}px; top: ${r.top}px; width: ${r.width}px; height: ${r.height}px"
                ></div>`:_}
            ${this.ring()} ${this.tip()}
          </div>`:m`<div class="muted">No row has a value in both reports.</div>`}
      <div class="note muted">
        ${L(n.x.length)} row${n.x.length===1?"":"s"} plotted; above the dashed diagonal y = x, the bias is
        larger in B. Hover a dot to read it, click it to show its row; drag a rectangle to select rows, click elsewhere to
        clear.
        ${i.length?m`Not plotted: ${i.join("; ")}.`:_}
      </div>
    `}};au.properties={points:{attribute:!1},brush:{attribute:!1},highlight:{attribute:!1},bias:{attribute:!1},columns:{attribute:!1},drag:{state:!0},hover:{state:!0}},au.styles=[X,F`
      :host {
        display: block;
      }
      .plot {
        position: relative;
        width: ${hr}px;
        height: ${Wr}px;
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
        width: ${hr}px;
        height: ${Wr}px;
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
      .v-unchanged,
      .v-undetermined {
        color: var(--muted, #757575);
      }
      .legend .name {
        color: var(--fg, #212121);
      }
      .note {
        font-size: 11px;
        max-width: ${hr}px;
      }
    `];customElements.define("fairness-compare-scatter",au);function w9(e,t){switch(e){case"worsened":return`Worsened: the bias grew from A to B, significantly (Benjamini-Hochberg at FDR ${Mt(t)}).`;case"improved":return`Improved: the bias shrank from A to B, significantly (Benjamini-Hochberg at FDR ${Mt(t)}).`;case"unchanged":return`Unchanged: the change of the bias is not significant at FDR ${Mt(t)}.`;default:return"Undetermined: the bias is undefined on a side (too little data, no interval), or the row is in one report only."}}var lu=class extends j{constructor(){super();this.resize=new ResizeObserver(n=>{let r=Math.floor(n[0]?.contentRect.width??0);r!==this.width&&(this.width=r)});this.cursor=new ri(this,{open:n=>this.openRow(n,null),close:()=>!1});this.heads=[];this.leftOut=new Set;this.told="";this.grid="";this.minWidth=0;this.rowTemplate=n=>this.renderRow(n);this.onFocusKey=n=>{let r=n.composedPath()[0];if(!(r instanceof HTMLElement)||!r.classList.contains("k"))return;let i=Number(r.closest(".row")?.dataset.row);Number.isInteger(i)&&this.cursor.set(i)};this.onKeyAfterCursor=n=>{if(!n.defaultPrevented||n.key==="Escape"||n.key==="Enter"||n.key===" ")return;let r=n.composedPath()[0];if(!(r instanceof HTMLElement)||!r.classList.contains("k"))return;let i=this.cursor.row;if(i===null)return;let s=o=>{if(i!==this.cursor.row)return;let a=this.keyButton(i);a?a.focus({preventScroll:!0}):o&&requestAnimationFrame(()=>s(!1))};this.updateComplete.then(async()=>{await this.renderRoot.querySelector("lit-virtualizer")?.updateComplete,s(!0)})};this.table=null,this.rows=[],this.sort=oa,this.dir=aa,this.names={value:"value",bias:"bias",a:"A",b:"B",noun:"row",level:.95,fdr:.05},this.highlight=null,this.openKey=null,this.columns="auto",this.width=0}connectedCallback(){super.connectedCallback(),this.resize.observe(this),this.addEventListener("keydown",this.onKeyAfterCursor),this.addEventListener("focusin",this.onFocusKey)}disconnectedCallback(){super.disconnectedCallback(),this.resize.disconnect(),this.removeEventListener("keydown",this.onKeyAfterCursor),this.removeEventListener("focusin",this.onFocusKey)}missingTitle(n,r){let i=this.table.columns.presence[r],{a:s,b:o}=this.names;switch(n){case"value_a":case"bias_a":case"rank_a":return i==="b"?`Not in report A (${s}): this row is only in B.`:`Undefined in report A (${s}): too little data for this row, or no value.`;case"value_b":case"bias_b":case"rank_b":return i==="a"?`Not in report B (${o}): this row is only in A.`:`Undefined in report B (${o}): too little data for this row, or no value.`;case"change":return i==="both"?"No change: the bias is undefined on one side.":`No change: the row is only in ${i==="a"?"A":"B"}.`;case la:return i==="both"?"No interval: a side has no bias with an interval.":`No interval: the row is only in ${i==="a"?"A":"B"}.`;case"movement":return"No movement: the row is not ranked on both sides.";default:{let a=n.slice(Yt.length);return this.table.extras.find(u=>u.run===a)?.values?`Not in the latest report of run ${a}, or undefined there.`:`Not loaded: the report of run ${a}.`}}}missing(n,r){return m`<div class="cell num missing" role="cell" data-col=${n} title=${this.missingTitle(n,r)}>—</div>`}cell(n,r,i,s){if(typeof i!="number"||!Number.isFinite(i))return this.missing(n,r);let o;return n==="rank_a"||n==="rank_b"?o=L(i):n==="movement"?o=ru(i,L(i).replace(/^-/,"\u2212")):o=ve(i),m`<div class="cell num" role="cell" data-col=${n} data-v=${String(i)} title=${s??String(i)}>${o}</div>`}biasCell(n,r){let i=this.table.columns,s=n==="bias_a"?"a":"b",o=i[n][r],a=Bt(i[`lower_${s}`][r],i[`upper_${s}`][r]),l=`${this.names.bias} in ${s.toUpperCase()}: ${o}${a?`, ${Mt(this.names.level)} interval ${a}`:", no interval"}`;return this.cell(n,r,o,l)}changeTitle(n){let r=this.table.columns,i=Bt(r.lower[n],r.upper[n]),s=r.p_value[n];return[`change ${r.change[n]}`,i?`${Mt(this.names.level)} interval ${i}`:"no interval",typeof s=="number"?`p = ${xt(s)}`:""].filter(Boolean).join(", ")}changeCell(n,r){let i=this.table.columns,s=i.change[n];return typeof s!="number"||!Number.isFinite(s)?this.missing("change",n):m`<div
      class="cell num change v-${r}"
      role="cell"
      data-col="change"
      data-v=${String(s)}
      data-lower=${i.lower[n]??_}
      data-upper=${i.upper[n]??_}
      title=${this.changeTitle(n)}
    >
      ${Gr(s)}
    </div>`}intervalCell(n){let r=this.table.columns,i=Bt(r.lower[n],r.upper[n]);return i?m`<div
      class="cell num interval"
      role="cell"
      data-col=${la}
      data-lower=${r.lower[n]??_}
      data-upper=${r.upper[n]??_}
      title=${this.changeTitle(n)}
    >
      ${i}
    </div>`:this.missing(la,n)}shows(n){return!this.leftOut.has(n)}renderRow(n){let r=this.table,i=r.columns,s=i.key[n],o=i.presence[n],a=i.verdict[n],l=this.shows("values"),u=this.shows("ranks");return m`<div
      class="row ${o==="both"?"":"one-sided"} ${n===this.highlight?"focus":""} ${s===this.openKey?"open":""} ${this.cursor.isCursor(n)?"cursor":""}"
      role="row"
      style=${this.grid}
      data-row=${n}
      data-presence=${o}
      data-verdict=${a}
    >
      <div class="cell key" role="cell" data-col="key" title=${s}>
        <button
          class="k"
          data-key=${s}
          aria-expanded=${s===this.openKey?"true":"false"}
          title=${`${s}: click or press Enter to drill down (its counts, every run, every step)`}
          @click=${c=>this.openRow(n,c.currentTarget)}
        >${s}</button>
        ${o==="both"?_:m`<span class="badge">only in ${o==="a"?"A":"B"}</span>`}
      </div>
      ${l?m`${this.cell("value_a",n,i.value_a[n])} ${this.cell("value_b",n,i.value_b[n])}`:_}
      ${this.biasCell("bias_a",n)} ${this.biasCell("bias_b",n)} ${this.changeCell(n,a)} ${this.intervalCell(n)}
      <div class="cell verdict" role="cell" data-col="verdict" data-verdict=${a} title=${w9(a,this.names.fdr)}>
        <span class="verdict-badge v-${a}">${a}</span>
      </div>
      ${u?m`${this.cell("rank_a",n,i.rank_a[n])} ${this.cell("rank_b",n,i.rank_b[n])} ${this.cell("movement",n,i.movement[n])}`:_}
      ${r.extras.map(c=>this.cell(`${Yt}${c.run}`,n,c.values?.[n]))}
    </div>`}openRow(n,r){let i=this.table?.columns.key[n];if(i===void 0)return;this.cursor.set(n);let s=r??this.keyButton(n);gT(this,{key:i,opener:s})}keyButton(n){return this.renderRoot.querySelector(`.row[data-row="${n}"] button.k`)}willUpdate(n){n.has("table")&&(this.scrollTop=0);let r=this.table,i=Md(this.names,(r?.extras??[]).map(u=>u.run));this.heads=i,this.leftOut=nM(i,this.columns,this.width);let s=i.filter(u=>u.group===null||!this.leftOut.has(u.group));this.minWidth=iu(s);let[o,...a]=s,l=u=>/^(value|bias)_[ab]$/.test(u.key)?`minmax(${u.width}px, 1fr)`:`${u.width}px`;this.grid=`grid-template-columns: minmax(${o.width}px, 2fr) ${a.map(l).join(" ")}; min-width: ${this.minWidth}px`,this.rowTemplate=u=>this.renderRow(u)}updated(){let n=this.heads.filter(r=>r.group!==null&&this.leftOut.has(r.group)).map(r=>r.name).join(`
`);n!==this.told&&(this.told=n,this.dispatchEvent(new CustomEvent("columns-hidden",{detail:n?n.split(`
`):[],bubbles:!0,composed:!0})))}intervalHead(n){return{header:m`<div class="fixed" role="columnheader" data-col=${n.key} title=${n.title}>
        <span class="top"><span class="col-name">${n.name}</span></span>
        <span class="sub">${n.sub}</span>
      </div>`}}render(){if(!this.table)return _;let r=this.heads.filter(i=>i.group===null||!this.leftOut.has(i.group)).map(i=>i.key===la?this.intervalHead(i):{key:i.key,name:i.name,sub:i.sub,title:i.title.replace(/\.$/,""),text:i.key==="key"});return Xs(this,{columns:r,defaultDir:Fy,renderRow:this.rowTemplate,label:"Rows of A and B aligned by key",empty:"No row matches the search, the verdict or the selection.",tableStyle:`--table-min-width: ${this.minWidth}px`,headStyle:this.grid,focusable:!0})}};lu.properties={...ii,names:{attribute:!1},highlight:{attribute:!1},openKey:{attribute:!1},columns:{attribute:!1},width:{state:!0}},lu.styles=[X,...Zs,F`
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
    `];customElements.define("fairness-compare-table",lu);var MM="",x9=5,_9={auto:"fit the width",all:"all",essential:"essential only"},RM="";function EM(e){return`${e.run} \xB7 step ${e.step}`}var uu=class extends j{constructor(){super();this.request=new Te;this.extraRequest=new Te;this.csvRequest=new Te;this.csvPending=!1;this.csvError=null;this.shell=new At(this,[this.request,this.extraRequest]);this.stepsCache=new Map;this.extraErrors=new Map;this.table=null;this.order=null;this.search={regex:null,error:null};this.visible=new Int32Array(0);this.visibleList=[];this.points=null;this.moved={worsened:[],improved:[]};this.noun={one:"row",many:"rows"};this.brushed=0;this.besideWidth=0;this.stacked=!1;this.resize=new ResizeObserver(n=>{let r=Math.floor(n[0]?.contentRect.width??0);r!==this.hostWidth&&(this.hostWidth=r)});this.drillOpener=null;this.focusDrill=!1;this.moversActions={showAll:n=>this.onVerdict(n),showRow:n=>this.focusRow(n)};this.tag="",this.kind="",this.kindTitle="",this.declaration=null,this.runs=[],this.run="",this.step=null,this.options={},this.params=[],this.revision="",this.own={},this.sel=Cd(),this.data=null,this.extras=[],this.stepsA=null,this.stepsB=null,this.highlight=null,this.drill=null,this.hostWidth=0,this.hiddenColumns=[]}async stepsOf(n,r){let i=`${this.tag}\0${n}`,s=this.stepsCache.get(i);if(s)return s;let o=await this.api.steps(n,this.tag,r);return this.stepsCache.set(i,o.steps),o.steps}async load(){let n=this.sel.a,r=this.sel.b;if(this.extraRequest.cancel(),n===null){this.request.cancel(),this.data=null,this.shell.fail(`No run holds a report under the tag ${this.tag}.`);return}let{tag:i,api:s}=this,o=this.usedOptions;this.shell.start();let a;try{a=await this.request.run(async l=>{let u=await this.stepsOf(n.run,l),c=Ky(n,u),f=r??{run:c.run,step:lM(c,u)},d=f.run===c.run?u:await this.stepsOf(f.run,l),h=Ky(f,d),p=await s.diff({tag:i,run:c.run,step:c.step,vs_run:h.run,vs_step:h.step,options:o},l);return{a:c,b:h,stepsA:u,stepsB:d,diff:p}})}catch(l){this.data=null,this.shell.fail(l);return}a!==Se&&(this.stepsA=a.stepsA,this.stepsB=a.stepsB,this.highlight=null,this.drill!==null&&!a.diff.columns.key.includes(this.drill)&&this.closeDrill(!1),this.extras=[],this.data=a.diff,this.setSel({...this.sel,a:a.a,b:a.b}),await this.loadExtras())}async loadExtras(){let n=this.data,r=this.sel.a,i=this.sel.also;if(!n||!r||i.length===0){this.extraRequest.cancel(),this.extras=[],this.extraErrors=new Map,n&&this.shell.ready();return}let s=new Map(this.extras.map(f=>[f.run,f]));this.extras=i.map(f=>s.get(f)??{run:f,values:null}),this.shell.start();let{tag:o,api:a}=this,l=this.usedOptions,u=n.columns.key,c=await this.extraRequest.run(f=>Promise.all(i.map(async d=>{let h=s.get(d);if(h?.values)return{run:d,values:h.values,error:null};try{let p=await a.diff({tag:o,run:r.run,step:r.step,vs_run:d,vs_step:null,options:l},f);return{run:d,values:uM(u,p),error:null}}catch(p){if(f.aborted)throw p;return{run:d,values:null,error:Vt(p)}}})));c!==Se&&(this.extras=c.map(({run:f,values:d})=>({run:f,values:d})),this.extraErrors=new Map(c.filter(f=>f.error!==null).map(f=>[f.run,f.error])),this.shell.ready())}setSel(n){this.sel=n,dt(this,[...rM(n),...Nl(this.own,or,this.declaration)])}get usedOptions(){return $i(this.options,this.own)}setOwn(n){this.own=n,this.setSel(this.sel),this.load()}fit(n){let r=this.runs??[],i=oM(n.a,r,this.run,this.step),s=n.b!==null&&r.includes(n.b.run)?n.b:null;if(s===null&&i!==null){let l=aM(i,r);l!==null&&(s={run:l,step:null})}let o=Rd(n.also,r,i,s),a=!n.sort.startsWith(Yt)||o.includes(n.sort.slice(Yt.length));return{...n,a:i,b:s,also:o,sort:a?n.sort:oa,dir:a?n.dir:aa}}onSide(n,r){let i=this.sel[n];if(!i)return;let s={...i,...r};r.run!==void 0&&r.run!==i.run&&(s.step=null);let o={...this.sel,[n]:s},a=Rd(o.also,this.runs,o.a,o.b);this.setSel(this.fit({...o,also:a})),this.load()}swap(){let{a:n,b:r,brush:i}=this.sel;if(!n||!r)return;let s=i?{a:i.b,b:i.a}:null;this.setSel({...this.sel,a:r,b:n,brush:s,verdict:sM(this.sel.verdict)}),this.load()}onAlso(n,r){let i=r?[...this.sel.also,n]:this.sel.also.filter(o=>o!==n),s=Rd(i,this.runs,this.sel.a,this.sel.b);this.setSel(this.fit({...this.sel,also:s})),this.loadExtras()}patch(n){this.setSel({...this.sel,...n})}onBrush(n){this.highlight=null,this.patch({brush:n})}onVerdict(n){this.highlight=null,this.patch({verdict:n})}focusRow(n){let r=this.data?.columns.key[n];r!==void 0&&(this.highlight=n,this.patch({search:bM(r),brush:null,verdict:null}))}openDrill(n){this.drillOpener=n.detail.opener,this.focusDrill=!0,this.drill=n.detail.key}closeDrill(n=!0){let r=this.drill,i=this.drillOpener;this.drill=null,this.drillOpener=null,n&&i?.isConnected&&i.dataset.key===r&&i.focus({preventScroll:!0})}updated(){if(!this.focusDrill)return;let n=this.renderRoot.querySelector("fairness-row-drilldown");n&&(this.focusDrill=!1,n.updateComplete.then(()=>n.focusPanel()))}reset(){this.stepsCache.clear(),this.setSel(this.fit(Cd())),this.load()}retry(){this.stepsCache.clear(),this.load()}async downloadCsv(){let n=this.data;if(!n)return;let r=Ft(["fairness","compare",n.tag,n.a.run,`step${n.a.step}`,"vs",n.b.run,`step${n.b.step}`,n.value]),i={tag:n.tag,run:n.a.run,step:n.a.step,vs_run:n.b.run,vs_step:n.b.step,options:this.usedOptions};this.csvPending=!0,this.csvError=null,this.requestUpdate();let s;try{s=await this.csvRequest.run(o=>this.api.diffCsv(i,o))}catch(o){this.csvPending=!1,this.csvError=Vt(o),this.requestUpdate();return}s!==Se&&(this.csvPending=!1,this.requestUpdate(),Bs(s,r))}connectedCallback(){super.connectedCallback(),this.resize.observe(this)}disconnectedCallback(){super.disconnectedCallback(),this.resize.disconnect(),this.csvRequest.cancel(),this.csvPending=!1}willUpdate(n){if(!this.hasUpdated)this.own=Zo(this.params,or,this.declaration),this.setSel(this.fit(iM(this.params))),this.load();else if(n.has("revision")&&!n.has("tag")&&!n.has("options")&&!n.has("runs"))this.stepsCache.clear(),this.load();else if(n.has("tag")||n.has("options")||n.has("runs")){let d=this.sel,h=Zo(Nl(this.own,or,this.declaration),or,this.declaration);if(JSON.stringify(h)!==JSON.stringify(this.own)&&(this.own=h),n.has("tag")){this.stepsCache.clear();let p=this.runs.length<2;this.drill=null,this.sel={...d,a:d.a&&this.runs.includes(d.a.run)?{run:d.a.run,step:null}:null,b:!p&&d.b&&this.runs.includes(d.b.run)?{run:d.b.run,step:null}:null,brush:null}}this.setSel(this.fit(this.sel)),this.load()}let r=this.data;if((n.has("data")||n.has("extras"))&&(this.table=r?{rows:r.rows,columns:r.columns,extras:this.extras}:null),n.has("data")&&(this.points=r?mM(r.columns):null,this.moved=r?gM(r.columns,x9):{worsened:[],improved:[]}),(n.has("data")||n.has("declaration"))&&(this.noun=yM(this.declaration,r)),n.has("data")||n.has("extras")||n.has("declaration")){let d=r?Md({value:r.value,bias:r.bias,a:"",b:"",noun:this.noun.one,level:r.level,fdr:r.fdr},this.extras.map(h=>h.run)):[];this.besideWidth=iu(d,new Set(["ranks"]))+jy+Uy}let i=this.hostWidth>0&&this.hostWidth<this.besideWidth;i!==this.stacked&&(this.stacked=i,this.toggleAttribute("data-stacked",i));let s=this.sel,o=n.has("sel")?n.get("sel"):s;(!o||o.search!==s.search)&&(this.search=Ns(s.search));let a=this.table;if(!a){this.order=null,this.visible=new Int32Array(0),this.visibleList=[],this.brushed=0;return}let l=n.has("data")||n.has("extras")||this.order===null,u=!o||o.sort!==s.sort||o.dir!==s.dir;(l||u)&&(this.order=cM(a,s.sort,s.dir));let c=!o||o.brush!==s.brush,f=!o||o.search!==s.search||o.verdict!==s.verdict;(l||u||c||f)&&(this.visible=hM(a,this.order,{search:this.search.regex,brush:s.brush,verdict:s.verdict}),this.visibleList=Array.from(this.visible)),(l||c)&&(this.brushed=s.brush?pM(a,s.brush):0)}renderSide(n){let r=this.sel[n],i=n==="a"?this.stepsA:this.stepsB;return m`<fieldset class="side" data-side=${n}>
      <legend>Report ${n==="a"?"A":"B"}</legend>
      <label class="field">
        <span class="name">Run</span>
        <select
          name=${`${n}_run`}
          .disabled=${!r}
          @change=${o=>this.onSide(n,{run:o.target.value})}
        >
          ${this.runs.map(o=>m`<option .value=${o} .selected=${o===r?.run}>${o}</option>`)}
        </select>
      </label>
      <label class="field">
        <span class="name">Step</span>
        <select
          name=${`${n}_step`}
          .disabled=${!r}
          @change=${o=>{let a=o.target.value;this.onSide(n,{step:a===MM?null:Number(a)})}}
        >
          <option .value=${MM} .selected=${r?.step===null}>latest</option>
          ${(i??[]).map(o=>m`<option .value=${String(o.step)} .selected=${o.step===r?.step}>
                ${o.step} · ${Jr(o.wall_time)}
              </option>`)}
        </select>
      </label>
    </fieldset>`}renderControls(){let n=this.sel,r=this.runs.filter(i=>i!==n.a?.run&&i!==n.b?.run);return m`<div class="controls">
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
          @input=${i=>{this.highlight=null,this.patch({search:i.target.value})}}
        />
      </label>
      ${r.length?m`<div class="field">
            <span class="name">Also show runs</span>
            <div class="also">
              ${r.map(i=>m`<label
                  ><input
                    type="checkbox"
                    name="also"
                    .value=${i}
                    .checked=${n.also.includes(i)}
                    @change=${s=>this.onAlso(i,s.target.checked)}
                  />${i}</label
                >`)}
            </div>
          </div>`:_}
      ${this.renderVerdictFilter()} ${this.renderColumnsPicker()}
      <span class="spacer"></span>
      ${this.shell.renderCsvButton("csv",this.data!==null&&!this.csvPending,()=>{this.downloadCsv()},this.data?`All ${L(this.data.rows)} rows as CSV, from the server (as tb-fairness export --vs-run/--vs-step prints them)`:void 0)}
      ${this.search.error?m`<div class="search-error" title=${this.search.error}>${this.search.error}</div>`:_}
      ${this.csvError!==null?m`<div class="download-error" role="alert" title=${this.csvError}>Could not download the CSV: ${this.csvError}</div>`:_}
    </div>`}renderVerdictFilter(){let n=this.data?.summary,r=this.sel.verdict;return m`<label class="field">
      <span class="name">Verdict</span>
      <select
        name="verdict"
        .disabled=${!this.data}
        @change=${i=>{let s=i.target.value;this.onVerdict(Hy(s)?s:null)}}
      >
        <option .value=${RM} .selected=${r===null}>all</option>
        ${Ds.map(i=>m`<option .value=${i} .selected=${r===i}>${i}${n?` (${L(n[i])})`:""}</option>`)}
      </select>
    </label>`}renderColumnsPicker(){let n=this.sel.columns,r=this.hiddenColumns,i=["Which columns the table shows: all; only those that say better or worse (the key, the bias in A and B, the change, its interval, the verdict); or those that fit the width (the ranks go first, then the signed values).",r.length?`Left out now: ${r.join(", ")}.`:"","The CSV has every column."].filter(Boolean).join(" ");return m`<label class="field" title=${i}>
      <span class="name">Columns</span>
      <select name="columns" data-hidden=${r.length} @change=${s=>this.patch({columns:s.target.value})}>
        ${Vy.map(s=>m`<option .value=${s} .selected=${n===s}>
              ${_9[s]}${s==="auto"&&n==="auto"&&r.length?` (${r.length} hidden)`:""}
            </option>`)}
      </select>
    </label>`}renderVerdictSummary(n){let r=n.summary,i=wM(r);return m`<div
      class="verdict-summary ${this.shell.loading?"stale":""}"
      data-overall=${i}
      data-worsened=${r.worsened}
      data-improved=${r.improved}
      data-unchanged=${r.unchanged}
      data-undetermined=${r.undetermined}
    >
      <span
        class="verdict-badge overall o-${i}"
        title=${`From the ${this.noun.many}' verdicts: Benjamini-Hochberg at FDR ${Mt(n.fdr)} on the change of ${n.bias}`}
        >${xM[i]}</span
      >
      <span class="sentence">${vM(n,this.noun)}</span>
    </div>`}renderSummary(n){let r=_M(n.options),i=n.a.run===n.b.run&&n.a.step===n.b.step,s=this.sel,o=n.summary,a=[...this.extraErrors].map(([l,u])=>`${l}: ${u}`);return m`<div
      class="summary"
      data-shown=${this.visible.length}
      data-total=${n.rows}
      data-a-run=${n.a.run}
      data-a-step=${n.a.step}
      data-b-run=${n.b.run}
      data-b-step=${n.b.step}
      data-verdict=${s.verdict??RM}
      data-extras=${this.extras.filter(l=>l.values!==null).map(l=>l.run).join(",")}
    >
      <span class="what"
        >Comparing <b>${n.bias}</b>, the size of the bias (lower is better; signed: ${n.value}), of the
        ${this.kindTitle||n.kind} report ${n.tag}${r?m` <span class="muted">(${r})</span>`:_}</span
      >
      <span
        >A = <b>${EM(n.a)}</b>
        <button class="text" name="open-a" title="Open report A in its view" @click=${()=>su(this,{run:n.a.run,step:n.a.step})}>
          open</button
        ></span>
      <span
        >B = <b>${EM(n.b)}</b>
        <button class="text" name="open-b" title="Open report B in its view" @click=${()=>su(this,{run:n.b.run,step:n.b.step})}>
          open</button
        ></span>
      ${i?m`<span class="warn">A and B are the same report: pick another step or run.</span>`:_}
      <span class="counts"
        ><b>${L(n.rows)}</b> ${n.rows===1?this.noun.one:this.noun.many} · ${L(o.only_in_a)} only in A ·
        ${L(o.only_in_b)} only in B</span
      >
      <span class="muted">${Mt(n.level)} intervals; verdicts at FDR ${Mt(n.fdr)} (Benjamini-Hochberg)</span>
      ${Fs(this.visible.length,n.rows,"rows",s.brush?m`<span class="chip" data-brushed=${this.brushed}
              >${L(this.brushed)} selected in the scatter —
              <button class="text" name="clear-brush" @click=${()=>this.onBrush(null)}>clear</button></span
            >`:void 0)}
      ${a.length?m`<span class="warn">Could not load: ${a.join("; ")}</span>`:_}
    </div>`}renderDrill(n){return this.drill===null?_:m`<fairness-row-drilldown
      class="drawer"
      role="dialog"
      aria-label=${`${this.noun.one} ${this.drill}, drilled down`}
      .api=${this.api}
      .tag=${n.tag}
      .run=${n.b.run}
      .step=${n.b.step}
      .rowKey=${this.drill}
      .options=${this.usedOptions}
      .runs=${this.runs}
      .noun=${this.noun.one}
      .declaration=${this.declaration}
      .closable=${!0}
      .revision=${this.revision}
      @row-close=${()=>this.closeDrill()}
    ></fairness-row-drilldown>`}render(){let n=this.sel;return this.runs.length===0?m`<div class="message">No run holds a report under this tag.</div>`:m`
      ${this.renderControls()}
      <fairness-mode-options
        class="mode-options"
        .declaration=${this.declaration}
        .inherited=${this.options}
        .own=${this.own}
        @own-options=${r=>this.setOwn(r.detail)}
      ></fairness-mode-options>
      ${this.shell.renderError("Could not compare the reports",[{label:"Retry",name:"retry",run:()=>this.retry()},{label:"Reset the comparison",name:"reset",run:()=>this.reset()}])}
      ${this.shell.renderContent(this.table&&this.data,r=>m`${this.renderVerdictSummary(r)} ${SM(r,this.shell.loading)} ${this.renderSummary(r)}
            <div class="main ${this.shell.loading?"stale":""}">
              <fairness-compare-table
                .table=${this.table}
                .rows=${this.visibleList}
                .sort=${n.sort}
                .dir=${n.dir}
                .highlight=${this.highlight}
                .openKey=${this.drill}
                .columns=${n.columns}
                .names=${{value:r.value,bias:r.bias,a:`${r.a.run} @ ${r.a.step}`,b:`${r.b.run} @ ${r.b.step}`,noun:this.noun.one,level:r.level,fdr:r.fdr}}
                @sort-change=${i=>this.patch({sort:i.detail.column,dir:i.detail.dir})}
                @row-open=${i=>this.openDrill(i)}
                @columns-hidden=${i=>this.hiddenColumns=i.detail}
              ></fairness-compare-table>
              <div class="side-panel">
                <fairness-compare-scatter
                  .points=${this.points}
                  .brush=${n.brush}
                  .highlight=${this.highlight}
                  .bias=${r.bias}
                  .columns=${r.columns}
                  @brush-change=${i=>this.onBrush(i.detail)}
                  @point-click=${i=>this.focusRow(i.detail)}
                ></fairness-compare-scatter>
                ${Gy("worsened",this.moved.worsened,r.summary.worsened,r.bias,this.moversActions)}
                ${Gy("improved",this.moved.improved,r.summary.improved,r.bias,this.moversActions)}
              </div>
            </div>
            ${this.renderDrill(r)}`,"Comparing the reports\u2026")}
    `}};uu.properties={...Vu,sel:{state:!0},data:{state:!0},extras:{state:!0},stepsA:{state:!0},stepsB:{state:!0},highlight:{state:!0},drill:{state:!0},hostWidth:{state:!0},hiddenColumns:{state:!0},revision:{attribute:!1}},uu.styles=[X,nt,rt,Hu,Bi,Fi,Zt,$M];customElements.define("fairness-compare",uu);var Yy=360,AM=760,PM=240,$9=14,S9=F`
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
`;function k9(e){let t=Math.floor((e-28)/2);return t>=Yy?Math.min(t,AM):Math.max(Yy,Math.min(e,AM))}var cu=class extends j{constructor(){super();this.request=new Te;this.shell=new At(this,[this.request]);this.drawn=[];this.chartWidth=Yy;this.resize=new ResizeObserver(()=>{let n=k9(this.clientWidth);n!==this.chartWidth&&(this.chartWidth=n,this.drawn=this.draw(),this.requestUpdate())});this.onColors=()=>{this.drawn=this.draw(),this.requestUpdate()};this.tag="",this.kind="",this.kindTitle="",this.declaration=null,this.runs=[],this.run="",this.step=null,this.options={},this.params=[],this.revision="",this.selection=Jb(null),this.thresholdText="",this.runFilter="",this.data=null}connectedCallback(){super.connectedCallback(),ar().addEventListener(ks,this.onColors),this.resize.observe(this)}disconnectedCallback(){super.disconnectedCallback(),ar().removeEventListener(ks,this.onColors),this.resize.disconnect()}get hasGapThreshold(){return vt(this.declaration,yn)!==null}levelText(n){let r=Qb(n.level,$i(this.options,this.selection.own),this.declaration);return r===null?"":`${Math.round(r*100)}%`}headline(n){return sT(n,this.declaration?.headlines??[])}async load(){if(!this.api||!this.tag)return;this.shell.start();let n=this.tag,r=this.selection.runs??[],i=tT(this.options,this.selection,this.hasGapThreshold),s;try{s=await this.request.run(o=>this.api.trend({tag:n,runs:r,options:i},o))}catch(o){this.data=null,this.shell.fail(o);return}s!==Se&&(this.data=s,this.shell.ready())}change(n){this.selection=n,dt(this,Zb(n,this.declaration))}willUpdate(n){if(!this.hasUpdated)this.selection=Xk(this.params,this.declaration,this.runs),this.thresholdText=String(this.selection.gapThreshold??""),dt(this,Zb(this.selection,this.declaration)),this.load();else{if(n.has("declaration")){let i=dT(this.selection,this.declaration);i!==this.selection&&(this.change(i),this.thresholdText=String(i.gapThreshold??""))}let r=n.has("tag")||n.has("options")||n.has("kind")||n.has("declaration")||n.has("api")||n.has("revision");if(n.has("runs")){let i=Ol(this.selection,this.runs);JSON.stringify(i.runs)!==JSON.stringify(this.selection.runs)&&this.change(i),r=!0}if(n.has("selection")){let i=n.get("selection");(!i||JSON.stringify(i.runs)!==JSON.stringify(this.selection.runs)||i.gapThreshold!==this.selection.gapThreshold||JSON.stringify(i.own)!==JSON.stringify(this.selection.own))&&(r=!0)}r&&this.load()}(n.has("data")||n.has("declaration")||n.has("runs")||n.has("run")||n.has("step")||n.has("selection"))&&(this.drawn=this.draw())}draw(){let n=this.data;if(!n)return[];let r=Ss(this.selection,this.runs),i=[...this.runs,...n.series.map(a=>a.run).filter(a=>!this.runs.includes(a))],s=zl(i);return aT(n,this.selection.runs===null?null:r).map(a=>this.drawChart(a,i,s))}drawChart(n,r,i){let{dots:s}=n;if(s.length===0)return{chart:n,svg:null,pixels:[]};let o=this.headline(n.name),a=Qb(this.data?.level,$i(this.options,this.selection.own),this.declaration),l=a===null?"":`${Math.round(a*100)}% `,u=s.map(R=>R.step),c=Math.min(...u),f=Math.max(...u);this.step!==null&&this.step>=c-(f-c)&&this.step<=f+(f-c)&&(c=Math.min(c,this.step),f=Math.max(f,this.step));let d=[...new Set(this.step!==null&&this.step>=c&&this.step<=f?[...u,this.step]:u)].sort((R,T)=>R-T);c===f&&(c-=1,f+=1);let h=s.filter(R=>R.run===this.run),p=s.filter(R=>R.run!==this.run),g=R=>`${R.run}, step ${R.step}: ${Il(R.value,o.format)}`,y=R=>R.lower!==null&&R.upper!==null?`
${l}interval: [${Il(R.lower,o.format)}, ${Il(R.upper,o.format)}]`:"",b=R=>`run ${R.run}
step ${R.step} (${Jr(R.wall_time)})
${o.title}: ${Il(R.value,o.format)}${y(R)}
click: open this report`,v=s.filter(R=>R.lower!==null&&R.upper!==null),$=iT(s),w=r.filter(R=>$.some(T=>T.run===R)),k={label:null,grid:!0},x=rT(s,o.format,this.selection.fit);x!==null&&(k.domain=x),o.format==="percent"&&x!==null&&(k.tickFormat=Ll(x[0],x[1])),o.format==="count"&&(k.zero=!0,k.nice=!0,k.tickFormat="d");let S=Oe({width:this.chartWidth,height:PM,marginTop:12,marginLeft:50,marginRight:14,marginBottom:34,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{domain:[c,f],label:"step",labelAnchor:"center",labelArrow:"none",inset:8,ticks:d.length<=10?d:6,tickFormat:"~s"},y:{...k,inset:6},color:{domain:r,range:i},marks:[this.step!==null?et([this.step],{stroke:"var(--chart-rule)",strokeDasharray:"3,3"}):null,$s(v,{x:"step",y1:"lower",y2:"upper",z:"segment",fill:"run",fillOpacity:.14,clip:!0}),...["lower","upper"].map(R=>Fr(v,{x:"step",y:R,z:"segment",stroke:"run",strokeOpacity:.45,strokeWidth:.75,clip:!0})),...w.map((R,T)=>et($.filter(B=>B.run===R),{x:"step",y1:"lower",y2:"upper",stroke:"run",strokeOpacity:.6,strokeWidth:1.5,clip:!0,dx:(T-(w.length-1)/2)*3})),Fr(p,{x:"step",y:"value",z:"segment",stroke:"run",strokeWidth:1.5}),Fr(h,{x:"step",y:"value",z:"segment",stroke:"run",strokeWidth:3}),bn([...p,...h],{x:"step",y:"value",fill:"run",stroke:"var(--chart-halo)",strokeWidth:1,r:4,ariaLabel:g,title:b,tip:!0})]});S.setAttribute("data-name",n.name);let C=S.scale("y");C?.domain&&S.setAttribute("data-y-domain",JSON.stringify(C.domain)),C?.range&&S.setAttribute("data-y-range",JSON.stringify(C.range));let M=[...p,...h],D=new Map(M.map(R=>[g(R),R]));for(let R of S.querySelectorAll('g[aria-label="dot"] circle')){let T=D.get(R.getAttribute("aria-label")??"");T&&(R.setAttribute("data-run",T.run),R.setAttribute("data-step",String(T.step)),R.setAttribute("data-value",String(T.value)),T.lower!==null&&R.setAttribute("data-lower",String(T.lower)),T.upper!==null&&R.setAttribute("data-upper",String(T.upper)))}let E=S.scale("x"),P=S.scale("y"),H=M.map(R=>({x:Number(E?.apply(R.step)),y:Number(P?.apply(R.value))}));return S.addEventListener("click",R=>this.onChartClick(R,S,M,H)),S.addEventListener("pointermove",R=>{let T=this.pick(R,S,H);S.classList.toggle("over-point",T!==null)}),{chart:{...n,dots:M},svg:S,pixels:H}}pick(n,r,i){let s=r.getBoundingClientRect();if(s.width===0||s.height===0)return null;let o=Number(r.getAttribute("width")??s.width)/s.width,a=PM/s.height;return cT(i,(n.clientX-s.left)*o,(n.clientY-s.top)*a,$9*o)}onChartClick(n,r,i,s){let o=this.pick(n,r,s);if(o===null)return;let a=i[o];su(this,{run:a.run,step:a.step})}onToggle(n,r,i){let s=Jk(this.selection,this.runs,n,r);i.checked=Ss(s,this.runs).includes(n),JSON.stringify(s.runs)!==JSON.stringify(this.selection.runs)&&this.change(s)}onThreshold(n,r){let i=n.target.value;this.thresholdText=i;let s=fd(i,this.declaration);r&&s!==null&&s!==this.selection.gapThreshold&&this.change({...this.selection,gapThreshold:s})}download(){let n=this.data;if(!n)return;let r=this.selection.runs===null?null:Ss(this.selection,this.runs),i=["fairness","trend",n.tag];this.hasGapThreshold&&this.selection.gapThreshold!==null&&i.push(`gap${this.selection.gapThreshold}`),Bs(fT(n,r),Ft(i))}renderRuns(){let n=Ss(this.selection,this.runs),r=zl(this.runs),i=a=>r[this.runs.indexOf(a)]??"var(--muted)",s=Zk(this.runs,this.runFilter),o=eT(this.runs,this.run).filter(a=>s.runs.includes(a));return m`<div class="field">
      <span class="name">Runs (${n.length} of ${this.runs.length} drawn)</span>
      <div class="run-filter">
        <input
          name="run_filter"
          placeholder="Filter runs (regex)"
          class=${s.error?"invalid":""}
          title=${s.error??"A regular expression over the run names, as in TensorBoard"}
          .value=${this.runFilter}
          @input=${a=>this.runFilter=a.target.value}
        />
        ${this.runFilter&&!s.error?m`<button
                class="primary small"
                name="only-matching"
                ?disabled=${s.runs.length===0}
                title="Draw exactly the runs the filter lists"
                @click=${()=>this.change(Qk(this.selection,this.runs,s.runs))}
              >
                Draw these ${s.runs.length}
              </button>`:_}
      </div>
      <div class="runs" role="group" aria-label="Runs drawn">
        ${o.map(a=>m`<label class=${a===this.run?"current":""} title=${a===this.run?`${a} (the report on screen)`:a}>
            <input
              type="checkbox"
              name="run"
              .value=${a}
              .checked=${n.includes(a)}
              ?disabled=${n.length===1&&n.includes(a)}
              data-run=${a}
              @change=${l=>{let u=l.target;this.onToggle(a,u.checked,u)}}
            />
            <span class="swatch" style="background: ${i(a)}"></span>
            <span class="run-name">${a}</span>
          </label>`)}
        ${o.length===0?m`<span class="muted">no run matches</span>`:_}
        ${this.selection.runs!==null?m`<button class="primary small" name="all-runs" @click=${()=>this.change({...this.selection,runs:null})}>
              All runs
            </button>`:_}
      </div>
    </div>`}renderThreshold(){if(!this.hasGapThreshold)return _;let n=fd(this.thresholdText,this.declaration)===null;return m`<label class="field">
      <span class="name">Gap threshold</span>
      <input
        type="number"
        name="gap_threshold"
        min=${Qt(this.declaration,yn).min??_}
        max=${Qt(this.declaration,yn).max??_}
        step="0.01"
        .value=${this.thresholdText}
        class=${n?"invalid":""}
        aria-invalid=${n?"true":"false"}
        title=${n?zn(this.declaration,yn):"Labels above the gap threshold counts labels with |gap| above this"}
        @input=${r=>this.onThreshold(r,!1)}
        @change=${r=>this.onThreshold(r,!0)}
      />
    </label>`}renderFit(){return m`<label
      class="field"
      title="What the y axis fits: the lines (their movement over steps shows; bands wider than the plot are cut at its edges), or the whole intervals too"
    >
      <span class="name">Y axis</span>
      <select name="fit" @change=${n=>this.change({...this.selection,fit:n.target.value})}>
        <option value="lines" .selected=${this.selection.fit==="lines"}>fit the lines</option>
        <option value="intervals" .selected=${this.selection.fit==="intervals"}>fit the intervals</option>
      </select>
    </label>`}renderChart(n){let r=this.headline(n.chart.name),i=n.chart.missing;return m`<section class="chart" data-name=${n.chart.name} data-points=${n.chart.dots.length} data-missing=${i.length}>
      <h3 title=${n.chart.name}>${r.title}</h3>
      <div class="explanation muted">${r.explanation||m`Headline number <code>${n.chart.name}</code>.`}</div>
      ${n.svg??m`<div class="none">No step has a value.</div>`}
      ${i.length>0?m`<div class="note muted" data-role="missing">
            Undefined (the line breaks there): ${uT(i)}.
          </div>`:_}
    </section>`}render(){let n=this.data,r=this.selection.runs===null?null:Ss(this.selection,this.runs),i=nT($i(this.options,this.selection.own)),s=n!==null&&n.series.every(o=>o.points.length===0);return m`<div class="controls">
        <div class="group" role="group" aria-label="Trend selection">
          ${this.renderRuns()} ${this.renderThreshold()} ${this.renderFit()}
          <fairness-mode-options
            .declaration=${this.declaration}
            .inherited=${this.options}
            .own=${this.selection.own}
            .skip=${[yn]}
            @own-options=${o=>this.change({...this.selection,own:o.detail})}
          ></fairness-mode-options>
          <span class="spacer"></span>
          ${this.shell.renderCsvButton("download",n!==null,()=>this.download(),"The headline numbers as CSV (run,step,wall_time,names...)")}
        </div>
      </div>
      ${this.shell.renderError("Could not load the trends",[{label:"Retry",name:"retry",run:()=>{this.load()}}])}
      ${this.shell.renderContent(n,o=>m`<div class="body ${this.shell.loading?"stale":""}">
            <div class="summary">
              <span
                >Headline numbers of <b>${o.tag}</b> (${this.kindTitle||o.kind} reports) over steps ·
                ${i?m`options: <span class="options">${i}</span>`:m`the default options`}
                ${this.hasGapThreshold?m` · gap threshold ${this.selection.gapThreshold}`:_}</span
              >
              <span class="muted">Click a point to open that run and step as a report.</span>
              <span class="muted" data-role="interval-legend"
                >Bands: ${[this.levelText(o),"intervals"].filter(Boolean).join(" ")} (a bar at a point without neighbours). A worst
                or largest value is picked out of many rows, so its interval holds for every row at once (conservative;
                docs/statistics.md).</span
              >
            </div>
            ${s?m`<div class="none message">No steps of this tag in the chosen runs.</div>`:m`${lT(o,r)?m`<div class="hint" data-role="single-step">
                        One step only — trends need at least two steps. Log the report at more steps to see lines.
                      </div>`:_}
                  <div class="charts">${this.drawn.map(a=>this.renderChart(a))}</div>`}
          </div>`,"Loading the trends\u2026")}`}};cu.properties={...Vu,revision:{attribute:!1},selection:{state:!0},thresholdText:{state:!0},runFilter:{state:!0},data:{state:!0}},cu.styles=[X,nt,rt,zs,Zt,S9];customElements.define("fairness-trend",cu);var DM="",fu=class extends j{constructor(){super(),this.runs=[],this.ref={run:null,tag:null,step:null},this.steps=null,this.kindTitle=()=>""}emit(t){this.dispatchEvent(new CustomEvent("report-change",{detail:t,bubbles:!0,composed:!0}))}render(){let t=this.ref,n=this.runs.find(i=>i.run===t.run),r=n?.tags??[];return m`
      <label class="field">
        <span class="name">Run</span>
        <select name="run" @change=${i=>this.emit({run:i.target.value})}>
          ${this.runs.map(i=>m`<option .value=${i.run} .selected=${i.run===t.run}>${i.run}</option>`)}
        </select>
      </label>
      <label class="field">
        <span class="name">Tag</span>
        <select name="tag" @change=${i=>this.emit({tag:i.target.value})}>
          ${r.map(i=>m`<option .value=${i} .selected=${i===t.tag} title=${n?this.kindTitle(n.run,i):_}>
                ${i}
              </option>`)}
        </select>
      </label>
      <label class="field">
        <span class="name">Step</span>
        <select
          name="step"
          @change=${i=>{let s=i.target.value;this.emit({step:s===DM?null:Number(s)})}}
        >
          <option .value=${DM} .selected=${t.step===null}>latest</option>
          ${(this.steps??[]).map(i=>m`<option .value=${String(i.step)} .selected=${i.step===t.step}>
                ${i.step} · ${Jr(i.wall_time)}
              </option>`)}
        </select>
      </label>
    `}};fu.properties={runs:{attribute:!1},ref:{attribute:!1},steps:{attribute:!1},kindTitle:{attribute:!1}},fu.styles=[X,nt,F`
      :host {
        /* The fields join the row of whichever controls bar slots this element. */
        display: contents;
      }
    `];customElements.define("fairness-report-picker",fu);var T9=[{term:"Interval",code:"lower, upper",text:"Where the true value lies with the chosen confidence (95% by default): Wilson for rates, Newcombe for differences of rates, the delta method or score intervals for association gaps, bootstrap by household for geodiversity."},{term:"p",code:"p_value",text:"How surprising the difference would be if there were none: small means the difference is unlikely to be noise alone."},{term:"\u2605",code:"significant",text:"Significant after Benjamini-Hochberg at the false discovery rate (FDR): among the starred rows, at most that share are expected to be noise."},{term:"Insufficient",code:"min_count",text:"Too few examples to trust: greyed, never starred, left out of headline numbers."},{term:"Verdict",code:"verdict",text:"In Compare: worsened or improved when the change of the bias from A to B is significant (FDR over the rows); unchanged when it is not; undetermined when a side has too little data or lacks the row."},{term:"Bias",code:"bias_a, bias_b",text:"What Compare judges for each row: never negative, lower is better (for example |gap|, the best-minus-worst disparity, Cram\xE9r\u2019s V, a spread between groups)."}];function C9(e){return e==="higher"?"Higher is better.":e==="lower"?"Lower is better.":""}function LM(e){let t=[];return e&&(t.push({title:`Headline numbers (${e.title} reports)`,entries:e.headlines.map(n=>({term:n.title,code:n.name,text:[n.explanation,C9(n.better)].filter(Boolean).join(" ")}))}),t.push({title:"Compare",entries:[{term:`The bias: ${e.bias.name}`,code:e.bias.value,text:`Per ${e.bias.key||"row"}, in report A and in report B, with intervals; the change B \u2212 A and its verdict.`}]}),t.push({title:"Options",entries:e.options.map(n=>{let r=n.type==="str"?"":Ni(e,n.name),i=n.default===null||n.default===void 0?"":` Default ${String(n.default)}.`,s=o=>o?o[0].toUpperCase()+o.slice(1)+".":"";return{term:n.name.replace(/_/g," "),code:n.name,text:`${s(n.help)}${i}${r?` ${s(r)}`:""}`}})})),t.push({title:"Reading the tables",entries:T9}),t}var du=class extends j{constructor(){super();this.onKey=n=>{this.open&&n.key==="Escape"&&this.close()};this.declaration=null,this.open=!1}connectedCallback(){super.connectedCallback(),window.addEventListener("keydown",this.onKey)}disconnectedCallback(){super.disconnectedCallback(),window.removeEventListener("keydown",this.onKey)}close(){this.open=!1,this.shadowRoot?.querySelector("button.help")?.focus()}render(){return m`<button
        class="help"
        name="help"
        aria-expanded=${this.open?"true":"false"}
        aria-controls="help-panel"
        title="What the numbers, marks and options mean"
        @click=${()=>this.open=!this.open}
      >
        ?</button
      >${this.open?this.renderPanel():_}`}renderPanel(){return m`<div class="panel" id="help-panel" role="dialog" aria-label="Help">
      <header>
        <h2>What this tab shows</h2>
        <button class="close" name="close-help" title="Close (Esc)" @click=${()=>this.close()}>×</button>
      </header>
      ${LM(this.declaration).map(n=>m`<section data-section=${n.title}>
            <h3>${n.title}</h3>
            <dl>
              ${n.entries.map(r=>m`<dt>${r.term}${r.code?m`<code>${r.code}</code>`:_}</dt><dd>${r.text}</dd>`)}
            </dl>
          </section>`)}
    </div>`}};du.properties={declaration:{attribute:!1},open:{type:Boolean,reflect:!0}},du.styles=[X,F`
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
    `];customElements.define("fairness-help",du);var Rs=class extends j{constructor(n){super();this.tags=null;this.kinds=null;this.unknownKinds=[];this.modeRuns={key:"",runs:[]};this.modeOptions={key:"",options:{}};this.resolved=null;this.tagsRequest=new Te;this.kindsRequest=new Te;this.stepsRequest=new Te;this.refreshRequest=new Te;this.stopRefresh=null;this.onTheme=()=>{this.theme=ar().theme};this.api=n??new Jt;let r=Iv();this.ref=Av(r);let i=Pk(Pv(r),qe);this.mode=i.mode,this.viewState=i.view,this.mountParams=this.viewState,this.modeState={compare:i.compare,trend:i.trend},this.modeMount={...this.modeState},this.runs=null,this.steps=null,this.shellStatus="loading",this.viewStatus="loading",this.error=null,this.status="loading",this.theme="light"}connectedCallback(){super.connectedCallback();let n=ar();this.theme=n.theme,n.addEventListener(dd,this.onTheme),this.stopRefresh=n.onRefresh(()=>{this.refresh()}),this.loadTags()}disconnectedCallback(){super.disconnectedCallback(),ar().removeEventListener(dd,this.onTheme),this.stopRefresh?.(),this.stopRefresh=null,this.tagsRequest.cancel(),this.kindsRequest.cancel(),this.stepsRequest.cancel(),this.refreshRequest.cancel()}async loadTags(){this.shellStatus="loading",this.error=null;let n,r;try{[n,r]=await Promise.all([this.tagsRequest.run(o=>this.api.tags(o)),this.kinds??this.kindsRequest.run(o=>this.api.kinds(o))])}catch(o){this.fail(Vt(o));return}if(n===Se||r===Se)return;this.kinds=r,this.tags=n;let i=jr.map(o=>o.kind);this.runs=Kd(n.runs,i),this.unknownKinds=qd(n.runs,i);let s=Ru(this.ref,this.runs);if(s===null){this.shellStatus="empty";return}s.moved&&this.resetViewState(),this.setRef(s.ref),this.shellStatus="ready",this.loadSteps()}async loadSteps(n=!1){let{run:r,tag:i}=this.ref;if(r===null||i===null)return;n||(this.steps=null);let s;try{s=await this.stepsRequest.run(a=>this.api.steps(r,i,a))}catch(a){n||this.fail(Vt(a));return}if(s===Se)return;this.steps=s.steps,this.shellStatus==="error"&&(this.shellStatus="ready",this.error=null);let o=this.ref.step;o!==null&&!s.steps.some(a=>a.step===o)&&this.setRef({...this.ref,step:null})}async refresh(){if(this.tags===null){this.shellStatus==="error"&&this.runs===null&&this.loadTags();return}let n;try{n=await this.refreshRequest.run(h=>this.api.tags(h))}catch{return}let r=this.tags;if(n===Se||r===null||Uk(r.runs,n.runs))return;let i=cd(r.runs,this.ref.run,this.ref.tag);this.tags=n;let s=jr.map(h=>h.kind),o=Kd(n.runs,s);JSON.stringify(o)!==JSON.stringify(this.runs)&&(this.runs=o),this.unknownKinds=qd(n.runs,s);let a=Ru(this.ref,o);if(a===null){this.shellStatus="empty";return}a.moved&&this.resetViewState();let l=a.ref,u=jk(l.step,i,cd(n.runs,l.run,l.tag)),c=u===l.step?l:{...l,step:u},f=c.run!==this.ref.run||c.tag!==this.ref.tag;c!==this.ref&&this.setRef(c);let d=this.shellStatus==="empty";d&&(this.shellStatus="ready"),(d||f||i!==cd(n.runs,c.run,c.tag))&&this.loadSteps(!(d||f)),this.requestUpdate()}fail(n){this.error=n,this.shellStatus="error"}kindOfRef(n){return this.tags?Dv(this.tags.runs,n):null}declaration(n){return Tv(this.kinds,n)}setRef(n){this.ref=n,this.writeHash()}writeHash(){let n=this.mode==="report"?[]:[[qe+Gb,this.mode]];zv(qe,[...Ev(this.ref),...n,...this.viewState,...this.modeState.compare,...this.modeState.trend])}resetViewState(){this.viewState=[],this.mountParams=[],this.modeState={compare:[],trend:[]},this.modeMount={compare:[],trend:[]}}onModeChange(n){n!==this.mode&&(this.mountParams=this.viewState,this.modeMount={...this.modeState},this.viewStatus="loading",this.mode=n,this.writeHash())}onOpenReport(n){let r=n.run!==this.ref.run;this.onModeChange("report"),this.setRef({...this.ref,run:n.run,step:n.step}),r&&this.loadSteps()}onTagChange(n){let r=this.tags?.runs??{},i=this.ref.run!==null&&r[this.ref.run]?.[n]?this.ref.run:Object.keys(r).sort().find(s=>r[s][n]);i!==void 0&&this.onReportChange({run:i,tag:n})}onReportChange(n){let r=this.ref,i={...r,...n},s=i.run!==r.run||i.tag!==r.tag;s&&(i={...i,step:null},this.runs&&(i=Ru(i,this.runs)?.ref??i),this.kindOfRef(i)!==this.kindOfRef(r)&&this.resetViewState()),this.setRef(i),s&&this.loadSteps()}onViewParams(n){this.mode==="report"?this.viewState=n:this.modeState={...this.modeState,[this.mode]:n},this.writeHash()}willUpdate(n){if(n.has("ref")){let{run:r,tag:i,step:s}=this.ref,o=this.resolved;r===null||i===null?this.resolved=null:(!o||o.run!==r||o.tag!==i||o.step!==s)&&(this.resolved={run:r,tag:i,step:s})}this.status=this.shellStatus==="ready"?this.viewStatus:this.shellStatus}renderEmpty(){let r=`import tb_fairness

with tb_fairness.FileWriter("LOGDIR/my_model") as w:
${jr.map(i=>i.example.replace(/^/gm,"    ")).join(`
`)}`;return m`<div class="message" role="status">
      ${this.unknownKinds.length?m`<h2>No fairness reports this tab can show</h2>
            <p>
              The logdir holds fairness reports of kinds this version of the tab does not show:
              ${this.unknownKinds.join(", ")}.
            </p>`:m`<h2>No fairness reports in this logdir</h2>`}
      <ul>
        ${jr.map(i=>m`<li>${i.hint()}</li>`)}
      </ul>
      <p>For example, then reload this page:</p>
      <pre>${r}</pre>
    </div>`}renderError(){return m`<div class="message error" role="alert">
      <h2>Could not load the list of reports</h2>
      <div class="text">${this.error}</div>
      <button class="primary link" @click=${()=>{this.runs?this.loadSteps():this.loadTags()}}>
        Try again
      </button>
    </div>`}renderTabs(){let n=(o,a,l)=>m`<button
        role="tab"
        name=${"mode-"+o}
        aria-selected=${this.mode===o?"true":"false"}
        title=${l}
        @click=${()=>this.onModeChange(o)}
      >
        ${a}
      </button>`,r=this.ref,i=this.tags?Nk(this.tags.runs,jr.map(o=>o.kind)):[],s=this.resolved?this.kindOfRef(this.resolved):null;return m`<div class="modes">
      <div role="tablist" aria-label="Mode">
        ${n("report","Report","One report: the run, tag and step picked")}
        ${n("compare","Compare","Two reports of one tag side by side: two runs (models) or two steps (checkpoints)")}
        ${n("trend","Trends","Headline numbers over steps, several runs overlaid")}
      </div>
      ${this.mode==="report"?_:m`<label class="field">
            <span class="name">Tag</span>
            <select name="mode-tag" @change=${o=>this.onTagChange(o.target.value)}>
              ${i.map(o=>m`<option .value=${o} .selected=${o===r.tag}>${o}</option>`)}
            </select>
          </label>`}
      <fairness-help class="help" .declaration=${s?this.declaration(s):null}></fairness-help>
    </div>`}modeProps(n,r){let i=this.tags?Lk(this.tags.runs,n,r):[],s=JSON.stringify(i);s!==this.modeRuns.key&&(this.modeRuns={key:s,runs:i});let o=Dk(this.viewState,qe,Cv(this.declaration(r))),a=JSON.stringify(o);return a!==this.modeOptions.key&&(this.modeOptions={key:a,options:o}),{runs:this.modeRuns.runs,options:this.modeOptions.options}}renderMode(){let n=this.resolved;if(!n||!this.runs)return _;let r=this.kindOfRef(n),i=Eu(jr,r);if(!i||r===null)return m`<div class="message error" role="alert">No view shows reports of kind ${r}.</div>`;let{runs:s,options:o}=this.modeProps(n.tag,r);return this.mode==="compare"?m`<fairness-compare
        .api=${this.api}
        .tag=${n.tag}
        .kind=${r}
        .kindTitle=${i.title}
        .declaration=${this.declaration(r)}
        .runs=${s}
        .run=${n.run}
        .step=${n.step}
        .options=${o}
        .params=${this.modeMount.compare}
        .revision=${this.tags?Xb(this.tags.runs,n.tag):""}
      ></fairness-compare>`:m`<fairness-trend
      .api=${this.api}
      .tag=${n.tag}
      .kind=${r}
      .kindTitle=${i.title}
      .declaration=${this.declaration(r)}
      .runs=${s}
      .run=${n.run}
      .step=${n.step}
      .options=${o}
      .params=${this.modeMount.trend}
      .revision=${this.tags?Xb(this.tags.runs,n.tag):""}
    ></fairness-trend>`}renderView(){let n=this.resolved;if(!n||!this.runs)return _;let r=this.kindOfRef(n),i=Eu(jr,r);if(!i)return m`<div class="message error" role="alert">No view shows reports of kind ${r}.</div>`;let s=m`<fairness-report-picker
      slot="report"
      .runs=${this.runs}
      .ref=${this.ref}
      .steps=${this.steps}
      .kindTitle=${(o,a)=>{let l=this.tags?.runs[o]?.[a]?.kind??"";return`${Eu(jr,l)?.title??l} report`}}
    ></fairness-report-picker>`;return i.render({report:n,info:this.tags?.runs[n.run]?.[n.tag]??null,declaration:this.declaration(r),params:this.mountParams},s)}render(){if(this.shellStatus==="empty")return this.renderEmpty();let n=this.status==="loading";return m`
      ${n?m`<div class="bar" role="progressbar" aria-label="Loading"></div>`:_}
      ${this.runs===null&&this.shellStatus==="loading"?m`<div class="loading">Loading reports…</div>`:_}
      ${this.shellStatus==="error"?this.renderError():_}
      <div
        class="view"
        style="display: contents"
        @report-change=${r=>this.onReportChange(r.detail)}
        @view-status=${r=>this.viewStatus=r.detail}
        @view-params=${r=>this.onViewParams(r.detail)}
        @open-report=${r=>this.onOpenReport(r.detail)}
      >
        ${this.runs?this.renderTabs():_}
        ${this.mode==="report"?this.renderView():this.renderMode()}
      </div>
    `}};Rs.properties={ref:{state:!0},mode:{state:!0},runs:{state:!0},steps:{state:!0},shellStatus:{state:!0},viewStatus:{state:!0},error:{state:!0},status:{reflect:!0,attribute:"data-status"},theme:{reflect:!0,attribute:"data-theme"}},Rs.styles=[Qv,X,rt,nt,F`
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
    `];customElements.define("fairness-app",Rs);function eY(){if(document.querySelector("fairness-app"))return;let e=document.createElement("style");e.textContent="html, body { height: 100%; margin: 0; }",document.head.appendChild(e),document.body.appendChild(new Rs)}export{eY as render};
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
