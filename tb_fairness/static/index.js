// tb-fairness frontend bundle. GENERATED from frontend/src by `npm run build`: do not edit.
var aT=Object.defineProperty;var kf=(e,t,n)=>()=>{if(n)throw n[0];try{return e&&(t=e(e=0)),t}catch(r){throw n=[r],r}};var lT=(e,t)=>{for(var n in t)aT(e,n,{get:t[n],enumerable:!0})};var Vo,N0=kf(()=>{Vo=class{constructor(t){this._map=new Map,this._roundAverageSize=!1,this.totalSize=0,t?.roundAverageSize===!0&&(this._roundAverageSize=!0)}set(t,n){let r=this._map.get(t)||0;this._map.set(t,n),this.totalSize+=n-r}get averageSize(){if(this._map.size>0){let t=this.totalSize/this._map.size;return this._roundAverageSize?Math.round(t):t}return 0}getSize(t){return this._map.get(t)}clear(){this._map.clear(),this.totalSize=0}}});function Kf(e){return e==="horizontal"?"width":"height"}var Xl,L0=kf(()=>{Xl=class{_getDefaultConfig(){return{direction:"vertical"}}constructor(t,n){this._latestCoords={left:0,top:0},this._direction=null,this._viewportSize={width:0,height:0},this.totalScrollSize={width:0,height:0},this.offsetWithinScroller={left:0,top:0},this._pendingReflow=!1,this._pendingLayoutUpdate=!1,this._pin=null,this._firstVisible=0,this._lastVisible=0,this._physicalMin=0,this._physicalMax=0,this._first=-1,this._last=-1,this._sizeDim="height",this._secondarySizeDim="width",this._positionDim="top",this._secondaryPositionDim="left",this._scrollPosition=0,this._scrollError=0,this._items=[],this._scrollSize=1,this._overhang=1e3,this._hostSink=t,Promise.resolve().then(()=>this.config=n||this._getDefaultConfig())}set config(t){Object.assign(this,Object.assign({},this._getDefaultConfig(),t))}get config(){return{direction:this.direction}}get items(){return this._items}set items(t){this._setItems(t)}_setItems(t){t!==this._items&&(this._items=t,this._scheduleReflow())}get direction(){return this._direction}set direction(t){t=t==="horizontal"?t:"vertical",t!==this._direction&&(this._direction=t,this._sizeDim=t==="horizontal"?"width":"height",this._secondarySizeDim=t==="horizontal"?"height":"width",this._positionDim=t==="horizontal"?"left":"top",this._secondaryPositionDim=t==="horizontal"?"top":"left",this._triggerReflow())}get viewportSize(){return this._viewportSize}set viewportSize(t){let{_viewDim1:n,_viewDim2:r}=this;Object.assign(this._viewportSize,t),r!==this._viewDim2?this._scheduleLayoutUpdate():n!==this._viewDim1&&this._checkThresholds()}get viewportScroll(){return this._latestCoords}set viewportScroll(t){Object.assign(this._latestCoords,t);let n=this._scrollPosition;this._scrollPosition=this._latestCoords[this._positionDim],Math.abs(n-this._scrollPosition)>=1&&this._checkThresholds()}reflowIfNeeded(t=!1){(t||this._pendingReflow)&&(this._pendingReflow=!1,this._reflow())}set pin(t){this._pin=t,this._triggerReflow()}get pin(){if(this._pin!==null){let{index:t,block:n}=this._pin;return{index:Math.max(0,Math.min(t,this.items.length-1)),block:n}}return null}_clampScrollPosition(t){return Math.max(-this.offsetWithinScroller[this._positionDim],Math.min(t,this.totalScrollSize[Kf(this.direction)]-this._viewDim1))}unpin(){this._pin!==null&&(this._sendUnpinnedMessage(),this._pin=null)}_updateLayout(){}get _viewDim1(){return this._viewportSize[this._sizeDim]}get _viewDim2(){return this._viewportSize[this._secondarySizeDim]}_scheduleReflow(){this._pendingReflow=!0}_scheduleLayoutUpdate(){this._pendingLayoutUpdate=!0,this._scheduleReflow()}_triggerReflow(){this._scheduleLayoutUpdate(),Promise.resolve().then(()=>this.reflowIfNeeded())}_reflow(){this._pendingLayoutUpdate&&(this._updateLayout(),this._pendingLayoutUpdate=!1),this._updateScrollSize(),this._setPositionFromPin(),this._getActiveItems(),this._updateVisibleIndices(),this._sendStateChangedMessage()}_setPositionFromPin(){if(this.pin!==null){let t=this._scrollPosition,{index:n,block:r}=this.pin;this._scrollPosition=this._calculateScrollIntoViewPosition({index:n,block:r||"start"})-this.offsetWithinScroller[this._positionDim],this._scrollError=t-this._scrollPosition}}_calculateScrollIntoViewPosition(t){let{block:n}=t,r=Math.min(this.items.length,Math.max(0,t.index)),i=this._getItemPosition(r)[this._positionDim],s=i;if(n!=="start"){let o=this._getItemSize(r)[this._sizeDim];if(n==="center")s=i-.5*this._viewDim1+.5*o;else{let a=i-this._viewDim1+o;if(n==="end")s=a;else{let l=this._scrollPosition;s=Math.abs(l-i)<Math.abs(l-a)?i:a}}}return s+=this.offsetWithinScroller[this._positionDim],this._clampScrollPosition(s)}getScrollIntoViewCoordinates(t){return{[this._positionDim]:this._calculateScrollIntoViewPosition(t)}}_sendUnpinnedMessage(){this._hostSink({type:"unpinned"})}_sendVisibilityChangedMessage(){this._hostSink({type:"visibilityChanged",firstVisible:this._firstVisible,lastVisible:this._lastVisible})}_sendStateChangedMessage(){let t=new Map;if(this._first!==-1&&this._last!==-1)for(let r=this._first;r<=this._last;r++)t.set(r,this._getItemPosition(r));let n={type:"stateChanged",scrollSize:{[this._sizeDim]:this._scrollSize,[this._secondarySizeDim]:null},range:{first:this._first,last:this._last,firstVisible:this._firstVisible,lastVisible:this._lastVisible},childPositions:t};this._scrollError&&(n.scrollError={[this._positionDim]:this._scrollError,[this._secondaryPositionDim]:0},this._scrollError=0),this._hostSink(n)}get _num(){return this._first===-1||this._last===-1?0:this._last-this._first+1}_checkThresholds(){if(this._viewDim1===0&&this._num>0||this._pin!==null)this._scheduleReflow();else{let t=Math.max(0,this._scrollPosition-this._overhang),n=Math.min(this._scrollSize,this._scrollPosition+this._viewDim1+this._overhang);this._physicalMin>t||this._physicalMax<n?this._scheduleReflow():this._updateVisibleIndices({emit:!0})}}_updateVisibleIndices(t){if(this._first===-1||this._last===-1)return;let n=this._first;for(;n<this._last&&Math.round(this._getItemPosition(n)[this._positionDim]+this._getItemSize(n)[this._sizeDim])<=Math.round(this._scrollPosition);)n++;let r=this._last;for(;r>this._first&&Math.round(this._getItemPosition(r)[this._positionDim])>=Math.round(this._scrollPosition+this._viewDim1);)r--;(n!==this._firstVisible||r!==this._lastVisible)&&(this._firstVisible=n,this._lastVisible=r,t&&t.emit&&this._sendVisibilityChangedMessage())}}});var O0={};lT(O0,{FlowLayout:()=>Zl,flow:()=>mC});function I0(e){return e==="horizontal"?"marginLeft":"marginTop"}function gC(e){return e==="horizontal"?"marginRight":"marginBottom"}function bC(e){return e==="horizontal"?"xOffset":"yOffset"}function yC(e,t){let n=[e,t].sort();return n[1]<=0?Math.min(...n):n[0]>=0?Math.max(...n):n[0]+n[1]}var mC,Yf,Zl,z0=kf(()=>{N0();L0();mC=e=>Object.assign({type:Zl},e);Yf=class{constructor(){this._childSizeCache=new Vo,this._marginSizeCache=new Vo,this._metricsCache=new Map}update(t,n){let r=new Set;Object.keys(t).forEach(i=>{let s=Number(i);this._metricsCache.set(s,t[s]),this._childSizeCache.set(s,t[s][Kf(n)]),r.add(s),r.add(s+1)});for(let i of r){let s=this._metricsCache.get(i)?.[I0(n)]||0,o=this._metricsCache.get(i-1)?.[gC(n)]||0;this._marginSizeCache.set(i,yC(s,o))}}get averageChildSize(){return this._childSizeCache.averageSize}get totalChildSize(){return this._childSizeCache.totalSize}get averageMarginSize(){return this._marginSizeCache.averageSize}get totalMarginSize(){return this._marginSizeCache.totalSize}getLeadingMarginValue(t,n){return this._metricsCache.get(t)?.[I0(n)]||0}getChildSize(t){return this._childSizeCache.getSize(t)}getMarginSize(t){return this._marginSizeCache.getSize(t)}clear(){this._childSizeCache.clear(),this._marginSizeCache.clear(),this._metricsCache.clear()}},Zl=class extends Xl{constructor(){super(...arguments),this._itemSize={width:100,height:100},this._physicalItems=new Map,this._newPhysicalItems=new Map,this._metricsCache=new Yf,this._anchorIdx=null,this._anchorPos=null,this._stable=!0,this._measureChildren=!0,this._estimate=!0}get measureChildren(){return this._measureChildren}updateItemSizes(t){this._metricsCache.update(t,this.direction),this._scheduleReflow()}_getPhysicalItem(t){return this._newPhysicalItems.get(t)??this._physicalItems.get(t)}_getSize(t){return this._getPhysicalItem(t)&&this._metricsCache.getChildSize(t)}_getAverageSize(){return this._metricsCache.averageChildSize||this._itemSize[this._sizeDim]}_estimatePosition(t){let n=this._metricsCache;if(this._first===-1||this._last===-1)return n.averageMarginSize+t*(n.averageMarginSize+this._getAverageSize());if(t<this._first){let r=this._first-t;return this._getPhysicalItem(this._first).pos-(n.getMarginSize(this._first-1)||n.averageMarginSize)-(r*n.averageChildSize+(r-1)*n.averageMarginSize)}else{let r=t-this._last;return this._getPhysicalItem(this._last).pos+(n.getChildSize(this._last)||n.averageChildSize)+(n.getMarginSize(this._last)||n.averageMarginSize)+r*(n.averageChildSize+n.averageMarginSize)}}_getPosition(t){let n=this._getPhysicalItem(t),{averageMarginSize:r}=this._metricsCache;return t===0?this._metricsCache.getMarginSize(0)??r:n?n.pos:this._estimatePosition(t)}_calculateAnchor(t,n){return t<=0?0:n>this._scrollSize-this._viewDim1?this.items.length-1:Math.max(0,Math.min(this.items.length-1,Math.floor((t+n)/2/this._delta)))}_getAnchor(t,n){if(this._physicalItems.size===0)return this._calculateAnchor(t,n);if(this._first<0)return this._calculateAnchor(t,n);if(this._last<0)return this._calculateAnchor(t,n);let r=this._getPhysicalItem(this._first),i=this._getPhysicalItem(this._last),s=r.pos;if(i.pos+this._metricsCache.getChildSize(this._last)<t)return this._calculateAnchor(t,n);if(s>n)return this._calculateAnchor(t,n);let l=this._firstVisible-1,u=-1/0;for(;u<t;)u=this._getPhysicalItem(++l).pos+this._metricsCache.getChildSize(l);return l}_getActiveItems(){this._viewDim1===0||this.items.length===0?this._clearItems():this._getItems()}_clearItems(){this._first=-1,this._last=-1,this._physicalMin=0,this._physicalMax=0;let t=this._newPhysicalItems;this._newPhysicalItems=this._physicalItems,this._newPhysicalItems.clear(),this._physicalItems=t,this._stable=!0}_getItems(){let t=this._newPhysicalItems;this._stable=!0;let n,r;if(this.pin!==null){let{index:u}=this.pin;this._anchorIdx=u,this._anchorPos=this._getPosition(u)}if(n=this._scrollPosition-this._overhang,r=this._scrollPosition+this._viewDim1+this._overhang,r<0||n>this._scrollSize){this._clearItems();return}(this._anchorIdx===null||this._anchorPos===null)&&(this._anchorIdx=this._getAnchor(n,r),this._anchorPos=this._getPosition(this._anchorIdx));let i=this._getSize(this._anchorIdx);i===void 0&&(this._stable=!1,i=this._getAverageSize());let s=this._metricsCache.getMarginSize(this._anchorIdx)??this._metricsCache.averageMarginSize,o=this._metricsCache.getMarginSize(this._anchorIdx+1)??this._metricsCache.averageMarginSize;this._anchorIdx===0&&(this._anchorPos=s),this._anchorIdx===this.items.length-1&&(this._anchorPos=this._scrollSize-o-i);let a=0;for(this._anchorPos+i+o<n&&(a=n-(this._anchorPos+i+o)),this._anchorPos-s>r&&(a=r-(this._anchorPos-s)),a&&(this._scrollPosition-=a,n-=a,r-=a,this._scrollError+=a),t.set(this._anchorIdx,{pos:this._anchorPos,size:i}),this._first=this._last=this._anchorIdx,this._physicalMin=this._anchorPos-s,this._physicalMax=this._anchorPos+i+o;this._physicalMin>n&&this._first>0;){let u=this._getSize(--this._first);u===void 0&&(this._stable=!1,u=this._getAverageSize());let c=this._metricsCache.getMarginSize(this._first);c===void 0&&(this._stable=!1,c=this._metricsCache.averageMarginSize),this._physicalMin-=u;let f=this._physicalMin;if(t.set(this._first,{pos:f,size:u}),this._physicalMin-=c,this._stable===!1&&this._estimate===!1)break}for(;this._physicalMax<r&&this._last<this.items.length-1;){let u=this._getSize(++this._last);u===void 0&&(this._stable=!1,u=this._getAverageSize());let c=this._metricsCache.getMarginSize(this._last);c===void 0&&(this._stable=!1,c=this._metricsCache.averageMarginSize);let f=this._physicalMax;if(t.set(this._last,{pos:f,size:u}),this._physicalMax+=u+c,!this._stable&&!this._estimate)break}let l=this._calculateError();l&&(this._physicalMin-=l,this._physicalMax-=l,this._anchorPos-=l,this._scrollPosition-=l,t.forEach(u=>u.pos-=l),this._scrollError+=l),this._stable&&(this._newPhysicalItems=this._physicalItems,this._newPhysicalItems.clear(),this._physicalItems=t)}_calculateError(){return this._first===0?this._physicalMin:this._physicalMin<=0?this._physicalMin-this._first*this._delta:this._last===this.items.length-1?this._physicalMax-this._scrollSize:this._physicalMax>=this._scrollSize?this._physicalMax-this._scrollSize+(this.items.length-1-this._last)*this._delta:0}_reflow(){let{_first:t,_last:n}=this;super._reflow(),(this._first===-1&&this._last==-1||this._first===t&&this._last===n)&&this._resetReflowState()}_resetReflowState(){this._anchorIdx=null,this._anchorPos=null,this._stable=!0}_updateScrollSize(){let{averageMarginSize:t}=this._metricsCache;this._scrollSize=Math.max(1,this.items.length*(t+this._getAverageSize())+t)}get _delta(){let{averageMarginSize:t}=this._metricsCache;return this._getAverageSize()+t}_getItemPosition(t){return{[this._positionDim]:this._getPosition(t),[this._secondaryPositionDim]:0,[bC(this.direction)]:-(this._metricsCache.getLeadingMarginValue(t,this.direction)??this._metricsCache.averageMarginSize)}}_getItemSize(t){return{[this._sizeDim]:this._getSize(t)||this._getAverageSize(),[this._secondarySizeDim]:this._itemSize[this._secondarySizeDim]}}_viewDim2Changed(){this._metricsCache.clear(),this._scheduleReflow()}}});var $l=globalThis,Sl=$l.ShadowRoot&&($l.ShadyCSS===void 0||$l.ShadyCSS.nativeShadow)&&"adoptedStyleSheets"in Document.prototype&&"replace"in CSSStyleSheet.prototype,Tf=Symbol(),wb=new WeakMap,Co=class{constructor(t,n,r){if(this._$cssResult$=!0,r!==Tf)throw Error("CSSResult is not constructable. Use `unsafeCSS` or `css` instead.");this.cssText=t,this.t=n}get styleSheet(){let t=this.o,n=this.t;if(Sl&&t===void 0){let r=n!==void 0&&n.length===1;r&&(t=wb.get(n)),t===void 0&&((this.o=t=new CSSStyleSheet).replaceSync(this.cssText),r&&wb.set(n,t))}return t}toString(){return this.cssText}},kl=e=>new Co(typeof e=="string"?e:e+"",void 0,Tf),K=(e,...t)=>{let n=e.length===1?e[0]:t.reduce((r,i,s)=>r+(o=>{if(o._$cssResult$===!0)return o.cssText;if(typeof o=="number")return o;throw Error("Value passed to 'css' function must be a 'css' function result: "+o+". Use 'unsafeCSS' to pass non-literal values, but take care to ensure page security.")})(i)+e[s+1],e[0]);return new Co(n,e,Tf)},_b=(e,t)=>{if(Sl)e.adoptedStyleSheets=t.map(n=>n instanceof CSSStyleSheet?n:n.styleSheet);else for(let n of t){let r=document.createElement("style"),i=$l.litNonce;i!==void 0&&r.setAttribute("nonce",i),r.textContent=n.cssText,e.appendChild(r)}},Cf=Sl?e=>e:e=>e instanceof CSSStyleSheet?(t=>{let n="";for(let r of t.cssRules)n+=r.cssText;return kl(n)})(e):e;var{is:uT,defineProperty:cT,getOwnPropertyDescriptor:fT,getOwnPropertyNames:dT,getOwnPropertySymbols:hT,getPrototypeOf:pT}=Object,Tl=globalThis,$b=Tl.trustedTypes,mT=$b?$b.emptyScript:"",gT=Tl.reactiveElementPolyfillSupport,Mo=(e,t)=>e,Ao={toAttribute(e,t){switch(t){case Boolean:e=e?mT:null;break;case Object:case Array:e=e==null?e:JSON.stringify(e)}return e},fromAttribute(e,t){let n=e;switch(t){case Boolean:n=e!==null;break;case Number:n=e===null?null:Number(e);break;case Object:case Array:try{n=JSON.parse(e)}catch{n=null}}return n}},Cl=(e,t)=>!uT(e,t),Sb={attribute:!0,type:String,converter:Ao,reflect:!1,useDefault:!1,hasChanged:Cl};Symbol.metadata??=Symbol("metadata"),Tl.litPropertyMetadata??=new WeakMap;var jn=class extends HTMLElement{static addInitializer(t){this._$Ei(),(this.l??=[]).push(t)}static get observedAttributes(){return this.finalize(),this._$Eh&&[...this._$Eh.keys()]}static createProperty(t,n=Sb){if(n.state&&(n.attribute=!1),this._$Ei(),this.prototype.hasOwnProperty(t)&&((n=Object.create(n)).wrapped=!0),this.elementProperties.set(t,n),!n.noAccessor){let r=Symbol(),i=this.getPropertyDescriptor(t,r,n);i!==void 0&&cT(this.prototype,t,i)}}static getPropertyDescriptor(t,n,r){let{get:i,set:s}=fT(this.prototype,t)??{get(){return this[n]},set(o){this[n]=o}};return{get:i,set(o){let a=i?.call(this);s?.call(this,o),this.requestUpdate(t,a,r)},configurable:!0,enumerable:!0}}static getPropertyOptions(t){return this.elementProperties.get(t)??Sb}static _$Ei(){if(this.hasOwnProperty(Mo("elementProperties")))return;let t=pT(this);t.finalize(),t.l!==void 0&&(this.l=[...t.l]),this.elementProperties=new Map(t.elementProperties)}static finalize(){if(this.hasOwnProperty(Mo("finalized")))return;if(this.finalized=!0,this._$Ei(),this.hasOwnProperty(Mo("properties"))){let n=this.properties,r=[...dT(n),...hT(n)];for(let i of r)this.createProperty(i,n[i])}let t=this[Symbol.metadata];if(t!==null){let n=litPropertyMetadata.get(t);if(n!==void 0)for(let[r,i]of n)this.elementProperties.set(r,i)}this._$Eh=new Map;for(let[n,r]of this.elementProperties){let i=this._$Eu(n,r);i!==void 0&&this._$Eh.set(i,n)}this.elementStyles=this.finalizeStyles(this.styles)}static finalizeStyles(t){let n=[];if(Array.isArray(t)){let r=new Set(t.flat(1/0).reverse());for(let i of r)n.unshift(Cf(i))}else t!==void 0&&n.push(Cf(t));return n}static _$Eu(t,n){let r=n.attribute;return r===!1?void 0:typeof r=="string"?r:typeof t=="string"?t.toLowerCase():void 0}constructor(){super(),this._$Ep=void 0,this.isUpdatePending=!1,this.hasUpdated=!1,this._$Em=null,this._$Ev()}_$Ev(){this._$ES=new Promise(t=>this.enableUpdating=t),this._$AL=new Map,this._$E_(),this.requestUpdate(),this.constructor.l?.forEach(t=>t(this))}addController(t){(this._$EO??=new Set).add(t),this.renderRoot!==void 0&&this.isConnected&&t.hostConnected?.()}removeController(t){this._$EO?.delete(t)}_$E_(){let t=new Map,n=this.constructor.elementProperties;for(let r of n.keys())this.hasOwnProperty(r)&&(t.set(r,this[r]),delete this[r]);t.size>0&&(this._$Ep=t)}createRenderRoot(){let t=this.shadowRoot??this.attachShadow(this.constructor.shadowRootOptions);return _b(t,this.constructor.elementStyles),t}connectedCallback(){this.renderRoot??=this.createRenderRoot(),this.enableUpdating(!0),this._$EO?.forEach(t=>t.hostConnected?.())}enableUpdating(t){}disconnectedCallback(){this._$EO?.forEach(t=>t.hostDisconnected?.())}attributeChangedCallback(t,n,r){this._$AK(t,r)}_$ET(t,n){let r=this.constructor.elementProperties.get(t),i=this.constructor._$Eu(t,r);if(i!==void 0&&r.reflect===!0){let s=(r.converter?.toAttribute!==void 0?r.converter:Ao).toAttribute(n,r.type);this._$Em=t,s==null?this.removeAttribute(i):this.setAttribute(i,s),this._$Em=null}}_$AK(t,n){let r=this.constructor,i=r._$Eh.get(t);if(i!==void 0&&this._$Em!==i){let s=r.getPropertyOptions(i),o=typeof s.converter=="function"?{fromAttribute:s.converter}:s.converter?.fromAttribute!==void 0?s.converter:Ao;this._$Em=i;let a=o.fromAttribute(n,s.type);this[i]=a??this._$Ej?.get(i)??a,this._$Em=null}}requestUpdate(t,n,r,i=!1,s){if(t!==void 0){let o=this.constructor;if(i===!1&&(s=this[t]),r??=o.getPropertyOptions(t),!((r.hasChanged??Cl)(s,n)||r.useDefault&&r.reflect&&s===this._$Ej?.get(t)&&!this.hasAttribute(o._$Eu(t,r))))return;this.C(t,n,r)}this.isUpdatePending===!1&&(this._$ES=this._$EP())}C(t,n,{useDefault:r,reflect:i,wrapped:s},o){r&&!(this._$Ej??=new Map).has(t)&&(this._$Ej.set(t,o??n??this[t]),s!==!0||o!==void 0)||(this._$AL.has(t)||(this.hasUpdated||r||(n=void 0),this._$AL.set(t,n)),i===!0&&this._$Em!==t&&(this._$Eq??=new Set).add(t))}async _$EP(){this.isUpdatePending=!0;try{await this._$ES}catch(n){Promise.reject(n)}let t=this.scheduleUpdate();return t!=null&&await t,!this.isUpdatePending}scheduleUpdate(){return this.performUpdate()}performUpdate(){if(!this.isUpdatePending)return;if(!this.hasUpdated){if(this.renderRoot??=this.createRenderRoot(),this._$Ep){for(let[i,s]of this._$Ep)this[i]=s;this._$Ep=void 0}let r=this.constructor.elementProperties;if(r.size>0)for(let[i,s]of r){let{wrapped:o}=s,a=this[i];o!==!0||this._$AL.has(i)||a===void 0||this.C(i,void 0,s,a)}}let t=!1,n=this._$AL;try{t=this.shouldUpdate(n),t?(this.willUpdate(n),this._$EO?.forEach(r=>r.hostUpdate?.()),this.update(n)):this._$EM()}catch(r){throw t=!1,this._$EM(),r}t&&this._$AE(n)}willUpdate(t){}_$AE(t){this._$EO?.forEach(n=>n.hostUpdated?.()),this.hasUpdated||(this.hasUpdated=!0,this.firstUpdated(t)),this.updated(t)}_$EM(){this._$AL=new Map,this.isUpdatePending=!1}get updateComplete(){return this.getUpdateComplete()}getUpdateComplete(){return this._$ES}shouldUpdate(t){return!0}update(t){this._$Eq&&=this._$Eq.forEach(n=>this._$ET(n,this[n])),this._$EM()}updated(t){}firstUpdated(t){}};jn.elementStyles=[],jn.shadowRootOptions={mode:"open"},jn[Mo("elementProperties")]=new Map,jn[Mo("finalized")]=new Map,gT?.({ReactiveElement:jn}),(Tl.reactiveElementVersions??=[]).push("2.1.2");var Af=globalThis,kb=e=>e,Ml=Af.trustedTypes,Tb=Ml?Ml.createPolicy("lit-html",{createHTML:e=>e}):void 0,Rf="$lit$",Wn=`lit$${Math.random().toFixed(9).slice(2)}$`,Ef="?"+Wn,bT=`<${Ef}>`,ei=document,Eo=()=>ei.createComment(""),Po=e=>e===null||typeof e!="object"&&typeof e!="function",Pf=Array.isArray,Pb=e=>Pf(e)||typeof e?.[Symbol.iterator]=="function",Mf=`[ 	
\f\r]`,Ro=/<(?:(!--|\/[^a-zA-Z])|(\/?[a-zA-Z][^>\s]*)|(\/?$))/g,Cb=/-->/g,Mb=/>/g,Jr=RegExp(`>|${Mf}(?:([^\\s"'>=/]+)(${Mf}*=${Mf}*(?:[^ 	
\f\r"'\`<>=]|("|')|))|$)`,"g"),Ab=/'/g,Rb=/"/g,Db=/^(?:script|style|textarea|title)$/i,Df=e=>(t,...n)=>({_$litType$:e,strings:t,values:n}),g=Df(1),BE=Df(2),FE=Df(3),tn=Symbol.for("lit-noChange"),C=Symbol.for("lit-nothing"),Eb=new WeakMap,Qr=ei.createTreeWalker(ei,129);function Nb(e,t){if(!Pf(e)||!e.hasOwnProperty("raw"))throw Error("invalid template strings array");return Tb!==void 0?Tb.createHTML(t):t}var Lb=(e,t)=>{let n=e.length-1,r=[],i,s=t===2?"<svg>":t===3?"<math>":"",o=Ro;for(let a=0;a<n;a++){let l=e[a],u,c,f=-1,d=0;for(;d<l.length&&(o.lastIndex=d,c=o.exec(l),c!==null);)d=o.lastIndex,o===Ro?c[1]==="!--"?o=Cb:c[1]!==void 0?o=Mb:c[2]!==void 0?(Db.test(c[2])&&(i=RegExp("</"+c[2],"g")),o=Jr):c[3]!==void 0&&(o=Jr):o===Jr?c[0]===">"?(o=i??Ro,f=-1):c[1]===void 0?f=-2:(f=o.lastIndex-c[2].length,u=c[1],o=c[3]===void 0?Jr:c[3]==='"'?Rb:Ab):o===Rb||o===Ab?o=Jr:o===Cb||o===Mb?o=Ro:(o=Jr,i=void 0);let h=o===Jr&&e[a+1].startsWith("/>")?" ":"";s+=o===Ro?l+bT:f>=0?(r.push(u),l.slice(0,f)+Rf+l.slice(f)+Wn+h):l+Wn+(f===-2?a:h)}return[Nb(e,s+(e[n]||"<?>")+(t===2?"</svg>":t===3?"</math>":"")),r]},Do=class e{constructor({strings:t,_$litType$:n},r){let i;this.parts=[];let s=0,o=0,a=t.length-1,l=this.parts,[u,c]=Lb(t,n);if(this.el=e.createElement(u,r),Qr.currentNode=this.el.content,n===2||n===3){let f=this.el.content.firstChild;f.replaceWith(...f.childNodes)}for(;(i=Qr.nextNode())!==null&&l.length<a;){if(i.nodeType===1){if(i.hasAttributes())for(let f of i.getAttributeNames())if(f.endsWith(Rf)){let d=c[o++],h=i.getAttribute(f).split(Wn),p=/([.?@])?(.*)/.exec(d);l.push({type:1,index:s,name:p[2],strings:h,ctor:p[1]==="."?Rl:p[1]==="?"?El:p[1]==="@"?Pl:ni}),i.removeAttribute(f)}else f.startsWith(Wn)&&(l.push({type:6,index:s}),i.removeAttribute(f));if(Db.test(i.tagName)){let f=i.textContent.split(Wn),d=f.length-1;if(d>0){i.textContent=Ml?Ml.emptyScript:"";for(let h=0;h<d;h++)i.append(f[h],Eo()),Qr.nextNode(),l.push({type:2,index:++s});i.append(f[d],Eo())}}}else if(i.nodeType===8)if(i.data===Ef)l.push({type:2,index:s});else{let f=-1;for(;(f=i.data.indexOf(Wn,f+1))!==-1;)l.push({type:7,index:s}),f+=Wn.length-1}s++}}static createElement(t,n){let r=ei.createElement("template");return r.innerHTML=t,r}};function ti(e,t,n=e,r){if(t===tn)return t;let i=r!==void 0?n._$Co?.[r]:n._$Cl,s=Po(t)?void 0:t._$litDirective$;return i?.constructor!==s&&(i?._$AO?.(!1),s===void 0?i=void 0:(i=new s(e),i._$AT(e,n,r)),r!==void 0?(n._$Co??=[])[r]=i:n._$Cl=i),i!==void 0&&(t=ti(e,i._$AS(e,t.values),i,r)),t}var Al=class{constructor(t,n){this._$AV=[],this._$AN=void 0,this._$AD=t,this._$AM=n}get parentNode(){return this._$AM.parentNode}get _$AU(){return this._$AM._$AU}u(t){let{el:{content:n},parts:r}=this._$AD,i=(t?.creationScope??ei).importNode(n,!0);Qr.currentNode=i;let s=Qr.nextNode(),o=0,a=0,l=r[0];for(;l!==void 0;){if(o===l.index){let u;l.type===2?u=new es(s,s.nextSibling,this,t):l.type===1?u=new l.ctor(s,l.name,l.strings,this,t):l.type===6&&(u=new Dl(s,this,t)),this._$AV.push(u),l=r[++a]}o!==l?.index&&(s=Qr.nextNode(),o++)}return Qr.currentNode=ei,i}p(t){let n=0;for(let r of this._$AV)r!==void 0&&(r.strings!==void 0?(r._$AI(t,r,n),n+=r.strings.length-2):r._$AI(t[n])),n++}},es=class e{get _$AU(){return this._$AM?._$AU??this._$Cv}constructor(t,n,r,i){this.type=2,this._$AH=C,this._$AN=void 0,this._$AA=t,this._$AB=n,this._$AM=r,this.options=i,this._$Cv=i?.isConnected??!0}get parentNode(){let t=this._$AA.parentNode,n=this._$AM;return n!==void 0&&t?.nodeType===11&&(t=n.parentNode),t}get startNode(){return this._$AA}get endNode(){return this._$AB}_$AI(t,n=this){t=ti(this,t,n),Po(t)?t===C||t==null||t===""?(this._$AH!==C&&this._$AR(),this._$AH=C):t!==this._$AH&&t!==tn&&this._(t):t._$litType$!==void 0?this.$(t):t.nodeType!==void 0?this.T(t):Pb(t)?this.k(t):this._(t)}O(t){return this._$AA.parentNode.insertBefore(t,this._$AB)}T(t){this._$AH!==t&&(this._$AR(),this._$AH=this.O(t))}_(t){this._$AH!==C&&Po(this._$AH)?this._$AA.nextSibling.data=t:this.T(ei.createTextNode(t)),this._$AH=t}$(t){let{values:n,_$litType$:r}=t,i=typeof r=="number"?this._$AC(t):(r.el===void 0&&(r.el=Do.createElement(Nb(r.h,r.h[0]),this.options)),r);if(this._$AH?._$AD===i)this._$AH.p(n);else{let s=new Al(i,this),o=s.u(this.options);s.p(n),this.T(o),this._$AH=s}}_$AC(t){let n=Eb.get(t.strings);return n===void 0&&Eb.set(t.strings,n=new Do(t)),n}k(t){Pf(this._$AH)||(this._$AH=[],this._$AR());let n=this._$AH,r,i=0;for(let s of t)i===n.length?n.push(r=new e(this.O(Eo()),this.O(Eo()),this,this.options)):r=n[i],r._$AI(s),i++;i<n.length&&(this._$AR(r&&r._$AB.nextSibling,i),n.length=i)}_$AR(t=this._$AA.nextSibling,n){for(this._$AP?.(!1,!0,n);t!==this._$AB;){let r=kb(t).nextSibling;kb(t).remove(),t=r}}setConnected(t){this._$AM===void 0&&(this._$Cv=t,this._$AP?.(t))}},ni=class{get tagName(){return this.element.tagName}get _$AU(){return this._$AM._$AU}constructor(t,n,r,i,s){this.type=1,this._$AH=C,this._$AN=void 0,this.element=t,this.name=n,this._$AM=i,this.options=s,r.length>2||r[0]!==""||r[1]!==""?(this._$AH=Array(r.length-1).fill(new String),this.strings=r):this._$AH=C}_$AI(t,n=this,r,i){let s=this.strings,o=!1;if(s===void 0)t=ti(this,t,n,0),o=!Po(t)||t!==this._$AH&&t!==tn,o&&(this._$AH=t);else{let a=t,l,u;for(t=s[0],l=0;l<s.length-1;l++)u=ti(this,a[r+l],n,l),u===tn&&(u=this._$AH[l]),o||=!Po(u)||u!==this._$AH[l],u===C?t=C:t!==C&&(t+=(u??"")+s[l+1]),this._$AH[l]=u}o&&!i&&this.j(t)}j(t){t===C?this.element.removeAttribute(this.name):this.element.setAttribute(this.name,t??"")}},Rl=class extends ni{constructor(){super(...arguments),this.type=3}j(t){this.element[this.name]=t===C?void 0:t}},El=class extends ni{constructor(){super(...arguments),this.type=4}j(t){this.element.toggleAttribute(this.name,!!t&&t!==C)}},Pl=class extends ni{constructor(t,n,r,i,s){super(t,n,r,i,s),this.type=5}_$AI(t,n=this){if((t=ti(this,t,n,0)??C)===tn)return;let r=this._$AH,i=t===C&&r!==C||t.capture!==r.capture||t.once!==r.once||t.passive!==r.passive,s=t!==C&&(r===C||i);i&&this.element.removeEventListener(this.name,this,r),s&&this.element.addEventListener(this.name,this,t),this._$AH=t}handleEvent(t){typeof this._$AH=="function"?this._$AH.call(this.options?.host??this.element,t):this._$AH.handleEvent(t)}},Dl=class{constructor(t,n,r){this.element=t,this.type=6,this._$AN=void 0,this._$AM=n,this.options=r}get _$AU(){return this._$AM._$AU}_$AI(t){ti(this,t)}},Ib={M:Rf,P:Wn,A:Ef,C:1,L:Lb,R:Al,D:Pb,V:ti,I:es,H:ni,N:El,U:Pl,B:Rl,F:Dl},yT=Af.litHtmlPolyfillSupport;yT?.(Do,es),(Af.litHtmlVersions??=[]).push("3.3.3");var Ob=(e,t,n)=>{let r=n?.renderBefore??t,i=r._$litPart$;if(i===void 0){let s=n?.renderBefore??null;r._$litPart$=i=new es(t.insertBefore(Eo(),s),s,void 0,n??{})}return i._$AI(e),i};var Nf=globalThis,W=class extends jn{constructor(){super(...arguments),this.renderOptions={host:this},this._$Do=void 0}createRenderRoot(){let t=super.createRenderRoot();return this.renderOptions.renderBefore??=t.firstChild,t}update(t){let n=this.render();this.hasUpdated||(this.renderOptions.isConnected=this.isConnected),super.update(t),this._$Do=Ob(n,this.renderRoot,this.renderOptions)}connectedCallback(){super.connectedCallback(),this._$Do?.setConnected(!0)}disconnectedCallback(){super.disconnectedCallback(),this._$Do?.setConnected(!1)}render(){return tn}};W._$litElement$=!0,W.finalized=!0,Nf.litElementHydrateSupport?.({LitElement:W});var vT=Nf.litElementPolyfillSupport;vT?.({LitElement:W});(Nf.litElementVersions??=[]).push("4.2.2");var zb=["label","count","count_a","count_b","value_a","value_b","gap","bound","p_value"],Nl=["value_a","value_b","gap"],Bb=["label","count","count_a","count_b","value_a","value_b","gap","lower","upper","p_value","bound","significant","insufficient"],gt=["negligible","small","medium","large"],No=[.1,.3,.5],Fb=["class","n","cramers_v","band","accuracy","worst_group","worst_group_accuracy","gap","lower","upper","p_value","significant"],Vb=["key","value_a","value_b","delta","rank_a","rank_b","movement","presence","beyond_uncertainty"];var Xn=class extends Error{constructor(n,r,i){super(n);this.status=r;this.url=i;this.name="ApiError"}},xT="fairness:associations-response",wT="fairness:skew-response";function xn(e){let t=new URLSearchParams;for(let[n,r]of Object.entries(e))r!==null&&t.set(n,String(r));return t.toString()}function ts(e,t=""){return t?`${e}/${t}`:e}function _T(e,t){return ts(e)+"?"+xn({run:t.run,tag:t.tag,step:t.step,metric:t.metric,a:t.a,b:t.b,level:t.level??null,fdr:t.fdr??null,min_count:t.min_count??null,rank_by:t.rank_by??null})}function $T(e,t){return ts(e)+"?"+xn({run:t.run,tag:t.tag,step:t.step,mev:t.mev,level:t.level??null,fdr:t.fdr??null})}function ST(e,t){return ts(e,"class")+"?"+xn({run:t.run,tag:t.tag,step:t.step,class_name:t.class,mev:t.mev,k:t.k,limit:t.limit})}function Hb(e,t){return ts(e)+"?"+xn({run:t.run,tag:t.tag,step:t.step,metric:t.metric,grouping:t.grouping,min_count:t.min_count,fdr:t.fdr??null})}function kT(e,t){let n=t.a!==null&&t.b!==null;return ts(e,"disparity")+"?"+xn({run:t.run,tag:t.tag,step:t.step,metric:t.metric,a:n?t.a:null,b:n?t.b:null,grouping:n?null:t.grouping,min_count:t.min_count,fdr:t.fdr??null})}function Lf(e,t){return ts(e)+"?"+xn({run:t.run,tag:t.tag,step:t.step,by:t.by??null,fdr:t.fdr??null})}function TT(e){return"diff?"+xn({...e.options,tag:e.tag,run:e.run,step:e.step,vs_run:e.vs_run,vs_step:e.vs_step})}function CT(e){let t=new URLSearchParams(xn({...e.options,tag:e.tag}));for(let n of e.runs)t.append("run",n);return"trend?"+t.toString()}function MT(e,t="csv"){return"table?"+xn({run:e.run,tag:e.tag,step:e.step,format:t,table:e.table,...e.options})}function F(e,t){throw new Xn(`malformed response from ${e.split("?")[0]}: ${t}`,null,e)}function ce(e){return typeof e=="object"&&e!==null&&!Array.isArray(e)}function AT(e,t="view route"){ce(e)||F(t,"not an object");let n=e.rows;(typeof n!="number"||!Number.isInteger(n)||n<0)&&F(t,"`rows` is not a count"),(!ce(e.columns)||!ce(e.states))&&F(t,"no `columns` or `states`");let r=e.columns,i=e.states;for(let s of Bb){let o=r[s];(!Array.isArray(o)||o.length!==n)&&F(t,`column \`${s}\` does not have ${n} rows`)}for(let s of Nl){let o=i[s];(!Array.isArray(o)||o.length!==n)&&F(t,`states \`${s}\` does not have ${n} rows`)}return(!Array.isArray(e.identities)||!Array.isArray(e.metrics))&&F(t,"no `identities` or `metrics`"),e}function RT(e,t="view route"){ce(e)||F(t,"not an object");let n=e.rows;(typeof n!="number"||!Number.isInteger(n)||n<0)&&F(t,"`rows` is not a count"),ce(e.model)||F(t,"no `model`"),(!ce(e.columns)||!ce(e.states))&&F(t,"no `columns` or `states`");let r=e.columns;for(let s of Fb){let o=r[s];(!Array.isArray(o)||o.length!==n)&&F(t,`column \`${s}\` does not have ${n} rows`)}let i=e.states.cramers_v;return(!Array.isArray(i)||i.length!==n)&&F(t,`states \`cramers_v\` does not have ${n} rows`),Array.isArray(e.groups)||F(t,"no `groups`"),ce(e.reasons)||F(t,"no `reasons`"),e}function ET(e,t="view route"){ce(e)||F(t,"not an object");let{groups:n,labels:r}=e;(!Array.isArray(n)||!Array.isArray(r))&&F(t,"no `groups` or `labels`");for(let i of["group_n","group_accuracy","other","counts"]){let s=e[i];(!Array.isArray(s)||s.length!==n.length)&&F(t,`\`${i}\` does not have one entry per group`)}for(let i of["correct","kept"]){let s=e[i];(!Array.isArray(s)||s.length!==r.length)&&F(t,`\`${i}\` does not have one entry per label`)}for(let i of e.counts)(!Array.isArray(i)||i.length!==r.length)&&F(t,"`counts` rows do not have one entry per label");return Array.isArray(e.mistakes)||F(t,"no `mistakes`"),e}function Ll(e,t,n,r,i){for(let s of n){let o=t[s];(!Array.isArray(o)||o.length!==r)&&F(e,`\`${s}\` does not have one row per class`);for(let a of o)(!Array.isArray(a)||a.length!==i)&&F(e,`\`${s}\` rows do not have one entry per group`)}}function PT(e,t="view route"){ce(e)||F(t,"not an object");let{classes:n,groups:r}=e;return(!Array.isArray(n)||!Array.isArray(r))&&F(t,"no `classes` or `groups`"),Ll(t,e,["value","lower","upper","n","state"],n.length,r.length),e.p_value!==void 0&&Ll(t,e,["p_value","significant"],n.length,r.length),(!Array.isArray(e.groupings)||!Array.isArray(e.macro))&&F(t,"no `groupings` or `macro`"),ce(e.reasons)||F(t,"no `reasons`"),e}function DT(e,t="view route"){ce(e)||F(t,"not an object");let{classes:n,groups:r,thresholds:i}=e;return(!Array.isArray(n)||!Array.isArray(r)||!Array.isArray(i))&&F(t,"no `classes`, `groups` or `thresholds`"),Ll(t,e,["mar","mar_lower","mar_upper","n","state","ar","ar_lower","ar_upper"],n.length,r.length),e.p_value!==void 0&&Ll(t,e,["p_value","significant"],n.length,r.length),Array.isArray(e.groupings)||F(t,"no `groupings`"),ce(e.reasons)||F(t,"no `reasons`"),e}function Il(e,t,n,r,i){for(let s of n){let o=t[s];(!Array.isArray(o)||o.length!==r)&&F(e,`\`${s}\` does not have one entry per ${i}`)}}function NT(e,t="view route"){ce(e)||F(t,"not an object");let{groups:n,types:r,thresholds:i}=e;(!Array.isArray(n)||!Array.isArray(r)||!Array.isArray(i))&&F(t,"no `groups`, `types` or `thresholds`"),Il(t,e,["group_counts","hits","hit_rate","lower","upper"],n.length,"group");for(let s of["hit_rate","lower","upper"])for(let o of e[s]){(!Array.isArray(o)||o.length!==r.length)&&F(t,`\`${s}\` rows do not have one entry per type`);for(let a of o)(!Array.isArray(a)||a.length!==i.length)&&F(t,`\`${s}\` does not have one entry per threshold`)}(!Array.isArray(e.labels)||!Array.isArray(e.harmful_types))&&F(t,"no `labels` or `harmful_types`");for(let s of e.labels)(!ce(s)||typeof s.label!="string"||!Array.isArray(s.rate)||!Array.isArray(s.gap))&&F(t,"a malformed `labels` entry"),(s.rate.length!==n.length||s.gap.length!==n.length)&&F(t,"`labels` rates do not have one entry per group");return e}function LT(e,t="view route"){ce(e)||F(t,"not an object");let{groups:n}=e;return Array.isArray(n)||F(t,"no `groups`"),Il(t,e,["households","images","score","lower","upper","image_rate"],n.length,"group"),e.p_value!==void 0&&Il(t,e,["p_value","significant"],n.length,"group"),Array.isArray(e.groupings)||F(t,"no `groupings`"),e}function IT(e,t="view route"){ce(e)||F(t,"not an object");let{groups:n,ks:r}=e;(!Array.isArray(n)||!Array.isArray(r))&&F(t,"no `groups` or `ks`");let i=e.p_value!==void 0;Il(t,e,["queries","precision","lower","upper",...i?["p_value","significant"]:[]],n.length,"group");for(let s of["precision","lower","upper",...i?["p_value","significant"]:[]])for(let o of e[s])(!Array.isArray(o)||o.length!==r.length)&&F(t,`\`${s}\` rows do not have one entry per K`);return e}var OT=["class","n_a","n_b","value_a","value_b","gap","lower","upper","p_value","significant"];function zT(e,t="view route"){ce(e)||F(t,"not an object");let n=e.rows;(typeof n!="number"||!Number.isInteger(n)||n<0)&&F(t,"`rows` is not a count"),(!ce(e.columns)||!ce(e.states))&&F(t,"no `columns` or `states`");let r=e.columns;for(let s of OT){let o=r[s];(!Array.isArray(o)||o.length!==n)&&F(t,`column \`${s}\` does not have ${n} rows`)}let i=e.states.gap;return(!Array.isArray(i)||i.length!==n)&&F(t,`states \`gap\` does not have ${n} rows`),e}function BT(e,t="diff"){ce(e)||F(t,"not an object");let n=e.rows;(typeof n!="number"||!Number.isInteger(n)||n<0)&&F(t,"`rows` is not a count"),ce(e.columns)||F(t,"no `columns`");let r=e.columns;for(let i of Vb){let s=r[i];(!Array.isArray(s)||s.length!==n)&&F(t,`column \`${i}\` does not have ${n} rows`)}return(!ce(e.a)||!ce(e.b))&&F(t,"no `a` or `b`"),typeof e.value!="string"&&F(t,"no `value`"),e}function FT(e,t="trend"){ce(e)||F(t,"not an object"),(!Array.isArray(e.names)||!Array.isArray(e.series))&&F(t,"no `names` or `series`");for(let n of e.series){(!ce(n)||typeof n.run!="string"||!Array.isArray(n.points))&&F(t,"a malformed `series` entry");for(let r of n.points)(!ce(r)||typeof r.step!="number"||!ce(r.values))&&F(t,"a malformed point")}return e}function VT(e,t){return(!ce(e)||!ce(e.runs))&&F(t,"no `runs`"),e}function HT(e,t){return(!ce(e)||!Array.isArray(e.steps))&&F(t,"no `steps`"),e}function If(e,t=()=>!0){return Array.isArray(e)&&e.every(n=>ce(n)&&typeof n.name=="string"&&t(n))}function qT(e,t="kinds"){(!ce(e)||!Array.isArray(e.kinds))&&F(t,"no `kinds`");for(let n of e.kinds)(!ce(n)||typeof n.name!="string")&&F(t,"a kind without a name"),If(n.options)||F(t,`kind \`${n.name}\`: malformed \`options\``),If(n.tables,r=>typeof r.title=="string"&&Array.isArray(r.columns))||F(t,`kind \`${n.name}\`: malformed \`tables\``),If(n.headlines,r=>typeof r.title=="string")||F(t,`kind \`${n.name}\`: malformed \`headlines\``),(!Array.isArray(n.views)||!n.views.every(r=>typeof r=="string"))&&F(t,`kind \`${n.name}\`: malformed \`views\``);return e}function UT(e,t="table"){let n=e.split(/\r?\n/,1)[0];return(n===""||/^\s*[[{<]/.test(n))&&F(t,"not a CSV table"),e}var Dt=class{constructor(t){this.fetchFn=t??((n,r)=>globalThis.fetch(n,r))}async get(t,n){let r;try{r=await this.fetchFn(t,{signal:n})}catch(i){throw n?.aborted?i:new Xn(`cannot reach TensorBoard (${i instanceof Error?i.message:String(i)})`,null,t)}if(!r.ok){let i="";try{i=(await r.text()).trim()}catch{}throw new Xn(i||`${r.status} ${r.statusText}`.trim(),r.status,t)}return r}async getJson(t,n,r){let i=await this.get(t,n);r&&typeof performance<"u"&&performance.mark&&performance.mark(r);try{return await i.json()}catch(s){throw n?.aborted?s:new Xn(`malformed response from ${t.split("?")[0]}: not JSON`,i.status,t)}}async getText(t,n){let r=await this.get(t,n);try{return await r.text()}catch(i){throw n?.aborted?i:new Xn(`malformed response from ${t.split("?")[0]}: unreadable`,r.status,t)}}async tags(t){let n="tags";return VT(await this.getJson(n,t),n)}async kinds(t){let n="kinds";return qT(await this.getJson(n,t),n)}async steps(t,n,r){let i="steps?"+xn({run:t,tag:n});return HT(await this.getJson(i,r),i)}async associations(t,n,r){let i=_T(t,n);return AT(await this.getJson(i,r,xT),i)}async skew(t,n,r){let i=$T(t,n);return RT(await this.getJson(i,r,wT),i)}async skewClass(t,n,r){let i=ST(t,n);return ET(await this.getJson(i,r),i)}async groups(t,n,r){let i=Hb(t,n);return PT(await this.getJson(i,r),i)}async detection(t,n,r){let i=Hb(t,n);return DT(await this.getJson(i,r),i)}async disparity(t,n,r){let i=kT(t,n);return zT(await this.getJson(i,r),i)}async harmful(t,n,r){let i=Lf(t,n);return NT(await this.getJson(i,r),i)}async geodiversity(t,n,r){let i=Lf(t,n);return LT(await this.getJson(i,r),i)}async retrieval(t,n,r){let i=Lf(t,n);return IT(await this.getJson(i,r),i)}async diff(t,n){let r=TT(t);return BT(await this.getJson(r,n),r)}async trend(t,n){let r=CT(t);return FT(await this.getJson(r,n),r)}async tableCsv(t,n){let r=MT(t,"csv");return UT(await this.getText(r,n),r)}},Me=Symbol("stale"),Ee=class{constructor(){this.generation=0;this.controller=null}async run(t){this.controller?.abort();let n=new AbortController;this.controller=n;let r=++this.generation;try{let i=await t(n.signal);return r===this.generation?i:Me}catch(i){if(r!==this.generation||n.signal.aborted)return Me;throw i}finally{this.controller===n&&(this.controller=null)}}cancel(){this.generation++,this.controller?.abort(),this.controller=null}};function qb(e,t){return e===null||t===null?null:e.kinds.find(n=>n.name===t)??null}function Ub(e){return e?e.options.map(t=>t.name):[]}function Zn(e,t){return e?.options.find(n=>n.name===t)??null}function KT(e,t){return e?(t===null?e.tables[0]:e.tables.find(n=>n.name===t))??null:null}function Kb(e,t){return e===null||Zn(e,"table")!==null?t:null}function wn(e,t,n){let r=KT(e,t),i=r?`${r.name}: ${r.title}`:t??"default",s=n===null?"All rows":`All ${n} row${n===1?"":"s"}`,o=r?`; columns ${r.columns.join(",")}`:"";return`${s} as CSV (the export's table ${i}${o})`}function ns(e,t){let n=Zn(e,t)?.default;return typeof n=="number"&&Number.isFinite(n)||typeof n=="string"?n:null}function Be(e,t){let n=ns(e,t);return typeof n=="number"?n:null}function _r(e,t){let n=ns(e,t);return typeof n=="string"?n:null}function $r(e,t){let n=Zn(e,t);return n?.type==="choice"?[...n.choices??[]]:[]}function Pe(e,t,n){let r=Zn(e,t);if(r===null||n===null||n===void 0)return!1;switch(r.type){case"str":return typeof n=="string";case"choice":return typeof n=="string"&&(r.choices??[]).includes(n);case"float":if(typeof n!="number"||!Number.isFinite(n))return!1;break;case"int":if(typeof n!="number"||!Number.isSafeInteger(n))return!1;break;default:return!1}return!(r.minimum!==null&&!(r.minimum_open?n>r.minimum:n>=r.minimum)||r.maximum!==null&&!(r.maximum_open?n<r.maximum:n<=r.maximum))}function nn(e,t,n){return Pe(e,t,n)?n:Be(e,t)}function rs(e,t,n){return n!==void 0&&Pe(e,t,n)?n:_r(e,t)}function Ol(e){if(e===0)return"0";let t=Math.floor(Math.log10(Math.abs(e)));if(t<-4||t>=6){let[n,r]=e.toExponential(5).split("e");return`${n.includes(".")?n.replace(/\.?0+$/,""):n}e${r[0]}${r.slice(1).padStart(2,"0")}`}return String(Number(e.toPrecision(6)))}function ri(e,t){let n=Zn(e,t);if(n===null)return"";if(n.type==="choice")return`one of ${(n.choices??[]).join(", ")}`;if(n.type!=="float"&&n.type!=="int")return"a string";if(n.minimum===null&&n.maximum===null)return"a number";let r=n.type==="int"?"a whole number":"a number";return n.minimum!==null&&n.maximum!==null?`${r} in ${n.minimum_open?"(":"["}${Ol(n.minimum)}, ${Ol(n.maximum)}${n.maximum_open?")":"]"}`:n.minimum!==null?`${r} ${n.minimum_open?">":">="} ${Ol(n.minimum)}`:`${r} ${n.maximum_open?"<":"<="} ${Ol(n.maximum)}`}var lt="fairness_";function kt(e){let t=new Map;for(let[n,r]of e)n.startsWith(lt)&&t.set(n.slice(lt.length),r);return t}function _e(e){if(e===void 0||e.trim()==="")return null;let t=Number(e);return Number.isFinite(t)?t:null}function zl(e){let t=_e(e);return t!==null&&Number.isSafeInteger(t)&&t>=0?t:null}function ke(e,t,n){n!==null&&n!==""&&e.push([lt+t,String(n)])}function ut(e,t,n,r,i=t){n!==ns(r,i)&&ke(e,t,n)}function is(e){if(e==="")return{regex:null,error:null};try{return{regex:new RegExp(e,"i"),error:null}}catch(t){return{regex:null,error:t instanceof Error?t.message:String(t)}}}function Yb(e,t,n){if(n===null)return t;let r=new Int32Array(t.length),i=0;for(let s=0;s<t.length;s++){let o=t[s];n.lastIndex=0,n.test(e[o])&&(r[i++]=o)}return r.slice(0,i)}var ii={run:"run",tag:"tag",step:"step"},YT=new Set(Object.values(ii).map(e=>lt+e));function Gb(e){let t=[];return ke(t,ii.run,e.run),ke(t,ii.tag,e.tag),ke(t,ii.step,e.step),t}function jb(e){let t=kt(e),n=r=>{let i=t.get(r);return i===void 0||i===""?null:i};return{run:n(ii.run),tag:n(ii.tag),step:zl(t.get(ii.step))}}function Wb(e){let t=[];for(let[n,r]of e)n.startsWith(lt)&&!YT.has(n)&&t.push([n,r]);return t}function Xb(e,t){let n=[];for(let r of Object.keys(e).sort()){let i=Object.keys(e[r]).filter(s=>t.includes(e[r][s].kind)).sort();i.length&&n.push({run:r,tags:i})}return n}function Zb(e,t){let n=new Set;for(let r of Object.values(e))for(let i of Object.values(r))t.includes(i.kind)||n.add(i.kind);return[...n].sort()}function Of(e,t){if(t.length===0)return null;let n=e.run===null&&e.tag!==null?t.find(s=>s.tags.includes(e.tag)):void 0;if(n)return{ref:{...e,run:n.run},moved:!1};let r=t.find(s=>s.run===e.run)??t[0],i=e.tag!==null&&r.tags.includes(e.tag)?e.tag:r.tags[0];return r.run===e.run&&i===e.tag?{ref:e,moved:!1}:e.run===null&&e.tag===null?{ref:{...e,run:r.run,tag:i},moved:!1}:{ref:{run:r.run,tag:i,step:null},moved:!0}}function Jb(e,t){return t.run===null||t.tag===null?null:e[t.run]?.[t.tag]?.kind??null}function Bl(e,t){return t===null?null:e.find(n=>n.kind===t)??null}function Qb(e){try{return decodeURIComponent(e)}catch{return e}}function e0(e){let t=e.startsWith("#")?e.slice(1):e;return t===""?[]:t.split("&").map(n=>{let r=n.indexOf("=");return r<0?{raw:n,key:null,value:null}:{raw:n,key:Qb(n.slice(0,r)),value:Qb(n.slice(r+1))}})}function GT(e){let t=[];for(let n of e0(e))n.key!==null&&n.value!==null&&t.push([n.key,n.value]);return t}function jT(e,t,n){let r=e0(e).filter(o=>o.key===null||!o.key.startsWith(t)).map(o=>o.raw),i=n.map(([o,a])=>`${encodeURIComponent(o)}=${encodeURIComponent(a)}`),s=[...r,...i];return s.length?"#"+s.join("&"):""}function t0(){try{let e=window.parent;if(e!==window)return e.location.hash,e}catch{}return window}function n0(){return GT(t0().location.hash)}function r0(e,t){let n=t0(),r=n.location.hash,i=jT(r,e,t);if(i===r||i===""&&r==="#")return;let s=new URL(n.location.href);s.hash=i,n.history.replaceState(n.history.state,"",s.href)}function ss(e){return/[",\r\n]/.test(e)?'"'+e.replace(/"/g,'""')+'"':e}function Nt(e){return typeof e=="number"&&Number.isFinite(e)?String(e):""}function Tt(e){return(e.filter(n=>n!==null&&n!=="").map(n=>String(n).replace(/[^A-Za-z0-9._-]+/g,"_")).join("__")||"fairness")+".csv"}var WT=new Intl.NumberFormat("en-US",{maximumFractionDigits:0});function O(e){return typeof e=="number"&&Number.isFinite(e)?WT.format(e):""}function Lt(e){if(e===0)return"0";let t=Math.abs(e),n;if(t>=1e-4&&t<1e6)n=String(Number(e.toPrecision(4)));else{let[r,i]=e.toExponential(3).split("e");n=`${String(Number(r))}e${Number(i)}`}return n.replace(/^-/,"\u2212").replace(/e-/,"e\u2212")}var XT={"+inf":"+\u221E","-inf":"\u2212\u221E",undefined:"undefined"},ZT={"+inf":"Positive infinity: the metric diverges for this label (for example ln of a ratio with a zero denominator). Sorted above every finite value.","-inf":"Negative infinity: the metric diverges for this label (for example ln 0 when the identity and the label never co-occur). Sorted below every finite value.",undefined:"Undefined: the metric has no value for this label (for example 0/0, or nPMI when p = 1). Sorted last in both directions and left out of the gap histogram."};function i0(e,t){if(typeof e=="number"&&Number.isFinite(e))return{text:Lt(e),state:null,title:String(e)};let n=t==="+inf"||t==="-inf"?t:"undefined";return{text:XT[n],state:n,title:ZT[n]}}function os(e){if(!Number.isFinite(e))return"";let t=new Date(e*1e3),n=r=>String(r).padStart(2,"0");return`${t.getFullYear()}-${n(t.getMonth()+1)}-${n(t.getDate())} ${n(t.getHours())}:${n(t.getMinutes())}`}function Qe(e){return typeof e=="number"&&Number.isFinite(e)?`${(e*100).toFixed(1)}%`:""}function Fl(e){return typeof e!="number"||!Number.isFinite(e)?"":`${(e*100).toFixed(1).replace(/^-/,"\u2212")} pp`}function Jn(e,t=3){return typeof e!="number"||!Number.isFinite(e)?"":e.toFixed(t).replace(/^-/,"\u2212")}function rn(e){if(typeof e!="number"||!Number.isFinite(e))return"";if(e<1e-6)return"<1e\u22126";if(e<.001){let[t,n]=e.toExponential(1).split("e");return JT(`${Number(t)}e${Number(n)}`)}return String(Number(e.toPrecision(2)))}function JT(e){return e.replace(/^-/,"\u2212").replace(/e-/,"e\u2212")}var zf=100,Vl=[.9,.95,.99],QT=Object.freeze({a:null,b:null,sort:"gap",dir:"desc",search:"",gap:[null,null],count:[null,null],topK:zf,minCount:null,significantOnly:!1});function Hl(e){let t=f0(_r(e,"rank_by")??void 0,e);return{...QT,gap:[null,null],count:[null,null],metric:_r(e,"metric"),rankBy:t,sort:Lo(t),level:Be(e,"level"),fdr:Be(e,"fdr")}}function Bf(e){return e==="label"||e==="p_value"?"asc":"desc"}function Lo(e){return e==="bound"?"bound":"gap"}var de={metric:"metric",a:"a",b:"b",sort:"sort",dir:"dir",search:"q",gapMin:"gap_min",gapMax:"gap_max",countMin:"count_min",countMax:"count_max",topK:"k",rankBy:"rank_by",level:"level",fdr:"fdr",minCount:"min_count",significantOnly:"significant"};function Ff(e,t){let n=[],r=(i,s)=>ke(n,i,s);return ut(n,de.metric,e.metric,t),r(de.a,e.a),r(de.b,e.b),ut(n,de.rankBy,e.rankBy,t),ut(n,de.level,e.level,t),ut(n,de.fdr,e.fdr,t),e.minCount!==null&&r(de.minCount,e.minCount),e.significantOnly&&r(de.significantOnly,1),(e.sort!==Lo(e.rankBy)||e.dir!=="desc")&&(r(de.sort,e.sort),r(de.dir,e.dir)),r(de.search,e.search),r(de.gapMin,e.gap[0]),r(de.gapMax,e.gap[1]),r(de.countMin,e.count[0]),r(de.countMax,e.count[1]),e.topK!==zf&&r(de.topK,e.topK),n}var eC="gap";function f0(e,t){let n=e===eC?"signed":e;return Pe(t,"rank_by",n)?n:null}function tC(e){let t=_e(e);return t!==null&&Number.isSafeInteger(t)&&t>=1?t:zf}function d0(e,t){let n=kt(e),r=a=>{let l=n.get(a);return l===void 0||l===""?null:l},i=Hl(t);i.metric=rs(t,"metric",r(de.metric)),i.a=r(de.a),i.b=r(de.b),i.rankBy=f0(n.get(de.rankBy),t)??i.rankBy,i.sort=Lo(i.rankBy),i.level=nn(t,"level",_e(n.get(de.level))),i.fdr=nn(t,"fdr",_e(n.get(de.fdr)));let s=_e(n.get(de.minCount));Pe(t,"min_count",s)&&(i.minCount=s),i.significantOnly=n.get(de.significantOnly)==="1";let o=n.get(de.sort);if(o!==void 0&&zb.includes(o)){i.sort=o;let a=n.get(de.dir);i.dir=a==="asc"||a==="desc"?a:Bf(i.sort)}return i.search=n.get(de.search)??"",i.gap=[_e(n.get(de.gapMin)),_e(n.get(de.gapMax))],i.count=[_e(n.get(de.countMin)),_e(n.get(de.countMax))],i.topK=tC(n.get(de.topK)),i}function nC(e){return Nl.includes(e)}function as(e,t,n){let r=e.columns[t][n];if(typeof r=="number"&&Number.isFinite(r))return r;let i=nC(t)?e.states[t]?.[n]:null;return i==="+inf"?1/0:i==="-inf"?-1/0:NaN}function rC(e,t){let n=new Float64Array(e.rows);for(let r=0;r<e.rows;r++)n[r]=as(e,t,r);return n}function h0(e,t,n){let r=new Int32Array(e.rows);for(let o=0;o<r.length;o++)r[o]=o;let i=n==="asc"?1:-1;if(t==="label"){let o=e.columns.label;return r.sort((a,l)=>{let u=o[a],c=o[l];return u<c?-i:u>c?i:a-l}),r}let s=rC(e,t);return r.sort((o,a)=>{let l=s[o],u=s[a],c=Number.isNaN(l),f=Number.isNaN(u);return c||f?c&&f?o-a:c?1:-1:l<u?-i:l>u?i:o-a}),r}function s0(e,[t,n]){return t===null&&n===null?!0:Number.isNaN(e)?!1:(t===null||e>=t)&&(n===null||e<=n)}function o0([e,t]){return e!==null||t!==null}function p0(e,t,n){let{search:r,gap:i,count:s}=n,o=n.significantOnly===!0;if(r===null&&!o0(i)&&!o0(s)&&!o)return t;let a=e.columns.label,l=e.columns.significant,u=new Int32Array(t.length),c=0;for(let f=0;f<t.length;f++){let d=t[f];r!==null&&(r.lastIndex=0,!r.test(a[d]))||s0(as(e,"gap",d),i)&&s0(as(e,"count",d),s)&&(o&&l[d]!==!0||(u[c++]=d))}return u.slice(0,c)}function m0(e){return Math.min(40,Math.max(5,Math.ceil(Math.sqrt(e))))}function iC(e,t){if(e.length===0)return[];let n=1/0,r=-1/0;for(let o of e)o<n&&(n=o),o>r&&(r=o);if(n===r)return[{x0:n-.5,x1:r+.5,count:e.length}];let i=(r-n)/t,s=[];for(let o=0;o<t;o++)s.push({x0:n+o*i,x1:o===t-1?r:n+(o+1)*i,count:0});for(let o of e){let a=Math.min(t-1,Math.max(0,Math.floor((o-n)/i)));s[a].count++}return s}function g0(e,t,n){let r=[],i={posInf:0,negInf:0,undefined:0};for(let s of t){let o=as(e,"gap",s);Number.isFinite(o)?r.push(o):o===1/0?i.posInf++:o===-1/0?i.negInf++:i.undefined++}return{bins:iC(r,n??m0(r.length)),finite:r.length,nonFinite:i}}function a0(e){let t=e.length;return t===0?null:t%2?e[(t-1)/2]:(e[t/2-1]+e[t/2])/2}function b0(e,t,n,r){let i=Math.min(Math.max(0,Math.floor(n)),t.length),s=new Float64Array(t.length),o=1/0,a=-1/0;for(let d=0;d<t.length;d++){let h=as(e,"count",t[d]),p=h>0&&Number.isFinite(h)?Math.log10(h):NaN;s[d]=p,p<o&&(o=p),p>a&&(a=p)}let l=[],u=[],c=0;for(let d=0;d<t.length;d++){if(Number.isNaN(s[d])){d<i&&c++;continue}let h=as(e,"count",t[d]);u.push(h),d<i&&l.push(h)}let f=[];if(u.length){let d=o===a?1:r??Math.min(30,m0(u.length)),[h,p]=o===a?[o-.5,a+.5]:[o,a],m=(p-h)/d;for(let b=0;b<d;b++)f.push({x0:10**(h+b*m),x1:10**(b===d-1?p:h+(b+1)*m),top:0,all:0});for(let b=0;b<t.length;b++){let y=s[b];if(Number.isNaN(y))continue;let v=Math.min(d-1,Math.max(0,Math.floor((y-h)/m)));f[v].all++,b<i&&f[v].top++}}return l.sort((d,h)=>d-h),u.sort((d,h)=>d-h),{bins:f,k:i,topShown:l.length,allShown:u.length,zero:c,topMedian:a0(l),allMedian:a0(u)}}function _n(e){return`${Number((e*100).toPrecision(4))}%`}function l0(e){return e.replace(/^-/,"\u2212").replace(/e-/,"e\u2212")}function u0(e){if(e===0)return"0";let t=Math.abs(e);if(t>=.001&&t<1e5)return l0(String(Number(e.toPrecision(3))));let[n,r]=e.toExponential(2).split("e");return l0(`${Number(n)}e${Number(r)}`)}function sC(e,t){return`[${u0(e)}, ${u0(t)}]`}function Vf(e){return`Insufficient: label seen fewer than ${e} times (or an identity is)`}function y0(e,t,n){let r=e.columns,i=r.lower[t],s=r.upper[t],o=typeof i=="number"&&typeof s=="number"&&Number.isFinite(i)&&Number.isFinite(s),a=e.states.gap[t],l=typeof r.gap[t]=="number"&&Number.isFinite(r.gap[t]),u=null;o||(a==="+inf"||a==="-inf"?u="Undefined: the gap is infinite, so it has no interval":l?u="Undefined: no variance (the standard error of the gap is zero or undefined)":u="Undefined: the gap itself is undefined");let c=r.insufficient[t]===!0,f=r.p_value[t],d=typeof f=="number"&&Number.isFinite(f),h,p;d?(h=rn(f),p=`p = ${f} (two-sided, for gap = 0)`):c?(h="\u2014",p=Vf(n)):u!==null?(h="undefined",p=u):(h="\u2014",p="No p-value");let m=r.bound[t];return{interval:o?[i,s]:null,intervalText:o?sC(i,s):"undefined",intervalReason:u,p:d?f:null,pText:h,pTitle:p,bound:typeof m=="number"&&Number.isFinite(m)?m:null,significant:r.significant[t]===!0,insufficient:c}}function c0(e,t){let n=Math.min(e.length-1,Math.max(0,Math.round(t*(e.length-1))));return e[n]}function v0(e){let t=u=>{let c=[],f=[],{lower:d,upper:h,insufficient:p}=e.columns;for(let m=0;m<e.rows;m++){if(u&&p[m]===!0)continue;let b=d[m],y=h[m];typeof b=="number"&&typeof y=="number"&&Number.isFinite(b)&&Number.isFinite(y)&&(c.push(b),f.push(y))}return[c,f]},[n,r]=t(!0);if(n.length===0&&([n,r]=t(!1)),n.length===0)return[-1,1];let i=Float64Array.from(n).sort(),s=Float64Array.from(r).sort(),o=n.length>=50?.025:0,a=Math.min(0,c0(i,o)),l=Math.max(0,c0(s,1-o));return a===l&&(a-=1,l+=1),[a,l]}function x0(e){let t=0;for(let r of e.columns.p_value)typeof r=="number"&&Number.isFinite(r)&&t++;let n=r=>`${r} row${r===1?"":"s"}`;return{interval:`Whiskers: the gap's ${_n(e.level)} interval (delta method / Newcombe, see the docs)`,significance:`\u2605 significant after Benjamini-Hochberg at FDR ${_n(e.fdr)} (${e.significant} of ${n(t)} with a p-value)`,insufficient:`grey: insufficient (${n(e.insufficient)}: the label or an identity seen fewer than ${e.min_count} times; no p-value)`,overlap:e.overlap_known?null:"This report was written before version 2: intervals assume the identities never overlap"}}function w0(e){let t={metric:e.metric,a:e.a};return e.b!==null&&(t.b=e.b),t.rank_by=e.rank_by,t.min_count=String(e.min_count),t.level=String(e.level),t.fdr=String(e.fdr),t}var Qn="#f57c00",ls=340,ee=K`
  :host {
    font-family: Roboto, 'Helvetica Neue', Arial, sans-serif;
    font-size: 13px;
    color: #212121;
    box-sizing: border-box;
    --accent: ${kl(Qn)};
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
`,_0=K`
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
`,Io=K`
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
    z-index: 1;
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
`,si=K`
  :host {
    display: flex;
    flex-direction: column;
    flex: 1;
    min-height: 0;
    gap: 10px;
  }
`,Hf=K`
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
`,oi=K`
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
`,It=K`
  .stale {
    opacity: 0.55;
    transition: opacity 0.15s 0.2s;
  }
`,us=K`
  ${si}
  ${Hf}
  ${oi}
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
`,ai={negligible:"#cfd8dc",small:"#ffcc80",medium:Qn,large:"#b71c1c"};var Sr={report:{attribute:!1},info:{attribute:!1},declaration:{attribute:!1},params:{attribute:!1}};function $0(e,t){e.dispatchEvent(new CustomEvent("view-status",{detail:t,bubbles:!0,composed:!0}))}function et(e,t){e.dispatchEvent(new CustomEvent("view-params",{detail:t,bubbles:!0,composed:!0}))}function kr(e,t){e.dispatchEvent(new CustomEvent("report-change",{detail:t,bubbles:!0,composed:!0}))}function $n(e){return e instanceof Error?e.message:String(e)}function cs(e,t,n="text/csv;charset=utf-8"){let r=URL.createObjectURL(new Blob([e],{type:n})),i=document.createElement("a");i.href=r,i.download=t,i.rel="noopener",i.click(),setTimeout(()=>URL.revokeObjectURL(r),1e4)}var ql={api:{attribute:!1},tag:{attribute:!1},kind:{attribute:!1},kindTitle:{attribute:!1},declaration:{attribute:!1},runs:{attribute:!1},run:{attribute:!1},step:{attribute:!1},options:{attribute:!1},params:{attribute:!1}},bt=class{constructor(t,n){this.host=t;this.requests=n;this.status="loading";this.error=null;t.addController(this)}get loading(){return this.status==="loading"}hostDisconnected(){for(let t of this.requests)t.cancel()}start(){this.set("loading")}ready(){this.error=null,this.set("ready")}fail(t){this.error=$n(t),this.set("error")}async run(t,n,r){this.start();try{return await t.run(n)}catch(i){return r(),this.fail(i),Me}}set(t){this.status=t,$0(this.host,t),this.host.requestUpdate()}renderError(t,n){return this.status!=="error"?C:g`<div class="message error" role="alert">
      <h2>${t}</h2>
      <div class="text">${this.error}</div>
      ${n.map(r=>g`<button class="primary link" name=${r.name??C} @click=${r.run}>${r.label}</button>`)}
    </div>`}renderContent(t,n,r){return t!==null?n(t):this.loading?g`<div class="loading">${r}</div>`:C}renderCsvButton(t,n,r,i,s="Download CSV"){return g`<button
      class="primary"
      name=${t}
      ?disabled=${!n||this.loading}
      title=${i??C}
      @click=${r}
    >
      ${s}
    </button>`}},Sn=class{constructor(t,n,r){this.host=t;this.api=n;this.declaration=r;this.pending=null;this.error=null;this.request=new Ee;t.addController(this)}hostDisconnected(){this.request.cancel()}async download(t,n,r){n.table!==null&&(n={...n,table:Kb(this.declaration(),n.table)}),this.pending=t,this.error=null,this.host.requestUpdate();let i;try{i=await this.request.run(s=>this.api().tableCsv(n,s))}catch(s){this.error=$n(s),this.pending=null,this.host.requestUpdate();return}i!==Me&&(this.pending=null,this.host.requestUpdate(),cs(i,r))}renderError(){return this.error===null?C:g`<div class="download-error message error" role="alert" title=${this.error}>Could not download the CSV: ${this.error}</div>`}};function fs(e,t,n,r){return g`<span class="shown">showing <b>${O(e)}</b> of ${O(t)}${` ${n}`}${r?g` ${r}`:C}</span>`}function Ul(e,t){return!e||e.run!==t.run||e.tag!==t.tag||e.step!==t.step}function oC(e){return e.trim()===""?null:Number(e)}function li(e,t,n){let r=oC(n);return Pe(e,t,r)?r:null}function kn(e,t){let n=ri(e,t);return n?`Not ${n}: ignored`:`Not a value of ${t} the server declares: ignored`}function Ot(e,t){let n=Zn(e,t);return{min:n?.minimum==null?void 0:String(n.minimum),max:n?.maximum==null?void 0:String(n.maximum)}}function qf(e){return g`<label class="field">
    <span class="name">${e.label}</span>
    <input
      type="number"
      name=${e.name}
      min=${e.min??C}
      max=${e.max??C}
      step=${e.step}
      inputmode=${e.decimal?"decimal":C}
      class=${e.invalid?"invalid":""}
      aria-invalid=${e.invalid?"true":"false"}
      title=${e.title}
      .value=${e.text}
      @input=${t=>e.onInput(t.target.value)}
    />
  </label>`}function Kl(e,t,n,r){let i=li(e,"fdr",t)===null;return qf({label:"FDR q",name:"fdr",text:t,invalid:i,title:i?kn(e,"fdr"):`${n} (${ri(e,"fdr")})`,...Ot(e,"fdr"),step:"0.01",decimal:!0,onInput:r})}var S0="",aC={signed:"signed gap",bound:"conservative bound"},k0={fdr:"fdr",minCount:"min_count"};function ds(e){let t=e.trim();if(t==="")return null;let n=Number(t);return Number.isFinite(n)?n:NaN}var Oo=class extends W{constructor(){super(),this.metrics=[],this.identities=[],this.reportMinCount=null,this.declaration=null,this.searchError=null,this.canDownload=!1,this.downloadTitle="Every row as CSV",this.fieldText={gapMin:"",gapMax:"",countMin:"",countMax:""},this.statText={fdr:"",minCount:""}}willUpdate(t){if((t.has("selection")||t.has("reportMinCount"))&&this.selection){let n={gapMin:this.selection.gap[0],gapMax:this.selection.gap[1],countMin:this.selection.count[0],countMax:this.selection.count[1]},r=null;for(let o of Object.keys(n)){let a=ds(this.fieldText[o]);a===n[o]||Number.isNaN(a)&&n[o]===null||(r??={...this.fieldText},r[o]=n[o]===null?"":String(n[o]))}r&&(this.fieldText=r);let i={fdr:this.selection.fdr,minCount:this.selection.minCount??this.reportMinCount},s=null;for(let o of Object.keys(i)){let a=i[o];a!==null&&ds(this.statText[o])!==a&&(s??={...this.statText},s[o]=String(a))}s&&(this.statText=s)}}statValid(t,n){return Pe(this.declaration,k0[t],n)}onStatInput(t,n){this.statText={...this.statText,[t]:n.target.value}}commitStat(t){let n=ds(this.statText[t]);this.statValid(t,n)&&n!==this.selection[t]&&this.emit({[t]:n})}statInput(t,n,r){let i=this.statText[t],s=k0[t],o=!this.statValid(t,ds(i)),{min:a,max:l}=Ot(this.declaration,s);return g`<input
      type="number"
      class="stat ${o?"invalid":""}"
      name=${s}
      aria-label=${n}
      aria-invalid=${o?"true":"false"}
      title=${o?`${r} ${kn(this.declaration,s)}.`:r}
      min=${a??C}
      max=${l??C}
      step=${t==="fdr"?"0.01":"1"}
      .value=${i}
      @input=${u=>this.onStatInput(t,u)}
      @change=${()=>this.commitStat(t)}
      @keydown=${u=>{u.key==="Enter"&&this.commitStat(t)}}
    />`}emit(t){this.dispatchEvent(new CustomEvent("selection-change",{detail:t,bubbles:!0,composed:!0}))}onRange(t,n){let r=n.target.value;this.fieldText={...this.fieldText,[t]:r};let i=ds(r),s=i===null||Number.isNaN(i)?null:i,o=this.selection,a=[...o.gap],l=[...o.count];t==="gapMin"&&(a[0]=s),t==="gapMax"&&(a[1]=s),t==="countMin"&&(l[0]=s),t==="countMax"&&(l[1]=s),this.emit(t.startsWith("gap")?{gap:a}:{count:l})}rangeInput(t,n,r){let i=this.fieldText[t],s=Number.isNaN(ds(i));return g`<input
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
    />`}render(){let t=this.selection;if(!t)return C;let n=this.metrics.length?this.metrics:[{name:t.metric,title:t.metric,range:null}],r=this.identities,i=r.filter(s=>s.name!==t.a);return g`
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
            ${r.length===0&&t.a!==null?g`<option .selected=${!0} .value=${t.a}>${t.a}</option>`:C}
            ${r.map(s=>g`<option .value=${s.name} .selected=${s.name===t.a}>${s.name} (${O(s.count)})</option>`)}
          </select>
        </label>
        <label class="field">
          <span class="name">Identity B</span>
          <select
            name="b"
            @change=${s=>{let o=s.target.value;this.emit({b:o===S0?null:o})}}
          >
            <option .value=${S0} .selected=${t.b===null}>rest (one-vs-rest)</option>
            ${i.map(s=>g`<option .value=${s.name} .selected=${s.name===t.b}>${s.name} (${O(s.count)})</option>`)}
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
            ${$r(this.declaration,"rank_by").map(s=>g`<option .value=${s} .selected=${t.rankBy===s}>${aC[s]??s}</option>`)}
          </select>
        </label>
        <label class="field" title="Confidence level of the intervals (the whiskers)">
          <span class="name">Level</span>
          <select name="level" @change=${s=>this.emit({level:Number(s.target.value)})}>
            ${(t.level===null||Vl.includes(t.level)?Vl:[...Vl,t.level].sort((s,o)=>s-o)).map(s=>g`<option .value=${String(s)} .selected=${s===t.level}>${_n(s)}</option>`)}
          </select>
        </label>
        <label class="field">
          <span class="name">FDR q</span>
          ${this.statInput("fdr","false discovery rate q",`False discovery rate of the \u2605 marks (Benjamini-Hochberg): ${ri(this.declaration,"fdr")}.`)}
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
          </div>`:C}
    `}};Oo.properties={selection:{attribute:!1},metrics:{attribute:!1},identities:{attribute:!1},reportMinCount:{attribute:!1},declaration:{attribute:!1},searchError:{attribute:!1},canDownload:{attribute:!1},downloadTitle:{attribute:!1},fieldText:{state:!0},statText:{state:!0}},Oo.styles=[ee,rt,K`
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
    `];customElements.define("fairness-controls",Oo);function hs(e,t,n,r){var i=arguments.length,s=i<3?t:r===null?r=Object.getOwnPropertyDescriptor(t,n):r,o;if(typeof Reflect=="object"&&typeof Reflect.decorate=="function")s=Reflect.decorate(e,t,n,r);else for(var a=e.length-1;a>=0;a--)(o=e[a])&&(s=(i<3?o(s):i>3?o(t,n,s):o(t,n))||s);return i>3&&s&&Object.defineProperty(t,n,s),s}var lC={attribute:!0,type:String,converter:Ao,reflect:!1,hasChanged:Cl},uC=(e=lC,t,n)=>{let{kind:r,metadata:i}=n,s=globalThis.litPropertyMetadata.get(i);if(s===void 0&&globalThis.litPropertyMetadata.set(i,s=new Map),r==="setter"&&((e=Object.create(e)).wrapped=!0),s.set(n.name,e),r==="accessor"){let{name:o}=n;return{set(a){let l=t.get.call(this);t.set.call(this,a),this.requestUpdate(o,l,e,!0,a)},init(a){return a!==void 0&&this.C(o,void 0,e,a),a}}}if(r==="setter"){let{name:o}=n;return function(a){let l=this[o];t.call(this,a),this.requestUpdate(o,l,e,!0,a)}}throw Error("Unsupported decorator location: "+r)};function ps(e){return(t,n)=>typeof n=="object"?uC(e,t,n):((r,i,s)=>{let o=i.hasOwnProperty(s);return i.constructor.createProperty(s,r),o?Object.getOwnPropertyDescriptor(i,s):void 0})(e,t,n)}var gs={ATTRIBUTE:1,CHILD:2,PROPERTY:3,BOOLEAN_ATTRIBUTE:4,EVENT:5,ELEMENT:6},zo=e=>(...t)=>({_$litDirective$:e,values:t}),ms=class{constructor(t){}get _$AU(){return this._$AM._$AU}_$AT(t,n,r){this._$Ct=t,this._$AM=n,this._$Ci=r}_$AS(t,n){return this.update(t,n)}update(t,n){return this.render(...n)}};var{I:cC}=Ib,T0=e=>e;var M0=e=>e.strings===void 0,C0=()=>document.createComment(""),bs=(e,t,n)=>{let r=e._$AA.parentNode,i=t===void 0?e._$AB:t._$AA;if(n===void 0){let s=r.insertBefore(C0(),i),o=r.insertBefore(C0(),i);n=new cC(s,o,e,e.options)}else{let s=n._$AB.nextSibling,o=n._$AM,a=o!==e;if(a){let l;n._$AQ?.(e),n._$AM=e,n._$AP!==void 0&&(l=e._$AU)!==o._$AU&&n._$AP(l)}if(s!==i||a){let l=n._$AA;for(;l!==s;){let u=T0(l).nextSibling;T0(r).insertBefore(l,i),l=u}}}return n},Tr=(e,t,n=e)=>(e._$AI(t,n),e),fC={},A0=(e,t=fC)=>e._$AH=t,R0=e=>e._$AH,Yl=e=>{e._$AR(),e._$AA.remove()};var Bo=(e,t)=>{let n=e._$AN;if(n===void 0)return!1;for(let r of n)r._$AO?.(t,!1),Bo(r,t);return!0},Gl=e=>{let t,n;do{if((t=e._$AM)===void 0)break;n=t._$AN,n.delete(e),e=t}while(n?.size===0)},E0=e=>{for(let t;t=e._$AM;e=t){let n=t._$AN;if(n===void 0)t._$AN=n=new Set;else if(n.has(e))break;n.add(e),pC(t)}};function dC(e){this._$AN!==void 0?(Gl(this),this._$AM=e,E0(this)):this._$AM=e}function hC(e,t=!1,n=0){let r=this._$AH,i=this._$AN;if(i!==void 0&&i.size!==0)if(t)if(Array.isArray(r))for(let s=n;s<r.length;s++)Bo(r[s],!1),Gl(r[s]);else r!=null&&(Bo(r,!1),Gl(r));else Bo(this,e)}var pC=e=>{e.type==gs.CHILD&&(e._$AP??=hC,e._$AQ??=dC)},jl=class extends ms{constructor(){super(...arguments),this._$AN=void 0}_$AT(t,n,r){super._$AT(t,n,r),E0(this),this.isConnected=t._$AU}_$AO(t,n=!0){t!==this.isConnected&&(this.isConnected=t,t?this.reconnected?.():this.disconnected?.()),n&&(Bo(this,t),Gl(this))}setValue(t){if(M0(this._$Ct))this._$Ct._$AI(t,this);else{let n=[...this._$Ct._$AH];n[this._$Ci]=t,this._$Ct._$AI(n,this,0)}}disconnected(){}reconnected(){}};var P0=(e,t,n)=>{let r=new Map;for(let i=t;i<=n;i++)r.set(e[i],i);return r},D0=zo(class extends ms{constructor(e){if(super(e),e.type!==gs.CHILD)throw Error("repeat() can only be used in text expressions")}dt(e,t,n){let r;n===void 0?n=t:t!==void 0&&(r=t);let i=[],s=[],o=0;for(let a of e)i[o]=r?r(a,o):o,s[o]=n(a,o),o++;return{values:s,keys:i}}render(e,t,n){return this.dt(e,t,n).values}update(e,[t,n,r]){let i=R0(e),{values:s,keys:o}=this.dt(t,n,r);if(!Array.isArray(i))return this.ut=o,s;let a=this.ut??=[],l=[],u,c,f=0,d=i.length-1,h=0,p=s.length-1;for(;f<=d&&h<=p;)if(i[f]===null)f++;else if(i[d]===null)d--;else if(a[f]===o[h])l[h]=Tr(i[f],s[h]),f++,h++;else if(a[d]===o[p])l[p]=Tr(i[d],s[p]),d--,p--;else if(a[f]===o[p])l[p]=Tr(i[f],s[p]),bs(e,l[p+1],i[f]),f++,p--;else if(a[d]===o[h])l[h]=Tr(i[d],s[h]),bs(e,i[f],i[d]),d--,h++;else if(u===void 0&&(u=P0(o,h,p),c=P0(a,f,d)),u.has(a[f]))if(u.has(a[d])){let m=c.get(o[h]),b=m!==void 0?i[m]:null;if(b===null){let y=bs(e,i[f]);Tr(y,s[h]),l[h]=y}else l[h]=Tr(b,s[h]),bs(e,i[f],b),i[m]=null;h++}else Yl(i[d]),d--;else Yl(i[f]),f++;for(;h<=p;){let m=bs(e,l[p+1]);Tr(m,s[h]),l[h++]=m}for(;f<=d;){let m=i[f++];m!==null&&Yl(m)}return this.ut=o,A0(e,l),tn}});var ys=class e extends Event{constructor(t){super(e.eventName,{bubbles:!1}),this.first=t.first,this.last=t.last}};ys.eventName="rangeChanged";var vs=class e extends Event{constructor(t){super(e.eventName,{bubbles:!1}),this.first=t.first,this.last=t.last}};vs.eventName="visibilityChanged";var Fo=class e extends Event{constructor(){super(e.eventName,{bubbles:!1})}};Fo.eventName="unpinned";var Uf=class{constructor(t){this._element=null;let n=t??window;this._node=n,t&&(this._element=t)}get element(){return this._element||document.scrollingElement||document.documentElement}get scrollTop(){return this.element.scrollTop||window.scrollY}get scrollLeft(){return this.element.scrollLeft||window.scrollX}get scrollHeight(){return this.element.scrollHeight}get scrollWidth(){return this.element.scrollWidth}get viewportHeight(){return this._element?this._element.getBoundingClientRect().height:window.innerHeight}get viewportWidth(){return this._element?this._element.getBoundingClientRect().width:window.innerWidth}get maxScrollTop(){return this.scrollHeight-this.viewportHeight}get maxScrollLeft(){return this.scrollWidth-this.viewportWidth}},Wl=class extends Uf{constructor(t,n){super(n),this._clients=new Set,this._retarget=null,this._end=null,this.__destination=null,this.correctingScrollError=!1,this._checkForArrival=this._checkForArrival.bind(this),this._updateManagedScrollTo=this._updateManagedScrollTo.bind(this),this.scrollTo=this.scrollTo.bind(this),this.scrollBy=this.scrollBy.bind(this);let r=this._node;this._originalScrollTo=r.scrollTo,this._originalScrollBy=r.scrollBy,this._originalScroll=r.scroll,this._attach(t)}get _destination(){return this.__destination}get scrolling(){return this._destination!==null}scrollTo(t,n){let r=typeof t=="number"&&typeof n=="number"?{left:t,top:n}:t;this._scrollTo(r)}scrollBy(t,n){let r=typeof t=="number"&&typeof n=="number"?{left:t,top:n}:t;r.top!==void 0&&(r.top+=this.scrollTop),r.left!==void 0&&(r.left+=this.scrollLeft),this._scrollTo(r)}_nativeScrollTo(t){this._originalScrollTo.bind(this._element||window)(t)}_scrollTo(t,n=null,r=null){this._end!==null&&this._end(),t.behavior==="smooth"?(this._setDestination(t),this._retarget=n,this._end=r):this._resetScrollState(),this._nativeScrollTo(t)}_setDestination(t){let{top:n,left:r}=t;return n=n===void 0?void 0:Math.max(0,Math.min(n,this.maxScrollTop)),r=r===void 0?void 0:Math.max(0,Math.min(r,this.maxScrollLeft)),this._destination!==null&&r===this._destination.left&&n===this._destination.top?!1:(this.__destination={top:n,left:r,behavior:"smooth"},!0)}_resetScrollState(){this.__destination=null,this._retarget=null,this._end=null}_updateManagedScrollTo(t){this._destination&&this._setDestination(t)&&this._nativeScrollTo(this._destination)}managedScrollTo(t,n,r){return this._scrollTo(t,n,r),this._updateManagedScrollTo}correctScrollError(t){this.correctingScrollError=!0,requestAnimationFrame(()=>requestAnimationFrame(()=>this.correctingScrollError=!1)),this._nativeScrollTo(t),this._retarget&&this._setDestination(this._retarget()),this._destination&&this._nativeScrollTo(this._destination)}_checkForArrival(){if(this._destination!==null){let{scrollTop:t,scrollLeft:n}=this,{top:r,left:i}=this._destination;r=Math.min(r||0,this.maxScrollTop),i=Math.min(i||0,this.maxScrollLeft);let s=Math.abs(r-t),o=Math.abs(i-n);s<1&&o<1&&(this._end&&this._end(),this._resetScrollState())}}detach(t){return this._clients.delete(t),this._clients.size===0&&(this._node.scrollTo=this._originalScrollTo,this._node.scrollBy=this._originalScrollBy,this._node.scroll=this._originalScroll,this._node.removeEventListener("scroll",this._checkForArrival)),null}_attach(t){this._clients.add(t),this._clients.size===1&&(this._node.scrollTo=this.scrollTo,this._node.scrollBy=this.scrollBy,this._node.scroll=this.scrollTo,this._node.addEventListener("scroll",this._checkForArrival))}};var B0=typeof window<"u"?window.ResizeObserver:void 0;var Ho=Symbol("virtualizerRef"),Jl="virtualizer-sizer",F0,eu=class{constructor(t){if(this._benchmarkStart=null,this._layout=null,this._clippingAncestors=[],this._scrollSize=null,this._scrollError=null,this._childrenPos=null,this._childMeasurements=null,this._toBeMeasured=new Map,this._rangeChanged=!0,this._itemsChanged=!0,this._visibilityChanged=!0,this._scrollerController=null,this._isScroller=!1,this._sizer=null,this._hostElementRO=null,this._childrenRO=null,this._mutationObserver=null,this._scrollEventListeners=[],this._scrollEventListenerOptions={passive:!0},this._loadListener=this._childLoaded.bind(this),this._scrollIntoViewTarget=null,this._updateScrollIntoViewCoordinates=null,this._items=[],this._first=-1,this._last=-1,this._firstVisible=-1,this._lastVisible=-1,this._scheduled=new WeakSet,this._measureCallback=null,this._measureChildOverride=null,this._layoutCompletePromise=null,this._layoutCompleteResolver=null,this._layoutCompleteRejecter=null,this._pendingLayoutComplete=null,this._layoutInitialized=null,this._connected=!1,!t)throw new Error("Virtualizer constructor requires a configuration object");if(t.hostElement)this._init(t);else throw new Error('Virtualizer configuration requires the "hostElement" property')}set items(t){Array.isArray(t)&&t!==this._items&&(this._itemsChanged=!0,this._items=t,this._schedule(this._updateLayout))}_init(t){this._isScroller=!!t.scroller,this._initHostElement(t);let n=t.layout||{};this._layoutInitialized=this._initLayout(n)}_initObservers(){this._mutationObserver=new MutationObserver(this._finishDOMUpdate.bind(this)),this._hostElementRO=new B0(()=>this._hostElementSizeChanged()),this._childrenRO=new B0(this._childrenSizeChanged.bind(this))}_initHostElement(t){let n=this._hostElement=t.hostElement;this._applyVirtualizerStyles(),n[Ho]=this}connected(){this._initObservers();let t=this._isScroller;this._clippingAncestors=wC(this._hostElement,t),this._scrollerController=new Wl(this,this._clippingAncestors[0]),this._schedule(this._updateLayout),this._observeAndListen(),this._connected=!0}_observeAndListen(){this._mutationObserver.observe(this._hostElement,{childList:!0}),this._hostElementRO.observe(this._hostElement),this._scrollEventListeners.push(window),window.addEventListener("scroll",this,this._scrollEventListenerOptions),this._clippingAncestors.forEach(t=>{t.addEventListener("scroll",this,this._scrollEventListenerOptions),this._scrollEventListeners.push(t),this._hostElementRO.observe(t)}),this._hostElementRO.observe(this._scrollerController.element),this._children.forEach(t=>this._childrenRO.observe(t)),this._scrollEventListeners.forEach(t=>t.addEventListener("scroll",this,this._scrollEventListenerOptions))}disconnected(){this._scrollEventListeners.forEach(t=>t.removeEventListener("scroll",this,this._scrollEventListenerOptions)),this._scrollEventListeners=[],this._clippingAncestors=[],this._scrollerController?.detach(this),this._scrollerController=null,this._mutationObserver?.disconnect(),this._mutationObserver=null,this._hostElementRO?.disconnect(),this._hostElementRO=null,this._childrenRO?.disconnect(),this._childrenRO=null,this._rejectLayoutCompletePromise("disconnected"),this._connected=!1}_applyVirtualizerStyles(){let n=this._hostElement.style;n.display=n.display||"block",n.position=n.position||"relative",n.contain=n.contain||"size layout",this._isScroller&&(n.overflow=n.overflow||"auto",n.minHeight=n.minHeight||"150px")}_getSizer(){let t=this._hostElement;if(!this._sizer){let n=t.querySelector(`[${Jl}]`);n||(n=document.createElement("div"),n.setAttribute(Jl,""),t.appendChild(n)),Object.assign(n.style,{position:"absolute",margin:"-2px 0 0 0",padding:0,visibility:"hidden",fontSize:"2px"}),n.textContent="&nbsp;",n.setAttribute(Jl,""),this._sizer=n}return this._sizer}async updateLayoutConfig(t){await this._layoutInitialized;let n=t.type||F0;if(typeof n=="function"&&this._layout instanceof n){let r={...t};return delete r.type,this._layout.config=r,!0}return!1}async _initLayout(t){let n,r;if(typeof t.type=="function"){r=t.type;let i={...t};delete i.type,n=i}else n=t;r===void 0&&(F0=r=(await Promise.resolve().then(()=>(z0(),O0))).FlowLayout),this._layout=new r(i=>this._handleLayoutMessage(i),n),this._layout.measureChildren&&typeof this._layout.updateItemSizes=="function"&&(typeof this._layout.measureChildren=="function"&&(this._measureChildOverride=this._layout.measureChildren),this._measureCallback=this._layout.updateItemSizes.bind(this._layout)),this._layout.listenForChildLoadEvents&&this._hostElement.addEventListener("load",this._loadListener,!0),this._schedule(this._updateLayout)}startBenchmarking(){this._benchmarkStart===null&&(this._benchmarkStart=window.performance.now())}stopBenchmarking(){if(this._benchmarkStart!==null){let t=window.performance.now(),n=t-this._benchmarkStart,i=performance.getEntriesByName("uv-virtualizing","measure").filter(s=>s.startTime>=this._benchmarkStart&&s.startTime<t).reduce((s,o)=>s+o.duration,0);return this._benchmarkStart=null,{timeElapsed:n,virtualizationTime:i}}return null}_measureChildren(){let t={},n=this._children,r=this._measureChildOverride||this._measureChild;for(let i=0;i<n.length;i++){let s=n[i],o=this._first+i;(this._itemsChanged||this._toBeMeasured.has(s))&&(t[o]=r.call(this,s,this._items[o]))}this._childMeasurements=t,this._schedule(this._updateLayout),this._toBeMeasured.clear()}_measureChild(t){let{width:n,height:r}=t.getBoundingClientRect();return Object.assign({width:n,height:r},vC(t))}async _schedule(t){this._scheduled.has(t)||(this._scheduled.add(t),await Promise.resolve(),this._scheduled.delete(t),t.call(this))}async _updateDOM(t){this._scrollSize=t.scrollSize,this._adjustRange(t.range),this._childrenPos=t.childPositions,this._scrollError=t.scrollError||null;let{_rangeChanged:n,_itemsChanged:r}=this;this._visibilityChanged&&(this._notifyVisibility(),this._visibilityChanged=!1),(n||r)&&(this._notifyRange(),this._rangeChanged=!1),this._finishDOMUpdate()}_finishDOMUpdate(){this._connected&&(this._children.forEach(t=>this._childrenRO.observe(t)),this._checkScrollIntoViewTarget(this._childrenPos),this._positionChildren(this._childrenPos),this._sizeHostElement(this._scrollSize),this._correctScrollError(),this._benchmarkStart&&"mark"in window.performance&&window.performance.mark("uv-end"))}_updateLayout(){this._layout&&this._connected&&(this._layout.items=this._items,this._updateView(),this._childMeasurements!==null&&(this._measureCallback&&this._measureCallback(this._childMeasurements),this._childMeasurements=null),this._layout.reflowIfNeeded(),this._benchmarkStart&&"mark"in window.performance&&window.performance.mark("uv-end"))}_handleScrollEvent(){if(this._benchmarkStart&&"mark"in window.performance){try{window.performance.measure("uv-virtualizing","uv-start","uv-end")}catch(t){console.warn("Error measuring performance data: ",t)}window.performance.mark("uv-start")}this._scrollerController.correctingScrollError===!1&&this._layout?.unpin(),this._schedule(this._updateLayout)}handleEvent(t){t.type==="scroll"?(t.currentTarget===window||this._clippingAncestors.includes(t.currentTarget))&&this._handleScrollEvent():console.warn("event not handled",t)}_handleLayoutMessage(t){t.type==="stateChanged"?this._updateDOM(t):t.type==="visibilityChanged"?(this._firstVisible=t.firstVisible,this._lastVisible=t.lastVisible,this._notifyVisibility()):t.type==="unpinned"&&this._hostElement.dispatchEvent(new Fo)}get _children(){let t=[],n=this._hostElement.firstElementChild;for(;n;)n.hasAttribute(Jl)||t.push(n),n=n.nextElementSibling;return t}_updateView(){let t=this._hostElement,n=this._scrollerController?.element,r=this._layout;if(t&&n&&r){let i,s,o,a,l=t.getBoundingClientRect();i=0,s=0,o=window.innerHeight,a=window.innerWidth;let u=this._clippingAncestors.map(y=>y.getBoundingClientRect());u.unshift(l);for(let y of u)i=Math.max(i,y.top),s=Math.max(s,y.left),o=Math.min(o,y.bottom),a=Math.min(a,y.right);let c=n.getBoundingClientRect(),f={left:l.left-c.left,top:l.top-c.top},d={width:n.scrollWidth,height:n.scrollHeight},h=i-l.top+t.scrollTop,p=s-l.left+t.scrollLeft,m=Math.max(0,o-i),b=Math.max(0,a-s);r.viewportSize={width:b,height:m},r.viewportScroll={top:h,left:p},r.totalScrollSize=d,r.offsetWithinScroller=f}}_sizeHostElement(t){let r=t&&t.width!==null?Math.min(82e5,t.width):0,i=t&&t.height!==null?Math.min(82e5,t.height):0;if(this._isScroller)this._getSizer().style.transform=`translate(${r}px, ${i}px)`;else{let s=this._hostElement.style;s.minWidth=r?`${r}px`:"100%",s.minHeight=i?`${i}px`:"100%"}}_positionChildren(t){t&&t.forEach(({top:n,left:r,width:i,height:s,xOffset:o,yOffset:a},l)=>{let u=this._children[l-this._first];u&&(u.style.position="absolute",u.style.boxSizing="border-box",u.style.transform=`translate(${r}px, ${n}px)`,i!==void 0&&(u.style.width=i+"px"),s!==void 0&&(u.style.height=s+"px"),u.style.left=o===void 0?null:o+"px",u.style.top=a===void 0?null:a+"px")})}async _adjustRange(t){let{_first:n,_last:r,_firstVisible:i,_lastVisible:s}=this;this._first=t.first,this._last=t.last,this._firstVisible=t.firstVisible,this._lastVisible=t.lastVisible,this._rangeChanged=this._rangeChanged||this._first!==n||this._last!==r,this._visibilityChanged=this._visibilityChanged||this._firstVisible!==i||this._lastVisible!==s}_correctScrollError(){if(this._scrollError){let{scrollTop:t,scrollLeft:n}=this._scrollerController,{top:r,left:i}=this._scrollError;this._scrollError=null,this._scrollerController.correctScrollError({top:t-r,left:n-i})}}element(t){return t===1/0&&(t=this._items.length-1),this._items?.[t]===void 0?void 0:{scrollIntoView:(n={})=>this._scrollElementIntoView({...n,index:t})}}_scrollElementIntoView(t){if(t.index>=this._first&&t.index<=this._last)this._children[t.index-this._first].scrollIntoView(t);else if(t.index=Math.min(t.index,this._items.length-1),t.behavior==="smooth"){let n=this._layout.getScrollIntoViewCoordinates(t),{behavior:r}=t;this._updateScrollIntoViewCoordinates=this._scrollerController.managedScrollTo(Object.assign(n,{behavior:r}),()=>this._layout.getScrollIntoViewCoordinates(t),()=>this._scrollIntoViewTarget=null),this._scrollIntoViewTarget=t}else this._layout.pin=t}_checkScrollIntoViewTarget(t){let{index:n}=this._scrollIntoViewTarget||{};n&&t?.has(n)&&this._updateScrollIntoViewCoordinates(this._layout.getScrollIntoViewCoordinates(this._scrollIntoViewTarget))}_notifyRange(){this._hostElement.dispatchEvent(new ys({first:this._first,last:this._last}))}_notifyVisibility(){this._hostElement.dispatchEvent(new vs({first:this._firstVisible,last:this._lastVisible}))}get layoutComplete(){return this._layoutCompletePromise||(this._layoutCompletePromise=new Promise((t,n)=>{this._layoutCompleteResolver=t,this._layoutCompleteRejecter=n})),this._layoutCompletePromise}_rejectLayoutCompletePromise(t){this._layoutCompleteRejecter!==null&&this._layoutCompleteRejecter(t),this._resetLayoutCompleteState()}_scheduleLayoutComplete(){this._layoutCompletePromise&&this._pendingLayoutComplete===null&&(this._pendingLayoutComplete=requestAnimationFrame(()=>requestAnimationFrame(()=>this._resolveLayoutCompletePromise())))}_resolveLayoutCompletePromise(){this._layoutCompleteResolver!==null&&this._layoutCompleteResolver(),this._resetLayoutCompleteState()}_resetLayoutCompleteState(){this._layoutCompletePromise=null,this._layoutCompleteResolver=null,this._layoutCompleteRejecter=null,this._pendingLayoutComplete=null}_hostElementSizeChanged(){this._schedule(this._updateLayout)}_childLoaded(){}_childrenSizeChanged(t){if(this._layout?.measureChildren){for(let n of t)this._toBeMeasured.set(n.target,n.contentRect);this._measureChildren()}this._scheduleLayoutComplete(),this._itemsChanged=!1,this._rangeChanged=!1}};function vC(e){let t=window.getComputedStyle(e);return{marginTop:Ql(t.marginTop),marginRight:Ql(t.marginRight),marginBottom:Ql(t.marginBottom),marginLeft:Ql(t.marginLeft)}}function Ql(e){let t=e?parseFloat(e):NaN;return Number.isNaN(t)?0:t}function V0(e){if(e.assignedSlot!==null)return e.assignedSlot;if(e.parentElement!==null)return e.parentElement;let t=e.parentNode;return t&&t.nodeType===Node.DOCUMENT_FRAGMENT_NODE&&t.host||null}function xC(e,t=!1){let n=[],r=t?e:V0(e);for(;r!==null;)n.push(r),r=V0(r);return n}function wC(e,t=!1){let n=!1;return xC(e,t).filter(r=>{if(n)return!1;let i=getComputedStyle(r);return n=i.position==="fixed",i.overflow!=="visible"})}var jf=e=>e,Wf=(e,t)=>g`${t}: ${JSON.stringify(e,null,2)}`,Gf=class extends jl{constructor(t){if(super(t),this._virtualizer=null,this._first=0,this._last=-1,this._renderItem=(n,r)=>Wf(n,r+this._first),this._keyFunction=(n,r)=>jf(n,r+this._first),this._items=[],t.type!==gs.CHILD)throw new Error("The virtualize directive can only be used in child expressions")}render(t){t&&this._setFunctions(t);let n=[];if(this._first>=0&&this._last>=this._first)for(let r=this._first;r<=this._last;r++)n.push(this._items[r]);return D0(n,this._keyFunction,this._renderItem)}update(t,[n]){this._setFunctions(n);let r=this._items!==n.items;return this._items=n.items||[],this._virtualizer?this._updateVirtualizerConfig(t,n):this._initialize(t,n),r?tn:this.render()}async _updateVirtualizerConfig(t,n){if(!await this._virtualizer.updateLayoutConfig(n.layout||{})){let i=t.parentNode;this._makeVirtualizer(i,n)}this._virtualizer.items=this._items}_setFunctions(t){let{renderItem:n,keyFunction:r}=t;n&&(this._renderItem=(i,s)=>n(i,s+this._first)),r&&(this._keyFunction=(i,s)=>r(i,s+this._first))}_makeVirtualizer(t,n){this._virtualizer&&this._virtualizer.disconnected();let{layout:r,scroller:i,items:s}=n;this._virtualizer=new eu({hostElement:t,layout:r,scroller:i}),this._virtualizer.items=s,this._virtualizer.connected()}_initialize(t,n){let r=t.parentNode;r&&r.nodeType===1&&(r.addEventListener("rangeChanged",i=>{this._first=i.first,this._last=i.last,this.setValue(this.render())}),this._makeVirtualizer(r,n))}disconnected(){this._virtualizer?.disconnected()}reconnected(){this._virtualizer?.connected()}},H0=zo(Gf);var er=class extends W{constructor(){super(...arguments),this.items=[],this.renderItem=Wf,this.keyFunction=jf,this.layout={},this.scroller=!1}createRenderRoot(){return this}render(){let{items:t,renderItem:n,keyFunction:r,layout:i,scroller:s}=this;return g`${H0({items:t,renderItem:n,keyFunction:r,layout:i,scroller:s})}`}element(t){return this[Ho]?.element(t)}get layoutComplete(){return this[Ho]?.layoutComplete}scrollToIndex(t,n="start"){this.element(t)?.scrollIntoView({block:n})}};hs([ps({attribute:!1})],er.prototype,"items",void 0);hs([ps()],er.prototype,"renderItem",void 0);hs([ps()],er.prototype,"keyFunction",void 0);hs([ps({attribute:!1})],er.prototype,"layout",void 0);hs([ps({reflect:!0,type:Boolean})],er.prototype,"scroller",void 0);customElements.define("lit-virtualizer",er);function tu(e,t,n,r){return e!==t?r(e):n==="asc"?"desc":"asc"}function nu(e,t){return e?t==="asc"?"ascending":"descending":"none"}function ru(e,t){return e&&t==="asc"?"\u25B2":"\u25BC"}var Cr={table:{attribute:!1},rows:{attribute:!1},sort:{attribute:!1},dir:{attribute:!1}};function Xf(e,t){e.dispatchEvent(new CustomEvent("sort-change",{detail:t,bubbles:!0,composed:!0}))}function _C(e,t,n){let{sort:r,dir:i}=e,s=t.key===r,o=g`<span class="arrow">${ru(s,i)}</span>`,a=()=>Xf(e,{column:t.key,dir:tu(t.key,r,i,n)});return g`<button
    role="columnheader"
    class=${t.text?"text":""}
    data-col=${t.key}
    aria-sort=${nu(s,i)}
    title=${`${t.title}. Click to sort.`}
    @click=${a}
  >
    <span class="top">${t.text?C:o}<span class="col-name">${t.name}</span>${t.text?o:C}</span>
    ${t.sub?g`<span class="sub">${t.sub}</span>`:C}
  </button>`}function xs(e,t){let{rows:n}=e;return g`<div role="table" style=${t.tableStyle??C} aria-rowcount=${n.length+1} aria-label=${t.label}>
    <div class="head" role="row" style=${t.headStyle??C}>
      ${t.columns.map(r=>"header"in r?r.header:_C(e,r,t.defaultDir))}
    </div>
    ${n.length===0?g`<div class="none">${t.empty}</div>`:g`<lit-virtualizer .items=${n} .renderItem=${t.renderRow}></lit-virtualizer>`}
  </div>`}function iu(e,t){return g`<div class="cell mark" role="cell" data-col="significant">
    ${e?ws(t):C}
  </div>`}function ws(e){return g`<span class="sig" role="img" aria-label=${e} title=${e}>★</span>`}function ui(e,t,n,r){return g`<div class=${e} data-significant=${r} data-q=${n??C}>
    <span class="star">${t.slice(0,1)}</span>${t.slice(1)}
  </div>`}var su=K`
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
`,_s=[_0,K`
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
    .none {
      padding: 24px;
      text-align: center;
      color: var(--muted);
    }
  `],ou=K`
  .whisker {
    flex: none;
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
`;var $C=["label","count","count_a","count_b","value_a","value_b","gap","bound","p_value"],qo=76,Zf=14,SC="fairness:rows-rendered";function kC(e,t,n){return e==="bound"?{name:"interval",sub:`${_n(n.level)} \xB7 by bound`,title:`The gap's ${_n(n.level)} interval [lower, upper]; the dashed line is 0. Sorts by the conservative bound: the end of the interval nearest zero (0 when it holds 0), so large and certain gaps come first; undefined and insufficient rows last`}:e==="p_value"?{name:"p",sub:"gap = 0",title:'Two-sided p-value for "the gap is 0"; undefined and insufficient rows last'}:{name:e,...TC(e,t)}}function TC(e,t){let{a:n,b:r,metric:i}=t;switch(e){case"label":return{sub:"",title:"The label y"};case"count":return{sub:"c(y)",title:"c(y): examples where the label is predicted"};case"count_a":return{sub:n,title:`c(a, y): examples with identity ${n} and the label`};case"count_b":return{sub:r,title:`c(b, y): examples with identity ${r} and the label`};case"value_a":return{sub:`${i}(${n})`,title:`${i}(${n}, y)`};case"value_b":return{sub:`${i}(${r})`,title:`${i}(${r}, y)`};case"gap":return{sub:"A \u2212 B",title:`gap = ${i}(${n}, y) \u2212 ${i}(${r}, y)`};default:return{sub:"",title:e}}}function CC(e,t,[n,r]){let s=v=>(v-n)/(r-n)*(qo-6)+3,o=v=>Math.min(qo-3,Math.max(3,v)),a=Zf/2,[l,u]=e,c=s(l),f=s(u),d=o(c),h=o(f),p=c<3?`M${d+3},${a-3}L${d},${a}L${d+3},${a+3}`:`M${d},${a-3}V${a+3}`,m=f>qo-3?`M${h-3},${a-3}L${h},${a}L${h-3},${a+3}`:`M${h},${a-3}V${a+3}`,b=t!==null&&Number.isFinite(t)?s(t):-10,y=s(0);return g`<svg class="whisker" width=${qo} height=${Zf} aria-hidden="true">
    <path class="zero" d=${`M${y},0V${Zf}`}></path>
    <path class="bar" d=${`M${d},${a}H${h}${p}${m}`}></path>
    <circle class="dot" cx=${b} cy=${a} r=${b>=0&&b<=qo?2.5:0}></circle>
  </svg>`}var Uo=class extends W{constructor(){super();this.pendingMark=!1;this.renderRow=(n,r)=>{let i=this.table.columns,s=i.label[n],o=i.insufficient[n]===!0,a=i.significant[n]===!0;return g`<div
      class="row ${o?"insufficient":""} ${a?"significant":""}"
      role="row"
      data-row=${n}
      data-pos=${r}
      data-insufficient=${o?"true":"false"}
      data-significant=${a?"true":"false"}
      title=${o?Vf(this.stats.minCount):C}
    >
      <div class="cell label" role="cell" data-col="label" title=${s}>${s}</div>
      <div class="cell num" role="cell" data-col="count">${O(i.count[n])}</div>
      <div class="cell num" role="cell" data-col="count_a">${O(i.count_a[n])}</div>
      <div class="cell num" role="cell" data-col="count_b">${O(i.count_b[n])}</div>
      ${this.renderValue("value_a",n)} ${this.renderValue("value_b",n)} ${this.renderValue("gap",n)}
      ${this.renderStats(n)}
    </div>`};this.table=null,this.rows=[],this.sort="gap",this.dir="desc",this.names={a:"A",b:"B",metric:"value"},this.stats=null}columns(){let n=g`<span
      class="mark"
      role="columnheader"
      title=${`\u2605: significant after Benjamini-Hochberg at FDR ${_n(this.stats.fdr)}`}
      >★</span
    >`;return[...$C.map(r=>({key:r,text:r==="label",...kC(r,this.names,this.stats)})),{header:n}]}renderValue(n,r){let i=this.table,s=i0(i.columns[n][r],i.states[n][r]);return s.state===null?g`<div class="cell num" role="cell" data-col=${n} title=${s.title}>${s.text}</div>`:g`<div
      class="cell num state ${s.state==="undefined"?"undef":"inf"}"
      role="cell"
      data-col=${n}
      data-state=${s.state}
      title=${s.title}
    >
      ${s.text}
    </div>`}renderStats(n){let r=this.table,i=y0(r,n,this.stats.minCount),s=r.columns.gap[n],o=_n(this.stats.level),a=i.interval?`${o} interval ${i.intervalText}; conservative bound ${i.bound===null?"\u2014":i.bound}`+(i.insufficient?`. ${i.pTitle}`:""):i.intervalReason??"",l=`significant at FDR ${_n(this.stats.fdr)}`;return g`<div
        class="cell num interval ${i.interval?"":"state undef"}"
        role="cell"
        data-col="interval"
        data-lower=${i.interval?String(i.interval[0]):""}
        data-upper=${i.interval?String(i.interval[1]):""}
        title=${a}
      >
        ${i.interval?CC(i.interval,typeof s=="number"?s:null,this.stats.domain):C}<span
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
      ${iu(i.significant,l)}`}willUpdate(n){(n.has("table")||n.has("rows"))&&(n.has("table")&&(this.scrollTop=0),this.pendingMark=this.rows.length>0)}updated(){if(!this.pendingMark)return;let n=this.renderRoot,r=()=>{this.pendingMark&&(n.querySelector(".row")?(this.pendingMark=!1,requestAnimationFrame(()=>performance.mark(SC))):requestAnimationFrame(r))};r()}render(){return!this.table||!this.stats?C:xs(this,{columns:this.columns(),defaultDir:Bf,renderRow:this.renderRow,label:"Labels ranked by gap",empty:"No label matches the filters."})}};Uo.properties={...Cr,names:{attribute:!1},stats:{attribute:!1}},Uo.styles=[ee,..._s,ou,K`
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
        stroke: #9e9e9e;
        stroke-dasharray: 2 2;
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
    `];customElements.define("fairness-table",Uo);function ot(e,t){return e==null||t==null?NaN:e<t?-1:e>t?1:e>=t?0:NaN}function nr(e,t){return e==null||t==null?NaN:t<e?-1:t>e?1:t>=e?0:NaN}function Cs(e){let t,n,r;e.length!==2?(t=ot,n=(a,l)=>ot(e(a),l),r=(a,l)=>e(a)-l):(t=e===ot||e===nr?e:MC,n=e,r=e);function i(a,l,u=0,c=a.length){if(u<c){if(t(l,l)!==0)return c;do{let f=u+c>>>1;n(a[f],l)<0?u=f+1:c=f}while(u<c)}return u}function s(a,l,u=0,c=a.length){if(u<c){if(t(l,l)!==0)return c;do{let f=u+c>>>1;n(a[f],l)<=0?u=f+1:c=f}while(u<c)}return u}function o(a,l,u=0,c=a.length){let f=i(a,l,u,c-1);return f>u&&r(a[f-1],l)>-r(a[f],l)?f-1:f}return{left:i,center:o,right:s}}function MC(){return 0}function q0(e){return e===null?NaN:+e}function*AC(e,t){if(t===void 0)for(let n of e)n!=null&&(n=+n)>=n&&(yield n);else{let n=-1;for(let r of e)(r=t(r,++n,e))!=null&&(r=+r)>=r&&(yield r)}}var U0=Cs(ot),Ms=U0.right,N9=U0.left,L9=Cs(q0).center;var I9=K0(Y0),O9=K0(RC);function K0(e){return function(t,n,r=n){if(!((n=+n)>=0))throw new RangeError("invalid rx");if(!((r=+r)>=0))throw new RangeError("invalid ry");let{data:i,width:s,height:o}=t;if(!((s=Math.floor(s))>=0))throw new RangeError("invalid width");if(!((o=Math.floor(o!==void 0?o:i.length/s))>=0))throw new RangeError("invalid height");if(!s||!o||!n&&!r)return t;let a=n&&e(n),l=r&&e(r),u=i.slice();return a&&l?($s(a,u,i,s,o),$s(a,i,u,s,o),$s(a,u,i,s,o),Ss(l,i,u,s,o),Ss(l,u,i,s,o),Ss(l,i,u,s,o)):a?($s(a,i,u,s,o),$s(a,u,i,s,o),$s(a,i,u,s,o)):l&&(Ss(l,i,u,s,o),Ss(l,u,i,s,o),Ss(l,i,u,s,o)),t}}function $s(e,t,n,r,i){for(let s=0,o=r*i;s<o;)e(t,n,s,s+=r,1)}function Ss(e,t,n,r,i){for(let s=0,o=r*i;s<r;++s)e(t,n,s,s+o,r)}function RC(e){let t=Y0(e);return(n,r,i,s,o)=>{i<<=2,s<<=2,o<<=2,t(n,r,i+0,s+0,o),t(n,r,i+1,s+1,o),t(n,r,i+2,s+2,o),t(n,r,i+3,s+3,o)}}function Y0(e){let t=Math.floor(e);if(t===e)return EC(e);let n=e-t,r=2*e+1;return(i,s,o,a,l)=>{if(!((a-=l)>=o))return;let u=t*s[o],c=l*t,f=c+l;for(let d=o,h=o+c;d<h;d+=l)u+=s[Math.min(a,d)];for(let d=o,h=a;d<=h;d+=l)u+=s[Math.min(a,d+c)],i[d]=(u+n*(s[Math.max(o,d-f)]+s[Math.min(a,d+f)]))/r,u-=s[Math.max(o,d-c)]}}function EC(e){let t=2*e+1;return(n,r,i,s,o)=>{if(!((s-=o)>=i))return;let a=e*r[i],l=o*e;for(let u=i,c=i+l;u<c;u+=o)a+=r[Math.min(s,u)];for(let u=i,c=s;u<=c;u+=o)a+=r[Math.min(s,u+l)],n[u]=a/t,a-=r[Math.max(i,u-l)]}}function ed(e,t){let n=0;if(t===void 0)for(let r of e)r!=null&&(r=+r)>=r&&++n;else{let r=-1;for(let i of e)(i=t(i,++r,e))!=null&&(i=+i)>=i&&++n}return n}function PC(e){return e.length|0}function DC(e){return!(e>0)}function NC(e){return typeof e!="object"||"length"in e?e:Array.from(e)}function LC(e){return t=>e(...t)}function G0(...e){let t=typeof e[e.length-1]=="function"&&LC(e.pop());e=e.map(NC);let n=e.map(PC),r=e.length-1,i=new Array(r+1).fill(0),s=[];if(r<0||n.some(DC))return s;for(;;){s.push(i.map((a,l)=>e[l][a]));let o=r;for(;++i[o]===n[o];){if(o===0)return t?s.map(t):s;i[o--]=0}}}function j0(e,t){var n=0,r=0;return Float64Array.from(e,t===void 0?i=>n+=+i||0:i=>n+=+t(i,r++,e)||0)}function td(e,t){let n=0,r,i=0,s=0;if(t===void 0)for(let o of e)o!=null&&(o=+o)>=o&&(r=o-i,i+=r/++n,s+=r*(o-i));else{let o=-1;for(let a of e)(a=t(a,++o,e))!=null&&(a=+a)>=a&&(r=a-i,i+=r/++n,s+=r*(a-i))}if(n>1)return s/(n-1)}function nd(e,t){let n=td(e,t);return n&&Math.sqrt(n)}function tt(e,t){let n,r;if(t===void 0)for(let i of e)i!=null&&(n===void 0?i>=i&&(n=r=i):(n>i&&(n=i),r<i&&(r=i)));else{let i=-1;for(let s of e)(s=t(s,++i,e))!=null&&(n===void 0?s>=s&&(n=r=s):(n>s&&(n=s),r<s&&(r=s)))}return[n,r]}var zt=class{constructor(){this._partials=new Float64Array(32),this._n=0}add(t){let n=this._partials,r=0;for(let i=0;i<this._n&&i<32;i++){let s=n[i],o=t+s,a=Math.abs(t)<Math.abs(s)?t-(o-s):s-(o-t);a&&(n[r++]=a),t=o}return n[r]=t,this._n=r+1,this}valueOf(){let t=this._partials,n=this._n,r,i,s,o=0;if(n>0){for(o=t[--n];n>0&&(r=o,i=t[--n],o=r+i,s=i-(o-r),!s););n>0&&(s<0&&t[n-1]<0||s>0&&t[n-1]>0)&&(i=s*2,r=o+i,i==r-o&&(o=r))}return o}};var Bt=class extends Map{constructor(t,n=Z0){if(super(),Object.defineProperties(this,{_intern:{value:new Map},_key:{value:n}}),t!=null)for(let[r,i]of t)this.set(r,i)}get(t){return super.get(Jf(this,t))}has(t){return super.has(Jf(this,t))}set(t,n){return super.set(W0(this,t),n)}delete(t){return super.delete(X0(this,t))}},Tn=class extends Set{constructor(t,n=Z0){if(super(),Object.defineProperties(this,{_intern:{value:new Map},_key:{value:n}}),t!=null)for(let r of t)this.add(r)}has(t){return super.has(Jf(this,t))}add(t){return super.add(W0(this,t))}delete(t){return super.delete(X0(this,t))}};function Jf({_intern:e,_key:t},n){let r=t(n);return e.has(r)?e.get(r):n}function W0({_intern:e,_key:t},n){let r=t(n);return e.has(r)?e.get(r):(e.set(r,n),n)}function X0({_intern:e,_key:t},n){let r=t(n);return e.has(r)&&(n=e.get(r),e.delete(r)),n}function Z0(e){return e!==null&&typeof e=="object"?e.valueOf():e}function Qf(e){return e}function ci(e,...t){return rd(e,Qf,Qf,t)}function rr(e,t,...n){return rd(e,Qf,t,n)}function J0(e,t,...n){return rd(e,Array.from,t,n)}function rd(e,t,n,r){return(function i(s,o){if(o>=r.length)return n(s);let a=new Bt,l=r[o++],u=-1;for(let c of s){let f=l(c,++u,s),d=a.get(f);d?d.push(c):a.set(f,[c])}for(let[c,f]of a)a.set(c,i(f,o));return t(a)})(e,0)}function IC(e,t){return Array.from(t,n=>e[n])}function ks(e,...t){if(typeof e[Symbol.iterator]!="function")throw new TypeError("values is not iterable");e=Array.from(e);let[n]=t;if(n&&n.length!==2||t.length>1){let r=Uint32Array.from(e,(i,s)=>s);return t.length>1?(t=t.map(i=>e.map(i)),r.sort((i,s)=>{for(let o of t){let a=au(o[i],o[s]);if(a)return a}})):(n=e.map(n),r.sort((i,s)=>au(n[i],n[s]))),IC(e,r)}return e.sort(Q0(n))}function Q0(e=ot){if(e===ot)return au;if(typeof e!="function")throw new TypeError("compare is not a function");return(t,n)=>{let r=e(t,n);return r||r===0?r:(e(n,n)===0)-(e(t,t)===0)}}function au(e,t){return(e==null||!(e>=e))-(t==null||!(t>=t))||(e<t?-1:e>t?1:0)}function uu(e,t,n){return(t.length!==2?ks(rr(e,t,n),(([r,i],[s,o])=>ot(i,o)||ot(r,s))):ks(ci(e,n),(([r,i],[s,o])=>t(i,o)||ot(r,s)))).map(([r])=>r)}var OC=Array.prototype,z9=OC.slice;var zC=Math.sqrt(50),BC=Math.sqrt(10),FC=Math.sqrt(2);function lu(e,t,n){let r=(t-e)/Math.max(0,n),i=Math.floor(Math.log10(r)),s=r/Math.pow(10,i),o=s>=zC?10:s>=BC?5:s>=FC?2:1,a,l,u;return i<0?(u=Math.pow(10,-i)/o,a=Math.round(e*u),l=Math.round(t*u),a/u<e&&++a,l/u>t&&--l,u=-u):(u=Math.pow(10,i)*o,a=Math.round(e/u),l=Math.round(t/u),a*u<e&&++a,l*u>t&&--l),l<a&&.5<=n&&n<2?lu(e,t,n*2):[a,l,u]}function Mr(e,t,n){if(t=+t,e=+e,n=+n,!(n>0))return[];if(e===t)return[e];let r=t<e,[i,s,o]=r?lu(t,e,n):lu(e,t,n);if(!(s>=i))return[];let a=s-i+1,l=new Array(a);if(r)if(o<0)for(let u=0;u<a;++u)l[u]=(s-u)/-o;else for(let u=0;u<a;++u)l[u]=(s-u)*o;else if(o<0)for(let u=0;u<a;++u)l[u]=(i+u)/-o;else for(let u=0;u<a;++u)l[u]=(i+u)*o;return l}function Ts(e,t,n){return t=+t,e=+e,n=+n,lu(e,t,n)[2]}function Yo(e,t,n){t=+t,e=+e,n=+n;let r=t<e,i=r?Ts(t,e,n):Ts(e,t,n);return(r?-1:1)*(i<0?1/-i:i)}function ey(e){return Math.max(1,Math.ceil(Math.log(ed(e))/Math.LN2)+1)}function ct(e,t){let n;if(t===void 0)for(let r of e)r!=null&&(n<r||n===void 0&&r>=r)&&(n=r);else{let r=-1;for(let i of e)(i=t(i,++r,e))!=null&&(n<i||n===void 0&&i>=i)&&(n=i)}return n}function ty(e,t){let n,r=-1,i=-1;if(t===void 0)for(let s of e)++i,s!=null&&(n<s||n===void 0&&s>=s)&&(n=s,r=i);else for(let s of e)(s=t(s,++i,e))!=null&&(n<s||n===void 0&&s>=s)&&(n=s,r=i);return r}function Ft(e,t){let n;if(t===void 0)for(let r of e)r!=null&&(n>r||n===void 0&&r>=r)&&(n=r);else{let r=-1;for(let i of e)(i=t(i,++r,e))!=null&&(n>i||n===void 0&&i>=i)&&(n=i)}return n}function ny(e,t){let n,r=-1,i=-1;if(t===void 0)for(let s of e)++i,s!=null&&(n>s||n===void 0&&s>=s)&&(n=s,r=i);else for(let s of e)(s=t(s,++i,e))!=null&&(n>s||n===void 0&&s>=s)&&(n=s,r=i);return r}function ry(e,t,n=0,r=1/0,i){if(t=Math.floor(t),n=Math.floor(Math.max(0,n)),r=Math.floor(Math.min(e.length-1,r)),!(n<=t&&t<=r))return e;for(i=i===void 0?au:Q0(i);r>n;){if(r-n>600){let l=r-n+1,u=t-n+1,c=Math.log(l),f=.5*Math.exp(2*c/3),d=.5*Math.sqrt(c*f*(l-f)/l)*(u-l/2<0?-1:1),h=Math.max(n,Math.floor(t-u*f/l+d)),p=Math.min(r,Math.floor(t+(l-u)*f/l+d));ry(e,t,h,p,i)}let s=e[t],o=n,a=r;for(Ko(e,n,t),i(e[r],s)>0&&Ko(e,n,r);o<a;){for(Ko(e,o,a),++o,--a;i(e[o],s)<0;)++o;for(;i(e[a],s)>0;)--a}i(e[n],s)===0?Ko(e,n,a):(++a,Ko(e,a,r)),a<=t&&(n=a+1),t<=a&&(r=a-1)}return e}function Ko(e,t,n){let r=e[t];e[t]=e[n],e[n]=r}function id(e,t=ot){let n,r=!1;if(t.length===1){let i;for(let s of e){let o=t(s);(r?ot(o,i)>0:ot(o,o)===0)&&(n=s,i=o,r=!0)}}else for(let i of e)(r?t(i,n)>0:t(i,i)===0)&&(n=i,r=!0);return n}function tr(e,t,n){if(e=Float64Array.from(AC(e,n)),!(!(r=e.length)||isNaN(t=+t))){if(t<=0||r<2)return Ft(e);if(t>=1)return ct(e);var r,i=(r-1)*t,s=Math.floor(i),o=ct(ry(e,s).subarray(0,s+1)),a=Ft(e.subarray(s+1));return o+(a-o)*(i-s)}}function iy(e,t,n=q0){if(!(!(r=e.length)||isNaN(t=+t))){if(t<=0||r<2)return+n(e[0],0,e);if(t>=1)return+n(e[r-1],r-1,e);var r,i=(r-1)*t,s=Math.floor(i),o=+n(e[s],s,e),a=+n(e[s+1],s+1,e);return o+(a-o)*(i-s)}}function sy(e,t,n){let r=ed(e),i=tr(e,.75)-tr(e,.25);return r&&i?Math.ceil((n-t)/(2*i*Math.pow(r,-1/3))):1}function sd(e,t,n){let r=ed(e),i=nd(e);return r&&i?Math.ceil((n-t)*Math.cbrt(r)/(3.49*i)):1}function oy(e,t){let n=0,r=0;if(t===void 0)for(let i of e)i!=null&&(i=+i)>=i&&(++n,r+=i);else{let i=-1;for(let s of e)(s=t(s,++i,e))!=null&&(s=+s)>=s&&(++n,r+=s)}if(n)return r/n}function Go(e,t){return tr(e,.5,t)}function*VC(e){for(let t of e)yield*t}function od(e){return Array.from(VC(e))}function ay(e,t){let n=new Bt;if(t===void 0)for(let s of e)s!=null&&s>=s&&n.set(s,(n.get(s)||0)+1);else{let s=-1;for(let o of e)(o=t(o,++s,e))!=null&&o>=o&&n.set(o,(n.get(o)||0)+1)}let r,i=0;for(let[s,o]of n)o>i&&(i=o,r=s);return r}function ly(e,t=HC){let n=[],r,i=!1;for(let s of e)i&&n.push(t(r,s)),r=s,i=!0;return n}function HC(e,t){return[e,t]}function As(e,t,n){e=+e,t=+t,n=(i=arguments.length)<2?(t=e,e=0,1):i<3?1:+n;for(var r=-1,i=Math.max(0,Math.ceil((t-e)/n))|0,s=new Array(i);++r<i;)s[r]=e+r*n;return s}var B9=qC(Math.random);function qC(e){return function(n,r=0,i=n.length){let s=i-(r=+r);for(;s;){let o=e()*s--|0,a=n[s+r];n[s+r]=n[o+r],n[o+r]=a}return n}}function sn(e,t){let n=0;if(t===void 0)for(let r of e)(r=+r)&&(n+=r);else{let r=-1;for(let i of e)(i=+t(i,++r,e))&&(n+=i)}return n}function Rs(e){if(typeof e[Symbol.iterator]!="function")throw new TypeError("values is not iterable");return Array.from(e).reverse()}function UC(e){return e}var ad=1,ld=2,ud=3,cu=4,uy=1e-6;function KC(e){return"translate("+e+",0)"}function YC(e){return"translate(0,"+e+")"}function GC(e){return t=>+e(t)}function jC(e,t){return t=Math.max(0,e.bandwidth()-t*2)/2,e.round()&&(t=Math.round(t)),n=>+e(n)+t}function WC(){return!this.__axis}function XC(e,t){var n=[],r=null,i=null,s=6,o=6,a=3,l=typeof window<"u"&&window.devicePixelRatio>1?0:.5,u=e===ad||e===cu?-1:1,c=e===cu||e===ld?"x":"y",f=e===ad||e===ud?KC:YC;function d(h){var p=r??(t.ticks?t.ticks.apply(t,n):t.domain()),m=i??(t.tickFormat?t.tickFormat.apply(t,n):UC),b=Math.max(s,0)+a,y=t.range(),v=+y[0]+l,_=+y[y.length-1]+l,x=(t.bandwidth?jC:GC)(t.copy(),l),S=h.selection?h.selection():h,w=S.selectAll(".domain").data([null]),$=S.selectAll(".tick").data(p,t).order(),T=$.exit(),M=$.enter().append("g").attr("class","tick"),D=$.select("line"),R=$.select("text");w=w.merge(w.enter().insert("path",".tick").attr("class","domain").attr("stroke","currentColor")),$=$.merge(M),D=D.merge(M.append("line").attr("stroke","currentColor").attr(c+"2",u*s)),R=R.merge(M.append("text").attr("fill","currentColor").attr(c,u*b).attr("dy",e===ad?"0em":e===ud?"0.71em":"0.32em")),h!==S&&(w=w.transition(h),$=$.transition(h),D=D.transition(h),R=R.transition(h),T=T.transition(h).attr("opacity",uy).attr("transform",function(P){return isFinite(P=x(P))?f(P+l):this.getAttribute("transform")}),M.attr("opacity",uy).attr("transform",function(P){var B=this.parentNode.__axis;return f((B&&isFinite(B=B(P))?B:x(P))+l)})),T.remove(),w.attr("d",e===cu||e===ld?o?"M"+u*o+","+v+"H"+l+"V"+_+"H"+u*o:"M"+l+","+v+"V"+_:o?"M"+v+","+u*o+"V"+l+"H"+_+"V"+u*o:"M"+v+","+l+"H"+_),$.attr("opacity",1).attr("transform",function(P){return f(x(P)+l)}),D.attr(c+"2",u*s),R.attr(c,u*b).text(m),S.filter(WC).attr("fill","none").attr("font-size",10).attr("font-family","sans-serif").attr("text-anchor",e===ld?"start":e===cu?"end":"middle"),S.each(function(){this.__axis=x})}return d.scale=function(h){return arguments.length?(t=h,d):t},d.ticks=function(){return n=Array.from(arguments),d},d.tickArguments=function(h){return arguments.length?(n=h==null?[]:Array.from(h),d):n.slice()},d.tickValues=function(h){return arguments.length?(r=h==null?null:Array.from(h),d):r&&r.slice()},d.tickFormat=function(h){return arguments.length?(i=h,d):i},d.tickSize=function(h){return arguments.length?(s=o=+h,d):s},d.tickSizeInner=function(h){return arguments.length?(s=+h,d):s},d.tickSizeOuter=function(h){return arguments.length?(o=+h,d):o},d.tickPadding=function(h){return arguments.length?(a=+h,d):a},d.offset=function(h){return arguments.length?(l=+h,d):l},d}function cy(e){return XC(ud,e)}var cd="http://www.w3.org/1999/xhtml",Ar={svg:"http://www.w3.org/2000/svg",xhtml:cd,xlink:"http://www.w3.org/1999/xlink",xml:"http://www.w3.org/XML/1998/namespace",xmlns:"http://www.w3.org/2000/xmlns/"};function fy(e){var t=e+="",n=t.indexOf(":");return n>=0&&(t=e.slice(0,n))!=="xmlns"&&(e=e.slice(n+1)),Ar.hasOwnProperty(t)?{space:Ar[t],local:e}:e}function ZC(e){return function(){var t=this.ownerDocument,n=this.namespaceURI;return n===cd&&t.documentElement.namespaceURI===cd?t.createElement(e):t.createElementNS(n,e)}}function JC(e){return function(){return this.ownerDocument.createElementNS(e.space,e.local)}}function Es(e){var t=fy(e);return(t.local?JC:ZC)(t)}function QC(){}function dy(e){return e==null?QC:function(){return this.querySelector(e)}}function e3(e){typeof e!="function"&&(e=dy(e));for(var t=this._groups,n=t.length,r=new Array(n),i=0;i<n;++i)for(var s=t[i],o=s.length,a=r[i]=new Array(o),l,u,c=0;c<o;++c)(l=s[c])&&(u=e.call(l,l.__data__,c,s))&&("__data__"in l&&(u.__data__=l.__data__),a[c]=u);return new Ct(r,this._parents)}function t3(e){return e==null?[]:Array.isArray(e)?e:Array.from(e)}function n3(){return[]}function r3(e){return e==null?n3:function(){return this.querySelectorAll(e)}}function i3(e){return function(){return t3(e.apply(this,arguments))}}function s3(e){typeof e=="function"?e=i3(e):e=r3(e);for(var t=this._groups,n=t.length,r=[],i=[],s=0;s<n;++s)for(var o=t[s],a=o.length,l,u=0;u<a;++u)(l=o[u])&&(r.push(e.call(l,l.__data__,u,o)),i.push(l));return new Ct(r,i)}function o3(e){return function(){return this.matches(e)}}function hy(e){return function(t){return t.matches(e)}}var a3=Array.prototype.find;function l3(e){return function(){return a3.call(this.children,e)}}function u3(){return this.firstElementChild}function c3(e){return this.select(e==null?u3:l3(typeof e=="function"?e:hy(e)))}var f3=Array.prototype.filter;function d3(){return Array.from(this.children)}function h3(e){return function(){return f3.call(this.children,e)}}function p3(e){return this.selectAll(e==null?d3:h3(typeof e=="function"?e:hy(e)))}function m3(e){typeof e!="function"&&(e=o3(e));for(var t=this._groups,n=t.length,r=new Array(n),i=0;i<n;++i)for(var s=t[i],o=s.length,a=r[i]=[],l,u=0;u<o;++u)(l=s[u])&&e.call(l,l.__data__,u,s)&&a.push(l);return new Ct(r,this._parents)}function py(e){return new Array(e.length)}function g3(){return new Ct(this._enter||this._groups.map(py),this._parents)}function fu(e,t){this.ownerDocument=e.ownerDocument,this.namespaceURI=e.namespaceURI,this._next=null,this._parent=e,this.__data__=t}fu.prototype={constructor:fu,appendChild:function(e){return this._parent.insertBefore(e,this._next)},insertBefore:function(e,t){return this._parent.insertBefore(e,t)},querySelector:function(e){return this._parent.querySelector(e)},querySelectorAll:function(e){return this._parent.querySelectorAll(e)}};function b3(e){return function(){return e}}function y3(e,t,n,r,i,s){for(var o=0,a,l=t.length,u=s.length;o<u;++o)(a=t[o])?(a.__data__=s[o],r[o]=a):n[o]=new fu(e,s[o]);for(;o<l;++o)(a=t[o])&&(i[o]=a)}function v3(e,t,n,r,i,s,o){var a,l,u=new Map,c=t.length,f=s.length,d=new Array(c),h;for(a=0;a<c;++a)(l=t[a])&&(d[a]=h=o.call(l,l.__data__,a,t)+"",u.has(h)?i[a]=l:u.set(h,l));for(a=0;a<f;++a)h=o.call(e,s[a],a,s)+"",(l=u.get(h))?(r[a]=l,l.__data__=s[a],u.delete(h)):n[a]=new fu(e,s[a]);for(a=0;a<c;++a)(l=t[a])&&u.get(d[a])===l&&(i[a]=l)}function x3(e){return e.__data__}function w3(e,t){if(!arguments.length)return Array.from(this,x3);var n=t?v3:y3,r=this._parents,i=this._groups;typeof e!="function"&&(e=b3(e));for(var s=i.length,o=new Array(s),a=new Array(s),l=new Array(s),u=0;u<s;++u){var c=r[u],f=i[u],d=f.length,h=_3(e.call(c,c&&c.__data__,u,r)),p=h.length,m=a[u]=new Array(p),b=o[u]=new Array(p),y=l[u]=new Array(d);n(c,f,m,b,y,h,t);for(var v=0,_=0,x,S;v<p;++v)if(x=m[v]){for(v>=_&&(_=v+1);!(S=b[_])&&++_<p;);x._next=S||null}}return o=new Ct(o,r),o._enter=a,o._exit=l,o}function _3(e){return typeof e=="object"&&"length"in e?e:Array.from(e)}function $3(){return new Ct(this._exit||this._groups.map(py),this._parents)}function S3(e,t,n){var r=this.enter(),i=this,s=this.exit();return typeof e=="function"?(r=e(r),r&&(r=r.selection())):r=r.append(e+""),t!=null&&(i=t(i),i&&(i=i.selection())),n==null?s.remove():n(s),r&&i?r.merge(i).order():i}function k3(e){for(var t=e.selection?e.selection():e,n=this._groups,r=t._groups,i=n.length,s=r.length,o=Math.min(i,s),a=new Array(i),l=0;l<o;++l)for(var u=n[l],c=r[l],f=u.length,d=a[l]=new Array(f),h,p=0;p<f;++p)(h=u[p]||c[p])&&(d[p]=h);for(;l<i;++l)a[l]=n[l];return new Ct(a,this._parents)}function T3(){for(var e=this._groups,t=-1,n=e.length;++t<n;)for(var r=e[t],i=r.length-1,s=r[i],o;--i>=0;)(o=r[i])&&(s&&o.compareDocumentPosition(s)^4&&s.parentNode.insertBefore(o,s),s=o);return this}function C3(e){e||(e=M3);function t(f,d){return f&&d?e(f.__data__,d.__data__):!f-!d}for(var n=this._groups,r=n.length,i=new Array(r),s=0;s<r;++s){for(var o=n[s],a=o.length,l=i[s]=new Array(a),u,c=0;c<a;++c)(u=o[c])&&(l[c]=u);l.sort(t)}return new Ct(i,this._parents).order()}function M3(e,t){return e<t?-1:e>t?1:e>=t?0:NaN}function A3(){var e=arguments[0];return arguments[0]=this,e.apply(null,arguments),this}function R3(){return Array.from(this)}function E3(){for(var e=this._groups,t=0,n=e.length;t<n;++t)for(var r=e[t],i=0,s=r.length;i<s;++i){var o=r[i];if(o)return o}return null}function P3(){let e=0;for(let t of this)++e;return e}function D3(){return!this.node()}function N3(e){for(var t=this._groups,n=0,r=t.length;n<r;++n)for(var i=t[n],s=0,o=i.length,a;s<o;++s)(a=i[s])&&e.call(a,a.__data__,s,i);return this}function L3(e){return function(){this.removeAttribute(e)}}function I3(e){return function(){this.removeAttributeNS(e.space,e.local)}}function O3(e,t){return function(){this.setAttribute(e,t)}}function z3(e,t){return function(){this.setAttributeNS(e.space,e.local,t)}}function B3(e,t){return function(){var n=t.apply(this,arguments);n==null?this.removeAttribute(e):this.setAttribute(e,n)}}function F3(e,t){return function(){var n=t.apply(this,arguments);n==null?this.removeAttributeNS(e.space,e.local):this.setAttributeNS(e.space,e.local,n)}}function V3(e,t){var n=fy(e);if(arguments.length<2){var r=this.node();return n.local?r.getAttributeNS(n.space,n.local):r.getAttribute(n)}return this.each((t==null?n.local?I3:L3:typeof t=="function"?n.local?F3:B3:n.local?z3:O3)(n,t))}function my(e){return e.ownerDocument&&e.ownerDocument.defaultView||e.document&&e||e.defaultView}function H3(e){return function(){this.style.removeProperty(e)}}function q3(e,t,n){return function(){this.style.setProperty(e,t,n)}}function U3(e,t,n){return function(){var r=t.apply(this,arguments);r==null?this.style.removeProperty(e):this.style.setProperty(e,r,n)}}function K3(e,t,n){return arguments.length>1?this.each((t==null?H3:typeof t=="function"?U3:q3)(e,t,n??"")):Y3(this.node(),e)}function Y3(e,t){return e.style.getPropertyValue(t)||my(e).getComputedStyle(e,null).getPropertyValue(t)}function G3(e){return function(){delete this[e]}}function j3(e,t){return function(){this[e]=t}}function W3(e,t){return function(){var n=t.apply(this,arguments);n==null?delete this[e]:this[e]=n}}function X3(e,t){return arguments.length>1?this.each((t==null?G3:typeof t=="function"?W3:j3)(e,t)):this.node()[e]}function gy(e){return e.trim().split(/^|\s+/)}function dd(e){return e.classList||new by(e)}function by(e){this._node=e,this._names=gy(e.getAttribute("class")||"")}by.prototype={add:function(e){var t=this._names.indexOf(e);t<0&&(this._names.push(e),this._node.setAttribute("class",this._names.join(" ")))},remove:function(e){var t=this._names.indexOf(e);t>=0&&(this._names.splice(t,1),this._node.setAttribute("class",this._names.join(" ")))},contains:function(e){return this._names.indexOf(e)>=0}};function yy(e,t){for(var n=dd(e),r=-1,i=t.length;++r<i;)n.add(t[r])}function vy(e,t){for(var n=dd(e),r=-1,i=t.length;++r<i;)n.remove(t[r])}function Z3(e){return function(){yy(this,e)}}function J3(e){return function(){vy(this,e)}}function Q3(e,t){return function(){(t.apply(this,arguments)?yy:vy)(this,e)}}function e6(e,t){var n=gy(e+"");if(arguments.length<2){for(var r=dd(this.node()),i=-1,s=n.length;++i<s;)if(!r.contains(n[i]))return!1;return!0}return this.each((typeof t=="function"?Q3:t?Z3:J3)(n,t))}function t6(){this.textContent=""}function n6(e){return function(){this.textContent=e}}function r6(e){return function(){var t=e.apply(this,arguments);this.textContent=t??""}}function i6(e){return arguments.length?this.each(e==null?t6:(typeof e=="function"?r6:n6)(e)):this.node().textContent}function s6(){this.innerHTML=""}function o6(e){return function(){this.innerHTML=e}}function a6(e){return function(){var t=e.apply(this,arguments);this.innerHTML=t??""}}function l6(e){return arguments.length?this.each(e==null?s6:(typeof e=="function"?a6:o6)(e)):this.node().innerHTML}function u6(){this.nextSibling&&this.parentNode.appendChild(this)}function c6(){return this.each(u6)}function f6(){this.previousSibling&&this.parentNode.insertBefore(this,this.parentNode.firstChild)}function d6(){return this.each(f6)}function h6(e){var t=typeof e=="function"?e:Es(e);return this.select(function(){return this.appendChild(t.apply(this,arguments))})}function p6(){return null}function m6(e,t){var n=typeof e=="function"?e:Es(e),r=t==null?p6:typeof t=="function"?t:dy(t);return this.select(function(){return this.insertBefore(n.apply(this,arguments),r.apply(this,arguments)||null)})}function g6(){var e=this.parentNode;e&&e.removeChild(this)}function b6(){return this.each(g6)}function y6(){var e=this.cloneNode(!1),t=this.parentNode;return t?t.insertBefore(e,this.nextSibling):e}function v6(){var e=this.cloneNode(!0),t=this.parentNode;return t?t.insertBefore(e,this.nextSibling):e}function x6(e){return this.select(e?v6:y6)}function w6(e){return arguments.length?this.property("__data__",e):this.node().__data__}function _6(e){return function(t){e.call(this,t,this.__data__)}}function $6(e){return e.trim().split(/^|\s+/).map(function(t){var n="",r=t.indexOf(".");return r>=0&&(n=t.slice(r+1),t=t.slice(0,r)),{type:t,name:n}})}function S6(e){return function(){var t=this.__on;if(t){for(var n=0,r=-1,i=t.length,s;n<i;++n)s=t[n],(!e.type||s.type===e.type)&&s.name===e.name?this.removeEventListener(s.type,s.listener,s.options):t[++r]=s;++r?t.length=r:delete this.__on}}}function k6(e,t,n){return function(){var r=this.__on,i,s=_6(t);if(r){for(var o=0,a=r.length;o<a;++o)if((i=r[o]).type===e.type&&i.name===e.name){this.removeEventListener(i.type,i.listener,i.options),this.addEventListener(i.type,i.listener=s,i.options=n),i.value=t;return}}this.addEventListener(e.type,s,n),i={type:e.type,name:e.name,value:t,listener:s,options:n},r?r.push(i):this.__on=[i]}}function T6(e,t,n){var r=$6(e+""),i,s=r.length,o;if(arguments.length<2){var a=this.node().__on;if(a){for(var l=0,u=a.length,c;l<u;++l)for(i=0,c=a[l];i<s;++i)if((o=r[i]).type===c.type&&o.name===c.name)return c.value}return}for(a=t?k6:S6,i=0;i<s;++i)this.each(a(r[i],t,n));return this}function xy(e,t,n){var r=my(e),i=r.CustomEvent;typeof i=="function"?i=new i(t,n):(i=r.document.createEvent("Event"),n?(i.initEvent(t,n.bubbles,n.cancelable),i.detail=n.detail):i.initEvent(t,!1,!1)),e.dispatchEvent(i)}function C6(e,t){return function(){return xy(this,e,t)}}function M6(e,t){return function(){return xy(this,e,t.apply(this,arguments))}}function A6(e,t){return this.each((typeof t=="function"?M6:C6)(e,t))}function*R6(){for(var e=this._groups,t=0,n=e.length;t<n;++t)for(var r=e[t],i=0,s=r.length,o;i<s;++i)(o=r[i])&&(yield o)}var wy=[null];function Ct(e,t){this._groups=e,this._parents=t}function E6(){return new Ct([[document.documentElement]],wy)}function P6(){return this}Ct.prototype=E6.prototype={constructor:Ct,select:e3,selectAll:s3,selectChild:c3,selectChildren:p3,filter:m3,data:w3,enter:g3,exit:$3,join:S3,merge:k3,selection:P6,order:T3,sort:C3,call:A3,nodes:R3,node:E3,size:P3,empty:D3,each:N3,attr:V3,style:K3,property:X3,classed:e6,text:i6,html:l6,raise:c6,lower:d6,append:h6,insert:m6,remove:b6,clone:x6,datum:w6,on:T6,dispatch:A6,[Symbol.iterator]:R6};function on(e){return typeof e=="string"?new Ct([[document.querySelector(e)]],[document.documentElement]):new Ct([[e]],wy)}var D6=0;function N6(){return new fd}function fd(){this._="@"+(++D6).toString(36)}fd.prototype=N6.prototype={constructor:fd,get:function(e){for(var t=this._;!(t in e);)if(!(e=e.parentNode))return;return e[t]},set:function(e,t){return e[this._]=t},remove:function(e){return this._ in e&&delete e[this._]},toString:function(){return this._}};function L6(e){let t;for(;t=e.sourceEvent;)e=t;return e}function _y(e,t){if(e=L6(e),t===void 0&&(t=e.currentTarget),t){var n=t.ownerSVGElement||t;if(n.createSVGPoint){var r=n.createSVGPoint();return r.x=e.clientX,r.y=e.clientY,r=r.matrixTransform(t.getScreenCTM().inverse()),[r.x,r.y]}if(t.getBoundingClientRect){var i=t.getBoundingClientRect();return[e.clientX-i.left-t.clientLeft,e.clientY-i.top-t.clientTop]}}return[e.pageX,e.pageY]}function Ls(e,t,n){e.prototype=t.prototype=n,n.constructor=e}function Xo(e,t){var n=Object.create(e.prototype);for(var r in t)n[r]=t[r];return n}function Rr(){}var pi=.7,Ns=1/pi,Ps="\\s*([+-]?\\d+)\\s*",jo="\\s*([+-]?(?:\\d*\\.)?\\d+(?:[eE][+-]?\\d+)?)\\s*",Cn="\\s*([+-]?(?:\\d*\\.)?\\d+(?:[eE][+-]?\\d+)?)%\\s*",I6=/^#([0-9a-f]{3,8})$/,O6=new RegExp(`^rgb\\(${Ps},${Ps},${Ps}\\)$`),z6=new RegExp(`^rgb\\(${Cn},${Cn},${Cn}\\)$`),B6=new RegExp(`^rgba\\(${Ps},${Ps},${Ps},${jo}\\)$`),F6=new RegExp(`^rgba\\(${Cn},${Cn},${Cn},${jo}\\)$`),V6=new RegExp(`^hsl\\(${jo},${Cn},${Cn}\\)$`),H6=new RegExp(`^hsla\\(${jo},${Cn},${Cn},${jo}\\)$`),$y={aliceblue:15792383,antiquewhite:16444375,aqua:65535,aquamarine:8388564,azure:15794175,beige:16119260,bisque:16770244,black:0,blanchedalmond:16772045,blue:255,blueviolet:9055202,brown:10824234,burlywood:14596231,cadetblue:6266528,chartreuse:8388352,chocolate:13789470,coral:16744272,cornflowerblue:6591981,cornsilk:16775388,crimson:14423100,cyan:65535,darkblue:139,darkcyan:35723,darkgoldenrod:12092939,darkgray:11119017,darkgreen:25600,darkgrey:11119017,darkkhaki:12433259,darkmagenta:9109643,darkolivegreen:5597999,darkorange:16747520,darkorchid:10040012,darkred:9109504,darksalmon:15308410,darkseagreen:9419919,darkslateblue:4734347,darkslategray:3100495,darkslategrey:3100495,darkturquoise:52945,darkviolet:9699539,deeppink:16716947,deepskyblue:49151,dimgray:6908265,dimgrey:6908265,dodgerblue:2003199,firebrick:11674146,floralwhite:16775920,forestgreen:2263842,fuchsia:16711935,gainsboro:14474460,ghostwhite:16316671,gold:16766720,goldenrod:14329120,gray:8421504,green:32768,greenyellow:11403055,grey:8421504,honeydew:15794160,hotpink:16738740,indianred:13458524,indigo:4915330,ivory:16777200,khaki:15787660,lavender:15132410,lavenderblush:16773365,lawngreen:8190976,lemonchiffon:16775885,lightblue:11393254,lightcoral:15761536,lightcyan:14745599,lightgoldenrodyellow:16448210,lightgray:13882323,lightgreen:9498256,lightgrey:13882323,lightpink:16758465,lightsalmon:16752762,lightseagreen:2142890,lightskyblue:8900346,lightslategray:7833753,lightslategrey:7833753,lightsteelblue:11584734,lightyellow:16777184,lime:65280,limegreen:3329330,linen:16445670,magenta:16711935,maroon:8388608,mediumaquamarine:6737322,mediumblue:205,mediumorchid:12211667,mediumpurple:9662683,mediumseagreen:3978097,mediumslateblue:8087790,mediumspringgreen:64154,mediumturquoise:4772300,mediumvioletred:13047173,midnightblue:1644912,mintcream:16121850,mistyrose:16770273,moccasin:16770229,navajowhite:16768685,navy:128,oldlace:16643558,olive:8421376,olivedrab:7048739,orange:16753920,orangered:16729344,orchid:14315734,palegoldenrod:15657130,palegreen:10025880,paleturquoise:11529966,palevioletred:14381203,papayawhip:16773077,peachpuff:16767673,peru:13468991,pink:16761035,plum:14524637,powderblue:11591910,purple:8388736,rebeccapurple:6697881,red:16711680,rosybrown:12357519,royalblue:4286945,saddlebrown:9127187,salmon:16416882,sandybrown:16032864,seagreen:3050327,seashell:16774638,sienna:10506797,silver:12632256,skyblue:8900331,slateblue:6970061,slategray:7372944,slategrey:7372944,snow:16775930,springgreen:65407,steelblue:4620980,tan:13808780,teal:32896,thistle:14204888,tomato:16737095,turquoise:4251856,violet:15631086,wheat:16113331,white:16777215,whitesmoke:16119285,yellow:16776960,yellowgreen:10145074};Ls(Rr,Is,{copy(e){return Object.assign(new this.constructor,this,e)},displayable(){return this.rgb().displayable()},hex:Sy,formatHex:Sy,formatHex8:q6,formatHsl:U6,formatRgb:ky,toString:ky});function Sy(){return this.rgb().formatHex()}function q6(){return this.rgb().formatHex8()}function U6(){return Ny(this).formatHsl()}function ky(){return this.rgb().formatRgb()}function Is(e){var t,n;return e=(e+"").trim().toLowerCase(),(t=I6.exec(e))?(n=t[1].length,t=parseInt(t[1],16),n===6?Ty(t):n===3?new Ye(t>>8&15|t>>4&240,t>>4&15|t&240,(t&15)<<4|t&15,1):n===8?du(t>>24&255,t>>16&255,t>>8&255,(t&255)/255):n===4?du(t>>12&15|t>>8&240,t>>8&15|t>>4&240,t>>4&15|t&240,((t&15)<<4|t&15)/255):null):(t=O6.exec(e))?new Ye(t[1],t[2],t[3],1):(t=z6.exec(e))?new Ye(t[1]*255/100,t[2]*255/100,t[3]*255/100,1):(t=B6.exec(e))?du(t[1],t[2],t[3],t[4]):(t=F6.exec(e))?du(t[1]*255/100,t[2]*255/100,t[3]*255/100,t[4]):(t=V6.exec(e))?Ay(t[1],t[2]/100,t[3]/100,1):(t=H6.exec(e))?Ay(t[1],t[2]/100,t[3]/100,t[4]):$y.hasOwnProperty(e)?Ty($y[e]):e==="transparent"?new Ye(NaN,NaN,NaN,0):null}function Ty(e){return new Ye(e>>16&255,e>>8&255,e&255,1)}function du(e,t,n,r){return r<=0&&(e=t=n=NaN),new Ye(e,t,n,r)}function yd(e){return e instanceof Rr||(e=Is(e)),e?(e=e.rgb(),new Ye(e.r,e.g,e.b,e.opacity)):new Ye}function ln(e,t,n,r){return arguments.length===1?yd(e):new Ye(e,t,n,r??1)}function Ye(e,t,n,r){this.r=+e,this.g=+t,this.b=+n,this.opacity=+r}Ls(Ye,ln,Xo(Rr,{brighter(e){return e=e==null?Ns:Math.pow(Ns,e),new Ye(this.r*e,this.g*e,this.b*e,this.opacity)},darker(e){return e=e==null?pi:Math.pow(pi,e),new Ye(this.r*e,this.g*e,this.b*e,this.opacity)},rgb(){return this},clamp(){return new Ye(di(this.r),di(this.g),di(this.b),pu(this.opacity))},displayable(){return-.5<=this.r&&this.r<255.5&&-.5<=this.g&&this.g<255.5&&-.5<=this.b&&this.b<255.5&&0<=this.opacity&&this.opacity<=1},hex:Cy,formatHex:Cy,formatHex8:K6,formatRgb:My,toString:My}));function Cy(){return`#${fi(this.r)}${fi(this.g)}${fi(this.b)}`}function K6(){return`#${fi(this.r)}${fi(this.g)}${fi(this.b)}${fi((isNaN(this.opacity)?1:this.opacity)*255)}`}function My(){let e=pu(this.opacity);return`${e===1?"rgb(":"rgba("}${di(this.r)}, ${di(this.g)}, ${di(this.b)}${e===1?")":`, ${e})`}`}function pu(e){return isNaN(e)?1:Math.max(0,Math.min(1,e))}function di(e){return Math.max(0,Math.min(255,Math.round(e)||0))}function fi(e){return e=di(e),(e<16?"0":"")+e.toString(16)}function Ay(e,t,n,r){return r<=0?e=t=n=NaN:n<=0||n>=1?e=t=NaN:t<=0&&(e=NaN),new an(e,t,n,r)}function Ny(e){if(e instanceof an)return new an(e.h,e.s,e.l,e.opacity);if(e instanceof Rr||(e=Is(e)),!e)return new an;if(e instanceof an)return e;e=e.rgb();var t=e.r/255,n=e.g/255,r=e.b/255,i=Math.min(t,n,r),s=Math.max(t,n,r),o=NaN,a=s-i,l=(s+i)/2;return a?(t===s?o=(n-r)/a+(n<r)*6:n===s?o=(r-t)/a+2:o=(t-n)/a+4,a/=l<.5?s+i:2-s-i,o*=60):a=l>0&&l<1?0:o,new an(o,a,l,e.opacity)}function gu(e,t,n,r){return arguments.length===1?Ny(e):new an(e,t,n,r??1)}function an(e,t,n,r){this.h=+e,this.s=+t,this.l=+n,this.opacity=+r}Ls(an,gu,Xo(Rr,{brighter(e){return e=e==null?Ns:Math.pow(Ns,e),new an(this.h,this.s,this.l*e,this.opacity)},darker(e){return e=e==null?pi:Math.pow(pi,e),new an(this.h,this.s,this.l*e,this.opacity)},rgb(){var e=this.h%360+(this.h<0)*360,t=isNaN(e)||isNaN(this.s)?0:this.s,n=this.l,r=n+(n<.5?n:1-n)*t,i=2*n-r;return new Ye(hd(e>=240?e-240:e+120,i,r),hd(e,i,r),hd(e<120?e+240:e-120,i,r),this.opacity)},clamp(){return new an(Ry(this.h),hu(this.s),hu(this.l),pu(this.opacity))},displayable(){return(0<=this.s&&this.s<=1||isNaN(this.s))&&0<=this.l&&this.l<=1&&0<=this.opacity&&this.opacity<=1},formatHsl(){let e=pu(this.opacity);return`${e===1?"hsl(":"hsla("}${Ry(this.h)}, ${hu(this.s)*100}%, ${hu(this.l)*100}%${e===1?")":`, ${e})`}`}}));function Ry(e){return e=(e||0)%360,e<0?e+360:e}function hu(e){return Math.max(0,Math.min(1,e||0))}function hd(e,t,n){return(e<60?t+(n-t)*e/60:e<180?n:e<240?t+(n-t)*(240-e)/60:t)*255}var Ly=Math.PI/180,Iy=180/Math.PI,mu=18,Oy=.96422,zy=1,By=.82521,Fy=4/29,Ds=6/29,Vy=3*Ds*Ds,Y6=Ds*Ds*Ds;function Hy(e){if(e instanceof Mn)return new Mn(e.l,e.a,e.b,e.opacity);if(e instanceof ir)return qy(e);e instanceof Ye||(e=yd(e));var t=bd(e.r),n=bd(e.g),r=bd(e.b),i=pd((.2225045*t+.7168786*n+.0606169*r)/zy),s,o;return t===n&&n===r?s=o=i:(s=pd((.4360747*t+.3850649*n+.1430804*r)/Oy),o=pd((.0139322*t+.0971045*n+.7141733*r)/By)),new Mn(116*i-16,500*(s-i),200*(i-o),e.opacity)}function bu(e,t,n,r){return arguments.length===1?Hy(e):new Mn(e,t,n,r??1)}function Mn(e,t,n,r){this.l=+e,this.a=+t,this.b=+n,this.opacity=+r}Ls(Mn,bu,Xo(Rr,{brighter(e){return new Mn(this.l+mu*(e??1),this.a,this.b,this.opacity)},darker(e){return new Mn(this.l-mu*(e??1),this.a,this.b,this.opacity)},rgb(){var e=(this.l+16)/116,t=isNaN(this.a)?e:e+this.a/500,n=isNaN(this.b)?e:e-this.b/200;return t=Oy*md(t),e=zy*md(e),n=By*md(n),new Ye(gd(3.1338561*t-1.6168667*e-.4906146*n),gd(-.9787684*t+1.9161415*e+.033454*n),gd(.0719453*t-.2289914*e+1.4052427*n),this.opacity)}}));function pd(e){return e>Y6?Math.pow(e,1/3):e/Vy+Fy}function md(e){return e>Ds?e*e*e:Vy*(e-Fy)}function gd(e){return 255*(e<=.0031308?12.92*e:1.055*Math.pow(e,1/2.4)-.055)}function bd(e){return(e/=255)<=.04045?e/12.92:Math.pow((e+.055)/1.055,2.4)}function G6(e){if(e instanceof ir)return new ir(e.h,e.c,e.l,e.opacity);if(e instanceof Mn||(e=Hy(e)),e.a===0&&e.b===0)return new ir(NaN,0<e.l&&e.l<100?0:NaN,e.l,e.opacity);var t=Math.atan2(e.b,e.a)*Iy;return new ir(t<0?t+360:t,Math.sqrt(e.a*e.a+e.b*e.b),e.l,e.opacity)}function yu(e,t,n,r){return arguments.length===1?G6(e):new ir(e,t,n,r??1)}function ir(e,t,n,r){this.h=+e,this.c=+t,this.l=+n,this.opacity=+r}function qy(e){if(isNaN(e.h))return new Mn(e.l,0,0,e.opacity);var t=e.h*Ly;return new Mn(e.l,Math.cos(t)*e.c,Math.sin(t)*e.c,e.opacity)}Ls(ir,yu,Xo(Rr,{brighter(e){return new ir(this.h,this.c,this.l+mu*(e??1),this.opacity)},darker(e){return new ir(this.h,this.c,this.l-mu*(e??1),this.opacity)},rgb(){return qy(this).rgb()}}));var Uy=-.14861,vd=1.78277,xd=-.29227,vu=-.90649,Wo=1.97294,Ey=Wo*vu,Py=Wo*vd,Dy=vd*xd-vu*Uy;function j6(e){if(e instanceof hi)return new hi(e.h,e.s,e.l,e.opacity);e instanceof Ye||(e=yd(e));var t=e.r/255,n=e.g/255,r=e.b/255,i=(Dy*r+Ey*t-Py*n)/(Dy+Ey-Py),s=r-i,o=(Wo*(n-i)-xd*s)/vu,a=Math.sqrt(o*o+s*s)/(Wo*i*(1-i)),l=a?Math.atan2(o,s)*Iy-120:NaN;return new hi(l<0?l+360:l,a,i,e.opacity)}function Vt(e,t,n,r){return arguments.length===1?j6(e):new hi(e,t,n,r??1)}function hi(e,t,n,r){this.h=+e,this.s=+t,this.l=+n,this.opacity=+r}Ls(hi,Vt,Xo(Rr,{brighter(e){return e=e==null?Ns:Math.pow(Ns,e),new hi(this.h,this.s,this.l*e,this.opacity)},darker(e){return e=e==null?pi:Math.pow(pi,e),new hi(this.h,this.s,this.l*e,this.opacity)},rgb(){var e=isNaN(this.h)?0:(this.h+120)*Ly,t=+this.l,n=isNaN(this.s)?0:this.s*t*(1-t),r=Math.cos(e),i=Math.sin(e);return new Ye(255*(t+n*(Uy*r+vd*i)),255*(t+n*(xd*r+vu*i)),255*(t+n*(Wo*r)),this.opacity)}}));function Gy(e,t,n,r,i){var s=e*e,o=s*e;return((1-3*e+3*s-o)*t+(4-6*s+3*o)*n+(1+3*e+3*s-3*o)*r+o*i)/6}function W6(e){var t=e.length-1;return function(n){var r=n<=0?n=0:n>=1?(n=1,t-1):Math.floor(n*t),i=e[r],s=e[r+1],o=r>0?e[r-1]:2*i-s,a=r<t-1?e[r+2]:2*s-i;return Gy((n-r/t)*t,o,i,s,a)}}function X6(e){var t=e.length;return function(n){var r=Math.floor(((n%=1)<0?++n:n)*t),i=e[(r+t-1)%t],s=e[r%t],o=e[(r+1)%t],a=e[(r+2)%t];return Gy((n-r/t)*t,i,s,o,a)}}var wu=e=>()=>e;function jy(e,t){return function(n){return e+n*t}}function Z6(e,t,n){return e=Math.pow(e,n),t=Math.pow(t,n)-e,n=1/n,function(r){return Math.pow(e+r*t,n)}}function Sd(e,t){var n=t-e;return n?jy(e,n>180||n<-180?n-360*Math.round(n/360):n):wu(isNaN(e)?t:e)}function J6(e){return(e=+e)==1?Ge:function(t,n){return n-t?Z6(t,n,e):wu(isNaN(t)?n:t)}}function Ge(e,t){var n=t-e;return n?jy(e,n):wu(isNaN(e)?t:e)}var mi=(function e(t){var n=J6(t);function r(i,s){var o=n((i=ln(i)).r,(s=ln(s)).r),a=n(i.g,s.g),l=n(i.b,s.b),u=Ge(i.opacity,s.opacity);return function(c){return i.r=o(c),i.g=a(c),i.b=l(c),i.opacity=u(c),i+""}}return r.gamma=e,r})(1);function Wy(e){return function(t){var n=t.length,r=new Array(n),i=new Array(n),s=new Array(n),o,a;for(o=0;o<n;++o)a=ln(t[o]),r[o]=a.r||0,i[o]=a.g||0,s[o]=a.b||0;return r=e(r),i=e(i),s=e(s),a.opacity=1,function(l){return a.r=r(l),a.g=i(l),a.b=s(l),a+""}}}var Xy=Wy(W6),K9=Wy(X6);function Q6(e,t){t||(t=[]);var n=e?Math.min(t.length,e.length):0,r=t.slice(),i;return function(s){for(i=0;i<n;++i)r[i]=e[i]*(1-s)+t[i]*s;return r}}function eM(e){return ArrayBuffer.isView(e)&&!(e instanceof DataView)}function tM(e,t){var n=t?t.length:0,r=e?Math.min(n,e.length):0,i=new Array(r),s=new Array(n),o;for(o=0;o<r;++o)i[o]=Os(e[o],t[o]);for(;o<n;++o)s[o]=t[o];return function(a){for(o=0;o<r;++o)s[o]=i[o](a);return s}}function nM(e,t){var n=new Date;return e=+e,t=+t,function(r){return n.setTime(e*(1-r)+t*r),n}}function Fe(e,t){return e=+e,t=+t,function(n){return e*(1-n)+t*n}}function rM(e,t){var n={},r={},i;(e===null||typeof e!="object")&&(e={}),(t===null||typeof t!="object")&&(t={});for(i in t)i in e?n[i]=Os(e[i],t[i]):r[i]=t[i];return function(s){for(i in n)r[i]=n[i](s);return r}}var _d=/[-+]?(?:\d+\.?\d*|\.?\d+)(?:[eE][-+]?\d+)?/g,wd=new RegExp(_d.source,"g");function iM(e){return function(){return e}}function sM(e){return function(t){return e(t)+""}}function oM(e,t){var n=_d.lastIndex=wd.lastIndex=0,r,i,s,o=-1,a=[],l=[];for(e=e+"",t=t+"";(r=_d.exec(e))&&(i=wd.exec(t));)(s=i.index)>n&&(s=t.slice(n,s),a[o]?a[o]+=s:a[++o]=s),(r=r[0])===(i=i[0])?a[o]?a[o]+=i:a[++o]=i:(a[++o]=null,l.push({i:o,x:Fe(r,i)})),n=wd.lastIndex;return n<t.length&&(s=t.slice(n),a[o]?a[o]+=s:a[++o]=s),a.length<2?l[0]?sM(l[0].x):iM(t):(t=l.length,function(u){for(var c=0,f;c<t;++c)a[(f=l[c]).i]=f.x(u);return a.join("")})}function Os(e,t){var n=typeof t,r;return t==null||n==="boolean"?wu(t):(n==="number"?Fe:n==="string"?(r=Is(t))?(t=r,mi):oM:t instanceof Is?mi:t instanceof Date?nM:eM(t)?Q6:Array.isArray(t)?tM:typeof t.valueOf!="function"&&typeof t.toString!="function"||isNaN(t)?rM:Fe)(e,t)}function Zo(e,t){return e=+e,t=+t,function(n){return Math.round(e*(1-n)+t*n)}}var Ky=180/Math.PI,$d={translateX:0,translateY:0,rotate:0,skewX:0,scaleX:1,scaleY:1};function Zy(e,t,n,r,i,s){var o,a,l;return(o=Math.sqrt(e*e+t*t))&&(e/=o,t/=o),(l=e*n+t*r)&&(n-=e*l,r-=t*l),(a=Math.sqrt(n*n+r*r))&&(n/=a,r/=a,l/=a),e*r<t*n&&(e=-e,t=-t,l=-l,o=-o),{translateX:i,translateY:s,rotate:Math.atan2(t,e)*Ky,skewX:Math.atan(l)*Ky,scaleX:o,scaleY:a}}var xu;function aM(e){let t=new(typeof DOMMatrix=="function"?DOMMatrix:WebKitCSSMatrix)(e+"");return t.isIdentity?$d:Zy(t.a,t.b,t.c,t.d,t.e,t.f)}function lM(e){return e==null||(xu||(xu=document.createElementNS("http://www.w3.org/2000/svg","g")),xu.setAttribute("transform",e),!(e=xu.transform.baseVal.consolidate()))?$d:(e=e.matrix,Zy(e.a,e.b,e.c,e.d,e.e,e.f))}function Jy(e,t,n,r){function i(u){return u.length?u.pop()+" ":""}function s(u,c,f,d,h,p){if(u!==f||c!==d){var m=h.push("translate(",null,t,null,n);p.push({i:m-4,x:Fe(u,f)},{i:m-2,x:Fe(c,d)})}else(f||d)&&h.push("translate("+f+t+d+n)}function o(u,c,f,d){u!==c?(u-c>180?c+=360:c-u>180&&(u+=360),d.push({i:f.push(i(f)+"rotate(",null,r)-2,x:Fe(u,c)})):c&&f.push(i(f)+"rotate("+c+r)}function a(u,c,f,d){u!==c?d.push({i:f.push(i(f)+"skewX(",null,r)-2,x:Fe(u,c)}):c&&f.push(i(f)+"skewX("+c+r)}function l(u,c,f,d,h,p){if(u!==f||c!==d){var m=h.push(i(h)+"scale(",null,",",null,")");p.push({i:m-4,x:Fe(u,f)},{i:m-2,x:Fe(c,d)})}else(f!==1||d!==1)&&h.push(i(h)+"scale("+f+","+d+")")}return function(u,c){var f=[],d=[];return u=e(u),c=e(c),s(u.translateX,u.translateY,c.translateX,c.translateY,f,d),o(u.rotate,c.rotate,f,d),a(u.skewX,c.skewX,f,d),l(u.scaleX,u.scaleY,c.scaleX,c.scaleY,f,d),u=c=null,function(h){for(var p=-1,m=d.length,b;++p<m;)f[(b=d[p]).i]=b.x(h);return f.join("")}}}var Y9=Jy(aM,"px, ","px)","deg)"),G9=Jy(lM,", ",")",")"),uM=1e-12;function Yy(e){return((e=Math.exp(e))+1/e)/2}function cM(e){return((e=Math.exp(e))-1/e)/2}function fM(e){return((e=Math.exp(2*e))-1)/(e+1)}var j9=(function e(t,n,r){function i(s,o){var a=s[0],l=s[1],u=s[2],c=o[0],f=o[1],d=o[2],h=c-a,p=f-l,m=h*h+p*p,b,y;if(m<uM)y=Math.log(d/u)/t,b=function($){return[a+$*h,l+$*p,u*Math.exp(t*$*y)]};else{var v=Math.sqrt(m),_=(d*d-u*u+r*m)/(2*u*n*v),x=(d*d-u*u-r*m)/(2*d*n*v),S=Math.log(Math.sqrt(_*_+1)-_),w=Math.log(Math.sqrt(x*x+1)-x);y=(w-S)/t,b=function($){var T=$*y,M=Yy(S),D=u/(n*v)*(M*fM(t*T+S)-cM(S));return[a+D*h,l+D*p,u*M/Yy(t*T+S)]}}return b.duration=Math.abs(y)*1e3*t/Math.SQRT2,b}return i.rho=function(s){var o=Math.max(.001,+s),a=o*o,l=a*a;return e(o,a,l)},i})(Math.SQRT2,2,4);function Qy(e){return function(t,n){var r=e((t=gu(t)).h,(n=gu(n)).h),i=Ge(t.s,n.s),s=Ge(t.l,n.l),o=Ge(t.opacity,n.opacity);return function(a){return t.h=r(a),t.s=i(a),t.l=s(a),t.opacity=o(a),t+""}}}var ev=Qy(Sd),W9=Qy(Ge);function tv(e,t){var n=Ge((e=bu(e)).l,(t=bu(t)).l),r=Ge(e.a,t.a),i=Ge(e.b,t.b),s=Ge(e.opacity,t.opacity);return function(o){return e.l=n(o),e.a=r(o),e.b=i(o),e.opacity=s(o),e+""}}function nv(e){return function(t,n){var r=e((t=yu(t)).h,(n=yu(n)).h),i=Ge(t.c,n.c),s=Ge(t.l,n.l),o=Ge(t.opacity,n.opacity);return function(a){return t.h=r(a),t.c=i(a),t.l=s(a),t.opacity=o(a),t+""}}}var rv=nv(Sd),X9=nv(Ge);function iv(e){return(function t(n){n=+n;function r(i,s){var o=e((i=Vt(i)).h,(s=Vt(s)).h),a=Ge(i.s,s.s),l=Ge(i.l,s.l),u=Ge(i.opacity,s.opacity);return function(c){return i.h=o(c),i.s=a(c),i.l=l(Math.pow(c,n)),i.opacity=u(c),i+""}}return r.gamma=t,r})(1)}var Z9=iv(Sd),_u=iv(Ge);function Er(e,t){t===void 0&&(t=e,e=Os);for(var n=0,r=t.length-1,i=t[0],s=new Array(r<0?0:r);n<r;)s[n]=e(i,i=t[++n]);return function(o){var a=Math.max(0,Math.min(r-1,Math.floor(o*=r)));return s[a](o-a)}}function ft(e,t){for(var n=new Array(t),r=0;r<t;++r)n[r]=e(r/(t-1));return n}var Jo=Math.PI,kd=2*Jo,gi=1e-6,dM=kd-gi;function sv(e){this._+=e[0];for(let t=1,n=e.length;t<n;++t)this._+=arguments[t]+e[t]}function hM(e){let t=Math.floor(e);if(!(t>=0))throw new Error(`invalid digits: ${e}`);if(t>15)return sv;let n=10**t;return function(r){this._+=r[0];for(let i=1,s=r.length;i<s;++i)this._+=Math.round(arguments[i]*n)/n+r[i]}}function ov(e,t,n,r){return e===n&&t===r}function pM(e){let t=Math.floor(e);if(!(t<=15))return ov;let n=10**t,r=function(i){return Math.round(i*n)};return function(i,s,o,a){return r(i)===r(o)&&r(s)===r(a)}}var bi=class{constructor(t){this._x0=this._y0=this._x1=this._y1=null,this._="",this._append=t==null?sv:hM(t),this._equal=t==null?ov:pM(t)}moveTo(t,n){this._append`M${this._x0=this._x1=+t},${this._y0=this._y1=+n}`}closePath(){this._x1!==null&&(this._x1=this._x0,this._y1=this._y0,this._append`Z`)}lineTo(t,n){this._append`L${this._x1=+t},${this._y1=+n}`}quadraticCurveTo(t,n,r,i){this._append`Q${+t},${+n},${this._x1=+r},${this._y1=+i}`}bezierCurveTo(t,n,r,i,s,o){this._append`C${+t},${+n},${+r},${+i},${this._x1=+s},${this._y1=+o}`}arcTo(t,n,r,i,s){if(t=+t,n=+n,r=+r,i=+i,s=+s,s<0)throw new Error(`negative radius: ${s}`);let o=this._x1,a=this._y1,l=r-t,u=i-n,c=o-t,f=a-n,d=c*c+f*f;if(this._x1===null)this._append`M${this._x1=t},${this._y1=n}`;else if(d>gi)if(!(Math.abs(f*l-u*c)>gi)||!s)this._append`L${this._x1=t},${this._y1=n}`;else{let h=r-o,p=i-a,m=l*l+u*u,b=h*h+p*p,y=Math.sqrt(m),v=Math.sqrt(d),_=s*Math.tan((Jo-Math.acos((m+d-b)/(2*y*v)))/2),x=_/v,S=_/y;Math.abs(x-1)>gi&&this._append`L${t+x*c},${n+x*f}`,this._append`A${s},${s},0,0,${+(f*h>c*p)},${this._x1=t+S*l},${this._y1=n+S*u}`}}arc(t,n,r,i,s,o){if(t=+t,n=+n,r=+r,o=!!o,r<0)throw new Error(`negative radius: ${r}`);let a=r*Math.cos(i),l=r*Math.sin(i),u=t+a,c=n+l,f=1^o,d=o?i-s:s-i;if(this._x1===null?this._append`M${u},${c}`:(Math.abs(this._x1-u)>gi||Math.abs(this._y1-c)>gi)&&this._append`L${u},${c}`,!!r){if(d<0&&(d=d%kd+kd),d>dM)this._append`A${r},${r},0,1,${f},${t-a},${n-l}A${r},${r},0,1,${f},${this._x1=u},${this._y1=c}`;else if(d>gi){let h=t+r*Math.cos(s),p=n+r*Math.sin(s);if(d>=Jo&&this._equal(u,c,h,p)){d/=2;let m=i+d;this._append`A${r},${r},0,${+(d>=Jo)},${f},${t+r*Math.cos(m)},${n+r*Math.sin(m)}`}this._append`A${r},${r},0,${+(d>=Jo)},${f},${this._x1=h},${this._y1=p}`}}}rect(t,n,r,i){this._append`M${this._x0=this._x1=+t},${this._y0=this._y1=+n}h${r=+r}v${+i}h${-r}Z`}toString(){return this._}};function mM(){return new bi}mM.prototype=bi.prototype;function An(e=3){return new bi(+e)}function gM(e){return Math.abs(e=Math.round(e))>=1e21?e.toLocaleString("en").replace(/,/g,""):e.toString(10)}function Su(e,t){if(!isFinite(e)||e===0)return null;var n=(e=t?e.toExponential(t-1):e.toExponential()).indexOf("e"),r=e.slice(0,n);return[r.length>1?r[0]+r.slice(2):r,+e.slice(n+1)]}function zs(e){return e=Su(Math.abs(e)),e?e[1]:NaN}function bM(e,t){return function(n,r){for(var i=n.length,s=[],o=0,a=e[0],l=0;i>0&&a>0&&(l+a+1>r&&(a=Math.max(1,r-l)),s.push(n.substring(i-=a,i+a)),!((l+=a+1)>r));)a=e[o=(o+1)%e.length];return s.reverse().join(t)}}function yM(e){return function(t){return t.replace(/[0-9]/g,function(n){return e[+n]})}}var vM=/^(?:(.)?([<>=^]))?([+\-( ])?([$#])?(0)?(\d+)?(,)?(\.\d+)?(~)?([a-z%])?$/i;function Bs(e){if(!(t=vM.exec(e)))throw new Error("invalid format: "+e);var t;return new Td({fill:t[1],align:t[2],sign:t[3],symbol:t[4],zero:t[5],width:t[6],comma:t[7],precision:t[8]&&t[8].slice(1),trim:t[9],type:t[10]})}Bs.prototype=Td.prototype;function Td(e){this.fill=e.fill===void 0?" ":e.fill+"",this.align=e.align===void 0?">":e.align+"",this.sign=e.sign===void 0?"-":e.sign+"",this.symbol=e.symbol===void 0?"":e.symbol+"",this.zero=!!e.zero,this.width=e.width===void 0?void 0:+e.width,this.comma=!!e.comma,this.precision=e.precision===void 0?void 0:+e.precision,this.trim=!!e.trim,this.type=e.type===void 0?"":e.type+""}Td.prototype.toString=function(){return this.fill+this.align+this.sign+this.symbol+(this.zero?"0":"")+(this.width===void 0?"":Math.max(1,this.width|0))+(this.comma?",":"")+(this.precision===void 0?"":"."+Math.max(0,this.precision|0))+(this.trim?"~":"")+this.type};function xM(e){e:for(var t=e.length,n=1,r=-1,i;n<t;++n)switch(e[n]){case".":r=i=n;break;case"0":r===0&&(r=n),i=n;break;default:if(!+e[n])break e;r>0&&(r=0);break}return r>0?e.slice(0,r)+e.slice(i+1):e}var ku;function wM(e,t){var n=Su(e,t);if(!n)return ku=void 0,e.toPrecision(t);var r=n[0],i=n[1],s=i-(ku=Math.max(-8,Math.min(8,Math.floor(i/3)))*3)+1,o=r.length;return s===o?r:s>o?r+new Array(s-o+1).join("0"):s>0?r.slice(0,s)+"."+r.slice(s):"0."+new Array(1-s).join("0")+Su(e,Math.max(0,t+s-1))[0]}function av(e,t){var n=Su(e,t);if(!n)return e+"";var r=n[0],i=n[1];return i<0?"0."+new Array(-i).join("0")+r:r.length>i+1?r.slice(0,i+1)+"."+r.slice(i+1):r+new Array(i-r.length+2).join("0")}var lv={"%":(e,t)=>(e*100).toFixed(t),b:e=>Math.round(e).toString(2),c:e=>e+"",d:gM,e:(e,t)=>e.toExponential(t),f:(e,t)=>e.toFixed(t),g:(e,t)=>e.toPrecision(t),o:e=>Math.round(e).toString(8),p:(e,t)=>av(e*100,t),r:av,s:wM,X:e=>Math.round(e).toString(16).toUpperCase(),x:e=>Math.round(e).toString(16)};function uv(e){return e}var cv=Array.prototype.map,fv=["y","z","a","f","p","n","\xB5","m","","k","M","G","T","P","E","Z","Y"];function _M(e){var t=e.grouping===void 0||e.thousands===void 0?uv:bM(cv.call(e.grouping,Number),e.thousands+""),n=e.currency===void 0?"":e.currency[0]+"",r=e.currency===void 0?"":e.currency[1]+"",i=e.decimal===void 0?".":e.decimal+"",s=e.numerals===void 0?uv:yM(cv.call(e.numerals,String)),o=e.percent===void 0?"%":e.percent+"",a=e.minus===void 0?"\u2212":e.minus+"",l=e.nan===void 0?"NaN":e.nan+"";function u(f,d){f=Bs(f);var h=f.fill,p=f.align,m=f.sign,b=f.symbol,y=f.zero,v=f.width,_=f.comma,x=f.precision,S=f.trim,w=f.type;w==="n"?(_=!0,w="g"):lv[w]||(x===void 0&&(x=12),S=!0,w="g"),(y||h==="0"&&p==="=")&&(y=!0,h="0",p="=");var $=(d&&d.prefix!==void 0?d.prefix:"")+(b==="$"?n:b==="#"&&/[boxX]/.test(w)?"0"+w.toLowerCase():""),T=(b==="$"?r:/[%p]/.test(w)?o:"")+(d&&d.suffix!==void 0?d.suffix:""),M=lv[w],D=/[defgprs%]/.test(w);x=x===void 0?6:/[gprs]/.test(w)?Math.max(1,Math.min(21,x)):Math.max(0,Math.min(20,x));function R(P){var B=$,A=T,k,z,L;if(w==="c")A=M(P)+A,P="";else{P=+P;var X=P<0||1/P<0;if(P=isNaN(P)?l:M(Math.abs(P),x),S&&(P=xM(P)),X&&+P==0&&m!=="+"&&(X=!1),B=(X?m==="("?m:a:m==="-"||m==="("?"":m)+B,A=(w==="s"&&!isNaN(P)&&ku!==void 0?fv[8+ku/3]:"")+A+(X&&m==="("?")":""),D){for(k=-1,z=P.length;++k<z;)if(L=P.charCodeAt(k),48>L||L>57){A=(L===46?i+P.slice(k+1):P.slice(k))+A,P=P.slice(0,k);break}}}_&&!y&&(P=t(P,1/0));var I=B.length+P.length+A.length,V=I<v?new Array(v-I+1).join(h):"";switch(_&&y&&(P=t(V+P,V.length?v-A.length:1/0),V=""),p){case"<":P=B+P+A+V;break;case"=":P=B+V+P+A;break;case"^":P=V.slice(0,I=V.length>>1)+B+P+A+V.slice(I);break;default:P=V+B+P+A;break}return s(P)}return R.toString=function(){return f+""},R}function c(f,d){var h=Math.max(-8,Math.min(8,Math.floor(zs(d)/3)))*3,p=Math.pow(10,-h),m=u((f=Bs(f),f.type="f",f),{suffix:fv[8+h/3]});return function(b){return m(p*b)}}return{format:u,formatPrefix:c}}var $u,Rn,Cd;$M({thousands:",",grouping:[3],currency:["$",""]});function $M(e){return $u=_M(e),Rn=$u.format,Cd=$u.formatPrefix,$u}function dv(e){return Math.max(0,-zs(Math.abs(e)))}function hv(e,t){return Math.max(0,Math.max(-8,Math.min(8,Math.floor(zs(t)/3)))*3-zs(Math.abs(e)))}function pv(e,t){return e=Math.abs(e),t=Math.abs(t)-e,Math.max(0,zs(t)-zs(e))+1}var te=1e-6,Dv=1e-12,oe=Math.PI,Ne=oe/2,mv=oe/4,Mt=oe*2,dt=180/oe,De=oe/180,me=Math.abs,qs=Math.atan,or=Math.atan2,ie=Math.cos;var Nv=Math.exp;var Pu=Math.log,Md=Math.pow,ne=Math.sin,qt=Math.sign||function(e){return e>0?1:e<0?-1:0},yt=Math.sqrt,jd=Math.tan;function Lv(e){return e>1?0:e<-1?oe:Math.acos(e)}function Kt(e){return e>1?Ne:e<-1?-Ne:Math.asin(e)}function Ut(){}function Du(e,t){e&&bv.hasOwnProperty(e.type)&&bv[e.type](e,t)}var gv={Feature:function(e,t){Du(e.geometry,t)},FeatureCollection:function(e,t){for(var n=e.features,r=-1,i=n.length;++r<i;)Du(n[r].geometry,t)}},bv={Sphere:function(e,t){t.sphere()},Point:function(e,t){e=e.coordinates,t.point(e[0],e[1],e[2])},MultiPoint:function(e,t){for(var n=e.coordinates,r=-1,i=n.length;++r<i;)e=n[r],t.point(e[0],e[1],e[2])},LineString:function(e,t){Dd(e.coordinates,t,0)},MultiLineString:function(e,t){for(var n=e.coordinates,r=-1,i=n.length;++r<i;)Dd(n[r],t,0)},Polygon:function(e,t){yv(e.coordinates,t)},MultiPolygon:function(e,t){for(var n=e.coordinates,r=-1,i=n.length;++r<i;)yv(n[r],t)},GeometryCollection:function(e,t){for(var n=e.geometries,r=-1,i=n.length;++r<i;)Du(n[r],t)}};function Dd(e,t,n){var r=-1,i=e.length-n,s;for(t.lineStart();++r<i;)s=e[r],t.point(s[0],s[1],s[2]);t.lineEnd()}function yv(e,t){var n=-1,r=e.length;for(t.polygonStart();++n<r;)Dd(e[n],t,1);t.polygonEnd()}function Pr(e,t){e&&gv.hasOwnProperty(e.type)?gv[e.type](e,t):Du(e,t)}var nP=new zt,rP=new zt;function Nd(e){return[or(e[1],e[0]),Kt(e[2])]}function Vs(e){var t=e[0],n=e[1],r=ie(n);return[r*ie(t),r*ne(t),ne(n)]}function Tu(e,t){return e[0]*t[0]+e[1]*t[1]+e[2]*t[2]}function Nu(e,t){return[e[1]*t[2]-e[2]*t[1],e[2]*t[0]-e[0]*t[2],e[0]*t[1]-e[1]*t[0]]}function Ad(e,t){e[0]+=t[0],e[1]+=t[1],e[2]+=t[2]}function Cu(e,t){return[e[0]*t,e[1]*t,e[2]*t]}function Ld(e){var t=yt(e[0]*e[0]+e[1]*e[1]+e[2]*e[2]);e[0]/=t,e[1]/=t,e[2]/=t}function Id(e,t){function n(r,i){return r=e(r,i),t(r[0],r[1])}return e.invert&&t.invert&&(n.invert=function(r,i){return r=t.invert(r,i),r&&e.invert(r[0],r[1])}),n}function Od(e,t){return me(e)>oe&&(e-=Math.round(e/Mt)*Mt),[e,t]}Od.invert=Od;function Iv(e,t,n){return(e%=Mt)?t||n?Id(xv(e),wv(t,n)):xv(e):t||n?wv(t,n):Od}function vv(e){return function(t,n){return t+=e,me(t)>oe&&(t-=Math.round(t/Mt)*Mt),[t,n]}}function xv(e){var t=vv(e);return t.invert=vv(-e),t}function wv(e,t){var n=ie(e),r=ne(e),i=ie(t),s=ne(t);function o(a,l){var u=ie(l),c=ie(a)*u,f=ne(a)*u,d=ne(l),h=d*n+c*r;return[or(f*i-h*s,c*n-d*r),Kt(h*i+f*s)]}return o.invert=function(a,l){var u=ie(l),c=ie(a)*u,f=ne(a)*u,d=ne(l),h=d*i-f*s;return[or(f*i+d*s,c*n+h*r),Kt(h*n-c*r)]},o}function SM(e){e=Iv(e[0]*De,e[1]*De,e.length>2?e[2]*De:0);function t(n){return n=e(n[0]*De,n[1]*De),n[0]*=dt,n[1]*=dt,n}return t.invert=function(n){return n=e.invert(n[0]*De,n[1]*De),n[0]*=dt,n[1]*=dt,n},t}function kM(e,t,n,r,i,s){if(n){var o=ie(t),a=ne(t),l=r*n;i==null?(i=t+r*Mt,s=t-l/2):(i=_v(o,i),s=_v(o,s),(r>0?i<s:i>s)&&(i+=r*Mt));for(var u,c=i;r>0?c>s:c<s;c-=l)u=Nd([o,-a*ie(c),-a*ne(c)]),e.point(u[0],u[1])}}function _v(e,t){t=Vs(t),t[0]-=e,Ld(t);var n=Lv(-t[1]);return((-t[2]<0?-n:n)+Mt-te)%Mt}function Ov(){var e=[],t;return{point:function(n,r,i){t.push([n,r,i])},lineStart:function(){e.push(t=[])},lineEnd:Ut,rejoin:function(){e.length>1&&e.push(e.pop().concat(e.shift()))},result:function(){var n=e;return e=[],t=null,n}}}function Eu(e,t){return me(e[0]-t[0])<te&&me(e[1]-t[1])<te}function Mu(e,t,n,r){this.x=e,this.z=t,this.o=n,this.e=r,this.v=!1,this.n=this.p=null}function zv(e,t,n,r,i){var s=[],o=[],a,l;if(e.forEach(function(p){if(!((m=p.length-1)<=0)){var m,b=p[0],y=p[m],v;if(Eu(b,y)){if(!b[2]&&!y[2]){for(i.lineStart(),a=0;a<m;++a)i.point((b=p[a])[0],b[1]);i.lineEnd();return}y[0]+=2*te}s.push(v=new Mu(b,p,null,!0)),o.push(v.o=new Mu(b,null,v,!1)),s.push(v=new Mu(y,p,null,!1)),o.push(v.o=new Mu(y,null,v,!0))}}),!!s.length){for(o.sort(t),$v(s),$v(o),a=0,l=o.length;a<l;++a)o[a].e=n=!n;for(var u=s[0],c,f;;){for(var d=u,h=!0;d.v;)if((d=d.n)===u)return;c=d.z,i.lineStart();do{if(d.v=d.o.v=!0,d.e){if(h)for(a=0,l=c.length;a<l;++a)i.point((f=c[a])[0],f[1]);else r(d.x,d.n.x,1,i);d=d.n}else{if(h)for(c=d.p.z,a=c.length-1;a>=0;--a)i.point((f=c[a])[0],f[1]);else r(d.x,d.p.x,-1,i);d=d.p}d=d.o,c=d.z,h=!h}while(!d.v);i.lineEnd()}}}function $v(e){if(t=e.length){for(var t,n=0,r=e[0],i;++n<t;)r.n=i=e[n],i.p=r,r=i;r.n=i=e[0],i.p=r}}function Rd(e){return me(e[0])<=oe?e[0]:qt(e[0])*((me(e[0])+oe)%Mt-oe)}function TM(e,t){var n=Rd(t),r=t[1],i=ne(r),s=[ne(n),-ie(n),0],o=0,a=0,l=new zt;i===1?r=Ne+te:i===-1&&(r=-Ne-te);for(var u=0,c=e.length;u<c;++u)if(d=(f=e[u]).length)for(var f,d,h=f[d-1],p=Rd(h),m=h[1]/2+mv,b=ne(m),y=ie(m),v=0;v<d;++v,p=x,b=w,y=$,h=_){var _=f[v],x=Rd(_),S=_[1]/2+mv,w=ne(S),$=ie(S),T=x-p,M=T>=0?1:-1,D=M*T,R=D>oe,P=b*w;if(l.add(or(P*M*ne(D),y*$+P*ie(D))),o+=R?T+M*Mt:T,R^p>=n^x>=n){var B=Nu(Vs(h),Vs(_));Ld(B);var A=Nu(s,B);Ld(A);var k=(R^T>=0?-1:1)*Kt(A[2]);(r>k||r===k&&(B[0]||B[1]))&&(a+=R^T>=0?1:-1)}}return(o<-te||o<te&&l<-Dv)^a&1}function Bv(e,t,n,r){return function(i){var s=t(i),o=Ov(),a=t(o),l=!1,u,c,f,d={point:h,lineStart:m,lineEnd:b,polygonStart:function(){d.point=y,d.lineStart=v,d.lineEnd=_,c=[],u=[]},polygonEnd:function(){d.point=h,d.lineStart=m,d.lineEnd=b,c=od(c);var x=TM(u,r);c.length?(l||(i.polygonStart(),l=!0),zv(c,MM,x,n,i)):x&&(l||(i.polygonStart(),l=!0),i.lineStart(),n(null,null,1,i),i.lineEnd()),l&&(i.polygonEnd(),l=!1),c=u=null},sphere:function(){i.polygonStart(),i.lineStart(),n(null,null,1,i),i.lineEnd(),i.polygonEnd()}};function h(x,S){e(x,S)&&i.point(x,S)}function p(x,S){s.point(x,S)}function m(){d.point=p,s.lineStart()}function b(){d.point=h,s.lineEnd()}function y(x,S){f.push([x,S]),a.point(x,S)}function v(){a.lineStart(),f=[]}function _(){y(f[0][0],f[0][1]),a.lineEnd();var x=a.clean(),S=o.result(),w,$=S.length,T,M,D;if(f.pop(),u.push(f),f=null,!!$){if(x&1){if(M=S[0],(T=M.length-1)>0){for(l||(i.polygonStart(),l=!0),i.lineStart(),w=0;w<T;++w)i.point((D=M[w])[0],D[1]);i.lineEnd()}return}$>1&&x&2&&S.push(S.pop().concat(S.shift())),c.push(S.filter(CM))}}return d}}function CM(e){return e.length>1}function MM(e,t){return((e=e.x)[0]<0?e[1]-Ne-te:Ne-e[1])-((t=t.x)[0]<0?t[1]-Ne-te:Ne-t[1])}var Sv=Bv(function(){return!0},AM,EM,[-oe,-Ne]);function AM(e){var t=NaN,n=NaN,r=NaN,i;return{lineStart:function(){e.lineStart(),i=1},point:function(s,o){var a=s>0?oe:-oe,l=me(s-t);me(l-oe)<te?(e.point(t,n=(n+o)/2>0?Ne:-Ne),e.point(r,n),e.lineEnd(),e.lineStart(),e.point(a,n),e.point(s,n),i=0):r!==a&&l>=oe&&(me(t-r)<te&&(t-=r*te),me(s-a)<te&&(s-=a*te),n=RM(t,n,s,o),e.point(r,n),e.lineEnd(),e.lineStart(),e.point(a,n),i=0),e.point(t=s,n=o),r=a},lineEnd:function(){e.lineEnd(),t=n=NaN},clean:function(){return 2-i}}}function RM(e,t,n,r){var i,s,o=ne(e-n);return me(o)>te?qs((ne(t)*(s=ie(r))*ne(n)-ne(r)*(i=ie(t))*ne(e))/(i*s*o)):(t+r)/2}function EM(e,t,n,r){var i;if(e==null)i=n*Ne,r.point(-oe,i),r.point(0,i),r.point(oe,i),r.point(oe,0),r.point(oe,-i),r.point(0,-i),r.point(-oe,-i),r.point(-oe,0),r.point(-oe,i);else if(me(e[0]-t[0])>te){var s=e[0]<t[0]?oe:-oe;i=n*s/2,r.point(-s,i),r.point(0,i),r.point(s,i)}else r.point(t[0],t[1])}function PM(e){var t=ie(e),n=2*De,r=t>0,i=me(t)>te;function s(c,f,d,h){kM(h,e,n,d,c,f)}function o(c,f){return ie(c)*ie(f)>t}function a(c){var f,d,h,p,m;return{lineStart:function(){p=h=!1,m=1},point:function(b,y){var v=[b,y],_,x=o(b,y),S=r?x?0:u(b,y):x?u(b+(b<0?oe:-oe),y):0;if(!f&&(p=h=x)&&c.lineStart(),x!==h&&(_=l(f,v),(!_||Eu(f,_)||Eu(v,_))&&(v[2]=1)),x!==h)m=0,x?(c.lineStart(),_=l(v,f),c.point(_[0],_[1])):(_=l(f,v),c.point(_[0],_[1],2),c.lineEnd()),f=_;else if(i&&f&&r^x){var w;!(S&d)&&(w=l(v,f,!0))&&(m=0,r?(c.lineStart(),c.point(w[0][0],w[0][1]),c.point(w[1][0],w[1][1]),c.lineEnd()):(c.point(w[1][0],w[1][1]),c.lineEnd(),c.lineStart(),c.point(w[0][0],w[0][1],3)))}x&&(!f||!Eu(f,v))&&c.point(v[0],v[1]),f=v,h=x,d=S},lineEnd:function(){h&&c.lineEnd(),f=null},clean:function(){return m|(p&&h)<<1}}}function l(c,f,d){var h=Vs(c),p=Vs(f),m=[1,0,0],b=Nu(h,p),y=Tu(b,b),v=b[0],_=y-v*v;if(!_)return!d&&c;var x=t*y/_,S=-t*v/_,w=Nu(m,b),$=Cu(m,x),T=Cu(b,S);Ad($,T);var M=w,D=Tu($,M),R=Tu(M,M),P=D*D-R*(Tu($,$)-1);if(!(P<0)){var B=yt(P),A=Cu(M,(-D-B)/R);if(Ad(A,$),A=Nd(A),!d)return A;var k=c[0],z=f[0],L=c[1],X=f[1],I;z<k&&(I=k,k=z,z=I);var V=z-k,Y=me(V-oe)<te,G=Y||V<te;if(!Y&&X<L&&(I=L,L=X,X=I),G?Y?L+X>0^A[1]<(me(A[0]-k)<te?L:X):L<=A[1]&&A[1]<=X:V>oe^(k<=A[0]&&A[0]<=z)){var U=Cu(M,(-D+B)/R);return Ad(U,$),[A,Nd(U)]}}}function u(c,f){var d=r?e:oe-e,h=0;return c<-d?h|=1:c>d&&(h|=2),f<-d?h|=4:f>d&&(h|=8),h}return Bv(o,a,s,r?[0,-e]:[-oe,e-oe])}function DM(e,t,n,r,i,s){var o=e[0],a=e[1],l=t[0],u=t[1],c=0,f=1,d=l-o,h=u-a,p;if(p=n-o,!(!d&&p>0)){if(p/=d,d<0){if(p<c)return;p<f&&(f=p)}else if(d>0){if(p>f)return;p>c&&(c=p)}if(p=i-o,!(!d&&p<0)){if(p/=d,d<0){if(p>f)return;p>c&&(c=p)}else if(d>0){if(p<c)return;p<f&&(f=p)}if(p=r-a,!(!h&&p>0)){if(p/=h,h<0){if(p<c)return;p<f&&(f=p)}else if(h>0){if(p>f)return;p>c&&(c=p)}if(p=s-a,!(!h&&p<0)){if(p/=h,h<0){if(p>f)return;p>c&&(c=p)}else if(h>0){if(p<c)return;p<f&&(f=p)}return c>0&&(e[0]=o+c*d,e[1]=a+c*h),f<1&&(t[0]=o+f*d,t[1]=a+f*h),!0}}}}}var Qo=1e9,Au=-Qo;function Wd(e,t,n,r){function i(u,c){return e<=u&&u<=n&&t<=c&&c<=r}function s(u,c,f,d){var h=0,p=0;if(u==null||(h=o(u,f))!==(p=o(c,f))||l(u,c)<0^f>0)do d.point(h===0||h===3?e:n,h>1?r:t);while((h=(h+f+4)%4)!==p);else d.point(c[0],c[1])}function o(u,c){return me(u[0]-e)<te?c>0?0:3:me(u[0]-n)<te?c>0?2:1:me(u[1]-t)<te?c>0?1:0:c>0?3:2}function a(u,c){return l(u.x,c.x)}function l(u,c){var f=o(u,1),d=o(c,1);return f!==d?f-d:f===0?c[1]-u[1]:f===1?u[0]-c[0]:f===2?u[1]-c[1]:c[0]-u[0]}return function(u){var c=u,f=Ov(),d,h,p,m,b,y,v,_,x,S,w,$={point:T,lineStart:P,lineEnd:B,polygonStart:D,polygonEnd:R};function T(k,z){i(k,z)&&c.point(k,z)}function M(){for(var k=0,z=0,L=h.length;z<L;++z)for(var X=h[z],I=1,V=X.length,Y=X[0],G,U,se=Y[0],ae=Y[1];I<V;++I)G=se,U=ae,Y=X[I],se=Y[0],ae=Y[1],U<=r?ae>r&&(se-G)*(r-U)>(ae-U)*(e-G)&&++k:ae<=r&&(se-G)*(r-U)<(ae-U)*(e-G)&&--k;return k}function D(){c=f,d=[],h=[],w=!0}function R(){var k=M(),z=w&&k,L=(d=od(d)).length;(z||L)&&(u.polygonStart(),z&&(u.lineStart(),s(null,null,1,u),u.lineEnd()),L&&zv(d,a,k,s,u),u.polygonEnd()),c=u,d=h=p=null}function P(){$.point=A,h&&h.push(p=[]),S=!0,x=!1,v=_=NaN}function B(){d&&(A(m,b),y&&x&&f.rejoin(),d.push(f.result())),$.point=T,x&&c.lineEnd()}function A(k,z){var L=i(k,z);if(h&&p.push([k,z]),S)m=k,b=z,y=L,S=!1,L&&(c.lineStart(),c.point(k,z));else if(L&&x)c.point(k,z);else{var X=[v=Math.max(Au,Math.min(Qo,v)),_=Math.max(Au,Math.min(Qo,_))],I=[k=Math.max(Au,Math.min(Qo,k)),z=Math.max(Au,Math.min(Qo,z))];DM(X,I,e,t,n,r)?(x||(c.lineStart(),c.point(X[0],X[1])),c.point(I[0],I[1]),L||c.lineEnd(),w=!1):L&&(c.lineStart(),c.point(k,z),w=!1)}v=k,_=z,x=L}return $}}var zd=e=>e,Ed=new zt,Bd=new zt,Fv,Vv,Fd,Vd,sr={point:Ut,lineStart:Ut,lineEnd:Ut,polygonStart:function(){sr.lineStart=NM,sr.lineEnd=IM},polygonEnd:function(){sr.lineStart=sr.lineEnd=sr.point=Ut,Ed.add(me(Bd)),Bd=new zt},result:function(){var e=Ed/2;return Ed=new zt,e}};function NM(){sr.point=LM}function LM(e,t){sr.point=Hv,Fv=Fd=e,Vv=Vd=t}function Hv(e,t){Bd.add(Vd*e-Fd*t),Fd=e,Vd=t}function IM(){Hv(Fv,Vv)}var Hs=1/0,Lu=Hs,la=-Hs,Iu=la,Ou={point:OM,lineStart:Ut,lineEnd:Ut,polygonStart:Ut,polygonEnd:Ut,result:function(){var e=[[Hs,Lu],[la,Iu]];return la=Iu=-(Lu=Hs=1/0),e}};function OM(e,t){e<Hs&&(Hs=e),e>la&&(la=e),t<Lu&&(Lu=t),t>Iu&&(Iu=t)}var Hd=0,qd=0,ea=0,zu=0,Bu=0,Fs=0,Ud=0,Kd=0,ta=0,qv,Uv,En,Pn,Ht={point:yi,lineStart:kv,lineEnd:Tv,polygonStart:function(){Ht.lineStart=FM,Ht.lineEnd=VM},polygonEnd:function(){Ht.point=yi,Ht.lineStart=kv,Ht.lineEnd=Tv},result:function(){var e=ta?[Ud/ta,Kd/ta]:Fs?[zu/Fs,Bu/Fs]:ea?[Hd/ea,qd/ea]:[NaN,NaN];return Hd=qd=ea=zu=Bu=Fs=Ud=Kd=ta=0,e}};function yi(e,t){Hd+=e,qd+=t,++ea}function kv(){Ht.point=zM}function zM(e,t){Ht.point=BM,yi(En=e,Pn=t)}function BM(e,t){var n=e-En,r=t-Pn,i=yt(n*n+r*r);zu+=i*(En+e)/2,Bu+=i*(Pn+t)/2,Fs+=i,yi(En=e,Pn=t)}function Tv(){Ht.point=yi}function FM(){Ht.point=HM}function VM(){Kv(qv,Uv)}function HM(e,t){Ht.point=Kv,yi(qv=En=e,Uv=Pn=t)}function Kv(e,t){var n=e-En,r=t-Pn,i=yt(n*n+r*r);zu+=i*(En+e)/2,Bu+=i*(Pn+t)/2,Fs+=i,i=Pn*e-En*t,Ud+=i*(En+e),Kd+=i*(Pn+t),ta+=i*3,yi(En=e,Pn=t)}function Yv(e){this._context=e}Yv.prototype={_radius:4.5,pointRadius:function(e){return this._radius=e,this},polygonStart:function(){this._line=0},polygonEnd:function(){this._line=NaN},lineStart:function(){this._point=0},lineEnd:function(){this._line===0&&this._context.closePath(),this._point=NaN},point:function(e,t){switch(this._point){case 0:{this._context.moveTo(e,t),this._point=1;break}case 1:{this._context.lineTo(e,t);break}default:{this._context.moveTo(e+this._radius,t),this._context.arc(e,t,this._radius,0,Mt);break}}},result:Ut};var Yd=new zt,Pd,Gv,jv,na,ra,ua={point:Ut,lineStart:function(){ua.point=qM},lineEnd:function(){Pd&&Wv(Gv,jv),ua.point=Ut},polygonStart:function(){Pd=!0},polygonEnd:function(){Pd=null},result:function(){var e=+Yd;return Yd=new zt,e}};function qM(e,t){ua.point=Wv,Gv=na=e,jv=ra=t}function Wv(e,t){na-=e,ra-=t,Yd.add(yt(na*na+ra*ra)),na=e,ra=t}var Cv,Fu,Mv,Av,Vu=class{constructor(t){this._append=t==null?Xv:UM(t),this._radius=4.5,this._=""}pointRadius(t){return this._radius=+t,this}polygonStart(){this._line=0}polygonEnd(){this._line=NaN}lineStart(){this._point=0}lineEnd(){this._line===0&&(this._+="Z"),this._point=NaN}point(t,n){switch(this._point){case 0:{this._append`M${t},${n}`,this._point=1;break}case 1:{this._append`L${t},${n}`;break}default:{if(this._append`M${t},${n}`,this._radius!==Mv||this._append!==Fu){let r=this._radius,i=this._;this._="",this._append`m0,${r}a${r},${r} 0 1,1 0,${-2*r}a${r},${r} 0 1,1 0,${2*r}z`,Mv=r,Fu=this._append,Av=this._,this._=i}this._+=Av;break}}}result(){let t=this._;return this._="",t.length?t:null}};function Xv(e){let t=1;this._+=e[0];for(let n=e.length;t<n;++t)this._+=arguments[t]+e[t]}function UM(e){let t=Math.floor(e);if(!(t>=0))throw new RangeError(`invalid digits: ${e}`);if(t>15)return Xv;if(t!==Cv){let n=10**t;Cv=t,Fu=function(i){let s=1;this._+=i[0];for(let o=i.length;s<o;++s)this._+=Math.round(arguments[s]*n)/n+i[s]}}return Fu}function fa(e,t){let n=3,r=4.5,i,s;function o(a){return a&&(typeof r=="function"&&s.pointRadius(+r.apply(this,arguments)),Pr(a,i(s))),s.result()}return o.area=function(a){return Pr(a,i(sr)),sr.result()},o.measure=function(a){return Pr(a,i(ua)),ua.result()},o.bounds=function(a){return Pr(a,i(Ou)),Ou.result()},o.centroid=function(a){return Pr(a,i(Ht)),Ht.result()},o.projection=function(a){return arguments.length?(i=a==null?(e=null,zd):(e=a).stream,o):e},o.context=function(a){return arguments.length?(s=a==null?(t=null,new Vu(n)):new Yv(t=a),typeof r!="function"&&s.pointRadius(r),o):t},o.pointRadius=function(a){return arguments.length?(r=typeof a=="function"?a:(s.pointRadius(+a),+a),o):r},o.digits=function(a){if(!arguments.length)return n;if(a==null)n=null;else{let l=Math.floor(a);if(!(l>=0))throw new RangeError(`invalid digits: ${a}`);n=l}return t===null&&(s=new Vu(n)),o},o.projection(e).digits(n).context(t)}function da(e){return{stream:Uu(e)}}function Uu(e){return function(t){var n=new Gd;for(var r in e)n[r]=e[r];return n.stream=t,n}}function Gd(){}Gd.prototype={constructor:Gd,point:function(e,t){this.stream.point(e,t)},sphere:function(){this.stream.sphere()},lineStart:function(){this.stream.lineStart()},lineEnd:function(){this.stream.lineEnd()},polygonStart:function(){this.stream.polygonStart()},polygonEnd:function(){this.stream.polygonEnd()}};function Xd(e,t,n){var r=e.clipExtent&&e.clipExtent();return e.scale(150).translate([0,0]),r!=null&&e.clipExtent(null),Pr(n,e.stream(Ou)),t(Ou.result()),r!=null&&e.clipExtent(r),e}function Zd(e,t,n){return Xd(e,function(r){var i=t[1][0]-t[0][0],s=t[1][1]-t[0][1],o=Math.min(i/(r[1][0]-r[0][0]),s/(r[1][1]-r[0][1])),a=+t[0][0]+(i-o*(r[1][0]+r[0][0]))/2,l=+t[0][1]+(s-o*(r[1][1]+r[0][1]))/2;e.scale(150*o).translate([a,l])},n)}function Zv(e,t,n){return Zd(e,[[0,0],t],n)}function Jv(e,t,n){return Xd(e,function(r){var i=+t,s=i/(r[1][0]-r[0][0]),o=(i-s*(r[1][0]+r[0][0]))/2,a=-s*r[0][1];e.scale(150*s).translate([o,a])},n)}function Qv(e,t,n){return Xd(e,function(r){var i=+t,s=i/(r[1][1]-r[0][1]),o=-s*r[0][0],a=(i-s*(r[1][1]+r[0][1]))/2;e.scale(150*s).translate([o,a])},n)}var Rv=16,KM=ie(30*De);function Ev(e,t){return+t?GM(e,t):YM(e)}function YM(e){return Uu({point:function(t,n){t=e(t,n),this.stream.point(t[0],t[1])}})}function GM(e,t){function n(r,i,s,o,a,l,u,c,f,d,h,p,m,b){var y=u-r,v=c-i,_=y*y+v*v;if(_>4*t&&m--){var x=o+d,S=a+h,w=l+p,$=yt(x*x+S*S+w*w),T=Kt(w/=$),M=me(me(w)-1)<te||me(s-f)<te?(s+f)/2:or(S,x),D=e(M,T),R=D[0],P=D[1],B=R-r,A=P-i,k=v*B-y*A;(k*k/_>t||me((y*B+v*A)/_-.5)>.3||o*d+a*h+l*p<KM)&&(n(r,i,s,o,a,l,R,P,M,x/=$,S/=$,w,m,b),b.point(R,P),n(R,P,M,x,S,w,u,c,f,d,h,p,m,b))}}return function(r){var i,s,o,a,l,u,c,f,d,h,p,m,b={point:y,lineStart:v,lineEnd:x,polygonStart:function(){r.polygonStart(),b.lineStart=S},polygonEnd:function(){r.polygonEnd(),b.lineStart=v}};function y(T,M){T=e(T,M),r.point(T[0],T[1])}function v(){f=NaN,b.point=_,r.lineStart()}function _(T,M){var D=Vs([T,M]),R=e(T,M);n(f,d,c,h,p,m,f=R[0],d=R[1],c=T,h=D[0],p=D[1],m=D[2],Rv,r),r.point(f,d)}function x(){b.point=y,r.lineEnd()}function S(){v(),b.point=w,b.lineEnd=$}function w(T,M){_(i=T,M),s=f,o=d,a=h,l=p,u=m,b.point=_}function $(){n(f,d,c,h,p,m,s,o,i,a,l,u,Rv,r),b.lineEnd=x,x()}return b}}var jM=Uu({point:function(e,t){this.stream.point(e*De,t*De)}});function WM(e){return Uu({point:function(t,n){var r=e(t,n);return this.stream.point(r[0],r[1])}})}function XM(e,t,n,r,i){function s(o,a){return o*=r,a*=i,[t+e*o,n-e*a]}return s.invert=function(o,a){return[(o-t)/e*r,(n-a)/e*i]},s}function Pv(e,t,n,r,i,s){if(!s)return XM(e,t,n,r,i);var o=ie(s),a=ne(s),l=o*e,u=a*e,c=o/e,f=a/e,d=(a*n-o*t)/e,h=(a*t+o*n)/e;function p(m,b){return m*=r,b*=i,[l*m-u*b+t,n-u*m-l*b]}return p.invert=function(m,b){return[r*(c*m-f*b+d),i*(h-f*m-c*b)]},p}function Dr(e){return ex(function(){return e})()}function ex(e){var t,n=150,r=480,i=250,s=0,o=0,a=0,l=0,u=0,c,f=0,d=1,h=1,p=null,m=Sv,b=null,y,v,_,x=zd,S=.5,w,$,T,M,D;function R(k){return T(k[0]*De,k[1]*De)}function P(k){return k=T.invert(k[0],k[1]),k&&[k[0]*dt,k[1]*dt]}R.stream=function(k){return M&&D===k?M:M=jM(WM(c)(m(w(x(D=k)))))},R.preclip=function(k){return arguments.length?(m=k,p=void 0,A()):m},R.postclip=function(k){return arguments.length?(x=k,b=y=v=_=null,A()):x},R.clipAngle=function(k){return arguments.length?(m=+k?PM(p=k*De):(p=null,Sv),A()):p*dt},R.clipExtent=function(k){return arguments.length?(x=k==null?(b=y=v=_=null,zd):Wd(b=+k[0][0],y=+k[0][1],v=+k[1][0],_=+k[1][1]),A()):b==null?null:[[b,y],[v,_]]},R.scale=function(k){return arguments.length?(n=+k,B()):n},R.translate=function(k){return arguments.length?(r=+k[0],i=+k[1],B()):[r,i]},R.center=function(k){return arguments.length?(s=k[0]%360*De,o=k[1]%360*De,B()):[s*dt,o*dt]},R.rotate=function(k){return arguments.length?(a=k[0]%360*De,l=k[1]%360*De,u=k.length>2?k[2]%360*De:0,B()):[a*dt,l*dt,u*dt]},R.angle=function(k){return arguments.length?(f=k%360*De,B()):f*dt},R.reflectX=function(k){return arguments.length?(d=k?-1:1,B()):d<0},R.reflectY=function(k){return arguments.length?(h=k?-1:1,B()):h<0},R.precision=function(k){return arguments.length?(w=Ev($,S=k*k),A()):yt(S)},R.fitExtent=function(k,z){return Zd(R,k,z)},R.fitSize=function(k,z){return Zv(R,k,z)},R.fitWidth=function(k,z){return Jv(R,k,z)},R.fitHeight=function(k,z){return Qv(R,k,z)};function B(){var k=Pv(n,0,0,d,h,f).apply(null,t(s,o)),z=Pv(n,r-k[0],i-k[1],d,h,f);return c=Iv(a,l,u),$=Id(t,z),T=Id(c,$),w=Ev($,S),A()}function A(){return M=D=null,R}return function(){return t=e.apply(this,arguments),R.invert=t.invert&&P,B()}}function Jd(e){var t=0,n=oe/3,r=ex(e),i=r(t,n);return i.parallels=function(s){return arguments.length?r(t=s[0]*De,n=s[1]*De):[t*dt,n*dt]},i}function ZM(e){var t=ie(e);function n(r,i){return[r*t,ne(i)/t]}return n.invert=function(r,i){return[r/t,Kt(i*t)]},n}function JM(e,t){var n=ne(e),r=(n+ne(t))/2;if(me(r)<te)return ZM(e);var i=1+n*(2*r-n),s=yt(i)/r;function o(a,l){var u=yt(i-2*r*ne(l))/r;return[u*ne(a*=r),s-u*ie(a)]}return o.invert=function(a,l){var u=s-l,c=or(a,me(u))*qt(u);return u*r<0&&(c-=oe*qt(a)*qt(u)),[c/r,Kt((i-(a*a+u*u)*r*r)/(2*r))]},o}function ca(){return Jd(JM).scale(155.424).center([0,33.6442])}function Qd(){return ca().parallels([29.5,45.5]).scale(1070).translate([480,250]).rotate([96,0]).center([-.6,38.7])}function QM(e){var t=e.length;return{point:function(n,r){for(var i=-1;++i<t;)e[i].point(n,r)},sphere:function(){for(var n=-1;++n<t;)e[n].sphere()},lineStart:function(){for(var n=-1;++n<t;)e[n].lineStart()},lineEnd:function(){for(var n=-1;++n<t;)e[n].lineEnd()},polygonStart:function(){for(var n=-1;++n<t;)e[n].polygonStart()},polygonEnd:function(){for(var n=-1;++n<t;)e[n].polygonEnd()}}}function tx(){var e,t,n=Qd(),r,i=ca().rotate([154,0]).center([-2,58.5]).parallels([55,65]),s,o=ca().rotate([157,0]).center([-3,19.9]).parallels([8,18]),a,l,u={point:function(d,h){l=[d,h]}};function c(d){var h=d[0],p=d[1];return l=null,r.point(h,p),l||(s.point(h,p),l)||(a.point(h,p),l)}c.invert=function(d){var h=n.scale(),p=n.translate(),m=(d[0]-p[0])/h,b=(d[1]-p[1])/h;return(b>=.12&&b<.234&&m>=-.425&&m<-.214?i:b>=.166&&b<.234&&m>=-.214&&m<-.115?o:n).invert(d)},c.stream=function(d){return e&&t===d?e:e=QM([n.stream(t=d),i.stream(d),o.stream(d)])},c.precision=function(d){return arguments.length?(n.precision(d),i.precision(d),o.precision(d),f()):n.precision()},c.scale=function(d){return arguments.length?(n.scale(d),i.scale(d*.35),o.scale(d),c.translate(n.translate())):n.scale()},c.translate=function(d){if(!arguments.length)return n.translate();var h=n.scale(),p=+d[0],m=+d[1];return r=n.translate(d).clipExtent([[p-.455*h,m-.238*h],[p+.455*h,m+.238*h]]).stream(u),s=i.translate([p-.307*h,m+.201*h]).clipExtent([[p-.425*h+te,m+.12*h+te],[p-.214*h-te,m+.234*h-te]]).stream(u),a=o.translate([p-.205*h,m+.212*h]).clipExtent([[p-.214*h+te,m+.166*h+te],[p-.115*h-te,m+.234*h-te]]).stream(u),f()},c.fitExtent=function(d,h){return Zd(c,d,h)},c.fitSize=function(d,h){return Zv(c,d,h)},c.fitWidth=function(d,h){return Jv(c,d,h)},c.fitHeight=function(d,h){return Qv(c,d,h)};function f(){return e=t=null,c}return c.scale(1070)}function nx(e){return function(t,n){var r=ie(t),i=ie(n),s=e(r*i);return s===1/0?[2,0]:[s*i*ne(t),s*ne(n)]}}function ha(e){return function(t,n){var r=yt(t*t+n*n),i=e(r),s=ne(i),o=ie(i);return[or(t*s,r*o),Kt(r&&n*s/r)]}}var rx=nx(function(e){return yt(2/(1+e))});rx.invert=ha(function(e){return 2*Kt(e/2)});function ix(){return Dr(rx).scale(124.75).clipAngle(180-.001)}var sx=nx(function(e){return(e=Lv(e))&&e/ne(e)});sx.invert=ha(function(e){return e});function ox(){return Dr(sx).scale(79.4188).clipAngle(180-.001)}function Ku(e,t){return[e,Pu(jd((Ne+t)/2))]}Ku.invert=function(e,t){return[e,2*qs(Nv(t))-Ne]};function ax(){return lx(Ku).scale(961/Mt)}function lx(e){var t=Dr(e),n=t.center,r=t.scale,i=t.translate,s=t.clipExtent,o=null,a,l,u;t.scale=function(f){return arguments.length?(r(f),c()):r()},t.translate=function(f){return arguments.length?(i(f),c()):i()},t.center=function(f){return arguments.length?(n(f),c()):n()},t.clipExtent=function(f){return arguments.length?(f==null?o=a=l=u=null:(o=+f[0][0],a=+f[0][1],l=+f[1][0],u=+f[1][1]),c()):o==null?null:[[o,a],[l,u]]};function c(){var f=oe*r(),d=t(SM(t.rotate()).invert([0,0]));return s(o==null?[[d[0]-f,d[1]-f],[d[0]+f,d[1]+f]]:e===Ku?[[Math.max(d[0]-f,o),a],[Math.min(d[0]+f,l),u]]:[[o,Math.max(d[1]-f,a)],[l,Math.min(d[1]+f,u)]])}return c()}function Ru(e){return jd((Ne+e)/2)}function e5(e,t){var n=ie(e),r=e===t?ne(e):Pu(n/ie(t))/Pu(Ru(t)/Ru(e)),i=n*Md(Ru(e),r)/r;if(!r)return Ku;function s(o,a){i>0?a<-Ne+te&&(a=-Ne+te):a>Ne-te&&(a=Ne-te);var l=i/Md(Ru(a),r);return[l*ne(r*o),i-l*ie(r*o)]}return s.invert=function(o,a){var l=i-a,u=qt(r)*yt(o*o+l*l),c=or(o,me(l))*qt(l);return l*r<0&&(c-=oe*qt(o)*qt(l)),[c/r,2*qs(Md(i/u,1/r))-Ne]},s}function ux(){return Jd(e5).scale(109.5).parallels([30,30])}function Hu(e,t){return[e,t]}Hu.invert=Hu;function cx(){return Dr(Hu).scale(152.63)}function t5(e,t){var n=ie(e),r=e===t?ne(e):(n-ie(t))/(t-e),i=n/r+e;if(me(r)<te)return Hu;function s(o,a){var l=i-a,u=r*o;return[l*ne(u),i-l*ie(u)]}return s.invert=function(o,a){var l=i-a,u=or(o,me(l))*qt(l);return l*r<0&&(u-=oe*qt(o)*qt(l)),[u/r,i-qt(r)*yt(o*o+l*l)]},s}function fx(){return Jd(t5).scale(131.154).center([0,13.9389])}var ia=1.340264,sa=-.081106,oa=893e-6,aa=.003796,qu=yt(3)/2,n5=12;function dx(e,t){var n=Kt(qu*ne(t)),r=n*n,i=r*r*r;return[e*ie(n)/(qu*(ia+3*sa*r+i*(7*oa+9*aa*r))),n*(ia+sa*r+i*(oa+aa*r))]}dx.invert=function(e,t){for(var n=t,r=n*n,i=r*r*r,s=0,o,a,l;s<n5&&(a=n*(ia+sa*r+i*(oa+aa*r))-t,l=ia+3*sa*r+i*(7*oa+9*aa*r),n-=o=a/l,r=n*n,i=r*r*r,!(me(o)<Dv));++s);return[qu*e*(ia+3*sa*r+i*(7*oa+9*aa*r))/ie(n),Kt(ne(n)/qu)]};function hx(){return Dr(dx).scale(177.158)}function px(e,t){var n=ie(t),r=ie(e)*n;return[n*ne(e)/r,ne(t)/r]}px.invert=ha(qs);function mx(){return Dr(px).scale(144.049).clipAngle(60)}function r5(e,t){var n=t*t,r=n*n;return[e*(.8707-.131979*n+r*(-.013791+r*(.003971*n-.001529*r))),t*(1.007226+n*(.015085+r*(-.044475+.028874*n-.005916*r)))]}r5.invert=function(e,t){var n=t,r=25,i;do{var s=n*n,o=s*s;n-=i=(n*(1.007226+s*(.015085+o*(-.044475+.028874*s-.005916*o)))-t)/(1.007226+s*(.015085*3+o*(-.044475*7+.028874*9*s-.005916*11*o)))}while(me(i)>te&&--r>0);return[e/(.8707+(s=n*n)*(-.131979+s*(-.013791+s*s*s*(.003971-.001529*s)))),n]};function gx(e,t){return[ie(t)*ne(e),ne(t)]}gx.invert=ha(Kt);function bx(){return Dr(gx).scale(249.5).clipAngle(90+te)}function yx(e,t){var n=ie(t),r=1+ie(e)*n;return[n*ne(e)/r,ne(t)/r]}yx.invert=ha(function(e){return 2*qs(e)});function vx(){return Dr(yx).scale(250).clipAngle(142)}function xx(e,t){return[Pu(jd((Ne+t)/2)),-e]}xx.invert=function(e,t){return[-t,2*qs(Nv(e))-Ne]};function wx(){var e=lx(xx),t=e.center,n=e.rotate;return e.center=function(r){return arguments.length?t([-r[1],r[0]]):(r=t(),[r[1],-r[0]])},e.rotate=function(r){return arguments.length?n([r[0],r[1],r.length>2?r[2]+90:90]):(r=n(),[r[0],r[1],r[2]-90])},n([0,0,90]).scale(159.155)}var eh=new Date,th=new Date;function Ve(e,t,n,r){function i(s){return e(s=arguments.length===0?new Date:new Date(+s)),s}return i.floor=s=>(e(s=new Date(+s)),s),i.ceil=s=>(e(s=new Date(s-1)),t(s,1),e(s),s),i.round=s=>{let o=i(s),a=i.ceil(s);return s-o<a-s?o:a},i.offset=(s,o)=>(t(s=new Date(+s),o==null?1:Math.floor(o)),s),i.range=(s,o,a)=>{let l=[];if(s=i.ceil(s),a=a==null?1:Math.floor(a),!(s<o)||!(a>0))return l;let u;do l.push(u=new Date(+s)),t(s,a),e(s);while(u<s&&s<o);return l},i.filter=s=>Ve(o=>{if(o>=o)for(;e(o),!s(o);)o.setTime(o-1)},(o,a)=>{if(o>=o)if(a<0)for(;++a<=0;)for(;t(o,-1),!s(o););else for(;--a>=0;)for(;t(o,1),!s(o););}),n&&(i.count=(s,o)=>(eh.setTime(+s),th.setTime(+o),e(eh),e(th),Math.floor(n(eh,th))),i.every=s=>(s=Math.floor(s),!isFinite(s)||!(s>0)?null:s>1?i.filter(r?o=>r(o)%s===0:o=>i.count(0,o)%s===0):i)),i}var Yu=Ve(()=>{},(e,t)=>{e.setTime(+e+t)},(e,t)=>t-e);Yu.every=e=>(e=Math.floor(e),!isFinite(e)||!(e>0)?null:e>1?Ve(t=>{t.setTime(Math.floor(t/e)*e)},(t,n)=>{t.setTime(+t+n*e)},(t,n)=>(n-t)/e):Yu);var oP=Yu.range,ar=1e3,Yt=ar*60,lr=Yt*60,ur=lr*24,rh=ur*7,_x=ur*30,nh=ur*365,ht=Ve(e=>{e.setTime(e-e.getMilliseconds())},(e,t)=>{e.setTime(+e+t*ar)},(e,t)=>(t-e)/ar,e=>e.getUTCSeconds()),aP=ht.range,vi=Ve(e=>{e.setTime(e-e.getMilliseconds()-e.getSeconds()*ar)},(e,t)=>{e.setTime(+e+t*Yt)},(e,t)=>(t-e)/Yt,e=>e.getMinutes()),lP=vi.range,xi=Ve(e=>{e.setUTCSeconds(0,0)},(e,t)=>{e.setTime(+e+t*Yt)},(e,t)=>(t-e)/Yt,e=>e.getUTCMinutes()),uP=xi.range,wi=Ve(e=>{e.setTime(e-e.getMilliseconds()-e.getSeconds()*ar-e.getMinutes()*Yt)},(e,t)=>{e.setTime(+e+t*lr)},(e,t)=>(t-e)/lr,e=>e.getHours()),cP=wi.range,_i=Ve(e=>{e.setUTCMinutes(0,0,0)},(e,t)=>{e.setTime(+e+t*lr)},(e,t)=>(t-e)/lr,e=>e.getUTCHours()),fP=_i.range,Dn=Ve(e=>e.setHours(0,0,0,0),(e,t)=>e.setDate(e.getDate()+t),(e,t)=>(t-e-(t.getTimezoneOffset()-e.getTimezoneOffset())*Yt)/ur,e=>e.getDate()-1),dP=Dn.range,Us=Ve(e=>{e.setUTCHours(0,0,0,0)},(e,t)=>{e.setUTCDate(e.getUTCDate()+t)},(e,t)=>(t-e)/ur,e=>e.getUTCDate()-1),hP=Us.range,pa=Ve(e=>{e.setUTCHours(0,0,0,0)},(e,t)=>{e.setUTCDate(e.getUTCDate()+t)},(e,t)=>(t-e)/ur,e=>Math.floor(e/ur)),pP=pa.range;function $i(e){return Ve(t=>{t.setDate(t.getDate()-(t.getDay()+7-e)%7),t.setHours(0,0,0,0)},(t,n)=>{t.setDate(t.getDate()+n*7)},(t,n)=>(n-t-(n.getTimezoneOffset()-t.getTimezoneOffset())*Yt)/rh)}var Nn=$i(0),Si=$i(1),ih=$i(2),sh=$i(3),cr=$i(4),oh=$i(5),ah=$i(6),mP=Nn.range,gP=Si.range,bP=ih.range,yP=sh.range,vP=cr.range,xP=oh.range,wP=ah.range;function ki(e){return Ve(t=>{t.setUTCDate(t.getUTCDate()-(t.getUTCDay()+7-e)%7),t.setUTCHours(0,0,0,0)},(t,n)=>{t.setUTCDate(t.getUTCDate()+n*7)},(t,n)=>(n-t)/rh)}var Ln=ki(0),Ti=ki(1),lh=ki(2),uh=ki(3),fr=ki(4),ch=ki(5),fh=ki(6),_P=Ln.range,$P=Ti.range,SP=lh.range,kP=uh.range,TP=fr.range,CP=ch.range,MP=fh.range,Ci=Ve(e=>{e.setDate(1),e.setHours(0,0,0,0)},(e,t)=>{e.setMonth(e.getMonth()+t)},(e,t)=>t.getMonth()-e.getMonth()+(t.getFullYear()-e.getFullYear())*12,e=>e.getMonth()),AP=Ci.range,Mi=Ve(e=>{e.setUTCDate(1),e.setUTCHours(0,0,0,0)},(e,t)=>{e.setUTCMonth(e.getUTCMonth()+t)},(e,t)=>t.getUTCMonth()-e.getUTCMonth()+(t.getUTCFullYear()-e.getUTCFullYear())*12,e=>e.getUTCMonth()),RP=Mi.range,vt=Ve(e=>{e.setMonth(0,1),e.setHours(0,0,0,0)},(e,t)=>{e.setFullYear(e.getFullYear()+t)},(e,t)=>t.getFullYear()-e.getFullYear(),e=>e.getFullYear());vt.every=e=>!isFinite(e=Math.floor(e))||!(e>0)?null:Ve(t=>{t.setFullYear(Math.floor(t.getFullYear()/e)*e),t.setMonth(0,1),t.setHours(0,0,0,0)},(t,n)=>{t.setFullYear(t.getFullYear()+n*e)});var EP=vt.range,xt=Ve(e=>{e.setUTCMonth(0,1),e.setUTCHours(0,0,0,0)},(e,t)=>{e.setUTCFullYear(e.getUTCFullYear()+t)},(e,t)=>t.getUTCFullYear()-e.getUTCFullYear(),e=>e.getUTCFullYear());xt.every=e=>!isFinite(e=Math.floor(e))||!(e>0)?null:Ve(t=>{t.setUTCFullYear(Math.floor(t.getUTCFullYear()/e)*e),t.setUTCMonth(0,1),t.setUTCHours(0,0,0,0)},(t,n)=>{t.setUTCFullYear(t.getUTCFullYear()+n*e)});var PP=xt.range;function $x(e,t,n,r,i,s){let o=[[ht,1,ar],[ht,5,5*ar],[ht,15,15*ar],[ht,30,30*ar],[s,1,Yt],[s,5,5*Yt],[s,15,15*Yt],[s,30,30*Yt],[i,1,lr],[i,3,3*lr],[i,6,6*lr],[i,12,12*lr],[r,1,ur],[r,2,2*ur],[n,1,rh],[t,1,_x],[t,3,3*_x],[e,1,nh]];function a(u,c,f){let d=c<u;d&&([u,c]=[c,u]);let h=f&&typeof f.range=="function"?f:l(u,c,f),p=h?h.range(u,+c+1):[];return d?p.reverse():p}function l(u,c,f){let d=Math.abs(c-u)/f,h=Cs(([,,b])=>b).right(o,d);if(h===o.length)return e.every(Yo(u/nh,c/nh,f));if(h===0)return Yu.every(Math.max(Yo(u,c,f),1));let[p,m]=o[d/o[h-1][2]<o[h][2]/d?h-1:h];return p.every(m)}return[a,l]}var[Sx,Gu]=$x(xt,Mi,Ln,pa,_i,xi),[kx,Tx]=$x(vt,Ci,Nn,Dn,wi,vi);function dh(e){if(0<=e.y&&e.y<100){var t=new Date(-1,e.m,e.d,e.H,e.M,e.S,e.L);return t.setFullYear(e.y),t}return new Date(e.y,e.m,e.d,e.H,e.M,e.S,e.L)}function hh(e){if(0<=e.y&&e.y<100){var t=new Date(Date.UTC(-1,e.m,e.d,e.H,e.M,e.S,e.L));return t.setUTCFullYear(e.y),t}return new Date(Date.UTC(e.y,e.m,e.d,e.H,e.M,e.S,e.L))}function ma(e,t,n){return{y:e,m:t,d:n,H:0,M:0,S:0,L:0}}function i5(e){var t=e.dateTime,n=e.date,r=e.time,i=e.periods,s=e.days,o=e.shortDays,a=e.months,l=e.shortMonths,u=ga(i),c=ba(i),f=ga(s),d=ba(s),h=ga(o),p=ba(o),m=ga(a),b=ba(a),y=ga(l),v=ba(l),_={a:L,A:X,b:I,B:V,c:null,d:Px,e:Px,f:C5,g:O5,G:B5,H:S5,I:k5,j:T5,L:Ox,m:M5,M:A5,p:Y,q:G,Q:Lx,s:Ix,S:R5,u:E5,U:P5,V:D5,w:N5,W:L5,x:null,X:null,y:I5,Y:z5,Z:F5,"%":Nx},x={a:U,A:se,b:ae,B:ue,c:null,d:Dx,e:Dx,f:U5,g:e4,G:n4,H:V5,I:H5,j:q5,L:Bx,m:K5,M:Y5,p:q,q:Q,Q:Lx,s:Ix,S:G5,u:j5,U:W5,V:X5,w:Z5,W:J5,x:null,X:null,y:Q5,Y:t4,Z:r4,"%":Nx},S={a:D,A:R,b:P,B,c:A,d:Rx,e:Rx,f:x5,g:Ax,G:Mx,H:Ex,I:Ex,j:g5,L:v5,m:m5,M:b5,p:M,q:p5,Q:_5,s:$5,S:y5,u:u5,U:c5,V:f5,w:l5,W:d5,x:k,X:z,y:Ax,Y:Mx,Z:h5,"%":w5};_.x=w(n,_),_.X=w(r,_),_.c=w(t,_),x.x=w(n,x),x.X=w(r,x),x.c=w(t,x);function w(N,H){return function(j){var E=[],fe=-1,Z=0,pe=N.length,we,nt,wr;for(j instanceof Date||(j=new Date(+j));++fe<pe;)N.charCodeAt(fe)===37&&(E.push(N.slice(Z,fe)),(nt=Cx[we=N.charAt(++fe)])!=null?we=N.charAt(++fe):nt=we==="e"?" ":"0",(wr=H[we])&&(we=wr(j,nt)),E.push(we),Z=fe+1);return E.push(N.slice(Z,fe)),E.join("")}}function $(N,H){return function(j){var E=ma(1900,void 0,1),fe=T(E,N,j+="",0),Z,pe;if(fe!=j.length)return null;if("Q"in E)return new Date(E.Q);if("s"in E)return new Date(E.s*1e3+("L"in E?E.L:0));if(H&&!("Z"in E)&&(E.Z=0),"p"in E&&(E.H=E.H%12+E.p*12),E.m===void 0&&(E.m="q"in E?E.q:0),"V"in E){if(E.V<1||E.V>53)return null;"w"in E||(E.w=1),"Z"in E?(Z=hh(ma(E.y,0,1)),pe=Z.getUTCDay(),Z=pe>4||pe===0?Ti.ceil(Z):Ti(Z),Z=Us.offset(Z,(E.V-1)*7),E.y=Z.getUTCFullYear(),E.m=Z.getUTCMonth(),E.d=Z.getUTCDate()+(E.w+6)%7):(Z=dh(ma(E.y,0,1)),pe=Z.getDay(),Z=pe>4||pe===0?Si.ceil(Z):Si(Z),Z=Dn.offset(Z,(E.V-1)*7),E.y=Z.getFullYear(),E.m=Z.getMonth(),E.d=Z.getDate()+(E.w+6)%7)}else("W"in E||"U"in E)&&("w"in E||(E.w="u"in E?E.u%7:"W"in E?1:0),pe="Z"in E?hh(ma(E.y,0,1)).getUTCDay():dh(ma(E.y,0,1)).getDay(),E.m=0,E.d="W"in E?(E.w+6)%7+E.W*7-(pe+5)%7:E.w+E.U*7-(pe+6)%7);return"Z"in E?(E.H+=E.Z/100|0,E.M+=E.Z%100,hh(E)):dh(E)}}function T(N,H,j,E){for(var fe=0,Z=H.length,pe=j.length,we,nt;fe<Z;){if(E>=pe)return-1;if(we=H.charCodeAt(fe++),we===37){if(we=H.charAt(fe++),nt=S[we in Cx?H.charAt(fe++):we],!nt||(E=nt(N,j,E))<0)return-1}else if(we!=j.charCodeAt(E++))return-1}return E}function M(N,H,j){var E=u.exec(H.slice(j));return E?(N.p=c.get(E[0].toLowerCase()),j+E[0].length):-1}function D(N,H,j){var E=h.exec(H.slice(j));return E?(N.w=p.get(E[0].toLowerCase()),j+E[0].length):-1}function R(N,H,j){var E=f.exec(H.slice(j));return E?(N.w=d.get(E[0].toLowerCase()),j+E[0].length):-1}function P(N,H,j){var E=y.exec(H.slice(j));return E?(N.m=v.get(E[0].toLowerCase()),j+E[0].length):-1}function B(N,H,j){var E=m.exec(H.slice(j));return E?(N.m=b.get(E[0].toLowerCase()),j+E[0].length):-1}function A(N,H,j){return T(N,t,H,j)}function k(N,H,j){return T(N,n,H,j)}function z(N,H,j){return T(N,r,H,j)}function L(N){return o[N.getDay()]}function X(N){return s[N.getDay()]}function I(N){return l[N.getMonth()]}function V(N){return a[N.getMonth()]}function Y(N){return i[+(N.getHours()>=12)]}function G(N){return 1+~~(N.getMonth()/3)}function U(N){return o[N.getUTCDay()]}function se(N){return s[N.getUTCDay()]}function ae(N){return l[N.getUTCMonth()]}function ue(N){return a[N.getUTCMonth()]}function q(N){return i[+(N.getUTCHours()>=12)]}function Q(N){return 1+~~(N.getUTCMonth()/3)}return{format:function(N){var H=w(N+="",_);return H.toString=function(){return N},H},parse:function(N){var H=$(N+="",!1);return H.toString=function(){return N},H},utcFormat:function(N){var H=w(N+="",x);return H.toString=function(){return N},H},utcParse:function(N){var H=$(N+="",!0);return H.toString=function(){return N},H}}}var Cx={"-":"",_:" ",0:"0"},je=/^\s*\d+/,s5=/^%/,o5=/[\\^$*+?|[\]().{}]/g;function he(e,t,n){var r=e<0?"-":"",i=(r?-e:e)+"",s=i.length;return r+(s<n?new Array(n-s+1).join(t)+i:i)}function a5(e){return e.replace(o5,"\\$&")}function ga(e){return new RegExp("^(?:"+e.map(a5).join("|")+")","i")}function ba(e){return new Map(e.map((t,n)=>[t.toLowerCase(),n]))}function l5(e,t,n){var r=je.exec(t.slice(n,n+1));return r?(e.w=+r[0],n+r[0].length):-1}function u5(e,t,n){var r=je.exec(t.slice(n,n+1));return r?(e.u=+r[0],n+r[0].length):-1}function c5(e,t,n){var r=je.exec(t.slice(n,n+2));return r?(e.U=+r[0],n+r[0].length):-1}function f5(e,t,n){var r=je.exec(t.slice(n,n+2));return r?(e.V=+r[0],n+r[0].length):-1}function d5(e,t,n){var r=je.exec(t.slice(n,n+2));return r?(e.W=+r[0],n+r[0].length):-1}function Mx(e,t,n){var r=je.exec(t.slice(n,n+4));return r?(e.y=+r[0],n+r[0].length):-1}function Ax(e,t,n){var r=je.exec(t.slice(n,n+2));return r?(e.y=+r[0]+(+r[0]>68?1900:2e3),n+r[0].length):-1}function h5(e,t,n){var r=/^(Z)|([+-]\d\d)(?::?(\d\d))?/.exec(t.slice(n,n+6));return r?(e.Z=r[1]?0:-(r[2]+(r[3]||"00")),n+r[0].length):-1}function p5(e,t,n){var r=je.exec(t.slice(n,n+1));return r?(e.q=r[0]*3-3,n+r[0].length):-1}function m5(e,t,n){var r=je.exec(t.slice(n,n+2));return r?(e.m=r[0]-1,n+r[0].length):-1}function Rx(e,t,n){var r=je.exec(t.slice(n,n+2));return r?(e.d=+r[0],n+r[0].length):-1}function g5(e,t,n){var r=je.exec(t.slice(n,n+3));return r?(e.m=0,e.d=+r[0],n+r[0].length):-1}function Ex(e,t,n){var r=je.exec(t.slice(n,n+2));return r?(e.H=+r[0],n+r[0].length):-1}function b5(e,t,n){var r=je.exec(t.slice(n,n+2));return r?(e.M=+r[0],n+r[0].length):-1}function y5(e,t,n){var r=je.exec(t.slice(n,n+2));return r?(e.S=+r[0],n+r[0].length):-1}function v5(e,t,n){var r=je.exec(t.slice(n,n+3));return r?(e.L=+r[0],n+r[0].length):-1}function x5(e,t,n){var r=je.exec(t.slice(n,n+6));return r?(e.L=Math.floor(r[0]/1e3),n+r[0].length):-1}function w5(e,t,n){var r=s5.exec(t.slice(n,n+1));return r?n+r[0].length:-1}function _5(e,t,n){var r=je.exec(t.slice(n));return r?(e.Q=+r[0],n+r[0].length):-1}function $5(e,t,n){var r=je.exec(t.slice(n));return r?(e.s=+r[0],n+r[0].length):-1}function Px(e,t){return he(e.getDate(),t,2)}function S5(e,t){return he(e.getHours(),t,2)}function k5(e,t){return he(e.getHours()%12||12,t,2)}function T5(e,t){return he(1+Dn.count(vt(e),e),t,3)}function Ox(e,t){return he(e.getMilliseconds(),t,3)}function C5(e,t){return Ox(e,t)+"000"}function M5(e,t){return he(e.getMonth()+1,t,2)}function A5(e,t){return he(e.getMinutes(),t,2)}function R5(e,t){return he(e.getSeconds(),t,2)}function E5(e){var t=e.getDay();return t===0?7:t}function P5(e,t){return he(Nn.count(vt(e)-1,e),t,2)}function zx(e){var t=e.getDay();return t>=4||t===0?cr(e):cr.ceil(e)}function D5(e,t){return e=zx(e),he(cr.count(vt(e),e)+(vt(e).getDay()===4),t,2)}function N5(e){return e.getDay()}function L5(e,t){return he(Si.count(vt(e)-1,e),t,2)}function I5(e,t){return he(e.getFullYear()%100,t,2)}function O5(e,t){return e=zx(e),he(e.getFullYear()%100,t,2)}function z5(e,t){return he(e.getFullYear()%1e4,t,4)}function B5(e,t){var n=e.getDay();return e=n>=4||n===0?cr(e):cr.ceil(e),he(e.getFullYear()%1e4,t,4)}function F5(e){var t=e.getTimezoneOffset();return(t>0?"-":(t*=-1,"+"))+he(t/60|0,"0",2)+he(t%60,"0",2)}function Dx(e,t){return he(e.getUTCDate(),t,2)}function V5(e,t){return he(e.getUTCHours(),t,2)}function H5(e,t){return he(e.getUTCHours()%12||12,t,2)}function q5(e,t){return he(1+Us.count(xt(e),e),t,3)}function Bx(e,t){return he(e.getUTCMilliseconds(),t,3)}function U5(e,t){return Bx(e,t)+"000"}function K5(e,t){return he(e.getUTCMonth()+1,t,2)}function Y5(e,t){return he(e.getUTCMinutes(),t,2)}function G5(e,t){return he(e.getUTCSeconds(),t,2)}function j5(e){var t=e.getUTCDay();return t===0?7:t}function W5(e,t){return he(Ln.count(xt(e)-1,e),t,2)}function Fx(e){var t=e.getUTCDay();return t>=4||t===0?fr(e):fr.ceil(e)}function X5(e,t){return e=Fx(e),he(fr.count(xt(e),e)+(xt(e).getUTCDay()===4),t,2)}function Z5(e){return e.getUTCDay()}function J5(e,t){return he(Ti.count(xt(e)-1,e),t,2)}function Q5(e,t){return he(e.getUTCFullYear()%100,t,2)}function e4(e,t){return e=Fx(e),he(e.getUTCFullYear()%100,t,2)}function t4(e,t){return he(e.getUTCFullYear()%1e4,t,4)}function n4(e,t){var n=e.getUTCDay();return e=n>=4||n===0?fr(e):fr.ceil(e),he(e.getUTCFullYear()%1e4,t,4)}function r4(){return"+0000"}function Nx(){return"%"}function Lx(e){return+e}function Ix(e){return Math.floor(+e/1e3)}var Ks,ya,i4,In,Vx;s4({dateTime:"%x, %X",date:"%-m/%-d/%Y",time:"%-I:%M:%S %p",periods:["AM","PM"],days:["Sunday","Monday","Tuesday","Wednesday","Thursday","Friday","Saturday"],shortDays:["Sun","Mon","Tue","Wed","Thu","Fri","Sat"],months:["January","February","March","April","May","June","July","August","September","October","November","December"],shortMonths:["Jan","Feb","Mar","Apr","May","Jun","Jul","Aug","Sep","Oct","Nov","Dec"]});function s4(e){return Ks=i5(e),ya=Ks.format,i4=Ks.parse,In=Ks.utcFormat,Vx=Ks.utcParse,Ks}var Hx="%Y-%m-%dT%H:%M:%S.%LZ";function o4(e){return e.toISOString()}var LP=Date.prototype.toISOString?o4:In(Hx);function a4(e){var t=new Date(e);return isNaN(t)?null:t}var IP=+new Date("2000-01-01T00:00:00.000Z")?a4:Vx(Hx);function On(e,t){switch(arguments.length){case 0:break;case 1:this.range(e);break;default:this.range(t).domain(e);break}return this}function Wu(e,t){switch(arguments.length){case 0:break;case 1:{typeof e=="function"?this.interpolator(e):this.range(e);break}default:{this.domain(e),typeof t=="function"?this.interpolator(t):this.range(t);break}}return this}var ju=Symbol("implicit");function Xu(){var e=new Bt,t=[],n=[],r=ju;function i(s){let o=e.get(s);if(o===void 0){if(r!==ju)return r;e.set(s,o=t.push(s)-1)}return n[o%n.length]}return i.domain=function(s){if(!arguments.length)return t.slice();t=[],e=new Bt;for(let o of s)e.has(o)||e.set(o,t.push(o)-1);return i},i.range=function(s){return arguments.length?(n=Array.from(s),i):n.slice()},i.unknown=function(s){return arguments.length?(r=s,i):r},i.copy=function(){return Xu(t,n).unknown(r)},On.apply(i,arguments),i}function Ys(){var e=Xu().unknown(void 0),t=e.domain,n=e.range,r=0,i=1,s,o,a=!1,l=0,u=0,c=.5;delete e.unknown;function f(){var d=t().length,h=i<r,p=h?i:r,m=h?r:i;s=(m-p)/Math.max(1,d-l+u*2),a&&(s=Math.floor(s)),p+=(m-p-s*(d-l))*c,o=s*(1-l),a&&(p=Math.round(p),o=Math.round(o));var b=As(d).map(function(y){return p+s*y});return n(h?b.reverse():b)}return e.domain=function(d){return arguments.length?(t(d),f()):t()},e.range=function(d){return arguments.length?([r,i]=d,r=+r,i=+i,f()):[r,i]},e.rangeRound=function(d){return[r,i]=d,r=+r,i=+i,a=!0,f()},e.bandwidth=function(){return o},e.step=function(){return s},e.round=function(d){return arguments.length?(a=!!d,f()):a},e.padding=function(d){return arguments.length?(l=Math.min(1,u=+d),f()):l},e.paddingInner=function(d){return arguments.length?(l=Math.min(1,d),f()):l},e.paddingOuter=function(d){return arguments.length?(u=+d,f()):u},e.align=function(d){return arguments.length?(c=Math.max(0,Math.min(1,d)),f()):c},e.copy=function(){return Ys(t(),[r,i]).round(a).paddingInner(l).paddingOuter(u).align(c)},On.apply(f(),arguments)}function Xx(e){var t=e.copy;return e.padding=e.paddingOuter,delete e.paddingInner,delete e.paddingOuter,e.copy=function(){return Xx(t())},e}function Zx(){return Xx(Ys.apply(null,arguments).paddingInner(1))}function l4(e){return function(){return e}}function ph(e){return+e}var qx=[0,1];function Gt(e){return e}function mh(e,t){return(t-=e=+e)?function(n){return(n-e)/t}:l4(isNaN(t)?NaN:.5)}function u4(e,t){var n;return e>t&&(n=e,e=t,t=n),function(r){return Math.max(e,Math.min(t,r))}}function c4(e,t,n){var r=e[0],i=e[1],s=t[0],o=t[1];return i<r?(r=mh(i,r),s=n(o,s)):(r=mh(r,i),s=n(s,o)),function(a){return s(r(a))}}function f4(e,t,n){var r=Math.min(e.length,t.length)-1,i=new Array(r),s=new Array(r),o=-1;for(e[r]<e[0]&&(e=e.slice().reverse(),t=t.slice().reverse());++o<r;)i[o]=mh(e[o],e[o+1]),s[o]=n(t[o],t[o+1]);return function(a){var l=Ms(e,a,1,r)-1;return s[l](i[l](a))}}function va(e,t){return t.domain(e.domain()).range(e.range()).interpolate(e.interpolate()).clamp(e.clamp()).unknown(e.unknown())}function Zu(){var e=qx,t=qx,n=Os,r,i,s,o=Gt,a,l,u;function c(){var d=Math.min(e.length,t.length);return o!==Gt&&(o=u4(e[0],e[d-1])),a=d>2?f4:c4,l=u=null,f}function f(d){return d==null||isNaN(d=+d)?s:(l||(l=a(e.map(r),t,n)))(r(o(d)))}return f.invert=function(d){return o(i((u||(u=a(t,e.map(r),Fe)))(d)))},f.domain=function(d){return arguments.length?(e=Array.from(d,ph),c()):e.slice()},f.range=function(d){return arguments.length?(t=Array.from(d),c()):t.slice()},f.rangeRound=function(d){return t=Array.from(d),n=Zo,c()},f.clamp=function(d){return arguments.length?(o=d?!0:Gt,c()):o!==Gt},f.interpolate=function(d){return arguments.length?(n=d,c()):n},f.unknown=function(d){return arguments.length?(s=d,f):s},function(d,h){return r=d,i=h,c()}}function Jx(){return Zu()(Gt,Gt)}function d4(e,t,n,r){var i=Yo(e,t,n),s;switch(r=Bs(r??",f"),r.type){case"s":{var o=Math.max(Math.abs(e),Math.abs(t));return r.precision==null&&!isNaN(s=hv(i,o))&&(r.precision=s),Cd(r,o)}case"":case"e":case"g":case"p":case"r":{r.precision==null&&!isNaN(s=pv(i,Math.max(Math.abs(e),Math.abs(t))))&&(r.precision=s-(r.type==="e"));break}case"f":case"%":{r.precision==null&&!isNaN(s=dv(i))&&(r.precision=s-(r.type==="%")*2);break}}return Rn(r)}function xa(e){var t=e.domain;return e.ticks=function(n){var r=t();return Mr(r[0],r[r.length-1],n??10)},e.tickFormat=function(n,r){var i=t();return d4(i[0],i[i.length-1],n??10,r)},e.nice=function(n){n==null&&(n=10);var r=t(),i=0,s=r.length-1,o=r[i],a=r[s],l,u,c=10;for(a<o&&(u=o,o=a,a=u,u=i,i=s,s=u);c-- >0;){if(u=Ts(o,a,n),u===l)return r[i]=o,r[s]=a,t(r);if(u>0)o=Math.floor(o/u)*u,a=Math.ceil(a/u)*u;else if(u<0)o=Math.ceil(o*u)/u,a=Math.floor(a*u)/u;else break;l=u}return e},e}function wa(){var e=Jx();return e.copy=function(){return va(e,wa())},On.apply(e,arguments),xa(e)}function gh(e){var t;function n(r){return r==null||isNaN(r=+r)?t:r}return n.invert=n,n.domain=n.range=function(r){return arguments.length?(e=Array.from(r,ph),n):e.slice()},n.unknown=function(r){return arguments.length?(t=r,n):t},n.copy=function(){return gh(e).unknown(t)},e=arguments.length?Array.from(e,ph):[0,1],xa(n)}function Qx(e,t){e=e.slice();var n=0,r=e.length-1,i=e[n],s=e[r],o;return s<i&&(o=n,n=r,r=o,o=i,i=s,s=o),e[n]=t.floor(i),e[r]=t.ceil(s),e}function Ux(e){return Math.log(e)}function Kx(e){return Math.exp(e)}function h4(e){return-Math.log(-e)}function p4(e){return-Math.exp(-e)}function m4(e){return isFinite(e)?+("1e"+e):e<0?0:e}function g4(e){return e===10?m4:e===Math.E?Math.exp:t=>Math.pow(e,t)}function b4(e){return e===Math.E?Math.log:e===10&&Math.log10||e===2&&Math.log2||(e=Math.log(e),t=>Math.log(t)/e)}function Yx(e){return(t,n)=>-e(-t,n)}function e1(e){let t=e(Ux,Kx),n=t.domain,r=10,i,s;function o(){return i=b4(r),s=g4(r),n()[0]<0?(i=Yx(i),s=Yx(s),e(h4,p4)):e(Ux,Kx),t}return t.base=function(a){return arguments.length?(r=+a,o()):r},t.domain=function(a){return arguments.length?(n(a),o()):n()},t.ticks=a=>{let l=n(),u=l[0],c=l[l.length-1],f=c<u;f&&([u,c]=[c,u]);let d=i(u),h=i(c),p,m,b=a==null?10:+a,y=[];if(!(r%1)&&h-d<b){if(d=Math.floor(d),h=Math.ceil(h),u>0){for(;d<=h;++d)for(p=1;p<r;++p)if(m=d<0?p/s(-d):p*s(d),!(m<u)){if(m>c)break;y.push(m)}}else for(;d<=h;++d)for(p=r-1;p>=1;--p)if(m=d>0?p/s(-d):p*s(d),!(m<u)){if(m>c)break;y.push(m)}y.length*2<b&&(y=Mr(u,c,b))}else y=Mr(d,h,Math.min(h-d,b)).map(s);return f?y.reverse():y},t.tickFormat=(a,l)=>{if(a==null&&(a=10),l==null&&(l=r===10?"s":","),typeof l!="function"&&(!(r%1)&&(l=Bs(l)).precision==null&&(l.trim=!0),l=Rn(l)),a===1/0)return l;let u=Math.max(1,r*a/t.ticks().length);return c=>{let f=c/s(Math.round(i(c)));return f*r<r-.5&&(f*=r),f<=u?l(c):""}},t.nice=()=>n(Qx(n(),{floor:a=>s(Math.floor(i(a))),ceil:a=>s(Math.ceil(i(a)))})),t}function bh(){let e=e1(Zu()).domain([1,10]);return e.copy=()=>va(e,bh()).base(e.base()),On.apply(e,arguments),e}function Gx(e){return function(t){return Math.sign(t)*Math.log1p(Math.abs(t/e))}}function jx(e){return function(t){return Math.sign(t)*Math.expm1(Math.abs(t))*e}}function t1(e){var t=1,n=e(Gx(t),jx(t));return n.constant=function(r){return arguments.length?e(Gx(t=+r),jx(t)):t},xa(n)}function yh(){var e=t1(Zu());return e.copy=function(){return va(e,yh()).constant(e.constant())},On.apply(e,arguments)}function Wx(e){return function(t){return t<0?-Math.pow(-t,e):Math.pow(t,e)}}function y4(e){return e<0?-Math.sqrt(-e):Math.sqrt(e)}function v4(e){return e<0?-e*e:e*e}function n1(e){var t=e(Gt,Gt),n=1;function r(){return n===1?e(Gt,Gt):n===.5?e(y4,v4):e(Wx(n),Wx(1/n))}return t.exponent=function(i){return arguments.length?(n=+i,r()):n},xa(t)}function vh(){var e=n1(Zu());return e.copy=function(){return va(e,vh()).exponent(e.exponent())},On.apply(e,arguments),e}function xh(){var e=[],t=[],n=[],r;function i(){var o=0,a=Math.max(1,t.length);for(n=new Array(a-1);++o<a;)n[o-1]=iy(e,o/a);return s}function s(o){return o==null||isNaN(o=+o)?r:t[Ms(n,o)]}return s.invertExtent=function(o){var a=t.indexOf(o);return a<0?[NaN,NaN]:[a>0?n[a-1]:e[0],a<n.length?n[a]:e[e.length-1]]},s.domain=function(o){if(!arguments.length)return e.slice();e=[];for(let a of o)a!=null&&!isNaN(a=+a)&&e.push(a);return e.sort(ot),i()},s.range=function(o){return arguments.length?(t=Array.from(o),i()):t.slice()},s.unknown=function(o){return arguments.length?(r=o,s):r},s.quantiles=function(){return n.slice()},s.copy=function(){return xh().domain(e).range(t).unknown(r)},On.apply(s,arguments)}function wh(){var e=[.5],t=[0,1],n,r=1;function i(s){return s!=null&&s<=s?t[Ms(e,s,0,r)]:n}return i.domain=function(s){return arguments.length?(e=Array.from(s),r=Math.min(e.length,t.length-1),i):e.slice()},i.range=function(s){return arguments.length?(t=Array.from(s),r=Math.min(e.length,t.length-1),i):t.slice()},i.invertExtent=function(s){var o=t.indexOf(s);return[e[o-1],e[o]]},i.unknown=function(s){return arguments.length?(n=s,i):n},i.copy=function(){return wh().domain(e).range(t).unknown(n)},On.apply(i,arguments)}function x4(e){return new Date(e)}function w4(e){return e instanceof Date?+e:Math.round(e)}function _h(e,t,n,r,i,s,o,a,l,u){var c=Jx(),f=c.invert,d=c.domain,h=u(".%L"),p=u(":%S"),m=u("%I:%M"),b=u("%I %p"),y=u("%a %d"),v=u("%b %d"),_=u("%B"),x=u("%Y");function S(w){return(l(w)<w?h:a(w)<w?p:o(w)<w?m:s(w)<w?b:r(w)<w?i(w)<w?y:v:n(w)<w?_:x)(w)}return c.invert=function(w){return new Date(Math.round(f(w)))},c.domain=function(w){return arguments.length?d(Array.from(w,w4)):d().map(x4)},c.ticks=function(w){var $=d();return e($[0],$[$.length-1],w??10)},c.tickFormat=function(w,$){return $==null?S:u($)},c.nice=function(w){var $=d();return(!w||typeof w.range!="function")&&(w=t($[0],$[$.length-1],w??10)),w?d(Qx($,w)):c},c.copy=function(){return va(c,_h(e,t,n,r,i,s,o,a,l,u))},c}function r1(){return On.apply(_h(kx,Tx,vt,Ci,Nn,Dn,wi,vi,ht,ya).domain([new Date(2e3,0,1),new Date(2e3,0,2)]),arguments)}function i1(){return On.apply(_h(Sx,Gu,xt,Mi,Ln,Us,_i,xi,ht,In).domain([Date.UTC(2e3,0,1),Date.UTC(2e3,0,2)]),arguments)}function Ju(e,t){return t.domain(e.domain()).interpolator(e.interpolator()).clamp(e.clamp()).unknown(e.unknown())}function Qu(){var e=0,t=.5,n=1,r=1,i,s,o,a,l,u=Gt,c,f=!1,d;function h(m){return m==null||isNaN(m=+m)?d:(m=.5+((m=+c(m))-s)*(r*m<r*s?a:l),u(f?Math.max(0,Math.min(1,m)):m))}h.domain=function(m){return arguments.length?([e,t,n]=m,i=c(e=+e),s=c(t=+t),o=c(n=+n),a=i===s?0:.5/(s-i),l=s===o?0:.5/(o-s),r=s<i?-1:1,h):[e,t,n]},h.clamp=function(m){return arguments.length?(f=!!m,h):f},h.interpolator=function(m){return arguments.length?(u=m,h):u};function p(m){return function(b){var y,v,_;return arguments.length?([y,v,_]=b,u=Er(m,[y,v,_]),h):[u(0),u(.5),u(1)]}}return h.range=p(Os),h.rangeRound=p(Zo),h.unknown=function(m){return arguments.length?(d=m,h):d},function(m){return c=m,i=m(e),s=m(t),o=m(n),a=i===s?0:.5/(s-i),l=s===o?0:.5/(o-s),r=s<i?-1:1,h}}function $h(){var e=xa(Qu()(Gt));return e.copy=function(){return Ju(e,$h())},Wu.apply(e,arguments)}function Sh(){var e=e1(Qu()).domain([.1,1,10]);return e.copy=function(){return Ju(e,Sh()).base(e.base())},Wu.apply(e,arguments)}function kh(){var e=t1(Qu());return e.copy=function(){return Ju(e,kh()).constant(e.constant())},Wu.apply(e,arguments)}function Th(){var e=n1(Qu());return e.copy=function(){return Ju(e,Th()).exponent(e.exponent())},Wu.apply(e,arguments)}function re(e){for(var t=e.length/6|0,n=new Array(t),r=0;r<t;)n[r]="#"+e.slice(r*6,++r*6);return n}var s1=re("1f77b4ff7f0e2ca02cd627289467bd8c564be377c27f7f7fbcbd2217becf"),o1=re("7fc97fbeaed4fdc086ffff99386cb0f0027fbf5b17666666"),a1=re("1b9e77d95f027570b3e7298a66a61ee6ab02a6761d666666"),l1=re("4269d0efb118ff725c6cc5b03ca951ff8ab7a463f297bbf59c6b4e9498a0"),u1=re("a6cee31f78b4b2df8a33a02cfb9a99e31a1cfdbf6fff7f00cab2d66a3d9affff99b15928"),c1=re("fbb4aeb3cde3ccebc5decbe4fed9a6ffffcce5d8bdfddaecf2f2f2"),f1=re("b3e2cdfdcdaccbd5e8f4cae4e6f5c9fff2aef1e2cccccccc"),d1=re("e41a1c377eb84daf4a984ea3ff7f00ffff33a65628f781bf999999"),h1=re("66c2a5fc8d628da0cbe78ac3a6d854ffd92fe5c494b3b3b3"),p1=re("8dd3c7ffffb3bebadafb807280b1d3fdb462b3de69fccde5d9d9d9bc80bdccebc5ffed6f"),m1=re("4e79a7f28e2ce1575976b7b259a14fedc949af7aa1ff9da79c755fbab0ab"),xe=e=>Xy(e[e.length-1]),Ch=new Array(3).concat("d8b365f5f5f55ab4ac","a6611adfc27d80cdc1018571","a6611adfc27df5f5f580cdc1018571","8c510ad8b365f6e8c3c7eae55ab4ac01665e","8c510ad8b365f6e8c3f5f5f5c7eae55ab4ac01665e","8c510abf812ddfc27df6e8c3c7eae580cdc135978f01665e","8c510abf812ddfc27df6e8c3f5f5f5c7eae580cdc135978f01665e","5430058c510abf812ddfc27df6e8c3c7eae580cdc135978f01665e003c30","5430058c510abf812ddfc27df6e8c3f5f5f5c7eae580cdc135978f01665e003c30").map(re),Mh=xe(Ch),Ah=new Array(3).concat("af8dc3f7f7f77fbf7b","7b3294c2a5cfa6dba0008837","7b3294c2a5cff7f7f7a6dba0008837","762a83af8dc3e7d4e8d9f0d37fbf7b1b7837","762a83af8dc3e7d4e8f7f7f7d9f0d37fbf7b1b7837","762a839970abc2a5cfe7d4e8d9f0d3a6dba05aae611b7837","762a839970abc2a5cfe7d4e8f7f7f7d9f0d3a6dba05aae611b7837","40004b762a839970abc2a5cfe7d4e8d9f0d3a6dba05aae611b783700441b","40004b762a839970abc2a5cfe7d4e8f7f7f7d9f0d3a6dba05aae611b783700441b").map(re),Rh=xe(Ah),Eh=new Array(3).concat("e9a3c9f7f7f7a1d76a","d01c8bf1b6dab8e1864dac26","d01c8bf1b6daf7f7f7b8e1864dac26","c51b7de9a3c9fde0efe6f5d0a1d76a4d9221","c51b7de9a3c9fde0eff7f7f7e6f5d0a1d76a4d9221","c51b7dde77aef1b6dafde0efe6f5d0b8e1867fbc414d9221","c51b7dde77aef1b6dafde0eff7f7f7e6f5d0b8e1867fbc414d9221","8e0152c51b7dde77aef1b6dafde0efe6f5d0b8e1867fbc414d9221276419","8e0152c51b7dde77aef1b6dafde0eff7f7f7e6f5d0b8e1867fbc414d9221276419").map(re),Ph=xe(Eh),Dh=new Array(3).concat("998ec3f7f7f7f1a340","5e3c99b2abd2fdb863e66101","5e3c99b2abd2f7f7f7fdb863e66101","542788998ec3d8daebfee0b6f1a340b35806","542788998ec3d8daebf7f7f7fee0b6f1a340b35806","5427888073acb2abd2d8daebfee0b6fdb863e08214b35806","5427888073acb2abd2d8daebf7f7f7fee0b6fdb863e08214b35806","2d004b5427888073acb2abd2d8daebfee0b6fdb863e08214b358067f3b08","2d004b5427888073acb2abd2d8daebf7f7f7fee0b6fdb863e08214b358067f3b08").map(re),Nh=xe(Dh),nc=new Array(3).concat("ef8a62f7f7f767a9cf","ca0020f4a58292c5de0571b0","ca0020f4a582f7f7f792c5de0571b0","b2182bef8a62fddbc7d1e5f067a9cf2166ac","b2182bef8a62fddbc7f7f7f7d1e5f067a9cf2166ac","b2182bd6604df4a582fddbc7d1e5f092c5de4393c32166ac","b2182bd6604df4a582fddbc7f7f7f7d1e5f092c5de4393c32166ac","67001fb2182bd6604df4a582fddbc7d1e5f092c5de4393c32166ac053061","67001fb2182bd6604df4a582fddbc7f7f7f7d1e5f092c5de4393c32166ac053061").map(re),_a=xe(nc),Lh=new Array(3).concat("ef8a62ffffff999999","ca0020f4a582bababa404040","ca0020f4a582ffffffbababa404040","b2182bef8a62fddbc7e0e0e09999994d4d4d","b2182bef8a62fddbc7ffffffe0e0e09999994d4d4d","b2182bd6604df4a582fddbc7e0e0e0bababa8787874d4d4d","b2182bd6604df4a582fddbc7ffffffe0e0e0bababa8787874d4d4d","67001fb2182bd6604df4a582fddbc7e0e0e0bababa8787874d4d4d1a1a1a","67001fb2182bd6604df4a582fddbc7ffffffe0e0e0bababa8787874d4d4d1a1a1a").map(re),Ih=xe(Lh),rc=new Array(3).concat("fc8d59ffffbf91bfdb","d7191cfdae61abd9e92c7bb6","d7191cfdae61ffffbfabd9e92c7bb6","d73027fc8d59fee090e0f3f891bfdb4575b4","d73027fc8d59fee090ffffbfe0f3f891bfdb4575b4","d73027f46d43fdae61fee090e0f3f8abd9e974add14575b4","d73027f46d43fdae61fee090ffffbfe0f3f8abd9e974add14575b4","a50026d73027f46d43fdae61fee090e0f3f8abd9e974add14575b4313695","a50026d73027f46d43fdae61fee090ffffbfe0f3f8abd9e974add14575b4313695").map(re),$a=xe(rc),Oh=new Array(3).concat("fc8d59ffffbf91cf60","d7191cfdae61a6d96a1a9641","d7191cfdae61ffffbfa6d96a1a9641","d73027fc8d59fee08bd9ef8b91cf601a9850","d73027fc8d59fee08bffffbfd9ef8b91cf601a9850","d73027f46d43fdae61fee08bd9ef8ba6d96a66bd631a9850","d73027f46d43fdae61fee08bffffbfd9ef8ba6d96a66bd631a9850","a50026d73027f46d43fdae61fee08bd9ef8ba6d96a66bd631a9850006837","a50026d73027f46d43fdae61fee08bffffbfd9ef8ba6d96a66bd631a9850006837").map(re),zh=xe(Oh),Bh=new Array(3).concat("fc8d59ffffbf99d594","d7191cfdae61abdda42b83ba","d7191cfdae61ffffbfabdda42b83ba","d53e4ffc8d59fee08be6f59899d5943288bd","d53e4ffc8d59fee08bffffbfe6f59899d5943288bd","d53e4ff46d43fdae61fee08be6f598abdda466c2a53288bd","d53e4ff46d43fdae61fee08bffffbfe6f598abdda466c2a53288bd","9e0142d53e4ff46d43fdae61fee08be6f598abdda466c2a53288bd5e4fa2","9e0142d53e4ff46d43fdae61fee08bffffbfe6f598abdda466c2a53288bd5e4fa2").map(re),Fh=xe(Bh),Vh=new Array(3).concat("e5f5f999d8c92ca25f","edf8fbb2e2e266c2a4238b45","edf8fbb2e2e266c2a42ca25f006d2c","edf8fbccece699d8c966c2a42ca25f006d2c","edf8fbccece699d8c966c2a441ae76238b45005824","f7fcfde5f5f9ccece699d8c966c2a441ae76238b45005824","f7fcfde5f5f9ccece699d8c966c2a441ae76238b45006d2c00441b").map(re),Hh=xe(Vh),qh=new Array(3).concat("e0ecf49ebcda8856a7","edf8fbb3cde38c96c688419d","edf8fbb3cde38c96c68856a7810f7c","edf8fbbfd3e69ebcda8c96c68856a7810f7c","edf8fbbfd3e69ebcda8c96c68c6bb188419d6e016b","f7fcfde0ecf4bfd3e69ebcda8c96c68c6bb188419d6e016b","f7fcfde0ecf4bfd3e69ebcda8c96c68c6bb188419d810f7c4d004b").map(re),Uh=xe(qh),Kh=new Array(3).concat("e0f3dba8ddb543a2ca","f0f9e8bae4bc7bccc42b8cbe","f0f9e8bae4bc7bccc443a2ca0868ac","f0f9e8ccebc5a8ddb57bccc443a2ca0868ac","f0f9e8ccebc5a8ddb57bccc44eb3d32b8cbe08589e","f7fcf0e0f3dbccebc5a8ddb57bccc44eb3d32b8cbe08589e","f7fcf0e0f3dbccebc5a8ddb57bccc44eb3d32b8cbe0868ac084081").map(re),Yh=xe(Kh),Gh=new Array(3).concat("fee8c8fdbb84e34a33","fef0d9fdcc8afc8d59d7301f","fef0d9fdcc8afc8d59e34a33b30000","fef0d9fdd49efdbb84fc8d59e34a33b30000","fef0d9fdd49efdbb84fc8d59ef6548d7301f990000","fff7ecfee8c8fdd49efdbb84fc8d59ef6548d7301f990000","fff7ecfee8c8fdd49efdbb84fc8d59ef6548d7301fb300007f0000").map(re),jh=xe(Gh),Wh=new Array(3).concat("ece2f0a6bddb1c9099","f6eff7bdc9e167a9cf02818a","f6eff7bdc9e167a9cf1c9099016c59","f6eff7d0d1e6a6bddb67a9cf1c9099016c59","f6eff7d0d1e6a6bddb67a9cf3690c002818a016450","fff7fbece2f0d0d1e6a6bddb67a9cf3690c002818a016450","fff7fbece2f0d0d1e6a6bddb67a9cf3690c002818a016c59014636").map(re),Xh=xe(Wh),Zh=new Array(3).concat("ece7f2a6bddb2b8cbe","f1eef6bdc9e174a9cf0570b0","f1eef6bdc9e174a9cf2b8cbe045a8d","f1eef6d0d1e6a6bddb74a9cf2b8cbe045a8d","f1eef6d0d1e6a6bddb74a9cf3690c00570b0034e7b","fff7fbece7f2d0d1e6a6bddb74a9cf3690c00570b0034e7b","fff7fbece7f2d0d1e6a6bddb74a9cf3690c00570b0045a8d023858").map(re),Jh=xe(Zh),Qh=new Array(3).concat("e7e1efc994c7dd1c77","f1eef6d7b5d8df65b0ce1256","f1eef6d7b5d8df65b0dd1c77980043","f1eef6d4b9dac994c7df65b0dd1c77980043","f1eef6d4b9dac994c7df65b0e7298ace125691003f","f7f4f9e7e1efd4b9dac994c7df65b0e7298ace125691003f","f7f4f9e7e1efd4b9dac994c7df65b0e7298ace125698004367001f").map(re),ep=xe(Qh),tp=new Array(3).concat("fde0ddfa9fb5c51b8a","feebe2fbb4b9f768a1ae017e","feebe2fbb4b9f768a1c51b8a7a0177","feebe2fcc5c0fa9fb5f768a1c51b8a7a0177","feebe2fcc5c0fa9fb5f768a1dd3497ae017e7a0177","fff7f3fde0ddfcc5c0fa9fb5f768a1dd3497ae017e7a0177","fff7f3fde0ddfcc5c0fa9fb5f768a1dd3497ae017e7a017749006a").map(re),np=xe(tp),rp=new Array(3).concat("edf8b17fcdbb2c7fb8","ffffcca1dab441b6c4225ea8","ffffcca1dab441b6c42c7fb8253494","ffffccc7e9b47fcdbb41b6c42c7fb8253494","ffffccc7e9b47fcdbb41b6c41d91c0225ea80c2c84","ffffd9edf8b1c7e9b47fcdbb41b6c41d91c0225ea80c2c84","ffffd9edf8b1c7e9b47fcdbb41b6c41d91c0225ea8253494081d58").map(re),ip=xe(rp),sp=new Array(3).concat("f7fcb9addd8e31a354","ffffccc2e69978c679238443","ffffccc2e69978c67931a354006837","ffffccd9f0a3addd8e78c67931a354006837","ffffccd9f0a3addd8e78c67941ab5d238443005a32","ffffe5f7fcb9d9f0a3addd8e78c67941ab5d238443005a32","ffffe5f7fcb9d9f0a3addd8e78c67941ab5d238443006837004529").map(re),op=xe(sp),ap=new Array(3).concat("fff7bcfec44fd95f0e","ffffd4fed98efe9929cc4c02","ffffd4fed98efe9929d95f0e993404","ffffd4fee391fec44ffe9929d95f0e993404","ffffd4fee391fec44ffe9929ec7014cc4c028c2d04","ffffe5fff7bcfee391fec44ffe9929ec7014cc4c028c2d04","ffffe5fff7bcfee391fec44ffe9929ec7014cc4c02993404662506").map(re),lp=xe(ap),up=new Array(3).concat("ffeda0feb24cf03b20","ffffb2fecc5cfd8d3ce31a1c","ffffb2fecc5cfd8d3cf03b20bd0026","ffffb2fed976feb24cfd8d3cf03b20bd0026","ffffb2fed976feb24cfd8d3cfc4e2ae31a1cb10026","ffffccffeda0fed976feb24cfd8d3cfc4e2ae31a1cb10026","ffffccffeda0fed976feb24cfd8d3cfc4e2ae31a1cbd0026800026").map(re),cp=xe(up),fp=new Array(3).concat("deebf79ecae13182bd","eff3ffbdd7e76baed62171b5","eff3ffbdd7e76baed63182bd08519c","eff3ffc6dbef9ecae16baed63182bd08519c","eff3ffc6dbef9ecae16baed64292c62171b5084594","f7fbffdeebf7c6dbef9ecae16baed64292c62171b5084594","f7fbffdeebf7c6dbef9ecae16baed64292c62171b508519c08306b").map(re),dp=xe(fp),hp=new Array(3).concat("e5f5e0a1d99b31a354","edf8e9bae4b374c476238b45","edf8e9bae4b374c47631a354006d2c","edf8e9c7e9c0a1d99b74c47631a354006d2c","edf8e9c7e9c0a1d99b74c47641ab5d238b45005a32","f7fcf5e5f5e0c7e9c0a1d99b74c47641ab5d238b45005a32","f7fcf5e5f5e0c7e9c0a1d99b74c47641ab5d238b45006d2c00441b").map(re),pp=xe(hp),mp=new Array(3).concat("f0f0f0bdbdbd636363","f7f7f7cccccc969696525252","f7f7f7cccccc969696636363252525","f7f7f7d9d9d9bdbdbd969696636363252525","f7f7f7d9d9d9bdbdbd969696737373525252252525","fffffff0f0f0d9d9d9bdbdbd969696737373525252252525","fffffff0f0f0d9d9d9bdbdbd969696737373525252252525000000").map(re),gp=xe(mp),bp=new Array(3).concat("efedf5bcbddc756bb1","f2f0f7cbc9e29e9ac86a51a3","f2f0f7cbc9e29e9ac8756bb154278f","f2f0f7dadaebbcbddc9e9ac8756bb154278f","f2f0f7dadaebbcbddc9e9ac8807dba6a51a34a1486","fcfbfdefedf5dadaebbcbddc9e9ac8807dba6a51a34a1486","fcfbfdefedf5dadaebbcbddc9e9ac8807dba6a51a354278f3f007d").map(re),yp=xe(bp),vp=new Array(3).concat("fee0d2fc9272de2d26","fee5d9fcae91fb6a4acb181d","fee5d9fcae91fb6a4ade2d26a50f15","fee5d9fcbba1fc9272fb6a4ade2d26a50f15","fee5d9fcbba1fc9272fb6a4aef3b2ccb181d99000d","fff5f0fee0d2fcbba1fc9272fb6a4aef3b2ccb181d99000d","fff5f0fee0d2fcbba1fc9272fb6a4aef3b2ccb181da50f1567000d").map(re),xp=xe(vp),wp=new Array(3).concat("fee6cefdae6be6550d","feeddefdbe85fd8d3cd94701","feeddefdbe85fd8d3ce6550da63603","feeddefdd0a2fdae6bfd8d3ce6550da63603","feeddefdd0a2fdae6bfd8d3cf16913d948018c2d04","fff5ebfee6cefdd0a2fdae6bfd8d3cf16913d948018c2d04","fff5ebfee6cefdd0a2fdae6bfd8d3cf16913d94801a636037f2704").map(re),_p=xe(wp);function $p(e){return e=Math.max(0,Math.min(1,e)),"rgb("+Math.max(0,Math.min(255,Math.round(-4.54-e*(35.34-e*(2381.73-e*(6402.7-e*(7024.72-e*2710.57)))))))+", "+Math.max(0,Math.min(255,Math.round(32.49+e*(170.73+e*(52.82-e*(131.46-e*(176.58-e*67.37)))))))+", "+Math.max(0,Math.min(255,Math.round(81.24+e*(442.36-e*(2482.43-e*(6167.24-e*(6614.94-e*2475.67)))))))+")"}var Sp=_u(Vt(300,.5,0),Vt(-240,.5,1)),kp=_u(Vt(-100,.75,.35),Vt(80,1.5,.8)),Tp=_u(Vt(260,.75,.35),Vt(80,1.5,.8)),ec=Vt();function Cp(e){(e<0||e>1)&&(e-=Math.floor(e));var t=Math.abs(e-.5);return ec.h=360*e-100,ec.s=1.5-1.5*t,ec.l=.8-.9*t,ec+""}var tc=ln(),_4=Math.PI/3,$4=Math.PI*2/3;function Mp(e){var t;return e=(.5-e)*Math.PI,tc.r=255*(t=Math.sin(e))*t,tc.g=255*(t=Math.sin(e+_4))*t,tc.b=255*(t=Math.sin(e+$4))*t,tc+""}function Ap(e){return e=Math.max(0,Math.min(1,e)),"rgb("+Math.max(0,Math.min(255,Math.round(34.61+e*(1172.33-e*(10793.56-e*(33300.12-e*(38394.49-e*14825.05)))))))+", "+Math.max(0,Math.min(255,Math.round(23.31+e*(557.33+e*(1225.33-e*(3574.96-e*(1073.77+e*707.56)))))))+", "+Math.max(0,Math.min(255,Math.round(27.2+e*(3211.1-e*(15327.97-e*(27814-e*(22569.18-e*6838.66)))))))+")"}function ic(e){var t=e.length;return function(n){return e[Math.max(0,Math.min(t-1,Math.floor(n*t)))]}}var Rp=ic(re("44015444025645045745055946075a46085c460a5d460b5e470d60470e6147106347116447136548146748166848176948186a481a6c481b6d481c6e481d6f481f70482071482173482374482475482576482677482878482979472a7a472c7a472d7b472e7c472f7d46307e46327e46337f463480453581453781453882443983443a83443b84433d84433e85423f854240864241864142874144874045884046883f47883f48893e49893e4a893e4c8a3d4d8a3d4e8a3c4f8a3c508b3b518b3b528b3a538b3a548c39558c39568c38588c38598c375a8c375b8d365c8d365d8d355e8d355f8d34608d34618d33628d33638d32648e32658e31668e31678e31688e30698e306a8e2f6b8e2f6c8e2e6d8e2e6e8e2e6f8e2d708e2d718e2c718e2c728e2c738e2b748e2b758e2a768e2a778e2a788e29798e297a8e297b8e287c8e287d8e277e8e277f8e27808e26818e26828e26828e25838e25848e25858e24868e24878e23888e23898e238a8d228b8d228c8d228d8d218e8d218f8d21908d21918c20928c20928c20938c1f948c1f958b1f968b1f978b1f988b1f998a1f9a8a1e9b8a1e9c891e9d891f9e891f9f881fa0881fa1881fa1871fa28720a38620a48621a58521a68522a78522a88423a98324aa8325ab8225ac8226ad8127ad8128ae8029af7f2ab07f2cb17e2db27d2eb37c2fb47c31b57b32b67a34b67935b77937b87838b9773aba763bbb753dbc743fbc7340bd7242be7144bf7046c06f48c16e4ac16d4cc26c4ec36b50c46a52c56954c56856c66758c7655ac8645cc8635ec96260ca6063cb5f65cb5e67cc5c69cd5b6ccd5a6ece5870cf5773d05675d05477d1537ad1517cd2507fd34e81d34d84d44b86d54989d5488bd6468ed64590d74393d74195d84098d83e9bd93c9dd93ba0da39a2da37a5db36a8db34aadc32addc30b0dd2fb2dd2db5de2bb8de29bade28bddf26c0df25c2df23c5e021c8e020cae11fcde11dd0e11cd2e21bd5e21ad8e219dae319dde318dfe318e2e418e5e419e7e419eae51aece51befe51cf1e51df4e61ef6e620f8e621fbe723fde725")),Ep=ic(re("00000401000501010601010802010902020b02020d03030f03031204041405041606051806051a07061c08071e0907200a08220b09240c09260d0a290e0b2b100b2d110c2f120d31130d34140e36150e38160f3b180f3d19103f1a10421c10441d11471e114920114b21114e22115024125325125527125829115a2a115c2c115f2d11612f116331116533106734106936106b38106c390f6e3b0f703d0f713f0f72400f74420f75440f764510774710784910784a10794c117a4e117b4f127b51127c52137c54137d56147d57157e59157e5a167e5c167f5d177f5f187f601880621980641a80651a80671b80681c816a1c816b1d816d1d816e1e81701f81721f817320817521817621817822817922827b23827c23827e24828025828125818326818426818627818827818928818b29818c29818e2a81902a81912b81932b80942c80962c80982d80992d809b2e7f9c2e7f9e2f7fa02f7fa1307ea3307ea5317ea6317da8327daa337dab337cad347cae347bb0357bb2357bb3367ab5367ab73779b83779ba3878bc3978bd3977bf3a77c03a76c23b75c43c75c53c74c73d73c83e73ca3e72cc3f71cd4071cf4070d0416fd2426fd3436ed5446dd6456cd8456cd9466bdb476adc4869de4968df4a68e04c67e24d66e34e65e44f64e55064e75263e85362e95462ea5661eb5760ec5860ed5a5fee5b5eef5d5ef05f5ef1605df2625df2645cf3655cf4675cf4695cf56b5cf66c5cf66e5cf7705cf7725cf8745cf8765cf9785df9795df97b5dfa7d5efa7f5efa815ffb835ffb8560fb8761fc8961fc8a62fc8c63fc8e64fc9065fd9266fd9467fd9668fd9869fd9a6afd9b6bfe9d6cfe9f6dfea16efea36ffea571fea772fea973feaa74feac76feae77feb078feb27afeb47bfeb67cfeb77efeb97ffebb81febd82febf84fec185fec287fec488fec68afec88cfeca8dfecc8ffecd90fecf92fed194fed395fed597fed799fed89afdda9cfddc9efddea0fde0a1fde2a3fde3a5fde5a7fde7a9fde9aafdebacfcecaefceeb0fcf0b2fcf2b4fcf4b6fcf6b8fcf7b9fcf9bbfcfbbdfcfdbf")),Pp=ic(re("00000401000501010601010802010a02020c02020e03021004031204031405041706041907051b08051d09061f0a07220b07240c08260d08290e092b10092d110a30120a32140b34150b37160b39180c3c190c3e1b0c411c0c431e0c451f0c48210c4a230c4c240c4f260c51280b53290b552b0b572d0b592f0a5b310a5c320a5e340a5f3609613809623909633b09643d09653e0966400a67420a68440a68450a69470b6a490b6a4a0c6b4c0c6b4d0d6c4f0d6c510e6c520e6d540f6d550f6d57106e59106e5a116e5c126e5d126e5f136e61136e62146e64156e65156e67166e69166e6a176e6c186e6d186e6f196e71196e721a6e741a6e751b6e771c6d781c6d7a1d6d7c1d6d7d1e6d7f1e6c801f6c82206c84206b85216b87216b88226a8a226a8c23698d23698f24699025689225689326679526679727669827669a28659b29649d29649f2a63a02a63a22b62a32c61a52c60a62d60a82e5fa92e5eab2f5ead305dae305cb0315bb1325ab3325ab43359b63458b73557b93556ba3655bc3754bd3853bf3952c03a51c13a50c33b4fc43c4ec63d4dc73e4cc83f4bca404acb4149cc4248ce4347cf4446d04545d24644d34743d44842d54a41d74b3fd84c3ed94d3dda4e3cdb503bdd513ade5238df5337e05536e15635e25734e35933e45a31e55c30e65d2fe75e2ee8602de9612bea632aeb6429eb6628ec6726ed6925ee6a24ef6c23ef6e21f06f20f1711ff1731df2741cf3761bf37819f47918f57b17f57d15f67e14f68013f78212f78410f8850ff8870ef8890cf98b0bf98c0af98e09fa9008fa9207fa9407fb9606fb9706fb9906fb9b06fb9d07fc9f07fca108fca309fca50afca60cfca80dfcaa0ffcac11fcae12fcb014fcb216fcb418fbb61afbb81dfbba1ffbbc21fbbe23fac026fac228fac42afac62df9c72ff9c932f9cb35f8cd37f8cf3af7d13df7d340f6d543f6d746f5d949f5db4cf4dd4ff4df53f4e156f3e35af3e55df2e661f2e865f2ea69f1ec6df1ed71f1ef75f1f179f2f27df2f482f3f586f3f68af4f88ef5f992f6fa96f8fb9af9fc9dfafda1fcffa4")),Dp=ic(re("0d088710078813078916078a19068c1b068d1d068e20068f2206902406912605912805922a05932c05942e05952f059631059733059735049837049938049a3a049a3c049b3e049c3f049c41049d43039e44039e46039f48039f4903a04b03a14c02a14e02a25002a25102a35302a35502a45601a45801a45901a55b01a55c01a65e01a66001a66100a76300a76400a76600a76700a86900a86a00a86c00a86e00a86f00a87100a87201a87401a87501a87701a87801a87a02a87b02a87d03a87e03a88004a88104a78305a78405a78606a68707a68808a68a09a58b0aa58d0ba58e0ca48f0da4910ea3920fa39410a29511a19613a19814a099159f9a169f9c179e9d189d9e199da01a9ca11b9ba21d9aa31e9aa51f99a62098a72197a82296aa2395ab2494ac2694ad2793ae2892b02991b12a90b22b8fb32c8eb42e8db52f8cb6308bb7318ab83289ba3388bb3488bc3587bd3786be3885bf3984c03a83c13b82c23c81c33d80c43e7fc5407ec6417dc7427cc8437bc9447aca457acb4679cc4778cc4977cd4a76ce4b75cf4c74d04d73d14e72d24f71d35171d45270d5536fd5546ed6556dd7566cd8576bd9586ada5a6ada5b69db5c68dc5d67dd5e66de5f65de6164df6263e06363e16462e26561e26660e3685fe4695ee56a5de56b5de66c5ce76e5be76f5ae87059e97158e97257ea7457eb7556eb7655ec7754ed7953ed7a52ee7b51ef7c51ef7e50f07f4ff0804ef1814df1834cf2844bf3854bf3874af48849f48948f58b47f58c46f68d45f68f44f79044f79143f79342f89441f89540f9973ff9983ef99a3efa9b3dfa9c3cfa9e3bfb9f3afba139fba238fca338fca537fca636fca835fca934fdab33fdac33fdae32fdaf31fdb130fdb22ffdb42ffdb52efeb72dfeb82cfeba2cfebb2bfebd2afebe2afec029fdc229fdc328fdc527fdc627fdc827fdca26fdcb26fccd25fcce25fcd025fcd225fbd324fbd524fbd724fad824fada24f9dc24f9dd25f8df25f8e125f7e225f7e425f6e626f6e826f5e926f5eb27f4ed27f3ee27f3f027f2f227f1f426f1f525f0f724f0f921"));function We(e){return function(){return e}}var w1=Math.cos;var Op=Math.min,sc=Math.sin,He=Math.sqrt,g1=1e-12,Sa=Math.PI,jP=Sa/2,cc=2*Sa;function _1(e){let t=3;return e.digits=function(n){if(!arguments.length)return t;if(n==null)t=null;else{let r=Math.floor(n);if(!(r>=0))throw new RangeError(`invalid digits: ${n}`);t=r}return e},()=>new bi(t)}var WP=Array.prototype.slice;function $1(e){return typeof e=="object"&&"length"in e?e:Array.from(e)}function S1(e){this._context=e}S1.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._point=0},lineEnd:function(){(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line=1-this._line},point:function(e,t){switch(e=+e,t=+t,this._point){case 0:this._point=1,this._line?this._context.lineTo(e,t):this._context.moveTo(e,t);break;case 1:this._point=2;default:this._context.lineTo(e,t);break}}};function Ai(e){return new S1(e)}function k1(e){return e[0]}function T1(e){return e[1]}function zp(e,t){var n=We(!0),r=null,i=Ai,s=null,o=_1(a);e=typeof e=="function"?e:e===void 0?k1:We(e),t=typeof t=="function"?t:t===void 0?T1:We(t);function a(l){var u,c=(l=$1(l)).length,f,d=!1,h;for(r==null&&(s=i(h=o())),u=0;u<=c;++u)!(u<c&&n(f=l[u],u,l))===d&&((d=!d)?s.lineStart():s.lineEnd()),d&&s.point(+e(f,u,l),+t(f,u,l));if(h)return s=null,h+""||null}return a.x=function(l){return arguments.length?(e=typeof l=="function"?l:We(+l),a):e},a.y=function(l){return arguments.length?(t=typeof l=="function"?l:We(+l),a):t},a.defined=function(l){return arguments.length?(n=typeof l=="function"?l:We(!!l),a):n},a.curve=function(l){return arguments.length?(i=l,r!=null&&(s=i(r)),a):i},a.context=function(l){return arguments.length?(l==null?r=s=null:s=i(r=l),a):r},a}function C1(e,t,n){var r=null,i=We(!0),s=null,o=Ai,a=null,l=_1(u);e=typeof e=="function"?e:e===void 0?k1:We(+e),t=typeof t=="function"?t:We(t===void 0?0:+t),n=typeof n=="function"?n:n===void 0?T1:We(+n);function u(f){var d,h,p,m=(f=$1(f)).length,b,y=!1,v,_=new Array(m),x=new Array(m);for(s==null&&(a=o(v=l())),d=0;d<=m;++d){if(!(d<m&&i(b=f[d],d,f))===y)if(y=!y)h=d,a.areaStart(),a.lineStart();else{for(a.lineEnd(),a.lineStart(),p=d-1;p>=h;--p)a.point(_[p],x[p]);a.lineEnd(),a.areaEnd()}y&&(_[d]=+e(b,d,f),x[d]=+t(b,d,f),a.point(r?+r(b,d,f):_[d],n?+n(b,d,f):x[d]))}if(v)return a=null,v+""||null}function c(){return zp().defined(i).curve(o).context(s)}return u.x=function(f){return arguments.length?(e=typeof f=="function"?f:We(+f),r=null,u):e},u.x0=function(f){return arguments.length?(e=typeof f=="function"?f:We(+f),u):e},u.x1=function(f){return arguments.length?(r=f==null?null:typeof f=="function"?f:We(+f),u):r},u.y=function(f){return arguments.length?(t=typeof f=="function"?f:We(+f),n=null,u):t},u.y0=function(f){return arguments.length?(t=typeof f=="function"?f:We(+f),u):t},u.y1=function(f){return arguments.length?(n=f==null?null:typeof f=="function"?f:We(+f),u):n},u.lineX0=u.lineY0=function(){return c().x(e).y(t)},u.lineY1=function(){return c().x(e).y(n)},u.lineX1=function(){return c().x(r).y(t)},u.defined=function(f){return arguments.length?(i=typeof f=="function"?f:We(!!f),u):i},u.curve=function(f){return arguments.length?(o=f,s!=null&&(a=o(s)),u):o},u.context=function(f){return arguments.length?(f==null?s=a=null:a=o(s=f),u):s},u}var XP=S4(Ai);function M1(e){this._curve=e}M1.prototype={areaStart:function(){this._curve.areaStart()},areaEnd:function(){this._curve.areaEnd()},lineStart:function(){this._curve.lineStart()},lineEnd:function(){this._curve.lineEnd()},point:function(e,t){this._curve.point(t*Math.sin(e),t*-Math.cos(e))}};function S4(e){function t(n){return new M1(e(n))}return t._curve=e,t}var oc=class{constructor(t,n){this._context=t,this._x=n}areaStart(){this._line=0}areaEnd(){this._line=NaN}lineStart(){this._point=0}lineEnd(){(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line=1-this._line}point(t,n){switch(t=+t,n=+n,this._point){case 0:{this._point=1,this._line?this._context.lineTo(t,n):this._context.moveTo(t,n);break}case 1:this._point=2;default:{this._x?this._context.bezierCurveTo(this._x0=(this._x0+t)/2,this._y0,this._x0,n,t,n):this._context.bezierCurveTo(this._x0,this._y0=(this._y0+n)/2,t,this._y0,t,n);break}}this._x0=t,this._y0=n}};function A1(e){return new oc(e,!0)}function R1(e){return new oc(e,!1)}var k4=He(3),Bp={draw(e,t){let n=He(t+Op(t/28,.75))*.59436,r=n/2,i=r*k4;e.moveTo(0,n),e.lineTo(0,-n),e.moveTo(-i,-r),e.lineTo(i,r),e.moveTo(-i,r),e.lineTo(i,-r)}},Ri={draw(e,t){let n=He(t/Sa);e.moveTo(n,0),e.arc(0,0,n,0,cc)}},Fp={draw(e,t){let n=He(t/5)/2;e.moveTo(-3*n,-n),e.lineTo(-n,-n),e.lineTo(-n,-3*n),e.lineTo(n,-3*n),e.lineTo(n,-n),e.lineTo(3*n,-n),e.lineTo(3*n,n),e.lineTo(n,n),e.lineTo(n,3*n),e.lineTo(-n,3*n),e.lineTo(-n,n),e.lineTo(-3*n,n),e.closePath()}},E1=He(1/3),T4=E1*2,Vp={draw(e,t){let n=He(t/T4),r=n*E1;e.moveTo(0,-n),e.lineTo(r,0),e.lineTo(0,n),e.lineTo(-r,0),e.closePath()}},Hp={draw(e,t){let n=He(t)*.62625;e.moveTo(0,-n),e.lineTo(n,0),e.lineTo(0,n),e.lineTo(-n,0),e.closePath()}},qp={draw(e,t){let n=He(t-Op(t/7,2))*.87559;e.moveTo(-n,0),e.lineTo(n,0),e.moveTo(0,n),e.lineTo(0,-n)}},Up={draw(e,t){let n=He(t),r=-n/2;e.rect(r,r,n,n)}},Kp={draw(e,t){let n=He(t)*.4431;e.moveTo(n,n),e.lineTo(n,-n),e.lineTo(-n,-n),e.lineTo(-n,n),e.closePath()}},C4=.8908130915292852,P1=sc(Sa/10)/sc(7*Sa/10),M4=sc(cc/10)*P1,A4=-w1(cc/10)*P1,Yp={draw(e,t){let n=He(t*C4),r=M4*n,i=A4*n;e.moveTo(0,-n),e.lineTo(r,i);for(let s=1;s<5;++s){let o=cc*s/5,a=w1(o),l=sc(o);e.lineTo(l*n,-a*n),e.lineTo(a*r-l*i,l*r+a*i)}e.closePath()}},Np=He(3),Gp={draw(e,t){let n=-He(t/(Np*3));e.moveTo(0,n*2),e.lineTo(-Np*n,-n),e.lineTo(Np*n,-n),e.closePath()}},R4=He(3),jp={draw(e,t){let n=He(t)*.6824,r=n/2,i=n*R4/2;e.moveTo(0,-n),e.lineTo(i,r),e.lineTo(-i,r),e.closePath()}},jt=-.5,Wt=He(3)/2,Ip=1/He(12),E4=(Ip/2+1)*3,Wp={draw(e,t){let n=He(t/E4),r=n/2,i=n*Ip,s=r,o=n*Ip+n,a=-s,l=o;e.moveTo(r,i),e.lineTo(s,o),e.lineTo(a,l),e.lineTo(jt*r-Wt*i,Wt*r+jt*i),e.lineTo(jt*s-Wt*o,Wt*s+jt*o),e.lineTo(jt*a-Wt*l,Wt*a+jt*l),e.lineTo(jt*r+Wt*i,jt*i-Wt*r),e.lineTo(jt*s+Wt*o,jt*o-Wt*s),e.lineTo(jt*a+Wt*l,jt*l-Wt*a),e.closePath()}},Xp={draw(e,t){let n=He(t-Op(t/6,1.7))*.6189;e.moveTo(-n,-n),e.lineTo(n,n),e.moveTo(-n,n),e.lineTo(n,-n)}},D1=[Ri,Fp,Vp,Up,Yp,Gp,Wp],N1=[Ri,qp,Xp,jp,Bp,Kp,Hp];function Nr(){}function ac(e,t,n){e._context.bezierCurveTo((2*e._x0+e._x1)/3,(2*e._y0+e._y1)/3,(e._x0+2*e._x1)/3,(e._y0+2*e._y1)/3,(e._x0+4*e._x1+t)/6,(e._y0+4*e._y1+n)/6)}function fc(e){this._context=e}fc.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._y0=this._y1=NaN,this._point=0},lineEnd:function(){switch(this._point){case 3:ac(this,this._x1,this._y1);case 2:this._context.lineTo(this._x1,this._y1);break}(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line=1-this._line},point:function(e,t){switch(e=+e,t=+t,this._point){case 0:this._point=1,this._line?this._context.lineTo(e,t):this._context.moveTo(e,t);break;case 1:this._point=2;break;case 2:this._point=3,this._context.lineTo((5*this._x0+this._x1)/6,(5*this._y0+this._y1)/6);default:ac(this,e,t);break}this._x0=this._x1,this._x1=e,this._y0=this._y1,this._y1=t}};function L1(e){return new fc(e)}function I1(e){this._context=e}I1.prototype={areaStart:Nr,areaEnd:Nr,lineStart:function(){this._x0=this._x1=this._x2=this._x3=this._x4=this._y0=this._y1=this._y2=this._y3=this._y4=NaN,this._point=0},lineEnd:function(){switch(this._point){case 1:{this._context.moveTo(this._x2,this._y2),this._context.closePath();break}case 2:{this._context.moveTo((this._x2+2*this._x3)/3,(this._y2+2*this._y3)/3),this._context.lineTo((this._x3+2*this._x2)/3,(this._y3+2*this._y2)/3),this._context.closePath();break}case 3:{this.point(this._x2,this._y2),this.point(this._x3,this._y3),this.point(this._x4,this._y4);break}}},point:function(e,t){switch(e=+e,t=+t,this._point){case 0:this._point=1,this._x2=e,this._y2=t;break;case 1:this._point=2,this._x3=e,this._y3=t;break;case 2:this._point=3,this._x4=e,this._y4=t,this._context.moveTo((this._x0+4*this._x1+e)/6,(this._y0+4*this._y1+t)/6);break;default:ac(this,e,t);break}this._x0=this._x1,this._x1=e,this._y0=this._y1,this._y1=t}};function O1(e){return new I1(e)}function z1(e){this._context=e}z1.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._y0=this._y1=NaN,this._point=0},lineEnd:function(){(this._line||this._line!==0&&this._point===3)&&this._context.closePath(),this._line=1-this._line},point:function(e,t){switch(e=+e,t=+t,this._point){case 0:this._point=1;break;case 1:this._point=2;break;case 2:this._point=3;var n=(this._x0+4*this._x1+e)/6,r=(this._y0+4*this._y1+t)/6;this._line?this._context.lineTo(n,r):this._context.moveTo(n,r);break;case 3:this._point=4;default:ac(this,e,t);break}this._x0=this._x1,this._x1=e,this._y0=this._y1,this._y1=t}};function B1(e){return new z1(e)}function F1(e,t){this._basis=new fc(e),this._beta=t}F1.prototype={lineStart:function(){this._x=[],this._y=[],this._basis.lineStart()},lineEnd:function(){var e=this._x,t=this._y,n=e.length-1;if(n>0)for(var r=e[0],i=t[0],s=e[n]-r,o=t[n]-i,a=-1,l;++a<=n;)l=a/n,this._basis.point(this._beta*e[a]+(1-this._beta)*(r+l*s),this._beta*t[a]+(1-this._beta)*(i+l*o));this._x=this._y=null,this._basis.lineEnd()},point:function(e,t){this._x.push(+e),this._y.push(+t)}};var V1=(function e(t){function n(r){return t===1?new fc(r):new F1(r,t)}return n.beta=function(r){return e(+r)},n})(.85);function lc(e,t,n){e._context.bezierCurveTo(e._x1+e._k*(e._x2-e._x0),e._y1+e._k*(e._y2-e._y0),e._x2+e._k*(e._x1-t),e._y2+e._k*(e._y1-n),e._x2,e._y2)}function Zp(e,t){this._context=e,this._k=(1-t)/6}Zp.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._x2=this._y0=this._y1=this._y2=NaN,this._point=0},lineEnd:function(){switch(this._point){case 2:this._context.lineTo(this._x2,this._y2);break;case 3:lc(this,this._x1,this._y1);break}(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line=1-this._line},point:function(e,t){switch(e=+e,t=+t,this._point){case 0:this._point=1,this._line?this._context.lineTo(e,t):this._context.moveTo(e,t);break;case 1:this._point=2,this._x1=e,this._y1=t;break;case 2:this._point=3;default:lc(this,e,t);break}this._x0=this._x1,this._x1=this._x2,this._x2=e,this._y0=this._y1,this._y1=this._y2,this._y2=t}};var H1=(function e(t){function n(r){return new Zp(r,t)}return n.tension=function(r){return e(+r)},n})(0);function Jp(e,t){this._context=e,this._k=(1-t)/6}Jp.prototype={areaStart:Nr,areaEnd:Nr,lineStart:function(){this._x0=this._x1=this._x2=this._x3=this._x4=this._x5=this._y0=this._y1=this._y2=this._y3=this._y4=this._y5=NaN,this._point=0},lineEnd:function(){switch(this._point){case 1:{this._context.moveTo(this._x3,this._y3),this._context.closePath();break}case 2:{this._context.lineTo(this._x3,this._y3),this._context.closePath();break}case 3:{this.point(this._x3,this._y3),this.point(this._x4,this._y4),this.point(this._x5,this._y5);break}}},point:function(e,t){switch(e=+e,t=+t,this._point){case 0:this._point=1,this._x3=e,this._y3=t;break;case 1:this._point=2,this._context.moveTo(this._x4=e,this._y4=t);break;case 2:this._point=3,this._x5=e,this._y5=t;break;default:lc(this,e,t);break}this._x0=this._x1,this._x1=this._x2,this._x2=e,this._y0=this._y1,this._y1=this._y2,this._y2=t}};var q1=(function e(t){function n(r){return new Jp(r,t)}return n.tension=function(r){return e(+r)},n})(0);function Qp(e,t){this._context=e,this._k=(1-t)/6}Qp.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._x2=this._y0=this._y1=this._y2=NaN,this._point=0},lineEnd:function(){(this._line||this._line!==0&&this._point===3)&&this._context.closePath(),this._line=1-this._line},point:function(e,t){switch(e=+e,t=+t,this._point){case 0:this._point=1;break;case 1:this._point=2;break;case 2:this._point=3,this._line?this._context.lineTo(this._x2,this._y2):this._context.moveTo(this._x2,this._y2);break;case 3:this._point=4;default:lc(this,e,t);break}this._x0=this._x1,this._x1=this._x2,this._x2=e,this._y0=this._y1,this._y1=this._y2,this._y2=t}};var U1=(function e(t){function n(r){return new Qp(r,t)}return n.tension=function(r){return e(+r)},n})(0);function em(e,t,n){var r=e._x1,i=e._y1,s=e._x2,o=e._y2;if(e._l01_a>g1){var a=2*e._l01_2a+3*e._l01_a*e._l12_a+e._l12_2a,l=3*e._l01_a*(e._l01_a+e._l12_a);r=(r*a-e._x0*e._l12_2a+e._x2*e._l01_2a)/l,i=(i*a-e._y0*e._l12_2a+e._y2*e._l01_2a)/l}if(e._l23_a>g1){var u=2*e._l23_2a+3*e._l23_a*e._l12_a+e._l12_2a,c=3*e._l23_a*(e._l23_a+e._l12_a);s=(s*u+e._x1*e._l23_2a-t*e._l12_2a)/c,o=(o*u+e._y1*e._l23_2a-n*e._l12_2a)/c}e._context.bezierCurveTo(r,i,s,o,e._x2,e._y2)}function K1(e,t){this._context=e,this._alpha=t}K1.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._x2=this._y0=this._y1=this._y2=NaN,this._l01_a=this._l12_a=this._l23_a=this._l01_2a=this._l12_2a=this._l23_2a=this._point=0},lineEnd:function(){switch(this._point){case 2:this._context.lineTo(this._x2,this._y2);break;case 3:this.point(this._x2,this._y2);break}(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line=1-this._line},point:function(e,t){if(e=+e,t=+t,this._point){var n=this._x2-e,r=this._y2-t;this._l23_a=Math.sqrt(this._l23_2a=Math.pow(n*n+r*r,this._alpha))}switch(this._point){case 0:this._point=1,this._line?this._context.lineTo(e,t):this._context.moveTo(e,t);break;case 1:this._point=2;break;case 2:this._point=3;default:em(this,e,t);break}this._l01_a=this._l12_a,this._l12_a=this._l23_a,this._l01_2a=this._l12_2a,this._l12_2a=this._l23_2a,this._x0=this._x1,this._x1=this._x2,this._x2=e,this._y0=this._y1,this._y1=this._y2,this._y2=t}};var Y1=(function e(t){function n(r){return t?new K1(r,t):new Zp(r,0)}return n.alpha=function(r){return e(+r)},n})(.5);function G1(e,t){this._context=e,this._alpha=t}G1.prototype={areaStart:Nr,areaEnd:Nr,lineStart:function(){this._x0=this._x1=this._x2=this._x3=this._x4=this._x5=this._y0=this._y1=this._y2=this._y3=this._y4=this._y5=NaN,this._l01_a=this._l12_a=this._l23_a=this._l01_2a=this._l12_2a=this._l23_2a=this._point=0},lineEnd:function(){switch(this._point){case 1:{this._context.moveTo(this._x3,this._y3),this._context.closePath();break}case 2:{this._context.lineTo(this._x3,this._y3),this._context.closePath();break}case 3:{this.point(this._x3,this._y3),this.point(this._x4,this._y4),this.point(this._x5,this._y5);break}}},point:function(e,t){if(e=+e,t=+t,this._point){var n=this._x2-e,r=this._y2-t;this._l23_a=Math.sqrt(this._l23_2a=Math.pow(n*n+r*r,this._alpha))}switch(this._point){case 0:this._point=1,this._x3=e,this._y3=t;break;case 1:this._point=2,this._context.moveTo(this._x4=e,this._y4=t);break;case 2:this._point=3,this._x5=e,this._y5=t;break;default:em(this,e,t);break}this._l01_a=this._l12_a,this._l12_a=this._l23_a,this._l01_2a=this._l12_2a,this._l12_2a=this._l23_2a,this._x0=this._x1,this._x1=this._x2,this._x2=e,this._y0=this._y1,this._y1=this._y2,this._y2=t}};var j1=(function e(t){function n(r){return t?new G1(r,t):new Jp(r,0)}return n.alpha=function(r){return e(+r)},n})(.5);function W1(e,t){this._context=e,this._alpha=t}W1.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._x2=this._y0=this._y1=this._y2=NaN,this._l01_a=this._l12_a=this._l23_a=this._l01_2a=this._l12_2a=this._l23_2a=this._point=0},lineEnd:function(){(this._line||this._line!==0&&this._point===3)&&this._context.closePath(),this._line=1-this._line},point:function(e,t){if(e=+e,t=+t,this._point){var n=this._x2-e,r=this._y2-t;this._l23_a=Math.sqrt(this._l23_2a=Math.pow(n*n+r*r,this._alpha))}switch(this._point){case 0:this._point=1;break;case 1:this._point=2;break;case 2:this._point=3,this._line?this._context.lineTo(this._x2,this._y2):this._context.moveTo(this._x2,this._y2);break;case 3:this._point=4;default:em(this,e,t);break}this._l01_a=this._l12_a,this._l12_a=this._l23_a,this._l01_2a=this._l12_2a,this._l12_2a=this._l23_2a,this._x0=this._x1,this._x1=this._x2,this._x2=e,this._y0=this._y1,this._y1=this._y2,this._y2=t}};var X1=(function e(t){function n(r){return t?new W1(r,t):new Qp(r,0)}return n.alpha=function(r){return e(+r)},n})(.5);function Z1(e){this._context=e}Z1.prototype={areaStart:Nr,areaEnd:Nr,lineStart:function(){this._point=0},lineEnd:function(){this._point&&this._context.closePath()},point:function(e,t){e=+e,t=+t,this._point?this._context.lineTo(e,t):(this._point=1,this._context.moveTo(e,t))}};function J1(e){return new Z1(e)}function b1(e){return e<0?-1:1}function y1(e,t,n){var r=e._x1-e._x0,i=t-e._x1,s=(e._y1-e._y0)/(r||i<0&&-0),o=(n-e._y1)/(i||r<0&&-0),a=(s*i+o*r)/(r+i);return(b1(s)+b1(o))*Math.min(Math.abs(s),Math.abs(o),.5*Math.abs(a))||0}function v1(e,t){var n=e._x1-e._x0;return n?(3*(e._y1-e._y0)/n-t)/2:t}function Lp(e,t,n){var r=e._x0,i=e._y0,s=e._x1,o=e._y1,a=(s-r)/3;e._context.bezierCurveTo(r+a,i+a*t,s-a,o-a*n,s,o)}function uc(e){this._context=e}uc.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._y0=this._y1=this._t0=NaN,this._point=0},lineEnd:function(){switch(this._point){case 2:this._context.lineTo(this._x1,this._y1);break;case 3:Lp(this,this._t0,v1(this,this._t0));break}(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line=1-this._line},point:function(e,t){var n=NaN;if(e=+e,t=+t,!(e===this._x1&&t===this._y1)){switch(this._point){case 0:this._point=1,this._line?this._context.lineTo(e,t):this._context.moveTo(e,t);break;case 1:this._point=2;break;case 2:this._point=3,Lp(this,v1(this,n=y1(this,e,t)),n);break;default:Lp(this,this._t0,n=y1(this,e,t));break}this._x0=this._x1,this._x1=e,this._y0=this._y1,this._y1=t,this._t0=n}}};function Q1(e){this._context=new ew(e)}(Q1.prototype=Object.create(uc.prototype)).point=function(e,t){uc.prototype.point.call(this,t,e)};function ew(e){this._context=e}ew.prototype={moveTo:function(e,t){this._context.moveTo(t,e)},closePath:function(){this._context.closePath()},lineTo:function(e,t){this._context.lineTo(t,e)},bezierCurveTo:function(e,t,n,r,i,s){this._context.bezierCurveTo(t,e,r,n,s,i)}};function tw(e){return new uc(e)}function nw(e){return new Q1(e)}function rw(e){this._context=e}rw.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x=[],this._y=[]},lineEnd:function(){var e=this._x,t=this._y,n=e.length;if(n)if(this._line?this._context.lineTo(e[0],t[0]):this._context.moveTo(e[0],t[0]),n===2)this._context.lineTo(e[1],t[1]);else for(var r=x1(e),i=x1(t),s=0,o=1;o<n;++s,++o)this._context.bezierCurveTo(r[0][s],i[0][s],r[1][s],i[1][s],e[o],t[o]);(this._line||this._line!==0&&n===1)&&this._context.closePath(),this._line=1-this._line,this._x=this._y=null},point:function(e,t){this._x.push(+e),this._y.push(+t)}};function x1(e){var t,n=e.length-1,r,i=new Array(n),s=new Array(n),o=new Array(n);for(i[0]=0,s[0]=2,o[0]=e[0]+2*e[1],t=1;t<n-1;++t)i[t]=1,s[t]=4,o[t]=4*e[t]+2*e[t+1];for(i[n-1]=2,s[n-1]=7,o[n-1]=8*e[n-1]+e[n],t=1;t<n;++t)r=i[t]/s[t-1],s[t]-=r,o[t]-=r*o[t-1];for(i[n-1]=o[n-1]/s[n-1],t=n-2;t>=0;--t)i[t]=(o[t]-i[t+1])/s[t];for(s[n-1]=(e[n]+i[n-1])/2,t=0;t<n-1;++t)s[t]=2*e[t+1]-i[t+1];return[i,s]}function iw(e){return new rw(e)}function dc(e,t){this._context=e,this._t=t}dc.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x=this._y=NaN,this._point=0},lineEnd:function(){0<this._t&&this._t<1&&this._point===2&&this._context.lineTo(this._x,this._y),(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line>=0&&(this._t=1-this._t,this._line=1-this._line)},point:function(e,t){switch(e=+e,t=+t,this._point){case 0:this._point=1,this._line?this._context.lineTo(e,t):this._context.moveTo(e,t);break;case 1:this._point=2;default:{if(this._t<=0)this._context.lineTo(this._x,t),this._context.lineTo(e,t);else{var n=this._x*(1-this._t)+e*this._t;this._context.lineTo(n,this._y),this._context.lineTo(n,t)}break}}this._x=e,this._y=t}};function sw(e){return new dc(e,.5)}function ow(e){return new dc(e,0)}function aw(e){return new dc(e,1)}function Xt(e){return e!=null&&!Number.isNaN(e)}function at(e,t){return+Xt(t)-+Xt(e)||ot(e,t)}function Ei(e,t){return+Xt(t)-+Xt(e)||nr(e,t)}function ka(e){return e!=null&&`${e}`!=""}function tm(e){return isFinite(e)?e:NaN}function Pi(e){return e>0&&isFinite(e)?e:NaN}function Gs(e){return e<0&&isFinite(e)?e:NaN}function hc(e,t){if(e instanceof Date||(e=new Date(+e)),isNaN(e))return typeof t=="function"?t(e):t;let n=e.getUTCHours(),r=e.getUTCMinutes(),i=e.getUTCSeconds(),s=e.getUTCMilliseconds();return`${P4(e.getUTCFullYear(),4)}-${dr(e.getUTCMonth()+1,2)}-${dr(e.getUTCDate(),2)}${n||r||i||s?`T${dr(n,2)}:${dr(r,2)}${i||s?`:${dr(i,2)}${s?`.${dr(s,3)}`:""}`:""}Z`:""}`}function P4(e){return e<0?`-${dr(-e,6)}`:e>9999?`+${dr(e,6)}`:dr(e,4)}function dr(e,t){return`${e}`.padStart(t,"0")}var D4=/^(?:[-+]\d{2})?\d{4}(?:-\d{2}(?:-\d{2})?)?(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{3})?)?(?:Z|[-+]\d{2}:?\d{2})?)?$/;function Ta(e,t){return D4.test(e+="")?new Date(e):typeof t=="function"?t(e):t}function hr(e){if(e==null)return;let t=e[0],n=e[e.length-1];return nr(t,n)}var Ws=1e3,Ir=Ws*60,Or=Ir*60,Bn=Or*24,zn=Bn*7,Di=Bn*30,Lr=Bn*365,nm=[["millisecond",1],["2 milliseconds",2],["5 milliseconds",5],["10 milliseconds",10],["20 milliseconds",20],["50 milliseconds",50],["100 milliseconds",100],["200 milliseconds",200],["500 milliseconds",500],["second",Ws],["5 seconds",5*Ws],["15 seconds",15*Ws],["30 seconds",30*Ws],["minute",Ir],["5 minutes",5*Ir],["15 minutes",15*Ir],["30 minutes",30*Ir],["hour",Or],["3 hours",3*Or],["6 hours",6*Or],["12 hours",12*Or],["day",Bn],["2 days",2*Bn],["week",zn],["2 weeks",2*zn],["month",Di],["3 months",3*Di],["6 months",6*Di],["year",Lr],["2 years",2*Lr],["5 years",5*Lr],["10 years",10*Lr],["20 years",20*Lr],["50 years",50*Lr],["100 years",100*Lr]],rm=new Map([["second",Ws],["minute",Ir],["hour",Or],["day",Bn],["monday",zn],["tuesday",zn],["wednesday",zn],["thursday",zn],["friday",zn],["saturday",zn],["sunday",zn],["week",zn],["month",Di],["year",Lr]]),uw=new Map([["second",ht],["minute",vi],["hour",wi],["day",Dn],["monday",Si],["tuesday",ih],["wednesday",sh],["thursday",cr],["friday",oh],["saturday",ah],["sunday",Nn],["week",Nn],["month",Ci],["year",vt]]),im=new Map([["second",ht],["minute",xi],["hour",_i],["day",pa],["monday",Ti],["tuesday",lh],["wednesday",uh],["thursday",fr],["friday",ch],["saturday",fh],["sunday",Ln],["week",Ln],["month",Mi],["year",xt]]),Xs=Symbol("intervalDuration"),mc=Symbol("intervalType");for(let[e,t]of uw)t[Xs]=rm.get(e),t[mc]="time";for(let[e,t]of im)t[Xs]=rm.get(e),t[mc]="utc";var Ca=[["year",xt,"utc"],["month",Mi,"utc"],["day",pa,"utc",6*Di],["hour",_i,"utc",3*Bn],["minute",xi,"utc",6*Or],["second",ht,"utc",30*Ir]],pc=[["year",vt,"time"],["month",Ci,"time"],["day",Dn,"time",6*Di],["hour",wi,"time",3*Bn],["minute",vi,"time",6*Or],["second",ht,"time",30*Ir]],N4=[Ca[0],pc[0],Ca[1],pc[1],Ca[2],pc[2],...Ca.slice(3)];function cw(e){let t=`${e}`.toLowerCase();t.endsWith("s")&&(t=t.slice(0,-1));let n=1,r=/^(?:(\d+)\s+)/.exec(t);switch(r&&(t=t.slice(r[0].length),n=+r[1]),t){case"quarter":t="month",n*=3;break;case"half":t="month",n*=6;break}let i=im.get(t);if(!i)throw new Error(`unknown interval: ${e}`);if(n>1&&!i.every)throw new Error(`non-periodic interval: ${t}`);return[t,n]}function sm(e){return fw(cw(e),"time")}function Ma(e){return fw(cw(e),"utc")}function fw([e,t],n){let r=(n==="time"?uw:im).get(e);return t>1&&(r=r.every(t),r[Xs]=rm.get(e)*t,r[mc]=n),r}function om(e,t){if(!(t>1))return;let n=e[Xs];if(!nm.some(([,i])=>i===n)||n%Bn===0&&Bn<n&&n<Di)return;let[r]=nm[Cs(([,i])=>Math.log(i)).center(nm,Math.log(n*t))];return(e[mc]==="time"?sm:Ma)(r)}function lw(e,t,n){let r=t==="time"?ya:In;if(n==null)return r(e==="year"?"%Y":e==="month"?"%Y-%m":e==="day"?"%Y-%m-%d":e==="hour"||e==="minute"?"%Y-%m-%dT%H:%M":e==="second"?"%Y-%m-%dT%H:%M:%S":"%Y-%m-%dT%H:%M:%S.%L");let i=L4(n);switch(e){case"millisecond":return js(r(".%L"),r(":%M:%S"),i);case"second":return js(r(":%S"),r("%-I:%M"),i);case"minute":return js(r("%-I:%M"),r("%p"),i);case"hour":return js(r("%-I %p"),r("%b %-d"),i);case"day":return js(r("%-d"),r("%b"),i);case"month":return js(r("%b"),r("%Y"),i);case"year":return r("%Y")}throw new Error("unable to format time ticks")}function L4(e){return e==="left"||e==="right"?(t,n)=>`
${t}
${n}`:e==="top"?(t,n)=>`${n}
${t}`:(t,n)=>`${t}
${n}`}function I4(e){return e==="time"?pc:e==="utc"?Ca:N4}function dw(e,t,n){let r=ct(ly(t,(i,s)=>Math.abs(s-i)));if(r<1e3)return lw("millisecond","utc",n);for(let[i,s,o,a]of I4(e)){if(r>a||i==="hour"&&!r)break;if(t.every(l=>s.floor(l)>=l))return lw(i,o,n)}}function js(e,t,n){return(r,i,s)=>{let o=e(r,i),a=t(r,i),l=i-hr(s);return i!==l&&s[l]!==void 0&&a===t(s[l],l)?o:n(o,a)}}var lm=Object.getPrototypeOf(Uint8Array),O4=Object.prototype.toString;function un(e){return e instanceof Array||e instanceof lm}function mw(e){return e instanceof lm&&!z4(e)}function gw(e){return e?.prototype instanceof lm&&!B4(e)}function z4(e){return e instanceof BigInt64Array||e instanceof BigUint64Array}function B4(e){return e===BigInt64Array||e===BigUint64Array}var um=Symbol("reindex");function $e(e,t,n){let r=typeof t;return r==="string"?Nw(e)?cm(e.getChild(t),n):hw(e,fm(t),n):r==="function"?hw(e,t,n):r==="number"||t instanceof Date||r==="boolean"?ye(e,At(t),n):typeof t?.transform=="function"?am(t.transform(e),n):F4(am(t,n),e?.[um])}function F4(e,t){return e!=null&&t?yc(e,t):e}function hw(e,t,n){return ye(e,gw(n)?(r,i)=>dm(t(r,i)):t,n)}function am(e,t){return t===void 0?Vn(e):Lw(e)?cm(e,t):e instanceof t?e:t.from(e,gw(t)&&!mw(e)?dm:void 0)}function cm(e,t){return e==null?e:(t===void 0||t===Array)&&U4(e.type)?hm(pw(e)):am(pw(e),t)}function pw(e){return e.nullCount?e.toJSON():e.toArray()}var Zs=[null],fm=e=>t=>{let n=t[e];return n===void 0&&t.type==="Feature"?t.properties?.[e]:n},cn={transform:mt},ge={transform:e=>e};var bw=()=>1,yw=()=>!0,ze=e=>e==null?e:`${e}`,Te=e=>e==null?e:+e;var gc=e=>e?e[0]:void 0,Aa=e=>e?e[1]:void 0;var At=e=>()=>e;function vw(e){let t=+`${e}`.slice(1)/100;return(n,r)=>tr(n,t,r)}function Fn(e){return mw(e)?e:ye(e,dm,Float64Array)}function dm(e){return e==null?NaN:Number(e)}function hm(e){return ye(e,pm)}function pm(e){return e instanceof Date&&!isNaN(e)?e:typeof e=="string"?Ta(e):e==null||isNaN(e=Number(e))?void 0:new Date(e)}function wt(e,t){return e===void 0&&(e=t),e===null?[void 0,"none"]:no(e)?[void 0,e]:[e,void 0]}function Le(e,t){return e===void 0&&(e=t),e===null||typeof e=="number"?[void 0,e]:[e,void 0]}function mm(e,t,n){if(e!=null)return pt(e,t,n)}function pt(e,t,n){let r=`${e}`.toLowerCase();if(!n.includes(r))throw new Error(`invalid ${t}: ${e}`);return r}function pr(e){return Nw(e)?e:Vn(e)}function Vn(e){if(e==null||un(e))return e;if(Lw(e))return cm(e);if(xw(e))switch(e.type){case"FeatureCollection":return e.features;case"GeometryCollection":return e.geometries;default:return[e]}return Array.from(e)}function xw(e){switch(e?.type){case"FeatureCollection":case"GeometryCollection":case"Feature":case"LineString":case"MultiLineString":case"MultiPoint":case"MultiPolygon":case"Point":case"Polygon":case"Sphere":return!0;default:return!1}}function ye(e,t,n=Array){return e==null?e:e instanceof n?e.map(t):n.from(e,t)}function zr(e,t=Array){return e instanceof t?e.slice():t.from(e)}function ww({x:e,x1:t,x2:n}){return e!==void 0||t!==void 0||n!==void 0}function gm({y:e,y1:t,y2:n}){return e!==void 0||t!==void 0||n!==void 0}function bc(e){return ww(e)||gm(e)||e.interval!==void 0}function fn(e){return e?.toString===O4}function Js(e){return fn(e)&&(e.type!==void 0||e.domain!==void 0)}function Qs(e){return fn(e)&&typeof e.transform!="function"}function Br(e){return Qs(e)&&e.value===void 0&&e.channel===void 0}function _w(e,t,n,r=ge){return t===void 0&&n===void 0?(t=0,n=e===void 0?r:e):t===void 0?t=e===void 0?0:e:n===void 0&&(n=e===void 0?0:e),[t,n]}function dn(e,t){return e===void 0&&t===void 0?[gc,Aa]:[e,t]}function eo({z:e,fill:t,stroke:n}={}){return e===void 0&&([e]=wt(t)),e===void 0&&([e]=wt(n)),e}function Fr(e){return un(e)?e.length:e?.numRows}function mt(e){let t=Fr(e),n=new Uint32Array(t);for(let r=0;r<t;++r)n[r]=r;return n}function yc(e,t){return un(e)?ye(t,n=>e[n],e.constructor):ye(t,n=>e.at(n))}function $w(e,t,n){return e.subarray?e.subarray(t,n):e.slice(t,n)}function Zt(e){return e!==null&&typeof e=="object"?e.valueOf():e}function Sw(e,t){if(t[e]!==void 0)return t[e];switch(e){case"x1":case"x2":e="x";break;case"y1":case"y2":e="y";break}return t[e]}function to(e){let t;return[{transform:()=>t,label:hn(e)},n=>t=n]}function Jt(e){return e==null?[e]:to(e)}function hn(e,t){return typeof e=="string"?e:e&&e.label!==void 0?e.label:t}function Ra(e,t){return{transform(n){let r=e.transform(n),i=t.transform(n);return Oe(r)||Oe(i)?ye(r,(s,o)=>new Date((+r[o]+ +i[o])/2)):ye(r,(s,o)=>(+r[o]+ +i[o])/2,Float64Array)},label:e.label}}function Ea(e,t){let n=bm(t?.interval,t?.type);return n?ye(e,n):e}function bm(e,t){let n=vc(e,t);return n&&(r=>Xt(r)?n.floor(r):r)}function vc(e,t){if(e!=null){if(typeof e=="number")return V4(e);if(typeof e=="string")return(t==="time"?sm:Ma)(e);if(typeof e.floor!="function")throw new Error("invalid interval; missing floor method");if(typeof e.offset!="function")throw new Error("invalid interval; missing offset method");return e}}function V4(e){e=+e,0<e&&e<1&&Number.isInteger(1/e)&&(e=-1/e);let t=Math.abs(e);return e<0?{floor:n=>Math.floor(n*t)/t,offset:(n,r=1)=>(n*t+Math.floor(r))/t,range:(n,r)=>As(Math.ceil(n*t),r*t).map(i=>i/t)}:{floor:n=>Math.floor(n/t)*t,offset:(n,r=1)=>n+t*Math.floor(r),range:(n,r)=>As(Math.ceil(n/t),r/t).map(i=>i*t)}}function Hn(e,t){if(e=vc(e,t),e&&typeof e.range!="function")throw new Error("invalid interval: missing range method");return e}function kw(e,t){if(e=Hn(e,t),e&&typeof e.ceil!="function")throw new Error("invalid interval: missing ceil method");return e}function Tw(e){return Vr(e)&&typeof e?.floor=="function"&&e.floor()instanceof Date}function Vr(e){return typeof e?.range=="function"}function qn(e){return e===void 0||Qs(e)?e:{value:e}}function Cw(e){return e==null?null:{transform:t=>$e(t,e,Float64Array),label:hn(e)}}function _t(e){return e&&typeof e[Symbol.iterator]=="function"}function xc(e){for(let t of e)if(t!=null)return typeof t!="object"||t instanceof Date}function ym(e){for(let t of e){if(t==null)continue;let n=typeof t;return n==="string"||n==="boolean"}}function Oe(e){for(let t of e)if(t!=null)return t instanceof Date}function Mw(e){for(let t of e)if(t!=null)return typeof t=="string"&&isNaN(t)&&Ta(t)}function Aw(e){for(let t of e)if(t!=null){if(typeof t!="string")return!1;if(t.trim())return!isNaN(t)}}function Rw(e){for(let t of e)if(t!=null)return typeof t=="number"}function wc(e,t){let n;for(let r of e)if(r!=null){if(!t(r))return!1;n=!0}return n}var H4=new Set("none,currentcolor,transparent,aliceblue,antiquewhite,aqua,aquamarine,azure,beige,bisque,black,blanchedalmond,blue,blueviolet,brown,burlywood,cadetblue,chartreuse,chocolate,coral,cornflowerblue,cornsilk,crimson,cyan,darkblue,darkcyan,darkgoldenrod,darkgray,darkgreen,darkgrey,darkkhaki,darkmagenta,darkolivegreen,darkorange,darkorchid,darkred,darksalmon,darkseagreen,darkslateblue,darkslategray,darkslategrey,darkturquoise,darkviolet,deeppink,deepskyblue,dimgray,dimgrey,dodgerblue,firebrick,floralwhite,forestgreen,fuchsia,gainsboro,ghostwhite,gold,goldenrod,gray,green,greenyellow,grey,honeydew,hotpink,indianred,indigo,ivory,khaki,lavender,lavenderblush,lawngreen,lemonchiffon,lightblue,lightcoral,lightcyan,lightgoldenrodyellow,lightgray,lightgreen,lightgrey,lightpink,lightsalmon,lightseagreen,lightskyblue,lightslategray,lightslategrey,lightsteelblue,lightyellow,lime,limegreen,linen,magenta,maroon,mediumaquamarine,mediumblue,mediumorchid,mediumpurple,mediumseagreen,mediumslateblue,mediumspringgreen,mediumturquoise,mediumvioletred,midnightblue,mintcream,mistyrose,moccasin,navajowhite,navy,oldlace,olive,olivedrab,orange,orangered,orchid,palegoldenrod,palegreen,paleturquoise,palevioletred,papayawhip,peachpuff,peru,pink,plum,powderblue,purple,rebeccapurple,red,rosybrown,royalblue,saddlebrown,salmon,sandybrown,seagreen,seashell,sienna,silver,skyblue,slateblue,slategray,slategrey,snow,springgreen,steelblue,tan,teal,thistle,tomato,turquoise,violet,wheat,white,whitesmoke,yellow".split(","));function no(e){return typeof e!="string"?!1:(e=e.toLowerCase().trim(),/^#[0-9a-f]{3,8}$/.test(e)||/^(?:url|var|rgb|rgba|hsl|hsla|hwb|lab|lch|oklab|oklch|color|color-mix)\(.*\)$/.test(e)||H4.has(e))}function Ew(e){return typeof e=="number"&&(0<=e&&e<=1||isNaN(e))}function Xe(e){return e==null||Ni(e)}function Ni(e){return/^\s*none\s*$/i.test(e)}function Pw(e){return/^\s*round\s*$/i.test(e)}function _c(e,t){return mm(e,t,["middle","top-left","top","top-right","right","bottom-right","bottom","bottom-left","left"])}function Hr(e="middle"){return _c(e,"frameAnchor")}function Dw(e={},...t){let n=e;for(let r of t)for(let i in r)if(n[i]===void 0){let s=r[i];n===e?n={...n,[i]:s}:n[i]=s}return n}function q4(e){console.warn("named iterables are deprecated; please use an object instead");let t=new Set;return Object.fromEntries(Array.from(e,n=>{let{name:r}=n;if(r==null)throw new Error("missing name");let i=`${r}`;if(i==="__proto__")throw new Error(`illegal name: ${i}`);if(t.has(i))throw new Error(`duplicate name: ${i}`);return t.add(i),[r,n]}))}function vm(e){return _t(e)?q4(e):e}function $c(e){return e===!0?e="frame":e===!1?e=null:!xw(e)&&e!=null&&(e=pt(e,"clip",["frame","sphere"]),e==="sphere"&&(e={type:"Sphere"})),e}function Nw(e){return e&&typeof e.getChild=="function"&&typeof e.toArray=="function"&&e.schema&&Array.isArray(e.schema.fields)}function Lw(e){return e&&typeof e.toArray=="function"&&e.type}function U4(e){return e&&(e.typeId===8||e.typeId===10)&&e.unit===1}var Qt=Symbol("position"),Rt=Symbol("color"),Li=Symbol("radius"),Ii=Symbol("length"),Oi=Symbol("opacity"),ro=Symbol("symbol"),Iw=Symbol("projection"),ve=new Map([["x",Qt],["y",Qt],["fx",Qt],["fy",Qt],["r",Li],["color",Rt],["opacity",Oi],["symbol",ro],["length",Ii],["projection",Iw]]);function Ow(e){return e===Qt||e===Iw}function zw(e){return e===Qt||e===Li||e===Ii||e===Oi}var K4=Math.sqrt(3),Y4=2/K4,G4={draw(e,t){let n=Math.sqrt(t/Math.PI),r=n*Y4,i=r/2;e.moveTo(0,r),e.lineTo(n,i),e.lineTo(n,-i),e.lineTo(0,-r),e.lineTo(-n,-i),e.lineTo(-n,i),e.closePath()}},xm=new Map([["asterisk",Bp],["circle",Ri],["cross",Fp],["diamond",Vp],["diamond2",Hp],["hexagon",G4],["plus",qp],["square",Up],["square2",Kp],["star",Yp],["times",Xp],["triangle",Gp],["triangle2",jp],["wye",Wp]]);function wm(e){return e&&typeof e.draw=="function"}function Bw(e){return wm(e)?!0:typeof e!="string"?!1:xm.has(e.toLowerCase())}function io(e){if(e==null||wm(e))return e;let t=xm.get(`${e}`.toLowerCase());if(t)return t;throw new Error(`invalid symbol: ${e}`)}function Fw(e){if(e==null||wm(e))return[void 0,e];if(typeof e=="string"){let t=xm.get(`${e}`.toLowerCase());if(t)return[void 0,t]}return[e,void 0]}function zi({filter:e,sort:t,reverse:n,transform:r,initializer:i,...s}={},o){if(r===void 0&&(e!=null&&(r=Vw(e)),t!=null&&!Br(t)&&(r=_m(r,Sm(t))),n&&(r=_m(r,Hw))),o!=null&&i!=null)throw new Error("transforms cannot be applied after initializers");return{...s,...(t===null||Br(t))&&{sort:t},transform:_m(r,o)}}function mr({filter:e,sort:t,reverse:n,initializer:r,...i}={},s){return r===void 0&&(e!=null&&(r=Vw(e)),t!=null&&!Br(t)&&(r=$m(r,Sm(t))),n&&(r=$m(r,Hw))),{...i,...(t===null||Br(t))&&{sort:t},initializer:$m(r,s)}}function _m(e,t){return e==null?t===null?void 0:t:t==null?e===null?void 0:e:function(n,r,i){return{data:n,facets:r}=e.call(this,n,r,i),t.call(this,pr(n),r,i)}}function $m(e,t){return e==null?t===null?void 0:t:t==null?e===null?void 0:e:function(n,r,i,...s){let o,a,l,u,c,f;return{data:a=n,facets:l=r,channels:o}=e.call(this,n,r,i,...s),{data:c=a,facets:f=l,channels:u}=t.call(this,a,l,{...i,...o},...s),{data:c,facets:f,channels:{...o,...u}}}}function j4(e,t){return(e.initializer!=null?mr:zi)(e,t)}function Vw(e){return(t,n)=>{let r=$e(t,e);return{data:t,facets:n.map(i=>i.filter(s=>r[s]))}}}function Hw(e,t){return{data:e,facets:t.map(n=>n.slice().reverse())}}function qw(e,{sort:t,...n}={}){return{...(Qs(e)&&e.channel!==void 0?mr:j4)(n,Sm(e)),sort:Br(t)?t:null}}function Sm(e){return(typeof e=="function"&&e.length!==1?W4:X4)(e)}function W4(e){return(t,n)=>{let r=un(t)?(i,s)=>e(t[i],t[s]):(i,s)=>e(t.get(i),t.get(s));return{data:t,facets:n.map(i=>i.slice().sort(r))}}}function X4(e){let t,n;({channel:t,value:e,order:n}={...qn(e)});let r=t?.startsWith("-");if(r&&(t=t.slice(1)),n===void 0&&(n=r?Ei:at),typeof n!="function")switch(`${n}`.toLowerCase()){case"ascending":n=at;break;case"descending":n=Ei;break;default:throw new Error(`invalid order: ${n}`)}return(i,s,o)=>{let a;if(t===void 0)a=$e(i,e);else{if(o===void 0)throw new Error("channel sort requires an initializer");if(a=o[t],!a)return{};a=a.value}let l=(u,c)=>n(a[u],a[c]);return{data:i,facets:s.map(u=>u.slice().sort(l))}}}function Da(e,...t){for(let{name:n}of e)if(t.includes(n))return!0;return!1}function Yw(e,t,n=km){let r=Object.entries(e);return t.title!=null&&e.title===void 0&&r.push(["title",t8]),t.href!=null&&e.href===void 0&&r.push(["href",Sc]),r.filter(([,i])=>i!==void 0).map(([i,s])=>s===null?Z4(i):n(i,s,t))}function km(e,t,n,r=Tm){let i;fn(t)&&"reduce"in t&&(i=t.scale,t=t.reduce);let s=r(e,t,n),[o,a]=to(s.label),l;return{name:e,output:i===void 0?o:{value:o,scale:i},initialize(u){s.initialize(u),l=a([])},scope(u,c){s.scope(u,c)},reduce(u,c){l.push(s.reduce(u,c))}}}function Z4(e){return{name:e,initialize(){},scope(){},reduce(){}}}function Tm(e,t,n,r=Na){let i=Sw(e,n),s=r(t,i),o,a;return{label:hn(s===Pa?null:i,s.label),initialize(l){o=i===void 0?l:$e(l,i),s.scope==="data"&&(a=s.reduceIndex(mt(l),o))},scope(l,u){s.scope===l&&(a=s.reduceIndex(u,o))},reduce(l,u){return s.scope==null?s.reduceIndex(l,o,u):s.reduceIndex(l,o,a,u)}}}function Cm(e,t){return t?ci(e,n=>t[n]):[[,e]]}function Na(e,t,n=J4){if(e==null)return n(e);if(typeof e.reduceIndex=="function")return e;if(typeof e.reduce=="function"&&fn(e))return Q4(e);if(typeof e=="function")return e8(e);if(/^p\d{2}$/i.test(e))return gr(vw(e));switch(`${e}`.toLowerCase()){case"first":return Sc;case"last":return n8;case"identity":return Mm;case"count":return Pa;case"distinct":return r8;case"sum":return t==null?Pa:i8;case"proportion":return Kw(t,"data");case"proportion-facet":return Kw(t,"facet");case"deviation":return gr(nd);case"min":return gr(Ft);case"min-index":return gr(ny);case"max":return gr(ct);case"max-index":return gr(ty);case"mean":return Uw(oy);case"median":return Uw(Go);case"variance":return gr(td);case"mode":return gr(ay)}return n(e)}function J4(e){throw new Error(`invalid reduce: ${e}`)}function Gw(e,t){for(let n in t){let r=t[n];if(r!==void 0&&!e.some(i=>i.name===n))return r}}function jw(e,t,n){if(t){let r=t.output.transform(),i=(s,o)=>at(r[s],r[o]);e.forEach(s=>s.sort(i))}n&&e.forEach(r=>r.reverse())}function Q4(e){return console.warn("deprecated reduce interface; implement reduceIndex instead."),{...e,reduceIndex:e.reduce.bind(e)}}function e8(e){return{reduceIndex(t,n,r){return e(yc(n,t),r)}}}function gr(e){return{reduceIndex(t,n){return e(t,r=>n[r])}}}function Uw(e){return{reduceIndex(t,n){let r=e(t,i=>n[i]);return Oe(n)?new Date(r):r}}}var Mm={reduceIndex(e,t){return yc(t,e)}},Sc={reduceIndex(e,t){return t[e[0]]}},t8={reduceIndex(e,t){let r=ks(rr(e,s=>s.length,s=>t[s]),Aa),i=r.slice(-5).reverse();if(i.length<r.length){let s=r.slice(0,-4);i[4]=[`\u2026 ${s.length.toLocaleString("en-US")} more`,sn(s,Aa)]}return i.map(([s,o])=>`${s} (${o.toLocaleString("en-US")})`).join(`
`)}},n8={reduceIndex(e,t){return t[e[e.length-1]]}},Pa={label:"Frequency",reduceIndex(e){return e.length}},r8={label:"Distinct",reduceIndex(e,t){let n=new Tn;for(let r of e)n.add(t[r]);return n.size}},i8=gr(sn);function Kw(e,t){return e==null?{scope:t,label:"Frequency",reduceIndex:(n,r,i=1)=>n.length/i}:{scope:t,reduceIndex:(n,r,i=1)=>sn(n,s=>r[s])/i}}var Ww={reduceIndex(e,t,{z:n}){return n}};function so(e,{scale:t,type:n,value:r,filter:i,hint:s,label:o=hn(r)},a){return s===void 0&&typeof r?.transform=="function"&&(s=r.hint),Rm(a,{scale:t,type:n,value:$e(e,r),label:o,filter:i,hint:s})}function Zw(e,t){return Object.fromEntries(Object.entries(e).map(([n,r])=>[n,so(t,r,n)]))}function Jw(e,t){let n=Object.fromEntries(Object.entries(e).map(([r,{scale:i,value:s}])=>{let o=i==null?null:t[i];return[r,o==null?s:ye(s,o)]}));return n.channels=e,n}function Rm(e,t){let{scale:n,value:r}=t;if(n===!0||n==="auto")switch(e){case"fill":case"stroke":case"color":t.scale=n!==!0&&wc(r,no)?null:"color",t.defaultScale="color";break;case"fillOpacity":case"strokeOpacity":case"opacity":t.scale=n!==!0&&wc(r,Ew)?null:"opacity",t.defaultScale="opacity";break;case"symbol":n!==!0&&wc(r,Bw)?(t.scale=null,t.value=ye(r,io)):t.scale="symbol",t.defaultScale="symbol";break;default:t.scale=ve.has(e)?e:null;break}else if(n===!1)t.scale=null;else if(n!=null&&!ve.has(n))throw new Error(`unknown scale: ${n}`);return t}function Qw(e,t,n,r,i){let{order:s,reverse:o,reduce:a=!0,limit:l}=i;for(let u in i){if(!ve.has(u))continue;let{value:c,order:f=s,reverse:d=o,reduce:h=a,limit:p=l}=qn(i[u]),m=c?.startsWith("-");if(m&&(c=c.slice(1)),f=f===void 0?m!==(c==="width"||c==="height")?t_:e_:a8(f),h==null||h===!1)continue;let b=u==="fx"||u==="fy"?o8(t,r[u]):s8(n,u);if(!b)throw new Error(`missing channel for scale: ${u}`);let y=b.value,[v=0,_=1/0]=_t(p)?p:p<0?[p]:[0,p];if(c==null)b.domain=()=>{let x=Array.from(new Tn(y));return d&&(x=x.reverse()),(v!==0||_!==1/0)&&(x=x.slice(v,_)),x};else{let x=c==="data"?e:c==="height"?Xw(n,"y1","y2"):c==="width"?Xw(n,"x1","x2"):Am(n,c,c==="y"?"y2":c==="x"?"x2":void 0),S=Na(h===!0?"max":h,x);b.domain=()=>{let w=J0(mt(y),$=>S.reduceIndex($,x),$=>y[$]);return f&&w.sort(f),d&&w.reverse(),(v!==0||_!==1/0)&&(w=w.slice(v,_)),w.map(gc)}}}}function s8(e,t){for(let n in e){let r=e[n];if(r.scale===t)return r}}function o8(e,t){let n=e.original;if(n===e)return t;let r=t.value,i=t.value=[];for(let s=0;s<n.length;++s){let o=r[n[s][0]];for(let a of e[s])i[a]=o}return t}function Xw(e,t,n){let r=Am(e,t),i=Am(e,n);return ye(i,(s,o)=>Math.abs(s-r[o]),Float64Array)}function Am(e,t,n){let r=e[t];if(!r&&n!==void 0&&(r=e[n]),r)return r.value;throw new Error(`missing channel: ${t}`)}function a8(e){if(e==null||typeof e=="function")return e;switch(`${e}`.toLowerCase()){case"ascending":return e_;case"descending":return t_}throw new Error(`invalid order: ${e}`)}function e_([e,t],[n,r]){return at(t,r)||at(e,n)}function t_([e,t],[n,r]){return Ei(t,r)||at(e,n)}function Em(e,t){let n=e[t];if(n){for(;n.source;)n=n.source;return n.source===null?null:n}}var o_=new Map([["accent",o1],["category10",s1],["dark2",a1],["observable10",l1],["paired",u1],["pastel1",c1],["pastel2",f1],["set1",d1],["set2",h1],["set3",p1],["tableau10",m1]]);function a_(e){return e!=null&&o_.has(`${e}`.toLowerCase())}var n_=new Map([...o_,["brbg",br(Ch,Mh)],["prgn",br(Ah,Rh)],["piyg",br(Eh,Ph)],["puor",br(Dh,Nh)],["rdbu",br(nc,_a)],["rdgy",br(Lh,Ih)],["rdylbu",br(rc,$a)],["rdylgn",br(Oh,zh)],["spectral",br(Bh,Fh)],["burd",r_(nc,_a)],["buylrd",r_(rc,$a)],["blues",Ze(fp,dp)],["greens",Ze(hp,pp)],["greys",Ze(mp,gp)],["oranges",Ze(wp,_p)],["purples",Ze(bp,yp)],["reds",Ze(vp,xp)],["turbo",yr(Ap)],["viridis",yr(Rp)],["magma",yr(Ep)],["inferno",yr(Pp)],["plasma",yr(Dp)],["cividis",yr($p)],["cubehelix",yr(Sp)],["warm",yr(kp)],["cool",yr(Tp)],["bugn",Ze(Vh,Hh)],["bupu",Ze(qh,Uh)],["gnbu",Ze(Kh,Yh)],["orrd",Ze(Gh,jh)],["pubu",Ze(Zh,Jh)],["pubugn",Ze(Wh,Xh)],["purd",Ze(Qh,ep)],["rdpu",Ze(tp,np)],["ylgn",Ze(sp,op)],["ylgnbu",Ze(rp,ip)],["ylorbr",Ze(ap,lp)],["ylorrd",Ze(up,cp)],["rainbow",i_(Cp)],["sinebow",i_(Mp)]]);function Ze(e,t){return({length:n})=>n===1?[e[3][1]]:n===2?[e[3][1],e[3][2]]:(n=Math.max(3,Math.floor(n)),n>9?ft(t,n):e[n])}function br(e,t){return({length:n})=>n===2?[e[3][0],e[3][2]]:(n=Math.max(3,Math.floor(n)),n>11?ft(t,n):e[n])}function r_(e,t){return({length:n})=>n===2?[e[3][2],e[3][0]]:(n=Math.max(3,Math.floor(n)),n>11?ft(r=>t(1-r),n):e[n].slice().reverse())}function yr(e){return({length:t})=>ft(e,Math.max(2,Math.floor(t)))}function i_(e){return({length:t})=>ft(e,Math.floor(t)+1).slice(0,-1)}function Pm(e){let t=`${e}`.toLowerCase();if(!n_.has(t))throw new Error(`unknown ordinal scheme: ${t}`);return n_.get(t)}function La(e,t){let n=Pm(e),r=typeof n=="function"?n({length:t}):n;return r.length!==t?r.slice(0,t):r}function l_(e,t="greys"){let n=new Set,[r,i]=La(t,2);for(let s of e)if(s!=null)if(s===!0)n.add(i);else if(s===!1)n.add(r);else return;return[...n]}var s_=new Map([["brbg",Mh],["prgn",Rh],["piyg",Ph],["puor",Nh],["rdbu",_a],["rdgy",Ih],["rdylbu",$a],["rdylgn",zh],["spectral",Fh],["burd",e=>_a(1-e)],["buylrd",e=>$a(1-e)],["blues",dp],["greens",pp],["greys",gp],["purples",yp],["reds",xp],["oranges",_p],["turbo",Ap],["viridis",Rp],["magma",Ep],["inferno",Pp],["plasma",Dp],["cividis",$p],["cubehelix",Sp],["warm",kp],["cool",Tp],["bugn",Hh],["bupu",Uh],["gnbu",Yh],["orrd",jh],["pubugn",Xh],["pubu",Jh],["purd",ep],["rdpu",np],["ylgnbu",ip],["ylgn",op],["ylorbr",lp],["ylorrd",cp],["rainbow",Cp],["sinebow",Mp]]);function oo(e){let t=`${e}`.toLowerCase();if(!s_.has(t))throw new Error(`unknown quantitative scheme: ${t}`);return s_.get(t)}var l8=new Set(["brbg","prgn","piyg","puor","rdbu","rdgy","rdylbu","rdylgn","spectral","burd","buylrd"]);function u_(e){return e!=null&&l8.has(`${e}`.toLowerCase())}var Nm=e=>t=>e(1-t),Dm=[0,1],c_=new Map([["number",Fe],["rgb",mi],["hsl",ev],["hcl",rv],["lab",tv]]);function Lm(e){let t=`${e}`.toLowerCase();if(!c_.has(t))throw new Error(`unknown interpolator: ${t}`);return c_.get(t)}function lo(e,t,n,{type:r,nice:i,clamp:s,zero:o,domain:a=v_(e,n),unknown:l,round:u,scheme:c,interval:f,range:d=ve.get(e)===Li?d8(n,a):ve.get(e)===Ii?h8(n,a):ve.get(e)===Oi?Dm:void 0,interpolate:h=ve.get(e)===Rt?c==null&&d!==void 0?mi:oo(c!==void 0?c:r==="cyclical"?"rainbow":"turbo"):u?Zo:Fe,reverse:p}){if(a=f_(a),f=Hn(f,r),(r==="cyclical"||r==="sequential")&&(r="linear"),typeof h!="function"&&(h=Lm(h)),p=!!p,d!==void 0){let m=a.length,b=(d=f_(d)).length;if(m!==b){if(h.length===1)throw new Error("invalid piecewise interpolator");h=Er(h,d),d=void 0}}if(h.length===1?(p&&(h=Nm(h),p=!1),d===void 0&&(d=Float64Array.from(a,(m,b)=>b/(a.length-1)),d.length===2&&(d=Dm)),t.interpolate((d===Dm?At:Ia)(h))):t.interpolate(h),o){let[m,b]=tt(a);(m>0||b<0)&&(a=zr(a),(hr(a)||1)===Math.sign(m)?a[0]=0:a[a.length-1]=0)}return p&&(a=Rs(a)),t.domain(a).unknown(l),i&&(t.nice(u8(i,r)),a=t.domain()),d!==void 0&&t.range(d),s&&t.clamp(s),{type:r,domain:a,range:d,scale:t,interpolate:h,interval:f}}function f_(e){return e=Vn(e),e.length>=2?e:[e[0],e[0]]}function u8(e,t){return e===!0?void 0:typeof e=="number"?e:kw(e,t)}function d_(e,t,n){return lo(e,wa(),t,n)}function h_(e,t,n){return Im(e,t,{...n,exponent:.5})}function Im(e,t,{exponent:n=1,...r}){return lo(e,vh().exponent(n),t,{...r,type:"pow"})}function p_(e,t,{base:n=10,domain:r=p8(t),...i}){return lo(e,bh().base(n),t,{...i,domain:r})}function m_(e,t,{constant:n=1,...r}){return lo(e,yh().constant(n),t,r)}function g_(e,t,{range:n,quantiles:r=n===void 0?5:(n=[...n]).length,n:i=r,scheme:s="rdylbu",domain:o=m8(t),unknown:a,interpolate:l,reverse:u}){return n===void 0&&(n=l!==void 0?ft(l,i):ve.get(e)===Rt?La(s,i):void 0),o.length>0&&(o=xh(o,n===void 0?{length:i}:n).quantiles()),kc(e,t,{domain:o,range:n,reverse:u,unknown:a})}function b_(e,t,{range:n,n:r=n===void 0?5:(n=[...n]).length,scheme:i="rdylbu",domain:s=v_(e,t),unknown:o,interpolate:a,reverse:l}){let[u,c]=tt(s),f;return n===void 0?(f=Mr(u,c,r),f[0]<=u&&f.splice(0,1),f[f.length-1]>=c&&f.pop(),r=f.length+1,n=a!==void 0?ft(a,r):ve.get(e)===Rt?La(i,r):void 0):(f=ft(Fe(u,c),r+1).slice(1,-1),u instanceof Date&&(f=f.map(d=>new Date(d)))),hr(Vn(s))<0&&f.reverse(),kc(e,t,{domain:f,range:n,reverse:l,unknown:o})}function kc(e,t,{domain:n=[0],unknown:r,scheme:i="rdylbu",interpolate:s,range:o=s!==void 0?ft(s,n.length+1):ve.get(e)===Rt?La(i,n.length+1):void 0,reverse:a}){n=Vn(n);let l=hr(n);if(!isNaN(l)&&!c8(n,l))throw new Error(`the ${e} scale has a non-monotonic domain`);return a&&(o=Rs(o)),{type:"threshold",scale:wh(l<0?Rs(n):n,o===void 0?[]:o).unknown(r),domain:n,range:o}}function c8(e,t){for(let n=1,r=e.length,i=e[0];n<r;++n){let s=nr(i,i=e[n]);if(s!==0&&s!==t)return!1}return!0}function y_(e){return{type:"identity",scale:zw(ve.get(e))?gh():t=>t}}function ao(e,t=tm){return e.length?[Ft(e,({value:n})=>n===void 0?n:Ft(n,t)),ct(e,({value:n})=>n===void 0?n:ct(n,t))]:[0,1]}function v_(e,t){let n=ve.get(e);return(n===Li||n===Oi||n===Ii?f8:ao)(t)}function f8(e){return[0,e.length?ct(e,({value:t})=>t===void 0?t:ct(t,tm)):1]}function d8(e,t){let n=e.find(({radius:o})=>o!==void 0);if(n!==void 0)return[0,n.radius];let r=tr(e,.5,({value:o})=>o===void 0?NaN:tr(o,.25,Pi)),i=t.map(o=>3*Math.sqrt(o/r)),s=30/ct(i);return s<1?i.map(o=>o*s):i}function h8(e,t){let n=Go(e,({value:s})=>s===void 0?NaN:Go(s,Math.abs)),r=t.map(s=>12*s/n),i=60/ct(r);return i<1?r.map(s=>s*i):r}function p8(e){for(let{value:t}of e)if(t!==void 0)for(let n of t){if(n>0)return ao(e,Pi);if(n<0)return ao(e,Gs)}return[1,10]}function m8(e){let t=[];for(let{value:n}of e)if(n!==void 0)for(let r of n)t.push(r);return t}function Ia(e){return(t,n)=>r=>e(t+r*(n-t))}var Om=0,zm;function x_(){let e=Om;return Om=0,zm=void 0,e}function $t(e){e!==zm&&(zm=e,console.warn(e),++Om)}function Tc(e,t,n,r,{type:i,nice:s,clamp:o,domain:a=ao(r),unknown:l,pivot:u=0,scheme:c,range:f,symmetric:d=!0,interpolate:h=ve.get(e)===Rt?c==null&&f!==void 0?mi:oo(c!==void 0?c:"rdbu"):Fe,reverse:p}){u=+u,a=Vn(a);let[m,b]=a;if(a.length>2&&$t(`Warning: the diverging ${e} scale domain contains extra elements.`),nr(m,b)<0&&([m,b]=[b,m],p=!p),m=Math.min(m,u),b=Math.max(b,u),typeof h!="function"&&(h=Lm(h)),f!==void 0&&(h=h.length===1?Ia(h)(...f):Er(h,f)),p&&(h=Nm(h)),d){let y=n.apply(u),v=y-n.apply(m),_=n.apply(b)-y;v<_?m=n.invert(y-_):v>_&&(b=n.invert(y+v))}return t.domain([m,u,b]).unknown(l).interpolator(h),o&&t.clamp(o),s&&t.nice(s),{type:i,domain:[m,b],pivot:u,interpolate:h,scale:t}}function w_(e,t,n){return Tc(e,$h(),g8,t,n)}function __(e,t,n){return Bm(e,t,{...n,exponent:.5})}function Bm(e,t,{exponent:n=1,...r}){return Tc(e,Th().exponent(n=+n),v8(n),t,{...r,type:"diverging-pow"})}function $_(e,t,{base:n=10,pivot:r=1,domain:i=ao(t,r<0?Gs:Pi),...s}){return Tc(e,Sh().base(n=+n),b8,t,{domain:i,pivot:r,...s})}function S_(e,t,{constant:n=1,...r}){return Tc(e,kh().constant(n=+n),x8(n),t,r)}var g8={apply(e){return e},invert(e){return e}},b8={apply:Math.log,invert:Math.exp},y8={apply(e){return Math.sign(e)*Math.sqrt(Math.abs(e))},invert(e){return Math.sign(e)*(e*e)}};function v8(e){return e===.5?y8:{apply(t){return Math.sign(t)*Math.pow(Math.abs(t),e)},invert(t){return Math.sign(t)*Math.pow(Math.abs(t),1/e)}}}function x8(e){return{apply(t){return Math.sign(t)*Math.log1p(Math.abs(t/e))},invert(t){return Math.sign(t)*Math.expm1(Math.abs(t))*e}}}function k_(e,t,n,r){return lo(e,t,n,r)}function T_(e,t,n){return k_(e,r1(),t,n)}function C_(e,t,n){return k_(e,i1(),t,n)}var uo=Symbol("ordinal");function A_(e,t,n,{type:r,interval:i,domain:s,range:o,reverse:a,hint:l}){return i=Hn(i,r),s===void 0&&(s=N_(n,i,e)),(r==="categorical"||r===uo)&&(r="ordinal"),a&&(s=Rs(s)),s=t.domain(s).domain(),o!==void 0&&(typeof o=="function"&&(o=o(s)),t.range(o)),{type:r,domain:s,range:o,scale:t,hint:l,interval:i}}function R_(e,t,{type:n,interval:r,domain:i,range:s,scheme:o,unknown:a,...l}){r=Hn(r,n),i===void 0&&(i=N_(t,r,e));let u;if(ve.get(e)===ro)u=w8(t),s=s===void 0?_8(u):ye(s,io);else if(ve.get(e)===Rt&&(s===void 0&&(n==="ordinal"||n===uo)&&(s=l_(i,o),s!==void 0&&(o=void 0)),o===void 0&&s===void 0&&(o=n==="ordinal"?"turbo":"observable10"),o!==void 0))if(s!==void 0){let c=oo(o),f=s[0],d=s[1]-s[0];s=({length:h})=>ft(p=>c(f+d*p),h)}else s=Pm(o);if(a===ju)throw new Error(`implicit unknown on ${e} scale is not supported`);return A_(e,Xu().unknown(a),t,{...l,type:n,domain:i,range:s,hint:u})}function E_(e,t,{align:n=.5,padding:r=.5,...i}){return D_(Zx().align(n).padding(r),t,i,e)}function P_(e,t,{align:n=.5,padding:r=.1,paddingInner:i=r,paddingOuter:s=e==="fx"||e==="fy"?0:r,...o}){return D_(Ys().align(n).paddingInner(i).paddingOuter(s),t,o,e)}function D_(e,t,n,r){let{round:i}=n;return i!==void 0&&e.round(i=!!i),e=A_(r,e,t,n),e.round=i,e}function N_(e,t,n){let r=new Tn;for(let{value:i,domain:s}of e){if(s!==void 0)return s();if(i!==void 0)for(let o of i)r.add(o)}if(t!==void 0){let[i,s]=tt(r).map(t.floor,t);return t.range(i,t.offset(s))}if(r.size>1e4&&ve.get(n)===Qt)throw new Error(`implicit ordinal domain of ${n} scale has more than 10,000 values`);return ks(r,at)}function M_(e,t){let n;for(let{hint:r}of e){let i=r?.[t];if(i!==void 0){if(n===void 0)n=i;else if(n!==i)return}}return n}function w8(e){return{fill:M_(e,"fill"),stroke:M_(e,"stroke")}}function _8(e){return Xe(e.fill)?N1:D1}function Oa(e,{label:t,inset:n=0,insetTop:r=n,insetRight:i=n,insetBottom:s=n,insetLeft:o=n,round:a,nice:l,clamp:u,zero:c,align:f,padding:d,projection:h,facet:{label:p=t}={},...m}={}){let b={};for(let[y,v]of e){let _=m[y],x=k8(y,v,{round:ve.get(y)===Qt?a:void 0,nice:l,clamp:u,zero:c,align:f,padding:d,projection:h,..._});if(x){let{label:S=y==="fx"||y==="fy"?p:t,percent:w,transform:$,inset:T,insetTop:M=T!==void 0?T:y==="y"?r:0,insetRight:D=T!==void 0?T:y==="x"?i:0,insetBottom:R=T!==void 0?T:y==="y"?s:0,insetLeft:P=T!==void 0?T:y==="x"?o:0}=_||{};if($==null)$=void 0;else if(typeof $!="function")throw new Error("invalid scale transform; not a function");x.percent=!!w,x.label=S===void 0?$8(v,x):S,x.transform=$,y==="x"||y==="fx"?(x.insetLeft=+P,x.insetRight=+D):(y==="y"||y==="fy")&&(x.insetTop=+M,x.insetBottom=+R),b[y]=x}}return b}function Vm(e){let t={},n={scales:t};for(let[r,i]of Object.entries(e)){let{scale:s,type:o,interval:a,label:l}=i;t[r]=A8(i),n[r]=s,s.type=o,a!=null&&(s.interval=a),l!=null&&(s.label=l)}return n}function B_(e,t){let{x:n,y:r,fx:i,fy:s}=e,o=i||s?Mc(t):t;i&&L_(i,o),s&&I_(s,o);let a=i||s?Hm(e,t):t;n&&L_(n,a),r&&I_(r,a)}function $8(e=[],t){let n;for(let{label:r}of e)if(r!==void 0){if(n===void 0)n=r;else if(n!==r)return}if(n!==void 0)return!Un(t)&&t.percent&&(n=`${n} (%)`),{inferred:!0,toString:()=>n}}function F_(e){return Math.sign(hr(e.domain()))*Math.sign(hr(e.range()))}function Mc(e){let{marginTop:t,marginRight:n,marginBottom:r,marginLeft:i,width:s,height:o,facet:{marginTop:a,marginRight:l,marginBottom:u,marginLeft:c}}=e;return{marginTop:Math.max(t,a),marginRight:Math.max(n,l),marginBottom:Math.max(r,u),marginLeft:Math.max(i,c),width:s,height:o}}function Hm({fx:e,fy:t},n){let{marginTop:r,marginRight:i,marginBottom:s,marginLeft:o,width:a,height:l}=Mc(n);return{marginTop:r,marginRight:i,marginBottom:s,marginLeft:o,width:e?e.scale.bandwidth()+o+i:a,height:t?t.scale.bandwidth()+r+s:l,facet:{width:a,height:l}}}function L_(e,t){if(e.range===void 0){let{insetLeft:n,insetRight:r}=e,{width:i,marginLeft:s=0,marginRight:o=0}=t,a=s+n,l=i-o-r;e.range=[a,Math.max(a,l)],Un(e)||(e.range=H_(e)),e.scale.range(e.range)}V_(e)}function I_(e,t){if(e.range===void 0){let{insetTop:n,insetBottom:r}=e,{height:i,marginTop:s=0,marginBottom:o=0}=t,a=s+n,l=i-o-r;e.range=[Math.max(a,l),a],Un(e)?e.range.reverse():e.range=H_(e),e.scale.range(e.range)}V_(e)}function V_(e){e.round===void 0&&C8(e)&&S8(e)<=30&&e.scale.round(!0)}function S8({scale:e}){let t=e.domain().length,[n,r]=e.range(),i=e.paddingInner?e.paddingInner():1,s=e.paddingOuter?e.paddingOuter():e.padding(),o=t-i,a=Math.abs(r-n)/Math.max(1,o+s*2);return(a-Math.floor(a))*o}function H_(e){let t=e.scale.domain().length+qm(e);if(!(t>2))return e.range;let[n,r]=e.range;return Array.from({length:t},(i,s)=>n+s/(t-1)*(r-n))}function k8(e,t=[],n={}){let r=T8(e,t,n);if(n.type===void 0&&n.domain===void 0&&n.range===void 0&&n.interval==null&&e!=="fx"&&e!=="fy"&&Un({type:r})){let i=t.map(({value:s})=>s).filter(s=>s!==void 0);i.some(Oe)?$t(`Warning: some data associated with the ${e} scale are dates. Dates are typically associated with a "utc" or "time" scale rather than a "${co(r)}" scale. If you are using a bar mark, you probably want a rect mark with the interval option instead; if you are using a group transform, you probably want a bin transform instead. If you want to treat this data as ordinal, you can specify the interval of the ${e} scale (e.g., d3.utcDay), or you can suppress this warning by setting the type of the ${e} scale to "${co(r)}".`):i.some(Mw)?$t(`Warning: some data associated with the ${e} scale are strings that appear to be dates (e.g., YYYY-MM-DD). If these strings represent dates, you should parse them to Date objects. Dates are typically associated with a "utc" or "time" scale rather than a "${co(r)}" scale. If you are using a bar mark, you probably want a rect mark with the interval option instead; if you are using a group transform, you probably want a bin transform instead. If you want to treat this data as ordinal, you can suppress this warning by setting the type of the ${e} scale to "${co(r)}".`):i.some(Aw)&&$t(`Warning: some data associated with the ${e} scale are strings that appear to be numbers. If these strings represent numbers, you should parse or coerce them to numbers. Numbers are typically associated with a "linear" scale rather than a "${co(r)}" scale. If you want to treat this data as ordinal, you can specify the interval of the ${e} scale (e.g., 1 for integers), or you can suppress this warning by setting the type of the ${e} scale to "${co(r)}".`)}switch(n.type=r,r){case"diverging":case"diverging-sqrt":case"diverging-pow":case"diverging-log":case"diverging-symlog":case"cyclical":case"sequential":case"linear":case"sqrt":case"threshold":case"quantile":case"pow":case"log":case"symlog":n=Cc(t,n,Fn);break;case"identity":switch(ve.get(e)){case Qt:n=Cc(t,n,Fn);break;case ro:n=Cc(t,n,M8);break}break;case"utc":case"time":n=Cc(t,n,hm);break}switch(r){case"diverging":return w_(e,t,n);case"diverging-sqrt":return __(e,t,n);case"diverging-pow":return Bm(e,t,n);case"diverging-log":return $_(e,t,n);case"diverging-symlog":return S_(e,t,n);case"categorical":case"ordinal":case uo:return R_(e,t,n);case"cyclical":case"sequential":case"linear":return d_(e,t,n);case"sqrt":return h_(e,t,n);case"threshold":return kc(e,t,n);case"quantile":return g_(e,t,n);case"quantize":return b_(e,t,n);case"pow":return Im(e,t,n);case"log":return p_(e,t,n);case"symlog":return m_(e,t,n);case"utc":return C_(e,t,n);case"time":return T_(e,t,n);case"point":return E_(e,t,n);case"band":return P_(e,t,n);case"identity":return y_(e);case void 0:return;default:throw new Error(`unknown scale type: ${r}`)}}function co(e){return typeof e=="symbol"?e.description:e}function O_(e){return typeof e=="string"?`${e}`.toLowerCase():e}var z_={toString:()=>"projection"};function T8(e,t,{type:n,domain:r,range:i,scheme:s,pivot:o,projection:a}){if(n=O_(n),e==="fx"||e==="fy")return"band";(e==="x"||e==="y")&&a!=null&&(n=z_);for(let c of t){let f=O_(c.type);if(f!==void 0){if(n===void 0)n=f;else if(n!==f)throw new Error(`scale incompatible with channel: ${n} !== ${f}`)}}if(n===z_)return;if(n!==void 0)return n;if(r===void 0&&!t.some(({value:c})=>c!==void 0))return;let l=ve.get(e);if(l===Li)return"sqrt";if(l===Oi||l===Ii)return"linear";if(l===ro)return"ordinal";let u=(r??i)?.length;if(u<2||u>2)return Fm(l);if(r!==void 0){if(ym(r))return Fm(l);if(Oe(r))return"utc"}else{let c=t.map(({value:f})=>f).filter(f=>f!==void 0);if(c.some(ym))return Fm(l);if(c.some(Oe))return"utc"}if(l===Rt){if(o!=null||u_(s))return"diverging";if(a_(s))return"categorical"}return"linear"}function Fm(e){switch(e){case Qt:return"point";case Rt:return uo;default:return"ordinal"}}function Un({type:e}){return e==="ordinal"||e==="point"||e==="band"||e===uo}function qm({type:e}){return e==="threshold"}function C8({type:e}){return e==="point"||e==="band"}function pn(e){if(e===void 0)return!0;let t=e.domain(),n=e(t[0]);for(let r=1,i=t.length;r<i;++r)if(e(t[r])-n)return!1;return!0}function Cc(e,{domain:t,...n},r){for(let i of e)i.value!==void 0&&(t===void 0&&(t=i.value?.domain),i.value=r(i.value));return{domain:t===void 0?t:r(t),...n}}function M8(e){return ye(e,io)}function q_(e){return t=>{if(!ve.has(t=`${t}`))throw new Error(`unknown scale: ${t}`);return e[t]}}function A8({scale:e,type:t,domain:n,range:r,interpolate:i,interval:s,transform:o,percent:a,pivot:l}){if(t==="identity")return{type:"identity",apply:c=>c,invert:c=>c};let u=e.unknown?e.unknown():void 0;return{type:t,domain:zr(n),...r!==void 0&&{range:zr(r)},...o!==void 0&&{transform:o},...a&&{percent:a},...u!==void 0&&{unknown:u},...s!==void 0&&{interval:s},...i!==void 0&&{interpolate:i},...e.clamp&&{clamp:e.clamp()},...l!==void 0&&{pivot:l,symmetric:!1},...e.base&&{base:e.base()},...e.exponent&&{exponent:e.exponent()},...e.constant&&{constant:e.constant()},...e.align&&{align:e.align(),round:e.round()},...e.padding&&(e.paddingInner?{paddingInner:e.paddingInner(),paddingOuter:e.paddingOuter()}:{padding:e.padding()}),...e.bandwidth&&{bandwidth:e.bandwidth(),step:e.step()},apply:c=>e(c),...e.invert&&{invert:c=>e.invert(c)}}}function K_(e,t){let{fx:n,fy:r}=Oa(e,t),i=n?.scale.domain(),s=r?.scale.domain();return i&&s?G0(i,s).map(([o,a],l)=>({x:o,y:a,i:l})):i?i.map((o,a)=>({x:o,i:a})):s?s.map((o,a)=>({y:o,i:a})):void 0}function Y_(e,{x:t,y:n}){return t&&=jm(t),n&&=jm(n),e.filter(t&&n?r=>t.has(r.x)&&n.has(r.y):t?r=>t.has(r.x):r=>n.has(r.y)).sort(t&&n?(r,i)=>t.get(r.x)-t.get(i.x)||n.get(r.y)-n.get(i.y):t?(r,i)=>t.get(r.x)-t.get(i.x):(r,i)=>n.get(r.y)-n.get(i.y))}function Rc(e,{fx:t,fy:n}){let r=mt(e),i=t?.value,s=n?.value;return t&&n?rr(r,o=>(o.fx=i[o[0]],o.fy=s[o[0]],o),o=>i[o],o=>s[o]):t?rr(r,o=>(o.fx=i[o[0]],o),o=>i[o]):rr(r,o=>(o.fy=s[o[0]],o),o=>s[o])}function G_(e,t,{marginTop:n,marginLeft:r}){let i=e?({x:o})=>e(o)-r:()=>0,s=t?({y:o})=>t(o)-n:()=>0;return function(o){this.tagName==="svg"?(this.setAttribute("x",i(o)),this.setAttribute("y",s(o))):this.setAttribute("transform",`translate(${i(o)},${s(o)})`)}}function j_(e){let t=[],n=new Uint32Array(sn(e,r=>r.length));for(let r of e){let i=0;for(let s of e)r!==s&&(n.set(s,i),i+=s.length);t.push(n.slice(0,i))}return t}var R8=new Map([["top",Um],["right",Gm],["bottom",Km],["left",Ym],["top-left",Ac(Um,Ym)],["top-right",Ac(Um,Gm)],["bottom-left",Ac(Km,Ym)],["bottom-right",Ac(Km,Gm)],["top-empty",P8],["right-empty",L8],["bottom-empty",D8],["left-empty",N8],["empty",I8]]);function W_(e){if(e==null)return null;let t=R8.get(`${e}`.toLowerCase());if(t)return t;throw new Error(`invalid facet anchor: ${e}`)}var U_=new WeakMap;function jm(e){let t=U_.get(e);return t||U_.set(e,t=new Bt(ye(e,(n,r)=>[n,r]))),t}function qr(e,t){return jm(e).get(t)}function E8(e,t,n){return t=Zt(t),n=Zt(n),e.find(r=>Object.is(Zt(r.x),t)&&Object.is(Zt(r.y),n))}function Ec(e,t,n){return E8(e,t,n)?.empty}function Um(e,{y:t},{y:n}){return t?qr(t,n)===0:!0}function Km(e,{y:t},{y:n}){return t?qr(t,n)===t.length-1:!0}function Ym(e,{x:t},{x:n}){return t?qr(t,n)===0:!0}function Gm(e,{x:t},{x:n}){return t?qr(t,n)===t.length-1:!0}function P8(e,{y:t},{x:n,y:r,empty:i}){if(i)return!1;if(!t)return;let s=qr(t,r);if(s>0)return Ec(e,n,t[s-1])}function D8(e,{y:t},{x:n,y:r,empty:i}){if(i)return!1;if(!t)return;let s=qr(t,r);if(s<t.length-1)return Ec(e,n,t[s+1])}function N8(e,{x:t},{x:n,y:r,empty:i}){if(i)return!1;if(!t)return;let s=qr(t,n);if(s>0)return Ec(e,t[s-1],r)}function L8(e,{x:t},{x:n,y:r,empty:i}){if(i)return!1;if(!t)return;let s=qr(t,n);if(s<t.length-1)return Ec(e,t[s+1],r)}function I8(e,t,{empty:n}){return n}function Ac(e,t){return function(){return e.apply(null,arguments)&&t.apply(null,arguments)}}function Pc(e,{channels:{fx:t,fy:n},groups:r}){return t&&n?e.map(({x:i,y:s})=>r.get(i)?.get(s)??[]):t?e.map(({x:i})=>r.get(i)??[]):e.map(({y:i})=>r.get(i)??[])}var X_=Math.PI,vr=2*X_,Wm=.618;function Z_({projection:e,inset:t=0,insetTop:n=t,insetRight:r=t,insetBottom:i=t,insetLeft:s=t}={},o){if(e==null)return;if(typeof e.stream=="function")return e;let a,l,u="frame";if(fn(e)){let S;if({type:e,domain:l,inset:S,insetTop:n=S!==void 0?S:n,insetRight:r=S!==void 0?S:r,insetBottom:i=S!==void 0?S:i,insetLeft:s=S!==void 0?S:s,clip:u=u,...a}=e,e==null)return}typeof e!="function"&&({type:e}=Xm(e));let{width:c,height:f,marginLeft:d,marginRight:h,marginTop:p,marginBottom:m}=o,b=c-d-h-s-r,y=f-p-m-n-i;if(e=e?.({width:b,height:y,clip:u,...a}),e==null)return;u=O8(u,d,p,c-h,f-m);let v=d+s,_=p+n,x;if(l!=null){let[[S,w],[$,T]]=fa(e).bounds(l),M=Math.min(b/($-S),y/(T-w));M>0?(v-=(M*(S+$)-b)/2,_-=(M*(w+T)-y)/2,x=da({point(D,R){this.stream.point(D*M+v,R*M+_)}})):$t("Warning: the projection could not be fit to the specified domain; using the default scale.")}return x??=v===0&&_===0?J_():da({point(S,w){this.stream.point(S+v,w+_)}}),{stream:S=>e.stream(x.stream(u(S)))}}function Xm(e){switch(`${e}`.toLowerCase()){case"albers-usa":return mn(tx,.7463,.4673);case"albers":return Dc(Qd,.7463,.4673);case"azimuthal-equal-area":return mn(ix,4,4);case"azimuthal-equidistant":return mn(ox,vr,vr);case"conic-conformal":return Dc(ux,vr,vr);case"conic-equal-area":return Dc(ca,6.1702,2.9781);case"conic-equidistant":return Dc(fx,7.312,3.6282);case"equal-earth":return mn(hx,5.4133,2.6347);case"equirectangular":return mn(cx,vr,X_);case"gnomonic":return mn(mx,3.4641,3.4641);case"identity":return{type:J_};case"reflect-y":return{type:z8};case"mercator":return mn(ax,vr,vr);case"orthographic":return mn(bx,2,2);case"stereographic":return mn(vx,2,2);case"transverse-mercator":return mn(wx,vr,vr);default:throw new Error(`unknown projection type: ${e}`)}}function O8(e,t,n,r,i){if(e===!1||e==null||typeof e=="number")return s=>s;if(e===!0&&(e="frame"),`${e}`.toLowerCase()==="frame")return Wd(t,n,r,i);throw new Error(`unknown projection clip type: ${e}`)}function mn(e,t,n){return{type:({width:r,height:i,rotate:s,precision:o=.15,clip:a})=>{let l=e();return o!=null&&l.precision?.(o),s!=null&&l.rotate?.(s),typeof a=="number"&&l.clipAngle?.(a),r!=null&&(l.scale(Math.min(r/t,i/n)),l.translate([r/2,i/2])),l},aspectRatio:n/t}}function Dc(e,t,n){let{type:r,aspectRatio:i}=mn(e,t,n);return{type:s=>{let{parallels:o,domain:a,width:l,height:u}=s,c=r(s);return o!=null&&(c.parallels(o),a===void 0&&l!=null&&c.fitSize([l,u],{type:"Sphere"})),c},aspectRatio:i}}var J_=At({stream:e=>e}),z8=At(da({point(e,t){this.stream.point(e,-t)}}));function Q_(e,t,n,r){let i=n[e],s=n[t],o=i.length,a=n[e]=new Float64Array(o).fill(NaN),l=n[t]=new Float64Array(o).fill(NaN),u,c=r.stream({point(f,d){a[u]=f,l[u]=d}});for(u=0;u<o;++u)c.point(i[u],s[u])}function e$({projection:e}={}){return e==null?!1:typeof e.stream=="function"?!0:(fn(e)&&(e=e.type),e!=null)}function t$(e){if(typeof e?.stream=="function")return Wm;if(fn(e)){let t,n;if({domain:t,type:e,...n}=e,t!=null&&e!=null){let r=typeof e=="string"?Xm(e).type:e,[[i,s],[o,a]]=fa(r({...n,width:100,height:100})).bounds(t),l=(a-s)/(o-i);return l&&isFinite(l)?l<.2?.2:l>5?5:l:Wm}}if(e!=null){if(typeof e!="function"){let{aspectRatio:t}=Xm(e);if(t)return t}return Wm}}function n$(e){let t=[],n=[],r={scale:"x",value:t},i={scale:"y",value:n},s={point(o,a){t.push(o),n.push(a)},lineStart(){},lineEnd(){},polygonStart(){},polygonEnd(){},sphere(){}};for(let o of e.value)Pr(o,s);return[r,i]}function r$({x:e,y:t}){if(e||t)return e??=n=>n,t??=n=>n,da({point(n,r){this.stream.point(e(n),t(r))}})}function fo(e={}){let{document:t=typeof window<"u"?window.document:void 0,clip:n}=e;return{document:t,clip:$c(n)}}function le(e,{document:t}){return on(Es(e).call(t.documentElement))}var Nc=Symbol("unset");function Lc(e){return(e.length===1?B8:F8)(e)}function B8(e){let t,n=Nc;return r=>(Object.is(n,r)||(n=r,t=e(r)),t)}function F8(e){let t,n;return(...r)=>((n?.length!==r.length||n.some((i,s)=>!Object.is(i,r[s])))&&(n=r,t=e(...r)),t)}var V8=Lc(e=>new Intl.NumberFormat(e)),HN=Lc((e,t)=>new Intl.DateTimeFormat(e,{timeZone:"UTC",...t&&{month:t}})),qN=Lc((e,t)=>new Intl.DateTimeFormat(e,{timeZone:"UTC",...t&&{weekday:t}}));function H8(e="en-US"){let t=V8(e);return n=>n!=null&&!isNaN(n)?t.format(n):void 0}function q8(e){return hc(e,"Invalid Date")}function U8(e="en-US"){let t=H8(e);return n=>(n instanceof Date?q8:typeof n=="number"?t:ze)(n)}var Kn=U8();var qe=(typeof window<"u"?window.devicePixelRatio>1:typeof it>"u")?0:.5,K8=0;function s$(){return`plot-clip-${++K8}`}function o$(e,{title:t,href:n,ariaLabel:r,ariaDescription:i,ariaHidden:s,target:o,fill:a,fillOpacity:l,stroke:u,strokeWidth:c,strokeOpacity:f,strokeLinejoin:d,strokeLinecap:h,strokeMiterlimit:p,strokeDasharray:m,strokeDashoffset:b,opacity:y,mixBlendMode:v,imageFilter:_,paintOrder:x,pointerEvents:S,shapeRendering:w,channels:$},{ariaLabel:T,fill:M="currentColor",fillOpacity:D,stroke:R="none",strokeOpacity:P,strokeWidth:B,strokeLinecap:A,strokeLinejoin:k,strokeMiterlimit:z,paintOrder:L}){M===null&&(a=null,l=null),R===null&&(u=null,f=null),Xe(M)?!Xe(R)&&(!Xe(a)||$?.fill)&&(R="none"):Xe(R)&&(!Xe(u)||$?.stroke)&&(M="none");let[X,I]=wt(a,M),[V,Y]=Le(l,D),[G,U]=wt(u,R),[se,ae]=Le(f,P),[ue,q]=Le(y);Ni(U)||(c===void 0&&(c=B),h===void 0&&(h=A),d===void 0&&(d=k),p===void 0&&!Pw(d)&&(p=z),!Ni(I)&&x===void 0&&(x=L));let[Q,N]=Le(c);return M!==null&&(e.fill=Ie(I,"currentColor"),e.fillOpacity=za(Y,1)),R!==null&&(e.stroke=Ie(U,"none"),e.strokeWidth=za(N,1),e.strokeOpacity=za(ae,1),e.strokeLinejoin=Ie(d,"miter"),e.strokeLinecap=Ie(h,"butt"),e.strokeMiterlimit=za(p,4),e.strokeDasharray=Ie(m,"none"),e.strokeDashoffset=Ie(b,"0")),e.target=ze(o),e.ariaLabel=ze(T),e.ariaDescription=ze(i),e.ariaHidden=ze(s),e.opacity=za(q,1),e.mixBlendMode=Ie(v,"normal"),e.imageFilter=Ie(_,"none"),e.paintOrder=Ie(x,"normal"),e.pointerEvents=Ie(S,"auto"),e.shapeRendering=Ie(w,"auto"),{title:{value:t,optional:!0,filter:null},href:{value:n,optional:!0,filter:null},ariaLabel:{value:r,optional:!0,filter:null},fill:{value:X,scale:"auto",optional:!0},fillOpacity:{value:V,scale:"auto",optional:!0},stroke:{value:G,scale:"auto",optional:!0},strokeOpacity:{value:se,scale:"auto",optional:!0},strokeWidth:{value:Q,optional:!0},opacity:{value:ue,scale:"auto",optional:!0}}}function Y8(e,t){t&&e.filter(n=>ka(t[n])).append("title").call(j8,t)}function G8(e,t){t&&e.filter(([n])=>ka(t[n])).append("title").call(W8,t)}function j8(e,t){t&&e.text(n=>Kn(t[n]))}function W8(e,t){t&&e.text(([n])=>Kn(t[n]))}function Ue(e,{target:t,tip:n},{ariaLabel:r,title:i,fill:s,fillOpacity:o,stroke:a,strokeOpacity:l,strokeWidth:u,opacity:c,href:f}){r&&J(e,"aria-label",d=>r[d]),s&&J(e,"fill",d=>s[d]),o&&J(e,"fill-opacity",d=>o[d]),a&&J(e,"stroke",d=>a[d]),l&&J(e,"stroke-opacity",d=>l[d]),u&&J(e,"stroke-width",d=>u[d]),c&&J(e,"opacity",d=>c[d]),f&&a$(e,d=>f[d],t),n||Y8(e,i)}function Ic(e,{target:t,tip:n},{ariaLabel:r,title:i,fill:s,fillOpacity:o,stroke:a,strokeOpacity:l,strokeWidth:u,opacity:c,href:f}){r&&J(e,"aria-label",([d])=>r[d]),s&&J(e,"fill",([d])=>s[d]),o&&J(e,"fill-opacity",([d])=>o[d]),a&&J(e,"stroke",([d])=>a[d]),l&&J(e,"stroke-opacity",([d])=>l[d]),u&&J(e,"stroke-width",([d])=>u[d]),c&&J(e,"opacity",([d])=>c[d]),f&&a$(e,([d])=>f[d],t),n||G8(e,i)}function X8({ariaLabel:e,title:t,fill:n,fillOpacity:r,stroke:i,strokeOpacity:s,strokeWidth:o,opacity:a,href:l},{tip:u}){return[e,u?void 0:t,n,r,i,s,o,a,l].filter(c=>c!==void 0)}function Z8(e,t,n){let r=ci(e,i=>t[i]);return n===void 0&&r.size>1+e.length>>1&&$t("Warning: the implicit z channel has high cardinality. This may occur when the fill or stroke channel is associated with quantitative data rather than ordinal or categorical data. You can suppress this warning by setting the z option explicitly; if this data represents a single series, set z to null."),r.values()}function*Oc(e,t,n,r){let{z:i}=n,{z:s}=r,o=X8(r,n),a=[...t,...o];for(let l of s?Z8(e,s,i):[e]){let u,c;e:for(let f of l){for(let d of a)if(!Xt(d[f])){c&&c.push(-1);continue e}if(u===void 0){c&&(yield c),u=o.map(d=>Zt(d[f])),c=[f];continue}c.push(f);for(let d=0;d<o.length;++d)if(Zt(o[d][f])!==u[d]){yield c,u=o.map(p=>Zt(p[f])),c=[f];continue e}}c&&(yield c)}}function J8(e,t,n,r){let i,{clip:s=r.clip}=t;s==="frame"?(e=le("svg:g",r).each(function(){this.appendChild(e.node()),e.node=()=>this}),i=eA(r,n)):s&&(i=nA(s,r)),J(e,"aria-label",t.ariaLabel),J(e,"aria-description",t.ariaDescription),J(e,"aria-hidden",t.ariaHidden),J(e,"clip-path",i)}function Q8(e){let t=new WeakMap;return(n,r)=>{let i=t.get(n);if(!i){let s=s$();on(n.ownerSVGElement).append("clipPath").attr("id",s).call(e,n,r),t.set(n,i=`url(#${s})`)}return i}}var eA=Q8((e,t,n)=>{let{width:r,height:i,marginLeft:s,marginRight:o,marginTop:a,marginBottom:l}=n;e.append("rect").attr("x",s).attr("y",a).attr("width",r-o-s).attr("height",i-a-l)}),i$=new WeakMap,tA={type:"Sphere"};function nA(e,t){let n,r;if((n=i$.get(t))||i$.set(t,n=new WeakMap),e.type==="Sphere"&&(e=tA),!(r=n.get(e))){let i=s$();on(t.ownerSVGElement).append("clipPath").attr("id",i).append("path").attr("d",t.path()(e)),n.set(e,r=`url(#${i})`)}return r}function Ae(e,t,n,r){J8(e,t,n,r),J(e,"class",t.className),J(e,"fill",t.fill),J(e,"fill-opacity",t.fillOpacity),J(e,"stroke",t.stroke),J(e,"stroke-width",t.strokeWidth),J(e,"stroke-opacity",t.strokeOpacity),J(e,"stroke-linejoin",t.strokeLinejoin),J(e,"stroke-linecap",t.strokeLinecap),J(e,"stroke-miterlimit",t.strokeMiterlimit),J(e,"stroke-dasharray",t.strokeDasharray),J(e,"stroke-dashoffset",t.strokeDashoffset),J(e,"shape-rendering",t.shapeRendering),J(e,"filter",t.imageFilter),J(e,"paint-order",t.paintOrder);let{pointerEvents:i=r.pointerSticky===!1?"none":void 0}=t;J(e,"pointer-events",i)}function Se(e,t){rA(e,"mix-blend-mode",t.mixBlendMode),J(e,"opacity",t.opacity)}function a$(e,t,n){e.each(function(r){let i=t(r);if(i!=null){let s=this.ownerDocument.createElementNS(Ar.svg,"a");s.setAttribute("fill","inherit"),s.setAttributeNS(Ar.xlink,"href",i),n!=null&&s.setAttribute("target",n),this.parentNode.insertBefore(s,this).appendChild(this)}})}function J(e,t,n){n!=null&&e.attr(t,n)}function rA(e,t,n){n!=null&&e.style(t,n)}function Re(e,t,{x:n,y:r},i=qe,s=qe){i+=t.dx,s+=t.dy,n?.bandwidth&&(i+=n.bandwidth()/2),r?.bandwidth&&(s+=r.bandwidth()/2),(i||s)&&e.attr("transform",`translate(${i},${s})`)}function Ie(e,t){if((e=ze(e))!==t)return e}function za(e,t){if((e=Te(e))!==t)return e}var iA=/^-?([_a-z]|[\240-\377]|\\[0-9a-f]{1,6}(\r\n|[ \t\r\n\f])?|\\[^\r\n\f0-9a-f])([_a-z0-9-]|[\240-\377]|\\[0-9a-f]{1,6}(\r\n|[ \t\r\n\f])?|\\[^\r\n\f0-9a-f])*$/i;function ho(e){if(e===void 0)return"plot-d6a7b5";if(e=`${e}`,!iA.test(e))throw new Error(`invalid class name: ${e}`);return e}function po(e,t){if(typeof t=="string")e.property("style",t);else if(t!=null)for(let n of e)Object.assign(n.style,t)}function Yn({frameAnchor:e},{width:t,height:n,marginTop:r,marginRight:i,marginBottom:s,marginLeft:o}){return[/left$/.test(e)?o:/right$/.test(e)?t-i:(o+t-i)/2,/^top/.test(e)?r:/^bottom/.test(e)?n-s:(r+n-s)/2]}var be=class{constructor(t,n={},r={},i){let{facet:s="auto",facetAnchor:o,fx:a,fy:l,sort:u,dx:c=0,dy:f=0,margin:d=0,marginTop:h=d,marginRight:p=d,marginBottom:m=d,marginLeft:b=d,className:y,clip:v=i?.clip,channels:_,tip:x,render:S}=r;if(this.data=t,this.sort=Br(u)?u:null,this.initializer=mr(r).initializer,this.transform=this.initializer?r.transform:zi(r).transform,s===null||s===!1?this.facet=null:(this.facet=pt(s===!0?"include":s,"facet",["auto","include","exclude","super"]),this.fx=t===Zs&&typeof a=="string"?[a]:a,this.fy=t===Zs&&typeof l=="string"?[l]:l),this.facetAnchor=W_(o),n=vm(n),_!==void 0&&(n={...sA(_),...n}),i!==void 0&&(n={...o$(this,r,i),...n}),this.channels=Object.fromEntries(Object.entries(n).map(([w,$])=>{if(Qs($.value)){let{value:T,label:M=$.label,scale:D=$.scale}=$.value;$={...$,label:M,scale:D,value:T}}if(t===Zs&&typeof $.value=="string"){let{value:T}=$;$={...$,value:[T]}}return[w,$]}).filter(([w,{value:$,optional:T}])=>{if($!=null)return!0;if(T)return!1;throw new Error(`missing channel value: ${w}`)})),this.dx=+c,this.dy=+f,this.marginTop=+h,this.marginRight=+p,this.marginBottom=+m,this.marginLeft=+b,this.clip=$c(v),this.tip=oA(x),this.className=ze(y),this.facet==="super"){if(a||l)throw new Error("super-faceting cannot use fx or fy");for(let w in this.channels){let{scale:$}=n[w];if(!($!=="x"&&$!=="y"))throw new Error("super-faceting cannot use x or y")}}S!=null&&(this.render=Jm(S,this.render))}initialize(t,n,r){let i=pr(this.data);t===void 0&&i!=null&&(t=[mt(i)]);let s=t;this.transform!=null&&({facets:t,data:i}=this.transform(i,t,r),i=pr(i)),t!==void 0&&(t.original=s);let o=Zw(this.channels,i);return this.sort!=null&&Qw(i,t,o,n,this.sort),{data:i,facets:t,channels:o}}filter(t,n,r){for(let i in n){let{filter:s=Xt}=n[i];if(s!==null){let o=r[i];t=t.filter(a=>s(o[a]))}}return t}project(t,n,r){for(let i in t)if(t[i].scale==="x"&&/^x|x$/.test(i)){let s=i.replace(/^x|x$/,"y");s in t&&t[s].scale==="y"&&Q_(i,s,n,r.projection)}}scale(t,n,r){let i=Jw(t,n);return r.projection&&this.project(t,i,r),i}};function Zm(...e){return e.plot=be.prototype.plot,e}function Jm(e,t){if(e==null)return t===null?void 0:t;if(t==null)return e===null?void 0:e;if(typeof e!="function")throw new TypeError(`invalid render transform: ${e}`);if(typeof t!="function")throw new TypeError(`invalid render transform: ${t}`);return function(n,r,i,s,o,a){return e.call(this,n,r,i,s,o,(l,u,c,f,d)=>t.call(this,l,u,c,f,d,a))}}function sA(e){return Object.fromEntries(Object.entries(vm(e)).map(([t,n])=>(n=typeof n=="string"?{value:n,label:t}:qn(n),n.filter===void 0&&n.scale==null&&(n={...n,filter:null}),[t,n])))}function oA(e){return e===!0?"xy":e===!1||e==null?null:typeof e=="string"?pt(e,"tip",["x","y","xy"]):e}function Bi(e,t){return e?.tip===!0?{...e,tip:t}:fn(e?.tip)&&e.tip.pointer===void 0?{...e,tip:{...e.tip,pointer:t}}:e}function u$(e,t,n={}){let r=.5-qe,i=.5+qe,s=.5+qe,o=.5-qe;for(let{marginTop:m,marginRight:b,marginBottom:y,marginLeft:v}of t)m>r&&(r=m),b>i&&(i=b),y>s&&(s=y),v>o&&(o=v);let{margin:a,marginTop:l=a!==void 0?a:r,marginRight:u=a!==void 0?a:i,marginBottom:c=a!==void 0?a:s,marginLeft:f=a!==void 0?a:o}=n;l=+l,u=+u,c=+c,f=+f;let{width:d=640,height:h=aA(e,n,{width:d,marginTopDefault:r,marginRightDefault:i,marginBottomDefault:s,marginLeftDefault:o})+Math.max(0,l-r+c-s)}=n;d=+d,h=+h;let p={width:d,height:h,marginTop:l,marginRight:u,marginBottom:c,marginLeft:f};if(e.fx||e.fy){let{margin:m,marginTop:b=m!==void 0?m:l,marginRight:y=m!==void 0?m:u,marginBottom:v=m!==void 0?m:c,marginLeft:_=m!==void 0?m:f}=n.facet??{};b=+b,y=+y,v=+v,_=+_,p.facet={marginTop:b,marginRight:y,marginBottom:v,marginLeft:_}}return p}function aA({x:e,y:t,fy:n,fx:r},{projection:i,aspectRatio:s},{width:o,marginTopDefault:a,marginRightDefault:l,marginBottomDefault:u,marginLeftDefault:c}){let f=n&&n.scale.domain().length||1,d=t$(i);if(d){let p=r?r.scale.domain().length:1,m=(1.1*f-.1)/(1.1*p-.1)*d,b=Math.max(.1,Math.min(10,m));return Math.round((o-c-l)*b+a+u)}let h=t?Un(t)?t.scale.domain().length||1:Math.max(7,17/f):1;if(s!=null){if(s=+s,!(isFinite(s)&&s>0))throw new Error(`invalid aspectRatio: ${s}`);let p=l$("y",t)/(l$("x",e)*s),m=r?r.scale.bandwidth():1,b=n?n.scale.bandwidth():1,y=m*(o-c-l)-e.insetLeft-e.insetRight;return(p*y+t.insetTop+t.insetBottom)/b+a+u}return!!(t||n)*Math.max(1,Math.min(60,h*f))*20+!!r*30+60}function l$(e,t){if(!t)throw new Error(`aspectRatio requires ${e} scale`);let{type:n,domain:r}=t,i;switch(n){case"linear":case"utc":case"time":i=Number;break;case"pow":{let a=t.scale.exponent();i=l=>Math.pow(l,a);break}case"log":i=Math.log;break;case"point":case"band":return r.length;default:throw new Error(`unsupported ${e} scale for aspectRatio: ${n}`)}let[s,o]=tt(r);return Math.abs(i(o)-i(s))}var c$=new WeakMap;function Qm(e,t,{x:n,y:r,px:i,py:s,maxRadius:o=40,channels:a,render:l,...u}={}){return o=+o,i!=null&&(n??=null,a={...a,px:{value:i,scale:"x"}}),s!=null&&(r??=null,a={...a,py:{value:s,scale:"y"}}),{x:n,y:r,channels:a,...u,render:Jm(function(c,f,d,h,p,m){p={...p,pointerSticky:!1};let b=p.ownerSVGElement,{data:y}=p.getMarkState(this),v=c$.get(b);v||c$.set(b,v={sticky:!1,roots:[],renders:[]});let _=v.renders.push(U)-1,{x,y:S,fx:w,fy:$}=f,T=w?w(c.fx)-h.marginLeft:0,M=$?$(c.fy)-h.marginTop:0;x?.bandwidth&&(T+=x.bandwidth()/2),S?.bandwidth&&(M+=S.bandwidth()/2);let D=c.fi!=null,R;if(D){let q=v.facetStates;q||(v.facetStates=q=new Map),R=q.get(this),R||q.set(this,R=new Map)}let[P,B]=Yn(this,h),{px:A,py:k}=d,z=A?q=>A[q]:tg(d,P),L=k?q=>k[q]:ng(d,B),X,I,V,Y;function G(q,Q){if(D)if(Y&&(Y=cancelAnimationFrame(Y)),q==null)R.delete(c.fi);else{R.set(c.fi,Q),Y=requestAnimationFrame(()=>{Y=null;for(let[N,H]of R)if(H<Q||H===Q&&N<c.fi){q=null;break}U(q)});return}U(q)}function U(q){if(X===q&&V===v.sticky)return;X=q,V=p.pointerSticky=v.sticky;let Q=X==null?[]:[X];D&&(Q.fx=c.fx,Q.fy=c.fy,Q.fi=c.fi);let N=m(Q,f,d,h,p);if(I){if(D){let H=I.parentNode,j=I.getAttribute("transform"),E=N.getAttribute("transform");j?N.setAttribute("transform",j):N.removeAttribute("transform"),E?H.setAttribute("transform",E):H.removeAttribute("transform"),N.removeAttribute("aria-label"),N.removeAttribute("aria-description"),N.removeAttribute("aria-hidden")}I.replaceWith(N)}if(v.roots[_]=I=N,!(X==null&&R?.size>1)){let H=X==null?null:un(y)?y[X]:y.get(X);p.dispatchValue(H)}return N}function se(q){if(v.sticky||q.pointerType==="mouse"&&q.buttons===1)return;let[Q,N]=_y(q);Q-=T,N-=M;let H=Q<h.marginLeft||Q>h.width-h.marginRight?1:e,j=N<h.marginTop||N>h.height-h.marginBottom?1:t,E=null,fe=o*o;for(let Z of c){let pe=H*(z(Z)-Q),we=j*(L(Z)-N),nt=pe*pe+we*we;nt<=fe&&(E=Z,fe=nt)}if(E!=null&&(e!==1||t!==1)){let Z=z(E)-Q,pe=L(E)-N;fe=Z*Z+pe*pe}G(E,fe)}function ae(q){q.pointerType==="mouse"&&X!=null&&(v.sticky&&v.roots.some(Q=>Q?.contains(q.target))||(v.sticky?(v.sticky=!1,v.renders.forEach(Q=>Q(null))):(v.sticky=!0,U(X)),q.stopImmediatePropagation()))}function ue(q){q.pointerType==="mouse"&&(v.sticky||G(null))}return b.addEventListener("pointerenter",se),b.addEventListener("pointermove",se),b.addEventListener("pointerdown",ae),b.addEventListener("pointerleave",ue),U(null)},l)}}function f$(e){return Qm(1,1,e)}function d$(e){return Qm(1,.01,e)}function eg(e){return Qm(.01,1,e)}function tg({x1:e,x2:t,x:n=e},r){return e&&t?i=>(e[i]+t[i])/2:n?i=>n[i]:()=>r}function ng({y1:e,y2:t,y:n=e},r){return e&&t?i=>(e[i]+t[i])/2:n?i=>n[i]:()=>r}function zc(e){return Un(e)&&e.interval===void 0?void 0:"tabular-nums"}function h$(e,t){let{label:n=e.label,tickSize:r=6,width:i=240,height:s=44+r,marginTop:o=18,marginRight:a=0,marginBottom:l=16+r,marginLeft:u=0,style:c,ticks:f=(i-u-a)/64,tickFormat:d,fontVariant:h=zc(e),round:p=!0,opacity:m,className:b}=t,y=fo(t);b=ho(b),m=Le(m)[1],d===null&&(d=()=>null);let v=le("svg",y).attr("class",`${b}-ramp`).attr("font-family","system-ui, sans-serif").attr("font-size",10).attr("width",i).attr("height",s).attr("viewBox",`0 0 ${i} ${s}`).call(P=>P.append("style").text(`:where(.${b}-ramp) {
  display: block;
  height: auto;
  height: intrinsic;
  max-width: 100%;
  overflow: visible;
}
:where(.${b}-ramp text) {
  white-space: pre;
}`)).call(po,c),_=P=>P.selectAll(".tick line").attr("y1",o+l-s),x,S=p?(P,B)=>P.rangeRound(B):(P,B)=>P.range(B),{type:w,domain:$,range:T,interpolate:M,scale:D,pivot:R}=e;if(M){let P=T===void 0?M:Er(M.length===1?Ia(M):M,T);x=S(D.copy(),ft(Fe(u,i-a),Math.min($.length+(R!==void 0),T===void 0?1/0:T.length)));let B=256,A=y.document.createElement("canvas");A.width=B,A.height=1;let k=A.getContext("2d");for(let z=0,L=B-1;z<B;++z)k.fillStyle=P(z/L),k.fillRect(z,0,1,1);v.append("image").attr("opacity",m).attr("x",u).attr("y",o).attr("width",i-u-a).attr("height",s-o-l).attr("preserveAspectRatio","none").attr("xlink:href",A.toDataURL())}else if(w==="threshold"){let P=$,B=d===void 0?A=>A:typeof d=="string"?Rn(d):d;x=S(wa().domain([-1,T.length-1]),[u,i-a]),v.append("g").attr("fill-opacity",m).selectAll().data(T).enter().append("rect").attr("x",(A,k)=>x(k-1)).attr("y",o).attr("width",(A,k)=>x(k)-x(k-1)).attr("height",s-o-l).attr("fill",A=>A),f=ye(P,(A,k)=>k),d=A=>B(P[A],A)}else x=S(Ys().domain($),[u,i-a]),v.append("g").attr("fill-opacity",m).selectAll().data($).enter().append("rect").attr("x",x).attr("y",o).attr("width",Math.max(0,x.bandwidth()-1)).attr("height",s-o-l).attr("fill",D),_=()=>{};return v.append("g").attr("transform",`translate(0,${s-l})`).call(cy(x).ticks(Array.isArray(f)?null:f,typeof d=="string"?d:void 0).tickFormat(typeof d=="function"?d:void 0).tickSize(r).tickValues(Array.isArray(f)?f:null)).attr("font-size",null).attr("font-family",null).attr("font-variant",Ie(h,"normal")).call(_).call(P=>P.select(".domain").remove()),n!==void 0&&v.append("text").attr("x",u).attr("y",o-6).attr("fill","currentColor").attr("font-weight","bold").text(n),v.node()}var rg=Math.PI/180;function Fi(e,{marker:t,markerStart:n=t,markerMid:r=t,markerEnd:i=t}={}){e.markerStart=ig(n),e.markerMid=ig(r),e.markerEnd=ig(i)}function ig(e){if(e==null||e===!1)return null;if(e===!0)return m$;if(typeof e=="function")return e;switch(`${e}`.toLowerCase()){case"none":return null;case"arrow":return p$("auto");case"arrow-reverse":return p$("auto-start-reverse");case"dot":return lA;case"circle":case"circle-fill":return m$;case"circle-stroke":return uA;case"tick":return sg("auto");case"tick-x":return sg(90);case"tick-y":return sg(0)}throw new Error(`invalid marker: ${e}`)}function p$(e){return(t,n)=>le("svg:marker",n).attr("viewBox","-5 -5 10 10").attr("markerWidth",6.67).attr("markerHeight",6.67).attr("orient",e).attr("fill","none").attr("stroke",t).attr("stroke-width",1.5).attr("stroke-linecap","round").attr("stroke-linejoin","round").call(r=>r.append("path").attr("d","M-1.5,-3l3,3l-3,3")).node()}function lA(e,t){return le("svg:marker",t).attr("viewBox","-5 -5 10 10").attr("markerWidth",6.67).attr("markerHeight",6.67).attr("fill",e).attr("stroke","none").call(n=>n.append("circle").attr("r",2.5)).node()}function m$(e,t){return le("svg:marker",t).attr("viewBox","-5 -5 10 10").attr("markerWidth",6.67).attr("markerHeight",6.67).attr("fill",e).attr("stroke","var(--plot-background)").attr("stroke-width",1.5).call(n=>n.append("circle").attr("r",3)).node()}function uA(e,t){return le("svg:marker",t).attr("viewBox","-5 -5 10 10").attr("markerWidth",6.67).attr("markerHeight",6.67).attr("fill","var(--plot-background)").attr("stroke",e).attr("stroke-width",1.5).call(n=>n.append("circle").attr("r",3)).node()}function sg(e){return(t,n)=>le("svg:marker",n).attr("viewBox","-3 -3 6 6").attr("markerWidth",6).attr("markerHeight",6).attr("orient",e).attr("stroke",t).call(r=>r.append("path").attr("d","M0,-3v6")).node()}var cA=0;function Ba(e,t,{stroke:n},r){return y$(e,t,n&&(i=>n[i]),null,r)}function g$(e,t,{stroke:n,z:r},i){return y$(e,t,n&&(([s])=>n[s]),r,i)}var og=1,b$=2;function fA(e,t){let n=new Uint8Array(t.length),r=e.data().filter(s=>s.length>1),i=r.length;for(let s=0,o=Nc;s<i;++s){let a=r[s];if(a.length>1){let l=a[0];o!==(o=Zt(t[l]))&&(n[l]|=og)}}for(let s=i-1,o=Nc;s>=0;--s){let a=r[s];if(a.length>1){let l=a[0];o!==(o=Zt(t[l]))&&(n[l]|=b$)}}return([s])=>n[s]}function y$(e,{markerStart:t,markerMid:n,markerEnd:r,stroke:i},s=()=>i,o,a){if(!t&&!n&&!r)return;let l=new Map,u=o&&fA(e,o);function c(f,d,h){return function(p){if(h&&!h(p))return;let m=s(p),b=l.get(d);b||l.set(d,b=new Map);let y=b.get(m);if(!y){let v=this.parentNode.insertBefore(d(m,a),this),_=`plot-marker-${++cA}`;v.setAttribute("id",_),b.set(m,y=`url(#${_})`)}this.setAttribute(f,y)}}t&&e.each(c("marker-start",t,u&&(f=>u(f)&og))),n&&u&&e.each(c("marker-start",n,f=>!(u(f)&og))),n&&e.each(c("marker-mid",n)),r&&e.each(c("marker-end",r,u&&(f=>u(f)&b$)))}function mo({inset:e,insetLeft:t,insetRight:n,...r}={}){return[t,n]=v$(e,t,n),{inset:e,insetLeft:t,insetRight:n,...r}}function Bc({inset:e,insetTop:t,insetBottom:n,...r}={}){return[t,n]=v$(e,t,n),{inset:e,insetTop:t,insetBottom:n,...r}}function v$(e,t,n){return e===void 0&&t===void 0&&n===void 0?qe?[1,0]:[.5,.5]:[t,n]}function x$(e,{interval:t}){return e={...qn(e)},e.interval=vc(e.interval===void 0?t:e.interval),e}function ag(e,t,n,r){let{[e]:i,[`${e}1`]:s,[`${e}2`]:o}=n,{value:a,interval:l}=x$(i,n);if(a==null||l==null&&!r)return n;let u=hn(i);if(l==null){let h,p={transform:m=>h||(h=$e(m,a)),label:u};return{...n,[e]:void 0,[`${e}1`]:s===void 0?p:s,[`${e}2`]:o===void 0&&!(s===o&&r)?p:o}}let c,f;function d(h){return f!==void 0&&h===c?f:f=ye($e(c=h,a),p=>l.floor(p))}return t({...n,[e]:void 0,[`${e}1`]:s===void 0?{transform:d,label:u}:s,[`${e}2`]:o===void 0?{transform:h=>d(h).map(p=>l.offset(p)),label:u}:o})}function w$(e,t,n){let{[e]:r}=n,{value:i,interval:s}=x$(r,n);return i==null||s==null?n:t({...n,[e]:{label:hn(r),transform:o=>{let a=ye($e(o,i),u=>s.floor(u)),l=a.map(u=>s.offset(u));return a.map(Oe(a)?(u,c)=>u==null||isNaN(u=+u)||(c=l[c],c==null)||isNaN(c=+c)?void 0:new Date((u+c)/2):(u,c)=>u==null||(c=l[c],c==null)?NaN:(+u+ +c)/2)}}})}function _$(e={}){return ag("x",mo,e,!0)}function lg(e={}){return ag("x",mo,e)}function Fc(e={}){return ag("y",Bc,e)}function $$(e={}){return w$("x",mo,e)}function S$(e={}){return w$("y",Bc,e)}var k$={ariaLabel:"rule",fill:null,stroke:"currentColor"},Vc=class extends be{constructor(t,n={}){let{x:r,y1:i,y2:s,inset:o=0,insetTop:a=o,insetBottom:l=o}=n;super(t,{x:{value:r,scale:"x",optional:!0},y1:{value:i,scale:"y",optional:!0},y2:{value:s,scale:"y",optional:!0}},Bi(n,"x"),k$),this.insetTop=Te(a),this.insetBottom=Te(l),Fi(this,n)}render(t,n,r,i,s){let{x:o,y:a}=n,{x:l,y1:u,y2:c}=r,{width:f,height:d,marginTop:h,marginRight:p,marginLeft:m,marginBottom:b}=i,{insetTop:y,insetBottom:v}=this;return le("svg:g",s).call(Ae,this,i,s).call(Re,this,{x:l&&o},qe,0).call(_=>_.selectAll().data(t).enter().append("line").call(Se,this).attr("x1",l?x=>l[x]:(m+f-p)/2).attr("x2",l?x=>l[x]:(m+f-p)/2).attr("y1",u&&!pn(a)?x=>u[x]+y:h+y).attr("y2",c&&!pn(a)?a.bandwidth?x=>c[x]+a.bandwidth()-v:x=>c[x]-v:d-b-v).call(Ue,this,r).call(Ba,this,r,s)).node()}},Hc=class extends be{constructor(t,n={}){let{x1:r,x2:i,y:s,inset:o=0,insetRight:a=o,insetLeft:l=o}=n;super(t,{y:{value:s,scale:"y",optional:!0},x1:{value:r,scale:"x",optional:!0},x2:{value:i,scale:"x",optional:!0}},Bi(n,"y"),k$),this.insetRight=Te(a),this.insetLeft=Te(l),Fi(this,n)}render(t,n,r,i,s){let{x:o,y:a}=n,{y:l,x1:u,x2:c}=r,{width:f,height:d,marginTop:h,marginRight:p,marginLeft:m,marginBottom:b}=i,{insetLeft:y,insetRight:v}=this;return le("svg:g",s).call(Ae,this,i,s).call(Re,this,{y:l&&a},0,qe).call(_=>_.selectAll().data(t).enter().append("line").call(Se,this).attr("x1",u&&!pn(o)?x=>u[x]+y:m+y).attr("x2",c&&!pn(o)?o.bandwidth?x=>c[x]+o.bandwidth()-v:x=>c[x]-v:f-p-v).attr("y1",l?x=>l[x]:(h+d-b)/2).attr("y2",l?x=>l[x]:(h+d-b)/2).call(Ue,this,r).call(Ba,this,r,s)).node()}};function Et(e,t){let{x:n=ge,y:r,y1:i,y2:s,...o}=Fc(t);return[i,s]=T$(r,i,s),new Vc(e,{...o,x:n,y1:i,y2:s})}function gn(e,t){let{y:n=ge,x:r,x1:i,x2:s,...o}=lg(t);return[i,s]=T$(r,i,s),new Hc(e,{...o,y:n,x1:i,x2:s})}function T$(e,t,n){if(e==null){if(t===void 0){if(n!==void 0)return[0,n]}else if(n===void 0)return[0,t]}else{if(t===void 0)return n===void 0?[0,e]:[e,n];if(n===void 0)return[e,t]}return[t,n]}function go(e,...t){let n=t.length;for(let r=0,i=!0;r<n;++r)typeof t[r]!="function"&&(i&&(e=e.slice(),i=!1),e.splice(r,2,e[r]+t[r]+e[r+1]),t.splice(r,1),--r,--n);return r=>{let i=e[0];for(let s=0;s<n;++s)i+=t[s](r)+e[s+1];return i}}var dA={ariaLabel:"text",strokeLinejoin:"round",strokeWidth:3,paintOrder:"stroke"},E$="\xAD",Fa=class extends be{constructor(t,n={}){let{x:r,y:i,text:s=_t(t)&&xc(t)?ge:cn,frameAnchor:o,textAnchor:a=/right$/i.test(o)?"end":/left$/i.test(o)?"start":"middle",lineAnchor:l=/^top/i.test(o)?"top":/^bottom/i.test(o)?"bottom":"middle",lineHeight:u=1,lineWidth:c=1/0,textOverflow:f,monospace:d,fontFamily:h=d?"ui-monospace, monospace":void 0,fontSize:p,fontStyle:m,fontVariant:b,fontWeight:y,rotate:v}=n,[_,x]=Le(v,0),[S,w]=gA(p);if(super(t,{x:{value:r,scale:"x",optional:!0},y:{value:i,scale:"y",optional:!0},fontSize:{value:S,optional:!0},rotate:{value:Cw(_),optional:!0},text:{value:s,filter:ka,optional:!0}},n,dA),this.rotate=x,this.textAnchor=Ie(a,"middle"),this.lineAnchor=pt(l,"lineAnchor",["top","middle","bottom"]),this.lineHeight=+u,this.lineWidth=+c,this.textOverflow=cg(f),this.monospace=!!d,this.fontFamily=ze(h),this.fontSize=w,this.fontStyle=ze(m),this.fontVariant=ze(b),this.fontWeight=ze(y),this.frameAnchor=Hr(o),!(this.lineWidth>=0))throw new Error(`invalid lineWidth: ${c}`);this.splitLines=hg(this),this.clipLine=pg(this)}render(t,n,r,i,s){let{x:o,y:a}=n,{x:l,y:u,rotate:c,text:f,title:d,fontSize:h}=r,{rotate:p}=this,[m,b]=Yn(this,i);return le("svg:g",s).call(Ae,this,i,s).call(dg,this,f,i).call(Re,this,{x:l&&o,y:u&&a}).call(y=>y.selectAll().data(t).enter().append("text").call(Se,this).call(hA,this,f,d).attr("transform",go`translate(${l?v=>l[v]:m},${u?v=>u[v]:b})${c?v=>` rotate(${c[v]})`:p?` rotate(${p})`:""}`).call(J,"font-size",h&&(v=>h[v])).call(Ue,this,r)).node()}};function cg(e){return e==null?null:pt(e,"textOverflow",["clip","ellipsis","clip-start","clip-end","ellipsis-start","ellipsis-middle","ellipsis-end"]).replace(/^(clip|ellipsis)$/,"$1-end")}function hA(e,t,n,r){if(!n)return;let{lineAnchor:i,lineHeight:s,textOverflow:o,splitLines:a,clipLine:l}=t;e.each(function(u){let c=a(Kn(n[u])??"").map(l),f=c.length,d=i==="top"?.71:i==="bottom"?1-f:(164-f*100)/200;if(f>1){let h=0;for(let p=0;p<f;++p){if(++h,!c[p])continue;let m=this.ownerDocument.createElementNS(Ar.svg,"tspan");m.setAttribute("x",0),p===h-1?m.setAttribute("y",`${(d+p)*s}em`):m.setAttribute("dy",`${h*s}em`),m.textContent=c[p],this.appendChild(m),h=0}}else d&&this.setAttribute("y",`${d*s}em`),this.textContent=c[0];if(o&&!r&&c[0]!==n[u]){let h=this.ownerDocument.createElementNS(Ar.svg,"title");h.textContent=n[u],this.appendChild(h)}})}function fg(e,{x:t,y:n,...r}={}){return r.frameAnchor===void 0&&([t,n]=dn(t,n)),new Fa(e,{...r,x:t,y:n})}function P$(e,{x:t=ge,...n}={}){return new Fa(e,S$({...n,x:t}))}function D$(e,{y:t=ge,...n}={}){return new Fa(e,$$({...n,y:t}))}function dg(e,t,n){J(e,"text-anchor",t.textAnchor),J(e,"font-family",t.fontFamily),J(e,"font-size",t.fontSize),J(e,"font-style",t.fontStyle),J(e,"font-variant",t.fontVariant===void 0?pA(n):t.fontVariant),J(e,"font-weight",t.fontWeight)}function pA(e){return e&&(Rw(e)||Oe(e))?"tabular-nums":void 0}var mA=new Set(["inherit","initial","revert","unset","xx-small","x-small","small","medium","large","x-large","xx-large","xxx-large","larger","smaller"]);function gA(e){return e==null||typeof e=="number"?[void 0,e]:typeof e!="string"?[e,void 0]:(e=e.trim().toLowerCase(),mA.has(e)||/^[+-]?\d*\.?\d+(e[+-]?\d+)?(\w*|%)$/.test(e)?[void 0,e]:[e,void 0])}function bA(e,t,n){let r=[],i,s=0;for(let[o,a,l]of yA(e)){if(i===void 0&&(i=o),s>i&&n(e,i,a)>t&&(r.push(e.slice(i,s)+(e[s-1]===E$?"-":"")),i=o),l){r.push(e.slice(i,a)),i=void 0;continue}s=a}return r}function*yA(e){let t=0,n=0,r=e.length;for(;n<r;){let i=1;switch(e[n]){case E$:case"-":++n,yield[t,n,!1],t=n;break;case" ":for(yield[t,n,!1];e[++n]===" ";);t=n;break;case"\r":e[n+1]===`
`&&++i;case`
`:yield[t,n,!0],n+=i,t=n;break;default:++n;break}}yield[t,n,!0]}var C$={a:56,b:63,c:57,d:63,e:58,f:37,g:62,h:60,i:26,j:26,k:55,l:26,m:88,n:60,o:60,p:62,q:62,r:39,s:54,t:38,u:60,v:55,w:79,x:54,y:55,z:55,A:69,B:67,C:73,D:74,E:61,F:58,G:76,H:75,I:28,J:55,K:67,L:58,M:89,N:75,O:78,P:65,Q:78,R:67,S:65,T:65,U:75,V:69,W:98,X:69,Y:67,Z:67,0:64,1:48,2:62,3:64,4:66,5:63,6:65,7:58,8:65,9:65," ":29,"!":32,'"':49,"'":31,"(":39,")":39,",":31,"-":48,".":31,"/":32,":":31,";":31,"?":52,"\u2018":31,"\u2019":31,"\u201C":47,"\u201D":47,"\u2026":82};function qc(e,t=0,n=e.length){let r=0;for(let i=t;i<n;i=bo(e,i))r+=C$[e[i]]??(L$(e,i)?120:C$.e);return r}function Uc(e,t=0,n=e.length){let r=0;for(let i=t;i<n;i=bo(e,i))r+=L$(e,i)?126:63;return r}function hg({monospace:e,lineWidth:t,textOverflow:n}){if(n!=null||t==1/0)return s=>s.split(/\r\n?|\n/g);let r=e?Uc:qc,i=t*100;return s=>bA(s,i,r)}function pg({monospace:e,lineWidth:t,textOverflow:n}){if(n==null||t==1/0)return s=>s;let r=e?Uc:qc,i=t*100;switch(n){case"clip-start":return s=>A$(s,i,r,"");case"clip-end":return s=>M$(s,i,r,"");case"ellipsis-start":return s=>A$(s,i,r,Vi);case"ellipsis-middle":return s=>vA(s,i,r,Vi);case"ellipsis-end":return s=>M$(s,i,r,Vi)}}var Vi="\u2026";function Hi(e,t,n,r){let i=[],s=0;for(let o=0,a=0,l=e.length;o<l;o=a){a=bo(e,o);let u=n(e,o,a);if(s+u>t){for(s+=r;s>t&&o>0;)a=o,o=i.pop(),s-=n(e,o,a);return[o,t-s]}s+=u,i.push(o)}return[-1,0]}function M$(e,t,n,r){e=e.trim();let i=n(r),[s]=Hi(e,t,n,i);return s<0?e:e.slice(0,s).trimEnd()+r}function vA(e,t,n,r){e=e.trim();let i=n(e);if(i<=t)return e;let s=n(r)/2,[o,a]=Hi(e,t/2,n,s),[l]=Hi(e,i-t/2-a+s,n,-s);return l<0?r:e.slice(0,o).trimEnd()+r+e.slice(bo(e,l)).trimStart()}function A$(e,t,n,r){e=e.trim();let i=n(e);if(i<=t)return e;let s=n(r),[o]=Hi(e,i-t+s,n,-s);return o<0?r:r+e.slice(bo(e,o)).trimStart()}var ug=/[\p{Combining_Mark}\p{Emoji_Modifier}]+/uy,R$=new RegExp("\\p{Extended_Pictographic}","uy");function bo(e,t){return t+=xA(e,t)?2:1,_A(e,t)&&(t=ug.lastIndex),wA(e,t)?bo(e,t+1):t}function N$(e,t){return e.charCodeAt(t)<128}function xA(e,t){let n=e.charCodeAt(t);if(n>=55296&&n<56320){let r=e.charCodeAt(t+1);return r>=56320&&r<57344}return!1}function wA(e,t){return e.charCodeAt(t)===8205}function _A(e,t){return N$(e,t)?!1:(ug.lastIndex=t,ug.test(e))}function L$(e,t){return N$(e,t)?!1:(R$.lastIndex=t,R$.test(e))}var $A={ariaLabel:"vector",fill:"none",stroke:"currentColor",strokeWidth:1.5,strokeLinejoin:"round",strokeLinecap:"round"},I$=3.5,SA=I$*5,O$={draw(e,t,n){let r=t*n/SA;e.moveTo(0,0),e.lineTo(0,-t),e.moveTo(-r,r-t),e.lineTo(0,-t),e.lineTo(r,r-t)}},kA={draw(e,t,n){e.moveTo(-n,0),e.lineTo(0,-t),e.lineTo(n,0)}},TA=new Map([["arrow",O$],["spike",kA]]);function CA(e){return e&&typeof e.draw=="function"}function MA(e){if(CA(e))return e;let t=TA.get(`${e}`.toLowerCase());if(t)return t;throw new Error(`invalid shape: ${e}`)}var Kc=class extends be{constructor(t,n={}){let{x:r,y:i,r:s=I$,length:o,rotate:a,shape:l=O$,anchor:u="middle",frameAnchor:c}=n,[f,d]=Le(o,12),[h,p]=Le(a,0);super(t,{x:{value:r,scale:"x",optional:!0},y:{value:i,scale:"y",optional:!0},length:{value:f,scale:"length",optional:!0},rotate:{value:h,optional:!0}},n,$A),this.r=+s,this.length=d,this.rotate=p,this.shape=MA(l),this.anchor=pt(u,"anchor",["start","middle","end"]),this.frameAnchor=Hr(c)}render(t,n,r,i,s){let{x:o,y:a}=n,{x:l,y:u,length:c,rotate:f}=r,{length:d,rotate:h,anchor:p,shape:m,r:b}=this,[y,v]=Yn(this,i);return le("svg:g",s).call(Ae,this,i,s).call(Re,this,{x:l&&o,y:u&&a}).call(_=>_.selectAll().data(t).enter().append("path").call(Se,this).attr("transform",go`translate(${l?x=>l[x]:y},${u?x=>u[x]:v})${f?x=>` rotate(${f[x]})`:h?` rotate(${h})`:""}${p==="start"?"":p==="end"?c?x=>` translate(0,${c[x]})`:` translate(0,${d})`:c?x=>` translate(0,${c[x]/2})`:` translate(0,${d/2})`}`).attr("d",c?x=>{let S=An();return m.draw(S,c[x],b),S}:(()=>{let x=An();return m.draw(x,d,b),x})()).call(Ue,this,r)).node()}};function z$(e,t={}){let{x:n=ge,...r}=t;return new Kc(e,{...r,x:n})}function B$(e,t={}){let{y:n=ge,...r}=t;return new Kc(e,{...r,y:n})}function Ur(e,t){return arguments.length<2&&!_t(e)&&(t=e,e=null),t===void 0&&(t={}),[e,t]}function Yc({anchor:e}={},t){return e===void 0?t[0]:pt(e,"anchor",t)}function F$(e){return Yc(e,["left","right"])}function V$(e){return Yc(e,["right","left"])}function H$(e){return Yc(e,["bottom","top"])}function q$(e){return Yc(e,["top","bottom"])}function gg(){let[e,t]=Ur(...arguments);return Y$("y",F$(t),e,t)}function U$(){let[e,t]=Ur(...arguments);return Y$("fy",V$(t),e,t)}function bg(){let[e,t]=Ur(...arguments);return G$("x",H$(t),e,t)}function K$(){let[e,t]=Ur(...arguments);return G$("fx",q$(t),e,t)}function Y$(e,t,n,{color:r="currentColor",opacity:i=1,stroke:s=r,strokeOpacity:o=i,strokeWidth:a=1,fill:l=r,fillOpacity:u=i,textAnchor:c,textStroke:f,textStrokeOpacity:d,textStrokeWidth:h,tickSize:p=e==="y"?6:0,tickPadding:m,tickRotate:b,x:y,margin:v,marginTop:_=v===void 0?20:v,marginRight:x=v===void 0?t==="right"?40:0:v,marginBottom:S=v===void 0?20:v,marginLeft:w=v===void 0?t==="left"?40:0:v,label:$,labelAnchor:T,labelArrow:M,labelOffset:D,ariaLabel:R=`${e}-axis`,...P}){return p=Te(p),m=Te(m),b=Te(b),T!==void 0&&(T=pt(T,"labelAnchor",["center","top","bottom"])),M=s2(M),Zm(p&&!Xe(s)?AA(e,t,n,{stroke:s,strokeOpacity:o,strokeWidth:a,tickSize:p,tickPadding:m,tickRotate:b,x:y,ariaLabel:R,...P}):null,Xe(l)?null:EA(e,t,n,{fill:l,fillOpacity:u,stroke:f,strokeOpacity:d,strokeWidth:h,textAnchor:c,tickSize:p,tickPadding:m,tickRotate:b,x:y,marginTop:_,marginRight:x,marginBottom:S,marginLeft:w,ariaLabel:R,...P}),!Xe(l)&&$!==null?fg([],t2({fill:l,fillOpacity:u,...P},function(B,A,k,z,L){let X=z[e],{marginTop:I,marginRight:V,marginBottom:Y,marginLeft:G}=e==="y"&&L.inset||L,U=T??(X.bandwidth?"center":"top"),se=D??(t==="right"?V:G)-3;return U==="center"?(this.textAnchor=void 0,this.lineAnchor=t==="right"?"bottom":"top",this.frameAnchor=t,this.rotate=-90):(this.textAnchor=t==="right"?"end":"start",this.lineAnchor=U,this.frameAnchor=`${U}-${t}`,this.rotate=0),this.dy=U==="top"?3-I:U==="bottom"?Y-3:0,this.dx=t==="right"?se:-se,this.ariaLabel=`${R} label`,{facets:[[0]],channels:{text:{value:[i2(e,X,{anchor:t,label:$,labelAnchor:U,labelArrow:M})]}}}})):null)}function G$(e,t,n,{color:r="currentColor",opacity:i=1,stroke:s=r,strokeOpacity:o=i,strokeWidth:a=1,fill:l=r,fillOpacity:u=i,textAnchor:c,textStroke:f,textStrokeOpacity:d,textStrokeWidth:h,tickSize:p=e==="x"?6:0,tickPadding:m,tickRotate:b,y,margin:v,marginTop:_=v===void 0?t==="top"?30:0:v,marginRight:x=v===void 0?20:v,marginBottom:S=v===void 0?t==="bottom"?30:0:v,marginLeft:w=v===void 0?20:v,label:$,labelAnchor:T,labelArrow:M,labelOffset:D,ariaLabel:R=`${e}-axis`,...P}){return p=Te(p),m=Te(m),b=Te(b),T!==void 0&&(T=pt(T,"labelAnchor",["center","left","right"])),M=s2(M),Zm(p&&!Xe(s)?RA(e,t,n,{stroke:s,strokeOpacity:o,strokeWidth:a,tickSize:p,tickPadding:m,tickRotate:b,y,ariaLabel:R,...P}):null,Xe(l)?null:PA(e,t,n,{fill:l,fillOpacity:u,stroke:f,strokeOpacity:d,strokeWidth:h,textAnchor:c,tickSize:p,tickPadding:m,tickRotate:b,y,marginTop:_,marginRight:x,marginBottom:S,marginLeft:w,ariaLabel:R,...P}),!Xe(l)&&$!==null?fg([],t2({fill:l,fillOpacity:u,...P},function(B,A,k,z,L){let X=z[e],{marginTop:I,marginRight:V,marginBottom:Y,marginLeft:G}=e==="x"&&L.inset||L,U=T??(X.bandwidth?"center":"right"),se=D??(t==="top"?I:Y)-3;return U==="center"?(this.frameAnchor=t,this.textAnchor=void 0):(this.frameAnchor=`${t}-${U}`,this.textAnchor=U==="right"?"end":"start"),this.lineAnchor=t,this.dy=t==="top"?-se:se,this.dx=U==="right"?V-3:U==="left"?3-G:0,this.ariaLabel=`${R} label`,{facets:[[0]],channels:{text:{value:[i2(e,X,{anchor:t,label:$,labelAnchor:U,labelArrow:M})]}}}})):null)}function AA(e,t,n,{strokeWidth:r=1,strokeLinecap:i=null,strokeLinejoin:s=null,facetAnchor:o=t+(e==="y"?"-empty":""),frameAnchor:a=t,tickSize:l,inset:u=0,insetLeft:c=u,insetRight:f=u,dx:d=0,y:h=e==="y"?void 0:null,ariaLabel:p,...m}){return yo(B$,e,n,{ariaLabel:`${p} tick`,ariaHidden:!0},{strokeWidth:r,strokeLinecap:i,strokeLinejoin:s,facetAnchor:o,frameAnchor:a,y:h,...m,dx:t==="left"?+d-qe+ +c:+d+qe-f,anchor:"start",length:l,shape:t==="left"?IA:OA})}function RA(e,t,n,{strokeWidth:r=1,strokeLinecap:i=null,strokeLinejoin:s=null,facetAnchor:o=t+(e==="x"?"-empty":""),frameAnchor:a=t,tickSize:l,inset:u=0,insetTop:c=u,insetBottom:f=u,dy:d=0,x:h=e==="x"?void 0:null,ariaLabel:p,...m}){return yo(z$,e,n,{ariaLabel:`${p} tick`,ariaHidden:!0},{strokeWidth:r,strokeLinejoin:s,strokeLinecap:i,facetAnchor:o,frameAnchor:a,x:h,...m,dy:t==="bottom"?+d-qe-f:+d+qe+ +c,anchor:"start",length:l,shape:t==="bottom"?NA:LA})}function EA(e,t,n,{facetAnchor:r=t+(e==="y"?"-empty":""),frameAnchor:i=t,tickSize:s,tickRotate:o=0,tickPadding:a=Math.max(3,9-s)+(Math.abs(o)>60?4*Math.cos(o*rg):0),text:l,textAnchor:u=Math.abs(o)>60?"middle":t==="left"?"end":"start",lineAnchor:c=o>60?"top":o<-60?"bottom":"middle",fontVariant:f,inset:d=0,insetLeft:h=d,insetRight:p=d,dx:m=0,ariaLabel:b,y=e==="y"?void 0:null,...v}){return yo(D$,e,n,{ariaLabel:`${b} tick label`},{facetAnchor:r,frameAnchor:i,text:l,textAnchor:u,lineAnchor:c,fontVariant:f,rotate:o,y,...v,dx:t==="left"?+m-s-a+ +h:+m+ +s+ +a-p},function(_,x,S,w,$){f===void 0&&(this.fontVariant=r2(_)),l===void 0&&($.text=n2(_,x,S,w,t))})}function PA(e,t,n,{facetAnchor:r=t+(e==="x"?"-empty":""),frameAnchor:i=t,tickSize:s,tickRotate:o=0,tickPadding:a=Math.max(3,9-s)+(Math.abs(o)>=10?4*Math.cos(o*rg):0),text:l,textAnchor:u=Math.abs(o)>=10?o<0^t==="bottom"?"start":"end":"middle",lineAnchor:c=Math.abs(o)>=10?"middle":t==="bottom"?"top":"bottom",fontVariant:f,inset:d=0,insetTop:h=d,insetBottom:p=d,dy:m=0,x:b=e==="x"?void 0:null,ariaLabel:y,...v}){return yo(P$,e,n,{ariaLabel:`${y} tick label`},{facetAnchor:r,frameAnchor:i,text:l===void 0?null:l,textAnchor:u,lineAnchor:c,fontVariant:f,rotate:o,x:b,...v,dy:t==="bottom"?+m+ +s+ +a-p:+m-s-a+ +h},function(_,x,S,w,$){f===void 0&&(this.fontVariant=r2(_)),l===void 0&&($.text=n2(_,x,S,w,t))})}function j$(){let[e,t]=Ur(...arguments);return J$("y",F$(t),e,t)}function W$(){let[e,t]=Ur(...arguments);return J$("fy",V$(t),e,t)}function X$(){let[e,t]=Ur(...arguments);return Q$("x",H$(t),e,t)}function Z$(){let[e,t]=Ur(...arguments);return Q$("fx",q$(t),e,t)}function J$(e,t,n,{y:r=e==="y"?void 0:null,x:i=null,x1:s=t==="left"?i:null,x2:o=t==="right"?i:null,ariaLabel:a=`${e}-grid`,ariaHidden:l=!0,...u}){return yo(gn,e,n,{ariaLabel:a,ariaHidden:l},{y:r,x1:s,x2:o,...e2(u)})}function Q$(e,t,n,{x:r=e==="x"?void 0:null,y:i=null,y1:s=t==="top"?i:null,y2:o=t==="bottom"?i:null,ariaLabel:a=`${e}-grid`,ariaHidden:l=!0,...u}){return yo(Et,e,n,{ariaLabel:a,ariaHidden:l},{x:r,y1:s,y2:o,...e2(u)})}function e2({color:e="currentColor",opacity:t=.1,stroke:n=e,strokeOpacity:r=t,strokeWidth:i=1,...s}){return{stroke:n,strokeOpacity:r,strokeWidth:i,...s}}function t2({fill:e,fillOpacity:t,fontFamily:n,fontSize:r,fontStyle:i,fontVariant:s,fontWeight:o,monospace:a,pointerEvents:l,shapeRendering:u,clip:c=!1},f){return[,e]=wt(e),[,t]=Le(t),{facet:"super",x:null,y:null,fill:e,fillOpacity:t,fontFamily:n,fontSize:r,fontStyle:i,fontVariant:s,fontWeight:o,monospace:a,pointerEvents:l,shapeRendering:u,clip:c,initializer:f}}function yo(e,t,n,r,i,s){let o;function a(c,f,d,h,p,m){let b=c==null&&(t==="fx"||t==="fy"),{[t]:y}=h;if(!y)throw new Error(`missing scale: ${t}`);let v=y.domain(),{interval:_,ticks:x,tickFormat:S,tickSpacing:w=t==="x"?80:35}=i;if(typeof x=="string"&&o2(y)&&(_=x,x=void 0),x===void 0&&(x=Hn(_,y.type)??DA(y,w)),c==null){if(_t(x))c=Vn(x);else if(Vr(x))c=mg(x,...tt(v));else if(y.interval){let T=y.interval;if(y.ticks){let[M,D]=tt(v),R=(D-M)/T[Xs];T=om(T,R/x)??T,c=mg(T,M,D)}else{c=v;let M=c.length;T=om(T,M/x)??T,T!==y.interval&&(c=mg(T,...tt(c)))}if(T===y.interval){let M=Math.round(c.length/x);M>1&&(c=c.filter((D,R)=>R%M===0))}}else y.ticks?c=y.ticks(x):c=v;if(!y.ticks&&c.length&&c!==v){let T=new Tn(v);c=c.filter(M=>T.has(M)),c.length||$t(`Warning: the ${t}-axis ticks appear to not align with the scale domain, resulting in no ticks. Try different ticks?`)}t==="y"||t==="x"?f=[mt(c)]:o[t]={scale:t,value:ge}}s?.call(this,y,c,x,S,o);let $=Object.fromEntries(Object.entries(o).map(([T,M])=>[T,{...M,value:$e(c,M.value)}]));return b&&(f=m.filterFacets(c,$)),{data:c,facets:f,channels:$}}let l=mr(i).initializer,u=e(n,mr({...i,initializer:a},l));return n==null?(o=u.channels,u.channels={}):o={},r!==void 0&&Object.assign(u,r),u.clip===void 0&&(u.clip=!1),u}function DA(e,t){let[n,r]=tt(e.range());return(r-n)/t}function n2(e,t,n,r,i){return{value:Va(e,t,n,r,i)}}function Va(e,t,n,r,i){return typeof r=="function"&&!(e.type==="log"&&e.tickFormat)?r:r===void 0&&t&&Oe(t)?dw(e.type,t,i)??Kn:e.tickFormat?e.tickFormat(typeof n=="number"?n:null,r):typeof r=="string"&&e.domain().length>0?(Oe(e.domain())?In:Rn)(r):r===void 0?Kn:At(r)}function mg(e,t,n){return e.range(t,e.offset(e.floor(n)))}var NA={draw(e,t){e.moveTo(0,0),e.lineTo(0,t)}},LA={draw(e,t){e.moveTo(0,0),e.lineTo(0,-t)}},IA={draw(e,t){e.moveTo(0,0),e.lineTo(-t,0)}},OA={draw(e,t){e.moveTo(0,0),e.lineTo(t,0)}};function r2(e){return e.bandwidth&&!e.interval?void 0:"tabular-nums"}function i2(e,t,{anchor:n,label:r=t.label,labelAnchor:i,labelArrow:s}={}){if(!(r==null||r.inferred&&o2(t)&&/^(date|time|year)$/i.test(r))){if(r=String(r),s==="auto"&&(s=(!t.bandwidth||t.interval)&&!/[↑↓→←]/.test(r)),!s)return r;if(s===!0){let o=F_(t);o&&(s=/x$/.test(e)||i==="center"?/x$/.test(e)===o<0?"left":"right":o<0?"up":"down")}switch(s){case"left":return`\u2190 ${r}`;case"right":return`${r} \u2192`;case"up":return n==="right"?`${r} \u2191`:`\u2191 ${r}`;case"down":return n==="right"?`${r} \u2193`:`\u2193 ${r}`}return r}}function s2(e="auto"){return Xe(e)?!1:typeof e=="boolean"?e:pt(e,"labelArrow",["auto","up","right","down","left"])}function o2(e){return Oe(e.domain())}function a2(e,t){if(t==null)return t;let n=e(t);if(!n)throw new Error(`scale not found: ${t}`);return n}function l2(e,{opacity:t,...n}={}){if(!Un(e)&&!qm(e))throw new Error(`swatches legend requires ordinal or threshold color scale (not ${e.type})`);return c2(e,n,(r,i,s,o)=>r.append("svg").attr("width",s).attr("height",o).attr("fill",i.scale).attr("fill-opacity",Le(t)[1]).append("rect").attr("width","100%").attr("height","100%"))}function u2(e,{fill:t=e.hint?.fill!==void 0?e.hint.fill:"none",fillOpacity:n=1,stroke:r=e.hint?.stroke!==void 0?e.hint.stroke:Xe(t)?"currentColor":"none",strokeOpacity:i=1,strokeWidth:s=1.5,r:o=4.5,...a}={},l){let[u,c]=wt(t),[f,d]=wt(r),h=a2(l,u),p=a2(l,f),m=o*o*Math.PI;return n=Le(n)[1],i=Le(i)[1],s=Le(s)[1],c2(e,a,(b,y,v,_)=>b.append("svg").attr("viewBox","-8 -8 16 16").attr("width",v).attr("height",_).attr("fill",u==="color"?x=>h.scale(x):c).attr("fill-opacity",n).attr("stroke",f==="color"?x=>p.scale(x):d).attr("stroke-opacity",i).attr("stroke-width",s).append("path").attr("d",x=>{let S=An();return e.scale(x).draw(S,m),S}))}function c2(e,t={},n){let{columns:r,tickFormat:i,fontVariant:s=zc(e),swatchSize:o=15,swatchWidth:a=o,swatchHeight:l=o,marginLeft:u=0,className:c,style:f,width:d}=t,h=fo(t);c=ho(c),i=Va(e.scale,e.domain,void 0,i);let p=le("div",h).attr("class",`${c}-swatches ${c}-swatches-${r!=null?"columns":"wrap"}`),m;return r!=null?(m=`:where(.${c}-swatches-columns .${c}-swatch) {
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
${m}`)).style("margin-left",u?`${+u}px`:null).style("width",d===void 0?null:`${+d}px`).style("font-variant",Ie(s,"normal")).call(po,f).node()}var yg=new Map([["symbol",u2],["color",h2],["opacity",zA]]);function f2(e,t,n={}){return(r,i)=>{if(!yg.has(r))throw new Error(`unknown legend type: ${r}`);if(r in e)return yg.get(r)(e[r],d2(t,n[r],i),s=>e[s])}}function d2({className:e,...t},{label:n,ticks:r,tickFormat:i}={},s){return Dw(s,{className:e,...t},{label:n,ticks:r,tickFormat:i})}function h2(e,{legend:t=!0,...n}){if(t===!0&&(t=e.type==="ordinal"?"swatches":"ramp"),e.domain!==void 0)switch(`${t}`.toLowerCase()){case"swatches":return l2(e,n);case"ramp":return h$(e,n);default:throw new Error(`unknown legend type: ${t}`)}}function zA({type:e,interpolate:t,...n},{legend:r=!0,color:i=ln(0,0,0),...s}){if(!t)throw new Error(`${e} opacity scales are not supported`);if(r===!0&&(r="ramp"),`${r}`.toLowerCase()!=="ramp")throw new Error(`${r} opacity legends are not supported`);return h2({type:e,...n,interpolate:BA(i)},{legend:r,...s})}function BA(e){let{r:t,g:n,b:r}=ln(e)||ln(0,0,0);return i=>`rgba(${t},${n},${r},${i})`}function p2(e,t,n){let r=[];for(let[i,s]of yg){let o=n[i];if(o?.legend&&i in e){let a=s(e[i],d2(t,e[i],o),l=>e[l]);a!=null&&r.push(a)}}return r}function vo(e={},t="y"){return gm(e)?e:{...e,[t]:ge}}function m2(e,t){if(t.length===1)return{data:e,facets:t};let n=Fr(e),r=new Uint8Array(n),i=0;for(let a of t)for(let l of a)r[l]&&++i,r[l]=1;if(i===0)return{data:e,facets:t};e=zr(e);let s=e[um]=new Uint32Array(n+i);t=t.map(a=>zr(a,Uint32Array));let o=n;r.fill(0);for(let a of t)for(let l=0,u=a.length;l<u;++l){let c=a[l];r[c]?(a[l]=o,e[o]=e[c],s[o]=c,++o):s[c]=c,r[c]=1}return{data:e,facets:t}}function FA(e={},t={}){arguments.length===1&&([e,t]=VA(e));let{x1:n,x:r=n,y:i,...s}=t,[o,a,l,u]=qA(r,i,"x","y",e,s);return{...o,x1:n,x:a,y1:l,y2:u,y:Ra(l,u)}}function xo({y:e,y1:t,y2:n,...r}={}){return r=Bi(r,"x"),t===void 0&&n===void 0?FA({y:e,...r}):([t,n]=_w(e,t,n),{...r,y1:t,y2:n})}function VA(e){let{offset:t,order:n,reverse:r,...i}=e;return[{offset:t,order:n,reverse:r},i]}var HA={length:!0};function qA(e,t=bw,n,r,{offset:i,order:s,reverse:o},a){if(t===null)throw new Error(`stack requires ${r}`);let l=eo(a),[u,c]=Jt(e),[f,d]=to(t),[h,p]=to(t);return f.hint=h.hint=HA,i=UA(i),s=GA(s,i,r),[zi(a,(m,b,y)=>{({data:m,facets:b}=m2(m,b));let v=e==null?void 0:c(Ea($e(m,e),y?.[n])),_=$e(m,t,Float64Array),x=$e(m,l),S=s&&s(m,v,_,x),w=Fr(m),$=d(new Float64Array(w)),T=p(new Float64Array(w)),M=[];for(let D of b){let R=v?Array.from(ci(D,P=>v[P]).values()):[D];if(S)for(let P of R)P.sort(S);for(let P of R){let B=0,A=0;o&&P.reverse();for(let k of P){let z=_[k];z<0?B=T[k]=($[k]=B)+z:z>0?A=T[k]=($[k]=A)+z:T[k]=$[k]=A}}M.push(R)}return i&&i(M,$,T,x),{data:m,facets:b}}),u,f,h]}function UA(e){if(e!=null){if(typeof e=="function")return e;switch(`${e}`.toLowerCase()){case"expand":case"normalize":return KA;case"center":case"silhouette":return YA;case"wiggle":return v2}throw new Error(`unknown offset: ${e}`)}}function y2(e,t){let n=0,r=0;for(let i of e){let s=t[i];s<n&&(n=s),s>r&&(r=s)}return[n,r]}function KA(e,t,n){for(let r of e)for(let i of r){let[s,o]=y2(i,n);for(let a of i){let l=1/(o-s||1);t[a]=l*(t[a]-s),n[a]=l*(n[a]-s)}}}function YA(e,t,n){for(let r of e){for(let i of r){let[s,o]=y2(i,n);for(let a of i){let l=(o+s)/2;t[a]-=l,n[a]-=l}}x2(r,t,n)}w2(e,t,n)}function v2(e,t,n,r){for(let i of e){let s=new Bt,o=0;for(let a of i){let l=-1,u=a.map(h=>Math.abs(n[h]-t[h])),c=a.map(h=>{l=r?r[h]:++l;let p=n[h]-t[h],m=s.has(l)?p-s.get(l):0;return s.set(l,p),m}),f=[0,...j0(c)];for(let h of a)t[h]+=o,n[h]+=o;let d=sn(u);d&&(o-=sn(u,(h,p)=>(c[p]/2+f[p])*h)/d)}x2(i,t,n)}w2(e,t,n)}function x2(e,t,n){let r=Ft(e,i=>Ft(i,s=>t[s]));for(let i of e)for(let s of i)t[s]-=r,n[s]-=r}function w2(e,t,n){let r=e.length;if(r===1)return;let i=e.map(a=>a.flat()),s=i.map(a=>(Ft(a,l=>t[l])+ct(a,l=>n[l]))/2),o=Ft(s);for(let a=0;a<r;a++){let l=o-s[a];for(let u of i[a])t[u]+=l,n[u]+=l}}function GA(e,t,n){if(e===void 0&&t===v2)return g2(at);if(e!=null){if(typeof e=="string"){let r=e.startsWith("-"),i=r?Ei:at;switch((r?e.slice(1):e).toLowerCase()){case"value":case n:return jA(i);case"z":return WA(i);case"sum":return XA(i);case"appearance":return ZA(i);case"inside-out":return g2(i)}return b2(fm(e))}if(typeof e=="function")return(e.length===1?b2:JA)(e);if(un(e))return QA(e);throw new Error(`invalid order: ${e}`)}}function jA(e){return(t,n,r)=>(i,s)=>e(r[i],r[s])}function WA(e){return(t,n,r,i)=>(s,o)=>e(i[s],i[o])}function XA(e){return Gc(e,(t,n,r,i)=>uu(mt(t),s=>sn(s,o=>r[o]),s=>i[s]))}function ZA(e){return Gc(e,(t,n,r,i)=>uu(mt(t),s=>n[id(s,o=>r[o])],s=>i[s]))}function g2(e){return Gc(e,(t,n,r,i)=>{let s=mt(t),o=uu(s,f=>n[id(f,d=>r[d])],f=>i[f]),a=rr(s,f=>sn(f,d=>r[d]),f=>i[f]),l=[],u=[],c=0;for(let f of o)c<0?(c+=a.get(f),l.push(f)):(c-=a.get(f),u.push(f));return u.reverse().concat(l)})}function b2(e){return t=>{let n=$e(t,e);return(r,i)=>at(n[r],n[i])}}function JA(e){return t=>un(t)?(n,r)=>e(t[n],t[r]):(n,r)=>e(t.get(n),t.get(r))}function QA(e){return Gc(at,()=>e)}function Gc(e,t){return(n,r,i,s)=>{if(!s)throw new Error("missing channel: z");let o=new Bt(t(n,r,i,s).map((a,l)=>[a,l]));return(a,l)=>e(o.get(s[a]),o.get(s[l]))}}var eR={ariaLabel:"rect"},Xc=class extends be{constructor(t,n={}){let{x1:r,y1:i,x2:s,y2:o}=n;super(t,{x1:{value:r,scale:"x",type:r!=null&&s==null?"band":void 0,optional:!0},y1:{value:i,scale:"y",type:i!=null&&o==null?"band":void 0,optional:!0},x2:{value:s,scale:"x",optional:!0},y2:{value:o,scale:"y",optional:!0}},n,eR),Ha(this,n),qa(this,n)}render(t,n,r,i,s){let{x:o,y:a}=n,{x1:l,y1:u,x2:c,y2:f}=r,{marginTop:d,marginRight:h,marginBottom:p,marginLeft:m,width:b,height:y}=i,{projection:v}=s,{insetTop:_,insetRight:x,insetBottom:S,insetLeft:w}=this,{rx:$,ry:T,rx1y1:M,rx1y2:D,rx2y1:R,rx2y2:P}=this;(l||c)&&!v&&pn(o)&&(l=c=null),(u||f)&&!v&&pn(a)&&(u=f=null);let B=o?.bandwidth?o.bandwidth():0,A=a?.bandwidth?a.bandwidth():0;return le("svg:g",s).call(Ae,this,i,s).call(Re,this,{},0,0).call(k=>k.selectAll().data(t).enter().call(M||D||R||P?z=>z.append("path").call(Se,this).call(Ua,l&&c?L=>l[L]+(c[L]<l[L]?-x:w):l?L=>l[L]+w:m+w,u&&f?L=>u[L]+(f[L]<u[L]?-S:_):u?L=>u[L]+_:d+_,l&&c?L=>c[L]-(c[L]<l[L]?-w:x):l?L=>l[L]+B-x:b-h-x,u&&f?L=>f[L]-(f[L]<u[L]?-_:S):u?L=>u[L]+A-S:y-p-S,this).call(Ue,this,r):z=>z.append("rect").call(Se,this).attr("x",l?c?L=>Math.min(l[L],c[L])+w:L=>l[L]+w:m+w).attr("y",u?f?L=>Math.min(u[L],f[L])+_:L=>u[L]+_:d+_).attr("width",l?c?L=>Math.max(0,Math.abs(c[L]-l[L])+B-w-x):B-w-x:b-h-m-x-w).attr("height",u?f?L=>Math.max(0,Math.abs(u[L]-f[L])+A-_-S):A-_-S:y-d-p-_-S).call(J,"rx",$).call(J,"ry",T).call(Ue,this,r))).node()}};function Ha(e,{inset:t=0,insetTop:n=t,insetRight:r=t,insetBottom:i=t,insetLeft:s=t}={}){e.insetTop=Te(n),e.insetRight=Te(r),e.insetBottom=Te(i),e.insetLeft=Te(s)}function qa(e,{r:t,rx:n,ry:r,rx1:i=t,ry1:s=t,rx2:o=t,ry2:a=t,rx1y1:l=i!==void 0?+i:s!==void 0?+s:0,rx1y2:u=i!==void 0?+i:a!==void 0?+a:0,rx2y1:c=o!==void 0?+o:s!==void 0?+s:0,rx2y2:f=o!==void 0?+o:a!==void 0?+a:0}={}){l||u||c||f?(e.rx1y1=l,e.rx1y2=u,e.rx2y1=c,e.rx2y2=f):(e.rx=Ie(n,"auto"),e.ry=Ie(r,"auto"))}function Ua(e,t,n,r,i,s){let{rx1y1:o,rx1y2:a,rx2y1:l,rx2y2:u}=s;typeof t!="function"&&(t=At(t)),typeof n!="function"&&(n=At(n)),typeof r!="function"&&(r=At(r)),typeof i!="function"&&(i=At(i));let c=Math.max(Math.abs(o+l),Math.abs(a+u)),f=Math.max(Math.abs(o+a),Math.abs(l+u));e.attr("d",d=>{let h=t(d),p=n(d),m=r(d),b=i(d),y=h>m,v=p>b,_=y?m:h,x=y?h:m,S=v?b:p,w=v?p:b,$=Math.min(1,(x-_)/c,(w-S)/f),T=$*(y?v?u:l:v?a:o),M=$*(y?v?a:o:v?u:l),D=$*(y?v?o:a:v?l:u),R=$*(y?v?l:u:v?o:a);return`M${_},${S+Wc(T,R)}A${T},${T} 0 0 ${T<0?0:1} ${_+jc(T,R)},${S}H${x-jc(M,D)}A${M},${M} 0 0 ${M<0?0:1} ${x},${S+Wc(M,D)}V${w-Wc(D,M)}A${D},${D} 0 0 ${D<0?0:1} ${x-jc(D,M)},${w}H${_+jc(R,T)}A${R},${R} 0 0 ${R<0?0:1} ${_},${w-Wc(R,T)}Z`})}function jc(e,t){return t<0?e:Math.abs(e)}function Wc(e,t){return t<0?Math.abs(e):e}function Kr(e,t={}){return bc(t)||(t={...t,x:cn,y2:ge,interval:1}),new Xc(e,xo(_$(vo(t))))}var tR={ariaLabel:"frame",fill:"none",stroke:"currentColor",clip:!1},nR={ariaLabel:"frame",fill:null,stroke:"currentColor",strokeLinecap:"square",clip:!1},vg=class extends be{constructor(t={}){let{anchor:n=null}=t;super(Zs,void 0,t,n==null?tR:nR),this.anchor=mm(n,"anchor",["top","right","bottom","left"]),Ha(this,t),n||qa(this,t)}render(t,n,r,i,s){let{marginTop:o,marginRight:a,marginBottom:l,marginLeft:u,width:c,height:f}=i,{anchor:d,insetTop:h,insetRight:p,insetBottom:m,insetLeft:b}=this,{rx:y,ry:v,rx1y1:_,rx1y2:x,rx2y1:S,rx2y2:w}=this,$=u+b,T=c-a-p,M=o+h,D=f-l-m;return le(d?"svg:line":_||x||S||w?"svg:path":"svg:rect",s).datum(0).call(Ae,this,i,s).call(Se,this).call(Ue,this,r).call(Re,this,{}).call(d==="left"?R=>R.attr("x1",$).attr("x2",$).attr("y1",M).attr("y2",D):d==="right"?R=>R.attr("x1",T).attr("x2",T).attr("y1",M).attr("y2",D):d==="top"?R=>R.attr("x1",$).attr("x2",T).attr("y1",M).attr("y2",M):d==="bottom"?R=>R.attr("x1",$).attr("x2",T).attr("y1",D).attr("y2",D):_||x||S||w?R=>R.call(Ua,$,M,T,D,this):R=>R.attr("x",$).attr("y",M).attr("width",T-$).attr("height",D-M).attr("rx",y).attr("ry",v)).node()}};function S2(e){return new vg(e)}var xg={ariaLabel:"tip",fill:"var(--plot-background)",stroke:"currentColor"},rR=new Set(["geometry","href","src","ariaLabel","scales"]),wg=class extends be{constructor(t,n={}){n.tip&&(n={...n,tip:!1}),n.title===void 0&&_t(t)&&xc(t)&&(n={...n,title:ge});let{x:r,y:i,x1:s,x2:o,y1:a,y2:l,anchor:u,preferredAnchor:c="bottom",monospace:f,fontFamily:d=f?"ui-monospace, monospace":void 0,fontSize:h,fontStyle:p,fontVariant:m,fontWeight:b,lineHeight:y=1,lineWidth:v=20,frameAnchor:_,format:x,textAnchor:S="start",textOverflow:w,textPadding:$=8,title:T,pointerSize:M=12,pathFilter:D="drop-shadow(0 3px 4px rgba(0,0,0,0.2))"}=n;super(t,{x:{value:s!=null&&o!=null?null:r,scale:"x",optional:!0},y:{value:a!=null&&l!=null?null:i,scale:"y",optional:!0},x1:{value:s,scale:"x",optional:o==null},y1:{value:a,scale:"y",optional:l==null},x2:{value:o,scale:"x",optional:s==null},y2:{value:l,scale:"y",optional:a==null},title:{value:T,optional:!0}},n,xg),this.anchor=_c(u,"anchor"),this.preferredAnchor=_c(c,"preferredAnchor"),this.frameAnchor=Hr(_),this.textAnchor=Ie(S,"middle"),this.textPadding=+$,this.pointerSize=+M,this.pathFilter=ze(D),this.lineHeight=+y,this.lineWidth=+v,this.textOverflow=cg(w),this.monospace=!!f,this.fontFamily=ze(d),this.fontSize=Te(h),this.fontStyle=ze(p),this.fontVariant=ze(m),this.fontWeight=ze(b);for(let R in xg)R in this.channels&&(this[R]=xg[R]);this.splitLines=hg(this),this.clipLine=pg(this),this.format=typeof x=="string"||typeof x=="function"?{title:x}:{...x}}render(t,n,r,i,s){let o=this,{x:a,y:l,fx:u,fy:c}=n,{ownerSVGElement:f,document:d}=s,{anchor:h,monospace:p,lineHeight:m,lineWidth:b}=this,{textPadding:y,pointerSize:v,pathFilter:_}=this,{marginTop:x,marginLeft:S}=i,{x1:w,y1:$,x2:T,y2:M,x:D=w??T,y:R=$??M}=r,P=u?u(t.fx)-S:0,B=c?c(t.fy)-x:0,[A,k]=Yn(this,i),z=tg(r,A),L=ng(r,k),X=p?Uc:qc,I=X(Vi),V,Y;"title"in r?(V=k2.call(this,{title:r.channels.title},n),Y=aR):(V=k2.call(this,r.channels,n),Y=lR);let G=le("svg:g",s).call(Ae,this,i,s).call(dg,this).call(Re,this,{x:D&&a,y:R&&l}).call(ae=>ae.selectAll().data(t).enter().append("g").attr("transform",ue=>`translate(${Math.round(z(ue))},${Math.round(L(ue))})`).call(Se,this).call(ue=>ue.append("path").attr("filter",_)).call(ue=>ue.append("text").each(function(q){let Q=on(this);this.setAttribute("fill","currentColor"),this.setAttribute("fill-opacity",1),this.setAttribute("stroke","none");let N=Y.call(o,q,t,V,n,r);if(typeof N=="string")for(let H of o.splitLines(N))U(Q,{value:o.clipLine(H)});else{let H=new Set;for(let j of N){let{label:E=""}=j;E&&H.has(E)||(H.add(E),U(Q,j))}}})));function U(ae,{label:ue,value:q,color:Q,opacity:N}){ue??="",q??="";let H=Q!=null||N!=null,j,E=b*100,[fe]=Hi(ue,E,X,I);if(fe>=0)ue=ue.slice(0,fe).trimEnd()+Vi,j=q.trim(),q="";else{(ue||!q&&!H)&&(q=" "+q);let[pe]=Hi(q,E-X(ue),X,I);pe>=0&&(j=q.trim(),q=q.slice(0,pe).trimEnd()+Vi)}let Z=ae.append("tspan").attr("x",0).attr("dy",`${m}em`).text("\u200B");ue&&Z.append("tspan").attr("font-weight","bold").text(ue),q&&Z.append(()=>d.createTextNode(q)),H&&Z.append("tspan").text(" \u25A0").attr("fill",Q).attr("fill-opacity",N).style("user-select","none"),j&&Z.append("title").text(j)}function se(){let{width:ae,height:ue}=i.facet??i;G.selectChildren().each(function(q){let{x:Q,width:N,height:H}=this.getBBox();N=Math.round(N),H=Math.round(H);let j=h;if(j===void 0){let Z=z(q)+P,pe=L(q)+B,we=Z+N+v+y*2<ae,nt=Z-N-v-y*2>0,wr=pe+H+v+y*2<ue,Zr=pe-H-v-y*2>0;j=we&&nt?wr&&Zr?o.preferredAnchor:Zr?"bottom":"top":wr&&Zr?we?"left":"right":(we||nt)&&(wr||Zr)?`${Zr?"bottom":"top"}-${we?"left":"right"}`:o.preferredAnchor}let E=this.firstChild,fe=this.lastChild;if(E.setAttribute("d",oR(j,v,y,N,H)),Q)for(let Z of fe.childNodes)Z.setAttribute("x",-Q);fe.setAttribute("y",`${+iR(j,fe.childNodes.length,m).toFixed(6)}em`),fe.setAttribute("transform",`translate(${sR(j,v,y,N,H)})`)}),G.attr("visibility",null)}return t.length&&(G.attr("visibility","hidden"),f.isConnected?Promise.resolve().then(se):typeof requestAnimationFrame<"u"&&requestAnimationFrame(se)),G.node()}};function A2(e,{x:t,y:n,...r}={}){return r.frameAnchor===void 0&&([t,n]=dn(t,n)),new wg(e,{...r,x:t,y:n})}function iR(e,t,n){return/^top(?:-|$)/.test(e)?.94-n:-.29-t*n}function sR(e,t,n,r,i){switch(e){case"middle":return[-r/2,i/2];case"top-left":return[n,t+n];case"top":return[-r/2,t/2+n];case"top-right":return[-r-n,t+n];case"right":return[-t/2-r-n,i/2];case"bottom-left":return[n,-t-n];case"bottom":return[-r/2,-t/2-n];case"bottom-right":return[-r-n,-t-n];case"left":return[n+t/2,i/2]}}function oR(e,t,n,r,i){let s=r+n*2,o=i+n*2;switch(e){case"middle":return`M${-s/2},${-o/2}h${s}v${o}h${-s}z`;case"top-left":return`M0,0l${t},${t}h${s-t}v${o}h${-s}z`;case"top":return`M0,0l${t/2},${t/2}h${(s-t)/2}v${o}h${-s}v${-o}h${(s-t)/2}z`;case"top-right":return`M0,0l${-t},${t}h${t-s}v${o}h${s}z`;case"right":return`M0,0l${-t/2},${-t/2}v${t/2-o/2}h${-s}v${o}h${s}v${t/2-o/2}z`;case"bottom-left":return`M0,0l${t},${-t}h${s-t}v${-o}h${-s}z`;case"bottom":return`M0,0l${t/2},${-t/2}h${(s-t)/2}v${-o}h${-s}v${o}h${(s-t)/2}z`;case"bottom-right":return`M0,0l${-t},${-t}h${t-s}v${-o}h${s}z`;case"left":return`M0,0l${t/2},${-t/2}v${t/2-o/2}h${s}v${o}h${-s}v${t/2-o/2}z`}}function k2(e,t){let n={},r=this.format;r=T2(r,e,"x"),r=T2(r,e,"y"),this.format=r;for(let i in r){let s=r[i];if(!(s===null||s===!1))if(i==="fx"||i==="fy")n[i]=!0;else{let o=Em(e,i);o&&(n[i]=o)}}for(let i in e){if(i in n||i in r||rR.has(i)||(i==="x"||i==="y")&&e.geometry)continue;let s=Em(e,i);if(s){if(s.scale==null&&s.defaultScale==="color")continue;n[i]=s}}this.facet&&(t.fx&&!("fx"in r)&&(n.fx=!0),t.fy&&!("fy"in r)&&(n.fy=!0));for(let i in n){let s=this.format[i];if(typeof s=="string"){let o=n[i]?.value??t[i]?.domain()??[];this.format[i]=(Oe(o)?In:Rn)(s)}else if(s===void 0||s===!0){let o=t[i];this.format[i]=o?.bandwidth?Va(o,o.domain()):Kn}}return n}function T2(e,t,n){if(!(n in e))return e;let r=`${n}1`,i=`${n}2`;if((r in e||!(r in t))&&(i in e||!(i in t)))return e;let s=Object.entries(e),o=e[n];return s.splice(s.findIndex(([a])=>a===n)+1,0,[r,o],[i,o]),Object.fromEntries(s)}function aR(e,t,{title:n}){return this.format.title(n.value[e],e)}function*lR(e,t,n,r,i){for(let s in n){if(s==="fx"||s==="fy"){yield{label:Zc(r,n,s),value:this.format[s](t[s],e)};continue}if(s==="x1"&&"x2"in n||s==="y1"&&"y2"in n)continue;let o=n[s];if(s==="x2"&&"x1"in n)yield{label:M2(r,n,"x"),value:C2(this.format.x2,n.x1,o,e)};else if(s==="y2"&&"y1"in n)yield{label:M2(r,n,"y"),value:C2(this.format.y2,n.y1,o,e)};else{let a=o.value[e],l=o.scale;if(!Xt(a)&&l==null)continue;yield{label:Zc(r,n,s),value:this.format[s](a,e),color:l==="color"?i[s][e]:null,opacity:l==="opacity"?i[s][e]:null}}}}function C2(e,t,n,r){return n.hint?.length?`${e(n.value[r]-t.value[r],r)}`:`${e(t.value[r],r)}\u2013${e(n.value[r],r)}`}function M2(e,t,n){let r=Zc(e,t,`${n}1`,n),i=Zc(e,t,`${n}2`,n);return r===i?r:`${r}\u2013${i}`}function Zc(e,t,n,r=n){let i=t[n],s=e[i?.scale??n];return String(s?.label??i?.label??r)}function Ke(e={}){let{facet:t,style:n,title:r,subtitle:i,caption:s,ariaLabel:o,ariaDescription:a}=e,l=ho(e.className),u=e.marks===void 0?[]:E2(e.marks);u.push(...pR(u));let c=dR(t,e),f=new Map;for(let I of u){let V=P2(I,c,e);V&&f.set(I,V)}let d=new Map;c&&Ka(d,[c],e),Ka(d,f,e);let h=E2(mR(u,d,e));for(let I of h){let V=P2(I,c,e);V&&f.set(I,V)}u.unshift(...h);let p=K_(d,e);if(p!==void 0){let I=c?Pc(p,c):void 0;for(let Y of u){if(Y.facet===null||Y.facet==="super")continue;let G=f.get(Y);G!==void 0&&(G.facetsIndex=Y.fx!=null||Y.fy!=null?Pc(p,G):I)}let V=new Set;for(let{facetsIndex:Y}of f.values())Y?.forEach((G,U)=>{G?.length>0&&V.add(U)});p.forEach(0<V.size&&V.size<p.length?(Y,G)=>Y.empty=!V.has(G):Y=>Y.empty=!1);for(let Y of u)if(Y.facet==="exclude"){let G=f.get(Y);G!==void 0&&(G.facetsIndex=j_(G.facetsIndex))}}for(let I of ve.keys())Js(e[I])&&I!=="fx"&&I!=="fy"&&d.set(I,[]);let m=new Map;for(let I of u){if(m.has(I))throw new Error("duplicate mark; each mark must be unique");let{facetsIndex:V,channels:Y}=f.get(I)??{},{data:G,facets:U,channels:se}=I.initialize(V,Y,e);Sg(se,e),m.set(I,{data:G,facets:U,channels:se})}let b=Oa(Ka(d,m,e),e),y=u$(b,u,e);B_(b,y);let v=Vm(b),{fx:_,fy:x}=v,S=_||x?Hm(b,y):y,w=_||x?_R(v,y):y,$=fo(e),T=$.document,M=Es("svg").call(T.documentElement),D=M;$.ownerSVGElement=M,$.className=l,$.projection=Z_(e,S),$.path=function(){return fa(this.projection??r$(v))},$.filterFacets=(I,V)=>Pc(p,{channels:V,groups:Rc(I,V)}),$.getMarkState=I=>{let V=m.get(I),Y=f.get(I);return{...V,channels:{...V.channels,...Y?.channels}}},$.dispatchValue=I=>{D.value!==I&&(D.value=I,D.dispatchEvent(new $.document.defaultView.Event("input",{bubbles:!0})))};let R=new Set;for(let[I,V]of m)if(I.initializer!=null){let Y=I.facet==="super"?w:S,G=I.initializer(V.data,V.facets,V.channels,v,Y,$);if(G.data!==void 0&&(V.data=G.data),G.facets!==void 0&&(V.facets=G.facets),G.channels!==void 0){let{fx:U,fy:se,...ae}=G.channels;fR(ae),Object.assign(V.channels,ae);for(let ue of Object.values(ae)){let{scale:q}=ue;q!=null&&!Ow(ve.get(q))&&(L2(ue,e),R.add(q))}(U!=null||se!=null)&&f.set(I,!0)}}if(R.size){let I=new Map;Ka(I,m,e,U=>R.has(U)),Ka(d,m,e,U=>R.has(U));let V=wR(Oa(I,e),b),{scales:Y,...G}=Vm(V);Object.assign(b,V),Object.assign(v,G),Object.assign(v.scales,Y)}let P,B;p!==void 0&&(P={x:_?.domain(),y:x?.domain()},p=Y_(p,P),B=G_(_,x,y));for(let[I,V]of m)V.values=I.scale(V.channels,v,$);let{width:A,height:k}=y;on(M).attr("class",l).attr("fill","currentColor").attr("font-family","system-ui, sans-serif").attr("font-size",10).attr("text-anchor","middle").attr("width",A).attr("height",k).attr("viewBox",`0 0 ${A} ${k}`).attr("aria-label",o).attr("aria-description",a).call(I=>I.append("style").text(`:where(.${l}) {
  --plot-background: white;
  display: block;
  height: auto;
  height: intrinsic;
  max-width: 100%;
}
:where(.${l} text),
:where(.${l} tspan) {
  white-space: pre;
}`)).call(po,n);for(let I of u){let{channels:V,values:Y,facets:G}=m.get(I);if(p===void 0||I.facet==="super"){let U=null;if(G&&(U=G[0],U=I.filter(U,V,Y),U.length===0))continue;let se=I.render(U,v,Y,w,$);if(se==null)continue;M.appendChild(se)}else{let U;for(let se of p){if(!(I.facetAnchor?.(p,P,se)??!se.empty))continue;let ae=null;if(G){let q=f.has(I);if(ae=G[q?se.i:0],ae=I.filter(ae,V,Y),ae.length===0)continue;!q&&ae===G[0]&&(ae=$w(ae)),ae.fx=se.x,ae.fy=se.y,ae.fi=se.i}let ue=I.render(ae,v,Y,S,$);if(ue!=null){(U??=on(M).append("g")).append(()=>ue).datum(se);for(let q of["aria-label","aria-description","aria-hidden","transform"])ue.hasAttribute(q)&&(U.attr(q,ue.getAttribute(q)),ue.removeAttribute(q))}}U?.selectChildren().each(B)}}let z=p2(b,$,e),{figure:L=r!=null||i!=null||s!=null||z.length>0}=e;L&&(D=T.createElement("figure"),D.className=`${l}-figure`,D.style.maxWidth="initial",r!=null&&D.append(R2(T,r,"h2")),i!=null&&D.append(R2(T,i,"h3")),D.append(...z,M),s!=null&&D.append(uR(T,s)),"value"in M&&(D.value=M.value,delete M.value)),D.scale=q_(v.scales),D.legend=f2(b,$,e);let X=x_();return X>0&&on(M).append("text").attr("x",A).attr("y",20).attr("dy","-1em").attr("text-anchor","end").attr("font-family","initial").text("\u26A0\uFE0F").append("title").text(`${X.toLocaleString("en-US")} warning${X===1?"":"s"}. Please check the console.`),D}function R2(e,t,n){if(t.ownerDocument)return t;let r=e.createElement(n);return r.append(t),r}function uR(e,t){let n=e.createElement("figcaption");return n.append(t),n}function E2(e){return e.flat(1/0).filter(t=>t!=null).map(cR)}function cR(e){return typeof e.render=="function"?e:new $g(e)}var $g=class extends be{constructor(t){if(typeof t!="function")throw new TypeError("invalid mark; missing render function");super(),this.render=t}render(){}};function Sg(e,t){for(let n in e)L2(e[n],t);return e}function L2(e,t){let{scale:n,transform:r=!0}=e;if(n==null||!r)return;let{type:i,percent:s,interval:o,transform:a=s?l=>l==null?NaN:l*100:bm(o,i)}=t[n]??{};a!=null&&(e.value=ye(e.value,a),e.transform=!1)}function fR(e){for(let t in e)Rm(t,e[t])}function Ka(e,t,n,r=yw){for(let{channels:i}of t.values())for(let s in i){let o=i[s],{scale:a}=o;if(a!=null&&r(a))if(a==="projection"){if(!e$(n)){let l=n.x?.domain===void 0,u=n.y?.domain===void 0;if(l||u){let[c,f]=n$(o);l&&_g(e,"x",c),u&&_g(e,"y",f)}}}else _g(e,a,o)}return e}function _g(e,t,n){let r=e.get(t);r!==void 0?r.push(n):e.set(t,[n])}function dR(e,t){if(e==null)return;let{x:n,y:r}=e;if(n==null&&r==null)return;let i=pr(e.data);if(i==null)throw new Error("missing facet data");let s={};n!=null&&(s.fx=so(i,{value:n,scale:"fx"})),r!=null&&(s.fy=so(i,{value:r,scale:"fy"})),Sg(s,t);let o=Rc(i,s);return{channels:s,groups:o,data:e.data}}function P2(e,t,n){if(e.facet===null||e.facet==="super")return;let{fx:r,fy:i}=e;if(r!=null||i!=null){let l=pr(e.data??r??i);if(l===void 0)throw new Error(`missing facet data in ${e.ariaLabel}`);if(l===null)return;let u={};return r!=null&&(u.fx=so(l,{value:r,scale:"fx"})),i!=null&&(u.fy=so(l,{value:i,scale:"fy"})),Sg(u,n),{channels:u,groups:Rc(l,u)}}if(t===void 0)return;let{channels:s,groups:o,data:a}=t;if(e.facet!=="auto"||e.data===a)return{channels:s,groups:o};a.length>0&&(o.size>1||o.size===1&&s.fx&&s.fy&&[...o][0][1].size>1)&&Fr(pr(e.data))===Fr(a)&&$t(`Warning: the ${e.ariaLabel} mark appears to use faceted data, but isn\u2019t faceted. The mark data has the same length as the facet data and the mark facet option is "auto", but the mark data and facet data are distinct. If this mark should be faceted, set the mark facet option to true; otherwise, suppress this warning by setting the mark facet option to false.`)}function hR(e,t={}){return mr({...t,x:null,y:null},(n,r,i,s,o,a)=>a.getMarkState(e))}function pR(e){let t=[];for(let n of e){let r=n.tip;if(r){r===!0?r={}:typeof r=="string"&&(r={pointer:r});let{pointer:i,preferredAnchor:s}=r;i=/^x$/i.test(i)?d$:/^y$/i.test(i)?eg:f$,r=i(hR(n,r)),r.title=null,s===void 0&&(r.preferredAnchor=i===eg?"left":"bottom");let o=A2(n.data,r);o.facet=n.facet,o.facetAnchor=n.facetAnchor,t.push(o)}}return t}function mR(e,t,n){let{projection:r,x:i={},y:s={},fx:o={},fy:a={},axis:l,grid:u,facet:c={},facet:{axis:f=l,grid:d}=c,x:{axis:h=l,grid:p=h===null?null:u}=i,y:{axis:m=l,grid:b=m===null?null:u}=s,fx:{axis:y=f,grid:v=y===null?null:d}=o,fy:{axis:_=f,grid:x=_===null?null:d}=a}=n;(r||!Js(i)&&!D2("x",e))&&(h=p=null),(r||!Js(s)&&!D2("y",e))&&(m=b=null),t.has("fx")||(y=v=null),t.has("fy")||(_=x=null),h===void 0&&(h=!ef(e,"x")),m===void 0&&(m=!ef(e,"y")),y===void 0&&(y=!ef(e,"fx")),_===void 0&&(_=!ef(e,"fy")),h===!0&&(h="bottom"),m===!0&&(m="left"),y===!0&&(y=h==="top"||h===null?"bottom":"top"),_===!0&&(_=m==="right"||m===null?"left":"right");let S=[];return Qc(S,x,W$,a),Jc(S,_,U$,"right","left",c,a),Qc(S,v,Z$,o),Jc(S,y,K$,"top","bottom",c,o),Qc(S,b,j$,s),Jc(S,m,gg,"left","right",n,s),Qc(S,p,X$,i),Jc(S,h,bg,"bottom","top",n,i),S}function Jc(e,t,n,r,i,s,o){if(!t)return;let a=gR(t);o=bR(a?r:t,s,o);let{line:l}=o;(n===gg||n===bg)&&l&&!Ni(l)&&e.push(S2(yR(o))),e.push(n(o)),a&&e.push(n({...o,anchor:i,label:null}))}function Qc(e,t,n,r){!t||Ni(t)||e.push(n(vR(t,r)))}function gR(e){return/^\s*both\s*$/i.test(e)}function bR(e,t,{line:n=t.line,ticks:r,tickSize:i,tickSpacing:s,tickPadding:o,tickFormat:a,tickRotate:l,fontVariant:u,ariaLabel:c,ariaDescription:f,label:d=t.label,labelAnchor:h,labelArrow:p=t.labelArrow,labelOffset:m}){return{anchor:e,line:n,ticks:r,tickSize:i,tickSpacing:s,tickPadding:o,tickFormat:a,tickRotate:l,fontVariant:u,ariaLabel:c,ariaDescription:f,label:d,labelAnchor:h,labelArrow:p,labelOffset:m}}function yR(e){let{anchor:t,line:n}=e;return{anchor:t,facetAnchor:t+"-empty",stroke:n===!0?void 0:n}}function vR(e,{stroke:t=no(e)?e:void 0,ticks:n=xR(e)?e:void 0,tickSpacing:r,ariaLabel:i,ariaDescription:s}){return{stroke:t,ticks:n,tickSpacing:r,ariaLabel:i,ariaDescription:s}}function xR(e){switch(typeof e){case"number":return!0;case"string":return!no(e)}return _t(e)||typeof e?.range=="function"}function ef(e,t){let n=`${t}-axis `;return e.some(r=>r.ariaLabel?.startsWith(n))}function D2(e,t){for(let n of t)for(let r in n.channels){let{scale:i}=n.channels[r];if(i===e||i==="projection")return!0}return!1}function wR(e,t){for(let n in e){let r=e[n],i=t[n];r.label===void 0&&i&&(r.label=i.label)}return e}function _R({fx:e,fy:t},n){let{marginTop:r,marginRight:i,marginBottom:s,marginLeft:o,width:a,height:l}=Mc(n),u=e&&N2(e),c=t&&N2(t);return{marginTop:t?c[0]:r,marginRight:e?a-u[1]:i,marginBottom:t?l-c[1]:s,marginLeft:e?u[0]:o,inset:{marginTop:n.marginTop,marginRight:n.marginRight,marginBottom:n.marginBottom,marginLeft:n.marginLeft},width:a,height:l}}function N2(e){let t=e.domain();if(t.length===0)return[0,e.bandwidth()];let n=e(t[0]),r=e(t[t.length-1]);return r<n&&([n,r]=[r,n]),[n,r+e.bandwidth()]}var $R=new Map([["basis",L1],["basis-closed",O1],["basis-open",B1],["bundle",V1],["bump-x",A1],["bump-y",R1],["cardinal",H1],["cardinal-closed",q1],["cardinal-open",U1],["catmull-rom",Y1],["catmull-rom-closed",j1],["catmull-rom-open",X1],["linear",Ai],["linear-closed",J1],["monotone-x",tw],["monotone-y",nw],["natural",iw],["step",sw],["step-after",aw],["step-before",ow]]);function kg(e=Ai,t){if(typeof e=="function")return e;let n=$R.get(`${e}`.toLowerCase());if(!n)throw new Error(`unknown curve: ${e}`);if(t!==void 0){if("beta"in n)return n.beta(t);if("tension"in n)return n.tension(t);if("alpha"in n)return n.alpha(t)}return n}function I2(e=Ya,t){return typeof e!="function"&&`${e}`.toLowerCase()==="auto"?Ya:kg(e,t)}function Ya(e){return Ai(e)}function SR(e={y:"count"},t={}){[e,t]=CR(e,t);let{x:n,y:r}=t;return TR(MR(n,t,ge),null,null,r,e,mo(t))}function kR(e,t,n={}){if(n?.interval==null)return n;let{reduce:r=Sc}=n,i={filter:null};return n[t]!=null&&(i[t]=r),n[`${t}1`]!=null&&(i[`${t}1`]=r),n[`${t}2`]!=null&&(i[`${t}2`]=r),e(i,n)}function tf(e={}){return kR(SR,"y",Bi(e,"x"))}function TR(e,t,n,r,{data:i=Mm,filter:s=Pa,sort:o,reverse:a,...l}={},u={}){e=O2(e),t=O2(t),l=RR(l,u),i=V2(i,ge),o=o==null?void 0:B2("sort",o,u),s=s==null?void 0:F2("filter",s,u),n!=null&&Da(l,"x","x1","x2")&&(n=null),r!=null&&Da(l,"y","y1","y2")&&(r=null);let[c,f]=Jt(e),[d,h]=Jt(e),[p,m]=Jt(t),[b,y]=Jt(t),[v,_]=n!=null?[n,"x"]:r!=null?[r,"y"]:[],[x,S]=Jt(v),{x:w,y:$,z:T,fill:M,stroke:D,x1:R,x2:P,y1:B,y2:A,domain:k,cumulative:z,thresholds:L,interval:X,...I}=u,[V,Y]=Jt(T),[G]=wt(M),[U]=wt(D),[se,ae]=Jt(G),[ue,q]=Jt(U);return{..."z"in u&&{z:V||T},..."fill"in u&&{fill:se||M},..."stroke"in u&&{stroke:ue||D},...zi(I,(Q,N,H)=>{let j=Ea($e(Q,v),H?.[_]),E=$e(Q,T),fe=$e(Q,G),Z=$e(Q,U),pe=Gw(l,{z:E,fill:fe,stroke:Z}),we=[],nt=[],wr=j&&S([]),Zr=E&&Y([]),Jk=fe&&ae([]),Qk=Z&&q([]),yb=e&&f([]),eT=e&&h([]),vb=t&&m([]),tT=t&&y([]),nT=DR(e,t,Q),rT=0;for(let Ji of l)Ji.initialize(Q);o&&o.initialize(Q),s&&s.initialize(Q);for(let Ji of N){let xb=[];for(let Qi of l)Qi.scope("facet",Ji);o&&o.scope("facet",Ji),s&&s.scope("facet",Ji);for(let[Qi,iT]of Cm(Ji,pe))for(let[sT,_l]of Cm(iT,j))for(let[vn,Gn]of nT(_l))if(pe&&(Gn.z=Qi),!(s&&!s.reduce(vn,Gn))){xb.push(rT++),nt.push(i.reduceIndex(vn,Q,Gn)),j&&wr.push(sT),E&&Zr.push(pe===E?Qi:E[(vn.length>0?vn:_l)[0]]),fe&&Jk.push(pe===fe?Qi:fe[(vn.length>0?vn:_l)[0]]),Z&&Qk.push(pe===Z?Qi:Z[(vn.length>0?vn:_l)[0]]),yb&&(yb.push(Gn.x1),eT.push(Gn.x2)),vb&&(vb.push(Gn.y1),tT.push(Gn.y2));for(let oT of l)oT.reduce(vn,Gn);o&&o.reduce(vn,Gn)}we.push(xb)}return jw(we,o,a),{data:nt,facets:we}}),...!Da(l,"x")&&(c?{x1:c,x2:d,x:Ra(c,d)}:{x:w,x1:R,x2:P}),...!Da(l,"y")&&(p?{y1:p,y2:b,y:Ra(p,b)}:{y:$,y1:B,y2:A}),...x&&{[_]:x},...Object.fromEntries(l.map(({name:Q,output:N})=>[Q,N]))}}function CR({cumulative:e,domain:t,thresholds:n,interval:r,...i},s){return[i,{cumulative:e,domain:t,thresholds:n,interval:r,...s}]}function MR(e,{cumulative:t,domain:n,thresholds:r,interval:i},s){return e={...qn(e)},e.domain===void 0&&(e.domain=n),e.cumulative===void 0&&(e.cumulative=t),e.thresholds===void 0&&(e.thresholds=r),e.interval===void 0&&(e.interval=i),e.value===void 0&&(e.value=s),e.thresholds=AR(e.thresholds,e.interval),e}function O2(e){if(e==null)return;let{value:t,cumulative:n,domain:r=tt,thresholds:i}=e,s=o=>{let a=$e(o,t),l;if(Oe(a)||PR(i)){a=ye(a,pm,Float64Array);let[c,f]=typeof r=="function"?r(a):r,d=typeof i=="function"&&!Vr(i)?i(a,c,f):i;typeof d=="number"&&(d=Gu(c,f,d)),Vr(d)&&(r===tt&&(c=d.floor(c),f=d.offset(d.floor(f))),d=d.range(c,d.offset(f))),l=d}else{a=Fn(a);let[c,f]=typeof r=="function"?r(a):r,d=typeof i=="function"&&!Vr(i)?i(a,c,f):i;if(typeof d=="number")if(r===tt){let h=Ts(c,f,d);if(isFinite(h))if(h>0){let p=Math.round(c/h),m=Math.round(f/h);p*h<=c||--p,m*h>f||++m;let b=m-p+1;d=new Float64Array(b);for(let y=0;y<b;++y)d[y]=(p+y)*h}else if(h<0){h=-h;let p=Math.round(c*h),m=Math.round(f*h);p/h<=c||--p,m/h>f||++m;let b=m-p+1;d=new Float64Array(b);for(let y=0;y<b;++y)d[y]=(p+y)/h}else d=[c];else d=[c]}else d=Mr(c,f,d);else Vr(d)&&(r===tt&&(c=d.floor(c),f=d.offset(d.floor(f))),d=d.range(c,d.offset(f)));l=d}let u=[];if(l.length===1)u.push([l[0],l[0]]);else for(let c=1;c<l.length;++c)u.push([l[c-1],l[c]]);return u.bin=(n<0?LR:n>0?NR:Tg)(u,l,a),u};return s.label=hn(t),s}function AR(e,t,n=z2){if(e===void 0)return t===void 0?n:Hn(t);if(typeof e=="string"){switch(e.toLowerCase()){case"freedman-diaconis":return sy;case"scott":return sd;case"sturges":return ey;case"auto":return z2}return Ma(e)}return e}function RR(e,t){return Yw(e,t,B2)}function B2(e,t,n){return km(e,t,n,F2)}function F2(e,t,n){return Tm(e,t,n,V2)}function V2(e,t){return Na(e,t,ER)}function ER(e){switch(`${e}`.toLowerCase()){case"x":return IR;case"x1":return zR;case"x2":return BR;case"y":return OR;case"y1":return FR;case"y2":return VR;case"z":return Ww}throw new Error(`invalid bin reduce: ${e}`)}function z2(e,t,n){return Math.min(200,sd(e,t,n))}function PR(e){return Tw(e)||_t(e)&&Oe(e)}function DR(e,t,n){let r=e?.(n),i=t?.(n);return r&&i?function*(s){let o=r.bin(s);for(let[a,[l,u]]of r.entries()){let c=i.bin(o[a]);for(let[f,[d,h]]of i.entries())yield[c[f],{data:n,x1:l,y1:d,x2:u,y2:h}]}}:r?function*(s){let o=r.bin(s);for(let[a,[l,u]]of r.entries())yield[o[a],{data:n,x1:l,x2:u}]}:function*(s){let o=i.bin(s);for(let[a,[l,u]]of i.entries())yield[o[a],{data:n,y1:l,y2:u}]}}function Tg(e,t,n){return t=Fn(t),r=>{let i=e.map(()=>[]);for(let s of r)i[Ms(t,n[s])-1]?.push(s);return i}}function NR(e,t,n){let r=Tg(e,t,n);return i=>{let s=r(i);for(let o=1,a=s.length;o<a;++o){let l=s[o-1],u=s[o];for(let c of l)u.push(c)}return s}}function LR(e,t,n){let r=Tg(e,t,n);return i=>{let s=r(i);for(let o=s.length-2;o>=0;--o){let a=s[o+1],l=s[o];for(let u of a)l.push(u)}return s}}function H2(e,t){let n=(+e+ +t)/2;return e instanceof Date?new Date(n):n}var IR={reduceIndex(e,t,{x1:n,x2:r}){return H2(n,r)}},OR={reduceIndex(e,t,{y1:n,y2:r}){return H2(n,r)}},zR={reduceIndex(e,t,{x1:n}){return n}},BR={reduceIndex(e,t,{x2:n}){return n}},FR={reduceIndex(e,t,{y1:n}){return n}},VR={reduceIndex(e,t,{y2:n}){return n}};var qR={ariaLabel:"area",strokeWidth:1,strokeLinecap:"round",strokeLinejoin:"round",strokeMiterlimit:1},nf=class extends be{constructor(t,n={}){let{x1:r,y1:i,x2:s,y2:o,z:a,curve:l,tension:u}=n;super(t,{x1:{value:r,scale:"x"},y1:{value:i,scale:"y"},x2:{value:s,scale:"x",optional:!0},y2:{value:o,scale:"y",optional:!0},z:{value:eo(n),optional:!0}},n,qR),this.z=a,this.curve=kg(l,u)}filter(t){return t}render(t,n,r,i,s){let{x1:o,y1:a,x2:l=o,y2:u=a}=r;return le("svg:g",s).call(Ae,this,i,s).call(Re,this,n,0,0).call(c=>c.selectAll().data(Oc(t,[o,a,l,u],this,r)).enter().append("path").call(Se,this).call(Ic,this,r).attr("d",C1().curve(this.curve).defined(f=>f>=0).x0(f=>o[f]).y0(f=>a[f]).x1(f=>l[f]).y1(f=>u[f]))).node()}};function Cg(e,t){let{x:n=cn,...r}=tf(t);return new nf(e,xo(vo({...r,x1:n,x2:void 0},n===cn?"y2":"y")))}var UR={ariaLabel:"bar"},Mg=class extends be{constructor(t,n,r={},i=UR){super(t,n,r,i),Ha(this,r),qa(this,r)}render(t,n,r,i,s){let{rx:o,ry:a,rx1y1:l,rx1y2:u,rx2y1:c,rx2y2:f}=this,d=this._x(n,r,i),h=this._y(n,r,i),p=this._width(n,r,i),m=this._height(n,r,i);return le("svg:g",s).call(Ae,this,i,s).call(this._transform,this,n).call(b=>b.selectAll().data(t).enter().call(l||u||c||f?y=>y.append("path").call(Se,this).call(Ua,d,h,q2(d,p),q2(h,m),this).call(Ue,this,r):y=>y.append("rect").call(Se,this).attr("x",d).attr("width",p).attr("y",h).attr("height",m).call(J,"rx",o).call(J,"ry",a).call(Ue,this,r))).node()}_x(t,{x:n},{marginLeft:r}){let{insetLeft:i}=this;return n?s=>n[s]+i:r+i}_y(t,{y:n},{marginTop:r}){let{insetTop:i}=this;return n?s=>n[s]+i:r+i}_width({x:t},{x:n},{marginRight:r,marginLeft:i,width:s}){let{insetLeft:o,insetRight:a}=this,l=n&&t?t.bandwidth():s-r-i;return Math.max(0,l-o-a)}_height({y:t},{y:n},{marginTop:r,marginBottom:i,height:s}){let{insetTop:o,insetBottom:a}=this,l=n&&t?t.bandwidth():s-r-i;return Math.max(0,l-o-a)}};function q2(e,t){return typeof e=="function"&&typeof t=="function"?n=>e(n)+t(n):typeof e=="function"?n=>e(n)+t:typeof t=="function"?n=>e+t(n):e+t}var rf=class extends Mg{constructor(t,n={},r){let{x:i,y1:s,y2:o}=n;super(t,{y1:{value:s,scale:"y"},y2:{value:o,scale:"y"},x:{value:i,scale:"x",type:"band",optional:!0}},n,r)}_transform(t,n,{y:r}){t.call(Re,n,{y:r},0,0)}_y({y:t},{y1:n,y2:r},{marginTop:i}){let{insetTop:s}=this;return pn(t)?i+s:o=>Math.min(n[o],r[o])+s}_height({y:t},{y1:n,y2:r},{marginTop:i,marginBottom:s,height:o}){let{insetTop:a,insetBottom:l}=this;return pn(t)?o-i-s-a-l:u=>Math.max(0,Math.abs(r[u]-n[u])-a-l)}};function Ag(e,t={}){return bc(t)||(t={...t,x:cn,y2:ge}),new rf(e,xo(Fc(vo(t))))}var KR={ariaLabel:"dot",fill:"none",stroke:"currentColor",strokeWidth:1.5};function YR(e){return e.sort===void 0&&e.reverse===void 0?qw({channel:"-r"},e):e}var sf=class extends be{constructor(t,n={}){let{x:r,y:i,r:s,rotate:o,symbol:a=Ri,frameAnchor:l}=n,[u,c]=Le(o,0),[f,d]=Fw(a),[h,p]=Le(s,f==null?3:4.5);super(t,{x:{value:r,scale:"x",optional:!0},y:{value:i,scale:"y",optional:!0},r:{value:h,scale:"r",filter:Pi,optional:!0},rotate:{value:u,optional:!0},symbol:{value:f,scale:"auto",optional:!0}},YR(n),KR),this.r=p,this.rotate=c,this.symbol=d,this.frameAnchor=Hr(l);let{channels:m}=this,{symbol:b}=m;if(b){let{fill:y,stroke:v}=m;b.hint={fill:y?y.value===b.value?"color":"currentColor":this.fill??"currentColor",stroke:v?v.value===b.value?"color":"currentColor":this.stroke??"none"}}}render(t,n,r,i,s){let{x:o,y:a}=n,{x:l,y:u,r:c,rotate:f,symbol:d}=r,{r:h,rotate:p,symbol:m}=this,[b,y]=Yn(this,i),v=m===Ri,_=c?void 0:h*h*Math.PI;return Gs(h)&&(t=[]),le("svg:g",s).call(Ae,this,i,s).call(Re,this,{x:l&&o,y:u&&a}).call(x=>x.selectAll().data(t).enter().append(v?"circle":"path").call(Se,this).call(v?S=>{S.attr("cx",l?w=>l[w]:b).attr("cy",u?w=>u[w]:y).attr("r",c?w=>c[w]:h)}:S=>{S.attr("transform",go`translate(${l?w=>l[w]:b},${u?w=>u[w]:y})${f?w=>` rotate(${f[w]})`:p?` rotate(${p})`:""}`).attr("d",c&&d?w=>{let $=An();return d[w].draw($,c[w]*c[w]*Math.PI),$}:c?w=>{let $=An();return m.draw($,c[w]*c[w]*Math.PI),$}:d?w=>{let $=An();return d[w].draw($,_),$}:(()=>{let w=An();return m.draw(w,_),w})())}).call(Ue,this,r)).node()}};function Ga(e,{x:t,y:n,...r}={}){return r.frameAnchor===void 0&&([t,n]=dn(t,n)),new sf(e,{...r,x:t,y:n})}var GR={ariaLabel:"line",fill:"none",stroke:"currentColor",strokeWidth:1.5,strokeLinecap:"round",strokeLinejoin:"round",strokeMiterlimit:1},ja=class extends be{constructor(t,n={}){let{x:r,y:i,z:s,curve:o,tension:a}=n;super(t,{x:{value:r,scale:"x"},y:{value:i,scale:"y"},z:{value:eo(n),optional:!0}},n,GR),this.z=s,this.curve=I2(o,a),Fi(this,n)}filter(t){return t}project(t,n,r){this.curve!==Ya&&super.project(t,n,r)}render(t,n,r,i,s){let{x:o,y:a}=r,{curve:l}=this;return le("svg:g",s).call(Ae,this,i,s).call(Re,this,n).call(u=>u.selectAll().data(Oc(t,[o,a],this,r)).enter().append("path").call(Se,this).call(Ic,this,r).call(g$,this,r,s).attr("d",l===Ya&&s.projection?jR(s.path(),o,a):zp().curve(l).defined(c=>c>=0).x(c=>o[c]).y(c=>a[c]))).node()}};function jR(e,t,n){return t=Fn(t),n=Fn(n),r=>{let i=[],s=[i];for(let o of r)o===-1?(i=[],s.push(i)):i.push([t[o],n[o]]);return e({type:"MultiLineString",coordinates:s})}}function Rg(e,{x:t,y:n,...r}={}){return[t,n]=dn(t,n),new ja(e,{...r,x:t,y:n})}function wo(e,{x:t=cn,y:n=ge,...r}={}){return new ja(e,tf({...r,x:t,y:n}))}var WR={ariaLabel:"tick",fill:null,stroke:"currentColor"},Eg=class extends be{constructor(t,n,r){super(t,n,r,WR),Fi(this,r)}render(t,n,r,i,s){return le("svg:g",s).call(Ae,this,i,s).call(this._transform,this,n).call(o=>o.selectAll().data(t).enter().append("line").call(Se,this).attr("x1",this._x1(n,r,i)).attr("x2",this._x2(n,r,i)).attr("y1",this._y1(n,r,i)).attr("y2",this._y2(n,r,i)).call(Ue,this,r).call(Ba,this,r,s)).node()}};var of=class extends Eg{constructor(t,n={}){let{x:r,y:i,inset:s=0,insetRight:o=s,insetLeft:a=s}=n;super(t,{y:{value:i,scale:"y"},x:{value:r,scale:"x",type:"band",optional:!0}},n),this.insetRight=Te(o),this.insetLeft=Te(a)}_transform(t,n,{y:r}){t.call(Re,n,{y:r},0,qe)}_x1({x:t},{x:n},{marginLeft:r}){let{insetLeft:i}=this;return n&&t?s=>n[s]+i:r+i}_x2({x:t},{x:n},{width:r,marginRight:i}){let{insetRight:s}=this;return n&&t?o=>n[o]+t.bandwidth()-s:r-i-s}_y1(t,{y:n}){return r=>n[r]}_y2(t,{y:n}){return r=>n[r]}};function af(e,{y:t=ge,...n}={}){return new of(e,{...n,y:t})}be.prototype.plot=function({marks:e=[],...t}={}){return Ke({...t,marks:[...e,this]})};var Wa=class extends W{constructor(){super();this.chart=null;this.histogram=null,this.metric=""}willUpdate(n){(n.has("histogram")||n.has("metric"))&&(this.chart=this.draw())}draw(){let n=this.histogram;return!n||n.bins.length===0?null:Ke({width:ls,height:170,marginLeft:44,marginBottom:34,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{label:`gap (${this.metric})`,labelAnchor:"center",labelArrow:"none",nice:!1},y:{label:"labels",labelArrow:"none",grid:!0,ticks:Math.min(5,Math.max(...n.bins.map(r=>r.count)))},marks:[Kr(n.bins,{x1:"x0",x2:"x1",y:"count",fill:Qn,fillOpacity:.85,insetLeft:.5,insetRight:.5}),gn([0],{stroke:"#9e9e9e"}),Et([0],{stroke:"#424242",strokeDasharray:"3,3"})]})}render(){let n=this.histogram;if(!n)return C;let{posInf:r,negInf:i,undefined:s}=n.nonFinite,o=[r?`${O(r)} at +\u221E`:"",i?`${O(i)} at \u2212\u221E`:"",s?`${O(s)} undefined`:""].filter(Boolean);return g`
      <h3>Gap distribution</h3>
      <div class="chart">${this.chart??g`<div class="muted">No finite gap to plot.</div>`}</div>
      <div class="note muted">
        ${O(n.finite)} finite gap${n.finite===1?"":"s"}${o.length?g`; not plotted: ${o.join(", ")}`:C}
      </div>
    `}};Wa.properties={histogram:{attribute:!1},metric:{attribute:!1}},Wa.styles=[ee,K`
      :host {
        display: block;
      }
      .chart {
        min-height: 40px;
      }
      .note {
        font-size: 11px;
      }
    `];customElements.define("fairness-gap-histogram",Wa);var Xa=class extends W{constructor(){super();this.chart=null;this.distribution=null,this.k=100,this.sortLabel="",this.kText="100"}willUpdate(n){n.has("k")&&Number(this.kText)!==this.k&&(this.kText=String(this.k)),n.has("distribution")&&(this.chart=this.draw())}draw(){let n=this.distribution;if(!n||n.bins.length===0)return null;let r=Math.max(1,n.topShown),i=Math.max(1,n.allShown),s=n.bins.map(o=>({x0:o.x0,x1:o.x1,top:o.top/r,all:o.all/i}));return Ke({width:ls,height:170,marginLeft:44,marginBottom:34,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{type:"log",label:"c(y): examples with the label",labelAnchor:"center",labelArrow:"none"},y:{label:"share of labels",labelArrow:"none",grid:!0,percent:!0},marks:[Kr(s,{x1:"x0",x2:"x1",y:"top",fill:Qn,fillOpacity:.85,insetLeft:.5,insetRight:.5}),Kr(s,{x1:"x0",x2:"x1",y:"all",fill:"none",stroke:"#616161",strokeWidth:1}),gn([0],{stroke:"#9e9e9e"})]})}onK(n){let r=n.target.value;this.kText=r;let i=Number(r);r.trim()!==""&&Number.isSafeInteger(i)&&i>=1&&this.dispatchEvent(new CustomEvent("topk-change",{detail:i,bubbles:!0,composed:!0}))}render(){let n=this.distribution;if(!n)return C;let r=Number(this.kText),i=!(this.kText.trim()!==""&&Number.isSafeInteger(r)&&r>=1);return g`
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
        <span class="key" style="background:${Qn}"></span>top ${O(n.k)}${n.topMedian!==null?g` (median c(y) ${O(n.topMedian)})`:C}
        <span class="key" style="border:1px solid #616161"></span>all ${O(n.allShown)} shown${n.allMedian!==null?g` (median ${O(n.allMedian)})`:C}${n.zero?g`; ${O(n.zero)} of the top with c(y) = 0 not plotted`:C}
      </div>
    `}};Xa.properties={distribution:{attribute:!1},k:{attribute:!1},sortLabel:{attribute:!1},kText:{state:!0}},Xa.styles=[ee,K`
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
    `];customElements.define("fairness-count-distribution",Xa);var K2="label_associations",U2="gaps",Za=class extends W{constructor(n){super();this.request=new Ee;this.shell=new bt(this,[this.request]);this.downloads=new Sn(this,()=>this.api,()=>this.declaration);this.identitiesConfirmed=!1;this.order=null;this.search={regex:null,error:null};this.visible=new Int32Array(0);this.visibleList=[];this.histogram=null;this.counts=null;this.domain=[-1,1];this.api=n??new Dt,this.info=null,this.declaration=null,this.params=[],this.selection=Hl(null),this.data=null}async load(){let{run:n,tag:r,step:i}=this.report,{metric:s,a:o,b:a,level:l,fdr:u,minCount:c,rankBy:f}=this.selection,d=!this.identitiesConfirmed;this.shell.start();let h=(b,y)=>y===ns(this.declaration,b)?null:y,p={level:h("level",l),fdr:h("fdr",u),min_count:c,rank_by:h("rank_by",f)},m;try{m=await this.request.run(b=>this.api.associations(K2,{run:n,tag:r,step:i,metric:s,a:o,b:a,...p},b))}catch(b){if(d&&(o!==null||a!==null)&&b instanceof Xn&&b.status===400){this.setSelectionState({...this.selection,a:null,b:null}),this.load();return}this.data=null,this.shell.fail(b);return}m!==Me&&(this.data=m,this.identitiesConfirmed=!0,(this.selection.a===null||this.selection.metric!==m.metric)&&this.setSelectionState({...this.selection,a:m.a,metric:m.metric}),this.shell.ready())}setSelectionState(n){this.selection=n,et(this,Ff(n,this.declaration))}onSelectionChange(n){let r=this.selection,i={...r,...n};n.rankBy!==void 0&&n.rankBy!==r.rankBy&&n.sort===void 0&&(i.sort=Lo(n.rankBy),i.dir="desc"),this.setSelectionState(i),(i.rankBy!==r.rankBy||i.level!==r.level||i.fdr!==r.fdr||i.minCount!==r.minCount||i.metric!==r.metric||i.a!==r.a||i.b!==r.b)&&((i.a!==r.a||i.b!==r.b)&&(this.identitiesConfirmed=!0),this.load())}resetSelection(){this.setSelectionState(Hl(this.declaration)),this.identitiesConfirmed=!1,this.report.step!==null?kr(this,{step:null}):this.load()}downloadCsv(){let n=this.data;if(!n)return;let r=Tt(["fairness",n.run,n.tag,`step${n.step}`,n.metric,n.a,"vs",n.b??"rest"]);this.downloads.download("download",{run:n.run,tag:n.tag,step:n.step,table:U2,options:w0(n)},r)}willUpdate(n){if(!this.hasUpdated)this.selection=d0(this.params,this.declaration),et(this,Ff(this.selection,this.declaration)),this.load();else if(n.has("report")){let h=n.get("report");h&&(h.run!==this.report.run||h.tag!==this.report.tag)&&(this.identitiesConfirmed=!1),(!h||h.run!==this.report.run||h.tag!==this.report.tag||h.step!==this.report.step)&&this.load()}let r=n.get("selection"),i=this.selection,s=this.data,o=n.has("data"),a=r===void 0,l=!a&&(r.sort!==i.sort||r.dir!==i.dir),u=a||r.search!==i.search,c=a||r.gap[0]!==i.gap[0]||r.gap[1]!==i.gap[1]||r.count[0]!==i.count[0]||r.count[1]!==i.count[1]||r.significantOnly!==i.significantOnly,f=a||r.topK!==i.topK;if(u&&(this.search=is(i.search)),!s){this.order=null,this.visible=new Int32Array(0),this.visibleList=[],this.histogram=null,this.counts=null;return}(o||l||this.order===null)&&(this.order=h0(s,i.sort,i.dir)),o&&(this.domain=v0(s));let d=!1;(o||l||u||c)&&(this.visible=p0(s,this.order,{search:this.search.regex,gap:i.gap,count:i.count,significantOnly:i.significantOnly}),this.visibleList=Array.from(this.visible),d=!0),d&&(this.histogram=g0(s,this.visible)),(d||f)&&(this.counts=b0(s,this.visible,i.topK))}renderSummary(n){let r=new Map(n.identities.map(a=>[a.name,a.count])),i=a=>r.has(a)?g` (${O(r.get(a))})`:C,s=n.identities.filter(a=>a.name!==n.a).length,o=this.info?.description??"";return g`<div class="summary" data-shown=${this.visible.length} data-total=${n.rows}>
      ${o?g`<span class="description">${o}</span>`:C}
      <span><b>N</b> = ${O(n.n)} examples · step ${n.step}</span>
      ${fs(this.visible.length,n.rows,"labels")}
      <span
        >A = <b>${n.a}</b>${i(n.a)} vs B =
        ${n.b===null?g`<b>rest</b> <span class="muted">(mean over ${s} other identit${s===1?"y":"ies"})</span>`:g`<b>${n.b}</b>${i(n.b)}`}</span
      >
      ${n.excluded_labels.length?g`<span class="muted" title="Identities that are predicted labels are left out of the rows"
            >not ranked: ${n.excluded_labels.join(", ")}</span
          >`:C}
    </div>`}renderLegend(n){let r=x0(n);return g`<div class="legend" data-significant=${n.significant} data-insufficient=${n.insufficient}>
      <span class="interval">${r.interval}</span>
      <span class="significance"><span class="star">${r.significance.slice(0,1)}</span>${r.significance.slice(1)}</span>
      <span class="insufficient"><span class="grey"></span>${r.insufficient}</span>
      ${r.overlap?g`<span class="warning" role="note">⚠ ${r.overlap}</span>`:C}
    </div>`}render(){let n=this.selection,r=this.data,i=r?.metrics?.length?r.metrics:$r(this.declaration,"metric").map(a=>({name:a,title:"",range:null})),s=this.shell.loading,o=`${n.sort} ${n.dir==="desc"?"\u25BC":"\u25B2"}`;return g`
      <fairness-controls
        .selection=${n}
        .metrics=${i}
        .identities=${r?.identities??[]}
        .reportMinCount=${r?.min_count??null}
        .declaration=${this.declaration}
        .searchError=${this.search.error}
        .canDownload=${r!==null&&!s&&this.downloads.pending===null}
        .downloadTitle=${wn(this.declaration,U2,r?.rows??null)+"; not only the rows the search and filters show"}
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
    `}};Za.properties={...Sr,selection:{state:!0},data:{state:!0}},Za.styles=[ee,st,si,oi,It,K`
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
    `];customElements.define("fairness-associations-view",Za);var Y2={kind:K2,title:"label-association",render:(e,t)=>g`<fairness-associations-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${t}</fairness-associations-view
    >`,hint:()=>g`No label-association reports: log one with <code>w.label_associations(…)</code>, one set of predicted
      label names per example with the identities among them (or a 0/1 matrix with <code>label_names=</code>, or
      scores with <code>threshold=</code>).`,example:`# One set of predicted label names per example; the identities are among them.
predictions = [{"man", "skateboard"}, {"woman", "apron"}, {"woman", "skateboard"}]
w.label_associations("associations/val", 0, predictions, identities=["man", "woman"])`};var XR=["class","n","cramers_v","band","p_value","accuracy","worst_group","worst_group_accuracy","gap"],ZR=["class","worst_group"],uf=[.9,.95,.99],Pg=Object.freeze({cls:null,sort:"cramers_v",dir:"desc",search:""});function cf(e){return{...Pg,mev:Be(e,"mev"),level:Be(e,"level"),fdr:Be(e,"fdr")}}function Dg(e){return ZR.includes(e)||e==="p_value"?"asc":"desc"}var St={cls:"class",mev:"mev",level:"level",fdr:"fdr",sort:"sort",dir:"dir",search:"q"};function Ng(e,t){let n=[];return ke(n,St.cls,e.cls),ut(n,St.mev,e.mev,t),ut(n,St.level,e.level,t),ut(n,St.fdr,e.fdr,t),(e.sort!==Pg.sort||e.dir!==Pg.dir)&&(ke(n,St.sort,e.sort),ke(n,St.dir,e.dir)),ke(n,St.search,e.search),n}function G2(e,t){let n=kt(e),r=cf(t),i=n.get(St.cls);r.cls=i===void 0||i===""?null:i,r.mev=nn(t,"mev",_e(n.get(St.mev))),r.level=nn(t,"level",_e(n.get(St.level))),r.fdr=nn(t,"fdr",_e(n.get(St.fdr)));let s=n.get(St.sort);if(s!==void 0&&XR.includes(s)){r.sort=s;let o=n.get(St.dir);r.dir=o==="asc"||o==="desc"?o:Dg(r.sort)}return r.search=n.get(St.search)??"",r}function JR(e){let t=0;for(;t<No.length&&e>=No[t];)t++;return gt[t]}function QR(e,t,n){if(t==="band"){let i=gt.indexOf(e.columns.band[n]);return i<0?NaN:i}let r=e.columns[t][n];return typeof r=="number"&&Number.isFinite(r)?r:NaN}function j2(e,t,n){let r=new Int32Array(e.rows);for(let o=0;o<r.length;o++)r[o]=o;let i=n==="asc"?1:-1;if(t==="class"||t==="worst_group"){let o=e.columns[t];return r.sort((a,l)=>{let u=o[a],c=o[l];return u===null||c===null?u===null&&c===null?a-l:u===null?1:-1:u<c?-i:u>c?i:a-l}),r}let s=new Float64Array(e.rows);for(let o=0;o<e.rows;o++)s[o]=QR(e,t,o);return r.sort((o,a)=>{let l=s[o],u=s[a],c=Number.isNaN(l),f=Number.isNaN(u);return c||f?c&&f?o-a:c?1:-1:l<u?-i:l>u?i:o-a}),r}function W2(e,t,n){return Yb(e.columns.class,t,n)}function $o(e){return`${Number((e*100).toPrecision(4))}%`}function X2(e){return String(Number(e.toPrecision(4)))}function Lg(e){return`significant after Benjamini\u2013Hochberg at FDR q = ${X2(e)}`}function _o(e){return typeof e=="number"&&Number.isFinite(e)}function Z2(e,t,n){let r=e.columns,i=e.states.cramers_v[t],s=i===null&&_o(r.cramers_v[t]),o=s?null:`Undefined: ${i&&n[i]||i||"no value of V"}`,a=r.lower?.[t],l=r.upper?.[t],u=s&&_o(a)&&_o(l)?[a,l]:null,c=r.p_value?.[t],f=s&&_o(c);return{interval:u,intervalText:u?`[${u[0].toFixed(2)}, ${u[1].toFixed(2)}]`:"\u2014",p:f?c:null,pText:f?rn(c):"\u2014",pTitle:f?`p = ${c} (chi-square test of "group and prediction independent")`:o??"No p-value",significant:s&&r.significant?.[t]===!0,reason:o}}function J2(e){let t=0,n=e.columns.upper??[];for(let r=0;r<e.rows;r++){let i=n[r];_o(i)&&i>t&&(t=i)}return[0,Math.min(1,Math.max(.1,Math.ceil(t*10-1e-9)/10))]}function eE(e){let t=0,n=e.columns.p_value??[];for(let r=0;r<e.rows;r++)_o(n[r])&&t++;return t}function Q2(e){let t=eE(e);return{interval:`whiskers: ${$o(e.level)} interval of the population V (docs/statistics.md)`,significance:`\u2605 significant at FDR ${X2(e.fdr)}: ${e.significant} of ${t} class${t===1?"":"es"}`+(t<e.rows?` with a p-value (${e.rows-t} without V)`:"")}}var lf=20;function eS(e,t){let n=Object.fromEntries(gt.map(a=>[a,0])),r=new Map,i=0,s=0;for(let a=0;a<t.length;a++){let l=t[a],u=e.columns.cramers_v[l];if(typeof u!="number"||!Number.isFinite(u)){s++;continue}let c=gt.includes(e.columns.band[l]??"")?e.columns.band[l]:JR(u),d=Math.min(lf-1,Math.max(0,Math.floor(u*lf)))*gt.length+gt.indexOf(c);r.set(d,(r.get(d)??0)+1),n[c]++,i++}return{bins:[...r.entries()].sort(([a],[l])=>a-l).map(([a,l])=>{let u=Math.floor(a/gt.length);return{x0:u/lf,x1:(u+1)/lf,band:gt[a%gt.length],count:l}}),byBand:n,defined:i,undefined:s}}function tS(e){let t=0;return{panels:e.groups.map((r,i)=>{let s=e.group_n[i]??0,o=u=>s>0?u/s:0,a=e.labels.map((u,c)=>{let f=e.counts[i][c]??0;return{label:u,count:f,share:o(f),correct:e.correct[c]===!0,kept:e.kept[c]!==!1,other:!1}});if(e.other_labels>0){let u=e.other[i]??0;a.push({label:"",count:u,share:o(u),correct:!1,kept:!0,other:!0})}for(let u of a)u.share>t&&(t=u.share);let l=e.mistakes.filter(u=>u.group===r).sort((u,c)=>u.rank-c.rank);return{group:r,n:s,accuracy:e.group_accuracy[i]??null,bars:a,mistakes:l}}),maxShare:t,otherLabels:e.other_labels,totalLabels:e.total_labels,dropped:e.kept.filter(r=>r===!1).length}}var Ig="classes";function nS(e){return{mev:String(e.mev),level:String(e.level),fdr:String(e.fdr)}}var tE={class:{sub:"ground truth",title:"The ground-truth class"},n:{sub:"examples",title:"Examples of the class"},cramers_v:{sub:"Cram\xE9r's V",title:"Cram\xE9r's V of the table groups \xD7 predicted labels for this class: how strongly what the model predicts depends on the group (0: not at all)"},band:{sub:"effect size",title:"negligible < 0.1 \u2264 small < 0.3 \u2264 medium < 0.5 \u2264 large"},p_value:{sub:"\u03C7\xB2 test",title:'p-value of the chi-square test of "group and prediction independent" for this class; classes without V last'},accuracy:{sub:"of the class",title:"Accuracy on the examples of the class"},worst_group:{sub:"lowest accuracy",title:"The group with the lowest accuracy on this class"},worst_group_accuracy:{sub:"of the worst group",title:"Accuracy of the class's worst group"},gap:{sub:"accuracy \u2212 worst",title:"Accuracy of the class minus that of its worst group"}},nE="Sorted last in both directions and left out of SkewSize.",rE=["class","n","cramers_v","band","interval","p_value","mark","accuracy","worst_group","worst_group_accuracy","gap"],Og=64,zg=14;function iE([e,t],n,[r,i]){let o=f=>Math.min(Og-3,Math.max(3,(f-r)/(i-r)*(Og-6)+3)),a=zg/2,l=o(e),u=o(t),c=[.1,.3,.5].filter(f=>f<i).map(f=>`M${o(f)},1V${zg-1}`).join("");return g`<svg class="whisker" width=${Og} height=${zg} aria-hidden="true">
    <path class="edge" d=${c}></path>
    <path class="bar" d=${`M${l},${a}H${u}M${l},${a-3}V${a+3}M${u},${a-3}V${a+3}`}></path>
    <circle class="dot" cx=${o(n)} cy=${a} r="2.5"></circle>
  </svg>`}var Ja=class extends W{constructor(){super();this.renderRow=(n,r)=>{let i=this.table,s=i.columns,o=s.class[n],a=s.cramers_v[n],l=i.states.cramers_v[n],u=`Undefined: ${l&&this.reasons[l]||l||"no value"}. ${nE}`,c=`Undefined: ${this.reasons.no_examples??"no examples of this class"}.`,f=s.band[n],d=s.worst_group[n],h=o===this.selected,p=Z2(i,n,this.reasons),m=Lg(this.stats.fdr);return g`<div
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
      ${this.numberCell("cramers_v",a,Jn(a),u)}
      ${f?g`<div class="cell" role="cell" data-col="band" data-band=${f}>
            <span class="chip" style="background:${ai[f]}"></span>${f}
          </div>`:g`<div class="cell undef" role="cell" data-col="band" title=${u}>—</div>`}
      ${p.interval&&a!==null?g`<div
            class="cell interval"
            role="cell"
            data-col="interval"
            data-lower=${String(p.interval[0])}
            data-upper=${String(p.interval[1])}
            title=${`V = ${a}; ${$o(this.stats.level)} interval of the population V: [${p.interval[0]}, ${p.interval[1]}]`}
          >
            ${iE(p.interval,a,this.stats.domain)}<span class="text">${p.intervalText}</span>
          </div>`:g`<div class="cell interval undef" role="cell" data-col="interval" title=${p.reason??"No interval"}>—</div>`}
      <div class="cell num ${p.p===null?"why undef":""}" role="cell" data-col="p_value" data-value=${p.p===null?"":String(p.p)} title=${p.pTitle}>
        ${p.pText}
      </div>
      ${iu(p.significant,m)}
      ${this.numberCell("accuracy",s.accuracy[n],Qe(s.accuracy[n]),c)}
      <div class="cell" role="cell" data-col="worst_group" title=${d??""}>${d??"\u2014"}</div>
      ${this.numberCell("worst_group_accuracy",s.worst_group_accuracy[n],Qe(s.worst_group_accuracy[n]),c)}
      ${this.numberCell("gap",s.gap[n],Fl(s.gap[n]),c)}
    </div>`};this.table=null,this.rows=[],this.sort="cramers_v",this.dir="desc",this.reasons={},this.selected=null,this.stats=null}select(n){this.dispatchEvent(new CustomEvent("class-select",{detail:n,bubbles:!0,composed:!0}))}columns(){let n=$o(this.stats.level),r=g`<span class="mark" role="columnheader" data-col="significant" title=${`\u2605: ${Lg(this.stats.fdr)}`}
      >★</span
    >`,i=g`<span
      class="interval"
      role="columnheader"
      data-col="interval"
      title=${`The ${n} interval of the population V of this class (docs/statistics.md); the dot is V, dotted lines are the band edges 0.1, 0.3, 0.5`}
    >
      <span class="top"><span class="col-name">interval</span></span>
      <span class="sub">${n} of V</span>
    </span>`;return rE.map(s=>s==="mark"?{header:r}:s==="interval"?{header:i}:{key:s,name:s,text:s==="class"||s==="worst_group",...tE[s]})}numberCell(n,r,i,s){return r===null||!Number.isFinite(r)?g`<div class="cell num undef" role="cell" data-col=${n} data-state="undefined" title=${s}>
        undefined
      </div>`:g`<div class="cell num" role="cell" data-col=${n} title=${String(r)}>${i}</div>`}updated(n){let r=n.has("table")&&n.get("table")==null;if(this.selected===null||!(n.has("selected")||r)||!this.table)return;let i=this.table.columns.class,s=this.rows.findIndex(l=>i[l]===this.selected),o=this.renderRoot.querySelector("lit-virtualizer");if(s<0||!o)return;(async()=>{await o.updateComplete,await o.layoutComplete,o.element(s)?.scrollIntoView({block:"nearest"})})().catch(()=>{})}render(){return!this.table||!this.stats?C:xs(this,{columns:this.columns(),defaultDir:Dg,renderRow:this.renderRow,label:"Classes by Cram\xE9r's V",empty:this.table.rows===0?"This report has no classes.":"No class matches the search."})}};Ja.properties={...Cr,reasons:{attribute:!1},selected:{attribute:!1},stats:{attribute:!1}},Ja.styles=[ee,..._s,ou,K`
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
        background: #ffe0b2;
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
        stroke: #d6d6d6;
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
    `];customElements.define("fairness-skew-table",Ja);var Qa=class extends W{constructor(){super();this.chart=null;this.histogram=null,this.marker=null}willUpdate(n){(n.has("histogram")||n.has("marker"))&&(this.chart=this.draw())}draw(){let n=this.histogram;if(!n||n.bins.length===0)return null;let r=Math.max(...n.bins.map(i=>i.count));return Ke({width:ls,height:170,marginLeft:44,marginBottom:34,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{domain:[0,1],label:"Cram\xE9r's V",labelAnchor:"center",labelArrow:"none",ticks:5},y:{label:"classes",labelArrow:"none",grid:!0,ticks:Math.min(5,r)},color:{domain:[...gt],range:gt.map(i=>ai[i])},marks:[Kr(n.bins,{x1:"x0",x2:"x1",y:"count",fill:"band",insetLeft:.5,insetRight:.5,title:i=>`${i.count} class${i.count===1?"":"es"} with V in [${i.x0.toFixed(2)}, ${i.x1.toFixed(2)}) (${i.band})`}),Et(No,{stroke:"#9e9e9e",strokeDasharray:"2,3"}),gn([0],{stroke:"#9e9e9e"}),...this.marker!==null?[Et([this.marker],{stroke:"#212121",strokeWidth:1.5,title:()=>"the selected class"})]:[]]})}render(){let n=this.histogram;return n?g`
      <h3>Effect sizes by class</h3>
      <div class="chart">${this.chart??g`<div class="muted">No class with a value of V to plot.</div>`}</div>
      <div class="legend">
        ${gt.map(r=>g`<span data-band=${r}
              ><span class="key" style="background:${ai[r]}"></span>${r} ${O(n.byBand[r])}</span
            >`)}
      </div>
      <div class="note muted">
        ${this.marker!==null?"The black line marks the selected class. ":""}${O(n.defined)} class${n.defined===1?"":"es"} with V${n.undefined?`; ${O(n.undefined)} undefined, not plotted`:""}
      </div>
    `:g``}};Qa.properties={histogram:{attribute:!1},marker:{attribute:!1}},Qa.styles=[ee,K`
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
    `];customElements.define("fairness-skew-histogram",Qa);var el=class extends W{constructor(){super();this.panels=null;this.cls="",this.data=null,this.status="loading",this.error=null,this.reasons={}}willUpdate(n){n.has("data")&&(this.panels=this.data?tS(this.data):null)}close(){this.dispatchEvent(new CustomEvent("class-close",{bubbles:!0,composed:!0}))}renderBar(n,r,i){let s=r>0?n.share/r*100:0,o=n.other?`other (${O(i)} more label${i===1?"":"s"})`:n.label,a=[n.correct?"the correct label":"",n.kept?"":"dropped from V by the mev filter (an expected count below mev)"].filter(Boolean),l=`${o}: ${O(n.count)} (${Qe(n.share)} of the group)${a.length?" \u2014 "+a.join("; "):""}`,u=["bar-row",n.correct?"correct":"",n.kept?"":"dropped",n.other?"other":""].filter(Boolean).join(" ");return g`<div
      class=${u}
      role="listitem"
      data-label=${n.other?C:n.label}
      data-other=${n.other?"true":C}
      data-count=${n.count}
      data-share=${n.share}
      data-correct=${n.correct?"true":"false"}
      data-kept=${n.kept?"true":"false"}
      title=${l}
    >
      <span class="label">${o}${n.correct?" \u2713":""}</span>
      <span class="track"><span class="fill" style="width: ${s.toFixed(2)}%"></span></span>
      <span class="val">${Qe(n.share)} (${O(n.count)})</span>
    </div>`}renderPanel(n,r){return g`<div class="panel" data-group=${n.group}>
      <h4 title=${n.group}>${n.group}</h4>
      <div class="meta muted">
        n = ${O(n.n)}${n.accuracy!==null?g` · accuracy ${Qe(n.accuracy)}`:C}
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
                    <td class="num" title=${String(i.share)}>${Qe(i.share)}</td>
                  </tr>`)}
            </tbody>
          </table>`:g`<div class="muted">No mistakes in this group.</div>`}
    </div>`}renderHeader(n){let r=C;n&&(r=n.cramers_v!==null?g`<span data-key="cramers_v" data-value=${n.cramers_v}
              >V = <b>${Jn(n.cramers_v)}</b>
              ${n.band?g`<span><span class="chip" style="background:${ai[n.band]}"></span>${n.band}</span>`:C}</span
            >`:g`<span data-key="cramers_v" data-state=${n.state??"undefined"} class="muted"
              >V undefined: ${n.state&&this.reasons[n.state]||n.state}</span
            >`);let i=this.panels;return g`<header>
      <h3 title=${this.cls}>${this.cls}</h3>
      ${r}
      ${n&&i?g`<span class="muted"
            >${n.groups.length} group${n.groups.length===1?"":"s"} × ${O(n.total_labels)} predicted
            label${n.total_labels===1?"":"s"}${i.dropped?g`; <span data-key="dropped">${i.dropped} dropped by mev = ${n.mev}</span>`:C}${i.otherLabels?`; ${O(i.otherLabels)} least frequent summed in \u201Cother\u201D`:""}</span
          >`:C}
      <button class="primary close" name="close-class" title="Close the drill-down" @click=${()=>this.close()}>
        Close
      </button>
    </header>`}render(){let n=this.data,r=this.panels;return g`
      ${this.renderHeader(n)}
      ${this.status==="error"?g`<div class="message error" role="alert"><div class="text">${this.error}</div></div>`:C}
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
          </div>`:this.status==="loading"?g`<div class="loading">Loading the class…</div>`:C}
    `}};el.properties={cls:{attribute:!1},data:{attribute:!1},status:{reflect:!0,attribute:"data-status"},error:{attribute:!1},reasons:{attribute:!1}},el.styles=[ee,st,K`
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
    `];customElements.define("fairness-skew-class",el);var Bg="skew_size",sE=20,oE="higher is less biased; a long tail of large effect sizes lowers it";function rS(e,t){let[n,r]=e??[null,null];if(n===null||r===null)return C;let i=s=>(s*100).toFixed(1);return g` <span class="muted" title=${`${Math.round(t*100)}% Wilson interval`}
    >[${i(n)}, ${i(r)}]</span
  >`}function aE(e,t){let n=e.skew_size_interval;return n?g` <span
      class="interval"
      data-key="skew_size_interval"
      data-lower=${String(n[0])}
      data-upper=${String(n[1])}
      title=${`Approximate ${Math.round(t*100)}% interval of the population SkewSize: a parametric bootstrap of the classes' tables from their bias-corrected V; in simulations it covered 92\u201393% of the time (docs/statistics.md)`}
      >[${Lt(n[0])}, ${Lt(n[1])}]</span
    >`:e.skew_size_interval_state!=="too_noisy"?C:g` <span
    class="interval withheld"
    data-key="skew_size_interval"
    data-state="too_noisy"
    title=${e.skew_size_interval_reason??""}
    >no interval: the per-class V are too noisy</span
  >`}function ff(e){let t=e.trim();if(t==="")return null;let n=Number(t);return Number.isFinite(n)?n:NaN}var tl=class extends W{constructor(n){super();this.request=new Ee;this.classRequest=new Ee;this.shell=new bt(this,[this.request,this.classRequest]);this.downloads=new Sn(this,()=>this.api,()=>this.declaration);this.revealClass=!1;this.order=null;this.search={regex:null,error:null};this.visible=new Int32Array(0);this.visibleList=[];this.histogram=null;this.domain=[0,1];this.api=n??new Dt,this.info=null,this.declaration=null,this.params=[],this.selection=cf(null),this.data=null,this.classData=null,this.classStatus="loading",this.classError=null,this.mevText="",this.fdrText=""}async load(){let{run:n,tag:r,step:i}=this.report,{mev:s,level:o,fdr:a}=this.selection;this.shell.start(),this.selection.cls!==null&&(this.classStatus="loading");let l;try{l=await this.request.run(c=>this.api.skew(Bg,{run:n,tag:r,step:i,mev:s,level:o,fdr:a},c))}catch(c){this.classRequest.cancel(),this.data=null,this.classData=null,this.shell.fail(c);return}if(l===Me)return;this.data=l,this.selection.mev===null&&this.mevText===""&&(this.mevText=String(l.mev)),this.selection.fdr===null&&this.fdrText===""&&(this.fdrText=String(l.fdr)),this.shell.ready();let u=this.selection.cls;u!==null&&(l.columns.class.includes(u)?this.loadClass():this.closeClass())}async loadClass(){let n=this.selection.cls;if(n===null)return;let{run:r,tag:i,step:s}=this.report,o=this.selection.mev;this.classStatus="loading",this.classError=null;let a;try{a=await this.classRequest.run(l=>this.api.skewClass(Bg,{run:r,tag:i,step:s,mev:o,class:n,k:null,limit:sE},l))}catch(l){this.classData=null,this.classError=$n(l),this.classStatus="error";return}a!==Me&&(this.classData=a,this.classStatus="ready")}setSelectionState(n){this.selection=n,et(this,Ng(n,this.declaration))}selectClass(n){if(n===this.selection.cls&&this.classStatus!=="error"){this.revealClass=!0,this.requestUpdate();return}this.setSelectionState({...this.selection,cls:n}),this.classData=null,this.revealClass=!0,this.loadClass()}closeClass(){this.classRequest.cancel(),this.classData=null,this.classError=null,this.setSelectionState({...this.selection,cls:null})}onMevInput(n){let r=n.target.value;this.mevText=r;let i=ff(r);!Pe(this.declaration,"mev",i)||i===this.selection.mev||(this.setSelectionState({...this.selection,mev:i}),this.load())}onFdrInput(n){let r=n.target.value;this.fdrText=r;let i=ff(r);!Pe(this.declaration,"fdr",i)||i===this.selection.fdr||(this.setSelectionState({...this.selection,fdr:i}),this.load())}onLevel(n){let r=Number(n.target.value);r!==this.selection.level&&(this.setSelectionState({...this.selection,level:r}),this.load())}resetSelection(){this.setSelectionState(cf(this.declaration)),this.mevText=String(this.selection.mev??""),this.fdrText=String(this.selection.fdr??""),this.closeClass(),this.report.step!==null?kr(this,{step:null}):this.load()}downloadCsv(){let n=this.data;if(!n)return;let r=Tt(["fairness",n.run,n.tag,`step${n.step}`,"skew",`mev${n.mev}`]),i={run:n.run,tag:n.tag,step:n.step,table:Ig,options:nS(n)};this.downloads.download("download",i,r)}willUpdate(n){if(!this.hasUpdated)this.selection=G2(this.params,this.declaration),this.mevText=String(this.selection.mev??""),this.fdrText=String(this.selection.fdr??""),et(this,Ng(this.selection,this.declaration)),this.load();else if(n.has("report")){let u=n.get("report"),c=this.report;(!u||u.run!==c.run||u.tag!==c.tag||u.step!==c.step)&&this.load()}let r=n.get("selection"),i=this.selection,s=this.data,o=n.has("data"),a=r!==void 0&&(r.sort!==i.sort||r.dir!==i.dir),l=r===void 0||r.search!==i.search;if(l&&(this.search=is(i.search)),!s){this.order=null,this.visible=new Int32Array(0),this.visibleList=[],this.histogram=null;return}o&&(this.domain=J2(s)),(o||a||this.order===null)&&(this.order=j2(s,i.sort,i.dir)),(o||a||l)&&(this.visible=W2(s,this.order,this.search.regex),this.visibleList=Array.from(this.visible),this.histogram=eS(s,this.visible))}updated(){if(!this.revealClass)return;let n=this.renderRoot.querySelector("fairness-skew-class");n&&(this.revealClass=!1,n.scrollIntoView({block:"nearest",behavior:"smooth"}))}selectedV(){let n=this.data,r=this.selection.cls;if(!n||r===null)return null;let i=n.columns.cramers_v[n.columns.class.indexOf(r)];return typeof i=="number"&&Number.isFinite(i)?i:null}renderControls(){let n=this.selection,r=this.declaration,i=!Pe(r,"mev",ff(this.mevText)),s=!Pe(r,"fdr",ff(this.fdrText)),o=n.level===null||uf.includes(n.level)?uf:[...uf,n.level].sort((a,l)=>a-l);return g`<div class="controls">
      <div class="group" role="group" aria-label="Report and noise filter">
        <slot name="report"></slot>
        <label class="field">
          <span class="name">Noise filter mev</span>
          <input
            type="number"
            name="mev"
            min=${Ot(r,"mev").min??C}
            step="any"
            inputmode="decimal"
            class=${i?"invalid":""}
            aria-invalid=${i?"true":"false"}
            title=${i?kn(r,"mev"):"Drop the predicted labels whose smallest expected count is below mev before computing V (the paper uses 5; 0 turns the filter off, as the appendix code does)"}
            .value=${this.mevText}
            @input=${a=>this.onMevInput(a)}
          />
        </label>
        <label class="field" title="Confidence level of the interval of V (the whiskers)">
          <span class="name">Level</span>
          <select name="level" @change=${a=>this.onLevel(a)}>
            ${o.map(a=>g`<option .value=${String(a)} .selected=${a===n.level}>${$o(a)}</option>`)}
          </select>
        </label>
        <label class="field">
          <span class="name">FDR q</span>
          <input
            type="number"
            name="fdr"
            min=${Ot(r,"fdr").min??C}
            max=${Ot(r,"fdr").max??C}
            step="0.01"
            inputmode="decimal"
            class=${s?"invalid":""}
            aria-invalid=${s?"true":"false"}
            title=${s?kn(r,"fdr"):`False discovery rate of the \u2605 marks (Benjamini\u2013Hochberg over the classes with a p-value): ${ri(r,"fdr")}`}
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
        ${this.shell.renderCsvButton("download",this.data!==null&&this.downloads.pending===null,()=>this.downloadCsv(),`${wn(this.declaration,Ig,this.data?.rows??null)}; not only the classes the search shows`)}
        ${this.downloads.renderError()}
        ${this.search.error?g`<div class="search-error" role="alert" title=${this.search.error}>
              Invalid regex, search ignored: ${this.search.error}
            </div>`:C}
      </div>
    </div>`}renderHeadline(n){let r=n.model,i=a=>a&&n.reasons[a]||a||"undefined",s=(a,l)=>g`<span data-key=${a} data-value=${String(r[a])}>${l}</span>`,o=(a,l)=>l===null?C:g` <span class="muted">on</span> <b data-key=${a}>${l}</b>`;return g`<section class="headline" aria-label="The model's numbers">
      <div class="skew" title="SkewSize: the skewness of Cramér's V over the classes that have one">
        <span class="name muted">SkewSize</span>
        ${r.skew_size!==null?g`<span class="value" data-key="skew_size" data-value=${String(r.skew_size)}>${Lt(r.skew_size)}</span
              >${aE(r,n.level)}`:g`<span class="value undef" data-key="skew_size" data-state=${r.skew_size_state??"undefined"}
              >undefined</span
            >
            <span class="reason" data-key="skew_size_reason">${i(r.skew_size_state)}</span>`}
        <span class="explain muted">${oE}</span>
      </div>
      <dl class="stats">
        <div class="stat">
          <dt>classes with V</dt>
          <dd>${s("classes_with_v",O(r.classes_with_v))} / ${s("classes",O(r.classes))}</dd>
        </div>
        <div class="stat">
          <dt>accuracy: overall · mean over classes</dt>
          <dd>
            ${s("overall_accuracy",Qe(r.overall_accuracy)||"\u2014")}${rS(r.overall_accuracy_interval,n.level)} ·
            ${s("mean_accuracy",Qe(r.mean_accuracy)||"\u2014")}
          </dd>
        </div>
        <div class="stat">
          <dt>worst group · its accuracy · gap</dt>
          <dd title=${r.worst_group??""}>
            <b data-key="worst_group">${r.worst_group??"\u2014"}</b> ·
            ${s("worst_group_accuracy",Qe(r.worst_group_accuracy)||"\u2014")}${rS(r.worst_group_accuracy_interval,n.level)} ·
            ${s("gap",Fl(r.gap)||"\u2014")}
          </dd>
        </div>
        ${r.parity_state!==null?g`<div class="stat" data-key="parity_state" data-state=${r.parity_state}>
              <dt>demographic parity · equalized odds</dt>
              <dd class="muted" title=${i(r.parity_state)}>not defined: ${i(r.parity_state)}</dd>
            </div>`:g`<div class="stat">
                <dt>demographic parity (max over labels)</dt>
                <dd>
                  ${s("demographic_parity",Jn(r.demographic_parity)||"\u2014")}${o("demographic_parity_label",r.demographic_parity_label)}
                </dd>
              </div>
              <div class="stat">
                <dt>equalized odds (max over labels)</dt>
                <dd>
                  ${s("equalized_odds",Jn(r.equalized_odds)||"\u2014")}${o("equalized_odds_label",r.equalized_odds_label)}
                </dd>
              </div>`}
        <div class="stat">
          <dt>groups: examples (accuracy)</dt>
          <dd>
            ${n.groups.map((a,l)=>g`${l?" \xB7 ":""}<span data-group=${a.name}
                    ><b>${a.name}</b> ${O(a.n)}${a.accuracy!==null?` (${Qe(a.accuracy)})`:""}</span
                  >`)}
          </dd>
        </div>
      </dl>
    </section>`}renderSummary(n){let r=this.info?.description??"";return g`<div class="summary" data-shown=${this.visible.length} data-total=${n.rows}>
      ${r?g`<span class="description">${r}</span>`:C}
      <span><b>N</b> = ${O(n.model.n)} examples · step ${n.step} · mev ${n.mev}</span>
      ${fs(this.visible.length,n.rows,"classes")}
      <span class="muted">click a class to see its predicted labels per group</span>
    </div>`}renderLegend(n){let r=Q2(n);return g`<div class="stats-legend" data-significant=${n.significant} data-level=${n.level} data-q=${n.fdr}>
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
                ></fairness-skew-class>`:C}
          </div>`,"Loading the report\u2026")}
    `}};tl.properties={...Sr,selection:{state:!0},data:{state:!0},classData:{state:!0},classStatus:{state:!0},classError:{state:!0},mevText:{state:!0},fdrText:{state:!0}},tl.styles=[ee,rt,st,si,Hf,oi,It,K`
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
    `];customElements.define("fairness-skew-view",tl);var iS={kind:Bg,title:"SkewSize",render:(e,t)=>g`<fairness-skew-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${t}</fairness-skew-view
    >`,hint:()=>g`No SkewSize reports: log one with <code>w.skew_size(…)</code>, each example's ground-truth class, its group
      (the bias attribute) and the predicted label (any string: an open vocabulary is fine).`,example:`# SkewSize: each example's ground-truth class, group and predicted label.
w.skew_size("skew/val", 0, classes=["nurse", "nurse", "doctor"],
            groups=["a", "b", "b"], predictions=["nurse", "doctor", "doctor"])`};var lE=" & ",Vg=["class","n_a","n_b","value_a","value_b","gap","bound","p_value"],Hg="cells",qg="disparity",Fg=Object.freeze({grouping:null,minCount:null,a:null,b:null,cls:null,sort:"gap",dir:"desc"});function df(e){return{...Fg,metric:_r(e,"metric"),fdr:Be(e,"fdr")}}function Ug(e){return e==="class"||e==="p_value"?"asc":"desc"}function Yr(e){return e.join(lE)}function Kg(e){return e.join(" \xD7 ")}var Je={metric:"metric",grouping:"grouping",minCount:"min_count",a:"a",b:"b",cls:"class",fdr:"fdr",sort:"sort",dir:"dir"},uE="q";function Yg(e,t){let n=[];return ut(n,Je.metric,e.metric,t),ke(n,Je.grouping,e.grouping),e.minCount!==null&&ke(n,Je.minCount,e.minCount),e.a!==null&&e.b!==null&&(ke(n,Je.a,e.a),ke(n,Je.b,e.b)),ke(n,Je.cls,e.cls),ut(n,Je.fdr,e.fdr,t),(e.sort!==Fg.sort||e.dir!==Fg.dir)&&(ke(n,Je.sort,e.sort),ke(n,Je.dir,e.dir)),n}function sS(e,t){let n=kt(e),r=df(t);r.metric=rs(t,"metric",n.get(Je.metric));let i=n.get(Je.grouping);r.grouping=i===void 0||i===""?null:i;let s=_e(n.get(Je.minCount));Pe(t,"min_count",s)&&(r.minCount=s);let o=n.get(Je.a),a=n.get(Je.b);o&&a&&(r.a=o,r.b=a);let l=n.get(Je.cls);r.cls=l===void 0||l===""?null:l,r.fdr=nn(t,"fdr",_e(n.get(Je.fdr)??n.get(uE)));let u=n.get(Je.sort);if(u!==void 0&&Vg.includes(u)){r.sort=u;let c=n.get(Je.dir);r.dir=c==="asc"||c==="desc"?c:Ug(r.sort)}return r}function xr(e,t){return e.fdr??Be(t,"fdr")}function oS(e,t,n,r,i,s,o){let a=i===null&&typeof t=="number"&&Number.isFinite(t),l=a&&typeof s=="number"&&Number.isFinite(s);return{n:e,value:a?t:null,lower:a?n:null,upper:a?r:null,state:a?null:i??"undefined",p:l?s:null,significant:l&&o===!0}}function aS(e){return e.reduce((t,n)=>t+n.filter(r=>r.significant).length,0)}function cE(e,t){let n=[];for(let r=0;r<t;r++){let i=0,s=0;for(let o of e){let a=o[r]?.value;typeof a=="number"&&(i+=a,s++)}n.push({value:s?i/s:null,lower:null,upper:null,classes:s})}return n}function lS(e,t){let n=r=>typeof r=="number"&&Number.isFinite(r)?r:null;return e.map((r,i)=>{let s=t.find(o=>o.group===r)??t[i];return s?{value:n(s.value),lower:n(s.lower),upper:n(s.upper),classes:s.classes}:{value:null,lower:null,upper:null,classes:0}})}function uS(e,t){let n=e.classes.map((s,o)=>e.groups.map((a,l)=>oS(e.n[o][l],e.value[o][l],e.lower[o][l],e.upper[o][l],e.state[o][l],e.p_value?.[o]?.[l],e.significant?.[o]?.[l]))),r=lS(e.groups,e.macro),i=xr(e,t);return{classes:e.classes,groups:e.groups,cells:n,macro:r,minCount:e.min_count,fdr:i,significantCells:aS(n)}}function cS(e,t){let n=e.classes.map((r,i)=>e.groups.map((s,o)=>oS(e.n[i][o],e.mar[i][o],e.mar_lower[i][o],e.mar_upper[i][o],e.state[i][o],e.p_value?.[i]?.[o],e.significant?.[i]?.[o])));return{classes:e.classes,groups:e.groups,cells:n,macro:e.macro?lS(e.groups,e.macro):cE(n,e.groups.length),minCount:e.min_count,fdr:xr(e,t),significantCells:aS(n)}}function fE(e){return e.cells.reduce((t,n)=>t+n.filter(r=>r.p!==null).length,0)}function fS(e,t,n){let r=n?"Wald test of this group's mAR against the rest of the class's groups pooled":"pooled two-proportion z-test of this group's rate against the rest of the class's groups pooled";return e.p!==null?{text:`p=${rn(e.p)}`,title:`p = ${e.p} (${r})`}:e.state!==null?{text:"",title:`No p-value: ${e.state}`}:{text:"p \u2014",title:`No p-value: the rest of the class's groups has fewer than min_count = ${t} people, or nothing varies (${r})`}}function dS(e,t){let n=fE(e);return`${`\u2605 ${bn(e.fdr)} (${e.significantCells} of ${n} cell${n===1?"":"s"} with a p-value)`}; each cell tests whether its group's ${t?"mAR (Wald)":"rate"} differs from the rest of the class's groups pooled`}function Gg(e,t){return e.state==="insufficient"?`n=${e.n} < ${t}`:e.state==="undefined"?e.n===0?"nobody":"undefined":""}function Ui(e,t,n){let r=s=>(s*100).toFixed(1),i=t!==null&&n!==null?` [${r(t)}, ${r(n)}]`:"";return`${r(e)}%${i}`}function nl(e,t,n){let r=s=>(s*100).toFixed(1).replace(/^-/,"\u2212"),i=t!==null&&n!==null?` [${r(t)}, ${r(n)}]`:"";return`${e>0?"+":""}${r(e)} pp${i}`}function hS(e,t,n){let r=Array.from({length:e.rows},(a,l)=>l),i=n==="asc"?1:-1;if(t==="class"){let a=e.columns.class;return r.sort((l,u)=>a[l]<a[u]?-i:a[l]>a[u]?i:l-u)}let s=e.columns[t]??[],o=a=>{let l=s[a];return(t==="gap"||t==="bound"||t==="p_value")&&e.states.gap[a]!==null?NaN:typeof l=="number"&&Number.isFinite(l)?l:NaN};return r.sort((a,l)=>{let u=o(a),c=o(l),f=Number.isNaN(u),d=Number.isNaN(c);return f||d?f&&d?a-l:f?1:-1:u<c?-i:u>c?i:a-l})}function pS(e){for(let t=0;t<e.rows;t++)if(e.states.gap[t]===null&&e.columns.gap[t]!==null)return e.columns.class[t];return e.rows?e.columns.class[0]:null}function mS(e,t){let n={grouping:Yr(e.grouping),min_count:String(e.min_count)};return!t&&e.metric!==void 0&&(n.metric=e.metric),e.fdr!==void 0&&(n.fdr=String(e.fdr)),n}function gS(e,t,n){let r={};return!n&&e.metric!==void 0&&(r.metric=e.metric),e.a!==null&&e.b!==null?(r.a=e.a,r.b=e.b):r.grouping=Yr(t),r.min_count=String(e.min_count),r.fdr=String(e.fdr),r}function bn(e){return`significant after Benjamini\u2013Hochberg at ${e===null?"the server's FDR":`FDR q = ${String(Number(e.toPrecision(4)))}`}`}function bS(e,t,n,r,i){let s=e.states.gap[t],o=e.columns.p_value?.[t];if(s===null&&typeof o=="number"&&Number.isFinite(o)){let l=i?"Wald test of equal mAR":r?"pooled two-proportion z-test of equal rates":"chi-square test that every sufficient group has the same rate";return{p:o,text:rn(o),title:`p = ${o} (${l})`,significant:e.columns.significant?.[t]===!0}}return{p:null,text:"\u2014",title:s!==null?`${s}: ${n[s]??s}`:"No p-value",significant:!1}}function dE(e){let t=0;for(let n=0;n<e.rows;n++){let r=e.columns.p_value?.[n];e.states.gap[n]===null&&typeof r=="number"&&Number.isFinite(r)&&t++}return t}function yS(e,t,n){let r=dE(e),i=`\u2605 ${bn(e.fdr)} (${e.significant} of ${r} class${r===1?"":"es"} with a p-value)`;return n?`${i}; each row tests whether the two groups share one mAR (Wald)`:t?`${i}; each row tests whether the two groups share one rate`:`${i}; best-minus-worst rows test whether all groups share one rate`}function vS(e,t){let n=e.classes.indexOf(t);return n<0?null:e.groups.map((r,i)=>{let s=e.cells[n][i];return{group:r,value:s.value,lower:s.lower,upper:s.upper,n:s.n,note:Gg(s,e.minCount)}})}function xS(e,t){let n=e.classes.indexOf(t);if(n<0)return[];let r=[];return e.groups.forEach((i,s)=>{e.state[n][s]===null&&e.thresholds.forEach((o,a)=>{let l=e.ar[n][s][a];typeof l=="number"&&r.push({group:i,threshold:o,ar:l,lower:e.ar_lower[n][s][a]??l,upper:e.ar_upper[n][s][a]??l})})}),r}var _S=K`
  :host {
    display: block;
    overflow: auto;
    border: 1px solid var(--border);
    border-radius: 2px;
    background: #fff;
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
    background: #ffe0b2;
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
    background: #fafafa;
  }
`;function wS(e,t){e.dispatchEvent(new CustomEvent("class-select",{detail:t,bubbles:!0,composed:!0}))}function $S(e,t){return{click:()=>wS(e,t),keydown:n=>{n.key==="Enter"&&wS(e,t)}}}var SS={table:{attribute:!1},reasons:{attribute:!1},selected:{attribute:!1},detection:{attribute:!1}};function kS(e){e.table=null,e.reasons={},e.selected=null,e.detection=!1}var rl=class extends W{constructor(){super(),kS(this),this.valueName="value"}render(){let t=this.table;return t?t.classes.length===0?g`<div class="none">This report has no classes.</div>`:g`<table aria-label="Classes by group">
      <thead>
        <tr>
          <th class="text">class</th>
          ${t.groups.map(n=>g`<th data-group=${n} title=${n}>${n}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${t.classes.map((n,r)=>{let i=$S(this,n);return g`<tr
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
                  ${Gg(a,t.minCount)}
                </td>`}let l=fS(a,t.minCount,this.detection),u=bn(t.fdr);return g`<td
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
                <span class="v">${Ui(a.value,a.lower,a.upper)}</span>
                <span class="n">n=${O(a.n)}</span>
                <span class="p ${a.p===null?"why":""}" title=${l.title}>${l.text}</span>${a.significant?g` ${ws(u)}`:C}
              </td>`})}
          </tr>`})}
      </tbody>
      <tfoot>
        <tr class="macro">
          <td class="text" title="The mean over the classes whose cell is sufficient">macro average</td>
          ${t.macro.map((n,r)=>g`<td class="num" data-group=${t.groups[r]} data-value=${n.value===null?"":String(n.value)}>
                ${n.value===null?g`<span class="muted">—</span>`:Ui(n.value,n.lower,n.upper)}
                <span class="n">${n.classes} class${n.classes===1?"":"es"}</span>
              </td>`)}
        </tr>
      </tfoot>
    </table>`:C}};rl.properties={...SS,valueName:{attribute:!1}},rl.styles=[ee,Io,_S,K`
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
    `];customElements.define("fairness-rate-table",rl);var hE={class:"class",n_a:"n A",n_b:"n B",value_a:"value A",value_b:"value B",gap:"gap [interval]",bound:"bound",p_value:"p"};function pE(e,t){let n=e.endsWith("_a")?0:e.endsWith("_b")?1:null;return t?n===null?`${t[0]} \u2212 ${t[1]}`:t[n]:n===0?"the best sufficient group":n===1?"the worst sufficient group":"best \u2212 worst"}function mE(e,t,n){return e==="class"?"The class":e==="p_value"?`${n}; insufficient rows last`:e==="bound"?"The end of the interval nearest zero (0 when the interval holds 0): sorting by it puts large and certain disparities first":pE(e,t)}var il=class extends W{constructor(){super(),kS(this),this.rows=[],this.sort="gap",this.dir="desc",this.names=null,this.fdr=null}renderHeader(t,n){let r=t===this.sort,i=()=>Xf(this,{column:t,dir:tu(t,this.sort,this.dir,Ug)});return g`<th class=${t==="class"?"text":""} data-col=${t} aria-sort=${nu(r,this.dir)}>
      <button title=${`${mE(t,this.names,n)}. Click to sort.`} @click=${i}>
        ${hE[t]} <span class="arrow">${r?ru(r,this.dir):""}</span>
      </button>
    </th>`}render(){let t=this.table;if(!t)return C;let n=t.columns,r=o=>o===null?g`<span class="muted">—</span>`:Qe(o),i=bn(this.fdr),s=this.detection?"p-value of the Wald test of equal mAR":this.names?"p-value of the pooled two-proportion z-test of equal rates":"p-value of the chi-square test that every sufficient group of the grouping has the same rate (not only the best and the worst)";return g`<table aria-label="Classes by disparity">
      <thead>
        <tr>
          ${Vg.map(o=>this.renderHeader(o,s))}
          <th class="mark" data-col="significant" title=${`\u2605: ${i}`}>★</th>
        </tr>
      </thead>
      <tbody>
        ${this.rows.length===0?g`<tr><td class="none" colspan="9">No class to compare.</td></tr>`:this.rows.map((o,a)=>{let l=n.class[o],u=n.gap[o],c=t.states.gap[o],f=n.group_a?.[o]??null,d=n.group_b?.[o]??null,h=bS(t,o,this.reasons,this.names!==null,this.detection),p=$S(this,l);return g`<tr
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
                <td class="num" data-col="n_a">${O(n.n_a[o])}</td>
                <td class="num" data-col="n_b">${O(n.n_b[o])}</td>
                <td class="num" data-col="value_a" title=${f??""}>
                  ${r(n.value_a[o])}${!this.names&&f?g` <span class="pair">${f}</span>`:C}
                </td>
                <td class="num" data-col="value_b" title=${d??""}>
                  ${r(n.value_b[o])}${!this.names&&d?g` <span class="pair">${d}</span>`:C}
                </td>
                ${u===null||c!==null?g`<td
                      class="num undef"
                      data-col="gap"
                      data-state=${c??"undefined"}
                      title=${this.reasons[c??"undefined"]??"undefined"}
                    >
                      undefined (${c??"undefined"})
                    </td>`:g`<td class="num" data-col="gap" data-value=${String(u)}>
                      ${nl(u,n.lower[o],n.upper[o])}
                    </td>`}
                <td class="num" data-col="bound" data-value=${String(n.bound?.[o]??"")}>
                  ${c===null&&typeof n.bound?.[o]=="number"?nl(n.bound[o],null,null):g`<span class="muted">—</span>`}
                </td>
                <td
                  class="num ${h.p===null?"why":""}"
                  data-col="p_value"
                  data-value=${h.p===null?"":String(h.p)}
                  title=${h.title}
                >
                  ${h.text}
                </td>
                <td class="mark" data-col="significant">${h.significant?ws(i):C}</td>
              </tr>`})}
      </tbody>
    </table>`}};il.properties={...Cr,...SS,names:{attribute:!1},fdr:{attribute:!1}},il.styles=[ee,Io,_S,K`
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
    `];customElements.define("fairness-disparity-table",il);function sl(e,t){return t.a!==null&&t.b!==null&&e.includes(t.a)&&e.includes(t.b)}var Gr=class extends W{constructor(n){super();this.request=new Ee;this.shell=new bt(this,[this.request]);this.downloads=new Sn(this,()=>this.api,()=>this.declaration);this.order=[];this.api=n??new Dt,this.info=null,this.declaration=null,this.params=[],this.selection=df(null),this.data=null,this.minCountText="",this.fdrText=""}get valueName(){if(this.detection)return"mAR";let n=this.data?.main;return this.selection.metric??(n&&"metric"in n?n.metric:null)??"rate"}async load(){let n=this.selection,r=await this.shell.run(this.request,i=>this.fetchTables(n,i),()=>this.data=null);r!==Me&&(this.data=r,this.selection.minCount===null&&(this.minCountText=String(r.main.min_count)),this.selection.fdr===null&&this.fdrText===""&&(this.fdrText=String(r.disparity.fdr)),n.a!==null&&n.b!==null&&!sl(r.main.groups,n)&&this.setSelection({...this.selection,a:null,b:null}),this.selection.cls!==null&&!r.table.classes.includes(this.selection.cls)&&this.setSelection({...this.selection,cls:null}),this.shell.ready())}renderMetricPicker(){return C}routeParams(n){let{run:r,tag:i,step:s}=this.report;return{run:r,tag:i,step:s,metric:this.detection?null:n.metric,grouping:n.grouping,min_count:n.minCount,fdr:n.fdr}}setSelection(n){this.selection=n,et(this,Yg(n,this.declaration))}change(n,r=!0){this.setSelection({...this.selection,...n}),r&&this.load()}onMinCount(n){this.minCountText=n;let r=li(this.declaration,"min_count",n);r===null||r===this.selection.minCount||this.change({minCount:r})}onFdr(n){this.fdrText=n;let r=li(this.declaration,"fdr",n);r===null||r===this.selection.fdr||this.change({fdr:r})}onPairSide(n,r){if(r===""){this.change({a:null,b:null});return}let i=this.data?.main.groups??[],s=this.currentPair(),o=n===0?this.selection.b??s?.[1]??null:this.selection.a??s?.[0]??null;(o===null||o===r)&&(o=i.find(a=>a!==r)??null),o!==null&&this.change(n===0?{a:r,b:o}:{a:o,b:r})}currentPair(){let n=this.data?.disparity;return n&&n.a!==null&&n.b!==null?[n.a,n.b]:null}resetSelection(){this.setSelection(df(this.declaration)),this.minCountText="",this.fdrText=String(this.selection.fdr??""),this.report.step!==null?kr(this,{step:null}):this.load()}fileParts(n){let r=this.data.main;return["fairness",r.run,r.tag,`step${r.step}`,n,this.detection?"mar":this.valueName,Yr(r.grouping)]}downloadRates(){if(!this.data)return;let n=this.data.main,r={run:n.run,tag:n.tag,step:n.step,table:Hg,options:mS(n,this.detection)};this.downloads.download("download",r,Tt(this.fileParts("groups")))}downloadDisparity(){if(!this.data)return;let{main:n,disparity:r}=this.data,i=this.currentPair(),s=Tt([...this.fileParts("disparity"),i?`${i[0]}_vs_${i[1]}`:"best_vs_worst"]),o=gS(r,n.grouping,this.detection);this.downloads.download("download-disparity",{run:n.run,tag:n.tag,step:n.step,table:qg,options:o},s)}willUpdate(n){this.hasUpdated?n.has("report")&&Ul(n.get("report"),this.report)&&this.load():(this.selection=sS(this.params,this.declaration),this.minCountText=this.selection.minCount===null?"":String(this.selection.minCount),this.fdrText=String(this.selection.fdr??""),et(this,Yg(this.selection,this.declaration)),this.load()),(n.has("data")||n.has("selection"))&&(this.order=this.data?hS(this.data.disparity,this.selection.sort,this.selection.dir):[])}chartClass(){return this.data?this.selection.cls??pS(this.data.disparity):null}renderControls(){let n=this.selection,r=this.data,i=r?.main.groupings??[],s=r?Yr(r.main.grouping):n.grouping??"",o=r?.main.groups??[],a=li(this.declaration,"min_count",this.minCountText)===null,l=r!==null&&this.downloads.pending===null,u=r?r.table.classes.length*r.table.groups.length:null;return g`<div class="controls">
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
            ${i.map(c=>{let f=Yr(c);return g`<option value=${f} ?selected=${f===s}>${Kg(c)}</option>`})}
          </select>
        </label>
        ${qf({label:"min_count",name:"min_count",text:this.minCountText,invalid:a,title:a?kn(this.declaration,"min_count"):"Cells with fewer people are insufficient (the paper uses 50)",min:Ot(this.declaration,"min_count").min,step:"1",onInput:c=>this.onMinCount(c)})}
        ${Kl(this.declaration,this.fdrText,"False discovery rate of the \u2605 marks: Benjamini\u2013Hochberg over the tested cells of the class \xD7 group table, and over the classes of the disparity table",c=>this.onFdr(c))}
      </div>
      <div class="group" role="group" aria-label="Groups compared">
        ${this.renderGroupPicker(0,o)} ${this.renderGroupPicker(1,o)}
        <span class="spacer"></span>
        ${this.shell.renderCsvButton("download",l,()=>this.downloadRates(),wn(this.declaration,Hg,u),"Download table CSV")}
        ${this.shell.renderCsvButton("download-disparity",l,()=>this.downloadDisparity(),`${wn(this.declaration,qg,r?.disparity.rows??null)}, in the server's order (gap descending)`,"Download disparity CSV")}
      </div>
      ${this.downloads.renderError()}
    </div>`}renderGroupPicker(n,r){let i=this.currentPair(),[s,o,a]=n===0?["Group A","a","best (per class)"]:["Group B","b","worst (per class)"];return g`<label class="field">
      <span class="name">${s}</span>
      <select name=${o} ?disabled=${r.length<2} @change=${l=>this.onPairSide(n,l.target.value)}>
        ${this.detection?C:g`<option value="" ?selected=${i===null}>${a}</option>`}
        ${r.map(l=>g`<option value=${l} ?selected=${i?.[n]===l}>${l}</option>`)}
      </select>
    </label>`}renderSummary(n){let r=n.main,i=this.info?.description??"",s=this.currentPair();return g`<div class="summary" data-classes=${n.table.classes.length} data-groups=${n.table.groups.length}>
      ${i?g`<span class="description">${i}</span>`:C}
      <span><b>${O(n.table.classes.length)}</b> classes × <b>${O(n.table.groups.length)}</b> groups of
        <b class="grouping">${Kg(r.grouping)}</b> · step ${r.step} · min_count ${r.min_count} ·
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
            ${ui("rate-legend",dS(n.table,this.detection),n.table.fdr,n.table.significantCells)}
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
            ${ui("legend",yS(n.disparity,s!==null,this.detection),n.disparity.fdr,n.disparity.significant)}
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
    </div>`}};Gr.properties={...Sr,selection:{state:!0},data:{state:!0},minCountText:{state:!0},fdrText:{state:!0}},Gr.styles=[ee,rt,st,us,It,su,K`
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
    `];var ll=K`
  :host {
    display: block;
  }
  .note {
    font-size: 11px;
  }
`,TS=K`
  h3 {
    font-size: 13px;
    font-weight: 500;
    margin: 0 0 4px;
  }
`,ul={fontSize:"11px",fontFamily:"inherit",background:"transparent"};function cl(e){return{domain:[0,1],label:e,labelArrow:"none",grid:!0,tickFormat:"%"}}function jg(e,t,n,r){return[Cg(e,{x:t,y1:"lower",y2:"upper",z:"group",fill:"group",fillOpacity:.18}),wo(e,{x:t,y:n,z:"group",stroke:"group",strokeWidth:1.5}),Ga(e,{x:t,y:n,fill:"group",r:2.5,title:r})]}function Wg(e,t){return[Ag(e,{x:"group",y:"value",fill:"#ffb74d",title:t}),Et(e,{x:"group",y1:"lower",y2:"upper",stroke:"#424242",strokeWidth:1.5}),af(e,{x:"group",y:"lower",stroke:"#424242",inset:14}),af(e,{x:"group",y:"upper",stroke:"#424242",inset:14}),gn([0],{stroke:"#9e9e9e"})]}var hf=e=>`${(e*100).toFixed(1)}%`,ol=class extends W{constructor(){super();this.chart=null;this.heading="",this.points=[],this.groups=[],this.xLabel="",this.yLabel="",this.note=""}willUpdate(n){(n.has("points")||n.has("groups")||n.has("xLabel")||n.has("yLabel"))&&(this.chart=this.draw())}draw(){let n=this.points;return n.length===0?null:Ke({width:400,height:250,marginLeft:44,marginBottom:34,style:ul,x:{label:this.xLabel,labelAnchor:"center",labelArrow:"none",ticks:5},y:cl(this.yLabel),color:{domain:this.groups,legend:!0,scheme:"tableau10"},marks:jg(n,"x","y",r=>`${r.group}: ${this.yLabel} at ${r.x} = ${hf(r.y)} [${hf(r.lower)}, ${hf(r.upper)}]`)})}render(){let n=new Set(this.points.map(r=>r.group));return g`<h3>${this.heading}</h3>
      <div class="chart" data-groups=${n.size}>${this.chart??g`<div class="muted">Nothing to draw.</div>`}</div>
      ${this.note?g`<div class="note muted">${this.note}</div>`:C}`}};ol.properties={heading:{attribute:!1},points:{attribute:!1},groups:{attribute:!1},xLabel:{attribute:!1},yLabel:{attribute:!1},note:{attribute:!1}},ol.styles=[ee,ll,TS];customElements.define("fairness-band-chart",ol);var al=class extends W{constructor(){super();this.chart=null;this.heading="",this.bars=[],this.groups=[],this.yLabel=""}willUpdate(n){(n.has("bars")||n.has("groups")||n.has("yLabel"))&&(this.chart=this.draw())}draw(){let n=this.bars;return n.length===0?null:Ke({width:400,height:250,marginLeft:44,marginBottom:60,style:ul,x:{domain:this.groups,label:null,tickRotate:-20},y:cl(this.yLabel),marks:Wg(n,r=>`${r.group}: ${hf(r.value)}`)})}render(){return g`<h3>${this.heading}</h3>
      <div class="chart" data-bars=${this.bars.length}>${this.chart??g`<div class="muted">No group has a score.</div>`}</div>
      <div class="note muted">Whiskers: the bootstrap interval of each score.</div>`}};al.properties={heading:{attribute:!1},bars:{attribute:!1},groups:{attribute:!1},yLabel:{attribute:!1}},al.styles=[ee,ll,TS];customElements.define("fairness-score-bars",al);var CS=K`
  h3 .cls {
    font-weight: 400;
  }
`,fl=class extends W{constructor(){super();this.chart=null;this.cls=null,this.bars=null,this.valueName="value"}willUpdate(n){(n.has("bars")||n.has("valueName"))&&(this.chart=this.draw())}draw(){let n=(this.bars??[]).filter(r=>r.value!==null);return n.length===0?null:Ke({width:380,height:240,marginLeft:96,marginBottom:72,style:ul,x:{domain:(this.bars??[]).map(r=>r.group),label:null,tickRotate:-20},y:cl(this.valueName),marks:Wg(n,r=>`${r.group}: ${((r.value??0)*100).toFixed(1)}% (n = ${r.n})`)})}render(){if(this.cls===null||this.bars===null)return C;let n=this.bars.filter(r=>r.value===null);return g`<h3>${this.valueName} by group: <span class="cls">${this.cls}</span></h3>
      <div class="chart" data-bars=${this.bars.length-n.length}>
        ${this.chart??g`<div class="muted">No group has a value for this class.</div>`}
      </div>
      ${n.length?g`<div class="note muted">
            Not drawn: ${n.map((r,i)=>g`${i?"; ":""}<span data-group=${r.group}>${r.group} (${r.note})</span>`)}
          </div>`:C}
      <div class="note muted">Whiskers: the confidence interval of each bar.</div>`}};fl.properties={cls:{attribute:!1},bars:{attribute:!1},valueName:{attribute:!1}},fl.styles=[ee,ll,CS];customElements.define("fairness-group-bars",fl);var dl=class extends W{constructor(){super();this.chart=null;this.cls=null,this.points=[],this.groups=[]}willUpdate(n){(n.has("points")||n.has("groups"))&&(this.chart=this.draw())}draw(){let n=this.points;return n.length===0?null:Ke({width:380,height:240,marginLeft:44,marginBottom:34,style:ul,x:{label:"IoU threshold",labelAnchor:"center",labelArrow:"none",ticks:5},y:cl("AR"),color:{domain:this.groups,legend:!0,scheme:"tableau10"},marks:jg(n,"threshold","ar",r=>`${r.group}: AR@${r.threshold} = ${(r.ar*100).toFixed(1)}% [${(r.lower*100).toFixed(1)}, ${(r.upper*100).toFixed(1)}]`)})}render(){if(this.cls===null)return C;let n=new Set(this.points.map(i=>i.group)),r=this.groups.filter(i=>!n.has(i));return g`<h3>AR over IoU thresholds: <span class="cls">${this.cls}</span></h3>
      <div class="chart" data-groups=${n.size}>
        ${this.chart??g`<div class="muted">No sufficient group for this class.</div>`}
      </div>
      ${r.length?g`<div class="note muted">Not drawn (insufficient or nobody): ${r.join("; ")}</div>`:C}
      <div class="note muted">Bands: Wilson intervals of each AR.</div>`}};dl.properties={cls:{attribute:!1},points:{attribute:!1},groups:{attribute:!1}},dl.styles=[ee,ll,CS];customElements.define("fairness-ar-chart",dl);var Xg="group_metrics",Zg=class extends Gr{constructor(n){super(n);this.detection=!1}async fetchTables(n,r){let i=this.routeParams(n),s=await this.api.groups(Xg,i,r),o=sl(s.groups,n),a=await this.api.disparity(Xg,{...i,grouping:Yr(s.grouping),a:o?n.a:null,b:o?n.b:null},r);return{main:s,table:uS(s,this.declaration),disparity:a}}renderMetricPicker(){let n=this.selection,r=$r(this.declaration,"metric"),i=r.length?r:(this.data?.main?.metrics??[]).map(s=>s.name);return g`<label class="field">
      <span class="name">Metric</span>
      <select name="metric" .value=${n.metric??""} @change=${s=>this.change({metric:s.target.value})}>
        ${i.map(s=>g`<option value=${s} ?selected=${n.metric===s}>${s}</option>`)}
      </select>
    </label>`}renderChart(n,r){return g`<fairness-group-bars
      .cls=${r}
      .bars=${r===null?null:vS(n.table,r)}
      .valueName=${this.valueName}
    ></fairness-group-bars>`}};customElements.define("fairness-groups-view",Zg);var MS={kind:Xg,title:"per-group performance",render:(e,t)=>g`<fairness-groups-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${t}</fairness-groups-view
    >`,hint:()=>g`No per-group performance reports: log one with <code>w.group_metrics(…)</code>, each person's class, the
      predicted class and their attributes (gender, skin tone, …).`,example:`# Per-group recall (FACET): each person's class, prediction and attributes.
w.group_metrics("groups/val", 0, classes=["nurse", "nurse"], predictions=["nurse", "doctor"],
                attributes={"gender": ["f", "m"]})`};var Jg="detection_recall",Qg=class extends Gr{constructor(n){super(n);this.detection=!0}async fetchTables(n,r){let i=this.routeParams(n),s=await this.api.detection(Jg,i,r),o=sl(s.groups,n),a=o?n.a:s.groups[0]??null,l=o?n.b:s.groups[1]??s.groups[0]??null;if(a===null||l===null)throw new Error("this grouping has no groups to compare");let u=await this.api.disparity(Jg,{...i,a,b:l},r);return{main:s,table:cS(s,this.declaration),disparity:u}}renderChart(n,r){let i=n.main;return g`<fairness-ar-chart .cls=${r} .points=${r===null?[]:xS(i,r)} .groups=${i.groups}></fairness-ar-chart>`}};customElements.define("fairness-detection-view",Qg);var AS={kind:Jg,title:"detection recall",render:(e,t)=>g`<fairness-detection-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${t}</fairness-detection-view
    >`,hint:()=>g`No detection-recall reports: log one with <code>w.detection_recall(…)</code>, each person's best IoU with
      the detections and their attributes.`,example:`# Detection recall (FACET): each ground-truth person's best IoU and attributes.
w.detection_recall("detection/val", 0, ious=[0.9, 0.4], attributes={"skin": ["lighter", "darker"]})`};var RS="fdr",gE="q";function ES(e,t,n){ut(e,RS,t,n,"fdr")}function PS(e,t){return nn(t,"fdr",_e(e.get(RS)??e.get(gE)))}function pf(e,t,n,r){return typeof e=="number"&&Number.isFinite(e)?{p:e,text:rn(e),title:`p = ${e} (${n})`,significant:t===!0}:{p:null,text:"\u2014",title:`No p-value: ${r}`,significant:!1}}function DS(e,t,n,r,i){let s=n.filter(a=>typeof a=="number"&&Number.isFinite(a)).length,o=t.filter((a,l)=>a===!0&&typeof n[l]=="number").length;return`\u2605 ${bn(e)} (${o} of ${s} ${r}${s===1?"":"s"} with a p-value); ${i}`}var eb="Welch's t-test of the group's household hit rates against every other household's",NS="the group or the rest has fewer than 2 households, or no household differs",LS="Welch's t-test of the group's P@K against the other groups' queries",IS="the group or the rest has fewer than 2 queries, or every query scores alike";function OS(e,t){return DS(xr(e,t),e.significant??[],e.p_value??[],"group","each group's households against all other households (Welch's t-test)")}function zS(e,t){return DS(xr(e,t),(e.significant??[]).flat(),(e.p_value??[]).flat(),"cell","each group's queries against the other groups' queries at that K (Welch's t-test)")}var tb="harmful";function nb(){return{type:tb,threshold:null}}function BS(e){let t=[];return e.type!==tb&&ke(t,"type",e.type),ke(t,"threshold",e.threshold),t}function FS(e,t){let n=kt(e),r=nb(),i=n.get("type");i&&(r.type=i);let s=_e(n.get("threshold"));return Pe(t,"threshold",s)&&(r.threshold=s),r}function mf(e,t){let n=e.types.indexOf(t);if(n>=0)return n;let r=e.types.indexOf(tb);return r>=0?r:0}function gf(e,t){let n=t===null?-1:e.indexOf(t);return n>=0?n:0}function VS(e,t){let n=[];return e.groups.forEach((r,i)=>{e.thresholds.forEach((s,o)=>{let a=e.hit_rate[i][t][o],l=e.lower[i][t][o],u=e.upper[i][t][o];a!==null&&n.push({group:r,threshold:s,rate:a,lower:l??a,upper:u??a})})}),n}function HS(e,t,n){if(t===null||n===null)return"no interval: the group has no images";let r=i=>`${(i*100).toFixed(1)}%`;return`${Math.round(e*100)}% interval (Wilson): [${r(t)}, ${r(n)}]`}function qS(e,t){return e.labels.map(r=>{let i=null,s=null;return e.groups.forEach((o,a)=>{let l=r.gap[a]?.[t]??null;l!==null&&Number.isFinite(l)&&(i===null||l>i)&&(i=l,s=o)}),{label:r.label,type:r.type,rates:e.groups.map((o,a)=>r.rate[a]?.[t]??null),lower:e.groups.map((o,a)=>r.rate_lower?.[a]?.[t]??null),upper:e.groups.map((o,a)=>r.rate_upper?.[a]?.[t]??null),pValue:r.p_value?.[t]??null,significant:r.significant?.[t]??!1,gap:i,gapGroup:s}}).map((r,i)=>({row:r,i})).sort((r,i)=>r.row.gap===null||i.row.gap===null?r.row.gap===null?i.row.gap===null?r.i-i.i:1:-1:i.row.gap-r.row.gap||r.i-i.i).map(r=>r.row)}var rb="rates",ib="labels";function US(e,t){let n=e.thresholds[t];return n===void 0?{}:{threshold:String(n)}}function KS(e){return{rates:e.types.length*e.groups.length,labels:e.labels.length*e.groups.length}}function YS(e){return{by:_r(e,"by"),fdr:Be(e,"fdr")}}function GS(e,t){let n=[];return ut(n,"by",e.by,t),ES(n,e.fdr,t),n}function jS(e,t){let n=kt(e);return{by:rs(t,"by",n.get("by")),fdr:PS(n,t)}}function bf(e){return e.replace("_"," \xD7 ")}function WS(e){let t={by:e.by};return e.fdr!==void 0&&(t.fdr=String(e.fdr)),t}function XS(e){let t=[];return e.groups.forEach((n,r)=>{let i=e.score[r];i!==null&&t.push({group:n,value:i,lower:e.lower[r]??i,upper:e.upper[r]??i})}),t}function ZS(e){return{fdr:Be(e,"fdr")}}function JS(e,t){let n=[];return ES(n,e.fdr,t),n}function QS(e,t){return{fdr:PS(kt(e),t)}}function ek(e){return e.fdr===void 0?{}:{fdr:String(e.fdr)}}function tk(e){let t=[];return e.groups.forEach((n,r)=>{e.ks.forEach((i,s)=>{let o=e.precision[r][s];o!==null&&t.push({group:n,k:i,precision:o,lower:e.lower[r][s]??o,upper:e.upper[r][s]??o})})}),t}var bE=K`
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
    background: #fff;
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
`,yE="False discovery rate of the \u2605 marks (Benjamini\u2013Hochberg over the tested groups)",jr=class extends W{constructor(n,r){super();this.codec=n;this.request=new Ee;this.shell=new bt(this,[this.request]);this.downloads=new Sn(this,()=>this.api,()=>this.declaration);this.api=r??new Dt,this.info=null,this.declaration=null,this.params=[],this.selection=n.defaults(null),this.data=null}replaceSelection(n){this.selection=n,et(this,this.codec.toParams(n,this.declaration))}change(n,r){this.selection={...this.selection,...n},et(this,this.codec.toParams(this.selection,this.declaration)),r&&this.load()}async load(){let n=await this.shell.run(this.request,r=>this.fetch(r),()=>this.data=null);n!==Me&&(this.data=n,this.loaded(n),this.shell.ready())}loaded(n){}willUpdate(n){this.hasUpdated?n.has("report")&&Ul(n.get("report"),this.report)&&this.load():(this.replaceSelection(this.codec.fromParams(this.params,this.declaration)),this.load())}reset(){this.replaceSelection(this.codec.defaults(this.declaration)),this.report.step!==null?kr(this,{step:null}):this.load()}download(n,r){let i={run:n.run,tag:n.tag,step:n.step,table:r.table,options:r.options};this.downloads.download(r.button,i,Tt(["fairness",...r.file]))}renderCsvButtons(n){let r=n!==null&&this.downloads.pending===null;return n===null?this.csvButtons.map(i=>this.shell.renderCsvButton(i.button,!1,()=>{},wn(this.declaration,i.table,null),i.label)):this.csvTables(n).map(i=>this.shell.renderCsvButton(i.button,r,()=>this.download(n,i),wn(this.declaration,i.table,i.rows),i.label))}render(){let n=this.data;return g`<div class="controls">
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
      ${r?g`<div class="summary"><span class="description">${r}</span></div>`:C}
      ${n.groups.length===0?g`<div class="none message">This report has no groups.</div>`:this.renderBody(n)}
    </div>`}};jr.properties={...Sr,selection:{state:!0},data:{state:!0}},jr.styles=[ee,rt,st,us,Io,It,su,bE];var Ki=class extends jr{constructor(t,n){super(t,n),this.fdrText=String(this.selection.fdr??"")}replaceSelection(t){super.replaceSelection(t),this.fdrText=String(t.fdr??"")}loaded(t){let n=t.fdr;this.selection.fdr===null&&this.fdrText===""&&n!==void 0&&(this.fdrText=String(n))}onFdr(t){this.fdrText=t;let n=li(this.declaration,"fdr",t);n!==null&&n!==this.selection.fdr&&this.change({fdr:n},!0)}renderFdr(){return Kl(this.declaration,this.fdrText,yE,t=>this.onFdr(t))}};Ki.properties={...jr.properties,fdrText:{state:!0}};function sb(e){return ws(bn(e))}function So(e,t){return g`<div class="main">
    <div class="tables">${e}</div>
    <div class="side">${t}</div>
  </div>`}function Yi(e,t,n=C){return g`<section>
    <h3>${e}</h3>
    ${n}
    <div class="table-box">${t}</div>
  </section>`}function Gi(e,t,n,r){return g`<table class=${e} aria-label=${t}>
    <thead>
      <tr>
        ${n}
      </tr>
    </thead>
    <tbody>
      ${r}
    </tbody>
  </table>`}function ji(e,t){return g`<td class="text gname" data-col=${e} title=${t}>${t}</td>`}function yf(e,t,n,r,i,s="undefined",o){let a=o?o.cell.p===null?"":String(o.cell.p):C,l=o?o.cell.significant?"true":"false":C;return t===null?g`<td
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
    <span class="v">${Ui(t,n,r)}</span> <span class="n">n=${O(i)}</span>${o?g` <span class="p ${o.cell.p===null?"why":""}" title=${o.cell.title}>p=${o.cell.text}</span>${o.cell.significant?g` ${sb(o.q)}`:C}`:C}
  </td>`}var nk="harmful_label_association",vE={defaults:nb,fromParams:FS,toParams:BS},ob=class extends jr{constructor(t){super(vE,t)}fetch(t){let{run:n,tag:r,step:i}=this.report;return this.api.harmful(nk,{run:n,tag:r,step:i},t)}loaded(t){let n=this.selection,r=t.types[mf(t,n.type)]??n.type,i=n.threshold!==null&&t.thresholds.includes(n.threshold)?n.threshold:null;(r!==n.type||i!==n.threshold)&&this.change({type:r,threshold:i},!1)}get csvButtons(){return[{button:"download",label:"Download CSV",table:rb},{button:"download-labels",label:"Download labels CSV",table:ib}]}csvTables(t){let n=gf(t.thresholds,this.selection.threshold),r=US(t,n),i=KS(t),s=[t.run,t.tag,`step${t.step}`,"harmful",`t${t.thresholds[n]}`];return[{button:"download",label:"Download CSV",table:rb,options:r,rows:i.rates,file:s},{button:"download-labels",label:"Download labels CSV",table:ib,options:r,rows:i.labels,file:[...s,"labels"]}]}renderPickers(t){let n=t?.types??[this.selection.type],r=t?mf(t,this.selection.type):0,i=t?.thresholds??[],s=gf(i,this.selection.threshold);return g`<label class="field">
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
      </label>`}renderBody(t){let n=mf(t,this.selection.type),r=t.types[n],i=gf(t.thresholds,this.selection.threshold),s=t.thresholds[i],o=qS(t,i),a=VS(t,n).map(u=>({group:u.group,x:u.threshold,y:u.rate,lower:u.lower,upper:u.upper})),l=g`<fairness-band-chart
      .heading=${`Hit rate of ${r} versus threshold`}
      .points=${a}
      .groups=${t.groups}
      .xLabel=${"score threshold"}
      .yLabel=${"hit rate"}
      .note=${"Bands: Wilson intervals of each hit rate."}
    ></fairness-band-chart>`;return g`<div class="summary" data-type=${r} data-threshold=${s}>
        <span><b>${O(t.n)}</b> images · <b>${O(t.groups.length)}</b> groups · step ${t.step} ·
          ${Math.round(t.level*100)}% Wilson intervals</span>
        <span>type <b class="type">${r}</b> · harmful types: ${t.harmful_types.join(", ")}</span>
        <span class="muted">hit: a label of the type among an image's top 5, scored ≥ the threshold</span>
      </div>
      ${So(g`${Yi(g`Hit rate of <span class="type">${r}</span> per group and threshold`,Gi("hits","Hit rate per group and threshold",g`<th class="text">group</th>
              ${t.thresholds.map(u=>g`<th data-threshold=${u}>≥ ${u}</th>`)}`,t.groups.map((u,c)=>g`<tr data-group=${u}>
                ${ji("group",u)}
                ${t.thresholds.map((f,d)=>yf({group:u,key:f},t.hit_rate[c][n][d],t.lower[c][n][d],t.upper[c][n][d],t.group_counts[c]))}
              </tr>`)))}
        ${Yi(`Harmful labels at threshold ${s}`,o.length===0?g`<div class="none">No harmful label of the taxonomy was predicted.</div>`:Gi("labels","Harmful labels",g`<th class="text">label</th>
                  <th class="text">type</th>
                  ${t.groups.map(u=>g`<th data-group=${u} title=${u}>${u}</th>`)}
                  <th title="The largest gap: a group's rate minus the mean of the other groups">gap (group)</th>
                  <th title="Chi-square test that every group with images predicts this label at one rate">p</th>
                  <th title=${`\u2605: the groups differ, after Benjamini-Hochberg at FDR ${t.fdr} over the labels`}>★</th>`,o.map(u=>this.renderLabelRow(t,u))))}`,l)}`}renderLabelRow(t,n){return g`<tr data-label=${n.label}>
      ${ji("label",n.label)}
      <td class="text" data-col="type">${n.type}</td>
      ${n.rates.map((r,i)=>r===null?g`<td class="state" data-group=${t.groups[i]}>undefined</td>`:g`<td data-group=${t.groups[i]} data-value=${String(r)} title=${HS(t.level,n.lower[i],n.upper[i])}>
              ${(r*100).toFixed(1)}%
            </td>`)}
      ${n.gap===null?g`<td class="state" data-col="gap">undefined</td>`:g`<td data-col="gap" data-value=${String(n.gap)} data-group=${n.gapGroup??""}>
            ${nl(n.gap,null,null)} <span class="n">${n.gapGroup}</span>
          </td>`}
      <td data-col="p_value" title=${n.pValue===null?"untestable: fewer than two groups, or no variation":""}>
        ${n.pValue===null?"\u2014":rn(n.pValue)}
      </td>
      <td data-col="significant" class="star">
        ${n.significant?g`<span aria-label="significant" title="significant">★</span>`:C}
      </td>
    </tr>`}};customElements.define("fairness-harmful-view",ob);var rk={kind:nk,title:"harmful-label-association",render:(e,t)=>g`<fairness-harmful-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${t}</fairness-harmful-view
    >`,hint:()=>g`No harmful-label-association reports: log one with <code>w.harmful_label_association(…)</code>, each image's
      top-5 labels and scores, its group and a taxonomy of the labels.`,example:`# Harmful label associations (Goyal et al. 2022): top-5 labels and scores per image.
w.harmful_label_association("harmful/val", 0, labels=[["ape", "tree", "car", "cup", "dog"]],
                            scores=[[0.9, 0.5, 0.2, 0.1, 0.1]], groups=["darker"],
                            taxonomy={"ape": "non_human"})`};var ab="geodiversity",ik="groups",xE={defaults:YS,fromParams:jS,toParams:GS},lb=class extends Ki{constructor(t){super(xE,t)}fetch(t){let{run:n,tag:r,step:i}=this.report;return this.api.geodiversity(ab,{run:n,tag:r,step:i,by:this.selection.by,fdr:this.selection.fdr},t)}get csvButtons(){return[{button:"download",label:"Download CSV",table:ik}]}csvTables(t){let n=[t.run,t.tag,`step${t.step}`,ab,t.by];return[{button:"download",label:"Download CSV",table:ik,options:WS(t),rows:t.groups.length,file:n}]}groupings(){let t=$r(this.declaration,"by"),n=this.data?.by??this.selection.by;return n!==null&&!t.includes(n)?[...t,n]:t}renderPickers(){return g`<label class="field">
        <span class="name">Groups by</span>
        <select name="by" @change=${t=>this.change({by:t.target.value},!0)}>
          ${this.groupings().map(t=>g`<option value=${t} ?selected=${t===this.selection.by}>${bf(t)}</option>`)}
        </select>
      </label>
      ${this.renderFdr()}`}renderBody(t){let n=t.households.reduce((i,s)=>i+s,0),r=xr(t,this.declaration);return g`<div class="summary" data-by=${t.by}>
        <span><b>${O(n)}</b> households in <b>${O(t.groups.length)}</b> groups of
          <b class="by">${bf(t.by)}</b> · step ${t.step} · ${Math.round(t.level*100)}% intervals</span>
        <span class="note muted">Intervals resample households (${O(t.resamples)} bootstrap resamples), not images.</span>
      </div>
      ${So(Yi("Household-averaged score per group",Gi("geo","Score per group",g`<th class="text">group</th>
              <th>households</th>
              <th>images</th>
              <th title="Mean over households of each household's hit rate, with its bootstrap interval">score [interval]</th>
              <th title="The pooled image-level hit rate, for contrast">image_rate</th>
              <th data-col="p_value" title=${`p-value of ${eb}`}>p</th>
              <th data-col="significant" title=${`\u2605: ${bn(r)}`}>★</th>`,t.groups.map((i,s)=>this.renderGroupRow(t,i,s,r))),ui("legend",OS(t,this.declaration),r,(t.significant??[]).filter(Boolean).length)),g`<fairness-score-bars
          .heading=${`Score by ${bf(t.by)}`}
          .bars=${XS(t)}
          .groups=${t.groups}
          .yLabel=${"score"}
        ></fairness-score-bars>`)}`}renderGroupRow(t,n,r,i){let s=t.score[r],o=t.image_rate[r],a=pf(t.p_value?.[r],t.significant?.[r],eb,NS);return g`<tr data-group=${n} class=${a.significant?"significant":""} data-significant=${a.significant?"true":"false"}>
      ${ji("group",n)}
      <td data-col="households" data-value=${t.households[r]}>${O(t.households[r])}</td>
      <td data-col="images" data-value=${t.images[r]}>${O(t.images[r])}</td>
      ${s===null?g`<td class="state" data-col="score" data-state="no-households">no households</td>`:g`<td data-col="score" data-value=${String(s)} data-lower=${String(t.lower[r])} data-upper=${String(t.upper[r])}>
            ${Ui(s,t.lower[r],t.upper[r])}
          </td>`}
      ${o===null?g`<td class="state" data-col="image_rate">—</td>`:g`<td data-col="image_rate" data-value=${String(o)}>${(o*100).toFixed(1)}%</td>`}
      <td data-col="p_value" class=${a.p===null?"why":""} data-value=${a.p===null?"":String(a.p)} title=${a.title}>
        ${a.text}
      </td>
      <td data-col="significant">${a.significant?sb(i):C}</td>
    </tr>`}};customElements.define("fairness-geo-view",lb);var sk={kind:ab,title:"geodiversity",render:(e,t)=>g`<fairness-geo-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${t}</fairness-geo-view
    >`,hint:()=>g`No geodiversity reports: log one with <code>w.geodiversity(…)</code>, each image's ground-truth label, top-5
      predictions and its household's income and region.`,example:`# Geodiversity (Goyal et al. 2022): one row per image and ground-truth label.
w.geodiversity("geo/val", 0, image_ids=["a"], true_labels=["stove"],
               predicted_labels=[["stove", "bed", "cup", "tv", "sofa"]],
               household_ids=["h1"], incomes=[120.0], regions=["Africa"])`};var ak="retrieval_precision",ok="precision",wE={defaults:ZS,fromParams:QS,toParams:JS},ub=class extends Ki{constructor(t){super(wE,t)}fetch(t){let{run:n,tag:r,step:i}=this.report;return this.api.retrieval(ak,{run:n,tag:r,step:i,fdr:this.selection.fdr},t)}get csvButtons(){return[{button:"download",label:"Download CSV",table:ok}]}csvTables(t){let n=[t.run,t.tag,`step${t.step}`,"retrieval"],r=t.groups.length*t.ks.length;return[{button:"download",label:"Download CSV",table:ok,options:ek(t),rows:r,file:n}]}renderPickers(){return this.renderFdr()}renderBody(t){let n=t.queries.reduce((s,o)=>s+o,0),r=xr(t,this.declaration),i=tk(t).map(s=>({group:s.group,x:s.k,y:s.precision,lower:s.lower,upper:s.upper}));return g`<div class="summary">
        <span><b>${O(n)}</b> queries in <b>${O(t.groups.length)}</b> groups · step ${t.step} ·
          ${Math.round(t.level*100)}% t intervals over each group's queries</span>
        <span class="muted">P@K: the share of a query's K nearest neighbours with the query's attribute</span>
      </div>
      ${So(Yi("Mean Precision@K per group",Gi("retrieval","Precision at K per group",g`<th class="text">group</th>
              <th>queries</th>
              ${t.ks.map(s=>g`<th data-k=${s}>P@${s}</th>`)}`,t.groups.map((s,o)=>g`<tr data-group=${s}>
                ${ji("group",s)}
                <td data-col="queries" data-value=${t.queries[o]}>${O(t.queries[o])}</td>
                ${t.ks.map((a,l)=>yf({group:s,key:a},t.precision[o][l],t.lower[o][l],t.upper[o][l],t.queries[o],"undefined",{cell:pf(t.p_value?.[o]?.[l],t.significant?.[o]?.[l],LS,IS),q:r}))}
              </tr>`)),ui("legend",zS(t,this.declaration),r,(t.significant??[]).flat().filter(Boolean).length)),g`<fairness-band-chart
          .heading=${"P@K versus K"}
          .points=${i}
          .groups=${t.groups}
          .xLabel=${"K"}
          .yLabel=${"P@K"}
          .note=${"Bands: t intervals of each mean."}
        ></fairness-band-chart>`)}`}};customElements.define("fairness-retrieval-view",ub);var lk={kind:ak,title:"same-attribute retrieval",render:(e,t)=>g`<fairness-retrieval-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${t}</fairness-retrieval-view
    >`,hint:()=>g`No retrieval reports: log one with <code>w.retrieval_precision(…)</code>, query and database embeddings and
      each one's attribute.`,example:`# Same-attribute retrieval (Goyal et al. 2022): embeddings and their attributes.
w.retrieval_precision("retrieval/val", 0, queries, database, query_attributes=q_attr,
                      database_attributes=db_attr, ks=(1, 5, 10))`};var Wr=[Y2,iS,MS,AS,rk,sk,lk];var _E=["report","compare","trend"],cb="mode",hl="cmp_",vf="trend_";function $E(e){return _E.includes(e??"")?e:"report"}function uk(e,t){let n={mode:"report",view:[],compare:[],trend:[]};for(let[r,i]of e){let s=r.slice(t.length);s===cb?n.mode=$E(i):s.startsWith(hl)?n.compare.push([r,i]):s.startsWith(vf)?n.trend.push([r,i]):n.view.push([r,i])}return n}function ck(e,t,n){let r={};for(let[i,s]of e){let o=i.slice(t.length);n.includes(o)&&s!==""&&(r[o]=s)}return r}function fk(e,t,n){return Object.keys(e).filter(r=>e[r][t]?.kind===n).sort()}function dk(e,t){let n=new Set;for(let r of Object.values(e))for(let[i,s]of Object.entries(r))t.includes(s.kind)&&n.add(i);return[...n].sort()}var SE=["key","value_a","value_b","delta","rank_a","rank_b","movement"],Pt="also:",ko="delta",To="desc";function xf(){return{a:null,b:null,also:[],sort:ko,dir:To,search:"",brush:null}}function fb(e){return e==="key"||e==="rank_a"||e==="rank_b"?"asc":"desc"}function kE(e){return SE.includes(e)||e.startsWith(Pt)&&e.length>Pt.length}var Ce={aRun:"a_run",aStep:"a_step",bRun:"b_run",bStep:"b_step",also:"also",sort:"sort",dir:"dir",search:"q",aMin:"a_min",aMax:"a_max",bMin:"b_min",bMax:"b_max"};function TE(e){return lt+hl+e}function hk(e){let t=[],n=(r,i)=>ke(t,hl+r,i);e.a&&(n(Ce.aRun,e.a.run),n(Ce.aStep,e.a.step)),e.b&&(n(Ce.bRun,e.b.run),n(Ce.bStep,e.b.step));for(let r of e.also)n(Ce.also,r);return(e.sort!==ko||e.dir!==To)&&(n(Ce.sort,e.sort),n(Ce.dir,e.dir)),n(Ce.search,e.search),e.brush&&(n(Ce.aMin,e.brush.a[0]),n(Ce.aMax,e.brush.a[1]),n(Ce.bMin,e.brush.b[0]),n(Ce.bMax,e.brush.b[1])),t}function pk(e){let t=[...e],n=kt(t),r=f=>n.get(hl+f),i=f=>{let d=r(f);return d===void 0||d===""?null:d},s=xf(),o=i(Ce.aRun);o!==null&&(s.a={run:o,step:zl(r(Ce.aStep))});let a=i(Ce.bRun);a!==null&&(s.b={run:a,step:zl(r(Ce.bStep))});let l=TE(Ce.also);for(let[f,d]of t)f===l&&d!==""&&!s.also.includes(d)&&s.also.push(d);let u=r(Ce.sort);if(u!==void 0&&kE(u)&&(!u.startsWith(Pt)||s.also.includes(u.slice(Pt.length)))){s.sort=u;let f=r(Ce.dir);s.dir=f==="asc"||f==="desc"?f:fb(u)}s.search=r(Ce.search)??"";let c=[Ce.aMin,Ce.aMax,Ce.bMin,Ce.bMax].map(f=>_e(r(f)));if(c.every(f=>f!==null)){let[f,d,h,p]=c;s.brush={a:[Math.min(f,d),Math.max(f,d)],b:[Math.min(h,p),Math.max(h,p)]}}return s}function mk(e,t,n,r){return e!==null&&t.includes(e.run)?e:t.includes(n)?{run:n,step:r}:t.length?{run:t[0],step:null}:null}function gk(e,t){let n=t.filter(i=>i!==e.run);if(n.length===0)return null;let r=t.indexOf(e.run);return r<0?n[0]:t[(r+1)%t.length]}function bk(e,t){let n=t.map(i=>i.step).sort((i,s)=>i-s);if(n.length===0)return e.step;let r=e.step===null?n.length-1:n.indexOf(e.step);return r<=0?e.step:n[r-1]}function db(e,t){return e.step===null||t.some(n=>n.step===e.step)?e:{...e,step:null}}function wf(e,t,n,r){return t.filter(i=>e.includes(i)&&i!==n?.run&&i!==r?.run)}function yk(e,t){let n=new Map,r=t.columns;for(let i=0;i<r.key.length;i++)n.set(r.key[i],r.presence[i]==="a"?null:r.value_b[i]);return e.map(i=>{let s=n.get(i);return typeof s=="number"&&Number.isFinite(s)?s:null})}function CE(e,t){if(t.startsWith(Pt)){let n=t.slice(Pt.length);return e.extras.find(r=>r.run===n)?.values??null}return e.columns[t]}function vk(e,t,n){let r=new Int32Array(e.rows);for(let a=0;a<r.length;a++)r[a]=a;let i=n==="asc"?1:-1;if(t==="key"){let a=e.columns.key;return r.sort((l,u)=>a[l]<a[u]?-i:a[l]>a[u]?i:l-u),r}let s=CE(e,t);if(s===null)return r;let o=new Float64Array(e.rows);for(let a=0;a<o.length;a++){let l=s[a];o[a]=typeof l=="number"&&Number.isFinite(l)?l:NaN}return r.sort((a,l)=>{let u=o[a],c=o[l],f=Number.isNaN(u),d=Number.isNaN(c);return f||d?f&&d?a-l:f?1:-1:u<c?-i:u>c?i:a-l}),r}function xk(e,t){let n=e.value_a[t],r=e.value_b[t];return e.presence[t]==="both"&&typeof n=="number"&&Number.isFinite(n)&&typeof r=="number"&&Number.isFinite(r)}function wk(e,t,n){if(!xk(e,t))return!1;let r=e.value_a[t],i=e.value_b[t];return r>=n.a[0]&&r<=n.a[1]&&i>=n.b[0]&&i<=n.b[1]}function _k(e,t,n,r){if(n===null&&r===null)return t;let i=e.columns,s=new Int32Array(t.length),o=0;for(let a=0;a<t.length;a++){let l=t[a];r!==null&&!wk(i,l,r)||n!==null&&(n.lastIndex=0,!n.test(i.key[l]))||(s[o++]=l)}return s.slice(0,o)}function $k(e,t){let n=0;for(let r=0;r<e.rows;r++)wk(e.columns,r,t)&&n++;return n}function Sk(e){let t=e.key.length,n=new Float64Array(t),r=new Float64Array(t),i=new Int32Array(t),s=0,o=0,a=0;for(let l=0;l<t;l++)xk(e,l)?(n[s]=e.value_a[l],r[s]=e.value_b[l],i[s++]=l):e.presence[l]!=="both"?o++:a++;return{x:n.slice(0,s),y:r.slice(0,s),index:i.slice(0,s),oneSided:o,undefinedValue:a}}function kk(e,t=5){let n=[];for(let s=0;s<e.key.length;s++){let o=e.delta[s];typeof o=="number"&&Number.isFinite(o)&&o!==0&&n.push({row:s,key:e.key[s],delta:o})}let r=n.filter(s=>s.delta>0).sort((s,o)=>o.delta-s.delta||s.row-o.row),i=n.filter(s=>s.delta<0).sort((s,o)=>s.delta-o.delta||s.row-o.row);return{up:r.slice(0,t),down:i.slice(0,t)}}function Tk(e){return"^"+e.replace(/[.*+?^${}()|[\]\\/-]/g,"\\$&")+"$"}var ME=["key","value_a","value_b","delta","rank_a","rank_b","movement","presence"];function Ck(e,t){let n=e.columns,i=[[...ME,...e.extras.map(s=>`value_${s.run}`)].map(ss).join(",")];for(let s=0;s<t.length;s++){let o=t[s];i.push([ss(n.key[o]),Nt(n.value_a[o]),Nt(n.value_b[o]),Nt(n.delta[o]),Nt(n.rank_a[o]),Nt(n.rank_b[o]),Nt(n.movement[o]),n.presence[o],...e.extras.map(a=>Nt(a.values?.[o]))].join(","))}return i.join(`\r
`)+`\r
`}function Mk(e){return Object.entries(e).filter(([,t])=>t!=null&&t!=="").map(([t,n])=>`${t}=${typeof n=="object"?JSON.stringify(n):String(n)}`).join(", ")}function pl(e,t){return e>0?"+"+t:t}function ml(e,t){e.dispatchEvent(new CustomEvent("open-report",{detail:t,bubbles:!0,composed:!0}))}var Xr=340,Wi=320,en={left:50,right:12,top:12,bottom:38},AE=5e3,Ak=3;function _f(e){return Number(e.toPrecision(6))}var gl=class extends W{constructor(){super();this.chart=null;this.canvas=null;this.scales=null;this.points=null,this.brush=null,this.highlight=null,this.value="value",this.drag=null}willUpdate(n){(n.has("points")||n.has("value"))&&this.draw()}draw(){let n=this.points;if(this.chart=null,this.canvas=null,this.scales=null,!n||n.x.length===0)return;let r=1/0,i=-1/0;for(let c of[n.x,n.y])for(let f=0;f<c.length;f++)c[f]<r&&(r=c[f]),c[f]>i&&(i=c[f]);let s=i>r?(i-r)*.04:Math.max(Math.abs(r)*.1,.05),o=[r-s,i+s],a=Ke({width:Xr,height:Wi,marginLeft:en.left,marginRight:en.right,marginTop:en.top,marginBottom:en.bottom,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{domain:o,label:`${this.value} in A`,labelAnchor:"center",labelArrow:"none",grid:!0,ticks:5},y:{domain:o,label:`${this.value} in B`,labelArrow:"none",grid:!0,ticks:5},marks:[Rg([[o[0],o[0]],[o[1],o[1]]],{stroke:"#616161",strokeDasharray:"4,3",strokeWidth:1})]}),l=a.scale("x"),u=a.scale("y");this.chart=a,this.scales=l&&u?{x:l,y:u}:null,this.scales&&(this.canvas=this.paint(n,this.scales))}paint(n,r){let i=document.createElement("canvas"),s=Math.max(1,Math.min(3,globalThis.devicePixelRatio||1));i.width=Math.round(Xr*s),i.height=Math.round(Wi*s),i.className="dots";let o=i.getContext("2d");if(!o)return i;o.scale(s,s);let a=n.x.length>AE,l=a?1.5:2.5;o.globalAlpha=a?.5:.7,o.fillStyle=Qn,o.beginPath();for(let u=0;u<n.x.length;u++){let c=r.x.apply(n.x[u]),f=r.y.apply(n.y[u]);o.moveTo(c+l,f),o.arc(c,f,l,0,2*Math.PI)}return o.fill(),i}point(n){let r=n.currentTarget.getBoundingClientRect(),i=r.width?Xr/r.width:1,s=r.height?Wi/r.height:1,o=(n.clientX-r.left)*i,a=(n.clientY-r.top)*s,l=(u,c,f)=>Math.min(f,Math.max(c,u));return[l(o,en.left,Xr-en.right),l(a,en.top,Wi-en.bottom)]}onDown(n){if(n.button!==0||!this.scales)return;n.currentTarget.setPointerCapture(n.pointerId);let[r,i]=this.point(n);this.drag={x0:r,y0:i,x1:r,y1:i},n.preventDefault()}onMove(n){if(!this.drag)return;let[r,i]=this.point(n);this.drag={...this.drag,x1:r,y1:i}}onUp(n){let r=this.drag;if(!r)return;let[i,s]=this.point(n);this.drag=null;let o=this.scales,a=null;if(o?.x.invert&&o.y.invert&&(Math.abs(i-r.x0)>=Ak||Math.abs(s-r.y0)>=Ak)){let l=_f(o.x.invert(r.x0)),u=_f(o.x.invert(i)),c=_f(o.y.invert(r.y0)),f=_f(o.y.invert(s));a={a:[Math.min(l,u),Math.max(l,u)],b:[Math.min(c,f),Math.max(c,f)]}}a===null&&this.brush===null||this.dispatchEvent(new CustomEvent("brush-change",{detail:a,bubbles:!0,composed:!0}))}onCancel(){this.drag=null}rect(){let n=this.drag;if(n)return{left:Math.min(n.x0,n.x1),top:Math.min(n.y0,n.y1),width:Math.abs(n.x1-n.x0),height:Math.abs(n.y1-n.y0)};let r=this.brush,i=this.scales;if(!r||!i)return null;let s=f=>Math.min(Xr-en.right,Math.max(en.left,i.x.apply(f))),o=f=>Math.min(Wi-en.bottom,Math.max(en.top,i.y.apply(f))),a=s(r.a[0]),l=s(r.a[1]),u=o(r.b[0]),c=o(r.b[1]);return{left:Math.min(a,l),top:Math.min(u,c),width:Math.abs(l-a),height:Math.abs(c-u)}}ring(){let n=this.points,r=this.scales;if(this.highlight===null||!n||!r)return C;let i=n.index.indexOf(this.highlight);if(i<0)return C;let s=r.x.apply(n.x[i]),o=r.y.apply(n.y[i]);return g`<div class="ring" style="left: ${s}px; top: ${o}px"></div>`}render(){let n=this.points;if(!n)return C;let r=this.rect(),i=[n.oneSided?`${O(n.oneSided)} row${n.oneSided===1?"":"s"} found in one report only`:"",n.undefinedValue?`${O(n.undefinedValue)} without a value on one side`:""].filter(Boolean);return g`
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
                ></div>`:C}
            ${this.ring()}
          </div>`:g`<div class="muted">No row has a value in both reports.</div>`}
      <div class="note muted">
        ${O(n.x.length)} row${n.x.length===1?"":"s"} plotted; above the dashed diagonal y = x, the value
        is larger in B. Drag a rectangle to select rows, click to clear.
        ${i.length?g`Not plotted: ${i.join("; ")}.`:C}
      </div>
    `}};gl.properties={points:{attribute:!1},brush:{attribute:!1},highlight:{attribute:!1},value:{attribute:!1},drag:{state:!0}},gl.styles=[ee,K`
      :host {
        display: block;
      }
      .plot {
        position: relative;
        width: ${Xr}px;
        height: ${Wi}px;
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
        width: ${Xr}px;
        height: ${Wi}px;
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
        max-width: ${Xr}px;
      }
    `];customElements.define("fairness-compare-scatter",gl);var Rk=100,bl=class extends W{constructor(){super();this.grid="";this.renderRow=n=>{let r=this.table,i=r.columns,s=i.key[n],o=i.presence[n];return g`<div
      class="row ${o==="both"?"":"one-sided"} ${n===this.highlight?"focus":""}"
      role="row"
      style=${this.grid}
      data-row=${n}
      data-presence=${o}
    >
      <div class="cell key" role="cell" data-col="key" title=${s}>
        <span class="k">${s}</span>
        ${o==="both"?C:g`<span class="badge">only in ${o==="a"?"A":"B"}</span>`}
        ${i.beyond_uncertainty[n]===!0?g`<span class="beyond" title="Moved by more than its uncertainty: the two 95% intervals do not overlap">●</span>`:C}
      </div>
      ${this.cell("value_a",n,i.value_a[n])} ${this.cell("value_b",n,i.value_b[n])} ${this.cell("delta",n,i.delta[n])}
      ${this.cell("rank_a",n,i.rank_a[n])} ${this.cell("rank_b",n,i.rank_b[n])} ${this.cell("movement",n,i.movement[n])}
      ${r.extras.map(a=>this.cell(`${Pt}${a.run}`,n,a.values?.[n]))}
    </div>`};this.table=null,this.rows=[],this.sort=ko,this.dir=To,this.names={value:"value",a:"A",b:"B"},this.highlight=null}columns(){let{value:n,a:r,b:i}=this.names,s=this.table;return[{key:"key",name:"key",sub:"",title:"The row: a label, a class, class|group\u2026",text:!0},{key:"value_a",name:`${n} in A`,sub:r,title:`${n} in report A (${r})`},{key:"value_b",name:`${n} in B`,sub:i,title:`${n} in report B (${i})`},{key:"delta",name:"delta",sub:"B \u2212 A",title:`delta = ${n} in B \u2212 ${n} in A`},{key:"rank_a",name:"rank A",sub:"1 = largest",title:`The row's rank by ${n} in A (1: the largest)`},{key:"rank_b",name:"rank B",sub:"1 = largest",title:`The row's rank by ${n} in B (1: the largest)`},{key:"movement",name:"movement",sub:"rank A \u2212 rank B",title:"rank A \u2212 rank B: positive when the row rose in B"},...(s?.extras??[]).map(o=>({key:`${Pt}${o.run}`,name:o.run,sub:`${n}, latest step`,title:`${n} in the latest report of run ${o.run}`}))]}missingTitle(n,r){let i=this.table.columns.presence[r],{a:s,b:o}=this.names;switch(n){case"value_a":case"rank_a":return i==="b"?`Not in report A (${s}): this row is only in B.`:`Undefined in report A (${s}): the report has no value for this row.`;case"value_b":case"rank_b":return i==="a"?`Not in report B (${o}): this row is only in A.`:`Undefined in report B (${o}): the report has no value for this row.`;case"delta":return i==="both"?"No delta: the value is undefined on one side.":`No delta: the row is only in ${i==="a"?"A":"B"}.`;case"movement":return"No movement: the row is not ranked on both sides.";default:{let a=n.slice(Pt.length);return this.table.extras.find(u=>u.run===a)?.values?`Not in the latest report of run ${a}, or undefined there.`:`Not loaded: the report of run ${a}.`}}}cell(n,r,i){if(typeof i!="number"||!Number.isFinite(i))return g`<div class="cell num missing" role="cell" data-col=${n} title=${this.missingTitle(n,r)}>—</div>`;let s,o="";return n==="rank_a"||n==="rank_b"?s=O(i):n==="movement"?(s=pl(i,O(i).replace(/^-/,"\u2212")),o=i>0?"up":i<0?"down":""):n==="delta"?s=pl(i,Lt(i)):s=Lt(i),g`<div class="cell num ${o}" role="cell" data-col=${n} data-v=${String(i)} title=${String(i)}>${s}</div>`}willUpdate(n){n.has("table")&&(this.scrollTop=0)}render(){if(!this.table)return C;let r=this.columns(),i=220+Rk*(r.length-1),s=`grid-template-columns: minmax(200px, 1fr) repeat(${r.length-1}, ${Rk}px); min-width: ${i}px`;return this.grid=s,xs(this,{columns:r,defaultDir:fb,renderRow:this.renderRow,label:"Rows of A and B aligned by key",empty:"No row matches the search or the selection.",tableStyle:`--table-min-width: ${i}px`,headStyle:s})}};bl.properties={...Cr,names:{attribute:!1},highlight:{attribute:!1}},bl.styles=[ee,..._s,K`
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
        background: #ffe0b2;
      }
      .row.one-sided .num {
        color: #9e9e9e;
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
    `];customElements.define("fairness-compare-table",bl);var Ek="",RE=5;function Pk(e){return`${e.run} \xB7 step ${e.step}`}var yl=class extends W{constructor(){super();this.request=new Ee;this.extraRequest=new Ee;this.shell=new bt(this,[this.request,this.extraRequest]);this.stepsCache=new Map;this.extraErrors=new Map;this.table=null;this.order=null;this.search={regex:null,error:null};this.visible=new Int32Array(0);this.visibleList=[];this.points=null;this.moved={up:[],down:[]};this.brushed=0;this.tag="",this.kind="",this.kindTitle="",this.declaration=null,this.runs=[],this.run="",this.step=null,this.options={},this.params=[],this.sel=xf(),this.data=null,this.extras=[],this.stepsA=null,this.stepsB=null,this.highlight=null}async stepsOf(n,r){let i=`${this.tag}\0${n}`,s=this.stepsCache.get(i);if(s)return s;let o=await this.api.steps(n,this.tag,r);return this.stepsCache.set(i,o.steps),o.steps}async load(){let n=this.sel.a,r=this.sel.b;if(this.extraRequest.cancel(),n===null){this.request.cancel(),this.data=null,this.shell.fail(`No run holds a report under the tag ${this.tag}.`);return}let{tag:i,options:s,api:o}=this;this.shell.start();let a;try{a=await this.request.run(async l=>{let u=await this.stepsOf(n.run,l),c=db(n,u),f=r??{run:c.run,step:bk(c,u)},d=f.run===c.run?u:await this.stepsOf(f.run,l),h=db(f,d),p=await o.diff({tag:i,run:c.run,step:c.step,vs_run:h.run,vs_step:h.step,options:s},l);return{a:c,b:h,stepsA:u,stepsB:d,diff:p}})}catch(l){this.data=null,this.shell.fail(l);return}a!==Me&&(this.stepsA=a.stepsA,this.stepsB=a.stepsB,this.highlight=null,this.extras=[],this.data=a.diff,this.setSel({...this.sel,a:a.a,b:a.b}),await this.loadExtras())}async loadExtras(){let n=this.data,r=this.sel.a,i=this.sel.also;if(!n||!r||i.length===0){this.extraRequest.cancel(),this.extras=[],this.extraErrors=new Map,n&&this.shell.ready();return}let s=new Map(this.extras.map(f=>[f.run,f]));this.extras=i.map(f=>s.get(f)??{run:f,values:null}),this.shell.start();let{tag:o,options:a,api:l}=this,u=n.columns.key,c=await this.extraRequest.run(f=>Promise.all(i.map(async d=>{let h=s.get(d);if(h?.values)return{run:d,values:h.values,error:null};try{let p=await l.diff({tag:o,run:r.run,step:r.step,vs_run:d,vs_step:null,options:a},f);return{run:d,values:yk(u,p),error:null}}catch(p){if(f.aborted)throw p;return{run:d,values:null,error:$n(p)}}})));c!==Me&&(this.extras=c.map(({run:f,values:d})=>({run:f,values:d})),this.extraErrors=new Map(c.filter(f=>f.error!==null).map(f=>[f.run,f.error])),this.shell.ready())}setSel(n){this.sel=n,et(this,hk(n))}fit(n){let r=this.runs??[],i=mk(n.a,r,this.run,this.step),s=n.b!==null&&r.includes(n.b.run)?n.b:null;if(s===null&&i!==null){let l=gk(i,r);l!==null&&(s={run:l,step:null})}let o=wf(n.also,r,i,s),a=!n.sort.startsWith(Pt)||o.includes(n.sort.slice(Pt.length));return{...n,a:i,b:s,also:o,sort:a?n.sort:ko,dir:a?n.dir:To}}onSide(n,r){let i=this.sel[n];if(!i)return;let s={...i,...r};r.run!==void 0&&r.run!==i.run&&(s.step=null);let o={...this.sel,[n]:s},a=wf(o.also,this.runs,o.a,o.b);this.setSel(this.fit({...o,also:a})),this.load()}swap(){let{a:n,b:r,brush:i}=this.sel;if(!n||!r)return;let s=i?{a:i.b,b:i.a}:null;this.setSel({...this.sel,a:r,b:n,brush:s}),this.load()}onAlso(n,r){let i=r?[...this.sel.also,n]:this.sel.also.filter(o=>o!==n),s=wf(i,this.runs,this.sel.a,this.sel.b);this.setSel(this.fit({...this.sel,also:s})),this.loadExtras()}patch(n){this.setSel({...this.sel,...n})}onBrush(n){this.highlight=null,this.patch({brush:n})}focusRow(n){this.highlight=n.row,this.patch({search:Tk(n.key),brush:null})}reset(){this.stepsCache.clear(),this.setSel(this.fit(xf())),this.load()}retry(){this.stepsCache.clear(),this.load()}downloadCsv(){let n=this.data;if(!n||!this.table)return;let r=Tt(["fairness","compare",n.tag,n.a.run,`step${n.a.step}`,"vs",n.b.run,`step${n.b.step}`,n.value]);cs(Ck(this.table,this.visible),r)}willUpdate(n){if(!this.hasUpdated)this.setSel(this.fit(pk(this.params))),this.load();else if(n.has("tag")||n.has("options")||n.has("runs")){let c=this.sel;if(n.has("tag")){this.stepsCache.clear();let f=this.runs.length<2;this.sel={...c,a:c.a&&this.runs.includes(c.a.run)?{run:c.a.run,step:null}:null,b:!f&&c.b&&this.runs.includes(c.b.run)?{run:c.b.run,step:null}:null,brush:null}}this.setSel(this.fit(this.sel)),this.load()}let r=this.data;(n.has("data")||n.has("extras"))&&(this.table=r?{rows:r.rows,columns:r.columns,extras:this.extras}:null),n.has("data")&&(this.points=r?Sk(r.columns):null,this.moved=r?kk(r.columns,RE):{up:[],down:[]});let i=this.sel,s=n.has("sel")?n.get("sel"):i;(!s||s.search!==i.search)&&(this.search=is(i.search));let o=this.table;if(!o){this.order=null,this.visible=new Int32Array(0),this.visibleList=[],this.brushed=0;return}let a=n.has("data")||n.has("extras")||this.order===null,l=!s||s.sort!==i.sort||s.dir!==i.dir;(a||l)&&(this.order=vk(o,i.sort,i.dir));let u=!s||s.brush!==i.brush;(a||l||u||!s||s.search!==i.search)&&(this.visible=_k(o,this.order,this.search.regex,i.brush),this.visibleList=Array.from(this.visible)),(a||u)&&(this.brushed=i.brush?$k(o,i.brush):0)}renderSide(n){let r=this.sel[n],i=n==="a"?this.stepsA:this.stepsB;return g`<fieldset class="side" data-side=${n}>
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
          @change=${o=>{let a=o.target.value;this.onSide(n,{step:a===Ek?null:Number(a)})}}
        >
          <option .value=${Ek} .selected=${r?.step===null}>latest</option>
          ${(i??[]).map(o=>g`<option .value=${String(o.step)} .selected=${o.step===r?.step}>
                ${o.step} · ${os(o.wall_time)}
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
          </div>`:C}
      <span class="spacer"></span>
      ${this.shell.renderCsvButton("csv",this.data!==null,()=>this.downloadCsv())}
      ${this.search.error?g`<div class="search-error" title=${this.search.error}>${this.search.error}</div>`:C}
    </div>`}renderSummary(n){let r=Mk(n.options),i=n.a.run===n.b.run&&n.a.step===n.b.step,s=this.sel,o=[...this.extraErrors].map(([a,l])=>`${a}: ${l}`);return g`<div
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
        >Comparing <b>${n.value}</b> of the ${this.kindTitle||n.kind} report ${n.tag}${r?g` <span class="muted">(${r})</span>`:C}</span
      >
      <span
        >A = <b>${Pk(n.a)}</b>
        <button class="text" name="open-a" title="Open report A in its view" @click=${()=>ml(this,{run:n.a.run,step:n.a.step})}>
          open</button
        ></span>
      <span
        >B = <b>${Pk(n.b)}</b>
        <button class="text" name="open-b" title="Open report B in its view" @click=${()=>ml(this,{run:n.b.run,step:n.b.step})}>
          open</button
        ></span>
      ${i?g`<span class="warn">A and B are the same report: pick another step or run.</span>`:C}
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
      ${fs(this.visible.length,n.rows,"rows",s.brush?g`<span class="chip" data-brushed=${this.brushed}
              >${O(this.brushed)} selected in the scatter —
              <button class="text" name="clear-brush" @click=${()=>this.onBrush(null)}>clear</button></span
            >`:void 0)}
      ${o.length?g`<span class="warn">Could not load: ${o.join("; ")}</span>`:C}
    </div>`}renderMovers(n,r,i){return g`<div class="movers" data-movers=${i}>
      <h3>${n}</h3>
      ${r.length?g`<ol>
            ${r.map(s=>g`<li>
                <button title=${`Show ${s.key} in the table`} @click=${()=>this.focusRow(s)}>
                  <span class="k">${s.key}</span><span class="num ${i}">${pl(s.delta,Lt(s.delta))}</span>
                </button>
              </li>`)}
          </ol>`:g`<div class="muted">None.</div>`}
    </div>`}render(){let n=this.sel;return this.runs.length===0?g`<div class="message">No run holds a report under this tag.</div>`:g`
      ${this.renderControls()}
      ${this.shell.renderError("Could not compare the reports",[{label:"Retry",name:"retry",run:()=>this.retry()},{label:"Reset the comparison",name:"reset",run:()=>this.reset()}])}
      ${this.shell.renderContent(this.table&&this.data,r=>g`${this.renderSummary(r)}
            <div class="main ${this.shell.loading?"stale":""}">
              <fairness-compare-table
                .table=${this.table}
                .rows=${this.visibleList}
                .sort=${n.sort}
                .dir=${n.dir}
                .highlight=${this.highlight}
                .names=${{value:r.value,a:`${r.a.run} @ ${r.a.step}`,b:`${r.b.run} @ ${r.b.step}`}}
                @sort-change=${i=>this.patch({sort:i.detail.column,dir:i.detail.dir})}
              ></fairness-compare-table>
              <div class="side-panel">
                <fairness-compare-scatter
                  .points=${this.points}
                  .brush=${n.brush}
                  .highlight=${this.highlight}
                  .value=${r.value}
                  @brush-change=${i=>this.onBrush(i.detail)}
                ></fairness-compare-scatter>
                ${this.renderMovers("Largest increases (B above A)",this.moved.up,"up")}
                ${this.renderMovers("Largest decreases (B below A)",this.moved.down,"down")}
              </div>
            </div>`,"Comparing the reports\u2026")}
    `}};yl.properties={...ql,sel:{state:!0},data:{state:!0},extras:{state:!0},stepsA:{state:!0},stepsB:{state:!0},highlight:{state:!0}},yl.styles=[ee,rt,st,si,oi,It,K`
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
    `];customElements.define("fairness-compare",yl);var Nk=lt+vf+"run",Lk=lt+vf+"gap_threshold",yn="gap_threshold";function hb(e){return{runs:null,gapThreshold:Be(e,yn)}}function $f(e,t){let n=_e(e);return Pe(t,yn,n)?n:null}function pb(e,t){let n=[];for(let r of e.runs??[])n.push([Nk,r]);return e.gapThreshold!==null&&e.gapThreshold!==Be(t,yn)&&n.push([Lk,String(e.gapThreshold)]),n}function Ik(e,t,n){let r=hb(t),i=[],s;for(let[o,a]of e)o===Nk&&a!==""&&!i.includes(a)?i.push(a):o===Lk&&(s=a);return r.runs=i.length>0?i:null,r.gapThreshold=$f(s,t)??r.gapThreshold,n?Sf(r,n):r}function Sf(e,t){if(e.runs===null||t.length===0)return e;let n=t.filter(r=>e.runs.includes(r));return{...e,runs:n.length===0||n.length===t.length?null:n}}function Xi(e,t){return e.runs===null?[...t]:t.filter(n=>e.runs.includes(n))}function Ok(e,t,n,r){let i=Xi(e,t),s=r?t.filter(o=>o===n||i.includes(o)):i.filter(o=>o!==n);return s.length===0?e:Sf({...e,runs:s},t)}function zk(e,t){return t!==null&&e.includes(t)?[t,...e.filter(n=>n!==t)]:[...e]}function Bk(e,t,n){return n&&t.gapThreshold!==null?{...e,[yn]:String(t.gapThreshold)}:{...e}}function Fk(e){let t=[];for(let[n,r]of Object.entries(e))n==="gap_threshold"||r===""||t.push(n==="metric"?`metric ${r}`:`${n}=${r}`);return t.join(", ")}function EE(e){return e==="percent"||e==="count"?e:"value"}function Vk(e,t){let n=(t-e)/5;return!(n>0)||n>=.01?".0%":n>=.001?".1%":".2%"}function Hk(e,t){let n=t.find(r=>r.name===e);return n?{title:n.title,explanation:n.explanation,format:EE(n.format)}:{title:e,explanation:"",format:"value"}}function vl(e,t){return e===null||!Number.isFinite(e)?"undefined":t==="percent"?Qe(e):t==="count"?Number.isInteger(e)?O(e):Jn(e):Lt(e)}function qk(e,t){let n=Object.prototype.hasOwnProperty.call(e,t)?e[t]:null;return typeof n=="number"&&Number.isFinite(n)?n:null}function Uk(e,t=null){let n=e.series.filter(r=>t===null||t.includes(r.run)).map(r=>({run:r.run,points:[...r.points].sort((i,s)=>i.step-s.step)}));return e.names.map(r=>{let i=[],s=[];return n.forEach((o,a)=>{let l=0,u=!1;for(let c of o.points){let f=qk(c.values,r);if(f===null){s.push({run:o.run,step:c.step}),u&&l++,u=!1;continue}u=!0;let[d,h]=c.intervals?.[r]??[null,null];i.push({run:o.run,step:c.step,wall_time:c.wall_time,value:f,lower:d,upper:h,segment:`${a}:${l}`})}}),{name:r,dots:i,missing:s}})}function Kk(e,t=null){let n=e.series.filter(r=>t===null||t.includes(r.run));return n.some(r=>r.points.length>0)&&n.every(r=>new Set(r.points.map(i=>i.step)).size<=1)}function Yk(e,t=6){let n=new Map;for(let i of e){let s=n.get(i.run)??[];s.push(i.step),n.set(i.run,s)}let r=[];for(let[i,s]of n){let o=s.slice(0,t).join(", "),a=s.length>t?` and ${s.length-t} more`:"";r.push(`${i} at step${s.length>1?"s":""} ${o}${a}`)}return r.join("; ")}var Dk=["#4e79a7","#f28e2c","#e15759","#76b7b2","#59a14f","#edc949","#af7aa1","#ff9da7","#9c755f","#bab0ab"];function mb(e){return e.map((t,n)=>Dk[n%Dk.length])}function Gk(e,t,n,r=12){let i=null,s=r*r;return e.forEach((o,a)=>{if(!Number.isFinite(o.x)||!Number.isFinite(o.y))return;let l=(o.x-t)**2+(o.y-n)**2;l<=s&&(i=a,s=l)}),i}function jk(e,t=null){let n=[["run","step","wall_time",...e.names].map(ss).join(",")];for(let r of e.series)if(!(t!==null&&!t.includes(r.run)))for(let i of[...r.points].sort((s,o)=>s.step-o.step))n.push([ss(r.run),Nt(i.step),Nt(i.wall_time),...e.names.map(s=>Nt(qk(i.values,s)))].join(","));return n.join(`\r
`)+`\r
`}function gb(e,t,n){if(typeof e=="number"&&Number.isFinite(e))return e;let r=_e(t.level);return r!==null&&Pe(n,"level",r)?r:Be(n,"level")}function Wk(e,t){let n=Pe(t,yn,e.gapThreshold)?e.gapThreshold:Be(t,yn);return n===e.gapThreshold?e:{...e,gapThreshold:n}}var bb=460,Xk=240,PE=14,DE=K`
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
    width: ${bb}px;
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
  .none {
    padding: 16px;
    color: var(--muted);
  }
`,xl=class extends W{constructor(){super();this.request=new Ee;this.shell=new bt(this,[this.request]);this.drawn=[];this.tag="",this.kind="",this.kindTitle="",this.declaration=null,this.runs=[],this.run="",this.step=null,this.options={},this.params=[],this.selection=hb(null),this.thresholdText="",this.data=null}get hasGapThreshold(){return Zn(this.declaration,yn)!==null}levelText(n){let r=gb(n.level,this.options,this.declaration);return r===null?"":`${Math.round(r*100)}%`}headline(n){return Hk(n,this.declaration?.headlines??[])}async load(){if(!this.api||!this.tag)return;this.shell.start();let n=this.tag,r=this.selection.runs??[],i=Bk(this.options,this.selection,this.hasGapThreshold),s;try{s=await this.request.run(o=>this.api.trend({tag:n,runs:r,options:i},o))}catch(o){this.data=null,this.shell.fail(o);return}s!==Me&&(this.data=s,this.shell.ready())}change(n){this.selection=n,et(this,pb(n,this.declaration))}willUpdate(n){if(!this.hasUpdated)this.selection=Ik(this.params,this.declaration,this.runs),this.thresholdText=String(this.selection.gapThreshold??""),et(this,pb(this.selection,this.declaration)),this.load();else{if(n.has("declaration")){let i=Wk(this.selection,this.declaration);i!==this.selection&&(this.change(i),this.thresholdText=String(i.gapThreshold??""))}let r=n.has("tag")||n.has("options")||n.has("kind")||n.has("declaration")||n.has("api");if(n.has("runs")){let i=Sf(this.selection,this.runs);JSON.stringify(i.runs)!==JSON.stringify(this.selection.runs)&&this.change(i),r=!0}if(n.has("selection")){let i=n.get("selection");(!i||JSON.stringify(i.runs)!==JSON.stringify(this.selection.runs)||i.gapThreshold!==this.selection.gapThreshold)&&(r=!0)}r&&this.load()}(n.has("data")||n.has("declaration")||n.has("runs")||n.has("run")||n.has("step")||n.has("selection"))&&(this.drawn=this.draw())}draw(){let n=this.data;if(!n)return[];let r=Xi(this.selection,this.runs),i=[...this.runs,...n.series.map(a=>a.run).filter(a=>!this.runs.includes(a))],s=mb(i);return Uk(n,this.selection.runs===null?null:r).map(a=>this.drawChart(a,i,s))}drawChart(n,r,i){let{dots:s}=n;if(s.length===0)return{chart:n,svg:null,pixels:[]};let o=this.headline(n.name),a=gb(this.data?.level,this.options,this.declaration),l=a===null?"":`${Math.round(a*100)}% `,u=s.map(A=>A.step),c=Math.min(...u),f=Math.max(...u);this.step!==null&&this.step>=c-(f-c)&&this.step<=f+(f-c)&&(c=Math.min(c,this.step),f=Math.max(f,this.step));let d=[...new Set(this.step!==null&&this.step>=c&&this.step<=f?[...u,this.step]:u)].sort((A,k)=>A-k);c===f&&(c-=1,f+=1);let h=s.filter(A=>A.run===this.run),p=s.filter(A=>A.run!==this.run),m=A=>`${A.run}, step ${A.step}: ${vl(A.value,o.format)}`,b=A=>A.lower!==null&&A.upper!==null?`
${l}interval: [${vl(A.lower,o.format)}, ${vl(A.upper,o.format)}]`:"",y=A=>`run ${A.run}
step ${A.step} (${os(A.wall_time)})
${o.title}: ${vl(A.value,o.format)}${b(A)}
click: open this report`,v=s.filter(A=>A.lower!==null&&A.upper!==null),_=r.filter(A=>v.some(k=>k.run===A)),x={label:null,grid:!0,nice:!0},S=s.map(A=>A.value),w=Math.min(...S),$=Math.max(...S);if(w<$&&o.format!=="count"&&(x.domain=[w,$]),o.format==="percent"){let A=s.map(k=>k.value);x.tickFormat=Vk(Math.min(...A),Math.max(...A))}o.format==="count"&&(x.zero=!0,x.tickFormat="d");let T=Ke({width:bb,height:Xk,marginTop:12,marginLeft:50,marginRight:14,marginBottom:34,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{domain:[c,f],label:"step",labelAnchor:"center",labelArrow:"none",inset:8,ticks:d.length<=10?d:6,tickFormat:"~s"},y:{...x,inset:6},color:{domain:r,range:i},marks:[this.step!==null?Et([this.step],{stroke:"#bdbdbd",strokeDasharray:"3,3"}):null,..._.map((A,k)=>Et(v.filter(z=>z.run===A),{x:"step",y1:"lower",y2:"upper",stroke:"run",strokeOpacity:.5,strokeWidth:2,clip:!0,dx:(k-(_.length-1)/2)*3})),wo(p,{x:"step",y:"value",z:"segment",stroke:"run",strokeWidth:1.5}),wo(h,{x:"step",y:"value",z:"segment",stroke:"run",strokeWidth:3}),Ga([...p,...h],{x:"step",y:"value",fill:"run",stroke:"#fff",strokeWidth:1,r:4,ariaLabel:m,title:y,tip:!0})]});T.setAttribute("data-name",n.name);let M=[...p,...h],D=new Map(M.map(A=>[m(A),A]));for(let A of T.querySelectorAll('g[aria-label="dot"] circle')){let k=D.get(A.getAttribute("aria-label")??"");k&&(A.setAttribute("data-run",k.run),A.setAttribute("data-step",String(k.step)),A.setAttribute("data-value",String(k.value)),k.lower!==null&&A.setAttribute("data-lower",String(k.lower)),k.upper!==null&&A.setAttribute("data-upper",String(k.upper)))}let R=T.scale("x"),P=T.scale("y"),B=M.map(A=>({x:Number(R?.apply(A.step)),y:Number(P?.apply(A.value))}));return T.addEventListener("click",A=>this.onChartClick(A,T,M,B)),T.addEventListener("pointermove",A=>{let k=this.pick(A,T,B);T.classList.toggle("over-point",k!==null)}),{chart:{...n,dots:M},svg:T,pixels:B}}pick(n,r,i){let s=r.getBoundingClientRect();if(s.width===0||s.height===0)return null;let o=bb/s.width,a=Xk/s.height;return Gk(i,(n.clientX-s.left)*o,(n.clientY-s.top)*a,PE*o)}onChartClick(n,r,i,s){let o=this.pick(n,r,s);if(o===null)return;let a=i[o];ml(this,{run:a.run,step:a.step})}onToggle(n,r,i){let s=Ok(this.selection,this.runs,n,r);i.checked=Xi(s,this.runs).includes(n),JSON.stringify(s.runs)!==JSON.stringify(this.selection.runs)&&this.change(s)}onThreshold(n,r){let i=n.target.value;this.thresholdText=i;let s=$f(i,this.declaration);r&&s!==null&&s!==this.selection.gapThreshold&&this.change({...this.selection,gapThreshold:s})}download(){let n=this.data;if(!n)return;let r=this.selection.runs===null?null:Xi(this.selection,this.runs),i=["fairness","trend",n.tag];this.hasGapThreshold&&this.selection.gapThreshold!==null&&i.push(`gap${this.selection.gapThreshold}`),cs(jk(n,r),Tt(i))}renderRuns(){let n=Xi(this.selection,this.runs),r=mb(this.runs),i=s=>r[this.runs.indexOf(s)]??"#9e9e9e";return g`<div class="field">
      <span class="name">Runs (${n.length} of ${this.runs.length} drawn)</span>
      <div class="runs" role="group" aria-label="Runs drawn">
        ${zk(this.runs,this.run).map(s=>g`<label class=${s===this.run?"current":""} title=${s===this.run?`${s} (the report on screen)`:s}>
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
            </button>`:C}
      </div>
    </div>`}renderThreshold(){if(!this.hasGapThreshold)return C;let n=$f(this.thresholdText,this.declaration)===null;return g`<label class="field">
      <span class="name">Gap threshold</span>
      <input
        type="number"
        name="gap_threshold"
        min=${Ot(this.declaration,yn).min??C}
        max=${Ot(this.declaration,yn).max??C}
        step="0.01"
        .value=${this.thresholdText}
        class=${n?"invalid":""}
        aria-invalid=${n?"true":"false"}
        title=${n?kn(this.declaration,yn):"Labels above the gap threshold counts labels with |gap| above this"}
        @input=${r=>this.onThreshold(r,!1)}
        @change=${r=>this.onThreshold(r,!0)}
      />
    </label>`}renderChart(n){let r=this.headline(n.chart.name),i=n.chart.missing;return g`<section class="chart" data-name=${n.chart.name} data-points=${n.chart.dots.length} data-missing=${i.length}>
      <h3 title=${n.chart.name}>${r.title}</h3>
      <div class="explanation muted">${r.explanation||g`Headline number <code>${n.chart.name}</code>.`}</div>
      ${n.svg??g`<div class="none">No step has a value.</div>`}
      ${i.length>0?g`<div class="note muted" data-role="missing">
            Undefined (the line breaks there): ${Yk(i)}.
          </div>`:C}
    </section>`}render(){let n=this.data,r=this.selection.runs===null?null:Xi(this.selection,this.runs),i=Fk(this.options),s=n!==null&&n.series.every(o=>o.points.length===0);return g`<div class="controls">
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
                ${this.hasGapThreshold?g` · gap threshold ${this.selection.gapThreshold}`:C}</span
              >
              <span class="muted">Click a point to open that run and step as a report.</span>
              <span class="muted" data-role="interval-legend"
                >Bars: ${[this.levelText(o),"intervals"].filter(Boolean).join(" ")}. A worst or largest value is picked out of many
                rows, so its bar holds for every row at once (conservative; docs/statistics.md).</span
              >
            </div>
            ${s?g`<div class="none message">No steps of this tag in the chosen runs.</div>`:g`${Kk(o,r)?g`<div class="hint" data-role="single-step">
                        One step only — trends need at least two steps. Log the report at more steps to see lines.
                      </div>`:C}
                  <div class="charts">${this.drawn.map(a=>this.renderChart(a))}</div>`}
          </div>`,"Loading the trends\u2026")}`}};xl.properties={...ql,selection:{state:!0},thresholdText:{state:!0},data:{state:!0}},xl.styles=[ee,rt,st,us,It,DE];customElements.define("fairness-trend",xl);var Zk="",wl=class extends W{constructor(){super(),this.runs=[],this.ref={run:null,tag:null,step:null},this.steps=null,this.kindTitle=()=>""}emit(t){this.dispatchEvent(new CustomEvent("report-change",{detail:t,bubbles:!0,composed:!0}))}render(){let t=this.ref,n=this.runs.find(i=>i.run===t.run),r=n?.tags??[];return g`
      <label class="field">
        <span class="name">Run</span>
        <select name="run" @change=${i=>this.emit({run:i.target.value})}>
          ${this.runs.map(i=>g`<option .value=${i.run} .selected=${i.run===t.run}>${i.run}</option>`)}
        </select>
      </label>
      <label class="field">
        <span class="name">Tag</span>
        <select name="tag" @change=${i=>this.emit({tag:i.target.value})}>
          ${r.map(i=>g`<option .value=${i} .selected=${i===t.tag} title=${n?this.kindTitle(n.run,i):C}>
                ${i}
              </option>`)}
        </select>
      </label>
      <label class="field">
        <span class="name">Step</span>
        <select
          name="step"
          @change=${i=>{let s=i.target.value;this.emit({step:s===Zk?null:Number(s)})}}
        >
          <option .value=${Zk} .selected=${t.step===null}>latest</option>
          ${(this.steps??[]).map(i=>g`<option .value=${String(i.step)} .selected=${i.step===t.step}>
                ${i.step} · ${os(i.wall_time)}
              </option>`)}
        </select>
      </label>
    `}};wl.properties={runs:{attribute:!1},ref:{attribute:!1},steps:{attribute:!1},kindTitle:{attribute:!1}},wl.styles=[ee,rt,K`
      :host {
        /* The fields join the row of whichever controls bar slots this element. */
        display: contents;
      }
    `];customElements.define("fairness-report-picker",wl);var Zi=class extends W{constructor(n){super();this.tags=null;this.kinds=null;this.unknownKinds=[];this.modeRuns={key:"",runs:[]};this.modeOptions={key:"",options:{}};this.resolved=null;this.tagsRequest=new Ee;this.kindsRequest=new Ee;this.stepsRequest=new Ee;this.api=n??new Dt;let r=n0();this.ref=jb(r);let i=uk(Wb(r),lt);this.mode=i.mode,this.viewState=i.view,this.mountParams=this.viewState,this.modeState={compare:i.compare,trend:i.trend},this.modeMount={...this.modeState},this.runs=null,this.steps=null,this.shellStatus="loading",this.viewStatus="loading",this.error=null,this.status="loading"}connectedCallback(){super.connectedCallback(),this.loadTags()}disconnectedCallback(){super.disconnectedCallback(),this.tagsRequest.cancel(),this.kindsRequest.cancel(),this.stepsRequest.cancel()}async loadTags(){this.shellStatus="loading",this.error=null;let n,r;try{[n,r]=await Promise.all([this.tagsRequest.run(o=>this.api.tags(o)),this.kinds??this.kindsRequest.run(o=>this.api.kinds(o))])}catch(o){this.fail($n(o));return}if(n===Me||r===Me)return;this.kinds=r,this.tags=n;let i=Wr.map(o=>o.kind);this.runs=Xb(n.runs,i),this.unknownKinds=Zb(n.runs,i);let s=Of(this.ref,this.runs);if(s===null){this.shellStatus="empty";return}s.moved&&this.resetViewState(),this.setRef(s.ref),this.shellStatus="ready",this.loadSteps()}async loadSteps(){let{run:n,tag:r}=this.ref;if(n===null||r===null)return;this.steps=null;let i;try{i=await this.stepsRequest.run(o=>this.api.steps(n,r,o))}catch(o){this.fail($n(o));return}if(i===Me)return;this.steps=i.steps,this.shellStatus==="error"&&(this.shellStatus="ready",this.error=null);let s=this.ref.step;s!==null&&!i.steps.some(o=>o.step===s)&&this.setRef({...this.ref,step:null})}fail(n){this.error=n,this.shellStatus="error"}kindOfRef(n){return this.tags?Jb(this.tags.runs,n):null}declaration(n){return qb(this.kinds,n)}setRef(n){this.ref=n,this.writeHash()}writeHash(){let n=this.mode==="report"?[]:[[lt+cb,this.mode]];r0(lt,[...Gb(this.ref),...n,...this.viewState,...this.modeState.compare,...this.modeState.trend])}resetViewState(){this.viewState=[],this.mountParams=[],this.modeState={compare:[],trend:[]},this.modeMount={compare:[],trend:[]}}onModeChange(n){n!==this.mode&&(this.mountParams=this.viewState,this.modeMount={...this.modeState},this.viewStatus="loading",this.mode=n,this.writeHash())}onOpenReport(n){let r=n.run!==this.ref.run;this.onModeChange("report"),this.setRef({...this.ref,run:n.run,step:n.step}),r&&this.loadSteps()}onTagChange(n){let r=this.tags?.runs??{},i=this.ref.run!==null&&r[this.ref.run]?.[n]?this.ref.run:Object.keys(r).sort().find(s=>r[s][n]);i!==void 0&&this.onReportChange({run:i,tag:n})}onReportChange(n){let r=this.ref,i={...r,...n},s=i.run!==r.run||i.tag!==r.tag;s&&(i={...i,step:null},this.runs&&(i=Of(i,this.runs)?.ref??i),this.kindOfRef(i)!==this.kindOfRef(r)&&this.resetViewState()),this.setRef(i),s&&this.loadSteps()}onViewParams(n){this.mode==="report"?this.viewState=n:this.modeState={...this.modeState,[this.mode]:n},this.writeHash()}willUpdate(n){if(n.has("ref")){let{run:r,tag:i,step:s}=this.ref,o=this.resolved;r===null||i===null?this.resolved=null:(!o||o.run!==r||o.tag!==i||o.step!==s)&&(this.resolved={run:r,tag:i,step:s})}this.status=this.shellStatus==="ready"?this.viewStatus:this.shellStatus}renderEmpty(){let r=`import tb_fairness

with tb_fairness.FileWriter("LOGDIR/my_model") as w:
${Wr.map(i=>i.example.replace(/^/gm,"    ")).join(`
`)}`;return g`<div class="message" role="status">
      ${this.unknownKinds.length?g`<h2>No fairness reports this tab can show</h2>
            <p>
              The logdir holds fairness reports of kinds this version of the tab does not show:
              ${this.unknownKinds.join(", ")}.
            </p>`:g`<h2>No fairness reports in this logdir</h2>`}
      <ul>
        ${Wr.map(i=>g`<li>${i.hint()}</li>`)}
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
      </button>`,r=this.ref,i=this.tags?dk(this.tags.runs,Wr.map(s=>s.kind)):[];return g`<div class="modes">
      <div role="tablist" aria-label="Mode">
        ${n("report","Report","One report: the run, tag and step picked")}
        ${n("compare","Compare","Two reports of one tag side by side: two runs (models) or two steps (checkpoints)")}
        ${n("trend","Trends","Headline numbers over steps, several runs overlaid")}
      </div>
      ${this.mode==="report"?C:g`<label class="field">
            <span class="name">Tag</span>
            <select name="mode-tag" @change=${s=>this.onTagChange(s.target.value)}>
              ${i.map(s=>g`<option .value=${s} .selected=${s===r.tag}>${s}</option>`)}
            </select>
          </label>`}
    </div>`}modeProps(n,r){let i=this.tags?fk(this.tags.runs,n,r):[],s=JSON.stringify(i);s!==this.modeRuns.key&&(this.modeRuns={key:s,runs:i});let o=ck(this.viewState,lt,Ub(this.declaration(r))),a=JSON.stringify(o);return a!==this.modeOptions.key&&(this.modeOptions={key:a,options:o}),{runs:this.modeRuns.runs,options:this.modeOptions.options}}renderMode(){let n=this.resolved;if(!n||!this.runs)return C;let r=this.kindOfRef(n),i=Bl(Wr,r);if(!i||r===null)return g`<div class="message error" role="alert">No view shows reports of kind ${r}.</div>`;let{runs:s,options:o}=this.modeProps(n.tag,r);return this.mode==="compare"?g`<fairness-compare
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
    ></fairness-trend>`}renderView(){let n=this.resolved;if(!n||!this.runs)return C;let r=this.kindOfRef(n),i=Bl(Wr,r);if(!i)return g`<div class="message error" role="alert">No view shows reports of kind ${r}.</div>`;let s=g`<fairness-report-picker
      slot="report"
      .runs=${this.runs}
      .ref=${this.ref}
      .steps=${this.steps}
      .kindTitle=${(o,a)=>{let l=this.tags?.runs[o]?.[a]?.kind??"";return`${Bl(Wr,l)?.title??l} report`}}
    ></fairness-report-picker>`;return i.render({report:n,info:this.tags?.runs[n.run]?.[n.tag]??null,declaration:this.declaration(r),params:this.mountParams},s)}render(){if(this.shellStatus==="empty")return this.renderEmpty();let n=this.status==="loading";return g`
      ${n?g`<div class="bar" role="progressbar" aria-label="Loading"></div>`:C}
      ${this.runs===null&&this.shellStatus==="loading"?g`<div class="loading">Loading reports…</div>`:C}
      ${this.shellStatus==="error"?this.renderError():C}
      <div
        class="view"
        style="display: contents"
        @report-change=${r=>this.onReportChange(r.detail)}
        @view-status=${r=>this.viewStatus=r.detail}
        @view-params=${r=>this.onViewParams(r.detail)}
        @open-report=${r=>this.onOpenReport(r.detail)}
      >
        ${this.runs?this.renderTabs():C}
        ${this.mode==="report"?this.renderView():this.renderMode()}
      </div>
    `}};Zi.properties={ref:{state:!0},mode:{state:!0},runs:{state:!0},steps:{state:!0},shellStatus:{state:!0},viewStatus:{state:!0},error:{state:!0},status:{reflect:!0,attribute:"data-status"}},Zi.styles=[ee,st,rt,K`
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
    `];customElements.define("fairness-app",Zi);function vq(){if(document.querySelector("fairness-app"))return;let e=document.createElement("style");e.textContent="html, body { height: 100%; margin: 0; }",document.head.appendChild(e),document.body.appendChild(new Zi)}export{vq as render};
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
