// tb-fairness frontend bundle. GENERATED from frontend/src by `npm run build`: do not edit.
var eC=Object.defineProperty;var Vf=(e,t,n)=>()=>{if(n)throw n[0];try{return e&&(t=e(e=0)),t}catch(r){throw n=[r],r}};var tC=(e,t)=>{for(var n in t)eC(e,n,{get:t[n],enumerable:!0})};var Xo,a0=Vf(()=>{Xo=class{constructor(t){this._map=new Map,this._roundAverageSize=!1,this.totalSize=0,t?.roundAverageSize===!0&&(this._roundAverageSize=!0)}set(t,n){let r=this._map.get(t)||0;this._map.set(t,n),this.totalSize+=n-r}get averageSize(){if(this._map.size>0){let t=this.totalSize/this._map.size;return this._roundAverageSize?Math.round(t):t}return 0}getSize(t){return this._map.get(t)}clear(){this._map.clear(),this.totalSize=0}}});function ud(e){return e==="horizontal"?"width":"height"}var au,l0=Vf(()=>{au=class{_getDefaultConfig(){return{direction:"vertical"}}constructor(t,n){this._latestCoords={left:0,top:0},this._direction=null,this._viewportSize={width:0,height:0},this.totalScrollSize={width:0,height:0},this.offsetWithinScroller={left:0,top:0},this._pendingReflow=!1,this._pendingLayoutUpdate=!1,this._pin=null,this._firstVisible=0,this._lastVisible=0,this._physicalMin=0,this._physicalMax=0,this._first=-1,this._last=-1,this._sizeDim="height",this._secondarySizeDim="width",this._positionDim="top",this._secondaryPositionDim="left",this._scrollPosition=0,this._scrollError=0,this._items=[],this._scrollSize=1,this._overhang=1e3,this._hostSink=t,Promise.resolve().then(()=>this.config=n||this._getDefaultConfig())}set config(t){Object.assign(this,Object.assign({},this._getDefaultConfig(),t))}get config(){return{direction:this.direction}}get items(){return this._items}set items(t){this._setItems(t)}_setItems(t){t!==this._items&&(this._items=t,this._scheduleReflow())}get direction(){return this._direction}set direction(t){t=t==="horizontal"?t:"vertical",t!==this._direction&&(this._direction=t,this._sizeDim=t==="horizontal"?"width":"height",this._secondarySizeDim=t==="horizontal"?"height":"width",this._positionDim=t==="horizontal"?"left":"top",this._secondaryPositionDim=t==="horizontal"?"top":"left",this._triggerReflow())}get viewportSize(){return this._viewportSize}set viewportSize(t){let{_viewDim1:n,_viewDim2:r}=this;Object.assign(this._viewportSize,t),r!==this._viewDim2?this._scheduleLayoutUpdate():n!==this._viewDim1&&this._checkThresholds()}get viewportScroll(){return this._latestCoords}set viewportScroll(t){Object.assign(this._latestCoords,t);let n=this._scrollPosition;this._scrollPosition=this._latestCoords[this._positionDim],Math.abs(n-this._scrollPosition)>=1&&this._checkThresholds()}reflowIfNeeded(t=!1){(t||this._pendingReflow)&&(this._pendingReflow=!1,this._reflow())}set pin(t){this._pin=t,this._triggerReflow()}get pin(){if(this._pin!==null){let{index:t,block:n}=this._pin;return{index:Math.max(0,Math.min(t,this.items.length-1)),block:n}}return null}_clampScrollPosition(t){return Math.max(-this.offsetWithinScroller[this._positionDim],Math.min(t,this.totalScrollSize[ud(this.direction)]-this._viewDim1))}unpin(){this._pin!==null&&(this._sendUnpinnedMessage(),this._pin=null)}_updateLayout(){}get _viewDim1(){return this._viewportSize[this._sizeDim]}get _viewDim2(){return this._viewportSize[this._secondarySizeDim]}_scheduleReflow(){this._pendingReflow=!0}_scheduleLayoutUpdate(){this._pendingLayoutUpdate=!0,this._scheduleReflow()}_triggerReflow(){this._scheduleLayoutUpdate(),Promise.resolve().then(()=>this.reflowIfNeeded())}_reflow(){this._pendingLayoutUpdate&&(this._updateLayout(),this._pendingLayoutUpdate=!1),this._updateScrollSize(),this._setPositionFromPin(),this._getActiveItems(),this._updateVisibleIndices(),this._sendStateChangedMessage()}_setPositionFromPin(){if(this.pin!==null){let t=this._scrollPosition,{index:n,block:r}=this.pin;this._scrollPosition=this._calculateScrollIntoViewPosition({index:n,block:r||"start"})-this.offsetWithinScroller[this._positionDim],this._scrollError=t-this._scrollPosition}}_calculateScrollIntoViewPosition(t){let{block:n}=t,r=Math.min(this.items.length,Math.max(0,t.index)),i=this._getItemPosition(r)[this._positionDim],s=i;if(n!=="start"){let o=this._getItemSize(r)[this._sizeDim];if(n==="center")s=i-.5*this._viewDim1+.5*o;else{let a=i-this._viewDim1+o;if(n==="end")s=a;else{let l=this._scrollPosition;s=Math.abs(l-i)<Math.abs(l-a)?i:a}}}return s+=this.offsetWithinScroller[this._positionDim],this._clampScrollPosition(s)}getScrollIntoViewCoordinates(t){return{[this._positionDim]:this._calculateScrollIntoViewPosition(t)}}_sendUnpinnedMessage(){this._hostSink({type:"unpinned"})}_sendVisibilityChangedMessage(){this._hostSink({type:"visibilityChanged",firstVisible:this._firstVisible,lastVisible:this._lastVisible})}_sendStateChangedMessage(){let t=new Map;if(this._first!==-1&&this._last!==-1)for(let r=this._first;r<=this._last;r++)t.set(r,this._getItemPosition(r));let n={type:"stateChanged",scrollSize:{[this._sizeDim]:this._scrollSize,[this._secondarySizeDim]:null},range:{first:this._first,last:this._last,firstVisible:this._firstVisible,lastVisible:this._lastVisible},childPositions:t};this._scrollError&&(n.scrollError={[this._positionDim]:this._scrollError,[this._secondaryPositionDim]:0},this._scrollError=0),this._hostSink(n)}get _num(){return this._first===-1||this._last===-1?0:this._last-this._first+1}_checkThresholds(){if(this._viewDim1===0&&this._num>0||this._pin!==null)this._scheduleReflow();else{let t=Math.max(0,this._scrollPosition-this._overhang),n=Math.min(this._scrollSize,this._scrollPosition+this._viewDim1+this._overhang);this._physicalMin>t||this._physicalMax<n?this._scheduleReflow():this._updateVisibleIndices({emit:!0})}}_updateVisibleIndices(t){if(this._first===-1||this._last===-1)return;let n=this._first;for(;n<this._last&&Math.round(this._getItemPosition(n)[this._positionDim]+this._getItemSize(n)[this._sizeDim])<=Math.round(this._scrollPosition);)n++;let r=this._last;for(;r>this._first&&Math.round(this._getItemPosition(r)[this._positionDim])>=Math.round(this._scrollPosition+this._viewDim1);)r--;(n!==this._firstVisible||r!==this._lastVisible)&&(this._firstVisible=n,this._lastVisible=r,t&&t.emit&&this._sendVisibilityChangedMessage())}}});var c0={};tC(c0,{FlowLayout:()=>lu,flow:()=>cM});function u0(e){return e==="horizontal"?"marginLeft":"marginTop"}function fM(e){return e==="horizontal"?"marginRight":"marginBottom"}function dM(e){return e==="horizontal"?"xOffset":"yOffset"}function hM(e,t){let n=[e,t].sort();return n[1]<=0?Math.min(...n):n[0]>=0?Math.max(...n):n[0]+n[1]}var cM,cd,lu,f0=Vf(()=>{a0();l0();cM=e=>Object.assign({type:lu},e);cd=class{constructor(){this._childSizeCache=new Xo,this._marginSizeCache=new Xo,this._metricsCache=new Map}update(t,n){let r=new Set;Object.keys(t).forEach(i=>{let s=Number(i);this._metricsCache.set(s,t[s]),this._childSizeCache.set(s,t[s][ud(n)]),r.add(s),r.add(s+1)});for(let i of r){let s=this._metricsCache.get(i)?.[u0(n)]||0,o=this._metricsCache.get(i-1)?.[fM(n)]||0;this._marginSizeCache.set(i,hM(s,o))}}get averageChildSize(){return this._childSizeCache.averageSize}get totalChildSize(){return this._childSizeCache.totalSize}get averageMarginSize(){return this._marginSizeCache.averageSize}get totalMarginSize(){return this._marginSizeCache.totalSize}getLeadingMarginValue(t,n){return this._metricsCache.get(t)?.[u0(n)]||0}getChildSize(t){return this._childSizeCache.getSize(t)}getMarginSize(t){return this._marginSizeCache.getSize(t)}clear(){this._childSizeCache.clear(),this._marginSizeCache.clear(),this._metricsCache.clear()}},lu=class extends au{constructor(){super(...arguments),this._itemSize={width:100,height:100},this._physicalItems=new Map,this._newPhysicalItems=new Map,this._metricsCache=new cd,this._anchorIdx=null,this._anchorPos=null,this._stable=!0,this._measureChildren=!0,this._estimate=!0}get measureChildren(){return this._measureChildren}updateItemSizes(t){this._metricsCache.update(t,this.direction),this._scheduleReflow()}_getPhysicalItem(t){return this._newPhysicalItems.get(t)??this._physicalItems.get(t)}_getSize(t){return this._getPhysicalItem(t)&&this._metricsCache.getChildSize(t)}_getAverageSize(){return this._metricsCache.averageChildSize||this._itemSize[this._sizeDim]}_estimatePosition(t){let n=this._metricsCache;if(this._first===-1||this._last===-1)return n.averageMarginSize+t*(n.averageMarginSize+this._getAverageSize());if(t<this._first){let r=this._first-t;return this._getPhysicalItem(this._first).pos-(n.getMarginSize(this._first-1)||n.averageMarginSize)-(r*n.averageChildSize+(r-1)*n.averageMarginSize)}else{let r=t-this._last;return this._getPhysicalItem(this._last).pos+(n.getChildSize(this._last)||n.averageChildSize)+(n.getMarginSize(this._last)||n.averageMarginSize)+r*(n.averageChildSize+n.averageMarginSize)}}_getPosition(t){let n=this._getPhysicalItem(t),{averageMarginSize:r}=this._metricsCache;return t===0?this._metricsCache.getMarginSize(0)??r:n?n.pos:this._estimatePosition(t)}_calculateAnchor(t,n){return t<=0?0:n>this._scrollSize-this._viewDim1?this.items.length-1:Math.max(0,Math.min(this.items.length-1,Math.floor((t+n)/2/this._delta)))}_getAnchor(t,n){if(this._physicalItems.size===0)return this._calculateAnchor(t,n);if(this._first<0)return this._calculateAnchor(t,n);if(this._last<0)return this._calculateAnchor(t,n);let r=this._getPhysicalItem(this._first),i=this._getPhysicalItem(this._last),s=r.pos;if(i.pos+this._metricsCache.getChildSize(this._last)<t)return this._calculateAnchor(t,n);if(s>n)return this._calculateAnchor(t,n);let l=this._firstVisible-1,u=-1/0;for(;u<t;)u=this._getPhysicalItem(++l).pos+this._metricsCache.getChildSize(l);return l}_getActiveItems(){this._viewDim1===0||this.items.length===0?this._clearItems():this._getItems()}_clearItems(){this._first=-1,this._last=-1,this._physicalMin=0,this._physicalMax=0;let t=this._newPhysicalItems;this._newPhysicalItems=this._physicalItems,this._newPhysicalItems.clear(),this._physicalItems=t,this._stable=!0}_getItems(){let t=this._newPhysicalItems;this._stable=!0;let n,r;if(this.pin!==null){let{index:u}=this.pin;this._anchorIdx=u,this._anchorPos=this._getPosition(u)}if(n=this._scrollPosition-this._overhang,r=this._scrollPosition+this._viewDim1+this._overhang,r<0||n>this._scrollSize){this._clearItems();return}(this._anchorIdx===null||this._anchorPos===null)&&(this._anchorIdx=this._getAnchor(n,r),this._anchorPos=this._getPosition(this._anchorIdx));let i=this._getSize(this._anchorIdx);i===void 0&&(this._stable=!1,i=this._getAverageSize());let s=this._metricsCache.getMarginSize(this._anchorIdx)??this._metricsCache.averageMarginSize,o=this._metricsCache.getMarginSize(this._anchorIdx+1)??this._metricsCache.averageMarginSize;this._anchorIdx===0&&(this._anchorPos=s),this._anchorIdx===this.items.length-1&&(this._anchorPos=this._scrollSize-o-i);let a=0;for(this._anchorPos+i+o<n&&(a=n-(this._anchorPos+i+o)),this._anchorPos-s>r&&(a=r-(this._anchorPos-s)),a&&(this._scrollPosition-=a,n-=a,r-=a,this._scrollError+=a),t.set(this._anchorIdx,{pos:this._anchorPos,size:i}),this._first=this._last=this._anchorIdx,this._physicalMin=this._anchorPos-s,this._physicalMax=this._anchorPos+i+o;this._physicalMin>n&&this._first>0;){let u=this._getSize(--this._first);u===void 0&&(this._stable=!1,u=this._getAverageSize());let c=this._metricsCache.getMarginSize(this._first);c===void 0&&(this._stable=!1,c=this._metricsCache.averageMarginSize),this._physicalMin-=u;let f=this._physicalMin;if(t.set(this._first,{pos:f,size:u}),this._physicalMin-=c,this._stable===!1&&this._estimate===!1)break}for(;this._physicalMax<r&&this._last<this.items.length-1;){let u=this._getSize(++this._last);u===void 0&&(this._stable=!1,u=this._getAverageSize());let c=this._metricsCache.getMarginSize(this._last);c===void 0&&(this._stable=!1,c=this._metricsCache.averageMarginSize);let f=this._physicalMax;if(t.set(this._last,{pos:f,size:u}),this._physicalMax+=u+c,!this._stable&&!this._estimate)break}let l=this._calculateError();l&&(this._physicalMin-=l,this._physicalMax-=l,this._anchorPos-=l,this._scrollPosition-=l,t.forEach(u=>u.pos-=l),this._scrollError+=l),this._stable&&(this._newPhysicalItems=this._physicalItems,this._newPhysicalItems.clear(),this._physicalItems=t)}_calculateError(){return this._first===0?this._physicalMin:this._physicalMin<=0?this._physicalMin-this._first*this._delta:this._last===this.items.length-1?this._physicalMax-this._scrollSize:this._physicalMax>=this._scrollSize?this._physicalMax-this._scrollSize+(this.items.length-1-this._last)*this._delta:0}_reflow(){let{_first:t,_last:n}=this;super._reflow(),(this._first===-1&&this._last==-1||this._first===t&&this._last===n)&&this._resetReflowState()}_resetReflowState(){this._anchorIdx=null,this._anchorPos=null,this._stable=!0}_updateScrollSize(){let{averageMarginSize:t}=this._metricsCache;this._scrollSize=Math.max(1,this.items.length*(t+this._getAverageSize())+t)}get _delta(){let{averageMarginSize:t}=this._metricsCache;return this._getAverageSize()+t}_getItemPosition(t){return{[this._positionDim]:this._getPosition(t),[this._secondaryPositionDim]:0,[dM(this.direction)]:-(this._metricsCache.getLeadingMarginValue(t,this.direction)??this._metricsCache.averageMarginSize)}}_getItemSize(t){return{[this._sizeDim]:this._getSize(t)||this._getAverageSize(),[this._secondarySizeDim]:this._itemSize[this._secondarySizeDim]}}_viewDim2Changed(){this._metricsCache.clear(),this._scheduleReflow()}}});var Dl=globalThis,Nl=Dl.ShadowRoot&&(Dl.ShadyCSS===void 0||Dl.ShadyCSS.nativeShadow)&&"adoptedStyleSheets"in Document.prototype&&"replace"in CSSStyleSheet.prototype,Hf=Symbol(),Gb=new WeakMap,Io=class{constructor(t,n,r){if(this._$cssResult$=!0,r!==Hf)throw Error("CSSResult is not constructable. Use `unsafeCSS` or `css` instead.");this.cssText=t,this.t=n}get styleSheet(){let t=this.o,n=this.t;if(Nl&&t===void 0){let r=n!==void 0&&n.length===1;r&&(t=Gb.get(n)),t===void 0&&((this.o=t=new CSSStyleSheet).replaceSync(this.cssText),r&&Gb.set(n,t))}return t}toString(){return this.cssText}},Lo=e=>new Io(typeof e=="string"?e:e+"",void 0,Hf),K=(e,...t)=>{let n=e.length===1?e[0]:t.reduce((r,i,s)=>r+(o=>{if(o._$cssResult$===!0)return o.cssText;if(typeof o=="number")return o;throw Error("Value passed to 'css' function must be a 'css' function result: "+o+". Use 'unsafeCSS' to pass non-literal values, but take care to ensure page security.")})(i)+e[s+1],e[0]);return new Io(n,e,Hf)},jb=(e,t)=>{if(Nl)e.adoptedStyleSheets=t.map(n=>n instanceof CSSStyleSheet?n:n.styleSheet);else for(let n of t){let r=document.createElement("style"),i=Dl.litNonce;i!==void 0&&r.setAttribute("nonce",i),r.textContent=n.cssText,e.appendChild(r)}},qf=Nl?e=>e:e=>e instanceof CSSStyleSheet?(t=>{let n="";for(let r of t.cssRules)n+=r.cssText;return Lo(n)})(e):e;var{is:nC,defineProperty:rC,getOwnPropertyDescriptor:iC,getOwnPropertyNames:sC,getOwnPropertySymbols:oC,getPrototypeOf:aC}=Object,Il=globalThis,Yb=Il.trustedTypes,lC=Yb?Yb.emptyScript:"",uC=Il.reactiveElementPolyfillSupport,Oo=(e,t)=>e,zo={toAttribute(e,t){switch(t){case Boolean:e=e?lC:null;break;case Object:case Array:e=e==null?e:JSON.stringify(e)}return e},fromAttribute(e,t){let n=e;switch(t){case Boolean:n=e!==null;break;case Number:n=e===null?null:Number(e);break;case Object:case Array:try{n=JSON.parse(e)}catch{n=null}}return n}},Ll=(e,t)=>!nC(e,t),Wb={attribute:!0,type:String,converter:zo,reflect:!1,useDefault:!1,hasChanged:Ll};Symbol.metadata??=Symbol("metadata"),Il.litPropertyMetadata??=new WeakMap;var Qn=class extends HTMLElement{static addInitializer(t){this._$Ei(),(this.l??=[]).push(t)}static get observedAttributes(){return this.finalize(),this._$Eh&&[...this._$Eh.keys()]}static createProperty(t,n=Wb){if(n.state&&(n.attribute=!1),this._$Ei(),this.prototype.hasOwnProperty(t)&&((n=Object.create(n)).wrapped=!0),this.elementProperties.set(t,n),!n.noAccessor){let r=Symbol(),i=this.getPropertyDescriptor(t,r,n);i!==void 0&&rC(this.prototype,t,i)}}static getPropertyDescriptor(t,n,r){let{get:i,set:s}=iC(this.prototype,t)??{get(){return this[n]},set(o){this[n]=o}};return{get:i,set(o){let a=i?.call(this);s?.call(this,o),this.requestUpdate(t,a,r)},configurable:!0,enumerable:!0}}static getPropertyOptions(t){return this.elementProperties.get(t)??Wb}static _$Ei(){if(this.hasOwnProperty(Oo("elementProperties")))return;let t=aC(this);t.finalize(),t.l!==void 0&&(this.l=[...t.l]),this.elementProperties=new Map(t.elementProperties)}static finalize(){if(this.hasOwnProperty(Oo("finalized")))return;if(this.finalized=!0,this._$Ei(),this.hasOwnProperty(Oo("properties"))){let n=this.properties,r=[...sC(n),...oC(n)];for(let i of r)this.createProperty(i,n[i])}let t=this[Symbol.metadata];if(t!==null){let n=litPropertyMetadata.get(t);if(n!==void 0)for(let[r,i]of n)this.elementProperties.set(r,i)}this._$Eh=new Map;for(let[n,r]of this.elementProperties){let i=this._$Eu(n,r);i!==void 0&&this._$Eh.set(i,n)}this.elementStyles=this.finalizeStyles(this.styles)}static finalizeStyles(t){let n=[];if(Array.isArray(t)){let r=new Set(t.flat(1/0).reverse());for(let i of r)n.unshift(qf(i))}else t!==void 0&&n.push(qf(t));return n}static _$Eu(t,n){let r=n.attribute;return r===!1?void 0:typeof r=="string"?r:typeof t=="string"?t.toLowerCase():void 0}constructor(){super(),this._$Ep=void 0,this.isUpdatePending=!1,this.hasUpdated=!1,this._$Em=null,this._$Ev()}_$Ev(){this._$ES=new Promise(t=>this.enableUpdating=t),this._$AL=new Map,this._$E_(),this.requestUpdate(),this.constructor.l?.forEach(t=>t(this))}addController(t){(this._$EO??=new Set).add(t),this.renderRoot!==void 0&&this.isConnected&&t.hostConnected?.()}removeController(t){this._$EO?.delete(t)}_$E_(){let t=new Map,n=this.constructor.elementProperties;for(let r of n.keys())this.hasOwnProperty(r)&&(t.set(r,this[r]),delete this[r]);t.size>0&&(this._$Ep=t)}createRenderRoot(){let t=this.shadowRoot??this.attachShadow(this.constructor.shadowRootOptions);return jb(t,this.constructor.elementStyles),t}connectedCallback(){this.renderRoot??=this.createRenderRoot(),this.enableUpdating(!0),this._$EO?.forEach(t=>t.hostConnected?.())}enableUpdating(t){}disconnectedCallback(){this._$EO?.forEach(t=>t.hostDisconnected?.())}attributeChangedCallback(t,n,r){this._$AK(t,r)}_$ET(t,n){let r=this.constructor.elementProperties.get(t),i=this.constructor._$Eu(t,r);if(i!==void 0&&r.reflect===!0){let s=(r.converter?.toAttribute!==void 0?r.converter:zo).toAttribute(n,r.type);this._$Em=t,s==null?this.removeAttribute(i):this.setAttribute(i,s),this._$Em=null}}_$AK(t,n){let r=this.constructor,i=r._$Eh.get(t);if(i!==void 0&&this._$Em!==i){let s=r.getPropertyOptions(i),o=typeof s.converter=="function"?{fromAttribute:s.converter}:s.converter?.fromAttribute!==void 0?s.converter:zo;this._$Em=i;let a=o.fromAttribute(n,s.type);this[i]=a??this._$Ej?.get(i)??a,this._$Em=null}}requestUpdate(t,n,r,i=!1,s){if(t!==void 0){let o=this.constructor;if(i===!1&&(s=this[t]),r??=o.getPropertyOptions(t),!((r.hasChanged??Ll)(s,n)||r.useDefault&&r.reflect&&s===this._$Ej?.get(t)&&!this.hasAttribute(o._$Eu(t,r))))return;this.C(t,n,r)}this.isUpdatePending===!1&&(this._$ES=this._$EP())}C(t,n,{useDefault:r,reflect:i,wrapped:s},o){r&&!(this._$Ej??=new Map).has(t)&&(this._$Ej.set(t,o??n??this[t]),s!==!0||o!==void 0)||(this._$AL.has(t)||(this.hasUpdated||r||(n=void 0),this._$AL.set(t,n)),i===!0&&this._$Em!==t&&(this._$Eq??=new Set).add(t))}async _$EP(){this.isUpdatePending=!0;try{await this._$ES}catch(n){Promise.reject(n)}let t=this.scheduleUpdate();return t!=null&&await t,!this.isUpdatePending}scheduleUpdate(){return this.performUpdate()}performUpdate(){if(!this.isUpdatePending)return;if(!this.hasUpdated){if(this.renderRoot??=this.createRenderRoot(),this._$Ep){for(let[i,s]of this._$Ep)this[i]=s;this._$Ep=void 0}let r=this.constructor.elementProperties;if(r.size>0)for(let[i,s]of r){let{wrapped:o}=s,a=this[i];o!==!0||this._$AL.has(i)||a===void 0||this.C(i,void 0,s,a)}}let t=!1,n=this._$AL;try{t=this.shouldUpdate(n),t?(this.willUpdate(n),this._$EO?.forEach(r=>r.hostUpdate?.()),this.update(n)):this._$EM()}catch(r){throw t=!1,this._$EM(),r}t&&this._$AE(n)}willUpdate(t){}_$AE(t){this._$EO?.forEach(n=>n.hostUpdated?.()),this.hasUpdated||(this.hasUpdated=!0,this.firstUpdated(t)),this.updated(t)}_$EM(){this._$AL=new Map,this.isUpdatePending=!1}get updateComplete(){return this.getUpdateComplete()}getUpdateComplete(){return this._$ES}shouldUpdate(t){return!0}update(t){this._$Eq&&=this._$Eq.forEach(n=>this._$ET(n,this[n])),this._$EM()}updated(t){}firstUpdated(t){}};Qn.elementStyles=[],Qn.shadowRootOptions={mode:"open"},Qn[Oo("elementProperties")]=new Map,Qn[Oo("finalized")]=new Map,uC?.({ReactiveElement:Qn}),(Il.reactiveElementVersions??=[]).push("2.1.2");var Kf=globalThis,Xb=e=>e,Ol=Kf.trustedTypes,Zb=Ol?Ol.createPolicy("lit-html",{createHTML:e=>e}):void 0,Gf="$lit$",er=`lit$${Math.random().toFixed(9).slice(2)}$`,jf="?"+er,cC=`<${jf}>`,oi=document,Fo=()=>oi.createComment(""),Vo=e=>e===null||typeof e!="object"&&typeof e!="function",Yf=Array.isArray,ry=e=>Yf(e)||typeof e?.[Symbol.iterator]=="function",Uf=`[ 	
\f\r]`,Bo=/<(?:(!--|\/[^a-zA-Z])|(\/?[a-zA-Z][^>\s]*)|(\/?$))/g,Jb=/-->/g,Qb=/>/g,ii=RegExp(`>|${Uf}(?:([^\\s"'>=/]+)(${Uf}*=${Uf}*(?:[^ 	
\f\r"'\`<>=]|("|')|))|$)`,"g"),ey=/'/g,ty=/"/g,iy=/^(?:script|style|textarea|title)$/i,Wf=e=>(t,...n)=>({_$litType$:e,strings:t,values:n}),g=Wf(1),X7=Wf(2),Z7=Wf(3),rn=Symbol.for("lit-noChange"),k=Symbol.for("lit-nothing"),ny=new WeakMap,si=oi.createTreeWalker(oi,129);function sy(e,t){if(!Yf(e)||!e.hasOwnProperty("raw"))throw Error("invalid template strings array");return Zb!==void 0?Zb.createHTML(t):t}var oy=(e,t)=>{let n=e.length-1,r=[],i,s=t===2?"<svg>":t===3?"<math>":"",o=Bo;for(let a=0;a<n;a++){let l=e[a],u,c,f=-1,d=0;for(;d<l.length&&(o.lastIndex=d,c=o.exec(l),c!==null);)d=o.lastIndex,o===Bo?c[1]==="!--"?o=Jb:c[1]!==void 0?o=Qb:c[2]!==void 0?(iy.test(c[2])&&(i=RegExp("</"+c[2],"g")),o=ii):c[3]!==void 0&&(o=ii):o===ii?c[0]===">"?(o=i??Bo,f=-1):c[1]===void 0?f=-2:(f=o.lastIndex-c[2].length,u=c[1],o=c[3]===void 0?ii:c[3]==='"'?ty:ey):o===ty||o===ey?o=ii:o===Jb||o===Qb?o=Bo:(o=ii,i=void 0);let h=o===ii&&e[a+1].startsWith("/>")?" ":"";s+=o===Bo?l+cC:f>=0?(r.push(u),l.slice(0,f)+Gf+l.slice(f)+er+h):l+er+(f===-2?a:h)}return[sy(e,s+(e[n]||"<?>")+(t===2?"</svg>":t===3?"</math>":"")),r]},Ho=class e{constructor({strings:t,_$litType$:n},r){let i;this.parts=[];let s=0,o=0,a=t.length-1,l=this.parts,[u,c]=oy(t,n);if(this.el=e.createElement(u,r),si.currentNode=this.el.content,n===2||n===3){let f=this.el.content.firstChild;f.replaceWith(...f.childNodes)}for(;(i=si.nextNode())!==null&&l.length<a;){if(i.nodeType===1){if(i.hasAttributes())for(let f of i.getAttributeNames())if(f.endsWith(Gf)){let d=c[o++],h=i.getAttribute(f).split(er),p=/([.?@])?(.*)/.exec(d);l.push({type:1,index:s,name:p[2],strings:h,ctor:p[1]==="."?Bl:p[1]==="?"?Fl:p[1]==="@"?Vl:li}),i.removeAttribute(f)}else f.startsWith(er)&&(l.push({type:6,index:s}),i.removeAttribute(f));if(iy.test(i.tagName)){let f=i.textContent.split(er),d=f.length-1;if(d>0){i.textContent=Ol?Ol.emptyScript:"";for(let h=0;h<d;h++)i.append(f[h],Fo()),si.nextNode(),l.push({type:2,index:++s});i.append(f[d],Fo())}}}else if(i.nodeType===8)if(i.data===jf)l.push({type:2,index:s});else{let f=-1;for(;(f=i.data.indexOf(er,f+1))!==-1;)l.push({type:7,index:s}),f+=er.length-1}s++}}static createElement(t,n){let r=oi.createElement("template");return r.innerHTML=t,r}};function ai(e,t,n=e,r){if(t===rn)return t;let i=r!==void 0?n._$Co?.[r]:n._$Cl,s=Vo(t)?void 0:t._$litDirective$;return i?.constructor!==s&&(i?._$AO?.(!1),s===void 0?i=void 0:(i=new s(e),i._$AT(e,n,r)),r!==void 0?(n._$Co??=[])[r]=i:n._$Cl=i),i!==void 0&&(t=ai(e,i._$AS(e,t.values),i,r)),t}var zl=class{constructor(t,n){this._$AV=[],this._$AN=void 0,this._$AD=t,this._$AM=n}get parentNode(){return this._$AM.parentNode}get _$AU(){return this._$AM._$AU}u(t){let{el:{content:n},parts:r}=this._$AD,i=(t?.creationScope??oi).importNode(n,!0);si.currentNode=i;let s=si.nextNode(),o=0,a=0,l=r[0];for(;l!==void 0;){if(o===l.index){let u;l.type===2?u=new as(s,s.nextSibling,this,t):l.type===1?u=new l.ctor(s,l.name,l.strings,this,t):l.type===6&&(u=new Hl(s,this,t)),this._$AV.push(u),l=r[++a]}o!==l?.index&&(s=si.nextNode(),o++)}return si.currentNode=oi,i}p(t){let n=0;for(let r of this._$AV)r!==void 0&&(r.strings!==void 0?(r._$AI(t,r,n),n+=r.strings.length-2):r._$AI(t[n])),n++}},as=class e{get _$AU(){return this._$AM?._$AU??this._$Cv}constructor(t,n,r,i){this.type=2,this._$AH=k,this._$AN=void 0,this._$AA=t,this._$AB=n,this._$AM=r,this.options=i,this._$Cv=i?.isConnected??!0}get parentNode(){let t=this._$AA.parentNode,n=this._$AM;return n!==void 0&&t?.nodeType===11&&(t=n.parentNode),t}get startNode(){return this._$AA}get endNode(){return this._$AB}_$AI(t,n=this){t=ai(this,t,n),Vo(t)?t===k||t==null||t===""?(this._$AH!==k&&this._$AR(),this._$AH=k):t!==this._$AH&&t!==rn&&this._(t):t._$litType$!==void 0?this.$(t):t.nodeType!==void 0?this.T(t):ry(t)?this.k(t):this._(t)}O(t){return this._$AA.parentNode.insertBefore(t,this._$AB)}T(t){this._$AH!==t&&(this._$AR(),this._$AH=this.O(t))}_(t){this._$AH!==k&&Vo(this._$AH)?this._$AA.nextSibling.data=t:this.T(oi.createTextNode(t)),this._$AH=t}$(t){let{values:n,_$litType$:r}=t,i=typeof r=="number"?this._$AC(t):(r.el===void 0&&(r.el=Ho.createElement(sy(r.h,r.h[0]),this.options)),r);if(this._$AH?._$AD===i)this._$AH.p(n);else{let s=new zl(i,this),o=s.u(this.options);s.p(n),this.T(o),this._$AH=s}}_$AC(t){let n=ny.get(t.strings);return n===void 0&&ny.set(t.strings,n=new Ho(t)),n}k(t){Yf(this._$AH)||(this._$AH=[],this._$AR());let n=this._$AH,r,i=0;for(let s of t)i===n.length?n.push(r=new e(this.O(Fo()),this.O(Fo()),this,this.options)):r=n[i],r._$AI(s),i++;i<n.length&&(this._$AR(r&&r._$AB.nextSibling,i),n.length=i)}_$AR(t=this._$AA.nextSibling,n){for(this._$AP?.(!1,!0,n);t!==this._$AB;){let r=Xb(t).nextSibling;Xb(t).remove(),t=r}}setConnected(t){this._$AM===void 0&&(this._$Cv=t,this._$AP?.(t))}},li=class{get tagName(){return this.element.tagName}get _$AU(){return this._$AM._$AU}constructor(t,n,r,i,s){this.type=1,this._$AH=k,this._$AN=void 0,this.element=t,this.name=n,this._$AM=i,this.options=s,r.length>2||r[0]!==""||r[1]!==""?(this._$AH=Array(r.length-1).fill(new String),this.strings=r):this._$AH=k}_$AI(t,n=this,r,i){let s=this.strings,o=!1;if(s===void 0)t=ai(this,t,n,0),o=!Vo(t)||t!==this._$AH&&t!==rn,o&&(this._$AH=t);else{let a=t,l,u;for(t=s[0],l=0;l<s.length-1;l++)u=ai(this,a[r+l],n,l),u===rn&&(u=this._$AH[l]),o||=!Vo(u)||u!==this._$AH[l],u===k?t=k:t!==k&&(t+=(u??"")+s[l+1]),this._$AH[l]=u}o&&!i&&this.j(t)}j(t){t===k?this.element.removeAttribute(this.name):this.element.setAttribute(this.name,t??"")}},Bl=class extends li{constructor(){super(...arguments),this.type=3}j(t){this.element[this.name]=t===k?void 0:t}},Fl=class extends li{constructor(){super(...arguments),this.type=4}j(t){this.element.toggleAttribute(this.name,!!t&&t!==k)}},Vl=class extends li{constructor(t,n,r,i,s){super(t,n,r,i,s),this.type=5}_$AI(t,n=this){if((t=ai(this,t,n,0)??k)===rn)return;let r=this._$AH,i=t===k&&r!==k||t.capture!==r.capture||t.once!==r.once||t.passive!==r.passive,s=t!==k&&(r===k||i);i&&this.element.removeEventListener(this.name,this,r),s&&this.element.addEventListener(this.name,this,t),this._$AH=t}handleEvent(t){typeof this._$AH=="function"?this._$AH.call(this.options?.host??this.element,t):this._$AH.handleEvent(t)}},Hl=class{constructor(t,n,r){this.element=t,this.type=6,this._$AN=void 0,this._$AM=n,this.options=r}get _$AU(){return this._$AM._$AU}_$AI(t){ai(this,t)}},ay={M:Gf,P:er,A:jf,C:1,L:oy,R:zl,D:ry,V:ai,I:as,H:li,N:Fl,U:Vl,B:Bl,F:Hl},fC=Kf.litHtmlPolyfillSupport;fC?.(Ho,as),(Kf.litHtmlVersions??=[]).push("3.3.3");var ly=(e,t,n)=>{let r=n?.renderBefore??t,i=r._$litPart$;if(i===void 0){let s=n?.renderBefore??null;r._$litPart$=i=new as(t.insertBefore(Fo(),s),s,void 0,n??{})}return i._$AI(e),i};var Xf=globalThis,W=class extends Qn{constructor(){super(...arguments),this.renderOptions={host:this},this._$Do=void 0}createRenderRoot(){let t=super.createRenderRoot();return this.renderOptions.renderBefore??=t.firstChild,t}update(t){let n=this.render();this.hasUpdated||(this.renderOptions.isConnected=this.isConnected),super.update(t),this._$Do=ly(n,this.renderRoot,this.renderOptions)}connectedCallback(){super.connectedCallback(),this._$Do?.setConnected(!0)}disconnectedCallback(){super.disconnectedCallback(),this._$Do?.setConnected(!1)}render(){return rn}};W._$litElement$=!0,W.finalized=!0,Xf.litElementHydrateSupport?.({LitElement:W});var dC=Xf.litElementPolyfillSupport;dC?.({LitElement:W});(Xf.litElementVersions??=[]).push("4.2.2");var uy=["label","count","count_a","count_b","value_a","value_b","gap","bound","p_value"],ql=["value_a","value_b","gap"],cy=["label","count","count_a","count_b","value_a","value_b","gap","lower","upper","p_value","bound","significant","insufficient"],gt=["negligible","small","medium","large"],qo=[.1,.3,.5],fy=["class","n","cramers_v","band","accuracy","worst_group","worst_group_accuracy","gap","lower","upper","p_value","significant"],ls=["worsened","improved","unchanged","undetermined"],dy=["key","value_a","value_b","bias_a","lower_a","upper_a","bias_b","lower_b","upper_b","change","lower","upper","p_value","verdict","rank_a","rank_b","movement","presence"];var tr=class extends Error{constructor(n,r,i){super(n);this.status=r;this.url=i;this.name="ApiError"}},hC="fairness:associations-response",pC="fairness:skew-response";function _n(e){let t=new URLSearchParams;for(let[n,r]of Object.entries(e))r!==null&&t.set(n,String(r));return t.toString()}function us(e,t=""){return t?`${e}/${t}`:e}function mC(e,t){return us(e)+"?"+_n({run:t.run,tag:t.tag,step:t.step,metric:t.metric,a:t.a,b:t.b,level:t.level??null,fdr:t.fdr??null,min_count:t.min_count??null,rank_by:t.rank_by??null})}function gC(e,t){return us(e)+"?"+_n({run:t.run,tag:t.tag,step:t.step,mev:t.mev,level:t.level??null,fdr:t.fdr??null})}function bC(e,t){return us(e,"class")+"?"+_n({run:t.run,tag:t.tag,step:t.step,class_name:t.class,mev:t.mev,k:t.k,limit:t.limit})}function hy(e,t){return us(e)+"?"+_n({run:t.run,tag:t.tag,step:t.step,metric:t.metric,grouping:t.grouping,min_count:t.min_count,fdr:t.fdr??null})}function yC(e,t){let n=t.a!==null&&t.b!==null;return us(e,"disparity")+"?"+_n({run:t.run,tag:t.tag,step:t.step,metric:t.metric,a:n?t.a:null,b:n?t.b:null,grouping:n?null:t.grouping,min_count:t.min_count,fdr:t.fdr??null})}function Zf(e,t){return us(e)+"?"+_n({run:t.run,tag:t.tag,step:t.step,by:t.by??null,fdr:t.fdr??null})}function by(e){return"diff?"+_n({...e.options,tag:e.tag,run:e.run,step:e.step,vs_run:e.vs_run,vs_step:e.vs_step})}function vC(e){return by(e)+"&format=csv"}function xC(e){let t=new URLSearchParams(_n({...e.options,tag:e.tag}));for(let n of e.runs)t.append("run",n);return"trend?"+t.toString()}function wC(e,t="csv"){return"table?"+_n({run:e.run,tag:e.tag,step:e.step,format:t,table:e.table,...e.options})}function B(e,t){throw new tr(`malformed response from ${e.split("?")[0]}: ${t}`,null,e)}function ae(e){return typeof e=="object"&&e!==null&&!Array.isArray(e)}function _C(e,t="view route"){ae(e)||B(t,"not an object");let n=e.rows;(typeof n!="number"||!Number.isInteger(n)||n<0)&&B(t,"`rows` is not a count"),(!ae(e.columns)||!ae(e.states))&&B(t,"no `columns` or `states`");let r=e.columns,i=e.states;for(let s of cy){let o=r[s];(!Array.isArray(o)||o.length!==n)&&B(t,`column \`${s}\` does not have ${n} rows`)}for(let s of ql){let o=i[s];(!Array.isArray(o)||o.length!==n)&&B(t,`states \`${s}\` does not have ${n} rows`)}return(!Array.isArray(e.identities)||!Array.isArray(e.metrics))&&B(t,"no `identities` or `metrics`"),e}function $C(e,t="view route"){ae(e)||B(t,"not an object");let n=e.rows;(typeof n!="number"||!Number.isInteger(n)||n<0)&&B(t,"`rows` is not a count"),ae(e.model)||B(t,"no `model`"),(!ae(e.columns)||!ae(e.states))&&B(t,"no `columns` or `states`");let r=e.columns;for(let s of fy){let o=r[s];(!Array.isArray(o)||o.length!==n)&&B(t,`column \`${s}\` does not have ${n} rows`)}let i=e.states.cramers_v;return(!Array.isArray(i)||i.length!==n)&&B(t,`states \`cramers_v\` does not have ${n} rows`),Array.isArray(e.groups)||B(t,"no `groups`"),ae(e.reasons)||B(t,"no `reasons`"),e}function SC(e,t="view route"){ae(e)||B(t,"not an object");let{groups:n,labels:r}=e;(!Array.isArray(n)||!Array.isArray(r))&&B(t,"no `groups` or `labels`");for(let i of["group_n","group_accuracy","other","counts"]){let s=e[i];(!Array.isArray(s)||s.length!==n.length)&&B(t,`\`${i}\` does not have one entry per group`)}for(let i of["correct","kept"]){let s=e[i];(!Array.isArray(s)||s.length!==r.length)&&B(t,`\`${i}\` does not have one entry per label`)}for(let i of e.counts)(!Array.isArray(i)||i.length!==r.length)&&B(t,"`counts` rows do not have one entry per label");return Array.isArray(e.mistakes)||B(t,"no `mistakes`"),e}function Ul(e,t,n,r,i){for(let s of n){let o=t[s];(!Array.isArray(o)||o.length!==r)&&B(e,`\`${s}\` does not have one row per class`);for(let a of o)(!Array.isArray(a)||a.length!==i)&&B(e,`\`${s}\` rows do not have one entry per group`)}}function kC(e,t="view route"){ae(e)||B(t,"not an object");let{classes:n,groups:r}=e;return(!Array.isArray(n)||!Array.isArray(r))&&B(t,"no `classes` or `groups`"),Ul(t,e,["value","lower","upper","n","state"],n.length,r.length),e.p_value!==void 0&&Ul(t,e,["p_value","significant"],n.length,r.length),(!Array.isArray(e.groupings)||!Array.isArray(e.macro))&&B(t,"no `groupings` or `macro`"),ae(e.reasons)||B(t,"no `reasons`"),e}function TC(e,t="view route"){ae(e)||B(t,"not an object");let{classes:n,groups:r,thresholds:i}=e;return(!Array.isArray(n)||!Array.isArray(r)||!Array.isArray(i))&&B(t,"no `classes`, `groups` or `thresholds`"),Ul(t,e,["mar","mar_lower","mar_upper","n","state","ar","ar_lower","ar_upper"],n.length,r.length),e.p_value!==void 0&&Ul(t,e,["p_value","significant"],n.length,r.length),Array.isArray(e.groupings)||B(t,"no `groupings`"),ae(e.reasons)||B(t,"no `reasons`"),e}function Kl(e,t,n,r,i){for(let s of n){let o=t[s];(!Array.isArray(o)||o.length!==r)&&B(e,`\`${s}\` does not have one entry per ${i}`)}}function CC(e,t="view route"){ae(e)||B(t,"not an object");let{groups:n,types:r,thresholds:i}=e;(!Array.isArray(n)||!Array.isArray(r)||!Array.isArray(i))&&B(t,"no `groups`, `types` or `thresholds`"),Kl(t,e,["group_counts","hits","hit_rate","lower","upper"],n.length,"group");for(let s of["hit_rate","lower","upper"])for(let o of e[s]){(!Array.isArray(o)||o.length!==r.length)&&B(t,`\`${s}\` rows do not have one entry per type`);for(let a of o)(!Array.isArray(a)||a.length!==i.length)&&B(t,`\`${s}\` does not have one entry per threshold`)}(!Array.isArray(e.labels)||!Array.isArray(e.harmful_types))&&B(t,"no `labels` or `harmful_types`");for(let s of e.labels)(!ae(s)||typeof s.label!="string"||!Array.isArray(s.rate)||!Array.isArray(s.gap))&&B(t,"a malformed `labels` entry"),(s.rate.length!==n.length||s.gap.length!==n.length)&&B(t,"`labels` rates do not have one entry per group");return e}function MC(e,t="view route"){ae(e)||B(t,"not an object");let{groups:n}=e;return Array.isArray(n)||B(t,"no `groups`"),Kl(t,e,["households","images","score","lower","upper","image_rate"],n.length,"group"),e.p_value!==void 0&&Kl(t,e,["p_value","significant"],n.length,"group"),Array.isArray(e.groupings)||B(t,"no `groupings`"),e}function RC(e,t="view route"){ae(e)||B(t,"not an object");let{groups:n,ks:r}=e;(!Array.isArray(n)||!Array.isArray(r))&&B(t,"no `groups` or `ks`");let i=e.p_value!==void 0;Kl(t,e,["queries","precision","lower","upper",...i?["p_value","significant"]:[]],n.length,"group");for(let s of["precision","lower","upper",...i?["p_value","significant"]:[]])for(let o of e[s])(!Array.isArray(o)||o.length!==r.length)&&B(t,`\`${s}\` rows do not have one entry per K`);return e}var AC=["class","n_a","n_b","value_a","value_b","gap","lower","upper","p_value","significant"];function EC(e,t="view route"){ae(e)||B(t,"not an object");let n=e.rows;(typeof n!="number"||!Number.isInteger(n)||n<0)&&B(t,"`rows` is not a count"),(!ae(e.columns)||!ae(e.states))&&B(t,"no `columns` or `states`");let r=e.columns;for(let s of AC){let o=r[s];(!Array.isArray(o)||o.length!==n)&&B(t,`column \`${s}\` does not have ${n} rows`)}let i=e.states.gap;return(!Array.isArray(i)||i.length!==n)&&B(t,`states \`gap\` does not have ${n} rows`),e}var py=new Set(ls),PC=["improved","worsened","unchanged","undetermined","only_in_a","only_in_b"];function DC(e){return typeof e=="number"&&Number.isInteger(e)&&e>=0}function my(e,t,n){t!==null&&(!ae(t)||typeof t.key!="string"||typeof t.change!="number")&&B(e,`\`summary.${n}\` is malformed`)}function NC(e,t="diff"){ae(e)||B(t,"not an object");let n=e.rows;(typeof n!="number"||!Number.isInteger(n)||n<0)&&B(t,"`rows` is not a count"),ae(e.columns)||B(t,"no `columns`");let r=e.columns;"delta"in r&&!("change"in r)&&B(t,"the old comparison (a signed `delta`, no bias or verdicts): the server is older than this page, restart TensorBoard");for(let s of dy){let o=r[s];(!Array.isArray(o)||o.length!==n)&&B(t,`column \`${s}\` does not have ${n} rows`)}for(let s of r.verdict)py.has(s)||B(t,`unknown verdict ${JSON.stringify(s)}`);(!ae(e.a)||!ae(e.b))&&B(t,"no `a` or `b`"),(typeof e.value!="string"||typeof e.bias!="string"||typeof e.key!="string")&&B(t,"no `value`, `bias` or `key`"),(typeof e.level!="number"||typeof e.fdr!="number")&&B(t,"no `level` or `fdr`");let i=e.summary;ae(i)||B(t,"no `summary`");for(let s of PC)DC(i[s])||B(t,`\`summary.${s}\` is not a count`);my(t,i.largest_regression,"largest_regression"),my(t,i.largest_improvement,"largest_improvement"),Array.isArray(e.headlines)||B(t,"no `headlines`");for(let s of e.headlines)(!ae(s)||typeof s.name!="string"||typeof s.title!="string"||typeof s.format!="string")&&B(t,"a malformed headline"),s.verdict!==null&&!py.has(s.verdict)&&B(t,`headline \`${s.name}\`: unknown verdict ${JSON.stringify(s.verdict)}`);return e}function IC(e,t="trend"){ae(e)||B(t,"not an object"),(!Array.isArray(e.names)||!Array.isArray(e.series))&&B(t,"no `names` or `series`");for(let n of e.series){(!ae(n)||typeof n.run!="string"||!Array.isArray(n.points))&&B(t,"a malformed `series` entry");for(let r of n.points)(!ae(r)||typeof r.step!="number"||!ae(r.values))&&B(t,"a malformed point")}return e}function LC(e,t){return(!ae(e)||!ae(e.runs))&&B(t,"no `runs`"),e}function OC(e,t){return(!ae(e)||!Array.isArray(e.steps))&&B(t,"no `steps`"),e}function Jf(e,t=()=>!0){return Array.isArray(e)&&e.every(n=>ae(n)&&typeof n.name=="string"&&t(n))}function zC(e,t="kinds"){(!ae(e)||!Array.isArray(e.kinds))&&B(t,"no `kinds`");for(let n of e.kinds)(!ae(n)||typeof n.name!="string")&&B(t,"a kind without a name"),Jf(n.options)||B(t,`kind \`${n.name}\`: malformed \`options\``),Jf(n.tables,r=>typeof r.title=="string"&&Array.isArray(r.columns))||B(t,`kind \`${n.name}\`: malformed \`tables\``),Jf(n.headlines,r=>typeof r.title=="string")||B(t,`kind \`${n.name}\`: malformed \`headlines\``),(!Array.isArray(n.views)||!n.views.every(r=>typeof r=="string"))&&B(t,`kind \`${n.name}\`: malformed \`views\``);return e}function gy(e,t="table"){let n=e.split(/\r?\n/,1)[0];return(n===""||/^\s*[[{<]/.test(n))&&B(t,"not a CSV table"),e}var Ot=class{constructor(t){this.fetchFn=t??((n,r)=>globalThis.fetch(n,r))}async get(t,n){let r;try{r=await this.fetchFn(t,{signal:n})}catch(i){throw n?.aborted?i:new tr(`cannot reach TensorBoard (${i instanceof Error?i.message:String(i)})`,null,t)}if(!r.ok){let i="";try{i=(await r.text()).trim()}catch{}throw new tr(i||`${r.status} ${r.statusText}`.trim(),r.status,t)}return r}async getJson(t,n,r){let i=await this.get(t,n);r&&typeof performance<"u"&&performance.mark&&performance.mark(r);try{return await i.json()}catch(s){throw n?.aborted?s:new tr(`malformed response from ${t.split("?")[0]}: not JSON`,i.status,t)}}async getText(t,n){let r=await this.get(t,n);try{return await r.text()}catch(i){throw n?.aborted?i:new tr(`malformed response from ${t.split("?")[0]}: unreadable`,r.status,t)}}async tags(t){let n="tags";return LC(await this.getJson(n,t),n)}async kinds(t){let n="kinds";return zC(await this.getJson(n,t),n)}async steps(t,n,r){let i="steps?"+_n({run:t,tag:n});return OC(await this.getJson(i,r),i)}async associations(t,n,r){let i=mC(t,n);return _C(await this.getJson(i,r,hC),i)}async skew(t,n,r){let i=gC(t,n);return $C(await this.getJson(i,r,pC),i)}async skewClass(t,n,r){let i=bC(t,n);return SC(await this.getJson(i,r),i)}async groups(t,n,r){let i=hy(t,n);return kC(await this.getJson(i,r),i)}async detection(t,n,r){let i=hy(t,n);return TC(await this.getJson(i,r),i)}async disparity(t,n,r){let i=yC(t,n);return EC(await this.getJson(i,r),i)}async harmful(t,n,r){let i=Zf(t,n);return CC(await this.getJson(i,r),i)}async geodiversity(t,n,r){let i=Zf(t,n);return MC(await this.getJson(i,r),i)}async retrieval(t,n,r){let i=Zf(t,n);return RC(await this.getJson(i,r),i)}async diff(t,n){let r=by(t);return NC(await this.getJson(r,n),r)}async diffCsv(t,n){let r=vC(t);return gy(await this.getText(r,n),r)}async trend(t,n){let r=xC(t);return IC(await this.getJson(r,n),r)}async tableCsv(t,n){let r=wC(t,"csv");return gy(await this.getText(r,n),r)}},$e=Symbol("stale"),Ce=class{constructor(){this.generation=0;this.controller=null}async run(t){this.controller?.abort();let n=new AbortController;this.controller=n;let r=++this.generation;try{let i=await t(n.signal);return r===this.generation?i:$e}catch(i){if(r!==this.generation||n.signal.aborted)return $e;throw i}finally{this.controller===n&&(this.controller=null)}}cancel(){this.generation++,this.controller?.abort(),this.controller=null}};function yy(e,t){return e===null||t===null?null:e.kinds.find(n=>n.name===t)??null}function vy(e){return e?e.options.map(t=>t.name):[]}function nr(e,t){return e?.options.find(n=>n.name===t)??null}function BC(e,t){return e?(t===null?e.tables[0]:e.tables.find(n=>n.name===t))??null:null}function xy(e,t){return e===null||nr(e,"table")!==null?t:null}function $n(e,t,n){let r=BC(e,t),i=r?`${r.name}: ${r.title}`:t??"default",s=n===null?"All rows":`All ${n} row${n===1?"":"s"}`,o=r?`; columns ${r.columns.join(",")}`:"";return`${s} as CSV (the export's table ${i}${o})`}function cs(e,t){let n=nr(e,t)?.default;return typeof n=="number"&&Number.isFinite(n)||typeof n=="string"?n:null}function Be(e,t){let n=cs(e,t);return typeof n=="number"?n:null}function Rr(e,t){let n=cs(e,t);return typeof n=="string"?n:null}function Ar(e,t){let n=nr(e,t);return n?.type==="choice"?[...n.choices??[]]:[]}function Pe(e,t,n){let r=nr(e,t);if(r===null||n===null||n===void 0)return!1;switch(r.type){case"str":return typeof n=="string";case"choice":return typeof n=="string"&&(r.choices??[]).includes(n);case"float":if(typeof n!="number"||!Number.isFinite(n))return!1;break;case"int":if(typeof n!="number"||!Number.isSafeInteger(n))return!1;break;default:return!1}return!(r.minimum!==null&&!(r.minimum_open?n>r.minimum:n>=r.minimum)||r.maximum!==null&&!(r.maximum_open?n<r.maximum:n<=r.maximum))}function sn(e,t,n){return Pe(e,t,n)?n:Be(e,t)}function fs(e,t,n){return n!==void 0&&Pe(e,t,n)?n:Rr(e,t)}function Gl(e){if(e===0)return"0";let t=Math.floor(Math.log10(Math.abs(e)));if(t<-4||t>=6){let[n,r]=e.toExponential(5).split("e");return`${n.includes(".")?n.replace(/\.?0+$/,""):n}e${r[0]}${r.slice(1).padStart(2,"0")}`}return String(Number(e.toPrecision(6)))}function ui(e,t){let n=nr(e,t);if(n===null)return"";if(n.type==="choice")return`one of ${(n.choices??[]).join(", ")}`;if(n.type!=="float"&&n.type!=="int")return"a string";if(n.minimum===null&&n.maximum===null)return"a number";let r=n.type==="int"?"a whole number":"a number";return n.minimum!==null&&n.maximum!==null?`${r} in ${n.minimum_open?"(":"["}${Gl(n.minimum)}, ${Gl(n.maximum)}${n.maximum_open?")":"]"}`:n.minimum!==null?`${r} ${n.minimum_open?">":">="} ${Gl(n.minimum)}`:`${r} ${n.maximum_open?"<":"<="} ${Gl(n.maximum)}`}var lt="fairness_";function Mt(e){let t=new Map;for(let[n,r]of e)n.startsWith(lt)&&t.set(n.slice(lt.length),r);return t}function Se(e){if(e===void 0||e.trim()==="")return null;let t=Number(e);return Number.isFinite(t)?t:null}function jl(e){let t=Se(e);return t!==null&&Number.isSafeInteger(t)&&t>=0?t:null}function Me(e,t,n){n!==null&&n!==""&&e.push([lt+t,String(n)])}function ut(e,t,n,r,i=t){n!==cs(r,i)&&Me(e,t,n)}function ds(e){if(e==="")return{regex:null,error:null};try{return{regex:new RegExp(e,"i"),error:null}}catch(t){return{regex:null,error:t instanceof Error?t.message:String(t)}}}function wy(e,t,n){if(n===null)return t;let r=new Int32Array(t.length),i=0;for(let s=0;s<t.length;s++){let o=t[s];n.lastIndex=0,n.test(e[o])&&(r[i++]=o)}return r.slice(0,i)}var ci={run:"run",tag:"tag",step:"step"},FC=new Set(Object.values(ci).map(e=>lt+e));function _y(e){let t=[];return Me(t,ci.run,e.run),Me(t,ci.tag,e.tag),Me(t,ci.step,e.step),t}function $y(e){let t=Mt(e),n=r=>{let i=t.get(r);return i===void 0||i===""?null:i};return{run:n(ci.run),tag:n(ci.tag),step:jl(t.get(ci.step))}}function Sy(e){let t=[];for(let[n,r]of e)n.startsWith(lt)&&!FC.has(n)&&t.push([n,r]);return t}function Qf(e,t){let n=[];for(let r of Object.keys(e).sort()){let i=Object.keys(e[r]).filter(s=>t.includes(e[r][s].kind)).sort();i.length&&n.push({run:r,tags:i})}return n}function ed(e,t){let n=new Set;for(let r of Object.values(e))for(let i of Object.values(r))t.includes(i.kind)||n.add(i.kind);return[...n].sort()}function Yl(e,t){if(t.length===0)return null;let n=e.run===null&&e.tag!==null?t.find(s=>s.tags.includes(e.tag)):void 0;if(n)return{ref:{...e,run:n.run},moved:!1};let r=t.find(s=>s.run===e.run)??t[0],i=e.tag!==null&&r.tags.includes(e.tag)?e.tag:r.tags[0];return r.run===e.run&&i===e.tag?{ref:e,moved:!1}:e.run===null&&e.tag===null?{ref:{...e,run:r.run,tag:i},moved:!1}:{ref:{run:r.run,tag:i,step:null},moved:!0}}function ky(e,t){return t.run===null||t.tag===null?null:e[t.run]?.[t.tag]?.kind??null}function Wl(e,t){return t===null?null:e.find(n=>n.kind===t)??null}function Ty(e){try{return decodeURIComponent(e)}catch{return e}}function Cy(e){let t=e.startsWith("#")?e.slice(1):e;return t===""?[]:t.split("&").map(n=>{let r=n.indexOf("=");return r<0?{raw:n,key:null,value:null}:{raw:n,key:Ty(n.slice(0,r)),value:Ty(n.slice(r+1))}})}function VC(e){let t=[];for(let n of Cy(e))n.key!==null&&n.value!==null&&t.push([n.key,n.value]);return t}function HC(e,t,n){let r=Cy(e).filter(o=>o.key===null||!o.key.startsWith(t)).map(o=>o.raw),i=n.map(([o,a])=>`${encodeURIComponent(o)}=${encodeURIComponent(a)}`),s=[...r,...i];return s.length?"#"+s.join("&"):""}function My(){try{let e=window.parent;if(e!==window)return e.location.hash,e}catch{}return window}function Ry(){return VC(My().location.hash)}function Ay(e,t){let n=My(),r=n.location.hash,i=HC(r,e,t);if(i===r||i===""&&r==="#")return;let s=new URL(n.location.href);s.hash=i,n.history.replaceState(n.history.state,"",s.href)}function td(e){return/[",\r\n]/.test(e)?'"'+e.replace(/"/g,'""')+'"':e}function Xl(e){return typeof e=="number"&&Number.isFinite(e)?String(e):""}function Rt(e){return(e.filter(n=>n!==null&&n!=="").map(n=>String(n).replace(/[^A-Za-z0-9._-]+/g,"_")).join("__")||"fairness")+".csv"}var qC=new Intl.NumberFormat("en-US",{maximumFractionDigits:0});function N(e){return typeof e=="number"&&Number.isFinite(e)?qC.format(e):""}function bt(e){if(e===0)return"0";let t=Math.abs(e),n;if(t>=1e-4&&t<1e6)n=String(Number(e.toPrecision(4)));else{let[r,i]=e.toExponential(3).split("e");n=`${String(Number(r))}e${Number(i)}`}return n.replace(/^-/,"\u2212").replace(/e-/,"e\u2212")}var UC={"+inf":"+\u221E","-inf":"\u2212\u221E",undefined:"undefined"},KC={"+inf":"Positive infinity: the metric diverges for this label (for example ln of a ratio with a zero denominator). Sorted above every finite value.","-inf":"Negative infinity: the metric diverges for this label (for example ln 0 when the identity and the label never co-occur). Sorted below every finite value.",undefined:"Undefined: the metric has no value for this label (for example 0/0, or nPMI when p = 1). Sorted last in both directions and left out of the gap histogram."};function Ey(e,t){if(typeof e=="number"&&Number.isFinite(e))return{text:bt(e),state:null,title:String(e)};let n=t==="+inf"||t==="-inf"?t:"undefined";return{text:UC[n],state:n,title:KC[n]}}function hs(e){if(!Number.isFinite(e))return"";let t=new Date(e*1e3),n=r=>String(r).padStart(2,"0");return`${t.getFullYear()}-${n(t.getMonth()+1)}-${n(t.getDate())} ${n(t.getHours())}:${n(t.getMinutes())}`}function Fe(e){return typeof e=="number"&&Number.isFinite(e)?`${(e*100).toFixed(1)}%`:""}function Zl(e){return typeof e!="number"||!Number.isFinite(e)?"":`${(e*100).toFixed(1).replace(/^-/,"\u2212")} pp`}function rr(e,t=3){return typeof e!="number"||!Number.isFinite(e)?"":e.toFixed(t).replace(/^-/,"\u2212")}function At(e){if(typeof e!="number"||!Number.isFinite(e))return"";if(e<1e-6)return"<1e\u22126";if(e<.001){let[t,n]=e.toExponential(1).split("e");return GC(`${Number(t)}e${Number(n)}`)}return String(Number(e.toPrecision(2)))}function GC(e){return e.replace(/^-/,"\u2212").replace(/e-/,"e\u2212")}var nd=100,Ql=[.9,.95,.99],jC=Object.freeze({a:null,b:null,sort:"gap",dir:"desc",search:"",gap:[null,null],count:[null,null],topK:nd,minCount:null,significantOnly:!1});function eu(e){let t=Oy(Rr(e,"rank_by")??void 0,e);return{...jC,gap:[null,null],count:[null,null],metric:Rr(e,"metric"),rankBy:t,sort:Uo(t),level:Be(e,"level"),fdr:Be(e,"fdr")}}function rd(e){return e==="label"||e==="p_value"?"asc":"desc"}function Uo(e){return e==="bound"?"bound":"gap"}var de={metric:"metric",a:"a",b:"b",sort:"sort",dir:"dir",search:"q",gapMin:"gap_min",gapMax:"gap_max",countMin:"count_min",countMax:"count_max",topK:"k",rankBy:"rank_by",level:"level",fdr:"fdr",minCount:"min_count",significantOnly:"significant"};function id(e,t){let n=[],r=(i,s)=>Me(n,i,s);return ut(n,de.metric,e.metric,t),r(de.a,e.a),r(de.b,e.b),ut(n,de.rankBy,e.rankBy,t),ut(n,de.level,e.level,t),ut(n,de.fdr,e.fdr,t),e.minCount!==null&&r(de.minCount,e.minCount),e.significantOnly&&r(de.significantOnly,1),(e.sort!==Uo(e.rankBy)||e.dir!=="desc")&&(r(de.sort,e.sort),r(de.dir,e.dir)),r(de.search,e.search),r(de.gapMin,e.gap[0]),r(de.gapMax,e.gap[1]),r(de.countMin,e.count[0]),r(de.countMax,e.count[1]),e.topK!==nd&&r(de.topK,e.topK),n}var YC="gap";function Oy(e,t){let n=e===YC?"signed":e;return Pe(t,"rank_by",n)?n:null}function WC(e){let t=Se(e);return t!==null&&Number.isSafeInteger(t)&&t>=1?t:nd}function zy(e,t){let n=Mt(e),r=a=>{let l=n.get(a);return l===void 0||l===""?null:l},i=eu(t);i.metric=fs(t,"metric",r(de.metric)),i.a=r(de.a),i.b=r(de.b),i.rankBy=Oy(n.get(de.rankBy),t)??i.rankBy,i.sort=Uo(i.rankBy),i.level=sn(t,"level",Se(n.get(de.level))),i.fdr=sn(t,"fdr",Se(n.get(de.fdr)));let s=Se(n.get(de.minCount));Pe(t,"min_count",s)&&(i.minCount=s),i.significantOnly=n.get(de.significantOnly)==="1";let o=n.get(de.sort);if(o!==void 0&&uy.includes(o)){i.sort=o;let a=n.get(de.dir);i.dir=a==="asc"||a==="desc"?a:rd(i.sort)}return i.search=n.get(de.search)??"",i.gap=[Se(n.get(de.gapMin)),Se(n.get(de.gapMax))],i.count=[Se(n.get(de.countMin)),Se(n.get(de.countMax))],i.topK=WC(n.get(de.topK)),i}function XC(e){return ql.includes(e)}function ps(e,t,n){let r=e.columns[t][n];if(typeof r=="number"&&Number.isFinite(r))return r;let i=XC(t)?e.states[t]?.[n]:null;return i==="+inf"?1/0:i==="-inf"?-1/0:NaN}function ZC(e,t){let n=new Float64Array(e.rows);for(let r=0;r<e.rows;r++)n[r]=ps(e,t,r);return n}function By(e,t,n){let r=new Int32Array(e.rows);for(let o=0;o<r.length;o++)r[o]=o;let i=n==="asc"?1:-1;if(t==="label"){let o=e.columns.label;return r.sort((a,l)=>{let u=o[a],c=o[l];return u<c?-i:u>c?i:a-l}),r}let s=ZC(e,t);return r.sort((o,a)=>{let l=s[o],u=s[a],c=Number.isNaN(l),f=Number.isNaN(u);return c||f?c&&f?o-a:c?1:-1:l<u?-i:l>u?i:o-a}),r}function Py(e,[t,n]){return t===null&&n===null?!0:Number.isNaN(e)?!1:(t===null||e>=t)&&(n===null||e<=n)}function Dy([e,t]){return e!==null||t!==null}function Fy(e,t,n){let{search:r,gap:i,count:s}=n,o=n.significantOnly===!0;if(r===null&&!Dy(i)&&!Dy(s)&&!o)return t;let a=e.columns.label,l=e.columns.significant,u=new Int32Array(t.length),c=0;for(let f=0;f<t.length;f++){let d=t[f];r!==null&&(r.lastIndex=0,!r.test(a[d]))||Py(ps(e,"gap",d),i)&&Py(ps(e,"count",d),s)&&(o&&l[d]!==!0||(u[c++]=d))}return u.slice(0,c)}function Vy(e){return Math.min(40,Math.max(5,Math.ceil(Math.sqrt(e))))}function JC(e,t){if(e.length===0)return[];let n=1/0,r=-1/0;for(let o of e)o<n&&(n=o),o>r&&(r=o);if(n===r)return[{x0:n-.5,x1:r+.5,count:e.length}];let i=(r-n)/t,s=[];for(let o=0;o<t;o++)s.push({x0:n+o*i,x1:o===t-1?r:n+(o+1)*i,count:0});for(let o of e){let a=Math.min(t-1,Math.max(0,Math.floor((o-n)/i)));s[a].count++}return s}function Hy(e,t,n){let r=[],i={posInf:0,negInf:0,undefined:0};for(let s of t){let o=ps(e,"gap",s);Number.isFinite(o)?r.push(o):o===1/0?i.posInf++:o===-1/0?i.negInf++:i.undefined++}return{bins:JC(r,n??Vy(r.length)),finite:r.length,nonFinite:i}}function Ny(e){let t=e.length;return t===0?null:t%2?e[(t-1)/2]:(e[t/2-1]+e[t/2])/2}function qy(e,t,n,r){let i=Math.min(Math.max(0,Math.floor(n)),t.length),s=new Float64Array(t.length),o=1/0,a=-1/0;for(let d=0;d<t.length;d++){let h=ps(e,"count",t[d]),p=h>0&&Number.isFinite(h)?Math.log10(h):NaN;s[d]=p,p<o&&(o=p),p>a&&(a=p)}let l=[],u=[],c=0;for(let d=0;d<t.length;d++){if(Number.isNaN(s[d])){d<i&&c++;continue}let h=ps(e,"count",t[d]);u.push(h),d<i&&l.push(h)}let f=[];if(u.length){let d=o===a?1:r??Math.min(30,Vy(u.length)),[h,p]=o===a?[o-.5,a+.5]:[o,a],m=(p-h)/d;for(let b=0;b<d;b++)f.push({x0:10**(h+b*m),x1:10**(b===d-1?p:h+(b+1)*m),top:0,all:0});for(let b=0;b<t.length;b++){let y=s[b];if(Number.isNaN(y))continue;let v=Math.min(d-1,Math.max(0,Math.floor((y-h)/m)));f[v].all++,b<i&&f[v].top++}}return l.sort((d,h)=>d-h),u.sort((d,h)=>d-h),{bins:f,k:i,topShown:l.length,allShown:u.length,zero:c,topMedian:Ny(l),allMedian:Ny(u)}}function Sn(e){return`${Number((e*100).toPrecision(4))}%`}function Iy(e){return e.replace(/^-/,"\u2212").replace(/e-/,"e\u2212")}function Jl(e){if(e===0)return"0";let t=Math.abs(e);if(t>=.001&&t<1e5)return Iy(String(Number(e.toPrecision(3))));let[n,r]=e.toExponential(2).split("e");return Iy(`${Number(n)}e${Number(r)}`)}function QC(e,t){return`[${Jl(e)}, ${Jl(t)}]`}function sd(e){return`Insufficient: label seen fewer than ${e} times (or an identity is)`}function Uy(e,t,n){let r=e.columns,i=r.lower[t],s=r.upper[t],o=typeof i=="number"&&typeof s=="number"&&Number.isFinite(i)&&Number.isFinite(s),a=e.states.gap[t],l=typeof r.gap[t]=="number"&&Number.isFinite(r.gap[t]),u=v=>typeof v=="number"&&Number.isFinite(v),c=a==="+inf"&&u(i)?`[${Jl(i)}, +\u221E)`:a==="-inf"&&u(s)?`(\u2212\u221E, ${Jl(s)}]`:null,f=null;o||(c!==null?f="The gap is infinite (a count of zero): its interval is open on that side":a==="+inf"||a==="-inf"?f="Undefined: the gap is infinite, so it has no interval":l?f="Undefined: no variance (the standard error of the gap is zero or undefined)":f="Undefined: the gap itself is undefined");let d=r.insufficient[t]===!0,h=r.p_value[t],p=typeof h=="number"&&Number.isFinite(h),m,b;p?(m=At(h),b=`p = ${h} (two-sided, for gap = 0)`):d?(m="\u2014",b=sd(n)):f!==null?(m="undefined",b=f):(m="\u2014",b="No p-value");let y=r.bound[t];return{interval:o?[i,s]:null,intervalText:o?QC(i,s):c??"undefined",intervalReason:f,p:p?h:null,pText:m,pTitle:b,bound:typeof y=="number"&&Number.isFinite(y)?y:null,significant:r.significant[t]===!0,insufficient:d}}function Ly(e,t){let n=Math.min(e.length-1,Math.max(0,Math.round(t*(e.length-1))));return e[n]}function Ky(e){let t=u=>{let c=[],f=[],{lower:d,upper:h,insufficient:p}=e.columns;for(let m=0;m<e.rows;m++){if(u&&p[m]===!0)continue;let b=d[m],y=h[m];typeof b=="number"&&typeof y=="number"&&Number.isFinite(b)&&Number.isFinite(y)&&(c.push(b),f.push(y))}return[c,f]},[n,r]=t(!0);if(n.length===0&&([n,r]=t(!1)),n.length===0)return[-1,1];let i=Float64Array.from(n).sort(),s=Float64Array.from(r).sort(),o=n.length>=50?.025:0,a=Math.min(0,Ly(i,o)),l=Math.max(0,Ly(s,1-o));return a===l&&(a-=1,l+=1),[a,l]}function Gy(e){let t=0;for(let r of e.columns.p_value)typeof r=="number"&&Number.isFinite(r)&&t++;let n=r=>`${r} row${r===1?"":"s"}`;return{interval:`Whiskers: the gap's ${Sn(e.level)} interval (delta method / Newcombe, see the docs)`,significance:`\u2605 significant after Benjamini-Hochberg at FDR ${Sn(e.fdr)} (${e.significant} of ${n(t)} with a p-value)`,insufficient:`grey: insufficient (${n(e.insufficient)}: the label or an identity seen fewer than ${e.min_count} times; no p-value)`,overlap:e.overlap_known?null:"This report was written before version 2: intervals assume the identities never overlap"}}function jy(e){let t={metric:e.metric,a:e.a};return e.b!==null&&(t.b=e.b),t.rank_by=e.rank_by,t.min_count=String(e.min_count),t.level=String(e.level),t.fdr=String(e.fdr),t}var fi="#f57c00",ms=340,eM="#303030",Yy=K`
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
    --accent: ${Lo(fi)};
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
    --bg: ${Lo(eM)};
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
`,ee=K`
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
`,Wy=K`
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
`,Ko=K`
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
`,di=K`
  :host {
    display: flex;
    flex-direction: column;
    flex: 1;
    min-height: 0;
    gap: 10px;
  }
`,od=K`
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
`,hi=K`
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
`,zt=K`
  .stale {
    opacity: 0.55;
    transition: opacity 0.15s 0.2s;
  }
`,gs=K`
  ${di}
  ${od}
  ${hi}
  .main {
    display: flex;
    gap: 16px;
    align-items: flex-start;
  }
`,rt=K`
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
`,st=K`
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
`,pi={negligible:"#cfd8dc",small:"#ffcc80",medium:fi,large:"#b71c1c"};var Er={report:{attribute:!1},info:{attribute:!1},declaration:{attribute:!1},params:{attribute:!1}};function Xy(e,t){e.dispatchEvent(new CustomEvent("view-status",{detail:t,bubbles:!0,composed:!0}))}function et(e,t){e.dispatchEvent(new CustomEvent("view-params",{detail:t,bubbles:!0,composed:!0}))}function Pr(e,t){e.dispatchEvent(new CustomEvent("report-change",{detail:t,bubbles:!0,composed:!0}))}function on(e){return e instanceof Error?e.message:String(e)}function bs(e,t,n="text/csv;charset=utf-8"){let r=URL.createObjectURL(new Blob([e],{type:n})),i=document.createElement("a");i.href=r,i.download=t,i.rel="noopener",i.click(),setTimeout(()=>URL.revokeObjectURL(r),1e4)}var tu={api:{attribute:!1},tag:{attribute:!1},kind:{attribute:!1},kindTitle:{attribute:!1},declaration:{attribute:!1},runs:{attribute:!1},run:{attribute:!1},step:{attribute:!1},options:{attribute:!1},params:{attribute:!1}},yt=class{constructor(t,n){this.host=t;this.requests=n;this.status="loading";this.error=null;t.addController(this)}get loading(){return this.status==="loading"}hostDisconnected(){for(let t of this.requests)t.cancel()}start(){this.set("loading")}ready(){this.error=null,this.set("ready")}fail(t){this.error=on(t),this.set("error")}async run(t,n,r){this.start();try{return await t.run(n)}catch(i){return r(),this.fail(i),$e}}set(t){this.status=t,Xy(this.host,t),this.host.requestUpdate()}renderError(t,n){return this.status!=="error"?k:g`<div class="message error" role="alert">
      <h2>${t}</h2>
      <div class="text">${this.error}</div>
      ${n.map(r=>g`<button class="primary link" name=${r.name??k} @click=${r.run}>${r.label}</button>`)}
    </div>`}renderContent(t,n,r){return t!==null?n(t):this.loading?g`<div class="loading">${r}</div>`:k}renderCsvButton(t,n,r,i,s="Download CSV"){return g`<button
      class="primary"
      name=${t}
      ?disabled=${!n||this.loading}
      title=${i??k}
      @click=${r}
    >
      ${s}
    </button>`}},kn=class{constructor(t,n,r){this.host=t;this.api=n;this.declaration=r;this.pending=null;this.error=null;this.request=new Ce;t.addController(this)}hostDisconnected(){this.request.cancel()}async download(t,n,r){n.table!==null&&(n={...n,table:xy(this.declaration(),n.table)}),this.pending=t,this.error=null,this.host.requestUpdate();let i;try{i=await this.request.run(s=>this.api().tableCsv(n,s))}catch(s){this.error=on(s),this.pending=null,this.host.requestUpdate();return}i!==$e&&(this.pending=null,this.host.requestUpdate(),bs(i,r))}renderError(){return this.error===null?k:g`<div class="download-error message error" role="alert" title=${this.error}>Could not download the CSV: ${this.error}</div>`}};function ys(e,t,n,r){return g`<span class="shown">showing <b>${N(e)}</b> of ${N(t)}${` ${n}`}${r?g` ${r}`:k}</span>`}function Dr(e,t){return!e||e.run!==t.run||e.tag!==t.tag||e.step!==t.step}function Nr(e,t,n){return n.step===null&&e!=null&&t!==null&&e.max_step!==t.max_step}function tM(e){return e.trim()===""?null:Number(e)}function mi(e,t,n){let r=tM(n);return Pe(e,t,r)?r:null}function Tn(e,t){let n=ui(e,t);return n?`Not ${n}: ignored`:`Not a value of ${t} the server declares: ignored`}function Bt(e,t){let n=nr(e,t);return{min:n?.minimum==null?void 0:String(n.minimum),max:n?.maximum==null?void 0:String(n.maximum)}}function ad(e){return g`<label class="field">
    <span class="name">${e.label}</span>
    <input
      type="number"
      name=${e.name}
      min=${e.min??k}
      max=${e.max??k}
      step=${e.step}
      inputmode=${e.decimal?"decimal":k}
      class=${e.invalid?"invalid":""}
      aria-invalid=${e.invalid?"true":"false"}
      title=${e.title}
      .value=${e.text}
      @input=${t=>e.onInput(t.target.value)}
    />
  </label>`}function nu(e,t,n,r){let i=mi(e,"fdr",t)===null;return ad({label:"FDR q",name:"fdr",text:t,invalid:i,title:i?Tn(e,"fdr"):`${n} (${ui(e,"fdr")})`,...Bt(e,"fdr"),step:"0.01",decimal:!0,onInput:r})}var Zy="",nM={signed:"signed gap",bound:"conservative bound"},Jy={fdr:"fdr",minCount:"min_count"};function vs(e){let t=e.trim();if(t==="")return null;let n=Number(t);return Number.isFinite(n)?n:NaN}var Go=class extends W{constructor(){super(),this.metrics=[],this.identities=[],this.reportMinCount=null,this.declaration=null,this.searchError=null,this.canDownload=!1,this.downloadTitle="Every row as CSV",this.fieldText={gapMin:"",gapMax:"",countMin:"",countMax:""},this.statText={fdr:"",minCount:""}}willUpdate(t){if((t.has("selection")||t.has("reportMinCount"))&&this.selection){let n={gapMin:this.selection.gap[0],gapMax:this.selection.gap[1],countMin:this.selection.count[0],countMax:this.selection.count[1]},r=null;for(let o of Object.keys(n)){let a=vs(this.fieldText[o]);a===n[o]||Number.isNaN(a)&&n[o]===null||(r??={...this.fieldText},r[o]=n[o]===null?"":String(n[o]))}r&&(this.fieldText=r);let i={fdr:this.selection.fdr,minCount:this.selection.minCount??this.reportMinCount},s=null;for(let o of Object.keys(i)){let a=i[o];a!==null&&vs(this.statText[o])!==a&&(s??={...this.statText},s[o]=String(a))}s&&(this.statText=s)}}statValid(t,n){return Pe(this.declaration,Jy[t],n)}onStatInput(t,n){this.statText={...this.statText,[t]:n.target.value}}commitStat(t){let n=vs(this.statText[t]);this.statValid(t,n)&&n!==this.selection[t]&&this.emit({[t]:n})}statInput(t,n,r){let i=this.statText[t],s=Jy[t],o=!this.statValid(t,vs(i)),{min:a,max:l}=Bt(this.declaration,s);return g`<input
      type="number"
      class="stat ${o?"invalid":""}"
      name=${s}
      aria-label=${n}
      aria-invalid=${o?"true":"false"}
      title=${o?`${r} ${Tn(this.declaration,s)}.`:r}
      min=${a??k}
      max=${l??k}
      step=${t==="fdr"?"0.01":"1"}
      .value=${i}
      @input=${u=>this.onStatInput(t,u)}
      @change=${()=>this.commitStat(t)}
      @keydown=${u=>{u.key==="Enter"&&this.commitStat(t)}}
    />`}emit(t){this.dispatchEvent(new CustomEvent("selection-change",{detail:t,bubbles:!0,composed:!0}))}onRange(t,n){let r=n.target.value;this.fieldText={...this.fieldText,[t]:r};let i=vs(r),s=i===null||Number.isNaN(i)?null:i,o=this.selection,a=[...o.gap],l=[...o.count];t==="gapMin"&&(a[0]=s),t==="gapMax"&&(a[1]=s),t==="countMin"&&(l[0]=s),t==="countMax"&&(l[1]=s),this.emit(t.startsWith("gap")?{gap:a}:{count:l})}rangeInput(t,n,r){let i=this.fieldText[t],s=Number.isNaN(vs(i));return g`<input
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
    />`}render(){let t=this.selection;if(!t)return k;let n=this.metrics.length?this.metrics:[{name:t.metric,title:t.metric,range:null}],r=this.identities,i=r.filter(s=>s.name!==t.a);return g`
      <div class="group" role="group" aria-label="Report and comparison">
        <slot name="report"></slot>
        <label class="field">
          <span class="name">Metric</span>
          <select
            name="metric"
            @change=${s=>this.emit({metric:s.target.value})}
          >
            ${n.map(s=>g`<option .value=${s.name} .selected=${s.name===t.metric} title=${s.title}>
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
            ${r.length===0&&t.a!==null?g`<option .selected=${!0} .value=${t.a}>${t.a}</option>`:k}
            ${r.map(s=>g`<option .value=${s.name} .selected=${s.name===t.a}>${s.name} (${N(s.count)})</option>`)}
          </select>
        </label>
        <label class="field">
          <span class="name">Identity B</span>
          <select
            name="b"
            @change=${s=>{let o=s.target.value;this.emit({b:o===Zy?null:o})}}
          >
            <option .value=${Zy} .selected=${t.b===null}>rest (one-vs-rest)</option>
            ${i.map(s=>g`<option .value=${s.name} .selected=${s.name===t.b}>${s.name} (${N(s.count)})</option>`)}
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
          ${this.rangeInput("countMin","min","minimum count")} –
          ${this.rangeInput("countMax","max","maximum count")}
        </div>
      </div>
      </div>
      <div class="group" role="group" aria-label="Statistics">
        <label class="field" title="signed gap: the largest gaps first. bound: the end of the interval nearest zero (0 when it holds 0), so gaps that are large and certain come first">
          <span class="name">Rank by</span>
          <select
            name="rank_by"
            @change=${s=>this.emit({rankBy:s.target.value})}
          >
            ${Ar(this.declaration,"rank_by").map(s=>g`<option .value=${s} .selected=${t.rankBy===s}>${nM[s]??s}</option>`)}
          </select>
        </label>
        <label class="field" title="Confidence level of the intervals (the whiskers)">
          <span class="name">Level</span>
          <select name="level" @change=${s=>this.emit({level:Number(s.target.value)})}>
            ${(t.level===null||Ql.includes(t.level)?Ql:[...Ql,t.level].sort((s,o)=>s-o)).map(s=>g`<option .value=${String(s)} .selected=${s===t.level}>${Sn(s)}</option>`)}
          </select>
        </label>
        <label class="field">
          <span class="name">FDR q</span>
          ${this.statInput("fdr","false discovery rate q",`False discovery rate of the \u2605 marks (Benjamini-Hochberg): ${ui(this.declaration,"fdr")}.`)}
        </label>
        <label class="field">
          <span class="name">Min count</span>
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
      ${this.searchError?g`<div class="search-error" role="alert" title=${this.searchError}>
            Invalid regex, search ignored: ${this.searchError}
          </div>`:k}
    `}};Go.properties={selection:{attribute:!1},metrics:{attribute:!1},identities:{attribute:!1},reportMinCount:{attribute:!1},declaration:{attribute:!1},searchError:{attribute:!1},canDownload:{attribute:!1},downloadTitle:{attribute:!1},fieldText:{state:!0},statText:{state:!0}},Go.styles=[ee,rt,K`
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
    `];customElements.define("fairness-controls",Go);function xs(e,t,n,r){var i=arguments.length,s=i<3?t:r===null?r=Object.getOwnPropertyDescriptor(t,n):r,o;if(typeof Reflect=="object"&&typeof Reflect.decorate=="function")s=Reflect.decorate(e,t,n,r);else for(var a=e.length-1;a>=0;a--)(o=e[a])&&(s=(i<3?o(s):i>3?o(t,n,s):o(t,n))||s);return i>3&&s&&Object.defineProperty(t,n,s),s}var rM={attribute:!0,type:String,converter:zo,reflect:!1,hasChanged:Ll},iM=(e=rM,t,n)=>{let{kind:r,metadata:i}=n,s=globalThis.litPropertyMetadata.get(i);if(s===void 0&&globalThis.litPropertyMetadata.set(i,s=new Map),r==="setter"&&((e=Object.create(e)).wrapped=!0),s.set(n.name,e),r==="accessor"){let{name:o}=n;return{set(a){let l=t.get.call(this);t.set.call(this,a),this.requestUpdate(o,l,e,!0,a)},init(a){return a!==void 0&&this.C(o,void 0,e,a),a}}}if(r==="setter"){let{name:o}=n;return function(a){let l=this[o];t.call(this,a),this.requestUpdate(o,l,e,!0,a)}}throw Error("Unsupported decorator location: "+r)};function ws(e){return(t,n)=>typeof n=="object"?iM(e,t,n):((r,i,s)=>{let o=i.hasOwnProperty(s);return i.constructor.createProperty(s,r),o?Object.getOwnPropertyDescriptor(i,s):void 0})(e,t,n)}var $s={ATTRIBUTE:1,CHILD:2,PROPERTY:3,BOOLEAN_ATTRIBUTE:4,EVENT:5,ELEMENT:6},jo=e=>(...t)=>({_$litDirective$:e,values:t}),_s=class{constructor(t){}get _$AU(){return this._$AM._$AU}_$AT(t,n,r){this._$Ct=t,this._$AM=n,this._$Ci=r}_$AS(t,n){return this.update(t,n)}update(t,n){return this.render(...n)}};var{I:sM}=ay,Qy=e=>e;var t0=e=>e.strings===void 0,e0=()=>document.createComment(""),Ss=(e,t,n)=>{let r=e._$AA.parentNode,i=t===void 0?e._$AB:t._$AA;if(n===void 0){let s=r.insertBefore(e0(),i),o=r.insertBefore(e0(),i);n=new sM(s,o,e,e.options)}else{let s=n._$AB.nextSibling,o=n._$AM,a=o!==e;if(a){let l;n._$AQ?.(e),n._$AM=e,n._$AP!==void 0&&(l=e._$AU)!==o._$AU&&n._$AP(l)}if(s!==i||a){let l=n._$AA;for(;l!==s;){let u=Qy(l).nextSibling;Qy(r).insertBefore(l,i),l=u}}}return n},Ir=(e,t,n=e)=>(e._$AI(t,n),e),oM={},n0=(e,t=oM)=>e._$AH=t,r0=e=>e._$AH,ru=e=>{e._$AR(),e._$AA.remove()};var Yo=(e,t)=>{let n=e._$AN;if(n===void 0)return!1;for(let r of n)r._$AO?.(t,!1),Yo(r,t);return!0},iu=e=>{let t,n;do{if((t=e._$AM)===void 0)break;n=t._$AN,n.delete(e),e=t}while(n?.size===0)},i0=e=>{for(let t;t=e._$AM;e=t){let n=t._$AN;if(n===void 0)t._$AN=n=new Set;else if(n.has(e))break;n.add(e),uM(t)}};function aM(e){this._$AN!==void 0?(iu(this),this._$AM=e,i0(this)):this._$AM=e}function lM(e,t=!1,n=0){let r=this._$AH,i=this._$AN;if(i!==void 0&&i.size!==0)if(t)if(Array.isArray(r))for(let s=n;s<r.length;s++)Yo(r[s],!1),iu(r[s]);else r!=null&&(Yo(r,!1),iu(r));else Yo(this,e)}var uM=e=>{e.type==$s.CHILD&&(e._$AP??=lM,e._$AQ??=aM)},su=class extends _s{constructor(){super(...arguments),this._$AN=void 0}_$AT(t,n,r){super._$AT(t,n,r),i0(this),this.isConnected=t._$AU}_$AO(t,n=!0){t!==this.isConnected&&(this.isConnected=t,t?this.reconnected?.():this.disconnected?.()),n&&(Yo(this,t),iu(this))}setValue(t){if(t0(this._$Ct))this._$Ct._$AI(t,this);else{let n=[...this._$Ct._$AH];n[this._$Ci]=t,this._$Ct._$AI(n,this,0)}}disconnected(){}reconnected(){}};var s0=(e,t,n)=>{let r=new Map;for(let i=t;i<=n;i++)r.set(e[i],i);return r},o0=jo(class extends _s{constructor(e){if(super(e),e.type!==$s.CHILD)throw Error("repeat() can only be used in text expressions")}dt(e,t,n){let r;n===void 0?n=t:t!==void 0&&(r=t);let i=[],s=[],o=0;for(let a of e)i[o]=r?r(a,o):o,s[o]=n(a,o),o++;return{values:s,keys:i}}render(e,t,n){return this.dt(e,t,n).values}update(e,[t,n,r]){let i=r0(e),{values:s,keys:o}=this.dt(t,n,r);if(!Array.isArray(i))return this.ut=o,s;let a=this.ut??=[],l=[],u,c,f=0,d=i.length-1,h=0,p=s.length-1;for(;f<=d&&h<=p;)if(i[f]===null)f++;else if(i[d]===null)d--;else if(a[f]===o[h])l[h]=Ir(i[f],s[h]),f++,h++;else if(a[d]===o[p])l[p]=Ir(i[d],s[p]),d--,p--;else if(a[f]===o[p])l[p]=Ir(i[f],s[p]),Ss(e,l[p+1],i[f]),f++,p--;else if(a[d]===o[h])l[h]=Ir(i[d],s[h]),Ss(e,i[f],i[d]),d--,h++;else if(u===void 0&&(u=s0(o,h,p),c=s0(a,f,d)),u.has(a[f]))if(u.has(a[d])){let m=c.get(o[h]),b=m!==void 0?i[m]:null;if(b===null){let y=Ss(e,i[f]);Ir(y,s[h]),l[h]=y}else l[h]=Ir(b,s[h]),Ss(e,i[f],b),i[m]=null;h++}else ru(i[d]),d--;else ru(i[f]),f++;for(;h<=p;){let m=Ss(e,l[p+1]);Ir(m,s[h]),l[h++]=m}for(;f<=d;){let m=i[f++];m!==null&&ru(m)}return this.ut=o,n0(e,l),rn}});var ks=class e extends Event{constructor(t){super(e.eventName,{bubbles:!1}),this.first=t.first,this.last=t.last}};ks.eventName="rangeChanged";var Ts=class e extends Event{constructor(t){super(e.eventName,{bubbles:!1}),this.first=t.first,this.last=t.last}};Ts.eventName="visibilityChanged";var Wo=class e extends Event{constructor(){super(e.eventName,{bubbles:!1})}};Wo.eventName="unpinned";var ld=class{constructor(t){this._element=null;let n=t??window;this._node=n,t&&(this._element=t)}get element(){return this._element||document.scrollingElement||document.documentElement}get scrollTop(){return this.element.scrollTop||window.scrollY}get scrollLeft(){return this.element.scrollLeft||window.scrollX}get scrollHeight(){return this.element.scrollHeight}get scrollWidth(){return this.element.scrollWidth}get viewportHeight(){return this._element?this._element.getBoundingClientRect().height:window.innerHeight}get viewportWidth(){return this._element?this._element.getBoundingClientRect().width:window.innerWidth}get maxScrollTop(){return this.scrollHeight-this.viewportHeight}get maxScrollLeft(){return this.scrollWidth-this.viewportWidth}},ou=class extends ld{constructor(t,n){super(n),this._clients=new Set,this._retarget=null,this._end=null,this.__destination=null,this.correctingScrollError=!1,this._checkForArrival=this._checkForArrival.bind(this),this._updateManagedScrollTo=this._updateManagedScrollTo.bind(this),this.scrollTo=this.scrollTo.bind(this),this.scrollBy=this.scrollBy.bind(this);let r=this._node;this._originalScrollTo=r.scrollTo,this._originalScrollBy=r.scrollBy,this._originalScroll=r.scroll,this._attach(t)}get _destination(){return this.__destination}get scrolling(){return this._destination!==null}scrollTo(t,n){let r=typeof t=="number"&&typeof n=="number"?{left:t,top:n}:t;this._scrollTo(r)}scrollBy(t,n){let r=typeof t=="number"&&typeof n=="number"?{left:t,top:n}:t;r.top!==void 0&&(r.top+=this.scrollTop),r.left!==void 0&&(r.left+=this.scrollLeft),this._scrollTo(r)}_nativeScrollTo(t){this._originalScrollTo.bind(this._element||window)(t)}_scrollTo(t,n=null,r=null){this._end!==null&&this._end(),t.behavior==="smooth"?(this._setDestination(t),this._retarget=n,this._end=r):this._resetScrollState(),this._nativeScrollTo(t)}_setDestination(t){let{top:n,left:r}=t;return n=n===void 0?void 0:Math.max(0,Math.min(n,this.maxScrollTop)),r=r===void 0?void 0:Math.max(0,Math.min(r,this.maxScrollLeft)),this._destination!==null&&r===this._destination.left&&n===this._destination.top?!1:(this.__destination={top:n,left:r,behavior:"smooth"},!0)}_resetScrollState(){this.__destination=null,this._retarget=null,this._end=null}_updateManagedScrollTo(t){this._destination&&this._setDestination(t)&&this._nativeScrollTo(this._destination)}managedScrollTo(t,n,r){return this._scrollTo(t,n,r),this._updateManagedScrollTo}correctScrollError(t){this.correctingScrollError=!0,requestAnimationFrame(()=>requestAnimationFrame(()=>this.correctingScrollError=!1)),this._nativeScrollTo(t),this._retarget&&this._setDestination(this._retarget()),this._destination&&this._nativeScrollTo(this._destination)}_checkForArrival(){if(this._destination!==null){let{scrollTop:t,scrollLeft:n}=this,{top:r,left:i}=this._destination;r=Math.min(r||0,this.maxScrollTop),i=Math.min(i||0,this.maxScrollLeft);let s=Math.abs(r-t),o=Math.abs(i-n);s<1&&o<1&&(this._end&&this._end(),this._resetScrollState())}}detach(t){return this._clients.delete(t),this._clients.size===0&&(this._node.scrollTo=this._originalScrollTo,this._node.scrollBy=this._originalScrollBy,this._node.scroll=this._originalScroll,this._node.removeEventListener("scroll",this._checkForArrival)),null}_attach(t){this._clients.add(t),this._clients.size===1&&(this._node.scrollTo=this.scrollTo,this._node.scrollBy=this.scrollBy,this._node.scroll=this.scrollTo,this._node.addEventListener("scroll",this._checkForArrival))}};var d0=typeof window<"u"?window.ResizeObserver:void 0;var Zo=Symbol("virtualizerRef"),uu="virtualizer-sizer",h0,fu=class{constructor(t){if(this._benchmarkStart=null,this._layout=null,this._clippingAncestors=[],this._scrollSize=null,this._scrollError=null,this._childrenPos=null,this._childMeasurements=null,this._toBeMeasured=new Map,this._rangeChanged=!0,this._itemsChanged=!0,this._visibilityChanged=!0,this._scrollerController=null,this._isScroller=!1,this._sizer=null,this._hostElementRO=null,this._childrenRO=null,this._mutationObserver=null,this._scrollEventListeners=[],this._scrollEventListenerOptions={passive:!0},this._loadListener=this._childLoaded.bind(this),this._scrollIntoViewTarget=null,this._updateScrollIntoViewCoordinates=null,this._items=[],this._first=-1,this._last=-1,this._firstVisible=-1,this._lastVisible=-1,this._scheduled=new WeakSet,this._measureCallback=null,this._measureChildOverride=null,this._layoutCompletePromise=null,this._layoutCompleteResolver=null,this._layoutCompleteRejecter=null,this._pendingLayoutComplete=null,this._layoutInitialized=null,this._connected=!1,!t)throw new Error("Virtualizer constructor requires a configuration object");if(t.hostElement)this._init(t);else throw new Error('Virtualizer configuration requires the "hostElement" property')}set items(t){Array.isArray(t)&&t!==this._items&&(this._itemsChanged=!0,this._items=t,this._schedule(this._updateLayout))}_init(t){this._isScroller=!!t.scroller,this._initHostElement(t);let n=t.layout||{};this._layoutInitialized=this._initLayout(n)}_initObservers(){this._mutationObserver=new MutationObserver(this._finishDOMUpdate.bind(this)),this._hostElementRO=new d0(()=>this._hostElementSizeChanged()),this._childrenRO=new d0(this._childrenSizeChanged.bind(this))}_initHostElement(t){let n=this._hostElement=t.hostElement;this._applyVirtualizerStyles(),n[Zo]=this}connected(){this._initObservers();let t=this._isScroller;this._clippingAncestors=gM(this._hostElement,t),this._scrollerController=new ou(this,this._clippingAncestors[0]),this._schedule(this._updateLayout),this._observeAndListen(),this._connected=!0}_observeAndListen(){this._mutationObserver.observe(this._hostElement,{childList:!0}),this._hostElementRO.observe(this._hostElement),this._scrollEventListeners.push(window),window.addEventListener("scroll",this,this._scrollEventListenerOptions),this._clippingAncestors.forEach(t=>{t.addEventListener("scroll",this,this._scrollEventListenerOptions),this._scrollEventListeners.push(t),this._hostElementRO.observe(t)}),this._hostElementRO.observe(this._scrollerController.element),this._children.forEach(t=>this._childrenRO.observe(t)),this._scrollEventListeners.forEach(t=>t.addEventListener("scroll",this,this._scrollEventListenerOptions))}disconnected(){this._scrollEventListeners.forEach(t=>t.removeEventListener("scroll",this,this._scrollEventListenerOptions)),this._scrollEventListeners=[],this._clippingAncestors=[],this._scrollerController?.detach(this),this._scrollerController=null,this._mutationObserver?.disconnect(),this._mutationObserver=null,this._hostElementRO?.disconnect(),this._hostElementRO=null,this._childrenRO?.disconnect(),this._childrenRO=null,this._rejectLayoutCompletePromise("disconnected"),this._connected=!1}_applyVirtualizerStyles(){let n=this._hostElement.style;n.display=n.display||"block",n.position=n.position||"relative",n.contain=n.contain||"size layout",this._isScroller&&(n.overflow=n.overflow||"auto",n.minHeight=n.minHeight||"150px")}_getSizer(){let t=this._hostElement;if(!this._sizer){let n=t.querySelector(`[${uu}]`);n||(n=document.createElement("div"),n.setAttribute(uu,""),t.appendChild(n)),Object.assign(n.style,{position:"absolute",margin:"-2px 0 0 0",padding:0,visibility:"hidden",fontSize:"2px"}),n.textContent="&nbsp;",n.setAttribute(uu,""),this._sizer=n}return this._sizer}async updateLayoutConfig(t){await this._layoutInitialized;let n=t.type||h0;if(typeof n=="function"&&this._layout instanceof n){let r={...t};return delete r.type,this._layout.config=r,!0}return!1}async _initLayout(t){let n,r;if(typeof t.type=="function"){r=t.type;let i={...t};delete i.type,n=i}else n=t;r===void 0&&(h0=r=(await Promise.resolve().then(()=>(f0(),c0))).FlowLayout),this._layout=new r(i=>this._handleLayoutMessage(i),n),this._layout.measureChildren&&typeof this._layout.updateItemSizes=="function"&&(typeof this._layout.measureChildren=="function"&&(this._measureChildOverride=this._layout.measureChildren),this._measureCallback=this._layout.updateItemSizes.bind(this._layout)),this._layout.listenForChildLoadEvents&&this._hostElement.addEventListener("load",this._loadListener,!0),this._schedule(this._updateLayout)}startBenchmarking(){this._benchmarkStart===null&&(this._benchmarkStart=window.performance.now())}stopBenchmarking(){if(this._benchmarkStart!==null){let t=window.performance.now(),n=t-this._benchmarkStart,i=performance.getEntriesByName("uv-virtualizing","measure").filter(s=>s.startTime>=this._benchmarkStart&&s.startTime<t).reduce((s,o)=>s+o.duration,0);return this._benchmarkStart=null,{timeElapsed:n,virtualizationTime:i}}return null}_measureChildren(){let t={},n=this._children,r=this._measureChildOverride||this._measureChild;for(let i=0;i<n.length;i++){let s=n[i],o=this._first+i;(this._itemsChanged||this._toBeMeasured.has(s))&&(t[o]=r.call(this,s,this._items[o]))}this._childMeasurements=t,this._schedule(this._updateLayout),this._toBeMeasured.clear()}_measureChild(t){let{width:n,height:r}=t.getBoundingClientRect();return Object.assign({width:n,height:r},pM(t))}async _schedule(t){this._scheduled.has(t)||(this._scheduled.add(t),await Promise.resolve(),this._scheduled.delete(t),t.call(this))}async _updateDOM(t){this._scrollSize=t.scrollSize,this._adjustRange(t.range),this._childrenPos=t.childPositions,this._scrollError=t.scrollError||null;let{_rangeChanged:n,_itemsChanged:r}=this;this._visibilityChanged&&(this._notifyVisibility(),this._visibilityChanged=!1),(n||r)&&(this._notifyRange(),this._rangeChanged=!1),this._finishDOMUpdate()}_finishDOMUpdate(){this._connected&&(this._children.forEach(t=>this._childrenRO.observe(t)),this._checkScrollIntoViewTarget(this._childrenPos),this._positionChildren(this._childrenPos),this._sizeHostElement(this._scrollSize),this._correctScrollError(),this._benchmarkStart&&"mark"in window.performance&&window.performance.mark("uv-end"))}_updateLayout(){this._layout&&this._connected&&(this._layout.items=this._items,this._updateView(),this._childMeasurements!==null&&(this._measureCallback&&this._measureCallback(this._childMeasurements),this._childMeasurements=null),this._layout.reflowIfNeeded(),this._benchmarkStart&&"mark"in window.performance&&window.performance.mark("uv-end"))}_handleScrollEvent(){if(this._benchmarkStart&&"mark"in window.performance){try{window.performance.measure("uv-virtualizing","uv-start","uv-end")}catch(t){console.warn("Error measuring performance data: ",t)}window.performance.mark("uv-start")}this._scrollerController.correctingScrollError===!1&&this._layout?.unpin(),this._schedule(this._updateLayout)}handleEvent(t){t.type==="scroll"?(t.currentTarget===window||this._clippingAncestors.includes(t.currentTarget))&&this._handleScrollEvent():console.warn("event not handled",t)}_handleLayoutMessage(t){t.type==="stateChanged"?this._updateDOM(t):t.type==="visibilityChanged"?(this._firstVisible=t.firstVisible,this._lastVisible=t.lastVisible,this._notifyVisibility()):t.type==="unpinned"&&this._hostElement.dispatchEvent(new Wo)}get _children(){let t=[],n=this._hostElement.firstElementChild;for(;n;)n.hasAttribute(uu)||t.push(n),n=n.nextElementSibling;return t}_updateView(){let t=this._hostElement,n=this._scrollerController?.element,r=this._layout;if(t&&n&&r){let i,s,o,a,l=t.getBoundingClientRect();i=0,s=0,o=window.innerHeight,a=window.innerWidth;let u=this._clippingAncestors.map(y=>y.getBoundingClientRect());u.unshift(l);for(let y of u)i=Math.max(i,y.top),s=Math.max(s,y.left),o=Math.min(o,y.bottom),a=Math.min(a,y.right);let c=n.getBoundingClientRect(),f={left:l.left-c.left,top:l.top-c.top},d={width:n.scrollWidth,height:n.scrollHeight},h=i-l.top+t.scrollTop,p=s-l.left+t.scrollLeft,m=Math.max(0,o-i),b=Math.max(0,a-s);r.viewportSize={width:b,height:m},r.viewportScroll={top:h,left:p},r.totalScrollSize=d,r.offsetWithinScroller=f}}_sizeHostElement(t){let r=t&&t.width!==null?Math.min(82e5,t.width):0,i=t&&t.height!==null?Math.min(82e5,t.height):0;if(this._isScroller)this._getSizer().style.transform=`translate(${r}px, ${i}px)`;else{let s=this._hostElement.style;s.minWidth=r?`${r}px`:"100%",s.minHeight=i?`${i}px`:"100%"}}_positionChildren(t){t&&t.forEach(({top:n,left:r,width:i,height:s,xOffset:o,yOffset:a},l)=>{let u=this._children[l-this._first];u&&(u.style.position="absolute",u.style.boxSizing="border-box",u.style.transform=`translate(${r}px, ${n}px)`,i!==void 0&&(u.style.width=i+"px"),s!==void 0&&(u.style.height=s+"px"),u.style.left=o===void 0?null:o+"px",u.style.top=a===void 0?null:a+"px")})}async _adjustRange(t){let{_first:n,_last:r,_firstVisible:i,_lastVisible:s}=this;this._first=t.first,this._last=t.last,this._firstVisible=t.firstVisible,this._lastVisible=t.lastVisible,this._rangeChanged=this._rangeChanged||this._first!==n||this._last!==r,this._visibilityChanged=this._visibilityChanged||this._firstVisible!==i||this._lastVisible!==s}_correctScrollError(){if(this._scrollError){let{scrollTop:t,scrollLeft:n}=this._scrollerController,{top:r,left:i}=this._scrollError;this._scrollError=null,this._scrollerController.correctScrollError({top:t-r,left:n-i})}}element(t){return t===1/0&&(t=this._items.length-1),this._items?.[t]===void 0?void 0:{scrollIntoView:(n={})=>this._scrollElementIntoView({...n,index:t})}}_scrollElementIntoView(t){if(t.index>=this._first&&t.index<=this._last)this._children[t.index-this._first].scrollIntoView(t);else if(t.index=Math.min(t.index,this._items.length-1),t.behavior==="smooth"){let n=this._layout.getScrollIntoViewCoordinates(t),{behavior:r}=t;this._updateScrollIntoViewCoordinates=this._scrollerController.managedScrollTo(Object.assign(n,{behavior:r}),()=>this._layout.getScrollIntoViewCoordinates(t),()=>this._scrollIntoViewTarget=null),this._scrollIntoViewTarget=t}else this._layout.pin=t}_checkScrollIntoViewTarget(t){let{index:n}=this._scrollIntoViewTarget||{};n&&t?.has(n)&&this._updateScrollIntoViewCoordinates(this._layout.getScrollIntoViewCoordinates(this._scrollIntoViewTarget))}_notifyRange(){this._hostElement.dispatchEvent(new ks({first:this._first,last:this._last}))}_notifyVisibility(){this._hostElement.dispatchEvent(new Ts({first:this._firstVisible,last:this._lastVisible}))}get layoutComplete(){return this._layoutCompletePromise||(this._layoutCompletePromise=new Promise((t,n)=>{this._layoutCompleteResolver=t,this._layoutCompleteRejecter=n})),this._layoutCompletePromise}_rejectLayoutCompletePromise(t){this._layoutCompleteRejecter!==null&&this._layoutCompleteRejecter(t),this._resetLayoutCompleteState()}_scheduleLayoutComplete(){this._layoutCompletePromise&&this._pendingLayoutComplete===null&&(this._pendingLayoutComplete=requestAnimationFrame(()=>requestAnimationFrame(()=>this._resolveLayoutCompletePromise())))}_resolveLayoutCompletePromise(){this._layoutCompleteResolver!==null&&this._layoutCompleteResolver(),this._resetLayoutCompleteState()}_resetLayoutCompleteState(){this._layoutCompletePromise=null,this._layoutCompleteResolver=null,this._layoutCompleteRejecter=null,this._pendingLayoutComplete=null}_hostElementSizeChanged(){this._schedule(this._updateLayout)}_childLoaded(){}_childrenSizeChanged(t){if(this._layout?.measureChildren){for(let n of t)this._toBeMeasured.set(n.target,n.contentRect);this._measureChildren()}this._scheduleLayoutComplete(),this._itemsChanged=!1,this._rangeChanged=!1}};function pM(e){let t=window.getComputedStyle(e);return{marginTop:cu(t.marginTop),marginRight:cu(t.marginRight),marginBottom:cu(t.marginBottom),marginLeft:cu(t.marginLeft)}}function cu(e){let t=e?parseFloat(e):NaN;return Number.isNaN(t)?0:t}function p0(e){if(e.assignedSlot!==null)return e.assignedSlot;if(e.parentElement!==null)return e.parentElement;let t=e.parentNode;return t&&t.nodeType===Node.DOCUMENT_FRAGMENT_NODE&&t.host||null}function mM(e,t=!1){let n=[],r=t?e:p0(e);for(;r!==null;)n.push(r),r=p0(r);return n}function gM(e,t=!1){let n=!1;return mM(e,t).filter(r=>{if(n)return!1;let i=getComputedStyle(r);return n=i.position==="fixed",i.overflow!=="visible"})}var dd=e=>e,hd=(e,t)=>g`${t}: ${JSON.stringify(e,null,2)}`,fd=class extends su{constructor(t){if(super(t),this._virtualizer=null,this._first=0,this._last=-1,this._renderItem=(n,r)=>hd(n,r+this._first),this._keyFunction=(n,r)=>dd(n,r+this._first),this._items=[],t.type!==$s.CHILD)throw new Error("The virtualize directive can only be used in child expressions")}render(t){t&&this._setFunctions(t);let n=[];if(this._first>=0&&this._last>=this._first)for(let r=this._first;r<=this._last;r++)n.push(this._items[r]);return o0(n,this._keyFunction,this._renderItem)}update(t,[n]){this._setFunctions(n);let r=this._items!==n.items;return this._items=n.items||[],this._virtualizer?this._updateVirtualizerConfig(t,n):this._initialize(t,n),r?rn:this.render()}async _updateVirtualizerConfig(t,n){if(!await this._virtualizer.updateLayoutConfig(n.layout||{})){let i=t.parentNode;this._makeVirtualizer(i,n)}this._virtualizer.items=this._items}_setFunctions(t){let{renderItem:n,keyFunction:r}=t;n&&(this._renderItem=(i,s)=>n(i,s+this._first)),r&&(this._keyFunction=(i,s)=>r(i,s+this._first))}_makeVirtualizer(t,n){this._virtualizer&&this._virtualizer.disconnected();let{layout:r,scroller:i,items:s}=n;this._virtualizer=new fu({hostElement:t,layout:r,scroller:i}),this._virtualizer.items=s,this._virtualizer.connected()}_initialize(t,n){let r=t.parentNode;r&&r.nodeType===1&&(r.addEventListener("rangeChanged",i=>{this._first=i.first,this._last=i.last,this.setValue(this.render())}),this._makeVirtualizer(r,n))}disconnected(){this._virtualizer?.disconnected()}reconnected(){this._virtualizer?.connected()}},m0=jo(fd);var ir=class extends W{constructor(){super(...arguments),this.items=[],this.renderItem=hd,this.keyFunction=dd,this.layout={},this.scroller=!1}createRenderRoot(){return this}render(){let{items:t,renderItem:n,keyFunction:r,layout:i,scroller:s}=this;return g`${m0({items:t,renderItem:n,keyFunction:r,layout:i,scroller:s})}`}element(t){return this[Zo]?.element(t)}get layoutComplete(){return this[Zo]?.layoutComplete}scrollToIndex(t,n="start"){this.element(t)?.scrollIntoView({block:n})}};xs([ws({attribute:!1})],ir.prototype,"items",void 0);xs([ws()],ir.prototype,"renderItem",void 0);xs([ws()],ir.prototype,"keyFunction",void 0);xs([ws({attribute:!1})],ir.prototype,"layout",void 0);xs([ws({reflect:!0,type:Boolean})],ir.prototype,"scroller",void 0);customElements.define("lit-virtualizer",ir);function du(e,t,n,r){return e!==t?r(e):n==="asc"?"desc":"asc"}function hu(e,t){return e?t==="asc"?"ascending":"descending":"none"}function pu(e,t){return e&&t==="asc"?"\u25B2":"\u25BC"}var Lr={table:{attribute:!1},rows:{attribute:!1},sort:{attribute:!1},dir:{attribute:!1}};function pd(e,t){e.dispatchEvent(new CustomEvent("sort-change",{detail:t,bubbles:!0,composed:!0}))}function bM(e,t,n){let{sort:r,dir:i}=e,s=t.key===r,o=g`<span class="arrow">${pu(s,i)}</span>`,a=()=>pd(e,{column:t.key,dir:du(t.key,r,i,n)});return g`<button
    role="columnheader"
    class=${t.text?"text":""}
    data-col=${t.key}
    aria-sort=${hu(s,i)}
    title=${`${t.title}. Click to sort.`}
    @click=${a}
  >
    <span class="top">${t.text?k:o}<span class="col-name">${t.name}</span>${t.text?o:k}</span>
    ${t.sub?g`<span class="sub">${t.sub}</span>`:k}
  </button>`}function Cs(e,t){let{rows:n}=e;return g`<div role="table" style=${t.tableStyle??k} aria-rowcount=${n.length+1} aria-label=${t.label}>
    <div class="head" role="row" style=${t.headStyle??k}>
      ${t.columns.map(r=>"header"in r?r.header:bM(e,r,t.defaultDir))}
    </div>
    ${n.length===0?g`<div class="none">${t.empty}</div>`:g`<lit-virtualizer .items=${n} .renderItem=${t.renderRow}></lit-virtualizer>`}
  </div>`}function mu(e,t){return g`<div class="cell mark" role="cell" data-col="significant">
    ${e?Ms(t):k}
  </div>`}function Ms(e){return g`<span class="sig" role="img" aria-label=${e} title=${e}>★</span>`}function gi(e,t,n,r){return g`<div class=${e} data-significant=${r} data-q=${n??k}>
    <span class="star">${t.slice(0,1)}</span>${t.slice(1)}
  </div>`}var gu=K`
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
`,Rs=[Wy,K`
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
    .none {
      padding: 24px;
      text-align: center;
      color: var(--muted);
    }
  `],bu=K`
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
`;var yM=["label","count","count_a","count_b","value_a","value_b","gap","bound","p_value"],Jo=76,md=14,vM="fairness:rows-rendered";function xM(e,t,n){return e==="bound"?{name:"interval",sub:`${Sn(n.level)} \xB7 by bound`,title:`The gap's ${Sn(n.level)} interval [lower, upper]; the dashed line is 0. Sorts by the conservative bound: the end of the interval nearest zero (0 when it holds 0), so large and certain gaps come first; undefined and insufficient rows last`}:e==="p_value"?{name:"p",sub:"gap = 0",title:'Two-sided p-value for "the gap is 0"; undefined and insufficient rows last'}:{name:e,...wM(e,t)}}function wM(e,t){let{a:n,b:r,metric:i}=t;switch(e){case"label":return{sub:"",title:"The label y"};case"count":return{sub:"c(y)",title:"c(y): examples where the label is predicted"};case"count_a":return{sub:n,title:`c(a, y): examples with identity ${n} and the label`};case"count_b":return{sub:r,title:`c(b, y): examples with identity ${r} and the label`};case"value_a":return{sub:`${i}(${n})`,title:`${i}(${n}, y)`};case"value_b":return{sub:`${i}(${r})`,title:`${i}(${r}, y)`};case"gap":return{sub:"A \u2212 B",title:`gap = ${i}(${n}, y) \u2212 ${i}(${r}, y)`};default:return{sub:"",title:e}}}function _M(e,t,[n,r]){let s=v=>(v-n)/(r-n)*(Jo-6)+3,o=v=>Math.min(Jo-3,Math.max(3,v)),a=md/2,[l,u]=e,c=s(l),f=s(u),d=o(c),h=o(f),p=c<3?`M${d+3},${a-3}L${d},${a}L${d+3},${a+3}`:`M${d},${a-3}V${a+3}`,m=f>Jo-3?`M${h-3},${a-3}L${h},${a}L${h-3},${a+3}`:`M${h},${a-3}V${a+3}`,b=t!==null&&Number.isFinite(t)?s(t):-10,y=s(0);return g`<svg class="whisker" width=${Jo} height=${md} aria-hidden="true">
    <path class="zero" d=${`M${y},0V${md}`}></path>
    <path class="bar" d=${`M${d},${a}H${h}${p}${m}`}></path>
    <circle class="dot" cx=${b} cy=${a} r=${b>=0&&b<=Jo?2.5:0}></circle>
  </svg>`}var Qo=class extends W{constructor(){super();this.pendingMark=!1;this.renderRow=(n,r)=>{let i=this.table.columns,s=i.label[n],o=i.insufficient[n]===!0,a=i.significant[n]===!0;return g`<div
      class="row ${o?"insufficient":""} ${a?"significant":""}"
      role="row"
      data-row=${n}
      data-pos=${r}
      data-insufficient=${o?"true":"false"}
      data-significant=${a?"true":"false"}
      title=${o?sd(this.stats.minCount):k}
    >
      <div class="cell label" role="cell" data-col="label" title=${s}>${s}</div>
      <div class="cell num" role="cell" data-col="count">${N(i.count[n])}</div>
      <div class="cell num" role="cell" data-col="count_a">${N(i.count_a[n])}</div>
      <div class="cell num" role="cell" data-col="count_b">${N(i.count_b[n])}</div>
      ${this.renderValue("value_a",n)} ${this.renderValue("value_b",n)} ${this.renderValue("gap",n)}
      ${this.renderStats(n)}
    </div>`};this.table=null,this.rows=[],this.sort="gap",this.dir="desc",this.names={a:"A",b:"B",metric:"value"},this.stats=null}columns(){let n=g`<span
      class="mark"
      role="columnheader"
      title=${`\u2605: significant after Benjamini-Hochberg at FDR ${Sn(this.stats.fdr)}`}
      >★</span
    >`;return[...yM.map(r=>({key:r,text:r==="label",...xM(r,this.names,this.stats)})),{header:n}]}renderValue(n,r){let i=this.table,s=Ey(i.columns[n][r],i.states[n][r]);return s.state===null?g`<div class="cell num" role="cell" data-col=${n} title=${s.title}>${s.text}</div>`:g`<div
      class="cell num state ${s.state==="undefined"?"undef":"inf"}"
      role="cell"
      data-col=${n}
      data-state=${s.state}
      title=${s.title}
    >
      ${s.text}
    </div>`}renderStats(n){let r=this.table,i=Uy(r,n,this.stats.minCount),s=r.columns.gap[n],o=Sn(this.stats.level),a=i.interval?`${o} interval ${i.intervalText}; conservative bound ${i.bound===null?"\u2014":i.bound}`+(i.insufficient?`. ${i.pTitle}`:""):i.intervalReason??"",l=`significant at FDR ${Sn(this.stats.fdr)}`;return g`<div
        class="cell num interval ${i.interval?"":"state undef"}"
        role="cell"
        data-col="interval"
        data-lower=${i.interval?String(i.interval[0]):""}
        data-upper=${i.interval?String(i.interval[1]):""}
        title=${a}
      >
        ${i.interval?_M(i.interval,typeof s=="number"?s:null,this.stats.domain):k}<span
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
      ${mu(i.significant,l)}`}willUpdate(n){(n.has("table")||n.has("rows"))&&(n.has("table")&&(this.scrollTop=0),this.pendingMark=this.rows.length>0)}updated(){if(!this.pendingMark)return;let n=this.renderRoot,r=()=>{this.pendingMark&&(n.querySelector(".row")?(this.pendingMark=!1,requestAnimationFrame(()=>performance.mark(vM))):requestAnimationFrame(r))};r()}render(){return!this.table||!this.stats?k:Cs(this,{columns:this.columns(),defaultDir:rd,renderRow:this.renderRow,label:"Labels ranked by gap",empty:"No label matches the filters."})}};Qo.properties={...Lr,names:{attribute:!1},stats:{attribute:!1}},Qo.styles=[ee,...Rs,bu,K`
      .head,
      .row {
        grid-template-columns: minmax(130px, 1fr) repeat(3, 66px) repeat(3, 90px) 200px 62px 22px;
        min-width: 930px;
      }
      lit-virtualizer {
        min-width: 930px;
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
      .row.insufficient .whisker .bar {
        stroke: var(--disabled-border);
      }
      .row.insufficient .whisker .dot {
        fill: var(--disabled);
      }
    `];customElements.define("fairness-table",Qo);function ot(e,t){return e==null||t==null?NaN:e<t?-1:e>t?1:e>=t?0:NaN}function or(e,t){return e==null||t==null?NaN:t<e?-1:t>e?1:t>=e?0:NaN}function Ns(e){let t,n,r;e.length!==2?(t=ot,n=(a,l)=>ot(e(a),l),r=(a,l)=>e(a)-l):(t=e===ot||e===or?e:$M,n=e,r=e);function i(a,l,u=0,c=a.length){if(u<c){if(t(l,l)!==0)return c;do{let f=u+c>>>1;n(a[f],l)<0?u=f+1:c=f}while(u<c)}return u}function s(a,l,u=0,c=a.length){if(u<c){if(t(l,l)!==0)return c;do{let f=u+c>>>1;n(a[f],l)<=0?u=f+1:c=f}while(u<c)}return u}function o(a,l,u=0,c=a.length){let f=i(a,l,u,c-1);return f>u&&r(a[f-1],l)>-r(a[f],l)?f-1:f}return{left:i,center:o,right:s}}function $M(){return 0}function g0(e){return e===null?NaN:+e}function*SM(e,t){if(t===void 0)for(let n of e)n!=null&&(n=+n)>=n&&(yield n);else{let n=-1;for(let r of e)(r=t(r,++n,e))!=null&&(r=+r)>=r&&(yield r)}}var b0=Ns(ot),Is=b0.right,K9=b0.left,G9=Ns(g0).center;var j9=y0(v0),Y9=y0(kM);function y0(e){return function(t,n,r=n){if(!((n=+n)>=0))throw new RangeError("invalid rx");if(!((r=+r)>=0))throw new RangeError("invalid ry");let{data:i,width:s,height:o}=t;if(!((s=Math.floor(s))>=0))throw new RangeError("invalid width");if(!((o=Math.floor(o!==void 0?o:i.length/s))>=0))throw new RangeError("invalid height");if(!s||!o||!n&&!r)return t;let a=n&&e(n),l=r&&e(r),u=i.slice();return a&&l?(As(a,u,i,s,o),As(a,i,u,s,o),As(a,u,i,s,o),Es(l,i,u,s,o),Es(l,u,i,s,o),Es(l,i,u,s,o)):a?(As(a,i,u,s,o),As(a,u,i,s,o),As(a,i,u,s,o)):l&&(Es(l,i,u,s,o),Es(l,u,i,s,o),Es(l,i,u,s,o)),t}}function As(e,t,n,r,i){for(let s=0,o=r*i;s<o;)e(t,n,s,s+=r,1)}function Es(e,t,n,r,i){for(let s=0,o=r*i;s<r;++s)e(t,n,s,s+o,r)}function kM(e){let t=v0(e);return(n,r,i,s,o)=>{i<<=2,s<<=2,o<<=2,t(n,r,i+0,s+0,o),t(n,r,i+1,s+1,o),t(n,r,i+2,s+2,o),t(n,r,i+3,s+3,o)}}function v0(e){let t=Math.floor(e);if(t===e)return TM(e);let n=e-t,r=2*e+1;return(i,s,o,a,l)=>{if(!((a-=l)>=o))return;let u=t*s[o],c=l*t,f=c+l;for(let d=o,h=o+c;d<h;d+=l)u+=s[Math.min(a,d)];for(let d=o,h=a;d<=h;d+=l)u+=s[Math.min(a,d+c)],i[d]=(u+n*(s[Math.max(o,d-f)]+s[Math.min(a,d+f)]))/r,u-=s[Math.max(o,d-c)]}}function TM(e){let t=2*e+1;return(n,r,i,s,o)=>{if(!((s-=o)>=i))return;let a=e*r[i],l=o*e;for(let u=i,c=i+l;u<c;u+=o)a+=r[Math.min(s,u)];for(let u=i,c=s;u<=c;u+=o)a+=r[Math.min(s,u+l)],n[u]=a/t,a-=r[Math.max(i,u-l)]}}function yd(e,t){let n=0;if(t===void 0)for(let r of e)r!=null&&(r=+r)>=r&&++n;else{let r=-1;for(let i of e)(i=t(i,++r,e))!=null&&(i=+i)>=i&&++n}return n}function CM(e){return e.length|0}function MM(e){return!(e>0)}function RM(e){return typeof e!="object"||"length"in e?e:Array.from(e)}function AM(e){return t=>e(...t)}function x0(...e){let t=typeof e[e.length-1]=="function"&&AM(e.pop());e=e.map(RM);let n=e.map(CM),r=e.length-1,i=new Array(r+1).fill(0),s=[];if(r<0||n.some(MM))return s;for(;;){s.push(i.map((a,l)=>e[l][a]));let o=r;for(;++i[o]===n[o];){if(o===0)return t?s.map(t):s;i[o--]=0}}}function w0(e,t){var n=0,r=0;return Float64Array.from(e,t===void 0?i=>n+=+i||0:i=>n+=+t(i,r++,e)||0)}function vd(e,t){let n=0,r,i=0,s=0;if(t===void 0)for(let o of e)o!=null&&(o=+o)>=o&&(r=o-i,i+=r/++n,s+=r*(o-i));else{let o=-1;for(let a of e)(a=t(a,++o,e))!=null&&(a=+a)>=a&&(r=a-i,i+=r/++n,s+=r*(a-i))}if(n>1)return s/(n-1)}function xd(e,t){let n=vd(e,t);return n&&Math.sqrt(n)}function tt(e,t){let n,r;if(t===void 0)for(let i of e)i!=null&&(n===void 0?i>=i&&(n=r=i):(n>i&&(n=i),r<i&&(r=i)));else{let i=-1;for(let s of e)(s=t(s,++i,e))!=null&&(n===void 0?s>=s&&(n=r=s):(n>s&&(n=s),r<s&&(r=s)))}return[n,r]}var Ft=class{constructor(){this._partials=new Float64Array(32),this._n=0}add(t){let n=this._partials,r=0;for(let i=0;i<this._n&&i<32;i++){let s=n[i],o=t+s,a=Math.abs(t)<Math.abs(s)?t-(o-s):s-(o-t);a&&(n[r++]=a),t=o}return n[r]=t,this._n=r+1,this}valueOf(){let t=this._partials,n=this._n,r,i,s,o=0;if(n>0){for(o=t[--n];n>0&&(r=o,i=t[--n],o=r+i,s=i-(o-r),!s););n>0&&(s<0&&t[n-1]<0||s>0&&t[n-1]>0)&&(i=s*2,r=o+i,i==r-o&&(o=r))}return o}};var Vt=class extends Map{constructor(t,n=S0){if(super(),Object.defineProperties(this,{_intern:{value:new Map},_key:{value:n}}),t!=null)for(let[r,i]of t)this.set(r,i)}get(t){return super.get(gd(this,t))}has(t){return super.has(gd(this,t))}set(t,n){return super.set(_0(this,t),n)}delete(t){return super.delete($0(this,t))}},Cn=class extends Set{constructor(t,n=S0){if(super(),Object.defineProperties(this,{_intern:{value:new Map},_key:{value:n}}),t!=null)for(let r of t)this.add(r)}has(t){return super.has(gd(this,t))}add(t){return super.add(_0(this,t))}delete(t){return super.delete($0(this,t))}};function gd({_intern:e,_key:t},n){let r=t(n);return e.has(r)?e.get(r):n}function _0({_intern:e,_key:t},n){let r=t(n);return e.has(r)?e.get(r):(e.set(r,n),n)}function $0({_intern:e,_key:t},n){let r=t(n);return e.has(r)&&(n=e.get(r),e.delete(r)),n}function S0(e){return e!==null&&typeof e=="object"?e.valueOf():e}function bd(e){return e}function bi(e,...t){return wd(e,bd,bd,t)}function ar(e,t,...n){return wd(e,bd,t,n)}function k0(e,t,...n){return wd(e,Array.from,t,n)}function wd(e,t,n,r){return(function i(s,o){if(o>=r.length)return n(s);let a=new Vt,l=r[o++],u=-1;for(let c of s){let f=l(c,++u,s),d=a.get(f);d?d.push(c):a.set(f,[c])}for(let[c,f]of a)a.set(c,i(f,o));return t(a)})(e,0)}function EM(e,t){return Array.from(t,n=>e[n])}function Ps(e,...t){if(typeof e[Symbol.iterator]!="function")throw new TypeError("values is not iterable");e=Array.from(e);let[n]=t;if(n&&n.length!==2||t.length>1){let r=Uint32Array.from(e,(i,s)=>s);return t.length>1?(t=t.map(i=>e.map(i)),r.sort((i,s)=>{for(let o of t){let a=yu(o[i],o[s]);if(a)return a}})):(n=e.map(n),r.sort((i,s)=>yu(n[i],n[s]))),EM(e,r)}return e.sort(T0(n))}function T0(e=ot){if(e===ot)return yu;if(typeof e!="function")throw new TypeError("compare is not a function");return(t,n)=>{let r=e(t,n);return r||r===0?r:(e(n,n)===0)-(e(t,t)===0)}}function yu(e,t){return(e==null||!(e>=e))-(t==null||!(t>=t))||(e<t?-1:e>t?1:0)}function xu(e,t,n){return(t.length!==2?Ps(ar(e,t,n),(([r,i],[s,o])=>ot(i,o)||ot(r,s))):Ps(bi(e,n),(([r,i],[s,o])=>t(i,o)||ot(r,s)))).map(([r])=>r)}var PM=Array.prototype,W9=PM.slice;var DM=Math.sqrt(50),NM=Math.sqrt(10),IM=Math.sqrt(2);function vu(e,t,n){let r=(t-e)/Math.max(0,n),i=Math.floor(Math.log10(r)),s=r/Math.pow(10,i),o=s>=DM?10:s>=NM?5:s>=IM?2:1,a,l,u;return i<0?(u=Math.pow(10,-i)/o,a=Math.round(e*u),l=Math.round(t*u),a/u<e&&++a,l/u>t&&--l,u=-u):(u=Math.pow(10,i)*o,a=Math.round(e/u),l=Math.round(t/u),a*u<e&&++a,l*u>t&&--l),l<a&&.5<=n&&n<2?vu(e,t,n*2):[a,l,u]}function Or(e,t,n){if(t=+t,e=+e,n=+n,!(n>0))return[];if(e===t)return[e];let r=t<e,[i,s,o]=r?vu(t,e,n):vu(e,t,n);if(!(s>=i))return[];let a=s-i+1,l=new Array(a);if(r)if(o<0)for(let u=0;u<a;++u)l[u]=(s-u)/-o;else for(let u=0;u<a;++u)l[u]=(s-u)*o;else if(o<0)for(let u=0;u<a;++u)l[u]=(i+u)/-o;else for(let u=0;u<a;++u)l[u]=(i+u)*o;return l}function Ds(e,t,n){return t=+t,e=+e,n=+n,vu(e,t,n)[2]}function ta(e,t,n){t=+t,e=+e,n=+n;let r=t<e,i=r?Ds(t,e,n):Ds(e,t,n);return(r?-1:1)*(i<0?1/-i:i)}function C0(e){return Math.max(1,Math.ceil(Math.log(yd(e))/Math.LN2)+1)}function ct(e,t){let n;if(t===void 0)for(let r of e)r!=null&&(n<r||n===void 0&&r>=r)&&(n=r);else{let r=-1;for(let i of e)(i=t(i,++r,e))!=null&&(n<i||n===void 0&&i>=i)&&(n=i)}return n}function M0(e,t){let n,r=-1,i=-1;if(t===void 0)for(let s of e)++i,s!=null&&(n<s||n===void 0&&s>=s)&&(n=s,r=i);else for(let s of e)(s=t(s,++i,e))!=null&&(n<s||n===void 0&&s>=s)&&(n=s,r=i);return r}function Ht(e,t){let n;if(t===void 0)for(let r of e)r!=null&&(n>r||n===void 0&&r>=r)&&(n=r);else{let r=-1;for(let i of e)(i=t(i,++r,e))!=null&&(n>i||n===void 0&&i>=i)&&(n=i)}return n}function R0(e,t){let n,r=-1,i=-1;if(t===void 0)for(let s of e)++i,s!=null&&(n>s||n===void 0&&s>=s)&&(n=s,r=i);else for(let s of e)(s=t(s,++i,e))!=null&&(n>s||n===void 0&&s>=s)&&(n=s,r=i);return r}function A0(e,t,n=0,r=1/0,i){if(t=Math.floor(t),n=Math.floor(Math.max(0,n)),r=Math.floor(Math.min(e.length-1,r)),!(n<=t&&t<=r))return e;for(i=i===void 0?yu:T0(i);r>n;){if(r-n>600){let l=r-n+1,u=t-n+1,c=Math.log(l),f=.5*Math.exp(2*c/3),d=.5*Math.sqrt(c*f*(l-f)/l)*(u-l/2<0?-1:1),h=Math.max(n,Math.floor(t-u*f/l+d)),p=Math.min(r,Math.floor(t+(l-u)*f/l+d));A0(e,t,h,p,i)}let s=e[t],o=n,a=r;for(ea(e,n,t),i(e[r],s)>0&&ea(e,n,r);o<a;){for(ea(e,o,a),++o,--a;i(e[o],s)<0;)++o;for(;i(e[a],s)>0;)--a}i(e[n],s)===0?ea(e,n,a):(++a,ea(e,a,r)),a<=t&&(n=a+1),t<=a&&(r=a-1)}return e}function ea(e,t,n){let r=e[t];e[t]=e[n],e[n]=r}function _d(e,t=ot){let n,r=!1;if(t.length===1){let i;for(let s of e){let o=t(s);(r?ot(o,i)>0:ot(o,o)===0)&&(n=s,i=o,r=!0)}}else for(let i of e)(r?t(i,n)>0:t(i,i)===0)&&(n=i,r=!0);return n}function sr(e,t,n){if(e=Float64Array.from(SM(e,n)),!(!(r=e.length)||isNaN(t=+t))){if(t<=0||r<2)return Ht(e);if(t>=1)return ct(e);var r,i=(r-1)*t,s=Math.floor(i),o=ct(A0(e,s).subarray(0,s+1)),a=Ht(e.subarray(s+1));return o+(a-o)*(i-s)}}function E0(e,t,n=g0){if(!(!(r=e.length)||isNaN(t=+t))){if(t<=0||r<2)return+n(e[0],0,e);if(t>=1)return+n(e[r-1],r-1,e);var r,i=(r-1)*t,s=Math.floor(i),o=+n(e[s],s,e),a=+n(e[s+1],s+1,e);return o+(a-o)*(i-s)}}function P0(e,t,n){let r=yd(e),i=sr(e,.75)-sr(e,.25);return r&&i?Math.ceil((n-t)/(2*i*Math.pow(r,-1/3))):1}function $d(e,t,n){let r=yd(e),i=xd(e);return r&&i?Math.ceil((n-t)*Math.cbrt(r)/(3.49*i)):1}function D0(e,t){let n=0,r=0;if(t===void 0)for(let i of e)i!=null&&(i=+i)>=i&&(++n,r+=i);else{let i=-1;for(let s of e)(s=t(s,++i,e))!=null&&(s=+s)>=s&&(++n,r+=s)}if(n)return r/n}function na(e,t){return sr(e,.5,t)}function*LM(e){for(let t of e)yield*t}function Sd(e){return Array.from(LM(e))}function N0(e,t){let n=new Vt;if(t===void 0)for(let s of e)s!=null&&s>=s&&n.set(s,(n.get(s)||0)+1);else{let s=-1;for(let o of e)(o=t(o,++s,e))!=null&&o>=o&&n.set(o,(n.get(o)||0)+1)}let r,i=0;for(let[s,o]of n)o>i&&(i=o,r=s);return r}function I0(e,t=OM){let n=[],r,i=!1;for(let s of e)i&&n.push(t(r,s)),r=s,i=!0;return n}function OM(e,t){return[e,t]}function Ls(e,t,n){e=+e,t=+t,n=(i=arguments.length)<2?(t=e,e=0,1):i<3?1:+n;for(var r=-1,i=Math.max(0,Math.ceil((t-e)/n))|0,s=new Array(i);++r<i;)s[r]=e+r*n;return s}var X9=zM(Math.random);function zM(e){return function(n,r=0,i=n.length){let s=i-(r=+r);for(;s;){let o=e()*s--|0,a=n[s+r];n[s+r]=n[o+r],n[o+r]=a}return n}}function an(e,t){let n=0;if(t===void 0)for(let r of e)(r=+r)&&(n+=r);else{let r=-1;for(let i of e)(i=+t(i,++r,e))&&(n+=i)}return n}function Os(e){if(typeof e[Symbol.iterator]!="function")throw new TypeError("values is not iterable");return Array.from(e).reverse()}function BM(e){return e}var kd=1,Td=2,Cd=3,wu=4,L0=1e-6;function FM(e){return"translate("+e+",0)"}function VM(e){return"translate(0,"+e+")"}function HM(e){return t=>+e(t)}function qM(e,t){return t=Math.max(0,e.bandwidth()-t*2)/2,e.round()&&(t=Math.round(t)),n=>+e(n)+t}function UM(){return!this.__axis}function KM(e,t){var n=[],r=null,i=null,s=6,o=6,a=3,l=typeof window<"u"&&window.devicePixelRatio>1?0:.5,u=e===kd||e===wu?-1:1,c=e===wu||e===Td?"x":"y",f=e===kd||e===Cd?FM:VM;function d(h){var p=r??(t.ticks?t.ticks.apply(t,n):t.domain()),m=i??(t.tickFormat?t.tickFormat.apply(t,n):BM),b=Math.max(s,0)+a,y=t.range(),v=+y[0]+l,_=+y[y.length-1]+l,x=(t.bandwidth?qM:HM)(t.copy(),l),S=h.selection?h.selection():h,w=S.selectAll(".domain").data([null]),$=S.selectAll(".tick").data(p,t).order(),C=$.exit(),R=$.enter().append("g").attr("class","tick"),P=$.select("line"),A=$.select("text");w=w.merge(w.enter().insert("path",".tick").attr("class","domain").attr("stroke","currentColor")),$=$.merge(R),P=P.merge(R.append("line").attr("stroke","currentColor").attr(c+"2",u*s)),A=A.merge(R.append("text").attr("fill","currentColor").attr(c,u*b).attr("dy",e===kd?"0em":e===Cd?"0.71em":"0.32em")),h!==S&&(w=w.transition(h),$=$.transition(h),P=P.transition(h),A=A.transition(h),C=C.transition(h).attr("opacity",L0).attr("transform",function(T){return isFinite(T=x(T))?f(T+l):this.getAttribute("transform")}),R.attr("opacity",L0).attr("transform",function(T){var O=this.parentNode.__axis;return f((O&&isFinite(O=O(T))?O:x(T))+l)})),C.remove(),w.attr("d",e===wu||e===Td?o?"M"+u*o+","+v+"H"+l+"V"+_+"H"+u*o:"M"+l+","+v+"V"+_:o?"M"+v+","+u*o+"V"+l+"H"+_+"V"+u*o:"M"+v+","+l+"H"+_),$.attr("opacity",1).attr("transform",function(T){return f(x(T)+l)}),P.attr(c+"2",u*s),A.attr(c,u*b).text(m),S.filter(UM).attr("fill","none").attr("font-size",10).attr("font-family","sans-serif").attr("text-anchor",e===Td?"start":e===wu?"end":"middle"),S.each(function(){this.__axis=x})}return d.scale=function(h){return arguments.length?(t=h,d):t},d.ticks=function(){return n=Array.from(arguments),d},d.tickArguments=function(h){return arguments.length?(n=h==null?[]:Array.from(h),d):n.slice()},d.tickValues=function(h){return arguments.length?(r=h==null?null:Array.from(h),d):r&&r.slice()},d.tickFormat=function(h){return arguments.length?(i=h,d):i},d.tickSize=function(h){return arguments.length?(s=o=+h,d):s},d.tickSizeInner=function(h){return arguments.length?(s=+h,d):s},d.tickSizeOuter=function(h){return arguments.length?(o=+h,d):o},d.tickPadding=function(h){return arguments.length?(a=+h,d):a},d.offset=function(h){return arguments.length?(l=+h,d):l},d}function O0(e){return KM(Cd,e)}var Md="http://www.w3.org/1999/xhtml",zr={svg:"http://www.w3.org/2000/svg",xhtml:Md,xlink:"http://www.w3.org/1999/xlink",xml:"http://www.w3.org/XML/1998/namespace",xmlns:"http://www.w3.org/2000/xmlns/"};function z0(e){var t=e+="",n=t.indexOf(":");return n>=0&&(t=e.slice(0,n))!=="xmlns"&&(e=e.slice(n+1)),zr.hasOwnProperty(t)?{space:zr[t],local:e}:e}function GM(e){return function(){var t=this.ownerDocument,n=this.namespaceURI;return n===Md&&t.documentElement.namespaceURI===Md?t.createElement(e):t.createElementNS(n,e)}}function jM(e){return function(){return this.ownerDocument.createElementNS(e.space,e.local)}}function zs(e){var t=z0(e);return(t.local?jM:GM)(t)}function YM(){}function B0(e){return e==null?YM:function(){return this.querySelector(e)}}function WM(e){typeof e!="function"&&(e=B0(e));for(var t=this._groups,n=t.length,r=new Array(n),i=0;i<n;++i)for(var s=t[i],o=s.length,a=r[i]=new Array(o),l,u,c=0;c<o;++c)(l=s[c])&&(u=e.call(l,l.__data__,c,s))&&("__data__"in l&&(u.__data__=l.__data__),a[c]=u);return new Et(r,this._parents)}function XM(e){return e==null?[]:Array.isArray(e)?e:Array.from(e)}function ZM(){return[]}function JM(e){return e==null?ZM:function(){return this.querySelectorAll(e)}}function QM(e){return function(){return XM(e.apply(this,arguments))}}function e3(e){typeof e=="function"?e=QM(e):e=JM(e);for(var t=this._groups,n=t.length,r=[],i=[],s=0;s<n;++s)for(var o=t[s],a=o.length,l,u=0;u<a;++u)(l=o[u])&&(r.push(e.call(l,l.__data__,u,o)),i.push(l));return new Et(r,i)}function t3(e){return function(){return this.matches(e)}}function F0(e){return function(t){return t.matches(e)}}var n3=Array.prototype.find;function r3(e){return function(){return n3.call(this.children,e)}}function i3(){return this.firstElementChild}function s3(e){return this.select(e==null?i3:r3(typeof e=="function"?e:F0(e)))}var o3=Array.prototype.filter;function a3(){return Array.from(this.children)}function l3(e){return function(){return o3.call(this.children,e)}}function u3(e){return this.selectAll(e==null?a3:l3(typeof e=="function"?e:F0(e)))}function c3(e){typeof e!="function"&&(e=t3(e));for(var t=this._groups,n=t.length,r=new Array(n),i=0;i<n;++i)for(var s=t[i],o=s.length,a=r[i]=[],l,u=0;u<o;++u)(l=s[u])&&e.call(l,l.__data__,u,s)&&a.push(l);return new Et(r,this._parents)}function V0(e){return new Array(e.length)}function f3(){return new Et(this._enter||this._groups.map(V0),this._parents)}function _u(e,t){this.ownerDocument=e.ownerDocument,this.namespaceURI=e.namespaceURI,this._next=null,this._parent=e,this.__data__=t}_u.prototype={constructor:_u,appendChild:function(e){return this._parent.insertBefore(e,this._next)},insertBefore:function(e,t){return this._parent.insertBefore(e,t)},querySelector:function(e){return this._parent.querySelector(e)},querySelectorAll:function(e){return this._parent.querySelectorAll(e)}};function d3(e){return function(){return e}}function h3(e,t,n,r,i,s){for(var o=0,a,l=t.length,u=s.length;o<u;++o)(a=t[o])?(a.__data__=s[o],r[o]=a):n[o]=new _u(e,s[o]);for(;o<l;++o)(a=t[o])&&(i[o]=a)}function p3(e,t,n,r,i,s,o){var a,l,u=new Map,c=t.length,f=s.length,d=new Array(c),h;for(a=0;a<c;++a)(l=t[a])&&(d[a]=h=o.call(l,l.__data__,a,t)+"",u.has(h)?i[a]=l:u.set(h,l));for(a=0;a<f;++a)h=o.call(e,s[a],a,s)+"",(l=u.get(h))?(r[a]=l,l.__data__=s[a],u.delete(h)):n[a]=new _u(e,s[a]);for(a=0;a<c;++a)(l=t[a])&&u.get(d[a])===l&&(i[a]=l)}function m3(e){return e.__data__}function g3(e,t){if(!arguments.length)return Array.from(this,m3);var n=t?p3:h3,r=this._parents,i=this._groups;typeof e!="function"&&(e=d3(e));for(var s=i.length,o=new Array(s),a=new Array(s),l=new Array(s),u=0;u<s;++u){var c=r[u],f=i[u],d=f.length,h=b3(e.call(c,c&&c.__data__,u,r)),p=h.length,m=a[u]=new Array(p),b=o[u]=new Array(p),y=l[u]=new Array(d);n(c,f,m,b,y,h,t);for(var v=0,_=0,x,S;v<p;++v)if(x=m[v]){for(v>=_&&(_=v+1);!(S=b[_])&&++_<p;);x._next=S||null}}return o=new Et(o,r),o._enter=a,o._exit=l,o}function b3(e){return typeof e=="object"&&"length"in e?e:Array.from(e)}function y3(){return new Et(this._exit||this._groups.map(V0),this._parents)}function v3(e,t,n){var r=this.enter(),i=this,s=this.exit();return typeof e=="function"?(r=e(r),r&&(r=r.selection())):r=r.append(e+""),t!=null&&(i=t(i),i&&(i=i.selection())),n==null?s.remove():n(s),r&&i?r.merge(i).order():i}function x3(e){for(var t=e.selection?e.selection():e,n=this._groups,r=t._groups,i=n.length,s=r.length,o=Math.min(i,s),a=new Array(i),l=0;l<o;++l)for(var u=n[l],c=r[l],f=u.length,d=a[l]=new Array(f),h,p=0;p<f;++p)(h=u[p]||c[p])&&(d[p]=h);for(;l<i;++l)a[l]=n[l];return new Et(a,this._parents)}function w3(){for(var e=this._groups,t=-1,n=e.length;++t<n;)for(var r=e[t],i=r.length-1,s=r[i],o;--i>=0;)(o=r[i])&&(s&&o.compareDocumentPosition(s)^4&&s.parentNode.insertBefore(o,s),s=o);return this}function _3(e){e||(e=$3);function t(f,d){return f&&d?e(f.__data__,d.__data__):!f-!d}for(var n=this._groups,r=n.length,i=new Array(r),s=0;s<r;++s){for(var o=n[s],a=o.length,l=i[s]=new Array(a),u,c=0;c<a;++c)(u=o[c])&&(l[c]=u);l.sort(t)}return new Et(i,this._parents).order()}function $3(e,t){return e<t?-1:e>t?1:e>=t?0:NaN}function S3(){var e=arguments[0];return arguments[0]=this,e.apply(null,arguments),this}function k3(){return Array.from(this)}function T3(){for(var e=this._groups,t=0,n=e.length;t<n;++t)for(var r=e[t],i=0,s=r.length;i<s;++i){var o=r[i];if(o)return o}return null}function C3(){let e=0;for(let t of this)++e;return e}function M3(){return!this.node()}function R3(e){for(var t=this._groups,n=0,r=t.length;n<r;++n)for(var i=t[n],s=0,o=i.length,a;s<o;++s)(a=i[s])&&e.call(a,a.__data__,s,i);return this}function A3(e){return function(){this.removeAttribute(e)}}function E3(e){return function(){this.removeAttributeNS(e.space,e.local)}}function P3(e,t){return function(){this.setAttribute(e,t)}}function D3(e,t){return function(){this.setAttributeNS(e.space,e.local,t)}}function N3(e,t){return function(){var n=t.apply(this,arguments);n==null?this.removeAttribute(e):this.setAttribute(e,n)}}function I3(e,t){return function(){var n=t.apply(this,arguments);n==null?this.removeAttributeNS(e.space,e.local):this.setAttributeNS(e.space,e.local,n)}}function L3(e,t){var n=z0(e);if(arguments.length<2){var r=this.node();return n.local?r.getAttributeNS(n.space,n.local):r.getAttribute(n)}return this.each((t==null?n.local?E3:A3:typeof t=="function"?n.local?I3:N3:n.local?D3:P3)(n,t))}function H0(e){return e.ownerDocument&&e.ownerDocument.defaultView||e.document&&e||e.defaultView}function O3(e){return function(){this.style.removeProperty(e)}}function z3(e,t,n){return function(){this.style.setProperty(e,t,n)}}function B3(e,t,n){return function(){var r=t.apply(this,arguments);r==null?this.style.removeProperty(e):this.style.setProperty(e,r,n)}}function F3(e,t,n){return arguments.length>1?this.each((t==null?O3:typeof t=="function"?B3:z3)(e,t,n??"")):V3(this.node(),e)}function V3(e,t){return e.style.getPropertyValue(t)||H0(e).getComputedStyle(e,null).getPropertyValue(t)}function H3(e){return function(){delete this[e]}}function q3(e,t){return function(){this[e]=t}}function U3(e,t){return function(){var n=t.apply(this,arguments);n==null?delete this[e]:this[e]=n}}function K3(e,t){return arguments.length>1?this.each((t==null?H3:typeof t=="function"?U3:q3)(e,t)):this.node()[e]}function q0(e){return e.trim().split(/^|\s+/)}function Ad(e){return e.classList||new U0(e)}function U0(e){this._node=e,this._names=q0(e.getAttribute("class")||"")}U0.prototype={add:function(e){var t=this._names.indexOf(e);t<0&&(this._names.push(e),this._node.setAttribute("class",this._names.join(" ")))},remove:function(e){var t=this._names.indexOf(e);t>=0&&(this._names.splice(t,1),this._node.setAttribute("class",this._names.join(" ")))},contains:function(e){return this._names.indexOf(e)>=0}};function K0(e,t){for(var n=Ad(e),r=-1,i=t.length;++r<i;)n.add(t[r])}function G0(e,t){for(var n=Ad(e),r=-1,i=t.length;++r<i;)n.remove(t[r])}function G3(e){return function(){K0(this,e)}}function j3(e){return function(){G0(this,e)}}function Y3(e,t){return function(){(t.apply(this,arguments)?K0:G0)(this,e)}}function W3(e,t){var n=q0(e+"");if(arguments.length<2){for(var r=Ad(this.node()),i=-1,s=n.length;++i<s;)if(!r.contains(n[i]))return!1;return!0}return this.each((typeof t=="function"?Y3:t?G3:j3)(n,t))}function X3(){this.textContent=""}function Z3(e){return function(){this.textContent=e}}function J3(e){return function(){var t=e.apply(this,arguments);this.textContent=t??""}}function Q3(e){return arguments.length?this.each(e==null?X3:(typeof e=="function"?J3:Z3)(e)):this.node().textContent}function e6(){this.innerHTML=""}function t6(e){return function(){this.innerHTML=e}}function n6(e){return function(){var t=e.apply(this,arguments);this.innerHTML=t??""}}function r6(e){return arguments.length?this.each(e==null?e6:(typeof e=="function"?n6:t6)(e)):this.node().innerHTML}function i6(){this.nextSibling&&this.parentNode.appendChild(this)}function s6(){return this.each(i6)}function o6(){this.previousSibling&&this.parentNode.insertBefore(this,this.parentNode.firstChild)}function a6(){return this.each(o6)}function l6(e){var t=typeof e=="function"?e:zs(e);return this.select(function(){return this.appendChild(t.apply(this,arguments))})}function u6(){return null}function c6(e,t){var n=typeof e=="function"?e:zs(e),r=t==null?u6:typeof t=="function"?t:B0(t);return this.select(function(){return this.insertBefore(n.apply(this,arguments),r.apply(this,arguments)||null)})}function f6(){var e=this.parentNode;e&&e.removeChild(this)}function d6(){return this.each(f6)}function h6(){var e=this.cloneNode(!1),t=this.parentNode;return t?t.insertBefore(e,this.nextSibling):e}function p6(){var e=this.cloneNode(!0),t=this.parentNode;return t?t.insertBefore(e,this.nextSibling):e}function m6(e){return this.select(e?p6:h6)}function g6(e){return arguments.length?this.property("__data__",e):this.node().__data__}function b6(e){return function(t){e.call(this,t,this.__data__)}}function y6(e){return e.trim().split(/^|\s+/).map(function(t){var n="",r=t.indexOf(".");return r>=0&&(n=t.slice(r+1),t=t.slice(0,r)),{type:t,name:n}})}function v6(e){return function(){var t=this.__on;if(t){for(var n=0,r=-1,i=t.length,s;n<i;++n)s=t[n],(!e.type||s.type===e.type)&&s.name===e.name?this.removeEventListener(s.type,s.listener,s.options):t[++r]=s;++r?t.length=r:delete this.__on}}}function x6(e,t,n){return function(){var r=this.__on,i,s=b6(t);if(r){for(var o=0,a=r.length;o<a;++o)if((i=r[o]).type===e.type&&i.name===e.name){this.removeEventListener(i.type,i.listener,i.options),this.addEventListener(i.type,i.listener=s,i.options=n),i.value=t;return}}this.addEventListener(e.type,s,n),i={type:e.type,name:e.name,value:t,listener:s,options:n},r?r.push(i):this.__on=[i]}}function w6(e,t,n){var r=y6(e+""),i,s=r.length,o;if(arguments.length<2){var a=this.node().__on;if(a){for(var l=0,u=a.length,c;l<u;++l)for(i=0,c=a[l];i<s;++i)if((o=r[i]).type===c.type&&o.name===c.name)return c.value}return}for(a=t?x6:v6,i=0;i<s;++i)this.each(a(r[i],t,n));return this}function j0(e,t,n){var r=H0(e),i=r.CustomEvent;typeof i=="function"?i=new i(t,n):(i=r.document.createEvent("Event"),n?(i.initEvent(t,n.bubbles,n.cancelable),i.detail=n.detail):i.initEvent(t,!1,!1)),e.dispatchEvent(i)}function _6(e,t){return function(){return j0(this,e,t)}}function $6(e,t){return function(){return j0(this,e,t.apply(this,arguments))}}function S6(e,t){return this.each((typeof t=="function"?$6:_6)(e,t))}function*k6(){for(var e=this._groups,t=0,n=e.length;t<n;++t)for(var r=e[t],i=0,s=r.length,o;i<s;++i)(o=r[i])&&(yield o)}var Y0=[null];function Et(e,t){this._groups=e,this._parents=t}function T6(){return new Et([[document.documentElement]],Y0)}function C6(){return this}Et.prototype=T6.prototype={constructor:Et,select:WM,selectAll:e3,selectChild:s3,selectChildren:u3,filter:c3,data:g3,enter:f3,exit:y3,join:v3,merge:x3,selection:C6,order:w3,sort:_3,call:S3,nodes:k3,node:T3,size:C3,empty:M3,each:R3,attr:L3,style:F3,property:K3,classed:W3,text:Q3,html:r6,raise:s6,lower:a6,append:l6,insert:c6,remove:d6,clone:m6,datum:g6,on:w6,dispatch:S6,[Symbol.iterator]:k6};function ln(e){return typeof e=="string"?new Et([[document.querySelector(e)]],[document.documentElement]):new Et([[e]],Y0)}var M6=0;function R6(){return new Rd}function Rd(){this._="@"+(++M6).toString(36)}Rd.prototype=R6.prototype={constructor:Rd,get:function(e){for(var t=this._;!(t in e);)if(!(e=e.parentNode))return;return e[t]},set:function(e,t){return e[this._]=t},remove:function(e){return this._ in e&&delete e[this._]},toString:function(){return this._}};function A6(e){let t;for(;t=e.sourceEvent;)e=t;return e}function W0(e,t){if(e=A6(e),t===void 0&&(t=e.currentTarget),t){var n=t.ownerSVGElement||t;if(n.createSVGPoint){var r=n.createSVGPoint();return r.x=e.clientX,r.y=e.clientY,r=r.matrixTransform(t.getScreenCTM().inverse()),[r.x,r.y]}if(t.getBoundingClientRect){var i=t.getBoundingClientRect();return[e.clientX-i.left-t.clientLeft,e.clientY-i.top-t.clientTop]}}return[e.pageX,e.pageY]}function Hs(e,t,n){e.prototype=t.prototype=n,n.constructor=e}function sa(e,t){var n=Object.create(e.prototype);for(var r in t)n[r]=t[r];return n}function Br(){}var wi=.7,Vs=1/wi,Bs="\\s*([+-]?\\d+)\\s*",ra="\\s*([+-]?(?:\\d*\\.)?\\d+(?:[eE][+-]?\\d+)?)\\s*",Mn="\\s*([+-]?(?:\\d*\\.)?\\d+(?:[eE][+-]?\\d+)?)%\\s*",E6=/^#([0-9a-f]{3,8})$/,P6=new RegExp(`^rgb\\(${Bs},${Bs},${Bs}\\)$`),D6=new RegExp(`^rgb\\(${Mn},${Mn},${Mn}\\)$`),N6=new RegExp(`^rgba\\(${Bs},${Bs},${Bs},${ra}\\)$`),I6=new RegExp(`^rgba\\(${Mn},${Mn},${Mn},${ra}\\)$`),L6=new RegExp(`^hsl\\(${ra},${Mn},${Mn}\\)$`),O6=new RegExp(`^hsla\\(${ra},${Mn},${Mn},${ra}\\)$`),X0={aliceblue:15792383,antiquewhite:16444375,aqua:65535,aquamarine:8388564,azure:15794175,beige:16119260,bisque:16770244,black:0,blanchedalmond:16772045,blue:255,blueviolet:9055202,brown:10824234,burlywood:14596231,cadetblue:6266528,chartreuse:8388352,chocolate:13789470,coral:16744272,cornflowerblue:6591981,cornsilk:16775388,crimson:14423100,cyan:65535,darkblue:139,darkcyan:35723,darkgoldenrod:12092939,darkgray:11119017,darkgreen:25600,darkgrey:11119017,darkkhaki:12433259,darkmagenta:9109643,darkolivegreen:5597999,darkorange:16747520,darkorchid:10040012,darkred:9109504,darksalmon:15308410,darkseagreen:9419919,darkslateblue:4734347,darkslategray:3100495,darkslategrey:3100495,darkturquoise:52945,darkviolet:9699539,deeppink:16716947,deepskyblue:49151,dimgray:6908265,dimgrey:6908265,dodgerblue:2003199,firebrick:11674146,floralwhite:16775920,forestgreen:2263842,fuchsia:16711935,gainsboro:14474460,ghostwhite:16316671,gold:16766720,goldenrod:14329120,gray:8421504,green:32768,greenyellow:11403055,grey:8421504,honeydew:15794160,hotpink:16738740,indianred:13458524,indigo:4915330,ivory:16777200,khaki:15787660,lavender:15132410,lavenderblush:16773365,lawngreen:8190976,lemonchiffon:16775885,lightblue:11393254,lightcoral:15761536,lightcyan:14745599,lightgoldenrodyellow:16448210,lightgray:13882323,lightgreen:9498256,lightgrey:13882323,lightpink:16758465,lightsalmon:16752762,lightseagreen:2142890,lightskyblue:8900346,lightslategray:7833753,lightslategrey:7833753,lightsteelblue:11584734,lightyellow:16777184,lime:65280,limegreen:3329330,linen:16445670,magenta:16711935,maroon:8388608,mediumaquamarine:6737322,mediumblue:205,mediumorchid:12211667,mediumpurple:9662683,mediumseagreen:3978097,mediumslateblue:8087790,mediumspringgreen:64154,mediumturquoise:4772300,mediumvioletred:13047173,midnightblue:1644912,mintcream:16121850,mistyrose:16770273,moccasin:16770229,navajowhite:16768685,navy:128,oldlace:16643558,olive:8421376,olivedrab:7048739,orange:16753920,orangered:16729344,orchid:14315734,palegoldenrod:15657130,palegreen:10025880,paleturquoise:11529966,palevioletred:14381203,papayawhip:16773077,peachpuff:16767673,peru:13468991,pink:16761035,plum:14524637,powderblue:11591910,purple:8388736,rebeccapurple:6697881,red:16711680,rosybrown:12357519,royalblue:4286945,saddlebrown:9127187,salmon:16416882,sandybrown:16032864,seagreen:3050327,seashell:16774638,sienna:10506797,silver:12632256,skyblue:8900331,slateblue:6970061,slategray:7372944,slategrey:7372944,snow:16775930,springgreen:65407,steelblue:4620980,tan:13808780,teal:32896,thistle:14204888,tomato:16737095,turquoise:4251856,violet:15631086,wheat:16113331,white:16777215,whitesmoke:16119285,yellow:16776960,yellowgreen:10145074};Hs(Br,qs,{copy(e){return Object.assign(new this.constructor,this,e)},displayable(){return this.rgb().displayable()},hex:Z0,formatHex:Z0,formatHex8:z6,formatHsl:B6,formatRgb:J0,toString:J0});function Z0(){return this.rgb().formatHex()}function z6(){return this.rgb().formatHex8()}function B6(){return av(this).formatHsl()}function J0(){return this.rgb().formatRgb()}function qs(e){var t,n;return e=(e+"").trim().toLowerCase(),(t=E6.exec(e))?(n=t[1].length,t=parseInt(t[1],16),n===6?Q0(t):n===3?new je(t>>8&15|t>>4&240,t>>4&15|t&240,(t&15)<<4|t&15,1):n===8?$u(t>>24&255,t>>16&255,t>>8&255,(t&255)/255):n===4?$u(t>>12&15|t>>8&240,t>>8&15|t>>4&240,t>>4&15|t&240,((t&15)<<4|t&15)/255):null):(t=P6.exec(e))?new je(t[1],t[2],t[3],1):(t=D6.exec(e))?new je(t[1]*255/100,t[2]*255/100,t[3]*255/100,1):(t=N6.exec(e))?$u(t[1],t[2],t[3],t[4]):(t=I6.exec(e))?$u(t[1]*255/100,t[2]*255/100,t[3]*255/100,t[4]):(t=L6.exec(e))?nv(t[1],t[2]/100,t[3]/100,1):(t=O6.exec(e))?nv(t[1],t[2]/100,t[3]/100,t[4]):X0.hasOwnProperty(e)?Q0(X0[e]):e==="transparent"?new je(NaN,NaN,NaN,0):null}function Q0(e){return new je(e>>16&255,e>>8&255,e&255,1)}function $u(e,t,n,r){return r<=0&&(e=t=n=NaN),new je(e,t,n,r)}function Ld(e){return e instanceof Br||(e=qs(e)),e?(e=e.rgb(),new je(e.r,e.g,e.b,e.opacity)):new je}function cn(e,t,n,r){return arguments.length===1?Ld(e):new je(e,t,n,r??1)}function je(e,t,n,r){this.r=+e,this.g=+t,this.b=+n,this.opacity=+r}Hs(je,cn,sa(Br,{brighter(e){return e=e==null?Vs:Math.pow(Vs,e),new je(this.r*e,this.g*e,this.b*e,this.opacity)},darker(e){return e=e==null?wi:Math.pow(wi,e),new je(this.r*e,this.g*e,this.b*e,this.opacity)},rgb(){return this},clamp(){return new je(vi(this.r),vi(this.g),vi(this.b),ku(this.opacity))},displayable(){return-.5<=this.r&&this.r<255.5&&-.5<=this.g&&this.g<255.5&&-.5<=this.b&&this.b<255.5&&0<=this.opacity&&this.opacity<=1},hex:ev,formatHex:ev,formatHex8:F6,formatRgb:tv,toString:tv}));function ev(){return`#${yi(this.r)}${yi(this.g)}${yi(this.b)}`}function F6(){return`#${yi(this.r)}${yi(this.g)}${yi(this.b)}${yi((isNaN(this.opacity)?1:this.opacity)*255)}`}function tv(){let e=ku(this.opacity);return`${e===1?"rgb(":"rgba("}${vi(this.r)}, ${vi(this.g)}, ${vi(this.b)}${e===1?")":`, ${e})`}`}function ku(e){return isNaN(e)?1:Math.max(0,Math.min(1,e))}function vi(e){return Math.max(0,Math.min(255,Math.round(e)||0))}function yi(e){return e=vi(e),(e<16?"0":"")+e.toString(16)}function nv(e,t,n,r){return r<=0?e=t=n=NaN:n<=0||n>=1?e=t=NaN:t<=0&&(e=NaN),new un(e,t,n,r)}function av(e){if(e instanceof un)return new un(e.h,e.s,e.l,e.opacity);if(e instanceof Br||(e=qs(e)),!e)return new un;if(e instanceof un)return e;e=e.rgb();var t=e.r/255,n=e.g/255,r=e.b/255,i=Math.min(t,n,r),s=Math.max(t,n,r),o=NaN,a=s-i,l=(s+i)/2;return a?(t===s?o=(n-r)/a+(n<r)*6:n===s?o=(r-t)/a+2:o=(t-n)/a+4,a/=l<.5?s+i:2-s-i,o*=60):a=l>0&&l<1?0:o,new un(o,a,l,e.opacity)}function Cu(e,t,n,r){return arguments.length===1?av(e):new un(e,t,n,r??1)}function un(e,t,n,r){this.h=+e,this.s=+t,this.l=+n,this.opacity=+r}Hs(un,Cu,sa(Br,{brighter(e){return e=e==null?Vs:Math.pow(Vs,e),new un(this.h,this.s,this.l*e,this.opacity)},darker(e){return e=e==null?wi:Math.pow(wi,e),new un(this.h,this.s,this.l*e,this.opacity)},rgb(){var e=this.h%360+(this.h<0)*360,t=isNaN(e)||isNaN(this.s)?0:this.s,n=this.l,r=n+(n<.5?n:1-n)*t,i=2*n-r;return new je(Ed(e>=240?e-240:e+120,i,r),Ed(e,i,r),Ed(e<120?e+240:e-120,i,r),this.opacity)},clamp(){return new un(rv(this.h),Su(this.s),Su(this.l),ku(this.opacity))},displayable(){return(0<=this.s&&this.s<=1||isNaN(this.s))&&0<=this.l&&this.l<=1&&0<=this.opacity&&this.opacity<=1},formatHsl(){let e=ku(this.opacity);return`${e===1?"hsl(":"hsla("}${rv(this.h)}, ${Su(this.s)*100}%, ${Su(this.l)*100}%${e===1?")":`, ${e})`}`}}));function rv(e){return e=(e||0)%360,e<0?e+360:e}function Su(e){return Math.max(0,Math.min(1,e||0))}function Ed(e,t,n){return(e<60?t+(n-t)*e/60:e<180?n:e<240?t+(n-t)*(240-e)/60:t)*255}var lv=Math.PI/180,uv=180/Math.PI,Tu=18,cv=.96422,fv=1,dv=.82521,hv=4/29,Fs=6/29,pv=3*Fs*Fs,V6=Fs*Fs*Fs;function mv(e){if(e instanceof Rn)return new Rn(e.l,e.a,e.b,e.opacity);if(e instanceof lr)return gv(e);e instanceof je||(e=Ld(e));var t=Id(e.r),n=Id(e.g),r=Id(e.b),i=Pd((.2225045*t+.7168786*n+.0606169*r)/fv),s,o;return t===n&&n===r?s=o=i:(s=Pd((.4360747*t+.3850649*n+.1430804*r)/cv),o=Pd((.0139322*t+.0971045*n+.7141733*r)/dv)),new Rn(116*i-16,500*(s-i),200*(i-o),e.opacity)}function Mu(e,t,n,r){return arguments.length===1?mv(e):new Rn(e,t,n,r??1)}function Rn(e,t,n,r){this.l=+e,this.a=+t,this.b=+n,this.opacity=+r}Hs(Rn,Mu,sa(Br,{brighter(e){return new Rn(this.l+Tu*(e??1),this.a,this.b,this.opacity)},darker(e){return new Rn(this.l-Tu*(e??1),this.a,this.b,this.opacity)},rgb(){var e=(this.l+16)/116,t=isNaN(this.a)?e:e+this.a/500,n=isNaN(this.b)?e:e-this.b/200;return t=cv*Dd(t),e=fv*Dd(e),n=dv*Dd(n),new je(Nd(3.1338561*t-1.6168667*e-.4906146*n),Nd(-.9787684*t+1.9161415*e+.033454*n),Nd(.0719453*t-.2289914*e+1.4052427*n),this.opacity)}}));function Pd(e){return e>V6?Math.pow(e,1/3):e/pv+hv}function Dd(e){return e>Fs?e*e*e:pv*(e-hv)}function Nd(e){return 255*(e<=.0031308?12.92*e:1.055*Math.pow(e,1/2.4)-.055)}function Id(e){return(e/=255)<=.04045?e/12.92:Math.pow((e+.055)/1.055,2.4)}function H6(e){if(e instanceof lr)return new lr(e.h,e.c,e.l,e.opacity);if(e instanceof Rn||(e=mv(e)),e.a===0&&e.b===0)return new lr(NaN,0<e.l&&e.l<100?0:NaN,e.l,e.opacity);var t=Math.atan2(e.b,e.a)*uv;return new lr(t<0?t+360:t,Math.sqrt(e.a*e.a+e.b*e.b),e.l,e.opacity)}function Ru(e,t,n,r){return arguments.length===1?H6(e):new lr(e,t,n,r??1)}function lr(e,t,n,r){this.h=+e,this.c=+t,this.l=+n,this.opacity=+r}function gv(e){if(isNaN(e.h))return new Rn(e.l,0,0,e.opacity);var t=e.h*lv;return new Rn(e.l,Math.cos(t)*e.c,Math.sin(t)*e.c,e.opacity)}Hs(lr,Ru,sa(Br,{brighter(e){return new lr(this.h,this.c,this.l+Tu*(e??1),this.opacity)},darker(e){return new lr(this.h,this.c,this.l-Tu*(e??1),this.opacity)},rgb(){return gv(this).rgb()}}));var bv=-.14861,Od=1.78277,zd=-.29227,Au=-.90649,ia=1.97294,iv=ia*Au,sv=ia*Od,ov=Od*zd-Au*bv;function q6(e){if(e instanceof xi)return new xi(e.h,e.s,e.l,e.opacity);e instanceof je||(e=Ld(e));var t=e.r/255,n=e.g/255,r=e.b/255,i=(ov*r+iv*t-sv*n)/(ov+iv-sv),s=r-i,o=(ia*(n-i)-zd*s)/Au,a=Math.sqrt(o*o+s*s)/(ia*i*(1-i)),l=a?Math.atan2(o,s)*uv-120:NaN;return new xi(l<0?l+360:l,a,i,e.opacity)}function qt(e,t,n,r){return arguments.length===1?q6(e):new xi(e,t,n,r??1)}function xi(e,t,n,r){this.h=+e,this.s=+t,this.l=+n,this.opacity=+r}Hs(xi,qt,sa(Br,{brighter(e){return e=e==null?Vs:Math.pow(Vs,e),new xi(this.h,this.s,this.l*e,this.opacity)},darker(e){return e=e==null?wi:Math.pow(wi,e),new xi(this.h,this.s,this.l*e,this.opacity)},rgb(){var e=isNaN(this.h)?0:(this.h+120)*lv,t=+this.l,n=isNaN(this.s)?0:this.s*t*(1-t),r=Math.cos(e),i=Math.sin(e);return new je(255*(t+n*(bv*r+Od*i)),255*(t+n*(zd*r+Au*i)),255*(t+n*(ia*r)),this.opacity)}}));function xv(e,t,n,r,i){var s=e*e,o=s*e;return((1-3*e+3*s-o)*t+(4-6*s+3*o)*n+(1+3*e+3*s-3*o)*r+o*i)/6}function U6(e){var t=e.length-1;return function(n){var r=n<=0?n=0:n>=1?(n=1,t-1):Math.floor(n*t),i=e[r],s=e[r+1],o=r>0?e[r-1]:2*i-s,a=r<t-1?e[r+2]:2*s-i;return xv((n-r/t)*t,o,i,s,a)}}function K6(e){var t=e.length;return function(n){var r=Math.floor(((n%=1)<0?++n:n)*t),i=e[(r+t-1)%t],s=e[r%t],o=e[(r+1)%t],a=e[(r+2)%t];return xv((n-r/t)*t,i,s,o,a)}}var Pu=e=>()=>e;function wv(e,t){return function(n){return e+n*t}}function G6(e,t,n){return e=Math.pow(e,n),t=Math.pow(t,n)-e,n=1/n,function(r){return Math.pow(e+r*t,n)}}function Hd(e,t){var n=t-e;return n?wv(e,n>180||n<-180?n-360*Math.round(n/360):n):Pu(isNaN(e)?t:e)}function j6(e){return(e=+e)==1?Ye:function(t,n){return n-t?G6(t,n,e):Pu(isNaN(t)?n:t)}}function Ye(e,t){var n=t-e;return n?wv(e,n):Pu(isNaN(e)?t:e)}var _i=(function e(t){var n=j6(t);function r(i,s){var o=n((i=cn(i)).r,(s=cn(s)).r),a=n(i.g,s.g),l=n(i.b,s.b),u=Ye(i.opacity,s.opacity);return function(c){return i.r=o(c),i.g=a(c),i.b=l(c),i.opacity=u(c),i+""}}return r.gamma=e,r})(1);function _v(e){return function(t){var n=t.length,r=new Array(n),i=new Array(n),s=new Array(n),o,a;for(o=0;o<n;++o)a=cn(t[o]),r[o]=a.r||0,i[o]=a.g||0,s[o]=a.b||0;return r=e(r),i=e(i),s=e(s),a.opacity=1,function(l){return a.r=r(l),a.g=i(l),a.b=s(l),a+""}}}var $v=_v(U6),nD=_v(K6);function Y6(e,t){t||(t=[]);var n=e?Math.min(t.length,e.length):0,r=t.slice(),i;return function(s){for(i=0;i<n;++i)r[i]=e[i]*(1-s)+t[i]*s;return r}}function W6(e){return ArrayBuffer.isView(e)&&!(e instanceof DataView)}function X6(e,t){var n=t?t.length:0,r=e?Math.min(n,e.length):0,i=new Array(r),s=new Array(n),o;for(o=0;o<r;++o)i[o]=Us(e[o],t[o]);for(;o<n;++o)s[o]=t[o];return function(a){for(o=0;o<r;++o)s[o]=i[o](a);return s}}function Z6(e,t){var n=new Date;return e=+e,t=+t,function(r){return n.setTime(e*(1-r)+t*r),n}}function Ve(e,t){return e=+e,t=+t,function(n){return e*(1-n)+t*n}}function J6(e,t){var n={},r={},i;(e===null||typeof e!="object")&&(e={}),(t===null||typeof t!="object")&&(t={});for(i in t)i in e?n[i]=Us(e[i],t[i]):r[i]=t[i];return function(s){for(i in n)r[i]=n[i](s);return r}}var Fd=/[-+]?(?:\d+\.?\d*|\.?\d+)(?:[eE][-+]?\d+)?/g,Bd=new RegExp(Fd.source,"g");function Q6(e){return function(){return e}}function e5(e){return function(t){return e(t)+""}}function t5(e,t){var n=Fd.lastIndex=Bd.lastIndex=0,r,i,s,o=-1,a=[],l=[];for(e=e+"",t=t+"";(r=Fd.exec(e))&&(i=Bd.exec(t));)(s=i.index)>n&&(s=t.slice(n,s),a[o]?a[o]+=s:a[++o]=s),(r=r[0])===(i=i[0])?a[o]?a[o]+=i:a[++o]=i:(a[++o]=null,l.push({i:o,x:Ve(r,i)})),n=Bd.lastIndex;return n<t.length&&(s=t.slice(n),a[o]?a[o]+=s:a[++o]=s),a.length<2?l[0]?e5(l[0].x):Q6(t):(t=l.length,function(u){for(var c=0,f;c<t;++c)a[(f=l[c]).i]=f.x(u);return a.join("")})}function Us(e,t){var n=typeof t,r;return t==null||n==="boolean"?Pu(t):(n==="number"?Ve:n==="string"?(r=qs(t))?(t=r,_i):t5:t instanceof qs?_i:t instanceof Date?Z6:W6(t)?Y6:Array.isArray(t)?X6:typeof t.valueOf!="function"&&typeof t.toString!="function"||isNaN(t)?J6:Ve)(e,t)}function oa(e,t){return e=+e,t=+t,function(n){return Math.round(e*(1-n)+t*n)}}var yv=180/Math.PI,Vd={translateX:0,translateY:0,rotate:0,skewX:0,scaleX:1,scaleY:1};function Sv(e,t,n,r,i,s){var o,a,l;return(o=Math.sqrt(e*e+t*t))&&(e/=o,t/=o),(l=e*n+t*r)&&(n-=e*l,r-=t*l),(a=Math.sqrt(n*n+r*r))&&(n/=a,r/=a,l/=a),e*r<t*n&&(e=-e,t=-t,l=-l,o=-o),{translateX:i,translateY:s,rotate:Math.atan2(t,e)*yv,skewX:Math.atan(l)*yv,scaleX:o,scaleY:a}}var Eu;function n5(e){let t=new(typeof DOMMatrix=="function"?DOMMatrix:WebKitCSSMatrix)(e+"");return t.isIdentity?Vd:Sv(t.a,t.b,t.c,t.d,t.e,t.f)}function r5(e){return e==null||(Eu||(Eu=document.createElementNS("http://www.w3.org/2000/svg","g")),Eu.setAttribute("transform",e),!(e=Eu.transform.baseVal.consolidate()))?Vd:(e=e.matrix,Sv(e.a,e.b,e.c,e.d,e.e,e.f))}function kv(e,t,n,r){function i(u){return u.length?u.pop()+" ":""}function s(u,c,f,d,h,p){if(u!==f||c!==d){var m=h.push("translate(",null,t,null,n);p.push({i:m-4,x:Ve(u,f)},{i:m-2,x:Ve(c,d)})}else(f||d)&&h.push("translate("+f+t+d+n)}function o(u,c,f,d){u!==c?(u-c>180?c+=360:c-u>180&&(u+=360),d.push({i:f.push(i(f)+"rotate(",null,r)-2,x:Ve(u,c)})):c&&f.push(i(f)+"rotate("+c+r)}function a(u,c,f,d){u!==c?d.push({i:f.push(i(f)+"skewX(",null,r)-2,x:Ve(u,c)}):c&&f.push(i(f)+"skewX("+c+r)}function l(u,c,f,d,h,p){if(u!==f||c!==d){var m=h.push(i(h)+"scale(",null,",",null,")");p.push({i:m-4,x:Ve(u,f)},{i:m-2,x:Ve(c,d)})}else(f!==1||d!==1)&&h.push(i(h)+"scale("+f+","+d+")")}return function(u,c){var f=[],d=[];return u=e(u),c=e(c),s(u.translateX,u.translateY,c.translateX,c.translateY,f,d),o(u.rotate,c.rotate,f,d),a(u.skewX,c.skewX,f,d),l(u.scaleX,u.scaleY,c.scaleX,c.scaleY,f,d),u=c=null,function(h){for(var p=-1,m=d.length,b;++p<m;)f[(b=d[p]).i]=b.x(h);return f.join("")}}}var rD=kv(n5,"px, ","px)","deg)"),iD=kv(r5,", ",")",")"),i5=1e-12;function vv(e){return((e=Math.exp(e))+1/e)/2}function s5(e){return((e=Math.exp(e))-1/e)/2}function o5(e){return((e=Math.exp(2*e))-1)/(e+1)}var sD=(function e(t,n,r){function i(s,o){var a=s[0],l=s[1],u=s[2],c=o[0],f=o[1],d=o[2],h=c-a,p=f-l,m=h*h+p*p,b,y;if(m<i5)y=Math.log(d/u)/t,b=function($){return[a+$*h,l+$*p,u*Math.exp(t*$*y)]};else{var v=Math.sqrt(m),_=(d*d-u*u+r*m)/(2*u*n*v),x=(d*d-u*u-r*m)/(2*d*n*v),S=Math.log(Math.sqrt(_*_+1)-_),w=Math.log(Math.sqrt(x*x+1)-x);y=(w-S)/t,b=function($){var C=$*y,R=vv(S),P=u/(n*v)*(R*o5(t*C+S)-s5(S));return[a+P*h,l+P*p,u*R/vv(t*C+S)]}}return b.duration=Math.abs(y)*1e3*t/Math.SQRT2,b}return i.rho=function(s){var o=Math.max(.001,+s),a=o*o,l=a*a;return e(o,a,l)},i})(Math.SQRT2,2,4);function Tv(e){return function(t,n){var r=e((t=Cu(t)).h,(n=Cu(n)).h),i=Ye(t.s,n.s),s=Ye(t.l,n.l),o=Ye(t.opacity,n.opacity);return function(a){return t.h=r(a),t.s=i(a),t.l=s(a),t.opacity=o(a),t+""}}}var Cv=Tv(Hd),oD=Tv(Ye);function Mv(e,t){var n=Ye((e=Mu(e)).l,(t=Mu(t)).l),r=Ye(e.a,t.a),i=Ye(e.b,t.b),s=Ye(e.opacity,t.opacity);return function(o){return e.l=n(o),e.a=r(o),e.b=i(o),e.opacity=s(o),e+""}}function Rv(e){return function(t,n){var r=e((t=Ru(t)).h,(n=Ru(n)).h),i=Ye(t.c,n.c),s=Ye(t.l,n.l),o=Ye(t.opacity,n.opacity);return function(a){return t.h=r(a),t.c=i(a),t.l=s(a),t.opacity=o(a),t+""}}}var Av=Rv(Hd),aD=Rv(Ye);function Ev(e){return(function t(n){n=+n;function r(i,s){var o=e((i=qt(i)).h,(s=qt(s)).h),a=Ye(i.s,s.s),l=Ye(i.l,s.l),u=Ye(i.opacity,s.opacity);return function(c){return i.h=o(c),i.s=a(c),i.l=l(Math.pow(c,n)),i.opacity=u(c),i+""}}return r.gamma=t,r})(1)}var lD=Ev(Hd),Du=Ev(Ye);function Fr(e,t){t===void 0&&(t=e,e=Us);for(var n=0,r=t.length-1,i=t[0],s=new Array(r<0?0:r);n<r;)s[n]=e(i,i=t[++n]);return function(o){var a=Math.max(0,Math.min(r-1,Math.floor(o*=r)));return s[a](o-a)}}function ft(e,t){for(var n=new Array(t),r=0;r<t;++r)n[r]=e(r/(t-1));return n}var aa=Math.PI,qd=2*aa,$i=1e-6,a5=qd-$i;function Pv(e){this._+=e[0];for(let t=1,n=e.length;t<n;++t)this._+=arguments[t]+e[t]}function l5(e){let t=Math.floor(e);if(!(t>=0))throw new Error(`invalid digits: ${e}`);if(t>15)return Pv;let n=10**t;return function(r){this._+=r[0];for(let i=1,s=r.length;i<s;++i)this._+=Math.round(arguments[i]*n)/n+r[i]}}function Dv(e,t,n,r){return e===n&&t===r}function u5(e){let t=Math.floor(e);if(!(t<=15))return Dv;let n=10**t,r=function(i){return Math.round(i*n)};return function(i,s,o,a){return r(i)===r(o)&&r(s)===r(a)}}var Si=class{constructor(t){this._x0=this._y0=this._x1=this._y1=null,this._="",this._append=t==null?Pv:l5(t),this._equal=t==null?Dv:u5(t)}moveTo(t,n){this._append`M${this._x0=this._x1=+t},${this._y0=this._y1=+n}`}closePath(){this._x1!==null&&(this._x1=this._x0,this._y1=this._y0,this._append`Z`)}lineTo(t,n){this._append`L${this._x1=+t},${this._y1=+n}`}quadraticCurveTo(t,n,r,i){this._append`Q${+t},${+n},${this._x1=+r},${this._y1=+i}`}bezierCurveTo(t,n,r,i,s,o){this._append`C${+t},${+n},${+r},${+i},${this._x1=+s},${this._y1=+o}`}arcTo(t,n,r,i,s){if(t=+t,n=+n,r=+r,i=+i,s=+s,s<0)throw new Error(`negative radius: ${s}`);let o=this._x1,a=this._y1,l=r-t,u=i-n,c=o-t,f=a-n,d=c*c+f*f;if(this._x1===null)this._append`M${this._x1=t},${this._y1=n}`;else if(d>$i)if(!(Math.abs(f*l-u*c)>$i)||!s)this._append`L${this._x1=t},${this._y1=n}`;else{let h=r-o,p=i-a,m=l*l+u*u,b=h*h+p*p,y=Math.sqrt(m),v=Math.sqrt(d),_=s*Math.tan((aa-Math.acos((m+d-b)/(2*y*v)))/2),x=_/v,S=_/y;Math.abs(x-1)>$i&&this._append`L${t+x*c},${n+x*f}`,this._append`A${s},${s},0,0,${+(f*h>c*p)},${this._x1=t+S*l},${this._y1=n+S*u}`}}arc(t,n,r,i,s,o){if(t=+t,n=+n,r=+r,o=!!o,r<0)throw new Error(`negative radius: ${r}`);let a=r*Math.cos(i),l=r*Math.sin(i),u=t+a,c=n+l,f=1^o,d=o?i-s:s-i;if(this._x1===null?this._append`M${u},${c}`:(Math.abs(this._x1-u)>$i||Math.abs(this._y1-c)>$i)&&this._append`L${u},${c}`,!!r){if(d<0&&(d=d%qd+qd),d>a5)this._append`A${r},${r},0,1,${f},${t-a},${n-l}A${r},${r},0,1,${f},${this._x1=u},${this._y1=c}`;else if(d>$i){let h=t+r*Math.cos(s),p=n+r*Math.sin(s);if(d>=aa&&this._equal(u,c,h,p)){d/=2;let m=i+d;this._append`A${r},${r},0,${+(d>=aa)},${f},${t+r*Math.cos(m)},${n+r*Math.sin(m)}`}this._append`A${r},${r},0,${+(d>=aa)},${f},${this._x1=h},${this._y1=p}`}}}rect(t,n,r,i){this._append`M${this._x0=this._x1=+t},${this._y0=this._y1=+n}h${r=+r}v${+i}h${-r}Z`}toString(){return this._}};function c5(){return new Si}c5.prototype=Si.prototype;function An(e=3){return new Si(+e)}function f5(e){return Math.abs(e=Math.round(e))>=1e21?e.toLocaleString("en").replace(/,/g,""):e.toString(10)}function Iu(e,t){if(!isFinite(e)||e===0)return null;var n=(e=t?e.toExponential(t-1):e.toExponential()).indexOf("e"),r=e.slice(0,n);return[r.length>1?r[0]+r.slice(2):r,+e.slice(n+1)]}function Ks(e){return e=Iu(Math.abs(e)),e?e[1]:NaN}function d5(e,t){return function(n,r){for(var i=n.length,s=[],o=0,a=e[0],l=0;i>0&&a>0&&(l+a+1>r&&(a=Math.max(1,r-l)),s.push(n.substring(i-=a,i+a)),!((l+=a+1)>r));)a=e[o=(o+1)%e.length];return s.reverse().join(t)}}function h5(e){return function(t){return t.replace(/[0-9]/g,function(n){return e[+n]})}}var p5=/^(?:(.)?([<>=^]))?([+\-( ])?([$#])?(0)?(\d+)?(,)?(\.\d+)?(~)?([a-z%])?$/i;function Gs(e){if(!(t=p5.exec(e)))throw new Error("invalid format: "+e);var t;return new Ud({fill:t[1],align:t[2],sign:t[3],symbol:t[4],zero:t[5],width:t[6],comma:t[7],precision:t[8]&&t[8].slice(1),trim:t[9],type:t[10]})}Gs.prototype=Ud.prototype;function Ud(e){this.fill=e.fill===void 0?" ":e.fill+"",this.align=e.align===void 0?">":e.align+"",this.sign=e.sign===void 0?"-":e.sign+"",this.symbol=e.symbol===void 0?"":e.symbol+"",this.zero=!!e.zero,this.width=e.width===void 0?void 0:+e.width,this.comma=!!e.comma,this.precision=e.precision===void 0?void 0:+e.precision,this.trim=!!e.trim,this.type=e.type===void 0?"":e.type+""}Ud.prototype.toString=function(){return this.fill+this.align+this.sign+this.symbol+(this.zero?"0":"")+(this.width===void 0?"":Math.max(1,this.width|0))+(this.comma?",":"")+(this.precision===void 0?"":"."+Math.max(0,this.precision|0))+(this.trim?"~":"")+this.type};function m5(e){e:for(var t=e.length,n=1,r=-1,i;n<t;++n)switch(e[n]){case".":r=i=n;break;case"0":r===0&&(r=n),i=n;break;default:if(!+e[n])break e;r>0&&(r=0);break}return r>0?e.slice(0,r)+e.slice(i+1):e}var Lu;function g5(e,t){var n=Iu(e,t);if(!n)return Lu=void 0,e.toPrecision(t);var r=n[0],i=n[1],s=i-(Lu=Math.max(-8,Math.min(8,Math.floor(i/3)))*3)+1,o=r.length;return s===o?r:s>o?r+new Array(s-o+1).join("0"):s>0?r.slice(0,s)+"."+r.slice(s):"0."+new Array(1-s).join("0")+Iu(e,Math.max(0,t+s-1))[0]}function Nv(e,t){var n=Iu(e,t);if(!n)return e+"";var r=n[0],i=n[1];return i<0?"0."+new Array(-i).join("0")+r:r.length>i+1?r.slice(0,i+1)+"."+r.slice(i+1):r+new Array(i-r.length+2).join("0")}var Iv={"%":(e,t)=>(e*100).toFixed(t),b:e=>Math.round(e).toString(2),c:e=>e+"",d:f5,e:(e,t)=>e.toExponential(t),f:(e,t)=>e.toFixed(t),g:(e,t)=>e.toPrecision(t),o:e=>Math.round(e).toString(8),p:(e,t)=>Nv(e*100,t),r:Nv,s:g5,X:e=>Math.round(e).toString(16).toUpperCase(),x:e=>Math.round(e).toString(16)};function Lv(e){return e}var Ov=Array.prototype.map,zv=["y","z","a","f","p","n","\xB5","m","","k","M","G","T","P","E","Z","Y"];function b5(e){var t=e.grouping===void 0||e.thousands===void 0?Lv:d5(Ov.call(e.grouping,Number),e.thousands+""),n=e.currency===void 0?"":e.currency[0]+"",r=e.currency===void 0?"":e.currency[1]+"",i=e.decimal===void 0?".":e.decimal+"",s=e.numerals===void 0?Lv:h5(Ov.call(e.numerals,String)),o=e.percent===void 0?"%":e.percent+"",a=e.minus===void 0?"\u2212":e.minus+"",l=e.nan===void 0?"NaN":e.nan+"";function u(f,d){f=Gs(f);var h=f.fill,p=f.align,m=f.sign,b=f.symbol,y=f.zero,v=f.width,_=f.comma,x=f.precision,S=f.trim,w=f.type;w==="n"?(_=!0,w="g"):Iv[w]||(x===void 0&&(x=12),S=!0,w="g"),(y||h==="0"&&p==="=")&&(y=!0,h="0",p="=");var $=(d&&d.prefix!==void 0?d.prefix:"")+(b==="$"?n:b==="#"&&/[boxX]/.test(w)?"0"+w.toLowerCase():""),C=(b==="$"?r:/[%p]/.test(w)?o:"")+(d&&d.suffix!==void 0?d.suffix:""),R=Iv[w],P=/[defgprs%]/.test(w);x=x===void 0?6:/[gprs]/.test(w)?Math.max(1,Math.min(21,x)):Math.max(0,Math.min(20,x));function A(T){var O=$,z=C,M,F,I;if(w==="c")z=R(T)+z,T="";else{T=+T;var X=T<0||1/T<0;if(T=isNaN(T)?l:R(Math.abs(T),x),S&&(T=m5(T)),X&&+T==0&&m!=="+"&&(X=!1),O=(X?m==="("?m:a:m==="-"||m==="("?"":m)+O,z=(w==="s"&&!isNaN(T)&&Lu!==void 0?zv[8+Lu/3]:"")+z+(X&&m==="("?")":""),P){for(M=-1,F=T.length;++M<F;)if(I=T.charCodeAt(M),48>I||I>57){z=(I===46?i+T.slice(M+1):T.slice(M))+z,T=T.slice(0,M);break}}}_&&!y&&(T=t(T,1/0));var L=O.length+T.length+z.length,V=L<v?new Array(v-L+1).join(h):"";switch(_&&y&&(T=t(V+T,V.length?v-z.length:1/0),V=""),p){case"<":T=O+T+z+V;break;case"=":T=O+V+T+z;break;case"^":T=V.slice(0,L=V.length>>1)+O+T+z+V.slice(L);break;default:T=V+O+T+z;break}return s(T)}return A.toString=function(){return f+""},A}function c(f,d){var h=Math.max(-8,Math.min(8,Math.floor(Ks(d)/3)))*3,p=Math.pow(10,-h),m=u((f=Gs(f),f.type="f",f),{suffix:zv[8+h/3]});return function(b){return m(p*b)}}return{format:u,formatPrefix:c}}var Nu,En,Kd;y5({thousands:",",grouping:[3],currency:["$",""]});function y5(e){return Nu=b5(e),En=Nu.format,Kd=Nu.formatPrefix,Nu}function Bv(e){return Math.max(0,-Ks(Math.abs(e)))}function Fv(e,t){return Math.max(0,Math.max(-8,Math.min(8,Math.floor(Ks(t)/3)))*3-Ks(Math.abs(e)))}function Vv(e,t){return e=Math.abs(e),t=Math.abs(t)-e,Math.max(0,Ks(t)-Ks(e))+1}var te=1e-6,ox=1e-12,oe=Math.PI,Ne=oe/2,Hv=oe/4,Pt=oe*2,dt=180/oe,De=oe/180,me=Math.abs,Xs=Math.atan,cr=Math.atan2,ie=Math.cos;var ax=Math.exp;var qu=Math.log,Gd=Math.pow,ne=Math.sin,Kt=Math.sign||function(e){return e>0?1:e<0?-1:0},vt=Math.sqrt,dh=Math.tan;function lx(e){return e>1?0:e<-1?oe:Math.acos(e)}function jt(e){return e>1?Ne:e<-1?-Ne:Math.asin(e)}function Gt(){}function Uu(e,t){e&&Uv.hasOwnProperty(e.type)&&Uv[e.type](e,t)}var qv={Feature:function(e,t){Uu(e.geometry,t)},FeatureCollection:function(e,t){for(var n=e.features,r=-1,i=n.length;++r<i;)Uu(n[r].geometry,t)}},Uv={Sphere:function(e,t){t.sphere()},Point:function(e,t){e=e.coordinates,t.point(e[0],e[1],e[2])},MultiPoint:function(e,t){for(var n=e.coordinates,r=-1,i=n.length;++r<i;)e=n[r],t.point(e[0],e[1],e[2])},LineString:function(e,t){Zd(e.coordinates,t,0)},MultiLineString:function(e,t){for(var n=e.coordinates,r=-1,i=n.length;++r<i;)Zd(n[r],t,0)},Polygon:function(e,t){Kv(e.coordinates,t)},MultiPolygon:function(e,t){for(var n=e.coordinates,r=-1,i=n.length;++r<i;)Kv(n[r],t)},GeometryCollection:function(e,t){for(var n=e.geometries,r=-1,i=n.length;++r<i;)Uu(n[r],t)}};function Zd(e,t,n){var r=-1,i=e.length-n,s;for(t.lineStart();++r<i;)s=e[r],t.point(s[0],s[1],s[2]);t.lineEnd()}function Kv(e,t){var n=-1,r=e.length;for(t.polygonStart();++n<r;)Zd(e[n],t,1);t.polygonEnd()}function Vr(e,t){e&&qv.hasOwnProperty(e.type)?qv[e.type](e,t):Uu(e,t)}var hD=new Ft,pD=new Ft;function Jd(e){return[cr(e[1],e[0]),jt(e[2])]}function Ys(e){var t=e[0],n=e[1],r=ie(n);return[r*ie(t),r*ne(t),ne(n)]}function Ou(e,t){return e[0]*t[0]+e[1]*t[1]+e[2]*t[2]}function Ku(e,t){return[e[1]*t[2]-e[2]*t[1],e[2]*t[0]-e[0]*t[2],e[0]*t[1]-e[1]*t[0]]}function jd(e,t){e[0]+=t[0],e[1]+=t[1],e[2]+=t[2]}function zu(e,t){return[e[0]*t,e[1]*t,e[2]*t]}function Qd(e){var t=vt(e[0]*e[0]+e[1]*e[1]+e[2]*e[2]);e[0]/=t,e[1]/=t,e[2]/=t}function eh(e,t){function n(r,i){return r=e(r,i),t(r[0],r[1])}return e.invert&&t.invert&&(n.invert=function(r,i){return r=t.invert(r,i),r&&e.invert(r[0],r[1])}),n}function th(e,t){return me(e)>oe&&(e-=Math.round(e/Pt)*Pt),[e,t]}th.invert=th;function ux(e,t,n){return(e%=Pt)?t||n?eh(jv(e),Yv(t,n)):jv(e):t||n?Yv(t,n):th}function Gv(e){return function(t,n){return t+=e,me(t)>oe&&(t-=Math.round(t/Pt)*Pt),[t,n]}}function jv(e){var t=Gv(e);return t.invert=Gv(-e),t}function Yv(e,t){var n=ie(e),r=ne(e),i=ie(t),s=ne(t);function o(a,l){var u=ie(l),c=ie(a)*u,f=ne(a)*u,d=ne(l),h=d*n+c*r;return[cr(f*i-h*s,c*n-d*r),jt(h*i+f*s)]}return o.invert=function(a,l){var u=ie(l),c=ie(a)*u,f=ne(a)*u,d=ne(l),h=d*i-f*s;return[cr(f*i+d*s,c*n+h*r),jt(h*n-c*r)]},o}function v5(e){e=ux(e[0]*De,e[1]*De,e.length>2?e[2]*De:0);function t(n){return n=e(n[0]*De,n[1]*De),n[0]*=dt,n[1]*=dt,n}return t.invert=function(n){return n=e.invert(n[0]*De,n[1]*De),n[0]*=dt,n[1]*=dt,n},t}function x5(e,t,n,r,i,s){if(n){var o=ie(t),a=ne(t),l=r*n;i==null?(i=t+r*Pt,s=t-l/2):(i=Wv(o,i),s=Wv(o,s),(r>0?i<s:i>s)&&(i+=r*Pt));for(var u,c=i;r>0?c>s:c<s;c-=l)u=Jd([o,-a*ie(c),-a*ne(c)]),e.point(u[0],u[1])}}function Wv(e,t){t=Ys(t),t[0]-=e,Qd(t);var n=lx(-t[1]);return((-t[2]<0?-n:n)+Pt-te)%Pt}function cx(){var e=[],t;return{point:function(n,r,i){t.push([n,r,i])},lineStart:function(){e.push(t=[])},lineEnd:Gt,rejoin:function(){e.length>1&&e.push(e.pop().concat(e.shift()))},result:function(){var n=e;return e=[],t=null,n}}}function Hu(e,t){return me(e[0]-t[0])<te&&me(e[1]-t[1])<te}function Bu(e,t,n,r){this.x=e,this.z=t,this.o=n,this.e=r,this.v=!1,this.n=this.p=null}function fx(e,t,n,r,i){var s=[],o=[],a,l;if(e.forEach(function(p){if(!((m=p.length-1)<=0)){var m,b=p[0],y=p[m],v;if(Hu(b,y)){if(!b[2]&&!y[2]){for(i.lineStart(),a=0;a<m;++a)i.point((b=p[a])[0],b[1]);i.lineEnd();return}y[0]+=2*te}s.push(v=new Bu(b,p,null,!0)),o.push(v.o=new Bu(b,null,v,!1)),s.push(v=new Bu(y,p,null,!1)),o.push(v.o=new Bu(y,null,v,!0))}}),!!s.length){for(o.sort(t),Xv(s),Xv(o),a=0,l=o.length;a<l;++a)o[a].e=n=!n;for(var u=s[0],c,f;;){for(var d=u,h=!0;d.v;)if((d=d.n)===u)return;c=d.z,i.lineStart();do{if(d.v=d.o.v=!0,d.e){if(h)for(a=0,l=c.length;a<l;++a)i.point((f=c[a])[0],f[1]);else r(d.x,d.n.x,1,i);d=d.n}else{if(h)for(c=d.p.z,a=c.length-1;a>=0;--a)i.point((f=c[a])[0],f[1]);else r(d.x,d.p.x,-1,i);d=d.p}d=d.o,c=d.z,h=!h}while(!d.v);i.lineEnd()}}}function Xv(e){if(t=e.length){for(var t,n=0,r=e[0],i;++n<t;)r.n=i=e[n],i.p=r,r=i;r.n=i=e[0],i.p=r}}function Yd(e){return me(e[0])<=oe?e[0]:Kt(e[0])*((me(e[0])+oe)%Pt-oe)}function w5(e,t){var n=Yd(t),r=t[1],i=ne(r),s=[ne(n),-ie(n),0],o=0,a=0,l=new Ft;i===1?r=Ne+te:i===-1&&(r=-Ne-te);for(var u=0,c=e.length;u<c;++u)if(d=(f=e[u]).length)for(var f,d,h=f[d-1],p=Yd(h),m=h[1]/2+Hv,b=ne(m),y=ie(m),v=0;v<d;++v,p=x,b=w,y=$,h=_){var _=f[v],x=Yd(_),S=_[1]/2+Hv,w=ne(S),$=ie(S),C=x-p,R=C>=0?1:-1,P=R*C,A=P>oe,T=b*w;if(l.add(cr(T*R*ne(P),y*$+T*ie(P))),o+=A?C+R*Pt:C,A^p>=n^x>=n){var O=Ku(Ys(h),Ys(_));Qd(O);var z=Ku(s,O);Qd(z);var M=(A^C>=0?-1:1)*jt(z[2]);(r>M||r===M&&(O[0]||O[1]))&&(a+=A^C>=0?1:-1)}}return(o<-te||o<te&&l<-ox)^a&1}function dx(e,t,n,r){return function(i){var s=t(i),o=cx(),a=t(o),l=!1,u,c,f,d={point:h,lineStart:m,lineEnd:b,polygonStart:function(){d.point=y,d.lineStart=v,d.lineEnd=_,c=[],u=[]},polygonEnd:function(){d.point=h,d.lineStart=m,d.lineEnd=b,c=Sd(c);var x=w5(u,r);c.length?(l||(i.polygonStart(),l=!0),fx(c,$5,x,n,i)):x&&(l||(i.polygonStart(),l=!0),i.lineStart(),n(null,null,1,i),i.lineEnd()),l&&(i.polygonEnd(),l=!1),c=u=null},sphere:function(){i.polygonStart(),i.lineStart(),n(null,null,1,i),i.lineEnd(),i.polygonEnd()}};function h(x,S){e(x,S)&&i.point(x,S)}function p(x,S){s.point(x,S)}function m(){d.point=p,s.lineStart()}function b(){d.point=h,s.lineEnd()}function y(x,S){f.push([x,S]),a.point(x,S)}function v(){a.lineStart(),f=[]}function _(){y(f[0][0],f[0][1]),a.lineEnd();var x=a.clean(),S=o.result(),w,$=S.length,C,R,P;if(f.pop(),u.push(f),f=null,!!$){if(x&1){if(R=S[0],(C=R.length-1)>0){for(l||(i.polygonStart(),l=!0),i.lineStart(),w=0;w<C;++w)i.point((P=R[w])[0],P[1]);i.lineEnd()}return}$>1&&x&2&&S.push(S.pop().concat(S.shift())),c.push(S.filter(_5))}}return d}}function _5(e){return e.length>1}function $5(e,t){return((e=e.x)[0]<0?e[1]-Ne-te:Ne-e[1])-((t=t.x)[0]<0?t[1]-Ne-te:Ne-t[1])}var Zv=dx(function(){return!0},S5,T5,[-oe,-Ne]);function S5(e){var t=NaN,n=NaN,r=NaN,i;return{lineStart:function(){e.lineStart(),i=1},point:function(s,o){var a=s>0?oe:-oe,l=me(s-t);me(l-oe)<te?(e.point(t,n=(n+o)/2>0?Ne:-Ne),e.point(r,n),e.lineEnd(),e.lineStart(),e.point(a,n),e.point(s,n),i=0):r!==a&&l>=oe&&(me(t-r)<te&&(t-=r*te),me(s-a)<te&&(s-=a*te),n=k5(t,n,s,o),e.point(r,n),e.lineEnd(),e.lineStart(),e.point(a,n),i=0),e.point(t=s,n=o),r=a},lineEnd:function(){e.lineEnd(),t=n=NaN},clean:function(){return 2-i}}}function k5(e,t,n,r){var i,s,o=ne(e-n);return me(o)>te?Xs((ne(t)*(s=ie(r))*ne(n)-ne(r)*(i=ie(t))*ne(e))/(i*s*o)):(t+r)/2}function T5(e,t,n,r){var i;if(e==null)i=n*Ne,r.point(-oe,i),r.point(0,i),r.point(oe,i),r.point(oe,0),r.point(oe,-i),r.point(0,-i),r.point(-oe,-i),r.point(-oe,0),r.point(-oe,i);else if(me(e[0]-t[0])>te){var s=e[0]<t[0]?oe:-oe;i=n*s/2,r.point(-s,i),r.point(0,i),r.point(s,i)}else r.point(t[0],t[1])}function C5(e){var t=ie(e),n=2*De,r=t>0,i=me(t)>te;function s(c,f,d,h){x5(h,e,n,d,c,f)}function o(c,f){return ie(c)*ie(f)>t}function a(c){var f,d,h,p,m;return{lineStart:function(){p=h=!1,m=1},point:function(b,y){var v=[b,y],_,x=o(b,y),S=r?x?0:u(b,y):x?u(b+(b<0?oe:-oe),y):0;if(!f&&(p=h=x)&&c.lineStart(),x!==h&&(_=l(f,v),(!_||Hu(f,_)||Hu(v,_))&&(v[2]=1)),x!==h)m=0,x?(c.lineStart(),_=l(v,f),c.point(_[0],_[1])):(_=l(f,v),c.point(_[0],_[1],2),c.lineEnd()),f=_;else if(i&&f&&r^x){var w;!(S&d)&&(w=l(v,f,!0))&&(m=0,r?(c.lineStart(),c.point(w[0][0],w[0][1]),c.point(w[1][0],w[1][1]),c.lineEnd()):(c.point(w[1][0],w[1][1]),c.lineEnd(),c.lineStart(),c.point(w[0][0],w[0][1],3)))}x&&(!f||!Hu(f,v))&&c.point(v[0],v[1]),f=v,h=x,d=S},lineEnd:function(){h&&c.lineEnd(),f=null},clean:function(){return m|(p&&h)<<1}}}function l(c,f,d){var h=Ys(c),p=Ys(f),m=[1,0,0],b=Ku(h,p),y=Ou(b,b),v=b[0],_=y-v*v;if(!_)return!d&&c;var x=t*y/_,S=-t*v/_,w=Ku(m,b),$=zu(m,x),C=zu(b,S);jd($,C);var R=w,P=Ou($,R),A=Ou(R,R),T=P*P-A*(Ou($,$)-1);if(!(T<0)){var O=vt(T),z=zu(R,(-P-O)/A);if(jd(z,$),z=Jd(z),!d)return z;var M=c[0],F=f[0],I=c[1],X=f[1],L;F<M&&(L=M,M=F,F=L);var V=F-M,G=me(V-oe)<te,j=G||V<te;if(!G&&X<I&&(L=I,I=X,X=L),j?G?I+X>0^z[1]<(me(z[0]-M)<te?I:X):I<=z[1]&&z[1]<=X:V>oe^(M<=z[0]&&z[0]<=F)){var U=zu(R,(-P+O)/A);return jd(U,$),[z,Jd(U)]}}}function u(c,f){var d=r?e:oe-e,h=0;return c<-d?h|=1:c>d&&(h|=2),f<-d?h|=4:f>d&&(h|=8),h}return dx(o,a,s,r?[0,-e]:[-oe,e-oe])}function M5(e,t,n,r,i,s){var o=e[0],a=e[1],l=t[0],u=t[1],c=0,f=1,d=l-o,h=u-a,p;if(p=n-o,!(!d&&p>0)){if(p/=d,d<0){if(p<c)return;p<f&&(f=p)}else if(d>0){if(p>f)return;p>c&&(c=p)}if(p=i-o,!(!d&&p<0)){if(p/=d,d<0){if(p>f)return;p>c&&(c=p)}else if(d>0){if(p<c)return;p<f&&(f=p)}if(p=r-a,!(!h&&p>0)){if(p/=h,h<0){if(p<c)return;p<f&&(f=p)}else if(h>0){if(p>f)return;p>c&&(c=p)}if(p=s-a,!(!h&&p<0)){if(p/=h,h<0){if(p>f)return;p>c&&(c=p)}else if(h>0){if(p<c)return;p<f&&(f=p)}return c>0&&(e[0]=o+c*d,e[1]=a+c*h),f<1&&(t[0]=o+f*d,t[1]=a+f*h),!0}}}}}var la=1e9,Fu=-la;function hh(e,t,n,r){function i(u,c){return e<=u&&u<=n&&t<=c&&c<=r}function s(u,c,f,d){var h=0,p=0;if(u==null||(h=o(u,f))!==(p=o(c,f))||l(u,c)<0^f>0)do d.point(h===0||h===3?e:n,h>1?r:t);while((h=(h+f+4)%4)!==p);else d.point(c[0],c[1])}function o(u,c){return me(u[0]-e)<te?c>0?0:3:me(u[0]-n)<te?c>0?2:1:me(u[1]-t)<te?c>0?1:0:c>0?3:2}function a(u,c){return l(u.x,c.x)}function l(u,c){var f=o(u,1),d=o(c,1);return f!==d?f-d:f===0?c[1]-u[1]:f===1?u[0]-c[0]:f===2?u[1]-c[1]:c[0]-u[0]}return function(u){var c=u,f=cx(),d,h,p,m,b,y,v,_,x,S,w,$={point:C,lineStart:T,lineEnd:O,polygonStart:P,polygonEnd:A};function C(M,F){i(M,F)&&c.point(M,F)}function R(){for(var M=0,F=0,I=h.length;F<I;++F)for(var X=h[F],L=1,V=X.length,G=X[0],j,U,se=G[0],le=G[1];L<V;++L)j=se,U=le,G=X[L],se=G[0],le=G[1],U<=r?le>r&&(se-j)*(r-U)>(le-U)*(e-j)&&++M:le<=r&&(se-j)*(r-U)<(le-U)*(e-j)&&--M;return M}function P(){c=f,d=[],h=[],w=!0}function A(){var M=R(),F=w&&M,I=(d=Sd(d)).length;(F||I)&&(u.polygonStart(),F&&(u.lineStart(),s(null,null,1,u),u.lineEnd()),I&&fx(d,a,M,s,u),u.polygonEnd()),c=u,d=h=p=null}function T(){$.point=z,h&&h.push(p=[]),S=!0,x=!1,v=_=NaN}function O(){d&&(z(m,b),y&&x&&f.rejoin(),d.push(f.result())),$.point=C,x&&c.lineEnd()}function z(M,F){var I=i(M,F);if(h&&p.push([M,F]),S)m=M,b=F,y=I,S=!1,I&&(c.lineStart(),c.point(M,F));else if(I&&x)c.point(M,F);else{var X=[v=Math.max(Fu,Math.min(la,v)),_=Math.max(Fu,Math.min(la,_))],L=[M=Math.max(Fu,Math.min(la,M)),F=Math.max(Fu,Math.min(la,F))];M5(X,L,e,t,n,r)?(x||(c.lineStart(),c.point(X[0],X[1])),c.point(L[0],L[1]),I||c.lineEnd(),w=!1):I&&(c.lineStart(),c.point(M,F),w=!1)}v=M,_=F,x=I}return $}}var nh=e=>e,Wd=new Ft,rh=new Ft,hx,px,ih,sh,ur={point:Gt,lineStart:Gt,lineEnd:Gt,polygonStart:function(){ur.lineStart=R5,ur.lineEnd=E5},polygonEnd:function(){ur.lineStart=ur.lineEnd=ur.point=Gt,Wd.add(me(rh)),rh=new Ft},result:function(){var e=Wd/2;return Wd=new Ft,e}};function R5(){ur.point=A5}function A5(e,t){ur.point=mx,hx=ih=e,px=sh=t}function mx(e,t){rh.add(sh*e-ih*t),ih=e,sh=t}function E5(){mx(hx,px)}var Ws=1/0,Gu=Ws,ba=-Ws,ju=ba,Yu={point:P5,lineStart:Gt,lineEnd:Gt,polygonStart:Gt,polygonEnd:Gt,result:function(){var e=[[Ws,Gu],[ba,ju]];return ba=ju=-(Gu=Ws=1/0),e}};function P5(e,t){e<Ws&&(Ws=e),e>ba&&(ba=e),t<Gu&&(Gu=t),t>ju&&(ju=t)}var oh=0,ah=0,ua=0,Wu=0,Xu=0,js=0,lh=0,uh=0,ca=0,gx,bx,Pn,Dn,Ut={point:ki,lineStart:Jv,lineEnd:Qv,polygonStart:function(){Ut.lineStart=I5,Ut.lineEnd=L5},polygonEnd:function(){Ut.point=ki,Ut.lineStart=Jv,Ut.lineEnd=Qv},result:function(){var e=ca?[lh/ca,uh/ca]:js?[Wu/js,Xu/js]:ua?[oh/ua,ah/ua]:[NaN,NaN];return oh=ah=ua=Wu=Xu=js=lh=uh=ca=0,e}};function ki(e,t){oh+=e,ah+=t,++ua}function Jv(){Ut.point=D5}function D5(e,t){Ut.point=N5,ki(Pn=e,Dn=t)}function N5(e,t){var n=e-Pn,r=t-Dn,i=vt(n*n+r*r);Wu+=i*(Pn+e)/2,Xu+=i*(Dn+t)/2,js+=i,ki(Pn=e,Dn=t)}function Qv(){Ut.point=ki}function I5(){Ut.point=O5}function L5(){yx(gx,bx)}function O5(e,t){Ut.point=yx,ki(gx=Pn=e,bx=Dn=t)}function yx(e,t){var n=e-Pn,r=t-Dn,i=vt(n*n+r*r);Wu+=i*(Pn+e)/2,Xu+=i*(Dn+t)/2,js+=i,i=Dn*e-Pn*t,lh+=i*(Pn+e),uh+=i*(Dn+t),ca+=i*3,ki(Pn=e,Dn=t)}function vx(e){this._context=e}vx.prototype={_radius:4.5,pointRadius:function(e){return this._radius=e,this},polygonStart:function(){this._line=0},polygonEnd:function(){this._line=NaN},lineStart:function(){this._point=0},lineEnd:function(){this._line===0&&this._context.closePath(),this._point=NaN},point:function(e,t){switch(this._point){case 0:{this._context.moveTo(e,t),this._point=1;break}case 1:{this._context.lineTo(e,t);break}default:{this._context.moveTo(e+this._radius,t),this._context.arc(e,t,this._radius,0,Pt);break}}},result:Gt};var ch=new Ft,Xd,xx,wx,fa,da,ya={point:Gt,lineStart:function(){ya.point=z5},lineEnd:function(){Xd&&_x(xx,wx),ya.point=Gt},polygonStart:function(){Xd=!0},polygonEnd:function(){Xd=null},result:function(){var e=+ch;return ch=new Ft,e}};function z5(e,t){ya.point=_x,xx=fa=e,wx=da=t}function _x(e,t){fa-=e,da-=t,ch.add(vt(fa*fa+da*da)),fa=e,da=t}var ex,Zu,tx,nx,Ju=class{constructor(t){this._append=t==null?$x:B5(t),this._radius=4.5,this._=""}pointRadius(t){return this._radius=+t,this}polygonStart(){this._line=0}polygonEnd(){this._line=NaN}lineStart(){this._point=0}lineEnd(){this._line===0&&(this._+="Z"),this._point=NaN}point(t,n){switch(this._point){case 0:{this._append`M${t},${n}`,this._point=1;break}case 1:{this._append`L${t},${n}`;break}default:{if(this._append`M${t},${n}`,this._radius!==tx||this._append!==Zu){let r=this._radius,i=this._;this._="",this._append`m0,${r}a${r},${r} 0 1,1 0,${-2*r}a${r},${r} 0 1,1 0,${2*r}z`,tx=r,Zu=this._append,nx=this._,this._=i}this._+=nx;break}}}result(){let t=this._;return this._="",t.length?t:null}};function $x(e){let t=1;this._+=e[0];for(let n=e.length;t<n;++t)this._+=arguments[t]+e[t]}function B5(e){let t=Math.floor(e);if(!(t>=0))throw new RangeError(`invalid digits: ${e}`);if(t>15)return $x;if(t!==ex){let n=10**t;ex=t,Zu=function(i){let s=1;this._+=i[0];for(let o=i.length;s<o;++s)this._+=Math.round(arguments[s]*n)/n+i[s]}}return Zu}function xa(e,t){let n=3,r=4.5,i,s;function o(a){return a&&(typeof r=="function"&&s.pointRadius(+r.apply(this,arguments)),Vr(a,i(s))),s.result()}return o.area=function(a){return Vr(a,i(ur)),ur.result()},o.measure=function(a){return Vr(a,i(ya)),ya.result()},o.bounds=function(a){return Vr(a,i(Yu)),Yu.result()},o.centroid=function(a){return Vr(a,i(Ut)),Ut.result()},o.projection=function(a){return arguments.length?(i=a==null?(e=null,nh):(e=a).stream,o):e},o.context=function(a){return arguments.length?(s=a==null?(t=null,new Ju(n)):new vx(t=a),typeof r!="function"&&s.pointRadius(r),o):t},o.pointRadius=function(a){return arguments.length?(r=typeof a=="function"?a:(s.pointRadius(+a),+a),o):r},o.digits=function(a){if(!arguments.length)return n;if(a==null)n=null;else{let l=Math.floor(a);if(!(l>=0))throw new RangeError(`invalid digits: ${a}`);n=l}return t===null&&(s=new Ju(n)),o},o.projection(e).digits(n).context(t)}function wa(e){return{stream:tc(e)}}function tc(e){return function(t){var n=new fh;for(var r in e)n[r]=e[r];return n.stream=t,n}}function fh(){}fh.prototype={constructor:fh,point:function(e,t){this.stream.point(e,t)},sphere:function(){this.stream.sphere()},lineStart:function(){this.stream.lineStart()},lineEnd:function(){this.stream.lineEnd()},polygonStart:function(){this.stream.polygonStart()},polygonEnd:function(){this.stream.polygonEnd()}};function ph(e,t,n){var r=e.clipExtent&&e.clipExtent();return e.scale(150).translate([0,0]),r!=null&&e.clipExtent(null),Vr(n,e.stream(Yu)),t(Yu.result()),r!=null&&e.clipExtent(r),e}function mh(e,t,n){return ph(e,function(r){var i=t[1][0]-t[0][0],s=t[1][1]-t[0][1],o=Math.min(i/(r[1][0]-r[0][0]),s/(r[1][1]-r[0][1])),a=+t[0][0]+(i-o*(r[1][0]+r[0][0]))/2,l=+t[0][1]+(s-o*(r[1][1]+r[0][1]))/2;e.scale(150*o).translate([a,l])},n)}function Sx(e,t,n){return mh(e,[[0,0],t],n)}function kx(e,t,n){return ph(e,function(r){var i=+t,s=i/(r[1][0]-r[0][0]),o=(i-s*(r[1][0]+r[0][0]))/2,a=-s*r[0][1];e.scale(150*s).translate([o,a])},n)}function Tx(e,t,n){return ph(e,function(r){var i=+t,s=i/(r[1][1]-r[0][1]),o=-s*r[0][0],a=(i-s*(r[1][1]+r[0][1]))/2;e.scale(150*s).translate([o,a])},n)}var rx=16,F5=ie(30*De);function ix(e,t){return+t?H5(e,t):V5(e)}function V5(e){return tc({point:function(t,n){t=e(t,n),this.stream.point(t[0],t[1])}})}function H5(e,t){function n(r,i,s,o,a,l,u,c,f,d,h,p,m,b){var y=u-r,v=c-i,_=y*y+v*v;if(_>4*t&&m--){var x=o+d,S=a+h,w=l+p,$=vt(x*x+S*S+w*w),C=jt(w/=$),R=me(me(w)-1)<te||me(s-f)<te?(s+f)/2:cr(S,x),P=e(R,C),A=P[0],T=P[1],O=A-r,z=T-i,M=v*O-y*z;(M*M/_>t||me((y*O+v*z)/_-.5)>.3||o*d+a*h+l*p<F5)&&(n(r,i,s,o,a,l,A,T,R,x/=$,S/=$,w,m,b),b.point(A,T),n(A,T,R,x,S,w,u,c,f,d,h,p,m,b))}}return function(r){var i,s,o,a,l,u,c,f,d,h,p,m,b={point:y,lineStart:v,lineEnd:x,polygonStart:function(){r.polygonStart(),b.lineStart=S},polygonEnd:function(){r.polygonEnd(),b.lineStart=v}};function y(C,R){C=e(C,R),r.point(C[0],C[1])}function v(){f=NaN,b.point=_,r.lineStart()}function _(C,R){var P=Ys([C,R]),A=e(C,R);n(f,d,c,h,p,m,f=A[0],d=A[1],c=C,h=P[0],p=P[1],m=P[2],rx,r),r.point(f,d)}function x(){b.point=y,r.lineEnd()}function S(){v(),b.point=w,b.lineEnd=$}function w(C,R){_(i=C,R),s=f,o=d,a=h,l=p,u=m,b.point=_}function $(){n(f,d,c,h,p,m,s,o,i,a,l,u,rx,r),b.lineEnd=x,x()}return b}}var q5=tc({point:function(e,t){this.stream.point(e*De,t*De)}});function U5(e){return tc({point:function(t,n){var r=e(t,n);return this.stream.point(r[0],r[1])}})}function K5(e,t,n,r,i){function s(o,a){return o*=r,a*=i,[t+e*o,n-e*a]}return s.invert=function(o,a){return[(o-t)/e*r,(n-a)/e*i]},s}function sx(e,t,n,r,i,s){if(!s)return K5(e,t,n,r,i);var o=ie(s),a=ne(s),l=o*e,u=a*e,c=o/e,f=a/e,d=(a*n-o*t)/e,h=(a*t+o*n)/e;function p(m,b){return m*=r,b*=i,[l*m-u*b+t,n-u*m-l*b]}return p.invert=function(m,b){return[r*(c*m-f*b+d),i*(h-f*m-c*b)]},p}function Hr(e){return Cx(function(){return e})()}function Cx(e){var t,n=150,r=480,i=250,s=0,o=0,a=0,l=0,u=0,c,f=0,d=1,h=1,p=null,m=Zv,b=null,y,v,_,x=nh,S=.5,w,$,C,R,P;function A(M){return C(M[0]*De,M[1]*De)}function T(M){return M=C.invert(M[0],M[1]),M&&[M[0]*dt,M[1]*dt]}A.stream=function(M){return R&&P===M?R:R=q5(U5(c)(m(w(x(P=M)))))},A.preclip=function(M){return arguments.length?(m=M,p=void 0,z()):m},A.postclip=function(M){return arguments.length?(x=M,b=y=v=_=null,z()):x},A.clipAngle=function(M){return arguments.length?(m=+M?C5(p=M*De):(p=null,Zv),z()):p*dt},A.clipExtent=function(M){return arguments.length?(x=M==null?(b=y=v=_=null,nh):hh(b=+M[0][0],y=+M[0][1],v=+M[1][0],_=+M[1][1]),z()):b==null?null:[[b,y],[v,_]]},A.scale=function(M){return arguments.length?(n=+M,O()):n},A.translate=function(M){return arguments.length?(r=+M[0],i=+M[1],O()):[r,i]},A.center=function(M){return arguments.length?(s=M[0]%360*De,o=M[1]%360*De,O()):[s*dt,o*dt]},A.rotate=function(M){return arguments.length?(a=M[0]%360*De,l=M[1]%360*De,u=M.length>2?M[2]%360*De:0,O()):[a*dt,l*dt,u*dt]},A.angle=function(M){return arguments.length?(f=M%360*De,O()):f*dt},A.reflectX=function(M){return arguments.length?(d=M?-1:1,O()):d<0},A.reflectY=function(M){return arguments.length?(h=M?-1:1,O()):h<0},A.precision=function(M){return arguments.length?(w=ix($,S=M*M),z()):vt(S)},A.fitExtent=function(M,F){return mh(A,M,F)},A.fitSize=function(M,F){return Sx(A,M,F)},A.fitWidth=function(M,F){return kx(A,M,F)},A.fitHeight=function(M,F){return Tx(A,M,F)};function O(){var M=sx(n,0,0,d,h,f).apply(null,t(s,o)),F=sx(n,r-M[0],i-M[1],d,h,f);return c=ux(a,l,u),$=eh(t,F),C=eh(c,$),w=ix($,S),z()}function z(){return R=P=null,A}return function(){return t=e.apply(this,arguments),A.invert=t.invert&&T,O()}}function gh(e){var t=0,n=oe/3,r=Cx(e),i=r(t,n);return i.parallels=function(s){return arguments.length?r(t=s[0]*De,n=s[1]*De):[t*dt,n*dt]},i}function G5(e){var t=ie(e);function n(r,i){return[r*t,ne(i)/t]}return n.invert=function(r,i){return[r/t,jt(i*t)]},n}function j5(e,t){var n=ne(e),r=(n+ne(t))/2;if(me(r)<te)return G5(e);var i=1+n*(2*r-n),s=vt(i)/r;function o(a,l){var u=vt(i-2*r*ne(l))/r;return[u*ne(a*=r),s-u*ie(a)]}return o.invert=function(a,l){var u=s-l,c=cr(a,me(u))*Kt(u);return u*r<0&&(c-=oe*Kt(a)*Kt(u)),[c/r,jt((i-(a*a+u*u)*r*r)/(2*r))]},o}function va(){return gh(j5).scale(155.424).center([0,33.6442])}function bh(){return va().parallels([29.5,45.5]).scale(1070).translate([480,250]).rotate([96,0]).center([-.6,38.7])}function Y5(e){var t=e.length;return{point:function(n,r){for(var i=-1;++i<t;)e[i].point(n,r)},sphere:function(){for(var n=-1;++n<t;)e[n].sphere()},lineStart:function(){for(var n=-1;++n<t;)e[n].lineStart()},lineEnd:function(){for(var n=-1;++n<t;)e[n].lineEnd()},polygonStart:function(){for(var n=-1;++n<t;)e[n].polygonStart()},polygonEnd:function(){for(var n=-1;++n<t;)e[n].polygonEnd()}}}function Mx(){var e,t,n=bh(),r,i=va().rotate([154,0]).center([-2,58.5]).parallels([55,65]),s,o=va().rotate([157,0]).center([-3,19.9]).parallels([8,18]),a,l,u={point:function(d,h){l=[d,h]}};function c(d){var h=d[0],p=d[1];return l=null,r.point(h,p),l||(s.point(h,p),l)||(a.point(h,p),l)}c.invert=function(d){var h=n.scale(),p=n.translate(),m=(d[0]-p[0])/h,b=(d[1]-p[1])/h;return(b>=.12&&b<.234&&m>=-.425&&m<-.214?i:b>=.166&&b<.234&&m>=-.214&&m<-.115?o:n).invert(d)},c.stream=function(d){return e&&t===d?e:e=Y5([n.stream(t=d),i.stream(d),o.stream(d)])},c.precision=function(d){return arguments.length?(n.precision(d),i.precision(d),o.precision(d),f()):n.precision()},c.scale=function(d){return arguments.length?(n.scale(d),i.scale(d*.35),o.scale(d),c.translate(n.translate())):n.scale()},c.translate=function(d){if(!arguments.length)return n.translate();var h=n.scale(),p=+d[0],m=+d[1];return r=n.translate(d).clipExtent([[p-.455*h,m-.238*h],[p+.455*h,m+.238*h]]).stream(u),s=i.translate([p-.307*h,m+.201*h]).clipExtent([[p-.425*h+te,m+.12*h+te],[p-.214*h-te,m+.234*h-te]]).stream(u),a=o.translate([p-.205*h,m+.212*h]).clipExtent([[p-.214*h+te,m+.166*h+te],[p-.115*h-te,m+.234*h-te]]).stream(u),f()},c.fitExtent=function(d,h){return mh(c,d,h)},c.fitSize=function(d,h){return Sx(c,d,h)},c.fitWidth=function(d,h){return kx(c,d,h)},c.fitHeight=function(d,h){return Tx(c,d,h)};function f(){return e=t=null,c}return c.scale(1070)}function Rx(e){return function(t,n){var r=ie(t),i=ie(n),s=e(r*i);return s===1/0?[2,0]:[s*i*ne(t),s*ne(n)]}}function _a(e){return function(t,n){var r=vt(t*t+n*n),i=e(r),s=ne(i),o=ie(i);return[cr(t*s,r*o),jt(r&&n*s/r)]}}var Ax=Rx(function(e){return vt(2/(1+e))});Ax.invert=_a(function(e){return 2*jt(e/2)});function Ex(){return Hr(Ax).scale(124.75).clipAngle(180-.001)}var Px=Rx(function(e){return(e=lx(e))&&e/ne(e)});Px.invert=_a(function(e){return e});function Dx(){return Hr(Px).scale(79.4188).clipAngle(180-.001)}function nc(e,t){return[e,qu(dh((Ne+t)/2))]}nc.invert=function(e,t){return[e,2*Xs(ax(t))-Ne]};function Nx(){return Ix(nc).scale(961/Pt)}function Ix(e){var t=Hr(e),n=t.center,r=t.scale,i=t.translate,s=t.clipExtent,o=null,a,l,u;t.scale=function(f){return arguments.length?(r(f),c()):r()},t.translate=function(f){return arguments.length?(i(f),c()):i()},t.center=function(f){return arguments.length?(n(f),c()):n()},t.clipExtent=function(f){return arguments.length?(f==null?o=a=l=u=null:(o=+f[0][0],a=+f[0][1],l=+f[1][0],u=+f[1][1]),c()):o==null?null:[[o,a],[l,u]]};function c(){var f=oe*r(),d=t(v5(t.rotate()).invert([0,0]));return s(o==null?[[d[0]-f,d[1]-f],[d[0]+f,d[1]+f]]:e===nc?[[Math.max(d[0]-f,o),a],[Math.min(d[0]+f,l),u]]:[[o,Math.max(d[1]-f,a)],[l,Math.min(d[1]+f,u)]])}return c()}function Vu(e){return dh((Ne+e)/2)}function W5(e,t){var n=ie(e),r=e===t?ne(e):qu(n/ie(t))/qu(Vu(t)/Vu(e)),i=n*Gd(Vu(e),r)/r;if(!r)return nc;function s(o,a){i>0?a<-Ne+te&&(a=-Ne+te):a>Ne-te&&(a=Ne-te);var l=i/Gd(Vu(a),r);return[l*ne(r*o),i-l*ie(r*o)]}return s.invert=function(o,a){var l=i-a,u=Kt(r)*vt(o*o+l*l),c=cr(o,me(l))*Kt(l);return l*r<0&&(c-=oe*Kt(o)*Kt(l)),[c/r,2*Xs(Gd(i/u,1/r))-Ne]},s}function Lx(){return gh(W5).scale(109.5).parallels([30,30])}function Qu(e,t){return[e,t]}Qu.invert=Qu;function Ox(){return Hr(Qu).scale(152.63)}function X5(e,t){var n=ie(e),r=e===t?ne(e):(n-ie(t))/(t-e),i=n/r+e;if(me(r)<te)return Qu;function s(o,a){var l=i-a,u=r*o;return[l*ne(u),i-l*ie(u)]}return s.invert=function(o,a){var l=i-a,u=cr(o,me(l))*Kt(l);return l*r<0&&(u-=oe*Kt(o)*Kt(l)),[u/r,i-Kt(r)*vt(o*o+l*l)]},s}function zx(){return gh(X5).scale(131.154).center([0,13.9389])}var ha=1.340264,pa=-.081106,ma=893e-6,ga=.003796,ec=vt(3)/2,Z5=12;function Bx(e,t){var n=jt(ec*ne(t)),r=n*n,i=r*r*r;return[e*ie(n)/(ec*(ha+3*pa*r+i*(7*ma+9*ga*r))),n*(ha+pa*r+i*(ma+ga*r))]}Bx.invert=function(e,t){for(var n=t,r=n*n,i=r*r*r,s=0,o,a,l;s<Z5&&(a=n*(ha+pa*r+i*(ma+ga*r))-t,l=ha+3*pa*r+i*(7*ma+9*ga*r),n-=o=a/l,r=n*n,i=r*r*r,!(me(o)<ox));++s);return[ec*e*(ha+3*pa*r+i*(7*ma+9*ga*r))/ie(n),jt(ne(n)/ec)]};function Fx(){return Hr(Bx).scale(177.158)}function Vx(e,t){var n=ie(t),r=ie(e)*n;return[n*ne(e)/r,ne(t)/r]}Vx.invert=_a(Xs);function Hx(){return Hr(Vx).scale(144.049).clipAngle(60)}function J5(e,t){var n=t*t,r=n*n;return[e*(.8707-.131979*n+r*(-.013791+r*(.003971*n-.001529*r))),t*(1.007226+n*(.015085+r*(-.044475+.028874*n-.005916*r)))]}J5.invert=function(e,t){var n=t,r=25,i;do{var s=n*n,o=s*s;n-=i=(n*(1.007226+s*(.015085+o*(-.044475+.028874*s-.005916*o)))-t)/(1.007226+s*(.015085*3+o*(-.044475*7+.028874*9*s-.005916*11*o)))}while(me(i)>te&&--r>0);return[e/(.8707+(s=n*n)*(-.131979+s*(-.013791+s*s*s*(.003971-.001529*s)))),n]};function qx(e,t){return[ie(t)*ne(e),ne(t)]}qx.invert=_a(jt);function Ux(){return Hr(qx).scale(249.5).clipAngle(90+te)}function Kx(e,t){var n=ie(t),r=1+ie(e)*n;return[n*ne(e)/r,ne(t)/r]}Kx.invert=_a(function(e){return 2*Xs(e)});function Gx(){return Hr(Kx).scale(250).clipAngle(142)}function jx(e,t){return[qu(dh((Ne+t)/2)),-e]}jx.invert=function(e,t){return[-t,2*Xs(ax(e))-Ne]};function Yx(){var e=Ix(jx),t=e.center,n=e.rotate;return e.center=function(r){return arguments.length?t([-r[1],r[0]]):(r=t(),[r[1],-r[0]])},e.rotate=function(r){return arguments.length?n([r[0],r[1],r.length>2?r[2]+90:90]):(r=n(),[r[0],r[1],r[2]-90])},n([0,0,90]).scale(159.155)}var yh=new Date,vh=new Date;function He(e,t,n,r){function i(s){return e(s=arguments.length===0?new Date:new Date(+s)),s}return i.floor=s=>(e(s=new Date(+s)),s),i.ceil=s=>(e(s=new Date(s-1)),t(s,1),e(s),s),i.round=s=>{let o=i(s),a=i.ceil(s);return s-o<a-s?o:a},i.offset=(s,o)=>(t(s=new Date(+s),o==null?1:Math.floor(o)),s),i.range=(s,o,a)=>{let l=[];if(s=i.ceil(s),a=a==null?1:Math.floor(a),!(s<o)||!(a>0))return l;let u;do l.push(u=new Date(+s)),t(s,a),e(s);while(u<s&&s<o);return l},i.filter=s=>He(o=>{if(o>=o)for(;e(o),!s(o);)o.setTime(o-1)},(o,a)=>{if(o>=o)if(a<0)for(;++a<=0;)for(;t(o,-1),!s(o););else for(;--a>=0;)for(;t(o,1),!s(o););}),n&&(i.count=(s,o)=>(yh.setTime(+s),vh.setTime(+o),e(yh),e(vh),Math.floor(n(yh,vh))),i.every=s=>(s=Math.floor(s),!isFinite(s)||!(s>0)?null:s>1?i.filter(r?o=>r(o)%s===0:o=>i.count(0,o)%s===0):i)),i}var rc=He(()=>{},(e,t)=>{e.setTime(+e+t)},(e,t)=>t-e);rc.every=e=>(e=Math.floor(e),!isFinite(e)||!(e>0)?null:e>1?He(t=>{t.setTime(Math.floor(t/e)*e)},(t,n)=>{t.setTime(+t+n*e)},(t,n)=>(n-t)/e):rc);var bD=rc.range,fr=1e3,Yt=fr*60,dr=Yt*60,hr=dr*24,wh=hr*7,Wx=hr*30,xh=hr*365,ht=He(e=>{e.setTime(e-e.getMilliseconds())},(e,t)=>{e.setTime(+e+t*fr)},(e,t)=>(t-e)/fr,e=>e.getUTCSeconds()),yD=ht.range,Ti=He(e=>{e.setTime(e-e.getMilliseconds()-e.getSeconds()*fr)},(e,t)=>{e.setTime(+e+t*Yt)},(e,t)=>(t-e)/Yt,e=>e.getMinutes()),vD=Ti.range,Ci=He(e=>{e.setUTCSeconds(0,0)},(e,t)=>{e.setTime(+e+t*Yt)},(e,t)=>(t-e)/Yt,e=>e.getUTCMinutes()),xD=Ci.range,Mi=He(e=>{e.setTime(e-e.getMilliseconds()-e.getSeconds()*fr-e.getMinutes()*Yt)},(e,t)=>{e.setTime(+e+t*dr)},(e,t)=>(t-e)/dr,e=>e.getHours()),wD=Mi.range,Ri=He(e=>{e.setUTCMinutes(0,0,0)},(e,t)=>{e.setTime(+e+t*dr)},(e,t)=>(t-e)/dr,e=>e.getUTCHours()),_D=Ri.range,Nn=He(e=>e.setHours(0,0,0,0),(e,t)=>e.setDate(e.getDate()+t),(e,t)=>(t-e-(t.getTimezoneOffset()-e.getTimezoneOffset())*Yt)/hr,e=>e.getDate()-1),$D=Nn.range,Zs=He(e=>{e.setUTCHours(0,0,0,0)},(e,t)=>{e.setUTCDate(e.getUTCDate()+t)},(e,t)=>(t-e)/hr,e=>e.getUTCDate()-1),SD=Zs.range,$a=He(e=>{e.setUTCHours(0,0,0,0)},(e,t)=>{e.setUTCDate(e.getUTCDate()+t)},(e,t)=>(t-e)/hr,e=>Math.floor(e/hr)),kD=$a.range;function Ai(e){return He(t=>{t.setDate(t.getDate()-(t.getDay()+7-e)%7),t.setHours(0,0,0,0)},(t,n)=>{t.setDate(t.getDate()+n*7)},(t,n)=>(n-t-(n.getTimezoneOffset()-t.getTimezoneOffset())*Yt)/wh)}var In=Ai(0),Ei=Ai(1),_h=Ai(2),$h=Ai(3),pr=Ai(4),Sh=Ai(5),kh=Ai(6),TD=In.range,CD=Ei.range,MD=_h.range,RD=$h.range,AD=pr.range,ED=Sh.range,PD=kh.range;function Pi(e){return He(t=>{t.setUTCDate(t.getUTCDate()-(t.getUTCDay()+7-e)%7),t.setUTCHours(0,0,0,0)},(t,n)=>{t.setUTCDate(t.getUTCDate()+n*7)},(t,n)=>(n-t)/wh)}var Ln=Pi(0),Di=Pi(1),Th=Pi(2),Ch=Pi(3),mr=Pi(4),Mh=Pi(5),Rh=Pi(6),DD=Ln.range,ND=Di.range,ID=Th.range,LD=Ch.range,OD=mr.range,zD=Mh.range,BD=Rh.range,Ni=He(e=>{e.setDate(1),e.setHours(0,0,0,0)},(e,t)=>{e.setMonth(e.getMonth()+t)},(e,t)=>t.getMonth()-e.getMonth()+(t.getFullYear()-e.getFullYear())*12,e=>e.getMonth()),FD=Ni.range,Ii=He(e=>{e.setUTCDate(1),e.setUTCHours(0,0,0,0)},(e,t)=>{e.setUTCMonth(e.getUTCMonth()+t)},(e,t)=>t.getUTCMonth()-e.getUTCMonth()+(t.getUTCFullYear()-e.getUTCFullYear())*12,e=>e.getUTCMonth()),VD=Ii.range,xt=He(e=>{e.setMonth(0,1),e.setHours(0,0,0,0)},(e,t)=>{e.setFullYear(e.getFullYear()+t)},(e,t)=>t.getFullYear()-e.getFullYear(),e=>e.getFullYear());xt.every=e=>!isFinite(e=Math.floor(e))||!(e>0)?null:He(t=>{t.setFullYear(Math.floor(t.getFullYear()/e)*e),t.setMonth(0,1),t.setHours(0,0,0,0)},(t,n)=>{t.setFullYear(t.getFullYear()+n*e)});var HD=xt.range,wt=He(e=>{e.setUTCMonth(0,1),e.setUTCHours(0,0,0,0)},(e,t)=>{e.setUTCFullYear(e.getUTCFullYear()+t)},(e,t)=>t.getUTCFullYear()-e.getUTCFullYear(),e=>e.getUTCFullYear());wt.every=e=>!isFinite(e=Math.floor(e))||!(e>0)?null:He(t=>{t.setUTCFullYear(Math.floor(t.getUTCFullYear()/e)*e),t.setUTCMonth(0,1),t.setUTCHours(0,0,0,0)},(t,n)=>{t.setUTCFullYear(t.getUTCFullYear()+n*e)});var qD=wt.range;function Xx(e,t,n,r,i,s){let o=[[ht,1,fr],[ht,5,5*fr],[ht,15,15*fr],[ht,30,30*fr],[s,1,Yt],[s,5,5*Yt],[s,15,15*Yt],[s,30,30*Yt],[i,1,dr],[i,3,3*dr],[i,6,6*dr],[i,12,12*dr],[r,1,hr],[r,2,2*hr],[n,1,wh],[t,1,Wx],[t,3,3*Wx],[e,1,xh]];function a(u,c,f){let d=c<u;d&&([u,c]=[c,u]);let h=f&&typeof f.range=="function"?f:l(u,c,f),p=h?h.range(u,+c+1):[];return d?p.reverse():p}function l(u,c,f){let d=Math.abs(c-u)/f,h=Ns(([,,b])=>b).right(o,d);if(h===o.length)return e.every(ta(u/xh,c/xh,f));if(h===0)return rc.every(Math.max(ta(u,c,f),1));let[p,m]=o[d/o[h-1][2]<o[h][2]/d?h-1:h];return p.every(m)}return[a,l]}var[Zx,ic]=Xx(wt,Ii,Ln,$a,Ri,Ci),[Jx,Qx]=Xx(xt,Ni,In,Nn,Mi,Ti);function Ah(e){if(0<=e.y&&e.y<100){var t=new Date(-1,e.m,e.d,e.H,e.M,e.S,e.L);return t.setFullYear(e.y),t}return new Date(e.y,e.m,e.d,e.H,e.M,e.S,e.L)}function Eh(e){if(0<=e.y&&e.y<100){var t=new Date(Date.UTC(-1,e.m,e.d,e.H,e.M,e.S,e.L));return t.setUTCFullYear(e.y),t}return new Date(Date.UTC(e.y,e.m,e.d,e.H,e.M,e.S,e.L))}function Sa(e,t,n){return{y:e,m:t,d:n,H:0,M:0,S:0,L:0}}function Q5(e){var t=e.dateTime,n=e.date,r=e.time,i=e.periods,s=e.days,o=e.shortDays,a=e.months,l=e.shortMonths,u=ka(i),c=Ta(i),f=ka(s),d=Ta(s),h=ka(o),p=Ta(o),m=ka(a),b=Ta(a),y=ka(l),v=Ta(l),_={a:I,A:X,b:L,B:V,c:null,d:sw,e:sw,f:_R,g:PR,G:NR,H:vR,I:xR,j:wR,L:cw,m:$R,M:SR,p:G,q:j,Q:lw,s:uw,S:kR,u:TR,U:CR,V:MR,w:RR,W:AR,x:null,X:null,y:ER,Y:DR,Z:IR,"%":aw},x={a:U,A:se,b:le,B:ce,c:null,d:ow,e:ow,f:BR,g:WR,G:ZR,H:LR,I:OR,j:zR,L:dw,m:FR,M:VR,p:q,q:Q,Q:lw,s:uw,S:HR,u:qR,U:UR,V:KR,w:GR,W:jR,x:null,X:null,y:YR,Y:XR,Z:JR,"%":aw},S={a:P,A,b:T,B:O,c:z,d:rw,e:rw,f:mR,g:nw,G:tw,H:iw,I:iw,j:fR,L:pR,m:cR,M:dR,p:R,q:uR,Q:bR,s:yR,S:hR,u:iR,U:sR,V:oR,w:rR,W:aR,x:M,X:F,y:nw,Y:tw,Z:lR,"%":gR};_.x=w(n,_),_.X=w(r,_),_.c=w(t,_),x.x=w(n,x),x.X=w(r,x),x.c=w(t,x);function w(D,H){return function(Y){var E=[],fe=-1,Z=0,pe=D.length,_e,nt,Mr;for(Y instanceof Date||(Y=new Date(+Y));++fe<pe;)D.charCodeAt(fe)===37&&(E.push(D.slice(Z,fe)),(nt=ew[_e=D.charAt(++fe)])!=null?_e=D.charAt(++fe):nt=_e==="e"?" ":"0",(Mr=H[_e])&&(_e=Mr(Y,nt)),E.push(_e),Z=fe+1);return E.push(D.slice(Z,fe)),E.join("")}}function $(D,H){return function(Y){var E=Sa(1900,void 0,1),fe=C(E,D,Y+="",0),Z,pe;if(fe!=Y.length)return null;if("Q"in E)return new Date(E.Q);if("s"in E)return new Date(E.s*1e3+("L"in E?E.L:0));if(H&&!("Z"in E)&&(E.Z=0),"p"in E&&(E.H=E.H%12+E.p*12),E.m===void 0&&(E.m="q"in E?E.q:0),"V"in E){if(E.V<1||E.V>53)return null;"w"in E||(E.w=1),"Z"in E?(Z=Eh(Sa(E.y,0,1)),pe=Z.getUTCDay(),Z=pe>4||pe===0?Di.ceil(Z):Di(Z),Z=Zs.offset(Z,(E.V-1)*7),E.y=Z.getUTCFullYear(),E.m=Z.getUTCMonth(),E.d=Z.getUTCDate()+(E.w+6)%7):(Z=Ah(Sa(E.y,0,1)),pe=Z.getDay(),Z=pe>4||pe===0?Ei.ceil(Z):Ei(Z),Z=Nn.offset(Z,(E.V-1)*7),E.y=Z.getFullYear(),E.m=Z.getMonth(),E.d=Z.getDate()+(E.w+6)%7)}else("W"in E||"U"in E)&&("w"in E||(E.w="u"in E?E.u%7:"W"in E?1:0),pe="Z"in E?Eh(Sa(E.y,0,1)).getUTCDay():Ah(Sa(E.y,0,1)).getDay(),E.m=0,E.d="W"in E?(E.w+6)%7+E.W*7-(pe+5)%7:E.w+E.U*7-(pe+6)%7);return"Z"in E?(E.H+=E.Z/100|0,E.M+=E.Z%100,Eh(E)):Ah(E)}}function C(D,H,Y,E){for(var fe=0,Z=H.length,pe=Y.length,_e,nt;fe<Z;){if(E>=pe)return-1;if(_e=H.charCodeAt(fe++),_e===37){if(_e=H.charAt(fe++),nt=S[_e in ew?H.charAt(fe++):_e],!nt||(E=nt(D,Y,E))<0)return-1}else if(_e!=Y.charCodeAt(E++))return-1}return E}function R(D,H,Y){var E=u.exec(H.slice(Y));return E?(D.p=c.get(E[0].toLowerCase()),Y+E[0].length):-1}function P(D,H,Y){var E=h.exec(H.slice(Y));return E?(D.w=p.get(E[0].toLowerCase()),Y+E[0].length):-1}function A(D,H,Y){var E=f.exec(H.slice(Y));return E?(D.w=d.get(E[0].toLowerCase()),Y+E[0].length):-1}function T(D,H,Y){var E=y.exec(H.slice(Y));return E?(D.m=v.get(E[0].toLowerCase()),Y+E[0].length):-1}function O(D,H,Y){var E=m.exec(H.slice(Y));return E?(D.m=b.get(E[0].toLowerCase()),Y+E[0].length):-1}function z(D,H,Y){return C(D,t,H,Y)}function M(D,H,Y){return C(D,n,H,Y)}function F(D,H,Y){return C(D,r,H,Y)}function I(D){return o[D.getDay()]}function X(D){return s[D.getDay()]}function L(D){return l[D.getMonth()]}function V(D){return a[D.getMonth()]}function G(D){return i[+(D.getHours()>=12)]}function j(D){return 1+~~(D.getMonth()/3)}function U(D){return o[D.getUTCDay()]}function se(D){return s[D.getUTCDay()]}function le(D){return l[D.getUTCMonth()]}function ce(D){return a[D.getUTCMonth()]}function q(D){return i[+(D.getUTCHours()>=12)]}function Q(D){return 1+~~(D.getUTCMonth()/3)}return{format:function(D){var H=w(D+="",_);return H.toString=function(){return D},H},parse:function(D){var H=$(D+="",!1);return H.toString=function(){return D},H},utcFormat:function(D){var H=w(D+="",x);return H.toString=function(){return D},H},utcParse:function(D){var H=$(D+="",!0);return H.toString=function(){return D},H}}}var ew={"-":"",_:" ",0:"0"},We=/^\s*\d+/,eR=/^%/,tR=/[\\^$*+?|[\]().{}]/g;function he(e,t,n){var r=e<0?"-":"",i=(r?-e:e)+"",s=i.length;return r+(s<n?new Array(n-s+1).join(t)+i:i)}function nR(e){return e.replace(tR,"\\$&")}function ka(e){return new RegExp("^(?:"+e.map(nR).join("|")+")","i")}function Ta(e){return new Map(e.map((t,n)=>[t.toLowerCase(),n]))}function rR(e,t,n){var r=We.exec(t.slice(n,n+1));return r?(e.w=+r[0],n+r[0].length):-1}function iR(e,t,n){var r=We.exec(t.slice(n,n+1));return r?(e.u=+r[0],n+r[0].length):-1}function sR(e,t,n){var r=We.exec(t.slice(n,n+2));return r?(e.U=+r[0],n+r[0].length):-1}function oR(e,t,n){var r=We.exec(t.slice(n,n+2));return r?(e.V=+r[0],n+r[0].length):-1}function aR(e,t,n){var r=We.exec(t.slice(n,n+2));return r?(e.W=+r[0],n+r[0].length):-1}function tw(e,t,n){var r=We.exec(t.slice(n,n+4));return r?(e.y=+r[0],n+r[0].length):-1}function nw(e,t,n){var r=We.exec(t.slice(n,n+2));return r?(e.y=+r[0]+(+r[0]>68?1900:2e3),n+r[0].length):-1}function lR(e,t,n){var r=/^(Z)|([+-]\d\d)(?::?(\d\d))?/.exec(t.slice(n,n+6));return r?(e.Z=r[1]?0:-(r[2]+(r[3]||"00")),n+r[0].length):-1}function uR(e,t,n){var r=We.exec(t.slice(n,n+1));return r?(e.q=r[0]*3-3,n+r[0].length):-1}function cR(e,t,n){var r=We.exec(t.slice(n,n+2));return r?(e.m=r[0]-1,n+r[0].length):-1}function rw(e,t,n){var r=We.exec(t.slice(n,n+2));return r?(e.d=+r[0],n+r[0].length):-1}function fR(e,t,n){var r=We.exec(t.slice(n,n+3));return r?(e.m=0,e.d=+r[0],n+r[0].length):-1}function iw(e,t,n){var r=We.exec(t.slice(n,n+2));return r?(e.H=+r[0],n+r[0].length):-1}function dR(e,t,n){var r=We.exec(t.slice(n,n+2));return r?(e.M=+r[0],n+r[0].length):-1}function hR(e,t,n){var r=We.exec(t.slice(n,n+2));return r?(e.S=+r[0],n+r[0].length):-1}function pR(e,t,n){var r=We.exec(t.slice(n,n+3));return r?(e.L=+r[0],n+r[0].length):-1}function mR(e,t,n){var r=We.exec(t.slice(n,n+6));return r?(e.L=Math.floor(r[0]/1e3),n+r[0].length):-1}function gR(e,t,n){var r=eR.exec(t.slice(n,n+1));return r?n+r[0].length:-1}function bR(e,t,n){var r=We.exec(t.slice(n));return r?(e.Q=+r[0],n+r[0].length):-1}function yR(e,t,n){var r=We.exec(t.slice(n));return r?(e.s=+r[0],n+r[0].length):-1}function sw(e,t){return he(e.getDate(),t,2)}function vR(e,t){return he(e.getHours(),t,2)}function xR(e,t){return he(e.getHours()%12||12,t,2)}function wR(e,t){return he(1+Nn.count(xt(e),e),t,3)}function cw(e,t){return he(e.getMilliseconds(),t,3)}function _R(e,t){return cw(e,t)+"000"}function $R(e,t){return he(e.getMonth()+1,t,2)}function SR(e,t){return he(e.getMinutes(),t,2)}function kR(e,t){return he(e.getSeconds(),t,2)}function TR(e){var t=e.getDay();return t===0?7:t}function CR(e,t){return he(In.count(xt(e)-1,e),t,2)}function fw(e){var t=e.getDay();return t>=4||t===0?pr(e):pr.ceil(e)}function MR(e,t){return e=fw(e),he(pr.count(xt(e),e)+(xt(e).getDay()===4),t,2)}function RR(e){return e.getDay()}function AR(e,t){return he(Ei.count(xt(e)-1,e),t,2)}function ER(e,t){return he(e.getFullYear()%100,t,2)}function PR(e,t){return e=fw(e),he(e.getFullYear()%100,t,2)}function DR(e,t){return he(e.getFullYear()%1e4,t,4)}function NR(e,t){var n=e.getDay();return e=n>=4||n===0?pr(e):pr.ceil(e),he(e.getFullYear()%1e4,t,4)}function IR(e){var t=e.getTimezoneOffset();return(t>0?"-":(t*=-1,"+"))+he(t/60|0,"0",2)+he(t%60,"0",2)}function ow(e,t){return he(e.getUTCDate(),t,2)}function LR(e,t){return he(e.getUTCHours(),t,2)}function OR(e,t){return he(e.getUTCHours()%12||12,t,2)}function zR(e,t){return he(1+Zs.count(wt(e),e),t,3)}function dw(e,t){return he(e.getUTCMilliseconds(),t,3)}function BR(e,t){return dw(e,t)+"000"}function FR(e,t){return he(e.getUTCMonth()+1,t,2)}function VR(e,t){return he(e.getUTCMinutes(),t,2)}function HR(e,t){return he(e.getUTCSeconds(),t,2)}function qR(e){var t=e.getUTCDay();return t===0?7:t}function UR(e,t){return he(Ln.count(wt(e)-1,e),t,2)}function hw(e){var t=e.getUTCDay();return t>=4||t===0?mr(e):mr.ceil(e)}function KR(e,t){return e=hw(e),he(mr.count(wt(e),e)+(wt(e).getUTCDay()===4),t,2)}function GR(e){return e.getUTCDay()}function jR(e,t){return he(Di.count(wt(e)-1,e),t,2)}function YR(e,t){return he(e.getUTCFullYear()%100,t,2)}function WR(e,t){return e=hw(e),he(e.getUTCFullYear()%100,t,2)}function XR(e,t){return he(e.getUTCFullYear()%1e4,t,4)}function ZR(e,t){var n=e.getUTCDay();return e=n>=4||n===0?mr(e):mr.ceil(e),he(e.getUTCFullYear()%1e4,t,4)}function JR(){return"+0000"}function aw(){return"%"}function lw(e){return+e}function uw(e){return Math.floor(+e/1e3)}var Js,Ca,QR,On,pw;e8({dateTime:"%x, %X",date:"%-m/%-d/%Y",time:"%-I:%M:%S %p",periods:["AM","PM"],days:["Sunday","Monday","Tuesday","Wednesday","Thursday","Friday","Saturday"],shortDays:["Sun","Mon","Tue","Wed","Thu","Fri","Sat"],months:["January","February","March","April","May","June","July","August","September","October","November","December"],shortMonths:["Jan","Feb","Mar","Apr","May","Jun","Jul","Aug","Sep","Oct","Nov","Dec"]});function e8(e){return Js=Q5(e),Ca=Js.format,QR=Js.parse,On=Js.utcFormat,pw=Js.utcParse,Js}var mw="%Y-%m-%dT%H:%M:%S.%LZ";function t8(e){return e.toISOString()}var GD=Date.prototype.toISOString?t8:On(mw);function n8(e){var t=new Date(e);return isNaN(t)?null:t}var jD=+new Date("2000-01-01T00:00:00.000Z")?n8:pw(mw);function zn(e,t){switch(arguments.length){case 0:break;case 1:this.range(e);break;default:this.range(t).domain(e);break}return this}function oc(e,t){switch(arguments.length){case 0:break;case 1:{typeof e=="function"?this.interpolator(e):this.range(e);break}default:{this.domain(e),typeof t=="function"?this.interpolator(t):this.range(t);break}}return this}var sc=Symbol("implicit");function ac(){var e=new Vt,t=[],n=[],r=sc;function i(s){let o=e.get(s);if(o===void 0){if(r!==sc)return r;e.set(s,o=t.push(s)-1)}return n[o%n.length]}return i.domain=function(s){if(!arguments.length)return t.slice();t=[],e=new Vt;for(let o of s)e.has(o)||e.set(o,t.push(o)-1);return i},i.range=function(s){return arguments.length?(n=Array.from(s),i):n.slice()},i.unknown=function(s){return arguments.length?(r=s,i):r},i.copy=function(){return ac(t,n).unknown(r)},zn.apply(i,arguments),i}function Qs(){var e=ac().unknown(void 0),t=e.domain,n=e.range,r=0,i=1,s,o,a=!1,l=0,u=0,c=.5;delete e.unknown;function f(){var d=t().length,h=i<r,p=h?i:r,m=h?r:i;s=(m-p)/Math.max(1,d-l+u*2),a&&(s=Math.floor(s)),p+=(m-p-s*(d-l))*c,o=s*(1-l),a&&(p=Math.round(p),o=Math.round(o));var b=Ls(d).map(function(y){return p+s*y});return n(h?b.reverse():b)}return e.domain=function(d){return arguments.length?(t(d),f()):t()},e.range=function(d){return arguments.length?([r,i]=d,r=+r,i=+i,f()):[r,i]},e.rangeRound=function(d){return[r,i]=d,r=+r,i=+i,a=!0,f()},e.bandwidth=function(){return o},e.step=function(){return s},e.round=function(d){return arguments.length?(a=!!d,f()):a},e.padding=function(d){return arguments.length?(l=Math.min(1,u=+d),f()):l},e.paddingInner=function(d){return arguments.length?(l=Math.min(1,d),f()):l},e.paddingOuter=function(d){return arguments.length?(u=+d,f()):u},e.align=function(d){return arguments.length?(c=Math.max(0,Math.min(1,d)),f()):c},e.copy=function(){return Qs(t(),[r,i]).round(a).paddingInner(l).paddingOuter(u).align(c)},zn.apply(f(),arguments)}function $w(e){var t=e.copy;return e.padding=e.paddingOuter,delete e.paddingInner,delete e.paddingOuter,e.copy=function(){return $w(t())},e}function Sw(){return $w(Qs.apply(null,arguments).paddingInner(1))}function r8(e){return function(){return e}}function Ph(e){return+e}var gw=[0,1];function Wt(e){return e}function Dh(e,t){return(t-=e=+e)?function(n){return(n-e)/t}:r8(isNaN(t)?NaN:.5)}function i8(e,t){var n;return e>t&&(n=e,e=t,t=n),function(r){return Math.max(e,Math.min(t,r))}}function s8(e,t,n){var r=e[0],i=e[1],s=t[0],o=t[1];return i<r?(r=Dh(i,r),s=n(o,s)):(r=Dh(r,i),s=n(s,o)),function(a){return s(r(a))}}function o8(e,t,n){var r=Math.min(e.length,t.length)-1,i=new Array(r),s=new Array(r),o=-1;for(e[r]<e[0]&&(e=e.slice().reverse(),t=t.slice().reverse());++o<r;)i[o]=Dh(e[o],e[o+1]),s[o]=n(t[o],t[o+1]);return function(a){var l=Is(e,a,1,r)-1;return s[l](i[l](a))}}function Ma(e,t){return t.domain(e.domain()).range(e.range()).interpolate(e.interpolate()).clamp(e.clamp()).unknown(e.unknown())}function lc(){var e=gw,t=gw,n=Us,r,i,s,o=Wt,a,l,u;function c(){var d=Math.min(e.length,t.length);return o!==Wt&&(o=i8(e[0],e[d-1])),a=d>2?o8:s8,l=u=null,f}function f(d){return d==null||isNaN(d=+d)?s:(l||(l=a(e.map(r),t,n)))(r(o(d)))}return f.invert=function(d){return o(i((u||(u=a(t,e.map(r),Ve)))(d)))},f.domain=function(d){return arguments.length?(e=Array.from(d,Ph),c()):e.slice()},f.range=function(d){return arguments.length?(t=Array.from(d),c()):t.slice()},f.rangeRound=function(d){return t=Array.from(d),n=oa,c()},f.clamp=function(d){return arguments.length?(o=d?!0:Wt,c()):o!==Wt},f.interpolate=function(d){return arguments.length?(n=d,c()):n},f.unknown=function(d){return arguments.length?(s=d,f):s},function(d,h){return r=d,i=h,c()}}function kw(){return lc()(Wt,Wt)}function a8(e,t,n,r){var i=ta(e,t,n),s;switch(r=Gs(r??",f"),r.type){case"s":{var o=Math.max(Math.abs(e),Math.abs(t));return r.precision==null&&!isNaN(s=Fv(i,o))&&(r.precision=s),Kd(r,o)}case"":case"e":case"g":case"p":case"r":{r.precision==null&&!isNaN(s=Vv(i,Math.max(Math.abs(e),Math.abs(t))))&&(r.precision=s-(r.type==="e"));break}case"f":case"%":{r.precision==null&&!isNaN(s=Bv(i))&&(r.precision=s-(r.type==="%")*2);break}}return En(r)}function Ra(e){var t=e.domain;return e.ticks=function(n){var r=t();return Or(r[0],r[r.length-1],n??10)},e.tickFormat=function(n,r){var i=t();return a8(i[0],i[i.length-1],n??10,r)},e.nice=function(n){n==null&&(n=10);var r=t(),i=0,s=r.length-1,o=r[i],a=r[s],l,u,c=10;for(a<o&&(u=o,o=a,a=u,u=i,i=s,s=u);c-- >0;){if(u=Ds(o,a,n),u===l)return r[i]=o,r[s]=a,t(r);if(u>0)o=Math.floor(o/u)*u,a=Math.ceil(a/u)*u;else if(u<0)o=Math.ceil(o*u)/u,a=Math.floor(a*u)/u;else break;l=u}return e},e}function Aa(){var e=kw();return e.copy=function(){return Ma(e,Aa())},zn.apply(e,arguments),Ra(e)}function Nh(e){var t;function n(r){return r==null||isNaN(r=+r)?t:r}return n.invert=n,n.domain=n.range=function(r){return arguments.length?(e=Array.from(r,Ph),n):e.slice()},n.unknown=function(r){return arguments.length?(t=r,n):t},n.copy=function(){return Nh(e).unknown(t)},e=arguments.length?Array.from(e,Ph):[0,1],Ra(n)}function Tw(e,t){e=e.slice();var n=0,r=e.length-1,i=e[n],s=e[r],o;return s<i&&(o=n,n=r,r=o,o=i,i=s,s=o),e[n]=t.floor(i),e[r]=t.ceil(s),e}function bw(e){return Math.log(e)}function yw(e){return Math.exp(e)}function l8(e){return-Math.log(-e)}function u8(e){return-Math.exp(-e)}function c8(e){return isFinite(e)?+("1e"+e):e<0?0:e}function f8(e){return e===10?c8:e===Math.E?Math.exp:t=>Math.pow(e,t)}function d8(e){return e===Math.E?Math.log:e===10&&Math.log10||e===2&&Math.log2||(e=Math.log(e),t=>Math.log(t)/e)}function vw(e){return(t,n)=>-e(-t,n)}function Cw(e){let t=e(bw,yw),n=t.domain,r=10,i,s;function o(){return i=d8(r),s=f8(r),n()[0]<0?(i=vw(i),s=vw(s),e(l8,u8)):e(bw,yw),t}return t.base=function(a){return arguments.length?(r=+a,o()):r},t.domain=function(a){return arguments.length?(n(a),o()):n()},t.ticks=a=>{let l=n(),u=l[0],c=l[l.length-1],f=c<u;f&&([u,c]=[c,u]);let d=i(u),h=i(c),p,m,b=a==null?10:+a,y=[];if(!(r%1)&&h-d<b){if(d=Math.floor(d),h=Math.ceil(h),u>0){for(;d<=h;++d)for(p=1;p<r;++p)if(m=d<0?p/s(-d):p*s(d),!(m<u)){if(m>c)break;y.push(m)}}else for(;d<=h;++d)for(p=r-1;p>=1;--p)if(m=d>0?p/s(-d):p*s(d),!(m<u)){if(m>c)break;y.push(m)}y.length*2<b&&(y=Or(u,c,b))}else y=Or(d,h,Math.min(h-d,b)).map(s);return f?y.reverse():y},t.tickFormat=(a,l)=>{if(a==null&&(a=10),l==null&&(l=r===10?"s":","),typeof l!="function"&&(!(r%1)&&(l=Gs(l)).precision==null&&(l.trim=!0),l=En(l)),a===1/0)return l;let u=Math.max(1,r*a/t.ticks().length);return c=>{let f=c/s(Math.round(i(c)));return f*r<r-.5&&(f*=r),f<=u?l(c):""}},t.nice=()=>n(Tw(n(),{floor:a=>s(Math.floor(i(a))),ceil:a=>s(Math.ceil(i(a)))})),t}function Ih(){let e=Cw(lc()).domain([1,10]);return e.copy=()=>Ma(e,Ih()).base(e.base()),zn.apply(e,arguments),e}function xw(e){return function(t){return Math.sign(t)*Math.log1p(Math.abs(t/e))}}function ww(e){return function(t){return Math.sign(t)*Math.expm1(Math.abs(t))*e}}function Mw(e){var t=1,n=e(xw(t),ww(t));return n.constant=function(r){return arguments.length?e(xw(t=+r),ww(t)):t},Ra(n)}function Lh(){var e=Mw(lc());return e.copy=function(){return Ma(e,Lh()).constant(e.constant())},zn.apply(e,arguments)}function _w(e){return function(t){return t<0?-Math.pow(-t,e):Math.pow(t,e)}}function h8(e){return e<0?-Math.sqrt(-e):Math.sqrt(e)}function p8(e){return e<0?-e*e:e*e}function Rw(e){var t=e(Wt,Wt),n=1;function r(){return n===1?e(Wt,Wt):n===.5?e(h8,p8):e(_w(n),_w(1/n))}return t.exponent=function(i){return arguments.length?(n=+i,r()):n},Ra(t)}function Oh(){var e=Rw(lc());return e.copy=function(){return Ma(e,Oh()).exponent(e.exponent())},zn.apply(e,arguments),e}function zh(){var e=[],t=[],n=[],r;function i(){var o=0,a=Math.max(1,t.length);for(n=new Array(a-1);++o<a;)n[o-1]=E0(e,o/a);return s}function s(o){return o==null||isNaN(o=+o)?r:t[Is(n,o)]}return s.invertExtent=function(o){var a=t.indexOf(o);return a<0?[NaN,NaN]:[a>0?n[a-1]:e[0],a<n.length?n[a]:e[e.length-1]]},s.domain=function(o){if(!arguments.length)return e.slice();e=[];for(let a of o)a!=null&&!isNaN(a=+a)&&e.push(a);return e.sort(ot),i()},s.range=function(o){return arguments.length?(t=Array.from(o),i()):t.slice()},s.unknown=function(o){return arguments.length?(r=o,s):r},s.quantiles=function(){return n.slice()},s.copy=function(){return zh().domain(e).range(t).unknown(r)},zn.apply(s,arguments)}function Bh(){var e=[.5],t=[0,1],n,r=1;function i(s){return s!=null&&s<=s?t[Is(e,s,0,r)]:n}return i.domain=function(s){return arguments.length?(e=Array.from(s),r=Math.min(e.length,t.length-1),i):e.slice()},i.range=function(s){return arguments.length?(t=Array.from(s),r=Math.min(e.length,t.length-1),i):t.slice()},i.invertExtent=function(s){var o=t.indexOf(s);return[e[o-1],e[o]]},i.unknown=function(s){return arguments.length?(n=s,i):n},i.copy=function(){return Bh().domain(e).range(t).unknown(n)},zn.apply(i,arguments)}function m8(e){return new Date(e)}function g8(e){return e instanceof Date?+e:Math.round(e)}function Fh(e,t,n,r,i,s,o,a,l,u){var c=kw(),f=c.invert,d=c.domain,h=u(".%L"),p=u(":%S"),m=u("%I:%M"),b=u("%I %p"),y=u("%a %d"),v=u("%b %d"),_=u("%B"),x=u("%Y");function S(w){return(l(w)<w?h:a(w)<w?p:o(w)<w?m:s(w)<w?b:r(w)<w?i(w)<w?y:v:n(w)<w?_:x)(w)}return c.invert=function(w){return new Date(Math.round(f(w)))},c.domain=function(w){return arguments.length?d(Array.from(w,g8)):d().map(m8)},c.ticks=function(w){var $=d();return e($[0],$[$.length-1],w??10)},c.tickFormat=function(w,$){return $==null?S:u($)},c.nice=function(w){var $=d();return(!w||typeof w.range!="function")&&(w=t($[0],$[$.length-1],w??10)),w?d(Tw($,w)):c},c.copy=function(){return Ma(c,Fh(e,t,n,r,i,s,o,a,l,u))},c}function Aw(){return zn.apply(Fh(Jx,Qx,xt,Ni,In,Nn,Mi,Ti,ht,Ca).domain([new Date(2e3,0,1),new Date(2e3,0,2)]),arguments)}function Ew(){return zn.apply(Fh(Zx,ic,wt,Ii,Ln,Zs,Ri,Ci,ht,On).domain([Date.UTC(2e3,0,1),Date.UTC(2e3,0,2)]),arguments)}function uc(e,t){return t.domain(e.domain()).interpolator(e.interpolator()).clamp(e.clamp()).unknown(e.unknown())}function cc(){var e=0,t=.5,n=1,r=1,i,s,o,a,l,u=Wt,c,f=!1,d;function h(m){return m==null||isNaN(m=+m)?d:(m=.5+((m=+c(m))-s)*(r*m<r*s?a:l),u(f?Math.max(0,Math.min(1,m)):m))}h.domain=function(m){return arguments.length?([e,t,n]=m,i=c(e=+e),s=c(t=+t),o=c(n=+n),a=i===s?0:.5/(s-i),l=s===o?0:.5/(o-s),r=s<i?-1:1,h):[e,t,n]},h.clamp=function(m){return arguments.length?(f=!!m,h):f},h.interpolator=function(m){return arguments.length?(u=m,h):u};function p(m){return function(b){var y,v,_;return arguments.length?([y,v,_]=b,u=Fr(m,[y,v,_]),h):[u(0),u(.5),u(1)]}}return h.range=p(Us),h.rangeRound=p(oa),h.unknown=function(m){return arguments.length?(d=m,h):d},function(m){return c=m,i=m(e),s=m(t),o=m(n),a=i===s?0:.5/(s-i),l=s===o?0:.5/(o-s),r=s<i?-1:1,h}}function Vh(){var e=Ra(cc()(Wt));return e.copy=function(){return uc(e,Vh())},oc.apply(e,arguments)}function Hh(){var e=Cw(cc()).domain([.1,1,10]);return e.copy=function(){return uc(e,Hh()).base(e.base())},oc.apply(e,arguments)}function qh(){var e=Mw(cc());return e.copy=function(){return uc(e,qh()).constant(e.constant())},oc.apply(e,arguments)}function Uh(){var e=Rw(cc());return e.copy=function(){return uc(e,Uh()).exponent(e.exponent())},oc.apply(e,arguments)}function re(e){for(var t=e.length/6|0,n=new Array(t),r=0;r<t;)n[r]="#"+e.slice(r*6,++r*6);return n}var Pw=re("1f77b4ff7f0e2ca02cd627289467bd8c564be377c27f7f7fbcbd2217becf"),Dw=re("7fc97fbeaed4fdc086ffff99386cb0f0027fbf5b17666666"),Nw=re("1b9e77d95f027570b3e7298a66a61ee6ab02a6761d666666"),Iw=re("4269d0efb118ff725c6cc5b03ca951ff8ab7a463f297bbf59c6b4e9498a0"),Lw=re("a6cee31f78b4b2df8a33a02cfb9a99e31a1cfdbf6fff7f00cab2d66a3d9affff99b15928"),Ow=re("fbb4aeb3cde3ccebc5decbe4fed9a6ffffcce5d8bdfddaecf2f2f2"),zw=re("b3e2cdfdcdaccbd5e8f4cae4e6f5c9fff2aef1e2cccccccc"),Bw=re("e41a1c377eb84daf4a984ea3ff7f00ffff33a65628f781bf999999"),Fw=re("66c2a5fc8d628da0cbe78ac3a6d854ffd92fe5c494b3b3b3"),Vw=re("8dd3c7ffffb3bebadafb807280b1d3fdb462b3de69fccde5d9d9d9bc80bdccebc5ffed6f"),Hw=re("4e79a7f28e2ce1575976b7b259a14fedc949af7aa1ff9da79c755fbab0ab"),xe=e=>$v(e[e.length-1]),Kh=new Array(3).concat("d8b365f5f5f55ab4ac","a6611adfc27d80cdc1018571","a6611adfc27df5f5f580cdc1018571","8c510ad8b365f6e8c3c7eae55ab4ac01665e","8c510ad8b365f6e8c3f5f5f5c7eae55ab4ac01665e","8c510abf812ddfc27df6e8c3c7eae580cdc135978f01665e","8c510abf812ddfc27df6e8c3f5f5f5c7eae580cdc135978f01665e","5430058c510abf812ddfc27df6e8c3c7eae580cdc135978f01665e003c30","5430058c510abf812ddfc27df6e8c3f5f5f5c7eae580cdc135978f01665e003c30").map(re),Gh=xe(Kh),jh=new Array(3).concat("af8dc3f7f7f77fbf7b","7b3294c2a5cfa6dba0008837","7b3294c2a5cff7f7f7a6dba0008837","762a83af8dc3e7d4e8d9f0d37fbf7b1b7837","762a83af8dc3e7d4e8f7f7f7d9f0d37fbf7b1b7837","762a839970abc2a5cfe7d4e8d9f0d3a6dba05aae611b7837","762a839970abc2a5cfe7d4e8f7f7f7d9f0d3a6dba05aae611b7837","40004b762a839970abc2a5cfe7d4e8d9f0d3a6dba05aae611b783700441b","40004b762a839970abc2a5cfe7d4e8f7f7f7d9f0d3a6dba05aae611b783700441b").map(re),Yh=xe(jh),Wh=new Array(3).concat("e9a3c9f7f7f7a1d76a","d01c8bf1b6dab8e1864dac26","d01c8bf1b6daf7f7f7b8e1864dac26","c51b7de9a3c9fde0efe6f5d0a1d76a4d9221","c51b7de9a3c9fde0eff7f7f7e6f5d0a1d76a4d9221","c51b7dde77aef1b6dafde0efe6f5d0b8e1867fbc414d9221","c51b7dde77aef1b6dafde0eff7f7f7e6f5d0b8e1867fbc414d9221","8e0152c51b7dde77aef1b6dafde0efe6f5d0b8e1867fbc414d9221276419","8e0152c51b7dde77aef1b6dafde0eff7f7f7e6f5d0b8e1867fbc414d9221276419").map(re),Xh=xe(Wh),Zh=new Array(3).concat("998ec3f7f7f7f1a340","5e3c99b2abd2fdb863e66101","5e3c99b2abd2f7f7f7fdb863e66101","542788998ec3d8daebfee0b6f1a340b35806","542788998ec3d8daebf7f7f7fee0b6f1a340b35806","5427888073acb2abd2d8daebfee0b6fdb863e08214b35806","5427888073acb2abd2d8daebf7f7f7fee0b6fdb863e08214b35806","2d004b5427888073acb2abd2d8daebfee0b6fdb863e08214b358067f3b08","2d004b5427888073acb2abd2d8daebf7f7f7fee0b6fdb863e08214b358067f3b08").map(re),Jh=xe(Zh),hc=new Array(3).concat("ef8a62f7f7f767a9cf","ca0020f4a58292c5de0571b0","ca0020f4a582f7f7f792c5de0571b0","b2182bef8a62fddbc7d1e5f067a9cf2166ac","b2182bef8a62fddbc7f7f7f7d1e5f067a9cf2166ac","b2182bd6604df4a582fddbc7d1e5f092c5de4393c32166ac","b2182bd6604df4a582fddbc7f7f7f7d1e5f092c5de4393c32166ac","67001fb2182bd6604df4a582fddbc7d1e5f092c5de4393c32166ac053061","67001fb2182bd6604df4a582fddbc7f7f7f7d1e5f092c5de4393c32166ac053061").map(re),Ea=xe(hc),Qh=new Array(3).concat("ef8a62ffffff999999","ca0020f4a582bababa404040","ca0020f4a582ffffffbababa404040","b2182bef8a62fddbc7e0e0e09999994d4d4d","b2182bef8a62fddbc7ffffffe0e0e09999994d4d4d","b2182bd6604df4a582fddbc7e0e0e0bababa8787874d4d4d","b2182bd6604df4a582fddbc7ffffffe0e0e0bababa8787874d4d4d","67001fb2182bd6604df4a582fddbc7e0e0e0bababa8787874d4d4d1a1a1a","67001fb2182bd6604df4a582fddbc7ffffffe0e0e0bababa8787874d4d4d1a1a1a").map(re),ep=xe(Qh),pc=new Array(3).concat("fc8d59ffffbf91bfdb","d7191cfdae61abd9e92c7bb6","d7191cfdae61ffffbfabd9e92c7bb6","d73027fc8d59fee090e0f3f891bfdb4575b4","d73027fc8d59fee090ffffbfe0f3f891bfdb4575b4","d73027f46d43fdae61fee090e0f3f8abd9e974add14575b4","d73027f46d43fdae61fee090ffffbfe0f3f8abd9e974add14575b4","a50026d73027f46d43fdae61fee090e0f3f8abd9e974add14575b4313695","a50026d73027f46d43fdae61fee090ffffbfe0f3f8abd9e974add14575b4313695").map(re),Pa=xe(pc),tp=new Array(3).concat("fc8d59ffffbf91cf60","d7191cfdae61a6d96a1a9641","d7191cfdae61ffffbfa6d96a1a9641","d73027fc8d59fee08bd9ef8b91cf601a9850","d73027fc8d59fee08bffffbfd9ef8b91cf601a9850","d73027f46d43fdae61fee08bd9ef8ba6d96a66bd631a9850","d73027f46d43fdae61fee08bffffbfd9ef8ba6d96a66bd631a9850","a50026d73027f46d43fdae61fee08bd9ef8ba6d96a66bd631a9850006837","a50026d73027f46d43fdae61fee08bffffbfd9ef8ba6d96a66bd631a9850006837").map(re),np=xe(tp),rp=new Array(3).concat("fc8d59ffffbf99d594","d7191cfdae61abdda42b83ba","d7191cfdae61ffffbfabdda42b83ba","d53e4ffc8d59fee08be6f59899d5943288bd","d53e4ffc8d59fee08bffffbfe6f59899d5943288bd","d53e4ff46d43fdae61fee08be6f598abdda466c2a53288bd","d53e4ff46d43fdae61fee08bffffbfe6f598abdda466c2a53288bd","9e0142d53e4ff46d43fdae61fee08be6f598abdda466c2a53288bd5e4fa2","9e0142d53e4ff46d43fdae61fee08bffffbfe6f598abdda466c2a53288bd5e4fa2").map(re),ip=xe(rp),sp=new Array(3).concat("e5f5f999d8c92ca25f","edf8fbb2e2e266c2a4238b45","edf8fbb2e2e266c2a42ca25f006d2c","edf8fbccece699d8c966c2a42ca25f006d2c","edf8fbccece699d8c966c2a441ae76238b45005824","f7fcfde5f5f9ccece699d8c966c2a441ae76238b45005824","f7fcfde5f5f9ccece699d8c966c2a441ae76238b45006d2c00441b").map(re),op=xe(sp),ap=new Array(3).concat("e0ecf49ebcda8856a7","edf8fbb3cde38c96c688419d","edf8fbb3cde38c96c68856a7810f7c","edf8fbbfd3e69ebcda8c96c68856a7810f7c","edf8fbbfd3e69ebcda8c96c68c6bb188419d6e016b","f7fcfde0ecf4bfd3e69ebcda8c96c68c6bb188419d6e016b","f7fcfde0ecf4bfd3e69ebcda8c96c68c6bb188419d810f7c4d004b").map(re),lp=xe(ap),up=new Array(3).concat("e0f3dba8ddb543a2ca","f0f9e8bae4bc7bccc42b8cbe","f0f9e8bae4bc7bccc443a2ca0868ac","f0f9e8ccebc5a8ddb57bccc443a2ca0868ac","f0f9e8ccebc5a8ddb57bccc44eb3d32b8cbe08589e","f7fcf0e0f3dbccebc5a8ddb57bccc44eb3d32b8cbe08589e","f7fcf0e0f3dbccebc5a8ddb57bccc44eb3d32b8cbe0868ac084081").map(re),cp=xe(up),fp=new Array(3).concat("fee8c8fdbb84e34a33","fef0d9fdcc8afc8d59d7301f","fef0d9fdcc8afc8d59e34a33b30000","fef0d9fdd49efdbb84fc8d59e34a33b30000","fef0d9fdd49efdbb84fc8d59ef6548d7301f990000","fff7ecfee8c8fdd49efdbb84fc8d59ef6548d7301f990000","fff7ecfee8c8fdd49efdbb84fc8d59ef6548d7301fb300007f0000").map(re),dp=xe(fp),hp=new Array(3).concat("ece2f0a6bddb1c9099","f6eff7bdc9e167a9cf02818a","f6eff7bdc9e167a9cf1c9099016c59","f6eff7d0d1e6a6bddb67a9cf1c9099016c59","f6eff7d0d1e6a6bddb67a9cf3690c002818a016450","fff7fbece2f0d0d1e6a6bddb67a9cf3690c002818a016450","fff7fbece2f0d0d1e6a6bddb67a9cf3690c002818a016c59014636").map(re),pp=xe(hp),mp=new Array(3).concat("ece7f2a6bddb2b8cbe","f1eef6bdc9e174a9cf0570b0","f1eef6bdc9e174a9cf2b8cbe045a8d","f1eef6d0d1e6a6bddb74a9cf2b8cbe045a8d","f1eef6d0d1e6a6bddb74a9cf3690c00570b0034e7b","fff7fbece7f2d0d1e6a6bddb74a9cf3690c00570b0034e7b","fff7fbece7f2d0d1e6a6bddb74a9cf3690c00570b0045a8d023858").map(re),gp=xe(mp),bp=new Array(3).concat("e7e1efc994c7dd1c77","f1eef6d7b5d8df65b0ce1256","f1eef6d7b5d8df65b0dd1c77980043","f1eef6d4b9dac994c7df65b0dd1c77980043","f1eef6d4b9dac994c7df65b0e7298ace125691003f","f7f4f9e7e1efd4b9dac994c7df65b0e7298ace125691003f","f7f4f9e7e1efd4b9dac994c7df65b0e7298ace125698004367001f").map(re),yp=xe(bp),vp=new Array(3).concat("fde0ddfa9fb5c51b8a","feebe2fbb4b9f768a1ae017e","feebe2fbb4b9f768a1c51b8a7a0177","feebe2fcc5c0fa9fb5f768a1c51b8a7a0177","feebe2fcc5c0fa9fb5f768a1dd3497ae017e7a0177","fff7f3fde0ddfcc5c0fa9fb5f768a1dd3497ae017e7a0177","fff7f3fde0ddfcc5c0fa9fb5f768a1dd3497ae017e7a017749006a").map(re),xp=xe(vp),wp=new Array(3).concat("edf8b17fcdbb2c7fb8","ffffcca1dab441b6c4225ea8","ffffcca1dab441b6c42c7fb8253494","ffffccc7e9b47fcdbb41b6c42c7fb8253494","ffffccc7e9b47fcdbb41b6c41d91c0225ea80c2c84","ffffd9edf8b1c7e9b47fcdbb41b6c41d91c0225ea80c2c84","ffffd9edf8b1c7e9b47fcdbb41b6c41d91c0225ea8253494081d58").map(re),_p=xe(wp),$p=new Array(3).concat("f7fcb9addd8e31a354","ffffccc2e69978c679238443","ffffccc2e69978c67931a354006837","ffffccd9f0a3addd8e78c67931a354006837","ffffccd9f0a3addd8e78c67941ab5d238443005a32","ffffe5f7fcb9d9f0a3addd8e78c67941ab5d238443005a32","ffffe5f7fcb9d9f0a3addd8e78c67941ab5d238443006837004529").map(re),Sp=xe($p),kp=new Array(3).concat("fff7bcfec44fd95f0e","ffffd4fed98efe9929cc4c02","ffffd4fed98efe9929d95f0e993404","ffffd4fee391fec44ffe9929d95f0e993404","ffffd4fee391fec44ffe9929ec7014cc4c028c2d04","ffffe5fff7bcfee391fec44ffe9929ec7014cc4c028c2d04","ffffe5fff7bcfee391fec44ffe9929ec7014cc4c02993404662506").map(re),Tp=xe(kp),Cp=new Array(3).concat("ffeda0feb24cf03b20","ffffb2fecc5cfd8d3ce31a1c","ffffb2fecc5cfd8d3cf03b20bd0026","ffffb2fed976feb24cfd8d3cf03b20bd0026","ffffb2fed976feb24cfd8d3cfc4e2ae31a1cb10026","ffffccffeda0fed976feb24cfd8d3cfc4e2ae31a1cb10026","ffffccffeda0fed976feb24cfd8d3cfc4e2ae31a1cbd0026800026").map(re),Mp=xe(Cp),Rp=new Array(3).concat("deebf79ecae13182bd","eff3ffbdd7e76baed62171b5","eff3ffbdd7e76baed63182bd08519c","eff3ffc6dbef9ecae16baed63182bd08519c","eff3ffc6dbef9ecae16baed64292c62171b5084594","f7fbffdeebf7c6dbef9ecae16baed64292c62171b5084594","f7fbffdeebf7c6dbef9ecae16baed64292c62171b508519c08306b").map(re),Ap=xe(Rp),Ep=new Array(3).concat("e5f5e0a1d99b31a354","edf8e9bae4b374c476238b45","edf8e9bae4b374c47631a354006d2c","edf8e9c7e9c0a1d99b74c47631a354006d2c","edf8e9c7e9c0a1d99b74c47641ab5d238b45005a32","f7fcf5e5f5e0c7e9c0a1d99b74c47641ab5d238b45005a32","f7fcf5e5f5e0c7e9c0a1d99b74c47641ab5d238b45006d2c00441b").map(re),Pp=xe(Ep),Dp=new Array(3).concat("f0f0f0bdbdbd636363","f7f7f7cccccc969696525252","f7f7f7cccccc969696636363252525","f7f7f7d9d9d9bdbdbd969696636363252525","f7f7f7d9d9d9bdbdbd969696737373525252252525","fffffff0f0f0d9d9d9bdbdbd969696737373525252252525","fffffff0f0f0d9d9d9bdbdbd969696737373525252252525000000").map(re),Np=xe(Dp),Ip=new Array(3).concat("efedf5bcbddc756bb1","f2f0f7cbc9e29e9ac86a51a3","f2f0f7cbc9e29e9ac8756bb154278f","f2f0f7dadaebbcbddc9e9ac8756bb154278f","f2f0f7dadaebbcbddc9e9ac8807dba6a51a34a1486","fcfbfdefedf5dadaebbcbddc9e9ac8807dba6a51a34a1486","fcfbfdefedf5dadaebbcbddc9e9ac8807dba6a51a354278f3f007d").map(re),Lp=xe(Ip),Op=new Array(3).concat("fee0d2fc9272de2d26","fee5d9fcae91fb6a4acb181d","fee5d9fcae91fb6a4ade2d26a50f15","fee5d9fcbba1fc9272fb6a4ade2d26a50f15","fee5d9fcbba1fc9272fb6a4aef3b2ccb181d99000d","fff5f0fee0d2fcbba1fc9272fb6a4aef3b2ccb181d99000d","fff5f0fee0d2fcbba1fc9272fb6a4aef3b2ccb181da50f1567000d").map(re),zp=xe(Op),Bp=new Array(3).concat("fee6cefdae6be6550d","feeddefdbe85fd8d3cd94701","feeddefdbe85fd8d3ce6550da63603","feeddefdd0a2fdae6bfd8d3ce6550da63603","feeddefdd0a2fdae6bfd8d3cf16913d948018c2d04","fff5ebfee6cefdd0a2fdae6bfd8d3cf16913d948018c2d04","fff5ebfee6cefdd0a2fdae6bfd8d3cf16913d94801a636037f2704").map(re),Fp=xe(Bp);function Vp(e){return e=Math.max(0,Math.min(1,e)),"rgb("+Math.max(0,Math.min(255,Math.round(-4.54-e*(35.34-e*(2381.73-e*(6402.7-e*(7024.72-e*2710.57)))))))+", "+Math.max(0,Math.min(255,Math.round(32.49+e*(170.73+e*(52.82-e*(131.46-e*(176.58-e*67.37)))))))+", "+Math.max(0,Math.min(255,Math.round(81.24+e*(442.36-e*(2482.43-e*(6167.24-e*(6614.94-e*2475.67)))))))+")"}var Hp=Du(qt(300,.5,0),qt(-240,.5,1)),qp=Du(qt(-100,.75,.35),qt(80,1.5,.8)),Up=Du(qt(260,.75,.35),qt(80,1.5,.8)),fc=qt();function Kp(e){(e<0||e>1)&&(e-=Math.floor(e));var t=Math.abs(e-.5);return fc.h=360*e-100,fc.s=1.5-1.5*t,fc.l=.8-.9*t,fc+""}var dc=cn(),b8=Math.PI/3,y8=Math.PI*2/3;function Gp(e){var t;return e=(.5-e)*Math.PI,dc.r=255*(t=Math.sin(e))*t,dc.g=255*(t=Math.sin(e+b8))*t,dc.b=255*(t=Math.sin(e+y8))*t,dc+""}function jp(e){return e=Math.max(0,Math.min(1,e)),"rgb("+Math.max(0,Math.min(255,Math.round(34.61+e*(1172.33-e*(10793.56-e*(33300.12-e*(38394.49-e*14825.05)))))))+", "+Math.max(0,Math.min(255,Math.round(23.31+e*(557.33+e*(1225.33-e*(3574.96-e*(1073.77+e*707.56)))))))+", "+Math.max(0,Math.min(255,Math.round(27.2+e*(3211.1-e*(15327.97-e*(27814-e*(22569.18-e*6838.66)))))))+")"}function mc(e){var t=e.length;return function(n){return e[Math.max(0,Math.min(t-1,Math.floor(n*t)))]}}var Yp=mc(re("44015444025645045745055946075a46085c460a5d460b5e470d60470e6147106347116447136548146748166848176948186a481a6c481b6d481c6e481d6f481f70482071482173482374482475482576482677482878482979472a7a472c7a472d7b472e7c472f7d46307e46327e46337f463480453581453781453882443983443a83443b84433d84433e85423f854240864241864142874144874045884046883f47883f48893e49893e4a893e4c8a3d4d8a3d4e8a3c4f8a3c508b3b518b3b528b3a538b3a548c39558c39568c38588c38598c375a8c375b8d365c8d365d8d355e8d355f8d34608d34618d33628d33638d32648e32658e31668e31678e31688e30698e306a8e2f6b8e2f6c8e2e6d8e2e6e8e2e6f8e2d708e2d718e2c718e2c728e2c738e2b748e2b758e2a768e2a778e2a788e29798e297a8e297b8e287c8e287d8e277e8e277f8e27808e26818e26828e26828e25838e25848e25858e24868e24878e23888e23898e238a8d228b8d228c8d228d8d218e8d218f8d21908d21918c20928c20928c20938c1f948c1f958b1f968b1f978b1f988b1f998a1f9a8a1e9b8a1e9c891e9d891f9e891f9f881fa0881fa1881fa1871fa28720a38620a48621a58521a68522a78522a88423a98324aa8325ab8225ac8226ad8127ad8128ae8029af7f2ab07f2cb17e2db27d2eb37c2fb47c31b57b32b67a34b67935b77937b87838b9773aba763bbb753dbc743fbc7340bd7242be7144bf7046c06f48c16e4ac16d4cc26c4ec36b50c46a52c56954c56856c66758c7655ac8645cc8635ec96260ca6063cb5f65cb5e67cc5c69cd5b6ccd5a6ece5870cf5773d05675d05477d1537ad1517cd2507fd34e81d34d84d44b86d54989d5488bd6468ed64590d74393d74195d84098d83e9bd93c9dd93ba0da39a2da37a5db36a8db34aadc32addc30b0dd2fb2dd2db5de2bb8de29bade28bddf26c0df25c2df23c5e021c8e020cae11fcde11dd0e11cd2e21bd5e21ad8e219dae319dde318dfe318e2e418e5e419e7e419eae51aece51befe51cf1e51df4e61ef6e620f8e621fbe723fde725")),Wp=mc(re("00000401000501010601010802010902020b02020d03030f03031204041405041606051806051a07061c08071e0907200a08220b09240c09260d0a290e0b2b100b2d110c2f120d31130d34140e36150e38160f3b180f3d19103f1a10421c10441d11471e114920114b21114e22115024125325125527125829115a2a115c2c115f2d11612f116331116533106734106936106b38106c390f6e3b0f703d0f713f0f72400f74420f75440f764510774710784910784a10794c117a4e117b4f127b51127c52137c54137d56147d57157e59157e5a167e5c167f5d177f5f187f601880621980641a80651a80671b80681c816a1c816b1d816d1d816e1e81701f81721f817320817521817621817822817922827b23827c23827e24828025828125818326818426818627818827818928818b29818c29818e2a81902a81912b81932b80942c80962c80982d80992d809b2e7f9c2e7f9e2f7fa02f7fa1307ea3307ea5317ea6317da8327daa337dab337cad347cae347bb0357bb2357bb3367ab5367ab73779b83779ba3878bc3978bd3977bf3a77c03a76c23b75c43c75c53c74c73d73c83e73ca3e72cc3f71cd4071cf4070d0416fd2426fd3436ed5446dd6456cd8456cd9466bdb476adc4869de4968df4a68e04c67e24d66e34e65e44f64e55064e75263e85362e95462ea5661eb5760ec5860ed5a5fee5b5eef5d5ef05f5ef1605df2625df2645cf3655cf4675cf4695cf56b5cf66c5cf66e5cf7705cf7725cf8745cf8765cf9785df9795df97b5dfa7d5efa7f5efa815ffb835ffb8560fb8761fc8961fc8a62fc8c63fc8e64fc9065fd9266fd9467fd9668fd9869fd9a6afd9b6bfe9d6cfe9f6dfea16efea36ffea571fea772fea973feaa74feac76feae77feb078feb27afeb47bfeb67cfeb77efeb97ffebb81febd82febf84fec185fec287fec488fec68afec88cfeca8dfecc8ffecd90fecf92fed194fed395fed597fed799fed89afdda9cfddc9efddea0fde0a1fde2a3fde3a5fde5a7fde7a9fde9aafdebacfcecaefceeb0fcf0b2fcf2b4fcf4b6fcf6b8fcf7b9fcf9bbfcfbbdfcfdbf")),Xp=mc(re("00000401000501010601010802010a02020c02020e03021004031204031405041706041907051b08051d09061f0a07220b07240c08260d08290e092b10092d110a30120a32140b34150b37160b39180c3c190c3e1b0c411c0c431e0c451f0c48210c4a230c4c240c4f260c51280b53290b552b0b572d0b592f0a5b310a5c320a5e340a5f3609613809623909633b09643d09653e0966400a67420a68440a68450a69470b6a490b6a4a0c6b4c0c6b4d0d6c4f0d6c510e6c520e6d540f6d550f6d57106e59106e5a116e5c126e5d126e5f136e61136e62146e64156e65156e67166e69166e6a176e6c186e6d186e6f196e71196e721a6e741a6e751b6e771c6d781c6d7a1d6d7c1d6d7d1e6d7f1e6c801f6c82206c84206b85216b87216b88226a8a226a8c23698d23698f24699025689225689326679526679727669827669a28659b29649d29649f2a63a02a63a22b62a32c61a52c60a62d60a82e5fa92e5eab2f5ead305dae305cb0315bb1325ab3325ab43359b63458b73557b93556ba3655bc3754bd3853bf3952c03a51c13a50c33b4fc43c4ec63d4dc73e4cc83f4bca404acb4149cc4248ce4347cf4446d04545d24644d34743d44842d54a41d74b3fd84c3ed94d3dda4e3cdb503bdd513ade5238df5337e05536e15635e25734e35933e45a31e55c30e65d2fe75e2ee8602de9612bea632aeb6429eb6628ec6726ed6925ee6a24ef6c23ef6e21f06f20f1711ff1731df2741cf3761bf37819f47918f57b17f57d15f67e14f68013f78212f78410f8850ff8870ef8890cf98b0bf98c0af98e09fa9008fa9207fa9407fb9606fb9706fb9906fb9b06fb9d07fc9f07fca108fca309fca50afca60cfca80dfcaa0ffcac11fcae12fcb014fcb216fcb418fbb61afbb81dfbba1ffbbc21fbbe23fac026fac228fac42afac62df9c72ff9c932f9cb35f8cd37f8cf3af7d13df7d340f6d543f6d746f5d949f5db4cf4dd4ff4df53f4e156f3e35af3e55df2e661f2e865f2ea69f1ec6df1ed71f1ef75f1f179f2f27df2f482f3f586f3f68af4f88ef5f992f6fa96f8fb9af9fc9dfafda1fcffa4")),Zp=mc(re("0d088710078813078916078a19068c1b068d1d068e20068f2206902406912605912805922a05932c05942e05952f059631059733059735049837049938049a3a049a3c049b3e049c3f049c41049d43039e44039e46039f48039f4903a04b03a14c02a14e02a25002a25102a35302a35502a45601a45801a45901a55b01a55c01a65e01a66001a66100a76300a76400a76600a76700a86900a86a00a86c00a86e00a86f00a87100a87201a87401a87501a87701a87801a87a02a87b02a87d03a87e03a88004a88104a78305a78405a78606a68707a68808a68a09a58b0aa58d0ba58e0ca48f0da4910ea3920fa39410a29511a19613a19814a099159f9a169f9c179e9d189d9e199da01a9ca11b9ba21d9aa31e9aa51f99a62098a72197a82296aa2395ab2494ac2694ad2793ae2892b02991b12a90b22b8fb32c8eb42e8db52f8cb6308bb7318ab83289ba3388bb3488bc3587bd3786be3885bf3984c03a83c13b82c23c81c33d80c43e7fc5407ec6417dc7427cc8437bc9447aca457acb4679cc4778cc4977cd4a76ce4b75cf4c74d04d73d14e72d24f71d35171d45270d5536fd5546ed6556dd7566cd8576bd9586ada5a6ada5b69db5c68dc5d67dd5e66de5f65de6164df6263e06363e16462e26561e26660e3685fe4695ee56a5de56b5de66c5ce76e5be76f5ae87059e97158e97257ea7457eb7556eb7655ec7754ed7953ed7a52ee7b51ef7c51ef7e50f07f4ff0804ef1814df1834cf2844bf3854bf3874af48849f48948f58b47f58c46f68d45f68f44f79044f79143f79342f89441f89540f9973ff9983ef99a3efa9b3dfa9c3cfa9e3bfb9f3afba139fba238fca338fca537fca636fca835fca934fdab33fdac33fdae32fdaf31fdb130fdb22ffdb42ffdb52efeb72dfeb82cfeba2cfebb2bfebd2afebe2afec029fdc229fdc328fdc527fdc627fdc827fdca26fdcb26fccd25fcce25fcd025fcd225fbd324fbd524fbd724fad824fada24f9dc24f9dd25f8df25f8e125f7e225f7e425f6e626f6e826f5e926f5eb27f4ed27f3ee27f3f027f2f227f1f426f1f525f0f724f0f921"));function Xe(e){return function(){return e}}var Yw=Math.cos;var tm=Math.min,gc=Math.sin,qe=Math.sqrt,qw=1e-12,Da=Math.PI,sN=Da/2,wc=2*Da;function Ww(e){let t=3;return e.digits=function(n){if(!arguments.length)return t;if(n==null)t=null;else{let r=Math.floor(n);if(!(r>=0))throw new RangeError(`invalid digits: ${n}`);t=r}return e},()=>new Si(t)}var oN=Array.prototype.slice;function Xw(e){return typeof e=="object"&&"length"in e?e:Array.from(e)}function Zw(e){this._context=e}Zw.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._point=0},lineEnd:function(){(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line=1-this._line},point:function(e,t){switch(e=+e,t=+t,this._point){case 0:this._point=1,this._line?this._context.lineTo(e,t):this._context.moveTo(e,t);break;case 1:this._point=2;default:this._context.lineTo(e,t);break}}};function Li(e){return new Zw(e)}function Jw(e){return e[0]}function Qw(e){return e[1]}function nm(e,t){var n=Xe(!0),r=null,i=Li,s=null,o=Ww(a);e=typeof e=="function"?e:e===void 0?Jw:Xe(e),t=typeof t=="function"?t:t===void 0?Qw:Xe(t);function a(l){var u,c=(l=Xw(l)).length,f,d=!1,h;for(r==null&&(s=i(h=o())),u=0;u<=c;++u)!(u<c&&n(f=l[u],u,l))===d&&((d=!d)?s.lineStart():s.lineEnd()),d&&s.point(+e(f,u,l),+t(f,u,l));if(h)return s=null,h+""||null}return a.x=function(l){return arguments.length?(e=typeof l=="function"?l:Xe(+l),a):e},a.y=function(l){return arguments.length?(t=typeof l=="function"?l:Xe(+l),a):t},a.defined=function(l){return arguments.length?(n=typeof l=="function"?l:Xe(!!l),a):n},a.curve=function(l){return arguments.length?(i=l,r!=null&&(s=i(r)),a):i},a.context=function(l){return arguments.length?(l==null?r=s=null:s=i(r=l),a):r},a}function e1(e,t,n){var r=null,i=Xe(!0),s=null,o=Li,a=null,l=Ww(u);e=typeof e=="function"?e:e===void 0?Jw:Xe(+e),t=typeof t=="function"?t:Xe(t===void 0?0:+t),n=typeof n=="function"?n:n===void 0?Qw:Xe(+n);function u(f){var d,h,p,m=(f=Xw(f)).length,b,y=!1,v,_=new Array(m),x=new Array(m);for(s==null&&(a=o(v=l())),d=0;d<=m;++d){if(!(d<m&&i(b=f[d],d,f))===y)if(y=!y)h=d,a.areaStart(),a.lineStart();else{for(a.lineEnd(),a.lineStart(),p=d-1;p>=h;--p)a.point(_[p],x[p]);a.lineEnd(),a.areaEnd()}y&&(_[d]=+e(b,d,f),x[d]=+t(b,d,f),a.point(r?+r(b,d,f):_[d],n?+n(b,d,f):x[d]))}if(v)return a=null,v+""||null}function c(){return nm().defined(i).curve(o).context(s)}return u.x=function(f){return arguments.length?(e=typeof f=="function"?f:Xe(+f),r=null,u):e},u.x0=function(f){return arguments.length?(e=typeof f=="function"?f:Xe(+f),u):e},u.x1=function(f){return arguments.length?(r=f==null?null:typeof f=="function"?f:Xe(+f),u):r},u.y=function(f){return arguments.length?(t=typeof f=="function"?f:Xe(+f),n=null,u):t},u.y0=function(f){return arguments.length?(t=typeof f=="function"?f:Xe(+f),u):t},u.y1=function(f){return arguments.length?(n=f==null?null:typeof f=="function"?f:Xe(+f),u):n},u.lineX0=u.lineY0=function(){return c().x(e).y(t)},u.lineY1=function(){return c().x(e).y(n)},u.lineX1=function(){return c().x(r).y(t)},u.defined=function(f){return arguments.length?(i=typeof f=="function"?f:Xe(!!f),u):i},u.curve=function(f){return arguments.length?(o=f,s!=null&&(a=o(s)),u):o},u.context=function(f){return arguments.length?(f==null?s=a=null:a=o(s=f),u):s},u}var aN=v8(Li);function t1(e){this._curve=e}t1.prototype={areaStart:function(){this._curve.areaStart()},areaEnd:function(){this._curve.areaEnd()},lineStart:function(){this._curve.lineStart()},lineEnd:function(){this._curve.lineEnd()},point:function(e,t){this._curve.point(t*Math.sin(e),t*-Math.cos(e))}};function v8(e){function t(n){return new t1(e(n))}return t._curve=e,t}var bc=class{constructor(t,n){this._context=t,this._x=n}areaStart(){this._line=0}areaEnd(){this._line=NaN}lineStart(){this._point=0}lineEnd(){(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line=1-this._line}point(t,n){switch(t=+t,n=+n,this._point){case 0:{this._point=1,this._line?this._context.lineTo(t,n):this._context.moveTo(t,n);break}case 1:this._point=2;default:{this._x?this._context.bezierCurveTo(this._x0=(this._x0+t)/2,this._y0,this._x0,n,t,n):this._context.bezierCurveTo(this._x0,this._y0=(this._y0+n)/2,t,this._y0,t,n);break}}this._x0=t,this._y0=n}};function n1(e){return new bc(e,!0)}function r1(e){return new bc(e,!1)}var x8=qe(3),rm={draw(e,t){let n=qe(t+tm(t/28,.75))*.59436,r=n/2,i=r*x8;e.moveTo(0,n),e.lineTo(0,-n),e.moveTo(-i,-r),e.lineTo(i,r),e.moveTo(-i,r),e.lineTo(i,-r)}},Oi={draw(e,t){let n=qe(t/Da);e.moveTo(n,0),e.arc(0,0,n,0,wc)}},im={draw(e,t){let n=qe(t/5)/2;e.moveTo(-3*n,-n),e.lineTo(-n,-n),e.lineTo(-n,-3*n),e.lineTo(n,-3*n),e.lineTo(n,-n),e.lineTo(3*n,-n),e.lineTo(3*n,n),e.lineTo(n,n),e.lineTo(n,3*n),e.lineTo(-n,3*n),e.lineTo(-n,n),e.lineTo(-3*n,n),e.closePath()}},i1=qe(1/3),w8=i1*2,sm={draw(e,t){let n=qe(t/w8),r=n*i1;e.moveTo(0,-n),e.lineTo(r,0),e.lineTo(0,n),e.lineTo(-r,0),e.closePath()}},om={draw(e,t){let n=qe(t)*.62625;e.moveTo(0,-n),e.lineTo(n,0),e.lineTo(0,n),e.lineTo(-n,0),e.closePath()}},am={draw(e,t){let n=qe(t-tm(t/7,2))*.87559;e.moveTo(-n,0),e.lineTo(n,0),e.moveTo(0,n),e.lineTo(0,-n)}},lm={draw(e,t){let n=qe(t),r=-n/2;e.rect(r,r,n,n)}},um={draw(e,t){let n=qe(t)*.4431;e.moveTo(n,n),e.lineTo(n,-n),e.lineTo(-n,-n),e.lineTo(-n,n),e.closePath()}},_8=.8908130915292852,s1=gc(Da/10)/gc(7*Da/10),$8=gc(wc/10)*s1,S8=-Yw(wc/10)*s1,cm={draw(e,t){let n=qe(t*_8),r=$8*n,i=S8*n;e.moveTo(0,-n),e.lineTo(r,i);for(let s=1;s<5;++s){let o=wc*s/5,a=Yw(o),l=gc(o);e.lineTo(l*n,-a*n),e.lineTo(a*r-l*i,l*r+a*i)}e.closePath()}},Jp=qe(3),fm={draw(e,t){let n=-qe(t/(Jp*3));e.moveTo(0,n*2),e.lineTo(-Jp*n,-n),e.lineTo(Jp*n,-n),e.closePath()}},k8=qe(3),dm={draw(e,t){let n=qe(t)*.6824,r=n/2,i=n*k8/2;e.moveTo(0,-n),e.lineTo(i,r),e.lineTo(-i,r),e.closePath()}},Xt=-.5,Zt=qe(3)/2,em=1/qe(12),T8=(em/2+1)*3,hm={draw(e,t){let n=qe(t/T8),r=n/2,i=n*em,s=r,o=n*em+n,a=-s,l=o;e.moveTo(r,i),e.lineTo(s,o),e.lineTo(a,l),e.lineTo(Xt*r-Zt*i,Zt*r+Xt*i),e.lineTo(Xt*s-Zt*o,Zt*s+Xt*o),e.lineTo(Xt*a-Zt*l,Zt*a+Xt*l),e.lineTo(Xt*r+Zt*i,Xt*i-Zt*r),e.lineTo(Xt*s+Zt*o,Xt*o-Zt*s),e.lineTo(Xt*a+Zt*l,Xt*l-Zt*a),e.closePath()}},pm={draw(e,t){let n=qe(t-tm(t/6,1.7))*.6189;e.moveTo(-n,-n),e.lineTo(n,n),e.moveTo(-n,n),e.lineTo(n,-n)}},o1=[Oi,im,sm,lm,cm,fm,hm],a1=[Oi,am,pm,dm,rm,um,om];function qr(){}function yc(e,t,n){e._context.bezierCurveTo((2*e._x0+e._x1)/3,(2*e._y0+e._y1)/3,(e._x0+2*e._x1)/3,(e._y0+2*e._y1)/3,(e._x0+4*e._x1+t)/6,(e._y0+4*e._y1+n)/6)}function _c(e){this._context=e}_c.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._y0=this._y1=NaN,this._point=0},lineEnd:function(){switch(this._point){case 3:yc(this,this._x1,this._y1);case 2:this._context.lineTo(this._x1,this._y1);break}(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line=1-this._line},point:function(e,t){switch(e=+e,t=+t,this._point){case 0:this._point=1,this._line?this._context.lineTo(e,t):this._context.moveTo(e,t);break;case 1:this._point=2;break;case 2:this._point=3,this._context.lineTo((5*this._x0+this._x1)/6,(5*this._y0+this._y1)/6);default:yc(this,e,t);break}this._x0=this._x1,this._x1=e,this._y0=this._y1,this._y1=t}};function l1(e){return new _c(e)}function u1(e){this._context=e}u1.prototype={areaStart:qr,areaEnd:qr,lineStart:function(){this._x0=this._x1=this._x2=this._x3=this._x4=this._y0=this._y1=this._y2=this._y3=this._y4=NaN,this._point=0},lineEnd:function(){switch(this._point){case 1:{this._context.moveTo(this._x2,this._y2),this._context.closePath();break}case 2:{this._context.moveTo((this._x2+2*this._x3)/3,(this._y2+2*this._y3)/3),this._context.lineTo((this._x3+2*this._x2)/3,(this._y3+2*this._y2)/3),this._context.closePath();break}case 3:{this.point(this._x2,this._y2),this.point(this._x3,this._y3),this.point(this._x4,this._y4);break}}},point:function(e,t){switch(e=+e,t=+t,this._point){case 0:this._point=1,this._x2=e,this._y2=t;break;case 1:this._point=2,this._x3=e,this._y3=t;break;case 2:this._point=3,this._x4=e,this._y4=t,this._context.moveTo((this._x0+4*this._x1+e)/6,(this._y0+4*this._y1+t)/6);break;default:yc(this,e,t);break}this._x0=this._x1,this._x1=e,this._y0=this._y1,this._y1=t}};function c1(e){return new u1(e)}function f1(e){this._context=e}f1.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._y0=this._y1=NaN,this._point=0},lineEnd:function(){(this._line||this._line!==0&&this._point===3)&&this._context.closePath(),this._line=1-this._line},point:function(e,t){switch(e=+e,t=+t,this._point){case 0:this._point=1;break;case 1:this._point=2;break;case 2:this._point=3;var n=(this._x0+4*this._x1+e)/6,r=(this._y0+4*this._y1+t)/6;this._line?this._context.lineTo(n,r):this._context.moveTo(n,r);break;case 3:this._point=4;default:yc(this,e,t);break}this._x0=this._x1,this._x1=e,this._y0=this._y1,this._y1=t}};function d1(e){return new f1(e)}function h1(e,t){this._basis=new _c(e),this._beta=t}h1.prototype={lineStart:function(){this._x=[],this._y=[],this._basis.lineStart()},lineEnd:function(){var e=this._x,t=this._y,n=e.length-1;if(n>0)for(var r=e[0],i=t[0],s=e[n]-r,o=t[n]-i,a=-1,l;++a<=n;)l=a/n,this._basis.point(this._beta*e[a]+(1-this._beta)*(r+l*s),this._beta*t[a]+(1-this._beta)*(i+l*o));this._x=this._y=null,this._basis.lineEnd()},point:function(e,t){this._x.push(+e),this._y.push(+t)}};var p1=(function e(t){function n(r){return t===1?new _c(r):new h1(r,t)}return n.beta=function(r){return e(+r)},n})(.85);function vc(e,t,n){e._context.bezierCurveTo(e._x1+e._k*(e._x2-e._x0),e._y1+e._k*(e._y2-e._y0),e._x2+e._k*(e._x1-t),e._y2+e._k*(e._y1-n),e._x2,e._y2)}function mm(e,t){this._context=e,this._k=(1-t)/6}mm.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._x2=this._y0=this._y1=this._y2=NaN,this._point=0},lineEnd:function(){switch(this._point){case 2:this._context.lineTo(this._x2,this._y2);break;case 3:vc(this,this._x1,this._y1);break}(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line=1-this._line},point:function(e,t){switch(e=+e,t=+t,this._point){case 0:this._point=1,this._line?this._context.lineTo(e,t):this._context.moveTo(e,t);break;case 1:this._point=2,this._x1=e,this._y1=t;break;case 2:this._point=3;default:vc(this,e,t);break}this._x0=this._x1,this._x1=this._x2,this._x2=e,this._y0=this._y1,this._y1=this._y2,this._y2=t}};var m1=(function e(t){function n(r){return new mm(r,t)}return n.tension=function(r){return e(+r)},n})(0);function gm(e,t){this._context=e,this._k=(1-t)/6}gm.prototype={areaStart:qr,areaEnd:qr,lineStart:function(){this._x0=this._x1=this._x2=this._x3=this._x4=this._x5=this._y0=this._y1=this._y2=this._y3=this._y4=this._y5=NaN,this._point=0},lineEnd:function(){switch(this._point){case 1:{this._context.moveTo(this._x3,this._y3),this._context.closePath();break}case 2:{this._context.lineTo(this._x3,this._y3),this._context.closePath();break}case 3:{this.point(this._x3,this._y3),this.point(this._x4,this._y4),this.point(this._x5,this._y5);break}}},point:function(e,t){switch(e=+e,t=+t,this._point){case 0:this._point=1,this._x3=e,this._y3=t;break;case 1:this._point=2,this._context.moveTo(this._x4=e,this._y4=t);break;case 2:this._point=3,this._x5=e,this._y5=t;break;default:vc(this,e,t);break}this._x0=this._x1,this._x1=this._x2,this._x2=e,this._y0=this._y1,this._y1=this._y2,this._y2=t}};var g1=(function e(t){function n(r){return new gm(r,t)}return n.tension=function(r){return e(+r)},n})(0);function bm(e,t){this._context=e,this._k=(1-t)/6}bm.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._x2=this._y0=this._y1=this._y2=NaN,this._point=0},lineEnd:function(){(this._line||this._line!==0&&this._point===3)&&this._context.closePath(),this._line=1-this._line},point:function(e,t){switch(e=+e,t=+t,this._point){case 0:this._point=1;break;case 1:this._point=2;break;case 2:this._point=3,this._line?this._context.lineTo(this._x2,this._y2):this._context.moveTo(this._x2,this._y2);break;case 3:this._point=4;default:vc(this,e,t);break}this._x0=this._x1,this._x1=this._x2,this._x2=e,this._y0=this._y1,this._y1=this._y2,this._y2=t}};var b1=(function e(t){function n(r){return new bm(r,t)}return n.tension=function(r){return e(+r)},n})(0);function ym(e,t,n){var r=e._x1,i=e._y1,s=e._x2,o=e._y2;if(e._l01_a>qw){var a=2*e._l01_2a+3*e._l01_a*e._l12_a+e._l12_2a,l=3*e._l01_a*(e._l01_a+e._l12_a);r=(r*a-e._x0*e._l12_2a+e._x2*e._l01_2a)/l,i=(i*a-e._y0*e._l12_2a+e._y2*e._l01_2a)/l}if(e._l23_a>qw){var u=2*e._l23_2a+3*e._l23_a*e._l12_a+e._l12_2a,c=3*e._l23_a*(e._l23_a+e._l12_a);s=(s*u+e._x1*e._l23_2a-t*e._l12_2a)/c,o=(o*u+e._y1*e._l23_2a-n*e._l12_2a)/c}e._context.bezierCurveTo(r,i,s,o,e._x2,e._y2)}function y1(e,t){this._context=e,this._alpha=t}y1.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._x2=this._y0=this._y1=this._y2=NaN,this._l01_a=this._l12_a=this._l23_a=this._l01_2a=this._l12_2a=this._l23_2a=this._point=0},lineEnd:function(){switch(this._point){case 2:this._context.lineTo(this._x2,this._y2);break;case 3:this.point(this._x2,this._y2);break}(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line=1-this._line},point:function(e,t){if(e=+e,t=+t,this._point){var n=this._x2-e,r=this._y2-t;this._l23_a=Math.sqrt(this._l23_2a=Math.pow(n*n+r*r,this._alpha))}switch(this._point){case 0:this._point=1,this._line?this._context.lineTo(e,t):this._context.moveTo(e,t);break;case 1:this._point=2;break;case 2:this._point=3;default:ym(this,e,t);break}this._l01_a=this._l12_a,this._l12_a=this._l23_a,this._l01_2a=this._l12_2a,this._l12_2a=this._l23_2a,this._x0=this._x1,this._x1=this._x2,this._x2=e,this._y0=this._y1,this._y1=this._y2,this._y2=t}};var v1=(function e(t){function n(r){return t?new y1(r,t):new mm(r,0)}return n.alpha=function(r){return e(+r)},n})(.5);function x1(e,t){this._context=e,this._alpha=t}x1.prototype={areaStart:qr,areaEnd:qr,lineStart:function(){this._x0=this._x1=this._x2=this._x3=this._x4=this._x5=this._y0=this._y1=this._y2=this._y3=this._y4=this._y5=NaN,this._l01_a=this._l12_a=this._l23_a=this._l01_2a=this._l12_2a=this._l23_2a=this._point=0},lineEnd:function(){switch(this._point){case 1:{this._context.moveTo(this._x3,this._y3),this._context.closePath();break}case 2:{this._context.lineTo(this._x3,this._y3),this._context.closePath();break}case 3:{this.point(this._x3,this._y3),this.point(this._x4,this._y4),this.point(this._x5,this._y5);break}}},point:function(e,t){if(e=+e,t=+t,this._point){var n=this._x2-e,r=this._y2-t;this._l23_a=Math.sqrt(this._l23_2a=Math.pow(n*n+r*r,this._alpha))}switch(this._point){case 0:this._point=1,this._x3=e,this._y3=t;break;case 1:this._point=2,this._context.moveTo(this._x4=e,this._y4=t);break;case 2:this._point=3,this._x5=e,this._y5=t;break;default:ym(this,e,t);break}this._l01_a=this._l12_a,this._l12_a=this._l23_a,this._l01_2a=this._l12_2a,this._l12_2a=this._l23_2a,this._x0=this._x1,this._x1=this._x2,this._x2=e,this._y0=this._y1,this._y1=this._y2,this._y2=t}};var w1=(function e(t){function n(r){return t?new x1(r,t):new gm(r,0)}return n.alpha=function(r){return e(+r)},n})(.5);function _1(e,t){this._context=e,this._alpha=t}_1.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._x2=this._y0=this._y1=this._y2=NaN,this._l01_a=this._l12_a=this._l23_a=this._l01_2a=this._l12_2a=this._l23_2a=this._point=0},lineEnd:function(){(this._line||this._line!==0&&this._point===3)&&this._context.closePath(),this._line=1-this._line},point:function(e,t){if(e=+e,t=+t,this._point){var n=this._x2-e,r=this._y2-t;this._l23_a=Math.sqrt(this._l23_2a=Math.pow(n*n+r*r,this._alpha))}switch(this._point){case 0:this._point=1;break;case 1:this._point=2;break;case 2:this._point=3,this._line?this._context.lineTo(this._x2,this._y2):this._context.moveTo(this._x2,this._y2);break;case 3:this._point=4;default:ym(this,e,t);break}this._l01_a=this._l12_a,this._l12_a=this._l23_a,this._l01_2a=this._l12_2a,this._l12_2a=this._l23_2a,this._x0=this._x1,this._x1=this._x2,this._x2=e,this._y0=this._y1,this._y1=this._y2,this._y2=t}};var $1=(function e(t){function n(r){return t?new _1(r,t):new bm(r,0)}return n.alpha=function(r){return e(+r)},n})(.5);function S1(e){this._context=e}S1.prototype={areaStart:qr,areaEnd:qr,lineStart:function(){this._point=0},lineEnd:function(){this._point&&this._context.closePath()},point:function(e,t){e=+e,t=+t,this._point?this._context.lineTo(e,t):(this._point=1,this._context.moveTo(e,t))}};function k1(e){return new S1(e)}function Uw(e){return e<0?-1:1}function Kw(e,t,n){var r=e._x1-e._x0,i=t-e._x1,s=(e._y1-e._y0)/(r||i<0&&-0),o=(n-e._y1)/(i||r<0&&-0),a=(s*i+o*r)/(r+i);return(Uw(s)+Uw(o))*Math.min(Math.abs(s),Math.abs(o),.5*Math.abs(a))||0}function Gw(e,t){var n=e._x1-e._x0;return n?(3*(e._y1-e._y0)/n-t)/2:t}function Qp(e,t,n){var r=e._x0,i=e._y0,s=e._x1,o=e._y1,a=(s-r)/3;e._context.bezierCurveTo(r+a,i+a*t,s-a,o-a*n,s,o)}function xc(e){this._context=e}xc.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._y0=this._y1=this._t0=NaN,this._point=0},lineEnd:function(){switch(this._point){case 2:this._context.lineTo(this._x1,this._y1);break;case 3:Qp(this,this._t0,Gw(this,this._t0));break}(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line=1-this._line},point:function(e,t){var n=NaN;if(e=+e,t=+t,!(e===this._x1&&t===this._y1)){switch(this._point){case 0:this._point=1,this._line?this._context.lineTo(e,t):this._context.moveTo(e,t);break;case 1:this._point=2;break;case 2:this._point=3,Qp(this,Gw(this,n=Kw(this,e,t)),n);break;default:Qp(this,this._t0,n=Kw(this,e,t));break}this._x0=this._x1,this._x1=e,this._y0=this._y1,this._y1=t,this._t0=n}}};function T1(e){this._context=new C1(e)}(T1.prototype=Object.create(xc.prototype)).point=function(e,t){xc.prototype.point.call(this,t,e)};function C1(e){this._context=e}C1.prototype={moveTo:function(e,t){this._context.moveTo(t,e)},closePath:function(){this._context.closePath()},lineTo:function(e,t){this._context.lineTo(t,e)},bezierCurveTo:function(e,t,n,r,i,s){this._context.bezierCurveTo(t,e,r,n,s,i)}};function M1(e){return new xc(e)}function R1(e){return new T1(e)}function A1(e){this._context=e}A1.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x=[],this._y=[]},lineEnd:function(){var e=this._x,t=this._y,n=e.length;if(n)if(this._line?this._context.lineTo(e[0],t[0]):this._context.moveTo(e[0],t[0]),n===2)this._context.lineTo(e[1],t[1]);else for(var r=jw(e),i=jw(t),s=0,o=1;o<n;++s,++o)this._context.bezierCurveTo(r[0][s],i[0][s],r[1][s],i[1][s],e[o],t[o]);(this._line||this._line!==0&&n===1)&&this._context.closePath(),this._line=1-this._line,this._x=this._y=null},point:function(e,t){this._x.push(+e),this._y.push(+t)}};function jw(e){var t,n=e.length-1,r,i=new Array(n),s=new Array(n),o=new Array(n);for(i[0]=0,s[0]=2,o[0]=e[0]+2*e[1],t=1;t<n-1;++t)i[t]=1,s[t]=4,o[t]=4*e[t]+2*e[t+1];for(i[n-1]=2,s[n-1]=7,o[n-1]=8*e[n-1]+e[n],t=1;t<n;++t)r=i[t]/s[t-1],s[t]-=r,o[t]-=r*o[t-1];for(i[n-1]=o[n-1]/s[n-1],t=n-2;t>=0;--t)i[t]=(o[t]-i[t+1])/s[t];for(s[n-1]=(e[n]+i[n-1])/2,t=0;t<n-1;++t)s[t]=2*e[t+1]-i[t+1];return[i,s]}function E1(e){return new A1(e)}function $c(e,t){this._context=e,this._t=t}$c.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x=this._y=NaN,this._point=0},lineEnd:function(){0<this._t&&this._t<1&&this._point===2&&this._context.lineTo(this._x,this._y),(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line>=0&&(this._t=1-this._t,this._line=1-this._line)},point:function(e,t){switch(e=+e,t=+t,this._point){case 0:this._point=1,this._line?this._context.lineTo(e,t):this._context.moveTo(e,t);break;case 1:this._point=2;default:{if(this._t<=0)this._context.lineTo(this._x,t),this._context.lineTo(e,t);else{var n=this._x*(1-this._t)+e*this._t;this._context.lineTo(n,this._y),this._context.lineTo(n,t)}break}}this._x=e,this._y=t}};function P1(e){return new $c(e,.5)}function D1(e){return new $c(e,0)}function N1(e){return new $c(e,1)}function Jt(e){return e!=null&&!Number.isNaN(e)}function at(e,t){return+Jt(t)-+Jt(e)||ot(e,t)}function zi(e,t){return+Jt(t)-+Jt(e)||or(e,t)}function Na(e){return e!=null&&`${e}`!=""}function vm(e){return isFinite(e)?e:NaN}function Bi(e){return e>0&&isFinite(e)?e:NaN}function eo(e){return e<0&&isFinite(e)?e:NaN}function Sc(e,t){if(e instanceof Date||(e=new Date(+e)),isNaN(e))return typeof t=="function"?t(e):t;let n=e.getUTCHours(),r=e.getUTCMinutes(),i=e.getUTCSeconds(),s=e.getUTCMilliseconds();return`${C8(e.getUTCFullYear(),4)}-${gr(e.getUTCMonth()+1,2)}-${gr(e.getUTCDate(),2)}${n||r||i||s?`T${gr(n,2)}:${gr(r,2)}${i||s?`:${gr(i,2)}${s?`.${gr(s,3)}`:""}`:""}Z`:""}`}function C8(e){return e<0?`-${gr(-e,6)}`:e>9999?`+${gr(e,6)}`:gr(e,4)}function gr(e,t){return`${e}`.padStart(t,"0")}var M8=/^(?:[-+]\d{2})?\d{4}(?:-\d{2}(?:-\d{2})?)?(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{3})?)?(?:Z|[-+]\d{2}:?\d{2})?)?$/;function Ia(e,t){return M8.test(e+="")?new Date(e):typeof t=="function"?t(e):t}function br(e){if(e==null)return;let t=e[0],n=e[e.length-1];return or(t,n)}var no=1e3,Kr=no*60,Gr=Kr*60,Fn=Gr*24,Bn=Fn*7,Fi=Fn*30,Ur=Fn*365,xm=[["millisecond",1],["2 milliseconds",2],["5 milliseconds",5],["10 milliseconds",10],["20 milliseconds",20],["50 milliseconds",50],["100 milliseconds",100],["200 milliseconds",200],["500 milliseconds",500],["second",no],["5 seconds",5*no],["15 seconds",15*no],["30 seconds",30*no],["minute",Kr],["5 minutes",5*Kr],["15 minutes",15*Kr],["30 minutes",30*Kr],["hour",Gr],["3 hours",3*Gr],["6 hours",6*Gr],["12 hours",12*Gr],["day",Fn],["2 days",2*Fn],["week",Bn],["2 weeks",2*Bn],["month",Fi],["3 months",3*Fi],["6 months",6*Fi],["year",Ur],["2 years",2*Ur],["5 years",5*Ur],["10 years",10*Ur],["20 years",20*Ur],["50 years",50*Ur],["100 years",100*Ur]],wm=new Map([["second",no],["minute",Kr],["hour",Gr],["day",Fn],["monday",Bn],["tuesday",Bn],["wednesday",Bn],["thursday",Bn],["friday",Bn],["saturday",Bn],["sunday",Bn],["week",Bn],["month",Fi],["year",Ur]]),L1=new Map([["second",ht],["minute",Ti],["hour",Mi],["day",Nn],["monday",Ei],["tuesday",_h],["wednesday",$h],["thursday",pr],["friday",Sh],["saturday",kh],["sunday",In],["week",In],["month",Ni],["year",xt]]),_m=new Map([["second",ht],["minute",Ci],["hour",Ri],["day",$a],["monday",Di],["tuesday",Th],["wednesday",Ch],["thursday",mr],["friday",Mh],["saturday",Rh],["sunday",Ln],["week",Ln],["month",Ii],["year",wt]]),ro=Symbol("intervalDuration"),Tc=Symbol("intervalType");for(let[e,t]of L1)t[ro]=wm.get(e),t[Tc]="time";for(let[e,t]of _m)t[ro]=wm.get(e),t[Tc]="utc";var La=[["year",wt,"utc"],["month",Ii,"utc"],["day",$a,"utc",6*Fi],["hour",Ri,"utc",3*Fn],["minute",Ci,"utc",6*Gr],["second",ht,"utc",30*Kr]],kc=[["year",xt,"time"],["month",Ni,"time"],["day",Nn,"time",6*Fi],["hour",Mi,"time",3*Fn],["minute",Ti,"time",6*Gr],["second",ht,"time",30*Kr]],R8=[La[0],kc[0],La[1],kc[1],La[2],kc[2],...La.slice(3)];function O1(e){let t=`${e}`.toLowerCase();t.endsWith("s")&&(t=t.slice(0,-1));let n=1,r=/^(?:(\d+)\s+)/.exec(t);switch(r&&(t=t.slice(r[0].length),n=+r[1]),t){case"quarter":t="month",n*=3;break;case"half":t="month",n*=6;break}let i=_m.get(t);if(!i)throw new Error(`unknown interval: ${e}`);if(n>1&&!i.every)throw new Error(`non-periodic interval: ${t}`);return[t,n]}function $m(e){return z1(O1(e),"time")}function Oa(e){return z1(O1(e),"utc")}function z1([e,t],n){let r=(n==="time"?L1:_m).get(e);return t>1&&(r=r.every(t),r[ro]=wm.get(e)*t,r[Tc]=n),r}function Sm(e,t){if(!(t>1))return;let n=e[ro];if(!xm.some(([,i])=>i===n)||n%Fn===0&&Fn<n&&n<Fi)return;let[r]=xm[Ns(([,i])=>Math.log(i)).center(xm,Math.log(n*t))];return(e[Tc]==="time"?$m:Oa)(r)}function I1(e,t,n){let r=t==="time"?Ca:On;if(n==null)return r(e==="year"?"%Y":e==="month"?"%Y-%m":e==="day"?"%Y-%m-%d":e==="hour"||e==="minute"?"%Y-%m-%dT%H:%M":e==="second"?"%Y-%m-%dT%H:%M:%S":"%Y-%m-%dT%H:%M:%S.%L");let i=A8(n);switch(e){case"millisecond":return to(r(".%L"),r(":%M:%S"),i);case"second":return to(r(":%S"),r("%-I:%M"),i);case"minute":return to(r("%-I:%M"),r("%p"),i);case"hour":return to(r("%-I %p"),r("%b %-d"),i);case"day":return to(r("%-d"),r("%b"),i);case"month":return to(r("%b"),r("%Y"),i);case"year":return r("%Y")}throw new Error("unable to format time ticks")}function A8(e){return e==="left"||e==="right"?(t,n)=>`
${t}
${n}`:e==="top"?(t,n)=>`${n}
${t}`:(t,n)=>`${t}
${n}`}function E8(e){return e==="time"?kc:e==="utc"?La:R8}function B1(e,t,n){let r=ct(I0(t,(i,s)=>Math.abs(s-i)));if(r<1e3)return I1("millisecond","utc",n);for(let[i,s,o,a]of E8(e)){if(r>a||i==="hour"&&!r)break;if(t.every(l=>s.floor(l)>=l))return I1(i,o,n)}}function to(e,t,n){return(r,i,s)=>{let o=e(r,i),a=t(r,i),l=i-br(s);return i!==l&&s[l]!==void 0&&a===t(s[l],l)?o:n(o,a)}}var Tm=Object.getPrototypeOf(Uint8Array),P8=Object.prototype.toString;function fn(e){return e instanceof Array||e instanceof Tm}function H1(e){return e instanceof Tm&&!D8(e)}function q1(e){return e?.prototype instanceof Tm&&!N8(e)}function D8(e){return e instanceof BigInt64Array||e instanceof BigUint64Array}function N8(e){return e===BigInt64Array||e===BigUint64Array}var Cm=Symbol("reindex");function ke(e,t,n){let r=typeof t;return r==="string"?a_(e)?Mm(e.getChild(t),n):F1(e,Rm(t),n):r==="function"?F1(e,t,n):r==="number"||t instanceof Date||r==="boolean"?ye(e,Dt(t),n):typeof t?.transform=="function"?km(t.transform(e),n):I8(km(t,n),e?.[Cm])}function I8(e,t){return e!=null&&t?Rc(e,t):e}function F1(e,t,n){return ye(e,q1(n)?(r,i)=>Am(t(r,i)):t,n)}function km(e,t){return t===void 0?Hn(e):l_(e)?Mm(e,t):e instanceof t?e:t.from(e,q1(t)&&!H1(e)?Am:void 0)}function Mm(e,t){return e==null?e:(t===void 0||t===Array)&&B8(e.type)?Em(V1(e)):km(V1(e),t)}function V1(e){return e.nullCount?e.toJSON():e.toArray()}var io=[null],Rm=e=>t=>{let n=t[e];return n===void 0&&t.type==="Feature"?t.properties?.[e]:n},dn={transform:mt},ge={transform:e=>e};var U1=()=>1,K1=()=>!0,ze=e=>e==null?e:`${e}`,Re=e=>e==null?e:+e;var Cc=e=>e?e[0]:void 0,za=e=>e?e[1]:void 0;var Dt=e=>()=>e;function G1(e){let t=+`${e}`.slice(1)/100;return(n,r)=>sr(n,t,r)}function Vn(e){return H1(e)?e:ye(e,Am,Float64Array)}function Am(e){return e==null?NaN:Number(e)}function Em(e){return ye(e,Pm)}function Pm(e){return e instanceof Date&&!isNaN(e)?e:typeof e=="string"?Ia(e):e==null||isNaN(e=Number(e))?void 0:new Date(e)}function _t(e,t){return e===void 0&&(e=t),e===null?[void 0,"none"]:uo(e)?[void 0,e]:[e,void 0]}function Ie(e,t){return e===void 0&&(e=t),e===null||typeof e=="number"?[void 0,e]:[e,void 0]}function Dm(e,t,n){if(e!=null)return pt(e,t,n)}function pt(e,t,n){let r=`${e}`.toLowerCase();if(!n.includes(r))throw new Error(`invalid ${t}: ${e}`);return r}function yr(e){return a_(e)?e:Hn(e)}function Hn(e){if(e==null||fn(e))return e;if(l_(e))return Mm(e);if(j1(e))switch(e.type){case"FeatureCollection":return e.features;case"GeometryCollection":return e.geometries;default:return[e]}return Array.from(e)}function j1(e){switch(e?.type){case"FeatureCollection":case"GeometryCollection":case"Feature":case"LineString":case"MultiLineString":case"MultiPoint":case"MultiPolygon":case"Point":case"Polygon":case"Sphere":return!0;default:return!1}}function ye(e,t,n=Array){return e==null?e:e instanceof n?e.map(t):n.from(e,t)}function jr(e,t=Array){return e instanceof t?e.slice():t.from(e)}function Y1({x:e,x1:t,x2:n}){return e!==void 0||t!==void 0||n!==void 0}function Nm({y:e,y1:t,y2:n}){return e!==void 0||t!==void 0||n!==void 0}function Mc(e){return Y1(e)||Nm(e)||e.interval!==void 0}function hn(e){return e?.toString===P8}function so(e){return hn(e)&&(e.type!==void 0||e.domain!==void 0)}function oo(e){return hn(e)&&typeof e.transform!="function"}function Yr(e){return oo(e)&&e.value===void 0&&e.channel===void 0}function W1(e,t,n,r=ge){return t===void 0&&n===void 0?(t=0,n=e===void 0?r:e):t===void 0?t=e===void 0?0:e:n===void 0&&(n=e===void 0?0:e),[t,n]}function pn(e,t){return e===void 0&&t===void 0?[Cc,za]:[e,t]}function ao({z:e,fill:t,stroke:n}={}){return e===void 0&&([e]=_t(t)),e===void 0&&([e]=_t(n)),e}function Wr(e){return fn(e)?e.length:e?.numRows}function mt(e){let t=Wr(e),n=new Uint32Array(t);for(let r=0;r<t;++r)n[r]=r;return n}function Rc(e,t){return fn(e)?ye(t,n=>e[n],e.constructor):ye(t,n=>e.at(n))}function X1(e,t,n){return e.subarray?e.subarray(t,n):e.slice(t,n)}function Qt(e){return e!==null&&typeof e=="object"?e.valueOf():e}function Z1(e,t){if(t[e]!==void 0)return t[e];switch(e){case"x1":case"x2":e="x";break;case"y1":case"y2":e="y";break}return t[e]}function lo(e){let t;return[{transform:()=>t,label:mn(e)},n=>t=n]}function en(e){return e==null?[e]:lo(e)}function mn(e,t){return typeof e=="string"?e:e&&e.label!==void 0?e.label:t}function Ba(e,t){return{transform(n){let r=e.transform(n),i=t.transform(n);return Oe(r)||Oe(i)?ye(r,(s,o)=>new Date((+r[o]+ +i[o])/2)):ye(r,(s,o)=>(+r[o]+ +i[o])/2,Float64Array)},label:e.label}}function Fa(e,t){let n=Im(t?.interval,t?.type);return n?ye(e,n):e}function Im(e,t){let n=Ac(e,t);return n&&(r=>Jt(r)?n.floor(r):r)}function Ac(e,t){if(e!=null){if(typeof e=="number")return L8(e);if(typeof e=="string")return(t==="time"?$m:Oa)(e);if(typeof e.floor!="function")throw new Error("invalid interval; missing floor method");if(typeof e.offset!="function")throw new Error("invalid interval; missing offset method");return e}}function L8(e){e=+e,0<e&&e<1&&Number.isInteger(1/e)&&(e=-1/e);let t=Math.abs(e);return e<0?{floor:n=>Math.floor(n*t)/t,offset:(n,r=1)=>(n*t+Math.floor(r))/t,range:(n,r)=>Ls(Math.ceil(n*t),r*t).map(i=>i/t)}:{floor:n=>Math.floor(n/t)*t,offset:(n,r=1)=>n+t*Math.floor(r),range:(n,r)=>Ls(Math.ceil(n/t),r/t).map(i=>i*t)}}function qn(e,t){if(e=Ac(e,t),e&&typeof e.range!="function")throw new Error("invalid interval: missing range method");return e}function J1(e,t){if(e=qn(e,t),e&&typeof e.ceil!="function")throw new Error("invalid interval: missing ceil method");return e}function Q1(e){return Xr(e)&&typeof e?.floor=="function"&&e.floor()instanceof Date}function Xr(e){return typeof e?.range=="function"}function Un(e){return e===void 0||oo(e)?e:{value:e}}function e_(e){return e==null?null:{transform:t=>ke(t,e,Float64Array),label:mn(e)}}function $t(e){return e&&typeof e[Symbol.iterator]=="function"}function Ec(e){for(let t of e)if(t!=null)return typeof t!="object"||t instanceof Date}function Lm(e){for(let t of e){if(t==null)continue;let n=typeof t;return n==="string"||n==="boolean"}}function Oe(e){for(let t of e)if(t!=null)return t instanceof Date}function t_(e){for(let t of e)if(t!=null)return typeof t=="string"&&isNaN(t)&&Ia(t)}function n_(e){for(let t of e)if(t!=null){if(typeof t!="string")return!1;if(t.trim())return!isNaN(t)}}function r_(e){for(let t of e)if(t!=null)return typeof t=="number"}function Pc(e,t){let n;for(let r of e)if(r!=null){if(!t(r))return!1;n=!0}return n}var O8=new Set("none,currentcolor,transparent,aliceblue,antiquewhite,aqua,aquamarine,azure,beige,bisque,black,blanchedalmond,blue,blueviolet,brown,burlywood,cadetblue,chartreuse,chocolate,coral,cornflowerblue,cornsilk,crimson,cyan,darkblue,darkcyan,darkgoldenrod,darkgray,darkgreen,darkgrey,darkkhaki,darkmagenta,darkolivegreen,darkorange,darkorchid,darkred,darksalmon,darkseagreen,darkslateblue,darkslategray,darkslategrey,darkturquoise,darkviolet,deeppink,deepskyblue,dimgray,dimgrey,dodgerblue,firebrick,floralwhite,forestgreen,fuchsia,gainsboro,ghostwhite,gold,goldenrod,gray,green,greenyellow,grey,honeydew,hotpink,indianred,indigo,ivory,khaki,lavender,lavenderblush,lawngreen,lemonchiffon,lightblue,lightcoral,lightcyan,lightgoldenrodyellow,lightgray,lightgreen,lightgrey,lightpink,lightsalmon,lightseagreen,lightskyblue,lightslategray,lightslategrey,lightsteelblue,lightyellow,lime,limegreen,linen,magenta,maroon,mediumaquamarine,mediumblue,mediumorchid,mediumpurple,mediumseagreen,mediumslateblue,mediumspringgreen,mediumturquoise,mediumvioletred,midnightblue,mintcream,mistyrose,moccasin,navajowhite,navy,oldlace,olive,olivedrab,orange,orangered,orchid,palegoldenrod,palegreen,paleturquoise,palevioletred,papayawhip,peachpuff,peru,pink,plum,powderblue,purple,rebeccapurple,red,rosybrown,royalblue,saddlebrown,salmon,sandybrown,seagreen,seashell,sienna,silver,skyblue,slateblue,slategray,slategrey,snow,springgreen,steelblue,tan,teal,thistle,tomato,turquoise,violet,wheat,white,whitesmoke,yellow".split(","));function uo(e){return typeof e!="string"?!1:(e=e.toLowerCase().trim(),/^#[0-9a-f]{3,8}$/.test(e)||/^(?:url|var|rgb|rgba|hsl|hsla|hwb|lab|lch|oklab|oklch|color|color-mix)\(.*\)$/.test(e)||O8.has(e))}function i_(e){return typeof e=="number"&&(0<=e&&e<=1||isNaN(e))}function Ze(e){return e==null||Vi(e)}function Vi(e){return/^\s*none\s*$/i.test(e)}function s_(e){return/^\s*round\s*$/i.test(e)}function Dc(e,t){return Dm(e,t,["middle","top-left","top","top-right","right","bottom-right","bottom","bottom-left","left"])}function Zr(e="middle"){return Dc(e,"frameAnchor")}function o_(e={},...t){let n=e;for(let r of t)for(let i in r)if(n[i]===void 0){let s=r[i];n===e?n={...n,[i]:s}:n[i]=s}return n}function z8(e){console.warn("named iterables are deprecated; please use an object instead");let t=new Set;return Object.fromEntries(Array.from(e,n=>{let{name:r}=n;if(r==null)throw new Error("missing name");let i=`${r}`;if(i==="__proto__")throw new Error(`illegal name: ${i}`);if(t.has(i))throw new Error(`duplicate name: ${i}`);return t.add(i),[r,n]}))}function Om(e){return $t(e)?z8(e):e}function Nc(e){return e===!0?e="frame":e===!1?e=null:!j1(e)&&e!=null&&(e=pt(e,"clip",["frame","sphere"]),e==="sphere"&&(e={type:"Sphere"})),e}function a_(e){return e&&typeof e.getChild=="function"&&typeof e.toArray=="function"&&e.schema&&Array.isArray(e.schema.fields)}function l_(e){return e&&typeof e.toArray=="function"&&e.type}function B8(e){return e&&(e.typeId===8||e.typeId===10)&&e.unit===1}var tn=Symbol("position"),Nt=Symbol("color"),Hi=Symbol("radius"),qi=Symbol("length"),Ui=Symbol("opacity"),co=Symbol("symbol"),u_=Symbol("projection"),ve=new Map([["x",tn],["y",tn],["fx",tn],["fy",tn],["r",Hi],["color",Nt],["opacity",Ui],["symbol",co],["length",qi],["projection",u_]]);function c_(e){return e===tn||e===u_}function f_(e){return e===tn||e===Hi||e===qi||e===Ui}var F8=Math.sqrt(3),V8=2/F8,H8={draw(e,t){let n=Math.sqrt(t/Math.PI),r=n*V8,i=r/2;e.moveTo(0,r),e.lineTo(n,i),e.lineTo(n,-i),e.lineTo(0,-r),e.lineTo(-n,-i),e.lineTo(-n,i),e.closePath()}},zm=new Map([["asterisk",rm],["circle",Oi],["cross",im],["diamond",sm],["diamond2",om],["hexagon",H8],["plus",am],["square",lm],["square2",um],["star",cm],["times",pm],["triangle",fm],["triangle2",dm],["wye",hm]]);function Bm(e){return e&&typeof e.draw=="function"}function d_(e){return Bm(e)?!0:typeof e!="string"?!1:zm.has(e.toLowerCase())}function fo(e){if(e==null||Bm(e))return e;let t=zm.get(`${e}`.toLowerCase());if(t)return t;throw new Error(`invalid symbol: ${e}`)}function h_(e){if(e==null||Bm(e))return[void 0,e];if(typeof e=="string"){let t=zm.get(`${e}`.toLowerCase());if(t)return[void 0,t]}return[e,void 0]}function Ki({filter:e,sort:t,reverse:n,transform:r,initializer:i,...s}={},o){if(r===void 0&&(e!=null&&(r=p_(e)),t!=null&&!Yr(t)&&(r=Fm(r,Hm(t))),n&&(r=Fm(r,m_))),o!=null&&i!=null)throw new Error("transforms cannot be applied after initializers");return{...s,...(t===null||Yr(t))&&{sort:t},transform:Fm(r,o)}}function vr({filter:e,sort:t,reverse:n,initializer:r,...i}={},s){return r===void 0&&(e!=null&&(r=p_(e)),t!=null&&!Yr(t)&&(r=Vm(r,Hm(t))),n&&(r=Vm(r,m_))),{...i,...(t===null||Yr(t))&&{sort:t},initializer:Vm(r,s)}}function Fm(e,t){return e==null?t===null?void 0:t:t==null?e===null?void 0:e:function(n,r,i){return{data:n,facets:r}=e.call(this,n,r,i),t.call(this,yr(n),r,i)}}function Vm(e,t){return e==null?t===null?void 0:t:t==null?e===null?void 0:e:function(n,r,i,...s){let o,a,l,u,c,f;return{data:a=n,facets:l=r,channels:o}=e.call(this,n,r,i,...s),{data:c=a,facets:f=l,channels:u}=t.call(this,a,l,{...i,...o},...s),{data:c,facets:f,channels:{...o,...u}}}}function q8(e,t){return(e.initializer!=null?vr:Ki)(e,t)}function p_(e){return(t,n)=>{let r=ke(t,e);return{data:t,facets:n.map(i=>i.filter(s=>r[s]))}}}function m_(e,t){return{data:e,facets:t.map(n=>n.slice().reverse())}}function g_(e,{sort:t,...n}={}){return{...(oo(e)&&e.channel!==void 0?vr:q8)(n,Hm(e)),sort:Yr(t)?t:null}}function Hm(e){return(typeof e=="function"&&e.length!==1?U8:K8)(e)}function U8(e){return(t,n)=>{let r=fn(t)?(i,s)=>e(t[i],t[s]):(i,s)=>e(t.get(i),t.get(s));return{data:t,facets:n.map(i=>i.slice().sort(r))}}}function K8(e){let t,n;({channel:t,value:e,order:n}={...Un(e)});let r=t?.startsWith("-");if(r&&(t=t.slice(1)),n===void 0&&(n=r?zi:at),typeof n!="function")switch(`${n}`.toLowerCase()){case"ascending":n=at;break;case"descending":n=zi;break;default:throw new Error(`invalid order: ${n}`)}return(i,s,o)=>{let a;if(t===void 0)a=ke(i,e);else{if(o===void 0)throw new Error("channel sort requires an initializer");if(a=o[t],!a)return{};a=a.value}let l=(u,c)=>n(a[u],a[c]);return{data:i,facets:s.map(u=>u.slice().sort(l))}}}function Ha(e,...t){for(let{name:n}of e)if(t.includes(n))return!0;return!1}function v_(e,t,n=qm){let r=Object.entries(e);return t.title!=null&&e.title===void 0&&r.push(["title",X8]),t.href!=null&&e.href===void 0&&r.push(["href",Ic]),r.filter(([,i])=>i!==void 0).map(([i,s])=>s===null?G8(i):n(i,s,t))}function qm(e,t,n,r=Um){let i;hn(t)&&"reduce"in t&&(i=t.scale,t=t.reduce);let s=r(e,t,n),[o,a]=lo(s.label),l;return{name:e,output:i===void 0?o:{value:o,scale:i},initialize(u){s.initialize(u),l=a([])},scope(u,c){s.scope(u,c)},reduce(u,c){l.push(s.reduce(u,c))}}}function G8(e){return{name:e,initialize(){},scope(){},reduce(){}}}function Um(e,t,n,r=qa){let i=Z1(e,n),s=r(t,i),o,a;return{label:mn(s===Va?null:i,s.label),initialize(l){o=i===void 0?l:ke(l,i),s.scope==="data"&&(a=s.reduceIndex(mt(l),o))},scope(l,u){s.scope===l&&(a=s.reduceIndex(u,o))},reduce(l,u){return s.scope==null?s.reduceIndex(l,o,u):s.reduceIndex(l,o,a,u)}}}function Km(e,t){return t?bi(e,n=>t[n]):[[,e]]}function qa(e,t,n=j8){if(e==null)return n(e);if(typeof e.reduceIndex=="function")return e;if(typeof e.reduce=="function"&&hn(e))return Y8(e);if(typeof e=="function")return W8(e);if(/^p\d{2}$/i.test(e))return xr(G1(e));switch(`${e}`.toLowerCase()){case"first":return Ic;case"last":return Z8;case"identity":return Gm;case"count":return Va;case"distinct":return J8;case"sum":return t==null?Va:Q8;case"proportion":return y_(t,"data");case"proportion-facet":return y_(t,"facet");case"deviation":return xr(xd);case"min":return xr(Ht);case"min-index":return xr(R0);case"max":return xr(ct);case"max-index":return xr(M0);case"mean":return b_(D0);case"median":return b_(na);case"variance":return xr(vd);case"mode":return xr(N0)}return n(e)}function j8(e){throw new Error(`invalid reduce: ${e}`)}function x_(e,t){for(let n in t){let r=t[n];if(r!==void 0&&!e.some(i=>i.name===n))return r}}function w_(e,t,n){if(t){let r=t.output.transform(),i=(s,o)=>at(r[s],r[o]);e.forEach(s=>s.sort(i))}n&&e.forEach(r=>r.reverse())}function Y8(e){return console.warn("deprecated reduce interface; implement reduceIndex instead."),{...e,reduceIndex:e.reduce.bind(e)}}function W8(e){return{reduceIndex(t,n,r){return e(Rc(n,t),r)}}}function xr(e){return{reduceIndex(t,n){return e(t,r=>n[r])}}}function b_(e){return{reduceIndex(t,n){let r=e(t,i=>n[i]);return Oe(n)?new Date(r):r}}}var Gm={reduceIndex(e,t){return Rc(t,e)}},Ic={reduceIndex(e,t){return t[e[0]]}},X8={reduceIndex(e,t){let r=Ps(ar(e,s=>s.length,s=>t[s]),za),i=r.slice(-5).reverse();if(i.length<r.length){let s=r.slice(0,-4);i[4]=[`\u2026 ${s.length.toLocaleString("en-US")} more`,an(s,za)]}return i.map(([s,o])=>`${s} (${o.toLocaleString("en-US")})`).join(`
`)}},Z8={reduceIndex(e,t){return t[e[e.length-1]]}},Va={label:"Frequency",reduceIndex(e){return e.length}},J8={label:"Distinct",reduceIndex(e,t){let n=new Cn;for(let r of e)n.add(t[r]);return n.size}},Q8=xr(an);function y_(e,t){return e==null?{scope:t,label:"Frequency",reduceIndex:(n,r,i=1)=>n.length/i}:{scope:t,reduceIndex:(n,r,i=1)=>an(n,s=>r[s])/i}}var __={reduceIndex(e,t,{z:n}){return n}};function ho(e,{scale:t,type:n,value:r,filter:i,hint:s,label:o=mn(r)},a){return s===void 0&&typeof r?.transform=="function"&&(s=r.hint),Ym(a,{scale:t,type:n,value:ke(e,r),label:o,filter:i,hint:s})}function S_(e,t){return Object.fromEntries(Object.entries(e).map(([n,r])=>[n,ho(t,r,n)]))}function k_(e,t){let n=Object.fromEntries(Object.entries(e).map(([r,{scale:i,value:s}])=>{let o=i==null?null:t[i];return[r,o==null?s:ye(s,o)]}));return n.channels=e,n}function Ym(e,t){let{scale:n,value:r}=t;if(n===!0||n==="auto")switch(e){case"fill":case"stroke":case"color":t.scale=n!==!0&&Pc(r,uo)?null:"color",t.defaultScale="color";break;case"fillOpacity":case"strokeOpacity":case"opacity":t.scale=n!==!0&&Pc(r,i_)?null:"opacity",t.defaultScale="opacity";break;case"symbol":n!==!0&&Pc(r,d_)?(t.scale=null,t.value=ye(r,fo)):t.scale="symbol",t.defaultScale="symbol";break;default:t.scale=ve.has(e)?e:null;break}else if(n===!1)t.scale=null;else if(n!=null&&!ve.has(n))throw new Error(`unknown scale: ${n}`);return t}function T_(e,t,n,r,i){let{order:s,reverse:o,reduce:a=!0,limit:l}=i;for(let u in i){if(!ve.has(u))continue;let{value:c,order:f=s,reverse:d=o,reduce:h=a,limit:p=l}=Un(i[u]),m=c?.startsWith("-");if(m&&(c=c.slice(1)),f=f===void 0?m!==(c==="width"||c==="height")?M_:C_:nA(f),h==null||h===!1)continue;let b=u==="fx"||u==="fy"?tA(t,r[u]):eA(n,u);if(!b)throw new Error(`missing channel for scale: ${u}`);let y=b.value,[v=0,_=1/0]=$t(p)?p:p<0?[p]:[0,p];if(c==null)b.domain=()=>{let x=Array.from(new Cn(y));return d&&(x=x.reverse()),(v!==0||_!==1/0)&&(x=x.slice(v,_)),x};else{let x=c==="data"?e:c==="height"?$_(n,"y1","y2"):c==="width"?$_(n,"x1","x2"):jm(n,c,c==="y"?"y2":c==="x"?"x2":void 0),S=qa(h===!0?"max":h,x);b.domain=()=>{let w=k0(mt(y),$=>S.reduceIndex($,x),$=>y[$]);return f&&w.sort(f),d&&w.reverse(),(v!==0||_!==1/0)&&(w=w.slice(v,_)),w.map(Cc)}}}}function eA(e,t){for(let n in e){let r=e[n];if(r.scale===t)return r}}function tA(e,t){let n=e.original;if(n===e)return t;let r=t.value,i=t.value=[];for(let s=0;s<n.length;++s){let o=r[n[s][0]];for(let a of e[s])i[a]=o}return t}function $_(e,t,n){let r=jm(e,t),i=jm(e,n);return ye(i,(s,o)=>Math.abs(s-r[o]),Float64Array)}function jm(e,t,n){let r=e[t];if(!r&&n!==void 0&&(r=e[n]),r)return r.value;throw new Error(`missing channel: ${t}`)}function nA(e){if(e==null||typeof e=="function")return e;switch(`${e}`.toLowerCase()){case"ascending":return C_;case"descending":return M_}throw new Error(`invalid order: ${e}`)}function C_([e,t],[n,r]){return at(t,r)||at(e,n)}function M_([e,t],[n,r]){return zi(t,r)||at(e,n)}function Wm(e,t){let n=e[t];if(n){for(;n.source;)n=n.source;return n.source===null?null:n}}var D_=new Map([["accent",Dw],["category10",Pw],["dark2",Nw],["observable10",Iw],["paired",Lw],["pastel1",Ow],["pastel2",zw],["set1",Bw],["set2",Fw],["set3",Vw],["tableau10",Hw]]);function N_(e){return e!=null&&D_.has(`${e}`.toLowerCase())}var R_=new Map([...D_,["brbg",wr(Kh,Gh)],["prgn",wr(jh,Yh)],["piyg",wr(Wh,Xh)],["puor",wr(Zh,Jh)],["rdbu",wr(hc,Ea)],["rdgy",wr(Qh,ep)],["rdylbu",wr(pc,Pa)],["rdylgn",wr(tp,np)],["spectral",wr(rp,ip)],["burd",A_(hc,Ea)],["buylrd",A_(pc,Pa)],["blues",Je(Rp,Ap)],["greens",Je(Ep,Pp)],["greys",Je(Dp,Np)],["oranges",Je(Bp,Fp)],["purples",Je(Ip,Lp)],["reds",Je(Op,zp)],["turbo",_r(jp)],["viridis",_r(Yp)],["magma",_r(Wp)],["inferno",_r(Xp)],["plasma",_r(Zp)],["cividis",_r(Vp)],["cubehelix",_r(Hp)],["warm",_r(qp)],["cool",_r(Up)],["bugn",Je(sp,op)],["bupu",Je(ap,lp)],["gnbu",Je(up,cp)],["orrd",Je(fp,dp)],["pubu",Je(mp,gp)],["pubugn",Je(hp,pp)],["purd",Je(bp,yp)],["rdpu",Je(vp,xp)],["ylgn",Je($p,Sp)],["ylgnbu",Je(wp,_p)],["ylorbr",Je(kp,Tp)],["ylorrd",Je(Cp,Mp)],["rainbow",E_(Kp)],["sinebow",E_(Gp)]]);function Je(e,t){return({length:n})=>n===1?[e[3][1]]:n===2?[e[3][1],e[3][2]]:(n=Math.max(3,Math.floor(n)),n>9?ft(t,n):e[n])}function wr(e,t){return({length:n})=>n===2?[e[3][0],e[3][2]]:(n=Math.max(3,Math.floor(n)),n>11?ft(t,n):e[n])}function A_(e,t){return({length:n})=>n===2?[e[3][2],e[3][0]]:(n=Math.max(3,Math.floor(n)),n>11?ft(r=>t(1-r),n):e[n].slice().reverse())}function _r(e){return({length:t})=>ft(e,Math.max(2,Math.floor(t)))}function E_(e){return({length:t})=>ft(e,Math.floor(t)+1).slice(0,-1)}function Xm(e){let t=`${e}`.toLowerCase();if(!R_.has(t))throw new Error(`unknown ordinal scheme: ${t}`);return R_.get(t)}function Ua(e,t){let n=Xm(e),r=typeof n=="function"?n({length:t}):n;return r.length!==t?r.slice(0,t):r}function I_(e,t="greys"){let n=new Set,[r,i]=Ua(t,2);for(let s of e)if(s!=null)if(s===!0)n.add(i);else if(s===!1)n.add(r);else return;return[...n]}var P_=new Map([["brbg",Gh],["prgn",Yh],["piyg",Xh],["puor",Jh],["rdbu",Ea],["rdgy",ep],["rdylbu",Pa],["rdylgn",np],["spectral",ip],["burd",e=>Ea(1-e)],["buylrd",e=>Pa(1-e)],["blues",Ap],["greens",Pp],["greys",Np],["purples",Lp],["reds",zp],["oranges",Fp],["turbo",jp],["viridis",Yp],["magma",Wp],["inferno",Xp],["plasma",Zp],["cividis",Vp],["cubehelix",Hp],["warm",qp],["cool",Up],["bugn",op],["bupu",lp],["gnbu",cp],["orrd",dp],["pubugn",pp],["pubu",gp],["purd",yp],["rdpu",xp],["ylgnbu",_p],["ylgn",Sp],["ylorbr",Tp],["ylorrd",Mp],["rainbow",Kp],["sinebow",Gp]]);function po(e){let t=`${e}`.toLowerCase();if(!P_.has(t))throw new Error(`unknown quantitative scheme: ${t}`);return P_.get(t)}var rA=new Set(["brbg","prgn","piyg","puor","rdbu","rdgy","rdylbu","rdylgn","spectral","burd","buylrd"]);function L_(e){return e!=null&&rA.has(`${e}`.toLowerCase())}var Jm=e=>t=>e(1-t),Zm=[0,1],O_=new Map([["number",Ve],["rgb",_i],["hsl",Cv],["hcl",Av],["lab",Mv]]);function Qm(e){let t=`${e}`.toLowerCase();if(!O_.has(t))throw new Error(`unknown interpolator: ${t}`);return O_.get(t)}function go(e,t,n,{type:r,nice:i,clamp:s,zero:o,domain:a=G_(e,n),unknown:l,round:u,scheme:c,interval:f,range:d=ve.get(e)===Hi?aA(n,a):ve.get(e)===qi?lA(n,a):ve.get(e)===Ui?Zm:void 0,interpolate:h=ve.get(e)===Nt?c==null&&d!==void 0?_i:po(c!==void 0?c:r==="cyclical"?"rainbow":"turbo"):u?oa:Ve,reverse:p}){if(a=z_(a),f=qn(f,r),(r==="cyclical"||r==="sequential")&&(r="linear"),typeof h!="function"&&(h=Qm(h)),p=!!p,d!==void 0){let m=a.length,b=(d=z_(d)).length;if(m!==b){if(h.length===1)throw new Error("invalid piecewise interpolator");h=Fr(h,d),d=void 0}}if(h.length===1?(p&&(h=Jm(h),p=!1),d===void 0&&(d=Float64Array.from(a,(m,b)=>b/(a.length-1)),d.length===2&&(d=Zm)),t.interpolate((d===Zm?Dt:Ka)(h))):t.interpolate(h),o){let[m,b]=tt(a);(m>0||b<0)&&(a=jr(a),(br(a)||1)===Math.sign(m)?a[0]=0:a[a.length-1]=0)}return p&&(a=Os(a)),t.domain(a).unknown(l),i&&(t.nice(iA(i,r)),a=t.domain()),d!==void 0&&t.range(d),s&&t.clamp(s),{type:r,domain:a,range:d,scale:t,interpolate:h,interval:f}}function z_(e){return e=Hn(e),e.length>=2?e:[e[0],e[0]]}function iA(e,t){return e===!0?void 0:typeof e=="number"?e:J1(e,t)}function B_(e,t,n){return go(e,Aa(),t,n)}function F_(e,t,n){return eg(e,t,{...n,exponent:.5})}function eg(e,t,{exponent:n=1,...r}){return go(e,Oh().exponent(n),t,{...r,type:"pow"})}function V_(e,t,{base:n=10,domain:r=uA(t),...i}){return go(e,Ih().base(n),t,{...i,domain:r})}function H_(e,t,{constant:n=1,...r}){return go(e,Lh().constant(n),t,r)}function q_(e,t,{range:n,quantiles:r=n===void 0?5:(n=[...n]).length,n:i=r,scheme:s="rdylbu",domain:o=cA(t),unknown:a,interpolate:l,reverse:u}){return n===void 0&&(n=l!==void 0?ft(l,i):ve.get(e)===Nt?Ua(s,i):void 0),o.length>0&&(o=zh(o,n===void 0?{length:i}:n).quantiles()),Lc(e,t,{domain:o,range:n,reverse:u,unknown:a})}function U_(e,t,{range:n,n:r=n===void 0?5:(n=[...n]).length,scheme:i="rdylbu",domain:s=G_(e,t),unknown:o,interpolate:a,reverse:l}){let[u,c]=tt(s),f;return n===void 0?(f=Or(u,c,r),f[0]<=u&&f.splice(0,1),f[f.length-1]>=c&&f.pop(),r=f.length+1,n=a!==void 0?ft(a,r):ve.get(e)===Nt?Ua(i,r):void 0):(f=ft(Ve(u,c),r+1).slice(1,-1),u instanceof Date&&(f=f.map(d=>new Date(d)))),br(Hn(s))<0&&f.reverse(),Lc(e,t,{domain:f,range:n,reverse:l,unknown:o})}function Lc(e,t,{domain:n=[0],unknown:r,scheme:i="rdylbu",interpolate:s,range:o=s!==void 0?ft(s,n.length+1):ve.get(e)===Nt?Ua(i,n.length+1):void 0,reverse:a}){n=Hn(n);let l=br(n);if(!isNaN(l)&&!sA(n,l))throw new Error(`the ${e} scale has a non-monotonic domain`);return a&&(o=Os(o)),{type:"threshold",scale:Bh(l<0?Os(n):n,o===void 0?[]:o).unknown(r),domain:n,range:o}}function sA(e,t){for(let n=1,r=e.length,i=e[0];n<r;++n){let s=or(i,i=e[n]);if(s!==0&&s!==t)return!1}return!0}function K_(e){return{type:"identity",scale:f_(ve.get(e))?Nh():t=>t}}function mo(e,t=vm){return e.length?[Ht(e,({value:n})=>n===void 0?n:Ht(n,t)),ct(e,({value:n})=>n===void 0?n:ct(n,t))]:[0,1]}function G_(e,t){let n=ve.get(e);return(n===Hi||n===Ui||n===qi?oA:mo)(t)}function oA(e){return[0,e.length?ct(e,({value:t})=>t===void 0?t:ct(t,vm)):1]}function aA(e,t){let n=e.find(({radius:o})=>o!==void 0);if(n!==void 0)return[0,n.radius];let r=sr(e,.5,({value:o})=>o===void 0?NaN:sr(o,.25,Bi)),i=t.map(o=>3*Math.sqrt(o/r)),s=30/ct(i);return s<1?i.map(o=>o*s):i}function lA(e,t){let n=na(e,({value:s})=>s===void 0?NaN:na(s,Math.abs)),r=t.map(s=>12*s/n),i=60/ct(r);return i<1?r.map(s=>s*i):r}function uA(e){for(let{value:t}of e)if(t!==void 0)for(let n of t){if(n>0)return mo(e,Bi);if(n<0)return mo(e,eo)}return[1,10]}function cA(e){let t=[];for(let{value:n}of e)if(n!==void 0)for(let r of n)t.push(r);return t}function Ka(e){return(t,n)=>r=>e(t+r*(n-t))}var tg=0,ng;function j_(){let e=tg;return tg=0,ng=void 0,e}function St(e){e!==ng&&(ng=e,console.warn(e),++tg)}function Oc(e,t,n,r,{type:i,nice:s,clamp:o,domain:a=mo(r),unknown:l,pivot:u=0,scheme:c,range:f,symmetric:d=!0,interpolate:h=ve.get(e)===Nt?c==null&&f!==void 0?_i:po(c!==void 0?c:"rdbu"):Ve,reverse:p}){u=+u,a=Hn(a);let[m,b]=a;if(a.length>2&&St(`Warning: the diverging ${e} scale domain contains extra elements.`),or(m,b)<0&&([m,b]=[b,m],p=!p),m=Math.min(m,u),b=Math.max(b,u),typeof h!="function"&&(h=Qm(h)),f!==void 0&&(h=h.length===1?Ka(h)(...f):Fr(h,f)),p&&(h=Jm(h)),d){let y=n.apply(u),v=y-n.apply(m),_=n.apply(b)-y;v<_?m=n.invert(y-_):v>_&&(b=n.invert(y+v))}return t.domain([m,u,b]).unknown(l).interpolator(h),o&&t.clamp(o),s&&t.nice(s),{type:i,domain:[m,b],pivot:u,interpolate:h,scale:t}}function Y_(e,t,n){return Oc(e,Vh(),fA,t,n)}function W_(e,t,n){return rg(e,t,{...n,exponent:.5})}function rg(e,t,{exponent:n=1,...r}){return Oc(e,Uh().exponent(n=+n),pA(n),t,{...r,type:"diverging-pow"})}function X_(e,t,{base:n=10,pivot:r=1,domain:i=mo(t,r<0?eo:Bi),...s}){return Oc(e,Hh().base(n=+n),dA,t,{domain:i,pivot:r,...s})}function Z_(e,t,{constant:n=1,...r}){return Oc(e,qh().constant(n=+n),mA(n),t,r)}var fA={apply(e){return e},invert(e){return e}},dA={apply:Math.log,invert:Math.exp},hA={apply(e){return Math.sign(e)*Math.sqrt(Math.abs(e))},invert(e){return Math.sign(e)*(e*e)}};function pA(e){return e===.5?hA:{apply(t){return Math.sign(t)*Math.pow(Math.abs(t),e)},invert(t){return Math.sign(t)*Math.pow(Math.abs(t),1/e)}}}function mA(e){return{apply(t){return Math.sign(t)*Math.log1p(Math.abs(t/e))},invert(t){return Math.sign(t)*Math.expm1(Math.abs(t))*e}}}function J_(e,t,n,r){return go(e,t,n,r)}function Q_(e,t,n){return J_(e,Aw(),t,n)}function e$(e,t,n){return J_(e,Ew(),t,n)}var bo=Symbol("ordinal");function n$(e,t,n,{type:r,interval:i,domain:s,range:o,reverse:a,hint:l}){return i=qn(i,r),s===void 0&&(s=a$(n,i,e)),(r==="categorical"||r===bo)&&(r="ordinal"),a&&(s=Os(s)),s=t.domain(s).domain(),o!==void 0&&(typeof o=="function"&&(o=o(s)),t.range(o)),{type:r,domain:s,range:o,scale:t,hint:l,interval:i}}function r$(e,t,{type:n,interval:r,domain:i,range:s,scheme:o,unknown:a,...l}){r=qn(r,n),i===void 0&&(i=a$(t,r,e));let u;if(ve.get(e)===co)u=gA(t),s=s===void 0?bA(u):ye(s,fo);else if(ve.get(e)===Nt&&(s===void 0&&(n==="ordinal"||n===bo)&&(s=I_(i,o),s!==void 0&&(o=void 0)),o===void 0&&s===void 0&&(o=n==="ordinal"?"turbo":"observable10"),o!==void 0))if(s!==void 0){let c=po(o),f=s[0],d=s[1]-s[0];s=({length:h})=>ft(p=>c(f+d*p),h)}else s=Xm(o);if(a===sc)throw new Error(`implicit unknown on ${e} scale is not supported`);return n$(e,ac().unknown(a),t,{...l,type:n,domain:i,range:s,hint:u})}function i$(e,t,{align:n=.5,padding:r=.5,...i}){return o$(Sw().align(n).padding(r),t,i,e)}function s$(e,t,{align:n=.5,padding:r=.1,paddingInner:i=r,paddingOuter:s=e==="fx"||e==="fy"?0:r,...o}){return o$(Qs().align(n).paddingInner(i).paddingOuter(s),t,o,e)}function o$(e,t,n,r){let{round:i}=n;return i!==void 0&&e.round(i=!!i),e=n$(r,e,t,n),e.round=i,e}function a$(e,t,n){let r=new Cn;for(let{value:i,domain:s}of e){if(s!==void 0)return s();if(i!==void 0)for(let o of i)r.add(o)}if(t!==void 0){let[i,s]=tt(r).map(t.floor,t);return t.range(i,t.offset(s))}if(r.size>1e4&&ve.get(n)===tn)throw new Error(`implicit ordinal domain of ${n} scale has more than 10,000 values`);return Ps(r,at)}function t$(e,t){let n;for(let{hint:r}of e){let i=r?.[t];if(i!==void 0){if(n===void 0)n=i;else if(n!==i)return}}return n}function gA(e){return{fill:t$(e,"fill"),stroke:t$(e,"stroke")}}function bA(e){return Ze(e.fill)?a1:o1}function Ga(e,{label:t,inset:n=0,insetTop:r=n,insetRight:i=n,insetBottom:s=n,insetLeft:o=n,round:a,nice:l,clamp:u,zero:c,align:f,padding:d,projection:h,facet:{label:p=t}={},...m}={}){let b={};for(let[y,v]of e){let _=m[y],x=xA(y,v,{round:ve.get(y)===tn?a:void 0,nice:l,clamp:u,zero:c,align:f,padding:d,projection:h,..._});if(x){let{label:S=y==="fx"||y==="fy"?p:t,percent:w,transform:$,inset:C,insetTop:R=C!==void 0?C:y==="y"?r:0,insetRight:P=C!==void 0?C:y==="x"?i:0,insetBottom:A=C!==void 0?C:y==="y"?s:0,insetLeft:T=C!==void 0?C:y==="x"?o:0}=_||{};if($==null)$=void 0;else if(typeof $!="function")throw new Error("invalid scale transform; not a function");x.percent=!!w,x.label=S===void 0?yA(v,x):S,x.transform=$,y==="x"||y==="fx"?(x.insetLeft=+T,x.insetRight=+P):(y==="y"||y==="fy")&&(x.insetTop=+R,x.insetBottom=+A),b[y]=x}}return b}function sg(e){let t={},n={scales:t};for(let[r,i]of Object.entries(e)){let{scale:s,type:o,interval:a,label:l}=i;t[r]=SA(i),n[r]=s,s.type=o,a!=null&&(s.interval=a),l!=null&&(s.label=l)}return n}function d$(e,t){let{x:n,y:r,fx:i,fy:s}=e,o=i||s?Bc(t):t;i&&l$(i,o),s&&u$(s,o);let a=i||s?og(e,t):t;n&&l$(n,a),r&&u$(r,a)}function yA(e=[],t){let n;for(let{label:r}of e)if(r!==void 0){if(n===void 0)n=r;else if(n!==r)return}if(n!==void 0)return!Kn(t)&&t.percent&&(n=`${n} (%)`),{inferred:!0,toString:()=>n}}function h$(e){return Math.sign(br(e.domain()))*Math.sign(br(e.range()))}function Bc(e){let{marginTop:t,marginRight:n,marginBottom:r,marginLeft:i,width:s,height:o,facet:{marginTop:a,marginRight:l,marginBottom:u,marginLeft:c}}=e;return{marginTop:Math.max(t,a),marginRight:Math.max(n,l),marginBottom:Math.max(r,u),marginLeft:Math.max(i,c),width:s,height:o}}function og({fx:e,fy:t},n){let{marginTop:r,marginRight:i,marginBottom:s,marginLeft:o,width:a,height:l}=Bc(n);return{marginTop:r,marginRight:i,marginBottom:s,marginLeft:o,width:e?e.scale.bandwidth()+o+i:a,height:t?t.scale.bandwidth()+r+s:l,facet:{width:a,height:l}}}function l$(e,t){if(e.range===void 0){let{insetLeft:n,insetRight:r}=e,{width:i,marginLeft:s=0,marginRight:o=0}=t,a=s+n,l=i-o-r;e.range=[a,Math.max(a,l)],Kn(e)||(e.range=m$(e)),e.scale.range(e.range)}p$(e)}function u$(e,t){if(e.range===void 0){let{insetTop:n,insetBottom:r}=e,{height:i,marginTop:s=0,marginBottom:o=0}=t,a=s+n,l=i-o-r;e.range=[Math.max(a,l),a],Kn(e)?e.range.reverse():e.range=m$(e),e.scale.range(e.range)}p$(e)}function p$(e){e.round===void 0&&_A(e)&&vA(e)<=30&&e.scale.round(!0)}function vA({scale:e}){let t=e.domain().length,[n,r]=e.range(),i=e.paddingInner?e.paddingInner():1,s=e.paddingOuter?e.paddingOuter():e.padding(),o=t-i,a=Math.abs(r-n)/Math.max(1,o+s*2);return(a-Math.floor(a))*o}function m$(e){let t=e.scale.domain().length+ag(e);if(!(t>2))return e.range;let[n,r]=e.range;return Array.from({length:t},(i,s)=>n+s/(t-1)*(r-n))}function xA(e,t=[],n={}){let r=wA(e,t,n);if(n.type===void 0&&n.domain===void 0&&n.range===void 0&&n.interval==null&&e!=="fx"&&e!=="fy"&&Kn({type:r})){let i=t.map(({value:s})=>s).filter(s=>s!==void 0);i.some(Oe)?St(`Warning: some data associated with the ${e} scale are dates. Dates are typically associated with a "utc" or "time" scale rather than a "${yo(r)}" scale. If you are using a bar mark, you probably want a rect mark with the interval option instead; if you are using a group transform, you probably want a bin transform instead. If you want to treat this data as ordinal, you can specify the interval of the ${e} scale (e.g., d3.utcDay), or you can suppress this warning by setting the type of the ${e} scale to "${yo(r)}".`):i.some(t_)?St(`Warning: some data associated with the ${e} scale are strings that appear to be dates (e.g., YYYY-MM-DD). If these strings represent dates, you should parse them to Date objects. Dates are typically associated with a "utc" or "time" scale rather than a "${yo(r)}" scale. If you are using a bar mark, you probably want a rect mark with the interval option instead; if you are using a group transform, you probably want a bin transform instead. If you want to treat this data as ordinal, you can suppress this warning by setting the type of the ${e} scale to "${yo(r)}".`):i.some(n_)&&St(`Warning: some data associated with the ${e} scale are strings that appear to be numbers. If these strings represent numbers, you should parse or coerce them to numbers. Numbers are typically associated with a "linear" scale rather than a "${yo(r)}" scale. If you want to treat this data as ordinal, you can specify the interval of the ${e} scale (e.g., 1 for integers), or you can suppress this warning by setting the type of the ${e} scale to "${yo(r)}".`)}switch(n.type=r,r){case"diverging":case"diverging-sqrt":case"diverging-pow":case"diverging-log":case"diverging-symlog":case"cyclical":case"sequential":case"linear":case"sqrt":case"threshold":case"quantile":case"pow":case"log":case"symlog":n=zc(t,n,Vn);break;case"identity":switch(ve.get(e)){case tn:n=zc(t,n,Vn);break;case co:n=zc(t,n,$A);break}break;case"utc":case"time":n=zc(t,n,Em);break}switch(r){case"diverging":return Y_(e,t,n);case"diverging-sqrt":return W_(e,t,n);case"diverging-pow":return rg(e,t,n);case"diverging-log":return X_(e,t,n);case"diverging-symlog":return Z_(e,t,n);case"categorical":case"ordinal":case bo:return r$(e,t,n);case"cyclical":case"sequential":case"linear":return B_(e,t,n);case"sqrt":return F_(e,t,n);case"threshold":return Lc(e,t,n);case"quantile":return q_(e,t,n);case"quantize":return U_(e,t,n);case"pow":return eg(e,t,n);case"log":return V_(e,t,n);case"symlog":return H_(e,t,n);case"utc":return e$(e,t,n);case"time":return Q_(e,t,n);case"point":return i$(e,t,n);case"band":return s$(e,t,n);case"identity":return K_(e);case void 0:return;default:throw new Error(`unknown scale type: ${r}`)}}function yo(e){return typeof e=="symbol"?e.description:e}function c$(e){return typeof e=="string"?`${e}`.toLowerCase():e}var f$={toString:()=>"projection"};function wA(e,t,{type:n,domain:r,range:i,scheme:s,pivot:o,projection:a}){if(n=c$(n),e==="fx"||e==="fy")return"band";(e==="x"||e==="y")&&a!=null&&(n=f$);for(let c of t){let f=c$(c.type);if(f!==void 0){if(n===void 0)n=f;else if(n!==f)throw new Error(`scale incompatible with channel: ${n} !== ${f}`)}}if(n===f$)return;if(n!==void 0)return n;if(r===void 0&&!t.some(({value:c})=>c!==void 0))return;let l=ve.get(e);if(l===Hi)return"sqrt";if(l===Ui||l===qi)return"linear";if(l===co)return"ordinal";let u=(r??i)?.length;if(u<2||u>2)return ig(l);if(r!==void 0){if(Lm(r))return ig(l);if(Oe(r))return"utc"}else{let c=t.map(({value:f})=>f).filter(f=>f!==void 0);if(c.some(Lm))return ig(l);if(c.some(Oe))return"utc"}if(l===Nt){if(o!=null||L_(s))return"diverging";if(N_(s))return"categorical"}return"linear"}function ig(e){switch(e){case tn:return"point";case Nt:return bo;default:return"ordinal"}}function Kn({type:e}){return e==="ordinal"||e==="point"||e==="band"||e===bo}function ag({type:e}){return e==="threshold"}function _A({type:e}){return e==="point"||e==="band"}function gn(e){if(e===void 0)return!0;let t=e.domain(),n=e(t[0]);for(let r=1,i=t.length;r<i;++r)if(e(t[r])-n)return!1;return!0}function zc(e,{domain:t,...n},r){for(let i of e)i.value!==void 0&&(t===void 0&&(t=i.value?.domain),i.value=r(i.value));return{domain:t===void 0?t:r(t),...n}}function $A(e){return ye(e,fo)}function g$(e){return t=>{if(!ve.has(t=`${t}`))throw new Error(`unknown scale: ${t}`);return e[t]}}function SA({scale:e,type:t,domain:n,range:r,interpolate:i,interval:s,transform:o,percent:a,pivot:l}){if(t==="identity")return{type:"identity",apply:c=>c,invert:c=>c};let u=e.unknown?e.unknown():void 0;return{type:t,domain:jr(n),...r!==void 0&&{range:jr(r)},...o!==void 0&&{transform:o},...a&&{percent:a},...u!==void 0&&{unknown:u},...s!==void 0&&{interval:s},...i!==void 0&&{interpolate:i},...e.clamp&&{clamp:e.clamp()},...l!==void 0&&{pivot:l,symmetric:!1},...e.base&&{base:e.base()},...e.exponent&&{exponent:e.exponent()},...e.constant&&{constant:e.constant()},...e.align&&{align:e.align(),round:e.round()},...e.padding&&(e.paddingInner?{paddingInner:e.paddingInner(),paddingOuter:e.paddingOuter()}:{padding:e.padding()}),...e.bandwidth&&{bandwidth:e.bandwidth(),step:e.step()},apply:c=>e(c),...e.invert&&{invert:c=>e.invert(c)}}}function y$(e,t){let{fx:n,fy:r}=Ga(e,t),i=n?.scale.domain(),s=r?.scale.domain();return i&&s?x0(i,s).map(([o,a],l)=>({x:o,y:a,i:l})):i?i.map((o,a)=>({x:o,i:a})):s?s.map((o,a)=>({y:o,i:a})):void 0}function v$(e,{x:t,y:n}){return t&&=dg(t),n&&=dg(n),e.filter(t&&n?r=>t.has(r.x)&&n.has(r.y):t?r=>t.has(r.x):r=>n.has(r.y)).sort(t&&n?(r,i)=>t.get(r.x)-t.get(i.x)||n.get(r.y)-n.get(i.y):t?(r,i)=>t.get(r.x)-t.get(i.x):(r,i)=>n.get(r.y)-n.get(i.y))}function Vc(e,{fx:t,fy:n}){let r=mt(e),i=t?.value,s=n?.value;return t&&n?ar(r,o=>(o.fx=i[o[0]],o.fy=s[o[0]],o),o=>i[o],o=>s[o]):t?ar(r,o=>(o.fx=i[o[0]],o),o=>i[o]):ar(r,o=>(o.fy=s[o[0]],o),o=>s[o])}function x$(e,t,{marginTop:n,marginLeft:r}){let i=e?({x:o})=>e(o)-r:()=>0,s=t?({y:o})=>t(o)-n:()=>0;return function(o){this.tagName==="svg"?(this.setAttribute("x",i(o)),this.setAttribute("y",s(o))):this.setAttribute("transform",`translate(${i(o)},${s(o)})`)}}function w$(e){let t=[],n=new Uint32Array(an(e,r=>r.length));for(let r of e){let i=0;for(let s of e)r!==s&&(n.set(s,i),i+=s.length);t.push(n.slice(0,i))}return t}var kA=new Map([["top",lg],["right",fg],["bottom",ug],["left",cg],["top-left",Fc(lg,cg)],["top-right",Fc(lg,fg)],["bottom-left",Fc(ug,cg)],["bottom-right",Fc(ug,fg)],["top-empty",CA],["right-empty",AA],["bottom-empty",MA],["left-empty",RA],["empty",EA]]);function _$(e){if(e==null)return null;let t=kA.get(`${e}`.toLowerCase());if(t)return t;throw new Error(`invalid facet anchor: ${e}`)}var b$=new WeakMap;function dg(e){let t=b$.get(e);return t||b$.set(e,t=new Vt(ye(e,(n,r)=>[n,r]))),t}function Jr(e,t){return dg(e).get(t)}function TA(e,t,n){return t=Qt(t),n=Qt(n),e.find(r=>Object.is(Qt(r.x),t)&&Object.is(Qt(r.y),n))}function Hc(e,t,n){return TA(e,t,n)?.empty}function lg(e,{y:t},{y:n}){return t?Jr(t,n)===0:!0}function ug(e,{y:t},{y:n}){return t?Jr(t,n)===t.length-1:!0}function cg(e,{x:t},{x:n}){return t?Jr(t,n)===0:!0}function fg(e,{x:t},{x:n}){return t?Jr(t,n)===t.length-1:!0}function CA(e,{y:t},{x:n,y:r,empty:i}){if(i)return!1;if(!t)return;let s=Jr(t,r);if(s>0)return Hc(e,n,t[s-1])}function MA(e,{y:t},{x:n,y:r,empty:i}){if(i)return!1;if(!t)return;let s=Jr(t,r);if(s<t.length-1)return Hc(e,n,t[s+1])}function RA(e,{x:t},{x:n,y:r,empty:i}){if(i)return!1;if(!t)return;let s=Jr(t,n);if(s>0)return Hc(e,t[s-1],r)}function AA(e,{x:t},{x:n,y:r,empty:i}){if(i)return!1;if(!t)return;let s=Jr(t,n);if(s<t.length-1)return Hc(e,t[s+1],r)}function EA(e,t,{empty:n}){return n}function Fc(e,t){return function(){return e.apply(null,arguments)&&t.apply(null,arguments)}}function qc(e,{channels:{fx:t,fy:n},groups:r}){return t&&n?e.map(({x:i,y:s})=>r.get(i)?.get(s)??[]):t?e.map(({x:i})=>r.get(i)??[]):e.map(({y:i})=>r.get(i)??[])}var $$=Math.PI,$r=2*$$,hg=.618;function S$({projection:e,inset:t=0,insetTop:n=t,insetRight:r=t,insetBottom:i=t,insetLeft:s=t}={},o){if(e==null)return;if(typeof e.stream=="function")return e;let a,l,u="frame";if(hn(e)){let S;if({type:e,domain:l,inset:S,insetTop:n=S!==void 0?S:n,insetRight:r=S!==void 0?S:r,insetBottom:i=S!==void 0?S:i,insetLeft:s=S!==void 0?S:s,clip:u=u,...a}=e,e==null)return}typeof e!="function"&&({type:e}=pg(e));let{width:c,height:f,marginLeft:d,marginRight:h,marginTop:p,marginBottom:m}=o,b=c-d-h-s-r,y=f-p-m-n-i;if(e=e?.({width:b,height:y,clip:u,...a}),e==null)return;u=PA(u,d,p,c-h,f-m);let v=d+s,_=p+n,x;if(l!=null){let[[S,w],[$,C]]=xa(e).bounds(l),R=Math.min(b/($-S),y/(C-w));R>0?(v-=(R*(S+$)-b)/2,_-=(R*(w+C)-y)/2,x=wa({point(P,A){this.stream.point(P*R+v,A*R+_)}})):St("Warning: the projection could not be fit to the specified domain; using the default scale.")}return x??=v===0&&_===0?k$():wa({point(S,w){this.stream.point(S+v,w+_)}}),{stream:S=>e.stream(x.stream(u(S)))}}function pg(e){switch(`${e}`.toLowerCase()){case"albers-usa":return bn(Mx,.7463,.4673);case"albers":return Uc(bh,.7463,.4673);case"azimuthal-equal-area":return bn(Ex,4,4);case"azimuthal-equidistant":return bn(Dx,$r,$r);case"conic-conformal":return Uc(Lx,$r,$r);case"conic-equal-area":return Uc(va,6.1702,2.9781);case"conic-equidistant":return Uc(zx,7.312,3.6282);case"equal-earth":return bn(Fx,5.4133,2.6347);case"equirectangular":return bn(Ox,$r,$$);case"gnomonic":return bn(Hx,3.4641,3.4641);case"identity":return{type:k$};case"reflect-y":return{type:DA};case"mercator":return bn(Nx,$r,$r);case"orthographic":return bn(Ux,2,2);case"stereographic":return bn(Gx,2,2);case"transverse-mercator":return bn(Yx,$r,$r);default:throw new Error(`unknown projection type: ${e}`)}}function PA(e,t,n,r,i){if(e===!1||e==null||typeof e=="number")return s=>s;if(e===!0&&(e="frame"),`${e}`.toLowerCase()==="frame")return hh(t,n,r,i);throw new Error(`unknown projection clip type: ${e}`)}function bn(e,t,n){return{type:({width:r,height:i,rotate:s,precision:o=.15,clip:a})=>{let l=e();return o!=null&&l.precision?.(o),s!=null&&l.rotate?.(s),typeof a=="number"&&l.clipAngle?.(a),r!=null&&(l.scale(Math.min(r/t,i/n)),l.translate([r/2,i/2])),l},aspectRatio:n/t}}function Uc(e,t,n){let{type:r,aspectRatio:i}=bn(e,t,n);return{type:s=>{let{parallels:o,domain:a,width:l,height:u}=s,c=r(s);return o!=null&&(c.parallels(o),a===void 0&&l!=null&&c.fitSize([l,u],{type:"Sphere"})),c},aspectRatio:i}}var k$=Dt({stream:e=>e}),DA=Dt(wa({point(e,t){this.stream.point(e,-t)}}));function T$(e,t,n,r){let i=n[e],s=n[t],o=i.length,a=n[e]=new Float64Array(o).fill(NaN),l=n[t]=new Float64Array(o).fill(NaN),u,c=r.stream({point(f,d){a[u]=f,l[u]=d}});for(u=0;u<o;++u)c.point(i[u],s[u])}function C$({projection:e}={}){return e==null?!1:typeof e.stream=="function"?!0:(hn(e)&&(e=e.type),e!=null)}function M$(e){if(typeof e?.stream=="function")return hg;if(hn(e)){let t,n;if({domain:t,type:e,...n}=e,t!=null&&e!=null){let r=typeof e=="string"?pg(e).type:e,[[i,s],[o,a]]=xa(r({...n,width:100,height:100})).bounds(t),l=(a-s)/(o-i);return l&&isFinite(l)?l<.2?.2:l>5?5:l:hg}}if(e!=null){if(typeof e!="function"){let{aspectRatio:t}=pg(e);if(t)return t}return hg}}function R$(e){let t=[],n=[],r={scale:"x",value:t},i={scale:"y",value:n},s={point(o,a){t.push(o),n.push(a)},lineStart(){},lineEnd(){},polygonStart(){},polygonEnd(){},sphere(){}};for(let o of e.value)Vr(o,s);return[r,i]}function A$({x:e,y:t}){if(e||t)return e??=n=>n,t??=n=>n,wa({point(n,r){this.stream.point(e(n),t(r))}})}function vo(e={}){let{document:t=typeof window<"u"?window.document:void 0,clip:n}=e;return{document:t,clip:Nc(n)}}function ue(e,{document:t}){return ln(zs(e).call(t.documentElement))}var Kc=Symbol("unset");function Gc(e){return(e.length===1?NA:IA)(e)}function NA(e){let t,n=Kc;return r=>(Object.is(n,r)||(n=r,t=e(r)),t)}function IA(e){let t,n;return(...r)=>((n?.length!==r.length||n.some((i,s)=>!Object.is(i,r[s])))&&(n=r,t=e(...r)),t)}var LA=Gc(e=>new Intl.NumberFormat(e)),QI=Gc((e,t)=>new Intl.DateTimeFormat(e,{timeZone:"UTC",...t&&{month:t}})),eL=Gc((e,t)=>new Intl.DateTimeFormat(e,{timeZone:"UTC",...t&&{weekday:t}}));function OA(e="en-US"){let t=LA(e);return n=>n!=null&&!isNaN(n)?t.format(n):void 0}function zA(e){return Sc(e,"Invalid Date")}function BA(e="en-US"){let t=OA(e);return n=>(n instanceof Date?zA:typeof n=="number"?t:ze)(n)}var Gn=BA();var Ue=(typeof window<"u"?window.devicePixelRatio>1:typeof it>"u")?0:.5,FA=0;function P$(){return`plot-clip-${++FA}`}function D$(e,{title:t,href:n,ariaLabel:r,ariaDescription:i,ariaHidden:s,target:o,fill:a,fillOpacity:l,stroke:u,strokeWidth:c,strokeOpacity:f,strokeLinejoin:d,strokeLinecap:h,strokeMiterlimit:p,strokeDasharray:m,strokeDashoffset:b,opacity:y,mixBlendMode:v,imageFilter:_,paintOrder:x,pointerEvents:S,shapeRendering:w,channels:$},{ariaLabel:C,fill:R="currentColor",fillOpacity:P,stroke:A="none",strokeOpacity:T,strokeWidth:O,strokeLinecap:z,strokeLinejoin:M,strokeMiterlimit:F,paintOrder:I}){R===null&&(a=null,l=null),A===null&&(u=null,f=null),Ze(R)?!Ze(A)&&(!Ze(a)||$?.fill)&&(A="none"):Ze(A)&&(!Ze(u)||$?.stroke)&&(R="none");let[X,L]=_t(a,R),[V,G]=Ie(l,P),[j,U]=_t(u,A),[se,le]=Ie(f,T),[ce,q]=Ie(y);Vi(U)||(c===void 0&&(c=O),h===void 0&&(h=z),d===void 0&&(d=M),p===void 0&&!s_(d)&&(p=F),!Vi(L)&&x===void 0&&(x=I));let[Q,D]=Ie(c);return R!==null&&(e.fill=Le(L,"currentColor"),e.fillOpacity=ja(G,1)),A!==null&&(e.stroke=Le(U,"none"),e.strokeWidth=ja(D,1),e.strokeOpacity=ja(le,1),e.strokeLinejoin=Le(d,"miter"),e.strokeLinecap=Le(h,"butt"),e.strokeMiterlimit=ja(p,4),e.strokeDasharray=Le(m,"none"),e.strokeDashoffset=Le(b,"0")),e.target=ze(o),e.ariaLabel=ze(C),e.ariaDescription=ze(i),e.ariaHidden=ze(s),e.opacity=ja(q,1),e.mixBlendMode=Le(v,"normal"),e.imageFilter=Le(_,"none"),e.paintOrder=Le(x,"normal"),e.pointerEvents=Le(S,"auto"),e.shapeRendering=Le(w,"auto"),{title:{value:t,optional:!0,filter:null},href:{value:n,optional:!0,filter:null},ariaLabel:{value:r,optional:!0,filter:null},fill:{value:X,scale:"auto",optional:!0},fillOpacity:{value:V,scale:"auto",optional:!0},stroke:{value:j,scale:"auto",optional:!0},strokeOpacity:{value:se,scale:"auto",optional:!0},strokeWidth:{value:Q,optional:!0},opacity:{value:ce,scale:"auto",optional:!0}}}function VA(e,t){t&&e.filter(n=>Na(t[n])).append("title").call(qA,t)}function HA(e,t){t&&e.filter(([n])=>Na(t[n])).append("title").call(UA,t)}function qA(e,t){t&&e.text(n=>Gn(t[n]))}function UA(e,t){t&&e.text(([n])=>Gn(t[n]))}function Ke(e,{target:t,tip:n},{ariaLabel:r,title:i,fill:s,fillOpacity:o,stroke:a,strokeOpacity:l,strokeWidth:u,opacity:c,href:f}){r&&J(e,"aria-label",d=>r[d]),s&&J(e,"fill",d=>s[d]),o&&J(e,"fill-opacity",d=>o[d]),a&&J(e,"stroke",d=>a[d]),l&&J(e,"stroke-opacity",d=>l[d]),u&&J(e,"stroke-width",d=>u[d]),c&&J(e,"opacity",d=>c[d]),f&&N$(e,d=>f[d],t),n||VA(e,i)}function jc(e,{target:t,tip:n},{ariaLabel:r,title:i,fill:s,fillOpacity:o,stroke:a,strokeOpacity:l,strokeWidth:u,opacity:c,href:f}){r&&J(e,"aria-label",([d])=>r[d]),s&&J(e,"fill",([d])=>s[d]),o&&J(e,"fill-opacity",([d])=>o[d]),a&&J(e,"stroke",([d])=>a[d]),l&&J(e,"stroke-opacity",([d])=>l[d]),u&&J(e,"stroke-width",([d])=>u[d]),c&&J(e,"opacity",([d])=>c[d]),f&&N$(e,([d])=>f[d],t),n||HA(e,i)}function KA({ariaLabel:e,title:t,fill:n,fillOpacity:r,stroke:i,strokeOpacity:s,strokeWidth:o,opacity:a,href:l},{tip:u}){return[e,u?void 0:t,n,r,i,s,o,a,l].filter(c=>c!==void 0)}function GA(e,t,n){let r=bi(e,i=>t[i]);return n===void 0&&r.size>1+e.length>>1&&St("Warning: the implicit z channel has high cardinality. This may occur when the fill or stroke channel is associated with quantitative data rather than ordinal or categorical data. You can suppress this warning by setting the z option explicitly; if this data represents a single series, set z to null."),r.values()}function*Yc(e,t,n,r){let{z:i}=n,{z:s}=r,o=KA(r,n),a=[...t,...o];for(let l of s?GA(e,s,i):[e]){let u,c;e:for(let f of l){for(let d of a)if(!Jt(d[f])){c&&c.push(-1);continue e}if(u===void 0){c&&(yield c),u=o.map(d=>Qt(d[f])),c=[f];continue}c.push(f);for(let d=0;d<o.length;++d)if(Qt(o[d][f])!==u[d]){yield c,u=o.map(p=>Qt(p[f])),c=[f];continue e}}c&&(yield c)}}function jA(e,t,n,r){let i,{clip:s=r.clip}=t;s==="frame"?(e=ue("svg:g",r).each(function(){this.appendChild(e.node()),e.node=()=>this}),i=WA(r,n)):s&&(i=ZA(s,r)),J(e,"aria-label",t.ariaLabel),J(e,"aria-description",t.ariaDescription),J(e,"aria-hidden",t.ariaHidden),J(e,"clip-path",i)}function YA(e){let t=new WeakMap;return(n,r)=>{let i=t.get(n);if(!i){let s=P$();ln(n.ownerSVGElement).append("clipPath").attr("id",s).call(e,n,r),t.set(n,i=`url(#${s})`)}return i}}var WA=YA((e,t,n)=>{let{width:r,height:i,marginLeft:s,marginRight:o,marginTop:a,marginBottom:l}=n;e.append("rect").attr("x",s).attr("y",a).attr("width",r-o-s).attr("height",i-a-l)}),E$=new WeakMap,XA={type:"Sphere"};function ZA(e,t){let n,r;if((n=E$.get(t))||E$.set(t,n=new WeakMap),e.type==="Sphere"&&(e=XA),!(r=n.get(e))){let i=P$();ln(t.ownerSVGElement).append("clipPath").attr("id",i).append("path").attr("d",t.path()(e)),n.set(e,r=`url(#${i})`)}return r}function Ae(e,t,n,r){jA(e,t,n,r),J(e,"class",t.className),J(e,"fill",t.fill),J(e,"fill-opacity",t.fillOpacity),J(e,"stroke",t.stroke),J(e,"stroke-width",t.strokeWidth),J(e,"stroke-opacity",t.strokeOpacity),J(e,"stroke-linejoin",t.strokeLinejoin),J(e,"stroke-linecap",t.strokeLinecap),J(e,"stroke-miterlimit",t.strokeMiterlimit),J(e,"stroke-dasharray",t.strokeDasharray),J(e,"stroke-dashoffset",t.strokeDashoffset),J(e,"shape-rendering",t.shapeRendering),J(e,"filter",t.imageFilter),J(e,"paint-order",t.paintOrder);let{pointerEvents:i=r.pointerSticky===!1?"none":void 0}=t;J(e,"pointer-events",i)}function Te(e,t){JA(e,"mix-blend-mode",t.mixBlendMode),J(e,"opacity",t.opacity)}function N$(e,t,n){e.each(function(r){let i=t(r);if(i!=null){let s=this.ownerDocument.createElementNS(zr.svg,"a");s.setAttribute("fill","inherit"),s.setAttributeNS(zr.xlink,"href",i),n!=null&&s.setAttribute("target",n),this.parentNode.insertBefore(s,this).appendChild(this)}})}function J(e,t,n){n!=null&&e.attr(t,n)}function JA(e,t,n){n!=null&&e.style(t,n)}function Ee(e,t,{x:n,y:r},i=Ue,s=Ue){i+=t.dx,s+=t.dy,n?.bandwidth&&(i+=n.bandwidth()/2),r?.bandwidth&&(s+=r.bandwidth()/2),(i||s)&&e.attr("transform",`translate(${i},${s})`)}function Le(e,t){if((e=ze(e))!==t)return e}function ja(e,t){if((e=Re(e))!==t)return e}var QA=/^-?([_a-z]|[\240-\377]|\\[0-9a-f]{1,6}(\r\n|[ \t\r\n\f])?|\\[^\r\n\f0-9a-f])([_a-z0-9-]|[\240-\377]|\\[0-9a-f]{1,6}(\r\n|[ \t\r\n\f])?|\\[^\r\n\f0-9a-f])*$/i;function xo(e){if(e===void 0)return"plot-d6a7b5";if(e=`${e}`,!QA.test(e))throw new Error(`invalid class name: ${e}`);return e}function wo(e,t){if(typeof t=="string")e.property("style",t);else if(t!=null)for(let n of e)Object.assign(n.style,t)}function jn({frameAnchor:e},{width:t,height:n,marginTop:r,marginRight:i,marginBottom:s,marginLeft:o}){return[/left$/.test(e)?o:/right$/.test(e)?t-i:(o+t-i)/2,/^top/.test(e)?r:/^bottom/.test(e)?n-s:(r+n-s)/2]}var be=class{constructor(t,n={},r={},i){let{facet:s="auto",facetAnchor:o,fx:a,fy:l,sort:u,dx:c=0,dy:f=0,margin:d=0,marginTop:h=d,marginRight:p=d,marginBottom:m=d,marginLeft:b=d,className:y,clip:v=i?.clip,channels:_,tip:x,render:S}=r;if(this.data=t,this.sort=Yr(u)?u:null,this.initializer=vr(r).initializer,this.transform=this.initializer?r.transform:Ki(r).transform,s===null||s===!1?this.facet=null:(this.facet=pt(s===!0?"include":s,"facet",["auto","include","exclude","super"]),this.fx=t===io&&typeof a=="string"?[a]:a,this.fy=t===io&&typeof l=="string"?[l]:l),this.facetAnchor=_$(o),n=Om(n),_!==void 0&&(n={...e4(_),...n}),i!==void 0&&(n={...D$(this,r,i),...n}),this.channels=Object.fromEntries(Object.entries(n).map(([w,$])=>{if(oo($.value)){let{value:C,label:R=$.label,scale:P=$.scale}=$.value;$={...$,label:R,scale:P,value:C}}if(t===io&&typeof $.value=="string"){let{value:C}=$;$={...$,value:[C]}}return[w,$]}).filter(([w,{value:$,optional:C}])=>{if($!=null)return!0;if(C)return!1;throw new Error(`missing channel value: ${w}`)})),this.dx=+c,this.dy=+f,this.marginTop=+h,this.marginRight=+p,this.marginBottom=+m,this.marginLeft=+b,this.clip=Nc(v),this.tip=t4(x),this.className=ze(y),this.facet==="super"){if(a||l)throw new Error("super-faceting cannot use fx or fy");for(let w in this.channels){let{scale:$}=n[w];if(!($!=="x"&&$!=="y"))throw new Error("super-faceting cannot use x or y")}}S!=null&&(this.render=gg(S,this.render))}initialize(t,n,r){let i=yr(this.data);t===void 0&&i!=null&&(t=[mt(i)]);let s=t;this.transform!=null&&({facets:t,data:i}=this.transform(i,t,r),i=yr(i)),t!==void 0&&(t.original=s);let o=S_(this.channels,i);return this.sort!=null&&T_(i,t,o,n,this.sort),{data:i,facets:t,channels:o}}filter(t,n,r){for(let i in n){let{filter:s=Jt}=n[i];if(s!==null){let o=r[i];t=t.filter(a=>s(o[a]))}}return t}project(t,n,r){for(let i in t)if(t[i].scale==="x"&&/^x|x$/.test(i)){let s=i.replace(/^x|x$/,"y");s in t&&t[s].scale==="y"&&T$(i,s,n,r.projection)}}scale(t,n,r){let i=k_(t,n);return r.projection&&this.project(t,i,r),i}};function mg(...e){return e.plot=be.prototype.plot,e}function gg(e,t){if(e==null)return t===null?void 0:t;if(t==null)return e===null?void 0:e;if(typeof e!="function")throw new TypeError(`invalid render transform: ${e}`);if(typeof t!="function")throw new TypeError(`invalid render transform: ${t}`);return function(n,r,i,s,o,a){return e.call(this,n,r,i,s,o,(l,u,c,f,d)=>t.call(this,l,u,c,f,d,a))}}function e4(e){return Object.fromEntries(Object.entries(Om(e)).map(([t,n])=>(n=typeof n=="string"?{value:n,label:t}:Un(n),n.filter===void 0&&n.scale==null&&(n={...n,filter:null}),[t,n])))}function t4(e){return e===!0?"xy":e===!1||e==null?null:typeof e=="string"?pt(e,"tip",["x","y","xy"]):e}function Gi(e,t){return e?.tip===!0?{...e,tip:t}:hn(e?.tip)&&e.tip.pointer===void 0?{...e,tip:{...e.tip,pointer:t}}:e}function L$(e,t,n={}){let r=.5-Ue,i=.5+Ue,s=.5+Ue,o=.5-Ue;for(let{marginTop:m,marginRight:b,marginBottom:y,marginLeft:v}of t)m>r&&(r=m),b>i&&(i=b),y>s&&(s=y),v>o&&(o=v);let{margin:a,marginTop:l=a!==void 0?a:r,marginRight:u=a!==void 0?a:i,marginBottom:c=a!==void 0?a:s,marginLeft:f=a!==void 0?a:o}=n;l=+l,u=+u,c=+c,f=+f;let{width:d=640,height:h=n4(e,n,{width:d,marginTopDefault:r,marginRightDefault:i,marginBottomDefault:s,marginLeftDefault:o})+Math.max(0,l-r+c-s)}=n;d=+d,h=+h;let p={width:d,height:h,marginTop:l,marginRight:u,marginBottom:c,marginLeft:f};if(e.fx||e.fy){let{margin:m,marginTop:b=m!==void 0?m:l,marginRight:y=m!==void 0?m:u,marginBottom:v=m!==void 0?m:c,marginLeft:_=m!==void 0?m:f}=n.facet??{};b=+b,y=+y,v=+v,_=+_,p.facet={marginTop:b,marginRight:y,marginBottom:v,marginLeft:_}}return p}function n4({x:e,y:t,fy:n,fx:r},{projection:i,aspectRatio:s},{width:o,marginTopDefault:a,marginRightDefault:l,marginBottomDefault:u,marginLeftDefault:c}){let f=n&&n.scale.domain().length||1,d=M$(i);if(d){let p=r?r.scale.domain().length:1,m=(1.1*f-.1)/(1.1*p-.1)*d,b=Math.max(.1,Math.min(10,m));return Math.round((o-c-l)*b+a+u)}let h=t?Kn(t)?t.scale.domain().length||1:Math.max(7,17/f):1;if(s!=null){if(s=+s,!(isFinite(s)&&s>0))throw new Error(`invalid aspectRatio: ${s}`);let p=I$("y",t)/(I$("x",e)*s),m=r?r.scale.bandwidth():1,b=n?n.scale.bandwidth():1,y=m*(o-c-l)-e.insetLeft-e.insetRight;return(p*y+t.insetTop+t.insetBottom)/b+a+u}return!!(t||n)*Math.max(1,Math.min(60,h*f))*20+!!r*30+60}function I$(e,t){if(!t)throw new Error(`aspectRatio requires ${e} scale`);let{type:n,domain:r}=t,i;switch(n){case"linear":case"utc":case"time":i=Number;break;case"pow":{let a=t.scale.exponent();i=l=>Math.pow(l,a);break}case"log":i=Math.log;break;case"point":case"band":return r.length;default:throw new Error(`unsupported ${e} scale for aspectRatio: ${n}`)}let[s,o]=tt(r);return Math.abs(i(o)-i(s))}var O$=new WeakMap;function bg(e,t,{x:n,y:r,px:i,py:s,maxRadius:o=40,channels:a,render:l,...u}={}){return o=+o,i!=null&&(n??=null,a={...a,px:{value:i,scale:"x"}}),s!=null&&(r??=null,a={...a,py:{value:s,scale:"y"}}),{x:n,y:r,channels:a,...u,render:gg(function(c,f,d,h,p,m){p={...p,pointerSticky:!1};let b=p.ownerSVGElement,{data:y}=p.getMarkState(this),v=O$.get(b);v||O$.set(b,v={sticky:!1,roots:[],renders:[]});let _=v.renders.push(U)-1,{x,y:S,fx:w,fy:$}=f,C=w?w(c.fx)-h.marginLeft:0,R=$?$(c.fy)-h.marginTop:0;x?.bandwidth&&(C+=x.bandwidth()/2),S?.bandwidth&&(R+=S.bandwidth()/2);let P=c.fi!=null,A;if(P){let q=v.facetStates;q||(v.facetStates=q=new Map),A=q.get(this),A||q.set(this,A=new Map)}let[T,O]=jn(this,h),{px:z,py:M}=d,F=z?q=>z[q]:vg(d,T),I=M?q=>M[q]:xg(d,O),X,L,V,G;function j(q,Q){if(P)if(G&&(G=cancelAnimationFrame(G)),q==null)A.delete(c.fi);else{A.set(c.fi,Q),G=requestAnimationFrame(()=>{G=null;for(let[D,H]of A)if(H<Q||H===Q&&D<c.fi){q=null;break}U(q)});return}U(q)}function U(q){if(X===q&&V===v.sticky)return;X=q,V=p.pointerSticky=v.sticky;let Q=X==null?[]:[X];P&&(Q.fx=c.fx,Q.fy=c.fy,Q.fi=c.fi);let D=m(Q,f,d,h,p);if(L){if(P){let H=L.parentNode,Y=L.getAttribute("transform"),E=D.getAttribute("transform");Y?D.setAttribute("transform",Y):D.removeAttribute("transform"),E?H.setAttribute("transform",E):H.removeAttribute("transform"),D.removeAttribute("aria-label"),D.removeAttribute("aria-description"),D.removeAttribute("aria-hidden")}L.replaceWith(D)}if(v.roots[_]=L=D,!(X==null&&A?.size>1)){let H=X==null?null:fn(y)?y[X]:y.get(X);p.dispatchValue(H)}return D}function se(q){if(v.sticky||q.pointerType==="mouse"&&q.buttons===1)return;let[Q,D]=W0(q);Q-=C,D-=R;let H=Q<h.marginLeft||Q>h.width-h.marginRight?1:e,Y=D<h.marginTop||D>h.height-h.marginBottom?1:t,E=null,fe=o*o;for(let Z of c){let pe=H*(F(Z)-Q),_e=Y*(I(Z)-D),nt=pe*pe+_e*_e;nt<=fe&&(E=Z,fe=nt)}if(E!=null&&(e!==1||t!==1)){let Z=F(E)-Q,pe=I(E)-D;fe=Z*Z+pe*pe}j(E,fe)}function le(q){q.pointerType==="mouse"&&X!=null&&(v.sticky&&v.roots.some(Q=>Q?.contains(q.target))||(v.sticky?(v.sticky=!1,v.renders.forEach(Q=>Q(null))):(v.sticky=!0,U(X)),q.stopImmediatePropagation()))}function ce(q){q.pointerType==="mouse"&&(v.sticky||j(null))}return b.addEventListener("pointerenter",se),b.addEventListener("pointermove",se),b.addEventListener("pointerdown",le),b.addEventListener("pointerleave",ce),U(null)},l)}}function z$(e){return bg(1,1,e)}function B$(e){return bg(1,.01,e)}function yg(e){return bg(.01,1,e)}function vg({x1:e,x2:t,x:n=e},r){return e&&t?i=>(e[i]+t[i])/2:n?i=>n[i]:()=>r}function xg({y1:e,y2:t,y:n=e},r){return e&&t?i=>(e[i]+t[i])/2:n?i=>n[i]:()=>r}function Wc(e){return Kn(e)&&e.interval===void 0?void 0:"tabular-nums"}function F$(e,t){let{label:n=e.label,tickSize:r=6,width:i=240,height:s=44+r,marginTop:o=18,marginRight:a=0,marginBottom:l=16+r,marginLeft:u=0,style:c,ticks:f=(i-u-a)/64,tickFormat:d,fontVariant:h=Wc(e),round:p=!0,opacity:m,className:b}=t,y=vo(t);b=xo(b),m=Ie(m)[1],d===null&&(d=()=>null);let v=ue("svg",y).attr("class",`${b}-ramp`).attr("font-family","system-ui, sans-serif").attr("font-size",10).attr("width",i).attr("height",s).attr("viewBox",`0 0 ${i} ${s}`).call(T=>T.append("style").text(`:where(.${b}-ramp) {
  display: block;
  height: auto;
  height: intrinsic;
  max-width: 100%;
  overflow: visible;
}
:where(.${b}-ramp text) {
  white-space: pre;
}`)).call(wo,c),_=T=>T.selectAll(".tick line").attr("y1",o+l-s),x,S=p?(T,O)=>T.rangeRound(O):(T,O)=>T.range(O),{type:w,domain:$,range:C,interpolate:R,scale:P,pivot:A}=e;if(R){let T=C===void 0?R:Fr(R.length===1?Ka(R):R,C);x=S(P.copy(),ft(Ve(u,i-a),Math.min($.length+(A!==void 0),C===void 0?1/0:C.length)));let O=256,z=y.document.createElement("canvas");z.width=O,z.height=1;let M=z.getContext("2d");for(let F=0,I=O-1;F<O;++F)M.fillStyle=T(F/I),M.fillRect(F,0,1,1);v.append("image").attr("opacity",m).attr("x",u).attr("y",o).attr("width",i-u-a).attr("height",s-o-l).attr("preserveAspectRatio","none").attr("xlink:href",z.toDataURL())}else if(w==="threshold"){let T=$,O=d===void 0?z=>z:typeof d=="string"?En(d):d;x=S(Aa().domain([-1,C.length-1]),[u,i-a]),v.append("g").attr("fill-opacity",m).selectAll().data(C).enter().append("rect").attr("x",(z,M)=>x(M-1)).attr("y",o).attr("width",(z,M)=>x(M)-x(M-1)).attr("height",s-o-l).attr("fill",z=>z),f=ye(T,(z,M)=>M),d=z=>O(T[z],z)}else x=S(Qs().domain($),[u,i-a]),v.append("g").attr("fill-opacity",m).selectAll().data($).enter().append("rect").attr("x",x).attr("y",o).attr("width",Math.max(0,x.bandwidth()-1)).attr("height",s-o-l).attr("fill",P),_=()=>{};return v.append("g").attr("transform",`translate(0,${s-l})`).call(O0(x).ticks(Array.isArray(f)?null:f,typeof d=="string"?d:void 0).tickFormat(typeof d=="function"?d:void 0).tickSize(r).tickValues(Array.isArray(f)?f:null)).attr("font-size",null).attr("font-family",null).attr("font-variant",Le(h,"normal")).call(_).call(T=>T.select(".domain").remove()),n!==void 0&&v.append("text").attr("x",u).attr("y",o-6).attr("fill","currentColor").attr("font-weight","bold").text(n),v.node()}var wg=Math.PI/180;function ji(e,{marker:t,markerStart:n=t,markerMid:r=t,markerEnd:i=t}={}){e.markerStart=_g(n),e.markerMid=_g(r),e.markerEnd=_g(i)}function _g(e){if(e==null||e===!1)return null;if(e===!0)return H$;if(typeof e=="function")return e;switch(`${e}`.toLowerCase()){case"none":return null;case"arrow":return V$("auto");case"arrow-reverse":return V$("auto-start-reverse");case"dot":return r4;case"circle":case"circle-fill":return H$;case"circle-stroke":return i4;case"tick":return $g("auto");case"tick-x":return $g(90);case"tick-y":return $g(0)}throw new Error(`invalid marker: ${e}`)}function V$(e){return(t,n)=>ue("svg:marker",n).attr("viewBox","-5 -5 10 10").attr("markerWidth",6.67).attr("markerHeight",6.67).attr("orient",e).attr("fill","none").attr("stroke",t).attr("stroke-width",1.5).attr("stroke-linecap","round").attr("stroke-linejoin","round").call(r=>r.append("path").attr("d","M-1.5,-3l3,3l-3,3")).node()}function r4(e,t){return ue("svg:marker",t).attr("viewBox","-5 -5 10 10").attr("markerWidth",6.67).attr("markerHeight",6.67).attr("fill",e).attr("stroke","none").call(n=>n.append("circle").attr("r",2.5)).node()}function H$(e,t){return ue("svg:marker",t).attr("viewBox","-5 -5 10 10").attr("markerWidth",6.67).attr("markerHeight",6.67).attr("fill",e).attr("stroke","var(--plot-background)").attr("stroke-width",1.5).call(n=>n.append("circle").attr("r",3)).node()}function i4(e,t){return ue("svg:marker",t).attr("viewBox","-5 -5 10 10").attr("markerWidth",6.67).attr("markerHeight",6.67).attr("fill","var(--plot-background)").attr("stroke",e).attr("stroke-width",1.5).call(n=>n.append("circle").attr("r",3)).node()}function $g(e){return(t,n)=>ue("svg:marker",n).attr("viewBox","-3 -3 6 6").attr("markerWidth",6).attr("markerHeight",6).attr("orient",e).attr("stroke",t).call(r=>r.append("path").attr("d","M0,-3v6")).node()}var s4=0;function Ya(e,t,{stroke:n},r){return K$(e,t,n&&(i=>n[i]),null,r)}function q$(e,t,{stroke:n,z:r},i){return K$(e,t,n&&(([s])=>n[s]),r,i)}var Sg=1,U$=2;function o4(e,t){let n=new Uint8Array(t.length),r=e.data().filter(s=>s.length>1),i=r.length;for(let s=0,o=Kc;s<i;++s){let a=r[s];if(a.length>1){let l=a[0];o!==(o=Qt(t[l]))&&(n[l]|=Sg)}}for(let s=i-1,o=Kc;s>=0;--s){let a=r[s];if(a.length>1){let l=a[0];o!==(o=Qt(t[l]))&&(n[l]|=U$)}}return([s])=>n[s]}function K$(e,{markerStart:t,markerMid:n,markerEnd:r,stroke:i},s=()=>i,o,a){if(!t&&!n&&!r)return;let l=new Map,u=o&&o4(e,o);function c(f,d,h){return function(p){if(h&&!h(p))return;let m=s(p),b=l.get(d);b||l.set(d,b=new Map);let y=b.get(m);if(!y){let v=this.parentNode.insertBefore(d(m,a),this),_=`plot-marker-${++s4}`;v.setAttribute("id",_),b.set(m,y=`url(#${_})`)}this.setAttribute(f,y)}}t&&e.each(c("marker-start",t,u&&(f=>u(f)&Sg))),n&&u&&e.each(c("marker-start",n,f=>!(u(f)&Sg))),n&&e.each(c("marker-mid",n)),r&&e.each(c("marker-end",r,u&&(f=>u(f)&U$)))}function _o({inset:e,insetLeft:t,insetRight:n,...r}={}){return[t,n]=G$(e,t,n),{inset:e,insetLeft:t,insetRight:n,...r}}function Xc({inset:e,insetTop:t,insetBottom:n,...r}={}){return[t,n]=G$(e,t,n),{inset:e,insetTop:t,insetBottom:n,...r}}function G$(e,t,n){return e===void 0&&t===void 0&&n===void 0?Ue?[1,0]:[.5,.5]:[t,n]}function j$(e,{interval:t}){return e={...Un(e)},e.interval=Ac(e.interval===void 0?t:e.interval),e}function kg(e,t,n,r){let{[e]:i,[`${e}1`]:s,[`${e}2`]:o}=n,{value:a,interval:l}=j$(i,n);if(a==null||l==null&&!r)return n;let u=mn(i);if(l==null){let h,p={transform:m=>h||(h=ke(m,a)),label:u};return{...n,[e]:void 0,[`${e}1`]:s===void 0?p:s,[`${e}2`]:o===void 0&&!(s===o&&r)?p:o}}let c,f;function d(h){return f!==void 0&&h===c?f:f=ye(ke(c=h,a),p=>l.floor(p))}return t({...n,[e]:void 0,[`${e}1`]:s===void 0?{transform:d,label:u}:s,[`${e}2`]:o===void 0?{transform:h=>d(h).map(p=>l.offset(p)),label:u}:o})}function Y$(e,t,n){let{[e]:r}=n,{value:i,interval:s}=j$(r,n);return i==null||s==null?n:t({...n,[e]:{label:mn(r),transform:o=>{let a=ye(ke(o,i),u=>s.floor(u)),l=a.map(u=>s.offset(u));return a.map(Oe(a)?(u,c)=>u==null||isNaN(u=+u)||(c=l[c],c==null)||isNaN(c=+c)?void 0:new Date((u+c)/2):(u,c)=>u==null||(c=l[c],c==null)?NaN:(+u+ +c)/2)}}})}function W$(e={}){return kg("x",_o,e,!0)}function Tg(e={}){return kg("x",_o,e)}function Zc(e={}){return kg("y",Xc,e)}function X$(e={}){return Y$("x",_o,e)}function Z$(e={}){return Y$("y",Xc,e)}var J$={ariaLabel:"rule",fill:null,stroke:"currentColor"},Jc=class extends be{constructor(t,n={}){let{x:r,y1:i,y2:s,inset:o=0,insetTop:a=o,insetBottom:l=o}=n;super(t,{x:{value:r,scale:"x",optional:!0},y1:{value:i,scale:"y",optional:!0},y2:{value:s,scale:"y",optional:!0}},Gi(n,"x"),J$),this.insetTop=Re(a),this.insetBottom=Re(l),ji(this,n)}render(t,n,r,i,s){let{x:o,y:a}=n,{x:l,y1:u,y2:c}=r,{width:f,height:d,marginTop:h,marginRight:p,marginLeft:m,marginBottom:b}=i,{insetTop:y,insetBottom:v}=this;return ue("svg:g",s).call(Ae,this,i,s).call(Ee,this,{x:l&&o},Ue,0).call(_=>_.selectAll().data(t).enter().append("line").call(Te,this).attr("x1",l?x=>l[x]:(m+f-p)/2).attr("x2",l?x=>l[x]:(m+f-p)/2).attr("y1",u&&!gn(a)?x=>u[x]+y:h+y).attr("y2",c&&!gn(a)?a.bandwidth?x=>c[x]+a.bandwidth()-v:x=>c[x]-v:d-b-v).call(Ke,this,r).call(Ya,this,r,s)).node()}},Qc=class extends be{constructor(t,n={}){let{x1:r,x2:i,y:s,inset:o=0,insetRight:a=o,insetLeft:l=o}=n;super(t,{y:{value:s,scale:"y",optional:!0},x1:{value:r,scale:"x",optional:!0},x2:{value:i,scale:"x",optional:!0}},Gi(n,"y"),J$),this.insetRight=Re(a),this.insetLeft=Re(l),ji(this,n)}render(t,n,r,i,s){let{x:o,y:a}=n,{y:l,x1:u,x2:c}=r,{width:f,height:d,marginTop:h,marginRight:p,marginLeft:m,marginBottom:b}=i,{insetLeft:y,insetRight:v}=this;return ue("svg:g",s).call(Ae,this,i,s).call(Ee,this,{y:l&&a},0,Ue).call(_=>_.selectAll().data(t).enter().append("line").call(Te,this).attr("x1",u&&!gn(o)?x=>u[x]+y:m+y).attr("x2",c&&!gn(o)?o.bandwidth?x=>c[x]+o.bandwidth()-v:x=>c[x]-v:f-p-v).attr("y1",l?x=>l[x]:(h+d-b)/2).attr("y2",l?x=>l[x]:(h+d-b)/2).call(Ke,this,r).call(Ya,this,r,s)).node()}};function It(e,t){let{x:n=ge,y:r,y1:i,y2:s,...o}=Zc(t);return[i,s]=Q$(r,i,s),new Jc(e,{...o,x:n,y1:i,y2:s})}function yn(e,t){let{y:n=ge,x:r,x1:i,x2:s,...o}=Tg(t);return[i,s]=Q$(r,i,s),new Qc(e,{...o,y:n,x1:i,x2:s})}function Q$(e,t,n){if(e==null){if(t===void 0){if(n!==void 0)return[0,n]}else if(n===void 0)return[0,t]}else{if(t===void 0)return n===void 0?[0,e]:[e,n];if(n===void 0)return[e,t]}return[t,n]}function $o(e,...t){let n=t.length;for(let r=0,i=!0;r<n;++r)typeof t[r]!="function"&&(i&&(e=e.slice(),i=!1),e.splice(r,2,e[r]+t[r]+e[r+1]),t.splice(r,1),--r,--n);return r=>{let i=e[0];for(let s=0;s<n;++s)i+=t[s](r)+e[s+1];return i}}var a4={ariaLabel:"text",strokeLinejoin:"round",strokeWidth:3,paintOrder:"stroke"},i2="\xAD",Wa=class extends be{constructor(t,n={}){let{x:r,y:i,text:s=$t(t)&&Ec(t)?ge:dn,frameAnchor:o,textAnchor:a=/right$/i.test(o)?"end":/left$/i.test(o)?"start":"middle",lineAnchor:l=/^top/i.test(o)?"top":/^bottom/i.test(o)?"bottom":"middle",lineHeight:u=1,lineWidth:c=1/0,textOverflow:f,monospace:d,fontFamily:h=d?"ui-monospace, monospace":void 0,fontSize:p,fontStyle:m,fontVariant:b,fontWeight:y,rotate:v}=n,[_,x]=Ie(v,0),[S,w]=f4(p);if(super(t,{x:{value:r,scale:"x",optional:!0},y:{value:i,scale:"y",optional:!0},fontSize:{value:S,optional:!0},rotate:{value:e_(_),optional:!0},text:{value:s,filter:Na,optional:!0}},n,a4),this.rotate=x,this.textAnchor=Le(a,"middle"),this.lineAnchor=pt(l,"lineAnchor",["top","middle","bottom"]),this.lineHeight=+u,this.lineWidth=+c,this.textOverflow=Mg(f),this.monospace=!!d,this.fontFamily=ze(h),this.fontSize=w,this.fontStyle=ze(m),this.fontVariant=ze(b),this.fontWeight=ze(y),this.frameAnchor=Zr(o),!(this.lineWidth>=0))throw new Error(`invalid lineWidth: ${c}`);this.splitLines=Eg(this),this.clipLine=Pg(this)}render(t,n,r,i,s){let{x:o,y:a}=n,{x:l,y:u,rotate:c,text:f,title:d,fontSize:h}=r,{rotate:p}=this,[m,b]=jn(this,i);return ue("svg:g",s).call(Ae,this,i,s).call(Ag,this,f,i).call(Ee,this,{x:l&&o,y:u&&a}).call(y=>y.selectAll().data(t).enter().append("text").call(Te,this).call(l4,this,f,d).attr("transform",$o`translate(${l?v=>l[v]:m},${u?v=>u[v]:b})${c?v=>` rotate(${c[v]})`:p?` rotate(${p})`:""}`).call(J,"font-size",h&&(v=>h[v])).call(Ke,this,r)).node()}};function Mg(e){return e==null?null:pt(e,"textOverflow",["clip","ellipsis","clip-start","clip-end","ellipsis-start","ellipsis-middle","ellipsis-end"]).replace(/^(clip|ellipsis)$/,"$1-end")}function l4(e,t,n,r){if(!n)return;let{lineAnchor:i,lineHeight:s,textOverflow:o,splitLines:a,clipLine:l}=t;e.each(function(u){let c=a(Gn(n[u])??"").map(l),f=c.length,d=i==="top"?.71:i==="bottom"?1-f:(164-f*100)/200;if(f>1){let h=0;for(let p=0;p<f;++p){if(++h,!c[p])continue;let m=this.ownerDocument.createElementNS(zr.svg,"tspan");m.setAttribute("x",0),p===h-1?m.setAttribute("y",`${(d+p)*s}em`):m.setAttribute("dy",`${h*s}em`),m.textContent=c[p],this.appendChild(m),h=0}}else d&&this.setAttribute("y",`${d*s}em`),this.textContent=c[0];if(o&&!r&&c[0]!==n[u]){let h=this.ownerDocument.createElementNS(zr.svg,"title");h.textContent=n[u],this.appendChild(h)}})}function Rg(e,{x:t,y:n,...r}={}){return r.frameAnchor===void 0&&([t,n]=pn(t,n)),new Wa(e,{...r,x:t,y:n})}function s2(e,{x:t=ge,...n}={}){return new Wa(e,Z$({...n,x:t}))}function o2(e,{y:t=ge,...n}={}){return new Wa(e,X$({...n,y:t}))}function Ag(e,t,n){J(e,"text-anchor",t.textAnchor),J(e,"font-family",t.fontFamily),J(e,"font-size",t.fontSize),J(e,"font-style",t.fontStyle),J(e,"font-variant",t.fontVariant===void 0?u4(n):t.fontVariant),J(e,"font-weight",t.fontWeight)}function u4(e){return e&&(r_(e)||Oe(e))?"tabular-nums":void 0}var c4=new Set(["inherit","initial","revert","unset","xx-small","x-small","small","medium","large","x-large","xx-large","xxx-large","larger","smaller"]);function f4(e){return e==null||typeof e=="number"?[void 0,e]:typeof e!="string"?[e,void 0]:(e=e.trim().toLowerCase(),c4.has(e)||/^[+-]?\d*\.?\d+(e[+-]?\d+)?(\w*|%)$/.test(e)?[void 0,e]:[e,void 0])}function d4(e,t,n){let r=[],i,s=0;for(let[o,a,l]of h4(e)){if(i===void 0&&(i=o),s>i&&n(e,i,a)>t&&(r.push(e.slice(i,s)+(e[s-1]===i2?"-":"")),i=o),l){r.push(e.slice(i,a)),i=void 0;continue}s=a}return r}function*h4(e){let t=0,n=0,r=e.length;for(;n<r;){let i=1;switch(e[n]){case i2:case"-":++n,yield[t,n,!1],t=n;break;case" ":for(yield[t,n,!1];e[++n]===" ";);t=n;break;case"\r":e[n+1]===`
`&&++i;case`
`:yield[t,n,!0],n+=i,t=n;break;default:++n;break}}yield[t,n,!0]}var e2={a:56,b:63,c:57,d:63,e:58,f:37,g:62,h:60,i:26,j:26,k:55,l:26,m:88,n:60,o:60,p:62,q:62,r:39,s:54,t:38,u:60,v:55,w:79,x:54,y:55,z:55,A:69,B:67,C:73,D:74,E:61,F:58,G:76,H:75,I:28,J:55,K:67,L:58,M:89,N:75,O:78,P:65,Q:78,R:67,S:65,T:65,U:75,V:69,W:98,X:69,Y:67,Z:67,0:64,1:48,2:62,3:64,4:66,5:63,6:65,7:58,8:65,9:65," ":29,"!":32,'"':49,"'":31,"(":39,")":39,",":31,"-":48,".":31,"/":32,":":31,";":31,"?":52,"\u2018":31,"\u2019":31,"\u201C":47,"\u201D":47,"\u2026":82};function ef(e,t=0,n=e.length){let r=0;for(let i=t;i<n;i=So(e,i))r+=e2[e[i]]??(l2(e,i)?120:e2.e);return r}function tf(e,t=0,n=e.length){let r=0;for(let i=t;i<n;i=So(e,i))r+=l2(e,i)?126:63;return r}function Eg({monospace:e,lineWidth:t,textOverflow:n}){if(n!=null||t==1/0)return s=>s.split(/\r\n?|\n/g);let r=e?tf:ef,i=t*100;return s=>d4(s,i,r)}function Pg({monospace:e,lineWidth:t,textOverflow:n}){if(n==null||t==1/0)return s=>s;let r=e?tf:ef,i=t*100;switch(n){case"clip-start":return s=>n2(s,i,r,"");case"clip-end":return s=>t2(s,i,r,"");case"ellipsis-start":return s=>n2(s,i,r,Yi);case"ellipsis-middle":return s=>p4(s,i,r,Yi);case"ellipsis-end":return s=>t2(s,i,r,Yi)}}var Yi="\u2026";function Wi(e,t,n,r){let i=[],s=0;for(let o=0,a=0,l=e.length;o<l;o=a){a=So(e,o);let u=n(e,o,a);if(s+u>t){for(s+=r;s>t&&o>0;)a=o,o=i.pop(),s-=n(e,o,a);return[o,t-s]}s+=u,i.push(o)}return[-1,0]}function t2(e,t,n,r){e=e.trim();let i=n(r),[s]=Wi(e,t,n,i);return s<0?e:e.slice(0,s).trimEnd()+r}function p4(e,t,n,r){e=e.trim();let i=n(e);if(i<=t)return e;let s=n(r)/2,[o,a]=Wi(e,t/2,n,s),[l]=Wi(e,i-t/2-a+s,n,-s);return l<0?r:e.slice(0,o).trimEnd()+r+e.slice(So(e,l)).trimStart()}function n2(e,t,n,r){e=e.trim();let i=n(e);if(i<=t)return e;let s=n(r),[o]=Wi(e,i-t+s,n,-s);return o<0?r:r+e.slice(So(e,o)).trimStart()}var Cg=/[\p{Combining_Mark}\p{Emoji_Modifier}]+/uy,r2=new RegExp("\\p{Extended_Pictographic}","uy");function So(e,t){return t+=m4(e,t)?2:1,b4(e,t)&&(t=Cg.lastIndex),g4(e,t)?So(e,t+1):t}function a2(e,t){return e.charCodeAt(t)<128}function m4(e,t){let n=e.charCodeAt(t);if(n>=55296&&n<56320){let r=e.charCodeAt(t+1);return r>=56320&&r<57344}return!1}function g4(e,t){return e.charCodeAt(t)===8205}function b4(e,t){return a2(e,t)?!1:(Cg.lastIndex=t,Cg.test(e))}function l2(e,t){return a2(e,t)?!1:(r2.lastIndex=t,r2.test(e))}var y4={ariaLabel:"vector",fill:"none",stroke:"currentColor",strokeWidth:1.5,strokeLinejoin:"round",strokeLinecap:"round"},u2=3.5,v4=u2*5,c2={draw(e,t,n){let r=t*n/v4;e.moveTo(0,0),e.lineTo(0,-t),e.moveTo(-r,r-t),e.lineTo(0,-t),e.lineTo(r,r-t)}},x4={draw(e,t,n){e.moveTo(-n,0),e.lineTo(0,-t),e.lineTo(n,0)}},w4=new Map([["arrow",c2],["spike",x4]]);function _4(e){return e&&typeof e.draw=="function"}function $4(e){if(_4(e))return e;let t=w4.get(`${e}`.toLowerCase());if(t)return t;throw new Error(`invalid shape: ${e}`)}var nf=class extends be{constructor(t,n={}){let{x:r,y:i,r:s=u2,length:o,rotate:a,shape:l=c2,anchor:u="middle",frameAnchor:c}=n,[f,d]=Ie(o,12),[h,p]=Ie(a,0);super(t,{x:{value:r,scale:"x",optional:!0},y:{value:i,scale:"y",optional:!0},length:{value:f,scale:"length",optional:!0},rotate:{value:h,optional:!0}},n,y4),this.r=+s,this.length=d,this.rotate=p,this.shape=$4(l),this.anchor=pt(u,"anchor",["start","middle","end"]),this.frameAnchor=Zr(c)}render(t,n,r,i,s){let{x:o,y:a}=n,{x:l,y:u,length:c,rotate:f}=r,{length:d,rotate:h,anchor:p,shape:m,r:b}=this,[y,v]=jn(this,i);return ue("svg:g",s).call(Ae,this,i,s).call(Ee,this,{x:l&&o,y:u&&a}).call(_=>_.selectAll().data(t).enter().append("path").call(Te,this).attr("transform",$o`translate(${l?x=>l[x]:y},${u?x=>u[x]:v})${f?x=>` rotate(${f[x]})`:h?` rotate(${h})`:""}${p==="start"?"":p==="end"?c?x=>` translate(0,${c[x]})`:` translate(0,${d})`:c?x=>` translate(0,${c[x]/2})`:` translate(0,${d/2})`}`).attr("d",c?x=>{let S=An();return m.draw(S,c[x],b),S}:(()=>{let x=An();return m.draw(x,d,b),x})()).call(Ke,this,r)).node()}};function f2(e,t={}){let{x:n=ge,...r}=t;return new nf(e,{...r,x:n})}function d2(e,t={}){let{y:n=ge,...r}=t;return new nf(e,{...r,y:n})}function Qr(e,t){return arguments.length<2&&!$t(e)&&(t=e,e=null),t===void 0&&(t={}),[e,t]}function rf({anchor:e}={},t){return e===void 0?t[0]:pt(e,"anchor",t)}function h2(e){return rf(e,["left","right"])}function p2(e){return rf(e,["right","left"])}function m2(e){return rf(e,["bottom","top"])}function g2(e){return rf(e,["top","bottom"])}function Ng(){let[e,t]=Qr(...arguments);return v2("y",h2(t),e,t)}function b2(){let[e,t]=Qr(...arguments);return v2("fy",p2(t),e,t)}function Ig(){let[e,t]=Qr(...arguments);return x2("x",m2(t),e,t)}function y2(){let[e,t]=Qr(...arguments);return x2("fx",g2(t),e,t)}function v2(e,t,n,{color:r="currentColor",opacity:i=1,stroke:s=r,strokeOpacity:o=i,strokeWidth:a=1,fill:l=r,fillOpacity:u=i,textAnchor:c,textStroke:f,textStrokeOpacity:d,textStrokeWidth:h,tickSize:p=e==="y"?6:0,tickPadding:m,tickRotate:b,x:y,margin:v,marginTop:_=v===void 0?20:v,marginRight:x=v===void 0?t==="right"?40:0:v,marginBottom:S=v===void 0?20:v,marginLeft:w=v===void 0?t==="left"?40:0:v,label:$,labelAnchor:C,labelArrow:R,labelOffset:P,ariaLabel:A=`${e}-axis`,...T}){return p=Re(p),m=Re(m),b=Re(b),C!==void 0&&(C=pt(C,"labelAnchor",["center","top","bottom"])),R=P2(R),mg(p&&!Ze(s)?S4(e,t,n,{stroke:s,strokeOpacity:o,strokeWidth:a,tickSize:p,tickPadding:m,tickRotate:b,x:y,ariaLabel:A,...T}):null,Ze(l)?null:T4(e,t,n,{fill:l,fillOpacity:u,stroke:f,strokeOpacity:d,strokeWidth:h,textAnchor:c,tickSize:p,tickPadding:m,tickRotate:b,x:y,marginTop:_,marginRight:x,marginBottom:S,marginLeft:w,ariaLabel:A,...T}),!Ze(l)&&$!==null?Rg([],M2({fill:l,fillOpacity:u,...T},function(O,z,M,F,I){let X=F[e],{marginTop:L,marginRight:V,marginBottom:G,marginLeft:j}=e==="y"&&I.inset||I,U=C??(X.bandwidth?"center":"top"),se=P??(t==="right"?V:j)-3;return U==="center"?(this.textAnchor=void 0,this.lineAnchor=t==="right"?"bottom":"top",this.frameAnchor=t,this.rotate=-90):(this.textAnchor=t==="right"?"end":"start",this.lineAnchor=U,this.frameAnchor=`${U}-${t}`,this.rotate=0),this.dy=U==="top"?3-L:U==="bottom"?G-3:0,this.dx=t==="right"?se:-se,this.ariaLabel=`${A} label`,{facets:[[0]],channels:{text:{value:[E2(e,X,{anchor:t,label:$,labelAnchor:U,labelArrow:R})]}}}})):null)}function x2(e,t,n,{color:r="currentColor",opacity:i=1,stroke:s=r,strokeOpacity:o=i,strokeWidth:a=1,fill:l=r,fillOpacity:u=i,textAnchor:c,textStroke:f,textStrokeOpacity:d,textStrokeWidth:h,tickSize:p=e==="x"?6:0,tickPadding:m,tickRotate:b,y,margin:v,marginTop:_=v===void 0?t==="top"?30:0:v,marginRight:x=v===void 0?20:v,marginBottom:S=v===void 0?t==="bottom"?30:0:v,marginLeft:w=v===void 0?20:v,label:$,labelAnchor:C,labelArrow:R,labelOffset:P,ariaLabel:A=`${e}-axis`,...T}){return p=Re(p),m=Re(m),b=Re(b),C!==void 0&&(C=pt(C,"labelAnchor",["center","left","right"])),R=P2(R),mg(p&&!Ze(s)?k4(e,t,n,{stroke:s,strokeOpacity:o,strokeWidth:a,tickSize:p,tickPadding:m,tickRotate:b,y,ariaLabel:A,...T}):null,Ze(l)?null:C4(e,t,n,{fill:l,fillOpacity:u,stroke:f,strokeOpacity:d,strokeWidth:h,textAnchor:c,tickSize:p,tickPadding:m,tickRotate:b,y,marginTop:_,marginRight:x,marginBottom:S,marginLeft:w,ariaLabel:A,...T}),!Ze(l)&&$!==null?Rg([],M2({fill:l,fillOpacity:u,...T},function(O,z,M,F,I){let X=F[e],{marginTop:L,marginRight:V,marginBottom:G,marginLeft:j}=e==="x"&&I.inset||I,U=C??(X.bandwidth?"center":"right"),se=P??(t==="top"?L:G)-3;return U==="center"?(this.frameAnchor=t,this.textAnchor=void 0):(this.frameAnchor=`${t}-${U}`,this.textAnchor=U==="right"?"end":"start"),this.lineAnchor=t,this.dy=t==="top"?-se:se,this.dx=U==="right"?V-3:U==="left"?3-j:0,this.ariaLabel=`${A} label`,{facets:[[0]],channels:{text:{value:[E2(e,X,{anchor:t,label:$,labelAnchor:U,labelArrow:R})]}}}})):null)}function S4(e,t,n,{strokeWidth:r=1,strokeLinecap:i=null,strokeLinejoin:s=null,facetAnchor:o=t+(e==="y"?"-empty":""),frameAnchor:a=t,tickSize:l,inset:u=0,insetLeft:c=u,insetRight:f=u,dx:d=0,y:h=e==="y"?void 0:null,ariaLabel:p,...m}){return ko(d2,e,n,{ariaLabel:`${p} tick`,ariaHidden:!0},{strokeWidth:r,strokeLinecap:i,strokeLinejoin:s,facetAnchor:o,frameAnchor:a,y:h,...m,dx:t==="left"?+d-Ue+ +c:+d+Ue-f,anchor:"start",length:l,shape:t==="left"?E4:P4})}function k4(e,t,n,{strokeWidth:r=1,strokeLinecap:i=null,strokeLinejoin:s=null,facetAnchor:o=t+(e==="x"?"-empty":""),frameAnchor:a=t,tickSize:l,inset:u=0,insetTop:c=u,insetBottom:f=u,dy:d=0,x:h=e==="x"?void 0:null,ariaLabel:p,...m}){return ko(f2,e,n,{ariaLabel:`${p} tick`,ariaHidden:!0},{strokeWidth:r,strokeLinejoin:s,strokeLinecap:i,facetAnchor:o,frameAnchor:a,x:h,...m,dy:t==="bottom"?+d-Ue-f:+d+Ue+ +c,anchor:"start",length:l,shape:t==="bottom"?R4:A4})}function T4(e,t,n,{facetAnchor:r=t+(e==="y"?"-empty":""),frameAnchor:i=t,tickSize:s,tickRotate:o=0,tickPadding:a=Math.max(3,9-s)+(Math.abs(o)>60?4*Math.cos(o*wg):0),text:l,textAnchor:u=Math.abs(o)>60?"middle":t==="left"?"end":"start",lineAnchor:c=o>60?"top":o<-60?"bottom":"middle",fontVariant:f,inset:d=0,insetLeft:h=d,insetRight:p=d,dx:m=0,ariaLabel:b,y=e==="y"?void 0:null,...v}){return ko(o2,e,n,{ariaLabel:`${b} tick label`},{facetAnchor:r,frameAnchor:i,text:l,textAnchor:u,lineAnchor:c,fontVariant:f,rotate:o,y,...v,dx:t==="left"?+m-s-a+ +h:+m+ +s+ +a-p},function(_,x,S,w,$){f===void 0&&(this.fontVariant=A2(_)),l===void 0&&($.text=R2(_,x,S,w,t))})}function C4(e,t,n,{facetAnchor:r=t+(e==="x"?"-empty":""),frameAnchor:i=t,tickSize:s,tickRotate:o=0,tickPadding:a=Math.max(3,9-s)+(Math.abs(o)>=10?4*Math.cos(o*wg):0),text:l,textAnchor:u=Math.abs(o)>=10?o<0^t==="bottom"?"start":"end":"middle",lineAnchor:c=Math.abs(o)>=10?"middle":t==="bottom"?"top":"bottom",fontVariant:f,inset:d=0,insetTop:h=d,insetBottom:p=d,dy:m=0,x:b=e==="x"?void 0:null,ariaLabel:y,...v}){return ko(s2,e,n,{ariaLabel:`${y} tick label`},{facetAnchor:r,frameAnchor:i,text:l===void 0?null:l,textAnchor:u,lineAnchor:c,fontVariant:f,rotate:o,x:b,...v,dy:t==="bottom"?+m+ +s+ +a-p:+m-s-a+ +h},function(_,x,S,w,$){f===void 0&&(this.fontVariant=A2(_)),l===void 0&&($.text=R2(_,x,S,w,t))})}function w2(){let[e,t]=Qr(...arguments);return k2("y",h2(t),e,t)}function _2(){let[e,t]=Qr(...arguments);return k2("fy",p2(t),e,t)}function $2(){let[e,t]=Qr(...arguments);return T2("x",m2(t),e,t)}function S2(){let[e,t]=Qr(...arguments);return T2("fx",g2(t),e,t)}function k2(e,t,n,{y:r=e==="y"?void 0:null,x:i=null,x1:s=t==="left"?i:null,x2:o=t==="right"?i:null,ariaLabel:a=`${e}-grid`,ariaHidden:l=!0,...u}){return ko(yn,e,n,{ariaLabel:a,ariaHidden:l},{y:r,x1:s,x2:o,...C2(u)})}function T2(e,t,n,{x:r=e==="x"?void 0:null,y:i=null,y1:s=t==="top"?i:null,y2:o=t==="bottom"?i:null,ariaLabel:a=`${e}-grid`,ariaHidden:l=!0,...u}){return ko(It,e,n,{ariaLabel:a,ariaHidden:l},{x:r,y1:s,y2:o,...C2(u)})}function C2({color:e="currentColor",opacity:t=.1,stroke:n=e,strokeOpacity:r=t,strokeWidth:i=1,...s}){return{stroke:n,strokeOpacity:r,strokeWidth:i,...s}}function M2({fill:e,fillOpacity:t,fontFamily:n,fontSize:r,fontStyle:i,fontVariant:s,fontWeight:o,monospace:a,pointerEvents:l,shapeRendering:u,clip:c=!1},f){return[,e]=_t(e),[,t]=Ie(t),{facet:"super",x:null,y:null,fill:e,fillOpacity:t,fontFamily:n,fontSize:r,fontStyle:i,fontVariant:s,fontWeight:o,monospace:a,pointerEvents:l,shapeRendering:u,clip:c,initializer:f}}function ko(e,t,n,r,i,s){let o;function a(c,f,d,h,p,m){let b=c==null&&(t==="fx"||t==="fy"),{[t]:y}=h;if(!y)throw new Error(`missing scale: ${t}`);let v=y.domain(),{interval:_,ticks:x,tickFormat:S,tickSpacing:w=t==="x"?80:35}=i;if(typeof x=="string"&&D2(y)&&(_=x,x=void 0),x===void 0&&(x=qn(_,y.type)??M4(y,w)),c==null){if($t(x))c=Hn(x);else if(Xr(x))c=Dg(x,...tt(v));else if(y.interval){let C=y.interval;if(y.ticks){let[R,P]=tt(v),A=(P-R)/C[ro];C=Sm(C,A/x)??C,c=Dg(C,R,P)}else{c=v;let R=c.length;C=Sm(C,R/x)??C,C!==y.interval&&(c=Dg(C,...tt(c)))}if(C===y.interval){let R=Math.round(c.length/x);R>1&&(c=c.filter((P,A)=>A%R===0))}}else y.ticks?c=y.ticks(x):c=v;if(!y.ticks&&c.length&&c!==v){let C=new Cn(v);c=c.filter(R=>C.has(R)),c.length||St(`Warning: the ${t}-axis ticks appear to not align with the scale domain, resulting in no ticks. Try different ticks?`)}t==="y"||t==="x"?f=[mt(c)]:o[t]={scale:t,value:ge}}s?.call(this,y,c,x,S,o);let $=Object.fromEntries(Object.entries(o).map(([C,R])=>[C,{...R,value:ke(c,R.value)}]));return b&&(f=m.filterFacets(c,$)),{data:c,facets:f,channels:$}}let l=vr(i).initializer,u=e(n,vr({...i,initializer:a},l));return n==null?(o=u.channels,u.channels={}):o={},r!==void 0&&Object.assign(u,r),u.clip===void 0&&(u.clip=!1),u}function M4(e,t){let[n,r]=tt(e.range());return(r-n)/t}function R2(e,t,n,r,i){return{value:Xa(e,t,n,r,i)}}function Xa(e,t,n,r,i){return typeof r=="function"&&!(e.type==="log"&&e.tickFormat)?r:r===void 0&&t&&Oe(t)?B1(e.type,t,i)??Gn:e.tickFormat?e.tickFormat(typeof n=="number"?n:null,r):typeof r=="string"&&e.domain().length>0?(Oe(e.domain())?On:En)(r):r===void 0?Gn:Dt(r)}function Dg(e,t,n){return e.range(t,e.offset(e.floor(n)))}var R4={draw(e,t){e.moveTo(0,0),e.lineTo(0,t)}},A4={draw(e,t){e.moveTo(0,0),e.lineTo(0,-t)}},E4={draw(e,t){e.moveTo(0,0),e.lineTo(-t,0)}},P4={draw(e,t){e.moveTo(0,0),e.lineTo(t,0)}};function A2(e){return e.bandwidth&&!e.interval?void 0:"tabular-nums"}function E2(e,t,{anchor:n,label:r=t.label,labelAnchor:i,labelArrow:s}={}){if(!(r==null||r.inferred&&D2(t)&&/^(date|time|year)$/i.test(r))){if(r=String(r),s==="auto"&&(s=(!t.bandwidth||t.interval)&&!/[↑↓→←]/.test(r)),!s)return r;if(s===!0){let o=h$(t);o&&(s=/x$/.test(e)||i==="center"?/x$/.test(e)===o<0?"left":"right":o<0?"up":"down")}switch(s){case"left":return`\u2190 ${r}`;case"right":return`${r} \u2192`;case"up":return n==="right"?`${r} \u2191`:`\u2191 ${r}`;case"down":return n==="right"?`${r} \u2193`:`\u2193 ${r}`}return r}}function P2(e="auto"){return Ze(e)?!1:typeof e=="boolean"?e:pt(e,"labelArrow",["auto","up","right","down","left"])}function D2(e){return Oe(e.domain())}function N2(e,t){if(t==null)return t;let n=e(t);if(!n)throw new Error(`scale not found: ${t}`);return n}function I2(e,{opacity:t,...n}={}){if(!Kn(e)&&!ag(e))throw new Error(`swatches legend requires ordinal or threshold color scale (not ${e.type})`);return O2(e,n,(r,i,s,o)=>r.append("svg").attr("width",s).attr("height",o).attr("fill",i.scale).attr("fill-opacity",Ie(t)[1]).append("rect").attr("width","100%").attr("height","100%"))}function L2(e,{fill:t=e.hint?.fill!==void 0?e.hint.fill:"none",fillOpacity:n=1,stroke:r=e.hint?.stroke!==void 0?e.hint.stroke:Ze(t)?"currentColor":"none",strokeOpacity:i=1,strokeWidth:s=1.5,r:o=4.5,...a}={},l){let[u,c]=_t(t),[f,d]=_t(r),h=N2(l,u),p=N2(l,f),m=o*o*Math.PI;return n=Ie(n)[1],i=Ie(i)[1],s=Ie(s)[1],O2(e,a,(b,y,v,_)=>b.append("svg").attr("viewBox","-8 -8 16 16").attr("width",v).attr("height",_).attr("fill",u==="color"?x=>h.scale(x):c).attr("fill-opacity",n).attr("stroke",f==="color"?x=>p.scale(x):d).attr("stroke-opacity",i).attr("stroke-width",s).append("path").attr("d",x=>{let S=An();return e.scale(x).draw(S,m),S}))}function O2(e,t={},n){let{columns:r,tickFormat:i,fontVariant:s=Wc(e),swatchSize:o=15,swatchWidth:a=o,swatchHeight:l=o,marginLeft:u=0,className:c,style:f,width:d}=t,h=vo(t);c=xo(c),i=Xa(e.scale,e.domain,void 0,i);let p=ue("div",h).attr("class",`${c}-swatches ${c}-swatches-${r!=null?"columns":"wrap"}`),m;return r!=null?(m=`:where(.${c}-swatches-columns .${c}-swatch) {
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
}`,p.style("columns",r).selectAll().data(e.domain).enter().append("div").attr("class",`${c}-swatch`).call(n,e,a,l).call(b=>b.append("div").attr("class",`${c}-swatch-label`).attr("title",i).text(i))):(m=`:where(.${c}-swatches-wrap) {
  display: flex;
  align-items: center;
  min-height: 33px;
  flex-wrap: wrap;
}
:where(.${c}-swatches-wrap .${c}-swatch) {
  display: inline-flex;
  align-items: center;
  margin-right: 1em;
}`,p.selectAll().data(e.domain).enter().append("span").attr("class",`${c}-swatch`).call(n,e,a,l).append(function(){return this.ownerDocument.createTextNode(i.apply(this,arguments))})),p.call(b=>b.insert("style","*").text(`:where(.${c}-swatches) {
  font-family: system-ui, sans-serif;
  font-size: 10px;
  margin-bottom: 0.5em;
}
:where(.${c}-swatch > svg) {
  margin-right: 0.5em;
  overflow: visible;
}
${m}`)).style("margin-left",u?`${+u}px`:null).style("width",d===void 0?null:`${+d}px`).style("font-variant",Le(s,"normal")).call(wo,f).node()}var Lg=new Map([["symbol",L2],["color",F2],["opacity",D4]]);function z2(e,t,n={}){return(r,i)=>{if(!Lg.has(r))throw new Error(`unknown legend type: ${r}`);if(r in e)return Lg.get(r)(e[r],B2(t,n[r],i),s=>e[s])}}function B2({className:e,...t},{label:n,ticks:r,tickFormat:i}={},s){return o_(s,{className:e,...t},{label:n,ticks:r,tickFormat:i})}function F2(e,{legend:t=!0,...n}){if(t===!0&&(t=e.type==="ordinal"?"swatches":"ramp"),e.domain!==void 0)switch(`${t}`.toLowerCase()){case"swatches":return I2(e,n);case"ramp":return F$(e,n);default:throw new Error(`unknown legend type: ${t}`)}}function D4({type:e,interpolate:t,...n},{legend:r=!0,color:i=cn(0,0,0),...s}){if(!t)throw new Error(`${e} opacity scales are not supported`);if(r===!0&&(r="ramp"),`${r}`.toLowerCase()!=="ramp")throw new Error(`${r} opacity legends are not supported`);return F2({type:e,...n,interpolate:N4(i)},{legend:r,...s})}function N4(e){let{r:t,g:n,b:r}=cn(e)||cn(0,0,0);return i=>`rgba(${t},${n},${r},${i})`}function V2(e,t,n){let r=[];for(let[i,s]of Lg){let o=n[i];if(o?.legend&&i in e){let a=s(e[i],B2(t,e[i],o),l=>e[l]);a!=null&&r.push(a)}}return r}function To(e={},t="y"){return Nm(e)?e:{...e,[t]:ge}}function H2(e,t){if(t.length===1)return{data:e,facets:t};let n=Wr(e),r=new Uint8Array(n),i=0;for(let a of t)for(let l of a)r[l]&&++i,r[l]=1;if(i===0)return{data:e,facets:t};e=jr(e);let s=e[Cm]=new Uint32Array(n+i);t=t.map(a=>jr(a,Uint32Array));let o=n;r.fill(0);for(let a of t)for(let l=0,u=a.length;l<u;++l){let c=a[l];r[c]?(a[l]=o,e[o]=e[c],s[o]=c,++o):s[c]=c,r[c]=1}return{data:e,facets:t}}function I4(e={},t={}){arguments.length===1&&([e,t]=L4(e));let{x1:n,x:r=n,y:i,...s}=t,[o,a,l,u]=z4(r,i,"x","y",e,s);return{...o,x1:n,x:a,y1:l,y2:u,y:Ba(l,u)}}function Co({y:e,y1:t,y2:n,...r}={}){return r=Gi(r,"x"),t===void 0&&n===void 0?I4({y:e,...r}):([t,n]=W1(e,t,n),{...r,y1:t,y2:n})}function L4(e){let{offset:t,order:n,reverse:r,...i}=e;return[{offset:t,order:n,reverse:r},i]}var O4={length:!0};function z4(e,t=U1,n,r,{offset:i,order:s,reverse:o},a){if(t===null)throw new Error(`stack requires ${r}`);let l=ao(a),[u,c]=en(e),[f,d]=lo(t),[h,p]=lo(t);return f.hint=h.hint=O4,i=B4(i),s=H4(s,i,r),[Ki(a,(m,b,y)=>{({data:m,facets:b}=H2(m,b));let v=e==null?void 0:c(Fa(ke(m,e),y?.[n])),_=ke(m,t,Float64Array),x=ke(m,l),S=s&&s(m,v,_,x),w=Wr(m),$=d(new Float64Array(w)),C=p(new Float64Array(w)),R=[];for(let P of b){let A=v?Array.from(bi(P,T=>v[T]).values()):[P];if(S)for(let T of A)T.sort(S);for(let T of A){let O=0,z=0;o&&T.reverse();for(let M of T){let F=_[M];F<0?O=C[M]=($[M]=O)+F:F>0?z=C[M]=($[M]=z)+F:C[M]=$[M]=z}}R.push(A)}return i&&i(R,$,C,x),{data:m,facets:b}}),u,f,h]}function B4(e){if(e!=null){if(typeof e=="function")return e;switch(`${e}`.toLowerCase()){case"expand":case"normalize":return F4;case"center":case"silhouette":return V4;case"wiggle":return G2}throw new Error(`unknown offset: ${e}`)}}function K2(e,t){let n=0,r=0;for(let i of e){let s=t[i];s<n&&(n=s),s>r&&(r=s)}return[n,r]}function F4(e,t,n){for(let r of e)for(let i of r){let[s,o]=K2(i,n);for(let a of i){let l=1/(o-s||1);t[a]=l*(t[a]-s),n[a]=l*(n[a]-s)}}}function V4(e,t,n){for(let r of e){for(let i of r){let[s,o]=K2(i,n);for(let a of i){let l=(o+s)/2;t[a]-=l,n[a]-=l}}j2(r,t,n)}Y2(e,t,n)}function G2(e,t,n,r){for(let i of e){let s=new Vt,o=0;for(let a of i){let l=-1,u=a.map(h=>Math.abs(n[h]-t[h])),c=a.map(h=>{l=r?r[h]:++l;let p=n[h]-t[h],m=s.has(l)?p-s.get(l):0;return s.set(l,p),m}),f=[0,...w0(c)];for(let h of a)t[h]+=o,n[h]+=o;let d=an(u);d&&(o-=an(u,(h,p)=>(c[p]/2+f[p])*h)/d)}j2(i,t,n)}Y2(e,t,n)}function j2(e,t,n){let r=Ht(e,i=>Ht(i,s=>t[s]));for(let i of e)for(let s of i)t[s]-=r,n[s]-=r}function Y2(e,t,n){let r=e.length;if(r===1)return;let i=e.map(a=>a.flat()),s=i.map(a=>(Ht(a,l=>t[l])+ct(a,l=>n[l]))/2),o=Ht(s);for(let a=0;a<r;a++){let l=o-s[a];for(let u of i[a])t[u]+=l,n[u]+=l}}function H4(e,t,n){if(e===void 0&&t===G2)return q2(at);if(e!=null){if(typeof e=="string"){let r=e.startsWith("-"),i=r?zi:at;switch((r?e.slice(1):e).toLowerCase()){case"value":case n:return q4(i);case"z":return U4(i);case"sum":return K4(i);case"appearance":return G4(i);case"inside-out":return q2(i)}return U2(Rm(e))}if(typeof e=="function")return(e.length===1?U2:j4)(e);if(fn(e))return Y4(e);throw new Error(`invalid order: ${e}`)}}function q4(e){return(t,n,r)=>(i,s)=>e(r[i],r[s])}function U4(e){return(t,n,r,i)=>(s,o)=>e(i[s],i[o])}function K4(e){return sf(e,(t,n,r,i)=>xu(mt(t),s=>an(s,o=>r[o]),s=>i[s]))}function G4(e){return sf(e,(t,n,r,i)=>xu(mt(t),s=>n[_d(s,o=>r[o])],s=>i[s]))}function q2(e){return sf(e,(t,n,r,i)=>{let s=mt(t),o=xu(s,f=>n[_d(f,d=>r[d])],f=>i[f]),a=ar(s,f=>an(f,d=>r[d]),f=>i[f]),l=[],u=[],c=0;for(let f of o)c<0?(c+=a.get(f),l.push(f)):(c-=a.get(f),u.push(f));return u.reverse().concat(l)})}function U2(e){return t=>{let n=ke(t,e);return(r,i)=>at(n[r],n[i])}}function j4(e){return t=>fn(t)?(n,r)=>e(t[n],t[r]):(n,r)=>e(t.get(n),t.get(r))}function Y4(e){return sf(at,()=>e)}function sf(e,t){return(n,r,i,s)=>{if(!s)throw new Error("missing channel: z");let o=new Vt(t(n,r,i,s).map((a,l)=>[a,l]));return(a,l)=>e(o.get(s[a]),o.get(s[l]))}}var W4={ariaLabel:"rect"},lf=class extends be{constructor(t,n={}){let{x1:r,y1:i,x2:s,y2:o}=n;super(t,{x1:{value:r,scale:"x",type:r!=null&&s==null?"band":void 0,optional:!0},y1:{value:i,scale:"y",type:i!=null&&o==null?"band":void 0,optional:!0},x2:{value:s,scale:"x",optional:!0},y2:{value:o,scale:"y",optional:!0}},n,W4),Za(this,n),Ja(this,n)}render(t,n,r,i,s){let{x:o,y:a}=n,{x1:l,y1:u,x2:c,y2:f}=r,{marginTop:d,marginRight:h,marginBottom:p,marginLeft:m,width:b,height:y}=i,{projection:v}=s,{insetTop:_,insetRight:x,insetBottom:S,insetLeft:w}=this,{rx:$,ry:C,rx1y1:R,rx1y2:P,rx2y1:A,rx2y2:T}=this;(l||c)&&!v&&gn(o)&&(l=c=null),(u||f)&&!v&&gn(a)&&(u=f=null);let O=o?.bandwidth?o.bandwidth():0,z=a?.bandwidth?a.bandwidth():0;return ue("svg:g",s).call(Ae,this,i,s).call(Ee,this,{},0,0).call(M=>M.selectAll().data(t).enter().call(R||P||A||T?F=>F.append("path").call(Te,this).call(Qa,l&&c?I=>l[I]+(c[I]<l[I]?-x:w):l?I=>l[I]+w:m+w,u&&f?I=>u[I]+(f[I]<u[I]?-S:_):u?I=>u[I]+_:d+_,l&&c?I=>c[I]-(c[I]<l[I]?-w:x):l?I=>l[I]+O-x:b-h-x,u&&f?I=>f[I]-(f[I]<u[I]?-_:S):u?I=>u[I]+z-S:y-p-S,this).call(Ke,this,r):F=>F.append("rect").call(Te,this).attr("x",l?c?I=>Math.min(l[I],c[I])+w:I=>l[I]+w:m+w).attr("y",u?f?I=>Math.min(u[I],f[I])+_:I=>u[I]+_:d+_).attr("width",l?c?I=>Math.max(0,Math.abs(c[I]-l[I])+O-w-x):O-w-x:b-h-m-x-w).attr("height",u?f?I=>Math.max(0,Math.abs(u[I]-f[I])+z-_-S):z-_-S:y-d-p-_-S).call(J,"rx",$).call(J,"ry",C).call(Ke,this,r))).node()}};function Za(e,{inset:t=0,insetTop:n=t,insetRight:r=t,insetBottom:i=t,insetLeft:s=t}={}){e.insetTop=Re(n),e.insetRight=Re(r),e.insetBottom=Re(i),e.insetLeft=Re(s)}function Ja(e,{r:t,rx:n,ry:r,rx1:i=t,ry1:s=t,rx2:o=t,ry2:a=t,rx1y1:l=i!==void 0?+i:s!==void 0?+s:0,rx1y2:u=i!==void 0?+i:a!==void 0?+a:0,rx2y1:c=o!==void 0?+o:s!==void 0?+s:0,rx2y2:f=o!==void 0?+o:a!==void 0?+a:0}={}){l||u||c||f?(e.rx1y1=l,e.rx1y2=u,e.rx2y1=c,e.rx2y2=f):(e.rx=Le(n,"auto"),e.ry=Le(r,"auto"))}function Qa(e,t,n,r,i,s){let{rx1y1:o,rx1y2:a,rx2y1:l,rx2y2:u}=s;typeof t!="function"&&(t=Dt(t)),typeof n!="function"&&(n=Dt(n)),typeof r!="function"&&(r=Dt(r)),typeof i!="function"&&(i=Dt(i));let c=Math.max(Math.abs(o+l),Math.abs(a+u)),f=Math.max(Math.abs(o+a),Math.abs(l+u));e.attr("d",d=>{let h=t(d),p=n(d),m=r(d),b=i(d),y=h>m,v=p>b,_=y?m:h,x=y?h:m,S=v?b:p,w=v?p:b,$=Math.min(1,(x-_)/c,(w-S)/f),C=$*(y?v?u:l:v?a:o),R=$*(y?v?a:o:v?u:l),P=$*(y?v?o:a:v?l:u),A=$*(y?v?l:u:v?o:a);return`M${_},${S+af(C,A)}A${C},${C} 0 0 ${C<0?0:1} ${_+of(C,A)},${S}H${x-of(R,P)}A${R},${R} 0 0 ${R<0?0:1} ${x},${S+af(R,P)}V${w-af(P,R)}A${P},${P} 0 0 ${P<0?0:1} ${x-of(P,R)},${w}H${_+of(A,C)}A${A},${A} 0 0 ${A<0?0:1} ${_},${w-af(A,C)}Z`})}function of(e,t){return t<0?e:Math.abs(e)}function af(e,t){return t<0?Math.abs(e):e}function ei(e,t={}){return Mc(t)||(t={...t,x:dn,y2:ge,interval:1}),new lf(e,Co(W$(To(t))))}var X4={ariaLabel:"frame",fill:"none",stroke:"currentColor",clip:!1},Z4={ariaLabel:"frame",fill:null,stroke:"currentColor",strokeLinecap:"square",clip:!1},Og=class extends be{constructor(t={}){let{anchor:n=null}=t;super(io,void 0,t,n==null?X4:Z4),this.anchor=Dm(n,"anchor",["top","right","bottom","left"]),Za(this,t),n||Ja(this,t)}render(t,n,r,i,s){let{marginTop:o,marginRight:a,marginBottom:l,marginLeft:u,width:c,height:f}=i,{anchor:d,insetTop:h,insetRight:p,insetBottom:m,insetLeft:b}=this,{rx:y,ry:v,rx1y1:_,rx1y2:x,rx2y1:S,rx2y2:w}=this,$=u+b,C=c-a-p,R=o+h,P=f-l-m;return ue(d?"svg:line":_||x||S||w?"svg:path":"svg:rect",s).datum(0).call(Ae,this,i,s).call(Te,this).call(Ke,this,r).call(Ee,this,{}).call(d==="left"?A=>A.attr("x1",$).attr("x2",$).attr("y1",R).attr("y2",P):d==="right"?A=>A.attr("x1",C).attr("x2",C).attr("y1",R).attr("y2",P):d==="top"?A=>A.attr("x1",$).attr("x2",C).attr("y1",R).attr("y2",R):d==="bottom"?A=>A.attr("x1",$).attr("x2",C).attr("y1",P).attr("y2",P):_||x||S||w?A=>A.call(Qa,$,R,C,P,this):A=>A.attr("x",$).attr("y",R).attr("width",C-$).attr("height",P-R).attr("rx",y).attr("ry",v)).node()}};function Z2(e){return new Og(e)}var zg={ariaLabel:"tip",fill:"var(--plot-background)",stroke:"currentColor"},J4=new Set(["geometry","href","src","ariaLabel","scales"]),Bg=class extends be{constructor(t,n={}){n.tip&&(n={...n,tip:!1}),n.title===void 0&&$t(t)&&Ec(t)&&(n={...n,title:ge});let{x:r,y:i,x1:s,x2:o,y1:a,y2:l,anchor:u,preferredAnchor:c="bottom",monospace:f,fontFamily:d=f?"ui-monospace, monospace":void 0,fontSize:h,fontStyle:p,fontVariant:m,fontWeight:b,lineHeight:y=1,lineWidth:v=20,frameAnchor:_,format:x,textAnchor:S="start",textOverflow:w,textPadding:$=8,title:C,pointerSize:R=12,pathFilter:P="drop-shadow(0 3px 4px rgba(0,0,0,0.2))"}=n;super(t,{x:{value:s!=null&&o!=null?null:r,scale:"x",optional:!0},y:{value:a!=null&&l!=null?null:i,scale:"y",optional:!0},x1:{value:s,scale:"x",optional:o==null},y1:{value:a,scale:"y",optional:l==null},x2:{value:o,scale:"x",optional:s==null},y2:{value:l,scale:"y",optional:a==null},title:{value:C,optional:!0}},n,zg),this.anchor=Dc(u,"anchor"),this.preferredAnchor=Dc(c,"preferredAnchor"),this.frameAnchor=Zr(_),this.textAnchor=Le(S,"middle"),this.textPadding=+$,this.pointerSize=+R,this.pathFilter=ze(P),this.lineHeight=+y,this.lineWidth=+v,this.textOverflow=Mg(w),this.monospace=!!f,this.fontFamily=ze(d),this.fontSize=Re(h),this.fontStyle=ze(p),this.fontVariant=ze(m),this.fontWeight=ze(b);for(let A in zg)A in this.channels&&(this[A]=zg[A]);this.splitLines=Eg(this),this.clipLine=Pg(this),this.format=typeof x=="string"||typeof x=="function"?{title:x}:{...x}}render(t,n,r,i,s){let o=this,{x:a,y:l,fx:u,fy:c}=n,{ownerSVGElement:f,document:d}=s,{anchor:h,monospace:p,lineHeight:m,lineWidth:b}=this,{textPadding:y,pointerSize:v,pathFilter:_}=this,{marginTop:x,marginLeft:S}=i,{x1:w,y1:$,x2:C,y2:R,x:P=w??C,y:A=$??R}=r,T=u?u(t.fx)-S:0,O=c?c(t.fy)-x:0,[z,M]=jn(this,i),F=vg(r,z),I=xg(r,M),X=p?tf:ef,L=X(Yi),V,G;"title"in r?(V=J2.call(this,{title:r.channels.title},n),G=nE):(V=J2.call(this,r.channels,n),G=rE);let j=ue("svg:g",s).call(Ae,this,i,s).call(Ag,this).call(Ee,this,{x:P&&a,y:A&&l}).call(le=>le.selectAll().data(t).enter().append("g").attr("transform",ce=>`translate(${Math.round(F(ce))},${Math.round(I(ce))})`).call(Te,this).call(ce=>ce.append("path").attr("filter",_)).call(ce=>ce.append("text").each(function(q){let Q=ln(this);this.setAttribute("fill","currentColor"),this.setAttribute("fill-opacity",1),this.setAttribute("stroke","none");let D=G.call(o,q,t,V,n,r);if(typeof D=="string")for(let H of o.splitLines(D))U(Q,{value:o.clipLine(H)});else{let H=new Set;for(let Y of D){let{label:E=""}=Y;E&&H.has(E)||(H.add(E),U(Q,Y))}}})));function U(le,{label:ce,value:q,color:Q,opacity:D}){ce??="",q??="";let H=Q!=null||D!=null,Y,E=b*100,[fe]=Wi(ce,E,X,L);if(fe>=0)ce=ce.slice(0,fe).trimEnd()+Yi,Y=q.trim(),q="";else{(ce||!q&&!H)&&(q=" "+q);let[pe]=Wi(q,E-X(ce),X,L);pe>=0&&(Y=q.trim(),q=q.slice(0,pe).trimEnd()+Yi)}let Z=le.append("tspan").attr("x",0).attr("dy",`${m}em`).text("\u200B");ce&&Z.append("tspan").attr("font-weight","bold").text(ce),q&&Z.append(()=>d.createTextNode(q)),H&&Z.append("tspan").text(" \u25A0").attr("fill",Q).attr("fill-opacity",D).style("user-select","none"),Y&&Z.append("title").text(Y)}function se(){let{width:le,height:ce}=i.facet??i;j.selectChildren().each(function(q){let{x:Q,width:D,height:H}=this.getBBox();D=Math.round(D),H=Math.round(H);let Y=h;if(Y===void 0){let Z=F(q)+T,pe=I(q)+O,_e=Z+D+v+y*2<le,nt=Z-D-v-y*2>0,Mr=pe+H+v+y*2<ce,ri=pe-H-v-y*2>0;Y=_e&&nt?Mr&&ri?o.preferredAnchor:ri?"bottom":"top":Mr&&ri?_e?"left":"right":(_e||nt)&&(Mr||ri)?`${ri?"bottom":"top"}-${_e?"left":"right"}`:o.preferredAnchor}let E=this.firstChild,fe=this.lastChild;if(E.setAttribute("d",tE(Y,v,y,D,H)),Q)for(let Z of fe.childNodes)Z.setAttribute("x",-Q);fe.setAttribute("y",`${+Q4(Y,fe.childNodes.length,m).toFixed(6)}em`),fe.setAttribute("transform",`translate(${eE(Y,v,y,D,H)})`)}),j.attr("visibility",null)}return t.length&&(j.attr("visibility","hidden"),f.isConnected?Promise.resolve().then(se):typeof requestAnimationFrame<"u"&&requestAnimationFrame(se)),j.node()}};function nS(e,{x:t,y:n,...r}={}){return r.frameAnchor===void 0&&([t,n]=pn(t,n)),new Bg(e,{...r,x:t,y:n})}function Q4(e,t,n){return/^top(?:-|$)/.test(e)?.94-n:-.29-t*n}function eE(e,t,n,r,i){switch(e){case"middle":return[-r/2,i/2];case"top-left":return[n,t+n];case"top":return[-r/2,t/2+n];case"top-right":return[-r-n,t+n];case"right":return[-t/2-r-n,i/2];case"bottom-left":return[n,-t-n];case"bottom":return[-r/2,-t/2-n];case"bottom-right":return[-r-n,-t-n];case"left":return[n+t/2,i/2]}}function tE(e,t,n,r,i){let s=r+n*2,o=i+n*2;switch(e){case"middle":return`M${-s/2},${-o/2}h${s}v${o}h${-s}z`;case"top-left":return`M0,0l${t},${t}h${s-t}v${o}h${-s}z`;case"top":return`M0,0l${t/2},${t/2}h${(s-t)/2}v${o}h${-s}v${-o}h${(s-t)/2}z`;case"top-right":return`M0,0l${-t},${t}h${t-s}v${o}h${s}z`;case"right":return`M0,0l${-t/2},${-t/2}v${t/2-o/2}h${-s}v${o}h${s}v${t/2-o/2}z`;case"bottom-left":return`M0,0l${t},${-t}h${s-t}v${-o}h${-s}z`;case"bottom":return`M0,0l${t/2},${-t/2}h${(s-t)/2}v${-o}h${-s}v${o}h${(s-t)/2}z`;case"bottom-right":return`M0,0l${-t},${-t}h${t-s}v${-o}h${s}z`;case"left":return`M0,0l${t/2},${-t/2}v${t/2-o/2}h${s}v${o}h${-s}v${t/2-o/2}z`}}function J2(e,t){let n={},r=this.format;r=Q2(r,e,"x"),r=Q2(r,e,"y"),this.format=r;for(let i in r){let s=r[i];if(!(s===null||s===!1))if(i==="fx"||i==="fy")n[i]=!0;else{let o=Wm(e,i);o&&(n[i]=o)}}for(let i in e){if(i in n||i in r||J4.has(i)||(i==="x"||i==="y")&&e.geometry)continue;let s=Wm(e,i);if(s){if(s.scale==null&&s.defaultScale==="color")continue;n[i]=s}}this.facet&&(t.fx&&!("fx"in r)&&(n.fx=!0),t.fy&&!("fy"in r)&&(n.fy=!0));for(let i in n){let s=this.format[i];if(typeof s=="string"){let o=n[i]?.value??t[i]?.domain()??[];this.format[i]=(Oe(o)?On:En)(s)}else if(s===void 0||s===!0){let o=t[i];this.format[i]=o?.bandwidth?Xa(o,o.domain()):Gn}}return n}function Q2(e,t,n){if(!(n in e))return e;let r=`${n}1`,i=`${n}2`;if((r in e||!(r in t))&&(i in e||!(i in t)))return e;let s=Object.entries(e),o=e[n];return s.splice(s.findIndex(([a])=>a===n)+1,0,[r,o],[i,o]),Object.fromEntries(s)}function nE(e,t,{title:n}){return this.format.title(n.value[e],e)}function*rE(e,t,n,r,i){for(let s in n){if(s==="fx"||s==="fy"){yield{label:uf(r,n,s),value:this.format[s](t[s],e)};continue}if(s==="x1"&&"x2"in n||s==="y1"&&"y2"in n)continue;let o=n[s];if(s==="x2"&&"x1"in n)yield{label:tS(r,n,"x"),value:eS(this.format.x2,n.x1,o,e)};else if(s==="y2"&&"y1"in n)yield{label:tS(r,n,"y"),value:eS(this.format.y2,n.y1,o,e)};else{let a=o.value[e],l=o.scale;if(!Jt(a)&&l==null)continue;yield{label:uf(r,n,s),value:this.format[s](a,e),color:l==="color"?i[s][e]:null,opacity:l==="opacity"?i[s][e]:null}}}}function eS(e,t,n,r){return n.hint?.length?`${e(n.value[r]-t.value[r],r)}`:`${e(t.value[r],r)}\u2013${e(n.value[r],r)}`}function tS(e,t,n){let r=uf(e,t,`${n}1`,n),i=uf(e,t,`${n}2`,n);return r===i?r:`${r}\u2013${i}`}function uf(e,t,n,r=n){let i=t[n],s=e[i?.scale??n];return String(s?.label??i?.label??r)}function Ge(e={}){let{facet:t,style:n,title:r,subtitle:i,caption:s,ariaLabel:o,ariaDescription:a}=e,l=xo(e.className),u=e.marks===void 0?[]:iS(e.marks);u.push(...uE(u));let c=aE(t,e),f=new Map;for(let L of u){let V=sS(L,c,e);V&&f.set(L,V)}let d=new Map;c&&el(d,[c],e),el(d,f,e);let h=iS(cE(u,d,e));for(let L of h){let V=sS(L,c,e);V&&f.set(L,V)}u.unshift(...h);let p=y$(d,e);if(p!==void 0){let L=c?qc(p,c):void 0;for(let G of u){if(G.facet===null||G.facet==="super")continue;let j=f.get(G);j!==void 0&&(j.facetsIndex=G.fx!=null||G.fy!=null?qc(p,j):L)}let V=new Set;for(let{facetsIndex:G}of f.values())G?.forEach((j,U)=>{j?.length>0&&V.add(U)});p.forEach(0<V.size&&V.size<p.length?(G,j)=>G.empty=!V.has(j):G=>G.empty=!1);for(let G of u)if(G.facet==="exclude"){let j=f.get(G);j!==void 0&&(j.facetsIndex=w$(j.facetsIndex))}}for(let L of ve.keys())so(e[L])&&L!=="fx"&&L!=="fy"&&d.set(L,[]);let m=new Map;for(let L of u){if(m.has(L))throw new Error("duplicate mark; each mark must be unique");let{facetsIndex:V,channels:G}=f.get(L)??{},{data:j,facets:U,channels:se}=L.initialize(V,G,e);Hg(se,e),m.set(L,{data:j,facets:U,channels:se})}let b=Ga(el(d,m,e),e),y=L$(b,u,e);d$(b,y);let v=sg(b),{fx:_,fy:x}=v,S=_||x?og(b,y):y,w=_||x?bE(v,y):y,$=vo(e),C=$.document,R=zs("svg").call(C.documentElement),P=R;$.ownerSVGElement=R,$.className=l,$.projection=S$(e,S),$.path=function(){return xa(this.projection??A$(v))},$.filterFacets=(L,V)=>qc(p,{channels:V,groups:Vc(L,V)}),$.getMarkState=L=>{let V=m.get(L),G=f.get(L);return{...V,channels:{...V.channels,...G?.channels}}},$.dispatchValue=L=>{P.value!==L&&(P.value=L,P.dispatchEvent(new $.document.defaultView.Event("input",{bubbles:!0})))};let A=new Set;for(let[L,V]of m)if(L.initializer!=null){let G=L.facet==="super"?w:S,j=L.initializer(V.data,V.facets,V.channels,v,G,$);if(j.data!==void 0&&(V.data=j.data),j.facets!==void 0&&(V.facets=j.facets),j.channels!==void 0){let{fx:U,fy:se,...le}=j.channels;oE(le),Object.assign(V.channels,le);for(let ce of Object.values(le)){let{scale:q}=ce;q!=null&&!c_(ve.get(q))&&(lS(ce,e),A.add(q))}(U!=null||se!=null)&&f.set(L,!0)}}if(A.size){let L=new Map;el(L,m,e,U=>A.has(U)),el(d,m,e,U=>A.has(U));let V=gE(Ga(L,e),b),{scales:G,...j}=sg(V);Object.assign(b,V),Object.assign(v,j),Object.assign(v.scales,G)}let T,O;p!==void 0&&(T={x:_?.domain(),y:x?.domain()},p=v$(p,T),O=x$(_,x,y));for(let[L,V]of m)V.values=L.scale(V.channels,v,$);let{width:z,height:M}=y;ln(R).attr("class",l).attr("fill","currentColor").attr("font-family","system-ui, sans-serif").attr("font-size",10).attr("text-anchor","middle").attr("width",z).attr("height",M).attr("viewBox",`0 0 ${z} ${M}`).attr("aria-label",o).attr("aria-description",a).call(L=>L.append("style").text(`:where(.${l}) {
  --plot-background: white;
  display: block;
  height: auto;
  height: intrinsic;
  max-width: 100%;
}
:where(.${l} text),
:where(.${l} tspan) {
  white-space: pre;
}`)).call(wo,n);for(let L of u){let{channels:V,values:G,facets:j}=m.get(L);if(p===void 0||L.facet==="super"){let U=null;if(j&&(U=j[0],U=L.filter(U,V,G),U.length===0))continue;let se=L.render(U,v,G,w,$);if(se==null)continue;R.appendChild(se)}else{let U;for(let se of p){if(!(L.facetAnchor?.(p,T,se)??!se.empty))continue;let le=null;if(j){let q=f.has(L);if(le=j[q?se.i:0],le=L.filter(le,V,G),le.length===0)continue;!q&&le===j[0]&&(le=X1(le)),le.fx=se.x,le.fy=se.y,le.fi=se.i}let ce=L.render(le,v,G,S,$);if(ce!=null){(U??=ln(R).append("g")).append(()=>ce).datum(se);for(let q of["aria-label","aria-description","aria-hidden","transform"])ce.hasAttribute(q)&&(U.attr(q,ce.getAttribute(q)),ce.removeAttribute(q))}}U?.selectChildren().each(O)}}let F=V2(b,$,e),{figure:I=r!=null||i!=null||s!=null||F.length>0}=e;I&&(P=C.createElement("figure"),P.className=`${l}-figure`,P.style.maxWidth="initial",r!=null&&P.append(rS(C,r,"h2")),i!=null&&P.append(rS(C,i,"h3")),P.append(...F,R),s!=null&&P.append(iE(C,s)),"value"in R&&(P.value=R.value,delete R.value)),P.scale=g$(v.scales),P.legend=z2(b,$,e);let X=j_();return X>0&&ln(R).append("text").attr("x",z).attr("y",20).attr("dy","-1em").attr("text-anchor","end").attr("font-family","initial").text("\u26A0\uFE0F").append("title").text(`${X.toLocaleString("en-US")} warning${X===1?"":"s"}. Please check the console.`),P}function rS(e,t,n){if(t.ownerDocument)return t;let r=e.createElement(n);return r.append(t),r}function iE(e,t){let n=e.createElement("figcaption");return n.append(t),n}function iS(e){return e.flat(1/0).filter(t=>t!=null).map(sE)}function sE(e){return typeof e.render=="function"?e:new Vg(e)}var Vg=class extends be{constructor(t){if(typeof t!="function")throw new TypeError("invalid mark; missing render function");super(),this.render=t}render(){}};function Hg(e,t){for(let n in e)lS(e[n],t);return e}function lS(e,t){let{scale:n,transform:r=!0}=e;if(n==null||!r)return;let{type:i,percent:s,interval:o,transform:a=s?l=>l==null?NaN:l*100:Im(o,i)}=t[n]??{};a!=null&&(e.value=ye(e.value,a),e.transform=!1)}function oE(e){for(let t in e)Ym(t,e[t])}function el(e,t,n,r=K1){for(let{channels:i}of t.values())for(let s in i){let o=i[s],{scale:a}=o;if(a!=null&&r(a))if(a==="projection"){if(!C$(n)){let l=n.x?.domain===void 0,u=n.y?.domain===void 0;if(l||u){let[c,f]=R$(o);l&&Fg(e,"x",c),u&&Fg(e,"y",f)}}}else Fg(e,a,o)}return e}function Fg(e,t,n){let r=e.get(t);r!==void 0?r.push(n):e.set(t,[n])}function aE(e,t){if(e==null)return;let{x:n,y:r}=e;if(n==null&&r==null)return;let i=yr(e.data);if(i==null)throw new Error("missing facet data");let s={};n!=null&&(s.fx=ho(i,{value:n,scale:"fx"})),r!=null&&(s.fy=ho(i,{value:r,scale:"fy"})),Hg(s,t);let o=Vc(i,s);return{channels:s,groups:o,data:e.data}}function sS(e,t,n){if(e.facet===null||e.facet==="super")return;let{fx:r,fy:i}=e;if(r!=null||i!=null){let l=yr(e.data??r??i);if(l===void 0)throw new Error(`missing facet data in ${e.ariaLabel}`);if(l===null)return;let u={};return r!=null&&(u.fx=ho(l,{value:r,scale:"fx"})),i!=null&&(u.fy=ho(l,{value:i,scale:"fy"})),Hg(u,n),{channels:u,groups:Vc(l,u)}}if(t===void 0)return;let{channels:s,groups:o,data:a}=t;if(e.facet!=="auto"||e.data===a)return{channels:s,groups:o};a.length>0&&(o.size>1||o.size===1&&s.fx&&s.fy&&[...o][0][1].size>1)&&Wr(yr(e.data))===Wr(a)&&St(`Warning: the ${e.ariaLabel} mark appears to use faceted data, but isn\u2019t faceted. The mark data has the same length as the facet data and the mark facet option is "auto", but the mark data and facet data are distinct. If this mark should be faceted, set the mark facet option to true; otherwise, suppress this warning by setting the mark facet option to false.`)}function lE(e,t={}){return vr({...t,x:null,y:null},(n,r,i,s,o,a)=>a.getMarkState(e))}function uE(e){let t=[];for(let n of e){let r=n.tip;if(r){r===!0?r={}:typeof r=="string"&&(r={pointer:r});let{pointer:i,preferredAnchor:s}=r;i=/^x$/i.test(i)?B$:/^y$/i.test(i)?yg:z$,r=i(lE(n,r)),r.title=null,s===void 0&&(r.preferredAnchor=i===yg?"left":"bottom");let o=nS(n.data,r);o.facet=n.facet,o.facetAnchor=n.facetAnchor,t.push(o)}}return t}function cE(e,t,n){let{projection:r,x:i={},y:s={},fx:o={},fy:a={},axis:l,grid:u,facet:c={},facet:{axis:f=l,grid:d}=c,x:{axis:h=l,grid:p=h===null?null:u}=i,y:{axis:m=l,grid:b=m===null?null:u}=s,fx:{axis:y=f,grid:v=y===null?null:d}=o,fy:{axis:_=f,grid:x=_===null?null:d}=a}=n;(r||!so(i)&&!oS("x",e))&&(h=p=null),(r||!so(s)&&!oS("y",e))&&(m=b=null),t.has("fx")||(y=v=null),t.has("fy")||(_=x=null),h===void 0&&(h=!df(e,"x")),m===void 0&&(m=!df(e,"y")),y===void 0&&(y=!df(e,"fx")),_===void 0&&(_=!df(e,"fy")),h===!0&&(h="bottom"),m===!0&&(m="left"),y===!0&&(y=h==="top"||h===null?"bottom":"top"),_===!0&&(_=m==="right"||m===null?"left":"right");let S=[];return ff(S,x,_2,a),cf(S,_,b2,"right","left",c,a),ff(S,v,S2,o),cf(S,y,y2,"top","bottom",c,o),ff(S,b,w2,s),cf(S,m,Ng,"left","right",n,s),ff(S,p,$2,i),cf(S,h,Ig,"bottom","top",n,i),S}function cf(e,t,n,r,i,s,o){if(!t)return;let a=fE(t);o=dE(a?r:t,s,o);let{line:l}=o;(n===Ng||n===Ig)&&l&&!Vi(l)&&e.push(Z2(hE(o))),e.push(n(o)),a&&e.push(n({...o,anchor:i,label:null}))}function ff(e,t,n,r){!t||Vi(t)||e.push(n(pE(t,r)))}function fE(e){return/^\s*both\s*$/i.test(e)}function dE(e,t,{line:n=t.line,ticks:r,tickSize:i,tickSpacing:s,tickPadding:o,tickFormat:a,tickRotate:l,fontVariant:u,ariaLabel:c,ariaDescription:f,label:d=t.label,labelAnchor:h,labelArrow:p=t.labelArrow,labelOffset:m}){return{anchor:e,line:n,ticks:r,tickSize:i,tickSpacing:s,tickPadding:o,tickFormat:a,tickRotate:l,fontVariant:u,ariaLabel:c,ariaDescription:f,label:d,labelAnchor:h,labelArrow:p,labelOffset:m}}function hE(e){let{anchor:t,line:n}=e;return{anchor:t,facetAnchor:t+"-empty",stroke:n===!0?void 0:n}}function pE(e,{stroke:t=uo(e)?e:void 0,ticks:n=mE(e)?e:void 0,tickSpacing:r,ariaLabel:i,ariaDescription:s}){return{stroke:t,ticks:n,tickSpacing:r,ariaLabel:i,ariaDescription:s}}function mE(e){switch(typeof e){case"number":return!0;case"string":return!uo(e)}return $t(e)||typeof e?.range=="function"}function df(e,t){let n=`${t}-axis `;return e.some(r=>r.ariaLabel?.startsWith(n))}function oS(e,t){for(let n of t)for(let r in n.channels){let{scale:i}=n.channels[r];if(i===e||i==="projection")return!0}return!1}function gE(e,t){for(let n in e){let r=e[n],i=t[n];r.label===void 0&&i&&(r.label=i.label)}return e}function bE({fx:e,fy:t},n){let{marginTop:r,marginRight:i,marginBottom:s,marginLeft:o,width:a,height:l}=Bc(n),u=e&&aS(e),c=t&&aS(t);return{marginTop:t?c[0]:r,marginRight:e?a-u[1]:i,marginBottom:t?l-c[1]:s,marginLeft:e?u[0]:o,inset:{marginTop:n.marginTop,marginRight:n.marginRight,marginBottom:n.marginBottom,marginLeft:n.marginLeft},width:a,height:l}}function aS(e){let t=e.domain();if(t.length===0)return[0,e.bandwidth()];let n=e(t[0]),r=e(t[t.length-1]);return r<n&&([n,r]=[r,n]),[n,r+e.bandwidth()]}var yE=new Map([["basis",l1],["basis-closed",c1],["basis-open",d1],["bundle",p1],["bump-x",n1],["bump-y",r1],["cardinal",m1],["cardinal-closed",g1],["cardinal-open",b1],["catmull-rom",v1],["catmull-rom-closed",w1],["catmull-rom-open",$1],["linear",Li],["linear-closed",k1],["monotone-x",M1],["monotone-y",R1],["natural",E1],["step",P1],["step-after",N1],["step-before",D1]]);function qg(e=Li,t){if(typeof e=="function")return e;let n=yE.get(`${e}`.toLowerCase());if(!n)throw new Error(`unknown curve: ${e}`);if(t!==void 0){if("beta"in n)return n.beta(t);if("tension"in n)return n.tension(t);if("alpha"in n)return n.alpha(t)}return n}function uS(e=tl,t){return typeof e!="function"&&`${e}`.toLowerCase()==="auto"?tl:qg(e,t)}function tl(e){return Li(e)}function vE(e={y:"count"},t={}){[e,t]=_E(e,t);let{x:n,y:r}=t;return wE($E(n,t,ge),null,null,r,e,_o(t))}function xE(e,t,n={}){if(n?.interval==null)return n;let{reduce:r=Ic}=n,i={filter:null};return n[t]!=null&&(i[t]=r),n[`${t}1`]!=null&&(i[`${t}1`]=r),n[`${t}2`]!=null&&(i[`${t}2`]=r),e(i,n)}function hf(e={}){return xE(vE,"y",Gi(e,"x"))}function wE(e,t,n,r,{data:i=Gm,filter:s=Va,sort:o,reverse:a,...l}={},u={}){e=cS(e),t=cS(t),l=kE(l,u),i=pS(i,ge),o=o==null?void 0:dS("sort",o,u),s=s==null?void 0:hS("filter",s,u),n!=null&&Ha(l,"x","x1","x2")&&(n=null),r!=null&&Ha(l,"y","y1","y2")&&(r=null);let[c,f]=en(e),[d,h]=en(e),[p,m]=en(t),[b,y]=en(t),[v,_]=n!=null?[n,"x"]:r!=null?[r,"y"]:[],[x,S]=en(v),{x:w,y:$,z:C,fill:R,stroke:P,x1:A,x2:T,y1:O,y2:z,domain:M,cumulative:F,thresholds:I,interval:X,...L}=u,[V,G]=en(C),[j]=_t(R),[U]=_t(P),[se,le]=en(j),[ce,q]=en(U);return{..."z"in u&&{z:V||C},..."fill"in u&&{fill:se||R},..."stroke"in u&&{stroke:ce||P},...Ki(L,(Q,D,H)=>{let Y=Fa(ke(Q,v),H?.[_]),E=ke(Q,C),fe=ke(Q,j),Z=ke(Q,U),pe=x_(l,{z:E,fill:fe,stroke:Z}),_e=[],nt=[],Mr=Y&&S([]),ri=E&&G([]),KT=fe&&le([]),GT=Z&&q([]),qb=e&&f([]),jT=e&&h([]),Ub=t&&m([]),YT=t&&y([]),WT=ME(e,t,Q),XT=0;for(let ss of l)ss.initialize(Q);o&&o.initialize(Q),s&&s.initialize(Q);for(let ss of D){let Kb=[];for(let os of l)os.scope("facet",ss);o&&o.scope("facet",ss),s&&s.scope("facet",ss);for(let[os,ZT]of Km(ss,pe))for(let[JT,Pl]of Km(ZT,Y))for(let[wn,Jn]of WT(Pl))if(pe&&(Jn.z=os),!(s&&!s.reduce(wn,Jn))){Kb.push(XT++),nt.push(i.reduceIndex(wn,Q,Jn)),Y&&Mr.push(JT),E&&ri.push(pe===E?os:E[(wn.length>0?wn:Pl)[0]]),fe&&KT.push(pe===fe?os:fe[(wn.length>0?wn:Pl)[0]]),Z&&GT.push(pe===Z?os:Z[(wn.length>0?wn:Pl)[0]]),qb&&(qb.push(Jn.x1),jT.push(Jn.x2)),Ub&&(Ub.push(Jn.y1),YT.push(Jn.y2));for(let QT of l)QT.reduce(wn,Jn);o&&o.reduce(wn,Jn)}_e.push(Kb)}return w_(_e,o,a),{data:nt,facets:_e}}),...!Ha(l,"x")&&(c?{x1:c,x2:d,x:Ba(c,d)}:{x:w,x1:A,x2:T}),...!Ha(l,"y")&&(p?{y1:p,y2:b,y:Ba(p,b)}:{y:$,y1:O,y2:z}),...x&&{[_]:x},...Object.fromEntries(l.map(({name:Q,output:D})=>[Q,D]))}}function _E({cumulative:e,domain:t,thresholds:n,interval:r,...i},s){return[i,{cumulative:e,domain:t,thresholds:n,interval:r,...s}]}function $E(e,{cumulative:t,domain:n,thresholds:r,interval:i},s){return e={...Un(e)},e.domain===void 0&&(e.domain=n),e.cumulative===void 0&&(e.cumulative=t),e.thresholds===void 0&&(e.thresholds=r),e.interval===void 0&&(e.interval=i),e.value===void 0&&(e.value=s),e.thresholds=SE(e.thresholds,e.interval),e}function cS(e){if(e==null)return;let{value:t,cumulative:n,domain:r=tt,thresholds:i}=e,s=o=>{let a=ke(o,t),l;if(Oe(a)||CE(i)){a=ye(a,Pm,Float64Array);let[c,f]=typeof r=="function"?r(a):r,d=typeof i=="function"&&!Xr(i)?i(a,c,f):i;typeof d=="number"&&(d=ic(c,f,d)),Xr(d)&&(r===tt&&(c=d.floor(c),f=d.offset(d.floor(f))),d=d.range(c,d.offset(f))),l=d}else{a=Vn(a);let[c,f]=typeof r=="function"?r(a):r,d=typeof i=="function"&&!Xr(i)?i(a,c,f):i;if(typeof d=="number")if(r===tt){let h=Ds(c,f,d);if(isFinite(h))if(h>0){let p=Math.round(c/h),m=Math.round(f/h);p*h<=c||--p,m*h>f||++m;let b=m-p+1;d=new Float64Array(b);for(let y=0;y<b;++y)d[y]=(p+y)*h}else if(h<0){h=-h;let p=Math.round(c*h),m=Math.round(f*h);p/h<=c||--p,m/h>f||++m;let b=m-p+1;d=new Float64Array(b);for(let y=0;y<b;++y)d[y]=(p+y)/h}else d=[c];else d=[c]}else d=Or(c,f,d);else Xr(d)&&(r===tt&&(c=d.floor(c),f=d.offset(d.floor(f))),d=d.range(c,d.offset(f)));l=d}let u=[];if(l.length===1)u.push([l[0],l[0]]);else for(let c=1;c<l.length;++c)u.push([l[c-1],l[c]]);return u.bin=(n<0?AE:n>0?RE:Ug)(u,l,a),u};return s.label=mn(t),s}function SE(e,t,n=fS){if(e===void 0)return t===void 0?n:qn(t);if(typeof e=="string"){switch(e.toLowerCase()){case"freedman-diaconis":return P0;case"scott":return $d;case"sturges":return C0;case"auto":return fS}return Oa(e)}return e}function kE(e,t){return v_(e,t,dS)}function dS(e,t,n){return qm(e,t,n,hS)}function hS(e,t,n){return Um(e,t,n,pS)}function pS(e,t){return qa(e,t,TE)}function TE(e){switch(`${e}`.toLowerCase()){case"x":return EE;case"x1":return DE;case"x2":return NE;case"y":return PE;case"y1":return IE;case"y2":return LE;case"z":return __}throw new Error(`invalid bin reduce: ${e}`)}function fS(e,t,n){return Math.min(200,$d(e,t,n))}function CE(e){return Q1(e)||$t(e)&&Oe(e)}function ME(e,t,n){let r=e?.(n),i=t?.(n);return r&&i?function*(s){let o=r.bin(s);for(let[a,[l,u]]of r.entries()){let c=i.bin(o[a]);for(let[f,[d,h]]of i.entries())yield[c[f],{data:n,x1:l,y1:d,x2:u,y2:h}]}}:r?function*(s){let o=r.bin(s);for(let[a,[l,u]]of r.entries())yield[o[a],{data:n,x1:l,x2:u}]}:function*(s){let o=i.bin(s);for(let[a,[l,u]]of i.entries())yield[o[a],{data:n,y1:l,y2:u}]}}function Ug(e,t,n){return t=Vn(t),r=>{let i=e.map(()=>[]);for(let s of r)i[Is(t,n[s])-1]?.push(s);return i}}function RE(e,t,n){let r=Ug(e,t,n);return i=>{let s=r(i);for(let o=1,a=s.length;o<a;++o){let l=s[o-1],u=s[o];for(let c of l)u.push(c)}return s}}function AE(e,t,n){let r=Ug(e,t,n);return i=>{let s=r(i);for(let o=s.length-2;o>=0;--o){let a=s[o+1],l=s[o];for(let u of a)l.push(u)}return s}}function mS(e,t){let n=(+e+ +t)/2;return e instanceof Date?new Date(n):n}var EE={reduceIndex(e,t,{x1:n,x2:r}){return mS(n,r)}},PE={reduceIndex(e,t,{y1:n,y2:r}){return mS(n,r)}},DE={reduceIndex(e,t,{x1:n}){return n}},NE={reduceIndex(e,t,{x2:n}){return n}},IE={reduceIndex(e,t,{y1:n}){return n}},LE={reduceIndex(e,t,{y2:n}){return n}};var zE={ariaLabel:"area",strokeWidth:1,strokeLinecap:"round",strokeLinejoin:"round",strokeMiterlimit:1},pf=class extends be{constructor(t,n={}){let{x1:r,y1:i,x2:s,y2:o,z:a,curve:l,tension:u}=n;super(t,{x1:{value:r,scale:"x"},y1:{value:i,scale:"y"},x2:{value:s,scale:"x",optional:!0},y2:{value:o,scale:"y",optional:!0},z:{value:ao(n),optional:!0}},n,zE),this.z=a,this.curve=qg(l,u)}filter(t){return t}render(t,n,r,i,s){let{x1:o,y1:a,x2:l=o,y2:u=a}=r;return ue("svg:g",s).call(Ae,this,i,s).call(Ee,this,n,0,0).call(c=>c.selectAll().data(Yc(t,[o,a,l,u],this,r)).enter().append("path").call(Te,this).call(jc,this,r).attr("d",e1().curve(this.curve).defined(f=>f>=0).x0(f=>o[f]).y0(f=>a[f]).x1(f=>l[f]).y1(f=>u[f]))).node()}};function nl(e,t){let{x:n=dn,...r}=hf(t);return new pf(e,Co(To({...r,x1:n,x2:void 0},n===dn?"y2":"y")))}var BE={ariaLabel:"bar"},Kg=class extends be{constructor(t,n,r={},i=BE){super(t,n,r,i),Za(this,r),Ja(this,r)}render(t,n,r,i,s){let{rx:o,ry:a,rx1y1:l,rx1y2:u,rx2y1:c,rx2y2:f}=this,d=this._x(n,r,i),h=this._y(n,r,i),p=this._width(n,r,i),m=this._height(n,r,i);return ue("svg:g",s).call(Ae,this,i,s).call(this._transform,this,n).call(b=>b.selectAll().data(t).enter().call(l||u||c||f?y=>y.append("path").call(Te,this).call(Qa,d,h,gS(d,p),gS(h,m),this).call(Ke,this,r):y=>y.append("rect").call(Te,this).attr("x",d).attr("width",p).attr("y",h).attr("height",m).call(J,"rx",o).call(J,"ry",a).call(Ke,this,r))).node()}_x(t,{x:n},{marginLeft:r}){let{insetLeft:i}=this;return n?s=>n[s]+i:r+i}_y(t,{y:n},{marginTop:r}){let{insetTop:i}=this;return n?s=>n[s]+i:r+i}_width({x:t},{x:n},{marginRight:r,marginLeft:i,width:s}){let{insetLeft:o,insetRight:a}=this,l=n&&t?t.bandwidth():s-r-i;return Math.max(0,l-o-a)}_height({y:t},{y:n},{marginTop:r,marginBottom:i,height:s}){let{insetTop:o,insetBottom:a}=this,l=n&&t?t.bandwidth():s-r-i;return Math.max(0,l-o-a)}};function gS(e,t){return typeof e=="function"&&typeof t=="function"?n=>e(n)+t(n):typeof e=="function"?n=>e(n)+t:typeof t=="function"?n=>e+t(n):e+t}var mf=class extends Kg{constructor(t,n={},r){let{x:i,y1:s,y2:o}=n;super(t,{y1:{value:s,scale:"y"},y2:{value:o,scale:"y"},x:{value:i,scale:"x",type:"band",optional:!0}},n,r)}_transform(t,n,{y:r}){t.call(Ee,n,{y:r},0,0)}_y({y:t},{y1:n,y2:r},{marginTop:i}){let{insetTop:s}=this;return gn(t)?i+s:o=>Math.min(n[o],r[o])+s}_height({y:t},{y1:n,y2:r},{marginTop:i,marginBottom:s,height:o}){let{insetTop:a,insetBottom:l}=this;return gn(t)?o-i-s-a-l:u=>Math.max(0,Math.abs(r[u]-n[u])-a-l)}};function Gg(e,t={}){return Mc(t)||(t={...t,x:dn,y2:ge}),new mf(e,Co(Zc(To(t))))}var FE={ariaLabel:"dot",fill:"none",stroke:"currentColor",strokeWidth:1.5};function VE(e){return e.sort===void 0&&e.reverse===void 0?g_({channel:"-r"},e):e}var gf=class extends be{constructor(t,n={}){let{x:r,y:i,r:s,rotate:o,symbol:a=Oi,frameAnchor:l}=n,[u,c]=Ie(o,0),[f,d]=h_(a),[h,p]=Ie(s,f==null?3:4.5);super(t,{x:{value:r,scale:"x",optional:!0},y:{value:i,scale:"y",optional:!0},r:{value:h,scale:"r",filter:Bi,optional:!0},rotate:{value:u,optional:!0},symbol:{value:f,scale:"auto",optional:!0}},VE(n),FE),this.r=p,this.rotate=c,this.symbol=d,this.frameAnchor=Zr(l);let{channels:m}=this,{symbol:b}=m;if(b){let{fill:y,stroke:v}=m;b.hint={fill:y?y.value===b.value?"color":"currentColor":this.fill??"currentColor",stroke:v?v.value===b.value?"color":"currentColor":this.stroke??"none"}}}render(t,n,r,i,s){let{x:o,y:a}=n,{x:l,y:u,r:c,rotate:f,symbol:d}=r,{r:h,rotate:p,symbol:m}=this,[b,y]=jn(this,i),v=m===Oi,_=c?void 0:h*h*Math.PI;return eo(h)&&(t=[]),ue("svg:g",s).call(Ae,this,i,s).call(Ee,this,{x:l&&o,y:u&&a}).call(x=>x.selectAll().data(t).enter().append(v?"circle":"path").call(Te,this).call(v?S=>{S.attr("cx",l?w=>l[w]:b).attr("cy",u?w=>u[w]:y).attr("r",c?w=>c[w]:h)}:S=>{S.attr("transform",$o`translate(${l?w=>l[w]:b},${u?w=>u[w]:y})${f?w=>` rotate(${f[w]})`:p?` rotate(${p})`:""}`).attr("d",c&&d?w=>{let $=An();return d[w].draw($,c[w]*c[w]*Math.PI),$}:c?w=>{let $=An();return m.draw($,c[w]*c[w]*Math.PI),$}:d?w=>{let $=An();return d[w].draw($,_),$}:(()=>{let w=An();return m.draw(w,_),w})())}).call(Ke,this,r)).node()}};function rl(e,{x:t,y:n,...r}={}){return r.frameAnchor===void 0&&([t,n]=pn(t,n)),new gf(e,{...r,x:t,y:n})}var HE={ariaLabel:"line",fill:"none",stroke:"currentColor",strokeWidth:1.5,strokeLinecap:"round",strokeLinejoin:"round",strokeMiterlimit:1},il=class extends be{constructor(t,n={}){let{x:r,y:i,z:s,curve:o,tension:a}=n;super(t,{x:{value:r,scale:"x"},y:{value:i,scale:"y"},z:{value:ao(n),optional:!0}},n,HE),this.z=s,this.curve=uS(o,a),ji(this,n)}filter(t){return t}project(t,n,r){this.curve!==tl&&super.project(t,n,r)}render(t,n,r,i,s){let{x:o,y:a}=r,{curve:l}=this;return ue("svg:g",s).call(Ae,this,i,s).call(Ee,this,n).call(u=>u.selectAll().data(Yc(t,[o,a],this,r)).enter().append("path").call(Te,this).call(jc,this,r).call(q$,this,r,s).attr("d",l===tl&&s.projection?qE(s.path(),o,a):nm().curve(l).defined(c=>c>=0).x(c=>o[c]).y(c=>a[c]))).node()}};function qE(e,t,n){return t=Vn(t),n=Vn(n),r=>{let i=[],s=[i];for(let o of r)o===-1?(i=[],s.push(i)):i.push([t[o],n[o]]);return e({type:"MultiLineString",coordinates:s})}}function jg(e,{x:t,y:n,...r}={}){return[t,n]=pn(t,n),new il(e,{...r,x:t,y:n})}function Mo(e,{x:t=dn,y:n=ge,...r}={}){return new il(e,hf({...r,x:t,y:n}))}var UE={ariaLabel:"tick",fill:null,stroke:"currentColor"},Yg=class extends be{constructor(t,n,r){super(t,n,r,UE),ji(this,r)}render(t,n,r,i,s){return ue("svg:g",s).call(Ae,this,i,s).call(this._transform,this,n).call(o=>o.selectAll().data(t).enter().append("line").call(Te,this).attr("x1",this._x1(n,r,i)).attr("x2",this._x2(n,r,i)).attr("y1",this._y1(n,r,i)).attr("y2",this._y2(n,r,i)).call(Ke,this,r).call(Ya,this,r,s)).node()}};var bf=class extends Yg{constructor(t,n={}){let{x:r,y:i,inset:s=0,insetRight:o=s,insetLeft:a=s}=n;super(t,{y:{value:i,scale:"y"},x:{value:r,scale:"x",type:"band",optional:!0}},n),this.insetRight=Re(o),this.insetLeft=Re(a)}_transform(t,n,{y:r}){t.call(Ee,n,{y:r},0,Ue)}_x1({x:t},{x:n},{marginLeft:r}){let{insetLeft:i}=this;return n&&t?s=>n[s]+i:r+i}_x2({x:t},{x:n},{width:r,marginRight:i}){let{insetRight:s}=this;return n&&t?o=>n[o]+t.bandwidth()-s:r-i-s}_y1(t,{y:n}){return r=>n[r]}_y2(t,{y:n}){return r=>n[r]}};function yf(e,{y:t=ge,...n}={}){return new bf(e,{...n,y:t})}be.prototype.plot=function({marks:e=[],...t}={}){return Ge({...t,marks:[...e,this]})};var sl=class extends W{constructor(){super();this.chart=null;this.histogram=null,this.metric=""}willUpdate(n){(n.has("histogram")||n.has("metric"))&&(this.chart=this.draw())}draw(){let n=this.histogram;return!n||n.bins.length===0?null:Ge({width:ms,height:170,marginLeft:44,marginBottom:34,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{label:`gap (${this.metric})`,labelAnchor:"center",labelArrow:"none",nice:!1},y:{label:"labels",labelArrow:"none",grid:!0,ticks:Math.min(5,Math.max(...n.bins.map(r=>r.count)))},marks:[ei(n.bins,{x1:"x0",x2:"x1",y:"count",fill:fi,fillOpacity:.85,insetLeft:.5,insetRight:.5}),yn([0],{stroke:"var(--chart-rule)"}),It([0],{stroke:"var(--chart-ink)",strokeDasharray:"3,3"})]})}render(){let n=this.histogram;if(!n)return k;let{posInf:r,negInf:i,undefined:s}=n.nonFinite,o=[r?`${N(r)} at +\u221E`:"",i?`${N(i)} at \u2212\u221E`:"",s?`${N(s)} undefined`:""].filter(Boolean);return g`
      <h3>Gap distribution</h3>
      <div class="chart">${this.chart??g`<div class="muted">No finite gap to plot.</div>`}</div>
      <div class="note muted">
        ${N(n.finite)} finite gap${n.finite===1?"":"s"}${o.length?g`; not plotted: ${o.join(", ")}`:k}
      </div>
    `}};sl.properties={histogram:{attribute:!1},metric:{attribute:!1}},sl.styles=[ee,K`
      :host {
        display: block;
      }
      .chart {
        min-height: 40px;
      }
      .note {
        font-size: 11px;
      }
    `];customElements.define("fairness-gap-histogram",sl);var ol=class extends W{constructor(){super();this.chart=null;this.distribution=null,this.k=100,this.sortLabel="",this.kText="100"}willUpdate(n){n.has("k")&&Number(this.kText)!==this.k&&(this.kText=String(this.k)),n.has("distribution")&&(this.chart=this.draw())}draw(){let n=this.distribution;if(!n||n.bins.length===0)return null;let r=Math.max(1,n.topShown),i=Math.max(1,n.allShown),s=n.bins.map(o=>({x0:o.x0,x1:o.x1,top:o.top/r,all:o.all/i}));return Ge({width:ms,height:170,marginLeft:44,marginBottom:34,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{type:"log",label:"c(y): examples with the label",labelAnchor:"center",labelArrow:"none"},y:{label:"share of labels",labelArrow:"none",grid:!0,percent:!0},marks:[ei(s,{x1:"x0",x2:"x1",y:"top",fill:fi,fillOpacity:.85,insetLeft:.5,insetRight:.5}),ei(s,{x1:"x0",x2:"x1",y:"all",fill:"none",stroke:"var(--chart-ink)",strokeWidth:1}),yn([0],{stroke:"var(--chart-rule)"})]})}onK(n){let r=n.target.value;this.kText=r;let i=Number(r);r.trim()!==""&&Number.isSafeInteger(i)&&i>=1&&this.dispatchEvent(new CustomEvent("topk-change",{detail:i,bubbles:!0,composed:!0}))}render(){let n=this.distribution;if(!n)return k;let r=Number(this.kText),i=!(this.kText.trim()!==""&&Number.isSafeInteger(r)&&r>=1);return g`
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
        <span class="key" style="background:${fi}"></span>top ${N(n.k)}${n.topMedian!==null?g` (median c(y) ${N(n.topMedian)})`:k}
        <span class="key" style="border:1px solid var(--chart-ink)"></span>all ${N(n.allShown)} shown${n.allMedian!==null?g` (median ${N(n.allMedian)})`:k}${n.zero?g`; ${N(n.zero)} of the top with c(y) = 0 not plotted`:k}
      </div>
    `}};ol.properties={distribution:{attribute:!1},k:{attribute:!1},sortLabel:{attribute:!1},kText:{state:!0}},ol.styles=[ee,K`
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
    `];customElements.define("fairness-count-distribution",ol);var yS="label_associations",bS="gaps",al=class extends W{constructor(n){super();this.request=new Ce;this.shell=new yt(this,[this.request]);this.downloads=new kn(this,()=>this.api,()=>this.declaration);this.identitiesConfirmed=!1;this.order=null;this.search={regex:null,error:null};this.visible=new Int32Array(0);this.visibleList=[];this.histogram=null;this.counts=null;this.domain=[-1,1];this.api=n??new Ot,this.info=null,this.declaration=null,this.params=[],this.selection=eu(null),this.data=null}async load(){let{run:n,tag:r,step:i}=this.report,{metric:s,a:o,b:a,level:l,fdr:u,minCount:c,rankBy:f}=this.selection,d=!this.identitiesConfirmed;this.shell.start();let h=(b,y)=>y===cs(this.declaration,b)?null:y,p={level:h("level",l),fdr:h("fdr",u),min_count:c,rank_by:h("rank_by",f)},m;try{m=await this.request.run(b=>this.api.associations(yS,{run:n,tag:r,step:i,metric:s,a:o,b:a,...p},b))}catch(b){if(d&&(o!==null||a!==null)&&b instanceof tr&&b.status===400){this.setSelectionState({...this.selection,a:null,b:null}),this.load();return}this.data=null,this.shell.fail(b);return}m!==$e&&(this.data=m,this.identitiesConfirmed=!0,(this.selection.a===null||this.selection.metric!==m.metric)&&this.setSelectionState({...this.selection,a:m.a,metric:m.metric}),this.shell.ready())}setSelectionState(n){this.selection=n,et(this,id(n,this.declaration))}onSelectionChange(n){let r=this.selection,i={...r,...n};n.rankBy!==void 0&&n.rankBy!==r.rankBy&&n.sort===void 0&&(i.sort=Uo(n.rankBy),i.dir="desc"),this.setSelectionState(i),(i.rankBy!==r.rankBy||i.level!==r.level||i.fdr!==r.fdr||i.minCount!==r.minCount||i.metric!==r.metric||i.a!==r.a||i.b!==r.b)&&((i.a!==r.a||i.b!==r.b)&&(this.identitiesConfirmed=!0),this.load())}resetSelection(){this.setSelectionState(eu(this.declaration)),this.identitiesConfirmed=!1,this.report.step!==null?Pr(this,{step:null}):this.load()}downloadCsv(){let n=this.data;if(!n)return;let r=Rt(["fairness",n.run,n.tag,`step${n.step}`,n.metric,n.a,"vs",n.b??"rest"]);this.downloads.download("download",{run:n.run,tag:n.tag,step:n.step,table:bS,options:jy(n)},r)}willUpdate(n){if(!this.hasUpdated)this.selection=zy(this.params,this.declaration),et(this,id(this.selection,this.declaration)),this.load();else{let h=n.get("report");h&&(h.run!==this.report.run||h.tag!==this.report.tag)&&(this.identitiesConfirmed=!1),(n.has("report")&&Dr(h,this.report)||n.has("info")&&Nr(n.get("info"),this.info,this.report))&&this.load()}let r=n.get("selection"),i=this.selection,s=this.data,o=n.has("data"),a=r===void 0,l=!a&&(r.sort!==i.sort||r.dir!==i.dir),u=a||r.search!==i.search,c=a||r.gap[0]!==i.gap[0]||r.gap[1]!==i.gap[1]||r.count[0]!==i.count[0]||r.count[1]!==i.count[1]||r.significantOnly!==i.significantOnly,f=a||r.topK!==i.topK;if(u&&(this.search=ds(i.search)),!s){this.order=null,this.visible=new Int32Array(0),this.visibleList=[],this.histogram=null,this.counts=null;return}(o||l||this.order===null)&&(this.order=By(s,i.sort,i.dir)),o&&(this.domain=Ky(s));let d=!1;(o||l||u||c)&&(this.visible=Fy(s,this.order,{search:this.search.regex,gap:i.gap,count:i.count,significantOnly:i.significantOnly}),this.visibleList=Array.from(this.visible),d=!0),d&&(this.histogram=Hy(s,this.visible)),(d||f)&&(this.counts=qy(s,this.visible,i.topK))}renderSummary(n){let r=new Map(n.identities.map(a=>[a.name,a.count])),i=a=>r.has(a)?g` (${N(r.get(a))})`:k,s=n.identities.filter(a=>a.name!==n.a).length,o=this.info?.description??"";return g`<div class="summary" data-shown=${this.visible.length} data-total=${n.rows}>
      ${o?g`<span class="description">${o}</span>`:k}
      <span><b>N</b> = ${N(n.n)} examples · step ${n.step}</span>
      ${ys(this.visible.length,n.rows,"labels")}
      <span
        >A = <b>${n.a}</b>${i(n.a)} vs B =
        ${n.b===null?g`<b>rest</b> <span class="muted">(mean over ${s} other identit${s===1?"y":"ies"})</span>`:g`<b>${n.b}</b>${i(n.b)}`}</span
      >
      ${n.excluded_labels.length?g`<span class="muted" title="Identities that are predicted labels are left out of the rows"
            >not ranked: ${n.excluded_labels.join(", ")}</span
          >`:k}
    </div>`}renderLegend(n){let r=Gy(n);return g`<div class="legend" data-significant=${n.significant} data-insufficient=${n.insufficient}>
      <span class="interval">${r.interval}</span>
      <span class="significance"><span class="star">${r.significance.slice(0,1)}</span>${r.significance.slice(1)}</span>
      <span class="insufficient"><span class="grey"></span>${r.insufficient}</span>
      ${r.overlap?g`<span class="warning" role="note">⚠ ${r.overlap}</span>`:k}
    </div>`}render(){let n=this.selection,r=this.data,i=r?.metrics?.length?r.metrics:Ar(this.declaration,"metric").map(a=>({name:a,title:"",range:null})),s=this.shell.loading,o=`${n.sort} ${n.dir==="desc"?"\u25BC":"\u25B2"}`;return g`
      <fairness-controls
        .selection=${n}
        .metrics=${i}
        .identities=${r?.identities??[]}
        .reportMinCount=${r?.min_count??null}
        .declaration=${this.declaration}
        .searchError=${this.search.error}
        .canDownload=${r!==null&&!s&&this.downloads.pending===null}
        .downloadTitle=${$n(this.declaration,bS,r?.rows??null)+"; not only the rows the search and filters show"}
        @selection-change=${a=>this.onSelectionChange(a.detail)}
        @download-csv=${()=>this.downloadCsv()}
        ><slot name="report" slot="report"></slot
      ></fairness-controls>
      ${this.downloads.renderError()}
      ${this.shell.renderError("Could not load the report",[{label:"Reset the selection",run:()=>this.resetSelection()}])}
      ${this.shell.renderContent(r,a=>g`${this.renderSummary(a)} ${this.renderLegend(a)}
            <div class="main ${s?"stale":""}">
              <fairness-table
                .table=${a}
                .rows=${this.visibleList}
                .sort=${n.sort}
                .dir=${n.dir}
                .names=${{a:a.a,b:a.b_label,metric:a.metric}}
                .stats=${{level:a.level,fdr:a.fdr,minCount:a.min_count,domain:this.domain}}
                @sort-change=${l=>this.onSelectionChange({sort:l.detail.column,dir:l.detail.dir})}
              ></fairness-table>
              <div class="side">
                <fairness-gap-histogram .histogram=${this.histogram} .metric=${a.metric}></fairness-gap-histogram>
                <fairness-count-distribution
                  .distribution=${this.counts}
                  .k=${n.topK}
                  .sortLabel=${o}
                  @topk-change=${l=>this.onSelectionChange({topK:l.detail})}
                ></fairness-count-distribution>
              </div>
            </div>`,"Loading the report\u2026")}
    `}};al.properties={...Er,selection:{state:!0},data:{state:!0}},al.styles=[ee,st,di,hi,zt,K`
      .summary {
        min-height: 18px;
      }
      .main {
        flex: 1;
        min-height: 0;
        display: flex;
        gap: 16px;
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
        background: var(--dim-bg);
        border: 1px solid var(--input-border);
      }
      .legend .warning {
        flex-basis: 100%;
        color: var(--warn-fg);
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
    `];customElements.define("fairness-associations-view",al);var vS={kind:yS,title:"label-association",render:(e,t)=>g`<fairness-associations-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${t}</fairness-associations-view
    >`,hint:()=>g`No label-association reports: log one with <code>w.label_associations(…)</code>, one set of predicted
      label names per example with the identities among them (or a 0/1 matrix with <code>label_names=</code>, or
      scores with <code>threshold=</code>).`,example:`# One set of predicted label names per example; the identities are among them.
predictions = [{"man", "skateboard"}, {"woman", "apron"}, {"woman", "skateboard"}]
w.label_associations("associations/val", 0, predictions, identities=["man", "woman"])`};var KE=["class","n","cramers_v","band","p_value","accuracy","worst_group","worst_group_accuracy","gap"],GE=["class","worst_group"],xf=[.9,.95,.99],Wg=Object.freeze({cls:null,sort:"cramers_v",dir:"desc",search:""});function wf(e){return{...Wg,mev:Be(e,"mev"),level:Be(e,"level"),fdr:Be(e,"fdr")}}function Xg(e){return GE.includes(e)||e==="p_value"?"asc":"desc"}var kt={cls:"class",mev:"mev",level:"level",fdr:"fdr",sort:"sort",dir:"dir",search:"q"};function Zg(e,t){let n=[];return Me(n,kt.cls,e.cls),ut(n,kt.mev,e.mev,t),ut(n,kt.level,e.level,t),ut(n,kt.fdr,e.fdr,t),(e.sort!==Wg.sort||e.dir!==Wg.dir)&&(Me(n,kt.sort,e.sort),Me(n,kt.dir,e.dir)),Me(n,kt.search,e.search),n}function xS(e,t){let n=Mt(e),r=wf(t),i=n.get(kt.cls);r.cls=i===void 0||i===""?null:i,r.mev=sn(t,"mev",Se(n.get(kt.mev))),r.level=sn(t,"level",Se(n.get(kt.level))),r.fdr=sn(t,"fdr",Se(n.get(kt.fdr)));let s=n.get(kt.sort);if(s!==void 0&&KE.includes(s)){r.sort=s;let o=n.get(kt.dir);r.dir=o==="asc"||o==="desc"?o:Xg(r.sort)}return r.search=n.get(kt.search)??"",r}function jE(e){let t=0;for(;t<qo.length&&e>=qo[t];)t++;return gt[t]}function YE(e,t,n){if(t==="band"){let i=gt.indexOf(e.columns.band[n]);return i<0?NaN:i}let r=e.columns[t][n];return typeof r=="number"&&Number.isFinite(r)?r:NaN}function wS(e,t,n){let r=new Int32Array(e.rows);for(let o=0;o<r.length;o++)r[o]=o;let i=n==="asc"?1:-1;if(t==="class"||t==="worst_group"){let o=e.columns[t];return r.sort((a,l)=>{let u=o[a],c=o[l];return u===null||c===null?u===null&&c===null?a-l:u===null?1:-1:u<c?-i:u>c?i:a-l}),r}let s=new Float64Array(e.rows);for(let o=0;o<e.rows;o++)s[o]=YE(e,t,o);return r.sort((o,a)=>{let l=s[o],u=s[a],c=Number.isNaN(l),f=Number.isNaN(u);return c||f?c&&f?o-a:c?1:-1:l<u?-i:l>u?i:o-a}),r}function _S(e,t,n){return wy(e.columns.class,t,n)}function Ao(e){return`${Number((e*100).toPrecision(4))}%`}function $S(e){return String(Number(e.toPrecision(4)))}function Jg(e){return`significant after Benjamini\u2013Hochberg at FDR q = ${$S(e)}`}function Ro(e){return typeof e=="number"&&Number.isFinite(e)}function SS(e,t,n){let r=e.columns,i=e.states.cramers_v[t],s=i===null&&Ro(r.cramers_v[t]),o=s?null:`Undefined: ${i&&n[i]||i||"no value of V"}`,a=r.lower?.[t],l=r.upper?.[t],u=s&&Ro(a)&&Ro(l)?[a,l]:null,c=r.p_value?.[t],f=s&&Ro(c);return{interval:u,intervalText:u?`[${u[0].toFixed(2)}, ${u[1].toFixed(2)}]`:"\u2014",p:f?c:null,pText:f?At(c):"\u2014",pTitle:f?`p = ${c} (chi-square test of "group and prediction independent")`:o??"No p-value",significant:s&&r.significant?.[t]===!0,reason:o}}function kS(e){let t=0,n=e.columns.upper??[];for(let r=0;r<e.rows;r++){let i=n[r];Ro(i)&&i>t&&(t=i)}return[0,Math.min(1,Math.max(.1,Math.ceil(t*10-1e-9)/10))]}function WE(e){let t=0,n=e.columns.p_value??[];for(let r=0;r<e.rows;r++)Ro(n[r])&&t++;return t}function TS(e){let t=WE(e);return{interval:`whiskers: ${Ao(e.level)} interval of the population V (docs/statistics.md)`,significance:`\u2605 significant at FDR ${$S(e.fdr)}: ${e.significant} of ${t} class${t===1?"":"es"}`+(t<e.rows?` with a p-value (${e.rows-t} without V)`:"")}}var vf=20;function CS(e,t){let n=Object.fromEntries(gt.map(a=>[a,0])),r=new Map,i=0,s=0;for(let a=0;a<t.length;a++){let l=t[a],u=e.columns.cramers_v[l];if(typeof u!="number"||!Number.isFinite(u)){s++;continue}let c=gt.includes(e.columns.band[l]??"")?e.columns.band[l]:jE(u),d=Math.min(vf-1,Math.max(0,Math.floor(u*vf)))*gt.length+gt.indexOf(c);r.set(d,(r.get(d)??0)+1),n[c]++,i++}return{bins:[...r.entries()].sort(([a],[l])=>a-l).map(([a,l])=>{let u=Math.floor(a/gt.length);return{x0:u/vf,x1:(u+1)/vf,band:gt[a%gt.length],count:l}}),byBand:n,defined:i,undefined:s}}function MS(e){let t=0;return{panels:e.groups.map((r,i)=>{let s=e.group_n[i]??0,o=u=>s>0?u/s:0,a=e.labels.map((u,c)=>{let f=e.counts[i][c]??0;return{label:u,count:f,share:o(f),correct:e.correct[c]===!0,kept:e.kept[c]!==!1,other:!1}});if(e.other_labels>0){let u=e.other[i]??0;a.push({label:"",count:u,share:o(u),correct:!1,kept:!0,other:!0})}for(let u of a)u.share>t&&(t=u.share);let l=e.mistakes.filter(u=>u.group===r).sort((u,c)=>u.rank-c.rank);return{group:r,n:s,accuracy:e.group_accuracy[i]??null,bars:a,mistakes:l}}),maxShare:t,otherLabels:e.other_labels,totalLabels:e.total_labels,dropped:e.kept.filter(r=>r===!1).length}}var Qg="classes";function RS(e){return{mev:String(e.mev),level:String(e.level),fdr:String(e.fdr)}}var XE={class:{sub:"ground truth",title:"The ground-truth class"},n:{sub:"examples",title:"Examples of the class"},cramers_v:{sub:"Cram\xE9r's V",title:"Cram\xE9r's V of the table groups \xD7 predicted labels for this class: how strongly what the model predicts depends on the group (0: not at all)"},band:{sub:"effect size",title:"negligible < 0.1 \u2264 small < 0.3 \u2264 medium < 0.5 \u2264 large"},p_value:{sub:"\u03C7\xB2 test",title:'p-value of the chi-square test of "group and prediction independent" for this class; classes without V last'},accuracy:{sub:"of the class",title:"Accuracy on the examples of the class"},worst_group:{sub:"lowest accuracy",title:"The group with the lowest accuracy on this class"},worst_group_accuracy:{sub:"of the worst group",title:"Accuracy of the class's worst group"},gap:{sub:"accuracy \u2212 worst",title:"Accuracy of the class minus that of its worst group"}},ZE="Sorted last in both directions and left out of SkewSize.",JE=["class","n","cramers_v","band","interval","p_value","mark","accuracy","worst_group","worst_group_accuracy","gap"],eb=64,tb=14;function QE([e,t],n,[r,i]){let o=f=>Math.min(eb-3,Math.max(3,(f-r)/(i-r)*(eb-6)+3)),a=tb/2,l=o(e),u=o(t),c=[.1,.3,.5].filter(f=>f<i).map(f=>`M${o(f)},1V${tb-1}`).join("");return g`<svg class="whisker" width=${eb} height=${tb} aria-hidden="true">
    <path class="edge" d=${c}></path>
    <path class="bar" d=${`M${l},${a}H${u}M${l},${a-3}V${a+3}M${u},${a-3}V${a+3}`}></path>
    <circle class="dot" cx=${o(n)} cy=${a} r="2.5"></circle>
  </svg>`}var ll=class extends W{constructor(){super();this.renderRow=(n,r)=>{let i=this.table,s=i.columns,o=s.class[n],a=s.cramers_v[n],l=i.states.cramers_v[n],u=`Undefined: ${l&&this.reasons[l]||l||"no value"}. ${ZE}`,c=`Undefined: ${this.reasons.no_examples??"no examples of this class"}.`,f=s.band[n],d=s.worst_group[n],h=o===this.selected,p=SS(i,n,this.reasons),m=Jg(this.stats.fdr);return g`<div
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
      <div class="cell num" role="cell" data-col="n">${N(s.n[n])}</div>
      ${this.numberCell("cramers_v",a,rr(a),u)}
      ${f?g`<div class="cell" role="cell" data-col="band" data-band=${f}>
            <span class="chip" style="background:${pi[f]}"></span>${f}
          </div>`:g`<div class="cell undef" role="cell" data-col="band" title=${u}>—</div>`}
      ${p.interval&&a!==null?g`<div
            class="cell interval"
            role="cell"
            data-col="interval"
            data-lower=${String(p.interval[0])}
            data-upper=${String(p.interval[1])}
            title=${`V = ${a}; ${Ao(this.stats.level)} interval of the population V: [${p.interval[0]}, ${p.interval[1]}]`}
          >
            ${QE(p.interval,a,this.stats.domain)}<span class="text">${p.intervalText}</span>
          </div>`:g`<div class="cell interval undef" role="cell" data-col="interval" title=${p.reason??"No interval"}>—</div>`}
      <div class="cell num ${p.p===null?"why undef":""}" role="cell" data-col="p_value" data-value=${p.p===null?"":String(p.p)} title=${p.pTitle}>
        ${p.pText}
      </div>
      ${mu(p.significant,m)}
      ${this.numberCell("accuracy",s.accuracy[n],Fe(s.accuracy[n]),c)}
      <div class="cell" role="cell" data-col="worst_group" title=${d??""}>${d??"\u2014"}</div>
      ${this.numberCell("worst_group_accuracy",s.worst_group_accuracy[n],Fe(s.worst_group_accuracy[n]),c)}
      ${this.numberCell("gap",s.gap[n],Zl(s.gap[n]),c)}
    </div>`};this.table=null,this.rows=[],this.sort="cramers_v",this.dir="desc",this.reasons={},this.selected=null,this.stats=null}select(n){this.dispatchEvent(new CustomEvent("class-select",{detail:n,bubbles:!0,composed:!0}))}columns(){let n=Ao(this.stats.level),r=g`<span class="mark" role="columnheader" data-col="significant" title=${`\u2605: ${Jg(this.stats.fdr)}`}
      >★</span
    >`,i=g`<span
      class="interval"
      role="columnheader"
      data-col="interval"
      title=${`The ${n} interval of the population V of this class (docs/statistics.md); the dot is V, dotted lines are the band edges 0.1, 0.3, 0.5`}
    >
      <span class="top"><span class="col-name">interval</span></span>
      <span class="sub">${n} of V</span>
    </span>`;return JE.map(s=>s==="mark"?{header:r}:s==="interval"?{header:i}:{key:s,name:s,text:s==="class"||s==="worst_group",...XE[s]})}numberCell(n,r,i,s){return r===null||!Number.isFinite(r)?g`<div class="cell num undef" role="cell" data-col=${n} data-state="undefined" title=${s}>
        undefined
      </div>`:g`<div class="cell num" role="cell" data-col=${n} title=${String(r)}>${i}</div>`}updated(n){let r=n.has("table")&&n.get("table")==null;if(this.selected===null||!(n.has("selected")||r)||!this.table)return;let i=this.table.columns.class,s=this.rows.findIndex(l=>i[l]===this.selected),o=this.renderRoot.querySelector("lit-virtualizer");if(s<0||!o)return;(async()=>{await o.updateComplete,await o.layoutComplete,o.element(s)?.scrollIntoView({block:"nearest"})})().catch(()=>{})}render(){return!this.table||!this.stats?k:Cs(this,{columns:this.columns(),defaultDir:Xg,renderRow:this.renderRow,label:"Classes by Cram\xE9r's V",empty:this.table.rows===0?"This report has no classes.":"No class matches the search."})}};ll.properties={...Lr,reasons:{attribute:!1},selected:{attribute:!1},stats:{attribute:!1}},ll.styles=[ee,...Rs,bu,K`
      .head,
      .row {
        grid-template-columns: minmax(120px, 1fr) 64px 92px 100px 140px 72px 22px 80px minmax(90px, 0.4fr) 92px 84px;
        min-width: 980px;
      }
      .head button {
        padding: 4px 6px 4px 4px;
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
        min-width: 980px;
      }
      .row {
        cursor: pointer;
      }
      .row:focus-visible {
        outline: 2px solid var(--accent);
        outline-offset: -2px;
      }
      .row[aria-selected='true'] {
        background: var(--selected-bg);
        box-shadow: inset 3px 0 0 var(--accent);
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
    `];customElements.define("fairness-skew-table",ll);var ul=class extends W{constructor(){super();this.chart=null;this.histogram=null,this.marker=null}willUpdate(n){(n.has("histogram")||n.has("marker"))&&(this.chart=this.draw())}draw(){let n=this.histogram;if(!n||n.bins.length===0)return null;let r=Math.max(...n.bins.map(i=>i.count));return Ge({width:ms,height:170,marginLeft:44,marginBottom:34,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{domain:[0,1],label:"Cram\xE9r's V",labelAnchor:"center",labelArrow:"none",ticks:5},y:{label:"classes",labelArrow:"none",grid:!0,ticks:Math.min(5,r)},color:{domain:[...gt],range:gt.map(i=>pi[i])},marks:[ei(n.bins,{x1:"x0",x2:"x1",y:"count",fill:"band",insetLeft:.5,insetRight:.5,title:i=>`${i.count} class${i.count===1?"":"es"} with V in [${i.x0.toFixed(2)}, ${i.x1.toFixed(2)}) (${i.band})`}),It(qo,{stroke:"var(--chart-rule)",strokeDasharray:"2,3"}),yn([0],{stroke:"var(--chart-rule)"}),...this.marker!==null?[It([this.marker],{stroke:"var(--fg)",strokeWidth:1.5,title:()=>"the selected class"})]:[]]})}render(){let n=this.histogram;return n?g`
      <h3>Effect sizes by class</h3>
      <div class="chart">${this.chart??g`<div class="muted">No class with a value of V to plot.</div>`}</div>
      <div class="legend">
        ${gt.map(r=>g`<span data-band=${r}
              ><span class="key" style="background:${pi[r]}"></span>${r} ${N(n.byBand[r])}</span
            >`)}
      </div>
      <div class="note muted">
        ${this.marker!==null?"The solid line marks the selected class. ":""}${N(n.defined)} class${n.defined===1?"":"es"} with V${n.undefined?`; ${N(n.undefined)} undefined, not plotted`:""}
      </div>
    `:g``}};ul.properties={histogram:{attribute:!1},marker:{attribute:!1}},ul.styles=[ee,K`
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
    `];customElements.define("fairness-skew-histogram",ul);var cl=class extends W{constructor(){super();this.panels=null;this.cls="",this.data=null,this.status="loading",this.error=null,this.reasons={}}willUpdate(n){n.has("data")&&(this.panels=this.data?MS(this.data):null)}close(){this.dispatchEvent(new CustomEvent("class-close",{bubbles:!0,composed:!0}))}renderBar(n,r,i){let s=r>0?n.share/r*100:0,o=n.other?`other (${N(i)} more label${i===1?"":"s"})`:n.label,a=[n.correct?"the correct label":"",n.kept?"":"dropped from V by the mev filter (an expected count below mev)"].filter(Boolean),l=`${o}: ${N(n.count)} (${Fe(n.share)} of the group)${a.length?" \u2014 "+a.join("; "):""}`,u=["bar-row",n.correct?"correct":"",n.kept?"":"dropped",n.other?"other":""].filter(Boolean).join(" ");return g`<div
      class=${u}
      role="listitem"
      data-label=${n.other?k:n.label}
      data-other=${n.other?"true":k}
      data-count=${n.count}
      data-share=${n.share}
      data-correct=${n.correct?"true":"false"}
      data-kept=${n.kept?"true":"false"}
      title=${l}
    >
      <span class="label">${o}${n.correct?" \u2713":""}</span>
      <span class="track"><span class="fill" style="width: ${s.toFixed(2)}%"></span></span>
      <span class="val">${Fe(n.share)} (${N(n.count)})</span>
    </div>`}renderPanel(n,r){return g`<div class="panel" data-group=${n.group}>
      <h4 title=${n.group}>${n.group}</h4>
      <div class="meta muted">
        n = ${N(n.n)}${n.accuracy!==null?g` · accuracy ${Fe(n.accuracy)}`:k}
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
                    <td class="num">${N(i.count)}</td>
                    <td class="num" title=${String(i.share)}>${Fe(i.share)}</td>
                  </tr>`)}
            </tbody>
          </table>`:g`<div class="muted">No mistakes in this group.</div>`}
    </div>`}renderHeader(n){let r=k;n&&(r=n.cramers_v!==null?g`<span data-key="cramers_v" data-value=${n.cramers_v}
              >V = <b>${rr(n.cramers_v)}</b>
              ${n.band?g`<span><span class="chip" style="background:${pi[n.band]}"></span>${n.band}</span>`:k}</span
            >`:g`<span data-key="cramers_v" data-state=${n.state??"undefined"} class="muted"
              >V undefined: ${n.state&&this.reasons[n.state]||n.state}</span
            >`);let i=this.panels;return g`<header>
      <h3 title=${this.cls}>${this.cls}</h3>
      ${r}
      ${n&&i?g`<span class="muted"
            >${n.groups.length} group${n.groups.length===1?"":"s"} × ${N(n.total_labels)} predicted
            label${n.total_labels===1?"":"s"}${i.dropped?g`; <span data-key="dropped">${i.dropped} dropped by mev = ${n.mev}</span>`:k}${i.otherLabels?`; ${N(i.otherLabels)} least frequent summed in \u201Cother\u201D`:""}</span
          >`:k}
      <button class="primary close" name="close-class" title="Close the drill-down" @click=${()=>this.close()}>
        Close
      </button>
    </header>`}render(){let n=this.data,r=this.panels;return g`
      ${this.renderHeader(n)}
      ${this.status==="error"?g`<div class="message error" role="alert"><div class="text">${this.error}</div></div>`:k}
      ${n&&r?g`<div class="body ${this.status==="loading"?"stale":""}">
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
          </div>`:this.status==="loading"?g`<div class="loading">Loading the class…</div>`:k}
    `}};cl.properties={cls:{attribute:!1},data:{attribute:!1},status:{reflect:!0,attribute:"data-status"},error:{attribute:!1},reasons:{attribute:!1}},cl.styles=[ee,st,K`
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
    `];customElements.define("fairness-skew-class",cl);var nb="skew_size",e7=20,t7="higher is less biased; a long tail of large effect sizes lowers it";function AS(e,t){let[n,r]=e??[null,null];if(n===null||r===null)return k;let i=s=>(s*100).toFixed(1);return g` <span class="muted" title=${`${Math.round(t*100)}% Wilson interval`}
    >[${i(n)}, ${i(r)}]</span
  >`}function n7(e,t){let n=e.skew_size_interval;return n?g` <span
      class="interval"
      data-key="skew_size_interval"
      data-lower=${String(n[0])}
      data-upper=${String(n[1])}
      title=${`Approximate ${Math.round(t*100)}% interval of the population SkewSize: a parametric bootstrap of the classes' tables from their bias-corrected V; in simulations it covered 92\u201393% of the time (docs/statistics.md)`}
      >[${bt(n[0])}, ${bt(n[1])}]</span
    >`:e.skew_size_interval_state!=="too_noisy"?k:g` <span
    class="interval withheld"
    data-key="skew_size_interval"
    data-state="too_noisy"
    title=${e.skew_size_interval_reason??""}
    >no interval: the per-class V are too noisy</span
  >`}function _f(e){let t=e.trim();if(t==="")return null;let n=Number(t);return Number.isFinite(n)?n:NaN}var fl=class extends W{constructor(n){super();this.request=new Ce;this.classRequest=new Ce;this.shell=new yt(this,[this.request,this.classRequest]);this.downloads=new kn(this,()=>this.api,()=>this.declaration);this.revealClass=!1;this.order=null;this.search={regex:null,error:null};this.visible=new Int32Array(0);this.visibleList=[];this.histogram=null;this.domain=[0,1];this.api=n??new Ot,this.info=null,this.declaration=null,this.params=[],this.selection=wf(null),this.data=null,this.classData=null,this.classStatus="loading",this.classError=null,this.mevText="",this.fdrText=""}async load(){let{run:n,tag:r,step:i}=this.report,{mev:s,level:o,fdr:a}=this.selection;this.shell.start(),this.selection.cls!==null&&(this.classStatus="loading");let l;try{l=await this.request.run(c=>this.api.skew(nb,{run:n,tag:r,step:i,mev:s,level:o,fdr:a},c))}catch(c){this.classRequest.cancel(),this.data=null,this.classData=null,this.shell.fail(c);return}if(l===$e)return;this.data=l,this.selection.mev===null&&this.mevText===""&&(this.mevText=String(l.mev)),this.selection.fdr===null&&this.fdrText===""&&(this.fdrText=String(l.fdr)),this.shell.ready();let u=this.selection.cls;u!==null&&(l.columns.class.includes(u)?this.loadClass():this.closeClass())}async loadClass(){let n=this.selection.cls;if(n===null)return;let{run:r,tag:i,step:s}=this.report,o=this.selection.mev;this.classStatus="loading",this.classError=null;let a;try{a=await this.classRequest.run(l=>this.api.skewClass(nb,{run:r,tag:i,step:s,mev:o,class:n,k:null,limit:e7},l))}catch(l){this.classData=null,this.classError=on(l),this.classStatus="error";return}a!==$e&&(this.classData=a,this.classStatus="ready")}setSelectionState(n){this.selection=n,et(this,Zg(n,this.declaration))}selectClass(n){if(n===this.selection.cls&&this.classStatus!=="error"){this.revealClass=!0,this.requestUpdate();return}this.setSelectionState({...this.selection,cls:n}),this.classData=null,this.revealClass=!0,this.loadClass()}closeClass(){this.classRequest.cancel(),this.classData=null,this.classError=null,this.setSelectionState({...this.selection,cls:null})}onMevInput(n){let r=n.target.value;this.mevText=r;let i=_f(r);!Pe(this.declaration,"mev",i)||i===this.selection.mev||(this.setSelectionState({...this.selection,mev:i}),this.load())}onFdrInput(n){let r=n.target.value;this.fdrText=r;let i=_f(r);!Pe(this.declaration,"fdr",i)||i===this.selection.fdr||(this.setSelectionState({...this.selection,fdr:i}),this.load())}onLevel(n){let r=Number(n.target.value);r!==this.selection.level&&(this.setSelectionState({...this.selection,level:r}),this.load())}resetSelection(){this.setSelectionState(wf(this.declaration)),this.mevText=String(this.selection.mev??""),this.fdrText=String(this.selection.fdr??""),this.closeClass(),this.report.step!==null?Pr(this,{step:null}):this.load()}downloadCsv(){let n=this.data;if(!n)return;let r=Rt(["fairness",n.run,n.tag,`step${n.step}`,"skew",`mev${n.mev}`]),i={run:n.run,tag:n.tag,step:n.step,table:Qg,options:RS(n)};this.downloads.download("download",i,r)}willUpdate(n){this.hasUpdated?(n.has("report")&&Dr(n.get("report"),this.report)||n.has("info")&&Nr(n.get("info"),this.info,this.report))&&this.load():(this.selection=xS(this.params,this.declaration),this.mevText=String(this.selection.mev??""),this.fdrText=String(this.selection.fdr??""),et(this,Zg(this.selection,this.declaration)),this.load());let r=n.get("selection"),i=this.selection,s=this.data,o=n.has("data"),a=r!==void 0&&(r.sort!==i.sort||r.dir!==i.dir),l=r===void 0||r.search!==i.search;if(l&&(this.search=ds(i.search)),!s){this.order=null,this.visible=new Int32Array(0),this.visibleList=[],this.histogram=null;return}o&&(this.domain=kS(s)),(o||a||this.order===null)&&(this.order=wS(s,i.sort,i.dir)),(o||a||l)&&(this.visible=_S(s,this.order,this.search.regex),this.visibleList=Array.from(this.visible),this.histogram=CS(s,this.visible))}updated(){if(!this.revealClass)return;let n=this.renderRoot.querySelector("fairness-skew-class");n&&(this.revealClass=!1,n.scrollIntoView({block:"nearest",behavior:"smooth"}))}selectedV(){let n=this.data,r=this.selection.cls;if(!n||r===null)return null;let i=n.columns.cramers_v[n.columns.class.indexOf(r)];return typeof i=="number"&&Number.isFinite(i)?i:null}renderControls(){let n=this.selection,r=this.declaration,i=!Pe(r,"mev",_f(this.mevText)),s=!Pe(r,"fdr",_f(this.fdrText)),o=n.level===null||xf.includes(n.level)?xf:[...xf,n.level].sort((a,l)=>a-l);return g`<div class="controls">
      <div class="group" role="group" aria-label="Report and noise filter">
        <slot name="report"></slot>
        <label class="field">
          <span class="name">Noise filter mev</span>
          <input
            type="number"
            name="mev"
            min=${Bt(r,"mev").min??k}
            step="any"
            inputmode="decimal"
            class=${i?"invalid":""}
            aria-invalid=${i?"true":"false"}
            title=${i?Tn(r,"mev"):"Drop the predicted labels whose smallest expected count is below mev before computing V (the paper uses 5; 0 turns the filter off, as the appendix code does)"}
            .value=${this.mevText}
            @input=${a=>this.onMevInput(a)}
          />
        </label>
        <label class="field" title="Confidence level of the interval of V (the whiskers)">
          <span class="name">Level</span>
          <select name="level" @change=${a=>this.onLevel(a)}>
            ${o.map(a=>g`<option .value=${String(a)} .selected=${a===n.level}>${Ao(a)}</option>`)}
          </select>
        </label>
        <label class="field">
          <span class="name">FDR q</span>
          <input
            type="number"
            name="fdr"
            min=${Bt(r,"fdr").min??k}
            max=${Bt(r,"fdr").max??k}
            step="0.01"
            inputmode="decimal"
            class=${s?"invalid":""}
            aria-invalid=${s?"true":"false"}
            title=${s?Tn(r,"fdr"):`False discovery rate of the \u2605 marks (Benjamini\u2013Hochberg over the classes with a p-value): ${ui(r,"fdr")}`}
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
        ${this.shell.renderCsvButton("download",this.data!==null&&this.downloads.pending===null,()=>this.downloadCsv(),`${$n(this.declaration,Qg,this.data?.rows??null)}; not only the classes the search shows`)}
        ${this.downloads.renderError()}
        ${this.search.error?g`<div class="search-error" role="alert" title=${this.search.error}>
              Invalid regex, search ignored: ${this.search.error}
            </div>`:k}
      </div>
    </div>`}renderHeadline(n){let r=n.model,i=a=>a&&n.reasons[a]||a||"undefined",s=(a,l)=>g`<span data-key=${a} data-value=${String(r[a])}>${l}</span>`,o=(a,l)=>l===null?k:g` <span class="muted">on</span> <b data-key=${a}>${l}</b>`;return g`<section class="headline" aria-label="The model's numbers">
      <div class="skew" title="SkewSize: the skewness of Cramér's V over the classes that have one">
        <span class="name muted">SkewSize</span>
        ${r.skew_size!==null?g`<span class="value" data-key="skew_size" data-value=${String(r.skew_size)}>${bt(r.skew_size)}</span
              >${n7(r,n.level)}`:g`<span class="value undef" data-key="skew_size" data-state=${r.skew_size_state??"undefined"}
              >undefined</span
            >
            <span class="reason" data-key="skew_size_reason">${i(r.skew_size_state)}</span>`}
        <span class="explain muted">${t7}</span>
      </div>
      <dl class="stats">
        <div class="stat">
          <dt>classes with V</dt>
          <dd>${s("classes_with_v",N(r.classes_with_v))} / ${s("classes",N(r.classes))}</dd>
        </div>
        <div class="stat">
          <dt>accuracy: overall · mean over classes</dt>
          <dd>
            ${s("overall_accuracy",Fe(r.overall_accuracy)||"\u2014")}${AS(r.overall_accuracy_interval,n.level)} ·
            ${s("mean_accuracy",Fe(r.mean_accuracy)||"\u2014")}
          </dd>
        </div>
        <div class="stat">
          <dt>worst group · its accuracy · gap</dt>
          <dd title=${r.worst_group??""}>
            <b data-key="worst_group">${r.worst_group??"\u2014"}</b> ·
            ${s("worst_group_accuracy",Fe(r.worst_group_accuracy)||"\u2014")}${AS(r.worst_group_accuracy_interval,n.level)} ·
            ${s("gap",Zl(r.gap)||"\u2014")}
          </dd>
        </div>
        ${r.parity_state!==null?g`<div class="stat" data-key="parity_state" data-state=${r.parity_state}>
              <dt>demographic parity · equalized odds</dt>
              <dd class="muted" title=${i(r.parity_state)}>not defined: ${i(r.parity_state)}</dd>
            </div>`:g`<div class="stat">
                <dt>demographic parity (max over labels)</dt>
                <dd>
                  ${s("demographic_parity",rr(r.demographic_parity)||"\u2014")}${o("demographic_parity_label",r.demographic_parity_label)}
                </dd>
              </div>
              <div class="stat">
                <dt>equalized odds (max over labels)</dt>
                <dd>
                  ${s("equalized_odds",rr(r.equalized_odds)||"\u2014")}${o("equalized_odds_label",r.equalized_odds_label)}
                </dd>
              </div>`}
        <div class="stat">
          <dt>groups: examples (accuracy)</dt>
          <dd>
            ${n.groups.map((a,l)=>g`${l?" \xB7 ":""}<span data-group=${a.name}
                    ><b>${a.name}</b> ${N(a.n)}${a.accuracy!==null?` (${Fe(a.accuracy)})`:""}</span
                  >`)}
          </dd>
        </div>
      </dl>
    </section>`}renderSummary(n){let r=this.info?.description??"";return g`<div class="summary" data-shown=${this.visible.length} data-total=${n.rows}>
      ${r?g`<span class="description">${r}</span>`:k}
      <span><b>N</b> = ${N(n.model.n)} examples · step ${n.step} · mev ${n.mev}</span>
      ${ys(this.visible.length,n.rows,"classes")}
      <span class="muted">click a class to see its predicted labels per group</span>
    </div>`}renderLegend(n){let r=TS(n);return g`<div class="stats-legend" data-significant=${n.significant} data-level=${n.level} data-q=${n.fdr}>
      <span class="interval">${r.interval}</span>
      <span class="significance"><span class="star">${r.significance.slice(0,1)}</span>${r.significance.slice(1)}</span>
    </div>`}render(){let n=this.selection,r=this.data,i=this.shell.loading;return g`
      ${this.renderControls()}
      ${this.shell.renderError("Could not load the report",[{label:"Reset the selection",run:()=>this.resetSelection()}])}
      ${this.shell.renderContent(r,s=>g`<div class="body">
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
            ${n.cls!==null?g`<fairness-skew-class
                  .cls=${n.cls}
                  .data=${this.classData}
                  .status=${this.classStatus}
                  .error=${this.classError}
                  .reasons=${s.reasons}
                  @class-close=${()=>this.closeClass()}
                ></fairness-skew-class>`:k}
          </div>`,"Loading the report\u2026")}
    `}};fl.properties={...Er,selection:{state:!0},data:{state:!0},classData:{state:!0},classStatus:{state:!0},classError:{state:!0},mevText:{state:!0},fdrText:{state:!0}},fl.styles=[ee,rt,st,di,od,hi,zt,K`
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
    `];customElements.define("fairness-skew-view",fl);var ES={kind:nb,title:"SkewSize",render:(e,t)=>g`<fairness-skew-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${t}</fairness-skew-view
    >`,hint:()=>g`No SkewSize reports: log one with <code>w.skew_size(…)</code>, each example's ground-truth class, its group
      (the bias attribute) and the predicted label (any string: an open vocabulary is fine).`,example:`# SkewSize: each example's ground-truth class, group and predicted label.
w.skew_size("skew/val", 0, classes=["nurse", "nurse", "doctor"],
            groups=["a", "b", "b"], predictions=["nurse", "doctor", "doctor"])`};var r7=" & ",ib=["class","n_a","n_b","value_a","value_b","gap","bound","p_value"],sb="cells",ob="disparity",rb=Object.freeze({grouping:null,minCount:null,a:null,b:null,cls:null,sort:"gap",dir:"desc"});function $f(e){return{...rb,metric:Rr(e,"metric"),fdr:Be(e,"fdr")}}function ab(e){return e==="class"||e==="p_value"?"asc":"desc"}function Yn(e){return e.join(r7)}function lb(e){return e.join(" \xD7 ")}var Qe={metric:"metric",grouping:"grouping",minCount:"min_count",a:"a",b:"b",cls:"class",fdr:"fdr",sort:"sort",dir:"dir"},i7="q";function ub(e,t){let n=[];return ut(n,Qe.metric,e.metric,t),Me(n,Qe.grouping,e.grouping),e.minCount!==null&&Me(n,Qe.minCount,e.minCount),e.a!==null&&e.b!==null&&(Me(n,Qe.a,e.a),Me(n,Qe.b,e.b)),Me(n,Qe.cls,e.cls),ut(n,Qe.fdr,e.fdr,t),(e.sort!==rb.sort||e.dir!==rb.dir)&&(Me(n,Qe.sort,e.sort),Me(n,Qe.dir,e.dir)),n}function PS(e,t){let n=Mt(e),r=$f(t);r.metric=fs(t,"metric",n.get(Qe.metric));let i=n.get(Qe.grouping);r.grouping=i===void 0||i===""?null:i;let s=Se(n.get(Qe.minCount));Pe(t,"min_count",s)&&(r.minCount=s);let o=n.get(Qe.a),a=n.get(Qe.b);o&&a&&(r.a=o,r.b=a);let l=n.get(Qe.cls);r.cls=l===void 0||l===""?null:l,r.fdr=sn(t,"fdr",Se(n.get(Qe.fdr)??n.get(i7)));let u=n.get(Qe.sort);if(u!==void 0&&ib.includes(u)){r.sort=u;let c=n.get(Qe.dir);r.dir=c==="asc"||c==="desc"?c:ab(r.sort)}return r}function Sr(e,t){return e.fdr??Be(t,"fdr")}function DS(e,t,n,r,i,s,o){let a=i===null&&typeof t=="number"&&Number.isFinite(t),l=a&&typeof s=="number"&&Number.isFinite(s);return{n:e,value:a?t:null,lower:a?n:null,upper:a?r:null,state:a?null:i??"undefined",p:l?s:null,significant:l&&o===!0}}function NS(e){return e.reduce((t,n)=>t+n.filter(r=>r.significant).length,0)}function s7(e,t){let n=[];for(let r=0;r<t;r++){let i=0,s=0;for(let o of e){let a=o[r]?.value;typeof a=="number"&&(i+=a,s++)}n.push({value:s?i/s:null,lower:null,upper:null,classes:s})}return n}function IS(e,t){let n=r=>typeof r=="number"&&Number.isFinite(r)?r:null;return e.map((r,i)=>{let s=t.find(o=>o.group===r)??t[i];return s?{value:n(s.value),lower:n(s.lower),upper:n(s.upper),classes:s.classes}:{value:null,lower:null,upper:null,classes:0}})}function LS(e,t){let n=e.classes.map((s,o)=>e.groups.map((a,l)=>DS(e.n[o][l],e.value[o][l],e.lower[o][l],e.upper[o][l],e.state[o][l],e.p_value?.[o]?.[l],e.significant?.[o]?.[l]))),r=IS(e.groups,e.macro),i=Sr(e,t);return{classes:e.classes,groups:e.groups,cells:n,macro:r,minCount:e.min_count,fdr:i,significantCells:NS(n)}}function OS(e,t){let n=e.classes.map((r,i)=>e.groups.map((s,o)=>DS(e.n[i][o],e.mar[i][o],e.mar_lower[i][o],e.mar_upper[i][o],e.state[i][o],e.p_value?.[i]?.[o],e.significant?.[i]?.[o])));return{classes:e.classes,groups:e.groups,cells:n,macro:e.macro?IS(e.groups,e.macro):s7(n,e.groups.length),minCount:e.min_count,fdr:Sr(e,t),significantCells:NS(n)}}function o7(e){return e.cells.reduce((t,n)=>t+n.filter(r=>r.p!==null).length,0)}function zS(e,t,n){let r=n?"Wald test of this group's mAR against the rest of the class's groups pooled":"pooled two-proportion z-test of this group's rate against the rest of the class's groups pooled";return e.p!==null?{text:`p=${At(e.p)}`,title:`p = ${e.p} (${r})`}:e.state!==null?{text:"",title:`No p-value: ${e.state}`}:{text:"p \u2014",title:`No p-value: the rest of the class's groups has fewer than min_count = ${t} people, or nothing varies (${r})`}}function BS(e,t){let n=o7(e);return`${`\u2605 ${vn(e.fdr)} (${e.significantCells} of ${n} cell${n===1?"":"s"} with a p-value)`}; each cell tests whether its group's ${t?"mAR (Wald)":"rate"} differs from the rest of the class's groups pooled`}function cb(e,t){return e.state==="insufficient"?`n=${e.n} < ${t}`:e.state==="undefined"?e.n===0?"nobody":"undefined":""}function Zi(e,t,n){let r=s=>(s*100).toFixed(1),i=t!==null&&n!==null?` [${r(t)}, ${r(n)}]`:"";return`${r(e)}%${i}`}function dl(e,t,n){let r=s=>(s*100).toFixed(1).replace(/^-/,"\u2212"),i=t!==null&&n!==null?` [${r(t)}, ${r(n)}]`:"";return`${e>0?"+":""}${r(e)} pp${i}`}function FS(e,t,n){let r=Array.from({length:e.rows},(a,l)=>l),i=n==="asc"?1:-1;if(t==="class"){let a=e.columns.class;return r.sort((l,u)=>a[l]<a[u]?-i:a[l]>a[u]?i:l-u)}let s=e.columns[t]??[],o=a=>{let l=s[a];return(t==="gap"||t==="bound"||t==="p_value")&&e.states.gap[a]!==null?NaN:typeof l=="number"&&Number.isFinite(l)?l:NaN};return r.sort((a,l)=>{let u=o(a),c=o(l),f=Number.isNaN(u),d=Number.isNaN(c);return f||d?f&&d?a-l:f?1:-1:u<c?-i:u>c?i:a-l})}function VS(e){for(let t=0;t<e.rows;t++)if(e.states.gap[t]===null&&e.columns.gap[t]!==null)return e.columns.class[t];return e.rows?e.columns.class[0]:null}function HS(e,t){let n={grouping:Yn(e.grouping),min_count:String(e.min_count)};return!t&&e.metric!==void 0&&(n.metric=e.metric),e.fdr!==void 0&&(n.fdr=String(e.fdr)),n}function qS(e,t,n){let r={};return!n&&e.metric!==void 0&&(r.metric=e.metric),e.a!==null&&e.b!==null?(r.a=e.a,r.b=e.b):r.grouping=Yn(t),r.min_count=String(e.min_count),r.fdr=String(e.fdr),r}function vn(e){return`significant after Benjamini\u2013Hochberg at ${e===null?"the server's FDR":`FDR q = ${String(Number(e.toPrecision(4)))}`}`}function US(e,t,n,r,i){let s=e.states.gap[t],o=e.columns.p_value?.[t];if(s===null&&typeof o=="number"&&Number.isFinite(o)){let l=i?r?"Wald test of equal mAR":"Wald test that every sufficient group has the same mAR":r?"pooled two-proportion z-test of equal rates":"chi-square test that every sufficient group has the same rate";return{p:o,text:At(o),title:`p = ${o} (${l})`,significant:e.columns.significant?.[t]===!0}}return{p:null,text:"\u2014",title:s!==null?`${s}: ${n[s]??s}`:"No p-value",significant:!1}}function a7(e){let t=0;for(let n=0;n<e.rows;n++){let r=e.columns.p_value?.[n];e.states.gap[n]===null&&typeof r=="number"&&Number.isFinite(r)&&t++}return t}function KS(e,t,n){let r=a7(e),i=`\u2605 ${vn(e.fdr)} (${e.significant} of ${r} class${r===1?"":"es"} with a p-value)`;return n?t?`${i}; each row tests whether the two groups share one mAR (Wald)`:`${i}; best-minus-worst rows test whether all groups share one mAR (Wald)`:t?`${i}; each row tests whether the two groups share one rate`:`${i}; best-minus-worst rows test whether all groups share one rate`}function GS(e,t){let n=e.classes.indexOf(t);return n<0?null:e.groups.map((r,i)=>{let s=e.cells[n][i];return{group:r,value:s.value,lower:s.lower,upper:s.upper,n:s.n,note:cb(s,e.minCount)}})}function jS(e,t){let n=e.classes.indexOf(t);if(n<0)return[];let r=[];return e.groups.forEach((i,s)=>{e.state[n][s]===null&&e.thresholds.forEach((o,a)=>{let l=e.ar[n][s][a];typeof l=="number"&&r.push({group:i,threshold:o,ar:l,lower:e.ar_lower[n][s][a]??l,upper:e.ar_upper[n][s][a]??l})})}),r}var WS=K`
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
`;function YS(e,t){e.dispatchEvent(new CustomEvent("class-select",{detail:t,bubbles:!0,composed:!0}))}function XS(e,t){return{click:()=>YS(e,t),keydown:n=>{n.key==="Enter"&&YS(e,t)}}}var ZS={table:{attribute:!1},reasons:{attribute:!1},selected:{attribute:!1},detection:{attribute:!1}};function JS(e){e.table=null,e.reasons={},e.selected=null,e.detection=!1}var hl=class extends W{constructor(){super(),JS(this),this.valueName="value"}render(){let t=this.table;return t?t.classes.length===0?g`<div class="none">This report has no classes.</div>`:g`<table aria-label="Classes by group">
      <thead>
        <tr>
          <th class="text">class</th>
          ${t.groups.map(n=>g`<th data-group=${n} title=${n}>${n}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${t.classes.map((n,r)=>{let i=XS(this,n);return g`<tr
            data-class=${n}
            aria-selected=${n===this.selected?"true":"false"}
            tabindex="0"
            @click=${i.click}
            @keydown=${i.keydown}
          >
            <td class="text cls" data-col="class" title=${n}>${n}</td>
            ${t.groups.map((s,o)=>{let a=t.cells[r][o];if(a.state!==null||a.value===null){let c=this.reasons[a.state??"undefined"]??a.state??"no value";return g`<td
                  class="num state"
                  data-group=${s}
                  data-state=${a.state??"undefined"}
                  data-n=${a.n}
                  data-p=""
                  data-significant="false"
                  title=${c}
                >
                  ${cb(a,t.minCount)}
                </td>`}let l=zS(a,t.minCount,this.detection),u=vn(t.fdr);return g`<td
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
                <span class="v">${Zi(a.value,a.lower,a.upper)}</span>
                <span class="n">n=${N(a.n)}</span>
                <span class="p ${a.p===null?"why":""}" title=${l.title}>${l.text}</span>${a.significant?g` ${Ms(u)}`:k}
              </td>`})}
          </tr>`})}
      </tbody>
      <tfoot>
        <tr class="macro">
          <td class="text" title="The mean over the classes whose cell is sufficient">macro average</td>
          ${t.macro.map((n,r)=>g`<td class="num" data-group=${t.groups[r]} data-value=${n.value===null?"":String(n.value)}>
                ${n.value===null?g`<span class="muted">—</span>`:Zi(n.value,n.lower,n.upper)}
                <span class="n">${n.classes} class${n.classes===1?"":"es"}</span>
              </td>`)}
        </tr>
      </tfoot>
    </table>`:k}};hl.properties={...ZS,valueName:{attribute:!1}},hl.styles=[ee,Ko,WS,K`
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
    `];customElements.define("fairness-rate-table",hl);var l7={class:"class",n_a:"n A",n_b:"n B",value_a:"value A",value_b:"value B",gap:"gap [interval]",bound:"bound",p_value:"p"};function u7(e,t){let n=e.endsWith("_a")?0:e.endsWith("_b")?1:null;return t?n===null?`${t[0]} \u2212 ${t[1]}`:t[n]:n===0?"the best sufficient group":n===1?"the worst sufficient group":"best \u2212 worst"}function c7(e,t,n){return e==="class"?"The class":e==="p_value"?`${n}; insufficient rows last`:e==="bound"?"The end of the interval nearest zero (0 when the interval holds 0): sorting by it puts large and certain disparities first":u7(e,t)}var pl=class extends W{constructor(){super(),JS(this),this.rows=[],this.sort="gap",this.dir="desc",this.names=null,this.fdr=null}renderHeader(t,n){let r=t===this.sort,i=()=>pd(this,{column:t,dir:du(t,this.sort,this.dir,ab)});return g`<th class=${t==="class"?"text":""} data-col=${t} aria-sort=${hu(r,this.dir)}>
      <button title=${`${c7(t,this.names,n)}. Click to sort.`} @click=${i}>
        ${l7[t]} <span class="arrow">${r?pu(r,this.dir):""}</span>
      </button>
    </th>`}render(){let t=this.table;if(!t)return k;let n=t.columns,r=o=>o===null?g`<span class="muted">—</span>`:Fe(o),i=vn(this.fdr),s=this.detection?this.names?"p-value of the Wald test of equal mAR":"p-value of the Wald test that every sufficient group of the grouping has the same mAR (not only the best and the worst)":this.names?"p-value of the pooled two-proportion z-test of equal rates":"p-value of the chi-square test that every sufficient group of the grouping has the same rate (not only the best and the worst)";return g`<table aria-label="Classes by disparity">
      <thead>
        <tr>
          ${ib.map(o=>this.renderHeader(o,s))}
          <th class="mark" data-col="significant" title=${`\u2605: ${i}`}>★</th>
        </tr>
      </thead>
      <tbody>
        ${this.rows.length===0?g`<tr><td class="none" colspan="9">No class to compare.</td></tr>`:this.rows.map((o,a)=>{let l=n.class[o],u=n.gap[o],c=t.states.gap[o],f=n.group_a?.[o]??null,d=n.group_b?.[o]??null,h=US(t,o,this.reasons,this.names!==null,this.detection),p=XS(this,l);return g`<tr
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
                <td class="num" data-col="n_a">${N(n.n_a[o])}</td>
                <td class="num" data-col="n_b">${N(n.n_b[o])}</td>
                <td class="num" data-col="value_a" title=${f??""}>
                  ${r(n.value_a[o])}${!this.names&&f?g` <span class="pair">${f}</span>`:k}
                </td>
                <td class="num" data-col="value_b" title=${d??""}>
                  ${r(n.value_b[o])}${!this.names&&d?g` <span class="pair">${d}</span>`:k}
                </td>
                ${u===null||c!==null?g`<td
                      class="num undef"
                      data-col="gap"
                      data-state=${c??"undefined"}
                      title=${this.reasons[c??"undefined"]??"undefined"}
                    >
                      undefined (${c??"undefined"})
                    </td>`:g`<td class="num" data-col="gap" data-value=${String(u)}>
                      ${dl(u,n.lower[o],n.upper[o])}
                    </td>`}
                <td class="num" data-col="bound" data-value=${String(n.bound?.[o]??"")}>
                  ${c===null&&typeof n.bound?.[o]=="number"?dl(n.bound[o],null,null):g`<span class="muted">—</span>`}
                </td>
                <td
                  class="num ${h.p===null?"why":""}"
                  data-col="p_value"
                  data-value=${h.p===null?"":String(h.p)}
                  title=${h.title}
                >
                  ${h.text}
                </td>
                <td class="mark" data-col="significant">${h.significant?Ms(i):k}</td>
              </tr>`})}
      </tbody>
    </table>`}};pl.properties={...Lr,...ZS,names:{attribute:!1},fdr:{attribute:!1}},pl.styles=[ee,Ko,WS,K`
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
    `];customElements.define("fairness-disparity-table",pl);function ml(e,t){return t.a!==null&&t.b!==null&&e.includes(t.a)&&e.includes(t.b)}var ti=class extends W{constructor(n){super();this.request=new Ce;this.shell=new yt(this,[this.request]);this.downloads=new kn(this,()=>this.api,()=>this.declaration);this.order=[];this.api=n??new Ot,this.info=null,this.declaration=null,this.params=[],this.selection=$f(null),this.data=null,this.minCountText="",this.fdrText=""}get valueName(){if(this.detection)return"mAR";let n=this.data?.main;return this.selection.metric??(n&&"metric"in n?n.metric:null)??"rate"}async load(){let n=this.selection,r=await this.shell.run(this.request,i=>this.fetchTables(n,i),()=>this.data=null);r!==$e&&(this.data=r,this.selection.minCount===null&&(this.minCountText=String(r.main.min_count)),this.selection.fdr===null&&this.fdrText===""&&(this.fdrText=String(r.disparity.fdr)),n.a!==null&&n.b!==null&&!ml(r.main.groups,n)&&this.setSelection({...this.selection,a:null,b:null}),this.selection.cls!==null&&!r.table.classes.includes(this.selection.cls)&&this.setSelection({...this.selection,cls:null}),this.shell.ready())}renderMetricPicker(){return k}routeParams(n){let{run:r,tag:i,step:s}=this.report;return{run:r,tag:i,step:s,metric:this.detection?null:n.metric,grouping:n.grouping,min_count:n.minCount,fdr:n.fdr}}setSelection(n){this.selection=n,et(this,ub(n,this.declaration))}change(n,r=!0){this.setSelection({...this.selection,...n}),r&&this.load()}onMinCount(n){this.minCountText=n;let r=mi(this.declaration,"min_count",n);r===null||r===this.selection.minCount||this.change({minCount:r})}onFdr(n){this.fdrText=n;let r=mi(this.declaration,"fdr",n);r===null||r===this.selection.fdr||this.change({fdr:r})}onPairSide(n,r){if(r===""){this.change({a:null,b:null});return}let i=this.data?.main.groups??[],s=this.currentPair(),o=n===0?this.selection.b??s?.[1]??null:this.selection.a??s?.[0]??null;(o===null||o===r)&&(o=i.find(a=>a!==r)??null),o!==null&&this.change(n===0?{a:r,b:o}:{a:o,b:r})}currentPair(){let n=this.data?.disparity;return n&&n.a!==null&&n.b!==null?[n.a,n.b]:null}resetSelection(){this.setSelection($f(this.declaration)),this.minCountText="",this.fdrText=String(this.selection.fdr??""),this.report.step!==null?Pr(this,{step:null}):this.load()}fileParts(n){let r=this.data.main;return["fairness",r.run,r.tag,`step${r.step}`,n,this.detection?"mar":this.valueName,Yn(r.grouping)]}downloadRates(){if(!this.data)return;let n=this.data.main,r={run:n.run,tag:n.tag,step:n.step,table:sb,options:HS(n,this.detection)};this.downloads.download("download",r,Rt(this.fileParts("groups")))}downloadDisparity(){if(!this.data)return;let{main:n,disparity:r}=this.data,i=this.currentPair(),s=Rt([...this.fileParts("disparity"),i?`${i[0]}_vs_${i[1]}`:"best_vs_worst"]),o=qS(r,n.grouping,this.detection);this.downloads.download("download-disparity",{run:n.run,tag:n.tag,step:n.step,table:ob,options:o},s)}willUpdate(n){this.hasUpdated?(n.has("report")&&Dr(n.get("report"),this.report)||n.has("info")&&Nr(n.get("info"),this.info,this.report))&&this.load():(this.selection=PS(this.params,this.declaration),this.minCountText=this.selection.minCount===null?"":String(this.selection.minCount),this.fdrText=String(this.selection.fdr??""),et(this,ub(this.selection,this.declaration)),this.load()),(n.has("data")||n.has("selection"))&&(this.order=this.data?FS(this.data.disparity,this.selection.sort,this.selection.dir):[])}chartClass(){return this.data?this.selection.cls??VS(this.data.disparity):null}renderControls(){let n=this.selection,r=this.data,i=r?.main.groupings??[],s=r?Yn(r.main.grouping):n.grouping??"",o=r?.main.groups??[],a=mi(this.declaration,"min_count",this.minCountText)===null,l=r!==null&&this.downloads.pending===null,u=r?r.table.classes.length*r.table.groups.length:null;return g`<div class="controls">
      <div class="group" role="group" aria-label="Report and table">
        <slot name="report"></slot>
        ${this.renderMetricPicker()}
        <label class="field">
          <span class="name">Grouping</span>
          <select
            name="grouping"
            ?disabled=${i.length===0}
            @change=${c=>this.change({grouping:c.target.value,a:null,b:null,cls:null})}
          >
            ${i.map(c=>{let f=Yn(c);return g`<option value=${f} ?selected=${f===s}>${lb(c)}</option>`})}
          </select>
        </label>
        ${ad({label:"min_count",name:"min_count",text:this.minCountText,invalid:a,title:a?Tn(this.declaration,"min_count"):"Cells with fewer people are insufficient (the paper uses 50)",min:Bt(this.declaration,"min_count").min,step:"1",onInput:c=>this.onMinCount(c)})}
        ${nu(this.declaration,this.fdrText,"False discovery rate of the \u2605 marks: Benjamini\u2013Hochberg over the tested cells of the class \xD7 group table, and over the classes of the disparity table",c=>this.onFdr(c))}
      </div>
      <div class="group" role="group" aria-label="Groups compared">
        ${this.renderGroupPicker(0,o)} ${this.renderGroupPicker(1,o)}
        <span class="spacer"></span>
        ${this.shell.renderCsvButton("download",l,()=>this.downloadRates(),$n(this.declaration,sb,u),"Download table CSV")}
        ${this.shell.renderCsvButton("download-disparity",l,()=>this.downloadDisparity(),`${$n(this.declaration,ob,r?.disparity.rows??null)}, in the server's order (gap descending)`,"Download disparity CSV")}
      </div>
      ${this.downloads.renderError()}
    </div>`}renderGroupPicker(n,r){let i=this.currentPair(),[s,o,a]=n===0?["Group A","a","best (per class)"]:["Group B","b","worst (per class)"];return g`<label class="field">
      <span class="name">${s}</span>
      <select name=${o} ?disabled=${r.length<2} @change=${l=>this.onPairSide(n,l.target.value)}>
        <option value="" ?selected=${i===null}>${a}</option>
        ${r.map(l=>g`<option value=${l} ?selected=${i?.[n]===l}>${l}</option>`)}
      </select>
    </label>`}renderSummary(n){let r=n.main,i=this.info?.description??"",s=this.currentPair();return g`<div class="summary" data-classes=${n.table.classes.length} data-groups=${n.table.groups.length}>
      ${i?g`<span class="description">${i}</span>`:k}
      <span><b>${N(n.table.classes.length)}</b> class${n.table.classes.length===1?"":"es"} ×
        <b>${N(n.table.groups.length)}</b> group${n.table.groups.length===1?"":"s"} of
        <b class="grouping">${lb(r.grouping)}</b> · step ${r.step} · min_count ${r.min_count} ·
        ${Math.round(r.level*100)}% intervals</span>
      <span class="pair-summary">${s?g`gap = <b>${s[0]}</b> − <b>${s[1]}</b>`:g`gap = best − worst sufficient group, per class`}</span>
      <span class="muted">click a class to chart it</span>
    </div>`}render(){return g`
      ${this.renderControls()}
      ${this.shell.renderError("Could not load the report",[{label:"Reset the selection",run:()=>this.resetSelection()}])}
      ${this.shell.renderContent(this.data,n=>this.renderBody(n),"Loading the report\u2026")}
    `}renderBody(n){let r=this.selection,i=this.chartClass(),s=this.currentPair(),o=a=>this.change({cls:a.detail},!1);return g`<div class="body">
      ${this.renderSummary(n)}
      <div class="main ${this.shell.loading?"stale":""}">
        <div class="tables">
          <section>
            <h3>${this.valueName} per class and group</h3>
            ${gi("rate-legend",BS(n.table,this.detection),n.table.fdr,n.table.significantCells)}
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
            ${gi("legend",KS(n.disparity,s!==null,this.detection),n.disparity.fdr,n.disparity.significant)}
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
        <div class="side">${this.renderChart(n,i)}</div>
      </div>
    </div>`}};ti.properties={...Er,selection:{state:!0},data:{state:!0},minCountText:{state:!0},fdrText:{state:!0}},ti.styles=[ee,rt,st,gs,zt,gu,K`
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
      }
      @media (max-width: 1000px) {
        .main {
          flex-direction: column;
        }
        .side {
          width: auto;
        }
      }
    `];var yl=K`
  :host {
    display: block;
  }
  .note {
    font-size: 11px;
  }
`,QS=K`
  h3 {
    font-size: 13px;
    font-weight: 500;
    margin: 0 0 4px;
  }
`,vl={fontSize:"11px",fontFamily:"inherit",background:"transparent"};function xl(e){return{domain:[0,1],label:e,labelArrow:"none",grid:!0,tickFormat:"%"}}function fb(e,t,n,r){return[nl(e,{x:t,y1:"lower",y2:"upper",z:"group",fill:"group",fillOpacity:.18}),Mo(e,{x:t,y:n,z:"group",stroke:"group",strokeWidth:1.5}),rl(e,{x:t,y:n,fill:"group",r:2.5,title:r})]}function db(e,t){return[Gg(e,{x:"group",y:"value",fill:"var(--bar-fill)",title:t}),It(e,{x:"group",y1:"lower",y2:"upper",stroke:"var(--chart-ink)",strokeWidth:1.5}),yf(e,{x:"group",y:"lower",stroke:"var(--chart-ink)",inset:14}),yf(e,{x:"group",y:"upper",stroke:"var(--chart-ink)",inset:14}),yn([0],{stroke:"var(--chart-rule)"})]}var Sf=e=>`${(e*100).toFixed(1)}%`,gl=class extends W{constructor(){super();this.chart=null;this.heading="",this.points=[],this.groups=[],this.xLabel="",this.yLabel="",this.note=""}willUpdate(n){(n.has("points")||n.has("groups")||n.has("xLabel")||n.has("yLabel"))&&(this.chart=this.draw())}draw(){let n=this.points;return n.length===0?null:Ge({width:400,height:250,marginLeft:44,marginBottom:34,style:vl,x:{label:this.xLabel,labelAnchor:"center",labelArrow:"none",ticks:5},y:xl(this.yLabel),color:{domain:this.groups,legend:!0,scheme:"tableau10"},marks:fb(n,"x","y",r=>`${r.group}: ${this.yLabel} at ${r.x} = ${Sf(r.y)} [${Sf(r.lower)}, ${Sf(r.upper)}]`)})}render(){let n=new Set(this.points.map(r=>r.group));return g`<h3>${this.heading}</h3>
      <div class="chart" data-groups=${n.size}>${this.chart??g`<div class="muted">Nothing to draw.</div>`}</div>
      ${this.note?g`<div class="note muted">${this.note}</div>`:k}`}};gl.properties={heading:{attribute:!1},points:{attribute:!1},groups:{attribute:!1},xLabel:{attribute:!1},yLabel:{attribute:!1},note:{attribute:!1}},gl.styles=[ee,yl,QS];customElements.define("fairness-band-chart",gl);var bl=class extends W{constructor(){super();this.chart=null;this.heading="",this.bars=[],this.groups=[],this.yLabel=""}willUpdate(n){(n.has("bars")||n.has("groups")||n.has("yLabel"))&&(this.chart=this.draw())}draw(){let n=this.bars;return n.length===0?null:Ge({width:400,height:250,marginLeft:44,marginBottom:60,style:vl,x:{domain:this.groups,label:null,tickRotate:-20},y:xl(this.yLabel),marks:db(n,r=>`${r.group}: ${Sf(r.value)}`)})}render(){return g`<h3>${this.heading}</h3>
      <div class="chart" data-bars=${this.bars.length}>${this.chart??g`<div class="muted">No group has a score.</div>`}</div>
      <div class="note muted">Whiskers: the bootstrap interval of each score.</div>`}};bl.properties={heading:{attribute:!1},bars:{attribute:!1},groups:{attribute:!1},yLabel:{attribute:!1}},bl.styles=[ee,yl,QS];customElements.define("fairness-score-bars",bl);var ek=K`
  h3 .cls {
    font-weight: 400;
  }
`,wl=class extends W{constructor(){super();this.chart=null;this.cls=null,this.bars=null,this.valueName="value"}willUpdate(n){(n.has("bars")||n.has("valueName"))&&(this.chart=this.draw())}draw(){let n=(this.bars??[]).filter(r=>r.value!==null);return n.length===0?null:Ge({width:380,height:240,marginLeft:96,marginBottom:72,style:vl,x:{domain:(this.bars??[]).map(r=>r.group),label:null,tickRotate:-20},y:xl(this.valueName),marks:db(n,r=>`${r.group}: ${((r.value??0)*100).toFixed(1)}% (n = ${r.n})`)})}render(){if(this.cls===null||this.bars===null)return k;let n=this.bars.filter(r=>r.value===null);return g`<h3>${this.valueName} by group: <span class="cls">${this.cls}</span></h3>
      <div class="chart" data-bars=${this.bars.length-n.length}>
        ${this.chart??g`<div class="muted">No group has a value for this class.</div>`}
      </div>
      ${n.length?g`<div class="note muted">
            Not drawn: ${n.map((r,i)=>g`${i?"; ":""}<span data-group=${r.group}>${r.group} (${r.note})</span>`)}
          </div>`:k}
      <div class="note muted">Whiskers: the confidence interval of each bar.</div>`}};wl.properties={cls:{attribute:!1},bars:{attribute:!1},valueName:{attribute:!1}},wl.styles=[ee,yl,ek];customElements.define("fairness-group-bars",wl);var _l=class extends W{constructor(){super();this.chart=null;this.cls=null,this.points=[],this.groups=[]}willUpdate(n){(n.has("points")||n.has("groups"))&&(this.chart=this.draw())}draw(){let n=this.points;return n.length===0?null:Ge({width:380,height:240,marginLeft:44,marginBottom:34,style:vl,x:{label:"IoU threshold",labelAnchor:"center",labelArrow:"none",ticks:5},y:xl("AR"),color:{domain:this.groups,legend:!0,scheme:"tableau10"},marks:fb(n,"threshold","ar",r=>`${r.group}: AR@${r.threshold} = ${(r.ar*100).toFixed(1)}% [${(r.lower*100).toFixed(1)}, ${(r.upper*100).toFixed(1)}]`)})}render(){if(this.cls===null)return k;let n=new Set(this.points.map(i=>i.group)),r=this.groups.filter(i=>!n.has(i));return g`<h3>AR over IoU thresholds: <span class="cls">${this.cls}</span></h3>
      <div class="chart" data-groups=${n.size}>
        ${this.chart??g`<div class="muted">No sufficient group for this class.</div>`}
      </div>
      ${r.length?g`<div class="note muted">Not drawn (insufficient or nobody): ${r.join("; ")}</div>`:k}
      <div class="note muted">Bands: Wilson intervals of each AR.</div>`}};_l.properties={cls:{attribute:!1},points:{attribute:!1},groups:{attribute:!1}},_l.styles=[ee,yl,ek];customElements.define("fairness-ar-chart",_l);var hb="group_metrics",pb=class extends ti{constructor(n){super(n);this.detection=!1}async fetchTables(n,r){let i=this.routeParams(n),s=await this.api.groups(hb,i,r),o=ml(s.groups,n),a=await this.api.disparity(hb,{...i,grouping:Yn(s.grouping),a:o?n.a:null,b:o?n.b:null},r);return{main:s,table:LS(s,this.declaration),disparity:a}}renderMetricPicker(){let n=this.selection,r=Ar(this.declaration,"metric"),i=r.length?r:(this.data?.main?.metrics??[]).map(s=>s.name);return g`<label class="field">
      <span class="name">Metric</span>
      <select name="metric" .value=${n.metric??""} @change=${s=>this.change({metric:s.target.value})}>
        ${i.map(s=>g`<option value=${s} ?selected=${n.metric===s}>${s}</option>`)}
      </select>
    </label>`}renderChart(n,r){return g`<fairness-group-bars
      .cls=${r}
      .bars=${r===null?null:GS(n.table,r)}
      .valueName=${this.valueName}
    ></fairness-group-bars>`}};customElements.define("fairness-groups-view",pb);var tk={kind:hb,title:"per-group performance",render:(e,t)=>g`<fairness-groups-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${t}</fairness-groups-view
    >`,hint:()=>g`No per-group performance reports: log one with <code>w.group_metrics(…)</code>, each person's class, the
      predicted class and their attributes (gender, skin tone, …).`,example:`# Per-group recall (FACET): each person's class, prediction and attributes.
w.group_metrics("groups/val", 0, classes=["nurse", "nurse"], predictions=["nurse", "doctor"],
                attributes={"gender": ["f", "m"]})`};var mb="detection_recall",gb=class extends ti{constructor(n){super(n);this.detection=!0}async fetchTables(n,r){let i=this.routeParams(n),s=await this.api.detection(mb,i,r),o=ml(s.groups,n),a=await this.api.disparity(mb,{...i,grouping:Yn(s.grouping),a:o?n.a:null,b:o?n.b:null},r);return{main:s,table:OS(s,this.declaration),disparity:a}}renderChart(n,r){let i=n.main;return g`<fairness-ar-chart .cls=${r} .points=${r===null?[]:jS(i,r)} .groups=${i.groups}></fairness-ar-chart>`}};customElements.define("fairness-detection-view",gb);var nk={kind:mb,title:"detection recall",render:(e,t)=>g`<fairness-detection-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${t}</fairness-detection-view
    >`,hint:()=>g`No detection-recall reports: log one with <code>w.detection_recall(…)</code>, each person's best IoU with
      the detections and their attributes.`,example:`# Detection recall (FACET): each ground-truth person's best IoU and attributes.
w.detection_recall("detection/val", 0, ious=[0.9, 0.4], attributes={"skin": ["lighter", "darker"]})`};var rk="fdr",f7="q";function ik(e,t,n){ut(e,rk,t,n,"fdr")}function sk(e,t){return sn(t,"fdr",Se(e.get(rk)??e.get(f7)))}function kf(e,t,n,r){return typeof e=="number"&&Number.isFinite(e)?{p:e,text:At(e),title:`p = ${e} (${n})`,significant:t===!0}:{p:null,text:"\u2014",title:`No p-value: ${r}`,significant:!1}}function ok(e,t,n,r,i){let s=n.filter(a=>typeof a=="number"&&Number.isFinite(a)).length,o=t.filter((a,l)=>a===!0&&typeof n[l]=="number").length;return`\u2605 ${vn(e)} (${o} of ${s} ${r}${s===1?"":"s"} with a p-value); ${i}`}var bb="Welch's t-test of the group's household hit rates against every other household's",ak="the group or the rest has fewer than 2 households, or no household differs",lk="Welch's t-test of the group's P@K against the other groups' queries",uk="the group or the rest has fewer than 2 queries, or every query scores alike";function ck(e,t){return ok(Sr(e,t),e.significant??[],e.p_value??[],"group","each group's households against all other households (Welch's t-test)")}function fk(e,t){return ok(Sr(e,t),(e.significant??[]).flat(),(e.p_value??[]).flat(),"cell","each group's queries against the other groups' queries at that K (Welch's t-test)")}var yb="harmful";function vb(){return{type:yb,threshold:null}}function dk(e){let t=[];return e.type!==yb&&Me(t,"type",e.type),Me(t,"threshold",e.threshold),t}function hk(e,t){let n=Mt(e),r=vb(),i=n.get("type");i&&(r.type=i);let s=Se(n.get("threshold"));return Pe(t,"threshold",s)&&(r.threshold=s),r}function Tf(e,t){let n=e.types.indexOf(t);if(n>=0)return n;let r=e.types.indexOf(yb);return r>=0?r:0}function Cf(e,t){let n=t===null?-1:e.indexOf(t);return n>=0?n:0}function pk(e,t){let n=[];return e.groups.forEach((r,i)=>{e.thresholds.forEach((s,o)=>{let a=e.hit_rate[i][t][o],l=e.lower[i][t][o],u=e.upper[i][t][o];a!==null&&n.push({group:r,threshold:s,rate:a,lower:l??a,upper:u??a})})}),n}function mk(e,t,n){if(t===null||n===null)return"no interval: the group has no images";let r=i=>`${(i*100).toFixed(1)}%`;return`${Math.round(e*100)}% interval (Wilson): [${r(t)}, ${r(n)}]`}function gk(e,t){return e.labels.map(r=>{let i=null,s=null;return e.groups.forEach((o,a)=>{let l=r.gap[a]?.[t]??null;l!==null&&Number.isFinite(l)&&(i===null||l>i)&&(i=l,s=o)}),{label:r.label,type:r.type,rates:e.groups.map((o,a)=>r.rate[a]?.[t]??null),lower:e.groups.map((o,a)=>r.rate_lower?.[a]?.[t]??null),upper:e.groups.map((o,a)=>r.rate_upper?.[a]?.[t]??null),pValue:r.p_value?.[t]??null,significant:r.significant?.[t]??!1,gap:i,gapGroup:s}}).map((r,i)=>({row:r,i})).sort((r,i)=>r.row.gap===null||i.row.gap===null?r.row.gap===null?i.row.gap===null?r.i-i.i:1:-1:i.row.gap-r.row.gap||r.i-i.i).map(r=>r.row)}var xb="rates",wb="labels";function bk(e,t){let n=e.thresholds[t];return n===void 0?{}:{threshold:String(n)}}function yk(e){return{rates:e.types.length*e.groups.length,labels:e.labels.length*e.groups.length}}function vk(e){return{by:Rr(e,"by"),fdr:Be(e,"fdr")}}function xk(e,t){let n=[];return ut(n,"by",e.by,t),ik(n,e.fdr,t),n}function wk(e,t){let n=Mt(e);return{by:fs(t,"by",n.get("by")),fdr:sk(n,t)}}function Mf(e){return e.replace("_"," \xD7 ")}function _k(e){let t={by:e.by};return e.fdr!==void 0&&(t.fdr=String(e.fdr)),t}function $k(e){let t=[];return e.groups.forEach((n,r)=>{let i=e.score[r];i!==null&&t.push({group:n,value:i,lower:e.lower[r]??i,upper:e.upper[r]??i})}),t}function Sk(e){return{fdr:Be(e,"fdr")}}function kk(e,t){let n=[];return ik(n,e.fdr,t),n}function Tk(e,t){return{fdr:sk(Mt(e),t)}}function Ck(e){return e.fdr===void 0?{}:{fdr:String(e.fdr)}}function Mk(e){let t=[];return e.groups.forEach((n,r)=>{e.ks.forEach((i,s)=>{let o=e.precision[r][s];o!==null&&t.push({group:n,k:i,precision:o,lower:e.lower[r][s]??o,upper:e.upper[r][s]??o})})}),t}var d7=K`
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
`,h7="False discovery rate of the \u2605 marks (Benjamini\u2013Hochberg over the tested groups)",ni=class extends W{constructor(n,r){super();this.codec=n;this.request=new Ce;this.shell=new yt(this,[this.request]);this.downloads=new kn(this,()=>this.api,()=>this.declaration);this.api=r??new Ot,this.info=null,this.declaration=null,this.params=[],this.selection=n.defaults(null),this.data=null}replaceSelection(n){this.selection=n,et(this,this.codec.toParams(n,this.declaration))}change(n,r){this.selection={...this.selection,...n},et(this,this.codec.toParams(this.selection,this.declaration)),r&&this.load()}async load(){let n=await this.shell.run(this.request,r=>this.fetch(r),()=>this.data=null);n!==$e&&(this.data=n,this.loaded(n),this.shell.ready())}loaded(n){}willUpdate(n){this.hasUpdated?(n.has("report")&&Dr(n.get("report"),this.report)||n.has("info")&&Nr(n.get("info"),this.info,this.report))&&this.load():(this.replaceSelection(this.codec.fromParams(this.params,this.declaration)),this.load())}reset(){this.replaceSelection(this.codec.defaults(this.declaration)),this.report.step!==null?Pr(this,{step:null}):this.load()}download(n,r){let i={run:n.run,tag:n.tag,step:n.step,table:r.table,options:r.options};this.downloads.download(r.button,i,Rt(["fairness",...r.file]))}renderCsvButtons(n){let r=n!==null&&this.downloads.pending===null;return n===null?this.csvButtons.map(i=>this.shell.renderCsvButton(i.button,!1,()=>{},$n(this.declaration,i.table,null),i.label)):this.csvTables(n).map(i=>this.shell.renderCsvButton(i.button,r,()=>this.download(n,i),$n(this.declaration,i.table,i.rows),i.label))}render(){let n=this.data;return g`<div class="controls">
        <div class="group" role="group" aria-label="Report and view">
          <slot name="report"></slot>
          ${this.renderPickers(n)}
          <span class="spacer"></span>
          ${this.renderCsvButtons(n)}
        </div>
        ${this.downloads.renderError()}
      </div>
      ${this.shell.renderError("Could not load the report",[{label:"Reset the selection",run:()=>this.reset()}])}
      ${this.shell.renderContent(n,r=>this.renderReport(r),"Loading the report\u2026")}`}renderReport(n){let r=this.info?.description??"";return g`<div class="body ${this.shell.loading?"stale":""}">
      ${r?g`<div class="summary"><span class="description">${r}</span></div>`:k}
      ${n.groups.length===0?g`<div class="none message">This report has no groups.</div>`:this.renderBody(n)}
    </div>`}};ni.properties={...Er,selection:{state:!0},data:{state:!0}},ni.styles=[ee,rt,st,gs,Ko,zt,gu,d7];var Ji=class extends ni{constructor(t,n){super(t,n),this.fdrText=String(this.selection.fdr??"")}replaceSelection(t){super.replaceSelection(t),this.fdrText=String(t.fdr??"")}loaded(t){let n=t.fdr;this.selection.fdr===null&&this.fdrText===""&&n!==void 0&&(this.fdrText=String(n))}onFdr(t){this.fdrText=t;let n=mi(this.declaration,"fdr",t);n!==null&&n!==this.selection.fdr&&this.change({fdr:n},!0)}renderFdr(){return nu(this.declaration,this.fdrText,h7,t=>this.onFdr(t))}};Ji.properties={...ni.properties,fdrText:{state:!0}};function _b(e){return Ms(vn(e))}function Eo(e,t){return g`<div class="main">
    <div class="tables">${e}</div>
    <div class="side">${t}</div>
  </div>`}function Qi(e,t,n=k){return g`<section>
    <h3>${e}</h3>
    ${n}
    <div class="table-box">${t}</div>
  </section>`}function es(e,t,n,r){return g`<table class=${e} aria-label=${t}>
    <thead>
      <tr>
        ${n}
      </tr>
    </thead>
    <tbody>
      ${r}
    </tbody>
  </table>`}function ts(e,t){return g`<td class="text gname" data-col=${e} title=${t}>${t}</td>`}function Rf(e,t,n,r,i,s="undefined",o){let a=o?o.cell.p===null?"":String(o.cell.p):k,l=o?o.cell.significant?"true":"false":k;return t===null?g`<td
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
    </td>`:g`<td
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
    <span class="v">${Zi(t,n,r)}</span> <span class="n">n=${N(i)}</span>${o?g` <span class="p ${o.cell.p===null?"why":""}" title=${o.cell.title}>p=${o.cell.text}</span>${o.cell.significant?g` ${_b(o.q)}`:k}`:k}
  </td>`}var Rk="harmful_label_association",p7={defaults:vb,fromParams:hk,toParams:dk},$b=class extends ni{constructor(t){super(p7,t)}fetch(t){let{run:n,tag:r,step:i}=this.report;return this.api.harmful(Rk,{run:n,tag:r,step:i},t)}loaded(t){let n=this.selection,r=t.types[Tf(t,n.type)]??n.type,i=n.threshold!==null&&t.thresholds.includes(n.threshold)?n.threshold:null;(r!==n.type||i!==n.threshold)&&this.change({type:r,threshold:i},!1)}get csvButtons(){return[{button:"download",label:"Download CSV",table:xb},{button:"download-labels",label:"Download labels CSV",table:wb}]}csvTables(t){let n=Cf(t.thresholds,this.selection.threshold),r=bk(t,n),i=yk(t),s=[t.run,t.tag,`step${t.step}`,"harmful",`t${t.thresholds[n]}`];return[{button:"download",label:"Download CSV",table:xb,options:r,rows:i.rates,file:s},{button:"download-labels",label:"Download labels CSV",table:wb,options:r,rows:i.labels,file:[...s,"labels"]}]}renderPickers(t){let n=t?.types??[this.selection.type],r=t?Tf(t,this.selection.type):0,i=t?.thresholds??[],s=Cf(i,this.selection.threshold);return g`<label class="field">
        <span class="name">Type</span>
        <select name="type" ?disabled=${!t} @change=${o=>this.change({type:o.target.value},!1)}>
          ${n.map((o,a)=>g`<option value=${o} ?selected=${a===r}>${o}</option>`)}
        </select>
      </label>
      <label class="field">
        <span class="name">Threshold</span>
        <select
          name="threshold"
          ?disabled=${i.length===0}
          @change=${o=>{let a=Number(o.target.value);this.change({threshold:a===i[0]?null:a},!1)}}
        >
          ${i.map((o,a)=>g`<option value=${String(o)} ?selected=${a===s}>${o}</option>`)}
        </select>
      </label>`}renderBody(t){let n=Tf(t,this.selection.type),r=t.types[n],i=Cf(t.thresholds,this.selection.threshold),s=t.thresholds[i],o=gk(t,i),a=pk(t,n).map(u=>({group:u.group,x:u.threshold,y:u.rate,lower:u.lower,upper:u.upper})),l=g`<fairness-band-chart
      .heading=${`Hit rate of ${r} versus threshold`}
      .points=${a}
      .groups=${t.groups}
      .xLabel=${"score threshold"}
      .yLabel=${"hit rate"}
      .note=${"Bands: Wilson intervals of each hit rate."}
    ></fairness-band-chart>`;return g`<div class="summary" data-type=${r} data-threshold=${s}>
        <span><b>${N(t.n)}</b> images · <b>${N(t.groups.length)}</b> groups · step ${t.step} ·
          ${Math.round(t.level*100)}% Wilson intervals</span>
        <span>type <b class="type">${r}</b> · harmful types: ${t.harmful_types.join(", ")}</span>
        <span class="muted">hit: a label of the type among an image's top 5, scored ≥ the threshold</span>
      </div>
      ${Eo(g`${Qi(g`Hit rate of <span class="type">${r}</span> per group and threshold`,es("hits","Hit rate per group and threshold",g`<th class="text">group</th>
              ${t.thresholds.map(u=>g`<th data-threshold=${u}>≥ ${u}</th>`)}`,t.groups.map((u,c)=>g`<tr data-group=${u}>
                ${ts("group",u)}
                ${t.thresholds.map((f,d)=>Rf({group:u,key:f},t.hit_rate[c][n][d],t.lower[c][n][d],t.upper[c][n][d],t.group_counts[c]))}
              </tr>`)))}
        ${Qi(`Harmful labels at threshold ${s}`,o.length===0?g`<div class="none">No harmful label of the taxonomy was predicted.</div>`:es("labels","Harmful labels",g`<th class="text">label</th>
                  <th class="text">type</th>
                  ${t.groups.map(u=>g`<th data-group=${u} title=${u}>${u}</th>`)}
                  <th title="The largest gap: a group's rate minus the mean of the other groups">gap (group)</th>
                  <th title="Chi-square test that every group with images predicts this label at one rate">p</th>
                  <th title=${`\u2605: the groups differ, after Benjamini-Hochberg at FDR ${t.fdr} over the labels`}>★</th>`,o.map(u=>this.renderLabelRow(t,u))))}`,l)}`}renderLabelRow(t,n){return g`<tr data-label=${n.label}>
      ${ts("label",n.label)}
      <td class="text" data-col="type">${n.type}</td>
      ${n.rates.map((r,i)=>r===null?g`<td class="state" data-group=${t.groups[i]}>undefined</td>`:g`<td data-group=${t.groups[i]} data-value=${String(r)} title=${mk(t.level,n.lower[i],n.upper[i])}>
              ${(r*100).toFixed(1)}%
            </td>`)}
      ${n.gap===null?g`<td class="state" data-col="gap">undefined</td>`:g`<td data-col="gap" data-value=${String(n.gap)} data-group=${n.gapGroup??""}>
            ${dl(n.gap,null,null)} <span class="n">${n.gapGroup}</span>
          </td>`}
      <td data-col="p_value" title=${n.pValue===null?"untestable: fewer than two groups, or no variation":""}>
        ${n.pValue===null?"\u2014":At(n.pValue)}
      </td>
      <td data-col="significant" class="star">
        ${n.significant?g`<span aria-label="significant" title="significant">★</span>`:k}
      </td>
    </tr>`}};customElements.define("fairness-harmful-view",$b);var Ak={kind:Rk,title:"harmful-label-association",render:(e,t)=>g`<fairness-harmful-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${t}</fairness-harmful-view
    >`,hint:()=>g`No harmful-label-association reports: log one with <code>w.harmful_label_association(…)</code>, each image's
      top-5 labels and scores, its group and a taxonomy of the labels.`,example:`# Harmful label associations (Goyal et al. 2022): top-5 labels and scores per image.
w.harmful_label_association("harmful/val", 0, labels=[["ape", "tree", "car", "cup", "dog"]],
                            scores=[[0.9, 0.5, 0.2, 0.1, 0.1]], groups=["darker"],
                            taxonomy={"ape": "non_human"})`};var Sb="geodiversity",Ek="groups",m7={defaults:vk,fromParams:wk,toParams:xk},kb=class extends Ji{constructor(t){super(m7,t)}fetch(t){let{run:n,tag:r,step:i}=this.report;return this.api.geodiversity(Sb,{run:n,tag:r,step:i,by:this.selection.by,fdr:this.selection.fdr},t)}get csvButtons(){return[{button:"download",label:"Download CSV",table:Ek}]}csvTables(t){let n=[t.run,t.tag,`step${t.step}`,Sb,t.by];return[{button:"download",label:"Download CSV",table:Ek,options:_k(t),rows:t.groups.length,file:n}]}groupings(){let t=Ar(this.declaration,"by"),n=this.data?.by??this.selection.by;return n!==null&&!t.includes(n)?[...t,n]:t}renderPickers(){return g`<label class="field">
        <span class="name">Groups by</span>
        <select name="by" @change=${t=>this.change({by:t.target.value},!0)}>
          ${this.groupings().map(t=>g`<option value=${t} ?selected=${t===this.selection.by}>${Mf(t)}</option>`)}
        </select>
      </label>
      ${this.renderFdr()}`}renderBody(t){let n=t.households.reduce((i,s)=>i+s,0),r=Sr(t,this.declaration);return g`<div class="summary" data-by=${t.by}>
        <span><b>${N(n)}</b> households in <b>${N(t.groups.length)}</b> groups of
          <b class="by">${Mf(t.by)}</b> · step ${t.step} · ${Math.round(t.level*100)}% intervals</span>
        <span class="note muted">Intervals resample households (${N(t.resamples)} bootstrap resamples), not images.</span>
      </div>
      ${Eo(Qi("Household-averaged score per group",es("geo","Score per group",g`<th class="text">group</th>
              <th>households</th>
              <th>images</th>
              <th title="Mean over households of each household's hit rate, with its bootstrap interval">score [interval]</th>
              <th title="The pooled image-level hit rate, for contrast">image_rate</th>
              <th data-col="p_value" title=${`p-value of ${bb}`}>p</th>
              <th data-col="significant" title=${`\u2605: ${vn(r)}`}>★</th>`,t.groups.map((i,s)=>this.renderGroupRow(t,i,s,r))),gi("legend",ck(t,this.declaration),r,(t.significant??[]).filter(Boolean).length)),g`<fairness-score-bars
          .heading=${`Score by ${Mf(t.by)}`}
          .bars=${$k(t)}
          .groups=${t.groups}
          .yLabel=${"score"}
        ></fairness-score-bars>`)}`}renderGroupRow(t,n,r,i){let s=t.score[r],o=t.image_rate[r],a=kf(t.p_value?.[r],t.significant?.[r],bb,ak);return g`<tr data-group=${n} class=${a.significant?"significant":""} data-significant=${a.significant?"true":"false"}>
      ${ts("group",n)}
      <td data-col="households" data-value=${t.households[r]}>${N(t.households[r])}</td>
      <td data-col="images" data-value=${t.images[r]}>${N(t.images[r])}</td>
      ${s===null?g`<td class="state" data-col="score" data-state="no-households">no households</td>`:g`<td data-col="score" data-value=${String(s)} data-lower=${String(t.lower[r])} data-upper=${String(t.upper[r])}>
            ${Zi(s,t.lower[r],t.upper[r])}
          </td>`}
      ${o===null?g`<td class="state" data-col="image_rate">—</td>`:g`<td data-col="image_rate" data-value=${String(o)}>${(o*100).toFixed(1)}%</td>`}
      <td data-col="p_value" class=${a.p===null?"why":""} data-value=${a.p===null?"":String(a.p)} title=${a.title}>
        ${a.text}
      </td>
      <td data-col="significant">${a.significant?_b(i):k}</td>
    </tr>`}};customElements.define("fairness-geo-view",kb);var Pk={kind:Sb,title:"geodiversity",render:(e,t)=>g`<fairness-geo-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${t}</fairness-geo-view
    >`,hint:()=>g`No geodiversity reports: log one with <code>w.geodiversity(…)</code>, each image's ground-truth label, top-5
      predictions and its household's income and region.`,example:`# Geodiversity (Goyal et al. 2022): one row per image and ground-truth label.
w.geodiversity("geo/val", 0, image_ids=["a"], true_labels=["stove"],
               predicted_labels=[["stove", "bed", "cup", "tv", "sofa"]],
               household_ids=["h1"], incomes=[120.0], regions=["Africa"])`};var Nk="retrieval_precision",Dk="precision",g7={defaults:Sk,fromParams:Tk,toParams:kk},Tb=class extends Ji{constructor(t){super(g7,t)}fetch(t){let{run:n,tag:r,step:i}=this.report;return this.api.retrieval(Nk,{run:n,tag:r,step:i,fdr:this.selection.fdr},t)}get csvButtons(){return[{button:"download",label:"Download CSV",table:Dk}]}csvTables(t){let n=[t.run,t.tag,`step${t.step}`,"retrieval"],r=t.groups.length*t.ks.length;return[{button:"download",label:"Download CSV",table:Dk,options:Ck(t),rows:r,file:n}]}renderPickers(){return this.renderFdr()}renderBody(t){let n=t.queries.reduce((s,o)=>s+o,0),r=Sr(t,this.declaration),i=Mk(t).map(s=>({group:s.group,x:s.k,y:s.precision,lower:s.lower,upper:s.upper}));return g`<div class="summary">
        <span><b>${N(n)}</b> queries in <b>${N(t.groups.length)}</b> groups · step ${t.step} ·
          ${Math.round(t.level*100)}% t intervals over each group's queries</span>
        <span class="muted">P@K: the share of a query's K nearest neighbours with the query's attribute</span>
      </div>
      ${Eo(Qi("Mean Precision@K per group",es("retrieval","Precision at K per group",g`<th class="text">group</th>
              <th>queries</th>
              ${t.ks.map(s=>g`<th data-k=${s}>P@${s}</th>`)}`,t.groups.map((s,o)=>g`<tr data-group=${s}>
                ${ts("group",s)}
                <td data-col="queries" data-value=${t.queries[o]}>${N(t.queries[o])}</td>
                ${t.ks.map((a,l)=>Rf({group:s,key:a},t.precision[o][l],t.lower[o][l],t.upper[o][l],t.queries[o],"undefined",{cell:kf(t.p_value?.[o]?.[l],t.significant?.[o]?.[l],lk,uk),q:r}))}
              </tr>`)),gi("legend",fk(t,this.declaration),r,(t.significant??[]).flat().filter(Boolean).length)),g`<fairness-band-chart
          .heading=${"P@K versus K"}
          .points=${i}
          .groups=${t.groups}
          .xLabel=${"K"}
          .yLabel=${"P@K"}
          .note=${"Bands: t intervals of each mean."}
        ></fairness-band-chart>`)}`}};customElements.define("fairness-retrieval-view",Tb);var Ik={kind:Nk,title:"same-attribute retrieval",render:(e,t)=>g`<fairness-retrieval-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${t}</fairness-retrieval-view
    >`,hint:()=>g`No retrieval reports: log one with <code>w.retrieval_precision(…)</code>, query and database embeddings and
      each one's attribute.`,example:`# Same-attribute retrieval (Goyal et al. 2022): embeddings and their attributes.
w.retrieval_precision("retrieval/val", 0, queries, database, query_attributes=q_attr,
                      database_attributes=db_attr, ks=(1, 5, 10))`};var kr=[vS,ES,tk,nk,Ak,Pk,Ik];var b7=["report","compare","trend"],Cb="mode",$l="cmp_",Af="trend_";function y7(e){return b7.includes(e??"")?e:"report"}function Lk(e,t){let n={mode:"report",view:[],compare:[],trend:[]};for(let[r,i]of e){let s=r.slice(t.length);s===Cb?n.mode=y7(i):s.startsWith($l)?n.compare.push([r,i]):s.startsWith(Af)?n.trend.push([r,i]):n.view.push([r,i])}return n}function Ok(e,t,n){let r={};for(let[i,s]of e){let o=i.slice(t.length);n.includes(o)&&s!==""&&(r[o]=s)}return r}function zk(e,t,n){return Object.keys(e).filter(r=>e[r][t]?.kind===n).sort()}function Bk(e,t){let n=new Set;for(let r of Object.values(e))for(let[i,s]of Object.entries(r))t.includes(s.kind)&&n.add(i);return[...n].sort()}var v7=["key","value_a","value_b","bias_a","bias_b","change","verdict","rank_a","rank_b","movement"],Tt="also:",Po="change",Do="desc";function Ef(){return{a:null,b:null,also:[],sort:Po,dir:Do,search:"",verdict:null,brush:null}}function Mb(e){return e==="key"||e==="rank_a"||e==="rank_b"||e==="verdict"?"asc":"desc"}function Rb(e){return ls.includes(e)}function x7(e){return v7.includes(e)||e.startsWith(Tt)&&e.length>Tt.length}var we={aRun:"a_run",aStep:"a_step",bRun:"b_run",bStep:"b_step",also:"also",sort:"sort",dir:"dir",search:"q",verdict:"verdict",aMin:"a_min",aMax:"a_max",bMin:"b_min",bMax:"b_max"};function w7(e){return lt+$l+e}function Hk(e){let t=[],n=(r,i)=>Me(t,$l+r,i);e.a&&(n(we.aRun,e.a.run),n(we.aStep,e.a.step)),e.b&&(n(we.bRun,e.b.run),n(we.bStep,e.b.step));for(let r of e.also)n(we.also,r);return(e.sort!==Po||e.dir!==Do)&&(n(we.sort,e.sort),n(we.dir,e.dir)),n(we.search,e.search),n(we.verdict,e.verdict),e.brush&&(n(we.aMin,e.brush.a[0]),n(we.aMax,e.brush.a[1]),n(we.bMin,e.brush.b[0]),n(we.bMax,e.brush.b[1])),t}function qk(e){let t=[...e],n=Mt(t),r=d=>n.get($l+d),i=d=>{let h=r(d);return h===void 0||h===""?null:h},s=Ef(),o=i(we.aRun);o!==null&&(s.a={run:o,step:jl(r(we.aStep))});let a=i(we.bRun);a!==null&&(s.b={run:a,step:jl(r(we.bStep))});let l=w7(we.also);for(let[d,h]of t)d===l&&h!==""&&!s.also.includes(h)&&s.also.push(h);let u=r(we.sort);if(u!==void 0&&x7(u)&&(!u.startsWith(Tt)||s.also.includes(u.slice(Tt.length)))){s.sort=u;let d=r(we.dir);s.dir=d==="asc"||d==="desc"?d:Mb(u)}s.search=r(we.search)??"";let c=r(we.verdict);Rb(c)&&(s.verdict=c);let f=[we.aMin,we.aMax,we.bMin,we.bMax].map(d=>Se(r(d)));if(f.every(d=>d!==null)){let[d,h,p,m]=f;s.brush={a:[Math.min(d,h),Math.max(d,h)],b:[Math.min(p,m),Math.max(p,m)]}}return s}function Uk(e){return e==="worsened"?"improved":e==="improved"?"worsened":e}function Kk(e,t,n,r){return e!==null&&t.includes(e.run)?e:t.includes(n)?{run:n,step:r}:t.length?{run:t[0],step:null}:null}function Gk(e,t){let n=t.filter(i=>i!==e.run);if(n.length===0)return null;let r=t.indexOf(e.run);return r<0?n[0]:t[(r+1)%t.length]}function jk(e,t){let n=t.map(i=>i.step).sort((i,s)=>i-s);if(n.length===0)return e.step;let r=e.step===null?n.length-1:n.indexOf(e.step);return r<=0?e.step:n[r-1]}function Ab(e,t){return e.step===null||t.some(n=>n.step===e.step)?e:{...e,step:null}}function Pf(e,t,n,r){return t.filter(i=>e.includes(i)&&i!==n?.run&&i!==r?.run)}function Wn(e){return typeof e=="number"&&Number.isFinite(e)}function Yk(e,t){let n=new Map,r=t.columns;for(let i=0;i<r.key.length;i++)n.set(r.key[i],r.presence[i]==="a"?null:r.bias_b[i]);return e.map(i=>{let s=n.get(i);return Wn(s)?s:null})}var _7={worsened:0,improved:1,unchanged:2,undetermined:3};function $7(e,t){if(t==="verdict")return e.columns.verdict.map(n=>_7[n]??null);if(t.startsWith(Tt)){let n=t.slice(Tt.length);return e.extras.find(r=>r.run===n)?.values??null}return e.columns[t]}function Wk(e,t,n){let r=new Int32Array(e.rows);for(let a=0;a<r.length;a++)r[a]=a;let i=n==="asc"?1:-1;if(t==="key"){let a=e.columns.key;return r.sort((l,u)=>a[l]<a[u]?-i:a[l]>a[u]?i:l-u),r}let s=$7(e,t);if(s===null)return r;let o=new Float64Array(e.rows);for(let a=0;a<o.length;a++){let l=s[a];o[a]=Wn(l)?l:NaN}return r.sort((a,l)=>{let u=o[a],c=o[l],f=Number.isNaN(u),d=Number.isNaN(c);return f||d?f&&d?a-l:f?1:-1:u<c?-i:u>c?i:a-l}),r}function Xk(e,t){return e.presence[t]==="both"&&Wn(e.bias_a[t])&&Wn(e.bias_b[t])}function Zk(e,t,n){if(!Xk(e,t))return!1;let r=e.bias_a[t],i=e.bias_b[t];return r>=n.a[0]&&r<=n.a[1]&&i>=n.b[0]&&i<=n.b[1]}function Jk(e,t,n){let{search:r,brush:i}=n,s=n.verdict??null;if(r===null&&i===null&&s===null)return t;let o=e.columns,a=new Int32Array(t.length),l=0;for(let u=0;u<t.length;u++){let c=t[u];s!==null&&o.verdict[c]!==s||i!==null&&!Zk(o,c,i)||r!==null&&(r.lastIndex=0,!r.test(o.key[c]))||(a[l++]=c)}return a.slice(0,l)}function Qk(e,t){let n=0;for(let r=0;r<e.rows;r++)Zk(e.columns,r,t)&&n++;return n}function eT(e){let t=e.key.length,n=new Float64Array(t),r=new Float64Array(t),i=new Int32Array(t),s=[],o=0,a=0,l=0;for(let u=0;u<t;u++)Xk(e,u)?(n[o]=e.bias_a[u],r[o]=e.bias_b[u],s.push(e.verdict[u]),i[o++]=u):e.presence[u]!=="both"?a++:l++;return{x:n.slice(0,o),y:r.slice(0,o),verdict:s,index:i.slice(0,o),oneSided:a,undefinedValue:l}}function tT(e,t=5){let n=[],r=[];for(let i=0;i<e.key.length;i++){let s=e.verdict[i],o=e.change[i];if(s!=="worsened"&&s!=="improved"||!Wn(o))continue;let a={row:i,key:e.key[i],biasA:e.bias_a[i],biasB:e.bias_b[i],change:o,lower:e.lower[i],upper:e.upper[i]};(s==="worsened"?n:r).push(a)}return n.sort((i,s)=>s.change-i.change||i.row-s.row),r.sort((i,s)=>i.change-s.change||i.row-s.row),{worsened:n.slice(0,t),improved:r.slice(0,t)}}function nT(e){return"^"+e.replace(/[.*+?^${}()|[\]\\/-]/g,"\\$&")+"$"}function S7(e){return/(s|x|z|ch|sh)$/.test(e)?e+"es":e+"s"}function rT(e,t){let n=i=>typeof i=="string"&&/^[a-z][a-z ]*$/i.test(i),r=n(t?.key)?t.key:n(e?.bias?.key)?e.bias.key:"row";return{one:r,many:S7(r)}}function Ct(e){return`${Number((e*100).toPrecision(3))}%`}function Tr(e){return Sl(e,bt(e))}function Lt(e,t,n=bt){return Wn(e)&&Wn(t)?`[${n(e)}, ${n(t)}]`:""}function Xn(e){return Wn(e)?bt(e):"\u2014"}function Fk(e,t){let n=e.columns,r=n.key.indexOf(t.key),i=r<0?"":`, ${e.bias} ${Xn(n.bias_a[r])} \u2192 ${Xn(n.bias_b[r])}`,s=Lt(t.lower,t.upper);return`${t.key}${i} (${Tr(t.change)}${s?" "+s:""})`}function iT(e,t){let n=e.summary,i=[`B vs A: ${N(n.worsened)} ${n.worsened===1?t.one:t.many} worsened, ${N(n.improved)} improved, ${N(n.unchanged)} unchanged, ${N(n.undetermined)} undetermined (FDR ${Ct(e.fdr)}).`];return n.worsened>0&&n.largest_regression?i.push(`Largest regression: ${Fk(e,n.largest_regression)}.`):n.worsened===0&&i.push("No regression."),n.improved>0&&n.largest_improvement&&i.push(`Largest improvement: ${Fk(e,n.largest_improvement)}.`),i.join(" ")}function sT(e){return e.worsened>0?e.improved>0?"mixed":"worse":e.improved>0?"better":"same"}var oT={worse:"B is worse",better:"B is better",mixed:"Mixed",same:"No significant change"};function No(e,t){return Wn(t)?e==="percent"?Fe(t):e==="count"?N(t):bt(t):"\u2014"}function Vk(e){return(e*100).toFixed(1).replace(/^-/,"\u2212")}function Eb(e){let t=e.change;if(!Wn(t))return"\u2014";let n,r;return e.format==="percent"?(n=Sl(t,Vk(t))+" pp",r=Lt(e.lower,e.upper,Vk)):e.format==="count"?(n=Sl(t,N(t).replace(/^-/,"\u2212")),r=Lt(e.lower,e.upper,i=>N(i).replace(/^-/,"\u2212"))):(n=Tr(t),r=Lt(e.lower,e.upper)),r?`${n} ${r}`:n}function aT(e){return Object.entries(e).filter(([,t])=>t!=null&&t!=="").map(([t,n])=>`${t}=${typeof n=="object"?JSON.stringify(n):String(n)}`).join(", ")}function Sl(e,t){return e>0?"+"+t:t}function kl(e,t){e.dispatchEvent(new CustomEvent("open-report",{detail:t,bubbles:!0,composed:!0}))}var Zn=340,Cr=320,nn={left:50,right:12,top:12,bottom:38},k7=5e3,lT=3,uT=8,Pb=[["undetermined","--muted","#757575"],["unchanged","--muted","#757575"],["improved","--good","#2e7d32"],["worsened","--bad","#c62828"]];function Df(e){return Number(e.toPrecision(6))}var Tl=class extends W{constructor(){super();this.chart=null;this.canvas=null;this.scales=null;this.px=new Float32Array(0);this.py=new Float32Array(0);this.painted="";this.themeObserver=null;this.points=null,this.brush=null,this.highlight=null,this.bias="bias",this.columns=null,this.drag=null,this.hover=null}willUpdate(n){(n.has("points")||n.has("bias"))&&(this.hover=null,this.draw())}updated(){this.repaintIfThemed()}connectedCallback(){super.connectedCallback(),this.themeObserver=new MutationObserver(()=>this.repaintIfThemed());for(let n=this.parentNode;n;n=n.parentNode??(n instanceof ShadowRoot?n.host:null))n instanceof Element&&this.themeObserver.observe(n,{attributes:!0})}disconnectedCallback(){super.disconnectedCallback(),this.themeObserver?.disconnect(),this.themeObserver=null}repaintIfThemed(){this.points&&this.scales&&this.canvas&&this.colorKey()!==this.painted&&(this.canvas=this.paint(this.points,this.scales),this.requestUpdate())}colors(){let n=this.isConnected?getComputedStyle(this):null;return new Map(Pb.map(([r,i,s])=>[r,n?.getPropertyValue(i).trim()||s]))}colorKey(){return[...this.colors().values()].join(" ")}draw(){let n=this.points;if(this.chart=null,this.canvas=null,this.scales=null,this.px=new Float32Array(0),this.py=new Float32Array(0),!n||n.x.length===0)return;let r=0,i=-1/0;for(let c of[n.x,n.y])for(let f=0;f<c.length;f++)c[f]<r&&(r=c[f]),c[f]>i&&(i=c[f]);let s=i>r?(i-r)*.04:Math.max(Math.abs(r)*.1,.05),o=[r<0?r-s:0,i+s],a=Ge({width:Zn,height:Cr,marginLeft:nn.left,marginRight:nn.right,marginTop:nn.top,marginBottom:nn.bottom,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{domain:o,label:`${this.bias} in A`,labelAnchor:"center",labelArrow:"none",grid:!0,ticks:5},y:{domain:o,label:`${this.bias} in B`,labelArrow:"none",grid:!0,ticks:5},marks:[jg([[o[0],o[0]],[o[1],o[1]]],{stroke:"currentColor",strokeOpacity:.6,strokeDasharray:"4,3",strokeWidth:1})]}),l=a.scale("x"),u=a.scale("y");if(this.chart=a,this.scales=l&&u?{x:l,y:u}:null,this.scales){let{x:c,y:f}=this.scales;this.px=Float32Array.from(n.x,d=>c.apply(d)),this.py=Float32Array.from(n.y,d=>f.apply(d)),this.canvas=this.paint(n,this.scales)}}paint(n,r){let i=document.createElement("canvas"),s=Math.max(1,Math.min(3,globalThis.devicePixelRatio||1));i.width=Math.round(Zn*s),i.height=Math.round(Cr*s),i.className="dots";let o=i.getContext("2d");if(!o)return i;o.scale(s,s);let a=n.x.length>k7,l=a?1.5:2.5,u=this.colors();this.painted=[...u.values()].join(" ");for(let[c]of Pb){let f=c==="worsened"||c==="improved";o.globalAlpha=f?a?.7:.85:a?.35:.5,o.fillStyle=u.get(c),o.beginPath();for(let d=0;d<n.x.length;d++){if(n.verdict[d]!==c)continue;let h=r.x.apply(n.x[d]),p=r.y.apply(n.y[d]);o.moveTo(h+l,p),o.arc(h,p,l,0,2*Math.PI)}o.fill()}return i}point(n){let r=n.currentTarget.getBoundingClientRect(),i=r.width?Zn/r.width:1,s=r.height?Cr/r.height:1,o=(n.clientX-r.left)*i,a=(n.clientY-r.top)*s,l=(u,c,f)=>Math.min(f,Math.max(c,u));return[l(o,nn.left,Zn-nn.right),l(a,nn.top,Cr-nn.bottom)]}onDown(n){if(n.button!==0||!this.scales)return;n.currentTarget.setPointerCapture(n.pointerId);let[r,i]=this.point(n);this.drag={x0:r,y0:i,x1:r,y1:i},n.preventDefault()}nearest(n,r){let i=null,s=uT*uT,{px:o,py:a}=this;for(let l=0;l<o.length;l++){let u=o[l]-n,c=a[l]-r,f=u*u+c*c;f<=s&&(s=f,i=l)}return i}onMove(n){let[r,i]=this.point(n);if(!this.drag){let s=this.nearest(r,i);s!==this.hover&&(this.hover=s);return}this.drag={...this.drag,x1:r,y1:i}}onLeave(){this.drag||(this.hover=null)}onUp(n){let r=this.drag;if(!r)return;let[i,s]=this.point(n);this.drag=null;let o=this.scales,a=null,l=Math.abs(i-r.x0)<lT&&Math.abs(s-r.y0)<lT;if(l&&this.points){let u=this.nearest(i,s);if(u!==null){let c=this.points.index[u];this.dispatchEvent(new CustomEvent("point-click",{detail:c,bubbles:!0,composed:!0}));return}}if(o?.x.invert&&o.y.invert&&!l){let u=Df(o.x.invert(r.x0)),c=Df(o.x.invert(i)),f=Df(o.y.invert(r.y0)),d=Df(o.y.invert(s));a={a:[Math.min(u,c),Math.max(u,c)],b:[Math.min(f,d),Math.max(f,d)]}}a===null&&this.brush===null||this.dispatchEvent(new CustomEvent("brush-change",{detail:a,bubbles:!0,composed:!0}))}onCancel(){this.drag=null}rect(){let n=this.drag;if(n)return{left:Math.min(n.x0,n.x1),top:Math.min(n.y0,n.y1),width:Math.abs(n.x1-n.x0),height:Math.abs(n.y1-n.y0)};let r=this.brush,i=this.scales;if(!r||!i)return null;let s=f=>Math.min(Zn-nn.right,Math.max(nn.left,i.x.apply(f))),o=f=>Math.min(Cr-nn.bottom,Math.max(nn.top,i.y.apply(f))),a=s(r.a[0]),l=s(r.a[1]),u=o(r.b[0]),c=o(r.b[1]);return{left:Math.min(a,l),top:Math.min(u,c),width:Math.abs(l-a),height:Math.abs(c-u)}}ring(){let n=this.points;if(this.highlight===null||!n||!this.scales)return k;let r=n.index.indexOf(this.highlight);return r<0?k:g`<div class="ring" style="left: ${this.px[r]}px; top: ${this.py[r]}px"></div>`}tip(){let n=this.points,r=this.hover;if(r===null||!n||r>=n.x.length||this.drag)return k;let i=n.index[r],s=this.columns,o=s&&i<s.key.length?s.key[i]:"",a=s?.change[i],l=s?Lt(s.lower[i],s.upper[i]):"",u=this.px[r],c=this.py[r],f=u>Zn/2,d=c>Cr/2,h=`${f?`right: ${Zn-u+8}px`:`left: ${u+8}px`}; ${d?`bottom: ${Cr-c+8}px`:`top: ${c+8}px`}`;return g`<div class="ring hover" style="left: ${u}px; top: ${c}px"></div>
      <div class="tip" role="tooltip" data-row=${i} data-verdict=${n.verdict[r]} style=${h}>
        <div class="k">${o}</div>
        <div>${this.bias}: A ${Xn(n.x[r])} → B ${Xn(n.y[r])}</div>
        ${typeof a=="number"?g`<div>change ${Tr(a)}${l?` ${l}`:""}</div>`:k}
        <div class="v-${n.verdict[r]}">${n.verdict[r]}</div>
      </div>`}legend(){let n=this.points;if(!n)return k;let r=new Map;for(let i of n.verdict)r.set(i,(r.get(i)??0)+1);return g`<div class="legend">
      ${Pb.map(([i])=>i).reverse().filter(i=>i!=="undetermined"||r.has(i)).map(i=>g`<span class="v-${i}" data-verdict=${i}
            ><span class="sw"></span><span class="name">${i} (${N(r.get(i)??0)})</span></span
          >`)}
    </div>`}render(){let n=this.points;if(!n)return k;let r=this.rect(),i=[n.oneSided?`${N(n.oneSided)} row${n.oneSided===1?"":"s"} found in one report only`:"",n.undefinedValue?`${N(n.undefinedValue)} without a value on one side`:""].filter(Boolean);return g`
      <h3>${this.bias}: A against B</h3>
      ${this.legend()}
      ${this.chart?g`<div
            class="plot"
            data-points=${n.x.length}
            @pointerdown=${this.onDown}
            @pointermove=${this.onMove}
            @pointerup=${this.onUp}
            @pointercancel=${this.onCancel}
            @pointerleave=${this.onLeave}
          >
            ${this.chart} ${this.canvas}
            ${r?g`<div
                  class="rect"
                  style="left: ${r.left}px; top: ${r.top}px; width: ${r.width}px; height: ${r.height}px"
                ></div>`:k}
            ${this.ring()} ${this.tip()}
          </div>`:g`<div class="muted">No row has a value in both reports.</div>`}
      <div class="note muted">
        ${N(n.x.length)} row${n.x.length===1?"":"s"} plotted; above the dashed diagonal y = x, the bias is
        larger in B. Hover a dot to read it, click it to show its row; drag a rectangle to select rows, click elsewhere to
        clear.
        ${i.length?g`Not plotted: ${i.join("; ")}.`:k}
      </div>
    `}};Tl.properties={points:{attribute:!1},brush:{attribute:!1},highlight:{attribute:!1},bias:{attribute:!1},columns:{attribute:!1},drag:{state:!0},hover:{state:!0}},Tl.styles=[ee,K`
      :host {
        display: block;
      }
      .plot {
        position: relative;
        width: ${Zn}px;
        height: ${Cr}px;
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
        width: ${Zn}px;
        height: ${Cr}px;
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
        max-width: ${Zn}px;
      }
    `];customElements.define("fairness-compare-scatter",Tl);var T7={value_a:84,value_b:84,bias_a:84,bias_b:84,change:196,verdict:112,rank_a:76,rank_b:76,movement:100},C7=100,cT=200;function M7(e,t){switch(e){case"worsened":return`Worsened: the bias grew from A to B, significantly (Benjamini-Hochberg at FDR ${Ct(t)}).`;case"improved":return`Improved: the bias shrank from A to B, significantly (Benjamini-Hochberg at FDR ${Ct(t)}).`;case"unchanged":return`Unchanged: the change of the bias is not significant at FDR ${Ct(t)}.`;default:return"Undetermined: the bias is undefined on a side (too little data, no interval), or the row is in one report only."}}var Cl=class extends W{constructor(){super();this.grid="";this.renderRow=n=>{let r=this.table,i=r.columns,s=i.key[n],o=i.presence[n],a=i.verdict[n];return g`<div
      class="row ${o==="both"?"":"one-sided"} ${n===this.highlight?"focus":""}"
      role="row"
      style=${this.grid}
      data-row=${n}
      data-presence=${o}
      data-verdict=${a}
    >
      <div class="cell key" role="cell" data-col="key" title=${s}>
        <span class="k">${s}</span>
        ${o==="both"?k:g`<span class="badge">only in ${o==="a"?"A":"B"}</span>`}
      </div>
      ${this.cell("value_a",n,i.value_a[n])} ${this.cell("value_b",n,i.value_b[n])} ${this.biasCell("bias_a",n)}
      ${this.biasCell("bias_b",n)} ${this.changeCell(n,a)}
      <div class="cell verdict" role="cell" data-col="verdict" data-verdict=${a} title=${M7(a,this.names.fdr)}>
        <span class="verdict-badge v-${a}">${a}</span>
      </div>
      ${this.cell("rank_a",n,i.rank_a[n])} ${this.cell("rank_b",n,i.rank_b[n])} ${this.cell("movement",n,i.movement[n])}
      ${r.extras.map(l=>this.cell(`${Tt}${l.run}`,n,l.values?.[n]))}
    </div>`};this.table=null,this.rows=[],this.sort=Po,this.dir=Do,this.names={value:"value",bias:"bias",a:"A",b:"B",noun:"row",level:.95,fdr:.05},this.highlight=null}columns(){let{value:n,bias:r,a:i,b:s,noun:o,level:a,fdr:l}=this.names,u=this.table,c=Ct(a);return[{key:"key",name:o,sub:"",title:`key: the ${o} (the row)`,text:!0},{key:"value_a",name:`${n} A`,sub:i,title:`value_a: ${n} in report A (${i}), signed`},{key:"value_b",name:`${n} B`,sub:s,title:`value_b: ${n} in report B (${s}), signed`},{key:"bias_a",name:`${r} A`,sub:i,title:`bias_a: the size of the bias (${r}) in report A (${i}), lower is better`},{key:"bias_b",name:`${r} B`,sub:s,title:`bias_b: the size of the bias (${r}) in report B (${s}), lower is better`},{key:"change",name:"change",sub:`B \u2212 A [${c} interval]`,title:`change: bias_b \u2212 bias_a, with its ${c} interval [lower, upper] (positive: the bias grew)`},{key:"verdict",name:"verdict",sub:`FDR ${Ct(l)}`,title:"verdict: worsened, improved, unchanged or undetermined"},{key:"rank_a",name:"rank A",sub:"1 = largest",title:`rank_a: the row's rank by ${r} in A (1: the largest bias)`},{key:"rank_b",name:"rank B",sub:"1 = largest",title:`rank_b: the row's rank by ${r} in B (1: the largest bias)`},{key:"movement",name:"movement",sub:"rank A \u2212 rank B",title:"movement: rank_a \u2212 rank_b, positive when the row rose in B"},...(u?.extras??[]).map(f=>({key:`${Tt}${f.run}`,name:f.run,sub:`${r}, latest step`,title:`${r} in the latest report of run ${f.run}`}))]}missingTitle(n,r){let i=this.table.columns.presence[r],{a:s,b:o}=this.names;switch(n){case"value_a":case"bias_a":case"rank_a":return i==="b"?`Not in report A (${s}): this row is only in B.`:`Undefined in report A (${s}): too little data for this row, or no value.`;case"value_b":case"bias_b":case"rank_b":return i==="a"?`Not in report B (${o}): this row is only in A.`:`Undefined in report B (${o}): too little data for this row, or no value.`;case"change":return i==="both"?"No change: the bias is undefined on one side.":`No change: the row is only in ${i==="a"?"A":"B"}.`;case"movement":return"No movement: the row is not ranked on both sides.";default:{let a=n.slice(Tt.length);return this.table.extras.find(u=>u.run===a)?.values?`Not in the latest report of run ${a}, or undefined there.`:`Not loaded: the report of run ${a}.`}}}missing(n,r){return g`<div class="cell num missing" role="cell" data-col=${n} title=${this.missingTitle(n,r)}>—</div>`}cell(n,r,i,s){if(typeof i!="number"||!Number.isFinite(i))return this.missing(n,r);let o;return n==="rank_a"||n==="rank_b"?o=N(i):n==="movement"?o=Sl(i,N(i).replace(/^-/,"\u2212")):o=bt(i),g`<div class="cell num" role="cell" data-col=${n} data-v=${String(i)} title=${s??String(i)}>${o}</div>`}biasCell(n,r){let i=this.table.columns,s=n==="bias_a"?"a":"b",o=i[n][r],a=Lt(i[`lower_${s}`][r],i[`upper_${s}`][r]),l=`${this.names.bias} in ${s.toUpperCase()}: ${o}${a?`, ${Ct(this.names.level)} interval ${a}`:", no interval"}`;return this.cell(n,r,o,l)}changeCell(n,r){let i=this.table.columns,s=i.change[n];if(typeof s!="number"||!Number.isFinite(s))return this.missing("change",n);let o=Lt(i.lower[n],i.upper[n]),a=i.p_value[n],l=[`change ${s}`,o?`${Ct(this.names.level)} interval ${o}`:"no interval",typeof a=="number"?`p = ${At(a)}`:""].filter(Boolean).join(", ");return g`<div
      class="cell num change v-${r}"
      role="cell"
      data-col="change"
      data-v=${String(s)}
      data-lower=${i.lower[n]??k}
      data-upper=${i.upper[n]??k}
      title=${l}
    >
      ${Tr(s)} ${o?g`<span class="ci">${o}</span>`:k}
    </div>`}willUpdate(n){n.has("table")&&(this.scrollTop=0)}render(){if(!this.table)return k;let r=this.columns(),i=r.slice(1).map(a=>a.key.startsWith(Tt)?C7:T7[a.key]),s=cT+i.reduce((a,l)=>a+l,0),o=`grid-template-columns: minmax(${cT}px, 1fr) ${i.map(a=>`${a}px`).join(" ")}; min-width: ${s}px`;return this.grid=o,Cs(this,{columns:r,defaultDir:Mb,renderRow:this.renderRow,label:"Rows of A and B aligned by key",empty:"No row matches the search, the verdict or the selection.",tableStyle:`--table-min-width: ${s}px`,headStyle:o})}};Cl.properties={...Lr,names:{attribute:!1},highlight:{attribute:!1}},Cl.styles=[ee,...Rs,K`
      .head .top {
        max-width: 100%;
      }
      .head .col-name {
        overflow: hidden;
        text-overflow: ellipsis;
      }
      lit-virtualizer {
        min-width: var(--table-min-width);
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
      .cell.change .ci {
        color: var(--muted, #757575);
        font-size: 11px;
      }
      .cell.verdict {
        cursor: help;
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
    `];customElements.define("fairness-compare-table",Cl);var fT="",R7=5,dT="";function hT(e){return`${e.run} \xB7 step ${e.step}`}var Ml=class extends W{constructor(){super();this.request=new Ce;this.extraRequest=new Ce;this.csvRequest=new Ce;this.csvPending=!1;this.csvError=null;this.shell=new yt(this,[this.request,this.extraRequest]);this.stepsCache=new Map;this.extraErrors=new Map;this.table=null;this.order=null;this.search={regex:null,error:null};this.visible=new Int32Array(0);this.visibleList=[];this.points=null;this.moved={worsened:[],improved:[]};this.noun={one:"row",many:"rows"};this.brushed=0;this.tag="",this.kind="",this.kindTitle="",this.declaration=null,this.runs=[],this.run="",this.step=null,this.options={},this.params=[],this.revision="",this.sel=Ef(),this.data=null,this.extras=[],this.stepsA=null,this.stepsB=null,this.highlight=null}async stepsOf(n,r){let i=`${this.tag}\0${n}`,s=this.stepsCache.get(i);if(s)return s;let o=await this.api.steps(n,this.tag,r);return this.stepsCache.set(i,o.steps),o.steps}async load(){let n=this.sel.a,r=this.sel.b;if(this.extraRequest.cancel(),n===null){this.request.cancel(),this.data=null,this.shell.fail(`No run holds a report under the tag ${this.tag}.`);return}let{tag:i,options:s,api:o}=this;this.shell.start();let a;try{a=await this.request.run(async l=>{let u=await this.stepsOf(n.run,l),c=Ab(n,u),f=r??{run:c.run,step:jk(c,u)},d=f.run===c.run?u:await this.stepsOf(f.run,l),h=Ab(f,d),p=await o.diff({tag:i,run:c.run,step:c.step,vs_run:h.run,vs_step:h.step,options:s},l);return{a:c,b:h,stepsA:u,stepsB:d,diff:p}})}catch(l){this.data=null,this.shell.fail(l);return}a!==$e&&(this.stepsA=a.stepsA,this.stepsB=a.stepsB,this.highlight=null,this.extras=[],this.data=a.diff,this.setSel({...this.sel,a:a.a,b:a.b}),await this.loadExtras())}async loadExtras(){let n=this.data,r=this.sel.a,i=this.sel.also;if(!n||!r||i.length===0){this.extraRequest.cancel(),this.extras=[],this.extraErrors=new Map,n&&this.shell.ready();return}let s=new Map(this.extras.map(f=>[f.run,f]));this.extras=i.map(f=>s.get(f)??{run:f,values:null}),this.shell.start();let{tag:o,options:a,api:l}=this,u=n.columns.key,c=await this.extraRequest.run(f=>Promise.all(i.map(async d=>{let h=s.get(d);if(h?.values)return{run:d,values:h.values,error:null};try{let p=await l.diff({tag:o,run:r.run,step:r.step,vs_run:d,vs_step:null,options:a},f);return{run:d,values:Yk(u,p),error:null}}catch(p){if(f.aborted)throw p;return{run:d,values:null,error:on(p)}}})));c!==$e&&(this.extras=c.map(({run:f,values:d})=>({run:f,values:d})),this.extraErrors=new Map(c.filter(f=>f.error!==null).map(f=>[f.run,f.error])),this.shell.ready())}setSel(n){this.sel=n,et(this,Hk(n))}fit(n){let r=this.runs??[],i=Kk(n.a,r,this.run,this.step),s=n.b!==null&&r.includes(n.b.run)?n.b:null;if(s===null&&i!==null){let l=Gk(i,r);l!==null&&(s={run:l,step:null})}let o=Pf(n.also,r,i,s),a=!n.sort.startsWith(Tt)||o.includes(n.sort.slice(Tt.length));return{...n,a:i,b:s,also:o,sort:a?n.sort:Po,dir:a?n.dir:Do}}onSide(n,r){let i=this.sel[n];if(!i)return;let s={...i,...r};r.run!==void 0&&r.run!==i.run&&(s.step=null);let o={...this.sel,[n]:s},a=Pf(o.also,this.runs,o.a,o.b);this.setSel(this.fit({...o,also:a})),this.load()}swap(){let{a:n,b:r,brush:i}=this.sel;if(!n||!r)return;let s=i?{a:i.b,b:i.a}:null;this.setSel({...this.sel,a:r,b:n,brush:s,verdict:Uk(this.sel.verdict)}),this.load()}onAlso(n,r){let i=r?[...this.sel.also,n]:this.sel.also.filter(o=>o!==n),s=Pf(i,this.runs,this.sel.a,this.sel.b);this.setSel(this.fit({...this.sel,also:s})),this.loadExtras()}patch(n){this.setSel({...this.sel,...n})}onBrush(n){this.highlight=null,this.patch({brush:n})}onVerdict(n){this.highlight=null,this.patch({verdict:n})}focusRow(n){let r=this.data?.columns.key[n];r!==void 0&&(this.highlight=n,this.patch({search:nT(r),brush:null,verdict:null}))}reset(){this.stepsCache.clear(),this.setSel(this.fit(Ef())),this.load()}retry(){this.stepsCache.clear(),this.load()}async downloadCsv(){let n=this.data;if(!n)return;let r=Rt(["fairness","compare",n.tag,n.a.run,`step${n.a.step}`,"vs",n.b.run,`step${n.b.step}`,n.value]),i={tag:n.tag,run:n.a.run,step:n.a.step,vs_run:n.b.run,vs_step:n.b.step,options:this.options};this.csvPending=!0,this.csvError=null,this.requestUpdate();let s;try{s=await this.csvRequest.run(o=>this.api.diffCsv(i,o))}catch(o){this.csvPending=!1,this.csvError=on(o),this.requestUpdate();return}s!==$e&&(this.csvPending=!1,this.requestUpdate(),bs(s,r))}disconnectedCallback(){super.disconnectedCallback(),this.csvRequest.cancel(),this.csvPending=!1}willUpdate(n){if(!this.hasUpdated)this.setSel(this.fit(qk(this.params))),this.load();else if(n.has("revision")&&!n.has("tag")&&!n.has("options")&&!n.has("runs"))this.stepsCache.clear(),this.load();else if(n.has("tag")||n.has("options")||n.has("runs")){let f=this.sel;if(n.has("tag")){this.stepsCache.clear();let d=this.runs.length<2;this.sel={...f,a:f.a&&this.runs.includes(f.a.run)?{run:f.a.run,step:null}:null,b:!d&&f.b&&this.runs.includes(f.b.run)?{run:f.b.run,step:null}:null,brush:null}}this.setSel(this.fit(this.sel)),this.load()}let r=this.data;(n.has("data")||n.has("extras"))&&(this.table=r?{rows:r.rows,columns:r.columns,extras:this.extras}:null),n.has("data")&&(this.points=r?eT(r.columns):null,this.moved=r?tT(r.columns,R7):{worsened:[],improved:[]}),(n.has("data")||n.has("declaration"))&&(this.noun=rT(this.declaration,r));let i=this.sel,s=n.has("sel")?n.get("sel"):i;(!s||s.search!==i.search)&&(this.search=ds(i.search));let o=this.table;if(!o){this.order=null,this.visible=new Int32Array(0),this.visibleList=[],this.brushed=0;return}let a=n.has("data")||n.has("extras")||this.order===null,l=!s||s.sort!==i.sort||s.dir!==i.dir;(a||l)&&(this.order=Wk(o,i.sort,i.dir));let u=!s||s.brush!==i.brush,c=!s||s.search!==i.search||s.verdict!==i.verdict;(a||l||u||c)&&(this.visible=Jk(o,this.order,{search:this.search.regex,brush:i.brush,verdict:i.verdict}),this.visibleList=Array.from(this.visible)),(a||u)&&(this.brushed=i.brush?Qk(o,i.brush):0)}renderSide(n){let r=this.sel[n],i=n==="a"?this.stepsA:this.stepsB;return g`<fieldset class="side" data-side=${n}>
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
          @change=${o=>{let a=o.target.value;this.onSide(n,{step:a===fT?null:Number(a)})}}
        >
          <option .value=${fT} .selected=${r?.step===null}>latest</option>
          ${(i??[]).map(o=>g`<option .value=${String(o.step)} .selected=${o.step===r?.step}>
                ${o.step} · ${hs(o.wall_time)}
              </option>`)}
        </select>
      </label>
    </fieldset>`}renderControls(){let n=this.sel,r=this.runs.filter(i=>i!==n.a?.run&&i!==n.b?.run);return g`<div class="controls">
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
      ${r.length?g`<div class="field">
            <span class="name">Also show runs</span>
            <div class="also">
              ${r.map(i=>g`<label
                  ><input
                    type="checkbox"
                    name="also"
                    .value=${i}
                    .checked=${n.also.includes(i)}
                    @change=${s=>this.onAlso(i,s.target.checked)}
                  />${i}</label
                >`)}
            </div>
          </div>`:k}
      ${this.renderVerdictFilter()}
      <span class="spacer"></span>
      ${this.shell.renderCsvButton("csv",this.data!==null&&!this.csvPending,()=>{this.downloadCsv()},this.data?`All ${N(this.data.rows)} rows as CSV, from the server (as tb-fairness export --vs-run/--vs-step prints them)`:void 0)}
      ${this.search.error?g`<div class="search-error" title=${this.search.error}>${this.search.error}</div>`:k}
      ${this.csvError!==null?g`<div class="download-error" role="alert" title=${this.csvError}>Could not download the CSV: ${this.csvError}</div>`:k}
    </div>`}renderVerdictFilter(){let n=this.data?.summary,r=this.sel.verdict;return g`<label class="field">
      <span class="name">Verdict</span>
      <select
        name="verdict"
        .disabled=${!this.data}
        @change=${i=>{let s=i.target.value;this.onVerdict(Rb(s)?s:null)}}
      >
        <option .value=${dT} .selected=${r===null}>all</option>
        ${ls.map(i=>g`<option .value=${i} .selected=${r===i}>${i}${n?` (${N(n[i])})`:""}</option>`)}
      </select>
    </label>`}renderVerdictSummary(n){let r=n.summary,i=sT(r);return g`<div
      class="verdict-summary ${this.shell.loading?"stale":""}"
      data-overall=${i}
      data-worsened=${r.worsened}
      data-improved=${r.improved}
      data-unchanged=${r.unchanged}
      data-undetermined=${r.undetermined}
    >
      <span
        class="verdict-badge overall o-${i}"
        title=${`From the ${this.noun.many}' verdicts: Benjamini-Hochberg at FDR ${Ct(n.fdr)} on the change of ${n.bias}`}
        >${oT[i]}</span
      >
      <span class="sentence">${iT(n,this.noun)}</span>
    </div>`}renderHeadlines(n){return n.headlines.length===0?k:g`<div class="headlines ${this.shell.loading?"stale":""}">${n.headlines.map(r=>this.renderHeadline(r,n.level))}</div>`}renderHeadline(n,r){let i=c=>No(n.format,c),s=n.a_interval?Lt(n.a_interval[0],n.a_interval[1],i):"",o=n.b_interval?Lt(n.b_interval[0],n.b_interval[1],i):"",a=n.better==="lower"?"lower is better":n.better==="higher"?"higher is better":"neither way is better",l=[`${n.title} (${n.name}), ${a}${n.explanation?`: ${n.explanation}`:""}`,`A: ${No(n.format,n.a)}${s?` ${s}`:""}`,`B: ${No(n.format,n.b)}${o?` ${o}`:""}`,`change B \u2212 A: ${Eb(n)} (${Ct(r)} interval)`].join(`
`),u=n.verdict;return g`<div class="headline" data-name=${n.name} data-verdict=${u??"none"} title=${l}>
      <span class="title">${n.title}</span>
      <span class="ab"
        ><span class="a" data-v=${n.a??k}>${No(n.format,n.a)}</span> →
        <span class="b" data-v=${n.b??k}>${No(n.format,n.b)}</span></span
      >
      <span class="foot">
        <span class="change" data-v=${n.change??k}>${Eb(n)}</span>
        ${u!==null?g`<span class="verdict-badge v-${u}" data-verdict=${u}>${u}</span>`:k}
      </span>
    </div>`}renderSummary(n){let r=aT(n.options),i=n.a.run===n.b.run&&n.a.step===n.b.step,s=this.sel,o=n.summary,a=[...this.extraErrors].map(([l,u])=>`${l}: ${u}`);return g`<div
      class="summary"
      data-shown=${this.visible.length}
      data-total=${n.rows}
      data-a-run=${n.a.run}
      data-a-step=${n.a.step}
      data-b-run=${n.b.run}
      data-b-step=${n.b.step}
      data-verdict=${s.verdict??dT}
      data-extras=${this.extras.filter(l=>l.values!==null).map(l=>l.run).join(",")}
    >
      <span class="what"
        >Comparing <b>${n.bias}</b>, the size of the bias (lower is better; signed: ${n.value}), of the
        ${this.kindTitle||n.kind} report ${n.tag}${r?g` <span class="muted">(${r})</span>`:k}</span
      >
      <span
        >A = <b>${hT(n.a)}</b>
        <button class="text" name="open-a" title="Open report A in its view" @click=${()=>kl(this,{run:n.a.run,step:n.a.step})}>
          open</button
        ></span>
      <span
        >B = <b>${hT(n.b)}</b>
        <button class="text" name="open-b" title="Open report B in its view" @click=${()=>kl(this,{run:n.b.run,step:n.b.step})}>
          open</button
        ></span>
      ${i?g`<span class="warn">A and B are the same report: pick another step or run.</span>`:k}
      <span class="counts"
        ><b>${N(n.rows)}</b> ${n.rows===1?this.noun.one:this.noun.many} · ${N(o.only_in_a)} only in A ·
        ${N(o.only_in_b)} only in B</span
      >
      <span class="muted">${Ct(n.level)} intervals; verdicts at FDR ${Ct(n.fdr)} (Benjamini-Hochberg)</span>
      ${ys(this.visible.length,n.rows,"rows",s.brush?g`<span class="chip" data-brushed=${this.brushed}
              >${N(this.brushed)} selected in the scatter —
              <button class="text" name="clear-brush" @click=${()=>this.onBrush(null)}>clear</button></span
            >`:void 0)}
      ${a.length?g`<span class="warn">Could not load: ${a.join("; ")}</span>`:k}
    </div>`}renderMovers(n,r,i,s){return g`<div class="movers" data-movers=${n}>
      <h3>
        <span class="v-${n}">${n==="worsened"?"Worsened":"Improved"}</span>
        <span class="muted">${N(i)}</span>
        ${i>r.length?g`<button class="text" name=${`show-${n}`} @click=${()=>this.onVerdict(n)}>show all</button>`:k}
      </h3>
      ${r.length?g`<ol>
            ${r.map(a=>{let l=Lt(a.lower,a.upper);return g`<li>
                <button
                  data-row=${a.row}
                  title=${`Show ${a.key} in the table: ${s} ${Xn(a.biasA)} \u2192 ${Xn(a.biasB)}, change ${Tr(a.change)} ${l}`}
                  @click=${()=>this.focusRow(a.row)}
                >
                  <span class="k">${a.key}</span><span class="num ab">${Xn(a.biasA)} → ${Xn(a.biasB)}</span
                  ><span class="num ch v-${n}" data-v=${a.change}>${Tr(a.change)} ${l}</span>
                </button>
              </li>`})}
          </ol>`:g`<div class="muted">None.</div>`}
    </div>`}render(){let n=this.sel;return this.runs.length===0?g`<div class="message">No run holds a report under this tag.</div>`:g`
      ${this.renderControls()}
      ${this.shell.renderError("Could not compare the reports",[{label:"Retry",name:"retry",run:()=>this.retry()},{label:"Reset the comparison",name:"reset",run:()=>this.reset()}])}
      ${this.shell.renderContent(this.table&&this.data,r=>g`${this.renderVerdictSummary(r)} ${this.renderHeadlines(r)} ${this.renderSummary(r)}
            <div class="main ${this.shell.loading?"stale":""}">
              <fairness-compare-table
                .table=${this.table}
                .rows=${this.visibleList}
                .sort=${n.sort}
                .dir=${n.dir}
                .highlight=${this.highlight}
                .names=${{value:r.value,bias:r.bias,a:`${r.a.run} @ ${r.a.step}`,b:`${r.b.run} @ ${r.b.step}`,noun:this.noun.one,level:r.level,fdr:r.fdr}}
                @sort-change=${i=>this.patch({sort:i.detail.column,dir:i.detail.dir})}
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
                ${this.renderMovers("worsened",this.moved.worsened,r.summary.worsened,r.bias)}
                ${this.renderMovers("improved",this.moved.improved,r.summary.improved,r.bias)}
              </div>
            </div>`,"Comparing the reports\u2026")}
    `}};Ml.properties={...tu,sel:{state:!0},data:{state:!0},extras:{state:!0},stepsA:{state:!0},stepsB:{state:!0},highlight:{state:!0},revision:{attribute:!1}},Ml.styles=[ee,rt,st,di,hi,zt,K`
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
        min-height: 0;
        display: flex;
        gap: 16px;
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
      .movers li button {
        display: grid;
        grid-template-columns: minmax(0, 1fr) auto auto;
        width: 100%;
        gap: 8px;
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
        color: var(--muted, #757575);
      }
      .warn {
        color: var(--error, #c62828);
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
    `];customElements.define("fairness-compare",Ml);var A7="dark-mode";function pT(e,t){return e!==null?e.split(/\s+/).includes(A7)?"dark":"light":t?"dark":"light"}var Db=[{name:"Slate",light:"#425066",dark:"#8e98a3"},{name:"Cyan",light:"#12b5cb",dark:"#12b5cb"},{name:"Pink",light:"#e52592",dark:"#e52592"},{name:"Yellow",light:"#f9ab00",dark:"#f9ab00"},{name:"Purple",light:"#9334e6",dark:"#9334e6"},{name:"Light Green",light:"#7cb342",dark:"#7cb342"},{name:"Orange",light:"#e8710a",dark:"#e8710a"}],Nb={name:"Gray",light:"#e0e0e0",dark:"#3b3b3b"},mT="runColorGroup";function gT(e){return e==="experiment"?{key:"experiment"}:e!==null&&e.startsWith("regex:")?{key:"regex",regex:e.slice(6)}:{key:"run"}}function E7(e,t){if(t.key==="experiment")return"experiment";if(t.key==="regex"&&t.regex!==""){let n;try{n=new RegExp(t.regex)}catch{return"run:"+e}let r=e.match(n);return r?r.length>1?"regex:"+JSON.stringify(r.slice(1)):"regex:pseudo_group":null}return"run:"+e}var Nf=class{constructor(){this.groupIds=new Map;this.runIds=new Map;this.runs=[];this.groupBy={key:"run"}}update(t){for(let n of t)this.runIds.set(n,this.idFor(n,this.groupIds));this.runs=[...new Set([...this.runs,...t])]}setGroupBy(t){return JSON.stringify(t)===JSON.stringify(this.groupBy)?!1:(this.groupBy=t,this.groupIds=new Map,this.runIds=new Map,this.update(this.runs),!0)}has(t){return this.runIds.has(t)}known(){return[...this.runs]}ids(t){let n=new Map(this.groupIds);return t.map(r=>this.runIds.get(r)??this.idFor(r,n))}idFor(t,n){let r=E7(t,this.groupBy);if(r===null)return-1;let i=n.get(r)??n.size;return n.set(r,i),i}};function P7(e,t){let n=e<0?Nb:Db[e%Db.length];return t==="dark"?n.dark:n.light}function D7(e){let t=e.trim().toLowerCase();if(/^#[0-9a-f]{6}$/.test(t))return t;if(/^#[0-9a-f]{3}$/.test(t))return"#"+[...t.slice(1)].map(i=>i+i).join("");let n=/^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)\s*(?:[,/]\s*([\d.]+%?)\s*)?\)$/.exec(t);if(!n||n[4]!==void 0&&Number.parseFloat(n[4])===0)return null;let r=[n[1],n[2],n[3]].map(Number);return r.some(i=>i>255)?null:"#"+r.map(i=>i.toString(16).padStart(2,"0")).join("")}function bT(e){let t=D7(e);if(t===null)return null;let n=Db.findIndex(r=>r.light===t||r.dark===t);return n>=0?{id:n}:t===Nb.light||t===Nb.dark?{id:-1}:{custom:t}}var yT={theme:"light",ids:null,seen:new Map};function vT(){return yT}function xT(e){yT=e}function If(e,t){let n=t.ids?t.ids.ids(e):e.map((r,i)=>i);return e.map((r,i)=>{let s=t.seen.get(r);return s&&"custom"in s?s.custom:P7(s?s.id:n[i],t.theme)})}function wT(e,t){let n=Object.keys(e).sort(),r=Object.keys(t).sort();if(n.length!==r.length||n.some((i,s)=>i!==r[s]))return!1;for(let i of n){let s=Object.keys(e[i]).sort(),o=Object.keys(t[i]).sort();if(s.length!==o.length||s.some((a,l)=>a!==o[l]))return!1;for(let a of s)if(e[i][a].kind!==t[i][a].kind||e[i][a].max_step!==t[i][a].max_step)return!1}return!0}function Lf(e,t,n){if(t===null||n===null)return null;let r=e[t]?.[n];return r===void 0?null:r.max_step}function _T(e,t,n){return e!==null&&t!==null&&n!==null&&e===t&&n>t?n:e}function Ib(e,t){return Object.keys(e).sort().filter(n=>e[n][t]!==void 0).map(n=>`${JSON.stringify(n)}:${e[n][t].max_step}`).join(",")}var $T=lt+Af+"run",ST=lt+Af+"gap_threshold",xn="gap_threshold";function Lb(e){return{runs:null,gapThreshold:Be(e,xn)}}function Of(e,t){let n=Se(e);return Pe(t,xn,n)?n:null}function Ob(e,t){let n=[];for(let r of e.runs??[])n.push([$T,r]);return e.gapThreshold!==null&&e.gapThreshold!==Be(t,xn)&&n.push([ST,String(e.gapThreshold)]),n}function kT(e,t,n){let r=Lb(t),i=[],s;for(let[o,a]of e)o===$T&&a!==""&&!i.includes(a)?i.push(a):o===ST&&(s=a);return r.runs=i.length>0?i:null,r.gapThreshold=Of(s,t)??r.gapThreshold,n?zf(r,n):r}function zf(e,t){if(e.runs===null||t.length===0)return e;let n=t.filter(r=>e.runs.includes(r));return{...e,runs:n.length===0||n.length===t.length?null:n}}function ns(e,t){return e.runs===null?[...t]:t.filter(n=>e.runs.includes(n))}function TT(e,t,n,r){let i=ns(e,t),s=r?t.filter(o=>o===n||i.includes(o)):i.filter(o=>o!==n);return s.length===0?e:zf({...e,runs:s},t)}function CT(e,t){return t!==null&&e.includes(t)?[t,...e.filter(n=>n!==t)]:[...e]}function MT(e,t,n){return n&&t.gapThreshold!==null?{...e,[xn]:String(t.gapThreshold)}:{...e}}function RT(e){let t=[];for(let[n,r]of Object.entries(e))n==="gap_threshold"||r===""||t.push(n==="metric"?`metric ${r}`:`${n}=${r}`);return t.join(", ")}function N7(e){return e==="percent"||e==="count"?e:"value"}function AT(e,t){let n=(t-e)/5;return!(n>0)||n>=.01?".0%":n>=.001?".1%":".2%"}function ET(e,t,n=1){if(t==="count"||e.length===0)return null;let r=e.map(d=>d.value),i=Math.min(...r),s=Math.max(...r),o=s>i?s-i:Math.max(Math.abs(s)*.1,.001),a=d=>e.map(d).filter(h=>h!==null&&Number.isFinite(h)),l=a(d=>d.lower),u=a(d=>d.upper),c=Math.min(i,Math.max(l.length?Math.min(...l):i,i-n*o)),f=Math.max(s,Math.min(u.length?Math.max(...u):s,s+n*o));return t==="percent"&&(c=Math.max(c,Math.min(0,i)),f=Math.min(f,Math.max(1,s))),c===f&&(c-=o/2,f+=o/2),[c,f]}function PT(e,t){let n=t.find(r=>r.name===e);return n?{title:n.title,explanation:n.explanation,format:N7(n.format)}:{title:e,explanation:"",format:"value"}}function Rl(e,t){return e===null||!Number.isFinite(e)?"undefined":t==="percent"?Fe(e):t==="count"?Number.isInteger(e)?N(e):rr(e):bt(e)}function DT(e,t){let n=Object.prototype.hasOwnProperty.call(e,t)?e[t]:null;return typeof n=="number"&&Number.isFinite(n)?n:null}function NT(e,t=null){let n=e.series.filter(r=>t===null||t.includes(r.run)).map(r=>({run:r.run,points:[...r.points].sort((i,s)=>i.step-s.step)}));return e.names.map(r=>{let i=[],s=[];return n.forEach((o,a)=>{let l=0,u=!1;for(let c of o.points){let f=DT(c.values,r);if(f===null){s.push({run:o.run,step:c.step}),u&&l++,u=!1;continue}u=!0;let[d,h]=c.intervals?.[r]??[null,null];i.push({run:o.run,step:c.step,wall_time:c.wall_time,value:f,lower:d,upper:h,segment:`${a}:${l}`})}}),{name:r,dots:i,missing:s}})}function IT(e,t=null){let n=e.series.filter(r=>t===null||t.includes(r.run));return n.some(r=>r.points.length>0)&&n.every(r=>new Set(r.points.map(i=>i.step)).size<=1)}function LT(e,t=6){let n=new Map;for(let i of e){let s=n.get(i.run)??[];s.push(i.step),n.set(i.run,s)}let r=[];for(let[i,s]of n){let o=s.slice(0,t).join(", "),a=s.length>t?` and ${s.length-t} more`:"";r.push(`${i} at step${s.length>1?"s":""} ${o}${a}`)}return r.join("; ")}function zb(e,t=vT()){return If(e,t)}function OT(e,t,n,r=12){let i=null,s=r*r;return e.forEach((o,a)=>{if(!Number.isFinite(o.x)||!Number.isFinite(o.y))return;let l=(o.x-t)**2+(o.y-n)**2;l<=s&&(i=a,s=l)}),i}function zT(e,t=null){let n=[["run","step","wall_time",...e.names].map(td).join(",")];for(let r of e.series)if(!(t!==null&&!t.includes(r.run)))for(let i of[...r.points].sort((s,o)=>s.step-o.step))n.push([td(r.run),Xl(i.step),Xl(i.wall_time),...e.names.map(s=>Xl(DT(i.values,s)))].join(","));return n.join(`\r
`)+`\r
`}function Bb(e,t,n){if(typeof e=="number"&&Number.isFinite(e))return e;let r=Se(t.level);return r!==null&&Pe(n,"level",r)?r:Be(n,"level")}function BT(e,t){let n=Pe(t,xn,e.gapThreshold)?e.gapThreshold:Be(t,xn);return n===e.gapThreshold?e:{...e,gapThreshold:n}}var FT=15e3,Bf="theme-change",Ff="run-colors-change",I7="experimental",L7="experimental.GetRuns",O7="experimental.RunsChanged",z7="experimental.DataReloaded",Fb=class{constructor(t){this.port=t;this.nextId=0;this.waits=new Map;this.listeners=new Map;t.addEventListener("message",n=>this.onMessage(n.data)),t.start()}send(t,n=null,r=5e3){let i=this.nextId++;return new Promise(s=>{let o=setTimeout(()=>{this.waits.delete(i),s(null)},r);this.waits.set(i,a=>{clearTimeout(o),s(a)}),this.post({type:t,id:i,payload:n,error:null,isReply:!1})})}listen(t,n){this.listeners.set(t,n)}close(){this.port.close()}onMessage(t){let n;try{n=JSON.parse(String(t))}catch{return}if(!(typeof n!="object"||n===null||typeof n.type!="string")){if(n.isReply){let r=this.waits.get(n.id);this.waits.delete(n.id),r?.(n.error?null:n.payload);return}try{this.listeners.get(n.type)?.(n.payload)}finally{this.post({type:n.type,id:n.id,payload:null,error:null,isReply:!0})}}}post(t){this.port.postMessage(JSON.stringify(t))}};function B7(e){if(e.parent===e)return null;try{let t=e.parent.document;return t.querySelector("tb-webapp")?t:null}catch{return null}}function F7(e){let t=new Map,n=e.defaultView;for(let r of e.querySelectorAll("tb-data-table-content-row")){let i=r.querySelector(".table-column-run")?.textContent?.trim(),s=r.querySelector(".run-color-swatch");if(!i||!s||t.has(i))continue;let o=s.style.backgroundColor||(n?n.getComputedStyle(s).backgroundColor:""),a=bT(o);a&&t.set(i,a)}return t}function V7(e,t){if(e.size!==t.size)return!1;for(let[n,r]of e)if(JSON.stringify(t.get(n))!==JSON.stringify(r))return!1;return!0}var Vb=class extends EventTarget{constructor(n=window){super();this.win=n;this.ipc=null;this.observers=[];this.onMedia=()=>this.onThemeSignal();this.onDocVisibility=()=>this.onVisibility();this.seen=new Map;this.refreshers=new Set;this.pollTimer=null;this.lastRefresh=Date.now();this.colorsKey="";this.tbDocument=B7(n),this.media=typeof n.matchMedia=="function"?n.matchMedia("(prefers-color-scheme: dark)"):null,this.theme=this.readTheme(),this.applyColorScheme(),this.shown=this.isShown(),this.ids=this.tbDocument?new Nf:null,this.media?.addEventListener("change",this.onMedia);let r=this.tbDocument;if(r){let i=new MutationObserver(()=>this.onThemeSignal());i.observe(r.body,{attributes:!0,attributeFilter:["class"]}),this.observers.push(i);let s=n.frameElement;if(s){let o=new MutationObserver(()=>this.onVisibility());o.observe(s,{attributes:!0,attributeFilter:["style","class"]}),this.observers.push(o)}this.ipc=this.connect(r)}n.document.addEventListener("visibilitychange",this.onDocVisibility),this.readColors()}get inTensorBoard(){return this.tbDocument!==null}onRefresh(n){return this.refreshers.add(n),this.schedulePoll(),()=>{this.refreshers.delete(n),this.refreshers.size===0&&this.pollTimer!==null&&(clearTimeout(this.pollTimer),this.pollTimer=null)}}dispose(){for(let n of this.observers)n.disconnect();this.media?.removeEventListener("change",this.onMedia),this.win.document.removeEventListener("visibilitychange",this.onDocVisibility),this.ipc?.close(),this.refreshers.clear(),this.pollTimer!==null&&clearTimeout(this.pollTimer),this.pollTimer=null}readColors(){let n=this.tbDocument;if(n&&this.ids){this.ids.setGroupBy(gT(new URLSearchParams(n.location.search).get(mT)));let r=F7(n);V7(r,this.seen)||(this.seen=r)}this.publishColors()}connect(n){let r=this.win.parent;if(typeof MessageChannel>"u")return null;let i=new MessageChannel,s=new Fb(i.port1);return s.listen(O7,o=>this.onRuns(o)),s.listen(z7,()=>{let o=this.win.document.documentElement;o.dataset.tensorboardReloads=String(Number(o.dataset.tensorboardReloads??0)+1),this.refresh()}),r.postMessage(`${I7}.bootstrap`,n.location.origin,[i.port2]),s.send(L7).then(o=>this.onRuns(o)),s}onRuns(n){!this.ids||!Array.isArray(n)||!n.every(r=>typeof r=="string")||(this.ids.update(n),this.readColors())}readTheme(){let n=this.tbDocument?this.tbDocument.body.getAttribute("class")??"":null;return pT(n,this.media?.matches??!1)}onThemeSignal(){let n=this.readTheme();n!==this.theme&&(this.theme=n,this.applyColorScheme(),this.dispatchEvent(new Event(Bf)),this.readColors())}applyColorScheme(){this.win.document.documentElement.style.colorScheme=this.theme}publishColors(){let n={theme:this.theme,ids:this.ids,seen:this.seen},r=this.ids?.known()??[],i=JSON.stringify([this.theme,r,If(r,n),[...this.seen]]);xT(n),i!==this.colorsKey&&(this.colorsKey=i,this.dispatchEvent(new Event(Ff)))}isShown(){if(this.win.document.visibilityState==="hidden")return!1;let n=this.win.frameElement;return!n||n.style.visibility!=="hidden"}onVisibility(){let n=this.isShown();n!==this.shown&&(this.shown=n,n&&(this.readColors(),Date.now()-this.lastRefresh>=FT?this.refresh():this.schedulePoll()))}refresh(){this.lastRefresh=Date.now(),this.readColors();for(let n of this.refreshers)n();this.schedulePoll()}schedulePoll(){if(this.pollTimer!==null&&clearTimeout(this.pollTimer),this.pollTimer=null,this.refreshers.size===0)return;let n=Math.max(0,this.lastRefresh+FT-Date.now());this.pollTimer=setTimeout(()=>{this.pollTimer=null,this.shown&&this.refresh()},n)}},VT=null;function rs(){return VT??=new Vb,VT}var Hb=360,HT=760,qT=240,H7=14,q7=K`
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
`;function U7(e){let t=Math.floor((e-28)/2);return t>=Hb?Math.min(t,HT):Math.max(Hb,Math.min(e,HT))}var Al=class extends W{constructor(){super();this.request=new Ce;this.shell=new yt(this,[this.request]);this.drawn=[];this.chartWidth=Hb;this.resize=new ResizeObserver(()=>{let n=U7(this.clientWidth);n!==this.chartWidth&&(this.chartWidth=n,this.drawn=this.draw(),this.requestUpdate())});this.onColors=()=>{this.drawn=this.draw(),this.requestUpdate()};this.tag="",this.kind="",this.kindTitle="",this.declaration=null,this.runs=[],this.run="",this.step=null,this.options={},this.params=[],this.revision="",this.selection=Lb(null),this.thresholdText="",this.data=null}connectedCallback(){super.connectedCallback(),rs().addEventListener(Ff,this.onColors),this.resize.observe(this)}disconnectedCallback(){super.disconnectedCallback(),rs().removeEventListener(Ff,this.onColors),this.resize.disconnect()}get hasGapThreshold(){return nr(this.declaration,xn)!==null}levelText(n){let r=Bb(n.level,this.options,this.declaration);return r===null?"":`${Math.round(r*100)}%`}headline(n){return PT(n,this.declaration?.headlines??[])}async load(){if(!this.api||!this.tag)return;this.shell.start();let n=this.tag,r=this.selection.runs??[],i=MT(this.options,this.selection,this.hasGapThreshold),s;try{s=await this.request.run(o=>this.api.trend({tag:n,runs:r,options:i},o))}catch(o){this.data=null,this.shell.fail(o);return}s!==$e&&(this.data=s,this.shell.ready())}change(n){this.selection=n,et(this,Ob(n,this.declaration))}willUpdate(n){if(!this.hasUpdated)this.selection=kT(this.params,this.declaration,this.runs),this.thresholdText=String(this.selection.gapThreshold??""),et(this,Ob(this.selection,this.declaration)),this.load();else{if(n.has("declaration")){let i=BT(this.selection,this.declaration);i!==this.selection&&(this.change(i),this.thresholdText=String(i.gapThreshold??""))}let r=n.has("tag")||n.has("options")||n.has("kind")||n.has("declaration")||n.has("api")||n.has("revision");if(n.has("runs")){let i=zf(this.selection,this.runs);JSON.stringify(i.runs)!==JSON.stringify(this.selection.runs)&&this.change(i),r=!0}if(n.has("selection")){let i=n.get("selection");(!i||JSON.stringify(i.runs)!==JSON.stringify(this.selection.runs)||i.gapThreshold!==this.selection.gapThreshold)&&(r=!0)}r&&this.load()}(n.has("data")||n.has("declaration")||n.has("runs")||n.has("run")||n.has("step")||n.has("selection"))&&(this.drawn=this.draw())}draw(){let n=this.data;if(!n)return[];let r=ns(this.selection,this.runs),i=[...this.runs,...n.series.map(a=>a.run).filter(a=>!this.runs.includes(a))],s=zb(i);return NT(n,this.selection.runs===null?null:r).map(a=>this.drawChart(a,i,s))}drawChart(n,r,i){let{dots:s}=n;if(s.length===0)return{chart:n,svg:null,pixels:[]};let o=this.headline(n.name),a=Bb(this.data?.level,this.options,this.declaration),l=a===null?"":`${Math.round(a*100)}% `,u=s.map(T=>T.step),c=Math.min(...u),f=Math.max(...u);this.step!==null&&this.step>=c-(f-c)&&this.step<=f+(f-c)&&(c=Math.min(c,this.step),f=Math.max(f,this.step));let d=[...new Set(this.step!==null&&this.step>=c&&this.step<=f?[...u,this.step]:u)].sort((T,O)=>T-O);c===f&&(c-=1,f+=1);let h=s.filter(T=>T.run===this.run),p=s.filter(T=>T.run!==this.run),m=T=>`${T.run}, step ${T.step}: ${Rl(T.value,o.format)}`,b=T=>T.lower!==null&&T.upper!==null?`
${l}interval: [${Rl(T.lower,o.format)}, ${Rl(T.upper,o.format)}]`:"",y=T=>`run ${T.run}
step ${T.step} (${hs(T.wall_time)})
${o.title}: ${Rl(T.value,o.format)}${b(T)}
click: open this report`,v=s.filter(T=>T.lower!==null&&T.upper!==null),_=r.filter(T=>v.some(O=>O.run===T)),x={label:null,grid:!0,nice:!0},S=ET(s,o.format);S!==null&&(x.domain=S),o.format==="percent"&&S!==null&&(x.tickFormat=AT(S[0],S[1])),o.format==="count"&&(x.zero=!0,x.tickFormat="d");let w=Ge({width:this.chartWidth,height:qT,marginTop:12,marginLeft:50,marginRight:14,marginBottom:34,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{domain:[c,f],label:"step",labelAnchor:"center",labelArrow:"none",inset:8,ticks:d.length<=10?d:6,tickFormat:"~s"},y:{...x,inset:6},color:{domain:r,range:i},marks:[this.step!==null?It([this.step],{stroke:"var(--chart-rule)",strokeDasharray:"3,3"}):null,nl(v,{x:"step",y1:"lower",y2:"upper",z:"segment",fill:"run",fillOpacity:.12,clip:!0}),..._.map((T,O)=>It(v.filter(z=>z.run===T),{x:"step",y1:"lower",y2:"upper",stroke:"run",strokeOpacity:.6,strokeWidth:1.5,clip:!0,dx:(O-(_.length-1)/2)*3})),Mo(p,{x:"step",y:"value",z:"segment",stroke:"run",strokeWidth:1.5}),Mo(h,{x:"step",y:"value",z:"segment",stroke:"run",strokeWidth:3}),rl([...p,...h],{x:"step",y:"value",fill:"run",stroke:"var(--chart-halo)",strokeWidth:1,r:4,ariaLabel:m,title:y,tip:!0})]});w.setAttribute("data-name",n.name);let $=[...p,...h],C=new Map($.map(T=>[m(T),T]));for(let T of w.querySelectorAll('g[aria-label="dot"] circle')){let O=C.get(T.getAttribute("aria-label")??"");O&&(T.setAttribute("data-run",O.run),T.setAttribute("data-step",String(O.step)),T.setAttribute("data-value",String(O.value)),O.lower!==null&&T.setAttribute("data-lower",String(O.lower)),O.upper!==null&&T.setAttribute("data-upper",String(O.upper)))}let R=w.scale("x"),P=w.scale("y"),A=$.map(T=>({x:Number(R?.apply(T.step)),y:Number(P?.apply(T.value))}));return w.addEventListener("click",T=>this.onChartClick(T,w,$,A)),w.addEventListener("pointermove",T=>{let O=this.pick(T,w,A);w.classList.toggle("over-point",O!==null)}),{chart:{...n,dots:$},svg:w,pixels:A}}pick(n,r,i){let s=r.getBoundingClientRect();if(s.width===0||s.height===0)return null;let o=Number(r.getAttribute("width")??s.width)/s.width,a=qT/s.height;return OT(i,(n.clientX-s.left)*o,(n.clientY-s.top)*a,H7*o)}onChartClick(n,r,i,s){let o=this.pick(n,r,s);if(o===null)return;let a=i[o];kl(this,{run:a.run,step:a.step})}onToggle(n,r,i){let s=TT(this.selection,this.runs,n,r);i.checked=ns(s,this.runs).includes(n),JSON.stringify(s.runs)!==JSON.stringify(this.selection.runs)&&this.change(s)}onThreshold(n,r){let i=n.target.value;this.thresholdText=i;let s=Of(i,this.declaration);r&&s!==null&&s!==this.selection.gapThreshold&&this.change({...this.selection,gapThreshold:s})}download(){let n=this.data;if(!n)return;let r=this.selection.runs===null?null:ns(this.selection,this.runs),i=["fairness","trend",n.tag];this.hasGapThreshold&&this.selection.gapThreshold!==null&&i.push(`gap${this.selection.gapThreshold}`),bs(zT(n,r),Rt(i))}renderRuns(){let n=ns(this.selection,this.runs),r=zb(this.runs),i=s=>r[this.runs.indexOf(s)]??"var(--muted)";return g`<div class="field">
      <span class="name">Runs (${n.length} of ${this.runs.length} drawn)</span>
      <div class="runs" role="group" aria-label="Runs drawn">
        ${CT(this.runs,this.run).map(s=>g`<label class=${s===this.run?"current":""} title=${s===this.run?`${s} (the report on screen)`:s}>
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
            </button>`:k}
      </div>
    </div>`}renderThreshold(){if(!this.hasGapThreshold)return k;let n=Of(this.thresholdText,this.declaration)===null;return g`<label class="field">
      <span class="name">Gap threshold</span>
      <input
        type="number"
        name="gap_threshold"
        min=${Bt(this.declaration,xn).min??k}
        max=${Bt(this.declaration,xn).max??k}
        step="0.01"
        .value=${this.thresholdText}
        class=${n?"invalid":""}
        aria-invalid=${n?"true":"false"}
        title=${n?Tn(this.declaration,xn):"Labels above the gap threshold counts labels with |gap| above this"}
        @input=${r=>this.onThreshold(r,!1)}
        @change=${r=>this.onThreshold(r,!0)}
      />
    </label>`}renderChart(n){let r=this.headline(n.chart.name),i=n.chart.missing;return g`<section class="chart" data-name=${n.chart.name} data-points=${n.chart.dots.length} data-missing=${i.length}>
      <h3 title=${n.chart.name}>${r.title}</h3>
      <div class="explanation muted">${r.explanation||g`Headline number <code>${n.chart.name}</code>.`}</div>
      ${n.svg??g`<div class="none">No step has a value.</div>`}
      ${i.length>0?g`<div class="note muted" data-role="missing">
            Undefined (the line breaks there): ${LT(i)}.
          </div>`:k}
    </section>`}render(){let n=this.data,r=this.selection.runs===null?null:ns(this.selection,this.runs),i=RT(this.options),s=n!==null&&n.series.every(o=>o.points.length===0);return g`<div class="controls">
        <div class="group" role="group" aria-label="Trend selection">
          ${this.renderRuns()} ${this.renderThreshold()}
          <span class="spacer"></span>
          ${this.shell.renderCsvButton("download",n!==null,()=>this.download(),"The headline numbers as CSV (run,step,wall_time,names...)")}
        </div>
      </div>
      ${this.shell.renderError("Could not load the trends",[{label:"Retry",name:"retry",run:()=>{this.load()}}])}
      ${this.shell.renderContent(n,o=>g`<div class="body ${this.shell.loading?"stale":""}">
            <div class="summary">
              <span
                >Headline numbers of <b>${o.tag}</b> (${this.kindTitle||o.kind} reports) over steps ·
                ${i?g`options: <span class="options">${i}</span>`:g`the report view's default options`}
                ${this.hasGapThreshold?g` · gap threshold ${this.selection.gapThreshold}`:k}</span
              >
              <span class="muted">Click a point to open that run and step as a report.</span>
              <span class="muted" data-role="interval-legend"
                >Bars: ${[this.levelText(o),"intervals"].filter(Boolean).join(" ")}. A worst or largest value is picked out of many
                rows, so its bar holds for every row at once (conservative; docs/statistics.md).</span
              >
            </div>
            ${s?g`<div class="none message">No steps of this tag in the chosen runs.</div>`:g`${IT(o,r)?g`<div class="hint" data-role="single-step">
                        One step only — trends need at least two steps. Log the report at more steps to see lines.
                      </div>`:k}
                  <div class="charts">${this.drawn.map(a=>this.renderChart(a))}</div>`}
          </div>`,"Loading the trends\u2026")}`}};Al.properties={...tu,revision:{attribute:!1},selection:{state:!0},thresholdText:{state:!0},data:{state:!0}},Al.styles=[ee,rt,st,gs,zt,q7];customElements.define("fairness-trend",Al);var UT="",El=class extends W{constructor(){super(),this.runs=[],this.ref={run:null,tag:null,step:null},this.steps=null,this.kindTitle=()=>""}emit(t){this.dispatchEvent(new CustomEvent("report-change",{detail:t,bubbles:!0,composed:!0}))}render(){let t=this.ref,n=this.runs.find(i=>i.run===t.run),r=n?.tags??[];return g`
      <label class="field">
        <span class="name">Run</span>
        <select name="run" @change=${i=>this.emit({run:i.target.value})}>
          ${this.runs.map(i=>g`<option .value=${i.run} .selected=${i.run===t.run}>${i.run}</option>`)}
        </select>
      </label>
      <label class="field">
        <span class="name">Tag</span>
        <select name="tag" @change=${i=>this.emit({tag:i.target.value})}>
          ${r.map(i=>g`<option .value=${i} .selected=${i===t.tag} title=${n?this.kindTitle(n.run,i):k}>
                ${i}
              </option>`)}
        </select>
      </label>
      <label class="field">
        <span class="name">Step</span>
        <select
          name="step"
          @change=${i=>{let s=i.target.value;this.emit({step:s===UT?null:Number(s)})}}
        >
          <option .value=${UT} .selected=${t.step===null}>latest</option>
          ${(this.steps??[]).map(i=>g`<option .value=${String(i.step)} .selected=${i.step===t.step}>
                ${i.step} · ${hs(i.wall_time)}
              </option>`)}
        </select>
      </label>
    `}};El.properties={runs:{attribute:!1},ref:{attribute:!1},steps:{attribute:!1},kindTitle:{attribute:!1}},El.styles=[ee,rt,K`
      :host {
        /* The fields join the row of whichever controls bar slots this element. */
        display: contents;
      }
    `];customElements.define("fairness-report-picker",El);var is=class extends W{constructor(n){super();this.tags=null;this.kinds=null;this.unknownKinds=[];this.modeRuns={key:"",runs:[]};this.modeOptions={key:"",options:{}};this.resolved=null;this.tagsRequest=new Ce;this.kindsRequest=new Ce;this.stepsRequest=new Ce;this.refreshRequest=new Ce;this.stopRefresh=null;this.onTheme=()=>{this.theme=rs().theme};this.api=n??new Ot;let r=Ry();this.ref=$y(r);let i=Lk(Sy(r),lt);this.mode=i.mode,this.viewState=i.view,this.mountParams=this.viewState,this.modeState={compare:i.compare,trend:i.trend},this.modeMount={...this.modeState},this.runs=null,this.steps=null,this.shellStatus="loading",this.viewStatus="loading",this.error=null,this.status="loading",this.theme="light"}connectedCallback(){super.connectedCallback();let n=rs();this.theme=n.theme,n.addEventListener(Bf,this.onTheme),this.stopRefresh=n.onRefresh(()=>{this.refresh()}),this.loadTags()}disconnectedCallback(){super.disconnectedCallback(),rs().removeEventListener(Bf,this.onTheme),this.stopRefresh?.(),this.stopRefresh=null,this.tagsRequest.cancel(),this.kindsRequest.cancel(),this.stepsRequest.cancel(),this.refreshRequest.cancel()}async loadTags(){this.shellStatus="loading",this.error=null;let n,r;try{[n,r]=await Promise.all([this.tagsRequest.run(o=>this.api.tags(o)),this.kinds??this.kindsRequest.run(o=>this.api.kinds(o))])}catch(o){this.fail(on(o));return}if(n===$e||r===$e)return;this.kinds=r,this.tags=n;let i=kr.map(o=>o.kind);this.runs=Qf(n.runs,i),this.unknownKinds=ed(n.runs,i);let s=Yl(this.ref,this.runs);if(s===null){this.shellStatus="empty";return}s.moved&&this.resetViewState(),this.setRef(s.ref),this.shellStatus="ready",this.loadSteps()}async loadSteps(n=!1){let{run:r,tag:i}=this.ref;if(r===null||i===null)return;n||(this.steps=null);let s;try{s=await this.stepsRequest.run(a=>this.api.steps(r,i,a))}catch(a){n||this.fail(on(a));return}if(s===$e)return;this.steps=s.steps,this.shellStatus==="error"&&(this.shellStatus="ready",this.error=null);let o=this.ref.step;o!==null&&!s.steps.some(a=>a.step===o)&&this.setRef({...this.ref,step:null})}async refresh(){if(this.tags===null){this.shellStatus==="error"&&this.runs===null&&this.loadTags();return}let n;try{n=await this.refreshRequest.run(h=>this.api.tags(h))}catch{return}let r=this.tags;if(n===$e||r===null||wT(r.runs,n.runs))return;let i=Lf(r.runs,this.ref.run,this.ref.tag);this.tags=n;let s=kr.map(h=>h.kind),o=Qf(n.runs,s);JSON.stringify(o)!==JSON.stringify(this.runs)&&(this.runs=o),this.unknownKinds=ed(n.runs,s);let a=Yl(this.ref,o);if(a===null){this.shellStatus="empty";return}a.moved&&this.resetViewState();let l=a.ref,u=_T(l.step,i,Lf(n.runs,l.run,l.tag)),c=u===l.step?l:{...l,step:u},f=c.run!==this.ref.run||c.tag!==this.ref.tag;c!==this.ref&&this.setRef(c);let d=this.shellStatus==="empty";d&&(this.shellStatus="ready"),(d||f||i!==Lf(n.runs,c.run,c.tag))&&this.loadSteps(!(d||f)),this.requestUpdate()}fail(n){this.error=n,this.shellStatus="error"}kindOfRef(n){return this.tags?ky(this.tags.runs,n):null}declaration(n){return yy(this.kinds,n)}setRef(n){this.ref=n,this.writeHash()}writeHash(){let n=this.mode==="report"?[]:[[lt+Cb,this.mode]];Ay(lt,[..._y(this.ref),...n,...this.viewState,...this.modeState.compare,...this.modeState.trend])}resetViewState(){this.viewState=[],this.mountParams=[],this.modeState={compare:[],trend:[]},this.modeMount={compare:[],trend:[]}}onModeChange(n){n!==this.mode&&(this.mountParams=this.viewState,this.modeMount={...this.modeState},this.viewStatus="loading",this.mode=n,this.writeHash())}onOpenReport(n){let r=n.run!==this.ref.run;this.onModeChange("report"),this.setRef({...this.ref,run:n.run,step:n.step}),r&&this.loadSteps()}onTagChange(n){let r=this.tags?.runs??{},i=this.ref.run!==null&&r[this.ref.run]?.[n]?this.ref.run:Object.keys(r).sort().find(s=>r[s][n]);i!==void 0&&this.onReportChange({run:i,tag:n})}onReportChange(n){let r=this.ref,i={...r,...n},s=i.run!==r.run||i.tag!==r.tag;s&&(i={...i,step:null},this.runs&&(i=Yl(i,this.runs)?.ref??i),this.kindOfRef(i)!==this.kindOfRef(r)&&this.resetViewState()),this.setRef(i),s&&this.loadSteps()}onViewParams(n){this.mode==="report"?this.viewState=n:this.modeState={...this.modeState,[this.mode]:n},this.writeHash()}willUpdate(n){if(n.has("ref")){let{run:r,tag:i,step:s}=this.ref,o=this.resolved;r===null||i===null?this.resolved=null:(!o||o.run!==r||o.tag!==i||o.step!==s)&&(this.resolved={run:r,tag:i,step:s})}this.status=this.shellStatus==="ready"?this.viewStatus:this.shellStatus}renderEmpty(){let r=`import tb_fairness

with tb_fairness.FileWriter("LOGDIR/my_model") as w:
${kr.map(i=>i.example.replace(/^/gm,"    ")).join(`
`)}`;return g`<div class="message" role="status">
      ${this.unknownKinds.length?g`<h2>No fairness reports this tab can show</h2>
            <p>
              The logdir holds fairness reports of kinds this version of the tab does not show:
              ${this.unknownKinds.join(", ")}.
            </p>`:g`<h2>No fairness reports in this logdir</h2>`}
      <ul>
        ${kr.map(i=>g`<li>${i.hint()}</li>`)}
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
      </button>`,r=this.ref,i=this.tags?Bk(this.tags.runs,kr.map(s=>s.kind)):[];return g`<div class="modes">
      <div role="tablist" aria-label="Mode">
        ${n("report","Report","One report: the run, tag and step picked")}
        ${n("compare","Compare","Two reports of one tag side by side: two runs (models) or two steps (checkpoints)")}
        ${n("trend","Trends","Headline numbers over steps, several runs overlaid")}
      </div>
      ${this.mode==="report"?k:g`<label class="field">
            <span class="name">Tag</span>
            <select name="mode-tag" @change=${s=>this.onTagChange(s.target.value)}>
              ${i.map(s=>g`<option .value=${s} .selected=${s===r.tag}>${s}</option>`)}
            </select>
          </label>`}
    </div>`}modeProps(n,r){let i=this.tags?zk(this.tags.runs,n,r):[],s=JSON.stringify(i);s!==this.modeRuns.key&&(this.modeRuns={key:s,runs:i});let o=Ok(this.viewState,lt,vy(this.declaration(r))),a=JSON.stringify(o);return a!==this.modeOptions.key&&(this.modeOptions={key:a,options:o}),{runs:this.modeRuns.runs,options:this.modeOptions.options}}renderMode(){let n=this.resolved;if(!n||!this.runs)return k;let r=this.kindOfRef(n),i=Wl(kr,r);if(!i||r===null)return g`<div class="message error" role="alert">No view shows reports of kind ${r}.</div>`;let{runs:s,options:o}=this.modeProps(n.tag,r);return this.mode==="compare"?g`<fairness-compare
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
        .revision=${this.tags?Ib(this.tags.runs,n.tag):""}
      ></fairness-compare>`:g`<fairness-trend
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
      .revision=${this.tags?Ib(this.tags.runs,n.tag):""}
    ></fairness-trend>`}renderView(){let n=this.resolved;if(!n||!this.runs)return k;let r=this.kindOfRef(n),i=Wl(kr,r);if(!i)return g`<div class="message error" role="alert">No view shows reports of kind ${r}.</div>`;let s=g`<fairness-report-picker
      slot="report"
      .runs=${this.runs}
      .ref=${this.ref}
      .steps=${this.steps}
      .kindTitle=${(o,a)=>{let l=this.tags?.runs[o]?.[a]?.kind??"";return`${Wl(kr,l)?.title??l} report`}}
    ></fairness-report-picker>`;return i.render({report:n,info:this.tags?.runs[n.run]?.[n.tag]??null,declaration:this.declaration(r),params:this.mountParams},s)}render(){if(this.shellStatus==="empty")return this.renderEmpty();let n=this.status==="loading";return g`
      ${n?g`<div class="bar" role="progressbar" aria-label="Loading"></div>`:k}
      ${this.runs===null&&this.shellStatus==="loading"?g`<div class="loading">Loading reports…</div>`:k}
      ${this.shellStatus==="error"?this.renderError():k}
      <div
        class="view"
        style="display: contents"
        @report-change=${r=>this.onReportChange(r.detail)}
        @view-status=${r=>this.viewStatus=r.detail}
        @view-params=${r=>this.onViewParams(r.detail)}
        @open-report=${r=>this.onOpenReport(r.detail)}
      >
        ${this.runs?this.renderTabs():k}
        ${this.mode==="report"?this.renderView():this.renderMode()}
      </div>
    `}};is.properties={ref:{state:!0},mode:{state:!0},runs:{state:!0},steps:{state:!0},shellStatus:{state:!0},viewStatus:{state:!0},error:{state:!0},status:{reflect:!0,attribute:"data-status"},theme:{reflect:!0,attribute:"data-theme"}},is.styles=[Yy,ee,st,rt,K`
      .modes {
        display: flex;
        align-items: flex-end;
        gap: 16px;
        flex-wrap: wrap;
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
    `];customElements.define("fairness-app",is);function FU(){if(document.querySelector("fairness-app"))return;let e=document.createElement("style");e.textContent="html, body { height: 100%; margin: 0; }",document.head.appendChild(e),document.body.appendChild(new is)}export{FU as render};
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
