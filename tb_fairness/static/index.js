// tb-fairness frontend bundle. GENERATED from frontend/src by `npm run build`: do not edit.
var sP=Object.defineProperty;var Zp=(e,t,n)=>()=>{if(n)throw n[0];try{return e&&(t=e(e=0)),t}catch(r){throw n=[r],r}};var oP=(e,t)=>{for(var n in t)sP(e,n,{get:t[n],enumerable:!0})};var gu,BC=Zp(()=>{gu=class{constructor(t){this._map=new Map,this._roundAverageSize=!1,this.totalSize=0,t?.roundAverageSize===!0&&(this._roundAverageSize=!0)}set(t,n){let r=this._map.get(t)||0;this._map.set(t,n),this.totalSize+=n-r}get averageSize(){if(this._map.size>0){let t=this.totalSize/this._map.size;return this._roundAverageSize?Math.round(t):t}return 0}getSize(t){return this._map.get(t)}clear(){this._map.clear(),this.totalSize=0}}});function Cv(e){return e==="horizontal"?"width":"height"}var pp,zC=Zp(()=>{pp=class{_getDefaultConfig(){return{direction:"vertical"}}constructor(t,n){this._latestCoords={left:0,top:0},this._direction=null,this._viewportSize={width:0,height:0},this.totalScrollSize={width:0,height:0},this.offsetWithinScroller={left:0,top:0},this._pendingReflow=!1,this._pendingLayoutUpdate=!1,this._pin=null,this._firstVisible=0,this._lastVisible=0,this._physicalMin=0,this._physicalMax=0,this._first=-1,this._last=-1,this._sizeDim="height",this._secondarySizeDim="width",this._positionDim="top",this._secondaryPositionDim="left",this._scrollPosition=0,this._scrollError=0,this._items=[],this._scrollSize=1,this._overhang=1e3,this._hostSink=t,Promise.resolve().then(()=>this.config=n||this._getDefaultConfig())}set config(t){Object.assign(this,Object.assign({},this._getDefaultConfig(),t))}get config(){return{direction:this.direction}}get items(){return this._items}set items(t){this._setItems(t)}_setItems(t){t!==this._items&&(this._items=t,this._scheduleReflow())}get direction(){return this._direction}set direction(t){t=t==="horizontal"?t:"vertical",t!==this._direction&&(this._direction=t,this._sizeDim=t==="horizontal"?"width":"height",this._secondarySizeDim=t==="horizontal"?"height":"width",this._positionDim=t==="horizontal"?"left":"top",this._secondaryPositionDim=t==="horizontal"?"top":"left",this._triggerReflow())}get viewportSize(){return this._viewportSize}set viewportSize(t){let{_viewDim1:n,_viewDim2:r}=this;Object.assign(this._viewportSize,t),r!==this._viewDim2?this._scheduleLayoutUpdate():n!==this._viewDim1&&this._checkThresholds()}get viewportScroll(){return this._latestCoords}set viewportScroll(t){Object.assign(this._latestCoords,t);let n=this._scrollPosition;this._scrollPosition=this._latestCoords[this._positionDim],Math.abs(n-this._scrollPosition)>=1&&this._checkThresholds()}reflowIfNeeded(t=!1){(t||this._pendingReflow)&&(this._pendingReflow=!1,this._reflow())}set pin(t){this._pin=t,this._triggerReflow()}get pin(){if(this._pin!==null){let{index:t,block:n}=this._pin;return{index:Math.max(0,Math.min(t,this.items.length-1)),block:n}}return null}_clampScrollPosition(t){return Math.max(-this.offsetWithinScroller[this._positionDim],Math.min(t,this.totalScrollSize[Cv(this.direction)]-this._viewDim1))}unpin(){this._pin!==null&&(this._sendUnpinnedMessage(),this._pin=null)}_updateLayout(){}get _viewDim1(){return this._viewportSize[this._sizeDim]}get _viewDim2(){return this._viewportSize[this._secondarySizeDim]}_scheduleReflow(){this._pendingReflow=!0}_scheduleLayoutUpdate(){this._pendingLayoutUpdate=!0,this._scheduleReflow()}_triggerReflow(){this._scheduleLayoutUpdate(),Promise.resolve().then(()=>this.reflowIfNeeded())}_reflow(){this._pendingLayoutUpdate&&(this._updateLayout(),this._pendingLayoutUpdate=!1),this._updateScrollSize(),this._setPositionFromPin(),this._getActiveItems(),this._updateVisibleIndices(),this._sendStateChangedMessage()}_setPositionFromPin(){if(this.pin!==null){let t=this._scrollPosition,{index:n,block:r}=this.pin;this._scrollPosition=this._calculateScrollIntoViewPosition({index:n,block:r||"start"})-this.offsetWithinScroller[this._positionDim],this._scrollError=t-this._scrollPosition}}_calculateScrollIntoViewPosition(t){let{block:n}=t,r=Math.min(this.items.length,Math.max(0,t.index)),i=this._getItemPosition(r)[this._positionDim],s=i;if(n!=="start"){let o=this._getItemSize(r)[this._sizeDim];if(n==="center")s=i-.5*this._viewDim1+.5*o;else{let a=i-this._viewDim1+o;if(n==="end")s=a;else{let l=this._scrollPosition;s=Math.abs(l-i)<Math.abs(l-a)?i:a}}}return s+=this.offsetWithinScroller[this._positionDim],this._clampScrollPosition(s)}getScrollIntoViewCoordinates(t){return{[this._positionDim]:this._calculateScrollIntoViewPosition(t)}}_sendUnpinnedMessage(){this._hostSink({type:"unpinned"})}_sendVisibilityChangedMessage(){this._hostSink({type:"visibilityChanged",firstVisible:this._firstVisible,lastVisible:this._lastVisible})}_sendStateChangedMessage(){let t=new Map;if(this._first!==-1&&this._last!==-1)for(let r=this._first;r<=this._last;r++)t.set(r,this._getItemPosition(r));let n={type:"stateChanged",scrollSize:{[this._sizeDim]:this._scrollSize,[this._secondarySizeDim]:null},range:{first:this._first,last:this._last,firstVisible:this._firstVisible,lastVisible:this._lastVisible},childPositions:t};this._scrollError&&(n.scrollError={[this._positionDim]:this._scrollError,[this._secondaryPositionDim]:0},this._scrollError=0),this._hostSink(n)}get _num(){return this._first===-1||this._last===-1?0:this._last-this._first+1}_checkThresholds(){if(this._viewDim1===0&&this._num>0||this._pin!==null)this._scheduleReflow();else{let t=Math.max(0,this._scrollPosition-this._overhang),n=Math.min(this._scrollSize,this._scrollPosition+this._viewDim1+this._overhang);this._physicalMin>t||this._physicalMax<n?this._scheduleReflow():this._updateVisibleIndices({emit:!0})}}_updateVisibleIndices(t){if(this._first===-1||this._last===-1)return;let n=this._first;for(;n<this._last&&Math.round(this._getItemPosition(n)[this._positionDim]+this._getItemSize(n)[this._sizeDim])<=Math.round(this._scrollPosition);)n++;let r=this._last;for(;r>this._first&&Math.round(this._getItemPosition(r)[this._positionDim])>=Math.round(this._scrollPosition+this._viewDim1);)r--;(n!==this._firstVisible||r!==this._lastVisible)&&(this._firstVisible=n,this._lastVisible=r,t&&t.emit&&this._sendVisibilityChangedMessage())}}});var FC={};oP(FC,{FlowLayout:()=>Ca,flow:()=>bN});function HC(e){return e==="horizontal"?"marginLeft":"marginTop"}function yN(e){return e==="horizontal"?"marginRight":"marginBottom"}function vN(e){return e==="horizontal"?"xOffset":"yOffset"}function wN(e,t){let n=[e,t].sort();return n[1]<=0?Math.min(...n):n[0]>=0?Math.max(...n):n[0]+n[1]}var bN,Mv,Ca,Ev=Zp(()=>{BC();zC();bN=e=>Object.assign({type:Ca},e);Mv=class{constructor(){this._childSizeCache=new gu,this._marginSizeCache=new gu,this._metricsCache=new Map}update(t,n){let r=new Set;Object.keys(t).forEach(i=>{let s=Number(i);this._metricsCache.set(s,t[s]),this._childSizeCache.set(s,t[s][Cv(n)]),r.add(s),r.add(s+1)});for(let i of r){let s=this._metricsCache.get(i)?.[HC(n)]||0,o=this._metricsCache.get(i-1)?.[yN(n)]||0;this._marginSizeCache.set(i,wN(s,o))}}get averageChildSize(){return this._childSizeCache.averageSize}get totalChildSize(){return this._childSizeCache.totalSize}get averageMarginSize(){return this._marginSizeCache.averageSize}get totalMarginSize(){return this._marginSizeCache.totalSize}getLeadingMarginValue(t,n){return this._metricsCache.get(t)?.[HC(n)]||0}getChildSize(t){return this._childSizeCache.getSize(t)}getMarginSize(t){return this._marginSizeCache.getSize(t)}clear(){this._childSizeCache.clear(),this._marginSizeCache.clear(),this._metricsCache.clear()}},Ca=class extends pp{constructor(){super(...arguments),this._itemSize={width:100,height:100},this._physicalItems=new Map,this._newPhysicalItems=new Map,this._metricsCache=new Mv,this._anchorIdx=null,this._anchorPos=null,this._stable=!0,this._measureChildren=!0,this._estimate=!0}get measureChildren(){return this._measureChildren}updateItemSizes(t){this._metricsCache.update(t,this.direction),this._scheduleReflow()}_getPhysicalItem(t){return this._newPhysicalItems.get(t)??this._physicalItems.get(t)}_getSize(t){return this._getPhysicalItem(t)&&this._metricsCache.getChildSize(t)}_getAverageSize(){return this._metricsCache.averageChildSize||this._itemSize[this._sizeDim]}_estimatePosition(t){let n=this._metricsCache;if(this._first===-1||this._last===-1)return n.averageMarginSize+t*(n.averageMarginSize+this._getAverageSize());if(t<this._first){let r=this._first-t;return this._getPhysicalItem(this._first).pos-(n.getMarginSize(this._first-1)||n.averageMarginSize)-(r*n.averageChildSize+(r-1)*n.averageMarginSize)}else{let r=t-this._last;return this._getPhysicalItem(this._last).pos+(n.getChildSize(this._last)||n.averageChildSize)+(n.getMarginSize(this._last)||n.averageMarginSize)+r*(n.averageChildSize+n.averageMarginSize)}}_getPosition(t){let n=this._getPhysicalItem(t),{averageMarginSize:r}=this._metricsCache;return t===0?this._metricsCache.getMarginSize(0)??r:n?n.pos:this._estimatePosition(t)}_calculateAnchor(t,n){return t<=0?0:n>this._scrollSize-this._viewDim1?this.items.length-1:Math.max(0,Math.min(this.items.length-1,Math.floor((t+n)/2/this._delta)))}_getAnchor(t,n){if(this._physicalItems.size===0)return this._calculateAnchor(t,n);if(this._first<0)return this._calculateAnchor(t,n);if(this._last<0)return this._calculateAnchor(t,n);let r=this._getPhysicalItem(this._first),i=this._getPhysicalItem(this._last),s=r.pos;if(i.pos+this._metricsCache.getChildSize(this._last)<t)return this._calculateAnchor(t,n);if(s>n)return this._calculateAnchor(t,n);let l=this._firstVisible-1,u=-1/0;for(;u<t;)u=this._getPhysicalItem(++l).pos+this._metricsCache.getChildSize(l);return l}_getActiveItems(){this._viewDim1===0||this.items.length===0?this._clearItems():this._getItems()}_clearItems(){this._first=-1,this._last=-1,this._physicalMin=0,this._physicalMax=0;let t=this._newPhysicalItems;this._newPhysicalItems=this._physicalItems,this._newPhysicalItems.clear(),this._physicalItems=t,this._stable=!0}_getItems(){let t=this._newPhysicalItems;this._stable=!0;let n,r;if(this.pin!==null){let{index:u}=this.pin;this._anchorIdx=u,this._anchorPos=this._getPosition(u)}if(n=this._scrollPosition-this._overhang,r=this._scrollPosition+this._viewDim1+this._overhang,r<0||n>this._scrollSize){this._clearItems();return}(this._anchorIdx===null||this._anchorPos===null)&&(this._anchorIdx=this._getAnchor(n,r),this._anchorPos=this._getPosition(this._anchorIdx));let i=this._getSize(this._anchorIdx);i===void 0&&(this._stable=!1,i=this._getAverageSize());let s=this._metricsCache.getMarginSize(this._anchorIdx)??this._metricsCache.averageMarginSize,o=this._metricsCache.getMarginSize(this._anchorIdx+1)??this._metricsCache.averageMarginSize;this._anchorIdx===0&&(this._anchorPos=s),this._anchorIdx===this.items.length-1&&(this._anchorPos=this._scrollSize-o-i);let a=0;for(this._anchorPos+i+o<n&&(a=n-(this._anchorPos+i+o)),this._anchorPos-s>r&&(a=r-(this._anchorPos-s)),a&&(this._scrollPosition-=a,n-=a,r-=a,this._scrollError+=a),t.set(this._anchorIdx,{pos:this._anchorPos,size:i}),this._first=this._last=this._anchorIdx,this._physicalMin=this._anchorPos-s,this._physicalMax=this._anchorPos+i+o;this._physicalMin>n&&this._first>0;){let u=this._getSize(--this._first);u===void 0&&(this._stable=!1,u=this._getAverageSize());let c=this._metricsCache.getMarginSize(this._first);c===void 0&&(this._stable=!1,c=this._metricsCache.averageMarginSize),this._physicalMin-=u;let f=this._physicalMin;if(t.set(this._first,{pos:f,size:u}),this._physicalMin-=c,this._stable===!1&&this._estimate===!1)break}for(;this._physicalMax<r&&this._last<this.items.length-1;){let u=this._getSize(++this._last);u===void 0&&(this._stable=!1,u=this._getAverageSize());let c=this._metricsCache.getMarginSize(this._last);c===void 0&&(this._stable=!1,c=this._metricsCache.averageMarginSize);let f=this._physicalMax;if(t.set(this._last,{pos:f,size:u}),this._physicalMax+=u+c,!this._stable&&!this._estimate)break}let l=this._calculateError();l&&(this._physicalMin-=l,this._physicalMax-=l,this._anchorPos-=l,this._scrollPosition-=l,t.forEach(u=>u.pos-=l),this._scrollError+=l),this._stable&&(this._newPhysicalItems=this._physicalItems,this._newPhysicalItems.clear(),this._physicalItems=t)}_calculateError(){return this._first===0?this._physicalMin:this._physicalMin<=0?this._physicalMin-this._first*this._delta:this._last===this.items.length-1?this._physicalMax-this._scrollSize:this._physicalMax>=this._scrollSize?this._physicalMax-this._scrollSize+(this.items.length-1-this._last)*this._delta:0}_reflow(){let{_first:t,_last:n}=this;super._reflow(),(this._first===-1&&this._last==-1||this._first===t&&this._last===n)&&this._resetReflowState()}_resetReflowState(){this._anchorIdx=null,this._anchorPos=null,this._stable=!0}_updateScrollSize(){let{averageMarginSize:t}=this._metricsCache;this._scrollSize=Math.max(1,this.items.length*(t+this._getAverageSize())+t)}get _delta(){let{averageMarginSize:t}=this._metricsCache;return this._getAverageSize()+t}_getItemPosition(t){return{[this._positionDim]:this._getPosition(t),[this._secondaryPositionDim]:0,[vN(this.direction)]:-(this._metricsCache.getLeadingMarginValue(t,this.direction)??this._metricsCache.averageMarginSize)}}_getItemSize(t){return{[this._sizeDim]:this._getSize(t)||this._getAverageSize(),[this._secondarySizeDim]:this._itemSize[this._secondarySizeDim]}}_viewDim2Changed(){this._metricsCache.clear(),this._scheduleReflow()}}});var ic=globalThis,sc=ic.ShadowRoot&&(ic.ShadyCSS===void 0||ic.ShadyCSS.nativeShadow)&&"adoptedStyleSheets"in Document.prototype&&"replace"in CSSStyleSheet.prototype,Qp=Symbol(),H0=new WeakMap,Ga=class{constructor(t,n,r){if(this._$cssResult$=!0,r!==Qp)throw Error("CSSResult is not constructable. Use `unsafeCSS` or `css` instead.");this.cssText=t,this.t=n}get styleSheet(){let t=this.o,n=this.t;if(sc&&t===void 0){let r=n!==void 0&&n.length===1;r&&(t=H0.get(n)),t===void 0&&((this.o=t=new CSSStyleSheet).replaceSync(this.cssText),r&&H0.set(n,t))}return t}toString(){return this.cssText}},rt=e=>new Ga(typeof e=="string"?e:e+"",void 0,Qp),H=(e,...t)=>{let n=e.length===1?e[0]:t.reduce((r,i,s)=>r+(o=>{if(o._$cssResult$===!0)return o.cssText;if(typeof o=="number")return o;throw Error("Value passed to 'css' function must be a 'css' function result: "+o+". Use 'unsafeCSS' to pass non-literal values, but take care to ensure page security.")})(i)+e[s+1],e[0]);return new Ga(n,e,Qp)},F0=(e,t)=>{if(sc)e.adoptedStyleSheets=t.map(n=>n instanceof CSSStyleSheet?n:n.styleSheet);else for(let n of t){let r=document.createElement("style"),i=ic.litNonce;i!==void 0&&r.setAttribute("nonce",i),r.textContent=n.cssText,e.appendChild(r)}},eh=sc?e=>e:e=>e instanceof CSSStyleSheet?(t=>{let n="";for(let r of t.cssRules)n+=r.cssText;return rt(n)})(e):e;var{is:aP,defineProperty:lP,getOwnPropertyDescriptor:uP,getOwnPropertyNames:cP,getOwnPropertySymbols:fP,getPrototypeOf:dP}=Object,oc=globalThis,V0=oc.trustedTypes,pP=V0?V0.emptyScript:"",hP=oc.reactiveElementPolyfillSupport,Ya=(e,t)=>e,Xa={toAttribute(e,t){switch(t){case Boolean:e=e?pP:null;break;case Object:case Array:e=e==null?e:JSON.stringify(e)}return e},fromAttribute(e,t){let n=e;switch(t){case Boolean:n=e!==null;break;case Number:n=e===null?null:Number(e);break;case Object:case Array:try{n=JSON.parse(e)}catch{n=null}}return n}},ac=(e,t)=>!aP(e,t),K0={attribute:!0,type:String,converter:Xa,reflect:!1,useDefault:!1,hasChanged:ac};Symbol.metadata??=Symbol("metadata"),oc.litPropertyMetadata??=new WeakMap;var Or=class extends HTMLElement{static addInitializer(t){this._$Ei(),(this.l??=[]).push(t)}static get observedAttributes(){return this.finalize(),this._$Eh&&[...this._$Eh.keys()]}static createProperty(t,n=K0){if(n.state&&(n.attribute=!1),this._$Ei(),this.prototype.hasOwnProperty(t)&&((n=Object.create(n)).wrapped=!0),this.elementProperties.set(t,n),!n.noAccessor){let r=Symbol(),i=this.getPropertyDescriptor(t,r,n);i!==void 0&&lP(this.prototype,t,i)}}static getPropertyDescriptor(t,n,r){let{get:i,set:s}=uP(this.prototype,t)??{get(){return this[n]},set(o){this[n]=o}};return{get:i,set(o){let a=i?.call(this);s?.call(this,o),this.requestUpdate(t,a,r)},configurable:!0,enumerable:!0}}static getPropertyOptions(t){return this.elementProperties.get(t)??K0}static _$Ei(){if(this.hasOwnProperty(Ya("elementProperties")))return;let t=dP(this);t.finalize(),t.l!==void 0&&(this.l=[...t.l]),this.elementProperties=new Map(t.elementProperties)}static finalize(){if(this.hasOwnProperty(Ya("finalized")))return;if(this.finalized=!0,this._$Ei(),this.hasOwnProperty(Ya("properties"))){let n=this.properties,r=[...cP(n),...fP(n)];for(let i of r)this.createProperty(i,n[i])}let t=this[Symbol.metadata];if(t!==null){let n=litPropertyMetadata.get(t);if(n!==void 0)for(let[r,i]of n)this.elementProperties.set(r,i)}this._$Eh=new Map;for(let[n,r]of this.elementProperties){let i=this._$Eu(n,r);i!==void 0&&this._$Eh.set(i,n)}this.elementStyles=this.finalizeStyles(this.styles)}static finalizeStyles(t){let n=[];if(Array.isArray(t)){let r=new Set(t.flat(1/0).reverse());for(let i of r)n.unshift(eh(i))}else t!==void 0&&n.push(eh(t));return n}static _$Eu(t,n){let r=n.attribute;return r===!1?void 0:typeof r=="string"?r:typeof t=="string"?t.toLowerCase():void 0}constructor(){super(),this._$Ep=void 0,this.isUpdatePending=!1,this.hasUpdated=!1,this._$Em=null,this._$Ev()}_$Ev(){this._$ES=new Promise(t=>this.enableUpdating=t),this._$AL=new Map,this._$E_(),this.requestUpdate(),this.constructor.l?.forEach(t=>t(this))}addController(t){(this._$EO??=new Set).add(t),this.renderRoot!==void 0&&this.isConnected&&t.hostConnected?.()}removeController(t){this._$EO?.delete(t)}_$E_(){let t=new Map,n=this.constructor.elementProperties;for(let r of n.keys())this.hasOwnProperty(r)&&(t.set(r,this[r]),delete this[r]);t.size>0&&(this._$Ep=t)}createRenderRoot(){let t=this.shadowRoot??this.attachShadow(this.constructor.shadowRootOptions);return F0(t,this.constructor.elementStyles),t}connectedCallback(){this.renderRoot??=this.createRenderRoot(),this.enableUpdating(!0),this._$EO?.forEach(t=>t.hostConnected?.())}enableUpdating(t){}disconnectedCallback(){this._$EO?.forEach(t=>t.hostDisconnected?.())}attributeChangedCallback(t,n,r){this._$AK(t,r)}_$ET(t,n){let r=this.constructor.elementProperties.get(t),i=this.constructor._$Eu(t,r);if(i!==void 0&&r.reflect===!0){let s=(r.converter?.toAttribute!==void 0?r.converter:Xa).toAttribute(n,r.type);this._$Em=t,s==null?this.removeAttribute(i):this.setAttribute(i,s),this._$Em=null}}_$AK(t,n){let r=this.constructor,i=r._$Eh.get(t);if(i!==void 0&&this._$Em!==i){let s=r.getPropertyOptions(i),o=typeof s.converter=="function"?{fromAttribute:s.converter}:s.converter?.fromAttribute!==void 0?s.converter:Xa;this._$Em=i;let a=o.fromAttribute(n,s.type);this[i]=a??this._$Ej?.get(i)??a,this._$Em=null}}requestUpdate(t,n,r,i=!1,s){if(t!==void 0){let o=this.constructor;if(i===!1&&(s=this[t]),r??=o.getPropertyOptions(t),!((r.hasChanged??ac)(s,n)||r.useDefault&&r.reflect&&s===this._$Ej?.get(t)&&!this.hasAttribute(o._$Eu(t,r))))return;this.C(t,n,r)}this.isUpdatePending===!1&&(this._$ES=this._$EP())}C(t,n,{useDefault:r,reflect:i,wrapped:s},o){r&&!(this._$Ej??=new Map).has(t)&&(this._$Ej.set(t,o??n??this[t]),s!==!0||o!==void 0)||(this._$AL.has(t)||(this.hasUpdated||r||(n=void 0),this._$AL.set(t,n)),i===!0&&this._$Em!==t&&(this._$Eq??=new Set).add(t))}async _$EP(){this.isUpdatePending=!0;try{await this._$ES}catch(n){Promise.reject(n)}let t=this.scheduleUpdate();return t!=null&&await t,!this.isUpdatePending}scheduleUpdate(){return this.performUpdate()}performUpdate(){if(!this.isUpdatePending)return;if(!this.hasUpdated){if(this.renderRoot??=this.createRenderRoot(),this._$Ep){for(let[i,s]of this._$Ep)this[i]=s;this._$Ep=void 0}let r=this.constructor.elementProperties;if(r.size>0)for(let[i,s]of r){let{wrapped:o}=s,a=this[i];o!==!0||this._$AL.has(i)||a===void 0||this.C(i,void 0,s,a)}}let t=!1,n=this._$AL;try{t=this.shouldUpdate(n),t?(this.willUpdate(n),this._$EO?.forEach(r=>r.hostUpdate?.()),this.update(n)):this._$EM()}catch(r){throw t=!1,this._$EM(),r}t&&this._$AE(n)}willUpdate(t){}_$AE(t){this._$EO?.forEach(n=>n.hostUpdated?.()),this.hasUpdated||(this.hasUpdated=!0,this.firstUpdated(t)),this.updated(t)}_$EM(){this._$AL=new Map,this.isUpdatePending=!1}get updateComplete(){return this.getUpdateComplete()}getUpdateComplete(){return this._$ES}shouldUpdate(t){return!0}update(t){this._$Eq&&=this._$Eq.forEach(n=>this._$ET(n,this[n])),this._$EM()}updated(t){}firstUpdated(t){}};Or.elementStyles=[],Or.shadowRootOptions={mode:"open"},Or[Ya("elementProperties")]=new Map,Or[Ya("finalized")]=new Map,hP?.({ReactiveElement:Or}),(oc.reactiveElementVersions??=[]).push("2.1.2");var nh=globalThis,j0=e=>e,lc=nh.trustedTypes,q0=lc?lc.createPolicy("lit-html",{createHTML:e=>e}):void 0,rh="$lit$",Nr=`lit$${Math.random().toFixed(9).slice(2)}$`,ih="?"+Nr,mP=`<${ih}>`,ss=document,Za=()=>ss.createComment(""),Qa=e=>e===null||typeof e!="object"&&typeof e!="function",sh=Array.isArray,J0=e=>sh(e)||typeof e?.[Symbol.iterator]=="function",th=`[ 	
\f\r]`,Ja=/<(?:(!--|\/[^a-zA-Z])|(\/?[a-zA-Z][^>\s]*)|(\/?$))/g,U0=/-->/g,W0=/>/g,rs=RegExp(`>|${th}(?:([^\\s"'>=/]+)(${th}*=${th}*(?:[^ 	
\f\r"'\`<>=]|("|')|))|$)`,"g"),G0=/'/g,Y0=/"/g,Z0=/^(?:script|style|textarea|title)$/i,oh=e=>(t,...n)=>({_$litType$:e,strings:t,values:n}),m=oh(1),hI=oh(2),mI=oh(3),Tt=Symbol.for("lit-noChange"),w=Symbol.for("lit-nothing"),X0=new WeakMap,is=ss.createTreeWalker(ss,129);function Q0(e,t){if(!sh(e)||!e.hasOwnProperty("raw"))throw Error("invalid template strings array");return q0!==void 0?q0.createHTML(t):t}var ew=(e,t)=>{let n=e.length-1,r=[],i,s=t===2?"<svg>":t===3?"<math>":"",o=Ja;for(let a=0;a<n;a++){let l=e[a],u,c,f=-1,d=0;for(;d<l.length&&(o.lastIndex=d,c=o.exec(l),c!==null);)d=o.lastIndex,o===Ja?c[1]==="!--"?o=U0:c[1]!==void 0?o=W0:c[2]!==void 0?(Z0.test(c[2])&&(i=RegExp("</"+c[2],"g")),o=rs):c[3]!==void 0&&(o=rs):o===rs?c[0]===">"?(o=i??Ja,f=-1):c[1]===void 0?f=-2:(f=o.lastIndex-c[2].length,u=c[1],o=c[3]===void 0?rs:c[3]==='"'?Y0:G0):o===Y0||o===G0?o=rs:o===U0||o===W0?o=Ja:(o=rs,i=void 0);let p=o===rs&&e[a+1].startsWith("/>")?" ":"";s+=o===Ja?l+mP:f>=0?(r.push(u),l.slice(0,f)+rh+l.slice(f)+Nr+p):l+Nr+(f===-2?a:p)}return[Q0(e,s+(e[n]||"<?>")+(t===2?"</svg>":t===3?"</math>":"")),r]},el=class e{constructor({strings:t,_$litType$:n},r){let i;this.parts=[];let s=0,o=0,a=t.length-1,l=this.parts,[u,c]=ew(t,n);if(this.el=e.createElement(u,r),is.currentNode=this.el.content,n===2||n===3){let f=this.el.content.firstChild;f.replaceWith(...f.childNodes)}for(;(i=is.nextNode())!==null&&l.length<a;){if(i.nodeType===1){if(i.hasAttributes())for(let f of i.getAttributeNames())if(f.endsWith(rh)){let d=c[o++],p=i.getAttribute(f).split(Nr),h=/([.?@])?(.*)/.exec(d);l.push({type:1,index:s,name:h[2],strings:p,ctor:h[1]==="."?cc:h[1]==="?"?fc:h[1]==="@"?dc:as}),i.removeAttribute(f)}else f.startsWith(Nr)&&(l.push({type:6,index:s}),i.removeAttribute(f));if(Z0.test(i.tagName)){let f=i.textContent.split(Nr),d=f.length-1;if(d>0){i.textContent=lc?lc.emptyScript:"";for(let p=0;p<d;p++)i.append(f[p],Za()),is.nextNode(),l.push({type:2,index:++s});i.append(f[d],Za())}}}else if(i.nodeType===8)if(i.data===ih)l.push({type:2,index:s});else{let f=-1;for(;(f=i.data.indexOf(Nr,f+1))!==-1;)l.push({type:7,index:s}),f+=Nr.length-1}s++}}static createElement(t,n){let r=ss.createElement("template");return r.innerHTML=t,r}};function os(e,t,n=e,r){if(t===Tt)return t;let i=r!==void 0?n._$Co?.[r]:n._$Cl,s=Qa(t)?void 0:t._$litDirective$;return i?.constructor!==s&&(i?._$AO?.(!1),s===void 0?i=void 0:(i=new s(e),i._$AT(e,n,r)),r!==void 0?(n._$Co??=[])[r]=i:n._$Cl=i),i!==void 0&&(t=os(e,i._$AS(e,t.values),i,r)),t}var uc=class{constructor(t,n){this._$AV=[],this._$AN=void 0,this._$AD=t,this._$AM=n}get parentNode(){return this._$AM.parentNode}get _$AU(){return this._$AM._$AU}u(t){let{el:{content:n},parts:r}=this._$AD,i=(t?.creationScope??ss).importNode(n,!0);is.currentNode=i;let s=is.nextNode(),o=0,a=0,l=r[0];for(;l!==void 0;){if(o===l.index){let u;l.type===2?u=new oo(s,s.nextSibling,this,t):l.type===1?u=new l.ctor(s,l.name,l.strings,this,t):l.type===6&&(u=new pc(s,this,t)),this._$AV.push(u),l=r[++a]}o!==l?.index&&(s=is.nextNode(),o++)}return is.currentNode=ss,i}p(t){let n=0;for(let r of this._$AV)r!==void 0&&(r.strings!==void 0?(r._$AI(t,r,n),n+=r.strings.length-2):r._$AI(t[n])),n++}},oo=class e{get _$AU(){return this._$AM?._$AU??this._$Cv}constructor(t,n,r,i){this.type=2,this._$AH=w,this._$AN=void 0,this._$AA=t,this._$AB=n,this._$AM=r,this.options=i,this._$Cv=i?.isConnected??!0}get parentNode(){let t=this._$AA.parentNode,n=this._$AM;return n!==void 0&&t?.nodeType===11&&(t=n.parentNode),t}get startNode(){return this._$AA}get endNode(){return this._$AB}_$AI(t,n=this){t=os(this,t,n),Qa(t)?t===w||t==null||t===""?(this._$AH!==w&&this._$AR(),this._$AH=w):t!==this._$AH&&t!==Tt&&this._(t):t._$litType$!==void 0?this.$(t):t.nodeType!==void 0?this.T(t):J0(t)?this.k(t):this._(t)}O(t){return this._$AA.parentNode.insertBefore(t,this._$AB)}T(t){this._$AH!==t&&(this._$AR(),this._$AH=this.O(t))}_(t){this._$AH!==w&&Qa(this._$AH)?this._$AA.nextSibling.data=t:this.T(ss.createTextNode(t)),this._$AH=t}$(t){let{values:n,_$litType$:r}=t,i=typeof r=="number"?this._$AC(t):(r.el===void 0&&(r.el=el.createElement(Q0(r.h,r.h[0]),this.options)),r);if(this._$AH?._$AD===i)this._$AH.p(n);else{let s=new uc(i,this),o=s.u(this.options);s.p(n),this.T(o),this._$AH=s}}_$AC(t){let n=X0.get(t.strings);return n===void 0&&X0.set(t.strings,n=new el(t)),n}k(t){sh(this._$AH)||(this._$AH=[],this._$AR());let n=this._$AH,r,i=0;for(let s of t)i===n.length?n.push(r=new e(this.O(Za()),this.O(Za()),this,this.options)):r=n[i],r._$AI(s),i++;i<n.length&&(this._$AR(r&&r._$AB.nextSibling,i),n.length=i)}_$AR(t=this._$AA.nextSibling,n){for(this._$AP?.(!1,!0,n);t!==this._$AB;){let r=j0(t).nextSibling;j0(t).remove(),t=r}}setConnected(t){this._$AM===void 0&&(this._$Cv=t,this._$AP?.(t))}},as=class{get tagName(){return this.element.tagName}get _$AU(){return this._$AM._$AU}constructor(t,n,r,i,s){this.type=1,this._$AH=w,this._$AN=void 0,this.element=t,this.name=n,this._$AM=i,this.options=s,r.length>2||r[0]!==""||r[1]!==""?(this._$AH=Array(r.length-1).fill(new String),this.strings=r):this._$AH=w}_$AI(t,n=this,r,i){let s=this.strings,o=!1;if(s===void 0)t=os(this,t,n,0),o=!Qa(t)||t!==this._$AH&&t!==Tt,o&&(this._$AH=t);else{let a=t,l,u;for(t=s[0],l=0;l<s.length-1;l++)u=os(this,a[r+l],n,l),u===Tt&&(u=this._$AH[l]),o||=!Qa(u)||u!==this._$AH[l],u===w?t=w:t!==w&&(t+=(u??"")+s[l+1]),this._$AH[l]=u}o&&!i&&this.j(t)}j(t){t===w?this.element.removeAttribute(this.name):this.element.setAttribute(this.name,t??"")}},cc=class extends as{constructor(){super(...arguments),this.type=3}j(t){this.element[this.name]=t===w?void 0:t}},fc=class extends as{constructor(){super(...arguments),this.type=4}j(t){this.element.toggleAttribute(this.name,!!t&&t!==w)}},dc=class extends as{constructor(t,n,r,i,s){super(t,n,r,i,s),this.type=5}_$AI(t,n=this){if((t=os(this,t,n,0)??w)===Tt)return;let r=this._$AH,i=t===w&&r!==w||t.capture!==r.capture||t.once!==r.once||t.passive!==r.passive,s=t!==w&&(r===w||i);i&&this.element.removeEventListener(this.name,this,r),s&&this.element.addEventListener(this.name,this,t),this._$AH=t}handleEvent(t){typeof this._$AH=="function"?this._$AH.call(this.options?.host??this.element,t):this._$AH.handleEvent(t)}},pc=class{constructor(t,n,r){this.element=t,this.type=6,this._$AN=void 0,this._$AM=n,this.options=r}get _$AU(){return this._$AM._$AU}_$AI(t){os(this,t)}},tw={M:rh,P:Nr,A:ih,C:1,L:ew,R:uc,D:J0,V:os,I:oo,H:as,N:fc,U:dc,B:cc,F:pc},gP=nh.litHtmlPolyfillSupport;gP?.(el,oo),(nh.litHtmlVersions??=[]).push("3.3.3");var nw=(e,t,n)=>{let r=n?.renderBefore??t,i=r._$litPart$;if(i===void 0){let s=n?.renderBefore??null;r._$litPart$=i=new oo(t.insertBefore(Za(),s),s,void 0,n??{})}return i._$AI(e),i};var ah=globalThis,K=class extends Or{constructor(){super(...arguments),this.renderOptions={host:this},this._$Do=void 0}createRenderRoot(){let t=super.createRenderRoot();return this.renderOptions.renderBefore??=t.firstChild,t}update(t){let n=this.render();this.hasUpdated||(this.renderOptions.isConnected=this.isConnected),super.update(t),this._$Do=nw(n,this.renderRoot,this.renderOptions)}connectedCallback(){super.connectedCallback(),this._$Do?.setConnected(!0)}disconnectedCallback(){super.disconnectedCallback(),this._$Do?.setConnected(!1)}render(){return Tt}};K._$litElement$=!0,K.finalized=!0,ah.litElementHydrateSupport?.({LitElement:K});var bP=ah.litElementPolyfillSupport;bP?.({LitElement:K});(ah.litElementVersions??=[]).push("4.2.2");var Qt=class extends Error{constructor(n,r,i){super(n);this.status=r;this.url=i;this.name="ApiError"}};var ao=["worsened","improved","no_significant_change","undetermined"],Ir={worsened:"worsened",improved:"improved",no_significant_change:"no significant change",undetermined:"undetermined"},rw=["key","value_a","value_b","bias_a","lower_a","upper_a","bias_b","lower_b","upper_b","change","lower","upper","p_value","q_value","interval","verdict","rank_a","rank_b","movement","presence"];function A(e,t){throw new Qt(`malformed response from ${e.split("?")[0]}: ${t}`,null,e)}function U(e){return typeof e=="object"&&e!==null&&!Array.isArray(e)}function lo(e,t,n,r,i){for(let s of n){let o=t[s];(!Array.isArray(o)||o.length!==r)&&A(e,`\`${s}\` does not have one row per class`);for(let a of o)(!Array.isArray(a)||a.length!==i)&&A(e,`\`${s}\` rows do not have one entry per group`)}}function ls(e,t,n,r,i){for(let s of n){let o=t[s];(!Array.isArray(o)||o.length!==r)&&A(e,`\`${s}\` does not have one entry per ${i}`)}}var yP=["class","n_a","n_b","value_a","value_b","gap","lower","upper","p_value","significant"];function hc(e,t="view route"){U(e)||A(t,"not an object");let n=e.rows;(typeof n!="number"||!Number.isInteger(n)||n<0)&&A(t,"`rows` is not a count"),(!U(e.columns)||!U(e.states))&&A(t,"no `columns` or `states`");let r=e.columns;for(let s of yP){let o=r[s];(!Array.isArray(o)||o.length!==n)&&A(t,`column \`${s}\` does not have ${n} rows`)}let i=e.states.gap;return(!Array.isArray(i)||i.length!==n)&&A(t,`states \`gap\` does not have ${n} rows`),e}var iw=new Set(ao),vP=["improved","worsened","no_significant_change","undetermined","only_in_a","only_in_b"],wP=new Set(["worse","better","mixed","no_significant_change","undetermined"]);function xP(e){return typeof e=="number"&&Number.isInteger(e)&&e>=0}function sw(e,t,n){t!==null&&(!U(t)||typeof t.key!="string"||typeof t.change!="number")&&A(e,`\`summary.${n}\` is malformed`)}function aw(e,t="diff"){U(e)||A(t,"not an object");let n=e.rows;(typeof n!="number"||!Number.isInteger(n)||n<0)&&A(t,"`rows` is not a count"),U(e.columns)||A(t,"no `columns`");let r=e.columns;"delta"in r&&!("change"in r)&&A(t,"the old comparison (a signed `delta`, no bias or verdicts): the server is older than this page, restart TensorBoard");for(let o of rw){let a=r[o];(!Array.isArray(a)||a.length!==n)&&A(t,`column \`${o}\` does not have ${n} rows`)}for(let o of r.verdict)iw.has(o)||A(t,`unknown verdict ${JSON.stringify(o)}`);(!U(e.a)||!U(e.b))&&A(t,"no `a` or `b`"),(typeof e.value!="string"||typeof e.bias!="string"||typeof e.key!="string")&&A(t,"no `value`, `bias` or `key`"),(typeof e.level!="number"||typeof e.fdr!="number")&&A(t,"no `level` or `fdr`"),typeof e.format!="string"&&A(t,"no `format`");let i=e.judgement;(!U(i)||!wP.has(i.overall)||typeof i.sentence!="string"||typeof i.title!="string")&&A(t,"no `judgement` (the server is older than this page: restart TensorBoard)");let s=e.summary;U(s)||A(t,"no `summary`");for(let o of vP)xP(s[o])||A(t,`\`summary.${o}\` is not a count`);sw(t,s.largest_regression,"largest_regression"),sw(t,s.largest_improvement,"largest_improvement"),Array.isArray(e.headlines)||A(t,"no `headlines`");for(let o of e.headlines)(!U(o)||typeof o.name!="string"||typeof o.title!="string"||typeof o.format!="string")&&A(t,"a malformed headline"),o.verdict!==null&&!iw.has(o.verdict)&&A(t,`headline \`${o.name}\`: unknown verdict ${JSON.stringify(o.verdict)}`);return e}function lw(e){return e===null||typeof e=="number"}function ow(e,t,n){(!U(t)||typeof t.step!="number"||typeof t.present!="boolean")&&A(e,`a malformed \`${n}\` entry`);for(let r of["value","bias","lower","upper"])lw(t[r])||A(e,`\`${n}\`: \`${r}\` is not a number or null`)}function uw(e,t="table"){return U(e)||A(t,"not an object"),(!Array.isArray(e.columns)||!e.columns.every(n=>typeof n=="string"))&&A(t,"`columns` are not names"),(!Array.isArray(e.rows)||!e.rows.every(n=>U(n)))&&A(t,"a `rows` entry is not an object"),e}function cw(e,t="row"){U(e)||A(t,"not an object"),(typeof e.key!="string"||typeof e.run!="string"||typeof e.step!="number")&&A(t,"no `key`, `run` or `step`"),(typeof e.value!="string"||typeof e.bias!="string"||typeof e.level!="number")&&A(t,"no `value`, `bias` or `level`");let n=e.detail;(!U(n)||!Array.isArray(n.columns)||!Array.isArray(n.rows))&&A(t,"no `detail` table"),n.columns.every(i=>typeof i=="string")||A(t,"`detail.columns` are not names"),n.rows.every(i=>U(i))||A(t,"a `detail.rows` entry is not an object"),n.head!==void 0&&!U(n.head)&&A(t,"`detail.head` is not an object"),(!Array.isArray(e.runs)||!Array.isArray(e.steps))&&A(t,"no `runs` or `steps`");for(let i of e.runs)ow(t,i,"runs"),typeof i.run!="string"&&A(t,"a `runs` entry without a run");for(let i of e.steps)ow(t,i,"steps");let r=e.groups;if(r!==void 0){(!U(r)||!Array.isArray(r.rows)||!U(r.head))&&A(t,"`groups` is malformed");for(let i of r.rows){(!U(i)||typeof i.group!="string"||typeof i.direction!="string")&&A(t,"a malformed `groups.rows` entry");for(let s of["value_a","value_b","change","lower","upper"])lw(i[s])||A(t,`\`groups\`: \`${s}\` is not a number or null`)}}return e}function fw(e,t="row_trend"){U(e)||A(t,"not an object"),(!Array.isArray(e.keys)||!e.keys.every(n=>typeof n=="string"))&&A(t,"no `keys`"),Array.isArray(e.series)||A(t,"no `series`");for(let n of e.series){(!U(n)||typeof n.run!="string"||!Array.isArray(n.points))&&A(t,"a malformed `series` entry");for(let r of n.points){(!U(r)||typeof r.step!="number"||!Array.isArray(r.groups))&&A(t,"a malformed point");for(let i of r.groups)(!U(i)||typeof i.group!="string")&&A(t,"a malformed group")}}return e}function dw(e,t="trend"){U(e)||A(t,"not an object"),(!Array.isArray(e.names)||!Array.isArray(e.series))&&A(t,"no `names` or `series`");for(let n of e.series){(!U(n)||typeof n.run!="string"||!Array.isArray(n.points))&&A(t,"a malformed `series` entry");for(let r of n.points)(!U(r)||typeof r.step!="number"||!U(r.values))&&A(t,"a malformed point")}return e}function pw(e,t){return(!U(e)||!U(e.runs))&&A(t,"no `runs`"),e}function hw(e,t){return(!U(e)||!Array.isArray(e.steps))&&A(t,"no `steps`"),e}function mw(e,t="values"){(!U(e)||!U(e.values))&&A(t,"no `values`");for(let[n,r]of Object.entries(e.values))(!Array.isArray(r)||!r.every(i=>typeof i=="string"))&&A(t,`\`${n}\`: not a list of strings`);return e}function lh(e,t=()=>!0){return Array.isArray(e)&&e.every(n=>U(n)&&typeof n.name=="string"&&t(n))}function gw(e,t="kinds"){(!U(e)||!Array.isArray(e.kinds))&&A(t,"no `kinds`");for(let n of e.kinds)(!U(n)||typeof n.name!="string")&&A(t,"a kind without a name"),lh(n.options)||A(t,`kind \`${n.name}\`: malformed \`options\``),lh(n.tables,r=>typeof r.title=="string"&&Array.isArray(r.columns))||A(t,`kind \`${n.name}\`: malformed \`tables\``),lh(n.headlines,r=>typeof r.title=="string")||A(t,`kind \`${n.name}\`: malformed \`headlines\``),(!Array.isArray(n.views)||!n.views.every(r=>typeof r=="string"))&&A(t,`kind \`${n.name}\`: malformed \`views\``);return e}function mc(e,t="table"){let n=e.split(/\r?\n/,1)[0];return(n===""||/^\s*[[{<]/.test(n))&&A(t,"not a CSV table"),e}function Br(e,t){throw new Qt(`malformed response from ${e.split("?")[0]}: ${t}`,null,e)}function tl(e){return typeof e=="object"&&e!==null&&!Array.isArray(e)}function bw(e){return tl(e)&&typeof e.name=="string"&&e.name!==""&&typeof e.title=="string"&&typeof e.format=="string"}function yw(e,t="runs"){tl(e)||Br(t,"not an object");let n=e.rows;(typeof n!="number"||!Number.isInteger(n)||n<0)&&Br(t,"`rows` is not a count"),bw(e.bias)||Br(t,"no `bias` headline"),e.performance!==null&&e.performance!==void 0&&!bw(e.performance)&&Br(t,"a malformed `performance` headline"),(!Array.isArray(e.hparams)||!e.hparams.every(l=>typeof l=="string"))&&Br(t,"no `hparams`"),tl(e.columns)||Br(t,"no `columns`");let r=e.columns,i=e.bias.name,s=tl(e.performance)?e.performance.name:null,o=["run","step","pareto",i,...s?[s]:[],...e.hparams.map(l=>`hparam/${l}`)];for(let l of o){let u=r[l];(!Array.isArray(u)||u.length!==n)&&Br(t,`column \`${l}\` does not have ${n} rows`)}r.run.every(l=>typeof l=="string")||Br(t,"a run that is not a name"),e.skipped!==void 0&&!Array.isArray(e.skipped)&&Br(t,"malformed `skipped`");let a=(e.skipped??[]).filter(tl).map(l=>({run:String(l.run??""),tag:String(l.tag??""),reason:String(l.reason??"")}));return{...e,performance:e.performance??null,skipped:a}}function zr(e){let t=new URLSearchParams;for(let[n,r]of Object.entries(e))r!==null&&t.set(n,String(r));return t.toString()}function $P(e,t=""){return t?`${e}/${t}`:e}function _P(e,t,n){return $P(e,t)+"?"+zr(n)}function xw(e){return"diff?"+zr({...e.options,tag:e.tag,run:e.run,step:e.step,vs_run:e.vs_run,vs_step:e.vs_step})}function SP(e){return xw(e)+"&format=csv"}function kP(e){let t=new URLSearchParams(zr({...e.options,tag:e.tag,key:e.key}));for(let n of e.runs)t.append("run",n);return"row_trend?"+t.toString()}function TP(e){let t=new URLSearchParams(zr({...e.options,tag:e.tag}));for(let n of e.runs)t.append("run",n);return"trend?"+t.toString()}function vw(e,t="json"){return"runs?"+zr({...e.options,tag:e.tag,step:e.step,format:t==="csv"?"csv":null})}var RP="fairness:runs-response";function CP(e){return"values?"+zr({run:e.run,tag:e.tag,step:e.step})}function MP(e){let t={vs_run:e.vs?.run??null,vs_step:e.vs?.step??null};return"row?"+zr({...e.options,tag:e.tag,run:e.run,step:e.step,key:e.key,...t})}function ww(e,t="csv"){return"table?"+zr({run:e.run,tag:e.tag,step:e.step,format:t,table:e.table,...e.options})}var Vt=class{constructor(t){this.fetchFn=t??((n,r)=>globalThis.fetch(n,r))}async get(t,n){let r;try{r=await this.fetchFn(t,{signal:n})}catch(i){throw n?.aborted?i:new Qt(`cannot reach TensorBoard (${i instanceof Error?i.message:String(i)})`,null,t)}if(!r.ok){let i="";try{i=(await r.text()).trim()}catch{}throw new Qt(i||`${r.status} ${r.statusText}`.trim(),r.status,t)}return r}async getJson(t,n,r){let i=await this.get(t,n);r&&typeof performance<"u"&&performance.mark&&performance.mark(r);try{return await i.json()}catch(s){throw n?.aborted?s:new Qt(`malformed response from ${t.split("?")[0]}: not JSON`,i.status,t)}}async getText(t,n){let r=await this.get(t,n);try{return await r.text()}catch(i){throw n?.aborted?i:new Qt(`malformed response from ${t.split("?")[0]}: unreadable`,r.status,t)}}async tags(t){let n="tags";return pw(await this.getJson(n,t),n)}async kinds(t){let n="kinds";return gw(await this.getJson(n,t),n)}async steps(t,n,r){let i="steps?"+zr({run:t,tag:n});return hw(await this.getJson(i,r),i)}async view(t,n,r,i,s,o){let a=_P(t,n,r);return i(await this.getJson(a,s,o),a)}async diff(t,n){let r=xw(t);return aw(await this.getJson(r,n),r)}async diffCsv(t,n){let r=SP(t);return mc(await this.getText(r,n),r)}async trend(t,n){let r=TP(t);return dw(await this.getJson(r,n),r)}async rowTrend(t,n){let r=kP(t);return fw(await this.getJson(r,n),r)}async values(t,n){let r=CP(t);return mw(await this.getJson(r,n),r)}async row(t,n){let r=MP(t);return cw(await this.getJson(r,n),r)}async runs(t,n){let r=vw(t);return yw(await this.getJson(r,n,RP),r)}async runsCsv(t,n){let r=vw(t,"csv");return mc(await this.getText(r,n),r)}async tableJson(t,n){let r=ww(t,"json");return uw(await this.getJson(r,n),r)}async tableCsv(t,n){let r=ww(t,"csv");return mc(await this.getText(r,n),r)}},ue=Symbol("stale"),fe=class{constructor(){this.generation=0;this.controller=null}async run(t){this.controller?.abort();let n=new AbortController;this.controller=n;let r=++this.generation;try{let i=await t(n.signal);return r===this.generation?i:ue}catch(i){if(r!==this.generation||n.signal.aborted)return ue;throw i}finally{this.controller===n&&(this.controller=null)}}cancel(){this.generation++,this.controller?.abort(),this.controller=null}};function $w(e,t){return e===null||t===null?null:e.kinds.find(n=>n.name===t)??null}function _w(e){return e?e.options.map(t=>t.name):[]}function xt(e,t){return e?.options.find(n=>n.name===t)??null}function EP(e,t){return e?(t===null?e.tables[0]:e.tables.find(n=>n.name===t))??null:null}function Sw(e,t){return e===null||xt(e,"table")!==null?t:null}function un(e,t,n){let r=EP(e,t),i=r?`${r.name}: ${r.title}`:t??"default",s=n===null?"All rows":`All ${n} row${n===1?"":"s"}`,o=r?`; columns ${r.columns.join(",")}`:"";return`${s} as CSV (the export's table ${i}${o})`}function uo(e,t){let n=xt(e,t)?.default;return typeof n=="number"&&Number.isFinite(n)||typeof n=="string"?n:null}function et(e,t){let n=uo(e,t);return typeof n=="number"?n:null}function bi(e,t){let n=uo(e,t);return typeof n=="string"?n:null}function Un(e,t,n=null){let r=xt(e,t);return r?.type==="choice"?nl(r,n):[]}function nl(e,t){let n=e.table_only??{};return(e.choices??[]).filter(r=>n[r]===void 0||t!==null&&n[r].includes(t))}function Ce(e,t,n){let r=xt(e,t);if(r===null||n===null||n===void 0)return!1;switch(r.type){case"str":return typeof n=="string";case"choice":return typeof n=="string"&&(r.choices??[]).includes(n);case"float":if(typeof n!="number"||!Number.isFinite(n))return!1;break;case"int":if(typeof n!="number"||!Number.isSafeInteger(n))return!1;break;default:return!1}return!(r.minimum!==null&&!(r.minimum_open?n>r.minimum:n>=r.minimum)||r.maximum!==null&&!(r.maximum_open?n<r.maximum:n<=r.maximum))}function Kt(e,t,n){return Ce(e,t,n)?n:et(e,t)}function Hr(e,t,n){return n!==void 0&&Ce(e,t,n)?n:bi(e,t)}function gc(e){if(e===0)return"0";let t=Math.floor(Math.log10(Math.abs(e)));if(t<-4||t>=6){let[n,r]=e.toExponential(5).split("e");return`${n.includes(".")?n.replace(/\.?0+$/,""):n}e${r[0]}${r.slice(1).padStart(2,"0")}`}return String(Number(e.toPrecision(6)))}function us(e,t){let n=xt(e,t);if(n===null)return"";if(n.type==="choice")return`one of ${(n.choices??[]).join(", ")}`;if(n.type!=="float"&&n.type!=="int")return"a string";if(n.minimum===null&&n.maximum===null)return"a number";let r=n.type==="int"?"a whole number":"a number";return n.minimum!==null&&n.maximum!==null?`${r} in ${n.minimum_open?"(":"["}${gc(n.minimum)}, ${gc(n.maximum)}${n.maximum_open?")":"]"}`:n.minimum!==null?`${r} ${n.minimum_open?">":">="} ${gc(n.minimum)}`:`${r} ${n.maximum_open?"<":"<="} ${gc(n.maximum)}`}function Me(e,t,n){return xt(e,t)?.title||n||t.replace(/_/g," ")}function ye(e,t,n=""){let r=xt(e,t);if(r===null)return n;let i=r.type==="str"?"":` Takes ${us(e,t)}.`,s=r.help.replace(/\.$/,"");return`${r.name} (--${r.name.replace(/_/g,"-")}): ${s}.${i}${n?` ${n}`:""}`}var Ee="fairness_";function ze(e){let t=new Map;for(let[n,r]of e)n.startsWith(Ee)&&t.set(n.slice(Ee.length),r);return t}function ve(e){if(e===void 0||e.trim()==="")return null;let t=Number(e);return Number.isFinite(t)?t:null}function co(e){let t=ve(e);return t!==null&&Number.isSafeInteger(t)&&t>=0?t:null}function ae(e,t,n){n!==null&&n!==""&&e.push([Ee+t,String(n)])}function st(e,t,n,r,i=t){n!==uo(r,i)&&ae(e,t,n)}function yi(e){if(e==="")return{regex:null,error:null};try{return{regex:new RegExp(e,"i"),error:null}}catch(t){return{regex:null,error:t instanceof Error?t.message:String(t)}}}function kw(e,t,n){if(n===null)return t;let r=new Int32Array(t.length),i=0;for(let s=0;s<t.length;s++){let o=t[s];n.lastIndex=0,n.test(e[o])&&(r[i++]=o)}return r.slice(0,i)}var cs={run:"run",tag:"tag",step:"step"},AP=new Set(Object.values(cs).map(e=>Ee+e));function Tw(e){let t=[];return ae(t,cs.run,e.run),ae(t,cs.tag,e.tag),ae(t,cs.step,e.step),t}function Rw(e){let t=ze(e),n=r=>{let i=t.get(r);return i===void 0||i===""?null:i};return{run:n(cs.run),tag:n(cs.tag),step:co(t.get(cs.step))}}function Cw(e){let t=[];for(let[n,r]of e)n.startsWith(Ee)&&!AP.has(n)&&t.push([n,r]);return t}function uh(e,t){let n=[];for(let r of Object.keys(e).sort()){let i=Object.keys(e[r]).filter(s=>t.includes(e[r][s].kind)).sort();i.length&&n.push({run:r,tags:i})}return n}function ch(e,t){let n=new Set;for(let r of Object.values(e))for(let i of Object.values(r))t.includes(i.kind)||n.add(i.kind);return[...n].sort()}function PP(e){return e.reduce((t,n)=>n.tags.length>t.tags.length?n:t,e[0])}function bc(e,t){if(t.length===0)return null;let n=e.run===null&&e.tag!==null?t.find(s=>s.tags.includes(e.tag)):void 0;if(n)return{ref:{...e,run:n.run},moved:!1};let r=t.find(s=>s.run===e.run)??(e.run===null&&e.tag===null?PP(t):t[0]),i=e.tag!==null&&r.tags.includes(e.tag)?e.tag:r.tags[0];return r.run===e.run&&i===e.tag?{ref:e,moved:!1}:e.run===null&&e.tag===null?{ref:{...e,run:r.run,tag:i},moved:!1}:{ref:{run:r.run,tag:i,step:null},moved:!0}}function Mw(e,t){return t.run===null||t.tag===null?null:e[t.run]?.[t.tag]?.kind??null}function Ew(e,t){return t===null?null:e.find(n=>n.kind===t)??null}function Aw(e){try{return decodeURIComponent(e)}catch{return e}}function Pw(e){let t=e.startsWith("#")?e.slice(1):e;return t===""?[]:t.split("&").map(n=>{let r=n.indexOf("=");return r<0?{raw:n,key:null,value:null}:{raw:n,key:Aw(n.slice(0,r)),value:Aw(n.slice(r+1))}})}function DP(e){let t=[];for(let n of Pw(e))n.key!==null&&n.value!==null&&t.push([n.key,n.value]);return t}function LP(e,t,n){let r=Pw(e).filter(o=>o.key===null||!o.key.startsWith(t)).map(o=>o.raw),i=n.map(([o,a])=>`${encodeURIComponent(o)}=${encodeURIComponent(a)}`),s=[...r,...i];return s.length?"#"+s.join("&"):""}function Dw(){try{let e=window.parent;if(e!==window)return e.location.hash,e}catch{}return window}function Lw(){return DP(Dw().location.hash)}function Ow(e,t){let n=Dw(),r=n.location.hash,i=LP(r,e,t);if(i===r||i===""&&r==="#")return;let s=new URL(n.location.href);s.hash=i,n.history.replaceState(n.history.state,"",s.href)}function Nw(e){return/^[=+\-@\t\r]/.test(e)?"'"+e:e}function fh(e){let t=Nw(e);return/[",\r\n]/.test(t)?'"'+t.replace(/"/g,'""')+'"':t}function yc(e){return typeof e=="number"&&Number.isFinite(e)?String(e):""}function $t(e){return(e.filter(n=>n!==null&&n!=="").map(n=>String(n).replace(/[^A-Za-z0-9._-]+/g,"_")).join("__")||"fairness")+".csv"}function OP(e){let t=[],n=[],r="",i=!1;for(let s=0;s<e.length;s++){let o=e[s];i?o!=='"'?r+=o:e[s+1]==='"'?(r+='"',s++):i=!1:o==='"'?i=!0:o===","?(n.push(r),r=""):o===`
`||o==="\r"?(o==="\r"&&e[s+1]===`
`&&s++,n.push(r),t.push(n),n=[],r=""):r+=o}return(r!==""||n.length)&&(n.push(r),t.push(n)),t}function vc(e,t,n){let[r,...i]=OP(e),s=r?r.indexOf(t):-1;if(s<0)return null;let o=new Map;for(let c of i){let f=o.get(c[s])??[];f.push(c),o.set(c[s],f)}let a=c=>/[",\r\n]/.test(c)?'"'+c.replace(/"/g,'""')+'"':c,l=c=>c.map(a).join(","),u=[l(r)];for(let c of n)for(let f of o.get(Nw(c))??[])u.push(l(f));return u.join(`
`)+`
`}var Iw=["label","count","count_a","count_b","value_a","value_b","gap","bound","p_value"],wc=["value_a","value_b","gap"],Bw=["label","count","count_a","count_b","value_a","value_b","gap","lower","upper","p_value","bound","significant","insufficient"];function zw(e,t="view route"){U(e)||A(t,"not an object");let n=e.rows;(typeof n!="number"||!Number.isInteger(n)||n<0)&&A(t,"`rows` is not a count"),(!U(e.columns)||!U(e.states))&&A(t,"no `columns` or `states`");let r=e.columns,i=e.states;for(let s of Bw){let o=r[s];(!Array.isArray(o)||o.length!==n)&&A(t,`column \`${s}\` does not have ${n} rows`)}for(let s of wc){let o=i[s];(!Array.isArray(o)||o.length!==n)&&A(t,`states \`${s}\` does not have ${n} rows`)}return(!Array.isArray(e.identities)||!Array.isArray(e.metrics))&&A(t,"no `identities` or `metrics`"),e}var Hw="fairness:associations-response";function Fw(e){return{run:e.run,tag:e.tag,step:e.step,metric:e.metric,a:e.a,b:e.b,level:e.level??null,fdr:e.fdr??null,min_count:e.min_count??null,rank_by:e.rank_by??null}}var dh=["auto","all","compact"],ph=100,xc=[.9,.95,.99],Vw=Object.freeze({a:null,b:null,sort:"gap",dir:"desc",search:"",gap:[null,null],count:[null,null],topK:ph,minCount:null,significantOnly:!1,columns:"auto"});function $c(e){let t=Kw(bi(e,"rank_by")??void 0,e);return{...Vw,gap:[null,null],count:[null,null],metric:bi(e,"metric"),rankBy:t,sort:rl(t),level:et(e,"level"),fdr:et(e,"fdr")}}function hh(e){return e==="label"||e==="p_value"?"asc":"desc"}function rl(e){return e==="bound"?"bound":"gap"}var he={metric:"metric",a:"a",b:"b",sort:"sort",dir:"dir",search:"q",gapMin:"gap_min",gapMax:"gap_max",countMin:"count_min",countMax:"count_max",topK:"k",rankBy:"rank_by",level:"level",fdr:"fdr",minCount:"min_count",significantOnly:"significant",columns:"cols"};function mh(e,t){let n=[],r=(i,s)=>ae(n,i,s);return st(n,he.metric,e.metric,t),r(he.a,e.a),r(he.b,e.b),st(n,he.rankBy,e.rankBy,t),st(n,he.level,e.level,t),st(n,he.fdr,e.fdr,t),e.minCount!==null&&r(he.minCount,e.minCount),e.significantOnly&&r(he.significantOnly,1),(e.sort!==rl(e.rankBy)||e.dir!=="desc")&&(r(he.sort,e.sort),r(he.dir,e.dir)),r(he.search,e.search),r(he.gapMin,e.gap[0]),r(he.gapMax,e.gap[1]),r(he.countMin,e.count[0]),r(he.countMax,e.count[1]),e.topK!==ph&&r(he.topK,e.topK),e.columns!==Vw.columns&&r(he.columns,e.columns),n}var NP="gap";function Kw(e,t){let n=e===NP?"signed":e;return Ce(t,"rank_by",n)?n:null}function IP(e){let t=ve(e);return t!==null&&Number.isSafeInteger(t)&&t>=1?t:ph}function jw(e,t){let n=ze(e),r=l=>{let u=n.get(l);return u===void 0||u===""?null:u},i=$c(t);i.metric=Hr(t,"metric",r(he.metric)),i.a=r(he.a),i.b=r(he.b),i.rankBy=Kw(n.get(he.rankBy),t)??i.rankBy,i.sort=rl(i.rankBy),i.level=Kt(t,"level",ve(n.get(he.level))),i.fdr=Kt(t,"fdr",ve(n.get(he.fdr)));let s=ve(n.get(he.minCount));Ce(t,"min_count",s)&&(i.minCount=s),i.significantOnly=n.get(he.significantOnly)==="1";let o=n.get(he.sort);if(o!==void 0&&Iw.includes(o)){i.sort=o;let l=n.get(he.dir);i.dir=l==="asc"||l==="desc"?l:hh(i.sort)}i.search=n.get(he.search)??"",i.gap=[ve(n.get(he.gapMin)),ve(n.get(he.gapMax))],i.count=[ve(n.get(he.countMin)),ve(n.get(he.countMax))],i.topK=IP(n.get(he.topK));let a=n.get(he.columns);return dh.includes(a)&&(i.columns=a),i}function _c(e){let t={metric:e.metric,a:e.a};return e.b!==null&&(t.b=e.b),t.rank_by=e.rank_by,t.min_count=String(e.min_count),t.level=String(e.level),t.fdr=String(e.fdr),t}function BP(e){return wc.includes(e)}function fs(e,t,n){let r=e.columns[t][n];if(typeof r=="number"&&Number.isFinite(r))return r;let i=BP(t)?e.states[t]?.[n]:null;return i==="+inf"?1/0:i==="-inf"?-1/0:NaN}function zP(e,t){let n=new Float64Array(e.rows);for(let r=0;r<e.rows;r++)n[r]=fs(e,t,r);return n}function Gw(e,t,n){let r=new Int32Array(e.rows);for(let o=0;o<r.length;o++)r[o]=o;let i=n==="asc"?1:-1;if(t==="label"){let o=e.columns.label;return r.sort((a,l)=>{let u=o[a],c=o[l];return u<c?-i:u>c?i:a-l}),r}let s=zP(e,t);return r.sort((o,a)=>{let l=s[o],u=s[a],c=Number.isNaN(l),f=Number.isNaN(u);return c||f?c&&f?o-a:c?1:-1:l<u?-i:l>u?i:o-a}),r}function qw(e,[t,n]){return t===null&&n===null?!0:Number.isNaN(e)?!1:(t===null||e>=t)&&(n===null||e<=n)}function Uw([e,t]){return e!==null||t!==null}function Ww(e){return!/[\\^$.|?*+()[\]{}]/.test(e)}function HP(e,t){return e!==""&&Ww(e)&&Ww(t)&&t.includes(e)}var FP=32,Sc=class{constructor(t,n){this.kept=new Map;this.all=null;this.order=n;let r=t.columns.label;this.labels=new Array(n.length);for(let i=0;i<n.length;i++)this.labels[i]=r[n[i]]}positions(t,n){let r=this.kept.get(t);if(r)return this.kept.delete(t),this.kept.set(t,r),r;let i=null;for(let[u,c]of this.kept)(i===null||c.length<i.length)&&HP(u,t)&&(i=c);let s=this.labels,o,a=0;if(n.lastIndex=0,i===null){o=new Int32Array(s.length);for(let u=0;u<s.length;u++)n.test(s[u])&&(o[a++]=u)}else{o=new Int32Array(i.length);for(let u=0;u<i.length;u++){let c=i[u];n.test(s[c])&&(o[a++]=c)}}let l=o.slice(0,a);return this.kept.size>=FP&&this.kept.delete(this.kept.keys().next().value),this.kept.set(t,l),l}rows(t,n,r,i){let{gap:s,count:o}=i,a=i.significantOnly===!0,l=Uw(s)||Uw(o)||a,u=this.order;if(n===null&&!l){if(this.all===null){this.all=new Array(u.length);for(let p=0;p<u.length;p++)this.all[p]=u[p]}return this.all}if(n===null){let p=new Array(u.length),h=0;for(let g=0;g<u.length;g++)this.keep(r,u[g],s,o,a)&&(p[h++]=u[g]);return p.length=h,p}let c=this.positions(t,n),f=new Array(c.length);if(!l){for(let p=0;p<c.length;p++)f[p]=u[c[p]];return f}let d=0;for(let p=0;p<c.length;p++){let h=u[c[p]];this.keep(r,h,s,o,a)&&(f[d++]=h)}return f.length=d,f}keep(t,n,r,i,s){return qw(fs(t,"gap",n),r)&&qw(fs(t,"count",n),i)&&(!s||t.columns.significant[n]===!0)}};function Yw(e,t){if(e===t)return!0;if(e.length!==t.length)return!1;for(let n=0;n<e.length;n++)if(e[n]!==t[n])return!1;return!0}function VP(e){return String(Number(e.toPrecision(4)))}function ft(e){return`significant after Benjamini\u2013Hochberg at ${e===null?"the server's FDR":`FDR q = ${VP(e)}`}`}function vi(e){let t=0;for(let n of e)typeof n=="number"&&Number.isFinite(n)&&t++;return t}function fo(e){let t=e.units??`${e.unit}s`,n=e.tested===null?`${e.significant} ${e.significant===1?e.unit:t}`:`${e.significant} of ${e.tested} ${e.tested===1?e.unit:t} with a p-value`;return`\u2605 ${ft(e.q)} (${n})${e.what?`; ${e.what}`:""}`}var KP=new Intl.NumberFormat("en-US",{maximumFractionDigits:0});function Se(e){return typeof e=="number"&&Number.isFinite(e)}function P(e){return typeof e=="number"&&Number.isFinite(e)?KP.format(e):""}function ke(e){if(e===0)return"0";let t=Math.abs(e),n;if(t>=1e-4&&t<1e6)n=String(Number(e.toPrecision(4)));else{let[r,i]=e.toExponential(3).split("e");n=`${String(Number(r))}e${Number(i)}`}return n.replace(/^-/,"\u2212").replace(/e-/,"e\u2212")}var jP={"+inf":"+\u221E","-inf":"\u2212\u221E",undefined:"undefined"},qP={"+inf":"Positive infinity: the metric diverges for this label (for example ln of a ratio with a zero denominator). Sorted above every finite value.","-inf":"Negative infinity: the metric diverges for this label (for example ln 0 when the identity and the label never co-occur). Sorted below every finite value.",undefined:"Undefined: the metric has no value for this label (for example 0/0, or nPMI when p = 1). Sorted last in both directions and left out of the gap histogram."};function kc(e,t){if(typeof e=="number"&&Number.isFinite(e))return{text:ke(e),state:null,title:String(e)};let n=t==="+inf"||t==="-inf"?t:"undefined";return{text:jP[n],state:n,title:qP[n]}}function wi(e){if(!Number.isFinite(e))return"";let t=new Date(e*1e3),n=r=>String(r).padStart(2,"0");return`${t.getFullYear()}-${n(t.getMonth()+1)}-${n(t.getDate())} ${n(t.getHours())}:${n(t.getMinutes())}`}function Ye(e){return typeof e=="number"&&Number.isFinite(e)?`${(e*100).toFixed(1)}%`:""}function Ke(e){return(e*100).toFixed(1).replace(/^-/,"\u2212")}function xi(e){return typeof e!="number"||!Number.isFinite(e)?"":`${Ke(e)} pp`}function Fr(e,t=3){return typeof e!="number"||!Number.isFinite(e)?"":e.toFixed(t).replace(/^-/,"\u2212")}function Xe(e){if(typeof e!="number"||!Number.isFinite(e))return"";if(e<1e-6)return"<1e\u22126";if(e<.001){let[t,n]=e.toExponential(1).split("e");return UP(`${Number(t)}e${Number(n)}`)}return String(Number(e.toPrecision(2)))}function Tc(e){let t=Xe(e);return t.startsWith("<")?`p${t}`:`p=${t}`}function UP(e){return e.replace(/^-/,"\u2212").replace(/e-/,"e\u2212")}function tt(e,t,n){return`${e}${t===e?"":` (${t})`}: ${n}`}function Rt(e,t,n=`${t}s`){return e===1?t:n}function Xw(e,t,n=`${t}s`){return`${P(e)} ${Rt(e,t,n)}`}function po(e,t,n,r){let{a:i,b:s,metric:o}=t,a=t.metricTitle?`${t.metricTitle}, `:"the metric ",l=(u,c,f)=>({name:u,sub:c,title:tt(u,e,f)});switch(e){case"label":return l("label","","the predicted label y");case"count":return l("count","c(y)","c(y), the examples where the label is predicted");case"count_a":return l("with A",i,`c(a, y), the examples with identity A (${i}) and the label`);case"count_b":return l("with B",s,`c(b, y), the examples with ${s==="rest"?"the other identities (B: rest)":`identity B (${s})`} and the label`);case"value_a":return l(`${o} A`,`${o}(${i})`,`${o}(${i}, y): ${a}for identity A and the label`);case"value_b":return l(`${o} B`,`${o}(${s})`,`${o}(${s}, y): ${a}for identity B and the label`);case"gap":return l("gap","A \u2212 B",`${o}(${i}, y) \u2212 ${o}(${s}, y)`);case"bound":return l("interval",`${Wn(n)} \xB7 by bound`,`the gap's ${Wn(n)} interval [lower, upper]; the dashed line is 0. Sorts by the conservative bound: the end of the interval nearest zero (0 when it holds 0), so large and certain gaps come first; undefined and insufficient rows last`);case"p_value":return l("p","gap = 0",'the two-sided p-value for "the gap is 0"; undefined and insufficient rows last');case"significant":return l("\u2605","",`significant after Benjamini-Hochberg at FDR ${Wn(r)}`)}}function Wn(e){return`${Number((e*100).toPrecision(4))}%`}function Jw(e){return e.replace(/^-/,"\u2212").replace(/e-/,"e\u2212")}function Rc(e){if(e===0)return"0";let t=Math.abs(e);if(t>=.001&&t<1e5)return Jw(String(Number(e.toPrecision(3))));let[n,r]=e.toExponential(2).split("e");return Jw(`${Number(n)}e${Number(r)}`)}function WP(e,t){return`[${Rc(e)}, ${Rc(t)}]`}function gh(e){return`Insufficient: label seen fewer than ${e} times (or an identity is)`}function Cc(e,t,n){let r=e.columns,i=r.lower[t],s=r.upper[t],o=typeof i=="number"&&typeof s=="number"&&Number.isFinite(i)&&Number.isFinite(s),a=e.states.gap[t],l=typeof r.gap[t]=="number"&&Number.isFinite(r.gap[t]),u=v=>typeof v=="number"&&Number.isFinite(v),c=a==="+inf"&&u(i)?`[${Rc(i)}, +\u221E)`:a==="-inf"&&u(s)?`(\u2212\u221E, ${Rc(s)}]`:null,f=null;o||(c!==null?f="The gap is infinite (a count of zero): its interval is open on that side":a==="+inf"||a==="-inf"?f="Undefined: the gap is infinite, so it has no interval":l?f="Undefined: no variance (the standard error of the gap is zero or undefined)":f="Undefined: the gap itself is undefined");let d=r.insufficient[t]===!0,p=r.p_value[t],h=typeof p=="number"&&Number.isFinite(p),g,y;h?(g=Xe(p),y=`p = ${p} (two-sided, for gap = 0)`):d?(g="\u2014",y=gh(n)):f!==null?(g="undefined",y=f):(g="\u2014",y="No p-value");let b=r.bound[t];return{interval:o?[i,s]:null,intervalText:o?WP(i,s):c??"undefined",intervalReason:f,p:h?p:null,pText:g,pTitle:y,bound:typeof b=="number"&&Number.isFinite(b)?b:null,significant:r.significant[t]===!0,insufficient:d}}function Zw(e,t){let n=Math.min(e.length-1,Math.max(0,Math.round(t*(e.length-1))));return e[n]}function Qw(e){let t=u=>{let c=[],f=[],{lower:d,upper:p,insufficient:h}=e.columns;for(let g=0;g<e.rows;g++){if(u&&h[g]===!0)continue;let y=d[g],b=p[g];typeof y=="number"&&typeof b=="number"&&Number.isFinite(y)&&Number.isFinite(b)&&(c.push(y),f.push(b))}return[c,f]},[n,r]=t(!0);if(n.length===0&&([n,r]=t(!1)),n.length===0)return[-1,1];let i=Float64Array.from(n).sort(),s=Float64Array.from(r).sort(),o=n.length>=50?.025:0,a=Math.min(0,Zw(i,o)),l=Math.max(0,Zw(s,1-o));return a===l&&(a-=1,l+=1),[a,l]}function Mc(e){let t=vi(e.columns.p_value),n=r=>`${r} row${r===1?"":"s"}`;return{interval:`Whiskers: the gap's ${Wn(e.level)} interval (delta method / Newcombe, see the docs)`,significance:fo({q:e.fdr,significant:e.significant,tested:t,unit:"row"}),insufficient:`grey: insufficient (${n(e.insufficient)}: the label or an identity seen fewer than ${e.min_count} times; no p-value)`,overlap:e.overlap_known?null:"This report was written before version 2: intervals assume the identities never overlap"}}function tx(e){return Math.min(40,Math.max(5,Math.ceil(Math.sqrt(e))))}function GP(e,t){if(e.length===0)return[];let n=1/0,r=-1/0;for(let o of e)o<n&&(n=o),o>r&&(r=o);if(n===r)return[{x0:n-.5,x1:r+.5,count:e.length}];let i=(r-n)/t,s=[];for(let o=0;o<t;o++)s.push({x0:n+o*i,x1:o===t-1?r:n+(o+1)*i,count:0});for(let o of e){let a=Math.min(t-1,Math.max(0,Math.floor((o-n)/i)));s[a].count++}return s}function bh(e,t,n){let r=[],i={posInf:0,negInf:0,undefined:0};for(let s=0;s<t.length;s++){let o=fs(e,"gap",t[s]);Number.isFinite(o)?r.push(o):o===1/0?i.posInf++:o===-1/0?i.negInf++:i.undefined++}return{bins:GP(r,n??tx(r.length)),finite:r.length,nonFinite:i}}function ex(e){let t=e.length;return t===0?null:t%2?e[(t-1)/2]:(e[t/2-1]+e[t/2])/2}function Ec(e,t,n,r){let i=Math.min(Math.max(0,Math.floor(n)),t.length),s=new Float64Array(t.length),o=1/0,a=-1/0;for(let d=0;d<t.length;d++){let p=fs(e,"count",t[d]),h=p>0&&Number.isFinite(p)?Math.log10(p):NaN;s[d]=h,h<o&&(o=h),h>a&&(a=h)}let l=[],u=[],c=0;for(let d=0;d<t.length;d++){if(Number.isNaN(s[d])){d<i&&c++;continue}let p=fs(e,"count",t[d]);u.push(p),d<i&&l.push(p)}let f=[];if(u.length){let d=o===a?1:r??Math.min(30,tx(u.length)),[p,h]=o===a?[o-.5,a+.5]:[o,a],g=(h-p)/d;for(let y=0;y<d;y++)f.push({x0:10**(p+y*g),x1:10**(y===d-1?h:p+(y+1)*g),top:0,all:0});for(let y=0;y<t.length;y++){let b=s[y];if(Number.isNaN(b))continue;let v=Math.min(d-1,Math.max(0,Math.floor((b-p)/g)));f[v].all++,y<i&&f[v].top++}}return l.sort((d,p)=>d-p),u.sort((d,p)=>d-p),{bins:f,k:i,topShown:l.length,allShown:u.length,zero:c,topMedian:ex(l),allMedian:ex(u)}}var ds="#f57c00",ho=340,YP="#303030",nx=H`
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
    --accent: ${rt(ds)};
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
    --bg: ${rt(YP)};
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
`,W=H`
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
`,rx=H`
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
`,ps=H`
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
`,hs=H`
  :host {
    display: flex;
    flex-direction: column;
    flex: 1;
    min-height: 0;
    gap: 10px;
  }
`,yh=H`
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
`,ms=H`
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
`,dt=H`
  .stale {
    opacity: 0.55;
    transition: opacity 0.15s 0.2s;
  }
`,Gn=H`
  ${hs}
  ${yh}
  ${ms}
  .main {
    display: flex;
    gap: 16px;
    align-items: flex-start;
  }
`,Ne=H`
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
`,Ac=H`
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
`,Ie=H`
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
`,gs={negligible:"#cfd8dc",small:"#ffcc80",medium:ds,large:"#b71c1c"};var Yn={report:{attribute:!1},info:{attribute:!1},declaration:{attribute:!1},params:{attribute:!1}};function ix(e,t){e.dispatchEvent(new CustomEvent("view-status",{detail:t,bubbles:!0,composed:!0}))}function Je(e,t){e.dispatchEvent(new CustomEvent("view-params",{detail:t,bubbles:!0,composed:!0}))}function Xn(e,t){e.dispatchEvent(new CustomEvent("report-change",{detail:t,bubbles:!0,composed:!0}))}function Ct(e){return e instanceof Error?e.message:String(e)}function $i(e,t,n="text/csv;charset=utf-8"){let r=URL.createObjectURL(new Blob([e],{type:n})),i=document.createElement("a");i.href=r,i.download=t,i.rel="noopener",i.click(),setTimeout(()=>URL.revokeObjectURL(r),1e4)}var mo={api:{attribute:!1},tag:{attribute:!1},kind:{attribute:!1},kindTitle:{attribute:!1},declaration:{attribute:!1},runs:{attribute:!1},run:{attribute:!1},step:{attribute:!1},options:{attribute:!1},params:{attribute:!1}},nt=class{constructor(t,n){this.host=t;this.requests=n;this.status="loading";this.error=null;t.addController(this)}get loading(){return this.status==="loading"}hostDisconnected(){for(let t of this.requests)t.cancel()}start(){this.set("loading")}ready(){this.error=null,this.set("ready")}fail(t){this.error=Ct(t),this.set("error")}async run(t,n,r){this.start();try{return await t.run(n)}catch(i){return r(),this.fail(i),ue}}set(t){this.status=t,ix(this.host,t),this.host.requestUpdate()}renderError(t,n){return this.status!=="error"?w:m`<div class="message error" role="alert">
      <h2>${t}</h2>
      <div class="text">${this.error}</div>
      ${n.map(r=>m`<button class="primary link" name=${r.name??w} @click=${r.run}>${r.label}</button>`)}
    </div>`}renderContent(t,n,r){return t!==null?n(t):this.loading?m`<div class="loading">${r}</div>`:w}renderCsvButton(t,n,r,i,s="Download CSV"){return m`<button
      class="primary"
      name=${t}
      ?disabled=${!n||this.loading}
      title=${i??w}
      @click=${r}
    >
      ${s}
    </button>`}},cn=class{constructor(t,n,r){this.host=t;this.api=n;this.declaration=r;this.pending=null;this.error=null;this.request=new fe;t.addController(this)}hostDisconnected(){this.request.cancel()}async download(t,n,r,i){n.table!==null&&(n={...n,table:Sw(this.declaration(),n.table)}),this.pending=t,this.error=null,this.host.requestUpdate();let s;try{s=await this.request.run(o=>this.api().tableCsv(n,o))}catch(o){this.error=Ct(o),this.pending=null,this.host.requestUpdate();return}if(s!==ue){if(this.pending=null,i){let o=vc(s,i.column,i.keys);if(o===null){this.error=`the table has no ${i.column} column to pick the rows shown by`,this.host.requestUpdate();return}s=o}this.host.requestUpdate(),$i(s,r)}}renderError(){return this.error===null?w:m`<div class="download-error message error" role="alert" title=${this.error}>Could not download the CSV: ${this.error}</div>`}};function _i(e,t,n,r){return m`<span class="shown">showing <b>${P(e)}</b> of ${P(t)}${` ${n}`}${r?m` ${r}`:w}</span>`}function Jn(e,t){return!e||e.run!==t.run||e.tag!==t.tag||e.step!==t.step}function Zn(e,t,n){return n.step===null&&e!=null&&t!==null&&e.max_step!==t.max_step}function XP(e){return e.trim()===""?null:Number(e)}function bs(e,t,n){let r=XP(n);return Ce(e,t,r)?r:null}function Qn(e,t){let n=us(e,t);return n?`Not ${n}: ignored`:`Not a value of ${t} the server declares: ignored`}function fn(e,t){let n=xt(e,t);return{min:n?.minimum==null?void 0:String(n.minimum),max:n?.maximum==null?void 0:String(n.maximum)}}function vh(e){return m`<label class="field">
    <span class="name" title=${e.title}>${e.label}</span>
    <input
      type="number"
      name=${e.name}
      min=${e.min??w}
      max=${e.max??w}
      step=${e.step}
      inputmode=${e.decimal?"decimal":w}
      class=${e.invalid?"invalid":""}
      aria-invalid=${e.invalid?"true":"false"}
      title=${e.title}
      .value=${e.text}
      @input=${t=>e.onInput(t.target.value)}
    />
  </label>`}function Pc(e,t,n,r){let i=bs(e,"fdr",t)===null;return vh({label:Me(e,"fdr","FDR"),name:"fdr",text:t,invalid:i,title:i?Qn(e,"fdr"):`${n}. ${ye(e,"fdr")}`,...fn(e,"fdr"),step:"0.01",decimal:!0,onInput:r})}var sx=H`
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
`;function il(e){return m`<span class="star">${e.slice(0,1)}</span>${e.slice(1)}`}function Dn(e,t){return m`<div class=${e} data-significant=${t.significant} data-q=${t.q??w}>
    ${il(fo(t))}
  </div>`}var go=H`
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
`;function ox(e,t,n){let r=new Map(e.identities.map(o=>[o.name,o.count])),i=o=>r.has(o)?m` (${P(r.get(o))})`:w,s=e.identities.filter(o=>o.name!==e.a).length;return m`<div class="summary" data-shown=${n} data-total=${e.rows}>
      ${t?m`<span class="description">${t}</span>`:w}
      <span><b>N</b> = ${P(e.n)} examples · step ${e.step}</span>
      ${_i(n,e.rows,e.rows===1?"label":"labels")}
      <span
        >A = <b>${e.a}</b>${i(e.a)} vs B =
        ${e.b===null?m`<b>rest</b> <span class="muted">(mean over ${s} other identit${s===1?"y":"ies"})</span>`:m`<b>${e.b}</b>${i(e.b)}`}</span
      >
      ${e.excluded_labels.length?m`<span class="muted" title="Identities that are predicted labels are left out of the rows"
            >not ranked: ${e.excluded_labels.join(", ")}</span
          >`:w}
    </div>`}function ax(e,t){let n=t??Mc(e);return m`<div class="legend" data-significant=${e.significant} data-insufficient=${e.insufficient}>
      <span class="interval">${n.interval}</span>
      <span class="significance">${il(n.significance)}</span>
      <span class="insufficient"><span class="grey"></span>${n.insufficient}</span>
      ${n.overlap?m`<span class="warning" role="note">⚠ ${n.overlap}</span>`:w}
    </div>`}function Mt(e,t){return e==null||t==null?NaN:e<t?-1:e>t?1:e>=t?0:NaN}function Kr(e,t){return e==null||t==null?NaN:t<e?-1:t>e?1:t>=e?0:NaN}function xo(e){let t,n,r;e.length!==2?(t=Mt,n=(a,l)=>Mt(e(a),l),r=(a,l)=>e(a)-l):(t=e===Mt||e===Kr?e:JP,n=e,r=e);function i(a,l,u=0,c=a.length){if(u<c){if(t(l,l)!==0)return c;do{let f=u+c>>>1;n(a[f],l)<0?u=f+1:c=f}while(u<c)}return u}function s(a,l,u=0,c=a.length){if(u<c){if(t(l,l)!==0)return c;do{let f=u+c>>>1;n(a[f],l)<=0?u=f+1:c=f}while(u<c)}return u}function o(a,l,u=0,c=a.length){let f=i(a,l,u,c-1);return f>u&&r(a[f-1],l)>-r(a[f],l)?f-1:f}return{left:i,center:o,right:s}}function JP(){return 0}function lx(e){return e===null?NaN:+e}function*ZP(e,t){if(t===void 0)for(let n of e)n!=null&&(n=+n)>=n&&(yield n);else{let n=-1;for(let r of e)(r=t(r,++n,e))!=null&&(r=+r)>=r&&(yield r)}}var ux=xo(Mt),$o=ux.right,EB=ux.left,AB=xo(lx).center;var PB=cx(fx),DB=cx(QP);function cx(e){return function(t,n,r=n){if(!((n=+n)>=0))throw new RangeError("invalid rx");if(!((r=+r)>=0))throw new RangeError("invalid ry");let{data:i,width:s,height:o}=t;if(!((s=Math.floor(s))>=0))throw new RangeError("invalid width");if(!((o=Math.floor(o!==void 0?o:i.length/s))>=0))throw new RangeError("invalid height");if(!s||!o||!n&&!r)return t;let a=n&&e(n),l=r&&e(r),u=i.slice();return a&&l?(bo(a,u,i,s,o),bo(a,i,u,s,o),bo(a,u,i,s,o),yo(l,i,u,s,o),yo(l,u,i,s,o),yo(l,i,u,s,o)):a?(bo(a,i,u,s,o),bo(a,u,i,s,o),bo(a,i,u,s,o)):l&&(yo(l,i,u,s,o),yo(l,u,i,s,o),yo(l,i,u,s,o)),t}}function bo(e,t,n,r,i){for(let s=0,o=r*i;s<o;)e(t,n,s,s+=r,1)}function yo(e,t,n,r,i){for(let s=0,o=r*i;s<r;++s)e(t,n,s,s+o,r)}function QP(e){let t=fx(e);return(n,r,i,s,o)=>{i<<=2,s<<=2,o<<=2,t(n,r,i+0,s+0,o),t(n,r,i+1,s+1,o),t(n,r,i+2,s+2,o),t(n,r,i+3,s+3,o)}}function fx(e){let t=Math.floor(e);if(t===e)return e3(e);let n=e-t,r=2*e+1;return(i,s,o,a,l)=>{if(!((a-=l)>=o))return;let u=t*s[o],c=l*t,f=c+l;for(let d=o,p=o+c;d<p;d+=l)u+=s[Math.min(a,d)];for(let d=o,p=a;d<=p;d+=l)u+=s[Math.min(a,d+c)],i[d]=(u+n*(s[Math.max(o,d-f)]+s[Math.min(a,d+f)]))/r,u-=s[Math.max(o,d-c)]}}function e3(e){let t=2*e+1;return(n,r,i,s,o)=>{if(!((s-=o)>=i))return;let a=e*r[i],l=o*e;for(let u=i,c=i+l;u<c;u+=o)a+=r[Math.min(s,u)];for(let u=i,c=s;u<=c;u+=o)a+=r[Math.min(s,u+l)],n[u]=a/t,a-=r[Math.max(i,u-l)]}}function $h(e,t){let n=0;if(t===void 0)for(let r of e)r!=null&&(r=+r)>=r&&++n;else{let r=-1;for(let i of e)(i=t(i,++r,e))!=null&&(i=+i)>=i&&++n}return n}function t3(e){return e.length|0}function n3(e){return!(e>0)}function r3(e){return typeof e!="object"||"length"in e?e:Array.from(e)}function i3(e){return t=>e(...t)}function dx(...e){let t=typeof e[e.length-1]=="function"&&i3(e.pop());e=e.map(r3);let n=e.map(t3),r=e.length-1,i=new Array(r+1).fill(0),s=[];if(r<0||n.some(n3))return s;for(;;){s.push(i.map((a,l)=>e[l][a]));let o=r;for(;++i[o]===n[o];){if(o===0)return t?s.map(t):s;i[o--]=0}}}function px(e,t){var n=0,r=0;return Float64Array.from(e,t===void 0?i=>n+=+i||0:i=>n+=+t(i,r++,e)||0)}function _h(e,t){let n=0,r,i=0,s=0;if(t===void 0)for(let o of e)o!=null&&(o=+o)>=o&&(r=o-i,i+=r/++n,s+=r*(o-i));else{let o=-1;for(let a of e)(a=t(a,++o,e))!=null&&(a=+a)>=a&&(r=a-i,i+=r/++n,s+=r*(a-i))}if(n>1)return s/(n-1)}function Sh(e,t){let n=_h(e,t);return n&&Math.sqrt(n)}function _t(e,t){let n,r;if(t===void 0)for(let i of e)i!=null&&(n===void 0?i>=i&&(n=r=i):(n>i&&(n=i),r<i&&(r=i)));else{let i=-1;for(let s of e)(s=t(s,++i,e))!=null&&(n===void 0?s>=s&&(n=r=s):(n>s&&(n=s),r<s&&(r=s)))}return[n,r]}var dn=class{constructor(){this._partials=new Float64Array(32),this._n=0}add(t){let n=this._partials,r=0;for(let i=0;i<this._n&&i<32;i++){let s=n[i],o=t+s,a=Math.abs(t)<Math.abs(s)?t-(o-s):s-(o-t);a&&(n[r++]=a),t=o}return n[r]=t,this._n=r+1,this}valueOf(){let t=this._partials,n=this._n,r,i,s,o=0;if(n>0){for(o=t[--n];n>0&&(r=o,i=t[--n],o=r+i,s=i-(o-r),!s););n>0&&(s<0&&t[n-1]<0||s>0&&t[n-1]>0)&&(i=s*2,r=o+i,i==r-o&&(o=r))}return o}};var pn=class extends Map{constructor(t,n=gx){if(super(),Object.defineProperties(this,{_intern:{value:new Map},_key:{value:n}}),t!=null)for(let[r,i]of t)this.set(r,i)}get(t){return super.get(wh(this,t))}has(t){return super.has(wh(this,t))}set(t,n){return super.set(hx(this,t),n)}delete(t){return super.delete(mx(this,t))}},er=class extends Set{constructor(t,n=gx){if(super(),Object.defineProperties(this,{_intern:{value:new Map},_key:{value:n}}),t!=null)for(let r of t)this.add(r)}has(t){return super.has(wh(this,t))}add(t){return super.add(hx(this,t))}delete(t){return super.delete(mx(this,t))}};function wh({_intern:e,_key:t},n){let r=t(n);return e.has(r)?e.get(r):n}function hx({_intern:e,_key:t},n){let r=t(n);return e.has(r)?e.get(r):(e.set(r,n),n)}function mx({_intern:e,_key:t},n){let r=t(n);return e.has(r)&&(n=e.get(r),e.delete(r)),n}function gx(e){return e!==null&&typeof e=="object"?e.valueOf():e}function xh(e){return e}function ys(e,...t){return kh(e,xh,xh,t)}function jr(e,t,...n){return kh(e,xh,t,n)}function bx(e,t,...n){return kh(e,Array.from,t,n)}function kh(e,t,n,r){return(function i(s,o){if(o>=r.length)return n(s);let a=new pn,l=r[o++],u=-1;for(let c of s){let f=l(c,++u,s),d=a.get(f);d?d.push(c):a.set(f,[c])}for(let[c,f]of a)a.set(c,i(f,o));return t(a)})(e,0)}function s3(e,t){return Array.from(t,n=>e[n])}function vo(e,...t){if(typeof e[Symbol.iterator]!="function")throw new TypeError("values is not iterable");e=Array.from(e);let[n]=t;if(n&&n.length!==2||t.length>1){let r=Uint32Array.from(e,(i,s)=>s);return t.length>1?(t=t.map(i=>e.map(i)),r.sort((i,s)=>{for(let o of t){let a=Dc(o[i],o[s]);if(a)return a}})):(n=e.map(n),r.sort((i,s)=>Dc(n[i],n[s]))),s3(e,r)}return e.sort(yx(n))}function yx(e=Mt){if(e===Mt)return Dc;if(typeof e!="function")throw new TypeError("compare is not a function");return(t,n)=>{let r=e(t,n);return r||r===0?r:(e(n,n)===0)-(e(t,t)===0)}}function Dc(e,t){return(e==null||!(e>=e))-(t==null||!(t>=t))||(e<t?-1:e>t?1:0)}function Oc(e,t,n){return(t.length!==2?vo(jr(e,t,n),(([r,i],[s,o])=>Mt(i,o)||Mt(r,s))):vo(ys(e,n),(([r,i],[s,o])=>t(i,o)||Mt(r,s)))).map(([r])=>r)}var o3=Array.prototype,LB=o3.slice;var a3=Math.sqrt(50),l3=Math.sqrt(10),u3=Math.sqrt(2);function Lc(e,t,n){let r=(t-e)/Math.max(0,n),i=Math.floor(Math.log10(r)),s=r/Math.pow(10,i),o=s>=a3?10:s>=l3?5:s>=u3?2:1,a,l,u;return i<0?(u=Math.pow(10,-i)/o,a=Math.round(e*u),l=Math.round(t*u),a/u<e&&++a,l/u>t&&--l,u=-u):(u=Math.pow(10,i)*o,a=Math.round(e/u),l=Math.round(t/u),a*u<e&&++a,l*u>t&&--l),l<a&&.5<=n&&n<2?Lc(e,t,n*2):[a,l,u]}function Si(e,t,n){if(t=+t,e=+e,n=+n,!(n>0))return[];if(e===t)return[e];let r=t<e,[i,s,o]=r?Lc(t,e,n):Lc(e,t,n);if(!(s>=i))return[];let a=s-i+1,l=new Array(a);if(r)if(o<0)for(let u=0;u<a;++u)l[u]=(s-u)/-o;else for(let u=0;u<a;++u)l[u]=(s-u)*o;else if(o<0)for(let u=0;u<a;++u)l[u]=(i+u)/-o;else for(let u=0;u<a;++u)l[u]=(i+u)*o;return l}function wo(e,t,n){return t=+t,e=+e,n=+n,Lc(e,t,n)[2]}function ol(e,t,n){t=+t,e=+e,n=+n;let r=t<e,i=r?wo(t,e,n):wo(e,t,n);return(r?-1:1)*(i<0?1/-i:i)}function vx(e){return Math.max(1,Math.ceil(Math.log($h(e))/Math.LN2)+1)}function Lt(e,t){let n;if(t===void 0)for(let r of e)r!=null&&(n<r||n===void 0&&r>=r)&&(n=r);else{let r=-1;for(let i of e)(i=t(i,++r,e))!=null&&(n<i||n===void 0&&i>=i)&&(n=i)}return n}function wx(e,t){let n,r=-1,i=-1;if(t===void 0)for(let s of e)++i,s!=null&&(n<s||n===void 0&&s>=s)&&(n=s,r=i);else for(let s of e)(s=t(s,++i,e))!=null&&(n<s||n===void 0&&s>=s)&&(n=s,r=i);return r}function hn(e,t){let n;if(t===void 0)for(let r of e)r!=null&&(n>r||n===void 0&&r>=r)&&(n=r);else{let r=-1;for(let i of e)(i=t(i,++r,e))!=null&&(n>i||n===void 0&&i>=i)&&(n=i)}return n}function xx(e,t){let n,r=-1,i=-1;if(t===void 0)for(let s of e)++i,s!=null&&(n>s||n===void 0&&s>=s)&&(n=s,r=i);else for(let s of e)(s=t(s,++i,e))!=null&&(n>s||n===void 0&&s>=s)&&(n=s,r=i);return r}function $x(e,t,n=0,r=1/0,i){if(t=Math.floor(t),n=Math.floor(Math.max(0,n)),r=Math.floor(Math.min(e.length-1,r)),!(n<=t&&t<=r))return e;for(i=i===void 0?Dc:yx(i);r>n;){if(r-n>600){let l=r-n+1,u=t-n+1,c=Math.log(l),f=.5*Math.exp(2*c/3),d=.5*Math.sqrt(c*f*(l-f)/l)*(u-l/2<0?-1:1),p=Math.max(n,Math.floor(t-u*f/l+d)),h=Math.min(r,Math.floor(t+(l-u)*f/l+d));$x(e,t,p,h,i)}let s=e[t],o=n,a=r;for(sl(e,n,t),i(e[r],s)>0&&sl(e,n,r);o<a;){for(sl(e,o,a),++o,--a;i(e[o],s)<0;)++o;for(;i(e[a],s)>0;)--a}i(e[n],s)===0?sl(e,n,a):(++a,sl(e,a,r)),a<=t&&(n=a+1),t<=a&&(r=a-1)}return e}function sl(e,t,n){let r=e[t];e[t]=e[n],e[n]=r}function Th(e,t=Mt){let n,r=!1;if(t.length===1){let i;for(let s of e){let o=t(s);(r?Mt(o,i)>0:Mt(o,o)===0)&&(n=s,i=o,r=!0)}}else for(let i of e)(r?t(i,n)>0:t(i,i)===0)&&(n=i,r=!0);return n}function Vr(e,t,n){if(e=Float64Array.from(ZP(e,n)),!(!(r=e.length)||isNaN(t=+t))){if(t<=0||r<2)return hn(e);if(t>=1)return Lt(e);var r,i=(r-1)*t,s=Math.floor(i),o=Lt($x(e,s).subarray(0,s+1)),a=hn(e.subarray(s+1));return o+(a-o)*(i-s)}}function _x(e,t,n=lx){if(!(!(r=e.length)||isNaN(t=+t))){if(t<=0||r<2)return+n(e[0],0,e);if(t>=1)return+n(e[r-1],r-1,e);var r,i=(r-1)*t,s=Math.floor(i),o=+n(e[s],s,e),a=+n(e[s+1],s+1,e);return o+(a-o)*(i-s)}}function Sx(e,t,n){let r=$h(e),i=Vr(e,.75)-Vr(e,.25);return r&&i?Math.ceil((n-t)/(2*i*Math.pow(r,-1/3))):1}function Rh(e,t,n){let r=$h(e),i=Sh(e);return r&&i?Math.ceil((n-t)*Math.cbrt(r)/(3.49*i)):1}function kx(e,t){let n=0,r=0;if(t===void 0)for(let i of e)i!=null&&(i=+i)>=i&&(++n,r+=i);else{let i=-1;for(let s of e)(s=t(s,++i,e))!=null&&(s=+s)>=s&&(++n,r+=s)}if(n)return r/n}function al(e,t){return Vr(e,.5,t)}function*c3(e){for(let t of e)yield*t}function Ch(e){return Array.from(c3(e))}function Tx(e,t){let n=new pn;if(t===void 0)for(let s of e)s!=null&&s>=s&&n.set(s,(n.get(s)||0)+1);else{let s=-1;for(let o of e)(o=t(o,++s,e))!=null&&o>=o&&n.set(o,(n.get(o)||0)+1)}let r,i=0;for(let[s,o]of n)o>i&&(i=o,r=s);return r}function Rx(e,t=f3){let n=[],r,i=!1;for(let s of e)i&&n.push(t(r,s)),r=s,i=!0;return n}function f3(e,t){return[e,t]}function _o(e,t,n){e=+e,t=+t,n=(i=arguments.length)<2?(t=e,e=0,1):i<3?1:+n;for(var r=-1,i=Math.max(0,Math.ceil((t-e)/n))|0,s=new Array(i);++r<i;)s[r]=e+r*n;return s}var OB=d3(Math.random);function d3(e){return function(n,r=0,i=n.length){let s=i-(r=+r);for(;s;){let o=e()*s--|0,a=n[s+r];n[s+r]=n[o+r],n[o+r]=a}return n}}function Ln(e,t){let n=0;if(t===void 0)for(let r of e)(r=+r)&&(n+=r);else{let r=-1;for(let i of e)(i=+t(i,++r,e))&&(n+=i)}return n}function So(e){if(typeof e[Symbol.iterator]!="function")throw new TypeError("values is not iterable");return Array.from(e).reverse()}function p3(e){return e}var Mh=1,Eh=2,Ah=3,Nc=4,Cx=1e-6;function h3(e){return"translate("+e+",0)"}function m3(e){return"translate(0,"+e+")"}function g3(e){return t=>+e(t)}function b3(e,t){return t=Math.max(0,e.bandwidth()-t*2)/2,e.round()&&(t=Math.round(t)),n=>+e(n)+t}function y3(){return!this.__axis}function v3(e,t){var n=[],r=null,i=null,s=6,o=6,a=3,l=typeof window<"u"&&window.devicePixelRatio>1?0:.5,u=e===Mh||e===Nc?-1:1,c=e===Nc||e===Eh?"x":"y",f=e===Mh||e===Ah?h3:m3;function d(p){var h=r??(t.ticks?t.ticks.apply(t,n):t.domain()),g=i??(t.tickFormat?t.tickFormat.apply(t,n):p3),y=Math.max(s,0)+a,b=t.range(),v=+b[0]+l,$=+b[b.length-1]+l,x=(t.bandwidth?b3:g3)(t.copy(),l),k=p.selection?p.selection():p,_=k.selectAll(".domain").data([null]),S=k.selectAll(".tick").data(h,t).order(),T=S.exit(),M=S.enter().append("g").attr("class","tick"),O=S.select("line"),E=S.select("text");_=_.merge(_.enter().insert("path",".tick").attr("class","domain").attr("stroke","currentColor")),S=S.merge(M),O=O.merge(M.append("line").attr("stroke","currentColor").attr(c+"2",u*s)),E=E.merge(M.append("text").attr("fill","currentColor").attr(c,u*y).attr("dy",e===Mh?"0em":e===Ah?"0.71em":"0.32em")),p!==k&&(_=_.transition(p),S=S.transition(p),O=O.transition(p),E=E.transition(p),T=T.transition(p).attr("opacity",Cx).attr("transform",function(L){return isFinite(L=x(L))?f(L+l):this.getAttribute("transform")}),M.attr("opacity",Cx).attr("transform",function(L){var j=this.parentNode.__axis;return f((j&&isFinite(j=j(L))?j:x(L))+l)})),T.remove(),_.attr("d",e===Nc||e===Eh?o?"M"+u*o+","+v+"H"+l+"V"+$+"H"+u*o:"M"+l+","+v+"V"+$:o?"M"+v+","+u*o+"V"+l+"H"+$+"V"+u*o:"M"+v+","+l+"H"+$),S.attr("opacity",1).attr("transform",function(L){return f(x(L)+l)}),O.attr(c+"2",u*s),E.attr(c,u*y).text(g),k.filter(y3).attr("fill","none").attr("font-size",10).attr("font-family","sans-serif").attr("text-anchor",e===Eh?"start":e===Nc?"end":"middle"),k.each(function(){this.__axis=x})}return d.scale=function(p){return arguments.length?(t=p,d):t},d.ticks=function(){return n=Array.from(arguments),d},d.tickArguments=function(p){return arguments.length?(n=p==null?[]:Array.from(p),d):n.slice()},d.tickValues=function(p){return arguments.length?(r=p==null?null:Array.from(p),d):r&&r.slice()},d.tickFormat=function(p){return arguments.length?(i=p,d):i},d.tickSize=function(p){return arguments.length?(s=o=+p,d):s},d.tickSizeInner=function(p){return arguments.length?(s=+p,d):s},d.tickSizeOuter=function(p){return arguments.length?(o=+p,d):o},d.tickPadding=function(p){return arguments.length?(a=+p,d):a},d.offset=function(p){return arguments.length?(l=+p,d):l},d}function Mx(e){return v3(Ah,e)}var Ph="http://www.w3.org/1999/xhtml",ki={svg:"http://www.w3.org/2000/svg",xhtml:Ph,xlink:"http://www.w3.org/1999/xlink",xml:"http://www.w3.org/XML/1998/namespace",xmlns:"http://www.w3.org/2000/xmlns/"};function Ex(e){var t=e+="",n=t.indexOf(":");return n>=0&&(t=e.slice(0,n))!=="xmlns"&&(e=e.slice(n+1)),ki.hasOwnProperty(t)?{space:ki[t],local:e}:e}function w3(e){return function(){var t=this.ownerDocument,n=this.namespaceURI;return n===Ph&&t.documentElement.namespaceURI===Ph?t.createElement(e):t.createElementNS(n,e)}}function x3(e){return function(){return this.ownerDocument.createElementNS(e.space,e.local)}}function ko(e){var t=Ex(e);return(t.local?x3:w3)(t)}function $3(){}function Ax(e){return e==null?$3:function(){return this.querySelector(e)}}function _3(e){typeof e!="function"&&(e=Ax(e));for(var t=this._groups,n=t.length,r=new Array(n),i=0;i<n;++i)for(var s=t[i],o=s.length,a=r[i]=new Array(o),l,u,c=0;c<o;++c)(l=s[c])&&(u=e.call(l,l.__data__,c,s))&&("__data__"in l&&(u.__data__=l.__data__),a[c]=u);return new en(r,this._parents)}function S3(e){return e==null?[]:Array.isArray(e)?e:Array.from(e)}function k3(){return[]}function T3(e){return e==null?k3:function(){return this.querySelectorAll(e)}}function R3(e){return function(){return S3(e.apply(this,arguments))}}function C3(e){typeof e=="function"?e=R3(e):e=T3(e);for(var t=this._groups,n=t.length,r=[],i=[],s=0;s<n;++s)for(var o=t[s],a=o.length,l,u=0;u<a;++u)(l=o[u])&&(r.push(e.call(l,l.__data__,u,o)),i.push(l));return new en(r,i)}function M3(e){return function(){return this.matches(e)}}function Px(e){return function(t){return t.matches(e)}}var E3=Array.prototype.find;function A3(e){return function(){return E3.call(this.children,e)}}function P3(){return this.firstElementChild}function D3(e){return this.select(e==null?P3:A3(typeof e=="function"?e:Px(e)))}var L3=Array.prototype.filter;function O3(){return Array.from(this.children)}function N3(e){return function(){return L3.call(this.children,e)}}function I3(e){return this.selectAll(e==null?O3:N3(typeof e=="function"?e:Px(e)))}function B3(e){typeof e!="function"&&(e=M3(e));for(var t=this._groups,n=t.length,r=new Array(n),i=0;i<n;++i)for(var s=t[i],o=s.length,a=r[i]=[],l,u=0;u<o;++u)(l=s[u])&&e.call(l,l.__data__,u,s)&&a.push(l);return new en(r,this._parents)}function Dx(e){return new Array(e.length)}function z3(){return new en(this._enter||this._groups.map(Dx),this._parents)}function Ic(e,t){this.ownerDocument=e.ownerDocument,this.namespaceURI=e.namespaceURI,this._next=null,this._parent=e,this.__data__=t}Ic.prototype={constructor:Ic,appendChild:function(e){return this._parent.insertBefore(e,this._next)},insertBefore:function(e,t){return this._parent.insertBefore(e,t)},querySelector:function(e){return this._parent.querySelector(e)},querySelectorAll:function(e){return this._parent.querySelectorAll(e)}};function H3(e){return function(){return e}}function F3(e,t,n,r,i,s){for(var o=0,a,l=t.length,u=s.length;o<u;++o)(a=t[o])?(a.__data__=s[o],r[o]=a):n[o]=new Ic(e,s[o]);for(;o<l;++o)(a=t[o])&&(i[o]=a)}function V3(e,t,n,r,i,s,o){var a,l,u=new Map,c=t.length,f=s.length,d=new Array(c),p;for(a=0;a<c;++a)(l=t[a])&&(d[a]=p=o.call(l,l.__data__,a,t)+"",u.has(p)?i[a]=l:u.set(p,l));for(a=0;a<f;++a)p=o.call(e,s[a],a,s)+"",(l=u.get(p))?(r[a]=l,l.__data__=s[a],u.delete(p)):n[a]=new Ic(e,s[a]);for(a=0;a<c;++a)(l=t[a])&&u.get(d[a])===l&&(i[a]=l)}function K3(e){return e.__data__}function j3(e,t){if(!arguments.length)return Array.from(this,K3);var n=t?V3:F3,r=this._parents,i=this._groups;typeof e!="function"&&(e=H3(e));for(var s=i.length,o=new Array(s),a=new Array(s),l=new Array(s),u=0;u<s;++u){var c=r[u],f=i[u],d=f.length,p=q3(e.call(c,c&&c.__data__,u,r)),h=p.length,g=a[u]=new Array(h),y=o[u]=new Array(h),b=l[u]=new Array(d);n(c,f,g,y,b,p,t);for(var v=0,$=0,x,k;v<h;++v)if(x=g[v]){for(v>=$&&($=v+1);!(k=y[$])&&++$<h;);x._next=k||null}}return o=new en(o,r),o._enter=a,o._exit=l,o}function q3(e){return typeof e=="object"&&"length"in e?e:Array.from(e)}function U3(){return new en(this._exit||this._groups.map(Dx),this._parents)}function W3(e,t,n){var r=this.enter(),i=this,s=this.exit();return typeof e=="function"?(r=e(r),r&&(r=r.selection())):r=r.append(e+""),t!=null&&(i=t(i),i&&(i=i.selection())),n==null?s.remove():n(s),r&&i?r.merge(i).order():i}function G3(e){for(var t=e.selection?e.selection():e,n=this._groups,r=t._groups,i=n.length,s=r.length,o=Math.min(i,s),a=new Array(i),l=0;l<o;++l)for(var u=n[l],c=r[l],f=u.length,d=a[l]=new Array(f),p,h=0;h<f;++h)(p=u[h]||c[h])&&(d[h]=p);for(;l<i;++l)a[l]=n[l];return new en(a,this._parents)}function Y3(){for(var e=this._groups,t=-1,n=e.length;++t<n;)for(var r=e[t],i=r.length-1,s=r[i],o;--i>=0;)(o=r[i])&&(s&&o.compareDocumentPosition(s)^4&&s.parentNode.insertBefore(o,s),s=o);return this}function X3(e){e||(e=J3);function t(f,d){return f&&d?e(f.__data__,d.__data__):!f-!d}for(var n=this._groups,r=n.length,i=new Array(r),s=0;s<r;++s){for(var o=n[s],a=o.length,l=i[s]=new Array(a),u,c=0;c<a;++c)(u=o[c])&&(l[c]=u);l.sort(t)}return new en(i,this._parents).order()}function J3(e,t){return e<t?-1:e>t?1:e>=t?0:NaN}function Z3(){var e=arguments[0];return arguments[0]=this,e.apply(null,arguments),this}function Q3(){return Array.from(this)}function e6(){for(var e=this._groups,t=0,n=e.length;t<n;++t)for(var r=e[t],i=0,s=r.length;i<s;++i){var o=r[i];if(o)return o}return null}function t6(){let e=0;for(let t of this)++e;return e}function n6(){return!this.node()}function r6(e){for(var t=this._groups,n=0,r=t.length;n<r;++n)for(var i=t[n],s=0,o=i.length,a;s<o;++s)(a=i[s])&&e.call(a,a.__data__,s,i);return this}function i6(e){return function(){this.removeAttribute(e)}}function s6(e){return function(){this.removeAttributeNS(e.space,e.local)}}function o6(e,t){return function(){this.setAttribute(e,t)}}function a6(e,t){return function(){this.setAttributeNS(e.space,e.local,t)}}function l6(e,t){return function(){var n=t.apply(this,arguments);n==null?this.removeAttribute(e):this.setAttribute(e,n)}}function u6(e,t){return function(){var n=t.apply(this,arguments);n==null?this.removeAttributeNS(e.space,e.local):this.setAttributeNS(e.space,e.local,n)}}function c6(e,t){var n=Ex(e);if(arguments.length<2){var r=this.node();return n.local?r.getAttributeNS(n.space,n.local):r.getAttribute(n)}return this.each((t==null?n.local?s6:i6:typeof t=="function"?n.local?u6:l6:n.local?a6:o6)(n,t))}function Lx(e){return e.ownerDocument&&e.ownerDocument.defaultView||e.document&&e||e.defaultView}function f6(e){return function(){this.style.removeProperty(e)}}function d6(e,t,n){return function(){this.style.setProperty(e,t,n)}}function p6(e,t,n){return function(){var r=t.apply(this,arguments);r==null?this.style.removeProperty(e):this.style.setProperty(e,r,n)}}function h6(e,t,n){return arguments.length>1?this.each((t==null?f6:typeof t=="function"?p6:d6)(e,t,n??"")):m6(this.node(),e)}function m6(e,t){return e.style.getPropertyValue(t)||Lx(e).getComputedStyle(e,null).getPropertyValue(t)}function g6(e){return function(){delete this[e]}}function b6(e,t){return function(){this[e]=t}}function y6(e,t){return function(){var n=t.apply(this,arguments);n==null?delete this[e]:this[e]=n}}function v6(e,t){return arguments.length>1?this.each((t==null?g6:typeof t=="function"?y6:b6)(e,t)):this.node()[e]}function Ox(e){return e.trim().split(/^|\s+/)}function Lh(e){return e.classList||new Nx(e)}function Nx(e){this._node=e,this._names=Ox(e.getAttribute("class")||"")}Nx.prototype={add:function(e){var t=this._names.indexOf(e);t<0&&(this._names.push(e),this._node.setAttribute("class",this._names.join(" ")))},remove:function(e){var t=this._names.indexOf(e);t>=0&&(this._names.splice(t,1),this._node.setAttribute("class",this._names.join(" ")))},contains:function(e){return this._names.indexOf(e)>=0}};function Ix(e,t){for(var n=Lh(e),r=-1,i=t.length;++r<i;)n.add(t[r])}function Bx(e,t){for(var n=Lh(e),r=-1,i=t.length;++r<i;)n.remove(t[r])}function w6(e){return function(){Ix(this,e)}}function x6(e){return function(){Bx(this,e)}}function $6(e,t){return function(){(t.apply(this,arguments)?Ix:Bx)(this,e)}}function _6(e,t){var n=Ox(e+"");if(arguments.length<2){for(var r=Lh(this.node()),i=-1,s=n.length;++i<s;)if(!r.contains(n[i]))return!1;return!0}return this.each((typeof t=="function"?$6:t?w6:x6)(n,t))}function S6(){this.textContent=""}function k6(e){return function(){this.textContent=e}}function T6(e){return function(){var t=e.apply(this,arguments);this.textContent=t??""}}function R6(e){return arguments.length?this.each(e==null?S6:(typeof e=="function"?T6:k6)(e)):this.node().textContent}function C6(){this.innerHTML=""}function M6(e){return function(){this.innerHTML=e}}function E6(e){return function(){var t=e.apply(this,arguments);this.innerHTML=t??""}}function A6(e){return arguments.length?this.each(e==null?C6:(typeof e=="function"?E6:M6)(e)):this.node().innerHTML}function P6(){this.nextSibling&&this.parentNode.appendChild(this)}function D6(){return this.each(P6)}function L6(){this.previousSibling&&this.parentNode.insertBefore(this,this.parentNode.firstChild)}function O6(){return this.each(L6)}function N6(e){var t=typeof e=="function"?e:ko(e);return this.select(function(){return this.appendChild(t.apply(this,arguments))})}function I6(){return null}function B6(e,t){var n=typeof e=="function"?e:ko(e),r=t==null?I6:typeof t=="function"?t:Ax(t);return this.select(function(){return this.insertBefore(n.apply(this,arguments),r.apply(this,arguments)||null)})}function z6(){var e=this.parentNode;e&&e.removeChild(this)}function H6(){return this.each(z6)}function F6(){var e=this.cloneNode(!1),t=this.parentNode;return t?t.insertBefore(e,this.nextSibling):e}function V6(){var e=this.cloneNode(!0),t=this.parentNode;return t?t.insertBefore(e,this.nextSibling):e}function K6(e){return this.select(e?V6:F6)}function j6(e){return arguments.length?this.property("__data__",e):this.node().__data__}function q6(e){return function(t){e.call(this,t,this.__data__)}}function U6(e){return e.trim().split(/^|\s+/).map(function(t){var n="",r=t.indexOf(".");return r>=0&&(n=t.slice(r+1),t=t.slice(0,r)),{type:t,name:n}})}function W6(e){return function(){var t=this.__on;if(t){for(var n=0,r=-1,i=t.length,s;n<i;++n)s=t[n],(!e.type||s.type===e.type)&&s.name===e.name?this.removeEventListener(s.type,s.listener,s.options):t[++r]=s;++r?t.length=r:delete this.__on}}}function G6(e,t,n){return function(){var r=this.__on,i,s=q6(t);if(r){for(var o=0,a=r.length;o<a;++o)if((i=r[o]).type===e.type&&i.name===e.name){this.removeEventListener(i.type,i.listener,i.options),this.addEventListener(i.type,i.listener=s,i.options=n),i.value=t;return}}this.addEventListener(e.type,s,n),i={type:e.type,name:e.name,value:t,listener:s,options:n},r?r.push(i):this.__on=[i]}}function Y6(e,t,n){var r=U6(e+""),i,s=r.length,o;if(arguments.length<2){var a=this.node().__on;if(a){for(var l=0,u=a.length,c;l<u;++l)for(i=0,c=a[l];i<s;++i)if((o=r[i]).type===c.type&&o.name===c.name)return c.value}return}for(a=t?G6:W6,i=0;i<s;++i)this.each(a(r[i],t,n));return this}function zx(e,t,n){var r=Lx(e),i=r.CustomEvent;typeof i=="function"?i=new i(t,n):(i=r.document.createEvent("Event"),n?(i.initEvent(t,n.bubbles,n.cancelable),i.detail=n.detail):i.initEvent(t,!1,!1)),e.dispatchEvent(i)}function X6(e,t){return function(){return zx(this,e,t)}}function J6(e,t){return function(){return zx(this,e,t.apply(this,arguments))}}function Z6(e,t){return this.each((typeof t=="function"?J6:X6)(e,t))}function*Q6(){for(var e=this._groups,t=0,n=e.length;t<n;++t)for(var r=e[t],i=0,s=r.length,o;i<s;++i)(o=r[i])&&(yield o)}var Hx=[null];function en(e,t){this._groups=e,this._parents=t}function e5(){return new en([[document.documentElement]],Hx)}function t5(){return this}en.prototype=e5.prototype={constructor:en,select:_3,selectAll:C3,selectChild:D3,selectChildren:I3,filter:B3,data:j3,enter:z3,exit:U3,join:W3,merge:G3,selection:t5,order:Y3,sort:X3,call:Z3,nodes:Q3,node:e6,size:t6,empty:n6,each:r6,attr:c6,style:h6,property:v6,classed:_6,text:R6,html:A6,raise:D6,lower:O6,append:N6,insert:B6,remove:H6,clone:K6,datum:j6,on:Y6,dispatch:Z6,[Symbol.iterator]:Q6};function On(e){return typeof e=="string"?new en([[document.querySelector(e)]],[document.documentElement]):new en([[e]],Hx)}var n5=0;function r5(){return new Dh}function Dh(){this._="@"+(++n5).toString(36)}Dh.prototype=r5.prototype={constructor:Dh,get:function(e){for(var t=this._;!(t in e);)if(!(e=e.parentNode))return;return e[t]},set:function(e,t){return e[this._]=t},remove:function(e){return this._ in e&&delete e[this._]},toString:function(){return this._}};function i5(e){let t;for(;t=e.sourceEvent;)e=t;return e}function Fx(e,t){if(e=i5(e),t===void 0&&(t=e.currentTarget),t){var n=t.ownerSVGElement||t;if(n.createSVGPoint){var r=n.createSVGPoint();return r.x=e.clientX,r.y=e.clientY,r=r.matrixTransform(t.getScreenCTM().inverse()),[r.x,r.y]}if(t.getBoundingClientRect){var i=t.getBoundingClientRect();return[e.clientX-i.left-t.clientLeft,e.clientY-i.top-t.clientTop]}}return[e.pageX,e.pageY]}function Mo(e,t,n){e.prototype=t.prototype=n,n.constructor=e}function cl(e,t){var n=Object.create(e.prototype);for(var r in t)n[r]=t[r];return n}function Ti(){}var $s=.7,Co=1/$s,To="\\s*([+-]?\\d+)\\s*",ll="\\s*([+-]?(?:\\d*\\.)?\\d+(?:[eE][+-]?\\d+)?)\\s*",tr="\\s*([+-]?(?:\\d*\\.)?\\d+(?:[eE][+-]?\\d+)?)%\\s*",s5=/^#([0-9a-f]{3,8})$/,o5=new RegExp(`^rgb\\(${To},${To},${To}\\)$`),a5=new RegExp(`^rgb\\(${tr},${tr},${tr}\\)$`),l5=new RegExp(`^rgba\\(${To},${To},${To},${ll}\\)$`),u5=new RegExp(`^rgba\\(${tr},${tr},${tr},${ll}\\)$`),c5=new RegExp(`^hsl\\(${ll},${tr},${tr}\\)$`),f5=new RegExp(`^hsla\\(${ll},${tr},${tr},${ll}\\)$`),Vx={aliceblue:15792383,antiquewhite:16444375,aqua:65535,aquamarine:8388564,azure:15794175,beige:16119260,bisque:16770244,black:0,blanchedalmond:16772045,blue:255,blueviolet:9055202,brown:10824234,burlywood:14596231,cadetblue:6266528,chartreuse:8388352,chocolate:13789470,coral:16744272,cornflowerblue:6591981,cornsilk:16775388,crimson:14423100,cyan:65535,darkblue:139,darkcyan:35723,darkgoldenrod:12092939,darkgray:11119017,darkgreen:25600,darkgrey:11119017,darkkhaki:12433259,darkmagenta:9109643,darkolivegreen:5597999,darkorange:16747520,darkorchid:10040012,darkred:9109504,darksalmon:15308410,darkseagreen:9419919,darkslateblue:4734347,darkslategray:3100495,darkslategrey:3100495,darkturquoise:52945,darkviolet:9699539,deeppink:16716947,deepskyblue:49151,dimgray:6908265,dimgrey:6908265,dodgerblue:2003199,firebrick:11674146,floralwhite:16775920,forestgreen:2263842,fuchsia:16711935,gainsboro:14474460,ghostwhite:16316671,gold:16766720,goldenrod:14329120,gray:8421504,green:32768,greenyellow:11403055,grey:8421504,honeydew:15794160,hotpink:16738740,indianred:13458524,indigo:4915330,ivory:16777200,khaki:15787660,lavender:15132410,lavenderblush:16773365,lawngreen:8190976,lemonchiffon:16775885,lightblue:11393254,lightcoral:15761536,lightcyan:14745599,lightgoldenrodyellow:16448210,lightgray:13882323,lightgreen:9498256,lightgrey:13882323,lightpink:16758465,lightsalmon:16752762,lightseagreen:2142890,lightskyblue:8900346,lightslategray:7833753,lightslategrey:7833753,lightsteelblue:11584734,lightyellow:16777184,lime:65280,limegreen:3329330,linen:16445670,magenta:16711935,maroon:8388608,mediumaquamarine:6737322,mediumblue:205,mediumorchid:12211667,mediumpurple:9662683,mediumseagreen:3978097,mediumslateblue:8087790,mediumspringgreen:64154,mediumturquoise:4772300,mediumvioletred:13047173,midnightblue:1644912,mintcream:16121850,mistyrose:16770273,moccasin:16770229,navajowhite:16768685,navy:128,oldlace:16643558,olive:8421376,olivedrab:7048739,orange:16753920,orangered:16729344,orchid:14315734,palegoldenrod:15657130,palegreen:10025880,paleturquoise:11529966,palevioletred:14381203,papayawhip:16773077,peachpuff:16767673,peru:13468991,pink:16761035,plum:14524637,powderblue:11591910,purple:8388736,rebeccapurple:6697881,red:16711680,rosybrown:12357519,royalblue:4286945,saddlebrown:9127187,salmon:16416882,sandybrown:16032864,seagreen:3050327,seashell:16774638,sienna:10506797,silver:12632256,skyblue:8900331,slateblue:6970061,slategray:7372944,slategrey:7372944,snow:16775930,springgreen:65407,steelblue:4620980,tan:13808780,teal:32896,thistle:14204888,tomato:16737095,turquoise:4251856,violet:15631086,wheat:16113331,white:16777215,whitesmoke:16119285,yellow:16776960,yellowgreen:10145074};Mo(Ti,Eo,{copy(e){return Object.assign(new this.constructor,this,e)},displayable(){return this.rgb().displayable()},hex:Kx,formatHex:Kx,formatHex8:d5,formatHsl:p5,formatRgb:jx,toString:jx});function Kx(){return this.rgb().formatHex()}function d5(){return this.rgb().formatHex8()}function p5(){return Qx(this).formatHsl()}function jx(){return this.rgb().formatRgb()}function Eo(e){var t,n;return e=(e+"").trim().toLowerCase(),(t=s5.exec(e))?(n=t[1].length,t=parseInt(t[1],16),n===6?qx(t):n===3?new pt(t>>8&15|t>>4&240,t>>4&15|t&240,(t&15)<<4|t&15,1):n===8?Bc(t>>24&255,t>>16&255,t>>8&255,(t&255)/255):n===4?Bc(t>>12&15|t>>8&240,t>>8&15|t>>4&240,t>>4&15|t&240,((t&15)<<4|t&15)/255):null):(t=o5.exec(e))?new pt(t[1],t[2],t[3],1):(t=a5.exec(e))?new pt(t[1]*255/100,t[2]*255/100,t[3]*255/100,1):(t=l5.exec(e))?Bc(t[1],t[2],t[3],t[4]):(t=u5.exec(e))?Bc(t[1]*255/100,t[2]*255/100,t[3]*255/100,t[4]):(t=c5.exec(e))?Gx(t[1],t[2]/100,t[3]/100,1):(t=f5.exec(e))?Gx(t[1],t[2]/100,t[3]/100,t[4]):Vx.hasOwnProperty(e)?qx(Vx[e]):e==="transparent"?new pt(NaN,NaN,NaN,0):null}function qx(e){return new pt(e>>16&255,e>>8&255,e&255,1)}function Bc(e,t,n,r){return r<=0&&(e=t=n=NaN),new pt(e,t,n,r)}function Hh(e){return e instanceof Ti||(e=Eo(e)),e?(e=e.rgb(),new pt(e.r,e.g,e.b,e.opacity)):new pt}function In(e,t,n,r){return arguments.length===1?Hh(e):new pt(e,t,n,r??1)}function pt(e,t,n,r){this.r=+e,this.g=+t,this.b=+n,this.opacity=+r}Mo(pt,In,cl(Ti,{brighter(e){return e=e==null?Co:Math.pow(Co,e),new pt(this.r*e,this.g*e,this.b*e,this.opacity)},darker(e){return e=e==null?$s:Math.pow($s,e),new pt(this.r*e,this.g*e,this.b*e,this.opacity)},rgb(){return this},clamp(){return new pt(ws(this.r),ws(this.g),ws(this.b),Hc(this.opacity))},displayable(){return-.5<=this.r&&this.r<255.5&&-.5<=this.g&&this.g<255.5&&-.5<=this.b&&this.b<255.5&&0<=this.opacity&&this.opacity<=1},hex:Ux,formatHex:Ux,formatHex8:h5,formatRgb:Wx,toString:Wx}));function Ux(){return`#${vs(this.r)}${vs(this.g)}${vs(this.b)}`}function h5(){return`#${vs(this.r)}${vs(this.g)}${vs(this.b)}${vs((isNaN(this.opacity)?1:this.opacity)*255)}`}function Wx(){let e=Hc(this.opacity);return`${e===1?"rgb(":"rgba("}${ws(this.r)}, ${ws(this.g)}, ${ws(this.b)}${e===1?")":`, ${e})`}`}function Hc(e){return isNaN(e)?1:Math.max(0,Math.min(1,e))}function ws(e){return Math.max(0,Math.min(255,Math.round(e)||0))}function vs(e){return e=ws(e),(e<16?"0":"")+e.toString(16)}function Gx(e,t,n,r){return r<=0?e=t=n=NaN:n<=0||n>=1?e=t=NaN:t<=0&&(e=NaN),new Nn(e,t,n,r)}function Qx(e){if(e instanceof Nn)return new Nn(e.h,e.s,e.l,e.opacity);if(e instanceof Ti||(e=Eo(e)),!e)return new Nn;if(e instanceof Nn)return e;e=e.rgb();var t=e.r/255,n=e.g/255,r=e.b/255,i=Math.min(t,n,r),s=Math.max(t,n,r),o=NaN,a=s-i,l=(s+i)/2;return a?(t===s?o=(n-r)/a+(n<r)*6:n===s?o=(r-t)/a+2:o=(t-n)/a+4,a/=l<.5?s+i:2-s-i,o*=60):a=l>0&&l<1?0:o,new Nn(o,a,l,e.opacity)}function Vc(e,t,n,r){return arguments.length===1?Qx(e):new Nn(e,t,n,r??1)}function Nn(e,t,n,r){this.h=+e,this.s=+t,this.l=+n,this.opacity=+r}Mo(Nn,Vc,cl(Ti,{brighter(e){return e=e==null?Co:Math.pow(Co,e),new Nn(this.h,this.s,this.l*e,this.opacity)},darker(e){return e=e==null?$s:Math.pow($s,e),new Nn(this.h,this.s,this.l*e,this.opacity)},rgb(){var e=this.h%360+(this.h<0)*360,t=isNaN(e)||isNaN(this.s)?0:this.s,n=this.l,r=n+(n<.5?n:1-n)*t,i=2*n-r;return new pt(Oh(e>=240?e-240:e+120,i,r),Oh(e,i,r),Oh(e<120?e+240:e-120,i,r),this.opacity)},clamp(){return new Nn(Yx(this.h),zc(this.s),zc(this.l),Hc(this.opacity))},displayable(){return(0<=this.s&&this.s<=1||isNaN(this.s))&&0<=this.l&&this.l<=1&&0<=this.opacity&&this.opacity<=1},formatHsl(){let e=Hc(this.opacity);return`${e===1?"hsl(":"hsla("}${Yx(this.h)}, ${zc(this.s)*100}%, ${zc(this.l)*100}%${e===1?")":`, ${e})`}`}}));function Yx(e){return e=(e||0)%360,e<0?e+360:e}function zc(e){return Math.max(0,Math.min(1,e||0))}function Oh(e,t,n){return(e<60?t+(n-t)*e/60:e<180?n:e<240?t+(n-t)*(240-e)/60:t)*255}var e1=Math.PI/180,t1=180/Math.PI,Fc=18,n1=.96422,r1=1,i1=.82521,s1=4/29,Ro=6/29,o1=3*Ro*Ro,m5=Ro*Ro*Ro;function a1(e){if(e instanceof nr)return new nr(e.l,e.a,e.b,e.opacity);if(e instanceof qr)return l1(e);e instanceof pt||(e=Hh(e));var t=zh(e.r),n=zh(e.g),r=zh(e.b),i=Nh((.2225045*t+.7168786*n+.0606169*r)/r1),s,o;return t===n&&n===r?s=o=i:(s=Nh((.4360747*t+.3850649*n+.1430804*r)/n1),o=Nh((.0139322*t+.0971045*n+.7141733*r)/i1)),new nr(116*i-16,500*(s-i),200*(i-o),e.opacity)}function Kc(e,t,n,r){return arguments.length===1?a1(e):new nr(e,t,n,r??1)}function nr(e,t,n,r){this.l=+e,this.a=+t,this.b=+n,this.opacity=+r}Mo(nr,Kc,cl(Ti,{brighter(e){return new nr(this.l+Fc*(e??1),this.a,this.b,this.opacity)},darker(e){return new nr(this.l-Fc*(e??1),this.a,this.b,this.opacity)},rgb(){var e=(this.l+16)/116,t=isNaN(this.a)?e:e+this.a/500,n=isNaN(this.b)?e:e-this.b/200;return t=n1*Ih(t),e=r1*Ih(e),n=i1*Ih(n),new pt(Bh(3.1338561*t-1.6168667*e-.4906146*n),Bh(-.9787684*t+1.9161415*e+.033454*n),Bh(.0719453*t-.2289914*e+1.4052427*n),this.opacity)}}));function Nh(e){return e>m5?Math.pow(e,1/3):e/o1+s1}function Ih(e){return e>Ro?e*e*e:o1*(e-s1)}function Bh(e){return 255*(e<=.0031308?12.92*e:1.055*Math.pow(e,1/2.4)-.055)}function zh(e){return(e/=255)<=.04045?e/12.92:Math.pow((e+.055)/1.055,2.4)}function g5(e){if(e instanceof qr)return new qr(e.h,e.c,e.l,e.opacity);if(e instanceof nr||(e=a1(e)),e.a===0&&e.b===0)return new qr(NaN,0<e.l&&e.l<100?0:NaN,e.l,e.opacity);var t=Math.atan2(e.b,e.a)*t1;return new qr(t<0?t+360:t,Math.sqrt(e.a*e.a+e.b*e.b),e.l,e.opacity)}function jc(e,t,n,r){return arguments.length===1?g5(e):new qr(e,t,n,r??1)}function qr(e,t,n,r){this.h=+e,this.c=+t,this.l=+n,this.opacity=+r}function l1(e){if(isNaN(e.h))return new nr(e.l,0,0,e.opacity);var t=e.h*e1;return new nr(e.l,Math.cos(t)*e.c,Math.sin(t)*e.c,e.opacity)}Mo(qr,jc,cl(Ti,{brighter(e){return new qr(this.h,this.c,this.l+Fc*(e??1),this.opacity)},darker(e){return new qr(this.h,this.c,this.l-Fc*(e??1),this.opacity)},rgb(){return l1(this).rgb()}}));var u1=-.14861,Fh=1.78277,Vh=-.29227,qc=-.90649,ul=1.97294,Xx=ul*qc,Jx=ul*Fh,Zx=Fh*Vh-qc*u1;function b5(e){if(e instanceof xs)return new xs(e.h,e.s,e.l,e.opacity);e instanceof pt||(e=Hh(e));var t=e.r/255,n=e.g/255,r=e.b/255,i=(Zx*r+Xx*t-Jx*n)/(Zx+Xx-Jx),s=r-i,o=(ul*(n-i)-Vh*s)/qc,a=Math.sqrt(o*o+s*s)/(ul*i*(1-i)),l=a?Math.atan2(o,s)*t1-120:NaN;return new xs(l<0?l+360:l,a,i,e.opacity)}function mn(e,t,n,r){return arguments.length===1?b5(e):new xs(e,t,n,r??1)}function xs(e,t,n,r){this.h=+e,this.s=+t,this.l=+n,this.opacity=+r}Mo(xs,mn,cl(Ti,{brighter(e){return e=e==null?Co:Math.pow(Co,e),new xs(this.h,this.s,this.l*e,this.opacity)},darker(e){return e=e==null?$s:Math.pow($s,e),new xs(this.h,this.s,this.l*e,this.opacity)},rgb(){var e=isNaN(this.h)?0:(this.h+120)*e1,t=+this.l,n=isNaN(this.s)?0:this.s*t*(1-t),r=Math.cos(e),i=Math.sin(e);return new pt(255*(t+n*(u1*r+Fh*i)),255*(t+n*(Vh*r+qc*i)),255*(t+n*(ul*r)),this.opacity)}}));function d1(e,t,n,r,i){var s=e*e,o=s*e;return((1-3*e+3*s-o)*t+(4-6*s+3*o)*n+(1+3*e+3*s-3*o)*r+o*i)/6}function y5(e){var t=e.length-1;return function(n){var r=n<=0?n=0:n>=1?(n=1,t-1):Math.floor(n*t),i=e[r],s=e[r+1],o=r>0?e[r-1]:2*i-s,a=r<t-1?e[r+2]:2*s-i;return d1((n-r/t)*t,o,i,s,a)}}function v5(e){var t=e.length;return function(n){var r=Math.floor(((n%=1)<0?++n:n)*t),i=e[(r+t-1)%t],s=e[r%t],o=e[(r+1)%t],a=e[(r+2)%t];return d1((n-r/t)*t,i,s,o,a)}}var Wc=e=>()=>e;function p1(e,t){return function(n){return e+n*t}}function w5(e,t,n){return e=Math.pow(e,n),t=Math.pow(t,n)-e,n=1/n,function(r){return Math.pow(e+r*t,n)}}function Uh(e,t){var n=t-e;return n?p1(e,n>180||n<-180?n-360*Math.round(n/360):n):Wc(isNaN(e)?t:e)}function x5(e){return(e=+e)==1?ht:function(t,n){return n-t?w5(t,n,e):Wc(isNaN(t)?n:t)}}function ht(e,t){var n=t-e;return n?p1(e,n):Wc(isNaN(e)?t:e)}var _s=(function e(t){var n=x5(t);function r(i,s){var o=n((i=In(i)).r,(s=In(s)).r),a=n(i.g,s.g),l=n(i.b,s.b),u=ht(i.opacity,s.opacity);return function(c){return i.r=o(c),i.g=a(c),i.b=l(c),i.opacity=u(c),i+""}}return r.gamma=e,r})(1);function h1(e){return function(t){var n=t.length,r=new Array(n),i=new Array(n),s=new Array(n),o,a;for(o=0;o<n;++o)a=In(t[o]),r[o]=a.r||0,i[o]=a.g||0,s[o]=a.b||0;return r=e(r),i=e(i),s=e(s),a.opacity=1,function(l){return a.r=r(l),a.g=i(l),a.b=s(l),a+""}}}var m1=h1(y5),FB=h1(v5);function $5(e,t){t||(t=[]);var n=e?Math.min(t.length,e.length):0,r=t.slice(),i;return function(s){for(i=0;i<n;++i)r[i]=e[i]*(1-s)+t[i]*s;return r}}function _5(e){return ArrayBuffer.isView(e)&&!(e instanceof DataView)}function S5(e,t){var n=t?t.length:0,r=e?Math.min(n,e.length):0,i=new Array(r),s=new Array(n),o;for(o=0;o<r;++o)i[o]=Ao(e[o],t[o]);for(;o<n;++o)s[o]=t[o];return function(a){for(o=0;o<r;++o)s[o]=i[o](a);return s}}function k5(e,t){var n=new Date;return e=+e,t=+t,function(r){return n.setTime(e*(1-r)+t*r),n}}function ot(e,t){return e=+e,t=+t,function(n){return e*(1-n)+t*n}}function T5(e,t){var n={},r={},i;(e===null||typeof e!="object")&&(e={}),(t===null||typeof t!="object")&&(t={});for(i in t)i in e?n[i]=Ao(e[i],t[i]):r[i]=t[i];return function(s){for(i in n)r[i]=n[i](s);return r}}var jh=/[-+]?(?:\d+\.?\d*|\.?\d+)(?:[eE][-+]?\d+)?/g,Kh=new RegExp(jh.source,"g");function R5(e){return function(){return e}}function C5(e){return function(t){return e(t)+""}}function M5(e,t){var n=jh.lastIndex=Kh.lastIndex=0,r,i,s,o=-1,a=[],l=[];for(e=e+"",t=t+"";(r=jh.exec(e))&&(i=Kh.exec(t));)(s=i.index)>n&&(s=t.slice(n,s),a[o]?a[o]+=s:a[++o]=s),(r=r[0])===(i=i[0])?a[o]?a[o]+=i:a[++o]=i:(a[++o]=null,l.push({i:o,x:ot(r,i)})),n=Kh.lastIndex;return n<t.length&&(s=t.slice(n),a[o]?a[o]+=s:a[++o]=s),a.length<2?l[0]?C5(l[0].x):R5(t):(t=l.length,function(u){for(var c=0,f;c<t;++c)a[(f=l[c]).i]=f.x(u);return a.join("")})}function Ao(e,t){var n=typeof t,r;return t==null||n==="boolean"?Wc(t):(n==="number"?ot:n==="string"?(r=Eo(t))?(t=r,_s):M5:t instanceof Eo?_s:t instanceof Date?k5:_5(t)?$5:Array.isArray(t)?S5:typeof t.valueOf!="function"&&typeof t.toString!="function"||isNaN(t)?T5:ot)(e,t)}function fl(e,t){return e=+e,t=+t,function(n){return Math.round(e*(1-n)+t*n)}}var c1=180/Math.PI,qh={translateX:0,translateY:0,rotate:0,skewX:0,scaleX:1,scaleY:1};function g1(e,t,n,r,i,s){var o,a,l;return(o=Math.sqrt(e*e+t*t))&&(e/=o,t/=o),(l=e*n+t*r)&&(n-=e*l,r-=t*l),(a=Math.sqrt(n*n+r*r))&&(n/=a,r/=a,l/=a),e*r<t*n&&(e=-e,t=-t,l=-l,o=-o),{translateX:i,translateY:s,rotate:Math.atan2(t,e)*c1,skewX:Math.atan(l)*c1,scaleX:o,scaleY:a}}var Uc;function E5(e){let t=new(typeof DOMMatrix=="function"?DOMMatrix:WebKitCSSMatrix)(e+"");return t.isIdentity?qh:g1(t.a,t.b,t.c,t.d,t.e,t.f)}function A5(e){return e==null||(Uc||(Uc=document.createElementNS("http://www.w3.org/2000/svg","g")),Uc.setAttribute("transform",e),!(e=Uc.transform.baseVal.consolidate()))?qh:(e=e.matrix,g1(e.a,e.b,e.c,e.d,e.e,e.f))}function b1(e,t,n,r){function i(u){return u.length?u.pop()+" ":""}function s(u,c,f,d,p,h){if(u!==f||c!==d){var g=p.push("translate(",null,t,null,n);h.push({i:g-4,x:ot(u,f)},{i:g-2,x:ot(c,d)})}else(f||d)&&p.push("translate("+f+t+d+n)}function o(u,c,f,d){u!==c?(u-c>180?c+=360:c-u>180&&(u+=360),d.push({i:f.push(i(f)+"rotate(",null,r)-2,x:ot(u,c)})):c&&f.push(i(f)+"rotate("+c+r)}function a(u,c,f,d){u!==c?d.push({i:f.push(i(f)+"skewX(",null,r)-2,x:ot(u,c)}):c&&f.push(i(f)+"skewX("+c+r)}function l(u,c,f,d,p,h){if(u!==f||c!==d){var g=p.push(i(p)+"scale(",null,",",null,")");h.push({i:g-4,x:ot(u,f)},{i:g-2,x:ot(c,d)})}else(f!==1||d!==1)&&p.push(i(p)+"scale("+f+","+d+")")}return function(u,c){var f=[],d=[];return u=e(u),c=e(c),s(u.translateX,u.translateY,c.translateX,c.translateY,f,d),o(u.rotate,c.rotate,f,d),a(u.skewX,c.skewX,f,d),l(u.scaleX,u.scaleY,c.scaleX,c.scaleY,f,d),u=c=null,function(p){for(var h=-1,g=d.length,y;++h<g;)f[(y=d[h]).i]=y.x(p);return f.join("")}}}var VB=b1(E5,"px, ","px)","deg)"),KB=b1(A5,", ",")",")"),P5=1e-12;function f1(e){return((e=Math.exp(e))+1/e)/2}function D5(e){return((e=Math.exp(e))-1/e)/2}function L5(e){return((e=Math.exp(2*e))-1)/(e+1)}var jB=(function e(t,n,r){function i(s,o){var a=s[0],l=s[1],u=s[2],c=o[0],f=o[1],d=o[2],p=c-a,h=f-l,g=p*p+h*h,y,b;if(g<P5)b=Math.log(d/u)/t,y=function(S){return[a+S*p,l+S*h,u*Math.exp(t*S*b)]};else{var v=Math.sqrt(g),$=(d*d-u*u+r*g)/(2*u*n*v),x=(d*d-u*u-r*g)/(2*d*n*v),k=Math.log(Math.sqrt($*$+1)-$),_=Math.log(Math.sqrt(x*x+1)-x);b=(_-k)/t,y=function(S){var T=S*b,M=f1(k),O=u/(n*v)*(M*L5(t*T+k)-D5(k));return[a+O*p,l+O*h,u*M/f1(t*T+k)]}}return y.duration=Math.abs(b)*1e3*t/Math.SQRT2,y}return i.rho=function(s){var o=Math.max(.001,+s),a=o*o,l=a*a;return e(o,a,l)},i})(Math.SQRT2,2,4);function y1(e){return function(t,n){var r=e((t=Vc(t)).h,(n=Vc(n)).h),i=ht(t.s,n.s),s=ht(t.l,n.l),o=ht(t.opacity,n.opacity);return function(a){return t.h=r(a),t.s=i(a),t.l=s(a),t.opacity=o(a),t+""}}}var v1=y1(Uh),qB=y1(ht);function w1(e,t){var n=ht((e=Kc(e)).l,(t=Kc(t)).l),r=ht(e.a,t.a),i=ht(e.b,t.b),s=ht(e.opacity,t.opacity);return function(o){return e.l=n(o),e.a=r(o),e.b=i(o),e.opacity=s(o),e+""}}function x1(e){return function(t,n){var r=e((t=jc(t)).h,(n=jc(n)).h),i=ht(t.c,n.c),s=ht(t.l,n.l),o=ht(t.opacity,n.opacity);return function(a){return t.h=r(a),t.c=i(a),t.l=s(a),t.opacity=o(a),t+""}}}var $1=x1(Uh),UB=x1(ht);function _1(e){return(function t(n){n=+n;function r(i,s){var o=e((i=mn(i)).h,(s=mn(s)).h),a=ht(i.s,s.s),l=ht(i.l,s.l),u=ht(i.opacity,s.opacity);return function(c){return i.h=o(c),i.s=a(c),i.l=l(Math.pow(c,n)),i.opacity=u(c),i+""}}return r.gamma=t,r})(1)}var WB=_1(Uh),Gc=_1(ht);function Ri(e,t){t===void 0&&(t=e,e=Ao);for(var n=0,r=t.length-1,i=t[0],s=new Array(r<0?0:r);n<r;)s[n]=e(i,i=t[++n]);return function(o){var a=Math.max(0,Math.min(r-1,Math.floor(o*=r)));return s[a](o-a)}}function Ot(e,t){for(var n=new Array(t),r=0;r<t;++r)n[r]=e(r/(t-1));return n}var dl=Math.PI,Wh=2*dl,Ss=1e-6,O5=Wh-Ss;function S1(e){this._+=e[0];for(let t=1,n=e.length;t<n;++t)this._+=arguments[t]+e[t]}function N5(e){let t=Math.floor(e);if(!(t>=0))throw new Error(`invalid digits: ${e}`);if(t>15)return S1;let n=10**t;return function(r){this._+=r[0];for(let i=1,s=r.length;i<s;++i)this._+=Math.round(arguments[i]*n)/n+r[i]}}function k1(e,t,n,r){return e===n&&t===r}function I5(e){let t=Math.floor(e);if(!(t<=15))return k1;let n=10**t,r=function(i){return Math.round(i*n)};return function(i,s,o,a){return r(i)===r(o)&&r(s)===r(a)}}var ks=class{constructor(t){this._x0=this._y0=this._x1=this._y1=null,this._="",this._append=t==null?S1:N5(t),this._equal=t==null?k1:I5(t)}moveTo(t,n){this._append`M${this._x0=this._x1=+t},${this._y0=this._y1=+n}`}closePath(){this._x1!==null&&(this._x1=this._x0,this._y1=this._y0,this._append`Z`)}lineTo(t,n){this._append`L${this._x1=+t},${this._y1=+n}`}quadraticCurveTo(t,n,r,i){this._append`Q${+t},${+n},${this._x1=+r},${this._y1=+i}`}bezierCurveTo(t,n,r,i,s,o){this._append`C${+t},${+n},${+r},${+i},${this._x1=+s},${this._y1=+o}`}arcTo(t,n,r,i,s){if(t=+t,n=+n,r=+r,i=+i,s=+s,s<0)throw new Error(`negative radius: ${s}`);let o=this._x1,a=this._y1,l=r-t,u=i-n,c=o-t,f=a-n,d=c*c+f*f;if(this._x1===null)this._append`M${this._x1=t},${this._y1=n}`;else if(d>Ss)if(!(Math.abs(f*l-u*c)>Ss)||!s)this._append`L${this._x1=t},${this._y1=n}`;else{let p=r-o,h=i-a,g=l*l+u*u,y=p*p+h*h,b=Math.sqrt(g),v=Math.sqrt(d),$=s*Math.tan((dl-Math.acos((g+d-y)/(2*b*v)))/2),x=$/v,k=$/b;Math.abs(x-1)>Ss&&this._append`L${t+x*c},${n+x*f}`,this._append`A${s},${s},0,0,${+(f*p>c*h)},${this._x1=t+k*l},${this._y1=n+k*u}`}}arc(t,n,r,i,s,o){if(t=+t,n=+n,r=+r,o=!!o,r<0)throw new Error(`negative radius: ${r}`);let a=r*Math.cos(i),l=r*Math.sin(i),u=t+a,c=n+l,f=1^o,d=o?i-s:s-i;if(this._x1===null?this._append`M${u},${c}`:(Math.abs(this._x1-u)>Ss||Math.abs(this._y1-c)>Ss)&&this._append`L${u},${c}`,!!r){if(d<0&&(d=d%Wh+Wh),d>O5)this._append`A${r},${r},0,1,${f},${t-a},${n-l}A${r},${r},0,1,${f},${this._x1=u},${this._y1=c}`;else if(d>Ss){let p=t+r*Math.cos(s),h=n+r*Math.sin(s);if(d>=dl&&this._equal(u,c,p,h)){d/=2;let g=i+d;this._append`A${r},${r},0,${+(d>=dl)},${f},${t+r*Math.cos(g)},${n+r*Math.sin(g)}`}this._append`A${r},${r},0,${+(d>=dl)},${f},${this._x1=p},${this._y1=h}`}}}rect(t,n,r,i){this._append`M${this._x0=this._x1=+t},${this._y0=this._y1=+n}h${r=+r}v${+i}h${-r}Z`}toString(){return this._}};function B5(){return new ks}B5.prototype=ks.prototype;function rr(e=3){return new ks(+e)}function z5(e){return Math.abs(e=Math.round(e))>=1e21?e.toLocaleString("en").replace(/,/g,""):e.toString(10)}function Xc(e,t){if(!isFinite(e)||e===0)return null;var n=(e=t?e.toExponential(t-1):e.toExponential()).indexOf("e"),r=e.slice(0,n);return[r.length>1?r[0]+r.slice(2):r,+e.slice(n+1)]}function Po(e){return e=Xc(Math.abs(e)),e?e[1]:NaN}function H5(e,t){return function(n,r){for(var i=n.length,s=[],o=0,a=e[0],l=0;i>0&&a>0&&(l+a+1>r&&(a=Math.max(1,r-l)),s.push(n.substring(i-=a,i+a)),!((l+=a+1)>r));)a=e[o=(o+1)%e.length];return s.reverse().join(t)}}function F5(e){return function(t){return t.replace(/[0-9]/g,function(n){return e[+n]})}}var V5=/^(?:(.)?([<>=^]))?([+\-( ])?([$#])?(0)?(\d+)?(,)?(\.\d+)?(~)?([a-z%])?$/i;function Do(e){if(!(t=V5.exec(e)))throw new Error("invalid format: "+e);var t;return new Gh({fill:t[1],align:t[2],sign:t[3],symbol:t[4],zero:t[5],width:t[6],comma:t[7],precision:t[8]&&t[8].slice(1),trim:t[9],type:t[10]})}Do.prototype=Gh.prototype;function Gh(e){this.fill=e.fill===void 0?" ":e.fill+"",this.align=e.align===void 0?">":e.align+"",this.sign=e.sign===void 0?"-":e.sign+"",this.symbol=e.symbol===void 0?"":e.symbol+"",this.zero=!!e.zero,this.width=e.width===void 0?void 0:+e.width,this.comma=!!e.comma,this.precision=e.precision===void 0?void 0:+e.precision,this.trim=!!e.trim,this.type=e.type===void 0?"":e.type+""}Gh.prototype.toString=function(){return this.fill+this.align+this.sign+this.symbol+(this.zero?"0":"")+(this.width===void 0?"":Math.max(1,this.width|0))+(this.comma?",":"")+(this.precision===void 0?"":"."+Math.max(0,this.precision|0))+(this.trim?"~":"")+this.type};function K5(e){e:for(var t=e.length,n=1,r=-1,i;n<t;++n)switch(e[n]){case".":r=i=n;break;case"0":r===0&&(r=n),i=n;break;default:if(!+e[n])break e;r>0&&(r=0);break}return r>0?e.slice(0,r)+e.slice(i+1):e}var Jc;function j5(e,t){var n=Xc(e,t);if(!n)return Jc=void 0,e.toPrecision(t);var r=n[0],i=n[1],s=i-(Jc=Math.max(-8,Math.min(8,Math.floor(i/3)))*3)+1,o=r.length;return s===o?r:s>o?r+new Array(s-o+1).join("0"):s>0?r.slice(0,s)+"."+r.slice(s):"0."+new Array(1-s).join("0")+Xc(e,Math.max(0,t+s-1))[0]}function T1(e,t){var n=Xc(e,t);if(!n)return e+"";var r=n[0],i=n[1];return i<0?"0."+new Array(-i).join("0")+r:r.length>i+1?r.slice(0,i+1)+"."+r.slice(i+1):r+new Array(i-r.length+2).join("0")}var R1={"%":(e,t)=>(e*100).toFixed(t),b:e=>Math.round(e).toString(2),c:e=>e+"",d:z5,e:(e,t)=>e.toExponential(t),f:(e,t)=>e.toFixed(t),g:(e,t)=>e.toPrecision(t),o:e=>Math.round(e).toString(8),p:(e,t)=>T1(e*100,t),r:T1,s:j5,X:e=>Math.round(e).toString(16).toUpperCase(),x:e=>Math.round(e).toString(16)};function C1(e){return e}var M1=Array.prototype.map,E1=["y","z","a","f","p","n","\xB5","m","","k","M","G","T","P","E","Z","Y"];function q5(e){var t=e.grouping===void 0||e.thousands===void 0?C1:H5(M1.call(e.grouping,Number),e.thousands+""),n=e.currency===void 0?"":e.currency[0]+"",r=e.currency===void 0?"":e.currency[1]+"",i=e.decimal===void 0?".":e.decimal+"",s=e.numerals===void 0?C1:F5(M1.call(e.numerals,String)),o=e.percent===void 0?"%":e.percent+"",a=e.minus===void 0?"\u2212":e.minus+"",l=e.nan===void 0?"NaN":e.nan+"";function u(f,d){f=Do(f);var p=f.fill,h=f.align,g=f.sign,y=f.symbol,b=f.zero,v=f.width,$=f.comma,x=f.precision,k=f.trim,_=f.type;_==="n"?($=!0,_="g"):R1[_]||(x===void 0&&(x=12),k=!0,_="g"),(b||p==="0"&&h==="=")&&(b=!0,p="0",h="=");var S=(d&&d.prefix!==void 0?d.prefix:"")+(y==="$"?n:y==="#"&&/[boxX]/.test(_)?"0"+_.toLowerCase():""),T=(y==="$"?r:/[%p]/.test(_)?o:"")+(d&&d.suffix!==void 0?d.suffix:""),M=R1[_],O=/[defgprs%]/.test(_);x=x===void 0?6:/[gprs]/.test(_)?Math.max(1,Math.min(21,x)):Math.max(0,Math.min(20,x));function E(L){var j=S,I=T,C,F,B;if(_==="c")I=M(L)+I,L="";else{L=+L;var Q=L<0||1/L<0;if(L=isNaN(L)?l:M(Math.abs(L),x),k&&(L=K5(L)),Q&&+L==0&&g!=="+"&&(Q=!1),j=(Q?g==="("?g:a:g==="-"||g==="("?"":g)+j,I=(_==="s"&&!isNaN(L)&&Jc!==void 0?E1[8+Jc/3]:"")+I+(Q&&g==="("?")":""),O){for(C=-1,F=L.length;++C<F;)if(B=L.charCodeAt(C),48>B||B>57){I=(B===46?i+L.slice(C+1):L.slice(C))+I,L=L.slice(0,C);break}}}$&&!b&&(L=t(L,1/0));var z=j.length+L.length+I.length,V=z<v?new Array(v-z+1).join(p):"";switch($&&b&&(L=t(V+L,V.length?v-I.length:1/0),V=""),h){case"<":L=j+L+I+V;break;case"=":L=j+V+L+I;break;case"^":L=V.slice(0,z=V.length>>1)+j+L+I+V.slice(z);break;default:L=V+j+L+I;break}return s(L)}return E.toString=function(){return f+""},E}function c(f,d){var p=Math.max(-8,Math.min(8,Math.floor(Po(d)/3)))*3,h=Math.pow(10,-p),g=u((f=Do(f),f.type="f",f),{suffix:E1[8+p/3]});return function(y){return g(h*y)}}return{format:u,formatPrefix:c}}var Yc,ir,Yh;U5({thousands:",",grouping:[3],currency:["$",""]});function U5(e){return Yc=q5(e),ir=Yc.format,Yh=Yc.formatPrefix,Yc}function A1(e){return Math.max(0,-Po(Math.abs(e)))}function P1(e,t){return Math.max(0,Math.max(-8,Math.min(8,Math.floor(Po(t)/3)))*3-Po(Math.abs(e)))}function D1(e,t){return e=Math.abs(e),t=Math.abs(t)-e,Math.max(0,Po(t)-Po(e))+1}var ie=1e-6,Z1=1e-12,ce=Math.PI,qe=ce/2,L1=ce/4,tn=ce*2,Nt=180/ce,je=ce/180,we=Math.abs,Io=Math.atan,Wr=Math.atan2,le=Math.cos;var Q1=Math.exp;var sf=Math.log,Xh=Math.pow,se=Math.sin,bn=Math.sign||function(e){return e>0?1:e<0?-1:0},jt=Math.sqrt,gm=Math.tan;function e$(e){return e>1?0:e<-1?ce:Math.acos(e)}function vn(e){return e>1?qe:e<-1?-qe:Math.asin(e)}function yn(){}function of(e,t){e&&N1.hasOwnProperty(e.type)&&N1[e.type](e,t)}var O1={Feature:function(e,t){of(e.geometry,t)},FeatureCollection:function(e,t){for(var n=e.features,r=-1,i=n.length;++r<i;)of(n[r].geometry,t)}},N1={Sphere:function(e,t){t.sphere()},Point:function(e,t){e=e.coordinates,t.point(e[0],e[1],e[2])},MultiPoint:function(e,t){for(var n=e.coordinates,r=-1,i=n.length;++r<i;)e=n[r],t.point(e[0],e[1],e[2])},LineString:function(e,t){tm(e.coordinates,t,0)},MultiLineString:function(e,t){for(var n=e.coordinates,r=-1,i=n.length;++r<i;)tm(n[r],t,0)},Polygon:function(e,t){I1(e.coordinates,t)},MultiPolygon:function(e,t){for(var n=e.coordinates,r=-1,i=n.length;++r<i;)I1(n[r],t)},GeometryCollection:function(e,t){for(var n=e.geometries,r=-1,i=n.length;++r<i;)of(n[r],t)}};function tm(e,t,n){var r=-1,i=e.length-n,s;for(t.lineStart();++r<i;)s=e[r],t.point(s[0],s[1],s[2]);t.lineEnd()}function I1(e,t){var n=-1,r=e.length;for(t.polygonStart();++n<r;)tm(e[n],t,1);t.polygonEnd()}function Ci(e,t){e&&O1.hasOwnProperty(e.type)?O1[e.type](e,t):of(e,t)}var ZB=new dn,QB=new dn;function nm(e){return[Wr(e[1],e[0]),vn(e[2])]}function Oo(e){var t=e[0],n=e[1],r=le(n);return[r*le(t),r*se(t),se(n)]}function Zc(e,t){return e[0]*t[0]+e[1]*t[1]+e[2]*t[2]}function af(e,t){return[e[1]*t[2]-e[2]*t[1],e[2]*t[0]-e[0]*t[2],e[0]*t[1]-e[1]*t[0]]}function Jh(e,t){e[0]+=t[0],e[1]+=t[1],e[2]+=t[2]}function Qc(e,t){return[e[0]*t,e[1]*t,e[2]*t]}function rm(e){var t=jt(e[0]*e[0]+e[1]*e[1]+e[2]*e[2]);e[0]/=t,e[1]/=t,e[2]/=t}function im(e,t){function n(r,i){return r=e(r,i),t(r[0],r[1])}return e.invert&&t.invert&&(n.invert=function(r,i){return r=t.invert(r,i),r&&e.invert(r[0],r[1])}),n}function sm(e,t){return we(e)>ce&&(e-=Math.round(e/tn)*tn),[e,t]}sm.invert=sm;function t$(e,t,n){return(e%=tn)?t||n?im(z1(e),H1(t,n)):z1(e):t||n?H1(t,n):sm}function B1(e){return function(t,n){return t+=e,we(t)>ce&&(t-=Math.round(t/tn)*tn),[t,n]}}function z1(e){var t=B1(e);return t.invert=B1(-e),t}function H1(e,t){var n=le(e),r=se(e),i=le(t),s=se(t);function o(a,l){var u=le(l),c=le(a)*u,f=se(a)*u,d=se(l),p=d*n+c*r;return[Wr(f*i-p*s,c*n-d*r),vn(p*i+f*s)]}return o.invert=function(a,l){var u=le(l),c=le(a)*u,f=se(a)*u,d=se(l),p=d*i-f*s;return[Wr(f*i+d*s,c*n+p*r),vn(p*n-c*r)]},o}function W5(e){e=t$(e[0]*je,e[1]*je,e.length>2?e[2]*je:0);function t(n){return n=e(n[0]*je,n[1]*je),n[0]*=Nt,n[1]*=Nt,n}return t.invert=function(n){return n=e.invert(n[0]*je,n[1]*je),n[0]*=Nt,n[1]*=Nt,n},t}function G5(e,t,n,r,i,s){if(n){var o=le(t),a=se(t),l=r*n;i==null?(i=t+r*tn,s=t-l/2):(i=F1(o,i),s=F1(o,s),(r>0?i<s:i>s)&&(i+=r*tn));for(var u,c=i;r>0?c>s:c<s;c-=l)u=nm([o,-a*le(c),-a*se(c)]),e.point(u[0],u[1])}}function F1(e,t){t=Oo(t),t[0]-=e,rm(t);var n=e$(-t[1]);return((-t[2]<0?-n:n)+tn-ie)%tn}function n$(){var e=[],t;return{point:function(n,r,i){t.push([n,r,i])},lineStart:function(){e.push(t=[])},lineEnd:yn,rejoin:function(){e.length>1&&e.push(e.pop().concat(e.shift()))},result:function(){var n=e;return e=[],t=null,n}}}function rf(e,t){return we(e[0]-t[0])<ie&&we(e[1]-t[1])<ie}function ef(e,t,n,r){this.x=e,this.z=t,this.o=n,this.e=r,this.v=!1,this.n=this.p=null}function r$(e,t,n,r,i){var s=[],o=[],a,l;if(e.forEach(function(h){if(!((g=h.length-1)<=0)){var g,y=h[0],b=h[g],v;if(rf(y,b)){if(!y[2]&&!b[2]){for(i.lineStart(),a=0;a<g;++a)i.point((y=h[a])[0],y[1]);i.lineEnd();return}b[0]+=2*ie}s.push(v=new ef(y,h,null,!0)),o.push(v.o=new ef(y,null,v,!1)),s.push(v=new ef(b,h,null,!1)),o.push(v.o=new ef(b,null,v,!0))}}),!!s.length){for(o.sort(t),V1(s),V1(o),a=0,l=o.length;a<l;++a)o[a].e=n=!n;for(var u=s[0],c,f;;){for(var d=u,p=!0;d.v;)if((d=d.n)===u)return;c=d.z,i.lineStart();do{if(d.v=d.o.v=!0,d.e){if(p)for(a=0,l=c.length;a<l;++a)i.point((f=c[a])[0],f[1]);else r(d.x,d.n.x,1,i);d=d.n}else{if(p)for(c=d.p.z,a=c.length-1;a>=0;--a)i.point((f=c[a])[0],f[1]);else r(d.x,d.p.x,-1,i);d=d.p}d=d.o,c=d.z,p=!p}while(!d.v);i.lineEnd()}}}function V1(e){if(t=e.length){for(var t,n=0,r=e[0],i;++n<t;)r.n=i=e[n],i.p=r,r=i;r.n=i=e[0],i.p=r}}function Zh(e){return we(e[0])<=ce?e[0]:bn(e[0])*((we(e[0])+ce)%tn-ce)}function Y5(e,t){var n=Zh(t),r=t[1],i=se(r),s=[se(n),-le(n),0],o=0,a=0,l=new dn;i===1?r=qe+ie:i===-1&&(r=-qe-ie);for(var u=0,c=e.length;u<c;++u)if(d=(f=e[u]).length)for(var f,d,p=f[d-1],h=Zh(p),g=p[1]/2+L1,y=se(g),b=le(g),v=0;v<d;++v,h=x,y=_,b=S,p=$){var $=f[v],x=Zh($),k=$[1]/2+L1,_=se(k),S=le(k),T=x-h,M=T>=0?1:-1,O=M*T,E=O>ce,L=y*_;if(l.add(Wr(L*M*se(O),b*S+L*le(O))),o+=E?T+M*tn:T,E^h>=n^x>=n){var j=af(Oo(p),Oo($));rm(j);var I=af(s,j);rm(I);var C=(E^T>=0?-1:1)*vn(I[2]);(r>C||r===C&&(j[0]||j[1]))&&(a+=E^T>=0?1:-1)}}return(o<-ie||o<ie&&l<-Z1)^a&1}function i$(e,t,n,r){return function(i){var s=t(i),o=n$(),a=t(o),l=!1,u,c,f,d={point:p,lineStart:g,lineEnd:y,polygonStart:function(){d.point=b,d.lineStart=v,d.lineEnd=$,c=[],u=[]},polygonEnd:function(){d.point=p,d.lineStart=g,d.lineEnd=y,c=Ch(c);var x=Y5(u,r);c.length?(l||(i.polygonStart(),l=!0),r$(c,J5,x,n,i)):x&&(l||(i.polygonStart(),l=!0),i.lineStart(),n(null,null,1,i),i.lineEnd()),l&&(i.polygonEnd(),l=!1),c=u=null},sphere:function(){i.polygonStart(),i.lineStart(),n(null,null,1,i),i.lineEnd(),i.polygonEnd()}};function p(x,k){e(x,k)&&i.point(x,k)}function h(x,k){s.point(x,k)}function g(){d.point=h,s.lineStart()}function y(){d.point=p,s.lineEnd()}function b(x,k){f.push([x,k]),a.point(x,k)}function v(){a.lineStart(),f=[]}function $(){b(f[0][0],f[0][1]),a.lineEnd();var x=a.clean(),k=o.result(),_,S=k.length,T,M,O;if(f.pop(),u.push(f),f=null,!!S){if(x&1){if(M=k[0],(T=M.length-1)>0){for(l||(i.polygonStart(),l=!0),i.lineStart(),_=0;_<T;++_)i.point((O=M[_])[0],O[1]);i.lineEnd()}return}S>1&&x&2&&k.push(k.pop().concat(k.shift())),c.push(k.filter(X5))}}return d}}function X5(e){return e.length>1}function J5(e,t){return((e=e.x)[0]<0?e[1]-qe-ie:qe-e[1])-((t=t.x)[0]<0?t[1]-qe-ie:qe-t[1])}var K1=i$(function(){return!0},Z5,e4,[-ce,-qe]);function Z5(e){var t=NaN,n=NaN,r=NaN,i;return{lineStart:function(){e.lineStart(),i=1},point:function(s,o){var a=s>0?ce:-ce,l=we(s-t);we(l-ce)<ie?(e.point(t,n=(n+o)/2>0?qe:-qe),e.point(r,n),e.lineEnd(),e.lineStart(),e.point(a,n),e.point(s,n),i=0):r!==a&&l>=ce&&(we(t-r)<ie&&(t-=r*ie),we(s-a)<ie&&(s-=a*ie),n=Q5(t,n,s,o),e.point(r,n),e.lineEnd(),e.lineStart(),e.point(a,n),i=0),e.point(t=s,n=o),r=a},lineEnd:function(){e.lineEnd(),t=n=NaN},clean:function(){return 2-i}}}function Q5(e,t,n,r){var i,s,o=se(e-n);return we(o)>ie?Io((se(t)*(s=le(r))*se(n)-se(r)*(i=le(t))*se(e))/(i*s*o)):(t+r)/2}function e4(e,t,n,r){var i;if(e==null)i=n*qe,r.point(-ce,i),r.point(0,i),r.point(ce,i),r.point(ce,0),r.point(ce,-i),r.point(0,-i),r.point(-ce,-i),r.point(-ce,0),r.point(-ce,i);else if(we(e[0]-t[0])>ie){var s=e[0]<t[0]?ce:-ce;i=n*s/2,r.point(-s,i),r.point(0,i),r.point(s,i)}else r.point(t[0],t[1])}function t4(e){var t=le(e),n=2*je,r=t>0,i=we(t)>ie;function s(c,f,d,p){G5(p,e,n,d,c,f)}function o(c,f){return le(c)*le(f)>t}function a(c){var f,d,p,h,g;return{lineStart:function(){h=p=!1,g=1},point:function(y,b){var v=[y,b],$,x=o(y,b),k=r?x?0:u(y,b):x?u(y+(y<0?ce:-ce),b):0;if(!f&&(h=p=x)&&c.lineStart(),x!==p&&($=l(f,v),(!$||rf(f,$)||rf(v,$))&&(v[2]=1)),x!==p)g=0,x?(c.lineStart(),$=l(v,f),c.point($[0],$[1])):($=l(f,v),c.point($[0],$[1],2),c.lineEnd()),f=$;else if(i&&f&&r^x){var _;!(k&d)&&(_=l(v,f,!0))&&(g=0,r?(c.lineStart(),c.point(_[0][0],_[0][1]),c.point(_[1][0],_[1][1]),c.lineEnd()):(c.point(_[1][0],_[1][1]),c.lineEnd(),c.lineStart(),c.point(_[0][0],_[0][1],3)))}x&&(!f||!rf(f,v))&&c.point(v[0],v[1]),f=v,p=x,d=k},lineEnd:function(){p&&c.lineEnd(),f=null},clean:function(){return g|(h&&p)<<1}}}function l(c,f,d){var p=Oo(c),h=Oo(f),g=[1,0,0],y=af(p,h),b=Zc(y,y),v=y[0],$=b-v*v;if(!$)return!d&&c;var x=t*b/$,k=-t*v/$,_=af(g,y),S=Qc(g,x),T=Qc(y,k);Jh(S,T);var M=_,O=Zc(S,M),E=Zc(M,M),L=O*O-E*(Zc(S,S)-1);if(!(L<0)){var j=jt(L),I=Qc(M,(-O-j)/E);if(Jh(I,S),I=nm(I),!d)return I;var C=c[0],F=f[0],B=c[1],Q=f[1],z;F<C&&(z=C,C=F,F=z);var V=F-C,G=we(V-ce)<ie,J=G||V<ie;if(!G&&Q<B&&(z=B,B=Q,Q=z),J?G?B+Q>0^I[1]<(we(I[0]-C)<ie?B:Q):B<=I[1]&&I[1]<=Q:V>ce^(C<=I[0]&&I[0]<=F)){var R=Qc(M,(-O+j)/E);return Jh(R,S),[I,nm(R)]}}}function u(c,f){var d=r?e:ce-e,p=0;return c<-d?p|=1:c>d&&(p|=2),f<-d?p|=4:f>d&&(p|=8),p}return i$(o,a,s,r?[0,-e]:[-ce,e-ce])}function n4(e,t,n,r,i,s){var o=e[0],a=e[1],l=t[0],u=t[1],c=0,f=1,d=l-o,p=u-a,h;if(h=n-o,!(!d&&h>0)){if(h/=d,d<0){if(h<c)return;h<f&&(f=h)}else if(d>0){if(h>f)return;h>c&&(c=h)}if(h=i-o,!(!d&&h<0)){if(h/=d,d<0){if(h>f)return;h>c&&(c=h)}else if(d>0){if(h<c)return;h<f&&(f=h)}if(h=r-a,!(!p&&h>0)){if(h/=p,p<0){if(h<c)return;h<f&&(f=h)}else if(p>0){if(h>f)return;h>c&&(c=h)}if(h=s-a,!(!p&&h<0)){if(h/=p,p<0){if(h>f)return;h>c&&(c=h)}else if(p>0){if(h<c)return;h<f&&(f=h)}return c>0&&(e[0]=o+c*d,e[1]=a+c*p),f<1&&(t[0]=o+f*d,t[1]=a+f*p),!0}}}}}var pl=1e9,tf=-pl;function bm(e,t,n,r){function i(u,c){return e<=u&&u<=n&&t<=c&&c<=r}function s(u,c,f,d){var p=0,h=0;if(u==null||(p=o(u,f))!==(h=o(c,f))||l(u,c)<0^f>0)do d.point(p===0||p===3?e:n,p>1?r:t);while((p=(p+f+4)%4)!==h);else d.point(c[0],c[1])}function o(u,c){return we(u[0]-e)<ie?c>0?0:3:we(u[0]-n)<ie?c>0?2:1:we(u[1]-t)<ie?c>0?1:0:c>0?3:2}function a(u,c){return l(u.x,c.x)}function l(u,c){var f=o(u,1),d=o(c,1);return f!==d?f-d:f===0?c[1]-u[1]:f===1?u[0]-c[0]:f===2?u[1]-c[1]:c[0]-u[0]}return function(u){var c=u,f=n$(),d,p,h,g,y,b,v,$,x,k,_,S={point:T,lineStart:L,lineEnd:j,polygonStart:O,polygonEnd:E};function T(C,F){i(C,F)&&c.point(C,F)}function M(){for(var C=0,F=0,B=p.length;F<B;++F)for(var Q=p[F],z=1,V=Q.length,G=Q[0],J,R,X=G[0],ne=G[1];z<V;++z)J=X,R=ne,G=Q[z],X=G[0],ne=G[1],R<=r?ne>r&&(X-J)*(r-R)>(ne-R)*(e-J)&&++C:ne<=r&&(X-J)*(r-R)<(ne-R)*(e-J)&&--C;return C}function O(){c=f,d=[],p=[],_=!0}function E(){var C=M(),F=_&&C,B=(d=Ch(d)).length;(F||B)&&(u.polygonStart(),F&&(u.lineStart(),s(null,null,1,u),u.lineEnd()),B&&r$(d,a,C,s,u),u.polygonEnd()),c=u,d=p=h=null}function L(){S.point=I,p&&p.push(h=[]),k=!0,x=!1,v=$=NaN}function j(){d&&(I(g,y),b&&x&&f.rejoin(),d.push(f.result())),S.point=T,x&&c.lineEnd()}function I(C,F){var B=i(C,F);if(p&&h.push([C,F]),k)g=C,y=F,b=B,k=!1,B&&(c.lineStart(),c.point(C,F));else if(B&&x)c.point(C,F);else{var Q=[v=Math.max(tf,Math.min(pl,v)),$=Math.max(tf,Math.min(pl,$))],z=[C=Math.max(tf,Math.min(pl,C)),F=Math.max(tf,Math.min(pl,F))];n4(Q,z,e,t,n,r)?(x||(c.lineStart(),c.point(Q[0],Q[1])),c.point(z[0],z[1]),B||c.lineEnd(),_=!1):B&&(c.lineStart(),c.point(C,F),_=!1)}v=C,$=F,x=B}return S}}var om=e=>e,Qh=new dn,am=new dn,s$,o$,lm,um,Ur={point:yn,lineStart:yn,lineEnd:yn,polygonStart:function(){Ur.lineStart=r4,Ur.lineEnd=s4},polygonEnd:function(){Ur.lineStart=Ur.lineEnd=Ur.point=yn,Qh.add(we(am)),am=new dn},result:function(){var e=Qh/2;return Qh=new dn,e}};function r4(){Ur.point=i4}function i4(e,t){Ur.point=a$,s$=lm=e,o$=um=t}function a$(e,t){am.add(um*e-lm*t),lm=e,um=t}function s4(){a$(s$,o$)}var No=1/0,lf=No,$l=-No,uf=$l,cf={point:o4,lineStart:yn,lineEnd:yn,polygonStart:yn,polygonEnd:yn,result:function(){var e=[[No,lf],[$l,uf]];return $l=uf=-(lf=No=1/0),e}};function o4(e,t){e<No&&(No=e),e>$l&&($l=e),t<lf&&(lf=t),t>uf&&(uf=t)}var cm=0,fm=0,hl=0,ff=0,df=0,Lo=0,dm=0,pm=0,ml=0,l$,u$,sr,or,gn={point:Ts,lineStart:j1,lineEnd:q1,polygonStart:function(){gn.lineStart=u4,gn.lineEnd=c4},polygonEnd:function(){gn.point=Ts,gn.lineStart=j1,gn.lineEnd=q1},result:function(){var e=ml?[dm/ml,pm/ml]:Lo?[ff/Lo,df/Lo]:hl?[cm/hl,fm/hl]:[NaN,NaN];return cm=fm=hl=ff=df=Lo=dm=pm=ml=0,e}};function Ts(e,t){cm+=e,fm+=t,++hl}function j1(){gn.point=a4}function a4(e,t){gn.point=l4,Ts(sr=e,or=t)}function l4(e,t){var n=e-sr,r=t-or,i=jt(n*n+r*r);ff+=i*(sr+e)/2,df+=i*(or+t)/2,Lo+=i,Ts(sr=e,or=t)}function q1(){gn.point=Ts}function u4(){gn.point=f4}function c4(){c$(l$,u$)}function f4(e,t){gn.point=c$,Ts(l$=sr=e,u$=or=t)}function c$(e,t){var n=e-sr,r=t-or,i=jt(n*n+r*r);ff+=i*(sr+e)/2,df+=i*(or+t)/2,Lo+=i,i=or*e-sr*t,dm+=i*(sr+e),pm+=i*(or+t),ml+=i*3,Ts(sr=e,or=t)}function f$(e){this._context=e}f$.prototype={_radius:4.5,pointRadius:function(e){return this._radius=e,this},polygonStart:function(){this._line=0},polygonEnd:function(){this._line=NaN},lineStart:function(){this._point=0},lineEnd:function(){this._line===0&&this._context.closePath(),this._point=NaN},point:function(e,t){switch(this._point){case 0:{this._context.moveTo(e,t),this._point=1;break}case 1:{this._context.lineTo(e,t);break}default:{this._context.moveTo(e+this._radius,t),this._context.arc(e,t,this._radius,0,tn);break}}},result:yn};var hm=new dn,em,d$,p$,gl,bl,_l={point:yn,lineStart:function(){_l.point=d4},lineEnd:function(){em&&h$(d$,p$),_l.point=yn},polygonStart:function(){em=!0},polygonEnd:function(){em=null},result:function(){var e=+hm;return hm=new dn,e}};function d4(e,t){_l.point=h$,d$=gl=e,p$=bl=t}function h$(e,t){gl-=e,bl-=t,hm.add(jt(gl*gl+bl*bl)),gl=e,bl=t}var U1,pf,W1,G1,hf=class{constructor(t){this._append=t==null?m$:p4(t),this._radius=4.5,this._=""}pointRadius(t){return this._radius=+t,this}polygonStart(){this._line=0}polygonEnd(){this._line=NaN}lineStart(){this._point=0}lineEnd(){this._line===0&&(this._+="Z"),this._point=NaN}point(t,n){switch(this._point){case 0:{this._append`M${t},${n}`,this._point=1;break}case 1:{this._append`L${t},${n}`;break}default:{if(this._append`M${t},${n}`,this._radius!==W1||this._append!==pf){let r=this._radius,i=this._;this._="",this._append`m0,${r}a${r},${r} 0 1,1 0,${-2*r}a${r},${r} 0 1,1 0,${2*r}z`,W1=r,pf=this._append,G1=this._,this._=i}this._+=G1;break}}}result(){let t=this._;return this._="",t.length?t:null}};function m$(e){let t=1;this._+=e[0];for(let n=e.length;t<n;++t)this._+=arguments[t]+e[t]}function p4(e){let t=Math.floor(e);if(!(t>=0))throw new RangeError(`invalid digits: ${e}`);if(t>15)return m$;if(t!==U1){let n=10**t;U1=t,pf=function(i){let s=1;this._+=i[0];for(let o=i.length;s<o;++s)this._+=Math.round(arguments[s]*n)/n+i[s]}}return pf}function kl(e,t){let n=3,r=4.5,i,s;function o(a){return a&&(typeof r=="function"&&s.pointRadius(+r.apply(this,arguments)),Ci(a,i(s))),s.result()}return o.area=function(a){return Ci(a,i(Ur)),Ur.result()},o.measure=function(a){return Ci(a,i(_l)),_l.result()},o.bounds=function(a){return Ci(a,i(cf)),cf.result()},o.centroid=function(a){return Ci(a,i(gn)),gn.result()},o.projection=function(a){return arguments.length?(i=a==null?(e=null,om):(e=a).stream,o):e},o.context=function(a){return arguments.length?(s=a==null?(t=null,new hf(n)):new f$(t=a),typeof r!="function"&&s.pointRadius(r),o):t},o.pointRadius=function(a){return arguments.length?(r=typeof a=="function"?a:(s.pointRadius(+a),+a),o):r},o.digits=function(a){if(!arguments.length)return n;if(a==null)n=null;else{let l=Math.floor(a);if(!(l>=0))throw new RangeError(`invalid digits: ${a}`);n=l}return t===null&&(s=new hf(n)),o},o.projection(e).digits(n).context(t)}function Tl(e){return{stream:bf(e)}}function bf(e){return function(t){var n=new mm;for(var r in e)n[r]=e[r];return n.stream=t,n}}function mm(){}mm.prototype={constructor:mm,point:function(e,t){this.stream.point(e,t)},sphere:function(){this.stream.sphere()},lineStart:function(){this.stream.lineStart()},lineEnd:function(){this.stream.lineEnd()},polygonStart:function(){this.stream.polygonStart()},polygonEnd:function(){this.stream.polygonEnd()}};function ym(e,t,n){var r=e.clipExtent&&e.clipExtent();return e.scale(150).translate([0,0]),r!=null&&e.clipExtent(null),Ci(n,e.stream(cf)),t(cf.result()),r!=null&&e.clipExtent(r),e}function vm(e,t,n){return ym(e,function(r){var i=t[1][0]-t[0][0],s=t[1][1]-t[0][1],o=Math.min(i/(r[1][0]-r[0][0]),s/(r[1][1]-r[0][1])),a=+t[0][0]+(i-o*(r[1][0]+r[0][0]))/2,l=+t[0][1]+(s-o*(r[1][1]+r[0][1]))/2;e.scale(150*o).translate([a,l])},n)}function g$(e,t,n){return vm(e,[[0,0],t],n)}function b$(e,t,n){return ym(e,function(r){var i=+t,s=i/(r[1][0]-r[0][0]),o=(i-s*(r[1][0]+r[0][0]))/2,a=-s*r[0][1];e.scale(150*s).translate([o,a])},n)}function y$(e,t,n){return ym(e,function(r){var i=+t,s=i/(r[1][1]-r[0][1]),o=-s*r[0][0],a=(i-s*(r[1][1]+r[0][1]))/2;e.scale(150*s).translate([o,a])},n)}var Y1=16,h4=le(30*je);function X1(e,t){return+t?g4(e,t):m4(e)}function m4(e){return bf({point:function(t,n){t=e(t,n),this.stream.point(t[0],t[1])}})}function g4(e,t){function n(r,i,s,o,a,l,u,c,f,d,p,h,g,y){var b=u-r,v=c-i,$=b*b+v*v;if($>4*t&&g--){var x=o+d,k=a+p,_=l+h,S=jt(x*x+k*k+_*_),T=vn(_/=S),M=we(we(_)-1)<ie||we(s-f)<ie?(s+f)/2:Wr(k,x),O=e(M,T),E=O[0],L=O[1],j=E-r,I=L-i,C=v*j-b*I;(C*C/$>t||we((b*j+v*I)/$-.5)>.3||o*d+a*p+l*h<h4)&&(n(r,i,s,o,a,l,E,L,M,x/=S,k/=S,_,g,y),y.point(E,L),n(E,L,M,x,k,_,u,c,f,d,p,h,g,y))}}return function(r){var i,s,o,a,l,u,c,f,d,p,h,g,y={point:b,lineStart:v,lineEnd:x,polygonStart:function(){r.polygonStart(),y.lineStart=k},polygonEnd:function(){r.polygonEnd(),y.lineStart=v}};function b(T,M){T=e(T,M),r.point(T[0],T[1])}function v(){f=NaN,y.point=$,r.lineStart()}function $(T,M){var O=Oo([T,M]),E=e(T,M);n(f,d,c,p,h,g,f=E[0],d=E[1],c=T,p=O[0],h=O[1],g=O[2],Y1,r),r.point(f,d)}function x(){y.point=b,r.lineEnd()}function k(){v(),y.point=_,y.lineEnd=S}function _(T,M){$(i=T,M),s=f,o=d,a=p,l=h,u=g,y.point=$}function S(){n(f,d,c,p,h,g,s,o,i,a,l,u,Y1,r),y.lineEnd=x,x()}return y}}var b4=bf({point:function(e,t){this.stream.point(e*je,t*je)}});function y4(e){return bf({point:function(t,n){var r=e(t,n);return this.stream.point(r[0],r[1])}})}function v4(e,t,n,r,i){function s(o,a){return o*=r,a*=i,[t+e*o,n-e*a]}return s.invert=function(o,a){return[(o-t)/e*r,(n-a)/e*i]},s}function J1(e,t,n,r,i,s){if(!s)return v4(e,t,n,r,i);var o=le(s),a=se(s),l=o*e,u=a*e,c=o/e,f=a/e,d=(a*n-o*t)/e,p=(a*t+o*n)/e;function h(g,y){return g*=r,y*=i,[l*g-u*y+t,n-u*g-l*y]}return h.invert=function(g,y){return[r*(c*g-f*y+d),i*(p-f*g-c*y)]},h}function Mi(e){return v$(function(){return e})()}function v$(e){var t,n=150,r=480,i=250,s=0,o=0,a=0,l=0,u=0,c,f=0,d=1,p=1,h=null,g=K1,y=null,b,v,$,x=om,k=.5,_,S,T,M,O;function E(C){return T(C[0]*je,C[1]*je)}function L(C){return C=T.invert(C[0],C[1]),C&&[C[0]*Nt,C[1]*Nt]}E.stream=function(C){return M&&O===C?M:M=b4(y4(c)(g(_(x(O=C)))))},E.preclip=function(C){return arguments.length?(g=C,h=void 0,I()):g},E.postclip=function(C){return arguments.length?(x=C,y=b=v=$=null,I()):x},E.clipAngle=function(C){return arguments.length?(g=+C?t4(h=C*je):(h=null,K1),I()):h*Nt},E.clipExtent=function(C){return arguments.length?(x=C==null?(y=b=v=$=null,om):bm(y=+C[0][0],b=+C[0][1],v=+C[1][0],$=+C[1][1]),I()):y==null?null:[[y,b],[v,$]]},E.scale=function(C){return arguments.length?(n=+C,j()):n},E.translate=function(C){return arguments.length?(r=+C[0],i=+C[1],j()):[r,i]},E.center=function(C){return arguments.length?(s=C[0]%360*je,o=C[1]%360*je,j()):[s*Nt,o*Nt]},E.rotate=function(C){return arguments.length?(a=C[0]%360*je,l=C[1]%360*je,u=C.length>2?C[2]%360*je:0,j()):[a*Nt,l*Nt,u*Nt]},E.angle=function(C){return arguments.length?(f=C%360*je,j()):f*Nt},E.reflectX=function(C){return arguments.length?(d=C?-1:1,j()):d<0},E.reflectY=function(C){return arguments.length?(p=C?-1:1,j()):p<0},E.precision=function(C){return arguments.length?(_=X1(S,k=C*C),I()):jt(k)},E.fitExtent=function(C,F){return vm(E,C,F)},E.fitSize=function(C,F){return g$(E,C,F)},E.fitWidth=function(C,F){return b$(E,C,F)},E.fitHeight=function(C,F){return y$(E,C,F)};function j(){var C=J1(n,0,0,d,p,f).apply(null,t(s,o)),F=J1(n,r-C[0],i-C[1],d,p,f);return c=t$(a,l,u),S=im(t,F),T=im(c,S),_=X1(S,k),I()}function I(){return M=O=null,E}return function(){return t=e.apply(this,arguments),E.invert=t.invert&&L,j()}}function wm(e){var t=0,n=ce/3,r=v$(e),i=r(t,n);return i.parallels=function(s){return arguments.length?r(t=s[0]*je,n=s[1]*je):[t*Nt,n*Nt]},i}function w4(e){var t=le(e);function n(r,i){return[r*t,se(i)/t]}return n.invert=function(r,i){return[r/t,vn(i*t)]},n}function x4(e,t){var n=se(e),r=(n+se(t))/2;if(we(r)<ie)return w4(e);var i=1+n*(2*r-n),s=jt(i)/r;function o(a,l){var u=jt(i-2*r*se(l))/r;return[u*se(a*=r),s-u*le(a)]}return o.invert=function(a,l){var u=s-l,c=Wr(a,we(u))*bn(u);return u*r<0&&(c-=ce*bn(a)*bn(u)),[c/r,vn((i-(a*a+u*u)*r*r)/(2*r))]},o}function Sl(){return wm(x4).scale(155.424).center([0,33.6442])}function xm(){return Sl().parallels([29.5,45.5]).scale(1070).translate([480,250]).rotate([96,0]).center([-.6,38.7])}function $4(e){var t=e.length;return{point:function(n,r){for(var i=-1;++i<t;)e[i].point(n,r)},sphere:function(){for(var n=-1;++n<t;)e[n].sphere()},lineStart:function(){for(var n=-1;++n<t;)e[n].lineStart()},lineEnd:function(){for(var n=-1;++n<t;)e[n].lineEnd()},polygonStart:function(){for(var n=-1;++n<t;)e[n].polygonStart()},polygonEnd:function(){for(var n=-1;++n<t;)e[n].polygonEnd()}}}function w$(){var e,t,n=xm(),r,i=Sl().rotate([154,0]).center([-2,58.5]).parallels([55,65]),s,o=Sl().rotate([157,0]).center([-3,19.9]).parallels([8,18]),a,l,u={point:function(d,p){l=[d,p]}};function c(d){var p=d[0],h=d[1];return l=null,r.point(p,h),l||(s.point(p,h),l)||(a.point(p,h),l)}c.invert=function(d){var p=n.scale(),h=n.translate(),g=(d[0]-h[0])/p,y=(d[1]-h[1])/p;return(y>=.12&&y<.234&&g>=-.425&&g<-.214?i:y>=.166&&y<.234&&g>=-.214&&g<-.115?o:n).invert(d)},c.stream=function(d){return e&&t===d?e:e=$4([n.stream(t=d),i.stream(d),o.stream(d)])},c.precision=function(d){return arguments.length?(n.precision(d),i.precision(d),o.precision(d),f()):n.precision()},c.scale=function(d){return arguments.length?(n.scale(d),i.scale(d*.35),o.scale(d),c.translate(n.translate())):n.scale()},c.translate=function(d){if(!arguments.length)return n.translate();var p=n.scale(),h=+d[0],g=+d[1];return r=n.translate(d).clipExtent([[h-.455*p,g-.238*p],[h+.455*p,g+.238*p]]).stream(u),s=i.translate([h-.307*p,g+.201*p]).clipExtent([[h-.425*p+ie,g+.12*p+ie],[h-.214*p-ie,g+.234*p-ie]]).stream(u),a=o.translate([h-.205*p,g+.212*p]).clipExtent([[h-.214*p+ie,g+.166*p+ie],[h-.115*p-ie,g+.234*p-ie]]).stream(u),f()},c.fitExtent=function(d,p){return vm(c,d,p)},c.fitSize=function(d,p){return g$(c,d,p)},c.fitWidth=function(d,p){return b$(c,d,p)},c.fitHeight=function(d,p){return y$(c,d,p)};function f(){return e=t=null,c}return c.scale(1070)}function x$(e){return function(t,n){var r=le(t),i=le(n),s=e(r*i);return s===1/0?[2,0]:[s*i*se(t),s*se(n)]}}function Rl(e){return function(t,n){var r=jt(t*t+n*n),i=e(r),s=se(i),o=le(i);return[Wr(t*s,r*o),vn(r&&n*s/r)]}}var $$=x$(function(e){return jt(2/(1+e))});$$.invert=Rl(function(e){return 2*vn(e/2)});function _$(){return Mi($$).scale(124.75).clipAngle(180-.001)}var S$=x$(function(e){return(e=e$(e))&&e/se(e)});S$.invert=Rl(function(e){return e});function k$(){return Mi(S$).scale(79.4188).clipAngle(180-.001)}function yf(e,t){return[e,sf(gm((qe+t)/2))]}yf.invert=function(e,t){return[e,2*Io(Q1(t))-qe]};function T$(){return R$(yf).scale(961/tn)}function R$(e){var t=Mi(e),n=t.center,r=t.scale,i=t.translate,s=t.clipExtent,o=null,a,l,u;t.scale=function(f){return arguments.length?(r(f),c()):r()},t.translate=function(f){return arguments.length?(i(f),c()):i()},t.center=function(f){return arguments.length?(n(f),c()):n()},t.clipExtent=function(f){return arguments.length?(f==null?o=a=l=u=null:(o=+f[0][0],a=+f[0][1],l=+f[1][0],u=+f[1][1]),c()):o==null?null:[[o,a],[l,u]]};function c(){var f=ce*r(),d=t(W5(t.rotate()).invert([0,0]));return s(o==null?[[d[0]-f,d[1]-f],[d[0]+f,d[1]+f]]:e===yf?[[Math.max(d[0]-f,o),a],[Math.min(d[0]+f,l),u]]:[[o,Math.max(d[1]-f,a)],[l,Math.min(d[1]+f,u)]])}return c()}function nf(e){return gm((qe+e)/2)}function _4(e,t){var n=le(e),r=e===t?se(e):sf(n/le(t))/sf(nf(t)/nf(e)),i=n*Xh(nf(e),r)/r;if(!r)return yf;function s(o,a){i>0?a<-qe+ie&&(a=-qe+ie):a>qe-ie&&(a=qe-ie);var l=i/Xh(nf(a),r);return[l*se(r*o),i-l*le(r*o)]}return s.invert=function(o,a){var l=i-a,u=bn(r)*jt(o*o+l*l),c=Wr(o,we(l))*bn(l);return l*r<0&&(c-=ce*bn(o)*bn(l)),[c/r,2*Io(Xh(i/u,1/r))-qe]},s}function C$(){return wm(_4).scale(109.5).parallels([30,30])}function mf(e,t){return[e,t]}mf.invert=mf;function M$(){return Mi(mf).scale(152.63)}function S4(e,t){var n=le(e),r=e===t?se(e):(n-le(t))/(t-e),i=n/r+e;if(we(r)<ie)return mf;function s(o,a){var l=i-a,u=r*o;return[l*se(u),i-l*le(u)]}return s.invert=function(o,a){var l=i-a,u=Wr(o,we(l))*bn(l);return l*r<0&&(u-=ce*bn(o)*bn(l)),[u/r,i-bn(r)*jt(o*o+l*l)]},s}function E$(){return wm(S4).scale(131.154).center([0,13.9389])}var yl=1.340264,vl=-.081106,wl=893e-6,xl=.003796,gf=jt(3)/2,k4=12;function A$(e,t){var n=vn(gf*se(t)),r=n*n,i=r*r*r;return[e*le(n)/(gf*(yl+3*vl*r+i*(7*wl+9*xl*r))),n*(yl+vl*r+i*(wl+xl*r))]}A$.invert=function(e,t){for(var n=t,r=n*n,i=r*r*r,s=0,o,a,l;s<k4&&(a=n*(yl+vl*r+i*(wl+xl*r))-t,l=yl+3*vl*r+i*(7*wl+9*xl*r),n-=o=a/l,r=n*n,i=r*r*r,!(we(o)<Z1));++s);return[gf*e*(yl+3*vl*r+i*(7*wl+9*xl*r))/le(n),vn(se(n)/gf)]};function P$(){return Mi(A$).scale(177.158)}function D$(e,t){var n=le(t),r=le(e)*n;return[n*se(e)/r,se(t)/r]}D$.invert=Rl(Io);function L$(){return Mi(D$).scale(144.049).clipAngle(60)}function T4(e,t){var n=t*t,r=n*n;return[e*(.8707-.131979*n+r*(-.013791+r*(.003971*n-.001529*r))),t*(1.007226+n*(.015085+r*(-.044475+.028874*n-.005916*r)))]}T4.invert=function(e,t){var n=t,r=25,i;do{var s=n*n,o=s*s;n-=i=(n*(1.007226+s*(.015085+o*(-.044475+.028874*s-.005916*o)))-t)/(1.007226+s*(.015085*3+o*(-.044475*7+.028874*9*s-.005916*11*o)))}while(we(i)>ie&&--r>0);return[e/(.8707+(s=n*n)*(-.131979+s*(-.013791+s*s*s*(.003971-.001529*s)))),n]};function O$(e,t){return[le(t)*se(e),se(t)]}O$.invert=Rl(vn);function N$(){return Mi(O$).scale(249.5).clipAngle(90+ie)}function I$(e,t){var n=le(t),r=1+le(e)*n;return[n*se(e)/r,se(t)/r]}I$.invert=Rl(function(e){return 2*Io(e)});function B$(){return Mi(I$).scale(250).clipAngle(142)}function z$(e,t){return[sf(gm((qe+t)/2)),-e]}z$.invert=function(e,t){return[-t,2*Io(Q1(e))-qe]};function H$(){var e=R$(z$),t=e.center,n=e.rotate;return e.center=function(r){return arguments.length?t([-r[1],r[0]]):(r=t(),[r[1],-r[0]])},e.rotate=function(r){return arguments.length?n([r[0],r[1],r.length>2?r[2]+90:90]):(r=n(),[r[0],r[1],r[2]-90])},n([0,0,90]).scale(159.155)}var $m=new Date,_m=new Date;function at(e,t,n,r){function i(s){return e(s=arguments.length===0?new Date:new Date(+s)),s}return i.floor=s=>(e(s=new Date(+s)),s),i.ceil=s=>(e(s=new Date(s-1)),t(s,1),e(s),s),i.round=s=>{let o=i(s),a=i.ceil(s);return s-o<a-s?o:a},i.offset=(s,o)=>(t(s=new Date(+s),o==null?1:Math.floor(o)),s),i.range=(s,o,a)=>{let l=[];if(s=i.ceil(s),a=a==null?1:Math.floor(a),!(s<o)||!(a>0))return l;let u;do l.push(u=new Date(+s)),t(s,a),e(s);while(u<s&&s<o);return l},i.filter=s=>at(o=>{if(o>=o)for(;e(o),!s(o);)o.setTime(o-1)},(o,a)=>{if(o>=o)if(a<0)for(;++a<=0;)for(;t(o,-1),!s(o););else for(;--a>=0;)for(;t(o,1),!s(o););}),n&&(i.count=(s,o)=>($m.setTime(+s),_m.setTime(+o),e($m),e(_m),Math.floor(n($m,_m))),i.every=s=>(s=Math.floor(s),!isFinite(s)||!(s>0)?null:s>1?i.filter(r?o=>r(o)%s===0:o=>i.count(0,o)%s===0):i)),i}var vf=at(()=>{},(e,t)=>{e.setTime(+e+t)},(e,t)=>t-e);vf.every=e=>(e=Math.floor(e),!isFinite(e)||!(e>0)?null:e>1?at(t=>{t.setTime(Math.floor(t/e)*e)},(t,n)=>{t.setTime(+t+n*e)},(t,n)=>(n-t)/e):vf);var nz=vf.range,Gr=1e3,wn=Gr*60,Yr=wn*60,Xr=Yr*24,km=Xr*7,F$=Xr*30,Sm=Xr*365,It=at(e=>{e.setTime(e-e.getMilliseconds())},(e,t)=>{e.setTime(+e+t*Gr)},(e,t)=>(t-e)/Gr,e=>e.getUTCSeconds()),rz=It.range,Rs=at(e=>{e.setTime(e-e.getMilliseconds()-e.getSeconds()*Gr)},(e,t)=>{e.setTime(+e+t*wn)},(e,t)=>(t-e)/wn,e=>e.getMinutes()),iz=Rs.range,Cs=at(e=>{e.setUTCSeconds(0,0)},(e,t)=>{e.setTime(+e+t*wn)},(e,t)=>(t-e)/wn,e=>e.getUTCMinutes()),sz=Cs.range,Ms=at(e=>{e.setTime(e-e.getMilliseconds()-e.getSeconds()*Gr-e.getMinutes()*wn)},(e,t)=>{e.setTime(+e+t*Yr)},(e,t)=>(t-e)/Yr,e=>e.getHours()),oz=Ms.range,Es=at(e=>{e.setUTCMinutes(0,0,0)},(e,t)=>{e.setTime(+e+t*Yr)},(e,t)=>(t-e)/Yr,e=>e.getUTCHours()),az=Es.range,ar=at(e=>e.setHours(0,0,0,0),(e,t)=>e.setDate(e.getDate()+t),(e,t)=>(t-e-(t.getTimezoneOffset()-e.getTimezoneOffset())*wn)/Xr,e=>e.getDate()-1),lz=ar.range,Bo=at(e=>{e.setUTCHours(0,0,0,0)},(e,t)=>{e.setUTCDate(e.getUTCDate()+t)},(e,t)=>(t-e)/Xr,e=>e.getUTCDate()-1),uz=Bo.range,Cl=at(e=>{e.setUTCHours(0,0,0,0)},(e,t)=>{e.setUTCDate(e.getUTCDate()+t)},(e,t)=>(t-e)/Xr,e=>Math.floor(e/Xr)),cz=Cl.range;function As(e){return at(t=>{t.setDate(t.getDate()-(t.getDay()+7-e)%7),t.setHours(0,0,0,0)},(t,n)=>{t.setDate(t.getDate()+n*7)},(t,n)=>(n-t-(n.getTimezoneOffset()-t.getTimezoneOffset())*wn)/km)}var lr=As(0),Ps=As(1),Tm=As(2),Rm=As(3),Jr=As(4),Cm=As(5),Mm=As(6),fz=lr.range,dz=Ps.range,pz=Tm.range,hz=Rm.range,mz=Jr.range,gz=Cm.range,bz=Mm.range;function Ds(e){return at(t=>{t.setUTCDate(t.getUTCDate()-(t.getUTCDay()+7-e)%7),t.setUTCHours(0,0,0,0)},(t,n)=>{t.setUTCDate(t.getUTCDate()+n*7)},(t,n)=>(n-t)/km)}var ur=Ds(0),Ls=Ds(1),Em=Ds(2),Am=Ds(3),Zr=Ds(4),Pm=Ds(5),Dm=Ds(6),yz=ur.range,vz=Ls.range,wz=Em.range,xz=Am.range,$z=Zr.range,_z=Pm.range,Sz=Dm.range,Os=at(e=>{e.setDate(1),e.setHours(0,0,0,0)},(e,t)=>{e.setMonth(e.getMonth()+t)},(e,t)=>t.getMonth()-e.getMonth()+(t.getFullYear()-e.getFullYear())*12,e=>e.getMonth()),kz=Os.range,Ns=at(e=>{e.setUTCDate(1),e.setUTCHours(0,0,0,0)},(e,t)=>{e.setUTCMonth(e.getUTCMonth()+t)},(e,t)=>t.getUTCMonth()-e.getUTCMonth()+(t.getUTCFullYear()-e.getUTCFullYear())*12,e=>e.getUTCMonth()),Tz=Ns.range,qt=at(e=>{e.setMonth(0,1),e.setHours(0,0,0,0)},(e,t)=>{e.setFullYear(e.getFullYear()+t)},(e,t)=>t.getFullYear()-e.getFullYear(),e=>e.getFullYear());qt.every=e=>!isFinite(e=Math.floor(e))||!(e>0)?null:at(t=>{t.setFullYear(Math.floor(t.getFullYear()/e)*e),t.setMonth(0,1),t.setHours(0,0,0,0)},(t,n)=>{t.setFullYear(t.getFullYear()+n*e)});var Rz=qt.range,Ut=at(e=>{e.setUTCMonth(0,1),e.setUTCHours(0,0,0,0)},(e,t)=>{e.setUTCFullYear(e.getUTCFullYear()+t)},(e,t)=>t.getUTCFullYear()-e.getUTCFullYear(),e=>e.getUTCFullYear());Ut.every=e=>!isFinite(e=Math.floor(e))||!(e>0)?null:at(t=>{t.setUTCFullYear(Math.floor(t.getUTCFullYear()/e)*e),t.setUTCMonth(0,1),t.setUTCHours(0,0,0,0)},(t,n)=>{t.setUTCFullYear(t.getUTCFullYear()+n*e)});var Cz=Ut.range;function V$(e,t,n,r,i,s){let o=[[It,1,Gr],[It,5,5*Gr],[It,15,15*Gr],[It,30,30*Gr],[s,1,wn],[s,5,5*wn],[s,15,15*wn],[s,30,30*wn],[i,1,Yr],[i,3,3*Yr],[i,6,6*Yr],[i,12,12*Yr],[r,1,Xr],[r,2,2*Xr],[n,1,km],[t,1,F$],[t,3,3*F$],[e,1,Sm]];function a(u,c,f){let d=c<u;d&&([u,c]=[c,u]);let p=f&&typeof f.range=="function"?f:l(u,c,f),h=p?p.range(u,+c+1):[];return d?h.reverse():h}function l(u,c,f){let d=Math.abs(c-u)/f,p=xo(([,,y])=>y).right(o,d);if(p===o.length)return e.every(ol(u/Sm,c/Sm,f));if(p===0)return vf.every(Math.max(ol(u,c,f),1));let[h,g]=o[d/o[p-1][2]<o[p][2]/d?p-1:p];return h.every(g)}return[a,l]}var[K$,wf]=V$(Ut,Ns,ur,Cl,Es,Cs),[j$,q$]=V$(qt,Os,lr,ar,Ms,Rs);function Lm(e){if(0<=e.y&&e.y<100){var t=new Date(-1,e.m,e.d,e.H,e.M,e.S,e.L);return t.setFullYear(e.y),t}return new Date(e.y,e.m,e.d,e.H,e.M,e.S,e.L)}function Om(e){if(0<=e.y&&e.y<100){var t=new Date(Date.UTC(-1,e.m,e.d,e.H,e.M,e.S,e.L));return t.setUTCFullYear(e.y),t}return new Date(Date.UTC(e.y,e.m,e.d,e.H,e.M,e.S,e.L))}function Ml(e,t,n){return{y:e,m:t,d:n,H:0,M:0,S:0,L:0}}function R4(e){var t=e.dateTime,n=e.date,r=e.time,i=e.periods,s=e.days,o=e.shortDays,a=e.months,l=e.shortMonths,u=El(i),c=Al(i),f=El(s),d=Al(s),p=El(o),h=Al(o),g=El(a),y=Al(a),b=El(l),v=Al(l),$={a:B,A:Q,b:z,B:V,c:null,d:J$,e:J$,f:X4,g:o8,G:l8,H:W4,I:G4,j:Y4,L:n_,m:J4,M:Z4,p:G,q:J,Q:e_,s:t_,S:Q4,u:e8,U:t8,V:n8,w:r8,W:i8,x:null,X:null,y:s8,Y:a8,Z:u8,"%":Q$},x={a:R,A:X,b:ne,B:pe,c:null,d:Z$,e:Z$,f:p8,g:_8,G:k8,H:c8,I:f8,j:d8,L:i_,m:h8,M:m8,p:Y,q:re,Q:e_,s:t_,S:g8,u:b8,U:y8,V:v8,w:w8,W:x8,x:null,X:null,y:$8,Y:S8,Z:T8,"%":Q$},k={a:O,A:E,b:L,B:j,c:I,d:Y$,e:Y$,f:K4,g:G$,G:W$,H:X$,I:X$,j:z4,L:V4,m:B4,M:H4,p:M,q:I4,Q:q4,s:U4,S:F4,u:P4,U:D4,V:L4,w:A4,W:O4,x:C,X:F,y:G$,Y:W$,Z:N4,"%":j4};$.x=_(n,$),$.X=_(r,$),$.c=_(t,$),x.x=_(n,x),x.X=_(r,x),x.c=_(t,x);function _(N,q){return function(Z){var D=[],me=-1,ee=0,be=N.length,De,kt,gi;for(Z instanceof Date||(Z=new Date(+Z));++me<be;)N.charCodeAt(me)===37&&(D.push(N.slice(ee,me)),(kt=U$[De=N.charAt(++me)])!=null?De=N.charAt(++me):kt=De==="e"?" ":"0",(gi=q[De])&&(De=gi(Z,kt)),D.push(De),ee=me+1);return D.push(N.slice(ee,me)),D.join("")}}function S(N,q){return function(Z){var D=Ml(1900,void 0,1),me=T(D,N,Z+="",0),ee,be;if(me!=Z.length)return null;if("Q"in D)return new Date(D.Q);if("s"in D)return new Date(D.s*1e3+("L"in D?D.L:0));if(q&&!("Z"in D)&&(D.Z=0),"p"in D&&(D.H=D.H%12+D.p*12),D.m===void 0&&(D.m="q"in D?D.q:0),"V"in D){if(D.V<1||D.V>53)return null;"w"in D||(D.w=1),"Z"in D?(ee=Om(Ml(D.y,0,1)),be=ee.getUTCDay(),ee=be>4||be===0?Ls.ceil(ee):Ls(ee),ee=Bo.offset(ee,(D.V-1)*7),D.y=ee.getUTCFullYear(),D.m=ee.getUTCMonth(),D.d=ee.getUTCDate()+(D.w+6)%7):(ee=Lm(Ml(D.y,0,1)),be=ee.getDay(),ee=be>4||be===0?Ps.ceil(ee):Ps(ee),ee=ar.offset(ee,(D.V-1)*7),D.y=ee.getFullYear(),D.m=ee.getMonth(),D.d=ee.getDate()+(D.w+6)%7)}else("W"in D||"U"in D)&&("w"in D||(D.w="u"in D?D.u%7:"W"in D?1:0),be="Z"in D?Om(Ml(D.y,0,1)).getUTCDay():Lm(Ml(D.y,0,1)).getDay(),D.m=0,D.d="W"in D?(D.w+6)%7+D.W*7-(be+5)%7:D.w+D.U*7-(be+6)%7);return"Z"in D?(D.H+=D.Z/100|0,D.M+=D.Z%100,Om(D)):Lm(D)}}function T(N,q,Z,D){for(var me=0,ee=q.length,be=Z.length,De,kt;me<ee;){if(D>=be)return-1;if(De=q.charCodeAt(me++),De===37){if(De=q.charAt(me++),kt=k[De in U$?q.charAt(me++):De],!kt||(D=kt(N,Z,D))<0)return-1}else if(De!=Z.charCodeAt(D++))return-1}return D}function M(N,q,Z){var D=u.exec(q.slice(Z));return D?(N.p=c.get(D[0].toLowerCase()),Z+D[0].length):-1}function O(N,q,Z){var D=p.exec(q.slice(Z));return D?(N.w=h.get(D[0].toLowerCase()),Z+D[0].length):-1}function E(N,q,Z){var D=f.exec(q.slice(Z));return D?(N.w=d.get(D[0].toLowerCase()),Z+D[0].length):-1}function L(N,q,Z){var D=b.exec(q.slice(Z));return D?(N.m=v.get(D[0].toLowerCase()),Z+D[0].length):-1}function j(N,q,Z){var D=g.exec(q.slice(Z));return D?(N.m=y.get(D[0].toLowerCase()),Z+D[0].length):-1}function I(N,q,Z){return T(N,t,q,Z)}function C(N,q,Z){return T(N,n,q,Z)}function F(N,q,Z){return T(N,r,q,Z)}function B(N){return o[N.getDay()]}function Q(N){return s[N.getDay()]}function z(N){return l[N.getMonth()]}function V(N){return a[N.getMonth()]}function G(N){return i[+(N.getHours()>=12)]}function J(N){return 1+~~(N.getMonth()/3)}function R(N){return o[N.getUTCDay()]}function X(N){return s[N.getUTCDay()]}function ne(N){return l[N.getUTCMonth()]}function pe(N){return a[N.getUTCMonth()]}function Y(N){return i[+(N.getUTCHours()>=12)]}function re(N){return 1+~~(N.getUTCMonth()/3)}return{format:function(N){var q=_(N+="",$);return q.toString=function(){return N},q},parse:function(N){var q=S(N+="",!1);return q.toString=function(){return N},q},utcFormat:function(N){var q=_(N+="",x);return q.toString=function(){return N},q},utcParse:function(N){var q=S(N+="",!0);return q.toString=function(){return N},q}}}var U$={"-":"",_:" ",0:"0"},mt=/^\s*\d+/,C4=/^%/,M4=/[\\^$*+?|[\]().{}]/g;function ge(e,t,n){var r=e<0?"-":"",i=(r?-e:e)+"",s=i.length;return r+(s<n?new Array(n-s+1).join(t)+i:i)}function E4(e){return e.replace(M4,"\\$&")}function El(e){return new RegExp("^(?:"+e.map(E4).join("|")+")","i")}function Al(e){return new Map(e.map((t,n)=>[t.toLowerCase(),n]))}function A4(e,t,n){var r=mt.exec(t.slice(n,n+1));return r?(e.w=+r[0],n+r[0].length):-1}function P4(e,t,n){var r=mt.exec(t.slice(n,n+1));return r?(e.u=+r[0],n+r[0].length):-1}function D4(e,t,n){var r=mt.exec(t.slice(n,n+2));return r?(e.U=+r[0],n+r[0].length):-1}function L4(e,t,n){var r=mt.exec(t.slice(n,n+2));return r?(e.V=+r[0],n+r[0].length):-1}function O4(e,t,n){var r=mt.exec(t.slice(n,n+2));return r?(e.W=+r[0],n+r[0].length):-1}function W$(e,t,n){var r=mt.exec(t.slice(n,n+4));return r?(e.y=+r[0],n+r[0].length):-1}function G$(e,t,n){var r=mt.exec(t.slice(n,n+2));return r?(e.y=+r[0]+(+r[0]>68?1900:2e3),n+r[0].length):-1}function N4(e,t,n){var r=/^(Z)|([+-]\d\d)(?::?(\d\d))?/.exec(t.slice(n,n+6));return r?(e.Z=r[1]?0:-(r[2]+(r[3]||"00")),n+r[0].length):-1}function I4(e,t,n){var r=mt.exec(t.slice(n,n+1));return r?(e.q=r[0]*3-3,n+r[0].length):-1}function B4(e,t,n){var r=mt.exec(t.slice(n,n+2));return r?(e.m=r[0]-1,n+r[0].length):-1}function Y$(e,t,n){var r=mt.exec(t.slice(n,n+2));return r?(e.d=+r[0],n+r[0].length):-1}function z4(e,t,n){var r=mt.exec(t.slice(n,n+3));return r?(e.m=0,e.d=+r[0],n+r[0].length):-1}function X$(e,t,n){var r=mt.exec(t.slice(n,n+2));return r?(e.H=+r[0],n+r[0].length):-1}function H4(e,t,n){var r=mt.exec(t.slice(n,n+2));return r?(e.M=+r[0],n+r[0].length):-1}function F4(e,t,n){var r=mt.exec(t.slice(n,n+2));return r?(e.S=+r[0],n+r[0].length):-1}function V4(e,t,n){var r=mt.exec(t.slice(n,n+3));return r?(e.L=+r[0],n+r[0].length):-1}function K4(e,t,n){var r=mt.exec(t.slice(n,n+6));return r?(e.L=Math.floor(r[0]/1e3),n+r[0].length):-1}function j4(e,t,n){var r=C4.exec(t.slice(n,n+1));return r?n+r[0].length:-1}function q4(e,t,n){var r=mt.exec(t.slice(n));return r?(e.Q=+r[0],n+r[0].length):-1}function U4(e,t,n){var r=mt.exec(t.slice(n));return r?(e.s=+r[0],n+r[0].length):-1}function J$(e,t){return ge(e.getDate(),t,2)}function W4(e,t){return ge(e.getHours(),t,2)}function G4(e,t){return ge(e.getHours()%12||12,t,2)}function Y4(e,t){return ge(1+ar.count(qt(e),e),t,3)}function n_(e,t){return ge(e.getMilliseconds(),t,3)}function X4(e,t){return n_(e,t)+"000"}function J4(e,t){return ge(e.getMonth()+1,t,2)}function Z4(e,t){return ge(e.getMinutes(),t,2)}function Q4(e,t){return ge(e.getSeconds(),t,2)}function e8(e){var t=e.getDay();return t===0?7:t}function t8(e,t){return ge(lr.count(qt(e)-1,e),t,2)}function r_(e){var t=e.getDay();return t>=4||t===0?Jr(e):Jr.ceil(e)}function n8(e,t){return e=r_(e),ge(Jr.count(qt(e),e)+(qt(e).getDay()===4),t,2)}function r8(e){return e.getDay()}function i8(e,t){return ge(Ps.count(qt(e)-1,e),t,2)}function s8(e,t){return ge(e.getFullYear()%100,t,2)}function o8(e,t){return e=r_(e),ge(e.getFullYear()%100,t,2)}function a8(e,t){return ge(e.getFullYear()%1e4,t,4)}function l8(e,t){var n=e.getDay();return e=n>=4||n===0?Jr(e):Jr.ceil(e),ge(e.getFullYear()%1e4,t,4)}function u8(e){var t=e.getTimezoneOffset();return(t>0?"-":(t*=-1,"+"))+ge(t/60|0,"0",2)+ge(t%60,"0",2)}function Z$(e,t){return ge(e.getUTCDate(),t,2)}function c8(e,t){return ge(e.getUTCHours(),t,2)}function f8(e,t){return ge(e.getUTCHours()%12||12,t,2)}function d8(e,t){return ge(1+Bo.count(Ut(e),e),t,3)}function i_(e,t){return ge(e.getUTCMilliseconds(),t,3)}function p8(e,t){return i_(e,t)+"000"}function h8(e,t){return ge(e.getUTCMonth()+1,t,2)}function m8(e,t){return ge(e.getUTCMinutes(),t,2)}function g8(e,t){return ge(e.getUTCSeconds(),t,2)}function b8(e){var t=e.getUTCDay();return t===0?7:t}function y8(e,t){return ge(ur.count(Ut(e)-1,e),t,2)}function s_(e){var t=e.getUTCDay();return t>=4||t===0?Zr(e):Zr.ceil(e)}function v8(e,t){return e=s_(e),ge(Zr.count(Ut(e),e)+(Ut(e).getUTCDay()===4),t,2)}function w8(e){return e.getUTCDay()}function x8(e,t){return ge(Ls.count(Ut(e)-1,e),t,2)}function $8(e,t){return ge(e.getUTCFullYear()%100,t,2)}function _8(e,t){return e=s_(e),ge(e.getUTCFullYear()%100,t,2)}function S8(e,t){return ge(e.getUTCFullYear()%1e4,t,4)}function k8(e,t){var n=e.getUTCDay();return e=n>=4||n===0?Zr(e):Zr.ceil(e),ge(e.getUTCFullYear()%1e4,t,4)}function T8(){return"+0000"}function Q$(){return"%"}function e_(e){return+e}function t_(e){return Math.floor(+e/1e3)}var zo,Pl,R8,cr,o_;C8({dateTime:"%x, %X",date:"%-m/%-d/%Y",time:"%-I:%M:%S %p",periods:["AM","PM"],days:["Sunday","Monday","Tuesday","Wednesday","Thursday","Friday","Saturday"],shortDays:["Sun","Mon","Tue","Wed","Thu","Fri","Sat"],months:["January","February","March","April","May","June","July","August","September","October","November","December"],shortMonths:["Jan","Feb","Mar","Apr","May","Jun","Jul","Aug","Sep","Oct","Nov","Dec"]});function C8(e){return zo=R4(e),Pl=zo.format,R8=zo.parse,cr=zo.utcFormat,o_=zo.utcParse,zo}var a_="%Y-%m-%dT%H:%M:%S.%LZ";function M8(e){return e.toISOString()}var Az=Date.prototype.toISOString?M8:cr(a_);function E8(e){var t=new Date(e);return isNaN(t)?null:t}var Pz=+new Date("2000-01-01T00:00:00.000Z")?E8:o_(a_);function fr(e,t){switch(arguments.length){case 0:break;case 1:this.range(e);break;default:this.range(t).domain(e);break}return this}function $f(e,t){switch(arguments.length){case 0:break;case 1:{typeof e=="function"?this.interpolator(e):this.range(e);break}default:{this.domain(e),typeof t=="function"?this.interpolator(t):this.range(t);break}}return this}var xf=Symbol("implicit");function _f(){var e=new pn,t=[],n=[],r=xf;function i(s){let o=e.get(s);if(o===void 0){if(r!==xf)return r;e.set(s,o=t.push(s)-1)}return n[o%n.length]}return i.domain=function(s){if(!arguments.length)return t.slice();t=[],e=new pn;for(let o of s)e.has(o)||e.set(o,t.push(o)-1);return i},i.range=function(s){return arguments.length?(n=Array.from(s),i):n.slice()},i.unknown=function(s){return arguments.length?(r=s,i):r},i.copy=function(){return _f(t,n).unknown(r)},fr.apply(i,arguments),i}function Ho(){var e=_f().unknown(void 0),t=e.domain,n=e.range,r=0,i=1,s,o,a=!1,l=0,u=0,c=.5;delete e.unknown;function f(){var d=t().length,p=i<r,h=p?i:r,g=p?r:i;s=(g-h)/Math.max(1,d-l+u*2),a&&(s=Math.floor(s)),h+=(g-h-s*(d-l))*c,o=s*(1-l),a&&(h=Math.round(h),o=Math.round(o));var y=_o(d).map(function(b){return h+s*b});return n(p?y.reverse():y)}return e.domain=function(d){return arguments.length?(t(d),f()):t()},e.range=function(d){return arguments.length?([r,i]=d,r=+r,i=+i,f()):[r,i]},e.rangeRound=function(d){return[r,i]=d,r=+r,i=+i,a=!0,f()},e.bandwidth=function(){return o},e.step=function(){return s},e.round=function(d){return arguments.length?(a=!!d,f()):a},e.padding=function(d){return arguments.length?(l=Math.min(1,u=+d),f()):l},e.paddingInner=function(d){return arguments.length?(l=Math.min(1,d),f()):l},e.paddingOuter=function(d){return arguments.length?(u=+d,f()):u},e.align=function(d){return arguments.length?(c=Math.max(0,Math.min(1,d)),f()):c},e.copy=function(){return Ho(t(),[r,i]).round(a).paddingInner(l).paddingOuter(u).align(c)},fr.apply(f(),arguments)}function m_(e){var t=e.copy;return e.padding=e.paddingOuter,delete e.paddingInner,delete e.paddingOuter,e.copy=function(){return m_(t())},e}function g_(){return m_(Ho.apply(null,arguments).paddingInner(1))}function A8(e){return function(){return e}}function Nm(e){return+e}var l_=[0,1];function xn(e){return e}function Im(e,t){return(t-=e=+e)?function(n){return(n-e)/t}:A8(isNaN(t)?NaN:.5)}function P8(e,t){var n;return e>t&&(n=e,e=t,t=n),function(r){return Math.max(e,Math.min(t,r))}}function D8(e,t,n){var r=e[0],i=e[1],s=t[0],o=t[1];return i<r?(r=Im(i,r),s=n(o,s)):(r=Im(r,i),s=n(s,o)),function(a){return s(r(a))}}function L8(e,t,n){var r=Math.min(e.length,t.length)-1,i=new Array(r),s=new Array(r),o=-1;for(e[r]<e[0]&&(e=e.slice().reverse(),t=t.slice().reverse());++o<r;)i[o]=Im(e[o],e[o+1]),s[o]=n(t[o],t[o+1]);return function(a){var l=$o(e,a,1,r)-1;return s[l](i[l](a))}}function Dl(e,t){return t.domain(e.domain()).range(e.range()).interpolate(e.interpolate()).clamp(e.clamp()).unknown(e.unknown())}function Sf(){var e=l_,t=l_,n=Ao,r,i,s,o=xn,a,l,u;function c(){var d=Math.min(e.length,t.length);return o!==xn&&(o=P8(e[0],e[d-1])),a=d>2?L8:D8,l=u=null,f}function f(d){return d==null||isNaN(d=+d)?s:(l||(l=a(e.map(r),t,n)))(r(o(d)))}return f.invert=function(d){return o(i((u||(u=a(t,e.map(r),ot)))(d)))},f.domain=function(d){return arguments.length?(e=Array.from(d,Nm),c()):e.slice()},f.range=function(d){return arguments.length?(t=Array.from(d),c()):t.slice()},f.rangeRound=function(d){return t=Array.from(d),n=fl,c()},f.clamp=function(d){return arguments.length?(o=d?!0:xn,c()):o!==xn},f.interpolate=function(d){return arguments.length?(n=d,c()):n},f.unknown=function(d){return arguments.length?(s=d,f):s},function(d,p){return r=d,i=p,c()}}function b_(){return Sf()(xn,xn)}function O8(e,t,n,r){var i=ol(e,t,n),s;switch(r=Do(r??",f"),r.type){case"s":{var o=Math.max(Math.abs(e),Math.abs(t));return r.precision==null&&!isNaN(s=P1(i,o))&&(r.precision=s),Yh(r,o)}case"":case"e":case"g":case"p":case"r":{r.precision==null&&!isNaN(s=D1(i,Math.max(Math.abs(e),Math.abs(t))))&&(r.precision=s-(r.type==="e"));break}case"f":case"%":{r.precision==null&&!isNaN(s=A1(i))&&(r.precision=s-(r.type==="%")*2);break}}return ir(r)}function Ll(e){var t=e.domain;return e.ticks=function(n){var r=t();return Si(r[0],r[r.length-1],n??10)},e.tickFormat=function(n,r){var i=t();return O8(i[0],i[i.length-1],n??10,r)},e.nice=function(n){n==null&&(n=10);var r=t(),i=0,s=r.length-1,o=r[i],a=r[s],l,u,c=10;for(a<o&&(u=o,o=a,a=u,u=i,i=s,s=u);c-- >0;){if(u=wo(o,a,n),u===l)return r[i]=o,r[s]=a,t(r);if(u>0)o=Math.floor(o/u)*u,a=Math.ceil(a/u)*u;else if(u<0)o=Math.ceil(o*u)/u,a=Math.floor(a*u)/u;else break;l=u}return e},e}function Ol(){var e=b_();return e.copy=function(){return Dl(e,Ol())},fr.apply(e,arguments),Ll(e)}function Bm(e){var t;function n(r){return r==null||isNaN(r=+r)?t:r}return n.invert=n,n.domain=n.range=function(r){return arguments.length?(e=Array.from(r,Nm),n):e.slice()},n.unknown=function(r){return arguments.length?(t=r,n):t},n.copy=function(){return Bm(e).unknown(t)},e=arguments.length?Array.from(e,Nm):[0,1],Ll(n)}function y_(e,t){e=e.slice();var n=0,r=e.length-1,i=e[n],s=e[r],o;return s<i&&(o=n,n=r,r=o,o=i,i=s,s=o),e[n]=t.floor(i),e[r]=t.ceil(s),e}function u_(e){return Math.log(e)}function c_(e){return Math.exp(e)}function N8(e){return-Math.log(-e)}function I8(e){return-Math.exp(-e)}function B8(e){return isFinite(e)?+("1e"+e):e<0?0:e}function z8(e){return e===10?B8:e===Math.E?Math.exp:t=>Math.pow(e,t)}function H8(e){return e===Math.E?Math.log:e===10&&Math.log10||e===2&&Math.log2||(e=Math.log(e),t=>Math.log(t)/e)}function f_(e){return(t,n)=>-e(-t,n)}function v_(e){let t=e(u_,c_),n=t.domain,r=10,i,s;function o(){return i=H8(r),s=z8(r),n()[0]<0?(i=f_(i),s=f_(s),e(N8,I8)):e(u_,c_),t}return t.base=function(a){return arguments.length?(r=+a,o()):r},t.domain=function(a){return arguments.length?(n(a),o()):n()},t.ticks=a=>{let l=n(),u=l[0],c=l[l.length-1],f=c<u;f&&([u,c]=[c,u]);let d=i(u),p=i(c),h,g,y=a==null?10:+a,b=[];if(!(r%1)&&p-d<y){if(d=Math.floor(d),p=Math.ceil(p),u>0){for(;d<=p;++d)for(h=1;h<r;++h)if(g=d<0?h/s(-d):h*s(d),!(g<u)){if(g>c)break;b.push(g)}}else for(;d<=p;++d)for(h=r-1;h>=1;--h)if(g=d>0?h/s(-d):h*s(d),!(g<u)){if(g>c)break;b.push(g)}b.length*2<y&&(b=Si(u,c,y))}else b=Si(d,p,Math.min(p-d,y)).map(s);return f?b.reverse():b},t.tickFormat=(a,l)=>{if(a==null&&(a=10),l==null&&(l=r===10?"s":","),typeof l!="function"&&(!(r%1)&&(l=Do(l)).precision==null&&(l.trim=!0),l=ir(l)),a===1/0)return l;let u=Math.max(1,r*a/t.ticks().length);return c=>{let f=c/s(Math.round(i(c)));return f*r<r-.5&&(f*=r),f<=u?l(c):""}},t.nice=()=>n(y_(n(),{floor:a=>s(Math.floor(i(a))),ceil:a=>s(Math.ceil(i(a)))})),t}function zm(){let e=v_(Sf()).domain([1,10]);return e.copy=()=>Dl(e,zm()).base(e.base()),fr.apply(e,arguments),e}function d_(e){return function(t){return Math.sign(t)*Math.log1p(Math.abs(t/e))}}function p_(e){return function(t){return Math.sign(t)*Math.expm1(Math.abs(t))*e}}function w_(e){var t=1,n=e(d_(t),p_(t));return n.constant=function(r){return arguments.length?e(d_(t=+r),p_(t)):t},Ll(n)}function Hm(){var e=w_(Sf());return e.copy=function(){return Dl(e,Hm()).constant(e.constant())},fr.apply(e,arguments)}function h_(e){return function(t){return t<0?-Math.pow(-t,e):Math.pow(t,e)}}function F8(e){return e<0?-Math.sqrt(-e):Math.sqrt(e)}function V8(e){return e<0?-e*e:e*e}function x_(e){var t=e(xn,xn),n=1;function r(){return n===1?e(xn,xn):n===.5?e(F8,V8):e(h_(n),h_(1/n))}return t.exponent=function(i){return arguments.length?(n=+i,r()):n},Ll(t)}function Fm(){var e=x_(Sf());return e.copy=function(){return Dl(e,Fm()).exponent(e.exponent())},fr.apply(e,arguments),e}function Vm(){var e=[],t=[],n=[],r;function i(){var o=0,a=Math.max(1,t.length);for(n=new Array(a-1);++o<a;)n[o-1]=_x(e,o/a);return s}function s(o){return o==null||isNaN(o=+o)?r:t[$o(n,o)]}return s.invertExtent=function(o){var a=t.indexOf(o);return a<0?[NaN,NaN]:[a>0?n[a-1]:e[0],a<n.length?n[a]:e[e.length-1]]},s.domain=function(o){if(!arguments.length)return e.slice();e=[];for(let a of o)a!=null&&!isNaN(a=+a)&&e.push(a);return e.sort(Mt),i()},s.range=function(o){return arguments.length?(t=Array.from(o),i()):t.slice()},s.unknown=function(o){return arguments.length?(r=o,s):r},s.quantiles=function(){return n.slice()},s.copy=function(){return Vm().domain(e).range(t).unknown(r)},fr.apply(s,arguments)}function Km(){var e=[.5],t=[0,1],n,r=1;function i(s){return s!=null&&s<=s?t[$o(e,s,0,r)]:n}return i.domain=function(s){return arguments.length?(e=Array.from(s),r=Math.min(e.length,t.length-1),i):e.slice()},i.range=function(s){return arguments.length?(t=Array.from(s),r=Math.min(e.length,t.length-1),i):t.slice()},i.invertExtent=function(s){var o=t.indexOf(s);return[e[o-1],e[o]]},i.unknown=function(s){return arguments.length?(n=s,i):n},i.copy=function(){return Km().domain(e).range(t).unknown(n)},fr.apply(i,arguments)}function K8(e){return new Date(e)}function j8(e){return e instanceof Date?+e:Math.round(e)}function jm(e,t,n,r,i,s,o,a,l,u){var c=b_(),f=c.invert,d=c.domain,p=u(".%L"),h=u(":%S"),g=u("%I:%M"),y=u("%I %p"),b=u("%a %d"),v=u("%b %d"),$=u("%B"),x=u("%Y");function k(_){return(l(_)<_?p:a(_)<_?h:o(_)<_?g:s(_)<_?y:r(_)<_?i(_)<_?b:v:n(_)<_?$:x)(_)}return c.invert=function(_){return new Date(Math.round(f(_)))},c.domain=function(_){return arguments.length?d(Array.from(_,j8)):d().map(K8)},c.ticks=function(_){var S=d();return e(S[0],S[S.length-1],_??10)},c.tickFormat=function(_,S){return S==null?k:u(S)},c.nice=function(_){var S=d();return(!_||typeof _.range!="function")&&(_=t(S[0],S[S.length-1],_??10)),_?d(y_(S,_)):c},c.copy=function(){return Dl(c,jm(e,t,n,r,i,s,o,a,l,u))},c}function $_(){return fr.apply(jm(j$,q$,qt,Os,lr,ar,Ms,Rs,It,Pl).domain([new Date(2e3,0,1),new Date(2e3,0,2)]),arguments)}function __(){return fr.apply(jm(K$,wf,Ut,Ns,ur,Bo,Es,Cs,It,cr).domain([Date.UTC(2e3,0,1),Date.UTC(2e3,0,2)]),arguments)}function kf(e,t){return t.domain(e.domain()).interpolator(e.interpolator()).clamp(e.clamp()).unknown(e.unknown())}function Tf(){var e=0,t=.5,n=1,r=1,i,s,o,a,l,u=xn,c,f=!1,d;function p(g){return g==null||isNaN(g=+g)?d:(g=.5+((g=+c(g))-s)*(r*g<r*s?a:l),u(f?Math.max(0,Math.min(1,g)):g))}p.domain=function(g){return arguments.length?([e,t,n]=g,i=c(e=+e),s=c(t=+t),o=c(n=+n),a=i===s?0:.5/(s-i),l=s===o?0:.5/(o-s),r=s<i?-1:1,p):[e,t,n]},p.clamp=function(g){return arguments.length?(f=!!g,p):f},p.interpolator=function(g){return arguments.length?(u=g,p):u};function h(g){return function(y){var b,v,$;return arguments.length?([b,v,$]=y,u=Ri(g,[b,v,$]),p):[u(0),u(.5),u(1)]}}return p.range=h(Ao),p.rangeRound=h(fl),p.unknown=function(g){return arguments.length?(d=g,p):d},function(g){return c=g,i=g(e),s=g(t),o=g(n),a=i===s?0:.5/(s-i),l=s===o?0:.5/(o-s),r=s<i?-1:1,p}}function qm(){var e=Ll(Tf()(xn));return e.copy=function(){return kf(e,qm())},$f.apply(e,arguments)}function Um(){var e=v_(Tf()).domain([.1,1,10]);return e.copy=function(){return kf(e,Um()).base(e.base())},$f.apply(e,arguments)}function Wm(){var e=w_(Tf());return e.copy=function(){return kf(e,Wm()).constant(e.constant())},$f.apply(e,arguments)}function Gm(){var e=x_(Tf());return e.copy=function(){return kf(e,Gm()).exponent(e.exponent())},$f.apply(e,arguments)}function oe(e){for(var t=e.length/6|0,n=new Array(t),r=0;r<t;)n[r]="#"+e.slice(r*6,++r*6);return n}var S_=oe("1f77b4ff7f0e2ca02cd627289467bd8c564be377c27f7f7fbcbd2217becf"),k_=oe("7fc97fbeaed4fdc086ffff99386cb0f0027fbf5b17666666"),T_=oe("1b9e77d95f027570b3e7298a66a61ee6ab02a6761d666666"),R_=oe("4269d0efb118ff725c6cc5b03ca951ff8ab7a463f297bbf59c6b4e9498a0"),C_=oe("a6cee31f78b4b2df8a33a02cfb9a99e31a1cfdbf6fff7f00cab2d66a3d9affff99b15928"),M_=oe("fbb4aeb3cde3ccebc5decbe4fed9a6ffffcce5d8bdfddaecf2f2f2"),E_=oe("b3e2cdfdcdaccbd5e8f4cae4e6f5c9fff2aef1e2cccccccc"),A_=oe("e41a1c377eb84daf4a984ea3ff7f00ffff33a65628f781bf999999"),P_=oe("66c2a5fc8d628da0cbe78ac3a6d854ffd92fe5c494b3b3b3"),D_=oe("8dd3c7ffffb3bebadafb807280b1d3fdb462b3de69fccde5d9d9d9bc80bdccebc5ffed6f"),L_=oe("4e79a7f28e2ce1575976b7b259a14fedc949af7aa1ff9da79c755fbab0ab"),Ae=e=>m1(e[e.length-1]),Ym=new Array(3).concat("d8b365f5f5f55ab4ac","a6611adfc27d80cdc1018571","a6611adfc27df5f5f580cdc1018571","8c510ad8b365f6e8c3c7eae55ab4ac01665e","8c510ad8b365f6e8c3f5f5f5c7eae55ab4ac01665e","8c510abf812ddfc27df6e8c3c7eae580cdc135978f01665e","8c510abf812ddfc27df6e8c3f5f5f5c7eae580cdc135978f01665e","5430058c510abf812ddfc27df6e8c3c7eae580cdc135978f01665e003c30","5430058c510abf812ddfc27df6e8c3f5f5f5c7eae580cdc135978f01665e003c30").map(oe),Xm=Ae(Ym),Jm=new Array(3).concat("af8dc3f7f7f77fbf7b","7b3294c2a5cfa6dba0008837","7b3294c2a5cff7f7f7a6dba0008837","762a83af8dc3e7d4e8d9f0d37fbf7b1b7837","762a83af8dc3e7d4e8f7f7f7d9f0d37fbf7b1b7837","762a839970abc2a5cfe7d4e8d9f0d3a6dba05aae611b7837","762a839970abc2a5cfe7d4e8f7f7f7d9f0d3a6dba05aae611b7837","40004b762a839970abc2a5cfe7d4e8d9f0d3a6dba05aae611b783700441b","40004b762a839970abc2a5cfe7d4e8f7f7f7d9f0d3a6dba05aae611b783700441b").map(oe),Zm=Ae(Jm),Qm=new Array(3).concat("e9a3c9f7f7f7a1d76a","d01c8bf1b6dab8e1864dac26","d01c8bf1b6daf7f7f7b8e1864dac26","c51b7de9a3c9fde0efe6f5d0a1d76a4d9221","c51b7de9a3c9fde0eff7f7f7e6f5d0a1d76a4d9221","c51b7dde77aef1b6dafde0efe6f5d0b8e1867fbc414d9221","c51b7dde77aef1b6dafde0eff7f7f7e6f5d0b8e1867fbc414d9221","8e0152c51b7dde77aef1b6dafde0efe6f5d0b8e1867fbc414d9221276419","8e0152c51b7dde77aef1b6dafde0eff7f7f7e6f5d0b8e1867fbc414d9221276419").map(oe),eg=Ae(Qm),tg=new Array(3).concat("998ec3f7f7f7f1a340","5e3c99b2abd2fdb863e66101","5e3c99b2abd2f7f7f7fdb863e66101","542788998ec3d8daebfee0b6f1a340b35806","542788998ec3d8daebf7f7f7fee0b6f1a340b35806","5427888073acb2abd2d8daebfee0b6fdb863e08214b35806","5427888073acb2abd2d8daebf7f7f7fee0b6fdb863e08214b35806","2d004b5427888073acb2abd2d8daebfee0b6fdb863e08214b358067f3b08","2d004b5427888073acb2abd2d8daebf7f7f7fee0b6fdb863e08214b358067f3b08").map(oe),ng=Ae(tg),Mf=new Array(3).concat("ef8a62f7f7f767a9cf","ca0020f4a58292c5de0571b0","ca0020f4a582f7f7f792c5de0571b0","b2182bef8a62fddbc7d1e5f067a9cf2166ac","b2182bef8a62fddbc7f7f7f7d1e5f067a9cf2166ac","b2182bd6604df4a582fddbc7d1e5f092c5de4393c32166ac","b2182bd6604df4a582fddbc7f7f7f7d1e5f092c5de4393c32166ac","67001fb2182bd6604df4a582fddbc7d1e5f092c5de4393c32166ac053061","67001fb2182bd6604df4a582fddbc7f7f7f7d1e5f092c5de4393c32166ac053061").map(oe),Nl=Ae(Mf),rg=new Array(3).concat("ef8a62ffffff999999","ca0020f4a582bababa404040","ca0020f4a582ffffffbababa404040","b2182bef8a62fddbc7e0e0e09999994d4d4d","b2182bef8a62fddbc7ffffffe0e0e09999994d4d4d","b2182bd6604df4a582fddbc7e0e0e0bababa8787874d4d4d","b2182bd6604df4a582fddbc7ffffffe0e0e0bababa8787874d4d4d","67001fb2182bd6604df4a582fddbc7e0e0e0bababa8787874d4d4d1a1a1a","67001fb2182bd6604df4a582fddbc7ffffffe0e0e0bababa8787874d4d4d1a1a1a").map(oe),ig=Ae(rg),Ef=new Array(3).concat("fc8d59ffffbf91bfdb","d7191cfdae61abd9e92c7bb6","d7191cfdae61ffffbfabd9e92c7bb6","d73027fc8d59fee090e0f3f891bfdb4575b4","d73027fc8d59fee090ffffbfe0f3f891bfdb4575b4","d73027f46d43fdae61fee090e0f3f8abd9e974add14575b4","d73027f46d43fdae61fee090ffffbfe0f3f8abd9e974add14575b4","a50026d73027f46d43fdae61fee090e0f3f8abd9e974add14575b4313695","a50026d73027f46d43fdae61fee090ffffbfe0f3f8abd9e974add14575b4313695").map(oe),Il=Ae(Ef),sg=new Array(3).concat("fc8d59ffffbf91cf60","d7191cfdae61a6d96a1a9641","d7191cfdae61ffffbfa6d96a1a9641","d73027fc8d59fee08bd9ef8b91cf601a9850","d73027fc8d59fee08bffffbfd9ef8b91cf601a9850","d73027f46d43fdae61fee08bd9ef8ba6d96a66bd631a9850","d73027f46d43fdae61fee08bffffbfd9ef8ba6d96a66bd631a9850","a50026d73027f46d43fdae61fee08bd9ef8ba6d96a66bd631a9850006837","a50026d73027f46d43fdae61fee08bffffbfd9ef8ba6d96a66bd631a9850006837").map(oe),og=Ae(sg),ag=new Array(3).concat("fc8d59ffffbf99d594","d7191cfdae61abdda42b83ba","d7191cfdae61ffffbfabdda42b83ba","d53e4ffc8d59fee08be6f59899d5943288bd","d53e4ffc8d59fee08bffffbfe6f59899d5943288bd","d53e4ff46d43fdae61fee08be6f598abdda466c2a53288bd","d53e4ff46d43fdae61fee08bffffbfe6f598abdda466c2a53288bd","9e0142d53e4ff46d43fdae61fee08be6f598abdda466c2a53288bd5e4fa2","9e0142d53e4ff46d43fdae61fee08bffffbfe6f598abdda466c2a53288bd5e4fa2").map(oe),lg=Ae(ag),ug=new Array(3).concat("e5f5f999d8c92ca25f","edf8fbb2e2e266c2a4238b45","edf8fbb2e2e266c2a42ca25f006d2c","edf8fbccece699d8c966c2a42ca25f006d2c","edf8fbccece699d8c966c2a441ae76238b45005824","f7fcfde5f5f9ccece699d8c966c2a441ae76238b45005824","f7fcfde5f5f9ccece699d8c966c2a441ae76238b45006d2c00441b").map(oe),cg=Ae(ug),fg=new Array(3).concat("e0ecf49ebcda8856a7","edf8fbb3cde38c96c688419d","edf8fbb3cde38c96c68856a7810f7c","edf8fbbfd3e69ebcda8c96c68856a7810f7c","edf8fbbfd3e69ebcda8c96c68c6bb188419d6e016b","f7fcfde0ecf4bfd3e69ebcda8c96c68c6bb188419d6e016b","f7fcfde0ecf4bfd3e69ebcda8c96c68c6bb188419d810f7c4d004b").map(oe),dg=Ae(fg),pg=new Array(3).concat("e0f3dba8ddb543a2ca","f0f9e8bae4bc7bccc42b8cbe","f0f9e8bae4bc7bccc443a2ca0868ac","f0f9e8ccebc5a8ddb57bccc443a2ca0868ac","f0f9e8ccebc5a8ddb57bccc44eb3d32b8cbe08589e","f7fcf0e0f3dbccebc5a8ddb57bccc44eb3d32b8cbe08589e","f7fcf0e0f3dbccebc5a8ddb57bccc44eb3d32b8cbe0868ac084081").map(oe),hg=Ae(pg),mg=new Array(3).concat("fee8c8fdbb84e34a33","fef0d9fdcc8afc8d59d7301f","fef0d9fdcc8afc8d59e34a33b30000","fef0d9fdd49efdbb84fc8d59e34a33b30000","fef0d9fdd49efdbb84fc8d59ef6548d7301f990000","fff7ecfee8c8fdd49efdbb84fc8d59ef6548d7301f990000","fff7ecfee8c8fdd49efdbb84fc8d59ef6548d7301fb300007f0000").map(oe),gg=Ae(mg),bg=new Array(3).concat("ece2f0a6bddb1c9099","f6eff7bdc9e167a9cf02818a","f6eff7bdc9e167a9cf1c9099016c59","f6eff7d0d1e6a6bddb67a9cf1c9099016c59","f6eff7d0d1e6a6bddb67a9cf3690c002818a016450","fff7fbece2f0d0d1e6a6bddb67a9cf3690c002818a016450","fff7fbece2f0d0d1e6a6bddb67a9cf3690c002818a016c59014636").map(oe),yg=Ae(bg),vg=new Array(3).concat("ece7f2a6bddb2b8cbe","f1eef6bdc9e174a9cf0570b0","f1eef6bdc9e174a9cf2b8cbe045a8d","f1eef6d0d1e6a6bddb74a9cf2b8cbe045a8d","f1eef6d0d1e6a6bddb74a9cf3690c00570b0034e7b","fff7fbece7f2d0d1e6a6bddb74a9cf3690c00570b0034e7b","fff7fbece7f2d0d1e6a6bddb74a9cf3690c00570b0045a8d023858").map(oe),wg=Ae(vg),xg=new Array(3).concat("e7e1efc994c7dd1c77","f1eef6d7b5d8df65b0ce1256","f1eef6d7b5d8df65b0dd1c77980043","f1eef6d4b9dac994c7df65b0dd1c77980043","f1eef6d4b9dac994c7df65b0e7298ace125691003f","f7f4f9e7e1efd4b9dac994c7df65b0e7298ace125691003f","f7f4f9e7e1efd4b9dac994c7df65b0e7298ace125698004367001f").map(oe),$g=Ae(xg),_g=new Array(3).concat("fde0ddfa9fb5c51b8a","feebe2fbb4b9f768a1ae017e","feebe2fbb4b9f768a1c51b8a7a0177","feebe2fcc5c0fa9fb5f768a1c51b8a7a0177","feebe2fcc5c0fa9fb5f768a1dd3497ae017e7a0177","fff7f3fde0ddfcc5c0fa9fb5f768a1dd3497ae017e7a0177","fff7f3fde0ddfcc5c0fa9fb5f768a1dd3497ae017e7a017749006a").map(oe),Sg=Ae(_g),kg=new Array(3).concat("edf8b17fcdbb2c7fb8","ffffcca1dab441b6c4225ea8","ffffcca1dab441b6c42c7fb8253494","ffffccc7e9b47fcdbb41b6c42c7fb8253494","ffffccc7e9b47fcdbb41b6c41d91c0225ea80c2c84","ffffd9edf8b1c7e9b47fcdbb41b6c41d91c0225ea80c2c84","ffffd9edf8b1c7e9b47fcdbb41b6c41d91c0225ea8253494081d58").map(oe),Tg=Ae(kg),Rg=new Array(3).concat("f7fcb9addd8e31a354","ffffccc2e69978c679238443","ffffccc2e69978c67931a354006837","ffffccd9f0a3addd8e78c67931a354006837","ffffccd9f0a3addd8e78c67941ab5d238443005a32","ffffe5f7fcb9d9f0a3addd8e78c67941ab5d238443005a32","ffffe5f7fcb9d9f0a3addd8e78c67941ab5d238443006837004529").map(oe),Cg=Ae(Rg),Mg=new Array(3).concat("fff7bcfec44fd95f0e","ffffd4fed98efe9929cc4c02","ffffd4fed98efe9929d95f0e993404","ffffd4fee391fec44ffe9929d95f0e993404","ffffd4fee391fec44ffe9929ec7014cc4c028c2d04","ffffe5fff7bcfee391fec44ffe9929ec7014cc4c028c2d04","ffffe5fff7bcfee391fec44ffe9929ec7014cc4c02993404662506").map(oe),Eg=Ae(Mg),Ag=new Array(3).concat("ffeda0feb24cf03b20","ffffb2fecc5cfd8d3ce31a1c","ffffb2fecc5cfd8d3cf03b20bd0026","ffffb2fed976feb24cfd8d3cf03b20bd0026","ffffb2fed976feb24cfd8d3cfc4e2ae31a1cb10026","ffffccffeda0fed976feb24cfd8d3cfc4e2ae31a1cb10026","ffffccffeda0fed976feb24cfd8d3cfc4e2ae31a1cbd0026800026").map(oe),Pg=Ae(Ag),Dg=new Array(3).concat("deebf79ecae13182bd","eff3ffbdd7e76baed62171b5","eff3ffbdd7e76baed63182bd08519c","eff3ffc6dbef9ecae16baed63182bd08519c","eff3ffc6dbef9ecae16baed64292c62171b5084594","f7fbffdeebf7c6dbef9ecae16baed64292c62171b5084594","f7fbffdeebf7c6dbef9ecae16baed64292c62171b508519c08306b").map(oe),Lg=Ae(Dg),Og=new Array(3).concat("e5f5e0a1d99b31a354","edf8e9bae4b374c476238b45","edf8e9bae4b374c47631a354006d2c","edf8e9c7e9c0a1d99b74c47631a354006d2c","edf8e9c7e9c0a1d99b74c47641ab5d238b45005a32","f7fcf5e5f5e0c7e9c0a1d99b74c47641ab5d238b45005a32","f7fcf5e5f5e0c7e9c0a1d99b74c47641ab5d238b45006d2c00441b").map(oe),Ng=Ae(Og),Ig=new Array(3).concat("f0f0f0bdbdbd636363","f7f7f7cccccc969696525252","f7f7f7cccccc969696636363252525","f7f7f7d9d9d9bdbdbd969696636363252525","f7f7f7d9d9d9bdbdbd969696737373525252252525","fffffff0f0f0d9d9d9bdbdbd969696737373525252252525","fffffff0f0f0d9d9d9bdbdbd969696737373525252252525000000").map(oe),Bg=Ae(Ig),zg=new Array(3).concat("efedf5bcbddc756bb1","f2f0f7cbc9e29e9ac86a51a3","f2f0f7cbc9e29e9ac8756bb154278f","f2f0f7dadaebbcbddc9e9ac8756bb154278f","f2f0f7dadaebbcbddc9e9ac8807dba6a51a34a1486","fcfbfdefedf5dadaebbcbddc9e9ac8807dba6a51a34a1486","fcfbfdefedf5dadaebbcbddc9e9ac8807dba6a51a354278f3f007d").map(oe),Hg=Ae(zg),Fg=new Array(3).concat("fee0d2fc9272de2d26","fee5d9fcae91fb6a4acb181d","fee5d9fcae91fb6a4ade2d26a50f15","fee5d9fcbba1fc9272fb6a4ade2d26a50f15","fee5d9fcbba1fc9272fb6a4aef3b2ccb181d99000d","fff5f0fee0d2fcbba1fc9272fb6a4aef3b2ccb181d99000d","fff5f0fee0d2fcbba1fc9272fb6a4aef3b2ccb181da50f1567000d").map(oe),Vg=Ae(Fg),Kg=new Array(3).concat("fee6cefdae6be6550d","feeddefdbe85fd8d3cd94701","feeddefdbe85fd8d3ce6550da63603","feeddefdd0a2fdae6bfd8d3ce6550da63603","feeddefdd0a2fdae6bfd8d3cf16913d948018c2d04","fff5ebfee6cefdd0a2fdae6bfd8d3cf16913d948018c2d04","fff5ebfee6cefdd0a2fdae6bfd8d3cf16913d94801a636037f2704").map(oe),jg=Ae(Kg);function qg(e){return e=Math.max(0,Math.min(1,e)),"rgb("+Math.max(0,Math.min(255,Math.round(-4.54-e*(35.34-e*(2381.73-e*(6402.7-e*(7024.72-e*2710.57)))))))+", "+Math.max(0,Math.min(255,Math.round(32.49+e*(170.73+e*(52.82-e*(131.46-e*(176.58-e*67.37)))))))+", "+Math.max(0,Math.min(255,Math.round(81.24+e*(442.36-e*(2482.43-e*(6167.24-e*(6614.94-e*2475.67)))))))+")"}var Ug=Gc(mn(300,.5,0),mn(-240,.5,1)),Wg=Gc(mn(-100,.75,.35),mn(80,1.5,.8)),Gg=Gc(mn(260,.75,.35),mn(80,1.5,.8)),Rf=mn();function Yg(e){(e<0||e>1)&&(e-=Math.floor(e));var t=Math.abs(e-.5);return Rf.h=360*e-100,Rf.s=1.5-1.5*t,Rf.l=.8-.9*t,Rf+""}var Cf=In(),q8=Math.PI/3,U8=Math.PI*2/3;function Xg(e){var t;return e=(.5-e)*Math.PI,Cf.r=255*(t=Math.sin(e))*t,Cf.g=255*(t=Math.sin(e+q8))*t,Cf.b=255*(t=Math.sin(e+U8))*t,Cf+""}function Jg(e){return e=Math.max(0,Math.min(1,e)),"rgb("+Math.max(0,Math.min(255,Math.round(34.61+e*(1172.33-e*(10793.56-e*(33300.12-e*(38394.49-e*14825.05)))))))+", "+Math.max(0,Math.min(255,Math.round(23.31+e*(557.33+e*(1225.33-e*(3574.96-e*(1073.77+e*707.56)))))))+", "+Math.max(0,Math.min(255,Math.round(27.2+e*(3211.1-e*(15327.97-e*(27814-e*(22569.18-e*6838.66)))))))+")"}function Af(e){var t=e.length;return function(n){return e[Math.max(0,Math.min(t-1,Math.floor(n*t)))]}}var Zg=Af(oe("44015444025645045745055946075a46085c460a5d460b5e470d60470e6147106347116447136548146748166848176948186a481a6c481b6d481c6e481d6f481f70482071482173482374482475482576482677482878482979472a7a472c7a472d7b472e7c472f7d46307e46327e46337f463480453581453781453882443983443a83443b84433d84433e85423f854240864241864142874144874045884046883f47883f48893e49893e4a893e4c8a3d4d8a3d4e8a3c4f8a3c508b3b518b3b528b3a538b3a548c39558c39568c38588c38598c375a8c375b8d365c8d365d8d355e8d355f8d34608d34618d33628d33638d32648e32658e31668e31678e31688e30698e306a8e2f6b8e2f6c8e2e6d8e2e6e8e2e6f8e2d708e2d718e2c718e2c728e2c738e2b748e2b758e2a768e2a778e2a788e29798e297a8e297b8e287c8e287d8e277e8e277f8e27808e26818e26828e26828e25838e25848e25858e24868e24878e23888e23898e238a8d228b8d228c8d228d8d218e8d218f8d21908d21918c20928c20928c20938c1f948c1f958b1f968b1f978b1f988b1f998a1f9a8a1e9b8a1e9c891e9d891f9e891f9f881fa0881fa1881fa1871fa28720a38620a48621a58521a68522a78522a88423a98324aa8325ab8225ac8226ad8127ad8128ae8029af7f2ab07f2cb17e2db27d2eb37c2fb47c31b57b32b67a34b67935b77937b87838b9773aba763bbb753dbc743fbc7340bd7242be7144bf7046c06f48c16e4ac16d4cc26c4ec36b50c46a52c56954c56856c66758c7655ac8645cc8635ec96260ca6063cb5f65cb5e67cc5c69cd5b6ccd5a6ece5870cf5773d05675d05477d1537ad1517cd2507fd34e81d34d84d44b86d54989d5488bd6468ed64590d74393d74195d84098d83e9bd93c9dd93ba0da39a2da37a5db36a8db34aadc32addc30b0dd2fb2dd2db5de2bb8de29bade28bddf26c0df25c2df23c5e021c8e020cae11fcde11dd0e11cd2e21bd5e21ad8e219dae319dde318dfe318e2e418e5e419e7e419eae51aece51befe51cf1e51df4e61ef6e620f8e621fbe723fde725")),Qg=Af(oe("00000401000501010601010802010902020b02020d03030f03031204041405041606051806051a07061c08071e0907200a08220b09240c09260d0a290e0b2b100b2d110c2f120d31130d34140e36150e38160f3b180f3d19103f1a10421c10441d11471e114920114b21114e22115024125325125527125829115a2a115c2c115f2d11612f116331116533106734106936106b38106c390f6e3b0f703d0f713f0f72400f74420f75440f764510774710784910784a10794c117a4e117b4f127b51127c52137c54137d56147d57157e59157e5a167e5c167f5d177f5f187f601880621980641a80651a80671b80681c816a1c816b1d816d1d816e1e81701f81721f817320817521817621817822817922827b23827c23827e24828025828125818326818426818627818827818928818b29818c29818e2a81902a81912b81932b80942c80962c80982d80992d809b2e7f9c2e7f9e2f7fa02f7fa1307ea3307ea5317ea6317da8327daa337dab337cad347cae347bb0357bb2357bb3367ab5367ab73779b83779ba3878bc3978bd3977bf3a77c03a76c23b75c43c75c53c74c73d73c83e73ca3e72cc3f71cd4071cf4070d0416fd2426fd3436ed5446dd6456cd8456cd9466bdb476adc4869de4968df4a68e04c67e24d66e34e65e44f64e55064e75263e85362e95462ea5661eb5760ec5860ed5a5fee5b5eef5d5ef05f5ef1605df2625df2645cf3655cf4675cf4695cf56b5cf66c5cf66e5cf7705cf7725cf8745cf8765cf9785df9795df97b5dfa7d5efa7f5efa815ffb835ffb8560fb8761fc8961fc8a62fc8c63fc8e64fc9065fd9266fd9467fd9668fd9869fd9a6afd9b6bfe9d6cfe9f6dfea16efea36ffea571fea772fea973feaa74feac76feae77feb078feb27afeb47bfeb67cfeb77efeb97ffebb81febd82febf84fec185fec287fec488fec68afec88cfeca8dfecc8ffecd90fecf92fed194fed395fed597fed799fed89afdda9cfddc9efddea0fde0a1fde2a3fde3a5fde5a7fde7a9fde9aafdebacfcecaefceeb0fcf0b2fcf2b4fcf4b6fcf6b8fcf7b9fcf9bbfcfbbdfcfdbf")),eb=Af(oe("00000401000501010601010802010a02020c02020e03021004031204031405041706041907051b08051d09061f0a07220b07240c08260d08290e092b10092d110a30120a32140b34150b37160b39180c3c190c3e1b0c411c0c431e0c451f0c48210c4a230c4c240c4f260c51280b53290b552b0b572d0b592f0a5b310a5c320a5e340a5f3609613809623909633b09643d09653e0966400a67420a68440a68450a69470b6a490b6a4a0c6b4c0c6b4d0d6c4f0d6c510e6c520e6d540f6d550f6d57106e59106e5a116e5c126e5d126e5f136e61136e62146e64156e65156e67166e69166e6a176e6c186e6d186e6f196e71196e721a6e741a6e751b6e771c6d781c6d7a1d6d7c1d6d7d1e6d7f1e6c801f6c82206c84206b85216b87216b88226a8a226a8c23698d23698f24699025689225689326679526679727669827669a28659b29649d29649f2a63a02a63a22b62a32c61a52c60a62d60a82e5fa92e5eab2f5ead305dae305cb0315bb1325ab3325ab43359b63458b73557b93556ba3655bc3754bd3853bf3952c03a51c13a50c33b4fc43c4ec63d4dc73e4cc83f4bca404acb4149cc4248ce4347cf4446d04545d24644d34743d44842d54a41d74b3fd84c3ed94d3dda4e3cdb503bdd513ade5238df5337e05536e15635e25734e35933e45a31e55c30e65d2fe75e2ee8602de9612bea632aeb6429eb6628ec6726ed6925ee6a24ef6c23ef6e21f06f20f1711ff1731df2741cf3761bf37819f47918f57b17f57d15f67e14f68013f78212f78410f8850ff8870ef8890cf98b0bf98c0af98e09fa9008fa9207fa9407fb9606fb9706fb9906fb9b06fb9d07fc9f07fca108fca309fca50afca60cfca80dfcaa0ffcac11fcae12fcb014fcb216fcb418fbb61afbb81dfbba1ffbbc21fbbe23fac026fac228fac42afac62df9c72ff9c932f9cb35f8cd37f8cf3af7d13df7d340f6d543f6d746f5d949f5db4cf4dd4ff4df53f4e156f3e35af3e55df2e661f2e865f2ea69f1ec6df1ed71f1ef75f1f179f2f27df2f482f3f586f3f68af4f88ef5f992f6fa96f8fb9af9fc9dfafda1fcffa4")),tb=Af(oe("0d088710078813078916078a19068c1b068d1d068e20068f2206902406912605912805922a05932c05942e05952f059631059733059735049837049938049a3a049a3c049b3e049c3f049c41049d43039e44039e46039f48039f4903a04b03a14c02a14e02a25002a25102a35302a35502a45601a45801a45901a55b01a55c01a65e01a66001a66100a76300a76400a76600a76700a86900a86a00a86c00a86e00a86f00a87100a87201a87401a87501a87701a87801a87a02a87b02a87d03a87e03a88004a88104a78305a78405a78606a68707a68808a68a09a58b0aa58d0ba58e0ca48f0da4910ea3920fa39410a29511a19613a19814a099159f9a169f9c179e9d189d9e199da01a9ca11b9ba21d9aa31e9aa51f99a62098a72197a82296aa2395ab2494ac2694ad2793ae2892b02991b12a90b22b8fb32c8eb42e8db52f8cb6308bb7318ab83289ba3388bb3488bc3587bd3786be3885bf3984c03a83c13b82c23c81c33d80c43e7fc5407ec6417dc7427cc8437bc9447aca457acb4679cc4778cc4977cd4a76ce4b75cf4c74d04d73d14e72d24f71d35171d45270d5536fd5546ed6556dd7566cd8576bd9586ada5a6ada5b69db5c68dc5d67dd5e66de5f65de6164df6263e06363e16462e26561e26660e3685fe4695ee56a5de56b5de66c5ce76e5be76f5ae87059e97158e97257ea7457eb7556eb7655ec7754ed7953ed7a52ee7b51ef7c51ef7e50f07f4ff0804ef1814df1834cf2844bf3854bf3874af48849f48948f58b47f58c46f68d45f68f44f79044f79143f79342f89441f89540f9973ff9983ef99a3efa9b3dfa9c3cfa9e3bfb9f3afba139fba238fca338fca537fca636fca835fca934fdab33fdac33fdae32fdaf31fdb130fdb22ffdb42ffdb52efeb72dfeb82cfeba2cfebb2bfebd2afebe2afec029fdc229fdc328fdc527fdc627fdc827fdca26fdcb26fccd25fcce25fcd025fcd225fbd324fbd524fbd724fad824fada24f9dc24f9dd25f8df25f8e125f7e225f7e425f6e626f6e826f5e926f5eb27f4ed27f3ee27f3f027f2f227f1f426f1f525f0f724f0f921"));function gt(e){return function(){return e}}var H_=Math.cos;var sb=Math.min,Pf=Math.sin,lt=Math.sqrt,O_=1e-12,Bl=Math.PI,jz=Bl/2,If=2*Bl;function F_(e){let t=3;return e.digits=function(n){if(!arguments.length)return t;if(n==null)t=null;else{let r=Math.floor(n);if(!(r>=0))throw new RangeError(`invalid digits: ${n}`);t=r}return e},()=>new ks(t)}var qz=Array.prototype.slice;function V_(e){return typeof e=="object"&&"length"in e?e:Array.from(e)}function K_(e){this._context=e}K_.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._point=0},lineEnd:function(){(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line=1-this._line},point:function(e,t){switch(e=+e,t=+t,this._point){case 0:this._point=1,this._line?this._context.lineTo(e,t):this._context.moveTo(e,t);break;case 1:this._point=2;default:this._context.lineTo(e,t);break}}};function Is(e){return new K_(e)}function j_(e){return e[0]}function q_(e){return e[1]}function ob(e,t){var n=gt(!0),r=null,i=Is,s=null,o=F_(a);e=typeof e=="function"?e:e===void 0?j_:gt(e),t=typeof t=="function"?t:t===void 0?q_:gt(t);function a(l){var u,c=(l=V_(l)).length,f,d=!1,p;for(r==null&&(s=i(p=o())),u=0;u<=c;++u)!(u<c&&n(f=l[u],u,l))===d&&((d=!d)?s.lineStart():s.lineEnd()),d&&s.point(+e(f,u,l),+t(f,u,l));if(p)return s=null,p+""||null}return a.x=function(l){return arguments.length?(e=typeof l=="function"?l:gt(+l),a):e},a.y=function(l){return arguments.length?(t=typeof l=="function"?l:gt(+l),a):t},a.defined=function(l){return arguments.length?(n=typeof l=="function"?l:gt(!!l),a):n},a.curve=function(l){return arguments.length?(i=l,r!=null&&(s=i(r)),a):i},a.context=function(l){return arguments.length?(l==null?r=s=null:s=i(r=l),a):r},a}function U_(e,t,n){var r=null,i=gt(!0),s=null,o=Is,a=null,l=F_(u);e=typeof e=="function"?e:e===void 0?j_:gt(+e),t=typeof t=="function"?t:gt(t===void 0?0:+t),n=typeof n=="function"?n:n===void 0?q_:gt(+n);function u(f){var d,p,h,g=(f=V_(f)).length,y,b=!1,v,$=new Array(g),x=new Array(g);for(s==null&&(a=o(v=l())),d=0;d<=g;++d){if(!(d<g&&i(y=f[d],d,f))===b)if(b=!b)p=d,a.areaStart(),a.lineStart();else{for(a.lineEnd(),a.lineStart(),h=d-1;h>=p;--h)a.point($[h],x[h]);a.lineEnd(),a.areaEnd()}b&&($[d]=+e(y,d,f),x[d]=+t(y,d,f),a.point(r?+r(y,d,f):$[d],n?+n(y,d,f):x[d]))}if(v)return a=null,v+""||null}function c(){return ob().defined(i).curve(o).context(s)}return u.x=function(f){return arguments.length?(e=typeof f=="function"?f:gt(+f),r=null,u):e},u.x0=function(f){return arguments.length?(e=typeof f=="function"?f:gt(+f),u):e},u.x1=function(f){return arguments.length?(r=f==null?null:typeof f=="function"?f:gt(+f),u):r},u.y=function(f){return arguments.length?(t=typeof f=="function"?f:gt(+f),n=null,u):t},u.y0=function(f){return arguments.length?(t=typeof f=="function"?f:gt(+f),u):t},u.y1=function(f){return arguments.length?(n=f==null?null:typeof f=="function"?f:gt(+f),u):n},u.lineX0=u.lineY0=function(){return c().x(e).y(t)},u.lineY1=function(){return c().x(e).y(n)},u.lineX1=function(){return c().x(r).y(t)},u.defined=function(f){return arguments.length?(i=typeof f=="function"?f:gt(!!f),u):i},u.curve=function(f){return arguments.length?(o=f,s!=null&&(a=o(s)),u):o},u.context=function(f){return arguments.length?(f==null?s=a=null:a=o(s=f),u):s},u}var Uz=W8(Is);function W_(e){this._curve=e}W_.prototype={areaStart:function(){this._curve.areaStart()},areaEnd:function(){this._curve.areaEnd()},lineStart:function(){this._curve.lineStart()},lineEnd:function(){this._curve.lineEnd()},point:function(e,t){this._curve.point(t*Math.sin(e),t*-Math.cos(e))}};function W8(e){function t(n){return new W_(e(n))}return t._curve=e,t}var Df=class{constructor(t,n){this._context=t,this._x=n}areaStart(){this._line=0}areaEnd(){this._line=NaN}lineStart(){this._point=0}lineEnd(){(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line=1-this._line}point(t,n){switch(t=+t,n=+n,this._point){case 0:{this._point=1,this._line?this._context.lineTo(t,n):this._context.moveTo(t,n);break}case 1:this._point=2;default:{this._x?this._context.bezierCurveTo(this._x0=(this._x0+t)/2,this._y0,this._x0,n,t,n):this._context.bezierCurveTo(this._x0,this._y0=(this._y0+n)/2,t,this._y0,t,n);break}}this._x0=t,this._y0=n}};function G_(e){return new Df(e,!0)}function Y_(e){return new Df(e,!1)}var G8=lt(3),ab={draw(e,t){let n=lt(t+sb(t/28,.75))*.59436,r=n/2,i=r*G8;e.moveTo(0,n),e.lineTo(0,-n),e.moveTo(-i,-r),e.lineTo(i,r),e.moveTo(-i,r),e.lineTo(i,-r)}},Bs={draw(e,t){let n=lt(t/Bl);e.moveTo(n,0),e.arc(0,0,n,0,If)}},lb={draw(e,t){let n=lt(t/5)/2;e.moveTo(-3*n,-n),e.lineTo(-n,-n),e.lineTo(-n,-3*n),e.lineTo(n,-3*n),e.lineTo(n,-n),e.lineTo(3*n,-n),e.lineTo(3*n,n),e.lineTo(n,n),e.lineTo(n,3*n),e.lineTo(-n,3*n),e.lineTo(-n,n),e.lineTo(-3*n,n),e.closePath()}},X_=lt(1/3),Y8=X_*2,ub={draw(e,t){let n=lt(t/Y8),r=n*X_;e.moveTo(0,-n),e.lineTo(r,0),e.lineTo(0,n),e.lineTo(-r,0),e.closePath()}},cb={draw(e,t){let n=lt(t)*.62625;e.moveTo(0,-n),e.lineTo(n,0),e.lineTo(0,n),e.lineTo(-n,0),e.closePath()}},fb={draw(e,t){let n=lt(t-sb(t/7,2))*.87559;e.moveTo(-n,0),e.lineTo(n,0),e.moveTo(0,n),e.lineTo(0,-n)}},db={draw(e,t){let n=lt(t),r=-n/2;e.rect(r,r,n,n)}},pb={draw(e,t){let n=lt(t)*.4431;e.moveTo(n,n),e.lineTo(n,-n),e.lineTo(-n,-n),e.lineTo(-n,n),e.closePath()}},X8=.8908130915292852,J_=Pf(Bl/10)/Pf(7*Bl/10),J8=Pf(If/10)*J_,Z8=-H_(If/10)*J_,hb={draw(e,t){let n=lt(t*X8),r=J8*n,i=Z8*n;e.moveTo(0,-n),e.lineTo(r,i);for(let s=1;s<5;++s){let o=If*s/5,a=H_(o),l=Pf(o);e.lineTo(l*n,-a*n),e.lineTo(a*r-l*i,l*r+a*i)}e.closePath()}},nb=lt(3),mb={draw(e,t){let n=-lt(t/(nb*3));e.moveTo(0,n*2),e.lineTo(-nb*n,-n),e.lineTo(nb*n,-n),e.closePath()}},Q8=lt(3),gb={draw(e,t){let n=lt(t)*.6824,r=n/2,i=n*Q8/2;e.moveTo(0,-n),e.lineTo(i,r),e.lineTo(-i,r),e.closePath()}},$n=-.5,_n=lt(3)/2,ib=1/lt(12),eD=(ib/2+1)*3,bb={draw(e,t){let n=lt(t/eD),r=n/2,i=n*ib,s=r,o=n*ib+n,a=-s,l=o;e.moveTo(r,i),e.lineTo(s,o),e.lineTo(a,l),e.lineTo($n*r-_n*i,_n*r+$n*i),e.lineTo($n*s-_n*o,_n*s+$n*o),e.lineTo($n*a-_n*l,_n*a+$n*l),e.lineTo($n*r+_n*i,$n*i-_n*r),e.lineTo($n*s+_n*o,$n*o-_n*s),e.lineTo($n*a+_n*l,$n*l-_n*a),e.closePath()}},yb={draw(e,t){let n=lt(t-sb(t/6,1.7))*.6189;e.moveTo(-n,-n),e.lineTo(n,n),e.moveTo(-n,n),e.lineTo(n,-n)}},Z_=[Bs,lb,ub,db,hb,mb,bb],Q_=[Bs,fb,yb,gb,ab,pb,cb];function Ei(){}function Lf(e,t,n){e._context.bezierCurveTo((2*e._x0+e._x1)/3,(2*e._y0+e._y1)/3,(e._x0+2*e._x1)/3,(e._y0+2*e._y1)/3,(e._x0+4*e._x1+t)/6,(e._y0+4*e._y1+n)/6)}function Bf(e){this._context=e}Bf.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._y0=this._y1=NaN,this._point=0},lineEnd:function(){switch(this._point){case 3:Lf(this,this._x1,this._y1);case 2:this._context.lineTo(this._x1,this._y1);break}(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line=1-this._line},point:function(e,t){switch(e=+e,t=+t,this._point){case 0:this._point=1,this._line?this._context.lineTo(e,t):this._context.moveTo(e,t);break;case 1:this._point=2;break;case 2:this._point=3,this._context.lineTo((5*this._x0+this._x1)/6,(5*this._y0+this._y1)/6);default:Lf(this,e,t);break}this._x0=this._x1,this._x1=e,this._y0=this._y1,this._y1=t}};function eS(e){return new Bf(e)}function tS(e){this._context=e}tS.prototype={areaStart:Ei,areaEnd:Ei,lineStart:function(){this._x0=this._x1=this._x2=this._x3=this._x4=this._y0=this._y1=this._y2=this._y3=this._y4=NaN,this._point=0},lineEnd:function(){switch(this._point){case 1:{this._context.moveTo(this._x2,this._y2),this._context.closePath();break}case 2:{this._context.moveTo((this._x2+2*this._x3)/3,(this._y2+2*this._y3)/3),this._context.lineTo((this._x3+2*this._x2)/3,(this._y3+2*this._y2)/3),this._context.closePath();break}case 3:{this.point(this._x2,this._y2),this.point(this._x3,this._y3),this.point(this._x4,this._y4);break}}},point:function(e,t){switch(e=+e,t=+t,this._point){case 0:this._point=1,this._x2=e,this._y2=t;break;case 1:this._point=2,this._x3=e,this._y3=t;break;case 2:this._point=3,this._x4=e,this._y4=t,this._context.moveTo((this._x0+4*this._x1+e)/6,(this._y0+4*this._y1+t)/6);break;default:Lf(this,e,t);break}this._x0=this._x1,this._x1=e,this._y0=this._y1,this._y1=t}};function nS(e){return new tS(e)}function rS(e){this._context=e}rS.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._y0=this._y1=NaN,this._point=0},lineEnd:function(){(this._line||this._line!==0&&this._point===3)&&this._context.closePath(),this._line=1-this._line},point:function(e,t){switch(e=+e,t=+t,this._point){case 0:this._point=1;break;case 1:this._point=2;break;case 2:this._point=3;var n=(this._x0+4*this._x1+e)/6,r=(this._y0+4*this._y1+t)/6;this._line?this._context.lineTo(n,r):this._context.moveTo(n,r);break;case 3:this._point=4;default:Lf(this,e,t);break}this._x0=this._x1,this._x1=e,this._y0=this._y1,this._y1=t}};function iS(e){return new rS(e)}function sS(e,t){this._basis=new Bf(e),this._beta=t}sS.prototype={lineStart:function(){this._x=[],this._y=[],this._basis.lineStart()},lineEnd:function(){var e=this._x,t=this._y,n=e.length-1;if(n>0)for(var r=e[0],i=t[0],s=e[n]-r,o=t[n]-i,a=-1,l;++a<=n;)l=a/n,this._basis.point(this._beta*e[a]+(1-this._beta)*(r+l*s),this._beta*t[a]+(1-this._beta)*(i+l*o));this._x=this._y=null,this._basis.lineEnd()},point:function(e,t){this._x.push(+e),this._y.push(+t)}};var oS=(function e(t){function n(r){return t===1?new Bf(r):new sS(r,t)}return n.beta=function(r){return e(+r)},n})(.85);function Of(e,t,n){e._context.bezierCurveTo(e._x1+e._k*(e._x2-e._x0),e._y1+e._k*(e._y2-e._y0),e._x2+e._k*(e._x1-t),e._y2+e._k*(e._y1-n),e._x2,e._y2)}function vb(e,t){this._context=e,this._k=(1-t)/6}vb.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._x2=this._y0=this._y1=this._y2=NaN,this._point=0},lineEnd:function(){switch(this._point){case 2:this._context.lineTo(this._x2,this._y2);break;case 3:Of(this,this._x1,this._y1);break}(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line=1-this._line},point:function(e,t){switch(e=+e,t=+t,this._point){case 0:this._point=1,this._line?this._context.lineTo(e,t):this._context.moveTo(e,t);break;case 1:this._point=2,this._x1=e,this._y1=t;break;case 2:this._point=3;default:Of(this,e,t);break}this._x0=this._x1,this._x1=this._x2,this._x2=e,this._y0=this._y1,this._y1=this._y2,this._y2=t}};var aS=(function e(t){function n(r){return new vb(r,t)}return n.tension=function(r){return e(+r)},n})(0);function wb(e,t){this._context=e,this._k=(1-t)/6}wb.prototype={areaStart:Ei,areaEnd:Ei,lineStart:function(){this._x0=this._x1=this._x2=this._x3=this._x4=this._x5=this._y0=this._y1=this._y2=this._y3=this._y4=this._y5=NaN,this._point=0},lineEnd:function(){switch(this._point){case 1:{this._context.moveTo(this._x3,this._y3),this._context.closePath();break}case 2:{this._context.lineTo(this._x3,this._y3),this._context.closePath();break}case 3:{this.point(this._x3,this._y3),this.point(this._x4,this._y4),this.point(this._x5,this._y5);break}}},point:function(e,t){switch(e=+e,t=+t,this._point){case 0:this._point=1,this._x3=e,this._y3=t;break;case 1:this._point=2,this._context.moveTo(this._x4=e,this._y4=t);break;case 2:this._point=3,this._x5=e,this._y5=t;break;default:Of(this,e,t);break}this._x0=this._x1,this._x1=this._x2,this._x2=e,this._y0=this._y1,this._y1=this._y2,this._y2=t}};var lS=(function e(t){function n(r){return new wb(r,t)}return n.tension=function(r){return e(+r)},n})(0);function xb(e,t){this._context=e,this._k=(1-t)/6}xb.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._x2=this._y0=this._y1=this._y2=NaN,this._point=0},lineEnd:function(){(this._line||this._line!==0&&this._point===3)&&this._context.closePath(),this._line=1-this._line},point:function(e,t){switch(e=+e,t=+t,this._point){case 0:this._point=1;break;case 1:this._point=2;break;case 2:this._point=3,this._line?this._context.lineTo(this._x2,this._y2):this._context.moveTo(this._x2,this._y2);break;case 3:this._point=4;default:Of(this,e,t);break}this._x0=this._x1,this._x1=this._x2,this._x2=e,this._y0=this._y1,this._y1=this._y2,this._y2=t}};var uS=(function e(t){function n(r){return new xb(r,t)}return n.tension=function(r){return e(+r)},n})(0);function $b(e,t,n){var r=e._x1,i=e._y1,s=e._x2,o=e._y2;if(e._l01_a>O_){var a=2*e._l01_2a+3*e._l01_a*e._l12_a+e._l12_2a,l=3*e._l01_a*(e._l01_a+e._l12_a);r=(r*a-e._x0*e._l12_2a+e._x2*e._l01_2a)/l,i=(i*a-e._y0*e._l12_2a+e._y2*e._l01_2a)/l}if(e._l23_a>O_){var u=2*e._l23_2a+3*e._l23_a*e._l12_a+e._l12_2a,c=3*e._l23_a*(e._l23_a+e._l12_a);s=(s*u+e._x1*e._l23_2a-t*e._l12_2a)/c,o=(o*u+e._y1*e._l23_2a-n*e._l12_2a)/c}e._context.bezierCurveTo(r,i,s,o,e._x2,e._y2)}function cS(e,t){this._context=e,this._alpha=t}cS.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._x2=this._y0=this._y1=this._y2=NaN,this._l01_a=this._l12_a=this._l23_a=this._l01_2a=this._l12_2a=this._l23_2a=this._point=0},lineEnd:function(){switch(this._point){case 2:this._context.lineTo(this._x2,this._y2);break;case 3:this.point(this._x2,this._y2);break}(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line=1-this._line},point:function(e,t){if(e=+e,t=+t,this._point){var n=this._x2-e,r=this._y2-t;this._l23_a=Math.sqrt(this._l23_2a=Math.pow(n*n+r*r,this._alpha))}switch(this._point){case 0:this._point=1,this._line?this._context.lineTo(e,t):this._context.moveTo(e,t);break;case 1:this._point=2;break;case 2:this._point=3;default:$b(this,e,t);break}this._l01_a=this._l12_a,this._l12_a=this._l23_a,this._l01_2a=this._l12_2a,this._l12_2a=this._l23_2a,this._x0=this._x1,this._x1=this._x2,this._x2=e,this._y0=this._y1,this._y1=this._y2,this._y2=t}};var fS=(function e(t){function n(r){return t?new cS(r,t):new vb(r,0)}return n.alpha=function(r){return e(+r)},n})(.5);function dS(e,t){this._context=e,this._alpha=t}dS.prototype={areaStart:Ei,areaEnd:Ei,lineStart:function(){this._x0=this._x1=this._x2=this._x3=this._x4=this._x5=this._y0=this._y1=this._y2=this._y3=this._y4=this._y5=NaN,this._l01_a=this._l12_a=this._l23_a=this._l01_2a=this._l12_2a=this._l23_2a=this._point=0},lineEnd:function(){switch(this._point){case 1:{this._context.moveTo(this._x3,this._y3),this._context.closePath();break}case 2:{this._context.lineTo(this._x3,this._y3),this._context.closePath();break}case 3:{this.point(this._x3,this._y3),this.point(this._x4,this._y4),this.point(this._x5,this._y5);break}}},point:function(e,t){if(e=+e,t=+t,this._point){var n=this._x2-e,r=this._y2-t;this._l23_a=Math.sqrt(this._l23_2a=Math.pow(n*n+r*r,this._alpha))}switch(this._point){case 0:this._point=1,this._x3=e,this._y3=t;break;case 1:this._point=2,this._context.moveTo(this._x4=e,this._y4=t);break;case 2:this._point=3,this._x5=e,this._y5=t;break;default:$b(this,e,t);break}this._l01_a=this._l12_a,this._l12_a=this._l23_a,this._l01_2a=this._l12_2a,this._l12_2a=this._l23_2a,this._x0=this._x1,this._x1=this._x2,this._x2=e,this._y0=this._y1,this._y1=this._y2,this._y2=t}};var pS=(function e(t){function n(r){return t?new dS(r,t):new wb(r,0)}return n.alpha=function(r){return e(+r)},n})(.5);function hS(e,t){this._context=e,this._alpha=t}hS.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._x2=this._y0=this._y1=this._y2=NaN,this._l01_a=this._l12_a=this._l23_a=this._l01_2a=this._l12_2a=this._l23_2a=this._point=0},lineEnd:function(){(this._line||this._line!==0&&this._point===3)&&this._context.closePath(),this._line=1-this._line},point:function(e,t){if(e=+e,t=+t,this._point){var n=this._x2-e,r=this._y2-t;this._l23_a=Math.sqrt(this._l23_2a=Math.pow(n*n+r*r,this._alpha))}switch(this._point){case 0:this._point=1;break;case 1:this._point=2;break;case 2:this._point=3,this._line?this._context.lineTo(this._x2,this._y2):this._context.moveTo(this._x2,this._y2);break;case 3:this._point=4;default:$b(this,e,t);break}this._l01_a=this._l12_a,this._l12_a=this._l23_a,this._l01_2a=this._l12_2a,this._l12_2a=this._l23_2a,this._x0=this._x1,this._x1=this._x2,this._x2=e,this._y0=this._y1,this._y1=this._y2,this._y2=t}};var mS=(function e(t){function n(r){return t?new hS(r,t):new xb(r,0)}return n.alpha=function(r){return e(+r)},n})(.5);function gS(e){this._context=e}gS.prototype={areaStart:Ei,areaEnd:Ei,lineStart:function(){this._point=0},lineEnd:function(){this._point&&this._context.closePath()},point:function(e,t){e=+e,t=+t,this._point?this._context.lineTo(e,t):(this._point=1,this._context.moveTo(e,t))}};function bS(e){return new gS(e)}function N_(e){return e<0?-1:1}function I_(e,t,n){var r=e._x1-e._x0,i=t-e._x1,s=(e._y1-e._y0)/(r||i<0&&-0),o=(n-e._y1)/(i||r<0&&-0),a=(s*i+o*r)/(r+i);return(N_(s)+N_(o))*Math.min(Math.abs(s),Math.abs(o),.5*Math.abs(a))||0}function B_(e,t){var n=e._x1-e._x0;return n?(3*(e._y1-e._y0)/n-t)/2:t}function rb(e,t,n){var r=e._x0,i=e._y0,s=e._x1,o=e._y1,a=(s-r)/3;e._context.bezierCurveTo(r+a,i+a*t,s-a,o-a*n,s,o)}function Nf(e){this._context=e}Nf.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._y0=this._y1=this._t0=NaN,this._point=0},lineEnd:function(){switch(this._point){case 2:this._context.lineTo(this._x1,this._y1);break;case 3:rb(this,this._t0,B_(this,this._t0));break}(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line=1-this._line},point:function(e,t){var n=NaN;if(e=+e,t=+t,!(e===this._x1&&t===this._y1)){switch(this._point){case 0:this._point=1,this._line?this._context.lineTo(e,t):this._context.moveTo(e,t);break;case 1:this._point=2;break;case 2:this._point=3,rb(this,B_(this,n=I_(this,e,t)),n);break;default:rb(this,this._t0,n=I_(this,e,t));break}this._x0=this._x1,this._x1=e,this._y0=this._y1,this._y1=t,this._t0=n}}};function yS(e){this._context=new vS(e)}(yS.prototype=Object.create(Nf.prototype)).point=function(e,t){Nf.prototype.point.call(this,t,e)};function vS(e){this._context=e}vS.prototype={moveTo:function(e,t){this._context.moveTo(t,e)},closePath:function(){this._context.closePath()},lineTo:function(e,t){this._context.lineTo(t,e)},bezierCurveTo:function(e,t,n,r,i,s){this._context.bezierCurveTo(t,e,r,n,s,i)}};function wS(e){return new Nf(e)}function xS(e){return new yS(e)}function $S(e){this._context=e}$S.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x=[],this._y=[]},lineEnd:function(){var e=this._x,t=this._y,n=e.length;if(n)if(this._line?this._context.lineTo(e[0],t[0]):this._context.moveTo(e[0],t[0]),n===2)this._context.lineTo(e[1],t[1]);else for(var r=z_(e),i=z_(t),s=0,o=1;o<n;++s,++o)this._context.bezierCurveTo(r[0][s],i[0][s],r[1][s],i[1][s],e[o],t[o]);(this._line||this._line!==0&&n===1)&&this._context.closePath(),this._line=1-this._line,this._x=this._y=null},point:function(e,t){this._x.push(+e),this._y.push(+t)}};function z_(e){var t,n=e.length-1,r,i=new Array(n),s=new Array(n),o=new Array(n);for(i[0]=0,s[0]=2,o[0]=e[0]+2*e[1],t=1;t<n-1;++t)i[t]=1,s[t]=4,o[t]=4*e[t]+2*e[t+1];for(i[n-1]=2,s[n-1]=7,o[n-1]=8*e[n-1]+e[n],t=1;t<n;++t)r=i[t]/s[t-1],s[t]-=r,o[t]-=r*o[t-1];for(i[n-1]=o[n-1]/s[n-1],t=n-2;t>=0;--t)i[t]=(o[t]-i[t+1])/s[t];for(s[n-1]=(e[n]+i[n-1])/2,t=0;t<n-1;++t)s[t]=2*e[t+1]-i[t+1];return[i,s]}function _S(e){return new $S(e)}function zf(e,t){this._context=e,this._t=t}zf.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x=this._y=NaN,this._point=0},lineEnd:function(){0<this._t&&this._t<1&&this._point===2&&this._context.lineTo(this._x,this._y),(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line>=0&&(this._t=1-this._t,this._line=1-this._line)},point:function(e,t){switch(e=+e,t=+t,this._point){case 0:this._point=1,this._line?this._context.lineTo(e,t):this._context.moveTo(e,t);break;case 1:this._point=2;default:{if(this._t<=0)this._context.lineTo(this._x,t),this._context.lineTo(e,t);else{var n=this._x*(1-this._t)+e*this._t;this._context.lineTo(n,this._y),this._context.lineTo(n,t)}break}}this._x=e,this._y=t}};function SS(e){return new zf(e,.5)}function kS(e){return new zf(e,0)}function TS(e){return new zf(e,1)}function Sn(e){return e!=null&&!Number.isNaN(e)}function Et(e,t){return+Sn(t)-+Sn(e)||Mt(e,t)}function zs(e,t){return+Sn(t)-+Sn(e)||Kr(e,t)}function zl(e){return e!=null&&`${e}`!=""}function _b(e){return isFinite(e)?e:NaN}function Hs(e){return e>0&&isFinite(e)?e:NaN}function Fo(e){return e<0&&isFinite(e)?e:NaN}function Hf(e,t){if(e instanceof Date||(e=new Date(+e)),isNaN(e))return typeof t=="function"?t(e):t;let n=e.getUTCHours(),r=e.getUTCMinutes(),i=e.getUTCSeconds(),s=e.getUTCMilliseconds();return`${tD(e.getUTCFullYear(),4)}-${Qr(e.getUTCMonth()+1,2)}-${Qr(e.getUTCDate(),2)}${n||r||i||s?`T${Qr(n,2)}:${Qr(r,2)}${i||s?`:${Qr(i,2)}${s?`.${Qr(s,3)}`:""}`:""}Z`:""}`}function tD(e){return e<0?`-${Qr(-e,6)}`:e>9999?`+${Qr(e,6)}`:Qr(e,4)}function Qr(e,t){return`${e}`.padStart(t,"0")}var nD=/^(?:[-+]\d{2})?\d{4}(?:-\d{2}(?:-\d{2})?)?(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{3})?)?(?:Z|[-+]\d{2}:?\d{2})?)?$/;function Hl(e,t){return nD.test(e+="")?new Date(e):typeof t=="function"?t(e):t}function ei(e){if(e==null)return;let t=e[0],n=e[e.length-1];return Kr(t,n)}var Ko=1e3,Pi=Ko*60,Di=Pi*60,pr=Di*24,dr=pr*7,Fs=pr*30,Ai=pr*365,Sb=[["millisecond",1],["2 milliseconds",2],["5 milliseconds",5],["10 milliseconds",10],["20 milliseconds",20],["50 milliseconds",50],["100 milliseconds",100],["200 milliseconds",200],["500 milliseconds",500],["second",Ko],["5 seconds",5*Ko],["15 seconds",15*Ko],["30 seconds",30*Ko],["minute",Pi],["5 minutes",5*Pi],["15 minutes",15*Pi],["30 minutes",30*Pi],["hour",Di],["3 hours",3*Di],["6 hours",6*Di],["12 hours",12*Di],["day",pr],["2 days",2*pr],["week",dr],["2 weeks",2*dr],["month",Fs],["3 months",3*Fs],["6 months",6*Fs],["year",Ai],["2 years",2*Ai],["5 years",5*Ai],["10 years",10*Ai],["20 years",20*Ai],["50 years",50*Ai],["100 years",100*Ai]],kb=new Map([["second",Ko],["minute",Pi],["hour",Di],["day",pr],["monday",dr],["tuesday",dr],["wednesday",dr],["thursday",dr],["friday",dr],["saturday",dr],["sunday",dr],["week",dr],["month",Fs],["year",Ai]]),CS=new Map([["second",It],["minute",Rs],["hour",Ms],["day",ar],["monday",Ps],["tuesday",Tm],["wednesday",Rm],["thursday",Jr],["friday",Cm],["saturday",Mm],["sunday",lr],["week",lr],["month",Os],["year",qt]]),Tb=new Map([["second",It],["minute",Cs],["hour",Es],["day",Cl],["monday",Ls],["tuesday",Em],["wednesday",Am],["thursday",Zr],["friday",Pm],["saturday",Dm],["sunday",ur],["week",ur],["month",Ns],["year",Ut]]),jo=Symbol("intervalDuration"),Vf=Symbol("intervalType");for(let[e,t]of CS)t[jo]=kb.get(e),t[Vf]="time";for(let[e,t]of Tb)t[jo]=kb.get(e),t[Vf]="utc";var Fl=[["year",Ut,"utc"],["month",Ns,"utc"],["day",Cl,"utc",6*Fs],["hour",Es,"utc",3*pr],["minute",Cs,"utc",6*Di],["second",It,"utc",30*Pi]],Ff=[["year",qt,"time"],["month",Os,"time"],["day",ar,"time",6*Fs],["hour",Ms,"time",3*pr],["minute",Rs,"time",6*Di],["second",It,"time",30*Pi]],rD=[Fl[0],Ff[0],Fl[1],Ff[1],Fl[2],Ff[2],...Fl.slice(3)];function MS(e){let t=`${e}`.toLowerCase();t.endsWith("s")&&(t=t.slice(0,-1));let n=1,r=/^(?:(\d+)\s+)/.exec(t);switch(r&&(t=t.slice(r[0].length),n=+r[1]),t){case"quarter":t="month",n*=3;break;case"half":t="month",n*=6;break}let i=Tb.get(t);if(!i)throw new Error(`unknown interval: ${e}`);if(n>1&&!i.every)throw new Error(`non-periodic interval: ${t}`);return[t,n]}function Rb(e){return ES(MS(e),"time")}function Vl(e){return ES(MS(e),"utc")}function ES([e,t],n){let r=(n==="time"?CS:Tb).get(e);return t>1&&(r=r.every(t),r[jo]=kb.get(e)*t,r[Vf]=n),r}function Cb(e,t){if(!(t>1))return;let n=e[jo];if(!Sb.some(([,i])=>i===n)||n%pr===0&&pr<n&&n<Fs)return;let[r]=Sb[xo(([,i])=>Math.log(i)).center(Sb,Math.log(n*t))];return(e[Vf]==="time"?Rb:Vl)(r)}function RS(e,t,n){let r=t==="time"?Pl:cr;if(n==null)return r(e==="year"?"%Y":e==="month"?"%Y-%m":e==="day"?"%Y-%m-%d":e==="hour"||e==="minute"?"%Y-%m-%dT%H:%M":e==="second"?"%Y-%m-%dT%H:%M:%S":"%Y-%m-%dT%H:%M:%S.%L");let i=iD(n);switch(e){case"millisecond":return Vo(r(".%L"),r(":%M:%S"),i);case"second":return Vo(r(":%S"),r("%-I:%M"),i);case"minute":return Vo(r("%-I:%M"),r("%p"),i);case"hour":return Vo(r("%-I %p"),r("%b %-d"),i);case"day":return Vo(r("%-d"),r("%b"),i);case"month":return Vo(r("%b"),r("%Y"),i);case"year":return r("%Y")}throw new Error("unable to format time ticks")}function iD(e){return e==="left"||e==="right"?(t,n)=>`
${t}
${n}`:e==="top"?(t,n)=>`${n}
${t}`:(t,n)=>`${t}
${n}`}function sD(e){return e==="time"?Ff:e==="utc"?Fl:rD}function AS(e,t,n){let r=Lt(Rx(t,(i,s)=>Math.abs(s-i)));if(r<1e3)return RS("millisecond","utc",n);for(let[i,s,o,a]of sD(e)){if(r>a||i==="hour"&&!r)break;if(t.every(l=>s.floor(l)>=l))return RS(i,o,n)}}function Vo(e,t,n){return(r,i,s)=>{let o=e(r,i),a=t(r,i),l=i-ei(s);return i!==l&&s[l]!==void 0&&a===t(s[l],l)?o:n(o,a)}}var Eb=Object.getPrototypeOf(Uint8Array),oD=Object.prototype.toString;function Bn(e){return e instanceof Array||e instanceof Eb}function LS(e){return e instanceof Eb&&!aD(e)}function OS(e){return e?.prototype instanceof Eb&&!lD(e)}function aD(e){return e instanceof BigInt64Array||e instanceof BigUint64Array}function lD(e){return e===BigInt64Array||e===BigUint64Array}var Ab=Symbol("reindex");function Le(e,t,n){let r=typeof t;return r==="string"?QS(e)?Pb(e.getChild(t),n):PS(e,Db(t),n):r==="function"?PS(e,t,n):r==="number"||t instanceof Date||r==="boolean"?Te(e,nn(t),n):typeof t?.transform=="function"?Mb(t.transform(e),n):uD(Mb(t,n),e?.[Ab])}function uD(e,t){return e!=null&&t?qf(e,t):e}function PS(e,t,n){return Te(e,OS(n)?(r,i)=>Lb(t(r,i)):t,n)}function Mb(e,t){return t===void 0?mr(e):e2(e)?Pb(e,t):e instanceof t?e:t.from(e,OS(t)&&!LS(e)?Lb:void 0)}function Pb(e,t){return e==null?e:(t===void 0||t===Array)&&pD(e.type)?Ob(DS(e)):Mb(DS(e),t)}function DS(e){return e.nullCount?e.toJSON():e.toArray()}var qo=[null],Db=e=>t=>{let n=t[e];return n===void 0&&t.type==="Feature"?t.properties?.[e]:n},zn={transform:zt},xe={transform:e=>e};var NS=()=>1,IS=()=>!0,Qe=e=>e==null?e:`${e}`,Be=e=>e==null?e:+e;var Kf=e=>e?e[0]:void 0,Kl=e=>e?e[1]:void 0;var nn=e=>()=>e;function BS(e){let t=+`${e}`.slice(1)/100;return(n,r)=>Vr(n,t,r)}function hr(e){return LS(e)?e:Te(e,Lb,Float64Array)}function Lb(e){return e==null?NaN:Number(e)}function Ob(e){return Te(e,Nb)}function Nb(e){return e instanceof Date&&!isNaN(e)?e:typeof e=="string"?Hl(e):e==null||isNaN(e=Number(e))?void 0:new Date(e)}function Wt(e,t){return e===void 0&&(e=t),e===null?[void 0,"none"]:Xo(e)?[void 0,e]:[e,void 0]}function Ue(e,t){return e===void 0&&(e=t),e===null||typeof e=="number"?[void 0,e]:[e,void 0]}function Ib(e,t,n){if(e!=null)return Bt(e,t,n)}function Bt(e,t,n){let r=`${e}`.toLowerCase();if(!n.includes(r))throw new Error(`invalid ${t}: ${e}`);return r}function ti(e){return QS(e)?e:mr(e)}function mr(e){if(e==null||Bn(e))return e;if(e2(e))return Pb(e);if(zS(e))switch(e.type){case"FeatureCollection":return e.features;case"GeometryCollection":return e.geometries;default:return[e]}return Array.from(e)}function zS(e){switch(e?.type){case"FeatureCollection":case"GeometryCollection":case"Feature":case"LineString":case"MultiLineString":case"MultiPoint":case"MultiPolygon":case"Point":case"Polygon":case"Sphere":return!0;default:return!1}}function Te(e,t,n=Array){return e==null?e:e instanceof n?e.map(t):n.from(e,t)}function Li(e,t=Array){return e instanceof t?e.slice():t.from(e)}function HS({x:e,x1:t,x2:n}){return e!==void 0||t!==void 0||n!==void 0}function Bb({y:e,y1:t,y2:n}){return e!==void 0||t!==void 0||n!==void 0}function jf(e){return HS(e)||Bb(e)||e.interval!==void 0}function Hn(e){return e?.toString===oD}function Uo(e){return Hn(e)&&(e.type!==void 0||e.domain!==void 0)}function Wo(e){return Hn(e)&&typeof e.transform!="function"}function Oi(e){return Wo(e)&&e.value===void 0&&e.channel===void 0}function FS(e,t,n,r=xe){return t===void 0&&n===void 0?(t=0,n=e===void 0?r:e):t===void 0?t=e===void 0?0:e:n===void 0&&(n=e===void 0?0:e),[t,n]}function Fn(e,t){return e===void 0&&t===void 0?[Kf,Kl]:[e,t]}function Go({z:e,fill:t,stroke:n}={}){return e===void 0&&([e]=Wt(t)),e===void 0&&([e]=Wt(n)),e}function Ni(e){return Bn(e)?e.length:e?.numRows}function zt(e){let t=Ni(e),n=new Uint32Array(t);for(let r=0;r<t;++r)n[r]=r;return n}function qf(e,t){return Bn(e)?Te(t,n=>e[n],e.constructor):Te(t,n=>e.at(n))}function VS(e,t,n){return e.subarray?e.subarray(t,n):e.slice(t,n)}function kn(e){return e!==null&&typeof e=="object"?e.valueOf():e}function KS(e,t){if(t[e]!==void 0)return t[e];switch(e){case"x1":case"x2":e="x";break;case"y1":case"y2":e="y";break}return t[e]}function Yo(e){let t;return[{transform:()=>t,label:Vn(e)},n=>t=n]}function Tn(e){return e==null?[e]:Yo(e)}function Vn(e,t){return typeof e=="string"?e:e&&e.label!==void 0?e.label:t}function jl(e,t){return{transform(n){let r=e.transform(n),i=t.transform(n);return Ze(r)||Ze(i)?Te(r,(s,o)=>new Date((+r[o]+ +i[o])/2)):Te(r,(s,o)=>(+r[o]+ +i[o])/2,Float64Array)},label:e.label}}function ql(e,t){let n=zb(t?.interval,t?.type);return n?Te(e,n):e}function zb(e,t){let n=Uf(e,t);return n&&(r=>Sn(r)?n.floor(r):r)}function Uf(e,t){if(e!=null){if(typeof e=="number")return cD(e);if(typeof e=="string")return(t==="time"?Rb:Vl)(e);if(typeof e.floor!="function")throw new Error("invalid interval; missing floor method");if(typeof e.offset!="function")throw new Error("invalid interval; missing offset method");return e}}function cD(e){e=+e,0<e&&e<1&&Number.isInteger(1/e)&&(e=-1/e);let t=Math.abs(e);return e<0?{floor:n=>Math.floor(n*t)/t,offset:(n,r=1)=>(n*t+Math.floor(r))/t,range:(n,r)=>_o(Math.ceil(n*t),r*t).map(i=>i/t)}:{floor:n=>Math.floor(n/t)*t,offset:(n,r=1)=>n+t*Math.floor(r),range:(n,r)=>_o(Math.ceil(n/t),r/t).map(i=>i*t)}}function gr(e,t){if(e=Uf(e,t),e&&typeof e.range!="function")throw new Error("invalid interval: missing range method");return e}function jS(e,t){if(e=gr(e,t),e&&typeof e.ceil!="function")throw new Error("invalid interval: missing ceil method");return e}function qS(e){return Ii(e)&&typeof e?.floor=="function"&&e.floor()instanceof Date}function Ii(e){return typeof e?.range=="function"}function br(e){return e===void 0||Wo(e)?e:{value:e}}function US(e){return e==null?null:{transform:t=>Le(t,e,Float64Array),label:Vn(e)}}function Gt(e){return e&&typeof e[Symbol.iterator]=="function"}function Wf(e){for(let t of e)if(t!=null)return typeof t!="object"||t instanceof Date}function Hb(e){for(let t of e){if(t==null)continue;let n=typeof t;return n==="string"||n==="boolean"}}function Ze(e){for(let t of e)if(t!=null)return t instanceof Date}function WS(e){for(let t of e)if(t!=null)return typeof t=="string"&&isNaN(t)&&Hl(t)}function GS(e){for(let t of e)if(t!=null){if(typeof t!="string")return!1;if(t.trim())return!isNaN(t)}}function YS(e){for(let t of e)if(t!=null)return typeof t=="number"}function Gf(e,t){let n;for(let r of e)if(r!=null){if(!t(r))return!1;n=!0}return n}var fD=new Set("none,currentcolor,transparent,aliceblue,antiquewhite,aqua,aquamarine,azure,beige,bisque,black,blanchedalmond,blue,blueviolet,brown,burlywood,cadetblue,chartreuse,chocolate,coral,cornflowerblue,cornsilk,crimson,cyan,darkblue,darkcyan,darkgoldenrod,darkgray,darkgreen,darkgrey,darkkhaki,darkmagenta,darkolivegreen,darkorange,darkorchid,darkred,darksalmon,darkseagreen,darkslateblue,darkslategray,darkslategrey,darkturquoise,darkviolet,deeppink,deepskyblue,dimgray,dimgrey,dodgerblue,firebrick,floralwhite,forestgreen,fuchsia,gainsboro,ghostwhite,gold,goldenrod,gray,green,greenyellow,grey,honeydew,hotpink,indianred,indigo,ivory,khaki,lavender,lavenderblush,lawngreen,lemonchiffon,lightblue,lightcoral,lightcyan,lightgoldenrodyellow,lightgray,lightgreen,lightgrey,lightpink,lightsalmon,lightseagreen,lightskyblue,lightslategray,lightslategrey,lightsteelblue,lightyellow,lime,limegreen,linen,magenta,maroon,mediumaquamarine,mediumblue,mediumorchid,mediumpurple,mediumseagreen,mediumslateblue,mediumspringgreen,mediumturquoise,mediumvioletred,midnightblue,mintcream,mistyrose,moccasin,navajowhite,navy,oldlace,olive,olivedrab,orange,orangered,orchid,palegoldenrod,palegreen,paleturquoise,palevioletred,papayawhip,peachpuff,peru,pink,plum,powderblue,purple,rebeccapurple,red,rosybrown,royalblue,saddlebrown,salmon,sandybrown,seagreen,seashell,sienna,silver,skyblue,slateblue,slategray,slategrey,snow,springgreen,steelblue,tan,teal,thistle,tomato,turquoise,violet,wheat,white,whitesmoke,yellow".split(","));function Xo(e){return typeof e!="string"?!1:(e=e.toLowerCase().trim(),/^#[0-9a-f]{3,8}$/.test(e)||/^(?:url|var|rgb|rgba|hsl|hsla|hwb|lab|lch|oklab|oklch|color|color-mix)\(.*\)$/.test(e)||fD.has(e))}function XS(e){return typeof e=="number"&&(0<=e&&e<=1||isNaN(e))}function bt(e){return e==null||Vs(e)}function Vs(e){return/^\s*none\s*$/i.test(e)}function JS(e){return/^\s*round\s*$/i.test(e)}function Yf(e,t){return Ib(e,t,["middle","top-left","top","top-right","right","bottom-right","bottom","bottom-left","left"])}function Bi(e="middle"){return Yf(e,"frameAnchor")}function ZS(e={},...t){let n=e;for(let r of t)for(let i in r)if(n[i]===void 0){let s=r[i];n===e?n={...n,[i]:s}:n[i]=s}return n}function dD(e){console.warn("named iterables are deprecated; please use an object instead");let t=new Set;return Object.fromEntries(Array.from(e,n=>{let{name:r}=n;if(r==null)throw new Error("missing name");let i=`${r}`;if(i==="__proto__")throw new Error(`illegal name: ${i}`);if(t.has(i))throw new Error(`duplicate name: ${i}`);return t.add(i),[r,n]}))}function Fb(e){return Gt(e)?dD(e):e}function Xf(e){return e===!0?e="frame":e===!1?e=null:!zS(e)&&e!=null&&(e=Bt(e,"clip",["frame","sphere"]),e==="sphere"&&(e={type:"Sphere"})),e}function QS(e){return e&&typeof e.getChild=="function"&&typeof e.toArray=="function"&&e.schema&&Array.isArray(e.schema.fields)}function e2(e){return e&&typeof e.toArray=="function"&&e.type}function pD(e){return e&&(e.typeId===8||e.typeId===10)&&e.unit===1}var Rn=Symbol("position"),rn=Symbol("color"),Ks=Symbol("radius"),js=Symbol("length"),qs=Symbol("opacity"),Jo=Symbol("symbol"),t2=Symbol("projection"),Re=new Map([["x",Rn],["y",Rn],["fx",Rn],["fy",Rn],["r",Ks],["color",rn],["opacity",qs],["symbol",Jo],["length",js],["projection",t2]]);function n2(e){return e===Rn||e===t2}function r2(e){return e===Rn||e===Ks||e===js||e===qs}var hD=Math.sqrt(3),mD=2/hD,gD={draw(e,t){let n=Math.sqrt(t/Math.PI),r=n*mD,i=r/2;e.moveTo(0,r),e.lineTo(n,i),e.lineTo(n,-i),e.lineTo(0,-r),e.lineTo(-n,-i),e.lineTo(-n,i),e.closePath()}},Vb=new Map([["asterisk",ab],["circle",Bs],["cross",lb],["diamond",ub],["diamond2",cb],["hexagon",gD],["plus",fb],["square",db],["square2",pb],["star",hb],["times",yb],["triangle",mb],["triangle2",gb],["wye",bb]]);function Kb(e){return e&&typeof e.draw=="function"}function i2(e){return Kb(e)?!0:typeof e!="string"?!1:Vb.has(e.toLowerCase())}function Zo(e){if(e==null||Kb(e))return e;let t=Vb.get(`${e}`.toLowerCase());if(t)return t;throw new Error(`invalid symbol: ${e}`)}function s2(e){if(e==null||Kb(e))return[void 0,e];if(typeof e=="string"){let t=Vb.get(`${e}`.toLowerCase());if(t)return[void 0,t]}return[e,void 0]}function Us({filter:e,sort:t,reverse:n,transform:r,initializer:i,...s}={},o){if(r===void 0&&(e!=null&&(r=o2(e)),t!=null&&!Oi(t)&&(r=jb(r,Ub(t))),n&&(r=jb(r,a2))),o!=null&&i!=null)throw new Error("transforms cannot be applied after initializers");return{...s,...(t===null||Oi(t))&&{sort:t},transform:jb(r,o)}}function ni({filter:e,sort:t,reverse:n,initializer:r,...i}={},s){return r===void 0&&(e!=null&&(r=o2(e)),t!=null&&!Oi(t)&&(r=qb(r,Ub(t))),n&&(r=qb(r,a2))),{...i,...(t===null||Oi(t))&&{sort:t},initializer:qb(r,s)}}function jb(e,t){return e==null?t===null?void 0:t:t==null?e===null?void 0:e:function(n,r,i){return{data:n,facets:r}=e.call(this,n,r,i),t.call(this,ti(n),r,i)}}function qb(e,t){return e==null?t===null?void 0:t:t==null?e===null?void 0:e:function(n,r,i,...s){let o,a,l,u,c,f;return{data:a=n,facets:l=r,channels:o}=e.call(this,n,r,i,...s),{data:c=a,facets:f=l,channels:u}=t.call(this,a,l,{...i,...o},...s),{data:c,facets:f,channels:{...o,...u}}}}function bD(e,t){return(e.initializer!=null?ni:Us)(e,t)}function o2(e){return(t,n)=>{let r=Le(t,e);return{data:t,facets:n.map(i=>i.filter(s=>r[s]))}}}function a2(e,t){return{data:e,facets:t.map(n=>n.slice().reverse())}}function l2(e,{sort:t,...n}={}){return{...(Wo(e)&&e.channel!==void 0?ni:bD)(n,Ub(e)),sort:Oi(t)?t:null}}function Ub(e){return(typeof e=="function"&&e.length!==1?yD:vD)(e)}function yD(e){return(t,n)=>{let r=Bn(t)?(i,s)=>e(t[i],t[s]):(i,s)=>e(t.get(i),t.get(s));return{data:t,facets:n.map(i=>i.slice().sort(r))}}}function vD(e){let t,n;({channel:t,value:e,order:n}={...br(e)});let r=t?.startsWith("-");if(r&&(t=t.slice(1)),n===void 0&&(n=r?zs:Et),typeof n!="function")switch(`${n}`.toLowerCase()){case"ascending":n=Et;break;case"descending":n=zs;break;default:throw new Error(`invalid order: ${n}`)}return(i,s,o)=>{let a;if(t===void 0)a=Le(i,e);else{if(o===void 0)throw new Error("channel sort requires an initializer");if(a=o[t],!a)return{};a=a.value}let l=(u,c)=>n(a[u],a[c]);return{data:i,facets:s.map(u=>u.slice().sort(l))}}}function Wl(e,...t){for(let{name:n}of e)if(t.includes(n))return!0;return!1}function f2(e,t,n=Wb){let r=Object.entries(e);return t.title!=null&&e.title===void 0&&r.push(["title",SD]),t.href!=null&&e.href===void 0&&r.push(["href",Jf]),r.filter(([,i])=>i!==void 0).map(([i,s])=>s===null?wD(i):n(i,s,t))}function Wb(e,t,n,r=Gb){let i;Hn(t)&&"reduce"in t&&(i=t.scale,t=t.reduce);let s=r(e,t,n),[o,a]=Yo(s.label),l;return{name:e,output:i===void 0?o:{value:o,scale:i},initialize(u){s.initialize(u),l=a([])},scope(u,c){s.scope(u,c)},reduce(u,c){l.push(s.reduce(u,c))}}}function wD(e){return{name:e,initialize(){},scope(){},reduce(){}}}function Gb(e,t,n,r=Gl){let i=KS(e,n),s=r(t,i),o,a;return{label:Vn(s===Ul?null:i,s.label),initialize(l){o=i===void 0?l:Le(l,i),s.scope==="data"&&(a=s.reduceIndex(zt(l),o))},scope(l,u){s.scope===l&&(a=s.reduceIndex(u,o))},reduce(l,u){return s.scope==null?s.reduceIndex(l,o,u):s.reduceIndex(l,o,a,u)}}}function Yb(e,t){return t?ys(e,n=>t[n]):[[,e]]}function Gl(e,t,n=xD){if(e==null)return n(e);if(typeof e.reduceIndex=="function")return e;if(typeof e.reduce=="function"&&Hn(e))return $D(e);if(typeof e=="function")return _D(e);if(/^p\d{2}$/i.test(e))return ri(BS(e));switch(`${e}`.toLowerCase()){case"first":return Jf;case"last":return kD;case"identity":return Xb;case"count":return Ul;case"distinct":return TD;case"sum":return t==null?Ul:RD;case"proportion":return c2(t,"data");case"proportion-facet":return c2(t,"facet");case"deviation":return ri(Sh);case"min":return ri(hn);case"min-index":return ri(xx);case"max":return ri(Lt);case"max-index":return ri(wx);case"mean":return u2(kx);case"median":return u2(al);case"variance":return ri(_h);case"mode":return ri(Tx)}return n(e)}function xD(e){throw new Error(`invalid reduce: ${e}`)}function d2(e,t){for(let n in t){let r=t[n];if(r!==void 0&&!e.some(i=>i.name===n))return r}}function p2(e,t,n){if(t){let r=t.output.transform(),i=(s,o)=>Et(r[s],r[o]);e.forEach(s=>s.sort(i))}n&&e.forEach(r=>r.reverse())}function $D(e){return console.warn("deprecated reduce interface; implement reduceIndex instead."),{...e,reduceIndex:e.reduce.bind(e)}}function _D(e){return{reduceIndex(t,n,r){return e(qf(n,t),r)}}}function ri(e){return{reduceIndex(t,n){return e(t,r=>n[r])}}}function u2(e){return{reduceIndex(t,n){let r=e(t,i=>n[i]);return Ze(n)?new Date(r):r}}}var Xb={reduceIndex(e,t){return qf(t,e)}},Jf={reduceIndex(e,t){return t[e[0]]}},SD={reduceIndex(e,t){let r=vo(jr(e,s=>s.length,s=>t[s]),Kl),i=r.slice(-5).reverse();if(i.length<r.length){let s=r.slice(0,-4);i[4]=[`\u2026 ${s.length.toLocaleString("en-US")} more`,Ln(s,Kl)]}return i.map(([s,o])=>`${s} (${o.toLocaleString("en-US")})`).join(`
`)}},kD={reduceIndex(e,t){return t[e[e.length-1]]}},Ul={label:"Frequency",reduceIndex(e){return e.length}},TD={label:"Distinct",reduceIndex(e,t){let n=new er;for(let r of e)n.add(t[r]);return n.size}},RD=ri(Ln);function c2(e,t){return e==null?{scope:t,label:"Frequency",reduceIndex:(n,r,i=1)=>n.length/i}:{scope:t,reduceIndex:(n,r,i=1)=>Ln(n,s=>r[s])/i}}var h2={reduceIndex(e,t,{z:n}){return n}};function Qo(e,{scale:t,type:n,value:r,filter:i,hint:s,label:o=Vn(r)},a){return s===void 0&&typeof r?.transform=="function"&&(s=r.hint),Zb(a,{scale:t,type:n,value:Le(e,r),label:o,filter:i,hint:s})}function g2(e,t){return Object.fromEntries(Object.entries(e).map(([n,r])=>[n,Qo(t,r,n)]))}function b2(e,t){let n=Object.fromEntries(Object.entries(e).map(([r,{scale:i,value:s}])=>{let o=i==null?null:t[i];return[r,o==null?s:Te(s,o)]}));return n.channels=e,n}function Zb(e,t){let{scale:n,value:r}=t;if(n===!0||n==="auto")switch(e){case"fill":case"stroke":case"color":t.scale=n!==!0&&Gf(r,Xo)?null:"color",t.defaultScale="color";break;case"fillOpacity":case"strokeOpacity":case"opacity":t.scale=n!==!0&&Gf(r,XS)?null:"opacity",t.defaultScale="opacity";break;case"symbol":n!==!0&&Gf(r,i2)?(t.scale=null,t.value=Te(r,Zo)):t.scale="symbol",t.defaultScale="symbol";break;default:t.scale=Re.has(e)?e:null;break}else if(n===!1)t.scale=null;else if(n!=null&&!Re.has(n))throw new Error(`unknown scale: ${n}`);return t}function y2(e,t,n,r,i){let{order:s,reverse:o,reduce:a=!0,limit:l}=i;for(let u in i){if(!Re.has(u))continue;let{value:c,order:f=s,reverse:d=o,reduce:p=a,limit:h=l}=br(i[u]),g=c?.startsWith("-");if(g&&(c=c.slice(1)),f=f===void 0?g!==(c==="width"||c==="height")?w2:v2:ED(f),p==null||p===!1)continue;let y=u==="fx"||u==="fy"?MD(t,r[u]):CD(n,u);if(!y)throw new Error(`missing channel for scale: ${u}`);let b=y.value,[v=0,$=1/0]=Gt(h)?h:h<0?[h]:[0,h];if(c==null)y.domain=()=>{let x=Array.from(new er(b));return d&&(x=x.reverse()),(v!==0||$!==1/0)&&(x=x.slice(v,$)),x};else{let x=c==="data"?e:c==="height"?m2(n,"y1","y2"):c==="width"?m2(n,"x1","x2"):Jb(n,c,c==="y"?"y2":c==="x"?"x2":void 0),k=Gl(p===!0?"max":p,x);y.domain=()=>{let _=bx(zt(b),S=>k.reduceIndex(S,x),S=>b[S]);return f&&_.sort(f),d&&_.reverse(),(v!==0||$!==1/0)&&(_=_.slice(v,$)),_.map(Kf)}}}}function CD(e,t){for(let n in e){let r=e[n];if(r.scale===t)return r}}function MD(e,t){let n=e.original;if(n===e)return t;let r=t.value,i=t.value=[];for(let s=0;s<n.length;++s){let o=r[n[s][0]];for(let a of e[s])i[a]=o}return t}function m2(e,t,n){let r=Jb(e,t),i=Jb(e,n);return Te(i,(s,o)=>Math.abs(s-r[o]),Float64Array)}function Jb(e,t,n){let r=e[t];if(!r&&n!==void 0&&(r=e[n]),r)return r.value;throw new Error(`missing channel: ${t}`)}function ED(e){if(e==null||typeof e=="function")return e;switch(`${e}`.toLowerCase()){case"ascending":return v2;case"descending":return w2}throw new Error(`invalid order: ${e}`)}function v2([e,t],[n,r]){return Et(t,r)||Et(e,n)}function w2([e,t],[n,r]){return zs(t,r)||Et(e,n)}function Qb(e,t){let n=e[t];if(n){for(;n.source;)n=n.source;return n.source===null?null:n}}var k2=new Map([["accent",k_],["category10",S_],["dark2",T_],["observable10",R_],["paired",C_],["pastel1",M_],["pastel2",E_],["set1",A_],["set2",P_],["set3",D_],["tableau10",L_]]);function T2(e){return e!=null&&k2.has(`${e}`.toLowerCase())}var x2=new Map([...k2,["brbg",ii(Ym,Xm)],["prgn",ii(Jm,Zm)],["piyg",ii(Qm,eg)],["puor",ii(tg,ng)],["rdbu",ii(Mf,Nl)],["rdgy",ii(rg,ig)],["rdylbu",ii(Ef,Il)],["rdylgn",ii(sg,og)],["spectral",ii(ag,lg)],["burd",$2(Mf,Nl)],["buylrd",$2(Ef,Il)],["blues",yt(Dg,Lg)],["greens",yt(Og,Ng)],["greys",yt(Ig,Bg)],["oranges",yt(Kg,jg)],["purples",yt(zg,Hg)],["reds",yt(Fg,Vg)],["turbo",si(Jg)],["viridis",si(Zg)],["magma",si(Qg)],["inferno",si(eb)],["plasma",si(tb)],["cividis",si(qg)],["cubehelix",si(Ug)],["warm",si(Wg)],["cool",si(Gg)],["bugn",yt(ug,cg)],["bupu",yt(fg,dg)],["gnbu",yt(pg,hg)],["orrd",yt(mg,gg)],["pubu",yt(vg,wg)],["pubugn",yt(bg,yg)],["purd",yt(xg,$g)],["rdpu",yt(_g,Sg)],["ylgn",yt(Rg,Cg)],["ylgnbu",yt(kg,Tg)],["ylorbr",yt(Mg,Eg)],["ylorrd",yt(Ag,Pg)],["rainbow",_2(Yg)],["sinebow",_2(Xg)]]);function yt(e,t){return({length:n})=>n===1?[e[3][1]]:n===2?[e[3][1],e[3][2]]:(n=Math.max(3,Math.floor(n)),n>9?Ot(t,n):e[n])}function ii(e,t){return({length:n})=>n===2?[e[3][0],e[3][2]]:(n=Math.max(3,Math.floor(n)),n>11?Ot(t,n):e[n])}function $2(e,t){return({length:n})=>n===2?[e[3][2],e[3][0]]:(n=Math.max(3,Math.floor(n)),n>11?Ot(r=>t(1-r),n):e[n].slice().reverse())}function si(e){return({length:t})=>Ot(e,Math.max(2,Math.floor(t)))}function _2(e){return({length:t})=>Ot(e,Math.floor(t)+1).slice(0,-1)}function ey(e){let t=`${e}`.toLowerCase();if(!x2.has(t))throw new Error(`unknown ordinal scheme: ${t}`);return x2.get(t)}function Yl(e,t){let n=ey(e),r=typeof n=="function"?n({length:t}):n;return r.length!==t?r.slice(0,t):r}function R2(e,t="greys"){let n=new Set,[r,i]=Yl(t,2);for(let s of e)if(s!=null)if(s===!0)n.add(i);else if(s===!1)n.add(r);else return;return[...n]}var S2=new Map([["brbg",Xm],["prgn",Zm],["piyg",eg],["puor",ng],["rdbu",Nl],["rdgy",ig],["rdylbu",Il],["rdylgn",og],["spectral",lg],["burd",e=>Nl(1-e)],["buylrd",e=>Il(1-e)],["blues",Lg],["greens",Ng],["greys",Bg],["purples",Hg],["reds",Vg],["oranges",jg],["turbo",Jg],["viridis",Zg],["magma",Qg],["inferno",eb],["plasma",tb],["cividis",qg],["cubehelix",Ug],["warm",Wg],["cool",Gg],["bugn",cg],["bupu",dg],["gnbu",hg],["orrd",gg],["pubugn",yg],["pubu",wg],["purd",$g],["rdpu",Sg],["ylgnbu",Tg],["ylgn",Cg],["ylorbr",Eg],["ylorrd",Pg],["rainbow",Yg],["sinebow",Xg]]);function ea(e){let t=`${e}`.toLowerCase();if(!S2.has(t))throw new Error(`unknown quantitative scheme: ${t}`);return S2.get(t)}var AD=new Set(["brbg","prgn","piyg","puor","rdbu","rdgy","rdylbu","rdylgn","spectral","burd","buylrd"]);function C2(e){return e!=null&&AD.has(`${e}`.toLowerCase())}var ny=e=>t=>e(1-t),ty=[0,1],M2=new Map([["number",ot],["rgb",_s],["hsl",v1],["hcl",$1],["lab",w1]]);function ry(e){let t=`${e}`.toLowerCase();if(!M2.has(t))throw new Error(`unknown interpolator: ${t}`);return M2.get(t)}function na(e,t,n,{type:r,nice:i,clamp:s,zero:o,domain:a=B2(e,n),unknown:l,round:u,scheme:c,interval:f,range:d=Re.get(e)===Ks?OD(n,a):Re.get(e)===js?ND(n,a):Re.get(e)===qs?ty:void 0,interpolate:p=Re.get(e)===rn?c==null&&d!==void 0?_s:ea(c!==void 0?c:r==="cyclical"?"rainbow":"turbo"):u?fl:ot,reverse:h}){if(a=E2(a),f=gr(f,r),(r==="cyclical"||r==="sequential")&&(r="linear"),typeof p!="function"&&(p=ry(p)),h=!!h,d!==void 0){let g=a.length,y=(d=E2(d)).length;if(g!==y){if(p.length===1)throw new Error("invalid piecewise interpolator");p=Ri(p,d),d=void 0}}if(p.length===1?(h&&(p=ny(p),h=!1),d===void 0&&(d=Float64Array.from(a,(g,y)=>y/(a.length-1)),d.length===2&&(d=ty)),t.interpolate((d===ty?nn:Xl)(p))):t.interpolate(p),o){let[g,y]=_t(a);(g>0||y<0)&&(a=Li(a),(ei(a)||1)===Math.sign(g)?a[0]=0:a[a.length-1]=0)}return h&&(a=So(a)),t.domain(a).unknown(l),i&&(t.nice(PD(i,r)),a=t.domain()),d!==void 0&&t.range(d),s&&t.clamp(s),{type:r,domain:a,range:d,scale:t,interpolate:p,interval:f}}function E2(e){return e=mr(e),e.length>=2?e:[e[0],e[0]]}function PD(e,t){return e===!0?void 0:typeof e=="number"?e:jS(e,t)}function A2(e,t,n){return na(e,Ol(),t,n)}function P2(e,t,n){return iy(e,t,{...n,exponent:.5})}function iy(e,t,{exponent:n=1,...r}){return na(e,Fm().exponent(n),t,{...r,type:"pow"})}function D2(e,t,{base:n=10,domain:r=ID(t),...i}){return na(e,zm().base(n),t,{...i,domain:r})}function L2(e,t,{constant:n=1,...r}){return na(e,Hm().constant(n),t,r)}function O2(e,t,{range:n,quantiles:r=n===void 0?5:(n=[...n]).length,n:i=r,scheme:s="rdylbu",domain:o=BD(t),unknown:a,interpolate:l,reverse:u}){return n===void 0&&(n=l!==void 0?Ot(l,i):Re.get(e)===rn?Yl(s,i):void 0),o.length>0&&(o=Vm(o,n===void 0?{length:i}:n).quantiles()),Zf(e,t,{domain:o,range:n,reverse:u,unknown:a})}function N2(e,t,{range:n,n:r=n===void 0?5:(n=[...n]).length,scheme:i="rdylbu",domain:s=B2(e,t),unknown:o,interpolate:a,reverse:l}){let[u,c]=_t(s),f;return n===void 0?(f=Si(u,c,r),f[0]<=u&&f.splice(0,1),f[f.length-1]>=c&&f.pop(),r=f.length+1,n=a!==void 0?Ot(a,r):Re.get(e)===rn?Yl(i,r):void 0):(f=Ot(ot(u,c),r+1).slice(1,-1),u instanceof Date&&(f=f.map(d=>new Date(d)))),ei(mr(s))<0&&f.reverse(),Zf(e,t,{domain:f,range:n,reverse:l,unknown:o})}function Zf(e,t,{domain:n=[0],unknown:r,scheme:i="rdylbu",interpolate:s,range:o=s!==void 0?Ot(s,n.length+1):Re.get(e)===rn?Yl(i,n.length+1):void 0,reverse:a}){n=mr(n);let l=ei(n);if(!isNaN(l)&&!DD(n,l))throw new Error(`the ${e} scale has a non-monotonic domain`);return a&&(o=So(o)),{type:"threshold",scale:Km(l<0?So(n):n,o===void 0?[]:o).unknown(r),domain:n,range:o}}function DD(e,t){for(let n=1,r=e.length,i=e[0];n<r;++n){let s=Kr(i,i=e[n]);if(s!==0&&s!==t)return!1}return!0}function I2(e){return{type:"identity",scale:r2(Re.get(e))?Bm():t=>t}}function ta(e,t=_b){return e.length?[hn(e,({value:n})=>n===void 0?n:hn(n,t)),Lt(e,({value:n})=>n===void 0?n:Lt(n,t))]:[0,1]}function B2(e,t){let n=Re.get(e);return(n===Ks||n===qs||n===js?LD:ta)(t)}function LD(e){return[0,e.length?Lt(e,({value:t})=>t===void 0?t:Lt(t,_b)):1]}function OD(e,t){let n=e.find(({radius:o})=>o!==void 0);if(n!==void 0)return[0,n.radius];let r=Vr(e,.5,({value:o})=>o===void 0?NaN:Vr(o,.25,Hs)),i=t.map(o=>3*Math.sqrt(o/r)),s=30/Lt(i);return s<1?i.map(o=>o*s):i}function ND(e,t){let n=al(e,({value:s})=>s===void 0?NaN:al(s,Math.abs)),r=t.map(s=>12*s/n),i=60/Lt(r);return i<1?r.map(s=>s*i):r}function ID(e){for(let{value:t}of e)if(t!==void 0)for(let n of t){if(n>0)return ta(e,Hs);if(n<0)return ta(e,Fo)}return[1,10]}function BD(e){let t=[];for(let{value:n}of e)if(n!==void 0)for(let r of n)t.push(r);return t}function Xl(e){return(t,n)=>r=>e(t+r*(n-t))}var sy=0,oy;function z2(){let e=sy;return sy=0,oy=void 0,e}function Yt(e){e!==oy&&(oy=e,console.warn(e),++sy)}function Qf(e,t,n,r,{type:i,nice:s,clamp:o,domain:a=ta(r),unknown:l,pivot:u=0,scheme:c,range:f,symmetric:d=!0,interpolate:p=Re.get(e)===rn?c==null&&f!==void 0?_s:ea(c!==void 0?c:"rdbu"):ot,reverse:h}){u=+u,a=mr(a);let[g,y]=a;if(a.length>2&&Yt(`Warning: the diverging ${e} scale domain contains extra elements.`),Kr(g,y)<0&&([g,y]=[y,g],h=!h),g=Math.min(g,u),y=Math.max(y,u),typeof p!="function"&&(p=ry(p)),f!==void 0&&(p=p.length===1?Xl(p)(...f):Ri(p,f)),h&&(p=ny(p)),d){let b=n.apply(u),v=b-n.apply(g),$=n.apply(y)-b;v<$?g=n.invert(b-$):v>$&&(y=n.invert(b+v))}return t.domain([g,u,y]).unknown(l).interpolator(p),o&&t.clamp(o),s&&t.nice(s),{type:i,domain:[g,y],pivot:u,interpolate:p,scale:t}}function H2(e,t,n){return Qf(e,qm(),zD,t,n)}function F2(e,t,n){return ay(e,t,{...n,exponent:.5})}function ay(e,t,{exponent:n=1,...r}){return Qf(e,Gm().exponent(n=+n),VD(n),t,{...r,type:"diverging-pow"})}function V2(e,t,{base:n=10,pivot:r=1,domain:i=ta(t,r<0?Fo:Hs),...s}){return Qf(e,Um().base(n=+n),HD,t,{domain:i,pivot:r,...s})}function K2(e,t,{constant:n=1,...r}){return Qf(e,Wm().constant(n=+n),KD(n),t,r)}var zD={apply(e){return e},invert(e){return e}},HD={apply:Math.log,invert:Math.exp},FD={apply(e){return Math.sign(e)*Math.sqrt(Math.abs(e))},invert(e){return Math.sign(e)*(e*e)}};function VD(e){return e===.5?FD:{apply(t){return Math.sign(t)*Math.pow(Math.abs(t),e)},invert(t){return Math.sign(t)*Math.pow(Math.abs(t),1/e)}}}function KD(e){return{apply(t){return Math.sign(t)*Math.log1p(Math.abs(t/e))},invert(t){return Math.sign(t)*Math.expm1(Math.abs(t))*e}}}function j2(e,t,n,r){return na(e,t,n,r)}function q2(e,t,n){return j2(e,$_(),t,n)}function U2(e,t,n){return j2(e,__(),t,n)}var ra=Symbol("ordinal");function G2(e,t,n,{type:r,interval:i,domain:s,range:o,reverse:a,hint:l}){return i=gr(i,r),s===void 0&&(s=Q2(n,i,e)),(r==="categorical"||r===ra)&&(r="ordinal"),a&&(s=So(s)),s=t.domain(s).domain(),o!==void 0&&(typeof o=="function"&&(o=o(s)),t.range(o)),{type:r,domain:s,range:o,scale:t,hint:l,interval:i}}function Y2(e,t,{type:n,interval:r,domain:i,range:s,scheme:o,unknown:a,...l}){r=gr(r,n),i===void 0&&(i=Q2(t,r,e));let u;if(Re.get(e)===Jo)u=jD(t),s=s===void 0?qD(u):Te(s,Zo);else if(Re.get(e)===rn&&(s===void 0&&(n==="ordinal"||n===ra)&&(s=R2(i,o),s!==void 0&&(o=void 0)),o===void 0&&s===void 0&&(o=n==="ordinal"?"turbo":"observable10"),o!==void 0))if(s!==void 0){let c=ea(o),f=s[0],d=s[1]-s[0];s=({length:p})=>Ot(h=>c(f+d*h),p)}else s=ey(o);if(a===xf)throw new Error(`implicit unknown on ${e} scale is not supported`);return G2(e,_f().unknown(a),t,{...l,type:n,domain:i,range:s,hint:u})}function X2(e,t,{align:n=.5,padding:r=.5,...i}){return Z2(g_().align(n).padding(r),t,i,e)}function J2(e,t,{align:n=.5,padding:r=.1,paddingInner:i=r,paddingOuter:s=e==="fx"||e==="fy"?0:r,...o}){return Z2(Ho().align(n).paddingInner(i).paddingOuter(s),t,o,e)}function Z2(e,t,n,r){let{round:i}=n;return i!==void 0&&e.round(i=!!i),e=G2(r,e,t,n),e.round=i,e}function Q2(e,t,n){let r=new er;for(let{value:i,domain:s}of e){if(s!==void 0)return s();if(i!==void 0)for(let o of i)r.add(o)}if(t!==void 0){let[i,s]=_t(r).map(t.floor,t);return t.range(i,t.offset(s))}if(r.size>1e4&&Re.get(n)===Rn)throw new Error(`implicit ordinal domain of ${n} scale has more than 10,000 values`);return vo(r,Et)}function W2(e,t){let n;for(let{hint:r}of e){let i=r?.[t];if(i!==void 0){if(n===void 0)n=i;else if(n!==i)return}}return n}function jD(e){return{fill:W2(e,"fill"),stroke:W2(e,"stroke")}}function qD(e){return bt(e.fill)?Q_:Z_}function Jl(e,{label:t,inset:n=0,insetTop:r=n,insetRight:i=n,insetBottom:s=n,insetLeft:o=n,round:a,nice:l,clamp:u,zero:c,align:f,padding:d,projection:p,facet:{label:h=t}={},...g}={}){let y={};for(let[b,v]of e){let $=g[b],x=GD(b,v,{round:Re.get(b)===Rn?a:void 0,nice:l,clamp:u,zero:c,align:f,padding:d,projection:p,...$});if(x){let{label:k=b==="fx"||b==="fy"?h:t,percent:_,transform:S,inset:T,insetTop:M=T!==void 0?T:b==="y"?r:0,insetRight:O=T!==void 0?T:b==="x"?i:0,insetBottom:E=T!==void 0?T:b==="y"?s:0,insetLeft:L=T!==void 0?T:b==="x"?o:0}=$||{};if(S==null)S=void 0;else if(typeof S!="function")throw new Error("invalid scale transform; not a function");x.percent=!!_,x.label=k===void 0?UD(v,x):k,x.transform=S,b==="x"||b==="fx"?(x.insetLeft=+L,x.insetRight=+O):(b==="y"||b==="fy")&&(x.insetTop=+M,x.insetBottom=+E),y[b]=x}}return y}function uy(e){let t={},n={scales:t};for(let[r,i]of Object.entries(e)){let{scale:s,type:o,interval:a,label:l}=i;t[r]=ZD(i),n[r]=s,s.type=o,a!=null&&(s.interval=a),l!=null&&(s.label=l)}return n}function ik(e,t){let{x:n,y:r,fx:i,fy:s}=e,o=i||s?td(t):t;i&&ek(i,o),s&&tk(s,o);let a=i||s?cy(e,t):t;n&&ek(n,a),r&&tk(r,a)}function UD(e=[],t){let n;for(let{label:r}of e)if(r!==void 0){if(n===void 0)n=r;else if(n!==r)return}if(n!==void 0)return!yr(t)&&t.percent&&(n=`${n} (%)`),{inferred:!0,toString:()=>n}}function sk(e){return Math.sign(ei(e.domain()))*Math.sign(ei(e.range()))}function td(e){let{marginTop:t,marginRight:n,marginBottom:r,marginLeft:i,width:s,height:o,facet:{marginTop:a,marginRight:l,marginBottom:u,marginLeft:c}}=e;return{marginTop:Math.max(t,a),marginRight:Math.max(n,l),marginBottom:Math.max(r,u),marginLeft:Math.max(i,c),width:s,height:o}}function cy({fx:e,fy:t},n){let{marginTop:r,marginRight:i,marginBottom:s,marginLeft:o,width:a,height:l}=td(n);return{marginTop:r,marginRight:i,marginBottom:s,marginLeft:o,width:e?e.scale.bandwidth()+o+i:a,height:t?t.scale.bandwidth()+r+s:l,facet:{width:a,height:l}}}function ek(e,t){if(e.range===void 0){let{insetLeft:n,insetRight:r}=e,{width:i,marginLeft:s=0,marginRight:o=0}=t,a=s+n,l=i-o-r;e.range=[a,Math.max(a,l)],yr(e)||(e.range=ak(e)),e.scale.range(e.range)}ok(e)}function tk(e,t){if(e.range===void 0){let{insetTop:n,insetBottom:r}=e,{height:i,marginTop:s=0,marginBottom:o=0}=t,a=s+n,l=i-o-r;e.range=[Math.max(a,l),a],yr(e)?e.range.reverse():e.range=ak(e),e.scale.range(e.range)}ok(e)}function ok(e){e.round===void 0&&XD(e)&&WD(e)<=30&&e.scale.round(!0)}function WD({scale:e}){let t=e.domain().length,[n,r]=e.range(),i=e.paddingInner?e.paddingInner():1,s=e.paddingOuter?e.paddingOuter():e.padding(),o=t-i,a=Math.abs(r-n)/Math.max(1,o+s*2);return(a-Math.floor(a))*o}function ak(e){let t=e.scale.domain().length+fy(e);if(!(t>2))return e.range;let[n,r]=e.range;return Array.from({length:t},(i,s)=>n+s/(t-1)*(r-n))}function GD(e,t=[],n={}){let r=YD(e,t,n);if(n.type===void 0&&n.domain===void 0&&n.range===void 0&&n.interval==null&&e!=="fx"&&e!=="fy"&&yr({type:r})){let i=t.map(({value:s})=>s).filter(s=>s!==void 0);i.some(Ze)?Yt(`Warning: some data associated with the ${e} scale are dates. Dates are typically associated with a "utc" or "time" scale rather than a "${ia(r)}" scale. If you are using a bar mark, you probably want a rect mark with the interval option instead; if you are using a group transform, you probably want a bin transform instead. If you want to treat this data as ordinal, you can specify the interval of the ${e} scale (e.g., d3.utcDay), or you can suppress this warning by setting the type of the ${e} scale to "${ia(r)}".`):i.some(WS)?Yt(`Warning: some data associated with the ${e} scale are strings that appear to be dates (e.g., YYYY-MM-DD). If these strings represent dates, you should parse them to Date objects. Dates are typically associated with a "utc" or "time" scale rather than a "${ia(r)}" scale. If you are using a bar mark, you probably want a rect mark with the interval option instead; if you are using a group transform, you probably want a bin transform instead. If you want to treat this data as ordinal, you can suppress this warning by setting the type of the ${e} scale to "${ia(r)}".`):i.some(GS)&&Yt(`Warning: some data associated with the ${e} scale are strings that appear to be numbers. If these strings represent numbers, you should parse or coerce them to numbers. Numbers are typically associated with a "linear" scale rather than a "${ia(r)}" scale. If you want to treat this data as ordinal, you can specify the interval of the ${e} scale (e.g., 1 for integers), or you can suppress this warning by setting the type of the ${e} scale to "${ia(r)}".`)}switch(n.type=r,r){case"diverging":case"diverging-sqrt":case"diverging-pow":case"diverging-log":case"diverging-symlog":case"cyclical":case"sequential":case"linear":case"sqrt":case"threshold":case"quantile":case"pow":case"log":case"symlog":n=ed(t,n,hr);break;case"identity":switch(Re.get(e)){case Rn:n=ed(t,n,hr);break;case Jo:n=ed(t,n,JD);break}break;case"utc":case"time":n=ed(t,n,Ob);break}switch(r){case"diverging":return H2(e,t,n);case"diverging-sqrt":return F2(e,t,n);case"diverging-pow":return ay(e,t,n);case"diverging-log":return V2(e,t,n);case"diverging-symlog":return K2(e,t,n);case"categorical":case"ordinal":case ra:return Y2(e,t,n);case"cyclical":case"sequential":case"linear":return A2(e,t,n);case"sqrt":return P2(e,t,n);case"threshold":return Zf(e,t,n);case"quantile":return O2(e,t,n);case"quantize":return N2(e,t,n);case"pow":return iy(e,t,n);case"log":return D2(e,t,n);case"symlog":return L2(e,t,n);case"utc":return U2(e,t,n);case"time":return q2(e,t,n);case"point":return X2(e,t,n);case"band":return J2(e,t,n);case"identity":return I2(e);case void 0:return;default:throw new Error(`unknown scale type: ${r}`)}}function ia(e){return typeof e=="symbol"?e.description:e}function nk(e){return typeof e=="string"?`${e}`.toLowerCase():e}var rk={toString:()=>"projection"};function YD(e,t,{type:n,domain:r,range:i,scheme:s,pivot:o,projection:a}){if(n=nk(n),e==="fx"||e==="fy")return"band";(e==="x"||e==="y")&&a!=null&&(n=rk);for(let c of t){let f=nk(c.type);if(f!==void 0){if(n===void 0)n=f;else if(n!==f)throw new Error(`scale incompatible with channel: ${n} !== ${f}`)}}if(n===rk)return;if(n!==void 0)return n;if(r===void 0&&!t.some(({value:c})=>c!==void 0))return;let l=Re.get(e);if(l===Ks)return"sqrt";if(l===qs||l===js)return"linear";if(l===Jo)return"ordinal";let u=(r??i)?.length;if(u<2||u>2)return ly(l);if(r!==void 0){if(Hb(r))return ly(l);if(Ze(r))return"utc"}else{let c=t.map(({value:f})=>f).filter(f=>f!==void 0);if(c.some(Hb))return ly(l);if(c.some(Ze))return"utc"}if(l===rn){if(o!=null||C2(s))return"diverging";if(T2(s))return"categorical"}return"linear"}function ly(e){switch(e){case Rn:return"point";case rn:return ra;default:return"ordinal"}}function yr({type:e}){return e==="ordinal"||e==="point"||e==="band"||e===ra}function fy({type:e}){return e==="threshold"}function XD({type:e}){return e==="point"||e==="band"}function Kn(e){if(e===void 0)return!0;let t=e.domain(),n=e(t[0]);for(let r=1,i=t.length;r<i;++r)if(e(t[r])-n)return!1;return!0}function ed(e,{domain:t,...n},r){for(let i of e)i.value!==void 0&&(t===void 0&&(t=i.value?.domain),i.value=r(i.value));return{domain:t===void 0?t:r(t),...n}}function JD(e){return Te(e,Zo)}function lk(e){return t=>{if(!Re.has(t=`${t}`))throw new Error(`unknown scale: ${t}`);return e[t]}}function ZD({scale:e,type:t,domain:n,range:r,interpolate:i,interval:s,transform:o,percent:a,pivot:l}){if(t==="identity")return{type:"identity",apply:c=>c,invert:c=>c};let u=e.unknown?e.unknown():void 0;return{type:t,domain:Li(n),...r!==void 0&&{range:Li(r)},...o!==void 0&&{transform:o},...a&&{percent:a},...u!==void 0&&{unknown:u},...s!==void 0&&{interval:s},...i!==void 0&&{interpolate:i},...e.clamp&&{clamp:e.clamp()},...l!==void 0&&{pivot:l,symmetric:!1},...e.base&&{base:e.base()},...e.exponent&&{exponent:e.exponent()},...e.constant&&{constant:e.constant()},...e.align&&{align:e.align(),round:e.round()},...e.padding&&(e.paddingInner?{paddingInner:e.paddingInner(),paddingOuter:e.paddingOuter()}:{padding:e.padding()}),...e.bandwidth&&{bandwidth:e.bandwidth(),step:e.step()},apply:c=>e(c),...e.invert&&{invert:c=>e.invert(c)}}}function ck(e,t){let{fx:n,fy:r}=Jl(e,t),i=n?.scale.domain(),s=r?.scale.domain();return i&&s?dx(i,s).map(([o,a],l)=>({x:o,y:a,i:l})):i?i.map((o,a)=>({x:o,i:a})):s?s.map((o,a)=>({y:o,i:a})):void 0}function fk(e,{x:t,y:n}){return t&&=gy(t),n&&=gy(n),e.filter(t&&n?r=>t.has(r.x)&&n.has(r.y):t?r=>t.has(r.x):r=>n.has(r.y)).sort(t&&n?(r,i)=>t.get(r.x)-t.get(i.x)||n.get(r.y)-n.get(i.y):t?(r,i)=>t.get(r.x)-t.get(i.x):(r,i)=>n.get(r.y)-n.get(i.y))}function rd(e,{fx:t,fy:n}){let r=zt(e),i=t?.value,s=n?.value;return t&&n?jr(r,o=>(o.fx=i[o[0]],o.fy=s[o[0]],o),o=>i[o],o=>s[o]):t?jr(r,o=>(o.fx=i[o[0]],o),o=>i[o]):jr(r,o=>(o.fy=s[o[0]],o),o=>s[o])}function dk(e,t,{marginTop:n,marginLeft:r}){let i=e?({x:o})=>e(o)-r:()=>0,s=t?({y:o})=>t(o)-n:()=>0;return function(o){this.tagName==="svg"?(this.setAttribute("x",i(o)),this.setAttribute("y",s(o))):this.setAttribute("transform",`translate(${i(o)},${s(o)})`)}}function pk(e){let t=[],n=new Uint32Array(Ln(e,r=>r.length));for(let r of e){let i=0;for(let s of e)r!==s&&(n.set(s,i),i+=s.length);t.push(n.slice(0,i))}return t}var QD=new Map([["top",dy],["right",my],["bottom",py],["left",hy],["top-left",nd(dy,hy)],["top-right",nd(dy,my)],["bottom-left",nd(py,hy)],["bottom-right",nd(py,my)],["top-empty",t7],["right-empty",i7],["bottom-empty",n7],["left-empty",r7],["empty",s7]]);function hk(e){if(e==null)return null;let t=QD.get(`${e}`.toLowerCase());if(t)return t;throw new Error(`invalid facet anchor: ${e}`)}var uk=new WeakMap;function gy(e){let t=uk.get(e);return t||uk.set(e,t=new pn(Te(e,(n,r)=>[n,r]))),t}function zi(e,t){return gy(e).get(t)}function e7(e,t,n){return t=kn(t),n=kn(n),e.find(r=>Object.is(kn(r.x),t)&&Object.is(kn(r.y),n))}function id(e,t,n){return e7(e,t,n)?.empty}function dy(e,{y:t},{y:n}){return t?zi(t,n)===0:!0}function py(e,{y:t},{y:n}){return t?zi(t,n)===t.length-1:!0}function hy(e,{x:t},{x:n}){return t?zi(t,n)===0:!0}function my(e,{x:t},{x:n}){return t?zi(t,n)===t.length-1:!0}function t7(e,{y:t},{x:n,y:r,empty:i}){if(i)return!1;if(!t)return;let s=zi(t,r);if(s>0)return id(e,n,t[s-1])}function n7(e,{y:t},{x:n,y:r,empty:i}){if(i)return!1;if(!t)return;let s=zi(t,r);if(s<t.length-1)return id(e,n,t[s+1])}function r7(e,{x:t},{x:n,y:r,empty:i}){if(i)return!1;if(!t)return;let s=zi(t,n);if(s>0)return id(e,t[s-1],r)}function i7(e,{x:t},{x:n,y:r,empty:i}){if(i)return!1;if(!t)return;let s=zi(t,n);if(s<t.length-1)return id(e,t[s+1],r)}function s7(e,t,{empty:n}){return n}function nd(e,t){return function(){return e.apply(null,arguments)&&t.apply(null,arguments)}}function sd(e,{channels:{fx:t,fy:n},groups:r}){return t&&n?e.map(({x:i,y:s})=>r.get(i)?.get(s)??[]):t?e.map(({x:i})=>r.get(i)??[]):e.map(({y:i})=>r.get(i)??[])}var mk=Math.PI,oi=2*mk,by=.618;function gk({projection:e,inset:t=0,insetTop:n=t,insetRight:r=t,insetBottom:i=t,insetLeft:s=t}={},o){if(e==null)return;if(typeof e.stream=="function")return e;let a,l,u="frame";if(Hn(e)){let k;if({type:e,domain:l,inset:k,insetTop:n=k!==void 0?k:n,insetRight:r=k!==void 0?k:r,insetBottom:i=k!==void 0?k:i,insetLeft:s=k!==void 0?k:s,clip:u=u,...a}=e,e==null)return}typeof e!="function"&&({type:e}=yy(e));let{width:c,height:f,marginLeft:d,marginRight:p,marginTop:h,marginBottom:g}=o,y=c-d-p-s-r,b=f-h-g-n-i;if(e=e?.({width:y,height:b,clip:u,...a}),e==null)return;u=o7(u,d,h,c-p,f-g);let v=d+s,$=h+n,x;if(l!=null){let[[k,_],[S,T]]=kl(e).bounds(l),M=Math.min(y/(S-k),b/(T-_));M>0?(v-=(M*(k+S)-y)/2,$-=(M*(_+T)-b)/2,x=Tl({point(O,E){this.stream.point(O*M+v,E*M+$)}})):Yt("Warning: the projection could not be fit to the specified domain; using the default scale.")}return x??=v===0&&$===0?bk():Tl({point(k,_){this.stream.point(k+v,_+$)}}),{stream:k=>e.stream(x.stream(u(k)))}}function yy(e){switch(`${e}`.toLowerCase()){case"albers-usa":return jn(w$,.7463,.4673);case"albers":return od(xm,.7463,.4673);case"azimuthal-equal-area":return jn(_$,4,4);case"azimuthal-equidistant":return jn(k$,oi,oi);case"conic-conformal":return od(C$,oi,oi);case"conic-equal-area":return od(Sl,6.1702,2.9781);case"conic-equidistant":return od(E$,7.312,3.6282);case"equal-earth":return jn(P$,5.4133,2.6347);case"equirectangular":return jn(M$,oi,mk);case"gnomonic":return jn(L$,3.4641,3.4641);case"identity":return{type:bk};case"reflect-y":return{type:a7};case"mercator":return jn(T$,oi,oi);case"orthographic":return jn(N$,2,2);case"stereographic":return jn(B$,2,2);case"transverse-mercator":return jn(H$,oi,oi);default:throw new Error(`unknown projection type: ${e}`)}}function o7(e,t,n,r,i){if(e===!1||e==null||typeof e=="number")return s=>s;if(e===!0&&(e="frame"),`${e}`.toLowerCase()==="frame")return bm(t,n,r,i);throw new Error(`unknown projection clip type: ${e}`)}function jn(e,t,n){return{type:({width:r,height:i,rotate:s,precision:o=.15,clip:a})=>{let l=e();return o!=null&&l.precision?.(o),s!=null&&l.rotate?.(s),typeof a=="number"&&l.clipAngle?.(a),r!=null&&(l.scale(Math.min(r/t,i/n)),l.translate([r/2,i/2])),l},aspectRatio:n/t}}function od(e,t,n){let{type:r,aspectRatio:i}=jn(e,t,n);return{type:s=>{let{parallels:o,domain:a,width:l,height:u}=s,c=r(s);return o!=null&&(c.parallels(o),a===void 0&&l!=null&&c.fitSize([l,u],{type:"Sphere"})),c},aspectRatio:i}}var bk=nn({stream:e=>e}),a7=nn(Tl({point(e,t){this.stream.point(e,-t)}}));function yk(e,t,n,r){let i=n[e],s=n[t],o=i.length,a=n[e]=new Float64Array(o).fill(NaN),l=n[t]=new Float64Array(o).fill(NaN),u,c=r.stream({point(f,d){a[u]=f,l[u]=d}});for(u=0;u<o;++u)c.point(i[u],s[u])}function vk({projection:e}={}){return e==null?!1:typeof e.stream=="function"?!0:(Hn(e)&&(e=e.type),e!=null)}function wk(e){if(typeof e?.stream=="function")return by;if(Hn(e)){let t,n;if({domain:t,type:e,...n}=e,t!=null&&e!=null){let r=typeof e=="string"?yy(e).type:e,[[i,s],[o,a]]=kl(r({...n,width:100,height:100})).bounds(t),l=(a-s)/(o-i);return l&&isFinite(l)?l<.2?.2:l>5?5:l:by}}if(e!=null){if(typeof e!="function"){let{aspectRatio:t}=yy(e);if(t)return t}return by}}function xk(e){let t=[],n=[],r={scale:"x",value:t},i={scale:"y",value:n},s={point(o,a){t.push(o),n.push(a)},lineStart(){},lineEnd(){},polygonStart(){},polygonEnd(){},sphere(){}};for(let o of e.value)Ci(o,s);return[r,i]}function $k({x:e,y:t}){if(e||t)return e??=n=>n,t??=n=>n,Tl({point(n,r){this.stream.point(e(n),t(r))}})}function sa(e={}){let{document:t=typeof window<"u"?window.document:void 0,clip:n}=e;return{document:t,clip:Xf(n)}}function de(e,{document:t}){return On(ko(e).call(t.documentElement))}var ad=Symbol("unset");function ld(e){return(e.length===1?l7:u7)(e)}function l7(e){let t,n=ad;return r=>(Object.is(n,r)||(n=r,t=e(r)),t)}function u7(e){let t,n;return(...r)=>((n?.length!==r.length||n.some((i,s)=>!Object.is(i,r[s])))&&(n=r,t=e(...r)),t)}var c7=ld(e=>new Intl.NumberFormat(e)),BF=ld((e,t)=>new Intl.DateTimeFormat(e,{timeZone:"UTC",...t&&{month:t}})),zF=ld((e,t)=>new Intl.DateTimeFormat(e,{timeZone:"UTC",...t&&{weekday:t}}));function f7(e="en-US"){let t=c7(e);return n=>n!=null&&!isNaN(n)?t.format(n):void 0}function d7(e){return Hf(e,"Invalid Date")}function p7(e="en-US"){let t=f7(e);return n=>(n instanceof Date?d7:typeof n=="number"?t:Qe)(n)}var vr=p7();var ut=(typeof window<"u"?window.devicePixelRatio>1:typeof it>"u")?0:.5,h7=0;function Sk(){return`plot-clip-${++h7}`}function kk(e,{title:t,href:n,ariaLabel:r,ariaDescription:i,ariaHidden:s,target:o,fill:a,fillOpacity:l,stroke:u,strokeWidth:c,strokeOpacity:f,strokeLinejoin:d,strokeLinecap:p,strokeMiterlimit:h,strokeDasharray:g,strokeDashoffset:y,opacity:b,mixBlendMode:v,imageFilter:$,paintOrder:x,pointerEvents:k,shapeRendering:_,channels:S},{ariaLabel:T,fill:M="currentColor",fillOpacity:O,stroke:E="none",strokeOpacity:L,strokeWidth:j,strokeLinecap:I,strokeLinejoin:C,strokeMiterlimit:F,paintOrder:B}){M===null&&(a=null,l=null),E===null&&(u=null,f=null),bt(M)?!bt(E)&&(!bt(a)||S?.fill)&&(E="none"):bt(E)&&(!bt(u)||S?.stroke)&&(M="none");let[Q,z]=Wt(a,M),[V,G]=Ue(l,O),[J,R]=Wt(u,E),[X,ne]=Ue(f,L),[pe,Y]=Ue(b);Vs(R)||(c===void 0&&(c=j),p===void 0&&(p=I),d===void 0&&(d=C),h===void 0&&!JS(d)&&(h=F),!Vs(z)&&x===void 0&&(x=B));let[re,N]=Ue(c);return M!==null&&(e.fill=We(z,"currentColor"),e.fillOpacity=Zl(G,1)),E!==null&&(e.stroke=We(R,"none"),e.strokeWidth=Zl(N,1),e.strokeOpacity=Zl(ne,1),e.strokeLinejoin=We(d,"miter"),e.strokeLinecap=We(p,"butt"),e.strokeMiterlimit=Zl(h,4),e.strokeDasharray=We(g,"none"),e.strokeDashoffset=We(y,"0")),e.target=Qe(o),e.ariaLabel=Qe(T),e.ariaDescription=Qe(i),e.ariaHidden=Qe(s),e.opacity=Zl(Y,1),e.mixBlendMode=We(v,"normal"),e.imageFilter=We($,"none"),e.paintOrder=We(x,"normal"),e.pointerEvents=We(k,"auto"),e.shapeRendering=We(_,"auto"),{title:{value:t,optional:!0,filter:null},href:{value:n,optional:!0,filter:null},ariaLabel:{value:r,optional:!0,filter:null},fill:{value:Q,scale:"auto",optional:!0},fillOpacity:{value:V,scale:"auto",optional:!0},stroke:{value:J,scale:"auto",optional:!0},strokeOpacity:{value:X,scale:"auto",optional:!0},strokeWidth:{value:re,optional:!0},opacity:{value:pe,scale:"auto",optional:!0}}}function m7(e,t){t&&e.filter(n=>zl(t[n])).append("title").call(b7,t)}function g7(e,t){t&&e.filter(([n])=>zl(t[n])).append("title").call(y7,t)}function b7(e,t){t&&e.text(n=>vr(t[n]))}function y7(e,t){t&&e.text(([n])=>vr(t[n]))}function ct(e,{target:t,tip:n},{ariaLabel:r,title:i,fill:s,fillOpacity:o,stroke:a,strokeOpacity:l,strokeWidth:u,opacity:c,href:f}){r&&te(e,"aria-label",d=>r[d]),s&&te(e,"fill",d=>s[d]),o&&te(e,"fill-opacity",d=>o[d]),a&&te(e,"stroke",d=>a[d]),l&&te(e,"stroke-opacity",d=>l[d]),u&&te(e,"stroke-width",d=>u[d]),c&&te(e,"opacity",d=>c[d]),f&&Tk(e,d=>f[d],t),n||m7(e,i)}function ud(e,{target:t,tip:n},{ariaLabel:r,title:i,fill:s,fillOpacity:o,stroke:a,strokeOpacity:l,strokeWidth:u,opacity:c,href:f}){r&&te(e,"aria-label",([d])=>r[d]),s&&te(e,"fill",([d])=>s[d]),o&&te(e,"fill-opacity",([d])=>o[d]),a&&te(e,"stroke",([d])=>a[d]),l&&te(e,"stroke-opacity",([d])=>l[d]),u&&te(e,"stroke-width",([d])=>u[d]),c&&te(e,"opacity",([d])=>c[d]),f&&Tk(e,([d])=>f[d],t),n||g7(e,i)}function v7({ariaLabel:e,title:t,fill:n,fillOpacity:r,stroke:i,strokeOpacity:s,strokeWidth:o,opacity:a,href:l},{tip:u}){return[e,u?void 0:t,n,r,i,s,o,a,l].filter(c=>c!==void 0)}function w7(e,t,n){let r=ys(e,i=>t[i]);return n===void 0&&r.size>1+e.length>>1&&Yt("Warning: the implicit z channel has high cardinality. This may occur when the fill or stroke channel is associated with quantitative data rather than ordinal or categorical data. You can suppress this warning by setting the z option explicitly; if this data represents a single series, set z to null."),r.values()}function*cd(e,t,n,r){let{z:i}=n,{z:s}=r,o=v7(r,n),a=[...t,...o];for(let l of s?w7(e,s,i):[e]){let u,c;e:for(let f of l){for(let d of a)if(!Sn(d[f])){c&&c.push(-1);continue e}if(u===void 0){c&&(yield c),u=o.map(d=>kn(d[f])),c=[f];continue}c.push(f);for(let d=0;d<o.length;++d)if(kn(o[d][f])!==u[d]){yield c,u=o.map(h=>kn(h[f])),c=[f];continue e}}c&&(yield c)}}function x7(e,t,n,r){let i,{clip:s=r.clip}=t;s==="frame"?(e=de("svg:g",r).each(function(){this.appendChild(e.node()),e.node=()=>this}),i=_7(r,n)):s&&(i=k7(s,r)),te(e,"aria-label",t.ariaLabel),te(e,"aria-description",t.ariaDescription),te(e,"aria-hidden",t.ariaHidden),te(e,"clip-path",i)}function $7(e){let t=new WeakMap;return(n,r)=>{let i=t.get(n);if(!i){let s=Sk();On(n.ownerSVGElement).append("clipPath").attr("id",s).call(e,n,r),t.set(n,i=`url(#${s})`)}return i}}var _7=$7((e,t,n)=>{let{width:r,height:i,marginLeft:s,marginRight:o,marginTop:a,marginBottom:l}=n;e.append("rect").attr("x",s).attr("y",a).attr("width",r-o-s).attr("height",i-a-l)}),_k=new WeakMap,S7={type:"Sphere"};function k7(e,t){let n,r;if((n=_k.get(t))||_k.set(t,n=new WeakMap),e.type==="Sphere"&&(e=S7),!(r=n.get(e))){let i=Sk();On(t.ownerSVGElement).append("clipPath").attr("id",i).append("path").attr("d",t.path()(e)),n.set(e,r=`url(#${i})`)}return r}function He(e,t,n,r){x7(e,t,n,r),te(e,"class",t.className),te(e,"fill",t.fill),te(e,"fill-opacity",t.fillOpacity),te(e,"stroke",t.stroke),te(e,"stroke-width",t.strokeWidth),te(e,"stroke-opacity",t.strokeOpacity),te(e,"stroke-linejoin",t.strokeLinejoin),te(e,"stroke-linecap",t.strokeLinecap),te(e,"stroke-miterlimit",t.strokeMiterlimit),te(e,"stroke-dasharray",t.strokeDasharray),te(e,"stroke-dashoffset",t.strokeDashoffset),te(e,"shape-rendering",t.shapeRendering),te(e,"filter",t.imageFilter),te(e,"paint-order",t.paintOrder);let{pointerEvents:i=r.pointerSticky===!1?"none":void 0}=t;te(e,"pointer-events",i)}function Oe(e,t){T7(e,"mix-blend-mode",t.mixBlendMode),te(e,"opacity",t.opacity)}function Tk(e,t,n){e.each(function(r){let i=t(r);if(i!=null){let s=this.ownerDocument.createElementNS(ki.svg,"a");s.setAttribute("fill","inherit"),s.setAttributeNS(ki.xlink,"href",i),n!=null&&s.setAttribute("target",n),this.parentNode.insertBefore(s,this).appendChild(this)}})}function te(e,t,n){n!=null&&e.attr(t,n)}function T7(e,t,n){n!=null&&e.style(t,n)}function Fe(e,t,{x:n,y:r},i=ut,s=ut){i+=t.dx,s+=t.dy,n?.bandwidth&&(i+=n.bandwidth()/2),r?.bandwidth&&(s+=r.bandwidth()/2),(i||s)&&e.attr("transform",`translate(${i},${s})`)}function We(e,t){if((e=Qe(e))!==t)return e}function Zl(e,t){if((e=Be(e))!==t)return e}var R7=/^-?([_a-z]|[\240-\377]|\\[0-9a-f]{1,6}(\r\n|[ \t\r\n\f])?|\\[^\r\n\f0-9a-f])([_a-z0-9-]|[\240-\377]|\\[0-9a-f]{1,6}(\r\n|[ \t\r\n\f])?|\\[^\r\n\f0-9a-f])*$/i;function oa(e){if(e===void 0)return"plot-d6a7b5";if(e=`${e}`,!R7.test(e))throw new Error(`invalid class name: ${e}`);return e}function aa(e,t){if(typeof t=="string")e.property("style",t);else if(t!=null)for(let n of e)Object.assign(n.style,t)}function wr({frameAnchor:e},{width:t,height:n,marginTop:r,marginRight:i,marginBottom:s,marginLeft:o}){return[/left$/.test(e)?o:/right$/.test(e)?t-i:(o+t-i)/2,/^top/.test(e)?r:/^bottom/.test(e)?n-s:(r+n-s)/2]}var $e=class{constructor(t,n={},r={},i){let{facet:s="auto",facetAnchor:o,fx:a,fy:l,sort:u,dx:c=0,dy:f=0,margin:d=0,marginTop:p=d,marginRight:h=d,marginBottom:g=d,marginLeft:y=d,className:b,clip:v=i?.clip,channels:$,tip:x,render:k}=r;if(this.data=t,this.sort=Oi(u)?u:null,this.initializer=ni(r).initializer,this.transform=this.initializer?r.transform:Us(r).transform,s===null||s===!1?this.facet=null:(this.facet=Bt(s===!0?"include":s,"facet",["auto","include","exclude","super"]),this.fx=t===qo&&typeof a=="string"?[a]:a,this.fy=t===qo&&typeof l=="string"?[l]:l),this.facetAnchor=hk(o),n=Fb(n),$!==void 0&&(n={...C7($),...n}),i!==void 0&&(n={...kk(this,r,i),...n}),this.channels=Object.fromEntries(Object.entries(n).map(([_,S])=>{if(Wo(S.value)){let{value:T,label:M=S.label,scale:O=S.scale}=S.value;S={...S,label:M,scale:O,value:T}}if(t===qo&&typeof S.value=="string"){let{value:T}=S;S={...S,value:[T]}}return[_,S]}).filter(([_,{value:S,optional:T}])=>{if(S!=null)return!0;if(T)return!1;throw new Error(`missing channel value: ${_}`)})),this.dx=+c,this.dy=+f,this.marginTop=+p,this.marginRight=+h,this.marginBottom=+g,this.marginLeft=+y,this.clip=Xf(v),this.tip=M7(x),this.className=Qe(b),this.facet==="super"){if(a||l)throw new Error("super-faceting cannot use fx or fy");for(let _ in this.channels){let{scale:S}=n[_];if(!(S!=="x"&&S!=="y"))throw new Error("super-faceting cannot use x or y")}}k!=null&&(this.render=wy(k,this.render))}initialize(t,n,r){let i=ti(this.data);t===void 0&&i!=null&&(t=[zt(i)]);let s=t;this.transform!=null&&({facets:t,data:i}=this.transform(i,t,r),i=ti(i)),t!==void 0&&(t.original=s);let o=g2(this.channels,i);return this.sort!=null&&y2(i,t,o,n,this.sort),{data:i,facets:t,channels:o}}filter(t,n,r){for(let i in n){let{filter:s=Sn}=n[i];if(s!==null){let o=r[i];t=t.filter(a=>s(o[a]))}}return t}project(t,n,r){for(let i in t)if(t[i].scale==="x"&&/^x|x$/.test(i)){let s=i.replace(/^x|x$/,"y");s in t&&t[s].scale==="y"&&yk(i,s,n,r.projection)}}scale(t,n,r){let i=b2(t,n);return r.projection&&this.project(t,i,r),i}};function vy(...e){return e.plot=$e.prototype.plot,e}function wy(e,t){if(e==null)return t===null?void 0:t;if(t==null)return e===null?void 0:e;if(typeof e!="function")throw new TypeError(`invalid render transform: ${e}`);if(typeof t!="function")throw new TypeError(`invalid render transform: ${t}`);return function(n,r,i,s,o,a){return e.call(this,n,r,i,s,o,(l,u,c,f,d)=>t.call(this,l,u,c,f,d,a))}}function C7(e){return Object.fromEntries(Object.entries(Fb(e)).map(([t,n])=>(n=typeof n=="string"?{value:n,label:t}:br(n),n.filter===void 0&&n.scale==null&&(n={...n,filter:null}),[t,n])))}function M7(e){return e===!0?"xy":e===!1||e==null?null:typeof e=="string"?Bt(e,"tip",["x","y","xy"]):e}function Ws(e,t){return e?.tip===!0?{...e,tip:t}:Hn(e?.tip)&&e.tip.pointer===void 0?{...e,tip:{...e.tip,pointer:t}}:e}function Ck(e,t,n={}){let r=.5-ut,i=.5+ut,s=.5+ut,o=.5-ut;for(let{marginTop:g,marginRight:y,marginBottom:b,marginLeft:v}of t)g>r&&(r=g),y>i&&(i=y),b>s&&(s=b),v>o&&(o=v);let{margin:a,marginTop:l=a!==void 0?a:r,marginRight:u=a!==void 0?a:i,marginBottom:c=a!==void 0?a:s,marginLeft:f=a!==void 0?a:o}=n;l=+l,u=+u,c=+c,f=+f;let{width:d=640,height:p=E7(e,n,{width:d,marginTopDefault:r,marginRightDefault:i,marginBottomDefault:s,marginLeftDefault:o})+Math.max(0,l-r+c-s)}=n;d=+d,p=+p;let h={width:d,height:p,marginTop:l,marginRight:u,marginBottom:c,marginLeft:f};if(e.fx||e.fy){let{margin:g,marginTop:y=g!==void 0?g:l,marginRight:b=g!==void 0?g:u,marginBottom:v=g!==void 0?g:c,marginLeft:$=g!==void 0?g:f}=n.facet??{};y=+y,b=+b,v=+v,$=+$,h.facet={marginTop:y,marginRight:b,marginBottom:v,marginLeft:$}}return h}function E7({x:e,y:t,fy:n,fx:r},{projection:i,aspectRatio:s},{width:o,marginTopDefault:a,marginRightDefault:l,marginBottomDefault:u,marginLeftDefault:c}){let f=n&&n.scale.domain().length||1,d=wk(i);if(d){let h=r?r.scale.domain().length:1,g=(1.1*f-.1)/(1.1*h-.1)*d,y=Math.max(.1,Math.min(10,g));return Math.round((o-c-l)*y+a+u)}let p=t?yr(t)?t.scale.domain().length||1:Math.max(7,17/f):1;if(s!=null){if(s=+s,!(isFinite(s)&&s>0))throw new Error(`invalid aspectRatio: ${s}`);let h=Rk("y",t)/(Rk("x",e)*s),g=r?r.scale.bandwidth():1,y=n?n.scale.bandwidth():1,b=g*(o-c-l)-e.insetLeft-e.insetRight;return(h*b+t.insetTop+t.insetBottom)/y+a+u}return!!(t||n)*Math.max(1,Math.min(60,p*f))*20+!!r*30+60}function Rk(e,t){if(!t)throw new Error(`aspectRatio requires ${e} scale`);let{type:n,domain:r}=t,i;switch(n){case"linear":case"utc":case"time":i=Number;break;case"pow":{let a=t.scale.exponent();i=l=>Math.pow(l,a);break}case"log":i=Math.log;break;case"point":case"band":return r.length;default:throw new Error(`unsupported ${e} scale for aspectRatio: ${n}`)}let[s,o]=_t(r);return Math.abs(i(o)-i(s))}var Mk=new WeakMap;function xy(e,t,{x:n,y:r,px:i,py:s,maxRadius:o=40,channels:a,render:l,...u}={}){return o=+o,i!=null&&(n??=null,a={...a,px:{value:i,scale:"x"}}),s!=null&&(r??=null,a={...a,py:{value:s,scale:"y"}}),{x:n,y:r,channels:a,...u,render:wy(function(c,f,d,p,h,g){h={...h,pointerSticky:!1};let y=h.ownerSVGElement,{data:b}=h.getMarkState(this),v=Mk.get(y);v||Mk.set(y,v={sticky:!1,roots:[],renders:[]});let $=v.renders.push(R)-1,{x,y:k,fx:_,fy:S}=f,T=_?_(c.fx)-p.marginLeft:0,M=S?S(c.fy)-p.marginTop:0;x?.bandwidth&&(T+=x.bandwidth()/2),k?.bandwidth&&(M+=k.bandwidth()/2);let O=c.fi!=null,E;if(O){let Y=v.facetStates;Y||(v.facetStates=Y=new Map),E=Y.get(this),E||Y.set(this,E=new Map)}let[L,j]=wr(this,p),{px:I,py:C}=d,F=I?Y=>I[Y]:_y(d,L),B=C?Y=>C[Y]:Sy(d,j),Q,z,V,G;function J(Y,re){if(O)if(G&&(G=cancelAnimationFrame(G)),Y==null)E.delete(c.fi);else{E.set(c.fi,re),G=requestAnimationFrame(()=>{G=null;for(let[N,q]of E)if(q<re||q===re&&N<c.fi){Y=null;break}R(Y)});return}R(Y)}function R(Y){if(Q===Y&&V===v.sticky)return;Q=Y,V=h.pointerSticky=v.sticky;let re=Q==null?[]:[Q];O&&(re.fx=c.fx,re.fy=c.fy,re.fi=c.fi);let N=g(re,f,d,p,h);if(z){if(O){let q=z.parentNode,Z=z.getAttribute("transform"),D=N.getAttribute("transform");Z?N.setAttribute("transform",Z):N.removeAttribute("transform"),D?q.setAttribute("transform",D):q.removeAttribute("transform"),N.removeAttribute("aria-label"),N.removeAttribute("aria-description"),N.removeAttribute("aria-hidden")}z.replaceWith(N)}if(v.roots[$]=z=N,!(Q==null&&E?.size>1)){let q=Q==null?null:Bn(b)?b[Q]:b.get(Q);h.dispatchValue(q)}return N}function X(Y){if(v.sticky||Y.pointerType==="mouse"&&Y.buttons===1)return;let[re,N]=Fx(Y);re-=T,N-=M;let q=re<p.marginLeft||re>p.width-p.marginRight?1:e,Z=N<p.marginTop||N>p.height-p.marginBottom?1:t,D=null,me=o*o;for(let ee of c){let be=q*(F(ee)-re),De=Z*(B(ee)-N),kt=be*be+De*De;kt<=me&&(D=ee,me=kt)}if(D!=null&&(e!==1||t!==1)){let ee=F(D)-re,be=B(D)-N;me=ee*ee+be*be}J(D,me)}function ne(Y){Y.pointerType==="mouse"&&Q!=null&&(v.sticky&&v.roots.some(re=>re?.contains(Y.target))||(v.sticky?(v.sticky=!1,v.renders.forEach(re=>re(null))):(v.sticky=!0,R(Q)),Y.stopImmediatePropagation()))}function pe(Y){Y.pointerType==="mouse"&&(v.sticky||J(null))}return y.addEventListener("pointerenter",X),y.addEventListener("pointermove",X),y.addEventListener("pointerdown",ne),y.addEventListener("pointerleave",pe),R(null)},l)}}function Ek(e){return xy(1,1,e)}function Ak(e){return xy(1,.01,e)}function $y(e){return xy(.01,1,e)}function _y({x1:e,x2:t,x:n=e},r){return e&&t?i=>(e[i]+t[i])/2:n?i=>n[i]:()=>r}function Sy({y1:e,y2:t,y:n=e},r){return e&&t?i=>(e[i]+t[i])/2:n?i=>n[i]:()=>r}function fd(e){return yr(e)&&e.interval===void 0?void 0:"tabular-nums"}function Pk(e,t){let{label:n=e.label,tickSize:r=6,width:i=240,height:s=44+r,marginTop:o=18,marginRight:a=0,marginBottom:l=16+r,marginLeft:u=0,style:c,ticks:f=(i-u-a)/64,tickFormat:d,fontVariant:p=fd(e),round:h=!0,opacity:g,className:y}=t,b=sa(t);y=oa(y),g=Ue(g)[1],d===null&&(d=()=>null);let v=de("svg",b).attr("class",`${y}-ramp`).attr("font-family","system-ui, sans-serif").attr("font-size",10).attr("width",i).attr("height",s).attr("viewBox",`0 0 ${i} ${s}`).call(L=>L.append("style").text(`:where(.${y}-ramp) {
  display: block;
  height: auto;
  height: intrinsic;
  max-width: 100%;
  overflow: visible;
}
:where(.${y}-ramp text) {
  white-space: pre;
}`)).call(aa,c),$=L=>L.selectAll(".tick line").attr("y1",o+l-s),x,k=h?(L,j)=>L.rangeRound(j):(L,j)=>L.range(j),{type:_,domain:S,range:T,interpolate:M,scale:O,pivot:E}=e;if(M){let L=T===void 0?M:Ri(M.length===1?Xl(M):M,T);x=k(O.copy(),Ot(ot(u,i-a),Math.min(S.length+(E!==void 0),T===void 0?1/0:T.length)));let j=256,I=b.document.createElement("canvas");I.width=j,I.height=1;let C=I.getContext("2d");for(let F=0,B=j-1;F<j;++F)C.fillStyle=L(F/B),C.fillRect(F,0,1,1);v.append("image").attr("opacity",g).attr("x",u).attr("y",o).attr("width",i-u-a).attr("height",s-o-l).attr("preserveAspectRatio","none").attr("xlink:href",I.toDataURL())}else if(_==="threshold"){let L=S,j=d===void 0?I=>I:typeof d=="string"?ir(d):d;x=k(Ol().domain([-1,T.length-1]),[u,i-a]),v.append("g").attr("fill-opacity",g).selectAll().data(T).enter().append("rect").attr("x",(I,C)=>x(C-1)).attr("y",o).attr("width",(I,C)=>x(C)-x(C-1)).attr("height",s-o-l).attr("fill",I=>I),f=Te(L,(I,C)=>C),d=I=>j(L[I],I)}else x=k(Ho().domain(S),[u,i-a]),v.append("g").attr("fill-opacity",g).selectAll().data(S).enter().append("rect").attr("x",x).attr("y",o).attr("width",Math.max(0,x.bandwidth()-1)).attr("height",s-o-l).attr("fill",O),$=()=>{};return v.append("g").attr("transform",`translate(0,${s-l})`).call(Mx(x).ticks(Array.isArray(f)?null:f,typeof d=="string"?d:void 0).tickFormat(typeof d=="function"?d:void 0).tickSize(r).tickValues(Array.isArray(f)?f:null)).attr("font-size",null).attr("font-family",null).attr("font-variant",We(p,"normal")).call($).call(L=>L.select(".domain").remove()),n!==void 0&&v.append("text").attr("x",u).attr("y",o-6).attr("fill","currentColor").attr("font-weight","bold").text(n),v.node()}var ky=Math.PI/180;function Gs(e,{marker:t,markerStart:n=t,markerMid:r=t,markerEnd:i=t}={}){e.markerStart=Ty(n),e.markerMid=Ty(r),e.markerEnd=Ty(i)}function Ty(e){if(e==null||e===!1)return null;if(e===!0)return Lk;if(typeof e=="function")return e;switch(`${e}`.toLowerCase()){case"none":return null;case"arrow":return Dk("auto");case"arrow-reverse":return Dk("auto-start-reverse");case"dot":return A7;case"circle":case"circle-fill":return Lk;case"circle-stroke":return P7;case"tick":return Ry("auto");case"tick-x":return Ry(90);case"tick-y":return Ry(0)}throw new Error(`invalid marker: ${e}`)}function Dk(e){return(t,n)=>de("svg:marker",n).attr("viewBox","-5 -5 10 10").attr("markerWidth",6.67).attr("markerHeight",6.67).attr("orient",e).attr("fill","none").attr("stroke",t).attr("stroke-width",1.5).attr("stroke-linecap","round").attr("stroke-linejoin","round").call(r=>r.append("path").attr("d","M-1.5,-3l3,3l-3,3")).node()}function A7(e,t){return de("svg:marker",t).attr("viewBox","-5 -5 10 10").attr("markerWidth",6.67).attr("markerHeight",6.67).attr("fill",e).attr("stroke","none").call(n=>n.append("circle").attr("r",2.5)).node()}function Lk(e,t){return de("svg:marker",t).attr("viewBox","-5 -5 10 10").attr("markerWidth",6.67).attr("markerHeight",6.67).attr("fill",e).attr("stroke","var(--plot-background)").attr("stroke-width",1.5).call(n=>n.append("circle").attr("r",3)).node()}function P7(e,t){return de("svg:marker",t).attr("viewBox","-5 -5 10 10").attr("markerWidth",6.67).attr("markerHeight",6.67).attr("fill","var(--plot-background)").attr("stroke",e).attr("stroke-width",1.5).call(n=>n.append("circle").attr("r",3)).node()}function Ry(e){return(t,n)=>de("svg:marker",n).attr("viewBox","-3 -3 6 6").attr("markerWidth",6).attr("markerHeight",6).attr("orient",e).attr("stroke",t).call(r=>r.append("path").attr("d","M0,-3v6")).node()}var D7=0;function Ql(e,t,{stroke:n},r){return Ik(e,t,n&&(i=>n[i]),null,r)}function Ok(e,t,{stroke:n,z:r},i){return Ik(e,t,n&&(([s])=>n[s]),r,i)}var Cy=1,Nk=2;function L7(e,t){let n=new Uint8Array(t.length),r=e.data().filter(s=>s.length>1),i=r.length;for(let s=0,o=ad;s<i;++s){let a=r[s];if(a.length>1){let l=a[0];o!==(o=kn(t[l]))&&(n[l]|=Cy)}}for(let s=i-1,o=ad;s>=0;--s){let a=r[s];if(a.length>1){let l=a[0];o!==(o=kn(t[l]))&&(n[l]|=Nk)}}return([s])=>n[s]}function Ik(e,{markerStart:t,markerMid:n,markerEnd:r,stroke:i},s=()=>i,o,a){if(!t&&!n&&!r)return;let l=new Map,u=o&&L7(e,o);function c(f,d,p){return function(h){if(p&&!p(h))return;let g=s(h),y=l.get(d);y||l.set(d,y=new Map);let b=y.get(g);if(!b){let v=this.parentNode.insertBefore(d(g,a),this),$=`plot-marker-${++D7}`;v.setAttribute("id",$),y.set(g,b=`url(#${$})`)}this.setAttribute(f,b)}}t&&e.each(c("marker-start",t,u&&(f=>u(f)&Cy))),n&&u&&e.each(c("marker-start",n,f=>!(u(f)&Cy))),n&&e.each(c("marker-mid",n)),r&&e.each(c("marker-end",r,u&&(f=>u(f)&Nk)))}function la({inset:e,insetLeft:t,insetRight:n,...r}={}){return[t,n]=Bk(e,t,n),{inset:e,insetLeft:t,insetRight:n,...r}}function dd({inset:e,insetTop:t,insetBottom:n,...r}={}){return[t,n]=Bk(e,t,n),{inset:e,insetTop:t,insetBottom:n,...r}}function Bk(e,t,n){return e===void 0&&t===void 0&&n===void 0?ut?[1,0]:[.5,.5]:[t,n]}function zk(e,{interval:t}){return e={...br(e)},e.interval=Uf(e.interval===void 0?t:e.interval),e}function My(e,t,n,r){let{[e]:i,[`${e}1`]:s,[`${e}2`]:o}=n,{value:a,interval:l}=zk(i,n);if(a==null||l==null&&!r)return n;let u=Vn(i);if(l==null){let p,h={transform:g=>p||(p=Le(g,a)),label:u};return{...n,[e]:void 0,[`${e}1`]:s===void 0?h:s,[`${e}2`]:o===void 0&&!(s===o&&r)?h:o}}let c,f;function d(p){return f!==void 0&&p===c?f:f=Te(Le(c=p,a),h=>l.floor(h))}return t({...n,[e]:void 0,[`${e}1`]:s===void 0?{transform:d,label:u}:s,[`${e}2`]:o===void 0?{transform:p=>d(p).map(h=>l.offset(h)),label:u}:o})}function Hk(e,t,n){let{[e]:r}=n,{value:i,interval:s}=zk(r,n);return i==null||s==null?n:t({...n,[e]:{label:Vn(r),transform:o=>{let a=Te(Le(o,i),u=>s.floor(u)),l=a.map(u=>s.offset(u));return a.map(Ze(a)?(u,c)=>u==null||isNaN(u=+u)||(c=l[c],c==null)||isNaN(c=+c)?void 0:new Date((u+c)/2):(u,c)=>u==null||(c=l[c],c==null)?NaN:(+u+ +c)/2)}}})}function Fk(e={}){return My("x",la,e,!0)}function Ey(e={}){return My("x",la,e)}function pd(e={}){return My("y",dd,e)}function Vk(e={}){return Hk("x",la,e)}function Kk(e={}){return Hk("y",dd,e)}var jk={ariaLabel:"rule",fill:null,stroke:"currentColor"},hd=class extends $e{constructor(t,n={}){let{x:r,y1:i,y2:s,inset:o=0,insetTop:a=o,insetBottom:l=o}=n;super(t,{x:{value:r,scale:"x",optional:!0},y1:{value:i,scale:"y",optional:!0},y2:{value:s,scale:"y",optional:!0}},Ws(n,"x"),jk),this.insetTop=Be(a),this.insetBottom=Be(l),Gs(this,n)}render(t,n,r,i,s){let{x:o,y:a}=n,{x:l,y1:u,y2:c}=r,{width:f,height:d,marginTop:p,marginRight:h,marginLeft:g,marginBottom:y}=i,{insetTop:b,insetBottom:v}=this;return de("svg:g",s).call(He,this,i,s).call(Fe,this,{x:l&&o},ut,0).call($=>$.selectAll().data(t).enter().append("line").call(Oe,this).attr("x1",l?x=>l[x]:(g+f-h)/2).attr("x2",l?x=>l[x]:(g+f-h)/2).attr("y1",u&&!Kn(a)?x=>u[x]+b:p+b).attr("y2",c&&!Kn(a)?a.bandwidth?x=>c[x]+a.bandwidth()-v:x=>c[x]-v:d-y-v).call(ct,this,r).call(Ql,this,r,s)).node()}},md=class extends $e{constructor(t,n={}){let{x1:r,x2:i,y:s,inset:o=0,insetRight:a=o,insetLeft:l=o}=n;super(t,{y:{value:s,scale:"y",optional:!0},x1:{value:r,scale:"x",optional:!0},x2:{value:i,scale:"x",optional:!0}},Ws(n,"y"),jk),this.insetRight=Be(a),this.insetLeft=Be(l),Gs(this,n)}render(t,n,r,i,s){let{x:o,y:a}=n,{y:l,x1:u,x2:c}=r,{width:f,height:d,marginTop:p,marginRight:h,marginLeft:g,marginBottom:y}=i,{insetLeft:b,insetRight:v}=this;return de("svg:g",s).call(He,this,i,s).call(Fe,this,{y:l&&a},0,ut).call($=>$.selectAll().data(t).enter().append("line").call(Oe,this).attr("x1",u&&!Kn(o)?x=>u[x]+b:g+b).attr("x2",c&&!Kn(o)?o.bandwidth?x=>c[x]+o.bandwidth()-v:x=>c[x]-v:f-h-v).attr("y1",l?x=>l[x]:(p+d-y)/2).attr("y2",l?x=>l[x]:(p+d-y)/2).call(ct,this,r).call(Ql,this,r,s)).node()}};function Ge(e,t){let{x:n=xe,y:r,y1:i,y2:s,...o}=pd(t);return[i,s]=qk(r,i,s),new hd(e,{...o,x:n,y1:i,y2:s})}function At(e,t){let{y:n=xe,x:r,x1:i,x2:s,...o}=Ey(t);return[i,s]=qk(r,i,s),new md(e,{...o,y:n,x1:i,x2:s})}function qk(e,t,n){if(e==null){if(t===void 0){if(n!==void 0)return[0,n]}else if(n===void 0)return[0,t]}else{if(t===void 0)return n===void 0?[0,e]:[e,n];if(n===void 0)return[e,t]}return[t,n]}function ua(e,...t){let n=t.length;for(let r=0,i=!0;r<n;++r)typeof t[r]!="function"&&(i&&(e=e.slice(),i=!1),e.splice(r,2,e[r]+t[r]+e[r+1]),t.splice(r,1),--r,--n);return r=>{let i=e[0];for(let s=0;s<n;++s)i+=t[s](r)+e[s+1];return i}}var O7={ariaLabel:"text",strokeLinejoin:"round",strokeWidth:3,paintOrder:"stroke"},Xk="\xAD",ca=class extends $e{constructor(t,n={}){let{x:r,y:i,text:s=Gt(t)&&Wf(t)?xe:zn,frameAnchor:o,textAnchor:a=/right$/i.test(o)?"end":/left$/i.test(o)?"start":"middle",lineAnchor:l=/^top/i.test(o)?"top":/^bottom/i.test(o)?"bottom":"middle",lineHeight:u=1,lineWidth:c=1/0,textOverflow:f,monospace:d,fontFamily:p=d?"ui-monospace, monospace":void 0,fontSize:h,fontStyle:g,fontVariant:y,fontWeight:b,rotate:v}=n,[$,x]=Ue(v,0),[k,_]=z7(h);if(super(t,{x:{value:r,scale:"x",optional:!0},y:{value:i,scale:"y",optional:!0},fontSize:{value:k,optional:!0},rotate:{value:US($),optional:!0},text:{value:s,filter:zl,optional:!0}},n,O7),this.rotate=x,this.textAnchor=We(a,"middle"),this.lineAnchor=Bt(l,"lineAnchor",["top","middle","bottom"]),this.lineHeight=+u,this.lineWidth=+c,this.textOverflow=Py(f),this.monospace=!!d,this.fontFamily=Qe(p),this.fontSize=_,this.fontStyle=Qe(g),this.fontVariant=Qe(y),this.fontWeight=Qe(b),this.frameAnchor=Bi(o),!(this.lineWidth>=0))throw new Error(`invalid lineWidth: ${c}`);this.splitLines=Ny(this),this.clipLine=Iy(this)}render(t,n,r,i,s){let{x:o,y:a}=n,{x:l,y:u,rotate:c,text:f,title:d,fontSize:p}=r,{rotate:h}=this,[g,y]=wr(this,i);return de("svg:g",s).call(He,this,i,s).call(Oy,this,f,i).call(Fe,this,{x:l&&o,y:u&&a}).call(b=>b.selectAll().data(t).enter().append("text").call(Oe,this).call(N7,this,f,d).attr("transform",ua`translate(${l?v=>l[v]:g},${u?v=>u[v]:y})${c?v=>` rotate(${c[v]})`:h?` rotate(${h})`:""}`).call(te,"font-size",p&&(v=>p[v])).call(ct,this,r)).node()}};function Py(e){return e==null?null:Bt(e,"textOverflow",["clip","ellipsis","clip-start","clip-end","ellipsis-start","ellipsis-middle","ellipsis-end"]).replace(/^(clip|ellipsis)$/,"$1-end")}function N7(e,t,n,r){if(!n)return;let{lineAnchor:i,lineHeight:s,textOverflow:o,splitLines:a,clipLine:l}=t;e.each(function(u){let c=a(vr(n[u])??"").map(l),f=c.length,d=i==="top"?.71:i==="bottom"?1-f:(164-f*100)/200;if(f>1){let p=0;for(let h=0;h<f;++h){if(++p,!c[h])continue;let g=this.ownerDocument.createElementNS(ki.svg,"tspan");g.setAttribute("x",0),h===p-1?g.setAttribute("y",`${(d+h)*s}em`):g.setAttribute("dy",`${p*s}em`),g.textContent=c[h],this.appendChild(g),p=0}}else d&&this.setAttribute("y",`${d*s}em`),this.textContent=c[0];if(o&&!r&&c[0]!==n[u]){let p=this.ownerDocument.createElementNS(ki.svg,"title");p.textContent=n[u],this.appendChild(p)}})}function fa(e,{x:t,y:n,...r}={}){return r.frameAnchor===void 0&&([t,n]=Fn(t,n)),new ca(e,{...r,x:t,y:n})}function Dy(e,{x:t=xe,...n}={}){return new ca(e,Kk({...n,x:t}))}function Ly(e,{y:t=xe,...n}={}){return new ca(e,Vk({...n,y:t}))}function Oy(e,t,n){te(e,"text-anchor",t.textAnchor),te(e,"font-family",t.fontFamily),te(e,"font-size",t.fontSize),te(e,"font-style",t.fontStyle),te(e,"font-variant",t.fontVariant===void 0?I7(n):t.fontVariant),te(e,"font-weight",t.fontWeight)}function I7(e){return e&&(YS(e)||Ze(e))?"tabular-nums":void 0}var B7=new Set(["inherit","initial","revert","unset","xx-small","x-small","small","medium","large","x-large","xx-large","xxx-large","larger","smaller"]);function z7(e){return e==null||typeof e=="number"?[void 0,e]:typeof e!="string"?[e,void 0]:(e=e.trim().toLowerCase(),B7.has(e)||/^[+-]?\d*\.?\d+(e[+-]?\d+)?(\w*|%)$/.test(e)?[void 0,e]:[e,void 0])}function H7(e,t,n){let r=[],i,s=0;for(let[o,a,l]of F7(e)){if(i===void 0&&(i=o),s>i&&n(e,i,a)>t&&(r.push(e.slice(i,s)+(e[s-1]===Xk?"-":"")),i=o),l){r.push(e.slice(i,a)),i=void 0;continue}s=a}return r}function*F7(e){let t=0,n=0,r=e.length;for(;n<r;){let i=1;switch(e[n]){case Xk:case"-":++n,yield[t,n,!1],t=n;break;case" ":for(yield[t,n,!1];e[++n]===" ";);t=n;break;case"\r":e[n+1]===`
`&&++i;case`
`:yield[t,n,!0],n+=i,t=n;break;default:++n;break}}yield[t,n,!0]}var Uk={a:56,b:63,c:57,d:63,e:58,f:37,g:62,h:60,i:26,j:26,k:55,l:26,m:88,n:60,o:60,p:62,q:62,r:39,s:54,t:38,u:60,v:55,w:79,x:54,y:55,z:55,A:69,B:67,C:73,D:74,E:61,F:58,G:76,H:75,I:28,J:55,K:67,L:58,M:89,N:75,O:78,P:65,Q:78,R:67,S:65,T:65,U:75,V:69,W:98,X:69,Y:67,Z:67,0:64,1:48,2:62,3:64,4:66,5:63,6:65,7:58,8:65,9:65," ":29,"!":32,'"':49,"'":31,"(":39,")":39,",":31,"-":48,".":31,"/":32,":":31,";":31,"?":52,"\u2018":31,"\u2019":31,"\u201C":47,"\u201D":47,"\u2026":82};function gd(e,t=0,n=e.length){let r=0;for(let i=t;i<n;i=da(e,i))r+=Uk[e[i]]??(Zk(e,i)?120:Uk.e);return r}function bd(e,t=0,n=e.length){let r=0;for(let i=t;i<n;i=da(e,i))r+=Zk(e,i)?126:63;return r}function Ny({monospace:e,lineWidth:t,textOverflow:n}){if(n!=null||t==1/0)return s=>s.split(/\r\n?|\n/g);let r=e?bd:gd,i=t*100;return s=>H7(s,i,r)}function Iy({monospace:e,lineWidth:t,textOverflow:n}){if(n==null||t==1/0)return s=>s;let r=e?bd:gd,i=t*100;switch(n){case"clip-start":return s=>Gk(s,i,r,"");case"clip-end":return s=>Wk(s,i,r,"");case"ellipsis-start":return s=>Gk(s,i,r,Ys);case"ellipsis-middle":return s=>V7(s,i,r,Ys);case"ellipsis-end":return s=>Wk(s,i,r,Ys)}}var Ys="\u2026";function Xs(e,t,n,r){let i=[],s=0;for(let o=0,a=0,l=e.length;o<l;o=a){a=da(e,o);let u=n(e,o,a);if(s+u>t){for(s+=r;s>t&&o>0;)a=o,o=i.pop(),s-=n(e,o,a);return[o,t-s]}s+=u,i.push(o)}return[-1,0]}function Wk(e,t,n,r){e=e.trim();let i=n(r),[s]=Xs(e,t,n,i);return s<0?e:e.slice(0,s).trimEnd()+r}function V7(e,t,n,r){e=e.trim();let i=n(e);if(i<=t)return e;let s=n(r)/2,[o,a]=Xs(e,t/2,n,s),[l]=Xs(e,i-t/2-a+s,n,-s);return l<0?r:e.slice(0,o).trimEnd()+r+e.slice(da(e,l)).trimStart()}function Gk(e,t,n,r){e=e.trim();let i=n(e);if(i<=t)return e;let s=n(r),[o]=Xs(e,i-t+s,n,-s);return o<0?r:r+e.slice(da(e,o)).trimStart()}var Ay=/[\p{Combining_Mark}\p{Emoji_Modifier}]+/uy,Yk=new RegExp("\\p{Extended_Pictographic}","uy");function da(e,t){return t+=K7(e,t)?2:1,q7(e,t)&&(t=Ay.lastIndex),j7(e,t)?da(e,t+1):t}function Jk(e,t){return e.charCodeAt(t)<128}function K7(e,t){let n=e.charCodeAt(t);if(n>=55296&&n<56320){let r=e.charCodeAt(t+1);return r>=56320&&r<57344}return!1}function j7(e,t){return e.charCodeAt(t)===8205}function q7(e,t){return Jk(e,t)?!1:(Ay.lastIndex=t,Ay.test(e))}function Zk(e,t){return Jk(e,t)?!1:(Yk.lastIndex=t,Yk.test(e))}var U7={ariaLabel:"vector",fill:"none",stroke:"currentColor",strokeWidth:1.5,strokeLinejoin:"round",strokeLinecap:"round"},Qk=3.5,W7=Qk*5,eT={draw(e,t,n){let r=t*n/W7;e.moveTo(0,0),e.lineTo(0,-t),e.moveTo(-r,r-t),e.lineTo(0,-t),e.lineTo(r,r-t)}},G7={draw(e,t,n){e.moveTo(-n,0),e.lineTo(0,-t),e.lineTo(n,0)}},Y7=new Map([["arrow",eT],["spike",G7]]);function X7(e){return e&&typeof e.draw=="function"}function J7(e){if(X7(e))return e;let t=Y7.get(`${e}`.toLowerCase());if(t)return t;throw new Error(`invalid shape: ${e}`)}var yd=class extends $e{constructor(t,n={}){let{x:r,y:i,r:s=Qk,length:o,rotate:a,shape:l=eT,anchor:u="middle",frameAnchor:c}=n,[f,d]=Ue(o,12),[p,h]=Ue(a,0);super(t,{x:{value:r,scale:"x",optional:!0},y:{value:i,scale:"y",optional:!0},length:{value:f,scale:"length",optional:!0},rotate:{value:p,optional:!0}},n,U7),this.r=+s,this.length=d,this.rotate=h,this.shape=J7(l),this.anchor=Bt(u,"anchor",["start","middle","end"]),this.frameAnchor=Bi(c)}render(t,n,r,i,s){let{x:o,y:a}=n,{x:l,y:u,length:c,rotate:f}=r,{length:d,rotate:p,anchor:h,shape:g,r:y}=this,[b,v]=wr(this,i);return de("svg:g",s).call(He,this,i,s).call(Fe,this,{x:l&&o,y:u&&a}).call($=>$.selectAll().data(t).enter().append("path").call(Oe,this).attr("transform",ua`translate(${l?x=>l[x]:b},${u?x=>u[x]:v})${f?x=>` rotate(${f[x]})`:p?` rotate(${p})`:""}${h==="start"?"":h==="end"?c?x=>` translate(0,${c[x]})`:` translate(0,${d})`:c?x=>` translate(0,${c[x]/2})`:` translate(0,${d/2})`}`).attr("d",c?x=>{let k=rr();return g.draw(k,c[x],y),k}:(()=>{let x=rr();return g.draw(x,d,y),x})()).call(ct,this,r)).node()}};function tT(e,t={}){let{x:n=xe,...r}=t;return new yd(e,{...r,x:n})}function nT(e,t={}){let{y:n=xe,...r}=t;return new yd(e,{...r,y:n})}function Hi(e,t){return arguments.length<2&&!Gt(e)&&(t=e,e=null),t===void 0&&(t={}),[e,t]}function vd({anchor:e}={},t){return e===void 0?t[0]:Bt(e,"anchor",t)}function rT(e){return vd(e,["left","right"])}function iT(e){return vd(e,["right","left"])}function sT(e){return vd(e,["bottom","top"])}function oT(e){return vd(e,["top","bottom"])}function zy(){let[e,t]=Hi(...arguments);return uT("y",rT(t),e,t)}function aT(){let[e,t]=Hi(...arguments);return uT("fy",iT(t),e,t)}function Hy(){let[e,t]=Hi(...arguments);return cT("x",sT(t),e,t)}function lT(){let[e,t]=Hi(...arguments);return cT("fx",oT(t),e,t)}function uT(e,t,n,{color:r="currentColor",opacity:i=1,stroke:s=r,strokeOpacity:o=i,strokeWidth:a=1,fill:l=r,fillOpacity:u=i,textAnchor:c,textStroke:f,textStrokeOpacity:d,textStrokeWidth:p,tickSize:h=e==="y"?6:0,tickPadding:g,tickRotate:y,x:b,margin:v,marginTop:$=v===void 0?20:v,marginRight:x=v===void 0?t==="right"?40:0:v,marginBottom:k=v===void 0?20:v,marginLeft:_=v===void 0?t==="left"?40:0:v,label:S,labelAnchor:T,labelArrow:M,labelOffset:O,ariaLabel:E=`${e}-axis`,...L}){return h=Be(h),g=Be(g),y=Be(y),T!==void 0&&(T=Bt(T,"labelAnchor",["center","top","bottom"])),M=$T(M),vy(h&&!bt(s)?Z7(e,t,n,{stroke:s,strokeOpacity:o,strokeWidth:a,tickSize:h,tickPadding:g,tickRotate:y,x:b,ariaLabel:E,...L}):null,bt(l)?null:eL(e,t,n,{fill:l,fillOpacity:u,stroke:f,strokeOpacity:d,strokeWidth:p,textAnchor:c,tickSize:h,tickPadding:g,tickRotate:y,x:b,marginTop:$,marginRight:x,marginBottom:k,marginLeft:_,ariaLabel:E,...L}),!bt(l)&&S!==null?fa([],yT({fill:l,fillOpacity:u,...L},function(j,I,C,F,B){let Q=F[e],{marginTop:z,marginRight:V,marginBottom:G,marginLeft:J}=e==="y"&&B.inset||B,R=T??(Q.bandwidth?"center":"top"),X=O??(t==="right"?V:J)-3;return R==="center"?(this.textAnchor=void 0,this.lineAnchor=t==="right"?"bottom":"top",this.frameAnchor=t,this.rotate=-90):(this.textAnchor=t==="right"?"end":"start",this.lineAnchor=R,this.frameAnchor=`${R}-${t}`,this.rotate=0),this.dy=R==="top"?3-z:R==="bottom"?G-3:0,this.dx=t==="right"?X:-X,this.ariaLabel=`${E} label`,{facets:[[0]],channels:{text:{value:[xT(e,Q,{anchor:t,label:S,labelAnchor:R,labelArrow:M})]}}}})):null)}function cT(e,t,n,{color:r="currentColor",opacity:i=1,stroke:s=r,strokeOpacity:o=i,strokeWidth:a=1,fill:l=r,fillOpacity:u=i,textAnchor:c,textStroke:f,textStrokeOpacity:d,textStrokeWidth:p,tickSize:h=e==="x"?6:0,tickPadding:g,tickRotate:y,y:b,margin:v,marginTop:$=v===void 0?t==="top"?30:0:v,marginRight:x=v===void 0?20:v,marginBottom:k=v===void 0?t==="bottom"?30:0:v,marginLeft:_=v===void 0?20:v,label:S,labelAnchor:T,labelArrow:M,labelOffset:O,ariaLabel:E=`${e}-axis`,...L}){return h=Be(h),g=Be(g),y=Be(y),T!==void 0&&(T=Bt(T,"labelAnchor",["center","left","right"])),M=$T(M),vy(h&&!bt(s)?Q7(e,t,n,{stroke:s,strokeOpacity:o,strokeWidth:a,tickSize:h,tickPadding:g,tickRotate:y,y:b,ariaLabel:E,...L}):null,bt(l)?null:tL(e,t,n,{fill:l,fillOpacity:u,stroke:f,strokeOpacity:d,strokeWidth:p,textAnchor:c,tickSize:h,tickPadding:g,tickRotate:y,y:b,marginTop:$,marginRight:x,marginBottom:k,marginLeft:_,ariaLabel:E,...L}),!bt(l)&&S!==null?fa([],yT({fill:l,fillOpacity:u,...L},function(j,I,C,F,B){let Q=F[e],{marginTop:z,marginRight:V,marginBottom:G,marginLeft:J}=e==="x"&&B.inset||B,R=T??(Q.bandwidth?"center":"right"),X=O??(t==="top"?z:G)-3;return R==="center"?(this.frameAnchor=t,this.textAnchor=void 0):(this.frameAnchor=`${t}-${R}`,this.textAnchor=R==="right"?"end":"start"),this.lineAnchor=t,this.dy=t==="top"?-X:X,this.dx=R==="right"?V-3:R==="left"?3-J:0,this.ariaLabel=`${E} label`,{facets:[[0]],channels:{text:{value:[xT(e,Q,{anchor:t,label:S,labelAnchor:R,labelArrow:M})]}}}})):null)}function Z7(e,t,n,{strokeWidth:r=1,strokeLinecap:i=null,strokeLinejoin:s=null,facetAnchor:o=t+(e==="y"?"-empty":""),frameAnchor:a=t,tickSize:l,inset:u=0,insetLeft:c=u,insetRight:f=u,dx:d=0,y:p=e==="y"?void 0:null,ariaLabel:h,...g}){return pa(nT,e,n,{ariaLabel:`${h} tick`,ariaHidden:!0},{strokeWidth:r,strokeLinecap:i,strokeLinejoin:s,facetAnchor:o,frameAnchor:a,y:p,...g,dx:t==="left"?+d-ut+ +c:+d+ut-f,anchor:"start",length:l,shape:t==="left"?sL:oL})}function Q7(e,t,n,{strokeWidth:r=1,strokeLinecap:i=null,strokeLinejoin:s=null,facetAnchor:o=t+(e==="x"?"-empty":""),frameAnchor:a=t,tickSize:l,inset:u=0,insetTop:c=u,insetBottom:f=u,dy:d=0,x:p=e==="x"?void 0:null,ariaLabel:h,...g}){return pa(tT,e,n,{ariaLabel:`${h} tick`,ariaHidden:!0},{strokeWidth:r,strokeLinejoin:s,strokeLinecap:i,facetAnchor:o,frameAnchor:a,x:p,...g,dy:t==="bottom"?+d-ut-f:+d+ut+ +c,anchor:"start",length:l,shape:t==="bottom"?rL:iL})}function eL(e,t,n,{facetAnchor:r=t+(e==="y"?"-empty":""),frameAnchor:i=t,tickSize:s,tickRotate:o=0,tickPadding:a=Math.max(3,9-s)+(Math.abs(o)>60?4*Math.cos(o*ky):0),text:l,textAnchor:u=Math.abs(o)>60?"middle":t==="left"?"end":"start",lineAnchor:c=o>60?"top":o<-60?"bottom":"middle",fontVariant:f,inset:d=0,insetLeft:p=d,insetRight:h=d,dx:g=0,ariaLabel:y,y:b=e==="y"?void 0:null,...v}){return pa(Ly,e,n,{ariaLabel:`${y} tick label`},{facetAnchor:r,frameAnchor:i,text:l,textAnchor:u,lineAnchor:c,fontVariant:f,rotate:o,y:b,...v,dx:t==="left"?+g-s-a+ +p:+g+ +s+ +a-h},function($,x,k,_,S){f===void 0&&(this.fontVariant=wT($)),l===void 0&&(S.text=vT($,x,k,_,t))})}function tL(e,t,n,{facetAnchor:r=t+(e==="x"?"-empty":""),frameAnchor:i=t,tickSize:s,tickRotate:o=0,tickPadding:a=Math.max(3,9-s)+(Math.abs(o)>=10?4*Math.cos(o*ky):0),text:l,textAnchor:u=Math.abs(o)>=10?o<0^t==="bottom"?"start":"end":"middle",lineAnchor:c=Math.abs(o)>=10?"middle":t==="bottom"?"top":"bottom",fontVariant:f,inset:d=0,insetTop:p=d,insetBottom:h=d,dy:g=0,x:y=e==="x"?void 0:null,ariaLabel:b,...v}){return pa(Dy,e,n,{ariaLabel:`${b} tick label`},{facetAnchor:r,frameAnchor:i,text:l===void 0?null:l,textAnchor:u,lineAnchor:c,fontVariant:f,rotate:o,x:y,...v,dy:t==="bottom"?+g+ +s+ +a-h:+g-s-a+ +p},function($,x,k,_,S){f===void 0&&(this.fontVariant=wT($)),l===void 0&&(S.text=vT($,x,k,_,t))})}function fT(){let[e,t]=Hi(...arguments);return mT("y",rT(t),e,t)}function dT(){let[e,t]=Hi(...arguments);return mT("fy",iT(t),e,t)}function pT(){let[e,t]=Hi(...arguments);return gT("x",sT(t),e,t)}function hT(){let[e,t]=Hi(...arguments);return gT("fx",oT(t),e,t)}function mT(e,t,n,{y:r=e==="y"?void 0:null,x:i=null,x1:s=t==="left"?i:null,x2:o=t==="right"?i:null,ariaLabel:a=`${e}-grid`,ariaHidden:l=!0,...u}){return pa(At,e,n,{ariaLabel:a,ariaHidden:l},{y:r,x1:s,x2:o,...bT(u)})}function gT(e,t,n,{x:r=e==="x"?void 0:null,y:i=null,y1:s=t==="top"?i:null,y2:o=t==="bottom"?i:null,ariaLabel:a=`${e}-grid`,ariaHidden:l=!0,...u}){return pa(Ge,e,n,{ariaLabel:a,ariaHidden:l},{x:r,y1:s,y2:o,...bT(u)})}function bT({color:e="currentColor",opacity:t=.1,stroke:n=e,strokeOpacity:r=t,strokeWidth:i=1,...s}){return{stroke:n,strokeOpacity:r,strokeWidth:i,...s}}function yT({fill:e,fillOpacity:t,fontFamily:n,fontSize:r,fontStyle:i,fontVariant:s,fontWeight:o,monospace:a,pointerEvents:l,shapeRendering:u,clip:c=!1},f){return[,e]=Wt(e),[,t]=Ue(t),{facet:"super",x:null,y:null,fill:e,fillOpacity:t,fontFamily:n,fontSize:r,fontStyle:i,fontVariant:s,fontWeight:o,monospace:a,pointerEvents:l,shapeRendering:u,clip:c,initializer:f}}function pa(e,t,n,r,i,s){let o;function a(c,f,d,p,h,g){let y=c==null&&(t==="fx"||t==="fy"),{[t]:b}=p;if(!b)throw new Error(`missing scale: ${t}`);let v=b.domain(),{interval:$,ticks:x,tickFormat:k,tickSpacing:_=t==="x"?80:35}=i;if(typeof x=="string"&&_T(b)&&($=x,x=void 0),x===void 0&&(x=gr($,b.type)??nL(b,_)),c==null){if(Gt(x))c=mr(x);else if(Ii(x))c=By(x,..._t(v));else if(b.interval){let T=b.interval;if(b.ticks){let[M,O]=_t(v),E=(O-M)/T[jo];T=Cb(T,E/x)??T,c=By(T,M,O)}else{c=v;let M=c.length;T=Cb(T,M/x)??T,T!==b.interval&&(c=By(T,..._t(c)))}if(T===b.interval){let M=Math.round(c.length/x);M>1&&(c=c.filter((O,E)=>E%M===0))}}else b.ticks?c=b.ticks(x):c=v;if(!b.ticks&&c.length&&c!==v){let T=new er(v);c=c.filter(M=>T.has(M)),c.length||Yt(`Warning: the ${t}-axis ticks appear to not align with the scale domain, resulting in no ticks. Try different ticks?`)}t==="y"||t==="x"?f=[zt(c)]:o[t]={scale:t,value:xe}}s?.call(this,b,c,x,k,o);let S=Object.fromEntries(Object.entries(o).map(([T,M])=>[T,{...M,value:Le(c,M.value)}]));return y&&(f=g.filterFacets(c,S)),{data:c,facets:f,channels:S}}let l=ni(i).initializer,u=e(n,ni({...i,initializer:a},l));return n==null?(o=u.channels,u.channels={}):o={},r!==void 0&&Object.assign(u,r),u.clip===void 0&&(u.clip=!1),u}function nL(e,t){let[n,r]=_t(e.range());return(r-n)/t}function vT(e,t,n,r,i){return{value:eu(e,t,n,r,i)}}function eu(e,t,n,r,i){return typeof r=="function"&&!(e.type==="log"&&e.tickFormat)?r:r===void 0&&t&&Ze(t)?AS(e.type,t,i)??vr:e.tickFormat?e.tickFormat(typeof n=="number"?n:null,r):typeof r=="string"&&e.domain().length>0?(Ze(e.domain())?cr:ir)(r):r===void 0?vr:nn(r)}function By(e,t,n){return e.range(t,e.offset(e.floor(n)))}var rL={draw(e,t){e.moveTo(0,0),e.lineTo(0,t)}},iL={draw(e,t){e.moveTo(0,0),e.lineTo(0,-t)}},sL={draw(e,t){e.moveTo(0,0),e.lineTo(-t,0)}},oL={draw(e,t){e.moveTo(0,0),e.lineTo(t,0)}};function wT(e){return e.bandwidth&&!e.interval?void 0:"tabular-nums"}function xT(e,t,{anchor:n,label:r=t.label,labelAnchor:i,labelArrow:s}={}){if(!(r==null||r.inferred&&_T(t)&&/^(date|time|year)$/i.test(r))){if(r=String(r),s==="auto"&&(s=(!t.bandwidth||t.interval)&&!/[↑↓→←]/.test(r)),!s)return r;if(s===!0){let o=sk(t);o&&(s=/x$/.test(e)||i==="center"?/x$/.test(e)===o<0?"left":"right":o<0?"up":"down")}switch(s){case"left":return`\u2190 ${r}`;case"right":return`${r} \u2192`;case"up":return n==="right"?`${r} \u2191`:`\u2191 ${r}`;case"down":return n==="right"?`${r} \u2193`:`\u2193 ${r}`}return r}}function $T(e="auto"){return bt(e)?!1:typeof e=="boolean"?e:Bt(e,"labelArrow",["auto","up","right","down","left"])}function _T(e){return Ze(e.domain())}function ST(e,t){if(t==null)return t;let n=e(t);if(!n)throw new Error(`scale not found: ${t}`);return n}function kT(e,{opacity:t,...n}={}){if(!yr(e)&&!fy(e))throw new Error(`swatches legend requires ordinal or threshold color scale (not ${e.type})`);return RT(e,n,(r,i,s,o)=>r.append("svg").attr("width",s).attr("height",o).attr("fill",i.scale).attr("fill-opacity",Ue(t)[1]).append("rect").attr("width","100%").attr("height","100%"))}function TT(e,{fill:t=e.hint?.fill!==void 0?e.hint.fill:"none",fillOpacity:n=1,stroke:r=e.hint?.stroke!==void 0?e.hint.stroke:bt(t)?"currentColor":"none",strokeOpacity:i=1,strokeWidth:s=1.5,r:o=4.5,...a}={},l){let[u,c]=Wt(t),[f,d]=Wt(r),p=ST(l,u),h=ST(l,f),g=o*o*Math.PI;return n=Ue(n)[1],i=Ue(i)[1],s=Ue(s)[1],RT(e,a,(y,b,v,$)=>y.append("svg").attr("viewBox","-8 -8 16 16").attr("width",v).attr("height",$).attr("fill",u==="color"?x=>p.scale(x):c).attr("fill-opacity",n).attr("stroke",f==="color"?x=>h.scale(x):d).attr("stroke-opacity",i).attr("stroke-width",s).append("path").attr("d",x=>{let k=rr();return e.scale(x).draw(k,g),k}))}function RT(e,t={},n){let{columns:r,tickFormat:i,fontVariant:s=fd(e),swatchSize:o=15,swatchWidth:a=o,swatchHeight:l=o,marginLeft:u=0,className:c,style:f,width:d}=t,p=sa(t);c=oa(c),i=eu(e.scale,e.domain,void 0,i);let h=de("div",p).attr("class",`${c}-swatches ${c}-swatches-${r!=null?"columns":"wrap"}`),g;return r!=null?(g=`:where(.${c}-swatches-columns .${c}-swatch) {
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
}`,h.style("columns",r).selectAll().data(e.domain).enter().append("div").attr("class",`${c}-swatch`).call(n,e,a,l).call(y=>y.append("div").attr("class",`${c}-swatch-label`).attr("title",i).text(i))):(g=`:where(.${c}-swatches-wrap) {
  display: flex;
  align-items: center;
  min-height: 33px;
  flex-wrap: wrap;
}
:where(.${c}-swatches-wrap .${c}-swatch) {
  display: inline-flex;
  align-items: center;
  margin-right: 1em;
}`,h.selectAll().data(e.domain).enter().append("span").attr("class",`${c}-swatch`).call(n,e,a,l).append(function(){return this.ownerDocument.createTextNode(i.apply(this,arguments))})),h.call(y=>y.insert("style","*").text(`:where(.${c}-swatches) {
  font-family: system-ui, sans-serif;
  font-size: 10px;
  margin-bottom: 0.5em;
}
:where(.${c}-swatch > svg) {
  margin-right: 0.5em;
  overflow: visible;
}
${g}`)).style("margin-left",u?`${+u}px`:null).style("width",d===void 0?null:`${+d}px`).style("font-variant",We(s,"normal")).call(aa,f).node()}var Fy=new Map([["symbol",TT],["color",ET],["opacity",aL]]);function CT(e,t,n={}){return(r,i)=>{if(!Fy.has(r))throw new Error(`unknown legend type: ${r}`);if(r in e)return Fy.get(r)(e[r],MT(t,n[r],i),s=>e[s])}}function MT({className:e,...t},{label:n,ticks:r,tickFormat:i}={},s){return ZS(s,{className:e,...t},{label:n,ticks:r,tickFormat:i})}function ET(e,{legend:t=!0,...n}){if(t===!0&&(t=e.type==="ordinal"?"swatches":"ramp"),e.domain!==void 0)switch(`${t}`.toLowerCase()){case"swatches":return kT(e,n);case"ramp":return Pk(e,n);default:throw new Error(`unknown legend type: ${t}`)}}function aL({type:e,interpolate:t,...n},{legend:r=!0,color:i=In(0,0,0),...s}){if(!t)throw new Error(`${e} opacity scales are not supported`);if(r===!0&&(r="ramp"),`${r}`.toLowerCase()!=="ramp")throw new Error(`${r} opacity legends are not supported`);return ET({type:e,...n,interpolate:lL(i)},{legend:r,...s})}function lL(e){let{r:t,g:n,b:r}=In(e)||In(0,0,0);return i=>`rgba(${t},${n},${r},${i})`}function AT(e,t,n){let r=[];for(let[i,s]of Fy){let o=n[i];if(o?.legend&&i in e){let a=s(e[i],MT(t,e[i],o),l=>e[l]);a!=null&&r.push(a)}}return r}function ha(e={},t="y"){return Bb(e)?e:{...e,[t]:xe}}function PT(e,t){if(t.length===1)return{data:e,facets:t};let n=Ni(e),r=new Uint8Array(n),i=0;for(let a of t)for(let l of a)r[l]&&++i,r[l]=1;if(i===0)return{data:e,facets:t};e=Li(e);let s=e[Ab]=new Uint32Array(n+i);t=t.map(a=>Li(a,Uint32Array));let o=n;r.fill(0);for(let a of t)for(let l=0,u=a.length;l<u;++l){let c=a[l];r[c]?(a[l]=o,e[o]=e[c],s[o]=c,++o):s[c]=c,r[c]=1}return{data:e,facets:t}}function uL(e={},t={}){arguments.length===1&&([e,t]=cL(e));let{x1:n,x:r=n,y:i,...s}=t,[o,a,l,u]=dL(r,i,"x","y",e,s);return{...o,x1:n,x:a,y1:l,y2:u,y:jl(l,u)}}function ma({y:e,y1:t,y2:n,...r}={}){return r=Ws(r,"x"),t===void 0&&n===void 0?uL({y:e,...r}):([t,n]=FS(e,t,n),{...r,y1:t,y2:n})}function cL(e){let{offset:t,order:n,reverse:r,...i}=e;return[{offset:t,order:n,reverse:r},i]}var fL={length:!0};function dL(e,t=NS,n,r,{offset:i,order:s,reverse:o},a){if(t===null)throw new Error(`stack requires ${r}`);let l=Go(a),[u,c]=Tn(e),[f,d]=Yo(t),[p,h]=Yo(t);return f.hint=p.hint=fL,i=pL(i),s=gL(s,i,r),[Us(a,(g,y,b)=>{({data:g,facets:y}=PT(g,y));let v=e==null?void 0:c(ql(Le(g,e),b?.[n])),$=Le(g,t,Float64Array),x=Le(g,l),k=s&&s(g,v,$,x),_=Ni(g),S=d(new Float64Array(_)),T=h(new Float64Array(_)),M=[];for(let O of y){let E=v?Array.from(ys(O,L=>v[L]).values()):[O];if(k)for(let L of E)L.sort(k);for(let L of E){let j=0,I=0;o&&L.reverse();for(let C of L){let F=$[C];F<0?j=T[C]=(S[C]=j)+F:F>0?I=T[C]=(S[C]=I)+F:T[C]=S[C]=I}}M.push(E)}return i&&i(M,S,T,x),{data:g,facets:y}}),u,f,p]}function pL(e){if(e!=null){if(typeof e=="function")return e;switch(`${e}`.toLowerCase()){case"expand":case"normalize":return hL;case"center":case"silhouette":return mL;case"wiggle":return NT}throw new Error(`unknown offset: ${e}`)}}function OT(e,t){let n=0,r=0;for(let i of e){let s=t[i];s<n&&(n=s),s>r&&(r=s)}return[n,r]}function hL(e,t,n){for(let r of e)for(let i of r){let[s,o]=OT(i,n);for(let a of i){let l=1/(o-s||1);t[a]=l*(t[a]-s),n[a]=l*(n[a]-s)}}}function mL(e,t,n){for(let r of e){for(let i of r){let[s,o]=OT(i,n);for(let a of i){let l=(o+s)/2;t[a]-=l,n[a]-=l}}IT(r,t,n)}BT(e,t,n)}function NT(e,t,n,r){for(let i of e){let s=new pn,o=0;for(let a of i){let l=-1,u=a.map(p=>Math.abs(n[p]-t[p])),c=a.map(p=>{l=r?r[p]:++l;let h=n[p]-t[p],g=s.has(l)?h-s.get(l):0;return s.set(l,h),g}),f=[0,...px(c)];for(let p of a)t[p]+=o,n[p]+=o;let d=Ln(u);d&&(o-=Ln(u,(p,h)=>(c[h]/2+f[h])*p)/d)}IT(i,t,n)}BT(e,t,n)}function IT(e,t,n){let r=hn(e,i=>hn(i,s=>t[s]));for(let i of e)for(let s of i)t[s]-=r,n[s]-=r}function BT(e,t,n){let r=e.length;if(r===1)return;let i=e.map(a=>a.flat()),s=i.map(a=>(hn(a,l=>t[l])+Lt(a,l=>n[l]))/2),o=hn(s);for(let a=0;a<r;a++){let l=o-s[a];for(let u of i[a])t[u]+=l,n[u]+=l}}function gL(e,t,n){if(e===void 0&&t===NT)return DT(Et);if(e!=null){if(typeof e=="string"){let r=e.startsWith("-"),i=r?zs:Et;switch((r?e.slice(1):e).toLowerCase()){case"value":case n:return bL(i);case"z":return yL(i);case"sum":return vL(i);case"appearance":return wL(i);case"inside-out":return DT(i)}return LT(Db(e))}if(typeof e=="function")return(e.length===1?LT:xL)(e);if(Bn(e))return $L(e);throw new Error(`invalid order: ${e}`)}}function bL(e){return(t,n,r)=>(i,s)=>e(r[i],r[s])}function yL(e){return(t,n,r,i)=>(s,o)=>e(i[s],i[o])}function vL(e){return wd(e,(t,n,r,i)=>Oc(zt(t),s=>Ln(s,o=>r[o]),s=>i[s]))}function wL(e){return wd(e,(t,n,r,i)=>Oc(zt(t),s=>n[Th(s,o=>r[o])],s=>i[s]))}function DT(e){return wd(e,(t,n,r,i)=>{let s=zt(t),o=Oc(s,f=>n[Th(f,d=>r[d])],f=>i[f]),a=jr(s,f=>Ln(f,d=>r[d]),f=>i[f]),l=[],u=[],c=0;for(let f of o)c<0?(c+=a.get(f),l.push(f)):(c-=a.get(f),u.push(f));return u.reverse().concat(l)})}function LT(e){return t=>{let n=Le(t,e);return(r,i)=>Et(n[r],n[i])}}function xL(e){return t=>Bn(t)?(n,r)=>e(t[n],t[r]):(n,r)=>e(t.get(n),t.get(r))}function $L(e){return wd(Et,()=>e)}function wd(e,t){return(n,r,i,s)=>{if(!s)throw new Error("missing channel: z");let o=new pn(t(n,r,i,s).map((a,l)=>[a,l]));return(a,l)=>e(o.get(s[a]),o.get(s[l]))}}var _L={ariaLabel:"rect"},_d=class extends $e{constructor(t,n={}){let{x1:r,y1:i,x2:s,y2:o}=n;super(t,{x1:{value:r,scale:"x",type:r!=null&&s==null?"band":void 0,optional:!0},y1:{value:i,scale:"y",type:i!=null&&o==null?"band":void 0,optional:!0},x2:{value:s,scale:"x",optional:!0},y2:{value:o,scale:"y",optional:!0}},n,_L),tu(this,n),nu(this,n)}render(t,n,r,i,s){let{x:o,y:a}=n,{x1:l,y1:u,x2:c,y2:f}=r,{marginTop:d,marginRight:p,marginBottom:h,marginLeft:g,width:y,height:b}=i,{projection:v}=s,{insetTop:$,insetRight:x,insetBottom:k,insetLeft:_}=this,{rx:S,ry:T,rx1y1:M,rx1y2:O,rx2y1:E,rx2y2:L}=this;(l||c)&&!v&&Kn(o)&&(l=c=null),(u||f)&&!v&&Kn(a)&&(u=f=null);let j=o?.bandwidth?o.bandwidth():0,I=a?.bandwidth?a.bandwidth():0;return de("svg:g",s).call(He,this,i,s).call(Fe,this,{},0,0).call(C=>C.selectAll().data(t).enter().call(M||O||E||L?F=>F.append("path").call(Oe,this).call(ru,l&&c?B=>l[B]+(c[B]<l[B]?-x:_):l?B=>l[B]+_:g+_,u&&f?B=>u[B]+(f[B]<u[B]?-k:$):u?B=>u[B]+$:d+$,l&&c?B=>c[B]-(c[B]<l[B]?-_:x):l?B=>l[B]+j-x:y-p-x,u&&f?B=>f[B]-(f[B]<u[B]?-$:k):u?B=>u[B]+I-k:b-h-k,this).call(ct,this,r):F=>F.append("rect").call(Oe,this).attr("x",l?c?B=>Math.min(l[B],c[B])+_:B=>l[B]+_:g+_).attr("y",u?f?B=>Math.min(u[B],f[B])+$:B=>u[B]+$:d+$).attr("width",l?c?B=>Math.max(0,Math.abs(c[B]-l[B])+j-_-x):j-_-x:y-p-g-x-_).attr("height",u?f?B=>Math.max(0,Math.abs(u[B]-f[B])+I-$-k):I-$-k:b-d-h-$-k).call(te,"rx",S).call(te,"ry",T).call(ct,this,r))).node()}};function tu(e,{inset:t=0,insetTop:n=t,insetRight:r=t,insetBottom:i=t,insetLeft:s=t}={}){e.insetTop=Be(n),e.insetRight=Be(r),e.insetBottom=Be(i),e.insetLeft=Be(s)}function nu(e,{r:t,rx:n,ry:r,rx1:i=t,ry1:s=t,rx2:o=t,ry2:a=t,rx1y1:l=i!==void 0?+i:s!==void 0?+s:0,rx1y2:u=i!==void 0?+i:a!==void 0?+a:0,rx2y1:c=o!==void 0?+o:s!==void 0?+s:0,rx2y2:f=o!==void 0?+o:a!==void 0?+a:0}={}){l||u||c||f?(e.rx1y1=l,e.rx1y2=u,e.rx2y1=c,e.rx2y2=f):(e.rx=We(n,"auto"),e.ry=We(r,"auto"))}function ru(e,t,n,r,i,s){let{rx1y1:o,rx1y2:a,rx2y1:l,rx2y2:u}=s;typeof t!="function"&&(t=nn(t)),typeof n!="function"&&(n=nn(n)),typeof r!="function"&&(r=nn(r)),typeof i!="function"&&(i=nn(i));let c=Math.max(Math.abs(o+l),Math.abs(a+u)),f=Math.max(Math.abs(o+a),Math.abs(l+u));e.attr("d",d=>{let p=t(d),h=n(d),g=r(d),y=i(d),b=p>g,v=h>y,$=b?g:p,x=b?p:g,k=v?y:h,_=v?h:y,S=Math.min(1,(x-$)/c,(_-k)/f),T=S*(b?v?u:l:v?a:o),M=S*(b?v?a:o:v?u:l),O=S*(b?v?o:a:v?l:u),E=S*(b?v?l:u:v?o:a);return`M${$},${k+$d(T,E)}A${T},${T} 0 0 ${T<0?0:1} ${$+xd(T,E)},${k}H${x-xd(M,O)}A${M},${M} 0 0 ${M<0?0:1} ${x},${k+$d(M,O)}V${_-$d(O,M)}A${O},${O} 0 0 ${O<0?0:1} ${x-xd(O,M)},${_}H${$+xd(E,T)}A${E},${E} 0 0 ${E<0?0:1} ${$},${_-$d(E,T)}Z`})}function xd(e,t){return t<0?e:Math.abs(e)}function $d(e,t){return t<0?Math.abs(e):e}function Fi(e,t={}){return jf(t)||(t={...t,x:zn,y2:xe,interval:1}),new _d(e,ma(Fk(ha(t))))}var SL={ariaLabel:"frame",fill:"none",stroke:"currentColor",clip:!1},kL={ariaLabel:"frame",fill:null,stroke:"currentColor",strokeLinecap:"square",clip:!1},Sd=class extends $e{constructor(t={}){let{anchor:n=null}=t;super(qo,void 0,t,n==null?SL:kL),this.anchor=Ib(n,"anchor",["top","right","bottom","left"]),tu(this,t),n||nu(this,t)}render(t,n,r,i,s){let{marginTop:o,marginRight:a,marginBottom:l,marginLeft:u,width:c,height:f}=i,{anchor:d,insetTop:p,insetRight:h,insetBottom:g,insetLeft:y}=this,{rx:b,ry:v,rx1y1:$,rx1y2:x,rx2y1:k,rx2y2:_}=this,S=u+y,T=c-a-h,M=o+p,O=f-l-g;return de(d?"svg:line":$||x||k||_?"svg:path":"svg:rect",s).datum(0).call(He,this,i,s).call(Oe,this).call(ct,this,r).call(Fe,this,{}).call(d==="left"?E=>E.attr("x1",S).attr("x2",S).attr("y1",M).attr("y2",O):d==="right"?E=>E.attr("x1",T).attr("x2",T).attr("y1",M).attr("y2",O):d==="top"?E=>E.attr("x1",S).attr("x2",T).attr("y1",M).attr("y2",M):d==="bottom"?E=>E.attr("x1",S).attr("x2",T).attr("y1",O).attr("y2",O):$||x||k||_?E=>E.call(ru,S,M,T,O,this):E=>E.attr("x",S).attr("y",M).attr("width",T-S).attr("height",O-M).attr("rx",b).attr("ry",v)).node()}};function iu(e){return new Sd(e)}var Vy={ariaLabel:"tip",fill:"var(--plot-background)",stroke:"currentColor"},TL=new Set(["geometry","href","src","ariaLabel","scales"]),Ky=class extends $e{constructor(t,n={}){n.tip&&(n={...n,tip:!1}),n.title===void 0&&Gt(t)&&Wf(t)&&(n={...n,title:xe});let{x:r,y:i,x1:s,x2:o,y1:a,y2:l,anchor:u,preferredAnchor:c="bottom",monospace:f,fontFamily:d=f?"ui-monospace, monospace":void 0,fontSize:p,fontStyle:h,fontVariant:g,fontWeight:y,lineHeight:b=1,lineWidth:v=20,frameAnchor:$,format:x,textAnchor:k="start",textOverflow:_,textPadding:S=8,title:T,pointerSize:M=12,pathFilter:O="drop-shadow(0 3px 4px rgba(0,0,0,0.2))"}=n;super(t,{x:{value:s!=null&&o!=null?null:r,scale:"x",optional:!0},y:{value:a!=null&&l!=null?null:i,scale:"y",optional:!0},x1:{value:s,scale:"x",optional:o==null},y1:{value:a,scale:"y",optional:l==null},x2:{value:o,scale:"x",optional:s==null},y2:{value:l,scale:"y",optional:a==null},title:{value:T,optional:!0}},n,Vy),this.anchor=Yf(u,"anchor"),this.preferredAnchor=Yf(c,"preferredAnchor"),this.frameAnchor=Bi($),this.textAnchor=We(k,"middle"),this.textPadding=+S,this.pointerSize=+M,this.pathFilter=Qe(O),this.lineHeight=+b,this.lineWidth=+v,this.textOverflow=Py(_),this.monospace=!!f,this.fontFamily=Qe(d),this.fontSize=Be(p),this.fontStyle=Qe(h),this.fontVariant=Qe(g),this.fontWeight=Qe(y);for(let E in Vy)E in this.channels&&(this[E]=Vy[E]);this.splitLines=Ny(this),this.clipLine=Iy(this),this.format=typeof x=="string"||typeof x=="function"?{title:x}:{...x}}render(t,n,r,i,s){let o=this,{x:a,y:l,fx:u,fy:c}=n,{ownerSVGElement:f,document:d}=s,{anchor:p,monospace:h,lineHeight:g,lineWidth:y}=this,{textPadding:b,pointerSize:v,pathFilter:$}=this,{marginTop:x,marginLeft:k}=i,{x1:_,y1:S,x2:T,y2:M,x:O=_??T,y:E=S??M}=r,L=u?u(t.fx)-k:0,j=c?c(t.fy)-x:0,[I,C]=wr(this,i),F=_y(r,I),B=Sy(r,C),Q=h?bd:gd,z=Q(Ys),V,G;"title"in r?(V=FT.call(this,{title:r.channels.title},n),G=EL):(V=FT.call(this,r.channels,n),G=AL);let J=de("svg:g",s).call(He,this,i,s).call(Oy,this).call(Fe,this,{x:O&&a,y:E&&l}).call(ne=>ne.selectAll().data(t).enter().append("g").attr("transform",pe=>`translate(${Math.round(F(pe))},${Math.round(B(pe))})`).call(Oe,this).call(pe=>pe.append("path").attr("filter",$)).call(pe=>pe.append("text").each(function(Y){let re=On(this);this.setAttribute("fill","currentColor"),this.setAttribute("fill-opacity",1),this.setAttribute("stroke","none");let N=G.call(o,Y,t,V,n,r);if(typeof N=="string")for(let q of o.splitLines(N))R(re,{value:o.clipLine(q)});else{let q=new Set;for(let Z of N){let{label:D=""}=Z;D&&q.has(D)||(q.add(D),R(re,Z))}}})));function R(ne,{label:pe,value:Y,color:re,opacity:N}){pe??="",Y??="";let q=re!=null||N!=null,Z,D=y*100,[me]=Xs(pe,D,Q,z);if(me>=0)pe=pe.slice(0,me).trimEnd()+Ys,Z=Y.trim(),Y="";else{(pe||!Y&&!q)&&(Y=" "+Y);let[be]=Xs(Y,D-Q(pe),Q,z);be>=0&&(Z=Y.trim(),Y=Y.slice(0,be).trimEnd()+Ys)}let ee=ne.append("tspan").attr("x",0).attr("dy",`${g}em`).text("\u200B");pe&&ee.append("tspan").attr("font-weight","bold").text(pe),Y&&ee.append(()=>d.createTextNode(Y)),q&&ee.append("tspan").text(" \u25A0").attr("fill",re).attr("fill-opacity",N).style("user-select","none"),Z&&ee.append("title").text(Z)}function X(){let{width:ne,height:pe}=i.facet??i;J.selectChildren().each(function(Y){let{x:re,width:N,height:q}=this.getBBox();N=Math.round(N),q=Math.round(q);let Z=p;if(Z===void 0){let ee=F(Y)+L,be=B(Y)+j,De=ee+N+v+b*2<ne,kt=ee-N-v-b*2>0,gi=be+q+v+b*2<pe,ns=be-q-v-b*2>0;Z=De&&kt?gi&&ns?o.preferredAnchor:ns?"bottom":"top":gi&&ns?De?"left":"right":(De||kt)&&(gi||ns)?`${ns?"bottom":"top"}-${De?"left":"right"}`:o.preferredAnchor}let D=this.firstChild,me=this.lastChild;if(D.setAttribute("d",ML(Z,v,b,N,q)),re)for(let ee of me.childNodes)ee.setAttribute("x",-re);me.setAttribute("y",`${+RL(Z,me.childNodes.length,g).toFixed(6)}em`),me.setAttribute("transform",`translate(${CL(Z,v,b,N,q)})`)}),J.attr("visibility",null)}return t.length&&(J.attr("visibility","hidden"),f.isConnected?Promise.resolve().then(X):typeof requestAnimationFrame<"u"&&requestAnimationFrame(X)),J.node()}};function qT(e,{x:t,y:n,...r}={}){return r.frameAnchor===void 0&&([t,n]=Fn(t,n)),new Ky(e,{...r,x:t,y:n})}function RL(e,t,n){return/^top(?:-|$)/.test(e)?.94-n:-.29-t*n}function CL(e,t,n,r,i){switch(e){case"middle":return[-r/2,i/2];case"top-left":return[n,t+n];case"top":return[-r/2,t/2+n];case"top-right":return[-r-n,t+n];case"right":return[-t/2-r-n,i/2];case"bottom-left":return[n,-t-n];case"bottom":return[-r/2,-t/2-n];case"bottom-right":return[-r-n,-t-n];case"left":return[n+t/2,i/2]}}function ML(e,t,n,r,i){let s=r+n*2,o=i+n*2;switch(e){case"middle":return`M${-s/2},${-o/2}h${s}v${o}h${-s}z`;case"top-left":return`M0,0l${t},${t}h${s-t}v${o}h${-s}z`;case"top":return`M0,0l${t/2},${t/2}h${(s-t)/2}v${o}h${-s}v${-o}h${(s-t)/2}z`;case"top-right":return`M0,0l${-t},${t}h${t-s}v${o}h${s}z`;case"right":return`M0,0l${-t/2},${-t/2}v${t/2-o/2}h${-s}v${o}h${s}v${t/2-o/2}z`;case"bottom-left":return`M0,0l${t},${-t}h${s-t}v${-o}h${-s}z`;case"bottom":return`M0,0l${t/2},${-t/2}h${(s-t)/2}v${-o}h${-s}v${o}h${(s-t)/2}z`;case"bottom-right":return`M0,0l${-t},${-t}h${t-s}v${-o}h${s}z`;case"left":return`M0,0l${t/2},${-t/2}v${t/2-o/2}h${s}v${o}h${-s}v${t/2-o/2}z`}}function FT(e,t){let n={},r=this.format;r=VT(r,e,"x"),r=VT(r,e,"y"),this.format=r;for(let i in r){let s=r[i];if(!(s===null||s===!1))if(i==="fx"||i==="fy")n[i]=!0;else{let o=Qb(e,i);o&&(n[i]=o)}}for(let i in e){if(i in n||i in r||TL.has(i)||(i==="x"||i==="y")&&e.geometry)continue;let s=Qb(e,i);if(s){if(s.scale==null&&s.defaultScale==="color")continue;n[i]=s}}this.facet&&(t.fx&&!("fx"in r)&&(n.fx=!0),t.fy&&!("fy"in r)&&(n.fy=!0));for(let i in n){let s=this.format[i];if(typeof s=="string"){let o=n[i]?.value??t[i]?.domain()??[];this.format[i]=(Ze(o)?cr:ir)(s)}else if(s===void 0||s===!0){let o=t[i];this.format[i]=o?.bandwidth?eu(o,o.domain()):vr}}return n}function VT(e,t,n){if(!(n in e))return e;let r=`${n}1`,i=`${n}2`;if((r in e||!(r in t))&&(i in e||!(i in t)))return e;let s=Object.entries(e),o=e[n];return s.splice(s.findIndex(([a])=>a===n)+1,0,[r,o],[i,o]),Object.fromEntries(s)}function EL(e,t,{title:n}){return this.format.title(n.value[e],e)}function*AL(e,t,n,r,i){for(let s in n){if(s==="fx"||s==="fy"){yield{label:kd(r,n,s),value:this.format[s](t[s],e)};continue}if(s==="x1"&&"x2"in n||s==="y1"&&"y2"in n)continue;let o=n[s];if(s==="x2"&&"x1"in n)yield{label:jT(r,n,"x"),value:KT(this.format.x2,n.x1,o,e)};else if(s==="y2"&&"y1"in n)yield{label:jT(r,n,"y"),value:KT(this.format.y2,n.y1,o,e)};else{let a=o.value[e],l=o.scale;if(!Sn(a)&&l==null)continue;yield{label:kd(r,n,s),value:this.format[s](a,e),color:l==="color"?i[s][e]:null,opacity:l==="opacity"?i[s][e]:null}}}}function KT(e,t,n,r){return n.hint?.length?`${e(n.value[r]-t.value[r],r)}`:`${e(t.value[r],r)}\u2013${e(n.value[r],r)}`}function jT(e,t,n){let r=kd(e,t,`${n}1`,n),i=kd(e,t,`${n}2`,n);return r===i?r:`${r}\u2013${i}`}function kd(e,t,n,r=n){let i=t[n],s=e[i?.scale??n];return String(s?.label??i?.label??r)}function Pe(e={}){let{facet:t,style:n,title:r,subtitle:i,caption:s,ariaLabel:o,ariaDescription:a}=e,l=oa(e.className),u=e.marks===void 0?[]:WT(e.marks);u.push(...IL(u));let c=OL(t,e),f=new Map;for(let z of u){let V=GT(z,c,e);V&&f.set(z,V)}let d=new Map;c&&su(d,[c],e),su(d,f,e);let p=WT(BL(u,d,e));for(let z of p){let V=GT(z,c,e);V&&f.set(z,V)}u.unshift(...p);let h=ck(d,e);if(h!==void 0){let z=c?sd(h,c):void 0;for(let G of u){if(G.facet===null||G.facet==="super")continue;let J=f.get(G);J!==void 0&&(J.facetsIndex=G.fx!=null||G.fy!=null?sd(h,J):z)}let V=new Set;for(let{facetsIndex:G}of f.values())G?.forEach((J,R)=>{J?.length>0&&V.add(R)});h.forEach(0<V.size&&V.size<h.length?(G,J)=>G.empty=!V.has(J):G=>G.empty=!1);for(let G of u)if(G.facet==="exclude"){let J=f.get(G);J!==void 0&&(J.facetsIndex=pk(J.facetsIndex))}}for(let z of Re.keys())Uo(e[z])&&z!=="fx"&&z!=="fy"&&d.set(z,[]);let g=new Map;for(let z of u){if(g.has(z))throw new Error("duplicate mark; each mark must be unique");let{facetsIndex:V,channels:G}=f.get(z)??{},{data:J,facets:R,channels:X}=z.initialize(V,G,e);Uy(X,e),g.set(z,{data:J,facets:R,channels:X})}let y=Jl(su(d,g,e),e),b=Ck(y,u,e);ik(y,b);let v=uy(y),{fx:$,fy:x}=v,k=$||x?cy(y,b):b,_=$||x?qL(v,b):b,S=sa(e),T=S.document,M=ko("svg").call(T.documentElement),O=M;S.ownerSVGElement=M,S.className=l,S.projection=gk(e,k),S.path=function(){return kl(this.projection??$k(v))},S.filterFacets=(z,V)=>sd(h,{channels:V,groups:rd(z,V)}),S.getMarkState=z=>{let V=g.get(z),G=f.get(z);return{...V,channels:{...V.channels,...G?.channels}}},S.dispatchValue=z=>{O.value!==z&&(O.value=z,O.dispatchEvent(new S.document.defaultView.Event("input",{bubbles:!0})))};let E=new Set;for(let[z,V]of g)if(z.initializer!=null){let G=z.facet==="super"?_:k,J=z.initializer(V.data,V.facets,V.channels,v,G,S);if(J.data!==void 0&&(V.data=J.data),J.facets!==void 0&&(V.facets=J.facets),J.channels!==void 0){let{fx:R,fy:X,...ne}=J.channels;LL(ne),Object.assign(V.channels,ne);for(let pe of Object.values(ne)){let{scale:Y}=pe;Y!=null&&!n2(Re.get(Y))&&(JT(pe,e),E.add(Y))}(R!=null||X!=null)&&f.set(z,!0)}}if(E.size){let z=new Map;su(z,g,e,R=>E.has(R)),su(d,g,e,R=>E.has(R));let V=jL(Jl(z,e),y),{scales:G,...J}=uy(V);Object.assign(y,V),Object.assign(v,J),Object.assign(v.scales,G)}let L,j;h!==void 0&&(L={x:$?.domain(),y:x?.domain()},h=fk(h,L),j=dk($,x,b));for(let[z,V]of g)V.values=z.scale(V.channels,v,S);let{width:I,height:C}=b;On(M).attr("class",l).attr("fill","currentColor").attr("font-family","system-ui, sans-serif").attr("font-size",10).attr("text-anchor","middle").attr("width",I).attr("height",C).attr("viewBox",`0 0 ${I} ${C}`).attr("aria-label",o).attr("aria-description",a).call(z=>z.append("style").text(`:where(.${l}) {
  --plot-background: white;
  display: block;
  height: auto;
  height: intrinsic;
  max-width: 100%;
}
:where(.${l} text),
:where(.${l} tspan) {
  white-space: pre;
}`)).call(aa,n);for(let z of u){let{channels:V,values:G,facets:J}=g.get(z);if(h===void 0||z.facet==="super"){let R=null;if(J&&(R=J[0],R=z.filter(R,V,G),R.length===0))continue;let X=z.render(R,v,G,_,S);if(X==null)continue;M.appendChild(X)}else{let R;for(let X of h){if(!(z.facetAnchor?.(h,L,X)??!X.empty))continue;let ne=null;if(J){let Y=f.has(z);if(ne=J[Y?X.i:0],ne=z.filter(ne,V,G),ne.length===0)continue;!Y&&ne===J[0]&&(ne=VS(ne)),ne.fx=X.x,ne.fy=X.y,ne.fi=X.i}let pe=z.render(ne,v,G,k,S);if(pe!=null){(R??=On(M).append("g")).append(()=>pe).datum(X);for(let Y of["aria-label","aria-description","aria-hidden","transform"])pe.hasAttribute(Y)&&(R.attr(Y,pe.getAttribute(Y)),pe.removeAttribute(Y))}}R?.selectChildren().each(j)}}let F=AT(y,S,e),{figure:B=r!=null||i!=null||s!=null||F.length>0}=e;B&&(O=T.createElement("figure"),O.className=`${l}-figure`,O.style.maxWidth="initial",r!=null&&O.append(UT(T,r,"h2")),i!=null&&O.append(UT(T,i,"h3")),O.append(...F,M),s!=null&&O.append(PL(T,s)),"value"in M&&(O.value=M.value,delete M.value)),O.scale=lk(v.scales),O.legend=CT(y,S,e);let Q=z2();return Q>0&&On(M).append("text").attr("x",I).attr("y",20).attr("dy","-1em").attr("text-anchor","end").attr("font-family","initial").text("\u26A0\uFE0F").append("title").text(`${Q.toLocaleString("en-US")} warning${Q===1?"":"s"}. Please check the console.`),O}function UT(e,t,n){if(t.ownerDocument)return t;let r=e.createElement(n);return r.append(t),r}function PL(e,t){let n=e.createElement("figcaption");return n.append(t),n}function WT(e){return e.flat(1/0).filter(t=>t!=null).map(DL)}function DL(e){return typeof e.render=="function"?e:new qy(e)}var qy=class extends $e{constructor(t){if(typeof t!="function")throw new TypeError("invalid mark; missing render function");super(),this.render=t}render(){}};function Uy(e,t){for(let n in e)JT(e[n],t);return e}function JT(e,t){let{scale:n,transform:r=!0}=e;if(n==null||!r)return;let{type:i,percent:s,interval:o,transform:a=s?l=>l==null?NaN:l*100:zb(o,i)}=t[n]??{};a!=null&&(e.value=Te(e.value,a),e.transform=!1)}function LL(e){for(let t in e)Zb(t,e[t])}function su(e,t,n,r=IS){for(let{channels:i}of t.values())for(let s in i){let o=i[s],{scale:a}=o;if(a!=null&&r(a))if(a==="projection"){if(!vk(n)){let l=n.x?.domain===void 0,u=n.y?.domain===void 0;if(l||u){let[c,f]=xk(o);l&&jy(e,"x",c),u&&jy(e,"y",f)}}}else jy(e,a,o)}return e}function jy(e,t,n){let r=e.get(t);r!==void 0?r.push(n):e.set(t,[n])}function OL(e,t){if(e==null)return;let{x:n,y:r}=e;if(n==null&&r==null)return;let i=ti(e.data);if(i==null)throw new Error("missing facet data");let s={};n!=null&&(s.fx=Qo(i,{value:n,scale:"fx"})),r!=null&&(s.fy=Qo(i,{value:r,scale:"fy"})),Uy(s,t);let o=rd(i,s);return{channels:s,groups:o,data:e.data}}function GT(e,t,n){if(e.facet===null||e.facet==="super")return;let{fx:r,fy:i}=e;if(r!=null||i!=null){let l=ti(e.data??r??i);if(l===void 0)throw new Error(`missing facet data in ${e.ariaLabel}`);if(l===null)return;let u={};return r!=null&&(u.fx=Qo(l,{value:r,scale:"fx"})),i!=null&&(u.fy=Qo(l,{value:i,scale:"fy"})),Uy(u,n),{channels:u,groups:rd(l,u)}}if(t===void 0)return;let{channels:s,groups:o,data:a}=t;if(e.facet!=="auto"||e.data===a)return{channels:s,groups:o};a.length>0&&(o.size>1||o.size===1&&s.fx&&s.fy&&[...o][0][1].size>1)&&Ni(ti(e.data))===Ni(a)&&Yt(`Warning: the ${e.ariaLabel} mark appears to use faceted data, but isn\u2019t faceted. The mark data has the same length as the facet data and the mark facet option is "auto", but the mark data and facet data are distinct. If this mark should be faceted, set the mark facet option to true; otherwise, suppress this warning by setting the mark facet option to false.`)}function NL(e,t={}){return ni({...t,x:null,y:null},(n,r,i,s,o,a)=>a.getMarkState(e))}function IL(e){let t=[];for(let n of e){let r=n.tip;if(r){r===!0?r={}:typeof r=="string"&&(r={pointer:r});let{pointer:i,preferredAnchor:s}=r;i=/^x$/i.test(i)?Ak:/^y$/i.test(i)?$y:Ek,r=i(NL(n,r)),r.title=null,s===void 0&&(r.preferredAnchor=i===$y?"left":"bottom");let o=qT(n.data,r);o.facet=n.facet,o.facetAnchor=n.facetAnchor,t.push(o)}}return t}function BL(e,t,n){let{projection:r,x:i={},y:s={},fx:o={},fy:a={},axis:l,grid:u,facet:c={},facet:{axis:f=l,grid:d}=c,x:{axis:p=l,grid:h=p===null?null:u}=i,y:{axis:g=l,grid:y=g===null?null:u}=s,fx:{axis:b=f,grid:v=b===null?null:d}=o,fy:{axis:$=f,grid:x=$===null?null:d}=a}=n;(r||!Uo(i)&&!YT("x",e))&&(p=h=null),(r||!Uo(s)&&!YT("y",e))&&(g=y=null),t.has("fx")||(b=v=null),t.has("fy")||($=x=null),p===void 0&&(p=!Cd(e,"x")),g===void 0&&(g=!Cd(e,"y")),b===void 0&&(b=!Cd(e,"fx")),$===void 0&&($=!Cd(e,"fy")),p===!0&&(p="bottom"),g===!0&&(g="left"),b===!0&&(b=p==="top"||p===null?"bottom":"top"),$===!0&&($=g==="right"||g===null?"left":"right");let k=[];return Rd(k,x,dT,a),Td(k,$,aT,"right","left",c,a),Rd(k,v,hT,o),Td(k,b,lT,"top","bottom",c,o),Rd(k,y,fT,s),Td(k,g,zy,"left","right",n,s),Rd(k,h,pT,i),Td(k,p,Hy,"bottom","top",n,i),k}function Td(e,t,n,r,i,s,o){if(!t)return;let a=zL(t);o=HL(a?r:t,s,o);let{line:l}=o;(n===zy||n===Hy)&&l&&!Vs(l)&&e.push(iu(FL(o))),e.push(n(o)),a&&e.push(n({...o,anchor:i,label:null}))}function Rd(e,t,n,r){!t||Vs(t)||e.push(n(VL(t,r)))}function zL(e){return/^\s*both\s*$/i.test(e)}function HL(e,t,{line:n=t.line,ticks:r,tickSize:i,tickSpacing:s,tickPadding:o,tickFormat:a,tickRotate:l,fontVariant:u,ariaLabel:c,ariaDescription:f,label:d=t.label,labelAnchor:p,labelArrow:h=t.labelArrow,labelOffset:g}){return{anchor:e,line:n,ticks:r,tickSize:i,tickSpacing:s,tickPadding:o,tickFormat:a,tickRotate:l,fontVariant:u,ariaLabel:c,ariaDescription:f,label:d,labelAnchor:p,labelArrow:h,labelOffset:g}}function FL(e){let{anchor:t,line:n}=e;return{anchor:t,facetAnchor:t+"-empty",stroke:n===!0?void 0:n}}function VL(e,{stroke:t=Xo(e)?e:void 0,ticks:n=KL(e)?e:void 0,tickSpacing:r,ariaLabel:i,ariaDescription:s}){return{stroke:t,ticks:n,tickSpacing:r,ariaLabel:i,ariaDescription:s}}function KL(e){switch(typeof e){case"number":return!0;case"string":return!Xo(e)}return Gt(e)||typeof e?.range=="function"}function Cd(e,t){let n=`${t}-axis `;return e.some(r=>r.ariaLabel?.startsWith(n))}function YT(e,t){for(let n of t)for(let r in n.channels){let{scale:i}=n.channels[r];if(i===e||i==="projection")return!0}return!1}function jL(e,t){for(let n in e){let r=e[n],i=t[n];r.label===void 0&&i&&(r.label=i.label)}return e}function qL({fx:e,fy:t},n){let{marginTop:r,marginRight:i,marginBottom:s,marginLeft:o,width:a,height:l}=td(n),u=e&&XT(e),c=t&&XT(t);return{marginTop:t?c[0]:r,marginRight:e?a-u[1]:i,marginBottom:t?l-c[1]:s,marginLeft:e?u[0]:o,inset:{marginTop:n.marginTop,marginRight:n.marginRight,marginBottom:n.marginBottom,marginLeft:n.marginLeft},width:a,height:l}}function XT(e){let t=e.domain();if(t.length===0)return[0,e.bandwidth()];let n=e(t[0]),r=e(t[t.length-1]);return r<n&&([n,r]=[r,n]),[n,r+e.bandwidth()]}var UL=new Map([["basis",eS],["basis-closed",nS],["basis-open",iS],["bundle",oS],["bump-x",G_],["bump-y",Y_],["cardinal",aS],["cardinal-closed",lS],["cardinal-open",uS],["catmull-rom",fS],["catmull-rom-closed",pS],["catmull-rom-open",mS],["linear",Is],["linear-closed",bS],["monotone-x",wS],["monotone-y",xS],["natural",_S],["step",SS],["step-after",TS],["step-before",kS]]);function Wy(e=Is,t){if(typeof e=="function")return e;let n=UL.get(`${e}`.toLowerCase());if(!n)throw new Error(`unknown curve: ${e}`);if(t!==void 0){if("beta"in n)return n.beta(t);if("tension"in n)return n.tension(t);if("alpha"in n)return n.alpha(t)}return n}function ZT(e=ou,t){return typeof e!="function"&&`${e}`.toLowerCase()==="auto"?ou:Wy(e,t)}function ou(e){return Is(e)}function WL(e={y:"count"},t={}){[e,t]=XL(e,t);let{x:n,y:r}=t;return YL(JL(n,t,xe),null,null,r,e,la(t))}function GL(e,t,n={}){if(n?.interval==null)return n;let{reduce:r=Jf}=n,i={filter:null};return n[t]!=null&&(i[t]=r),n[`${t}1`]!=null&&(i[`${t}1`]=r),n[`${t}2`]!=null&&(i[`${t}2`]=r),e(i,n)}function Md(e={}){return GL(WL,"y",Ws(e,"x"))}function YL(e,t,n,r,{data:i=Xb,filter:s=Ul,sort:o,reverse:a,...l}={},u={}){e=QT(e),t=QT(t),l=QL(l,u),i=rR(i,xe),o=o==null?void 0:tR("sort",o,u),s=s==null?void 0:nR("filter",s,u),n!=null&&Wl(l,"x","x1","x2")&&(n=null),r!=null&&Wl(l,"y","y1","y2")&&(r=null);let[c,f]=Tn(e),[d,p]=Tn(e),[h,g]=Tn(t),[y,b]=Tn(t),[v,$]=n!=null?[n,"x"]:r!=null?[r,"y"]:[],[x,k]=Tn(v),{x:_,y:S,z:T,fill:M,stroke:O,x1:E,x2:L,y1:j,y2:I,domain:C,cumulative:F,thresholds:B,interval:Q,...z}=u,[V,G]=Tn(T),[J]=Wt(M),[R]=Wt(O),[X,ne]=Tn(J),[pe,Y]=Tn(R);return{..."z"in u&&{z:V||T},..."fill"in u&&{fill:X||M},..."stroke"in u&&{stroke:pe||O},...Us(z,(re,N,q)=>{let Z=ql(Le(re,v),q?.[$]),D=Le(re,T),me=Le(re,J),ee=Le(re,R),be=d2(l,{z:D,fill:me,stroke:ee}),De=[],kt=[],gi=Z&&k([]),ns=D&&G([]),XA=me&&ne([]),JA=ee&&Y([]),I0=e&&f([]),ZA=e&&p([]),B0=t&&g([]),QA=t&&b([]),eP=nO(e,t,re),tP=0;for(let io of l)io.initialize(re);o&&o.initialize(re),s&&s.initialize(re);for(let io of N){let z0=[];for(let so of l)so.scope("facet",io);o&&o.scope("facet",io),s&&s.scope("facet",io);for(let[so,nP]of Yb(io,be))for(let[rP,rc]of Yb(nP,Z))for(let[qn,Lr]of eP(rc))if(be&&(Lr.z=so),!(s&&!s.reduce(qn,Lr))){z0.push(tP++),kt.push(i.reduceIndex(qn,re,Lr)),Z&&gi.push(rP),D&&ns.push(be===D?so:D[(qn.length>0?qn:rc)[0]]),me&&XA.push(be===me?so:me[(qn.length>0?qn:rc)[0]]),ee&&JA.push(be===ee?so:ee[(qn.length>0?qn:rc)[0]]),I0&&(I0.push(Lr.x1),ZA.push(Lr.x2)),B0&&(B0.push(Lr.y1),QA.push(Lr.y2));for(let iP of l)iP.reduce(qn,Lr);o&&o.reduce(qn,Lr)}De.push(z0)}return p2(De,o,a),{data:kt,facets:De}}),...!Wl(l,"x")&&(c?{x1:c,x2:d,x:jl(c,d)}:{x:_,x1:E,x2:L}),...!Wl(l,"y")&&(h?{y1:h,y2:y,y:jl(h,y)}:{y:S,y1:j,y2:I}),...x&&{[$]:x},...Object.fromEntries(l.map(({name:re,output:N})=>[re,N]))}}function XL({cumulative:e,domain:t,thresholds:n,interval:r,...i},s){return[i,{cumulative:e,domain:t,thresholds:n,interval:r,...s}]}function JL(e,{cumulative:t,domain:n,thresholds:r,interval:i},s){return e={...br(e)},e.domain===void 0&&(e.domain=n),e.cumulative===void 0&&(e.cumulative=t),e.thresholds===void 0&&(e.thresholds=r),e.interval===void 0&&(e.interval=i),e.value===void 0&&(e.value=s),e.thresholds=ZL(e.thresholds,e.interval),e}function QT(e){if(e==null)return;let{value:t,cumulative:n,domain:r=_t,thresholds:i}=e,s=o=>{let a=Le(o,t),l;if(Ze(a)||tO(i)){a=Te(a,Nb,Float64Array);let[c,f]=typeof r=="function"?r(a):r,d=typeof i=="function"&&!Ii(i)?i(a,c,f):i;typeof d=="number"&&(d=wf(c,f,d)),Ii(d)&&(r===_t&&(c=d.floor(c),f=d.offset(d.floor(f))),d=d.range(c,d.offset(f))),l=d}else{a=hr(a);let[c,f]=typeof r=="function"?r(a):r,d=typeof i=="function"&&!Ii(i)?i(a,c,f):i;if(typeof d=="number")if(r===_t){let p=wo(c,f,d);if(isFinite(p))if(p>0){let h=Math.round(c/p),g=Math.round(f/p);h*p<=c||--h,g*p>f||++g;let y=g-h+1;d=new Float64Array(y);for(let b=0;b<y;++b)d[b]=(h+b)*p}else if(p<0){p=-p;let h=Math.round(c*p),g=Math.round(f*p);h/p<=c||--h,g/p>f||++g;let y=g-h+1;d=new Float64Array(y);for(let b=0;b<y;++b)d[b]=(h+b)/p}else d=[c];else d=[c]}else d=Si(c,f,d);else Ii(d)&&(r===_t&&(c=d.floor(c),f=d.offset(d.floor(f))),d=d.range(c,d.offset(f)));l=d}let u=[];if(l.length===1)u.push([l[0],l[0]]);else for(let c=1;c<l.length;++c)u.push([l[c-1],l[c]]);return u.bin=(n<0?iO:n>0?rO:Gy)(u,l,a),u};return s.label=Vn(t),s}function ZL(e,t,n=eR){if(e===void 0)return t===void 0?n:gr(t);if(typeof e=="string"){switch(e.toLowerCase()){case"freedman-diaconis":return Sx;case"scott":return Rh;case"sturges":return vx;case"auto":return eR}return Vl(e)}return e}function QL(e,t){return f2(e,t,tR)}function tR(e,t,n){return Wb(e,t,n,nR)}function nR(e,t,n){return Gb(e,t,n,rR)}function rR(e,t){return Gl(e,t,eO)}function eO(e){switch(`${e}`.toLowerCase()){case"x":return sO;case"x1":return aO;case"x2":return lO;case"y":return oO;case"y1":return uO;case"y2":return cO;case"z":return h2}throw new Error(`invalid bin reduce: ${e}`)}function eR(e,t,n){return Math.min(200,Rh(e,t,n))}function tO(e){return qS(e)||Gt(e)&&Ze(e)}function nO(e,t,n){let r=e?.(n),i=t?.(n);return r&&i?function*(s){let o=r.bin(s);for(let[a,[l,u]]of r.entries()){let c=i.bin(o[a]);for(let[f,[d,p]]of i.entries())yield[c[f],{data:n,x1:l,y1:d,x2:u,y2:p}]}}:r?function*(s){let o=r.bin(s);for(let[a,[l,u]]of r.entries())yield[o[a],{data:n,x1:l,x2:u}]}:function*(s){let o=i.bin(s);for(let[a,[l,u]]of i.entries())yield[o[a],{data:n,y1:l,y2:u}]}}function Gy(e,t,n){return t=hr(t),r=>{let i=e.map(()=>[]);for(let s of r)i[$o(t,n[s])-1]?.push(s);return i}}function rO(e,t,n){let r=Gy(e,t,n);return i=>{let s=r(i);for(let o=1,a=s.length;o<a;++o){let l=s[o-1],u=s[o];for(let c of l)u.push(c)}return s}}function iO(e,t,n){let r=Gy(e,t,n);return i=>{let s=r(i);for(let o=s.length-2;o>=0;--o){let a=s[o+1],l=s[o];for(let u of a)l.push(u)}return s}}function iR(e,t){let n=(+e+ +t)/2;return e instanceof Date?new Date(n):n}var sO={reduceIndex(e,t,{x1:n,x2:r}){return iR(n,r)}},oO={reduceIndex(e,t,{y1:n,y2:r}){return iR(n,r)}},aO={reduceIndex(e,t,{x1:n}){return n}},lO={reduceIndex(e,t,{x2:n}){return n}},uO={reduceIndex(e,t,{y1:n}){return n}},cO={reduceIndex(e,t,{y2:n}){return n}};var dO={ariaLabel:"area",strokeWidth:1,strokeLinecap:"round",strokeLinejoin:"round",strokeMiterlimit:1},Ed=class extends $e{constructor(t,n={}){let{x1:r,y1:i,x2:s,y2:o,z:a,curve:l,tension:u}=n;super(t,{x1:{value:r,scale:"x"},y1:{value:i,scale:"y"},x2:{value:s,scale:"x",optional:!0},y2:{value:o,scale:"y",optional:!0},z:{value:Go(n),optional:!0}},n,dO),this.z=a,this.curve=Wy(l,u)}filter(t){return t}render(t,n,r,i,s){let{x1:o,y1:a,x2:l=o,y2:u=a}=r;return de("svg:g",s).call(He,this,i,s).call(Fe,this,n,0,0).call(c=>c.selectAll().data(cd(t,[o,a,l,u],this,r)).enter().append("path").call(Oe,this).call(ud,this,r).attr("d",U_().curve(this.curve).defined(f=>f>=0).x0(f=>o[f]).y0(f=>a[f]).x1(f=>l[f]).y1(f=>u[f]))).node()}};function Js(e,t){let{x:n=zn,...r}=Md(t);return new Ed(e,ma(ha({...r,x1:n,x2:void 0},n===zn?"y2":"y")))}var pO={ariaLabel:"bar"},Yy=class extends $e{constructor(t,n,r={},i=pO){super(t,n,r,i),tu(this,r),nu(this,r)}render(t,n,r,i,s){let{rx:o,ry:a,rx1y1:l,rx1y2:u,rx2y1:c,rx2y2:f}=this,d=this._x(n,r,i),p=this._y(n,r,i),h=this._width(n,r,i),g=this._height(n,r,i);return de("svg:g",s).call(He,this,i,s).call(this._transform,this,n).call(y=>y.selectAll().data(t).enter().call(l||u||c||f?b=>b.append("path").call(Oe,this).call(ru,d,p,sR(d,h),sR(p,g),this).call(ct,this,r):b=>b.append("rect").call(Oe,this).attr("x",d).attr("width",h).attr("y",p).attr("height",g).call(te,"rx",o).call(te,"ry",a).call(ct,this,r))).node()}_x(t,{x:n},{marginLeft:r}){let{insetLeft:i}=this;return n?s=>n[s]+i:r+i}_y(t,{y:n},{marginTop:r}){let{insetTop:i}=this;return n?s=>n[s]+i:r+i}_width({x:t},{x:n},{marginRight:r,marginLeft:i,width:s}){let{insetLeft:o,insetRight:a}=this,l=n&&t?t.bandwidth():s-r-i;return Math.max(0,l-o-a)}_height({y:t},{y:n},{marginTop:r,marginBottom:i,height:s}){let{insetTop:o,insetBottom:a}=this,l=n&&t?t.bandwidth():s-r-i;return Math.max(0,l-o-a)}};function sR(e,t){return typeof e=="function"&&typeof t=="function"?n=>e(n)+t(n):typeof e=="function"?n=>e(n)+t:typeof t=="function"?n=>e+t(n):e+t}var Ad=class extends Yy{constructor(t,n={},r){let{x:i,y1:s,y2:o}=n;super(t,{y1:{value:s,scale:"y"},y2:{value:o,scale:"y"},x:{value:i,scale:"x",type:"band",optional:!0}},n,r)}_transform(t,n,{y:r}){t.call(Fe,n,{y:r},0,0)}_y({y:t},{y1:n,y2:r},{marginTop:i}){let{insetTop:s}=this;return Kn(t)?i+s:o=>Math.min(n[o],r[o])+s}_height({y:t},{y1:n,y2:r},{marginTop:i,marginBottom:s,height:o}){let{insetTop:a,insetBottom:l}=this;return Kn(t)?o-i-s-a-l:u=>Math.max(0,Math.abs(r[u]-n[u])-a-l)}};function Xy(e,t={}){return jf(t)||(t={...t,x:zn,y2:xe}),new Ad(e,ma(pd(ha(t))))}var hO={ariaLabel:"dot",fill:"none",stroke:"currentColor",strokeWidth:1.5};function mO(e){return e.sort===void 0&&e.reverse===void 0?l2({channel:"-r"},e):e}var Pd=class extends $e{constructor(t,n={}){let{x:r,y:i,r:s,rotate:o,symbol:a=Bs,frameAnchor:l}=n,[u,c]=Ue(o,0),[f,d]=s2(a),[p,h]=Ue(s,f==null?3:4.5);super(t,{x:{value:r,scale:"x",optional:!0},y:{value:i,scale:"y",optional:!0},r:{value:p,scale:"r",filter:Hs,optional:!0},rotate:{value:u,optional:!0},symbol:{value:f,scale:"auto",optional:!0}},mO(n),hO),this.r=h,this.rotate=c,this.symbol=d,this.frameAnchor=Bi(l);let{channels:g}=this,{symbol:y}=g;if(y){let{fill:b,stroke:v}=g;y.hint={fill:b?b.value===y.value?"color":"currentColor":this.fill??"currentColor",stroke:v?v.value===y.value?"color":"currentColor":this.stroke??"none"}}}render(t,n,r,i,s){let{x:o,y:a}=n,{x:l,y:u,r:c,rotate:f,symbol:d}=r,{r:p,rotate:h,symbol:g}=this,[y,b]=wr(this,i),v=g===Bs,$=c?void 0:p*p*Math.PI;return Fo(p)&&(t=[]),de("svg:g",s).call(He,this,i,s).call(Fe,this,{x:l&&o,y:u&&a}).call(x=>x.selectAll().data(t).enter().append(v?"circle":"path").call(Oe,this).call(v?k=>{k.attr("cx",l?_=>l[_]:y).attr("cy",u?_=>u[_]:b).attr("r",c?_=>c[_]:p)}:k=>{k.attr("transform",ua`translate(${l?_=>l[_]:y},${u?_=>u[_]:b})${f?_=>` rotate(${f[_]})`:h?` rotate(${h})`:""}`).attr("d",c&&d?_=>{let S=rr();return d[_].draw(S,c[_]*c[_]*Math.PI),S}:c?_=>{let S=rr();return g.draw(S,c[_]*c[_]*Math.PI),S}:d?_=>{let S=rr();return d[_].draw(S,$),S}:(()=>{let _=rr();return g.draw(_,$),_})())}).call(ct,this,r)).node()}};function St(e,{x:t,y:n,...r}={}){return r.frameAnchor===void 0&&([t,n]=Fn(t,n)),new Pd(e,{...r,x:t,y:n})}var gO={ariaLabel:"line",fill:"none",stroke:"currentColor",strokeWidth:1.5,strokeLinecap:"round",strokeLinejoin:"round",strokeMiterlimit:1},au=class extends $e{constructor(t,n={}){let{x:r,y:i,z:s,curve:o,tension:a}=n;super(t,{x:{value:r,scale:"x"},y:{value:i,scale:"y"},z:{value:Go(n),optional:!0}},n,gO),this.z=s,this.curve=ZT(o,a),Gs(this,n)}filter(t){return t}project(t,n,r){this.curve!==ou&&super.project(t,n,r)}render(t,n,r,i,s){let{x:o,y:a}=r,{curve:l}=this;return de("svg:g",s).call(He,this,i,s).call(Fe,this,n).call(u=>u.selectAll().data(cd(t,[o,a],this,r)).enter().append("path").call(Oe,this).call(ud,this,r).call(Ok,this,r,s).attr("d",l===ou&&s.projection?bO(s.path(),o,a):ob().curve(l).defined(c=>c>=0).x(c=>o[c]).y(c=>a[c]))).node()}};function bO(e,t,n){return t=hr(t),n=hr(n),r=>{let i=[],s=[i];for(let o of r)o===-1?(i=[],s.push(i)):i.push([t[o],n[o]]);return e({type:"MultiLineString",coordinates:s})}}function Vi(e,{x:t,y:n,...r}={}){return[t,n]=Fn(t,n),new au(e,{...r,x:t,y:n})}function xr(e,{x:t=zn,y:n=xe,...r}={}){return new au(e,Md({...r,x:t,y:n}))}var yO={ariaLabel:"tick",fill:null,stroke:"currentColor"},Jy=class extends $e{constructor(t,n,r){super(t,n,r,yO),Gs(this,r)}render(t,n,r,i,s){return de("svg:g",s).call(He,this,i,s).call(this._transform,this,n).call(o=>o.selectAll().data(t).enter().append("line").call(Oe,this).attr("x1",this._x1(n,r,i)).attr("x2",this._x2(n,r,i)).attr("y1",this._y1(n,r,i)).attr("y2",this._y2(n,r,i)).call(ct,this,r).call(Ql,this,r,s)).node()}};var Dd=class extends Jy{constructor(t,n={}){let{x:r,y:i,inset:s=0,insetRight:o=s,insetLeft:a=s}=n;super(t,{y:{value:i,scale:"y"},x:{value:r,scale:"x",type:"band",optional:!0}},n),this.insetRight=Be(o),this.insetLeft=Be(a)}_transform(t,n,{y:r}){t.call(Fe,n,{y:r},0,ut)}_x1({x:t},{x:n},{marginLeft:r}){let{insetLeft:i}=this;return n&&t?s=>n[s]+i:r+i}_x2({x:t},{x:n},{width:r,marginRight:i}){let{insetRight:s}=this;return n&&t?o=>n[o]+t.bandwidth()-s:r-i-s}_y1(t,{y:n}){return r=>n[r]}_y2(t,{y:n}){return r=>n[r]}};function Ld(e,{y:t=xe,...n}={}){return new Dd(e,{...n,y:t})}$e.prototype.plot=function({marks:e=[],...t}={}){return Pe({...t,marks:[...e,this]})};function vO(e){return/(s|x|z|ch|sh)$/.test(e)?e+"es":e+"s"}function oR(e,t){let n=i=>typeof i=="string"&&/^[a-z][a-z ]*$/i.test(i),r=n(t?.key)?t.key:n(e?.bias?.key)?e.bias.key:"row";return{one:r,many:vO(r)}}function Pt(e){return`${Number((e*100).toPrecision(3))}%`}var ga=Ke;function _r(e){return e==="points"||e==="percent"?ga:ke}function ai(e,t="value"){return t==="points"||t==="percent"?ba(e,ga(e))+" pp":ba(e,ke(e))}function vt(e,t,n=ke){return Se(e)&&Se(t)?`[${n(e)}, ${n(t)}]`:""}function Ht(e,t="value"){return Se(e)?t==="points"?`${ga(e)} pp`:ke(e):"\u2014"}function Od(e,t){return e==="fcr"?"FCR-adjusted interval (Benjamini-Yekutieli: it holds for the rows selected, all at once)":`marginal ${Pt(t)} interval (this row alone)`}function Cn(e,t){return Se(t)?e==="percent"?Ye(t):e==="points"?`${ga(t)} pp`:e==="count"?P(t):ke(t):"\u2014"}function Nd(e){let t=e.change;if(!Se(t))return"\u2014";let n,r;return e.format==="percent"||e.format==="points"?(n=ba(t,ga(t))+" pp",r=vt(e.lower,e.upper,ga)):e.format==="count"?(n=ba(t,P(t).replace(/^-/,"\u2212")),r=vt(e.lower,e.upper,i=>P(i).replace(/^-/,"\u2212"))):(n=ai(t),r=vt(e.lower,e.upper)),r?`${n} ${r}`:n}function aR(e){return Object.entries(e).filter(([,t])=>t!=null&&t!=="").map(([t,n])=>`${t}=${typeof n=="object"?JSON.stringify(n):String(n)}`).join(", ")}function ba(e,t){return e>0?"+"+t:t}var lR={rose:"rose",fell:"fell",no_significant_change:"no significant change",undetermined:"undetermined"};function Zy(e,t){return Nd({format:e,change:t.change,lower:t.lower,upper:t.upper})}function uR(e){let t=`${e.group}: ${e.value} ${Cn(e.format,e.value_a)} \u2192 ${Cn(e.format,e.value_b)} (${Zy(e.format,e)})`;return e.significant?t:`${t} (not significant)`}var wO={identity:"The identity (a label used as a group)",group:"The group",count:"Examples counted (c(x): with the identity)",count_label:"Examples with both the identity and this label (c(x, y))",rate:"The share p(y | x): of the examples with the identity, those with the label",n:"Examples (people, queries) in the group",hits:"Examples with the label in the group",value:"The metric of this identity or group",gap:"This group minus the others",expected:"The count expected if prediction did not depend on the group",correct:"Whether the predicted label is the correct one",p_value:"The test of this group against the others (two-sided)",significant:"A Benjamini-Hochberg discovery at the FDR in use",label:"The label",type:"The type of harm",class:"The class"};function Dt(e){return typeof e=="number"&&Number.isFinite(e)}function cR(e,t,n){let r=t.filter(i=>i!=null);return r.length>0&&r.every(i=>typeof i=="boolean")?"flag":r.some(i=>typeof i=="string")?"text":n==="percent"||n==="points"||n==="count"||n==="p"?n:e==="p_value"?"p":r.length>0&&r.every(i=>Dt(i)&&Number.isInteger(i))?"count":"number"}function xO(e,t){return e==="count"?P(t):e==="p"?Xe(t):e==="percent"?`${Ke(t)}%`:e==="points"?`${Ke(t)} pp`:ke(t)}function $O(e,t,n){return e==="percent"?`[${Ke(t)}%, ${Ke(n)}%]`:e==="points"?`[${Ke(t)}, ${Ke(n)}] pp`:`[${ke(t)}, ${ke(n)}]`}function _O(e,t){return t==null?{text:"",value:null,title:"undefined"}:typeof t=="boolean"?{text:t?"\u2713":"",value:t,title:t?"yes":"no"}:typeof t=="string"?{text:t,value:t,title:t}:typeof t!="number"?{text:String(t),value:String(t),title:String(t)}:Number.isFinite(t)?{text:xO(e,t),value:t,title:String(t)}:{text:"undefined",value:null,title:"undefined"}}function SO(e,t){let n=[...t].sort().join("\0");return e?.tables.find(r=>[...r.columns].sort().join("\0")===n)?.title??null}function fR(e,t,n=null,r={}){let i=$=>e.rows.map(x=>x[$]),s=n?.bias.key||null,o=$=>$===s&&e.rows.length>0&&i($).every(x=>x===t),a=e.columns.filter($=>!o($)),l=e.formats??{},u=a.indexOf("lower"),c=a.indexOf("upper"),f=u>0&&c===u+1,d=f?a[u-1]:null,p=d?cR(d,i(d),l[d]??l.lower):"number",h=null;if(f){let $=e.rows.flatMap(x=>[x.lower,x.upper,d?x[d]:null]).filter(Dt);if($.length>0){let x=Math.min(...$),k=Math.max(...$);x>=0&&k<=1&&(x=0),x===k&&(k=x+1),h=[x,k]}}let g=$=>h?($-h[0])/(h[1]-h[0]):0,y=[],b=[];return a.forEach(($,x)=>{if(f&&x===c)return;if(f&&x===u){y.push({name:"interval",head:r.interval??"interval",title:`The interval of ${d} [lower, upper], drawn on one scale for every row`,kind:"interval"}),b.push(_=>{let S=_.lower,T=_.upper,M=d?_[d]:null;return!Dt(S)||!Dt(T)?{text:"",value:null,title:"no interval",whisker:null,lower:null,upper:null}:{text:$O(p,S,T),value:S,title:`[${S}, ${T}]`,whisker:{lo:g(S),hi:g(T),mid:Dt(M)?g(M):null},lower:S,upper:T}});return}let k=cR($,i($),l[$]);y.push({name:$,head:r[$]??$,title:wO[$]??$,kind:k}),b.push(_=>_O(k,_[$]))}),{caption:SO(n,e.columns)??(e.columns.includes("identity")?"Counts per identity":"Per group"),columns:y,rows:e.rows.map($=>b.map(x=>x($))),scale:h,estimate:d}}function dR(e,t){if(!e)return"";let n=[];for(let[r,i]of Object.entries(e)){if(i===t||i===null||i===void 0)continue;let s;if(typeof i=="number")s=Number.isInteger(i)?P(i):ke(i);else if(typeof i=="string")s=i;else if(typeof i=="boolean")s=i?"yes":"no";else if(Array.isArray(i)&&i.every(o=>typeof o=="string"||typeof o=="number"))s=i.join(" & ");else continue;n.push(`${r} ${s}`)}return n.join(" \xB7 ")}function kO(e,t){let n=new Map(t.map((r,i)=>[r,i]));return e.map((r,i)=>({r,i})).sort((r,i)=>(n.get(r.r.run)??t.length+r.i)-(n.get(i.r.run)??t.length+i.i)).map(r=>r.r)}function pR(e,t){let n=kO(e.runs,t),r=n.flatMap(l=>[l.bias,l.upper]).filter(Dt),i=r.length?Math.max(...r):1;i>0||(i=1);let s=Math.min(0,...r),o=l=>(l-s)/(i-s);return{bars:n.map(l=>{let u=Dt(l.bias);return{...l,present:u,inReport:l.present!==!1,current:l.run===e.run,at:u?{bias:o(l.bias),lower:Dt(l.lower)?o(l.lower):null,upper:Dt(l.upper)?o(l.upper):null}:null}}),domain:[s,i]}}function Qy(e){let t=[...e.steps].sort((s,o)=>s.step-o.step),n=[],r=[],i=0;for(let s of t){if(!Dt(s.bias)){r.push(s.step),i++;continue}n.push({step:s.step,wall_time:s.wall_time,value:Dt(s.value)?s.value:null,bias:s.bias,lower:Dt(s.lower)?s.lower:null,upper:Dt(s.upper)?s.upper:null,segment:i,current:s.step===e.step})}return{dots:n,missing:r,current:e.step}}function Id(e,t="not in this run",n="value"){if(!Dt(e.bias))return t;let r=n==="points"?Ke:ke,i=Dt(e.lower)&&Dt(e.upper)?` [${r(e.lower)}, ${r(e.upper)}]`:"";return`${r(e.bias)}${n==="points"?" pp":""}${i}`}function hR(e,t=6){if(e.length===0)return"";let n=e.slice(0,t).join(", "),r=e.length>t?` and ${e.length-t} more`:"";return`step${e.length>1?"s":""} ${n}${r}`}function mR(e){let t=Object.keys(e.options).sort().map(n=>[n,e.options[n]]);return JSON.stringify([e.tag,e.run,e.step,e.key,t,e.vs?[e.vs.run,e.vs.step]:null])}var gR="drill";function Bd(e){let t=[];return ae(t,gR,e),t}function zd(e){let t=ze(e).get(gR);return t===void 0||t===""?null:t}function TO(e){if(!(e>0)||!Number.isFinite(e))return 1;let t=10**Math.floor(Math.log10(e)),n=e/t;return(n<1.5?1:n<3.5?2:n<7.5?5:10)*t}function bR(e){return Number(e.toPrecision(12))}var RO=e=>e.filter(t=>typeof t=="number"&&Number.isFinite(t));function Ki(e,t=[],n=[],r={}){let i=RO([...e,...t,...n]);if(i.length===0)return null;let s=Math.min(...i),o=Math.max(...i),a=s,l=o;r.zero&&(s=Math.min(s,0),o=Math.max(o,0));let u=r.clamp,c=r.minSpan??(u?(u[1]-u[0])*.02:Math.max(Math.abs(s),Math.abs(o),1e-9)*.02);if(o-s<c){let p=(s+o)/2;s=p-c/2,o=p+c/2,r.zero&&a>=0&&(s=0,o=Math.max(o,c))}let f=(o-s)*(r.pad??.05);r.zero&&s===0||(s-=f),r.zero&&o===0||(o+=f);let d=TO((o-s)/(r.steps??10));return s=bR(Math.floor(s/d+1e-9)*d),o=bR(Math.ceil(o/d-1e-9)*d),u&&(s=Math.max(s,Math.min(u[0],a)),o=Math.min(o,Math.max(u[1],l))),[s,o]}function lu(e,t){let n=(t-e)/5;return!(n>0)||n>=.01?".0%":n>=.001?".1%":".2%"}function li(e,t){let n=0;for(let r of e)"iljtfrI1.,:;|!'()[] ".includes(r)?n+=.32:"mwMW@%&".includes(r)?n+=.9:r>="A"&&r<="Z"?n+=.68:n+=.58;return n*t}function ev(e,t,n){if(n(e)<=t)return e;let r=[...e],i=0,s=r.length;for(;i<s;){let o=Math.ceil((i+s)/2);n(r.slice(0,o).join("")+"\u2026")<=t?i=o:s=o-1}return r.slice(0,Math.max(1,i)).join("").trimEnd()+"\u2026"}function yR(e){let t=e.map(s=>s.split(" & ").map(o=>[o.slice(0,o.indexOf("=")),o.slice(o.indexOf("=")+1)])),n=t[0]?.map(([s])=>s)??[],r=e.length>0&&t.every((s,o)=>s.length===n.length&&s.every(([a],l)=>a!==""&&a===n[l]&&e[o].split(" & ")[l].includes("="))),i=r?t.map(s=>s.map(([,o])=>o).join(" & ")):[...e];return!r||new Set(i).size!==i.length||i.some(s=>s==="")?{labels:[...e],title:null}:{labels:i,title:n.join(" & ")}}function vR(e,t,n,r={}){let i=r.measure??(g=>li(g,n)),s=r.maxLabelPx??120,o=r.marginLeft??44,a=Math.max(1,e.length),l=t/a,u=n*1.35,c=Math.ceil(10+n*1.6);if(Math.max(0,...e.map(i))+8<=l)return{rotate:0,labels:[...e],truncated:!1,marginBottom:c,marginLeft:o,plotWidth:t};let d=e.map(g=>ev(g,s,i)),p=d.some((g,y)=>g!==e[y]),h=Math.max(0,...d.map(i));if(l*Math.SQRT1_2>=u*1.1){let g=Math.ceil((h+n)*Math.SQRT1_2);return{rotate:-45,labels:d,truncated:p,marginBottom:Math.ceil(12+g),marginLeft:Math.max(o,Math.ceil(g-l/2+4)),plotWidth:t}}return{rotate:-90,labels:d,truncated:p,marginBottom:Math.ceil(14+h),marginLeft:o,plotWidth:Math.max(t,Math.ceil(a*u))}}var CO=["report","compare","trend","runs"],tv="mode",Ft="cmp_",sn="trend_",Sr="runs_";function MO(e){return CO.includes(e??"")?e:"report"}function wR(e,t){let n={mode:"report",view:[],compare:[],trend:[],runs:[]};for(let[r,i]of e){let s=r.slice(t.length);s===tv?n.mode=MO(i):s.startsWith(Ft)?n.compare.push([r,i]):s.startsWith(sn)?n.trend.push([r,i]):s.startsWith(Sr)?n.runs.push([r,i]):n.view.push([r,i])}return n}function xR(e,t,n){let r={};for(let[i,s]of e){let o=i.slice(t.length);n.includes(o)&&s!==""&&(r[o]=s)}return r}function $R(e,t,n){return Object.keys(e).filter(r=>e[r][t]?.kind===n).sort()}function _R(e,t){let n=new Set;for(let r of Object.values(e))for(let[i,s]of Object.entries(r))t.includes(s.kind)&&n.add(i);return[...n].sort()}var ya=" & ",rv=["class","n_a","n_b","value_a","value_b","gap","bound","p_value"],iv="cells",sv="disparity",nv=Object.freeze({grouping:null,minCount:null,a:null,b:null,cls:null,sort:"gap",dir:"desc"});function Hd(e){return{...nv,metric:bi(e,"metric"),fdr:et(e,"fdr")}}function ov(e){return e==="class"||e==="p_value"?"asc":"desc"}function on(e){return e.join(ya)}function va(e){return e.join(" \xD7 ")}var Fd="disparity";function Vd(e){return{run:e.run,tag:e.tag,step:e.step,metric:e.metric,grouping:e.grouping,min_count:e.min_count,fdr:e.fdr??null}}function Kd(e){let t=e.a!==null&&e.b!==null;return{run:e.run,tag:e.tag,step:e.step,metric:e.metric,a:t?e.a:null,b:t?e.b:null,grouping:t?null:e.grouping,min_count:e.min_count,fdr:e.fdr??null}}var wt={metric:"metric",grouping:"grouping",minCount:"min_count",a:"a",b:"b",cls:"class",fdr:"fdr",sort:"sort",dir:"dir"},EO="q";function SR(e,t){let n=[];return st(n,wt.metric,e.metric,t),ae(n,wt.grouping,e.grouping),e.minCount!==null&&ae(n,wt.minCount,e.minCount),e.a!==null&&e.b!==null&&(ae(n,wt.a,e.a),ae(n,wt.b,e.b)),ae(n,wt.cls,e.cls),st(n,wt.fdr,e.fdr,t),(e.sort!==nv.sort||e.dir!==nv.dir)&&(ae(n,wt.sort,e.sort),ae(n,wt.dir,e.dir)),n}function kR(e,t){let n=ze(e),r=Hd(t);r.metric=Hr(t,"metric",n.get(wt.metric));let i=n.get(wt.grouping);r.grouping=i===void 0||i===""?null:i;let s=ve(n.get(wt.minCount));Ce(t,"min_count",s)&&(r.minCount=s);let o=n.get(wt.a),a=n.get(wt.b);o&&a&&(r.a=o,r.b=a);let l=n.get(wt.cls);r.cls=l===void 0||l===""?null:l,r.fdr=Kt(t,"fdr",ve(n.get(wt.fdr)??n.get(EO)));let u=n.get(wt.sort);if(u!==void 0&&rv.includes(u)){r.sort=u;let c=n.get(wt.dir);r.dir=c==="asc"||c==="desc"?c:ov(r.sort)}return r}function ui(e,t){return e.fdr??et(t,"fdr")}function AO(e,t,n,r,i,s,o){let a=i===null&&typeof t=="number"&&Number.isFinite(t),l=a&&typeof s=="number"&&Number.isFinite(s);return{n:e,value:a?t:null,lower:a?n:null,upper:a?r:null,state:a?null:i??"undefined",p:l?s:null,significant:l&&o===!0}}function PO(e){return e.reduce((t,n)=>t+n.filter(r=>r.significant).length,0)}function DO(e,t){let n=[];for(let r=0;r<t;r++){let i=0,s=0;for(let o of e){let a=o[r]?.value;typeof a=="number"&&(i+=a,s++)}n.push({value:s?i/s:null,lower:null,upper:null,classes:s})}return n}function LO(e,t){let n=r=>typeof r=="number"&&Number.isFinite(r)?r:null;return e.map((r,i)=>{let s=t.find(o=>o.group===r)??t[i];return s?{value:n(s.value),lower:n(s.lower),upper:n(s.upper),classes:s.classes}:{value:null,lower:null,upper:null,classes:0}})}function jd(e,t,n){let r=e.classes.map((i,s)=>e.groups.map((o,a)=>AO(e.n[s][a],t.value[s][a],t.lower[s][a],t.upper[s][a],e.state[s][a],e.p_value?.[s]?.[a],e.significant?.[s]?.[a])));return{classes:e.classes,groups:e.groups,cells:r,macro:t.macro?LO(e.groups,t.macro):DO(r,e.groups.length),minCount:e.min_count,fdr:ui(e,n),significantCells:PO(r)}}function OO(e){return e.cells.reduce((t,n)=>t+n.filter(r=>r.p!==null).length,0)}function TR(e,t,n){let r=n?"Wald test of this group's mAR against the rest of the class's groups pooled":"pooled two-proportion z-test of this group's rate against the rest of the class's groups pooled";return e.p!==null?{text:Tc(e.p),title:`p = ${e.p} (${r})`}:e.state!==null?{text:"",title:`No p-value: ${e.state}`}:{text:"p \u2014",title:`No p-value: the rest of the class's groups has fewer than min_count = ${t} people, or nothing varies (${r})`}}function RR(e,t){return{q:e.fdr,significant:e.significantCells,tested:OO(e),unit:"cell",what:`each cell tests whether its group's ${t?"mAR (Wald)":"rate"} differs from the rest of the class's groups pooled`}}function qd(e,t){return e.state==="insufficient"?`n=${e.n} < ${t}`:e.state==="undefined"?e.n===0?"nobody":"undefined":""}function Zs(e,t,n){let r=s=>(s*100).toFixed(1),i=t!==null&&n!==null?` [${r(t)}, ${r(n)}]`:"";return`${r(e)}%${i}`}function ci(e,t,n){let r=s=>(s*100).toFixed(1).replace(/^-/,"\u2212"),i=t!==null&&n!==null?` [${r(t)}, ${r(n)}]`:"";return`${e>0?"+":""}${r(e)} pp${i}`}function CR(e,t,n){let r=Array.from({length:e.rows},(a,l)=>l),i=n==="asc"?1:-1;if(t==="class"){let a=e.columns.class;return r.sort((l,u)=>a[l]<a[u]?-i:a[l]>a[u]?i:l-u)}let s=e.columns[t]??[],o=a=>{let l=s[a];return(t==="gap"||t==="bound"||t==="p_value")&&e.states.gap[a]!==null?NaN:typeof l=="number"&&Number.isFinite(l)?l:NaN};return r.sort((a,l)=>{let u=o(a),c=o(l),f=Number.isNaN(u),d=Number.isNaN(c);return f||d?f&&d?a-l:f?1:-1:u<c?-i:u>c?i:a-l})}function MR(e){for(let t=0;t<e.rows;t++)if(e.states.gap[t]===null&&e.columns.gap[t]!==null)return e.columns.class[t];return e.rows?e.columns.class[0]:null}function av(e,t){let n={grouping:on(e.grouping),min_count:String(e.min_count)};return!t&&e.metric!==void 0&&(n.metric=e.metric),e.fdr!==void 0&&(n.fdr=String(e.fdr)),n}function lv(e,t,n){let r={};return!n&&e.metric!==void 0&&(r.metric=e.metric),e.a!==null&&e.b!==null?(r.a=e.a,r.b=e.b):r.grouping=on(t),r.min_count=String(e.min_count),r.fdr=String(e.fdr),r}function ER(e,t,n,r,i){let s=e.states.gap[t],o=e.columns.p_value?.[t];if(s===null&&typeof o=="number"&&Number.isFinite(o)){let l=i?r?"Wald test of equal mAR":"Wald test that every sufficient group has the same mAR":r?"pooled two-proportion z-test of equal rates":"chi-square test that every sufficient group has the same rate";return{p:o,text:Xe(o),title:`p = ${o} (${l})`,significant:e.columns.significant?.[t]===!0}}return{p:null,text:"\u2014",title:s!==null?`${s}: ${n[s]??s}`:"No p-value",significant:!1}}function NO(e){let t=e.columns.p_value??[];return vi(Array.from({length:e.rows},(n,r)=>e.states.gap[r]===null?t[r]:null))}function AR(e,t,n){let r=n?"one mAR (Wald)":"one rate";return{q:e.fdr,significant:e.significant,tested:NO(e),unit:"class",units:"classes",what:t?`each row tests whether the two groups share ${r}`:`best-minus-worst rows test whether all groups share ${r}`}}var PR="mean AR",DR="mean AR (mAR) is the average recall over the IoU thresholds 0.5 to 0.95: at each, the share of the group's people detected with an IoU at least the threshold";function LR(e,t){let r=`the ${t==="mAR"?PR:t} of this group on each class (export: value, with its interval lower to upper), n = its examples (n), p = the test of this group against the class's other groups pooled (p_value)`+(t==="mAR"?`; ${DR}`:"");return tt(e,"group",r)}function OR(e,t,n,r){let[i,s]=t?["A","B"]:["best","worst"],[o,a]=t??["the best sufficient group","the worst sufficient group"],l=n?PR:"rate",u=(c,f,d)=>({name:c,sub:f,title:tt(c,e,n&&e.startsWith("value")?`${d}; ${DR}`:d)});switch(e){case"class":return u("class","","the class");case"n_a":return u("examples",i,`the examples of the class in ${o}`);case"n_b":return u("examples",s,`the examples of the class in ${a}`);case"value_a":return u(l,i,`the ${l} of ${o} on the class`);case"value_b":return u(l,s,`the ${l} of ${a} on the class`);case"gap":return u("gap",`${i} \u2212 ${s}`,`${l} of ${o} minus ${l} of ${a}, with its interval`);case"bound":return u("bound","nearest 0","the end of the interval nearest zero (0 when the interval holds 0): sorting by it puts large and certain disparities first");case"p_value":return u("p","",`${r}; insufficient rows last`)}}var IO={compare:["compare","headline"],trend:["headline"],runs:["headline"]};function BO(e){return e.used_by??["view","compare","headline"]}function IR(e,t){return BO(e).some(n=>IO[t].includes(n))}function uv(e,t){return`${Ee}${e}o_${t}`}function BR(e,t,n=[]){return(e?.options??[]).filter(r=>IR(r,t)&&!n.includes(r.name))}function uu(e,t,n){let r={};for(let[i,s]of Object.entries(n)){let o=xt(e,i);(o===null||IR(o,t))&&(r[i]=s)}return r}function cv(e,t,n){return(xt(e,t)?.requires??[]).filter(r=>!n[r])}function ji(e,t,n){let r=uu(e,t,n),i={};for(let[s,o]of Object.entries(r))cv(e,s,r).length===0&&(i[s]=o);return i}function zO(e,t){if(e.type==="float"||e.type==="int"){let n=t.trim();if(n==="")return;let r=Number(n);return Number.isFinite(r)?r:void 0}return t}function Wd(e,t,n){if(n==="")return!0;let r=xt(e,t);if(r===null)return!1;let i=zO(r,n);return i!==void 0&&Ce(e,t,i)}function kr(e,t,n){let r={},i=`${Ee}${t}o_`;for(let[s,o]of e){if(!s.startsWith(i)||o==="")continue;let a=s.slice(i.length);xt(n,a)!==null&&Wd(n,a,o)&&(r[a]=o)}return r}function Tr(e,t,n){return(n?.options??[]).map(i=>i.name).filter(i=>e[i]!==void 0&&e[i]!=="").map(i=>[uv(t,i),e[i]])}function Mn(e,t){let n={...e};for(let[r,i]of Object.entries(t))i!==""&&(n[r]=i);return n}function fv(e,t,n){if(n[t]!==void 0&&n[t]!=="")return n[t];let r=xt(e,t)?.default;return r==null?"":String(r)}function zR(e,t=""){return[e.run===null?"every run":e.run,e.tag,e.step===null?`latest ${t}`:String(e.step)].join("\0")}function NR(e){return e.split(ya).map(t=>t.split("=",1)[0]).join(ya)}function Ud(e){return e.split(ya).sort().join(ya)}function HO(e,t,n){return n.grouping||t.grouping||e?.grouping?.[0]||null}function HR(e,t,n,r){let i=t?.[e];if(!i||i.length===0)return null;let s=new Set((t?.grouping??[]).map(Ud));if(e==="grouping"||s.size===0||!i.every(l=>s.has(Ud(NR(l)))))return[...i];let o=HO(t,n,r);if(o===null)return[...i];let a=Ud(o);return i.filter(l=>Ud(NR(l))===a)}function FO(e,t,n){let r=n[t];if(r!==void 0&&r!=="")return{value:"",label:`report view's: ${r}`};let i=fv(e,t,{});return{value:"",label:i===""?"default":`default: ${i}`}}function FR(e,t,n,r,i){let s=t.type==="choice"?nl(t,null):HR(t.name,n,r,i);if(s===null)return{type:"text"};let o=[FO(e,t.name,r),...s.map(l=>({value:l,label:l}))],a=i[t.name];return a!==void 0&&a!==""&&!s.includes(a)&&o.push({value:a,label:`${a} (not in this report)`}),{type:"select",entries:o}}function VR(e,t,n,r,i){let s={...e};if(n===""?delete s[t]:s[t]=n,t!=="grouping"||r===null)return s;for(let[o,a]of Object.entries(s)){if(o==="grouping")continue;let l=HR(o,r,i,s);l!==null&&r[o]!==void 0&&r[o].includes(a)&&!l.includes(a)&&delete s[o]}return s}var VO="dark-mode";function KR(e,t){return e!==null?e.split(/\s+/).includes(VO)?"dark":"light":t?"dark":"light"}var dv=[{name:"Slate",light:"#425066",dark:"#8e98a3"},{name:"Cyan",light:"#12b5cb",dark:"#12b5cb"},{name:"Pink",light:"#e52592",dark:"#e52592"},{name:"Yellow",light:"#f9ab00",dark:"#f9ab00"},{name:"Purple",light:"#9334e6",dark:"#9334e6"},{name:"Light Green",light:"#7cb342",dark:"#7cb342"},{name:"Orange",light:"#e8710a",dark:"#e8710a"}],pv={name:"Gray",light:"#e0e0e0",dark:"#3b3b3b"},jR="runColorGroup";function qR(e){return e==="experiment"?{key:"experiment"}:e!==null&&e.startsWith("regex:")?{key:"regex",regex:e.slice(6)}:{key:"run"}}function KO(e,t){if(t.key==="experiment")return"experiment";if(t.key==="regex"&&t.regex!==""){let n;try{n=new RegExp(t.regex)}catch{return"run:"+e}let r=e.match(n);return r?r.length>1?"regex:"+JSON.stringify(r.slice(1)):"regex:pseudo_group":null}return"run:"+e}var Gd=class{constructor(){this.groupIds=new Map;this.runIds=new Map;this.runs=[];this.groupBy={key:"run"}}update(t){for(let n of t)this.runIds.set(n,this.idFor(n,this.groupIds));this.runs=[...new Set([...this.runs,...t])]}setGroupBy(t){return JSON.stringify(t)===JSON.stringify(this.groupBy)?!1:(this.groupBy=t,this.groupIds=new Map,this.runIds=new Map,this.update(this.runs),!0)}has(t){return this.runIds.has(t)}known(){return[...this.runs]}ids(t){let n=new Map(this.groupIds);return t.map(r=>this.runIds.get(r)??this.idFor(r,n))}idFor(t,n){let r=KO(t,this.groupBy);if(r===null)return-1;let i=n.get(r)??n.size;return n.set(r,i),i}};function jO(e,t){let n=e<0?pv:dv[e%dv.length];return t==="dark"?n.dark:n.light}function qO(e){let t=e.trim().toLowerCase();if(/^#[0-9a-f]{6}$/.test(t))return t;if(/^#[0-9a-f]{3}$/.test(t))return"#"+[...t.slice(1)].map(i=>i+i).join("");let n=/^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)\s*(?:[,/]\s*([\d.]+%?)\s*)?\)$/.exec(t);if(!n||n[4]!==void 0&&Number.parseFloat(n[4])===0)return null;let r=[n[1],n[2],n[3]].map(Number);return r.some(i=>i>255)?null:"#"+r.map(i=>i.toString(16).padStart(2,"0")).join("")}function UR(e){let t=qO(e);if(t===null)return null;let n=dv.findIndex(r=>r.light===t||r.dark===t);return n>=0?{id:n}:t===pv.light||t===pv.dark?{id:-1}:{custom:t}}var WR={theme:"light",ids:null,seen:new Map};function Yd(){return WR}function GR(e){WR=e}function wa(e,t){let n=t.ids?t.ids.ids(e):e.map((r,i)=>i);return e.map((r,i)=>{let s=t.seen.get(r);return s&&"custom"in s?s.custom:jO(s?s.id:n[i],t.theme)})}function YR(e,t){let n=Object.keys(e).sort(),r=Object.keys(t).sort();if(n.length!==r.length||n.some((i,s)=>i!==r[s]))return!1;for(let i of n){let s=Object.keys(e[i]).sort(),o=Object.keys(t[i]).sort();if(s.length!==o.length||s.some((a,l)=>a!==o[l]))return!1;for(let a of s)if(e[i][a].kind!==t[i][a].kind||e[i][a].max_step!==t[i][a].max_step)return!1}return!0}function Xd(e,t,n){if(t===null||n===null)return null;let r=e[t]?.[n];return r===void 0?null:r.max_step}function XR(e,t,n){return e!==null&&t!==null&&n!==null&&e===t&&n>t?n:e}function Jd(e,t){return Object.keys(e).sort().filter(n=>e[n][t]!==void 0).map(n=>`${JSON.stringify(n)}:${e[n][t].max_step}`).join(",")}var Zd=["step","relative","wall"],hv={step:"Step",relative:"Relative",wall:"Wall"},mv=.6,Qd=.99,UO=10;function JR(e){let t=e.filter(n=>n.points.length>0).map(n=>Math.max(...n.points.map(r=>r.step))+1);return t.length<2?"step":Math.max(...t)>=UO*Math.min(...t)?"relative":"step"}function ep(e){let t=new Map;for(let n of e){let r=t.get(n.run);(r===void 0||n.wall_time<r)&&t.set(n.run,n.wall_time)}return t}function ZR(e,t,n){return t==="step"?e.step:t==="wall"?e.wall_time*1e3:e.wall_time-(n.get(e.run)??e.wall_time)}function gv(e){let t=Math.abs(e),n=e<0?"\u2212":"",r=i=>String(Number(i.toPrecision(3)));return t<60?`${n}${r(t)} s`:t<3600?`${n}${r(t/60)} min`:t<86400?`${n}${r(t/3600)} h`:`${n}${r(t/86400)} d`}var WO=[1,2,5,10,15,30,60,120,300,600,900,1800,3600,7200,10800,21600,43200,86400];function QR(e,t,n){if(!(t>e)||n<1)return[e];let r=(t-e)/n,i=WO.find(o=>o>=r);if(i===void 0){let o=r/86400,a=10**Math.floor(Math.log10(o));i=86400*a*([1,2,5,10].find(l=>l*a>=o)??10)}let s=[];for(let o=Math.ceil(e/i)*i;o<=t+1e-9;o+=i)s.push(o);return s}function eC(e){return e==="step"?"step":e==="relative"?"time since the run\u2019s first point":"wall time"}function GO(e,t){if(!(t>0))return[...e];let n=e.filter(s=>Number.isFinite(s));if(n.length>0&&n.every(s=>s===n[0]))return[...e];let r=0,i=0;return e.map(s=>Number.isFinite(s)?(r=r*t+(1-t)*s,i=i*t+(1-t),r/i):s)}function tC(e,t){let n=new Map;for(let i of e){let s=n.get(i.run)??[];s.push(i),n.set(i.run,s)}let r=new Map;for(let i of n.values()){let s=[...i].sort((a,l)=>a.step-l.step),o=GO(s.map(a=>a.value),t);s.forEach((a,l)=>r.set(a,o[l]))}return r}function nC(e,t,n,r){let i=new Map;return e.forEach((s,o)=>{let a=i.get(s.run);(a===void 0||Math.abs(t[o]-n)<Math.abs(t[a]-n))&&i.set(s.run,o)}),r.filter(s=>i.has(s)).map(s=>e[i.get(s)])}function rC(e){return e.length>0&&e.every(t=>t.value>0&&(t.lower===null||t.lower>0)&&(t.upper===null||t.upper>0))}function tp(e){return e.excluded!==void 0&&e.excluded>0?`every cell was too small to trust (${e.excluded} left out below min_count)`:"no value at this step (too little data, or nothing to compare)"}var iC=Ee+sn+"run",sC=Ee+sn+"gap_threshold",oC=Ee+sn+"fit",aC=Ee+sn+"x",lC=Ee+sn+"smoothing",uC=Ee+sn+"log",cC=Ee+sn+"key",En="gap_threshold",YO=["lines","intervals"];function yv(e){return{runs:null,gapThreshold:et(e,En),own:{},fit:"lines",x:null,smoothing:mv,log:!1,key:null}}function vv(e){let t=ve(e);return t!==null&&t>=0&&t<=Qd?t:null}function np(e,t){let n=ve(e);return Ce(t,En,n)?n:null}function wv(e,t){let n=[];for(let r of e.runs??[])n.push([iC,r]);return e.gapThreshold!==null&&e.gapThreshold!==et(t,En)&&n.push([sC,String(e.gapThreshold)]),e.fit!=="lines"&&n.push([oC,e.fit]),e.x!==null&&n.push([aC,e.x]),e.smoothing!==mv&&n.push([lC,String(e.smoothing)]),e.log&&n.push([uC,"1"]),e.key!==null&&n.push([cC,e.key]),[...n,...Tr(e.own,sn,t)]}function fC(e,t,n){let r=yv(t),i=[],s;e=[...e],r.own=kr(e,sn,t);for(let[o,a]of e)o===iC&&a!==""&&!i.includes(a)?i.push(a):o===sC?s=a:o===oC&&YO.includes(a)?r.fit=a:o===aC&&Zd.includes(a)?r.x=a:o===lC?r.smoothing=vv(a)??r.smoothing:o===uC?r.log=a==="1":o===cC&&(r.key=a===""?null:a);return r.runs=i.length>0?i:null,r.gapThreshold=np(s,t)??r.gapThreshold,n?rp(r,n):r}function rp(e,t){if(e.runs===null||t.length===0)return e;let n=t.filter(r=>e.runs.includes(r));return{...e,runs:n.length===0||n.length===t.length?null:n}}function Qs(e,t){return e.runs===null?[...t]:t.filter(n=>e.runs.includes(n))}function dC(e,t,n,r){let i=Qs(e,t),s=r?t.filter(o=>o===n||i.includes(o)):i.filter(o=>o!==n);return s.length===0?e:rp({...e,runs:s},t)}function xv(e,t){if(t==="")return{runs:[...e],error:null};let n;try{n=new RegExp(t,"i")}catch(r){return{runs:[...e],error:r.message}}return{runs:e.filter(r=>n.test(r)),error:null}}function pC(e,t){return t!==null&&e.includes(t)?[t,...e.filter(n=>n!==t)]:[...e]}function $v(e,t,n,r=null){let i=ji(r,"trend",Mn(e,t.own));return n&&t.gapThreshold!==null?{...i,[En]:String(t.gapThreshold)}:i}function hC(e){let t=[];for(let[n,r]of Object.entries(e))n==="gap_threshold"||r===""||t.push(n==="metric"?`metric ${r}`:`${n}=${r}`);return t.join(", ")}function cu(e){return e==="percent"||e==="points"||e==="count"?e:"value"}function mC(e,t,n="intervals"){if(t==="count"||e.length===0)return null;let r=n==="intervals";return Ki(e.map(i=>i.value),r?e.map(i=>i.lower):[],r?e.map(i=>i.upper):[],t==="percent"?{clamp:[0,1]}:t==="points"?{clamp:[-1,1]}:{})}function gC(e){let t=i=>i.lower!==null&&i.upper!==null,n=new Map;for(let i of e){let s=n.get(i.segment)??[];s.push(i),n.set(i.segment,s)}let r=[];for(let i of n.values())i.sort((s,o)=>s.step-o.step),i.forEach((s,o)=>{t(s)&&!(o>0&&t(i[o-1]))&&!(o+1<i.length&&t(i[o+1]))&&r.push(s)});return e.filter(i=>r.includes(i))}function bC(e,t){let n=t.find(r=>r.name===e);return n?{title:n.title,explanation:n.explanation,format:cu(n.format)}:{title:e,explanation:"",format:"value"}}function qi(e,t){return e===null||!Number.isFinite(e)?"undefined":t==="percent"?Ye(e):t==="points"?xi(e):t==="count"?Number.isInteger(e)?P(e):Fr(e):ke(e)}function bv(e,t){let n=Object.prototype.hasOwnProperty.call(e,t)?e[t]:null;return typeof n=="number"&&Number.isFinite(n)?n:null}function ip(e,t){let n=[],r=[];return t.forEach((i,s)=>{let o=0,a=!1;for(let l of e)if(l.line===i){if(l.value===null){let u={run:i,step:l.step,wall_time:l.wall_time};typeof l.excluded=="number"&&(u.excluded=l.excluded),r.push(u),a&&o++,a=!1;continue}a=!0,n.push({run:i,step:l.step,wall_time:l.wall_time,value:l.value,lower:l.lower,upper:l.upper,segment:`${s}:${o}`})}}),{dots:n,missing:r}}function yC(e,t=null){let n=e.series.filter(r=>t===null||t.includes(r.run)).map(r=>({run:r.run,points:[...r.points].sort((i,s)=>i.step-s.step),firstWorse:r.first_worse??{}}));return e.names.map(r=>{let i=[];n.forEach(a=>{let l=a.firstWorse[r],u=l?a.points.find(c=>c.step===l.step&&bv(c.values,r)===l.value):void 0;l&&u&&i.push({...l,run:a.run,wall_time:u.wall_time})});let{dots:s,missing:o}=ip(n.flatMap(a=>a.points.map(l=>{let[u,c]=l.intervals?.[r]??[null,null];return{line:a.run,step:l.step,wall_time:l.wall_time,value:bv(l.values,r),lower:u,upper:c,excluded:l.excluded?.[r]}})),n.map(a=>a.run));return{name:r,dots:s,missing:o,worse:i}})}function _v(e,t){let n=t==="percent"?"points":t,r=a=>n==="points"?Ke(a):qi(a,n),i=n==="points"?" pp":"",s=e.change>0?"+":"",o=String(Number((e.threshold*e.pairs).toPrecision(3)));return`step ${e.step}: ${qi(e.value,t)} against ${qi(e.vs_value,t)} at step ${e.vs_step} (change ${s}${r(e.change)}${i} [${r(e.lower)}, ${r(e.upper)}], ${Number((e.level*100).toPrecision(4))}% interval; ${Tc(e.p_value)}, below ${o}/${e.pairs})`}function vC(e,t=null){let n=e.series.filter(r=>t===null||t.includes(r.run));return n.some(r=>r.points.length>0)&&n.every(r=>new Set(r.points.map(i=>i.step)).size<=1)}function wC(e,t=6){let n=new Map;for(let i of e){let s=n.get(i.run)??[];s.push(i.step),n.set(i.run,s)}let r=[];for(let[i,s]of n){let o=s.slice(0,t).join(", "),a=s.length>t?` and ${s.length-t} more`:"";r.push(`${i} at step${s.length>1?"s":""} ${o}${a}`)}return r.join("; ")}function fu(e,t=Yd()){return wa(e,t)}function sp(e,t,n,r=12){let i=null,s=r*r;return e.forEach((o,a)=>{if(!Number.isFinite(o.x)||!Number.isFinite(o.y))return;let l=(o.x-t)**2+(o.y-n)**2;l<=s&&(i=a,s=l)}),i}function xC(e,t=null){let n=[["run","step","wall_time",...e.names].map(fh).join(",")];for(let r of e.series)if(!(t!==null&&!t.includes(r.run)))for(let i of[...r.points].sort((s,o)=>s.step-o.step))n.push([fh(r.run),yc(i.step),yc(i.wall_time),...e.names.map(s=>yc(bv(i.values,s)))].join(","));return n.join(`\r
`)+`\r
`}function Sv(e,t,n){if(typeof e=="number"&&Number.isFinite(e))return e;let r=ve(t.level);return r!==null&&Ce(n,"level",r)?r:et(n,"level")}function $C(e,t){let n=Ce(t,En,e.gapThreshold)?e.gapThreshold:et(t,En),r=kr(Object.entries(e.own).map(([s,o])=>[`${Ee}${sn}o_${s}`,o]),sn,t);return n===e.gapThreshold&&JSON.stringify(r)===JSON.stringify(e.own)?e:{...e,gapThreshold:n,own:r}}var _C=15e3,op="theme-change",Rr="run-colors-change",XO="experimental",JO="experimental.GetRuns",ZO="experimental.RunsChanged",QO="experimental.DataReloaded",kv=class{constructor(t){this.port=t;this.nextId=0;this.waits=new Map;this.listeners=new Map;t.addEventListener("message",n=>this.onMessage(n.data)),t.start()}send(t,n=null,r=5e3){let i=this.nextId++;return new Promise(s=>{let o=setTimeout(()=>{this.waits.delete(i),s(null)},r);this.waits.set(i,a=>{clearTimeout(o),s(a)}),this.post({type:t,id:i,payload:n,error:null,isReply:!1})})}listen(t,n){this.listeners.set(t,n)}close(){this.port.close()}onMessage(t){let n;try{n=JSON.parse(String(t))}catch{return}if(!(typeof n!="object"||n===null||typeof n.type!="string")){if(n.isReply){let r=this.waits.get(n.id);this.waits.delete(n.id),r?.(n.error?null:n.payload);return}try{this.listeners.get(n.type)?.(n.payload)}finally{this.post({type:n.type,id:n.id,payload:null,error:null,isReply:!0})}}}post(t){this.port.postMessage(JSON.stringify(t))}};function eN(e){if(e.parent===e)return null;try{let t=e.parent.document;return t.querySelector("tb-webapp")?t:null}catch{return null}}function tN(e){let t=new Map,n=e.defaultView;for(let r of e.querySelectorAll("tb-data-table-content-row")){let i=r.querySelector(".table-column-run")?.textContent?.trim(),s=r.querySelector(".run-color-swatch");if(!i||!s||t.has(i))continue;let o=s.style.backgroundColor||(n?n.getComputedStyle(s).backgroundColor:""),a=UR(o);a&&t.set(i,a)}return t}function nN(e,t){if(e.size!==t.size)return!1;for(let[n,r]of e)if(JSON.stringify(t.get(n))!==JSON.stringify(r))return!1;return!0}var Tv=class extends EventTarget{constructor(n=window){super();this.win=n;this.ipc=null;this.observers=[];this.onMedia=()=>this.onThemeSignal();this.onDocVisibility=()=>this.onVisibility();this.seen=new Map;this.refreshers=new Set;this.pollTimer=null;this.lastRefresh=Date.now();this.colorsKey="";this.tbDocument=eN(n),this.media=typeof n.matchMedia=="function"?n.matchMedia("(prefers-color-scheme: dark)"):null,this.theme=this.readTheme(),this.applyColorScheme(),this.shown=this.isShown(),this.ids=this.tbDocument?new Gd:null,this.media?.addEventListener("change",this.onMedia);let r=this.tbDocument;if(r){let i=new MutationObserver(()=>this.onThemeSignal());i.observe(r.body,{attributes:!0,attributeFilter:["class"]}),this.observers.push(i);let s=n.frameElement;if(s){let o=new MutationObserver(()=>this.onVisibility());o.observe(s,{attributes:!0,attributeFilter:["style","class"]}),this.observers.push(o)}this.ipc=this.connect(r)}n.document.addEventListener("visibilitychange",this.onDocVisibility),this.readColors()}get inTensorBoard(){return this.tbDocument!==null}onRefresh(n){return this.refreshers.add(n),this.schedulePoll(),()=>{this.refreshers.delete(n),this.refreshers.size===0&&this.pollTimer!==null&&(clearTimeout(this.pollTimer),this.pollTimer=null)}}dispose(){for(let n of this.observers)n.disconnect();this.media?.removeEventListener("change",this.onMedia),this.win.document.removeEventListener("visibilitychange",this.onDocVisibility),this.ipc?.close(),this.refreshers.clear(),this.pollTimer!==null&&clearTimeout(this.pollTimer),this.pollTimer=null}readColors(){let n=this.tbDocument;if(n&&this.ids){this.ids.setGroupBy(qR(new URLSearchParams(n.location.search).get(jR)));let r=tN(n);nN(r,this.seen)||(this.seen=r)}this.publishColors()}connect(n){let r=this.win.parent;if(typeof MessageChannel>"u")return null;let i=new MessageChannel,s=new kv(i.port1);return s.listen(ZO,o=>this.onRuns(o)),s.listen(QO,()=>{let o=this.win.document.documentElement;o.dataset.tensorboardReloads=String(Number(o.dataset.tensorboardReloads??0)+1),this.refresh()}),r.postMessage(`${XO}.bootstrap`,n.location.origin,[i.port2]),s.send(JO).then(o=>this.onRuns(o)),s}onRuns(n){!this.ids||!Array.isArray(n)||!n.every(r=>typeof r=="string")||(this.ids.update(n),this.readColors())}readTheme(){let n=this.tbDocument?this.tbDocument.body.getAttribute("class")??"":null;return KR(n,this.media?.matches??!1)}onThemeSignal(){let n=this.readTheme();n!==this.theme&&(this.theme=n,this.applyColorScheme(),this.dispatchEvent(new Event(op)),this.readColors())}applyColorScheme(){this.win.document.documentElement.style.colorScheme=this.theme}publishColors(){let n={theme:this.theme,ids:this.ids,seen:this.seen},r=this.ids?.known()??[],i=JSON.stringify([this.theme,r,wa(r,n),[...this.seen]]);GR(n),i!==this.colorsKey&&(this.colorsKey=i,this.dispatchEvent(new Event(Rr)))}isShown(){if(this.win.document.visibilityState==="hidden")return!1;let n=this.win.frameElement;return!n||n.style.visibility!=="hidden"}onVisibility(){let n=this.isShown();n!==this.shown&&(this.shown=n,n&&(this.readColors(),Date.now()-this.lastRefresh>=_C?this.refresh():this.schedulePoll()))}refresh(){this.lastRefresh=Date.now(),this.readColors();for(let n of this.refreshers)n();this.schedulePoll()}schedulePoll(){if(this.pollTimer!==null&&clearTimeout(this.pollTimer),this.pollTimer=null,this.refreshers.size===0)return;let n=Math.max(0,this.lastRefresh+_C-Date.now());this.pollTimer=setTimeout(()=>{this.pollTimer=null,this.shown&&this.refresh()},n)}},SC=null;function an(){return SC??=new Tv,SC}var kC=H`
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
`;function TC(e){let t=e.groups;if(!t||!e.a||!e.b)return w;let n=t.head.format,r=l=>Cn(n,l),i=_r(n),s=t.head.driver,o=`${e.a.run} \xB7 step ${e.a.step}`,a=`${e.b.run} \xB7 step ${e.b.step}`;return m`<section class="groups" data-section="groups" data-rows=${t.rows.length} data-driver=${s?.group??w}>
    <h4>For whom <span class="muted">${t.head.value} per group in A and in B</span></h4>
    ${s?m`<div class="driver ${s.significant?`d-${s.direction}`:"muted"}" data-group=${s.group}>
            ${s.significant?"Driven by":"Largest change"} ${uR(s)}
          </div>`:m`<div class="muted">No group has a value on both sides.</div>`}
    <div class="scroll">
      <table class="detail-table group-table" aria-label=${`${t.head.value} per group, A and B`}>
        <thead>
          <tr>
            <th data-col="group">group</th>
            <th class="num" data-col="value_a" title=${`value_a: ${t.head.value} in report A (${o}), with its ${Math.round(e.level*100)}% interval`}>A</th>
            <th class="num" data-col="value_b" title=${`value_b: ${t.head.value} in report B (${a}), with its ${Math.round(e.level*100)}% interval`}>B</th>
            <th class="num" data-col="change" title="change: B − A, with its interval (FCR-adjusted on the groups that rose or fell; marginal on the others)">change</th>
            <th data-col="direction" title="direction: rose or fell significantly (Benjamini-Hochberg over this row's groups), or neither">direction</th>
            <th class="num" data-col="n" title="n_a, n_b: the group's examples in A and in B">n A / B</th>
          </tr>
        </thead>
        <tbody>
          ${t.rows.map(l=>{let u=vt(l.lower_a,l.upper_a,i),c=vt(l.lower_b,l.upper_b,i);return m`<tr data-group=${l.group} data-direction=${l.direction} data-interval=${l.interval}>
              <td class="text" data-col="group" title=${l.group}>${l.group}</td>
              <td class="num" data-col="value_a" data-v=${l.value_a??w} title=${u?`${r(l.value_a)} ${u}`:"undefined"}>${r(l.value_a)}</td>
              <td class="num" data-col="value_b" data-v=${l.value_b??w} title=${c?`${r(l.value_b)} ${c}`:"undefined"}>${r(l.value_b)}</td>
              <td
                class="num change d-${l.direction}"
                data-col="change"
                data-v=${l.change??w}
                data-lower=${l.lower??w}
                data-upper=${l.upper??w}
                title=${`${Od(l.interval,e.level)}${typeof l.q_value=="number"?`; q = ${Xe(l.q_value)}`:""}`}
              >
                ${Zy(n,l)}
              </td>
              <td data-col="direction" class="d-${l.direction}">${lR[l.direction]}</td>
              <td class="num" data-col="n">${l.n_a===null?"\u2014":P(l.n_a)} / ${l.n_b===null?"\u2014":P(l.n_b)}</td>
            </tr>`})}
        </tbody>
      </table>
    </div>
  </section>`}function CC(e,t){e.dispatchEvent(new CustomEvent("row-open",{detail:t,bubbles:!0,composed:!0}))}var rN={count:"examples",count_label:"with the label",rate:"share with the label",n:"examples",hits:"with the label",expected:"expected count",correct:"correct label",p_value:"p",significant:"\u2605"};function iN(e){return tt(e.head,e.name==="interval"?"lower, upper":e.name,e.title)}var sN=150,RC=240,oN=640,du=class extends K{constructor(){super();this.request=new fe;this.requested="";this.detail=null;this.stepsSvg=null;this.resize=new ResizeObserver(n=>{let r=Math.floor(n[0]?.contentRect.width??0),i=Math.min(oN,Math.max(RC,r));r>0&&Math.abs(i-this.chartWidth)>4&&(this.chartWidth=i)});this.observed=null;this.onColors=()=>{this.stepsSvg=this.drawSteps(),this.requestUpdate()};this.onKey=n=>{!this.closable||n.key!=="Escape"||n.defaultPrevented||(n.preventDefault(),this.close())};this.api=null,this.tag="",this.run="",this.step=null,this.rowKey="",this.options={},this.runs=[],this.noun="row",this.declaration=null,this.showDetail=!0,this.base=null,this.closable=!1,this.revision="",this.variant="panel",this.status="loading",this.data=null,this.error=null,this.chartWidth=420}connectedCallback(){super.connectedCallback(),window.addEventListener("keydown",this.onKey),an().addEventListener(Rr,this.onColors)}disconnectedCallback(){super.disconnectedCallback(),window.removeEventListener("keydown",this.onKey),an().removeEventListener(Rr,this.onColors),this.resize.disconnect(),this.observed=null,this.request.cancel(),this.requested=""}close(){this.dispatchEvent(new CustomEvent("row-close",{bubbles:!0,composed:!0}))}focusPanel(){this.renderRoot.querySelector("button.close")?.focus({preventScroll:!0})}params(){let n={tag:this.tag,run:this.run,step:this.step,key:this.rowKey,options:this.options};return this.base?{...n,run:this.base.run,step:this.base.step,vs:{run:this.run,step:this.step}}:n}async load(){let n=this.api,r=this.params();this.status="loading",this.error=null;let i;try{i=await this.request.run(s=>n.row(r,s))}catch(s){this.data=null,this.error=Ct(s),this.status="error";return}i!==ue&&(this.data=i,this.status="ready")}retry(){this.requested="",this.requestUpdate()}willUpdate(n){let r=this.api&&this.tag&&this.run&&this.rowKey?mR(this.params()):"";r!==""&&(r!==this.requested||n.has("revision")&&n.get("revision")!==void 0)&&(this.data&&this.data.key!==this.rowKey&&(this.data=null),this.requested=r,this.load()),(n.has("data")||n.has("declaration"))&&(this.detail=this.data?fR(this.data.detail,this.data.key,this.declaration,rN):null),(n.has("data")||n.has("chartWidth")||n.has("runs"))&&(this.stepsSvg=this.drawSteps())}updated(n){n.has("status")&&this.status==="ready"&&this.dispatchEvent(new CustomEvent("row-loaded"));let r=this.renderRoot.querySelector("section.steps");r!==this.observed&&(this.resize.disconnect(),this.observed=r,r&&this.resize.observe(r))}colorDomain(){let n=this.data?.runs.map(r=>r.run)??[];return[...this.runs,...n.filter(r=>!this.runs.includes(r))]}colorOf(n){let r=this.colorDomain(),i=r.indexOf(n);return i<0?"var(--muted)":fu(r)[i]??"var(--muted)"}drawSteps(){let n=this.data;if(!n)return null;let r=Qy(n),{dots:i}=r;if(i.length===0)return null;let s=this.colorOf(n.run),o=[...i.map(b=>b.step),...r.missing],a=Math.min(...o,r.current),l=Math.max(...o,r.current),u=[...new Set([...o,r.current])].sort((b,v)=>b-v);a===l&&(a-=1,l+=1);let c=`${Math.round(n.level*100)}%`,f=b=>`step ${b.step}`,d=b=>[`step ${b.step} (${wi(b.wall_time)})`,`${n.bias}: ${Id(b,"undefined",n.format)} (${c} interval)`,b.value!==null?`${n.value}: ${Ht(b.value,n.format)}`:""].filter(Boolean).join(`
`),p=i.filter(b=>b.lower!==null&&b.upper!==null),h=Math.max(RC,this.chartWidth),g=Pe({width:h,height:sN,marginTop:n.format==="points"?20:10,marginLeft:46,marginRight:12,marginBottom:30,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{domain:[a,l],label:"step",labelAnchor:"center",labelArrow:"none",inset:8,ticks:u.length<=8?u:5,tickFormat:"~s"},y:{label:n.format==="points"?"pp":null,grid:!0,nice:!0,zero:!0,ticks:4,tickFormat:n.format==="points"?b=>String(Number((b*100).toPrecision(6))):void 0},marks:[Ge([r.current],{stroke:"var(--chart-rule)",strokeDasharray:"3,3"}),Js(p,{x:"step",y1:"lower",y2:"upper",z:"segment",fill:s,fillOpacity:.18}),Ge(p,{x:"step",y1:"lower",y2:"upper",stroke:s,strokeOpacity:.6,strokeWidth:1.5}),xr(i,{x:"step",y:"bias",z:"segment",stroke:s,strokeWidth:2}),St(r.missing,{x:b=>b,frameAnchor:"bottom",symbol:"times",r:3.5,stroke:"var(--muted)",ariaLabel:b=>`step ${b}: not in this run`,title:b=>`step ${b}: no ${n.bias} for this ${this.noun} (not in the report, or undefined)`}),St(i.filter(b=>!b.current),{x:"step",y:"bias",fill:s,stroke:"var(--chart-halo)",strokeWidth:1,r:3.5,ariaLabel:f,title:d}),St(i.filter(b=>b.current),{x:"step",y:"bias",fill:s,stroke:"var(--accent)",strokeWidth:2.5,r:5.5,ariaLabel:f,title:d})]});g.setAttribute("data-points",String(i.length)),g.setAttribute("role","img"),g.setAttribute("aria-label",`${n.bias} of ${n.key} over the steps of ${n.run}`);let y=new Map(i.map(b=>[f(b),b]));for(let b of g.querySelectorAll('g[aria-label="dot"] circle')){let v=y.get(b.getAttribute("aria-label")??"");v&&(b.setAttribute("data-step",String(v.step)),b.setAttribute("data-bias",String(v.bias)),v.lower!==null&&b.setAttribute("data-lower",String(v.lower)),v.upper!==null&&b.setAttribute("data-upper",String(v.upper)),v.current&&b.setAttribute("data-current","true"))}return g}renderTitle(){let n=this.data,r=n?`${n.run} \xB7 step ${n.step}`:this.step===null?`${this.run} \xB7 latest step`:`${this.run} \xB7 step ${this.step}`;return m`<div class="title-bar">
        <h2 title=${`${this.noun} ${this.rowKey}`}><span class="noun">${this.noun}</span><span class="key-name">${this.rowKey}</span></h2>
        ${this.closable?m`<button class="close" name="close-row" title="Close (Esc)" aria-label="Close the drill-down" @click=${()=>this.close()}>
                ×
              </button>`:w}
      </div>
      <div class="what muted" data-run=${n?.run??w} data-step=${n?.step??w}>
        ${n?m`<b>${n.bias}</b>, the size of the bias (lower is better; signed: ${n.value}) · `:w}${r}${n?` \xB7 ${Math.round(n.level*100)}% intervals`:""}
      </div>`}renderCell(n,r){if(n.kind==="interval"){let a=r.whisker;return m`<td
        class="num interval"
        data-col="interval"
        data-lower=${r.lower??w}
        data-upper=${r.upper??w}
        title=${r.title}
      >
        <span class="interval-cell"
          >${a?m`<span class="whisker" aria-hidden="true"
                  ><span class="line" style="left: ${xa(a.lo)}; width: ${xa(Math.max(.005,a.hi-a.lo))}"></span>${a.mid!==null?m`<span class="dot" style="left: ${xa(a.mid)}"></span>`:w}</span
                >`:w}<span class="ci">${r.text||"\u2014"}</span></span
        >
      </td>`}let i=r.value===null,s=[n.kind==="text"?"text":n.kind==="flag"?"flag":"num",i?"missing":""].filter(Boolean).join(" "),o=r.value===null?w:String(r.value);return m`<td class=${s} data-col=${n.name} data-v=${o} title=${r.title}>${i?"\u2014":r.text}</td>`}renderDetail(n){let r=this.detail;if(!r)return w;let i=dR(n.detail.head,n.key);return m`<section class="detail" data-section="detail" data-rows=${r.rows.length}>
      <h4>${r.caption}${r.estimate?m`<span class="muted">${r.estimate} with its ${Math.round(n.level*100)}% interval</span>`:w}</h4>
      ${i?m`<div class="head-text muted">${i}</div>`:w}
      ${r.rows.length===0?m`<div class="muted">No ${this.noun} ${n.key} in this report.</div>`:m`<div class="scroll">
            <table class="detail-table" aria-label=${r.caption}>
              <thead>
                <tr>
                  ${r.columns.map(s=>m`<th class=${s.kind==="text"?"":"num"} data-col=${s.name} title=${iN(s)}>${s.head}</th>`)}
                </tr>
              </thead>
              <tbody>
                ${r.rows.map((s,o)=>m`<tr data-row=${o}>${r.columns.map((a,l)=>this.renderCell(a,s[l]))}</tr>`)}
              </tbody>
            </table>
          </div>`}
    </section>`}renderRun(n,r){let i=this.colorOf(n.run),s=`${Math.round(r.level*100)}%`,o=n.present?`run ${n.run}, step ${n.step}: ${r.bias} ${Id(n,void 0,r.format)} (${s} interval)${n.current?" \u2014 the report on screen":""}`:`The latest report of run ${n.run} (step ${n.step}) has no ${r.bias} for this ${this.noun}: it lacks the ${this.noun}, or the value is undefined there (too little data).`,a=n.at;return m`<div
      class="run-row ${n.current?"current":""} ${n.present?"":"absent"}"
      role="listitem"
      data-run=${n.run}
      data-step=${n.step}
      data-present=${n.present?"true":"false"}
      data-bias=${n.bias??w}
      data-lower=${n.lower??w}
      data-upper=${n.upper??w}
      aria-current=${n.current?"true":w}
      title=${o}
    >
      <span class="run-name"><span class="swatch" style="background: ${i}"></span><span class="name">${n.run}</span></span>
      <span class="track" aria-hidden="true"
        >${a?m`${a.lower!==null&&a.upper!==null?m`<span class="line" style="left: ${xa(a.lower)}; width: ${xa(Math.max(.005,a.upper-a.lower))}; background: ${i}"></span>`:w}<span class="dot" style="left: ${xa(a.bias)}; background: ${i}"></span>`:w}</span
      >
      <span class="val">${n.present?Id(n,void 0,r.format):n.inReport?"undefined (too little data)":"not in this run"}</span>
    </div>`}renderRuns(n){let{bars:r,domain:i}=pR(n,this.runs);return m`<section class="runs" data-section="runs" data-entries=${r.length}>
      <h4>In every run <span class="muted">${n.bias} in each run's latest report</span></h4>
      <div class="run-list" role="list" aria-label=${`${n.bias} of ${n.key} in every run`}>${r.map(s=>this.renderRun(s,n))}</div>
      <div class="axis" aria-hidden="true">
        <span></span><span class="ends"><span>${Ht(i[0],n.format)}</span><span>${Ht(i[1],n.format)}</span></span><span></span>
      </div>
    </section>`}renderSteps(n){let r=Qy(n),i=hR(r.missing);return m`<section class="steps" data-section="steps" data-points=${r.dots.length} data-missing=${r.missing.length}>
      <h4>Over steps <span class="muted">of ${n.run}; dashed: step ${n.step}</span></h4>
      ${this.stepsSvg?m`<div class="chart">${this.stepsSvg}</div>`:m`<div class="muted">No step of ${n.run} has a ${n.bias} for this ${this.noun}.</div>`}
      ${i&&this.stepsSvg?m`<div class="note muted">Not in this run (or undefined) at ${i}.</div>`:w}
    </section>`}render(){let n=this.data;return m`
      ${this.renderTitle()}
      ${this.status==="error"?m`<div class="message error" role="alert">
            <div class="text">${this.error}</div>
            <button class="primary link" name="retry-row" @click=${()=>this.retry()}>Retry</button>
          </div>`:w}
      ${n?m`<div class="content ${this.status==="loading"?"stale":""}">
            ${TC(n)} ${this.showDetail&&!n.groups?this.renderDetail(n):w} ${this.renderRuns(n)}
            ${this.renderSteps(n)}
          </div>`:this.status==="loading"?m`<div class="loading">Loading the ${this.noun}…</div>`:w}
    `}};du.properties={api:{attribute:!1},tag:{attribute:!1},run:{attribute:!1},step:{attribute:!1},rowKey:{reflect:!0,attribute:"data-key"},options:{attribute:!1},runs:{attribute:!1},noun:{attribute:!1},declaration:{attribute:!1},showDetail:{attribute:!1},base:{attribute:!1},closable:{attribute:!1},revision:{attribute:!1},variant:{reflect:!0},status:{reflect:!0,attribute:"data-status"},data:{state:!0},error:{state:!0},chartWidth:{state:!0}},du.styles=[W,Ie,kC];function xa(e){return`${(Math.min(1,Math.max(0,e))*100).toFixed(2)}%`}customElements.define("fairness-row-drilldown",du);function MC(e,t,n,r){if(t===null)return w;let i=e.columns.label[t];return m`<aside class="drawer" aria-label=${`Label ${i}, drilled down`}>
      ${aN(e,t,n.heads,r)}
      <fairness-row-drilldown
        variant="section"
        .api=${n.api}
        .tag=${e.tag}
        .run=${e.run}
        .step=${e.step}
        .rowKey=${i}
        .options=${_c(e)}
        .noun=${"label"}
        .declaration=${n.declaration}
        .closable=${!1}
      ></fairness-row-drilldown>
    </aside>`}function aN(e,t,n,r){let i=e.columns,s=i.label[t],o=Cc(e,t,e.min_count),{a,b:l,metric:u}=n,c=(d,p,h,g)=>m`<span class="item" data-col=${d} title=${g??po(d,n,e.level,e.fdr).title}
        ><span class="k">${p}</span> <b>${h}</b></span
      >`,f=(d,p)=>{let h=kc(i[d][t],e.states[d][t]);return c(d,p,h.text,h.state===null?void 0:h.title)};return m`<div class="open-row" role="region" aria-label="The open label" data-row=${t} data-key=${s}>
      <b class="label" title=${s}>${s}</b>
      ${c("count","count",P(i.count[t]))} ${c("count_a",`with ${a}`,P(i.count_a[t]))}
      ${c("count_b",`with ${l}`,P(i.count_b[t]))} ${f("value_a",`${u}(${a})`)}
      ${f("value_b",`${u}(${l})`)} ${f("gap","gap")}
      ${c("bound",`${Wn(e.level)} interval`,o.intervalText,o.intervalReason??void 0)}
      ${c("p_value","p",o.pText,o.pTitle)}
      ${o.significant?m`<span class="item star" data-col="significant" title=${po("significant",n,e.level,e.fdr).title}
              >★ ${ft(e.fdr)}</span
            >`:w}
      ${o.insufficient?m`<span class="item muted" data-col="insufficient">insufficient</span>`:w}
      <button class="close" name="close_row" title="Close (Esc)" aria-label="Close the open label" @click=${()=>r.close()}>
        ×
      </button>
    </div>`}var EC="",lN={signed:"signed gap",bound:"conservative bound"},uN={auto:"fit the width",all:"all",compact:"without A and B"},AC={fdr:"fdr",minCount:"min_count"};function $a(e){let t=e.trim();if(t==="")return null;let n=Number(t);return Number.isFinite(n)?n:NaN}var pu=class extends K{constructor(){super(),this.metrics=[],this.identities=[],this.reportMinCount=null,this.declaration=null,this.searchError=null,this.canDownload=!1,this.downloadTitle="Every row as CSV",this.fieldText={gapMin:"",gapMax:"",countMin:"",countMax:""},this.statText={fdr:"",minCount:""}}willUpdate(t){if((t.has("selection")||t.has("reportMinCount"))&&this.selection){let n={gapMin:this.selection.gap[0],gapMax:this.selection.gap[1],countMin:this.selection.count[0],countMax:this.selection.count[1]},r=null;for(let o of Object.keys(n)){let a=$a(this.fieldText[o]);a===n[o]||Number.isNaN(a)&&n[o]===null||(r??={...this.fieldText},r[o]=n[o]===null?"":String(n[o]))}r&&(this.fieldText=r);let i={fdr:this.selection.fdr,minCount:this.selection.minCount??this.reportMinCount},s=null;for(let o of Object.keys(i)){let a=i[o];a!==null&&$a(this.statText[o])!==a&&(s??={...this.statText},s[o]=String(a))}s&&(this.statText=s)}}statValid(t,n){return Ce(this.declaration,AC[t],n)}onStatInput(t,n){this.statText={...this.statText,[t]:n.target.value}}commitStat(t){let n=$a(this.statText[t]);this.statValid(t,n)&&n!==this.selection[t]&&this.emit({[t]:n})}statInput(t,n,r){let i=this.statText[t],s=AC[t],o=!this.statValid(t,$a(i)),{min:a,max:l}=fn(this.declaration,s);return m`<input
      type="number"
      class="stat ${o?"invalid":""}"
      name=${s}
      aria-label=${n}
      aria-invalid=${o?"true":"false"}
      title=${o?`${r} ${Qn(this.declaration,s)}.`:r}
      min=${a??w}
      max=${l??w}
      step=${t==="fdr"?"0.01":"1"}
      .value=${i}
      @input=${u=>this.onStatInput(t,u)}
      @change=${()=>this.commitStat(t)}
      @keydown=${u=>{u.key==="Enter"&&this.commitStat(t)}}
    />`}emit(t){this.dispatchEvent(new CustomEvent("selection-change",{detail:t,bubbles:!0,composed:!0}))}onRange(t,n){let r=n.target.value;this.fieldText={...this.fieldText,[t]:r};let i=$a(r),s=i===null||Number.isNaN(i)?null:i,o=this.selection,a=[...o.gap],l=[...o.count];t==="gapMin"&&(a[0]=s),t==="gapMax"&&(a[1]=s),t==="countMin"&&(l[0]=s),t==="countMax"&&(l[1]=s),this.emit(t.startsWith("gap")?{gap:a}:{count:l})}rangeInput(t,n,r){let i=this.fieldText[t],s=Number.isNaN($a(i));return m`<input
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
    />`}render(){let t=this.selection;if(!t)return w;let n=this.metrics.length?this.metrics:[{name:t.metric,title:t.metric,range:null}],r=this.identities,i=r.filter(s=>s.name!==t.a);return m`
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
            ${r.length===0&&t.a!==null?m`<option .selected=${!0} .value=${t.a}>${t.a}</option>`:w}
            ${r.map(s=>m`<option .value=${s.name} .selected=${s.name===t.a}>${s.name} (${P(s.count)})</option>`)}
          </select>
        </label>
        <label class="field">
          <span class="name">Identity B</span>
          <select
            name="b"
            @change=${s=>{let o=s.target.value;this.emit({b:o===EC?null:o})}}
          >
            <option .value=${EC} .selected=${t.b===null}>rest (one-vs-rest)</option>
            ${i.map(s=>m`<option .value=${s.name} .selected=${s.name===t.b}>${s.name} (${P(s.count)})</option>`)}
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
            ${dh.map(s=>m`<option .value=${s} .selected=${t.columns===s}>${uN[s]}</option>`)}
          </select>
        </label>
      </div>
      <div class="group" role="group" aria-label="Statistics">
        <label
          class="field"
          title=${ye(this.declaration,"rank_by","signed gap: the largest gaps first. bound: the end of the interval nearest zero (0 when it holds 0), so gaps that are large and certain come first.")}
        >
          <span class="name">${Me(this.declaration,"rank_by","Rank by")}</span>
          <select
            name="rank_by"
            @change=${s=>this.emit({rankBy:s.target.value})}
          >
            ${Un(this.declaration,"rank_by").map(s=>m`<option .value=${s} .selected=${t.rankBy===s}>${lN[s]??s}</option>`)}
          </select>
        </label>
        <label class="field" title=${ye(this.declaration,"level","The intervals are the whiskers.")}>
          <span class="name">${Me(this.declaration,"level","Confidence level")}</span>
          <select name="level" @change=${s=>this.emit({level:Number(s.target.value)})}>
            ${(t.level===null||xc.includes(t.level)?xc:[...xc,t.level].sort((s,o)=>s-o)).map(s=>m`<option .value=${String(s)} .selected=${s===t.level}>${Wn(s)}</option>`)}
          </select>
        </label>
        <label class="field">
          <span class="name">${Me(this.declaration,"fdr","FDR")}</span>
          ${this.statInput("fdr","false discovery rate q",`False discovery rate of the \u2605 marks (Benjamini-Hochberg): ${us(this.declaration,"fdr")}.`)}
        </label>
        <label class="field">
          <span class="name">${Me(this.declaration,"min_count","Min count")}</span>
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
      ${this.searchError?m`<div class="search-error" role="alert" title=${this.searchError}>
            Invalid regex, search ignored: ${this.searchError}
          </div>`:w}
    `}};pu.properties={selection:{attribute:!1},metrics:{attribute:!1},identities:{attribute:!1},reportMinCount:{attribute:!1},declaration:{attribute:!1},searchError:{attribute:!1},canDownload:{attribute:!1},downloadTitle:{attribute:!1},fieldText:{state:!0},statText:{state:!0}},pu.styles=[W,Ne,H`
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
    `];customElements.define("fairness-controls",pu);function _a(e,t,n,r){var i=arguments.length,s=i<3?t:r===null?r=Object.getOwnPropertyDescriptor(t,n):r,o;if(typeof Reflect=="object"&&typeof Reflect.decorate=="function")s=Reflect.decorate(e,t,n,r);else for(var a=e.length-1;a>=0;a--)(o=e[a])&&(s=(i<3?o(s):i>3?o(t,n,s):o(t,n))||s);return i>3&&s&&Object.defineProperty(t,n,s),s}var cN={attribute:!0,type:String,converter:Xa,reflect:!1,hasChanged:ac},fN=(e=cN,t,n)=>{let{kind:r,metadata:i}=n,s=globalThis.litPropertyMetadata.get(i);if(s===void 0&&globalThis.litPropertyMetadata.set(i,s=new Map),r==="setter"&&((e=Object.create(e)).wrapped=!0),s.set(n.name,e),r==="accessor"){let{name:o}=n;return{set(a){let l=t.get.call(this);t.set.call(this,a),this.requestUpdate(o,l,e,!0,a)},init(a){return a!==void 0&&this.C(o,void 0,e,a),a}}}if(r==="setter"){let{name:o}=n;return function(a){let l=this[o];t.call(this,a),this.requestUpdate(o,l,e,!0,a)}}throw Error("Unsupported decorator location: "+r)};function Sa(e){return(t,n)=>typeof n=="object"?fN(e,t,n):((r,i,s)=>{let o=i.hasOwnProperty(s);return i.constructor.createProperty(s,r),o?Object.getOwnPropertyDescriptor(i,s):void 0})(e,t,n)}var ln={ATTRIBUTE:1,CHILD:2,PROPERTY:3,BOOLEAN_ATTRIBUTE:4,EVENT:5,ELEMENT:6},eo=e=>(...t)=>({_$litDirective$:e,values:t}),Ui=class{constructor(t){}get _$AU(){return this._$AM._$AU}_$AT(t,n,r){this._$Ct=t,this._$AM=n,this._$Ci=r}_$AS(t,n){return this.update(t,n)}update(t,n){return this.render(...n)}};var{I:dN}=tw,PC=e=>e;var ap=e=>e.strings===void 0,DC=()=>document.createComment(""),ka=(e,t,n)=>{let r=e._$AA.parentNode,i=t===void 0?e._$AB:t._$AA;if(n===void 0){let s=r.insertBefore(DC(),i),o=r.insertBefore(DC(),i);n=new dN(s,o,e,e.options)}else{let s=n._$AB.nextSibling,o=n._$AM,a=o!==e;if(a){let l;n._$AQ?.(e),n._$AM=e,n._$AP!==void 0&&(l=e._$AU)!==o._$AU&&n._$AP(l)}if(s!==i||a){let l=n._$AA;for(;l!==s;){let u=PC(l).nextSibling;PC(r).insertBefore(l,i),l=u}}}return n},Wi=(e,t,n=e)=>(e._$AI(t,n),e),pN={},lp=(e,t=pN)=>e._$AH=t,LC=e=>e._$AH,up=e=>{e._$AR(),e._$AA.remove()};var hu=(e,t)=>{let n=e._$AN;if(n===void 0)return!1;for(let r of n)r._$AO?.(t,!1),hu(r,t);return!0},cp=e=>{let t,n;do{if((t=e._$AM)===void 0)break;n=t._$AN,n.delete(e),e=t}while(n?.size===0)},OC=e=>{for(let t;t=e._$AM;e=t){let n=t._$AN;if(n===void 0)t._$AN=n=new Set;else if(n.has(e))break;n.add(e),gN(t)}};function hN(e){this._$AN!==void 0?(cp(this),this._$AM=e,OC(this)):this._$AM=e}function mN(e,t=!1,n=0){let r=this._$AH,i=this._$AN;if(i!==void 0&&i.size!==0)if(t)if(Array.isArray(r))for(let s=n;s<r.length;s++)hu(r[s],!1),cp(r[s]);else r!=null&&(hu(r,!1),cp(r));else hu(this,e)}var gN=e=>{e.type==ln.CHILD&&(e._$AP??=mN,e._$AQ??=hN)},fp=class extends Ui{constructor(){super(...arguments),this._$AN=void 0}_$AT(t,n,r){super._$AT(t,n,r),OC(this),this.isConnected=t._$AU}_$AO(t,n=!0){t!==this.isConnected&&(this.isConnected=t,t?this.reconnected?.():this.disconnected?.()),n&&(hu(this,t),cp(this))}setValue(t){if(ap(this._$Ct))this._$Ct._$AI(t,this);else{let n=[...this._$Ct._$AH];n[this._$Ci]=t,this._$Ct._$AI(n,this,0)}}disconnected(){}reconnected(){}};var NC=(e,t,n)=>{let r=new Map;for(let i=t;i<=n;i++)r.set(e[i],i);return r},IC=eo(class extends Ui{constructor(e){if(super(e),e.type!==ln.CHILD)throw Error("repeat() can only be used in text expressions")}dt(e,t,n){let r;n===void 0?n=t:t!==void 0&&(r=t);let i=[],s=[],o=0;for(let a of e)i[o]=r?r(a,o):o,s[o]=n(a,o),o++;return{values:s,keys:i}}render(e,t,n){return this.dt(e,t,n).values}update(e,[t,n,r]){let i=LC(e),{values:s,keys:o}=this.dt(t,n,r);if(!Array.isArray(i))return this.ut=o,s;let a=this.ut??=[],l=[],u,c,f=0,d=i.length-1,p=0,h=s.length-1;for(;f<=d&&p<=h;)if(i[f]===null)f++;else if(i[d]===null)d--;else if(a[f]===o[p])l[p]=Wi(i[f],s[p]),f++,p++;else if(a[d]===o[h])l[h]=Wi(i[d],s[h]),d--,h--;else if(a[f]===o[h])l[h]=Wi(i[f],s[h]),ka(e,l[h+1],i[f]),f++,h--;else if(a[d]===o[p])l[p]=Wi(i[d],s[p]),ka(e,i[f],i[d]),d--,p++;else if(u===void 0&&(u=NC(o,p,h),c=NC(a,f,d)),u.has(a[f]))if(u.has(a[d])){let g=c.get(o[p]),y=g!==void 0?i[g]:null;if(y===null){let b=ka(e,i[f]);Wi(b,s[p]),l[p]=b}else l[p]=Wi(y,s[p]),ka(e,i[f],y),i[g]=null;p++}else up(i[d]),d--;else up(i[f]),f++;for(;p<=h;){let g=ka(e,l[h+1]);Wi(g,s[p]),l[p++]=g}for(;f<=d;){let g=i[f++];g!==null&&up(g)}return this.ut=o,lp(e,l),Tt}});var Ta=class e extends Event{constructor(t){super(e.eventName,{bubbles:!1}),this.first=t.first,this.last=t.last}};Ta.eventName="rangeChanged";var Ra=class e extends Event{constructor(t){super(e.eventName,{bubbles:!1}),this.first=t.first,this.last=t.last}};Ra.eventName="visibilityChanged";var mu=class e extends Event{constructor(){super(e.eventName,{bubbles:!1})}};mu.eventName="unpinned";var Rv=class{constructor(t){this._element=null;let n=t??window;this._node=n,t&&(this._element=t)}get element(){return this._element||document.scrollingElement||document.documentElement}get scrollTop(){return this.element.scrollTop||window.scrollY}get scrollLeft(){return this.element.scrollLeft||window.scrollX}get scrollHeight(){return this.element.scrollHeight}get scrollWidth(){return this.element.scrollWidth}get viewportHeight(){return this._element?this._element.getBoundingClientRect().height:window.innerHeight}get viewportWidth(){return this._element?this._element.getBoundingClientRect().width:window.innerWidth}get maxScrollTop(){return this.scrollHeight-this.viewportHeight}get maxScrollLeft(){return this.scrollWidth-this.viewportWidth}},dp=class extends Rv{constructor(t,n){super(n),this._clients=new Set,this._retarget=null,this._end=null,this.__destination=null,this.correctingScrollError=!1,this._checkForArrival=this._checkForArrival.bind(this),this._updateManagedScrollTo=this._updateManagedScrollTo.bind(this),this.scrollTo=this.scrollTo.bind(this),this.scrollBy=this.scrollBy.bind(this);let r=this._node;this._originalScrollTo=r.scrollTo,this._originalScrollBy=r.scrollBy,this._originalScroll=r.scroll,this._attach(t)}get _destination(){return this.__destination}get scrolling(){return this._destination!==null}scrollTo(t,n){let r=typeof t=="number"&&typeof n=="number"?{left:t,top:n}:t;this._scrollTo(r)}scrollBy(t,n){let r=typeof t=="number"&&typeof n=="number"?{left:t,top:n}:t;r.top!==void 0&&(r.top+=this.scrollTop),r.left!==void 0&&(r.left+=this.scrollLeft),this._scrollTo(r)}_nativeScrollTo(t){this._originalScrollTo.bind(this._element||window)(t)}_scrollTo(t,n=null,r=null){this._end!==null&&this._end(),t.behavior==="smooth"?(this._setDestination(t),this._retarget=n,this._end=r):this._resetScrollState(),this._nativeScrollTo(t)}_setDestination(t){let{top:n,left:r}=t;return n=n===void 0?void 0:Math.max(0,Math.min(n,this.maxScrollTop)),r=r===void 0?void 0:Math.max(0,Math.min(r,this.maxScrollLeft)),this._destination!==null&&r===this._destination.left&&n===this._destination.top?!1:(this.__destination={top:n,left:r,behavior:"smooth"},!0)}_resetScrollState(){this.__destination=null,this._retarget=null,this._end=null}_updateManagedScrollTo(t){this._destination&&this._setDestination(t)&&this._nativeScrollTo(this._destination)}managedScrollTo(t,n,r){return this._scrollTo(t,n,r),this._updateManagedScrollTo}correctScrollError(t){this.correctingScrollError=!0,requestAnimationFrame(()=>requestAnimationFrame(()=>this.correctingScrollError=!1)),this._nativeScrollTo(t),this._retarget&&this._setDestination(this._retarget()),this._destination&&this._nativeScrollTo(this._destination)}_checkForArrival(){if(this._destination!==null){let{scrollTop:t,scrollLeft:n}=this,{top:r,left:i}=this._destination;r=Math.min(r||0,this.maxScrollTop),i=Math.min(i||0,this.maxScrollLeft);let s=Math.abs(r-t),o=Math.abs(i-n);s<1&&o<1&&(this._end&&this._end(),this._resetScrollState())}}detach(t){return this._clients.delete(t),this._clients.size===0&&(this._node.scrollTo=this._originalScrollTo,this._node.scrollBy=this._originalScrollBy,this._node.scroll=this._originalScroll,this._node.removeEventListener("scroll",this._checkForArrival)),null}_attach(t){this._clients.add(t),this._clients.size===1&&(this._node.scrollTo=this.scrollTo,this._node.scrollBy=this.scrollBy,this._node.scroll=this.scrollTo,this._node.addEventListener("scroll",this._checkForArrival))}};var VC=typeof window<"u"?window.ResizeObserver:void 0;var bu=Symbol("virtualizerRef"),hp="virtualizer-sizer",KC,gp=class{constructor(t){if(this._benchmarkStart=null,this._layout=null,this._clippingAncestors=[],this._scrollSize=null,this._scrollError=null,this._childrenPos=null,this._childMeasurements=null,this._toBeMeasured=new Map,this._rangeChanged=!0,this._itemsChanged=!0,this._visibilityChanged=!0,this._scrollerController=null,this._isScroller=!1,this._sizer=null,this._hostElementRO=null,this._childrenRO=null,this._mutationObserver=null,this._scrollEventListeners=[],this._scrollEventListenerOptions={passive:!0},this._loadListener=this._childLoaded.bind(this),this._scrollIntoViewTarget=null,this._updateScrollIntoViewCoordinates=null,this._items=[],this._first=-1,this._last=-1,this._firstVisible=-1,this._lastVisible=-1,this._scheduled=new WeakSet,this._measureCallback=null,this._measureChildOverride=null,this._layoutCompletePromise=null,this._layoutCompleteResolver=null,this._layoutCompleteRejecter=null,this._pendingLayoutComplete=null,this._layoutInitialized=null,this._connected=!1,!t)throw new Error("Virtualizer constructor requires a configuration object");if(t.hostElement)this._init(t);else throw new Error('Virtualizer configuration requires the "hostElement" property')}set items(t){Array.isArray(t)&&t!==this._items&&(this._itemsChanged=!0,this._items=t,this._schedule(this._updateLayout))}_init(t){this._isScroller=!!t.scroller,this._initHostElement(t);let n=t.layout||{};this._layoutInitialized=this._initLayout(n)}_initObservers(){this._mutationObserver=new MutationObserver(this._finishDOMUpdate.bind(this)),this._hostElementRO=new VC(()=>this._hostElementSizeChanged()),this._childrenRO=new VC(this._childrenSizeChanged.bind(this))}_initHostElement(t){let n=this._hostElement=t.hostElement;this._applyVirtualizerStyles(),n[bu]=this}connected(){this._initObservers();let t=this._isScroller;this._clippingAncestors=_N(this._hostElement,t),this._scrollerController=new dp(this,this._clippingAncestors[0]),this._schedule(this._updateLayout),this._observeAndListen(),this._connected=!0}_observeAndListen(){this._mutationObserver.observe(this._hostElement,{childList:!0}),this._hostElementRO.observe(this._hostElement),this._scrollEventListeners.push(window),window.addEventListener("scroll",this,this._scrollEventListenerOptions),this._clippingAncestors.forEach(t=>{t.addEventListener("scroll",this,this._scrollEventListenerOptions),this._scrollEventListeners.push(t),this._hostElementRO.observe(t)}),this._hostElementRO.observe(this._scrollerController.element),this._children.forEach(t=>this._childrenRO.observe(t)),this._scrollEventListeners.forEach(t=>t.addEventListener("scroll",this,this._scrollEventListenerOptions))}disconnected(){this._scrollEventListeners.forEach(t=>t.removeEventListener("scroll",this,this._scrollEventListenerOptions)),this._scrollEventListeners=[],this._clippingAncestors=[],this._scrollerController?.detach(this),this._scrollerController=null,this._mutationObserver?.disconnect(),this._mutationObserver=null,this._hostElementRO?.disconnect(),this._hostElementRO=null,this._childrenRO?.disconnect(),this._childrenRO=null,this._rejectLayoutCompletePromise("disconnected"),this._connected=!1}_applyVirtualizerStyles(){let n=this._hostElement.style;n.display=n.display||"block",n.position=n.position||"relative",n.contain=n.contain||"size layout",this._isScroller&&(n.overflow=n.overflow||"auto",n.minHeight=n.minHeight||"150px")}_getSizer(){let t=this._hostElement;if(!this._sizer){let n=t.querySelector(`[${hp}]`);n||(n=document.createElement("div"),n.setAttribute(hp,""),t.appendChild(n)),Object.assign(n.style,{position:"absolute",margin:"-2px 0 0 0",padding:0,visibility:"hidden",fontSize:"2px"}),n.textContent="&nbsp;",n.setAttribute(hp,""),this._sizer=n}return this._sizer}async updateLayoutConfig(t){await this._layoutInitialized;let n=t.type||KC;if(typeof n=="function"&&this._layout instanceof n){let r={...t};return delete r.type,this._layout.config=r,!0}return!1}async _initLayout(t){let n,r;if(typeof t.type=="function"){r=t.type;let i={...t};delete i.type,n=i}else n=t;r===void 0&&(KC=r=(await Promise.resolve().then(()=>(Ev(),FC))).FlowLayout),this._layout=new r(i=>this._handleLayoutMessage(i),n),this._layout.measureChildren&&typeof this._layout.updateItemSizes=="function"&&(typeof this._layout.measureChildren=="function"&&(this._measureChildOverride=this._layout.measureChildren),this._measureCallback=this._layout.updateItemSizes.bind(this._layout)),this._layout.listenForChildLoadEvents&&this._hostElement.addEventListener("load",this._loadListener,!0),this._schedule(this._updateLayout)}startBenchmarking(){this._benchmarkStart===null&&(this._benchmarkStart=window.performance.now())}stopBenchmarking(){if(this._benchmarkStart!==null){let t=window.performance.now(),n=t-this._benchmarkStart,i=performance.getEntriesByName("uv-virtualizing","measure").filter(s=>s.startTime>=this._benchmarkStart&&s.startTime<t).reduce((s,o)=>s+o.duration,0);return this._benchmarkStart=null,{timeElapsed:n,virtualizationTime:i}}return null}_measureChildren(){let t={},n=this._children,r=this._measureChildOverride||this._measureChild;for(let i=0;i<n.length;i++){let s=n[i],o=this._first+i;(this._itemsChanged||this._toBeMeasured.has(s))&&(t[o]=r.call(this,s,this._items[o]))}this._childMeasurements=t,this._schedule(this._updateLayout),this._toBeMeasured.clear()}_measureChild(t){let{width:n,height:r}=t.getBoundingClientRect();return Object.assign({width:n,height:r},xN(t))}async _schedule(t){this._scheduled.has(t)||(this._scheduled.add(t),await Promise.resolve(),this._scheduled.delete(t),t.call(this))}async _updateDOM(t){this._scrollSize=t.scrollSize,this._adjustRange(t.range),this._childrenPos=t.childPositions,this._scrollError=t.scrollError||null;let{_rangeChanged:n,_itemsChanged:r}=this;this._visibilityChanged&&(this._notifyVisibility(),this._visibilityChanged=!1),(n||r)&&(this._notifyRange(),this._rangeChanged=!1),this._finishDOMUpdate()}_finishDOMUpdate(){this._connected&&(this._children.forEach(t=>this._childrenRO.observe(t)),this._checkScrollIntoViewTarget(this._childrenPos),this._positionChildren(this._childrenPos),this._sizeHostElement(this._scrollSize),this._correctScrollError(),this._benchmarkStart&&"mark"in window.performance&&window.performance.mark("uv-end"))}_updateLayout(){this._layout&&this._connected&&(this._layout.items=this._items,this._updateView(),this._childMeasurements!==null&&(this._measureCallback&&this._measureCallback(this._childMeasurements),this._childMeasurements=null),this._layout.reflowIfNeeded(),this._benchmarkStart&&"mark"in window.performance&&window.performance.mark("uv-end"))}_handleScrollEvent(){if(this._benchmarkStart&&"mark"in window.performance){try{window.performance.measure("uv-virtualizing","uv-start","uv-end")}catch(t){console.warn("Error measuring performance data: ",t)}window.performance.mark("uv-start")}this._scrollerController.correctingScrollError===!1&&this._layout?.unpin(),this._schedule(this._updateLayout)}handleEvent(t){t.type==="scroll"?(t.currentTarget===window||this._clippingAncestors.includes(t.currentTarget))&&this._handleScrollEvent():console.warn("event not handled",t)}_handleLayoutMessage(t){t.type==="stateChanged"?this._updateDOM(t):t.type==="visibilityChanged"?(this._firstVisible=t.firstVisible,this._lastVisible=t.lastVisible,this._notifyVisibility()):t.type==="unpinned"&&this._hostElement.dispatchEvent(new mu)}get _children(){let t=[],n=this._hostElement.firstElementChild;for(;n;)n.hasAttribute(hp)||t.push(n),n=n.nextElementSibling;return t}_updateView(){let t=this._hostElement,n=this._scrollerController?.element,r=this._layout;if(t&&n&&r){let i,s,o,a,l=t.getBoundingClientRect();i=0,s=0,o=window.innerHeight,a=window.innerWidth;let u=this._clippingAncestors.map(b=>b.getBoundingClientRect());u.unshift(l);for(let b of u)i=Math.max(i,b.top),s=Math.max(s,b.left),o=Math.min(o,b.bottom),a=Math.min(a,b.right);let c=n.getBoundingClientRect(),f={left:l.left-c.left,top:l.top-c.top},d={width:n.scrollWidth,height:n.scrollHeight},p=i-l.top+t.scrollTop,h=s-l.left+t.scrollLeft,g=Math.max(0,o-i),y=Math.max(0,a-s);r.viewportSize={width:y,height:g},r.viewportScroll={top:p,left:h},r.totalScrollSize=d,r.offsetWithinScroller=f}}_sizeHostElement(t){let r=t&&t.width!==null?Math.min(82e5,t.width):0,i=t&&t.height!==null?Math.min(82e5,t.height):0;if(this._isScroller)this._getSizer().style.transform=`translate(${r}px, ${i}px)`;else{let s=this._hostElement.style;s.minWidth=r?`${r}px`:"100%",s.minHeight=i?`${i}px`:"100%"}}_positionChildren(t){t&&t.forEach(({top:n,left:r,width:i,height:s,xOffset:o,yOffset:a},l)=>{let u=this._children[l-this._first];u&&(u.style.position="absolute",u.style.boxSizing="border-box",u.style.transform=`translate(${r}px, ${n}px)`,i!==void 0&&(u.style.width=i+"px"),s!==void 0&&(u.style.height=s+"px"),u.style.left=o===void 0?null:o+"px",u.style.top=a===void 0?null:a+"px")})}async _adjustRange(t){let{_first:n,_last:r,_firstVisible:i,_lastVisible:s}=this;this._first=t.first,this._last=t.last,this._firstVisible=t.firstVisible,this._lastVisible=t.lastVisible,this._rangeChanged=this._rangeChanged||this._first!==n||this._last!==r,this._visibilityChanged=this._visibilityChanged||this._firstVisible!==i||this._lastVisible!==s}_correctScrollError(){if(this._scrollError){let{scrollTop:t,scrollLeft:n}=this._scrollerController,{top:r,left:i}=this._scrollError;this._scrollError=null,this._scrollerController.correctScrollError({top:t-r,left:n-i})}}element(t){return t===1/0&&(t=this._items.length-1),this._items?.[t]===void 0?void 0:{scrollIntoView:(n={})=>this._scrollElementIntoView({...n,index:t})}}_scrollElementIntoView(t){if(t.index>=this._first&&t.index<=this._last)this._children[t.index-this._first].scrollIntoView(t);else if(t.index=Math.min(t.index,this._items.length-1),t.behavior==="smooth"){let n=this._layout.getScrollIntoViewCoordinates(t),{behavior:r}=t;this._updateScrollIntoViewCoordinates=this._scrollerController.managedScrollTo(Object.assign(n,{behavior:r}),()=>this._layout.getScrollIntoViewCoordinates(t),()=>this._scrollIntoViewTarget=null),this._scrollIntoViewTarget=t}else this._layout.pin=t}_checkScrollIntoViewTarget(t){let{index:n}=this._scrollIntoViewTarget||{};n&&t?.has(n)&&this._updateScrollIntoViewCoordinates(this._layout.getScrollIntoViewCoordinates(this._scrollIntoViewTarget))}_notifyRange(){this._hostElement.dispatchEvent(new Ta({first:this._first,last:this._last}))}_notifyVisibility(){this._hostElement.dispatchEvent(new Ra({first:this._firstVisible,last:this._lastVisible}))}get layoutComplete(){return this._layoutCompletePromise||(this._layoutCompletePromise=new Promise((t,n)=>{this._layoutCompleteResolver=t,this._layoutCompleteRejecter=n})),this._layoutCompletePromise}_rejectLayoutCompletePromise(t){this._layoutCompleteRejecter!==null&&this._layoutCompleteRejecter(t),this._resetLayoutCompleteState()}_scheduleLayoutComplete(){this._layoutCompletePromise&&this._pendingLayoutComplete===null&&(this._pendingLayoutComplete=requestAnimationFrame(()=>requestAnimationFrame(()=>this._resolveLayoutCompletePromise())))}_resolveLayoutCompletePromise(){this._layoutCompleteResolver!==null&&this._layoutCompleteResolver(),this._resetLayoutCompleteState()}_resetLayoutCompleteState(){this._layoutCompletePromise=null,this._layoutCompleteResolver=null,this._layoutCompleteRejecter=null,this._pendingLayoutComplete=null}_hostElementSizeChanged(){this._schedule(this._updateLayout)}_childLoaded(){}_childrenSizeChanged(t){if(this._layout?.measureChildren){for(let n of t)this._toBeMeasured.set(n.target,n.contentRect);this._measureChildren()}this._scheduleLayoutComplete(),this._itemsChanged=!1,this._rangeChanged=!1}};function xN(e){let t=window.getComputedStyle(e);return{marginTop:mp(t.marginTop),marginRight:mp(t.marginRight),marginBottom:mp(t.marginBottom),marginLeft:mp(t.marginLeft)}}function mp(e){let t=e?parseFloat(e):NaN;return Number.isNaN(t)?0:t}function jC(e){if(e.assignedSlot!==null)return e.assignedSlot;if(e.parentElement!==null)return e.parentElement;let t=e.parentNode;return t&&t.nodeType===Node.DOCUMENT_FRAGMENT_NODE&&t.host||null}function $N(e,t=!1){let n=[],r=t?e:jC(e);for(;r!==null;)n.push(r),r=jC(r);return n}function _N(e,t=!1){let n=!1;return $N(e,t).filter(r=>{if(n)return!1;let i=getComputedStyle(r);return n=i.position==="fixed",i.overflow!=="visible"})}var Pv=e=>e,Dv=(e,t)=>m`${t}: ${JSON.stringify(e,null,2)}`,Av=class extends fp{constructor(t){if(super(t),this._virtualizer=null,this._first=0,this._last=-1,this._renderItem=(n,r)=>Dv(n,r+this._first),this._keyFunction=(n,r)=>Pv(n,r+this._first),this._items=[],t.type!==ln.CHILD)throw new Error("The virtualize directive can only be used in child expressions")}render(t){t&&this._setFunctions(t);let n=[];if(this._first>=0&&this._last>=this._first)for(let r=this._first;r<=this._last;r++)n.push(this._items[r]);return IC(n,this._keyFunction,this._renderItem)}update(t,[n]){this._setFunctions(n);let r=this._items!==n.items;return this._items=n.items||[],this._virtualizer?this._updateVirtualizerConfig(t,n):this._initialize(t,n),r?Tt:this.render()}async _updateVirtualizerConfig(t,n){if(!await this._virtualizer.updateLayoutConfig(n.layout||{})){let i=t.parentNode;this._makeVirtualizer(i,n)}this._virtualizer.items=this._items}_setFunctions(t){let{renderItem:n,keyFunction:r}=t;n&&(this._renderItem=(i,s)=>n(i,s+this._first)),r&&(this._keyFunction=(i,s)=>r(i,s+this._first))}_makeVirtualizer(t,n){this._virtualizer&&this._virtualizer.disconnected();let{layout:r,scroller:i,items:s}=n;this._virtualizer=new gp({hostElement:t,layout:r,scroller:i}),this._virtualizer.items=s,this._virtualizer.connected()}_initialize(t,n){let r=t.parentNode;r&&r.nodeType===1&&(r.addEventListener("rangeChanged",i=>{this._first=i.first,this._last=i.last,this.setValue(this.render())}),this._makeVirtualizer(r,n))}disconnected(){this._virtualizer?.disconnected()}reconnected(){this._virtualizer?.connected()}},qC=eo(Av);var fi=class extends K{constructor(){super(...arguments),this.items=[],this.renderItem=Dv,this.keyFunction=Pv,this.layout={},this.scroller=!1}createRenderRoot(){return this}render(){let{items:t,renderItem:n,keyFunction:r,layout:i,scroller:s}=this;return m`${qC({items:t,renderItem:n,keyFunction:r,layout:i,scroller:s})}`}element(t){return this[bu]?.element(t)}get layoutComplete(){return this[bu]?.layoutComplete}scrollToIndex(t,n="start"){this.element(t)?.scrollIntoView({block:n})}};_a([Sa({attribute:!1})],fi.prototype,"items",void 0);_a([Sa()],fi.prototype,"renderItem",void 0);_a([Sa()],fi.prototype,"keyFunction",void 0);_a([Sa({attribute:!1})],fi.prototype,"layout",void 0);_a([Sa({reflect:!0,type:Boolean})],fi.prototype,"scroller",void 0);customElements.define("lit-virtualizer",fi);Ev();function UC(e,t,n,r){if(n<=0)return null;let i=Math.max(1,Math.floor(r)),s=o=>Math.min(n-1,Math.max(0,o));switch(e){case"ArrowDown":return t===null?0:s(t+1);case"ArrowUp":return t===null?0:s(t-1);case"PageDown":return t===null?0:s(t+i);case"PageUp":return t===null?0:s(t-i);case"Home":return 0;case"End":return n-1;default:return null}}function WC(e,t,n,r,i){let s=e*t,o=s+t,a=Math.max(t,r-i);return s<n?s:o>n+a?o-a:n}function Ma(e,t,n,r){return e!==t?r(e):n==="asc"?"desc":"asc"}function Ea(e,t){return e?t==="asc"?"ascending":"descending":"none"}function Aa(e,t){return e&&t==="asc"?"\u25B2":"\u25BC"}var bp=24,SN=(e,t)=>t,kN=50,TN={width:0,height:bp,marginTop:0,marginRight:0,marginBottom:0,marginLeft:0},Lv=class extends Ca{constructor(...t){super(...t),this._overhang=kN}get measureChildren(){return(()=>TN)}},RN={type:Lv},Cr={table:{attribute:!1},rows:{attribute:!1},sort:{attribute:!1},dir:{attribute:!1}};function Ov(e,t){e.dispatchEvent(new CustomEvent("sort-change",{detail:t,bubbles:!0,composed:!0}))}function CN(e,t,n){let{sort:r,dir:i}=e,s=t.key===r,o=m`<span class="arrow">${Aa(s,i)}</span>`,a=()=>Ov(e,{column:t.key,dir:Ma(t.key,r,i,n)});return m`<button
    role="columnheader"
    class=${[t.text?"text":"",t.className??""].join(" ").trim()}
    data-col=${t.key}
    aria-sort=${Ea(s,i)}
    title=${`${t.title}. Click to sort.`}
    @click=${a}
  >
    <span class="top">${t.text?w:o}<span class="col-name">${t.name}</span>${t.text?o:w}</span>
    ${t.sub?m`<span class="sub">${t.sub}</span>`:w}
  </button>`}function Yi(e,t){let{rows:n}=e;return m`<div
    role="table"
    style=${t.tableStyle??w}
    aria-rowcount=${n.length+1}
    aria-label=${t.label}
    tabindex=${t.focusable?0:w}
  >
    <div class="head" role="row" style=${t.headStyle??w}>
      ${t.columns.map(r=>"header"in r?r.header:CN(e,r,t.defaultDir))}
    </div>
    ${n.length===0?m`<div class="none">${t.empty}</div>`:t.keyByPosition?m`<lit-virtualizer
              .items=${n}
              .renderItem=${t.renderRow}
              .keyFunction=${SN}
              .layout=${RN}
            ></lit-virtualizer>`:m`<lit-virtualizer .items=${n} .renderItem=${t.renderRow}></lit-virtualizer>`}
  </div>`}var Gi=class{constructor(t,n){this.host=t;this.actions=n;this.row=null;this.onFocus=t=>{let n=t.composedPath()[0];if(this.row!==null||!(n instanceof HTMLElement)||n.getAttribute("role")!=="table"||!n.matches(":focus-visible"))return;let r=this.host.rows;r.length!==0&&this.set(r[Math.min(r.length-1,Math.ceil(this.host.scrollTop/bp))])};this.onKey=t=>{if(t.defaultPrevented||t.altKey||t.ctrlKey||t.metaKey)return;let n=t.composedPath()[0],r=n instanceof Element&&n.closest("button, input, select, a")!==null;if(t.key==="Escape"){this.actions.close()&&t.preventDefault();return}let i=this.host.rows;if(t.key==="Enter"||t.key===" "){if(r||this.row===null||!i.includes(this.row))return;t.preventDefault(),this.actions.open(this.row);return}let s=this.row===null?-1:i.indexOf(this.row),o=this.headHeight(),a=this.host.clientHeight,l=UC(t.key,s<0?null:s,i.length,Math.floor((a-o)/bp)-1);l!==null&&(t.preventDefault(),this.set(i[l]),this.host.scrollTop=WC(l,bp,this.host.scrollTop,a,o))};t.addController(this)}hostConnected(){this.host.addEventListener("keydown",this.onKey),this.host.addEventListener("focusin",this.onFocus)}hostDisconnected(){this.host.removeEventListener("keydown",this.onKey),this.host.removeEventListener("focusin",this.onFocus)}isCursor(t){return t===this.row}set(t){t!==this.row&&(this.row=t,this.host.requestUpdate())}headHeight(){return this.host.shadowRoot?.querySelector(".head")?.offsetHeight??0}};function yp(e,t){return m`<div class="cell mark" role="cell" data-col="significant">
    ${e?Xi(t):w}
  </div>`}function Xi(e){return m`<span class="sig" role="img" aria-label=${e} title=${e}>★</span>`}var Ji=[rx,H`
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
  `],vp=H`
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
`;var MN=["label","count","count_a","count_b","value_a","value_b","gap","bound","p_value"],EN=new Set(["count_a","count_b","value_a","value_b"]),yu=76,wp=14,AN="minmax(120px, 3fr) repeat(3, minmax(72px, 1fr)) repeat(3, minmax(92px, 1fr)) 212px minmax(64px, 1fr) 24px",PN="minmax(120px, 3fr) minmax(72px, 1fr) minmax(92px, 1fr) 212px minmax(64px, 1fr) 24px",Nv=912,GC=584,DN="fairness:rows-rendered";function LN(e,t,[n,r]){let s=b=>(b-n)/(r-n)*(yu-6)+3,o=b=>Math.min(yu-3,Math.max(3,b)),a=wp/2,[l,u]=e,c=s(l),f=s(u),d=o(c),p=o(f),h=c<3?`M${d+3},${a-3}L${d},${a}L${d+3},${a+3}`:`M${d},${a-3}V${a+3}`,g=f>yu-3?`M${p-3},${a-3}L${p},${a}L${p-3},${a+3}`:`M${p},${a-3}V${a+3}`,y=t!==null&&Number.isFinite(t)?s(t):-10;return{zero:`M${s(0)},0V${wp}`,bar:`M${d},${a}H${p}${h}${g}`,dot:y,r:y>=0&&y<=yu?2.5:0}}function ON(e){return m`<svg class="whisker" width=${yu} height=${wp} aria-hidden="true">
    <path class="zero" d=${e.zero}></path>
    <path class="bar" d=${e.bar}></path>
    <circle class="dot" cx=${e.dot} cy=${wp/2} r=${e.r}></circle>
  </svg>`}var NN=4096,vu=class extends K{constructor(){super();this.pendingMark=!1;this.width=0;this.resize=new ResizeObserver(n=>{this.width=n[0]?.contentRect.width??0,this.updateCompact()});this.cursor=new Gi(this,{open:n=>this.openRow(n),close:()=>this.open===null?!1:(this.dispatchEvent(new CustomEvent("row-close",{bubbles:!0,composed:!0})),!0)});this.texts=new Map;this.rowTemplate=(n,r)=>this.renderRow(n,r);this.lastCursor=null;this.table=null,this.rows=[],this.sort="gap",this.dir="desc",this.names={a:"A",b:"B",metric:"value"},this.stats=null,this.columns="auto",this.open=null,this.compact=!1}connectedCallback(){super.connectedCallback(),this.resize.observe(this)}disconnectedCallback(){super.disconnectedCallback(),this.resize.disconnect()}updateCompact(){let n=this.columns==="compact"||this.columns==="auto"&&this.width>0&&this.width<Nv;n!==this.compact&&(this.compact=n)}openRow(n){let r=this.table;if(!r||n<0||n>=r.rows)return;this.cursor.set(n);let i=this.shadowRoot?.querySelector("[role=table]");this.dispatchEvent(new CustomEvent("row-open",{detail:{key:r.columns.label[n],opener:i},bubbles:!0,composed:!0}))}headerColumns(){let{level:n,fdr:r}=this.stats,i=po("significant",this.names,n,r),s=m`<span class="mark" role="columnheader" data-col="significant" title=${i.title}>★</span>`;return[...MN.map(o=>({key:o,text:o==="label",className:EN.has(o)?"ab":void 0,...po(o,this.names,n,r)})),{header:s}]}rowText(n){let r=this.texts.get(n);if(r)return r;let i=this.table,s=i.columns,o=this.stats,a=Cc(i,n,o.minCount),l=s.gap[n],u=a.interval?`${Wn(o.level)} interval ${a.intervalText}; conservative bound ${a.bound===null?"\u2014":a.bound}`+(a.insufficient?`. ${a.pTitle}`:""):a.intervalReason??"",c=d=>kc(s[d][n],i.states[d][n]),f={count:P(s.count[n]),countA:P(s.count_a[n]),countB:P(s.count_b[n]),value_a:c("value_a"),value_b:c("value_b"),gap:c("gap"),stats:a,intervalTitle:u,whisker:a.interval?LN(a.interval,typeof l=="number"?l:null,o.domain):null};return this.texts.size>=NN&&this.texts.clear(),this.texts.set(n,f),f}renderValue(n,r,i){return r.state===null?m`<div class="cell num ${i?"ab":""}" role="cell" data-col=${n} title=${r.title}>${r.text}</div>`:m`<div
      class="cell num ${i?"ab":""} state ${r.state==="undefined"?"undef":"inf"}"
      role="cell"
      data-col=${n}
      data-state=${r.state}
      title=${r.title}
    >
      ${r.text}
    </div>`}renderStats(n){let r=n.stats,i=n.intervalTitle,s=ft(this.stats.fdr);return m`<div
        class="cell num interval ${r.interval?"":"state undef"}"
        role="cell"
        data-col="interval"
        data-lower=${r.interval?String(r.interval[0]):""}
        data-upper=${r.interval?String(r.interval[1]):""}
        title=${i}
      >
        ${n.whisker?ON(n.whisker):w}<span
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
      ${yp(r.significant,s)}`}renderRow(n,r){let i=this.table.columns,s=i.label[n],o=i.insufficient[n]===!0,a=i.significant[n]===!0,l=this.rowText(n);return m`<div
      class="row ${o?"insufficient":""} ${a?"significant":""} ${this.cursor.isCursor(n)?"cursor":""}"
      role="row"
      aria-selected=${n===this.open?"true":"false"}
      data-row=${n}
      data-pos=${r}
      data-insufficient=${o?"true":"false"}
      data-significant=${a?"true":"false"}
      title=${o?gh(this.stats.minCount):w}
      @click=${()=>this.openRow(n)}
    >
      <div class="cell label" role="cell" data-col="label" title=${s}>${s}</div>
      <div class="cell num" role="cell" data-col="count">${l.count}</div>
      <div class="cell num ab" role="cell" data-col="count_a">${l.countA}</div>
      <div class="cell num ab" role="cell" data-col="count_b">${l.countB}</div>
      ${this.renderValue("value_a",l.value_a,!0)} ${this.renderValue("value_b",l.value_b,!0)}
      ${this.renderValue("gap",l.gap,!1)} ${this.renderStats(l)}
    </div>`}willUpdate(n){(n.has("table")||n.has("rows"))&&(n.has("table")&&(this.scrollTop=0),this.pendingMark=this.rows.length>0),n.has("columns")&&this.updateCompact();let r=this.cursorMoved();(n.has("table")||n.has("stats"))&&this.texts.clear(),(r||n.has("table")||n.has("stats")||n.has("open")||n.has("names"))&&(this.rowTemplate=(i,s)=>this.renderRow(i,s))}cursorMoved(){let n=this.cursor.row!==this.lastCursor;return this.lastCursor=this.cursor.row,n}updated(){if(!this.pendingMark)return;let n=this.renderRoot,r=()=>{this.pendingMark&&(n.querySelector(".row")?(this.pendingMark=!1,requestAnimationFrame(()=>performance.mark(DN))):requestAnimationFrame(r))};r()}render(){return!this.table||!this.stats?w:Yi(this,{columns:this.headerColumns(),defaultDir:hh,renderRow:this.rowTemplate,label:"Labels ranked by gap",empty:"No label matches the filters.",keyByPosition:!0,focusable:!0})}};vu.properties={...Cr,names:{attribute:!1},stats:{attribute:!1},columns:{attribute:!1},open:{attribute:!1},compact:{type:Boolean,reflect:!0}},vu.styles=[W,...Ji,vp,H`
      .head,
      .row {
        grid-template-columns: ${rt(AN)};
        min-width: ${rt(`${Nv}px`)};
      }
      lit-virtualizer {
        min-width: ${rt(`${Nv}px`)};
      }
      :host([compact]) .head,
      :host([compact]) .row {
        grid-template-columns: ${rt(PN)};
        min-width: ${rt(`${GC}px`)};
      }
      :host([compact]) lit-virtualizer {
        min-width: ${rt(`${GC}px`)};
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
    `];customElements.define("fairness-table",vu);var wu=class extends K{constructor(){super();this.chart=null;this.histogram=null,this.metric=""}willUpdate(n){(n.has("histogram")||n.has("metric"))&&(this.chart=this.draw())}draw(){let n=this.histogram;return!n||n.bins.length===0?null:Pe({width:ho,height:170,marginLeft:44,marginBottom:34,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{label:`gap (${this.metric})`,labelAnchor:"center",labelArrow:"none",nice:!1},y:{label:"labels",labelArrow:"none",grid:!0,ticks:Math.min(5,Math.max(...n.bins.map(r=>r.count)))},marks:[Fi(n.bins,{x1:"x0",x2:"x1",y:"count",fill:ds,fillOpacity:.85,insetLeft:.5,insetRight:.5}),At([0],{stroke:"var(--chart-rule)"}),Ge([0],{stroke:"var(--chart-ink)",strokeDasharray:"3,3"})]})}render(){let n=this.histogram;if(!n)return w;let{posInf:r,negInf:i,undefined:s}=n.nonFinite,o=[r?`${P(r)} at +\u221E`:"",i?`${P(i)} at \u2212\u221E`:"",s?`${P(s)} undefined`:""].filter(Boolean);return m`
      <h3>Gap distribution</h3>
      <div class="chart">${this.chart??m`<div class="muted">No finite gap to plot.</div>`}</div>
      <div class="note muted">
        ${P(n.finite)} finite gap${n.finite===1?"":"s"}${o.length?m`; not plotted: ${o.join(", ")}`:w}
      </div>
    `}};wu.properties={histogram:{attribute:!1},metric:{attribute:!1}},wu.styles=[W,H`
      :host {
        display: block;
      }
      .chart {
        min-height: 40px;
      }
      .note {
        font-size: 11px;
      }
    `];customElements.define("fairness-gap-histogram",wu);var xu=class extends K{constructor(){super();this.chart=null;this.distribution=null,this.k=100,this.sortLabel="",this.kText="100"}willUpdate(n){n.has("k")&&Number(this.kText)!==this.k&&(this.kText=String(this.k)),n.has("distribution")&&(this.chart=this.draw())}draw(){let n=this.distribution;if(!n||n.bins.length===0)return null;let r=Math.max(1,n.topShown),i=Math.max(1,n.allShown),s=n.bins.map(o=>({x0:o.x0,x1:o.x1,top:o.top/r,all:o.all/i}));return Pe({width:ho,height:170,marginLeft:44,marginBottom:34,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{type:"log",label:"c(y): examples with the label",labelAnchor:"center",labelArrow:"none"},y:{label:"share of labels",labelArrow:"none",grid:!0,percent:!0},marks:[Fi(s,{x1:"x0",x2:"x1",y:"top",fill:ds,fillOpacity:.85,insetLeft:.5,insetRight:.5}),Fi(s,{x1:"x0",x2:"x1",y:"all",fill:"none",stroke:"var(--chart-ink)",strokeWidth:1}),At([0],{stroke:"var(--chart-rule)"})]})}onK(n){let r=n.target.value;this.kText=r;let i=Number(r);r.trim()!==""&&Number.isSafeInteger(i)&&i>=1&&this.dispatchEvent(new CustomEvent("topk-change",{detail:i,bubbles:!0,composed:!0}))}render(){let n=this.distribution;if(!n)return w;let r=Number(this.kText),i=!(this.kText.trim()!==""&&Number.isSafeInteger(r)&&r>=1);return m`
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
        <span class="key" style="background:${ds}"></span>top ${P(n.k)}${n.topMedian!==null?m` (median c(y) ${P(n.topMedian)})`:w}
        <span class="key" style="border:1px solid var(--chart-ink)"></span>all ${P(n.allShown)} shown${n.allMedian!==null?m` (median ${P(n.allMedian)})`:w}${n.zero?m`; ${P(n.zero)} of the top with c(y) = 0 not plotted`:w}
      </div>
    `}};xu.properties={distribution:{attribute:!1},k:{attribute:!1},sortLabel:{attribute:!1},kText:{state:!0}},xu.styles=[W,H`
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
    `];customElements.define("fairness-count-distribution",xu);var XC="label_associations",YC="gaps",IN=180,BN=400,zN=new Set(["search","gap","count"]);function HN(e){return e.metrics?.find(t=>t.name===e.metric)?.title??""}var $u=class extends K{constructor(n){super();this.request=new fe;this.shell=new nt(this,[this.request]);this.downloads=new cn(this,()=>this.api,()=>this.declaration);this.identitiesConfirmed=!1;this.labelSearch=null;this.search={regex:null,error:null};this.visibleList=[];this.histogram=null;this.counts=null;this.heads={a:"A",b:"B",metric:"value"};this.statsInfo=null;this.legendLines=null;this.openRow=null;this.drillOpener=null;this.chartTimer=null;this.hashTimer=null;this.hashDirty=!1;this.drawerActions={close:()=>this.closeRow()};this.onPageHide=()=>{this.hashDirty&&this.flushParams()};this.onKey=n=>{if(n.key!=="Escape"||n.defaultPrevented||this.openLabel===null)return;let r=n.composedPath()[0];r instanceof HTMLInputElement||r instanceof HTMLSelectElement||(n.preventDefault(),this.closeRow())};this.flushParams=()=>{this.hashDirty=!1,Je(this,mh(this.selection,this.declaration))};this.api=n??new Vt,this.info=null,this.declaration=null,this.params=[],this.selection=$c(null),this.data=null}connectedCallback(){super.connectedCallback(),window.addEventListener("pagehide",this.onPageHide),this.addEventListener("keydown",this.onKey)}disconnectedCallback(){super.disconnectedCallback(),window.removeEventListener("pagehide",this.onPageHide),this.removeEventListener("keydown",this.onKey),this.cancelCharts()}openLabelRow(n){this.drillOpener=n.detail.opener,this.openLabel=n.detail.key}closeRow(){let n=this.drillOpener;this.openLabel=null,this.drillOpener=null,n?.isConnected&&n.focus({preventScroll:!0})}async load(){let{run:n,tag:r,step:i}=this.report,{metric:s,a:o,b:a,level:l,fdr:u,minCount:c,rankBy:f}=this.selection,d=!this.identitiesConfirmed;this.shell.start();let p=(y,b)=>b===uo(this.declaration,y)?null:b,h={level:p("level",l),fdr:p("fdr",u),min_count:c,rank_by:p("rank_by",f)},g;try{let y=Fw({run:n,tag:r,step:i,metric:s,a:o,b:a,...h});g=await this.request.run(b=>this.api.view(XC,"",y,zw,b,Hw))}catch(y){if(d&&(o!==null||a!==null)&&y instanceof Qt&&y.status===400){this.setSelectionState({...this.selection,a:null,b:null}),this.load();return}this.data=null,this.shell.fail(y);return}g!==ue&&(this.data=g,this.identitiesConfirmed=!0,(this.selection.a===null||this.selection.metric!==g.metric)&&this.setSelectionState({...this.selection,a:g.a,metric:g.metric}),this.shell.ready())}setSelectionState(n,r=!1){if(this.selection=n,!r){this.flushParams();return}if(this.hashTimer!==null){this.hashDirty=!0;return}this.flushParams(),this.hashTimer=window.setTimeout(()=>{this.hashTimer=null,this.hashDirty&&this.flushParams()},BN)}onSelectionChange(n){let r=this.selection,i={...r,...n};if(Object.keys(n).every(a=>zN.has(a))){this.setSelectionState(i,!0);return}n.rankBy!==void 0&&n.rankBy!==r.rankBy&&n.sort===void 0&&(i.sort=rl(n.rankBy),i.dir="desc"),this.setSelectionState(i),(i.rankBy!==r.rankBy||i.level!==r.level||i.fdr!==r.fdr||i.minCount!==r.minCount||i.metric!==r.metric||i.a!==r.a||i.b!==r.b)&&((i.a!==r.a||i.b!==r.b)&&(this.identitiesConfirmed=!0),this.load())}resetSelection(){this.setSelectionState($c(this.declaration)),this.identitiesConfirmed=!1,this.report.step!==null?Xn(this,{step:null}):this.load()}downloadCsv(n="all"){let r=this.data;if(!r)return;let i=n==="shown",s=$t(["fairness",r.run,r.tag,`step${r.step}`,r.metric,r.a,"vs",r.b??"rest",i?"shown":null]),o=i?{column:"label",keys:this.visibleList.map(a=>r.columns.label[a])}:void 0;this.downloads.download(i?"download-shown":"download",{run:r.run,tag:r.tag,step:r.step,table:YC,options:_c(r)},s,o)}willUpdate(n){if(!this.hasUpdated)this.selection=jw(this.params,this.declaration),Je(this,mh(this.selection,this.declaration)),this.load();else{let h=n.get("report");h&&(h.run!==this.report.run||h.tag!==this.report.tag)&&(this.identitiesConfirmed=!1),(n.has("report")&&Jn(h,this.report)||n.has("info")&&Zn(n.get("info"),this.info,this.report))&&this.load()}let r=n.get("selection"),i=this.selection,s=this.data,o=n.has("data"),a=r===void 0,l=!a&&(r.sort!==i.sort||r.dir!==i.dir),u=a||r.search!==i.search,c=a||r.gap[0]!==i.gap[0]||r.gap[1]!==i.gap[1]||r.count[0]!==i.count[0]||r.count[1]!==i.count[1]||r.significantOnly!==i.significantOnly,f=a||r.topK!==i.topK;if(u&&(this.search=yi(i.search)),!s){this.labelSearch=null,this.visibleList=[],this.histogram=null,this.counts=null,this.statsInfo=null,this.legendLines=null,this.openRow=null,this.cancelCharts();return}if(o&&(this.heads={a:s.a,b:s.b_label,metric:s.metric,metricTitle:HN(s)},this.statsInfo={level:s.level,fdr:s.fdr,minCount:s.min_count,domain:Qw(s)},this.legendLines=Mc(s)),o||n.has("openLabel")){let h=this.openLabel===null?-1:s.columns.label.indexOf(this.openLabel);this.openRow=h<0?null:h}(o||l||this.labelSearch===null)&&(this.labelSearch=new Sc(s,Gw(s,i.sort,i.dir)));let d=!1;if(o||l||u||c){let h=this.labelSearch.rows(i.search,this.search.regex,s,{gap:i.gap,count:i.count,significantOnly:i.significantOnly});Yw(h,this.visibleList)||(this.visibleList=h,d=!0)}let p=!a&&!o&&!l&&!f&&r.significantOnly===i.significantOnly;d||o?p&&this.histogram!==null?this.scheduleCharts():this.updateCharts():f&&(this.counts=Ec(s,this.visibleList,i.topK))}updateCharts(){this.cancelCharts();let n=this.data;n&&(this.histogram=bh(n,this.visibleList),this.counts=Ec(n,this.visibleList,this.selection.topK))}scheduleCharts(){this.cancelCharts(),this.chartTimer=window.setTimeout(()=>{let n=this.data;n&&(this.histogram=bh(n,this.visibleList),this.requestUpdate(),this.chartTimer=window.setTimeout(()=>{this.chartTimer=null,this.data&&(this.counts=Ec(this.data,this.visibleList,this.selection.topK),this.requestUpdate())},0))},IN)}cancelCharts(){this.chartTimer!==null&&clearTimeout(this.chartTimer),this.chartTimer=null}renderSummary(n){return ox(n,this.info?.description??"",this.visibleList.length)}renderLegend(n){return ax(n,this.legendLines)}renderDrawer(n){return MC(n,this.openRow,{api:this.api,declaration:this.declaration,heads:this.heads},this.drawerActions)}render(){let n=this.selection,r=this.data,i=r?.metrics?.length?r.metrics:Un(this.declaration,"metric").map(a=>({name:a,title:"",range:null})),s=this.shell.loading,o=`${n.sort} ${n.dir==="desc"?"\u25BC":"\u25B2"}`;return m`
      <fairness-controls
        .selection=${n}
        .metrics=${i}
        .identities=${r?.identities??[]}
        .reportMinCount=${r?.min_count??null}
        .declaration=${this.declaration}
        .searchError=${this.search.error}
        .canDownload=${r!==null&&!s&&this.downloads.pending===null}
        .downloadTitle=${un(this.declaration,YC,r?.rows??null)+"; not only the rows the search and filters show"}
        @selection-change=${a=>this.onSelectionChange(a.detail)}
        @focusout=${()=>this.hashDirty&&this.flushParams()}
        @download-csv=${a=>this.downloadCsv(a.detail==="shown"?"shown":"all")}
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
    `}};$u.properties={...Yn,selection:{state:!0},data:{state:!0},openLabel:{state:!0}},$u.styles=[W,Ie,Ac,hs,ms,dt,sx];customElements.define("fairness-associations-view",$u);var JC={kind:XC,title:"label-association",render:(e,t)=>m`<fairness-associations-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${t}</fairness-associations-view
    >`,hint:()=>m`No label-association reports: log one with <code>w.label_associations(…)</code>, one set of predicted
      label names per example with the identities among them (or a 0/1 matrix with <code>label_names=</code>, or
      scores with <code>threshold=</code>).`,example:`# One set of predicted label names per example; the identities are among them.
predictions = [{"man", "skateboard"}, {"woman", "apron"}, {"woman", "skateboard"}]
w.label_associations("associations/val", 0, predictions, identities=["man", "woman"])`};var Xt=["negligible","small","medium","large"],_u=[.1,.3,.5],ZC=["class","n","cramers_v","band","accuracy","worst_group","worst_group_accuracy","gap","lower","upper","p_value","significant"];function QC(e,t="view route"){U(e)||A(t,"not an object");let n=e.rows;(typeof n!="number"||!Number.isInteger(n)||n<0)&&A(t,"`rows` is not a count"),U(e.model)||A(t,"no `model`"),(!U(e.columns)||!U(e.states))&&A(t,"no `columns` or `states`");let r=e.columns;for(let s of ZC){let o=r[s];(!Array.isArray(o)||o.length!==n)&&A(t,`column \`${s}\` does not have ${n} rows`)}let i=e.states.cramers_v;return(!Array.isArray(i)||i.length!==n)&&A(t,`states \`cramers_v\` does not have ${n} rows`),Array.isArray(e.groups)||A(t,"no `groups`"),U(e.reasons)||A(t,"no `reasons`"),e}function eM(e,t="view route"){U(e)||A(t,"not an object");let{groups:n,labels:r}=e;(!Array.isArray(n)||!Array.isArray(r))&&A(t,"no `groups` or `labels`");for(let i of["group_n","group_accuracy","other","counts"]){let s=e[i];(!Array.isArray(s)||s.length!==n.length)&&A(t,`\`${i}\` does not have one entry per group`)}for(let i of["correct","kept"]){let s=e[i];(!Array.isArray(s)||s.length!==r.length)&&A(t,`\`${i}\` does not have one entry per label`)}for(let i of e.counts)(!Array.isArray(i)||i.length!==r.length)&&A(t,"`counts` rows do not have one entry per label");return Array.isArray(e.mistakes)||A(t,"no `mistakes`"),e}var tM="fairness:skew-response",nM="class";function rM(e){return{run:e.run,tag:e.tag,step:e.step,mev:e.mev,level:e.level??null,fdr:e.fdr??null}}function iM(e){return{run:e.run,tag:e.tag,step:e.step,class_name:e.class,mev:e.mev,k:e.k,limit:e.limit}}var FN=["class","n","cramers_v","band","p_value","accuracy","worst_group","worst_group_accuracy","gap"],VN=["class","worst_group"],$p=[.9,.95,.99],Iv=Object.freeze({cls:null,sort:"cramers_v",dir:"desc",search:""});function _p(e){return{...Iv,mev:et(e,"mev"),level:et(e,"level"),fdr:et(e,"fdr")}}function Bv(e){return VN.includes(e)||e==="p_value"?"asc":"desc"}var Jt={cls:"class",mev:"mev",level:"level",fdr:"fdr",sort:"sort",dir:"dir",search:"q"};function zv(e,t){let n=[];return ae(n,Jt.cls,e.cls),st(n,Jt.mev,e.mev,t),st(n,Jt.level,e.level,t),st(n,Jt.fdr,e.fdr,t),(e.sort!==Iv.sort||e.dir!==Iv.dir)&&(ae(n,Jt.sort,e.sort),ae(n,Jt.dir,e.dir)),ae(n,Jt.search,e.search),n}function sM(e,t){let n=ze(e),r=_p(t),i=n.get(Jt.cls);r.cls=i===void 0||i===""?null:i,r.mev=Kt(t,"mev",ve(n.get(Jt.mev))),r.level=Kt(t,"level",ve(n.get(Jt.level))),r.fdr=Kt(t,"fdr",ve(n.get(Jt.fdr)));let s=n.get(Jt.sort);if(s!==void 0&&FN.includes(s)){r.sort=s;let o=n.get(Jt.dir);r.dir=o==="asc"||o==="desc"?o:Bv(r.sort)}return r.search=n.get(Jt.search)??"",r}function KN(e){let t=0;for(;t<_u.length&&e>=_u[t];)t++;return Xt[t]}function jN(e,t,n){if(t==="band"){let i=Xt.indexOf(e.columns.band[n]);return i<0?NaN:i}let r=e.columns[t][n];return typeof r=="number"&&Number.isFinite(r)?r:NaN}function oM(e,t,n){let r=new Int32Array(e.rows);for(let o=0;o<r.length;o++)r[o]=o;let i=n==="asc"?1:-1;if(t==="class"||t==="worst_group"){let o=e.columns[t];return r.sort((a,l)=>{let u=o[a],c=o[l];return u===null||c===null?u===null&&c===null?a-l:u===null?1:-1:u<c?-i:u>c?i:a-l}),r}let s=new Float64Array(e.rows);for(let o=0;o<e.rows;o++)s[o]=jN(e,t,o);return r.sort((o,a)=>{let l=s[o],u=s[a],c=Number.isNaN(l),f=Number.isNaN(u);return c||f?c&&f?o-a:c?1:-1:l<u?-i:l>u?i:o-a}),r}function aM(e,t,n){return kw(e.columns.class,t,n)}var qN={class:["class","ground truth","the ground-truth class"],n:["examples","","the examples of the class"],cramers_v:["Cram\xE9r's V","effect size","Cram\xE9r's V of the table groups \xD7 predicted labels for this class: how strongly what the model predicts depends on the group (0: not at all); classes without V last"],band:["band","of V","negligible < 0.1 \u2264 small < 0.3 \u2264 medium < 0.5 \u2264 large"],p_value:["p","\u03C7\xB2 test",'the p-value of the chi-square test of "group and prediction independent" for this class; classes without V last'],accuracy:["accuracy","of the class","the accuracy on the examples of the class"],worst_group:["worst group","lowest accuracy","the group with the lowest accuracy on this class"],worst_group_accuracy:["its accuracy","worst group","the accuracy of the class's worst group"],gap:["gap","accuracy \u2212 worst","the accuracy of the class minus that of its worst group, in percentage points"]};function Sp(e,t,n){if(e==="interval"){let o=Pa(t);return{name:"interval",sub:`${o} of V`,title:tt("interval","lower, upper",`the ${o} interval of the population V of this class (docs/statistics.md); the dot is V, dotted lines are the band edges 0.1, 0.3, 0.5`)}}if(e==="significant")return{name:"\u2605",sub:"",title:tt("\u2605","significant",ft(n))};let[r,i,s]=qN[e];return{name:r,sub:i,title:tt(r,e,s)}}function Pa(e){return`${Number((e*100).toPrecision(4))}%`}function lM(e,t,n){let r=e.columns,i=e.states.cramers_v[t],s=i===null&&Se(r.cramers_v[t]),o=s?null:`Undefined: ${i&&n[i]||i||"no value of V"}`,a=r.lower?.[t],l=r.upper?.[t],u=s&&Se(a)&&Se(l)?[a,l]:null,c=r.p_value?.[t],f=s&&Se(c);return{interval:u,intervalText:u?`[${u[0].toFixed(2)}, ${u[1].toFixed(2)}]`:"\u2014",p:f?c:null,pText:f?Xe(c):"\u2014",pTitle:f?`p = ${c} (chi-square test of "group and prediction independent")`:o??"No p-value",significant:s&&r.significant?.[t]===!0,reason:o}}function uM(e){let t=0,n=e.columns.upper??[];for(let r=0;r<e.rows;r++){let i=n[r];Se(i)&&i>t&&(t=i)}return[0,Math.min(1,Math.max(.1,Math.ceil(t*10-1e-9)/10))]}function UN(e){let t=0,n=e.columns.p_value??[];for(let r=0;r<e.rows;r++)Se(n[r])&&t++;return t}function cM(e){let t=UN(e);return{interval:`whiskers: ${Pa(e.level)} interval of the population V (docs/statistics.md)`,significance:fo({q:e.fdr,significant:e.significant,tested:t,unit:"class",units:"classes",what:t<e.rows?`${e.rows-t} without V`:""})}}var xp=20;function fM(e,t){let n=Object.fromEntries(Xt.map(a=>[a,0])),r=new Map,i=0,s=0;for(let a=0;a<t.length;a++){let l=t[a],u=e.columns.cramers_v[l];if(typeof u!="number"||!Number.isFinite(u)){s++;continue}let c=Xt.includes(e.columns.band[l]??"")?e.columns.band[l]:KN(u),d=Math.min(xp-1,Math.max(0,Math.floor(u*xp)))*Xt.length+Xt.indexOf(c);r.set(d,(r.get(d)??0)+1),n[c]++,i++}return{bins:[...r.entries()].sort(([a],[l])=>a-l).map(([a,l])=>{let u=Math.floor(a/Xt.length);return{x0:u/xp,x1:(u+1)/xp,band:Xt[a%Xt.length],count:l}}),byBand:n,defined:i,undefined:s}}function dM(e){let t=0;return{panels:e.groups.map((r,i)=>{let s=e.group_n[i]??0,o=u=>s>0?u/s:0,a=e.labels.map((u,c)=>{let f=e.counts[i][c]??0;return{label:u,count:f,share:o(f),correct:e.correct[c]===!0,kept:e.kept[c]!==!1,other:!1}});if(e.other_labels>0){let u=e.other[i]??0;a.push({label:"",count:u,share:o(u),correct:!1,kept:!0,other:!0})}for(let u of a)u.share>t&&(t=u.share);let l=e.mistakes.filter(u=>u.group===r).sort((u,c)=>u.rank-c.rank);return{group:r,n:s,accuracy:e.group_accuracy[i]??null,bars:a,mistakes:l}}),maxShare:t,otherLabels:e.other_labels,totalLabels:e.total_labels,dropped:e.kept.filter(r=>r===!1).length}}var kp="classes";function Hv(e){return{mev:String(e.mev),level:String(e.level),fdr:String(e.fdr)}}function Su(e){let t=e.trim();if(t==="")return null;let n=Number(t);return Number.isFinite(n)?n:NaN}function pM(e,t){let n=e.sel,r=e.declaration,i=!Ce(r,"mev",Su(e.mevText)),s=!Ce(r,"fdr",Su(e.fdrText)),o=n.level===null||$p.includes(n.level)?$p:[...$p,n.level].sort((a,l)=>a-l);return m`<div class="controls">
      <div class="group" role="group" aria-label="Report and noise filter">
        <slot name="report"></slot>
        <label class="field">
          <span class="name" title=${ye(r,"mev")}>${Me(r,"mev")}</span>
          <input
            type="number"
            name="mev"
            min=${fn(r,"mev").min??w}
            step="any"
            inputmode="decimal"
            class=${i?"invalid":""}
            aria-invalid=${i?"true":"false"}
            title=${i?Qn(r,"mev"):ye(r,"mev","Drops the predicted labels whose smallest expected count is below it before computing V (the paper uses 5; 0 turns the filter off, as the appendix code does).")}
            .value=${e.mevText}
            @input=${a=>t.mev(a)}
          />
        </label>
        <label class="field" title=${ye(r,"level","Here: the interval of V (the whiskers).")}>
          <span class="name">${Me(r,"level")}</span>
          <select name="level" @change=${a=>t.level(a)}>
            ${o.map(a=>m`<option .value=${String(a)} .selected=${a===n.level}>${Pa(a)}</option>`)}
          </select>
        </label>
        <label class="field">
          <span class="name" title=${ye(r,"fdr")}>${Me(r,"fdr","FDR")}</span>
          <input
            type="number"
            name="fdr"
            min=${fn(r,"fdr").min??w}
            max=${fn(r,"fdr").max??w}
            step="0.01"
            inputmode="decimal"
            class=${s?"invalid":""}
            aria-invalid=${s?"true":"false"}
            title=${s?Qn(r,"fdr"):`False discovery rate of the \u2605 marks (Benjamini\u2013Hochberg over the classes with a p-value). ${ye(r,"fdr")}`}
            .value=${e.fdrText}
            @input=${a=>t.fdr(a)}
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
            .value=${n.search}
            @input=${a=>t.search(a.target.value)}
          />
        </label>
        <span class="spacer"></span>
        ${e.shell.renderCsvButton("download",e.canDownload,()=>t.downloadCsv("all"),`${un(e.declaration,kp,e.rows)}; not only the classes the search shows`)}
        ${e.shell.renderCsvButton("download-shown",e.canDownload,()=>t.downloadCsv("shown"),"The classes the search shows, in their order, as CSV (the same columns and values as the full download)","CSV of rows shown")}
        ${e.downloads.renderError()}
        ${e.searchError?m`<div class="search-error" role="alert" title=${e.searchError}>
              Invalid regex, search ignored: ${e.searchError}
            </div>`:w}
      </div>
    </div>`}var WN="higher is less biased; a long tail of large effect sizes lowers it";function hM(e,t){let[n,r]=e??[null,null];if(n===null||r===null)return w;let i=s=>(s*100).toFixed(1);return m` <span class="muted" title=${`${Math.round(t*100)}% Wilson interval`}
    >[${i(n)}, ${i(r)}]</span
  >`}function GN(e,t){let n=e.skew_size_interval;return n?m` <span
      class="interval"
      data-key="skew_size_interval"
      data-lower=${String(n[0])}
      data-upper=${String(n[1])}
      title=${`Approximate ${Math.round(t*100)}% interval of the population SkewSize: a parametric bootstrap of the classes' tables from their bias-corrected V; in simulations it covered 92\u201393% of the time (docs/statistics.md)`}
      >[${ke(n[0])}, ${ke(n[1])}]</span
    >`:e.skew_size_interval_state!=="too_noisy"?w:m` <span
    class="interval withheld"
    data-key="skew_size_interval"
    data-state="too_noisy"
    title=${e.skew_size_interval_reason??""}
    >no interval: the per-class V are too noisy</span
  >`}function mM(e){let t=e.model,n=s=>s&&e.reasons[s]||s||"undefined",r=(s,o)=>m`<span data-key=${s} data-value=${String(t[s])}>${o}</span>`,i=(s,o)=>o===null?w:m` <span class="muted">on</span> <b data-key=${s}>${o}</b>`;return m`<section class="headline" aria-label="The model's numbers">
      <div class="skew" title="SkewSize: the skewness of Cramér's V over the classes that have one">
        <span class="name muted">SkewSize</span>
        ${t.skew_size!==null?m`<span class="value" data-key="skew_size" data-value=${String(t.skew_size)}>${ke(t.skew_size)}</span
              >${GN(t,e.level)}`:m`<span class="value undef" data-key="skew_size" data-state=${t.skew_size_state??"undefined"}
              >undefined</span
            >
            <span class="reason" data-key="skew_size_reason">${n(t.skew_size_state)}</span>`}
        <span class="explain muted">${WN}</span>
      </div>
      <dl class="stats">
        <div class="stat">
          <dt>classes with V</dt>
          <dd>${r("classes_with_v",P(t.classes_with_v))} / ${r("classes",P(t.classes))}</dd>
        </div>
        <div class="stat">
          <dt>accuracy: overall · mean over classes</dt>
          <dd>
            ${r("overall_accuracy",Ye(t.overall_accuracy)||"\u2014")}${hM(t.overall_accuracy_interval,e.level)} ·
            ${r("mean_accuracy",Ye(t.mean_accuracy)||"\u2014")}
          </dd>
        </div>
        <div class="stat">
          <dt>worst group · its accuracy · gap</dt>
          <dd title=${t.worst_group??""}>
            <b data-key="worst_group">${t.worst_group??"\u2014"}</b> ·
            ${r("worst_group_accuracy",Ye(t.worst_group_accuracy)||"\u2014")}${hM(t.worst_group_accuracy_interval,e.level)} ·
            ${r("gap",xi(t.gap)||"\u2014")}
          </dd>
        </div>
        ${t.parity_state!==null?m`<div class="stat" data-key="parity_state" data-state=${t.parity_state}>
              <dt>demographic parity · equalized odds</dt>
              <dd class="muted" title=${n(t.parity_state)}>not defined: ${n(t.parity_state)}</dd>
            </div>`:m`<div class="stat">
                <dt>demographic parity (max over labels)</dt>
                <dd>
                  ${r("demographic_parity",Fr(t.demographic_parity)||"\u2014")}${i("demographic_parity_label",t.demographic_parity_label)}
                </dd>
              </div>
              <div class="stat">
                <dt>equalized odds (max over labels)</dt>
                <dd>
                  ${r("equalized_odds",Fr(t.equalized_odds)||"\u2014")}${i("equalized_odds_label",t.equalized_odds_label)}
                </dd>
              </div>`}
        <div class="stat">
          <dt>groups: examples (accuracy)</dt>
          <dd>
            ${e.groups.map((s,o)=>m`${o?" \xB7 ":""}<span data-group=${s.name}
                    ><b>${s.name}</b> ${P(s.n)}${s.accuracy!==null?` (${Ye(s.accuracy)})`:""}</span
                  >`)}
          </dd>
        </div>
      </dl>
    </section>`}var gM=H`
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
`;var YN="Sorted last in both directions and left out of SkewSize.",XN=["class","n","cramers_v","band","interval","p_value","mark","accuracy","worst_group","worst_group_accuracy","gap"],Fv=64,Vv=14,JN="minmax(100px, 3fr) minmax(72px, 1fr) minmax(90px, 1fr) minmax(88px, 1fr) 150px minmax(60px, 1fr) 24px minmax(76px, 1fr) minmax(90px, 2fr) minmax(84px, 1fr) minmax(76px, 1fr)",bM=910;function ZN([e,t],n,[r,i]){let o=f=>Math.min(Fv-3,Math.max(3,(f-r)/(i-r)*(Fv-6)+3)),a=Vv/2,l=o(e),u=o(t),c=[.1,.3,.5].filter(f=>f<i).map(f=>`M${o(f)},1V${Vv-1}`).join("");return m`<svg class="whisker" width=${Fv} height=${Vv} aria-hidden="true">
    <path class="edge" d=${c}></path>
    <path class="bar" d=${`M${l},${a}H${u}M${l},${a-3}V${a+3}M${u},${a-3}V${a+3}`}></path>
    <circle class="dot" cx=${o(n)} cy=${a} r="2.5"></circle>
  </svg>`}var ku=class extends K{constructor(){super();this.cursor=new Gi(this,{open:n=>this.openRow(n),close:()=>this.closeDrillDown()});this.rowTemplate=(n,r)=>this.renderRow(n,r);this.lastCursor=null;this.table=null,this.rows=[],this.sort="cramers_v",this.dir="desc",this.reasons={},this.selected=null,this.stats=null}openRow(n){let r=this.table;!r||n<0||n>=r.rows||(this.cursor.set(n),this.dispatchEvent(new CustomEvent("class-select",{detail:r.columns.class[n],bubbles:!0,composed:!0})))}closeDrillDown(){if(this.selected===null)return!1;let r=this.getRootNode().querySelector?.("fairness-skew-class");return r?(r.dispatchEvent(new CustomEvent("class-close",{bubbles:!0,composed:!0})),!0):!1}columns(){let{level:n,fdr:r}=this.stats,i=Sp("significant",n,r),s=m`<span class="mark" role="columnheader" data-col="significant" title=${i.title}>★</span>`,o=Sp("interval",n,r),a=m`<span class="interval" role="columnheader" data-col="interval" title=${o.title}>
      <span class="top"><span class="col-name">${o.name}</span></span>
      <span class="sub">${o.sub}</span>
    </span>`;return XN.map(l=>l==="mark"?{header:s}:l==="interval"?{header:a}:{key:l,text:l==="class"||l==="worst_group",...Sp(l,n,r)})}numberCell(n,r,i,s,o=String(r)){return r===null||!Number.isFinite(r)?m`<div class="cell num undef" role="cell" data-col=${n} data-state="undefined" title=${s}>
        undefined
      </div>`:m`<div class="cell num" role="cell" data-col=${n} data-v=${String(r)} title=${o}>${i}</div>`}renderRow(n,r){let i=this.table,s=i.columns,o=s.class[n],a=s.cramers_v[n],l=i.states.cramers_v[n],u=s.dropped_groups?.[n]??0,c=u?` ${P(u)} group${u===1?"":"s"} left out: too small for the noise filter.`:"",f=`Undefined: ${l&&this.reasons[l]||l||"no value"}.${c} ${YN}`,d=`V = ${a}, over ${s.table_rows[n]} groups x ${s.table_columns[n]} predicted labels.${c}`,p=`Undefined: ${this.reasons.no_examples??"no examples of this class"}.`,h=s.band[n],g=s.worst_group[n],y=o===this.selected,b=lM(i,n,this.reasons),v=ft(this.stats.fdr);return m`<div
      class="row ${b.significant?"significant":""} ${this.cursor.isCursor(n)?"cursor":""}"
      role="row"
      aria-selected=${y?"true":"false"}
      data-row=${n}
      data-pos=${r}
      data-significant=${b.significant?"true":"false"}
      @click=${()=>this.openRow(n)}
    >
      <div class="cell" role="cell" data-col="class" title=${o}>${o}</div>
      <div class="cell num" role="cell" data-col="n">${P(s.n[n])}</div>
      ${this.numberCell("cramers_v",a,Fr(a),f,d)}
      ${h?m`<div class="cell" role="cell" data-col="band" data-band=${h}>
            <span class="chip" style="background:${gs[h]}"></span>${h}
          </div>`:m`<div class="cell undef" role="cell" data-col="band" title=${f}>—</div>`}
      ${b.interval&&a!==null?m`<div
            class="cell interval"
            role="cell"
            data-col="interval"
            data-lower=${String(b.interval[0])}
            data-upper=${String(b.interval[1])}
            title=${`V = ${a}; ${Pa(this.stats.level)} interval of the population V: [${b.interval[0]}, ${b.interval[1]}]`}
          >
            ${ZN(b.interval,a,this.stats.domain)}<span class="text">${b.intervalText}</span>
          </div>`:m`<div class="cell interval undef" role="cell" data-col="interval" title=${b.reason??"No interval"}>—</div>`}
      <div class="cell num ${b.p===null?"why undef":""}" role="cell" data-col="p_value" data-value=${b.p===null?"":String(b.p)} title=${b.pTitle}>
        ${b.pText}
      </div>
      ${yp(b.significant,v)}
      ${this.numberCell("accuracy",s.accuracy[n],Ye(s.accuracy[n]),p)}
      <div class="cell" role="cell" data-col="worst_group" title=${g??""}>${g??"\u2014"}</div>
      ${this.numberCell("worst_group_accuracy",s.worst_group_accuracy[n],Ye(s.worst_group_accuracy[n]),p)}
      ${this.numberCell("gap",s.gap[n],xi(s.gap[n]),p)}
    </div>`}willUpdate(n){let r=this.cursor.row!==this.lastCursor;this.lastCursor=this.cursor.row,(r||n.has("table")||n.has("stats")||n.has("selected")||n.has("reasons"))&&(this.rowTemplate=(i,s)=>this.renderRow(i,s))}updated(n){let r=n.has("table")&&n.get("table")==null;if(this.selected===null||!(n.has("selected")||r)||!this.table)return;let i=this.table.columns.class,s=this.rows.findIndex(l=>i[l]===this.selected),o=this.renderRoot.querySelector("lit-virtualizer");if(s<0||!o)return;(async()=>{await o.updateComplete,await o.layoutComplete,o.element(s)?.scrollIntoView({block:"nearest"})})().catch(()=>{})}render(){return!this.table||!this.stats?w:Yi(this,{columns:this.columns(),defaultDir:Bv,renderRow:this.rowTemplate,label:"Classes by Cram\xE9r's V",empty:this.table.rows===0?"This report has no classes.":"No class matches the search.",keyByPosition:!0,focusable:!0})}};ku.properties={...Cr,reasons:{attribute:!1},selected:{attribute:!1},stats:{attribute:!1}},ku.styles=[W,...Ji,vp,H`
      .head,
      .row {
        grid-template-columns: ${rt(JN)};
        min-width: ${rt(`${bM}px`)};
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
        min-width: ${rt(`${bM}px`)};
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
    `];customElements.define("fairness-skew-table",ku);var Tu=class extends K{constructor(){super();this.chart=null;this.histogram=null,this.marker=null}willUpdate(n){(n.has("histogram")||n.has("marker"))&&(this.chart=this.draw())}draw(){let n=this.histogram;if(!n||n.bins.length===0)return null;let r=Math.max(...n.bins.map(i=>i.count));return Pe({width:ho,height:170,marginLeft:44,marginBottom:34,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{domain:[0,1],label:"Cram\xE9r's V",labelAnchor:"center",labelArrow:"none",ticks:5},y:{label:"classes",labelArrow:"none",grid:!0,ticks:Math.min(5,r)},color:{domain:[...Xt],range:Xt.map(i=>gs[i])},marks:[Fi(n.bins,{x1:"x0",x2:"x1",y:"count",fill:"band",insetLeft:.5,insetRight:.5,title:i=>`${i.count} class${i.count===1?"":"es"} with V in [${i.x0.toFixed(2)}, ${i.x1.toFixed(2)}) (${i.band})`}),Ge(_u,{stroke:"var(--chart-rule)",strokeDasharray:"2,3"}),At([0],{stroke:"var(--chart-rule)"}),...this.marker!==null?[Ge([this.marker],{stroke:"var(--fg)",strokeWidth:1.5,title:()=>"the selected class"})]:[]]})}render(){let n=this.histogram;return n?m`
      <h3>Effect sizes by class</h3>
      <div class="chart">${this.chart??m`<div class="muted">No class with a value of V to plot.</div>`}</div>
      <div class="legend">
        ${Xt.map(r=>m`<span data-band=${r}
              ><span class="key" style="background:${gs[r]}"></span>${r} ${P(n.byBand[r])}</span
            >`)}
      </div>
      <div class="note muted">
        ${this.marker!==null?"The solid line marks the selected class. ":""}${P(n.defined)} class${n.defined===1?"":"es"} with V${n.undefined?`; ${P(n.undefined)} undefined, not plotted`:""}
      </div>
    `:m``}};Tu.properties={histogram:{attribute:!1},marker:{attribute:!1}},Tu.styles=[W,H`
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
    `];customElements.define("fairness-skew-histogram",Tu);var Ru=class extends K{constructor(){super();this.panels=null;this.cls="",this.data=null,this.status="loading",this.error=null,this.reasons={}}willUpdate(n){n.has("data")&&(this.panels=this.data?dM(this.data):null)}close(){this.dispatchEvent(new CustomEvent("class-close",{bubbles:!0,composed:!0}))}renderBar(n,r,i){let s=r>0?n.share/r*100:0,o=n.other?`other (${P(i)} more label${i===1?"":"s"})`:n.label,a=[n.correct?"the correct label":"",n.kept?"":"dropped from V by the mev filter (an expected count below mev)"].filter(Boolean),l=`${o}: ${P(n.count)} (${Ye(n.share)} of the group)${a.length?" \u2014 "+a.join("; "):""}`,u=["bar-row",n.correct?"correct":"",n.kept?"":"dropped",n.other?"other":""].filter(Boolean).join(" ");return m`<div
      class=${u}
      role="listitem"
      data-label=${n.other?w:n.label}
      data-other=${n.other?"true":w}
      data-count=${n.count}
      data-share=${n.share}
      data-correct=${n.correct?"true":"false"}
      data-kept=${n.kept?"true":"false"}
      title=${l}
    >
      <span class="label">${o}${n.correct?" \u2713":""}</span>
      <span class="track"><span class="fill" style="width: ${s.toFixed(2)}%"></span></span>
      <span class="val">${Ye(n.share)} (${P(n.count)})</span>
    </div>`}renderPanel(n,r){return m`<div class="panel" data-group=${n.group}>
      <h4 title=${n.group}>${n.group}</h4>
      <div class="meta muted">
        n = ${P(n.n)}${n.accuracy!==null?m` · accuracy ${Ye(n.accuracy)}`:w}
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
                    <td class="num">${P(i.count)}</td>
                    <td class="num" title=${String(i.share)}>${Ye(i.share)}</td>
                  </tr>`)}
            </tbody>
          </table>`:m`<div class="muted">No mistakes in this group.</div>`}
    </div>`}renderHeader(n){let r=w;n&&(r=n.cramers_v!==null?m`<span data-key="cramers_v" data-value=${n.cramers_v}
              >V = <b>${Fr(n.cramers_v)}</b>
              ${n.band?m`<span><span class="chip" style="background:${gs[n.band]}"></span>${n.band}</span>`:w}</span
            >`:m`<span data-key="cramers_v" data-state=${n.state??"undefined"} class="muted"
              >V undefined: ${n.state&&this.reasons[n.state]||n.state}</span
            >`);let i=this.panels;return m`<header>
      <h3 title=${this.cls}>${this.cls}</h3>
      ${r}
      ${n&&i?m`<span class="muted"
            >${n.groups.length} group${n.groups.length===1?"":"s"} × ${P(n.total_labels)} predicted
            label${n.total_labels===1?"":"s"}${i.dropped?m`; <span data-key="dropped">${i.dropped} dropped by mev = ${n.mev}</span>`:w}${i.otherLabels?`; ${P(i.otherLabels)} least frequent summed in \u201Cother\u201D`:""}</span
          >`:w}
      <button class="primary close" name="close-class" title="Close the drill-down" @click=${()=>this.close()}>
        Close
      </button>
    </header>`}render(){let n=this.data,r=this.panels;return m`
      ${this.renderHeader(n)}
      ${this.status==="error"?m`<div class="message error" role="alert"><div class="text">${this.error}</div></div>`:w}
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
          </div>`:this.status==="loading"?m`<div class="loading">Loading the class…</div>`:w}
    `}};Ru.properties={cls:{attribute:!1},data:{attribute:!1},status:{reflect:!0,attribute:"data-status"},error:{attribute:!1},reasons:{attribute:!1}},Ru.styles=[W,Ie,H`
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
    `];customElements.define("fairness-skew-class",Ru);var Kv="skew_size",QN=20,Cu=class extends K{constructor(n){super();this.request=new fe;this.classRequest=new fe;this.shell=new nt(this,[this.request,this.classRequest]);this.downloads=new cn(this,()=>this.api,()=>this.declaration);this.controlsActions={mev:n=>this.onMevInput(n),level:n=>this.onLevel(n),fdr:n=>this.onFdrInput(n),search:n=>this.setSelectionState({...this.selection,search:n}),downloadCsv:n=>this.downloadCsv(n)};this.revealClass=!1;this.order=null;this.search={regex:null,error:null};this.visible=new Int32Array(0);this.visibleList=[];this.histogram=null;this.domain=[0,1];this.api=n??new Vt,this.info=null,this.declaration=null,this.params=[],this.selection=_p(null),this.data=null,this.classData=null,this.classStatus="loading",this.classError=null,this.mevText="",this.fdrText=""}async load(){let{run:n,tag:r,step:i}=this.report,{mev:s,level:o,fdr:a}=this.selection;this.shell.start(),this.selection.cls!==null&&(this.classStatus="loading");let l;try{let c=rM({run:n,tag:r,step:i,mev:s,level:o,fdr:a});l=await this.request.run(f=>this.api.view(Kv,"",c,QC,f,tM))}catch(c){this.classRequest.cancel(),this.data=null,this.classData=null,this.shell.fail(c);return}if(l===ue)return;this.data=l,this.selection.mev===null&&this.mevText===""&&(this.mevText=String(l.mev)),this.selection.fdr===null&&this.fdrText===""&&(this.fdrText=String(l.fdr)),this.shell.ready();let u=this.selection.cls;u!==null&&(l.columns.class.includes(u)?this.loadClass():this.closeClass())}async loadClass(){let n=this.selection.cls;if(n===null)return;let{run:r,tag:i,step:s}=this.report,o=this.selection.mev;this.classStatus="loading",this.classError=null;let a;try{let l=iM({run:r,tag:i,step:s,mev:o,class:n,k:null,limit:QN});a=await this.classRequest.run(u=>this.api.view(Kv,nM,l,eM,u))}catch(l){this.classData=null,this.classError=Ct(l),this.classStatus="error";return}a!==ue&&(this.classData=a,this.classStatus="ready")}setSelectionState(n){this.selection=n,Je(this,zv(n,this.declaration))}selectClass(n){if(n===this.selection.cls&&this.classStatus!=="error"){this.revealClass=!0,this.requestUpdate();return}this.setSelectionState({...this.selection,cls:n}),this.classData=null,this.revealClass=!0,this.loadClass()}closeClass(){this.classRequest.cancel(),this.classData=null,this.classError=null,this.setSelectionState({...this.selection,cls:null})}onMevInput(n){let r=n.target.value;this.mevText=r;let i=Su(r);!Ce(this.declaration,"mev",i)||i===this.selection.mev||(this.setSelectionState({...this.selection,mev:i}),this.load())}onFdrInput(n){let r=n.target.value;this.fdrText=r;let i=Su(r);!Ce(this.declaration,"fdr",i)||i===this.selection.fdr||(this.setSelectionState({...this.selection,fdr:i}),this.load())}onLevel(n){let r=Number(n.target.value);r!==this.selection.level&&(this.setSelectionState({...this.selection,level:r}),this.load())}resetSelection(){this.setSelectionState(_p(this.declaration)),this.mevText=String(this.selection.mev??""),this.fdrText=String(this.selection.fdr??""),this.closeClass(),this.report.step!==null?Xn(this,{step:null}):this.load()}downloadCsv(n="all"){let r=this.data;if(!r)return;let i=n==="shown",s=$t(["fairness",r.run,r.tag,`step${r.step}`,"skew",`mev${r.mev}`,i?"shown":null]),o={run:r.run,tag:r.tag,step:r.step,table:kp,options:Hv(r)},a=i?{column:"class",keys:this.visibleList.map(l=>r.columns.class[l])}:void 0;this.downloads.download(i?"download-shown":"download",o,s,a)}willUpdate(n){this.hasUpdated?(n.has("report")&&Jn(n.get("report"),this.report)||n.has("info")&&Zn(n.get("info"),this.info,this.report))&&this.load():(this.selection=sM(this.params,this.declaration),this.mevText=String(this.selection.mev??""),this.fdrText=String(this.selection.fdr??""),Je(this,zv(this.selection,this.declaration)),this.load());let r=n.get("selection"),i=this.selection,s=this.data,o=n.has("data"),a=r!==void 0&&(r.sort!==i.sort||r.dir!==i.dir),l=r===void 0||r.search!==i.search;if(l&&(this.search=yi(i.search)),!s){this.order=null,this.visible=new Int32Array(0),this.visibleList=[],this.histogram=null;return}o&&(this.domain=uM(s)),(o||a||this.order===null)&&(this.order=oM(s,i.sort,i.dir)),(o||a||l)&&(this.visible=aM(s,this.order,this.search.regex),this.visibleList=Array.from(this.visible),this.histogram=fM(s,this.visible))}updated(){if(!this.revealClass)return;let n=this.renderRoot.querySelector("fairness-skew-class");n&&(this.revealClass=!1,n.scrollIntoView({block:"nearest",behavior:"smooth"}))}selectedV(){let n=this.data,r=this.selection.cls;if(!n||r===null)return null;let i=n.columns.cramers_v[n.columns.class.indexOf(r)];return typeof i=="number"&&Number.isFinite(i)?i:null}renderControls(){return pM({sel:this.selection,declaration:this.declaration,mevText:this.mevText,fdrText:this.fdrText,searchError:this.search.error,rows:this.data?.rows??null,canDownload:this.data!==null&&this.downloads.pending===null,shell:this.shell,downloads:this.downloads},this.controlsActions)}renderSummary(n){let r=this.info?.description??"";return m`<div class="summary" data-shown=${this.visible.length} data-total=${n.rows}>
      ${r?m`<span class="description">${r}</span>`:w}
      <span
        ><b>N</b> = ${P(n.model.n)} ${Rt(n.model.n,"example")} · step ${n.step} ·
        <span class="mev" title=${ye(this.declaration,"mev")}>min expected count ${n.mev}</span></span
      >
      ${_i(this.visible.length,n.rows,Rt(n.rows,"class","classes"))}
      <span class="muted">click a class to see its predicted labels per group</span>
    </div>`}renderLegend(n){let r=cM(n);return m`<div class="stats-legend" data-significant=${n.significant} data-level=${n.level} data-q=${n.fdr}>
      <span class="interval">${r.interval}</span>
      <span class="significance">${il(r.significance)}</span>
    </div>`}renderHistory(n,r){return m`<fairness-row-drilldown
      slot="history"
      variant="section"
      .api=${this.api}
      .tag=${n.tag}
      .run=${n.run}
      .step=${n.step}
      .rowKey=${r}
      .options=${Hv(n)}
      .noun=${"class"}
      .declaration=${this.declaration}
      .showDetail=${!1}
    ></fairness-row-drilldown>`}render(){let n=this.selection,r=this.data,i=this.shell.loading;return m`
      ${this.renderControls()}
      ${this.shell.renderError("Could not load the report",[{label:"Reset the selection",run:()=>this.resetSelection()}])}
      ${this.shell.renderContent(r,s=>m`<div class="body">
            <div class=${i?"stale":""}>${mM(s)}</div>
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
                >`:w}
          </div>`,"Loading the report\u2026")}
    `}};Cu.properties={...Yn,selection:{state:!0},data:{state:!0},classData:{state:!0},classStatus:{state:!0},classError:{state:!0},mevText:{state:!0},fdrText:{state:!0}},Cu.styles=[W,Ne,Ie,hs,yh,ms,dt,gM];customElements.define("fairness-skew-view",Cu);var yM={kind:Kv,title:"SkewSize",render:(e,t)=>m`<fairness-skew-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${t}</fairness-skew-view
    >`,hint:()=>m`No SkewSize reports: log one with <code>w.skew_size(…)</code>, each example's ground-truth class, its group
      (the bias attribute) and the predicted label (any string: an open vocabulary is fine).`,example:`# SkewSize: each example's ground-truth class, group and predicted label.
w.skew_size("skew/val", 0, classes=["nurse", "nurse", "doctor"],
            groups=["a", "b", "b"], predictions=["nurse", "doctor", "doctor"])`};var wM=H`
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
`;function vM(e,t){e.dispatchEvent(new CustomEvent("class-select",{detail:t,bubbles:!0,composed:!0}))}function xM(e,t){return{click:()=>vM(e,t),keydown:n=>{n.key==="Enter"&&vM(e,t)}}}var $M={table:{attribute:!1},reasons:{attribute:!1},selected:{attribute:!1},detection:{attribute:!1}};function _M(e){e.table=null,e.reasons={},e.selected=null,e.detection=!1}var Mu=class extends K{constructor(){super(),_M(this),this.valueName="value"}render(){let t=this.table;return t?t.classes.length===0?m`<div class="none">This report has no classes.</div>`:m`<table aria-label="Classes by group">
      <thead>
        <tr>
          <th class="text" data-col="class" title=${tt("class","class","the class, one row each; click a row to chart it")}>class</th>
          ${t.groups.map(n=>m`<th data-group=${n} title=${LR(n,this.valueName)}>${n}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${t.classes.map((n,r)=>{let i=xM(this,n);return m`<tr
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
                  ${qd(a,t.minCount)}
                </td>`}let l=TR(a,t.minCount,this.detection),u=ft(t.fdr);return m`<td
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
                <span class="v">${Zs(a.value,a.lower,a.upper)}</span>
                <span class="n">n=${P(a.n)}</span>
                <span class="p ${a.p===null?"why":""}" title=${l.title}>${l.text}</span>${a.significant?m` ${Xi(u)}`:w}
              </td>`})}
          </tr>`})}
      </tbody>
      <tfoot>
        <tr class="macro">
          <td class="text" title="Macro average: the mean over the classes whose cell is sufficient (the count says how many)">macro average</td>
          ${t.macro.map((n,r)=>m`<td class="num" data-group=${t.groups[r]} data-value=${n.value===null?"":String(n.value)}>
                ${n.value===null?m`<span class="muted">—</span>`:Zs(n.value,n.lower,n.upper)}
                <span class="n">${Xw(n.classes,"class","classes")}</span>
              </td>`)}
        </tr>
      </tfoot>
    </table>`:w}};Mu.properties={...$M,valueName:{attribute:!1}},Mu.styles=[W,ps,wM,H`
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
    `];customElements.define("fairness-rate-table",Mu);var Eu=class extends K{constructor(){super(),_M(this),this.rows=[],this.sort="gap",this.dir="desc",this.names=null,this.fdr=null}renderHeader(t,n){let r=t===this.sort,i=()=>Ov(this,{column:t,dir:Ma(t,this.sort,this.dir,ov)}),s=OR(t,this.names,this.detection,n);return m`<th class=${t==="class"?"text":""} data-col=${t} aria-sort=${Ea(r,this.dir)}>
      <button title=${`${s.title}. Click to sort.`} @click=${i}>
        <span class="name">${s.name}</span> <span class="arrow">${r?Aa(r,this.dir):""}</span>${s.sub?m`<span class="sub">${s.sub}</span>`:w}
      </button>
    </th>`}render(){let t=this.table;if(!t)return w;let n=t.columns,r=o=>o===null?m`<span class="muted">—</span>`:Ye(o),i=ft(this.fdr),s=this.detection?this.names?"p-value of the Wald test of equal mAR":"p-value of the Wald test that every sufficient group of the grouping has the same mAR (not only the best and the worst)":this.names?"p-value of the pooled two-proportion z-test of equal rates":"p-value of the chi-square test that every sufficient group of the grouping has the same rate (not only the best and the worst)";return m`<table aria-label="Classes by disparity">
      <thead>
        <tr>
          ${rv.map(o=>this.renderHeader(o,s))}
          <th class="mark" data-col="significant" title=${`\u2605: ${i}`}>★</th>
        </tr>
      </thead>
      <tbody>
        ${this.rows.length===0?m`<tr><td class="none" colspan="9">No class to compare.</td></tr>`:this.rows.map((o,a)=>{let l=n.class[o],u=n.gap[o],c=t.states.gap[o],f=n.group_a?.[o]??null,d=n.group_b?.[o]??null,p=ER(t,o,this.reasons,this.names!==null,this.detection),h=xM(this,l);return m`<tr
                class=${p.significant?"significant":""}
                data-class=${l}
                data-pos=${a}
                data-significant=${p.significant?"true":"false"}
                aria-selected=${l===this.selected?"true":"false"}
                tabindex="0"
                @click=${h.click}
                @keydown=${h.keydown}
              >
                <td class="text cls" data-col="class" title=${l}>${l}</td>
                <td class="num" data-col="n_a">${P(n.n_a[o])}</td>
                <td class="num" data-col="n_b">${P(n.n_b[o])}</td>
                <td class="num" data-col="value_a" title=${f??""}>
                  ${r(n.value_a[o])}${!this.names&&f?m` <span class="pair">${f}</span>`:w}
                </td>
                <td class="num" data-col="value_b" title=${d??""}>
                  ${r(n.value_b[o])}${!this.names&&d?m` <span class="pair">${d}</span>`:w}
                </td>
                ${u===null||c!==null?m`<td
                      class="num undef"
                      data-col="gap"
                      data-state=${c??"undefined"}
                      title=${this.reasons[c??"undefined"]??"undefined"}
                    >
                      undefined (${c??"undefined"})
                    </td>`:m`<td class="num" data-col="gap" data-value=${String(u)}>
                      ${ci(u,n.lower[o],n.upper[o])}
                    </td>`}
                <td class="num" data-col="bound" data-value=${String(n.bound?.[o]??"")}>
                  ${c===null&&typeof n.bound?.[o]=="number"?ci(n.bound[o],null,null):m`<span class="muted">—</span>`}
                </td>
                <td
                  class="num ${p.p===null?"why":""}"
                  data-col="p_value"
                  data-value=${p.p===null?"":String(p.p)}
                  title=${p.title}
                >
                  ${p.text}
                </td>
                <td class="mark" data-col="significant">${p.significant?Xi(i):w}</td>
              </tr>`})}
      </tbody>
    </table>`}};Eu.properties={...Cr,...$M,names:{attribute:!1},fdr:{attribute:!1}},Eu.styles=[W,ps,wM,H`
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
    `];customElements.define("fairness-disparity-table",Eu);function Au(e,t){return t.a!==null&&t.b!==null&&e.includes(t.a)&&e.includes(t.b)}var Zi=class extends K{constructor(n){super();this.request=new fe;this.shell=new nt(this,[this.request]);this.downloads=new cn(this,()=>this.api,()=>this.declaration);this.order=[];this.revealHistory=!1;this.api=n??new Vt,this.info=null,this.declaration=null,this.params=[],this.selection=Hd(null),this.data=null,this.minCountText="",this.fdrText="",this.history=null}get valueName(){if(this.detection)return"mAR";let n=this.data?.main;return this.selection.metric??n?.metric??"rate"}async load(){let n=this.selection,r=await this.shell.run(this.request,i=>this.fetchTables(n,i),()=>this.data=null);r!==ue&&(this.data=r,this.selection.minCount===null&&(this.minCountText=String(r.main.min_count)),this.selection.fdr===null&&this.fdrText===""&&(this.fdrText=String(r.disparity.fdr)),n.a!==null&&n.b!==null&&!Au(r.main.groups,n)&&this.setSelection({...this.selection,a:null,b:null}),this.history!==null&&!r.table.classes.includes(this.history)&&this.setHistory(null),this.selection.cls!==null&&!r.table.classes.includes(this.selection.cls)&&this.setSelection({...this.selection,cls:null}),this.shell.ready())}renderMetricPicker(){return w}routeParams(n){let{run:r,tag:i,step:s}=this.report;return{run:r,tag:i,step:s,metric:this.detection?null:n.metric,grouping:n.grouping,min_count:n.minCount,fdr:n.fdr}}emitSelection(){Je(this,[...SR(this.selection,this.declaration),...Bd(this.history)])}setSelection(n){this.selection=n,this.emitSelection()}setHistory(n){n!==this.history&&(this.history=n,this.emitSelection())}change(n,r=!0){"cls"in n&&n.cls!==this.history&&(this.history=null),this.setSelection({...this.selection,...n}),r&&this.load()}onMinCount(n){this.minCountText=n;let r=bs(this.declaration,"min_count",n);r===null||r===this.selection.minCount||this.change({minCount:r})}onFdr(n){this.fdrText=n;let r=bs(this.declaration,"fdr",n);r===null||r===this.selection.fdr||this.change({fdr:r})}onPairSide(n,r){if(r===""){this.change({a:null,b:null});return}let i=this.data?.main.groups??[],s=this.currentPair(),o=n===0?this.selection.b??s?.[1]??null:this.selection.a??s?.[0]??null;(o===null||o===r)&&(o=i.find(a=>a!==r)??null),o!==null&&this.change(n===0?{a:r,b:o}:{a:o,b:r})}currentPair(){let n=this.data?.disparity;return n&&n.a!==null&&n.b!==null?[n.a,n.b]:null}resetSelection(){this.history=null,this.setSelection(Hd(this.declaration)),this.minCountText="",this.fdrText=String(this.selection.fdr??""),this.report.step!==null?Xn(this,{step:null}):this.load()}fileParts(n){let r=this.data.main;return["fairness",r.run,r.tag,`step${r.step}`,n,this.detection?"mar":this.valueName,on(r.grouping)]}downloadRates(){if(!this.data)return;let n=this.data.main,r={run:n.run,tag:n.tag,step:n.step,table:iv,options:av(n,this.detection)};this.downloads.download("download",r,$t(this.fileParts("groups")))}downloadDisparity(){if(!this.data)return;let{main:n,disparity:r}=this.data,i=this.currentPair(),s=$t([...this.fileParts("disparity"),i?`${i[0]}_vs_${i[1]}`:"best_vs_worst"]),o=lv(r,n.grouping,this.detection);this.downloads.download("download-disparity",{run:n.run,tag:n.tag,step:n.step,table:sv,options:o},s)}willUpdate(n){this.hasUpdated?(n.has("report")&&Jn(n.get("report"),this.report)||n.has("info")&&Zn(n.get("info"),this.info,this.report))&&this.load():(this.selection=kR(this.params,this.declaration),this.history=zd(this.params),this.history!==null&&(this.selection={...this.selection,cls:this.history}),this.revealHistory=this.history!==null,this.minCountText=this.selection.minCount===null?"":String(this.selection.minCount),this.fdrText=String(this.selection.fdr??""),this.emitSelection(),this.load()),(n.has("data")||n.has("selection"))&&(this.order=this.data?CR(this.data.disparity,this.selection.sort,this.selection.dir):[])}onHistoryLoaded(n){this.revealHistory&&(this.revealHistory=!1,n.target.scrollIntoView({block:"nearest",behavior:"smooth"}))}chartClass(){return this.data?this.selection.cls??MR(this.data.disparity):null}renderControls(){let n=this.selection,r=this.data,i=r?.main.groupings??[],s=r?on(r.main.grouping):n.grouping??"",o=r?.main.groups??[],a=bs(this.declaration,"min_count",this.minCountText)===null,l=r!==null&&this.downloads.pending===null,u=r?r.table.classes.length*r.table.groups.length:null;return m`<div class="controls">
      <div class="group" role="group" aria-label="Report and table">
        <slot name="report"></slot>
        ${this.renderMetricPicker()}
        <label class="field" title=${ye(this.declaration,"grouping")}>
          <span class="name">${Me(this.declaration,"grouping")}</span>
          <select
            name="grouping"
            ?disabled=${i.length===0}
            @change=${c=>this.change({grouping:c.target.value,a:null,b:null,cls:null})}
          >
            ${i.map(c=>{let f=on(c);return m`<option value=${f} ?selected=${f===s}>${va(c)}</option>`})}
          </select>
        </label>
        ${vh({label:Me(this.declaration,"min_count"),name:"min_count",text:this.minCountText,invalid:a,title:a?Qn(this.declaration,"min_count"):ye(this.declaration,"min_count","The paper uses 50."),min:fn(this.declaration,"min_count").min,step:"1",onInput:c=>this.onMinCount(c)})}
        ${Pc(this.declaration,this.fdrText,"False discovery rate of the \u2605 marks: Benjamini\u2013Hochberg over the tested cells of the class \xD7 group table, and over the classes of the disparity table",c=>this.onFdr(c))}
      </div>
      <div class="group" role="group" aria-label="Groups compared">
        ${this.renderGroupPicker(0,o)} ${this.renderGroupPicker(1,o)}
        <span class="spacer"></span>
        ${this.shell.renderCsvButton("download",l,()=>this.downloadRates(),un(this.declaration,iv,u),"Download table CSV")}
        ${this.shell.renderCsvButton("download-disparity",l,()=>this.downloadDisparity(),`${un(this.declaration,sv,r?.disparity.rows??null)}, in the server's order (gap descending)`,"Download disparity CSV")}
      </div>
      ${this.downloads.renderError()}
    </div>`}renderGroupPicker(n,r){let i=this.currentPair(),[s,o,a]=n===0?["Group A","a","best (per class)"]:["Group B","b","worst (per class)"];return m`<label class="field" title=${ye(this.declaration,o)}>
      <span class="name">${Me(this.declaration,o,s)}</span>
      <select name=${o} ?disabled=${r.length<2} @change=${l=>this.onPairSide(n,l.target.value)}>
        <option value="" ?selected=${i===null}>${a}</option>
        ${r.map(l=>m`<option value=${l} ?selected=${i?.[n]===l}>${l}</option>`)}
      </select>
    </label>`}renderSummary(n){let r=n.main,i=this.info?.description??"",s=this.currentPair();return m`<div class="summary" data-classes=${n.table.classes.length} data-groups=${n.table.groups.length}>
      ${i?m`<span class="description">${i}</span>`:w}
      <span><b>${P(n.table.classes.length)}</b> class${n.table.classes.length===1?"":"es"} ×
        <b>${P(n.table.groups.length)}</b> group${n.table.groups.length===1?"":"s"} of
        <b class="grouping">${va(r.grouping)}</b> · step ${r.step} · min count ${r.min_count} ·
        ${Math.round(r.level*100)}% intervals</span>
      <span class="pair-summary">${s?m`gap = <b>${s[0]}</b> − <b>${s[1]}</b>`:m`gap = best − worst sufficient group, per class`}</span>
      <span class="muted">click a class to chart it</span>
    </div>`}render(){return m`
      ${this.renderControls()}
      ${this.shell.renderError("Could not load the report",[{label:"Reset the selection",run:()=>this.resetSelection()}])}
      ${this.shell.renderContent(this.data,n=>this.renderBody(n),"Loading the report\u2026")}
    `}renderHistory(n){let r=this.history;if(r===null||!n.table.classes.includes(r))return w;let i=n.main,s={...av(i,this.detection),...lv(n.disparity,i.grouping,this.detection)};return m`<fairness-row-drilldown
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
    ></fairness-row-drilldown>`}renderBody(n){let r=this.selection,i=this.chartClass(),s=this.currentPair(),o=a=>{let l=this.history===a.detail?this.renderRoot.querySelector("fairness-row-drilldown"):null;this.history=a.detail,this.change({cls:a.detail},!1),l?l.scrollIntoView({block:"nearest",behavior:"smooth"}):this.revealHistory=!0};return m`<div class="body">
      ${this.renderSummary(n)}
      <div class="main ${this.shell.loading?"stale":""}">
        <div class="tables">
          <section>
            <h3>${this.valueName} per class and group</h3>
            ${Dn("rate-legend",RR(n.table,this.detection))}
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
            ${Dn("legend",AR(n.disparity,s!==null,this.detection))}
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
    </div>`}};Zi.properties={...Yn,selection:{state:!0},data:{state:!0},minCountText:{state:!0},fdrText:{state:!0},history:{state:!0}},Zi.styles=[W,Ne,Ie,Gn,dt,go,H`
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
    `];function SM(e,t="view route"){U(e)||A(t,"not an object");let{classes:n,groups:r}=e;return(!Array.isArray(n)||!Array.isArray(r))&&A(t,"no `classes` or `groups`"),lo(t,e,["value","lower","upper","n","state"],n.length,r.length),e.p_value!==void 0&&lo(t,e,["p_value","significant"],n.length,r.length),(!Array.isArray(e.groupings)||!Array.isArray(e.macro))&&A(t,"no `groupings` or `macro`"),U(e.reasons)||A(t,"no `reasons`"),e}function kM(e,t){return jd(e,{value:e.value,lower:e.lower,upper:e.upper,macro:e.macro},t)}function TM(e,t){let n=e.classes.indexOf(t);return n<0?null:e.groups.map((r,i)=>{let s=e.cells[n][i];return{group:r,value:s.value,lower:s.lower,upper:s.upper,n:s.n,note:qd(s,e.minCount)}})}var pi=H`
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
`,Tp=H`
  h3 .cls {
    font-weight: 400;
  }
`,RM=H`
  h3 {
    font-size: 13px;
    font-weight: 500;
    margin: 0 0 4px;
  }
`,to={fontSize:"11px",fontFamily:"inherit",background:"transparent"},jv=11;function Rp(e,t){let n=t??[0,1];return{domain:n,label:e,labelArrow:"none",grid:!0,tickFormat:lu(n[0],n[1])}}function qv(e,t){return Ki(e,t.map(n=>n.lower),t.map(n=>n.upper),{clamp:[0,1]})}function e9(e){return Ki(e.map(t=>t.value),[],e.map(t=>t.upper),{clamp:[0,1],zero:!0})}function t9(e){let t=document.createElement("canvas").getContext("2d");return t?(t.font=`${jv}px ${getComputedStyle(e).fontFamily||"sans-serif"}`,n=>t.measureText(n).width*1.05+1):n=>li(n,jv)}function n9(e,t,n,r){let s=yR(e),o=vR(s.labels,t-44-12,jv,{marginLeft:44,measure:t9(r)}),a=new Map(e.map((c,f)=>[c,o.labels[f]])),l=o.plotWidth/Math.max(1,e.length),u=s.title===null?0:16;return{width:o.marginLeft+o.plotWidth+12,height:n+20+o.marginBottom+u,marginLeft:o.marginLeft,marginRight:12,marginBottom:o.marginBottom+u,x:{domain:[...e],label:s.title,labelAnchor:"center",labelArrow:"none",tickRotate:o.rotate,tickFormat:c=>a.get(c)??c},whiskerInset:Math.max(1,Math.floor(l*.33))}}function r9(e,t){let n=e.querySelectorAll('g[aria-label="x-axis tick label"] text');n.length===t.length&&n.forEach((r,i)=>{let s=document.createElementNS("http://www.w3.org/2000/svg","title");s.textContent=t[i],r.append(s),r.setAttribute("data-group",t[i])})}function Uv(e,t,n,r){return[Js(e,{x:t,y1:"lower",y2:"upper",z:"group",fill:"group",fillOpacity:.18}),xr(e,{x:t,y:n,z:"group",stroke:"group",strokeWidth:1.5}),St(e,{x:t,y:n,fill:"group",r:2.5,title:r})]}function i9(e,t,n=14){return[Xy(e,{x:"group",y:"value",fill:"var(--bar-fill)",title:t}),Ge(e,{x:"group",y1:"lower",y2:"upper",stroke:"var(--chart-ink)",strokeWidth:1.5}),Ld(e,{x:"group",y:"lower",stroke:"var(--chart-ink)",inset:n}),Ld(e,{x:"group",y:"upper",stroke:"var(--chart-ink)",inset:n}),At([0],{stroke:"var(--chart-rule)"})]}function Cp(e){let t=e.scale("y");t?.domain&&e.setAttribute("data-y-domain",JSON.stringify(t.domain)),t?.range&&e.setAttribute("data-y-range",JSON.stringify(t.range))}function Wv(e,t,n,[r,i],s,o){let a=n9(t,r,i,e),l=Pe({width:a.width,height:a.height,marginLeft:a.marginLeft,marginRight:a.marginRight,marginBottom:a.marginBottom,style:to,x:a.x,y:Rp(s,e9(n)),marks:i9(n,o,a.whiskerInset)});return r9(l,t),Cp(l),l}var Da=e=>`${(e*100).toFixed(1)}%`,di=class extends K{constructor(){super();this.chart=null;this.heading="",this.points=[],this.groups=[],this.xLabel="",this.yLabel="",this.note=""}willUpdate(n){(n.has("points")||n.has("groups")||n.has("xLabel")||n.has("yLabel"))&&(this.chart=this.draw())}draw(){let n=this.points;if(n.length===0)return null;let r=Pe({width:400,height:250,marginLeft:44,marginBottom:34,style:to,x:{label:this.xLabel,labelAnchor:"center",labelArrow:"none",ticks:5},y:Rp(this.yLabel,qv(n.map(i=>i.y),n)),color:{domain:this.groups,legend:!0,scheme:"tableau10"},marks:Uv(n,"x","y",i=>`${i.group}: ${this.yLabel} at ${i.x} = ${Da(i.y)} [${Da(i.lower)}, ${Da(i.upper)}]`)});return Cp(r),r}render(){let n=new Set(this.points.map(r=>r.group));return m`<h3>${this.heading}</h3>
      <div class="chart" data-groups=${n.size}>${this.chart??m`<div class="muted">Nothing to draw.</div>`}</div>
      ${this.note?m`<div class="note muted">${this.note}</div>`:w}`}};di.properties={heading:{attribute:!1},points:{attribute:!1},groups:{attribute:!1},xLabel:{attribute:!1},yLabel:{attribute:!1},note:{attribute:!1}},di.styles=[W,pi,RM];customElements.define("fairness-band-chart",di);var Pu=class extends K{constructor(){super();this.chart=null;this.heading="",this.bars=[],this.groups=[],this.yLabel=""}willUpdate(n){(n.has("bars")||n.has("groups")||n.has("yLabel"))&&(this.chart=this.draw())}draw(){let n=this.bars;return n.length===0?null:Wv(this,this.groups,n,[400,190],this.yLabel,r=>`${r.group}: ${Da(r.value)} [${Da(r.lower)}, ${Da(r.upper)}]`)}render(){return m`<h3>${this.heading}</h3>
      <div class="chart" data-bars=${this.bars.length}>${this.chart??m`<div class="muted">No group has a score.</div>`}</div>
      <div class="note muted">Whiskers: the bootstrap interval of each score.</div>`}};Pu.properties={heading:{attribute:!1},bars:{attribute:!1},groups:{attribute:!1},yLabel:{attribute:!1}},Pu.styles=[W,pi,RM];customElements.define("fairness-score-bars",Pu);var Du=class extends K{constructor(){super();this.chart=null;this.cls=null,this.bars=null,this.valueName="value"}willUpdate(n){(n.has("bars")||n.has("valueName"))&&(this.chart=this.draw())}draw(){let n=(this.bars??[]).filter(s=>s.value!==null);if(n.length===0)return null;let r=(this.bars??[]).map(s=>s.group),i=s=>s===null?"?":`${(s*100).toFixed(1)}%`;return Wv(this,r,n,[380,170],this.valueName,s=>`${s.group}: ${i(s.value)} [${i(s.lower)}, ${i(s.upper)}] (n = ${s.n})`)}render(){if(this.cls===null||this.bars===null)return w;let n=this.bars.filter(r=>r.value===null);return m`<h3>${this.valueName} by group: <span class="cls">${this.cls}</span></h3>
      <div class="chart" data-bars=${this.bars.length-n.length}>
        ${this.chart??m`<div class="muted">No group has a value for this class.</div>`}
      </div>
      ${n.length?m`<div class="note muted">
            Not drawn: ${n.map((r,i)=>m`${i?"; ":""}<span data-group=${r.group}>${r.group} (${r.note})</span>`)}
          </div>`:w}
      <div class="note muted">Whiskers: the confidence interval of each bar.</div>`}};Du.properties={cls:{attribute:!1},bars:{attribute:!1},valueName:{attribute:!1}},Du.styles=[W,pi,Tp];customElements.define("fairness-group-bars",Du);var Gv="group_metrics",Yv=class extends Zi{constructor(n){super(n);this.detection=!1}async fetchTables(n,r){let i=this.routeParams(n),s=await this.api.view(Gv,"",Vd(i),SM,r),o=Au(s.groups,n),a=await this.api.view(Gv,Fd,Kd({...i,grouping:on(s.grouping),a:o?n.a:null,b:o?n.b:null}),hc,r);return{main:s,table:kM(s,this.declaration),disparity:a}}renderMetricPicker(){let n=this.selection,r=Un(this.declaration,"metric"),i=r.length?r:(this.data?.main?.metrics??[]).map(s=>s.name);return m`<label class="field">
      <span class="name">Metric</span>
      <select name="metric" .value=${n.metric??""} @change=${s=>this.change({metric:s.target.value})}>
        ${i.map(s=>m`<option value=${s} ?selected=${n.metric===s}>${s}</option>`)}
      </select>
    </label>`}renderChart(n,r){return m`<fairness-group-bars
      .cls=${r}
      .bars=${r===null?null:TM(n.table,r)}
      .valueName=${this.valueName}
    ></fairness-group-bars>`}};customElements.define("fairness-groups-view",Yv);var CM={kind:Gv,title:"per-group performance",render:(e,t)=>m`<fairness-groups-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${t}</fairness-groups-view
    >`,hint:()=>m`No per-group performance reports: log one with <code>w.group_metrics(…)</code>, each person's class, the
      predicted class and their attributes (gender, skin tone, …).`,example:`# Per-group recall (FACET): each person's class, prediction and attributes.
w.group_metrics("groups/val", 0, classes=["nurse", "nurse"], predictions=["nurse", "doctor"],
                attributes={"gender": ["f", "m"]})`};function MM(e,t="view route"){U(e)||A(t,"not an object");let{classes:n,groups:r,thresholds:i}=e;return(!Array.isArray(n)||!Array.isArray(r)||!Array.isArray(i))&&A(t,"no `classes`, `groups` or `thresholds`"),lo(t,e,["mar","mar_lower","mar_upper","n","state","ar","ar_lower","ar_upper"],n.length,r.length),e.p_value!==void 0&&lo(t,e,["p_value","significant"],n.length,r.length),Array.isArray(e.groupings)||A(t,"no `groupings`"),U(e.reasons)||A(t,"no `reasons`"),e}function EM(e,t){return jd(e,{value:e.mar,lower:e.mar_lower,upper:e.mar_upper,macro:e.macro},t)}function AM(e,t){let n=e.classes.indexOf(t);if(n<0)return[];let r=[];return e.groups.forEach((i,s)=>{e.state[n][s]===null&&e.thresholds.forEach((o,a)=>{let l=e.ar[n][s][a];typeof l=="number"&&r.push({group:i,threshold:o,ar:l,lower:e.ar_lower[n][s][a]??l,upper:e.ar_upper[n][s][a]??l})})}),r}var Lu=class extends K{constructor(){super();this.chart=null;this.cls=null,this.points=[],this.groups=[]}willUpdate(n){(n.has("points")||n.has("groups"))&&(this.chart=this.draw())}draw(){let n=this.points;if(n.length===0)return null;let r=Pe({width:380,height:240,marginLeft:44,marginBottom:34,style:to,x:{label:"IoU threshold",labelAnchor:"center",labelArrow:"none",ticks:5},y:Rp("AR",qv(n.map(i=>i.ar),n)),color:{domain:this.groups,legend:!0,scheme:"tableau10"},marks:Uv(n,"threshold","ar",i=>`${i.group}: AR@${i.threshold} = ${(i.ar*100).toFixed(1)}% [${(i.lower*100).toFixed(1)}, ${(i.upper*100).toFixed(1)}]`)});return Cp(r),r}render(){if(this.cls===null)return w;let n=new Set(this.points.map(i=>i.group)),r=this.groups.filter(i=>!n.has(i));return m`<h3>AR over IoU thresholds: <span class="cls">${this.cls}</span></h3>
      <div class="chart" data-groups=${n.size}>
        ${this.chart??m`<div class="muted">No sufficient group for this class.</div>`}
      </div>
      ${r.length?m`<div class="note muted">Not drawn (insufficient or nobody): ${r.join("; ")}</div>`:w}
      <div class="note muted">Bands: Wilson intervals of each AR.</div>`}};Lu.properties={cls:{attribute:!1},points:{attribute:!1},groups:{attribute:!1}},Lu.styles=[W,pi,Tp];customElements.define("fairness-ar-chart",Lu);var Xv="detection_recall",Jv=class extends Zi{constructor(n){super(n);this.detection=!0}async fetchTables(n,r){let i=this.routeParams(n),s=await this.api.view(Xv,"",Vd(i),MM,r),o=Au(s.groups,n),a=await this.api.view(Xv,Fd,Kd({...i,grouping:on(s.grouping),a:o?n.a:null,b:o?n.b:null}),hc,r);return{main:s,table:EM(s,this.declaration),disparity:a}}renderChart(n,r){let i=n.main;return m`<fairness-ar-chart .cls=${r} .points=${r===null?[]:AM(i,r)} .groups=${i.groups}></fairness-ar-chart>`}};customElements.define("fairness-detection-view",Jv);var PM={kind:Xv,title:"detection recall",render:(e,t)=>m`<fairness-detection-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${t}</fairness-detection-view
    >`,hint:()=>m`No detection-recall reports: log one with <code>w.detection_recall(…)</code>, each person's best IoU with
      the detections and their attributes.`,example:`# Detection recall (FACET): each ground-truth person's best IoU and attributes.
w.detection_recall("detection/val", 0, ious=[0.9, 0.4], attributes={"skin": ["lighter", "darker"]})`};var Mp=H`
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
`,La=class{constructor(t,n){this.host=t;this.changed=n;this.key=null;this.opener=null;this.focusPending=!1;this.revealPending=!1;t.addController(this)}read(t){this.key=zd(t),this.revealPending=this.key!==null}params(){return Bd(this.key)}open(t,n){this.opener=n,this.focusPending=!0,this.revealPending=!0;let r=this.panel();t===this.key&&r?.status==="ready"&&this.reveal(r),t!==this.key&&(this.key=t,this.changed()),this.host.requestUpdate()}close(t=!0){let n=this.key;if(n===null)return;let r=this.opener?.isConnected&&this.opener.dataset.key===n?this.opener:this.buttonOf(n);this.key=null,this.opener=null,this.focusPending=!1,this.revealPending=!1,this.changed(),this.host.requestUpdate(),t&&r?.focus({preventScroll:!0})}keepIn(t){this.key!==null&&!t.includes(this.key)&&this.close(!1)}hostUpdated(){if(!this.focusPending)return;let t=this.panel();t&&(this.focusPending=!1,t.updateComplete.then(()=>t.focusPanel()))}panel(){return this.host.renderRoot.querySelector("fairness-row-drilldown")}onLoaded(t){this.revealPending&&this.reveal(t.target)}reveal(t){this.revealPending=!1,t.scrollIntoView({block:"nearest",behavior:"smooth"})}buttonOf(t){return[...this.host.renderRoot.querySelectorAll("button.row-key")].find(r=>r.dataset.key===t)??null}button(t,n=t,r="row",i=""){let s=t===this.key,o=`${i?`${i}
`:""}${r} ${t}: click or press Enter for its counts, and its bias in every run and over the steps`;return m`<button
      class="row-key"
      data-key=${t}
      aria-expanded=${s?"true":"false"}
      title=${o}
      @click=${a=>this.open(t,a.currentTarget)}
    >${n}</button>`}render(t){return this.key===null?w:m`<fairness-row-drilldown
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
      @row-loaded=${n=>this.onLoaded(n)}
    ></fairness-row-drilldown>`}};var s9=H`
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
`,o9="False discovery rate of the \u2605 marks (Benjamini\u2013Hochberg over the tested groups)",Mr=class extends K{constructor(n,r){super();this.codec=n;this.request=new fe;this.shell=new nt(this,[this.request]);this.downloads=new cn(this,()=>this.api,()=>this.declaration);this.rows=new La(this,()=>this.emitSelection());this.api=r??new Vt,this.info=null,this.declaration=null,this.params=[],this.selection=n.defaults(null),this.data=null}rowButton(n,r=n,i=""){return this.rows.button(n,r,this.rowNoun,i)}emitSelection(){Je(this,[...this.codec.toParams(this.selection,this.declaration),...this.rows.params()])}replaceSelection(n){this.selection=n,this.emitSelection()}change(n,r){this.selection={...this.selection,...n},this.emitSelection(),r&&this.load()}async load(){let n=await this.shell.run(this.request,r=>this.fetch(r),()=>this.data=null);n!==ue&&(this.data=n,this.loaded(n),this.rows.keepIn(this.rowKeys(n)),this.shell.ready())}loaded(n){}willUpdate(n){this.hasUpdated?(n.has("report")&&Jn(n.get("report"),this.report)||n.has("info")&&Zn(n.get("info"),this.info,this.report))&&this.load():(this.rows.read(this.params),this.replaceSelection(this.codec.fromParams(this.params,this.declaration)),this.load())}reset(){this.rows.close(!1),this.replaceSelection(this.codec.defaults(this.declaration)),this.report.step!==null?Xn(this,{step:null}):this.load()}download(n,r){let i={run:n.run,tag:n.tag,step:n.step,table:r.table,options:r.options};this.downloads.download(r.button,i,$t(["fairness",...r.file]))}renderCsvButtons(n){let r=n!==null&&this.downloads.pending===null;return n===null?this.csvButtons.map(i=>this.shell.renderCsvButton(i.button,!1,()=>{},un(this.declaration,i.table,null),i.label)):this.csvTables(n).map(i=>this.shell.renderCsvButton(i.button,r,()=>this.download(n,i),un(this.declaration,i.table,i.rows),i.label))}render(){let n=this.data;return m`<div class="controls">
        <div class="group" role="group" aria-label="Report and view">
          <slot name="report"></slot>
          ${this.renderPickers(n)}
          <span class="spacer"></span>
          ${this.renderCsvButtons(n)}
        </div>
        ${this.downloads.renderError()}
      </div>
      ${this.shell.renderError("Could not load the report",[{label:"Reset the selection",run:()=>this.reset()}])}
      ${this.shell.renderContent(n,r=>this.renderReport(r),"Loading the report\u2026")}`}renderDrill(n){return this.rows.render({api:this.api,tag:n.tag,run:n.run,step:n.step,options:this.rowOptions(n),noun:this.rowNoun,declaration:this.declaration})}renderReport(n){let r=this.info?.description??"";return m`<div class="body ${this.shell.loading?"stale":""}">
      ${r?m`<div class="summary"><span class="description">${r}</span></div>`:w}
      ${n.groups.length===0?m`<div class="none message">This report has no groups.</div>`:this.renderBody(n)}
    </div>`}};Mr.properties={...Yn,selection:{state:!0},data:{state:!0}},Mr.styles=[W,Ne,Ie,Gn,ps,dt,go,Mp,s9];var hi=class extends Mr{constructor(t,n){super(t,n),this.fdrText=String(this.selection.fdr??"")}replaceSelection(t){super.replaceSelection(t),this.fdrText=String(t.fdr??"")}loaded(t){let n=t.fdr;this.selection.fdr===null&&this.fdrText===""&&n!==void 0&&(this.fdrText=String(n))}onFdr(t){this.fdrText=t;let n=bs(this.declaration,"fdr",t);n!==null&&n!==this.selection.fdr&&this.change({fdr:n},!0)}renderFdr(){return Pc(this.declaration,this.fdrText,o9,t=>this.onFdr(t))}};hi.properties={...Mr.properties,fdrText:{state:!0}};function Ou(e){return Xi(ft(e))}function Qi(e,t,n=w){return m`<div class="main">
    <div class="tables">${e}${n}</div>
    <div class="side">${t}</div>
  </div>`}function Er(e,t,n=w){return m`<section>
    <h3>${e}</h3>
    ${n}
    <div class="table-box">${t}</div>
  </section>`}function Ar(e,t,n,r){return m`<table class=${e} aria-label=${t}>
    <thead>
      <tr>
        ${n}
      </tr>
    </thead>
    <tbody>
      ${r}
    </tbody>
  </table>`}function Ve(e,t,n,r=""){return m`<th class=${r} data-col=${t} title=${tt(e,t,n)}>${e}</th>`}function Oa(e,t){return m`<td class="text gname" data-col=${e} title=${t}>${t}</td>`}function DM(e,t,n){return m`<td class="text gname" data-col=${e} title=${t}>${n}</td>`}function Na(e,t,n,r,i,s="undefined",o){let a=o?o.cell.p===null?"":String(o.cell.p):w,l=o?o.cell.significant?"true":"false":w;return t===null?m`<td
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
    <span class="v">${Zs(t,n,r)}</span> <span class="n">n=${P(i)}</span>${o?m` <span class="p ${o.cell.p===null?"why":""}" title=${o.cell.title}>p=${o.cell.text}</span>${o.cell.significant?m` ${Ou(o.q)}`:w}`:w}
  </td>`}function LM(e,t="view route"){U(e)||A(t,"not an object");let{groups:n,types:r,thresholds:i}=e;(!Array.isArray(n)||!Array.isArray(r)||!Array.isArray(i))&&A(t,"no `groups`, `types` or `thresholds`"),ls(t,e,["group_counts","hits","hit_rate","lower","upper"],n.length,"group");for(let s of["hit_rate","lower","upper"])for(let o of e[s]){(!Array.isArray(o)||o.length!==r.length)&&A(t,`\`${s}\` rows do not have one entry per type`);for(let a of o)(!Array.isArray(a)||a.length!==i.length)&&A(t,`\`${s}\` does not have one entry per threshold`)}(!Array.isArray(e.labels)||!Array.isArray(e.harmful_types))&&A(t,"no `labels` or `harmful_types`");for(let s of e.labels)(!U(s)||typeof s.label!="string"||!Array.isArray(s.rate)||!Array.isArray(s.gap))&&A(t,"a malformed `labels` entry"),(s.rate.length!==n.length||s.gap.length!==n.length)&&A(t,"`labels` rates do not have one entry per group");return e}function OM(e){return{run:e.run,tag:e.tag,step:e.step}}var Zv="harmful";function Qv(){return{type:Zv,threshold:null}}function NM(e){let t=[];return e.type!==Zv&&ae(t,"type",e.type),ae(t,"threshold",e.threshold),t}function IM(e,t){let n=ze(e),r=Qv(),i=n.get("type");i&&(r.type=i);let s=ve(n.get("threshold"));return Ce(t,"threshold",s)&&(r.threshold=s),r}function Ap(e,t){let n=e.types.indexOf(t);if(n>=0)return n;let r=e.types.indexOf(Zv);return r>=0?r:0}function Nu(e,t){let n=t===null?-1:e.indexOf(t);return n>=0?n:0}function BM(e,t){let n=[];return e.groups.forEach((r,i)=>{e.thresholds.forEach((s,o)=>{let a=e.hit_rate[i][t][o],l=e.lower[i][t][o],u=e.upper[i][t][o];a!==null&&n.push({group:r,threshold:s,rate:a,lower:l??a,upper:u??a})})}),n}function zM(e,t,n){if(t===null||n===null)return"no interval: the group has no images";let r=i=>`${(i*100).toFixed(1)}%`;return`${Math.round(e*100)}% interval (Wilson): [${r(t)}, ${r(n)}]`}function Ep(e){return typeof e=="number"&&Number.isFinite(e)?e:null}function HM(e,t){return e.labels.map(r=>{let i=e.groups.map((u,c)=>r.rate[c]?.[t]??null),s=-1,o=-1;for(let u=0;u<i.length;u++){let c=i[u];c===null||!Number.isFinite(c)||((s<0||c>i[s])&&(s=u),(o<0||c<i[o])&&(o=u))}let a=Ep(r.spread?.[t]),l=a!==null&&s>=0&&o>=0;return{label:r.label,type:r.type,rates:i,lower:e.groups.map((u,c)=>r.rate_lower?.[c]?.[t]??null),upper:e.groups.map((u,c)=>r.rate_upper?.[c]?.[t]??null),pValue:r.p_value?.[t]??null,significant:r.significant?.[t]??!1,gaps:e.groups.map((u,c)=>Ep(r.gap[c]?.[t])),spread:a,spreadLower:Ep(r.spread_lower?.[t]),spreadUpper:Ep(r.spread_upper?.[t]),highest:l?e.groups[s]:null,lowest:l?e.groups[o]:null}}).map((r,i)=>({row:r,i})).sort((r,i)=>r.row.spread===null||i.row.spread===null?r.row.spread===null?i.row.spread===null?r.i-i.i:1:-1:i.row.spread-r.row.spread||r.i-i.i).map(r=>r.row)}var e0="rates",t0="labels";function n0(e,t){let n=e.thresholds[t];return n===void 0?{}:{threshold:String(n)}}function FM(e){return{rates:e.types.length*e.groups.length,labels:e.labels.length*e.groups.length}}var VM="harmful_label_association",a9={defaults:Qv,fromParams:IM,toParams:NM},r0=class extends Mr{constructor(t){super(a9,t)}fetch(t){return this.api.view(VM,"",OM(this.report),LM,t)}loaded(t){let n=this.selection,r=t.types[Ap(t,n.type)]??n.type,i=n.threshold!==null&&t.thresholds.includes(n.threshold)?n.threshold:null;(r!==n.type||i!==n.threshold)&&this.change({type:r,threshold:i},!1)}get rowNoun(){return"label"}rowKeys(t){return t.labels.map(n=>n.label)}rowOptions(t){return n0(t,Nu(t.thresholds,this.selection.threshold))}get csvButtons(){return[{button:"download",label:"Download CSV",table:e0},{button:"download-labels",label:"Download labels CSV",table:t0}]}csvTables(t){let n=Nu(t.thresholds,this.selection.threshold),r=n0(t,n),i=FM(t),s=[t.run,t.tag,`step${t.step}`,"harmful",`t${t.thresholds[n]}`];return[{button:"download",label:"Download CSV",table:e0,options:r,rows:i.rates,file:s},{button:"download-labels",label:"Download labels CSV",table:t0,options:r,rows:i.labels,file:[...s,"labels"]}]}renderPickers(t){let n=t?.types??[this.selection.type],r=t?Ap(t,this.selection.type):0,i=t?.thresholds??[],s=Nu(i,this.selection.threshold);return m`<label class="field" title="The type of harmful label whose hit rates the tables and the chart show (the report's types)">
        <span class="name">Label type</span>
        <select name="type" ?disabled=${!t} @change=${o=>this.change({type:o.target.value},!1)}>
          ${n.map((o,a)=>m`<option value=${o} ?selected=${a===r}>${o}</option>`)}
        </select>
      </label>
      <label class="field" title=${ye(this.declaration,"threshold")}>
        <span class="name">${Me(this.declaration,"threshold","Score threshold")}</span>
        <select
          name="threshold"
          ?disabled=${i.length===0}
          @change=${o=>{let a=Number(o.target.value);this.change({threshold:a===i[0]?null:a},!1)}}
        >
          ${i.map((o,a)=>m`<option value=${String(o)} ?selected=${a===s}>${o}</option>`)}
        </select>
      </label>`}renderBody(t){let n=Ap(t,this.selection.type),r=t.types[n],i=Nu(t.thresholds,this.selection.threshold),s=t.thresholds[i],o=HM(t,i),a=BM(t,n).map(u=>({group:u.group,x:u.threshold,y:u.rate,lower:u.lower,upper:u.upper})),l=m`<fairness-band-chart
      .heading=${`Hit rate of ${r} versus threshold`}
      .points=${a}
      .groups=${t.groups}
      .xLabel=${"score threshold"}
      .yLabel=${"hit rate"}
      .note=${"Bands: Wilson intervals of each hit rate."}
    ></fairness-band-chart>`;return m`<div class="summary" data-type=${r} data-threshold=${s}>
        <span><b>${P(t.n)}</b> ${Rt(t.n,"image")} · <b>${P(t.groups.length)}</b> ${Rt(t.groups.length,"group")} · step ${t.step} ·
          ${Math.round(t.level*100)}% Wilson intervals</span>
        <span>type <b class="type">${r}</b> · harmful types: ${t.harmful_types.join(", ")}</span>
        <span class="muted">hit: a label of the type among an image's top 5, scored ≥ the threshold · click a harmful label for its
          spread in every run and over the steps</span>
      </div>
      ${Qi(m`${Er(m`Hit rate of <span class="type">${r}</span> per group and threshold`,Ar("hits","Hit rate per group and threshold",m`${Ve("group","group","the group of images","text")}
              ${t.thresholds.map(u=>m`<th data-threshold=${u} title=${u9(u)}>≥ ${u}</th>`)}`,t.groups.map((u,c)=>m`<tr data-group=${u}>
                ${Oa("group",u)}
                ${t.thresholds.map((f,d)=>Na({group:u,key:f},t.hit_rate[c][n][d],t.lower[c][n][d],t.upper[c][n][d],t.group_counts[c]))}
              </tr>`)))}
        ${Er(`Harmful labels at threshold ${s}`,o.length===0?m`<div class="none">No harmful label of the taxonomy was predicted.</div>`:Ar("labels","Harmful labels",m`${Ve("label","label","the harmful label","text")}
                  ${Ve("type","type","the type of harmful label it belongs to","text")}
                  ${t.groups.map(u=>m`<th data-group=${u} title=${c9(u,s)}>${u}</th>`)}
                  ${Ve("rate spread","spread",`the highest minus the lowest group's rate (in percentage points), which groups, and its ${Math.round(t.level*100)}% interval that holds whichever groups are the extremes: the bias Compare and the drill-down judge`)}
                  ${Ve("p","p_value","the p-value of the chi-square test that every group with images predicts this label at one rate")}
                  ${Ve("\u2605","significant",`the groups differ, after Benjamini-Hochberg at FDR ${t.fdr} over the labels`)}`,o.map(u=>this.renderLabelRow(t,u))))}`,l,this.renderDrill(t))}`}renderLabelRow(t,n){return m`<tr data-label=${n.label}>
      ${DM("label",n.label,this.rowButton(n.label))}
      <td class="text" data-col="type">${n.type}</td>
      ${n.rates.map((r,i)=>r===null?m`<td class="state" data-group=${t.groups[i]}>undefined</td>`:m`<td data-group=${t.groups[i]} data-value=${String(r)} title=${l9(t.level,n,i)}>
              ${(r*100).toFixed(1)}%
            </td>`)}
      ${n.spread===null?m`<td class="state" data-col="spread" title="fewer than two groups with images">undefined</td>`:m`<td data-col="spread" data-value=${String(n.spread)} data-highest=${n.highest??""} data-lowest=${n.lowest??""}>
            ${ci(n.spread,n.spreadLower,n.spreadUpper).replace(/^\+/,"")}
            <span class="n">${n.highest} − ${n.lowest}</span>
          </td>`}
      <td data-col="p_value" title=${n.pValue===null?"untestable: fewer than two groups, or no variation":""}>
        ${n.pValue===null?"\u2014":Xe(n.pValue)}
      </td>
      <td data-col="significant" class="star">
        ${n.significant?m`<span aria-label="significant" title="significant">★</span>`:w}
      </td>
    </tr>`}};customElements.define("fairness-harmful-view",r0);function l9(e,t,n){let r=t.gaps[n],i=r===null?"":`; ${ci(r,null,null)} against the mean of the other groups`;return zM(e,t.lower[n],t.upper[n])+i}function u9(e){return tt(`\u2265 ${e}`,"value",`the hit rate at score threshold ${e}: the share of the group's images with a label of the type among their top 5 predictions, scored at least ${e}; with its interval and n, the group's images`)}function c9(e,t){return tt(e,"rate",`the share of the images of ${e} with this label among their top 5 predictions, scored at least ${t}`)}var KM={kind:VM,title:"harmful-label-association",render:(e,t)=>m`<fairness-harmful-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${t}</fairness-harmful-view
    >`,hint:()=>m`No harmful-label-association reports: log one with <code>w.harmful_label_association(…)</code>, each image's
      top-5 labels and scores, its group and a taxonomy of the labels.`,example:`# Harmful label associations (Goyal et al. 2022): top-5 labels and scores per image.
w.harmful_label_association("harmful/val", 0, labels=[["ape", "tree", "car", "cup", "dog"]],
                            scores=[[0.9, 0.5, 0.2, 0.1, 0.1]], groups=["darker"],
                            taxonomy={"ape": "non_human"})`};var jM="fdr",f9="q";function Pp(e,t,n){st(e,jM,t,n,"fdr")}function Dp(e,t){return Kt(t,"fdr",ve(e.get(jM)??e.get(f9)))}function Ia(e,t,n,r){return typeof e=="number"&&Number.isFinite(e)?{p:e,text:Xe(e),title:`p = ${e} (${n})`,significant:t===!0}:{p:null,text:"\u2014",title:`No p-value: ${r}`,significant:!1}}function Ba(e,t,n,r,i){let s=t.filter((o,a)=>o===!0&&typeof n[a]=="number").length;return{q:e,significant:s,tested:vi(n),unit:r,what:i}}function qM(e,t="view route"){U(e)||A(t,"not an object");let{groups:n}=e;return Array.isArray(n)||A(t,"no `groups`"),ls(t,e,["households","images","score","lower","upper","image_rate"],n.length,"group"),e.p_value!==void 0&&ls(t,e,["p_value","significant"],n.length,"group"),Array.isArray(e.groupings)||A(t,"no `groupings`"),e}var i0="Welch's t-test of the group's household hit rates against every other household's",UM="the group or the rest has fewer than 2 households, or no household differs";function WM(e,t){return Ba(ui(e,t),e.significant??[],e.p_value??[],"group","each group's households against all other households (Welch's t-test)")}function GM(e){return{by:bi(e,"by"),fdr:et(e,"fdr")}}function YM(e,t){let n=[];return st(n,"by",e.by,t),Pp(n,e.fdr,t),n}function XM(e,t){let n=ze(e);return{by:Hr(t,"by",n.get("by")),fdr:Dp(n,t)}}function JM(e,t){return{run:e.run,tag:e.tag,step:e.step,by:t.by,fdr:t.fdr}}function za(e){return e.replace("_"," \xD7 ")}function s0(e){let t={by:e.by};return e.fdr!==void 0&&(t.fdr=String(e.fdr)),t}function ZM(e){let t=[];return e.groups.forEach((n,r)=>{let i=e.score[r];i!==null&&t.push({group:n,value:i,lower:e.lower[r]??i,upper:e.upper[r]??i})}),t}var o0="geodiversity",QM="groups",d9={defaults:GM,fromParams:XM,toParams:YM},a0=class extends hi{constructor(t){super(d9,t)}fetch(t){return this.api.view(o0,"",JM(this.report,this.selection),qM,t)}get rowNoun(){return"grouping"}rowKeys(t){return[t.by]}rowOptions(t){return s0(t)}get csvButtons(){return[{button:"download",label:"Download CSV",table:QM}]}csvTables(t){let n=[t.run,t.tag,`step${t.step}`,o0,t.by];return[{button:"download",label:"Download CSV",table:QM,options:s0(t),rows:t.groups.length,file:n}]}groupings(){let t=Un(this.declaration,"by"),n=this.data?.by??this.selection.by;return n!==null&&!t.includes(n)?[...t,n]:t}renderPickers(){return m`<label class="field" title=${ye(this.declaration,"by")}>
        <span class="name">${Me(this.declaration,"by","Group by")}</span>
        <select name="by" @change=${t=>this.change({by:t.target.value},!0)}>
          ${this.groupings().map(t=>m`<option value=${t} ?selected=${t===this.selection.by}>${za(t)}</option>`)}
        </select>
      </label>
      ${this.renderFdr()}`}renderBody(t){let n=t.households.reduce((i,s)=>i+s,0),r=ui(t,this.declaration);return m`<div class="summary" data-by=${t.by}>
        <span><b>${P(n)}</b> ${Rt(n,"household")} in <b>${P(t.groups.length)}</b>
          ${Rt(t.groups.length,"group")} of
          <b class="by">${za(t.by)}</b> · step ${t.step} · ${Math.round(t.level*100)}% intervals</span>
        <span class="note muted">Intervals resample households (${P(t.resamples)} bootstrap resamples), not images.</span>
      </div>
      ${Qi(Er(m`Household-averaged score per group of ${this.rowButton(t.by,za(t.by))}
            <span class="muted hint">(click it for the score spread in every run and over the steps)</span>`,Ar("geo","Score per group",m`${Ve("group","group",`the group of households, by ${za(t.by)}`,"text")}
              ${Ve("households","n","the group's households: the score averages over them, and its interval resamples them")}
              ${Ve("images","images","the images of the group's households")}
              ${Ve("score [interval]","value","the mean over the group's households of each one's hit rate (the share of its images with a true label among the top predictions), with its bootstrap interval (lower, upper)")}
              ${Ve("share of images hit","image_rate","the share of the group's images that are hits, pooled over images rather than households, for contrast")}
              ${Ve("p","p_value",`the p-value of ${i0}`)}
              ${Ve("\u2605","significant",ft(r))}`,t.groups.map((i,s)=>this.renderGroupRow(t,i,s,r))),Dn("legend",WM(t,this.declaration))),m`<fairness-score-bars
          .heading=${`Score by ${za(t.by)}`}
          .bars=${ZM(t)}
          .groups=${t.groups}
          .yLabel=${"score"}
        ></fairness-score-bars>`,this.renderDrill(t))}`}renderGroupRow(t,n,r,i){let s=t.score[r],o=t.image_rate[r],a=Ia(t.p_value?.[r],t.significant?.[r],i0,UM);return m`<tr data-group=${n} class=${a.significant?"significant":""} data-significant=${a.significant?"true":"false"}>
      ${Oa("group",n)}
      <td data-col="households" data-value=${t.households[r]}>${P(t.households[r])}</td>
      <td data-col="images" data-value=${t.images[r]}>${P(t.images[r])}</td>
      ${s===null?m`<td class="state" data-col="score" data-state="no-households">no households</td>`:m`<td data-col="score" data-value=${String(s)} data-lower=${String(t.lower[r])} data-upper=${String(t.upper[r])}>
            ${Zs(s,t.lower[r],t.upper[r])}
          </td>`}
      ${o===null?m`<td class="state" data-col="image_rate">—</td>`:m`<td data-col="image_rate" data-value=${String(o)}>${(o*100).toFixed(1)}%</td>`}
      <td data-col="p_value" class=${a.p===null?"why":""} data-value=${a.p===null?"":String(a.p)} title=${a.title}>
        ${a.text}
      </td>
      <td data-col="significant">${a.significant?Ou(i):w}</td>
    </tr>`}};customElements.define("fairness-geo-view",a0);var eE={kind:o0,title:"geodiversity",render:(e,t)=>m`<fairness-geo-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${t}</fairness-geo-view
    >`,hint:()=>m`No geodiversity reports: log one with <code>w.geodiversity(…)</code>, each image's ground-truth label, top-5
      predictions and its household's income and region.`,example:`# Geodiversity (Goyal et al. 2022): one row per image and ground-truth label.
w.geodiversity("geo/val", 0, image_ids=["a"], true_labels=["stove"],
               predicted_labels=[["stove", "bed", "cup", "tv", "sofa"]],
               household_ids=["h1"], incomes=[120.0], regions=["Africa"])`};function tE(e,t="view route"){U(e)||A(t,"not an object");let{groups:n,ks:r}=e;(!Array.isArray(n)||!Array.isArray(r))&&A(t,"no `groups` or `ks`");let i=e.p_value!==void 0;ls(t,e,["queries","precision","lower","upper",...i?["p_value","significant"]:[]],n.length,"group");for(let s of["precision","lower","upper",...i?["p_value","significant"]:[]])for(let o of e[s])(!Array.isArray(o)||o.length!==r.length)&&A(t,`\`${s}\` rows do not have one entry per K`);return e}var nE="Welch's t-test of the group's P@K against the other groups' queries",rE="the group or the rest has fewer than 2 queries, or every query scores alike";function iE(e,t){return Ba(ui(e,t),(e.significant??[]).flat(),(e.p_value??[]).flat(),"cell","each group's queries against the other groups' queries at that K (Welch's t-test)")}function sE(e){return{fdr:et(e,"fdr")}}function oE(e,t){let n=[];return Pp(n,e.fdr,t),n}function aE(e,t){return{fdr:Dp(ze(e),t)}}function lE(e,t){return{run:e.run,tag:e.tag,step:e.step,fdr:t.fdr}}function l0(e){return e.fdr===void 0?{}:{fdr:String(e.fdr)}}function uE(e){let t=[];return e.groups.forEach((n,r)=>{e.ks.forEach((i,s)=>{let o=e.precision[r][s];o!==null&&t.push({group:n,k:i,precision:o,lower:e.lower[r][s]??o,upper:e.upper[r][s]??o})})}),t}var pE="retrieval_precision",cE="precision",p9={defaults:sE,fromParams:aE,toParams:oE},u0=class extends hi{constructor(t){super(p9,t)}fetch(t){return this.api.view(pE,"",lE(this.report,this.selection),tE,t)}get rowNoun(){return"cut-off"}rowKeys(t){return t.ks.map(fE)}rowOptions(t){return l0(t)}get csvButtons(){return[{button:"download",label:"Download CSV",table:cE}]}csvTables(t){let n=[t.run,t.tag,`step${t.step}`,"retrieval"],r=t.groups.length*t.ks.length;return[{button:"download",label:"Download CSV",table:cE,options:l0(t),rows:r,file:n}]}renderPickers(){return this.renderFdr()}renderBody(t){let n=t.queries.reduce((s,o)=>s+o,0),r=ui(t,this.declaration),i=uE(t).map(s=>({group:s.group,x:s.k,y:s.precision,lower:s.lower,upper:s.upper}));return m`<div class="summary">
        <span><b>${P(n)}</b> ${Rt(n,"query","queries")} in <b>${P(t.groups.length)}</b>
          ${Rt(t.groups.length,"group")} · step ${t.step} ·
          ${Math.round(t.level*100)}% t intervals over each group's queries</span>
        <span class="muted">P@K: the share of a query's K nearest neighbours with the query's attribute · click a precision@K head for
          its spread in every run and over the steps</span>
      </div>
      ${Qi(Er("Mean Precision@K per group",Ar("retrieval","Precision at K per group",m`${Ve("group","group","the queries' attribute","text")}
              ${Ve("queries","n","the queries with this attribute: the mean and its t interval are over them")}
              ${t.ks.map(s=>m`<th data-k=${s} title=${dE(s)}>${this.rowButton(fE(s),`precision@${s}`,dE(s))}</th>`)}`,t.groups.map((s,o)=>m`<tr data-group=${s}>
                ${Oa("group",s)}
                <td data-col="queries" data-value=${t.queries[o]}>${P(t.queries[o])}</td>
                ${t.ks.map((a,l)=>Na({group:s,key:a},t.precision[o][l],t.lower[o][l],t.upper[o][l],t.queries[o],"undefined",{cell:Ia(t.p_value?.[o]?.[l],t.significant?.[o]?.[l],nE,rE),q:r}))}
              </tr>`)),Dn("legend",iE(t,this.declaration))),m`<fairness-band-chart
          .heading=${"P@K versus K"}
          .points=${i}
          .groups=${t.groups}
          .xLabel=${"K"}
          .yLabel=${"P@K"}
          .note=${"Bands: t intervals of each mean."}
        ></fairness-band-chart>`,this.renderDrill(t))}`}};customElements.define("fairness-retrieval-view",u0);function fE(e){return`P@${e}`}function dE(e){return tt(`precision@${e}`,"value",`P@${e}, the mean over the group's queries of the share of each one's ${e} nearest neighbours with its attribute; with its t interval, n and the test against the other groups (p_value)`)}var hE={kind:pE,title:"same-attribute retrieval",render:(e,t)=>m`<fairness-retrieval-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${t}</fairness-retrieval-view
    >`,hint:()=>m`No retrieval reports: log one with <code>w.retrieval_precision(…)</code>, query and database embeddings and
      each one's attribute.`,example:`# Same-attribute retrieval (Goyal et al. 2022): embeddings and their attributes.
w.retrieval_precision("retrieval/val", 0, queries, database, query_attributes=q_attr,
                      database_attributes=db_attr, ks=(1, 5, 10))`};var An={metric:"metric",grouping:"grouping",threshold:"threshold",baseline:"baseline",label:"label",fdr:"fdr"};function c0(e){return{metric:Hr(e,"metric",void 0),grouping:null,threshold:null,baseline:null,label:null,fdr:Kt(e,"fdr",null)}}function mE(e,t){let n=[];return st(n,An.metric,e.metric,t),ae(n,An.grouping,e.grouping),ae(n,An.threshold,e.threshold),ae(n,An.baseline,e.baseline),ae(n,An.label,e.label),st(n,An.fdr,e.fdr,t),n}function gE(e,t){let n=ze(e),r=c0(t);r.metric=Hr(t,"metric",n.get(An.metric));let i=o=>{let a=n.get(o);return a===void 0||a===""?null:a};r.grouping=i(An.grouping),r.baseline=i(An.baseline),r.label=i(An.label);let s=ve(n.get(An.threshold));return Ce(t,"threshold",s)&&(r.threshold=s),r.fdr=Kt(t,"fdr",ve(n.get(An.fdr))),r}function bE(e,t){return{run:e.run,tag:e.tag,step:e.step,metric:t.metric,grouping:t.grouping,threshold:t.threshold,baseline:t.baseline,label:t.label,fdr:t.fdr}}function Lp(e,t=!0){return{metric:e.metric,grouping:e.grouping.join(" & "),...t?{threshold:String(e.threshold)}:{},baseline:e.baseline,label:e.label,fdr:String(e.fdr),min_count:String(e.min_count),level:String(e.level)}}function Op(e,t){if(e.length===0||!Number.isFinite(t))return null;let n=e[0];for(let r of e)Math.abs(r-t)<Math.abs(n-t)&&(n=r);return n}function yE(e){return e.metrics.map(({name:t,title:n})=>{let r=e.at_threshold[t];return{metric:t,title:n,cells:e.groups.map((i,s)=>({value:r.value[s],lower:r.lower[s],upper:r.upper[s],n:r.n[s],state:r.state[s],p:r.p_value[s],significant:r.significant[s]===!0}))}})}function Np(e,t){return e.state==="insufficient"?`n=${e.n} < ${t}`:e.state==="undefined"?e.n===0?"none":"undefined":e.state==="baseline"?"baseline":""}function vE(e){return e.curve_thresholds??e.thresholds}function wE(e,t){let n=e.curves[t];if(!n)return[];let r=[];return e.groups.forEach((i,s)=>{vE(e).forEach((o,a)=>{let l=n.value[s][a];l!==null&&r.push({group:i,x:o,y:l,lower:n.lower[s][a]??l,upper:n.upper[s][a]??l})})}),r}function xE(e,t){let n=e.at_threshold[t];if(!n)return[];let r=[];return e.groups.forEach((i,s)=>{let o=n.ratio[s];if(o===null||n.ratio_state[s]!==null)return;let a=o<e.four_fifths||o>1/e.four_fifths;r.push({group:i,ratio:o,lower:n.ratio_lower[s],upper:n.ratio_upper[s],flagged:a})}),r}function $E(e){let t=e.curves.tpr,n=e.curves.fpr,r=[],i=[];return!t||!n?{curve:r,at:i}:(e.groups.forEach((s,o)=>{vE(e).forEach((a,l)=>{let u=t.value[o][l],c=n.value[o][l];if(c===null||u===null)return;let f={group:s,fpr:c,tpr:u,threshold:a};r.push(f),a===e.threshold&&i.push(f)})}),{curve:r,at:i})}function _E(e,t="view route"){U(e)||A(t,"not an object");let n=e;(!Array.isArray(n.groups)||!Array.isArray(n.thresholds)||!Array.isArray(n.metrics))&&A(t,"no `groups`, `thresholds` or `metrics`");let r=n.groups.length;n.curve_thresholds!==void 0&&!Array.isArray(n.curve_thresholds)&&A(t,"`curve_thresholds` is not a list");let i=(n.curve_thresholds??n.thresholds).length;for(let{name:s}of n.metrics){let o=n.at_threshold?.[s];o||A(t,`no \`${s}\` in \`at_threshold\``);for(let a of["n","value","lower","upper","state","p_value","significant","ratio","ratio_state"])(!Array.isArray(o[a])||o[a].length!==r)&&A(t,`\`at_threshold.${s}.${a}\` has not one entry per group`)}for(let s of new Set([n.metric??"","tpr","fpr"])){let o=n.curves?.[s];(!o||!Array.isArray(o.value)||o.value.length!==r||o.value.some(a=>a.length!==i))&&A(t,`\`curves.${s}\` is not groups x curve thresholds`)}return e}var RE=H`
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
`,SE=e=>`${(e*100).toFixed(1)}%`,kE="http://www.w3.org/2000/svg";function TE(e,t){e.dispatchEvent(new CustomEvent("threshold-change",{detail:t,bubbles:!0,composed:!0}))}var Iu=class extends di{constructor(){super();this.rule=null;this.dragging=!1;this.thresholds=[],this.threshold=.5,this.xLabel="score threshold",this.note="Bands: Wilson intervals. Drag the orange rule (or focus it and use the arrow keys) to choose the threshold."}willUpdate(n){super.willUpdate(n),this.chart&&!this.dragging&&this.placeRule(this.threshold)}draw(){this.rule=null;let n=super.draw(),r=n?.tagName.toLowerCase()==="svg"?n:n?.querySelector(":scope > svg");return n&&r&&this.addRule(n,r),n}get plot(){return this.chart}addRule(n,r){let[i,s]=n.scale("y")?.range??[0,0],o=document.createElementNS(kE,"g");o.setAttribute("class","threshold-rule"),o.setAttribute("tabindex","0"),o.setAttribute("role","slider"),o.setAttribute("aria-label","Score threshold: drag, or use the arrow keys");for(let[a,l,u]of[["grip","14","transparent"],["shown","2","var(--accent)"]]){let c=document.createElementNS(kE,"line");c.setAttribute("class",a),c.setAttribute("y1",String(i)),c.setAttribute("y2",String(s)),c.setAttribute("stroke",u),c.setAttribute("stroke-width",l),o.append(c)}r.append(o),this.rule=o,r.addEventListener("pointerdown",a=>this.onDown(a,r)),r.addEventListener("pointermove",a=>this.onMove(a,r)),r.addEventListener("pointerup",a=>this.onUp(a,r)),r.addEventListener("pointercancel",()=>this.cancel()),o.addEventListener("keydown",a=>this.onKey(a))}placeRule(n){let r=this.plot?.scale("x");if(!this.rule||!r?.apply)return;let i=String(r.apply(n));for(let s of this.rule.querySelectorAll("line"))s.setAttribute("x1",i),s.setAttribute("x2",i);this.rule.setAttribute("aria-valuenow",String(n)),this.rule.setAttribute("aria-valuemin",String(this.thresholds[0]??"")),this.rule.setAttribute("aria-valuemax",String(this.thresholds[this.thresholds.length-1]??"")),this.rule.setAttribute("data-threshold",String(n))}thresholdAt(n,r){let i=this.plot?.scale("x");if(!i?.invert)return null;let s=r.getBoundingClientRect(),o=Number(r.getAttribute("width"))||s.width,a=(n.clientX-s.left)*o/(s.width||1);return Op(this.thresholds,Number(i.invert(a)))}onDown(n,r){let i=this.thresholdAt(n,r);i!==null&&(this.dragging=!0,r.setPointerCapture?.(n.pointerId),this.placeRule(i),n.preventDefault())}onMove(n,r){if(!this.dragging)return;let i=this.thresholdAt(n,r);i!==null&&this.placeRule(i)}onUp(n,r){if(!this.dragging)return;this.dragging=!1;let i=this.thresholdAt(n,r);i!==null&&i!==this.threshold?TE(this,i):this.placeRule(this.threshold)}cancel(){this.dragging=!1,this.placeRule(this.threshold)}onKey(n){let r=n.key==="ArrowLeft"||n.key==="ArrowDown"?-1:n.key==="ArrowRight"||n.key==="ArrowUp"?1:0;if(r===0)return;n.preventDefault();let i=this.thresholds.indexOf(this.threshold)+r;i>=0&&i<this.thresholds.length&&TE(this,this.thresholds[i])}};Iu.properties={...di.properties,thresholds:{attribute:!1},threshold:{attribute:!1}},Iu.styles=[...di.styles,H`
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
    `];customElements.define("fairness-threshold-chart",Iu);var Bu=class extends K{constructor(){super();this.chart=null;this.heading="",this.points=[],this.fourFifths=.8,this.baseline=""}willUpdate(n){(n.has("points")||n.has("fourFifths"))&&(this.chart=this.draw())}draw(){let n=this.points;if(n.length===0)return null;let r=n.flatMap(o=>[o.ratio,o.upper??o.ratio]),i=Math.max(1/this.fourFifths+.1,...r),s=[this.fourFifths,1/this.fourFifths];return Pe({width:420,height:60+26*n.length,marginLeft:120,style:to,x:{domain:[0,i],label:`ratio to ${this.baseline}`,labelAnchor:"center",labelArrow:"none",grid:!0},y:{domain:n.map(o=>o.group),label:null,tickFormat:o=>o.length>18?o.slice(0,17)+"\u2026":o},marks:[Ge([1],{stroke:"var(--chart-rule)"}),Ge(s,{stroke:"var(--error)",strokeDasharray:"4,3"}),At(n,{y:"group",x1:"lower",x2:"upper",stroke:"var(--chart-ink)",strokeWidth:1.5}),St(n,{y:"group",x:"ratio",r:4,fill:o=>o.flagged?"var(--error)":"var(--chart-ink)",title:o=>`${o.group}: ${o.ratio.toFixed(3)}`+(o.lower!==null&&o.upper!==null?` [${o.lower.toFixed(3)}, ${o.upper.toFixed(3)}]`:"")})]})}render(){return m`<h3>${this.heading}</h3>
      <div class="chart" data-points=${this.points.length} data-flagged=${this.points.filter(n=>n.flagged).length}>
        ${this.chart??m`<div class="muted">No group has a ratio to the baseline at this threshold.</div>`}
      </div>
      <div class="note muted">Whiskers: Katz log intervals. Dashed: the four-fifths lines (${this.fourFifths} and ${(1/this.fourFifths).toFixed(2)}).</div>`}};Bu.properties={heading:{attribute:!1},points:{attribute:!1},fourFifths:{attribute:!1},baseline:{attribute:!1}},Bu.styles=[W,pi,RE];customElements.define("fairness-ratio-chart",Bu);var zu=class extends K{constructor(){super();this.chart=null;this.curve=[],this.at=[],this.groups=[],this.threshold=.5}willUpdate(n){(n.has("curve")||n.has("at")||n.has("groups"))&&(this.chart=this.draw())}draw(){if(this.curve.length===0)return null;let n={domain:[0,1],grid:!0,labelAnchor:"center",labelArrow:"none",tickFormat:r=>`${Math.round(r*100)}%`};return Pe({width:420,height:300,marginLeft:44,marginBottom:34,style:to,x:{...n,label:"false positive rate"},y:{...n,label:"true positive rate"},color:{domain:this.groups,legend:!0,scheme:"tableau10"},marks:[Vi([[0,0],[1,1]]),Vi(this.curve,{x:"fpr",y:"tpr",z:"group",stroke:"group",strokeOpacity:.45}),St(this.at,{x:"fpr",y:"tpr",fill:"group",r:5,stroke:"var(--chart-halo)",title:r=>`${r.group} at ${r.threshold}: FPR ${SE(r.fpr)}, TPR ${SE(r.tpr)}`})]})}render(){return m`<h3>ROC per group, points at threshold ${this.threshold}</h3>
      <div class="chart" data-points=${this.at.length}>${this.chart??m`<div class="muted">No group has both rates.</div>`}</div>
      ${this.at.length<this.groups.length?m`<div class="note muted">Groups whose TPR or FPR is insufficient at this threshold have no point.</div>`:w}`}};zu.properties={curve:{attribute:!1},at:{attribute:!1},groups:{attribute:!1},threshold:{attribute:!1}},zu.styles=[W,pi,RE];customElements.define("fairness-roc-chart",zu);var AE="binary_classification",CE="metrics",ME="cells",h9={defaults:c0,fromParams:gE,toParams:mE},m9="two-proportion z-test of the group against the other groups pooled",Ip=class extends hi{constructor(t){super(h9,t)}fetch(t){return this.api.view(AE,"",bE(this.report,this.selection),_E,t)}loaded(t){super.loaded(t);let n=this.selection,r={};n.threshold!==null&&n.threshold!==t.threshold&&(r.threshold=t.threshold),n.baseline!==null&&n.baseline!==t.baseline&&(r.baseline=null),Object.keys(r).length&&this.change(r,!1)}get rowNoun(){return"metric"}rowKeys(t){return t.metrics.map(n=>n.name)}rowOptions(t){return Lp(t)}get csvButtons(){return[{button:"download",label:"Download CSV",table:CE},{button:"download-cells",label:"Download curves CSV",table:ME}]}csvTables(t){let n=Lp(t),r=[t.run,t.tag,`step${t.step}`,"binary",t.label];return[{button:"download",label:"Download CSV",table:CE,options:n,rows:t.metrics.length*t.groups.length,file:[...r,`t${t.threshold}`]},{button:"download-cells",label:"Download curves CSV",table:ME,options:Lp(t,!1),rows:t.groups.length*t.thresholds.length,file:[...r,t.metric]}]}setThreshold(t){t!==null&&t!==this.data?.threshold&&this.change({threshold:t},!0)}renderPickers(t){let n=this.selection,r=t?.metrics.map(l=>l.name)??Un(this.declaration,"metric"),i=t?.groupings??[],s=t?on(t.grouping):n.grouping,o=(l,u,c,f,d)=>m`<label class="field" title=${ye(this.declaration,l)}>
        <span class="name">${Me(this.declaration,l,u)}</span>
        <select name=${l} ?disabled=${f.length===0} @change=${p=>d(p.target.value)}>
          ${f.map(([p,h])=>m`<option value=${p} ?selected=${p===c}>${h}</option>`)}
        </select>
      </label>`,a=l=>t?.metrics.find(u=>u.name===l)?.title??l;return m`${o("metric","Metric",t?.metric??n.metric,r.map(l=>[l,a(l)]),l=>this.change({metric:l},!0))}
    ${o("grouping","Grouping",s,i.map(l=>[on(l),va(l)]),l=>this.change({grouping:l,baseline:null},!0))}
    ${o("baseline","Baseline group",t?.baseline??n.baseline,(t?.groups??[]).map(l=>[l,l]),l=>this.change({baseline:l},!0))}
    ${t&&t.labels.length>1?o("label","Label",t.label,t.labels.map(l=>[l,l]),l=>this.change({label:l},!0)):w}
    <label class="field" title=${ye(this.declaration,"threshold","typed values snap to the report\u2019s nearest threshold")}>
      <span class="name">${Me(this.declaration,"threshold","Threshold")}</span>
      <input
        type="number"
        name="threshold"
        step="0.01"
        inputmode="decimal"
        ?disabled=${!t}
        .value=${String(t?.threshold??n.threshold??"")}
        @change=${l=>t&&this.setThreshold(Op(t.thresholds,Number(l.target.value)))}
      />
    </label>
    ${this.renderFdr()}`}renderBody(t){let n=yE(t),r=t.metrics.find(c=>c.name===t.metric)?.title??t.metric,i=t.group_sizes.reduce((c,f)=>c+f,0),s=n.flatMap(c=>c.cells.map(f=>f.p)),o=n.flatMap(c=>c.cells.map(f=>f.significant)),a=Dn("legend",Ba(t.fdr,o,s,"cell","each cell tests its group against the other groups pooled at this threshold")),l=$E(t),u=m`<fairness-threshold-chart
        .heading=${`${r} versus threshold`}
        .points=${wE(t,t.metric)}
        .groups=${t.groups}
        .thresholds=${t.thresholds}
        .threshold=${t.threshold}
        .yLabel=${t.metric}
        @threshold-change=${c=>this.setThreshold(c.detail)}
      ></fairness-threshold-chart>
      <fairness-ratio-chart
        .heading=${`${r}: ratio to ${t.baseline} at ${t.threshold}`}
        .points=${xE(t,t.metric)}
        .fourFifths=${t.four_fifths}
        .baseline=${t.baseline}
      ></fairness-ratio-chart>
      <fairness-roc-chart .curve=${l.curve} .at=${l.at} .groups=${t.groups} .threshold=${t.threshold}></fairness-roc-chart>`;return m`<div class="summary" data-threshold=${t.threshold} data-metric=${t.metric}>
        <span><b>${P(i)}</b> ${Rt(i,"example")} in <b>${P(t.groups.length)}</b>
          ${Rt(t.groups.length,"group")} of <b>${va(t.grouping)}</b> · label <b>${t.label}</b> · step ${t.step} ·
          threshold <b class="threshold">${t.threshold}</b> · ${Math.round(t.level*100)}% intervals</span>
        <span>${EE("Demographic parity difference","dp",t.demographic_parity_difference)} ·
          ${EE("Equalized odds difference","eo",t.equalized_odds_difference)}</span>
        <span class="muted">positive: score ≥ threshold; cells with a denominator under ${t.min_count} are insufficient · click a metric
          for its spread in every run and over the steps</span>
      </div>
      ${Qi(m`${Er(m`Every metric per group at threshold ${t.threshold}`,Ar("binary","Metric per group",m`${Ve("metric","metric","the rate, a share of the confusion counts (its denominator is n)","text")}
            ${t.groups.map((c,f)=>m`<th data-group=${c} title=${`${c}: ${P(t.group_sizes[f])} examples, ${P(t.positives[f])} positive`}>
                  ${c}${c===t.baseline?m` <span class="n">(baseline)</span>`:w}
                </th>`)}`,n.map(c=>m`<tr data-metric=${c.metric} class=${c.metric===t.metric?"selected":""}>
                <td class="text" data-col="metric" title=${c.title}>${this.rowButton(c.metric,c.title,c.title)}</td>
                ${c.cells.map((f,d)=>this.cell(t,c.metric,d,f))}
              </tr>`)),a)}
        ${this.renderBaselineTable(t)}`,u,this.renderDrill(t))}`}cell(t,n,r,i){let s=t.groups[r];if(i.state!==null)return m`<td
        class="state"
        data-group=${s}
        data-key=${n}
        data-state=${i.state}
        data-n=${i.n}
        title=${t.reasons[i.state]??i.state}
      >
        ${Np(i,t.min_count)}
      </td>`;let o={cell:Ia(i.p,i.significant,m9,"the group or the rest is insufficient, or nothing varies"),q:t.fdr};return Na({group:s,key:n},i.value,i.lower,i.upper,i.n,"undefined",o)}renderBaselineTable(t){let n=t.at_threshold[t.metric],r=t.metrics.find(i=>i.name===t.metric)?.title??t.metric;return Er(m`${r} against <span class="baseline">${t.baseline}</span> at ${t.threshold}`,Ar("baseline","Against the baseline",m`${Ve("group","group","the group compared with the baseline","text")}
        ${Ve("difference [interval]","difference","the group's rate minus the baseline's, in percentage points (Newcombe interval)")}
        ${Ve("ratio [interval]","ratio","the group's rate over the baseline's (Katz log interval); under 0.8 fails the four-fifths rule")}`,t.groups.map((i,s)=>m`<tr data-group=${i}>
            <td class="text gname" title=${i}>${i}</td>
            ${n.difference_state[s]!==null||n.difference[s]===null?m`<td class="state" data-col="difference">${Np({state:n.difference_state[s]??"undefined",n:n.n[s]},t.min_count)}</td>`:m`<td data-col="difference" data-value=${String(n.difference[s])}>
                  ${ci(n.difference[s],n.difference_lower[s],n.difference_upper[s])}
                </td>`}
            ${n.ratio_state[s]!==null||n.ratio[s]===null?m`<td class="state" data-col="ratio" title=${t.reasons[n.ratio_state[s]??"undefined"]??""}>
                  ${Np({state:n.ratio_state[s]??"undefined",n:n.n[s]},t.min_count)}
                </td>`:m`<td data-col="ratio" data-value=${String(n.ratio[s])} class=${n.ratio[s]<t.four_fifths?"flagged":""}>
                  ${g9(n.ratio[s],n.ratio_lower[s],n.ratio_upper[s])}
                  ${n.ratio[s]<t.four_fifths?Ou(null):w}
                </td>`}
          </tr>`)))}};Ip.styles=[...Mr.styles,H`
      tr.selected td[data-col='metric'] {
        font-weight: 500;
        box-shadow: inset 3px 0 0 var(--accent);
      }
      td.flagged {
        color: var(--error);
      }
    `];customElements.define("fairness-binary-view",Ip);function g9(e,t,n){return e.toFixed(3)+(t!==null&&n!==null?` [${t.toFixed(2)}, ${n.toFixed(2)}]`:"")}function EE(e,t,n){return m`<span data-headline=${t}
    >${e}
    <b>${n.value===null?"undefined (fewer than two sufficient groups)":ci(n.value,n.lower,n.upper).replace(/^\+/,"")}</b></span
  >`}var PE={kind:AE,title:"binary classifier",render:(e,t)=>m`<fairness-binary-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${t}</fairness-binary-view
    >`,hint:()=>m`No binary classifier reports: log one with <code>w.binary_classification(…)</code>, each example's score, its 0/1
      label and its attributes (gender, age, …).`,example:`# A scored binary classifier: every rate per group at every threshold.
w.binary_classification("binary/val", 0, scores=[0.9, 0.2, 0.7], labels=[1, 0, 0],
                        attributes={"gender": ["f", "m", "m"]})`};var Hu=[JC,yM,CM,PM,KM,eE,hE,PE];var d0="insufficient",Fu="significant",DE="p_value",b9=new Set(["percent","points","count","p"]);function f0(e){return typeof e=="number"&&Number.isFinite(e)}function y9(e,t,n){let r=t.filter(i=>i!=null);return r.length>0&&r.every(i=>typeof i=="boolean")?"flag":r.some(i=>typeof i=="string")?"text":n!==void 0&&b9.has(n)?n:e==="p_value"?"p":n===void 0&&r.length>0&&r.every(i=>Number.isInteger(i))?"count":"number"}function LE(e,t){let n=e?.tables.find(s=>s.name===t)??e?.tables[0],r=e?.bias.format??"value",i={};for(let[s,o]of Object.entries(n?.formats??{}))i[s]=o==="bias"?r==="bias"?"value":r:o;return i}function OE(e,t){let n=e.columns,r=a=>e.rows.map(l=>l[a]),i=new Map;n.forEach((a,l)=>{a==="lower"&&n[l+1]==="upper"&&l>0&&i.set(n[l-1],["lower","upper"]);let u=/^(.+)_lower$/.exec(a);u&&n.includes(u[1])&&n.includes(`${u[1]}_upper`)&&i.set(u[1],[a,`${u[1]}_upper`])});let s=new Set([...i.values()].flat()),o=[];for(let a of n){if(s.has(a))continue;let l=y9(a,r(a),t[a]);o.push({key:a,head:a.replace(/_/g," "),kind:l,reads:[a]});let u=i.get(a);u&&l!=="text"&&l!=="flag"&&o.push({key:`${a}:interval`,head:`${a.replace(/_/g," ")} interval`,kind:"interval",reads:u,of:l})}return o}function v9(e,t){return e==="count"?P(t):e==="p"?Xe(t):e==="percent"?`${Ke(t)}%`:e==="points"?`${Ke(t)} pp`:ke(t)}function NE(e,t){if(e.kind==="interval"){let[r,i]=e.reads.map(a=>t[a]);if(!f0(r)||!f0(i))return{text:"",title:"no interval"};let s=e.of??"number";return{text:s==="percent"?`[${Ke(r)}%, ${Ke(i)}%]`:s==="points"?`[${Ke(r)}, ${Ke(i)}] pp`:`[${ke(r)}, ${ke(i)}]`,title:`[${r}, ${i}]`}}let n=t[e.reads[0]];return n==null?{text:e.kind==="text"?"":"undefined",title:"undefined"}:typeof n=="boolean"?{text:n?"\u2713":"",title:n?"yes":"no"}:typeof n=="string"?{text:n,title:n}:typeof n!="number"?{text:String(n),title:String(n)}:Number.isFinite(n)?e.kind==="text"||e.kind==="flag"?{text:String(n),title:String(n)}:{text:v9(e.kind,n),title:String(n)}:{text:"undefined",title:"undefined"}}function w9(e,t){let n=t[e.reads[0]];return typeof n=="boolean"?n?1:0:typeof n=="string"||f0(n)?n:null}function IE(e,t,n){let r=e.map((o,a)=>a);if(!t)return r;let i=e.map(o=>w9(t,o)),s=n==="asc"?1:-1;return r.sort((o,a)=>{let l=i[o],u=i[a];if(l===null||u===null)return l===null&&u===null?o-a:l===null?1:-1;let c=typeof l=="string"||typeof u=="string"?String(l).localeCompare(String(u)):l-u;return c!==0?s*c:o-a})}function p0(e){return e.kind==="text"||e.kind==="p"?"asc":"desc"}function BE(e,t){let n=t?.bias.value,r=e.find(i=>i.key===n)??e[0];return r?{key:r.key,dir:p0(r)}:{key:"",dir:"desc"}}function zE(e){let t=[];for(let[n,r]of Object.entries(e))n==="columns"||n==="rows"||n==="run"||n==="tag"||n==="step"||(typeof r=="number"?t.push(`${n} ${Number.isInteger(r)?P(r):ke(r)}`):typeof r=="string"||typeof r=="boolean"?t.push(`${n} ${String(r)}`):Array.isArray(r)&&r.every(i=>typeof i=="string"||typeof i=="number")&&t.push(`${n} ${r.join(", ")}`));return t.join(" \xB7 ")}function HE(e){let t=0,n=0;for(let i of e.rows)i[d0]===!0&&t++,i[Fu]===!0&&n++;let r=e.columns.includes(DE)?vi(e.rows.map(i=>i[DE])):null;return{insufficient:t,significant:n,tested:r}}var h0=2e3,FE="table",VE="sort",KE="dir";function m0(e){return(e?.options??[]).filter(t=>t.name!=="table"&&(t.used_by??["view"]).includes("view"))}var Vu=class extends K{constructor(n){super();this.request=new fe;this.shell=new nt(this,[this.request]);this.downloads=new cn(this,()=>this.api,()=>this.declaration);this.rows=new La(this,()=>this.emitSelection());this.api=n??new Vt,this.info=null,this.declaration=null,this.params=[],this.data=null,this.table=null,this.sort="",this.dir="desc",this.optionText={}}options(){let n={};for(let r of m0(this.declaration)){let i=(this.optionText[r.name]??"").trim();i!==""&&(n[r.name]=i)}return n}emitSelection(){let n=[];ae(n,FE,this.table),ae(n,VE,this.sort||null),ae(n,KE,this.sort?this.dir:null);for(let[r,i]of Object.entries(this.options()))ae(n,r,String(i));Je(this,[...n,...this.rows.params()])}readParams(){let n=ze(this.params),r=this.declaration?.tables.map(o=>o.name)??[],i=n.get(FE);this.table=i!==void 0&&r.includes(i)?i:null,this.sort=n.get(VE)??"",this.dir=n.get(KE)==="asc"?"asc":"desc";let s={};for(let o of m0(this.declaration)){let a=n.get(o.name);a!==void 0&&(s[o.name]=a)}this.optionText=s,this.rows.read(this.params)}async load(){let{run:n,tag:r,step:i}=this.report,s={run:n,tag:r,step:i,table:this.table,options:this.options()},o=await this.shell.run(this.request,l=>this.api.tableJson(s,l),()=>this.data=null);if(o===ue)return;this.data=o;let a=this.declaration?.bias.key;this.rows.keepIn(a?o.rows.map(l=>String(l[a]??"")):[]),this.shell.ready()}willUpdate(n){this.hasUpdated?(n.has("report")&&Jn(n.get("report"),this.report)||n.has("info")&&Zn(n.get("info"),this.info,this.report))&&this.load():(this.readParams(),this.emitSelection(),this.load())}onTable(n){this.table=n===this.declaration?.tables[0]?.name?null:n,this.sort="",this.rows.close(!1),this.emitSelection(),this.load()}onOption(n,r){this.optionText={...this.optionText,[n]:r},this.emitSelection(),this.load()}onSort(n,r){this.dir=Ma(n.key,r.key,r.dir,()=>p0(n)),this.sort=n.key,this.emitSelection()}reset(){this.table=null,this.sort="",this.optionText={},this.rows.close(!1),this.emitSelection(),this.report.step!==null?Xn(this,{step:null}):this.load()}download(n){let{run:r,tag:i}=this.report,s=typeof n.step=="number"?n.step:this.report.step,o=this.table??this.declaration?.tables[0]?.name??null,a={run:r,tag:i,step:s,table:o,options:this.options()};this.downloads.download("download",a,$t(["fairness",r,i,`step${s}`,o??"table"]))}renderOption(n){let r=this.optionText[n.name]??"",i=Me(this.declaration,n.name),s=ye(this.declaration,n.name);return n.choices?m`<label class="field">
        <span class="name" title=${s}>${i}</span>
        <select name=${"option-"+n.name} title=${s} @change=${o=>this.onOption(n.name,o.target.value)}>
          <option value="" .selected=${r===""}>default (${String(n.default??"")})</option>
          ${nl(n,this.table??this.declaration?.tables[0]?.name??null).map(o=>m`<option .value=${o} .selected=${o===r}>${o}</option>`)}
        </select>
      </label>`:m`<label class="field">
      <span class="name" title=${s}>${i}</span>
      <input
        name=${"option-"+n.name}
        type=${n.type==="str"?"text":"number"}
        step=${n.type==="int"?"1":"any"}
        placeholder=${n.default===null||n.default===void 0?"from the report":String(n.default)}
        title=${s}
        .value=${r}
        @change=${o=>this.onOption(n.name,o.target.value)}
      />
    </label>`}renderPickers(){let n=this.declaration?.tables??[],r=this.table??n[0]?.name??"";return m`${n.length>1?m`<label class="field">
          <span class="name">Table</span>
          <select name="table" @change=${i=>this.onTable(i.target.value)}>
            ${n.map(i=>m`<option .value=${i.name} .selected=${i.name===r}>${i.title}</option>`)}
          </select>
        </label>`:w}
    ${m0(this.declaration).map(i=>this.renderOption(i))}`}renderHead(n,r){let i=n.key===r.key,s=n.kind==="text";return m`<th class=${s?"text":""} data-col=${n.key} aria-sort=${Ea(i,r.dir)}>
      <button class="sort" title=${`${n.head}. Click to sort.`} @click=${()=>this.onSort(n,r)}>
        ${n.head} <span class="arrow">${i?Aa(!0,r.dir):""}</span>
      </button>
    </th>`}renderCell(n,r,i,s){if(n.key===Fu&&n.kind==="flag")return m`<td data-col=${n.key}>${r[Fu]===!0?Xi(s):w}</td>`;let{text:o,title:a}=NE(n,r),l=[n.kind==="text"?"text":"",o==="undefined"?"undefined":""].join(" ").trim(),u=n.key===i&&typeof r[n.key]=="string"?this.rows.button(String(r[n.key]),o,i??"row"):o;return m`<td class=${l} data-col=${n.key} title=${a}>${u}</td>`}renderTable(n){let r=LE(this.declaration,this.table),i=OE(n,r),s=BE(i,this.declaration),o=i.some(y=>y.key===this.sort)?{key:this.sort,dir:this.dir}:s,a=IE(n.rows,i.find(y=>y.key===o.key),o.dir),l=a.slice(0,h0),{insufficient:u,significant:c,tested:f}=HE(n),d=this.declaration?.bias.key,p=typeof n.fdr=="number"?n.fdr:null,h=ft(p),g=this.declaration?.tables.find(y=>y.name===(this.table??this.declaration?.tables[0]?.name))?.title??"Table";return m`<div class="summary">
        <span class="count" data-rows=${n.rows.length}>
          ${n.rows.length.toLocaleString("en-US")} rows${a.length>h0?m`, the first ${h0.toLocaleString("en-US")} shown (the CSV has them all)`:w}
        </span>
        ${u?m`<span class="note" data-insufficient=${u}> · ${u} too small to trust (muted)</span>`:w}
        <span class="note"> · ${zE(n)}</span>
      </div>
      ${i.some(y=>y.key===Fu)?Dn("legend",{q:p,significant:c,tested:f,unit:"row"}):w}
      <h3>${g}</h3>
      <div class="table-box">
        <table aria-label=${g}>
          <thead>
            <tr>
              ${i.map(y=>this.renderHead(y,o))}
            </tr>
          </thead>
          <tbody>
            ${l.map(y=>{let b=n.rows[y];return m`<tr class=${b[d0]===!0?"insufficient":""}>
                ${i.map(v=>this.renderCell(v,b,d,h))}
              </tr>`})}
          </tbody>
        </table>
      </div>
      ${this.rows.key!==null&&typeof n.step=="number"?this.rows.render({api:this.api,tag:this.report.tag,run:this.report.run,step:n.step,options:this.options(),noun:d??"row",declaration:this.declaration}):w}`}render(){let n=this.data,r=this.info?.description??"",i=this.table??this.declaration?.tables[0]?.name??null;return m`<div class="controls">
        <div class="group" role="group" aria-label="Report and view">
          <slot name="report"></slot>
          ${this.renderPickers()}
          <span class="spacer"></span>
          ${this.shell.renderCsvButton("download",n!==null&&this.downloads.pending===null,()=>n&&this.download(n),un(this.declaration,i,n?n.rows.length:null))}
        </div>
        ${this.downloads.renderError()}
      </div>
      ${this.shell.renderError("Could not load the report",[{label:"Reset the selection",run:()=>this.reset()}])}
      ${this.shell.renderContent(n,s=>m`<div class="body ${this.shell.loading?"stale":""}">
            ${r?m`<div class="summary"><span class="description">${r}</span></div>`:w}
            ${this.renderTable(s)}
          </div>`,"Loading the report\u2026")}`}};Vu.properties={...Yn,data:{state:!0},table:{state:!0},sort:{state:!0},dir:{state:!0},optionText:{state:!0}},Vu.styles=[W,Ne,Ie,Gn,ps,dt,go,Mp,H`
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
    `];customElements.define("fairness-table-view",Vu);function jE(e){return{kind:e.name,title:e.title,render:(t,n)=>m`<fairness-table-view .report=${t.report} .info=${t.info} .declaration=${t.declaration} .params=${t.params}
        >${n}</fairness-table-view
      >`,hint:()=>m`A ${e.title} report (kind <code>${e.name}</code>, added by an installed package): its writer <code>FileWriter.${e.name}</code>.`,example:`# w.${e.name}("tag", step, ...)  # a kind another package adds`}}var es="hparam/",g0="bias",Pr={step:"step",sort:"sort",dir:"dir",search:"q",pick:"pick"};function x9(e){return Ee+Sr+e}function b0(){return{step:null,sort:g0,dir:null,search:"",picks:[],own:{}}}function $9(e){return e===void 0?!1:["run","step","bias","performance","pareto"].includes(e)||e.startsWith(es)&&e.length>es.length}function Bp(e,t){let n=[],r=(i,s)=>ae(n,Sr+i,s);r(Pr.step,e.step),e.sort!==g0&&r(Pr.sort,e.sort),r(Pr.dir,e.dir),r(Pr.search,e.search);for(let i of e.picks)r(Pr.pick,i);return[...n,...Tr(e.own,Sr,t)]}function UE(e,t){let n=[...e],r=ze(n),i=u=>r.get(Sr+u),s=b0();s.step=co(i(Pr.step));let o=i(Pr.sort);$9(o)&&(s.sort=o);let a=i(Pr.dir);(a==="asc"||a==="desc")&&(s.dir=a),s.search=i(Pr.search)??"";let l=x9(Pr.pick);for(let[u,c]of n)u===l&&c!==""&&!s.picks.includes(c)&&s.picks.length<2&&s.picks.push(c);return s.own=kr(n,Sr,t),s}function WE(e,t,n=null){return ji(n,"runs",Mn(e,t.own))}function y0(e,t){return e.filter(n=>t.includes(n))}function GE(e,t,n){let r=e.filter(i=>i!==t);return n?[...r,t].slice(-2):r}function YE(e,t){let n=new Set;for(let r of e)Se(r)&&Number.isInteger(r)&&r>=0&&n.add(r);return t!==null&&n.add(t),[...n].sort((r,i)=>i-r)}function Ku(e,t){let n=e.columns[t];return Array.isArray(n)?n.map(r=>Se(r)?r:null):new Array(e.rows).fill(null)}function Ha(e,t){return{value:Ku(e,t.name),lower:Ku(e,`${t.name}_lower`),upper:Ku(e,`${t.name}_upper`)}}function XE(e,t){return t==="bias"?e.bias:e.performance}function _9(e,t){switch(t){case"run":return e.columns.run;case"step":return Ku(e,"step");case"pareto":return e.columns.pareto.map(n=>n===!0);case"bias":case"performance":{let n=XE(e,t);return n?Ku(e,n.name):new Array(e.rows).fill(null)}default:{let n=e.columns[t];return Array.isArray(n)?n.map(r=>typeof r=="number"&&!Number.isFinite(r)?null:r):new Array(e.rows).fill(null)}}}function S9(e,t){return t==="performance"||t==="pareto"?e.performance!==null:t.startsWith(es)?e.hparams.includes(t.slice(es.length)):!0}function v0(e,t){return t==="step"||t==="pareto"||(t==="bias"||t==="performance")&&(e?XE(e,t):null)?.better==="higher"?"desc":"asc"}function JE(e,t){let n=e===null||S9(e,t.sort)?t.sort:g0;return{key:n,dir:n===t.sort&&t.dir!==null?t.dir:v0(e,n)}}function qE(e){return typeof e=="number"?Number.isFinite(e)?0:3:typeof e=="boolean"?1:typeof e=="string"?2:3}var w0=new Intl.Collator("en",{numeric:!0,sensitivity:"base"});function k9(e,t){return typeof e=="number"&&typeof t=="number"?e-t:typeof e=="boolean"&&typeof t=="boolean"?Number(e)-Number(t):w0.compare(String(e),String(t))}function ZE(e,t,n){let r=_9(e,t),i=e.columns.run,s=n==="asc"?1:-1,o=Array.from({length:e.rows},(a,l)=>l);return o.sort((a,l)=>{let u=r[a]??null,c=r[l]??null,f=qE(u),d=qE(c),p=f===3;if(p!==(d===3))return p?1:-1;if(!p){let g=f!==d?f-d:k9(u,c);if(g!==0)return s*g}return w0.compare(i[a],i[l])||a-l}),o}function QE(e,t,n){let r=yi(n);if(r.regex===null)return{rows:[...t],error:r.error};let i=r.regex;return{rows:t.filter(s=>i.test(e.columns.run[s])),error:null}}function Va(e){return e.format==="points"?"pp":e.format==="percent"?"%":""}function Fa(e,t){if(!Se(t))return"\u2014";let n=Va(e);return n==="pp"?xi(t):n==="%"?Ye(t):Cn(e.format,t)}function zp(e,t,n){return vt(t,n,Va(e)===""?ke:Ke)}function no(e){return Se(e)?`${Number((e*100).toPrecision(3))}%`:""}function x0(e,t,n,r,i){if(!Se(t))return`${e.title}: undefined for this run (too little data, or no value). Sorted last.`;let s=a=>Fa(e,a),o=Se(n)&&Se(r)?`, ${no(i)||"the"} interval [${s(n)}, ${s(r)}]`:", no interval";return`${e.title}: ${Fa(e,t)}${o}`}function T9(e,t){return e!=="higher"&&e!=="lower"?"":t==="x"?e==="lower"?"\u2190 better":"better \u2192":e==="higher"?"\u2191 better":"\u2193 better"}function Hp(e,t){let n=Va(e);return[e.title+(n?` (${n})`:""),T9(e.better,t)].filter(Boolean).join(" ")}function $0(e){return Math.round(Math.max(170,li(_0(e),13)+34))}function _0(e){let t=Va(e);return e.title+(t?` (${t})`:"")}function S0(e){return e==null?"\u2014":typeof e=="number"?Number.isFinite(e)?ke(e):"\u2014":String(e)}function eA(e,t){let n=li(e,13)+30;for(let r of t)n=Math.max(n,li(S0(r),13)+18);return Math.round(Math.min(180,Math.max(64,n)))}function tA(e,t){let n=e.performance;if(!n)return{points:[],undrawn:t.length};let r=Ha(e,e.bias),i=Ha(e,n),s=[];for(let o of t){let a=r.value[o],l=i.value[o];a===null||l===null||s.push({row:o,run:e.columns.run[o],x:a,xLower:r.lower[o],xUpper:r.upper[o],y:l,yLower:i.lower[o],yUpper:i.upper[o],pareto:e.columns.pareto[o]===!0})}return{points:s,undrawn:t.length-s.length}}function nA(e){return e.filter(t=>t.pareto).sort((t,n)=>t.x-n.x||t.y-n.y)}function rA(e,t){let n=Ha(e,e.bias),r=e.bias.better==="higher"?-1:1,i=[];for(let s of t){let o=n.value[s];o!==null&&i.push({row:s,run:e.columns.run[s],x:o,xLower:n.lower[s],xUpper:n.upper[s]})}return i.sort((s,o)=>r*(s.x-o.x)||w0.compare(s.run,o.run)),{points:i,undrawn:t.length-i.length}}function Fp(e,t,n,r){let i=Va(r),s=[...e,...t,...n].some(u=>u!==null&&u<0),o=i==="%"?{clamp:[0,1]}:i==="pp"?{clamp:[s?-1:0,1]}:{},a=Ki(e,[],[],o),l=Ki(e,t,n,o);return a===null||l===null?l??a:l[1]-l[0]<=3*(a[1]-a[0])?l:a}function Vp(e,t,n){if(Va(e)==="")return s=>ke(s);let r=Math.abs(n-t)*100,i=r>=5?0:r>=.5?1:2;return s=>(s*100).toFixed(i).replace(/^-/,"\u2212")}function k0(e,t,n){let r=e.columns.step[t];return{run:e.columns.run[t],step:n.step===null||!Se(r)?null:r}}function iA(e,t,n,r,i){let s=f=>Ee+Ft+f,o=new Set(["a_run","a_step","b_run","b_step","a_min","a_max","b_min","b_max"].map(s)),a=uv(Ft,""),l=e.filter(([f,d])=>!o.has(f)&&!f.startsWith(a)&&!(f===s("also")&&(d===t.run||d===n.run))),u=[],c=(f,d)=>ae(u,Ft+f,d);return c("a_run",t.run),c("a_step",t.step),c("b_run",n.run),c("b_step",n.step),[...u,...l,...Tr(r,Ft,i)]}function sA(e,t){return $t(["fairness","runs",e,t===null?null:`step${t}`])}function oA(e,t){return Object.entries(uu(t,"runs",e)).filter(([n,r])=>n!=="level"&&r!==null&&r!==void 0&&r!=="").map(([n,r])=>`${n}=${typeof r=="object"?JSON.stringify(r):String(r)}`).join(", ")}var R9=["key","value_a","value_b","bias_a","bias_b","change","verdict","rank_a","rank_b","movement"],Zt="also:",Ka="change",ja="desc";function Kp(){return{a:null,b:null,also:[],sort:Ka,dir:ja,search:"",verdict:null,brush:null,columns:"auto",drill:null}}function T0(e){return e==="key"||e==="rank_a"||e==="rank_b"||e==="verdict"?"asc":"desc"}function R0(e){return ao.includes(e)}function C9(e){return R9.includes(e)||e.startsWith(Zt)&&e.length>Zt.length}var C0=["auto","all","essential"],aA=["ranks","values"],qa="interval",M9=180,E9=150;function A9(e,t){return Math.max(t,Math.ceil(e.length*7.4)+30)}function jp(e,t=[]){let{value:n,bias:r,a:i,b:s,noun:o}=e,a=Pt(e.level),l=Pt(e.fdr),u=(c,f,d,p,h="",g=null)=>({key:c,name:f,sub:h,title:p,width:c==="key"?d:Math.min(M9,A9(f,d)),group:g});return[u("key",o,E9,`key: the ${o} of the row, as named in both reports.`),u("value_a",`${n} A`,84,`value_a: ${n} in report A (${i}), signed.`,i,"values"),u("value_b",`${n} B`,84,`value_b: ${n} in report B (${s}), signed.`,s,"values"),u("bias_a",`${r} A`,84,`bias_a: the size of the bias (${r}) in report A (${i}); lower is better.`,i),u("bias_b",`${r} B`,84,`bias_b: the size of the bias (${r}) in report B (${s}); lower is better.`,s),u("change","change",84,"change: bias_b \u2212 bias_a, positive when the bias grew from A to B.","B \u2212 A"),u(qa,"interval",168,`lower, upper: the interval of the change (MOVER, from the two sides' intervals): FCR-adjusted (Benjamini-Yekutieli) on the rows judged worsened or improved, where it excludes 0; the marginal ${a} one on the others.`,"FCR / marginal"),u("verdict","verdict",150,`verdict: worsened or improved when the change is significant (Benjamini-Hochberg at FDR ${l}; q-value at most ${l}), else no significant change, or undetermined without a bias on both sides.`,`FDR ${l}`),u("rank_a","rank A",72,`rank_a: the row's rank by ${r} in report A (1: the largest bias).`,"1 = largest","ranks"),u("rank_b","rank B",72,`rank_b: the row's rank by ${r} in report B (1: the largest bias).`,"1 = largest","ranks"),u("movement","movement",92,"movement: rank_a \u2212 rank_b, positive when the row rose (its bias ranks higher) in B.","rank A \u2212 B","ranks"),...t.map(c=>u(`${Zt}${c}`,c,96,`${r} in the latest report of run ${c} (an extra run: not in the CSV).`,`${r}, latest`))]}function ju(e,t=new Set){return e.reduce((n,r)=>n+(r.group!==null&&t.has(r.group)?0:r.width),0)}function lA(e,t,n,r=!1){if(t==="all")return new Set;if(t==="essential")return new Set(aA);let i=new Set(r?["values"]:[]);if(n<=0)return i;for(let s of aA){if(ju(e,i)<=n)break;i.add(s)}return i}var _e={aRun:"a_run",aStep:"a_step",bRun:"b_run",bStep:"b_step",also:"also",sort:"sort",dir:"dir",search:"q",verdict:"verdict",aMin:"a_min",aMax:"a_max",bMin:"b_min",bMax:"b_max",columns:"columns",drill:"drill"};function P9(e){return Ee+Ft+e}function uA(e){let t=[],n=(r,i)=>ae(t,Ft+r,i);e.a&&(n(_e.aRun,e.a.run),n(_e.aStep,e.a.step)),e.b&&(n(_e.bRun,e.b.run),n(_e.bStep,e.b.step));for(let r of e.also)n(_e.also,r);return(e.sort!==Ka||e.dir!==ja)&&(n(_e.sort,e.sort),n(_e.dir,e.dir)),n(_e.search,e.search),n(_e.verdict,e.verdict),e.brush&&(n(_e.aMin,e.brush.a[0]),n(_e.aMax,e.brush.a[1]),n(_e.bMin,e.brush.b[0]),n(_e.bMax,e.brush.b[1])),e.columns!=="auto"&&n(_e.columns,e.columns),n(_e.drill,e.drill),t}function cA(e){let t=[...e],n=ze(t),r=p=>n.get(Ft+p),i=p=>{let h=r(p);return h===void 0||h===""?null:h},s=Kp(),o=i(_e.aRun);o!==null&&(s.a={run:o,step:co(r(_e.aStep))});let a=i(_e.bRun);a!==null&&(s.b={run:a,step:co(r(_e.bStep))});let l=P9(_e.also);for(let[p,h]of t)p===l&&h!==""&&!s.also.includes(h)&&s.also.push(h);let u=r(_e.sort);if(u!==void 0&&C9(u)&&(!u.startsWith(Zt)||s.also.includes(u.slice(Zt.length)))){s.sort=u;let p=r(_e.dir);s.dir=p==="asc"||p==="desc"?p:T0(u)}s.search=r(_e.search)??"";let c=r(_e.verdict);R0(c)&&(s.verdict=c);let f=[_e.aMin,_e.aMax,_e.bMin,_e.bMax].map(p=>ve(r(p)));if(f.every(p=>p!==null)){let[p,h,g,y]=f;s.brush={a:[Math.min(p,h),Math.max(p,h)],b:[Math.min(g,y),Math.max(g,y)]}}let d=r(_e.columns);return C0.includes(d)&&(s.columns=d),s.drill=i(_e.drill),s}function fA(e){return e==="worsened"?"improved":e==="improved"?"worsened":e}function dA(e,t,n,r){return e!==null&&t.includes(e.run)?e:t.includes(n)?{run:n,step:r}:t.length?{run:t[0],step:null}:null}function pA(e,t){let n=t.filter(i=>i!==e.run);if(n.length===0)return null;let r=t.indexOf(e.run);return r<0?n[0]:t[(r+1)%t.length]}function hA(e,t){let n=t.map(i=>i.step).sort((i,s)=>i-s);if(n.length===0)return e.step;let r=e.step===null?n.length-1:n.indexOf(e.step);return r<=0?e.step:n[r-1]}function M0(e,t){return e.step===null||t.some(n=>n.step===e.step)?e:{...e,step:null}}function qp(e,t,n,r){return t.filter(i=>e.includes(i)&&i!==n?.run&&i!==r?.run)}function mA(e,t){let n=new Map,r=t.columns;for(let i=0;i<r.key.length;i++)n.set(r.key[i],r.presence[i]==="a"?null:r.bias_b[i]);return e.map(i=>{let s=n.get(i);return Se(s)?s:null})}function gA(e){let t=(n,r)=>n.every((i,s)=>i===null||r[s]===null||i===r[s]);return t(e.value_a,e.bias_a)&&t(e.value_b,e.bias_b)}var D9={worsened:0,improved:1,no_significant_change:2,undetermined:3};function L9(e,t){if(t==="verdict")return e.columns.verdict.map(n=>D9[n]??null);if(t.startsWith(Zt)){let n=t.slice(Zt.length);return e.extras.find(r=>r.run===n)?.values??null}return e.columns[t]}function bA(e,t,n){let r=new Int32Array(e.rows);for(let a=0;a<r.length;a++)r[a]=a;let i=n==="asc"?1:-1;if(t==="key"){let a=e.columns.key;return r.sort((l,u)=>a[l]<a[u]?-i:a[l]>a[u]?i:l-u),r}let s=L9(e,t);if(s===null)return r;let o=new Float64Array(e.rows);for(let a=0;a<o.length;a++){let l=s[a];o[a]=Se(l)?l:NaN}return r.sort((a,l)=>{let u=o[a],c=o[l],f=Number.isNaN(u),d=Number.isNaN(c);return f||d?f&&d?a-l:f?1:-1:u<c?-i:u>c?i:a-l}),r}function yA(e,t){return e.presence[t]==="both"&&Se(e.bias_a[t])&&Se(e.bias_b[t])}function vA(e,t,n){if(!yA(e,t))return!1;let r=e.bias_a[t],i=e.bias_b[t];return r>=n.a[0]&&r<=n.a[1]&&i>=n.b[0]&&i<=n.b[1]}function wA(e,t,n){let{search:r,brush:i}=n,s=n.verdict??null;if(r===null&&i===null&&s===null)return t;let o=e.columns,a=new Int32Array(t.length),l=0;for(let u=0;u<t.length;u++){let c=t[u];s!==null&&o.verdict[c]!==s||i!==null&&!vA(o,c,i)||r!==null&&(r.lastIndex=0,!r.test(o.key[c]))||(a[l++]=c)}return a.slice(0,l)}function xA(e,t){let n=0;for(let r=0;r<e.rows;r++)vA(e.columns,r,t)&&n++;return n}function $A(e){let t=e.key.length,n=new Float64Array(t),r=new Float64Array(t),i=new Int32Array(t),s=[],o=0,a=0,l=0;for(let u=0;u<t;u++)yA(e,u)?(n[o]=e.bias_a[u],r[o]=e.bias_b[u],s.push(e.verdict[u]),i[o++]=u):e.presence[u]!=="both"?a++:l++;return{x:n.slice(0,o),y:r.slice(0,o),verdict:s,index:i.slice(0,o),oneSided:a,undefinedValue:l}}function _A(e,t=5){let n=[],r=[];for(let i=0;i<e.key.length;i++){let s=e.verdict[i],o=e.change[i];if(s!=="worsened"&&s!=="improved"||!Se(o))continue;let a={row:i,key:e.key[i],biasA:e.bias_a[i],biasB:e.bias_b[i],change:o,lower:e.lower[i],upper:e.upper[i]};(s==="worsened"?n:r).push(a)}return n.sort((i,s)=>s.change-i.change||i.row-s.row),r.sort((i,s)=>i.change-s.change||i.row-s.row),{worsened:n.slice(0,t),improved:r.slice(0,t)}}function SA(e){return"^"+e.replace(/[.*+?^${}()|[\]\\/-]/g,"\\$&")+"$"}function ts(e,t){e.dispatchEvent(new CustomEvent("open-report",{detail:t,bubbles:!0,composed:!0}))}function kA(e,t){e.dispatchEvent(new CustomEvent("open-compare",{detail:t,bubbles:!0,composed:!0}))}var E0=344,A0=16,TA=H`
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
      gap: ${rt(A0)}px;
    }
    fairness-compare-table {
      flex: 1;
      min-width: 0;
    }
    .side-panel {
      width: ${rt(E0)}px;
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
`;function RA(e,t){return e.headlines.length===0?w:m`<div class="headlines ${t?"stale":""}">${e.headlines.map(n=>O9(n,e.level))}</div>`}function O9(e,t){let n=u=>Cn(e.format,u),r=e.a_interval?vt(e.a_interval[0],e.a_interval[1],n):"",i=e.b_interval?vt(e.b_interval[0],e.b_interval[1],n):"",s=e.better==="lower"?"lower is better":e.better==="higher"?"higher is better":"neither way is better",o=[`${e.title} (${e.name}), ${s}${e.explanation?`: ${e.explanation}`:""}`,`A: ${Cn(e.format,e.a)}${r?` ${r}`:""}`,`B: ${Cn(e.format,e.b)}${i?` ${i}`:""}`,`change B \u2212 A: ${Nd(e)} (marginal ${Pt(t)} interval: each headline number is judged alone)`].join(`
`),a=e.verdict,l=e.role==="performance";return m`<div
    class="headline ${l?"performance":""}"
    data-name=${e.name}
    data-verdict=${a??"none"}
    data-role=${e.role??w}
    title=${l?`${o}
Performance, not a bias: judged, but not part of the verdict above (a model worse for everyone alike is not less fair).`:o}
  >
    <span class="title">${e.title}${l?m` <span class="role">performance</span>`:w}</span>
    <span class="ab"
      ><span class="a" data-v=${e.a??w}>${Cn(e.format,e.a)}</span> →
      <span class="b" data-v=${e.b??w}>${Cn(e.format,e.b)}</span></span
    >
    <span class="foot">
      <span class="change" data-v=${e.change??w}>${Nd(e)}</span>
      ${a!==null?m`<span class="verdict-badge v-${a}" data-verdict=${a}>${Ir[a]}</span>`:w}
    </span>
  </div>`}function P0(e,t,n,r,i,s="value"){return m`<div class="movers" data-movers=${e}>
    <h3>
      <span class="v-${e}">${e==="worsened"?"Worsened":"Improved"}</span>
      <span class="muted">${P(n)}</span>
      ${n>t.length?m`<button class="text" name=${`show-${e}`} @click=${()=>i.showAll(e)}>show all</button>`:w}
    </h3>
    ${t.length?m`<ol>
          ${t.map(a=>{let l=vt(a.lower,a.upper,_r(s));return m`<li>
              <button
                data-row=${a.row}
                title=${`Show ${a.key} in the table: ${r} ${Ht(a.biasA,s)} \u2192 ${Ht(a.biasB,s)}, change ${ai(a.change,s)} ${l}`}
                @click=${()=>i.showRow(a.row)}
              >
                <span class="k">${a.key}</span><span class="num ch v-${e}" data-v=${a.change}>${ai(a.change,s)}</span
                ><span class="num ab">${r} ${Ht(a.biasA,s)} → ${Ht(a.biasB,s)}${l?` \xB7 change ${l}`:""}</span>
              </button>
            </li>`})}
        </ol>`:m`<div class="muted">None.</div>`}
  </div>`}var CA="",N9={auto:"fit the width",all:"all",essential:"essential only"},D0="";function MA(e,t,n){let r=e.sel[t],i=t==="a"?e.stepsA:e.stepsB;return m`<fieldset class="side" data-side=${t}>
    <legend>Report ${t==="a"?"A":"B"}</legend>
    <label class="field">
      <span class="name">Run</span>
      <select
        name=${`${t}_run`}
        .disabled=${!r}
        @change=${o=>n.side(t,{run:o.target.value})}
      >
        ${e.runs.map(o=>m`<option .value=${o} .selected=${o===r?.run}>${o}</option>`)}
      </select>
    </label>
    <label class="field">
      <span class="name">Step</span>
      <select
        name=${`${t}_step`}
        .disabled=${!r}
        @change=${o=>{let a=o.target.value;n.side(t,{step:a===CA?null:Number(a)})}}
      >
        <option .value=${CA} .selected=${r?.step===null}>latest</option>
        ${(i??[]).map(o=>m`<option .value=${String(o.step)} .selected=${o.step===r?.step}>
              ${o.step} · ${wi(o.wall_time)}
            </option>`)}
      </select>
    </label>
  </fieldset>`}function EA(e,t){let n=e.sel,r=e.runs.filter(i=>i!==n.a?.run&&i!==n.b?.run);return m`<div class="controls">
    ${MA(e,"a",t)}
    <button class="swap" name="swap" title="Swap A and B" aria-label="Swap A and B" @click=${()=>t.swap()}>⇄</button>
    ${MA(e,"b",t)}
    <label class="field">
      <span class="name">Search keys (regex)</span>
      <input
        class="search ${e.searchError?"invalid":""}"
        name="search"
        type="search"
        placeholder="e.g. ^nurse$"
        .value=${n.search}
        @input=${i=>{t.search(i.target.value)}}
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
                  @change=${s=>t.also(i,s.target.checked)}
                />${i}</label
              >`)}
          </div>
        </div>`:w}
    ${I9(e,t)} ${B9(e,t)}
    <span class="spacer"></span>
    ${e.shell.renderCsvButton("csv",e.data!==null&&!e.csvPending,()=>t.downloadCsv(!1),e.data?`All ${P(e.data.rows)} rows as CSV, from the server (as tb-fairness export --vs-run/--vs-step prints them)`:void 0)}
    <button
      class="primary"
      name="csv-shown"
      ?disabled=${e.data===null||e.csvPending}
      title="The rows the search, the verdict filter and the brush show, in their order, as CSV (the same columns and values)"
      @click=${()=>t.downloadCsv(!0)}
    >
      CSV of rows shown
    </button>
    ${e.searchError?m`<div class="search-error" title=${e.searchError}>${e.searchError}</div>`:w}
    ${e.csvError!==null?m`<div class="download-error" role="alert" title=${e.csvError}>Could not download the CSV: ${e.csvError}</div>`:w}
  </div>`}function I9(e,t){let n=e.data?.summary,r=e.sel.verdict;return m`<label class="field">
    <span class="name">Verdict</span>
    <select
      name="verdict"
      .disabled=${!e.data}
      @change=${i=>{let s=i.target.value;t.verdict(R0(s)?s:null)}}
    >
      <option .value=${D0} .selected=${r===null}>all</option>
      ${ao.map(i=>m`<option .value=${i} .selected=${r===i}>${Ir[i]}${n?` (${P(n[i])})`:""}</option>`)}
    </select>
  </label>`}function B9(e,t){let n=e.sel.columns,r=e.hiddenColumns,i=["Which columns the table shows: all; only those that say better or worse (the key, the bias in A and B, the change, its interval, the verdict); or those that fit the width (the ranks go first, then the signed values).",r.length?`Left out now: ${r.join(", ")}.`:"","The CSV has every column."].filter(Boolean).join(" ");return m`<label class="field" title=${i}>
    <span class="name">Columns</span>
    <select name="columns" data-hidden=${r.length} @change=${s=>t.columns(s.target.value)}>
      ${C0.map(s=>m`<option .value=${s} .selected=${n===s}>
            ${N9[s]}${s==="auto"&&n==="auto"&&r.length?` (${r.length} hidden)`:""}
          </option>`)}
    </select>
  </label>`}function AA(e){return`${e.run} \xB7 step ${e.step}`}function PA(e,t,n){let r=e.summary,i=e.judgement;return m`<div
    class="verdict-summary ${n?"stale":""}"
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
      title=${`From the ${t.many}' verdicts (Benjamini-Hochberg at FDR ${Pt(e.fdr)} on the change of ${e.bias}) and the headline numbers' (each at ${Pt(e.level)})`}
      >${i.title}</span
    >
    <span class="sentence">${i.sentence}</span>
  </div>`}function DA(e,t,n){let r=aR(uu(t.declaration,"compare",e.options)),i=e.a.run===e.b.run&&e.a.step===e.b.step,s=t.sel,o=e.summary,a=[...t.extraErrors].map(([l,u])=>`${l}: ${u}`);return m`<div
    class="summary"
    data-shown=${t.shown}
    data-total=${e.rows}
    data-a-run=${e.a.run}
    data-a-step=${e.a.step}
    data-b-run=${e.b.run}
    data-b-step=${e.b.step}
    data-verdict=${s.verdict??D0}
    data-extras=${t.extras.filter(l=>l.values!==null).map(l=>l.run).join(",")}
  >
    <span class="what"
      >Comparing <b>${e.bias}</b>, the size of the bias (lower is better; signed: ${e.value}), of the
      ${t.kindTitle||e.kind} report ${e.tag}${r?m` <span class="muted">(${r})</span>`:w}</span
    >
    <span
      >A = <b>${AA(e.a)}</b>
      <button class="text" name="open-a" title="Open report A in its view" @click=${()=>n.openReport({run:e.a.run,step:e.a.step})}>
        open</button
      ></span>
    <span
      >B = <b>${AA(e.b)}</b>
      <button class="text" name="open-b" title="Open report B in its view" @click=${()=>n.openReport({run:e.b.run,step:e.b.step})}>
        open</button
      ></span>
    ${i?m`<span class="warn">A and B are the same report: pick another step or run.</span>`:w}
    <span class="counts"
      ><b>${P(e.rows)}</b> ${e.rows===1?t.noun.one:t.noun.many} · ${P(o.only_in_a)} only in A ·
      ${P(o.only_in_b)} only in B</span
    >
    <span class="muted"
      >${Pt(e.level)} intervals; verdicts at FDR ${Pt(e.fdr)} (Benjamini-Hochberg); the rows judged worsened or
      improved show their FCR-adjusted interval, the others their marginal one</span
    >
    ${_i(t.shown,e.rows,"rows",s.brush?m`<span class="chip" data-brushed=${t.brushed}
            >${P(t.brushed)} selected in the scatter —
            <button class="text" name="clear-brush" @click=${()=>n.clearBrush()}>clear</button></span
          >`:void 0)}
    ${a.length?m`<span class="warn">Could not load: ${a.join("; ")}</span>`:w}
  </div>`}var z9=5,Up=class{constructor(){this.table=null;this.search={regex:null,error:null};this.visible=new Int32Array(0);this.visibleList=[];this.points=null;this.moved={worsened:[],improved:[]};this.noun={one:"row",many:"rows"};this.brushed=0;this.order=null;this.besideWidth=0;this.stacked=!1}update(t,n){let r=t.data;if((n.has("data")||n.has("extras"))&&(this.table=r?{rows:r.rows,columns:r.columns,extras:t.extras}:null),n.has("data")&&(this.points=r?$A(r.columns):null,this.moved=r?_A(r.columns,z9):{worsened:[],improved:[]}),(n.has("data")||n.has("declaration"))&&(this.noun=oR(t.declaration,r)),n.has("data")||n.has("extras")||n.has("declaration")){let d=r?jp({value:r.value,bias:r.bias,a:"",b:"",noun:this.noun.one,level:r.level,fdr:r.fdr},t.extras.map(p=>p.run)):[];this.besideWidth=ju(d,new Set(["ranks"]))+A0+E0}let i=t.hostWidth>0&&t.hostWidth<this.besideWidth;i!==this.stacked&&(this.stacked=i,t.toggleAttribute("data-stacked",i));let s=t.sel,o=n.has("sel")?n.get("sel"):s;(!o||o.search!==s.search)&&(this.search=yi(s.search));let a=this.table;if(!a){this.order=null,this.visible=new Int32Array(0),this.visibleList=[],this.brushed=0;return}let l=n.has("data")||n.has("extras")||this.order===null,u=!o||o.sort!==s.sort||o.dir!==s.dir;(l||u)&&(this.order=bA(a,s.sort,s.dir));let c=!o||o.brush!==s.brush,f=!o||o.search!==s.search||o.verdict!==s.verdict;(l||u||c||f)&&(this.visible=wA(a,this.order,{search:this.search.regex,brush:s.brush,verdict:s.verdict}),this.visibleList=Array.from(this.visible)),(l||c)&&(this.brushed=s.brush?xA(a,s.brush):0)}};var Wp=class{constructor(t,n){this.host=t;this.api=n;this.pending=!1;this.error=null;this.request=new fe;t.addController(this)}hostDisconnected(){this.request.cancel(),this.pending=!1}async download(t,n,r){if(!t)return;let i=["fairness","compare",t.tag,t.a.run,`step${t.a.step}`,"vs",t.b.run,`step${t.b.step}`,t.value],s=$t(r?[...i,"shown"]:i),o={tag:t.tag,run:t.a.run,step:t.a.step,vs_run:t.b.run,vs_step:t.b.step,options:n};this.pending=!0,this.error=null,this.host.requestUpdate();let a;try{a=await this.request.run(l=>this.api().diffCsv(o,l))}catch(l){this.pending=!1,this.error=Ct(l),this.host.requestUpdate();return}a!==ue&&(this.pending=!1,this.host.requestUpdate(),$i(r?vc(a,"key",r)??a:a,s))}};var LA="own-options",Ua=new Map,H9=64;function F9(e,t){Ua.delete(e),Ua.set(e,t),Ua.size>H9&&Ua.delete(Ua.keys().next().value)}var qu=class extends K{constructor(){super();this.request=new fe;this.key="";this.declaration=null,this.inherited={},this.own={},this.skip=[],this.mode="compare",this.api=null,this.source=null,this.revision="",this.values=null}disconnectedCallback(){super.disconnectedCallback(),this.request.cancel(),this.key=""}willUpdate(n){(n.has("source")||n.has("api")||n.has("revision"))&&this.readValues()}readValues(){let n=this.source,r=this.api;if(n===null||r===null){this.request.cancel(),this.key="",this.values=null;return}let i=zR(n,this.revision);if(i===this.key)return;let s=this.key.split("\0")[1]===n.tag;this.key=i;let o=Ua.get(i);if(o){this.request.cancel(),this.values=o;return}s||(this.values=null),this.request.run(a=>r.values(n,a)).then(a=>{a!==ue&&(F9(i,a.values),this.key===i&&(this.values=a.values))},()=>{this.key===i&&(this.values=null)})}set(n,r){let i=VR(this.own,n,r,this.values,this.inherited);this.dispatchEvent(new CustomEvent(LA,{detail:i,bubbles:!0,composed:!0}))}control(n){let r=this.declaration,i=this.own[n.name]??"",s=fv(r,n.name,this.inherited),o=s===""?"as the report decides":`as the report view: ${s}`,a=FR(r,n,this.values,this.inherited,this.own),l=Mn(this.inherited,this.own),u=l[n.name]?cv(r,n.name,l):[],c=u.length?` Not sent until ${u.map(p=>Me(r,p)).join(", ")} is chosen too.`:"";if(a.type==="select"){let p=ye(r,n.name,`The first entry: ${o}.${i?` Chosen: ${i}.`:""}${c}`);return m`<select
        name=${"opt-"+n.name}
        class=${[i?"own":"",c?"incomplete":""].join(" ").trim()}
        title=${p}
        data-entries=${a.entries.length-1}
        @change=${h=>this.set(n.name,h.target.value)}
      >
        ${a.entries.map(h=>m`<option value=${h.value} .selected=${i===h.value}>${h.label}</option>`)}
      </select>`}let f=ye(r,n.name,`Empty: ${o}.${c}`),d=Wd(r,n.name,i);return m`<input
      name=${"opt-"+n.name}
      class=${[i?"own":"",d?"":"invalid",c?"incomplete":""].join(" ").trim()}
      placeholder=${s||"default"}
      title=${f}
      .value=${i}
      @change=${p=>{let h=p.target.value.trim();Wd(r,n.name,h)?this.set(n.name,h):this.requestUpdate()}}
    />`}render(){let n=BR(this.declaration,this.mode,this.skip);return n.length===0?w:m`${n.map(r=>m`<label class="field">
          <span class="name" title=${ye(this.declaration,r.name)}>${Me(this.declaration,r.name)}</span>
          ${this.control(r)}
        </label>`)}
      ${Object.keys(this.own).length?m`<button class="primary small" name="reset-options" title="Back to the report view's options" @click=${()=>this.dispatchEvent(new CustomEvent(LA,{detail:{},bubbles:!0,composed:!0}))}>
            As the report view
          </button>`:w}`}};qu.properties={declaration:{attribute:!1},inherited:{attribute:!1},own:{attribute:!1},skip:{attribute:!1},mode:{attribute:!1},api:{attribute:!1},source:{attribute:!1},revision:{attribute:!1},values:{state:!0}},qu.styles=[W,Ne,H`
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
    `];customElements.define("fairness-mode-options",qu);var Dr=340,mi=320,Pn={left:50,right:12,top:12,bottom:38},V9=5e3,OA=3,NA=8,L0=[["undetermined","--muted","#757575"],["no_significant_change","--muted","#757575"],["improved","--good","#2e7d32"],["worsened","--bad","#c62828"]];function Gp(e){return Number(e.toPrecision(6))}var Uu=class extends K{constructor(){super();this.chart=null;this.canvas=null;this.scales=null;this.px=new Float32Array(0);this.py=new Float32Array(0);this.painted="";this.themeObserver=null;this.points=null,this.brush=null,this.highlight=null,this.bias="bias",this.format="value",this.columns=null,this.drag=null,this.hover=null}willUpdate(n){(n.has("points")||n.has("bias"))&&(this.hover=null,this.draw())}updated(){this.repaintIfThemed()}connectedCallback(){super.connectedCallback(),this.themeObserver=new MutationObserver(()=>this.repaintIfThemed());for(let n=this.parentNode;n;n=n.parentNode??(n instanceof ShadowRoot?n.host:null))n instanceof Element&&this.themeObserver.observe(n,{attributes:!0})}disconnectedCallback(){super.disconnectedCallback(),this.themeObserver?.disconnect(),this.themeObserver=null}repaintIfThemed(){this.points&&this.scales&&this.canvas&&this.colorKey()!==this.painted&&(this.canvas=this.paint(this.points,this.scales),this.requestUpdate())}colors(){let n=this.isConnected?getComputedStyle(this):null;return new Map(L0.map(([r,i,s])=>[r,n?.getPropertyValue(i).trim()||s]))}colorKey(){return[...this.colors().values()].join(" ")}draw(){let n=this.points;if(this.chart=null,this.canvas=null,this.scales=null,this.px=new Float32Array(0),this.py=new Float32Array(0),!n||n.x.length===0)return;let r=0,i=-1/0;for(let p of[n.x,n.y])for(let h=0;h<p.length;h++)p[h]<r&&(r=p[h]),p[h]>i&&(i=p[h]);let s=i>r?(i-r)*.04:Math.max(Math.abs(r)*.1,.05),o=[r<0?r-s:0,i+s],a=this.format==="points",l=a?" (pp)":"",u=a?p=>String(Number((p*100).toPrecision(6))):void 0,c=Pe({width:Dr,height:mi,marginLeft:Pn.left,marginRight:Pn.right,marginTop:Pn.top,marginBottom:Pn.bottom,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{domain:o,label:`${this.bias} in A${l}`,labelAnchor:"center",labelArrow:"none",grid:!0,ticks:5,tickFormat:u},y:{domain:o,label:`${this.bias} in B${l}`,labelArrow:"none",grid:!0,ticks:5,tickFormat:u},marks:[Vi([[o[0],o[0]],[o[1],o[1]]],{stroke:"currentColor",strokeOpacity:.6,strokeDasharray:"4,3",strokeWidth:1})]}),f=c.scale("x"),d=c.scale("y");if(this.chart=c,this.scales=f&&d?{x:f,y:d}:null,this.scales){let{x:p,y:h}=this.scales;this.px=Float32Array.from(n.x,g=>p.apply(g)),this.py=Float32Array.from(n.y,g=>h.apply(g)),this.canvas=this.paint(n,this.scales)}}paint(n,r){let i=document.createElement("canvas"),s=Math.max(1,Math.min(3,globalThis.devicePixelRatio||1));i.width=Math.round(Dr*s),i.height=Math.round(mi*s),i.className="dots";let o=i.getContext("2d");if(!o)return i;o.scale(s,s);let a=n.x.length>V9,l=a?1.5:2.5,u=this.colors();this.painted=[...u.values()].join(" ");for(let[c]of L0){let f=c==="worsened"||c==="improved";o.globalAlpha=f?a?.7:.85:a?.35:.5,o.fillStyle=u.get(c),o.beginPath();for(let d=0;d<n.x.length;d++){if(n.verdict[d]!==c)continue;let p=r.x.apply(n.x[d]),h=r.y.apply(n.y[d]);o.moveTo(p+l,h),o.arc(p,h,l,0,2*Math.PI)}o.fill()}return i}point(n){let r=n.currentTarget.getBoundingClientRect(),i=r.width?Dr/r.width:1,s=r.height?mi/r.height:1,o=(n.clientX-r.left)*i,a=(n.clientY-r.top)*s,l=(u,c,f)=>Math.min(f,Math.max(c,u));return[l(o,Pn.left,Dr-Pn.right),l(a,Pn.top,mi-Pn.bottom)]}onDown(n){if(n.button!==0||!this.scales)return;n.currentTarget.setPointerCapture(n.pointerId);let[r,i]=this.point(n);this.drag={x0:r,y0:i,x1:r,y1:i},n.preventDefault()}nearest(n,r){let i=null,s=NA*NA,{px:o,py:a}=this;for(let l=0;l<o.length;l++){let u=o[l]-n,c=a[l]-r,f=u*u+c*c;f<=s&&(s=f,i=l)}return i}onMove(n){let[r,i]=this.point(n);if(!this.drag){let s=this.nearest(r,i);s!==this.hover&&(this.hover=s);return}this.drag={...this.drag,x1:r,y1:i}}onLeave(){this.drag||(this.hover=null)}onUp(n){let r=this.drag;if(!r)return;let[i,s]=this.point(n);this.drag=null;let o=this.scales,a=null,l=Math.abs(i-r.x0)<OA&&Math.abs(s-r.y0)<OA;if(l&&this.points){let u=this.nearest(i,s);if(u!==null){let c=this.points.index[u];this.dispatchEvent(new CustomEvent("point-click",{detail:c,bubbles:!0,composed:!0}));return}}if(o?.x.invert&&o.y.invert&&!l){let u=Gp(o.x.invert(r.x0)),c=Gp(o.x.invert(i)),f=Gp(o.y.invert(r.y0)),d=Gp(o.y.invert(s));a={a:[Math.min(u,c),Math.max(u,c)],b:[Math.min(f,d),Math.max(f,d)]}}a===null&&this.brush===null||this.dispatchEvent(new CustomEvent("brush-change",{detail:a,bubbles:!0,composed:!0}))}onCancel(){this.drag=null}rect(){let n=this.drag;if(n)return{left:Math.min(n.x0,n.x1),top:Math.min(n.y0,n.y1),width:Math.abs(n.x1-n.x0),height:Math.abs(n.y1-n.y0)};let r=this.brush,i=this.scales;if(!r||!i)return null;let s=f=>Math.min(Dr-Pn.right,Math.max(Pn.left,i.x.apply(f))),o=f=>Math.min(mi-Pn.bottom,Math.max(Pn.top,i.y.apply(f))),a=s(r.a[0]),l=s(r.a[1]),u=o(r.b[0]),c=o(r.b[1]);return{left:Math.min(a,l),top:Math.min(u,c),width:Math.abs(l-a),height:Math.abs(c-u)}}ring(){let n=this.points;if(this.highlight===null||!n||!this.scales)return w;let r=n.index.indexOf(this.highlight);return r<0?w:m`<div class="ring" style="left: ${this.px[r]}px; top: ${this.py[r]}px"></div>`}tip(){let n=this.points,r=this.hover;if(r===null||!n||r>=n.x.length||this.drag)return w;let i=n.index[r],s=this.columns,o=s&&i<s.key.length?s.key[i]:"",a=s?.change[i],l=s?vt(s.lower[i],s.upper[i],_r(this.format)):"",u=this.px[r],c=this.py[r],f=u>Dr/2,d=c>mi/2,p=`${f?`right: ${Dr-u+8}px`:`left: ${u+8}px`}; ${d?`bottom: ${mi-c+8}px`:`top: ${c+8}px`}`;return m`<div class="ring hover" style="left: ${u}px; top: ${c}px"></div>
      <div class="tip" role="tooltip" data-row=${i} data-verdict=${n.verdict[r]} style=${p}>
        <div class="k">${o}</div>
        <div>${this.bias}: A ${Ht(n.x[r],this.format)} → B ${Ht(n.y[r],this.format)}</div>
        ${typeof a=="number"?m`<div>change ${ai(a,this.format)}${l?` ${l}`:""}</div>`:w}
        <div class="v-${n.verdict[r]}">${Ir[n.verdict[r]]}</div>
      </div>`}legend(){let n=this.points;if(!n)return w;let r=new Map;for(let i of n.verdict)r.set(i,(r.get(i)??0)+1);return m`<div class="legend">
      ${L0.map(([i])=>i).reverse().filter(i=>i!=="undetermined"||r.has(i)).map(i=>m`<span class="v-${i}" data-verdict=${i}
            ><span class="sw"></span><span class="name">${Ir[i]} (${P(r.get(i)??0)})</span></span
          >`)}
    </div>`}render(){let n=this.points;if(!n)return w;let r=this.rect(),i=[n.oneSided?`${P(n.oneSided)} row${n.oneSided===1?"":"s"} found in one report only`:"",n.undefinedValue?`${P(n.undefinedValue)} without a value on one side`:""].filter(Boolean);return m`
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
                ></div>`:w}
            ${this.ring()} ${this.tip()}
          </div>`:m`<div class="muted">No row has a value in both reports.</div>`}
      <div class="note muted">
        ${P(n.x.length)} row${n.x.length===1?"":"s"} plotted; above the dashed diagonal y = x, the bias is
        larger in B. Hover a dot to read it, click it to show its row; drag a rectangle to select rows, click elsewhere to
        clear.
        ${i.length?m`Not plotted: ${i.join("; ")}.`:w}
      </div>
    `}};Uu.properties={points:{attribute:!1},brush:{attribute:!1},highlight:{attribute:!1},bias:{attribute:!1},format:{attribute:!1},columns:{attribute:!1},drag:{state:!0},hover:{state:!0}},Uu.styles=[W,H`
      :host {
        display: block;
      }
      .plot {
        position: relative;
        width: ${Dr}px;
        height: ${mi}px;
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
        width: ${Dr}px;
        height: ${mi}px;
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
        max-width: ${Dr}px;
      }
    `];customElements.define("fairness-compare-scatter",Uu);function K9(e,t,n=null){let r=typeof n=="number"?` (q-value ${Xe(n)})`:"";switch(e){case"worsened":return`Worsened: the bias grew from A to B, significantly (Benjamini-Hochberg at FDR ${Pt(t)}${r}); the interval shown is FCR-adjusted and excludes 0.`;case"improved":return`Improved: the bias shrank from A to B, significantly (Benjamini-Hochberg at FDR ${Pt(t)}${r}); the interval shown is FCR-adjusted and excludes 0.`;case"no_significant_change":return`No significant change: the change of the bias is not significant after controlling the FDR at ${Pt(t)} over the rows${r}. This does not show the bias stayed the same; the interval shown is the marginal one, which may exclude 0 for this row alone.`;default:return"Undetermined: the bias is undefined on a side (too little data, no interval), or the row is in one report only."}}var Wu=class extends K{constructor(){super();this.resize=new ResizeObserver(n=>{let r=Math.floor(n[0]?.contentRect.width??0);r!==this.width&&(this.width=r)});this.cursor=new Gi(this,{open:n=>this.openRow(n,null),close:()=>!1});this.heads=[];this.leftOut=new Set;this.told="";this.grid="";this.minWidth=0;this.rowTemplate=n=>this.renderRow(n);this.onFocusKey=n=>{let r=n.composedPath()[0];if(!(r instanceof HTMLElement)||!r.classList.contains("k"))return;let i=Number(r.closest(".row")?.dataset.row);Number.isInteger(i)&&this.cursor.set(i)};this.onKeyAfterCursor=n=>{if(!n.defaultPrevented||n.key==="Escape"||n.key==="Enter"||n.key===" ")return;let r=n.composedPath()[0];if(!(r instanceof HTMLElement)||!r.classList.contains("k"))return;let i=this.cursor.row;if(i===null)return;let s=o=>{if(i!==this.cursor.row)return;let a=this.keyButton(i);a?a.focus({preventScroll:!0}):o&&requestAnimationFrame(()=>s(!1))};this.updateComplete.then(async()=>{await this.renderRoot.querySelector("lit-virtualizer")?.updateComplete,s(!0)})};this.table=null,this.rows=[],this.sort=Ka,this.dir=ja,this.names={value:"value",bias:"bias",a:"A",b:"B",noun:"row",level:.95,fdr:.05},this.highlight=null,this.openKey=null,this.columns="auto",this.width=0}connectedCallback(){super.connectedCallback(),this.resize.observe(this),this.addEventListener("keydown",this.onKeyAfterCursor),this.addEventListener("focusin",this.onFocusKey)}disconnectedCallback(){super.disconnectedCallback(),this.resize.disconnect(),this.removeEventListener("keydown",this.onKeyAfterCursor),this.removeEventListener("focusin",this.onFocusKey)}missingTitle(n,r){let i=this.table.columns.presence[r],{a:s,b:o}=this.names;switch(n){case"value_a":case"bias_a":case"rank_a":return i==="b"?`Not in report A (${s}): this row is only in B.`:`Undefined in report A (${s}): too little data for this row, or no value.`;case"value_b":case"bias_b":case"rank_b":return i==="a"?`Not in report B (${o}): this row is only in A.`:`Undefined in report B (${o}): too little data for this row, or no value.`;case"change":return i==="both"?"No change: the bias is undefined on one side.":`No change: the row is only in ${i==="a"?"A":"B"}.`;case qa:return i==="both"?"No interval: a side has no bias with an interval.":`No interval: the row is only in ${i==="a"?"A":"B"}.`;case"movement":return"No movement: the row is not ranked on both sides.";default:{let a=n.slice(Zt.length);return this.table.extras.find(u=>u.run===a)?.values?`Not in the latest report of run ${a}, or undefined there.`:`Not loaded: the report of run ${a}.`}}}missing(n,r){return m`<div class="cell num missing" role="cell" data-col=${n} title=${this.missingTitle(n,r)}>—</div>`}cell(n,r,i,s){if(typeof i!="number"||!Number.isFinite(i))return this.missing(n,r);let o;return n==="rank_a"||n==="rank_b"?o=P(i):n==="movement"?o=ba(i,P(i).replace(/^-/,"\u2212")):o=Ht(i,this.names.format),m`<div class="cell num" role="cell" data-col=${n} data-v=${String(i)} title=${s??String(i)}>${o}</div>`}biasCell(n,r){let i=this.table.columns,s=n==="bias_a"?"a":"b",o=i[n][r],a=vt(i[`lower_${s}`][r],i[`upper_${s}`][r],_r(this.names.format??"value")),l=`${this.names.bias} in ${s.toUpperCase()}: ${Ht(o,this.names.format)}${a?`, ${Pt(this.names.level)} interval ${a}`:", no interval"}`;return this.cell(n,r,o,l)}changeTitle(n){let r=this.table.columns,i=this.names.format??"value",s=vt(r.lower[n],r.upper[n],_r(i)),o=r.p_value[n],a=r.q_value[n],l=r.change[n];return[`change ${typeof l=="number"?ai(l,i):"\u2014"}`,s?`${Od(r.interval[n],this.names.level)} ${s}`:"no interval",typeof o=="number"?`p = ${Xe(o)}`:"",typeof a=="number"?`q = ${Xe(a)}`:""].filter(Boolean).join(", ")}changeCell(n,r){let i=this.table.columns,s=i.change[n];return typeof s!="number"||!Number.isFinite(s)?this.missing("change",n):m`<div
      class="cell num change v-${r}"
      role="cell"
      data-col="change"
      data-v=${String(s)}
      data-lower=${i.lower[n]??w}
      data-upper=${i.upper[n]??w}
      title=${this.changeTitle(n)}
    >
      ${ai(s,this.names.format)}
    </div>`}intervalCell(n){let r=this.table.columns,i=vt(r.lower[n],r.upper[n],_r(this.names.format??"value"));if(!i)return this.missing(qa,n);let s=r.interval[n];return m`<div
      class="cell num interval i-${s}"
      role="cell"
      data-col=${qa}
      data-interval=${s}
      data-lower=${r.lower[n]??w}
      data-upper=${r.upper[n]??w}
      title=${this.changeTitle(n)}
    >
      ${i}<span class="ik">${s==="fcr"?"FCR":"marg."}</span>
    </div>`}shows(n){return!this.leftOut.has(n)}renderRow(n){let r=this.table,i=r.columns,s=i.key[n],o=i.presence[n],a=i.verdict[n],l=this.shows("values"),u=this.shows("ranks");return m`<div
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
        ${o==="both"?w:m`<span class="badge">only in ${o==="a"?"A":"B"}</span>`}
      </div>
      ${l?m`${this.cell("value_a",n,i.value_a[n])} ${this.cell("value_b",n,i.value_b[n])}`:w}
      ${this.biasCell("bias_a",n)} ${this.biasCell("bias_b",n)} ${this.changeCell(n,a)} ${this.intervalCell(n)}
      <div class="cell verdict" role="cell" data-col="verdict" data-verdict=${a} title=${K9(a,this.names.fdr,i.q_value[n])}>
        <span class="verdict-badge v-${a}">${Ir[a]}</span>
      </div>
      ${u?m`${this.cell("rank_a",n,i.rank_a[n])} ${this.cell("rank_b",n,i.rank_b[n])} ${this.cell("movement",n,i.movement[n])}`:w}
      ${r.extras.map(c=>this.cell(`${Zt}${c.run}`,n,c.values?.[n]))}
    </div>`}openRow(n,r){let i=this.table?.columns.key[n];if(i===void 0)return;this.cursor.set(n);let s=r??this.keyButton(n);CC(this,{key:i,opener:s})}keyButton(n){return this.renderRoot.querySelector(`.row[data-row="${n}"] button.k`)}willUpdate(n){n.has("table")&&(this.scrollTop=0);let r=this.table,i=jp(this.names,(r?.extras??[]).map(u=>u.run));this.heads=i,this.leftOut=lA(i,this.columns,this.width,r!==null&&gA(r.columns));let s=i.filter(u=>u.group===null||!this.leftOut.has(u.group));this.minWidth=ju(s);let[o,...a]=s,l=u=>/^(value|bias)_[ab]$/.test(u.key)?`minmax(${u.width}px, 1fr)`:`${u.width}px`;this.grid=`grid-template-columns: minmax(${o.width}px, 2fr) ${a.map(l).join(" ")}; min-width: ${this.minWidth}px`,this.rowTemplate=u=>this.renderRow(u)}updated(){let n=this.heads.filter(r=>r.group!==null&&this.leftOut.has(r.group)).map(r=>r.name).join(`
`);n!==this.told&&(this.told=n,this.dispatchEvent(new CustomEvent("columns-hidden",{detail:n?n.split(`
`):[],bubbles:!0,composed:!0})))}intervalHead(n){return{header:m`<div class="fixed" role="columnheader" data-col=${n.key} title=${n.title}>
        <span class="top"><span class="col-name">${n.name}</span></span>
        <span class="sub">${n.sub}</span>
      </div>`}}render(){if(!this.table)return w;let r=this.heads.filter(i=>i.group===null||!this.leftOut.has(i.group)).map(i=>i.key===qa?this.intervalHead(i):{key:i.key,name:i.name,sub:i.sub,title:i.title.replace(/\.$/,""),text:i.key==="key"});return Yi(this,{columns:r,defaultDir:T0,renderRow:this.rowTemplate,label:"Rows of A and B aligned by key",empty:"No row matches the search, the verdict or the selection.",tableStyle:`--table-min-width: ${this.minWidth}px`,headStyle:this.grid,focusable:!0})}};Wu.properties={...Cr,names:{attribute:!1},highlight:{attribute:!1},openKey:{attribute:!1},columns:{attribute:!1},width:{state:!0}},Wu.styles=[W,...Ji,H`
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
    `];customElements.define("fairness-compare-table",Wu);var Gu=class extends K{constructor(){super();this.request=new fe;this.extraRequest=new fe;this.csv=new Wp(this,()=>this.api);this.shell=new nt(this,[this.request,this.extraRequest]);this.stepsCache=new Map;this.extraErrors=new Map;this.derived=new Up;this.resize=new ResizeObserver(n=>{let r=Math.floor(n[0]?.contentRect.width??0);r!==this.hostWidth&&(this.hostWidth=r)});this.drillOpener=null;this.focusDrill=!1;this.moversActions={showAll:n=>this.onVerdict(n),showRow:n=>this.focusRow(n)};this.controlsActions={side:(n,r)=>this.onSide(n,r),swap:()=>this.swap(),search:n=>{this.highlight=null,this.patch({search:n})},also:(n,r)=>this.onAlso(n,r),verdict:n=>this.onVerdict(n),columns:n=>this.patch({columns:n}),downloadCsv:n=>{this.csv.download(this.data,this.usedOptions,n&&this.data?this.derived.visibleList.map(r=>this.data.columns.key[r]):void 0)}};this.summaryActions={openReport:n=>ts(this,n),clearBrush:()=>this.onBrush(null)};this.tag="",this.kind="",this.kindTitle="",this.declaration=null,this.runs=[],this.run="",this.step=null,this.options={},this.params=[],this.revision="",this.own={},this.sel=Kp(),this.data=null,this.extras=[],this.stepsA=null,this.stepsB=null,this.highlight=null,this.hostWidth=0,this.hiddenColumns=[]}get drill(){return this.sel.drill}async stepsOf(n,r){let i=`${this.tag}\0${n}`,s=this.stepsCache.get(i);if(s)return s;let o=await this.api.steps(n,this.tag,r);return this.stepsCache.set(i,o.steps),o.steps}async load(){let n=this.sel.a,r=this.sel.b;if(this.extraRequest.cancel(),n===null){this.request.cancel(),this.data=null,this.shell.fail(`No run holds a report under the tag ${this.tag}.`);return}let{tag:i,api:s}=this,o=this.usedOptions;this.shell.start();let a;try{a=await this.request.run(async l=>{let u=await this.stepsOf(n.run,l),c=M0(n,u),f=r??{run:c.run,step:hA(c,u)},d=f.run===c.run?u:await this.stepsOf(f.run,l),p=M0(f,d),h=await s.diff({tag:i,run:c.run,step:c.step,vs_run:p.run,vs_step:p.step,options:o},l);return{a:c,b:p,stepsA:u,stepsB:d,diff:h}})}catch(l){this.data=null,this.shell.fail(l);return}a!==ue&&(this.stepsA=a.stepsA,this.stepsB=a.stepsB,this.highlight=null,this.drill!==null&&!a.diff.columns.key.includes(this.drill)&&this.closeDrill(!1),this.extras=[],this.data=a.diff,this.setSel({...this.sel,a:a.a,b:a.b}),await this.loadExtras())}async loadExtras(){let n=this.data,r=this.sel.a,i=this.sel.also;if(!n||!r||i.length===0){this.extraRequest.cancel(),this.extras=[],this.extraErrors=new Map,n&&this.shell.ready();return}let s=new Map(this.extras.map(f=>[f.run,f]));this.extras=i.map(f=>s.get(f)??{run:f,values:null}),this.shell.start();let{tag:o,api:a}=this,l=this.usedOptions,u=n.columns.key,c=await this.extraRequest.run(f=>Promise.all(i.map(async d=>{let p=s.get(d);if(p?.values)return{run:d,values:p.values,error:null};try{let h=await a.diff({tag:o,run:r.run,step:r.step,vs_run:d,vs_step:null,options:l},f);return{run:d,values:mA(u,h),error:null}}catch(h){if(f.aborted)throw h;return{run:d,values:null,error:Ct(h)}}})));c!==ue&&(this.extras=c.map(({run:f,values:d})=>({run:f,values:d})),this.extraErrors=new Map(c.filter(f=>f.error!==null).map(f=>[f.run,f.error])),this.shell.ready())}setSel(n){this.sel=n,Je(this,[...uA(n),...Tr(this.own,Ft,this.declaration)])}get usedOptions(){return ji(this.declaration,"compare",Mn(this.options,this.own))}setOwn(n){this.own=n,this.setSel(this.sel),this.load()}fit(n){let r=this.runs??[],i=dA(n.a,r,this.run,this.step),s=n.b!==null&&r.includes(n.b.run)?n.b:null;if(s===null&&i!==null){let l=pA(i,r);l!==null&&(s={run:l,step:null})}let o=qp(n.also,r,i,s),a=!n.sort.startsWith(Zt)||o.includes(n.sort.slice(Zt.length));return{...n,a:i,b:s,also:o,sort:a?n.sort:Ka,dir:a?n.dir:ja}}onSide(n,r){let i=this.sel[n];if(!i)return;let s={...i,...r};r.run!==void 0&&r.run!==i.run&&(s.step=null);let o={...this.sel,[n]:s},a=qp(o.also,this.runs,o.a,o.b);this.setSel(this.fit({...o,also:a})),this.load()}swap(){let{a:n,b:r,brush:i}=this.sel;if(!n||!r)return;let s=i?{a:i.b,b:i.a}:null;this.setSel({...this.sel,a:r,b:n,brush:s,verdict:fA(this.sel.verdict)}),this.load()}onAlso(n,r){let i=r?[...this.sel.also,n]:this.sel.also.filter(o=>o!==n),s=qp(i,this.runs,this.sel.a,this.sel.b);this.setSel(this.fit({...this.sel,also:s})),this.loadExtras()}patch(n){this.setSel({...this.sel,...n})}onBrush(n){this.highlight=null,this.patch({brush:n})}onVerdict(n){this.highlight=null,this.patch({verdict:n})}focusRow(n){let r=this.data?.columns.key[n];r!==void 0&&(this.highlight=n,this.patch({search:SA(r),brush:null,verdict:null}))}openDrill(n){this.drillOpener=n.detail.opener,this.focusDrill=!0,this.patch({drill:n.detail.key})}closeDrill(n=!0){let r=this.drill,i=this.drillOpener;this.patch({drill:null}),this.drillOpener=null,n&&i?.isConnected&&i.dataset.key===r&&i.focus({preventScroll:!0})}updated(){if(!this.focusDrill)return;let n=this.renderRoot.querySelector("fairness-row-drilldown");n&&(this.focusDrill=!1,n.updateComplete.then(()=>n.focusPanel()))}reset(){this.stepsCache.clear(),this.setSel(this.fit(Kp())),this.load()}retry(){this.stepsCache.clear(),this.load()}connectedCallback(){super.connectedCallback(),this.resize.observe(this)}disconnectedCallback(){super.disconnectedCallback(),this.resize.disconnect()}willUpdate(n){if(!this.hasUpdated)this.own=kr(this.params,Ft,this.declaration),this.setSel(this.fit(cA(this.params))),this.load();else if(n.has("revision")&&!n.has("tag")&&!n.has("options")&&!n.has("runs"))this.stepsCache.clear(),this.load();else if(n.has("tag")||n.has("options")||n.has("runs")){let r=this.sel,i=kr(Tr(this.own,Ft,this.declaration),Ft,this.declaration);if(JSON.stringify(i)!==JSON.stringify(this.own)&&(this.own=i),n.has("tag")){this.stepsCache.clear();let s=this.runs.length<2;this.sel={...r,drill:null,a:r.a&&this.runs.includes(r.a.run)?{run:r.a.run,step:null}:null,b:!s&&r.b&&this.runs.includes(r.b.run)?{run:r.b.run,step:null}:null,brush:null}}this.setSel(this.fit(this.sel)),this.load()}this.derived.update(this,n)}renderControls(){return EA({sel:this.sel,runs:this.runs,stepsA:this.stepsA,stepsB:this.stepsB,data:this.data,searchError:this.derived.search.error,hiddenColumns:this.hiddenColumns,shell:this.shell,csvPending:this.csv.pending,csvError:this.csv.error},this.controlsActions)}renderSummary(n){let r={sel:this.sel,kindTitle:this.kindTitle,noun:this.derived.noun,shown:this.derived.visible.length,brushed:this.derived.brushed,extras:this.extras,extraErrors:this.extraErrors,declaration:this.declaration};return DA(n,r,this.summaryActions)}renderDrill(n){return this.drill===null?w:m`<fairness-row-drilldown
      class="drawer"
      role="dialog"
      aria-label=${`${this.derived.noun.one} ${this.drill}, drilled down`}
      .api=${this.api}
      .tag=${n.tag}
      .run=${n.b.run}
      .step=${n.b.step}
      .base=${{run:n.a.run,step:n.a.step}}
      .rowKey=${this.drill}
      .options=${this.usedOptions}
      .runs=${this.runs}
      .noun=${this.derived.noun.one}
      .declaration=${this.declaration}
      .closable=${!0}
      .revision=${this.revision}
      @row-close=${()=>this.closeDrill()}
    ></fairness-row-drilldown>`}render(){let n=this.sel,r=this.derived;return this.runs.length===0?m`<div class="message">No run holds a report under this tag.</div>`:m`
      ${this.renderControls()}
      <fairness-mode-options
        class="mode-options"
        .mode=${"compare"}
        .api=${this.api}
        .source=${n.a?{run:n.a.run,tag:this.tag,step:n.a.step}:null}
        .revision=${this.revision}
        .declaration=${this.declaration}
        .inherited=${this.options}
        .own=${this.own}
        @own-options=${i=>this.setOwn(i.detail)}
      ></fairness-mode-options>
      ${this.shell.renderError("Could not compare the reports",[{label:"Retry",name:"retry",run:()=>this.retry()},{label:"Reset the comparison",name:"reset",run:()=>this.reset()}])}
      ${this.shell.renderContent(r.table&&this.data,i=>m`${PA(i,r.noun,this.shell.loading)} ${RA(i,this.shell.loading)} ${this.renderSummary(i)}
            <div class="main ${this.shell.loading?"stale":""}">
              <fairness-compare-table
                .table=${r.table}
                .rows=${r.visibleList}
                .sort=${n.sort}
                .dir=${n.dir}
                .highlight=${this.highlight}
                .openKey=${this.drill}
                .columns=${n.columns}
                .names=${{value:i.value,bias:i.bias,a:`${i.a.run} @ ${i.a.step}`,b:`${i.b.run} @ ${i.b.step}`,noun:r.noun.one,level:i.level,fdr:i.fdr,format:i.format}}
                @sort-change=${s=>this.patch({sort:s.detail.column,dir:s.detail.dir})}
                @row-open=${s=>this.openDrill(s)}
                @columns-hidden=${s=>this.hiddenColumns=s.detail}
              ></fairness-compare-table>
              <div class="side-panel">
                <fairness-compare-scatter
                  .points=${r.points}
                  .brush=${n.brush}
                  .highlight=${this.highlight}
                  .bias=${i.bias}
                  .format=${i.format}
                  .columns=${i.columns}
                  @brush-change=${s=>this.onBrush(s.detail)}
                  @point-click=${s=>this.focusRow(s.detail)}
                ></fairness-compare-scatter>
                ${P0("worsened",r.moved.worsened,i.summary.worsened,i.bias,this.moversActions,i.format)}
                ${P0("improved",r.moved.improved,i.summary.improved,i.bias,this.moversActions,i.format)}
              </div>
            </div>
            ${this.renderDrill(i)}`,"Comparing the reports\u2026")}
    `}};Gu.properties={...mo,sel:{state:!0},data:{state:!0},extras:{state:!0},stepsA:{state:!0},stepsB:{state:!0},highlight:{state:!0},hostWidth:{state:!0},hiddenColumns:{state:!0},revision:{attribute:!1}},Gu.styles=[W,Ne,Ie,Ac,hs,ms,dt,TA];customElements.define("fairness-compare",Gu);var O0=["#4e79a7","#f28e2c","#e15759","#76b7b2","#59a14f","#edc949","#af7aa1","#ff9da7","#9c755f","#bab0ab"],j9=10;function Wa(e){return typeof e=="number"&&Number.isFinite(e)?e:null}function IA(e,t){return e.series.filter(n=>t===null||t.includes(n.run)).map(n=>({...n,points:[...n.points].sort((r,i)=>r.step-i.step)}))}function BA(e,t=null){let n=IA(e,t),{dots:r,missing:i}=ip(n.flatMap(o=>o.points.map(a=>({line:o.run,step:a.step,wall_time:a.wall_time,value:a.present?Wa(a.bias):null,lower:Wa(a.lower),upper:Wa(a.upper)}))),n.map(o=>o.run)),s=[];for(let o of n){let a=o.first_worse,l=a?o.points.find(u=>u.step===a.step):void 0;a&&l&&s.push({...a,run:o.run,wall_time:l.wall_time})}return{name:"bias",dots:r,missing:i,worse:s}}function q9(e){let t=new Map;for(let n of e)for(let r of n.groups)t.set(r.group,Math.max(t.get(r.group)??0,r.n??0));return[...t.keys()].sort((n,r)=>(t.get(r)??0)-(t.get(n)??0)||(n<r?-1:n>r?1:0))}function zA(e,t=null){return IA(e,t).map(n=>{let r=q9(n.points),i=r.slice(0,j9),s=n.points.flatMap(l=>i.map(u=>{let c=l.groups.find(f=>f.group===u);return{line:u,step:l.step,wall_time:l.wall_time,value:Wa(c?.value),lower:Wa(c?.lower),upper:Wa(c?.upper)}})),{dots:o,missing:a}=ip(s,i);return{run:n.run,groups:r,drawn:i.length,chart:{name:`groups:${n.run}`,dots:o,missing:a,worse:[]}}})}var Yp=360,HA=760,FA=240,U9=14;function VA(e){let t=Math.floor((e-28)/2);return t>=Yp?Math.min(t,HA):Math.max(Yp,Math.min(e,HA))}var W9=new Intl.NumberFormat("en",{notation:"compact",maximumFractionDigits:1});function KA(e){return Number.isInteger(e)?W9.format(e):""}function G9(e,t,n){let r=Math.max(2,Math.floor(n.width/90)),i={label:eC(e),labelAnchor:"center",labelArrow:"none",inset:8};if(e==="wall")return{scale:{...i,type:"utc",ticks:Math.min(r,5)},text:c=>wi(c/1e3)};if(e==="relative"){let c=Math.min(...t),f=Math.max(...t);return{scale:{...i,ticks:QR(c,f,r),tickFormat:gv},text:gv}}let s=[...new Set(t)].sort((c,f)=>c-f),o=s[s.length-1]-s[0],a=n.width-68,l=s.every((c,f)=>f===0||(c-s[f-1])/o*a>=40),u=s.length<=Math.min(10,r)&&o>0&&l?s:r;return{scale:{...i,ticks:u,tickFormat:KA},text:c=>`step ${c}`}}function Yu(e,t,n,r){let{dots:i}=e;if(i.length===0)return{chart:e,svg:null,pixels:[],logDrawn:!1};let s=r.headline(e.name),o=r.level,a=o===null?"":`${Math.round(o*100)}% `,l=tC(i,r.smoothing),u=R=>ZR(R,r.x,r.origins),c=R=>r.x==="wall"?new Date(R):R,f=i.map(R=>({...R,x:c(u(R)),smoothed:l.get(R)??R.value})),d=i.map(u),p=Math.min(...d),h=Math.max(...d),g=r.x==="step"&&r.step!==null&&r.step>=p-(h-p)&&r.step<=h+(h-p)?r.step:null;if(g!==null&&(p=Math.min(p,g),h=Math.max(h,g)),p===h){let R=r.x==="wall"?1e3:1;p-=R,h+=R}let y=G9(r.x,g!==null?[...d,g]:d,r),b=f.filter(R=>R.run===r.run),v=f.filter(R=>R.run!==r.run),$=R=>`${R.run}, step ${R.step}: ${qi(R.value,s.format)}`,x=f.filter(R=>R.lower!==null&&R.upper!==null),k=gC(f),_=t.filter(R=>k.some(X=>X.run===R)),S={label:null,grid:!0},T=mC(i,s.format,r.fit),M=r.log&&rC(i);M?(S.type="log",S.tickFormat="~g",T!==null&&T[0]>0&&(S.domain=T)):(T!==null&&(S.domain=T),S.tickFormat="~g",s.format==="percent"&&T!==null&&(S.tickFormat=lu(T[0],T[1])),s.format==="points"&&(S.tickFormat=R=>String(Number((R*100).toPrecision(6))),S.label="pp"),s.format==="count"&&(S.zero=!0,S.nice=!0,S.tickFormat=KA));let O=e.missing.map(R=>({...R,x:c(u(R)),reason:tp(R)})),E=e.worse.map(R=>({...R,x:c(u(R))})),L=r.smoothing>0,j=(R,X)=>L?[xr(R,{x:"x",y:"value",z:"segment",stroke:"run",strokeWidth:1,strokeOpacity:.3}),xr(R,{x:"x",y:"smoothed",z:"run",stroke:"run",strokeWidth:X})]:[xr(R,{x:"x",y:"value",z:"segment",stroke:"run",strokeWidth:X})],I=Pe({width:r.width,height:FA,marginTop:12,marginLeft:50,marginRight:18,marginBottom:34,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{...y.scale,domain:[c(p),c(h)]},y:{...S,inset:6},color:{domain:t,range:n},marks:[g!==null?Ge([g],{stroke:"var(--chart-rule)",strokeDasharray:"3,3"}):null,Ge(O,{x:"x",stroke:"run",strokeOpacity:.45,strokeDasharray:"2,3",title:R=>`${R.run}, step ${R.step}: undefined: ${R.reason}`}),Js(x,{x:"x",y1:"lower",y2:"upper",z:"segment",fill:"run",fillOpacity:.14,clip:!0}),...["lower","upper"].map(R=>xr(x,{x:"x",y:R,z:"segment",stroke:"run",strokeOpacity:.45,strokeWidth:.75,clip:!0})),..._.map((R,X)=>Ge(k.filter(ne=>ne.run===R),{x:"x",y1:"lower",y2:"upper",stroke:"run",strokeOpacity:.6,strokeWidth:1.5,clip:!0,dx:(X-(_.length-1)/2)*3})),...j(v,1.5),...j(b,3),St([...v,...b],{x:"x",y:"value",fill:"run",stroke:"var(--chart-halo)",strokeWidth:1,r:L?3:4,ariaLabel:$}),St(E,{x:"x",y:"value",r:8,fill:"none",stroke:"var(--bad, #c62828)",strokeWidth:2,className:"first-worse",title:R=>`${R.run}: first significantly worse at ${_v(R,s.format)}`})]});I.querySelectorAll("g.first-worse circle").forEach((R,X)=>{let ne=E[X];ne&&(R.setAttribute("data-run",ne.run),R.setAttribute("data-step",String(ne.step)),R.setAttribute("data-vs-step",String(ne.vs_step)))}),I.setAttribute("data-name",e.name),I.setAttribute("data-x",r.x),I.setAttribute("data-y-type",M?"log":"linear");let C=I.scale("y");C?.domain&&I.setAttribute("data-y-domain",JSON.stringify(C.domain)),C?.range&&I.setAttribute("data-y-range",JSON.stringify(C.range));let F=[...v,...b],B=new Map(F.map(R=>[$(R),R]));for(let R of I.querySelectorAll('g[aria-label="dot"] circle')){let X=B.get(R.getAttribute("aria-label")??"");X&&(R.setAttribute("data-run",X.run),R.setAttribute("data-step",String(X.step)),R.setAttribute("data-value",String(X.value)),R.setAttribute("data-smoothed",String(X.smoothed)),X.lower!==null&&R.setAttribute("data-lower",String(X.lower)),X.upper!==null&&R.setAttribute("data-upper",String(X.upper)))}let Q=I.scale("x"),z=I.scale("y"),V=F.map(R=>({x:Number(Q?.apply(R.x)),y:Number(z?.apply(R.value))})),G=document.createElement("div");G.className="plot",G.append(I);let J=new N0(G,I,F,V,t,n,{title:s.title,value:R=>qi(R,s.format),x:y.text,interval:R=>R.lower!==null&&R.upper!==null?`${a}interval [${qi(R.lower,s.format)}, ${qi(R.upper,s.format)}]`:"",smoothing:L});return I.addEventListener("click",R=>X9(R,I,F,V,r.open)),I.addEventListener("pointermove",R=>{let X=jA(R,I,V);I.classList.toggle("over-point",X!==null),J.show(R)}),I.addEventListener("pointerleave",()=>J.hide()),{chart:{...e,dots:F},svg:G,pixels:V,logDrawn:M}}var N0=class{constructor(t,n,r,i,s,o,a){this.box=t;this.svg=n;this.rows=r;this.pixels=i;this.domain=s;this.colors=o;this.text=a;this.tip=document.createElement("div");this.rule=document.createElement("div");this.tip.className="hover",this.tip.setAttribute("role","tooltip"),this.rule.className="hover-rule",this.hide(),t.append(this.rule,this.tip)}hide(){this.tip.hidden=!0,this.rule.hidden=!0}show(t){let n=this.svg.getBoundingClientRect();if(n.width===0)return;let r=Number(this.svg.getAttribute("width")??n.width)/n.width,i=(t.clientX-n.left)*r,s=nC(this.rows,this.pixels.map(h=>h.x),i,this.domain);if(s.length===0)return this.hide();let o=this.pixels[this.rows.indexOf(s[0])].x,a=s.map(h=>{let g=document.createElement("div");g.className="hover-row",g.dataset.run=h.run,g.dataset.step=String(h.step),g.dataset.value=String(h.value);let y=document.createElement("span");y.className="swatch",y.style.background=this.colors[this.domain.indexOf(h.run)]??"var(--muted)";let b=document.createElement("span");b.className="run-name",b.textContent=h.run;let v=document.createElement("b");v.textContent=this.text.smoothing?this.text.value(h.smoothed):this.text.value(h.value);let $=document.createElement("span");return $.className="muted",$.textContent=[this.text.smoothing?`value ${this.text.value(h.value)}`:"",`step ${h.step}`,this.text.interval(h)].filter(Boolean).join(" \xB7 "),g.append(y,b,v,$),g}),l=document.createElement("div");l.className="hover-head",l.textContent=`${this.text.title}${this.text.smoothing?" (smoothed)":""} \xB7 ${this.text.x(Y9(s[0].x))}`;let u=document.createElement("div");u.className="muted",u.textContent="click a point: open that report",this.tip.replaceChildren(l,...a,u),this.tip.hidden=!1,this.rule.hidden=!1;let c=o/r;this.rule.style.left=`${c}px`,this.rule.style.height=`${n.height}px`;let f=this.box.clientWidth,d=this.tip.offsetWidth,p=c+14+d>f?Math.max(0,c-14-d):c+14;this.tip.style.left=`${p}px`,this.tip.style.top=`${Math.max(0,t.clientY-n.top-10)}px`}};function Y9(e){return e instanceof Date?e.getTime():e}function jA(e,t,n){let r=t.getBoundingClientRect();if(r.width===0||r.height===0)return null;let i=Number(t.getAttribute("width")??r.width)/r.width,s=FA/r.height;return sp(n,(e.clientX-r.left)*i,(e.clientY-r.top)*s,U9*i)}function X9(e,t,n,r,i){let s=jA(e,t,r);if(s===null)return;let o=n[s];i(o)}function Xp(e,t,n){return e.length===0?w:m`<div class="note worse" data-role="first-worse" title=${n??""}>
    <span class="ring" aria-hidden="true"></span> First significantly worse than its best before:
    ${e.map((r,i)=>m`${i?"; ":""}<span class="worse-run" data-run=${r.run} data-step=${r.step} data-vs-step=${r.vs_step}
          >${r.run} at ${_v(r,t)}</span
        >`)}.
  </div>`}var Jp=H`
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
`;var Xu=class extends K{constructor(){super();this.request=new fe;this.shell=new nt(this,[this.request]);this.bias=null;this.groups=[];this.tag="",this.runs=null,this.options={},this.key=null,this.revision="",this.axes=null,this.domain=[],this.colors=[],this.data=null,this.keyText=""}async load(){if(!this.api||!this.tag)return;this.shell.start();let n={tag:this.tag,runs:this.runs??[],key:this.key,options:this.options},r;try{r=await this.request.run(i=>this.api.rowTrend(n,i))}catch(i){this.data=null,this.shell.fail(i);return}r!==ue&&(this.data=r,this.shell.ready())}willUpdate(n){n.has("key")&&(this.keyText=this.key??""),["api","tag","runs","options","key","revision"].some(i=>n.has(i)&&JSON.stringify(n.get(i))!==JSON.stringify(this[i]))&&this.load(),(n.has("data")||n.has("axes")||n.has("colors")||n.has("domain"))&&this.draw()}draw(){let n=this.data,r=this.axes;if(this.bias=null,this.groups=[],!n||!r||n.key===null)return;let i=ep(n.series.flatMap(l=>l.points.map(u=>({run:l.run,wall_time:u.wall_time})))),s=(l,u)=>ts(this,{run:l,step:u}),o={title:`${n.bias} of ${n.key_name} ${n.key}`,explanation:"",format:cu(n.format)};this.bias=Yu(BA(n,this.runs),this.domain,this.colors,{...r,headline:()=>o,origins:i,open:l=>s(l.run,l.step)});let a={title:n.value??"value",explanation:"",format:cu(n.value_format??"value")};for(let l of zA(n,this.runs)){let u=i.get(l.run)??0,c=l.groups.slice(0,l.drawn),f=Yu(l.chart,c,O0.slice(0,c.length),{...r,run:"",headline:()=>a,origins:new Map(c.map(d=>[d,u])),open:d=>s(l.run,d.step)});this.groups.push({group:l,drawn:f})}}pick(n){this.keyText=n;let r=n.trim()===""?null:n;r!==null&&this.data&&!this.data.keys.includes(r)&&this.data.keys.length>=this.data.keys_total||r!==this.key&&this.dispatchEvent(new CustomEvent("row-key",{detail:r,bubbles:!0,composed:!0}))}renderPicker(){let n=this.data,r=n?.key_name??"row";return m`<div class="row-picker">
      <label class="field">
        <span class="name">Per group: ${r}</span>
        <input
          name="row_key"
          list="row-keys"
          placeholder=${`a ${r}, the most biased first`}
          .value=${this.keyText}
          @change=${i=>this.pick(i.target.value)}
        />
        <datalist id="row-keys">${(n?.keys??[]).map(i=>m`<option value=${i}></option>`)}</datalist>
      </label>
      ${this.key!==null?m`<button class="small" name="row_clear" @click=${()=>this.pick("")}>Clear</button>`:w}
      ${this.key===null?m`<span class="muted">Pick a ${r} to draw its value for each group over the steps, and its bias.</span>`:w}
    </div>`}renderBias(n){let r=this.bias;return r?m`<section class="chart" style=${`width: ${this.axes?.width??360}px`} data-name="row-bias" data-points=${r.chart.dots.length}>
      <h3>${n.bias} of ${n.key_name} <span class="key">${n.key}</span></h3>
      <div class="explanation muted">The size of this ${n.key_name}'s bias at each step, as Compare judges it, a line per run.</div>
      ${r.svg??m`<div class="none">No step has a value.</div>`}
      ${Xp(r.chart.worse,cu(n.format),n.first_worse_test)}
    </section>`:w}renderGroups(n){return this.groups.map(({group:r,drawn:i})=>m`<section class="chart" style=${`width: ${this.axes?.width??360}px`} data-name="row-groups" data-run=${r.run} data-groups=${r.groups.length}>
          <h3>${r.run}: ${n.value??"value"} by group</h3>
          <div class="legend">
            ${r.groups.slice(0,r.drawn).map((s,o)=>m`<span class="group" data-group=${s}><span class="swatch" style=${`background: ${O0[o]}`}></span>${s}</span>`)}
          </div>
          ${i.svg??m`<div class="none">No group has a value at any step.</div>`}
          ${r.groups.length>r.drawn?m`<div class="note muted" data-role="more-groups">
                  The ${r.drawn} largest of ${r.groups.length} groups drawn.
                </div>`:w}
        </section>`)}render(){let n=this.data;return m`${this.renderPicker()}
      ${this.shell.renderError(`Could not load the ${n?.key_name??"row"}`,[{label:"Retry",name:"retry",run:()=>{this.load()}}])}
      ${n&&n.key!==null?m`<div class="charts row-charts ${this.shell.loading?"stale":""}">${this.renderBias(n)} ${this.renderGroups(n)}</div>`:w}`}};Xu.properties={api:{attribute:!1},tag:{attribute:!1},runs:{attribute:!1},options:{attribute:!1},key:{attribute:!1},revision:{attribute:!1},axes:{attribute:!1},domain:{attribute:!1},colors:{attribute:!1},data:{state:!0},keyText:{state:!0}},Xu.styles=[W,Ne,Ie,dt,Jp];customElements.define("fairness-trend-row",Xu);var Ju=class extends K{constructor(){super();this.request=new fe;this.shell=new nt(this,[this.request]);this.drawn=[];this.rowAxes=null;this.chartWidth=Yp;this.resize=new ResizeObserver(()=>{let n=VA(this.clientWidth);n!==this.chartWidth&&(this.chartWidth=n,this.drawn=this.draw(),this.requestUpdate())});this.onColors=()=>{this.drawn=this.draw(),this.requestUpdate()};this.tag="",this.kind="",this.kindTitle="",this.declaration=null,this.runs=[],this.run="",this.step=null,this.options={},this.params=[],this.revision="",this.selection=yv(null),this.thresholdText="",this.runFilter="",this.data=null}connectedCallback(){super.connectedCallback(),an().addEventListener(Rr,this.onColors),this.resize.observe(this)}disconnectedCallback(){super.disconnectedCallback(),an().removeEventListener(Rr,this.onColors),this.resize.disconnect()}get hasGapThreshold(){return xt(this.declaration,En)!==null}levelText(n){let r=Sv(n.level,Mn(this.options,this.selection.own),this.declaration);return r===null?"":`${Math.round(r*100)}%`}headline(n){return bC(n,this.data?.headlines??this.declaration?.headlines??[])}async load(){if(!this.api||!this.tag)return;this.shell.start();let n=this.tag,r=this.selection.runs??[],i=$v(this.options,this.selection,this.hasGapThreshold,this.declaration),s;try{s=await this.request.run(o=>this.api.trend({tag:n,runs:r,options:i},o))}catch(o){this.data=null,this.shell.fail(o);return}s!==ue&&(this.data=s,this.shell.ready())}change(n){this.selection=n,Je(this,wv(n,this.declaration))}willUpdate(n){if(!this.hasUpdated)this.selection=fC(this.params,this.declaration,this.runs),this.thresholdText=String(this.selection.gapThreshold??""),Je(this,wv(this.selection,this.declaration)),this.load();else{if(n.has("declaration")){let i=$C(this.selection,this.declaration);i!==this.selection&&(this.change(i),this.thresholdText=String(i.gapThreshold??""))}let r=n.has("tag")||n.has("options")||n.has("kind")||n.has("declaration")||n.has("api")||n.has("revision");if(n.has("runs")){let i=rp(this.selection,this.runs);JSON.stringify(i.runs)!==JSON.stringify(this.selection.runs)&&this.change(i),r=!0}if(n.has("selection")){let i=n.get("selection");(!i||JSON.stringify(i.runs)!==JSON.stringify(this.selection.runs)||i.gapThreshold!==this.selection.gapThreshold||JSON.stringify(i.own)!==JSON.stringify(this.selection.own))&&(r=!0)}r&&this.load()}(n.has("data")||n.has("declaration")||n.has("runs")||n.has("run")||n.has("step")||n.has("selection")||n.has("runFilter"))&&(this.drawn=this.draw())}drawnRuns(){let n=xv(this.runs,this.runFilter);return this.selection.runs===null&&(this.runFilter===""||n.error)?null:Qs(this.selection,this.runs).filter(r=>n.runs.includes(r))}xAxis(n){let r=this.drawnRuns();return this.selection.x??JR(n.series.filter(i=>r===null||r.includes(i.run)))}draw(){let n=this.data;if(!n)return[];let r=[...this.runs,...n.series.map(l=>l.run).filter(l=>!this.runs.includes(l))],i=fu(r),s=yC(n,this.drawnRuns()),o={level:Sv(n.level,Mn(this.options,this.selection.own),this.declaration),run:this.run,step:this.step,fit:this.selection.fit,x:this.xAxis(n),smoothing:this.selection.smoothing,log:this.selection.log,width:this.chartWidth};this.rowAxes={axes:o,domain:r,colors:i};let a={...o,headline:l=>this.headline(l),origins:ep(n.series.flatMap(l=>l.points.map(u=>({run:l.run,wall_time:u.wall_time})))),open:l=>ts(this,{run:l.run,step:l.step})};return s.map(l=>Yu(l,r,i,a))}onToggle(n,r,i){let s=dC(this.selection,this.runs,n,r);i.checked=Qs(s,this.runs).includes(n),JSON.stringify(s.runs)!==JSON.stringify(this.selection.runs)&&this.change(s)}onThreshold(n,r){let i=n.target.value;this.thresholdText=i;let s=np(i,this.declaration);r&&s!==null&&s!==this.selection.gapThreshold&&this.change({...this.selection,gapThreshold:s})}download(){let n=this.data;if(!n)return;let r=this.selection.runs===null?null:Qs(this.selection,this.runs),i=["fairness","trend",n.tag];this.hasGapThreshold&&this.selection.gapThreshold!==null&&i.push(`gap${this.selection.gapThreshold}`),$i(xC(n,r),$t(i))}renderRuns(){let n=Qs(this.selection,this.runs),r=fu(this.runs),i=l=>r[this.runs.indexOf(l)]??"var(--muted)",s=xv(this.runs,this.runFilter),o=pC(this.runs,this.run).filter(l=>s.runs.includes(l)),a=this.drawnRuns()??this.runs;return m`<div class="field">
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
        ${s.error?m`<span class="filter-error" role="alert">Invalid regex, filter ignored: ${s.error}</span>`:w}
      </div>
      <div class="runs" role="group" aria-label="Runs drawn">
        ${o.map(l=>m`<label class=${l===this.run?"current":""} title=${l===this.run?`${l} (the report on screen)`:l}>
            <input
              type="checkbox"
              name="run"
              .value=${l}
              .checked=${n.includes(l)}
              ?disabled=${n.length===1&&n.includes(l)}
              data-run=${l}
              @change=${u=>{let c=u.target;this.onToggle(l,c.checked,c)}}
            />
            <span class="swatch" style="background: ${i(l)}"></span>
            <span class="run-name">${l}</span>
          </label>`)}
        ${o.length===0?m`<span class="muted">no run matches</span>`:w}
        ${this.selection.runs!==null?m`<button class="primary small" name="all-runs" @click=${()=>this.change({...this.selection,runs:null})}>
              All runs
            </button>`:w}
      </div>
    </div>`}renderThreshold(){if(!this.hasGapThreshold)return w;let n=np(this.thresholdText,this.declaration)===null;return m`<label class="field">
      <span class="name">Gap threshold</span>
      <input
        type="number"
        name="gap_threshold"
        min=${fn(this.declaration,En).min??w}
        max=${fn(this.declaration,En).max??w}
        step="0.01"
        .value=${this.thresholdText}
        class=${n?"invalid":""}
        aria-invalid=${n?"true":"false"}
        title=${n?Qn(this.declaration,En):"Labels above the gap threshold counts labels with |gap| above this"}
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
    </label>`}renderAxes(n){let r=n!==null&&this.selection.x===null?this.xAxis(n):null,i=this.selection.smoothing;return m`<label
        class="field"
        title="The horizontal axis, as in Scalars: the step, the time since each run's first point (runs logged per epoch and per optimizer step both span the chart), or the wall-clock time. Unchosen: Relative when the runs' step ranges differ tenfold or more, else Step."
      >
        <span class="name">Horizontal axis</span>
        <select
          name="x_axis"
          @change=${s=>{let o=s.target.value;this.change({...this.selection,x:o==="auto"?null:o})}}
        >
          <option value="auto" .selected=${this.selection.x===null}>${r?`auto (${hv[r]})`:"auto"}</option>
          ${Zd.map(s=>m`<option value=${s} .selected=${this.selection.x===s}>${hv[s]}</option>`)}
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
          max=${Qd}
          step="0.01"
          .value=${String(i)}
          @input=${s=>{let o=vv(s.target.value);o!==null&&this.change({...this.selection,smoothing:o})}}
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
      </label>`}renderRow(){if(!this.declaration?.bias)return w;let n=$v(this.options,this.selection,this.hasGapThreshold,this.declaration);return m`<h2 class="row-heading">Per group</h2>
      <fairness-trend-row
        .api=${this.api}
        .tag=${this.tag}
        .runs=${this.drawnRuns()}
        .options=${n}
        .key=${this.selection.key}
        .revision=${this.revision}
        .axes=${this.rowAxes?.axes??null}
        .domain=${this.rowAxes?.domain??[]}
        .colors=${this.rowAxes?.colors??[]}
        @row-key=${r=>this.change({...this.selection,key:r.detail})}
      ></fairness-trend-row>`}renderChart(n){let r=this.headline(n.chart.name),i=n.chart.missing;return m`<section
      class="chart"
      style=${`width: ${this.chartWidth}px`}
      data-name=${n.chart.name}
      data-points=${n.chart.dots.length}
      data-missing=${i.length}
    >
      <h3 title=${n.chart.name}>${r.title}</h3>
      <div class="explanation muted">${r.explanation||m`Headline number <code>${n.chart.name}</code>.`}</div>
      ${n.svg??m`<div class="none">No step has a value${i.length?`: ${tp(i[0])}`:""}.</div>`}
      ${this.selection.log&&n.svg&&!n.logDrawn?m`<div class="note muted" data-role="linear">Linear: a value or an interval end is zero or below.</div>`:w}
      ${i.length>0?m`<div class="note muted" data-role="missing">
            Undefined (the line breaks there): ${wC(i)}.
          </div>`:w}
      ${Xp(n.chart.worse,r.format,this.data?.first_worse_test)}
    </section>`}render(){let n=this.data,r=this.selection.runs===null?null:Qs(this.selection,this.runs),i=hC(ji(this.declaration,"trend",Mn(this.options,this.selection.own))),s=n!==null&&n.series.every(o=>o.points.length===0);return m`<div class="controls">
        <div class="group" role="group" aria-label="Trend selection">
          ${this.renderRuns()} ${this.renderThreshold()} ${this.renderFit()} ${this.renderAxes(n)}
          <fairness-mode-options
            .mode=${"trend"}
            .api=${this.api}
            .source=${this.runs.length?{run:null,tag:this.tag,step:null}:null}
            .revision=${this.revision}
            .declaration=${this.declaration}
            .inherited=${this.options}
            .own=${this.selection.own}
            .skip=${[En]}
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
                ${this.hasGapThreshold?m` · gap threshold ${this.selection.gapThreshold}`:w}</span
              >
              <span class="muted">Click a point to open that run and step as a report.</span>
              <span class="muted" data-role="interval-legend"
                >Bands: ${[this.levelText(o),"intervals"].filter(Boolean).join(" ")} (a bar at a point without neighbours). A worst
                or largest value is picked out of many rows, so its interval holds for every row at once (conservative;
                docs/statistics.md).</span
              >
              ${this.drawn.some(a=>a.chart.worse.length>0)?m`<span class="muted" data-role="worse-legend"
                      ><span class="ring" aria-hidden="true"></span> marks the first step at which a run's number is significantly
                      worse than at its best step before (${o.first_worse_test??"the change between the two steps"}: a
                      mark where nothing changed has at most a ${Number(((1-(o.level??.95))*100).toPrecision(3))}% chance per run
                      and number).</span
                    >`:w}
            </div>
            ${s?m`<div class="none message">No steps of this tag in the chosen runs.</div>`:m`${vC(o,r)?m`<div class="hint" data-role="single-step">
                        One step only — trends need at least two steps. Log the report at more steps to see lines.
                      </div>`:w}
                  <div class="charts">${this.drawn.map(a=>this.renderChart(a))}</div>`}
            ${this.renderRow()}
          </div>`,"Loading the trends\u2026")}`}};Ju.properties={...mo,revision:{attribute:!1},selection:{state:!0},thresholdText:{state:!0},runFilter:{state:!0},data:{state:!0}},Ju.styles=[W,Ne,Ie,Gn,dt,Jp];customElements.define("fairness-trend",Ju);var qA=H`
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
`;var UA=eo(class extends Ui{constructor(e){if(super(e),e.type!==ln.PROPERTY&&e.type!==ln.ATTRIBUTE&&e.type!==ln.BOOLEAN_ATTRIBUTE)throw Error("The `live` directive is not allowed on child or event bindings");if(!ap(e))throw Error("`live` bindings can only contain a single expression")}render(e){return e}update(e,[t]){if(t===Tt||t===w)return t;let n=e.element,r=e.name;if(e.type===ln.PROPERTY){if(t===n[r])return Tt}else if(e.type===ln.BOOLEAN_ATTRIBUTE){if(!!t===n.hasAttribute(r))return Tt}else if(e.type===ln.ATTRIBUTE&&n.getAttribute(r)===t+"")return Tt;return lp(e),t}});var J9=200,Z9=64,Q9=72,Zu=class extends K{constructor(){super();this.grid="";this.minWidth=0;this.bias=null;this.perf=null;this.rowTemplate=n=>this.renderRow(n);this.table=null,this.rows=[],this.sort="bias",this.dir="asc",this.picks=[],this.colors=new Map}willUpdate(n){let r=this.table;if(n.has("table")&&(this.bias=r?Ha(r,r.bias):null,this.perf=r?.performance?Ha(r,r.performance):null),r){let i=[`minmax(${J9}px, 2fr)`,`${Z9}px`,`minmax(${$0(r.bias)}px, 1fr)`,...r.performance?[`minmax(${$0(r.performance)}px, 1fr)`,`${Q9}px`]:[],...r.hparams.map(s=>`${eA(s,r.columns[es+s]??[])}px`)];this.minWidth=i.reduce((s,o)=>s+Number(/(\d+)px/.exec(o)[1]),0),this.grid=`grid-template-columns: ${i.join(" ")}; min-width: ${this.minWidth}px`}this.rowTemplate=i=>this.renderRow(i)}missing(n,r){return m`<div class="cell num missing" role="cell" data-col=${n} title=${r}>—</div>`}headlineCell(n,r,i){let s=n.role,o=r.value[i],a=this.table.level;if(o===null)return this.missing(s,x0(n,null,null,null,a));let l=r.lower[i],u=r.upper[i],c=zp(n,l,u);return m`<div
      class="cell num headline"
      role="cell"
      data-col=${s}
      data-v=${String(o)}
      data-lower=${l??w}
      data-upper=${u??w}
      title=${x0(n,o,l,u,a)}
    >
      <span class="v">${Fa(n,o)}</span>${c?m`<span class="iv">${c}</span>`:w}
    </div>`}hparamCell(n,r){let i=es+n,s=this.table.columns[i]?.[r]??null;if(s===null||typeof s=="number"&&!Number.isFinite(s))return this.missing(i,`${n}: not logged by this run. Sorted last.`);let o=S0(s);return m`<div class="cell ${typeof s=="number"?"num":"text"}" role="cell" data-col=${i} data-v=${String(s)} title=${`${n} = ${o}`}>
      ${o}
    </div>`}renderRow(n){let r=this.table,i=r.columns.run[n],s=r.columns.step[n],o=r.columns.pareto[n]===!0,a=this.picks.indexOf(i),l=this.colors.get(i)??"var(--muted)";return m`<div class="row ${a>=0?"picked":""}" role="row" style=${this.grid} data-row=${n} data-run=${i} data-pareto=${String(o)}>
      <div class="cell run" role="cell" data-col="run">
        <input
          type="checkbox"
          name="pick"
          data-run=${i}
          .checked=${UA(a>=0)}
          aria-label=${`Pick ${i} to compare`}
          title="Pick two runs, then Compare A and B (the first picked is A)"
          @change=${u=>this.emit("pick-change",{run:i,on:u.target.checked})}
        />
        <span class="swatch" style="background: ${l}"></span>
        <button class="r" data-run=${i} title=${`${i}: click to open its report`} @click=${()=>this.emit("run-open",n)}>${i}</button>
        ${a>=0?m`<span class="pick-badge" title=${`Side ${a===0?"A":"B"} of Compare`}>${a===0?"A":"B"}</span>`:w}
      </div>
      ${typeof s=="number"?m`<div class="cell num" role="cell" data-col="step" data-v=${String(s)}>${P(s)}</div>`:this.missing("step","No step")}
      ${this.headlineCell(r.bias,this.bias,n)}
      ${r.performance?m`${this.headlineCell(r.performance,this.perf,n)}
              <div
                class="cell pareto"
                role="cell"
                data-col="pareto"
                data-v=${String(o)}
                title=${o?"On the Pareto front: no other run is better on both numbers":"Not on the Pareto front: another run is at least as good on both numbers, and better on one"}
              >
                ${o?"\u25C6":""}
              </div>`:w}
      ${r.hparams.map(u=>this.hparamCell(u,n))}
    </div>`}emit(n,r){this.dispatchEvent(new CustomEvent(n,{detail:r,bubbles:!0,composed:!0}))}headlineHead(n){let r=no(this.table?.level),i=n.better==="lower"?"lower is better":n.better==="higher"?"higher is better":"";return{key:n.role,name:_0(n),sub:`${r?r+" ":""}interval`,title:`${n.title} (${n.name}): ${n.explanation}${i?` (${i})`:""}; with its ${r?r+" ":""}interval`}}render(){let n=this.table;if(!n)return w;let r=[{key:"run",name:"Run",sub:"",title:"The run (tick two to compare them; click a name to open its report)",text:!0},{key:"step",name:"Step",sub:"",title:"The step read for the run"},this.headlineHead(n.bias),...n.performance?[this.headlineHead(n.performance),{key:"pareto",name:"Pareto",sub:"",title:"On the Pareto front of bias and performance: no other run is better on both"}]:[],...n.hparams.map(i=>({key:`${es}${i}`,name:i,sub:"hparam",title:`Hyperparameter ${i}, as the run logged it (HParams)`}))];return Yi(this,{columns:r,defaultDir:i=>v0(n,i),renderRow:this.rowTemplate,label:"Runs ranked",empty:"No run matches the filter.",tableStyle:`--table-min-width: ${this.minWidth}px`,headStyle:this.grid,keyByPosition:!0})}};Zu.properties={...Cr,picks:{attribute:!1},colors:{attribute:!1}},Zu.styles=[W,...Ji,H`
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
    `];customElements.define("fairness-runs-table",Zu);var eI=380,tI=16,nI=12,Qu=class extends K{constructor(){super();this.drawn=null;this.data=null,this.rows=[],this.colors=new Map,this.picks=[],this.width=460}willUpdate(n){(n.has("data")||n.has("rows")||n.has("colors")||n.has("picks")||n.has("width"))&&(this.drawn=this.draw())}color(n){return this.colors.get(n)??"var(--muted)"}draw(){let n=this.data;return n?n.performance?this.drawScatter(n,n.performance):this.drawRanked(n):null}tipText(n,r){let i=(a,l,u,c)=>{let f=zp(a,u,c);return`${a.title}: ${Fa(a,l)}${f?` ${f}`:""}`},s=n.columns.step[r.row],o=[`${r.run}${typeof s=="number"?` (step ${s})`:""}`,i(n.bias,r.x,r.xLower,r.xUpper)];return"y"in r&&n.performance&&o.push(i(n.performance,r.y,r.yLower,r.yUpper)),"pareto"in r&&r.pareto&&o.push("On the Pareto front"),o.push("Click: open its report"),o.join(`
`)}drawScatter(n,r){let{points:i,undrawn:s}=tA(n,this.rows);if(i.length===0)return{svg:document.createElement("div"),points:i,pixels:[],undrawn:s};let o=Fp(i.map(p=>p.x),i.map(p=>p.xLower),i.map(p=>p.xUpper),n.bias),a=Fp(i.map(p=>p.y),i.map(p=>p.yLower),i.map(p=>p.yUpper),r),l=nA(i),u=this.picks.map((p,h)=>({label:h===0?"A":"B",p:i.find(g=>g.run===p)})).filter(p=>p.p),c=p=>this.tipText(n,p),f=[...this.colors.keys()],d=Pe({width:this.width,height:eI,marginTop:26,marginLeft:52,marginRight:16,marginBottom:40,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{domain:o,label:Hp(n.bias,"x"),labelAnchor:"center",labelArrow:"none",labelOffset:34,tickFormat:Vp(n.bias,o[0],o[1]),ticks:Math.max(3,Math.floor(this.width/80)),grid:!0,inset:10},y:{domain:a,inset:10,label:Hp(r,"y"),labelAnchor:"top",labelArrow:"none",tickFormat:Vp(r,a[0],a[1]),grid:!0},color:{domain:f,range:f.map(p=>this.color(p))},marks:[iu({stroke:"var(--chart-rule)",strokeOpacity:.5}),At(i.filter(p=>p.xLower!==null&&p.xUpper!==null),{x1:"xLower",x2:"xUpper",y:"y",stroke:"run",strokeOpacity:.45,strokeWidth:1,clip:!0}),Ge(i.filter(p=>p.yLower!==null&&p.yUpper!==null),{x:"x",y1:"yLower",y2:"yUpper",stroke:"run",strokeOpacity:.45,strokeWidth:1,clip:!0}),Vi(l,{x:"x",y:"y",stroke:"var(--accent)",strokeWidth:1.5,strokeDasharray:"5,3",clip:!0}),St(l,{x:"x",y:"y",r:7.5,stroke:"var(--accent)",strokeWidth:2,fill:"none",ariaHidden:"true"}),St(i,{x:"x",y:"y",fill:"run",stroke:"var(--chart-halo)",strokeWidth:1,r:4.5,ariaLabel:p=>p.run,title:c,tip:{fontSize:12,lineHeight:1.3}}),fa(u.map(p=>({...p.p,label:p.label})),{x:"x",y:"y",text:"label",dy:-12,fontWeight:700,fontSize:12,fill:"var(--fg)",stroke:"var(--chart-halo)",strokeWidth:3,paintOrder:"stroke"})]});return this.finish(d,i,p=>({x:p.x,y:p.y}),s)}drawRanked(n){let{points:r,undrawn:i}=rA(n,this.rows);if(r.length===0)return{svg:document.createElement("div"),points:r,pixels:[],undrawn:i};let s=Fp(r.map(c=>c.x),r.map(c=>c.xLower),r.map(c=>c.xUpper),n.bias),o=c=>li(c,11),a=Math.min(170,Math.max(...r.map(c=>o(c.run)))+4),l=[...this.colors.keys()],u=Pe({width:this.width,height:r.length*tI+70,marginTop:10,marginLeft:a+12,marginRight:16,marginBottom:40,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{domain:s,label:Hp(n.bias,"x"),labelAnchor:"center",labelArrow:"none",labelOffset:34,tickFormat:Vp(n.bias,s[0],s[1]),ticks:Math.max(3,Math.floor((this.width-a)/80)),grid:!0,axis:"bottom",inset:10},y:{domain:r.map(c=>c.run),label:null,tickSize:0,tickFormat:c=>ev(c,a,o)},color:{domain:l,range:l.map(c=>this.color(c))},marks:[At(r.filter(c=>c.xLower!==null&&c.xUpper!==null),{x1:"xLower",x2:"xUpper",y:"run",stroke:"run",strokeOpacity:.6,strokeWidth:1.5,clip:!0}),St(r,{x:"x",y:"run",fill:"run",stroke:"var(--chart-halo)",r:4.5,ariaLabel:c=>c.run,title:c=>this.tipText(n,c),tip:{fontSize:12,lineHeight:1.3}})]});return this.finish(u,r,c=>({x:c.x,y:c.run}),i)}finish(n,r,i,s){let o=new Map(r.map(p=>[p.run,p])),a=n.tagName.toLowerCase()==="svg"?n:n.querySelector("svg")??n;a.setAttribute("data-chart",this.data?.performance?"scatter":"ranked");for(let p of a.querySelectorAll('g[aria-label="dot"] circle[aria-label]')){let h=o.get(p.getAttribute("aria-label")??"");h&&(p.setAttribute("data-run",h.run),p.setAttribute("data-x",String(h.x)),"y"in h&&p.setAttribute("data-y",String(h.y)),"pareto"in h&&p.setAttribute("data-pareto",String(h.pareto)))}let l=n.scale("x"),u=n.scale("y"),c=r.map(p=>{let{x:h,y:g}=i(p),y=Number(u?.apply(g)),b=typeof g=="string"?(u?.bandwidth??0)/2:0;return{x:Number(l?.apply(h)),y:y+b}}),f=Number(a.getAttribute("height")),d=p=>{let h=a.getBoundingClientRect();if(h.width===0||h.height===0)return null;let g=Number(a.getAttribute("width")??h.width)/h.width,y=(f||h.height)/h.height;return sp(c,(p.clientX-h.left)*g,(p.clientY-h.top)*y,nI*g)};return a.addEventListener("click",p=>{let h=d(p);h!==null&&this.dispatchEvent(new CustomEvent("run-open",{detail:r[h].row,bubbles:!0,composed:!0}))}),a.addEventListener("pointermove",p=>a.classList.toggle("over-point",d(p)!==null)),{svg:n,points:r,pixels:c,undrawn:s}}render(){let n=this.data,r=this.drawn;if(!n||!r)return w;let i=no(n.level),s=r.undrawn>0?m`<div class="legend-line" data-role="undrawn">
            ${r.undrawn} ${r.undrawn===1?"run":"runs"} not drawn:
            ${n.performance?`${n.bias.title} or ${n.performance.title}`:n.bias.title} undefined (— in the table).
          </div>`:w;return r.points.length===0?m`<div class="none">No run shown has ${n.performance?"both numbers":`a ${n.bias.title}`} defined: nothing to draw.</div>
        ${s}`:m`${r.svg}
      <div class="legend-line">
        ${n.performance?m`<span class="front">◆ Pareto front</span> (dashed line, ringed dots): no other run is better on both numbers (over
                every run read, whatever the filter). `:m`Ranked, better first. `}
        Whiskers: ${i?`${i} `:""}intervals. Hover a dot for its numbers; click it to open its report.
      </div>
      ${s}`}};Qu.properties={data:{attribute:!1},rows:{attribute:!1},colors:{attribute:!1},picks:{attribute:!1},width:{attribute:!1}},Qu.styles=[W,H`
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
    `];customElements.define("fairness-runs-scatter",Qu);var rI="fairness:runs-rendered",iI=1280,sI=470,WA=760,oI=380,ec=class extends K{constructor(){super();this.request=new fe;this.stepsRequest=new fe;this.csvRequest=new fe;this.shell=new nt(this,[this.request,this.stepsRequest,this.csvRequest]);this.sortKey="bias";this.sortDir="asc";this.shown=[];this.filterError=null;this.colors=new Map;this.pendingMark=!1;this.resize=new ResizeObserver(n=>{let r=Math.floor(n[0]?.contentRect.width??0);r!==this.width&&(this.width=r)});this.onColors=()=>{this.colors=this.runColors(),this.requestUpdate()};this.tag="",this.kind="",this.kindTitle="",this.declaration=null,this.runs=[],this.run="",this.step=null,this.options={},this.params=[],this.revision="",this.selection=b0(),this.data=null,this.steps=[],this.width=0,this.csvError=null}connectedCallback(){super.connectedCallback(),an().addEventListener(Rr,this.onColors),this.resize.observe(this)}disconnectedCallback(){super.disconnectedCallback(),an().removeEventListener(Rr,this.onColors),this.resize.disconnect()}routeParams(){return{tag:this.tag,step:this.selection.step,options:WE(this.options,this.selection,this.declaration)}}async load(){if(!this.api||!this.tag)return;let n=this.routeParams(),r=await this.shell.run(this.request,i=>this.api.runs(n,i),()=>this.data=null);r!==ue&&(this.data=r,this.pendingMark=!0,this.shell.ready())}async loadSteps(){if(!this.api||!this.tag||!this.run)return;let n=this.run,r=this.tag;try{let i=await this.stepsRequest.run(s=>this.api.steps(n,r,s));i!==ue&&(this.steps=i.steps.map(s=>s.step))}catch{}}change(n){this.selection=n,Je(this,Bp(n,this.declaration))}runColors(){let n=(this.data?.columns.run??[]).filter(s=>!this.runs.includes(s)),r=[...this.runs,...n],i=wa(r,Yd());return new Map(r.map((s,o)=>[s,i[o]]))}willUpdate(n){if(this.hasUpdated){let r=n.has("tag")||n.has("options")||n.has("kind")||n.has("declaration")||n.has("api")||n.has("revision");if(n.has("declaration")||n.has("runs")){let i=kr(Tr(this.selection.own,Sr,this.declaration),Sr,this.declaration),s=y0(this.selection.picks,this.runs);JSON.stringify(i)!==JSON.stringify(this.selection.own)||s.length!==this.selection.picks.length?this.change({...this.selection,own:i,picks:s}):n.has("declaration")&&Je(this,Bp(this.selection,this.declaration)),r||=n.has("runs")}if(n.has("selection")){let i=n.get("selection");(!i||i.step!==this.selection.step||JSON.stringify(i.own)!==JSON.stringify(this.selection.own))&&(r=!0)}r&&this.load(),(n.has("tag")||n.has("run")||n.has("revision"))&&this.loadSteps()}else{let r=UE(this.params,this.declaration);this.selection={...r,picks:y0(r.picks,this.runs)},Je(this,Bp(this.selection,this.declaration)),this.load(),this.loadSteps()}if(n.has("data")||n.has("runs")||n.has("selection")){let r=this.data,{key:i,dir:s}=JE(r,this.selection);if(this.sortKey=i,this.sortDir=s,r){let o=QE(r,ZE(r,i,s),this.selection.search);this.shown=o.rows,this.filterError=o.error}else this.shown=[],this.filterError=null}(n.has("data")||n.has("runs"))&&(this.colors=this.runColors())}updated(){if(!this.pendingMark||typeof performance>"u")return;let n=this.renderRoot.querySelector("fairness-runs-table"),r=()=>{this.pendingMark&&(n?.shadowRoot?.querySelector(".row")||this.data?.rows===0?(this.pendingMark=!1,requestAnimationFrame(()=>performance.mark(rI))):requestAnimationFrame(r))};!n&&this.data?.rows!==0||r()}onSort(n){let{column:r,dir:i}=n.detail;this.change({...this.selection,sort:r,dir:i})}onPick(n,r){this.change({...this.selection,picks:GE(this.selection.picks,n,r)})}openRow(n){this.data&&ts(this,k0(this.data,n,this.selection))}side(n){let r=this.data,i=r?r.columns.run.indexOf(n):-1;return r&&i>=0?k0(r,i,this.selection):{run:n,step:this.selection.step}}openCompare(){let[n,r]=this.selection.picks;n===void 0||r===void 0||kA(this,{a:this.side(n),b:this.side(r),options:this.selection.own})}async download(){let n=this.routeParams();this.csvError=null;let r;try{r=await this.csvRequest.run(i=>this.api.runsCsv(n,i))}catch(i){this.csvError=Ct(i);return}r!==ue&&$i(r,sA(n.tag,n.step))}renderStep(){let n=this.selection.step,r=YE([...this.steps,...this.data?.columns.step??[]],n);return m`<label class="field" title="The step every run is read at: each run's latest, or one step for all">
      <span class="name">Step</span>
      <select
        name="runs-step"
        @change=${i=>{let s=i.target.value;this.change({...this.selection,step:s===""?null:Number(s)})}}
      >
        <option value="" .selected=${n===null}>latest</option>
        ${r.map(i=>m`<option value=${String(i)} .selected=${i===n}>${P(i)}</option>`)}
      </select>
    </label>`}renderFilter(){return m`<label class="field">
      <span class="name">Filter runs (regex)</span>
      <input
        name="run_filter"
        placeholder="e.g. lr_0\\.01|adam"
        class=${this.filterError?"invalid":""}
        aria-invalid=${this.filterError?"true":"false"}
        title=${this.filterError??"A regular expression over the run names (case-insensitive), as in TensorBoard"}
        .value=${this.selection.search}
        @input=${n=>this.change({...this.selection,search:n.target.value})}
      />
    </label>`}renderCompare(){let[n,r]=this.selection.picks,i=n!==void 0&&r!==void 0,s=i?`Open Compare with ${n} as A and ${r} as B`:"Tick two runs in the table (the first is A, the second B), then compare them";return m`<div class="picked">
      ${n!==void 0?m`<span class="names" title=${[n,r].filter(Boolean).join(" vs ")}>
            <span class="pick-badge">A</span> ${n}${r!==void 0?m` <span class="pick-badge">B</span> ${r}`:w}
          </span>`:w}
      <button class="primary" name="compare-picked" ?disabled=${!i} title=${s} @click=${()=>this.openCompare()}>
        Compare A and B
      </button>
      ${this.selection.picks.length?m`<button class="primary" name="clear-picks" title="Untick the picked runs" @click=${()=>this.change({...this.selection,picks:[]})}>
              Clear
            </button>`:w}
    </div>`}renderSkipped(n){return n.skipped.length===0?w:m`<details class="skipped" data-role="skipped" ?open=${n.rows===0}>
      <summary>${n.skipped.length} ${n.skipped.length===1?"run":"runs"} left out (why)</summary>
      <ul>
        ${n.skipped.map(r=>m`<li data-run=${r.run}><span class="run">${r.run}</span>: ${r.reason}</li>`)}
      </ul>
    </details>`}renderSummary(n){let r=oA(n.options,this.declaration),i=no(n.level);return m`<div class="summary" data-shown=${this.shown.length} data-rows=${n.rows}>
      <span
        >Runs of <b>${n.tag}</b> (${this.kindTitle||n.kind} reports) at
        ${n.step===null?"their latest step":m`step <b>${P(n.step)}</b>`} ·
        ${r?m`options: <span class="options">${r}</span>`:"the default options"}${i?` \xB7 ${i} intervals`:""}</span
      >
      ${_i(this.shown.length,n.rows,n.rows===1?"run":"runs")}
      <span class="muted">Click a run to open its report; tick two to compare them.</span>
    </div>`}renderBody(n){if(n.rows===0)return m`<div class="body">
        <div class="message none" data-role="empty">
          No run has a report under <b>${n.tag}</b>${n.step===null?"":m` at step ${P(n.step)}`} that could be ranked.
        </div>
        ${this.renderSkipped(n)}
      </div>`;let r=this.width>=iI,i=r?sI:Math.max(320,Math.min(this.width||WA,WA)),s=24*Math.max(1,this.shown.length)+44,o=Math.min(oI,s),a=n.performance?`${n.performance.title} against ${n.bias.title}`:`${n.bias.title} by run`;return m`<div class="body ${this.shell.loading?"stale":""}">
      ${this.renderSummary(n)} ${this.renderSkipped(n)}
      <div class="main ${r?"wide":"narrow"}" style=${`--table-height: ${Math.max(120,o)}px; --table-content: ${s}px`}>
        <div class="table-box">
          <fairness-runs-table
            .table=${n}
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
            .data=${n}
            .rows=${this.shown}
            .colors=${this.colors}
            .picks=${this.selection.picks}
            .width=${i}
            @run-open=${l=>this.openRow(l.detail)}
          ></fairness-runs-scatter>
        </section>
      </div>
    </div>`}render(){let n=this.data;return m`<div class="controls">
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
          ${this.shell.renderCsvButton("download-runs",n!==null,()=>{this.download()},"Every run as CSV (the runs route with format=csv: run, step, the headlines and their intervals, pareto, hparam/...)")}
          ${this.filterError?m`<div class="search-error" role="alert" title=${this.filterError}>Invalid regex: ${this.filterError}</div>`:w}
          ${this.csvError?m`<div class="search-error" role="alert" title=${this.csvError}>Could not download the CSV: ${this.csvError}</div>`:w}
        </div>
      </div>
      ${this.shell.renderError("Could not rank the runs",[{label:"Retry",name:"retry",run:()=>{this.load()}}])}
      ${this.shell.renderContent(n,r=>this.renderBody(r),"Loading the runs\u2026")}`}};ec.properties={...mo,revision:{attribute:!1},selection:{state:!0},data:{state:!0},steps:{state:!0},width:{state:!0},csvError:{state:!0}},ec.styles=[W,Ne,Ie,Gn,dt,qA,H`
      .body > .main.wide {
        flex: 1 1 0;
        min-height: 460px;
      }
    `];customElements.define("fairness-runs",ec);var GA="",tc=class extends K{constructor(){super(),this.runs=[],this.ref={run:null,tag:null,step:null},this.steps=null,this.kindTitle=()=>""}emit(t){this.dispatchEvent(new CustomEvent("report-change",{detail:t,bubbles:!0,composed:!0}))}render(){let t=this.ref,n=this.runs.find(i=>i.run===t.run),r=n?.tags??[];return m`
      <label class="field">
        <span class="name">Run</span>
        <select name="run" @change=${i=>this.emit({run:i.target.value})}>
          ${this.runs.map(i=>m`<option .value=${i.run} .selected=${i.run===t.run}>${i.run}</option>`)}
        </select>
      </label>
      <label class="field">
        <span class="name">Tag</span>
        <select name="tag" @change=${i=>this.emit({tag:i.target.value})}>
          ${r.map(i=>m`<option .value=${i} .selected=${i===t.tag} title=${n?this.kindTitle(n.run,i):w}>
                ${i}
              </option>`)}
        </select>
      </label>
      <label class="field">
        <span class="name">Step</span>
        <select
          name="step"
          @change=${i=>{let s=i.target.value;this.emit({step:s===GA?null:Number(s)})}}
        >
          <option .value=${GA} .selected=${t.step===null}>latest</option>
          ${(this.steps??[]).map(i=>m`<option .value=${String(i.step)} .selected=${i.step===t.step}>
                ${i.step} · ${wi(i.wall_time)}
              </option>`)}
        </select>
      </label>
    `}};tc.properties={runs:{attribute:!1},ref:{attribute:!1},steps:{attribute:!1},kindTitle:{attribute:!1}},tc.styles=[W,Ne,H`
      :host {
        /* The fields join the row of whichever controls bar slots this element. */
        display: contents;
      }
    `];customElements.define("fairness-report-picker",tc);var aI=[{term:"Interval",code:"lower, upper",text:"Where the true value lies with the chosen confidence (95% by default): Wilson for rates, Newcombe for differences of rates, the delta method or score intervals for association gaps, bootstrap by household for scores per income or region."},{term:"p",code:"p_value",text:"How surprising the difference would be if there were none: small means the difference is unlikely to be noise alone."},{term:"\u2605",code:"significant",text:"Significant after Benjamini-Hochberg at the false discovery rate (FDR): among the starred rows, at most that share are expected to be noise."},{term:"Insufficient",code:"min_count",text:"Too few examples to trust: greyed, never starred, left out of headline numbers."},{term:"Verdict",code:"verdict",text:"In Compare: worsened or improved when the change of the bias from A to B is significant (FDR over the rows), and then the interval shown is the FCR-adjusted one (Benjamini-Yekutieli), which excludes 0; no significant change when it is not (its interval is the marginal one, and its q-value above the FDR); undetermined when a side has too little data or lacks the row."},{term:"Bias",code:"bias_a, bias_b",text:"What Compare judges for each row: never negative, lower is better (for example |gap|, the best-minus-worst disparity, Cram\xE9r\u2019s V, a spread between groups)."},{term:"Pareto front",code:"pareto",text:"In Runs: the runs no other run beats on both the bias and the performance headline (at least as good on both, better on one). Moving along the front trades one for the other; a run off it is beaten by some run on it."}];function lI(e){return e==="higher"?"Higher is better.":e==="lower"?"Lower is better.":""}function YA(e){let t=[];return e&&(t.push({title:`Headline numbers (${e.title} reports)`,entries:e.headlines.map(n=>({term:n.title,code:n.name,text:[n.explanation,lI(n.better)].filter(Boolean).join(" ")}))}),t.push({title:"Compare",entries:[{term:`The bias: ${e.bias.name}`,code:e.bias.value,text:`Per ${e.bias.key||"row"}, in report A and in report B, with intervals; the change B \u2212 A and its verdict.`}]}),t.push({title:"Options",entries:e.options.map(n=>{let r=n.type==="str"?"":us(e,n.name),i=n.default===null||n.default===void 0?"":` Default ${String(n.default)}.`,s=o=>o?o[0].toUpperCase()+o.slice(1)+".":"";return{term:n.name.replace(/_/g," "),code:n.name,text:`${s(n.help)}${i}${r?` ${s(r)}`:""}`}})})),t.push({title:"Reading the tables",entries:aI}),t}var nc=class extends K{constructor(){super();this.onKey=n=>{this.open&&n.key==="Escape"&&this.close()};this.declaration=null,this.open=!1}connectedCallback(){super.connectedCallback(),window.addEventListener("keydown",this.onKey)}disconnectedCallback(){super.disconnectedCallback(),window.removeEventListener("keydown",this.onKey)}close(){this.open=!1,this.shadowRoot?.querySelector("button.help")?.focus()}render(){return m`<button
        class="help"
        name="help"
        aria-expanded=${this.open?"true":"false"}
        aria-controls="help-panel"
        title="What the numbers, marks and options mean"
        @click=${()=>this.open=!this.open}
      >
        ?</button
      >${this.open?this.renderPanel():w}`}renderPanel(){return m`<div class="panel" id="help-panel" role="dialog" aria-label="Help">
      <header>
        <h2>What this tab shows</h2>
        <button class="close" name="close-help" title="Close (Esc)" @click=${()=>this.close()}>×</button>
      </header>
      ${YA(this.declaration).map(n=>m`<section data-section=${n.title}>
            <h3>${n.title}</h3>
            <dl>
              ${n.entries.map(r=>m`<dt>${r.term}${r.code?m`<code>${r.code}</code>`:w}</dt><dd>${r.text}</dd>`)}
            </dl>
          </section>`)}
    </div>`}};nc.properties={declaration:{attribute:!1},open:{type:Boolean,reflect:!0}},nc.styles=[W,H`
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
    `];customElements.define("fairness-help",nc);var ro=class extends K{constructor(n){super();this.tags=null;this.kinds=null;this.tableViews=new Map;this.unknownKinds=[];this.modeRuns={key:"",runs:[]};this.modeOptions={key:"",options:{}};this.resolved=null;this.tagsRequest=new fe;this.kindsRequest=new fe;this.stepsRequest=new fe;this.refreshRequest=new fe;this.stopRefresh=null;this.onTheme=()=>{this.theme=an().theme};this.api=n??new Vt;let r=Lw();this.ref=Rw(r);let i=wR(Cw(r),Ee);this.mode=i.mode,this.viewState=i.view,this.mountParams=this.viewState,this.modeState={compare:i.compare,trend:i.trend,runs:i.runs},this.modeMount={...this.modeState},this.runs=null,this.steps=null,this.shellStatus="loading",this.viewStatus="loading",this.error=null,this.status="loading",this.theme="light"}connectedCallback(){super.connectedCallback();let n=an();this.theme=n.theme,n.addEventListener(op,this.onTheme),this.stopRefresh=n.onRefresh(()=>{this.refresh()}),this.loadTags()}disconnectedCallback(){super.disconnectedCallback(),an().removeEventListener(op,this.onTheme),this.stopRefresh?.(),this.stopRefresh=null,this.tagsRequest.cancel(),this.kindsRequest.cancel(),this.stepsRequest.cancel(),this.refreshRequest.cancel()}async loadTags(){this.shellStatus="loading",this.error=null;let n,r;try{[n,r]=await Promise.all([this.tagsRequest.run(o=>this.api.tags(o)),this.kinds??this.kindsRequest.run(o=>this.api.kinds(o))])}catch(o){this.fail(Ct(o));return}if(n===ue||r===ue)return;this.kinds=r,this.tags=n;let i=this.viewKinds();this.runs=uh(n.runs,i),this.unknownKinds=ch(n.runs,i);let s=bc(this.ref,this.runs);if(s===null){this.shellStatus="empty";return}s.moved&&this.resetViewState(),this.setRef(s.ref),this.shellStatus="ready",this.loadSteps()}async loadSteps(n=!1){let{run:r,tag:i}=this.ref;if(r===null||i===null)return;n||(this.steps=null);let s;try{s=await this.stepsRequest.run(a=>this.api.steps(r,i,a))}catch(a){n||this.fail(Ct(a));return}if(s===ue)return;this.steps=s.steps,this.shellStatus==="error"&&(this.shellStatus="ready",this.error=null);let o=this.ref.step;o!==null&&!s.steps.some(a=>a.step===o)&&this.setRef({...this.ref,step:null})}async refresh(){if(this.tags===null){this.shellStatus==="error"&&this.runs===null&&this.loadTags();return}let n;try{n=await this.refreshRequest.run(p=>this.api.tags(p))}catch{return}let r=this.tags;if(n===ue||r===null||YR(r.runs,n.runs))return;let i=Xd(r.runs,this.ref.run,this.ref.tag);this.tags=n;let s=this.viewKinds(),o=uh(n.runs,s);JSON.stringify(o)!==JSON.stringify(this.runs)&&(this.runs=o),this.unknownKinds=ch(n.runs,s);let a=bc(this.ref,o);if(a===null){this.shellStatus="empty";return}a.moved&&this.resetViewState();let l=a.ref,u=XR(l.step,i,Xd(n.runs,l.run,l.tag)),c=u===l.step?l:{...l,step:u},f=c.run!==this.ref.run||c.tag!==this.ref.tag;c!==this.ref&&this.setRef(c);let d=this.shellStatus==="empty";d&&(this.shellStatus="ready"),(d||f||i!==Xd(n.runs,c.run,c.tag))&&this.loadSteps(!(d||f)),this.requestUpdate()}fail(n){this.error=n,this.shellStatus="error"}kindOfRef(n){return this.tags?Mw(this.tags.runs,n):null}viewOf(n){let r=Ew(Hu,n);if(r||n===null)return r;let i=this.declaration(n);if(!i)return null;let s=this.tableViews.get(n);return s||this.tableViews.set(n,s=jE(i)),s}viewKinds(){let n=Hu.map(r=>r.kind);return[...n,...(this.kinds?.kinds??[]).map(r=>r.name).filter(r=>!n.includes(r))]}declaration(n){return $w(this.kinds,n)}setRef(n){this.ref=n,this.writeHash()}writeHash(){let n=this.mode==="report"?[]:[[Ee+tv,this.mode]];Ow(Ee,[...Tw(this.ref),...n,...this.viewState,...this.modeState.compare,...this.modeState.trend,...this.modeState.runs])}resetViewState(){this.viewState=[],this.mountParams=[],this.modeState={compare:[],trend:[],runs:[]},this.modeMount={compare:[],trend:[],runs:[]}}onModeChange(n){n!==this.mode&&(this.mountParams=this.viewState,this.modeMount={...this.modeState},this.viewStatus="loading",this.mode=n,this.writeHash())}onOpenReport(n){let r=n.run!==this.ref.run;this.onModeChange("report"),this.setRef({...this.ref,run:n.run,step:n.step}),r&&this.loadSteps()}onOpenCompare(n){let r=this.resolved?this.kindOfRef(this.resolved):null,i=iA(this.modeState.compare,n.a,n.b,n.options,this.declaration(r));this.modeState={...this.modeState,compare:i},this.onModeChange("compare")}onTagChange(n){let r=this.tags?.runs??{},i=this.ref.run!==null&&r[this.ref.run]?.[n]?this.ref.run:Object.keys(r).sort().find(s=>r[s][n]);i!==void 0&&this.onReportChange({run:i,tag:n})}onReportChange(n){let r=this.ref,i={...r,...n},s=i.run!==r.run||i.tag!==r.tag;s&&(i={...i,step:null},this.runs&&(i=bc(i,this.runs)?.ref??i),this.kindOfRef(i)!==this.kindOfRef(r)&&this.resetViewState()),this.setRef(i),s&&this.loadSteps()}onViewParams(n){this.mode==="report"?this.viewState=n:this.modeState={...this.modeState,[this.mode]:n},this.writeHash()}willUpdate(n){if(n.has("ref")){let{run:r,tag:i,step:s}=this.ref,o=this.resolved;r===null||i===null?this.resolved=null:(!o||o.run!==r||o.tag!==i||o.step!==s)&&(this.resolved={run:r,tag:i,step:s})}this.status=this.shellStatus==="ready"?this.viewStatus:this.shellStatus}renderEmpty(){let r=`import tb_fairness

with tb_fairness.FileWriter("LOGDIR/my_model") as w:
${Hu.map(i=>i.example.replace(/^/gm,"    ")).join(`
`)}`;return m`<div class="message" role="status">
      ${this.unknownKinds.length?m`<h2>No fairness reports this tab can show</h2>
            <p>
              The logdir holds fairness reports of kinds this version of the tab does not show:
              ${this.unknownKinds.join(", ")}.
            </p>`:m`<h2>No fairness reports in this logdir</h2>`}
      <ul>
        ${Hu.map(i=>m`<li>${i.hint()}</li>`)}
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
      </button>`,r=this.ref,i=this.tags?_R(this.tags.runs,this.viewKinds()):[],s=this.resolved?this.kindOfRef(this.resolved):null;return m`<div class="modes">
      <div role="tablist" aria-label="Mode">
        ${n("report","Report","One report: the run, tag and step picked")}
        ${n("compare","Compare","Two reports of one tag side by side: two runs (models) or two steps (checkpoints)")}
        ${n("trend","Trends","Headline numbers over steps, several runs overlaid")}
        ${n("runs","Runs","Every run of the tag ranked at one step: bias against performance, the Pareto front, hyperparameters")}
      </div>
      ${this.mode==="report"?w:m`<label class="field">
            <span class="name">Tag</span>
            <select name="mode-tag" @change=${o=>this.onTagChange(o.target.value)}>
              ${i.map(o=>m`<option .value=${o} .selected=${o===r.tag}>${o}</option>`)}
            </select>
          </label>`}
      <fairness-help class="help" .declaration=${s?this.declaration(s):null}></fairness-help>
    </div>`}modeProps(n,r){let i=this.tags?$R(this.tags.runs,n,r):[],s=JSON.stringify(i);s!==this.modeRuns.key&&(this.modeRuns={key:s,runs:i});let o=xR(this.viewState,Ee,_w(this.declaration(r))),a=JSON.stringify(o);return a!==this.modeOptions.key&&(this.modeOptions={key:a,options:o}),{runs:this.modeRuns.runs,options:this.modeOptions.options}}renderMode(){let n=this.resolved;if(!n||!this.runs)return w;let r=this.kindOfRef(n),i=this.viewOf(r);if(!i||r===null)return m`<div class="message error" role="alert">No view shows reports of kind ${r}.</div>`;let{runs:s,options:o}=this.modeProps(n.tag,r);return this.mode==="compare"?m`<fairness-compare
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
        .revision=${this.tags?Jd(this.tags.runs,n.tag):""}
      ></fairness-compare>`:this.mode==="runs"?m`<fairness-runs
        .api=${this.api}
        .tag=${n.tag}
        .kind=${r}
        .kindTitle=${i.title}
        .declaration=${this.declaration(r)}
        .runs=${s}
        .run=${n.run}
        .step=${n.step}
        .options=${o}
        .params=${this.modeMount.runs}
        .revision=${this.tags?Jd(this.tags.runs,n.tag):""}
      ></fairness-runs>`:m`<fairness-trend
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
      .revision=${this.tags?Jd(this.tags.runs,n.tag):""}
    ></fairness-trend>`}renderView(){let n=this.resolved;if(!n||!this.runs)return w;let r=this.kindOfRef(n),i=this.viewOf(r);if(!i)return m`<div class="message error" role="alert">No view shows reports of kind ${r}.</div>`;let s=m`<fairness-report-picker
      slot="report"
      .runs=${this.runs}
      .ref=${this.ref}
      .steps=${this.steps}
      .kindTitle=${(o,a)=>{let l=this.tags?.runs[o]?.[a]?.kind??"";return`${this.viewOf(l)?.title??l} report`}}
    ></fairness-report-picker>`;return i.render({report:n,info:this.tags?.runs[n.run]?.[n.tag]??null,declaration:this.declaration(r),params:this.mountParams},s)}render(){if(this.shellStatus==="empty")return this.renderEmpty();let n=this.status==="loading";return m`
      ${n?m`<div class="bar" role="progressbar" aria-label="Loading"></div>`:w}
      ${this.runs===null&&this.shellStatus==="loading"?m`<div class="loading">Loading reports…</div>`:w}
      ${this.shellStatus==="error"?this.renderError():w}
      <div
        class="view"
        style="display: contents"
        @report-change=${r=>this.onReportChange(r.detail)}
        @view-status=${r=>this.viewStatus=r.detail}
        @view-params=${r=>this.onViewParams(r.detail)}
        @open-report=${r=>this.onOpenReport(r.detail)}
        @open-compare=${r=>this.onOpenCompare(r.detail)}
      >
        ${this.runs?this.renderTabs():w}
        ${this.mode==="report"?this.renderView():this.renderMode()}
      </div>
    `}};ro.properties={ref:{state:!0},mode:{state:!0},runs:{state:!0},steps:{state:!0},shellStatus:{state:!0},viewStatus:{state:!0},error:{state:!0},status:{reflect:!0,attribute:"data-status"},theme:{reflect:!0,attribute:"data-theme"}},ro.styles=[nx,W,Ie,Ne,H`
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
    `];customElements.define("fairness-app",ro);function yre(){if(document.querySelector("fairness-app"))return;let e=document.createElement("style");e.textContent="html, body { height: 100%; margin: 0; }",document.head.appendChild(e),document.body.appendChild(new ro)}export{yre as render};
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
