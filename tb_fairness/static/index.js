// tb-fairness frontend bundle. GENERATED from frontend/src by `npm run build`: do not edit.
var eC=Object.defineProperty;var yf=(e,t,n)=>()=>{if(n)throw n[0];try{return e&&(t=e(e=0)),t}catch(r){throw n=[r],r}};var tC=(e,t)=>{for(var n in t)eC(e,n,{get:t[n],enumerable:!0})};var ko,ny=yf(()=>{ko=class{constructor(t){this._map=new Map,this._roundAverageSize=!1,this.totalSize=0,t?.roundAverageSize===!0&&(this._roundAverageSize=!0)}set(t,n){let r=this._map.get(t)||0;this._map.set(t,n),this.totalSize+=n-r}get averageSize(){if(this._map.size>0){let t=this.totalSize/this._map.size;return this._roundAverageSize?Math.round(t):t}return 0}getSize(t){return this._map.get(t)}clear(){this._map.clear(),this.totalSize=0}}});function Zf(e){return e==="horizontal"?"width":"height"}var Wl,ry=yf(()=>{Wl=class{_getDefaultConfig(){return{direction:"vertical"}}constructor(t,n){this._latestCoords={left:0,top:0},this._direction=null,this._viewportSize={width:0,height:0},this.totalScrollSize={width:0,height:0},this.offsetWithinScroller={left:0,top:0},this._pendingReflow=!1,this._pendingLayoutUpdate=!1,this._pin=null,this._firstVisible=0,this._lastVisible=0,this._physicalMin=0,this._physicalMax=0,this._first=-1,this._last=-1,this._sizeDim="height",this._secondarySizeDim="width",this._positionDim="top",this._secondaryPositionDim="left",this._scrollPosition=0,this._scrollError=0,this._items=[],this._scrollSize=1,this._overhang=1e3,this._hostSink=t,Promise.resolve().then(()=>this.config=n||this._getDefaultConfig())}set config(t){Object.assign(this,Object.assign({},this._getDefaultConfig(),t))}get config(){return{direction:this.direction}}get items(){return this._items}set items(t){this._setItems(t)}_setItems(t){t!==this._items&&(this._items=t,this._scheduleReflow())}get direction(){return this._direction}set direction(t){t=t==="horizontal"?t:"vertical",t!==this._direction&&(this._direction=t,this._sizeDim=t==="horizontal"?"width":"height",this._secondarySizeDim=t==="horizontal"?"height":"width",this._positionDim=t==="horizontal"?"left":"top",this._secondaryPositionDim=t==="horizontal"?"top":"left",this._triggerReflow())}get viewportSize(){return this._viewportSize}set viewportSize(t){let{_viewDim1:n,_viewDim2:r}=this;Object.assign(this._viewportSize,t),r!==this._viewDim2?this._scheduleLayoutUpdate():n!==this._viewDim1&&this._checkThresholds()}get viewportScroll(){return this._latestCoords}set viewportScroll(t){Object.assign(this._latestCoords,t);let n=this._scrollPosition;this._scrollPosition=this._latestCoords[this._positionDim],Math.abs(n-this._scrollPosition)>=1&&this._checkThresholds()}reflowIfNeeded(t=!1){(t||this._pendingReflow)&&(this._pendingReflow=!1,this._reflow())}set pin(t){this._pin=t,this._triggerReflow()}get pin(){if(this._pin!==null){let{index:t,block:n}=this._pin;return{index:Math.max(0,Math.min(t,this.items.length-1)),block:n}}return null}_clampScrollPosition(t){return Math.max(-this.offsetWithinScroller[this._positionDim],Math.min(t,this.totalScrollSize[Zf(this.direction)]-this._viewDim1))}unpin(){this._pin!==null&&(this._sendUnpinnedMessage(),this._pin=null)}_updateLayout(){}get _viewDim1(){return this._viewportSize[this._sizeDim]}get _viewDim2(){return this._viewportSize[this._secondarySizeDim]}_scheduleReflow(){this._pendingReflow=!0}_scheduleLayoutUpdate(){this._pendingLayoutUpdate=!0,this._scheduleReflow()}_triggerReflow(){this._scheduleLayoutUpdate(),Promise.resolve().then(()=>this.reflowIfNeeded())}_reflow(){this._pendingLayoutUpdate&&(this._updateLayout(),this._pendingLayoutUpdate=!1),this._updateScrollSize(),this._setPositionFromPin(),this._getActiveItems(),this._updateVisibleIndices(),this._sendStateChangedMessage()}_setPositionFromPin(){if(this.pin!==null){let t=this._scrollPosition,{index:n,block:r}=this.pin;this._scrollPosition=this._calculateScrollIntoViewPosition({index:n,block:r||"start"})-this.offsetWithinScroller[this._positionDim],this._scrollError=t-this._scrollPosition}}_calculateScrollIntoViewPosition(t){let{block:n}=t,r=Math.min(this.items.length,Math.max(0,t.index)),i=this._getItemPosition(r)[this._positionDim],s=i;if(n!=="start"){let o=this._getItemSize(r)[this._sizeDim];if(n==="center")s=i-.5*this._viewDim1+.5*o;else{let a=i-this._viewDim1+o;if(n==="end")s=a;else{let l=this._scrollPosition;s=Math.abs(l-i)<Math.abs(l-a)?i:a}}}return s+=this.offsetWithinScroller[this._positionDim],this._clampScrollPosition(s)}getScrollIntoViewCoordinates(t){return{[this._positionDim]:this._calculateScrollIntoViewPosition(t)}}_sendUnpinnedMessage(){this._hostSink({type:"unpinned"})}_sendVisibilityChangedMessage(){this._hostSink({type:"visibilityChanged",firstVisible:this._firstVisible,lastVisible:this._lastVisible})}_sendStateChangedMessage(){let t=new Map;if(this._first!==-1&&this._last!==-1)for(let r=this._first;r<=this._last;r++)t.set(r,this._getItemPosition(r));let n={type:"stateChanged",scrollSize:{[this._sizeDim]:this._scrollSize,[this._secondarySizeDim]:null},range:{first:this._first,last:this._last,firstVisible:this._firstVisible,lastVisible:this._lastVisible},childPositions:t};this._scrollError&&(n.scrollError={[this._positionDim]:this._scrollError,[this._secondaryPositionDim]:0},this._scrollError=0),this._hostSink(n)}get _num(){return this._first===-1||this._last===-1?0:this._last-this._first+1}_checkThresholds(){if(this._viewDim1===0&&this._num>0||this._pin!==null)this._scheduleReflow();else{let t=Math.max(0,this._scrollPosition-this._overhang),n=Math.min(this._scrollSize,this._scrollPosition+this._viewDim1+this._overhang);this._physicalMin>t||this._physicalMax<n?this._scheduleReflow():this._updateVisibleIndices({emit:!0})}}_updateVisibleIndices(t){if(this._first===-1||this._last===-1)return;let n=this._first;for(;n<this._last&&Math.round(this._getItemPosition(n)[this._positionDim]+this._getItemSize(n)[this._sizeDim])<=Math.round(this._scrollPosition);)n++;let r=this._last;for(;r>this._first&&Math.round(this._getItemPosition(r)[this._positionDim])>=Math.round(this._scrollPosition+this._viewDim1);)r--;(n!==this._firstVisible||r!==this._lastVisible)&&(this._firstVisible=n,this._lastVisible=r,t&&t.emit&&this._sendVisibilityChangedMessage())}}});var sy={};tC(sy,{FlowLayout:()=>Kl,flow:()=>xT});function iy(e){return e==="horizontal"?"marginLeft":"marginTop"}function wT(e){return e==="horizontal"?"marginRight":"marginBottom"}function _T(e){return e==="horizontal"?"xOffset":"yOffset"}function $T(e,t){let n=[e,t].sort();return n[1]<=0?Math.min(...n):n[0]>=0?Math.max(...n):n[0]+n[1]}var xT,Jf,Kl,oy=yf(()=>{ny();ry();xT=e=>Object.assign({type:Kl},e);Jf=class{constructor(){this._childSizeCache=new ko,this._marginSizeCache=new ko,this._metricsCache=new Map}update(t,n){let r=new Set;Object.keys(t).forEach(i=>{let s=Number(i);this._metricsCache.set(s,t[s]),this._childSizeCache.set(s,t[s][Zf(n)]),r.add(s),r.add(s+1)});for(let i of r){let s=this._metricsCache.get(i)?.[iy(n)]||0,o=this._metricsCache.get(i-1)?.[wT(n)]||0;this._marginSizeCache.set(i,$T(s,o))}}get averageChildSize(){return this._childSizeCache.averageSize}get totalChildSize(){return this._childSizeCache.totalSize}get averageMarginSize(){return this._marginSizeCache.averageSize}get totalMarginSize(){return this._marginSizeCache.totalSize}getLeadingMarginValue(t,n){return this._metricsCache.get(t)?.[iy(n)]||0}getChildSize(t){return this._childSizeCache.getSize(t)}getMarginSize(t){return this._marginSizeCache.getSize(t)}clear(){this._childSizeCache.clear(),this._marginSizeCache.clear(),this._metricsCache.clear()}},Kl=class extends Wl{constructor(){super(...arguments),this._itemSize={width:100,height:100},this._physicalItems=new Map,this._newPhysicalItems=new Map,this._metricsCache=new Jf,this._anchorIdx=null,this._anchorPos=null,this._stable=!0,this._measureChildren=!0,this._estimate=!0}get measureChildren(){return this._measureChildren}updateItemSizes(t){this._metricsCache.update(t,this.direction),this._scheduleReflow()}_getPhysicalItem(t){return this._newPhysicalItems.get(t)??this._physicalItems.get(t)}_getSize(t){return this._getPhysicalItem(t)&&this._metricsCache.getChildSize(t)}_getAverageSize(){return this._metricsCache.averageChildSize||this._itemSize[this._sizeDim]}_estimatePosition(t){let n=this._metricsCache;if(this._first===-1||this._last===-1)return n.averageMarginSize+t*(n.averageMarginSize+this._getAverageSize());if(t<this._first){let r=this._first-t;return this._getPhysicalItem(this._first).pos-(n.getMarginSize(this._first-1)||n.averageMarginSize)-(r*n.averageChildSize+(r-1)*n.averageMarginSize)}else{let r=t-this._last;return this._getPhysicalItem(this._last).pos+(n.getChildSize(this._last)||n.averageChildSize)+(n.getMarginSize(this._last)||n.averageMarginSize)+r*(n.averageChildSize+n.averageMarginSize)}}_getPosition(t){let n=this._getPhysicalItem(t),{averageMarginSize:r}=this._metricsCache;return t===0?this._metricsCache.getMarginSize(0)??r:n?n.pos:this._estimatePosition(t)}_calculateAnchor(t,n){return t<=0?0:n>this._scrollSize-this._viewDim1?this.items.length-1:Math.max(0,Math.min(this.items.length-1,Math.floor((t+n)/2/this._delta)))}_getAnchor(t,n){if(this._physicalItems.size===0)return this._calculateAnchor(t,n);if(this._first<0)return this._calculateAnchor(t,n);if(this._last<0)return this._calculateAnchor(t,n);let r=this._getPhysicalItem(this._first),i=this._getPhysicalItem(this._last),s=r.pos;if(i.pos+this._metricsCache.getChildSize(this._last)<t)return this._calculateAnchor(t,n);if(s>n)return this._calculateAnchor(t,n);let l=this._firstVisible-1,u=-1/0;for(;u<t;)u=this._getPhysicalItem(++l).pos+this._metricsCache.getChildSize(l);return l}_getActiveItems(){this._viewDim1===0||this.items.length===0?this._clearItems():this._getItems()}_clearItems(){this._first=-1,this._last=-1,this._physicalMin=0,this._physicalMax=0;let t=this._newPhysicalItems;this._newPhysicalItems=this._physicalItems,this._newPhysicalItems.clear(),this._physicalItems=t,this._stable=!0}_getItems(){let t=this._newPhysicalItems;this._stable=!0;let n,r;if(this.pin!==null){let{index:u}=this.pin;this._anchorIdx=u,this._anchorPos=this._getPosition(u)}if(n=this._scrollPosition-this._overhang,r=this._scrollPosition+this._viewDim1+this._overhang,r<0||n>this._scrollSize){this._clearItems();return}(this._anchorIdx===null||this._anchorPos===null)&&(this._anchorIdx=this._getAnchor(n,r),this._anchorPos=this._getPosition(this._anchorIdx));let i=this._getSize(this._anchorIdx);i===void 0&&(this._stable=!1,i=this._getAverageSize());let s=this._metricsCache.getMarginSize(this._anchorIdx)??this._metricsCache.averageMarginSize,o=this._metricsCache.getMarginSize(this._anchorIdx+1)??this._metricsCache.averageMarginSize;this._anchorIdx===0&&(this._anchorPos=s),this._anchorIdx===this.items.length-1&&(this._anchorPos=this._scrollSize-o-i);let a=0;for(this._anchorPos+i+o<n&&(a=n-(this._anchorPos+i+o)),this._anchorPos-s>r&&(a=r-(this._anchorPos-s)),a&&(this._scrollPosition-=a,n-=a,r-=a,this._scrollError+=a),t.set(this._anchorIdx,{pos:this._anchorPos,size:i}),this._first=this._last=this._anchorIdx,this._physicalMin=this._anchorPos-s,this._physicalMax=this._anchorPos+i+o;this._physicalMin>n&&this._first>0;){let u=this._getSize(--this._first);u===void 0&&(this._stable=!1,u=this._getAverageSize());let c=this._metricsCache.getMarginSize(this._first);c===void 0&&(this._stable=!1,c=this._metricsCache.averageMarginSize),this._physicalMin-=u;let f=this._physicalMin;if(t.set(this._first,{pos:f,size:u}),this._physicalMin-=c,this._stable===!1&&this._estimate===!1)break}for(;this._physicalMax<r&&this._last<this.items.length-1;){let u=this._getSize(++this._last);u===void 0&&(this._stable=!1,u=this._getAverageSize());let c=this._metricsCache.getMarginSize(this._last);c===void 0&&(this._stable=!1,c=this._metricsCache.averageMarginSize);let f=this._physicalMax;if(t.set(this._last,{pos:f,size:u}),this._physicalMax+=u+c,!this._stable&&!this._estimate)break}let l=this._calculateError();l&&(this._physicalMin-=l,this._physicalMax-=l,this._anchorPos-=l,this._scrollPosition-=l,t.forEach(u=>u.pos-=l),this._scrollError+=l),this._stable&&(this._newPhysicalItems=this._physicalItems,this._newPhysicalItems.clear(),this._physicalItems=t)}_calculateError(){return this._first===0?this._physicalMin:this._physicalMin<=0?this._physicalMin-this._first*this._delta:this._last===this.items.length-1?this._physicalMax-this._scrollSize:this._physicalMax>=this._scrollSize?this._physicalMax-this._scrollSize+(this.items.length-1-this._last)*this._delta:0}_reflow(){let{_first:t,_last:n}=this;super._reflow(),(this._first===-1&&this._last==-1||this._first===t&&this._last===n)&&this._resetReflowState()}_resetReflowState(){this._anchorIdx=null,this._anchorPos=null,this._stable=!0}_updateScrollSize(){let{averageMarginSize:t}=this._metricsCache;this._scrollSize=Math.max(1,this.items.length*(t+this._getAverageSize())+t)}get _delta(){let{averageMarginSize:t}=this._metricsCache;return this._getAverageSize()+t}_getItemPosition(t){return{[this._positionDim]:this._getPosition(t),[this._secondaryPositionDim]:0,[_T(this.direction)]:-(this._metricsCache.getLeadingMarginValue(t,this.direction)??this._metricsCache.averageMarginSize)}}_getItemSize(t){return{[this._sizeDim]:this._getSize(t)||this._getAverageSize(),[this._secondarySizeDim]:this._itemSize[this._secondarySizeDim]}}_viewDim2Changed(){this._metricsCache.clear(),this._scheduleReflow()}}});var cl=globalThis,fl=cl.ShadowRoot&&(cl.ShadyCSS===void 0||cl.ShadyCSS.nativeShadow)&&"adoptedStyleSheets"in Document.prototype&&"replace"in CSSStyleSheet.prototype,vf=Symbol(),hb=new WeakMap,uo=class{constructor(t,n,r){if(this._$cssResult$=!0,r!==vf)throw Error("CSSResult is not constructable. Use `unsafeCSS` or `css` instead.");this.cssText=t,this.t=n}get styleSheet(){let t=this.o,n=this.t;if(fl&&t===void 0){let r=n!==void 0&&n.length===1;r&&(t=hb.get(n)),t===void 0&&((this.o=t=new CSSStyleSheet).replaceSync(this.cssText),r&&hb.set(n,t))}return t}toString(){return this.cssText}},dl=e=>new uo(typeof e=="string"?e:e+"",void 0,vf),Y=(e,...t)=>{let n=e.length===1?e[0]:t.reduce((r,i,s)=>r+(o=>{if(o._$cssResult$===!0)return o.cssText;if(typeof o=="number")return o;throw Error("Value passed to 'css' function must be a 'css' function result: "+o+". Use 'unsafeCSS' to pass non-literal values, but take care to ensure page security.")})(i)+e[s+1],e[0]);return new uo(n,e,vf)},pb=(e,t)=>{if(fl)e.adoptedStyleSheets=t.map(n=>n instanceof CSSStyleSheet?n:n.styleSheet);else for(let n of t){let r=document.createElement("style"),i=cl.litNonce;i!==void 0&&r.setAttribute("nonce",i),r.textContent=n.cssText,e.appendChild(r)}},xf=fl?e=>e:e=>e instanceof CSSStyleSheet?(t=>{let n="";for(let r of t.cssRules)n+=r.cssText;return dl(n)})(e):e;var{is:nC,defineProperty:rC,getOwnPropertyDescriptor:iC,getOwnPropertyNames:sC,getOwnPropertySymbols:oC,getPrototypeOf:aC}=Object,hl=globalThis,mb=hl.trustedTypes,lC=mb?mb.emptyScript:"",uC=hl.reactiveElementPolyfillSupport,co=(e,t)=>e,fo={toAttribute(e,t){switch(t){case Boolean:e=e?lC:null;break;case Object:case Array:e=e==null?e:JSON.stringify(e)}return e},fromAttribute(e,t){let n=e;switch(t){case Boolean:n=e!==null;break;case Number:n=e===null?null:Number(e);break;case Object:case Array:try{n=JSON.parse(e)}catch{n=null}}return n}},pl=(e,t)=>!nC(e,t),gb={attribute:!0,type:String,converter:fo,reflect:!1,useDefault:!1,hasChanged:pl};Symbol.metadata??=Symbol("metadata"),hl.litPropertyMetadata??=new WeakMap;var qn=class extends HTMLElement{static addInitializer(t){this._$Ei(),(this.l??=[]).push(t)}static get observedAttributes(){return this.finalize(),this._$Eh&&[...this._$Eh.keys()]}static createProperty(t,n=gb){if(n.state&&(n.attribute=!1),this._$Ei(),this.prototype.hasOwnProperty(t)&&((n=Object.create(n)).wrapped=!0),this.elementProperties.set(t,n),!n.noAccessor){let r=Symbol(),i=this.getPropertyDescriptor(t,r,n);i!==void 0&&rC(this.prototype,t,i)}}static getPropertyDescriptor(t,n,r){let{get:i,set:s}=iC(this.prototype,t)??{get(){return this[n]},set(o){this[n]=o}};return{get:i,set(o){let a=i?.call(this);s?.call(this,o),this.requestUpdate(t,a,r)},configurable:!0,enumerable:!0}}static getPropertyOptions(t){return this.elementProperties.get(t)??gb}static _$Ei(){if(this.hasOwnProperty(co("elementProperties")))return;let t=aC(this);t.finalize(),t.l!==void 0&&(this.l=[...t.l]),this.elementProperties=new Map(t.elementProperties)}static finalize(){if(this.hasOwnProperty(co("finalized")))return;if(this.finalized=!0,this._$Ei(),this.hasOwnProperty(co("properties"))){let n=this.properties,r=[...sC(n),...oC(n)];for(let i of r)this.createProperty(i,n[i])}let t=this[Symbol.metadata];if(t!==null){let n=litPropertyMetadata.get(t);if(n!==void 0)for(let[r,i]of n)this.elementProperties.set(r,i)}this._$Eh=new Map;for(let[n,r]of this.elementProperties){let i=this._$Eu(n,r);i!==void 0&&this._$Eh.set(i,n)}this.elementStyles=this.finalizeStyles(this.styles)}static finalizeStyles(t){let n=[];if(Array.isArray(t)){let r=new Set(t.flat(1/0).reverse());for(let i of r)n.unshift(xf(i))}else t!==void 0&&n.push(xf(t));return n}static _$Eu(t,n){let r=n.attribute;return r===!1?void 0:typeof r=="string"?r:typeof t=="string"?t.toLowerCase():void 0}constructor(){super(),this._$Ep=void 0,this.isUpdatePending=!1,this.hasUpdated=!1,this._$Em=null,this._$Ev()}_$Ev(){this._$ES=new Promise(t=>this.enableUpdating=t),this._$AL=new Map,this._$E_(),this.requestUpdate(),this.constructor.l?.forEach(t=>t(this))}addController(t){(this._$EO??=new Set).add(t),this.renderRoot!==void 0&&this.isConnected&&t.hostConnected?.()}removeController(t){this._$EO?.delete(t)}_$E_(){let t=new Map,n=this.constructor.elementProperties;for(let r of n.keys())this.hasOwnProperty(r)&&(t.set(r,this[r]),delete this[r]);t.size>0&&(this._$Ep=t)}createRenderRoot(){let t=this.shadowRoot??this.attachShadow(this.constructor.shadowRootOptions);return pb(t,this.constructor.elementStyles),t}connectedCallback(){this.renderRoot??=this.createRenderRoot(),this.enableUpdating(!0),this._$EO?.forEach(t=>t.hostConnected?.())}enableUpdating(t){}disconnectedCallback(){this._$EO?.forEach(t=>t.hostDisconnected?.())}attributeChangedCallback(t,n,r){this._$AK(t,r)}_$ET(t,n){let r=this.constructor.elementProperties.get(t),i=this.constructor._$Eu(t,r);if(i!==void 0&&r.reflect===!0){let s=(r.converter?.toAttribute!==void 0?r.converter:fo).toAttribute(n,r.type);this._$Em=t,s==null?this.removeAttribute(i):this.setAttribute(i,s),this._$Em=null}}_$AK(t,n){let r=this.constructor,i=r._$Eh.get(t);if(i!==void 0&&this._$Em!==i){let s=r.getPropertyOptions(i),o=typeof s.converter=="function"?{fromAttribute:s.converter}:s.converter?.fromAttribute!==void 0?s.converter:fo;this._$Em=i;let a=o.fromAttribute(n,s.type);this[i]=a??this._$Ej?.get(i)??a,this._$Em=null}}requestUpdate(t,n,r,i=!1,s){if(t!==void 0){let o=this.constructor;if(i===!1&&(s=this[t]),r??=o.getPropertyOptions(t),!((r.hasChanged??pl)(s,n)||r.useDefault&&r.reflect&&s===this._$Ej?.get(t)&&!this.hasAttribute(o._$Eu(t,r))))return;this.C(t,n,r)}this.isUpdatePending===!1&&(this._$ES=this._$EP())}C(t,n,{useDefault:r,reflect:i,wrapped:s},o){r&&!(this._$Ej??=new Map).has(t)&&(this._$Ej.set(t,o??n??this[t]),s!==!0||o!==void 0)||(this._$AL.has(t)||(this.hasUpdated||r||(n=void 0),this._$AL.set(t,n)),i===!0&&this._$Em!==t&&(this._$Eq??=new Set).add(t))}async _$EP(){this.isUpdatePending=!0;try{await this._$ES}catch(n){Promise.reject(n)}let t=this.scheduleUpdate();return t!=null&&await t,!this.isUpdatePending}scheduleUpdate(){return this.performUpdate()}performUpdate(){if(!this.isUpdatePending)return;if(!this.hasUpdated){if(this.renderRoot??=this.createRenderRoot(),this._$Ep){for(let[i,s]of this._$Ep)this[i]=s;this._$Ep=void 0}let r=this.constructor.elementProperties;if(r.size>0)for(let[i,s]of r){let{wrapped:o}=s,a=this[i];o!==!0||this._$AL.has(i)||a===void 0||this.C(i,void 0,s,a)}}let t=!1,n=this._$AL;try{t=this.shouldUpdate(n),t?(this.willUpdate(n),this._$EO?.forEach(r=>r.hostUpdate?.()),this.update(n)):this._$EM()}catch(r){throw t=!1,this._$EM(),r}t&&this._$AE(n)}willUpdate(t){}_$AE(t){this._$EO?.forEach(n=>n.hostUpdated?.()),this.hasUpdated||(this.hasUpdated=!0,this.firstUpdated(t)),this.updated(t)}_$EM(){this._$AL=new Map,this.isUpdatePending=!1}get updateComplete(){return this.getUpdateComplete()}getUpdateComplete(){return this._$ES}shouldUpdate(t){return!0}update(t){this._$Eq&&=this._$Eq.forEach(n=>this._$ET(n,this[n])),this._$EM()}updated(t){}firstUpdated(t){}};qn.elementStyles=[],qn.shadowRootOptions={mode:"open"},qn[co("elementProperties")]=new Map,qn[co("finalized")]=new Map,uC?.({ReactiveElement:qn}),(hl.reactiveElementVersions??=[]).push("2.1.2");var _f=globalThis,bb=e=>e,ml=_f.trustedTypes,yb=ml?ml.createPolicy("lit-html",{createHTML:e=>e}):void 0,$f="$lit$",Vn=`lit$${Math.random().toFixed(9).slice(2)}$`,Sf="?"+Vn,cC=`<${Sf}>`,Vr=document,po=()=>Vr.createComment(""),mo=e=>e===null||typeof e!="object"&&typeof e!="function",kf=Array.isArray,Sb=e=>kf(e)||typeof e?.[Symbol.iterator]=="function",wf=`[ 	
\f\r]`,ho=/<(?:(!--|\/[^a-zA-Z])|(\/?[a-zA-Z][^>\s]*)|(\/?$))/g,vb=/-->/g,xb=/>/g,Br=RegExp(`>|${wf}(?:([^\\s"'>=/]+)(${wf}*=${wf}*(?:[^ 	
\f\r"'\`<>=]|("|')|))|$)`,"g"),wb=/'/g,_b=/"/g,kb=/^(?:script|style|textarea|title)$/i,Cf=e=>(t,...n)=>({_$litType$:e,strings:t,values:n}),g=Cf(1),LR=Cf(2),DR=Cf(3),en=Symbol.for("lit-noChange"),T=Symbol.for("lit-nothing"),$b=new WeakMap,qr=Vr.createTreeWalker(Vr,129);function Cb(e,t){if(!kf(e)||!e.hasOwnProperty("raw"))throw Error("invalid template strings array");return yb!==void 0?yb.createHTML(t):t}var Tb=(e,t)=>{let n=e.length-1,r=[],i,s=t===2?"<svg>":t===3?"<math>":"",o=ho;for(let a=0;a<n;a++){let l=e[a],u,c,f=-1,d=0;for(;d<l.length&&(o.lastIndex=d,c=o.exec(l),c!==null);)d=o.lastIndex,o===ho?c[1]==="!--"?o=vb:c[1]!==void 0?o=xb:c[2]!==void 0?(kb.test(c[2])&&(i=RegExp("</"+c[2],"g")),o=Br):c[3]!==void 0&&(o=Br):o===Br?c[0]===">"?(o=i??ho,f=-1):c[1]===void 0?f=-2:(f=o.lastIndex-c[2].length,u=c[1],o=c[3]===void 0?Br:c[3]==='"'?_b:wb):o===_b||o===wb?o=Br:o===vb||o===xb?o=ho:(o=Br,i=void 0);let h=o===Br&&e[a+1].startsWith("/>")?" ":"";s+=o===ho?l+cC:f>=0?(r.push(u),l.slice(0,f)+$f+l.slice(f)+Vn+h):l+Vn+(f===-2?a:h)}return[Cb(e,s+(e[n]||"<?>")+(t===2?"</svg>":t===3?"</math>":"")),r]},go=class e{constructor({strings:t,_$litType$:n},r){let i;this.parts=[];let s=0,o=0,a=t.length-1,l=this.parts,[u,c]=Tb(t,n);if(this.el=e.createElement(u,r),qr.currentNode=this.el.content,n===2||n===3){let f=this.el.content.firstChild;f.replaceWith(...f.childNodes)}for(;(i=qr.nextNode())!==null&&l.length<a;){if(i.nodeType===1){if(i.hasAttributes())for(let f of i.getAttributeNames())if(f.endsWith($f)){let d=c[o++],h=i.getAttribute(f).split(Vn),p=/([.?@])?(.*)/.exec(d);l.push({type:1,index:s,name:p[2],strings:h,ctor:p[1]==="."?bl:p[1]==="?"?yl:p[1]==="@"?vl:Hr}),i.removeAttribute(f)}else f.startsWith(Vn)&&(l.push({type:6,index:s}),i.removeAttribute(f));if(kb.test(i.tagName)){let f=i.textContent.split(Vn),d=f.length-1;if(d>0){i.textContent=ml?ml.emptyScript:"";for(let h=0;h<d;h++)i.append(f[h],po()),qr.nextNode(),l.push({type:2,index:++s});i.append(f[d],po())}}}else if(i.nodeType===8)if(i.data===Sf)l.push({type:2,index:s});else{let f=-1;for(;(f=i.data.indexOf(Vn,f+1))!==-1;)l.push({type:7,index:s}),f+=Vn.length-1}s++}}static createElement(t,n){let r=Vr.createElement("template");return r.innerHTML=t,r}};function Ur(e,t,n=e,r){if(t===en)return t;let i=r!==void 0?n._$Co?.[r]:n._$Cl,s=mo(t)?void 0:t._$litDirective$;return i?.constructor!==s&&(i?._$AO?.(!1),s===void 0?i=void 0:(i=new s(e),i._$AT(e,n,r)),r!==void 0?(n._$Co??=[])[r]=i:n._$Cl=i),i!==void 0&&(t=Ur(e,i._$AS(e,t.values),i,r)),t}var gl=class{constructor(t,n){this._$AV=[],this._$AN=void 0,this._$AD=t,this._$AM=n}get parentNode(){return this._$AM.parentNode}get _$AU(){return this._$AM._$AU}u(t){let{el:{content:n},parts:r}=this._$AD,i=(t?.creationScope??Vr).importNode(n,!0);qr.currentNode=i;let s=qr.nextNode(),o=0,a=0,l=r[0];for(;l!==void 0;){if(o===l.index){let u;l.type===2?u=new zi(s,s.nextSibling,this,t):l.type===1?u=new l.ctor(s,l.name,l.strings,this,t):l.type===6&&(u=new xl(s,this,t)),this._$AV.push(u),l=r[++a]}o!==l?.index&&(s=qr.nextNode(),o++)}return qr.currentNode=Vr,i}p(t){let n=0;for(let r of this._$AV)r!==void 0&&(r.strings!==void 0?(r._$AI(t,r,n),n+=r.strings.length-2):r._$AI(t[n])),n++}},zi=class e{get _$AU(){return this._$AM?._$AU??this._$Cv}constructor(t,n,r,i){this.type=2,this._$AH=T,this._$AN=void 0,this._$AA=t,this._$AB=n,this._$AM=r,this.options=i,this._$Cv=i?.isConnected??!0}get parentNode(){let t=this._$AA.parentNode,n=this._$AM;return n!==void 0&&t?.nodeType===11&&(t=n.parentNode),t}get startNode(){return this._$AA}get endNode(){return this._$AB}_$AI(t,n=this){t=Ur(this,t,n),mo(t)?t===T||t==null||t===""?(this._$AH!==T&&this._$AR(),this._$AH=T):t!==this._$AH&&t!==en&&this._(t):t._$litType$!==void 0?this.$(t):t.nodeType!==void 0?this.T(t):Sb(t)?this.k(t):this._(t)}O(t){return this._$AA.parentNode.insertBefore(t,this._$AB)}T(t){this._$AH!==t&&(this._$AR(),this._$AH=this.O(t))}_(t){this._$AH!==T&&mo(this._$AH)?this._$AA.nextSibling.data=t:this.T(Vr.createTextNode(t)),this._$AH=t}$(t){let{values:n,_$litType$:r}=t,i=typeof r=="number"?this._$AC(t):(r.el===void 0&&(r.el=go.createElement(Cb(r.h,r.h[0]),this.options)),r);if(this._$AH?._$AD===i)this._$AH.p(n);else{let s=new gl(i,this),o=s.u(this.options);s.p(n),this.T(o),this._$AH=s}}_$AC(t){let n=$b.get(t.strings);return n===void 0&&$b.set(t.strings,n=new go(t)),n}k(t){kf(this._$AH)||(this._$AH=[],this._$AR());let n=this._$AH,r,i=0;for(let s of t)i===n.length?n.push(r=new e(this.O(po()),this.O(po()),this,this.options)):r=n[i],r._$AI(s),i++;i<n.length&&(this._$AR(r&&r._$AB.nextSibling,i),n.length=i)}_$AR(t=this._$AA.nextSibling,n){for(this._$AP?.(!1,!0,n);t!==this._$AB;){let r=bb(t).nextSibling;bb(t).remove(),t=r}}setConnected(t){this._$AM===void 0&&(this._$Cv=t,this._$AP?.(t))}},Hr=class{get tagName(){return this.element.tagName}get _$AU(){return this._$AM._$AU}constructor(t,n,r,i,s){this.type=1,this._$AH=T,this._$AN=void 0,this.element=t,this.name=n,this._$AM=i,this.options=s,r.length>2||r[0]!==""||r[1]!==""?(this._$AH=Array(r.length-1).fill(new String),this.strings=r):this._$AH=T}_$AI(t,n=this,r,i){let s=this.strings,o=!1;if(s===void 0)t=Ur(this,t,n,0),o=!mo(t)||t!==this._$AH&&t!==en,o&&(this._$AH=t);else{let a=t,l,u;for(t=s[0],l=0;l<s.length-1;l++)u=Ur(this,a[r+l],n,l),u===en&&(u=this._$AH[l]),o||=!mo(u)||u!==this._$AH[l],u===T?t=T:t!==T&&(t+=(u??"")+s[l+1]),this._$AH[l]=u}o&&!i&&this.j(t)}j(t){t===T?this.element.removeAttribute(this.name):this.element.setAttribute(this.name,t??"")}},bl=class extends Hr{constructor(){super(...arguments),this.type=3}j(t){this.element[this.name]=t===T?void 0:t}},yl=class extends Hr{constructor(){super(...arguments),this.type=4}j(t){this.element.toggleAttribute(this.name,!!t&&t!==T)}},vl=class extends Hr{constructor(t,n,r,i,s){super(t,n,r,i,s),this.type=5}_$AI(t,n=this){if((t=Ur(this,t,n,0)??T)===en)return;let r=this._$AH,i=t===T&&r!==T||t.capture!==r.capture||t.once!==r.once||t.passive!==r.passive,s=t!==T&&(r===T||i);i&&this.element.removeEventListener(this.name,this,r),s&&this.element.addEventListener(this.name,this,t),this._$AH=t}handleEvent(t){typeof this._$AH=="function"?this._$AH.call(this.options?.host??this.element,t):this._$AH.handleEvent(t)}},xl=class{constructor(t,n,r){this.element=t,this.type=6,this._$AN=void 0,this._$AM=n,this.options=r}get _$AU(){return this._$AM._$AU}_$AI(t){Ur(this,t)}},Mb={M:$f,P:Vn,A:Sf,C:1,L:Tb,R:gl,D:Sb,V:Ur,I:zi,H:Hr,N:yl,U:vl,B:bl,F:xl},fC=_f.litHtmlPolyfillSupport;fC?.(go,zi),(_f.litHtmlVersions??=[]).push("3.3.3");var Ab=(e,t,n)=>{let r=n?.renderBefore??t,i=r._$litPart$;if(i===void 0){let s=n?.renderBefore??null;r._$litPart$=i=new zi(t.insertBefore(po(),s),s,void 0,n??{})}return i._$AI(e),i};var Tf=globalThis,X=class extends qn{constructor(){super(...arguments),this.renderOptions={host:this},this._$Do=void 0}createRenderRoot(){let t=super.createRenderRoot();return this.renderOptions.renderBefore??=t.firstChild,t}update(t){let n=this.render();this.hasUpdated||(this.renderOptions.isConnected=this.isConnected),super.update(t),this._$Do=Ab(n,this.renderRoot,this.renderOptions)}connectedCallback(){super.connectedCallback(),this._$Do?.setConnected(!0)}disconnectedCallback(){super.disconnectedCallback(),this._$Do?.setConnected(!1)}render(){return en}};X._$litElement$=!0,X.finalized=!0,Tf.litElementHydrateSupport?.({LitElement:X});var dC=Tf.litElementPolyfillSupport;dC?.({LitElement:X});(Tf.litElementVersions??=[]).push("4.2.2");var Eb=["label","count","count_a","count_b","value_a","value_b","gap","bound","p_value"],wl=["value_a","value_b","gap"],Rb=["label","count","count_a","count_b","value_a","value_b","gap","lower","upper","p_value","bound","significant","insufficient"],Pb=["label","count","count_a","count_b","value_a","value_b","gap","lower","upper","p_value","significant","insufficient"],Nb=["gap","bound"],Fi="label_associations",Ib="skew_size",gt=["negligible","small","medium","large"],bo=[.1,.3,.5],Lb=["class","n","cramers_v","band","accuracy","worst_group","worst_group_accuracy","gap","lower","upper","p_value","significant"],Db="group_metrics",Ob="detection_recall",zb="harmful_label_association",Fb="geodiversity",Bb="retrieval_precision",qb=["key","value_a","value_b","delta","rank_a","rank_b","movement","presence","beyond_uncertainty"];var pr=class extends Error{constructor(n,r,i){super(n);this.status=r;this.url=i;this.name="ApiError"}},hC="fairness:associations-response",pC="fairness:skew-response";function kt(e){let t=new URLSearchParams;for(let[n,r]of Object.entries(e))r!==null&&t.set(n,String(r));return t.toString()}function mC(e){return"associations?"+kt({run:e.run,tag:e.tag,step:e.step,metric:e.metric,a:e.a,b:e.b,level:e.level??null,q:e.q??null,min_count:e.min_count??null,rank_by:e.rank_by??null})}function gC(e){return"skew?"+kt({run:e.run,tag:e.tag,step:e.step,mev:e.mev,level:e.level??null,q:e.q??null})}function bC(e){return"skew_class?"+kt({run:e.run,tag:e.tag,step:e.step,class:e.class,mev:e.mev,k:e.k,limit:e.limit})}function yC(e){return"groups?"+kt({run:e.run,tag:e.tag,step:e.step,metric:e.metric,grouping:e.grouping,min_count:e.min_count,q:e.q??null})}function vC(e){let t=e.a!==null&&e.b!==null;return"group_disparity?"+kt({run:e.run,tag:e.tag,step:e.step,metric:e.metric,a:t?e.a:null,b:t?e.b:null,grouping:t?null:e.grouping,min_count:e.min_count,q:e.q??null})}function xC(e){return"detection?"+kt({run:e.run,tag:e.tag,step:e.step,grouping:e.grouping,min_count:e.min_count,q:e.q??null})}function wC(e){return"detection_disparity?"+kt({run:e.run,tag:e.tag,step:e.step,a:e.a,b:e.b,min_count:e.min_count,q:e.q??null})}function _C(e){return"harmful?"+kt({run:e.run,tag:e.tag,step:e.step})}function $C(e){return"geodiversity?"+kt({run:e.run,tag:e.tag,step:e.step,by:e.by,q:e.q??null})}function SC(e){return"retrieval?"+kt({run:e.run,tag:e.tag,step:e.step,q:e.q??null})}function kC(e){return"diff?"+kt({...e.options,tag:e.tag,run:e.run,step:e.step,vs_run:e.vs_run,vs_step:e.vs_step})}function CC(e){let t=new URLSearchParams(kt({...e.options,tag:e.tag}));for(let n of e.runs)t.append("run",n);return"trend?"+t.toString()}function U(e,t){throw new pr(`malformed response from ${e.split("?")[0]}: ${t}`,null,e)}function me(e){return typeof e=="object"&&e!==null&&!Array.isArray(e)}function TC(e,t="associations"){me(e)||U(t,"not an object");let n=e.rows;(typeof n!="number"||!Number.isInteger(n)||n<0)&&U(t,"`rows` is not a count"),(!me(e.columns)||!me(e.states))&&U(t,"no `columns` or `states`");let r=e.columns,i=e.states;for(let s of Rb){let o=r[s];(!Array.isArray(o)||o.length!==n)&&U(t,`column \`${s}\` does not have ${n} rows`)}for(let s of wl){let o=i[s];(!Array.isArray(o)||o.length!==n)&&U(t,`states \`${s}\` does not have ${n} rows`)}return(!Array.isArray(e.identities)||!Array.isArray(e.metrics))&&U(t,"no `identities` or `metrics`"),e}function MC(e,t="skew"){me(e)||U(t,"not an object");let n=e.rows;(typeof n!="number"||!Number.isInteger(n)||n<0)&&U(t,"`rows` is not a count"),me(e.model)||U(t,"no `model`"),(!me(e.columns)||!me(e.states))&&U(t,"no `columns` or `states`");let r=e.columns;for(let s of Lb){let o=r[s];(!Array.isArray(o)||o.length!==n)&&U(t,`column \`${s}\` does not have ${n} rows`)}let i=e.states.cramers_v;return(!Array.isArray(i)||i.length!==n)&&U(t,`states \`cramers_v\` does not have ${n} rows`),Array.isArray(e.groups)||U(t,"no `groups`"),me(e.reasons)||U(t,"no `reasons`"),e}function AC(e,t="skew_class"){me(e)||U(t,"not an object");let{groups:n,labels:r}=e;(!Array.isArray(n)||!Array.isArray(r))&&U(t,"no `groups` or `labels`");for(let i of["group_n","group_accuracy","other","counts"]){let s=e[i];(!Array.isArray(s)||s.length!==n.length)&&U(t,`\`${i}\` does not have one entry per group`)}for(let i of["correct","kept"]){let s=e[i];(!Array.isArray(s)||s.length!==r.length)&&U(t,`\`${i}\` does not have one entry per label`)}for(let i of e.counts)(!Array.isArray(i)||i.length!==r.length)&&U(t,"`counts` rows do not have one entry per label");return Array.isArray(e.mistakes)||U(t,"no `mistakes`"),e}function _l(e,t,n,r,i){for(let s of n){let o=t[s];(!Array.isArray(o)||o.length!==r)&&U(e,`\`${s}\` does not have one row per class`);for(let a of o)(!Array.isArray(a)||a.length!==i)&&U(e,`\`${s}\` rows do not have one entry per group`)}}function EC(e,t="groups"){me(e)||U(t,"not an object");let{classes:n,groups:r}=e;return(!Array.isArray(n)||!Array.isArray(r))&&U(t,"no `classes` or `groups`"),_l(t,e,["value","lower","upper","n","state"],n.length,r.length),e.p_value!==void 0&&_l(t,e,["p_value","significant"],n.length,r.length),(!Array.isArray(e.groupings)||!Array.isArray(e.macro))&&U(t,"no `groupings` or `macro`"),me(e.reasons)||U(t,"no `reasons`"),e}function RC(e,t="detection"){me(e)||U(t,"not an object");let{classes:n,groups:r,thresholds:i}=e;return(!Array.isArray(n)||!Array.isArray(r)||!Array.isArray(i))&&U(t,"no `classes`, `groups` or `thresholds`"),_l(t,e,["mar","mar_lower","mar_upper","n","state","ar","ar_lower","ar_upper"],n.length,r.length),e.p_value!==void 0&&_l(t,e,["p_value","significant"],n.length,r.length),Array.isArray(e.groupings)||U(t,"no `groupings`"),me(e.reasons)||U(t,"no `reasons`"),e}function $l(e,t,n,r,i){for(let s of n){let o=t[s];(!Array.isArray(o)||o.length!==r)&&U(e,`\`${s}\` does not have one entry per ${i}`)}}function PC(e,t="harmful"){me(e)||U(t,"not an object");let{groups:n,types:r,thresholds:i}=e;(!Array.isArray(n)||!Array.isArray(r)||!Array.isArray(i))&&U(t,"no `groups`, `types` or `thresholds`"),$l(t,e,["group_counts","hits","hit_rate","lower","upper"],n.length,"group");for(let s of["hit_rate","lower","upper"])for(let o of e[s]){(!Array.isArray(o)||o.length!==r.length)&&U(t,`\`${s}\` rows do not have one entry per type`);for(let a of o)(!Array.isArray(a)||a.length!==i.length)&&U(t,`\`${s}\` does not have one entry per threshold`)}(!Array.isArray(e.labels)||!Array.isArray(e.harmful_types))&&U(t,"no `labels` or `harmful_types`");for(let s of e.labels)(!me(s)||typeof s.label!="string"||!Array.isArray(s.rate)||!Array.isArray(s.gap))&&U(t,"a malformed `labels` entry"),(s.rate.length!==n.length||s.gap.length!==n.length)&&U(t,"`labels` rates do not have one entry per group");return e}function NC(e,t="geodiversity"){me(e)||U(t,"not an object");let{groups:n}=e;return Array.isArray(n)||U(t,"no `groups`"),$l(t,e,["households","images","score","lower","upper","image_rate"],n.length,"group"),e.p_value!==void 0&&$l(t,e,["p_value","significant"],n.length,"group"),Array.isArray(e.groupings)||U(t,"no `groupings`"),e}function IC(e,t="retrieval"){me(e)||U(t,"not an object");let{groups:n,ks:r}=e;(!Array.isArray(n)||!Array.isArray(r))&&U(t,"no `groups` or `ks`");let i=e.p_value!==void 0;$l(t,e,["queries","precision","lower","upper",...i?["p_value","significant"]:[]],n.length,"group");for(let s of["precision","lower","upper",...i?["p_value","significant"]:[]])for(let o of e[s])(!Array.isArray(o)||o.length!==r.length)&&U(t,`\`${s}\` rows do not have one entry per K`);return e}var LC=["class","n_1","n_2","value_1","value_2","gap","lower","upper","p_value","significant"];function Vb(e,t="group_disparity"){me(e)||U(t,"not an object");let n=e.rows;(typeof n!="number"||!Number.isInteger(n)||n<0)&&U(t,"`rows` is not a count"),(!me(e.columns)||!me(e.states))&&U(t,"no `columns` or `states`");let r=e.columns;for(let s of LC){let o=r[s];(!Array.isArray(o)||o.length!==n)&&U(t,`column \`${s}\` does not have ${n} rows`)}let i=e.states.gap;return(!Array.isArray(i)||i.length!==n)&&U(t,`states \`gap\` does not have ${n} rows`),e}function DC(e,t="diff"){me(e)||U(t,"not an object");let n=e.rows;(typeof n!="number"||!Number.isInteger(n)||n<0)&&U(t,"`rows` is not a count"),me(e.columns)||U(t,"no `columns`");let r=e.columns;for(let i of qb){let s=r[i];(!Array.isArray(s)||s.length!==n)&&U(t,`column \`${i}\` does not have ${n} rows`)}return(!me(e.a)||!me(e.b))&&U(t,"no `a` or `b`"),typeof e.value!="string"&&U(t,"no `value`"),e}function OC(e,t="trend"){me(e)||U(t,"not an object"),(!Array.isArray(e.names)||!Array.isArray(e.series))&&U(t,"no `names` or `series`");for(let n of e.series){(!me(n)||typeof n.run!="string"||!Array.isArray(n.points))&&U(t,"a malformed `series` entry");for(let r of n.points)(!me(r)||typeof r.step!="number"||!me(r.values))&&U(t,"a malformed point")}return e}function zC(e,t){return(!me(e)||!me(e.runs))&&U(t,"no `runs`"),e}function FC(e,t){return(!me(e)||!Array.isArray(e.steps))&&U(t,"no `steps`"),e}var It=class{constructor(t){this.fetchFn=t??((n,r)=>globalThis.fetch(n,r))}async getJson(t,n,r){let i;try{i=await this.fetchFn(t,{signal:n})}catch(s){throw n?.aborted?s:new pr(`cannot reach TensorBoard (${s instanceof Error?s.message:String(s)})`,null,t)}if(!i.ok){let s="";try{s=(await i.text()).trim()}catch{}throw new pr(s||`${i.status} ${i.statusText}`.trim(),i.status,t)}r&&typeof performance<"u"&&performance.mark&&performance.mark(r);try{return await i.json()}catch(s){throw n?.aborted?s:new pr(`malformed response from ${t.split("?")[0]}: not JSON`,i.status,t)}}async tags(t){let n="tags";return zC(await this.getJson(n,t),n)}async steps(t,n,r){let i="steps?"+kt({run:t,tag:n});return FC(await this.getJson(i,r),i)}async associations(t,n){let r=mC(t);return TC(await this.getJson(r,n,hC),r)}async skew(t,n){let r=gC(t);return MC(await this.getJson(r,n,pC),r)}async groups(t,n){let r=yC(t);return EC(await this.getJson(r,n),r)}async groupDisparity(t,n){let r=vC(t);return Vb(await this.getJson(r,n),r)}async detection(t,n){let r=xC(t);return RC(await this.getJson(r,n),r)}async detectionDisparity(t,n){let r=wC(t);return Vb(await this.getJson(r,n),r)}async harmful(t,n){let r=_C(t);return PC(await this.getJson(r,n),r)}async geodiversity(t,n){let r=$C(t);return NC(await this.getJson(r,n),r)}async retrieval(t,n){let r=SC(t);return IC(await this.getJson(r,n),r)}async diff(t,n){let r=kC(t);return DC(await this.getJson(r,n),r)}async trend(t,n){let r=CC(t);return OC(await this.getJson(r,n),r)}async skewClass(t,n){let r=bC(t);return AC(await this.getJson(r,n),r)}},Le=Symbol("stale"),ze=class{constructor(){this.generation=0;this.controller=null}async run(t){this.controller?.abort();let n=new AbortController;this.controller=n;let r=++this.generation;try{let i=await t(n.signal);return r===this.generation?i:Le}catch(i){if(r!==this.generation||n.signal.aborted)return Le;throw i}finally{this.controller===n&&(this.controller=null)}}cancel(){this.generation++,this.controller?.abort(),this.controller=null}};var ut="fairness_";function Ct(e){let t=new Map;for(let[n,r]of e)n.startsWith(ut)&&t.set(n.slice(ut.length),r);return t}function Ce(e){if(e===void 0||e.trim()==="")return null;let t=Number(e);return Number.isFinite(t)?t:null}function Sl(e){let t=Ce(e);return t!==null&&Number.isSafeInteger(t)&&t>=0?t:null}function ge(e,t,n){n!==null&&n!==""&&e.push([ut+t,String(n)])}function Bi(e){if(e==="")return{regex:null,error:null};try{return{regex:new RegExp(e,"i"),error:null}}catch(t){return{regex:null,error:t instanceof Error?t.message:String(t)}}}function Ub(e,t,n){if(n===null)return t;let r=new Int32Array(t.length),i=0;for(let s=0;s<t.length;s++){let o=t[s];n.lastIndex=0,n.test(e[o])&&(r[i++]=o)}return r.slice(0,i)}var Yr={run:"run",tag:"tag",step:"step"},BC=new Set(Object.values(Yr).map(e=>ut+e));function Hb(e){let t=[];return ge(t,Yr.run,e.run),ge(t,Yr.tag,e.tag),ge(t,Yr.step,e.step),t}function Yb(e){let t=Ct(e),n=r=>{let i=t.get(r);return i===void 0||i===""?null:i};return{run:n(Yr.run),tag:n(Yr.tag),step:Sl(t.get(Yr.step))}}function Gb(e){let t=[];for(let[n,r]of e)n.startsWith(ut)&&!BC.has(n)&&t.push([n,r]);return t}function jb(e,t){let n=[];for(let r of Object.keys(e).sort()){let i=Object.keys(e[r]).filter(s=>t.includes(e[r][s].kind)).sort();i.length&&n.push({run:r,tags:i})}return n}function Wb(e,t){let n=new Set;for(let r of Object.values(e))for(let i of Object.values(r))t.includes(i.kind)||n.add(i.kind);return[...n].sort()}function Mf(e,t){if(t.length===0)return null;let n=e.run===null&&e.tag!==null?t.find(s=>s.tags.includes(e.tag)):void 0;if(n)return{ref:{...e,run:n.run},moved:!1};let r=t.find(s=>s.run===e.run)??t[0],i=e.tag!==null&&r.tags.includes(e.tag)?e.tag:r.tags[0];return r.run===e.run&&i===e.tag?{ref:e,moved:!1}:e.run===null&&e.tag===null?{ref:{...e,run:r.run,tag:i},moved:!1}:{ref:{run:r.run,tag:i,step:null},moved:!0}}function Kb(e,t){return t.run===null||t.tag===null?null:e[t.run]?.[t.tag]?.kind??null}function kl(e,t){return t===null?null:e.find(n=>n.kind===t)??null}function Xb(e){try{return decodeURIComponent(e)}catch{return e}}function Zb(e){let t=e.startsWith("#")?e.slice(1):e;return t===""?[]:t.split("&").map(n=>{let r=n.indexOf("=");return r<0?{raw:n,key:null,value:null}:{raw:n,key:Xb(n.slice(0,r)),value:Xb(n.slice(r+1))}})}function qC(e){let t=[];for(let n of Zb(e))n.key!==null&&n.value!==null&&t.push([n.key,n.value]);return t}function VC(e,t,n){let r=Zb(e).filter(o=>o.key===null||!o.key.startsWith(t)).map(o=>o.raw),i=n.map(([o,a])=>`${encodeURIComponent(o)}=${encodeURIComponent(a)}`),s=[...r,...i];return s.length?"#"+s.join("&"):""}function Jb(){try{let e=window.parent;if(e!==window)return e.location.hash,e}catch{}return window}function Qb(){return qC(Jb().location.hash)}function e0(e,t){let n=Jb(),r=n.location.hash,i=VC(r,e,t);if(i===r||i===""&&r==="#")return;let s=new URL(n.location.href);s.hash=i,n.history.replaceState(n.history.state,"",s.href)}var UC=new Intl.NumberFormat("en-US",{maximumFractionDigits:0});function z(e){return typeof e=="number"&&Number.isFinite(e)?UC.format(e):""}function tn(e){if(e===0)return"0";let t=Math.abs(e),n;if(t>=1e-4&&t<1e6)n=String(Number(e.toPrecision(4)));else{let[r,i]=e.toExponential(3).split("e");n=`${String(Number(r))}e${Number(i)}`}return n.replace(/^-/,"\u2212").replace(/e-/,"e\u2212")}var HC={"+inf":"+\u221E","-inf":"\u2212\u221E",undefined:"undefined"},YC={"+inf":"Positive infinity: the metric diverges for this label (for example ln of a ratio with a zero denominator). Sorted above every finite value.","-inf":"Negative infinity: the metric diverges for this label (for example ln 0 when the identity and the label never co-occur). Sorted below every finite value.",undefined:"Undefined: the metric has no value for this label (for example 0/0, or nPMI when p = 1). Sorted last in both directions and left out of the gap histogram."};function t0(e,t){if(typeof e=="number"&&Number.isFinite(e))return{text:tn(e),state:null,title:String(e)};let n=t==="+inf"||t==="-inf"?t:"undefined";return{text:HC[n],state:n,title:YC[n]}}function qi(e){if(!Number.isFinite(e))return"";let t=new Date(e*1e3),n=r=>String(r).padStart(2,"0");return`${t.getFullYear()}-${n(t.getMonth()+1)}-${n(t.getDate())} ${n(t.getHours())}:${n(t.getMinutes())}`}function Qe(e){return typeof e=="number"&&Number.isFinite(e)?`${(e*100).toFixed(1)}%`:""}function Cl(e){return typeof e!="number"||!Number.isFinite(e)?"":`${(e*100).toFixed(1).replace(/^-/,"\u2212")} pp`}function Un(e,t=3){return typeof e!="number"||!Number.isFinite(e)?"":e.toFixed(t).replace(/^-/,"\u2212")}function nn(e){if(typeof e!="number"||!Number.isFinite(e))return"";if(e<1e-6)return"<1e\u22126";if(e<.001){let[t,n]=e.toExponential(1).split("e");return GC(`${Number(t)}e${Number(n)}`)}return String(Number(e.toPrecision(2)))}function GC(e){return e.replace(/^-/,"\u2212").replace(/e-/,"e\u2212")}var jC=["class","n","cramers_v","band","p_value","accuracy","worst_group","worst_group_accuracy","gap"],Ml=["class","n","cramers_v","band","accuracy","worst_group_accuracy","gap","lower","upper","p_value","significant"],WC=["class","worst_group"],yo=5,Al=.95,Gr=.05,El=[.9,.95,.99],Af=Object.freeze({cls:null,mev:yo,level:Al,fdr:Gr,sort:"cramers_v",dir:"desc",search:""});function Rl(){return{...Af}}function Ef(e){return WC.includes(e)||e==="p_value"?"asc":"desc"}function Pl(e){return e!==null&&Number.isFinite(e)&&e>=0}function KC(e){return e!==null&&Number.isFinite(e)&&e>=.5&&e<1}function Nl(e){return e!==null&&Number.isFinite(e)&&e>0&&e<1}var bt={cls:"class",mev:"mev",level:"level",fdr:"fdr",sort:"sort",dir:"dir",search:"q"};function Rf(e){let t=[];return ge(t,bt.cls,e.cls),e.mev!==yo&&ge(t,bt.mev,e.mev),e.level!==Al&&ge(t,bt.level,e.level),e.fdr!==Gr&&ge(t,bt.fdr,e.fdr),(e.sort!==Af.sort||e.dir!==Af.dir)&&(ge(t,bt.sort,e.sort),ge(t,bt.dir,e.dir)),ge(t,bt.search,e.search),t}function n0(e){let t=Ct(e),n=Rl(),r=t.get(bt.cls);n.cls=r===void 0||r===""?null:r;let i=Ce(t.get(bt.mev));Pl(i)&&(n.mev=i);let s=Ce(t.get(bt.level));KC(s)&&(n.level=s);let o=Ce(t.get(bt.fdr));Nl(o)&&(n.fdr=o);let a=t.get(bt.sort);if(a!==void 0&&jC.includes(a)){n.sort=a;let l=t.get(bt.dir);n.dir=l==="asc"||l==="desc"?l:Ef(n.sort)}return n.search=t.get(bt.search)??"",n}function XC(e){let t=0;for(;t<bo.length&&e>=bo[t];)t++;return gt[t]}function ZC(e,t,n){if(t==="band"){let i=gt.indexOf(e.columns.band[n]);return i<0?NaN:i}let r=e.columns[t][n];return typeof r=="number"&&Number.isFinite(r)?r:NaN}function r0(e,t,n){let r=new Int32Array(e.rows);for(let o=0;o<r.length;o++)r[o]=o;let i=n==="asc"?1:-1;if(t==="class"||t==="worst_group"){let o=e.columns[t];return r.sort((a,l)=>{let u=o[a],c=o[l];return u===null||c===null?u===null&&c===null?a-l:u===null?1:-1:u<c?-i:u>c?i:a-l}),r}let s=new Float64Array(e.rows);for(let o=0;o<e.rows;o++)s[o]=ZC(e,t,o);return r.sort((o,a)=>{let l=s[o],u=s[a],c=Number.isNaN(l),f=Number.isNaN(u);return c||f?c&&f?o-a:c?1:-1:l<u?-i:l>u?i:o-a}),r}function i0(e,t,n){return Ub(e.columns.class,t,n)}function Ui(e){return`${Number((e*100).toPrecision(4))}%`}function s0(e){return String(Number(e.toPrecision(4)))}function Pf(e){return`significant after Benjamini\u2013Hochberg at FDR q = ${s0(e)}`}function Vi(e){return typeof e=="number"&&Number.isFinite(e)}function o0(e,t,n){let r=e.columns,i=e.states.cramers_v[t],s=i===null&&Vi(r.cramers_v[t]),o=s?null:`Undefined: ${i&&n[i]||i||"no value of V"}`,a=r.lower?.[t],l=r.upper?.[t],u=s&&Vi(a)&&Vi(l)?[a,l]:null,c=r.p_value?.[t],f=s&&Vi(c);return{interval:u,intervalText:u?`[${u[0].toFixed(2)}, ${u[1].toFixed(2)}]`:"\u2014",p:f?c:null,pText:f?nn(c):"\u2014",pTitle:f?`p = ${c} (chi-square test of "group and prediction independent")`:o??"No p-value",significant:s&&r.significant?.[t]===!0,reason:o}}function a0(e){let t=0,n=e.columns.upper??[];for(let r=0;r<e.rows;r++){let i=n[r];Vi(i)&&i>t&&(t=i)}return[0,Math.min(1,Math.max(.1,Math.ceil(t*10-1e-9)/10))]}function JC(e){let t=0,n=e.columns.p_value??[];for(let r=0;r<e.rows;r++)Vi(n[r])&&t++;return t}function l0(e){let t=JC(e);return{interval:`whiskers: ${Ui(e.level)} interval of the population V (docs/statistics.md)`,significance:`\u2605 significant at FDR ${s0(e.q)}: ${e.significant} of ${t} class${t===1?"":"es"}`+(t<e.rows?` with a p-value (${e.rows-t} without V)`:"")}}var Tl=20;function u0(e,t){let n=Object.fromEntries(gt.map(a=>[a,0])),r=new Map,i=0,s=0;for(let a=0;a<t.length;a++){let l=t[a],u=e.columns.cramers_v[l];if(typeof u!="number"||!Number.isFinite(u)){s++;continue}let c=gt.includes(e.columns.band[l]??"")?e.columns.band[l]:XC(u),d=Math.min(Tl-1,Math.max(0,Math.floor(u*Tl)))*gt.length+gt.indexOf(c);r.set(d,(r.get(d)??0)+1),n[c]++,i++}return{bins:[...r.entries()].sort(([a],[l])=>a-l).map(([a,l])=>{let u=Math.floor(a/gt.length);return{x0:u/Tl,x1:(u+1)/Tl,band:gt[a%gt.length],count:l}}),byBand:n,defined:i,undefined:s}}function c0(e){let t=0;return{panels:e.groups.map((r,i)=>{let s=e.group_n[i]??0,o=u=>s>0?u/s:0,a=e.labels.map((u,c)=>{let f=e.counts[i][c]??0;return{label:u,count:f,share:o(f),correct:e.correct[c]===!0,kept:e.kept[c]!==!1,other:!1}});if(e.other_labels>0){let u=e.other[i]??0;a.push({label:"",count:u,share:o(u),correct:!1,kept:!0,other:!0})}for(let u of a)u.share>t&&(t=u.share);let l=e.mistakes.filter(u=>u.group===r).sort((u,c)=>u.rank-c.rank);return{group:r,n:s,accuracy:e.group_accuracy[i]??null,bars:a,mistakes:l}}),maxShare:t,otherLabels:e.other_labels,totalLabels:e.total_labels,dropped:e.kept.filter(r=>r===!1).length}}var QC=Pb.join(",");function rt(e){return/[",\r\n]/.test(e)?'"'+e.replace(/"/g,'""')+'"':e}function J(e){return typeof e=="number"&&Number.isFinite(e)?String(e):""}function jr(e){return e===!0?"True":"False"}function f0(e,t){let n=e.columns,r=[QC];for(let i=0;i<t.length;i++){let s=t[i];r.push([rt(n.label[s]),J(n.count[s]),J(n.count_a[s]),J(n.count_b[s]),J(n.value_a[s]),J(n.value_b[s]),J(n.gap[s]),J(n.lower[s]),J(n.upper[s]),J(n.p_value[s]),jr(n.significant[s]),jr(n.insufficient[s])].join(","))}return r.join(`\r
`)+`\r
`}var eT=Ml.join(",");function d0(e,t){let n=e.columns,r=[eT];for(let i=0;i<t.length;i++){let s=t[i];r.push([rt(n.class[s]),J(n.n[s]),J(n.cramers_v[s]),rt(n.band[s]??""),J(n.accuracy[s]),J(n.worst_group_accuracy[s]),J(n.gap[s]),J(n.lower?.[s]),J(n.upper?.[s]),J(n.p_value?.[s]),n.significant?.[s]===!0?"True":"False"].join(","))}return r.join(`\r
`)+`\r
`}function Tt(e){return(e.filter(n=>n!==null&&n!=="").map(n=>String(n).replace(/[^A-Za-z0-9._-]+/g,"_")).join("__")||"fairness")+".csv"}var Nf="npmi_xy",If=100,Il="gap",Yi=.95,Ll=[.9,.95,.99],Gi=.05,ji=10,v0=["dp","pmi","npmi_y","npmi_xy","pmi2","sdc","ji","llr","tau_b","t_test"],tT=Object.freeze({metric:Nf,a:null,b:null,sort:"gap",dir:"desc",search:"",gap:[null,null],count:[null,null],topK:If,rankBy:Il,level:Yi,fdr:Gi,minCount:null,significantOnly:!1});function Dl(){return{...tT,gap:[null,null],count:[null,null]}}function Lf(e){return e==="label"||e==="p_value"?"asc":"desc"}function Ol(e){return e==="bound"?"bound":"gap"}function nT(e){return e!==null&&Number.isFinite(e)&&e>=.5&&e<1}function Df(e){return e!==null&&Number.isFinite(e)&&e>0&&e<1}function Of(e){return e!==null&&Number.isSafeInteger(e)&&e>=0}var de={metric:"metric",a:"a",b:"b",sort:"sort",dir:"dir",search:"q",gapMin:"gap_min",gapMax:"gap_max",countMin:"count_min",countMax:"count_max",topK:"k",rankBy:"rank_by",level:"level",fdr:"fdr",minCount:"min_count",significantOnly:"significant"};function zf(e){let t=[],n=(r,i)=>ge(t,r,i);return e.metric!==Nf&&n(de.metric,e.metric),n(de.a,e.a),n(de.b,e.b),e.rankBy!==Il&&n(de.rankBy,e.rankBy),e.level!==Yi&&n(de.level,e.level),e.fdr!==Gi&&n(de.fdr,e.fdr),e.minCount!==null&&n(de.minCount,e.minCount),e.significantOnly&&n(de.significantOnly,1),(e.sort!==Ol(e.rankBy)||e.dir!=="desc")&&(n(de.sort,e.sort),n(de.dir,e.dir)),n(de.search,e.search),n(de.gapMin,e.gap[0]),n(de.gapMax,e.gap[1]),n(de.countMin,e.count[0]),n(de.countMax,e.count[1]),e.topK!==If&&n(de.topK,e.topK),t}function rT(e){let t=Ce(e);return t!==null&&Number.isSafeInteger(t)&&t>=1?t:If}function x0(e){let t=Ct(e),n=u=>{let c=t.get(u);return c===void 0||c===""?null:c},r=Dl();r.metric=n(de.metric)??Nf,r.a=n(de.a),r.b=n(de.b);let i=t.get(de.rankBy);i!==void 0&&Nb.includes(i)&&(r.rankBy=i),r.sort=Ol(r.rankBy);let s=Ce(t.get(de.level));nT(s)&&(r.level=s);let o=Ce(t.get(de.fdr));Df(o)&&(r.fdr=o);let a=Ce(t.get(de.minCount));Of(a)&&(r.minCount=a),r.significantOnly=t.get(de.significantOnly)==="1";let l=t.get(de.sort);if(l!==void 0&&Eb.includes(l)){r.sort=l;let u=t.get(de.dir);r.dir=u==="asc"||u==="desc"?u:Lf(r.sort)}return r.search=t.get(de.search)??"",r.gap=[Ce(t.get(de.gapMin)),Ce(t.get(de.gapMax))],r.count=[Ce(t.get(de.countMin)),Ce(t.get(de.countMax))],r.topK=rT(t.get(de.topK)),r}function iT(e){return wl.includes(e)}function Hi(e,t,n){let r=e.columns[t][n];if(typeof r=="number"&&Number.isFinite(r))return r;let i=iT(t)?e.states[t]?.[n]:null;return i==="+inf"?1/0:i==="-inf"?-1/0:NaN}function sT(e,t){let n=new Float64Array(e.rows);for(let r=0;r<e.rows;r++)n[r]=Hi(e,t,r);return n}function w0(e,t,n){let r=new Int32Array(e.rows);for(let o=0;o<r.length;o++)r[o]=o;let i=n==="asc"?1:-1;if(t==="label"){let o=e.columns.label;return r.sort((a,l)=>{let u=o[a],c=o[l];return u<c?-i:u>c?i:a-l}),r}let s=sT(e,t);return r.sort((o,a)=>{let l=s[o],u=s[a],c=Number.isNaN(l),f=Number.isNaN(u);return c||f?c&&f?o-a:c?1:-1:l<u?-i:l>u?i:o-a}),r}function h0(e,[t,n]){return t===null&&n===null?!0:Number.isNaN(e)?!1:(t===null||e>=t)&&(n===null||e<=n)}function p0([e,t]){return e!==null||t!==null}function _0(e,t,n){let{search:r,gap:i,count:s}=n,o=n.significantOnly===!0;if(r===null&&!p0(i)&&!p0(s)&&!o)return t;let a=e.columns.label,l=e.columns.significant,u=new Int32Array(t.length),c=0;for(let f=0;f<t.length;f++){let d=t[f];r!==null&&(r.lastIndex=0,!r.test(a[d]))||h0(Hi(e,"gap",d),i)&&h0(Hi(e,"count",d),s)&&(o&&l[d]!==!0||(u[c++]=d))}return u.slice(0,c)}function $0(e){return Math.min(40,Math.max(5,Math.ceil(Math.sqrt(e))))}function oT(e,t){if(e.length===0)return[];let n=1/0,r=-1/0;for(let o of e)o<n&&(n=o),o>r&&(r=o);if(n===r)return[{x0:n-.5,x1:r+.5,count:e.length}];let i=(r-n)/t,s=[];for(let o=0;o<t;o++)s.push({x0:n+o*i,x1:o===t-1?r:n+(o+1)*i,count:0});for(let o of e){let a=Math.min(t-1,Math.max(0,Math.floor((o-n)/i)));s[a].count++}return s}function S0(e,t,n){let r=[],i={posInf:0,negInf:0,undefined:0};for(let s of t){let o=Hi(e,"gap",s);Number.isFinite(o)?r.push(o):o===1/0?i.posInf++:o===-1/0?i.negInf++:i.undefined++}return{bins:oT(r,n??$0(r.length)),finite:r.length,nonFinite:i}}function m0(e){let t=e.length;return t===0?null:t%2?e[(t-1)/2]:(e[t/2-1]+e[t/2])/2}function k0(e,t,n,r){let i=Math.min(Math.max(0,Math.floor(n)),t.length),s=new Float64Array(t.length),o=1/0,a=-1/0;for(let d=0;d<t.length;d++){let h=Hi(e,"count",t[d]),p=h>0&&Number.isFinite(h)?Math.log10(h):NaN;s[d]=p,p<o&&(o=p),p>a&&(a=p)}let l=[],u=[],c=0;for(let d=0;d<t.length;d++){if(Number.isNaN(s[d])){d<i&&c++;continue}let h=Hi(e,"count",t[d]);u.push(h),d<i&&l.push(h)}let f=[];if(u.length){let d=o===a?1:r??Math.min(30,$0(u.length)),[h,p]=o===a?[o-.5,a+.5]:[o,a],m=(p-h)/d;for(let b=0;b<d;b++)f.push({x0:10**(h+b*m),x1:10**(b===d-1?p:h+(b+1)*m),top:0,all:0});for(let b=0;b<t.length;b++){let y=s[b];if(Number.isNaN(y))continue;let v=Math.min(d-1,Math.max(0,Math.floor((y-h)/m)));f[v].all++,b<i&&f[v].top++}}return l.sort((d,h)=>d-h),u.sort((d,h)=>d-h),{bins:f,k:i,topShown:l.length,allShown:u.length,zero:c,topMedian:m0(l),allMedian:m0(u)}}function bn(e){return`${Number((e*100).toPrecision(4))}%`}function g0(e){return e.replace(/^-/,"\u2212").replace(/e-/,"e\u2212")}function b0(e){if(e===0)return"0";let t=Math.abs(e);if(t>=.001&&t<1e5)return g0(String(Number(e.toPrecision(3))));let[n,r]=e.toExponential(2).split("e");return g0(`${Number(n)}e${Number(r)}`)}function aT(e,t){return`[${b0(e)}, ${b0(t)}]`}function Ff(e){return`Insufficient: label seen fewer than ${e} times (or an identity is)`}function C0(e,t,n){let r=e.columns,i=r.lower[t],s=r.upper[t],o=typeof i=="number"&&typeof s=="number"&&Number.isFinite(i)&&Number.isFinite(s),a=e.states.gap[t],l=typeof r.gap[t]=="number"&&Number.isFinite(r.gap[t]),u=null;o||(a==="+inf"||a==="-inf"?u="Undefined: the gap is infinite, so it has no interval":l?u="Undefined: no variance (the standard error of the gap is zero or undefined)":u="Undefined: the gap itself is undefined");let c=r.insufficient[t]===!0,f=r.p_value[t],d=typeof f=="number"&&Number.isFinite(f),h,p;d?(h=nn(f),p=`p = ${f} (two-sided, for gap = 0)`):c?(h="\u2014",p=Ff(n)):u!==null?(h="undefined",p=u):(h="\u2014",p="No p-value");let m=r.bound[t];return{interval:o?[i,s]:null,intervalText:o?aT(i,s):"undefined",intervalReason:u,p:d?f:null,pText:h,pTitle:p,bound:typeof m=="number"&&Number.isFinite(m)?m:null,significant:r.significant[t]===!0,insufficient:c}}function y0(e,t){let n=Math.min(e.length-1,Math.max(0,Math.round(t*(e.length-1))));return e[n]}function T0(e){let t=u=>{let c=[],f=[],{lower:d,upper:h,insufficient:p}=e.columns;for(let m=0;m<e.rows;m++){if(u&&p[m]===!0)continue;let b=d[m],y=h[m];typeof b=="number"&&typeof y=="number"&&Number.isFinite(b)&&Number.isFinite(y)&&(c.push(b),f.push(y))}return[c,f]},[n,r]=t(!0);if(n.length===0&&([n,r]=t(!1)),n.length===0)return[-1,1];let i=Float64Array.from(n).sort(),s=Float64Array.from(r).sort(),o=n.length>=50?.025:0,a=Math.min(0,y0(i,o)),l=Math.max(0,y0(s,1-o));return a===l&&(a-=1,l+=1),[a,l]}function M0(e){let t=0;for(let r of e.columns.p_value)typeof r=="number"&&Number.isFinite(r)&&t++;let n=r=>`${r} row${r===1?"":"s"}`;return{interval:`Whiskers: the gap's ${bn(e.level)} interval (delta method / Newcombe, see the docs)`,significance:`\u2605 significant after Benjamini-Hochberg at FDR ${bn(e.q)} (${e.significant} of ${n(t)} with a p-value)`,insufficient:`grey: insufficient (${n(e.insufficient)}: the label or an identity seen fewer than ${e.min_count} times; no p-value)`,overlap:e.overlap_known?null:"This report was written before version 2: intervals assume the identities never overlap"}}var Hn="#f57c00",te=Y`
  :host {
    font-family: Roboto, 'Helvetica Neue', Arial, sans-serif;
    font-size: 13px;
    color: #212121;
    box-sizing: border-box;
    --accent: ${dl(Hn)};
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
`,A0=Y`
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
`,vo=Y`
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
`,Wr=Y`
  :host {
    display: flex;
    flex-direction: column;
    flex: 1;
    min-height: 0;
    gap: 10px;
  }
`,Bf=Y`
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
`,Kr=Y`
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
`,Lt=Y`
  .stale {
    opacity: 0.55;
    transition: opacity 0.15s 0.2s;
  }
`,Wi=Y`
  ${Wr}
  ${Bf}
  ${Kr}
  .main {
    display: flex;
    gap: 16px;
    align-items: flex-start;
  }
`,st=Y`
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
`,ot=Y`
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
`,Xr={negligible:"#cfd8dc",small:"#ffcc80",medium:Hn,large:"#b71c1c"};var mr={report:{attribute:!1},info:{attribute:!1},params:{attribute:!1}};function E0(e,t){e.dispatchEvent(new CustomEvent("view-status",{detail:t,bubbles:!0,composed:!0}))}function et(e,t){e.dispatchEvent(new CustomEvent("view-params",{detail:t,bubbles:!0,composed:!0}))}function gr(e,t){e.dispatchEvent(new CustomEvent("report-change",{detail:t,bubbles:!0,composed:!0}))}function Yn(e){return e instanceof Error?e.message:String(e)}function Mt(e,t,n="text/csv;charset=utf-8"){let r=URL.createObjectURL(new Blob([e],{type:n})),i=document.createElement("a");i.href=r,i.download=t,i.rel="noopener",i.click(),setTimeout(()=>URL.revokeObjectURL(r),1e4)}var lT=["recall","tnr"];var Fe=.05,uT=" & ",qf=["class","n_1","n_2","value_1","value_2","gap","bound","p_value"],Vf=["class","group","n","value","lower","upper","p_value","significant"],Uf=["class","n_1","n_2","value_1","value_2","gap","lower","upper","p_value","significant"],zl=Object.freeze({metric:"recall",grouping:null,minCount:null,a:null,b:null,cls:null,fdr:Fe,sort:"gap",dir:"desc"});function Fl(){return{...zl}}function Hf(e){return e==="class"||e==="p_value"?"asc":"desc"}function Gn(e){return e!==null&&Number.isFinite(e)&&e>0&&e<1}function Bl(e){return e!==null&&Number.isSafeInteger(e)&&e>=0}function xo(e){return e.join(uT)}function Yf(e){return e.join(" \xD7 ")}var Ge={metric:"metric",grouping:"grouping",minCount:"min_count",a:"a",b:"b",cls:"class",fdr:"q",sort:"sort",dir:"dir"};function Gf(e){let t=[];return e.metric!==zl.metric&&ge(t,Ge.metric,e.metric),ge(t,Ge.grouping,e.grouping),e.minCount!==null&&ge(t,Ge.minCount,e.minCount),e.a!==null&&e.b!==null&&(ge(t,Ge.a,e.a),ge(t,Ge.b,e.b)),ge(t,Ge.cls,e.cls),e.fdr!==Fe&&ge(t,Ge.fdr,e.fdr),(e.sort!==zl.sort||e.dir!==zl.dir)&&(ge(t,Ge.sort,e.sort),ge(t,Ge.dir,e.dir)),t}function R0(e){let t=Ct(e),n=Fl(),r=t.get(Ge.metric);r!==void 0&&lT.includes(r)&&(n.metric=r);let i=t.get(Ge.grouping);n.grouping=i===void 0||i===""?null:i;let s=Ce(t.get(Ge.minCount));Bl(s)&&(n.minCount=s);let o=t.get(Ge.a),a=t.get(Ge.b);o&&a&&(n.a=o,n.b=a);let l=t.get(Ge.cls);n.cls=l===void 0||l===""?null:l;let u=Ce(t.get(Ge.fdr));Gn(u)&&(n.fdr=u);let c=t.get(Ge.sort);if(c!==void 0&&qf.includes(c)){n.sort=c;let f=t.get(Ge.dir);n.dir=f==="asc"||f==="desc"?f:Hf(n.sort)}return n}function P0(e,t,n,r,i,s,o){let a=i===null&&typeof t=="number"&&Number.isFinite(t),l=a&&typeof s=="number"&&Number.isFinite(s);return{n:e,value:a?t:null,lower:a?n:null,upper:a?r:null,state:a?null:i??"undefined",p:l?s:null,significant:l&&o===!0}}function N0(e){return e.reduce((t,n)=>t+n.filter(r=>r.significant).length,0)}function cT(e,t){let n=[];for(let r=0;r<t;r++){let i=0,s=0;for(let o of e){let a=o[r]?.value;typeof a=="number"&&(i+=a,s++)}n.push({value:s?i/s:null,lower:null,upper:null,classes:s})}return n}function I0(e,t){let n=r=>typeof r=="number"&&Number.isFinite(r)?r:null;return e.map((r,i)=>{let s=t.find(o=>o.group===r)??t[i];return s?{value:n(s.value),lower:n(s.lower),upper:n(s.upper),classes:s.classes}:{value:null,lower:null,upper:null,classes:0}})}function L0(e){let t=e.classes.map((i,s)=>e.groups.map((o,a)=>P0(e.n[s][a],e.value[s][a],e.lower[s][a],e.upper[s][a],e.state[s][a],e.p_value?.[s]?.[a],e.significant?.[s]?.[a]))),n=I0(e.groups,e.macro),r=e.q??Fe;return{classes:e.classes,groups:e.groups,cells:t,macro:n,minCount:e.min_count,q:r,significantCells:N0(t)}}function D0(e){let t=e.classes.map((n,r)=>e.groups.map((i,s)=>P0(e.n[r][s],e.mar[r][s],e.mar_lower[r][s],e.mar_upper[r][s],e.state[r][s],e.p_value?.[r]?.[s],e.significant?.[r]?.[s])));return{classes:e.classes,groups:e.groups,cells:t,macro:e.macro?I0(e.groups,e.macro):cT(t,e.groups.length),minCount:e.min_count,q:e.q??Fe,significantCells:N0(t)}}function fT(e){return e.cells.reduce((t,n)=>t+n.filter(r=>r.p!==null).length,0)}function O0(e,t,n){let r=n?"Wald test of this group's mAR against the rest of the class's groups pooled":"pooled two-proportion z-test of this group's rate against the rest of the class's groups pooled";return e.p!==null?{text:`p=${nn(e.p)}`,title:`p = ${e.p} (${r})`}:e.state!==null?{text:"",title:`No p-value: ${e.state}`}:{text:"p \u2014",title:`No p-value: the rest of the class's groups has fewer than min_count = ${t} people, or nothing varies (${r})`}}function z0(e,t){let n=fT(e);return`${`\u2605 ${yn(e.q)} (${e.significantCells} of ${n} cell${n===1?"":"s"} with a p-value)`}; each cell tests whether its group's ${t?"mAR (Wald)":"rate"} differs from the rest of the class's groups pooled`}function jf(e,t){return e.state==="insufficient"?`n=${e.n} < ${t}`:e.state==="undefined"?e.n===0?"nobody":"undefined":""}function Ki(e,t,n){let r=s=>(s*100).toFixed(1),i=t!==null&&n!==null?` [${r(t)}, ${r(n)}]`:"";return`${r(e)}%${i}`}function wo(e,t,n){let r=s=>(s*100).toFixed(1).replace(/^-/,"\u2212"),i=t!==null&&n!==null?` [${r(t)}, ${r(n)}]`:"";return`${e>0?"+":""}${r(e)} pp${i}`}function F0(e,t,n){let r=Array.from({length:e.rows},(a,l)=>l),i=n==="asc"?1:-1;if(t==="class"){let a=e.columns.class;return r.sort((l,u)=>a[l]<a[u]?-i:a[l]>a[u]?i:l-u)}let s=e.columns[t]??[],o=a=>{let l=s[a];return(t==="gap"||t==="bound"||t==="p_value")&&e.states.gap[a]!==null?NaN:typeof l=="number"&&Number.isFinite(l)?l:NaN};return r.sort((a,l)=>{let u=o(a),c=o(l),f=Number.isNaN(u),d=Number.isNaN(c);return f||d?f&&d?a-l:f?1:-1:u<c?-i:u>c?i:a-l})}function B0(e){for(let t=0;t<e.rows;t++)if(e.states.gap[t]===null&&e.columns.gap[t]!==null)return e.columns.class[t];return e.rows?e.columns.class[0]:null}function q0(e){let t=[Vf.join(",")];return e.classes.forEach((n,r)=>{e.groups.forEach((i,s)=>{let o=e.cells[r][s];t.push([rt(n),rt(i),J(o.n),J(o.value),J(o.lower),J(o.upper),J(o.p),jr(o.significant)].join(","))})}),t.join(`\r
`)+`\r
`}function V0(e,t){let n=e.columns,r=[Uf.join(",")];for(let i of t)r.push([rt(n.class[i]),J(n.n_1[i]),J(n.n_2[i]),J(n.value_1[i]),J(n.value_2[i]),J(n.gap[i]),J(n.lower[i]),J(n.upper[i]),J(n.p_value?.[i]),jr(n.significant?.[i])].join(","));return r.join(`\r
`)+`\r
`}function yn(e){return`significant after Benjamini\u2013Hochberg at FDR q = ${String(Number(e.toPrecision(4)))}`}function U0(e,t,n,r,i){let s=e.states.gap[t],o=e.columns.p_value?.[t];if(s===null&&typeof o=="number"&&Number.isFinite(o)){let l=i?"Wald test of equal mAR":r?"pooled two-proportion z-test of equal rates":"chi-square test that every sufficient group has the same rate";return{p:o,text:nn(o),title:`p = ${o} (${l})`,significant:e.columns.significant?.[t]===!0}}return{p:null,text:"\u2014",title:s!==null?`${s}: ${n[s]??s}`:"No p-value",significant:!1}}function dT(e){let t=0;for(let n=0;n<e.rows;n++){let r=e.columns.p_value?.[n];e.states.gap[n]===null&&typeof r=="number"&&Number.isFinite(r)&&t++}return t}function H0(e,t,n){let r=dT(e),i=`\u2605 ${yn(e.q)} (${e.significant} of ${r} class${r===1?"":"es"} with a p-value)`;return n?`${i}; each row tests whether the two groups share one mAR (Wald)`:t?`${i}; each row tests whether the two groups share one rate`:`${i}; best-minus-worst rows test whether all groups share one rate`}function Y0(e,t){let n=e.classes.indexOf(t);return n<0?null:e.groups.map((r,i)=>{let s=e.cells[n][i];return{group:r,value:s.value,lower:s.lower,upper:s.upper,n:s.n,note:jf(s,e.minCount)}})}function G0(e,t){let n=e.classes.indexOf(t);if(n<0)return[];let r=[];return e.groups.forEach((i,s)=>{e.state[n][s]===null&&e.thresholds.forEach((o,a)=>{let l=e.ar[n][s][a];typeof l=="number"&&r.push({group:i,threshold:o,ar:l,lower:e.ar_lower[n][s][a]??l,upper:e.ar_upper[n][s][a]??l})})}),r}var ql={api:{attribute:!1},tag:{attribute:!1},kind:{attribute:!1},kindTitle:{attribute:!1},runs:{attribute:!1},run:{attribute:!1},step:{attribute:!1},options:{attribute:!1},params:{attribute:!1}},yt=class{constructor(t,n){this.host=t;this.requests=n;this.status="loading";this.error=null;t.addController(this)}get loading(){return this.status==="loading"}hostDisconnected(){for(let t of this.requests)t.cancel()}start(){this.set("loading")}ready(){this.error=null,this.set("ready")}fail(t){this.error=Yn(t),this.set("error")}async run(t,n,r){this.start();try{return await t.run(n)}catch(i){return r(),this.fail(i),Le}}set(t){this.status=t,E0(this.host,t),this.host.requestUpdate()}renderError(t,n){return this.status!=="error"?T:g`<div class="message error" role="alert">
      <h2>${t}</h2>
      <div class="text">${this.error}</div>
      ${n.map(r=>g`<button class="primary link" name=${r.name??T} @click=${r.run}>${r.label}</button>`)}
    </div>`}renderContent(t,n,r){return t!==null?n(t):this.loading?g`<div class="loading">${r}</div>`:T}renderCsvButton(t,n,r,i,s="Download CSV"){return g`<button
      class="primary"
      name=${t}
      ?disabled=${!n||this.loading}
      title=${i??T}
      @click=${r}
    >
      ${s}
    </button>`}};function Xi(e,t,n,r){return g`<span class="shown">showing <b>${z(e)}</b> of ${z(t)}${` ${n}`}${r?g` ${r}`:T}</span>`}function Vl(e,t){return!e||e.run!==t.run||e.tag!==t.tag||e.step!==t.step}function Zr(e){return e.trim()===""?null:Number(e)}function Wf(e){return g`<label class="field">
    <span class="name">${e.label}</span>
    <input
      type="number"
      name=${e.name}
      min=${e.min??T}
      max=${e.max??T}
      step=${e.step}
      inputmode=${e.decimal?"decimal":T}
      class=${e.invalid?"invalid":""}
      aria-invalid=${e.invalid?"true":"false"}
      title=${e.title}
      .value=${e.text}
      @input=${t=>e.onInput(t.target.value)}
    />
  </label>`}function Ul(e,t,n){let r=!Gn(Zr(e));return Wf({label:"FDR q",name:"q",text:e,invalid:r,title:r?"Not a rate in (0, 1): ignored":t,min:"0",max:"1",step:"0.01",decimal:!0,onInput:n})}var j0="";function Zi(e){let t=e.trim();if(t==="")return null;let n=Number(t);return Number.isFinite(n)?n:NaN}var Ji=class Ji extends X{constructor(){super(),this.metrics=[],this.identities=[],this.reportMinCount=ji,this.searchError=null,this.canDownload=!1,this.fieldText={gapMin:"",gapMax:"",countMin:"",countMax:""},this.statText={fdr:"",minCount:""}}willUpdate(t){if((t.has("selection")||t.has("reportMinCount"))&&this.selection){let n={gapMin:this.selection.gap[0],gapMax:this.selection.gap[1],countMin:this.selection.count[0],countMax:this.selection.count[1]},r=null;for(let o of Object.keys(n)){let a=Zi(this.fieldText[o]);a===n[o]||Number.isNaN(a)&&n[o]===null||(r??={...this.fieldText},r[o]=n[o]===null?"":String(n[o]))}r&&(this.fieldText=r);let i={fdr:this.selection.fdr,minCount:this.selection.minCount??this.reportMinCount},s=null;for(let o of Object.keys(i))Zi(this.statText[o])!==i[o]&&(s??={...this.statText},s[o]=String(i[o]));s&&(this.statText=s)}}static statValid(t,n){return t==="fdr"?Df(n):Of(n)}onStatInput(t,n){this.statText={...this.statText,[t]:n.target.value}}commitStat(t){let n=Zi(this.statText[t]);Ji.statValid(t,n)&&n!==this.selection[t]&&this.emit({[t]:n})}statInput(t,n,r){let i=this.statText[t],s=!Ji.statValid(t,Zi(i));return g`<input
      type="number"
      class="stat ${s?"invalid":""}"
      name=${t==="fdr"?"fdr":"min_count"}
      aria-label=${n}
      aria-invalid=${s?"true":"false"}
      title=${s?`${r} Not valid: ignored.`:r}
      min=${t==="fdr"?"0.001":"0"}
      max=${t==="fdr"?"0.5":T}
      step=${t==="fdr"?"0.01":"1"}
      .value=${i}
      @input=${o=>this.onStatInput(t,o)}
      @change=${()=>this.commitStat(t)}
      @keydown=${o=>{o.key==="Enter"&&this.commitStat(t)}}
    />`}emit(t){this.dispatchEvent(new CustomEvent("selection-change",{detail:t,bubbles:!0,composed:!0}))}onRange(t,n){let r=n.target.value;this.fieldText={...this.fieldText,[t]:r};let i=Zi(r),s=i===null||Number.isNaN(i)?null:i,o=this.selection,a=[...o.gap],l=[...o.count];t==="gapMin"&&(a[0]=s),t==="gapMax"&&(a[1]=s),t==="countMin"&&(l[0]=s),t==="countMax"&&(l[1]=s),this.emit(t.startsWith("gap")?{gap:a}:{count:l})}rangeInput(t,n,r){let i=this.fieldText[t],s=Number.isNaN(Zi(i));return g`<input
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
    />`}render(){let t=this.selection;if(!t)return T;let n=this.metrics.length?this.metrics:[{name:t.metric,title:t.metric,range:null}],r=this.identities,i=r.filter(s=>s.name!==t.a);return g`
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
            ${r.length===0&&t.a!==null?g`<option .selected=${!0} .value=${t.a}>${t.a}</option>`:T}
            ${r.map(s=>g`<option .value=${s.name} .selected=${s.name===t.a}>${s.name} (${z(s.count)})</option>`)}
          </select>
        </label>
        <label class="field">
          <span class="name">Identity B</span>
          <select
            name="b"
            @change=${s=>{let o=s.target.value;this.emit({b:o===j0?null:o})}}
          >
            <option .value=${j0} .selected=${t.b===null}>rest (one-vs-rest)</option>
            ${i.map(s=>g`<option .value=${s.name} .selected=${s.name===t.b}>${s.name} (${z(s.count)})</option>`)}
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
        <label class="field" title="gap: the largest gaps first. bound: the end of the interval nearest zero (0 when it holds 0), so gaps that are large and certain come first">
          <span class="name">Rank by</span>
          <select
            name="rank_by"
            @change=${s=>this.emit({rankBy:s.target.value==="bound"?"bound":"gap"})}
          >
            <option .value=${"gap"} .selected=${t.rankBy==="gap"}>gap</option>
            <option .value=${"bound"} .selected=${t.rankBy==="bound"}>conservative bound</option>
          </select>
        </label>
        <label class="field" title="Confidence level of the intervals (the whiskers)">
          <span class="name">Level</span>
          <select name="level" @change=${s=>this.emit({level:Number(s.target.value)})}>
            ${(Ll.includes(t.level)?Ll:[...Ll,t.level].sort((s,o)=>s-o)).map(s=>g`<option .value=${String(s)} .selected=${s===t.level}>${bn(s)}</option>`)}
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
        title="The rows shown, in the order shown, as CSV"
        @click=${()=>this.dispatchEvent(new CustomEvent("download-csv",{bubbles:!0,composed:!0}))}
      >
        Download CSV
      </button>
      </div>
      ${this.searchError?g`<div class="search-error" role="alert" title=${this.searchError}>
            Invalid regex, search ignored: ${this.searchError}
          </div>`:T}
    `}};Ji.properties={selection:{attribute:!1},metrics:{attribute:!1},identities:{attribute:!1},reportMinCount:{attribute:!1},searchError:{attribute:!1},canDownload:{attribute:!1},fieldText:{state:!0},statText:{state:!0}},Ji.styles=[te,st,Y`
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
    `];var Kf=Ji;customElements.define("fairness-controls",Kf);function Qi(e,t,n,r){var i=arguments.length,s=i<3?t:r===null?r=Object.getOwnPropertyDescriptor(t,n):r,o;if(typeof Reflect=="object"&&typeof Reflect.decorate=="function")s=Reflect.decorate(e,t,n,r);else for(var a=e.length-1;a>=0;a--)(o=e[a])&&(s=(i<3?o(s):i>3?o(t,n,s):o(t,n))||s);return i>3&&s&&Object.defineProperty(t,n,s),s}var hT={attribute:!0,type:String,converter:fo,reflect:!1,hasChanged:pl},pT=(e=hT,t,n)=>{let{kind:r,metadata:i}=n,s=globalThis.litPropertyMetadata.get(i);if(s===void 0&&globalThis.litPropertyMetadata.set(i,s=new Map),r==="setter"&&((e=Object.create(e)).wrapped=!0),s.set(n.name,e),r==="accessor"){let{name:o}=n;return{set(a){let l=t.get.call(this);t.set.call(this,a),this.requestUpdate(o,l,e,!0,a)},init(a){return a!==void 0&&this.C(o,void 0,e,a),a}}}if(r==="setter"){let{name:o}=n;return function(a){let l=this[o];t.call(this,a),this.requestUpdate(o,l,e,!0,a)}}throw Error("Unsupported decorator location: "+r)};function es(e){return(t,n)=>typeof n=="object"?pT(e,t,n):((r,i,s)=>{let o=i.hasOwnProperty(s);return i.constructor.createProperty(s,r),o?Object.getOwnPropertyDescriptor(i,s):void 0})(e,t,n)}var ns={ATTRIBUTE:1,CHILD:2,PROPERTY:3,BOOLEAN_ATTRIBUTE:4,EVENT:5,ELEMENT:6},_o=e=>(...t)=>({_$litDirective$:e,values:t}),ts=class{constructor(t){}get _$AU(){return this._$AM._$AU}_$AT(t,n,r){this._$Ct=t,this._$AM=n,this._$Ci=r}_$AS(t,n){return this.update(t,n)}update(t,n){return this.render(...n)}};var{I:mT}=Mb,W0=e=>e;var X0=e=>e.strings===void 0,K0=()=>document.createComment(""),rs=(e,t,n)=>{let r=e._$AA.parentNode,i=t===void 0?e._$AB:t._$AA;if(n===void 0){let s=r.insertBefore(K0(),i),o=r.insertBefore(K0(),i);n=new mT(s,o,e,e.options)}else{let s=n._$AB.nextSibling,o=n._$AM,a=o!==e;if(a){let l;n._$AQ?.(e),n._$AM=e,n._$AP!==void 0&&(l=e._$AU)!==o._$AU&&n._$AP(l)}if(s!==i||a){let l=n._$AA;for(;l!==s;){let u=W0(l).nextSibling;W0(r).insertBefore(l,i),l=u}}}return n},br=(e,t,n=e)=>(e._$AI(t,n),e),gT={},Z0=(e,t=gT)=>e._$AH=t,J0=e=>e._$AH,Hl=e=>{e._$AR(),e._$AA.remove()};var $o=(e,t)=>{let n=e._$AN;if(n===void 0)return!1;for(let r of n)r._$AO?.(t,!1),$o(r,t);return!0},Yl=e=>{let t,n;do{if((t=e._$AM)===void 0)break;n=t._$AN,n.delete(e),e=t}while(n?.size===0)},Q0=e=>{for(let t;t=e._$AM;e=t){let n=t._$AN;if(n===void 0)t._$AN=n=new Set;else if(n.has(e))break;n.add(e),vT(t)}};function bT(e){this._$AN!==void 0?(Yl(this),this._$AM=e,Q0(this)):this._$AM=e}function yT(e,t=!1,n=0){let r=this._$AH,i=this._$AN;if(i!==void 0&&i.size!==0)if(t)if(Array.isArray(r))for(let s=n;s<r.length;s++)$o(r[s],!1),Yl(r[s]);else r!=null&&($o(r,!1),Yl(r));else $o(this,e)}var vT=e=>{e.type==ns.CHILD&&(e._$AP??=yT,e._$AQ??=bT)},Gl=class extends ts{constructor(){super(...arguments),this._$AN=void 0}_$AT(t,n,r){super._$AT(t,n,r),Q0(this),this.isConnected=t._$AU}_$AO(t,n=!0){t!==this.isConnected&&(this.isConnected=t,t?this.reconnected?.():this.disconnected?.()),n&&($o(this,t),Yl(this))}setValue(t){if(X0(this._$Ct))this._$Ct._$AI(t,this);else{let n=[...this._$Ct._$AH];n[this._$Ci]=t,this._$Ct._$AI(n,this,0)}}disconnected(){}reconnected(){}};var ey=(e,t,n)=>{let r=new Map;for(let i=t;i<=n;i++)r.set(e[i],i);return r},ty=_o(class extends ts{constructor(e){if(super(e),e.type!==ns.CHILD)throw Error("repeat() can only be used in text expressions")}dt(e,t,n){let r;n===void 0?n=t:t!==void 0&&(r=t);let i=[],s=[],o=0;for(let a of e)i[o]=r?r(a,o):o,s[o]=n(a,o),o++;return{values:s,keys:i}}render(e,t,n){return this.dt(e,t,n).values}update(e,[t,n,r]){let i=J0(e),{values:s,keys:o}=this.dt(t,n,r);if(!Array.isArray(i))return this.ut=o,s;let a=this.ut??=[],l=[],u,c,f=0,d=i.length-1,h=0,p=s.length-1;for(;f<=d&&h<=p;)if(i[f]===null)f++;else if(i[d]===null)d--;else if(a[f]===o[h])l[h]=br(i[f],s[h]),f++,h++;else if(a[d]===o[p])l[p]=br(i[d],s[p]),d--,p--;else if(a[f]===o[p])l[p]=br(i[f],s[p]),rs(e,l[p+1],i[f]),f++,p--;else if(a[d]===o[h])l[h]=br(i[d],s[h]),rs(e,i[f],i[d]),d--,h++;else if(u===void 0&&(u=ey(o,h,p),c=ey(a,f,d)),u.has(a[f]))if(u.has(a[d])){let m=c.get(o[h]),b=m!==void 0?i[m]:null;if(b===null){let y=rs(e,i[f]);br(y,s[h]),l[h]=y}else l[h]=br(b,s[h]),rs(e,i[f],b),i[m]=null;h++}else Hl(i[d]),d--;else Hl(i[f]),f++;for(;h<=p;){let m=rs(e,l[p+1]);br(m,s[h]),l[h++]=m}for(;f<=d;){let m=i[f++];m!==null&&Hl(m)}return this.ut=o,Z0(e,l),en}});var is=class e extends Event{constructor(t){super(e.eventName,{bubbles:!1}),this.first=t.first,this.last=t.last}};is.eventName="rangeChanged";var ss=class e extends Event{constructor(t){super(e.eventName,{bubbles:!1}),this.first=t.first,this.last=t.last}};ss.eventName="visibilityChanged";var So=class e extends Event{constructor(){super(e.eventName,{bubbles:!1})}};So.eventName="unpinned";var Xf=class{constructor(t){this._element=null;let n=t??window;this._node=n,t&&(this._element=t)}get element(){return this._element||document.scrollingElement||document.documentElement}get scrollTop(){return this.element.scrollTop||window.scrollY}get scrollLeft(){return this.element.scrollLeft||window.scrollX}get scrollHeight(){return this.element.scrollHeight}get scrollWidth(){return this.element.scrollWidth}get viewportHeight(){return this._element?this._element.getBoundingClientRect().height:window.innerHeight}get viewportWidth(){return this._element?this._element.getBoundingClientRect().width:window.innerWidth}get maxScrollTop(){return this.scrollHeight-this.viewportHeight}get maxScrollLeft(){return this.scrollWidth-this.viewportWidth}},jl=class extends Xf{constructor(t,n){super(n),this._clients=new Set,this._retarget=null,this._end=null,this.__destination=null,this.correctingScrollError=!1,this._checkForArrival=this._checkForArrival.bind(this),this._updateManagedScrollTo=this._updateManagedScrollTo.bind(this),this.scrollTo=this.scrollTo.bind(this),this.scrollBy=this.scrollBy.bind(this);let r=this._node;this._originalScrollTo=r.scrollTo,this._originalScrollBy=r.scrollBy,this._originalScroll=r.scroll,this._attach(t)}get _destination(){return this.__destination}get scrolling(){return this._destination!==null}scrollTo(t,n){let r=typeof t=="number"&&typeof n=="number"?{left:t,top:n}:t;this._scrollTo(r)}scrollBy(t,n){let r=typeof t=="number"&&typeof n=="number"?{left:t,top:n}:t;r.top!==void 0&&(r.top+=this.scrollTop),r.left!==void 0&&(r.left+=this.scrollLeft),this._scrollTo(r)}_nativeScrollTo(t){this._originalScrollTo.bind(this._element||window)(t)}_scrollTo(t,n=null,r=null){this._end!==null&&this._end(),t.behavior==="smooth"?(this._setDestination(t),this._retarget=n,this._end=r):this._resetScrollState(),this._nativeScrollTo(t)}_setDestination(t){let{top:n,left:r}=t;return n=n===void 0?void 0:Math.max(0,Math.min(n,this.maxScrollTop)),r=r===void 0?void 0:Math.max(0,Math.min(r,this.maxScrollLeft)),this._destination!==null&&r===this._destination.left&&n===this._destination.top?!1:(this.__destination={top:n,left:r,behavior:"smooth"},!0)}_resetScrollState(){this.__destination=null,this._retarget=null,this._end=null}_updateManagedScrollTo(t){this._destination&&this._setDestination(t)&&this._nativeScrollTo(this._destination)}managedScrollTo(t,n,r){return this._scrollTo(t,n,r),this._updateManagedScrollTo}correctScrollError(t){this.correctingScrollError=!0,requestAnimationFrame(()=>requestAnimationFrame(()=>this.correctingScrollError=!1)),this._nativeScrollTo(t),this._retarget&&this._setDestination(this._retarget()),this._destination&&this._nativeScrollTo(this._destination)}_checkForArrival(){if(this._destination!==null){let{scrollTop:t,scrollLeft:n}=this,{top:r,left:i}=this._destination;r=Math.min(r||0,this.maxScrollTop),i=Math.min(i||0,this.maxScrollLeft);let s=Math.abs(r-t),o=Math.abs(i-n);s<1&&o<1&&(this._end&&this._end(),this._resetScrollState())}}detach(t){return this._clients.delete(t),this._clients.size===0&&(this._node.scrollTo=this._originalScrollTo,this._node.scrollBy=this._originalScrollBy,this._node.scroll=this._originalScroll,this._node.removeEventListener("scroll",this._checkForArrival)),null}_attach(t){this._clients.add(t),this._clients.size===1&&(this._node.scrollTo=this.scrollTo,this._node.scrollBy=this.scrollBy,this._node.scroll=this.scrollTo,this._node.addEventListener("scroll",this._checkForArrival))}};var ay=typeof window<"u"?window.ResizeObserver:void 0;var Co=Symbol("virtualizerRef"),Xl="virtualizer-sizer",ly,Jl=class{constructor(t){if(this._benchmarkStart=null,this._layout=null,this._clippingAncestors=[],this._scrollSize=null,this._scrollError=null,this._childrenPos=null,this._childMeasurements=null,this._toBeMeasured=new Map,this._rangeChanged=!0,this._itemsChanged=!0,this._visibilityChanged=!0,this._scrollerController=null,this._isScroller=!1,this._sizer=null,this._hostElementRO=null,this._childrenRO=null,this._mutationObserver=null,this._scrollEventListeners=[],this._scrollEventListenerOptions={passive:!0},this._loadListener=this._childLoaded.bind(this),this._scrollIntoViewTarget=null,this._updateScrollIntoViewCoordinates=null,this._items=[],this._first=-1,this._last=-1,this._firstVisible=-1,this._lastVisible=-1,this._scheduled=new WeakSet,this._measureCallback=null,this._measureChildOverride=null,this._layoutCompletePromise=null,this._layoutCompleteResolver=null,this._layoutCompleteRejecter=null,this._pendingLayoutComplete=null,this._layoutInitialized=null,this._connected=!1,!t)throw new Error("Virtualizer constructor requires a configuration object");if(t.hostElement)this._init(t);else throw new Error('Virtualizer configuration requires the "hostElement" property')}set items(t){Array.isArray(t)&&t!==this._items&&(this._itemsChanged=!0,this._items=t,this._schedule(this._updateLayout))}_init(t){this._isScroller=!!t.scroller,this._initHostElement(t);let n=t.layout||{};this._layoutInitialized=this._initLayout(n)}_initObservers(){this._mutationObserver=new MutationObserver(this._finishDOMUpdate.bind(this)),this._hostElementRO=new ay(()=>this._hostElementSizeChanged()),this._childrenRO=new ay(this._childrenSizeChanged.bind(this))}_initHostElement(t){let n=this._hostElement=t.hostElement;this._applyVirtualizerStyles(),n[Co]=this}connected(){this._initObservers();let t=this._isScroller;this._clippingAncestors=CT(this._hostElement,t),this._scrollerController=new jl(this,this._clippingAncestors[0]),this._schedule(this._updateLayout),this._observeAndListen(),this._connected=!0}_observeAndListen(){this._mutationObserver.observe(this._hostElement,{childList:!0}),this._hostElementRO.observe(this._hostElement),this._scrollEventListeners.push(window),window.addEventListener("scroll",this,this._scrollEventListenerOptions),this._clippingAncestors.forEach(t=>{t.addEventListener("scroll",this,this._scrollEventListenerOptions),this._scrollEventListeners.push(t),this._hostElementRO.observe(t)}),this._hostElementRO.observe(this._scrollerController.element),this._children.forEach(t=>this._childrenRO.observe(t)),this._scrollEventListeners.forEach(t=>t.addEventListener("scroll",this,this._scrollEventListenerOptions))}disconnected(){this._scrollEventListeners.forEach(t=>t.removeEventListener("scroll",this,this._scrollEventListenerOptions)),this._scrollEventListeners=[],this._clippingAncestors=[],this._scrollerController?.detach(this),this._scrollerController=null,this._mutationObserver?.disconnect(),this._mutationObserver=null,this._hostElementRO?.disconnect(),this._hostElementRO=null,this._childrenRO?.disconnect(),this._childrenRO=null,this._rejectLayoutCompletePromise("disconnected"),this._connected=!1}_applyVirtualizerStyles(){let n=this._hostElement.style;n.display=n.display||"block",n.position=n.position||"relative",n.contain=n.contain||"size layout",this._isScroller&&(n.overflow=n.overflow||"auto",n.minHeight=n.minHeight||"150px")}_getSizer(){let t=this._hostElement;if(!this._sizer){let n=t.querySelector(`[${Xl}]`);n||(n=document.createElement("div"),n.setAttribute(Xl,""),t.appendChild(n)),Object.assign(n.style,{position:"absolute",margin:"-2px 0 0 0",padding:0,visibility:"hidden",fontSize:"2px"}),n.textContent="&nbsp;",n.setAttribute(Xl,""),this._sizer=n}return this._sizer}async updateLayoutConfig(t){await this._layoutInitialized;let n=t.type||ly;if(typeof n=="function"&&this._layout instanceof n){let r={...t};return delete r.type,this._layout.config=r,!0}return!1}async _initLayout(t){let n,r;if(typeof t.type=="function"){r=t.type;let i={...t};delete i.type,n=i}else n=t;r===void 0&&(ly=r=(await Promise.resolve().then(()=>(oy(),sy))).FlowLayout),this._layout=new r(i=>this._handleLayoutMessage(i),n),this._layout.measureChildren&&typeof this._layout.updateItemSizes=="function"&&(typeof this._layout.measureChildren=="function"&&(this._measureChildOverride=this._layout.measureChildren),this._measureCallback=this._layout.updateItemSizes.bind(this._layout)),this._layout.listenForChildLoadEvents&&this._hostElement.addEventListener("load",this._loadListener,!0),this._schedule(this._updateLayout)}startBenchmarking(){this._benchmarkStart===null&&(this._benchmarkStart=window.performance.now())}stopBenchmarking(){if(this._benchmarkStart!==null){let t=window.performance.now(),n=t-this._benchmarkStart,i=performance.getEntriesByName("uv-virtualizing","measure").filter(s=>s.startTime>=this._benchmarkStart&&s.startTime<t).reduce((s,o)=>s+o.duration,0);return this._benchmarkStart=null,{timeElapsed:n,virtualizationTime:i}}return null}_measureChildren(){let t={},n=this._children,r=this._measureChildOverride||this._measureChild;for(let i=0;i<n.length;i++){let s=n[i],o=this._first+i;(this._itemsChanged||this._toBeMeasured.has(s))&&(t[o]=r.call(this,s,this._items[o]))}this._childMeasurements=t,this._schedule(this._updateLayout),this._toBeMeasured.clear()}_measureChild(t){let{width:n,height:r}=t.getBoundingClientRect();return Object.assign({width:n,height:r},ST(t))}async _schedule(t){this._scheduled.has(t)||(this._scheduled.add(t),await Promise.resolve(),this._scheduled.delete(t),t.call(this))}async _updateDOM(t){this._scrollSize=t.scrollSize,this._adjustRange(t.range),this._childrenPos=t.childPositions,this._scrollError=t.scrollError||null;let{_rangeChanged:n,_itemsChanged:r}=this;this._visibilityChanged&&(this._notifyVisibility(),this._visibilityChanged=!1),(n||r)&&(this._notifyRange(),this._rangeChanged=!1),this._finishDOMUpdate()}_finishDOMUpdate(){this._connected&&(this._children.forEach(t=>this._childrenRO.observe(t)),this._checkScrollIntoViewTarget(this._childrenPos),this._positionChildren(this._childrenPos),this._sizeHostElement(this._scrollSize),this._correctScrollError(),this._benchmarkStart&&"mark"in window.performance&&window.performance.mark("uv-end"))}_updateLayout(){this._layout&&this._connected&&(this._layout.items=this._items,this._updateView(),this._childMeasurements!==null&&(this._measureCallback&&this._measureCallback(this._childMeasurements),this._childMeasurements=null),this._layout.reflowIfNeeded(),this._benchmarkStart&&"mark"in window.performance&&window.performance.mark("uv-end"))}_handleScrollEvent(){if(this._benchmarkStart&&"mark"in window.performance){try{window.performance.measure("uv-virtualizing","uv-start","uv-end")}catch(t){console.warn("Error measuring performance data: ",t)}window.performance.mark("uv-start")}this._scrollerController.correctingScrollError===!1&&this._layout?.unpin(),this._schedule(this._updateLayout)}handleEvent(t){t.type==="scroll"?(t.currentTarget===window||this._clippingAncestors.includes(t.currentTarget))&&this._handleScrollEvent():console.warn("event not handled",t)}_handleLayoutMessage(t){t.type==="stateChanged"?this._updateDOM(t):t.type==="visibilityChanged"?(this._firstVisible=t.firstVisible,this._lastVisible=t.lastVisible,this._notifyVisibility()):t.type==="unpinned"&&this._hostElement.dispatchEvent(new So)}get _children(){let t=[],n=this._hostElement.firstElementChild;for(;n;)n.hasAttribute(Xl)||t.push(n),n=n.nextElementSibling;return t}_updateView(){let t=this._hostElement,n=this._scrollerController?.element,r=this._layout;if(t&&n&&r){let i,s,o,a,l=t.getBoundingClientRect();i=0,s=0,o=window.innerHeight,a=window.innerWidth;let u=this._clippingAncestors.map(y=>y.getBoundingClientRect());u.unshift(l);for(let y of u)i=Math.max(i,y.top),s=Math.max(s,y.left),o=Math.min(o,y.bottom),a=Math.min(a,y.right);let c=n.getBoundingClientRect(),f={left:l.left-c.left,top:l.top-c.top},d={width:n.scrollWidth,height:n.scrollHeight},h=i-l.top+t.scrollTop,p=s-l.left+t.scrollLeft,m=Math.max(0,o-i),b=Math.max(0,a-s);r.viewportSize={width:b,height:m},r.viewportScroll={top:h,left:p},r.totalScrollSize=d,r.offsetWithinScroller=f}}_sizeHostElement(t){let r=t&&t.width!==null?Math.min(82e5,t.width):0,i=t&&t.height!==null?Math.min(82e5,t.height):0;if(this._isScroller)this._getSizer().style.transform=`translate(${r}px, ${i}px)`;else{let s=this._hostElement.style;s.minWidth=r?`${r}px`:"100%",s.minHeight=i?`${i}px`:"100%"}}_positionChildren(t){t&&t.forEach(({top:n,left:r,width:i,height:s,xOffset:o,yOffset:a},l)=>{let u=this._children[l-this._first];u&&(u.style.position="absolute",u.style.boxSizing="border-box",u.style.transform=`translate(${r}px, ${n}px)`,i!==void 0&&(u.style.width=i+"px"),s!==void 0&&(u.style.height=s+"px"),u.style.left=o===void 0?null:o+"px",u.style.top=a===void 0?null:a+"px")})}async _adjustRange(t){let{_first:n,_last:r,_firstVisible:i,_lastVisible:s}=this;this._first=t.first,this._last=t.last,this._firstVisible=t.firstVisible,this._lastVisible=t.lastVisible,this._rangeChanged=this._rangeChanged||this._first!==n||this._last!==r,this._visibilityChanged=this._visibilityChanged||this._firstVisible!==i||this._lastVisible!==s}_correctScrollError(){if(this._scrollError){let{scrollTop:t,scrollLeft:n}=this._scrollerController,{top:r,left:i}=this._scrollError;this._scrollError=null,this._scrollerController.correctScrollError({top:t-r,left:n-i})}}element(t){return t===1/0&&(t=this._items.length-1),this._items?.[t]===void 0?void 0:{scrollIntoView:(n={})=>this._scrollElementIntoView({...n,index:t})}}_scrollElementIntoView(t){if(t.index>=this._first&&t.index<=this._last)this._children[t.index-this._first].scrollIntoView(t);else if(t.index=Math.min(t.index,this._items.length-1),t.behavior==="smooth"){let n=this._layout.getScrollIntoViewCoordinates(t),{behavior:r}=t;this._updateScrollIntoViewCoordinates=this._scrollerController.managedScrollTo(Object.assign(n,{behavior:r}),()=>this._layout.getScrollIntoViewCoordinates(t),()=>this._scrollIntoViewTarget=null),this._scrollIntoViewTarget=t}else this._layout.pin=t}_checkScrollIntoViewTarget(t){let{index:n}=this._scrollIntoViewTarget||{};n&&t?.has(n)&&this._updateScrollIntoViewCoordinates(this._layout.getScrollIntoViewCoordinates(this._scrollIntoViewTarget))}_notifyRange(){this._hostElement.dispatchEvent(new is({first:this._first,last:this._last}))}_notifyVisibility(){this._hostElement.dispatchEvent(new ss({first:this._firstVisible,last:this._lastVisible}))}get layoutComplete(){return this._layoutCompletePromise||(this._layoutCompletePromise=new Promise((t,n)=>{this._layoutCompleteResolver=t,this._layoutCompleteRejecter=n})),this._layoutCompletePromise}_rejectLayoutCompletePromise(t){this._layoutCompleteRejecter!==null&&this._layoutCompleteRejecter(t),this._resetLayoutCompleteState()}_scheduleLayoutComplete(){this._layoutCompletePromise&&this._pendingLayoutComplete===null&&(this._pendingLayoutComplete=requestAnimationFrame(()=>requestAnimationFrame(()=>this._resolveLayoutCompletePromise())))}_resolveLayoutCompletePromise(){this._layoutCompleteResolver!==null&&this._layoutCompleteResolver(),this._resetLayoutCompleteState()}_resetLayoutCompleteState(){this._layoutCompletePromise=null,this._layoutCompleteResolver=null,this._layoutCompleteRejecter=null,this._pendingLayoutComplete=null}_hostElementSizeChanged(){this._schedule(this._updateLayout)}_childLoaded(){}_childrenSizeChanged(t){if(this._layout?.measureChildren){for(let n of t)this._toBeMeasured.set(n.target,n.contentRect);this._measureChildren()}this._scheduleLayoutComplete(),this._itemsChanged=!1,this._rangeChanged=!1}};function ST(e){let t=window.getComputedStyle(e);return{marginTop:Zl(t.marginTop),marginRight:Zl(t.marginRight),marginBottom:Zl(t.marginBottom),marginLeft:Zl(t.marginLeft)}}function Zl(e){let t=e?parseFloat(e):NaN;return Number.isNaN(t)?0:t}function uy(e){if(e.assignedSlot!==null)return e.assignedSlot;if(e.parentElement!==null)return e.parentElement;let t=e.parentNode;return t&&t.nodeType===Node.DOCUMENT_FRAGMENT_NODE&&t.host||null}function kT(e,t=!1){let n=[],r=t?e:uy(e);for(;r!==null;)n.push(r),r=uy(r);return n}function CT(e,t=!1){let n=!1;return kT(e,t).filter(r=>{if(n)return!1;let i=getComputedStyle(r);return n=i.position==="fixed",i.overflow!=="visible"})}var ed=e=>e,td=(e,t)=>g`${t}: ${JSON.stringify(e,null,2)}`,Qf=class extends Gl{constructor(t){if(super(t),this._virtualizer=null,this._first=0,this._last=-1,this._renderItem=(n,r)=>td(n,r+this._first),this._keyFunction=(n,r)=>ed(n,r+this._first),this._items=[],t.type!==ns.CHILD)throw new Error("The virtualize directive can only be used in child expressions")}render(t){t&&this._setFunctions(t);let n=[];if(this._first>=0&&this._last>=this._first)for(let r=this._first;r<=this._last;r++)n.push(this._items[r]);return ty(n,this._keyFunction,this._renderItem)}update(t,[n]){this._setFunctions(n);let r=this._items!==n.items;return this._items=n.items||[],this._virtualizer?this._updateVirtualizerConfig(t,n):this._initialize(t,n),r?en:this.render()}async _updateVirtualizerConfig(t,n){if(!await this._virtualizer.updateLayoutConfig(n.layout||{})){let i=t.parentNode;this._makeVirtualizer(i,n)}this._virtualizer.items=this._items}_setFunctions(t){let{renderItem:n,keyFunction:r}=t;n&&(this._renderItem=(i,s)=>n(i,s+this._first)),r&&(this._keyFunction=(i,s)=>r(i,s+this._first))}_makeVirtualizer(t,n){this._virtualizer&&this._virtualizer.disconnected();let{layout:r,scroller:i,items:s}=n;this._virtualizer=new Jl({hostElement:t,layout:r,scroller:i}),this._virtualizer.items=s,this._virtualizer.connected()}_initialize(t,n){let r=t.parentNode;r&&r.nodeType===1&&(r.addEventListener("rangeChanged",i=>{this._first=i.first,this._last=i.last,this.setValue(this.render())}),this._makeVirtualizer(r,n))}disconnected(){this._virtualizer?.disconnected()}reconnected(){this._virtualizer?.connected()}},cy=_o(Qf);var jn=class extends X{constructor(){super(...arguments),this.items=[],this.renderItem=td,this.keyFunction=ed,this.layout={},this.scroller=!1}createRenderRoot(){return this}render(){let{items:t,renderItem:n,keyFunction:r,layout:i,scroller:s}=this;return g`${cy({items:t,renderItem:n,keyFunction:r,layout:i,scroller:s})}`}element(t){return this[Co]?.element(t)}get layoutComplete(){return this[Co]?.layoutComplete}scrollToIndex(t,n="start"){this.element(t)?.scrollIntoView({block:n})}};Qi([es({attribute:!1})],jn.prototype,"items",void 0);Qi([es()],jn.prototype,"renderItem",void 0);Qi([es()],jn.prototype,"keyFunction",void 0);Qi([es({attribute:!1})],jn.prototype,"layout",void 0);Qi([es({reflect:!0,type:Boolean})],jn.prototype,"scroller",void 0);customElements.define("lit-virtualizer",jn);function Ql(e,t,n,r){return e!==t?r(e):n==="asc"?"desc":"asc"}function eu(e,t){return e?t==="asc"?"ascending":"descending":"none"}function tu(e,t){return e&&t==="asc"?"\u25B2":"\u25BC"}var yr={table:{attribute:!1},rows:{attribute:!1},sort:{attribute:!1},dir:{attribute:!1}};function nd(e,t){e.dispatchEvent(new CustomEvent("sort-change",{detail:t,bubbles:!0,composed:!0}))}function TT(e,t,n){let{sort:r,dir:i}=e,s=t.key===r,o=g`<span class="arrow">${tu(s,i)}</span>`,a=()=>nd(e,{column:t.key,dir:Ql(t.key,r,i,n)});return g`<button
    role="columnheader"
    class=${t.text?"text":""}
    data-col=${t.key}
    aria-sort=${eu(s,i)}
    title=${`${t.title}. Click to sort.`}
    @click=${a}
  >
    <span class="top">${t.text?T:o}<span class="col-name">${t.name}</span>${t.text?o:T}</span>
    ${t.sub?g`<span class="sub">${t.sub}</span>`:T}
  </button>`}function os(e,t){let{rows:n}=e;return g`<div role="table" style=${t.tableStyle??T} aria-rowcount=${n.length+1} aria-label=${t.label}>
    <div class="head" role="row" style=${t.headStyle??T}>
      ${t.columns.map(r=>"header"in r?r.header:TT(e,r,t.defaultDir))}
    </div>
    ${n.length===0?g`<div class="none">${t.empty}</div>`:g`<lit-virtualizer .items=${n} .renderItem=${t.renderRow}></lit-virtualizer>`}
  </div>`}function nu(e,t){return g`<div class="cell mark" role="cell" data-col="significant">
    ${e?as(t):T}
  </div>`}function as(e){return g`<span class="sig" role="img" aria-label=${e} title=${e}>★</span>`}function ls(e,t,n,r){return g`<div class=${e} data-significant=${r} data-q=${n}>
    <span class="star">${t.slice(0,1)}</span>${t.slice(1)}
  </div>`}var ru=Y`
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
`,us=[A0,Y`
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
  `],iu=Y`
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
`;var MT=["label","count","count_a","count_b","value_a","value_b","gap","bound","p_value"],To=76,rd=14,AT="fairness:rows-rendered";function ET(e,t,n){return e==="bound"?{name:"interval",sub:`${bn(n.level)} \xB7 by bound`,title:`The gap's ${bn(n.level)} interval [lower, upper]; the dashed line is 0. Sorts by the conservative bound: the end of the interval nearest zero (0 when it holds 0), so large and certain gaps come first; undefined and insufficient rows last`}:e==="p_value"?{name:"p",sub:"gap = 0",title:'Two-sided p-value for "the gap is 0"; undefined and insufficient rows last'}:{name:e,...RT(e,t)}}function RT(e,t){let{a:n,b:r,metric:i}=t;switch(e){case"label":return{sub:"",title:"The label y"};case"count":return{sub:"c(y)",title:"c(y): examples where the label is predicted"};case"count_a":return{sub:n,title:`c(a, y): examples with identity ${n} and the label`};case"count_b":return{sub:r,title:`c(b, y): examples with identity ${r} and the label`};case"value_a":return{sub:`${i}(${n})`,title:`${i}(${n}, y)`};case"value_b":return{sub:`${i}(${r})`,title:`${i}(${r}, y)`};case"gap":return{sub:"A \u2212 B",title:`gap = ${i}(${n}, y) \u2212 ${i}(${r}, y)`};default:return{sub:"",title:e}}}function PT(e,t,[n,r]){let s=v=>(v-n)/(r-n)*(To-6)+3,o=v=>Math.min(To-3,Math.max(3,v)),a=rd/2,[l,u]=e,c=s(l),f=s(u),d=o(c),h=o(f),p=c<3?`M${d+3},${a-3}L${d},${a}L${d+3},${a+3}`:`M${d},${a-3}V${a+3}`,m=f>To-3?`M${h-3},${a-3}L${h},${a}L${h-3},${a+3}`:`M${h},${a-3}V${a+3}`,b=t!==null&&Number.isFinite(t)?s(t):-10,y=s(0);return g`<svg class="whisker" width=${To} height=${rd} aria-hidden="true">
    <path class="zero" d=${`M${y},0V${rd}`}></path>
    <path class="bar" d=${`M${d},${a}H${h}${p}${m}`}></path>
    <circle class="dot" cx=${b} cy=${a} r=${b>=0&&b<=To?2.5:0}></circle>
  </svg>`}var Mo=class extends X{constructor(){super();this.pendingMark=!1;this.renderRow=(n,r)=>{let i=this.table.columns,s=i.label[n],o=i.insufficient[n]===!0,a=i.significant[n]===!0;return g`<div
      class="row ${o?"insufficient":""} ${a?"significant":""}"
      role="row"
      data-row=${n}
      data-pos=${r}
      data-insufficient=${o?"true":"false"}
      data-significant=${a?"true":"false"}
      title=${o?Ff(this.stats.minCount):T}
    >
      <div class="cell label" role="cell" data-col="label" title=${s}>${s}</div>
      <div class="cell num" role="cell" data-col="count">${z(i.count[n])}</div>
      <div class="cell num" role="cell" data-col="count_a">${z(i.count_a[n])}</div>
      <div class="cell num" role="cell" data-col="count_b">${z(i.count_b[n])}</div>
      ${this.renderValue("value_a",n)} ${this.renderValue("value_b",n)} ${this.renderValue("gap",n)}
      ${this.renderStats(n)}
    </div>`};this.table=null,this.rows=[],this.sort="gap",this.dir="desc",this.names={a:"A",b:"B",metric:"value"},this.stats={level:Yi,q:Gi,minCount:ji,domain:[-1,1]}}columns(){let n=g`<span
      class="mark"
      role="columnheader"
      title=${`\u2605: significant after Benjamini-Hochberg at FDR ${bn(this.stats.q)}`}
      >★</span
    >`;return[...MT.map(r=>({key:r,text:r==="label",...ET(r,this.names,this.stats)})),{header:n}]}renderValue(n,r){let i=this.table,s=t0(i.columns[n][r],i.states[n][r]);return s.state===null?g`<div class="cell num" role="cell" data-col=${n} title=${s.title}>${s.text}</div>`:g`<div
      class="cell num state ${s.state==="undefined"?"undef":"inf"}"
      role="cell"
      data-col=${n}
      data-state=${s.state}
      title=${s.title}
    >
      ${s.text}
    </div>`}renderStats(n){let r=this.table,i=C0(r,n,this.stats.minCount),s=r.columns.gap[n],o=bn(this.stats.level),a=i.interval?`${o} interval ${i.intervalText}; conservative bound ${i.bound===null?"\u2014":i.bound}`+(i.insufficient?`. ${i.pTitle}`:""):i.intervalReason??"",l=`significant at FDR ${bn(this.stats.q)}`;return g`<div
        class="cell num interval ${i.interval?"":"state undef"}"
        role="cell"
        data-col="interval"
        data-lower=${i.interval?String(i.interval[0]):""}
        data-upper=${i.interval?String(i.interval[1]):""}
        title=${a}
      >
        ${i.interval?PT(i.interval,typeof s=="number"?s:null,this.stats.domain):T}<span
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
      ${nu(i.significant,l)}`}willUpdate(n){(n.has("table")||n.has("rows"))&&(n.has("table")&&(this.scrollTop=0),this.pendingMark=this.rows.length>0)}updated(){if(!this.pendingMark)return;let n=this.renderRoot,r=()=>{this.pendingMark&&(n.querySelector(".row")?(this.pendingMark=!1,requestAnimationFrame(()=>performance.mark(AT))):requestAnimationFrame(r))};r()}render(){return this.table?os(this,{columns:this.columns(),defaultDir:Lf,renderRow:this.renderRow,label:"Labels ranked by gap",empty:"No label matches the filters."}):T}};Mo.properties={...yr,names:{attribute:!1},stats:{attribute:!1}},Mo.styles=[te,...us,iu,Y`
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
    `];customElements.define("fairness-table",Mo);function at(e,t){return e==null||t==null?NaN:e<t?-1:e>t?1:e>=t?0:NaN}function Kn(e,t){return e==null||t==null?NaN:t<e?-1:t>e?1:t>=e?0:NaN}function ps(e){let t,n,r;e.length!==2?(t=at,n=(a,l)=>at(e(a),l),r=(a,l)=>e(a)-l):(t=e===at||e===Kn?e:NT,n=e,r=e);function i(a,l,u=0,c=a.length){if(u<c){if(t(l,l)!==0)return c;do{let f=u+c>>>1;n(a[f],l)<0?u=f+1:c=f}while(u<c)}return u}function s(a,l,u=0,c=a.length){if(u<c){if(t(l,l)!==0)return c;do{let f=u+c>>>1;n(a[f],l)<=0?u=f+1:c=f}while(u<c)}return u}function o(a,l,u=0,c=a.length){let f=i(a,l,u,c-1);return f>u&&r(a[f-1],l)>-r(a[f],l)?f-1:f}return{left:i,center:o,right:s}}function NT(){return 0}function fy(e){return e===null?NaN:+e}function*IT(e,t){if(t===void 0)for(let n of e)n!=null&&(n=+n)>=n&&(yield n);else{let n=-1;for(let r of e)(r=t(r,++n,e))!=null&&(r=+r)>=r&&(yield r)}}var dy=ps(at),ms=dy.right,L9=dy.left,D9=ps(fy).center;var O9=hy(py),z9=hy(LT);function hy(e){return function(t,n,r=n){if(!((n=+n)>=0))throw new RangeError("invalid rx");if(!((r=+r)>=0))throw new RangeError("invalid ry");let{data:i,width:s,height:o}=t;if(!((s=Math.floor(s))>=0))throw new RangeError("invalid width");if(!((o=Math.floor(o!==void 0?o:i.length/s))>=0))throw new RangeError("invalid height");if(!s||!o||!n&&!r)return t;let a=n&&e(n),l=r&&e(r),u=i.slice();return a&&l?(cs(a,u,i,s,o),cs(a,i,u,s,o),cs(a,u,i,s,o),fs(l,i,u,s,o),fs(l,u,i,s,o),fs(l,i,u,s,o)):a?(cs(a,i,u,s,o),cs(a,u,i,s,o),cs(a,i,u,s,o)):l&&(fs(l,i,u,s,o),fs(l,u,i,s,o),fs(l,i,u,s,o)),t}}function cs(e,t,n,r,i){for(let s=0,o=r*i;s<o;)e(t,n,s,s+=r,1)}function fs(e,t,n,r,i){for(let s=0,o=r*i;s<r;++s)e(t,n,s,s+o,r)}function LT(e){let t=py(e);return(n,r,i,s,o)=>{i<<=2,s<<=2,o<<=2,t(n,r,i+0,s+0,o),t(n,r,i+1,s+1,o),t(n,r,i+2,s+2,o),t(n,r,i+3,s+3,o)}}function py(e){let t=Math.floor(e);if(t===e)return DT(e);let n=e-t,r=2*e+1;return(i,s,o,a,l)=>{if(!((a-=l)>=o))return;let u=t*s[o],c=l*t,f=c+l;for(let d=o,h=o+c;d<h;d+=l)u+=s[Math.min(a,d)];for(let d=o,h=a;d<=h;d+=l)u+=s[Math.min(a,d+c)],i[d]=(u+n*(s[Math.max(o,d-f)]+s[Math.min(a,d+f)]))/r,u-=s[Math.max(o,d-c)]}}function DT(e){let t=2*e+1;return(n,r,i,s,o)=>{if(!((s-=o)>=i))return;let a=e*r[i],l=o*e;for(let u=i,c=i+l;u<c;u+=o)a+=r[Math.min(s,u)];for(let u=i,c=s;u<=c;u+=o)a+=r[Math.min(s,u+l)],n[u]=a/t,a-=r[Math.max(i,u-l)]}}function od(e,t){let n=0;if(t===void 0)for(let r of e)r!=null&&(r=+r)>=r&&++n;else{let r=-1;for(let i of e)(i=t(i,++r,e))!=null&&(i=+i)>=i&&++n}return n}function OT(e){return e.length|0}function zT(e){return!(e>0)}function FT(e){return typeof e!="object"||"length"in e?e:Array.from(e)}function BT(e){return t=>e(...t)}function my(...e){let t=typeof e[e.length-1]=="function"&&BT(e.pop());e=e.map(FT);let n=e.map(OT),r=e.length-1,i=new Array(r+1).fill(0),s=[];if(r<0||n.some(zT))return s;for(;;){s.push(i.map((a,l)=>e[l][a]));let o=r;for(;++i[o]===n[o];){if(o===0)return t?s.map(t):s;i[o--]=0}}}function gy(e,t){var n=0,r=0;return Float64Array.from(e,t===void 0?i=>n+=+i||0:i=>n+=+t(i,r++,e)||0)}function ad(e,t){let n=0,r,i=0,s=0;if(t===void 0)for(let o of e)o!=null&&(o=+o)>=o&&(r=o-i,i+=r/++n,s+=r*(o-i));else{let o=-1;for(let a of e)(a=t(a,++o,e))!=null&&(a=+a)>=a&&(r=a-i,i+=r/++n,s+=r*(a-i))}if(n>1)return s/(n-1)}function ld(e,t){let n=ad(e,t);return n&&Math.sqrt(n)}function tt(e,t){let n,r;if(t===void 0)for(let i of e)i!=null&&(n===void 0?i>=i&&(n=r=i):(n>i&&(n=i),r<i&&(r=i)));else{let i=-1;for(let s of e)(s=t(s,++i,e))!=null&&(n===void 0?s>=s&&(n=r=s):(n>s&&(n=s),r<s&&(r=s)))}return[n,r]}var Dt=class{constructor(){this._partials=new Float64Array(32),this._n=0}add(t){let n=this._partials,r=0;for(let i=0;i<this._n&&i<32;i++){let s=n[i],o=t+s,a=Math.abs(t)<Math.abs(s)?t-(o-s):s-(o-t);a&&(n[r++]=a),t=o}return n[r]=t,this._n=r+1,this}valueOf(){let t=this._partials,n=this._n,r,i,s,o=0;if(n>0){for(o=t[--n];n>0&&(r=o,i=t[--n],o=r+i,s=i-(o-r),!s););n>0&&(s<0&&t[n-1]<0||s>0&&t[n-1]>0)&&(i=s*2,r=o+i,i==r-o&&(o=r))}return o}};var Ot=class extends Map{constructor(t,n=vy){if(super(),Object.defineProperties(this,{_intern:{value:new Map},_key:{value:n}}),t!=null)for(let[r,i]of t)this.set(r,i)}get(t){return super.get(id(this,t))}has(t){return super.has(id(this,t))}set(t,n){return super.set(by(this,t),n)}delete(t){return super.delete(yy(this,t))}},vn=class extends Set{constructor(t,n=vy){if(super(),Object.defineProperties(this,{_intern:{value:new Map},_key:{value:n}}),t!=null)for(let r of t)this.add(r)}has(t){return super.has(id(this,t))}add(t){return super.add(by(this,t))}delete(t){return super.delete(yy(this,t))}};function id({_intern:e,_key:t},n){let r=t(n);return e.has(r)?e.get(r):n}function by({_intern:e,_key:t},n){let r=t(n);return e.has(r)?e.get(r):(e.set(r,n),n)}function yy({_intern:e,_key:t},n){let r=t(n);return e.has(r)&&(n=e.get(r),e.delete(r)),n}function vy(e){return e!==null&&typeof e=="object"?e.valueOf():e}function sd(e){return e}function Jr(e,...t){return ud(e,sd,sd,t)}function Xn(e,t,...n){return ud(e,sd,t,n)}function xy(e,t,...n){return ud(e,Array.from,t,n)}function ud(e,t,n,r){return(function i(s,o){if(o>=r.length)return n(s);let a=new Ot,l=r[o++],u=-1;for(let c of s){let f=l(c,++u,s),d=a.get(f);d?d.push(c):a.set(f,[c])}for(let[c,f]of a)a.set(c,i(f,o));return t(a)})(e,0)}function qT(e,t){return Array.from(t,n=>e[n])}function ds(e,...t){if(typeof e[Symbol.iterator]!="function")throw new TypeError("values is not iterable");e=Array.from(e);let[n]=t;if(n&&n.length!==2||t.length>1){let r=Uint32Array.from(e,(i,s)=>s);return t.length>1?(t=t.map(i=>e.map(i)),r.sort((i,s)=>{for(let o of t){let a=su(o[i],o[s]);if(a)return a}})):(n=e.map(n),r.sort((i,s)=>su(n[i],n[s]))),qT(e,r)}return e.sort(wy(n))}function wy(e=at){if(e===at)return su;if(typeof e!="function")throw new TypeError("compare is not a function");return(t,n)=>{let r=e(t,n);return r||r===0?r:(e(n,n)===0)-(e(t,t)===0)}}function su(e,t){return(e==null||!(e>=e))-(t==null||!(t>=t))||(e<t?-1:e>t?1:0)}function au(e,t,n){return(t.length!==2?ds(Xn(e,t,n),(([r,i],[s,o])=>at(i,o)||at(r,s))):ds(Jr(e,n),(([r,i],[s,o])=>t(i,o)||at(r,s)))).map(([r])=>r)}var VT=Array.prototype,F9=VT.slice;var UT=Math.sqrt(50),HT=Math.sqrt(10),YT=Math.sqrt(2);function ou(e,t,n){let r=(t-e)/Math.max(0,n),i=Math.floor(Math.log10(r)),s=r/Math.pow(10,i),o=s>=UT?10:s>=HT?5:s>=YT?2:1,a,l,u;return i<0?(u=Math.pow(10,-i)/o,a=Math.round(e*u),l=Math.round(t*u),a/u<e&&++a,l/u>t&&--l,u=-u):(u=Math.pow(10,i)*o,a=Math.round(e/u),l=Math.round(t/u),a*u<e&&++a,l*u>t&&--l),l<a&&.5<=n&&n<2?ou(e,t,n*2):[a,l,u]}function vr(e,t,n){if(t=+t,e=+e,n=+n,!(n>0))return[];if(e===t)return[e];let r=t<e,[i,s,o]=r?ou(t,e,n):ou(e,t,n);if(!(s>=i))return[];let a=s-i+1,l=new Array(a);if(r)if(o<0)for(let u=0;u<a;++u)l[u]=(s-u)/-o;else for(let u=0;u<a;++u)l[u]=(s-u)*o;else if(o<0)for(let u=0;u<a;++u)l[u]=(i+u)/-o;else for(let u=0;u<a;++u)l[u]=(i+u)*o;return l}function hs(e,t,n){return t=+t,e=+e,n=+n,ou(e,t,n)[2]}function Eo(e,t,n){t=+t,e=+e,n=+n;let r=t<e,i=r?hs(t,e,n):hs(e,t,n);return(r?-1:1)*(i<0?1/-i:i)}function _y(e){return Math.max(1,Math.ceil(Math.log(od(e))/Math.LN2)+1)}function ct(e,t){let n;if(t===void 0)for(let r of e)r!=null&&(n<r||n===void 0&&r>=r)&&(n=r);else{let r=-1;for(let i of e)(i=t(i,++r,e))!=null&&(n<i||n===void 0&&i>=i)&&(n=i)}return n}function $y(e,t){let n,r=-1,i=-1;if(t===void 0)for(let s of e)++i,s!=null&&(n<s||n===void 0&&s>=s)&&(n=s,r=i);else for(let s of e)(s=t(s,++i,e))!=null&&(n<s||n===void 0&&s>=s)&&(n=s,r=i);return r}function zt(e,t){let n;if(t===void 0)for(let r of e)r!=null&&(n>r||n===void 0&&r>=r)&&(n=r);else{let r=-1;for(let i of e)(i=t(i,++r,e))!=null&&(n>i||n===void 0&&i>=i)&&(n=i)}return n}function Sy(e,t){let n,r=-1,i=-1;if(t===void 0)for(let s of e)++i,s!=null&&(n>s||n===void 0&&s>=s)&&(n=s,r=i);else for(let s of e)(s=t(s,++i,e))!=null&&(n>s||n===void 0&&s>=s)&&(n=s,r=i);return r}function ky(e,t,n=0,r=1/0,i){if(t=Math.floor(t),n=Math.floor(Math.max(0,n)),r=Math.floor(Math.min(e.length-1,r)),!(n<=t&&t<=r))return e;for(i=i===void 0?su:wy(i);r>n;){if(r-n>600){let l=r-n+1,u=t-n+1,c=Math.log(l),f=.5*Math.exp(2*c/3),d=.5*Math.sqrt(c*f*(l-f)/l)*(u-l/2<0?-1:1),h=Math.max(n,Math.floor(t-u*f/l+d)),p=Math.min(r,Math.floor(t+(l-u)*f/l+d));ky(e,t,h,p,i)}let s=e[t],o=n,a=r;for(Ao(e,n,t),i(e[r],s)>0&&Ao(e,n,r);o<a;){for(Ao(e,o,a),++o,--a;i(e[o],s)<0;)++o;for(;i(e[a],s)>0;)--a}i(e[n],s)===0?Ao(e,n,a):(++a,Ao(e,a,r)),a<=t&&(n=a+1),t<=a&&(r=a-1)}return e}function Ao(e,t,n){let r=e[t];e[t]=e[n],e[n]=r}function cd(e,t=at){let n,r=!1;if(t.length===1){let i;for(let s of e){let o=t(s);(r?at(o,i)>0:at(o,o)===0)&&(n=s,i=o,r=!0)}}else for(let i of e)(r?t(i,n)>0:t(i,i)===0)&&(n=i,r=!0);return n}function Wn(e,t,n){if(e=Float64Array.from(IT(e,n)),!(!(r=e.length)||isNaN(t=+t))){if(t<=0||r<2)return zt(e);if(t>=1)return ct(e);var r,i=(r-1)*t,s=Math.floor(i),o=ct(ky(e,s).subarray(0,s+1)),a=zt(e.subarray(s+1));return o+(a-o)*(i-s)}}function Cy(e,t,n=fy){if(!(!(r=e.length)||isNaN(t=+t))){if(t<=0||r<2)return+n(e[0],0,e);if(t>=1)return+n(e[r-1],r-1,e);var r,i=(r-1)*t,s=Math.floor(i),o=+n(e[s],s,e),a=+n(e[s+1],s+1,e);return o+(a-o)*(i-s)}}function Ty(e,t,n){let r=od(e),i=Wn(e,.75)-Wn(e,.25);return r&&i?Math.ceil((n-t)/(2*i*Math.pow(r,-1/3))):1}function fd(e,t,n){let r=od(e),i=ld(e);return r&&i?Math.ceil((n-t)*Math.cbrt(r)/(3.49*i)):1}function My(e,t){let n=0,r=0;if(t===void 0)for(let i of e)i!=null&&(i=+i)>=i&&(++n,r+=i);else{let i=-1;for(let s of e)(s=t(s,++i,e))!=null&&(s=+s)>=s&&(++n,r+=s)}if(n)return r/n}function Ro(e,t){return Wn(e,.5,t)}function*GT(e){for(let t of e)yield*t}function dd(e){return Array.from(GT(e))}function Ay(e,t){let n=new Ot;if(t===void 0)for(let s of e)s!=null&&s>=s&&n.set(s,(n.get(s)||0)+1);else{let s=-1;for(let o of e)(o=t(o,++s,e))!=null&&o>=o&&n.set(o,(n.get(o)||0)+1)}let r,i=0;for(let[s,o]of n)o>i&&(i=o,r=s);return r}function Ey(e,t=jT){let n=[],r,i=!1;for(let s of e)i&&n.push(t(r,s)),r=s,i=!0;return n}function jT(e,t){return[e,t]}function gs(e,t,n){e=+e,t=+t,n=(i=arguments.length)<2?(t=e,e=0,1):i<3?1:+n;for(var r=-1,i=Math.max(0,Math.ceil((t-e)/n))|0,s=new Array(i);++r<i;)s[r]=e+r*n;return s}var B9=WT(Math.random);function WT(e){return function(n,r=0,i=n.length){let s=i-(r=+r);for(;s;){let o=e()*s--|0,a=n[s+r];n[s+r]=n[o+r],n[o+r]=a}return n}}function rn(e,t){let n=0;if(t===void 0)for(let r of e)(r=+r)&&(n+=r);else{let r=-1;for(let i of e)(i=+t(i,++r,e))&&(n+=i)}return n}function bs(e){if(typeof e[Symbol.iterator]!="function")throw new TypeError("values is not iterable");return Array.from(e).reverse()}function KT(e){return e}var hd=1,pd=2,md=3,lu=4,Ry=1e-6;function XT(e){return"translate("+e+",0)"}function ZT(e){return"translate(0,"+e+")"}function JT(e){return t=>+e(t)}function QT(e,t){return t=Math.max(0,e.bandwidth()-t*2)/2,e.round()&&(t=Math.round(t)),n=>+e(n)+t}function eM(){return!this.__axis}function tM(e,t){var n=[],r=null,i=null,s=6,o=6,a=3,l=typeof window<"u"&&window.devicePixelRatio>1?0:.5,u=e===hd||e===lu?-1:1,c=e===lu||e===pd?"x":"y",f=e===hd||e===md?XT:ZT;function d(h){var p=r??(t.ticks?t.ticks.apply(t,n):t.domain()),m=i??(t.tickFormat?t.tickFormat.apply(t,n):KT),b=Math.max(s,0)+a,y=t.range(),v=+y[0]+l,_=+y[y.length-1]+l,x=(t.bandwidth?QT:JT)(t.copy(),l),S=h.selection?h.selection():h,w=S.selectAll(".domain").data([null]),$=S.selectAll(".tick").data(p,t).order(),k=$.exit(),M=$.enter().append("g").attr("class","tick"),N=$.select("line"),A=$.select("text");w=w.merge(w.enter().insert("path",".tick").attr("class","domain").attr("stroke","currentColor")),$=$.merge(M),N=N.merge(M.append("line").attr("stroke","currentColor").attr(c+"2",u*s)),A=A.merge(M.append("text").attr("fill","currentColor").attr(c,u*b).attr("dy",e===hd?"0em":e===md?"0.71em":"0.32em")),h!==S&&(w=w.transition(h),$=$.transition(h),N=N.transition(h),A=A.transition(h),k=k.transition(h).attr("opacity",Ry).attr("transform",function(P){return isFinite(P=x(P))?f(P+l):this.getAttribute("transform")}),M.attr("opacity",Ry).attr("transform",function(P){var E=this.parentNode.__axis;return f((E&&isFinite(E=E(P))?E:x(P))+l)})),k.remove(),w.attr("d",e===lu||e===pd?o?"M"+u*o+","+v+"H"+l+"V"+_+"H"+u*o:"M"+l+","+v+"V"+_:o?"M"+v+","+u*o+"V"+l+"H"+_+"V"+u*o:"M"+v+","+l+"H"+_),$.attr("opacity",1).attr("transform",function(P){return f(x(P)+l)}),N.attr(c+"2",u*s),A.attr(c,u*b).text(m),S.filter(eM).attr("fill","none").attr("font-size",10).attr("font-family","sans-serif").attr("text-anchor",e===pd?"start":e===lu?"end":"middle"),S.each(function(){this.__axis=x})}return d.scale=function(h){return arguments.length?(t=h,d):t},d.ticks=function(){return n=Array.from(arguments),d},d.tickArguments=function(h){return arguments.length?(n=h==null?[]:Array.from(h),d):n.slice()},d.tickValues=function(h){return arguments.length?(r=h==null?null:Array.from(h),d):r&&r.slice()},d.tickFormat=function(h){return arguments.length?(i=h,d):i},d.tickSize=function(h){return arguments.length?(s=o=+h,d):s},d.tickSizeInner=function(h){return arguments.length?(s=+h,d):s},d.tickSizeOuter=function(h){return arguments.length?(o=+h,d):o},d.tickPadding=function(h){return arguments.length?(a=+h,d):a},d.offset=function(h){return arguments.length?(l=+h,d):l},d}function Py(e){return tM(md,e)}var gd="http://www.w3.org/1999/xhtml",xr={svg:"http://www.w3.org/2000/svg",xhtml:gd,xlink:"http://www.w3.org/1999/xlink",xml:"http://www.w3.org/XML/1998/namespace",xmlns:"http://www.w3.org/2000/xmlns/"};function Ny(e){var t=e+="",n=t.indexOf(":");return n>=0&&(t=e.slice(0,n))!=="xmlns"&&(e=e.slice(n+1)),xr.hasOwnProperty(t)?{space:xr[t],local:e}:e}function nM(e){return function(){var t=this.ownerDocument,n=this.namespaceURI;return n===gd&&t.documentElement.namespaceURI===gd?t.createElement(e):t.createElementNS(n,e)}}function rM(e){return function(){return this.ownerDocument.createElementNS(e.space,e.local)}}function ys(e){var t=Ny(e);return(t.local?rM:nM)(t)}function iM(){}function Iy(e){return e==null?iM:function(){return this.querySelector(e)}}function sM(e){typeof e!="function"&&(e=Iy(e));for(var t=this._groups,n=t.length,r=new Array(n),i=0;i<n;++i)for(var s=t[i],o=s.length,a=r[i]=new Array(o),l,u,c=0;c<o;++c)(l=s[c])&&(u=e.call(l,l.__data__,c,s))&&("__data__"in l&&(u.__data__=l.__data__),a[c]=u);return new At(r,this._parents)}function oM(e){return e==null?[]:Array.isArray(e)?e:Array.from(e)}function aM(){return[]}function lM(e){return e==null?aM:function(){return this.querySelectorAll(e)}}function uM(e){return function(){return oM(e.apply(this,arguments))}}function cM(e){typeof e=="function"?e=uM(e):e=lM(e);for(var t=this._groups,n=t.length,r=[],i=[],s=0;s<n;++s)for(var o=t[s],a=o.length,l,u=0;u<a;++u)(l=o[u])&&(r.push(e.call(l,l.__data__,u,o)),i.push(l));return new At(r,i)}function fM(e){return function(){return this.matches(e)}}function Ly(e){return function(t){return t.matches(e)}}var dM=Array.prototype.find;function hM(e){return function(){return dM.call(this.children,e)}}function pM(){return this.firstElementChild}function mM(e){return this.select(e==null?pM:hM(typeof e=="function"?e:Ly(e)))}var gM=Array.prototype.filter;function bM(){return Array.from(this.children)}function yM(e){return function(){return gM.call(this.children,e)}}function vM(e){return this.selectAll(e==null?bM:yM(typeof e=="function"?e:Ly(e)))}function xM(e){typeof e!="function"&&(e=fM(e));for(var t=this._groups,n=t.length,r=new Array(n),i=0;i<n;++i)for(var s=t[i],o=s.length,a=r[i]=[],l,u=0;u<o;++u)(l=s[u])&&e.call(l,l.__data__,u,s)&&a.push(l);return new At(r,this._parents)}function Dy(e){return new Array(e.length)}function wM(){return new At(this._enter||this._groups.map(Dy),this._parents)}function uu(e,t){this.ownerDocument=e.ownerDocument,this.namespaceURI=e.namespaceURI,this._next=null,this._parent=e,this.__data__=t}uu.prototype={constructor:uu,appendChild:function(e){return this._parent.insertBefore(e,this._next)},insertBefore:function(e,t){return this._parent.insertBefore(e,t)},querySelector:function(e){return this._parent.querySelector(e)},querySelectorAll:function(e){return this._parent.querySelectorAll(e)}};function _M(e){return function(){return e}}function $M(e,t,n,r,i,s){for(var o=0,a,l=t.length,u=s.length;o<u;++o)(a=t[o])?(a.__data__=s[o],r[o]=a):n[o]=new uu(e,s[o]);for(;o<l;++o)(a=t[o])&&(i[o]=a)}function SM(e,t,n,r,i,s,o){var a,l,u=new Map,c=t.length,f=s.length,d=new Array(c),h;for(a=0;a<c;++a)(l=t[a])&&(d[a]=h=o.call(l,l.__data__,a,t)+"",u.has(h)?i[a]=l:u.set(h,l));for(a=0;a<f;++a)h=o.call(e,s[a],a,s)+"",(l=u.get(h))?(r[a]=l,l.__data__=s[a],u.delete(h)):n[a]=new uu(e,s[a]);for(a=0;a<c;++a)(l=t[a])&&u.get(d[a])===l&&(i[a]=l)}function kM(e){return e.__data__}function CM(e,t){if(!arguments.length)return Array.from(this,kM);var n=t?SM:$M,r=this._parents,i=this._groups;typeof e!="function"&&(e=_M(e));for(var s=i.length,o=new Array(s),a=new Array(s),l=new Array(s),u=0;u<s;++u){var c=r[u],f=i[u],d=f.length,h=TM(e.call(c,c&&c.__data__,u,r)),p=h.length,m=a[u]=new Array(p),b=o[u]=new Array(p),y=l[u]=new Array(d);n(c,f,m,b,y,h,t);for(var v=0,_=0,x,S;v<p;++v)if(x=m[v]){for(v>=_&&(_=v+1);!(S=b[_])&&++_<p;);x._next=S||null}}return o=new At(o,r),o._enter=a,o._exit=l,o}function TM(e){return typeof e=="object"&&"length"in e?e:Array.from(e)}function MM(){return new At(this._exit||this._groups.map(Dy),this._parents)}function AM(e,t,n){var r=this.enter(),i=this,s=this.exit();return typeof e=="function"?(r=e(r),r&&(r=r.selection())):r=r.append(e+""),t!=null&&(i=t(i),i&&(i=i.selection())),n==null?s.remove():n(s),r&&i?r.merge(i).order():i}function EM(e){for(var t=e.selection?e.selection():e,n=this._groups,r=t._groups,i=n.length,s=r.length,o=Math.min(i,s),a=new Array(i),l=0;l<o;++l)for(var u=n[l],c=r[l],f=u.length,d=a[l]=new Array(f),h,p=0;p<f;++p)(h=u[p]||c[p])&&(d[p]=h);for(;l<i;++l)a[l]=n[l];return new At(a,this._parents)}function RM(){for(var e=this._groups,t=-1,n=e.length;++t<n;)for(var r=e[t],i=r.length-1,s=r[i],o;--i>=0;)(o=r[i])&&(s&&o.compareDocumentPosition(s)^4&&s.parentNode.insertBefore(o,s),s=o);return this}function PM(e){e||(e=NM);function t(f,d){return f&&d?e(f.__data__,d.__data__):!f-!d}for(var n=this._groups,r=n.length,i=new Array(r),s=0;s<r;++s){for(var o=n[s],a=o.length,l=i[s]=new Array(a),u,c=0;c<a;++c)(u=o[c])&&(l[c]=u);l.sort(t)}return new At(i,this._parents).order()}function NM(e,t){return e<t?-1:e>t?1:e>=t?0:NaN}function IM(){var e=arguments[0];return arguments[0]=this,e.apply(null,arguments),this}function LM(){return Array.from(this)}function DM(){for(var e=this._groups,t=0,n=e.length;t<n;++t)for(var r=e[t],i=0,s=r.length;i<s;++i){var o=r[i];if(o)return o}return null}function OM(){let e=0;for(let t of this)++e;return e}function zM(){return!this.node()}function FM(e){for(var t=this._groups,n=0,r=t.length;n<r;++n)for(var i=t[n],s=0,o=i.length,a;s<o;++s)(a=i[s])&&e.call(a,a.__data__,s,i);return this}function BM(e){return function(){this.removeAttribute(e)}}function qM(e){return function(){this.removeAttributeNS(e.space,e.local)}}function VM(e,t){return function(){this.setAttribute(e,t)}}function UM(e,t){return function(){this.setAttributeNS(e.space,e.local,t)}}function HM(e,t){return function(){var n=t.apply(this,arguments);n==null?this.removeAttribute(e):this.setAttribute(e,n)}}function YM(e,t){return function(){var n=t.apply(this,arguments);n==null?this.removeAttributeNS(e.space,e.local):this.setAttributeNS(e.space,e.local,n)}}function GM(e,t){var n=Ny(e);if(arguments.length<2){var r=this.node();return n.local?r.getAttributeNS(n.space,n.local):r.getAttribute(n)}return this.each((t==null?n.local?qM:BM:typeof t=="function"?n.local?YM:HM:n.local?UM:VM)(n,t))}function Oy(e){return e.ownerDocument&&e.ownerDocument.defaultView||e.document&&e||e.defaultView}function jM(e){return function(){this.style.removeProperty(e)}}function WM(e,t,n){return function(){this.style.setProperty(e,t,n)}}function KM(e,t,n){return function(){var r=t.apply(this,arguments);r==null?this.style.removeProperty(e):this.style.setProperty(e,r,n)}}function XM(e,t,n){return arguments.length>1?this.each((t==null?jM:typeof t=="function"?KM:WM)(e,t,n??"")):ZM(this.node(),e)}function ZM(e,t){return e.style.getPropertyValue(t)||Oy(e).getComputedStyle(e,null).getPropertyValue(t)}function JM(e){return function(){delete this[e]}}function QM(e,t){return function(){this[e]=t}}function e3(e,t){return function(){var n=t.apply(this,arguments);n==null?delete this[e]:this[e]=n}}function t3(e,t){return arguments.length>1?this.each((t==null?JM:typeof t=="function"?e3:QM)(e,t)):this.node()[e]}function zy(e){return e.trim().split(/^|\s+/)}function yd(e){return e.classList||new Fy(e)}function Fy(e){this._node=e,this._names=zy(e.getAttribute("class")||"")}Fy.prototype={add:function(e){var t=this._names.indexOf(e);t<0&&(this._names.push(e),this._node.setAttribute("class",this._names.join(" ")))},remove:function(e){var t=this._names.indexOf(e);t>=0&&(this._names.splice(t,1),this._node.setAttribute("class",this._names.join(" ")))},contains:function(e){return this._names.indexOf(e)>=0}};function By(e,t){for(var n=yd(e),r=-1,i=t.length;++r<i;)n.add(t[r])}function qy(e,t){for(var n=yd(e),r=-1,i=t.length;++r<i;)n.remove(t[r])}function n3(e){return function(){By(this,e)}}function r3(e){return function(){qy(this,e)}}function i3(e,t){return function(){(t.apply(this,arguments)?By:qy)(this,e)}}function s3(e,t){var n=zy(e+"");if(arguments.length<2){for(var r=yd(this.node()),i=-1,s=n.length;++i<s;)if(!r.contains(n[i]))return!1;return!0}return this.each((typeof t=="function"?i3:t?n3:r3)(n,t))}function o3(){this.textContent=""}function a3(e){return function(){this.textContent=e}}function l3(e){return function(){var t=e.apply(this,arguments);this.textContent=t??""}}function u3(e){return arguments.length?this.each(e==null?o3:(typeof e=="function"?l3:a3)(e)):this.node().textContent}function c3(){this.innerHTML=""}function f3(e){return function(){this.innerHTML=e}}function d3(e){return function(){var t=e.apply(this,arguments);this.innerHTML=t??""}}function h3(e){return arguments.length?this.each(e==null?c3:(typeof e=="function"?d3:f3)(e)):this.node().innerHTML}function p3(){this.nextSibling&&this.parentNode.appendChild(this)}function m3(){return this.each(p3)}function g3(){this.previousSibling&&this.parentNode.insertBefore(this,this.parentNode.firstChild)}function b3(){return this.each(g3)}function y3(e){var t=typeof e=="function"?e:ys(e);return this.select(function(){return this.appendChild(t.apply(this,arguments))})}function v3(){return null}function x3(e,t){var n=typeof e=="function"?e:ys(e),r=t==null?v3:typeof t=="function"?t:Iy(t);return this.select(function(){return this.insertBefore(n.apply(this,arguments),r.apply(this,arguments)||null)})}function w3(){var e=this.parentNode;e&&e.removeChild(this)}function _3(){return this.each(w3)}function $3(){var e=this.cloneNode(!1),t=this.parentNode;return t?t.insertBefore(e,this.nextSibling):e}function S3(){var e=this.cloneNode(!0),t=this.parentNode;return t?t.insertBefore(e,this.nextSibling):e}function k3(e){return this.select(e?S3:$3)}function C3(e){return arguments.length?this.property("__data__",e):this.node().__data__}function T3(e){return function(t){e.call(this,t,this.__data__)}}function M3(e){return e.trim().split(/^|\s+/).map(function(t){var n="",r=t.indexOf(".");return r>=0&&(n=t.slice(r+1),t=t.slice(0,r)),{type:t,name:n}})}function A3(e){return function(){var t=this.__on;if(t){for(var n=0,r=-1,i=t.length,s;n<i;++n)s=t[n],(!e.type||s.type===e.type)&&s.name===e.name?this.removeEventListener(s.type,s.listener,s.options):t[++r]=s;++r?t.length=r:delete this.__on}}}function E3(e,t,n){return function(){var r=this.__on,i,s=T3(t);if(r){for(var o=0,a=r.length;o<a;++o)if((i=r[o]).type===e.type&&i.name===e.name){this.removeEventListener(i.type,i.listener,i.options),this.addEventListener(i.type,i.listener=s,i.options=n),i.value=t;return}}this.addEventListener(e.type,s,n),i={type:e.type,name:e.name,value:t,listener:s,options:n},r?r.push(i):this.__on=[i]}}function R3(e,t,n){var r=M3(e+""),i,s=r.length,o;if(arguments.length<2){var a=this.node().__on;if(a){for(var l=0,u=a.length,c;l<u;++l)for(i=0,c=a[l];i<s;++i)if((o=r[i]).type===c.type&&o.name===c.name)return c.value}return}for(a=t?E3:A3,i=0;i<s;++i)this.each(a(r[i],t,n));return this}function Vy(e,t,n){var r=Oy(e),i=r.CustomEvent;typeof i=="function"?i=new i(t,n):(i=r.document.createEvent("Event"),n?(i.initEvent(t,n.bubbles,n.cancelable),i.detail=n.detail):i.initEvent(t,!1,!1)),e.dispatchEvent(i)}function P3(e,t){return function(){return Vy(this,e,t)}}function N3(e,t){return function(){return Vy(this,e,t.apply(this,arguments))}}function I3(e,t){return this.each((typeof t=="function"?N3:P3)(e,t))}function*L3(){for(var e=this._groups,t=0,n=e.length;t<n;++t)for(var r=e[t],i=0,s=r.length,o;i<s;++i)(o=r[i])&&(yield o)}var Uy=[null];function At(e,t){this._groups=e,this._parents=t}function D3(){return new At([[document.documentElement]],Uy)}function O3(){return this}At.prototype=D3.prototype={constructor:At,select:sM,selectAll:cM,selectChild:mM,selectChildren:vM,filter:xM,data:CM,enter:wM,exit:MM,join:AM,merge:EM,selection:O3,order:RM,sort:PM,call:IM,nodes:LM,node:DM,size:OM,empty:zM,each:FM,attr:GM,style:XM,property:t3,classed:s3,text:u3,html:h3,raise:m3,lower:b3,append:y3,insert:x3,remove:_3,clone:k3,datum:C3,on:R3,dispatch:I3,[Symbol.iterator]:L3};function sn(e){return typeof e=="string"?new At([[document.querySelector(e)]],[document.documentElement]):new At([[e]],Uy)}var z3=0;function F3(){return new bd}function bd(){this._="@"+(++z3).toString(36)}bd.prototype=F3.prototype={constructor:bd,get:function(e){for(var t=this._;!(t in e);)if(!(e=e.parentNode))return;return e[t]},set:function(e,t){return e[this._]=t},remove:function(e){return this._ in e&&delete e[this._]},toString:function(){return this._}};function B3(e){let t;for(;t=e.sourceEvent;)e=t;return e}function Hy(e,t){if(e=B3(e),t===void 0&&(t=e.currentTarget),t){var n=t.ownerSVGElement||t;if(n.createSVGPoint){var r=n.createSVGPoint();return r.x=e.clientX,r.y=e.clientY,r=r.matrixTransform(t.getScreenCTM().inverse()),[r.x,r.y]}if(t.getBoundingClientRect){var i=t.getBoundingClientRect();return[e.clientX-i.left-t.clientLeft,e.clientY-i.top-t.clientTop]}}return[e.pageX,e.pageY]}function _s(e,t,n){e.prototype=t.prototype=n,n.constructor=e}function Io(e,t){var n=Object.create(e.prototype);for(var r in t)n[r]=t[r];return n}function wr(){}var ni=.7,ws=1/ni,vs="\\s*([+-]?\\d+)\\s*",Po="\\s*([+-]?(?:\\d*\\.)?\\d+(?:[eE][+-]?\\d+)?)\\s*",xn="\\s*([+-]?(?:\\d*\\.)?\\d+(?:[eE][+-]?\\d+)?)%\\s*",q3=/^#([0-9a-f]{3,8})$/,V3=new RegExp(`^rgb\\(${vs},${vs},${vs}\\)$`),U3=new RegExp(`^rgb\\(${xn},${xn},${xn}\\)$`),H3=new RegExp(`^rgba\\(${vs},${vs},${vs},${Po}\\)$`),Y3=new RegExp(`^rgba\\(${xn},${xn},${xn},${Po}\\)$`),G3=new RegExp(`^hsl\\(${Po},${xn},${xn}\\)$`),j3=new RegExp(`^hsla\\(${Po},${xn},${xn},${Po}\\)$`),Yy={aliceblue:15792383,antiquewhite:16444375,aqua:65535,aquamarine:8388564,azure:15794175,beige:16119260,bisque:16770244,black:0,blanchedalmond:16772045,blue:255,blueviolet:9055202,brown:10824234,burlywood:14596231,cadetblue:6266528,chartreuse:8388352,chocolate:13789470,coral:16744272,cornflowerblue:6591981,cornsilk:16775388,crimson:14423100,cyan:65535,darkblue:139,darkcyan:35723,darkgoldenrod:12092939,darkgray:11119017,darkgreen:25600,darkgrey:11119017,darkkhaki:12433259,darkmagenta:9109643,darkolivegreen:5597999,darkorange:16747520,darkorchid:10040012,darkred:9109504,darksalmon:15308410,darkseagreen:9419919,darkslateblue:4734347,darkslategray:3100495,darkslategrey:3100495,darkturquoise:52945,darkviolet:9699539,deeppink:16716947,deepskyblue:49151,dimgray:6908265,dimgrey:6908265,dodgerblue:2003199,firebrick:11674146,floralwhite:16775920,forestgreen:2263842,fuchsia:16711935,gainsboro:14474460,ghostwhite:16316671,gold:16766720,goldenrod:14329120,gray:8421504,green:32768,greenyellow:11403055,grey:8421504,honeydew:15794160,hotpink:16738740,indianred:13458524,indigo:4915330,ivory:16777200,khaki:15787660,lavender:15132410,lavenderblush:16773365,lawngreen:8190976,lemonchiffon:16775885,lightblue:11393254,lightcoral:15761536,lightcyan:14745599,lightgoldenrodyellow:16448210,lightgray:13882323,lightgreen:9498256,lightgrey:13882323,lightpink:16758465,lightsalmon:16752762,lightseagreen:2142890,lightskyblue:8900346,lightslategray:7833753,lightslategrey:7833753,lightsteelblue:11584734,lightyellow:16777184,lime:65280,limegreen:3329330,linen:16445670,magenta:16711935,maroon:8388608,mediumaquamarine:6737322,mediumblue:205,mediumorchid:12211667,mediumpurple:9662683,mediumseagreen:3978097,mediumslateblue:8087790,mediumspringgreen:64154,mediumturquoise:4772300,mediumvioletred:13047173,midnightblue:1644912,mintcream:16121850,mistyrose:16770273,moccasin:16770229,navajowhite:16768685,navy:128,oldlace:16643558,olive:8421376,olivedrab:7048739,orange:16753920,orangered:16729344,orchid:14315734,palegoldenrod:15657130,palegreen:10025880,paleturquoise:11529966,palevioletred:14381203,papayawhip:16773077,peachpuff:16767673,peru:13468991,pink:16761035,plum:14524637,powderblue:11591910,purple:8388736,rebeccapurple:6697881,red:16711680,rosybrown:12357519,royalblue:4286945,saddlebrown:9127187,salmon:16416882,sandybrown:16032864,seagreen:3050327,seashell:16774638,sienna:10506797,silver:12632256,skyblue:8900331,slateblue:6970061,slategray:7372944,slategrey:7372944,snow:16775930,springgreen:65407,steelblue:4620980,tan:13808780,teal:32896,thistle:14204888,tomato:16737095,turquoise:4251856,violet:15631086,wheat:16113331,white:16777215,whitesmoke:16119285,yellow:16776960,yellowgreen:10145074};_s(wr,$s,{copy(e){return Object.assign(new this.constructor,this,e)},displayable(){return this.rgb().displayable()},hex:Gy,formatHex:Gy,formatHex8:W3,formatHsl:K3,formatRgb:jy,toString:jy});function Gy(){return this.rgb().formatHex()}function W3(){return this.rgb().formatHex8()}function K3(){return nv(this).formatHsl()}function jy(){return this.rgb().formatRgb()}function $s(e){var t,n;return e=(e+"").trim().toLowerCase(),(t=q3.exec(e))?(n=t[1].length,t=parseInt(t[1],16),n===6?Wy(t):n===3?new je(t>>8&15|t>>4&240,t>>4&15|t&240,(t&15)<<4|t&15,1):n===8?cu(t>>24&255,t>>16&255,t>>8&255,(t&255)/255):n===4?cu(t>>12&15|t>>8&240,t>>8&15|t>>4&240,t>>4&15|t&240,((t&15)<<4|t&15)/255):null):(t=V3.exec(e))?new je(t[1],t[2],t[3],1):(t=U3.exec(e))?new je(t[1]*255/100,t[2]*255/100,t[3]*255/100,1):(t=H3.exec(e))?cu(t[1],t[2],t[3],t[4]):(t=Y3.exec(e))?cu(t[1]*255/100,t[2]*255/100,t[3]*255/100,t[4]):(t=G3.exec(e))?Zy(t[1],t[2]/100,t[3]/100,1):(t=j3.exec(e))?Zy(t[1],t[2]/100,t[3]/100,t[4]):Yy.hasOwnProperty(e)?Wy(Yy[e]):e==="transparent"?new je(NaN,NaN,NaN,0):null}function Wy(e){return new je(e>>16&255,e>>8&255,e&255,1)}function cu(e,t,n,r){return r<=0&&(e=t=n=NaN),new je(e,t,n,r)}function Sd(e){return e instanceof wr||(e=$s(e)),e?(e=e.rgb(),new je(e.r,e.g,e.b,e.opacity)):new je}function an(e,t,n,r){return arguments.length===1?Sd(e):new je(e,t,n,r??1)}function je(e,t,n,r){this.r=+e,this.g=+t,this.b=+n,this.opacity=+r}_s(je,an,Io(wr,{brighter(e){return e=e==null?ws:Math.pow(ws,e),new je(this.r*e,this.g*e,this.b*e,this.opacity)},darker(e){return e=e==null?ni:Math.pow(ni,e),new je(this.r*e,this.g*e,this.b*e,this.opacity)},rgb(){return this},clamp(){return new je(ei(this.r),ei(this.g),ei(this.b),du(this.opacity))},displayable(){return-.5<=this.r&&this.r<255.5&&-.5<=this.g&&this.g<255.5&&-.5<=this.b&&this.b<255.5&&0<=this.opacity&&this.opacity<=1},hex:Ky,formatHex:Ky,formatHex8:X3,formatRgb:Xy,toString:Xy}));function Ky(){return`#${Qr(this.r)}${Qr(this.g)}${Qr(this.b)}`}function X3(){return`#${Qr(this.r)}${Qr(this.g)}${Qr(this.b)}${Qr((isNaN(this.opacity)?1:this.opacity)*255)}`}function Xy(){let e=du(this.opacity);return`${e===1?"rgb(":"rgba("}${ei(this.r)}, ${ei(this.g)}, ${ei(this.b)}${e===1?")":`, ${e})`}`}function du(e){return isNaN(e)?1:Math.max(0,Math.min(1,e))}function ei(e){return Math.max(0,Math.min(255,Math.round(e)||0))}function Qr(e){return e=ei(e),(e<16?"0":"")+e.toString(16)}function Zy(e,t,n,r){return r<=0?e=t=n=NaN:n<=0||n>=1?e=t=NaN:t<=0&&(e=NaN),new on(e,t,n,r)}function nv(e){if(e instanceof on)return new on(e.h,e.s,e.l,e.opacity);if(e instanceof wr||(e=$s(e)),!e)return new on;if(e instanceof on)return e;e=e.rgb();var t=e.r/255,n=e.g/255,r=e.b/255,i=Math.min(t,n,r),s=Math.max(t,n,r),o=NaN,a=s-i,l=(s+i)/2;return a?(t===s?o=(n-r)/a+(n<r)*6:n===s?o=(r-t)/a+2:o=(t-n)/a+4,a/=l<.5?s+i:2-s-i,o*=60):a=l>0&&l<1?0:o,new on(o,a,l,e.opacity)}function pu(e,t,n,r){return arguments.length===1?nv(e):new on(e,t,n,r??1)}function on(e,t,n,r){this.h=+e,this.s=+t,this.l=+n,this.opacity=+r}_s(on,pu,Io(wr,{brighter(e){return e=e==null?ws:Math.pow(ws,e),new on(this.h,this.s,this.l*e,this.opacity)},darker(e){return e=e==null?ni:Math.pow(ni,e),new on(this.h,this.s,this.l*e,this.opacity)},rgb(){var e=this.h%360+(this.h<0)*360,t=isNaN(e)||isNaN(this.s)?0:this.s,n=this.l,r=n+(n<.5?n:1-n)*t,i=2*n-r;return new je(vd(e>=240?e-240:e+120,i,r),vd(e,i,r),vd(e<120?e+240:e-120,i,r),this.opacity)},clamp(){return new on(Jy(this.h),fu(this.s),fu(this.l),du(this.opacity))},displayable(){return(0<=this.s&&this.s<=1||isNaN(this.s))&&0<=this.l&&this.l<=1&&0<=this.opacity&&this.opacity<=1},formatHsl(){let e=du(this.opacity);return`${e===1?"hsl(":"hsla("}${Jy(this.h)}, ${fu(this.s)*100}%, ${fu(this.l)*100}%${e===1?")":`, ${e})`}`}}));function Jy(e){return e=(e||0)%360,e<0?e+360:e}function fu(e){return Math.max(0,Math.min(1,e||0))}function vd(e,t,n){return(e<60?t+(n-t)*e/60:e<180?n:e<240?t+(n-t)*(240-e)/60:t)*255}var rv=Math.PI/180,iv=180/Math.PI,hu=18,sv=.96422,ov=1,av=.82521,lv=4/29,xs=6/29,uv=3*xs*xs,Z3=xs*xs*xs;function cv(e){if(e instanceof wn)return new wn(e.l,e.a,e.b,e.opacity);if(e instanceof Zn)return fv(e);e instanceof je||(e=Sd(e));var t=$d(e.r),n=$d(e.g),r=$d(e.b),i=xd((.2225045*t+.7168786*n+.0606169*r)/ov),s,o;return t===n&&n===r?s=o=i:(s=xd((.4360747*t+.3850649*n+.1430804*r)/sv),o=xd((.0139322*t+.0971045*n+.7141733*r)/av)),new wn(116*i-16,500*(s-i),200*(i-o),e.opacity)}function mu(e,t,n,r){return arguments.length===1?cv(e):new wn(e,t,n,r??1)}function wn(e,t,n,r){this.l=+e,this.a=+t,this.b=+n,this.opacity=+r}_s(wn,mu,Io(wr,{brighter(e){return new wn(this.l+hu*(e??1),this.a,this.b,this.opacity)},darker(e){return new wn(this.l-hu*(e??1),this.a,this.b,this.opacity)},rgb(){var e=(this.l+16)/116,t=isNaN(this.a)?e:e+this.a/500,n=isNaN(this.b)?e:e-this.b/200;return t=sv*wd(t),e=ov*wd(e),n=av*wd(n),new je(_d(3.1338561*t-1.6168667*e-.4906146*n),_d(-.9787684*t+1.9161415*e+.033454*n),_d(.0719453*t-.2289914*e+1.4052427*n),this.opacity)}}));function xd(e){return e>Z3?Math.pow(e,1/3):e/uv+lv}function wd(e){return e>xs?e*e*e:uv*(e-lv)}function _d(e){return 255*(e<=.0031308?12.92*e:1.055*Math.pow(e,1/2.4)-.055)}function $d(e){return(e/=255)<=.04045?e/12.92:Math.pow((e+.055)/1.055,2.4)}function J3(e){if(e instanceof Zn)return new Zn(e.h,e.c,e.l,e.opacity);if(e instanceof wn||(e=cv(e)),e.a===0&&e.b===0)return new Zn(NaN,0<e.l&&e.l<100?0:NaN,e.l,e.opacity);var t=Math.atan2(e.b,e.a)*iv;return new Zn(t<0?t+360:t,Math.sqrt(e.a*e.a+e.b*e.b),e.l,e.opacity)}function gu(e,t,n,r){return arguments.length===1?J3(e):new Zn(e,t,n,r??1)}function Zn(e,t,n,r){this.h=+e,this.c=+t,this.l=+n,this.opacity=+r}function fv(e){if(isNaN(e.h))return new wn(e.l,0,0,e.opacity);var t=e.h*rv;return new wn(e.l,Math.cos(t)*e.c,Math.sin(t)*e.c,e.opacity)}_s(Zn,gu,Io(wr,{brighter(e){return new Zn(this.h,this.c,this.l+hu*(e??1),this.opacity)},darker(e){return new Zn(this.h,this.c,this.l-hu*(e??1),this.opacity)},rgb(){return fv(this).rgb()}}));var dv=-.14861,kd=1.78277,Cd=-.29227,bu=-.90649,No=1.97294,Qy=No*bu,ev=No*kd,tv=kd*Cd-bu*dv;function Q3(e){if(e instanceof ti)return new ti(e.h,e.s,e.l,e.opacity);e instanceof je||(e=Sd(e));var t=e.r/255,n=e.g/255,r=e.b/255,i=(tv*r+Qy*t-ev*n)/(tv+Qy-ev),s=r-i,o=(No*(n-i)-Cd*s)/bu,a=Math.sqrt(o*o+s*s)/(No*i*(1-i)),l=a?Math.atan2(o,s)*iv-120:NaN;return new ti(l<0?l+360:l,a,i,e.opacity)}function Ft(e,t,n,r){return arguments.length===1?Q3(e):new ti(e,t,n,r??1)}function ti(e,t,n,r){this.h=+e,this.s=+t,this.l=+n,this.opacity=+r}_s(ti,Ft,Io(wr,{brighter(e){return e=e==null?ws:Math.pow(ws,e),new ti(this.h,this.s,this.l*e,this.opacity)},darker(e){return e=e==null?ni:Math.pow(ni,e),new ti(this.h,this.s,this.l*e,this.opacity)},rgb(){var e=isNaN(this.h)?0:(this.h+120)*rv,t=+this.l,n=isNaN(this.s)?0:this.s*t*(1-t),r=Math.cos(e),i=Math.sin(e);return new je(255*(t+n*(dv*r+kd*i)),255*(t+n*(Cd*r+bu*i)),255*(t+n*(No*r)),this.opacity)}}));function mv(e,t,n,r,i){var s=e*e,o=s*e;return((1-3*e+3*s-o)*t+(4-6*s+3*o)*n+(1+3*e+3*s-3*o)*r+o*i)/6}function e6(e){var t=e.length-1;return function(n){var r=n<=0?n=0:n>=1?(n=1,t-1):Math.floor(n*t),i=e[r],s=e[r+1],o=r>0?e[r-1]:2*i-s,a=r<t-1?e[r+2]:2*s-i;return mv((n-r/t)*t,o,i,s,a)}}function t6(e){var t=e.length;return function(n){var r=Math.floor(((n%=1)<0?++n:n)*t),i=e[(r+t-1)%t],s=e[r%t],o=e[(r+1)%t],a=e[(r+2)%t];return mv((n-r/t)*t,i,s,o,a)}}var vu=e=>()=>e;function gv(e,t){return function(n){return e+n*t}}function n6(e,t,n){return e=Math.pow(e,n),t=Math.pow(t,n)-e,n=1/n,function(r){return Math.pow(e+r*t,n)}}function Ed(e,t){var n=t-e;return n?gv(e,n>180||n<-180?n-360*Math.round(n/360):n):vu(isNaN(e)?t:e)}function r6(e){return(e=+e)==1?We:function(t,n){return n-t?n6(t,n,e):vu(isNaN(t)?n:t)}}function We(e,t){var n=t-e;return n?gv(e,n):vu(isNaN(e)?t:e)}var ri=(function e(t){var n=r6(t);function r(i,s){var o=n((i=an(i)).r,(s=an(s)).r),a=n(i.g,s.g),l=n(i.b,s.b),u=We(i.opacity,s.opacity);return function(c){return i.r=o(c),i.g=a(c),i.b=l(c),i.opacity=u(c),i+""}}return r.gamma=e,r})(1);function bv(e){return function(t){var n=t.length,r=new Array(n),i=new Array(n),s=new Array(n),o,a;for(o=0;o<n;++o)a=an(t[o]),r[o]=a.r||0,i[o]=a.g||0,s[o]=a.b||0;return r=e(r),i=e(i),s=e(s),a.opacity=1,function(l){return a.r=r(l),a.g=i(l),a.b=s(l),a+""}}}var yv=bv(e6),G9=bv(t6);function i6(e,t){t||(t=[]);var n=e?Math.min(t.length,e.length):0,r=t.slice(),i;return function(s){for(i=0;i<n;++i)r[i]=e[i]*(1-s)+t[i]*s;return r}}function s6(e){return ArrayBuffer.isView(e)&&!(e instanceof DataView)}function o6(e,t){var n=t?t.length:0,r=e?Math.min(n,e.length):0,i=new Array(r),s=new Array(n),o;for(o=0;o<r;++o)i[o]=Ss(e[o],t[o]);for(;o<n;++o)s[o]=t[o];return function(a){for(o=0;o<r;++o)s[o]=i[o](a);return s}}function a6(e,t){var n=new Date;return e=+e,t=+t,function(r){return n.setTime(e*(1-r)+t*r),n}}function Be(e,t){return e=+e,t=+t,function(n){return e*(1-n)+t*n}}function l6(e,t){var n={},r={},i;(e===null||typeof e!="object")&&(e={}),(t===null||typeof t!="object")&&(t={});for(i in t)i in e?n[i]=Ss(e[i],t[i]):r[i]=t[i];return function(s){for(i in n)r[i]=n[i](s);return r}}var Md=/[-+]?(?:\d+\.?\d*|\.?\d+)(?:[eE][-+]?\d+)?/g,Td=new RegExp(Md.source,"g");function u6(e){return function(){return e}}function c6(e){return function(t){return e(t)+""}}function f6(e,t){var n=Md.lastIndex=Td.lastIndex=0,r,i,s,o=-1,a=[],l=[];for(e=e+"",t=t+"";(r=Md.exec(e))&&(i=Td.exec(t));)(s=i.index)>n&&(s=t.slice(n,s),a[o]?a[o]+=s:a[++o]=s),(r=r[0])===(i=i[0])?a[o]?a[o]+=i:a[++o]=i:(a[++o]=null,l.push({i:o,x:Be(r,i)})),n=Td.lastIndex;return n<t.length&&(s=t.slice(n),a[o]?a[o]+=s:a[++o]=s),a.length<2?l[0]?c6(l[0].x):u6(t):(t=l.length,function(u){for(var c=0,f;c<t;++c)a[(f=l[c]).i]=f.x(u);return a.join("")})}function Ss(e,t){var n=typeof t,r;return t==null||n==="boolean"?vu(t):(n==="number"?Be:n==="string"?(r=$s(t))?(t=r,ri):f6:t instanceof $s?ri:t instanceof Date?a6:s6(t)?i6:Array.isArray(t)?o6:typeof t.valueOf!="function"&&typeof t.toString!="function"||isNaN(t)?l6:Be)(e,t)}function Lo(e,t){return e=+e,t=+t,function(n){return Math.round(e*(1-n)+t*n)}}var hv=180/Math.PI,Ad={translateX:0,translateY:0,rotate:0,skewX:0,scaleX:1,scaleY:1};function vv(e,t,n,r,i,s){var o,a,l;return(o=Math.sqrt(e*e+t*t))&&(e/=o,t/=o),(l=e*n+t*r)&&(n-=e*l,r-=t*l),(a=Math.sqrt(n*n+r*r))&&(n/=a,r/=a,l/=a),e*r<t*n&&(e=-e,t=-t,l=-l,o=-o),{translateX:i,translateY:s,rotate:Math.atan2(t,e)*hv,skewX:Math.atan(l)*hv,scaleX:o,scaleY:a}}var yu;function d6(e){let t=new(typeof DOMMatrix=="function"?DOMMatrix:WebKitCSSMatrix)(e+"");return t.isIdentity?Ad:vv(t.a,t.b,t.c,t.d,t.e,t.f)}function h6(e){return e==null||(yu||(yu=document.createElementNS("http://www.w3.org/2000/svg","g")),yu.setAttribute("transform",e),!(e=yu.transform.baseVal.consolidate()))?Ad:(e=e.matrix,vv(e.a,e.b,e.c,e.d,e.e,e.f))}function xv(e,t,n,r){function i(u){return u.length?u.pop()+" ":""}function s(u,c,f,d,h,p){if(u!==f||c!==d){var m=h.push("translate(",null,t,null,n);p.push({i:m-4,x:Be(u,f)},{i:m-2,x:Be(c,d)})}else(f||d)&&h.push("translate("+f+t+d+n)}function o(u,c,f,d){u!==c?(u-c>180?c+=360:c-u>180&&(u+=360),d.push({i:f.push(i(f)+"rotate(",null,r)-2,x:Be(u,c)})):c&&f.push(i(f)+"rotate("+c+r)}function a(u,c,f,d){u!==c?d.push({i:f.push(i(f)+"skewX(",null,r)-2,x:Be(u,c)}):c&&f.push(i(f)+"skewX("+c+r)}function l(u,c,f,d,h,p){if(u!==f||c!==d){var m=h.push(i(h)+"scale(",null,",",null,")");p.push({i:m-4,x:Be(u,f)},{i:m-2,x:Be(c,d)})}else(f!==1||d!==1)&&h.push(i(h)+"scale("+f+","+d+")")}return function(u,c){var f=[],d=[];return u=e(u),c=e(c),s(u.translateX,u.translateY,c.translateX,c.translateY,f,d),o(u.rotate,c.rotate,f,d),a(u.skewX,c.skewX,f,d),l(u.scaleX,u.scaleY,c.scaleX,c.scaleY,f,d),u=c=null,function(h){for(var p=-1,m=d.length,b;++p<m;)f[(b=d[p]).i]=b.x(h);return f.join("")}}}var j9=xv(d6,"px, ","px)","deg)"),W9=xv(h6,", ",")",")"),p6=1e-12;function pv(e){return((e=Math.exp(e))+1/e)/2}function m6(e){return((e=Math.exp(e))-1/e)/2}function g6(e){return((e=Math.exp(2*e))-1)/(e+1)}var K9=(function e(t,n,r){function i(s,o){var a=s[0],l=s[1],u=s[2],c=o[0],f=o[1],d=o[2],h=c-a,p=f-l,m=h*h+p*p,b,y;if(m<p6)y=Math.log(d/u)/t,b=function($){return[a+$*h,l+$*p,u*Math.exp(t*$*y)]};else{var v=Math.sqrt(m),_=(d*d-u*u+r*m)/(2*u*n*v),x=(d*d-u*u-r*m)/(2*d*n*v),S=Math.log(Math.sqrt(_*_+1)-_),w=Math.log(Math.sqrt(x*x+1)-x);y=(w-S)/t,b=function($){var k=$*y,M=pv(S),N=u/(n*v)*(M*g6(t*k+S)-m6(S));return[a+N*h,l+N*p,u*M/pv(t*k+S)]}}return b.duration=Math.abs(y)*1e3*t/Math.SQRT2,b}return i.rho=function(s){var o=Math.max(.001,+s),a=o*o,l=a*a;return e(o,a,l)},i})(Math.SQRT2,2,4);function wv(e){return function(t,n){var r=e((t=pu(t)).h,(n=pu(n)).h),i=We(t.s,n.s),s=We(t.l,n.l),o=We(t.opacity,n.opacity);return function(a){return t.h=r(a),t.s=i(a),t.l=s(a),t.opacity=o(a),t+""}}}var _v=wv(Ed),X9=wv(We);function $v(e,t){var n=We((e=mu(e)).l,(t=mu(t)).l),r=We(e.a,t.a),i=We(e.b,t.b),s=We(e.opacity,t.opacity);return function(o){return e.l=n(o),e.a=r(o),e.b=i(o),e.opacity=s(o),e+""}}function Sv(e){return function(t,n){var r=e((t=gu(t)).h,(n=gu(n)).h),i=We(t.c,n.c),s=We(t.l,n.l),o=We(t.opacity,n.opacity);return function(a){return t.h=r(a),t.c=i(a),t.l=s(a),t.opacity=o(a),t+""}}}var kv=Sv(Ed),Z9=Sv(We);function Cv(e){return(function t(n){n=+n;function r(i,s){var o=e((i=Ft(i)).h,(s=Ft(s)).h),a=We(i.s,s.s),l=We(i.l,s.l),u=We(i.opacity,s.opacity);return function(c){return i.h=o(c),i.s=a(c),i.l=l(Math.pow(c,n)),i.opacity=u(c),i+""}}return r.gamma=t,r})(1)}var J9=Cv(Ed),xu=Cv(We);function _r(e,t){t===void 0&&(t=e,e=Ss);for(var n=0,r=t.length-1,i=t[0],s=new Array(r<0?0:r);n<r;)s[n]=e(i,i=t[++n]);return function(o){var a=Math.max(0,Math.min(r-1,Math.floor(o*=r)));return s[a](o-a)}}function ft(e,t){for(var n=new Array(t),r=0;r<t;++r)n[r]=e(r/(t-1));return n}var Do=Math.PI,Rd=2*Do,ii=1e-6,b6=Rd-ii;function Tv(e){this._+=e[0];for(let t=1,n=e.length;t<n;++t)this._+=arguments[t]+e[t]}function y6(e){let t=Math.floor(e);if(!(t>=0))throw new Error(`invalid digits: ${e}`);if(t>15)return Tv;let n=10**t;return function(r){this._+=r[0];for(let i=1,s=r.length;i<s;++i)this._+=Math.round(arguments[i]*n)/n+r[i]}}function Mv(e,t,n,r){return e===n&&t===r}function v6(e){let t=Math.floor(e);if(!(t<=15))return Mv;let n=10**t,r=function(i){return Math.round(i*n)};return function(i,s,o,a){return r(i)===r(o)&&r(s)===r(a)}}var si=class{constructor(t){this._x0=this._y0=this._x1=this._y1=null,this._="",this._append=t==null?Tv:y6(t),this._equal=t==null?Mv:v6(t)}moveTo(t,n){this._append`M${this._x0=this._x1=+t},${this._y0=this._y1=+n}`}closePath(){this._x1!==null&&(this._x1=this._x0,this._y1=this._y0,this._append`Z`)}lineTo(t,n){this._append`L${this._x1=+t},${this._y1=+n}`}quadraticCurveTo(t,n,r,i){this._append`Q${+t},${+n},${this._x1=+r},${this._y1=+i}`}bezierCurveTo(t,n,r,i,s,o){this._append`C${+t},${+n},${+r},${+i},${this._x1=+s},${this._y1=+o}`}arcTo(t,n,r,i,s){if(t=+t,n=+n,r=+r,i=+i,s=+s,s<0)throw new Error(`negative radius: ${s}`);let o=this._x1,a=this._y1,l=r-t,u=i-n,c=o-t,f=a-n,d=c*c+f*f;if(this._x1===null)this._append`M${this._x1=t},${this._y1=n}`;else if(d>ii)if(!(Math.abs(f*l-u*c)>ii)||!s)this._append`L${this._x1=t},${this._y1=n}`;else{let h=r-o,p=i-a,m=l*l+u*u,b=h*h+p*p,y=Math.sqrt(m),v=Math.sqrt(d),_=s*Math.tan((Do-Math.acos((m+d-b)/(2*y*v)))/2),x=_/v,S=_/y;Math.abs(x-1)>ii&&this._append`L${t+x*c},${n+x*f}`,this._append`A${s},${s},0,0,${+(f*h>c*p)},${this._x1=t+S*l},${this._y1=n+S*u}`}}arc(t,n,r,i,s,o){if(t=+t,n=+n,r=+r,o=!!o,r<0)throw new Error(`negative radius: ${r}`);let a=r*Math.cos(i),l=r*Math.sin(i),u=t+a,c=n+l,f=1^o,d=o?i-s:s-i;if(this._x1===null?this._append`M${u},${c}`:(Math.abs(this._x1-u)>ii||Math.abs(this._y1-c)>ii)&&this._append`L${u},${c}`,!!r){if(d<0&&(d=d%Rd+Rd),d>b6)this._append`A${r},${r},0,1,${f},${t-a},${n-l}A${r},${r},0,1,${f},${this._x1=u},${this._y1=c}`;else if(d>ii){let h=t+r*Math.cos(s),p=n+r*Math.sin(s);if(d>=Do&&this._equal(u,c,h,p)){d/=2;let m=i+d;this._append`A${r},${r},0,${+(d>=Do)},${f},${t+r*Math.cos(m)},${n+r*Math.sin(m)}`}this._append`A${r},${r},0,${+(d>=Do)},${f},${this._x1=h},${this._y1=p}`}}}rect(t,n,r,i){this._append`M${this._x0=this._x1=+t},${this._y0=this._y1=+n}h${r=+r}v${+i}h${-r}Z`}toString(){return this._}};function x6(){return new si}x6.prototype=si.prototype;function _n(e=3){return new si(+e)}function w6(e){return Math.abs(e=Math.round(e))>=1e21?e.toLocaleString("en").replace(/,/g,""):e.toString(10)}function _u(e,t){if(!isFinite(e)||e===0)return null;var n=(e=t?e.toExponential(t-1):e.toExponential()).indexOf("e"),r=e.slice(0,n);return[r.length>1?r[0]+r.slice(2):r,+e.slice(n+1)]}function ks(e){return e=_u(Math.abs(e)),e?e[1]:NaN}function _6(e,t){return function(n,r){for(var i=n.length,s=[],o=0,a=e[0],l=0;i>0&&a>0&&(l+a+1>r&&(a=Math.max(1,r-l)),s.push(n.substring(i-=a,i+a)),!((l+=a+1)>r));)a=e[o=(o+1)%e.length];return s.reverse().join(t)}}function $6(e){return function(t){return t.replace(/[0-9]/g,function(n){return e[+n]})}}var S6=/^(?:(.)?([<>=^]))?([+\-( ])?([$#])?(0)?(\d+)?(,)?(\.\d+)?(~)?([a-z%])?$/i;function Cs(e){if(!(t=S6.exec(e)))throw new Error("invalid format: "+e);var t;return new Pd({fill:t[1],align:t[2],sign:t[3],symbol:t[4],zero:t[5],width:t[6],comma:t[7],precision:t[8]&&t[8].slice(1),trim:t[9],type:t[10]})}Cs.prototype=Pd.prototype;function Pd(e){this.fill=e.fill===void 0?" ":e.fill+"",this.align=e.align===void 0?">":e.align+"",this.sign=e.sign===void 0?"-":e.sign+"",this.symbol=e.symbol===void 0?"":e.symbol+"",this.zero=!!e.zero,this.width=e.width===void 0?void 0:+e.width,this.comma=!!e.comma,this.precision=e.precision===void 0?void 0:+e.precision,this.trim=!!e.trim,this.type=e.type===void 0?"":e.type+""}Pd.prototype.toString=function(){return this.fill+this.align+this.sign+this.symbol+(this.zero?"0":"")+(this.width===void 0?"":Math.max(1,this.width|0))+(this.comma?",":"")+(this.precision===void 0?"":"."+Math.max(0,this.precision|0))+(this.trim?"~":"")+this.type};function k6(e){e:for(var t=e.length,n=1,r=-1,i;n<t;++n)switch(e[n]){case".":r=i=n;break;case"0":r===0&&(r=n),i=n;break;default:if(!+e[n])break e;r>0&&(r=0);break}return r>0?e.slice(0,r)+e.slice(i+1):e}var $u;function C6(e,t){var n=_u(e,t);if(!n)return $u=void 0,e.toPrecision(t);var r=n[0],i=n[1],s=i-($u=Math.max(-8,Math.min(8,Math.floor(i/3)))*3)+1,o=r.length;return s===o?r:s>o?r+new Array(s-o+1).join("0"):s>0?r.slice(0,s)+"."+r.slice(s):"0."+new Array(1-s).join("0")+_u(e,Math.max(0,t+s-1))[0]}function Av(e,t){var n=_u(e,t);if(!n)return e+"";var r=n[0],i=n[1];return i<0?"0."+new Array(-i).join("0")+r:r.length>i+1?r.slice(0,i+1)+"."+r.slice(i+1):r+new Array(i-r.length+2).join("0")}var Ev={"%":(e,t)=>(e*100).toFixed(t),b:e=>Math.round(e).toString(2),c:e=>e+"",d:w6,e:(e,t)=>e.toExponential(t),f:(e,t)=>e.toFixed(t),g:(e,t)=>e.toPrecision(t),o:e=>Math.round(e).toString(8),p:(e,t)=>Av(e*100,t),r:Av,s:C6,X:e=>Math.round(e).toString(16).toUpperCase(),x:e=>Math.round(e).toString(16)};function Rv(e){return e}var Pv=Array.prototype.map,Nv=["y","z","a","f","p","n","\xB5","m","","k","M","G","T","P","E","Z","Y"];function T6(e){var t=e.grouping===void 0||e.thousands===void 0?Rv:_6(Pv.call(e.grouping,Number),e.thousands+""),n=e.currency===void 0?"":e.currency[0]+"",r=e.currency===void 0?"":e.currency[1]+"",i=e.decimal===void 0?".":e.decimal+"",s=e.numerals===void 0?Rv:$6(Pv.call(e.numerals,String)),o=e.percent===void 0?"%":e.percent+"",a=e.minus===void 0?"\u2212":e.minus+"",l=e.nan===void 0?"NaN":e.nan+"";function u(f,d){f=Cs(f);var h=f.fill,p=f.align,m=f.sign,b=f.symbol,y=f.zero,v=f.width,_=f.comma,x=f.precision,S=f.trim,w=f.type;w==="n"?(_=!0,w="g"):Ev[w]||(x===void 0&&(x=12),S=!0,w="g"),(y||h==="0"&&p==="=")&&(y=!0,h="0",p="=");var $=(d&&d.prefix!==void 0?d.prefix:"")+(b==="$"?n:b==="#"&&/[boxX]/.test(w)?"0"+w.toLowerCase():""),k=(b==="$"?r:/[%p]/.test(w)?o:"")+(d&&d.suffix!==void 0?d.suffix:""),M=Ev[w],N=/[defgprs%]/.test(w);x=x===void 0?6:/[gprs]/.test(w)?Math.max(1,Math.min(21,x)):Math.max(0,Math.min(20,x));function A(P){var E=$,L=k,C,F,D;if(w==="c")L=M(P)+L,P="";else{P=+P;var K=P<0||1/P<0;if(P=isNaN(P)?l:M(Math.abs(P),x),S&&(P=k6(P)),K&&+P==0&&m!=="+"&&(K=!1),E=(K?m==="("?m:a:m==="-"||m==="("?"":m)+E,L=(w==="s"&&!isNaN(P)&&$u!==void 0?Nv[8+$u/3]:"")+L+(K&&m==="("?")":""),N){for(C=-1,F=P.length;++C<F;)if(D=P.charCodeAt(C),48>D||D>57){L=(D===46?i+P.slice(C+1):P.slice(C))+L,P=P.slice(0,C);break}}}_&&!y&&(P=t(P,1/0));var O=E.length+P.length+L.length,B=O<v?new Array(v-O+1).join(h):"";switch(_&&y&&(P=t(B+P,B.length?v-L.length:1/0),B=""),p){case"<":P=E+P+L+B;break;case"=":P=E+B+P+L;break;case"^":P=B.slice(0,O=B.length>>1)+E+P+L+B.slice(O);break;default:P=B+E+P+L;break}return s(P)}return A.toString=function(){return f+""},A}function c(f,d){var h=Math.max(-8,Math.min(8,Math.floor(ks(d)/3)))*3,p=Math.pow(10,-h),m=u((f=Cs(f),f.type="f",f),{suffix:Nv[8+h/3]});return function(b){return m(p*b)}}return{format:u,formatPrefix:c}}var wu,$n,Nd;M6({thousands:",",grouping:[3],currency:["$",""]});function M6(e){return wu=T6(e),$n=wu.format,Nd=wu.formatPrefix,wu}function Iv(e){return Math.max(0,-ks(Math.abs(e)))}function Lv(e,t){return Math.max(0,Math.max(-8,Math.min(8,Math.floor(ks(t)/3)))*3-ks(Math.abs(e)))}function Dv(e,t){return e=Math.abs(e),t=Math.abs(t)-e,Math.max(0,ks(t)-ks(e))+1}var ne=1e-6,tx=1e-12,ae=Math.PI,Pe=ae/2,Ov=ae/4,Et=ae*2,dt=180/ae,Re=ae/180,be=Math.abs,Es=Math.atan,Qn=Math.atan2,se=Math.cos;var nx=Math.exp;var Eu=Math.log,Id=Math.pow,re=Math.sin,qt=Math.sign||function(e){return e>0?1:e<0?-1:0},vt=Math.sqrt,eh=Math.tan;function rx(e){return e>1?0:e<-1?ae:Math.acos(e)}function Ut(e){return e>1?Pe:e<-1?-Pe:Math.asin(e)}function Vt(){}function Ru(e,t){e&&Fv.hasOwnProperty(e.type)&&Fv[e.type](e,t)}var zv={Feature:function(e,t){Ru(e.geometry,t)},FeatureCollection:function(e,t){for(var n=e.features,r=-1,i=n.length;++r<i;)Ru(n[r].geometry,t)}},Fv={Sphere:function(e,t){t.sphere()},Point:function(e,t){e=e.coordinates,t.point(e[0],e[1],e[2])},MultiPoint:function(e,t){for(var n=e.coordinates,r=-1,i=n.length;++r<i;)e=n[r],t.point(e[0],e[1],e[2])},LineString:function(e,t){Fd(e.coordinates,t,0)},MultiLineString:function(e,t){for(var n=e.coordinates,r=-1,i=n.length;++r<i;)Fd(n[r],t,0)},Polygon:function(e,t){Bv(e.coordinates,t)},MultiPolygon:function(e,t){for(var n=e.coordinates,r=-1,i=n.length;++r<i;)Bv(n[r],t)},GeometryCollection:function(e,t){for(var n=e.geometries,r=-1,i=n.length;++r<i;)Ru(n[r],t)}};function Fd(e,t,n){var r=-1,i=e.length-n,s;for(t.lineStart();++r<i;)s=e[r],t.point(s[0],s[1],s[2]);t.lineEnd()}function Bv(e,t){var n=-1,r=e.length;for(t.polygonStart();++n<r;)Fd(e[n],t,1);t.polygonEnd()}function $r(e,t){e&&zv.hasOwnProperty(e.type)?zv[e.type](e,t):Ru(e,t)}var rP=new Dt,iP=new Dt;function Bd(e){return[Qn(e[1],e[0]),Ut(e[2])]}function Ms(e){var t=e[0],n=e[1],r=se(n);return[r*se(t),r*re(t),re(n)]}function Su(e,t){return e[0]*t[0]+e[1]*t[1]+e[2]*t[2]}function Pu(e,t){return[e[1]*t[2]-e[2]*t[1],e[2]*t[0]-e[0]*t[2],e[0]*t[1]-e[1]*t[0]]}function Ld(e,t){e[0]+=t[0],e[1]+=t[1],e[2]+=t[2]}function ku(e,t){return[e[0]*t,e[1]*t,e[2]*t]}function qd(e){var t=vt(e[0]*e[0]+e[1]*e[1]+e[2]*e[2]);e[0]/=t,e[1]/=t,e[2]/=t}function Vd(e,t){function n(r,i){return r=e(r,i),t(r[0],r[1])}return e.invert&&t.invert&&(n.invert=function(r,i){return r=t.invert(r,i),r&&e.invert(r[0],r[1])}),n}function Ud(e,t){return be(e)>ae&&(e-=Math.round(e/Et)*Et),[e,t]}Ud.invert=Ud;function ix(e,t,n){return(e%=Et)?t||n?Vd(Vv(e),Uv(t,n)):Vv(e):t||n?Uv(t,n):Ud}function qv(e){return function(t,n){return t+=e,be(t)>ae&&(t-=Math.round(t/Et)*Et),[t,n]}}function Vv(e){var t=qv(e);return t.invert=qv(-e),t}function Uv(e,t){var n=se(e),r=re(e),i=se(t),s=re(t);function o(a,l){var u=se(l),c=se(a)*u,f=re(a)*u,d=re(l),h=d*n+c*r;return[Qn(f*i-h*s,c*n-d*r),Ut(h*i+f*s)]}return o.invert=function(a,l){var u=se(l),c=se(a)*u,f=re(a)*u,d=re(l),h=d*i-f*s;return[Qn(f*i+d*s,c*n+h*r),Ut(h*n-c*r)]},o}function A6(e){e=ix(e[0]*Re,e[1]*Re,e.length>2?e[2]*Re:0);function t(n){return n=e(n[0]*Re,n[1]*Re),n[0]*=dt,n[1]*=dt,n}return t.invert=function(n){return n=e.invert(n[0]*Re,n[1]*Re),n[0]*=dt,n[1]*=dt,n},t}function E6(e,t,n,r,i,s){if(n){var o=se(t),a=re(t),l=r*n;i==null?(i=t+r*Et,s=t-l/2):(i=Hv(o,i),s=Hv(o,s),(r>0?i<s:i>s)&&(i+=r*Et));for(var u,c=i;r>0?c>s:c<s;c-=l)u=Bd([o,-a*se(c),-a*re(c)]),e.point(u[0],u[1])}}function Hv(e,t){t=Ms(t),t[0]-=e,qd(t);var n=rx(-t[1]);return((-t[2]<0?-n:n)+Et-ne)%Et}function sx(){var e=[],t;return{point:function(n,r,i){t.push([n,r,i])},lineStart:function(){e.push(t=[])},lineEnd:Vt,rejoin:function(){e.length>1&&e.push(e.pop().concat(e.shift()))},result:function(){var n=e;return e=[],t=null,n}}}function Au(e,t){return be(e[0]-t[0])<ne&&be(e[1]-t[1])<ne}function Cu(e,t,n,r){this.x=e,this.z=t,this.o=n,this.e=r,this.v=!1,this.n=this.p=null}function ox(e,t,n,r,i){var s=[],o=[],a,l;if(e.forEach(function(p){if(!((m=p.length-1)<=0)){var m,b=p[0],y=p[m],v;if(Au(b,y)){if(!b[2]&&!y[2]){for(i.lineStart(),a=0;a<m;++a)i.point((b=p[a])[0],b[1]);i.lineEnd();return}y[0]+=2*ne}s.push(v=new Cu(b,p,null,!0)),o.push(v.o=new Cu(b,null,v,!1)),s.push(v=new Cu(y,p,null,!1)),o.push(v.o=new Cu(y,null,v,!0))}}),!!s.length){for(o.sort(t),Yv(s),Yv(o),a=0,l=o.length;a<l;++a)o[a].e=n=!n;for(var u=s[0],c,f;;){for(var d=u,h=!0;d.v;)if((d=d.n)===u)return;c=d.z,i.lineStart();do{if(d.v=d.o.v=!0,d.e){if(h)for(a=0,l=c.length;a<l;++a)i.point((f=c[a])[0],f[1]);else r(d.x,d.n.x,1,i);d=d.n}else{if(h)for(c=d.p.z,a=c.length-1;a>=0;--a)i.point((f=c[a])[0],f[1]);else r(d.x,d.p.x,-1,i);d=d.p}d=d.o,c=d.z,h=!h}while(!d.v);i.lineEnd()}}}function Yv(e){if(t=e.length){for(var t,n=0,r=e[0],i;++n<t;)r.n=i=e[n],i.p=r,r=i;r.n=i=e[0],i.p=r}}function Dd(e){return be(e[0])<=ae?e[0]:qt(e[0])*((be(e[0])+ae)%Et-ae)}function R6(e,t){var n=Dd(t),r=t[1],i=re(r),s=[re(n),-se(n),0],o=0,a=0,l=new Dt;i===1?r=Pe+ne:i===-1&&(r=-Pe-ne);for(var u=0,c=e.length;u<c;++u)if(d=(f=e[u]).length)for(var f,d,h=f[d-1],p=Dd(h),m=h[1]/2+Ov,b=re(m),y=se(m),v=0;v<d;++v,p=x,b=w,y=$,h=_){var _=f[v],x=Dd(_),S=_[1]/2+Ov,w=re(S),$=se(S),k=x-p,M=k>=0?1:-1,N=M*k,A=N>ae,P=b*w;if(l.add(Qn(P*M*re(N),y*$+P*se(N))),o+=A?k+M*Et:k,A^p>=n^x>=n){var E=Pu(Ms(h),Ms(_));qd(E);var L=Pu(s,E);qd(L);var C=(A^k>=0?-1:1)*Ut(L[2]);(r>C||r===C&&(E[0]||E[1]))&&(a+=A^k>=0?1:-1)}}return(o<-ne||o<ne&&l<-tx)^a&1}function ax(e,t,n,r){return function(i){var s=t(i),o=sx(),a=t(o),l=!1,u,c,f,d={point:h,lineStart:m,lineEnd:b,polygonStart:function(){d.point=y,d.lineStart=v,d.lineEnd=_,c=[],u=[]},polygonEnd:function(){d.point=h,d.lineStart=m,d.lineEnd=b,c=dd(c);var x=R6(u,r);c.length?(l||(i.polygonStart(),l=!0),ox(c,N6,x,n,i)):x&&(l||(i.polygonStart(),l=!0),i.lineStart(),n(null,null,1,i),i.lineEnd()),l&&(i.polygonEnd(),l=!1),c=u=null},sphere:function(){i.polygonStart(),i.lineStart(),n(null,null,1,i),i.lineEnd(),i.polygonEnd()}};function h(x,S){e(x,S)&&i.point(x,S)}function p(x,S){s.point(x,S)}function m(){d.point=p,s.lineStart()}function b(){d.point=h,s.lineEnd()}function y(x,S){f.push([x,S]),a.point(x,S)}function v(){a.lineStart(),f=[]}function _(){y(f[0][0],f[0][1]),a.lineEnd();var x=a.clean(),S=o.result(),w,$=S.length,k,M,N;if(f.pop(),u.push(f),f=null,!!$){if(x&1){if(M=S[0],(k=M.length-1)>0){for(l||(i.polygonStart(),l=!0),i.lineStart(),w=0;w<k;++w)i.point((N=M[w])[0],N[1]);i.lineEnd()}return}$>1&&x&2&&S.push(S.pop().concat(S.shift())),c.push(S.filter(P6))}}return d}}function P6(e){return e.length>1}function N6(e,t){return((e=e.x)[0]<0?e[1]-Pe-ne:Pe-e[1])-((t=t.x)[0]<0?t[1]-Pe-ne:Pe-t[1])}var Gv=ax(function(){return!0},I6,D6,[-ae,-Pe]);function I6(e){var t=NaN,n=NaN,r=NaN,i;return{lineStart:function(){e.lineStart(),i=1},point:function(s,o){var a=s>0?ae:-ae,l=be(s-t);be(l-ae)<ne?(e.point(t,n=(n+o)/2>0?Pe:-Pe),e.point(r,n),e.lineEnd(),e.lineStart(),e.point(a,n),e.point(s,n),i=0):r!==a&&l>=ae&&(be(t-r)<ne&&(t-=r*ne),be(s-a)<ne&&(s-=a*ne),n=L6(t,n,s,o),e.point(r,n),e.lineEnd(),e.lineStart(),e.point(a,n),i=0),e.point(t=s,n=o),r=a},lineEnd:function(){e.lineEnd(),t=n=NaN},clean:function(){return 2-i}}}function L6(e,t,n,r){var i,s,o=re(e-n);return be(o)>ne?Es((re(t)*(s=se(r))*re(n)-re(r)*(i=se(t))*re(e))/(i*s*o)):(t+r)/2}function D6(e,t,n,r){var i;if(e==null)i=n*Pe,r.point(-ae,i),r.point(0,i),r.point(ae,i),r.point(ae,0),r.point(ae,-i),r.point(0,-i),r.point(-ae,-i),r.point(-ae,0),r.point(-ae,i);else if(be(e[0]-t[0])>ne){var s=e[0]<t[0]?ae:-ae;i=n*s/2,r.point(-s,i),r.point(0,i),r.point(s,i)}else r.point(t[0],t[1])}function O6(e){var t=se(e),n=2*Re,r=t>0,i=be(t)>ne;function s(c,f,d,h){E6(h,e,n,d,c,f)}function o(c,f){return se(c)*se(f)>t}function a(c){var f,d,h,p,m;return{lineStart:function(){p=h=!1,m=1},point:function(b,y){var v=[b,y],_,x=o(b,y),S=r?x?0:u(b,y):x?u(b+(b<0?ae:-ae),y):0;if(!f&&(p=h=x)&&c.lineStart(),x!==h&&(_=l(f,v),(!_||Au(f,_)||Au(v,_))&&(v[2]=1)),x!==h)m=0,x?(c.lineStart(),_=l(v,f),c.point(_[0],_[1])):(_=l(f,v),c.point(_[0],_[1],2),c.lineEnd()),f=_;else if(i&&f&&r^x){var w;!(S&d)&&(w=l(v,f,!0))&&(m=0,r?(c.lineStart(),c.point(w[0][0],w[0][1]),c.point(w[1][0],w[1][1]),c.lineEnd()):(c.point(w[1][0],w[1][1]),c.lineEnd(),c.lineStart(),c.point(w[0][0],w[0][1],3)))}x&&(!f||!Au(f,v))&&c.point(v[0],v[1]),f=v,h=x,d=S},lineEnd:function(){h&&c.lineEnd(),f=null},clean:function(){return m|(p&&h)<<1}}}function l(c,f,d){var h=Ms(c),p=Ms(f),m=[1,0,0],b=Pu(h,p),y=Su(b,b),v=b[0],_=y-v*v;if(!_)return!d&&c;var x=t*y/_,S=-t*v/_,w=Pu(m,b),$=ku(m,x),k=ku(b,S);Ld($,k);var M=w,N=Su($,M),A=Su(M,M),P=N*N-A*(Su($,$)-1);if(!(P<0)){var E=vt(P),L=ku(M,(-N-E)/A);if(Ld(L,$),L=Bd(L),!d)return L;var C=c[0],F=f[0],D=c[1],K=f[1],O;F<C&&(O=C,C=F,F=O);var B=F-C,G=be(B-ae)<ne,j=G||B<ne;if(!G&&K<D&&(O=D,D=K,K=O),j?G?D+K>0^L[1]<(be(L[0]-C)<ne?D:K):D<=L[1]&&L[1]<=K:B>ae^(C<=L[0]&&L[0]<=F)){var H=ku(M,(-N+E)/A);return Ld(H,$),[L,Bd(H)]}}}function u(c,f){var d=r?e:ae-e,h=0;return c<-d?h|=1:c>d&&(h|=2),f<-d?h|=4:f>d&&(h|=8),h}return ax(o,a,s,r?[0,-e]:[-ae,e-ae])}function z6(e,t,n,r,i,s){var o=e[0],a=e[1],l=t[0],u=t[1],c=0,f=1,d=l-o,h=u-a,p;if(p=n-o,!(!d&&p>0)){if(p/=d,d<0){if(p<c)return;p<f&&(f=p)}else if(d>0){if(p>f)return;p>c&&(c=p)}if(p=i-o,!(!d&&p<0)){if(p/=d,d<0){if(p>f)return;p>c&&(c=p)}else if(d>0){if(p<c)return;p<f&&(f=p)}if(p=r-a,!(!h&&p>0)){if(p/=h,h<0){if(p<c)return;p<f&&(f=p)}else if(h>0){if(p>f)return;p>c&&(c=p)}if(p=s-a,!(!h&&p<0)){if(p/=h,h<0){if(p>f)return;p>c&&(c=p)}else if(h>0){if(p<c)return;p<f&&(f=p)}return c>0&&(e[0]=o+c*d,e[1]=a+c*h),f<1&&(t[0]=o+f*d,t[1]=a+f*h),!0}}}}}var Oo=1e9,Tu=-Oo;function th(e,t,n,r){function i(u,c){return e<=u&&u<=n&&t<=c&&c<=r}function s(u,c,f,d){var h=0,p=0;if(u==null||(h=o(u,f))!==(p=o(c,f))||l(u,c)<0^f>0)do d.point(h===0||h===3?e:n,h>1?r:t);while((h=(h+f+4)%4)!==p);else d.point(c[0],c[1])}function o(u,c){return be(u[0]-e)<ne?c>0?0:3:be(u[0]-n)<ne?c>0?2:1:be(u[1]-t)<ne?c>0?1:0:c>0?3:2}function a(u,c){return l(u.x,c.x)}function l(u,c){var f=o(u,1),d=o(c,1);return f!==d?f-d:f===0?c[1]-u[1]:f===1?u[0]-c[0]:f===2?u[1]-c[1]:c[0]-u[0]}return function(u){var c=u,f=sx(),d,h,p,m,b,y,v,_,x,S,w,$={point:k,lineStart:P,lineEnd:E,polygonStart:N,polygonEnd:A};function k(C,F){i(C,F)&&c.point(C,F)}function M(){for(var C=0,F=0,D=h.length;F<D;++F)for(var K=h[F],O=1,B=K.length,G=K[0],j,H,oe=G[0],le=G[1];O<B;++O)j=oe,H=le,G=K[O],oe=G[0],le=G[1],H<=r?le>r&&(oe-j)*(r-H)>(le-H)*(e-j)&&++C:le<=r&&(oe-j)*(r-H)<(le-H)*(e-j)&&--C;return C}function N(){c=f,d=[],h=[],w=!0}function A(){var C=M(),F=w&&C,D=(d=dd(d)).length;(F||D)&&(u.polygonStart(),F&&(u.lineStart(),s(null,null,1,u),u.lineEnd()),D&&ox(d,a,C,s,u),u.polygonEnd()),c=u,d=h=p=null}function P(){$.point=L,h&&h.push(p=[]),S=!0,x=!1,v=_=NaN}function E(){d&&(L(m,b),y&&x&&f.rejoin(),d.push(f.result())),$.point=k,x&&c.lineEnd()}function L(C,F){var D=i(C,F);if(h&&p.push([C,F]),S)m=C,b=F,y=D,S=!1,D&&(c.lineStart(),c.point(C,F));else if(D&&x)c.point(C,F);else{var K=[v=Math.max(Tu,Math.min(Oo,v)),_=Math.max(Tu,Math.min(Oo,_))],O=[C=Math.max(Tu,Math.min(Oo,C)),F=Math.max(Tu,Math.min(Oo,F))];z6(K,O,e,t,n,r)?(x||(c.lineStart(),c.point(K[0],K[1])),c.point(O[0],O[1]),D||c.lineEnd(),w=!1):D&&(c.lineStart(),c.point(C,F),w=!1)}v=C,_=F,x=D}return $}}var Hd=e=>e,Od=new Dt,Yd=new Dt,lx,ux,Gd,jd,Jn={point:Vt,lineStart:Vt,lineEnd:Vt,polygonStart:function(){Jn.lineStart=F6,Jn.lineEnd=q6},polygonEnd:function(){Jn.lineStart=Jn.lineEnd=Jn.point=Vt,Od.add(be(Yd)),Yd=new Dt},result:function(){var e=Od/2;return Od=new Dt,e}};function F6(){Jn.point=B6}function B6(e,t){Jn.point=cx,lx=Gd=e,ux=jd=t}function cx(e,t){Yd.add(jd*e-Gd*t),Gd=e,jd=t}function q6(){cx(lx,ux)}var As=1/0,Nu=As,Go=-As,Iu=Go,Lu={point:V6,lineStart:Vt,lineEnd:Vt,polygonStart:Vt,polygonEnd:Vt,result:function(){var e=[[As,Nu],[Go,Iu]];return Go=Iu=-(Nu=As=1/0),e}};function V6(e,t){e<As&&(As=e),e>Go&&(Go=e),t<Nu&&(Nu=t),t>Iu&&(Iu=t)}var Wd=0,Kd=0,zo=0,Du=0,Ou=0,Ts=0,Xd=0,Zd=0,Fo=0,fx,dx,Sn,kn,Bt={point:oi,lineStart:jv,lineEnd:Wv,polygonStart:function(){Bt.lineStart=Y6,Bt.lineEnd=G6},polygonEnd:function(){Bt.point=oi,Bt.lineStart=jv,Bt.lineEnd=Wv},result:function(){var e=Fo?[Xd/Fo,Zd/Fo]:Ts?[Du/Ts,Ou/Ts]:zo?[Wd/zo,Kd/zo]:[NaN,NaN];return Wd=Kd=zo=Du=Ou=Ts=Xd=Zd=Fo=0,e}};function oi(e,t){Wd+=e,Kd+=t,++zo}function jv(){Bt.point=U6}function U6(e,t){Bt.point=H6,oi(Sn=e,kn=t)}function H6(e,t){var n=e-Sn,r=t-kn,i=vt(n*n+r*r);Du+=i*(Sn+e)/2,Ou+=i*(kn+t)/2,Ts+=i,oi(Sn=e,kn=t)}function Wv(){Bt.point=oi}function Y6(){Bt.point=j6}function G6(){hx(fx,dx)}function j6(e,t){Bt.point=hx,oi(fx=Sn=e,dx=kn=t)}function hx(e,t){var n=e-Sn,r=t-kn,i=vt(n*n+r*r);Du+=i*(Sn+e)/2,Ou+=i*(kn+t)/2,Ts+=i,i=kn*e-Sn*t,Xd+=i*(Sn+e),Zd+=i*(kn+t),Fo+=i*3,oi(Sn=e,kn=t)}function px(e){this._context=e}px.prototype={_radius:4.5,pointRadius:function(e){return this._radius=e,this},polygonStart:function(){this._line=0},polygonEnd:function(){this._line=NaN},lineStart:function(){this._point=0},lineEnd:function(){this._line===0&&this._context.closePath(),this._point=NaN},point:function(e,t){switch(this._point){case 0:{this._context.moveTo(e,t),this._point=1;break}case 1:{this._context.lineTo(e,t);break}default:{this._context.moveTo(e+this._radius,t),this._context.arc(e,t,this._radius,0,Et);break}}},result:Vt};var Jd=new Dt,zd,mx,gx,Bo,qo,jo={point:Vt,lineStart:function(){jo.point=W6},lineEnd:function(){zd&&bx(mx,gx),jo.point=Vt},polygonStart:function(){zd=!0},polygonEnd:function(){zd=null},result:function(){var e=+Jd;return Jd=new Dt,e}};function W6(e,t){jo.point=bx,mx=Bo=e,gx=qo=t}function bx(e,t){Bo-=e,qo-=t,Jd.add(vt(Bo*Bo+qo*qo)),Bo=e,qo=t}var Kv,zu,Xv,Zv,Fu=class{constructor(t){this._append=t==null?yx:K6(t),this._radius=4.5,this._=""}pointRadius(t){return this._radius=+t,this}polygonStart(){this._line=0}polygonEnd(){this._line=NaN}lineStart(){this._point=0}lineEnd(){this._line===0&&(this._+="Z"),this._point=NaN}point(t,n){switch(this._point){case 0:{this._append`M${t},${n}`,this._point=1;break}case 1:{this._append`L${t},${n}`;break}default:{if(this._append`M${t},${n}`,this._radius!==Xv||this._append!==zu){let r=this._radius,i=this._;this._="",this._append`m0,${r}a${r},${r} 0 1,1 0,${-2*r}a${r},${r} 0 1,1 0,${2*r}z`,Xv=r,zu=this._append,Zv=this._,this._=i}this._+=Zv;break}}}result(){let t=this._;return this._="",t.length?t:null}};function yx(e){let t=1;this._+=e[0];for(let n=e.length;t<n;++t)this._+=arguments[t]+e[t]}function K6(e){let t=Math.floor(e);if(!(t>=0))throw new RangeError(`invalid digits: ${e}`);if(t>15)return yx;if(t!==Kv){let n=10**t;Kv=t,zu=function(i){let s=1;this._+=i[0];for(let o=i.length;s<o;++s)this._+=Math.round(arguments[s]*n)/n+i[s]}}return zu}function Ko(e,t){let n=3,r=4.5,i,s;function o(a){return a&&(typeof r=="function"&&s.pointRadius(+r.apply(this,arguments)),$r(a,i(s))),s.result()}return o.area=function(a){return $r(a,i(Jn)),Jn.result()},o.measure=function(a){return $r(a,i(jo)),jo.result()},o.bounds=function(a){return $r(a,i(Lu)),Lu.result()},o.centroid=function(a){return $r(a,i(Bt)),Bt.result()},o.projection=function(a){return arguments.length?(i=a==null?(e=null,Hd):(e=a).stream,o):e},o.context=function(a){return arguments.length?(s=a==null?(t=null,new Fu(n)):new px(t=a),typeof r!="function"&&s.pointRadius(r),o):t},o.pointRadius=function(a){return arguments.length?(r=typeof a=="function"?a:(s.pointRadius(+a),+a),o):r},o.digits=function(a){if(!arguments.length)return n;if(a==null)n=null;else{let l=Math.floor(a);if(!(l>=0))throw new RangeError(`invalid digits: ${a}`);n=l}return t===null&&(s=new Fu(n)),o},o.projection(e).digits(n).context(t)}function Xo(e){return{stream:Vu(e)}}function Vu(e){return function(t){var n=new Qd;for(var r in e)n[r]=e[r];return n.stream=t,n}}function Qd(){}Qd.prototype={constructor:Qd,point:function(e,t){this.stream.point(e,t)},sphere:function(){this.stream.sphere()},lineStart:function(){this.stream.lineStart()},lineEnd:function(){this.stream.lineEnd()},polygonStart:function(){this.stream.polygonStart()},polygonEnd:function(){this.stream.polygonEnd()}};function nh(e,t,n){var r=e.clipExtent&&e.clipExtent();return e.scale(150).translate([0,0]),r!=null&&e.clipExtent(null),$r(n,e.stream(Lu)),t(Lu.result()),r!=null&&e.clipExtent(r),e}function rh(e,t,n){return nh(e,function(r){var i=t[1][0]-t[0][0],s=t[1][1]-t[0][1],o=Math.min(i/(r[1][0]-r[0][0]),s/(r[1][1]-r[0][1])),a=+t[0][0]+(i-o*(r[1][0]+r[0][0]))/2,l=+t[0][1]+(s-o*(r[1][1]+r[0][1]))/2;e.scale(150*o).translate([a,l])},n)}function vx(e,t,n){return rh(e,[[0,0],t],n)}function xx(e,t,n){return nh(e,function(r){var i=+t,s=i/(r[1][0]-r[0][0]),o=(i-s*(r[1][0]+r[0][0]))/2,a=-s*r[0][1];e.scale(150*s).translate([o,a])},n)}function wx(e,t,n){return nh(e,function(r){var i=+t,s=i/(r[1][1]-r[0][1]),o=-s*r[0][0],a=(i-s*(r[1][1]+r[0][1]))/2;e.scale(150*s).translate([o,a])},n)}var Jv=16,X6=se(30*Re);function Qv(e,t){return+t?J6(e,t):Z6(e)}function Z6(e){return Vu({point:function(t,n){t=e(t,n),this.stream.point(t[0],t[1])}})}function J6(e,t){function n(r,i,s,o,a,l,u,c,f,d,h,p,m,b){var y=u-r,v=c-i,_=y*y+v*v;if(_>4*t&&m--){var x=o+d,S=a+h,w=l+p,$=vt(x*x+S*S+w*w),k=Ut(w/=$),M=be(be(w)-1)<ne||be(s-f)<ne?(s+f)/2:Qn(S,x),N=e(M,k),A=N[0],P=N[1],E=A-r,L=P-i,C=v*E-y*L;(C*C/_>t||be((y*E+v*L)/_-.5)>.3||o*d+a*h+l*p<X6)&&(n(r,i,s,o,a,l,A,P,M,x/=$,S/=$,w,m,b),b.point(A,P),n(A,P,M,x,S,w,u,c,f,d,h,p,m,b))}}return function(r){var i,s,o,a,l,u,c,f,d,h,p,m,b={point:y,lineStart:v,lineEnd:x,polygonStart:function(){r.polygonStart(),b.lineStart=S},polygonEnd:function(){r.polygonEnd(),b.lineStart=v}};function y(k,M){k=e(k,M),r.point(k[0],k[1])}function v(){f=NaN,b.point=_,r.lineStart()}function _(k,M){var N=Ms([k,M]),A=e(k,M);n(f,d,c,h,p,m,f=A[0],d=A[1],c=k,h=N[0],p=N[1],m=N[2],Jv,r),r.point(f,d)}function x(){b.point=y,r.lineEnd()}function S(){v(),b.point=w,b.lineEnd=$}function w(k,M){_(i=k,M),s=f,o=d,a=h,l=p,u=m,b.point=_}function $(){n(f,d,c,h,p,m,s,o,i,a,l,u,Jv,r),b.lineEnd=x,x()}return b}}var Q6=Vu({point:function(e,t){this.stream.point(e*Re,t*Re)}});function e5(e){return Vu({point:function(t,n){var r=e(t,n);return this.stream.point(r[0],r[1])}})}function t5(e,t,n,r,i){function s(o,a){return o*=r,a*=i,[t+e*o,n-e*a]}return s.invert=function(o,a){return[(o-t)/e*r,(n-a)/e*i]},s}function ex(e,t,n,r,i,s){if(!s)return t5(e,t,n,r,i);var o=se(s),a=re(s),l=o*e,u=a*e,c=o/e,f=a/e,d=(a*n-o*t)/e,h=(a*t+o*n)/e;function p(m,b){return m*=r,b*=i,[l*m-u*b+t,n-u*m-l*b]}return p.invert=function(m,b){return[r*(c*m-f*b+d),i*(h-f*m-c*b)]},p}function Sr(e){return _x(function(){return e})()}function _x(e){var t,n=150,r=480,i=250,s=0,o=0,a=0,l=0,u=0,c,f=0,d=1,h=1,p=null,m=Gv,b=null,y,v,_,x=Hd,S=.5,w,$,k,M,N;function A(C){return k(C[0]*Re,C[1]*Re)}function P(C){return C=k.invert(C[0],C[1]),C&&[C[0]*dt,C[1]*dt]}A.stream=function(C){return M&&N===C?M:M=Q6(e5(c)(m(w(x(N=C)))))},A.preclip=function(C){return arguments.length?(m=C,p=void 0,L()):m},A.postclip=function(C){return arguments.length?(x=C,b=y=v=_=null,L()):x},A.clipAngle=function(C){return arguments.length?(m=+C?O6(p=C*Re):(p=null,Gv),L()):p*dt},A.clipExtent=function(C){return arguments.length?(x=C==null?(b=y=v=_=null,Hd):th(b=+C[0][0],y=+C[0][1],v=+C[1][0],_=+C[1][1]),L()):b==null?null:[[b,y],[v,_]]},A.scale=function(C){return arguments.length?(n=+C,E()):n},A.translate=function(C){return arguments.length?(r=+C[0],i=+C[1],E()):[r,i]},A.center=function(C){return arguments.length?(s=C[0]%360*Re,o=C[1]%360*Re,E()):[s*dt,o*dt]},A.rotate=function(C){return arguments.length?(a=C[0]%360*Re,l=C[1]%360*Re,u=C.length>2?C[2]%360*Re:0,E()):[a*dt,l*dt,u*dt]},A.angle=function(C){return arguments.length?(f=C%360*Re,E()):f*dt},A.reflectX=function(C){return arguments.length?(d=C?-1:1,E()):d<0},A.reflectY=function(C){return arguments.length?(h=C?-1:1,E()):h<0},A.precision=function(C){return arguments.length?(w=Qv($,S=C*C),L()):vt(S)},A.fitExtent=function(C,F){return rh(A,C,F)},A.fitSize=function(C,F){return vx(A,C,F)},A.fitWidth=function(C,F){return xx(A,C,F)},A.fitHeight=function(C,F){return wx(A,C,F)};function E(){var C=ex(n,0,0,d,h,f).apply(null,t(s,o)),F=ex(n,r-C[0],i-C[1],d,h,f);return c=ix(a,l,u),$=Vd(t,F),k=Vd(c,$),w=Qv($,S),L()}function L(){return M=N=null,A}return function(){return t=e.apply(this,arguments),A.invert=t.invert&&P,E()}}function ih(e){var t=0,n=ae/3,r=_x(e),i=r(t,n);return i.parallels=function(s){return arguments.length?r(t=s[0]*Re,n=s[1]*Re):[t*dt,n*dt]},i}function n5(e){var t=se(e);function n(r,i){return[r*t,re(i)/t]}return n.invert=function(r,i){return[r/t,Ut(i*t)]},n}function r5(e,t){var n=re(e),r=(n+re(t))/2;if(be(r)<ne)return n5(e);var i=1+n*(2*r-n),s=vt(i)/r;function o(a,l){var u=vt(i-2*r*re(l))/r;return[u*re(a*=r),s-u*se(a)]}return o.invert=function(a,l){var u=s-l,c=Qn(a,be(u))*qt(u);return u*r<0&&(c-=ae*qt(a)*qt(u)),[c/r,Ut((i-(a*a+u*u)*r*r)/(2*r))]},o}function Wo(){return ih(r5).scale(155.424).center([0,33.6442])}function sh(){return Wo().parallels([29.5,45.5]).scale(1070).translate([480,250]).rotate([96,0]).center([-.6,38.7])}function i5(e){var t=e.length;return{point:function(n,r){for(var i=-1;++i<t;)e[i].point(n,r)},sphere:function(){for(var n=-1;++n<t;)e[n].sphere()},lineStart:function(){for(var n=-1;++n<t;)e[n].lineStart()},lineEnd:function(){for(var n=-1;++n<t;)e[n].lineEnd()},polygonStart:function(){for(var n=-1;++n<t;)e[n].polygonStart()},polygonEnd:function(){for(var n=-1;++n<t;)e[n].polygonEnd()}}}function $x(){var e,t,n=sh(),r,i=Wo().rotate([154,0]).center([-2,58.5]).parallels([55,65]),s,o=Wo().rotate([157,0]).center([-3,19.9]).parallels([8,18]),a,l,u={point:function(d,h){l=[d,h]}};function c(d){var h=d[0],p=d[1];return l=null,r.point(h,p),l||(s.point(h,p),l)||(a.point(h,p),l)}c.invert=function(d){var h=n.scale(),p=n.translate(),m=(d[0]-p[0])/h,b=(d[1]-p[1])/h;return(b>=.12&&b<.234&&m>=-.425&&m<-.214?i:b>=.166&&b<.234&&m>=-.214&&m<-.115?o:n).invert(d)},c.stream=function(d){return e&&t===d?e:e=i5([n.stream(t=d),i.stream(d),o.stream(d)])},c.precision=function(d){return arguments.length?(n.precision(d),i.precision(d),o.precision(d),f()):n.precision()},c.scale=function(d){return arguments.length?(n.scale(d),i.scale(d*.35),o.scale(d),c.translate(n.translate())):n.scale()},c.translate=function(d){if(!arguments.length)return n.translate();var h=n.scale(),p=+d[0],m=+d[1];return r=n.translate(d).clipExtent([[p-.455*h,m-.238*h],[p+.455*h,m+.238*h]]).stream(u),s=i.translate([p-.307*h,m+.201*h]).clipExtent([[p-.425*h+ne,m+.12*h+ne],[p-.214*h-ne,m+.234*h-ne]]).stream(u),a=o.translate([p-.205*h,m+.212*h]).clipExtent([[p-.214*h+ne,m+.166*h+ne],[p-.115*h-ne,m+.234*h-ne]]).stream(u),f()},c.fitExtent=function(d,h){return rh(c,d,h)},c.fitSize=function(d,h){return vx(c,d,h)},c.fitWidth=function(d,h){return xx(c,d,h)},c.fitHeight=function(d,h){return wx(c,d,h)};function f(){return e=t=null,c}return c.scale(1070)}function Sx(e){return function(t,n){var r=se(t),i=se(n),s=e(r*i);return s===1/0?[2,0]:[s*i*re(t),s*re(n)]}}function Zo(e){return function(t,n){var r=vt(t*t+n*n),i=e(r),s=re(i),o=se(i);return[Qn(t*s,r*o),Ut(r&&n*s/r)]}}var kx=Sx(function(e){return vt(2/(1+e))});kx.invert=Zo(function(e){return 2*Ut(e/2)});function Cx(){return Sr(kx).scale(124.75).clipAngle(180-.001)}var Tx=Sx(function(e){return(e=rx(e))&&e/re(e)});Tx.invert=Zo(function(e){return e});function Mx(){return Sr(Tx).scale(79.4188).clipAngle(180-.001)}function Uu(e,t){return[e,Eu(eh((Pe+t)/2))]}Uu.invert=function(e,t){return[e,2*Es(nx(t))-Pe]};function Ax(){return Ex(Uu).scale(961/Et)}function Ex(e){var t=Sr(e),n=t.center,r=t.scale,i=t.translate,s=t.clipExtent,o=null,a,l,u;t.scale=function(f){return arguments.length?(r(f),c()):r()},t.translate=function(f){return arguments.length?(i(f),c()):i()},t.center=function(f){return arguments.length?(n(f),c()):n()},t.clipExtent=function(f){return arguments.length?(f==null?o=a=l=u=null:(o=+f[0][0],a=+f[0][1],l=+f[1][0],u=+f[1][1]),c()):o==null?null:[[o,a],[l,u]]};function c(){var f=ae*r(),d=t(A6(t.rotate()).invert([0,0]));return s(o==null?[[d[0]-f,d[1]-f],[d[0]+f,d[1]+f]]:e===Uu?[[Math.max(d[0]-f,o),a],[Math.min(d[0]+f,l),u]]:[[o,Math.max(d[1]-f,a)],[l,Math.min(d[1]+f,u)]])}return c()}function Mu(e){return eh((Pe+e)/2)}function s5(e,t){var n=se(e),r=e===t?re(e):Eu(n/se(t))/Eu(Mu(t)/Mu(e)),i=n*Id(Mu(e),r)/r;if(!r)return Uu;function s(o,a){i>0?a<-Pe+ne&&(a=-Pe+ne):a>Pe-ne&&(a=Pe-ne);var l=i/Id(Mu(a),r);return[l*re(r*o),i-l*se(r*o)]}return s.invert=function(o,a){var l=i-a,u=qt(r)*vt(o*o+l*l),c=Qn(o,be(l))*qt(l);return l*r<0&&(c-=ae*qt(o)*qt(l)),[c/r,2*Es(Id(i/u,1/r))-Pe]},s}function Rx(){return ih(s5).scale(109.5).parallels([30,30])}function Bu(e,t){return[e,t]}Bu.invert=Bu;function Px(){return Sr(Bu).scale(152.63)}function o5(e,t){var n=se(e),r=e===t?re(e):(n-se(t))/(t-e),i=n/r+e;if(be(r)<ne)return Bu;function s(o,a){var l=i-a,u=r*o;return[l*re(u),i-l*se(u)]}return s.invert=function(o,a){var l=i-a,u=Qn(o,be(l))*qt(l);return l*r<0&&(u-=ae*qt(o)*qt(l)),[u/r,i-qt(r)*vt(o*o+l*l)]},s}function Nx(){return ih(o5).scale(131.154).center([0,13.9389])}var Vo=1.340264,Uo=-.081106,Ho=893e-6,Yo=.003796,qu=vt(3)/2,a5=12;function Ix(e,t){var n=Ut(qu*re(t)),r=n*n,i=r*r*r;return[e*se(n)/(qu*(Vo+3*Uo*r+i*(7*Ho+9*Yo*r))),n*(Vo+Uo*r+i*(Ho+Yo*r))]}Ix.invert=function(e,t){for(var n=t,r=n*n,i=r*r*r,s=0,o,a,l;s<a5&&(a=n*(Vo+Uo*r+i*(Ho+Yo*r))-t,l=Vo+3*Uo*r+i*(7*Ho+9*Yo*r),n-=o=a/l,r=n*n,i=r*r*r,!(be(o)<tx));++s);return[qu*e*(Vo+3*Uo*r+i*(7*Ho+9*Yo*r))/se(n),Ut(re(n)/qu)]};function Lx(){return Sr(Ix).scale(177.158)}function Dx(e,t){var n=se(t),r=se(e)*n;return[n*re(e)/r,re(t)/r]}Dx.invert=Zo(Es);function Ox(){return Sr(Dx).scale(144.049).clipAngle(60)}function l5(e,t){var n=t*t,r=n*n;return[e*(.8707-.131979*n+r*(-.013791+r*(.003971*n-.001529*r))),t*(1.007226+n*(.015085+r*(-.044475+.028874*n-.005916*r)))]}l5.invert=function(e,t){var n=t,r=25,i;do{var s=n*n,o=s*s;n-=i=(n*(1.007226+s*(.015085+o*(-.044475+.028874*s-.005916*o)))-t)/(1.007226+s*(.015085*3+o*(-.044475*7+.028874*9*s-.005916*11*o)))}while(be(i)>ne&&--r>0);return[e/(.8707+(s=n*n)*(-.131979+s*(-.013791+s*s*s*(.003971-.001529*s)))),n]};function zx(e,t){return[se(t)*re(e),re(t)]}zx.invert=Zo(Ut);function Fx(){return Sr(zx).scale(249.5).clipAngle(90+ne)}function Bx(e,t){var n=se(t),r=1+se(e)*n;return[n*re(e)/r,re(t)/r]}Bx.invert=Zo(function(e){return 2*Es(e)});function qx(){return Sr(Bx).scale(250).clipAngle(142)}function Vx(e,t){return[Eu(eh((Pe+t)/2)),-e]}Vx.invert=function(e,t){return[-t,2*Es(nx(e))-Pe]};function Ux(){var e=Ex(Vx),t=e.center,n=e.rotate;return e.center=function(r){return arguments.length?t([-r[1],r[0]]):(r=t(),[r[1],-r[0]])},e.rotate=function(r){return arguments.length?n([r[0],r[1],r.length>2?r[2]+90:90]):(r=n(),[r[0],r[1],r[2]-90])},n([0,0,90]).scale(159.155)}var oh=new Date,ah=new Date;function qe(e,t,n,r){function i(s){return e(s=arguments.length===0?new Date:new Date(+s)),s}return i.floor=s=>(e(s=new Date(+s)),s),i.ceil=s=>(e(s=new Date(s-1)),t(s,1),e(s),s),i.round=s=>{let o=i(s),a=i.ceil(s);return s-o<a-s?o:a},i.offset=(s,o)=>(t(s=new Date(+s),o==null?1:Math.floor(o)),s),i.range=(s,o,a)=>{let l=[];if(s=i.ceil(s),a=a==null?1:Math.floor(a),!(s<o)||!(a>0))return l;let u;do l.push(u=new Date(+s)),t(s,a),e(s);while(u<s&&s<o);return l},i.filter=s=>qe(o=>{if(o>=o)for(;e(o),!s(o);)o.setTime(o-1)},(o,a)=>{if(o>=o)if(a<0)for(;++a<=0;)for(;t(o,-1),!s(o););else for(;--a>=0;)for(;t(o,1),!s(o););}),n&&(i.count=(s,o)=>(oh.setTime(+s),ah.setTime(+o),e(oh),e(ah),Math.floor(n(oh,ah))),i.every=s=>(s=Math.floor(s),!isFinite(s)||!(s>0)?null:s>1?i.filter(r?o=>r(o)%s===0:o=>i.count(0,o)%s===0):i)),i}var Hu=qe(()=>{},(e,t)=>{e.setTime(+e+t)},(e,t)=>t-e);Hu.every=e=>(e=Math.floor(e),!isFinite(e)||!(e>0)?null:e>1?qe(t=>{t.setTime(Math.floor(t/e)*e)},(t,n)=>{t.setTime(+t+n*e)},(t,n)=>(n-t)/e):Hu);var aP=Hu.range,er=1e3,Ht=er*60,tr=Ht*60,nr=tr*24,uh=nr*7,Hx=nr*30,lh=nr*365,ht=qe(e=>{e.setTime(e-e.getMilliseconds())},(e,t)=>{e.setTime(+e+t*er)},(e,t)=>(t-e)/er,e=>e.getUTCSeconds()),lP=ht.range,ai=qe(e=>{e.setTime(e-e.getMilliseconds()-e.getSeconds()*er)},(e,t)=>{e.setTime(+e+t*Ht)},(e,t)=>(t-e)/Ht,e=>e.getMinutes()),uP=ai.range,li=qe(e=>{e.setUTCSeconds(0,0)},(e,t)=>{e.setTime(+e+t*Ht)},(e,t)=>(t-e)/Ht,e=>e.getUTCMinutes()),cP=li.range,ui=qe(e=>{e.setTime(e-e.getMilliseconds()-e.getSeconds()*er-e.getMinutes()*Ht)},(e,t)=>{e.setTime(+e+t*tr)},(e,t)=>(t-e)/tr,e=>e.getHours()),fP=ui.range,ci=qe(e=>{e.setUTCMinutes(0,0,0)},(e,t)=>{e.setTime(+e+t*tr)},(e,t)=>(t-e)/tr,e=>e.getUTCHours()),dP=ci.range,Cn=qe(e=>e.setHours(0,0,0,0),(e,t)=>e.setDate(e.getDate()+t),(e,t)=>(t-e-(t.getTimezoneOffset()-e.getTimezoneOffset())*Ht)/nr,e=>e.getDate()-1),hP=Cn.range,Rs=qe(e=>{e.setUTCHours(0,0,0,0)},(e,t)=>{e.setUTCDate(e.getUTCDate()+t)},(e,t)=>(t-e)/nr,e=>e.getUTCDate()-1),pP=Rs.range,Jo=qe(e=>{e.setUTCHours(0,0,0,0)},(e,t)=>{e.setUTCDate(e.getUTCDate()+t)},(e,t)=>(t-e)/nr,e=>Math.floor(e/nr)),mP=Jo.range;function fi(e){return qe(t=>{t.setDate(t.getDate()-(t.getDay()+7-e)%7),t.setHours(0,0,0,0)},(t,n)=>{t.setDate(t.getDate()+n*7)},(t,n)=>(n-t-(n.getTimezoneOffset()-t.getTimezoneOffset())*Ht)/uh)}var Tn=fi(0),di=fi(1),ch=fi(2),fh=fi(3),rr=fi(4),dh=fi(5),hh=fi(6),gP=Tn.range,bP=di.range,yP=ch.range,vP=fh.range,xP=rr.range,wP=dh.range,_P=hh.range;function hi(e){return qe(t=>{t.setUTCDate(t.getUTCDate()-(t.getUTCDay()+7-e)%7),t.setUTCHours(0,0,0,0)},(t,n)=>{t.setUTCDate(t.getUTCDate()+n*7)},(t,n)=>(n-t)/uh)}var Mn=hi(0),pi=hi(1),ph=hi(2),mh=hi(3),ir=hi(4),gh=hi(5),bh=hi(6),$P=Mn.range,SP=pi.range,kP=ph.range,CP=mh.range,TP=ir.range,MP=gh.range,AP=bh.range,mi=qe(e=>{e.setDate(1),e.setHours(0,0,0,0)},(e,t)=>{e.setMonth(e.getMonth()+t)},(e,t)=>t.getMonth()-e.getMonth()+(t.getFullYear()-e.getFullYear())*12,e=>e.getMonth()),EP=mi.range,gi=qe(e=>{e.setUTCDate(1),e.setUTCHours(0,0,0,0)},(e,t)=>{e.setUTCMonth(e.getUTCMonth()+t)},(e,t)=>t.getUTCMonth()-e.getUTCMonth()+(t.getUTCFullYear()-e.getUTCFullYear())*12,e=>e.getUTCMonth()),RP=gi.range,xt=qe(e=>{e.setMonth(0,1),e.setHours(0,0,0,0)},(e,t)=>{e.setFullYear(e.getFullYear()+t)},(e,t)=>t.getFullYear()-e.getFullYear(),e=>e.getFullYear());xt.every=e=>!isFinite(e=Math.floor(e))||!(e>0)?null:qe(t=>{t.setFullYear(Math.floor(t.getFullYear()/e)*e),t.setMonth(0,1),t.setHours(0,0,0,0)},(t,n)=>{t.setFullYear(t.getFullYear()+n*e)});var PP=xt.range,wt=qe(e=>{e.setUTCMonth(0,1),e.setUTCHours(0,0,0,0)},(e,t)=>{e.setUTCFullYear(e.getUTCFullYear()+t)},(e,t)=>t.getUTCFullYear()-e.getUTCFullYear(),e=>e.getUTCFullYear());wt.every=e=>!isFinite(e=Math.floor(e))||!(e>0)?null:qe(t=>{t.setUTCFullYear(Math.floor(t.getUTCFullYear()/e)*e),t.setUTCMonth(0,1),t.setUTCHours(0,0,0,0)},(t,n)=>{t.setUTCFullYear(t.getUTCFullYear()+n*e)});var NP=wt.range;function Yx(e,t,n,r,i,s){let o=[[ht,1,er],[ht,5,5*er],[ht,15,15*er],[ht,30,30*er],[s,1,Ht],[s,5,5*Ht],[s,15,15*Ht],[s,30,30*Ht],[i,1,tr],[i,3,3*tr],[i,6,6*tr],[i,12,12*tr],[r,1,nr],[r,2,2*nr],[n,1,uh],[t,1,Hx],[t,3,3*Hx],[e,1,lh]];function a(u,c,f){let d=c<u;d&&([u,c]=[c,u]);let h=f&&typeof f.range=="function"?f:l(u,c,f),p=h?h.range(u,+c+1):[];return d?p.reverse():p}function l(u,c,f){let d=Math.abs(c-u)/f,h=ps(([,,b])=>b).right(o,d);if(h===o.length)return e.every(Eo(u/lh,c/lh,f));if(h===0)return Hu.every(Math.max(Eo(u,c,f),1));let[p,m]=o[d/o[h-1][2]<o[h][2]/d?h-1:h];return p.every(m)}return[a,l]}var[Gx,Yu]=Yx(wt,gi,Mn,Jo,ci,li),[jx,Wx]=Yx(xt,mi,Tn,Cn,ui,ai);function yh(e){if(0<=e.y&&e.y<100){var t=new Date(-1,e.m,e.d,e.H,e.M,e.S,e.L);return t.setFullYear(e.y),t}return new Date(e.y,e.m,e.d,e.H,e.M,e.S,e.L)}function vh(e){if(0<=e.y&&e.y<100){var t=new Date(Date.UTC(-1,e.m,e.d,e.H,e.M,e.S,e.L));return t.setUTCFullYear(e.y),t}return new Date(Date.UTC(e.y,e.m,e.d,e.H,e.M,e.S,e.L))}function Qo(e,t,n){return{y:e,m:t,d:n,H:0,M:0,S:0,L:0}}function u5(e){var t=e.dateTime,n=e.date,r=e.time,i=e.periods,s=e.days,o=e.shortDays,a=e.months,l=e.shortMonths,u=ea(i),c=ta(i),f=ea(s),d=ta(s),h=ea(o),p=ta(o),m=ea(a),b=ta(a),y=ea(l),v=ta(l),_={a:D,A:K,b:O,B,c:null,d:e1,e:e1,f:P5,g:V5,G:H5,H:A5,I:E5,j:R5,L:s1,m:N5,M:I5,p:G,q:j,Q:r1,s:i1,S:L5,u:D5,U:O5,V:z5,w:F5,W:B5,x:null,X:null,y:q5,Y:U5,Z:Y5,"%":n1},x={a:H,A:oe,b:le,B:ce,c:null,d:t1,e:t1,f:K5,g:sA,G:aA,H:G5,I:j5,j:W5,L:a1,m:X5,M:Z5,p:V,q:ee,Q:r1,s:i1,S:J5,u:Q5,U:eA,V:tA,w:nA,W:rA,x:null,X:null,y:iA,Y:oA,Z:lA,"%":n1},S={a:N,A,b:P,B:E,c:L,d:Jx,e:Jx,f:k5,g:Zx,G:Xx,H:Qx,I:Qx,j:w5,L:S5,m:x5,M:_5,p:M,q:v5,Q:T5,s:M5,S:$5,u:p5,U:m5,V:g5,w:h5,W:b5,x:C,X:F,y:Zx,Y:Xx,Z:y5,"%":C5};_.x=w(n,_),_.X=w(r,_),_.c=w(t,_),x.x=w(n,x),x.X=w(r,x),x.c=w(t,x);function w(I,q){return function(W){var R=[],fe=-1,Z=0,pe=I.length,$e,nt,hr;for(W instanceof Date||(W=new Date(+W));++fe<pe;)I.charCodeAt(fe)===37&&(R.push(I.slice(Z,fe)),(nt=Kx[$e=I.charAt(++fe)])!=null?$e=I.charAt(++fe):nt=$e==="e"?" ":"0",(hr=q[$e])&&($e=hr(W,nt)),R.push($e),Z=fe+1);return R.push(I.slice(Z,fe)),R.join("")}}function $(I,q){return function(W){var R=Qo(1900,void 0,1),fe=k(R,I,W+="",0),Z,pe;if(fe!=W.length)return null;if("Q"in R)return new Date(R.Q);if("s"in R)return new Date(R.s*1e3+("L"in R?R.L:0));if(q&&!("Z"in R)&&(R.Z=0),"p"in R&&(R.H=R.H%12+R.p*12),R.m===void 0&&(R.m="q"in R?R.q:0),"V"in R){if(R.V<1||R.V>53)return null;"w"in R||(R.w=1),"Z"in R?(Z=vh(Qo(R.y,0,1)),pe=Z.getUTCDay(),Z=pe>4||pe===0?pi.ceil(Z):pi(Z),Z=Rs.offset(Z,(R.V-1)*7),R.y=Z.getUTCFullYear(),R.m=Z.getUTCMonth(),R.d=Z.getUTCDate()+(R.w+6)%7):(Z=yh(Qo(R.y,0,1)),pe=Z.getDay(),Z=pe>4||pe===0?di.ceil(Z):di(Z),Z=Cn.offset(Z,(R.V-1)*7),R.y=Z.getFullYear(),R.m=Z.getMonth(),R.d=Z.getDate()+(R.w+6)%7)}else("W"in R||"U"in R)&&("w"in R||(R.w="u"in R?R.u%7:"W"in R?1:0),pe="Z"in R?vh(Qo(R.y,0,1)).getUTCDay():yh(Qo(R.y,0,1)).getDay(),R.m=0,R.d="W"in R?(R.w+6)%7+R.W*7-(pe+5)%7:R.w+R.U*7-(pe+6)%7);return"Z"in R?(R.H+=R.Z/100|0,R.M+=R.Z%100,vh(R)):yh(R)}}function k(I,q,W,R){for(var fe=0,Z=q.length,pe=W.length,$e,nt;fe<Z;){if(R>=pe)return-1;if($e=q.charCodeAt(fe++),$e===37){if($e=q.charAt(fe++),nt=S[$e in Kx?q.charAt(fe++):$e],!nt||(R=nt(I,W,R))<0)return-1}else if($e!=W.charCodeAt(R++))return-1}return R}function M(I,q,W){var R=u.exec(q.slice(W));return R?(I.p=c.get(R[0].toLowerCase()),W+R[0].length):-1}function N(I,q,W){var R=h.exec(q.slice(W));return R?(I.w=p.get(R[0].toLowerCase()),W+R[0].length):-1}function A(I,q,W){var R=f.exec(q.slice(W));return R?(I.w=d.get(R[0].toLowerCase()),W+R[0].length):-1}function P(I,q,W){var R=y.exec(q.slice(W));return R?(I.m=v.get(R[0].toLowerCase()),W+R[0].length):-1}function E(I,q,W){var R=m.exec(q.slice(W));return R?(I.m=b.get(R[0].toLowerCase()),W+R[0].length):-1}function L(I,q,W){return k(I,t,q,W)}function C(I,q,W){return k(I,n,q,W)}function F(I,q,W){return k(I,r,q,W)}function D(I){return o[I.getDay()]}function K(I){return s[I.getDay()]}function O(I){return l[I.getMonth()]}function B(I){return a[I.getMonth()]}function G(I){return i[+(I.getHours()>=12)]}function j(I){return 1+~~(I.getMonth()/3)}function H(I){return o[I.getUTCDay()]}function oe(I){return s[I.getUTCDay()]}function le(I){return l[I.getUTCMonth()]}function ce(I){return a[I.getUTCMonth()]}function V(I){return i[+(I.getUTCHours()>=12)]}function ee(I){return 1+~~(I.getUTCMonth()/3)}return{format:function(I){var q=w(I+="",_);return q.toString=function(){return I},q},parse:function(I){var q=$(I+="",!1);return q.toString=function(){return I},q},utcFormat:function(I){var q=w(I+="",x);return q.toString=function(){return I},q},utcParse:function(I){var q=$(I+="",!0);return q.toString=function(){return I},q}}}var Kx={"-":"",_:" ",0:"0"},Ke=/^\s*\d+/,c5=/^%/,f5=/[\\^$*+?|[\]().{}]/g;function he(e,t,n){var r=e<0?"-":"",i=(r?-e:e)+"",s=i.length;return r+(s<n?new Array(n-s+1).join(t)+i:i)}function d5(e){return e.replace(f5,"\\$&")}function ea(e){return new RegExp("^(?:"+e.map(d5).join("|")+")","i")}function ta(e){return new Map(e.map((t,n)=>[t.toLowerCase(),n]))}function h5(e,t,n){var r=Ke.exec(t.slice(n,n+1));return r?(e.w=+r[0],n+r[0].length):-1}function p5(e,t,n){var r=Ke.exec(t.slice(n,n+1));return r?(e.u=+r[0],n+r[0].length):-1}function m5(e,t,n){var r=Ke.exec(t.slice(n,n+2));return r?(e.U=+r[0],n+r[0].length):-1}function g5(e,t,n){var r=Ke.exec(t.slice(n,n+2));return r?(e.V=+r[0],n+r[0].length):-1}function b5(e,t,n){var r=Ke.exec(t.slice(n,n+2));return r?(e.W=+r[0],n+r[0].length):-1}function Xx(e,t,n){var r=Ke.exec(t.slice(n,n+4));return r?(e.y=+r[0],n+r[0].length):-1}function Zx(e,t,n){var r=Ke.exec(t.slice(n,n+2));return r?(e.y=+r[0]+(+r[0]>68?1900:2e3),n+r[0].length):-1}function y5(e,t,n){var r=/^(Z)|([+-]\d\d)(?::?(\d\d))?/.exec(t.slice(n,n+6));return r?(e.Z=r[1]?0:-(r[2]+(r[3]||"00")),n+r[0].length):-1}function v5(e,t,n){var r=Ke.exec(t.slice(n,n+1));return r?(e.q=r[0]*3-3,n+r[0].length):-1}function x5(e,t,n){var r=Ke.exec(t.slice(n,n+2));return r?(e.m=r[0]-1,n+r[0].length):-1}function Jx(e,t,n){var r=Ke.exec(t.slice(n,n+2));return r?(e.d=+r[0],n+r[0].length):-1}function w5(e,t,n){var r=Ke.exec(t.slice(n,n+3));return r?(e.m=0,e.d=+r[0],n+r[0].length):-1}function Qx(e,t,n){var r=Ke.exec(t.slice(n,n+2));return r?(e.H=+r[0],n+r[0].length):-1}function _5(e,t,n){var r=Ke.exec(t.slice(n,n+2));return r?(e.M=+r[0],n+r[0].length):-1}function $5(e,t,n){var r=Ke.exec(t.slice(n,n+2));return r?(e.S=+r[0],n+r[0].length):-1}function S5(e,t,n){var r=Ke.exec(t.slice(n,n+3));return r?(e.L=+r[0],n+r[0].length):-1}function k5(e,t,n){var r=Ke.exec(t.slice(n,n+6));return r?(e.L=Math.floor(r[0]/1e3),n+r[0].length):-1}function C5(e,t,n){var r=c5.exec(t.slice(n,n+1));return r?n+r[0].length:-1}function T5(e,t,n){var r=Ke.exec(t.slice(n));return r?(e.Q=+r[0],n+r[0].length):-1}function M5(e,t,n){var r=Ke.exec(t.slice(n));return r?(e.s=+r[0],n+r[0].length):-1}function e1(e,t){return he(e.getDate(),t,2)}function A5(e,t){return he(e.getHours(),t,2)}function E5(e,t){return he(e.getHours()%12||12,t,2)}function R5(e,t){return he(1+Cn.count(xt(e),e),t,3)}function s1(e,t){return he(e.getMilliseconds(),t,3)}function P5(e,t){return s1(e,t)+"000"}function N5(e,t){return he(e.getMonth()+1,t,2)}function I5(e,t){return he(e.getMinutes(),t,2)}function L5(e,t){return he(e.getSeconds(),t,2)}function D5(e){var t=e.getDay();return t===0?7:t}function O5(e,t){return he(Tn.count(xt(e)-1,e),t,2)}function o1(e){var t=e.getDay();return t>=4||t===0?rr(e):rr.ceil(e)}function z5(e,t){return e=o1(e),he(rr.count(xt(e),e)+(xt(e).getDay()===4),t,2)}function F5(e){return e.getDay()}function B5(e,t){return he(di.count(xt(e)-1,e),t,2)}function q5(e,t){return he(e.getFullYear()%100,t,2)}function V5(e,t){return e=o1(e),he(e.getFullYear()%100,t,2)}function U5(e,t){return he(e.getFullYear()%1e4,t,4)}function H5(e,t){var n=e.getDay();return e=n>=4||n===0?rr(e):rr.ceil(e),he(e.getFullYear()%1e4,t,4)}function Y5(e){var t=e.getTimezoneOffset();return(t>0?"-":(t*=-1,"+"))+he(t/60|0,"0",2)+he(t%60,"0",2)}function t1(e,t){return he(e.getUTCDate(),t,2)}function G5(e,t){return he(e.getUTCHours(),t,2)}function j5(e,t){return he(e.getUTCHours()%12||12,t,2)}function W5(e,t){return he(1+Rs.count(wt(e),e),t,3)}function a1(e,t){return he(e.getUTCMilliseconds(),t,3)}function K5(e,t){return a1(e,t)+"000"}function X5(e,t){return he(e.getUTCMonth()+1,t,2)}function Z5(e,t){return he(e.getUTCMinutes(),t,2)}function J5(e,t){return he(e.getUTCSeconds(),t,2)}function Q5(e){var t=e.getUTCDay();return t===0?7:t}function eA(e,t){return he(Mn.count(wt(e)-1,e),t,2)}function l1(e){var t=e.getUTCDay();return t>=4||t===0?ir(e):ir.ceil(e)}function tA(e,t){return e=l1(e),he(ir.count(wt(e),e)+(wt(e).getUTCDay()===4),t,2)}function nA(e){return e.getUTCDay()}function rA(e,t){return he(pi.count(wt(e)-1,e),t,2)}function iA(e,t){return he(e.getUTCFullYear()%100,t,2)}function sA(e,t){return e=l1(e),he(e.getUTCFullYear()%100,t,2)}function oA(e,t){return he(e.getUTCFullYear()%1e4,t,4)}function aA(e,t){var n=e.getUTCDay();return e=n>=4||n===0?ir(e):ir.ceil(e),he(e.getUTCFullYear()%1e4,t,4)}function lA(){return"+0000"}function n1(){return"%"}function r1(e){return+e}function i1(e){return Math.floor(+e/1e3)}var Ps,na,uA,An,u1;cA({dateTime:"%x, %X",date:"%-m/%-d/%Y",time:"%-I:%M:%S %p",periods:["AM","PM"],days:["Sunday","Monday","Tuesday","Wednesday","Thursday","Friday","Saturday"],shortDays:["Sun","Mon","Tue","Wed","Thu","Fri","Sat"],months:["January","February","March","April","May","June","July","August","September","October","November","December"],shortMonths:["Jan","Feb","Mar","Apr","May","Jun","Jul","Aug","Sep","Oct","Nov","Dec"]});function cA(e){return Ps=u5(e),na=Ps.format,uA=Ps.parse,An=Ps.utcFormat,u1=Ps.utcParse,Ps}var c1="%Y-%m-%dT%H:%M:%S.%LZ";function fA(e){return e.toISOString()}var DP=Date.prototype.toISOString?fA:An(c1);function dA(e){var t=new Date(e);return isNaN(t)?null:t}var OP=+new Date("2000-01-01T00:00:00.000Z")?dA:u1(c1);function En(e,t){switch(arguments.length){case 0:break;case 1:this.range(e);break;default:this.range(t).domain(e);break}return this}function ju(e,t){switch(arguments.length){case 0:break;case 1:{typeof e=="function"?this.interpolator(e):this.range(e);break}default:{this.domain(e),typeof t=="function"?this.interpolator(t):this.range(t);break}}return this}var Gu=Symbol("implicit");function Wu(){var e=new Ot,t=[],n=[],r=Gu;function i(s){let o=e.get(s);if(o===void 0){if(r!==Gu)return r;e.set(s,o=t.push(s)-1)}return n[o%n.length]}return i.domain=function(s){if(!arguments.length)return t.slice();t=[],e=new Ot;for(let o of s)e.has(o)||e.set(o,t.push(o)-1);return i},i.range=function(s){return arguments.length?(n=Array.from(s),i):n.slice()},i.unknown=function(s){return arguments.length?(r=s,i):r},i.copy=function(){return Wu(t,n).unknown(r)},En.apply(i,arguments),i}function Ns(){var e=Wu().unknown(void 0),t=e.domain,n=e.range,r=0,i=1,s,o,a=!1,l=0,u=0,c=.5;delete e.unknown;function f(){var d=t().length,h=i<r,p=h?i:r,m=h?r:i;s=(m-p)/Math.max(1,d-l+u*2),a&&(s=Math.floor(s)),p+=(m-p-s*(d-l))*c,o=s*(1-l),a&&(p=Math.round(p),o=Math.round(o));var b=gs(d).map(function(y){return p+s*y});return n(h?b.reverse():b)}return e.domain=function(d){return arguments.length?(t(d),f()):t()},e.range=function(d){return arguments.length?([r,i]=d,r=+r,i=+i,f()):[r,i]},e.rangeRound=function(d){return[r,i]=d,r=+r,i=+i,a=!0,f()},e.bandwidth=function(){return o},e.step=function(){return s},e.round=function(d){return arguments.length?(a=!!d,f()):a},e.padding=function(d){return arguments.length?(l=Math.min(1,u=+d),f()):l},e.paddingInner=function(d){return arguments.length?(l=Math.min(1,d),f()):l},e.paddingOuter=function(d){return arguments.length?(u=+d,f()):u},e.align=function(d){return arguments.length?(c=Math.max(0,Math.min(1,d)),f()):c},e.copy=function(){return Ns(t(),[r,i]).round(a).paddingInner(l).paddingOuter(u).align(c)},En.apply(f(),arguments)}function y1(e){var t=e.copy;return e.padding=e.paddingOuter,delete e.paddingInner,delete e.paddingOuter,e.copy=function(){return y1(t())},e}function v1(){return y1(Ns.apply(null,arguments).paddingInner(1))}function hA(e){return function(){return e}}function xh(e){return+e}var f1=[0,1];function Yt(e){return e}function wh(e,t){return(t-=e=+e)?function(n){return(n-e)/t}:hA(isNaN(t)?NaN:.5)}function pA(e,t){var n;return e>t&&(n=e,e=t,t=n),function(r){return Math.max(e,Math.min(t,r))}}function mA(e,t,n){var r=e[0],i=e[1],s=t[0],o=t[1];return i<r?(r=wh(i,r),s=n(o,s)):(r=wh(r,i),s=n(s,o)),function(a){return s(r(a))}}function gA(e,t,n){var r=Math.min(e.length,t.length)-1,i=new Array(r),s=new Array(r),o=-1;for(e[r]<e[0]&&(e=e.slice().reverse(),t=t.slice().reverse());++o<r;)i[o]=wh(e[o],e[o+1]),s[o]=n(t[o],t[o+1]);return function(a){var l=ms(e,a,1,r)-1;return s[l](i[l](a))}}function ra(e,t){return t.domain(e.domain()).range(e.range()).interpolate(e.interpolate()).clamp(e.clamp()).unknown(e.unknown())}function Ku(){var e=f1,t=f1,n=Ss,r,i,s,o=Yt,a,l,u;function c(){var d=Math.min(e.length,t.length);return o!==Yt&&(o=pA(e[0],e[d-1])),a=d>2?gA:mA,l=u=null,f}function f(d){return d==null||isNaN(d=+d)?s:(l||(l=a(e.map(r),t,n)))(r(o(d)))}return f.invert=function(d){return o(i((u||(u=a(t,e.map(r),Be)))(d)))},f.domain=function(d){return arguments.length?(e=Array.from(d,xh),c()):e.slice()},f.range=function(d){return arguments.length?(t=Array.from(d),c()):t.slice()},f.rangeRound=function(d){return t=Array.from(d),n=Lo,c()},f.clamp=function(d){return arguments.length?(o=d?!0:Yt,c()):o!==Yt},f.interpolate=function(d){return arguments.length?(n=d,c()):n},f.unknown=function(d){return arguments.length?(s=d,f):s},function(d,h){return r=d,i=h,c()}}function x1(){return Ku()(Yt,Yt)}function bA(e,t,n,r){var i=Eo(e,t,n),s;switch(r=Cs(r??",f"),r.type){case"s":{var o=Math.max(Math.abs(e),Math.abs(t));return r.precision==null&&!isNaN(s=Lv(i,o))&&(r.precision=s),Nd(r,o)}case"":case"e":case"g":case"p":case"r":{r.precision==null&&!isNaN(s=Dv(i,Math.max(Math.abs(e),Math.abs(t))))&&(r.precision=s-(r.type==="e"));break}case"f":case"%":{r.precision==null&&!isNaN(s=Iv(i))&&(r.precision=s-(r.type==="%")*2);break}}return $n(r)}function ia(e){var t=e.domain;return e.ticks=function(n){var r=t();return vr(r[0],r[r.length-1],n??10)},e.tickFormat=function(n,r){var i=t();return bA(i[0],i[i.length-1],n??10,r)},e.nice=function(n){n==null&&(n=10);var r=t(),i=0,s=r.length-1,o=r[i],a=r[s],l,u,c=10;for(a<o&&(u=o,o=a,a=u,u=i,i=s,s=u);c-- >0;){if(u=hs(o,a,n),u===l)return r[i]=o,r[s]=a,t(r);if(u>0)o=Math.floor(o/u)*u,a=Math.ceil(a/u)*u;else if(u<0)o=Math.ceil(o*u)/u,a=Math.floor(a*u)/u;else break;l=u}return e},e}function sa(){var e=x1();return e.copy=function(){return ra(e,sa())},En.apply(e,arguments),ia(e)}function _h(e){var t;function n(r){return r==null||isNaN(r=+r)?t:r}return n.invert=n,n.domain=n.range=function(r){return arguments.length?(e=Array.from(r,xh),n):e.slice()},n.unknown=function(r){return arguments.length?(t=r,n):t},n.copy=function(){return _h(e).unknown(t)},e=arguments.length?Array.from(e,xh):[0,1],ia(n)}function w1(e,t){e=e.slice();var n=0,r=e.length-1,i=e[n],s=e[r],o;return s<i&&(o=n,n=r,r=o,o=i,i=s,s=o),e[n]=t.floor(i),e[r]=t.ceil(s),e}function d1(e){return Math.log(e)}function h1(e){return Math.exp(e)}function yA(e){return-Math.log(-e)}function vA(e){return-Math.exp(-e)}function xA(e){return isFinite(e)?+("1e"+e):e<0?0:e}function wA(e){return e===10?xA:e===Math.E?Math.exp:t=>Math.pow(e,t)}function _A(e){return e===Math.E?Math.log:e===10&&Math.log10||e===2&&Math.log2||(e=Math.log(e),t=>Math.log(t)/e)}function p1(e){return(t,n)=>-e(-t,n)}function _1(e){let t=e(d1,h1),n=t.domain,r=10,i,s;function o(){return i=_A(r),s=wA(r),n()[0]<0?(i=p1(i),s=p1(s),e(yA,vA)):e(d1,h1),t}return t.base=function(a){return arguments.length?(r=+a,o()):r},t.domain=function(a){return arguments.length?(n(a),o()):n()},t.ticks=a=>{let l=n(),u=l[0],c=l[l.length-1],f=c<u;f&&([u,c]=[c,u]);let d=i(u),h=i(c),p,m,b=a==null?10:+a,y=[];if(!(r%1)&&h-d<b){if(d=Math.floor(d),h=Math.ceil(h),u>0){for(;d<=h;++d)for(p=1;p<r;++p)if(m=d<0?p/s(-d):p*s(d),!(m<u)){if(m>c)break;y.push(m)}}else for(;d<=h;++d)for(p=r-1;p>=1;--p)if(m=d>0?p/s(-d):p*s(d),!(m<u)){if(m>c)break;y.push(m)}y.length*2<b&&(y=vr(u,c,b))}else y=vr(d,h,Math.min(h-d,b)).map(s);return f?y.reverse():y},t.tickFormat=(a,l)=>{if(a==null&&(a=10),l==null&&(l=r===10?"s":","),typeof l!="function"&&(!(r%1)&&(l=Cs(l)).precision==null&&(l.trim=!0),l=$n(l)),a===1/0)return l;let u=Math.max(1,r*a/t.ticks().length);return c=>{let f=c/s(Math.round(i(c)));return f*r<r-.5&&(f*=r),f<=u?l(c):""}},t.nice=()=>n(w1(n(),{floor:a=>s(Math.floor(i(a))),ceil:a=>s(Math.ceil(i(a)))})),t}function $h(){let e=_1(Ku()).domain([1,10]);return e.copy=()=>ra(e,$h()).base(e.base()),En.apply(e,arguments),e}function m1(e){return function(t){return Math.sign(t)*Math.log1p(Math.abs(t/e))}}function g1(e){return function(t){return Math.sign(t)*Math.expm1(Math.abs(t))*e}}function $1(e){var t=1,n=e(m1(t),g1(t));return n.constant=function(r){return arguments.length?e(m1(t=+r),g1(t)):t},ia(n)}function Sh(){var e=$1(Ku());return e.copy=function(){return ra(e,Sh()).constant(e.constant())},En.apply(e,arguments)}function b1(e){return function(t){return t<0?-Math.pow(-t,e):Math.pow(t,e)}}function $A(e){return e<0?-Math.sqrt(-e):Math.sqrt(e)}function SA(e){return e<0?-e*e:e*e}function S1(e){var t=e(Yt,Yt),n=1;function r(){return n===1?e(Yt,Yt):n===.5?e($A,SA):e(b1(n),b1(1/n))}return t.exponent=function(i){return arguments.length?(n=+i,r()):n},ia(t)}function kh(){var e=S1(Ku());return e.copy=function(){return ra(e,kh()).exponent(e.exponent())},En.apply(e,arguments),e}function Ch(){var e=[],t=[],n=[],r;function i(){var o=0,a=Math.max(1,t.length);for(n=new Array(a-1);++o<a;)n[o-1]=Cy(e,o/a);return s}function s(o){return o==null||isNaN(o=+o)?r:t[ms(n,o)]}return s.invertExtent=function(o){var a=t.indexOf(o);return a<0?[NaN,NaN]:[a>0?n[a-1]:e[0],a<n.length?n[a]:e[e.length-1]]},s.domain=function(o){if(!arguments.length)return e.slice();e=[];for(let a of o)a!=null&&!isNaN(a=+a)&&e.push(a);return e.sort(at),i()},s.range=function(o){return arguments.length?(t=Array.from(o),i()):t.slice()},s.unknown=function(o){return arguments.length?(r=o,s):r},s.quantiles=function(){return n.slice()},s.copy=function(){return Ch().domain(e).range(t).unknown(r)},En.apply(s,arguments)}function Th(){var e=[.5],t=[0,1],n,r=1;function i(s){return s!=null&&s<=s?t[ms(e,s,0,r)]:n}return i.domain=function(s){return arguments.length?(e=Array.from(s),r=Math.min(e.length,t.length-1),i):e.slice()},i.range=function(s){return arguments.length?(t=Array.from(s),r=Math.min(e.length,t.length-1),i):t.slice()},i.invertExtent=function(s){var o=t.indexOf(s);return[e[o-1],e[o]]},i.unknown=function(s){return arguments.length?(n=s,i):n},i.copy=function(){return Th().domain(e).range(t).unknown(n)},En.apply(i,arguments)}function kA(e){return new Date(e)}function CA(e){return e instanceof Date?+e:Math.round(e)}function Mh(e,t,n,r,i,s,o,a,l,u){var c=x1(),f=c.invert,d=c.domain,h=u(".%L"),p=u(":%S"),m=u("%I:%M"),b=u("%I %p"),y=u("%a %d"),v=u("%b %d"),_=u("%B"),x=u("%Y");function S(w){return(l(w)<w?h:a(w)<w?p:o(w)<w?m:s(w)<w?b:r(w)<w?i(w)<w?y:v:n(w)<w?_:x)(w)}return c.invert=function(w){return new Date(Math.round(f(w)))},c.domain=function(w){return arguments.length?d(Array.from(w,CA)):d().map(kA)},c.ticks=function(w){var $=d();return e($[0],$[$.length-1],w??10)},c.tickFormat=function(w,$){return $==null?S:u($)},c.nice=function(w){var $=d();return(!w||typeof w.range!="function")&&(w=t($[0],$[$.length-1],w??10)),w?d(w1($,w)):c},c.copy=function(){return ra(c,Mh(e,t,n,r,i,s,o,a,l,u))},c}function k1(){return En.apply(Mh(jx,Wx,xt,mi,Tn,Cn,ui,ai,ht,na).domain([new Date(2e3,0,1),new Date(2e3,0,2)]),arguments)}function C1(){return En.apply(Mh(Gx,Yu,wt,gi,Mn,Rs,ci,li,ht,An).domain([Date.UTC(2e3,0,1),Date.UTC(2e3,0,2)]),arguments)}function Xu(e,t){return t.domain(e.domain()).interpolator(e.interpolator()).clamp(e.clamp()).unknown(e.unknown())}function Zu(){var e=0,t=.5,n=1,r=1,i,s,o,a,l,u=Yt,c,f=!1,d;function h(m){return m==null||isNaN(m=+m)?d:(m=.5+((m=+c(m))-s)*(r*m<r*s?a:l),u(f?Math.max(0,Math.min(1,m)):m))}h.domain=function(m){return arguments.length?([e,t,n]=m,i=c(e=+e),s=c(t=+t),o=c(n=+n),a=i===s?0:.5/(s-i),l=s===o?0:.5/(o-s),r=s<i?-1:1,h):[e,t,n]},h.clamp=function(m){return arguments.length?(f=!!m,h):f},h.interpolator=function(m){return arguments.length?(u=m,h):u};function p(m){return function(b){var y,v,_;return arguments.length?([y,v,_]=b,u=_r(m,[y,v,_]),h):[u(0),u(.5),u(1)]}}return h.range=p(Ss),h.rangeRound=p(Lo),h.unknown=function(m){return arguments.length?(d=m,h):d},function(m){return c=m,i=m(e),s=m(t),o=m(n),a=i===s?0:.5/(s-i),l=s===o?0:.5/(o-s),r=s<i?-1:1,h}}function Ah(){var e=ia(Zu()(Yt));return e.copy=function(){return Xu(e,Ah())},ju.apply(e,arguments)}function Eh(){var e=_1(Zu()).domain([.1,1,10]);return e.copy=function(){return Xu(e,Eh()).base(e.base())},ju.apply(e,arguments)}function Rh(){var e=$1(Zu());return e.copy=function(){return Xu(e,Rh()).constant(e.constant())},ju.apply(e,arguments)}function Ph(){var e=S1(Zu());return e.copy=function(){return Xu(e,Ph()).exponent(e.exponent())},ju.apply(e,arguments)}function ie(e){for(var t=e.length/6|0,n=new Array(t),r=0;r<t;)n[r]="#"+e.slice(r*6,++r*6);return n}var T1=ie("1f77b4ff7f0e2ca02cd627289467bd8c564be377c27f7f7fbcbd2217becf"),M1=ie("7fc97fbeaed4fdc086ffff99386cb0f0027fbf5b17666666"),A1=ie("1b9e77d95f027570b3e7298a66a61ee6ab02a6761d666666"),E1=ie("4269d0efb118ff725c6cc5b03ca951ff8ab7a463f297bbf59c6b4e9498a0"),R1=ie("a6cee31f78b4b2df8a33a02cfb9a99e31a1cfdbf6fff7f00cab2d66a3d9affff99b15928"),P1=ie("fbb4aeb3cde3ccebc5decbe4fed9a6ffffcce5d8bdfddaecf2f2f2"),N1=ie("b3e2cdfdcdaccbd5e8f4cae4e6f5c9fff2aef1e2cccccccc"),I1=ie("e41a1c377eb84daf4a984ea3ff7f00ffff33a65628f781bf999999"),L1=ie("66c2a5fc8d628da0cbe78ac3a6d854ffd92fe5c494b3b3b3"),D1=ie("8dd3c7ffffb3bebadafb807280b1d3fdb462b3de69fccde5d9d9d9bc80bdccebc5ffed6f"),O1=ie("4e79a7f28e2ce1575976b7b259a14fedc949af7aa1ff9da79c755fbab0ab"),_e=e=>yv(e[e.length-1]),Nh=new Array(3).concat("d8b365f5f5f55ab4ac","a6611adfc27d80cdc1018571","a6611adfc27df5f5f580cdc1018571","8c510ad8b365f6e8c3c7eae55ab4ac01665e","8c510ad8b365f6e8c3f5f5f5c7eae55ab4ac01665e","8c510abf812ddfc27df6e8c3c7eae580cdc135978f01665e","8c510abf812ddfc27df6e8c3f5f5f5c7eae580cdc135978f01665e","5430058c510abf812ddfc27df6e8c3c7eae580cdc135978f01665e003c30","5430058c510abf812ddfc27df6e8c3f5f5f5c7eae580cdc135978f01665e003c30").map(ie),Ih=_e(Nh),Lh=new Array(3).concat("af8dc3f7f7f77fbf7b","7b3294c2a5cfa6dba0008837","7b3294c2a5cff7f7f7a6dba0008837","762a83af8dc3e7d4e8d9f0d37fbf7b1b7837","762a83af8dc3e7d4e8f7f7f7d9f0d37fbf7b1b7837","762a839970abc2a5cfe7d4e8d9f0d3a6dba05aae611b7837","762a839970abc2a5cfe7d4e8f7f7f7d9f0d3a6dba05aae611b7837","40004b762a839970abc2a5cfe7d4e8d9f0d3a6dba05aae611b783700441b","40004b762a839970abc2a5cfe7d4e8f7f7f7d9f0d3a6dba05aae611b783700441b").map(ie),Dh=_e(Lh),Oh=new Array(3).concat("e9a3c9f7f7f7a1d76a","d01c8bf1b6dab8e1864dac26","d01c8bf1b6daf7f7f7b8e1864dac26","c51b7de9a3c9fde0efe6f5d0a1d76a4d9221","c51b7de9a3c9fde0eff7f7f7e6f5d0a1d76a4d9221","c51b7dde77aef1b6dafde0efe6f5d0b8e1867fbc414d9221","c51b7dde77aef1b6dafde0eff7f7f7e6f5d0b8e1867fbc414d9221","8e0152c51b7dde77aef1b6dafde0efe6f5d0b8e1867fbc414d9221276419","8e0152c51b7dde77aef1b6dafde0eff7f7f7e6f5d0b8e1867fbc414d9221276419").map(ie),zh=_e(Oh),Fh=new Array(3).concat("998ec3f7f7f7f1a340","5e3c99b2abd2fdb863e66101","5e3c99b2abd2f7f7f7fdb863e66101","542788998ec3d8daebfee0b6f1a340b35806","542788998ec3d8daebf7f7f7fee0b6f1a340b35806","5427888073acb2abd2d8daebfee0b6fdb863e08214b35806","5427888073acb2abd2d8daebf7f7f7fee0b6fdb863e08214b35806","2d004b5427888073acb2abd2d8daebfee0b6fdb863e08214b358067f3b08","2d004b5427888073acb2abd2d8daebf7f7f7fee0b6fdb863e08214b358067f3b08").map(ie),Bh=_e(Fh),ec=new Array(3).concat("ef8a62f7f7f767a9cf","ca0020f4a58292c5de0571b0","ca0020f4a582f7f7f792c5de0571b0","b2182bef8a62fddbc7d1e5f067a9cf2166ac","b2182bef8a62fddbc7f7f7f7d1e5f067a9cf2166ac","b2182bd6604df4a582fddbc7d1e5f092c5de4393c32166ac","b2182bd6604df4a582fddbc7f7f7f7d1e5f092c5de4393c32166ac","67001fb2182bd6604df4a582fddbc7d1e5f092c5de4393c32166ac053061","67001fb2182bd6604df4a582fddbc7f7f7f7d1e5f092c5de4393c32166ac053061").map(ie),oa=_e(ec),qh=new Array(3).concat("ef8a62ffffff999999","ca0020f4a582bababa404040","ca0020f4a582ffffffbababa404040","b2182bef8a62fddbc7e0e0e09999994d4d4d","b2182bef8a62fddbc7ffffffe0e0e09999994d4d4d","b2182bd6604df4a582fddbc7e0e0e0bababa8787874d4d4d","b2182bd6604df4a582fddbc7ffffffe0e0e0bababa8787874d4d4d","67001fb2182bd6604df4a582fddbc7e0e0e0bababa8787874d4d4d1a1a1a","67001fb2182bd6604df4a582fddbc7ffffffe0e0e0bababa8787874d4d4d1a1a1a").map(ie),Vh=_e(qh),tc=new Array(3).concat("fc8d59ffffbf91bfdb","d7191cfdae61abd9e92c7bb6","d7191cfdae61ffffbfabd9e92c7bb6","d73027fc8d59fee090e0f3f891bfdb4575b4","d73027fc8d59fee090ffffbfe0f3f891bfdb4575b4","d73027f46d43fdae61fee090e0f3f8abd9e974add14575b4","d73027f46d43fdae61fee090ffffbfe0f3f8abd9e974add14575b4","a50026d73027f46d43fdae61fee090e0f3f8abd9e974add14575b4313695","a50026d73027f46d43fdae61fee090ffffbfe0f3f8abd9e974add14575b4313695").map(ie),aa=_e(tc),Uh=new Array(3).concat("fc8d59ffffbf91cf60","d7191cfdae61a6d96a1a9641","d7191cfdae61ffffbfa6d96a1a9641","d73027fc8d59fee08bd9ef8b91cf601a9850","d73027fc8d59fee08bffffbfd9ef8b91cf601a9850","d73027f46d43fdae61fee08bd9ef8ba6d96a66bd631a9850","d73027f46d43fdae61fee08bffffbfd9ef8ba6d96a66bd631a9850","a50026d73027f46d43fdae61fee08bd9ef8ba6d96a66bd631a9850006837","a50026d73027f46d43fdae61fee08bffffbfd9ef8ba6d96a66bd631a9850006837").map(ie),Hh=_e(Uh),Yh=new Array(3).concat("fc8d59ffffbf99d594","d7191cfdae61abdda42b83ba","d7191cfdae61ffffbfabdda42b83ba","d53e4ffc8d59fee08be6f59899d5943288bd","d53e4ffc8d59fee08bffffbfe6f59899d5943288bd","d53e4ff46d43fdae61fee08be6f598abdda466c2a53288bd","d53e4ff46d43fdae61fee08bffffbfe6f598abdda466c2a53288bd","9e0142d53e4ff46d43fdae61fee08be6f598abdda466c2a53288bd5e4fa2","9e0142d53e4ff46d43fdae61fee08bffffbfe6f598abdda466c2a53288bd5e4fa2").map(ie),Gh=_e(Yh),jh=new Array(3).concat("e5f5f999d8c92ca25f","edf8fbb2e2e266c2a4238b45","edf8fbb2e2e266c2a42ca25f006d2c","edf8fbccece699d8c966c2a42ca25f006d2c","edf8fbccece699d8c966c2a441ae76238b45005824","f7fcfde5f5f9ccece699d8c966c2a441ae76238b45005824","f7fcfde5f5f9ccece699d8c966c2a441ae76238b45006d2c00441b").map(ie),Wh=_e(jh),Kh=new Array(3).concat("e0ecf49ebcda8856a7","edf8fbb3cde38c96c688419d","edf8fbb3cde38c96c68856a7810f7c","edf8fbbfd3e69ebcda8c96c68856a7810f7c","edf8fbbfd3e69ebcda8c96c68c6bb188419d6e016b","f7fcfde0ecf4bfd3e69ebcda8c96c68c6bb188419d6e016b","f7fcfde0ecf4bfd3e69ebcda8c96c68c6bb188419d810f7c4d004b").map(ie),Xh=_e(Kh),Zh=new Array(3).concat("e0f3dba8ddb543a2ca","f0f9e8bae4bc7bccc42b8cbe","f0f9e8bae4bc7bccc443a2ca0868ac","f0f9e8ccebc5a8ddb57bccc443a2ca0868ac","f0f9e8ccebc5a8ddb57bccc44eb3d32b8cbe08589e","f7fcf0e0f3dbccebc5a8ddb57bccc44eb3d32b8cbe08589e","f7fcf0e0f3dbccebc5a8ddb57bccc44eb3d32b8cbe0868ac084081").map(ie),Jh=_e(Zh),Qh=new Array(3).concat("fee8c8fdbb84e34a33","fef0d9fdcc8afc8d59d7301f","fef0d9fdcc8afc8d59e34a33b30000","fef0d9fdd49efdbb84fc8d59e34a33b30000","fef0d9fdd49efdbb84fc8d59ef6548d7301f990000","fff7ecfee8c8fdd49efdbb84fc8d59ef6548d7301f990000","fff7ecfee8c8fdd49efdbb84fc8d59ef6548d7301fb300007f0000").map(ie),ep=_e(Qh),tp=new Array(3).concat("ece2f0a6bddb1c9099","f6eff7bdc9e167a9cf02818a","f6eff7bdc9e167a9cf1c9099016c59","f6eff7d0d1e6a6bddb67a9cf1c9099016c59","f6eff7d0d1e6a6bddb67a9cf3690c002818a016450","fff7fbece2f0d0d1e6a6bddb67a9cf3690c002818a016450","fff7fbece2f0d0d1e6a6bddb67a9cf3690c002818a016c59014636").map(ie),np=_e(tp),rp=new Array(3).concat("ece7f2a6bddb2b8cbe","f1eef6bdc9e174a9cf0570b0","f1eef6bdc9e174a9cf2b8cbe045a8d","f1eef6d0d1e6a6bddb74a9cf2b8cbe045a8d","f1eef6d0d1e6a6bddb74a9cf3690c00570b0034e7b","fff7fbece7f2d0d1e6a6bddb74a9cf3690c00570b0034e7b","fff7fbece7f2d0d1e6a6bddb74a9cf3690c00570b0045a8d023858").map(ie),ip=_e(rp),sp=new Array(3).concat("e7e1efc994c7dd1c77","f1eef6d7b5d8df65b0ce1256","f1eef6d7b5d8df65b0dd1c77980043","f1eef6d4b9dac994c7df65b0dd1c77980043","f1eef6d4b9dac994c7df65b0e7298ace125691003f","f7f4f9e7e1efd4b9dac994c7df65b0e7298ace125691003f","f7f4f9e7e1efd4b9dac994c7df65b0e7298ace125698004367001f").map(ie),op=_e(sp),ap=new Array(3).concat("fde0ddfa9fb5c51b8a","feebe2fbb4b9f768a1ae017e","feebe2fbb4b9f768a1c51b8a7a0177","feebe2fcc5c0fa9fb5f768a1c51b8a7a0177","feebe2fcc5c0fa9fb5f768a1dd3497ae017e7a0177","fff7f3fde0ddfcc5c0fa9fb5f768a1dd3497ae017e7a0177","fff7f3fde0ddfcc5c0fa9fb5f768a1dd3497ae017e7a017749006a").map(ie),lp=_e(ap),up=new Array(3).concat("edf8b17fcdbb2c7fb8","ffffcca1dab441b6c4225ea8","ffffcca1dab441b6c42c7fb8253494","ffffccc7e9b47fcdbb41b6c42c7fb8253494","ffffccc7e9b47fcdbb41b6c41d91c0225ea80c2c84","ffffd9edf8b1c7e9b47fcdbb41b6c41d91c0225ea80c2c84","ffffd9edf8b1c7e9b47fcdbb41b6c41d91c0225ea8253494081d58").map(ie),cp=_e(up),fp=new Array(3).concat("f7fcb9addd8e31a354","ffffccc2e69978c679238443","ffffccc2e69978c67931a354006837","ffffccd9f0a3addd8e78c67931a354006837","ffffccd9f0a3addd8e78c67941ab5d238443005a32","ffffe5f7fcb9d9f0a3addd8e78c67941ab5d238443005a32","ffffe5f7fcb9d9f0a3addd8e78c67941ab5d238443006837004529").map(ie),dp=_e(fp),hp=new Array(3).concat("fff7bcfec44fd95f0e","ffffd4fed98efe9929cc4c02","ffffd4fed98efe9929d95f0e993404","ffffd4fee391fec44ffe9929d95f0e993404","ffffd4fee391fec44ffe9929ec7014cc4c028c2d04","ffffe5fff7bcfee391fec44ffe9929ec7014cc4c028c2d04","ffffe5fff7bcfee391fec44ffe9929ec7014cc4c02993404662506").map(ie),pp=_e(hp),mp=new Array(3).concat("ffeda0feb24cf03b20","ffffb2fecc5cfd8d3ce31a1c","ffffb2fecc5cfd8d3cf03b20bd0026","ffffb2fed976feb24cfd8d3cf03b20bd0026","ffffb2fed976feb24cfd8d3cfc4e2ae31a1cb10026","ffffccffeda0fed976feb24cfd8d3cfc4e2ae31a1cb10026","ffffccffeda0fed976feb24cfd8d3cfc4e2ae31a1cbd0026800026").map(ie),gp=_e(mp),bp=new Array(3).concat("deebf79ecae13182bd","eff3ffbdd7e76baed62171b5","eff3ffbdd7e76baed63182bd08519c","eff3ffc6dbef9ecae16baed63182bd08519c","eff3ffc6dbef9ecae16baed64292c62171b5084594","f7fbffdeebf7c6dbef9ecae16baed64292c62171b5084594","f7fbffdeebf7c6dbef9ecae16baed64292c62171b508519c08306b").map(ie),yp=_e(bp),vp=new Array(3).concat("e5f5e0a1d99b31a354","edf8e9bae4b374c476238b45","edf8e9bae4b374c47631a354006d2c","edf8e9c7e9c0a1d99b74c47631a354006d2c","edf8e9c7e9c0a1d99b74c47641ab5d238b45005a32","f7fcf5e5f5e0c7e9c0a1d99b74c47641ab5d238b45005a32","f7fcf5e5f5e0c7e9c0a1d99b74c47641ab5d238b45006d2c00441b").map(ie),xp=_e(vp),wp=new Array(3).concat("f0f0f0bdbdbd636363","f7f7f7cccccc969696525252","f7f7f7cccccc969696636363252525","f7f7f7d9d9d9bdbdbd969696636363252525","f7f7f7d9d9d9bdbdbd969696737373525252252525","fffffff0f0f0d9d9d9bdbdbd969696737373525252252525","fffffff0f0f0d9d9d9bdbdbd969696737373525252252525000000").map(ie),_p=_e(wp),$p=new Array(3).concat("efedf5bcbddc756bb1","f2f0f7cbc9e29e9ac86a51a3","f2f0f7cbc9e29e9ac8756bb154278f","f2f0f7dadaebbcbddc9e9ac8756bb154278f","f2f0f7dadaebbcbddc9e9ac8807dba6a51a34a1486","fcfbfdefedf5dadaebbcbddc9e9ac8807dba6a51a34a1486","fcfbfdefedf5dadaebbcbddc9e9ac8807dba6a51a354278f3f007d").map(ie),Sp=_e($p),kp=new Array(3).concat("fee0d2fc9272de2d26","fee5d9fcae91fb6a4acb181d","fee5d9fcae91fb6a4ade2d26a50f15","fee5d9fcbba1fc9272fb6a4ade2d26a50f15","fee5d9fcbba1fc9272fb6a4aef3b2ccb181d99000d","fff5f0fee0d2fcbba1fc9272fb6a4aef3b2ccb181d99000d","fff5f0fee0d2fcbba1fc9272fb6a4aef3b2ccb181da50f1567000d").map(ie),Cp=_e(kp),Tp=new Array(3).concat("fee6cefdae6be6550d","feeddefdbe85fd8d3cd94701","feeddefdbe85fd8d3ce6550da63603","feeddefdd0a2fdae6bfd8d3ce6550da63603","feeddefdd0a2fdae6bfd8d3cf16913d948018c2d04","fff5ebfee6cefdd0a2fdae6bfd8d3cf16913d948018c2d04","fff5ebfee6cefdd0a2fdae6bfd8d3cf16913d94801a636037f2704").map(ie),Mp=_e(Tp);function Ap(e){return e=Math.max(0,Math.min(1,e)),"rgb("+Math.max(0,Math.min(255,Math.round(-4.54-e*(35.34-e*(2381.73-e*(6402.7-e*(7024.72-e*2710.57)))))))+", "+Math.max(0,Math.min(255,Math.round(32.49+e*(170.73+e*(52.82-e*(131.46-e*(176.58-e*67.37)))))))+", "+Math.max(0,Math.min(255,Math.round(81.24+e*(442.36-e*(2482.43-e*(6167.24-e*(6614.94-e*2475.67)))))))+")"}var Ep=xu(Ft(300,.5,0),Ft(-240,.5,1)),Rp=xu(Ft(-100,.75,.35),Ft(80,1.5,.8)),Pp=xu(Ft(260,.75,.35),Ft(80,1.5,.8)),Ju=Ft();function Np(e){(e<0||e>1)&&(e-=Math.floor(e));var t=Math.abs(e-.5);return Ju.h=360*e-100,Ju.s=1.5-1.5*t,Ju.l=.8-.9*t,Ju+""}var Qu=an(),TA=Math.PI/3,MA=Math.PI*2/3;function Ip(e){var t;return e=(.5-e)*Math.PI,Qu.r=255*(t=Math.sin(e))*t,Qu.g=255*(t=Math.sin(e+TA))*t,Qu.b=255*(t=Math.sin(e+MA))*t,Qu+""}function Lp(e){return e=Math.max(0,Math.min(1,e)),"rgb("+Math.max(0,Math.min(255,Math.round(34.61+e*(1172.33-e*(10793.56-e*(33300.12-e*(38394.49-e*14825.05)))))))+", "+Math.max(0,Math.min(255,Math.round(23.31+e*(557.33+e*(1225.33-e*(3574.96-e*(1073.77+e*707.56)))))))+", "+Math.max(0,Math.min(255,Math.round(27.2+e*(3211.1-e*(15327.97-e*(27814-e*(22569.18-e*6838.66)))))))+")"}function nc(e){var t=e.length;return function(n){return e[Math.max(0,Math.min(t-1,Math.floor(n*t)))]}}var Dp=nc(ie("44015444025645045745055946075a46085c460a5d460b5e470d60470e6147106347116447136548146748166848176948186a481a6c481b6d481c6e481d6f481f70482071482173482374482475482576482677482878482979472a7a472c7a472d7b472e7c472f7d46307e46327e46337f463480453581453781453882443983443a83443b84433d84433e85423f854240864241864142874144874045884046883f47883f48893e49893e4a893e4c8a3d4d8a3d4e8a3c4f8a3c508b3b518b3b528b3a538b3a548c39558c39568c38588c38598c375a8c375b8d365c8d365d8d355e8d355f8d34608d34618d33628d33638d32648e32658e31668e31678e31688e30698e306a8e2f6b8e2f6c8e2e6d8e2e6e8e2e6f8e2d708e2d718e2c718e2c728e2c738e2b748e2b758e2a768e2a778e2a788e29798e297a8e297b8e287c8e287d8e277e8e277f8e27808e26818e26828e26828e25838e25848e25858e24868e24878e23888e23898e238a8d228b8d228c8d228d8d218e8d218f8d21908d21918c20928c20928c20938c1f948c1f958b1f968b1f978b1f988b1f998a1f9a8a1e9b8a1e9c891e9d891f9e891f9f881fa0881fa1881fa1871fa28720a38620a48621a58521a68522a78522a88423a98324aa8325ab8225ac8226ad8127ad8128ae8029af7f2ab07f2cb17e2db27d2eb37c2fb47c31b57b32b67a34b67935b77937b87838b9773aba763bbb753dbc743fbc7340bd7242be7144bf7046c06f48c16e4ac16d4cc26c4ec36b50c46a52c56954c56856c66758c7655ac8645cc8635ec96260ca6063cb5f65cb5e67cc5c69cd5b6ccd5a6ece5870cf5773d05675d05477d1537ad1517cd2507fd34e81d34d84d44b86d54989d5488bd6468ed64590d74393d74195d84098d83e9bd93c9dd93ba0da39a2da37a5db36a8db34aadc32addc30b0dd2fb2dd2db5de2bb8de29bade28bddf26c0df25c2df23c5e021c8e020cae11fcde11dd0e11cd2e21bd5e21ad8e219dae319dde318dfe318e2e418e5e419e7e419eae51aece51befe51cf1e51df4e61ef6e620f8e621fbe723fde725")),Op=nc(ie("00000401000501010601010802010902020b02020d03030f03031204041405041606051806051a07061c08071e0907200a08220b09240c09260d0a290e0b2b100b2d110c2f120d31130d34140e36150e38160f3b180f3d19103f1a10421c10441d11471e114920114b21114e22115024125325125527125829115a2a115c2c115f2d11612f116331116533106734106936106b38106c390f6e3b0f703d0f713f0f72400f74420f75440f764510774710784910784a10794c117a4e117b4f127b51127c52137c54137d56147d57157e59157e5a167e5c167f5d177f5f187f601880621980641a80651a80671b80681c816a1c816b1d816d1d816e1e81701f81721f817320817521817621817822817922827b23827c23827e24828025828125818326818426818627818827818928818b29818c29818e2a81902a81912b81932b80942c80962c80982d80992d809b2e7f9c2e7f9e2f7fa02f7fa1307ea3307ea5317ea6317da8327daa337dab337cad347cae347bb0357bb2357bb3367ab5367ab73779b83779ba3878bc3978bd3977bf3a77c03a76c23b75c43c75c53c74c73d73c83e73ca3e72cc3f71cd4071cf4070d0416fd2426fd3436ed5446dd6456cd8456cd9466bdb476adc4869de4968df4a68e04c67e24d66e34e65e44f64e55064e75263e85362e95462ea5661eb5760ec5860ed5a5fee5b5eef5d5ef05f5ef1605df2625df2645cf3655cf4675cf4695cf56b5cf66c5cf66e5cf7705cf7725cf8745cf8765cf9785df9795df97b5dfa7d5efa7f5efa815ffb835ffb8560fb8761fc8961fc8a62fc8c63fc8e64fc9065fd9266fd9467fd9668fd9869fd9a6afd9b6bfe9d6cfe9f6dfea16efea36ffea571fea772fea973feaa74feac76feae77feb078feb27afeb47bfeb67cfeb77efeb97ffebb81febd82febf84fec185fec287fec488fec68afec88cfeca8dfecc8ffecd90fecf92fed194fed395fed597fed799fed89afdda9cfddc9efddea0fde0a1fde2a3fde3a5fde5a7fde7a9fde9aafdebacfcecaefceeb0fcf0b2fcf2b4fcf4b6fcf6b8fcf7b9fcf9bbfcfbbdfcfdbf")),zp=nc(ie("00000401000501010601010802010a02020c02020e03021004031204031405041706041907051b08051d09061f0a07220b07240c08260d08290e092b10092d110a30120a32140b34150b37160b39180c3c190c3e1b0c411c0c431e0c451f0c48210c4a230c4c240c4f260c51280b53290b552b0b572d0b592f0a5b310a5c320a5e340a5f3609613809623909633b09643d09653e0966400a67420a68440a68450a69470b6a490b6a4a0c6b4c0c6b4d0d6c4f0d6c510e6c520e6d540f6d550f6d57106e59106e5a116e5c126e5d126e5f136e61136e62146e64156e65156e67166e69166e6a176e6c186e6d186e6f196e71196e721a6e741a6e751b6e771c6d781c6d7a1d6d7c1d6d7d1e6d7f1e6c801f6c82206c84206b85216b87216b88226a8a226a8c23698d23698f24699025689225689326679526679727669827669a28659b29649d29649f2a63a02a63a22b62a32c61a52c60a62d60a82e5fa92e5eab2f5ead305dae305cb0315bb1325ab3325ab43359b63458b73557b93556ba3655bc3754bd3853bf3952c03a51c13a50c33b4fc43c4ec63d4dc73e4cc83f4bca404acb4149cc4248ce4347cf4446d04545d24644d34743d44842d54a41d74b3fd84c3ed94d3dda4e3cdb503bdd513ade5238df5337e05536e15635e25734e35933e45a31e55c30e65d2fe75e2ee8602de9612bea632aeb6429eb6628ec6726ed6925ee6a24ef6c23ef6e21f06f20f1711ff1731df2741cf3761bf37819f47918f57b17f57d15f67e14f68013f78212f78410f8850ff8870ef8890cf98b0bf98c0af98e09fa9008fa9207fa9407fb9606fb9706fb9906fb9b06fb9d07fc9f07fca108fca309fca50afca60cfca80dfcaa0ffcac11fcae12fcb014fcb216fcb418fbb61afbb81dfbba1ffbbc21fbbe23fac026fac228fac42afac62df9c72ff9c932f9cb35f8cd37f8cf3af7d13df7d340f6d543f6d746f5d949f5db4cf4dd4ff4df53f4e156f3e35af3e55df2e661f2e865f2ea69f1ec6df1ed71f1ef75f1f179f2f27df2f482f3f586f3f68af4f88ef5f992f6fa96f8fb9af9fc9dfafda1fcffa4")),Fp=nc(ie("0d088710078813078916078a19068c1b068d1d068e20068f2206902406912605912805922a05932c05942e05952f059631059733059735049837049938049a3a049a3c049b3e049c3f049c41049d43039e44039e46039f48039f4903a04b03a14c02a14e02a25002a25102a35302a35502a45601a45801a45901a55b01a55c01a65e01a66001a66100a76300a76400a76600a76700a86900a86a00a86c00a86e00a86f00a87100a87201a87401a87501a87701a87801a87a02a87b02a87d03a87e03a88004a88104a78305a78405a78606a68707a68808a68a09a58b0aa58d0ba58e0ca48f0da4910ea3920fa39410a29511a19613a19814a099159f9a169f9c179e9d189d9e199da01a9ca11b9ba21d9aa31e9aa51f99a62098a72197a82296aa2395ab2494ac2694ad2793ae2892b02991b12a90b22b8fb32c8eb42e8db52f8cb6308bb7318ab83289ba3388bb3488bc3587bd3786be3885bf3984c03a83c13b82c23c81c33d80c43e7fc5407ec6417dc7427cc8437bc9447aca457acb4679cc4778cc4977cd4a76ce4b75cf4c74d04d73d14e72d24f71d35171d45270d5536fd5546ed6556dd7566cd8576bd9586ada5a6ada5b69db5c68dc5d67dd5e66de5f65de6164df6263e06363e16462e26561e26660e3685fe4695ee56a5de56b5de66c5ce76e5be76f5ae87059e97158e97257ea7457eb7556eb7655ec7754ed7953ed7a52ee7b51ef7c51ef7e50f07f4ff0804ef1814df1834cf2844bf3854bf3874af48849f48948f58b47f58c46f68d45f68f44f79044f79143f79342f89441f89540f9973ff9983ef99a3efa9b3dfa9c3cfa9e3bfb9f3afba139fba238fca338fca537fca636fca835fca934fdab33fdac33fdae32fdaf31fdb130fdb22ffdb42ffdb52efeb72dfeb82cfeba2cfebb2bfebd2afebe2afec029fdc229fdc328fdc527fdc627fdc827fdca26fdcb26fccd25fcce25fcd025fcd225fbd324fbd524fbd724fad824fada24f9dc24f9dd25f8df25f8e125f7e225f7e425f6e626f6e826f5e926f5eb27f4ed27f3ee27f3f027f2f227f1f426f1f525f0f724f0f921"));function Xe(e){return function(){return e}}var U1=Math.cos;var Up=Math.min,rc=Math.sin,Ve=Math.sqrt,z1=1e-12,la=Math.PI,KP=la/2,lc=2*la;function H1(e){let t=3;return e.digits=function(n){if(!arguments.length)return t;if(n==null)t=null;else{let r=Math.floor(n);if(!(r>=0))throw new RangeError(`invalid digits: ${n}`);t=r}return e},()=>new si(t)}var XP=Array.prototype.slice;function Y1(e){return typeof e=="object"&&"length"in e?e:Array.from(e)}function G1(e){this._context=e}G1.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._point=0},lineEnd:function(){(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line=1-this._line},point:function(e,t){switch(e=+e,t=+t,this._point){case 0:this._point=1,this._line?this._context.lineTo(e,t):this._context.moveTo(e,t);break;case 1:this._point=2;default:this._context.lineTo(e,t);break}}};function bi(e){return new G1(e)}function j1(e){return e[0]}function W1(e){return e[1]}function Hp(e,t){var n=Xe(!0),r=null,i=bi,s=null,o=H1(a);e=typeof e=="function"?e:e===void 0?j1:Xe(e),t=typeof t=="function"?t:t===void 0?W1:Xe(t);function a(l){var u,c=(l=Y1(l)).length,f,d=!1,h;for(r==null&&(s=i(h=o())),u=0;u<=c;++u)!(u<c&&n(f=l[u],u,l))===d&&((d=!d)?s.lineStart():s.lineEnd()),d&&s.point(+e(f,u,l),+t(f,u,l));if(h)return s=null,h+""||null}return a.x=function(l){return arguments.length?(e=typeof l=="function"?l:Xe(+l),a):e},a.y=function(l){return arguments.length?(t=typeof l=="function"?l:Xe(+l),a):t},a.defined=function(l){return arguments.length?(n=typeof l=="function"?l:Xe(!!l),a):n},a.curve=function(l){return arguments.length?(i=l,r!=null&&(s=i(r)),a):i},a.context=function(l){return arguments.length?(l==null?r=s=null:s=i(r=l),a):r},a}function K1(e,t,n){var r=null,i=Xe(!0),s=null,o=bi,a=null,l=H1(u);e=typeof e=="function"?e:e===void 0?j1:Xe(+e),t=typeof t=="function"?t:Xe(t===void 0?0:+t),n=typeof n=="function"?n:n===void 0?W1:Xe(+n);function u(f){var d,h,p,m=(f=Y1(f)).length,b,y=!1,v,_=new Array(m),x=new Array(m);for(s==null&&(a=o(v=l())),d=0;d<=m;++d){if(!(d<m&&i(b=f[d],d,f))===y)if(y=!y)h=d,a.areaStart(),a.lineStart();else{for(a.lineEnd(),a.lineStart(),p=d-1;p>=h;--p)a.point(_[p],x[p]);a.lineEnd(),a.areaEnd()}y&&(_[d]=+e(b,d,f),x[d]=+t(b,d,f),a.point(r?+r(b,d,f):_[d],n?+n(b,d,f):x[d]))}if(v)return a=null,v+""||null}function c(){return Hp().defined(i).curve(o).context(s)}return u.x=function(f){return arguments.length?(e=typeof f=="function"?f:Xe(+f),r=null,u):e},u.x0=function(f){return arguments.length?(e=typeof f=="function"?f:Xe(+f),u):e},u.x1=function(f){return arguments.length?(r=f==null?null:typeof f=="function"?f:Xe(+f),u):r},u.y=function(f){return arguments.length?(t=typeof f=="function"?f:Xe(+f),n=null,u):t},u.y0=function(f){return arguments.length?(t=typeof f=="function"?f:Xe(+f),u):t},u.y1=function(f){return arguments.length?(n=f==null?null:typeof f=="function"?f:Xe(+f),u):n},u.lineX0=u.lineY0=function(){return c().x(e).y(t)},u.lineY1=function(){return c().x(e).y(n)},u.lineX1=function(){return c().x(r).y(t)},u.defined=function(f){return arguments.length?(i=typeof f=="function"?f:Xe(!!f),u):i},u.curve=function(f){return arguments.length?(o=f,s!=null&&(a=o(s)),u):o},u.context=function(f){return arguments.length?(f==null?s=a=null:a=o(s=f),u):s},u}var ZP=AA(bi);function X1(e){this._curve=e}X1.prototype={areaStart:function(){this._curve.areaStart()},areaEnd:function(){this._curve.areaEnd()},lineStart:function(){this._curve.lineStart()},lineEnd:function(){this._curve.lineEnd()},point:function(e,t){this._curve.point(t*Math.sin(e),t*-Math.cos(e))}};function AA(e){function t(n){return new X1(e(n))}return t._curve=e,t}var ic=class{constructor(t,n){this._context=t,this._x=n}areaStart(){this._line=0}areaEnd(){this._line=NaN}lineStart(){this._point=0}lineEnd(){(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line=1-this._line}point(t,n){switch(t=+t,n=+n,this._point){case 0:{this._point=1,this._line?this._context.lineTo(t,n):this._context.moveTo(t,n);break}case 1:this._point=2;default:{this._x?this._context.bezierCurveTo(this._x0=(this._x0+t)/2,this._y0,this._x0,n,t,n):this._context.bezierCurveTo(this._x0,this._y0=(this._y0+n)/2,t,this._y0,t,n);break}}this._x0=t,this._y0=n}};function Z1(e){return new ic(e,!0)}function J1(e){return new ic(e,!1)}var EA=Ve(3),Yp={draw(e,t){let n=Ve(t+Up(t/28,.75))*.59436,r=n/2,i=r*EA;e.moveTo(0,n),e.lineTo(0,-n),e.moveTo(-i,-r),e.lineTo(i,r),e.moveTo(-i,r),e.lineTo(i,-r)}},yi={draw(e,t){let n=Ve(t/la);e.moveTo(n,0),e.arc(0,0,n,0,lc)}},Gp={draw(e,t){let n=Ve(t/5)/2;e.moveTo(-3*n,-n),e.lineTo(-n,-n),e.lineTo(-n,-3*n),e.lineTo(n,-3*n),e.lineTo(n,-n),e.lineTo(3*n,-n),e.lineTo(3*n,n),e.lineTo(n,n),e.lineTo(n,3*n),e.lineTo(-n,3*n),e.lineTo(-n,n),e.lineTo(-3*n,n),e.closePath()}},Q1=Ve(1/3),RA=Q1*2,jp={draw(e,t){let n=Ve(t/RA),r=n*Q1;e.moveTo(0,-n),e.lineTo(r,0),e.lineTo(0,n),e.lineTo(-r,0),e.closePath()}},Wp={draw(e,t){let n=Ve(t)*.62625;e.moveTo(0,-n),e.lineTo(n,0),e.lineTo(0,n),e.lineTo(-n,0),e.closePath()}},Kp={draw(e,t){let n=Ve(t-Up(t/7,2))*.87559;e.moveTo(-n,0),e.lineTo(n,0),e.moveTo(0,n),e.lineTo(0,-n)}},Xp={draw(e,t){let n=Ve(t),r=-n/2;e.rect(r,r,n,n)}},Zp={draw(e,t){let n=Ve(t)*.4431;e.moveTo(n,n),e.lineTo(n,-n),e.lineTo(-n,-n),e.lineTo(-n,n),e.closePath()}},PA=.8908130915292852,ew=rc(la/10)/rc(7*la/10),NA=rc(lc/10)*ew,IA=-U1(lc/10)*ew,Jp={draw(e,t){let n=Ve(t*PA),r=NA*n,i=IA*n;e.moveTo(0,-n),e.lineTo(r,i);for(let s=1;s<5;++s){let o=lc*s/5,a=U1(o),l=rc(o);e.lineTo(l*n,-a*n),e.lineTo(a*r-l*i,l*r+a*i)}e.closePath()}},Bp=Ve(3),Qp={draw(e,t){let n=-Ve(t/(Bp*3));e.moveTo(0,n*2),e.lineTo(-Bp*n,-n),e.lineTo(Bp*n,-n),e.closePath()}},LA=Ve(3),em={draw(e,t){let n=Ve(t)*.6824,r=n/2,i=n*LA/2;e.moveTo(0,-n),e.lineTo(i,r),e.lineTo(-i,r),e.closePath()}},Gt=-.5,jt=Ve(3)/2,Vp=1/Ve(12),DA=(Vp/2+1)*3,tm={draw(e,t){let n=Ve(t/DA),r=n/2,i=n*Vp,s=r,o=n*Vp+n,a=-s,l=o;e.moveTo(r,i),e.lineTo(s,o),e.lineTo(a,l),e.lineTo(Gt*r-jt*i,jt*r+Gt*i),e.lineTo(Gt*s-jt*o,jt*s+Gt*o),e.lineTo(Gt*a-jt*l,jt*a+Gt*l),e.lineTo(Gt*r+jt*i,Gt*i-jt*r),e.lineTo(Gt*s+jt*o,Gt*o-jt*s),e.lineTo(Gt*a+jt*l,Gt*l-jt*a),e.closePath()}},nm={draw(e,t){let n=Ve(t-Up(t/6,1.7))*.6189;e.moveTo(-n,-n),e.lineTo(n,n),e.moveTo(-n,n),e.lineTo(n,-n)}},tw=[yi,Gp,jp,Xp,Jp,Qp,tm],nw=[yi,Kp,nm,em,Yp,Zp,Wp];function kr(){}function sc(e,t,n){e._context.bezierCurveTo((2*e._x0+e._x1)/3,(2*e._y0+e._y1)/3,(e._x0+2*e._x1)/3,(e._y0+2*e._y1)/3,(e._x0+4*e._x1+t)/6,(e._y0+4*e._y1+n)/6)}function uc(e){this._context=e}uc.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._y0=this._y1=NaN,this._point=0},lineEnd:function(){switch(this._point){case 3:sc(this,this._x1,this._y1);case 2:this._context.lineTo(this._x1,this._y1);break}(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line=1-this._line},point:function(e,t){switch(e=+e,t=+t,this._point){case 0:this._point=1,this._line?this._context.lineTo(e,t):this._context.moveTo(e,t);break;case 1:this._point=2;break;case 2:this._point=3,this._context.lineTo((5*this._x0+this._x1)/6,(5*this._y0+this._y1)/6);default:sc(this,e,t);break}this._x0=this._x1,this._x1=e,this._y0=this._y1,this._y1=t}};function rw(e){return new uc(e)}function iw(e){this._context=e}iw.prototype={areaStart:kr,areaEnd:kr,lineStart:function(){this._x0=this._x1=this._x2=this._x3=this._x4=this._y0=this._y1=this._y2=this._y3=this._y4=NaN,this._point=0},lineEnd:function(){switch(this._point){case 1:{this._context.moveTo(this._x2,this._y2),this._context.closePath();break}case 2:{this._context.moveTo((this._x2+2*this._x3)/3,(this._y2+2*this._y3)/3),this._context.lineTo((this._x3+2*this._x2)/3,(this._y3+2*this._y2)/3),this._context.closePath();break}case 3:{this.point(this._x2,this._y2),this.point(this._x3,this._y3),this.point(this._x4,this._y4);break}}},point:function(e,t){switch(e=+e,t=+t,this._point){case 0:this._point=1,this._x2=e,this._y2=t;break;case 1:this._point=2,this._x3=e,this._y3=t;break;case 2:this._point=3,this._x4=e,this._y4=t,this._context.moveTo((this._x0+4*this._x1+e)/6,(this._y0+4*this._y1+t)/6);break;default:sc(this,e,t);break}this._x0=this._x1,this._x1=e,this._y0=this._y1,this._y1=t}};function sw(e){return new iw(e)}function ow(e){this._context=e}ow.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._y0=this._y1=NaN,this._point=0},lineEnd:function(){(this._line||this._line!==0&&this._point===3)&&this._context.closePath(),this._line=1-this._line},point:function(e,t){switch(e=+e,t=+t,this._point){case 0:this._point=1;break;case 1:this._point=2;break;case 2:this._point=3;var n=(this._x0+4*this._x1+e)/6,r=(this._y0+4*this._y1+t)/6;this._line?this._context.lineTo(n,r):this._context.moveTo(n,r);break;case 3:this._point=4;default:sc(this,e,t);break}this._x0=this._x1,this._x1=e,this._y0=this._y1,this._y1=t}};function aw(e){return new ow(e)}function lw(e,t){this._basis=new uc(e),this._beta=t}lw.prototype={lineStart:function(){this._x=[],this._y=[],this._basis.lineStart()},lineEnd:function(){var e=this._x,t=this._y,n=e.length-1;if(n>0)for(var r=e[0],i=t[0],s=e[n]-r,o=t[n]-i,a=-1,l;++a<=n;)l=a/n,this._basis.point(this._beta*e[a]+(1-this._beta)*(r+l*s),this._beta*t[a]+(1-this._beta)*(i+l*o));this._x=this._y=null,this._basis.lineEnd()},point:function(e,t){this._x.push(+e),this._y.push(+t)}};var uw=(function e(t){function n(r){return t===1?new uc(r):new lw(r,t)}return n.beta=function(r){return e(+r)},n})(.85);function oc(e,t,n){e._context.bezierCurveTo(e._x1+e._k*(e._x2-e._x0),e._y1+e._k*(e._y2-e._y0),e._x2+e._k*(e._x1-t),e._y2+e._k*(e._y1-n),e._x2,e._y2)}function rm(e,t){this._context=e,this._k=(1-t)/6}rm.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._x2=this._y0=this._y1=this._y2=NaN,this._point=0},lineEnd:function(){switch(this._point){case 2:this._context.lineTo(this._x2,this._y2);break;case 3:oc(this,this._x1,this._y1);break}(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line=1-this._line},point:function(e,t){switch(e=+e,t=+t,this._point){case 0:this._point=1,this._line?this._context.lineTo(e,t):this._context.moveTo(e,t);break;case 1:this._point=2,this._x1=e,this._y1=t;break;case 2:this._point=3;default:oc(this,e,t);break}this._x0=this._x1,this._x1=this._x2,this._x2=e,this._y0=this._y1,this._y1=this._y2,this._y2=t}};var cw=(function e(t){function n(r){return new rm(r,t)}return n.tension=function(r){return e(+r)},n})(0);function im(e,t){this._context=e,this._k=(1-t)/6}im.prototype={areaStart:kr,areaEnd:kr,lineStart:function(){this._x0=this._x1=this._x2=this._x3=this._x4=this._x5=this._y0=this._y1=this._y2=this._y3=this._y4=this._y5=NaN,this._point=0},lineEnd:function(){switch(this._point){case 1:{this._context.moveTo(this._x3,this._y3),this._context.closePath();break}case 2:{this._context.lineTo(this._x3,this._y3),this._context.closePath();break}case 3:{this.point(this._x3,this._y3),this.point(this._x4,this._y4),this.point(this._x5,this._y5);break}}},point:function(e,t){switch(e=+e,t=+t,this._point){case 0:this._point=1,this._x3=e,this._y3=t;break;case 1:this._point=2,this._context.moveTo(this._x4=e,this._y4=t);break;case 2:this._point=3,this._x5=e,this._y5=t;break;default:oc(this,e,t);break}this._x0=this._x1,this._x1=this._x2,this._x2=e,this._y0=this._y1,this._y1=this._y2,this._y2=t}};var fw=(function e(t){function n(r){return new im(r,t)}return n.tension=function(r){return e(+r)},n})(0);function sm(e,t){this._context=e,this._k=(1-t)/6}sm.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._x2=this._y0=this._y1=this._y2=NaN,this._point=0},lineEnd:function(){(this._line||this._line!==0&&this._point===3)&&this._context.closePath(),this._line=1-this._line},point:function(e,t){switch(e=+e,t=+t,this._point){case 0:this._point=1;break;case 1:this._point=2;break;case 2:this._point=3,this._line?this._context.lineTo(this._x2,this._y2):this._context.moveTo(this._x2,this._y2);break;case 3:this._point=4;default:oc(this,e,t);break}this._x0=this._x1,this._x1=this._x2,this._x2=e,this._y0=this._y1,this._y1=this._y2,this._y2=t}};var dw=(function e(t){function n(r){return new sm(r,t)}return n.tension=function(r){return e(+r)},n})(0);function om(e,t,n){var r=e._x1,i=e._y1,s=e._x2,o=e._y2;if(e._l01_a>z1){var a=2*e._l01_2a+3*e._l01_a*e._l12_a+e._l12_2a,l=3*e._l01_a*(e._l01_a+e._l12_a);r=(r*a-e._x0*e._l12_2a+e._x2*e._l01_2a)/l,i=(i*a-e._y0*e._l12_2a+e._y2*e._l01_2a)/l}if(e._l23_a>z1){var u=2*e._l23_2a+3*e._l23_a*e._l12_a+e._l12_2a,c=3*e._l23_a*(e._l23_a+e._l12_a);s=(s*u+e._x1*e._l23_2a-t*e._l12_2a)/c,o=(o*u+e._y1*e._l23_2a-n*e._l12_2a)/c}e._context.bezierCurveTo(r,i,s,o,e._x2,e._y2)}function hw(e,t){this._context=e,this._alpha=t}hw.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._x2=this._y0=this._y1=this._y2=NaN,this._l01_a=this._l12_a=this._l23_a=this._l01_2a=this._l12_2a=this._l23_2a=this._point=0},lineEnd:function(){switch(this._point){case 2:this._context.lineTo(this._x2,this._y2);break;case 3:this.point(this._x2,this._y2);break}(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line=1-this._line},point:function(e,t){if(e=+e,t=+t,this._point){var n=this._x2-e,r=this._y2-t;this._l23_a=Math.sqrt(this._l23_2a=Math.pow(n*n+r*r,this._alpha))}switch(this._point){case 0:this._point=1,this._line?this._context.lineTo(e,t):this._context.moveTo(e,t);break;case 1:this._point=2;break;case 2:this._point=3;default:om(this,e,t);break}this._l01_a=this._l12_a,this._l12_a=this._l23_a,this._l01_2a=this._l12_2a,this._l12_2a=this._l23_2a,this._x0=this._x1,this._x1=this._x2,this._x2=e,this._y0=this._y1,this._y1=this._y2,this._y2=t}};var pw=(function e(t){function n(r){return t?new hw(r,t):new rm(r,0)}return n.alpha=function(r){return e(+r)},n})(.5);function mw(e,t){this._context=e,this._alpha=t}mw.prototype={areaStart:kr,areaEnd:kr,lineStart:function(){this._x0=this._x1=this._x2=this._x3=this._x4=this._x5=this._y0=this._y1=this._y2=this._y3=this._y4=this._y5=NaN,this._l01_a=this._l12_a=this._l23_a=this._l01_2a=this._l12_2a=this._l23_2a=this._point=0},lineEnd:function(){switch(this._point){case 1:{this._context.moveTo(this._x3,this._y3),this._context.closePath();break}case 2:{this._context.lineTo(this._x3,this._y3),this._context.closePath();break}case 3:{this.point(this._x3,this._y3),this.point(this._x4,this._y4),this.point(this._x5,this._y5);break}}},point:function(e,t){if(e=+e,t=+t,this._point){var n=this._x2-e,r=this._y2-t;this._l23_a=Math.sqrt(this._l23_2a=Math.pow(n*n+r*r,this._alpha))}switch(this._point){case 0:this._point=1,this._x3=e,this._y3=t;break;case 1:this._point=2,this._context.moveTo(this._x4=e,this._y4=t);break;case 2:this._point=3,this._x5=e,this._y5=t;break;default:om(this,e,t);break}this._l01_a=this._l12_a,this._l12_a=this._l23_a,this._l01_2a=this._l12_2a,this._l12_2a=this._l23_2a,this._x0=this._x1,this._x1=this._x2,this._x2=e,this._y0=this._y1,this._y1=this._y2,this._y2=t}};var gw=(function e(t){function n(r){return t?new mw(r,t):new im(r,0)}return n.alpha=function(r){return e(+r)},n})(.5);function bw(e,t){this._context=e,this._alpha=t}bw.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._x2=this._y0=this._y1=this._y2=NaN,this._l01_a=this._l12_a=this._l23_a=this._l01_2a=this._l12_2a=this._l23_2a=this._point=0},lineEnd:function(){(this._line||this._line!==0&&this._point===3)&&this._context.closePath(),this._line=1-this._line},point:function(e,t){if(e=+e,t=+t,this._point){var n=this._x2-e,r=this._y2-t;this._l23_a=Math.sqrt(this._l23_2a=Math.pow(n*n+r*r,this._alpha))}switch(this._point){case 0:this._point=1;break;case 1:this._point=2;break;case 2:this._point=3,this._line?this._context.lineTo(this._x2,this._y2):this._context.moveTo(this._x2,this._y2);break;case 3:this._point=4;default:om(this,e,t);break}this._l01_a=this._l12_a,this._l12_a=this._l23_a,this._l01_2a=this._l12_2a,this._l12_2a=this._l23_2a,this._x0=this._x1,this._x1=this._x2,this._x2=e,this._y0=this._y1,this._y1=this._y2,this._y2=t}};var yw=(function e(t){function n(r){return t?new bw(r,t):new sm(r,0)}return n.alpha=function(r){return e(+r)},n})(.5);function vw(e){this._context=e}vw.prototype={areaStart:kr,areaEnd:kr,lineStart:function(){this._point=0},lineEnd:function(){this._point&&this._context.closePath()},point:function(e,t){e=+e,t=+t,this._point?this._context.lineTo(e,t):(this._point=1,this._context.moveTo(e,t))}};function xw(e){return new vw(e)}function F1(e){return e<0?-1:1}function B1(e,t,n){var r=e._x1-e._x0,i=t-e._x1,s=(e._y1-e._y0)/(r||i<0&&-0),o=(n-e._y1)/(i||r<0&&-0),a=(s*i+o*r)/(r+i);return(F1(s)+F1(o))*Math.min(Math.abs(s),Math.abs(o),.5*Math.abs(a))||0}function q1(e,t){var n=e._x1-e._x0;return n?(3*(e._y1-e._y0)/n-t)/2:t}function qp(e,t,n){var r=e._x0,i=e._y0,s=e._x1,o=e._y1,a=(s-r)/3;e._context.bezierCurveTo(r+a,i+a*t,s-a,o-a*n,s,o)}function ac(e){this._context=e}ac.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._y0=this._y1=this._t0=NaN,this._point=0},lineEnd:function(){switch(this._point){case 2:this._context.lineTo(this._x1,this._y1);break;case 3:qp(this,this._t0,q1(this,this._t0));break}(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line=1-this._line},point:function(e,t){var n=NaN;if(e=+e,t=+t,!(e===this._x1&&t===this._y1)){switch(this._point){case 0:this._point=1,this._line?this._context.lineTo(e,t):this._context.moveTo(e,t);break;case 1:this._point=2;break;case 2:this._point=3,qp(this,q1(this,n=B1(this,e,t)),n);break;default:qp(this,this._t0,n=B1(this,e,t));break}this._x0=this._x1,this._x1=e,this._y0=this._y1,this._y1=t,this._t0=n}}};function ww(e){this._context=new _w(e)}(ww.prototype=Object.create(ac.prototype)).point=function(e,t){ac.prototype.point.call(this,t,e)};function _w(e){this._context=e}_w.prototype={moveTo:function(e,t){this._context.moveTo(t,e)},closePath:function(){this._context.closePath()},lineTo:function(e,t){this._context.lineTo(t,e)},bezierCurveTo:function(e,t,n,r,i,s){this._context.bezierCurveTo(t,e,r,n,s,i)}};function $w(e){return new ac(e)}function Sw(e){return new ww(e)}function kw(e){this._context=e}kw.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x=[],this._y=[]},lineEnd:function(){var e=this._x,t=this._y,n=e.length;if(n)if(this._line?this._context.lineTo(e[0],t[0]):this._context.moveTo(e[0],t[0]),n===2)this._context.lineTo(e[1],t[1]);else for(var r=V1(e),i=V1(t),s=0,o=1;o<n;++s,++o)this._context.bezierCurveTo(r[0][s],i[0][s],r[1][s],i[1][s],e[o],t[o]);(this._line||this._line!==0&&n===1)&&this._context.closePath(),this._line=1-this._line,this._x=this._y=null},point:function(e,t){this._x.push(+e),this._y.push(+t)}};function V1(e){var t,n=e.length-1,r,i=new Array(n),s=new Array(n),o=new Array(n);for(i[0]=0,s[0]=2,o[0]=e[0]+2*e[1],t=1;t<n-1;++t)i[t]=1,s[t]=4,o[t]=4*e[t]+2*e[t+1];for(i[n-1]=2,s[n-1]=7,o[n-1]=8*e[n-1]+e[n],t=1;t<n;++t)r=i[t]/s[t-1],s[t]-=r,o[t]-=r*o[t-1];for(i[n-1]=o[n-1]/s[n-1],t=n-2;t>=0;--t)i[t]=(o[t]-i[t+1])/s[t];for(s[n-1]=(e[n]+i[n-1])/2,t=0;t<n-1;++t)s[t]=2*e[t+1]-i[t+1];return[i,s]}function Cw(e){return new kw(e)}function cc(e,t){this._context=e,this._t=t}cc.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x=this._y=NaN,this._point=0},lineEnd:function(){0<this._t&&this._t<1&&this._point===2&&this._context.lineTo(this._x,this._y),(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line>=0&&(this._t=1-this._t,this._line=1-this._line)},point:function(e,t){switch(e=+e,t=+t,this._point){case 0:this._point=1,this._line?this._context.lineTo(e,t):this._context.moveTo(e,t);break;case 1:this._point=2;default:{if(this._t<=0)this._context.lineTo(this._x,t),this._context.lineTo(e,t);else{var n=this._x*(1-this._t)+e*this._t;this._context.lineTo(n,this._y),this._context.lineTo(n,t)}break}}this._x=e,this._y=t}};function Tw(e){return new cc(e,.5)}function Mw(e){return new cc(e,0)}function Aw(e){return new cc(e,1)}function Wt(e){return e!=null&&!Number.isNaN(e)}function lt(e,t){return+Wt(t)-+Wt(e)||at(e,t)}function vi(e,t){return+Wt(t)-+Wt(e)||Kn(e,t)}function ua(e){return e!=null&&`${e}`!=""}function am(e){return isFinite(e)?e:NaN}function xi(e){return e>0&&isFinite(e)?e:NaN}function Is(e){return e<0&&isFinite(e)?e:NaN}function fc(e,t){if(e instanceof Date||(e=new Date(+e)),isNaN(e))return typeof t=="function"?t(e):t;let n=e.getUTCHours(),r=e.getUTCMinutes(),i=e.getUTCSeconds(),s=e.getUTCMilliseconds();return`${OA(e.getUTCFullYear(),4)}-${sr(e.getUTCMonth()+1,2)}-${sr(e.getUTCDate(),2)}${n||r||i||s?`T${sr(n,2)}:${sr(r,2)}${i||s?`:${sr(i,2)}${s?`.${sr(s,3)}`:""}`:""}Z`:""}`}function OA(e){return e<0?`-${sr(-e,6)}`:e>9999?`+${sr(e,6)}`:sr(e,4)}function sr(e,t){return`${e}`.padStart(t,"0")}var zA=/^(?:[-+]\d{2})?\d{4}(?:-\d{2}(?:-\d{2})?)?(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{3})?)?(?:Z|[-+]\d{2}:?\d{2})?)?$/;function ca(e,t){return zA.test(e+="")?new Date(e):typeof t=="function"?t(e):t}function or(e){if(e==null)return;let t=e[0],n=e[e.length-1];return Kn(t,n)}var Ds=1e3,Tr=Ds*60,Mr=Tr*60,Pn=Mr*24,Rn=Pn*7,wi=Pn*30,Cr=Pn*365,lm=[["millisecond",1],["2 milliseconds",2],["5 milliseconds",5],["10 milliseconds",10],["20 milliseconds",20],["50 milliseconds",50],["100 milliseconds",100],["200 milliseconds",200],["500 milliseconds",500],["second",Ds],["5 seconds",5*Ds],["15 seconds",15*Ds],["30 seconds",30*Ds],["minute",Tr],["5 minutes",5*Tr],["15 minutes",15*Tr],["30 minutes",30*Tr],["hour",Mr],["3 hours",3*Mr],["6 hours",6*Mr],["12 hours",12*Mr],["day",Pn],["2 days",2*Pn],["week",Rn],["2 weeks",2*Rn],["month",wi],["3 months",3*wi],["6 months",6*wi],["year",Cr],["2 years",2*Cr],["5 years",5*Cr],["10 years",10*Cr],["20 years",20*Cr],["50 years",50*Cr],["100 years",100*Cr]],um=new Map([["second",Ds],["minute",Tr],["hour",Mr],["day",Pn],["monday",Rn],["tuesday",Rn],["wednesday",Rn],["thursday",Rn],["friday",Rn],["saturday",Rn],["sunday",Rn],["week",Rn],["month",wi],["year",Cr]]),Rw=new Map([["second",ht],["minute",ai],["hour",ui],["day",Cn],["monday",di],["tuesday",ch],["wednesday",fh],["thursday",rr],["friday",dh],["saturday",hh],["sunday",Tn],["week",Tn],["month",mi],["year",xt]]),cm=new Map([["second",ht],["minute",li],["hour",ci],["day",Jo],["monday",pi],["tuesday",ph],["wednesday",mh],["thursday",ir],["friday",gh],["saturday",bh],["sunday",Mn],["week",Mn],["month",gi],["year",wt]]),Os=Symbol("intervalDuration"),hc=Symbol("intervalType");for(let[e,t]of Rw)t[Os]=um.get(e),t[hc]="time";for(let[e,t]of cm)t[Os]=um.get(e),t[hc]="utc";var fa=[["year",wt,"utc"],["month",gi,"utc"],["day",Jo,"utc",6*wi],["hour",ci,"utc",3*Pn],["minute",li,"utc",6*Mr],["second",ht,"utc",30*Tr]],dc=[["year",xt,"time"],["month",mi,"time"],["day",Cn,"time",6*wi],["hour",ui,"time",3*Pn],["minute",ai,"time",6*Mr],["second",ht,"time",30*Tr]],FA=[fa[0],dc[0],fa[1],dc[1],fa[2],dc[2],...fa.slice(3)];function Pw(e){let t=`${e}`.toLowerCase();t.endsWith("s")&&(t=t.slice(0,-1));let n=1,r=/^(?:(\d+)\s+)/.exec(t);switch(r&&(t=t.slice(r[0].length),n=+r[1]),t){case"quarter":t="month",n*=3;break;case"half":t="month",n*=6;break}let i=cm.get(t);if(!i)throw new Error(`unknown interval: ${e}`);if(n>1&&!i.every)throw new Error(`non-periodic interval: ${t}`);return[t,n]}function fm(e){return Nw(Pw(e),"time")}function da(e){return Nw(Pw(e),"utc")}function Nw([e,t],n){let r=(n==="time"?Rw:cm).get(e);return t>1&&(r=r.every(t),r[Os]=um.get(e)*t,r[hc]=n),r}function dm(e,t){if(!(t>1))return;let n=e[Os];if(!lm.some(([,i])=>i===n)||n%Pn===0&&Pn<n&&n<wi)return;let[r]=lm[ps(([,i])=>Math.log(i)).center(lm,Math.log(n*t))];return(e[hc]==="time"?fm:da)(r)}function Ew(e,t,n){let r=t==="time"?na:An;if(n==null)return r(e==="year"?"%Y":e==="month"?"%Y-%m":e==="day"?"%Y-%m-%d":e==="hour"||e==="minute"?"%Y-%m-%dT%H:%M":e==="second"?"%Y-%m-%dT%H:%M:%S":"%Y-%m-%dT%H:%M:%S.%L");let i=BA(n);switch(e){case"millisecond":return Ls(r(".%L"),r(":%M:%S"),i);case"second":return Ls(r(":%S"),r("%-I:%M"),i);case"minute":return Ls(r("%-I:%M"),r("%p"),i);case"hour":return Ls(r("%-I %p"),r("%b %-d"),i);case"day":return Ls(r("%-d"),r("%b"),i);case"month":return Ls(r("%b"),r("%Y"),i);case"year":return r("%Y")}throw new Error("unable to format time ticks")}function BA(e){return e==="left"||e==="right"?(t,n)=>`
${t}
${n}`:e==="top"?(t,n)=>`${n}
${t}`:(t,n)=>`${t}
${n}`}function qA(e){return e==="time"?dc:e==="utc"?fa:FA}function Iw(e,t,n){let r=ct(Ey(t,(i,s)=>Math.abs(s-i)));if(r<1e3)return Ew("millisecond","utc",n);for(let[i,s,o,a]of qA(e)){if(r>a||i==="hour"&&!r)break;if(t.every(l=>s.floor(l)>=l))return Ew(i,o,n)}}function Ls(e,t,n){return(r,i,s)=>{let o=e(r,i),a=t(r,i),l=i-or(s);return i!==l&&s[l]!==void 0&&a===t(s[l],l)?o:n(o,a)}}var pm=Object.getPrototypeOf(Uint8Array),VA=Object.prototype.toString;function ln(e){return e instanceof Array||e instanceof pm}function Ow(e){return e instanceof pm&&!UA(e)}function zw(e){return e?.prototype instanceof pm&&!HA(e)}function UA(e){return e instanceof BigInt64Array||e instanceof BigUint64Array}function HA(e){return e===BigInt64Array||e===BigUint64Array}var mm=Symbol("reindex");function Se(e,t,n){let r=typeof t;return r==="string"?n_(e)?gm(e.getChild(t),n):Lw(e,bm(t),n):r==="function"?Lw(e,t,n):r==="number"||t instanceof Date||r==="boolean"?xe(e,Rt(t),n):typeof t?.transform=="function"?hm(t.transform(e),n):YA(hm(t,n),e?.[mm])}function YA(e,t){return e!=null&&t?gc(e,t):e}function Lw(e,t,n){return xe(e,zw(n)?(r,i)=>ym(t(r,i)):t,n)}function hm(e,t){return t===void 0?In(e):r_(e)?gm(e,t):e instanceof t?e:t.from(e,zw(t)&&!Ow(e)?ym:void 0)}function gm(e,t){return e==null?e:(t===void 0||t===Array)&&KA(e.type)?vm(Dw(e)):hm(Dw(e),t)}function Dw(e){return e.nullCount?e.toJSON():e.toArray()}var zs=[null],bm=e=>t=>{let n=t[e];return n===void 0&&t.type==="Feature"?t.properties?.[e]:n},un={transform:mt},ye={transform:e=>e};var Fw=()=>1,Bw=()=>!0,Oe=e=>e==null?e:`${e}`,Te=e=>e==null?e:+e;var pc=e=>e?e[0]:void 0,ha=e=>e?e[1]:void 0;var Rt=e=>()=>e;function qw(e){let t=+`${e}`.slice(1)/100;return(n,r)=>Wn(n,t,r)}function Nn(e){return Ow(e)?e:xe(e,ym,Float64Array)}function ym(e){return e==null?NaN:Number(e)}function vm(e){return xe(e,xm)}function xm(e){return e instanceof Date&&!isNaN(e)?e:typeof e=="string"?ca(e):e==null||isNaN(e=Number(e))?void 0:new Date(e)}function _t(e,t){return e===void 0&&(e=t),e===null?[void 0,"none"]:Us(e)?[void 0,e]:[e,void 0]}function Ne(e,t){return e===void 0&&(e=t),e===null||typeof e=="number"?[void 0,e]:[e,void 0]}function wm(e,t,n){if(e!=null)return pt(e,t,n)}function pt(e,t,n){let r=`${e}`.toLowerCase();if(!n.includes(r))throw new Error(`invalid ${t}: ${e}`);return r}function ar(e){return n_(e)?e:In(e)}function In(e){if(e==null||ln(e))return e;if(r_(e))return gm(e);if(Vw(e))switch(e.type){case"FeatureCollection":return e.features;case"GeometryCollection":return e.geometries;default:return[e]}return Array.from(e)}function Vw(e){switch(e?.type){case"FeatureCollection":case"GeometryCollection":case"Feature":case"LineString":case"MultiLineString":case"MultiPoint":case"MultiPolygon":case"Point":case"Polygon":case"Sphere":return!0;default:return!1}}function xe(e,t,n=Array){return e==null?e:e instanceof n?e.map(t):n.from(e,t)}function Ar(e,t=Array){return e instanceof t?e.slice():t.from(e)}function Uw({x:e,x1:t,x2:n}){return e!==void 0||t!==void 0||n!==void 0}function _m({y:e,y1:t,y2:n}){return e!==void 0||t!==void 0||n!==void 0}function mc(e){return Uw(e)||_m(e)||e.interval!==void 0}function cn(e){return e?.toString===VA}function Fs(e){return cn(e)&&(e.type!==void 0||e.domain!==void 0)}function Bs(e){return cn(e)&&typeof e.transform!="function"}function Er(e){return Bs(e)&&e.value===void 0&&e.channel===void 0}function Hw(e,t,n,r=ye){return t===void 0&&n===void 0?(t=0,n=e===void 0?r:e):t===void 0?t=e===void 0?0:e:n===void 0&&(n=e===void 0?0:e),[t,n]}function fn(e,t){return e===void 0&&t===void 0?[pc,ha]:[e,t]}function qs({z:e,fill:t,stroke:n}={}){return e===void 0&&([e]=_t(t)),e===void 0&&([e]=_t(n)),e}function Rr(e){return ln(e)?e.length:e?.numRows}function mt(e){let t=Rr(e),n=new Uint32Array(t);for(let r=0;r<t;++r)n[r]=r;return n}function gc(e,t){return ln(e)?xe(t,n=>e[n],e.constructor):xe(t,n=>e.at(n))}function Yw(e,t,n){return e.subarray?e.subarray(t,n):e.slice(t,n)}function Kt(e){return e!==null&&typeof e=="object"?e.valueOf():e}function Gw(e,t){if(t[e]!==void 0)return t[e];switch(e){case"x1":case"x2":e="x";break;case"y1":case"y2":e="y";break}return t[e]}function Vs(e){let t;return[{transform:()=>t,label:dn(e)},n=>t=n]}function Xt(e){return e==null?[e]:Vs(e)}function dn(e,t){return typeof e=="string"?e:e&&e.label!==void 0?e.label:t}function pa(e,t){return{transform(n){let r=e.transform(n),i=t.transform(n);return De(r)||De(i)?xe(r,(s,o)=>new Date((+r[o]+ +i[o])/2)):xe(r,(s,o)=>(+r[o]+ +i[o])/2,Float64Array)},label:e.label}}function ma(e,t){let n=$m(t?.interval,t?.type);return n?xe(e,n):e}function $m(e,t){let n=bc(e,t);return n&&(r=>Wt(r)?n.floor(r):r)}function bc(e,t){if(e!=null){if(typeof e=="number")return GA(e);if(typeof e=="string")return(t==="time"?fm:da)(e);if(typeof e.floor!="function")throw new Error("invalid interval; missing floor method");if(typeof e.offset!="function")throw new Error("invalid interval; missing offset method");return e}}function GA(e){e=+e,0<e&&e<1&&Number.isInteger(1/e)&&(e=-1/e);let t=Math.abs(e);return e<0?{floor:n=>Math.floor(n*t)/t,offset:(n,r=1)=>(n*t+Math.floor(r))/t,range:(n,r)=>gs(Math.ceil(n*t),r*t).map(i=>i/t)}:{floor:n=>Math.floor(n/t)*t,offset:(n,r=1)=>n+t*Math.floor(r),range:(n,r)=>gs(Math.ceil(n/t),r/t).map(i=>i*t)}}function Ln(e,t){if(e=bc(e,t),e&&typeof e.range!="function")throw new Error("invalid interval: missing range method");return e}function jw(e,t){if(e=Ln(e,t),e&&typeof e.ceil!="function")throw new Error("invalid interval: missing ceil method");return e}function Ww(e){return Pr(e)&&typeof e?.floor=="function"&&e.floor()instanceof Date}function Pr(e){return typeof e?.range=="function"}function Dn(e){return e===void 0||Bs(e)?e:{value:e}}function Kw(e){return e==null?null:{transform:t=>Se(t,e,Float64Array),label:dn(e)}}function $t(e){return e&&typeof e[Symbol.iterator]=="function"}function yc(e){for(let t of e)if(t!=null)return typeof t!="object"||t instanceof Date}function Sm(e){for(let t of e){if(t==null)continue;let n=typeof t;return n==="string"||n==="boolean"}}function De(e){for(let t of e)if(t!=null)return t instanceof Date}function Xw(e){for(let t of e)if(t!=null)return typeof t=="string"&&isNaN(t)&&ca(t)}function Zw(e){for(let t of e)if(t!=null){if(typeof t!="string")return!1;if(t.trim())return!isNaN(t)}}function Jw(e){for(let t of e)if(t!=null)return typeof t=="number"}function vc(e,t){let n;for(let r of e)if(r!=null){if(!t(r))return!1;n=!0}return n}var jA=new Set("none,currentcolor,transparent,aliceblue,antiquewhite,aqua,aquamarine,azure,beige,bisque,black,blanchedalmond,blue,blueviolet,brown,burlywood,cadetblue,chartreuse,chocolate,coral,cornflowerblue,cornsilk,crimson,cyan,darkblue,darkcyan,darkgoldenrod,darkgray,darkgreen,darkgrey,darkkhaki,darkmagenta,darkolivegreen,darkorange,darkorchid,darkred,darksalmon,darkseagreen,darkslateblue,darkslategray,darkslategrey,darkturquoise,darkviolet,deeppink,deepskyblue,dimgray,dimgrey,dodgerblue,firebrick,floralwhite,forestgreen,fuchsia,gainsboro,ghostwhite,gold,goldenrod,gray,green,greenyellow,grey,honeydew,hotpink,indianred,indigo,ivory,khaki,lavender,lavenderblush,lawngreen,lemonchiffon,lightblue,lightcoral,lightcyan,lightgoldenrodyellow,lightgray,lightgreen,lightgrey,lightpink,lightsalmon,lightseagreen,lightskyblue,lightslategray,lightslategrey,lightsteelblue,lightyellow,lime,limegreen,linen,magenta,maroon,mediumaquamarine,mediumblue,mediumorchid,mediumpurple,mediumseagreen,mediumslateblue,mediumspringgreen,mediumturquoise,mediumvioletred,midnightblue,mintcream,mistyrose,moccasin,navajowhite,navy,oldlace,olive,olivedrab,orange,orangered,orchid,palegoldenrod,palegreen,paleturquoise,palevioletred,papayawhip,peachpuff,peru,pink,plum,powderblue,purple,rebeccapurple,red,rosybrown,royalblue,saddlebrown,salmon,sandybrown,seagreen,seashell,sienna,silver,skyblue,slateblue,slategray,slategrey,snow,springgreen,steelblue,tan,teal,thistle,tomato,turquoise,violet,wheat,white,whitesmoke,yellow".split(","));function Us(e){return typeof e!="string"?!1:(e=e.toLowerCase().trim(),/^#[0-9a-f]{3,8}$/.test(e)||/^(?:url|var|rgb|rgba|hsl|hsla|hwb|lab|lch|oklab|oklch|color|color-mix)\(.*\)$/.test(e)||jA.has(e))}function Qw(e){return typeof e=="number"&&(0<=e&&e<=1||isNaN(e))}function Ze(e){return e==null||_i(e)}function _i(e){return/^\s*none\s*$/i.test(e)}function e_(e){return/^\s*round\s*$/i.test(e)}function xc(e,t){return wm(e,t,["middle","top-left","top","top-right","right","bottom-right","bottom","bottom-left","left"])}function Nr(e="middle"){return xc(e,"frameAnchor")}function t_(e={},...t){let n=e;for(let r of t)for(let i in r)if(n[i]===void 0){let s=r[i];n===e?n={...n,[i]:s}:n[i]=s}return n}function WA(e){console.warn("named iterables are deprecated; please use an object instead");let t=new Set;return Object.fromEntries(Array.from(e,n=>{let{name:r}=n;if(r==null)throw new Error("missing name");let i=`${r}`;if(i==="__proto__")throw new Error(`illegal name: ${i}`);if(t.has(i))throw new Error(`duplicate name: ${i}`);return t.add(i),[r,n]}))}function km(e){return $t(e)?WA(e):e}function wc(e){return e===!0?e="frame":e===!1?e=null:!Vw(e)&&e!=null&&(e=pt(e,"clip",["frame","sphere"]),e==="sphere"&&(e={type:"Sphere"})),e}function n_(e){return e&&typeof e.getChild=="function"&&typeof e.toArray=="function"&&e.schema&&Array.isArray(e.schema.fields)}function r_(e){return e&&typeof e.toArray=="function"&&e.type}function KA(e){return e&&(e.typeId===8||e.typeId===10)&&e.unit===1}var Zt=Symbol("position"),Pt=Symbol("color"),$i=Symbol("radius"),Si=Symbol("length"),ki=Symbol("opacity"),Hs=Symbol("symbol"),i_=Symbol("projection"),we=new Map([["x",Zt],["y",Zt],["fx",Zt],["fy",Zt],["r",$i],["color",Pt],["opacity",ki],["symbol",Hs],["length",Si],["projection",i_]]);function s_(e){return e===Zt||e===i_}function o_(e){return e===Zt||e===$i||e===Si||e===ki}var XA=Math.sqrt(3),ZA=2/XA,JA={draw(e,t){let n=Math.sqrt(t/Math.PI),r=n*ZA,i=r/2;e.moveTo(0,r),e.lineTo(n,i),e.lineTo(n,-i),e.lineTo(0,-r),e.lineTo(-n,-i),e.lineTo(-n,i),e.closePath()}},Cm=new Map([["asterisk",Yp],["circle",yi],["cross",Gp],["diamond",jp],["diamond2",Wp],["hexagon",JA],["plus",Kp],["square",Xp],["square2",Zp],["star",Jp],["times",nm],["triangle",Qp],["triangle2",em],["wye",tm]]);function Tm(e){return e&&typeof e.draw=="function"}function a_(e){return Tm(e)?!0:typeof e!="string"?!1:Cm.has(e.toLowerCase())}function Ys(e){if(e==null||Tm(e))return e;let t=Cm.get(`${e}`.toLowerCase());if(t)return t;throw new Error(`invalid symbol: ${e}`)}function l_(e){if(e==null||Tm(e))return[void 0,e];if(typeof e=="string"){let t=Cm.get(`${e}`.toLowerCase());if(t)return[void 0,t]}return[e,void 0]}function Ci({filter:e,sort:t,reverse:n,transform:r,initializer:i,...s}={},o){if(r===void 0&&(e!=null&&(r=u_(e)),t!=null&&!Er(t)&&(r=Mm(r,Em(t))),n&&(r=Mm(r,c_))),o!=null&&i!=null)throw new Error("transforms cannot be applied after initializers");return{...s,...(t===null||Er(t))&&{sort:t},transform:Mm(r,o)}}function lr({filter:e,sort:t,reverse:n,initializer:r,...i}={},s){return r===void 0&&(e!=null&&(r=u_(e)),t!=null&&!Er(t)&&(r=Am(r,Em(t))),n&&(r=Am(r,c_))),{...i,...(t===null||Er(t))&&{sort:t},initializer:Am(r,s)}}function Mm(e,t){return e==null?t===null?void 0:t:t==null?e===null?void 0:e:function(n,r,i){return{data:n,facets:r}=e.call(this,n,r,i),t.call(this,ar(n),r,i)}}function Am(e,t){return e==null?t===null?void 0:t:t==null?e===null?void 0:e:function(n,r,i,...s){let o,a,l,u,c,f;return{data:a=n,facets:l=r,channels:o}=e.call(this,n,r,i,...s),{data:c=a,facets:f=l,channels:u}=t.call(this,a,l,{...i,...o},...s),{data:c,facets:f,channels:{...o,...u}}}}function QA(e,t){return(e.initializer!=null?lr:Ci)(e,t)}function u_(e){return(t,n)=>{let r=Se(t,e);return{data:t,facets:n.map(i=>i.filter(s=>r[s]))}}}function c_(e,t){return{data:e,facets:t.map(n=>n.slice().reverse())}}function f_(e,{sort:t,...n}={}){return{...(Bs(e)&&e.channel!==void 0?lr:QA)(n,Em(e)),sort:Er(t)?t:null}}function Em(e){return(typeof e=="function"&&e.length!==1?eE:tE)(e)}function eE(e){return(t,n)=>{let r=ln(t)?(i,s)=>e(t[i],t[s]):(i,s)=>e(t.get(i),t.get(s));return{data:t,facets:n.map(i=>i.slice().sort(r))}}}function tE(e){let t,n;({channel:t,value:e,order:n}={...Dn(e)});let r=t?.startsWith("-");if(r&&(t=t.slice(1)),n===void 0&&(n=r?vi:lt),typeof n!="function")switch(`${n}`.toLowerCase()){case"ascending":n=lt;break;case"descending":n=vi;break;default:throw new Error(`invalid order: ${n}`)}return(i,s,o)=>{let a;if(t===void 0)a=Se(i,e);else{if(o===void 0)throw new Error("channel sort requires an initializer");if(a=o[t],!a)return{};a=a.value}let l=(u,c)=>n(a[u],a[c]);return{data:i,facets:s.map(u=>u.slice().sort(l))}}}function ba(e,...t){for(let{name:n}of e)if(t.includes(n))return!0;return!1}function p_(e,t,n=Rm){let r=Object.entries(e);return t.title!=null&&e.title===void 0&&r.push(["title",oE]),t.href!=null&&e.href===void 0&&r.push(["href",_c]),r.filter(([,i])=>i!==void 0).map(([i,s])=>s===null?nE(i):n(i,s,t))}function Rm(e,t,n,r=Pm){let i;cn(t)&&"reduce"in t&&(i=t.scale,t=t.reduce);let s=r(e,t,n),[o,a]=Vs(s.label),l;return{name:e,output:i===void 0?o:{value:o,scale:i},initialize(u){s.initialize(u),l=a([])},scope(u,c){s.scope(u,c)},reduce(u,c){l.push(s.reduce(u,c))}}}function nE(e){return{name:e,initialize(){},scope(){},reduce(){}}}function Pm(e,t,n,r=ya){let i=Gw(e,n),s=r(t,i),o,a;return{label:dn(s===ga?null:i,s.label),initialize(l){o=i===void 0?l:Se(l,i),s.scope==="data"&&(a=s.reduceIndex(mt(l),o))},scope(l,u){s.scope===l&&(a=s.reduceIndex(u,o))},reduce(l,u){return s.scope==null?s.reduceIndex(l,o,u):s.reduceIndex(l,o,a,u)}}}function Nm(e,t){return t?Jr(e,n=>t[n]):[[,e]]}function ya(e,t,n=rE){if(e==null)return n(e);if(typeof e.reduceIndex=="function")return e;if(typeof e.reduce=="function"&&cn(e))return iE(e);if(typeof e=="function")return sE(e);if(/^p\d{2}$/i.test(e))return ur(qw(e));switch(`${e}`.toLowerCase()){case"first":return _c;case"last":return aE;case"identity":return Im;case"count":return ga;case"distinct":return lE;case"sum":return t==null?ga:uE;case"proportion":return h_(t,"data");case"proportion-facet":return h_(t,"facet");case"deviation":return ur(ld);case"min":return ur(zt);case"min-index":return ur(Sy);case"max":return ur(ct);case"max-index":return ur($y);case"mean":return d_(My);case"median":return d_(Ro);case"variance":return ur(ad);case"mode":return ur(Ay)}return n(e)}function rE(e){throw new Error(`invalid reduce: ${e}`)}function m_(e,t){for(let n in t){let r=t[n];if(r!==void 0&&!e.some(i=>i.name===n))return r}}function g_(e,t,n){if(t){let r=t.output.transform(),i=(s,o)=>lt(r[s],r[o]);e.forEach(s=>s.sort(i))}n&&e.forEach(r=>r.reverse())}function iE(e){return console.warn("deprecated reduce interface; implement reduceIndex instead."),{...e,reduceIndex:e.reduce.bind(e)}}function sE(e){return{reduceIndex(t,n,r){return e(gc(n,t),r)}}}function ur(e){return{reduceIndex(t,n){return e(t,r=>n[r])}}}function d_(e){return{reduceIndex(t,n){let r=e(t,i=>n[i]);return De(n)?new Date(r):r}}}var Im={reduceIndex(e,t){return gc(t,e)}},_c={reduceIndex(e,t){return t[e[0]]}},oE={reduceIndex(e,t){let r=ds(Xn(e,s=>s.length,s=>t[s]),ha),i=r.slice(-5).reverse();if(i.length<r.length){let s=r.slice(0,-4);i[4]=[`\u2026 ${s.length.toLocaleString("en-US")} more`,rn(s,ha)]}return i.map(([s,o])=>`${s} (${o.toLocaleString("en-US")})`).join(`
`)}},aE={reduceIndex(e,t){return t[e[e.length-1]]}},ga={label:"Frequency",reduceIndex(e){return e.length}},lE={label:"Distinct",reduceIndex(e,t){let n=new vn;for(let r of e)n.add(t[r]);return n.size}},uE=ur(rn);function h_(e,t){return e==null?{scope:t,label:"Frequency",reduceIndex:(n,r,i=1)=>n.length/i}:{scope:t,reduceIndex:(n,r,i=1)=>rn(n,s=>r[s])/i}}var b_={reduceIndex(e,t,{z:n}){return n}};function Gs(e,{scale:t,type:n,value:r,filter:i,hint:s,label:o=dn(r)},a){return s===void 0&&typeof r?.transform=="function"&&(s=r.hint),Dm(a,{scale:t,type:n,value:Se(e,r),label:o,filter:i,hint:s})}function v_(e,t){return Object.fromEntries(Object.entries(e).map(([n,r])=>[n,Gs(t,r,n)]))}function x_(e,t){let n=Object.fromEntries(Object.entries(e).map(([r,{scale:i,value:s}])=>{let o=i==null?null:t[i];return[r,o==null?s:xe(s,o)]}));return n.channels=e,n}function Dm(e,t){let{scale:n,value:r}=t;if(n===!0||n==="auto")switch(e){case"fill":case"stroke":case"color":t.scale=n!==!0&&vc(r,Us)?null:"color",t.defaultScale="color";break;case"fillOpacity":case"strokeOpacity":case"opacity":t.scale=n!==!0&&vc(r,Qw)?null:"opacity",t.defaultScale="opacity";break;case"symbol":n!==!0&&vc(r,a_)?(t.scale=null,t.value=xe(r,Ys)):t.scale="symbol",t.defaultScale="symbol";break;default:t.scale=we.has(e)?e:null;break}else if(n===!1)t.scale=null;else if(n!=null&&!we.has(n))throw new Error(`unknown scale: ${n}`);return t}function w_(e,t,n,r,i){let{order:s,reverse:o,reduce:a=!0,limit:l}=i;for(let u in i){if(!we.has(u))continue;let{value:c,order:f=s,reverse:d=o,reduce:h=a,limit:p=l}=Dn(i[u]),m=c?.startsWith("-");if(m&&(c=c.slice(1)),f=f===void 0?m!==(c==="width"||c==="height")?$_:__:dE(f),h==null||h===!1)continue;let b=u==="fx"||u==="fy"?fE(t,r[u]):cE(n,u);if(!b)throw new Error(`missing channel for scale: ${u}`);let y=b.value,[v=0,_=1/0]=$t(p)?p:p<0?[p]:[0,p];if(c==null)b.domain=()=>{let x=Array.from(new vn(y));return d&&(x=x.reverse()),(v!==0||_!==1/0)&&(x=x.slice(v,_)),x};else{let x=c==="data"?e:c==="height"?y_(n,"y1","y2"):c==="width"?y_(n,"x1","x2"):Lm(n,c,c==="y"?"y2":c==="x"?"x2":void 0),S=ya(h===!0?"max":h,x);b.domain=()=>{let w=xy(mt(y),$=>S.reduceIndex($,x),$=>y[$]);return f&&w.sort(f),d&&w.reverse(),(v!==0||_!==1/0)&&(w=w.slice(v,_)),w.map(pc)}}}}function cE(e,t){for(let n in e){let r=e[n];if(r.scale===t)return r}}function fE(e,t){let n=e.original;if(n===e)return t;let r=t.value,i=t.value=[];for(let s=0;s<n.length;++s){let o=r[n[s][0]];for(let a of e[s])i[a]=o}return t}function y_(e,t,n){let r=Lm(e,t),i=Lm(e,n);return xe(i,(s,o)=>Math.abs(s-r[o]),Float64Array)}function Lm(e,t,n){let r=e[t];if(!r&&n!==void 0&&(r=e[n]),r)return r.value;throw new Error(`missing channel: ${t}`)}function dE(e){if(e==null||typeof e=="function")return e;switch(`${e}`.toLowerCase()){case"ascending":return __;case"descending":return $_}throw new Error(`invalid order: ${e}`)}function __([e,t],[n,r]){return lt(t,r)||lt(e,n)}function $_([e,t],[n,r]){return vi(t,r)||lt(e,n)}function Om(e,t){let n=e[t];if(n){for(;n.source;)n=n.source;return n.source===null?null:n}}var M_=new Map([["accent",M1],["category10",T1],["dark2",A1],["observable10",E1],["paired",R1],["pastel1",P1],["pastel2",N1],["set1",I1],["set2",L1],["set3",D1],["tableau10",O1]]);function A_(e){return e!=null&&M_.has(`${e}`.toLowerCase())}var S_=new Map([...M_,["brbg",cr(Nh,Ih)],["prgn",cr(Lh,Dh)],["piyg",cr(Oh,zh)],["puor",cr(Fh,Bh)],["rdbu",cr(ec,oa)],["rdgy",cr(qh,Vh)],["rdylbu",cr(tc,aa)],["rdylgn",cr(Uh,Hh)],["spectral",cr(Yh,Gh)],["burd",k_(ec,oa)],["buylrd",k_(tc,aa)],["blues",Je(bp,yp)],["greens",Je(vp,xp)],["greys",Je(wp,_p)],["oranges",Je(Tp,Mp)],["purples",Je($p,Sp)],["reds",Je(kp,Cp)],["turbo",fr(Lp)],["viridis",fr(Dp)],["magma",fr(Op)],["inferno",fr(zp)],["plasma",fr(Fp)],["cividis",fr(Ap)],["cubehelix",fr(Ep)],["warm",fr(Rp)],["cool",fr(Pp)],["bugn",Je(jh,Wh)],["bupu",Je(Kh,Xh)],["gnbu",Je(Zh,Jh)],["orrd",Je(Qh,ep)],["pubu",Je(rp,ip)],["pubugn",Je(tp,np)],["purd",Je(sp,op)],["rdpu",Je(ap,lp)],["ylgn",Je(fp,dp)],["ylgnbu",Je(up,cp)],["ylorbr",Je(hp,pp)],["ylorrd",Je(mp,gp)],["rainbow",C_(Np)],["sinebow",C_(Ip)]]);function Je(e,t){return({length:n})=>n===1?[e[3][1]]:n===2?[e[3][1],e[3][2]]:(n=Math.max(3,Math.floor(n)),n>9?ft(t,n):e[n])}function cr(e,t){return({length:n})=>n===2?[e[3][0],e[3][2]]:(n=Math.max(3,Math.floor(n)),n>11?ft(t,n):e[n])}function k_(e,t){return({length:n})=>n===2?[e[3][2],e[3][0]]:(n=Math.max(3,Math.floor(n)),n>11?ft(r=>t(1-r),n):e[n].slice().reverse())}function fr(e){return({length:t})=>ft(e,Math.max(2,Math.floor(t)))}function C_(e){return({length:t})=>ft(e,Math.floor(t)+1).slice(0,-1)}function zm(e){let t=`${e}`.toLowerCase();if(!S_.has(t))throw new Error(`unknown ordinal scheme: ${t}`);return S_.get(t)}function va(e,t){let n=zm(e),r=typeof n=="function"?n({length:t}):n;return r.length!==t?r.slice(0,t):r}function E_(e,t="greys"){let n=new Set,[r,i]=va(t,2);for(let s of e)if(s!=null)if(s===!0)n.add(i);else if(s===!1)n.add(r);else return;return[...n]}var T_=new Map([["brbg",Ih],["prgn",Dh],["piyg",zh],["puor",Bh],["rdbu",oa],["rdgy",Vh],["rdylbu",aa],["rdylgn",Hh],["spectral",Gh],["burd",e=>oa(1-e)],["buylrd",e=>aa(1-e)],["blues",yp],["greens",xp],["greys",_p],["purples",Sp],["reds",Cp],["oranges",Mp],["turbo",Lp],["viridis",Dp],["magma",Op],["inferno",zp],["plasma",Fp],["cividis",Ap],["cubehelix",Ep],["warm",Rp],["cool",Pp],["bugn",Wh],["bupu",Xh],["gnbu",Jh],["orrd",ep],["pubugn",np],["pubu",ip],["purd",op],["rdpu",lp],["ylgnbu",cp],["ylgn",dp],["ylorbr",pp],["ylorrd",gp],["rainbow",Np],["sinebow",Ip]]);function js(e){let t=`${e}`.toLowerCase();if(!T_.has(t))throw new Error(`unknown quantitative scheme: ${t}`);return T_.get(t)}var hE=new Set(["brbg","prgn","piyg","puor","rdbu","rdgy","rdylbu","rdylgn","spectral","burd","buylrd"]);function R_(e){return e!=null&&hE.has(`${e}`.toLowerCase())}var Bm=e=>t=>e(1-t),Fm=[0,1],P_=new Map([["number",Be],["rgb",ri],["hsl",_v],["hcl",kv],["lab",$v]]);function qm(e){let t=`${e}`.toLowerCase();if(!P_.has(t))throw new Error(`unknown interpolator: ${t}`);return P_.get(t)}function Ks(e,t,n,{type:r,nice:i,clamp:s,zero:o,domain:a=q_(e,n),unknown:l,round:u,scheme:c,interval:f,range:d=we.get(e)===$i?bE(n,a):we.get(e)===Si?yE(n,a):we.get(e)===ki?Fm:void 0,interpolate:h=we.get(e)===Pt?c==null&&d!==void 0?ri:js(c!==void 0?c:r==="cyclical"?"rainbow":"turbo"):u?Lo:Be,reverse:p}){if(a=N_(a),f=Ln(f,r),(r==="cyclical"||r==="sequential")&&(r="linear"),typeof h!="function"&&(h=qm(h)),p=!!p,d!==void 0){let m=a.length,b=(d=N_(d)).length;if(m!==b){if(h.length===1)throw new Error("invalid piecewise interpolator");h=_r(h,d),d=void 0}}if(h.length===1?(p&&(h=Bm(h),p=!1),d===void 0&&(d=Float64Array.from(a,(m,b)=>b/(a.length-1)),d.length===2&&(d=Fm)),t.interpolate((d===Fm?Rt:xa)(h))):t.interpolate(h),o){let[m,b]=tt(a);(m>0||b<0)&&(a=Ar(a),(or(a)||1)===Math.sign(m)?a[0]=0:a[a.length-1]=0)}return p&&(a=bs(a)),t.domain(a).unknown(l),i&&(t.nice(pE(i,r)),a=t.domain()),d!==void 0&&t.range(d),s&&t.clamp(s),{type:r,domain:a,range:d,scale:t,interpolate:h,interval:f}}function N_(e){return e=In(e),e.length>=2?e:[e[0],e[0]]}function pE(e,t){return e===!0?void 0:typeof e=="number"?e:jw(e,t)}function I_(e,t,n){return Ks(e,sa(),t,n)}function L_(e,t,n){return Vm(e,t,{...n,exponent:.5})}function Vm(e,t,{exponent:n=1,...r}){return Ks(e,kh().exponent(n),t,{...r,type:"pow"})}function D_(e,t,{base:n=10,domain:r=vE(t),...i}){return Ks(e,$h().base(n),t,{...i,domain:r})}function O_(e,t,{constant:n=1,...r}){return Ks(e,Sh().constant(n),t,r)}function z_(e,t,{range:n,quantiles:r=n===void 0?5:(n=[...n]).length,n:i=r,scheme:s="rdylbu",domain:o=xE(t),unknown:a,interpolate:l,reverse:u}){return n===void 0&&(n=l!==void 0?ft(l,i):we.get(e)===Pt?va(s,i):void 0),o.length>0&&(o=Ch(o,n===void 0?{length:i}:n).quantiles()),$c(e,t,{domain:o,range:n,reverse:u,unknown:a})}function F_(e,t,{range:n,n:r=n===void 0?5:(n=[...n]).length,scheme:i="rdylbu",domain:s=q_(e,t),unknown:o,interpolate:a,reverse:l}){let[u,c]=tt(s),f;return n===void 0?(f=vr(u,c,r),f[0]<=u&&f.splice(0,1),f[f.length-1]>=c&&f.pop(),r=f.length+1,n=a!==void 0?ft(a,r):we.get(e)===Pt?va(i,r):void 0):(f=ft(Be(u,c),r+1).slice(1,-1),u instanceof Date&&(f=f.map(d=>new Date(d)))),or(In(s))<0&&f.reverse(),$c(e,t,{domain:f,range:n,reverse:l,unknown:o})}function $c(e,t,{domain:n=[0],unknown:r,scheme:i="rdylbu",interpolate:s,range:o=s!==void 0?ft(s,n.length+1):we.get(e)===Pt?va(i,n.length+1):void 0,reverse:a}){n=In(n);let l=or(n);if(!isNaN(l)&&!mE(n,l))throw new Error(`the ${e} scale has a non-monotonic domain`);return a&&(o=bs(o)),{type:"threshold",scale:Th(l<0?bs(n):n,o===void 0?[]:o).unknown(r),domain:n,range:o}}function mE(e,t){for(let n=1,r=e.length,i=e[0];n<r;++n){let s=Kn(i,i=e[n]);if(s!==0&&s!==t)return!1}return!0}function B_(e){return{type:"identity",scale:o_(we.get(e))?_h():t=>t}}function Ws(e,t=am){return e.length?[zt(e,({value:n})=>n===void 0?n:zt(n,t)),ct(e,({value:n})=>n===void 0?n:ct(n,t))]:[0,1]}function q_(e,t){let n=we.get(e);return(n===$i||n===ki||n===Si?gE:Ws)(t)}function gE(e){return[0,e.length?ct(e,({value:t})=>t===void 0?t:ct(t,am)):1]}function bE(e,t){let n=e.find(({radius:o})=>o!==void 0);if(n!==void 0)return[0,n.radius];let r=Wn(e,.5,({value:o})=>o===void 0?NaN:Wn(o,.25,xi)),i=t.map(o=>3*Math.sqrt(o/r)),s=30/ct(i);return s<1?i.map(o=>o*s):i}function yE(e,t){let n=Ro(e,({value:s})=>s===void 0?NaN:Ro(s,Math.abs)),r=t.map(s=>12*s/n),i=60/ct(r);return i<1?r.map(s=>s*i):r}function vE(e){for(let{value:t}of e)if(t!==void 0)for(let n of t){if(n>0)return Ws(e,xi);if(n<0)return Ws(e,Is)}return[1,10]}function xE(e){let t=[];for(let{value:n}of e)if(n!==void 0)for(let r of n)t.push(r);return t}function xa(e){return(t,n)=>r=>e(t+r*(n-t))}var Um=0,Hm;function V_(){let e=Um;return Um=0,Hm=void 0,e}function St(e){e!==Hm&&(Hm=e,console.warn(e),++Um)}function Sc(e,t,n,r,{type:i,nice:s,clamp:o,domain:a=Ws(r),unknown:l,pivot:u=0,scheme:c,range:f,symmetric:d=!0,interpolate:h=we.get(e)===Pt?c==null&&f!==void 0?ri:js(c!==void 0?c:"rdbu"):Be,reverse:p}){u=+u,a=In(a);let[m,b]=a;if(a.length>2&&St(`Warning: the diverging ${e} scale domain contains extra elements.`),Kn(m,b)<0&&([m,b]=[b,m],p=!p),m=Math.min(m,u),b=Math.max(b,u),typeof h!="function"&&(h=qm(h)),f!==void 0&&(h=h.length===1?xa(h)(...f):_r(h,f)),p&&(h=Bm(h)),d){let y=n.apply(u),v=y-n.apply(m),_=n.apply(b)-y;v<_?m=n.invert(y-_):v>_&&(b=n.invert(y+v))}return t.domain([m,u,b]).unknown(l).interpolator(h),o&&t.clamp(o),s&&t.nice(s),{type:i,domain:[m,b],pivot:u,interpolate:h,scale:t}}function U_(e,t,n){return Sc(e,Ah(),wE,t,n)}function H_(e,t,n){return Ym(e,t,{...n,exponent:.5})}function Ym(e,t,{exponent:n=1,...r}){return Sc(e,Ph().exponent(n=+n),SE(n),t,{...r,type:"diverging-pow"})}function Y_(e,t,{base:n=10,pivot:r=1,domain:i=Ws(t,r<0?Is:xi),...s}){return Sc(e,Eh().base(n=+n),_E,t,{domain:i,pivot:r,...s})}function G_(e,t,{constant:n=1,...r}){return Sc(e,Rh().constant(n=+n),kE(n),t,r)}var wE={apply(e){return e},invert(e){return e}},_E={apply:Math.log,invert:Math.exp},$E={apply(e){return Math.sign(e)*Math.sqrt(Math.abs(e))},invert(e){return Math.sign(e)*(e*e)}};function SE(e){return e===.5?$E:{apply(t){return Math.sign(t)*Math.pow(Math.abs(t),e)},invert(t){return Math.sign(t)*Math.pow(Math.abs(t),1/e)}}}function kE(e){return{apply(t){return Math.sign(t)*Math.log1p(Math.abs(t/e))},invert(t){return Math.sign(t)*Math.expm1(Math.abs(t))*e}}}function j_(e,t,n,r){return Ks(e,t,n,r)}function W_(e,t,n){return j_(e,k1(),t,n)}function K_(e,t,n){return j_(e,C1(),t,n)}var Xs=Symbol("ordinal");function Z_(e,t,n,{type:r,interval:i,domain:s,range:o,reverse:a,hint:l}){return i=Ln(i,r),s===void 0&&(s=n$(n,i,e)),(r==="categorical"||r===Xs)&&(r="ordinal"),a&&(s=bs(s)),s=t.domain(s).domain(),o!==void 0&&(typeof o=="function"&&(o=o(s)),t.range(o)),{type:r,domain:s,range:o,scale:t,hint:l,interval:i}}function J_(e,t,{type:n,interval:r,domain:i,range:s,scheme:o,unknown:a,...l}){r=Ln(r,n),i===void 0&&(i=n$(t,r,e));let u;if(we.get(e)===Hs)u=CE(t),s=s===void 0?TE(u):xe(s,Ys);else if(we.get(e)===Pt&&(s===void 0&&(n==="ordinal"||n===Xs)&&(s=E_(i,o),s!==void 0&&(o=void 0)),o===void 0&&s===void 0&&(o=n==="ordinal"?"turbo":"observable10"),o!==void 0))if(s!==void 0){let c=js(o),f=s[0],d=s[1]-s[0];s=({length:h})=>ft(p=>c(f+d*p),h)}else s=zm(o);if(a===Gu)throw new Error(`implicit unknown on ${e} scale is not supported`);return Z_(e,Wu().unknown(a),t,{...l,type:n,domain:i,range:s,hint:u})}function Q_(e,t,{align:n=.5,padding:r=.5,...i}){return t$(v1().align(n).padding(r),t,i,e)}function e$(e,t,{align:n=.5,padding:r=.1,paddingInner:i=r,paddingOuter:s=e==="fx"||e==="fy"?0:r,...o}){return t$(Ns().align(n).paddingInner(i).paddingOuter(s),t,o,e)}function t$(e,t,n,r){let{round:i}=n;return i!==void 0&&e.round(i=!!i),e=Z_(r,e,t,n),e.round=i,e}function n$(e,t,n){let r=new vn;for(let{value:i,domain:s}of e){if(s!==void 0)return s();if(i!==void 0)for(let o of i)r.add(o)}if(t!==void 0){let[i,s]=tt(r).map(t.floor,t);return t.range(i,t.offset(s))}if(r.size>1e4&&we.get(n)===Zt)throw new Error(`implicit ordinal domain of ${n} scale has more than 10,000 values`);return ds(r,lt)}function X_(e,t){let n;for(let{hint:r}of e){let i=r?.[t];if(i!==void 0){if(n===void 0)n=i;else if(n!==i)return}}return n}function CE(e){return{fill:X_(e,"fill"),stroke:X_(e,"stroke")}}function TE(e){return Ze(e.fill)?nw:tw}function wa(e,{label:t,inset:n=0,insetTop:r=n,insetRight:i=n,insetBottom:s=n,insetLeft:o=n,round:a,nice:l,clamp:u,zero:c,align:f,padding:d,projection:h,facet:{label:p=t}={},...m}={}){let b={};for(let[y,v]of e){let _=m[y],x=EE(y,v,{round:we.get(y)===Zt?a:void 0,nice:l,clamp:u,zero:c,align:f,padding:d,projection:h,..._});if(x){let{label:S=y==="fx"||y==="fy"?p:t,percent:w,transform:$,inset:k,insetTop:M=k!==void 0?k:y==="y"?r:0,insetRight:N=k!==void 0?k:y==="x"?i:0,insetBottom:A=k!==void 0?k:y==="y"?s:0,insetLeft:P=k!==void 0?k:y==="x"?o:0}=_||{};if($==null)$=void 0;else if(typeof $!="function")throw new Error("invalid scale transform; not a function");x.percent=!!w,x.label=S===void 0?ME(v,x):S,x.transform=$,y==="x"||y==="fx"?(x.insetLeft=+P,x.insetRight=+N):(y==="y"||y==="fy")&&(x.insetTop=+M,x.insetBottom=+A),b[y]=x}}return b}function jm(e){let t={},n={scales:t};for(let[r,i]of Object.entries(e)){let{scale:s,type:o,interval:a,label:l}=i;t[r]=IE(i),n[r]=s,s.type=o,a!=null&&(s.interval=a),l!=null&&(s.label=l)}return n}function a$(e,t){let{x:n,y:r,fx:i,fy:s}=e,o=i||s?Cc(t):t;i&&r$(i,o),s&&i$(s,o);let a=i||s?Wm(e,t):t;n&&r$(n,a),r&&i$(r,a)}function ME(e=[],t){let n;for(let{label:r}of e)if(r!==void 0){if(n===void 0)n=r;else if(n!==r)return}if(n!==void 0)return!On(t)&&t.percent&&(n=`${n} (%)`),{inferred:!0,toString:()=>n}}function l$(e){return Math.sign(or(e.domain()))*Math.sign(or(e.range()))}function Cc(e){let{marginTop:t,marginRight:n,marginBottom:r,marginLeft:i,width:s,height:o,facet:{marginTop:a,marginRight:l,marginBottom:u,marginLeft:c}}=e;return{marginTop:Math.max(t,a),marginRight:Math.max(n,l),marginBottom:Math.max(r,u),marginLeft:Math.max(i,c),width:s,height:o}}function Wm({fx:e,fy:t},n){let{marginTop:r,marginRight:i,marginBottom:s,marginLeft:o,width:a,height:l}=Cc(n);return{marginTop:r,marginRight:i,marginBottom:s,marginLeft:o,width:e?e.scale.bandwidth()+o+i:a,height:t?t.scale.bandwidth()+r+s:l,facet:{width:a,height:l}}}function r$(e,t){if(e.range===void 0){let{insetLeft:n,insetRight:r}=e,{width:i,marginLeft:s=0,marginRight:o=0}=t,a=s+n,l=i-o-r;e.range=[a,Math.max(a,l)],On(e)||(e.range=c$(e)),e.scale.range(e.range)}u$(e)}function i$(e,t){if(e.range===void 0){let{insetTop:n,insetBottom:r}=e,{height:i,marginTop:s=0,marginBottom:o=0}=t,a=s+n,l=i-o-r;e.range=[Math.max(a,l),a],On(e)?e.range.reverse():e.range=c$(e),e.scale.range(e.range)}u$(e)}function u$(e){e.round===void 0&&PE(e)&&AE(e)<=30&&e.scale.round(!0)}function AE({scale:e}){let t=e.domain().length,[n,r]=e.range(),i=e.paddingInner?e.paddingInner():1,s=e.paddingOuter?e.paddingOuter():e.padding(),o=t-i,a=Math.abs(r-n)/Math.max(1,o+s*2);return(a-Math.floor(a))*o}function c$(e){let t=e.scale.domain().length+Km(e);if(!(t>2))return e.range;let[n,r]=e.range;return Array.from({length:t},(i,s)=>n+s/(t-1)*(r-n))}function EE(e,t=[],n={}){let r=RE(e,t,n);if(n.type===void 0&&n.domain===void 0&&n.range===void 0&&n.interval==null&&e!=="fx"&&e!=="fy"&&On({type:r})){let i=t.map(({value:s})=>s).filter(s=>s!==void 0);i.some(De)?St(`Warning: some data associated with the ${e} scale are dates. Dates are typically associated with a "utc" or "time" scale rather than a "${Zs(r)}" scale. If you are using a bar mark, you probably want a rect mark with the interval option instead; if you are using a group transform, you probably want a bin transform instead. If you want to treat this data as ordinal, you can specify the interval of the ${e} scale (e.g., d3.utcDay), or you can suppress this warning by setting the type of the ${e} scale to "${Zs(r)}".`):i.some(Xw)?St(`Warning: some data associated with the ${e} scale are strings that appear to be dates (e.g., YYYY-MM-DD). If these strings represent dates, you should parse them to Date objects. Dates are typically associated with a "utc" or "time" scale rather than a "${Zs(r)}" scale. If you are using a bar mark, you probably want a rect mark with the interval option instead; if you are using a group transform, you probably want a bin transform instead. If you want to treat this data as ordinal, you can suppress this warning by setting the type of the ${e} scale to "${Zs(r)}".`):i.some(Zw)&&St(`Warning: some data associated with the ${e} scale are strings that appear to be numbers. If these strings represent numbers, you should parse or coerce them to numbers. Numbers are typically associated with a "linear" scale rather than a "${Zs(r)}" scale. If you want to treat this data as ordinal, you can specify the interval of the ${e} scale (e.g., 1 for integers), or you can suppress this warning by setting the type of the ${e} scale to "${Zs(r)}".`)}switch(n.type=r,r){case"diverging":case"diverging-sqrt":case"diverging-pow":case"diverging-log":case"diverging-symlog":case"cyclical":case"sequential":case"linear":case"sqrt":case"threshold":case"quantile":case"pow":case"log":case"symlog":n=kc(t,n,Nn);break;case"identity":switch(we.get(e)){case Zt:n=kc(t,n,Nn);break;case Hs:n=kc(t,n,NE);break}break;case"utc":case"time":n=kc(t,n,vm);break}switch(r){case"diverging":return U_(e,t,n);case"diverging-sqrt":return H_(e,t,n);case"diverging-pow":return Ym(e,t,n);case"diverging-log":return Y_(e,t,n);case"diverging-symlog":return G_(e,t,n);case"categorical":case"ordinal":case Xs:return J_(e,t,n);case"cyclical":case"sequential":case"linear":return I_(e,t,n);case"sqrt":return L_(e,t,n);case"threshold":return $c(e,t,n);case"quantile":return z_(e,t,n);case"quantize":return F_(e,t,n);case"pow":return Vm(e,t,n);case"log":return D_(e,t,n);case"symlog":return O_(e,t,n);case"utc":return K_(e,t,n);case"time":return W_(e,t,n);case"point":return Q_(e,t,n);case"band":return e$(e,t,n);case"identity":return B_(e);case void 0:return;default:throw new Error(`unknown scale type: ${r}`)}}function Zs(e){return typeof e=="symbol"?e.description:e}function s$(e){return typeof e=="string"?`${e}`.toLowerCase():e}var o$={toString:()=>"projection"};function RE(e,t,{type:n,domain:r,range:i,scheme:s,pivot:o,projection:a}){if(n=s$(n),e==="fx"||e==="fy")return"band";(e==="x"||e==="y")&&a!=null&&(n=o$);for(let c of t){let f=s$(c.type);if(f!==void 0){if(n===void 0)n=f;else if(n!==f)throw new Error(`scale incompatible with channel: ${n} !== ${f}`)}}if(n===o$)return;if(n!==void 0)return n;if(r===void 0&&!t.some(({value:c})=>c!==void 0))return;let l=we.get(e);if(l===$i)return"sqrt";if(l===ki||l===Si)return"linear";if(l===Hs)return"ordinal";let u=(r??i)?.length;if(u<2||u>2)return Gm(l);if(r!==void 0){if(Sm(r))return Gm(l);if(De(r))return"utc"}else{let c=t.map(({value:f})=>f).filter(f=>f!==void 0);if(c.some(Sm))return Gm(l);if(c.some(De))return"utc"}if(l===Pt){if(o!=null||R_(s))return"diverging";if(A_(s))return"categorical"}return"linear"}function Gm(e){switch(e){case Zt:return"point";case Pt:return Xs;default:return"ordinal"}}function On({type:e}){return e==="ordinal"||e==="point"||e==="band"||e===Xs}function Km({type:e}){return e==="threshold"}function PE({type:e}){return e==="point"||e==="band"}function hn(e){if(e===void 0)return!0;let t=e.domain(),n=e(t[0]);for(let r=1,i=t.length;r<i;++r)if(e(t[r])-n)return!1;return!0}function kc(e,{domain:t,...n},r){for(let i of e)i.value!==void 0&&(t===void 0&&(t=i.value?.domain),i.value=r(i.value));return{domain:t===void 0?t:r(t),...n}}function NE(e){return xe(e,Ys)}function f$(e){return t=>{if(!we.has(t=`${t}`))throw new Error(`unknown scale: ${t}`);return e[t]}}function IE({scale:e,type:t,domain:n,range:r,interpolate:i,interval:s,transform:o,percent:a,pivot:l}){if(t==="identity")return{type:"identity",apply:c=>c,invert:c=>c};let u=e.unknown?e.unknown():void 0;return{type:t,domain:Ar(n),...r!==void 0&&{range:Ar(r)},...o!==void 0&&{transform:o},...a&&{percent:a},...u!==void 0&&{unknown:u},...s!==void 0&&{interval:s},...i!==void 0&&{interpolate:i},...e.clamp&&{clamp:e.clamp()},...l!==void 0&&{pivot:l,symmetric:!1},...e.base&&{base:e.base()},...e.exponent&&{exponent:e.exponent()},...e.constant&&{constant:e.constant()},...e.align&&{align:e.align(),round:e.round()},...e.padding&&(e.paddingInner?{paddingInner:e.paddingInner(),paddingOuter:e.paddingOuter()}:{padding:e.padding()}),...e.bandwidth&&{bandwidth:e.bandwidth(),step:e.step()},apply:c=>e(c),...e.invert&&{invert:c=>e.invert(c)}}}function h$(e,t){let{fx:n,fy:r}=wa(e,t),i=n?.scale.domain(),s=r?.scale.domain();return i&&s?my(i,s).map(([o,a],l)=>({x:o,y:a,i:l})):i?i.map((o,a)=>({x:o,i:a})):s?s.map((o,a)=>({y:o,i:a})):void 0}function p$(e,{x:t,y:n}){return t&&=eg(t),n&&=eg(n),e.filter(t&&n?r=>t.has(r.x)&&n.has(r.y):t?r=>t.has(r.x):r=>n.has(r.y)).sort(t&&n?(r,i)=>t.get(r.x)-t.get(i.x)||n.get(r.y)-n.get(i.y):t?(r,i)=>t.get(r.x)-t.get(i.x):(r,i)=>n.get(r.y)-n.get(i.y))}function Mc(e,{fx:t,fy:n}){let r=mt(e),i=t?.value,s=n?.value;return t&&n?Xn(r,o=>(o.fx=i[o[0]],o.fy=s[o[0]],o),o=>i[o],o=>s[o]):t?Xn(r,o=>(o.fx=i[o[0]],o),o=>i[o]):Xn(r,o=>(o.fy=s[o[0]],o),o=>s[o])}function m$(e,t,{marginTop:n,marginLeft:r}){let i=e?({x:o})=>e(o)-r:()=>0,s=t?({y:o})=>t(o)-n:()=>0;return function(o){this.tagName==="svg"?(this.setAttribute("x",i(o)),this.setAttribute("y",s(o))):this.setAttribute("transform",`translate(${i(o)},${s(o)})`)}}function g$(e){let t=[],n=new Uint32Array(rn(e,r=>r.length));for(let r of e){let i=0;for(let s of e)r!==s&&(n.set(s,i),i+=s.length);t.push(n.slice(0,i))}return t}var LE=new Map([["top",Xm],["right",Qm],["bottom",Zm],["left",Jm],["top-left",Tc(Xm,Jm)],["top-right",Tc(Xm,Qm)],["bottom-left",Tc(Zm,Jm)],["bottom-right",Tc(Zm,Qm)],["top-empty",OE],["right-empty",BE],["bottom-empty",zE],["left-empty",FE],["empty",qE]]);function b$(e){if(e==null)return null;let t=LE.get(`${e}`.toLowerCase());if(t)return t;throw new Error(`invalid facet anchor: ${e}`)}var d$=new WeakMap;function eg(e){let t=d$.get(e);return t||d$.set(e,t=new Ot(xe(e,(n,r)=>[n,r]))),t}function Ir(e,t){return eg(e).get(t)}function DE(e,t,n){return t=Kt(t),n=Kt(n),e.find(r=>Object.is(Kt(r.x),t)&&Object.is(Kt(r.y),n))}function Ac(e,t,n){return DE(e,t,n)?.empty}function Xm(e,{y:t},{y:n}){return t?Ir(t,n)===0:!0}function Zm(e,{y:t},{y:n}){return t?Ir(t,n)===t.length-1:!0}function Jm(e,{x:t},{x:n}){return t?Ir(t,n)===0:!0}function Qm(e,{x:t},{x:n}){return t?Ir(t,n)===t.length-1:!0}function OE(e,{y:t},{x:n,y:r,empty:i}){if(i)return!1;if(!t)return;let s=Ir(t,r);if(s>0)return Ac(e,n,t[s-1])}function zE(e,{y:t},{x:n,y:r,empty:i}){if(i)return!1;if(!t)return;let s=Ir(t,r);if(s<t.length-1)return Ac(e,n,t[s+1])}function FE(e,{x:t},{x:n,y:r,empty:i}){if(i)return!1;if(!t)return;let s=Ir(t,n);if(s>0)return Ac(e,t[s-1],r)}function BE(e,{x:t},{x:n,y:r,empty:i}){if(i)return!1;if(!t)return;let s=Ir(t,n);if(s<t.length-1)return Ac(e,t[s+1],r)}function qE(e,t,{empty:n}){return n}function Tc(e,t){return function(){return e.apply(null,arguments)&&t.apply(null,arguments)}}function Ec(e,{channels:{fx:t,fy:n},groups:r}){return t&&n?e.map(({x:i,y:s})=>r.get(i)?.get(s)??[]):t?e.map(({x:i})=>r.get(i)??[]):e.map(({y:i})=>r.get(i)??[])}var y$=Math.PI,dr=2*y$,tg=.618;function v$({projection:e,inset:t=0,insetTop:n=t,insetRight:r=t,insetBottom:i=t,insetLeft:s=t}={},o){if(e==null)return;if(typeof e.stream=="function")return e;let a,l,u="frame";if(cn(e)){let S;if({type:e,domain:l,inset:S,insetTop:n=S!==void 0?S:n,insetRight:r=S!==void 0?S:r,insetBottom:i=S!==void 0?S:i,insetLeft:s=S!==void 0?S:s,clip:u=u,...a}=e,e==null)return}typeof e!="function"&&({type:e}=ng(e));let{width:c,height:f,marginLeft:d,marginRight:h,marginTop:p,marginBottom:m}=o,b=c-d-h-s-r,y=f-p-m-n-i;if(e=e?.({width:b,height:y,clip:u,...a}),e==null)return;u=VE(u,d,p,c-h,f-m);let v=d+s,_=p+n,x;if(l!=null){let[[S,w],[$,k]]=Ko(e).bounds(l),M=Math.min(b/($-S),y/(k-w));M>0?(v-=(M*(S+$)-b)/2,_-=(M*(w+k)-y)/2,x=Xo({point(N,A){this.stream.point(N*M+v,A*M+_)}})):St("Warning: the projection could not be fit to the specified domain; using the default scale.")}return x??=v===0&&_===0?x$():Xo({point(S,w){this.stream.point(S+v,w+_)}}),{stream:S=>e.stream(x.stream(u(S)))}}function ng(e){switch(`${e}`.toLowerCase()){case"albers-usa":return pn($x,.7463,.4673);case"albers":return Rc(sh,.7463,.4673);case"azimuthal-equal-area":return pn(Cx,4,4);case"azimuthal-equidistant":return pn(Mx,dr,dr);case"conic-conformal":return Rc(Rx,dr,dr);case"conic-equal-area":return Rc(Wo,6.1702,2.9781);case"conic-equidistant":return Rc(Nx,7.312,3.6282);case"equal-earth":return pn(Lx,5.4133,2.6347);case"equirectangular":return pn(Px,dr,y$);case"gnomonic":return pn(Ox,3.4641,3.4641);case"identity":return{type:x$};case"reflect-y":return{type:UE};case"mercator":return pn(Ax,dr,dr);case"orthographic":return pn(Fx,2,2);case"stereographic":return pn(qx,2,2);case"transverse-mercator":return pn(Ux,dr,dr);default:throw new Error(`unknown projection type: ${e}`)}}function VE(e,t,n,r,i){if(e===!1||e==null||typeof e=="number")return s=>s;if(e===!0&&(e="frame"),`${e}`.toLowerCase()==="frame")return th(t,n,r,i);throw new Error(`unknown projection clip type: ${e}`)}function pn(e,t,n){return{type:({width:r,height:i,rotate:s,precision:o=.15,clip:a})=>{let l=e();return o!=null&&l.precision?.(o),s!=null&&l.rotate?.(s),typeof a=="number"&&l.clipAngle?.(a),r!=null&&(l.scale(Math.min(r/t,i/n)),l.translate([r/2,i/2])),l},aspectRatio:n/t}}function Rc(e,t,n){let{type:r,aspectRatio:i}=pn(e,t,n);return{type:s=>{let{parallels:o,domain:a,width:l,height:u}=s,c=r(s);return o!=null&&(c.parallels(o),a===void 0&&l!=null&&c.fitSize([l,u],{type:"Sphere"})),c},aspectRatio:i}}var x$=Rt({stream:e=>e}),UE=Rt(Xo({point(e,t){this.stream.point(e,-t)}}));function w$(e,t,n,r){let i=n[e],s=n[t],o=i.length,a=n[e]=new Float64Array(o).fill(NaN),l=n[t]=new Float64Array(o).fill(NaN),u,c=r.stream({point(f,d){a[u]=f,l[u]=d}});for(u=0;u<o;++u)c.point(i[u],s[u])}function _$({projection:e}={}){return e==null?!1:typeof e.stream=="function"?!0:(cn(e)&&(e=e.type),e!=null)}function $$(e){if(typeof e?.stream=="function")return tg;if(cn(e)){let t,n;if({domain:t,type:e,...n}=e,t!=null&&e!=null){let r=typeof e=="string"?ng(e).type:e,[[i,s],[o,a]]=Ko(r({...n,width:100,height:100})).bounds(t),l=(a-s)/(o-i);return l&&isFinite(l)?l<.2?.2:l>5?5:l:tg}}if(e!=null){if(typeof e!="function"){let{aspectRatio:t}=ng(e);if(t)return t}return tg}}function S$(e){let t=[],n=[],r={scale:"x",value:t},i={scale:"y",value:n},s={point(o,a){t.push(o),n.push(a)},lineStart(){},lineEnd(){},polygonStart(){},polygonEnd(){},sphere(){}};for(let o of e.value)$r(o,s);return[r,i]}function k$({x:e,y:t}){if(e||t)return e??=n=>n,t??=n=>n,Xo({point(n,r){this.stream.point(e(n),t(r))}})}function Js(e={}){let{document:t=typeof window<"u"?window.document:void 0,clip:n}=e;return{document:t,clip:wc(n)}}function ue(e,{document:t}){return sn(ys(e).call(t.documentElement))}var Pc=Symbol("unset");function Nc(e){return(e.length===1?HE:YE)(e)}function HE(e){let t,n=Pc;return r=>(Object.is(n,r)||(n=r,t=e(r)),t)}function YE(e){let t,n;return(...r)=>((n?.length!==r.length||n.some((i,s)=>!Object.is(i,r[s])))&&(n=r,t=e(...r)),t)}var GE=Nc(e=>new Intl.NumberFormat(e)),UI=Nc((e,t)=>new Intl.DateTimeFormat(e,{timeZone:"UTC",...t&&{month:t}})),HI=Nc((e,t)=>new Intl.DateTimeFormat(e,{timeZone:"UTC",...t&&{weekday:t}}));function jE(e="en-US"){let t=GE(e);return n=>n!=null&&!isNaN(n)?t.format(n):void 0}function WE(e){return fc(e,"Invalid Date")}function KE(e="en-US"){let t=jE(e);return n=>(n instanceof Date?WE:typeof n=="number"?t:Oe)(n)}var zn=KE();var Ue=(typeof window<"u"?window.devicePixelRatio>1:typeof it>"u")?0:.5,XE=0;function T$(){return`plot-clip-${++XE}`}function M$(e,{title:t,href:n,ariaLabel:r,ariaDescription:i,ariaHidden:s,target:o,fill:a,fillOpacity:l,stroke:u,strokeWidth:c,strokeOpacity:f,strokeLinejoin:d,strokeLinecap:h,strokeMiterlimit:p,strokeDasharray:m,strokeDashoffset:b,opacity:y,mixBlendMode:v,imageFilter:_,paintOrder:x,pointerEvents:S,shapeRendering:w,channels:$},{ariaLabel:k,fill:M="currentColor",fillOpacity:N,stroke:A="none",strokeOpacity:P,strokeWidth:E,strokeLinecap:L,strokeLinejoin:C,strokeMiterlimit:F,paintOrder:D}){M===null&&(a=null,l=null),A===null&&(u=null,f=null),Ze(M)?!Ze(A)&&(!Ze(a)||$?.fill)&&(A="none"):Ze(A)&&(!Ze(u)||$?.stroke)&&(M="none");let[K,O]=_t(a,M),[B,G]=Ne(l,N),[j,H]=_t(u,A),[oe,le]=Ne(f,P),[ce,V]=Ne(y);_i(H)||(c===void 0&&(c=E),h===void 0&&(h=L),d===void 0&&(d=C),p===void 0&&!e_(d)&&(p=F),!_i(O)&&x===void 0&&(x=D));let[ee,I]=Ne(c);return M!==null&&(e.fill=Ie(O,"currentColor"),e.fillOpacity=_a(G,1)),A!==null&&(e.stroke=Ie(H,"none"),e.strokeWidth=_a(I,1),e.strokeOpacity=_a(le,1),e.strokeLinejoin=Ie(d,"miter"),e.strokeLinecap=Ie(h,"butt"),e.strokeMiterlimit=_a(p,4),e.strokeDasharray=Ie(m,"none"),e.strokeDashoffset=Ie(b,"0")),e.target=Oe(o),e.ariaLabel=Oe(k),e.ariaDescription=Oe(i),e.ariaHidden=Oe(s),e.opacity=_a(V,1),e.mixBlendMode=Ie(v,"normal"),e.imageFilter=Ie(_,"none"),e.paintOrder=Ie(x,"normal"),e.pointerEvents=Ie(S,"auto"),e.shapeRendering=Ie(w,"auto"),{title:{value:t,optional:!0,filter:null},href:{value:n,optional:!0,filter:null},ariaLabel:{value:r,optional:!0,filter:null},fill:{value:K,scale:"auto",optional:!0},fillOpacity:{value:B,scale:"auto",optional:!0},stroke:{value:j,scale:"auto",optional:!0},strokeOpacity:{value:oe,scale:"auto",optional:!0},strokeWidth:{value:ee,optional:!0},opacity:{value:ce,scale:"auto",optional:!0}}}function ZE(e,t){t&&e.filter(n=>ua(t[n])).append("title").call(QE,t)}function JE(e,t){t&&e.filter(([n])=>ua(t[n])).append("title").call(e4,t)}function QE(e,t){t&&e.text(n=>zn(t[n]))}function e4(e,t){t&&e.text(([n])=>zn(t[n]))}function He(e,{target:t,tip:n},{ariaLabel:r,title:i,fill:s,fillOpacity:o,stroke:a,strokeOpacity:l,strokeWidth:u,opacity:c,href:f}){r&&Q(e,"aria-label",d=>r[d]),s&&Q(e,"fill",d=>s[d]),o&&Q(e,"fill-opacity",d=>o[d]),a&&Q(e,"stroke",d=>a[d]),l&&Q(e,"stroke-opacity",d=>l[d]),u&&Q(e,"stroke-width",d=>u[d]),c&&Q(e,"opacity",d=>c[d]),f&&A$(e,d=>f[d],t),n||ZE(e,i)}function Ic(e,{target:t,tip:n},{ariaLabel:r,title:i,fill:s,fillOpacity:o,stroke:a,strokeOpacity:l,strokeWidth:u,opacity:c,href:f}){r&&Q(e,"aria-label",([d])=>r[d]),s&&Q(e,"fill",([d])=>s[d]),o&&Q(e,"fill-opacity",([d])=>o[d]),a&&Q(e,"stroke",([d])=>a[d]),l&&Q(e,"stroke-opacity",([d])=>l[d]),u&&Q(e,"stroke-width",([d])=>u[d]),c&&Q(e,"opacity",([d])=>c[d]),f&&A$(e,([d])=>f[d],t),n||JE(e,i)}function t4({ariaLabel:e,title:t,fill:n,fillOpacity:r,stroke:i,strokeOpacity:s,strokeWidth:o,opacity:a,href:l},{tip:u}){return[e,u?void 0:t,n,r,i,s,o,a,l].filter(c=>c!==void 0)}function n4(e,t,n){let r=Jr(e,i=>t[i]);return n===void 0&&r.size>1+e.length>>1&&St("Warning: the implicit z channel has high cardinality. This may occur when the fill or stroke channel is associated with quantitative data rather than ordinal or categorical data. You can suppress this warning by setting the z option explicitly; if this data represents a single series, set z to null."),r.values()}function*Lc(e,t,n,r){let{z:i}=n,{z:s}=r,o=t4(r,n),a=[...t,...o];for(let l of s?n4(e,s,i):[e]){let u,c;e:for(let f of l){for(let d of a)if(!Wt(d[f])){c&&c.push(-1);continue e}if(u===void 0){c&&(yield c),u=o.map(d=>Kt(d[f])),c=[f];continue}c.push(f);for(let d=0;d<o.length;++d)if(Kt(o[d][f])!==u[d]){yield c,u=o.map(p=>Kt(p[f])),c=[f];continue e}}c&&(yield c)}}function r4(e,t,n,r){let i,{clip:s=r.clip}=t;s==="frame"?(e=ue("svg:g",r).each(function(){this.appendChild(e.node()),e.node=()=>this}),i=s4(r,n)):s&&(i=a4(s,r)),Q(e,"aria-label",t.ariaLabel),Q(e,"aria-description",t.ariaDescription),Q(e,"aria-hidden",t.ariaHidden),Q(e,"clip-path",i)}function i4(e){let t=new WeakMap;return(n,r)=>{let i=t.get(n);if(!i){let s=T$();sn(n.ownerSVGElement).append("clipPath").attr("id",s).call(e,n,r),t.set(n,i=`url(#${s})`)}return i}}var s4=i4((e,t,n)=>{let{width:r,height:i,marginLeft:s,marginRight:o,marginTop:a,marginBottom:l}=n;e.append("rect").attr("x",s).attr("y",a).attr("width",r-o-s).attr("height",i-a-l)}),C$=new WeakMap,o4={type:"Sphere"};function a4(e,t){let n,r;if((n=C$.get(t))||C$.set(t,n=new WeakMap),e.type==="Sphere"&&(e=o4),!(r=n.get(e))){let i=T$();sn(t.ownerSVGElement).append("clipPath").attr("id",i).append("path").attr("d",t.path()(e)),n.set(e,r=`url(#${i})`)}return r}function Ae(e,t,n,r){r4(e,t,n,r),Q(e,"class",t.className),Q(e,"fill",t.fill),Q(e,"fill-opacity",t.fillOpacity),Q(e,"stroke",t.stroke),Q(e,"stroke-width",t.strokeWidth),Q(e,"stroke-opacity",t.strokeOpacity),Q(e,"stroke-linejoin",t.strokeLinejoin),Q(e,"stroke-linecap",t.strokeLinecap),Q(e,"stroke-miterlimit",t.strokeMiterlimit),Q(e,"stroke-dasharray",t.strokeDasharray),Q(e,"stroke-dashoffset",t.strokeDashoffset),Q(e,"shape-rendering",t.shapeRendering),Q(e,"filter",t.imageFilter),Q(e,"paint-order",t.paintOrder);let{pointerEvents:i=r.pointerSticky===!1?"none":void 0}=t;Q(e,"pointer-events",i)}function ke(e,t){l4(e,"mix-blend-mode",t.mixBlendMode),Q(e,"opacity",t.opacity)}function A$(e,t,n){e.each(function(r){let i=t(r);if(i!=null){let s=this.ownerDocument.createElementNS(xr.svg,"a");s.setAttribute("fill","inherit"),s.setAttributeNS(xr.xlink,"href",i),n!=null&&s.setAttribute("target",n),this.parentNode.insertBefore(s,this).appendChild(this)}})}function Q(e,t,n){n!=null&&e.attr(t,n)}function l4(e,t,n){n!=null&&e.style(t,n)}function Ee(e,t,{x:n,y:r},i=Ue,s=Ue){i+=t.dx,s+=t.dy,n?.bandwidth&&(i+=n.bandwidth()/2),r?.bandwidth&&(s+=r.bandwidth()/2),(i||s)&&e.attr("transform",`translate(${i},${s})`)}function Ie(e,t){if((e=Oe(e))!==t)return e}function _a(e,t){if((e=Te(e))!==t)return e}var u4=/^-?([_a-z]|[\240-\377]|\\[0-9a-f]{1,6}(\r\n|[ \t\r\n\f])?|\\[^\r\n\f0-9a-f])([_a-z0-9-]|[\240-\377]|\\[0-9a-f]{1,6}(\r\n|[ \t\r\n\f])?|\\[^\r\n\f0-9a-f])*$/i;function Qs(e){if(e===void 0)return"plot-d6a7b5";if(e=`${e}`,!u4.test(e))throw new Error(`invalid class name: ${e}`);return e}function eo(e,t){if(typeof t=="string")e.property("style",t);else if(t!=null)for(let n of e)Object.assign(n.style,t)}function Fn({frameAnchor:e},{width:t,height:n,marginTop:r,marginRight:i,marginBottom:s,marginLeft:o}){return[/left$/.test(e)?o:/right$/.test(e)?t-i:(o+t-i)/2,/^top/.test(e)?r:/^bottom/.test(e)?n-s:(r+n-s)/2]}var ve=class{constructor(t,n={},r={},i){let{facet:s="auto",facetAnchor:o,fx:a,fy:l,sort:u,dx:c=0,dy:f=0,margin:d=0,marginTop:h=d,marginRight:p=d,marginBottom:m=d,marginLeft:b=d,className:y,clip:v=i?.clip,channels:_,tip:x,render:S}=r;if(this.data=t,this.sort=Er(u)?u:null,this.initializer=lr(r).initializer,this.transform=this.initializer?r.transform:Ci(r).transform,s===null||s===!1?this.facet=null:(this.facet=pt(s===!0?"include":s,"facet",["auto","include","exclude","super"]),this.fx=t===zs&&typeof a=="string"?[a]:a,this.fy=t===zs&&typeof l=="string"?[l]:l),this.facetAnchor=b$(o),n=km(n),_!==void 0&&(n={...c4(_),...n}),i!==void 0&&(n={...M$(this,r,i),...n}),this.channels=Object.fromEntries(Object.entries(n).map(([w,$])=>{if(Bs($.value)){let{value:k,label:M=$.label,scale:N=$.scale}=$.value;$={...$,label:M,scale:N,value:k}}if(t===zs&&typeof $.value=="string"){let{value:k}=$;$={...$,value:[k]}}return[w,$]}).filter(([w,{value:$,optional:k}])=>{if($!=null)return!0;if(k)return!1;throw new Error(`missing channel value: ${w}`)})),this.dx=+c,this.dy=+f,this.marginTop=+h,this.marginRight=+p,this.marginBottom=+m,this.marginLeft=+b,this.clip=wc(v),this.tip=f4(x),this.className=Oe(y),this.facet==="super"){if(a||l)throw new Error("super-faceting cannot use fx or fy");for(let w in this.channels){let{scale:$}=n[w];if(!($!=="x"&&$!=="y"))throw new Error("super-faceting cannot use x or y")}}S!=null&&(this.render=ig(S,this.render))}initialize(t,n,r){let i=ar(this.data);t===void 0&&i!=null&&(t=[mt(i)]);let s=t;this.transform!=null&&({facets:t,data:i}=this.transform(i,t,r),i=ar(i)),t!==void 0&&(t.original=s);let o=v_(this.channels,i);return this.sort!=null&&w_(i,t,o,n,this.sort),{data:i,facets:t,channels:o}}filter(t,n,r){for(let i in n){let{filter:s=Wt}=n[i];if(s!==null){let o=r[i];t=t.filter(a=>s(o[a]))}}return t}project(t,n,r){for(let i in t)if(t[i].scale==="x"&&/^x|x$/.test(i)){let s=i.replace(/^x|x$/,"y");s in t&&t[s].scale==="y"&&w$(i,s,n,r.projection)}}scale(t,n,r){let i=x_(t,n);return r.projection&&this.project(t,i,r),i}};function rg(...e){return e.plot=ve.prototype.plot,e}function ig(e,t){if(e==null)return t===null?void 0:t;if(t==null)return e===null?void 0:e;if(typeof e!="function")throw new TypeError(`invalid render transform: ${e}`);if(typeof t!="function")throw new TypeError(`invalid render transform: ${t}`);return function(n,r,i,s,o,a){return e.call(this,n,r,i,s,o,(l,u,c,f,d)=>t.call(this,l,u,c,f,d,a))}}function c4(e){return Object.fromEntries(Object.entries(km(e)).map(([t,n])=>(n=typeof n=="string"?{value:n,label:t}:Dn(n),n.filter===void 0&&n.scale==null&&(n={...n,filter:null}),[t,n])))}function f4(e){return e===!0?"xy":e===!1||e==null?null:typeof e=="string"?pt(e,"tip",["x","y","xy"]):e}function Ti(e,t){return e?.tip===!0?{...e,tip:t}:cn(e?.tip)&&e.tip.pointer===void 0?{...e,tip:{...e.tip,pointer:t}}:e}function R$(e,t,n={}){let r=.5-Ue,i=.5+Ue,s=.5+Ue,o=.5-Ue;for(let{marginTop:m,marginRight:b,marginBottom:y,marginLeft:v}of t)m>r&&(r=m),b>i&&(i=b),y>s&&(s=y),v>o&&(o=v);let{margin:a,marginTop:l=a!==void 0?a:r,marginRight:u=a!==void 0?a:i,marginBottom:c=a!==void 0?a:s,marginLeft:f=a!==void 0?a:o}=n;l=+l,u=+u,c=+c,f=+f;let{width:d=640,height:h=d4(e,n,{width:d,marginTopDefault:r,marginRightDefault:i,marginBottomDefault:s,marginLeftDefault:o})+Math.max(0,l-r+c-s)}=n;d=+d,h=+h;let p={width:d,height:h,marginTop:l,marginRight:u,marginBottom:c,marginLeft:f};if(e.fx||e.fy){let{margin:m,marginTop:b=m!==void 0?m:l,marginRight:y=m!==void 0?m:u,marginBottom:v=m!==void 0?m:c,marginLeft:_=m!==void 0?m:f}=n.facet??{};b=+b,y=+y,v=+v,_=+_,p.facet={marginTop:b,marginRight:y,marginBottom:v,marginLeft:_}}return p}function d4({x:e,y:t,fy:n,fx:r},{projection:i,aspectRatio:s},{width:o,marginTopDefault:a,marginRightDefault:l,marginBottomDefault:u,marginLeftDefault:c}){let f=n&&n.scale.domain().length||1,d=$$(i);if(d){let p=r?r.scale.domain().length:1,m=(1.1*f-.1)/(1.1*p-.1)*d,b=Math.max(.1,Math.min(10,m));return Math.round((o-c-l)*b+a+u)}let h=t?On(t)?t.scale.domain().length||1:Math.max(7,17/f):1;if(s!=null){if(s=+s,!(isFinite(s)&&s>0))throw new Error(`invalid aspectRatio: ${s}`);let p=E$("y",t)/(E$("x",e)*s),m=r?r.scale.bandwidth():1,b=n?n.scale.bandwidth():1,y=m*(o-c-l)-e.insetLeft-e.insetRight;return(p*y+t.insetTop+t.insetBottom)/b+a+u}return!!(t||n)*Math.max(1,Math.min(60,h*f))*20+!!r*30+60}function E$(e,t){if(!t)throw new Error(`aspectRatio requires ${e} scale`);let{type:n,domain:r}=t,i;switch(n){case"linear":case"utc":case"time":i=Number;break;case"pow":{let a=t.scale.exponent();i=l=>Math.pow(l,a);break}case"log":i=Math.log;break;case"point":case"band":return r.length;default:throw new Error(`unsupported ${e} scale for aspectRatio: ${n}`)}let[s,o]=tt(r);return Math.abs(i(o)-i(s))}var P$=new WeakMap;function sg(e,t,{x:n,y:r,px:i,py:s,maxRadius:o=40,channels:a,render:l,...u}={}){return o=+o,i!=null&&(n??=null,a={...a,px:{value:i,scale:"x"}}),s!=null&&(r??=null,a={...a,py:{value:s,scale:"y"}}),{x:n,y:r,channels:a,...u,render:ig(function(c,f,d,h,p,m){p={...p,pointerSticky:!1};let b=p.ownerSVGElement,{data:y}=p.getMarkState(this),v=P$.get(b);v||P$.set(b,v={sticky:!1,roots:[],renders:[]});let _=v.renders.push(H)-1,{x,y:S,fx:w,fy:$}=f,k=w?w(c.fx)-h.marginLeft:0,M=$?$(c.fy)-h.marginTop:0;x?.bandwidth&&(k+=x.bandwidth()/2),S?.bandwidth&&(M+=S.bandwidth()/2);let N=c.fi!=null,A;if(N){let V=v.facetStates;V||(v.facetStates=V=new Map),A=V.get(this),A||V.set(this,A=new Map)}let[P,E]=Fn(this,h),{px:L,py:C}=d,F=L?V=>L[V]:ag(d,P),D=C?V=>C[V]:lg(d,E),K,O,B,G;function j(V,ee){if(N)if(G&&(G=cancelAnimationFrame(G)),V==null)A.delete(c.fi);else{A.set(c.fi,ee),G=requestAnimationFrame(()=>{G=null;for(let[I,q]of A)if(q<ee||q===ee&&I<c.fi){V=null;break}H(V)});return}H(V)}function H(V){if(K===V&&B===v.sticky)return;K=V,B=p.pointerSticky=v.sticky;let ee=K==null?[]:[K];N&&(ee.fx=c.fx,ee.fy=c.fy,ee.fi=c.fi);let I=m(ee,f,d,h,p);if(O){if(N){let q=O.parentNode,W=O.getAttribute("transform"),R=I.getAttribute("transform");W?I.setAttribute("transform",W):I.removeAttribute("transform"),R?q.setAttribute("transform",R):q.removeAttribute("transform"),I.removeAttribute("aria-label"),I.removeAttribute("aria-description"),I.removeAttribute("aria-hidden")}O.replaceWith(I)}if(v.roots[_]=O=I,!(K==null&&A?.size>1)){let q=K==null?null:ln(y)?y[K]:y.get(K);p.dispatchValue(q)}return I}function oe(V){if(v.sticky||V.pointerType==="mouse"&&V.buttons===1)return;let[ee,I]=Hy(V);ee-=k,I-=M;let q=ee<h.marginLeft||ee>h.width-h.marginRight?1:e,W=I<h.marginTop||I>h.height-h.marginBottom?1:t,R=null,fe=o*o;for(let Z of c){let pe=q*(F(Z)-ee),$e=W*(D(Z)-I),nt=pe*pe+$e*$e;nt<=fe&&(R=Z,fe=nt)}if(R!=null&&(e!==1||t!==1)){let Z=F(R)-ee,pe=D(R)-I;fe=Z*Z+pe*pe}j(R,fe)}function le(V){V.pointerType==="mouse"&&K!=null&&(v.sticky&&v.roots.some(ee=>ee?.contains(V.target))||(v.sticky?(v.sticky=!1,v.renders.forEach(ee=>ee(null))):(v.sticky=!0,H(K)),V.stopImmediatePropagation()))}function ce(V){V.pointerType==="mouse"&&(v.sticky||j(null))}return b.addEventListener("pointerenter",oe),b.addEventListener("pointermove",oe),b.addEventListener("pointerdown",le),b.addEventListener("pointerleave",ce),H(null)},l)}}function N$(e){return sg(1,1,e)}function I$(e){return sg(1,.01,e)}function og(e){return sg(.01,1,e)}function ag({x1:e,x2:t,x:n=e},r){return e&&t?i=>(e[i]+t[i])/2:n?i=>n[i]:()=>r}function lg({y1:e,y2:t,y:n=e},r){return e&&t?i=>(e[i]+t[i])/2:n?i=>n[i]:()=>r}function Dc(e){return On(e)&&e.interval===void 0?void 0:"tabular-nums"}function L$(e,t){let{label:n=e.label,tickSize:r=6,width:i=240,height:s=44+r,marginTop:o=18,marginRight:a=0,marginBottom:l=16+r,marginLeft:u=0,style:c,ticks:f=(i-u-a)/64,tickFormat:d,fontVariant:h=Dc(e),round:p=!0,opacity:m,className:b}=t,y=Js(t);b=Qs(b),m=Ne(m)[1],d===null&&(d=()=>null);let v=ue("svg",y).attr("class",`${b}-ramp`).attr("font-family","system-ui, sans-serif").attr("font-size",10).attr("width",i).attr("height",s).attr("viewBox",`0 0 ${i} ${s}`).call(P=>P.append("style").text(`:where(.${b}-ramp) {
  display: block;
  height: auto;
  height: intrinsic;
  max-width: 100%;
  overflow: visible;
}
:where(.${b}-ramp text) {
  white-space: pre;
}`)).call(eo,c),_=P=>P.selectAll(".tick line").attr("y1",o+l-s),x,S=p?(P,E)=>P.rangeRound(E):(P,E)=>P.range(E),{type:w,domain:$,range:k,interpolate:M,scale:N,pivot:A}=e;if(M){let P=k===void 0?M:_r(M.length===1?xa(M):M,k);x=S(N.copy(),ft(Be(u,i-a),Math.min($.length+(A!==void 0),k===void 0?1/0:k.length)));let E=256,L=y.document.createElement("canvas");L.width=E,L.height=1;let C=L.getContext("2d");for(let F=0,D=E-1;F<E;++F)C.fillStyle=P(F/D),C.fillRect(F,0,1,1);v.append("image").attr("opacity",m).attr("x",u).attr("y",o).attr("width",i-u-a).attr("height",s-o-l).attr("preserveAspectRatio","none").attr("xlink:href",L.toDataURL())}else if(w==="threshold"){let P=$,E=d===void 0?L=>L:typeof d=="string"?$n(d):d;x=S(sa().domain([-1,k.length-1]),[u,i-a]),v.append("g").attr("fill-opacity",m).selectAll().data(k).enter().append("rect").attr("x",(L,C)=>x(C-1)).attr("y",o).attr("width",(L,C)=>x(C)-x(C-1)).attr("height",s-o-l).attr("fill",L=>L),f=xe(P,(L,C)=>C),d=L=>E(P[L],L)}else x=S(Ns().domain($),[u,i-a]),v.append("g").attr("fill-opacity",m).selectAll().data($).enter().append("rect").attr("x",x).attr("y",o).attr("width",Math.max(0,x.bandwidth()-1)).attr("height",s-o-l).attr("fill",N),_=()=>{};return v.append("g").attr("transform",`translate(0,${s-l})`).call(Py(x).ticks(Array.isArray(f)?null:f,typeof d=="string"?d:void 0).tickFormat(typeof d=="function"?d:void 0).tickSize(r).tickValues(Array.isArray(f)?f:null)).attr("font-size",null).attr("font-family",null).attr("font-variant",Ie(h,"normal")).call(_).call(P=>P.select(".domain").remove()),n!==void 0&&v.append("text").attr("x",u).attr("y",o-6).attr("fill","currentColor").attr("font-weight","bold").text(n),v.node()}var ug=Math.PI/180;function Mi(e,{marker:t,markerStart:n=t,markerMid:r=t,markerEnd:i=t}={}){e.markerStart=cg(n),e.markerMid=cg(r),e.markerEnd=cg(i)}function cg(e){if(e==null||e===!1)return null;if(e===!0)return O$;if(typeof e=="function")return e;switch(`${e}`.toLowerCase()){case"none":return null;case"arrow":return D$("auto");case"arrow-reverse":return D$("auto-start-reverse");case"dot":return h4;case"circle":case"circle-fill":return O$;case"circle-stroke":return p4;case"tick":return fg("auto");case"tick-x":return fg(90);case"tick-y":return fg(0)}throw new Error(`invalid marker: ${e}`)}function D$(e){return(t,n)=>ue("svg:marker",n).attr("viewBox","-5 -5 10 10").attr("markerWidth",6.67).attr("markerHeight",6.67).attr("orient",e).attr("fill","none").attr("stroke",t).attr("stroke-width",1.5).attr("stroke-linecap","round").attr("stroke-linejoin","round").call(r=>r.append("path").attr("d","M-1.5,-3l3,3l-3,3")).node()}function h4(e,t){return ue("svg:marker",t).attr("viewBox","-5 -5 10 10").attr("markerWidth",6.67).attr("markerHeight",6.67).attr("fill",e).attr("stroke","none").call(n=>n.append("circle").attr("r",2.5)).node()}function O$(e,t){return ue("svg:marker",t).attr("viewBox","-5 -5 10 10").attr("markerWidth",6.67).attr("markerHeight",6.67).attr("fill",e).attr("stroke","var(--plot-background)").attr("stroke-width",1.5).call(n=>n.append("circle").attr("r",3)).node()}function p4(e,t){return ue("svg:marker",t).attr("viewBox","-5 -5 10 10").attr("markerWidth",6.67).attr("markerHeight",6.67).attr("fill","var(--plot-background)").attr("stroke",e).attr("stroke-width",1.5).call(n=>n.append("circle").attr("r",3)).node()}function fg(e){return(t,n)=>ue("svg:marker",n).attr("viewBox","-3 -3 6 6").attr("markerWidth",6).attr("markerHeight",6).attr("orient",e).attr("stroke",t).call(r=>r.append("path").attr("d","M0,-3v6")).node()}var m4=0;function $a(e,t,{stroke:n},r){return B$(e,t,n&&(i=>n[i]),null,r)}function z$(e,t,{stroke:n,z:r},i){return B$(e,t,n&&(([s])=>n[s]),r,i)}var dg=1,F$=2;function g4(e,t){let n=new Uint8Array(t.length),r=e.data().filter(s=>s.length>1),i=r.length;for(let s=0,o=Pc;s<i;++s){let a=r[s];if(a.length>1){let l=a[0];o!==(o=Kt(t[l]))&&(n[l]|=dg)}}for(let s=i-1,o=Pc;s>=0;--s){let a=r[s];if(a.length>1){let l=a[0];o!==(o=Kt(t[l]))&&(n[l]|=F$)}}return([s])=>n[s]}function B$(e,{markerStart:t,markerMid:n,markerEnd:r,stroke:i},s=()=>i,o,a){if(!t&&!n&&!r)return;let l=new Map,u=o&&g4(e,o);function c(f,d,h){return function(p){if(h&&!h(p))return;let m=s(p),b=l.get(d);b||l.set(d,b=new Map);let y=b.get(m);if(!y){let v=this.parentNode.insertBefore(d(m,a),this),_=`plot-marker-${++m4}`;v.setAttribute("id",_),b.set(m,y=`url(#${_})`)}this.setAttribute(f,y)}}t&&e.each(c("marker-start",t,u&&(f=>u(f)&dg))),n&&u&&e.each(c("marker-start",n,f=>!(u(f)&dg))),n&&e.each(c("marker-mid",n)),r&&e.each(c("marker-end",r,u&&(f=>u(f)&F$)))}function to({inset:e,insetLeft:t,insetRight:n,...r}={}){return[t,n]=q$(e,t,n),{inset:e,insetLeft:t,insetRight:n,...r}}function Oc({inset:e,insetTop:t,insetBottom:n,...r}={}){return[t,n]=q$(e,t,n),{inset:e,insetTop:t,insetBottom:n,...r}}function q$(e,t,n){return e===void 0&&t===void 0&&n===void 0?Ue?[1,0]:[.5,.5]:[t,n]}function V$(e,{interval:t}){return e={...Dn(e)},e.interval=bc(e.interval===void 0?t:e.interval),e}function hg(e,t,n,r){let{[e]:i,[`${e}1`]:s,[`${e}2`]:o}=n,{value:a,interval:l}=V$(i,n);if(a==null||l==null&&!r)return n;let u=dn(i);if(l==null){let h,p={transform:m=>h||(h=Se(m,a)),label:u};return{...n,[e]:void 0,[`${e}1`]:s===void 0?p:s,[`${e}2`]:o===void 0&&!(s===o&&r)?p:o}}let c,f;function d(h){return f!==void 0&&h===c?f:f=xe(Se(c=h,a),p=>l.floor(p))}return t({...n,[e]:void 0,[`${e}1`]:s===void 0?{transform:d,label:u}:s,[`${e}2`]:o===void 0?{transform:h=>d(h).map(p=>l.offset(p)),label:u}:o})}function U$(e,t,n){let{[e]:r}=n,{value:i,interval:s}=V$(r,n);return i==null||s==null?n:t({...n,[e]:{label:dn(r),transform:o=>{let a=xe(Se(o,i),u=>s.floor(u)),l=a.map(u=>s.offset(u));return a.map(De(a)?(u,c)=>u==null||isNaN(u=+u)||(c=l[c],c==null)||isNaN(c=+c)?void 0:new Date((u+c)/2):(u,c)=>u==null||(c=l[c],c==null)?NaN:(+u+ +c)/2)}}})}function H$(e={}){return hg("x",to,e,!0)}function pg(e={}){return hg("x",to,e)}function zc(e={}){return hg("y",Oc,e)}function Y$(e={}){return U$("x",to,e)}function G$(e={}){return U$("y",Oc,e)}var j$={ariaLabel:"rule",fill:null,stroke:"currentColor"},Fc=class extends ve{constructor(t,n={}){let{x:r,y1:i,y2:s,inset:o=0,insetTop:a=o,insetBottom:l=o}=n;super(t,{x:{value:r,scale:"x",optional:!0},y1:{value:i,scale:"y",optional:!0},y2:{value:s,scale:"y",optional:!0}},Ti(n,"x"),j$),this.insetTop=Te(a),this.insetBottom=Te(l),Mi(this,n)}render(t,n,r,i,s){let{x:o,y:a}=n,{x:l,y1:u,y2:c}=r,{width:f,height:d,marginTop:h,marginRight:p,marginLeft:m,marginBottom:b}=i,{insetTop:y,insetBottom:v}=this;return ue("svg:g",s).call(Ae,this,i,s).call(Ee,this,{x:l&&o},Ue,0).call(_=>_.selectAll().data(t).enter().append("line").call(ke,this).attr("x1",l?x=>l[x]:(m+f-p)/2).attr("x2",l?x=>l[x]:(m+f-p)/2).attr("y1",u&&!hn(a)?x=>u[x]+y:h+y).attr("y2",c&&!hn(a)?a.bandwidth?x=>c[x]+a.bandwidth()-v:x=>c[x]-v:d-b-v).call(He,this,r).call($a,this,r,s)).node()}},Bc=class extends ve{constructor(t,n={}){let{x1:r,x2:i,y:s,inset:o=0,insetRight:a=o,insetLeft:l=o}=n;super(t,{y:{value:s,scale:"y",optional:!0},x1:{value:r,scale:"x",optional:!0},x2:{value:i,scale:"x",optional:!0}},Ti(n,"y"),j$),this.insetRight=Te(a),this.insetLeft=Te(l),Mi(this,n)}render(t,n,r,i,s){let{x:o,y:a}=n,{y:l,x1:u,x2:c}=r,{width:f,height:d,marginTop:h,marginRight:p,marginLeft:m,marginBottom:b}=i,{insetLeft:y,insetRight:v}=this;return ue("svg:g",s).call(Ae,this,i,s).call(Ee,this,{y:l&&a},0,Ue).call(_=>_.selectAll().data(t).enter().append("line").call(ke,this).attr("x1",u&&!hn(o)?x=>u[x]+y:m+y).attr("x2",c&&!hn(o)?o.bandwidth?x=>c[x]+o.bandwidth()-v:x=>c[x]-v:f-p-v).attr("y1",l?x=>l[x]:(h+d-b)/2).attr("y2",l?x=>l[x]:(h+d-b)/2).call(He,this,r).call($a,this,r,s)).node()}};function Nt(e,t){let{x:n=ye,y:r,y1:i,y2:s,...o}=zc(t);return[i,s]=W$(r,i,s),new Fc(e,{...o,x:n,y1:i,y2:s})}function mn(e,t){let{y:n=ye,x:r,x1:i,x2:s,...o}=pg(t);return[i,s]=W$(r,i,s),new Bc(e,{...o,y:n,x1:i,x2:s})}function W$(e,t,n){if(e==null){if(t===void 0){if(n!==void 0)return[0,n]}else if(n===void 0)return[0,t]}else{if(t===void 0)return n===void 0?[0,e]:[e,n];if(n===void 0)return[e,t]}return[t,n]}function no(e,...t){let n=t.length;for(let r=0,i=!0;r<n;++r)typeof t[r]!="function"&&(i&&(e=e.slice(),i=!1),e.splice(r,2,e[r]+t[r]+e[r+1]),t.splice(r,1),--r,--n);return r=>{let i=e[0];for(let s=0;s<n;++s)i+=t[s](r)+e[s+1];return i}}var b4={ariaLabel:"text",strokeLinejoin:"round",strokeWidth:3,paintOrder:"stroke"},Q$="\xAD",Sa=class extends ve{constructor(t,n={}){let{x:r,y:i,text:s=$t(t)&&yc(t)?ye:un,frameAnchor:o,textAnchor:a=/right$/i.test(o)?"end":/left$/i.test(o)?"start":"middle",lineAnchor:l=/^top/i.test(o)?"top":/^bottom/i.test(o)?"bottom":"middle",lineHeight:u=1,lineWidth:c=1/0,textOverflow:f,monospace:d,fontFamily:h=d?"ui-monospace, monospace":void 0,fontSize:p,fontStyle:m,fontVariant:b,fontWeight:y,rotate:v}=n,[_,x]=Ne(v,0),[S,w]=w4(p);if(super(t,{x:{value:r,scale:"x",optional:!0},y:{value:i,scale:"y",optional:!0},fontSize:{value:S,optional:!0},rotate:{value:Kw(_),optional:!0},text:{value:s,filter:ua,optional:!0}},n,b4),this.rotate=x,this.textAnchor=Ie(a,"middle"),this.lineAnchor=pt(l,"lineAnchor",["top","middle","bottom"]),this.lineHeight=+u,this.lineWidth=+c,this.textOverflow=gg(f),this.monospace=!!d,this.fontFamily=Oe(h),this.fontSize=w,this.fontStyle=Oe(m),this.fontVariant=Oe(b),this.fontWeight=Oe(y),this.frameAnchor=Nr(o),!(this.lineWidth>=0))throw new Error(`invalid lineWidth: ${c}`);this.splitLines=vg(this),this.clipLine=xg(this)}render(t,n,r,i,s){let{x:o,y:a}=n,{x:l,y:u,rotate:c,text:f,title:d,fontSize:h}=r,{rotate:p}=this,[m,b]=Fn(this,i);return ue("svg:g",s).call(Ae,this,i,s).call(yg,this,f,i).call(Ee,this,{x:l&&o,y:u&&a}).call(y=>y.selectAll().data(t).enter().append("text").call(ke,this).call(y4,this,f,d).attr("transform",no`translate(${l?v=>l[v]:m},${u?v=>u[v]:b})${c?v=>` rotate(${c[v]})`:p?` rotate(${p})`:""}`).call(Q,"font-size",h&&(v=>h[v])).call(He,this,r)).node()}};function gg(e){return e==null?null:pt(e,"textOverflow",["clip","ellipsis","clip-start","clip-end","ellipsis-start","ellipsis-middle","ellipsis-end"]).replace(/^(clip|ellipsis)$/,"$1-end")}function y4(e,t,n,r){if(!n)return;let{lineAnchor:i,lineHeight:s,textOverflow:o,splitLines:a,clipLine:l}=t;e.each(function(u){let c=a(zn(n[u])??"").map(l),f=c.length,d=i==="top"?.71:i==="bottom"?1-f:(164-f*100)/200;if(f>1){let h=0;for(let p=0;p<f;++p){if(++h,!c[p])continue;let m=this.ownerDocument.createElementNS(xr.svg,"tspan");m.setAttribute("x",0),p===h-1?m.setAttribute("y",`${(d+p)*s}em`):m.setAttribute("dy",`${h*s}em`),m.textContent=c[p],this.appendChild(m),h=0}}else d&&this.setAttribute("y",`${d*s}em`),this.textContent=c[0];if(o&&!r&&c[0]!==n[u]){let h=this.ownerDocument.createElementNS(xr.svg,"title");h.textContent=n[u],this.appendChild(h)}})}function bg(e,{x:t,y:n,...r}={}){return r.frameAnchor===void 0&&([t,n]=fn(t,n)),new Sa(e,{...r,x:t,y:n})}function e2(e,{x:t=ye,...n}={}){return new Sa(e,G$({...n,x:t}))}function t2(e,{y:t=ye,...n}={}){return new Sa(e,Y$({...n,y:t}))}function yg(e,t,n){Q(e,"text-anchor",t.textAnchor),Q(e,"font-family",t.fontFamily),Q(e,"font-size",t.fontSize),Q(e,"font-style",t.fontStyle),Q(e,"font-variant",t.fontVariant===void 0?v4(n):t.fontVariant),Q(e,"font-weight",t.fontWeight)}function v4(e){return e&&(Jw(e)||De(e))?"tabular-nums":void 0}var x4=new Set(["inherit","initial","revert","unset","xx-small","x-small","small","medium","large","x-large","xx-large","xxx-large","larger","smaller"]);function w4(e){return e==null||typeof e=="number"?[void 0,e]:typeof e!="string"?[e,void 0]:(e=e.trim().toLowerCase(),x4.has(e)||/^[+-]?\d*\.?\d+(e[+-]?\d+)?(\w*|%)$/.test(e)?[void 0,e]:[e,void 0])}function _4(e,t,n){let r=[],i,s=0;for(let[o,a,l]of $4(e)){if(i===void 0&&(i=o),s>i&&n(e,i,a)>t&&(r.push(e.slice(i,s)+(e[s-1]===Q$?"-":"")),i=o),l){r.push(e.slice(i,a)),i=void 0;continue}s=a}return r}function*$4(e){let t=0,n=0,r=e.length;for(;n<r;){let i=1;switch(e[n]){case Q$:case"-":++n,yield[t,n,!1],t=n;break;case" ":for(yield[t,n,!1];e[++n]===" ";);t=n;break;case"\r":e[n+1]===`
`&&++i;case`
`:yield[t,n,!0],n+=i,t=n;break;default:++n;break}}yield[t,n,!0]}var K$={a:56,b:63,c:57,d:63,e:58,f:37,g:62,h:60,i:26,j:26,k:55,l:26,m:88,n:60,o:60,p:62,q:62,r:39,s:54,t:38,u:60,v:55,w:79,x:54,y:55,z:55,A:69,B:67,C:73,D:74,E:61,F:58,G:76,H:75,I:28,J:55,K:67,L:58,M:89,N:75,O:78,P:65,Q:78,R:67,S:65,T:65,U:75,V:69,W:98,X:69,Y:67,Z:67,0:64,1:48,2:62,3:64,4:66,5:63,6:65,7:58,8:65,9:65," ":29,"!":32,'"':49,"'":31,"(":39,")":39,",":31,"-":48,".":31,"/":32,":":31,";":31,"?":52,"\u2018":31,"\u2019":31,"\u201C":47,"\u201D":47,"\u2026":82};function qc(e,t=0,n=e.length){let r=0;for(let i=t;i<n;i=ro(e,i))r+=K$[e[i]]??(r2(e,i)?120:K$.e);return r}function Vc(e,t=0,n=e.length){let r=0;for(let i=t;i<n;i=ro(e,i))r+=r2(e,i)?126:63;return r}function vg({monospace:e,lineWidth:t,textOverflow:n}){if(n!=null||t==1/0)return s=>s.split(/\r\n?|\n/g);let r=e?Vc:qc,i=t*100;return s=>_4(s,i,r)}function xg({monospace:e,lineWidth:t,textOverflow:n}){if(n==null||t==1/0)return s=>s;let r=e?Vc:qc,i=t*100;switch(n){case"clip-start":return s=>Z$(s,i,r,"");case"clip-end":return s=>X$(s,i,r,"");case"ellipsis-start":return s=>Z$(s,i,r,Ai);case"ellipsis-middle":return s=>S4(s,i,r,Ai);case"ellipsis-end":return s=>X$(s,i,r,Ai)}}var Ai="\u2026";function Ei(e,t,n,r){let i=[],s=0;for(let o=0,a=0,l=e.length;o<l;o=a){a=ro(e,o);let u=n(e,o,a);if(s+u>t){for(s+=r;s>t&&o>0;)a=o,o=i.pop(),s-=n(e,o,a);return[o,t-s]}s+=u,i.push(o)}return[-1,0]}function X$(e,t,n,r){e=e.trim();let i=n(r),[s]=Ei(e,t,n,i);return s<0?e:e.slice(0,s).trimEnd()+r}function S4(e,t,n,r){e=e.trim();let i=n(e);if(i<=t)return e;let s=n(r)/2,[o,a]=Ei(e,t/2,n,s),[l]=Ei(e,i-t/2-a+s,n,-s);return l<0?r:e.slice(0,o).trimEnd()+r+e.slice(ro(e,l)).trimStart()}function Z$(e,t,n,r){e=e.trim();let i=n(e);if(i<=t)return e;let s=n(r),[o]=Ei(e,i-t+s,n,-s);return o<0?r:r+e.slice(ro(e,o)).trimStart()}var mg=/[\p{Combining_Mark}\p{Emoji_Modifier}]+/uy,J$=new RegExp("\\p{Extended_Pictographic}","uy");function ro(e,t){return t+=k4(e,t)?2:1,T4(e,t)&&(t=mg.lastIndex),C4(e,t)?ro(e,t+1):t}function n2(e,t){return e.charCodeAt(t)<128}function k4(e,t){let n=e.charCodeAt(t);if(n>=55296&&n<56320){let r=e.charCodeAt(t+1);return r>=56320&&r<57344}return!1}function C4(e,t){return e.charCodeAt(t)===8205}function T4(e,t){return n2(e,t)?!1:(mg.lastIndex=t,mg.test(e))}function r2(e,t){return n2(e,t)?!1:(J$.lastIndex=t,J$.test(e))}var M4={ariaLabel:"vector",fill:"none",stroke:"currentColor",strokeWidth:1.5,strokeLinejoin:"round",strokeLinecap:"round"},i2=3.5,A4=i2*5,s2={draw(e,t,n){let r=t*n/A4;e.moveTo(0,0),e.lineTo(0,-t),e.moveTo(-r,r-t),e.lineTo(0,-t),e.lineTo(r,r-t)}},E4={draw(e,t,n){e.moveTo(-n,0),e.lineTo(0,-t),e.lineTo(n,0)}},R4=new Map([["arrow",s2],["spike",E4]]);function P4(e){return e&&typeof e.draw=="function"}function N4(e){if(P4(e))return e;let t=R4.get(`${e}`.toLowerCase());if(t)return t;throw new Error(`invalid shape: ${e}`)}var Uc=class extends ve{constructor(t,n={}){let{x:r,y:i,r:s=i2,length:o,rotate:a,shape:l=s2,anchor:u="middle",frameAnchor:c}=n,[f,d]=Ne(o,12),[h,p]=Ne(a,0);super(t,{x:{value:r,scale:"x",optional:!0},y:{value:i,scale:"y",optional:!0},length:{value:f,scale:"length",optional:!0},rotate:{value:h,optional:!0}},n,M4),this.r=+s,this.length=d,this.rotate=p,this.shape=N4(l),this.anchor=pt(u,"anchor",["start","middle","end"]),this.frameAnchor=Nr(c)}render(t,n,r,i,s){let{x:o,y:a}=n,{x:l,y:u,length:c,rotate:f}=r,{length:d,rotate:h,anchor:p,shape:m,r:b}=this,[y,v]=Fn(this,i);return ue("svg:g",s).call(Ae,this,i,s).call(Ee,this,{x:l&&o,y:u&&a}).call(_=>_.selectAll().data(t).enter().append("path").call(ke,this).attr("transform",no`translate(${l?x=>l[x]:y},${u?x=>u[x]:v})${f?x=>` rotate(${f[x]})`:h?` rotate(${h})`:""}${p==="start"?"":p==="end"?c?x=>` translate(0,${c[x]})`:` translate(0,${d})`:c?x=>` translate(0,${c[x]/2})`:` translate(0,${d/2})`}`).attr("d",c?x=>{let S=_n();return m.draw(S,c[x],b),S}:(()=>{let x=_n();return m.draw(x,d,b),x})()).call(He,this,r)).node()}};function o2(e,t={}){let{x:n=ye,...r}=t;return new Uc(e,{...r,x:n})}function a2(e,t={}){let{y:n=ye,...r}=t;return new Uc(e,{...r,y:n})}function Lr(e,t){return arguments.length<2&&!$t(e)&&(t=e,e=null),t===void 0&&(t={}),[e,t]}function Hc({anchor:e}={},t){return e===void 0?t[0]:pt(e,"anchor",t)}function l2(e){return Hc(e,["left","right"])}function u2(e){return Hc(e,["right","left"])}function c2(e){return Hc(e,["bottom","top"])}function f2(e){return Hc(e,["top","bottom"])}function _g(){let[e,t]=Lr(...arguments);return p2("y",l2(t),e,t)}function d2(){let[e,t]=Lr(...arguments);return p2("fy",u2(t),e,t)}function $g(){let[e,t]=Lr(...arguments);return m2("x",c2(t),e,t)}function h2(){let[e,t]=Lr(...arguments);return m2("fx",f2(t),e,t)}function p2(e,t,n,{color:r="currentColor",opacity:i=1,stroke:s=r,strokeOpacity:o=i,strokeWidth:a=1,fill:l=r,fillOpacity:u=i,textAnchor:c,textStroke:f,textStrokeOpacity:d,textStrokeWidth:h,tickSize:p=e==="y"?6:0,tickPadding:m,tickRotate:b,x:y,margin:v,marginTop:_=v===void 0?20:v,marginRight:x=v===void 0?t==="right"?40:0:v,marginBottom:S=v===void 0?20:v,marginLeft:w=v===void 0?t==="left"?40:0:v,label:$,labelAnchor:k,labelArrow:M,labelOffset:N,ariaLabel:A=`${e}-axis`,...P}){return p=Te(p),m=Te(m),b=Te(b),k!==void 0&&(k=pt(k,"labelAnchor",["center","top","bottom"])),M=T2(M),rg(p&&!Ze(s)?I4(e,t,n,{stroke:s,strokeOpacity:o,strokeWidth:a,tickSize:p,tickPadding:m,tickRotate:b,x:y,ariaLabel:A,...P}):null,Ze(l)?null:D4(e,t,n,{fill:l,fillOpacity:u,stroke:f,strokeOpacity:d,strokeWidth:h,textAnchor:c,tickSize:p,tickPadding:m,tickRotate:b,x:y,marginTop:_,marginRight:x,marginBottom:S,marginLeft:w,ariaLabel:A,...P}),!Ze(l)&&$!==null?bg([],$2({fill:l,fillOpacity:u,...P},function(E,L,C,F,D){let K=F[e],{marginTop:O,marginRight:B,marginBottom:G,marginLeft:j}=e==="y"&&D.inset||D,H=k??(K.bandwidth?"center":"top"),oe=N??(t==="right"?B:j)-3;return H==="center"?(this.textAnchor=void 0,this.lineAnchor=t==="right"?"bottom":"top",this.frameAnchor=t,this.rotate=-90):(this.textAnchor=t==="right"?"end":"start",this.lineAnchor=H,this.frameAnchor=`${H}-${t}`,this.rotate=0),this.dy=H==="top"?3-O:H==="bottom"?G-3:0,this.dx=t==="right"?oe:-oe,this.ariaLabel=`${A} label`,{facets:[[0]],channels:{text:{value:[C2(e,K,{anchor:t,label:$,labelAnchor:H,labelArrow:M})]}}}})):null)}function m2(e,t,n,{color:r="currentColor",opacity:i=1,stroke:s=r,strokeOpacity:o=i,strokeWidth:a=1,fill:l=r,fillOpacity:u=i,textAnchor:c,textStroke:f,textStrokeOpacity:d,textStrokeWidth:h,tickSize:p=e==="x"?6:0,tickPadding:m,tickRotate:b,y,margin:v,marginTop:_=v===void 0?t==="top"?30:0:v,marginRight:x=v===void 0?20:v,marginBottom:S=v===void 0?t==="bottom"?30:0:v,marginLeft:w=v===void 0?20:v,label:$,labelAnchor:k,labelArrow:M,labelOffset:N,ariaLabel:A=`${e}-axis`,...P}){return p=Te(p),m=Te(m),b=Te(b),k!==void 0&&(k=pt(k,"labelAnchor",["center","left","right"])),M=T2(M),rg(p&&!Ze(s)?L4(e,t,n,{stroke:s,strokeOpacity:o,strokeWidth:a,tickSize:p,tickPadding:m,tickRotate:b,y,ariaLabel:A,...P}):null,Ze(l)?null:O4(e,t,n,{fill:l,fillOpacity:u,stroke:f,strokeOpacity:d,strokeWidth:h,textAnchor:c,tickSize:p,tickPadding:m,tickRotate:b,y,marginTop:_,marginRight:x,marginBottom:S,marginLeft:w,ariaLabel:A,...P}),!Ze(l)&&$!==null?bg([],$2({fill:l,fillOpacity:u,...P},function(E,L,C,F,D){let K=F[e],{marginTop:O,marginRight:B,marginBottom:G,marginLeft:j}=e==="x"&&D.inset||D,H=k??(K.bandwidth?"center":"right"),oe=N??(t==="top"?O:G)-3;return H==="center"?(this.frameAnchor=t,this.textAnchor=void 0):(this.frameAnchor=`${t}-${H}`,this.textAnchor=H==="right"?"end":"start"),this.lineAnchor=t,this.dy=t==="top"?-oe:oe,this.dx=H==="right"?B-3:H==="left"?3-j:0,this.ariaLabel=`${A} label`,{facets:[[0]],channels:{text:{value:[C2(e,K,{anchor:t,label:$,labelAnchor:H,labelArrow:M})]}}}})):null)}function I4(e,t,n,{strokeWidth:r=1,strokeLinecap:i=null,strokeLinejoin:s=null,facetAnchor:o=t+(e==="y"?"-empty":""),frameAnchor:a=t,tickSize:l,inset:u=0,insetLeft:c=u,insetRight:f=u,dx:d=0,y:h=e==="y"?void 0:null,ariaLabel:p,...m}){return io(a2,e,n,{ariaLabel:`${p} tick`,ariaHidden:!0},{strokeWidth:r,strokeLinecap:i,strokeLinejoin:s,facetAnchor:o,frameAnchor:a,y:h,...m,dx:t==="left"?+d-Ue+ +c:+d+Ue-f,anchor:"start",length:l,shape:t==="left"?q4:V4})}function L4(e,t,n,{strokeWidth:r=1,strokeLinecap:i=null,strokeLinejoin:s=null,facetAnchor:o=t+(e==="x"?"-empty":""),frameAnchor:a=t,tickSize:l,inset:u=0,insetTop:c=u,insetBottom:f=u,dy:d=0,x:h=e==="x"?void 0:null,ariaLabel:p,...m}){return io(o2,e,n,{ariaLabel:`${p} tick`,ariaHidden:!0},{strokeWidth:r,strokeLinejoin:s,strokeLinecap:i,facetAnchor:o,frameAnchor:a,x:h,...m,dy:t==="bottom"?+d-Ue-f:+d+Ue+ +c,anchor:"start",length:l,shape:t==="bottom"?F4:B4})}function D4(e,t,n,{facetAnchor:r=t+(e==="y"?"-empty":""),frameAnchor:i=t,tickSize:s,tickRotate:o=0,tickPadding:a=Math.max(3,9-s)+(Math.abs(o)>60?4*Math.cos(o*ug):0),text:l,textAnchor:u=Math.abs(o)>60?"middle":t==="left"?"end":"start",lineAnchor:c=o>60?"top":o<-60?"bottom":"middle",fontVariant:f,inset:d=0,insetLeft:h=d,insetRight:p=d,dx:m=0,ariaLabel:b,y=e==="y"?void 0:null,...v}){return io(t2,e,n,{ariaLabel:`${b} tick label`},{facetAnchor:r,frameAnchor:i,text:l,textAnchor:u,lineAnchor:c,fontVariant:f,rotate:o,y,...v,dx:t==="left"?+m-s-a+ +h:+m+ +s+ +a-p},function(_,x,S,w,$){f===void 0&&(this.fontVariant=k2(_)),l===void 0&&($.text=S2(_,x,S,w,t))})}function O4(e,t,n,{facetAnchor:r=t+(e==="x"?"-empty":""),frameAnchor:i=t,tickSize:s,tickRotate:o=0,tickPadding:a=Math.max(3,9-s)+(Math.abs(o)>=10?4*Math.cos(o*ug):0),text:l,textAnchor:u=Math.abs(o)>=10?o<0^t==="bottom"?"start":"end":"middle",lineAnchor:c=Math.abs(o)>=10?"middle":t==="bottom"?"top":"bottom",fontVariant:f,inset:d=0,insetTop:h=d,insetBottom:p=d,dy:m=0,x:b=e==="x"?void 0:null,ariaLabel:y,...v}){return io(e2,e,n,{ariaLabel:`${y} tick label`},{facetAnchor:r,frameAnchor:i,text:l===void 0?null:l,textAnchor:u,lineAnchor:c,fontVariant:f,rotate:o,x:b,...v,dy:t==="bottom"?+m+ +s+ +a-p:+m-s-a+ +h},function(_,x,S,w,$){f===void 0&&(this.fontVariant=k2(_)),l===void 0&&($.text=S2(_,x,S,w,t))})}function g2(){let[e,t]=Lr(...arguments);return x2("y",l2(t),e,t)}function b2(){let[e,t]=Lr(...arguments);return x2("fy",u2(t),e,t)}function y2(){let[e,t]=Lr(...arguments);return w2("x",c2(t),e,t)}function v2(){let[e,t]=Lr(...arguments);return w2("fx",f2(t),e,t)}function x2(e,t,n,{y:r=e==="y"?void 0:null,x:i=null,x1:s=t==="left"?i:null,x2:o=t==="right"?i:null,ariaLabel:a=`${e}-grid`,ariaHidden:l=!0,...u}){return io(mn,e,n,{ariaLabel:a,ariaHidden:l},{y:r,x1:s,x2:o,..._2(u)})}function w2(e,t,n,{x:r=e==="x"?void 0:null,y:i=null,y1:s=t==="top"?i:null,y2:o=t==="bottom"?i:null,ariaLabel:a=`${e}-grid`,ariaHidden:l=!0,...u}){return io(Nt,e,n,{ariaLabel:a,ariaHidden:l},{x:r,y1:s,y2:o,..._2(u)})}function _2({color:e="currentColor",opacity:t=.1,stroke:n=e,strokeOpacity:r=t,strokeWidth:i=1,...s}){return{stroke:n,strokeOpacity:r,strokeWidth:i,...s}}function $2({fill:e,fillOpacity:t,fontFamily:n,fontSize:r,fontStyle:i,fontVariant:s,fontWeight:o,monospace:a,pointerEvents:l,shapeRendering:u,clip:c=!1},f){return[,e]=_t(e),[,t]=Ne(t),{facet:"super",x:null,y:null,fill:e,fillOpacity:t,fontFamily:n,fontSize:r,fontStyle:i,fontVariant:s,fontWeight:o,monospace:a,pointerEvents:l,shapeRendering:u,clip:c,initializer:f}}function io(e,t,n,r,i,s){let o;function a(c,f,d,h,p,m){let b=c==null&&(t==="fx"||t==="fy"),{[t]:y}=h;if(!y)throw new Error(`missing scale: ${t}`);let v=y.domain(),{interval:_,ticks:x,tickFormat:S,tickSpacing:w=t==="x"?80:35}=i;if(typeof x=="string"&&M2(y)&&(_=x,x=void 0),x===void 0&&(x=Ln(_,y.type)??z4(y,w)),c==null){if($t(x))c=In(x);else if(Pr(x))c=wg(x,...tt(v));else if(y.interval){let k=y.interval;if(y.ticks){let[M,N]=tt(v),A=(N-M)/k[Os];k=dm(k,A/x)??k,c=wg(k,M,N)}else{c=v;let M=c.length;k=dm(k,M/x)??k,k!==y.interval&&(c=wg(k,...tt(c)))}if(k===y.interval){let M=Math.round(c.length/x);M>1&&(c=c.filter((N,A)=>A%M===0))}}else y.ticks?c=y.ticks(x):c=v;if(!y.ticks&&c.length&&c!==v){let k=new vn(v);c=c.filter(M=>k.has(M)),c.length||St(`Warning: the ${t}-axis ticks appear to not align with the scale domain, resulting in no ticks. Try different ticks?`)}t==="y"||t==="x"?f=[mt(c)]:o[t]={scale:t,value:ye}}s?.call(this,y,c,x,S,o);let $=Object.fromEntries(Object.entries(o).map(([k,M])=>[k,{...M,value:Se(c,M.value)}]));return b&&(f=m.filterFacets(c,$)),{data:c,facets:f,channels:$}}let l=lr(i).initializer,u=e(n,lr({...i,initializer:a},l));return n==null?(o=u.channels,u.channels={}):o={},r!==void 0&&Object.assign(u,r),u.clip===void 0&&(u.clip=!1),u}function z4(e,t){let[n,r]=tt(e.range());return(r-n)/t}function S2(e,t,n,r,i){return{value:ka(e,t,n,r,i)}}function ka(e,t,n,r,i){return typeof r=="function"&&!(e.type==="log"&&e.tickFormat)?r:r===void 0&&t&&De(t)?Iw(e.type,t,i)??zn:e.tickFormat?e.tickFormat(typeof n=="number"?n:null,r):typeof r=="string"&&e.domain().length>0?(De(e.domain())?An:$n)(r):r===void 0?zn:Rt(r)}function wg(e,t,n){return e.range(t,e.offset(e.floor(n)))}var F4={draw(e,t){e.moveTo(0,0),e.lineTo(0,t)}},B4={draw(e,t){e.moveTo(0,0),e.lineTo(0,-t)}},q4={draw(e,t){e.moveTo(0,0),e.lineTo(-t,0)}},V4={draw(e,t){e.moveTo(0,0),e.lineTo(t,0)}};function k2(e){return e.bandwidth&&!e.interval?void 0:"tabular-nums"}function C2(e,t,{anchor:n,label:r=t.label,labelAnchor:i,labelArrow:s}={}){if(!(r==null||r.inferred&&M2(t)&&/^(date|time|year)$/i.test(r))){if(r=String(r),s==="auto"&&(s=(!t.bandwidth||t.interval)&&!/[↑↓→←]/.test(r)),!s)return r;if(s===!0){let o=l$(t);o&&(s=/x$/.test(e)||i==="center"?/x$/.test(e)===o<0?"left":"right":o<0?"up":"down")}switch(s){case"left":return`\u2190 ${r}`;case"right":return`${r} \u2192`;case"up":return n==="right"?`${r} \u2191`:`\u2191 ${r}`;case"down":return n==="right"?`${r} \u2193`:`\u2193 ${r}`}return r}}function T2(e="auto"){return Ze(e)?!1:typeof e=="boolean"?e:pt(e,"labelArrow",["auto","up","right","down","left"])}function M2(e){return De(e.domain())}function A2(e,t){if(t==null)return t;let n=e(t);if(!n)throw new Error(`scale not found: ${t}`);return n}function E2(e,{opacity:t,...n}={}){if(!On(e)&&!Km(e))throw new Error(`swatches legend requires ordinal or threshold color scale (not ${e.type})`);return P2(e,n,(r,i,s,o)=>r.append("svg").attr("width",s).attr("height",o).attr("fill",i.scale).attr("fill-opacity",Ne(t)[1]).append("rect").attr("width","100%").attr("height","100%"))}function R2(e,{fill:t=e.hint?.fill!==void 0?e.hint.fill:"none",fillOpacity:n=1,stroke:r=e.hint?.stroke!==void 0?e.hint.stroke:Ze(t)?"currentColor":"none",strokeOpacity:i=1,strokeWidth:s=1.5,r:o=4.5,...a}={},l){let[u,c]=_t(t),[f,d]=_t(r),h=A2(l,u),p=A2(l,f),m=o*o*Math.PI;return n=Ne(n)[1],i=Ne(i)[1],s=Ne(s)[1],P2(e,a,(b,y,v,_)=>b.append("svg").attr("viewBox","-8 -8 16 16").attr("width",v).attr("height",_).attr("fill",u==="color"?x=>h.scale(x):c).attr("fill-opacity",n).attr("stroke",f==="color"?x=>p.scale(x):d).attr("stroke-opacity",i).attr("stroke-width",s).append("path").attr("d",x=>{let S=_n();return e.scale(x).draw(S,m),S}))}function P2(e,t={},n){let{columns:r,tickFormat:i,fontVariant:s=Dc(e),swatchSize:o=15,swatchWidth:a=o,swatchHeight:l=o,marginLeft:u=0,className:c,style:f,width:d}=t,h=Js(t);c=Qs(c),i=ka(e.scale,e.domain,void 0,i);let p=ue("div",h).attr("class",`${c}-swatches ${c}-swatches-${r!=null?"columns":"wrap"}`),m;return r!=null?(m=`:where(.${c}-swatches-columns .${c}-swatch) {
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
${m}`)).style("margin-left",u?`${+u}px`:null).style("width",d===void 0?null:`${+d}px`).style("font-variant",Ie(s,"normal")).call(eo,f).node()}var Sg=new Map([["symbol",R2],["color",L2],["opacity",U4]]);function N2(e,t,n={}){return(r,i)=>{if(!Sg.has(r))throw new Error(`unknown legend type: ${r}`);if(r in e)return Sg.get(r)(e[r],I2(t,n[r],i),s=>e[s])}}function I2({className:e,...t},{label:n,ticks:r,tickFormat:i}={},s){return t_(s,{className:e,...t},{label:n,ticks:r,tickFormat:i})}function L2(e,{legend:t=!0,...n}){if(t===!0&&(t=e.type==="ordinal"?"swatches":"ramp"),e.domain!==void 0)switch(`${t}`.toLowerCase()){case"swatches":return E2(e,n);case"ramp":return L$(e,n);default:throw new Error(`unknown legend type: ${t}`)}}function U4({type:e,interpolate:t,...n},{legend:r=!0,color:i=an(0,0,0),...s}){if(!t)throw new Error(`${e} opacity scales are not supported`);if(r===!0&&(r="ramp"),`${r}`.toLowerCase()!=="ramp")throw new Error(`${r} opacity legends are not supported`);return L2({type:e,...n,interpolate:H4(i)},{legend:r,...s})}function H4(e){let{r:t,g:n,b:r}=an(e)||an(0,0,0);return i=>`rgba(${t},${n},${r},${i})`}function D2(e,t,n){let r=[];for(let[i,s]of Sg){let o=n[i];if(o?.legend&&i in e){let a=s(e[i],I2(t,e[i],o),l=>e[l]);a!=null&&r.push(a)}}return r}function so(e={},t="y"){return _m(e)?e:{...e,[t]:ye}}function O2(e,t){if(t.length===1)return{data:e,facets:t};let n=Rr(e),r=new Uint8Array(n),i=0;for(let a of t)for(let l of a)r[l]&&++i,r[l]=1;if(i===0)return{data:e,facets:t};e=Ar(e);let s=e[mm]=new Uint32Array(n+i);t=t.map(a=>Ar(a,Uint32Array));let o=n;r.fill(0);for(let a of t)for(let l=0,u=a.length;l<u;++l){let c=a[l];r[c]?(a[l]=o,e[o]=e[c],s[o]=c,++o):s[c]=c,r[c]=1}return{data:e,facets:t}}function Y4(e={},t={}){arguments.length===1&&([e,t]=G4(e));let{x1:n,x:r=n,y:i,...s}=t,[o,a,l,u]=W4(r,i,"x","y",e,s);return{...o,x1:n,x:a,y1:l,y2:u,y:pa(l,u)}}function oo({y:e,y1:t,y2:n,...r}={}){return r=Ti(r,"x"),t===void 0&&n===void 0?Y4({y:e,...r}):([t,n]=Hw(e,t,n),{...r,y1:t,y2:n})}function G4(e){let{offset:t,order:n,reverse:r,...i}=e;return[{offset:t,order:n,reverse:r},i]}var j4={length:!0};function W4(e,t=Fw,n,r,{offset:i,order:s,reverse:o},a){if(t===null)throw new Error(`stack requires ${r}`);let l=qs(a),[u,c]=Xt(e),[f,d]=Vs(t),[h,p]=Vs(t);return f.hint=h.hint=j4,i=K4(i),s=J4(s,i,r),[Ci(a,(m,b,y)=>{({data:m,facets:b}=O2(m,b));let v=e==null?void 0:c(ma(Se(m,e),y?.[n])),_=Se(m,t,Float64Array),x=Se(m,l),S=s&&s(m,v,_,x),w=Rr(m),$=d(new Float64Array(w)),k=p(new Float64Array(w)),M=[];for(let N of b){let A=v?Array.from(Jr(N,P=>v[P]).values()):[N];if(S)for(let P of A)P.sort(S);for(let P of A){let E=0,L=0;o&&P.reverse();for(let C of P){let F=_[C];F<0?E=k[C]=($[C]=E)+F:F>0?L=k[C]=($[C]=L)+F:k[C]=$[C]=L}}M.push(A)}return i&&i(M,$,k,x),{data:m,facets:b}}),u,f,h]}function K4(e){if(e!=null){if(typeof e=="function")return e;switch(`${e}`.toLowerCase()){case"expand":case"normalize":return X4;case"center":case"silhouette":return Z4;case"wiggle":return q2}throw new Error(`unknown offset: ${e}`)}}function B2(e,t){let n=0,r=0;for(let i of e){let s=t[i];s<n&&(n=s),s>r&&(r=s)}return[n,r]}function X4(e,t,n){for(let r of e)for(let i of r){let[s,o]=B2(i,n);for(let a of i){let l=1/(o-s||1);t[a]=l*(t[a]-s),n[a]=l*(n[a]-s)}}}function Z4(e,t,n){for(let r of e){for(let i of r){let[s,o]=B2(i,n);for(let a of i){let l=(o+s)/2;t[a]-=l,n[a]-=l}}V2(r,t,n)}U2(e,t,n)}function q2(e,t,n,r){for(let i of e){let s=new Ot,o=0;for(let a of i){let l=-1,u=a.map(h=>Math.abs(n[h]-t[h])),c=a.map(h=>{l=r?r[h]:++l;let p=n[h]-t[h],m=s.has(l)?p-s.get(l):0;return s.set(l,p),m}),f=[0,...gy(c)];for(let h of a)t[h]+=o,n[h]+=o;let d=rn(u);d&&(o-=rn(u,(h,p)=>(c[p]/2+f[p])*h)/d)}V2(i,t,n)}U2(e,t,n)}function V2(e,t,n){let r=zt(e,i=>zt(i,s=>t[s]));for(let i of e)for(let s of i)t[s]-=r,n[s]-=r}function U2(e,t,n){let r=e.length;if(r===1)return;let i=e.map(a=>a.flat()),s=i.map(a=>(zt(a,l=>t[l])+ct(a,l=>n[l]))/2),o=zt(s);for(let a=0;a<r;a++){let l=o-s[a];for(let u of i[a])t[u]+=l,n[u]+=l}}function J4(e,t,n){if(e===void 0&&t===q2)return z2(lt);if(e!=null){if(typeof e=="string"){let r=e.startsWith("-"),i=r?vi:lt;switch((r?e.slice(1):e).toLowerCase()){case"value":case n:return Q4(i);case"z":return e8(i);case"sum":return t8(i);case"appearance":return n8(i);case"inside-out":return z2(i)}return F2(bm(e))}if(typeof e=="function")return(e.length===1?F2:r8)(e);if(ln(e))return i8(e);throw new Error(`invalid order: ${e}`)}}function Q4(e){return(t,n,r)=>(i,s)=>e(r[i],r[s])}function e8(e){return(t,n,r,i)=>(s,o)=>e(i[s],i[o])}function t8(e){return Yc(e,(t,n,r,i)=>au(mt(t),s=>rn(s,o=>r[o]),s=>i[s]))}function n8(e){return Yc(e,(t,n,r,i)=>au(mt(t),s=>n[cd(s,o=>r[o])],s=>i[s]))}function z2(e){return Yc(e,(t,n,r,i)=>{let s=mt(t),o=au(s,f=>n[cd(f,d=>r[d])],f=>i[f]),a=Xn(s,f=>rn(f,d=>r[d]),f=>i[f]),l=[],u=[],c=0;for(let f of o)c<0?(c+=a.get(f),l.push(f)):(c-=a.get(f),u.push(f));return u.reverse().concat(l)})}function F2(e){return t=>{let n=Se(t,e);return(r,i)=>lt(n[r],n[i])}}function r8(e){return t=>ln(t)?(n,r)=>e(t[n],t[r]):(n,r)=>e(t.get(n),t.get(r))}function i8(e){return Yc(lt,()=>e)}function Yc(e,t){return(n,r,i,s)=>{if(!s)throw new Error("missing channel: z");let o=new Ot(t(n,r,i,s).map((a,l)=>[a,l]));return(a,l)=>e(o.get(s[a]),o.get(s[l]))}}var s8={ariaLabel:"rect"},Wc=class extends ve{constructor(t,n={}){let{x1:r,y1:i,x2:s,y2:o}=n;super(t,{x1:{value:r,scale:"x",type:r!=null&&s==null?"band":void 0,optional:!0},y1:{value:i,scale:"y",type:i!=null&&o==null?"band":void 0,optional:!0},x2:{value:s,scale:"x",optional:!0},y2:{value:o,scale:"y",optional:!0}},n,s8),Ca(this,n),Ta(this,n)}render(t,n,r,i,s){let{x:o,y:a}=n,{x1:l,y1:u,x2:c,y2:f}=r,{marginTop:d,marginRight:h,marginBottom:p,marginLeft:m,width:b,height:y}=i,{projection:v}=s,{insetTop:_,insetRight:x,insetBottom:S,insetLeft:w}=this,{rx:$,ry:k,rx1y1:M,rx1y2:N,rx2y1:A,rx2y2:P}=this;(l||c)&&!v&&hn(o)&&(l=c=null),(u||f)&&!v&&hn(a)&&(u=f=null);let E=o?.bandwidth?o.bandwidth():0,L=a?.bandwidth?a.bandwidth():0;return ue("svg:g",s).call(Ae,this,i,s).call(Ee,this,{},0,0).call(C=>C.selectAll().data(t).enter().call(M||N||A||P?F=>F.append("path").call(ke,this).call(Ma,l&&c?D=>l[D]+(c[D]<l[D]?-x:w):l?D=>l[D]+w:m+w,u&&f?D=>u[D]+(f[D]<u[D]?-S:_):u?D=>u[D]+_:d+_,l&&c?D=>c[D]-(c[D]<l[D]?-w:x):l?D=>l[D]+E-x:b-h-x,u&&f?D=>f[D]-(f[D]<u[D]?-_:S):u?D=>u[D]+L-S:y-p-S,this).call(He,this,r):F=>F.append("rect").call(ke,this).attr("x",l?c?D=>Math.min(l[D],c[D])+w:D=>l[D]+w:m+w).attr("y",u?f?D=>Math.min(u[D],f[D])+_:D=>u[D]+_:d+_).attr("width",l?c?D=>Math.max(0,Math.abs(c[D]-l[D])+E-w-x):E-w-x:b-h-m-x-w).attr("height",u?f?D=>Math.max(0,Math.abs(u[D]-f[D])+L-_-S):L-_-S:y-d-p-_-S).call(Q,"rx",$).call(Q,"ry",k).call(He,this,r))).node()}};function Ca(e,{inset:t=0,insetTop:n=t,insetRight:r=t,insetBottom:i=t,insetLeft:s=t}={}){e.insetTop=Te(n),e.insetRight=Te(r),e.insetBottom=Te(i),e.insetLeft=Te(s)}function Ta(e,{r:t,rx:n,ry:r,rx1:i=t,ry1:s=t,rx2:o=t,ry2:a=t,rx1y1:l=i!==void 0?+i:s!==void 0?+s:0,rx1y2:u=i!==void 0?+i:a!==void 0?+a:0,rx2y1:c=o!==void 0?+o:s!==void 0?+s:0,rx2y2:f=o!==void 0?+o:a!==void 0?+a:0}={}){l||u||c||f?(e.rx1y1=l,e.rx1y2=u,e.rx2y1=c,e.rx2y2=f):(e.rx=Ie(n,"auto"),e.ry=Ie(r,"auto"))}function Ma(e,t,n,r,i,s){let{rx1y1:o,rx1y2:a,rx2y1:l,rx2y2:u}=s;typeof t!="function"&&(t=Rt(t)),typeof n!="function"&&(n=Rt(n)),typeof r!="function"&&(r=Rt(r)),typeof i!="function"&&(i=Rt(i));let c=Math.max(Math.abs(o+l),Math.abs(a+u)),f=Math.max(Math.abs(o+a),Math.abs(l+u));e.attr("d",d=>{let h=t(d),p=n(d),m=r(d),b=i(d),y=h>m,v=p>b,_=y?m:h,x=y?h:m,S=v?b:p,w=v?p:b,$=Math.min(1,(x-_)/c,(w-S)/f),k=$*(y?v?u:l:v?a:o),M=$*(y?v?a:o:v?u:l),N=$*(y?v?o:a:v?l:u),A=$*(y?v?l:u:v?o:a);return`M${_},${S+jc(k,A)}A${k},${k} 0 0 ${k<0?0:1} ${_+Gc(k,A)},${S}H${x-Gc(M,N)}A${M},${M} 0 0 ${M<0?0:1} ${x},${S+jc(M,N)}V${w-jc(N,M)}A${N},${N} 0 0 ${N<0?0:1} ${x-Gc(N,M)},${w}H${_+Gc(A,k)}A${A},${A} 0 0 ${A<0?0:1} ${_},${w-jc(A,k)}Z`})}function Gc(e,t){return t<0?e:Math.abs(e)}function jc(e,t){return t<0?Math.abs(e):e}function Dr(e,t={}){return mc(t)||(t={...t,x:un,y2:ye,interval:1}),new Wc(e,oo(H$(so(t))))}var o8={ariaLabel:"frame",fill:"none",stroke:"currentColor",clip:!1},a8={ariaLabel:"frame",fill:null,stroke:"currentColor",strokeLinecap:"square",clip:!1},kg=class extends ve{constructor(t={}){let{anchor:n=null}=t;super(zs,void 0,t,n==null?o8:a8),this.anchor=wm(n,"anchor",["top","right","bottom","left"]),Ca(this,t),n||Ta(this,t)}render(t,n,r,i,s){let{marginTop:o,marginRight:a,marginBottom:l,marginLeft:u,width:c,height:f}=i,{anchor:d,insetTop:h,insetRight:p,insetBottom:m,insetLeft:b}=this,{rx:y,ry:v,rx1y1:_,rx1y2:x,rx2y1:S,rx2y2:w}=this,$=u+b,k=c-a-p,M=o+h,N=f-l-m;return ue(d?"svg:line":_||x||S||w?"svg:path":"svg:rect",s).datum(0).call(Ae,this,i,s).call(ke,this).call(He,this,r).call(Ee,this,{}).call(d==="left"?A=>A.attr("x1",$).attr("x2",$).attr("y1",M).attr("y2",N):d==="right"?A=>A.attr("x1",k).attr("x2",k).attr("y1",M).attr("y2",N):d==="top"?A=>A.attr("x1",$).attr("x2",k).attr("y1",M).attr("y2",M):d==="bottom"?A=>A.attr("x1",$).attr("x2",k).attr("y1",N).attr("y2",N):_||x||S||w?A=>A.call(Ma,$,M,k,N,this):A=>A.attr("x",$).attr("y",M).attr("width",k-$).attr("height",N-M).attr("rx",y).attr("ry",v)).node()}};function G2(e){return new kg(e)}var Cg={ariaLabel:"tip",fill:"var(--plot-background)",stroke:"currentColor"},l8=new Set(["geometry","href","src","ariaLabel","scales"]),Tg=class extends ve{constructor(t,n={}){n.tip&&(n={...n,tip:!1}),n.title===void 0&&$t(t)&&yc(t)&&(n={...n,title:ye});let{x:r,y:i,x1:s,x2:o,y1:a,y2:l,anchor:u,preferredAnchor:c="bottom",monospace:f,fontFamily:d=f?"ui-monospace, monospace":void 0,fontSize:h,fontStyle:p,fontVariant:m,fontWeight:b,lineHeight:y=1,lineWidth:v=20,frameAnchor:_,format:x,textAnchor:S="start",textOverflow:w,textPadding:$=8,title:k,pointerSize:M=12,pathFilter:N="drop-shadow(0 3px 4px rgba(0,0,0,0.2))"}=n;super(t,{x:{value:s!=null&&o!=null?null:r,scale:"x",optional:!0},y:{value:a!=null&&l!=null?null:i,scale:"y",optional:!0},x1:{value:s,scale:"x",optional:o==null},y1:{value:a,scale:"y",optional:l==null},x2:{value:o,scale:"x",optional:s==null},y2:{value:l,scale:"y",optional:a==null},title:{value:k,optional:!0}},n,Cg),this.anchor=xc(u,"anchor"),this.preferredAnchor=xc(c,"preferredAnchor"),this.frameAnchor=Nr(_),this.textAnchor=Ie(S,"middle"),this.textPadding=+$,this.pointerSize=+M,this.pathFilter=Oe(N),this.lineHeight=+y,this.lineWidth=+v,this.textOverflow=gg(w),this.monospace=!!f,this.fontFamily=Oe(d),this.fontSize=Te(h),this.fontStyle=Oe(p),this.fontVariant=Oe(m),this.fontWeight=Oe(b);for(let A in Cg)A in this.channels&&(this[A]=Cg[A]);this.splitLines=vg(this),this.clipLine=xg(this),this.format=typeof x=="string"||typeof x=="function"?{title:x}:{...x}}render(t,n,r,i,s){let o=this,{x:a,y:l,fx:u,fy:c}=n,{ownerSVGElement:f,document:d}=s,{anchor:h,monospace:p,lineHeight:m,lineWidth:b}=this,{textPadding:y,pointerSize:v,pathFilter:_}=this,{marginTop:x,marginLeft:S}=i,{x1:w,y1:$,x2:k,y2:M,x:N=w??k,y:A=$??M}=r,P=u?u(t.fx)-S:0,E=c?c(t.fy)-x:0,[L,C]=Fn(this,i),F=ag(r,L),D=lg(r,C),K=p?Vc:qc,O=K(Ai),B,G;"title"in r?(B=j2.call(this,{title:r.channels.title},n),G=d8):(B=j2.call(this,r.channels,n),G=h8);let j=ue("svg:g",s).call(Ae,this,i,s).call(yg,this).call(Ee,this,{x:N&&a,y:A&&l}).call(le=>le.selectAll().data(t).enter().append("g").attr("transform",ce=>`translate(${Math.round(F(ce))},${Math.round(D(ce))})`).call(ke,this).call(ce=>ce.append("path").attr("filter",_)).call(ce=>ce.append("text").each(function(V){let ee=sn(this);this.setAttribute("fill","currentColor"),this.setAttribute("fill-opacity",1),this.setAttribute("stroke","none");let I=G.call(o,V,t,B,n,r);if(typeof I=="string")for(let q of o.splitLines(I))H(ee,{value:o.clipLine(q)});else{let q=new Set;for(let W of I){let{label:R=""}=W;R&&q.has(R)||(q.add(R),H(ee,W))}}})));function H(le,{label:ce,value:V,color:ee,opacity:I}){ce??="",V??="";let q=ee!=null||I!=null,W,R=b*100,[fe]=Ei(ce,R,K,O);if(fe>=0)ce=ce.slice(0,fe).trimEnd()+Ai,W=V.trim(),V="";else{(ce||!V&&!q)&&(V=" "+V);let[pe]=Ei(V,R-K(ce),K,O);pe>=0&&(W=V.trim(),V=V.slice(0,pe).trimEnd()+Ai)}let Z=le.append("tspan").attr("x",0).attr("dy",`${m}em`).text("\u200B");ce&&Z.append("tspan").attr("font-weight","bold").text(ce),V&&Z.append(()=>d.createTextNode(V)),q&&Z.append("tspan").text(" \u25A0").attr("fill",ee).attr("fill-opacity",I).style("user-select","none"),W&&Z.append("title").text(W)}function oe(){let{width:le,height:ce}=i.facet??i;j.selectChildren().each(function(V){let{x:ee,width:I,height:q}=this.getBBox();I=Math.round(I),q=Math.round(q);let W=h;if(W===void 0){let Z=F(V)+P,pe=D(V)+E,$e=Z+I+v+y*2<le,nt=Z-I-v-y*2>0,hr=pe+q+v+y*2<ce,Fr=pe-q-v-y*2>0;W=$e&&nt?hr&&Fr?o.preferredAnchor:Fr?"bottom":"top":hr&&Fr?$e?"left":"right":($e||nt)&&(hr||Fr)?`${Fr?"bottom":"top"}-${$e?"left":"right"}`:o.preferredAnchor}let R=this.firstChild,fe=this.lastChild;if(R.setAttribute("d",f8(W,v,y,I,q)),ee)for(let Z of fe.childNodes)Z.setAttribute("x",-ee);fe.setAttribute("y",`${+u8(W,fe.childNodes.length,m).toFixed(6)}em`),fe.setAttribute("transform",`translate(${c8(W,v,y,I,q)})`)}),j.attr("visibility",null)}return t.length&&(j.attr("visibility","hidden"),f.isConnected?Promise.resolve().then(oe):typeof requestAnimationFrame<"u"&&requestAnimationFrame(oe)),j.node()}};function Z2(e,{x:t,y:n,...r}={}){return r.frameAnchor===void 0&&([t,n]=fn(t,n)),new Tg(e,{...r,x:t,y:n})}function u8(e,t,n){return/^top(?:-|$)/.test(e)?.94-n:-.29-t*n}function c8(e,t,n,r,i){switch(e){case"middle":return[-r/2,i/2];case"top-left":return[n,t+n];case"top":return[-r/2,t/2+n];case"top-right":return[-r-n,t+n];case"right":return[-t/2-r-n,i/2];case"bottom-left":return[n,-t-n];case"bottom":return[-r/2,-t/2-n];case"bottom-right":return[-r-n,-t-n];case"left":return[n+t/2,i/2]}}function f8(e,t,n,r,i){let s=r+n*2,o=i+n*2;switch(e){case"middle":return`M${-s/2},${-o/2}h${s}v${o}h${-s}z`;case"top-left":return`M0,0l${t},${t}h${s-t}v${o}h${-s}z`;case"top":return`M0,0l${t/2},${t/2}h${(s-t)/2}v${o}h${-s}v${-o}h${(s-t)/2}z`;case"top-right":return`M0,0l${-t},${t}h${t-s}v${o}h${s}z`;case"right":return`M0,0l${-t/2},${-t/2}v${t/2-o/2}h${-s}v${o}h${s}v${t/2-o/2}z`;case"bottom-left":return`M0,0l${t},${-t}h${s-t}v${-o}h${-s}z`;case"bottom":return`M0,0l${t/2},${-t/2}h${(s-t)/2}v${-o}h${-s}v${o}h${(s-t)/2}z`;case"bottom-right":return`M0,0l${-t},${-t}h${t-s}v${-o}h${s}z`;case"left":return`M0,0l${t/2},${-t/2}v${t/2-o/2}h${s}v${o}h${-s}v${t/2-o/2}z`}}function j2(e,t){let n={},r=this.format;r=W2(r,e,"x"),r=W2(r,e,"y"),this.format=r;for(let i in r){let s=r[i];if(!(s===null||s===!1))if(i==="fx"||i==="fy")n[i]=!0;else{let o=Om(e,i);o&&(n[i]=o)}}for(let i in e){if(i in n||i in r||l8.has(i)||(i==="x"||i==="y")&&e.geometry)continue;let s=Om(e,i);if(s){if(s.scale==null&&s.defaultScale==="color")continue;n[i]=s}}this.facet&&(t.fx&&!("fx"in r)&&(n.fx=!0),t.fy&&!("fy"in r)&&(n.fy=!0));for(let i in n){let s=this.format[i];if(typeof s=="string"){let o=n[i]?.value??t[i]?.domain()??[];this.format[i]=(De(o)?An:$n)(s)}else if(s===void 0||s===!0){let o=t[i];this.format[i]=o?.bandwidth?ka(o,o.domain()):zn}}return n}function W2(e,t,n){if(!(n in e))return e;let r=`${n}1`,i=`${n}2`;if((r in e||!(r in t))&&(i in e||!(i in t)))return e;let s=Object.entries(e),o=e[n];return s.splice(s.findIndex(([a])=>a===n)+1,0,[r,o],[i,o]),Object.fromEntries(s)}function d8(e,t,{title:n}){return this.format.title(n.value[e],e)}function*h8(e,t,n,r,i){for(let s in n){if(s==="fx"||s==="fy"){yield{label:Kc(r,n,s),value:this.format[s](t[s],e)};continue}if(s==="x1"&&"x2"in n||s==="y1"&&"y2"in n)continue;let o=n[s];if(s==="x2"&&"x1"in n)yield{label:X2(r,n,"x"),value:K2(this.format.x2,n.x1,o,e)};else if(s==="y2"&&"y1"in n)yield{label:X2(r,n,"y"),value:K2(this.format.y2,n.y1,o,e)};else{let a=o.value[e],l=o.scale;if(!Wt(a)&&l==null)continue;yield{label:Kc(r,n,s),value:this.format[s](a,e),color:l==="color"?i[s][e]:null,opacity:l==="opacity"?i[s][e]:null}}}}function K2(e,t,n,r){return n.hint?.length?`${e(n.value[r]-t.value[r],r)}`:`${e(t.value[r],r)}\u2013${e(n.value[r],r)}`}function X2(e,t,n){let r=Kc(e,t,`${n}1`,n),i=Kc(e,t,`${n}2`,n);return r===i?r:`${r}\u2013${i}`}function Kc(e,t,n,r=n){let i=t[n],s=e[i?.scale??n];return String(s?.label??i?.label??r)}function Ye(e={}){let{facet:t,style:n,title:r,subtitle:i,caption:s,ariaLabel:o,ariaDescription:a}=e,l=Qs(e.className),u=e.marks===void 0?[]:Q2(e.marks);u.push(...v8(u));let c=b8(t,e),f=new Map;for(let O of u){let B=eS(O,c,e);B&&f.set(O,B)}let d=new Map;c&&Aa(d,[c],e),Aa(d,f,e);let h=Q2(x8(u,d,e));for(let O of h){let B=eS(O,c,e);B&&f.set(O,B)}u.unshift(...h);let p=h$(d,e);if(p!==void 0){let O=c?Ec(p,c):void 0;for(let G of u){if(G.facet===null||G.facet==="super")continue;let j=f.get(G);j!==void 0&&(j.facetsIndex=G.fx!=null||G.fy!=null?Ec(p,j):O)}let B=new Set;for(let{facetsIndex:G}of f.values())G?.forEach((j,H)=>{j?.length>0&&B.add(H)});p.forEach(0<B.size&&B.size<p.length?(G,j)=>G.empty=!B.has(j):G=>G.empty=!1);for(let G of u)if(G.facet==="exclude"){let j=f.get(G);j!==void 0&&(j.facetsIndex=g$(j.facetsIndex))}}for(let O of we.keys())Fs(e[O])&&O!=="fx"&&O!=="fy"&&d.set(O,[]);let m=new Map;for(let O of u){if(m.has(O))throw new Error("duplicate mark; each mark must be unique");let{facetsIndex:B,channels:G}=f.get(O)??{},{data:j,facets:H,channels:oe}=O.initialize(B,G,e);Eg(oe,e),m.set(O,{data:j,facets:H,channels:oe})}let b=wa(Aa(d,m,e),e),y=R$(b,u,e);a$(b,y);let v=jm(b),{fx:_,fy:x}=v,S=_||x?Wm(b,y):y,w=_||x?T8(v,y):y,$=Js(e),k=$.document,M=ys("svg").call(k.documentElement),N=M;$.ownerSVGElement=M,$.className=l,$.projection=v$(e,S),$.path=function(){return Ko(this.projection??k$(v))},$.filterFacets=(O,B)=>Ec(p,{channels:B,groups:Mc(O,B)}),$.getMarkState=O=>{let B=m.get(O),G=f.get(O);return{...B,channels:{...B.channels,...G?.channels}}},$.dispatchValue=O=>{N.value!==O&&(N.value=O,N.dispatchEvent(new $.document.defaultView.Event("input",{bubbles:!0})))};let A=new Set;for(let[O,B]of m)if(O.initializer!=null){let G=O.facet==="super"?w:S,j=O.initializer(B.data,B.facets,B.channels,v,G,$);if(j.data!==void 0&&(B.data=j.data),j.facets!==void 0&&(B.facets=j.facets),j.channels!==void 0){let{fx:H,fy:oe,...le}=j.channels;g8(le),Object.assign(B.channels,le);for(let ce of Object.values(le)){let{scale:V}=ce;V!=null&&!s_(we.get(V))&&(rS(ce,e),A.add(V))}(H!=null||oe!=null)&&f.set(O,!0)}}if(A.size){let O=new Map;Aa(O,m,e,H=>A.has(H)),Aa(d,m,e,H=>A.has(H));let B=C8(wa(O,e),b),{scales:G,...j}=jm(B);Object.assign(b,B),Object.assign(v,j),Object.assign(v.scales,G)}let P,E;p!==void 0&&(P={x:_?.domain(),y:x?.domain()},p=p$(p,P),E=m$(_,x,y));for(let[O,B]of m)B.values=O.scale(B.channels,v,$);let{width:L,height:C}=y;sn(M).attr("class",l).attr("fill","currentColor").attr("font-family","system-ui, sans-serif").attr("font-size",10).attr("text-anchor","middle").attr("width",L).attr("height",C).attr("viewBox",`0 0 ${L} ${C}`).attr("aria-label",o).attr("aria-description",a).call(O=>O.append("style").text(`:where(.${l}) {
  --plot-background: white;
  display: block;
  height: auto;
  height: intrinsic;
  max-width: 100%;
}
:where(.${l} text),
:where(.${l} tspan) {
  white-space: pre;
}`)).call(eo,n);for(let O of u){let{channels:B,values:G,facets:j}=m.get(O);if(p===void 0||O.facet==="super"){let H=null;if(j&&(H=j[0],H=O.filter(H,B,G),H.length===0))continue;let oe=O.render(H,v,G,w,$);if(oe==null)continue;M.appendChild(oe)}else{let H;for(let oe of p){if(!(O.facetAnchor?.(p,P,oe)??!oe.empty))continue;let le=null;if(j){let V=f.has(O);if(le=j[V?oe.i:0],le=O.filter(le,B,G),le.length===0)continue;!V&&le===j[0]&&(le=Yw(le)),le.fx=oe.x,le.fy=oe.y,le.fi=oe.i}let ce=O.render(le,v,G,S,$);if(ce!=null){(H??=sn(M).append("g")).append(()=>ce).datum(oe);for(let V of["aria-label","aria-description","aria-hidden","transform"])ce.hasAttribute(V)&&(H.attr(V,ce.getAttribute(V)),ce.removeAttribute(V))}}H?.selectChildren().each(E)}}let F=D2(b,$,e),{figure:D=r!=null||i!=null||s!=null||F.length>0}=e;D&&(N=k.createElement("figure"),N.className=`${l}-figure`,N.style.maxWidth="initial",r!=null&&N.append(J2(k,r,"h2")),i!=null&&N.append(J2(k,i,"h3")),N.append(...F,M),s!=null&&N.append(p8(k,s)),"value"in M&&(N.value=M.value,delete M.value)),N.scale=f$(v.scales),N.legend=N2(b,$,e);let K=V_();return K>0&&sn(M).append("text").attr("x",L).attr("y",20).attr("dy","-1em").attr("text-anchor","end").attr("font-family","initial").text("\u26A0\uFE0F").append("title").text(`${K.toLocaleString("en-US")} warning${K===1?"":"s"}. Please check the console.`),N}function J2(e,t,n){if(t.ownerDocument)return t;let r=e.createElement(n);return r.append(t),r}function p8(e,t){let n=e.createElement("figcaption");return n.append(t),n}function Q2(e){return e.flat(1/0).filter(t=>t!=null).map(m8)}function m8(e){return typeof e.render=="function"?e:new Ag(e)}var Ag=class extends ve{constructor(t){if(typeof t!="function")throw new TypeError("invalid mark; missing render function");super(),this.render=t}render(){}};function Eg(e,t){for(let n in e)rS(e[n],t);return e}function rS(e,t){let{scale:n,transform:r=!0}=e;if(n==null||!r)return;let{type:i,percent:s,interval:o,transform:a=s?l=>l==null?NaN:l*100:$m(o,i)}=t[n]??{};a!=null&&(e.value=xe(e.value,a),e.transform=!1)}function g8(e){for(let t in e)Dm(t,e[t])}function Aa(e,t,n,r=Bw){for(let{channels:i}of t.values())for(let s in i){let o=i[s],{scale:a}=o;if(a!=null&&r(a))if(a==="projection"){if(!_$(n)){let l=n.x?.domain===void 0,u=n.y?.domain===void 0;if(l||u){let[c,f]=S$(o);l&&Mg(e,"x",c),u&&Mg(e,"y",f)}}}else Mg(e,a,o)}return e}function Mg(e,t,n){let r=e.get(t);r!==void 0?r.push(n):e.set(t,[n])}function b8(e,t){if(e==null)return;let{x:n,y:r}=e;if(n==null&&r==null)return;let i=ar(e.data);if(i==null)throw new Error("missing facet data");let s={};n!=null&&(s.fx=Gs(i,{value:n,scale:"fx"})),r!=null&&(s.fy=Gs(i,{value:r,scale:"fy"})),Eg(s,t);let o=Mc(i,s);return{channels:s,groups:o,data:e.data}}function eS(e,t,n){if(e.facet===null||e.facet==="super")return;let{fx:r,fy:i}=e;if(r!=null||i!=null){let l=ar(e.data??r??i);if(l===void 0)throw new Error(`missing facet data in ${e.ariaLabel}`);if(l===null)return;let u={};return r!=null&&(u.fx=Gs(l,{value:r,scale:"fx"})),i!=null&&(u.fy=Gs(l,{value:i,scale:"fy"})),Eg(u,n),{channels:u,groups:Mc(l,u)}}if(t===void 0)return;let{channels:s,groups:o,data:a}=t;if(e.facet!=="auto"||e.data===a)return{channels:s,groups:o};a.length>0&&(o.size>1||o.size===1&&s.fx&&s.fy&&[...o][0][1].size>1)&&Rr(ar(e.data))===Rr(a)&&St(`Warning: the ${e.ariaLabel} mark appears to use faceted data, but isn\u2019t faceted. The mark data has the same length as the facet data and the mark facet option is "auto", but the mark data and facet data are distinct. If this mark should be faceted, set the mark facet option to true; otherwise, suppress this warning by setting the mark facet option to false.`)}function y8(e,t={}){return lr({...t,x:null,y:null},(n,r,i,s,o,a)=>a.getMarkState(e))}function v8(e){let t=[];for(let n of e){let r=n.tip;if(r){r===!0?r={}:typeof r=="string"&&(r={pointer:r});let{pointer:i,preferredAnchor:s}=r;i=/^x$/i.test(i)?I$:/^y$/i.test(i)?og:N$,r=i(y8(n,r)),r.title=null,s===void 0&&(r.preferredAnchor=i===og?"left":"bottom");let o=Z2(n.data,r);o.facet=n.facet,o.facetAnchor=n.facetAnchor,t.push(o)}}return t}function x8(e,t,n){let{projection:r,x:i={},y:s={},fx:o={},fy:a={},axis:l,grid:u,facet:c={},facet:{axis:f=l,grid:d}=c,x:{axis:h=l,grid:p=h===null?null:u}=i,y:{axis:m=l,grid:b=m===null?null:u}=s,fx:{axis:y=f,grid:v=y===null?null:d}=o,fy:{axis:_=f,grid:x=_===null?null:d}=a}=n;(r||!Fs(i)&&!tS("x",e))&&(h=p=null),(r||!Fs(s)&&!tS("y",e))&&(m=b=null),t.has("fx")||(y=v=null),t.has("fy")||(_=x=null),h===void 0&&(h=!Jc(e,"x")),m===void 0&&(m=!Jc(e,"y")),y===void 0&&(y=!Jc(e,"fx")),_===void 0&&(_=!Jc(e,"fy")),h===!0&&(h="bottom"),m===!0&&(m="left"),y===!0&&(y=h==="top"||h===null?"bottom":"top"),_===!0&&(_=m==="right"||m===null?"left":"right");let S=[];return Zc(S,x,b2,a),Xc(S,_,d2,"right","left",c,a),Zc(S,v,v2,o),Xc(S,y,h2,"top","bottom",c,o),Zc(S,b,g2,s),Xc(S,m,_g,"left","right",n,s),Zc(S,p,y2,i),Xc(S,h,$g,"bottom","top",n,i),S}function Xc(e,t,n,r,i,s,o){if(!t)return;let a=w8(t);o=_8(a?r:t,s,o);let{line:l}=o;(n===_g||n===$g)&&l&&!_i(l)&&e.push(G2($8(o))),e.push(n(o)),a&&e.push(n({...o,anchor:i,label:null}))}function Zc(e,t,n,r){!t||_i(t)||e.push(n(S8(t,r)))}function w8(e){return/^\s*both\s*$/i.test(e)}function _8(e,t,{line:n=t.line,ticks:r,tickSize:i,tickSpacing:s,tickPadding:o,tickFormat:a,tickRotate:l,fontVariant:u,ariaLabel:c,ariaDescription:f,label:d=t.label,labelAnchor:h,labelArrow:p=t.labelArrow,labelOffset:m}){return{anchor:e,line:n,ticks:r,tickSize:i,tickSpacing:s,tickPadding:o,tickFormat:a,tickRotate:l,fontVariant:u,ariaLabel:c,ariaDescription:f,label:d,labelAnchor:h,labelArrow:p,labelOffset:m}}function $8(e){let{anchor:t,line:n}=e;return{anchor:t,facetAnchor:t+"-empty",stroke:n===!0?void 0:n}}function S8(e,{stroke:t=Us(e)?e:void 0,ticks:n=k8(e)?e:void 0,tickSpacing:r,ariaLabel:i,ariaDescription:s}){return{stroke:t,ticks:n,tickSpacing:r,ariaLabel:i,ariaDescription:s}}function k8(e){switch(typeof e){case"number":return!0;case"string":return!Us(e)}return $t(e)||typeof e?.range=="function"}function Jc(e,t){let n=`${t}-axis `;return e.some(r=>r.ariaLabel?.startsWith(n))}function tS(e,t){for(let n of t)for(let r in n.channels){let{scale:i}=n.channels[r];if(i===e||i==="projection")return!0}return!1}function C8(e,t){for(let n in e){let r=e[n],i=t[n];r.label===void 0&&i&&(r.label=i.label)}return e}function T8({fx:e,fy:t},n){let{marginTop:r,marginRight:i,marginBottom:s,marginLeft:o,width:a,height:l}=Cc(n),u=e&&nS(e),c=t&&nS(t);return{marginTop:t?c[0]:r,marginRight:e?a-u[1]:i,marginBottom:t?l-c[1]:s,marginLeft:e?u[0]:o,inset:{marginTop:n.marginTop,marginRight:n.marginRight,marginBottom:n.marginBottom,marginLeft:n.marginLeft},width:a,height:l}}function nS(e){let t=e.domain();if(t.length===0)return[0,e.bandwidth()];let n=e(t[0]),r=e(t[t.length-1]);return r<n&&([n,r]=[r,n]),[n,r+e.bandwidth()]}var M8=new Map([["basis",rw],["basis-closed",sw],["basis-open",aw],["bundle",uw],["bump-x",Z1],["bump-y",J1],["cardinal",cw],["cardinal-closed",fw],["cardinal-open",dw],["catmull-rom",pw],["catmull-rom-closed",gw],["catmull-rom-open",yw],["linear",bi],["linear-closed",xw],["monotone-x",$w],["monotone-y",Sw],["natural",Cw],["step",Tw],["step-after",Aw],["step-before",Mw]]);function Rg(e=bi,t){if(typeof e=="function")return e;let n=M8.get(`${e}`.toLowerCase());if(!n)throw new Error(`unknown curve: ${e}`);if(t!==void 0){if("beta"in n)return n.beta(t);if("tension"in n)return n.tension(t);if("alpha"in n)return n.alpha(t)}return n}function iS(e=Ea,t){return typeof e!="function"&&`${e}`.toLowerCase()==="auto"?Ea:Rg(e,t)}function Ea(e){return bi(e)}function A8(e={y:"count"},t={}){[e,t]=P8(e,t);let{x:n,y:r}=t;return R8(N8(n,t,ye),null,null,r,e,to(t))}function E8(e,t,n={}){if(n?.interval==null)return n;let{reduce:r=_c}=n,i={filter:null};return n[t]!=null&&(i[t]=r),n[`${t}1`]!=null&&(i[`${t}1`]=r),n[`${t}2`]!=null&&(i[`${t}2`]=r),e(i,n)}function Qc(e={}){return E8(A8,"y",Ti(e,"x"))}function R8(e,t,n,r,{data:i=Im,filter:s=ga,sort:o,reverse:a,...l}={},u={}){e=sS(e),t=sS(t),l=L8(l,u),i=uS(i,ye),o=o==null?void 0:aS("sort",o,u),s=s==null?void 0:lS("filter",s,u),n!=null&&ba(l,"x","x1","x2")&&(n=null),r!=null&&ba(l,"y","y1","y2")&&(r=null);let[c,f]=Xt(e),[d,h]=Xt(e),[p,m]=Xt(t),[b,y]=Xt(t),[v,_]=n!=null?[n,"x"]:r!=null?[r,"y"]:[],[x,S]=Xt(v),{x:w,y:$,z:k,fill:M,stroke:N,x1:A,x2:P,y1:E,y2:L,domain:C,cumulative:F,thresholds:D,interval:K,...O}=u,[B,G]=Xt(k),[j]=_t(M),[H]=_t(N),[oe,le]=Xt(j),[ce,V]=Xt(H);return{..."z"in u&&{z:B||k},..."fill"in u&&{fill:oe||M},..."stroke"in u&&{stroke:ce||N},...Ci(O,(ee,I,q)=>{let W=ma(Se(ee,v),q?.[_]),R=Se(ee,k),fe=Se(ee,j),Z=Se(ee,H),pe=m_(l,{z:R,fill:fe,stroke:Z}),$e=[],nt=[],hr=W&&S([]),Fr=R&&G([]),Yk=fe&&le([]),Gk=Z&&V([]),cb=e&&f([]),jk=e&&h([]),fb=t&&m([]),Wk=t&&y([]),Kk=z8(e,t,ee),Xk=0;for(let Di of l)Di.initialize(ee);o&&o.initialize(ee),s&&s.initialize(ee);for(let Di of I){let db=[];for(let Oi of l)Oi.scope("facet",Di);o&&o.scope("facet",Di),s&&s.scope("facet",Di);for(let[Oi,Zk]of Nm(Di,pe))for(let[Jk,ul]of Nm(Zk,W))for(let[gn,Bn]of Kk(ul))if(pe&&(Bn.z=Oi),!(s&&!s.reduce(gn,Bn))){db.push(Xk++),nt.push(i.reduceIndex(gn,ee,Bn)),W&&hr.push(Jk),R&&Fr.push(pe===R?Oi:R[(gn.length>0?gn:ul)[0]]),fe&&Yk.push(pe===fe?Oi:fe[(gn.length>0?gn:ul)[0]]),Z&&Gk.push(pe===Z?Oi:Z[(gn.length>0?gn:ul)[0]]),cb&&(cb.push(Bn.x1),jk.push(Bn.x2)),fb&&(fb.push(Bn.y1),Wk.push(Bn.y2));for(let Qk of l)Qk.reduce(gn,Bn);o&&o.reduce(gn,Bn)}$e.push(db)}return g_($e,o,a),{data:nt,facets:$e}}),...!ba(l,"x")&&(c?{x1:c,x2:d,x:pa(c,d)}:{x:w,x1:A,x2:P}),...!ba(l,"y")&&(p?{y1:p,y2:b,y:pa(p,b)}:{y:$,y1:E,y2:L}),...x&&{[_]:x},...Object.fromEntries(l.map(({name:ee,output:I})=>[ee,I]))}}function P8({cumulative:e,domain:t,thresholds:n,interval:r,...i},s){return[i,{cumulative:e,domain:t,thresholds:n,interval:r,...s}]}function N8(e,{cumulative:t,domain:n,thresholds:r,interval:i},s){return e={...Dn(e)},e.domain===void 0&&(e.domain=n),e.cumulative===void 0&&(e.cumulative=t),e.thresholds===void 0&&(e.thresholds=r),e.interval===void 0&&(e.interval=i),e.value===void 0&&(e.value=s),e.thresholds=I8(e.thresholds,e.interval),e}function sS(e){if(e==null)return;let{value:t,cumulative:n,domain:r=tt,thresholds:i}=e,s=o=>{let a=Se(o,t),l;if(De(a)||O8(i)){a=xe(a,xm,Float64Array);let[c,f]=typeof r=="function"?r(a):r,d=typeof i=="function"&&!Pr(i)?i(a,c,f):i;typeof d=="number"&&(d=Yu(c,f,d)),Pr(d)&&(r===tt&&(c=d.floor(c),f=d.offset(d.floor(f))),d=d.range(c,d.offset(f))),l=d}else{a=Nn(a);let[c,f]=typeof r=="function"?r(a):r,d=typeof i=="function"&&!Pr(i)?i(a,c,f):i;if(typeof d=="number")if(r===tt){let h=hs(c,f,d);if(isFinite(h))if(h>0){let p=Math.round(c/h),m=Math.round(f/h);p*h<=c||--p,m*h>f||++m;let b=m-p+1;d=new Float64Array(b);for(let y=0;y<b;++y)d[y]=(p+y)*h}else if(h<0){h=-h;let p=Math.round(c*h),m=Math.round(f*h);p/h<=c||--p,m/h>f||++m;let b=m-p+1;d=new Float64Array(b);for(let y=0;y<b;++y)d[y]=(p+y)/h}else d=[c];else d=[c]}else d=vr(c,f,d);else Pr(d)&&(r===tt&&(c=d.floor(c),f=d.offset(d.floor(f))),d=d.range(c,d.offset(f)));l=d}let u=[];if(l.length===1)u.push([l[0],l[0]]);else for(let c=1;c<l.length;++c)u.push([l[c-1],l[c]]);return u.bin=(n<0?B8:n>0?F8:Pg)(u,l,a),u};return s.label=dn(t),s}function I8(e,t,n=oS){if(e===void 0)return t===void 0?n:Ln(t);if(typeof e=="string"){switch(e.toLowerCase()){case"freedman-diaconis":return Ty;case"scott":return fd;case"sturges":return _y;case"auto":return oS}return da(e)}return e}function L8(e,t){return p_(e,t,aS)}function aS(e,t,n){return Rm(e,t,n,lS)}function lS(e,t,n){return Pm(e,t,n,uS)}function uS(e,t){return ya(e,t,D8)}function D8(e){switch(`${e}`.toLowerCase()){case"x":return q8;case"x1":return U8;case"x2":return H8;case"y":return V8;case"y1":return Y8;case"y2":return G8;case"z":return b_}throw new Error(`invalid bin reduce: ${e}`)}function oS(e,t,n){return Math.min(200,fd(e,t,n))}function O8(e){return Ww(e)||$t(e)&&De(e)}function z8(e,t,n){let r=e?.(n),i=t?.(n);return r&&i?function*(s){let o=r.bin(s);for(let[a,[l,u]]of r.entries()){let c=i.bin(o[a]);for(let[f,[d,h]]of i.entries())yield[c[f],{data:n,x1:l,y1:d,x2:u,y2:h}]}}:r?function*(s){let o=r.bin(s);for(let[a,[l,u]]of r.entries())yield[o[a],{data:n,x1:l,x2:u}]}:function*(s){let o=i.bin(s);for(let[a,[l,u]]of i.entries())yield[o[a],{data:n,y1:l,y2:u}]}}function Pg(e,t,n){return t=Nn(t),r=>{let i=e.map(()=>[]);for(let s of r)i[ms(t,n[s])-1]?.push(s);return i}}function F8(e,t,n){let r=Pg(e,t,n);return i=>{let s=r(i);for(let o=1,a=s.length;o<a;++o){let l=s[o-1],u=s[o];for(let c of l)u.push(c)}return s}}function B8(e,t,n){let r=Pg(e,t,n);return i=>{let s=r(i);for(let o=s.length-2;o>=0;--o){let a=s[o+1],l=s[o];for(let u of a)l.push(u)}return s}}function cS(e,t){let n=(+e+ +t)/2;return e instanceof Date?new Date(n):n}var q8={reduceIndex(e,t,{x1:n,x2:r}){return cS(n,r)}},V8={reduceIndex(e,t,{y1:n,y2:r}){return cS(n,r)}},U8={reduceIndex(e,t,{x1:n}){return n}},H8={reduceIndex(e,t,{x2:n}){return n}},Y8={reduceIndex(e,t,{y1:n}){return n}},G8={reduceIndex(e,t,{y2:n}){return n}};var W8={ariaLabel:"area",strokeWidth:1,strokeLinecap:"round",strokeLinejoin:"round",strokeMiterlimit:1},ef=class extends ve{constructor(t,n={}){let{x1:r,y1:i,x2:s,y2:o,z:a,curve:l,tension:u}=n;super(t,{x1:{value:r,scale:"x"},y1:{value:i,scale:"y"},x2:{value:s,scale:"x",optional:!0},y2:{value:o,scale:"y",optional:!0},z:{value:qs(n),optional:!0}},n,W8),this.z=a,this.curve=Rg(l,u)}filter(t){return t}render(t,n,r,i,s){let{x1:o,y1:a,x2:l=o,y2:u=a}=r;return ue("svg:g",s).call(Ae,this,i,s).call(Ee,this,n,0,0).call(c=>c.selectAll().data(Lc(t,[o,a,l,u],this,r)).enter().append("path").call(ke,this).call(Ic,this,r).attr("d",K1().curve(this.curve).defined(f=>f>=0).x0(f=>o[f]).y0(f=>a[f]).x1(f=>l[f]).y1(f=>u[f]))).node()}};function Ng(e,t){let{x:n=un,...r}=Qc(t);return new ef(e,oo(so({...r,x1:n,x2:void 0},n===un?"y2":"y")))}var K8={ariaLabel:"bar"},Ig=class extends ve{constructor(t,n,r={},i=K8){super(t,n,r,i),Ca(this,r),Ta(this,r)}render(t,n,r,i,s){let{rx:o,ry:a,rx1y1:l,rx1y2:u,rx2y1:c,rx2y2:f}=this,d=this._x(n,r,i),h=this._y(n,r,i),p=this._width(n,r,i),m=this._height(n,r,i);return ue("svg:g",s).call(Ae,this,i,s).call(this._transform,this,n).call(b=>b.selectAll().data(t).enter().call(l||u||c||f?y=>y.append("path").call(ke,this).call(Ma,d,h,fS(d,p),fS(h,m),this).call(He,this,r):y=>y.append("rect").call(ke,this).attr("x",d).attr("width",p).attr("y",h).attr("height",m).call(Q,"rx",o).call(Q,"ry",a).call(He,this,r))).node()}_x(t,{x:n},{marginLeft:r}){let{insetLeft:i}=this;return n?s=>n[s]+i:r+i}_y(t,{y:n},{marginTop:r}){let{insetTop:i}=this;return n?s=>n[s]+i:r+i}_width({x:t},{x:n},{marginRight:r,marginLeft:i,width:s}){let{insetLeft:o,insetRight:a}=this,l=n&&t?t.bandwidth():s-r-i;return Math.max(0,l-o-a)}_height({y:t},{y:n},{marginTop:r,marginBottom:i,height:s}){let{insetTop:o,insetBottom:a}=this,l=n&&t?t.bandwidth():s-r-i;return Math.max(0,l-o-a)}};function fS(e,t){return typeof e=="function"&&typeof t=="function"?n=>e(n)+t(n):typeof e=="function"?n=>e(n)+t:typeof t=="function"?n=>e+t(n):e+t}var tf=class extends Ig{constructor(t,n={},r){let{x:i,y1:s,y2:o}=n;super(t,{y1:{value:s,scale:"y"},y2:{value:o,scale:"y"},x:{value:i,scale:"x",type:"band",optional:!0}},n,r)}_transform(t,n,{y:r}){t.call(Ee,n,{y:r},0,0)}_y({y:t},{y1:n,y2:r},{marginTop:i}){let{insetTop:s}=this;return hn(t)?i+s:o=>Math.min(n[o],r[o])+s}_height({y:t},{y1:n,y2:r},{marginTop:i,marginBottom:s,height:o}){let{insetTop:a,insetBottom:l}=this;return hn(t)?o-i-s-a-l:u=>Math.max(0,Math.abs(r[u]-n[u])-a-l)}};function Lg(e,t={}){return mc(t)||(t={...t,x:un,y2:ye}),new tf(e,oo(zc(so(t))))}var X8={ariaLabel:"dot",fill:"none",stroke:"currentColor",strokeWidth:1.5};function Z8(e){return e.sort===void 0&&e.reverse===void 0?f_({channel:"-r"},e):e}var nf=class extends ve{constructor(t,n={}){let{x:r,y:i,r:s,rotate:o,symbol:a=yi,frameAnchor:l}=n,[u,c]=Ne(o,0),[f,d]=l_(a),[h,p]=Ne(s,f==null?3:4.5);super(t,{x:{value:r,scale:"x",optional:!0},y:{value:i,scale:"y",optional:!0},r:{value:h,scale:"r",filter:xi,optional:!0},rotate:{value:u,optional:!0},symbol:{value:f,scale:"auto",optional:!0}},Z8(n),X8),this.r=p,this.rotate=c,this.symbol=d,this.frameAnchor=Nr(l);let{channels:m}=this,{symbol:b}=m;if(b){let{fill:y,stroke:v}=m;b.hint={fill:y?y.value===b.value?"color":"currentColor":this.fill??"currentColor",stroke:v?v.value===b.value?"color":"currentColor":this.stroke??"none"}}}render(t,n,r,i,s){let{x:o,y:a}=n,{x:l,y:u,r:c,rotate:f,symbol:d}=r,{r:h,rotate:p,symbol:m}=this,[b,y]=Fn(this,i),v=m===yi,_=c?void 0:h*h*Math.PI;return Is(h)&&(t=[]),ue("svg:g",s).call(Ae,this,i,s).call(Ee,this,{x:l&&o,y:u&&a}).call(x=>x.selectAll().data(t).enter().append(v?"circle":"path").call(ke,this).call(v?S=>{S.attr("cx",l?w=>l[w]:b).attr("cy",u?w=>u[w]:y).attr("r",c?w=>c[w]:h)}:S=>{S.attr("transform",no`translate(${l?w=>l[w]:b},${u?w=>u[w]:y})${f?w=>` rotate(${f[w]})`:p?` rotate(${p})`:""}`).attr("d",c&&d?w=>{let $=_n();return d[w].draw($,c[w]*c[w]*Math.PI),$}:c?w=>{let $=_n();return m.draw($,c[w]*c[w]*Math.PI),$}:d?w=>{let $=_n();return d[w].draw($,_),$}:(()=>{let w=_n();return m.draw(w,_),w})())}).call(He,this,r)).node()}};function Ra(e,{x:t,y:n,...r}={}){return r.frameAnchor===void 0&&([t,n]=fn(t,n)),new nf(e,{...r,x:t,y:n})}var J8={ariaLabel:"line",fill:"none",stroke:"currentColor",strokeWidth:1.5,strokeLinecap:"round",strokeLinejoin:"round",strokeMiterlimit:1},Pa=class extends ve{constructor(t,n={}){let{x:r,y:i,z:s,curve:o,tension:a}=n;super(t,{x:{value:r,scale:"x"},y:{value:i,scale:"y"},z:{value:qs(n),optional:!0}},n,J8),this.z=s,this.curve=iS(o,a),Mi(this,n)}filter(t){return t}project(t,n,r){this.curve!==Ea&&super.project(t,n,r)}render(t,n,r,i,s){let{x:o,y:a}=r,{curve:l}=this;return ue("svg:g",s).call(Ae,this,i,s).call(Ee,this,n).call(u=>u.selectAll().data(Lc(t,[o,a],this,r)).enter().append("path").call(ke,this).call(Ic,this,r).call(z$,this,r,s).attr("d",l===Ea&&s.projection?Q8(s.path(),o,a):Hp().curve(l).defined(c=>c>=0).x(c=>o[c]).y(c=>a[c]))).node()}};function Q8(e,t,n){return t=Nn(t),n=Nn(n),r=>{let i=[],s=[i];for(let o of r)o===-1?(i=[],s.push(i)):i.push([t[o],n[o]]);return e({type:"MultiLineString",coordinates:s})}}function Dg(e,{x:t,y:n,...r}={}){return[t,n]=fn(t,n),new Pa(e,{...r,x:t,y:n})}function ao(e,{x:t=un,y:n=ye,...r}={}){return new Pa(e,Qc({...r,x:t,y:n}))}var eR={ariaLabel:"tick",fill:null,stroke:"currentColor"},Og=class extends ve{constructor(t,n,r){super(t,n,r,eR),Mi(this,r)}render(t,n,r,i,s){return ue("svg:g",s).call(Ae,this,i,s).call(this._transform,this,n).call(o=>o.selectAll().data(t).enter().append("line").call(ke,this).attr("x1",this._x1(n,r,i)).attr("x2",this._x2(n,r,i)).attr("y1",this._y1(n,r,i)).attr("y2",this._y2(n,r,i)).call(He,this,r).call($a,this,r,s)).node()}};var rf=class extends Og{constructor(t,n={}){let{x:r,y:i,inset:s=0,insetRight:o=s,insetLeft:a=s}=n;super(t,{y:{value:i,scale:"y"},x:{value:r,scale:"x",type:"band",optional:!0}},n),this.insetRight=Te(o),this.insetLeft=Te(a)}_transform(t,n,{y:r}){t.call(Ee,n,{y:r},0,Ue)}_x1({x:t},{x:n},{marginLeft:r}){let{insetLeft:i}=this;return n&&t?s=>n[s]+i:r+i}_x2({x:t},{x:n},{width:r,marginRight:i}){let{insetRight:s}=this;return n&&t?o=>n[o]+t.bandwidth()-s:r-i-s}_y1(t,{y:n}){return r=>n[r]}_y2(t,{y:n}){return r=>n[r]}};function sf(e,{y:t=ye,...n}={}){return new rf(e,{...n,y:t})}ve.prototype.plot=function({marks:e=[],...t}={}){return Ye({...t,marks:[...e,this]})};var Ia=340,Na=class extends X{constructor(){super();this.chart=null;this.histogram=null,this.metric=""}willUpdate(n){(n.has("histogram")||n.has("metric"))&&(this.chart=this.draw())}draw(){let n=this.histogram;return!n||n.bins.length===0?null:Ye({width:Ia,height:170,marginLeft:44,marginBottom:34,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{label:`gap (${this.metric})`,labelAnchor:"center",labelArrow:"none",nice:!1},y:{label:"labels",labelArrow:"none",grid:!0,ticks:Math.min(5,Math.max(...n.bins.map(r=>r.count)))},marks:[Dr(n.bins,{x1:"x0",x2:"x1",y:"count",fill:Hn,fillOpacity:.85,insetLeft:.5,insetRight:.5}),mn([0],{stroke:"#9e9e9e"}),Nt([0],{stroke:"#424242",strokeDasharray:"3,3"})]})}render(){let n=this.histogram;if(!n)return T;let{posInf:r,negInf:i,undefined:s}=n.nonFinite,o=[r?`${z(r)} at +\u221E`:"",i?`${z(i)} at \u2212\u221E`:"",s?`${z(s)} undefined`:""].filter(Boolean);return g`
      <h3>Gap distribution</h3>
      <div class="chart">${this.chart??g`<div class="muted">No finite gap to plot.</div>`}</div>
      <div class="note muted">
        ${z(n.finite)} finite gap${n.finite===1?"":"s"}${o.length?g`; not plotted: ${o.join(", ")}`:T}
      </div>
    `}};Na.properties={histogram:{attribute:!1},metric:{attribute:!1}},Na.styles=[te,Y`
      :host {
        display: block;
      }
      .chart {
        min-height: 40px;
      }
      .note {
        font-size: 11px;
      }
    `];customElements.define("fairness-gap-histogram",Na);var La=class extends X{constructor(){super();this.chart=null;this.distribution=null,this.k=100,this.sortLabel="",this.kText="100"}willUpdate(n){n.has("k")&&Number(this.kText)!==this.k&&(this.kText=String(this.k)),n.has("distribution")&&(this.chart=this.draw())}draw(){let n=this.distribution;if(!n||n.bins.length===0)return null;let r=Math.max(1,n.topShown),i=Math.max(1,n.allShown),s=n.bins.map(o=>({x0:o.x0,x1:o.x1,top:o.top/r,all:o.all/i}));return Ye({width:Ia,height:170,marginLeft:44,marginBottom:34,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{type:"log",label:"c(y): examples with the label",labelAnchor:"center",labelArrow:"none"},y:{label:"share of labels",labelArrow:"none",grid:!0,percent:!0},marks:[Dr(s,{x1:"x0",x2:"x1",y:"top",fill:Hn,fillOpacity:.85,insetLeft:.5,insetRight:.5}),Dr(s,{x1:"x0",x2:"x1",y:"all",fill:"none",stroke:"#616161",strokeWidth:1}),mn([0],{stroke:"#9e9e9e"})]})}onK(n){let r=n.target.value;this.kText=r;let i=Number(r);r.trim()!==""&&Number.isSafeInteger(i)&&i>=1&&this.dispatchEvent(new CustomEvent("topk-change",{detail:i,bubbles:!0,composed:!0}))}render(){let n=this.distribution;if(!n)return T;let r=Number(this.kText),i=!(this.kText.trim()!==""&&Number.isSafeInteger(r)&&r>=1);return g`
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
        <span class="key" style="background:${Hn}"></span>top ${z(n.k)}${n.topMedian!==null?g` (median c(y) ${z(n.topMedian)})`:T}
        <span class="key" style="border:1px solid #616161"></span>all ${z(n.allShown)} shown${n.allMedian!==null?g` (median ${z(n.allMedian)})`:T}${n.zero?g`; ${z(n.zero)} of the top with c(y) = 0 not plotted`:T}
      </div>
    `}};La.properties={distribution:{attribute:!1},k:{attribute:!1},sortLabel:{attribute:!1},kText:{state:!0}},La.styles=[te,Y`
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
    `];customElements.define("fairness-count-distribution",La);var Da=class extends X{constructor(n){super();this.request=new ze;this.shell=new yt(this,[this.request]);this.identitiesConfirmed=!1;this.order=null;this.search={regex:null,error:null};this.visible=new Int32Array(0);this.visibleList=[];this.histogram=null;this.counts=null;this.domain=[-1,1];this.api=n??new It,this.info=null,this.params=[],this.selection=Dl(),this.data=null}async load(){let{run:n,tag:r,step:i}=this.report,{metric:s,a:o,b:a,level:l,fdr:u,minCount:c,rankBy:f}=this.selection,d=!this.identitiesConfirmed;this.shell.start();let h={level:l===Yi?null:l,q:u===Gi?null:u,min_count:c,rank_by:f===Il?null:f},p;try{p=await this.request.run(m=>this.api.associations({run:n,tag:r,step:i,metric:s,a:o,b:a,...h},m))}catch(m){if(d&&(o!==null||a!==null)&&m instanceof pr&&m.status===400){this.setSelectionState({...this.selection,a:null,b:null}),this.load();return}this.data=null,this.shell.fail(m);return}p!==Le&&(this.data=p,this.identitiesConfirmed=!0,(this.selection.a===null||this.selection.metric!==p.metric)&&this.setSelectionState({...this.selection,a:p.a,metric:p.metric}),this.shell.ready())}setSelectionState(n){this.selection=n,et(this,zf(n))}onSelectionChange(n){let r=this.selection,i={...r,...n};n.rankBy!==void 0&&n.rankBy!==r.rankBy&&n.sort===void 0&&(i.sort=Ol(n.rankBy),i.dir="desc"),this.setSelectionState(i),(i.rankBy!==r.rankBy||i.level!==r.level||i.fdr!==r.fdr||i.minCount!==r.minCount||i.metric!==r.metric||i.a!==r.a||i.b!==r.b)&&((i.a!==r.a||i.b!==r.b)&&(this.identitiesConfirmed=!0),this.load())}resetSelection(){this.setSelectionState(Dl()),this.identitiesConfirmed=!1,this.report.step!==null?gr(this,{step:null}):this.load()}downloadCsv(){let n=this.data;if(!n)return;let r=Tt(["fairness",n.run,n.tag,`step${n.step}`,n.metric,n.a,"vs",n.b??"rest"]);Mt(f0(n,this.visible),r)}willUpdate(n){if(!this.hasUpdated)this.selection=x0(this.params),et(this,zf(this.selection)),this.load();else if(n.has("report")){let h=n.get("report");h&&(h.run!==this.report.run||h.tag!==this.report.tag)&&(this.identitiesConfirmed=!1),(!h||h.run!==this.report.run||h.tag!==this.report.tag||h.step!==this.report.step)&&this.load()}let r=n.get("selection"),i=this.selection,s=this.data,o=n.has("data"),a=r===void 0,l=!a&&(r.sort!==i.sort||r.dir!==i.dir),u=a||r.search!==i.search,c=a||r.gap[0]!==i.gap[0]||r.gap[1]!==i.gap[1]||r.count[0]!==i.count[0]||r.count[1]!==i.count[1]||r.significantOnly!==i.significantOnly,f=a||r.topK!==i.topK;if(u&&(this.search=Bi(i.search)),!s){this.order=null,this.visible=new Int32Array(0),this.visibleList=[],this.histogram=null,this.counts=null;return}(o||l||this.order===null)&&(this.order=w0(s,i.sort,i.dir)),o&&(this.domain=T0(s));let d=!1;(o||l||u||c)&&(this.visible=_0(s,this.order,{search:this.search.regex,gap:i.gap,count:i.count,significantOnly:i.significantOnly}),this.visibleList=Array.from(this.visible),d=!0),d&&(this.histogram=S0(s,this.visible)),(d||f)&&(this.counts=k0(s,this.visible,i.topK))}renderSummary(n){let r=new Map(n.identities.map(a=>[a.name,a.count])),i=a=>r.has(a)?g` (${z(r.get(a))})`:T,s=n.identities.filter(a=>a.name!==n.a).length,o=this.info?.description??"";return g`<div class="summary" data-shown=${this.visible.length} data-total=${n.rows}>
      ${o?g`<span class="description">${o}</span>`:T}
      <span><b>N</b> = ${z(n.n)} examples · step ${n.step}</span>
      ${Xi(this.visible.length,n.rows,"labels")}
      <span
        >A = <b>${n.a}</b>${i(n.a)} vs B =
        ${n.b===null?g`<b>rest</b> <span class="muted">(mean over ${s} other identit${s===1?"y":"ies"})</span>`:g`<b>${n.b}</b>${i(n.b)}`}</span
      >
      ${n.excluded_labels.length?g`<span class="muted" title="Identities that are predicted labels are left out of the rows"
            >not ranked: ${n.excluded_labels.join(", ")}</span
          >`:T}
    </div>`}renderLegend(n){let r=M0(n);return g`<div class="legend" data-significant=${n.significant} data-insufficient=${n.insufficient}>
      <span class="interval">${r.interval}</span>
      <span class="significance"><span class="star">${r.significance.slice(0,1)}</span>${r.significance.slice(1)}</span>
      <span class="insufficient"><span class="grey"></span>${r.insufficient}</span>
      ${r.overlap?g`<span class="warning" role="note">⚠ ${r.overlap}</span>`:T}
    </div>`}render(){let n=this.selection,r=this.data,i=r?.metrics?.length?r.metrics:v0.map(a=>({name:a,title:"",range:null})),s=this.shell.loading,o=`${n.sort} ${n.dir==="desc"?"\u25BC":"\u25B2"}`;return g`
      <fairness-controls
        .selection=${n}
        .metrics=${i}
        .identities=${r?.identities??[]}
        .reportMinCount=${r?.min_count??ji}
        .searchError=${this.search.error}
        .canDownload=${r!==null&&!s}
        @selection-change=${a=>this.onSelectionChange(a.detail)}
        @download-csv=${()=>this.downloadCsv()}
        ><slot name="report" slot="report"></slot
      ></fairness-controls>
      ${this.shell.renderError("Could not load the report",[{label:"Reset the selection",run:()=>this.resetSelection()}])}
      ${this.shell.renderContent(r,a=>g`${this.renderSummary(a)} ${this.renderLegend(a)}
            <div class="main ${s?"stale":""}">
              <fairness-table
                .table=${a}
                .rows=${this.visibleList}
                .sort=${n.sort}
                .dir=${n.dir}
                .names=${{a:a.a,b:a.b_label,metric:a.metric}}
                .stats=${{level:a.level,q:a.q,minCount:a.min_count,domain:this.domain}}
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
    `}};Da.properties={...mr,selection:{state:!0},data:{state:!0}},Da.styles=[te,ot,Wr,Kr,Lt,Y`
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
    `];customElements.define("fairness-associations-view",Da);var dS={kind:Fi,title:"label-association",render:(e,t)=>g`<fairness-associations-view .report=${e.report} .info=${e.info} .params=${e.params}
      >${t}</fairness-associations-view
    >`,hint:()=>g`No label-association reports: log one with <code>w.label_associations(…)</code>, one set of predicted
      label names per example with the identities among them (or a 0/1 matrix with <code>label_names=</code>, or
      scores with <code>threshold=</code>).`,example:`# One set of predicted label names per example; the identities are among them.
predictions = [{"man", "skateboard"}, {"woman", "apron"}, {"woman", "skateboard"}]
w.label_associations("associations/val", 0, predictions, identities=["man", "woman"])`};var tR={class:{sub:"ground truth",title:"The ground-truth class"},n:{sub:"examples",title:"Examples of the class"},cramers_v:{sub:"Cram\xE9r's V",title:"Cram\xE9r's V of the table groups \xD7 predicted labels for this class: how strongly what the model predicts depends on the group (0: not at all)"},band:{sub:"effect size",title:"negligible < 0.1 \u2264 small < 0.3 \u2264 medium < 0.5 \u2264 large"},p_value:{sub:"\u03C7\xB2 test",title:'p-value of the chi-square test of "group and prediction independent" for this class; classes without V last'},accuracy:{sub:"of the class",title:"Accuracy on the examples of the class"},worst_group:{sub:"lowest accuracy",title:"The group with the lowest accuracy on this class"},worst_group_accuracy:{sub:"of the worst group",title:"Accuracy of the class's worst group"},gap:{sub:"accuracy \u2212 worst",title:"Accuracy of the class minus that of its worst group"}},nR="Sorted last in both directions and left out of SkewSize.",rR=["class","n","cramers_v","band","interval","p_value","mark","accuracy","worst_group","worst_group_accuracy","gap"],zg=64,Fg=14;function iR([e,t],n,[r,i]){let o=f=>Math.min(zg-3,Math.max(3,(f-r)/(i-r)*(zg-6)+3)),a=Fg/2,l=o(e),u=o(t),c=[.1,.3,.5].filter(f=>f<i).map(f=>`M${o(f)},1V${Fg-1}`).join("");return g`<svg class="whisker" width=${zg} height=${Fg} aria-hidden="true">
    <path class="edge" d=${c}></path>
    <path class="bar" d=${`M${l},${a}H${u}M${l},${a-3}V${a+3}M${u},${a-3}V${a+3}`}></path>
    <circle class="dot" cx=${o(n)} cy=${a} r="2.5"></circle>
  </svg>`}var Oa=class extends X{constructor(){super();this.renderRow=(n,r)=>{let i=this.table,s=i.columns,o=s.class[n],a=s.cramers_v[n],l=i.states.cramers_v[n],u=`Undefined: ${l&&this.reasons[l]||l||"no value"}. ${nR}`,c=`Undefined: ${this.reasons.no_examples??"no examples of this class"}.`,f=s.band[n],d=s.worst_group[n],h=o===this.selected,p=o0(i,n,this.reasons),m=Pf(this.stats.q);return g`<div
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
      <div class="cell num" role="cell" data-col="n">${z(s.n[n])}</div>
      ${this.numberCell("cramers_v",a,Un(a),u)}
      ${f?g`<div class="cell" role="cell" data-col="band" data-band=${f}>
            <span class="chip" style="background:${Xr[f]}"></span>${f}
          </div>`:g`<div class="cell undef" role="cell" data-col="band" title=${u}>—</div>`}
      ${p.interval&&a!==null?g`<div
            class="cell interval"
            role="cell"
            data-col="interval"
            data-lower=${String(p.interval[0])}
            data-upper=${String(p.interval[1])}
            title=${`V = ${a}; ${Ui(this.stats.level)} interval of the population V: [${p.interval[0]}, ${p.interval[1]}]`}
          >
            ${iR(p.interval,a,this.stats.domain)}<span class="text">${p.intervalText}</span>
          </div>`:g`<div class="cell interval undef" role="cell" data-col="interval" title=${p.reason??"No interval"}>—</div>`}
      <div class="cell num ${p.p===null?"why undef":""}" role="cell" data-col="p_value" data-value=${p.p===null?"":String(p.p)} title=${p.pTitle}>
        ${p.pText}
      </div>
      ${nu(p.significant,m)}
      ${this.numberCell("accuracy",s.accuracy[n],Qe(s.accuracy[n]),c)}
      <div class="cell" role="cell" data-col="worst_group" title=${d??""}>${d??"\u2014"}</div>
      ${this.numberCell("worst_group_accuracy",s.worst_group_accuracy[n],Qe(s.worst_group_accuracy[n]),c)}
      ${this.numberCell("gap",s.gap[n],Cl(s.gap[n]),c)}
    </div>`};this.table=null,this.rows=[],this.sort="cramers_v",this.dir="desc",this.reasons={},this.selected=null,this.stats={level:Al,q:Gr,domain:[0,1]}}select(n){this.dispatchEvent(new CustomEvent("class-select",{detail:n,bubbles:!0,composed:!0}))}columns(){let n=Ui(this.stats.level),r=g`<span class="mark" role="columnheader" data-col="significant" title=${`\u2605: ${Pf(this.stats.q)}`}
      >★</span
    >`,i=g`<span
      class="interval"
      role="columnheader"
      data-col="interval"
      title=${`The ${n} interval of the population V of this class (docs/statistics.md); the dot is V, dotted lines are the band edges 0.1, 0.3, 0.5`}
    >
      <span class="top"><span class="col-name">interval</span></span>
      <span class="sub">${n} of V</span>
    </span>`;return rR.map(s=>s==="mark"?{header:r}:s==="interval"?{header:i}:{key:s,name:s,text:s==="class"||s==="worst_group",...tR[s]})}numberCell(n,r,i,s){return r===null||!Number.isFinite(r)?g`<div class="cell num undef" role="cell" data-col=${n} data-state="undefined" title=${s}>
        undefined
      </div>`:g`<div class="cell num" role="cell" data-col=${n} title=${String(r)}>${i}</div>`}updated(n){let r=n.has("table")&&n.get("table")==null;if(this.selected===null||!(n.has("selected")||r)||!this.table)return;let i=this.table.columns.class,s=this.rows.findIndex(l=>i[l]===this.selected),o=this.renderRoot.querySelector("lit-virtualizer");if(s<0||!o)return;(async()=>{await o.updateComplete,await o.layoutComplete,o.element(s)?.scrollIntoView({block:"nearest"})})().catch(()=>{})}render(){return this.table?os(this,{columns:this.columns(),defaultDir:Ef,renderRow:this.renderRow,label:"Classes by Cram\xE9r's V",empty:this.table.rows===0?"This report has no classes.":"No class matches the search."}):T}};Oa.properties={...yr,reasons:{attribute:!1},selected:{attribute:!1},stats:{attribute:!1}},Oa.styles=[te,...us,iu,Y`
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
    `];customElements.define("fairness-skew-table",Oa);var za=class extends X{constructor(){super();this.chart=null;this.histogram=null,this.marker=null}willUpdate(n){(n.has("histogram")||n.has("marker"))&&(this.chart=this.draw())}draw(){let n=this.histogram;if(!n||n.bins.length===0)return null;let r=Math.max(...n.bins.map(i=>i.count));return Ye({width:Ia,height:170,marginLeft:44,marginBottom:34,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{domain:[0,1],label:"Cram\xE9r's V",labelAnchor:"center",labelArrow:"none",ticks:5},y:{label:"classes",labelArrow:"none",grid:!0,ticks:Math.min(5,r)},color:{domain:[...gt],range:gt.map(i=>Xr[i])},marks:[Dr(n.bins,{x1:"x0",x2:"x1",y:"count",fill:"band",insetLeft:.5,insetRight:.5,title:i=>`${i.count} class${i.count===1?"":"es"} with V in [${i.x0.toFixed(2)}, ${i.x1.toFixed(2)}) (${i.band})`}),Nt(bo,{stroke:"#9e9e9e",strokeDasharray:"2,3"}),mn([0],{stroke:"#9e9e9e"}),...this.marker!==null?[Nt([this.marker],{stroke:"#212121",strokeWidth:1.5,title:()=>"the selected class"})]:[]]})}render(){let n=this.histogram;return n?g`
      <h3>Effect sizes by class</h3>
      <div class="chart">${this.chart??g`<div class="muted">No class with a value of V to plot.</div>`}</div>
      <div class="legend">
        ${gt.map(r=>g`<span data-band=${r}
              ><span class="key" style="background:${Xr[r]}"></span>${r} ${z(n.byBand[r])}</span
            >`)}
      </div>
      <div class="note muted">
        ${this.marker!==null?"The black line marks the selected class. ":""}${z(n.defined)} class${n.defined===1?"":"es"} with V${n.undefined?`; ${z(n.undefined)} undefined, not plotted`:""}
      </div>
    `:g``}};za.properties={histogram:{attribute:!1},marker:{attribute:!1}},za.styles=[te,Y`
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
    `];customElements.define("fairness-skew-histogram",za);var Fa=class extends X{constructor(){super();this.panels=null;this.cls="",this.data=null,this.status="loading",this.error=null,this.reasons={}}willUpdate(n){n.has("data")&&(this.panels=this.data?c0(this.data):null)}close(){this.dispatchEvent(new CustomEvent("class-close",{bubbles:!0,composed:!0}))}renderBar(n,r,i){let s=r>0?n.share/r*100:0,o=n.other?`other (${z(i)} more label${i===1?"":"s"})`:n.label,a=[n.correct?"the correct label":"",n.kept?"":"dropped from V by the mev filter (an expected count below mev)"].filter(Boolean),l=`${o}: ${z(n.count)} (${Qe(n.share)} of the group)${a.length?" \u2014 "+a.join("; "):""}`,u=["bar-row",n.correct?"correct":"",n.kept?"":"dropped",n.other?"other":""].filter(Boolean).join(" ");return g`<div
      class=${u}
      role="listitem"
      data-label=${n.other?T:n.label}
      data-other=${n.other?"true":T}
      data-count=${n.count}
      data-share=${n.share}
      data-correct=${n.correct?"true":"false"}
      data-kept=${n.kept?"true":"false"}
      title=${l}
    >
      <span class="label">${o}${n.correct?" \u2713":""}</span>
      <span class="track"><span class="fill" style="width: ${s.toFixed(2)}%"></span></span>
      <span class="val">${Qe(n.share)} (${z(n.count)})</span>
    </div>`}renderPanel(n,r){return g`<div class="panel" data-group=${n.group}>
      <h4 title=${n.group}>${n.group}</h4>
      <div class="meta muted">
        n = ${z(n.n)}${n.accuracy!==null?g` · accuracy ${Qe(n.accuracy)}`:T}
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
                    <td class="num">${z(i.count)}</td>
                    <td class="num" title=${String(i.share)}>${Qe(i.share)}</td>
                  </tr>`)}
            </tbody>
          </table>`:g`<div class="muted">No mistakes in this group.</div>`}
    </div>`}renderHeader(n){let r=T;n&&(r=n.cramers_v!==null?g`<span data-key="cramers_v" data-value=${n.cramers_v}
              >V = <b>${Un(n.cramers_v)}</b>
              ${n.band?g`<span><span class="chip" style="background:${Xr[n.band]}"></span>${n.band}</span>`:T}</span
            >`:g`<span data-key="cramers_v" data-state=${n.state??"undefined"} class="muted"
              >V undefined: ${n.state&&this.reasons[n.state]||n.state}</span
            >`);let i=this.panels;return g`<header>
      <h3 title=${this.cls}>${this.cls}</h3>
      ${r}
      ${n&&i?g`<span class="muted"
            >${n.groups.length} group${n.groups.length===1?"":"s"} × ${z(n.total_labels)} predicted
            label${n.total_labels===1?"":"s"}${i.dropped?g`; <span data-key="dropped">${i.dropped} dropped by mev = ${n.mev}</span>`:T}${i.otherLabels?`; ${z(i.otherLabels)} least frequent summed in \u201Cother\u201D`:""}</span
          >`:T}
      <button class="primary close" name="close-class" title="Close the drill-down" @click=${()=>this.close()}>
        Close
      </button>
    </header>`}render(){let n=this.data,r=this.panels;return g`
      ${this.renderHeader(n)}
      ${this.status==="error"?g`<div class="message error" role="alert"><div class="text">${this.error}</div></div>`:T}
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
          </div>`:this.status==="loading"?g`<div class="loading">Loading the class…</div>`:T}
    `}};Fa.properties={cls:{attribute:!1},data:{attribute:!1},status:{reflect:!0,attribute:"data-status"},error:{attribute:!1},reasons:{attribute:!1}},Fa.styles=[te,ot,Y`
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
    `];customElements.define("fairness-skew-class",Fa);var sR=20,oR="higher is less biased; a long tail of large effect sizes lowers it";function hS(e,t){let[n,r]=e??[null,null];if(n===null||r===null)return T;let i=s=>(s*100).toFixed(1);return g` <span class="muted" title=${`${Math.round(t*100)}% Wilson interval`}
    >[${i(n)}, ${i(r)}]</span
  >`}function aR(e,t){let n=e.skew_size_interval;return n?g` <span
      class="interval"
      data-key="skew_size_interval"
      data-lower=${String(n[0])}
      data-upper=${String(n[1])}
      title=${`Approximate ${Math.round(t*100)}% interval of the population SkewSize: a parametric bootstrap of the classes' tables from their bias-corrected V; in simulations it covered 92\u201393% of the time (docs/statistics.md)`}
      >[${tn(n[0])}, ${tn(n[1])}]</span
    >`:e.skew_size_interval_state!=="too_noisy"?T:g` <span
    class="interval withheld"
    data-key="skew_size_interval"
    data-state="too_noisy"
    title=${e.skew_size_interval_reason??""}
    >no interval: the per-class V are too noisy</span
  >`}function of(e){let t=e.trim();if(t==="")return null;let n=Number(t);return Number.isFinite(n)?n:NaN}var Ba=class extends X{constructor(n){super();this.request=new ze;this.classRequest=new ze;this.shell=new yt(this,[this.request,this.classRequest]);this.revealClass=!1;this.order=null;this.search={regex:null,error:null};this.visible=new Int32Array(0);this.visibleList=[];this.histogram=null;this.domain=[0,1];this.api=n??new It,this.info=null,this.params=[],this.selection=Rl(),this.data=null,this.classData=null,this.classStatus="loading",this.classError=null,this.mevText=String(yo),this.fdrText=String(Gr)}async load(){let{run:n,tag:r,step:i}=this.report,{mev:s,level:o,fdr:a}=this.selection;this.shell.start(),this.selection.cls!==null&&(this.classStatus="loading");let l;try{l=await this.request.run(c=>this.api.skew({run:n,tag:r,step:i,mev:s,level:o,q:a},c))}catch(c){this.classRequest.cancel(),this.data=null,this.classData=null,this.shell.fail(c);return}if(l===Le)return;this.data=l,this.shell.ready();let u=this.selection.cls;u!==null&&(l.columns.class.includes(u)?this.loadClass():this.closeClass())}async loadClass(){let n=this.selection.cls;if(n===null)return;let{run:r,tag:i,step:s}=this.report,o=this.selection.mev;this.classStatus="loading",this.classError=null;let a;try{a=await this.classRequest.run(l=>this.api.skewClass({run:r,tag:i,step:s,mev:o,class:n,k:null,limit:sR},l))}catch(l){this.classData=null,this.classError=Yn(l),this.classStatus="error";return}a!==Le&&(this.classData=a,this.classStatus="ready")}setSelectionState(n){this.selection=n,et(this,Rf(n))}selectClass(n){if(n===this.selection.cls&&this.classStatus!=="error"){this.revealClass=!0,this.requestUpdate();return}this.setSelectionState({...this.selection,cls:n}),this.classData=null,this.revealClass=!0,this.loadClass()}closeClass(){this.classRequest.cancel(),this.classData=null,this.classError=null,this.setSelectionState({...this.selection,cls:null})}onMevInput(n){let r=n.target.value;this.mevText=r;let i=of(r);!Pl(i)||i===this.selection.mev||(this.setSelectionState({...this.selection,mev:i}),this.load())}onFdrInput(n){let r=n.target.value;this.fdrText=r;let i=of(r);!Nl(i)||i===this.selection.fdr||(this.setSelectionState({...this.selection,fdr:i}),this.load())}onLevel(n){let r=Number(n.target.value);r!==this.selection.level&&(this.setSelectionState({...this.selection,level:r}),this.load())}resetSelection(){this.setSelectionState(Rl()),this.mevText=String(yo),this.fdrText=String(Gr),this.closeClass(),this.report.step!==null?gr(this,{step:null}):this.load()}downloadCsv(){let n=this.data;if(!n)return;let r=Tt(["fairness",n.run,n.tag,`step${n.step}`,"skew",`mev${n.mev}`]);Mt(d0(n,this.visible),r)}willUpdate(n){if(!this.hasUpdated)this.selection=n0(this.params),this.mevText=String(this.selection.mev),this.fdrText=String(this.selection.fdr),et(this,Rf(this.selection)),this.load();else if(n.has("report")){let u=n.get("report"),c=this.report;(!u||u.run!==c.run||u.tag!==c.tag||u.step!==c.step)&&this.load()}let r=n.get("selection"),i=this.selection,s=this.data,o=n.has("data"),a=r!==void 0&&(r.sort!==i.sort||r.dir!==i.dir),l=r===void 0||r.search!==i.search;if(l&&(this.search=Bi(i.search)),!s){this.order=null,this.visible=new Int32Array(0),this.visibleList=[],this.histogram=null;return}o&&(this.domain=a0(s)),(o||a||this.order===null)&&(this.order=r0(s,i.sort,i.dir)),(o||a||l)&&(this.visible=i0(s,this.order,this.search.regex),this.visibleList=Array.from(this.visible),this.histogram=u0(s,this.visible))}updated(){if(!this.revealClass)return;let n=this.renderRoot.querySelector("fairness-skew-class");n&&(this.revealClass=!1,n.scrollIntoView({block:"nearest",behavior:"smooth"}))}selectedV(){let n=this.data,r=this.selection.cls;if(!n||r===null)return null;let i=n.columns.cramers_v[n.columns.class.indexOf(r)];return typeof i=="number"&&Number.isFinite(i)?i:null}renderControls(){let n=this.selection,r=of(this.mevText),i=!Pl(r),s=!Nl(of(this.fdrText));return g`<div class="controls">
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
            @input=${o=>this.onMevInput(o)}
          />
        </label>
        <label class="field" title="Confidence level of the interval of V (the whiskers)">
          <span class="name">Level</span>
          <select name="level" @change=${o=>this.onLevel(o)}>
            ${(El.includes(n.level)?[...El]:[...El,n.level].sort((o,a)=>o-a)).map(o=>g`<option .value=${String(o)} .selected=${o===n.level}>${Ui(o)}</option>`)}
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
            @input=${o=>this.onFdrInput(o)}
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
            @input=${o=>this.setSelectionState({...this.selection,search:o.target.value})}
          />
        </label>
        <span class="spacer"></span>
        ${this.shell.renderCsvButton("download",this.data!==null,()=>this.downloadCsv(),`The classes shown, in the order shown, as CSV (${Ml.join(",")})`)}
        ${this.search.error?g`<div class="search-error" role="alert" title=${this.search.error}>
              Invalid regex, search ignored: ${this.search.error}
            </div>`:T}
      </div>
    </div>`}renderHeadline(n){let r=n.model,i=a=>a&&n.reasons[a]||a||"undefined",s=(a,l)=>g`<span data-key=${a} data-value=${String(r[a])}>${l}</span>`,o=(a,l)=>l===null?T:g` <span class="muted">on</span> <b data-key=${a}>${l}</b>`;return g`<section class="headline" aria-label="The model's numbers">
      <div class="skew" title="SkewSize: the skewness of Cramér's V over the classes that have one">
        <span class="name muted">SkewSize</span>
        ${r.skew_size!==null?g`<span class="value" data-key="skew_size" data-value=${String(r.skew_size)}>${tn(r.skew_size)}</span
              >${aR(r,n.level)}`:g`<span class="value undef" data-key="skew_size" data-state=${r.skew_size_state??"undefined"}
              >undefined</span
            >
            <span class="reason" data-key="skew_size_reason">${i(r.skew_size_state)}</span>`}
        <span class="explain muted">${oR}</span>
      </div>
      <dl class="stats">
        <div class="stat">
          <dt>classes with V</dt>
          <dd>${s("classes_with_v",z(r.classes_with_v))} / ${s("classes",z(r.classes))}</dd>
        </div>
        <div class="stat">
          <dt>accuracy: overall · mean over classes</dt>
          <dd>
            ${s("overall_accuracy",Qe(r.overall_accuracy)||"\u2014")}${hS(r.overall_accuracy_interval,n.level)} ·
            ${s("mean_accuracy",Qe(r.mean_accuracy)||"\u2014")}
          </dd>
        </div>
        <div class="stat">
          <dt>worst group · its accuracy · gap</dt>
          <dd title=${r.worst_group??""}>
            <b data-key="worst_group">${r.worst_group??"\u2014"}</b> ·
            ${s("worst_group_accuracy",Qe(r.worst_group_accuracy)||"\u2014")}${hS(r.worst_group_accuracy_interval,n.level)} ·
            ${s("gap",Cl(r.gap)||"\u2014")}
          </dd>
        </div>
        ${r.parity_state!==null?g`<div class="stat" data-key="parity_state" data-state=${r.parity_state}>
              <dt>demographic parity · equalized odds</dt>
              <dd class="muted" title=${i(r.parity_state)}>not defined: ${i(r.parity_state)}</dd>
            </div>`:g`<div class="stat">
                <dt>demographic parity (max over labels)</dt>
                <dd>
                  ${s("demographic_parity",Un(r.demographic_parity)||"\u2014")}${o("demographic_parity_label",r.demographic_parity_label)}
                </dd>
              </div>
              <div class="stat">
                <dt>equalized odds (max over labels)</dt>
                <dd>
                  ${s("equalized_odds",Un(r.equalized_odds)||"\u2014")}${o("equalized_odds_label",r.equalized_odds_label)}
                </dd>
              </div>`}
        <div class="stat">
          <dt>groups: examples (accuracy)</dt>
          <dd>
            ${n.groups.map((a,l)=>g`${l?" \xB7 ":""}<span data-group=${a.name}
                    ><b>${a.name}</b> ${z(a.n)}${a.accuracy!==null?` (${Qe(a.accuracy)})`:""}</span
                  >`)}
          </dd>
        </div>
      </dl>
    </section>`}renderSummary(n){let r=this.info?.description??"";return g`<div class="summary" data-shown=${this.visible.length} data-total=${n.rows}>
      ${r?g`<span class="description">${r}</span>`:T}
      <span><b>N</b> = ${z(n.model.n)} examples · step ${n.step} · mev ${n.mev}</span>
      ${Xi(this.visible.length,n.rows,"classes")}
      <span class="muted">click a class to see its predicted labels per group</span>
    </div>`}renderLegend(n){let r=l0(n);return g`<div class="stats-legend" data-significant=${n.significant} data-level=${n.level} data-q=${n.q}>
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
                .stats=${{level:s.level,q:s.q,domain:this.domain}}
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
                ></fairness-skew-class>`:T}
          </div>`,"Loading the report\u2026")}
    `}};Ba.properties={...mr,selection:{state:!0},data:{state:!0},classData:{state:!0},classStatus:{state:!0},classError:{state:!0},mevText:{state:!0},fdrText:{state:!0}},Ba.styles=[te,st,ot,Wr,Bf,Kr,Lt,Y`
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
    `];customElements.define("fairness-skew-view",Ba);var pS={kind:Ib,title:"SkewSize",render:(e,t)=>g`<fairness-skew-view .report=${e.report} .info=${e.info} .params=${e.params}
      >${t}</fairness-skew-view
    >`,hint:()=>g`No SkewSize reports: log one with <code>w.skew_size(…)</code>, each example's ground-truth class, its group
      (the bias attribute) and the predicted label (any string: an open vocabulary is fine).`,example:`# SkewSize: each example's ground-truth class, group and predicted label.
w.skew_size("skew/val", 0, classes=["nurse", "nurse", "doctor"],
            groups=["a", "b", "b"], predictions=["nurse", "doctor", "doctor"])`};var gS=Y`
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
`;function mS(e,t){e.dispatchEvent(new CustomEvent("class-select",{detail:t,bubbles:!0,composed:!0}))}function bS(e,t){return{click:()=>mS(e,t),keydown:n=>{n.key==="Enter"&&mS(e,t)}}}var yS={table:{attribute:!1},reasons:{attribute:!1},selected:{attribute:!1},detection:{attribute:!1}};function vS(e){e.table=null,e.reasons={},e.selected=null,e.detection=!1}var qa=class extends X{constructor(){super(),vS(this),this.valueName="value"}render(){let t=this.table;return t?t.classes.length===0?g`<div class="none">This report has no classes.</div>`:g`<table aria-label="Classes by group">
      <thead>
        <tr>
          <th class="text">class</th>
          ${t.groups.map(n=>g`<th data-group=${n} title=${n}>${n}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${t.classes.map((n,r)=>{let i=bS(this,n);return g`<tr
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
                  ${jf(a,t.minCount)}
                </td>`}let l=O0(a,t.minCount,this.detection),u=yn(t.q);return g`<td
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
                <span class="v">${Ki(a.value,a.lower,a.upper)}</span>
                <span class="n">n=${z(a.n)}</span>
                <span class="p ${a.p===null?"why":""}" title=${l.title}>${l.text}</span>${a.significant?g` ${as(u)}`:T}
              </td>`})}
          </tr>`})}
      </tbody>
      <tfoot>
        <tr class="macro">
          <td class="text" title="The mean over the classes whose cell is sufficient">macro average</td>
          ${t.macro.map((n,r)=>g`<td class="num" data-group=${t.groups[r]} data-value=${n.value===null?"":String(n.value)}>
                ${n.value===null?g`<span class="muted">—</span>`:Ki(n.value,n.lower,n.upper)}
                <span class="n">${n.classes} class${n.classes===1?"":"es"}</span>
              </td>`)}
        </tr>
      </tfoot>
    </table>`:T}};qa.properties={...yS,valueName:{attribute:!1}},qa.styles=[te,vo,gS,Y`
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
    `];customElements.define("fairness-rate-table",qa);var lR={class:"class",n_1:"n\u2081",n_2:"n\u2082",value_1:"value\u2081",value_2:"value\u2082",gap:"gap [interval]",bound:"bound",p_value:"p"};function uR(e,t){let n=e.endsWith("1")?0:e.endsWith("2")?1:null;return t?n===null?`${t[0]} \u2212 ${t[1]}`:t[n]:n===0?"the best sufficient group":n===1?"the worst sufficient group":"best \u2212 worst"}function cR(e,t,n){return e==="class"?"The class":e==="p_value"?`${n}; insufficient rows last`:e==="bound"?"The end of the interval nearest zero (0 when the interval holds 0): sorting by it puts large and certain disparities first":uR(e,t)}var Va=class extends X{constructor(){super(),vS(this),this.rows=[],this.sort="gap",this.dir="desc",this.names=null,this.q=Fe}renderHeader(t,n){let r=t===this.sort,i=()=>nd(this,{column:t,dir:Ql(t,this.sort,this.dir,Hf)});return g`<th class=${t==="class"?"text":""} data-col=${t} aria-sort=${eu(r,this.dir)}>
      <button title=${`${cR(t,this.names,n)}. Click to sort.`} @click=${i}>
        ${lR[t]} <span class="arrow">${r?tu(r,this.dir):""}</span>
      </button>
    </th>`}render(){let t=this.table;if(!t)return T;let n=t.columns,r=o=>o===null?g`<span class="muted">—</span>`:Qe(o),i=yn(this.q),s=this.detection?"p-value of the Wald test of equal mAR":this.names?"p-value of the pooled two-proportion z-test of equal rates":"p-value of the chi-square test that every sufficient group of the grouping has the same rate (not only the best and the worst)";return g`<table aria-label="Classes by disparity">
      <thead>
        <tr>
          ${qf.map(o=>this.renderHeader(o,s))}
          <th class="mark" data-col="significant" title=${`\u2605: ${i}`}>★</th>
        </tr>
      </thead>
      <tbody>
        ${this.rows.length===0?g`<tr><td class="none" colspan="9">No class to compare.</td></tr>`:this.rows.map((o,a)=>{let l=n.class[o],u=n.gap[o],c=t.states.gap[o],f=n.group_1?.[o]??null,d=n.group_2?.[o]??null,h=U0(t,o,this.reasons,this.names!==null,this.detection),p=bS(this,l);return g`<tr
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
                <td class="num" data-col="n_1">${z(n.n_1[o])}</td>
                <td class="num" data-col="n_2">${z(n.n_2[o])}</td>
                <td class="num" data-col="value_1" title=${f??""}>
                  ${r(n.value_1[o])}${!this.names&&f?g` <span class="pair">${f}</span>`:T}
                </td>
                <td class="num" data-col="value_2" title=${d??""}>
                  ${r(n.value_2[o])}${!this.names&&d?g` <span class="pair">${d}</span>`:T}
                </td>
                ${u===null||c!==null?g`<td
                      class="num undef"
                      data-col="gap"
                      data-state=${c??"undefined"}
                      title=${this.reasons[c??"undefined"]??"undefined"}
                    >
                      undefined (${c??"undefined"})
                    </td>`:g`<td class="num" data-col="gap" data-value=${String(u)}>
                      ${wo(u,n.lower[o],n.upper[o])}
                    </td>`}
                <td class="num" data-col="bound" data-value=${String(n.bound?.[o]??"")}>
                  ${c===null&&typeof n.bound?.[o]=="number"?wo(n.bound[o],null,null):g`<span class="muted">—</span>`}
                </td>
                <td
                  class="num ${h.p===null?"why":""}"
                  data-col="p_value"
                  data-value=${h.p===null?"":String(h.p)}
                  title=${h.title}
                >
                  ${h.text}
                </td>
                <td class="mark" data-col="significant">${h.significant?as(i):T}</td>
              </tr>`})}
      </tbody>
    </table>`}};Va.properties={...yr,...yS,names:{attribute:!1},q:{attribute:!1}},Va.styles=[te,vo,gS,Y`
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
    `];customElements.define("fairness-disparity-table",Va);var Ya=Y`
  :host {
    display: block;
  }
  .note {
    font-size: 11px;
  }
`,xS=Y`
  h3 {
    font-size: 13px;
    font-weight: 500;
    margin: 0 0 4px;
  }
`,Ga={fontSize:"11px",fontFamily:"inherit",background:"transparent"};function ja(e){return{domain:[0,1],label:e,labelArrow:"none",grid:!0,tickFormat:"%"}}function Bg(e,t,n,r){return[Ng(e,{x:t,y1:"lower",y2:"upper",z:"group",fill:"group",fillOpacity:.18}),ao(e,{x:t,y:n,z:"group",stroke:"group",strokeWidth:1.5}),Ra(e,{x:t,y:n,fill:"group",r:2.5,title:r})]}function qg(e,t){return[Lg(e,{x:"group",y:"value",fill:"#ffb74d",title:t}),Nt(e,{x:"group",y1:"lower",y2:"upper",stroke:"#424242",strokeWidth:1.5}),sf(e,{x:"group",y:"lower",stroke:"#424242",inset:14}),sf(e,{x:"group",y:"upper",stroke:"#424242",inset:14}),mn([0],{stroke:"#9e9e9e"})]}var af=e=>`${(e*100).toFixed(1)}%`,Ua=class extends X{constructor(){super();this.chart=null;this.heading="",this.points=[],this.groups=[],this.xLabel="",this.yLabel="",this.note=""}willUpdate(n){(n.has("points")||n.has("groups")||n.has("xLabel")||n.has("yLabel"))&&(this.chart=this.draw())}draw(){let n=this.points;return n.length===0?null:Ye({width:400,height:250,marginLeft:44,marginBottom:34,style:Ga,x:{label:this.xLabel,labelAnchor:"center",labelArrow:"none",ticks:5},y:ja(this.yLabel),color:{domain:this.groups,legend:!0,scheme:"tableau10"},marks:Bg(n,"x","y",r=>`${r.group}: ${this.yLabel} at ${r.x} = ${af(r.y)} [${af(r.lower)}, ${af(r.upper)}]`)})}render(){let n=new Set(this.points.map(r=>r.group));return g`<h3>${this.heading}</h3>
      <div class="chart" data-groups=${n.size}>${this.chart??g`<div class="muted">Nothing to draw.</div>`}</div>
      ${this.note?g`<div class="note muted">${this.note}</div>`:T}`}};Ua.properties={heading:{attribute:!1},points:{attribute:!1},groups:{attribute:!1},xLabel:{attribute:!1},yLabel:{attribute:!1},note:{attribute:!1}},Ua.styles=[te,Ya,xS];customElements.define("fairness-band-chart",Ua);var Ha=class extends X{constructor(){super();this.chart=null;this.heading="",this.bars=[],this.groups=[],this.yLabel=""}willUpdate(n){(n.has("bars")||n.has("groups")||n.has("yLabel"))&&(this.chart=this.draw())}draw(){let n=this.bars;return n.length===0?null:Ye({width:400,height:250,marginLeft:44,marginBottom:60,style:Ga,x:{domain:this.groups,label:null,tickRotate:-20},y:ja(this.yLabel),marks:qg(n,r=>`${r.group}: ${af(r.value)}`)})}render(){return g`<h3>${this.heading}</h3>
      <div class="chart" data-bars=${this.bars.length}>${this.chart??g`<div class="muted">No group has a score.</div>`}</div>
      <div class="note muted">Whiskers: the bootstrap interval of each score.</div>`}};Ha.properties={heading:{attribute:!1},bars:{attribute:!1},groups:{attribute:!1},yLabel:{attribute:!1}},Ha.styles=[te,Ya,xS];customElements.define("fairness-score-bars",Ha);var wS=Y`
  h3 .cls {
    font-weight: 400;
  }
`,Wa=class extends X{constructor(){super();this.chart=null;this.cls=null,this.bars=null,this.valueName="value"}willUpdate(n){(n.has("bars")||n.has("valueName"))&&(this.chart=this.draw())}draw(){let n=(this.bars??[]).filter(r=>r.value!==null);return n.length===0?null:Ye({width:380,height:240,marginLeft:96,marginBottom:72,style:Ga,x:{domain:(this.bars??[]).map(r=>r.group),label:null,tickRotate:-20},y:ja(this.valueName),marks:qg(n,r=>`${r.group}: ${((r.value??0)*100).toFixed(1)}% (n = ${r.n})`)})}render(){if(this.cls===null||this.bars===null)return T;let n=this.bars.filter(r=>r.value===null);return g`<h3>${this.valueName} by group: <span class="cls">${this.cls}</span></h3>
      <div class="chart" data-bars=${this.bars.length-n.length}>
        ${this.chart??g`<div class="muted">No group has a value for this class.</div>`}
      </div>
      ${n.length?g`<div class="note muted">
            Not drawn: ${n.map((r,i)=>g`${i?"; ":""}<span data-group=${r.group}>${r.group} (${r.note})</span>`)}
          </div>`:T}
      <div class="note muted">Whiskers: the confidence interval of each bar.</div>`}};Wa.properties={cls:{attribute:!1},bars:{attribute:!1},valueName:{attribute:!1}},Wa.styles=[te,Ya,wS];customElements.define("fairness-group-bars",Wa);var Ka=class extends X{constructor(){super();this.chart=null;this.cls=null,this.points=[],this.groups=[]}willUpdate(n){(n.has("points")||n.has("groups"))&&(this.chart=this.draw())}draw(){let n=this.points;return n.length===0?null:Ye({width:380,height:240,marginLeft:44,marginBottom:34,style:Ga,x:{label:"IoU threshold",labelAnchor:"center",labelArrow:"none",ticks:5},y:ja("AR"),color:{domain:this.groups,legend:!0,scheme:"tableau10"},marks:Bg(n,"threshold","ar",r=>`${r.group}: AR@${r.threshold} = ${(r.ar*100).toFixed(1)}% [${(r.lower*100).toFixed(1)}, ${(r.upper*100).toFixed(1)}]`)})}render(){if(this.cls===null)return T;let n=new Set(this.points.map(i=>i.group)),r=this.groups.filter(i=>!n.has(i));return g`<h3>AR over IoU thresholds: <span class="cls">${this.cls}</span></h3>
      <div class="chart" data-groups=${n.size}>
        ${this.chart??g`<div class="muted">No sufficient group for this class.</div>`}
      </div>
      ${r.length?g`<div class="note muted">Not drawn (insufficient or nobody): ${r.join("; ")}</div>`:T}
      <div class="note muted">Bands: Wilson intervals of each AR.</div>`}};Ka.properties={cls:{attribute:!1},points:{attribute:!1},groups:{attribute:!1}},Ka.styles=[te,Ya,wS];customElements.define("fairness-ar-chart",Ka);function Vg(e,t){return t.a!==null&&t.b!==null&&e.includes(t.a)&&e.includes(t.b)}var Xa=class extends X{constructor(n){super();this.request=new ze;this.shell=new yt(this,[this.request]);this.order=[];this.api=n??new It,this.mode="groups",this.info=null,this.params=[],this.selection=Fl(),this.data=null,this.minCountText="",this.fdrText=String(Fe)}get detection(){return this.mode==="detection"}get valueName(){return this.detection?"mAR":this.selection.metric}async load(){let n=this.selection,r=await this.shell.run(this.request,i=>this.fetchTables(n,i),()=>this.data=null);r!==Le&&(this.data=r,this.selection.minCount===null&&(this.minCountText=String(r.main.min_count)),n.a!==null&&n.b!==null&&!Vg(r.main.groups,n)&&this.setSelection({...this.selection,a:null,b:null}),this.selection.cls!==null&&!r.table.classes.includes(this.selection.cls)&&this.setSelection({...this.selection,cls:null}),this.shell.ready())}async fetchTables(n,r){let{run:i,tag:s,step:o}=this.report,a=this.detection,l={run:i,tag:s,step:o,metric:a?null:n.metric,grouping:n.grouping,min_count:n.minCount,q:n.fdr};if(a){let d=await this.api.detection(l,r),h=Vg(d.groups,n),p=h?n.a:d.groups[0]??null,m=h?n.b:d.groups[1]??d.groups[0]??null;if(p===null||m===null)throw new Error("this grouping has no groups to compare");let b=await this.api.detectionDisparity({...l,a:p,b:m,q:n.fdr},r);return{main:d,table:D0(d),disparity:b}}let u=await this.api.groups(l,r),c=Vg(u.groups,n),f=await this.api.groupDisparity({...l,grouping:xo(u.grouping),a:c?n.a:null,b:c?n.b:null,q:n.fdr},r);return{main:u,table:L0(u),disparity:f}}setSelection(n){this.selection=n,et(this,Gf(n))}change(n,r=!0){this.setSelection({...this.selection,...n}),r&&this.load()}onMinCount(n){this.minCountText=n;let r=Zr(n);!Bl(r)||r===this.selection.minCount||this.change({minCount:r})}onFdr(n){this.fdrText=n;let r=Zr(n);!Gn(r)||r===this.selection.fdr||this.change({fdr:r})}onPairSide(n,r){if(r===""){this.change({a:null,b:null});return}let i=this.data?.main.groups??[],s=this.currentPair(),o=n===0?this.selection.b??s?.[1]??null:this.selection.a??s?.[0]??null;(o===null||o===r)&&(o=i.find(a=>a!==r)??null),o!==null&&this.change(n===0?{a:r,b:o}:{a:o,b:r})}currentPair(){let n=this.data?.disparity;return n&&n.a!==null&&n.b!==null?[n.a,n.b]:null}resetSelection(){this.setSelection(Fl()),this.minCountText="",this.fdrText=String(Fe),this.report.step!==null?gr(this,{step:null}):this.load()}fileParts(n){let r=this.data.main;return["fairness",r.run,r.tag,`step${r.step}`,n,this.detection?"mar":this.selection.metric,xo(r.grouping)]}downloadRates(){this.data&&Mt(q0(this.data.table),Tt(this.fileParts("groups")))}downloadDisparity(){if(!this.data)return;let n=this.currentPair(),r=Tt([...this.fileParts("disparity"),n?`${n[0]}_vs_${n[1]}`:"best_vs_worst"]);Mt(V0(this.data.disparity,this.order),r)}willUpdate(n){this.hasUpdated?n.has("report")&&Vl(n.get("report"),this.report)&&this.load():(this.selection=R0(this.params),this.detection&&(this.selection.metric="recall"),this.minCountText=this.selection.minCount===null?"":String(this.selection.minCount),this.fdrText=String(this.selection.fdr),et(this,Gf(this.selection)),this.load()),(n.has("data")||n.has("selection"))&&(this.order=this.data?F0(this.data.disparity,this.selection.sort,this.selection.dir):[])}chartClass(){return this.data?this.selection.cls??B0(this.data.disparity):null}renderControls(){let n=this.selection,r=this.data,i=r?.main.groupings??[],s=r?xo(r.main.grouping):n.grouping??"",o=r?.main.groups??[],a=!Bl(Zr(this.minCountText));return g`<div class="controls">
      <div class="group" role="group" aria-label="Report and table">
        <slot name="report"></slot>
        ${this.detection?T:g`<label class="field">
              <span class="name">Metric</span>
              <select
                name="metric"
                .value=${n.metric}
                @change=${l=>this.change({metric:l.target.value})}
              >
                <option value="recall" ?selected=${n.metric==="recall"}>recall</option>
                <option value="tnr" ?selected=${n.metric==="tnr"}>tnr</option>
              </select>
            </label>`}
        <label class="field">
          <span class="name">Grouping</span>
          <select
            name="grouping"
            ?disabled=${i.length===0}
            @change=${l=>this.change({grouping:l.target.value,a:null,b:null,cls:null})}
          >
            ${i.map(l=>{let u=xo(l);return g`<option value=${u} ?selected=${u===s}>${Yf(l)}</option>`})}
          </select>
        </label>
        ${Wf({label:"min_count",name:"min_count",text:this.minCountText,invalid:a,title:a?"Not a whole number >= 0: ignored":"Cells with fewer people are insufficient (the paper uses 50)",min:"0",step:"1",onInput:l=>this.onMinCount(l)})}
        ${Ul(this.fdrText,"False discovery rate of the \u2605 marks, in (0, 1): Benjamini\u2013Hochberg over the tested cells of the class \xD7 group table, and over the classes of the disparity table",l=>this.onFdr(l))}
      </div>
      <div class="group" role="group" aria-label="Groups compared">
        ${this.renderGroupPicker(0,o)} ${this.renderGroupPicker(1,o)}
        <span class="spacer"></span>
        ${this.shell.renderCsvButton("download",r!==null,()=>this.downloadRates(),`The class \xD7 group table as CSV (${Vf.join(",")})`,"Download table CSV")}
        ${this.shell.renderCsvButton("download-disparity",r!==null,()=>this.downloadDisparity(),`The disparity table as CSV, in the order shown (${Uf.join(",")})`,"Download disparity CSV")}
      </div>
    </div>`}renderGroupPicker(n,r){let i=this.currentPair(),[s,o,a]=n===0?["Group A","a","best (per class)"]:["Group B","b","worst (per class)"];return g`<label class="field">
      <span class="name">${s}</span>
      <select name=${o} ?disabled=${r.length<2} @change=${l=>this.onPairSide(n,l.target.value)}>
        ${this.detection?T:g`<option value="" ?selected=${i===null}>${a}</option>`}
        ${r.map(l=>g`<option value=${l} ?selected=${i?.[n]===l}>${l}</option>`)}
      </select>
    </label>`}renderSummary(n){let r=n.main,i=this.info?.description??"",s=this.currentPair();return g`<div class="summary" data-classes=${n.table.classes.length} data-groups=${n.table.groups.length}>
      ${i?g`<span class="description">${i}</span>`:T}
      <span><b>${z(n.table.classes.length)}</b> classes × <b>${z(n.table.groups.length)}</b> groups of
        <b class="grouping">${Yf(r.grouping)}</b> · step ${r.step} · min_count ${r.min_count} ·
        ${Math.round(r.level*100)}% intervals</span>
      <span class="pair-summary">${s?g`gap = <b>${s[0]}</b> − <b>${s[1]}</b>`:g`gap = best − worst sufficient group, per class`}</span>
      <span class="muted">click a class to chart it</span>
    </div>`}renderChart(n){let r=this.chartClass();if(this.detection){let i=n.main;return g`<fairness-ar-chart .cls=${r} .points=${r===null?[]:G0(i,r)} .groups=${i.groups}></fairness-ar-chart>`}return g`<fairness-group-bars
      .cls=${r}
      .bars=${r===null?null:Y0(n.table,r)}
      .valueName=${this.valueName}
    ></fairness-group-bars>`}render(){return g`
      ${this.renderControls()}
      ${this.shell.renderError("Could not load the report",[{label:"Reset the selection",run:()=>this.resetSelection()}])}
      ${this.shell.renderContent(this.data,n=>this.renderBody(n),"Loading the report\u2026")}
    `}renderBody(n){let r=this.selection,i=this.chartClass(),s=this.currentPair(),o=a=>this.change({cls:a.detail},!1);return g`<div class="body">
      ${this.renderSummary(n)}
      <div class="main ${this.shell.loading?"stale":""}">
        <div class="tables">
          <section>
            <h3>${this.valueName} per class and group</h3>
            ${ls("rate-legend",z0(n.table,this.detection),n.table.q,n.table.significantCells)}
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
            ${ls("legend",H0(n.disparity,s!==null,this.detection),n.disparity.q,n.disparity.significant)}
            <fairness-disparity-table
              .table=${n.disparity}
              .rows=${this.order}
              .sort=${r.sort}
              .dir=${r.dir}
              .reasons=${n.disparity.reasons??n.main.reasons}
              .selected=${i}
              .names=${s}
              .q=${n.disparity.q}
              .detection=${this.detection}
              @sort-change=${a=>this.change({sort:a.detail.column,dir:a.detail.dir},!1)}
              @class-select=${o}
            ></fairness-disparity-table>
          </section>
        </div>
        <div class="side">${this.renderChart(n)}</div>
      </div>
    </div>`}};Xa.properties={...mr,mode:{attribute:!1},selection:{state:!0},data:{state:!0},minCountText:{state:!0},fdrText:{state:!0}},Xa.styles=[te,st,ot,Wi,Lt,ru,Y`
      input[name='min_count'],
      input[name='q'] {
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
    `];customElements.define("fairness-groups-view",Xa);function _S(e){return(t,n)=>g`<fairness-groups-view .mode=${e} .report=${t.report} .info=${t.info} .params=${t.params}
      >${n}</fairness-groups-view
    >`}var $S={kind:Db,title:"per-group performance",render:_S("groups"),hint:()=>g`No per-group performance reports: log one with <code>w.group_metrics(…)</code>, each person's class, the
      predicted class and their attributes (gender, skin tone, …).`,example:`# Per-group recall (FACET): each person's class, prediction and attributes.
w.group_metrics("groups/val", 0, classes=["nurse", "nurse"], predictions=["nurse", "doctor"],
                attributes={"gender": ["f", "m"]})`},SS={kind:Ob,title:"detection recall",render:_S("detection"),hint:()=>g`No detection-recall reports: log one with <code>w.detection_recall(…)</code>, each person's best IoU with
      the detections and their attributes.`,example:`# Detection recall (FACET): each ground-truth person's best IoU and attributes.
w.detection_recall("detection/val", 0, ious=[0.9, 0.4], attributes={"skin": ["lighter", "darker"]})`};var kS=["class","group","n","value","lower","upper"],Ug=[...kS,"p_value","significant"];function Hg(e,t=!1){let n=[(t?Ug:kS).join(",")];for(let[r,i,s,o,a,l,u,c]of e){let f=[rt(String(r)),rt(String(i)),J(s),J(o),J(a),J(l)];t&&f.push(J(u),jr(c)),n.push(f.join(","))}return n.join(`\r
`)+`\r
`}var CS="q";function TS(e,t){t!==Fe&&ge(e,CS,t)}function MS(e){let t=Ce(e.get(CS));return Gn(t)?t:Fe}function Yg(e,t,n,r){return typeof e=="number"&&Number.isFinite(e)?{p:e,text:nn(e),title:`p = ${e} (${n})`,significant:t===!0}:{p:null,text:"\u2014",title:`No p-value: ${r}`,significant:!1}}function AS(e,t,n,r,i){let s=n.filter(a=>typeof a=="number"&&Number.isFinite(a)).length,o=t.filter((a,l)=>a===!0&&typeof n[l]=="number").length;return`\u2605 ${yn(e)} (${o} of ${s} ${r}${s===1?"":"s"} with a p-value); ${i}`}var Gg="Welch's t-test of the group's household hit rates against every other household's",ES="the group or the rest has fewer than 2 households, or no household differs",RS="Welch's t-test of the group's P@K against the other groups' queries",PS="the group or the rest has fewer than 2 queries, or every query scores alike";function NS(e){return AS(e.q??Fe,e.significant??[],e.p_value??[],"group","each group's households against all other households (Welch's t-test)")}function IS(e){return AS(e.q??Fe,(e.significant??[]).flat(),(e.p_value??[]).flat(),"cell","each group's queries against the other groups' queries at that K (Welch's t-test)")}var jg="harmful";function Wg(){return{type:jg,threshold:null}}function LS(e){let t=[];return e.type!==jg&&ge(t,"type",e.type),ge(t,"threshold",e.threshold),t}function DS(e){let t=Ct(e),n=Wg(),r=t.get("type");r&&(n.type=r);let i=Ce(t.get("threshold"));return i!==null&&(n.threshold=i),n}function lf(e,t){let n=e.types.indexOf(t);if(n>=0)return n;let r=e.types.indexOf(jg);return r>=0?r:0}function Za(e,t){let n=t===null?-1:e.indexOf(t);return n>=0?n:0}function OS(e,t){let n=[];return e.groups.forEach((r,i)=>{e.thresholds.forEach((s,o)=>{let a=e.hit_rate[i][t][o],l=e.lower[i][t][o],u=e.upper[i][t][o];a!==null&&n.push({group:r,threshold:s,rate:a,lower:l??a,upper:u??a})})}),n}function zS(e,t,n){if(t===null||n===null)return"no interval: the group has no images";let r=i=>`${(i*100).toFixed(1)}%`;return`${Math.round(e*100)}% interval (Wilson): [${r(t)}, ${r(n)}]`}function FS(e,t){return e.labels.map(r=>{let i=null,s=null;return e.groups.forEach((o,a)=>{let l=r.gap[a]?.[t]??null;l!==null&&Number.isFinite(l)&&(i===null||l>i)&&(i=l,s=o)}),{label:r.label,type:r.type,rates:e.groups.map((o,a)=>r.rate[a]?.[t]??null),lower:e.groups.map((o,a)=>r.rate_lower?.[a]?.[t]??null),upper:e.groups.map((o,a)=>r.rate_upper?.[a]?.[t]??null),pValue:r.p_value?.[t]??null,significant:r.significant?.[t]??!1,gap:i,gapGroup:s}}).map((r,i)=>({row:r,i})).sort((r,i)=>r.row.gap===null||i.row.gap===null?r.row.gap===null?i.row.gap===null?r.i-i.i:1:-1:i.row.gap-r.row.gap||r.i-i.i).map(r=>r.row)}function BS(e,t){let n=[];return e.types.forEach((r,i)=>{e.groups.forEach((s,o)=>{n.push([r,s,e.group_counts[o],e.hit_rate[o][i][t],e.lower[o][i][t],e.upper[o][i][t]])})}),Hg(n)}var Kg=["income","region","income_region"],Xg="income";function qS(){return{by:Xg,fdr:Fe}}function VS(e){let t=[];return e.by!==Xg&&ge(t,"by",e.by),TS(t,e.fdr),t}function US(e){let t=Ct(e),n=t.get("by");return{by:n!==void 0&&Kg.includes(n)?n:Xg,fdr:MS(t)}}function uf(e){return e.replace("_"," \xD7 ")}function HS(e){return Hg(e.groups.map((t,n)=>["",t,e.households[n],e.score[n],e.lower[n],e.upper[n],e.p_value?.[n]??null,e.significant?.[n]??!1]),!0)}function YS(e){let t=[];return e.groups.forEach((n,r)=>{let i=e.score[r];i!==null&&t.push({group:n,value:i,lower:e.lower[r]??i,upper:e.upper[r]??i})}),t}function GS(){return{fdr:Fe}}function jS(e){let t=[];return TS(t,e.fdr),t}function WS(e){return{fdr:MS(Ct(e))}}function KS(e){let t=[];return e.ks.forEach((n,r)=>{e.groups.forEach((i,s)=>{t.push([`P@${n}`,i,e.queries[s],e.precision[s][r],e.lower[s][r],e.upper[s][r],e.p_value?.[s]?.[r]??null,e.significant?.[s]?.[r]??!1])})}),Hg(t,!0)}function XS(e){let t=[];return e.groups.forEach((n,r)=>{e.ks.forEach((i,s)=>{let o=e.precision[r][s];o!==null&&t.push({group:n,k:i,precision:o,lower:e.lower[r][s]??o,upper:e.upper[r][s]??o})})}),t}var fR=Y`
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
  input[name='q'] {
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
`;function dR(e){let t=Zr(e);return Gn(t)?t:null}var hR="False discovery rate of the \u2605 marks (Benjamini\u2013Hochberg over the tested groups), in (0, 1)";function ZS(e){return as(yn(e))}function eb(e,t){return g`<div class="main">
    <div class="tables">${e}</div>
    <div class="side">${t}</div>
  </div>`}function cf(e,t,n=T){return g`<section>
    <h3>${e}</h3>
    ${n}
    <div class="table-box">${t}</div>
  </section>`}function ff(e,t,n,r){return g`<table class=${e} aria-label=${t}>
    <thead>
      <tr>
        ${n}
      </tr>
    </thead>
    <tbody>
      ${r}
    </tbody>
  </table>`}function df(e,t){return g`<td class="text gname" data-col=${e} title=${t}>${t}</td>`}function JS(e,t,n,r,i,s="undefined",o){let a=o?o.cell.p===null?"":String(o.cell.p):T,l=o?o.cell.significant?"true":"false":T;return t===null?g`<td
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
    <span class="v">${Ki(t,n,r)}</span> <span class="n">n=${z(i)}</span>${o?g` <span class="p ${o.cell.p===null?"why":""}" title=${o.cell.title}>p=${o.cell.text}</span>${o.cell.significant?g` ${ZS(o.q)}`:T}`:T}
  </td>`}var Pi=class extends X{constructor(n,r){super();this.codec=n;this.request=new ze;this.shell=new yt(this,[this.request]);this.api=r??new It,this.info=null,this.params=[],this.selection=n.defaults(),this.data=null}get csvColumns(){return["class","group","n","value","lower","upper"]}replaceSelection(n){this.selection=n,et(this,this.codec.toParams(n))}change(n,r){this.selection={...this.selection,...n},et(this,this.codec.toParams(this.selection)),r&&this.load()}async load(){let n=await this.shell.run(this.request,r=>this.fetch(r),()=>this.data=null);n!==Le&&(this.data=n,this.loaded(n),this.shell.ready())}loaded(n){}willUpdate(n){this.hasUpdated?n.has("report")&&Vl(n.get("report"),this.report)&&this.load():(this.replaceSelection(this.codec.fromParams(this.params)),this.load())}reset(){this.replaceSelection(this.codec.defaults()),this.report.step!==null?gr(this,{step:null}):this.load()}download(){this.data&&Mt(this.csv(this.data),Tt(["fairness",...this.fileParts(this.data)]))}render(){let n=this.data;return g`<div class="controls">
        <div class="group" role="group" aria-label="Report and view">
          <slot name="report"></slot>
          ${this.renderPickers(n)}
          <span class="spacer"></span>
          ${this.shell.renderCsvButton("download",n!==null,()=>this.download(),`${this.csvTitle} as CSV (${this.csvColumns.join(",")})`)}
        </div>
      </div>
      ${this.shell.renderError("Could not load the report",[{label:"Reset the selection",run:()=>this.reset()}])}
      ${this.shell.renderContent(n,r=>this.renderReport(r),"Loading the report\u2026")}`}renderReport(n){let r=this.info?.description??"";return g`<div class="body ${this.shell.loading?"stale":""}">
      ${r?g`<div class="summary"><span class="description">${r}</span></div>`:T}
      ${n.groups.length===0?g`<div class="none message">This report has no groups.</div>`:this.renderBody(n)}
    </div>`}};Pi.properties={...mr,selection:{state:!0},data:{state:!0}},Pi.styles=[te,st,ot,Wi,vo,Lt,ru,fR];var Ja=class extends Pi{constructor(t,n){super(t,n),this.fdrText=String(this.selection.fdr)}replaceSelection(t){super.replaceSelection(t),this.fdrText=String(t.fdr)}onFdr(t){this.fdrText=t;let n=dR(t);n!==null&&n!==this.selection.fdr&&this.change({fdr:n},!0)}renderFdr(){return Ul(this.fdrText,hR,t=>this.onFdr(t))}get csvColumns(){return Ug}};Ja.properties={...Pi.properties,fdrText:{state:!0}};var pR={defaults:Wg,fromParams:DS,toParams:LS},mR={defaults:qS,fromParams:US,toParams:VS},gR={defaults:GS,fromParams:WS,toParams:jS},Zg=class extends Pi{constructor(t){super(pR,t)}fetch(t){let{run:n,tag:r,step:i}=this.report;return this.api.harmful({run:n,tag:r,step:i},t)}loaded(t){let n=this.selection,r=t.types[lf(t,n.type)]??n.type,i=n.threshold!==null&&t.thresholds.includes(n.threshold)?n.threshold:null;(r!==n.type||i!==n.threshold)&&this.change({type:r,threshold:i},!1)}get csvTitle(){return"Hit rates of every type and group at the chosen threshold"}csv(t){return BS(t,Za(t.thresholds,this.selection.threshold))}fileParts(t){return[t.run,t.tag,`step${t.step}`,"harmful",`t${t.thresholds[Za(t.thresholds,this.selection.threshold)]}`]}renderPickers(t){let n=t?.types??[this.selection.type],r=t?lf(t,this.selection.type):0,i=t?.thresholds??[],s=Za(i,this.selection.threshold);return g`<label class="field">
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
      </label>`}renderBody(t){let n=lf(t,this.selection.type),r=t.types[n],i=Za(t.thresholds,this.selection.threshold),s=t.thresholds[i],o=FS(t,i),a=OS(t,n).map(u=>({group:u.group,x:u.threshold,y:u.rate,lower:u.lower,upper:u.upper})),l=g`<fairness-band-chart
      .heading=${`Hit rate of ${r} versus threshold`}
      .points=${a}
      .groups=${t.groups}
      .xLabel=${"score threshold"}
      .yLabel=${"hit rate"}
      .note=${"Bands: Wilson intervals of each hit rate."}
    ></fairness-band-chart>`;return g`<div class="summary" data-type=${r} data-threshold=${s}>
        <span><b>${z(t.n)}</b> images · <b>${z(t.groups.length)}</b> groups · step ${t.step} ·
          ${Math.round(t.level*100)}% Wilson intervals</span>
        <span>type <b class="type">${r}</b> · harmful types: ${t.harmful_types.join(", ")}</span>
        <span class="muted">hit: a label of the type among an image's top 5, scored ≥ the threshold</span>
      </div>
      ${eb(g`${cf(g`Hit rate of <span class="type">${r}</span> per group and threshold`,ff("hits","Hit rate per group and threshold",g`<th class="text">group</th>
              ${t.thresholds.map(u=>g`<th data-threshold=${u}>≥ ${u}</th>`)}`,t.groups.map((u,c)=>g`<tr data-group=${u}>
                ${df("group",u)}
                ${t.thresholds.map((f,d)=>JS({group:u,key:f},t.hit_rate[c][n][d],t.lower[c][n][d],t.upper[c][n][d],t.group_counts[c]))}
              </tr>`)))}
        ${cf(`Harmful labels at threshold ${s}`,o.length===0?g`<div class="none">No harmful label of the taxonomy was predicted.</div>`:ff("labels","Harmful labels",g`<th class="text">label</th>
                  <th class="text">type</th>
                  ${t.groups.map(u=>g`<th data-group=${u} title=${u}>${u}</th>`)}
                  <th title="The largest gap: a group's rate minus the mean of the other groups">gap (group)</th>
                  <th title="Chi-square test that every group with images predicts this label at one rate">p</th>
                  <th title=${`\u2605: the groups differ, after Benjamini-Hochberg at FDR ${t.q} over the labels`}>★</th>`,o.map(u=>this.renderLabelRow(t,u))))}`,l)}`}renderLabelRow(t,n){return g`<tr data-label=${n.label}>
      ${df("label",n.label)}
      <td class="text" data-col="type">${n.type}</td>
      ${n.rates.map((r,i)=>r===null?g`<td class="state" data-group=${t.groups[i]}>undefined</td>`:g`<td data-group=${t.groups[i]} data-value=${String(r)} title=${zS(t.level,n.lower[i],n.upper[i])}>
              ${(r*100).toFixed(1)}%
            </td>`)}
      ${n.gap===null?g`<td class="state" data-col="gap">undefined</td>`:g`<td data-col="gap" data-value=${String(n.gap)} data-group=${n.gapGroup??""}>
            ${wo(n.gap,null,null)} <span class="n">${n.gapGroup}</span>
          </td>`}
      <td data-col="p_value" title=${n.pValue===null?"untestable: fewer than two groups, or no variation":""}>
        ${n.pValue===null?"\u2014":nn(n.pValue)}
      </td>
      <td data-col="significant" class="star">
        ${n.significant?g`<span aria-label="significant" title="significant">★</span>`:T}
      </td>
    </tr>`}};customElements.define("fairness-harmful-view",Zg);var Jg=class extends Ja{constructor(t){super(mR,t)}fetch(t){let{run:n,tag:r,step:i}=this.report;return this.api.geodiversity({run:n,tag:r,step:i,by:this.selection.by,q:this.selection.fdr},t)}get csvTitle(){return"The score per group"}csv(t){return HS(t)}fileParts(t){return[t.run,t.tag,`step${t.step}`,"geodiversity",t.by]}renderPickers(){return g`<label class="field">
        <span class="name">Groups by</span>
        <select name="by" @change=${t=>this.change({by:t.target.value},!0)}>
          ${Kg.map(t=>g`<option value=${t} ?selected=${t===this.selection.by}>${uf(t)}</option>`)}
        </select>
      </label>
      ${this.renderFdr()}`}renderBody(t){let n=t.households.reduce((i,s)=>i+s,0),r=t.q??Fe;return g`<div class="summary" data-by=${t.by}>
        <span><b>${z(n)}</b> households in <b>${z(t.groups.length)}</b> groups of
          <b class="by">${uf(t.by)}</b> · step ${t.step} · ${Math.round(t.level*100)}% intervals</span>
        <span class="note muted">Intervals resample households (${z(t.resamples)} bootstrap resamples), not images.</span>
      </div>
      ${eb(cf("Household-averaged score per group",ff("geo","Score per group",g`<th class="text">group</th>
              <th>households</th>
              <th>images</th>
              <th title="Mean over households of each household's hit rate, with its bootstrap interval">score [interval]</th>
              <th title="The pooled image-level hit rate, for contrast">image_rate</th>
              <th data-col="p_value" title=${`p-value of ${Gg}`}>p</th>
              <th data-col="significant" title=${`\u2605: ${yn(r)}`}>★</th>`,t.groups.map((i,s)=>this.renderGroupRow(t,i,s,r))),ls("legend",NS(t),r,(t.significant??[]).filter(Boolean).length)),g`<fairness-score-bars
          .heading=${`Score by ${uf(t.by)}`}
          .bars=${YS(t)}
          .groups=${t.groups}
          .yLabel=${"score"}
        ></fairness-score-bars>`)}`}renderGroupRow(t,n,r,i){let s=t.score[r],o=t.image_rate[r],a=Yg(t.p_value?.[r],t.significant?.[r],Gg,ES);return g`<tr data-group=${n} class=${a.significant?"significant":""} data-significant=${a.significant?"true":"false"}>
      ${df("group",n)}
      <td data-col="households" data-value=${t.households[r]}>${z(t.households[r])}</td>
      <td data-col="images" data-value=${t.images[r]}>${z(t.images[r])}</td>
      ${s===null?g`<td class="state" data-col="score" data-state="no-households">no households</td>`:g`<td data-col="score" data-value=${String(s)} data-lower=${String(t.lower[r])} data-upper=${String(t.upper[r])}>
            ${Ki(s,t.lower[r],t.upper[r])}
          </td>`}
      ${o===null?g`<td class="state" data-col="image_rate">—</td>`:g`<td data-col="image_rate" data-value=${String(o)}>${(o*100).toFixed(1)}%</td>`}
      <td data-col="p_value" class=${a.p===null?"why":""} data-value=${a.p===null?"":String(a.p)} title=${a.title}>
        ${a.text}
      </td>
      <td data-col="significant">${a.significant?ZS(i):T}</td>
    </tr>`}};customElements.define("fairness-geo-view",Jg);var Qg=class extends Ja{constructor(t){super(gR,t)}fetch(t){let{run:n,tag:r,step:i}=this.report;return this.api.retrieval({run:n,tag:r,step:i,q:this.selection.fdr},t)}get csvTitle(){return"Precision@K per K and group"}csv(t){return KS(t)}fileParts(t){return[t.run,t.tag,`step${t.step}`,"retrieval"]}renderPickers(){return this.renderFdr()}renderBody(t){let n=t.queries.reduce((s,o)=>s+o,0),r=t.q??Fe,i=XS(t).map(s=>({group:s.group,x:s.k,y:s.precision,lower:s.lower,upper:s.upper}));return g`<div class="summary">
        <span><b>${z(n)}</b> queries in <b>${z(t.groups.length)}</b> groups · step ${t.step} ·
          ${Math.round(t.level*100)}% t intervals over each group's queries</span>
        <span class="muted">P@K: the share of a query's K nearest neighbours with the query's attribute</span>
      </div>
      ${eb(cf("Mean Precision@K per group",ff("retrieval","Precision at K per group",g`<th class="text">group</th>
              <th>queries</th>
              ${t.ks.map(s=>g`<th data-k=${s}>P@${s}</th>`)}`,t.groups.map((s,o)=>g`<tr data-group=${s}>
                ${df("group",s)}
                <td data-col="queries" data-value=${t.queries[o]}>${z(t.queries[o])}</td>
                ${t.ks.map((a,l)=>JS({group:s,key:a},t.precision[o][l],t.lower[o][l],t.upper[o][l],t.queries[o],"undefined",{cell:Yg(t.p_value?.[o]?.[l],t.significant?.[o]?.[l],RS,PS),q:r}))}
              </tr>`)),ls("legend",IS(t),r,(t.significant??[]).flat().filter(Boolean).length)),g`<fairness-band-chart
          .heading=${"P@K versus K"}
          .points=${i}
          .groups=${t.groups}
          .xLabel=${"K"}
          .yLabel=${"P@K"}
          .note=${"Bands: t intervals of each mean."}
        ></fairness-band-chart>`)}`}};customElements.define("fairness-retrieval-view",Qg);var QS={kind:zb,title:"harmful-label-association",render:(e,t)=>g`<fairness-harmful-view .report=${e.report} .info=${e.info} .params=${e.params}
      >${t}</fairness-harmful-view
    >`,hint:()=>g`No harmful-label-association reports: log one with <code>w.harmful_label_association(…)</code>, each image's
      top-5 labels and scores, its group and a taxonomy of the labels.`,example:`# Harmful label associations (Goyal et al. 2022): top-5 labels and scores per image.
w.harmful_label_association("harmful/val", 0, labels=[["ape", "tree", "car", "cup", "dog"]],
                            scores=[[0.9, 0.5, 0.2, 0.1, 0.1]], groups=["darker"],
                            taxonomy={"ape": "non_human"})`},ek={kind:Fb,title:"geodiversity",render:(e,t)=>g`<fairness-geo-view .report=${e.report} .info=${e.info} .params=${e.params}
      >${t}</fairness-geo-view
    >`,hint:()=>g`No geodiversity reports: log one with <code>w.geodiversity(…)</code>, each image's ground-truth label, top-5
      predictions and its household's income and region.`,example:`# Geodiversity (Goyal et al. 2022): one row per image and ground-truth label.
w.geodiversity("geo/val", 0, image_ids=["a"], true_labels=["stove"],
               predicted_labels=[["stove", "bed", "cup", "tv", "sofa"]],
               household_ids=["h1"], incomes=[120.0], regions=["Africa"])`},tk={kind:Bb,title:"same-attribute retrieval",render:(e,t)=>g`<fairness-retrieval-view .report=${e.report} .info=${e.info} .params=${e.params}
      >${t}</fairness-retrieval-view
    >`,hint:()=>g`No retrieval reports: log one with <code>w.retrieval_precision(…)</code>, query and database embeddings and
      each one's attribute.`,example:`# Same-attribute retrieval (Goyal et al. 2022): embeddings and their attributes.
w.retrieval_precision("retrieval/val", 0, queries, database, query_attributes=q_attr,
                      database_attributes=db_attr, ks=(1, 5, 10))`};var Or=[dS,pS,$S,SS,QS,ek,tk];var bR=["report","compare","trend"],tb="mode",Qa="cmp_",yR="trend_",vR=["metric","a","b","mev","grouping","min_count","threshold","by","level"];function el(e,t){e.dispatchEvent(new CustomEvent("open-report",{detail:t,bubbles:!0,composed:!0}))}function xR(e){return bR.includes(e??"")?e:"report"}function nk(e,t){let n={mode:"report",view:[],compare:[],trend:[]};for(let[r,i]of e){let s=r.slice(t.length);s===tb?n.mode=xR(i):s.startsWith(Qa)?n.compare.push([r,i]):s.startsWith(yR)?n.trend.push([r,i]):n.view.push([r,i])}return n}function rk(e,t){let n={};for(let[r,i]of e){let s=r.slice(t.length);vR.includes(s)&&i!==""&&(n[s]=i)}return n}function ik(e,t,n){return Object.keys(e).filter(r=>e[r][t]?.kind===n).sort()}function sk(e,t){let n=new Set;for(let r of Object.values(e))for(let[i,s]of Object.entries(r))t.includes(s.kind)&&n.add(i);return[...n].sort()}var wR=["key","value_a","value_b","delta","rank_a","rank_b","movement"],Jt="also:",tl="delta",nl="desc";function hf(){return{a:null,b:null,also:[],sort:tl,dir:nl,search:"",brush:null}}function nb(e){return e==="key"||e==="rank_a"||e==="rank_b"?"asc":"desc"}function _R(e){return wR.includes(e)||e.startsWith(Jt)&&e.length>Jt.length}var Me={aRun:"a_run",aStep:"a_step",bRun:"b_run",bStep:"b_step",also:"also",sort:"sort",dir:"dir",search:"q",aMin:"a_min",aMax:"a_max",bMin:"b_min",bMax:"b_max"};function $R(e){return ut+Qa+e}function ok(e){let t=[],n=(r,i)=>ge(t,Qa+r,i);e.a&&(n(Me.aRun,e.a.run),n(Me.aStep,e.a.step)),e.b&&(n(Me.bRun,e.b.run),n(Me.bStep,e.b.step));for(let r of e.also)n(Me.also,r);return(e.sort!==tl||e.dir!==nl)&&(n(Me.sort,e.sort),n(Me.dir,e.dir)),n(Me.search,e.search),e.brush&&(n(Me.aMin,e.brush.a[0]),n(Me.aMax,e.brush.a[1]),n(Me.bMin,e.brush.b[0]),n(Me.bMax,e.brush.b[1])),t}function ak(e){let t=[...e],n=Ct(t),r=f=>n.get(Qa+f),i=f=>{let d=r(f);return d===void 0||d===""?null:d},s=hf(),o=i(Me.aRun);o!==null&&(s.a={run:o,step:Sl(r(Me.aStep))});let a=i(Me.bRun);a!==null&&(s.b={run:a,step:Sl(r(Me.bStep))});let l=$R(Me.also);for(let[f,d]of t)f===l&&d!==""&&!s.also.includes(d)&&s.also.push(d);let u=r(Me.sort);if(u!==void 0&&_R(u)&&(!u.startsWith(Jt)||s.also.includes(u.slice(Jt.length)))){s.sort=u;let f=r(Me.dir);s.dir=f==="asc"||f==="desc"?f:nb(u)}s.search=r(Me.search)??"";let c=[Me.aMin,Me.aMax,Me.bMin,Me.bMax].map(f=>Ce(r(f)));if(c.every(f=>f!==null)){let[f,d,h,p]=c;s.brush={a:[Math.min(f,d),Math.max(f,d)],b:[Math.min(h,p),Math.max(h,p)]}}return s}function lk(e,t,n,r){return e!==null&&t.includes(e.run)?e:t.includes(n)?{run:n,step:r}:t.length?{run:t[0],step:null}:null}function uk(e,t){let n=t.filter(i=>i!==e.run);if(n.length===0)return null;let r=t.indexOf(e.run);return r<0?n[0]:t[(r+1)%t.length]}function ck(e,t){let n=t.map(i=>i.step).sort((i,s)=>i-s);if(n.length===0)return e.step;let r=e.step===null?n.length-1:n.indexOf(e.step);return r<=0?e.step:n[r-1]}function rb(e,t){return e.step===null||t.some(n=>n.step===e.step)?e:{...e,step:null}}function pf(e,t,n,r){return t.filter(i=>e.includes(i)&&i!==n?.run&&i!==r?.run)}function fk(e,t){let n=new Map,r=t.columns;for(let i=0;i<r.key.length;i++)n.set(r.key[i],r.presence[i]==="a"?null:r.value_b[i]);return e.map(i=>{let s=n.get(i);return typeof s=="number"&&Number.isFinite(s)?s:null})}function SR(e,t){if(t.startsWith(Jt)){let n=t.slice(Jt.length);return e.extras.find(r=>r.run===n)?.values??null}return e.columns[t]}function dk(e,t,n){let r=new Int32Array(e.rows);for(let a=0;a<r.length;a++)r[a]=a;let i=n==="asc"?1:-1;if(t==="key"){let a=e.columns.key;return r.sort((l,u)=>a[l]<a[u]?-i:a[l]>a[u]?i:l-u),r}let s=SR(e,t);if(s===null)return r;let o=new Float64Array(e.rows);for(let a=0;a<o.length;a++){let l=s[a];o[a]=typeof l=="number"&&Number.isFinite(l)?l:NaN}return r.sort((a,l)=>{let u=o[a],c=o[l],f=Number.isNaN(u),d=Number.isNaN(c);return f||d?f&&d?a-l:f?1:-1:u<c?-i:u>c?i:a-l}),r}function hk(e,t){let n=e.value_a[t],r=e.value_b[t];return e.presence[t]==="both"&&typeof n=="number"&&Number.isFinite(n)&&typeof r=="number"&&Number.isFinite(r)}function pk(e,t,n){if(!hk(e,t))return!1;let r=e.value_a[t],i=e.value_b[t];return r>=n.a[0]&&r<=n.a[1]&&i>=n.b[0]&&i<=n.b[1]}function mk(e,t,n,r){if(n===null&&r===null)return t;let i=e.columns,s=new Int32Array(t.length),o=0;for(let a=0;a<t.length;a++){let l=t[a];r!==null&&!pk(i,l,r)||n!==null&&(n.lastIndex=0,!n.test(i.key[l]))||(s[o++]=l)}return s.slice(0,o)}function gk(e,t){let n=0;for(let r=0;r<e.rows;r++)pk(e.columns,r,t)&&n++;return n}function bk(e){let t=e.key.length,n=new Float64Array(t),r=new Float64Array(t),i=new Int32Array(t),s=0,o=0,a=0;for(let l=0;l<t;l++)hk(e,l)?(n[s]=e.value_a[l],r[s]=e.value_b[l],i[s++]=l):e.presence[l]!=="both"?o++:a++;return{x:n.slice(0,s),y:r.slice(0,s),index:i.slice(0,s),oneSided:o,undefinedValue:a}}function yk(e,t=5){let n=[];for(let s=0;s<e.key.length;s++){let o=e.delta[s];typeof o=="number"&&Number.isFinite(o)&&o!==0&&n.push({row:s,key:e.key[s],delta:o})}let r=n.filter(s=>s.delta>0).sort((s,o)=>o.delta-s.delta||s.row-o.row),i=n.filter(s=>s.delta<0).sort((s,o)=>s.delta-o.delta||s.row-o.row);return{up:r.slice(0,t),down:i.slice(0,t)}}function vk(e){return"^"+e.replace(/[.*+?^${}()|[\]\\/-]/g,"\\$&")+"$"}var kR=["key","value_a","value_b","delta","rank_a","rank_b","movement","presence"];function xk(e,t){let n=e.columns,i=[[...kR,...e.extras.map(s=>`value_${s.run}`)].map(rt).join(",")];for(let s=0;s<t.length;s++){let o=t[s];i.push([rt(n.key[o]),J(n.value_a[o]),J(n.value_b[o]),J(n.delta[o]),J(n.rank_a[o]),J(n.rank_b[o]),J(n.movement[o]),n.presence[o],...e.extras.map(a=>J(a.values?.[o]))].join(","))}return i.join(`\r
`)+`\r
`}function wk(e){return Object.entries(e).filter(([,t])=>t!=null&&t!=="").map(([t,n])=>`${t}=${typeof n=="object"?JSON.stringify(n):String(n)}`).join(", ")}var zr=340,Ni=320,Qt={left:50,right:12,top:12,bottom:38},CR=5e3,_k=3;function mf(e){return Number(e.toPrecision(6))}var rl=class extends X{constructor(){super();this.chart=null;this.canvas=null;this.scales=null;this.points=null,this.brush=null,this.highlight=null,this.value="value",this.drag=null}willUpdate(n){(n.has("points")||n.has("value"))&&this.draw()}draw(){let n=this.points;if(this.chart=null,this.canvas=null,this.scales=null,!n||n.x.length===0)return;let r=1/0,i=-1/0;for(let c of[n.x,n.y])for(let f=0;f<c.length;f++)c[f]<r&&(r=c[f]),c[f]>i&&(i=c[f]);let s=i>r?(i-r)*.04:Math.max(Math.abs(r)*.1,.05),o=[r-s,i+s],a=Ye({width:zr,height:Ni,marginLeft:Qt.left,marginRight:Qt.right,marginTop:Qt.top,marginBottom:Qt.bottom,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{domain:o,label:`${this.value} in A`,labelAnchor:"center",labelArrow:"none",grid:!0,ticks:5},y:{domain:o,label:`${this.value} in B`,labelArrow:"none",grid:!0,ticks:5},marks:[Dg([[o[0],o[0]],[o[1],o[1]]],{stroke:"#616161",strokeDasharray:"4,3",strokeWidth:1})]}),l=a.scale("x"),u=a.scale("y");this.chart=a,this.scales=l&&u?{x:l,y:u}:null,this.scales&&(this.canvas=this.paint(n,this.scales))}paint(n,r){let i=document.createElement("canvas"),s=Math.max(1,Math.min(3,globalThis.devicePixelRatio||1));i.width=Math.round(zr*s),i.height=Math.round(Ni*s),i.className="dots";let o=i.getContext("2d");if(!o)return i;o.scale(s,s);let a=n.x.length>CR,l=a?1.5:2.5;o.globalAlpha=a?.5:.7,o.fillStyle=Hn,o.beginPath();for(let u=0;u<n.x.length;u++){let c=r.x.apply(n.x[u]),f=r.y.apply(n.y[u]);o.moveTo(c+l,f),o.arc(c,f,l,0,2*Math.PI)}return o.fill(),i}point(n){let r=n.currentTarget.getBoundingClientRect(),i=r.width?zr/r.width:1,s=r.height?Ni/r.height:1,o=(n.clientX-r.left)*i,a=(n.clientY-r.top)*s,l=(u,c,f)=>Math.min(f,Math.max(c,u));return[l(o,Qt.left,zr-Qt.right),l(a,Qt.top,Ni-Qt.bottom)]}onDown(n){if(n.button!==0||!this.scales)return;n.currentTarget.setPointerCapture(n.pointerId);let[r,i]=this.point(n);this.drag={x0:r,y0:i,x1:r,y1:i},n.preventDefault()}onMove(n){if(!this.drag)return;let[r,i]=this.point(n);this.drag={...this.drag,x1:r,y1:i}}onUp(n){let r=this.drag;if(!r)return;let[i,s]=this.point(n);this.drag=null;let o=this.scales,a=null;if(o?.x.invert&&o.y.invert&&(Math.abs(i-r.x0)>=_k||Math.abs(s-r.y0)>=_k)){let l=mf(o.x.invert(r.x0)),u=mf(o.x.invert(i)),c=mf(o.y.invert(r.y0)),f=mf(o.y.invert(s));a={a:[Math.min(l,u),Math.max(l,u)],b:[Math.min(c,f),Math.max(c,f)]}}a===null&&this.brush===null||this.dispatchEvent(new CustomEvent("brush-change",{detail:a,bubbles:!0,composed:!0}))}onCancel(){this.drag=null}rect(){let n=this.drag;if(n)return{left:Math.min(n.x0,n.x1),top:Math.min(n.y0,n.y1),width:Math.abs(n.x1-n.x0),height:Math.abs(n.y1-n.y0)};let r=this.brush,i=this.scales;if(!r||!i)return null;let s=f=>Math.min(zr-Qt.right,Math.max(Qt.left,i.x.apply(f))),o=f=>Math.min(Ni-Qt.bottom,Math.max(Qt.top,i.y.apply(f))),a=s(r.a[0]),l=s(r.a[1]),u=o(r.b[0]),c=o(r.b[1]);return{left:Math.min(a,l),top:Math.min(u,c),width:Math.abs(l-a),height:Math.abs(c-u)}}ring(){let n=this.points,r=this.scales;if(this.highlight===null||!n||!r)return T;let i=n.index.indexOf(this.highlight);if(i<0)return T;let s=r.x.apply(n.x[i]),o=r.y.apply(n.y[i]);return g`<div class="ring" style="left: ${s}px; top: ${o}px"></div>`}render(){let n=this.points;if(!n)return T;let r=this.rect(),i=[n.oneSided?`${z(n.oneSided)} row${n.oneSided===1?"":"s"} found in one report only`:"",n.undefinedValue?`${z(n.undefinedValue)} without a value on one side`:""].filter(Boolean);return g`
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
                ></div>`:T}
            ${this.ring()}
          </div>`:g`<div class="muted">No row has a value in both reports.</div>`}
      <div class="note muted">
        ${z(n.x.length)} row${n.x.length===1?"":"s"} plotted; above the dashed diagonal y = x, the value
        is larger in B. Drag a rectangle to select rows, click to clear.
        ${i.length?g`Not plotted: ${i.join("; ")}.`:T}
      </div>
    `}};rl.properties={points:{attribute:!1},brush:{attribute:!1},highlight:{attribute:!1},value:{attribute:!1},drag:{state:!0}},rl.styles=[te,Y`
      :host {
        display: block;
      }
      .plot {
        position: relative;
        width: ${zr}px;
        height: ${Ni}px;
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
        width: ${zr}px;
        height: ${Ni}px;
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
        max-width: ${zr}px;
      }
    `];customElements.define("fairness-compare-scatter",rl);var $k="",Sk=100,TR=5;function ib(e,t){return e>0?"+"+t:t}function kk(e){return`${e.run} \xB7 step ${e.step}`}var il=class extends X{constructor(){super();this.grid="";this.renderRow=n=>{let r=this.table,i=r.columns,s=i.key[n],o=i.presence[n];return g`<div
      class="row ${o==="both"?"":"one-sided"} ${n===this.highlight?"focus":""}"
      role="row"
      style=${this.grid}
      data-row=${n}
      data-presence=${o}
    >
      <div class="cell key" role="cell" data-col="key" title=${s}>
        <span class="k">${s}</span>
        ${o==="both"?T:g`<span class="badge">only in ${o==="a"?"A":"B"}</span>`}
        ${i.beyond_uncertainty[n]===!0?g`<span class="beyond" title="Moved by more than its uncertainty: the two 95% intervals do not overlap">●</span>`:T}
      </div>
      ${this.cell("value_a",n,i.value_a[n])} ${this.cell("value_b",n,i.value_b[n])} ${this.cell("delta",n,i.delta[n])}
      ${this.cell("rank_a",n,i.rank_a[n])} ${this.cell("rank_b",n,i.rank_b[n])} ${this.cell("movement",n,i.movement[n])}
      ${r.extras.map(a=>this.cell(`${Jt}${a.run}`,n,a.values?.[n]))}
    </div>`};this.table=null,this.rows=[],this.sort=tl,this.dir=nl,this.names={value:"value",a:"A",b:"B"},this.highlight=null}columns(){let{value:n,a:r,b:i}=this.names,s=this.table;return[{key:"key",name:"key",sub:"",title:"The row: a label, a class, class|group\u2026",text:!0},{key:"value_a",name:`${n} in A`,sub:r,title:`${n} in report A (${r})`},{key:"value_b",name:`${n} in B`,sub:i,title:`${n} in report B (${i})`},{key:"delta",name:"delta",sub:"B \u2212 A",title:`delta = ${n} in B \u2212 ${n} in A`},{key:"rank_a",name:"rank A",sub:"1 = largest",title:`The row's rank by ${n} in A (1: the largest)`},{key:"rank_b",name:"rank B",sub:"1 = largest",title:`The row's rank by ${n} in B (1: the largest)`},{key:"movement",name:"movement",sub:"rank A \u2212 rank B",title:"rank A \u2212 rank B: positive when the row rose in B"},...(s?.extras??[]).map(o=>({key:`${Jt}${o.run}`,name:o.run,sub:`${n}, latest step`,title:`${n} in the latest report of run ${o.run}`}))]}missingTitle(n,r){let i=this.table.columns.presence[r],{a:s,b:o}=this.names;switch(n){case"value_a":case"rank_a":return i==="b"?`Not in report A (${s}): this row is only in B.`:`Undefined in report A (${s}): the report has no value for this row.`;case"value_b":case"rank_b":return i==="a"?`Not in report B (${o}): this row is only in A.`:`Undefined in report B (${o}): the report has no value for this row.`;case"delta":return i==="both"?"No delta: the value is undefined on one side.":`No delta: the row is only in ${i==="a"?"A":"B"}.`;case"movement":return"No movement: the row is not ranked on both sides.";default:{let a=n.slice(Jt.length);return this.table.extras.find(u=>u.run===a)?.values?`Not in the latest report of run ${a}, or undefined there.`:`Not loaded: the report of run ${a}.`}}}cell(n,r,i){if(typeof i!="number"||!Number.isFinite(i))return g`<div class="cell num missing" role="cell" data-col=${n} title=${this.missingTitle(n,r)}>—</div>`;let s,o="";return n==="rank_a"||n==="rank_b"?s=z(i):n==="movement"?(s=ib(i,z(i).replace(/^-/,"\u2212")),o=i>0?"up":i<0?"down":""):n==="delta"?s=ib(i,tn(i)):s=tn(i),g`<div class="cell num ${o}" role="cell" data-col=${n} data-v=${String(i)} title=${String(i)}>${s}</div>`}willUpdate(n){n.has("table")&&(this.scrollTop=0)}render(){if(!this.table)return T;let r=this.columns(),i=220+Sk*(r.length-1),s=`grid-template-columns: minmax(200px, 1fr) repeat(${r.length-1}, ${Sk}px); min-width: ${i}px`;return this.grid=s,os(this,{columns:r,defaultDir:nb,renderRow:this.renderRow,label:"Rows of A and B aligned by key",empty:"No row matches the search or the selection.",tableStyle:`--table-min-width: ${i}px`,headStyle:s})}};il.properties={...yr,names:{attribute:!1},highlight:{attribute:!1}},il.styles=[te,...us,Y`
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
    `];customElements.define("fairness-compare-table",il);var sl=class extends X{constructor(){super();this.request=new ze;this.extraRequest=new ze;this.shell=new yt(this,[this.request,this.extraRequest]);this.stepsCache=new Map;this.extraErrors=new Map;this.table=null;this.order=null;this.search={regex:null,error:null};this.visible=new Int32Array(0);this.visibleList=[];this.points=null;this.moved={up:[],down:[]};this.brushed=0;this.tag="",this.kind="",this.kindTitle="",this.runs=[],this.run="",this.step=null,this.options={},this.params=[],this.sel=hf(),this.data=null,this.extras=[],this.stepsA=null,this.stepsB=null,this.highlight=null}async stepsOf(n,r){let i=`${this.tag}\0${n}`,s=this.stepsCache.get(i);if(s)return s;let o=await this.api.steps(n,this.tag,r);return this.stepsCache.set(i,o.steps),o.steps}async load(){let n=this.sel.a,r=this.sel.b;if(this.extraRequest.cancel(),n===null){this.request.cancel(),this.data=null,this.shell.fail(`No run holds a report under the tag ${this.tag}.`);return}let{tag:i,options:s,api:o}=this;this.shell.start();let a;try{a=await this.request.run(async l=>{let u=await this.stepsOf(n.run,l),c=rb(n,u),f=r??{run:c.run,step:ck(c,u)},d=f.run===c.run?u:await this.stepsOf(f.run,l),h=rb(f,d),p=await o.diff({tag:i,run:c.run,step:c.step,vs_run:h.run,vs_step:h.step,options:s},l);return{a:c,b:h,stepsA:u,stepsB:d,diff:p}})}catch(l){this.data=null,this.shell.fail(l);return}a!==Le&&(this.stepsA=a.stepsA,this.stepsB=a.stepsB,this.highlight=null,this.extras=[],this.data=a.diff,this.setSel({...this.sel,a:a.a,b:a.b}),await this.loadExtras())}async loadExtras(){let n=this.data,r=this.sel.a,i=this.sel.also;if(!n||!r||i.length===0){this.extraRequest.cancel(),this.extras=[],this.extraErrors=new Map,n&&this.shell.ready();return}let s=new Map(this.extras.map(f=>[f.run,f]));this.extras=i.map(f=>s.get(f)??{run:f,values:null}),this.shell.start();let{tag:o,options:a,api:l}=this,u=n.columns.key,c=await this.extraRequest.run(f=>Promise.all(i.map(async d=>{let h=s.get(d);if(h?.values)return{run:d,values:h.values,error:null};try{let p=await l.diff({tag:o,run:r.run,step:r.step,vs_run:d,vs_step:null,options:a},f);return{run:d,values:fk(u,p),error:null}}catch(p){if(f.aborted)throw p;return{run:d,values:null,error:Yn(p)}}})));c!==Le&&(this.extras=c.map(({run:f,values:d})=>({run:f,values:d})),this.extraErrors=new Map(c.filter(f=>f.error!==null).map(f=>[f.run,f.error])),this.shell.ready())}setSel(n){this.sel=n,et(this,ok(n))}fit(n){let r=this.runs??[],i=lk(n.a,r,this.run,this.step),s=n.b!==null&&r.includes(n.b.run)?n.b:null;if(s===null&&i!==null){let l=uk(i,r);l!==null&&(s={run:l,step:null})}let o=pf(n.also,r,i,s),a=!n.sort.startsWith(Jt)||o.includes(n.sort.slice(Jt.length));return{...n,a:i,b:s,also:o,sort:a?n.sort:tl,dir:a?n.dir:nl}}onSide(n,r){let i=this.sel[n];if(!i)return;let s={...i,...r};r.run!==void 0&&r.run!==i.run&&(s.step=null);let o={...this.sel,[n]:s},a=pf(o.also,this.runs,o.a,o.b);this.setSel(this.fit({...o,also:a})),this.load()}swap(){let{a:n,b:r,brush:i}=this.sel;if(!n||!r)return;let s=i?{a:i.b,b:i.a}:null;this.setSel({...this.sel,a:r,b:n,brush:s}),this.load()}onAlso(n,r){let i=r?[...this.sel.also,n]:this.sel.also.filter(o=>o!==n),s=pf(i,this.runs,this.sel.a,this.sel.b);this.setSel(this.fit({...this.sel,also:s})),this.loadExtras()}patch(n){this.setSel({...this.sel,...n})}onBrush(n){this.highlight=null,this.patch({brush:n})}focusRow(n){this.highlight=n.row,this.patch({search:vk(n.key),brush:null})}reset(){this.stepsCache.clear(),this.setSel(this.fit(hf())),this.load()}retry(){this.stepsCache.clear(),this.load()}downloadCsv(){let n=this.data;if(!n||!this.table)return;let r=Tt(["fairness","compare",n.tag,n.a.run,`step${n.a.step}`,"vs",n.b.run,`step${n.b.step}`,n.value]);Mt(xk(this.table,this.visible),r)}willUpdate(n){if(!this.hasUpdated)this.setSel(this.fit(ak(this.params))),this.load();else if(n.has("tag")||n.has("options")||n.has("runs")){let c=this.sel;if(n.has("tag")){this.stepsCache.clear();let f=this.runs.length<2;this.sel={...c,a:c.a&&this.runs.includes(c.a.run)?{run:c.a.run,step:null}:null,b:!f&&c.b&&this.runs.includes(c.b.run)?{run:c.b.run,step:null}:null,brush:null}}this.setSel(this.fit(this.sel)),this.load()}let r=this.data;(n.has("data")||n.has("extras"))&&(this.table=r?{rows:r.rows,columns:r.columns,extras:this.extras}:null),n.has("data")&&(this.points=r?bk(r.columns):null,this.moved=r?yk(r.columns,TR):{up:[],down:[]});let i=this.sel,s=n.has("sel")?n.get("sel"):i;(!s||s.search!==i.search)&&(this.search=Bi(i.search));let o=this.table;if(!o){this.order=null,this.visible=new Int32Array(0),this.visibleList=[],this.brushed=0;return}let a=n.has("data")||n.has("extras")||this.order===null,l=!s||s.sort!==i.sort||s.dir!==i.dir;(a||l)&&(this.order=dk(o,i.sort,i.dir));let u=!s||s.brush!==i.brush;(a||l||u||!s||s.search!==i.search)&&(this.visible=mk(o,this.order,this.search.regex,i.brush),this.visibleList=Array.from(this.visible)),(a||u)&&(this.brushed=i.brush?gk(o,i.brush):0)}renderSide(n){let r=this.sel[n],i=n==="a"?this.stepsA:this.stepsB;return g`<fieldset class="side" data-side=${n}>
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
          @change=${o=>{let a=o.target.value;this.onSide(n,{step:a===$k?null:Number(a)})}}
        >
          <option .value=${$k} .selected=${r?.step===null}>latest</option>
          ${(i??[]).map(o=>g`<option .value=${String(o.step)} .selected=${o.step===r?.step}>
                ${o.step} · ${qi(o.wall_time)}
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
          </div>`:T}
      <span class="spacer"></span>
      ${this.shell.renderCsvButton("csv",this.data!==null,()=>this.downloadCsv())}
      ${this.search.error?g`<div class="search-error" title=${this.search.error}>${this.search.error}</div>`:T}
    </div>`}renderSummary(n){let r=wk(n.options),i=n.a.run===n.b.run&&n.a.step===n.b.step,s=this.sel,o=[...this.extraErrors].map(([a,l])=>`${a}: ${l}`);return g`<div
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
        >Comparing <b>${n.value}</b> of the ${this.kindTitle||n.kind} report ${n.tag}${r?g` <span class="muted">(${r})</span>`:T}</span
      >
      <span
        >A = <b>${kk(n.a)}</b>
        <button class="text" name="open-a" title="Open report A in its view" @click=${()=>el(this,{run:n.a.run,step:n.a.step})}>
          open</button
        ></span>
      <span
        >B = <b>${kk(n.b)}</b>
        <button class="text" name="open-b" title="Open report B in its view" @click=${()=>el(this,{run:n.b.run,step:n.b.step})}>
          open</button
        ></span>
      ${i?g`<span class="warn">A and B are the same report: pick another step or run.</span>`:T}
      <span class="counts"
        ><b>${z(n.rows)}</b> rows · ${z(n.only_in_a)} only in A · ${z(n.only_in_b)} only in
        B</span
      >
      <span class="uncertainty"
        >${n.moved_beyond_uncertainty!==null?g`<b>${z(n.moved_beyond_uncertainty)}</b> row${n.moved_beyond_uncertainty===1?"":"s"} moved by
              more than ${n.moved_beyond_uncertainty===1?"its":"their"} uncertainty (the two 95% intervals do not
              overlap; marked ●)`:g`<span class="muted">${this.kindTitle||n.kind} reports have no intervals for ${n.value}: no
              uncertainty to compare the moves with</span>`}</span
      >
      ${Xi(this.visible.length,n.rows,"rows",s.brush?g`<span class="chip" data-brushed=${this.brushed}
              >${z(this.brushed)} selected in the scatter —
              <button class="text" name="clear-brush" @click=${()=>this.onBrush(null)}>clear</button></span
            >`:void 0)}
      ${o.length?g`<span class="warn">Could not load: ${o.join("; ")}</span>`:T}
    </div>`}renderMovers(n,r,i){return g`<div class="movers" data-movers=${i}>
      <h3>${n}</h3>
      ${r.length?g`<ol>
            ${r.map(s=>g`<li>
                <button title=${`Show ${s.key} in the table`} @click=${()=>this.focusRow(s)}>
                  <span class="k">${s.key}</span><span class="num ${i}">${ib(s.delta,tn(s.delta))}</span>
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
    `}};sl.properties={...ql,sel:{state:!0},data:{state:!0},extras:{state:!0},stepsA:{state:!0},stepsB:{state:!0},highlight:{state:!0}},sl.styles=[te,st,ot,Wr,Kr,Lt,Y`
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
    `];customElements.define("fairness-compare",sl);var Mk="trend_",Ak=ut+Mk+"run",Ek=ut+Mk+"gap_threshold",lo=.1;function sb(){return{runs:null,gapThreshold:lo}}function gf(e){let t=Ce(e);return t!==null&&t>=0?t:null}function ob(e){let t=[];for(let n of e.runs??[])t.push([Ak,n]);return e.gapThreshold!==lo&&t.push([Ek,String(e.gapThreshold)]),t}function Rk(e,t){let n=sb(),r=[],i;for(let[s,o]of e)s===Ak&&o!==""&&!r.includes(o)?r.push(o):s===Ek&&(i=o);return n.runs=r.length>0?r:null,n.gapThreshold=gf(i)??lo,t?bf(n,t):n}function bf(e,t){if(e.runs===null||t.length===0)return e;let n=t.filter(r=>e.runs.includes(r));return{...e,runs:n.length===0||n.length===t.length?null:n}}function Ii(e,t){return e.runs===null?[...t]:t.filter(n=>e.runs.includes(n))}function Pk(e,t,n,r){let i=Ii(e,t),s=r?t.filter(o=>o===n||i.includes(o)):i.filter(o=>o!==n);return s.length===0?e:bf({...e,runs:s},t)}function Nk(e,t){return t!==null&&e.includes(t)?[t,...e.filter(n=>n!==t)]:[...e]}function Ik(e,t,n){return e===Fi?{...t,gap_threshold:String(n.gapThreshold)}:{...t}}function Lk(e){let t=[];for(let[n,r]of Object.entries(e))n==="gap_threshold"||r===""||t.push(n==="metric"?`metric ${r}`:`${n}=${r}`);return t.join(", ")}var Ck={max_abs_gap:{title:"Largest |gap|",explanation:"The largest absolute gap between identity A and B (or the rest), over the labels with enough examples.",format:"value"},labels_above_threshold:{title:"Labels above the gap threshold",explanation:"How many labels with enough examples have an absolute gap above the gap threshold.",format:"count"},skew_size:{title:"SkewSize",explanation:"The skewness of Cramer's V over the classes: higher is less biased; a long tail of classes whose predictions depend on the group lowers it.",format:"value"},worst_group_accuracy:{title:"Worst-group accuracy",explanation:"The accuracy of the group the model does worst on.",format:"percent"},overall_accuracy:{title:"Overall accuracy",explanation:"The accuracy over every example.",format:"percent"},worst_group_value:{title:"Worst group (macro average)",explanation:"The lowest macro average over classes of any group (the report view's metric).",format:"percent"},largest_disparity:{title:"Largest disparity",explanation:"The largest best-minus-worst spread between the groups of one class.",format:"percent"},max_harmful_rate:{title:"Highest harmful hit rate",explanation:"The highest share, over groups, of images with a harmful label among their top 5.",format:"percent"},harmful_rate_gap:{title:"Harmful hit-rate gap",explanation:"The highest minus the lowest harmful hit rate over groups.",format:"percent"},worst_group_score:{title:"Worst-group score",explanation:"The lowest household-averaged score of any group.",format:"percent"},score_gap:{title:"Score gap",explanation:"The best minus the worst group score.",format:"percent"},worst_group_precision:{title:"Worst-group Precision@K",explanation:"The lowest mean Precision@K of any query group, at the largest K.",format:"percent"},precision_gap:{title:"Precision@K gap",explanation:"The best minus the worst group's Precision@K, at the largest K.",format:"percent"}};function Dk(e,t){let n=(t-e)/5;return!(n>0)||n>=.01?".0%":n>=.001?".1%":".2%"}function ab(e){return Object.prototype.hasOwnProperty.call(Ck,e)?Ck[e]:{title:e,explanation:"",format:"value"}}function ol(e,t){return e===null||!Number.isFinite(e)?"undefined":t==="percent"?Qe(e):t==="count"?Number.isInteger(e)?z(e):Un(e):tn(e)}function Ok(e,t){let n=Object.prototype.hasOwnProperty.call(e,t)?e[t]:null;return typeof n=="number"&&Number.isFinite(n)?n:null}function zk(e,t=null){let n=e.series.filter(r=>t===null||t.includes(r.run)).map(r=>({run:r.run,points:[...r.points].sort((i,s)=>i.step-s.step)}));return e.names.map(r=>{let i=[],s=[];return n.forEach((o,a)=>{let l=0,u=!1;for(let c of o.points){let f=Ok(c.values,r);if(f===null){s.push({run:o.run,step:c.step}),u&&l++,u=!1;continue}u=!0;let[d,h]=c.intervals?.[r]??[null,null];i.push({run:o.run,step:c.step,wall_time:c.wall_time,value:f,lower:d,upper:h,segment:`${a}:${l}`})}}),{name:r,dots:i,missing:s}})}function Fk(e,t=null){let n=e.series.filter(r=>t===null||t.includes(r.run));return n.some(r=>r.points.length>0)&&n.every(r=>new Set(r.points.map(i=>i.step)).size<=1)}function Bk(e,t=6){let n=new Map;for(let i of e){let s=n.get(i.run)??[];s.push(i.step),n.set(i.run,s)}let r=[];for(let[i,s]of n){let o=s.slice(0,t).join(", "),a=s.length>t?` and ${s.length-t} more`:"";r.push(`${i} at step${s.length>1?"s":""} ${o}${a}`)}return r.join("; ")}var Tk=["#4e79a7","#f28e2c","#e15759","#76b7b2","#59a14f","#edc949","#af7aa1","#ff9da7","#9c755f","#bab0ab"];function lb(e){return e.map((t,n)=>Tk[n%Tk.length])}function qk(e,t,n,r=12){let i=null,s=r*r;return e.forEach((o,a)=>{if(!Number.isFinite(o.x)||!Number.isFinite(o.y))return;let l=(o.x-t)**2+(o.y-n)**2;l<=s&&(i=a,s=l)}),i}function Vk(e,t=null){let n=[["run","step","wall_time",...e.names].map(rt).join(",")];for(let r of e.series)if(!(t!==null&&!t.includes(r.run)))for(let i of[...r.points].sort((s,o)=>s.step-o.step))n.push([rt(r.run),J(i.step),J(i.wall_time),...e.names.map(s=>J(Ok(i.values,s)))].join(","));return n.join(`\r
`)+`\r
`}var ub=460,Uk=240,MR=14,AR=Y`
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
    width: ${ub}px;
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
`,al=class extends X{constructor(){super();this.request=new ze;this.shell=new yt(this,[this.request]);this.drawn=[];this.tag="",this.kind="",this.kindTitle="",this.runs=[],this.run="",this.step=null,this.options={},this.params=[],this.selection=sb(),this.thresholdText=String(lo),this.data=null}get isAssociations(){return this.kind===Fi}async load(){if(!this.api||!this.tag)return;this.shell.start();let n=this.tag,r=this.selection.runs??[],i=Ik(this.kind,this.options,this.selection),s;try{s=await this.request.run(o=>this.api.trend({tag:n,runs:r,options:i},o))}catch(o){this.data=null,this.shell.fail(o);return}s!==Le&&(this.data=s,this.shell.ready())}change(n){this.selection=n,et(this,ob(n))}willUpdate(n){if(!this.hasUpdated)this.selection=Rk(this.params,this.runs),this.isAssociations||(this.selection={...this.selection,gapThreshold:lo}),this.thresholdText=String(this.selection.gapThreshold),et(this,ob(this.selection)),this.load();else{let r=n.has("tag")||n.has("options")||n.has("kind")||n.has("api");if(n.has("runs")){let i=bf(this.selection,this.runs);JSON.stringify(i.runs)!==JSON.stringify(this.selection.runs)&&this.change(i),r=!0}if(n.has("selection")){let i=n.get("selection");(!i||JSON.stringify(i.runs)!==JSON.stringify(this.selection.runs)||i.gapThreshold!==this.selection.gapThreshold)&&(r=!0)}r&&this.load()}(n.has("data")||n.has("runs")||n.has("run")||n.has("step")||n.has("selection"))&&(this.drawn=this.draw())}draw(){let n=this.data;if(!n)return[];let r=Ii(this.selection,this.runs),i=[...this.runs,...n.series.map(a=>a.run).filter(a=>!this.runs.includes(a))],s=lb(i);return zk(n,this.selection.runs===null?null:r).map(a=>this.drawChart(a,i,s))}drawChart(n,r,i){let{dots:s}=n;if(s.length===0)return{chart:n,svg:null,pixels:[]};let o=ab(n.name),a=`${Math.round((this.data?.level??.95)*100)}%`,l=s.map(E=>E.step),u=Math.min(...l),c=Math.max(...l);this.step!==null&&this.step>=u-(c-u)&&this.step<=c+(c-u)&&(u=Math.min(u,this.step),c=Math.max(c,this.step));let f=[...new Set(this.step!==null&&this.step>=u&&this.step<=c?[...l,this.step]:l)].sort((E,L)=>E-L);u===c&&(u-=1,c+=1);let d=s.filter(E=>E.run===this.run),h=s.filter(E=>E.run!==this.run),p=E=>`${E.run}, step ${E.step}: ${ol(E.value,o.format)}`,m=E=>E.lower!==null&&E.upper!==null?`
${a} interval: [${ol(E.lower,o.format)}, ${ol(E.upper,o.format)}]`:"",b=E=>`run ${E.run}
step ${E.step} (${qi(E.wall_time)})
${o.title}: ${ol(E.value,o.format)}${m(E)}
click: open this report`,y=s.filter(E=>E.lower!==null&&E.upper!==null),v=r.filter(E=>y.some(L=>L.run===E)),_={label:null,grid:!0,nice:!0},x=s.map(E=>E.value),S=Math.min(...x),w=Math.max(...x);if(S<w&&o.format!=="count"&&(_.domain=[S,w]),o.format==="percent"){let E=s.map(L=>L.value);_.tickFormat=Dk(Math.min(...E),Math.max(...E))}o.format==="count"&&(_.zero=!0,_.tickFormat="d");let $=Ye({width:ub,height:Uk,marginTop:12,marginLeft:50,marginRight:14,marginBottom:34,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{domain:[u,c],label:"step",labelAnchor:"center",labelArrow:"none",inset:8,ticks:f.length<=10?f:6,tickFormat:"~s"},y:{..._,inset:6},color:{domain:r,range:i},marks:[this.step!==null?Nt([this.step],{stroke:"#bdbdbd",strokeDasharray:"3,3"}):null,...v.map((E,L)=>Nt(y.filter(C=>C.run===E),{x:"step",y1:"lower",y2:"upper",stroke:"run",strokeOpacity:.5,strokeWidth:2,clip:!0,dx:(L-(v.length-1)/2)*3})),ao(h,{x:"step",y:"value",z:"segment",stroke:"run",strokeWidth:1.5}),ao(d,{x:"step",y:"value",z:"segment",stroke:"run",strokeWidth:3}),Ra([...h,...d],{x:"step",y:"value",fill:"run",stroke:"#fff",strokeWidth:1,r:4,ariaLabel:p,title:b,tip:!0})]});$.setAttribute("data-name",n.name);let k=[...h,...d],M=new Map(k.map(E=>[p(E),E]));for(let E of $.querySelectorAll('g[aria-label="dot"] circle')){let L=M.get(E.getAttribute("aria-label")??"");L&&(E.setAttribute("data-run",L.run),E.setAttribute("data-step",String(L.step)),E.setAttribute("data-value",String(L.value)),L.lower!==null&&E.setAttribute("data-lower",String(L.lower)),L.upper!==null&&E.setAttribute("data-upper",String(L.upper)))}let N=$.scale("x"),A=$.scale("y"),P=k.map(E=>({x:Number(N?.apply(E.step)),y:Number(A?.apply(E.value))}));return $.addEventListener("click",E=>this.onChartClick(E,$,k,P)),$.addEventListener("pointermove",E=>{let L=this.pick(E,$,P);$.classList.toggle("over-point",L!==null)}),{chart:{...n,dots:k},svg:$,pixels:P}}pick(n,r,i){let s=r.getBoundingClientRect();if(s.width===0||s.height===0)return null;let o=ub/s.width,a=Uk/s.height;return qk(i,(n.clientX-s.left)*o,(n.clientY-s.top)*a,MR*o)}onChartClick(n,r,i,s){let o=this.pick(n,r,s);if(o===null)return;let a=i[o];el(this,{run:a.run,step:a.step})}onToggle(n,r,i){let s=Pk(this.selection,this.runs,n,r);i.checked=Ii(s,this.runs).includes(n),JSON.stringify(s.runs)!==JSON.stringify(this.selection.runs)&&this.change(s)}onThreshold(n,r){let i=n.target.value;this.thresholdText=i;let s=gf(i);r&&s!==null&&s!==this.selection.gapThreshold&&this.change({...this.selection,gapThreshold:s})}download(){let n=this.data;if(!n)return;let r=this.selection.runs===null?null:Ii(this.selection,this.runs),i=["fairness","trend",n.tag];this.isAssociations&&i.push(`gap${this.selection.gapThreshold}`),Mt(Vk(n,r),Tt(i))}renderRuns(){let n=Ii(this.selection,this.runs),r=lb(this.runs),i=s=>r[this.runs.indexOf(s)]??"#9e9e9e";return g`<div class="field">
      <span class="name">Runs (${n.length} of ${this.runs.length} drawn)</span>
      <div class="runs" role="group" aria-label="Runs drawn">
        ${Nk(this.runs,this.run).map(s=>g`<label class=${s===this.run?"current":""} title=${s===this.run?`${s} (the report on screen)`:s}>
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
            </button>`:T}
      </div>
    </div>`}renderThreshold(){if(!this.isAssociations)return T;let n=gf(this.thresholdText)===null;return g`<label class="field">
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
    </label>`}renderChart(n){let r=ab(n.chart.name),i=n.chart.missing;return g`<section class="chart" data-name=${n.chart.name} data-points=${n.chart.dots.length} data-missing=${i.length}>
      <h3 title=${n.chart.name}>${r.title}</h3>
      <div class="explanation muted">${r.explanation||g`Headline number <code>${n.chart.name}</code>.`}</div>
      ${n.svg??g`<div class="none">No step has a value.</div>`}
      ${i.length>0?g`<div class="note muted" data-role="missing">
            Undefined (the line breaks there): ${Bk(i)}.
          </div>`:T}
    </section>`}render(){let n=this.data,r=this.selection.runs===null?null:Ii(this.selection,this.runs),i=Lk(this.options),s=n!==null&&n.series.every(o=>o.points.length===0);return g`<div class="controls">
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
                ${this.isAssociations?g` · gap threshold ${this.selection.gapThreshold}`:T}</span
              >
              <span class="muted">Click a point to open that run and step as a report.</span>
              <span class="muted" data-role="interval-legend"
                >Bars: ${Math.round((o.level??.95)*100)}% intervals. A worst or largest value is picked out of many
                rows, so its bar holds for every row at once (conservative; docs/statistics.md).</span
              >
            </div>
            ${s?g`<div class="none message">No steps of this tag in the chosen runs.</div>`:g`${Fk(o,r)?g`<div class="hint" data-role="single-step">
                        One step only — trends need at least two steps. Log the report at more steps to see lines.
                      </div>`:T}
                  <div class="charts">${this.drawn.map(a=>this.renderChart(a))}</div>`}
          </div>`,"Loading the trends\u2026")}`}};al.properties={...ql,selection:{state:!0},thresholdText:{state:!0},data:{state:!0}},al.styles=[te,st,ot,Wi,Lt,AR];customElements.define("fairness-trend",al);var Hk="",ll=class extends X{constructor(){super(),this.runs=[],this.ref={run:null,tag:null,step:null},this.steps=null,this.kindTitle=()=>""}emit(t){this.dispatchEvent(new CustomEvent("report-change",{detail:t,bubbles:!0,composed:!0}))}render(){let t=this.ref,n=this.runs.find(i=>i.run===t.run),r=n?.tags??[];return g`
      <label class="field">
        <span class="name">Run</span>
        <select name="run" @change=${i=>this.emit({run:i.target.value})}>
          ${this.runs.map(i=>g`<option .value=${i.run} .selected=${i.run===t.run}>${i.run}</option>`)}
        </select>
      </label>
      <label class="field">
        <span class="name">Tag</span>
        <select name="tag" @change=${i=>this.emit({tag:i.target.value})}>
          ${r.map(i=>g`<option .value=${i} .selected=${i===t.tag} title=${n?this.kindTitle(n.run,i):T}>
                ${i}
              </option>`)}
        </select>
      </label>
      <label class="field">
        <span class="name">Step</span>
        <select
          name="step"
          @change=${i=>{let s=i.target.value;this.emit({step:s===Hk?null:Number(s)})}}
        >
          <option .value=${Hk} .selected=${t.step===null}>latest</option>
          ${(this.steps??[]).map(i=>g`<option .value=${String(i.step)} .selected=${i.step===t.step}>
                ${i.step} · ${qi(i.wall_time)}
              </option>`)}
        </select>
      </label>
    `}};ll.properties={runs:{attribute:!1},ref:{attribute:!1},steps:{attribute:!1},kindTitle:{attribute:!1}},ll.styles=[te,st,Y`
      :host {
        /* The fields join the row of whichever controls bar slots this element. */
        display: contents;
      }
    `];customElements.define("fairness-report-picker",ll);var Li=class extends X{constructor(n){super();this.tags=null;this.unknownKinds=[];this.modeRuns={key:"",runs:[]};this.modeOptions={key:"",options:{}};this.resolved=null;this.tagsRequest=new ze;this.stepsRequest=new ze;this.api=n??new It;let r=Qb();this.ref=Yb(r);let i=nk(Gb(r),ut);this.mode=i.mode,this.viewState=i.view,this.mountParams=this.viewState,this.modeState={compare:i.compare,trend:i.trend},this.modeMount={...this.modeState},this.runs=null,this.steps=null,this.shellStatus="loading",this.viewStatus="loading",this.error=null,this.status="loading"}connectedCallback(){super.connectedCallback(),this.loadTags()}disconnectedCallback(){super.disconnectedCallback(),this.tagsRequest.cancel(),this.stepsRequest.cancel()}async loadTags(){this.shellStatus="loading",this.error=null;let n;try{n=await this.tagsRequest.run(s=>this.api.tags(s))}catch(s){this.fail(Yn(s));return}if(n===Le)return;this.tags=n;let r=Or.map(s=>s.kind);this.runs=jb(n.runs,r),this.unknownKinds=Wb(n.runs,r);let i=Mf(this.ref,this.runs);if(i===null){this.shellStatus="empty";return}i.moved&&this.resetViewState(),this.setRef(i.ref),this.shellStatus="ready",this.loadSteps()}async loadSteps(){let{run:n,tag:r}=this.ref;if(n===null||r===null)return;this.steps=null;let i;try{i=await this.stepsRequest.run(o=>this.api.steps(n,r,o))}catch(o){this.fail(Yn(o));return}if(i===Le)return;this.steps=i.steps,this.shellStatus==="error"&&(this.shellStatus="ready",this.error=null);let s=this.ref.step;s!==null&&!i.steps.some(o=>o.step===s)&&this.setRef({...this.ref,step:null})}fail(n){this.error=n,this.shellStatus="error"}kindOfRef(n){return this.tags?Kb(this.tags.runs,n):null}setRef(n){this.ref=n,this.writeHash()}writeHash(){let n=this.mode==="report"?[]:[[ut+tb,this.mode]];e0(ut,[...Hb(this.ref),...n,...this.viewState,...this.modeState.compare,...this.modeState.trend])}resetViewState(){this.viewState=[],this.mountParams=[],this.modeState={compare:[],trend:[]},this.modeMount={compare:[],trend:[]}}onModeChange(n){n!==this.mode&&(this.mountParams=this.viewState,this.modeMount={...this.modeState},this.viewStatus="loading",this.mode=n,this.writeHash())}onOpenReport(n){let r=n.run!==this.ref.run;this.onModeChange("report"),this.setRef({...this.ref,run:n.run,step:n.step}),r&&this.loadSteps()}onTagChange(n){let r=this.tags?.runs??{},i=this.ref.run!==null&&r[this.ref.run]?.[n]?this.ref.run:Object.keys(r).sort().find(s=>r[s][n]);i!==void 0&&this.onReportChange({run:i,tag:n})}onReportChange(n){let r=this.ref,i={...r,...n},s=i.run!==r.run||i.tag!==r.tag;s&&(i={...i,step:null},this.runs&&(i=Mf(i,this.runs)?.ref??i),this.kindOfRef(i)!==this.kindOfRef(r)&&this.resetViewState()),this.setRef(i),s&&this.loadSteps()}onViewParams(n){this.mode==="report"?this.viewState=n:this.modeState={...this.modeState,[this.mode]:n},this.writeHash()}willUpdate(n){if(n.has("ref")){let{run:r,tag:i,step:s}=this.ref,o=this.resolved;r===null||i===null?this.resolved=null:(!o||o.run!==r||o.tag!==i||o.step!==s)&&(this.resolved={run:r,tag:i,step:s})}this.status=this.shellStatus==="ready"?this.viewStatus:this.shellStatus}renderEmpty(){let r=`import tb_fairness

with tb_fairness.FileWriter("LOGDIR/my_model") as w:
${Or.map(i=>i.example.replace(/^/gm,"    ")).join(`
`)}`;return g`<div class="message" role="status">
      ${this.unknownKinds.length?g`<h2>No fairness reports this tab can show</h2>
            <p>
              The logdir holds fairness reports of kinds this version of the tab does not show:
              ${this.unknownKinds.join(", ")}.
            </p>`:g`<h2>No fairness reports in this logdir</h2>`}
      <ul>
        ${Or.map(i=>g`<li>${i.hint()}</li>`)}
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
      </button>`,r=this.ref,i=this.tags?sk(this.tags.runs,Or.map(s=>s.kind)):[];return g`<div class="modes">
      <div role="tablist" aria-label="Mode">
        ${n("report","Report","One report: the run, tag and step picked")}
        ${n("compare","Compare","Two reports of one tag side by side: two runs (models) or two steps (checkpoints)")}
        ${n("trend","Trends","Headline numbers over steps, several runs overlaid")}
      </div>
      ${this.mode==="report"?T:g`<label class="field">
            <span class="name">Tag</span>
            <select name="mode-tag" @change=${s=>this.onTagChange(s.target.value)}>
              ${i.map(s=>g`<option .value=${s} .selected=${s===r.tag}>${s}</option>`)}
            </select>
          </label>`}
    </div>`}modeProps(n,r){let i=this.tags?ik(this.tags.runs,n,r):[],s=JSON.stringify(i);s!==this.modeRuns.key&&(this.modeRuns={key:s,runs:i});let o=rk(this.viewState,ut),a=JSON.stringify(o);return a!==this.modeOptions.key&&(this.modeOptions={key:a,options:o}),{runs:this.modeRuns.runs,options:this.modeOptions.options}}renderMode(){let n=this.resolved;if(!n||!this.runs)return T;let r=this.kindOfRef(n),i=kl(Or,r);if(!i||r===null)return g`<div class="message error" role="alert">No view shows reports of kind ${r}.</div>`;let{runs:s,options:o}=this.modeProps(n.tag,r);return this.mode==="compare"?g`<fairness-compare
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
    ></fairness-trend>`}renderView(){let n=this.resolved;if(!n||!this.runs)return T;let r=this.kindOfRef(n),i=kl(Or,r);if(!i)return g`<div class="message error" role="alert">No view shows reports of kind ${r}.</div>`;let s=g`<fairness-report-picker
      slot="report"
      .runs=${this.runs}
      .ref=${this.ref}
      .steps=${this.steps}
      .kindTitle=${(o,a)=>{let l=this.tags?.runs[o]?.[a]?.kind??"";return`${kl(Or,l)?.title??l} report`}}
    ></fairness-report-picker>`;return i.render({report:n,info:this.tags?.runs[n.run]?.[n.tag]??null,params:this.mountParams},s)}render(){if(this.shellStatus==="empty")return this.renderEmpty();let n=this.status==="loading";return g`
      ${n?g`<div class="bar" role="progressbar" aria-label="Loading"></div>`:T}
      ${this.runs===null&&this.shellStatus==="loading"?g`<div class="loading">Loading reports…</div>`:T}
      ${this.shellStatus==="error"?this.renderError():T}
      <div
        class="view"
        style="display: contents"
        @report-change=${r=>this.onReportChange(r.detail)}
        @view-status=${r=>this.viewStatus=r.detail}
        @view-params=${r=>this.onViewParams(r.detail)}
        @open-report=${r=>this.onOpenReport(r.detail)}
      >
        ${this.runs?this.renderTabs():T}
        ${this.mode==="report"?this.renderView():this.renderMode()}
      </div>
    `}};Li.properties={ref:{state:!0},mode:{state:!0},runs:{state:!0},steps:{state:!0},shellStatus:{state:!0},viewStatus:{state:!0},error:{state:!0},status:{reflect:!0,attribute:"data-status"}},Li.styles=[te,ot,st,Y`
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
    `];customElements.define("fairness-app",Li);function bV(){if(document.querySelector("fairness-app"))return;let e=document.createElement("style");e.textContent="html, body { height: 100%; margin: 0; }",document.head.appendChild(e),document.body.appendChild(new Li)}export{bV as render};
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
